package pasur

import (
	"croupier/engine"
)

// CaptureKind says by which rule a card captures.
type CaptureKind uint8

// The kinds of capture.
const (
	// ByNone: the card cannot capture (it would be laid).
	ByNone CaptureKind = iota
	// BySum: a number card takes groups summing to 11 with it
	// (pasur.de.txt "Spielablauf" 2.).
	BySum
	// ByRank: a king or queen takes every card of its rank
	// ("Spielablauf" 3.).
	ByRank
	// ByJack: a jack takes every table card but kings and queens
	// ("Spielablauf" 4.).
	ByJack
	// ByJackEleven: under jacks_eleven a jack takes groups summing to 11,
	// a table jack being a group of its own.
	ByJackEleven
	// ByChildren: under children every card takes all table cards of its
	// own rank.
	ByChildren
)

// String returns a short English name.
func (k CaptureKind) String() string {
	switch k {
	case BySum:
		return "sum"
	case ByRank:
		return "rank"
	case ByJack:
		return "jack"
	case ByJackEleven:
		return "jack-eleven"
	case ByChildren:
		return "children"
	}
	return "none"
}

// Rule returns the RuleID of the capture rule.
func (k CaptureKind) Rule() RuleID {
	switch k {
	case BySum:
		return RuleCaptureSum
	case ByRank:
		return RuleCaptureRank
	case ByJack:
		return RuleCaptureJack
	case ByJackEleven:
		return RuleCaptureJack11
	case ByChildren:
		return RuleCaptureChildren
	}
	return RuleLay
}

// captureRule tells how card captures under v: by a forced set (rank,
// jack, children: the only capture is every eligible table card), or by
// sums of need t over the eligible table cards.
func captureRule(card engine.Card, v *Variants) (kind CaptureKind, t int, eligible engine.CardSet) {
	r := card.Rank
	switch {
	case !card.Valid():
		return ByNone, 0, 0
	case v.Children:
		return ByChildren, 0, rankBits(r)
	case r == engine.Jack && v.JacksEleven:
		return ByJackEleven, 11, numberBits | jackBits
	case r == engine.Jack:
		return ByJack, 0, numberBits | jackBits
	case r == engine.Queen || r == engine.King:
		return ByRank, 0, rankBits(r)
	}
	return BySum, 11 - int(r), numberBits
}

// summing reports whether a kind captures by sums.
func (k CaptureKind) summing() bool { return k == BySum || k == ByJackEleven }

// canCapture reports whether card can capture from table under v.
func canCapture(card engine.Card, table engine.CardSet, v *Variants) bool {
	kind, t, elig := captureRule(card, v)
	switch {
	case kind == ByNone:
		return false
	case kind.summing():
		return canSum(table&elig, t)
	}
	return table&elig != 0
}

// appendCaptureSets appends the take sets of every legal capture of card
// from table, sorted by size then card order; it reports truncation at
// MaxCaptures.
func appendCaptureSets(s *searcher, dst []engine.CardSet, card engine.Card, table engine.CardSet, v *Variants) ([]engine.CardSet, bool) {
	kind, t, elig := captureRule(card, v)
	avail := table & elig
	switch {
	case kind == ByNone || avail == 0:
		return dst, false
	case !kind.summing():
		return append(dst, avail), false
	case !canSum(avail, t):
		return dst, false
	}
	start := len(dst)
	dst, cut := s.appendSumCaptures(dst, avail, t, MaxCaptures)
	sortSets(dst[start:])
	return dst, cut
}

// AppendCaptureSets appends to dst the take set of every legal capture of
// card from table under v, fewest cards first and then in card order (the
// order of Round.AppendLegalMoveSets), and returns it; it appends nothing
// if the card cannot capture (it would be laid). The card need not be in
// any hand: this is the rule itself, for searches that keep their own
// positions. For one card at most MaxCaptures captures are listed.
func AppendCaptureSets(dst []engine.CardSet, card engine.Card, table engine.CardSet, v *Variants) []engine.CardSet {
	table &= deckBits
	kind, t, elig := captureRule(card, v)
	avail := table & elig
	switch {
	case kind == ByNone || avail == 0:
		return dst
	case !kind.summing():
		return append(dst, avail)
	case !canSum(avail, t):
		return dst
	}
	return appendSums(dst, avail, t)
}

// appendSums lists the sum captures of need t within avail, sorted.
func appendSums(dst []engine.CardSet, avail engine.CardSet, t int) []engine.CardSet {
	var s searcher
	start := len(dst)
	dst, _ = s.appendSumCaptures(dst, avail, t, MaxCaptures)
	sortSets(dst[start:])
	return dst
}
