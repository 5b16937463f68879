package opponent

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// state is one position of the search with every hand known (one sample
// of the hidden cards): everything as sets, so that a move is a copy.
type state struct {
	hands    [pasur.MaxPlayers]engine.CardSet // by seat
	table    engine.CardSet
	piles    [pasur.MaxPlayers]engine.CardSet // by side
	surs     [pasur.MaxPlayers]int16          // by side, surs that count
	last     int8                             // the side that captured last, or -1
	toPlay   int8                             // the seat to move, -1 once every hand is empty
	lastSeat int8                             // the seat that played last, or -1
	hash     uint64                           // the Zobrist key of the hands and the table
}

// rules is what the search needs of the table and the variants.
type rules struct {
	v        pasur.Variants
	players  int
	sides    int
	next     [pasur.MaxPlayers]int8 // the player after each seat
	side     [pasur.MaxPlayers]int8 // each seat's side
	lastDeal bool                   // the talon is empty: the round ends with this deal
	// surOK tells, by side, whether clearing the table with a card other
	// than a jack scores a sur in this deal; jackSur whether a jack's
	// does (before the other checks).
	surOK   [pasur.MaxPlayers]bool
	jackSur bool
	before  [pasur.MaxPlayers]int
}

// newRules reads the table and the variants from a view.
func newRules(v *pasur.View) rules {
	cfg := v.Config()
	r := rules{v: cfg.Variants, players: cfg.Players, sides: cfg.Sides(), lastDeal: v.LastDeal()}
	for p := 0; p < cfg.Players; p++ {
		r.next[p] = int8(cfg.Next(p))
		r.side[p] = int8(cfg.Side(p))
	}
	for s := 0; s < r.sides; s++ {
		r.before[s] = v.ScoreBefore(s)
		r.surOK[s] = cfg.Variants.SurDenied(engine.NewCard(engine.Ace, engine.Clubs), r.lastDeal, r.before[s]) == ""
	}
	r.jackSur = !cfg.Variants.NoSurWithJack
	return r
}

// surCounts reports whether side scores a sur for clearing the table with
// card.
func (r *rules) surCounts(card engine.Card, side int8) bool {
	return r.surOK[side] && (r.jackSur || card.Rank != engine.Jack)
}

// play makes move m for the seat to move.
func (r *rules) play(s *state, m pasur.MoveSet) {
	seat := s.toPlay
	s.hands[seat] &^= bit(m.Card)
	ci := m.Card.Index()
	s.hash ^= zobrist[seat][ci]
	if m.Take == 0 {
		s.table |= bit(m.Card)
		s.hash ^= zobrist[tablePlace][ci]
	} else {
		sd := r.side[seat]
		s.hash ^= placeKey(tablePlace, m.Take)
		s.table &^= m.Take
		s.piles[sd] |= m.Take | bit(m.Card)
		s.last = sd
		if s.table == 0 && r.surCounts(m.Card, sd) {
			s.surs[sd]++
		}
	}
	s.lastSeat = seat
	p := seat
	for i := 0; i < r.players; i++ {
		p = r.next[p]
		if s.hands[p] != 0 {
			s.toPlay = p
			return
		}
	}
	s.toPlay = -1
}

// gain is a quick guess at what a move is worth to the mover, used only
// to order the search: points taken (a sur counts 5), then clubs, then
// cards; a laid card costs what it is worth.
func (r *rules) gain(s *state, m pasur.MoveSet) int32 {
	if m.Take == 0 {
		return -int32(100*cardPoints(bit(m.Card), r.v.SevenDiamonds)+30*count(bit(m.Card)&clubBits)) - 1000
	}
	took := m.Take | bit(m.Card)
	g := int32(100*cardPoints(took, r.v.SevenDiamonds) + 30*count(took&clubBits) + 5*count(took))
	if s.table&^m.Take == 0 && r.surCounts(m.Card, r.side[s.toPlay]) {
		g += 100 * pasur.SurPoints
	}
	return g
}

// appendMoves appends the legal moves of the seat to move, best guess
// first (see gain), with their guesses in keys.
func (r *rules) appendMoves(s *state, dst []pasur.MoveSet, keys []int32, buf *[]engine.CardSet) ([]pasur.MoveSet, []int32) {
	start := len(dst)
	hand := s.hands[s.toPlay]
	for x := hand; x != 0; x &= x - 1 {
		c := lowest(x)
		if r.plain(c) && hand&r.plainBelow(c) != 0 {
			continue // a plain card of the same rank came before: same moves
		}
		caps := pasur.AppendCaptureSets((*buf)[:0], c, s.table, &r.v)
		*buf = caps
		if len(caps) == 0 {
			dst = append(dst, pasur.MoveSet{Card: c})
			keys = append(keys, r.gain(s, pasur.MoveSet{Card: c}))
			continue
		}
		from := len(dst)
	next:
		for _, t := range caps {
			for _, m := range dst[from:] {
				if r.alike(m.Take, t) {
					continue next
				}
			}
			m := pasur.MoveSet{Card: c, Take: t}
			dst = append(dst, m)
			keys = append(keys, r.gain(s, m))
		}
	}
	// Insertion sort by key, descending; stable.
	ms, ks := dst[start:], keys[len(keys)-(len(dst)-start):]
	for i := 1; i < len(ms); i++ {
		m, k := ms[i], ks[i]
		j := i
		for ; j > 0 && ks[j-1] < k; j-- {
			ms[j], ks[j] = ms[j-1], ks[j-1]
		}
		ms[j], ks[j] = m, k
	}
	return dst, keys
}

// Plain cards. A card is plain when nothing but its rank counts: not a
// club (the clubs bonus, 2♣), not 10♦, not 7♦ under seven_diamonds. Two
// plain cards of one rank can be swapped anywhere without changing any
// score or rule, so the search tries only one of two moves that differ
// by such a swap.
func (r *rules) plain(c engine.Card) bool {
	return r.plainSuits(c.Rank)>>uint(c.Suit)&1 == 1
}

// plainSuits returns the suits (bit per suit) in which a rank is plain.
func (r *rules) plainSuits(rank engine.Rank) uint8 {
	if rank == engine.Ten || (rank == engine.Seven && r.v.SevenDiamonds) {
		return 0b1100
	}
	return 0b1110
}

// plainBelow returns the plain cards of c's rank in suits before c's.
func (r *rules) plainBelow(c engine.Card) engine.CardSet {
	below := uint8(1)<<uint(c.Suit) - 1
	return engine.CardSet(r.plainSuits(c.Rank)&below) << (4 * uint(c.Rank-1))
}

// alike reports whether two takes differ only by swapping plain cards of
// a rank: the same special cards and, rank by rank, as many plain ones.
func (r *rules) alike(a, b engine.CardSet) bool {
	if a == b {
		return true
	}
	if count(a) != count(b) {
		return false
	}
	for x := a | b; x != 0; {
		rank := engine.Rank(lowest(x).Index()/4 + 1)
		sh := 4 * uint(rank-1)
		na, nb := uint8(a>>sh)&0xF, uint8(b>>sh)&0xF
		ps := r.plainSuits(rank)
		if na&^ps != nb&^ps || count(engine.CardSet(na&ps)) != count(engine.CardSet(nb&ps)) {
			return false
		}
		x &^= 0xF << sh
	}
	return true
}
