package scenarios

import (
	"regexp"
	"strings"
	"testing"
)

// matchWithJack is a match whose second round deals a jack to the table:
// the table check replaces it (pasur.de.txt "Vorbereitung und Austeilen"
// 3: a single open jack is shuffled back and that card dealt again), a
// shuffle that uses the match's seed (RULINGS.md: all shuffling uses the
// scenario's seed).
const matchWithJack = `id: match-seed
lang: de
title: Der Seed der Partie
game: pasur
variants: [{target: 11}]
MATCH
players:
  - {name: Dan}
  - {name: Anna}
rounds:
  - deck: {hands: {Dan: [A♠], Anna: [5♥]}, table: [10♦]}
    steps:
      - play: {player: Dan, card: A♠, take: [10♦]}
      - play: {player: Anna, card: 5♥}
  - deck: {cards: [2♣, 3♣, 4♣, 5♣, 2♦, 3♦, 4♦, 5♦, J♥, 6♠, 7♠, 8♠], seed: 9}
    steps:
      - ask: {question: "Was liegt auf dem Tisch?", table: {}}
`

var tableExpectRE = regexp.MustCompile(`table: \{\}, expect: (\[.*?\])`)

// tableAfterCheck fills the file and returns the table the engine gives
// after round 2's table check.
func tableAfterCheck(t *testing.T, match string) string {
	t.Helper()
	src := strings.Replace(matchWithJack, "MATCH\n", match, 1)
	s, diags := Load("m.yaml", []byte(src))
	if len(diags) > 0 {
		t.Fatalf("%s: %v", match, Diagnostics(diags))
	}
	out, _, err := Fill(s)
	if err != nil {
		t.Fatal(err)
	}
	m := tableExpectRE.FindSubmatch(out)
	if m == nil {
		t.Fatalf("no table filled in:\n%s", out)
	}
	return string(m[1])
}

// TestMatchSeed: match: {seed: N} seeds the table checks of a match, apart
// from the first round's deck, whose hands are given without a seed; the
// same seed replays the same match, and a match without any match seed
// replays identically too (its table checks shuffle from a fixed seed).
func TestMatchSeed(t *testing.T) {
	one := tableAfterCheck(t, "match: {seed: 1}\n")
	if again := tableAfterCheck(t, "match: {seed: 1}\n"); again != one {
		t.Errorf("seed 1 replays %s, then %s", one, again)
	}
	if strings.Contains(one, "J♥") {
		t.Errorf("the table check left the jack on the table: %s", one)
	}
	differs := false
	for _, seed := range []string{"2", "3", "4"} {
		if tableAfterCheck(t, "match: {seed: "+seed+"}\n") != one {
			differs = true
		}
	}
	if !differs {
		t.Errorf("the match seed changes nothing: %s for seeds 1 to 4", one)
	}
	none := tableAfterCheck(t, "")
	if again := tableAfterCheck(t, ""); again != none {
		t.Errorf("a match without a seed replays %s, then %s", none, again)
	}
}
