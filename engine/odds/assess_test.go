package odds

import (
	"errors"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// assess returns Assess(b, p, bet) or fails.
func assess(t *testing.T, b Box, p faro.Profile, bet faro.Bet) Assessment {
	t.Helper()
	a, err := Assess(b, p, bet)
	if err != nil {
		t.Fatalf("%v %+v: %v", p, bet, err)
	}
	return a
}

func single(r engine.Rank) faro.Bet { return faro.Bet{Kind: faro.Single, Rank: r} }

func wantAssessment(t *testing.T, what string, a Assessment, num, den int64, alert Alert) {
	t.Helper()
	eq(t, what+" edge", a.Edge, num, den)
	if a.Alert != alert {
		t.Errorf("%s: alert %v, want %v", what, a.Alert, alert)
	}
}

// TestLastTurnByHand: the bets on the last turn, three cards left
// (RULINGS.md "Calling the turn"; profile pharo "High card", "Split bet";
// "Doublet"). The last turn takes two of the three cards, loser then
// winner, in 3·2 = 6 equally likely ordered pairs; the third is the hock.
//
// Three ranks 3 7 J: no pair can be equal, 3 pairs are higher and 3 lower:
// high card is fair (edge 0). A single bet on the 7: it loses in 2 pairs,
// wins in 2, is the hock in 2: 0. The call of three ranks: 1 of 6 orders,
// paid 4 for 1: 4·1/6 − 5/6 = −1/6, an edge of 1/6 > 1/17: costly.
//
// Cat-hop 7 7 J: 2 of the 6 pairs are the two 7s (equal ranks): high card
// loses there; of the other 4, 2 are higher (7 then J) and 2 lower:
// EV (2 − 4)/6 = −1/3, edge 1/3. A single bet on the 7: the two 7s lie in
// places {1,2} (doublet, −½), {1,3} (−1) or {2,3} (+1): EV −1/6, edge 1/6.
// On the J: 0. The cat-hop call, 2:1 on 1 of 3 orders: 2·1/3 − 2/3 = 0.
//
// Cat-hop 6 6 7 and the split 6–7 (neighbours): orders of ranks 6 6 7
// (doublet, −½), 6 7 6 and 7 6 6 (a push; then the 7 is dead and the
// split returned): EV −1/6, and it can never win.
//
// Three of a rank 7 7 7: every pair is a doublet. High card always loses:
// edge 1. A single bet on the 7 always loses half: edge 1/2, in both
// profiles, and can never win. pharo refuses the call; pharaon's Foster
// call names 1 of 3 colour orders at 2:1: edge 0.
func TestLastTurnByHand(t *testing.T) {
	pharo, pharaon := faro.Pharo, faro.Pharaon
	hc := faro.Bet{Kind: faro.HighCard}
	three := mustBox(t, "3C 7D JS")
	wantAssessment(t, "three ranks, high card", assess(t, three, pharo, hc), 0, 1, NoAlert)
	wantAssessment(t, "three ranks, 7 standing", assess(t, three, pharo, single(engine.Seven)), 0, 1, NoAlert)
	wantAssessment(t, "three ranks, 7 pronostic", assess(t, three, pharaon, single(engine.Seven)), 0, 1, NoAlert)
	for _, p := range []faro.Profile{pharo, pharaon} {
		c, err := AssessCall(three, p)
		if err != nil {
			t.Fatal(err)
		}
		wantAssessment(t, "three ranks, call", c, 1, 6, AlertCostly)
	}

	cat := mustBox(t, "7C 7D JS")
	wantAssessment(t, "cat-hop, high card", assess(t, cat, pharo, hc), 1, 3, AlertCostly)
	wantAssessment(t, "cat-hop, 7 standing", assess(t, cat, pharo, single(engine.Seven)), 1, 6, AlertCostly)
	wantAssessment(t, "cat-hop, 7 pronostic", assess(t, cat, pharaon, faro.Bet{Rank: engine.Seven, Coppered: true}), 1, 6, AlertCostly)
	wantAssessment(t, "cat-hop, J standing", assess(t, cat, pharo, single(engine.Jack)), 0, 1, NoAlert)
	c, _ := AssessCall(cat, pharo)
	wantAssessment(t, "cat-hop, call", c, 0, 1, NoAlert)

	split := assess(t, mustBox(t, "6C 6D 7S"), pharo, faro.Bet{Kind: faro.Split, Rank: engine.Seven, Rank2: engine.Six})
	wantAssessment(t, "cat-hop, split 6-7", split, 1, 6, AlertCannotWin)
	if split.CanWin || !split.CanLose {
		t.Errorf("split 6-7: %+v", split)
	}

	rank := mustBox(t, "7C 7D 7H")
	wantAssessment(t, "7 7 7, high card", assess(t, rank, pharo, hc), 1, 1, AlertCannotWin)
	wantAssessment(t, "7 7 7, standing", assess(t, rank, pharo, single(engine.Seven)), 1, 2, AlertCannotWin)
	wantAssessment(t, "7 7 7, pronostic", assess(t, rank, pharaon, single(engine.Seven)), 1, 2, AlertCannotWin)
	if _, err := AssessCall(rank, pharo); !errors.Is(err, ErrCallRefused) {
		t.Errorf("pharo call on 7 7 7: %v", err)
	}
	if _, err := Assess(rank, pharo, faro.Bet{Kind: faro.TurnCall}); !errors.Is(err, ErrCallRefused) {
		t.Errorf("pharo call on 7 7 7 through Assess: %v", err)
	}
	f, err := AssessCall(rank, pharaon)
	if err != nil || f.Call.Kind != Foster {
		t.Fatalf("pharaon Foster: %+v %v", f.Call, err)
	}
	wantAssessment(t, "7 7 7, Foster", f, 0, 1, NoAlert)
}

// TestAssessNoAction: a split whose last two cards make the last turn of
// an even box (A 2: a push, then both dead) and a bet on a dead rank can
// neither win nor lose.
func TestAssessNoAction(t *testing.T) {
	a := assess(t, mustBox(t, "AC 2D"), faro.Pharo, faro.Bet{Kind: faro.Split, Rank: engine.Ace, Rank2: engine.Two})
	if a.Alert != AlertNoAction || !a.Edge.IsZero() || !a.Settlements.IsZero() || !a.PerSettlement.IsZero() {
		t.Errorf("A 2 split: %+v", a)
	}
	eq(t, "A 2 split pushes", a.Standing.ExpectedPushes, 1, 1)
	for _, p := range []faro.Profile{faro.Pharo, faro.Pharaon} {
		if d := assess(t, startBox(t), p, single(engine.Seven)); d.Alert != NoAlert {
			t.Errorf("%v: live 7 alert %v", p, d.Alert)
		}
		if d := assess(t, mustBox(t, "AC 2D 3H"), p, single(engine.King)); d.Alert != AlertNoAction || d.CanWin || d.CanLose {
			t.Errorf("%v: dead king %+v", p, d)
		}
	}
}

// TestAssessErrors: what a profile does not offer, and bad input.
func TestAssessErrors(t *testing.T) {
	b := startBox(t)
	var e *Error
	for _, c := range []struct {
		p    faro.Profile
		bet  faro.Bet
		want error
	}{
		{0, single(engine.Ace), ErrBadProfile},
		{3, single(engine.Ace), ErrBadProfile},
		{faro.Pharaon, faro.Bet{Kind: faro.Split, Rank: engine.Ace, Rank2: engine.Two}, ErrNotInProfile},
		{faro.Pharaon, faro.Bet{Kind: faro.HighCard}, ErrNotInProfile},
		{faro.Pharo, faro.Bet{Kind: 9}, ErrNotInProfile},
		{faro.Pharo, faro.Bet{Kind: faro.Split, Rank: engine.Ace, Rank2: engine.Three}, ErrNotNeighbours},
		{faro.Pharo, faro.Bet{Kind: faro.Split, Rank: engine.Ace, Rank2: engine.Ace}, ErrSameRank},
		{faro.Pharo, faro.Bet{Kind: faro.Split, Rank: engine.Ace, Rank2: 0}, ErrBadRank},
		{faro.Pharo, single(0), ErrBadRank},
		{faro.Pharaon, single(14), ErrBadRank},
		{faro.Pharo, faro.Bet{Kind: faro.TurnCall}, ErrNotThreeLeft},
	} {
		_, err := Assess(b, c.p, c.bet)
		if !errors.Is(err, c.want) || !errors.As(err, &e) || err.Error() == "" {
			t.Errorf("%v %+v: %v, want %v", c.p, c.bet, err, c.want)
		}
	}
	if _, err := Assess(mustBox(t, "7C"), faro.Pharo, faro.Bet{Kind: faro.HighCard}); !errors.Is(err, ErrNoTurnLeft) {
		t.Errorf("high card, one card: %v", err)
	}
	if _, err := AssessCall(b, 0); !errors.Is(err, ErrBadProfile) {
		t.Errorf("call, profile 0: %v", err)
	}
	if _, err := ComputeSheet(b, 0); !errors.Is(err, ErrBadProfile) {
		t.Errorf("sheet, profile 0: %v", err)
	}
	if _, err := ComputeSheet(mustBox(t, "7C"), faro.Pharo); !errors.Is(err, ErrNoTurnLeft) {
		t.Errorf("sheet, one card: %v", err)
	}
}

// TestSplitPairs: the 18 neighbour pairs of the layout (RULINGS.md,
// profile pharo, "Split bet"): A–2 … 5–6 and 8–9 … Q–K in the rows, 6–7
// and 7–8, and A–K, 2–Q, 3–J, 4–10, 5–9, 6–8 across.
func TestSplitPairs(t *testing.T) {
	A, K, Q, J, T := engine.Ace, engine.King, engine.Queen, engine.Jack, engine.Ten
	want := [NumSplits][2]engine.Rank{
		{A, 2}, {A, K}, {2, 3}, {2, Q}, {3, 4}, {3, J}, {4, 5}, {4, T}, {5, 6}, {5, 9},
		{6, 7}, {6, 8}, {7, 8}, {8, 9}, {9, T}, {T, J}, {J, Q}, {Q, K},
	}
	if got := SplitPairs(); got != want {
		t.Errorf("%v", got)
	}
}

// TestSheetProfiles: what each profile offers (RULINGS.md profiles pharo
// and pharaon), from the soda and with three cards left.
func TestSheetProfiles(t *testing.T) {
	b := startBox(t)
	po, err := ComputeSheet(b, faro.Pharo)
	if err != nil {
		t.Fatal(err)
	}
	pn, _ := ComputeSheet(b, faro.Pharaon)
	if !po.HasSplits || !po.HasHighCard || po.HasCall || po.CallRefused || pn.HasSplits || pn.HasHighCard || pn.HasCall {
		t.Errorf("offers: pharo %v %v, pharaon %v %v", po.HasSplits, po.HasHighCard, pn.HasSplits, pn.HasHighCard)
	}
	// 13 singles, 18 splits, high card in pharo; 13 pronostics in pharaon.
	if len(po.Bets()) != 32 || len(pn.Bets()) != 13 {
		t.Errorf("bets: pharo %d, pharaon %d", len(po.Bets()), len(pn.Bets()))
	}
	six := engine.Six.Index()
	if po.Singles[six].Model != ModelStanding || pn.Singles[six].Model != ModelPronostic {
		t.Errorf("models %v %v", po.Singles[six].Model, pn.Singles[six].Model)
	}
	eq(t, "pharo 6", po.Singles[six].Edge, 173, 4998)
	eq(t, "pharaon 6", pn.Singles[six].Edge, 101, 4998)
	for _, r := range engine.AllRanks() {
		for _, s := range []Sheet{po, pn} {
			a := assess(t, b, s.Profile, single(r))
			cop := assess(t, b, s.Profile, faro.Bet{Rank: r, Coppered: true})
			got := s.Singles[r.Index()]
			if !got.Edge.Equal(a.Edge) || !got.Settlements.Equal(a.Settlements) || got.Alert != a.Alert || !cop.Edge.Equal(a.Edge) || !cop.PerSettlement.Equal(a.PerSettlement) {
				t.Errorf("%v %v: sheet %v, assess %v, coppered %v", s.Profile, r, got.Edge, a.Edge, cop.Edge)
			}
		}
	}
	for i, pr := range SplitPairs() {
		sp, _ := Split(b, pr[0], pr[1], false)
		if !po.Splits[i].Edge.Equal(sp.BankEdge) || po.Splits[i].Model != ModelSplit {
			t.Errorf("split %v: %v", pr, po.Splits[i].Edge)
		}
	}
	eq(t, "high card", po.HighCard.Edge, 1, 17)

	// Three of a rank: pharo refuses the call, pharaon offers Foster's.
	rank := mustBox(t, "7C 7D 7H")
	po, _ = ComputeSheet(rank, faro.Pharo)
	pn, _ = ComputeSheet(rank, faro.Pharaon)
	if po.HasCall || !po.CallRefused || !pn.HasCall || pn.CallRefused || pn.Call.Call.Kind != Foster {
		t.Errorf("7 7 7: pharo %v %v, pharaon %v %v", po.HasCall, po.CallRefused, pn.HasCall, pn.CallRefused)
	}
	// pharo: the 7, no split (the 6 and 8 are dead), high card; pharaon:
	// the 7 and Foster's call.
	if len(po.Bets()) != 2 || len(pn.Bets()) != 2 {
		t.Errorf("7 7 7 bets: pharo %d, pharaon %d", len(po.Bets()), len(pn.Bets()))
	}
	cat, _ := ComputeSheet(mustBox(t, "6C 6D 7S"), faro.Pharo)
	if !cat.HasCall || cat.Call.Call.Kind != CatHop || len(cat.Bets()) != 5 {
		t.Errorf("6 6 7: %v %v %d", cat.HasCall, cat.Call.Call.Kind, len(cat.Bets()))
	}
}

// TestModelAlertNames: the names used in logs.
func TestModelAlertNames(t *testing.T) {
	for m, want := range map[Model]string{NoModel: "none", ModelStanding: "standing", ModelSplit: "split", ModelPronostic: "pronostic", ModelHighCard: "high-card", ModelCall: "call"} {
		if m.String() != want {
			t.Errorf("%d: %q", m, m.String())
		}
	}
	for a, want := range map[Alert]string{NoAlert: "none", AlertCostly: "costly", AlertCannotWin: "cannot-win", AlertNoAction: "no-action"} {
		if a.String() != want {
			t.Errorf("%d: %q", a, a.String())
		}
	}
	for k := NoFigure; k <= FigCallOrder; k++ {
		if k.String() == "" || (k != NoFigure && k.String() == "none") {
			t.Errorf("figure %d: %q", k, k.String())
		}
	}
}

// TestCostlyFrom: docs/odds.md section 5 — from which number N of cards
// left (odd, as in a real deal) a bet on a rank of c cards costs more than
// 1/17 over its life, and that it stays so as the box empties: a Pharo
// bet left standing on a rank of four from N = 29 (after 11 turns), of
// three from N = 19, of two from N = 7 (1/(2N) > 1/17 once 2N < 17); a
// pronostic on a rank of four from N = 17, of three from 13, of two from 7.
func TestCostlyFrom(t *testing.T) {
	for _, c := range []struct {
		p    faro.Profile
		left int
		from int
	}{
		{faro.Pharo, 4, 29}, {faro.Pharo, 3, 19}, {faro.Pharo, 2, 7},
		{faro.Pharaon, 4, 17}, {faro.Pharaon, 3, 13}, {faro.Pharaon, 2, 7},
	} {
		for n := 51; n >= 3; n -= 2 {
			if n < c.left || n-c.left > engine.DeckSize-engine.NumSuits {
				continue
			}
			a := assess(t, boxWith(t, c.left, n), c.p, single(engine.Ace))
			costly := a.Alert == AlertCostly || a.Alert == AlertCannotWin
			if costly != (n <= c.from) {
				t.Errorf("%v, %d of the rank among %d: edge %v, alert %v", c.p, c.left, n, a.Edge, a.Alert)
			}
		}
	}
}
