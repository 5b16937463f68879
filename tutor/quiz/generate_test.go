package quiz

import (
	"errors"
	"reflect"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/scenarios"
)

// seedsPerLevel is how many seeds each topic and level is checked with.
func seedsPerLevel() uint64 {
	if testing.Short() {
		return 40
	}
	return 200
}

// TestGeneratedAgainstModels generates every topic at every level from
// thousands of seeds, replays each question against the engine, and
// checks the engine's answer against the independent models of
// model_faro_test.go and model_pasur_test.go.
func TestGeneratedAgainstModels(t *testing.T) {
	n := seedsPerLevel()
	for _, tp := range Topics("") {
		for level := MinLevel; level <= MaxLevel; level++ {
			kinds := map[scenarios.QuestionKind]int{}
			answers := map[string]bool{}
			for seed := uint64(0); seed < n; seed++ {
				it, err := Generate(tp, level, seed*7919+uint64(level))
				if err != nil {
					t.Fatalf("%s level %d seed %d: %v", tp, level, seed, err)
				}
				q, _, err := it.Question()
				if err != nil {
					t.Fatalf("%s level %d seed %d: the engine refuses the scenario: %v", tp, level, seed, err)
				}
				kinds[q.Kind()]++
				answers[q.Want().String()] = true
				if it.Scenario.Game == scenarios.Pasur {
					if err := modelPasurCheck(it.Scenario, q.Want(), q.Accepted()); err != nil {
						t.Fatalf("%s level %d seed %d: %v", tp, level, seed, err)
					}
					continue
				}
				want, err := modelFaroAnswer(it.Scenario)
				if err != nil {
					t.Fatalf("%s level %d seed %d: model: %v", tp, level, seed, err)
				}
				if v := q.Check(want); !v.Correct {
					t.Fatalf("%s level %d seed %d: model says %v, engine %v (%v)", tp, level, seed, want, q.Want(), v.Diffs)
				}
			}
			// A drill that always has the same answer teaches nothing.
			if len(answers) < 2 {
				t.Errorf("%s level %d: only the answers %v", tp, level, answers)
			}
		}
	}
}

// TestSameSeedSameQuestion: the same topic, level and seed give the same
// scenario; another seed another one.
func TestSameSeedSameQuestion(t *testing.T) {
	for _, tp := range Topics("") {
		for level := MinLevel; level <= MaxLevel; level++ {
			a, err := Generate(tp, level, 42)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := Generate(tp, level, 42)
			if !reflect.DeepEqual(a, b) {
				t.Errorf("%s level %d: seed 42 gave two questions", tp, level)
			}
			c, _ := Generate(tp, level, 43)
			if reflect.DeepEqual(a.Scenario.Deck, c.Scenario.Deck) && reflect.DeepEqual(a.Scenario.Steps, c.Scenario.Steps) {
				t.Errorf("%s level %d: seeds 42 and 43 gave the same question", tp, level)
			}
		}
	}
}

// TestLevelsGrow: level 1 is one bet on one turn (one player against the
// bank); level 3 a fuller table.
func TestLevelsGrow(t *testing.T) {
	count := func(it *Item) (players, actions int) {
		for _, s := range it.Scenario.Steps {
			if s.Kind == scenarios.StepAction {
				actions++
			}
		}
		return len(it.Scenario.Players), actions
	}
	for _, tp := range []Topic{PharoSingle, PharoCopper, PharoDoublet, PharaonSingle, PharaonDoublet} {
		var p1, a1, p3, a3 int
		for seed := uint64(0); seed < 50; seed++ {
			it1, _ := Generate(tp, 1, seed)
			it3, _ := Generate(tp, 3, seed)
			p, a := count(it1)
			if p != 2 || a != 1 {
				t.Errorf("%s level 1 seed %d: %d players, %d bets", tp, seed, p, a)
			}
			p1, a1 = p1+p, a1+a
			p, a = count(it3)
			p3, a3 = p3+p, a3+a
		}
		if p3 <= 2*p1 || a3 <= 3*a1 {
			t.Errorf("%s: level 3 averages %d players and %d bets per 50, level 1 %d and %d", tp, p3, a3, p1, a1)
		}
	}
}

// TestGenerateRefuses: unknown topics and levels are typed errors.
func TestGenerateRefuses(t *testing.T) {
	if _, err := Generate("faro.nonsense", 1, 1); !errors.Is(err, ErrTopic) {
		t.Errorf("topic: %v", err)
	}
	for _, l := range []int{0, 4, -1} {
		_, err := Generate(PharoSingle, l, 1)
		var qe *Error
		if !errors.Is(err, ErrLevel) || !errors.As(err, &qe) || qe.Level != l {
			t.Errorf("level %d: %v", l, err)
		}
	}
}

