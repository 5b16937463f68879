package ask

import (
	"strings"
	"testing"

	"croupier/locales"
)

// TestOptionReasonEchoesQuestion (the last French replay, Pasur 19): « la
// on redistribue tout, deux dames c'est une nouvelle donne » means b)
// « On remélangerait et on redonnerait » (pasur.de.txt "Austeilen" 3:
// more than one king or queen on the table means a new deal); it was
// refused. « redistribue » says b) in other words, and the reason's
// « deux dames » repeats the question, not c) « … une des dames … »: the
// tutor asks back whether b) is meant.
func TestOptionReasonEchoesQuestion(t *testing.T) {
	r, b := openAt(t, "pasur-19-tischpruefung", locales.French, "deux dames sur le tapis")
	_, read, said := judged(t, r, b, "la on redistribue tout, deux dames c'est une nouvelle donne")
	if read || !strings.Contains(said, "b) « On remélangerait et on redonnerait » ?") {
		t.Errorf("read %v, said %s; want b) asked back", read, said)
	}
}
