package screen

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestWrapFrench: French spacing and sums are never broken ("3 + 8",
// "suivant :"), and no line is longer than the width unless one
// unbreakable group is.
func TestWrapFrench(t *testing.T) {
	text := "Le sept prend le quatre car 3 + 8 = 11 ; voici la règle suivante : une carte numérale prend ?"
	for n := MinWidth; n <= 40; n++ {
		got := Wrap(text, n)
		for _, l := range strings.Split(got, "\n") {
			for _, bad := range []string{":", ";", "?", "+", "="} {
				if strings.HasPrefix(l, bad) || strings.HasSuffix(l, " +") || strings.HasSuffix(l, " =") {
					t.Errorf("n=%d: line %q breaks at %q", n, l, bad)
				}
			}
			if Width(l) > n {
				t.Errorf("n=%d: line %q too wide", n, l)
			}
		}
		if !strings.Contains(got, "3 + 8 = 11") {
			t.Errorf("n=%d: sum broken:\n%s", n, got)
		}
	}
	if got := Wrap("Regel: (pasur.de.txt „Spielablauf“ 7).", 30); !strings.Contains(got, "„Spielablauf“ 7).") {
		t.Errorf("section number cut from its title: %q", got)
	}
	if got := Wrap("eins zwei drei vier fünf sechs", 20); got != "eins zwei drei vier\nfünf sechs" {
		t.Errorf("plain wrap: %q", got)
	}
	// a non-breaking space (U+00A0, U+202F) holds its words together
	nb := "Réponse\u00a0: le roi\u202f! Encore une fois, la dame\u00a0?"
	for n := MinWidth; n < 50; n++ {
		for _, l := range strings.Split(Wrap(nb, n), "\n") {
			if strings.HasPrefix(l, "\u00a0") || strings.HasPrefix(l, ":") || strings.HasPrefix(l, "!") || strings.HasPrefix(l, "?") {
				t.Errorf("n=%d: %q begins with French punctuation", n, l)
			}
		}
	}
}

// TestWrapHangs: a reflowed paragraph keeps its indentation, and after a
// list marker its lines hang under the text; Hang puts a text beside a
// label, or under it when no room is left.
func TestWrapHangs(t *testing.T) {
	got := Wrap("  a) den ganzen Einsatz und noch viel mehr als das", 24)
	want := "  a) den ganzen Einsatz\n     und noch viel mehr\n     als das"
	if got != want {
		t.Errorf("list marker:\n%s\nwant\n%s", got, want)
	}
	got = Wrap("? Was gewinnt oder verliert jeder in diesem Abzug?", 24)
	if want := "? Was gewinnt oder\n  verliert jeder in\n  diesem Abzug?"; got != want {
		t.Errorf("question:\n%s\nwant\n%s", got, want)
	}
	got = Hang("  hilfe   ", "          ", "diese Hilfe mit allen Befehlen", 30)
	if want := "  hilfe   diese Hilfe mit\n          allen Befehlen"; got != want {
		t.Errorf("hang:\n%s\nwant\n%s", got, want)
	}
	got = Hang("  speichern DATEI ", strings.Repeat(" ", 18), "im freien Spiel als Szenario speichern", 24)
	if want := "  speichern DATEI\n    im freien Spiel als\n    Szenario speichern"; got != want {
		t.Errorf("no room beside the label:\n%s\nwant\n%s", got, want)
	}
}

// TestWrapKeepsWords: at every width, the words of a text come out whole
// and in order, and no line is wider than the width; a word longer than
// the line stands whole on a line of its own.
func TestWrapKeepsWords(t *testing.T) {
	texts := []string{
		"Die Bankkarte (erste Karte des Abzugs) verliert: die Bank kassiert alle Einsätze auf ihren Wert; gecopperte gewinnen (pharo.de.txt „Ein Abzug“ 1).",
		"La perdante (première carte de la paire) perd\u00a0: le banquier encaisse toutes les mises sur son rang\u00a0; les mises cuivrées gagnent.",
		"  Dan, 4 Chips auf 9: Spielerkarte \x1b[1m9♣\x1b[0m – gewinnt +4 (bleibt liegen)",
		"(Antwort z. B.: Dan +4, Anna -2 – die Bank ergibt sich daraus – oder: Dan gewinnt 4, Bank verliert 4; keiner: nichts)",
	}
	for _, text := range texts {
		for n := MinWidth; n <= 130; n++ {
			got := Wrap(text, n)
			for _, l := range strings.Split(got, "\n") {
				if Width(l) > n {
					t.Errorf("n=%d: %q wider than %d", n, l, n)
				}
			}
			if a, b := strings.Join(strings.Fields(text), " "), strings.Join(strings.Fields(got), " "); a != b {
				t.Errorf("n=%d: words changed:\n%s\n%s", n, a, b)
			}
		}
	}
	long := "Pfad: /ein/sehr/langer/pfad/zu/einer/datei/die/nicht/auf/eine/zeile/passt.yaml – gelesen"
	got := Wrap(long, 20)
	want := "Pfad:\n/ein/sehr/langer/pfad/zu/einer/datei/die/nicht/auf/eine/zeile/passt.yaml\n– gelesen"
	if got != want {
		t.Errorf("long word:\n%s\nwant\n%s", got, want)
	}
}

// FuzzWrap: Wrap never panics, keeps the text's non-space characters in
// order, and keeps every line within the width, for any text and width.
func FuzzWrap(f *testing.F) {
	f.Add("Le sept prend le quatre car 3 + 8 = 11 ; voici", 20)
	f.Add("  a) den ganzen Einsatz\n  b) die Hälfte", 30)
	f.Add("\x1b[1mK\x1b[0m « roi » ?", 5)
	f.Fuzz(func(t *testing.T, text string, width int) {
		if !utf8.ValidString(text) || strings.ContainsAny(text, "\r\t\x1b") || width > 500 {
			return
		}
		got := Wrap(text, width)
		squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
		if squash(got) != squash(text) {
			t.Errorf("characters changed: %q -> %q", text, got)
		}
		w := max(width, MinWidth)
		for _, l := range strings.Split(got, "\n") {
			if Width(l) > w && len(fields(strings.TrimLeft(l, " "))) > 1 {
				// only a single word longer than the line may go beyond
				// the width
				t.Errorf("width %d: line %q is %d wide", w, l, Width(l))
			}
		}
	})
}

// TestWrapKeepsCardLists: a short list of cards is not broken between its
// cards (issue 24: „… (letzte Aufnahme): 5♣ / K♣.“), nor a figure from
// the „≈“ before it (the odds at 60 columns: „≈ / 1,81“).
func TestWrapKeepsCardLists(t *testing.T) {
	for _, c := range []struct {
		text  string
		width int
		keep  string
	}{
		{"Dan bekommt die übrigen Tischkarten (letzte Aufnahme): 5♣ K♣.", 58, "5♣ K♣."},
		{"Sur le tapis sont arrivés V♥ 5♦ 6♠ 9♣ et rien d’autre.", 30, "V♥ 5♦ 6♠ 9♣"},
		{"Entscheidungen im Mittel: 4526/2499 ≈ 1,81 stehend auf A", 40, "≈ 1,81"},
	} {
		got := Wrap(c.text, c.width)
		found := false
		for _, l := range strings.Split(got, "\n") {
			found = found || strings.Contains(l, c.keep)
			if Width(l) > c.width {
				t.Errorf("%q at %d: line %q too wide", c.text, c.width, l)
			}
		}
		if !found {
			t.Errorf("%q at %d: %q broken:\n%s", c.text, c.width, c.keep, got)
		}
	}
}

// TestWrapKeepsAJacksCapture: the seven cards a jack takes stay on one
// line at 60 columns (Pasur 9 in French: « … : V♣ prend A♣ 3♣ / 4♣ 5♣ 6♣
// 8♣ 9♥ »).
func TestWrapKeepsAJacksCapture(t *testing.T) {
	got := Wrap("Question passée. La bonne réponse\u00a0: V♣ prend A♣ 3♣ 4♣ 5♣ 6♣ 8♣ 9♥", 60)
	if !strings.Contains(got, "A♣ 3♣ 4♣ 5♣ 6♣ 8♣ 9♥") {
		t.Errorf("the capture broken:\n%s", got)
	}
}
