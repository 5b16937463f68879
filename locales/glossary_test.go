package locales

import (
	"strings"
	"testing"
)

// TestGlossary checks the glossary (issue "The curriculum"): no empty
// field, unique keys, known games, the entries grouped by game (shared,
// then Faro, then Pasur) and sorted by key within a group, and no term
// given twice in one language within a group.
func TestGlossary(t *testing.T) {
	g := Glossary()
	if len(g) < 40 {
		t.Fatalf("the glossary has %d entries, want at least 40", len(g))
	}
	group := map[string]int{"": 0, "faro": 1, "pasur": 2}
	keys := map[string]bool{}
	type term struct{ game, lang, text string }
	terms := map[term]string{}
	for i, e := range g {
		for name, v := range map[string]string{"Key": e.Key, "German": e.German, "French": e.French, "DescDE": e.DescDE, "DescFR": e.DescFR} {
			if strings.TrimSpace(v) == "" {
				t.Errorf("entry %d (%q): empty %s", i, e.Key, name)
			}
		}
		if keys[e.Key] {
			t.Errorf("key %q given twice", e.Key)
		}
		keys[e.Key] = true
		if _, ok := group[e.Game]; !ok {
			t.Errorf("entry %q: unknown game %q", e.Key, e.Game)
		}
		for _, tm := range []term{{e.Game, "de", strings.ToLower(e.German)}, {e.Game, "fr", strings.ToLower(e.French)}} {
			if other, dup := terms[tm]; dup {
				t.Errorf("%s term %q given for %q and %q", tm.lang, tm.text, other, e.Key)
			}
			terms[tm] = e.Key
		}
		for _, d := range []string{e.DescDE, e.DescFR} {
			if !strings.HasSuffix(d, ".") {
				t.Errorf("entry %q: description %q does not end with a full stop", e.Key, d)
			}
		}
		if i == 0 {
			continue
		}
		prev := g[i-1]
		switch {
		case group[prev.Game] > group[e.Game]:
			t.Errorf("entry %q (%q) after %q (%q): not grouped shared, faro, pasur", e.Key, e.Game, prev.Key, prev.Game)
		case prev.Game == e.Game && prev.Key >= e.Key:
			t.Errorf("entry %q after %q: not sorted by key", e.Key, prev.Key)
		}
	}
	// The terms the rulebooks and the lessons rely on.
	for _, want := range []string{"banker", "loser", "winner", "soda", "hock", "doublet", "copper",
		"split", "casekeeper", "dead_rank", "call", "cat_hop", "foster", "high_card", "layout",
		"turn", "pronostic", "punter", "pasur", "sur", "lay", "capture", "talon", "table_cards",
		"last_capture", "most_clubs", "big_ten", "little_two", "jack", "queen", "king",
		"bank", "chip", "weight", "ordinary", "pack"} {
		if !keys[want] {
			t.Errorf("the glossary lacks %q", want)
		}
	}
	// Glossary returns a copy.
	g[0].Key = "changed"
	if Glossary()[0].Key == "changed" {
		t.Error("Glossary returns the shared table, not a copy")
	}
}

// TestGlossaryFindsReviewedWords: the words learners looked up in the
// glossary and missed (the reviews of the lessons) are the terms of an
// entry in their own language, so that „glossar Gewicht“ or « glossaire
// poids » finds it; the Pharo rulebook's „Umdrehen“ leads to coppering.
func TestGlossaryFindsReviewedWords(t *testing.T) {
	words := []struct {
		lang Lang
		word string
		key  string
	}{
		{German, "Gewicht", "weight"},
		{German, "Umdrehen", "copper"},
		{German, "gecoppert", "copper"},
		{German, "Bank", "bank"},
		{German, "Stapel", "pack"},
		{German, "Chip", "chip"},
		{German, "gewöhnlich", "ordinary"},
		{French, "poids", "weight"},
		{French, "ordinaire", "ordinary"},
		{French, "cuivre", "copper"},
		{French, "banque", "bank"},
		{French, "jeton", "chip"},
		{French, "paquet", "pack"},
	}
	for _, w := range words {
		found := false
		for _, e := range GlossaryIn(w.lang) {
			if e.Key == w.key && strings.Contains(strings.ToLower(e.Term(w.lang)), strings.ToLower(w.word)) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s glossary: %q is not in the term of entry %q", w.lang, w.word, w.key)
		}
	}
}

// TestGlossaryColourOfFaro: the description of a suit does not claim that
// colours never count in the Faro games – Foster's call of the Pharaon
// names red and black.
func TestGlossaryColourOfFaro(t *testing.T) {
	for _, e := range Glossary() {
		if e.Key != "hearts" {
			continue
		}
		if !strings.Contains(e.DescDE, "Foster") || !strings.Contains(e.DescFR, "Foster") {
			t.Errorf("hearts: the description should name Foster's colour call: %q / %q", e.DescDE, e.DescFR)
		}
	}
}
