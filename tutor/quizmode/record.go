package quizmode

import (
	"croupier/locales"
	"croupier/scenarios/statefile"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

// Load reads the quiz's memory from store (empty when store is nil or
// the file cannot be read), saying on scr that a corrupt file was kept
// aside (and where), and, when tell is set, what else the learner must
// know: a newer croupier's file left alone, an unreadable one (and why).
// The error is the load's problem that saving will meet again (a newer
// or unreadable file).
func Load(store *quiz.Store, scr *screen.Screen, tell bool) (*quiz.Memory, error) {
	if store == nil {
		return quiz.NewMemory(), nil
	}
	m, rep := store.Open()
	if tell || rep.Status == statefile.Recovered {
		for _, l := range quiz.LoadProblems(scr.P(), rep) {
			scr.Styled(locales.Bad, l)
		}
	}
	if rep.Status == statefile.Newer || rep.Status == statefile.Unavailable {
		return m, rep.Err
	}
	return m, nil
}

// errNoStore is record's answer when the memory is kept for the session
// only.
var errNoStore = errorString("quizmode: no memory file")

// record grades the answer and saves the memory: merged under the file's
// lock with what other croupier processes saved meanwhile, and adopted.
// The verdict and when the topic comes back are said after it (announce),
// so that what the learner reads as counted is on disk; record itself
// says only a failure to save (once per problem, with the path and what
// to do) or that saving works again. It returns nil only when the answer
// is saved.
func (m *Mode) record(g quiz.Grade) error {
	m.answered = m.now()
	m.q.Answer(m.it, g, m.answered)
	if m.store == nil {
		return errNoStore
	}
	mem := m.q.Memory()
	merged, rep, err := m.store.Sync(m.base, mem)
	if rep.Status == statefile.Recovered { // gone corrupt meanwhile: kept aside
		for _, l := range quiz.LoadProblems(m.scr.P(), rep) {
			m.scr.Styled(locales.Bad, l)
		}
	}
	if merged != nil {
		*mem = *merged // in place: the quiz holds it
		m.base = merged.Clone()
	}
	m.saveErr = m.saved.After(m.scr, err)
	return m.saveErr
}

// announce closes the answered question, says when the topic comes back
// — as saved, or only for this session — and goes on.
func (m *Mode) announce(err error) {
	m.run.Close()
	for _, l := range m.held {
		m.scr.Say(l)
	}
	m.held, m.before = nil, nil
	p := m.scr.P()
	if m.q.Options().Fixed {
		// when the topic comes back depends on the memory: a fixed drill
		// replays byte for byte without it, but says truthfully that the
		// answer is not saved
		if err != nil {
			m.scr.Styled(locales.Dim, p.T(locales.QuizAnswerUnsaved))
		}
		m.next()
		return
	}
	if rec := m.q.Memory().Get(m.it.Topic); rec != nil {
		now := m.answered
		st := quiz.TopicStats{Topic: m.it.Topic, State: rec.State, Due: rec.IsDue(now, m.q.Params()),
			DueAt: rec.DueTime(m.q.Params(), now.Location()), Interval: rec.Interval, Ease: rec.Ease}
		due := locales.QuizNextDue
		if err != nil {
			due = locales.QuizNextDueUnsaved
		}
		m.scr.Styled(locales.Dim, p.T(due, p.T(m.it.Topic.Name()), quiz.WhenText(p, st, now, m.q.Params())))
	}
	m.next()
}
