package quizmode

// An independent solver of generated quiz questions that knows only what
// the learner reads: it parses the text the quiz prints up to its
// question (the soda, every turn, every bet, the Pasur deal and every
// play, the sur announced) and computes the answer from the rules
// (RULINGS.md "Faro: what both profiles share", profiles pharo and
// pharaon, "Pasur"; pharo.de.txt, pharaon.fr.txt, pasur.de.txt), never
// from the scenario behind the question nor from the engine. The test
// requires its answer to be the engine's, for every topic and level over
// many seeds, in German and French. A question whose answer needs a card
// the text does not show fails here.
//
// The parser reads each line with a pattern made from the catalog's own
// message (its arguments replaced by groups), so that rewording a
// message does not break it; the cards, ranks and amounts inside are
// read by this file's own notation table.

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

// solverSeeds is how many seeds each topic and level is solved with:
// QUIZ_SOLVER_SEEDS, or 20 (4 with -short or the race detector, which
// CI runs).
func solverSeeds(t *testing.T) uint64 {
	if s := os.Getenv("QUIZ_SOLVER_SEEDS"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("QUIZ_SOLVER_SEEDS=%q", s)
		}
		return n
	}
	if testing.Short() || raceOn {
		return 4
	}
	return 20
}

// TestSolverAgrees puts every topic at every level from many seeds,
// reads the printed question back and solves it; the engine must agree.
// It also checks that what the quiz offers while the question is open
// (the table, the casekeeper, the odds) is shown or refused as it gives
// the answer away or not. Long run:
// QUIZ_SOLVER_SEEDS=500 go test ./tutor/quizmode -run TestSolverAgrees -v.
func TestSolverAgrees(t *testing.T) {
	if engine.Rank(11) != engine.Jack || engine.Rank(1) != engine.Ace || engine.Rank(13) != engine.King {
		t.Fatal("the solver numbers ranks A = 1 … K = 13")
	}
	n := solverSeeds(t)
	checked, agreed := 0, 0
	perKind := map[scenarios.QuestionKind]int{}
	for _, tp := range quiz.Topics("") {
		for level := quiz.MinLevel; level <= quiz.MaxLevel; level++ {
			for seed := uint64(0); seed < n; seed++ {
				lang := locales.German
				if seed%2 == 1 {
					lang = locales.French
				}
				it, err := quiz.Generate(tp, level, seed*104729+uint64(level))
				if err != nil {
					t.Fatal(err)
				}
				checked++
				perKind[it.Kind()]++
				if err := solveOne(it, lang); err != nil {
					t.Errorf("%s level %d seed %d (%s): %v", tp, level, seed*104729+uint64(level), lang, err)
					continue
				}
				agreed++
			}
		}
	}
	kinds := make([]string, 0, len(perKind))
	for k, c := range perKind {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, c))
	}
	sort.Strings(kinds)
	t.Logf("questions checked %d, agreed %d (%s)", checked, agreed, strings.Join(kinds, ", "))
}

// solveOne puts one question, solves it from the text and compares.
func solveOne(it *quiz.Item, lang locales.Lang) error {
	var b bytes.Buffer
	scr := screen.New(&b, lang, false, func() int { return 1 << 20 })
	q, err := quiz.New(quiz.Options{Game: it.Topic.Game(), N: 1}, nil)
	if err != nil {
		return err
	}
	m := &Mode{scr: scr, host: noHost{}, q: q, now: func() time.Time { return time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC) }}
	if err := m.open(it); err != nil {
		return err
	}
	text := b.String()
	question := m.run.Question()
	if question == nil {
		return fmt.Errorf("no question open")
	}
	px := newPatterns(scr.P())
	var got any
	var pre []string // the solver's bets on the layout before the asked turn
	if it.Scenario.Game == scenarios.Pasur {
		got, err = solvePasur(px, text)
	} else {
		got, pre, err = solveFaro(px, text, it.Topic.Game() == "pharaon")
	}
	if err != nil {
		return fmt.Errorf("%v\n--- printed ---\n%s", err, text)
	}
	if err := agree(question, got); err != nil {
		return fmt.Errorf("%v\n--- printed ---\n%s", err, text)
	}
	return checkCommands(m, &b, px, question.Kind(), pre)
}

// agree compares the solver's answer with the engine's.
func agree(q *scenarios.Question, got any) error {
	switch g := got.(type) {
	case captures:
		// Every legal capture is right, and only those.
		acc := q.Accepted()
		if q.Spec().Best {
			if len(g.takes) != 1 {
				return fmt.Errorf("the solver finds %d best captures", len(g.takes))
			}
			if v := q.Check(scenarios.Capture{Card: g.card, Take: g.takes[0]}); !v.Correct {
				return fmt.Errorf("best: solver %v, engine %v", g.takes[0], q.Want())
			}
			return nil
		}
		if len(g.takes) == 0 {
			if v := q.Check(scenarios.Capture{Card: g.card}); !v.Correct {
				return fmt.Errorf("solver: laid; engine %v", q.Want())
			}
			return nil
		}
		if len(acc) != len(g.takes) {
			return fmt.Errorf("solver: %d captures %v; engine accepts %d %v", len(g.takes), g.takes, len(acc), acc)
		}
		for _, tk := range g.takes {
			if v := q.Check(scenarios.Capture{Card: g.card, Take: tk}); !v.Correct {
				return fmt.Errorf("solver's capture %v refused (engine %v)", tk, q.Want())
			}
		}
		return nil
	case scenarios.Breakdown:
		w, ok := q.Want().(scenarios.Breakdown)
		if !ok {
			return fmt.Errorf("engine's answer %v is no score", q.Want())
		}
		for _, k := range scenarios.ScoreCategories() {
			if g[k] != w[k] {
				return fmt.Errorf("score %s: solver %d, engine %d (solver %v, engine %v)", k, g[k], w[k], g, w)
			}
		}
	}
	a, ok := got.(scenarios.Answer)
	if !ok {
		return fmt.Errorf("solver's answer %v", got)
	}
	if v := q.Check(a); !v.Correct {
		return fmt.Errorf("solver %v, engine %v (%v)", a, q.Want(), v.Diffs)
	}
	return nil
}

