package tutor

import (
	"strings"

	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/scenarios"
)

// maxTries is how many wrong answers a question takes before the tutor
// shows the answer and moves on.
const maxTries = 2

// lessonRun is the lesson being worked: its replay and the open question.
type lessonRun struct {
	les *Lesson
	sc  *scenarios.Scenario
	rep *scenarios.Replay
	// q is the open question (nil between questions); qIdx its step.
	q     *scenarios.Question
	qIdx  int
	tries int
	// lastTurn is the last Faro turn drawn, lastMove the last Pasur move,
	// lastPlayer who made it.
	lastTurn   *faro.TurnResult
	lastMove   *pasur.MoveResult
	lastPlayer string
	// dirty is set when bets changed since the layout was last drawn.
	dirty bool
	// held holds a turn's settlements back until the question about
	// them is answered; heldText holds a Pasur move's lines that would
	// answer the next question (a sur, the last capture's cards).
	held     bool
	heldText []string
}

// openLesson starts a lesson, or resumes it where the learner left it.
func (s *Session) openLesson(l *Lesson) {
	sc, err := l.Scenario()
	if err != nil {
		s.sayf("tutor.lesson.broken", l.ID(), err.Error())
		return
	}
	rep, err := scenarios.NewReplay(sc)
	if err != nil {
		s.sayf("tutor.lesson.broken", l.ID(), err.Error())
		return
	}
	s.run = &lessonRun{les: l, sc: sc, rep: rep}
	s.mode = modeLesson
	s.prog.Last = l.ID()
	lp := s.prog.Lesson(l.ID())
	s.say("")
	s.say(s.pt.paint(s.pt.bold, "== "+s.title(l)+" =="))
	if intro := sc.Intro.In(s.slang()); intro != "" {
		s.say(wrap(intro, 76))
	}
	if lp.Position > 0 && lp.Position < len(sc.Steps) {
		if err := rep.Seek(lp.Position); err == nil {
			s.sayf("tutor.lesson.resume", lp.Position+1, len(sc.Steps))
			s.run.dirty = true
			if d := rep.Deal(); d != nil {
				s.say(s.drawTable())
			}
		} else {
			_ = rep.Restart()
		}
	}
	s.save()
	s.advance()
}

// advance replays steps, narrating them, up to the next question or the
// end of the lesson.
func (s *Session) advance() {
	r := s.run
	for r != nil && s.run == r {
		if r.rep.Done() {
			s.finishLesson()
			return
		}
		s.drawBeforeTurn(r.sc.Steps[r.rep.Position()].Kind)
		st, ok := r.rep.Next()
		if !ok {
			s.sayf("tutor.lesson.broken", r.les.ID(), "step")
			s.toMenu()
			return
		}
		if st.Kind == scenarios.StepAsk {
			s.ask(st)
			return
		}
		s.narrate(st)
	}
}

// drawBeforeTurn draws the Faro layout before a step of the given kind
// when it is a turn and the bets changed since the layout was last drawn.
func (s *Session) drawBeforeTurn(kind scenarios.StepKind) {
	r := s.run
	if kind == scenarios.StepTurn && r.dirty && r.rep.Deal() != nil {
		s.say(drawFaro(s.p, s.pt, r.rep.Deal()))
		r.dirty = false
	}
}

// narrate tells a step that asks nothing: a say, an action or a turn.
func (s *Session) narrate(st scenarios.Step) {
	switch st.Kind {
	case scenarios.StepSay:
		s.say(wrap(st.Say.In(s.slang()), 76))
	case scenarios.StepAction:
		s.narrateAction(st)
	case scenarios.StepTurn:
		s.run.lastTurn = st.Turn
		s.narrateTurn(s.run.lastTurn)
	}
}

// narrateAction tells what a player did.
func (s *Session) narrateAction(st scenarios.Step) {
	r := s.run
	a := st.Action
	if a.Kind == scenarios.ActPlay {
		r.lastMove, r.lastPlayer = st.Move, a.Player
		line, tail := s.describeMove(a.Player, st.Move)
		if s.nextAsksAboutTurn() {
			r.heldText = append(r.heldText, tail...)
			tail = nil
		}
		s.say(strings.Join(append([]string{line}, tail...), "\n"))
		return
	}
	r.dirty = true
	s.say(s.describeAction(a, r.sc.Profile))
}

