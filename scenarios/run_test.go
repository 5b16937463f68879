package scenarios

import (
	"math/big"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// TestRunFindsWrongExpectations: a wrong expectation fails at its position
// and names the engine's value (pharo.de.txt "Ein Abzug": Dan wins 4, not 5).
func TestRunFindsWrongExpectations(t *testing.T) {
	src := editBase(t, "expect: {Dan: +4, Anna: +2, Bank: -6}", "expect: {Dan: +5, Anna: +2, Bank: -6}")
	res := RunFile("t.yaml", []byte(src))
	if res.Invalid || res.Passed() {
		t.Fatalf("want a failure: %+v", res)
	}
	// Dan is off by one; the bank's -6 is right (the file says -6).
	if len(res.Failures) != 1 {
		t.Fatalf("failures: %v", Diagnostics(res.Failures))
	}
	f := res.Failures[0]
	// reported at Dan's entry: `      expect: {Dan: +5, …}`, column 21
	if f.Code != CodeMismatch || f.Line != 18 || f.Col != 21 || strings.Join(f.Args, "|") != "Dan|+5|+4" {
		t.Errorf("got %v %v", f, f.Args)
	}
	// The cards of a turn are checked too.
	src = editBase(t, "winner: 9♣}}", "winner: 9♥}}")
	res = RunFile("t.yaml", []byte(src))
	if len(res.Failures) != 1 || strings.Join(res.Failures[0].Args, "|") != "winner|9♥|9♣" {
		t.Errorf("turn: %v", Diagnostics(res.Failures))
	}
}

// TestCorpusMutations: changing any expected amount of the corpus makes
// Run fail, so the corpus really checks what it claims.
func TestCorpusMutations(t *testing.T) {
	ss, err := CorpusScenarios()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range ss {
		for i := range s.Steps {
			a := s.Steps[i].Ask
			if a == nil || a.Expect == nil {
				continue
			}
			orig := a.Expect
			switch e := orig.(type) {
			case Settlement:
				m := Settlement{}
				for k, v := range e {
					m[k] = v
				}
				for k := range m {
					m[k] += engine.Halves(1)
					break
				}
				a.Expect = m
			case Amount:
				a.Expect = e + 2
			case Count:
				a.Expect = e + 1
			case Bool:
				a.Expect = !e
			case Ranks:
				a.Expect = append(Ranks{engine.King}, e...)
			case Capture:
				a.Expect = Capture{Take: append([]engine.Card{{Rank: engine.Queen, Suit: engine.Spades}}, e.Take...)}
			case Breakdown:
				a.Expect = Breakdown{"total": e["total"] + 1}
			case Standing:
				m := Standing{}
				for k, v := range e {
					m[k] = v + engine.Chips(1)
				}
				a.Expect = m
			case Winner:
				a.Expect = Winner{Names: []string{s.Players[0].Name, s.Players[1].Name}, Draw: !e.Draw && len(e.Names) == 0}
			case Name:
				other := s.Players[0].Name
				if string(e) == other {
					other = s.Players[1].Name
				}
				a.Expect = Name(other)
			case Cards:
				a.Expect = append(Cards{{Rank: engine.Queen, Suit: engine.Spades}}, e...)
			case Bets:
				a.Expect = append(Bets{{Player: s.Players[1].Name, Kind: faro.Single, Rank: engine.Queen, Stake: engine.Chips(1)}}, e...)
			case TableCheck:
				a.Expect = append(TableCheck{CheckRedeal}, e...)
			case Odds:
				a.Expect = Odds{Value: new(big.Rat).Add(e.Value, big.NewRat(1, 3)), Tol: new(big.Rat)}
			case Legality:
				a.Expect = Legality{Legal: e.Legal, Rule: "pasur.capture.bad_sum"}
			}
			if Run(s).Passed() {
				t.Errorf("%s step %d: %v → %v still passes", s.ID, i+1, orig, a.Expect)
			}
			a.Expect = orig
			n++
		}
	}
	if n < 10 {
		t.Errorf("only %d expectations mutated", n)
	}
}

// TestCheckVerdicts exercises Question.Check as the tutor uses it.
func TestCheckVerdicts(t *testing.T) {
	s, diags := Load("t.yaml", []byte(base))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	r, err := NewReplay(s)
	if err != nil {
		t.Fatal(err)
	}
	var q *Question
	kinds := ""
	for {
		st, ok := r.Next()
		if !ok {
			break
		}
		kinds += st.Kind.String() + " "
		if st.Question != nil {
			q = st.Question
		}
		if st.Kind == StepTurn && (st.Turn == nil || st.Turn.Loser != (engine.Card{Rank: engine.King, Suit: engine.Diamonds})) {
			t.Errorf("turn: %+v", st.Turn)
		}
	}
	if r.Err() != nil || kinds != "action action turn ask " {
		t.Fatalf("steps %q, err %v", kinds, r.Err())
	}
	if r.Deal() == nil || r.Round() != nil || r.Deal().TurnNumber() != 1 {
		t.Error("engine state")
	}
	// pharo.de.txt "Ein Abzug", Beispiel: Dan +4, Anna +2, Bank -6.
	right := Settlement{"Dan": engine.Chips(4), "Anna": engine.Chips(2), "Bank": engine.Chips(-6)}
	if v := q.Check(right); !v.Correct {
		t.Errorf("right answer judged wrong: %+v", v)
	}
	wrong := Settlement{"Dan": engine.Chips(4), "Anna": engine.Chips(-2), "Bank": engine.Chips(-2)}
	v := q.Check(wrong)
	if v.Correct || v.Reason != WrongValue || len(v.Diffs) != 2 || v.Diffs[0].Key != "Anna" || v.Diffs[0].Want != "+2" || v.Diffs[1].Key != "Bank" {
		t.Errorf("wrong answer: %+v", v)
	}
	if v := q.Check(Count(3)); v.Correct || v.Reason != WrongKind {
		t.Errorf("kind: %+v", v)
	}
	if q.Want().String() != "{Anna: +2, Bank: -6, Dan: +4}" || q.Prompt(German) != "Wer gewinnt?" || q.Prompt(French) != "Wer gewinnt?" {
		t.Errorf("want %v", q.Want())
	}
	// Undo goes back to just before the question.
	if ok, err := r.UndoToQuestion(); !ok || err != nil || r.Position() != 3 {
		t.Fatalf("undo: %v %v at %d", ok, err, r.Position())
	}
	st, _ := r.Next()
	if st.Question == nil || !st.Question.Check(right).Correct {
		t.Error("question after undo")
	}
}

// pasurBase is the table of pasur.de.txt "Spielablauf" 2: 7 + 4 = 11 and
// 8 + 2 + A = 11.
const pasurBase = `id: p
lang: fr
title: Test
game: pasur
players: [{name: Dan}, {name: Anna}]
deck:
  hands: {Dan: [7♣, K♠, 3♦, 10♥], Anna: [8♥, 5♠, 6♣, Q♦]}
  table: [4♦, 2♣, A♠, 7♥]
steps:
  - play: {player: Dan, card: 7♣}
`

func TestPasurLoader(t *testing.T) {
	cases := []struct{ name, old, new, code, sugg string }{
		// RULINGS.md "Pasur": a card that can capture must capture.
		{"lay a card that captures", "card: 7♣}", "card: 7♣, take: []}", CodeMustCapture, ""},
		// 10♥ takes A♠ only; a wrong take is refused with the legal ones.
		{"bad sum", "card: 7♣}", "card: 7♣, take: [2♣]}", CodeIllegal, "[4♦]"},
		{"several captures, none chosen", "7♥]", "7♥, 3♣]", CodeAmbiguousCapture, ""},
		{"not their turn", "player: Dan, card: 7♣", "player: Anna, card: 8♥", CodeIllegal, ""},
		{"unknown variant", "game: pasur", "game: pasur\nvariants: [no_sur_at50]", CodeBadValue, "no_sur_at_50"},
		{"bad target", "game: pasur", "game: pasur\nvariants: [{target: 50}]", CodeBadValue, ""},
		{"faro step in pasur", "  - play:", "  - turn: {}\n  - play:", CodeUnknownKey, ""},
		{"limits in pasur", "game: pasur", "game: pasur\nlimits: {min: 1}", CodeNotWith, ""},
		{"hand of an unknown player", "Anna: [8♥", "Ana: [8♥", CodeUnknownKey, "Anna"},
	}
	if _, diags := Load("p.yaml", []byte(pasurBase)); len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(pasurBase, c.old, c.new, 1)
			_, diags := Load("p.yaml", []byte(src))
			for _, d := range diags {
				if d.Code == c.code {
					if d.Suggestion != c.sugg {
						t.Errorf("suggestion %q, want %q", d.Suggestion, c.sugg)
					}
					return
				}
			}
			t.Errorf("want %s, got %v", c.code, Diagnostics(diags))
		})
	}
}

