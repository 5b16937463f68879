package faro

import "croupier/engine"

// Table sizes (RULINGS.md "Players: 2 to 10 in all, one of them the
// banker") and the length of a deal.
const (
	MinPlayers = 2
	MaxPlayers = 10
	// Turns is the number of turns in a deal; the last is turn 25.
	Turns = 25
)

// Phase is where a deal stands.
type Phase uint8

// The phases.
const (
	NoPhase Phase = iota
	// PhaseBetting: between turns (before turns 1–24). Bets are placed,
	// changed and removed; no call.
	PhaseBetting
	// PhaseCalling: exactly three cards remain, before the last turn.
	// Ordinary bets as before, and the turn may be called.
	PhaseCalling
	// PhaseOver: the hock has been shown; nothing more happens.
	PhaseOver
)

// String returns "betting", "calling", "over" or "?".
func (p Phase) String() string {
	switch p {
	case PhaseBetting:
		return "betting"
	case PhaseCalling:
		return "calling"
	case PhaseOver:
		return "over"
	}
	return "?"
}

// Deal is one pack dealt from soda to hock. Its methods never panic and
// leave it unchanged when they return an error. A Deal is not safe for
// concurrent use.
//
// Money: every player has a Balance (net change this deal, the bank's is
// BankChange = minus the players' sum) and Holdings. In Pharo, holdings
// are the chips a punter holds off the layout (a stake moves from holdings
// onto the layout); the banker's holdings are the starting chips plus
// BankChange. In Pharaon, holdings are the ledger balance: the starting
// balance plus this deal's Balance.
type Deal struct {
	// The fields holding pointers come first, so that the collector scans
	// only the head of a Deal.
	names [MaxPlayers]string
	// log is the settlement log, append-only: every TurnResult holds its
	// own range of it, where nothing is ever written again. Reset does not
	// rewind it: the next deal's entries follow, so that no result of an
	// earlier deal is overwritten.
	log   []settlement
	first int       // where the current turn's entries begin in log
	bets2 *[64]slot // slots 64..127 (see bets)

	rules   Rules
	n       int
	banker  int
	turn    int // turns drawn: 0..25
	over    bool
	session bool // started by a Session, which keeps the standings: no Reset
	// Stakes the rules allow: minStake..maxStake with no bit of stakeOdd
	// set (Pharo whole chips, Pharaon even points); see stakeFits.
	minStake, maxStake, stakeOdd engine.Amount
	deck                         [engine.DeckSize]engine.Card
	shown                        [engine.NumRanks]uint8 // cards shown per rank (the casekeeper's count)
	start                        [MaxPlayers]engine.Amount
	staked                       [MaxPlayers]engine.Amount
	balance                      [MaxPlayers]engine.Amount
	bank                         engine.Amount
	serial                       BetID
	spots                        [MaxPlayers]uint64 // each player's occupied spots (see spotOf)
	called                       [MaxPlayers]Call   // each player's call (stake in the slot)
	// Sets of slots: on the layout; on each rank (a split on both of its
	// ranks); high-card bets; calls; coppered bets and splits (a free
	// slot's bit in these two means nothing).
	live, high, calls, copper, split slotSet
	byRank                           [engine.NumRanks]slotSet
	verdicts                         verdicts
	// The slots: the first 64 here, the other 64 in a block made when a
	// bet first needs it (most tables never do), kept across Resets.
	bets [64]slot
	// log0 is the log's first chunk, in the Deal itself: a fresh deal's
	// turns log into it without allocating (see grow).
	log0 [logChunk]settlement
}

