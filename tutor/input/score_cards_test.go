package input

import (
	"maps"
	"testing"
)

// TestScoreCardBySuitAndRank (issue 22, final replays): a suit word
// joined to a rank names a card, and the card's category is scored, never
// the suit's (pasur.de.txt „Punktewertung“: each ace and jack 1, Kreuz-2
// 2, Karo-10 3, the most clubs 7). The quiz's « Combien de points marque
// Dan ? » has Dan with two aces and the 2♣: 2 + 2 = 4; « as 2, deux de
// trefle 2, total 4 », the tutor's own answer with the card written out,
// was judged « 2 points pour « trèfles », c'est inexact ». „Kreuz 7“ and
// „sieben Kreuz“ stay the 7 points for the most clubs.
func TestScoreCardBySuitAndRank(t *testing.T) {
	ctx := func() *Context { return &Context{Players: []string{"Dan", "Anna"}, Player: "Dan", Subject: "Dan"} }
	for in, want := range map[string]map[string]int{
		"as 2, deux de trefle 2, total 4":      {ScoreAces: 2, ScoreTwoClubs: 2, ScoreTotal: 4},
		"as 2, le 2 de trèfle 2, total 4":      {ScoreAces: 2, ScoreTwoClubs: 2, ScoreTotal: 4},
		"zwei für die kreuz zwei":              {ScoreTwoClubs: 2},
		"2 für die Kreuz-Zwei":                 {ScoreTwoClubs: 2},
		"die zwei kreuz 2":                     {ScoreTwoClubs: 2},
		"kreuz zwei 2":                         {ScoreTwoClubs: 2},
		"die Kreuz-Zwei":                       {ScoreTwoClubs: 2},
		"Karo-Zehn 3":                          {ScoreTenDiamonds: 3},
		"drei für die karo zehn":               {ScoreTenDiamonds: 3},
		"dix de carreau 3":                     {ScoreTenDiamonds: 3},
		"3 pour le dix de carreau":             {ScoreTenDiamonds: 3},
		"große Zehn 3":                         {ScoreTenDiamonds: 3},
		"Kreuz-Bube 1":                         {ScoreJacks: 1},
		"1 pour le valet de trefle":            {ScoreJacks: 1},
		"l'as de trefle 1, total 1":            {ScoreAces: 1, ScoreTotal: 1},
		"Kreuz 7":                              {ScoreClubs: 7},
		"sieben Kreuz":                         {ScoreClubs: 7},
		"trèfles 7":                            {ScoreClubs: 7},
		"deux as et le 2 de trefle donc 4":     {ScoreAces: 2, ScoreTwoClubs: 2, ScoreTotal: 4},
		"zwei Asse und die Kreuz-Zwei, also 4": {ScoreAces: 2, ScoreTwoClubs: 2, ScoreTotal: 4},
	} {
		a, err := Read[Score](NewLine(in), ctx())
		if err != nil || !maps.Equal(a.Score, want) {
			t.Errorf("%q: %v %v, want %v", in, a.Score, err, want)
		}
	}
}

// TestScoreRemarks (issue 22, final replays): a remark after a score
// that carries no figure, category or negation changes nothing; „der
// Rest“ said to count nothing is a reason. Quiz pasur: Anna has one ace
// (1 point); Dan two aces and the 2♣ and the last capture, which takes
// the table but scores nothing by itself (pasur.de.txt „Punktewertung“).
// Pasur 16: Eva's side forgot its ace, « donc 4 » is the new total.
func TestScoreRemarks(t *testing.T) {
	ctx := func() *Context {
		return &Context{Players: []string{"Dan", "Anna", "Eva"}, Player: "Dan", Subject: "Dan"}
	}
	for in, want := range map[string]map[string]int{
		"nur einen punkt fürs ass, der rest ist nix wert":                {ScoreAces: 1},
		"un point pour l'as, le reste ne vaut rien":                      {ScoreAces: 1},
		"deux as et le 2 de trefle donc 4, il ramasse le tapis a la fin": {ScoreAces: 2, ScoreTwoClubs: 2, ScoreTotal: 4},
		"ah j'oubliais l'as de trefle, donc 4":                           {ScoreTotal: 4},
	} {
		a, err := Read[Score](NewLine(in), ctx())
		if err != nil || !maps.Equal(a.Score, want) {
			t.Errorf("%q: %v %v, want %v", in, a.Score, err, want)
		}
	}
	// a remark that could change the score is not dropped
	for _, in := range []string{"asse 2, der rest zählt 3", "total 4, nein 5", "deux as donc 2, il a aussi le grand dix"} {
		if a, err := Read[Score](NewLine(in), ctx()); err == nil {
			t.Errorf("%q read as %v: it should not be taken as it stands", in, a.Score)
		}
	}
}
