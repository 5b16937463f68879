package scenarios

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

// stake reads a bet's stake or weight. A number too large to be an
// amount is out of the table's range (1–10 chips by default), not "not an
// amount"; the engine checks every stake that is one.
func (l *loader) stake(n *yaml.Node, s *Scenario) (engine.Amount, bool) {
	v, ok := l.scalar(n)
	if !ok {
		return 0, false
	}
	a, err := engine.ParseAmount(v)
	if err == nil {
		return a, true
	}
	if digitsOnly(v) {
		lo, hi := s.stakeRange()
		l.errAt(n, CodeOutOfRange, v, strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10))
		return 0, false
	}
	l.errAt(n, CodeBadAmount, v)
	return 0, false
}

// digitsOnly reports a whole number with an optional sign ("+999…").
func digitsOnly(v string) bool {
	t := strings.TrimLeft(strings.TrimSpace(v), "+-")
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

// stakeRange is the smallest and largest stake of the table.
func (s *Scenario) stakeRange() (int64, int64) {
	r := faro.DefaultRules(s.Profile)
	if s.Game != Faro {
		r = faro.DefaultRules(faro.Pharo)
	}
	lo, hi := r.MinStake, r.MaxStake
	if s.Limits != nil {
		lo, hi = s.Limits.Min, s.Limits.Max
	}
	return lo, hi
}
