package quiz

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// CaptureValue is what a capture puts on the capturer's pile, on one
// base: the played card goes into the pile with what it took
// (pasur.de.txt "Spielablauf" 7: „Die gespielte Karte wird dennoch
// aufgenommen“; RULINGS.md "Pasur"), so Points, Cards and Clubs all
// count it. Captures of one card compare as the engine's
// pasur.Round.BestCapture does (points including a sur, then table cards,
// then clubs taken): the played card adds the same to every one.
type CaptureValue struct {
	Points, Cards, Clubs int
}

// ValueOf returns the value of a capture, the played card included.
func ValueOf(c pasur.Capture) CaptureValue {
	v := CaptureValue{Points: c.Points, Cards: len(c.Take) + 1}
	if c.Sur {
		v.Points += pasur.SurPoints
	}
	for _, x := range append([]engine.Card{c.Card}, c.Take...) {
		if x.Suit == engine.Clubs {
			v.Clubs++
		}
	}
	return v
}

// Less reports whether v is worth less than w.
func (v CaptureValue) Less(w CaptureValue) bool {
	if v.Points != w.Points {
		return v.Points < w.Points
	}
	if v.Cards != w.Cards {
		return v.Cards < w.Cards
	}
	return v.Clubs < w.Clubs
}

// uniqueBest reports whether at least two captures exist and exactly one
// is worth most, so that "the best" has one answer.
func uniqueBest(caps []pasur.Capture) bool {
	if len(caps) < 2 {
		return false
	}
	best, n := ValueOf(caps[0]), 1
	for _, c := range caps[1:] {
		v := ValueOf(c)
		switch {
		case best.Less(v):
			best, n = v, 1
		case !v.Less(best):
			n++
		}
	}
	return n == 1
}
