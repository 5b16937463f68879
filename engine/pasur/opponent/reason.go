package opponent

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// ReasonKind says why one move is better than another. The tutor words
// each kind in German and French from the Reason's fields.
type ReasonKind uint8

// The kinds of reason. "The better move" is the coach's move, "the weaker
// move" the one it is compared with (the learner's, or the runner-up of
// a tip).
const (
	// ReasonTakes: the better move captures Cards (the point cards it
	// takes that the weaker move does not), worth Points more.
	ReasonTakes ReasonKind = iota + 1
	// ReasonSur: the better move clears the table for a sur (Points is
	// its 5 points).
	ReasonSur
	// ReasonGivesSur: after the weaker move the next player (Seat) makes
	// a sur in Percent of the searched lines; the better move gives it
	// less often. Points is the difference in sur points expected.
	ReasonGivesSur
	// ReasonGives: the weaker move leaves Cards for the next player
	// (Seat) to take at once (in Percent of the searched lines at least);
	// Points is how much more the next player's reply captures are worth
	// after it than after the better move, expected (with the card the
	// next player takes them with; without surs, see ReasonGivesSur).
	ReasonGives
	// ReasonExposes: the weaker move leaves a valuable card, Cards[0]
	// (10♦, 2♣, 7♦ under seven_diamonds), where another side takes it
	// before the deal ends in Percent of the lines; the better move keeps
	// it safe or takes it. Points is its value, expected.
	ReasonExposes
	// ReasonClubs: the better move does better in the race for the clubs
	// bonus: Count clubs more taken at once (possibly 0), Points the
	// expected gain in the bonus.
	ReasonClubs
	// ReasonLastCapture: in the last deal, the better move wins the last
	// capture and with it the cards left on the table, Cards (those its
	// side gets in at least half the lines); Points is the expected gain.
	ReasonLastCapture
	// ReasonSurDenied: the weaker move clears the table but scores no
	// sur: Rule names the variant that denies it. It carries no points
	// of its own and comes after the reasons that do.
	ReasonSurDenied
	// ReasonLater: the gain shows only later in the round (captures after
	// the next turns, the next deals): Points is the expected gain.
	ReasonLater
	// ReasonKeeps: the better move keeps Cards[0], the card the weaker
	// move plays, for a later capture (in Percent of the searched lines),
	// worth Points, expected, with its sur if it makes one.
	ReasonKeeps
)

// String returns the kind's stable English name.
func (k ReasonKind) String() string {
	switch k {
	case ReasonTakes:
		return "takes"
	case ReasonSur:
		return "sur"
	case ReasonGivesSur:
		return "gives-sur"
	case ReasonGives:
		return "gives"
	case ReasonExposes:
		return "exposes"
	case ReasonClubs:
		return "clubs"
	case ReasonLastCapture:
		return "last-capture"
	case ReasonSurDenied:
		return "sur-denied"
	case ReasonLater:
		return "later"
	case ReasonKeeps:
		return "keeps"
	}
	return "?"
}

// Reason is one typed reason: a kind and the values the tutor's sentence
// needs.
type Reason struct {
	Kind ReasonKind
	// Cards are the cards concerned, in card order (none for some kinds).
	Cards []engine.Card
	// Points is what the reason is worth in expected points.
	Points Centipoints
	// Seat is the other player concerned (who takes what is given), or
	// -1.
	Seat int
	// Percent is how often the search saw it happen (0–100), where it is
	// a chance; 100 where it is certain.
	Percent int
	// Count is a number of cards (ReasonClubs: clubs more taken).
	Count int
	// Rule names the variant concerned (ReasonSurDenied), or "".
	Rule pasur.RuleID
}

// What makes a reason worth telling.
const (
	// reasonMin is the least expected gain a reason must carry.
	reasonMin = 50
	// givenMin is how much more often (in percent) the weaker move must
	// let a card go or a sur happen than the better one.
	givenMin = 30
	// maxReasons is the most reasons given for one comparison.
	maxReasons = 3
)

// pairInfo is what compare needs of a position.
type pairInfo struct {
	table    engine.CardSet
	seven    bool
	next     int // the next player after the mover
	lastDeal bool
	denied   func(engine.Card) pasur.RuleID
	samples  int
}

