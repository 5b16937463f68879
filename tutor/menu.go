package tutor

import (
	"strconv"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

// lessonGroup is one heading of the menu with its lessons.
type lessonGroup struct {
	key     locales.Message // the heading
	lessons []*Lesson
}

// groupKey returns the menu heading of a lesson: Pharo, Pharaon or Pasur.
func groupKey(l *Lesson) locales.Message {
	if l.Game() == scenarios.Pasur {
		return locales.GroupPasur
	}
	if l.Profile() == "pharaon" {
		return locales.GroupPharaon
	}
	return locales.GroupPharo
}

// groups returns the lessons grouped by game in menu order.
func (s *Session) groups() []lessonGroup {
	var out []lessonGroup
	for _, key := range []locales.Message{locales.GroupPharo, locales.GroupPharaon, locales.GroupPasur} {
		g := lessonGroup{key: key}
		for _, l := range s.lib.Lessons {
			if groupKey(l) == key {
				g.lessons = append(g.lessons, l)
			}
		}
		if len(g.lessons) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// number returns a lesson's number in the menu (1-based).
func (s *Session) number(l *Lesson) int {
	for i, x := range s.lib.Lessons {
		if x == l {
			return i + 1
		}
	}
	return 0
}

// title returns a lesson's title in the session's language.
func (s *Session) title(l *Lesson) string {
	if t := l.Title(s.slang()); t != "" {
		return t
	}
	return l.ID()
}

// menuOneColumn is the most lessons shown one a line; menuColumn the
// width of a column when there are more.
const (
	menuOneColumn = 24
	menuColumn    = 39
)

// menuLine is one lesson of the menu: number, done mark, title (cut to
// fit a column of width cols when cols > 0), own and started marks.
func (s *Session) menuLine(l *Lesson, cols int) string {
	mark := "[ ]"
	if s.prog.Done(l.ID()) {
		mark = s.pt.paint(s.pt.good, "[x]")
	}
	num := strconv.Itoa(s.number(l))
	title := s.title(l)
	var extra []string
	if l.Own {
		extra = append(extra, s.pt.paint(s.pt.dim, s.p.T(locales.MenuOwn)))
	}
	if lp := s.prog.Lessons[l.ID()]; lp != nil && !lp.Done && lp.Position > 0 {
		if cols > 0 {
			extra = append(extra, s.pt.paint(s.pt.dim, "…"))
		} else {
			extra = append(extra, s.pt.paint(s.pt.dim, s.p.T(locales.MenuStarted)))
		}
	}
	if cols > 0 {
		room := cols - 2 - 4 - 4 - 1
		for _, e := range extra {
			room -= width(e) + 1
		}
		if r := []rune(title); len(r) > room && room > 1 {
			title = string(r[:room-1]) + "…"
		}
	}
	line := "  " + pad(num, 3) + " " + mark + " " + title
	for _, e := range extra {
		line += " " + e
	}
	return line
}

// showMenu prints the lessons grouped by game with done marks, the
// summary and how to continue.
func (s *Session) showMenu() {
	s.mode = modeMenu
	s.say("")
	if len(s.lib.Lessons) == 0 {
		s.sayf(locales.MenuEmpty)
		return
	}
	// More lessons than fit a 45-row terminal in one column are shown in
	// two, each group's lessons down the left column first; the numbers
	// stay those of one column.
	twoCols := len(s.lib.Lessons) > menuOneColumn
	for _, g := range s.groups() {
		s.say(s.pt.paint(s.pt.bold, s.p.T(g.key)))
		if !twoCols {
			for _, l := range g.lessons {
				s.say(s.menuLine(l, 0))
			}
			continue
		}
		half := (len(g.lessons) + 1) / 2
		for i := 0; i < half; i++ {
			line := s.menuLine(g.lessons[i], menuColumn)
			if j := i + half; j < len(g.lessons) {
				line = pad(line, menuColumn) + s.menuLine(g.lessons[j], menuColumn)
			}
			s.say(strings.TrimRight(line, " "))
		}
	}
	s.say(s.summary())
	if next := s.continueTarget(); next != nil {
		s.sayf(locales.MenuContinue, s.title(next))
	} else {
		s.sayf(locales.MenuAllDone)
	}
	s.sayf(locales.MenuHowto)
	s.say(s.quizMenuLine())
}

// continueTarget is the lesson "continue where I left off" opens: the last
// lesson if it is not done, else the next lesson not done after it, else
// the first lesson not done.
func (s *Session) continueTarget() *Lesson {
	ls := s.lib.Lessons
	start := 0
	if last := s.lib.Find(s.prog.Last); last != nil {
		if !s.prog.Done(last.ID()) {
			return last
		}
		start = s.number(last)
	}
	for i := 0; i < len(ls); i++ {
		l := ls[(start+i)%len(ls)]
		if !s.prog.Done(l.ID()) {
			return l
		}
	}
	return nil
}

// menuInput reads a menu choice: Enter continues, a number or an id opens
// a lesson.
func (s *Session) menuInput(line string) {
	if line == "" {
		if next := s.continueTarget(); next != nil {
			s.openLesson(next)
			return
		}
		s.sayf(locales.MenuAllDone)
		return
	}
	if l := s.lessonByRef(line); l != nil {
		s.openLesson(l)
		return
	}
	s.sayf(locales.MenuUnknown, line)
	s.sayf(locales.MenuHowto)
}

// toMenu leaves a lesson or the sandbox, keeping the position, and shows
// the menu.
func (s *Session) toMenu() {
	s.savePosition()
	s.save()
	s.run = nil
	s.sand = nil
	s.showMenu()
}
