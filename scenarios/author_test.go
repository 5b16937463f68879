package scenarios

import (
	"strings"
	"testing"
)

// The tests of this file pin what a club teacher met writing lessons from
// the docs alone (the author's review): each problem said where it is
// and for what it is.

// loadOne loads src and wants exactly one problem.
func loadOne(t *testing.T, src string) Diagnostic {
	t.Helper()
	_, diags := Load("t.yaml", []byte(src))
	if len(diags) != 1 {
		t.Fatalf("want one problem, got %d: %v", len(diags), Diagnostics(diags))
	}
	return diags[0]
}

// TestYAMLCausesNamed: a key without its colon is said to lack it (not
// "indentation"), a "?" inside { } is named as the cause (not "never
// closed"), a comma that cut a plain text inside { } is said so (not
// "unknown key" with the text's rest as the key).
func TestYAMLCausesNamed(t *testing.T) {
	d := loadOne(t, editBase(t, "game: faro", "game faro"))
	if d.Code != CodeYAML || strings.Join(d.Args, "|") != "missing_colon|game" || d.Line != 4 || d.Col != 5 {
		t.Errorf("game faro: %v", d)
	}
	d = loadOne(t, editBase(t, "      settlement: {}", "      settlement {}"))
	if d.Code != CodeYAML || strings.Join(d.Args, "|") != "missing_colon|settlement" || d.Line != 17 || d.Col != 17 {
		t.Errorf("settlement {}: %v", d)
	}
	// `  - ask: {question: Wer gewinnt?, settlement: {}}`: the ? is column 32
	d = loadOne(t, editBase(t, "  - ask:\n      question: Wer gewinnt?\n      settlement: {}\n      expect: {Dan: +4, Anna: +2, Bank: -6}\n",
		"  - ask: {question: Wer gewinnt?, settlement: {}}\n"))
	if d.Code != CodeYAML || d.Args[0] != YAMLFlowQuestion || d.Line != 15 || d.Col != 32 {
		t.Errorf("question mark: %v", d)
	}
	// `title: {de: Die Bank nimmt, die andere …}` in a file of one language:
	// the comma is column 27
	d = loadOne(t, editBase(t, "title: Test", "title: {de: Die Bank nimmt, die andere Hälfte bekommt Dan}"))
	if d.Code != CodeYAMLFlowComma || d.Line != 3 || d.Col != 27 || strings.Join(d.Args, "|") != "Die Bank nimmt|die andere Hälfte bekommt Dan" {
		t.Errorf("comma: %v %q", d, d.Args)
	}
	// a comma after a quoted text is a real second key: unknown as before
	d = loadOne(t, editBase(t, "title: Test", `title: {de: "Die Bank nimmt", dx: Test}`))
	if d.Code != CodeUnknownKey {
		t.Errorf("quoted then a key: %v", d)
	}
}

// TestLimitsAndProfileFollowOns: limits whose max is out of range report
// the max alone (not "min is not between 1 and max" besides); a min
// above the max is one problem at the min; an unknown profile reports
// itself, not a follow-on "limits do not exist with ?".
func TestLimitsAndProfileFollowOns(t *testing.T) {
	src := editBase(t, "profile: pharo\n", "profile: pharo\nlimits: {min: 1, max: 100000000}\n")
	d := loadOne(t, src)
	if d.Code != CodeOutOfRange || d.Args[0] != "100000000" || d.Args[2] != "1000000" || d.Line != 6 {
		t.Errorf("max: %v", d)
	}
	d = loadOne(t, editBase(t, "profile: pharo\n", "profile: pharo\nlimits: {min: 20, max: 10}\n"))
	if d.Code != CodeOutOfRange || strings.Join(d.Args, "|") != "20|1|10" || d.Col != 15 {
		t.Errorf("min above max: %v %q", d, d.Args)
	}
	d = loadOne(t, editBase(t, "profile: pharo\n", "profile: pharoh\nlimits: {min: 1, max: 10}\nvariants: [high_card]\n"))
	if d.Code != CodeBadValue || d.Suggestion != "pharo" {
		t.Errorf("profile: %v", d)
	}
}

