package tutor

import (
	"strconv"
	"strings"
	"time"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
	"croupier/tutor/lesson"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
	"croupier/tutor/quizmode"
	"croupier/tutor/screen"
)

// menuMode is the menu of lessons: Enter continues, a number, id or title
// opens a lesson.
type menuMode struct{ s *Session }

func (m *menuMode) Prompt() string { return m.s.scr.P().T(locales.PromptMenu) }
func (m *menuMode) Interrupt()     { m.s.scr.Sayf(locales.InterruptMenu) }
func (m *menuMode) Redraw()        { m.show() }
func (m *menuMode) Help()          { m.s.scr.Sayf(locales.HelpMenuUsage) }
func (m *menuMode) Leave()         {}

// Words lists lesson numbers and ids.
func (m *menuMode) Words() []string { return m.s.lessonWords() }

// Command runs the menu's own commands: "weiter" continues.
func (m *menuMode) Command(c input.Command) bool {
	if c.ID == input.CmdSkip {
		m.Input("")
		return true
	}
	return false
}

// Input reads a menu choice: Enter continues, a number or an id opens a
// lesson.
func (m *menuMode) Input(line string) {
	s := m.s
	if line == "" {
		if next := s.continueTarget(); next != nil {
			s.openLesson(next)
			return
		}
		s.scr.Sayf(locales.MenuAllDone)
		return
	}
	if l := s.lessonByRef(line); l != nil {
		s.openLesson(l)
		return
	}
	s.scr.Sayf(locales.MenuUnknown, line)
	s.scr.Sayf(locales.MenuHowto)
}

// trackNames head the menu's tracks.
var trackNames = map[lesson.Track]locales.Message{
	lesson.TrackPharo:   locales.GroupPharo,
	lesson.TrackPharaon: locales.GroupPharaon,
	lesson.TrackPasur:   locales.GroupPasur,
}

// trackOrder is the order of the tracks in the menu.
var trackOrder = []lesson.Track{lesson.TrackPharo, lesson.TrackPharaon, lesson.TrackPasur}

// menuOneColumn is the most lessons shown one a line; menuColumn the
// width of a column when there are more.
const (
	menuOneColumn = 24
	menuColumn    = 39
)

// show prints the lessons grouped by track with done marks, the summary
// and how to continue.
func (m *menuMode) show() {
	s := m.s
	p := s.scr.P()
	s.scr.Blank()
	if len(s.lib.Lessons) == 0 {
		s.scr.Sayf(locales.MenuEmpty)
		return
	}
	// More lessons than fit a 45-row terminal in one column are shown in
	// two, each track's lessons down the left column first; the numbers
	// stay those of one column.
	twoCols := len(s.lib.Lessons) > menuOneColumn
	for _, t := range trackOrder {
		ls := s.lib.Track(t)
		if len(ls) == 0 {
			continue
		}
		s.scr.Raw(p.Styled(locales.Bold, p.T(trackNames[t])))
		if !twoCols {
			for _, l := range ls {
				s.scr.Raw(s.menuLine(l, 0))
			}
			continue
		}
		half := (len(ls) + 1) / 2
		for i := 0; i < half; i++ {
			line := s.menuLine(ls[i], menuColumn)
			if j := i + half; j < len(ls) {
				line = screen.Pad(line, menuColumn) + s.menuLine(ls[j], menuColumn)
			}
			s.scr.Raw(strings.TrimRight(line, " "))
		}
	}
	if twoCols {
		if legend := s.menuLegend(); legend != "" {
			s.scr.Styled(locales.Dim, legend)
		}
	}
	s.scr.Say(s.summary())
	if next := s.continueTarget(); next != nil {
		s.scr.Sayf(locales.MenuContinue, s.title(next))
	} else {
		s.scr.Sayf(locales.MenuAllDone)
	}
	s.scr.Sayf(locales.MenuHowto)
	mem := quizmode.Load(s.quizStore(), s.scr, false)
	due := mem.Due(quiz.Topics(""), time.Now(), quiz.AnkiDefaults())
	s.scr.Sayf(locales.QuizMenu, len(due))
}

// menuLine is one lesson of the menu: number, mark (see lessonMark),
// title (cut to fit a column of width cols when cols > 0), own mark, and
// in one column the mark's word.
func (s *Session) menuLine(l *lesson.Lesson, cols int) string {
	p := s.scr.P()
	mark, word := s.lessonMark(l)
	num := strconv.Itoa(s.lib.Number(l))
	title := s.title(l)
	var extra []string
	if l.Own {
		extra = append(extra, p.Styled(locales.Dim, p.T(locales.MenuOwn)))
	}
	if cols == 0 && word != "" {
		extra = append(extra, p.Styled(locales.Dim, word))
	}
	if cols > 0 {
		room := cols - 2 - 4 - 4 - 1
		for _, e := range extra {
			room -= screen.Width(e) + 1
		}
		if r := []rune(title); len(r) > room && room > 1 {
			title = string(r[:room-1]) + "…"
		}
	}
	line := "  " + screen.Pad(num, 3) + " " + mark + " " + title
	for _, e := range extra {
		line += " " + e
	}
	return line
}