// narrateTurn shows a turn's cards and, unless a question about its
// settlement follows, what it did to the bets.
func (s *Session) narrateTurn(t *faro.TurnResult) {
	r := s.run
	s.say(s.turnLine(t))
	r.held = s.nextAsksAboutTurn()
	if !r.held {
		for _, e := range t.Events() {
			s.say("  " + s.eventLine(r.rep.Deal(), e))
		}
	}
}

// nextAsksAboutTurn reports whether the next step (after any narration)
// is a question, so that the turn's or move's results, which may answer
// it (a settlement, a payout, a dead rank, a sur, a score, a choice about
// them), are told only after it is answered.
func (s *Session) nextAsksAboutTurn() bool {
	r := s.run
	i := r.rep.Position()
	steps := r.sc.Steps
	for ; i < len(steps); i++ {
		switch steps[i].Kind {
		case scenarios.StepSay:
			continue
		case scenarios.StepAsk:
			return true
		}
		return false
	}
	return false
}

// ask puts a question.
func (s *Session) ask(st scenarios.Step) {
	r := s.run
	r.q, r.qIdx, r.tries = st.Question, st.Index, 0
	lp := s.prog.Lesson(r.les.ID())
	lp.Position = st.Index
	s.save()
	if r.rep.Round() != nil && (r.q.Kind() == scenarios.QCapture || r.q.Kind() == scenarios.QSur) {
		s.say(s.drawTable())
	}
	s.showQuestion()
}

// showQuestion prints the open question, its options and the answer form.
func (s *Session) showQuestion() {
	q := s.run.q
	s.say(s.pt.paint(s.pt.bold, wrap("? "+q.Prompt(s.slang()), 76)))
	for i, o := range q.Options() {
		text := o.Text.In(s.slang())
		if text == "" && o.Answer != nil {
			text = s.formatAnswer(o.Answer)
		}
		s.say("  " + string(rune('a'+i)) + ") " + text)
	}
	s.say(s.pt.paint(s.pt.dim, s.formatHint(q)))
}

// formatHint says how to write the answer to a question.
func (s *Session) formatHint(q *scenarios.Question) string {
	if len(q.Options()) > 0 && q.Kind() != scenarios.QChoice {
		return s.p.T("tutor.format.choice_value")
	}
	if len(q.Options()) > 0 {
		return s.p.T("tutor.format.choice")
	}
	return s.p.T("tutor.format." + string(q.Kind()))
}

// lessonInput reads an answer to the open question.
func (s *Session) lessonInput(line string) {
	r := s.run
	if r == nil || r.q == nil {
		s.advance()
		return
	}
	if a, ok := s.readAnswer(line, r.q); ok {
		s.judge(a)
	}
}

// readAnswer reads line as an answer to q. An empty line, or one that
// cannot be read, is explained (with the answer's form) and ok is false.
func (s *Session) readAnswer(line string, q *scenarios.Question) (a scenarios.Answer, ok bool) {
	if line == "" {
		s.sayf("tutor.lesson.empty_answer")
		return nil, false
	}
	a, err := s.toAnswer(line, q)
	if err != nil {
		s.say(s.pt.paint(s.pt.bad, s.parseErrorText(err)))
		s.say(s.pt.paint(s.pt.dim, s.formatHint(q)))
		return nil, false
	}
	return a, true
}

// judge checks an answer with the engine's verdict and gives feedback.
func (s *Session) judge(a scenarios.Answer) {
	r := s.run
	q := r.q
	v := q.Check(a)
	lp := s.prog.Lesson(r.les.ID())
	if v.Correct {
		s.praise("tutor.right", a, q)
		s.moveOn(lp)
		return
	}
	lp.Mistakes++
	r.tries++
	s.say(s.pt.paint(s.pt.bad, s.p.T("tutor.wrong")))
	cited := s.whyWrong(q, v, a)
	if r.tries >= maxTries {
		s.sayf("tutor.reveal", s.formatAnswer(q.Want()))
		s.explain(q)
		s.moveOn(lp)
		return
	}
	if rule := q.Rule(); rule != "" && rule != cited && !ruleAnswers(q) {
		s.say(s.ruleLine(rule))
	}
	s.sayf("tutor.try_again")
	s.save()
}

// ruleAnswers reports a question whose rule, cited after a wrong answer,
// would give the answer away: a choice, a yes/no question, or one with
// options (the rule names the right one). Its rule is cited once the
// question is settled.
func ruleAnswers(q *scenarios.Question) bool {
	switch q.Kind() {
	case scenarios.QChoice, scenarios.QLegal, scenarios.QSur:
		return true
	}
	return len(q.Options()) > 0
}

