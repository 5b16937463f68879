package faro

import (
	"testing"

	"croupier/engine"
)

// oneTurn is a Pharo (or Pharaon) bet settled on the first turn of a deck
// stacked as soda, loser, winner; the expected values are worked out by
// hand from the cited ruling.
type oneTurn struct {
	name    string
	prefix  string // soda, loser, winner
	bet     Bet
	what    Outcome // Untouched: no event
	reason  Reason
	delta   engine.Amount
	stays   bool
	holding engine.Amount // Pharo: chips held off the layout afterwards (start 100)
}

func runOneTurn(t *testing.T, r Rules, c oneTurn) {
	t.Helper()
	d := newDeal(t, r, stacked(t, c.prefix))
	id := mustPlace(t, d, 1, c.bet)
	res := mustTurn(t, d)
	ev := eventFor(res, id)
	if c.what == Untouched {
		if len(ev) != 0 {
			t.Fatalf("events %+v, want none", ev)
		}
	} else if len(ev) != 1 || ev[0].What != c.what || ev[0].Reason != c.reason || ev[0].Delta != c.delta || ev[0].Stays != c.stays {
		t.Fatalf("events %+v, want %v/%v delta %v stays %v", ev, c.what, c.reason, c.delta, c.stays)
	}
	if _, on := d.Bet(id); on != c.stays {
		t.Fatalf("on the layout: %v, want %v", on, c.stays)
	}
	checkBalances(t, d, c.delta)
	if r.Profile == Pharo && d.Holdings(1) != c.holding {
		t.Fatalf("holdings %v, want %v", d.Holdings(1), c.holding)
	}
	// The pure settlement agrees with the deal.
	st, err := SettleBet(r, c.bet, res.Loser, res.Winner)
	if err != nil || st.What != c.what || st.Delta != c.delta {
		t.Fatalf("SettleBet = %+v, %v; want %v %v", st, err, c.what, c.delta)
	}
}

// RULINGS.md "Faro: what both profiles share" (plain and coppered bets,
// doublet) and profile pharo (a winning bet stays, a losing one is
// collected, after a doublet half is returned; 1½ exact).
func TestSingleBetsPharo(t *testing.T) {
	r := DefaultRules(Pharo)
	half := engine.Halves(1)
	for _, c := range []oneTurn{
		{"plain on loser", "2♠ 9♣ 4♦", single(9, 3), Lost, ReasonLoserCard, -chips(3), false, chips(97)},
		{"plain on winner", "2♠ 4♣ 9♦", single(9, 3), Won, ReasonWinnerCard, chips(3), true, chips(100)},
		{"coppered on loser", "2♠ 9♣ 4♦", copper(9, 3), Won, ReasonLoserCard, chips(3), true, chips(100)},
		{"coppered on winner", "2♠ 4♣ 9♦", copper(9, 3), Lost, ReasonWinnerCard, -chips(3), false, chips(97)},
		{"other ranks untouched", "2♠ 4♣ 5♦", single(9, 3), Untouched, NoReason, 0, true, chips(97)},
		// 3 staked, doublet: the bank takes 1½, 1½ back: 97 + 1½ = 98½.
		{"doublet, odd stake", "2♠ 9♣ 9♦", single(9, 3), HalfLost, ReasonDoublet, -chips(1) - half, false, chips(98) + half},
		{"coppered doublet", "2♠ 9♣ 9♦", copper(9, 4), HalfLost, ReasonDoublet, -chips(2), false, chips(98)},
	} {
		t.Run(c.name, func(t *testing.T) { runOneTurn(t, r, c) })
	}
}

