package ask

import (
	"strings"
	"testing"

	"croupier/locales"
)

// TestCaptureAnswersByMeaning: capture answers in a learner's own words
// are read by their meaning and judged right (issue 22, the German replay
// of Pasur 2, 5 and 9, and their French counterparts). The right answers
// by hand: pasur.de.txt "Spielablauf" 2 – a number card takes cards that
// make 11 with it (2♦ + 9♠ = 11; 4♦ + 3♥ + 2♦ is only 9); "Spielablauf" 4
// – the jack takes every table card but kings and queens, other jacks too
// (B♦ on 3♣ 8♦ B♠ K♥ A♦ takes 3♣ 8♦ B♠ A♦; B♣ on K♥ alone takes nothing
// and is laid; B♥ on K♥ B♣ takes B♣; B♣ on A♣ 3♣ 4♣ 5♣ 6♣ 8♣ K♦ 9♥ takes
// all but K♦).
func TestCaptureAnswersByMeaning(t *testing.T) {
	cases := []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
	}{
		{"pasur-02-summe-elf", locales.German, "Karo-2. Was nimmt er", "die pik neun, zwei plus neun sind elf"},
		{"pasur-02-summe-elf", locales.German, "Karo-2. Was nimmt er", "die Pik-9, weil 2 + 9 = 11"},
		{"pasur-02-summe-elf", locales.German, "Karo-2. Was nimmt er", "2+9=11, also die Pik-Neun"},
		{"pasur-02-summe-elf", locales.French, "2 de carreau. Que prend-il", "le neuf de pique, deux plus neuf font onze"},
		{"pasur-02-summe-elf", locales.French, "2 de carreau. Que prend-il", "le 9 de pique car 2 et 9 font 11"},
		{"pasur-05-bube", locales.German, "Karo-Buben. Was nimmt er", "alles bis auf den koenig, auch den anderen buben"},
		{"pasur-05-bube", locales.German, "Karo-Buben. Was nimmt er", "alles außer dem König, der Pik-Bube auch"},
		{"pasur-05-bube", locales.German, "Karo-Buben. Was nimmt er", "alles, nur der Herz-König bleibt liegen"},
		{"pasur-05-bube", locales.German, "Karo-Buben. Was nimmt er", "alles, den König nicht"},
		{"pasur-05-bube", locales.French, "valet de carreau. Que prend-il", "tout sauf le roi, aussi l'autre valet"},
		{"pasur-05-bube", locales.French, "valet de carreau. Que prend-il", "tout sauf le roi, le valet de pique aussi"},
		{"pasur-05-bube", locales.French, "valet de carreau. Que prend-il", "tout, le roi non"},
		{"pasur-05-bube", locales.French, "valet de carreau. Que prend-il", "tout, seul le roi reste"},
		{"pasur-05-bube", locales.German, "Auf dem Tisch liegt nur der Herz-König", "den könig kann er nicht nehmen, also hinlegen"},
		{"pasur-05-bube", locales.German, "Auf dem Tisch liegt nur der Herz-König", "nix, den König nimmt kein Bube"},
		{"pasur-05-bube", locales.French, "Seul le roi de cœur", "il ne peut pas prendre le roi, donc il pose"},
		{"pasur-05-bube", locales.French, "Seul le roi de cœur", "rien, il pose sa carte"},
		{"pasur-05-bube", locales.German, "Dan spielt den Herz-Buben", "den kreuzbuben, den könig nicht"},
		{"pasur-05-bube", locales.German, "Dan spielt den Herz-Buben", "den Kreuz-Buben und nicht den König"},
		{"pasur-05-bube", locales.French, "Dan joue le valet de cœur", "le valet de trèfle, le roi non"},
		{"pasur-05-bube", locales.French, "Dan joue le valet de cœur", "le valet de trèfle, pas le roi"},
		{"pasur-09-zaehlen", locales.German, "Kreuz-Buben. Was nimmt er", "alle kreuz und die herz 9, nur der karo könig bleibt"},
		{"pasur-09-zaehlen", locales.German, "Kreuz-Buben. Was nimmt er", "alle Kreuz und die Herz-9"},
		{"pasur-09-zaehlen", locales.German, "Kreuz-Buben. Was nimmt er", "nur der Karo-König bleibt liegen"},
		{"pasur-09-zaehlen", locales.French, "valet de trèfle. Que prend-il", "tous les trèfles et le 9 de cœur, seul le roi de carreau reste"},
		{"pasur-09-zaehlen", locales.French, "valet de trèfle. Que prend-il", "tous les trèfles et le neuf de cœur"},
		{"pasur-09-zaehlen", locales.French, "valet de trèfle. Que prend-il", "tout sauf le roi de carreau"},
	}
	for _, c := range cases {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		ok, read, said := judged(t, r, b, c.line)
		if !ok {
			t.Errorf("%s (%s) %q: %q not taken as right (read %v): %s", c.id, c.lang, c.prompt, c.line, read, said)
		}
	}
}

