package locales

import (
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// Printer renders messages of one language.
//
// Placeholders: {0}, {1} … insert the arguments; {0:Karte|Karten} chooses
// the singular or the plural form by the numeric argument 0 with the
// language's plural rule (CLDR, from golang.org/x/text: German singular
// for exactly 1, French for 0 and 1, halves included: "1½ jeton",
// "1½ Chips"), and a half alone singular in both ("½ Chip", "½ jeton").
// Numbers are written the language's way (a half as "½").
type Printer struct {
	lang Lang
	deco Decorator
}

// Decorator dresses a piece of rendered text for the screen (a card in its
// suit's colour, a sur in green); nil leaves text plain.
type Decorator interface {
	// Card dresses the text of a card whose suit is red when red is set.
	Card(text string, red bool) string
	// Style dresses text in a style.
	Style(s Style, text string) string
}

// Style is how a piece of text stands out on a colour screen.
type Style uint8

// The styles.
const (
	plain Style = iota
	Bold
	Dim
	Good   // right, won, a sur
	Bad    // wrong, refused
	Accent // worth noticing: a doublet, an open call window
)

// Styled dresses text in a style (plain without a decorator).
func (p Printer) Styled(s Style, text string) string {
	if p.deco == nil || s == plain || text == "" {
		return text
	}
	return p.deco.Style(s, text)
}

// New returns a Printer for the language; an unknown language prints German.
func New(l Lang) Printer {
	if l != French {
		l = German
	}
	return Printer{lang: l}
}

// WithDecorator returns a copy of p that dresses cards with d.
func (p Printer) WithDecorator(d Decorator) Printer {
	p.deco = d
	return p
}

// Lang returns the printer's language.
func (p Printer) Lang() Lang { return p.lang }

// French reports whether the printer writes French.
func (p Printer) French() bool { return p.lang == French }

// T renders the message with args.
func (p Printer) T(m Message, args ...any) string {
	return p.format(m.In(p.lang), args)
}

// Say renders a Msg.
func (p Printer) Say(m Msg) string { return p.T(m.Message, m.Args...) }

// format fills the placeholders of msg. In French it elides the word
// before an inserted value that begins with a vowel ("au tour de {0}" →
// "au tour d’Anna", see elide).
func (p Printer) format(msg string, args []any) string {
	if !strings.Contains(msg, "{") {
		return msg
	}
	out := ""
	for {
		i := strings.IndexByte(msg, '{')
		if i < 0 {
			return out + msg
		}
		j := strings.IndexByte(msg[i:], '}')
		if j < 0 {
			return out + msg
		}
		out += msg[:i]
		v := p.placeholder(msg[i+1:i+j], args)
		if p.lang == French {
			out = elide(out, v)
		}
		out += v
		msg = msg[i+j+1:]
	}
}

// placeholder renders the inside of one {…}: {0} the argument, {0:a|b}
// a plural form chosen by it, {0:clause} the argument as a clause after a
// colon (see Clause).
func (p Printer) placeholder(spec string, args []any) string {
	idxText, forms, plural := strings.Cut(spec, ":")
	idx, err := strconv.Atoi(idxText)
	if err != nil || idx < 0 || idx >= len(args) {
		return "{" + spec + "}"
	}
	if !plural {
		return p.Value(args[idx])
	}
	if forms == clauseDirective {
		return p.Clause(p.Value(args[idx]))
	}
	choices := strings.Split(forms, "|")
	if p.singular(args[idx]) || len(choices) == 1 {
		return choices[0]
	}
	return choices[1]
}

// halver is implemented by exact amounts counted in halves.
type halver interface{ InHalves() int64 }

// tag returns the language's BCP 47 tag.
func (p Printer) tag() language.Tag {
	if p.lang == French {
		return language.French
	}
	return language.German
}

// singular applies the language's plural rule to a numeric argument.
func (p Printer) singular(v any) bool {
	var halves int64
	switch n := v.(type) {
	case int:
		halves = int64(n) * 2
	case int64:
		halves = n * 2
	case halver:
		halves = n.InHalves()
	case string:
		// a number already written out, such as a diagnostic's argument
		// ("−1", "+2", "1½"), signed or not
		n = strings.TrimLeft(n, "+-−")
		half := int64(0)
		if rest, ok := strings.CutSuffix(n, "½"); ok {
			n, half = rest, 1
			if n == "" {
				n = "0"
			}
		}
		w, err := strconv.ParseInt(n, 10, 64)
		if err != nil {
			return false
		}
		halves = w*2 + half
	default:
		return false
	}
	if halves < 0 {
		halves = -halves
	}
	if halves == 1 {
		// a half alone is read "ein halber Chip", "un demi-jeton": ½ Chip,
		// ½ jeton (CLDR's German "0,5 Chips" is written out as a decimal)
		return true
	}
	whole := int(min(halves/2, 1<<30))
	if halves%2 == 1 {
		// i = whole part, one visible fraction digit "5"
		return plural.Cardinal.MatchPlural(p.tag(), whole, 1, 1, 5, 5) == plural.One
	}
	return plural.Cardinal.MatchPlural(p.tag(), whole, 0, 0, 0, 0) == plural.One
}

// Value formats one argument: numbers and amounts the language's way,
// everything else with fmt.
func (p Printer) Value(v any) string {
	switch n := v.(type) {
	case string:
		return n
	case Msg:
		return p.Say(n)
	case renderer:
		return n.Render(p)
	case halver:
		return FormatHalves(n.InHalves(), false)
	case fmt.Stringer:
		return n.String()
	}
	return fmt.Sprint(v)
}

// FormatHalves writes an amount counted in halves: "4", "−1½", "½"; with
// signed, positive amounts get a "+". A negative amount has the minus sign
// U+2212, as the lesson texts write it (STYLE.md: one minus style on a
// screen); the readers take it and the hyphen alike.
func FormatHalves(h int64, signed bool) string {
	neg := h < 0
	if neg {
		h = -h
	}
	s := strconv.FormatInt(h/2, 10)
	if h%2 == 1 {
		if h/2 == 0 {
			s = "½"
		} else {
			s += "½"
		}
	}
	switch {
	case neg:
		s = "\u2212" + s
	case signed && h != 0:
		s = "+" + s
	}
	return s
}

// Series joins items that are clauses of their own with semicolons, the
// French way with a no-break space before each: "Ziel 11; Kinder-Pasur" /
// "objectif 51\u00a0; pasur des enfants".
func (p Printer) Series(items []string) string {
	sep := "; "
	if p.lang == French {
		sep = "\u00a0; "
	}
	return strings.Join(items, sep)
}

// List joins items the language's way: "Dan, Anna und Ben" / "Dan, Anna
// et Ben".
func (p Printer) List(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	and := " und "
	if p.lang == French {
		and = " et "
	}
	return strings.Join(items[:len(items)-1], ", ") + and + items[len(items)-1]
}
