package opponent

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// LinePlay is one play of a principal line: the seat that plays and its
// move, and whether the move scores a sur.
type LinePlay struct {
	Seat int
	Side int // the seat's side
	Move pasur.MoveSet
	Sur  bool
}

// Line is a principal line the search found after a move: the move
// itself first (Plays[0]), then the best play of every side to the end of
// the deal (or to the depth searched) in one sample of the hidden cards.
type Line struct {
	Plays []LinePlay
	// Ended reports that the line reaches the end of the deal (every
	// hand empty); in the last deal that is the end of the round.
	Ended bool
	// Bonus are the cards left on the table at the end of the last deal,
	// which go to LastSide (the side that captured last, or -1).
	Bonus    engine.CardSet
	LastSide int
	// Piles are each side's captured cards at the end of the line (the
	// bonus included, in the last deal).
	Piles [pasur.MaxPlayers]engine.CardSet
	// Table is the table at the end of the line (before the bonus goes).
	Table engine.CardSet
	// NextSeat is the seat that plays first after the line (in the next
	// deal, where the line ends a deal before the last), or -1.
	NextSeat int
}

// points is what play i of the line scores at once: the point cards it
// captures (the played card with them) and its sur.
func (l *Line) points(i int, seven bool) int {
	p := l.Plays[i]
	if p.Move.Take == 0 {
		return 0
	}
	pts := cardPoints(p.Move.Take|bit(p.Move.Card), seven)
	if p.Sur {
		pts += pasur.SurPoints
	}
	return pts
}

// replay plays move m from root and then line, recording every play.
func (r *rules) replay(root *state, m pasur.MoveSet, line []pasur.MoveSet) Line {
	s := *root
	out := Line{Plays: make([]LinePlay, 0, 1+len(line)), LastSide: -1, NextSeat: -1}
	for i := -1; i < len(line); i++ {
		mv := m
		if i >= 0 {
			mv = line[i]
		}
		if s.toPlay < 0 {
			break
		}
		seat := s.toPlay
		sur := mv.Take != 0 && s.table&^mv.Take == 0 && r.surCounts(mv.Card, r.side[seat])
		out.Plays = append(out.Plays, LinePlay{Seat: int(seat), Side: int(r.side[seat]), Move: mv, Sur: sur})
		r.play(&s, mv)
	}
	out.Ended = s.toPlay < 0
	out.Table = s.table
	out.Piles = s.piles
	if out.Ended && r.lastDeal {
		out.LastSide = int(s.last)
		if s.last >= 0 {
			out.Bonus = s.table
			out.Piles[s.last] |= s.table
		}
	}
	switch {
	case s.toPlay >= 0:
		out.NextSeat = int(s.toPlay)
	case s.lastSeat >= 0 && !r.lastDeal:
		out.NextSeat = int(r.next[s.lastSeat])
	}
	return out
}

// lastCapture is the index of the last play of the line that captures,
// or -1.
func (l *Line) lastCapture() int {
	for i := len(l.Plays) - 1; i >= 0; i-- {
		if l.Plays[i].Move.Take != 0 {
			return i
		}
	}
	return -1
}

// lastSeat is the seat of the line's last capture, or before (none in
// the line) the seat that captured last before it.
func (l *Line) lastSeat(before int) int {
	if i := l.lastCapture(); i >= 0 {
		return l.Plays[i].Seat
	}
	return before
}

// has reports whether the line holds the capture p (the same card taking
// the same cards, with a sur or without as p).
func (l *Line) has(p LinePlay) bool {
	for _, q := range l.Plays {
		if q.Move == p.Move && q.Sur == p.Sur {
			return true
		}
	}
	return false
}
