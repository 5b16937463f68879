package quizmode

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/ask"
	"croupier/tutor/input"
	"croupier/tutor/lesson"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

// The reveal property (issue 11, "Nothing is revealed before it is
// asked"): what a step prints — a turn's cards and settlements, returns,
// call results, a sur, the Pasur status, the counts — is held back while
// a question about it is pending and told with the verdict. TestNothing
// RevealedBeforeAsked plays every corpus lesson and every generated quiz
// topic (several levels and seeds) in both languages, asks for "tipp",
// "warum", "tisch" and "zähler" at every question, answers it (skipping,
// answering wrong, or right), and fails when the question's answer can be
// read from what was printed since the last answer. See answerReadable
// for what "can be read" means for each kind of question.

// wideScreen is a screen that never wraps, so that a printed line can be
// compared with the line the tutor built.
func wideScreen(b *bytes.Buffer, lang locales.Lang) *screen.Screen {
	return screen.New(b, lang, false, func() int { return 1 << 20 })
}

// lessonHost is the session around a lesson in the test.
type lessonHost struct{ finished bool }

func (h *lessonHost) Save() error { return nil }
func (h *lessonHost) Finished()   { h.finished = true }

// strategy is how the test answers each question.
type strategy uint8

const (
	skipAll strategy = iota
	wrongTwice
	answerRight
)

func (s strategy) String() string { return [...]string{"skip", "wrong", "right"}[s] }

// revealCounts counts the questions checked per language.
type revealCounts map[locales.Lang]int

func TestNothingRevealedBeforeAsked(t *testing.T) {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	if len(lib.Problems) > 0 {
		t.Fatalf("corpus does not load: %v", scenarios.Diagnostics(lib.Problems))
	}
	lessons, quizzes := revealCounts{}, revealCounts{}
	for _, lang := range []locales.Lang{locales.German, locales.French} {
		for _, l := range lib.Lessons {
			for _, st := range []strategy{skipAll, wrongTwice, answerRight} {
				lessons[lang] += playLesson(t, l, lang, st)
			}
		}
		seeds := uint64(10)
		if testing.Short() {
			seeds = 3
		}
		if s, err := strconv.Atoi(os.Getenv("CROUPIER_REVEAL_SEEDS")); err == nil && s > 0 {
			seeds = uint64(s)
		}
		for _, topic := range quiz.Topics("") {
			for level := quiz.MinLevel; level <= quiz.MaxLevel; level++ {
				for seed := uint64(0); seed < seeds; seed++ {
					it, err := quiz.Generate(topic, level, seed)
					if err != nil {
						t.Fatal(err)
					}
					quizzes[lang] += playQuizItem(t, it, lang, strategy(seed%3))
				}
			}
		}
	}
	t.Logf("questions checked: lessons de %d, fr %d; quiz de %d, fr %d (every corpus lesson three times: skipped, answered wrong, answered right)",
		lessons[locales.German], lessons[locales.French], quizzes[locales.German], quizzes[locales.French])
	if lessons[locales.German] == 0 || quizzes[locales.French] == 0 {
		t.Fatal("nothing was checked")
	}
}

// command runs a command by its German name on a mode.
func command(t *testing.T, name string, run func(input.Command) bool) {
	t.Helper()
	c, err := input.ParseCommand(name)
	if err != nil {
		t.Fatalf("command %q: %v", name, err)
	}
	run(c)
}

// askAids issues the commands a learner may type before answering; what
// they print is part of what the learner has read.
func askAids(t *testing.T, run func(input.Command) bool) {
	for _, name := range []string{"tipp", "warum", "tisch", "zähler"} {
		command(t, name, run)
	}
}

// askOdds is the session's "chancen" / "cotes": the odds of the deal the
// mode gives, when it gives one.
func askOdds(scr *screen.Screen, deal func() (*faro.Deal, bool)) {
	if d, ok := deal(); ok && d != nil {
		for _, l := range quiz.DealOdds(scr.P(), d) {
			scr.Say(l)
		}
	}
}

