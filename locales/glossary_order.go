package locales

import (
	"slices"

	"golang.org/x/text/collate"
)

// Term is the entry's term in l: the headword of l's glossary.
func (e glossaryEntry) Term(l Lang) string {
	if l == French {
		return e.French
	}
	return e.German
}

// Desc is the entry's description in l.
func (e glossaryEntry) Desc(l Lang) string {
	if l == French {
		return e.DescFR
	}
	return e.DescDE
}

// glossaryGroupOrder puts the shared terms first, then Faro, then Pasur.
var glossaryGroupOrder = map[string]int{"": 0, "faro": 1, "pasur": 2}

// GlossaryIn returns the glossary as a reader of l looks terms up in it:
// grouped as Glossary is (shared terms, Faro, Pasur) and, within a group,
// sorted by the term in l the way l sorts words (Ä with A, « à cheval »
// with the A, case ignored), so that the German glossary is ordered by the
// German terms and the French one by the French terms.
func GlossaryIn(l Lang) []glossaryEntry {
	g := Glossary()
	c := collate.New(New(l).tag(), collate.IgnoreCase)
	slices.SortStableFunc(g, func(a, b glossaryEntry) int {
		if d := glossaryGroupOrder[a.Game] - glossaryGroupOrder[b.Game]; d != 0 {
			return d
		}
		return c.CompareString(a.Term(l), b.Term(l))
	})
	return g
}
