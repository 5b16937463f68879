package locales

import (
	"fmt"
	"strconv"
	"strings"
)

// Printer renders messages of one language.
//
// A message is text with placeholders: {0}, {1} … insert the arguments;
// {0:Karte|Karten} chooses a plural form by the numeric argument 0 with the
// language's rule (German: singular only for exactly 1; French: singular
// for 0 up to, but not including, 2). Numbers are written the language's
// way (a half as "½").
type Printer struct {
	lang Lang
}

// New returns a Printer for the language; an unknown language prints German.
func New(l Lang) Printer {
	if l != French {
		l = German
	}
	return Printer{lang: l}
}

// Lang returns the printer's language.
func (p Printer) Lang() Lang { return p.lang }

// Has reports whether the catalog has the key.
func (p Printer) Has(key string) bool {
	_, ok := catalog(p.lang)[key]
	return ok
}

// T renders the message key with args. A missing key renders as the key
// in brackets, so that a gap shows instead of failing (tests catch gaps).
func (p Printer) T(key string, args ...any) string {
	msg, ok := catalog(p.lang)[key]
	if !ok {
		return "[" + key + "]"
	}
	return p.format(msg, args)
}

// format fills the placeholders of msg.
func (p Printer) format(msg string, args []any) string {
	if !strings.Contains(msg, "{") {
		return msg
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(msg, '{')
		if i < 0 {
			b.WriteString(msg)
			return b.String()
		}
		j := strings.IndexByte(msg[i:], '}')
		if j < 0 {
			b.WriteString(msg)
			return b.String()
		}
		b.WriteString(msg[:i])
		b.WriteString(p.placeholder(msg[i+1:i+j], args))
		msg = msg[i+j+1:]
	}
}

// placeholder renders the inside of one {…}.
func (p Printer) placeholder(spec string, args []any) string {
	idxText, forms, plural := strings.Cut(spec, ":")
	idx, err := strconv.Atoi(idxText)
	if err != nil || idx < 0 || idx >= len(args) {
		return "{" + spec + "}"
	}
	if !plural {
		return p.Value(args[idx])
	}
	choices := strings.Split(forms, "|")
	if p.singular(args[idx]) || len(choices) == 1 {
		return choices[0]
	}
	return choices[1]
}

// Halver is implemented by exact amounts counted in halves.
type Halver interface{ InHalves() int64 }

// singular applies the language's plural rule to a numeric argument.
func (p Printer) singular(v any) bool {
	var halves int64
	switch n := v.(type) {
	case int:
		halves = int64(n) * 2
	case int64:
		halves = n * 2
	case Halver:
		halves = n.InHalves()
	default:
		return false
	}
	if halves < 0 {
		halves = -halves
	}
	if p.lang == French {
		return halves < 4
	}
	return halves == 2
}

// Value formats one argument: numbers and amounts the language's way,
// everything else with fmt.
func (p Printer) Value(v any) string {
	switch n := v.(type) {
	case string:
		return n
	case Halver:
		return FormatHalves(n.InHalves(), false)
	case fmt.Stringer:
		return n.String()
	}
	return fmt.Sprint(v)
}

// FormatHalves writes an amount counted in halves: "4", "-1½", "½"; with
// signed, positive amounts get a "+".
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
		s = "-" + s
	case signed && h != 0:
		s = "+" + s
	}
	return s
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