// playLesson works a lesson through its mode; it returns the questions
// checked.
func playLesson(t *testing.T, l *lesson.Lesson, lang locales.Lang, st strategy) int {
	m, host, scr, b := startLesson(t, l, lang)
	mark := 0
	n := 0
	rateAsked := false // an earlier question asked what a call pays
	history := ""      // what the lesson printed so far, the aids asked left out
	for guard := 0; !host.finished && guard < 500; guard++ {
		run := m.Run()
		q := run.Question()
		if q == nil {
			t.Fatalf("%s: no question open and not finished", l.ID())
		}
		narration := b.String()[mark:]
		history += narration
		aidsFrom := b.Len()
		askAids(t, m.Command)
		oddsFrom := b.Len()
		k := q.Kind()
		countsAsked := k == scenarios.QCount || k == scenarios.QDead || k == scenarios.QOdds
		if countsAsked {
			// the odds show the cards left per rank and the chances: only
			// these questions ask them (reckoning them for every question
			// would double the test's time)
			askOdds(scr, m.Deal)
		}
		aids := b.String()[aidsFrom:]
		if countsAsked {
			if odds := b.String()[oddsFrom:]; odds != "" {
				t.Errorf("%s (%s, %s), step %d: %q: \"chancen\" shows the cards left or the odds asked:\n%s", l.ID(), lang, st, run.Position()+1, q.Prompt(scenarios.Lang(lang)), odds)
			}
		}
		where := fmt.Sprintf("%s (%s, %s), step %d", l.ID(), lang, st, run.Position()+1)
		for _, leak := range answerReadable(q, run, l.Scenario(), scr.P(), narration, aids) {
			t.Errorf("%s: %q: %s\n--- printed since the last answer:\n%s--- aids:\n%s", where, q.Prompt(scenarios.Lang(lang)), leak, narration, aids)
		}
		if rate := rateToldBefore(q, lang, history, rateAsked); rate != "" {
			t.Errorf("%s: %q: what a call pays (%s) is stated before the question asks it, by the lesson's text, a rule line or an earlier verdict", where, q.Prompt(scenarios.Lang(lang)), rate)
		}
		rateAsked = rateAsked || asksRate(q, lang)
		n++
		mark = b.Len()
		before := run.Position()
		answer(t, st, q, run, func(s string) { m.Input(input.NewLine(s)) }, func() { command(t, "weiter", m.Command) })
		if !host.finished && m.Run().Question() == q && m.Run().Position() == before {
			if st == answerRight {
				// the tutor's own written answer, typed back, must be read
				// and judged right (DE review 2: Pharo 14's bets)
				t.Errorf("%s: %q: the answer %q, as the tutor writes it, is not taken:\n%s", where, q.Prompt(scenarios.Lang(lang)), rightAnswer(q, run), b.String()[mark:])
			}
			command(t, "weiter", m.Command) // an answer that could not be read
		}
	}
	return n
}

