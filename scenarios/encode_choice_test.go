package scenarios

import (
	"strings"
	"testing"

	"croupier/engine"
)

// TestEncodeChoiceQuestion: a Pasur round saved from free play with the
// coach's question (kind choice: the options, the right one marked, the
// explanation), a target variant and the match totals before the round
// loads back as written and replays. By hand (pasur.de.txt
// "Spielablauf"): Du's 8♥ takes 3♠ (8 + 3 = 11), the computer's 9♠ takes
// 2♣ (9 + 2 = 11), 4♠ finds no 7 and is laid.
func TestEncodeChoiceQuestion(t *testing.T) {
	cs := func(s string) []engine.Card {
		c, err := engine.ParseCards(s, engine.Neutral)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	sc := &Scenario{
		ID: "rt-pasur-coach", Langs: []Lang{German}, Title: Text{German: "Freies Spiel: Pasur"}, Game: Pasur,
		Variants: []string{"target: 51", "no_sur_with_jack"},
		Players:  []Player{{Name: "Du", Start: engine.Chips(12), HasStart: true}, {Name: "Computer", Dealer: true, Start: engine.Chips(30), HasStart: true}},
		Deck:     Deck{Hands: map[string][]engine.Card{"Du": cs("8♥ 4♠"), "Computer": cs("9♠")}, Table: cs("3♠ 2♣ A♦ K♦")},
		Steps: []StepSpec{
			{Kind: StepAsk, Ask: &Ask{Kind: QChoice, Prompt: Text{German: "Welcher Zug war besser?"},
				Options: []Option{{Text: Text{German: "8♥ nimmt 3♠"}, Explain: Text{German: "Damit nimmst du nur 3♠."}}, {Text: Text{German: "8♥ nimmt 2♣ A♦"}, Correct: true}},
				Explain: Text{German: "„8♥ nimmt 2♣ A♦“ bringt 6 Punkte mehr: Damit nimmst du 2♣ und A♦."}}},
			{Kind: StepAction, Action: &Action{Kind: ActPlay, Player: "Du", Card: cs("8♥")[0], Take: cs("3♠"), HasTake: true}},
			{Kind: StepAction, Action: &Action{Kind: ActPlay, Player: "Computer", Card: cs("9♠")[0], Take: cs("2♣"), HasTake: true}},
			{Kind: StepAction, Action: &Action{Kind: ActPlay, Player: "Du", Card: cs("4♠")[0], HasTake: true}},
		},
	}
	data, err := Encode(sc, "")
	if err != nil {
		t.Fatal(err)
	}
	got, diags := Load("rt.yaml", data)
	if got == nil || len(diags) > 0 {
		t.Fatalf("does not load cleanly: %v\n%s", Diagnostics(diags), data)
	}
	if strings.Join(got.Variants, ", ") != "target: 51, no_sur_with_jack" || got.Target != 51 {
		t.Errorf("variants %q, target %d:\n%s", got.Variants, got.Target, data)
	}
	if p := got.Players; !p[0].HasStart || p[0].Start != engine.Chips(12) || !p[1].Dealer || p[1].Start != engine.Chips(30) {
		t.Errorf("players %+v", p)
	}
	a := got.Steps[0].Ask
	if got.Steps[0].Kind != StepAsk || a.Kind != QChoice || a.Prompt.In(German) != "Welcher Zug war besser?" ||
		len(a.Options) != 2 || a.Options[0].Correct || !a.Options[1].Correct || a.Options[1].Text.In(German) != "8♥ nimmt 2♣ A♦" ||
		a.Explain.In(German) != sc.Steps[0].Ask.Explain.In(German) ||
		a.Options[0].Explain.In(German) != "Damit nimmst du nur 3♠." || !a.Options[1].Explain.Empty() {
		t.Fatalf("question lost:\n%s", data)
	}
	rep, err := NewReplay(got)
	if err != nil {
		t.Fatal(err)
	}
	for !rep.Done() {
		if _, ok := rep.Next(); !ok {
			t.Fatalf("replay refused: %v\n%s", rep.Err(), data)
		}
	}
	if bd := rep.Round().Breakdowns(); bd[1].Total != 3 || bd[0].Total != 0 {
		// the computer: 2♣ (2) and, as the last capturer, A♦ K♦ 4♠ (1)
		t.Errorf("scores %+v", bd)
	}
	// any other kind of question is not written
	sc.Steps[0].Ask.Kind = QCapture
	if _, err := Encode(sc, ""); err != ErrEncode {
		t.Errorf("a capture question encoded: %v", err)
	}
}
