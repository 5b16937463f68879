package lesson

import (
	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/ask"
	"croupier/tutor/input"
	"croupier/tutor/progress"
	"croupier/tutor/screen"
)

// MaxTries is how many wrong answers a question takes before the tutor
// shows the answer and moves on.
const MaxTries = 2

// Host is what a lesson needs of the session around it.
type Host interface {
	// Save writes the progress, telling the learner when it fails; it
	// returns nil only when the progress is on disk, so that the lesson
	// says it is done only then.
	Save() error
	// Finished is called when the lesson is over (done or broken): the
	// session shows the menu.
	Finished()
}

// Mode is a lesson being worked: its run, the progress it records and the
// tries at the open question.
type Mode struct {
	les   *Lesson
	run   *ask.Run
	scr   *screen.Screen
	prog  *progress.Progress
	host  Host
	tries int
	// mistakesAt counts the mistakes made at each question (by its step)
	// in this session, so that undo takes back those it undoes.
	mistakesAt map[int]int
}

// New prepares a lesson for the learner; Start begins it. It fails when
// the lesson's scenario cannot be loaded or replayed (never for an
// embedded one: the tests load and replay them all).
func New(l *Lesson, scr *screen.Screen, prog *progress.Progress, host Host) (*Mode, error) {
	sc, err := l.Load()
	if err != nil {
		return nil, err
	}
	run, err := ask.NewRun(sc, scr)
	if err != nil {
		return nil, err
	}
	return &Mode{les: l, run: run, scr: scr, prog: prog, host: host}, nil
}

// Start shows the lesson's title and introduction, resumes it where the
// learner left it, and narrates up to its first question (or finishes a
// lesson that asks nothing).
func (m *Mode) Start() {
	l, scr := m.les, m.scr
	sc := m.run.Scenario()
	m.prog.Last = l.ID()
	lp := m.prog.Lesson(l.ID())
	scr.Blank()
	scr.Styled(locales.Bold, "== "+m.title()+" ==")
	if intro := sc.Intro.In(m.lang()); intro != "" {
		scr.Say(intro)
	}
	if lp.Position <= 0 || lp.Position >= len(sc.Steps) {
		// a new pass through the lesson: what was skipped before is
		// asked again
		lp.Skipped = nil
	}
	if lp.Position > 0 && lp.Position < len(sc.Steps) {
		if err := m.run.Seek(lp.Position); err == nil {
			scr.Sayf(locales.LessonResume, lp.Position+1, len(sc.Steps))
			if m.run.Deal() != nil {
				scr.Raw(m.run.Table())
			}
		} else {
			_ = m.run.Restart()
		}
	}
	m.host.Save()
	m.advance()
}

func (m *Mode) lang() scenarios.Lang { return scenarios.Lang(m.scr.Lang()) }

// title returns the lesson's title in the screen's language.
func (m *Mode) title() string { return m.les.Title(m.lang()) }

// Lesson returns the lesson worked.
func (m *Mode) Lesson() *Lesson { return m.les }

// Run returns the lesson's run.
func (m *Mode) Run() *ask.Run { return m.run }

// Prompt returns the prompt of an answer.
func (m *Mode) Prompt() string { return m.scr.P().T(locales.PromptAnswer) }

// Deal returns the lesson's Faro deal as it stands (nil for Pasur), for
// the odds ("chancen"); ok is false while the open question asks what the
// odds would show: a count, the dead ranks (the cards left per rank), or
// a chance.
func (m *Mode) Deal() (d *faro.Deal, ok bool) {
	if q := m.run.Question(); q != nil && ask.OddsGiveAnswer(q) {
		return nil, false
	}
	return m.run.Deal(), true
}

// advance narrates up to the next question, or finishes the lesson.
func (m *Mode) advance() {
	asked, err := m.run.Advance()
	switch {
	case err != nil:
		m.scr.Sayf(locales.LessonBroken, m.title())
		m.host.Finished()
	case asked:
		m.tries = 0
		m.prog.Lesson(m.les.ID()).Position = m.run.Position()
		m.host.Save()
	default:
		m.finish()
	}
}

