package pasur

import (
	"math/rand/v2"

	"croupier/engine"
)

// NewRound deals a round from deck, a full deck of 52 cards whose first
// card is dealt first. Dealing goes in blocks of four: four to each player
// in playing order (starting after the dealer), then four face up to the
// table (RULINGS.md "Pasur": stacked deck). Then the initial table check
// runs until the table passes: two or more jacks, queens or kings → the
// whole deck is reshuffled with rng and dealt again; exactly one jack →
// the jack is shuffled with rng into the talon and the talon's first card
// replaces it. Each action is reported in Events. rng may be nil when the
// first table passes; it is needed otherwise (ErrNeedRandom).
//
// scoresBefore gives the match totals per side at the start of the round
// (for no_sur_at_50); nil means all zero.
func NewRound(cfg Config, deck []engine.Card, rng *rand.Rand, scoresBefore []int) (*Round, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if err := engine.CheckDeck(deck); err != nil {
		return nil, &SetupError{Rule: RuleDeck, Err: ErrSetup, Seat: -1, Cause: err}
	}
	r := &Round{cfg: cfg, last: -1, lastSeat: -1, deal: 1}
	if err := r.setBefore(scoresBefore); err != nil {
		return nil, err
	}
	d := &r.deckBuf
	copy(d[:], deck)
	n := cfg.Players
	tbl := d[HandSize*n : HandSize*n+HandSize] // the table slots of d
	for tries := 0; ; tries++ {
		if tries >= maxTableChecks {
			return nil, &SetupError{Rule: RuleDealLimit, Err: ErrDealLimit, Seat: -1, Count: tries}
		}
		f := CheckTable(tbl)
		if f == 0 {
			break
		}
		if rng == nil {
			return nil, &SetupError{Rule: RuleRandom, Err: ErrNeedRandom, Seat: -1}
		}
		ev := DealEvent{Fault: f, Table: append([]engine.Card(nil), tbl...)}
		if f.Redeal() {
			ev.Kind, ev.Rule = EventRedeal, RuleTableRedeal
			engine.Shuffle(d[:], rng)
		} else {
			ev.Kind, ev.Rule = EventJackReplaced, RuleTableJack
			ev.Jack, ev.Replacement = replaceJack(d[:], HandSize*n, rng)
		}
		r.events = append(r.events, ev)
	}
	p := cfg.FirstPlayer()
	for i := 0; i < n; i++ {
		r.hands[p] = append(r.handBuf[p][:0], d[HandSize*i:HandSize*i+HandSize]...)
		p = cfg.Next(p)
	}
	r.table = append(r.tableBuf[:0], tbl...)
	r.tableSet = setOf(r.table)
	r.talon = d[HandSize*n+HandSize:]
	r.toPlay = cfg.FirstPlayer()
	return r, nil
}

// replaceJack handles a single table jack: d[at:at+4] is the table and
// d[at+4:] the talon. The jack is shuffled into the talon, and the first
// card of the shuffled talon takes the jack's place on the table.
func replaceJack(d []engine.Card, at int, rng *rand.Rand) (jack, repl engine.Card) {
	slot := at
	for i := at; i < at+HandSize; i++ {
		if d[i].Rank == engine.Jack {
			slot = i
			break
		}
	}
	jack = d[slot]
	var tmp [engine.DeckSize]engine.Card
	pile := append(tmp[:0], jack)
	pile = append(pile, d[at+HandSize:]...)
	engine.Shuffle(pile, rng)
	d[slot] = pile[0]
	copy(d[at+HandSize:], pile[1:])
	return jack, pile[0]
}

// setBefore records the match totals at the start of the round.
func (r *Round) setBefore(scores []int) error {
	if scores == nil {
		return nil
	}
	if len(scores) != r.cfg.Sides() {
		return &SetupError{Rule: RuleScores, Err: ErrScores, Seat: -1, Count: len(scores)}
	}
	copy(r.before[:], scores)
	return nil
}

// dealNext gives each player up to four cards from the talon in playing
// order, starting with the player after the dealer.
func (r *Round) dealNext() {
	p := r.cfg.FirstPlayer()
	for i := 0; i < r.cfg.Players && len(r.talon) > 0; i++ {
		k := min(HandSize, len(r.talon))
		r.hands[p] = append(r.hands[p][:0], r.talon[:k]...)
		r.talon = r.talon[k:]
		p = r.cfg.Next(p)
	}
	r.deal++
}
