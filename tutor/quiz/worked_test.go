package quiz

import (
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// rulebookItem is the example of pharo.de.txt "Ein Abzug" (Dan and Anna)
// or, in Pharaon, pharaon.fr.txt 09 (weights 2 on 9, cuivre 2 on K).
func rulebookItem(t *testing.T, profile string) *Item {
	t.Helper()
	var top []engine.Card
	for _, s := range []string{"5♣", "K♦", "9♣"} {
		c, _ := engine.ParseCard(s)
		top = append(top, c)
	}
	deck, err := engine.StackedDeck(top, engine.NewRand(7))
	if err != nil {
		t.Fatal(err)
	}
	stake9, stakeK := engine.Chips(4), engine.Chips(2)
	if profile == "pharaon" {
		stake9 = engine.Chips(2)
	}
	sc := &scenarios.Scenario{
		ID: "rulebook", Langs: []scenarios.Lang{scenarios.German, scenarios.French}, Game: scenarios.Faro, Profile: mustProfile(profile),
		Players: []scenarios.Player{{Name: "Doc", Banker: true}, {Name: "Dan"}, {Name: "Anna"}},
		Deck:    scenarios.Deck{Cards: deck},
		Steps: []scenarios.StepSpec{
			{Kind: scenarios.StepAction, Action: &scenarios.Action{Kind: scenarios.ActBet, Player: "Dan", Rank: engine.Nine, Stake: stake9}},
			{Kind: scenarios.StepAction, Action: &scenarios.Action{Kind: scenarios.ActBet, Player: "Anna", Rank: engine.King, Stake: stakeK, Copper: true}},
			{Kind: scenarios.StepTurn, Turn: &scenarios.TurnSpec{Count: 1}},
			{Kind: scenarios.StepAsk, Ask: &scenarios.Ask{Kind: scenarios.QSettlement, Prompt: msg(locales.QuizAskSettlement)}},
		},
	}
	return &Item{Topic: PharoCopper, Level: 1, Scenario: sc}
}

// TestWorkedRulebookExample: pharo.de.txt "Ein Abzug", Beispiel: Dan has
// 4 chips on the 9, Anna 2 coppered chips on the king; K♦ is the bank
// card, 9♣ the player card. Dan wins 4; the king lost, so Anna's coppered
// bet wins 2; the bank pays 6.
func TestWorkedRulebookExample(t *testing.T) {
	lines, err := Worked(locales.New(locales.German), rulebookItem(t, "pharo"))
	if err != nil {
		t.Fatal(err)
	}
	hasLines(t, lines,
		"Abzug 1: Bankkarte K♦ verliert, Spielerkarte 9♣ gewinnt.",
		"Dan, 4 Chips auf 9: 9♣ ist die Spielerkarte – der Einsatz gewinnt 1:1 → +4 (bleibt liegen)",
		"Anna, 2 Chips auf K, gecoppert: K♦ ist die Bankkarte – gecoppert gewinnt der Einsatz 1:1 → +2",
		"Die Spieler: Dan +4, Anna +2.",
		"Zusammen +6; die Bank (Doc) verliert also 6 Chips.")
	// pharaon.fr.txt 09: "Pronostic ordinaire sur 9 de poids 2, cuivre sur
	// K aussi 2 … Chacun gagne +2, le banquier note −4." (in its terms:
	// pronostic, poids, cuivré)
	lines, err = Worked(locales.New(locales.French), rulebookItem(t, "pharaon"))
	if err != nil {
		t.Fatal(err)
	}
	hasLines(t, lines,
		"Paire 1\u00a0: la perdante R♦ perd, la gagnante 9♣ gagne.",
		"Dan, pronostic sur 9 (poids 2)\u00a0: 9♣ est la gagnante – le pronostic gagne son poids → +2",
		"Anna, pronostic cuivré sur R (poids 2)\u00a0: R♦ est la perdante – cuivré, le pronostic gagne son poids → +2",
		"Ensemble +4\u00a0; la banque (Doc) perd donc 4 points.")
}

// TestWorkedEveryTopic: every generated question of every topic and level
// has a worked explanation in both languages, with no message missing.
func TestWorkedEveryTopic(t *testing.T) {
	for _, tp := range Topics("") {
		for level := MinLevel; level <= MaxLevel; level++ {
			for seed := uint64(0); seed < 12; seed++ {
				it, err := Generate(tp, level, seed)
				if err != nil {
					t.Fatal(err)
				}
				for _, l := range locales.Langs() {
					lines, err := Worked(locales.New(l), it)
					if err != nil || len(lines) == 0 {
						t.Fatalf("%s level %d seed %d %s: %v %v", tp, level, seed, l, err, lines)
					}
					text := strings.Join(lines, "\n")
					if strings.Contains(text, "[quiz.") || strings.Contains(text, "[odds.") || strings.Contains(text, "{") {
						t.Fatalf("%s level %d seed %d %s: a message is missing:\n%s", tp, level, seed, l, text)
					}
					if p := it.Scenario.Steps[len(it.Scenario.Steps)-1].Ask.Prompt.In(scenarios.Lang(l)); p == "" || strings.Contains(p, "[") {
						t.Fatalf("%s: prompt %q", tp, p)
					}
				}
			}
		}
	}
}

func mustProfile(name string) faro.Profile {
	p, err := faro.ParseProfile(name)
	if err != nil {
		panic(err)
	}
	return p
}
