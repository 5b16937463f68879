package play

import (
	"io"
	"testing"

	"croupier/locales"
	"croupier/tutor/screen"
)

// TestFreePasurSeedsIndependent: the session gives each free game the next
// seed (tutor.startPlay), and the first tables of successive seeds are
// shuffled independently (RULINGS "Initial table check": "All shuffling
// uses the scenario's seed"; a free game's is its own). For two independent
// shuffles a given table card is the same card in the same place with
// chance 1/52, so over the four table cards of 400 pairs of successive
// seeds about 4 × 400 / 52 ≈ 31 places agree; a seeding that let one
// game's shuffle follow the last one's would agree far more often. Two
// tables with the same jack (seeds 2 and 3 both have J♣ as their second
// table card) are such a chance agreement, not a common shuffle.
func TestFreePasurSeedsIndependent(t *testing.T) {
	scr := screen.New(io.Discard, locales.German, false, nil)
	const pairs = 400
	same, sameTables := 0, 0
	var prev *pasurGame
	for seed := uint64(1); seed <= pairs+1; seed++ {
		g, err := newPasur(scr, seed, Options{NoCoach: true})
		if err != nil {
			t.Fatal(err)
		}
		if prev != nil {
			a, b := prev.match.Round(), g.match.Round()
			if a.TableSet() == b.TableSet() {
				sameTables++
			}
			ta, tb := a.Table(), b.Table()
			for i := range min(len(ta), len(tb)) {
				if ta[i] == tb[i] {
					same++
				}
			}
		}
		prev = g
	}
	t.Logf("%d table places alike over %d pairs", same, pairs)
	// the count is about Binomial(1600, 1/52): mean 31, sd 5.5
	if same < 10 || same > 55 || sameTables > 0 {
		t.Errorf("successive seeds: %d table places alike (about 31 expected), %d identical tables", same, sameTables)
	}
}
