package scenarios

import (
	"strings"
	"testing"
)

// base is a small valid Pharo scenario (pharo.de.txt "Ein Abzug",
// Beispiel: Dan 4 auf die 9, Anna 2 gecoppert auf den König; K♦ verliert,
// 9♣ gewinnt → Dan +4, Anna +2, Bank −6). Tests edit it line by line.
const base = `id: t-base
lang: de
title: Test
game: faro
profile: pharo
players:
  - {name: Bank, banker: true}
  - {name: Dan, chips: 100}
  - {name: Anna}
deck: {cards: [5♣, K♦, 9♣], seed: 7}
steps:
  - bet: {player: Dan, rank: "9", stake: 4}
  - bet: {player: Anna, rank: K, stake: 2, copper: true}
  - turn: {expect: {loser: K♦, winner: 9♣}}
  - ask:
      question: Wer gewinnt?
      settlement: {}
      expect: {Dan: +4, Anna: +2, Bank: -6}
`

func TestBaseLoads(t *testing.T) {
	s, diags := Load("base.yaml", []byte(base))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	if res := Run(s); !res.Passed() || res.Checked != 2 {
		t.Fatalf("run: %+v", res)
	}
}

// editBase replaces old by new in base (old must occur).
func editBase(t *testing.T, old, new string) string {
	t.Helper()
	if !strings.Contains(base, old) {
		t.Fatalf("base has no %q", old)
	}
	return strings.Replace(base, old, new, 1)
}