// revealsAnswer reports a question that the table drawn now would answer:
// the stakes and money after a turn, the piles and scores in Pasur.
func revealsAnswer(q *scenarios.Question) bool {
	switch q.Kind() {
	case scenarios.QSettlement, scenarios.QPayout, scenarios.QScore:
		return true
	}
	return false
}

// praise says that a, the answer to q, is right (the message key), points
// out the engine's own capture when a is another legal one, and explains.
func (s *Session) praise(key string, a scenarios.Answer, q *scenarios.Question) {
	s.say(s.pt.paint(s.pt.good, s.p.T(key)))
	if q.Kind() == scenarios.QCapture && !sameAnswer(a, q) {
		s.sayf("tutor.right_other", s.formatAnswer(q.Want()))
	}
	s.explain(q)
}

// moveOn closes the answered question, records the position after it
// in the lesson's progress lp, saves and goes on.
func (s *Session) moveOn(lp *LessonProgress) {
	s.run.q = nil
	lp.Position = s.run.rep.Position()
	s.save()
	s.advance()
}

// sameAnswer reports whether a capture takes what the engine's own answer
// takes (so that a different legal capture can be pointed out).
func sameAnswer(a scenarios.Answer, q *scenarios.Question) bool {
	w, ok := q.EngineAnswer().(scenarios.Capture)
	g, ok2 := a.(scenarios.Capture)
	if !ok || !ok2 {
		return true
	}
	return scenarios.Capture{Take: w.Take}.String() == scenarios.Capture{Take: g.Take}.String()
}

// explain tells why the answer is what it is: the author's explanation,
// what the turn did to each bet, and the rule.
func (s *Session) explain(q *scenarios.Question) {
	r := s.run
	if text := q.Explain(s.slang()); text != "" {
		s.say(wrap(text, 76))
	}
	if r.held && r.lastTurn != nil {
		for _, e := range r.lastTurn.Events() {
			s.say("  " + s.eventLine(r.rep.Deal(), e))
		}
		r.held = false
	}
	for _, l := range r.heldText {
		s.say(l)
	}
	r.heldText = nil
	if rule := q.Rule(); rule != "" {
		s.say(s.ruleLine(rule))
	}
}

// finishLesson marks the lesson done and returns to the menu.
func (s *Session) finishLesson() {
	r := s.run
	lp := s.prog.Lesson(r.les.ID())
	lp.Done = true
	lp.Position = 0
	s.say("")
	s.say(s.pt.paint(s.pt.good, s.p.T("tutor.lesson.done", s.title(r.les), lp.Mistakes)))
	s.run = nil
	s.save()
	s.showMenu()
}

// savePosition records where the learner is in the open lesson.
func (s *Session) savePosition() {
	r := s.run
	if r == nil || s.mode != modeLesson && !(s.mode == modeConfirm && s.confirm != nil && s.confirm.back == modeLesson) {
		return
	}
	lp := s.prog.Lesson(r.les.ID())
	if r.q != nil {
		lp.Position = r.qIdx
	} else {
		lp.Position = r.rep.Position()
	}
	s.prog.Last = r.les.ID()
}

// lessonCommand runs a command that acts on the open lesson.
func (s *Session) lessonCommand(c Command) {
	r := s.run
	switch c.ID {
	case CmdHint:
		s.hint()
	case CmdWhy:
		if r.q != nil {
			s.why(r.q)
		}
	case CmdTable:
		if r.q != nil && revealsAnswer(r.q) && (r.held || len(r.heldText) > 0 || r.rep.Round() != nil) {
			s.sayf("tutor.table.after_answer")
			return
		}
		s.say(s.drawTable())
	case CmdCasekeeper:
		if d := r.rep.Deal(); d != nil {
			s.say(drawCasekeeper(s.p, s.pt, d))
		} else {
			s.sayf("tutor.faro_only")
		}
	case CmdUndo:
		s.undo()
	case CmdSkip:
		if r.q != nil {
			s.sayf("tutor.skipped", s.formatAnswer(r.q.Want()))
			s.explain(r.q)
			r.q = nil
		}
		s.advance()
	case CmdRestart:
		if err := r.rep.Restart(); err != nil {
			return
		}
		r.q, r.lastTurn, r.lastMove, r.dirty, r.held, r.heldText = nil, nil, nil, false, false, nil
		s.prog.Lesson(r.les.ID()).Position = 0
		s.sayf("tutor.lesson.restarted")
		s.say(s.pt.paint(s.pt.bold, "== "+s.title(r.les)+" =="))
		s.advance()
	case CmdSave, CmdDeal:
		s.sayf("tutor.sandbox_only")
	}
}

