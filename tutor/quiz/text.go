package quiz

import (
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
func msg(m locales.Message, args ...any) scenarios.Text {
	return bilingual(func(p locales.Printer) string { return p.T(m, args...) })
}

// signed writes an amount with its sign ("+4", "-1½", "0").
func signed(a engine.Amount) string { return locales.FormatHalves(a.InHalves(), true) }

// pick returns a when cond holds, else b.
func pick(cond bool, a, b locales.Message) locales.Message {
	if cond {
		return a
	}
	return b
}