// lessonMark is a lesson's mark in the menu, three columns wide so that
// no cut title can hide it: "[ ]" not started, "[>]" started, "[~]" seen
// to the end with questions skipped, "[x]" done; and the word that says
// it when there is room ("(angefangen)", "(2 übersprungen)").
func (s *Session) lessonMark(l *lesson.Lesson) (mark, word string) {
	p := s.scr.P()
	lp := s.prog.Lessons[l.ID()]
	switch lp.State() {
	case progress.Done:
		return p.Styled(locales.Good, "[x]"), ""
	case progress.Started:
		return p.Styled(locales.Accent, "[>]"), p.T(locales.MenuStarted)
	case progress.SeenWithSkips:
		return p.Styled(locales.Accent, "[~]"), p.T(locales.MenuSkipped, len(lp.Skipped))
	}
	return "[ ]", ""
}

// menuLegend explains the marks "[>]" and "[~]" below a two-column menu
// (whose lines have no room for their words), when a lesson has one.
func (s *Session) menuLegend() string {
	started, skipped := false, false
	for _, l := range s.lib.Lessons {
		switch s.prog.Lessons[l.ID()].State() {
		case progress.Started:
			started = true
		case progress.SeenWithSkips:
			skipped = true
		}
	}
	p := s.scr.P()
	var parts []string
	if started {
		parts = append(parts, "[>] "+p.T(locales.MenuLegendStarted))
	}
	if skipped {
		parts = append(parts, "[~] "+p.T(locales.MenuLegendSkipped))
	}
	return strings.Join(parts, " · ")
}

// title returns a lesson's title in the session's language.
func (s *Session) title(l *lesson.Lesson) string { return l.Title(scenarios.Lang(s.Lang())) }

// summary returns "14/40 erledigt" / "14/40 terminées".
func (s *Session) summary() string {
	ids := s.lib.IDs()
	return s.scr.P().T(locales.Summary, s.prog.CountDone(ids), len(ids))
}

// continueTarget is the lesson "continue where I left off" opens: the last
// lesson if it was not seen to its end, else the next lesson not done
// after it, else the first lesson not done.
func (s *Session) continueTarget() *lesson.Lesson {
	ls := s.lib.Lessons
	start := 0
	if last := s.lib.Find(s.prog.Last); last != nil {
		if !s.prog.Done(last.ID()) && (!s.prog.Finished(last.ID()) || s.prog.Lessons[last.ID()].Position > 0) {
			return last
		}
		start = s.lib.Number(last)
	}
	for i := 0; i < len(ls); i++ {
		l := ls[(start+i)%len(ls)]
		if !s.prog.Done(l.ID()) {
			return l
		}
	}
	return nil
}

// openLesson starts a lesson, or resumes it where the learner left it.
func (s *Session) openLesson(l *lesson.Lesson) {
	m, err := lesson.New(l, s.scr, s.prog, s)
	if err != nil {
		s.scr.Sayf(locales.LessonBroken, s.title(l))
		return
	}
	s.setMode(m)
	m.Start()
}

// lessonByRef finds a lesson by its number in the menu, its id, or the
// head of its title.
func (s *Session) lessonByRef(ref string) *lesson.Lesson {
	if n, err := strconv.Atoi(ref); err == nil {
		if n >= 1 && n <= len(s.lib.Lessons) {
			return s.lib.Lessons[n-1]
		}
		return nil
	}
	if l := s.lib.Find(strings.ToLower(ref)); l != nil {
		return l
	}
	return s.lessonByTitle(ref)
}

// lessonByTitle finds the one lesson whose title, in either language, is
// named by ref up to its colon: "pasur 2", "Pharo 12b", "pharaon-quiz".
// Several or no matches give nil.
func (s *Session) lessonByTitle(ref string) *lesson.Lesson {
	want := strings.Join(strings.Fields(engine.Fold(ref)), " ")
	if want == "" {
		return nil
	}
	var found *lesson.Lesson
	for _, l := range s.lib.Lessons {
		for _, lang := range []scenarios.Lang{scenarios.German, scenarios.French} {
			head, _, _ := strings.Cut(l.Title(lang), ":")
			if strings.Join(strings.Fields(engine.Fold(head)), " ") != want {
				continue
			}
			if found != nil && found != l {
				return nil
			}
			found = l
		}
	}
	return found
}

// lessonWords lists lesson numbers and ids.
func (s *Session) lessonWords() []string {
	var out []string
	for i, l := range s.lib.Lessons {
		out = append(out, strconv.Itoa(i+1), l.ID())
	}
	return out
}