// TestStartWithinRange: what a player starts with is checked by the
// loader against the engine's bounds (faro.ChipCap = 10¹², never below
// 0 in Pharo), at the value, naming the range — not left to an empty
// refusal of the table, nor to the first bet, nor "not an amount" for a
// whole number too large to be one.
func TestStartWithinRange(t *testing.T) {
	for _, chips := range []string{"10000000000000", "-5", "4611686018427387903", "99999999999999999999"} {
		d := loadOne(t, editBase(t, "{name: Dan, chips: 100}", "{name: Dan, chips: "+chips+"}"))
		// `  - {name: Dan, chips: …}`: the value is column 24
		if d.Code != CodeOutOfRange || d.Args[0] != chips || d.Args[1] != "0" || d.Args[2] != "1000000000000" || d.Line != 8 || d.Col != 24 {
			t.Errorf("chips %s: %v %q", chips, d, d.Args)
		}
	}
	// no chips at all is a table; Dan's bet of 4 is what fails, at its stake
	if d := loadOne(t, editBase(t, "{name: Dan, chips: 100}", "{name: Dan, chips: 0}")); d.Rule != "pharo.stake.held" || d.Line != 12 || d.Col != 42 {
		t.Errorf("chips 0: %v", d)
	}
}

// fullDeal is a Pharo deal played to the hock: the bottom gives the last
// turn (4♣ loses, 8♦ wins) and the hock 6♥ (docs/scenario-format.md "The
// deck": "the last turn's loser and winner, then the hock").
const fullDeal = `id: t-hock
lang: de
title: Hock
game: faro
profile: pharo
players:
  - {name: Bank, banker: true}
  - {name: Dan}
deck: {cards: [5♣, K♦, 9♣], bottom: [4♣, 8♦, 6♥], seed: 3}
steps:
  - turn: {expect: {loser: K♦, winner: 9♣}}
  - turn: {until: end, expect: {}}
`

// TestHockFilledAndChecked: fill writes the hock of the last turn into an
// empty expect and corrects a wrong one (run checks it); a right expect
// that leaves the hock out stays as written. A hock expected of an
// earlier turn is a matter of how far the turn step draws, said at the
// hock with the turn the step ends at.
func TestHockFilledAndChecked(t *testing.T) {
	s, diags := Load("t.yaml", []byte(fullDeal))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	out, changes, err := Fill(s)
	if err != nil || len(changes) != 1 || !strings.Contains(string(out), "  - turn: {until: end, expect: {loser: 4♣, winner: 8♦, hock: 6♥}}\n") {
		t.Fatalf("fill: %v %v\n%s", err, changes, out)
	}
	wrong := strings.Replace(string(out), "hock: 6♥", "hock: 3♥", 1)
	res := RunFile("t.yaml", []byte(wrong))
	// `  - turn: {until: end, expect: {loser: 4♣, winner: 8♦, hock: 3♥}}`: the hock's value is column 62
	if len(res.Failures) != 1 || strings.Join(res.Failures[0].Args, "|") != "hock|3♥|6♥" || res.Failures[0].Col != 62 {
		t.Errorf("run: %v", Diagnostics(res.Failures))
	}
	s, _ = Load("t.yaml", []byte(wrong))
	if out, _, err := Fill(s); err != nil || !strings.Contains(string(out), "hock: 6♥}}") {
		t.Errorf("fill does not correct the hock: %v\n%s", err, out)
	}
	right := strings.Replace(fullDeal, "expect: {}}", "expect: {loser: 4♣, winner: 8♦}}", 1)
	s, _ = Load("t.yaml", []byte(right))
	if _, changes, err := Fill(s); err != nil || len(changes) != 0 {
		t.Errorf("a right expect without the hock: %v %v", err, changes)
	}
	early := strings.Replace(fullDeal, "{expect: {loser: K♦, winner: 9♣}}", "{expect: {loser: K♦, winner: 9♣, hock: 6♥}}", 1)
	d := loadOne(t, early)
	// `  - turn: {expect: {loser: K♦, winner: 9♣, hock: 6♥}}`: the hock's value is column 50
	if d.Code != CodeHockTooEarly || strings.Join(d.Args, "|") != "1" || d.Line != 11 || d.Col != 50 {
		t.Errorf("early hock: %v %q", d, d.Args)
	}
}

