package opponent

import (
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// The coach on hand-made positions whose better move is worked out by
// hand. Unless said otherwise: two players, the learner L is seat 0 and
// to move, the opponent O is seat 1, the talon is empty (the last deal,
// so L knows O's cards: they are all L has not seen), nobody has
// captured yet, and every card not given is out of the round, so that no
// clubs bonus is in reach. Order of play: L, O, L, … . Margins are L's
// points minus O's at the end of the round, as the coach counts them.

// spotTable is one hand-made position.
type spotTable struct {
	players int
	specs   []string
	hands   []string // by seat
	table   string
	talon   string
	piles   []string // by side
	last    int      // the side that captured last, or -1
}

// view builds the position and returns seat 0's view.
func (p spotTable) view(t *testing.T) pasur.View {
	t.Helper()
	v, err := pasur.ParseVariants(p.specs...)
	if err != nil {
		t.Fatal(err)
	}
	n := max(2, p.players)
	s := pasur.Setup{Table: cards(t, p.table), Talon: cards(t, p.talon), ToPlay: 0, LastCapturer: p.last}
	for seat := 0; seat < n; seat++ {
		h := ""
		if seat < len(p.hands) {
			h = p.hands[seat]
		}
		s.Hands = append(s.Hands, cards(t, h))
	}
	for _, pile := range p.piles {
		s.Piles = append(s.Piles, cards(t, pile))
	}
	r, err := pasur.NewRoundFrom(pasur.Config{Players: n, Variants: v}, s)
	if err != nil {
		t.Fatal(err)
	}
	return r.View(0)
}

// move parses a move: "8♥ x 2♣ A♦" or "4♠" (laid).
func move(t *testing.T, s string) pasur.MoveSet {
	t.Helper()
	c, take := s, ""
	for i := 0; i+1 < len(s); i++ {
		if s[i] == ' ' && s[i+1] == 'x' {
			c, take = s[:i], s[i+3:]
			break
		}
	}
	return pasur.MoveSet{Card: card(t, c), Take: set(t, take)}
}

// The position of TestCoach (a): L holds 8♥ 4♠, O holds 9♠; on the table
// 3♠ 2♣ A♦ K♦.
//
//   - 8♥ x 3♠ (the learner's move): O's 9♠ must take 2♣ (9 + 2 = 11; 2
//     points); L's 4♠ finds no 7 and is laid; O captured last and gets A♦
//     K♦ 4♠ (1 point). L 0, O 3: −3.
//   - 8♥ x 2♣ A♦ (3 points): 9♠ finds no 2 and is laid; 4♠ finds no 7 and
//     is laid; L captured last and gets 3♠ K♦ 9♠ 4♠ (no points). +3.
//   - 8♥ x 3♠ 2♣ A♦: the same 3 points, the same end: +3.
//   - 4♠ laid (3 + 2 + 1 = 6, no 7): O's 9♠ takes 2♣ (2); 8♥ takes 3♠;
//     L gets A♦ K♦ 4♠ last (1). L 1, O 2: −1.
//
// So 8♥ x 2♣ A♦ (the first of the two best in legal order) beats the
// learner's move by 6 points: it takes 2♣ and A♦ (3 points) instead of
// leaving 2♣ to O's 9♠ (2 points), and it wins the last capture (A♦, 1
// point, would have gone to O).
var positionA = spotTable{hands: []string{"8♥ 4♠", "9♠"}, table: "3♠ 2♣ A♦ K♦", last: -1}

func TestCoach(t *testing.T) {
	for _, c := range []struct {
		name    string
		pos     spotTable
		played  string
		best    string
		cost    Centipoints // exact: every position is one of perfect information
		reason  ReasonKind  // the first reason
		cards   string      // its cards
		another ReasonKind  // a further reason that must be given, or 0
		points  Centipoints // the first reason's points, by hand
	}{
		// (a) See positionA.
		{"takes points", positionA, "8♥ x 3♠", "8♥ x 2♣ A♦", 600, ReasonTakes, "2♣ A♦", ReasonGives, 300},
		// (b) L: 5♥ 9♣, O: 8♠, table 4♦ 2♥. 5♥ x 4♦ 2♥ (5 + 4 + 2 = 11)
		// clears the table: a sur, 5; then 8♠ and 9♣ are laid and go to L,
		// the last capturer, for nothing: +5. The learner's 9♣ x 2♥ takes
		// no points; 8♠ (needs 3) and 5♥ (needs 6) are laid and go to L:
		// 0. Cost 5: the sur.
		{"sur", spotTable{hands: []string{"5♥ 9♣", "8♠"}, table: "4♦ 2♥", last: -1},
			"9♣ x 2♥", "5♥ x 4♦ 2♥", 500, ReasonSur, "", 0, 500},
		// (c) L: 3♠ 9♥, O: 3♥, table 5♣; neither of L's cards can take
		// (3 needs 8, 9 needs 2). Laying 3♠ makes 5 + 3 = 8, and O's 3♥
		// takes both: a sur for O (5); L's 9♥ is laid on the empty table
		// and goes to O: −5. Laying 9♥: O's 3♥ finds no 8 and is laid; L's
		// 3♠ takes 5♣ 3♥ (3 + 5 + 3 = 11) and 9♥ comes to L last: 0.
		// Cost 5: the sur given away.
		{"gives a sur", spotTable{hands: []string{"3♠ 9♥", "3♥"}, table: "5♣", last: -1},
			"3♠", "9♥", 500, ReasonGives, "5♣ 3♠", 0, 500},
		// (d) L: A♥ 6♠, O: 10♠, table 5♦ K♣. Laying A♥ (no 10 to take)
		// lets O's 10♠ take it (1 point); 6♠ takes 5♦ and K♣ comes to L
		// last: −1. 6♠ x 5♦ first: 10♠ finds no ace and is laid; A♥ takes
		// it (1 point) and K♣ comes to L last: +1. Cost 2: the ace given.
		{"gives a card", spotTable{hands: []string{"A♥ 6♠", "10♠"}, table: "5♦ K♣", last: -1},
			"A♥", "6♠ x 5♦", 200, ReasonGives, "A♥", 0, 100},
		// (e) L: 10♦ 5♠, O: A♠, table 6♥ K♣. Laying 10♦ (no ace to take)
		// gives it to O's A♠ (1 + 3 = 4 points); 5♠ takes 6♥: −4. 5♠ x 6♥
		// first: A♠ finds no 10 and is laid, 10♦ takes it (4 points): +4.
		// Cost 8: 10♦ and the ace.
		{"gives 10♦", spotTable{hands: []string{"10♦ 5♠", "A♠"}, table: "6♥ K♣", last: -1},
			"10♦", "5♠ x 6♥", 800, ReasonGives, "10♦", 0, 400},
		// (f) L: 9♥ 4♠, O: 4♦, table 2♥ 7♣ K♦ 10♦; no ace anywhere, so 10♦
		// goes with the last capture. The learner's 9♥ x 2♥ leaves 7♣ to
		// O's 4♦ (forced: it can take); L's 4♠ then finds no 7 and is laid;
		// O captured last and gets K♦ 10♦ 4♠ (3): −3. 4♠ x 7♣ first: O's
		// 4♦ finds no 7 and is laid; 9♥ takes 2♥, the last capture, and
		// L gets K♦ 10♦ 4♦ (3): +3. Cost 6: the last capture.
		{"last capture", spotTable{hands: []string{"9♥ 4♠", "4♦"}, table: "2♥ 7♣ K♦ 10♦", last: -1},
			"9♥ x 2♥", "4♠ x 7♣", 600, ReasonLastCapture, "4♦ 10♦ K♦", 0, 300},
		// (g) L has six clubs captured (3♣ 4♣ 5♣ 6♣ 8♣ 9♣); the clubs
		// still in the round are 7♣ on the table and nothing else, so the
		// seventh club and its 7 points go to whoever takes 7♣. L: 10♥ 4♦,
		// O: 4♠, table A♦ 7♣ K♥. The learner's 10♥ x A♦ (1 point) leaves
		// 7♣ to O's 4♠; 4♦ is laid; L has 1: +1. 4♦ x 7♣ first: L reaches
		// seven clubs (7); O's 4♠ finds no 7 and is laid; 10♥ takes A♦
		// (1): +8. Cost 7: the clubs bonus.
		{"clubs", spotTable{hands: []string{"10♥ 4♦", "4♠"}, table: "A♦ 7♣ K♥", piles: []string{"3♣ 4♣ 5♣ 6♣ 8♣ 9♣", ""}, last: 0},
			"10♥ x A♦", "4♦ x 7♣", 700, ReasonClubs, "", 0, 700},
		// (h) Under no_sur_with_jack. L: 8♥ J♠, O: 9♠, table 3♠ 2♣ A♦.
		// The learner's jack takes all three (J 1, 2♣ 2, A♦ 1 = 4) but the
		// sweep is no sur; 9♠ and 8♥ are laid and come to L: +4.
		// 8♥ x 3♠ 2♣ A♦ (8 needs 3: the groups 3♠ and 2♣ + A♦) clears
		// the table with a number card: a sur, 5, and 3 points; 9♠ is
		// laid, J♠ takes it (1; again no sur): +9. Cost 5: the sur the
		// jack could not score.
		{"sur denied", spotTable{specs: []string{"no_sur_with_jack"}, hands: []string{"8♥ J♠", "9♠"}, table: "3♠ 2♣ A♦", last: -1},
			"J♠ x 3♠ 2♣ A♦", "8♥ x 3♠ 2♣ A♦", 500, ReasonSur, "", ReasonSurDenied, 500},
		// (i) Three players, position (a) with O at seat 2 and seat 1's
		// hand empty (play goes L, O, L). The coach counts L's points over
		// the mean of the other two: 8♥ x 3♠ gives O 3 and L none: 0 −
		// (0 + 3)/2 = −1.5; 8♥ x 2♣ A♦ gives L 3: +3. Cost 4.5.
		// (j) L: 8♥ J♣, O: 5♠, table 3♦. Both cards take 3♦ alone and
		// clear the table: a sur either way. The learner's jack (J 1 + sur
		// 5 = 6) leaves 8♥, which finds no 3 after O lays 5♠: +6. 8♥ x 3♦
		// (sur, 5) keeps the jack: O lays 5♠, and J♣ takes it, clearing
		// the table again: J 1 + a second sur 5: +11. Cost 5: the jack
		// kept for a later capture worth 6.
		{"keeps the jack", spotTable{hands: []string{"8♥ J♣", "5♠"}, table: "3♦", last: -1},
			"J♣ x 3♦", "8♥ x 3♦", 500, ReasonKeeps, "5♠", 0, 600},
		{"three players", spotTable{players: 3, hands: []string{"8♥ 4♠", "", "9♠"}, table: "3♠ 2♣ A♦ K♦", last: -1},
			"8♥ x 3♠", "8♥ x 2♣ A♦", 450, ReasonTakes, "2♣ A♦", ReasonGives, 300},
	} {
		v := c.pos.view(t)
		coach := NewCoach(1, Options{})
		vd, err := coach.Judge(&v, move(t, c.played))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !vd.Clearly || vd.Best != move(t, c.best) || vd.Cost != c.cost {
			t.Errorf("%s: verdict best %v cost %d clearly %v; want %v, %d", c.name, vd.Best.Move(), vd.Cost, vd.Clearly, move(t, c.best).Move(), c.cost)
			continue
		}
		if len(vd.Reasons) == 0 || vd.Reasons[0].Kind != c.reason || engine.SetOf(vd.Reasons[0].Cards) != set(t, c.cards) {
			t.Errorf("%s: reasons %+v, want first %v with %q", c.name, vd.Reasons, c.reason, c.cards)
		}
		if len(vd.Reasons) > 0 && vd.Reasons[0].Points != c.points {
			t.Errorf("%s: first reason worth %d, want %d", c.name, vd.Reasons[0].Points, c.points)
		}
		if c.another != 0 && !hasReason(vd.Reasons, c.another) {
			t.Errorf("%s: reasons %+v lack %v", c.name, vd.Reasons, c.another)
		}
	}
}

func hasReason(rs []Reason, k ReasonKind) bool {
	for _, r := range rs {
		if r.Kind == k {
			return true
		}
	}
	return false
}

// In (a) the learner's other moves: 8♥ x 2♣ A♦ is the best (no verdict),
// and 8♥ x 3♠ 2♣ A♦ is worth as much (no verdict either, and Best stays
// the learner's move); laying 4♠ (−1 against +3) costs 4.
func TestCoachNoVerdict(t *testing.T) {
	v := positionA.view(t)
	coach := NewCoach(1, Options{})
	for _, m := range []string{"8♥ x 2♣ A♦", "8♥ x 3♠ 2♣ A♦"} {
		vd, err := coach.Judge(&v, move(t, m))
		if err != nil {
			t.Fatal(err)
		}
		if vd.Clearly || vd.Cost != 0 || vd.Best != move(t, m) || vd.PlayedValue != 300 || len(vd.Reasons) != 0 {
			t.Errorf("%s: %+v", m, vd)
		}
	}
	vd, err := coach.Judge(&v, move(t, "4♠"))
	if err != nil || !vd.Clearly || vd.Cost != 400 || vd.PlayedValue != -100 {
		t.Errorf("4♠: %+v %v", vd, err)
	}
	if _, err := coach.Judge(&v, move(t, "8♥ x 2♣")); err != ErrNotLegal {
		t.Errorf("8♥ x 2♣ (8 + 2 = 10): %v", err)
	}
}

// Tips. In (a) the two best moves are worth the same (+3), so the tip's
// reason is what its move takes: 8♥, 2♣ and A♦, of which 2♣ and A♦ score
// 3 (not against the runner-up: Explained is false). In (b) the tip is
// the sur, 5 points better than the runner-up 9♣ x 2♥ (0), which the sur
// explains.
func TestCoachTip(t *testing.T) {
	v := positionA.view(t)
	tip, err := NewCoach(1, Options{}).Tip(&v)
	if err != nil {
		t.Fatal(err)
	}
	if tip.Move != move(t, "8♥ x 2♣ A♦") || tip.Value != 300 || tip.RunnerUp != move(t, "8♥ x 3♠ 2♣ A♦") || tip.Margin != 0 {
		t.Fatalf("tip %+v", tip)
	}
	if len(tip.Reasons) != 1 || tip.Reasons[0].Kind != ReasonTakes || engine.SetOf(tip.Reasons[0].Cards) != set(t, "2♣ A♦") || tip.Reasons[0].Points != 300 || tip.Explained {
		t.Fatalf("tip reasons %+v", tip.Reasons)
	}
	b := spotTable{hands: []string{"5♥ 9♣", "8♠"}, table: "4♦ 2♥", last: -1}.view(t)
	tip, err = NewCoach(1, Options{}).Tip(&b)
	if err != nil {
		t.Fatal(err)
	}
	if tip.Move != move(t, "5♥ x 4♦ 2♥") || tip.Margin != 500 || len(tip.Reasons) == 0 || tip.Reasons[0].Kind != ReasonSur || !tip.Explained {
		t.Fatalf("tip %+v", tip)
	}
}

// A review adds up the costs: in (a), 8♥ x 3♠ costs 6, 4♠ costs 4 and
// 8♥ x 2♣ A♦ nothing; two moves were clearly weaker, the worst the
// first.
func TestReview(t *testing.T) {
	v := positionA.view(t)
	coach := NewCoach(1, Options{})
	var steps []Step
	for _, m := range []string{"8♥ x 3♠", "8♥ x 2♣ A♦", "4♠", "8♥ x 2♣"} {
		steps = append(steps, Step{View: v, Move: move(t, m)})
	}
	r := coach.ReviewRound(steps)
	if len(r.Moves) != 3 || r.Cost != 1000 || r.Clear != 2 || r.Worst != 0 {
		t.Fatalf("review %+v", r)
	}
}

// Early in a round, with the cards hidden: L holds A♥ 9♠ 6♦ 3♣, the table
// 10♦ 5♠ 7♥ K♣. A♥ x 10♦ takes 4 points at once. Laying 9♠ instead keeps
// A♥ for later, but O takes 10♦ first whenever it holds one of the three
// aces L has not seen: in 4 cards from the 44 unseen that is 1 −
// C(41,4)/C(44,4) ≈ 25 %, which turns +4 into −4 (8 points) a quarter of
// the time, about 2 points; and 9♠ offers O 9 + 2. The coach must call
// the lay clearly worse and name the 10♦ taken.
func TestCoachHiddenCards(t *testing.T) {
	rest := cardsOf(deckBits &^ set(t, "A♥ 9♠ 6♦ 3♣ 10♦ 5♠ 7♥ K♣"))
	v := spotTable{hands: []string{"A♥ 9♠ 6♦ 3♣", cardList(rest[:4])}, table: "10♦ 5♠ 7♥ K♣", talon: cardList(rest[4:]), last: -1}.view(t)
	vd, err := NewCoach(3, Options{}).Judge(&v, move(t, "9♠"))
	if err != nil {
		t.Fatal(err)
	}
	if !vd.Clearly || vd.Best != move(t, "A♥ x 10♦") || vd.Cost < 100 || vd.Cost > 800 {
		t.Fatalf("verdict %+v", vd)
	}
	if len(vd.Reasons) == 0 || vd.Reasons[0].Kind != ReasonTakes || engine.SetOf(vd.Reasons[0].Cards) != set(t, "A♥ 10♦") {
		t.Fatalf("reasons %+v", vd.Reasons)
	}
}

func cardList(cs []engine.Card) string {
	s := ""
	for i, c := range cs {
		if i > 0 {
			s += " "
		}
		s += c.String()
	}
	return s
}

// The two positions of issue 23 where the coach said what was not so.
// (1) L: 2♣ 5♦ 7♥ 10♦, O: 2♦ 8♥ 9♦ D♥, table 3♦ D♦; the learner lays
// 10♦. The coach called 7♥ better because "you would have made the last
// capture", while in every best line after 7♥ the computer ends with
// D♥ × D♦. (2) L: A♥ 8♠ 9♣ D♥, O: 2♣ 4♥ D♠, table 6♥: "the Kleine Zwei
// stays unprotected" named 2♣, a card in the computer's own hand. Now a
// last capture is said only where the better line ends with it (checked
// on 583 positions by TestCoachTruthLastDeal), and a card is named only as
// a line's play shows it: 2♣ only once the line shows the computer laying
// it.
func TestCoachIssue23Positions(t *testing.T) {
	one := spotTable{hands: []string{"2♣ 5♦ 7♥ 10♦", "2♦ 8♥ 9♦ Q♥"}, table: "3♦ Q♦", last: -1}.view(t)
	coach := NewCoach(1, Options{})
	vd, err := coach.Judge(&one, move(t, "10♦"))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range vd.Reasons {
		if r.Kind == ReasonLastCapture && r.Line == LineBetter {
			if i := vd.BetterLine.lastCapture(); i < 0 || vd.BetterLine.Plays[i].Side != 0 {
				t.Errorf("(1) last capture claimed, the better line %+v", vd.BetterLine.Plays)
			}
		}
	}
	two := spotTable{hands: []string{"A♥ 8♠ 9♣ Q♥", "2♣ 4♥ Q♠"}, table: "6♥", last: -1}.view(t)
	a, err := coach.Analyze(&two)
	if err != nil {
		t.Fatal(err)
	}
	c2 := card(t, "2♣")
	for _, ms := range a.Moves {
		vd, err := coach.Judge(&two, ms.Move)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range vd.Reasons {
			if !engine.SetOf(r.Cards).Has(c2) {
				continue
			}
			// named only as taken after the line shows the computer
			// laying it
			l := vd.WeakerLine
			if r.Line == LineBetter {
				l = vd.BetterLine
			}
			laid := false
			for i := 1; i < r.Step && i < len(l.Plays); i++ {
				laid = laid || l.Plays[i].Move == pasur.MoveSet{Card: c2}
			}
			if r.Line == LineNone || !laid {
				t.Errorf("(2) %v: reason %v names 2♣, which the computer holds", ms.Move.Move(), r.Kind)
			}
		}
	}
}