// checkCommands opens the table, the casekeeper and the odds during the
// question: a count or dead-ranks question refuses the casekeeper and the
// odds (their counts are the answer) and shows the table (it has none);
// a settlement or payout question shows all three, the table and the
// odds as they stood before the asked turn (the odds list exactly the
// bets the solver had on the layout then); a Pasur question shows its
// table.
func checkCommands(m *Mode, b *bytes.Buffer, px *patterns, kind scenarios.QuestionKind, pre []string) error {
	refused := func(id input.CommandID) (bool, string) {
		b.Reset()
		if !m.Command(input.Command{ID: id, Name: "x"}) {
			return false, ""
		}
		return strings.Contains(b.String(), px.notNow), b.String()
	}
	tableRefused, table := refused(input.CmdTable)
	ckRefused, _ := refused(input.CmdCasekeeper)
	d, oddsOK := m.Deal()
	switch kind {
	case scenarios.QCount, scenarios.QDead:
		if tableRefused || !ckRefused || oddsOK {
			return fmt.Errorf("%s: table refused %v, casekeeper refused %v, odds offered %v", kind, tableRefused, ckRefused, oddsOK)
		}
	case scenarios.QSettlement, scenarios.QPayout:
		if tableRefused || ckRefused || !oddsOK || d == nil {
			return fmt.Errorf("%s: table refused %v, casekeeper refused %v, odds offered %v", kind, tableRefused, ckRefused, oddsOK)
		}
		if !strings.Contains(table, px.before) {
			return fmt.Errorf("%s: the table is not the one before the asked turn:\n%s", kind, table)
		}
		lines := quiz.DealOdds(m.scr.P(), d)
		var bets []string
		for _, l := range lines {
			for _, name := range pre {
				if strings.HasPrefix(l, "  "+name+", ") {
					bets = append(bets, l)
					break
				}
			}
		}
		if len(bets) != len(pre) {
			return fmt.Errorf("%s: the odds list %d bets, %d were on the layout before the asked turn:\n%s", kind, len(bets), len(pre), strings.Join(lines, "\n"))
		}
	default:
		if tableRefused {
			return fmt.Errorf("%s: the table is refused", kind)
		}
	}
	return nil
}

// --- reading the text ---

// patterns are the line patterns of one language.
type patterns struct {
	p                                  locales.Printer
	soda, turn, drawn, bet, call, bank *regexp.Regexp
	// Pharaon's own words: a pronostic noted with its weight, a call with
	// its weight
	pron, pronCopper, callWeight *regexp.Regexp
	// turnDrawn is a turn told as the cards coming out, before a
	// question about it ("Abzug 1: Doc zieht K♦, dann 9♣."): the first
	// card loses, the second wins (pharo.de.txt "Ein Abzug")
	turnDrawn                      *regexp.Regexp
	rank                           *regexp.Regexp
	split, high                    *regexp.Regexp
	copper                         string
	red, black                     string
	askSettle, askPayout, askCount *regexp.Regexp
	askDead, askSplit              *regexp.Regexp
	askSplitBetween                *regexp.Regexp
	roundTable, roundHand          *regexp.Regexp
	laid, took, sur, surDenied     *regexp.Regexp
	tableLine                      *regexp.Regexp
	askCapture, askBest, askSur    *regexp.Regexp
	askLay, askTake, askScore      *regexp.Regexp
	noJackSur                      string
	bonus                          *regexp.Regexp
	notNow, before                 string
}

const (
	cardRx  = `(?:10|[2-9AVBDKR])[♣♦♥♠]`
	cardsRx = cardRx + `(?: ` + cardRx + `)*`
	rankRx  = `(?:10|[2-9AVBDKR])`
	nameRx  = `[^\s,:]+`
	// rankWordRx is a rank named in a sentence, with its article.
	rankWordRx = `(?:(?:das|dem|den|der|die|le|la) |l’)?(?:10|[2-9]|Ass|Buben?|Dame|König|as|valet|dame|roi)`
)

// tmpl makes a pattern of a message: its text with each argument i
// replaced by the pattern groups[i] (named gi), unanchored.
func tmpl(p locales.Printer, m locales.Message, groups ...string) string {
	return tmplCount(p, m, nil, groups...)
}

// tmplCounts makes a pattern of a message whose last argument is a count
// that only chooses a plural form ("die Karte D♣", "die Karten D♣ 5♦"):
// either form, the groups as tmpl names them.
func tmplCounts(p locales.Printer, m locales.Message, groups ...string) string {
	return "(?:" + tmplCount(p, m, 1, groups...) + "|" + tmplCount(p, m, 2, groups...) + ")"
}

