package quiz

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// What a generated settlement question tests, read by the test's own
// model of the rules (model_faro_test.go) from the scenario alone:
// nothing the generator decided is consulted.

// modelShape is what the asked turn of a question does, by the model.
type modelShape struct {
	nothing bool // no player's money changes (the answer "nothing")
	quiet   bool // the asked turn concerns no bet on the layout
	push    bool // it shows both ranks of a split (one wins, one loses)
	stayed  bool // it settles a bet that won earlier and stayed
	gone    bool // it shows the rank of a single bet that left the layout after a hit
	waited  bool // it resolves a bet that waited through an earlier turn untouched
	// topicHit: the topic's bet — the first placed — is settled (won,
	// lost, halved) by the asked turn; copperOn: a coppered single bet's
	// rank is on the asked turn.
	topicHit, copperOn bool
}

// modelReplay plays a generated Faro scenario in the model up to its
// question: the model, the asked turn's number and its two ranks.
func modelReplay(t *testing.T, sc *scenarios.Scenario) (*modelFaro, int, engine.Rank, engine.Rank) {
	t.Helper()
	m := newModelFaro(sc)
	for _, st := range sc.Steps {
		switch st.Kind {
		case scenarios.StepAction:
			if err := m.place(st.Action); err != nil {
				t.Fatal(err)
			}
		case scenarios.StepTurn:
			for k := 0; k < st.Turn.Count; k++ {
				m.draw()
			}
		}
	}
	return m, m.turn, m.deck[2*m.turn-1].Rank, m.deck[2*m.turn].Rank
}

// shapeOf reads the shape of a settlement question from the model.
func shapeOf(t *testing.T, it *Item) modelShape {
	m, asked, l, w := modelReplay(t, it.Scenario)
	var s modelShape
	s.nothing = true
	for _, d := range m.last {
		if d != 0 {
			s.nothing = false
		}
	}
	s.quiet = true
	for i, b := range m.all {
		var now *modelHit
		var before []modelHit
		for k := range b.hits {
			if b.hits[k].turn == asked {
				now = &b.hits[k]
			} else {
				before = append(before, b.hits[k])
			}
		}
		if b.kind == scenarios.ActBet && b.copper && (b.r1 == l || b.r1 == w) && b.placed < asked {
			s.copperOn = true
		}
		if now != nil {
			s.quiet = false
			s.push = s.push || now.both
			if i == 0 && now.units != 0 {
				s.topicHit = true
			}
			if len(before) > 0 && before[len(before)-1].units > 0 && before[len(before)-1].stays && now.units != 0 {
				s.stayed = true
			}
			if len(before) == 0 && b.placed < asked-1 && now.units != 0 {
				s.waited = true
			}
		}
		if b.kind == scenarios.ActBet && len(before) > 0 && !before[len(before)-1].stays && (b.r1 == l || b.r1 == w) {
			s.gone = true
		}
	}
	return s
}

// shapeSeeds is how many seeds each topic and level is measured with:
// QUIZ_SHAPE_SEEDS, else 400 (100 under -short).
func shapeSeeds(t *testing.T) int {
	if s := os.Getenv("QUIZ_SHAPE_SEEDS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("QUIZ_SHAPE_SEEDS=%q", s)
		}
		return n
	}
	if testing.Short() {
		return 100
	}
	return 400
}

// shapeTopics are the topics whose questions settle one asked turn.
var shapeTopics = []Topic{PharoSingle, PharoCopper, PharoDoublet, PharoSplit, PharoHighCard, PharoStanding,
	PharaonSingle, PharaonCopper, PharaonDoublet, PharaonResolved}

