package screen

import (
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
)

// together reports whether the words of keep stand on one line of got.
func together(got, keep string) bool {
	for _, l := range strings.Split(got, "\n") {
		if strings.Contains(strings.Join(fields(l), " "), keep) {
			return true
		}
	}
	return false
}

// TestWrapGlue: at every width from 20 to 130 columns, the groups a
// careful typesetter keeps together stay on one line: a number and its
// unit word (review: „geschafft (0⏎Fehler)“, « terminée (1⏎erreur) »), a
// number and the word it numbers (« point⏎7) »), a short quotation («
// « pasur⏎3 » », „„weg⏎9““), a rulebook's title („(Pharo⏎– Ausführliche
// Regeln“), a label and its value (« Hock :⏎9♦. »), a row of the layout
// („unten A 2⏎3 4 5 6“); and no line begins with a dash.
func TestWrapGlue(t *testing.T) {
	cases := []struct{ text, keep string }{
		{"Lektion „Pharo 1: Tableau und Soda“ geschafft (0 Fehler).", "(0 Fehler)."},
		{"Leçon « Pharo 1 : le tableau et le soda » terminée (1 erreur).", "(1 erreur)."},
		{"La règle vient de «\u00a0Pasur – règle du jeu\u00a0», section «\u00a0Le jeu\u00a0», point 7).", "point 7)."},
		{"Il y a plusieurs leçons «\u00a03\u00a0»\u00a0: Pharo 3, Pharaon 3 et Pasur 3. Précisez le jeu, par exemple «\u00a0pasur 3\u00a0».", "«\u00a0pasur 3\u00a0»."},
		{"(leçon « Pasur 1 ») et (leçon « Pasur 12 ») avec des espaces simples", "« Pasur 12 »)"},
		{"Setzen: „4 auf 9“, „2 auf K gecoppert“, „3 auf 5/6“ · „weg 9“ · Enter oder „abziehen“: nächster Abzug", "„weg 9“"},
		{"Setzen: „4 auf 9“, „2 auf K gecoppert“, „3 auf 5/6“ · „weg 9“ · Enter oder „abziehen“: nächster Abzug", "„2 auf K gecoppert“,"},
		{"Miser\u00a0: «\u00a04 sur 9\u00a0», «\u00a02 sur R cuivré\u00a0», «\u00a03 sur 5/6\u00a0» · «\u00a0retire 9\u00a0» · Entrée", "«\u00a02 sur R cuivré\u00a0»,"},
		{"Einsätze bleiben liegen (Pharo – Ausführliche Regeln, Abschnitt „Ein Abzug“, Punkt 2).", "(Pharo – Ausführliche Regeln,"},
		{"Einsätze bleiben liegen (Pharo – Ausführliche Regeln, Abschnitt „Ein Abzug“, Punkt 2).", "Punkt 2)."},
		{"La mise reste («\u00a0Pharo – règles détaillées\u00a0», section «\u00a0Une paire\u00a0»).", "(«\u00a0Pharo – règles détaillées\u00a0»,"},
		{"Hohe Karte ist ein Kursvariante (Regeln dieses Kurses, „Varianten“).", "(Regeln dieses Kurses,"},
		{"Paire 25 : 9♥ perd (perdante), A♦ gagne (gagnante). Hock : 7♠.", "Hock : 7♠."},
		{"Paire 25\u00a0: 9♥ perd (perdante), A♦ gagne (gagnante). Hock\u00a0: 7♠.", "Hock\u00a0: 7♠."},
		{"Abzug 25: 9♥ verliert (Bankkarte), A♦ gewinnt (Spielerkarte). Hock: 7♠.", "Hock: 7♠."},
		{"Das Tableau: oben K D B 10 9 8, unten A 2 3 4 5 6, die 7 am Ende beider Reihen.", "A 2 3 4 5 6,"},
		{"Das Tableau: oben K D B 10 9 8, unten A 2 3 4 5 6, die 7 am Ende beider Reihen.", "K D B 10 9 8,"},
		{"Soda 8♣ · 0 Abzüge gezogen · noch 51 Karten im Kasten", "51 Karten"},
		{"Vorsicht: die Bank hat darauf 1/6 Vorteil, mehr als ein Einsatz zu Beginn", "1/6 Vorteil,"},
		{"Du hast 96 Chips vor dir, +4 in diesem Durchgang", "+4 in"},
		{"== Pharo 13: Ein ganzer Durchgang, von der Soda bis zum Hock ==", "Hock =="},
		{"== Pharo 13: Ein ganzer Durchgang, von der Soda bis zum Hock ==", "== Pharo 13:"},
	}
	for _, c := range cases {
		if !strings.Contains(c.text, c.keep) {
			t.Fatalf("bad case: %q not in %q", c.keep, c.text)
		}
		for n := MinWidth; n <= 130; n++ {
			got := Wrap(c.text, n)
			if Width(c.keep) <= n && !together(got, c.keep) {
				t.Errorf("width %d: %q broken:\n%s", n, c.keep, got)
			}
			for _, l := range strings.Split(got, "\n") {
				if strings.HasPrefix(strings.TrimLeft(l, " "), "– ") && l != strings.Split(got, "\n")[0] {
					t.Errorf("width %d: a line begins with a dash: %q", n, l)
				}
			}
		}
	}
}

