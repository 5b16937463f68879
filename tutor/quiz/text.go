package quiz

import (
	"strings"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
)

// printers returns the German and the French printer.
func printers() [2]locales.Printer {
	return [2]locales.Printer{locales.New(locales.German), locales.New(locales.French)}
}

// bilingual builds a scenario text in both languages from a function of
// the printer, so that rank names and plurals follow each language.
func bilingual(f func(p locales.Printer) string) scenarios.Text {
	ps := printers()
	return scenarios.Text{scenarios.German: f(ps[0]), scenarios.French: f(ps[1])}
}

// msg builds a scenario text from a message key whose arguments do not
// depend on the language.
func msg(key string, args ...any) scenarios.Text {
	return bilingual(func(p locales.Printer) string { return p.T(key, args...) })
}

// RankName writes a rank the printer's language's way: A, 2 … 10, then
// B D K (German) or V D R (French).
func RankName(p locales.Printer, r engine.Rank) string {
	switch r {
	case engine.Jack:
		return p.T("quiz.rank.jack")
	case engine.Queen:
		return p.T("quiz.rank.queen")
	case engine.King:
		return p.T("quiz.rank.king")
	}
	return r.String()
}

// CardName writes a card the printer's language's way: "B♥", "V♥", "10♦".
func CardName(p locales.Printer, c engine.Card) string {
	if !c.Valid() {
		return "??"
	}
	return RankName(p, c.Rank) + c.Suit.Symbol()
}

// cardList writes cards separated by spaces ("–" for none).
func cardList(p locales.Printer, cs []engine.Card) string {
	if len(cs) == 0 {
		return "–"
	}
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = CardName(p, c)
	}
	return strings.Join(parts, " ")
}

// RankList writes ranks separated by commas, each as RankName writes it.
func RankList(p locales.Printer, rs []engine.Rank) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = RankName(p, r)
	}
	return strings.Join(parts, ", ")
}

// signed writes an amount with its sign ("+4", "-1½", "0").
func signed(a engine.Amount) string { return locales.FormatHalves(a.InHalves(), true) }
