package opponent

import (
	"sort"

	"croupier/engine"
	"croupier/engine/pasur"
)

// ReasonKind says why one move is better than another. The tutor words
// each kind in German and French from the Reason's fields.
type ReasonKind uint8

// The kinds of reason. "The better move" is the coach's move, "the weaker
// move" the one it is compared with (the learner's, or the runner-up of
// a tip). Every reason is read from what the moves do (Takes, Sur,
// SurDenied) or from the principal lines the search found after them
// (the others, which cite their line: Reason.Line and Reason.Step).
const (
	// ReasonTakes: the better move captures Cards (the point cards it
	// takes that the weaker move does not take), worth Points.
	ReasonTakes ReasonKind = iota + 1
	// ReasonSur: the better move clears the table for a sur (Points is
	// its 5 points).
	ReasonSur
	// ReasonGives: in the weaker move's line, another side's player
	// (Seat) plays Play at Step and captures Cards (with a sur when Sur):
	// Points are the points of those cards, of Play and of the sur.
	ReasonGives
	// ReasonClubs: the better move does better in the race for the clubs
	// bonus. In the last deal (Certain) its line ends with the mover's
	// side holding seven clubs and the weaker line does not (Other: there
	// another side gets them); Points is the bonus, 7. Before the last
	// deal the gain is an expectation: Count clubs more taken at once
	// (possibly 0), Points the expected gain in the bonus.
	ReasonClubs
	// ReasonLastCapture: in the last deal, the better move's line ends
	// with the mover's side making the last capture and the weaker
	// line does not. Cited in the better line (Line LineBetter): Seat
	// makes the last capture at Step and the mover's side gets the cards
	// left on the table, Cards, worth Points (Other: in the weaker line
	// another side makes it). Cited in the weaker line: there Seat, of
	// another side, makes it at Step and gets Cards, worth Points. When
	// nobody captures in the line cited (Earlier, Step −1), the last
	// capture is the one Seat made before the move: it stays the last.
	ReasonLastCapture
	// ReasonSurDenied: the weaker move clears the table but scores no
	// sur: Rule names the variant that denies it. It carries no points.
	ReasonSurDenied
	// ReasonKeeps: in the better move's line the mover's side captures
	// later: at Step, Seat plays Play and takes Cards (with a sur when
	// Sur), worth Points. Kept reports that Play is the card the weaker
	// move plays (the better move keeps it for this capture).
	ReasonKeeps
	// ReasonNextDeal: at the end of the weaker move's line (a deal
	// before the last) Cards are left on the table and Seat, of another
	// side, plays first in the next deal; Points is the expected edge
	// that gives it over the better line.
	ReasonNextDeal
)

// String returns the kind's stable English name.
func (k ReasonKind) String() string {
	switch k {
	case ReasonTakes:
		return "takes"
	case ReasonSur:
		return "sur"
	case ReasonGives:
		return "gives"
	case ReasonClubs:
		return "clubs"
	case ReasonLastCapture:
		return "last-capture"
	case ReasonSurDenied:
		return "sur-denied"
	case ReasonKeeps:
		return "keeps"
	case ReasonNextDeal:
		return "next-deal"
	}
	return "?"
}

// LineID names the line a reason cites.
type LineID uint8

// The lines a reason can cite.
const (
	// LineNone: the reason is about the moves themselves.
	LineNone LineID = iota
	// LineBetter: the better move's line (Verdict.BetterLine).
	LineBetter
	// LineWeaker: the weaker move's line (Verdict.WeakerLine).
	LineWeaker
)

// Reason is one typed reason: a kind and the values the tutor's sentence
// needs.
type Reason struct {
	Kind ReasonKind
	// Cards are the cards concerned, in card order (none for some kinds).
	Cards []engine.Card
	// Play is the card played at Step of the line cited (ReasonGives,
	// ReasonKeeps).
	Play engine.Card
	// Points is what the named cards and events are worth, in
	// centipoints (an expectation only for ReasonClubs before the last
	// deal and for ReasonNextDeal).
	Points Centipoints
	// Seat is the player concerned (who plays at Step), or -1.
	Seat int
	// Percent is how often the search saw it happen (0–100) among its
	// samples of the hidden cards; 100 where it is certain.
	Percent int
	// Count is a number of cards (ReasonClubs: clubs more taken now).
	Count int
	// Rule names the variant concerned (ReasonSurDenied), or "".
	Rule pasur.RuleID
	// Line and Step are the line the reason cites and the index of the
	// play in it (Line.Plays).
	Line LineID
	Step int
	// Sur: the play at Step scores a sur.
	Sur bool
	// Other: in the weaker line another side gets what the better line
	// gives the mover's side (ReasonClubs, ReasonLastCapture).
	Other bool
	// Kept: ReasonKeeps's Play is the weaker move's card.
	Kept bool
	// Earlier: ReasonLastCapture's capture was made before the move and
	// nobody captures in the line cited (Step is −1).
	Earlier bool
}