// compare explains why better beats worse, strongest reason first.
func compare(better, worse *MoveStat, in pairInfo) []Reason {
	var out []Reason
	n := max(1, in.samples)
	pct := func(k uint16) int { return (int(k)*100 + n/2) / n }
	took := func(m pasur.MoveSet) engine.CardSet {
		if m.Take == 0 {
			return 0
		}
		return m.Take | bit(m.Card)
	}
	clears := func(m pasur.MoveSet) bool { return m.Take != 0 && in.table&^m.Take == 0 }
	tb, tw := took(better.Move), took(worse.Move)
	if gain := cardPoints(tb, in.seven) - cardPoints(tw, in.seven); gain > 0 {
		if cards := pointCards(tb&^tw, in.seven); cards != 0 {
			out = append(out, Reason{Kind: ReasonTakes, Cards: cardsOf(cards), Points: Centipoints(100 * gain), Seat: -1, Percent: 100})
		}
	}
	surB := clears(better.Move) && in.denied(better.Move.Card) == ""
	surW := clears(worse.Move) && in.denied(worse.Move.Card) == ""
	if surB && !surW {
		out = append(out, Reason{Kind: ReasonSur, Points: 100 * pasur.SurPoints, Seat: -1, Percent: 100})
	}
	if clears(worse.Move) && !surW {
		out = append(out, Reason{Kind: ReasonSurDenied, Seat: -1, Percent: 100, Rule: in.denied(worse.Move.Card)})
	}
	if d := pct(uint16(worse.replySur)) - pct(uint16(better.replySur)); d >= givenMin {
		out = append(out, Reason{Kind: ReasonGivesSur, Points: Centipoints(pasur.SurPoints * d), Seat: in.next, Percent: pct(uint16(worse.replySur))})
	}
	var given engine.CardSet
	givenPct := 0
	for i := 0; i < engine.DeckSize; i++ {
		w, b := pct(worse.replyTook[i]), pct(better.replyTook[i])
		if w >= 50 && w-b >= givenMin {
			given |= 1 << uint(i)
			if givenPct == 0 || w < givenPct {
				givenPct = w
			}
		}
	}
	if given != 0 {
		pts := Centipoints(max(0, (worse.replyPts-better.replyPts)/int64(n)))
		out = append(out, Reason{Kind: ReasonGives, Cards: cardsOf(given), Points: pts, Seat: in.next, Percent: givenPct})
	}
	valuable := twoClubs | tenDiamonds
	if in.seven {
		valuable |= sevenDiam
	}
	for x := valuable &^ given; x != 0; x &= x - 1 {
		c := lowest(x)
		i := c.Index()
		w, b := pct(worse.lost[i]), pct(better.lost[i])
		if w-b >= givenMin && w >= 50 {
			out = append(out, Reason{Kind: ReasonExposes, Cards: []engine.Card{c}, Points: Centipoints(cardPoints(bit(c), in.seven) * (w - b)), Seat: -1, Percent: w})
		}
	}
	if d := better.Parts.Clubs - worse.Parts.Clubs; d >= reasonMin {
		out = append(out, Reason{Kind: ReasonClubs, Count: count(tb&clubBits) - count(tw&clubBits), Points: d, Seat: -1})
	}
	if d := better.Parts.Table - worse.Parts.Table; in.lastDeal && d >= reasonMin {
		var bonus engine.CardSet
		for i := 0; i < engine.DeckSize; i++ {
			if pct(better.bonus[i]) >= 50 {
				bonus |= 1 << uint(i)
			}
		}
		out = append(out, Reason{Kind: ReasonLastCapture, Cards: cardsOf(bonus), Points: d, Seat: -1, Percent: 100})
	}
	if c := worse.Move.Card; c.Valid() && c != better.Move.Card {
		i := c.Index()
		if u := pct(better.keptUse[i]); u >= 50 {
			if pts := Centipoints(int(better.keptPts[i]) / n); pts >= reasonMin {
				out = append(out, Reason{Kind: ReasonKeeps, Cards: []engine.Card{c}, Points: pts, Seat: -1, Percent: u})
			}
		}
	}
	// Strongest first (a stable insertion sort), then at most maxReasons.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Points > out[j-1].Points; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	if len(out) > maxReasons {
		out = out[:maxReasons]
	}
	if len(out) == 0 || out[0].Points < reasonMin {
		if d := better.Value - worse.Value; d > 0 {
			out = append(out, Reason{Kind: ReasonLater, Points: d, Seat: -1})
		}
	}
	return out
}

// merits lists what a move gains by itself: the point cards it takes and
// its sur.
func merits(m pasur.MoveSet, in pairInfo) []Reason {
	if m.Take == 0 {
		return nil
	}
	var out []Reason
	if in.table&^m.Take == 0 && in.denied(m.Card) == "" {
		out = append(out, Reason{Kind: ReasonSur, Points: 100 * pasur.SurPoints, Seat: -1, Percent: 100})
	}
	took := m.Take | bit(m.Card)
	if p := cardPoints(took, in.seven); p > 0 {
		out = append(out, Reason{Kind: ReasonTakes, Cards: cardsOf(pointCards(took, in.seven)), Points: Centipoints(100 * p), Seat: -1, Percent: 100})
	}
	return out
}