// NewDeal starts a deal: it checks the rules, the players (2..10 distinct
// non-empty names, banker one of them), the deck (52 distinct cards, top
// card first) and the holdings (nil: StartChips each in Pharo, 0 in
// Pharaon; otherwise one amount per player, the banker's included), then
// shows the soda. The betting window before the first turn is open.
func NewDeal(rules Rules, players []string, banker int, deck []engine.Card, holdings []engine.Amount) (*Deal, error) {
	if err := rules.Validate(); err != nil {
		return nil, err
	}
	if e := checkPlayers(players); e != nil {
		return nil, e
	}
	d := &Deal{rules: rules, n: len(players)}
	d.log = d.log0[:0]
	copy(d.names[:], players)
	d.minStake, d.maxStake, d.stakeOdd = engine.Chips(rules.MinStake), engine.Chips(rules.MaxStake), 1
	if rules.Profile == Pharaon {
		d.stakeOdd = 3 // an even number of whole points: a multiple of 4 halves
	}
	d.verdicts = newVerdicts(rules.Profile == Pharo)
	if err := d.Reset(banker, deck, holdings); err != nil {
		return nil, err
	}
	return d, nil
}

func checkPlayers(players []string) *RuleError {
	if len(players) < MinPlayers || len(players) > MaxPlayers {
		return &RuleError{Rule: RulePlayers, Err: ErrBadPlayers, Player: -1}
	}
	var firsts [4]uint64 // the first bytes of the names before i
	for i, p := range players {
		if p == "" {
			return &RuleError{Rule: RulePlayers, Err: ErrBadPlayers, Player: i, Detail: "empty name"}
		}
		c, bit := p[0]>>6, uint64(1)<<(p[0]&63)
		if firsts[c]&bit != 0 { // only then can an earlier name be p; most tables never get here
			for _, q := range players[:i] {
				if p == q {
					return &RuleError{Rule: RulePlayers, Err: ErrBadPlayers, Player: i, Detail: "name given twice"}
				}
			}
		}
		firsts[c] |= bit
	}
	return nil
}

// Reset starts a new deal on the same table (rules and players) with the
// given banker, deck and holdings, reusing d's memory; the earlier deal's
// state is gone, but its TurnResults keep their events (the new deal's
// are logged after them). On error d is unchanged. A deal started by a
// Session cannot be reset (ErrSessionDeal): the session owns its banker
// and holdings.
func (d *Deal) Reset(banker int, deck []engine.Card, holdings []engine.Amount) error {
	if d.session {
		return &RuleError{Rule: RuleSession, Err: ErrSessionDeal, Player: -1}
	}
	if banker < 0 || banker >= d.n {
		return &RuleError{Rule: RulePlayers, Err: ErrBadBanker, Player: banker}
	}
	if err := engine.CheckDeck(deck); err != nil {
		return &RuleError{Rule: RuleDeck, Err: ErrBadDeck, Cause: err, Player: -1}
	}
	if holdings != nil && len(holdings) != d.n {
		return &RuleError{Rule: RuleHoldings, Err: ErrBadHoldings, Player: -1}
	}
	for i, h := range holdings {
		if h.Abs() > engine.Chips(ChipCap) {
			return &RuleError{Rule: RuleHoldings, Err: ErrBadHoldings, Player: i, Stake: h}
		}
	}
	d.banker = banker
	copy(d.deck[:], deck)
	d.turn, d.over = 0, false
	d.shown = [engine.NumRanks]uint8{}
	d.start = [MaxPlayers]engine.Amount{}
	for i := 0; i < d.n; i++ {
		switch {
		case holdings != nil:
			d.start[i] = holdings[i]
		case d.rules.Profile == Pharo:
			d.start[i] = engine.Chips(d.rules.StartChips)
		}
	}
	d.staked = [MaxPlayers]engine.Amount{}
	d.balance = [MaxPlayers]engine.Amount{}
	d.bank = 0
	d.serial = 0
	d.live, d.high, d.calls = slotSet{}, slotSet{}, slotSet{}
	d.spots = [MaxPlayers]uint64{}
	d.byRank = [engine.NumRanks]slotSet{}
	d.called = [MaxPlayers]Call{}
	d.shown[d.deck[0].Rank.Index()]++
	return nil
}