// TestCaptureVerdicts: any legal capture is right unless best is asked.
func TestCaptureVerdicts(t *testing.T) {
	// 3♣ on a table 4♦ 2♣ A♠ 7♥ 4♠: 3 needs 8 = 4♦+4♠ or 7♥+A♠, or both groups.
	src := strings.Replace(pasurBase, "7♥]", "7♥, 4♠]", 1)
	src = strings.Replace(src, "Dan: [7♣", "Dan: [3♣", 1)
	src = strings.Replace(src, "  - play: {player: Dan, card: 7♣}\n", `  - ask:
      question: x
      capture: {card: 3♣}
  - ask:
      question: x
      capture: {card: 3♣, best: true}
`, 1)
	s, diags := Load("p.yaml", []byte(src))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	r, _ := NewReplay(s)
	anyQ, _ := r.Next()
	bestQ, _ := r.Next()
	c := func(cs ...string) Capture {
		out := Capture{Card: engine.Card{Rank: 3, Suit: engine.Clubs}}
		for _, x := range cs {
			card, _ := engine.ParseCard(x)
			out.Take = append(out.Take, card)
		}
		return out
	}
	if v := anyQ.Question.Check(c("4♦", "4♠")); !v.Correct {
		t.Errorf("legal capture refused: %+v", v)
	}
	if v := anyQ.Question.Check(c("4♦", "A♠")); v.Correct || v.Reason != NotLegal {
		t.Errorf("4+1 accepted: %+v", v)
	}
	// Both groups take 4 cards with the ace (1 point): the best.
	if v := bestQ.Question.Check(c("4♦", "4♠")); v.Correct || v.Reason != NotBest {
		t.Errorf("not best accepted: %+v", v)
	}
	if v := bestQ.Question.Check(c("4♦", "4♠", "7♥", "A♠")); !v.Correct {
		t.Errorf("best refused: %+v", v)
	}
	if len(anyQ.Question.Accepted()) != 3 {
		t.Errorf("accepted: %v", anyQ.Question.Accepted())
	}
}