// TestLoaderErrors checks each kind of problem: its code, position and
// suggestion (the "Strict" list).
func TestLoaderErrors(t *testing.T) {
	cases := []struct {
		name, old, new string
		code           string
		line, col      int
		suggestion     string
	}{
		{"unknown key with suggestion", "copper: true", "coper: true", CodeUnknownKey, 13, 44, "copper"},
		{"unknown top key", "game: faro", "game: faro\ngmae: x", CodeUnknownKey, 5, 1, "game"},
		{"wrong type: list for a number", `stake: 4}`, `stake: [4]}`, CodeWantText, 12, 42, ""},
		{"wrong type: mapping for players", "players:\n", "players: {}\nx:\n", CodeUnknownKey, 7, 1, ""},
		{"unknown card", "9♣], seed", "9X], seed", CodeUnknownCard, 10, 24, ""},
		{"German card spelling suggests neutral", "9♣], seed", "Kreuz-9], seed", CodeUnknownCard, 10, 24, "9♣"},
		{"duplicate card", "9♣], seed", "9♣, K♦], seed", CodeDuplicateCard, 10, 28, ""},
		{"full deck not 52", "deck: {cards: [5♣, K♦, 9♣], seed: 7}", "deck: {cards: [5♣, K♦, 9♣]}", CodeMissingSeed, 10, 7, ""},
		{"missing text in declared language", "lang: de", "lang: [de, fr]", CodeMissingText, 3, 8, ""},
		{"undeclared language", "title: Test", "title: {de: Test, en: Test}", CodeUnknownKey, 3, 19, ""},
		{"unknown language", "lang: de", "lang: dee", CodeBadLang, 2, 7, "de"},
		{"bad enum with suggestion", "profile: pharo", "profile: faro", CodeBadValue, 5, 10, "pharo"},
		{"unknown player", "player: Dan, rank", "player: Dna, rank", CodeUnknownPlayer, 12, 19, "Dan"},
		{"unknown rank", `rank: "9"`, `rank: "Neun"`, CodeUnknownRank, 12, 30, ""},
		{"German rank suggests neutral", `rank: "9", stake: 4`, `rank: Dame, stake: 4`, CodeUnknownRank, 12, 30, "Q"},
		{"bad amount", "stake: 4}", "stake: vier}", CodeBadAmount, 12, 42, ""},
		{"bad id", "id: t-base", "id: T Base", CodeBadID, 1, 5, ""},
		{"missing key", "title: Test\n", "", CodeMissingKey, 1, 1, ""},
		{"duplicate key", "game: faro", "game: faro\ngame: pasur", CodeDuplicateKey, 5, 1, ""},
		{"step with two kinds", "  - turn: {expect", "  - say: x\n    turn: {expect", CodeStepKinds, 15, 5, ""},
		{"question without kind", "      settlement: {}\n", "", CodeQuestionKind, 16, 7, ""},
		{"banker count", "{name: Bank, banker: true}", "{name: Bank}", CodeBankerCount, 7, 3, ""},
		{"too few players", "  - {name: Dan, chips: 100}\n  - {name: Anna}\n", "", CodePlayerCount, 7, 3, ""},
		{"target is a Pasur variant, not a key", "deck:", "limits: {min: 1, max: 10}\ntarget: 51\ndeck:", CodeUnknownKey, 11, 1, ""},
		{"want bool", "copper: true", "copper: maybe", CodeWantBool, 13, 52, ""},
		{"a yes in words suggests true", "copper: true", "copper: ja", CodeWantBool, 13, 52, "true"},
		{"a no in French suggests false", "copper: true", "copper: non", CodeWantBool, 13, 52, "false"},
		{"a jack written 11 suggests J", `rank: "9"`, `rank: "11"`, CodeUnknownRank, 12, 30, "J"},
		{"a king written 13 in a card suggests K♦", "K♦, 9♣], seed", "13♦, 9♣], seed", CodeUnknownCard, 10, 20, "K♦"},
		{"want int", "seed: 7", "seed: sieben", CodeWantInt, 10, 35, ""},
		{"out of range", "seed: 7", "seed: -1", CodeOutOfRange, 10, 35, ""},
		{"empty list", "lang: de", "lang: []", CodeEmptyList, 2, 7, ""},
		{"duplicate player", "{name: Anna}", "{name: Dan}", CodeDuplicatePlayer, 9, 12, ""},
		{"undeclared language", "title: Test", "title: {de: Test, fr: Essai}", CodeUndeclaredLang, 3, 19, ""},
		{"want list", "steps:\n", "steps: 3\nx:\n", CodeWantList, 11, 8, ""},
		{"conflicting keys", "rank: \"9\", stake: 4}\n", "rank: \"9\", stake: 4}\n  - remove: {player: Dan, rank: \"9\", ranks: [\"9\", \"5\"]}\n", CodeConflict, 13, 38, ""},
		// Actions illegal at that point, found by replaying (RULINGS.md
		// "Casekeeper": a new bet on a dead rank is refused).
		{"bet on a dead rank", "9♣], seed: 7}\nsteps:\n", "9♣, 5♦, 5♥, 5♠, 2♣], seed: 7}\nsteps:\n  - turn: {count: 3}\n  - bet: {player: Anna, rank: \"5\", stake: 1}\n", CodeDeadRank, 13, 5, ""},
		{"pharaon odd weight", "pharo\nplayers:\n  - {name: Bank, banker: true}\n  - {name: Dan, chips: 100}\n  - {name: Anna}\ndeck: {cards: [5♣, K♦, 9♣], seed: 7}\nsteps:\n  - bet: {player: Dan, rank: \"9\", stake: 4}", "pharaon\nplayers:\n  - {name: Bank, banker: true}\n  - {name: Dan}\n  - {name: Anna}\ndeck: {cards: [5♣, K♦, 9♣], seed: 7}\nsteps:\n  - bet: {player: Dan, rank: \"9\", stake: 3}", CodeOddWeight, 12, 42, ""},
		{"expectation type", "expect: {Dan: +4, Anna: +2, Bank: -6}", "expect: 4", CodeWantMapping, 18, 15, ""},
		{"stake of a half in pharo, at the stake", "stake: 4}", "stake: 1½}", CodeIllegal, 12, 42, ""},
		{"split not neighbours", `  - bet: {player: Dan, rank: "9", stake: 4}`, `  - split: {player: Dan, ranks: ["9", "2"], stake: 4}`, CodeIllegal, 12, 5, `["9", "5"] · ["9", "8"] · ["9", "10"]`},
		{"remove a bet that is not there", `  - bet: {player: Dan, rank: "9", stake: 4}`, `  - remove: {player: Dan, rank: "9"}`, CodeIllegal, 12, 5, ""},
		{"unanswerable payout", "settlement: {}\n      expect: {Dan: +4, Anna: +2, Bank: -6}", "payout: {player: Dan}", CodeUnanswerable, 15, 5, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := editBase(t, c.old, c.new)
			_, diags := Load("t.yaml", []byte(src))
			var got *Diagnostic
			for i := range diags {
				if diags[i].Code == c.code {
					got = &diags[i]
					break
				}
			}
			if got == nil {
				t.Fatalf("no %s among %v", c.code, Diagnostics(diags))
			}
			if c.line > 0 && (got.Line != c.line || (c.col > 0 && got.Col != c.col)) {
				t.Errorf("at %d:%d, want %d:%d (%v)", got.Line, got.Col, c.line, c.col, got)
			}
			if got.Suggestion != c.suggestion {
				t.Errorf("suggestion %q, want %q", got.Suggestion, c.suggestion)
			}
			if got.File != "t.yaml" {
				t.Errorf("file %q", got.File)
			}
		})
	}
}

// TestConflictNamesFirstKey: of two keys that exclude each other, the
// second is reported where it stands and names the first one given (a
// bet is on one spot).
func TestConflictNamesFirstKey(t *testing.T) {
	src := editBase(t, "rank: \"9\", stake: 4}\n", "rank: \"9\", stake: 4}\n  - remove: {player: Dan, ranks: [\"9\", \"10\"], high_card: true}\n")
	_, diags := Load("t.yaml", []byte(src))
	for _, d := range diags {
		if d.Code == CodeConflict {
			if len(d.Args) != 2 || d.Args[0] != "high_card" || d.Args[1] != "ranks" {
				t.Errorf("conflict args %q, want [high_card ranks]", d.Args)
			}
			return
		}
	}
	t.Fatalf("no conflict among %v", Diagnostics(diags))
}
