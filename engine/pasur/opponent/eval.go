package opponent

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// Centipoints are expected points in hundredths of a point.
type Centipoints int32

// parts is the value of a search leaf per side, by source, in
// centipoints. At the end of the round they are the exact score; at the
// end of an earlier deal the clubs and the table are estimates.
type parts struct {
	cards [pasur.MaxPlayers]int32 // points of the captured cards
	surs  [pasur.MaxPlayers]int32 // sur points (after sur_cancel)
	clubs [pasur.MaxPlayers]int32 // the clubs bonus, or its expectation
	// table is, at the end of the round, what the last capturer's bonus
	// cards are worth; at the end of an earlier deal, the edge of the
	// side to move first in the next deal on the cards left on the table.
	table [pasur.MaxPlayers]int32
}

// total returns one side's value.
func (p *parts) total(side int) int32 {
	return p.cards[side] + p.surs[side] + p.clubs[side] + p.table[side]
}

// margin is the objective: (k-1)·own − Σ others, for k sides; divided by
// k-1 it is the side's value over the mean of the other sides.
func margin(x *[pasur.MaxPlayers]int32, root int8, sides int) int32 {
	var m int32
	for s := 0; s < sides; s++ {
		if int8(s) == root {
			m += int32(sides-1) * x[s]
		} else {
			m -= x[s]
		}
	}
	return m
}

// evaluator values the leaves of one sample's search.
type evaluator struct {
	*rules
	root int8
	// pool is the set of cards to be dealt after this deal (the sample's
	// talon).
	pool engine.CardSet
	// handNext is the size of each hand in the next deal.
	handNext int
	// nextSurOK tells, by side, whether a sur counts in the next deal.
	nextSurOK [pasur.MaxPlayers]bool
	memo      map[engine.CardSet]uint16 // table → ranks that clear it (bit r-1)
	caps      []engine.CardSet
}

func newEvaluator(r *rules, root int8, pool engine.CardSet) *evaluator {
	e := &evaluator{rules: r, root: root, pool: pool}
	e.handNext = min(pasur.HandSize, count(pool)/max(1, r.players))
	nextLast := count(pool) <= pasur.HandSize*r.players
	for s := 0; s < r.sides; s++ {
		e.nextSurOK[s] = r.v.SurDenied(engine.NewCard(engine.Ace, engine.Clubs), nextLast, r.before[s]) == ""
	}
	return e
}

// leafValue returns the objective at a leaf.
func (e *evaluator) leafValue(s *state) int32 {
	p := e.leaf(s)
	var t [pasur.MaxPlayers]int32
	for side := 0; side < e.sides; side++ {
		t[side] = p.total(side)
	}
	return margin(&t, e.root, e.sides)
}

// leaf splits the value of a leaf: every hand empty (or a cut-off).
func (e *evaluator) leaf(s *state) parts {
	var p parts
	n := e.sides
	if e.lastDeal && s.toPlay < 0 {
		piles := s.piles
		if s.last >= 0 {
			piles[s.last] |= s.table
			p.table[s.last] = 100 * int32(cardPoints(s.table, e.v.SevenDiamonds))
		}
		surs := s.surs
		if e.v.SurCancel && n == 2 {
			c := min(surs[0], surs[1])
			surs[0] -= c
			surs[1] -= c
		}
		for side := 0; side < n; side++ {
			p.cards[side] = 100*int32(cardPoints(piles[side], e.v.SevenDiamonds)) - p.table[side]
			p.surs[side] = 100 * pasur.SurPoints * int32(surs[side])
			if count(piles[side]&clubBits) >= pasur.ClubsNeeded {
				p.clubs[side] = 100 * pasur.ClubsBonusPoints
			}
		}
		return p
	}
	left := 13
	for side := 0; side < n; side++ {
		left -= count(s.piles[side] & clubBits)
	}
	for side := 0; side < n; side++ {
		p.cards[side] = 100 * int32(cardPoints(s.piles[side], e.v.SevenDiamonds))
		p.surs[side] = 100 * pasur.SurPoints * int32(s.surs[side])
		need := pasur.ClubsNeeded - count(s.piles[side]&clubBits)
		p.clubs[side] = clubsChance(n, left, need)
	}
	// The side to move next has the first go at the table.
	if s.lastSeat >= 0 {
		nextSide := e.side[e.next[s.lastSeat]]
		if s.toPlay >= 0 {
			nextSide = e.side[s.toPlay]
		}
		p.table[nextSide] = e.edge(s.table, nextSide)
	}
	return p
}