// RULINGS.md profile pharaon: a pronostic is resolved when its rank first
// shows (win, lose or −½ weight on a doublet) and is then gone.
func TestPronosticsPharaon(t *testing.T) {
	r := DefaultRules(Pharaon)
	for _, c := range []oneTurn{
		{"ordinary on perdante", "2♠ 9♣ 4♦", single(9, 4), Lost, ReasonLoserCard, -chips(4), false, 0},
		{"ordinary on gagnante", "2♠ 4♣ 9♦", single(9, 4), Won, ReasonWinnerCard, chips(4), false, 0},
		{"copper on perdante", "2♠ 9♣ 4♦", copper(9, 4), Won, ReasonLoserCard, chips(4), false, 0},
		{"copper on gagnante", "2♠ 4♣ 9♦", copper(9, 4), Lost, ReasonWinnerCard, -chips(4), false, 0},
		{"waits", "2♠ 4♣ 5♦", single(9, 4), Untouched, NoReason, 0, true, 0},
		{"doublet", "2♠ 9♣ 9♦", single(9, 6), HalfLost, ReasonDoublet, -chips(3), false, 0},
	} {
		t.Run(c.name, func(t *testing.T) { runOneTurn(t, r, c) })
	}
}

// RULINGS.md profile pharo, "Split bet": one covered rank wins and the
// other loses → nothing; only one hit → the whole stake as a single bet
// (doublet: half); coppering reverses.
func TestSplitBets(t *testing.T) {
	r := DefaultRules(Pharo)
	half := engine.Halves(1)
	for _, c := range []oneTurn{
		{"one wins one loses", "2♠ 9♣ 10♦", split(9, 10, 3), Push, ReasonOneEach, 0, true, chips(97)},
		{"one loses one wins", "2♠ 10♣ 9♦", split(10, 9, 3), Push, ReasonOneEach, 0, true, chips(97)},
		{"only loser covered", "2♠ 9♣ 4♦", split(9, 10, 3), Lost, ReasonLoserCard, -chips(3), false, chips(97)},
		{"only winner covered", "2♠ 4♣ 10♦", split(9, 10, 3), Won, ReasonWinnerCard, chips(3), true, chips(100)},
		{"coppered, one each", "2♠ 9♣ 10♦", Bet{Kind: Split, Rank: 9, Rank2: 10, Coppered: true, Stake: chips(3)}, Push, ReasonOneEach, 0, true, chips(97)},
		{"coppered, loser covered", "2♠ 9♣ 4♦", Bet{Kind: Split, Rank: 9, Rank2: 10, Coppered: true, Stake: chips(3)}, Won, ReasonLoserCard, chips(3), true, chips(100)},
		{"coppered, winner covered", "2♠ 4♣ 10♦", Bet{Kind: Split, Rank: 9, Rank2: 10, Coppered: true, Stake: chips(3)}, Lost, ReasonWinnerCard, -chips(3), false, chips(97)},
		{"doublet on one rank", "2♠ 9♣ 9♦", split(9, 10, 3), HalfLost, ReasonDoublet, -chips(1) - half, false, chips(98) + half},
		{"coppered doublet", "2♠ 10♣ 10♦", Bet{Kind: Split, Rank: 9, Rank2: 10, Coppered: true, Stake: chips(4)}, HalfLost, ReasonDoublet, -chips(2), false, chips(98)},
		{"7 and 8", "2♠ 8♣ 7♦", split(7, 8, 2), Push, ReasonOneEach, 0, true, chips(98)},
		{"facing A and K", "2♠ A♣ 3♦", split(engine.Ace, engine.King, 2), Lost, ReasonLoserCard, -chips(2), false, chips(98)},
		{"untouched", "2♠ 3♣ 4♦", split(5, 6, 2), Untouched, NoReason, 0, true, chips(98)},
	} {
		t.Run(c.name, func(t *testing.T) { runOneTurn(t, r, c) })
	}
}