// Input reads an answer to the open question.
func (m *Mode) Input(line *input.Line) {
	if m.run.Question() == nil {
		m.advance()
		return
	}
	if c, err := line.Command(); err == nil {
		if i, ok := m.run.HeadOption(line); ok {
			// a command word that is also an option's text ("zurück"
			// for „c) Dan bekommt sie zurück“): never judged, asked
			// which was meant
			m.scr.Say(m.scr.P().T(locales.CommandOrAnswer, line.Text, string(rune('a'+i)), "/"+input.Spec(c.ID).Name(m.scr.Lang())))
			return
		}
	}
	a, typed, ok := m.run.Read(line)
	if !ok {
		return // told why; the third in a row offers the way on (ask.Run.Read)
	}
	m.judge(a, typed)
}

// TakesAnswer reports whether a line that is also a command ("zurück") is
// the answer to the open question instead: when it is words of one
// option's head („Dan bekommt sie zurück“). A command typed with ":" or
// "/" before it is always the command.
func (m *Mode) TakesAnswer(line *input.Line) bool { return m.run.TakesAnswer(line) }

// judge checks an answer with the engine's verdict and gives feedback.
func (m *Mode) judge(a scenarios.Answer, typed input.Answer) {
	q := m.run.Question()
	v := q.Check(a)
	lp := m.prog.Lesson(m.les.ID())
	if v.Correct {
		m.judged(true)
		m.run.Praise(locales.Right, a)
		m.moveOn()
		return
	}
	lp.Mistakes++
	if m.mistakesAt == nil {
		m.mistakesAt = map[int]int{}
	}
	m.mistakesAt[m.run.Position()]++
	m.tries++
	m.judged(false)
	m.host.Save() // the mistake counts before it is told
	m.scr.Styled(locales.Bad, m.scr.P().T(locales.Wrong))
	cited := m.run.WhyWrong(v, a, typed)
	if m.tries >= m.maxTries(q) {
		m.run.Reveal(locales.Reveal)
		m.moveOn()
		return
	}
	if cited == "" && !ask.RuleGivesAnswer(q) {
		m.run.SayRules(q)
	}
	m.scr.Sayf(locales.TryAgain)
}

// maxTries is how many wrong answers q takes: MaxTries, but one for a
// question of two answers (yes or no, two options), where a second try
// would leave nothing to think about (FR review 2, item 16).
func (m *Mode) maxTries(q *scenarios.Question) int {
	if n := len(q.Options()); n == 2 || n == 0 && ask.YesNo(q.Kind()) {
		return 1
	}
	return MaxTries
}

// moveOn closes the answered question (answered: not skipped), records
// the position after it, saves and goes on.
func (m *Mode) moveOn() {
	m.prog.Lesson(m.les.ID()).Answered(m.run.Position())
	m.run.Settle()
	m.prog.Lesson(m.les.ID()).Position = m.run.Position()
	m.host.Save()
	m.advance()
}

// finish ends the lesson, saves, and only then says how it ended, and
// returns to the menu: it is done when every question was answered (hints
// allowed, wrong answers counted); a lesson seen to the end with
// questions skipped is finished but not done. When the save failed, a
// done lesson is said to be done in this session only.
func (m *Mode) finish() {
	lp := m.prog.Lesson(m.les.ID())
	lp.Finished = true
	lp.Position = 0
	skipped := len(lp.Skipped)
	if skipped == 0 {
		lp.Done = true
	}
	err := m.host.Save()
	mistakes := m.prog.Lesson(m.les.ID()).Mistakes // as merged with other processes'
	m.scr.Blank()
	switch {
	case skipped > 0:
		m.scr.Styled(locales.Accent, m.scr.P().T(locales.LessonDoneSkipped, m.title(), skipped, m.questions(), mistakes))
	case err != nil:
		m.scr.Styled(locales.Good, m.scr.P().T(locales.LessonDoneUnsaved, m.title(), mistakes))
	default:
		m.scr.Styled(locales.Good, m.scr.P().T(locales.LessonDone, m.title(), mistakes))
	}
	m.host.Finished()
}

// questions counts the lesson's questions.
func (m *Mode) questions() int {
	n := 0
	for _, st := range m.run.Scenario().Steps {
		if st.Kind == scenarios.StepAsk {
			n++
		}
	}
	return n
}

// Leave records where the learner is, before the session leaves the
// lesson (for the menu, free play, a quiz, or the end).
func (m *Mode) Leave() {
	pos := m.run.Position()
	if m.run.Done() && m.run.Question() == nil {
		pos = 0 // finished: the next opening starts a new pass
	}
	m.prog.Lesson(m.les.ID()).Position = pos
	m.prog.Last = m.les.ID()
}

