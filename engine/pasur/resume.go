package pasur

import "math/rand/v2"

// MaxStartTotal bounds a side's total in a match that resumes.
const MaxStartTotal = 10_000

// MatchStart is where a match resumes: the totals and the number of
// rounds its earlier rounds left.
type MatchStart struct {
	// Totals are the match totals per side (Config.Sides, partners
	// together), 0 to MaxStartTotal each.
	Totals []int
	// Played is the number of rounds already played: under fixed_rounds
	// 0 to 10, else any number from 0 (it numbers the rounds).
	Played int
}

// ResumeMatch starts a match that continues from given totals (a match
// taken up again, or the end of a long one taught on its own);
// cfg.Dealer deals the next round, the (Played+1)th. The totals must be
// those of a match still going on (pasur.de.txt "Spielende" and
// RULINGS.md "Match"): no side alone at the top with the target or more
// (an exact tie at the top plays on), and under fixed_rounds fewer than
// 11 rounds played. The surs limit at 50 reads the resumed totals as any
// others. Refusals are *SetupError values: ErrScores (one total per
// side), ErrStartTotal (a total out of range, Seat its side),
// ErrStartPlayed, ErrStartDecided.
func ResumeMatch(cfg Config, rng *rand.Rand, from MatchStart) (*Match, error) {
	m, err := NewMatch(cfg, rng)
	if err != nil {
		return nil, err
	}
	n := cfg.Sides()
	if len(from.Totals) != n {
		return nil, &SetupError{Rule: RuleScores, Err: ErrScores, Seat: -1, Count: len(from.Totals)}
	}
	for s, v := range from.Totals {
		if v < 0 || v > MaxStartTotal {
			return nil, &SetupError{Rule: RuleScores, Err: ErrStartTotal, Seat: s, Count: v}
		}
	}
	if from.Played < 0 || from.Played > MaxStartTotal || (cfg.Variants.FixedRounds && from.Played >= FixedRoundCount) {
		return nil, &SetupError{Rule: RuleMatchOver, Err: ErrStartPlayed, Seat: -1, Count: from.Played}
	}
	copy(m.totals[:], from.Totals)
	m.before = from.Played
	if !cfg.Variants.FixedRounds {
		m.decide()
		if m.over {
			return nil, &SetupError{Rule: RuleMatchOver, Err: ErrStartDecided, Seat: m.winner, Count: m.totals[m.winner]}
		}
	}
	return m, nil
}

// Played returns the number of rounds finished, those before a resumed
// match's start included.
func (m *Match) Played() int { m.sync(); return m.before + len(m.rounds) }
