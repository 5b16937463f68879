package scenarios

import (
	"fmt"
	"strings"
	"testing"
)

// startFile is a Faro session or Pasur match file whose players and
// start are given: lines 1–5 the header (Pasur: its variants on line 5),
// then players: and one line a player, then session: or match:, then
// the start's lines.
func startFile(profile, players, key, start string) string {
	game, deal := "faro\nprofile: "+profile, "deals:\n  - deck: {cards: [2♠, 7♥, 7♣], seed: 2}\n    steps:\n      - turn: {until: end}\n"
	if profile == "pasur" {
		game, deal = "pasur\nvariants: [no_sur_at_50]", "rounds:\n  - deck: {hands: {Dan: [7♣], Anna: [5♥]}, table: [4♦]}\n    steps:\n      - play: {player: Dan, card: 7♣, take: [4♦]}\n      - play: {player: Anna, card: 5♥}\n"
	}
	return fmt.Sprintf("id: s\nlang: de\ntitle: T\ngame: %s\nplayers:\n%s\n%s:\n%s\n%s", game, players, key, start, deal)
}

// TestStartRefusals: what a start can be (docs/scenario-format.md "A
// session or match that resumes"): every player named, Pharo chips adding
// up to the same whole number for each (pharo.de.txt "Vorbereitung"), a
// Pharaon ledger of whole points adding up to 0 (pharaon.fr.txt 02, 05),
// a Pasur match not won yet (pasur.de.txt "Spielende"); each refusal at
// its line and column.
func TestStartRefusals(t *testing.T) {
	pharo := "  - {name: Doc, banker: true}\n  - {name: Dan}\n  - {name: Anna}"
	pharaon := "  - {name: Doc, banker: true}\n  - {name: Dan}"
	pasur2 := "  - {name: Dan}\n  - {name: Anna}"
	for _, c := range []struct {
		name, profile, players, key, start string
		code                               string
		line, col                          int
	}{
		{"unknown player", "pharo", pharo, "session", "  start:\n    standing: {Doc: 100, Dan: 100, Anne: 100}", CodeUnknownPlayer, 12, 36},
		{"a name twice", "pharo", pharo, "session", "  start:\n    standing: {Doc: 100, Dan: 100, Anna: 50, Anna: 50}", CodeDuplicateKey, 12, 46},
		{"missing player", "pharo", pharo, "session", "  start:\n    standing: {Doc: 150, Dan: 150}", CodeStartMissing, 12, 15},
		{"301 chips for three", "pharo", pharo, "session", "  start:\n    standing: {Doc: 100, Dan: 100, Anna: 101}", CodeUnevenChips, 12, 15},
		{"a quarter chip", "pharo", pharo, "session", "  start:\n    standing: {Doc: 100.25, Dan: 100, Anna: 100}", CodeBadAmount, 12, 21},
		{"chips beside a start", "pharo", "  - {name: Doc, banker: true}\n  - {name: Dan, chips: 50}\n  - {name: Anna}", "session", "  start:\n    standing: {Doc: 100, Dan: 100, Anna: 100}", CodeConflict, 8, 5},
		{"every deal played", "pharo", pharo, "session", "  rounds: 2\n  start:\n    played: 6\n    standing: {Doc: 100, Dan: 100, Anna: 100}", CodeSessionPlayed, 13, 13},
		{"a quoted played", "pharo", pharo, "session", "  start:\n    played: \"1\"\n    standing: {Doc: 100, Dan: 100, Anna: 100}", CodeQuotedValue, 12, 13},
		{"no standing", "pharo", pharo, "session", "  start:\n    played: 1", CodeMissingKey, 12, 5},
		{"an unknown key", "pharo", pharo, "session", "  start:\n    chips: 1\n    standing: {Doc: 100, Dan: 100, Anna: 100}", CodeUnknownKey, 12, 5},
		{"an unbalanced ledger", "pharaon", pharaon, "session", "  start:\n    played: 1\n    standing: {Doc: -2, Dan: +4}", CodeLedgerSum, 12, 15},
		{"a half point", "pharaon", pharaon, "session", "  start:\n    standing: {Doc: -1½, Dan: 1½}", CodeHalfPoint, 11, 21},
		{"a Pharaon session's two deals gone", "pharaon", pharaon, "session", "  start:\n    played: 2\n    standing: {Doc: 0, Dan: 0}", CodeSessionPlayed, 11, 13},
		{"a match won", "pasur", pasur2, "match", "  start:\n    standing: {Dan: 62, Anna: 61}", CodeStartDecided, 11, 15},
		{"a Pasur side missing", "pasur", pasur2, "match", "  start:\n    standing: {Dan: 6}", CodeStartMissing, 11, 15},
		{"a negative Pasur total", "pasur", pasur2, "match", "  start:\n    standing: {Dan: -1, Anna: 3}", CodeOutOfRange, 11, 21},
		{"partners apart", "pasur", "  - {name: Dan}\n  - {name: Anna}\n  - {name: Léa}\n  - {name: Hugo}", "match", "  start:\n    standing: {Dan: 5, Léa: 6, Anna: 0}", CodePartnersDiffer, 13, 15},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := startFile(c.profile, c.players, c.key, c.start)
			_, diags := Load("t.yaml", []byte(src))
			for _, d := range diags {
				if d.Code == c.code {
					if d.Line != c.line || d.Col != c.col {
						t.Errorf("%s at %d:%d, want %d:%d\n%s", c.code, d.Line, d.Col, c.line, c.col, src)
					}
					return
				}
			}
			t.Errorf("no %s in %v\n%s", c.code, Diagnostics(diags), src)
		})
	}
}