// RULINGS.md profile pharo, "High card": the player card must rank above
// the bank card (A lowest … K highest, "Cards and notation"); equal ranks
// (a doublet) or a lower player card lose; settled and removed.
func TestHighCard(t *testing.T) {
	r := DefaultRules(Pharo)
	r.HighCard = true
	for _, c := range []oneTurn{
		{"higher", "2♠ 3♣ 9♦", highCard(2), Won, ReasonHigher, chips(2), false, chips(102)},
		{"lower", "2♠ 9♣ 3♦", highCard(2), Lost, ReasonLower, -chips(2), false, chips(98)},
		{"doublet", "2♠ 7♣ 7♦", highCard(2), Lost, ReasonEqual, -chips(2), false, chips(98)},
		{"ace lowest", "2♠ A♣ K♦", highCard(2), Won, ReasonHigher, chips(2), false, chips(102)},
		{"king highest", "2♠ K♣ A♦", highCard(2), Lost, ReasonLower, -chips(2), false, chips(98)},
		{"king over queen", "2♠ Q♣ K♦", highCard(2), Won, ReasonHigher, chips(2), false, chips(102)},
		{"ten under jack", "2♠ J♣ 10♦", highCard(2), Lost, ReasonLower, -chips(2), false, chips(98)},
	} {
		t.Run(c.name, func(t *testing.T) { runOneTurn(t, r, c) })
	}
}

// Decision (docs/rules-faro.md): a high-card bet may be placed before the
// last turn too; it is settled on the last turn's loser and winner.
func TestHighCardLastTurn(t *testing.T) {
	r := DefaultRules(Pharo)
	r.HighCard = true
	d := newDeal(t, r, endingWith(t, "4♣ Q♦ 9♥"))
	turnsTo(t, d, 24)
	mustPlace(t, d, 2, highCard(5))
	mustTurn(t, d)
	checkBalances(t, d, 0, chips(5))
	if d.Holdings(2) != chips(105) {
		t.Fatalf("holdings %v, want 105", d.Holdings(2))
	}
}

// pharo.de.txt "Ein Abzug": "Auch ein Gewinneinsatz bleibt liegen" — a
// winning bet stays and is settled again on a later turn.
func TestStandingBetSettlesAgain(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, "2♠ 4♣ 9♦ 5♣ 9♥ 9♣ 6♦"))
	id := mustPlace(t, d, 1, single(9, 3))
	mustTurn(t, d) // 9 wins: +3, stays
	mustTurn(t, d) // 9 wins again: +3, stays
	checkBalances(t, d, chips(6))
	if d.Holdings(1) != chips(103) || d.Staked(1) != chips(3) {
		t.Fatalf("held %v staked %v, want 103 and 3", d.Holdings(1), d.Staked(1))
	}
	res := mustTurn(t, d) // 9 loses: −3, collected
	if ev := eventFor(res, id); len(ev) != 1 || ev[0].What != Lost {
		t.Fatalf("events %+v", ev)
	}
	checkBalances(t, d, chips(3))
	if d.Holdings(1) != chips(103) || d.Staked(1) != 0 {
		t.Fatalf("held %v staked %v, want 103 and 0", d.Holdings(1), d.Staked(1))
	}
}

// RULINGS.md profile pharaon: a pronostic is resolved once; the rank
// showing again later changes nothing.
func TestPronosticResolvedOnce(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharaon), stacked(t, "2♠ 4♣ 9♦ 9♣ 5♦"))
	mustPlace(t, d, 1, single(9, 2))
	mustTurn(t, d)
	res := mustTurn(t, d)
	if len(res.Events()) != 0 {
		t.Fatalf("second 9 settled %+v", res.Events())
	}
	checkBalances(t, d, chips(2))
}

// RULINGS.md "Faro: what both profiles share": the bank's change is minus
// the players' sum, with several players on one turn.
func TestBankIsMinusPlayers(t *testing.T) {
	d := newDeal(t, DefaultRules(Pharo), stacked(t, "2♠ 9♣ K♦"))
	mustPlace(t, d, 1, single(9, 5))  // −5
	mustPlace(t, d, 2, single(13, 7)) // +7
	mustPlace(t, d, 3, copper(13, 2)) // −2
	mustTurn(t, d)
	checkBalances(t, d, -chips(5), chips(7), -chips(2))
	if d.BankChange() != 0 {
		t.Fatalf("bank %v, want 0", d.BankChange())
	}
}