// TestFaroVariants: the high-card bet (RULINGS.md "High card": pays 1:1,
// a lower player card loses) and Foster's colour call in Pharaon
// (RULINGS.md "Faro profile pharaon": three of a rank, correct pays 2:1).
func TestFaroVariants(t *testing.T) {
	high := strings.Replace(base, "profile: pharo", "profile: pharo\nvariants: [high_card]", 1)
	high = strings.Replace(high, `  - bet: {player: Dan, rank: "9", stake: 4}`, `  - high_card: {player: Dan, stake: 4}`, 1)
	// K♦ then 9♣: the player card is lower, Dan loses 4; Anna's coppered
	// K wins 2; the bank +2.
	high = strings.Replace(high, "expect: {Dan: +4, Anna: +2, Bank: -6}", "expect: {Dan: -4, Anna: +2, Bank: +2}", 1)
	if res := RunFile("h.yaml", []byte(high)); !res.Passed() {
		t.Errorf("high card: %v %v", Diagnostics(res.Diagnostics), Diagnostics(res.Failures))
	}
	off := strings.Replace(high, "variants: [high_card]\n", "", 1)
	if _, diags := Load("h.yaml", []byte(off)); !hasCode(diags, CodeIllegal) {
		t.Errorf("high card without the variant: %v", Diagnostics(diags))
	}
	foster := `id: foster
lang: fr
title: Foster
game: faro
profile: pharaon
players: [{name: B, banker: true}, {name: J}]
deck: {cards: [2♣], bottom: [9♥, 9♣, 9♦], seed: 4}
steps:
  - turn: {count: 24}
  - call: {player: J, colours: [red, black, red], stake: 2}
  - turn: {expect: {loser: 9♥, winner: 9♣}}
  - ask: {question: x, payout: {player: J}, expect: +4}
`
	if res := RunFile("f.yaml", []byte(foster)); !res.Passed() {
		t.Errorf("foster: %v %v", Diagnostics(res.Diagnostics), Diagnostics(res.Failures))
	}
	wrongOrder := strings.Replace(foster, "colours: [red, black, red]", `order: ["9", "9", "9"]`, 1)
	if _, diags := Load("f.yaml", []byte(wrongOrder)); !hasCode(diags, CodeIllegal) {
		t.Errorf("rank call with three of a rank: %v", Diagnostics(diags))
	}
}
