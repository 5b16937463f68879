package lesson

import (
	"testing"

	"croupier/locales"
	"croupier/scenarios"
)

// TestEveryKindIsKnown: the tutor knows every question kind of both games
// (and no other), each with every part: how the learner writes it
// (reader), its answer form and its hint in German and in French, and
// what gives it away — the held lines that answer it, a Pasur move's
// outcome, the table, the piles, the casekeeper, the odds, its rule.
// A kind added to the format without them fails here.
func TestEveryKindIsKnown(t *testing.T) {
	all := map[scenarios.QuestionKind]bool{}
	for _, g := range []scenarios.Game{scenarios.Faro, scenarios.Pasur} {
		for _, k := range scenarios.Kinds(g) {
			all[k] = true
		}
	}
	if len(all) < 25 {
		t.Fatalf("only %d kinds: scenarios.Kinds is broken", len(all))
	}
	for k := range kinds {
		if !all[k] {
			t.Errorf("%s: the tutor knows a kind the format does not have", k)
		}
	}
	de, fr := locales.New(locales.German), locales.New(locales.French)
	for k := range all {
		lk, ok := kinds[k]
		if !ok {
			t.Errorf("%s: no record in tutor/lesson/kinds.go", k)
			continue
		}
		if lk.reader == 0 {
			t.Errorf("%s: no reader", k)
		}
		if lk.form == nil {
			t.Errorf("%s: no answer form", k)
		}
		for _, p := range []locales.Printer{de, fr} {
			if p.T(lk.hint) == "" {
				t.Errorf("%s: no hint in %v", k, p.Lang())
			}
			if lk.matchHint != (locales.Message{}) && p.T(lk.matchHint) == "" {
				t.Errorf("%s: no match hint in %v", k, p.Lang())
			}
		}
		for part, set := range map[string]bool{
			"held lines (answeredBy)": lk.answeredBy != nil, "a Pasur move (move)": lk.move != nil,
			"the table (table)": lk.table != nil, "its rule (rule)": lk.rule != nil,
			"any line (anyLine)": lk.anyLine != 0, "a turn's cards (turnCards)": lk.turnCards != 0,
			"a bet that stays (betStays)": lk.betStays != 0, "the piles (piles)": lk.piles != 0,
			"the casekeeper": lk.casekeeper != 0, "the odds": lk.odds != 0,
		} {
			if !set {
				t.Errorf("%s: does not say whether %s gives it away", k, part)
			}
		}
	}
}

// TestEveryFormSays: the answer form of every kind says something in both
// languages when nothing is known of the answer.
func TestEveryFormSays(t *testing.T) {
	f := locales.FormContext{Punters: []string{"Dan", "Anna"}, Seated: []string{"Doc", "Dan", "Anna"}, Options: 2}
	for k, lk := range kinds {
		for _, p := range []locales.Printer{locales.New(locales.German), locales.New(locales.French)} {
			if lk.form(p, f) == "" {
				t.Errorf("%s: an empty answer form in %v", k, p.Lang())
			}
		}
	}
}

// TestUnknownKindHides: a kind the tutor does not know gives nothing away:
// every screen and line is held back for it.
func TestUnknownKindHides(t *testing.T) {
	k := kindOf("no_such_kind")
	if k.anyLine != hides || k.turnCards != hides || k.betStays != hides || k.piles != hides || k.casekeeper != hides || k.odds != hides ||
		!k.table(nil) || !k.move(nil, "") {
		t.Errorf("an unknown kind shows something: %+v", k)
	}
	if _, ok := readerOf("no_such_kind"); ok {
		t.Errorf("an unknown kind has a reader")
	}
}