// hint gives the question's hint, or a general one for its kind.
func (s *Session) hint() {
	r := s.run
	if r.q == nil {
		return
	}
	if h := r.q.Hint(s.slang()); h != "" {
		s.say(s.pt.paint(s.pt.accent, wrap(h, 76)))
		return
	}
	s.say(s.pt.paint(s.pt.accent, wrap(s.genericHint(r.q), 76)))
}

// why explains the rule behind the open question without giving the
// answer away: the author's explanation is kept for after the answer.
func (s *Session) why(q *scenarios.Question) {
	if rule := q.Rule(); rule != "" {
		s.say(s.ruleLine(rule))
		return
	}
	s.say(s.genericWhy(q))
}

// undo goes back to the question answered before the open one, so that
// it can be answered again.
func (s *Session) undo() {
	r := s.run
	from := r.rep.Position()
	if r.q != nil {
		from = r.qIdx
	}
	target := -1
	steps := r.sc.Steps
	for i := from - 1; i >= 0; i-- {
		if steps[i].Kind == scenarios.StepAsk {
			target = i
			break
		}
	}
	if target < 0 {
		s.sayf("tutor.undo.nothing")
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
	if err := r.rep.Seek(start); err != nil {
		s.sayf("tutor.lesson.broken", r.les.ID(), err.Error())
		return
	}
	r.q, r.dirty, r.held, r.heldText, r.lastTurn, r.lastMove = nil, true, false, nil, nil, nil
	s.sayf("tutor.undo.done")
	s.advance()
}

// drawTable draws the lesson's table (Faro layout or Pasur table).
func (s *Session) drawTable() string {
	r := s.run
	if d := r.rep.Deal(); d != nil {
		return drawFaro(s.p, s.pt, d)
	}
	if rd := r.rep.Round(); rd != nil {
		return drawPasur(s.p, s.pt, rd, playerNames(r.sc), -1)
	}
	return ""
}

// playerNames lists a scenario's player names in seat order.
func playerNames(sc *scenarios.Scenario) []string {
	out := make([]string, len(sc.Players))
	for i, p := range sc.Players {
		out[i] = p.Name
	}
	return out
}

// wrap breaks text into lines of at most n columns at spaces, keeping
// the author's line breaks. French spacing is kept together: no break
// before " :", " ;", " ?", " !", " »" or after "«", nor around an
// operator between numbers ("3 + 8 = 11").
func wrap(text string, n int) string {
	var out []string
	for _, para := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		var line strings.Builder
		for _, w := range unbreakable(strings.Fields(para)) {
			if line.Len() > 0 && width(line.String())+1+width(w) > n {
				out = append(out, line.String())
				line.Reset()
			}
			if line.Len() > 0 {
				line.WriteByte(' ')
			}
			line.WriteString(w)
		}
		out = append(out, line.String())
	}
	return strings.Join(out, "\n")
}

// unbreakable joins the words that must stay on one line (see wrap).
func unbreakable(ws []string) []string {
	var out []string
	glueNext := false
	for _, w := range ws {
		switch {
		case len(out) > 0 && (glueNext || gluesBack(w) || citesSection(out[len(out)-1], w)):
			out[len(out)-1] += " " + w
		default:
			out = append(out, w)
		}
		glueNext = w == "«" || operator(w)
	}
	return out
}

// citesSection reports a section number after a quoted title
// ("„Spielablauf“ 7)."), which stays with the title.
func citesSection(prev, w string) bool {
	return (strings.HasSuffix(prev, "“") || strings.HasSuffix(prev, "»")) && w != "" && w[0] >= '0' && w[0] <= '9'
}

// gluesBack reports a word that must not begin a line: French
// punctuation after a space, or an operator.
func gluesBack(w string) bool {
	switch w {
	case ":", ";", "?", "!", "»", "?»", "!»":
		return true
	}
	return operator(w)
}

// operator reports an arithmetic sign standing alone ("3 + 8").
func operator(w string) bool {
	switch w {
	case "+", "=", "−", "-", "×":
		return true
	}
	return false
}
