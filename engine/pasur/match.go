package pasur

import (
	"math/rand/v2"

	"croupier/engine"
)

// Match chains rounds (RULINGS.md "Pasur", **Match**): after each round
// the breakdowns are added to the totals; the first side with the target
// (62, or 51 / 11) or more at the end of a round wins, the highest total
// if several reached it, and an exact tie at the top plays another round.
// Under fixed_rounds exactly 11 rounds are played; the highest total wins
// and equal totals draw. The dealer passes to the next player in the
// direction of play after every round.
type Match struct {
	cfg      Config
	rng      *rand.Rand
	dealer   int
	before   int // rounds played before a resumed match's start
	totals   [MaxPlayers]int
	rounds   []RoundRecord
	cur      *Round
	recorded bool
	over     bool
	winner   int
	draw     bool
}

// RoundRecord is one finished round of a match.
type RoundRecord struct {
	Number     int         // from 1 (a resumed match counts the rounds before its start)
	Dealer     int         // the round's dealer
	Breakdowns []Breakdown // per side
	Totals     []int       // match totals per side after the round
	Events     []DealEvent // the round's table check
}

// NewMatch starts a match; cfg.Dealer deals the first round. rng shuffles
// each round's deck (when StartRound gets none) and serves the table
// check. No round is dealt yet: call StartRound.
func NewMatch(cfg Config, rng *rand.Rand) (*Match, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return &Match{cfg: cfg, rng: rng, dealer: cfg.Dealer, winner: -1}, nil
}

// Config returns the match configuration (with the first dealer).
func (m *Match) Config() Config { return m.cfg }

// StartRound deals the next round from deck (a full deck, first card
// dealt first), or from a deck shuffled by the match's rng if deck is nil.
// It is refused while a round is being played or once the match is over.
func (m *Match) StartRound(deck []engine.Card) (*Round, error) {
	if err := m.ready(); err != nil {
		return nil, err
	}
	if deck == nil {
		if m.rng == nil {
			return nil, &SetupError{Rule: RuleRandom, Err: ErrNeedRandom, Seat: -1}
		}
		deck = engine.ShuffledDeck(m.rng)
	}
	r, err := NewRound(m.roundConfig(), deck, m.rng, m.totals[:m.cfg.Sides()])
	if err != nil {
		return nil, err
	}
	m.cur, m.recorded = r, false
	return r, nil
}

// StartRoundFrom starts the next round at an explicit position (see
// NewRoundFrom); the match's dealer and totals replace the setup's
// ScoresBefore.
func (m *Match) StartRoundFrom(s Setup) (*Round, error) {
	if err := m.ready(); err != nil {
		return nil, err
	}
	s.ScoresBefore = m.totals[:m.cfg.Sides()]
	r, err := NewRoundFrom(m.roundConfig(), s)
	if err != nil {
		return nil, err
	}
	m.cur, m.recorded = r, false
	m.sync()
	return r, nil
}

func (m *Match) ready() error {
	m.sync()
	switch {
	case m.over:
		return &MoveError{Rule: RuleMatchOver, Err: ErrMatchOver, Holder: -1}
	case m.cur != nil && !m.cur.Over():
		return &MoveError{Rule: RuleRoundPending, Err: ErrRoundNotOver, Holder: -1}
	}
	return nil
}

func (m *Match) roundConfig() Config {
	c := m.cfg
	c.Dealer = m.dealer
	return c
}

// Round returns the current (or last) round, nil before the first. Play
// through Match.Play so that the match sees the round end (it also
// notices when a round was played directly).
func (m *Match) Round() *Round { return m.cur }

// Play plays a move for seat in the current round (see Round.Play); when
// the round ends its breakdowns are added to the totals and the match may
// end.
func (m *Match) Play(seat int, mv Move) (*MoveResult, error) {
	if m.cur == nil {
		return nil, &MoveError{Rule: RuleRoundOver, Err: ErrRoundOver, Holder: -1, Card: mv.Card}
	}
	res, err := m.cur.Play(seat, mv)
	if err != nil {
		return nil, err
	}
	m.sync()
	return res, nil
}

// sync records a finished round once.
func (m *Match) sync() {
	if m.cur == nil || !m.cur.Over() || m.recorded {
		return
	}
	m.recorded = true
	n := m.cfg.Sides()
	bd := m.cur.Breakdowns()
	for s := 0; s < n; s++ {
		m.totals[s] += bd[s].Total
	}
	m.rounds = append(m.rounds, RoundRecord{
		Number:     m.before + len(m.rounds) + 1,
		Dealer:     m.cur.Dealer(),
		Breakdowns: bd,
		Totals:     append([]int(nil), m.totals[:n]...),
		Events:     m.cur.Events(),
	})
	m.dealer = m.cfg.Next(m.dealer)
	m.decide()
}

// decide ends the match when the rules say so.
func (m *Match) decide() {
	n := m.cfg.Sides()
	top, count := m.totals[0], 0
	for s := 0; s < n; s++ {
		top = max(top, m.totals[s])
	}
	best := -1
	for s := 0; s < n; s++ {
		if m.totals[s] == top {
			count++
			best = s
		}
	}
	if m.cfg.Variants.FixedRounds {
		if m.before+len(m.rounds) < FixedRoundCount {
			return
		}
		m.over = true
		if count == 1 {
			m.winner = best
		} else {
			m.draw = true
		}
		return
	}
	if top >= m.cfg.Variants.TargetScore() && count == 1 {
		m.over, m.winner = true, best
	}
}

// Over reports whether the match is over.
func (m *Match) Over() bool { m.sync(); return m.over }

// Winner returns the winning side, or -1 and false while the match goes
// on or if it ended in a draw (also for a zero Match, not made by
// NewMatch).
func (m *Match) Winner() (int, bool) {
	m.sync()
	if !m.over || m.winner < 0 {
		return -1, false
	}
	return m.winner, true
}

// Draw reports whether a fixed-rounds match ended with equal top totals.
func (m *Match) Draw() bool { m.sync(); return m.draw }

// Totals returns the match totals per side.
func (m *Match) Totals() []int {
	m.sync()
	return append([]int(nil), m.totals[:m.cfg.Sides()]...)
}

// Rounds returns the finished rounds, as a deep copy: changing it does
// not change the match.
func (m *Match) Rounds() []RoundRecord {
	m.sync()
	if len(m.rounds) == 0 {
		return nil
	}
	out := make([]RoundRecord, len(m.rounds))
	for i, rec := range m.rounds {
		rec.Breakdowns = append([]Breakdown(nil), rec.Breakdowns...)
		rec.Totals = append([]int(nil), rec.Totals...)
		rec.Events = copyEvents(rec.Events)
		out[i] = rec
	}
	return out
}

// Dealer returns the dealer of the next round to start (or of the current
// one while it is being played).
func (m *Match) Dealer() int {
	m.sync()
	if m.cur != nil && !m.cur.Over() {
		return m.cur.Dealer()
	}
	return m.dealer
}