// tmplCount is tmpl with the argument after the groups' set to count
// (none when nil).
func tmplCount(p locales.Printer, m locales.Message, count any, groups ...string) string {
	args := make([]any, len(groups))
	for i := range groups {
		args[i] = fmt.Sprintf("\x00%d\x00", i)
	}
	if count != nil {
		args = append(args, count)
	}
	q := regexp.QuoteMeta(p.T(m, args...))
	// Counts of chips and points stand in the plural for a marker.
	for _, w := range []string{"Chips", "jetons", "Punkte", "points"} {
		q = strings.ReplaceAll(q, " "+w, " "+w+"?")
	}
	for i, g := range groups {
		mark := args[i].(string)
		// French elides before a vowel: "l’appel de Ben", "l’appel d’Ida"
		for _, w := range []string{"de", "le", "la", "que"} {
			q = strings.ReplaceAll(q, " "+w+" "+mark, " (?:"+w+" |"+w[:len(w)-1]+"’)"+mark)
		}
		q = strings.Replace(q, mark, fmt.Sprintf("(?P<g%d>%s)", i, g), 1)
		q = strings.ReplaceAll(q, mark, "(?:"+g+")")
	}
	return q
}

// asTurnLine writes a turn told as the cards coming out as the turn line
// the solver reads (the first card the loser, the second the winner);
// other lines are left as they are.
func (x *patterns) asTurnLine(l string) string {
	m := x.turnDrawn.FindStringSubmatch(l)
	if m == nil {
		return l
	}
	n, _ := strconv.Atoi(group(x.turnDrawn, m, "g0"))
	out := x.p.T(locales.TurnLine, n, group(x.turnDrawn, m, "g2"), group(x.turnDrawn, m, "g3"))
	if h := group(x.turnDrawn, m, "hock"); h != "" {
		out += " " + x.p.T(locales.TurnHock, h)
	}
	return out
}

// line anchors a pattern to a whole line.
func line(rx string) *regexp.Regexp { return regexp.MustCompile("^" + rx + "$") }

func newPatterns(p locales.Printer) *patterns {
	x := &patterns{p: p}
	x.copper = p.T(locales.ActCoppered)
	x.red, x.black = p.T(locales.ColourRed), p.T(locales.ColourBlack)
	x.soda = line(tmpl(p, locales.QuizSoda, cardRx))
	turn := tmpl(p, locales.TurnLine, `\d+`, cardRx, cardRx)
	hock := strings.Replace(tmpl(p, locales.TurnHock, cardRx), "(?P<g0>", "(?P<hock>", 1)
	x.turn = line(`(?:` + turn + `|` + tmpl(p, locales.TurnDoublet, `\d+`, cardRx, cardRx) + `)(?: ` + hock + `)?`)
	x.drawn = line(tmpl(p, locales.QuizTurnsDrawn, `\d+`, cardsRx))
	x.turnDrawn = line(tmpl(p, locales.TurnDrawn, `\d+`, nameRx, cardRx, cardRx) + `(?: ` + hock + `)?`)
	x.bet = line(tmpl(p, locales.ActBet, nameRx, `\d+ \S+`, `.+?`, `(?:`+regexp.QuoteMeta(x.copper)+`)?`))
	x.call = line(tmpl(p, locales.ActCall, nameRx, `.+`, `\d+ \S+`))
	x.pron = line(tmpl(p, locales.ActPronostic, nameRx, `.+?`, `\d+`))
	x.pronCopper = line(tmpl(p, locales.ActPronosticCopper, nameRx, `.+?`, `\d+`))
	x.callWeight = line(tmpl(p, locales.ActCallWeight, nameRx, `.+`, `\d+`))
	// the bank's line: Pharo's chips, Pharaon's points
	x.bank = regexp.MustCompile(`^  (?:` + tmpl(p, locales.FaroHoldingBank, nameRx, `.+`) + `|` +
		strings.ReplaceAll(tmpl(p, locales.FaroMoneyBank, nameRx, `.+`), "(?P<g0>", "(?P<g0b>") + `)`)
	// narration names the ranks of a bet in words: „auf den Buben“,
	// „zwischen Dame und König“, « à cheval sur la dame et le roi »
	x.split = line(tmpl(p, locales.TargetSplit, rankWordRx, rankWordRx))
	x.rank = line(tmpl(p, locales.TargetRank, rankWordRx))
	x.high = line(regexp.QuoteMeta(p.T(locales.TargetHighcard)))
	x.askSettle = line(`\? ` + regexp.QuoteMeta(p.T(locales.QuizAskSettlement)))
	x.askPayout = line(`\? ` + tmpl(p, locales.QuizAskPayout, nameRx))
	x.askCount = line(`\? ` + tmpl(p, locales.QuizAskCount, pluralRx))
	x.askDead = line(`\? ` + regexp.QuoteMeta(p.T(locales.QuizAskDead)))
	x.askSplit = line(`\? ` + tmpl(p, locales.QuizAskLegalSplit, nameRx, `\d+`, rankRx, rankRx))
	x.askSplitBetween = line(`\? ` + tmpl(p, locales.QuizAskLegalSplitBetween, nameRx, `\d+`, rankRx, rankRx, `\d+`))
	x.roundTable = line(tmpl(p, locales.QuizRoundTable, cardsRx+`|–`))
	x.roundHand = line(tmpl(p, locales.QuizRoundHand, nameRx, cardsRx+`|–`))
	x.laid = line(tmpl(p, locales.MoveLaid, nameRx, cardRx))
	x.took = line(tmpl(p, locales.MoveTook, nameRx, cardRx, cardsRx))
	x.sur = line(regexp.QuoteMeta(p.T(locales.MoveSur)))
	x.surDenied = line(tmpl(p, locales.MoveSurDenied, `.*`))
	x.tableLine = line(regexp.QuoteMeta(p.T(locales.PasurTableTitle)) + ` +(?P<g0>` + cardsRx + `|–)`)
	x.askCapture = line(`\? ` + tmpl(p, locales.QuizAskCapture, nameRx, cardRx))
	x.askBest = line(`\? ` + tmpl(p, locales.QuizAskBest, nameRx, cardRx))
	x.askSur = line(`\? ` + tmpl(p, locales.QuizAskSur, nameRx, cardRx) + `(?P<variant> .*)?`)
	x.askLay = line(`\? ` + tmpl(p, locales.QuizAskLegalLay, nameRx, cardRx))
	x.askTake = line(`\? ` + tmplCounts(p, locales.QuizAskLegalTake, nameRx, cardRx, cardsRx))
	x.askScore = line(`\? ` + tmpl(p, locales.QuizAskScore, nameRx))
	x.noJackSur = p.T(locales.QuizAskVariantNoSurWithJack)
	x.bonus = regexp.MustCompile(tmpl(p, locales.MoveBonus, nameRx, cardsRx))
	x.notNow = strings.SplitN(p.T(locales.QuizNotNow, "\x00"), "\x00", 2)[1]
	x.before = strings.SplitN(p.T(locales.QuizBeforeTurn, "\x00"), "\x00", 2)[0]
	return x
}

