package locales

import (
	"strings"
	"testing"
)

// rulebookSections are the section headings of the three rulebooks in
// their own language, copied by hand from the rulebooks, with the number
// of numbered points each section has (0: none):
//   - pharo.de.txt, the list under „Ausführliche Regeln“ („1. Überblick“
//     … „9. Varianten“); „Vorbereitung“ numbers 5 points, „Ein Abzug“ 2;
//   - pharaon.fr.txt, the parts „01 /“ … „09 /“, each with its title;
//   - pasur.de.txt, the headings after the introduction; „Vorbereitung und
//     Austeilen“ numbers 6 points, „Spielablauf“ 8.
var rulebookSections = map[string]map[string]int{
	"pharo": {
		"Überblick": 0, "Vorbereitung": 5, "Setzen": 0, "Ein Abzug": 2, "Der Kartenzähler": 0,
		"Der letzte Abzug: Reihenfolge ansagen": 0, "Spielende": 0, "Tipps für Einsteiger": 0, "Varianten": 0,
	},
	"pharaon": {
		"01 / But et matériel": 0, "02 / Installation et donne": 0, "03 / Actions autorisées": 0,
		"04 / Décompte": 0, "05 / Comptage des cartes": 0, "06 / Les trois dernières cartes": 0,
		"07 / Fin de partie": 0, "08 / Contexte et variantes": 0, "09 / Exemple commenté": 0,
	},
	"pasur": {
		"Spieler": 0, "Kartendeck": 0, "Ziel": 0, "Vorbereitung und Austeilen": 6, "Spielablauf": 8,
		"Punktewertung": 0, "Gewinnen": 0, "Häufige Varianten": 0, "Tipps und Strategien": 0, "Glossar": 0,
	},
}

// bookOf names the rulebook of a source (its key in rulebookSections and
// the language it is written in); "" for the course's own rules.
func bookOf(b book) (name string, lang Lang) {
	switch b.cite {
	case BookPharo:
		return "pharo", German
	case BookPharaon:
		return "pharaon", French
	case bookPasur:
		return "pasur", German
	}
	return "", German
}

// TestCitedSectionsExist: every section a rule cites is a section of its
// rulebook, under the rulebook's own heading, and a point it cites is one
// the section numbers; a section of the course's own rules is never
// passed off as a rulebook's (DE test item 11).
func TestCitedSectionsExist(t *testing.T) {
	check := func(id string, s source) {
		name, lang := bookOf(s.book)
		if name == "" {
			if s.also != nil {
				t.Errorf("%s: a course's section with another course's section beside it", id)
			}
			return
		}
		// the French titles keep "01 / …" together with no-break spaces
		heading := strings.NewReplacer("\u00a0", " ", "\u202f", " ").Replace(s.section.In(lang))
		points, ok := rulebookSections[name][heading]
		if !ok {
			t.Errorf("%s cites %q, which is no section of the %s rulebook", id, heading, name)
		}
		if s.point > points {
			t.Errorf("%s cites point %d of %q, which numbers %d", id, s.point, heading, points)
		}
		// Pharaon's parts are numbered and titled in French: a German
		// learner finds „04 / Décompte“ in the rulebook, not „04 /
		// Abrechnung“ (DE replay of issue 22)
		if name == "pharaon" {
			if de := strings.NewReplacer("\u00a0", " ", "\u202f", " ").Replace(s.section.In(German)); de != heading {
				t.Errorf("%s cites the Pharaon part %q in German as %q", id, heading, de)
			}
		}
	}
	n := 0
	for id, srcs := range ruleSources {
		for _, s := range srcs {
			check(id, s)
			n++
		}
	}
	for name, v := range variantTexts {
		for _, s := range v.source {
			check(string(name), s)
			n++
		}
	}
	if n < 40 {
		t.Fatalf("only %d sources checked", n)
	}
}

// TestCourseRulingsCiteTheCourse: a rule text that states what only
// RULINGS.md settles names the course's rules beside the rulebook's
// section: after a Pharo doublet the other half goes back to the player
// (pharo.de.txt „Ein Abzug“ says only that the bank takes half), and a
// stake on a dead rank comes back after the turn that killed it („Der
// Kartenzähler“ says only „lass keine Einsätze darauf liegen“).
func TestCourseRulingsCiteTheCourse(t *testing.T) {
	for _, l := range Langs() {
		p := New(l)
		course := strings.SplitN(p.T(BookCourse, "\x00"), "\x00", 2)[0]
		for _, c := range []struct {
			id      string
			section Message
		}{
			{"faro.turn.doublet", SecPharoTurn},
			{"faro.casekeeper.dead", secPharoCounter},
		} {
			text, _ := p.Rule(c.id, "pharo")
			if !strings.Contains(text, p.T(c.section)) || !strings.Contains(text, course) {
				t.Errorf("%s (%s): the rule should cite the rulebook's %q and the course: %q", c.id, l, p.T(c.section), text)
			}
		}
	}
}
