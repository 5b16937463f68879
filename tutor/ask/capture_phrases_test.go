package ask

import (
	"testing"

	"croupier/locales"
)

// TestCapturePhrasesFinalReplay (issue 22, final replays): captures typed
// in the testers' own words, at the lesson's question. Pasur 3: the 5♦
// takes 6♣ 6♥ and 2♦ 4♠ (5 + 6 = 11, 5 + 2 + 4 = 11), and Anna's best
// capture with the 7♥ is both aces and the 2♣ (1 + 1 + 2 + 7 = 11, 4
// points); Pasur 4: the Q♦ takes no 7, it is laid; Pasur 7b: the 7♣
// takes the 4♦; Pasur 16: the 9♥ takes the 2♣; Pasur 19: the 2♥ takes
// the 9♣ (pasur.de.txt "Spielablauf" 2 and 3, „Punktewertung“). A
// reason („das sind 4 Punkte“, « vu que 7+4 ca fait 11 »), „noch“, the
// place a card is laid (« à côté du 7 »), « choper » and the conditional
// « je prendrais » carry nothing else.
func TestCapturePhrasesFinalReplay(t *testing.T) {
	for _, c := range []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
	}{
		{"pasur-03-mehrere-gruppen", locales.German, "ihre beste Aufnahme", "ich nehm beide sechsen und noch die zwei mit der vier"},
		{"pasur-03-mehrere-gruppen", locales.German, "Welche Aufnahme bringt Anna", "mit der sieben beide asse und die kreuz-2, das sind 4 punkte"},
		{"pasur-04-koenig-und-dame", locales.French, "dame de carreau. Que prend", "rien du tout, elle se pose a cote du 7"},
		{"pasur-04-koenig-und-dame", locales.German, "Karo-Dame. Was nimmt", "nichts, sie kommt neben die sieben"},
		{"pasur-07b-elf-und-sur", locales.French, "7 de trèfle. Que prend", "le 4 de carreau vu que 7+4 ca fait 11"},
		{"pasur-16-partner", locales.French, "9 de cœur. Que prend", "il chope le deux de trefle"},
		{"pasur-19-tischpruefung", locales.French, "2 de cœur. Que prend", "je prendrais le neuf de trefle"},
		{"pasur-19-tischpruefung", locales.German, "Herz-2. Was nimmt", "ich würde die kreuz neun nehmen"},
	} {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); !ok {
			t.Errorf("%s %q: read %v, judged wrong: %s", c.id, c.line, read, said)
		}
	}
}

// TestSameRankPronounAtQuestion: Pasur 4, « Anna joue la dame de cœur.
// Que prend-elle ? » with the Q♠ on the table: « celle de pique » is the
// queen of spades, the question's card's rank (pasur.de.txt
// "Spielablauf" 3: a queen takes only queens).
func TestSameRankPronounAtQuestion(t *testing.T) {
	r, b := openAt(t, "pasur-04-koenig-und-dame", locales.French, "dame de cœur. Que prend")
	if ok, read, said := judged(t, r, b, "celle de pique"); !ok {
		t.Errorf("« celle de pique »: read %v, judged wrong: %s", read, said)
	}
}