// group returns the named group of a match.
func group(rx *regexp.Regexp, m []string, name string) string {
	for i, n := range rx.SubexpNames() {
		if n == name && i < len(m) && m[i] != "" {
			return m[i] // the alternative that matched (a name may stand in several)
		}
	}
	return ""
}

// card is a card as the solver reads it: rank 1 (A) … 13 (K), suit ♣ ♦ ♥ ♠.
type card struct {
	rank int
	suit rune
}

// pluralRanks are the ranks as a count question names them, in the
// plural, written here by hand: „Wie viele Damen …“, « Combien de dames
// … », « Combien d’as … ».
var pluralRanks = map[string]int{
	"Asse": 1, "Zweien": 2, "Dreien": 3, "Vieren": 4, "Fünfen": 5, "Sechsen": 6, "Siebenen": 7,
	"Achten": 8, "Neunen": 9, "Zehnen": 10, "Buben": 11, "Damen": 12, "Könige": 13,
	"d’as": 1, "de valets": 11, "de dames": 12, "de rois": 13,
}

// pluralRx matches a rank named in the plural.
const pluralRx = `(?:[A-ZÄÖÜ][a-zäöü]+|d’as|de (?:valets|dames|rois|10|[2-9]))`

// pluralRankOf reads a rank named in the plural.
func pluralRankOf(s string) (int, error) {
	if r, ok := pluralRanks[s]; ok {
		return r, nil
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(s, "de ")); err == nil && n >= 2 && n <= 10 {
		return n, nil
	}
	return 0, fmt.Errorf("no rank in the plural: %q", s)
}