// TestShapeShares measures over many seeds what the settlement
// questions test: how often the answer is "nothing", and the share of
// each shape a topic intends (docs/quiz.md, "What a question tests"):
// a coppered bet's rank is always on the asked turn of a copper
// question; a single-bet question asks "nothing happens" in 10 %, 7 %,
// 3 % at levels 1–3 (quietShare); a split question's split is won and
// lost at once in 12 % at level 1, a quarter above (pushShare); a
// standing question turns on a bet that is gone in 12 % at level 1 and
// 35 % above (goneShareStanding), on a bet that stayed in the rest; a
// Pharaon one on a resolved pronostic in 12 % at level 1 and half above
// (goneShareResolved), on one that waited in the rest. The shares are checked within four
// standard errors; QUIZ_SHAPE_SEEDS=20000 go test ./tutor/quiz -run
// TestShapeShares -v prints the table of docs/quiz.md.
func TestShapeShares(t *testing.T) {
	n := shapeSeeds(t)
	within := func(name string, k, n int, p float64) {
		t.Helper()
		got := float64(k) / float64(n)
		if se := math.Sqrt(p * (1 - p) / float64(n)); math.Abs(got-p) > 4*se+1e-9 {
			t.Errorf("%s: %d of %d = %.1f %%, want %.0f %%", name, k, n, 100*got, 100*p)
		}
	}
	// atLeast checks a share at level 1 (one bet) within four standard
	// errors, and on fuller tables, where other bets may add to it, not
	// below.
	atLeast := func(name string, level, k, n int, p float64) {
		t.Helper()
		if level == 1 {
			within(name, k, n, p)
			return
		}
		if se := math.Sqrt(p * (1 - p) / float64(n)); float64(k)/float64(n) < p-4*se {
			t.Errorf("%s: %d of %d, want at least %.0f %%", name, k, n, 100*p)
		}
	}
	// turnsOn checks a standing topic: every question turns on a bet gone
	// or on one that stayed (waited); at level 1, one bet, exactly one of
	// them at the intended share; on fuller tables other bets may add the
	// other kind, so each comes at least as often as intended.
	turnsOn := func(name string, level, gone, other, either, asked int, share float64) {
		t.Helper()
		if either != asked {
			t.Errorf("%s: %d of %d questions turn on an earlier turn", name, either, asked)
		}
		if level == 1 {
			within(name+", gone", gone, asked, share)
			if gone+other != asked {
				t.Errorf("%s: %d gone and %d not of %d", name, gone, other, asked)
			}
			return
		}
		atLeast(name+", gone", level, gone, asked, share)
		atLeast(name+", stayed or waited", level, other, asked, 1-share)
	}
	var table []string
	for _, tp := range shapeTopics {
		for level := MinLevel; level <= MaxLevel; level++ {
			var asked, nothing, quiet, push, stayed, gone, waited, topicHit, copperOn, goneOrStayed, goneOrWaited int
			for seed := 0; seed < n; seed++ {
				it, err := Generate(tp, level, uint64(seed)*104729+11)
				if err != nil {
					t.Fatal(err)
				}
				if it.Kind() != scenarios.QSettlement {
					continue // the split topic's neighbours questions
				}
				asked++
				s := shapeOf(t, it)
				count := func(c *int, b bool) {
					if b {
						*c++
					}
				}
				count(&nothing, s.nothing)
				count(&quiet, s.quiet)
				count(&push, s.push)
				count(&stayed, s.stayed)
				count(&gone, s.gone)
				count(&waited, s.waited)
				count(&topicHit, s.topicHit)
				count(&copperOn, s.copperOn)
				count(&goneOrStayed, s.gone || s.stayed)
				count(&goneOrWaited, s.gone || s.waited)
			}
			name := fmt.Sprintf("%s level %d", tp, level)
			pc := func(k int) string { return fmt.Sprintf("%.1f %%", 100*float64(k)/float64(asked)) }
			table = append(table, fmt.Sprintf("| `%s` | %d | %d | %s | %s | %s | %s | %s | %s |", tp, level, asked,
				pc(nothing), pc(quiet), pc(push), pc(stayed), pc(gone), pc(waited)))
			switch tp {
			case PharoSingle, PharaonSingle:
				within(name+", quiet", quiet, asked, quietShare[level-1])
				if quiet+topicHit != asked {
					t.Errorf("%s: %d quiet and %d with the topic's bet settled of %d", name, quiet, topicHit, asked)
				}
			case PharoCopper, PharaonCopper:
				if copperOn != asked || quiet > 0 {
					t.Errorf("%s: a coppered rank on the asked turn in %d of %d, %d quiet", name, copperOn, asked, quiet)
				}
				if level == 1 && nothing > 0 {
					t.Errorf("%s: %d of %d change nothing", name, nothing, asked)
				}
			case PharoDoublet, PharaonDoublet, PharoHighCard:
				if topicHit != asked {
					t.Errorf("%s: the topic's bet settled in %d of %d", name, topicHit, asked)
				}
			case PharoSplit:
				atLeast(name+", push", level, push, asked, pushShare[level-1])
				if level == 1 && push+topicHit != asked {
					t.Errorf("%s: %d pushes and %d splits settled of %d", name, push, topicHit, asked)
				}
			case PharoStanding:
				turnsOn(name, level, gone, stayed, goneOrStayed, asked, goneShareStanding[level-1])
			case PharaonResolved:
				turnsOn(name, level, gone, waited, goneOrWaited, asked, goneShareResolved[level-1])
			}
			if level == 1 && tp != PharoSplit && tp != PharoStanding && tp != PharaonResolved && tp != PharoSingle && tp != PharaonSingle && nothing > 0 {
				t.Errorf("%s: %d of %d questions change nothing", name, nothing, asked)
			}
		}
	}
	if os.Getenv("QUIZ_SHAPE_SEEDS") != "" {
		t.Logf("%d seeds a topic and level\n| topic | level | settlements | nothing | quiet | push | stayed | gone | waited |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n%s",
			n, strings.Join(table, "\n"))
	}
}