// edge is what the first player of the next deal can expect from the
// table left: a quarter of its points, and a sur with the chance that a
// hand dealt from the pool holds a card that clears it.
func (e *evaluator) edge(table engine.CardSet, side int8) int32 {
	v := 25 * int32(cardPoints(table, e.v.SevenDiamonds))
	if table == 0 || !e.nextSurOK[side] || e.handNext == 0 {
		return v
	}
	ranks := e.clearers(table)
	var clear engine.CardSet
	for r := 1; r <= 13; r++ {
		if ranks>>(r-1)&1 == 1 {
			clear |= 0xF << (4 * uint(r-1))
		}
	}
	if !e.jackSur {
		clear &^= jackBits
	}
	c := count(e.pool & clear)
	if c == 0 {
		return v
	}
	return v + int32(int64(100*pasur.SurPoints)*missChance(count(e.pool), c, e.handNext, true)/chanceScale)
}

// clearers returns the ranks (bit r-1) whose cards would take the whole
// table.
func (e *evaluator) clearers(table engine.CardSet) uint16 {
	if m, ok := e.memo[table]; ok {
		return m
	}
	var m uint16
	for r := engine.Ace; r <= engine.King; r++ {
		// Any card of the rank that is not on the table will do: the
		// capture rules look at the rank only.
		var c engine.Card
		for s := engine.Clubs; s <= engine.Spades; s++ {
			if c = engine.NewCard(r, s); !table.Has(c) {
				break
			}
		}
		if table.Has(c) {
			continue
		}
		e.caps = pasur.AppendCaptureSets(e.caps[:0], c, table, &e.v)
		if len(e.caps) > 0 && e.caps[len(e.caps)-1] == table {
			m |= 1 << (r - 1)
		}
	}
	if e.memo == nil {
		e.memo = make(map[engine.CardSet]uint16)
	}
	e.memo[table] = m
	return m
}

// chanceScale is the denominator of the chances below.
const chanceScale = 1 << 20

// missChance returns, scaled by chanceScale, the chance that h cards
// drawn from n hold at least one of c marked cards (hit true) or none.
func missChance(n, c, h int, hit bool) int64 {
	if h > n {
		h = n
	}
	// C(n-c, h) / C(n, h) = Π (n-c-i)/(n-i), i < h.
	num, den := int64(1), int64(1)
	for i := 0; i < h; i++ {
		if n-c-i <= 0 {
			num = 0
			break
		}
		num *= int64(n - c - i)
		den *= int64(n - i)
	}
	miss := num * chanceScale / den
	if hit {
		return chanceScale - miss
	}
	return miss
}

// clubsTable[k][left][need] is 700 × the chance that a side short of
// need clubs gets them when left clubs remain and each goes to one of k
// sides with equal chance (a binomial model), in centipoints.
var clubsTable = func() (t [pasur.MaxPlayers + 1][14][pasur.ClubsNeeded + 1]int32) {
	for k := 2; k <= pasur.MaxPlayers; k++ {
		for left := 0; left <= 13; left++ {
			den := int64(1)
			for i := 0; i < left; i++ {
				den *= int64(k)
			}
			for need := 0; need <= pasur.ClubsNeeded; need++ {
				var num int64
				for j := need; j <= left; j++ {
					term := binom(left, j)
					for i := 0; i < left-j; i++ {
						term *= int64(k - 1)
					}
					num += term
				}
				t[k][left][need] = int32((100*pasur.ClubsBonusPoints*num*2 + den) / (2 * den))
			}
		}
	}
	return t
}()

func binom(n, k int) int64 {
	r := int64(1)
	for i := 0; i < k; i++ {
		r = r * int64(n-i) / int64(i+1)
	}
	return r
}

// clubsChance is the expected clubs bonus of a side short of need clubs.
func clubsChance(sides, left, need int) int32 {
	if need <= 0 {
		return 100 * pasur.ClubsBonusPoints
	}
	if need > left || sides < 2 || sides > pasur.MaxPlayers {
		return 0
	}
	return clubsTable[sides][left][need]
}
