package ask

import (
	"testing"

	"croupier/locales"
)

// TestBetsSaidTwice (the last German replay, Pharo 14): „beide bleiben
// liegen, also dans vier auf der neun und annas zwei gecopperte auf dem
// könig“ says the same bets twice — both won and stay (pharo.de.txt „Ein
// Abzug“: „Auch ein Gewinneinsatz bleibt liegen“): Dan 4 on the 9, Anna
// 2 coppered on the king. It was refused („„beide“ ist kein Wert“). Two
// halves that say different bets are not read by either.
func TestBetsSaidTwice(t *testing.T) {
	r, b := openAt(t, "faro-14-sitzung", locales.German, "Welche Einsätze liegen jetzt")
	if ok, read, said := judged(t, r, b, "beide bleiben liegen, also dans vier auf der neun und annas zwei gecopperte auf dem könig"); !ok {
		t.Errorf("not judged right (read %v): %s", read, said)
	}
	r, b = openAt(t, "faro-14-sitzung", locales.German, "Welche Einsätze liegen jetzt")
	if _, read, said := judged(t, r, b, "beide bleiben liegen, also nur dans vier auf der neun"); read {
		t.Errorf("two different answers read: %s", said)
	}
}
