package quiz

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/scenarios"
)

// What a question makes the learner think about, read from each generated
// question by the test's own rules (the models of model_faro_test.go and
// model_pasur_test.go, the scenario's cards), never by the generator's
// decisions (issue 29). A question is
//   - decided by its rule when a simpler rule would answer it wrongly: the
//     topic's rule is needed (see decides);
//   - trivial when its answer is one a learner can give without looking:
//     "nothing happens", a call worth 0, no dead rank, a count of 4 for a
//     rank never shown, "lay", a score of 0.

// decidesSeeds is how many seeds each topic and level is measured with:
// QUIZ_DECIDES_SEEDS, else 700 (2 100 a topic), 120 under -short or -race.
func decidesSeeds(t *testing.T) int {
	if s := os.Getenv("QUIZ_DECIDES_SEEDS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("QUIZ_DECIDES_SEEDS=%q", s)
		}
		return n
	}
	if testing.Short() || raceOn {
		return 120
	}
	return 700
}

// reading is what the test reads in one question.
type reading struct {
	decides, trivial bool
	// best: the best capture's kind ("points", "clubs", "sur", "cards").
	best string
}

// readQuestion reads a generated question.
func readQuestion(t *testing.T, it *Item) reading {
	t.Helper()
	q, _, err := it.Question()
	if err != nil {
		t.Fatal(err)
	}
	want := q.Want()
	sc := it.Scenario
	ask := sc.Steps[len(sc.Steps)-1].Ask
	var r reading
	switch w := want.(type) {
	case scenarios.Settlement:
		r.trivial = true
		for _, d := range w {
			if d != 0 {
				r.trivial = false
			}
		}
		r.decides = faroDecides(t, it)
	case scenarios.Amount:
		r.trivial = w == 0
		r.decides = rightCall(sc, ask.Player)
	case scenarios.Count:
		r.trivial = w == 4
		r.decides = !r.trivial
	case scenarios.Ranks:
		r.trivial = len(w) == 0
		r.decides = !r.trivial
	case scenarios.Capture:
		takes := legalTakes(ask.Card, sc.Deck.Table)
		r.trivial = len(takes) == 0
		if ask.Best {
			r.best = bestKindModel(ask.Card, takes, sc.Deck.Table)
			r.decides = r.best == "points" || r.best == "clubs"
		} else {
			// the simpler rule: take one table card that makes 11 with it
			// (or a face of its own rank); the rule decides when no
			// legal capture is one card
			r.decides = len(takes) > 0
			for _, tk := range takes {
				if len(tk) == 1 {
					r.decides = false
				}
			}
		}
	case scenarios.Bool:
		r.decides = boolDecides(sc, ask, bool(w))
	case scenarios.Breakdown:
		r.trivial = w["total"] == 0
		r.decides = w["surs"] > 0 || w["clubs"] > 0 || bonusScores(t, sc, ask.Player)
	default:
		t.Fatalf("%s: an answer %T", it.Topic, want)
	}
	return r
}

// faroDecides: the rule of a settlement question's topic decides its
// answer (by the model's reading, shapeOf): the topic's bet is settled by
// the asked turn (a plain, coppered, doublet, split or high-card bet:
// "nothing happens" would be wrong), or a split's two ranks win and lose
// at once, a coppered rank is on the turn; for the standing topics the
// answer rests on an earlier turn (a won bet stayed, a lost one or a
// resolved pronostic is gone, a pronostic waited); for a call, a call
// was right (a right call pays 4:1 or 2:1, not its stake).
func faroDecides(t *testing.T, it *Item) bool {
	switch it.Topic {
	case PharoCall, PharaonCall:
		for _, st := range it.Scenario.Steps {
			if st.Kind == scenarios.StepAction && st.Action.Kind == scenarios.ActCall && rightCall(it.Scenario, st.Action.Player) {
				return true
			}
		}
		return false
	}
	s := shapeOf(t, it)
	switch it.Topic {
	case PharoCopper, PharaonCopper:
		return s.copperOn
	case PharoSplit:
		return s.topicHit || s.push
	case PharoStanding:
		return s.stayed || s.gone
	case PharaonResolved:
		return s.gone || s.waited
	}
	return s.topicHit
}

// rightCall: the player's call names the order of the last three cards
// (loser, winner, hock: deck positions 49–51), by ranks or by colours.
func rightCall(sc *scenarios.Scenario, player string) bool {
	d := sc.Deck.Cards
	if len(d) < engine.DeckSize {
		return false
	}
	last := d[engine.DeckSize-3:]
	for _, st := range sc.Steps {
		a := st.Action
		if st.Kind != scenarios.StepAction || a.Kind != scenarios.ActCall || a.Player != player {
			continue
		}
		for i, c := range last {
			switch {
			case len(a.Ranks) == 3 && a.Ranks[i] != c.Rank:
				return false
			case len(a.Colours) == 3 && (a.Colours[i] == "red") != c.Suit.Red():
				return false
			case len(a.Ranks) != 3 && len(a.Colours) != 3:
				return false
			}
		}
		return true
	}
	return false
}

