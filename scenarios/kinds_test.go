package scenarios

import (
	"errors"
	"os"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// oddsBase is a Pharo deal with high card on, the soda 5♣: 51 cards
// left, the 5 at 3, every other rank at 4.
const oddsBase = `id: t-odds
lang: de
title: Chancen
game: faro
profile: pharo
variants: [high_card]
players:
  - {name: Bank, banker: true}
  - {name: Dan}
deck: {cards: [5♣], seed: 7}
steps:
  - ask: {question: "Q", odds: {doublet: "9", next_turn: true}, expect: "2/425"}
`

// TestOddsQuestions checks odds answers computed by hand (RULINGS.md
// "Doublet"; docs/odds.md): right after the soda N = 51 cards are left.
func TestOddsQuestions(t *testing.T) {
	cases := []struct {
		ask, expect string
		ok          bool
	}{
		// The next turn is a doublet of 9s: c·(c−1)/(N·(N−1)) = 4·3/(51·50)
		// = 12/2550 = 2/425 = 0.4706 %.
		{`odds: {doublet: "9", next_turn: true}`, `"2/425"`, true},
		{`odds: {doublet: "9", next_turn: true}`, `"0.47 %"`, true},
		{`odds: {doublet: "9", next_turn: true}`, `"0,5%"`, true},   // 0.5 ± 0.05 holds 0.4706
		{`odds: {doublet: "9", next_turn: true}`, `"0.4 %"`, false}, // 0.4 ± 0.05 does not
		{`odds: {doublet: "9", next_turn: true}`, `"1/425"`, false},
		// Of the 5s only 3 are left: 3·2/2550 = 1/425.
		{`odds: {doublet: "5", next_turn: true}`, `"1/425"`, true},
		// A doublet of 9s before the deal ends: the 4 cards fall in 25
		// turns and the hock, none twice in a turn: C(25,4)·2⁴ + C(25,3)·2³
		// = 202400 + 18400 = 220800 of C(51,4) = 249900 placements, so
		// 1 − 220800/249900 = 29100/249900 = 97/833 (11.64 %).
		{`odds: {doublet: "9"}`, `"97/833"`, true},
		{`odds: {doublet: "9"}`, `"11.6 %"`, true},
		// High card right after the soda: the bank wins exactly the
		// doublets, Σc·(c−1)/(N·(N−1)) = (12·12 + 3·2)/2550 = 150/2550 = 1/17.
		{`odds: {edge: {high_card: true}}`, `"1/17"`, true},
		{`odds: {edge: {high_card: true}}`, `0.0588`, true},
	}
	for _, c := range cases {
		src := strings.Replace(oddsBase, `odds: {doublet: "9", next_turn: true}, expect: "2/425"`, c.ask+`, expect: `+c.expect, 1)
		res := RunFile("t.yaml", []byte(src))
		if res.Invalid {
			t.Fatalf("%s %s: %v", c.ask, c.expect, Diagnostics(res.Diagnostics))
		}
		if res.Passed() != c.ok {
			t.Errorf("%s = %s: passed %v, want %v (%v)", c.ask, c.expect, res.Passed(), c.ok, Diagnostics(res.Failures))
		}
	}
}

// TestParseOdds: the notations and their rounding.
func TestParseOdds(t *testing.T) {
	for _, s := range []string{"1/17", " 5.9 % ", "5,88%", "0.059", "-1/6", "6 %"} {
		if _, err := ParseOdds(s); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
	for _, s := range []string{"", "1/0", "abc", "5.9.1", "%", "1/-3", strings.Repeat("9", 80)} {
		if _, err := ParseOdds(s); err == nil {
			t.Errorf("%q read", s)
		}
	}
}

// TestLegalRule: a legal expect may name the refusing rule; a wrong rule
// fails, and a rule with legal: true is refused when loading.
func TestLegalRule(t *testing.T) {
	const src = `id: t-legal
lang: de
title: Legal
game: pasur
players: [{name: Dan}, {name: Anna}]
deck: {hands: {Dan: [7♣], Anna: [8♥]}, table: [4♦]}
steps:
  - ask:
      question: Anlegen?
      legal: {play: {player: Dan, card: 7♣, take: []}}
      expect: EXPECT
`
	run := func(expect string) Result {
		return RunFile("t.yaml", []byte(strings.Replace(src, "EXPECT", expect, 1)))
	}
	// 7 + 4 = 11: the 7 must capture (pasur.de.txt "Spielablauf" 6.).
	if r := run("{legal: false, rule: pasur.lay.must_capture}"); !r.Passed() {
		t.Errorf("right rule: %v %v", Diagnostics(r.Diagnostics), Diagnostics(r.Failures))
	}
	if r := run("false"); !r.Passed() {
		t.Errorf("plain false: %v", Diagnostics(r.Failures))
	}
	r := run("{legal: false, rule: pasur.capture.bad_sum}")
	if r.Invalid || len(r.Failures) != 1 || r.Failures[0].Args[0] != "rule" {
		t.Errorf("wrong rule: %+v", r)
	}
	r = run("{legal: true, rule: pasur.lay.must_capture}")
	if !r.Invalid || !hasCode(r.Diagnostics, CodeRuleNotRefused) {
		t.Errorf("legal: true with a rule: %+v", r)
	}
	r = run("{legal: false, rule: pasur.lay.must_captur}")
	if !r.Invalid || !hasCode(r.Diagnostics, CodeUnknownRule) || r.Diagnostics[0].Suggestion != "pasur.lay.must_capture" {
		t.Errorf("misspelt rule: %v", Diagnostics(r.Diagnostics))
	}
}

// TestBankInSettlement: "Bank" (and banque, Bankhalter …) names whoever
// holds the bank; a player really called Bank keeps the name.
func TestBankInSettlement(t *testing.T) {
	src := strings.NewReplacer("{name: Bank, banker: true}", "{name: Doc, banker: true}").Replace(base)
	for _, key := range []string{"Bank", "banque", "Bankhalter", "Doc"} {
		s := strings.Replace(src, "Bank: -6", key+": -6", 1)
		if r := RunFile("t.yaml", []byte(s)); !r.Passed() {
			t.Errorf("%s: %v %v", key, Diagnostics(r.Diagnostics), Diagnostics(r.Failures))
		}
	}
	s := strings.Replace(src, "Bank: -6", "Bank: -5", 1)
	if r := RunFile("t.yaml", []byte(s)); r.Passed() {
		t.Error("a wrong bank amount passes")
	}
	s = strings.Replace(src, "Bank: -6", "Bank: -6, banque: -6", 1)
	if _, d := Load("t.yaml", []byte(s)); !hasCode(d, CodeConflict) {
		t.Errorf("two bank words: %v", Diagnostics(d))
	}
}

// TestStrict: a strict run fails a question without expect and a turn
// with an empty one; a plain run does not.
func TestStrict(t *testing.T) {
	src := strings.Replace(base, "      expect: {Dan: +4, Anna: +2, Bank: -6}\n", "", 1)
	src = strings.Replace(src, "turn: {expect: {loser: K♦, winner: 9♣}}", "turn: {expect: {}}", 1)
	s, diags := Load("t.yaml", []byte(src))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	if r := Run(s); !r.Passed() {
		t.Errorf("plain run: %v", Diagnostics(r.Failures))
	}
	r := RunWith(s, RunOptions{Strict: true})
	if r.Passed() || len(r.Failures) != 2 || r.Failures[0].Code != CodeMissingExpect || r.Failures[0].Line != 14 || r.Failures[1].Line != 16 {
		t.Errorf("strict run: %v", Diagnostics(r.Failures))
	}
	// The embedded corpus passes strict.
	ss, err := CorpusScenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range ss {
		if r := RunWith(s, RunOptions{Strict: true}); !r.Passed() {
			t.Errorf("%s: %v", s.File, Diagnostics(r.Failures))
		}
	}
}

// TestRootCauseOnly: after an action the engine refuses, the follow-ons
// are not reported.
func TestRootCauseOnly(t *testing.T) {
	src := strings.Replace(base, `  - bet: {player: Dan, rank: "9", stake: 4}`, `  - bet: {player: Dan, rank: "9", stake: 40}
  - bet: {player: Dan, rank: "8", stake: 40}
  - change: {player: Dan, rank: "9", stake: 2}`, 1)
	_, diags := Load("t.yaml", []byte(src))
	if len(diags) != 1 || diags[0].Line != 12 {
		t.Errorf("want the one refused bet at line 12: %v", Diagnostics(diags))
	}
}

// TestHugeStake: a stake too large to be an amount is refused as any
// stake above the table's maximum is (pharo.de.txt "Vorbereitung" 1: 1 to
// 10 by default), at the stake, not as "not an amount"; a stake of 40 is
// refused in the same words at the same place.
func TestHugeStake(t *testing.T) {
	for _, stake := range []string{"99999999999999999999999", "40"} {
		src := strings.Replace(base, "stake: 4}", "stake: "+stake+"}", 1)
		_, diags := Load("t.yaml", []byte(src))
		var fe *faro.RuleError
		if len(diags) != 1 || diags[0].Code != CodeIllegal || diags[0].Rule != "faro.stake.max" || diags[0].Line != 12 || diags[0].Col != 42 ||
			!errors.As(diags[0].Err, &fe) || fe.Limit != engine.Chips(10) || fe.Player != 1 {
			t.Errorf("stake %s: %v", stake, Diagnostics(diags))
		}
	}
	src := strings.Replace(base, "stake: 4}", "stake: -99999999999999999999999}", 1)
	if _, diags := Load("t.yaml", []byte(src)); len(diags) != 1 || diags[0].Rule != "faro.stake.positive" {
		t.Errorf("negative: %v", Diagnostics(diags))
	}
	src = strings.Replace(base, "id: t-base", "id: "+strings.Repeat("a", 300), 1)
	_, diags := Load("t.yaml", []byte(src))
	if len(diags) != 1 || diags[0].Code != CodeIDTooLong || diags[0].Args[1] != "64" {
		t.Errorf("long id: %v", Diagnostics(diags))
	}
}

// TestNotInHand: a Pasur card that is not in the hand of the player to
// move is refused as such (not as "not your turn").
func TestNotInHand(t *testing.T) {
	const src = `id: t-hand
lang: de
title: Hand
game: pasur
players: [{name: Dan}, {name: Anna}]
deck: {hands: {Dan: [7♣], Anna: [8♥]}, table: [4♦]}
steps:
  - play: {player: Dan, card: 8♥}
`
	_, diags := Load("t.yaml", []byte(src))
	if len(diags) != 1 || diags[0].Code != CodeIllegal || diags[0].Args[0] != "pasur.play.not_in_hand" {
		t.Errorf("%v", Diagnostics(diags))
	}
}

// TestFillSession: fill writes the expectations of every deal of a
// session, in the new kinds' notation.
func TestFillSession(t *testing.T) {
	data, err := os.ReadFile("testdata/sessions/pharo-session.yaml")
	if err != nil {
		t.Fatal(err)
	}
	src := strings.NewReplacer(
		`winner: {}, expect: [Dan]}`, `winner: {}}`,
		`standing: {}, expect: {Doc: 92, Dan: 107, Anna: 101}}`, `standing: {}}`,
		`layout: {}, expect: []}`, `layout: {}, expect: [{player: Dan, rank: "2", stake: 1}]}`,
	).Replace(string(data))
	s, diags := Load("s.yaml", []byte(src))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	out, changes, err := Fill(s)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 3 {
		t.Errorf("changes: %+v", changes)
	}
	for _, want := range []string{`winner: {}, expect: [Dan]}`, `standing: {}, expect: {Doc: 92, Dan: 107, Anna: 101}}`, `layout: {}, expect: []}`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("filled file lacks %s", want)
		}
	}
	if r := RunFile("s.yaml", out); !r.Passed() {
		t.Errorf("filled file: %v %v", Diagnostics(r.Diagnostics), Diagnostics(r.Failures))
	}
	// A legal question without expect gets the refusing rule.
	legal := `id: t-legal
lang: de
title: Legal
game: pasur
players: [{name: Dan}, {name: Anna}]
deck: {hands: {Dan: [7♣], Anna: [8♥]}, table: [4♦]}
steps:
  - ask: {question: "Anlegen?", legal: {play: {player: Dan, card: 7♣, take: []}}}
`
	s, diags = Load("l.yaml", []byte(legal))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	out, _, err = Fill(s)
	if err != nil || !strings.Contains(string(out), "expect: {legal: false, rule: pasur.lay.must_capture}") {
		t.Errorf("legal fill: %v\n%s", err, out)
	}
}