// TestCitedRule: the rule a generated settlement question cites follows
// what its asked turn did, by the test's own reading of the rules and by
// the engine's events. For a one-turn question the topic's bet (the first
// placed) decides: a single bet on the bank card's rank cites the bank
// card's rule (pharo.de.txt "Ein Abzug" 1, pharaon.fr.txt 04), on the
// player card's rank the player card's (2), a doublet on its rank the
// doublet's, a split with both ranks on the turn "Gewinnt der eine und
// verliert der andere im selben Abzug, passiert nichts" (pharo.de.txt
// "Setzen"), with one of them the split's settlement (RULINGS.md "Split
// bet"), a high-card bet the variant's rule. When no bet is touched, or
// the answer rests on an earlier turn (a standing bet, a pronostic gone),
// no engine rule is cited and the question carries its own rule line
// instead. Every rule cited is the rule of the engine's event for that bet
// in the asked turn, and has a text in both languages.
func TestCitedRule(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 40
	}
	seen := map[string]int{}
	for _, tp := range shapeTopics {
		for level := MinLevel; level <= MaxLevel; level++ {
			for seed := 0; seed < n; seed++ {
				it, err := Generate(tp, level, uint64(seed)*7727+5)
				if err != nil {
					t.Fatal(err)
				}
				if it.Kind() != scenarios.QSettlement {
					continue
				}
				name := fmt.Sprintf("%s level %d seed %d", tp, level, seed)
				ask := it.Scenario.Steps[len(it.Scenario.Steps)-1].Ask
				seen[ask.Rule]++
				checkCited(t, name, it, ask)
			}
		}
	}
	for _, want := range []string{"faro.turn.loser", "faro.turn.winner", "faro.turn.doublet", "pharo.split.one-each", "pharo.split.settle", "pharo.highcard.settle", ""} {
		if seen[want] == 0 {
			t.Errorf("no question cites %q (%v)", want, seen)
		}
	}
}