// bestKindModel reads what decides the best capture, on the model's
// values (points with a sur, table cards, clubs): "sur" when it clears
// the table, "points" when another capture takes as many table cards or
// more, "clubs" when another ties it in points and cards, else "cards"
// (the most cards is the best).
func bestKindModel(card engine.Card, takes [][]engine.Card, table []engine.Card) string {
	if len(takes) == 0 {
		return ""
	}
	bi := 0
	for i := range takes {
		if less3(modelValue(card, takes[bi], table, false), modelValue(card, takes[i], table, false)) {
			bi = i
		}
	}
	if len(takes[bi]) == len(table) {
		return "sur"
	}
	b := modelValue(card, takes[bi], table, false)
	kind := "cards"
	for i, tk := range takes {
		v := modelValue(card, tk, table, false)
		switch {
		case i == bi || v[1] < b[1]:
		case v[0] == b[0] && v[1] == b[1]:
			kind = "clubs"
		default:
			return "points"
		}
	}
	return kind
}

// boolDecides: a yes/no answer that a simpler rule would get wrong.
//   - legal (Pasur): "a play is allowed when its cards make 11 with the
//     card, and a card may always be laid" — wrong for several groups, a
//     jack's sweep, a king or queen, a card laid that must capture;
//   - legal (a split): "any two ranks may share a stake" — wrong when they
//     are no neighbours;
//   - sur: "a card that takes something sweeps" — wrong when it takes but
//     leaves cards, or the variant denies the sur.
func boolDecides(sc *scenarios.Scenario, ask *scenarios.Ask, yes bool) bool {
	switch {
	case ask.Kind == scenarios.QSur:
		return len(legalTakes(ask.Card, sc.Deck.Table)) > 0 && !yes
	case ask.Probe != nil && ask.Probe.Kind == scenarios.ActSplit:
		return !yes
	case ask.Probe != nil:
		p := ask.Probe
		naive := len(p.Take) == 0
		if !naive {
			sum := cardValue(p.Card)
			faces := p.Card.Rank.Face()
			for _, c := range p.Take {
				sum += cardValue(c)
				faces = faces || c.Rank.Face()
			}
			naive = sum == 11 && !faces
		}
		return naive != yes
	}
	return false
}

// bonusScores: the player asked about captured last and the table's last
// cards, theirs by the end of the round ("Spielablauf" 8), hold points.
func bonusScores(t *testing.T, sc *scenarios.Scenario, player string) bool {
	t.Helper()
	m := &modelPasur{hands: map[string][]engine.Card{}, table: append([]engine.Card(nil), sc.Deck.Table...),
		pile: map[string][]engine.Card{}, surs: map[string]int{}}
	for _, p := range sc.Players {
		m.hands[p.Name] = append([]engine.Card(nil), sc.Deck.Hands[p.Name]...)
	}
	own := map[engine.Card]bool{}
	for _, st := range sc.Steps {
		if st.Kind != scenarios.StepAction {
			continue
		}
		if err := m.play(st.Action, false); err != nil {
			t.Fatal(err)
		}
		if st.Action.Player == player && len(st.Action.Take) > 0 {
			own[st.Action.Card] = true
			for _, c := range st.Action.Take {
				own[c] = true
			}
		}
	}
	var bonus []engine.Card
	for _, c := range m.pile[player] {
		if !own[c] {
			bonus = append(bonus, c)
		}
	}
	return points(bonus) > 0
}

// TestRuleDecides measures per topic and level the share of questions
// the topic's rule decides and the share of trivial answers, and fails
// when the trivial ones exceed trivialCap (15 %, 10 %, 5 % at levels 1–3)
// or the best-capture questions that points or clubs decide fall short of
// bestShares (docs/quiz.md, "What a question tests"). The table is
// printed with -v.
func TestRuleDecides(t *testing.T) {
	n := decidesSeeds(t)
	var rows []string
	for _, tp := range Topics("") {
		for level := MinLevel; level <= MaxLevel; level++ {
			var decides, trivial, sur int
			for seed := 0; seed < n; seed++ {
				it, err := Generate(tp, level, uint64(seed)*7919+3)
				if err != nil {
					t.Fatal(err)
				}
				r := readQuestion(t, it)
				if r.decides {
					decides++
				}
				if r.trivial {
					trivial++
				}
				if r.best == "sur" {
					sur++
				}
			}
			pc := func(k int) float64 { return 100 * float64(k) / float64(n) }
			extra := ""
			if tp == PasurBest {
				extra = fmt.Sprintf(" (sur %.1f %%)", pc(sur))
			}
			rows = append(rows, fmt.Sprintf("| `%s` | %d | %d | %.1f %%%s | %.1f %% |", tp, level, n, pc(decides), extra, pc(trivial)))
			if cap := 100 * trivialCap[level-1]; pc(trivial) > cap {
				t.Errorf("%s level %d: %d of %d trivial answers (%.1f %%), more than %.0f %%", tp, level, trivial, n, pc(trivial), cap)
			}
			if tp == PasurBest {
				// the shapes' shares, less four standard errors (a shape
				// none of the strict attempts reached takes any table)
				sh := bestShares[level-1]
				p := sh[0] + sh[1]
				if se := stdErr(p, n); pc(decides)/100 < p-4*se {
					t.Errorf("%s level %d: points or clubs decide %.1f %%, want %.0f %%", tp, level, pc(decides), 100*p)
				}
				if se := stdErr(sh[2], n); pc(sur)/100 > sh[2]+4*se {
					t.Errorf("%s level %d: %.1f %% surs, want %.0f %%", tp, level, pc(sur), 100*sh[2])
				}
			}
		}
	}
	t.Logf("%d seeds a topic and level\n| topic | level | questions | decided by the rule | trivial |\n| --- | --- | --- | --- | --- |\n%s",
		n, strings.Join(rows, "\n"))
}

// stdErr is the standard error of a share p measured over n questions.
func stdErr(p float64, n int) float64 { return math.Sqrt(p * (1 - p) / float64(n)) }
