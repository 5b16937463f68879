package quiz

import (
	"testing"
	"time"
)

// TestDrill: a drill asks only its topics, and never the deal of the
// lesson it follows: given as the lesson the very deal its first
// question would have, the drill asks another.
func TestDrill(t *testing.T) {
	now := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	for _, topics := range [][]Topic{{PharoCopper}, {PharoCopper, PharoSingle}, {PasurCapture}, {PharaonDoublet}} {
		o := DrillOptions(topics, nil, 7)
		if o.N != 3 || o.Game != topics[0].Game() {
			t.Errorf("%v: options %+v", topics, o)
		}
		q, err := New(o, NewMemory())
		if err != nil {
			t.Fatal(err)
		}
		first, err := q.Next(now)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; !q.Done(); i++ {
			it, err := q.Next(now)
			if err != nil {
				t.Fatal(err)
			}
			ok := false
			for _, tp := range topics {
				ok = ok || it.Topic == tp
			}
			if !ok {
				t.Errorf("%v: question %d of %s", topics, i, it.Topic)
			}
			q.Answer(it, Good, now)
		}
		// the lesson's deal is the first question's: it is not asked
		q2, _ := New(DrillOptions(topics, first.Scenario, 7), NewMemory())
		it, err := q2.Next(now)
		if err != nil {
			t.Fatal(err)
		}
		if !SameDeal(first.Scenario, first.Scenario) {
			t.Errorf("%v: SameDeal does not see a deal as its own", topics)
		}
		if it.Topic == first.Topic && SameDeal(it.Scenario, first.Scenario) {
			t.Errorf("%v: the drill repeats the lesson's deal", topics)
		}
	}
	if _, err := New(Options{Topics: []Topic{"pharo.nothing"}}, nil); err == nil {
		t.Errorf("an unknown topic was drilled")
	}
}
