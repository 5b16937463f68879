package play

import (
	"testing"

	"croupier/tutor/input"
)

// TestParseMoveOwnWords (issue 22, final replays): free Pharo/Pharaon
// moves typed in a player's own words. Fillers („mal“, „wieder“, „doch“,
// « svp », « s'il vous plaît ») carry nothing, the imperatives „erhöh“
// and „senk“ change a stake as „erhöhe“ does, and « en cuivre » coppers
// as « cuivré » does (pharo.de.txt "Setzen": a bet is on a rank and may
// be changed or taken off between turns; pharaon.fr.txt 03: « cuivre
// perd », a bet may be changed or withdrawn between turns).
func TestParseMoveOwnWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ich setz mal fünf chips auf die dame", "bet 5 Q"},
		{"setz doch mal 4 auf die 9", "bet 4 9"},
		{"erhöh die dame auf acht", "set 8 Q"},
		{"senk die dame auf 2", "set 2 Q"},
		{"nimm den buben wieder weg", "remove J"},
		{"4 sur le 10 en cuivre svp", "bet 4 10c"},
		{"4 sur le 10 en cuivre", "bet 4 10c"},
		{"mets 4 sur le 10 s'il vous plaît", "bet 4 10"},
	} {
		mv, err := parseMove(input.NewLine(c.in))
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := moveText(mv); got != c.want {
			t.Errorf("%q: %s, want %s", c.in, got, c.want)
		}
	}
}
