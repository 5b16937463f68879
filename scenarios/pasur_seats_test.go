package scenarios

import (
	"slices"
	"strings"
	"testing"
)

// pasurThree is a three-player table without a dealer; the plays follow
// the listed order Dan, Anna, Ben.
const pasurThree = `id: p3
lang: de
title: Test
game: pasur
players: [{name: Dan}, {name: Anna}, {name: Ben}]
deck: {cards: [9♦, 9♣, 9♥, 9♠, 8♦, 8♣, 8♥, 8♠, 7♦, 7♣, 7♥, 7♠, 2♦, 3♣, 5♥, 6♠], seed: 3}
steps:
  - play: {player: Dan, card: 9♦, take: [2♦]}
`

// docs/scenario-format.md "Players" and docs/rules-pasur.md "Seat
// convention": players are listed counter-clockwise, so without a dealer
// the first listed player plays first and the order of play is the list
// (the dealer is the last listed); under clockwise the order runs up the
// list from the first player (Dan, Ben, Anna; Anna deals). Dealt in blocks
// of four in playing order: the first block (the nines) goes to Dan.
func TestPasurSeatsFollowTheList(t *testing.T) {
	for _, tc := range []struct {
		name, variants string
		dealer         int
		order          []int
		second         string // the second block of four (8♦ …) goes to this player
	}{
		{"counter-clockwise", "", 2, []int{0, 1, 2}, "Anna"},
		{"clockwise", "variants: [clockwise]\n", 1, []int{0, 2, 1}, "Ben"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(pasurThree, "game: pasur\n", "game: pasur\n"+tc.variants, 1)
			s, diags := Load("p3.yaml", []byte(src))
			if len(diags) > 0 {
				t.Fatal(Diagnostics(diags))
			}
			rp, err := NewReplay(s)
			if err != nil {
				t.Fatal(err)
			}
			r := rp.Round()
			if r.Dealer() != tc.dealer || r.ToPlay() != 0 || !slices.Equal(r.Config().PlayOrder(), tc.order) {
				t.Fatalf("dealer %d, to play %d, order %v", r.Dealer(), r.ToPlay(), r.Config().PlayOrder())
			}
			if got := r.Hand(s.playerIndex(tc.second)); len(got) != 4 || got[0].String() != "8♦" {
				t.Fatalf("%s holds %v", tc.second, got)
			}
			if res := Run(s); !res.Passed() {
				t.Fatalf("%+v", res)
			}
		})
	}
}