// TestFillFlowCosmetics: a value filled into "expect: }" leaves no space
// before the brace; ranks are written as the docs write them, digits
// quoted and letters bare, in single bets, splits and lists alike.
func TestFillFlowCosmetics(t *testing.T) {
	src := editBase(t, "  - ask:\n      question: Wer gewinnt?\n      settlement: {}\n      expect: {Dan: +4, Anna: +2, Bank: -6}\n",
		"  - ask: {question: \"T\", settlement: {}, expect: }\n  - ask: {question: \"L\", layout: {}, expect: }\n")
	src = strings.Replace(src, "  - bet: {player: Dan, rank: \"9\", stake: 4}\n", "  - bet: {player: Dan, rank: \"9\", stake: 4}\n  - split: {player: Dan, ranks: [\"5\", \"6\"], stake: 2}\n", 1)
	s, diags := Load("t.yaml", []byte(src))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	out, _, err := Fill(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`settlement: {}, expect: {Dan: +4, Anna: +2, Bank: -6}}`,
		// after K♦ 9♣ every bet stays: Dan's 9 won, his split untouched,
		// Anna's coppered king won
		`layout: {}, expect: [{player: Dan, rank: "9", stake: 4}, {player: Dan, ranks: ["5", "6"], stake: 2}, {player: Anna, rank: K, stake: 2, copper: true}]}`,
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("want %s in\n%s", want, out)
		}
	}
	if strings.Contains(string(out), "} }") || strings.Contains(string(out), "] }") {
		t.Errorf("a space before the closing brace:\n%s", out)
	}
	if got := formatRanks(Ranks{13, 5, 1}); got != `[A, "5", K]` {
		t.Errorf("dead ranks: %s", got)
	}
}

// TestRefusalsCarryTheirRule: every refusal by the engine names its rule
// for the author (Diagnostic.Rule): an odd weight, a dead rank, a stake
// above the maximum, at the stake when the stake is the matter.
func TestRefusalsCarryTheirRule(t *testing.T) {
	d := loadOne(t, editBase(t, "stake: 4}", "stake: 40}"))
	if d.Rule != "faro.stake.max" || d.Col != 42 {
		t.Errorf("stake: %v rule %q", d, d.Rule)
	}
	// Anna holds 5 and stakes 8 (within the table's 1 to 10): more than she
	// holds; `  - bet: {player: Anna, rank: K, stake: 8, copper: true}`
	src := editBase(t, "  - {name: Anna}", "  - {name: Anna, chips: 5}")
	src = strings.Replace(src, "{player: Anna, rank: K, stake: 2, copper: true}", "{player: Anna, rank: K, stake: 8, copper: true}", 1)
	d = loadOne(t, src)
	if d.Rule != "pharo.stake.held" || d.Line != 13 || d.Col != 41 {
		t.Errorf("held: %v rule %q", d, d.Rule)
	}
	// an odd Pharaon weight (pharaon.fr.txt 03: even weights)
	src = editBase(t, "profile: pharo\nplayers:\n  - {name: Bank, banker: true}\n  - {name: Dan, chips: 100}\n",
		"profile: pharaon\nplayers:\n  - {name: Bank, banker: true}\n  - {name: Dan}\n")
	src = strings.Replace(src, "stake: 4}", "stake: 3}", 1)
	if d = loadOne(t, src); d.Code != CodeOddWeight || d.Rule != "pharaon.weight.even" {
		t.Errorf("odd weight: %v rule %q", d, d.Rule)
	}
}

// TestIDPositions: the id's place is kept for the problems about it (two
// files with one id), also for a file that did not load.
func TestIDPositions(t *testing.T) {
	s, _ := Load("t.yaml", []byte(base))
	if s.IDPos != (Pos{1, 5}) {
		t.Errorf("id at %v", s.IDPos)
	}
	res := RunFile("t.yaml", []byte("# a comment\nid:   t-x\nlang: dee\n"))
	if res.ID != "t-x" || res.IDPos != (Pos{2, 7}) {
		t.Errorf("peeked %q at %v", res.ID, res.IDPos)
	}
}
