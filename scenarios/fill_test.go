package scenarios

import (
	"strings"
	"testing"
)

// fillSrc is a Pharo scenario with expectations missing, empty or wrong,
// and comments that Fill must keep (pharo.de.txt "Ein Abzug", Beispiel:
// Dan +4, Anna +2, Bank −6; one 9 shown, three left).
const fillSrc = `id: t-fill
lang: de
title: Test
game: faro
profile: pharo
players:
  - {name: Bank, banker: true}
  - {name: Dan}
  - {name: Anna}
deck: {cards: [5♣, K♦, 9♣], seed: 7}
steps:
  - bet: {player: Dan, rank: "9", stake: 4}   # Dans Einsatz
  - bet: {player: Anna, rank: K, stake: 2, copper: true}
  - turn: {expect: {}}
  - ask:
      question: Wer gewinnt?   # Kommentar bleibt
      settlement: {}
      hint: Die Bankkarte verliert.
  - ask: {question: "Wie viele Neunen?", count: {rank: "9"}}
  - ask:
      question: Und die Könige?
      count: {rank: K}
      expect:     # leer
  - ask:
      question: Tot?
      dead: {}
      expect:
        - "5"
  - ask:
      question: Noch einmal
      settlement: {}
      expect: {Dan: +4, Anna: +2, Bank: -6}
`

func TestFill(t *testing.T) {
	s, diags := Load("f.yaml", []byte(fillSrc))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	out, changes, err := Fill(s)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.NewReplacer(
		"  - turn: {expect: {}}", "  - turn: {expect: {loser: K♦, winner: 9♣}}",
		"      settlement: {}\n      hint:", "      settlement: {}\n      expect: {Dan: +4, Anna: +2, Bank: -6}\n      hint:",
		`count: {rank: "9"}}`, `count: {rank: "9"}, expect: 3}`,
		"expect:     # leer", "expect: 3     # leer",
		"      expect:\n        - \"5\"\n", "      expect: []\n",
	).Replace(fillSrc)
	if string(out) != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
	if len(changes) != 5 {
		t.Errorf("changes: %+v", changes)
	}
	// The filled file loads, passes, and filling again changes nothing.
	s2, diags := Load("f.yaml", out)
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	if res := Run(s2); !res.Passed() || res.Checked != 6 {
		t.Errorf("run after fill: %+v", res)
	}
	again, ch2, err := Fill(s2)
	if err != nil || string(again) != string(out) || len(ch2) != 0 {
		t.Errorf("second fill changed %v (%v)", ch2, err)
	}
}

// TestFillKeepsBlockMappings: an expect written as a block mapping keeps
// its lines and comments; only the values that differ change, and the
// keys it lacks are added at its indentation (pharo.de.txt "Ein Abzug":
// K♦ loses, 9♣ wins; Dan's 4 on the 9 wins 4, Anna's 0, the bank −4).
func TestFillKeepsBlockMappings(t *testing.T) {
	src := `id: blk
lang: de
title: T
game: faro
profile: pharo
players:
  - {name: Doc, banker: true}
  - {name: Dan}
  - {name: Anna}
deck: {cards: [5♣, K♦, 9♣], seed: 7}
steps:
  - bet: {player: Dan, rank: "9", stake: 4}
  - turn:
      expect:
        loser: A♥   # die Bankkarte
        winner: 9♣  # die Spielerkarte
  - ask:
      question: Wer?
      settlement: {}
      expect:
        Dan: +5   # falsch
`
	s, diags := Load("blk.yaml", []byte(src))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	out, changes, err := Fill(s)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.NewReplacer("loser: A♥   # die Bankkarte", "loser: K♦   # die Bankkarte",
		"        Dan: +5   # falsch\n", "        Dan: +4   # falsch\n        Doc: -4\n").Replace(src)
	if string(out) != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	if len(changes) != 3 {
		t.Errorf("changes: %+v", changes)
	}
	if r := RunFile("blk.yaml", out); !r.Passed() {
		t.Errorf("filled: %v", Diagnostics(r.Failures))
	}
}
