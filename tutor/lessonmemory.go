package tutor

import (
	"errors"
	"path/filepath"
	"strings"
	"time"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"
	"croupier/tutor/lesson"
	"croupier/tutor/quiz"
	"croupier/tutor/quizmode"
	"croupier/tutor/screen"
)

// lessonMemory is what the session keeps of the lessons' answers in the
// quiz's memory (docs/quiz.md "What lessons tell the memory"): the memory
// as this session has it and as the file held it when last read or
// written (the base of the next merge), and the topics the lesson being
// worked got wrong, for the drill offered when it ends.
type lessonMemory struct {
	mem, base *quiz.Memory
	// err is why the lessons' answers are not saved (nil: they are);
	// saved tells a problem once and when it is mended.
	err   error
	saved screen.SaveNotice
	// withProgress reports that err is the progress's problem too, told
	// with it.
	withProgress bool
	// lesson is the lesson whose mistakes missed holds.
	lesson *lesson.Lesson
	missed []quiz.Topic
}

// drillOffer is the drill offered after a lesson with mistakes: Enter
// starts it, anything else goes on as without it.
type drillOffer struct {
	topics []quiz.Topic
	lesson *lesson.Lesson
}

// Judged records a lesson's judged answer in the quiz's memory, merged
// under its lock with what other croupier processes saved, before the
// verdict is said; a failure is told once (screen.SaveNotice). A wrong
// answer's topics are kept for the drill after the lesson.
func (s *Session) Judged(j lesson.Judged) {
	lm := &s.lmem
	if lm.lesson != j.Lesson {
		lm.lesson, lm.missed = j.Lesson, nil
	}
	if !j.Right {
		for _, t := range j.Topics {
			if !containsTopic(lm.missed, t) {
				lm.missed = append(lm.missed, t)
			}
		}
	}
	store := s.quizStore()
	if store == nil {
		return // nowhere to keep it: the drill still asks the topics
	}
	if lm.mem == nil {
		// a problem of the file is told by the first save that meets it
		mem, _ := quizmode.Load(store, s.scr, false)
		lm.mem, lm.base = mem, mem.Clone()
		lm.saved = screen.SaveNotice{SavedAgain: locales.QuizMemorySavedAgain,
			Failed: locales.LessonMemorySaveFailed, InMemory: locales.QuizMemoryInMemory}
	}
	now, p := time.Now(), quiz.AnkiDefaults()
	for _, t := range j.Topics {
		lm.mem.LessonAnswer(t, j.Lesson.ID(), j.Right, now, p)
	}
	merged, rep, err := store.Sync(lm.base, lm.mem)
	if rep.Status == statefile.Recovered {
		for _, l := range quiz.LoadProblems(s.scr.P(), rep) {
			s.scr.Styled(locales.Bad, l)
		}
	}
	if merged != nil {
		lm.mem, lm.base = merged, merged.Clone()
	}
	if sameDirProblem(err, s.saveErr) {
		// the progress beside it has told this problem already, and what
		// to do: the learner is not told it twice
		lm.saved.Told(err)
		lm.err, lm.withProgress = err, true
		return
	}
	lm.err, lm.withProgress = lm.saved.After(s.scr, err), false
}

// sameDirProblem reports whether two failures to save are one problem of
// the state directory: the same reason in the same directory (a
// read-only directory fails the progress and the quiz's memory alike).
func sameDirProblem(a, b error) bool {
	var ea, eb *statefile.Error
	if !errors.As(a, &ea) || !errors.As(b, &eb) || ea == nil || eb == nil {
		return false
	}
	return ea.Reason == eb.Reason && filepath.Dir(ea.File) == filepath.Dir(eb.File)
}

// unsaved returns why the lessons' answers are not in the quiz's memory,
// for the goodbye: nil when they are, or when the progress's problem
// says it (sameDirProblem).
func (lm *lessonMemory) unsaved() error {
	if lm.withProgress {
		return nil
	}
	return lm.err
}

// containsTopic reports whether ts holds t.
func containsTopic(ts []quiz.Topic, t quiz.Topic) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// Finished returns to the menu after a lesson: the verdict stays on the
// screen, with one line to go on ("menü" shows the whole menu) — after a
// lesson with mistakes, the offer of a drill on their topics.
func (s *Session) Finished() {
	lm := &s.lmem
	if len(lm.missed) == 0 || lm.lesson == nil {
		s.toMenuShort()
		return
	}
	offer := &drillOffer{topics: lm.missed, lesson: lm.lesson}
	lm.lesson, lm.missed = nil, nil
	m := &menuMode{s: s, drill: offer}
	s.setMode(m)
	s.Save()
	p := s.scr.P()
	n := quiz.DrillOptions(offer.topics, nil, 0).N
	names := s.topicList(offer.topics)
	if next := s.continueTarget(); next != nil {
		s.scr.Say(p.T(locales.DrillOffer, n, names, s.title(next)))
		return
	}
	s.scr.Say(p.T(locales.DrillOfferLast, n, names))
}

// topicList names topics, quoted, as a list: „Gecopperte Einsätze“ und
// „Doublets“.
func (s *Session) topicList(ts []quiz.Topic) string {
	p := s.scr.P()
	var names []string
	for _, t := range ts {
		names = append(names, p.T(locales.DrillTopic, p.T(t.Name())))
	}
	return p.List(names)
}

// startDrill starts the drill offered: a short quiz of its topics, none
// of whose questions repeats the lesson's deal; the menu follows, with
// the next lesson at Enter.
func (s *Session) startDrill(d *drillOffer) {
	opts := quiz.DrillOptions(d.topics, d.lesson.Scenario(), s.seed)
	s.seed++
	s.leaveMode()
	s.Save()
	s.beginQuiz(opts, false)
}

// dropDrill forgets a drill offered once the learner typed anything but
// Enter: the offer holds for the line right after it only.
func (s *Session) dropDrill(line string) {
	if m, ok := s.mode.(*menuMode); ok && line != "" {
		m.drill = nil
	}
}

// lessonHead names a lesson by the head of its title, "Pharo 4" (or its
// whole title when it has no colon); "" for a lesson not in the library.
func (s *Session) lessonHead(id string) string {
	l := s.lib.Find(id)
	if l == nil {
		return ""
	}
	head, _, _ := strings.Cut(l.Title(scenarios.Lang(s.Lang())), ":")
	return strings.TrimSpace(head)
}

// dueLine is the menu's line of what is due and why: „Fällig:
// Gecopperte Einsätze – 2 Fehler in Pharo 4 · wieder dran im Quiz:
// Doublets, Hohe Karte“; "" when nothing is.
func (s *Session) dueLine(mem *quiz.Memory, now time.Time) string {
	p := s.scr.P()
	var parts, quizDue []string
	for _, st := range quiz.StatsOf(mem, "", now, quiz.AnkiDefaults()) {
		if !st.Due {
			continue
		}
		name := p.T(st.Topic.Name())
		switch l := s.lessonHead(st.Lesson); {
		case st.Lesson == "":
			quizDue = append(quizDue, name)
		case l != "":
			parts = append(parts, p.T(locales.MenuDueLesson, name, st.LessonMistakes, l))
		default:
			parts = append(parts, p.T(locales.MenuDueSomeLesson, name, st.LessonMistakes))
		}
	}
	if len(quizDue) > 0 {
		parts = append(parts, p.T(locales.MenuDueQuiz, strings.Join(quizDue, ", ")))
	}
	if len(parts) == 0 {
		return ""
	}
	return p.T(locales.MenuDue, strings.Join(parts, " · "))
}
