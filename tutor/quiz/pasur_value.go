package quiz

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// CaptureValue is what makes one capture better than another (the
// engine's order, pasur.Round.BestCapture): points including a sur, then
// table cards taken, then clubs taken.
type CaptureValue struct {
	Points, Cards, Clubs int
}

// ValueOf returns the value of a capture.
func ValueOf(c pasur.Capture) CaptureValue {
	v := CaptureValue{Points: c.Points, Cards: len(c.Take)}
	if c.Sur {
		v.Points += pasur.SurPoints
	}
	for _, x := range c.Take {
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