// TestPasurTablesReachable: no generated Pasur table is one a game never
// reaches (RULINGS.md "Pasur", initial table check): a score question's
// starting table has no jack and at most one queen and one king; any
// other table at most one jack, one queen and one king (a card of a rank
// on the table must capture it).
func TestPasurTablesReachable(t *testing.T) {
	for _, tp := range Topics("pasur") {
		for level := MinLevel; level <= MaxLevel; level++ {
			for seed := uint64(0); seed < 300; seed++ {
				it, err := Generate(tp, level, seed)
				if err != nil {
					t.Fatal(err)
				}
				var j, q, k int
				for _, c := range it.Scenario.Deck.Table {
					switch c.Rank {
					case engine.Jack:
						j++
					case engine.Queen:
						q++
					case engine.King:
						k++
					}
				}
				start := tp == PasurScore
				if q > 1 || k > 1 || j > 1 || start && j > 0 {
					t.Fatalf("%s level %d seed %d: table %v", tp, level, seed, it.Scenario.Deck.Table)
				}
			}
		}
	}
}

// TestEveryLevelIsItsOwn: for every topic the question at a level is the
// level's (docs/quiz.md "Levels"), not another's: the table grows from
// level to level — on average more players, bets and turns drawn (Faro),
// more cards on the table and in the hands, and plays told (Pasur) — and
// a level-1 Pasur question shows no face card: not the card asked about,
// not on the table, not in the hand shown (every hand of a score
// question).
func TestEveryLevelIsItsOwn(t *testing.T) {
	const seeds = 150
	for _, tp := range Topics("") {
		var size [MaxLevel + 1]float64
		for level := MinLevel; level <= MaxLevel; level++ {
			for seed := uint64(0); seed < seeds; seed++ {
				it, err := Generate(tp, level, seed*31+7)
				if err != nil {
					t.Fatal(err)
				}
				if it.Level != level {
					t.Fatalf("%s: asked for level %d, got %d", tp, level, it.Level)
				}
				sc := it.Scenario
				n := len(sc.Players) + len(sc.Deck.Table)
				for _, h := range sc.Deck.Hands {
					n += len(h)
				}
				for _, s := range sc.Steps {
					switch s.Kind {
					case scenarios.StepAction:
						n++
					case scenarios.StepTurn:
						n += s.Turn.Count
					}
				}
				size[level] += float64(n) / seeds
				if level == 1 && sc.Game == scenarios.Pasur {
					// the asked card, the table and the hand shown (a
					// score question shows every hand)
					ask := sc.Steps[len(sc.Steps)-1].Ask
					shown := append([]engine.Card{ask.Card}, sc.Deck.Table...)
					if ask.Probe != nil {
						shown[0] = ask.Probe.Card
					}
					for i, p := range sc.Players {
						if i == 0 || tp == PasurScore {
							shown = append(shown, sc.Deck.Hands[p.Name]...)
						}
					}
					for _, c := range shown {
						if c.Valid() && c.Rank.Face() {
							t.Fatalf("%s level 1 seed %d: a face card %v (table %v, hands %v)", tp, seed, c, sc.Deck.Table, sc.Deck.Hands)
						}
					}
				}
			}
		}
		if !(size[1] < size[2] && size[2] < size[3]) {
			t.Errorf("%s: sizes by level %.2f, %.2f, %.2f", tp, size[1], size[2], size[3])
		}
	}
}

// TestDealtLookingTablesPassTheCheck: a generated Pasur position that
// shows as a round's start (four table cards, full hands) passes the
// initial table check (RULINGS.md "Pasur": no jack, at most one queen and
// one king), as the lesson on it teaches (DE review 3, item 10).
func TestDealtLookingTablesPassTheCheck(t *testing.T) {
	checked := 0
	for _, topic := range Topics("pasur") {
		for level := MinLevel; level <= MaxLevel; level++ {
			for seed := uint64(0); seed < 40; seed++ {
				it, err := Generate(topic, level, seed)
				if err != nil {
					t.Fatal(err)
				}
				d := it.Scenario.Deck
				full := len(d.Table) == pasur.HandSize && len(d.Hands) > 0
				for _, h := range d.Hands {
					full = full && len(h) == pasur.HandSize
				}
				if !full {
					continue
				}
				checked++
				if f := pasur.CheckTable(d.Table); f != 0 {
					t.Errorf("%s level %d seed %d: a starting-looking table %v fails the table check", topic, level, seed, d.Table)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no starting-looking table generated")
	}
	t.Logf("%d starting-looking tables checked", checked)
}