// checkCited checks one question's citation (see TestCitedRule).
func checkCited(t *testing.T, name string, it *Item, ask *scenarios.Ask) {
	t.Helper()
	m, asked, l, w := modelReplay(t, it.Scenario)
	events, firstBet := engineEvents(t, it)
	byRule := func(rule string) bool {
		for _, e := range events {
			if string(e.Rule()) == rule {
				return true
			}
		}
		return false
	}
	if ask.Rule == "" {
		if len(it.Note) != 2 || !strings.HasPrefix(it.Note.In(scenarios.German), "Regel: ") || !strings.HasPrefix(it.Note.In(scenarios.French), "Règle\u00a0: ") {
			t.Errorf("%s: no rule and no rule line of its own: %v", name, it.Note)
		}
	} else {
		if it.Note != nil {
			t.Errorf("%s: a rule and a line of its own", name)
		}
		for _, l := range locales.Langs() {
			if _, ok := locales.New(l).Rule(ask.Rule, it.Scenario.Profile.String()); !ok {
				t.Errorf("%s: rule %s has no text in %s", name, ask.Rule, l)
			}
		}
		if !byRule(ask.Rule) {
			t.Errorf("%s: cites %s, which no engine event of the asked turn has", name, ask.Rule)
		}
	}
	if it.Topic == PharoStanding || it.Topic == PharaonResolved {
		s := shapeOf(t, it)
		switch {
		case it.Topic == PharoStanding && ask.Rule != "":
			t.Errorf("%s: a standing question cites %s, not the rule of the bet that stayed or left", name, ask.Rule)
		case it.Topic == PharaonResolved && s.gone && !s.waited && ask.Rule != "":
			t.Errorf("%s: a pronostic resolved earlier, yet the question cites %s", name, ask.Rule)
		case it.Topic == PharaonResolved && s.waited && !s.gone && ask.Rule == "":
			t.Errorf("%s: a pronostic that waited is resolved, yet no rule is cited", name)
		}
		return
	}
	first := m.all[0]
	var want string
	switch first.kind {
	case scenarios.ActHighCard:
		want = string(faro.RuleHighCard)
	case scenarios.ActSplit:
		in1, in2 := first.r1 == l || first.r1 == w, first.r2 == l || first.r2 == w
		switch {
		case (in1 || in2) && l == w:
			want = string(faro.RuleDoublet)
		case in1 && in2:
			want = string(faro.RuleSplitOneEach)
		case in1 || in2:
			want = string(faro.RuleSplit)
		}
	default:
		switch r := first.r1; {
		case r == l && r == w:
			want = string(faro.RuleDoublet)
		case r == l:
			want = string(faro.RuleLoserCard)
		case r == w:
			want = string(faro.RuleWinnerCard)
		}
	}
	if first.placed >= asked {
		t.Fatalf("%s: the first bet came after the asked turn", name)
	}
	if want == "" {
		for _, b := range m.all {
			for _, h := range b.hits {
				if h.turn == asked {
					t.Errorf("%s: the topic's bet is untouched but another is", name)
				}
			}
		}
	}
	if ask.Rule != want {
		t.Errorf("%s: cites %q, the topic's bet is settled by %q (turn %v %v)", name, ask.Rule, want, l, w)
	}
	if want != "" {
		found := false
		for _, e := range events {
			if e.Bet == firstBet && string(e.Rule()) == want {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: the engine settles the topic's bet otherwise than %s: %v", name, want, events)
		}
	}
}

// engineEvents replays a question against the engine: the asked turn's
// events and the first bet placed.
func engineEvents(t *testing.T, it *Item) ([]faro.Event, faro.BetID) {
	t.Helper()
	rep, err := scenarios.NewReplay(it.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	var last *faro.TurnResult
	var first faro.BetID
	placed := false
	for {
		st, ok := rep.Next()
		if !ok {
			t.Fatalf("the replay stopped: %v", rep.Err())
		}
		if st.Turn != nil {
			last = st.Turn
		}
		if st.Action != nil && !placed {
			first, placed = st.Bet, true
		}
		if st.Question != nil {
			return last.Events(), first
		}
	}
}
