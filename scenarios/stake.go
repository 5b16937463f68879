package scenarios

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

// stake reads a bet's stake or weight for player. A whole number too
// large to be an amount is refused as the engine refuses any stake above
// the table's maximum (faro.stake.max, or faro.stake.positive for a
// negative one), in the same words and at the same place: the stake's
// value. The engine checks every stake that is an amount.
func (l *loader) stake(n *yaml.Node, s *Scenario, player string) (engine.Amount, bool) {
	v, ok := l.scalar(n)
	if !ok {
		return 0, false
	}
	a, err := engine.ParseAmount(v)
	if err == nil {
		return a, true
	}
	if !digitsOnly(v) {
		l.errAt(n, CodeBadAmount, v)
		return 0, false
	}
	rule, sentinel, limit := faro.RuleStakeMax, faro.ErrStakeTooHigh, s.stakeMax()
	if strings.HasPrefix(strings.TrimSpace(v), "-") {
		rule, sentinel, limit = faro.RuleStakePositive, faro.ErrNotPositive, 0
	}
	d := l.errAt(n, CodeIllegal, string(rule))
	d.Rule = string(rule)
	d.Err = &faro.RuleError{Rule: rule, Err: sentinel, Player: s.playerIndex(player), Limit: engine.Chips(limit)}
	d.Names, d.Profile = s.playerNames(), s.Profile
	return 0, false
}

// digitsOnly reports a whole number with an optional sign ("+999…").
func digitsOnly(v string) bool {
	t := strings.TrimSpace(v)
	if t != "" && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	if t == "" {
		return false
	}
	for _, c := range t {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// stakeMax is the largest stake of the table.
func (s *Scenario) stakeMax() int64 {
	if s.Game != Faro || !s.Profile.Valid() {
		return faro.DefaultRules(faro.Pharo).MaxStake
	}
	return s.faroRules().MaxStake
}
