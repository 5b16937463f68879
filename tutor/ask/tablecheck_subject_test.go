package ask

import (
	"testing"

	"croupier/locales"
)

// TestTableCheckWithSubject (the last French replay, Pasur 19): the table
// V♥ 5♦ 6♠ 9♣ has a single jack and no other fault, so the jack is
// replaced (pasur.de.txt "Austeilen" 3: „Ein einzelner offen liegender
// Bube erfordert, ihn …“ zu ersetzen). « on remplace le valet » was
// refused on « on »; „man ersetzt den Buben“ is the German twin.
func TestTableCheckWithSubject(t *testing.T) {
	for _, c := range []struct {
		lang         locales.Lang
		prompt, line string
	}{
		{locales.French, "Qu’a fait la vérification", "on remplace le valet"},
		{locales.German, "Was hat die Prüfung", "man ersetzt den Buben"},
	} {
		r, b := openAt(t, "pasur-19-tischpruefung", c.lang, c.prompt)
		if ok, read, said := judged(t, r, b, c.line); !ok {
			t.Errorf("%q: not judged right (read %v): %s", c.line, read, said)
		}
	}
}
