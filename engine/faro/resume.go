package faro

import (
	"fmt"
	"math/rand/v2"

	"croupier/engine"
)

// Resume is where a session resumes: the standings its earlier deals
// left and how many deals they were.
type Resume struct {
	// Standings is each player's standing in seat order, as Standing
	// gives it: Pharo the chips a player owns (held plus on the layout;
	// the banker's with the bank's change), Pharaon the ledger balance.
	Standings []engine.Amount
	// Played is the number of the session's deals already played to the
	// hock: 0 to TotalDeals−1.
	Played int
}

// ResumeSession prepares a session that continues from given standings
// (a session interrupted and taken up again, or the end of a long one
// taught on its own). nextBanker banks the next deal, the (Played+1)th;
// since the bank passed to the left after every earlier deal
// (pharo.de.txt "Spielende", pharaon.fr.txt 07), the session's first
// banker sat Played places to the right, BankerCount counts the earlier
// deals too, and the session lasts rounds × players deals in all, as a
// session started with NewSession.
//
// The standings are those a session can reach: in Pharo chips only
// change hands between the bank and the players, and every player
// brought the same agreed whole number of chips (pharo.de.txt
// "Vorbereitung", RULINGS.md profile pharo), so the standings add up to
// players × that number (halves are allowed: a doublet on an odd stake
// leaves them), which StartChips then returns. In Pharaon every balance
// starts at 0 and the banker's change is the opposite of the players'
// (pharaon.fr.txt 02 and 05): the balances add up to 0, and they are
// whole points, since weights are even. Anything else is refused with a
// *RuleError: ErrBadStandings (count, size, a half point), ErrUnevenChips,
// ErrLedgerUnbalanced, ErrBadPlayed.
func ResumeSession(rules Rules, players []string, nextBanker, rounds int, from Resume, rng *rand.Rand) (*Session, error) {
	s, err := NewSession(rules, players, 0, rounds, rng)
	if err != nil {
		return nil, err
	}
	n := len(players)
	if nextBanker < 0 || nextBanker >= n {
		return nil, &RuleError{Rule: RulePlayers, Err: ErrBadBanker, Player: nextBanker}
	}
	if from.Played < 0 || from.Played >= s.TotalDeals() {
		return nil, &RuleError{Rule: RuleSession, Err: ErrBadPlayed, Player: -1, Detail: fmt.Sprintf("%d deals played of %d", from.Played, s.TotalDeals())}
	}
	if len(from.Standings) != n {
		return nil, &RuleError{Rule: RuleHoldings, Err: ErrBadStandings, Player: -1, Detail: fmt.Sprintf("%d standings for %d players", len(from.Standings), n)}
	}
	var sum engine.Amount
	for i, a := range from.Standings {
		if a.Abs() > engine.Chips(ChipCap) || (rules.Profile == Pharaon && !a.Whole()) {
			return nil, &RuleError{Rule: RuleHoldings, Err: ErrBadStandings, Player: i, Stake: a}
		}
		sum += a
	}
	switch {
	case rules.Profile == Pharaon && sum != 0:
		return nil, &RuleError{Rule: RuleHoldings, Err: ErrLedgerUnbalanced, Player: -1, Stake: sum}
	case rules.Profile == Pharo && (sum < 0 || sum.InHalves()%(2*int64(n)) != 0):
		return nil, &RuleError{Rule: RuleHoldings, Err: ErrUnevenChips, Player: -1, Stake: sum}
	}
	if rules.Profile == Pharo {
		s.rules.StartChips = sum.InHalves() / (2 * int64(n))
	}
	copy(s.holdings, from.Standings)
	s.first = ((nextBanker-from.Played)%n + n) % n
	s.played = from.Played
	for k := 0; k < from.Played; k++ {
		s.banked[(s.first+k)%n]++
	}
	return s, nil
}

// StartChips returns what every player brought to the session: Pharo's
// agreed chips (those of the rules, or what the standings of a resumed
// session add up to per player), 0 in Pharaon. A standing minus it is
// the player's gain over the whole session.
func (s *Session) StartChips() engine.Amount {
	if s.rules.Profile == Pharaon {
		return 0
	}
	return engine.Chips(s.rules.StartChips)
}
