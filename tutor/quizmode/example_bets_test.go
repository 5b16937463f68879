package quizmode

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/quiz"
)

// exampleBet is one bet in a bets form's example: "Dan 3 auf 8",
// "Anna 5 auf D gecoppert".
var exampleBet = regexp.MustCompile(`(\p{L}+) (\d+) auf (10|[2-9AKDB])( gecoppert)?`)

// TestBetsExampleEqualsAnswerByChance (issue 22, "Nothing given away";
// Pharo – Ausführliche Regeln, „Ein Abzug“: a winning bet stays, a bet on
// a doublet's rank comes back by half): the example of the bets form —
// which bets lie on the layout now, which came back — is fixed per table
// and equals the question's own answer no more often than the answer of
// another question of that table. The questions are the quiz's generated
// settlement deals asked, after their turn, about the layout and about
// the bets returned. Pharo 14 asked „Welche Einsätze liegen jetzt auf dem
// Tableau?“ with the example „Dan 4 auf 9; Anna 2 auf K gecoppert“, its
// answer word for word.
func TestBetsExampleEqualsAnswerByChance(t *testing.T) {
	byTable := map[string][]askedForm[scenarios.Bets]{}
	n, nonEmpty := 0, 0
	for seed := uint64(0); n < 1200 && seed < 300; seed++ {
		for _, topic := range quiz.Topics("") {
			if topic.Game() == "pasur" {
				continue
			}
			for level := quiz.MinLevel; level <= quiz.MaxLevel; level++ {
				it, err := quiz.Generate(topic, level, seed)
				if err != nil {
					t.Fatal(err)
				}
				if it.Kind() != scenarios.QSettlement {
					continue
				}
				for _, kind := range []scenarios.QuestionKind{scenarios.QLayout, scenarios.QReturned} {
					var b bytes.Buffer
					qz, err := quiz.New(quiz.Options{N: 1}, nil)
					if err != nil {
						t.Fatal(err)
					}
					m := &Mode{scr: wideScreen(&b, locales.German), host: noHost{}, q: qz, now: time.Now}
					if err := m.open(askedAbout(it, kind)); err != nil {
						t.Fatalf("%s level %d seed %d (%s): %v", topic, level, seed, kind, err)
					}
					q := m.run.Question()
					w, ok := q.Want().(scenarios.Bets)
					if q == nil || !ok || len(q.Options()) > 0 {
						continue
					}
					n++
					if len(w) > 0 {
						nonEmpty++
					}
					var table []string
					for _, pl := range it.Scenario.Players {
						table = append(table, pl.Name)
					}
					key := string(kind) + ": " + strings.Join(table, " ")
					byTable[key] = append(byTable[key], askedForm[scenarios.Bets]{m.run.AnswerForm(), w})
				}
			}
		}
	}
	if n < 1000 || nonEmpty < n/4 {
		t.Fatalf("only %d bets questions generated, %d with a bet", n, nonEmpty)
	}
	for key, qs := range byTable {
		for _, a := range qs {
			if !exampleBet.MatchString(a.form) {
				t.Errorf("%s: the form %q gives no bet as its example", key, a.form)
			}
		}
	}
	own, other, pairs := exampleShares(t, byTable, n, sameBets)
	t.Logf("%d bets questions (%d with a bet): the example is the answer in %d (%.1f %%); another question's answer of the same table in %d of %d (%.1f %%)",
		n, nonEmpty, own, 100*float64(own)/float64(n), other, pairs, 100*float64(other)/float64(pairs))
}

// askedAbout is the generated item with its question replaced by one of
// the kind (layout, returned) about the same deal after the same turn.
func askedAbout(it *quiz.Item, kind scenarios.QuestionKind) *quiz.Item {
	sc := *it.Scenario
	sc.Steps = append([]scenarios.StepSpec(nil), it.Scenario.Steps...)
	for i := range sc.Steps {
		if a := sc.Steps[i].Ask; a != nil {
			sc.Steps[i].Ask = &scenarios.Ask{Kind: kind, Prompt: a.Prompt, Pos: a.Pos}
		}
	}
	c := *it
	c.Scenario = &sc
	return &c
}

// sameBets reports whether the form's example is exactly the bets w.
func sameBets(form string, w scenarios.Bets) bool {
	ex := exampleBet.FindAllStringSubmatch(form, -1)
	if len(ex) == 0 || len(ex) != len(w) {
		return false
	}
	p := locales.New(locales.German)
	for _, e := range ex {
		found := false
		for _, b := range w {
			stake, _ := strconv.ParseInt(e[2], 10, 64)
			if b.Player == e[1] && b.Stake == engine.Chips(stake) && p.Rank(b.Rank) == e[3] && b.Copper == (e[4] != "") {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}
