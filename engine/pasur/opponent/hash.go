package opponent

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// Zobrist keys of the search positions: one random word per card and
// place (a seat's hand, or the table). The piles enter a position's key
// only through what they score (points, clubs, surs per side), so that
// positions which will score alike share an entry.
var zobrist = func() (z [pasur.MaxPlayers + 1][engine.DeckSize]uint64) {
	x := uint64(0x243f6a8885a308d3)
	for p := range z {
		for c := range z[p] {
			x = splitmix(x)
			z[p][c] = x
		}
	}
	return z
}()

const tablePlace = pasur.MaxPlayers

// splitmix is the SplitMix64 step, used to make the keys and to mix.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// placeKey is the key of a set of cards in one place.
func placeKey(place int, s engine.CardSet) uint64 {
	var k uint64
	for x := s; x != 0; x &= x - 1 {
		k ^= zobrist[place][lowest(x).Index()]
	}
	return k
}

// key returns the full key of a position: s.hash (hands and table) mixed
// with the scores of the piles, the last capturer and the seat to move.
func (r *rules) key(s *state) uint64 {
	agg := uint64(uint8(s.toPlay)&7) | uint64(uint8(s.last)&7)<<3
	for side := 0; side < r.sides; side++ {
		p := s.piles[side]
		f := uint64(cardPoints(p, r.v.SevenDiamonds)) | uint64(count(p&clubBits))<<6 | uint64(s.surs[side]&15)<<10
		agg |= f << (6 + 14*uint(side))
	}
	return s.hash ^ splitmix(agg)
}

// ttEntry is one remembered search result.
type ttEntry struct {
	key  uint64
	move pasur.MoveSet
	val  int32
	gen  uint32
	kind uint8 // ttExact, ttLower, ttUpper
}

const (
	ttExact = iota + 1
	ttLower
	ttUpper
)

// table is the transposition table of one analysis. Each sample starts
// a new generation: entries of earlier samples are ignored, since the
// values at the end of a deal depend on the sample's talon.
type table struct {
	e    []ttEntry
	mask uint64
	gen  uint32
}

func newTable(bits uint) *table {
	return &table{e: make([]ttEntry, 1<<bits), mask: 1<<bits - 1}
}

func (t *table) probe(k uint64) *ttEntry {
	e := &t.e[k&t.mask]
	if e.gen != t.gen || e.key != k {
		return nil
	}
	return e
}

func (t *table) store(k uint64, m pasur.MoveSet, val int32, kind uint8) {
	t.e[k&t.mask] = ttEntry{key: k, move: m, val: val, gen: t.gen, kind: kind}
}
