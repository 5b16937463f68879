package opponent

import (
	"flag"

	"croupier/engine/pasur"
)

// plainGreedy is a plain rulebook greedy player, the yardstick of
// docs/opponents.md: the best capture by RULINGS.md's "best" (as Greedy),
// and when no card can capture, the card worth fewest points, then one
// that is not a club, then the first in hand — Greedy without its rule
// 1, which refuses a lay that offers a sur.
type plainGreedy struct{}

// levelPlain stands for plainGreedy in the strength harness.
const levelPlain Level = 100

func (plainGreedy) Move(v *pasur.View) (pasur.MoveSet, bool) {
	var buf [64]pasur.MoveSet
	ms := v.AppendLegalMoveSets(buf[:0])
	if len(ms) == 0 {
		return pasur.MoveSet{}, false
	}
	vr := v.Variants()
	best, bestKey := -1, captureKey{}
	for i, m := range ms {
		if m.Take == 0 {
			continue
		}
		k := keyOf(m, v.TableSet(), v.SurDenied(m.Card) == "", vr.SevenDiamonds)
		if best < 0 || k.beats(bestKey) {
			best, bestKey = i, k
		}
	}
	if best >= 0 {
		return ms[best], true
	}
	lay, layKey := 0, [2]int{1 << 30, 1 << 30}
	for i, m := range ms {
		k := [2]int{cardPoints(bit(m.Card), vr.SevenDiamonds), clubOf(m.Card)}
		if k[0] < layKey[0] || k[0] == layKey[0] && k[1] < layKey[1] {
			lay, layKey = i, k
		}
	}
	return ms[lay], true
}

// strengthPlain adds to the full strength run the pairings against the
// plain greedy (docs/opponents.md, "The levels").
var strengthPlain = flag.Bool("strength.plain", false, "the full strength run plays greedy and strong against a plain rulebook greedy too")
