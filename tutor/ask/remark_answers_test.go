package ask

import (
	"testing"

	"croupier/locales"
)

// TestAnswersWithARemark: the lines of the last German and French replay
// (issue 22) that give the answer and then say why, read at the lessons'
// own questions and judged right. Expected answers by hand:
//   - Pharo 7: the soda and then all three other jacks are shown, so
//     only the jack is dead; „alle 4“ counts the jacks (it was read as
//     the rank 4 and judged wrong) — pharo.de.txt „Der Kartenzähler“:
//     „Ist von einem Wert keine Karte mehr übrig, ist er tot“.
//   - Pharo 9b: the 5♣ soda and 5♥ 5♦ 5♠: only the five is dead
//     (pharaon.fr.txt, the casekeeper; same rule).
//   - Pharo 13 and Pharaon 5: all 52 cards are shown, every rank is dead.
//   - Pharo 12b: three cards left, all fives (pharo.de.txt „Der letzte
//     Abzug“); Pharo 11b: after 24 pairs one 7 is left; Pasur 19: Dan
//     took the 9♣ with the 2♥, one club (pasur.de.txt „Punktewertung“).
//   - Pasur 7b: the king takes the last card of the table, a sur
//     (pasur.de.txt „Spielablauf“ 7: „alle offen liegenden Karten“).
func TestAnswersWithARemark(t *testing.T) {
	de, fr := locales.German, locales.French
	for _, c := range []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
	}{
		{"faro-07-kartenzaehler", de, "Welche Werte sind jetzt tot", "nur die buben, alle 4 sind draussen"},
		{"faro-07-kartenzaehler", de, "Welche Werte sind jetzt tot", "die buben alle 4 sind draussen"},
		{"faro-07-kartenzaehler", de, "Welche Werte sind jetzt tot", "bube, da sind alle vier durch"},
		{"faro-07-kartenzaehler", fr, "Quels rangs sont maintenant", "les valets, tous les 4 sont sortis"},
		{"faro-07-kartenzaehler", fr, "Quels rangs sont maintenant", "le valet, ils sont tous sortis"},
		{"faro-09b-dan-und-anna", fr, "Quels rangs sont maintenant", "les cinq, ils sont tous sortis avec le soda"},
		{"faro-13-von-soda-bis-hock", fr, "Quels rangs sont maintenant", "tout est épuisé, les 13 rangs"},
		{"pharaon-05-ende-der-taille", fr, "Quels rangs sont maintenant", "ben tous, il reste plus aucune carte"},
		{"faro-12b-drei-gleiche", de, "Wie viele davon sind Fünfen", "alle drei, die kreuz herz und pik fünf"},
		{"faro-11b-ben-sagt-an", fr, "Combien reste-t-il de 7", "un, le sept de coeur"},
		{"pasur-19-tischpruefung", fr, "Combien de trèfles a-t-il", "un seul, le 9"},
		{"pasur-07b-elf-und-sur", fr, "Dan prend le roi de cœur. Est-ce", "ben oui, le tapis est vide apres"},
	} {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); !ok {
			t.Errorf("%s %q: not judged right (read %v): %s", c.id, c.line, read, said)
		}
	}
}
