package locales

import (
	"strings"

	"croupier/engine"
)

// Rank writes a rank the language's way: A, 2 … 10, then B D K (German)
// or V D R (French).
func (p Printer) Rank(r engine.Rank) string {
	switch r {
	case engine.Jack:
		return p.T(quizRankJack)
	case engine.Queen:
		return p.T(quizRankQueen)
	case engine.King:
		return p.T(quizRankKing)
	}
	return r.String()
}

// CardText writes a card the language's way without decoration: "B♥"
// (German), "V♥" (French), "10♦"; "??" for no card.
func (p Printer) CardText(c engine.Card) string {
	if !c.Valid() {
		return "??"
	}
	return p.Rank(c.Rank) + c.Suit.Symbol()
}

// Card writes a card as CardText does, dressed by the printer's
// decorator (in its suit's colour on a colour screen).
func (p Printer) Card(c engine.Card) string {
	t := p.CardText(c)
	if p.deco == nil || !c.Valid() {
		return t
	}
	return p.deco.Card(t, c.Suit.Red())
}

// Cards lists cards separated by spaces, dressed like Card ("–" for none).
func (p Printer) Cards(cs []engine.Card) string {
	if len(cs) == 0 {
		return "–"
	}
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = p.Card(c)
	}
	return strings.Join(parts, " ")
}

// CardsText lists cards separated by spaces without decoration ("" for
// none).
func (p Printer) CardsText(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = p.CardText(c)
	}
	return strings.Join(parts, " ")
}

// Ranks lists ranks separated by commas: "3, 7, K".
func (p Printer) Ranks(rs []engine.Rank) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = p.Rank(r)
	}
	return strings.Join(parts, ", ")
}

// Signed writes an amount with its sign: "+4", "-1½", "0".
func Signed(a engine.Amount) string { return FormatHalves(a.InHalves(), true) }
