package locales

import (
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
)

// TestWhere: a key path is said with its steps, deals and rounds counted
// from 1 in words, the keys below them as written; a path without an
// index is the key itself.
func TestWhere(t *testing.T) {
	cases := []struct{ path, de, fr string }{
		{"steps[10].ask.choice", "Schritt 10 (ask.choice)", "l’étape 10 (ask.choice)"},
		{"steps[1]", "Schritt 1", "l’étape 1"},
		{"deals[2].steps[3].bet", "Durchgang 2, Schritt 3 (bet)", "la taille 2, étape 3 (bet)"},
		{"rounds[2].steps[1].play", "Runde 2, Schritt 1 (play)", "la manche 2, étape 1 (play)"},
		{"deals[2]", "Durchgang 2", "la taille 2"},
		{"deck.hands", "deck.hands", "deck.hands"},
		{"steps[x].bet", "steps[x].bet", "steps[x].bet"},
		{"", "", ""},
	}
	for _, c := range cases {
		if got := New(German).Where(c.path); got != c.de {
			t.Errorf("de %q: %q, want %q", c.path, got, c.de)
		}
		if got := New(French).Where(c.path); got != c.fr {
			t.Errorf("fr %q: %q, want %q", c.path, got, c.fr)
		}
	}
	d := scenarios.Diagnostic{File: "a.yaml", Line: 3, Col: 7, Code: scenarios.CodeUnknownKey,
		Args: []string{"explain", "steps[10].ask.choice", "text, correct"}}
	if got := New(German).DiagnosticMessage(d); got != "unbekannter Schlüssel „explain“ in Schritt 10 (ask.choice); erlaubt: text, correct" {
		t.Errorf("message: %s", got)
	}
}

// FuzzWhere: Where never panics and keeps every key of the path.
func FuzzWhere(f *testing.F) {
	for _, s := range []string{"steps[10].ask.choice", "deals[2].steps[3].bet", "a.b[", "[1]", "steps[-1]", "steps[99999999999999999999]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, path string) {
		for _, l := range Langs() {
			got := New(l).Where(path)
			for _, seg := range strings.Split(path, ".") {
				if _, _, ok := indexed(seg); !ok && !strings.Contains(got, seg) {
					t.Fatalf("%q in %s: %q lost %q", path, l, got, seg)
				}
			}
		}
	})
}

// TestAuthorsSeeTheRule: run, check and fill show the engine's rule id of
// a refusal; the tutor's rendering does not. A stake over the table's
// limit is no matter of the moment: neither "an dieser Stelle" nor « à ce
// moment » is said.
func TestAuthorsSeeTheRule(t *testing.T) {
	d := scenarios.Diagnostic{File: "a.yaml", Line: 12, Col: 42, Code: scenarios.CodeIllegal, Args: []string{"faro.stake.max"},
		Rule: "faro.stake.max", Names: []string{"Bank", "Dan"}, Profile: faro.Pharo,
		Err: &faro.RuleError{Rule: faro.RuleStakeMax, Err: faro.ErrStakeTooHigh, Player: 1, Limit: engine.Chips(10)}}
	de, fr := New(German), New(French)
	if got := de.AuthorDiagnostic(d); got != "a.yaml:12:42: für Dan nicht erlaubt: Kein Einsatz darf über dem vereinbarten Höchsteinsatz liegen (Pharo – Ausführliche Regeln, Abschnitt „Vorbereitung“, Punkt 1). Grenze: 10. [Regel faro.stake.max]" {
		t.Errorf("de: %s", got)
	}
	if got := fr.AuthorDiagnostic(d); !strings.HasPrefix(got, "a.yaml:12:42: interdit pour Dan\u00a0: aucune mise ne peut dépasser le maximum convenu") || !strings.HasSuffix(got, " [règle faro.stake.max]") {
		t.Errorf("fr: %s", got)
	}
	for _, p := range []Printer{de, fr} {
		if msg := p.Diagnostic(d); strings.Contains(msg, "faro.stake.max") || strings.Contains(msg, "an dieser Stelle") || strings.Contains(msg, "à ce moment") {
			t.Errorf("%s", msg)
		}
	}
}

// TestPharaonWeightCap: a Pharaon weight above the engine's cap cites the
// course's own decision (the French rulebook sets no maximum), never the
// Pharo rulebook's agreed maximum; a Pharo stake still cites the Pharo
// rulebook.
func TestPharaonWeightCap(t *testing.T) {
	for _, l := range Langs() {
		p := New(l)
		text, ok := p.Rule("faro.stake.max", "pharaon")
		if !ok || strings.Contains(text, "Pharo –") || !strings.Contains(text, p.T(BookCourse, p.T(secCourseWeightCap))) {
			t.Errorf("%s pharaon: %s", l, text)
		}
		if pharo, _ := p.Rule("faro.stake.max", "pharo"); !strings.Contains(pharo, p.T(secPharoSetup)) {
			t.Errorf("%s pharo: %s", l, pharo)
		}
	}
}

// TestEmptyRefusalSaysSomething: a refusal of a rule without a text of its
// own still says something (not "die Engine lehnt den Tisch ab: ").
func TestEmptyRefusalSaysSomething(t *testing.T) {
	d := scenarios.Diagnostic{File: "a.yaml", Line: 3, Col: 1, Code: scenarios.CodeSetup, Rule: "faro.holdings",
		Err: &faro.RuleError{Rule: faro.RuleHoldings, Err: faro.ErrBadHoldings, Player: -1}}
	for _, l := range Langs() {
		if got := New(l).DiagnosticMessage(d); strings.HasSuffix(strings.TrimSpace(got), ":") || !strings.Contains(strings.ToLower(got), strings.ToLower(New(l).T(refusedEngine))) {
			t.Errorf("%s: %q", l, got)
		}
	}
}