// Interrupt handles Ctrl-C: the question is asked again.
func (m *Mode) Interrupt() {
	m.scr.Sayf(locales.Cancelled)
	m.run.ShowQuestion()
}

// Redraw shows the open question again (after a language switch).
func (m *Mode) Redraw() { m.run.ShowQuestion() }

// Help adds the answer's form to the help.
func (m *Mode) Help() {
	if m.run.Question() != nil {
		m.scr.Say(m.run.AnswerForm())
	}
}

// Command runs a command that acts on the lesson; false when the command
// is not one of a lesson.
func (m *Mode) Command(c input.Command) bool {
	r := m.run
	switch c.ID {
	case input.CmdHint:
		r.Hint()
	case input.CmdWhy:
		r.Why()
	case input.CmdTable:
		if q := r.Question(); q != nil && r.TableGivesAnswer(q) {
			m.scr.Sayf(locales.TableAfterAnswer)
			return true
		}
		m.scr.Raw(r.Table())
	case input.CmdCasekeeper:
		if q := r.Question(); q != nil && ask.CasekeeperGivesAnswer(q) {
			m.scr.Sayf(locales.CasekeeperAfterAnswer)
			return true
		}
		if ck := r.Casekeeper(); ck != "" {
			m.scr.Raw(ck)
		} else {
			m.scr.Sayf(locales.FaroOnly)
		}
	case input.CmdUndo:
		m.undo()
	case input.CmdSkip:
		if r.Question() != nil {
			m.prog.Lesson(m.les.ID()).Skip(r.Position())
			r.Reveal(locales.Skipped)
			r.Settle()
			m.host.Save()
		}
		m.advance()
	case input.CmdRestart:
		if err := r.Restart(); err != nil {
			return true
		}
		lp := m.prog.Lesson(m.les.ID())
		lp.Position, lp.Skipped = 0, nil
		m.scr.Sayf(locales.LessonRestarted)
		m.scr.Styled(locales.Bold, "== "+m.title()+" ==")
		m.advance()
	case input.CmdSave, input.CmdDeal:
		m.scr.Sayf(locales.SandboxOnly)
	default:
		return false
	}
	return true
}

// undo goes back to the question answered before the open one, so that
// it can be answered again.
func (m *Mode) undo() {
	steps := m.run.Scenario().Steps
	target := -1
	for i := m.run.Position() - 1; i >= 0; i-- {
		if steps[i].Kind == scenarios.StepAsk {
			target = i
			break
		}
	}
	if target < 0 {
		m.scr.Sayf(locales.UndoNothing)
		return
	}
	// Replay from just after the question before it, so that the steps
	// leading to it (and the turn it asks about) are told again.
	start := 0
	for i := target - 1; i >= 0; i-- {
		if steps[i].Kind == scenarios.StepAsk {
			start = i + 1
			break
		}
	}
	if err := m.run.Seek(start); err != nil {
		m.scr.Sayf(locales.LessonBroken, m.title())
		return
	}
	// the mistakes at the questions asked again are taken back
	lp := m.prog.Lesson(m.les.ID())
	for at, n := range m.mistakesAt {
		if at >= target {
			lp.Mistakes = max(lp.Mistakes-n, 0)
			delete(m.mistakesAt, at)
		}
	}
	m.scr.Sayf(locales.UndoDone)
	m.advance()
}

// Words lists what may complete a word of an answer: the players, the
// bank, the cards at hand and on the table, the ranks.
func (m *Mode) Words() []string {
	p := m.scr.P()
	out := ask.Names(m.run.Scenario())
	var cards []engine.Card
	if rd := m.run.Round(); rd != nil {
		if seat := rd.ToPlay(); seat >= 0 && seat < rd.Players() {
			cards = append(cards, rd.Hand(seat)...)
		}
		cards = append(cards, rd.Table()...)
	} else if m.run.Deal() != nil {
		out = append(out, p.T(locales.SandboxBank))
	}
	for _, c := range cards {
		out = append(out, p.CardText(c))
	}
	for _, r := range engine.AllRanks() {
		out = append(out, p.Rank(r))
	}
	return out
}