// TestStartAccepted: standings the rules can reach load and replay:
// Pharo with halves (a doublet on an odd stake leaves ½: 99½ + 100½ + 100
// = 300, 100 each), a Pharaon ledger at 0, partners named once or both
// alike, a tie at the top over the target (it plays on), totals over the
// target under fixed_rounds.
func TestStartAccepted(t *testing.T) {
	for _, c := range []struct{ profile, players, key, start string }{
		{"pharo", "  - {name: Doc, banker: true}\n  - {name: Dan}\n  - {name: Anna}", "session", "  start:\n    played: 2\n    standing: {Doc: 99½, Dan: 100½, Anna: 100}"},
		{"pharaon", "  - {name: Doc, banker: true}\n  - {name: Dan}", "session", "  start:\n    played: 1\n    standing: {Doc: -12, Dan: +12}"},
		{"pasur", "  - {name: Dan}\n  - {name: Anna}\n  - {name: Léa}\n  - {name: Hugo}", "match", "  start:\n    standing: {Dan: 5, Léa: 5, Anna: 0}"},
		{"pasur", "  - {name: Dan}\n  - {name: Anna}", "match", "  start:\n    played: 7\n    standing: {Dan: 70, Anna: 70}"},
	} {
		src := startFile(c.profile, c.players, c.key, c.start)
		if strings.Contains(src, "Léa") {
			src = strings.Replace(src, "{hands: {Dan: [7♣], Anna: [5♥]}", "{hands: {Dan: [7♣], Anna: [5♥], Léa: [8♠], Hugo: [9♠]}", 1)
			src = strings.Replace(src, "      - play: {player: Anna, card: 5♥}\n", "      - play: {player: Anna, card: 5♥}\n      - play: {player: Léa, card: 8♠}\n      - play: {player: Hugo, card: 9♠}\n", 1)
		}
		res := RunFile("t.yaml", []byte(src))
		if len(res.Diagnostics) > 0 || len(res.Failures) > 0 {
			t.Errorf("%s %s: %v %v\n%s", c.profile, c.start, Diagnostics(res.Diagnostics), Diagnostics(res.Failures), src)
		}
	}
}

// The sur limit at 50 reads a resumed match's totals (RULINGS.md
// "Sur limit at 50: the side's own match total at the start of the
// round"): Dan at 50 clears the table with 7♣ on 4♦ and it is no sur; at
// 49 it is one.
func TestStartFeedsSurLimit(t *testing.T) {
	for _, c := range []struct {
		total string
		sur   bool
	}{{"50", false}, {"49", true}} {
		src := startFile("pasur", "  - {name: Dan}\n  - {name: Anna}", "match", "  start:\n    standing: {Dan: "+c.total+", Anna: 0}")
		src = strings.Replace(src, "      - play: {player: Anna, card: 5♥}\n",
			fmt.Sprintf("      - ask: {question: \"Sur?\", sur: {}, expect: %v}\n      - play: {player: Anna, card: 5♥}\n", c.sur), 1)
		res := RunFile("t.yaml", []byte(src))
		if !res.Passed() || res.Checked != 1 {
			t.Errorf("Dan at %s: %v %v", c.total, Diagnostics(res.Diagnostics), Diagnostics(res.Failures))
		}
	}
}

// A misspelt name is not also a missing player, and does not make the
// player it suggests a duplicate; a file of no players, with a start,
// reports its players alone (no panic on a sum shared by none).
func TestStartMisspeltAndNoPlayers(t *testing.T) {
	pharo := "  - {name: Doc, banker: true}\n  - {name: Dan}\n  - {name: Anna}"
	_, diags := Load("t.yaml", []byte(startFile("pharo", pharo, "session", "  start:\n    standing: {Doc: 100, Dna: 100, Dan: 100}")))
	if got := codes(diags); len(got) != 2 || !hasCode(diags, CodeUnknownPlayer) || !hasCode(diags, CodeStartMissing) || diags[0].Args[0] != "Anna" {
		t.Errorf("want Anna missing and Dna unknown: %v", Diagnostics(diags))
	}
	for _, c := range []struct{ profile, standing string }{
		{"pharo", "{}"}, {"pharaon", "{}"}, {"pasur", "{}"}, {"pharo", "{Doc: 1}"}, {"pasur", "{Doc: 1}"},
	} {
		profile := c.profile
		src := strings.Replace(startFile(profile, "", "session", "  start:\n    played: 1\n    standing: "+c.standing), "players:\n\n", "players: []\n", 1)
		if profile == "pasur" {
			src = strings.Replace(src, "session:", "match:", 1)
		}
		_, diags := Load("t.yaml", []byte(src))
		if !hasCode(diags, CodePlayerCount) {
			t.Errorf("%s without players: %v", profile, Diagnostics(diags))
		}
	}
}