// playQuizItem asks one generated question through the quiz mode.
func playQuizItem(t *testing.T, it *quiz.Item, lang locales.Lang, st strategy) int {
	var b bytes.Buffer
	scr := wideScreen(&b, lang)
	qz, err := quiz.New(quiz.Options{N: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := &Mode{scr: scr, host: noHost{}, q: qz, now: time.Now}
	if err := m.open(it); err != nil {
		t.Fatalf("%s level %d seed %d: %v", it.Topic, it.Level, it.Seed, err)
	}
	run := m.run
	q := run.Question()
	narration := b.String()
	aidsFrom := b.Len()
	askAids(t, m.Command)
	if k := q.Kind(); k == scenarios.QCount || k == scenarios.QDead || k == scenarios.QOdds {
		askOdds(scr, m.Deal)
	}
	aids := b.String()[aidsFrom:]
	for _, leak := range answerReadable(q, run, it.Scenario, scr.P(), narration, aids) {
		t.Errorf("quiz %s level %d seed %d (%s): %q: %s\n--- printed:\n%s--- aids:\n%s", it.Topic, it.Level, it.Seed, lang, q.Prompt(scenarios.Lang(lang)), leak, narration, aids)
	}
	if st == wrongTwice {
		st = skipAll // the quiz takes one answer; a wrong one is like a skip
	}
	answer(t, st, q, run, func(s string) { m.Input(input.NewLine(s)) }, func() { command(t, "weiter", m.Command) })
	return 1
}

// answer answers q: skipped, wrong twice, or right.
func answer(t *testing.T, st strategy, q *scenarios.Question, run *ask.Run, in func(string), skip func()) {
	switch st {
	case skipAll:
		skip()
	case wrongTwice:
		w := wrongAnswer(q, run)
		if w == "" {
			skip()
			return
		}
		in(w)
		if run.Question() == q {
			in(w)
		}
	case answerRight:
		in(rightAnswer(q, run))
	}
}

// rightAnswer writes the engine's answer as a learner would.
func rightAnswer(q *scenarios.Question, run *ask.Run) string {
	if len(q.Options()) > 0 {
		var ls []string
		for _, i := range q.CorrectOptions() {
			ls = append(ls, string(rune('a'+i)))
		}
		return strings.Join(ls, ", ")
	}
	return run.AnswerText(q.Want())
}

// wrongAnswer writes an answer the engine refuses ("" when none is at
// hand).
func wrongAnswer(q *scenarios.Question, run *ask.Run) string {
	if opts := q.Options(); len(opts) > 0 {
		for i := range opts {
			right := false
			for _, c := range q.CorrectOptions() {
				right = right || c == i
			}
			if !right {
				return string(rune('a' + i))
			}
		}
		return ""
	}
	switch w := q.Want().(type) {
	case scenarios.Settlement:
		g := scenarios.Settlement{}
		for k, v := range w {
			g[k] = -v + engine.Chips(1)
		}
		return run.AnswerText(g)
	case scenarios.Amount:
		return run.AnswerText(scenarios.Amount(engine.Amount(w) + engine.Chips(1)))
	case scenarios.Count:
		return strconv.Itoa((int(w) + 1) % 5)
	case scenarios.Ranks:
		if len(w) == 0 {
			return "K"
		}
		return "keine"
	case scenarios.Bool:
		if w {
			return "nein"
		}
		return "ja"
	case scenarios.Breakdown:
		return "Summe " + strconv.Itoa(w["total"]+1)
	case scenarios.Capture:
		if len(w.Take) > 0 {
			return "lege"
		}
		if rd := run.Round(); rd != nil && len(rd.Table()) > 0 {
			return "nehme " + rd.Table()[0].String()
		}
	}
	return ""
}

// answerReadable lists the ways the answer to q can be read from what was
// printed since the last answer (narration: the steps told, the feedback
// of the question before, the table drawn before the question, without
// the question itself) and from the aids the learner asked for (aids).
// For every question:
//   - the author's explanation of the answer is not shown;
//   - the correct option's text (of a choice) is not printed apart from
//     the options themselves;
//   - a turn the question is about (only narration between them) is told
//     as the cards coming out: not "K♦ verliert (Bankkarte), 9♣ gewinnt
//     (Spielerkarte)";
//   - for a choice, a yes/no question or one with options, "tipp" and
//     "warum" do not state the rule, which names the answer.
//
// By kind:
//   - settlement: no line tells a bet's win or loss (the engine's event
//     line, or a player's name with the signed amount the engine gives);
//   - payout: the call's result line of the player is not shown;
//   - count, dead ranks: no bet returned on a dead rank, no casekeeper
//     board, no list of the cards left;
//   - capture: no line names the card with the cards it takes; for a card
//     that takes nothing, "legen"/"poser" it or "kann nichts nehmen";
//   - sur (of the last play): "Sur!" or "zählt nicht" is not announced,
//     the piles' surs and points are not drawn;
//   - score: the piles' points, the round's breakdown, the total with
//     its category word are not shown.
func answerReadable(q *scenarios.Question, run *ask.Run, sc *scenarios.Scenario, p locales.Printer, narration, aids string) []string {
	narration, aids = unwrap(narration), unwrap(aids)
	lang := scenarios.Lang(p.Lang())
	// the question block itself: from its prompt line on
	if i := strings.LastIndex(narration, "? "+q.Prompt(lang)); i >= 0 {
		narration = narration[:i]
	}
	all := narration + aids
	var out []string
	found := func(what string) { out = append(out, what) }
	if e := q.Explain(lang); len(e) >= 25 && strings.Contains(all, e) {
		found("the explanation is shown before the answer")
	}
	for _, i := range q.CorrectOptions() {
		if i < len(q.Options()) {
			text := q.Options()[i].Text.In(lang)
			if len([]rune(text)) >= 20 && strings.Contains(engine.Fold(all), engine.Fold(text)) {
				found("the correct option's text is printed: " + text)
			}
		}
	}
	if ask.RuleGivesAnswer(q) && q.Rule() != "" {
		if rt := run.RuleText(q.Rule()); rt != "" && strings.Contains(aids, rt) {
			found("tipp/warum state the rule, which gives the answer")
		}
	}
	// who holds the bank, who deals: not told by the line that begins the
	// deal or round
	if k := q.Kind(); k == scenarios.QBanker || k == scenarios.QDealer {
		if n, ok := q.Want().(scenarios.Name); ok && n != "" {
			for part := 1; part <= 12; part++ {
				for _, line := range []string{p.T(locales.ScenNewDeal, part, string(n)), p.T(locales.ScenNewRound, part, string(n))} {
					if strings.Contains(narration, line) {
						found("who holds the bank or deals is told: " + line)
					}
				}
			}
		}
	}
	names := ask.Names(sc)
	// Faro: the turn the question is about
	if t := run.LastTurn(); t != nil && run.Deal() != nil {
		about := aboutLastTurn(sc, run.Position())
		full := p.Turn(t)
		afterTurn := narration
		if i := strings.LastIndex(narration, p.TurnDrawn(t, bankerOf(sc))); i >= 0 {
			afterTurn = narration[i:]
		} else if i := strings.LastIndex(narration, full); i >= 0 {
			afterTurn = narration[i:]
		}
		if about && strings.Contains(all, full) && !turnTold(q, earlierAsks(sc, run.Position())) {
			found("the turn's loser and winner are told before the question: " + full)
		}
		if about {
			out = append(out, faroReadable(q, sc, p, t, names, afterTurn, all, earlierAsks(sc, run.Position()))...)
		}
		if q.Kind() == scenarios.QLegal && q.Spec().Probe != nil && q.Spec().Probe.Kind == scenarios.ActCall {
			// whether a call is legal turns on the cards left (Pharaon 4:
			// "rouge, rouge, rouge" with two red sevens and a black one
			// left; issue 22: the cards left)
			if rem := run.Deal().Remaining(); len(rem) == 3 {
				window, _, _ := strings.Cut(p.T(locales.FaroCallWindow, p.Cards(rem), "\x00"), "\x00")
				if strings.Contains(all, window) {
					found("the cards left are listed: " + window)
				}
			}
		}
		if k := q.Kind(); k == scenarios.QCount || k == scenarios.QDead {
			for _, line := range strings.Split(all, "\n") {
				// the casekeeper's head: "Wert  gezeigt  übrig"
				words := map[string]bool{}
				for _, w := range strings.Fields(line) {
					words[w] = true
				}
				if words[p.T(locales.CasekeeperColRank)] && words[p.T(locales.CasekeeperColShown)] && words[p.T(locales.CasekeeperColLeft)] {
					found("the casekeeper is shown")
				}
			}
			d := run.Deal()
			if strings.Contains(all, p.T(locales.QuizTurnsDrawn, d.TurnNumber(), p.CardsText(d.Remaining()))) {
				found("the cards left are listed")
			}
			// the table's calling window: "Übrig: 4♦ 6♣ 10♥ – …" (issue 22:
			// the cards left)
			if rem := d.Remaining(); len(rem) == 3 {
				window, _, _ := strings.Cut(p.T(locales.FaroCallWindow, p.Cards(rem), "\x00"), "\x00")
				if strings.Contains(all, window) {
					found("the cards left are listed: " + window)
				}
			}
		}
	}
	// what a call pays, told before the question asks it (issue 22:
	// "Cat-hop, zahlt 2:1" in the table drawn before "Was bringt die
	// Ansage von Ben?")
	if q.Kind() == scenarios.QPayout && len(q.Options()) == 0 {
		if m := callPays.FindString(all); m != "" {
			found("what the call pays is told: " + m)
		}
	}
	if rd := run.Round(); rd != nil {
		out = append(out, pasurReadable(q, run, p, names, narration, all)...)
	}
	return out
}

// callPays finds the tutor's own lines that state a call's payout: the
// calling window of the table drawn ("Reihenfolge ansagen: Cat-hop, zahlt
// 2:1") and a call settled ("– richtig, zahlt 4:1"). A lesson's text that
// teaches the rate before asking what a call brings, the verdict of an
// earlier question and the hint asked for are not these lines: they teach
// the rule, which the answer applies to a stake.
var callPays = regexp.MustCompile(`(ansagen|l’ordre\x{a0}?): [^.\n]*(zahlt|paie) |– (richtig|juste), (zahlt|paie) `)

// callRate finds a call's payout rate as the tutor writes it: "4:1",
// "2 zu 1", « 2 contre 1 » (not 1:1, an ordinary bet's).
var callRate = regexp.MustCompile(`\b([2-9]|[1-9][0-9]+)(:1| (zu|contre) 1)\b`)

// rateToldBefore is the call rate the lesson printed before payout
// question q (printed: all of the lesson so far, the aids asked at this
// question left out), "" when none or when an earlier question asked the
// rate itself and its verdict stated it (Pharo 11: "Fair wäre 5:1, die
// Bank zahlt 4:1"). Issue 22: "Call questions ask before they state the
// payout" — Pharaon 4's « Juste, l’appel paie 2 contre 1 » in the intro,
// Pharo 12's « Un appel juste ne paie alors que 2 contre 1 », a rule line
// cited after an earlier verdict.
func rateToldBefore(q *scenarios.Question, lang locales.Lang, printed string, rateAsked bool) string {
	if q.Kind() != scenarios.QPayout || len(q.Options()) > 0 || rateAsked {
		return ""
	}
	printed = unwrap(printed)
	if i := strings.LastIndex(printed, q.Prompt(scenarios.Lang(lang))); i >= 0 {
		printed = printed[:i]
	}
	return callRate.FindString(printed)
}

// asksRate reports whether q asks what a call pays: one of its options
// names a rate.
func asksRate(q *scenarios.Question, lang locales.Lang) bool {
	for _, o := range q.Options() {
		if callRate.MatchString(o.Text.In(scenarios.Lang(lang))) {
			return true
		}
	}
	return false
}

// unwrap joins the lines the screen wrapped (running text is set at most
// screen.ProseWidth wide, whatever the screen's width), so that a line is
// again what the tutor said at once.
func unwrap(text string) string {
	lines := strings.Split(text, "\n")
	var out []string
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		for screen.Width(line) > screen.ProseWidth-20 && i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" {
			i++
			line += " " + strings.TrimSpace(lines[i])
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// bankerOf names a Faro scenario's banker.
func bankerOf(sc *scenarios.Scenario) string {
	for _, pl := range sc.Players {
		if pl.Banker {
			return pl.Name
		}
	}
	return ""
}

// aboutLastTurn reports whether the question at step k follows a turn with
// only narration and questions between them.
func aboutLastTurn(sc *scenarios.Scenario, k int) bool {
	for i := k - 1; i >= 0; i-- {
		switch sc.Steps[i].Kind {
		case scenarios.StepTurn:
			return true
		case scenarios.StepSay, scenarios.StepAsk:
			continue
		}
		return false
	}
	return false
}

// earlierAsks returns the questions asked between the last turn and the
// question at step k.
func earlierAsks(sc *scenarios.Scenario, k int) []*scenarios.Ask {
	var out []*scenarios.Ask
	for i := k - 1; i >= 0; i-- {
		switch sc.Steps[i].Kind {
		case scenarios.StepTurn:
			return out
		case scenarios.StepAsk:
			out = append(out, sc.Steps[i].Ask)
		}
	}
	return out
}

// turnTold reports whether the turn's line ("Abzug 2: B♦ verliert
// (Bankkarte), 8♠ gewinnt (Spielerkarte).") may stand before q, after the
// earlier questions about the turn: a settlement's verdict has told who
// lost and who won, and a count or the dead ranks are answered by the
// cards drawn, which the turn's line only names again. Once a verdict
// tells a line of the turn, the turn's line comes before it (lines come
// out in the order they happened).
func turnTold(q *scenarios.Question, earlier []*scenarios.Ask) bool {
	if len(earlier) == 0 {
		return false
	}
	switch q.Kind() {
	case scenarios.QCount, scenarios.QDead, scenarios.QOdds:
		return true
	}
	for _, a := range earlier {
		if a.Kind == scenarios.QSettlement {
			return true
		}
	}
	return false
}

// asked reports whether an earlier question about the turn asked what the
// event tells: a settlement asks every win and loss and call, a payout its
// player's call, a count or the dead ranks the bets returned on dead
// ranks. Its verdict may then have told the event.
func asked(e faro.Event, earlier []*scenarios.Ask, names []string) bool {
	returned := e.What == faro.Returned || e.What == faro.EndOfDeal
	for _, a := range earlier {
		switch a.Kind {
		case scenarios.QSettlement:
			if !returned {
				return true
			}
		case scenarios.QPayout:
			if e.Kind == faro.TurnCall && e.Player >= 0 && e.Player < len(names) && names[e.Player] == a.Player {
				return true
			}
		case scenarios.QCount, scenarios.QDead, scenarios.QReturned, scenarios.QLayout:
			if returned {
				return true
			}
		}
	}
	return false
}

// eventLines are the ways the tutor tells event i of a turn: alone, its
// "(bleibt liegen)" left out, and a return told with the win before it
// ("… gewinnt 2 Chips; danach ist der Wert tot, und der Einsatz kommt
// zurück").
func eventLines(p locales.Printer, names []string, profile faro.Profile, evs []faro.Event, i int) []string {
	only := func(ks ...int) []bool {
		show := make([]bool, len(evs))
		for _, k := range ks {
			show[k] = true
		}
		return show
	}
	out := []string{p.Event(names, profile, evs[i])}
	out = append(out, p.TurnEvents(names, profile, evs, only(i), false)...)
	out = append(out, p.TurnEvents(names, profile, evs, only(i), true)...)
	for j := range evs {
		if j != i && evs[j].Bet == evs[i].Bet && evs[j].Player == evs[i].Player {
			out = append(out, p.TurnEvents(names, profile, evs, only(i, j), false)...)
		}
	}
	return out
}

// faroReadable checks a Faro question about the last turn t; earlier are
// the questions about t asked before it, whose verdicts told what they
// asked.
func faroReadable(q *scenarios.Question, sc *scenarios.Scenario, p locales.Printer, t *faro.TurnResult, names []string, afterTurn, all string, earlier []*scenarios.Ask) []string {
	var out []string
	choice := q.Kind() == scenarios.QChoice || q.Kind() == scenarios.QLegal
	evs := t.Events()
	events := func(keep func(faro.Event) bool) {
		for i, e := range evs {
			// a choice or yes/no question may be about any of the turn's
			// results, even one an earlier question asked
			if keep(e) && (choice || !asked(e, earlier, names)) {
				for _, line := range eventLines(p, names, sc.Profile, evs, i) {
					if strings.Contains(all, line) {
						out = append(out, "a bet's result is told: "+line)
						break
					}
				}
			}
		}
	}
	switch q.Kind() {
	case scenarios.QSettlement:
		events(func(faro.Event) bool { return true })
		w, _ := q.EngineAnswer().(scenarios.Settlement)
		for seat, n := range names {
			if n == bankerOf(sc) || w[n] == 0 {
				continue
			}
			told := false
			for _, e := range t.Events() {
				told = told || e.Player == seat && asked(e, earlier, names)
			}
			if told {
				continue
			}
			for _, line := range strings.Split(afterTurn, "\n") {
				if containsWord(line, n) && containsSigned(line, w[n]) {
					out = append(out, "a player's amount is told: "+line)
				}
			}
		}
	case scenarios.QPayout:
		seat := -1
		for i, n := range names {
			if n == q.Spec().Player {
				seat = i
			}
		}
		events(func(e faro.Event) bool { return e.Kind == faro.TurnCall && e.Player == seat })
	case scenarios.QCount, scenarios.QDead:
		events(func(e faro.Event) bool { return e.What == faro.Returned || e.What == faro.EndOfDeal })
	case scenarios.QLayout, scenarios.QReturned, scenarios.QHoldings:
		// what is left on the layout: no bet returned, and no won bet
		// said to stay ("(bleibt liegen)") since the turn
		events(func(e faro.Event) bool { return e.What == faro.Returned || e.What == faro.EndOfDeal })
		stays := p.T(locales.EventStays)
		for _, line := range strings.Split(afterTurn, "\n") {
			if strings.Contains(line, stays) {
				out = append(out, "a bet is said to stay: "+line)
			}
		}
	case scenarios.QChoice, scenarios.QLegal:
		// a choice about the turn: nothing it did is told unless asked
		events(func(faro.Event) bool { return true })
	}
	return out
}

// pasurReadable checks a Pasur question.
func pasurReadable(q *scenarios.Question, run *ask.Run, p locales.Printer, names []string, narration, all string) []string {
	var out []string
	rd := run.Round()
	scored := strings.Split(screen.Pasur(p, rd, names, -1, 1<<20), "\n")
	unscored := screen.PasurUnscored(p, rd, names, -1, 1<<20)
	pileShown := func() {
		for _, l := range scored {
			if l != "" && !strings.Contains(unscored, l) && strings.Contains(all, l) {
				out = append(out, "the piles' surs and points are shown: "+l)
			}
		}
	}
	switch q.Kind() {
	case scenarios.QPile, scenarios.QPileClubs, scenarios.QLastCapture:
		// the last capture's cards, told since the last play, go to a pile
		if i := strings.Index(p.T(locales.MoveBonus, "\x00", "\x00"), "\x00"); i >= 0 {
			tmpl := p.T(locales.MoveBonus, "\x00", "\x00")
			mid := tmpl[i+1 : strings.LastIndex(tmpl, "\x00")]
			if firstAfterAction(run.Scenario(), run.Position()) && strings.Contains(afterLastPlay(narration), mid) {
				out = append(out, "the last capture is told: "+mid)
			}
		}
	case scenarios.QTable, scenarios.QToPlay:
		// "tisch" would show the cards on the table and who is to play
		aidsOnly := strings.TrimPrefix(all, narration)
		lines := strings.Split(unscored, "\n")
		for i, l := range lines {
			l = strings.TrimSpace(l)
			if (i == 0 || strings.HasPrefix(l, "►")) && l != "" && strings.Contains(aidsOnly, l) {
				out = append(out, "the table is drawn: "+l)
				break
			}
		}
		// the table's contents, told in a line of their own (issue 22:
		// Pasur 20's "…gehen an niemanden: 3♥ 4♠" before "what is still
		// on the table?")
		if w, ok := q.Want().(scenarios.Cards); ok && q.Kind() == scenarios.QTable && len(w) > 0 {
			if cs := p.CardsText(w); strings.Contains(narration+"\n", cs+"\n") {
				out = append(out, "the table's contents are told: "+cs)
			}
		}
	case scenarios.QCapture:
		c := q.Spec().Card
		w, _ := q.EngineAnswer().(scenarios.Capture)
		if len(w.Take) == 0 {
			for _, s := range []string{p.T(locales.AnswerLay, p.CardText(c)), p.T(locales.HintCaptureNone, p.CardText(c))} {
				if strings.Contains(all, s) {
					out = append(out, "the card's lay is told: "+s)
				}
			}
			break
		}
		for _, line := range strings.Split(all, "\n") {
			i := strings.Index(line, p.CardText(c))
			if i < 0 || strings.Count(line, p.CardText(c)) > 1 {
				continue // not the card, or a list of its captures
			}
			rest, every := line[i:], true
			for _, x := range w.Take {
				every = every && strings.Contains(rest, p.CardText(x))
			}
			if every {
				out = append(out, "the card's capture is told: "+line)
			}
		}
	case scenarios.QSur:
		if q.Spec().Card.Valid() {
			break
		}
		for _, s := range []string{p.T(locales.MoveSur), strings.SplitN(p.T(locales.MoveSurDenied, ""), ".", 2)[0]} {
			if strings.Contains(narration, s) && !beforeLastPlay(narration, s) {
				out = append(out, "the sur is announced: "+s)
			}
		}
		pileShown()
	case scenarios.QScore:
		pileShown()
		seat := -1
		for i, n := range names {
			if n == q.Spec().Player {
				seat = i
			}
		}
		if side := rd.Config().Side(seat); seat >= 0 && side < len(rd.Breakdowns()) {
			if line := screen.Breakdown(p, rd.Breakdowns()[side], rd.Variants().SevenDiamonds); strings.Contains(all, line) {
				out = append(out, "the round's breakdown is told: "+line)
			}
		}
		w, _ := q.EngineAnswer().(scenarios.Breakdown)
		total := p.ScoreCategory("total") + " " + strconv.Itoa(w["total"])
		text := strings.TrimPrefix(all, narration)
		if lastPlayAt(narration) >= 0 {
			text = afterLastPlay(narration) + "\n" + text
		}
		for _, line := range strings.Split(text, "\n") {
			if strings.Contains(line, total) {
				out = append(out, "the score total is told: "+line)
			}
		}
	}
	return out
}

// firstAfterAction reports whether the question at step k is the first
// since the last action (only narration between): an earlier question
// about the same play may have told its outcome with its verdict.
func firstAfterAction(sc *scenarios.Scenario, k int) bool {
	for i := k - 1; i >= 0; i-- {
		switch sc.Steps[i].Kind {
		case scenarios.StepSay:
			continue
		case scenarios.StepAsk:
			return false
		}
		return true
	}
	return true
}

// lastPlayAt returns where the last Pasur play's line starts in text (-1
// for none): a line with "spielt"/"legt"/"joue"/"pose".
func lastPlayAt(text string) int {
	at := -1
	for _, w := range []string{" spielt ", " legt ", " joue ", " pose ", " spielst ", " legst ", " jouez ", " posez "} {
		if i := strings.LastIndex(text, w); i > at {
			at = i
		}
	}
	return at
}

// beforeLastPlay reports whether s occurs only before the last play.
func beforeLastPlay(text, s string) bool {
	at := lastPlayAt(text)
	return at >= 0 && !strings.Contains(text[at:], s)
}

// afterLastPlay returns the text from the last play on.
func afterLastPlay(text string) string {
	if at := lastPlayAt(text); at >= 0 {
		return text[at:]
	}
	return text
}

// containsWord reports whether line holds w as a whole word.
func containsWord(line, w string) bool {
	for i := strings.Index(line, w); i >= 0; {
		before := i == 0 || !isLetter(line[i-1])
		after := i+len(w) >= len(line) || !isLetter(line[i+len(w)])
		if before && after {
			return true
		}
		j := strings.Index(line[i+1:], w)
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80 }

// containsSigned reports whether line shows the amount a with its sign
// ("+4", "-4", "−4", "+1½").
func containsSigned(line string, a engine.Amount) bool {
	s := locales.Signed(a)
	forms := []string{s}
	if strings.HasPrefix(s, "-") {
		forms = append(forms, "−"+s[1:])
	}
	for _, f := range forms {
		for i := strings.Index(line, f); i >= 0; {
			end := i + len(f)
			if end >= len(line) || line[end] < '0' || line[end] > '9' {
				return true
			}
			j := strings.Index(line[i+1:], f)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return false
}

// startLesson starts a lesson's mode on a wide screen of lang: the mode,
// its host, the screen and what it prints.
func startLesson(t *testing.T, l *lesson.Lesson, lang locales.Lang) (*lesson.Mode, *lessonHost, *screen.Screen, *bytes.Buffer) {
	t.Helper()
	var b bytes.Buffer
	scr := wideScreen(&b, lang)
	host := &lessonHost{}
	m, err := lesson.New(l, scr, progress.NewProgress(), host)
	if err != nil {
		t.Fatal(err)
	}
	m.Start()
	return m, host, scr, &b
}