// What makes a reason worth telling.
const (
	// reasonMin is the least gain a reason must carry.
	reasonMin = 50
	// maxReasons is the most reasons given for one comparison.
	maxReasons = 3
)

// pairInfo is what compare needs of a position.
type pairInfo struct {
	table    engine.CardSet
	seven    bool
	seat     int // the mover
	side     int // the mover's side
	lastDeal bool
	lastSeat int // the seat that captured last before the move, or -1
	denied   func(engine.Card) pasur.RuleID
	sideOf   func(seat int) int
}

// comparison is what compare found: the reasons and the lines they cite.
type comparison struct {
	reasons        []Reason
	better, weaker Line
	// certain: one sample, searched to the end (every outcome certain).
	certain bool
}

// compare explains why move bi of a beats move wi, strongest reason
// first, from the moves and from their principal lines in the sample
// whose difference between the two is nearest the mean (the only one
// where the search saw every card). It needs an analysis made with its
// lines kept.
func compare(a *Analysis, bi, wi int, in pairInfo) comparison {
	better, worse := &a.Moves[bi], &a.Moves[wi]
	n := min(len(better.lines), len(worse.lines), len(a.roots))
	out := comparison{certain: n == 1 && a.Depth == 0}
	out.reasons = moveReasons(better.Move, worse.Move, in)
	if n == 0 {
		return out
	}
	r := &a.rules
	lines := func(i int) (Line, Line) {
		return r.replay(&a.roots[i], better.Move, better.lines[i]), r.replay(&a.roots[i], worse.Move, worse.lines[i])
	}
	// The samples nearest the mean difference first: the first whose
	// lines show a concrete reason gives the lines cited.
	order := bySpread(better.vals[:n], worse.vals[:n])
	s := order[0]
	lb, lw := lines(s)
	found := lineReasons(&lb, &lw, better, worse, in)
	for _, i := range order[1:] {
		if concrete(found) {
			break
		}
		b, w := lines(i)
		if f := lineReasons(&b, &w, better, worse, in); concrete(f) {
			s, lb, lw, found = i, b, w, f
		}
	}
	out.better, out.weaker = lb, lw
	// How often each reason holds over the samples.
	if n > 1 {
		hits := make([]int, len(found))
		for i := 0; i < n; i++ {
			b, w := lb, lw
			if i != s {
				b, w = lines(i)
			}
			for k := range found {
				if holds(&found[k], &b, &w, in) {
					hits[k]++
				}
			}
		}
		for k := range found {
			found[k].Percent = (hits[k]*100 + n/2) / n
		}
	}
	out.reasons = append(out.reasons, found...)
	// Strongest first (a stable insertion sort), then at most maxReasons;
	// the denied sur, worth nothing by itself, after the others.
	rs := out.reasons
	weight := func(r Reason) int {
		if r.Kind == ReasonSurDenied {
			return -1
		}
		return int(r.Points) * r.Percent
	}
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && weight(rs[j]) > weight(rs[j-1]); j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
	if len(rs) > maxReasons {
		rs = rs[:maxReasons]
	}
	out.reasons = rs
	return out
}

// bySpread orders the samples by how far their difference between the
// two moves lies from the mean difference, nearest first (stable).
func bySpread(b, w []int32) []int {
	var sum int64
	for i := range b {
		sum += int64(b[i]) - int64(w[i])
	}
	n := int64(len(b))
	dist := make([]int64, len(b))
	order := make([]int, len(b))
	for i := range b {
		d := (int64(b[i])-int64(w[i]))*n - sum
		if d < 0 {
			d = -d
		}
		dist[i], order[i] = d, i
	}
	sort.SliceStable(order, func(x, y int) bool { return dist[order[x]] < dist[order[y]] })
	return order
}

