package input

import (
	"reflect"
	"testing"

	"croupier/engine"
)

// TestRanksAndScoreWords: "keine"/"rien" are the empty set of dead ranks
// (pharo.de.txt "Der Kartenzähler": a rank is dead when no card of it is
// left) and 0 points in a score; number words name ranks.
func TestRanksAndScoreWords(t *testing.T) {
	lists := map[string][]engine.Rank{
		"keine": {}, "aucune": {}, "nichts": {}, "rien": {},
		"Fünf": {engine.Five}, "cinq et neuf": {engine.Five, engine.Nine}, "zehn, K": {engine.Ten, engine.King},
	}
	for in, want := range lists {
		a, err := Read[Ranks](NewLine(in), nil)
		if err != nil || !reflect.DeepEqual(a.Ranks, want) {
			t.Errorf("ranks %q: %v %v, want %v", in, a.Ranks, err, want)
		}
	}
	scores := map[string]map[string]int{
		"keine": {ScoreTotal: 0}, "nichts": {ScoreTotal: 0}, "rien": {ScoreTotal: 0},
		"Asse keine, Summe 3": {ScoreAces: 0, ScoreTotal: 3},
	}
	for in, want := range scores {
		a, err := Read[Score](NewLine(in), nil)
		if err != nil || !reflect.DeepEqual(a.Score, want) {
			t.Errorf("score %q: %v %v, want %v", in, a.Score, err, want)
		}
	}
}
