package quizmode

import (
	"math"
	"testing"
)

// askedForm is one generated question: its answer form and its answer.
type askedForm[W any] struct {
	form string
	want W
}

// exampleShares checks the questions of each table (issue 22, "Nothing
// given away"): the form's example is the same for every question of a
// table, and it equals the question's own answer about as often as it
// equals another question's answer of that table — the share chance
// gives, within three standard errors (one point at least). It returns
// the counts for the test's log: own answers equalled, other answers
// equalled, and the pairs compared.
func exampleShares[W any](t *testing.T, byTable map[string][]askedForm[W], n int, equal func(form string, want W) bool) (own, other, pairs int) {
	t.Helper()
	for key, qs := range byTable {
		for i, a := range qs {
			if a.form != qs[0].form {
				t.Errorf("table %s: the example changes with the question: %q, then %q", key, qs[0].form, a.form)
			}
			if equal(a.form, a.want) {
				own++
			}
			if len(qs) > 1 {
				pairs++
				if equal(a.form, qs[(i+1)%len(qs)].want) {
					other++
				}
			}
		}
	}
	ownShare, chance := float64(own)/float64(n), float64(other)/float64(pairs)
	tol := math.Max(0.01, 3*math.Sqrt(chance*(1-chance)/float64(n)))
	if math.Abs(ownShare-chance) > tol {
		t.Errorf("the example is the answer in %.1f %% of the questions, chance gives %.1f %% (± %.1f)", 100*ownShare, 100*chance, 100*tol)
	}
	return own, other, pairs
}
