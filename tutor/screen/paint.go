package screen

import (
	"github.com/fatih/color"

	"croupier/locales"
)

// Painter colours text when colour is on and leaves it plain otherwise.
// It implements locales.Decorator, so that cards and verdicts inside the
// messages are coloured. It never touches fatih/color's package-level
// switch: each colour is enabled or disabled on its own.
type Painter struct {
	on                                       bool
	red, black, bold, dim, good, bad, accent *color.Color
	players                                  []*color.Color
}

// NewPainter returns a painter; on selects colour.
func NewPainter(on bool) *Painter {
	mk := func(attrs ...color.Attribute) *color.Color {
		c := color.New(attrs...)
		if on {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
		return c
	}
	var players []*color.Color
	for _, a := range playerColours {
		players = append(players, mk(a))
	}
	return &Painter{
		on:      on,
		players: players,
		red:     mk(color.FgRed, color.Bold),
		black:   mk(color.Bold),
		bold:    mk(color.Bold),
		dim:     mk(color.Faint),
		good:    mk(color.FgGreen, color.Bold),
		bad:     mk(color.FgRed),
		accent:  mk(color.FgYellow),
	}
}

// playerColours tell the players' stakes apart on a colour screen, by
// seat (the initials tell them apart without colour). Red and green are
// left to the verdicts.
var playerColours = []color.Attribute{color.FgCyan, color.FgMagenta, color.FgBlue, color.FgYellow,
	color.FgHiCyan, color.FgHiMagenta, color.FgHiBlue, color.FgHiYellow, color.FgHiWhite, color.FgWhite}

// Player colours text in the colour of a seat's player.
func (pt *Painter) Player(seat int, text string) string {
	if pt == nil || seat < 0 {
		return text
	}
	return pt.paint(pt.players[seat%len(pt.players)], text)
}

// On reports whether the painter colours.
func (pt *Painter) On() bool { return pt.on }

// Card colours a card: red suits red, black suits bold.
func (pt *Painter) Card(text string, red bool) string {
	if red {
		return pt.paint(pt.red, text)
	}
	return pt.paint(pt.black, text)
}

// Style colours text in a style.
func (pt *Painter) Style(s locales.Style, text string) string {
	switch s {
	case locales.Bold:
		return pt.paint(pt.bold, text)
	case locales.Dim:
		return pt.paint(pt.dim, text)
	case locales.Good:
		return pt.paint(pt.good, text)
	case locales.Bad:
		return pt.paint(pt.bad, text)
	case locales.Accent:
		return pt.paint(pt.accent, text)
	}
	return text
}

func (pt *Painter) paint(c *color.Color, s string) string {
	if !pt.on || s == "" {
		return s
	}
	return c.Sprint(s)
}
