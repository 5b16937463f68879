package faro

import "testing"

// FuzzDealActions decodes bytes into a table (profile, rules, players,
// holdings, deck seed) and a sequence of actions — place, change, remove,
// call, next turn — played on the engine and on the naive model: no
// panic, the invariants hold after every step, refused actions leave the
// deal unchanged (see playDeal). Once the bytes run out, the remaining
// turns are drawn.
func FuzzDealActions(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{0, 0, 5, 3, 1, 7, 9, 4, 5, 6, 1, 2, 3, 9, 9, 9, 8, 7, 6, 5})
	f.Add([]byte{1, 2, 9, 8, 0, 4, 4, 6, 2, 5, 5, 5, 0, 7, 1, 3, 9, 9, 9, 9, 9, 9})
	f.Fuzz(func(t *testing.T, data []byte) {
		playDeal(t, &byteChooser{b: data})
	})
}
