package tutor

import (
	"strings"
	"unicode/utf8"

	"croupier/engine"
	"croupier/locales"

	"github.com/fatih/color"
)

// painter colours text when colour is on and leaves it plain otherwise.
// It never touches fatih/color's package-level switch: each colour is
// enabled or disabled on its own.
type painter struct {
	on                                       bool
	red, black, bold, dim, good, bad, accent *color.Color
}

// newPainter returns a painter; on selects colour.
func newPainter(on bool) painter {
	mk := func(attrs ...color.Attribute) *color.Color {
		c := color.New(attrs...)
		if on {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
		return c
	}
	return painter{
		on:     on,
		red:    mk(color.FgRed, color.Bold),
		black:  mk(color.Bold),
		bold:   mk(color.Bold),
		dim:    mk(color.Faint),
		good:   mk(color.FgGreen, color.Bold),
		bad:    mk(color.FgRed),
		accent: mk(color.FgYellow),
	}
}

func (pt painter) paint(c *color.Color, s string) string {
	if !pt.on || s == "" {
		return s
	}
	return c.Sprint(s)
}

// card returns a card in the language, red or black when colour is on.
func (pt painter) card(p locales.Printer, c engine.Card) string {
	s := p.CardText(c)
	if c.Valid() && c.Suit.Red() {
		return pt.paint(pt.red, s)
	}
	return pt.paint(pt.black, s)
}

// cards lists cards separated by spaces ("–" for none).
func (pt painter) cards(p locales.Printer, cs []engine.Card) string {
	if len(cs) == 0 {
		return "–"
	}
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = pt.card(p, c)
	}
	return strings.Join(parts, " ")
}

// width returns the number of runes of s without colour codes.
func width(s string) int {
	n := 0
	in := false
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		i += w
		switch {
		case r == 0x1b:
			in = true
		case in:
			if r == 'm' {
				in = false
			}
		default:
			n++
		}
	}
	return n
}

// pad pads s with spaces to n columns (colour codes not counted).
func pad(s string, n int) string {
	if w := width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}