// TestWrapQuotesLong: a quoted sentence longer than a short name may break
// like any text (it would leave a ragged hole otherwise), and a group that
// cannot fit the line is broken at its spaces after all.
func TestWrapQuotesLong(t *testing.T) {
	q := "Die Frage war „Was geschieht jetzt mit Dans Einsatz auf der Sieben?“ und die Antwort folgt."
	got := Wrap(q, 40)
	if together(got, "„Was geschieht jetzt mit Dans Einsatz auf der Sieben?“") {
		t.Errorf("a long quotation kept whole at 40:\n%s", got)
	}
	title := "(Pharo – Ausführliche Regeln, Abschnitt"
	got = Wrap(title, 20)
	for _, l := range strings.Split(got, "\n") {
		if Width(l) > 20 {
			t.Errorf("group not broken at 20: %q", l)
		}
	}
}

// fragments are pieces of learner text, each of which must stay on one
// line; none is wider than MinWidth less a dash glued to it (" –"), so
// that every line fits.
var fragments = []string{
	"Dan", "gewinnt", "verliert", "und", "la", "banque", "prend", "Karte", "Einsatz.",
	"4 Chips", "(0 Fehler).", "1 erreur", "51 Karten", "+4 Chips", "−2 points",
	"„weg 9“", "„spiel pasur“,", "« pasur 3 »", "«\u00a0tirer\u00a0»", "„K gecoppert“",
	"Hock: 9♦.", "Hock : 7♠.", "Grenze: 10.", "Punkt 7).", "point 2).",
	"A 2 3 4 5 6,", "K D B 10 9 8.", "3 + 8 = 11", "règles du cours",
}

// TestWrapProperties: texts made of random fragments (numbers and their
// units, quotations, labels, rows, sums, plain words), joined by spaces or
// dashes, wrapped at random widths: no line is wider than the width, every
// fragment stands on one line, the words come out in order, and no line
// begins with a dash or French closing punctuation.
func TestWrapProperties(t *testing.T) {
	for _, f := range fragments {
		if Width(f) > MinWidth-2 {
			t.Fatalf("fragment %q too wide for the test", f)
		}
	}
	r := rand.New(rand.NewPCG(7, 11))
	for iter := 0; iter < 3000; iter++ {
		var parts []string
		for k := r.IntN(14) + 1; k > 0; k-- {
			parts = append(parts, fragments[r.IntN(len(fragments))])
			if r.IntN(6) == 0 {
				parts = append(parts, "–")
			}
		}
		text := strings.Join(parts, " ")
		width := MinWidth + r.IntN(80)
		got := Wrap(text, width)
		lines := strings.Split(got, "\n")
		for i, l := range lines {
			if Width(l) > width {
				t.Fatalf("width %d: line %q too wide in\n%s", width, l, got)
			}
			if i > 0 {
				for _, bad := range []string{"– ", ": ", "» ", "; "} {
					if strings.HasPrefix(l+" ", bad) {
						t.Fatalf("width %d: line %q begins with %q in\n%s", width, l, bad, got)
					}
				}
			}
		}
		if strings.Join(fields(strings.ReplaceAll(got, "\n", " ")), " ") != strings.Join(fields(text), " ") {
			t.Fatalf("words changed:\n%s\n%s", text, got)
		}
		for _, p := range parts {
			if p != "–" && !together(got, p) {
				t.Fatalf("width %d: fragment %q broken in\n%s", width, p, got)
			}
		}
	}
}

// TestTurnLine: a turn is told whole when the lines of all turns fit the
// text width, and short ("Abzug 10: 7♥ verliert, 4♦ gewinnt."), all
// alike, when some would wrap (DE and FR reviews (5): 24 turn lines at 60
// columns took two lines each).
func TestTurnLine(t *testing.T) {
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Dan", "Doc"}, 1, engine.ShuffledDeck(engine.NewRand(1)), nil)
	if err != nil {
		t.Fatal(err)
	}
	var turns []faro.TurnResult
	for !d.Over() {
		r, err := d.NextTurn()
		if err != nil {
			t.Fatal(err)
		}
		turns = append(turns, r)
	}
	for _, l := range []locales.Lang{locales.German, locales.French} {
		for _, w := range []int{60, 100} {
			scr := New(io.Discard, l, false, func() int { return w })
			for i := range turns {
				full, line := scr.P().Turn(&turns[i]), scr.TurnLine(&turns[i])
				// at 60 in German even "Abzug 1: 4♥ verliert (Bankkarte),
				// 6♣ gewinnt (Spielerkarte)." (60 wide) is told short, as
				// "Abzug 25: 10♥ verliert (Bankkarte), …" (63) would wrap;
				// in French every plain line fits (57 at most), a doublet's
				// does not
				short := l == locales.German && w == 60 || Width(full) > w
				switch {
				case !short && line != full:
					t.Errorf("%s %d: %q fits but is told %q", l, w, full, line)
				case short && (Width(line) > w || strings.Contains(line, "(")):
					t.Errorf("%s %d: %q is told %q", l, w, full, line)
				}
			}
		}
	}
}