// took is what a move captures with its card (nothing when laid).
func took(m pasur.MoveSet) engine.CardSet {
	if m.Take == 0 {
		return 0
	}
	return m.Take | bit(m.Card)
}

// moveReasons are the reasons read from the two moves themselves.
func moveReasons(b, w pasur.MoveSet, in pairInfo) []Reason {
	var out []Reason
	clears := func(m pasur.MoveSet) bool { return m.Take != 0 && in.table&^m.Take == 0 }
	tb, tw := took(b), took(w)
	if cards := pointCards(tb&^tw, in.seven); cards != 0 && cardPoints(tb, in.seven) > cardPoints(tw, in.seven) {
		out = append(out, Reason{Kind: ReasonTakes, Cards: cardsOf(cards), Points: Centipoints(100 * cardPoints(cards, in.seven)), Seat: -1, Percent: 100})
	}
	surB := clears(b) && in.denied(b.Card) == ""
	surW := clears(w) && in.denied(w.Card) == ""
	if surB && !surW {
		out = append(out, Reason{Kind: ReasonSur, Points: 100 * pasur.SurPoints, Seat: -1, Percent: 100, Sur: true})
	}
	if clears(w) && !surW {
		out = append(out, Reason{Kind: ReasonSurDenied, Seat: -1, Percent: 100, Rule: in.denied(w.Card)})
	}
	return out
}

// lineReasons are the reasons read from the two lines of one sample.
func lineReasons(lb, lw *Line, better, worse *MoveStat, in pairInfo) []Reason {
	var out []Reason
	side := in.side
	// What the others capture after the weaker move and not after the
	// better one.
	if g, ok := sideGain(lw, lb, side, false, in.seven); ok {
		p := lw.Plays[g]
		out = append(out, Reason{Kind: ReasonGives, Line: LineWeaker, Step: g, Seat: p.Seat, Play: p.Move.Card,
			Cards: cardsOf(p.Move.Take), Sur: p.Sur, Points: Centipoints(100 * lw.points(g, in.seven)), Percent: 100})
	}
	// What the mover's side captures later after the better move and not
	// after the weaker one.
	if g, ok := sideGain(lb, lw, side, true, in.seven); ok {
		p := lb.Plays[g]
		out = append(out, Reason{Kind: ReasonKeeps, Line: LineBetter, Step: g, Seat: p.Seat, Play: p.Move.Card,
			Cards: cardsOf(p.Move.Take), Sur: p.Sur, Points: Centipoints(100 * lb.points(g, in.seven)), Percent: 100,
			Kept: p.Move.Card == worse.Move.Card && worse.Move.Card != better.Move.Card})
	}
	if in.lastDeal && lb.Ended && lw.Ended {
		if lb.LastSide == side && lw.LastSide != side {
			if pts := cardPoints(lb.Bonus, in.seven); pts > 0 {
				out = append(out, Reason{Kind: ReasonLastCapture, Line: LineBetter, Step: lb.lastCapture(), Seat: lb.lastSeat(in.lastSeat),
					Cards: cardsOf(lb.Bonus), Points: Centipoints(100 * pts), Percent: 100, Other: lw.LastSide >= 0, Earlier: lb.lastCapture() < 0})
			}
			if pts := cardPoints(lw.Bonus, in.seven); pts > 0 && lw.LastSide >= 0 {
				out = append(out, Reason{Kind: ReasonLastCapture, Line: LineWeaker, Step: lw.lastCapture(), Seat: lw.lastSeat(in.lastSeat),
					Cards: cardsOf(lw.Bonus), Points: Centipoints(100 * pts), Percent: 100, Earlier: lw.lastCapture() < 0})
			}
		}
		if clubsWon(lb, side) && !clubsWon(lw, side) {
			out = append(out, Reason{Kind: ReasonClubs, Line: LineBetter, Seat: -1, Points: 100 * pasur.ClubsBonusPoints,
				Percent: 100, Count: count(took(better.Move)&clubBits) - count(took(worse.Move)&clubBits), Other: clubsTo(lw, side) >= 0})
		}
		return out
	}
	if d := better.Parts.Clubs - worse.Parts.Clubs; d >= reasonMin {
		out = append(out, Reason{Kind: ReasonClubs, Seat: -1, Points: d, Percent: 100,
			Count: count(took(better.Move)&clubBits) - count(took(worse.Move)&clubBits)})
	}
	if d := better.Parts.Table - worse.Parts.Table; d >= reasonMin && lw.Ended && lw.NextSeat >= 0 && lw.Table != 0 &&
		in.sideOf(lw.NextSeat) != side {
		out = append(out, Reason{Kind: ReasonNextDeal, Line: LineWeaker, Step: len(lw.Plays) - 1, Seat: lw.NextSeat,
			Cards: cardsOf(lw.Table), Points: d, Percent: 100})
	}
	return out
}

