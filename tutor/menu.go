package tutor

import (
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

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
type menuMode struct {
	s *Session
	// drill is the drill offered after a lesson with mistakes (nil:
	// none): Enter starts it.
	drill *drillOffer
}

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
		m.Input(input.NewLine(""))
		return true
	}
	return false
}

// Input reads a menu choice: Enter continues, a number or an id opens a
// lesson.
func (m *menuMode) Input(in *input.Line) {
	s, line := m.s, in.Text
	if line == "" && m.drill != nil {
		s.startDrill(m.drill)
		return
	}
	if line == "" {
		if next := s.continueTarget(); next != nil {
			s.openLesson(next)
			return
		}
		s.scr.Sayf(locales.MenuAllDone)
		return
	}
	l, said := s.lessonByRef(line)
	switch {
	case l != nil:
		s.openLesson(l)
		return
	case said:
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

// menuGap is the space between the menu's two columns.
const menuGap = 3

// show prints the lessons grouped by track with done marks, the summary
// and how to continue. The lessons stand in two columns when their full
// titles fit side by side, else in one, a title too long for the line
// wrapped under itself; no title is ever cut.
func (m *menuMode) show() {
	s := m.s
	p := s.scr.P()
	s.scr.Blank()
	if len(s.lib.Lessons) == 0 {
		s.scr.Sayf(locales.MenuEmpty)
		return
	}
	mem, _ := quizmode.Load(s.quizStore(), s.scr, false)
	now := time.Now()
	due := mem.Due(quiz.Topics(""), now, quiz.AnkiDefaults())
	if line := s.dueLine(mem, now); line != "" {
		s.scr.Say(line) // what is due and why heads the menu
	}
	width := s.scr.Width()
	keys := s.menuKeys()
	keyW := 1
	for _, k := range keys {
		keyW = max(keyW, screen.Width(k))
	}
	widest := 0
	for _, l := range s.lib.Lessons {
		widest = max(widest, screen.Width(s.menuLine(l, keys[l], keyW)))
	}
	twoCols := 2*widest+menuGap <= width
	for _, t := range trackOrder {
		ls := s.lib.Track(t)
		if len(ls) == 0 {
			continue
		}
		s.scr.Raw(p.Styled(locales.Bold, p.T(trackNames[t])))
		if !twoCols {
			for _, l := range ls {
				// a long title wraps under its own beginning
				lead := "  " + screen.Pad(keys[l], keyW) + " " + s.menuMarks(l).done + " "
				s.scr.Raw(screen.Hang(lead, strings.Repeat(" ", screen.Width(lead)), s.menuText(l, keys[l]), width))
			}
			continue
		}
		// each track's lessons down the left column first
		half := (len(ls) + 1) / 2
		for i := 0; i < half; i++ {
			line := s.menuLine(ls[i], keys[ls[i]], keyW)
			if j := i + half; j < len(ls) {
				line = screen.Pad(line, widest+menuGap) + s.menuLine(ls[j], keys[ls[j]], keyW)
			}
			s.scr.Raw(strings.TrimRight(line, " "))
		}
	}
	s.scr.Say(s.summary())
	if next := s.continueTarget(); next != nil {
		s.scr.Sayf(locales.MenuContinue, s.title(next))
	} else {
		s.scr.Sayf(locales.MenuAllDone)
	}
	s.scr.Sayf(locales.MenuHowto)
	s.scr.Sayf(locales.QuizMenu, len(due))
}

// menuMark is how the menu marks a lesson: its state in a box three
// columns wide, and what is said after its title (an author's own lesson,
// a lesson begun, questions skipped).
type menuMark struct {
	done  string
	after []string
}

// menuMarks returns a lesson's marks in the menu: "[ ]" not started,
// "[>]" started ("(angefangen)"), "[~]" seen to the end with questions
// skipped ("(2 übersprungen)"), "[x]" done — every question answered.
func (s *Session) menuMarks(l *lesson.Lesson) menuMark {
	p := s.scr.P()
	m := menuMark{done: "[ ]"}
	if l.Own {
		m.after = append(m.after, p.Styled(locales.Dim, p.T(locales.MenuOwn)))
	}
	if s.otherLangOnly(l) {
		m.after = append(m.after, p.Styled(locales.Dim, p.T(locales.MenuOtherLang)))
	}
	lp := s.prog.Lessons[l.ID()]
	switch lp.State() {
	case progress.Done:
		m.done = p.Styled(locales.Good, "[x]")
	case progress.Started:
		m.done = p.Styled(locales.Accent, "[>]")
		m.after = append(m.after, p.Styled(locales.Dim, p.T(locales.MenuStarted)))
	case progress.SeenWithSkips:
		m.done = p.Styled(locales.Accent, "[~]")
		m.after = append(m.after, p.Styled(locales.Dim, p.T(locales.MenuSkipped, len(lp.Skipped))))
	}
	return m
}

// otherLangOnly reports a lesson written only in the other language (an
// author's French lesson in a German session): its texts come in that
// language while the tutor speaks the session's.
func (s *Session) otherLangOnly(l *lesson.Lesson) bool {
	langs := l.Header().Langs
	if len(langs) == 0 {
		return false
	}
	for _, x := range langs {
		if x == scenarios.Lang(s.Lang()) {
			return false
		}
	}
	return true
}

// menuLine is one lesson of the menu on one line: the key the learner
// types (keyW wide), the done mark, the title without the track's name
// and the marks after it.
func (s *Session) menuLine(l *lesson.Lesson, key string, keyW int) string {
	return "  " + screen.Pad(key, keyW) + " " + s.menuMarks(l).done + " " + s.menuText(l, key)
}

// menuText is a lesson's title in the menu and the marks after it: the
// track's name and the lesson's number are left out of the title when
// they make the key ("Pharo 9b: Dan und Anna" is "Dan und Anna" under
// the heading Pharo, with the key 9b).
func (s *Session) menuText(l *lesson.Lesson, key string) string {
	text := s.title(l)
	if k, rest, ok := s.ownKey(l); ok && k == key {
		text = rest
	}
	for _, a := range s.menuMarks(l).after {
		text += " " + a
	}
	return text
}

// ownKey reads the number a lesson's title gives it after the track's
// name ("Pharo 9b: …", "Pasur 12 : …"): the key "9b" and the rest of the
// title. ok is false for a title of another form ("Pharo-Quiz: …").
func (s *Session) ownKey(l *lesson.Lesson) (key, rest string, ok bool) {
	head, rest, found := strings.Cut(s.title(l), ":")
	if !found {
		return "", "", false
	}
	f := strings.Fields(head)
	if len(f) != 2 || engine.Fold(f[0]) != engine.Fold(s.scr.P().T(trackNames[l.Track()])) || !lessonNumber(f[1]) {
		return "", "", false
	}
	// the rest heads a line of the menu: it starts with a capital
	// ("le tableau et le soda" is "Le tableau et le soda")
	rest = strings.TrimSpace(rest)
	if r, size := utf8.DecodeRuneInString(rest); size > 0 {
		rest = string(unicode.ToUpper(r)) + rest[size:]
	}
	return strings.ToLower(f[1]), rest, true
}

// lessonNumber reports a lesson's number as titles write it: digits and
// at most one letter ("9", "12b").
func lessonNumber(s string) bool {
	digits := strings.TrimRight(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
	if len(s)-len(digits) > 1 || digits == "" {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// menuKeys gives each lesson the key the learner types to open it: the
// number its title gives it, or else its order: (orderKey); in a library
// where no title numbers its lesson, the place in the menu (1, 2, 3 …).
// A lesson without a key is opened by the head of its title or its id.
func (s *Session) menuKeys() map[*lesson.Lesson]string {
	keys := map[*lesson.Lesson]string{}
	for _, l := range s.lib.Lessons {
		if k, _, ok := s.ownKey(l); ok {
			keys[l] = k
		}
	}
	if len(keys) == 0 {
		for i, l := range s.lib.Lessons {
			keys[l] = strconv.Itoa(i + 1)
		}
		return keys
	}
	for _, l := range s.lib.Lessons {
		if _, ok := keys[l]; !ok && l.Header().HasOrder {
			if k := orderKey(l, keys); k != "" {
				keys[l] = k
			}
		}
	}
	return keys
}

// orderKey is the key of a lesson whose title gives no number but whose
// file gives an order (an author's lesson, order: 14): the order itself
// ("14", "9.5"), or with the first letter from b on that no other lesson
// of its track has ("14b"), as the embedded lessons number the lessons
// between two.
func orderKey(l *lesson.Lesson, keys map[*lesson.Lesson]string) string {
	base := strconv.FormatFloat(l.Header().Order, 'f', -1, 64)
	taken := func(k string) bool {
		for o, ok := range keys {
			if o != l && o.Track() == l.Track() && strings.EqualFold(ok, k) {
				return true
			}
		}
		return false
	}
	if !taken(base) {
		return base
	}
	for c := 'b'; c <= 'z'; c++ {
		if k := base + string(c); !taken(k) {
			return k
		}
	}
	return ""
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

// showShort is what follows the end of a lesson or a quiz: one line to
// go on (Enter continues, "menü" lists every lesson), so that the
// verdict just told stays on the screen.
func (m *menuMode) showShort() {
	s := m.s
	if len(s.lib.Lessons) == 0 {
		s.scr.Sayf(locales.MenuEmpty)
		return
	}
	if next := s.continueTarget(); next != nil {
		s.scr.Sayf(locales.MenuNext, s.title(next))
		return
	}
	s.scr.Sayf(locales.MenuNextAllDone)
}

// openLesson starts a lesson, or resumes it where the learner left it.
// A lesson written only in the other language says so first.
func (s *Session) openLesson(l *lesson.Lesson) {
	m, err := lesson.New(l, s.scr, s.prog, s)
	if err != nil {
		s.scr.Sayf(locales.LessonBroken, s.title(l))
		return
	}
	s.setMode(m)
	if s.otherLangOnly(l) {
		s.scr.Blank()
		s.scr.Styled(locales.Accent, s.scr.P().T(locales.LessonOtherLang, s.title(l)))
	}
	m.Start()
}

// lessonByRef finds a lesson by its id, its key in the menu ("9b"), or
// the head of its title ("pasur 3"). A key that several tracks share is
// said with the lessons it could mean (said is set then), and nil is
// returned.
func (s *Session) lessonByRef(ref string) (l *lesson.Lesson, said bool) {
	if l := s.lib.Find(strings.ToLower(ref)); l != nil {
		return l, false
	}
	var same []*lesson.Lesson
	for l, k := range s.menuKeys() {
		if strings.EqualFold(k, strings.TrimSpace(ref)) {
			same = append(same, l)
		}
	}
	switch len(same) {
	case 0:
		if l := s.lessonByTitle(ref); l != nil {
			return l, false
		}
		same = s.lessonsByTitleWords(ref)
		if len(same) == 0 {
			return nil, false
		}
	}
	if len(same) == 1 {
		return same[0], false
	}
	sort.Slice(same, func(i, j int) bool { return s.lib.Number(same[i]) < s.lib.Number(same[j]) })
	var heads []string
	for _, l := range same {
		head, _, _ := strings.Cut(s.title(l), ":")
		heads = append(heads, strings.TrimSpace(head))
	}
	s.scr.Sayf(locales.MenuAmbiguous, ref, s.scr.P().List(heads), strings.ToLower(heads[len(heads)-1]))
	return nil, true
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

// lessonWords lists the lessons' keys and ids.
func (s *Session) lessonWords() []string {
	keys := s.menuKeys()
	var out []string
	for _, l := range s.lib.Lessons {
		if k := keys[l]; k != "" {
			out = append(out, k)
		}
		out = append(out, l.ID())
	}
	return out
}

// lessonsByTitleWords are the lessons whose title, in either language,
// has the words of ref in a row after its head („kinder-pasur“,
// „Feste 11 Runden“, „das Doublet“, « le pasur des enfants »), case,
// accents, hyphens and quotes ignored; the game's name may lead
// („pasur kinder-pasur“). A ref of fewer than three letters picks none.
func (s *Session) lessonsByTitleWords(ref string) []*lesson.Lesson {
	want := titleWords(ref)
	if len(strings.Join(want, "")) < 3 || s.onlyGameOrArticles(want) {
		return nil // „das“, „Pasur“: no part of a title that says which
	}
	var found []*lesson.Lesson
	for _, l := range s.lib.Lessons {
		for _, lang := range []scenarios.Lang{scenarios.German, scenarios.French} {
			head, rest, ok := strings.Cut(l.Title(lang), ":")
			if !ok {
				rest = head
			}
			words, lead := titleWords(rest), titleWords(head)
			w := want
			if len(w) > 1 && len(lead) > 0 && w[0] == lead[0] && !hasRun(words, w) {
				w = w[1:] // „pasur kinder-pasur“: the game, then the title
			}
			if hasRun(words, w) {
				found = append(found, l)
				break
			}
		}
	}
	return found
}

// onlyGameOrArticles reports words that are only articles or a game's
// name („das“, « le », „Pasur“, « pharaon »): they name no title.
func (s *Session) onlyGameOrArticles(words []string) bool {
	for _, w := range words {
		game := false
		for _, name := range trackNames {
			for _, lang := range []locales.Lang{locales.German, locales.French} {
				game = game || w == engine.Fold(name.In(lang))
			}
		}
		if !game && !titleArticles[w] {
			return false
		}
	}
	return true
}

// titleArticles are the articles and joining words of titles.
var titleArticles = map[string]bool{
	"der": true, "die": true, "das": true, "den": true, "dem": true, "des": true, "ein": true, "eine": true,
	"und": true, "le": true, "la": true, "les": true, "l": true, "de": true, "du": true, "un": true, "une": true, "et": true,
}

// titleWords are a title's words folded, split at anything but a letter
// or a digit („Kinder-Pasur“ → kinder, pasur; « l’as » → l, as).
func titleWords(s string) []string {
	return strings.FieldsFunc(engine.Fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// hasRun reports whether want stands in words as a run of whole words.
func hasRun(words, want []string) bool {
	if len(want) == 0 {
		return false
	}
	for i := 0; i+len(want) <= len(words); i++ {
		k := 0
		for k < len(want) && words[i+k] == want[k] {
			k++
		}
		if k == len(want) {
			return true
		}
	}
	return false
}
