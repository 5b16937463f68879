package ask

import (
	"croupier/tutor/input"
	"strings"
	"testing"

	"croupier/locales"
)

// The rule a settlement's verdict cites is the rule of what happened
// (review-de2 item 9, review-fr2 item 15), checked by hand against
// pharo.de.txt "Ein Abzug" (point 1: the bank card loses, a coppered bet
// on it wins; point 2: the player card wins, a coppered bet on it loses;
// a doublet halves) and pharaon.fr.txt 04/05 (a pronostic still waiting
// at the end of the deal ends unchanged, the hock decides nothing):
//   - Pharo 3, turn 1: 10♥ loses, 6♦ wins: Dan and Anna win on the 6,
//     Ben loses on the 10 — the bank card's rule as well as the player
//     card's (the player card's is cited with the choice after it);
//   - Pharo 4, turn 1: 7♣ loses, K♥ wins: Dan's coppered 7 wins on the
//     bank card, Anna's coppered king loses on the player card — both;
//   - Pharo 5, turn 2: D♦ loses, 5♦ wins, no doublet: Ben wins on the 5 —
//     the player card's rule, not the doublet's;
//   - Pharaon 5, last pair: 4♣ loses, 10♦ wins, hock K♥: "Louis −4" counts
//     the pronostic on the king, which the hock leaves as it was — the
//     rule of what waits at the end of the deal is the mistake's, not the
//     player card's (the question before asked what becomes of that
//     pronostic, so the rule gives nothing away now).
func TestRulesOfWhatHappened(t *testing.T) {
	const (
		loserDE   = "Die Bankkarte (die erste Karte des Abzugs) verliert"
		winnerDE  = "Die Spielerkarte (die zweite Karte des Abzugs) gewinnt"
		doubletDE = "Haben beide Karten eines Abzugs denselben Wert"
		endDE     = "Was am Ende des Durchgangs noch wartet"
		winnerFR  = "gagnante"
	)
	cases := []struct {
		id, prompt string
		lang       locales.Lang
		line       string // "" answers right
		want, not  []string
	}{
		{"faro-03-mehrere-spieler", "Herz-10 verliert, Karo-6 gewinnt", locales.German, "", []string{loserDE}, nil},
		{"faro-04-coppern", "Kreuz-7 ist die Bankkarte, Herz-König", locales.German, "", []string{loserDE, winnerDE}, nil},
		{"faro-05-doublet", "Karo-Dame verliert, Karo-5 gewinnt", locales.German, "", []string{winnerDE}, []string{doubletDE}},
		{"pharaon-05-ende-der-taille", "Wie ändern sich in diesem letzten Abzug", locales.German, "Louis verliert 4, Camille verliert 4", []string{endDE}, []string{winnerDE}},
		{"pharaon-05-ende-der-taille", "Comment varient les soldes sur cette dernière paire", locales.French, "louis perd 4 camille perd 4", []string{"la fin de la taille"}, []string{winnerFR}},
	}
	for _, c := range cases {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		line := c.line
		if line == "" {
			line = r.AnswerText(r.Question().Want())
		}
		a, typed, read := r.Read(input.NewLine(line))
		if !read {
			t.Fatalf("%s: %q not read: %s", c.id, line, b.String())
		}
		b.Reset()
		if v := r.Question().Check(a); v.Correct {
			if c.line != "" {
				t.Fatalf("%s: %q judged right", c.id, line)
			}
			r.Explain()
		} else if c.line == "" {
			t.Fatalf("%s: the engine's answer %q judged wrong", c.id, line)
		} else if cited := r.WhyWrong(v, a, typed); cited == "" {
			t.Errorf("%s: %q: no rule of the mistake cited", c.id, line)
		}
		said := flat(b.String())
		for _, w := range c.want {
			if !strings.Contains(said, w) {
				t.Errorf("%s: %q: the verdict does not cite %q:\n%s", c.id, line, w, said)
			}
		}
		// the bank card's rule comes before the player card's, as in the
		// turn and the rulebook (DE review 3, item 32)
		if l, w := strings.Index(said, loserDE), strings.Index(said, winnerDE); l >= 0 && w >= 0 && w < l {
			t.Errorf("%s: the player card's rule before the bank card's:\n%s", c.id, said)
		}
		for _, n := range c.not {
			if strings.Contains(said, n) {
				t.Errorf("%s: %q: the verdict cites %q:\n%s", c.id, line, n, said)
			}
		}
	}
}

// TestCancelledSurToldSo: under sur_cancel a sur that the opponent's surs
// match is told as cancelling one of them, not as 5 points (Pasur 13:
// Dan has made two surs when Anna makes hers; RULINGS.md: the side with
// fewer surs loses them all, the other keeps the difference).
func TestCancelledSurToldSo(t *testing.T) {
	r, b := openAt(t, "pasur-13-sur-aufheben", locales.German, "Wie viele Sur-Punkte zählen für Dan")
	for r.Question() != nil {
		r.Close()
		if asked, _ := r.Advance(); !asked {
			break
		}
	}
	said := flat(b.String())
	if !strings.Contains(said, "Sur! Der Sur von Anna hebt einen Sur von Dan auf") {
		t.Errorf("Anna's sur is not told as cancelling one of Dan's:\n%s", said)
	}
	// told right after the questions it answers — both sides' sur points
	// — and before the lesson asks on about something else (DE replay of
	// issue 22)
	i := strings.Index(said, "Der Sur von Anna")
	if j := strings.Index(said, "Ohne diese Variante"); j < 0 || i > j {
		t.Errorf("Anna's cancelling sur is told only after the next question:\n%s", said)
	}
	if j := strings.Index(said, "Und für Anna?"); j < 0 || i < j {
		t.Errorf("Anna's cancelling sur is told before the question about her sur points:\n%s", said)
	}
	if strings.Contains(said, "Sur! (5 Punkte)") {
		t.Errorf("Anna's cancelled sur is told as 5 points:\n%s", said)
	}
}
