package faro

import (
	"math/rand/v2"

	"croupier/engine"
)

// MaxRounds bounds the rounds of a Pharo session.
const MaxRounds = 100

// Session is a sequence of deals at one table with the bank passing to
// the left (to the next player index, wrapping round) after each whole
// deal. Pharo: chips carry over and the session lasts `rounds` rounds, so
// that every player is banker equally often (pharo.de.txt "Spielende").
// Pharaon: balances add up and each player holds the bank once
// (pharaon.fr.txt 07), so rounds must be 1.
type Session struct {
	rules    Rules
	players  []string
	first    int
	rounds   int
	rng      *rand.Rand
	holdings []engine.Amount // standings before the current deal
	banked   []int
	played   int
	cur      *Deal
}

// NewSession prepares a session: rules, players (2..10), the first
// banker, the number of rounds (Pharo 1..MaxRounds, Pharaon 1) and an
// optional random source used to shuffle and cut a deck whenever NextDeal
// is given none. Pharo players start with StartChips, Pharaon balances
// at 0.
func NewSession(rules Rules, players []string, firstBanker, rounds int, rng *rand.Rand) (*Session, error) {
	if err := rules.Validate(); err != nil {
		return nil, err
	}
	if e := checkPlayers(players); e != nil {
		return nil, e
	}
	if firstBanker < 0 || firstBanker >= len(players) {
		return nil, &RuleError{Rule: RulePlayers, Err: ErrBadBanker, Player: firstBanker}
	}
	if rounds < 1 || rounds > MaxRounds || (rules.Profile == Pharaon && rounds != 1) {
		return nil, &RuleError{Rule: RuleSession, Err: ErrBadRounds, Player: -1}
	}
	s := &Session{
		rules: rules, players: append([]string(nil), players...),
		first: firstBanker, rounds: rounds, rng: rng,
		holdings: make([]engine.Amount, len(players)),
		banked:   make([]int, len(players)),
	}
	for i := range s.holdings {
		s.holdings[i] = engine.Chips(rules.StartChips)
	}
	return s, nil
}

// TotalDeals returns the number of deals in the session: rounds × players.
func (s *Session) TotalDeals() int { return s.rounds * len(s.players) }

// DealsPlayed returns the number of deals started so far.
func (s *Session) DealsPlayed() int { return s.played }

// NextBanker returns the banker of the next deal.
func (s *Session) NextBanker() int { return (s.first + s.played) % len(s.players) }

// Current returns the current (or last) deal, nil before the first.
func (s *Session) Current() *Deal { return s.cur }

// BankerCount returns how many deals the player has banked (the current
// one included).
func (s *Session) BankerCount(player int) int {
	if player < 0 || player >= len(s.banked) {
		return 0
	}
	return s.banked[player]
}

// Over reports whether every deal has been played to the hock.
func (s *Session) Over() bool {
	return s.played == s.TotalDeals() && (s.cur == nil || s.cur.Over())
}

// NextDeal starts the next deal once the current one is over, with the
// bank passed to the left and each player's standing carried over. A nil
// deck is shuffled and cut with the session's random source (cut at a
// random position 1..51). On error the session is unchanged.
func (s *Session) NextDeal(deck []engine.Card) (*Deal, error) {
	if s.played == s.TotalDeals() {
		return nil, &RuleError{Rule: RuleSession, Err: ErrSessionOver, Player: -1}
	}
	if s.cur != nil && !s.cur.Over() {
		return nil, &RuleError{Rule: RuleSession, Err: ErrDealNotOver, Player: -1}
	}
	if deck == nil {
		if s.rng == nil {
			return nil, &RuleError{Rule: RuleSession, Err: ErrNoDeck, Player: -1}
		}
		var err error
		deck, err = engine.Cut(engine.ShuffledDeck(s.rng), 1+s.rng.IntN(engine.DeckSize-1))
		if err != nil {
			return nil, &RuleError{Rule: RuleDeck, Err: ErrBadDeck, Cause: err, Player: -1}
		}
	}
	start := make([]engine.Amount, len(s.players))
	for i := range start {
		start[i] = s.Standing(i)
	}
	banker := s.NextBanker()
	d, err := NewDeal(s.rules, s.players, banker, deck, start)
	if err != nil {
		return nil, err
	}
	d.session = true // Session.Current hands it out: no Reset behind the session's back
	s.holdings = start
	s.cur = d
	s.played++
	s.banked[banker]++
	return d, nil
}

// Standing returns what a player owns now: Pharo chips (held plus on the
// layout; the banker's include the bank's change), or the Pharaon ledger
// balance.
func (s *Session) Standing(player int) engine.Amount {
	if player < 0 || player >= len(s.players) {
		return 0
	}
	if s.cur == nil {
		return s.holdings[player]
	}
	if s.rules.Profile == Pharo && player != s.cur.Banker() {
		return s.cur.Holdings(player) + s.cur.Staked(player)
	}
	return s.cur.Holdings(player)
}

// Winners returns the players with the highest standing, in index order:
// more than one when they tie (equal firsts share). It can be asked at any
// time; after Over it gives the session's winners.
func (s *Session) Winners() []int {
	var out []int
	var best engine.Amount
	for i := range s.players {
		v := s.Standing(i)
		switch {
		case len(out) == 0 || v > best:
			out, best = append(out[:0], i), v
		case v == best:
			out = append(out, i)
		}
	}
	return out
}
