package pasur

import (
	"croupier/engine"
)

// MaxTableCards bounds the table of an explicit setup. Play from a dealt
// deck never comes near it: a card is laid only when it cannot capture,
// which keeps a reachable table to about 20 number cards and one king,
// queen and jack.
const MaxTableCards = 24

// Setup is an explicit position for NewRoundFrom: what a scenario gives.
type Setup struct {
	// Hands holds each seat's hand (len = Players); hands may differ in
	// size and may be empty.
	Hands [][]engine.Card
	// Table holds the face-up cards, in the order they came to the table.
	Table []engine.Card
	// Talon holds the cards still to be dealt, the next first.
	Talon []engine.Card
	// ToPlay is the seat to move. If its hand is empty, the turn goes on
	// in playing order to the first seat holding cards.
	ToPlay int
	// Piles holds each side's captured cards so far (optional).
	Piles [][]engine.Card
	// Surs holds each side's surs so far that count (optional).
	Surs []int
	// LastCapturer is the side that captured last; it is ignored (nobody
	// captured) when negative or when that side's pile is empty.
	LastCapturer int
	// ScoresBefore holds the match totals per side at the start of the
	// round (optional; for no_sur_at_50).
	ScoresBefore []int
	// DealNumber is the number of the current deal (0 means 1).
	DealNumber int
}

// NewRoundExplicit starts a round from given hands (by seat), table and
// talon (next card first), with the player after the dealer to move, no
// captures yet and no initial table check (RULINGS.md "Pasur": "A scenario
// may instead give the hands, table and talon explicitly"). Hands that are
// all empty are dealt from the talon at once.
func NewRoundExplicit(cfg Config, hands [][]engine.Card, table, talon []engine.Card) (*Round, error) {
	return NewRoundFrom(cfg, Setup{Hands: hands, Table: table, Talon: talon, ToPlay: cfg.FirstPlayer(), LastCapturer: -1})
}

// NewRoundFrom starts a round at an explicit position. The cards of hands,
// table, talon and piles must be valid and distinct (fewer than 52 is
// fine). No table check is made. If every hand is empty the next deal is
// dealt from the talon, and if the talon is empty too the round ends at
// once.
func NewRoundFrom(cfg Config, s Setup) (*Round, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	n, sides := cfg.Players, cfg.Sides()
	if len(s.Hands) != n {
		return nil, &SetupError{Rule: RuleSetup, Err: ErrSetup, Seat: -1, Count: len(s.Hands)}
	}
	if len(s.Piles) > sides || len(s.Surs) > sides {
		return nil, &SetupError{Rule: RuleSetup, Err: ErrSetup, Seat: -1, Count: max(len(s.Piles), len(s.Surs))}
	}
	var all []engine.Card
	for _, h := range s.Hands {
		all = append(all, h...)
	}
	all = append(all, s.Table...)
	all = append(all, s.Talon...)
	for _, p := range s.Piles {
		all = append(all, p...)
	}
	if err := engine.CheckDistinct(all); err != nil {
		return nil, &SetupError{Rule: RuleSetup, Err: ErrSetup, Seat: -1, Cause: err}
	}
	if len(s.Table) > MaxTableCards {
		return nil, &SetupError{Rule: RuleTableSize, Err: ErrTableTooLarge, Seat: -1, Count: len(s.Table)}
	}
	r := &Round{cfg: cfg, last: -1, lastSeat: -1, deal: max(1, s.DealNumber), absent: deckBits &^ setOf(all)}
	if err := r.setBefore(s.ScoresBefore); err != nil {
		return nil, err
	}
	for p, h := range s.Hands {
		if len(h) <= HandSize {
			r.hands[p] = append(r.handBuf[p][:0], h...)
		} else {
			r.hands[p] = append([]engine.Card(nil), h...)
		}
	}
	r.table = append(r.tableBuf[:0], s.Table...)
	r.tableSet = setOf(r.table)
	r.talon = append(r.deckBuf[:0], s.Talon...)
	for side, p := range s.Piles {
		r.piles[side] = setOf(p)
	}
	for side, k := range s.Surs {
		if k < 0 {
			return nil, &SetupError{Rule: RuleSetup, Err: ErrSetup, Seat: -1, Count: k}
		}
		r.surs[side] = k
	}
	if s.LastCapturer >= 0 && s.LastCapturer < sides && r.piles[s.LastCapturer] != 0 {
		r.last = s.LastCapturer
	}
	if err := checkRichness(r.tableSet, &cfg.Variants); err != nil {
		return nil, err
	}
	if s.ToPlay < 0 || s.ToPlay >= n {
		return nil, &SetupError{Rule: RuleSetup, Err: ErrSetup, Seat: s.ToPlay}
	}
	empty := true
	for p := 0; p < n; p++ {
		empty = empty && len(r.hands[p]) == 0
	}
	switch {
	case empty && len(r.talon) == 0:
		r.finish()
		return r, nil
	case empty:
		r.dealNext()
		r.deal = max(1, s.DealNumber)
	}
	r.toPlay = s.ToPlay
	if len(r.hands[r.toPlay]) == 0 {
		r.toPlay = r.nextWithCards(r.prev(s.ToPlay))
	}
	return r, nil
}

// prev returns the player before seat in the direction of play.
func (r *Round) prev(seat int) int {
	p := seat
	for i := 0; i < r.cfg.Players-1; i++ {
		p = r.cfg.Next(p)
	}
	return p
}

// checkRichness refuses a table on which some card would have more than
// MaxCaptures distinct captures (LegalMoves would be cut short).
func checkRichness(table engine.CardSet, v *Variants) error {
	var s searcher
	for r := engine.Ace; r <= engine.Jack; r++ {
		kind, t, elig := captureRule(engine.NewCard(r, engine.Clubs), v)
		if !kind.summing() || table&elig == 0 {
			continue
		}
		s.run(rankCounts(table&elig), t)
		if s.truncated || countExpansions(&s, table&elig, MaxCaptures) > MaxCaptures {
			return &SetupError{Rule: RuleTableSize, Err: ErrTableTooRich, Seat: -1, Card: engine.NewCard(r, engine.Clubs)}
		}
	}
	return nil
}