// rankOf reads a rank in German (B D K) or French (V D R) notation.
func rankOf(s string) (int, error) {
	// a rank named in a sentence: „den Buben“, « l’as », « la dame »
	if i := strings.IndexAny(s, " ’"); i >= 0 {
		s = s[i+len(string([]rune(s[i:])[0])):]
	}
	switch s {
	case "A", "Ass", "as":
		return 1, nil
	case "B", "V", "Bube", "Buben", "valet":
		return 11, nil
	case "D", "Dame", "dame":
		return 12, nil
	case "K", "R", "König", "roi":
		return 13, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 2 || n > 10 {
		return 0, fmt.Errorf("no rank %q", s)
	}
	return n, nil
}

func cardOf(s string) (card, error) {
	rs := []rune(s)
	if len(rs) < 2 {
		return card{}, fmt.Errorf("no card %q", s)
	}
	r, err := rankOf(string(rs[:len(rs)-1]))
	return card{r, rs[len(rs)-1]}, err
}

func cardsOf(s string) ([]card, error) {
	if s == "–" {
		return nil, nil
	}
	var out []card
	for _, f := range strings.Fields(s) {
		c, err := cardOf(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// engineCard converts for the answer.
func (c card) engine() engine.Card {
	suits := map[rune]engine.Suit{'♣': engine.Clubs, '♦': engine.Diamonds, '♥': engine.Hearts, '♠': engine.Spades}
	return engine.NewCard(engine.Rank(c.rank), suits[c.suit])
}

func (c card) red() bool { return c.suit == '♦' || c.suit == '♥' }

// amountOf reads "4 Chips", "1 point": a whole number of halves.
func amountOf(s string) (int64, error) {
	n, err := strconv.ParseInt(strings.Fields(s)[0], 10, 64)
	return 2 * n, err
}

// --- Faro ---

// fbet is a bet on the solver's layout.
type fbet struct {
	who     string
	kind    string // single, split, high, call
	r1, r2  int
	copper  bool
	halves  int64
	order   []int  // a call of ranks
	colours []bool // a Foster call: red or not
}

// faroSolver is the table as the text tells it.
type faroSolver struct {
	pharaon bool
	soda    bool
	shown   [14]int // cards shown per rank, the soda included
	turn    int
	layout  []*fbet
	last    map[string]int64 // the last turn's change per player, in halves
	calls   map[string]int64 // the last turn's calls
	bettors []string
	banker  string
	box     []card // the last three cards, once told
}

// neighbours: top row K Q J 10 9 8, bottom row A 2 3 4 5 6, the 7 with
// the 6 and the 8, and the pairs facing each other (RULINGS.md "Split
// bet").
func neighbours(a, b int) bool {
	top := []int{13, 12, 11, 10, 9, 8}
	bottom := []int{1, 2, 3, 4, 5, 6}
	is := func(x, y int) bool { return a == x && b == y || a == y && b == x }
	for i := 0; i < 6; i++ {
		if i < 5 && (is(top[i], top[i+1]) || is(bottom[i], bottom[i+1])) || is(top[i], bottom[i]) {
			return true
		}
	}
	return is(7, 6) || is(7, 8)
}

// one settles a bet on rank r in a turn l, w: halves won per stake unit
// of 2 (+2, −2, −1 for a doublet), and whether it was hit.
func one(r int, copper bool, l, w int) (int64, bool) {
	switch {
	case l == r && w == r:
		return -1, true
	case l == r && copper, w == r && !copper:
		return 2, true
	case l == r, w == r:
		return -2, true
	}
	return 0, false
}

func (f *faroSolver) dead(r int) bool { return f.shown[r] >= 4 }

// draw settles the turn (l, w; h the hock on the last turn).
func (f *faroSolver) draw(n int, l, w card, h *card) error {
	if !f.soda {
		return fmt.Errorf("turn %d told before the soda", n)
	}
	if n != f.turn+1 {
		return fmt.Errorf("turn %d after turn %d", n, f.turn)
	}
	f.turn = n
	f.shown[l.rank]++
	f.shown[w.rank]++
	f.last, f.calls = map[string]int64{}, map[string]int64{}
	var keep []*fbet
	for _, b := range f.layout {
		units, stays := int64(0), true
		switch b.kind {
		case "single":
			u, hit := one(b.r1, b.copper, l.rank, w.rank)
			units = u
			if hit {
				stays = !f.pharaon && u > 0
			}
		case "split":
			inL := l.rank == b.r1 || l.rank == b.r2
			inW := w.rank == b.r1 || w.rank == b.r2
			switch {
			case inL && l.rank == w.rank:
				units, stays = -1, false
			case inL && inW: // a push
			case inL:
				units, _ = one(l.rank, b.copper, l.rank, w.rank)
				stays = units > 0
			case inW:
				units, _ = one(w.rank, b.copper, l.rank, w.rank)
				stays = units > 0
			}
		case "high":
			units, stays = -2, false
			if w.rank > l.rank {
				units = 2
			}
		case "call":
			if n == 25 && h != nil {
				units, stays = callResult(b, l, w, *h), false
				f.calls[b.who] += b.halves * units / 2
			}
		}
		f.last[b.who] += b.halves * units / 2
		if stays && (b.kind == "single" && f.dead(b.r1) || b.kind == "split" && (f.dead(b.r1) || f.dead(b.r2))) {
			stays = false // returned: its rank is dead
		}
		if stays && n < 25 {
			keep = append(keep, b)
		}
	}
	f.layout = keep
	return nil
}

// callResult: a right call of three ranks pays 4:1, of a cat-hop or of
// Foster's colours 2:1; a wrong one loses the stake (in half units per 2).
func callResult(b *fbet, l, w, h card) int64 {
	cs := []card{l, w, h}
	if b.colours != nil {
		for i, c := range cs {
			if b.colours[i] != c.red() {
				return -2
			}
		}
		return 4
	}
	for i, c := range cs {
		if b.order[i] != c.rank {
			return -2
		}
	}
	if l.rank != w.rank && w.rank != h.rank && l.rank != h.rank {
		return 8
	}
	return 4
}

// solveFaro reads a Faro question and answers it; pre lists the bettor
// of each bet on the layout before the asked turn.
func solveFaro(px *patterns, text string, pharaon bool) (scenarios.Answer, []string, error) {
	f := &faroSolver{pharaon: pharaon}
	var pre []string
	var asked []string // the lines after the last turn
	drawing := false   // the line before told a turn as its cards came out
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "? ") && drawing && (px.askSplit.MatchString(l) || px.askSplitBetween.MatchString(l)) {
			// bets are placed between turns, never during one (issue 29)
			return nil, nil, fmt.Errorf("a split asked while a turn is being drawn: %q", l)
		}
		drawing = px.turnDrawn.MatchString(l)
		l = px.asTurnLine(l)
		asked = append(asked, l)
		switch {
		case px.soda.MatchString(l):
			m := px.soda.FindStringSubmatch(l)
			c, err := cardOf(group(px.soda, m, "g0"))
			if err != nil {
				return nil, nil, err
			}
			f.soda = true
			f.shown[c.rank]++
		case px.drawn.MatchString(l):
			m := px.drawn.FindStringSubmatch(l)
			n, _ := strconv.Atoi(group(px.drawn, m, "g0"))
			box, err := cardsOf(group(px.drawn, m, "g1"))
			if err != nil {
				return nil, nil, err
			}
			if !f.soda || f.turn != 0 || 51-2*n != len(box) {
				return nil, nil, fmt.Errorf("%d turns drawn leave %d cards, not %v", n, 51-2*n, box)
			}
			left := [14]int{}
			for _, c := range box {
				left[c.rank]++
			}
			for r := 1; r <= 13; r++ {
				f.shown[r] = 4 - left[r]
			}
			f.turn, f.box = n, box
		case px.turn.MatchString(l):
			m := px.turn.FindStringSubmatch(l)
			n, _ := strconv.Atoi(group(px.turn, m, "g0"))
			lc, err1 := cardOf(group(px.turn, m, "g1"))
			wc, err2 := cardOf(group(px.turn, m, "g2"))
			if err1 != nil || err2 != nil {
				return nil, nil, fmt.Errorf("turn %q", l)
			}
			var h *card
			if hs := group(px.turn, m, "hock"); hs != "" {
				hc, err := cardOf(hs)
				if err != nil {
					return nil, nil, err
				}
				h = &hc
			}
			pre = pre[:0]
			for _, b := range f.layout {
				pre = append(pre, b.who)
			}
			if err := f.draw(n, lc, wc, h); err != nil {
				return nil, nil, err
			}
			asked = nil
		case px.bet.MatchString(l) || px.pron.MatchString(l) || px.pronCopper.MatchString(l):
			rx, stakeAt, targetAt := px.bet, "g1", "g2"
			if !px.bet.MatchString(l) {
				rx, stakeAt, targetAt = px.pron, "g2", "g1" // Pharaon: the weight after the rank
				if px.pronCopper.MatchString(l) {
					rx = px.pronCopper
				}
			}
			m := rx.FindStringSubmatch(l)
			b := &fbet{who: group(rx, m, "g0"), copper: group(rx, m, "g3") != "" || rx == px.pronCopper}
			var err error
			if b.halves, err = amountOf(group(rx, m, stakeAt)); err != nil {
				return nil, nil, err
			}
			target := group(rx, m, targetAt)
			switch {
			case px.high.MatchString(target):
				b.kind = "high"
			case px.split.MatchString(target):
				sm := px.split.FindStringSubmatch(target)
				b.kind = "split"
				b.r1, _ = rankOf(group(px.split, sm, "g0"))
				b.r2, _ = rankOf(group(px.split, sm, "g1"))
				if !neighbours(b.r1, b.r2) || f.dead(b.r1) || f.dead(b.r2) {
					return nil, nil, fmt.Errorf("split %q not allowed", l)
				}
			default:
				b.kind = "single"
				// the target says its preposition: "auf 9", "sur 9"
				if tm := px.rank.FindStringSubmatch(target); tm != nil {
					target = group(px.rank, tm, "g0")
				}
				if b.r1, err = rankOf(target); err != nil {
					return nil, nil, err
				}
				if f.dead(b.r1) {
					return nil, nil, fmt.Errorf("bet on a dead rank: %q", l)
				}
			}
			f.layout = append(f.layout, b)
			f.bettors = append(f.bettors, b.who)
		case px.call.MatchString(l) || px.callWeight.MatchString(l):
			rx := px.call
			if !rx.MatchString(l) {
				rx = px.callWeight
			}
			m := rx.FindStringSubmatch(l)
			b := &fbet{who: group(rx, m, "g0"), kind: "call"}
			var err error
			if b.halves, err = amountOf(group(rx, m, "g2")); err != nil {
				return nil, nil, err
			}
			for _, w := range strings.Split(group(rx, m, "g1"), ", ") {
				switch w {
				case px.red:
					b.colours = append(b.colours, true)
				case px.black:
					b.colours = append(b.colours, false)
				default:
					r, err := rankOf(w)
					if err != nil {
						return nil, nil, err
					}
					b.order = append(b.order, r)
				}
			}
			if len(f.box) != 3 {
				return nil, nil, fmt.Errorf("a call before the last three cards are told")
			}
			f.layout = append(f.layout, b)
			f.bettors = append(f.bettors, b.who)
		case px.bank.MatchString(l):
			m := px.bank.FindStringSubmatch(l)
			f.banker = group(px.bank, m, "g0") + group(px.bank, m, "g0b")
		case strings.HasPrefix(l, "? "):
			a, err := f.answer(px, l)
			if err != nil {
				return nil, nil, err
			}
			// Nothing between the asked turn and the question may tell
			// what the turn did to a bet.
			for _, x := range asked {
				for _, who := range f.bettors {
					if strings.HasPrefix(x, "  "+who+", ") {
						return nil, nil, fmt.Errorf("the asked turn's result is told before the question: %q", x)
					}
				}
			}
			return a, pre, nil
		}
	}
	return nil, nil, fmt.Errorf("no question read")
}

// answer answers the question line.
func (f *faroSolver) answer(px *patterns, l string) (scenarios.Answer, error) {
	switch {
	case px.askSettle.MatchString(l):
		if f.banker == "" {
			return nil, fmt.Errorf("the banker is never named")
		}
		out := scenarios.Settlement{}
		var sum int64
		for who, h := range f.last {
			out[who] = engine.Halves(h)
			sum += h
		}
		out[f.banker] = engine.Halves(-sum)
		return out, nil
	case px.askPayout.MatchString(l):
		who := group(px.askPayout, px.askPayout.FindStringSubmatch(l), "g0")
		return scenarios.Amount(engine.Halves(f.calls[who])), nil
	case px.askCount.MatchString(l):
		if !f.soda {
			return nil, fmt.Errorf("a count without the soda shown")
		}
		r, err := pluralRankOf(group(px.askCount, px.askCount.FindStringSubmatch(l), "g0"))
		return scenarios.Count(4 - f.shown[r]), err
	case px.askDead.MatchString(l):
		if !f.soda {
			return nil, fmt.Errorf("dead ranks without the soda shown")
		}
		out := scenarios.Ranks{}
		for r := 1; r <= 13; r++ {
			if f.dead(r) {
				out = append(out, engine.Rank(r))
			}
		}
		return out, nil
	case px.askSplit.MatchString(l), px.askSplitBetween.MatchString(l):
		rx := px.askSplit
		if !rx.MatchString(l) {
			rx = px.askSplitBetween
			next, _ := strconv.Atoi(group(rx, rx.FindStringSubmatch(l), "g4"))
			if next != f.turn+1 {
				return nil, fmt.Errorf("a split asked before turn %d after turn %d", next, f.turn)
			}
		}
		m := rx.FindStringSubmatch(l)
		a, _ := rankOf(group(rx, m, "g2"))
		b, _ := rankOf(group(rx, m, "g3"))
		if !f.soda {
			return nil, fmt.Errorf("a split question without the soda shown")
		}
		return scenarios.Bool(neighbours(a, b) && !f.dead(a) && !f.dead(b)), nil
	}
	return nil, fmt.Errorf("question not read: %q", l)
}

// --- Pasur ---

// captures is the solver's answer to a capture question: every legal
// capture (the best alone for a best question).
type captures struct {
	card  engine.Card
	takes [][]engine.Card
}

func value(c card) int {
	if c.rank >= 11 {
		return 0
	}
	return c.rank
}

// groupsOf reports whether cs splits into groups each summing to need.
func groupsOf(cs []card, need int) bool {
	if len(cs) == 0 {
		return true
	}
	first, rest := cs[0], cs[1:]
	for mask := 0; mask < 1<<len(rest); mask++ {
		sum := value(first)
		var left []card
		for i, c := range rest {
			if mask&(1<<i) != 0 {
				sum += value(c)
			} else {
				left = append(left, c)
			}
		}
		if sum == need && groupsOf(left, need) {
			return true
		}
	}
	return false
}

// legal lists every capture of c from table (none: it is laid): a king
// or queen takes every card of its rank, a jack every card but kings and
// queens, a number card disjoint groups of number cards summing to 11
// with it.
func legal(c card, table []card) [][]card {
	var out [][]card
	switch {
	case c.rank == 12 || c.rank == 13:
		var t []card
		for _, x := range table {
			if x.rank == c.rank {
				t = append(t, x)
			}
		}
		if len(t) > 0 {
			out = append(out, t)
		}
	case c.rank == 11:
		var t []card
		for _, x := range table {
			if x.rank < 12 {
				t = append(t, x)
			}
		}
		if len(t) > 0 {
			out = append(out, t)
		}
	default:
		var nums []card
		for _, x := range table {
			if x.rank <= 10 {
				nums = append(nums, x)
			}
		}
		for mask := 1; mask < 1<<len(nums); mask++ {
			var t []card
			for i, x := range nums {
				if mask&(1<<i) != 0 {
					t = append(t, x)
				}
			}
			if groupsOf(t, 11-value(c)) {
				out = append(out, t)
			}
		}
	}
	return out
}

// points: each ace and jack 1, 2♣ 2, 10♦ 3.
func points(cs []card) int {
	n := 0
	for _, c := range cs {
		switch {
		case c.rank == 1, c.rank == 11:
			n++
		case c.rank == 2 && c.suit == '♣':
			n += 2
		case c.rank == 10 && c.suit == '♦':
			n += 3
		}
	}
	return n
}

func without(table, take []card) []card {
	var out []card
next:
	for _, x := range table {
		for _, y := range take {
			if x == y {
				continue next
			}
		}
		out = append(out, x)
	}
	return out
}

func engineCards(cs []card) []engine.Card {
	out := make([]engine.Card, len(cs))
	for i, c := range cs {
		out[i] = c.engine()
	}
	return out
}

// pasurSolver is the round as the text tells it.
type pasurSolver struct {
	table []card
	hands map[string][]card
	pile  map[string][]card
	surs  map[string]int
	last  string
	dealt bool
}

// solvePasur reads a Pasur question and answers it.
func solvePasur(px *patterns, text string) (any, error) {
	s := &pasurSolver{hands: map[string][]card{}, pile: map[string][]card{}, surs: map[string]int{}}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		switch {
		case px.roundTable.MatchString(l):
			cs, err := cardsOf(group(px.roundTable, px.roundTable.FindStringSubmatch(l), "g0"))
			if err != nil {
				return nil, err
			}
			s.table, s.dealt = cs, true
		case px.roundHand.MatchString(l):
			m := px.roundHand.FindStringSubmatch(l)
			cs, err := cardsOf(group(px.roundHand, m, "g1"))
			if err != nil {
				return nil, err
			}
			s.hands[group(px.roundHand, m, "g0")] = cs
		case px.tableLine.MatchString(l):
			cs, err := cardsOf(group(px.tableLine, px.tableLine.FindStringSubmatch(l), "g0"))
			if err != nil {
				return nil, err
			}
			s.table, s.dealt = cs, true
		case px.laid.MatchString(l), px.took.MatchString(l):
			rx := px.laid
			if px.took.MatchString(l) {
				rx = px.took
			}
			m := rx.FindStringSubmatch(l)
			who := group(rx, m, "g0")
			c, err := cardOf(group(rx, m, "g1"))
			if err != nil {
				return nil, err
			}
			var take []card
			if rx == px.took {
				if take, err = cardsOf(group(rx, m, "g2")); err != nil {
					return nil, err
				}
			}
			sur, err := s.play(who, c, take)
			if err != nil {
				return nil, fmt.Errorf("%q: %v", l, err)
			}
			// A sur is announced before the next play.
			told := false
			for _, x := range lines[i+1:] {
				if px.laid.MatchString(x) || px.took.MatchString(x) || strings.HasPrefix(x, "? ") {
					break
				}
				told = told || px.sur.MatchString(x)
			}
			if sur != told {
				return nil, fmt.Errorf("%q: a sur %v, announced %v", l, sur, told)
			}
		case strings.HasPrefix(l, "? "):
			if !s.dealt {
				return nil, fmt.Errorf("the table is never shown")
			}
			return s.answer(px, l, text)
		}
	}
	return nil, fmt.Errorf("no question read")
}

// play applies a play told by the text, checking it: the player holds
// the card (when the hands are told), the capture is legal; it reports a
// sur (a capture that empties the table; RULINGS.md "Sur").
func (s *pasurSolver) play(who string, c card, take []card) (bool, error) {
	if h, ok := s.hands[who]; ok {
		found := false
		for i, x := range h {
			if x == c {
				s.hands[who] = append(h[:i:i], h[i+1:]...)
				found = true
				break
			}
		}
		if !found {
			return false, fmt.Errorf("%s does not hold %v", who, c)
		}
	}
	if len(take) == 0 {
		if len(legal(c, s.table)) > 0 {
			return false, fmt.Errorf("%v must capture", c)
		}
		s.table = append(s.table, c)
		return false, nil
	}
	ok := false
	for _, t := range legal(c, s.table) {
		ok = ok || sameSet(t, take)
	}
	if !ok {
		return false, fmt.Errorf("%v cannot take %v from %v", c, take, s.table)
	}
	s.table = without(s.table, take)
	s.pile[who] = append(append(s.pile[who], c), take...)
	s.last = who
	sur := len(s.table) == 0 // no variant in a score question
	if sur {
		s.surs[who]++
	}
	return sur, nil
}

func sameSet(a, b []card) bool {
	if len(a) != len(b) {
		return false
	}
	return len(without(a, b)) == 0
}

// answer answers the question line.
func (s *pasurSolver) answer(px *patterns, l, text string) (any, error) {
	switch {
	case px.askCapture.MatchString(l), px.askBest.MatchString(l):
		rx := px.askCapture
		if px.askBest.MatchString(l) {
			rx = px.askBest
		}
		c, err := cardOf(group(rx, rx.FindStringSubmatch(l), "g1"))
		if err != nil {
			return nil, err
		}
		out := captures{card: c.engine()}
		takes := legal(c, s.table)
		if rx == px.askBest {
			// points of the card and its take, 5 more for a sur; then
			// cards taken; then clubs taken (RULINGS.md "Best capture")
			worth := func(t []card) [3]int {
				v := points(append([]card{c}, t...))
				if len(t) == len(s.table) {
					v += 5
				}
				clubs := 0
				for _, x := range t {
					if x.suit == '♣' {
						clubs++
					}
				}
				return [3]int{v, len(t), clubs}
			}
			var best [][]card
			var bw [3]int
			for _, t := range takes {
				w := worth(t)
				switch {
				case len(best) == 0 || bw[0] < w[0] || bw[0] == w[0] && (bw[1] < w[1] || bw[1] == w[1] && bw[2] < w[2]):
					best, bw = [][]card{t}, w
				case w == bw:
					best = append(best, t)
				}
			}
			takes = best
		}
		for _, t := range takes {
			out.takes = append(out.takes, engineCards(t))
		}
		return out, nil
	case px.askSur.MatchString(l):
		m := px.askSur.FindStringSubmatch(l)
		c, err := cardOf(group(px.askSur, m, "g1"))
		if err != nil {
			return nil, err
		}
		noJack := strings.Contains(group(px.askSur, m, "variant"), px.noJackSur)
		sur := false
		for _, t := range legal(c, s.table) {
			sur = sur || len(t) == len(s.table) && !(noJack && c.rank == 11)
		}
		return scenarios.Bool(sur), nil
	case px.askLay.MatchString(l):
		c, err := cardOf(group(px.askLay, px.askLay.FindStringSubmatch(l), "g1"))
		return scenarios.Bool(len(legal(c, s.table)) == 0), err
	case px.askTake.MatchString(l):
		m := px.askTake.FindStringSubmatch(l)
		c, err1 := cardOf(group(px.askTake, m, "g1"))
		take, err2 := cardsOf(group(px.askTake, m, "g2"))
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%q", l)
		}
		ok := false
		for _, t := range legal(c, s.table) {
			ok = ok || sameSet(t, take)
		}
		return scenarios.Bool(ok), nil
	case px.askScore.MatchString(l):
		who := group(px.askScore, px.askScore.FindStringSubmatch(l), "g0")
		if px.bonus.MatchString(text) {
			return nil, fmt.Errorf("the last capturer's bonus is told before the question")
		}
		// The round is over: what is left goes to the last capturer,
		// never as a sur.
		if s.last != "" {
			s.pile[s.last] = append(s.pile[s.last], s.table...)
		}
		b := scenarios.Breakdown{}
		clubs := 0
		for _, c := range s.pile[who] {
			switch {
			case c.rank == 1:
				b["aces"]++
			case c.rank == 11:
				b["jacks"]++
			case c.rank == 2 && c.suit == '♣':
				b["two_clubs"] = 2
			case c.rank == 10 && c.suit == '♦':
				b["ten_diamonds"] = 3
			}
			if c.suit == '♣' {
				clubs++
			}
		}
		if clubs >= 7 {
			b["clubs"] = 7
		}
		b["surs"] = 5 * s.surs[who]
		b["total"] = b["aces"] + b["jacks"] + b["two_clubs"] + b["ten_diamonds"] + b["clubs"] + b["surs"]
		return b, nil
	}
	return nil, fmt.Errorf("question not read: %q", l)
}