// sideGain finds, in line l, a capture after the first play by the
// mover's side (own) or by another side (!own) that line o does not
// hold, when that side captures more points after the first play in l
// than in o: the first worth at least half the costliest.
func sideGain(l, o *Line, side int, own, seven bool) (int, bool) {
	sum := func(x *Line) int {
		t := 0
		for i := 1; i < len(x.Plays); i++ {
			if x.Plays[i].Move.Take != 0 && (sideOf(x, i, side) == own) {
				t += x.points(i, seven)
			}
		}
		return t
	}
	if sum(l)-sum(o) < reasonMin/50 {
		return 0, false
	}
	// The costliest such capture, or an earlier one worth at least half
	// as much: the nearer play is the easier to follow.
	top := 0
	for i := 1; i < len(l.Plays); i++ {
		if l.Plays[i].Move.Take != 0 && sideOf(l, i, side) == own && !o.has(l.Plays[i]) {
			top = max(top, l.points(i, seven))
		}
	}
	for i := 1; i < len(l.Plays) && top > 0; i++ {
		if l.Plays[i].Move.Take != 0 && sideOf(l, i, side) == own && !o.has(l.Plays[i]) && 2*l.points(i, seven) >= top {
			return i, true
		}
	}
	return 0, false
}

// sideOf reports whether play i of l is by the side given.
func sideOf(l *Line, i, side int) bool { return l.Plays[i].Side == side }

// clubsWon reports whether the side ends the line with the clubs bonus.
func clubsWon(l *Line, side int) bool { return count(l.Piles[side]&clubBits) >= pasur.ClubsNeeded }

// clubsTo is the side that ends the line with the clubs bonus, or -1.
func clubsTo(l *Line, side int) int {
	for s := range l.Piles {
		if s != side && count(l.Piles[s]&clubBits) >= pasur.ClubsNeeded {
			return s
		}
	}
	return -1
}

// holds reports whether reason r, found in one sample, holds in the lines
// b and w of another.
func holds(r *Reason, b, w *Line, in pairInfo) bool {
	switch r.Kind {
	case ReasonGives, ReasonKeeps:
		l, own := w, false
		if r.Kind == ReasonKeeps {
			l, own = b, true
		}
		want := pointCards(engine.SetOf(r.Cards)|bit(r.Play), in.seven)
		var got engine.CardSet
		sur := false
		for i := 1; i < len(l.Plays); i++ {
			if p := l.Plays[i]; p.Move.Take != 0 && sideOf(l, i, in.side) == own {
				got |= took(p.Move)
				sur = sur || p.Sur
			}
		}
		return got&want == want && (sur || !r.Sur) && (want != 0 || sur)
	case ReasonLastCapture:
		return b.Ended && w.Ended && b.LastSide == in.side && w.LastSide != in.side
	case ReasonClubs:
		if !in.lastDeal {
			return true
		}
		return clubsWon(b, in.side) && !clubsWon(w, in.side)
	case ReasonNextDeal:
		return w.Ended && w.NextSeat >= 0 && w.Table != 0 && in.sideOf(w.NextSeat) != in.side
	}
	return true
}

// merits lists what a move gains by itself: the point cards it takes and
// its sur.
func merits(m pasur.MoveSet, in pairInfo) []Reason {
	if m.Take == 0 {
		return nil
	}
	var out []Reason
	if in.table&^m.Take == 0 && in.denied(m.Card) == "" {
		out = append(out, Reason{Kind: ReasonSur, Points: 100 * pasur.SurPoints, Seat: -1, Percent: 100, Sur: true})
	}
	if p := pointCards(took(m), in.seven); p != 0 {
		out = append(out, Reason{Kind: ReasonTakes, Cards: cardsOf(p), Points: Centipoints(100 * cardPoints(p, in.seven)), Seat: -1, Percent: 100})
	}
	return out
}