// TestCaptureAnswersAskedBack: where a word could flip what is taken, or
// the answer only says what is not taken, the tutor asks back (the line
// is not read, so not judged) and names the words it is unsure of.
func TestCaptureAnswersAskedBack(t *testing.T) {
	cases := []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
		said   string
	}{
		{"pasur-05-bube", locales.German, "Dan spielt den Herz-Buben", "den könig nicht", "sagt, was nicht genommen wird"},
		{"pasur-05-bube", locales.French, "Dan joue le valet de cœur", "pas le roi", "dit ce qui n’est pas pris"},
		{"pasur-05-bube", locales.German, "Karo-Buben. Was nimmt er", "nicht nur den König", "Bei „nicht nur“ bin ich nicht sicher"},
		{"pasur-05-bube", locales.German, "Karo-Buben. Was nimmt er", "nicht den König und die Dame", "bin ich nicht sicher"},
		{"pasur-05-bube", locales.German, "Karo-Buben. Was nimmt er", "alles außer dem König, auch den König", "bin ich nicht sicher"},
		{"pasur-05-bube", locales.French, "valet de carreau. Que prend-il", "le 3 et le roi, pas le roi", "je ne suis pas sûr"},
		{"pasur-05-bube", locales.German, "Karo-Buben. Was nimmt er", "den König, den kann er nicht nehmen", "bin ich nicht sicher"},
	}
	for _, c := range cases {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		_, read, said := judged(t, r, b, c.line)
		if read || !strings.Contains(said, c.said) {
			t.Errorf("%s %q: read %v, said %q, want %q", c.id, c.line, read, said, c.said)
		}
	}
}

// TestCountAnswersByMeaning: counts with the rank they count and where
// the cards are (issue 22: „zwei sind noch drin“ and „drei zehner“ were
// refused; Pharo 2: 4♥ and 4♠ are out, two fours are left — pharo.de.txt
// „Der Kartenzähler“, four cards of each rank).
func TestCountAnswersByMeaning(t *testing.T) {
	for _, c := range []struct {
		lang locales.Lang
		line string
	}{
		{locales.German, "zwei sind noch drin"}, {locales.German, "zwei Vieren"}, {locales.German, "noch 2 Vierer im Stapel"},
		{locales.French, "il en reste deux"}, {locales.French, "deux 4"}, {locales.French, "il reste deux quatre dedans"},
	} {
		prompt := map[locales.Lang]string{locales.German: "Wie viele Vieren", locales.French: "Combien reste-t-il de 4"}[c.lang]
		r, b := openAt(t, "faro-02-bankkarte-und-spielerkarte", c.lang, prompt)
		if ok, read, said := judged(t, r, b, c.line); !ok {
			t.Errorf("%q not taken as right (read %v): %s", c.line, read, said)
		}
	}
	// a wrong count with its rank is judged, not refused
	r, b := openAt(t, "faro-02-bankkarte-und-spielerkarte", locales.French, "Combien reste-t-il de 4")
	if ok, read, _ := judged(t, r, b, "trois 4"); ok || !read {
		t.Errorf("« trois 4 »: judged right %v, read %v; want read and wrong", ok, read)
	}
}
