package faro_test

// An independent review of the engine against pharo.de.txt, pharaon.fr.txt
// and RULINGS.md (which wins). Every expected value was computed by hand
// from the rules, the arithmetic in a comment, before the engine was run;
// only the exported API is used. Decks: soda first, then loser and winner
// of turn 1, and so on (rvDeck shuffles the rest, rvFull puts the rest in
// card order and ends with the given last turn and hock).

import (
	"slices"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// ---- Worked examples of the rulebooks, verbatim ----

// pharo.de.txt "Ein Abzug", Beispiel: "Dan hat 4 Chips auf der 9, Anna 2
// umgedrehte Chips auf dem König. Gezogen werden Karo-König (Bankkarte),
// dann Kreuz-9 (Spielerkarte). Dan gewinnt 4 Chips. […] also gewinnt Annas
// umgedrehter Einsatz 2 Chips."
func TestReviewExampleDanAnna(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ K♦ 9♣"))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(4)))
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.King, rvC(2)))
	r := rvTurn(t, d)
	if r.Loser.String() != "K♦" || r.Winner.String() != "9♣" || r.Doublet {
		t.Fatalf("turn %v %v doublet %v", r.Loser, r.Winner, r.Doublet)
	}
	// Winning bets stay ("Auch ein Gewinneinsatz bleibt liegen"): only the
	// winnings go to the holdings.
	rvWant(t, rvOne(t, r, dan), faro.Won, faro.ReasonWinnerCard, rvC(4), rvC(4), true)
	rvWant(t, rvOne(t, r, anna), faro.Won, faro.ReasonLoserCard, rvC(2), rvC(2), true)
	// Bank: −4 −2 = −6; holdings 100 − 6 = 94.
	rvMoney(t, d, rvC(4), rvC(2), 0, rvC(-6))
	rvHeld(t, d, rvDan, rvC(100), rvC(4))  // 100 − 4 + 4
	rvHeld(t, d, rvAnna, rvC(100), rvC(2)) // 100 − 2 + 2
	rvHeld(t, d, rvBank, rvC(94), 0)
}

// pharo.de.txt "Der letzte Abzug", Beispiel: "Übrig sind 3, 7 und B. Ben
// sagt „7 verliert, Bube gewinnt“ und setzt 2 Chips. Es kommen 7, dann
// Bube – er gewinnt 8 Chips." (4:1, RULINGS "Calling the turn").
func TestReviewExampleBenCall(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "7♠ J♥ 3♦"))
	rvTo(t, d, 24)
	ben := rvCall(t, d, rvBen, rvOrder(rvC(2), engine.Seven, engine.Jack, engine.Three))
	rvHeld(t, d, rvBen, rvC(98), rvC(2)) // the stake moves onto the layout
	r := rvTurn(t, d)
	e := rvOne(t, r, ben)
	// +4 × 2 = +8; back to the holdings 8 + the stake 2 = 10.
	rvWant(t, e, faro.CallWon, faro.ReasonRightOrder, rvC(8), rvC(10), false)
	rvRule(t, e, faro.RuleCallThreeRanks)
	rvMoney(t, d, 0, 0, rvC(8), rvC(-8))
	rvHeld(t, d, rvBen, rvC(108), 0)
}

// pharaon.fr.txt "09 / Exemple commenté", first part: "Pronostic
// ordinaire sur 9 de poids 2, cuivre sur K aussi 2. K♦ sort perdante, 9♣
// gagnante. Chacun gagne +2, le banquier note −4."
func TestReviewExamplePharaonFirst(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvDeck(t, "2♠ K♦ 9♣"))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(2)))
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.King, rvC(2)))
	r := rvTurn(t, d)
	// Resolved and gone (RULINGS profile pharaon); no holdings movement.
	rvWant(t, rvOne(t, r, dan), faro.Won, faro.ReasonWinnerCard, rvC(2), 0, false)
	rvWant(t, rvOne(t, r, anna), faro.Won, faro.ReasonLoserCard, rvC(2), 0, false)
	rvMoney(t, d, rvC(2), rvC(2), 0, rvC(-4))
	if len(d.Bets()) != 0 {
		t.Errorf("resolved pronostics still on the layout: %+v", d.Bets())
	}
	// The ledger: Dan 0 + 2, the banker 0 − 4.
	if d.Holdings(rvDan) != rvC(2) || d.Holdings(rvBank) != rvC(-4) {
		t.Errorf("ledger Dan %v bank %v", d.Holdings(rvDan), d.Holdings(rvBank))
	}
}

// pharaon.fr.txt 09, second part: "Avec paire 9♣–9♥, le 9 perdrait 1 avec
// ou sans cuivre, K resterait en attente."
func TestReviewExamplePharaonPair(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvDeck(t, "2♠ 9♣ 9♥"))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(2)))
	ben := rvPlace(t, d, rvBen, rvCopper(engine.Nine, rvC(2)))
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.King, rvC(2)))
	r := rvTurn(t, d)
	if !r.Doublet {
		t.Fatal("9♣ 9♥ is a doublet")
	}
	// −½ × 2 = −1 each, with or without copper; the bank +2.
	rvWant(t, rvOne(t, r, dan), faro.HalfLost, faro.ReasonDoublet, rvC(-1), 0, false)
	rvWant(t, rvOne(t, r, ben), faro.HalfLost, faro.ReasonDoublet, rvC(-1), 0, false)
	if len(rvEvents(r, anna)) != 0 {
		t.Error("the K pronostic should wait unchanged")
	}
	if bets := d.Bets(); len(bets) != 1 || bets[0].ID != anna {
		t.Errorf("layout %+v, want only the waiting K", bets)
	}
	rvMoney(t, d, rvC(-1), 0, rvC(-1), rvC(2))
}

// pharaon.fr.txt 09, third part: "L'ordre final 7–J–3 correspond à “7
// perd, J gagne” ; poids 2 donne bénéfice 8 si juste."
func TestReviewExamplePharaonCall(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvFull(t, "", "7♣ J♦ 3♥"))
	rvTo(t, d, 24)
	ben := rvCall(t, d, rvBen, rvOrder(rvC(2), engine.Seven, engine.Jack, engine.Three))
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, ben), faro.CallWon, faro.ReasonRightOrder, rvC(8), 0, false) // 4 × 2
	rvMoney(t, d, 0, 0, rvC(8), rvC(-8))
}

// ---- Plain and coppered bets, several players, the bank's change ----

// RULINGS "Settlement of a turn": loser's rank loses, winner's rank wins
// 1:1, coppered reversed, other ranks untouched; bank = −Σ players.
func TestReviewSeveralPlayersOneTurn(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ K♦ 9♣"))
	danPlain := rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(4)))      // winner: +4, stays
	danCopper := rvPlace(t, d, rvDan, rvCopper(engine.Nine, rvC(3))) // coppered winner: −3
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.King, rvC(2)))     // coppered loser: +2
	annaOther := rvPlace(t, d, rvAnna, rvOn(engine.Four, rvC(6)))    // other rank: untouched
	ben := rvPlace(t, d, rvBen, rvOn(engine.King, rvC(5)))           // loser: −5
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, danPlain), faro.Won, faro.ReasonWinnerCard, rvC(4), rvC(4), true)
	rvWant(t, rvOne(t, r, danCopper), faro.Lost, faro.ReasonWinnerCard, rvC(-3), 0, false)
	rvWant(t, rvOne(t, r, anna), faro.Won, faro.ReasonLoserCard, rvC(2), rvC(2), true)
	rvWant(t, rvOne(t, r, ben), faro.Lost, faro.ReasonLoserCard, rvC(-5), 0, false)
	if len(rvEvents(r, annaOther)) != 0 || len(r.Events()) != 4 {
		t.Errorf("events %+v: the bet on 4 must be untouched", r.Events())
	}
	// Dan +4 −3 = +1, Anna +2, Ben −5; bank −(1 + 2 − 5) = +2.
	rvMoney(t, d, rvC(1), rvC(2), rvC(-5), rvC(2))
	rvHeld(t, d, rvDan, rvC(97), rvC(4))  // 100 − 7 + 4
	rvHeld(t, d, rvAnna, rvC(94), rvC(8)) // 100 − 8 + 2, staked 2 + 6
	rvHeld(t, d, rvBen, rvC(95), 0)       // 100 − 5
	rvHeld(t, d, rvBank, rvC(102), 0)     // 100 + 2
	if got := len(d.Bets()); got != 3 {
		t.Errorf("%d bets on the layout, want 3 (Dan's 9, Anna's K and 4)", got)
	}
}

// ---- Doublets ----

// RULINGS "Doublet" and profile pharo: the bank takes half of every bet on
// the rank, coppered or not, the other half is returned; 1½ is exact.
func TestReviewDoubletOddStakes(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ Q♣ Q♥"))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Queen, rvC(3)))
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.Queen, rvC(5)))
	ben := rvPlace(t, d, rvBen, rvOn(engine.Jack, rvC(4)))
	r := rvTurn(t, d)
	if !r.Doublet {
		t.Fatal("Q♣ Q♥ is a doublet")
	}
	// 3 / 2 = 1½ lost, 1½ back; 5 / 2 = 2½ lost, 2½ back.
	e := rvOne(t, r, dan)
	rvWant(t, e, faro.HalfLost, faro.ReasonDoublet, rvH(-3), rvH(3), false)
	rvRule(t, e, faro.RuleDoublet)
	rvWant(t, rvOne(t, r, anna), faro.HalfLost, faro.ReasonDoublet, rvH(-5), rvH(5), false)
	if len(rvEvents(r, ben)) != 0 {
		t.Error("the J bet is untouched")
	}
	// Bank +1½ +2½ = +4.
	rvMoney(t, d, rvH(-3), rvH(-5), 0, rvC(4))
	rvHeld(t, d, rvDan, rvH(197), 0)  // 97 + 1½ = 98½
	rvHeld(t, d, rvAnna, rvH(195), 0) // 95 + 2½ = 97½
	rvHeld(t, d, rvBen, rvC(96), rvC(4))
	if rvH(197).String() != "98½" {
		t.Errorf("98½ prints as %q", rvH(197).String())
	}
}

// RULINGS "Doublet (… including the last turn)": a doublet as the 25th
// turn takes half like any other.
func TestReviewDoubletOnLastTurn(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "Q♣ Q♦ 3♠"))
	rvTo(t, d, 24)
	dan := rvPlace(t, d, rvDan, rvOn(engine.Queen, rvC(5)))
	r := rvTurn(t, d)
	// −2½, 2½ back; the Q is dead afterwards but the bet is already gone.
	rvWant(t, rvOne(t, r, dan), faro.HalfLost, faro.ReasonDoublet, rvH(-5), rvH(5), false)
	rvMoney(t, d, rvH(-5), 0, 0, rvH(5))
	rvHeld(t, d, rvDan, rvH(195), 0) // 95 + 2½
}

// Pharaon doublet: "ce rang perd la moitié du poids avec ou sans cuivre"
// (FR 04): weight 6 loses 3, the pronostic is resolved.
func TestReviewPharaonDoubletWeightSix(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvDeck(t, "2♠ 6♦ 6♥"))
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.Six, rvC(6)))
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, anna), faro.HalfLost, faro.ReasonDoublet, rvC(-3), 0, false)
	rvMoney(t, d, 0, rvC(-3), 0, rvC(3))
	if d.Holdings(rvAnna) != rvC(-3) { // balances may go negative
		t.Errorf("Anna's ledger %v, want -3", d.Holdings(rvAnna))
	}
}

// ---- Standing Pharo winners ----

// RULINGS profile pharo: a winning bet stays and is settled again on a
// later turn of its rank.
func TestReviewStandingWinnerLosesLater(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ K♦ 9♣ 3♦ 4♣ 9♥ K♣"))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(4)))
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.King, rvC(2)))
	rvTurn(t, d) // +4, +2, both stay
	r := rvTurn(t, d)
	if len(r.Events()) != 0 {
		t.Errorf("3♦ 4♣ touches nobody: %+v", r.Events())
	}
	r = rvTurn(t, d) // 9♥ loses, K♣ wins
	rvWant(t, rvOne(t, r, dan), faro.Lost, faro.ReasonLoserCard, rvC(-4), 0, false)
	rvWant(t, rvOne(t, r, anna), faro.Lost, faro.ReasonWinnerCard, rvC(-2), 0, false)
	// Dan +4 −4 = 0, Anna +2 −2 = 0.
	rvMoney(t, d, 0, 0, 0, 0)
	rvHeld(t, d, rvDan, rvC(100), 0)
	if len(d.Bets()) != 0 {
		t.Error("both bets were collected")
	}
}

// A standing winner wins again on the last turn and is finally returned
// at the end, its rank being the hock's (RULINGS: the hock settles
// nothing; Pharo returns what is still on the layout).
func TestReviewStandingWinnerReturnedAtEnd(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "9♥ K♦ 9♣", "3♣ 9♦ 9♠"))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(4)))
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, dan), faro.Won, faro.ReasonWinnerCard, rvC(4), rvC(4), true)
	rvTo(t, d, 24, dan) // no 9 in turns 2–24
	r = rvTurn(t, d)
	ev := rvEvents(r, dan)
	if len(ev) != 2 {
		t.Fatalf("events %+v, want a win and the end-of-deal return", ev)
	}
	rvWant(t, ev[0], faro.Won, faro.ReasonWinnerCard, rvC(4), rvC(4), true)
	rvWant(t, ev[1], faro.EndOfDeal, faro.ReasonHock, 0, rvC(4), false)
	rvRule(t, ev[1], faro.RuleEndReturn)
	if ev[1].Card.String() != "9♠" {
		t.Errorf("end-of-deal card %v, want the hock 9♠", ev[1].Card)
	}
	// +4 +4 = +8; holdings 96 + 4 + 4 + 4 = 108.
	rvMoney(t, d, rvC(8), 0, 0, rvC(-8))
	rvHeld(t, d, rvDan, rvC(108), 0)
}

// Changing a standing winner's stake between turns (RULINGS: bets are
// changed only between turns): 4 → 6 after the win, then it loses 6.
func TestReviewChangeStandingStake(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ K♦ 9♣ 9♥ 3♣"))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(4)))
	rvTurn(t, d) // +4: holdings 96 + 4 = 100
	if err := d.ChangeStake(dan, rvC(6)); err != nil {
		t.Fatal(err)
	}
	rvHeld(t, d, rvDan, rvC(98), rvC(6)) // 100 − 2 more
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, dan), faro.Lost, faro.ReasonLoserCard, rvC(-6), 0, false)
	rvMoney(t, d, rvC(-2), 0, 0, rvC(2)) // +4 −6
	rvHeld(t, d, rvDan, rvC(98), 0)
}

// Removing a bet returns its stake (DE "Setzen": "zurücknehmen").
func TestReviewRemoveReturnsStake(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ K♦ 9♣"))
	id := rvPlace(t, d, rvBen, rvOn(engine.Five, rvC(5)))
	rvHeld(t, d, rvBen, rvC(95), rvC(5))
	if err := d.Remove(id); err != nil {
		t.Fatal(err)
	}
	rvHeld(t, d, rvBen, rvC(100), 0)
	if _, ok := d.Bet(id); ok || len(d.Bets()) != 0 {
		t.Error("the bet is still on the layout")
	}
}

// ---- Pharaon pronostics ----

// RULINGS profile pharaon: resolved when the rank first shows, then gone;
// until then it waits unchanged.
func TestReviewPharaonResolvedOnce(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvDeck(t, "2♠ K♦ 9♣ 3♦ 4♣ 4♥ 5♣"))
	ben := rvPlace(t, d, rvBen, rvOn(engine.Four, rvC(4)))
	dan := rvPlace(t, d, rvDan, rvCopper(engine.Four, rvC(2)))
	if r := rvTurn(t, d); len(r.Events()) != 0 {
		t.Errorf("turn 1 (K 9) touches no 4: %+v", r.Events())
	}
	r := rvTurn(t, d) // 3♦ loses, 4♣ wins
	rvWant(t, rvOne(t, r, ben), faro.Won, faro.ReasonWinnerCard, rvC(4), 0, false)
	rvWant(t, rvOne(t, r, dan), faro.Lost, faro.ReasonWinnerCard, rvC(-2), 0, false)
	if r = rvTurn(t, d); len(r.Events()) != 0 { // 4♥ loses: nothing left on the 4
		t.Errorf("resolved pronostics settled again: %+v", r.Events())
	}
	rvMoney(t, d, rvC(-2), 0, rvC(4), rvC(-2))
}

// FR 05 / RULINGS: at the end the waiting pronostics end without change
// (the hock's rank); the others of the last turn settle normally.
func TestReviewPharaonWaitingEndsUnchanged(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvFull(t, "", "3♣ J♦ 8♠"))
	rvTo(t, d, 24)
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.Eight, rvC(4)))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Three, rvC(2)))
	ben := rvPlace(t, d, rvBen, rvOn(engine.Jack, rvC(2)))
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, dan), faro.Lost, faro.ReasonLoserCard, rvC(-2), 0, false)
	rvWant(t, rvOne(t, r, ben), faro.Won, faro.ReasonWinnerCard, rvC(2), 0, false)
	e := rvOne(t, r, anna)
	rvWant(t, e, faro.EndOfDeal, faro.ReasonHock, 0, 0, false)
	rvRule(t, e, faro.RuleEndUnresolved)
	rvMoney(t, d, rvC(-2), 0, rvC(2), 0)
}

// Pharaon, dead rank: a pronostic on the rank is resolved by the card that
// kills it (never "returned"); a new one on the dead rank is refused.
func TestReviewPharaonDeadRank(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvDeck(t, "5♣ 5♦ 5♥ 9♣ 5♠"))
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.Five, rvC(2)))
	r := rvTurn(t, d) // doublet 5♦ 5♥: −1
	rvWant(t, rvOne(t, r, anna), faro.HalfLost, faro.ReasonDoublet, rvC(-1), 0, false)
	dan := rvPlace(t, d, rvDan, rvOn(engine.Five, rvC(2)))
	r = rvTurn(t, d) // 9♣ loses, 5♠ wins and kills the 5
	rvWant(t, rvOne(t, r, dan), faro.Won, faro.ReasonWinnerCard, rvC(2), 0, false)
	_, err := d.Place(rvBen, rvOn(engine.Five, rvC(2)))
	if re := rvErr(t, err, faro.ErrDeadRank, faro.RuleDeadRank); re.Rank != engine.Five {
		t.Errorf("refusal names rank %v", re.Rank)
	}
	rvMoney(t, d, rvC(2), rvC(-1), 0, rvC(-1))
}

// ---- Dead ranks (Pharo) ----

// RULINGS "Casekeeper": a bet still on a dead rank is returned right after
// the turn that killed it; a new bet on it is refused. Soda 5♣ and three
// 5s as winners: the plain bet wins three times, then comes back.
func TestReviewDeadRankReturn(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "5♣ K♠ 5♦ 3♣ 5♥ 9♦ 5♠"))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Five, rvC(2)))
	rvTurn(t, d)
	rvTurn(t, d)
	if ck := d.Casekeeper(); ck.Remaining(engine.Five) != 1 || ck.DoubletPossible(engine.Five) {
		t.Errorf("one 5 left, no doublet possible: %d", ck.Remaining(engine.Five))
	}
	r := rvTurn(t, d)
	ev := rvEvents(r, dan)
	if len(ev) != 2 {
		t.Fatalf("events %+v, want a win then the return", ev)
	}
	rvWant(t, ev[0], faro.Won, faro.ReasonWinnerCard, rvC(2), rvC(2), true)
	rvWant(t, ev[1], faro.Returned, faro.ReasonDeadRank, 0, rvC(2), false)
	rvRule(t, ev[1], faro.RuleDeadRank)
	if ev[1].Card.String() != "5♠" {
		t.Errorf("killing card %v", ev[1].Card)
	}
	// +2 three times; holdings 98 + 6 + 2 = 106.
	rvMoney(t, d, rvC(6), 0, 0, rvC(-6))
	rvHeld(t, d, rvDan, rvC(106), 0)
	if !d.Casekeeper().Dead(engine.Five) {
		t.Error("the 5 is dead")
	}
	for _, b := range []faro.Bet{rvOn(engine.Five, rvC(1)), rvCopper(engine.Five, rvC(1)), rvSplit(engine.Four, engine.Five, false, rvC(1))} {
		_, err := d.Place(rvAnna, b)
		if re := rvErr(t, err, faro.ErrDeadRank, faro.RuleDeadRank); re.Rank != engine.Five {
			t.Errorf("%+v: refusal names rank %v", b, re.Rank)
		}
	}
	rvHeld(t, d, rvAnna, rvC(100), 0)
}

// Split with one dead rank (docs decision 1): the split 5–6 wins on the
// killing 5♠ and comes back; a coppered 5 loses and is not returned.
func TestReviewDeadRankSplit(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "5♣ K♠ 5♦ 3♣ 5♥ 9♦ 5♠"))
	rvTo(t, d, 2)
	anna := rvPlace(t, d, rvAnna, rvSplit(engine.Five, engine.Six, false, rvC(3)))
	ben := rvPlace(t, d, rvBen, rvCopper(engine.Five, rvC(1)))
	r := rvTurn(t, d)
	ev := rvEvents(r, anna)
	if len(ev) != 2 {
		t.Fatalf("split events %+v", ev)
	}
	rvWant(t, ev[0], faro.Won, faro.ReasonWinnerCard, rvC(3), rvC(3), true)
	rvWant(t, ev[1], faro.Returned, faro.ReasonDeadRank, 0, rvC(3), false)
	rvWant(t, rvOne(t, r, ben), faro.Lost, faro.ReasonWinnerCard, rvC(-1), 0, false)
	rvMoney(t, d, 0, rvC(3), rvC(-1), rvC(-2))
	rvHeld(t, d, rvAnna, rvC(103), 0)
	_, err := d.Place(rvDan, rvSplit(engine.Six, engine.Five, true, rvC(1)))
	rvErr(t, err, faro.ErrDeadRank, faro.RuleDeadRank)
}

// A split wins, pushes, then pushes again on the turn that kills the 5
// and comes back (RULINGS "Split bet" + "Casekeeper").
func TestReviewSplitPushThenDead(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "5♣ K♣ 5♦ 5♥ 4♦ 4♣ 5♠"))
	dan := rvPlace(t, d, rvDan, rvSplit(engine.Four, engine.Five, false, rvC(2)))
	r := rvTurn(t, d) // 5♦ wins: +2, stays
	rvWant(t, rvOne(t, r, dan), faro.Won, faro.ReasonWinnerCard, rvC(2), rvC(2), true)
	r = rvTurn(t, d) // 5♥ loses, 4♦ wins: push
	e := rvOne(t, r, dan)
	rvWant(t, e, faro.Push, faro.ReasonOneEach, 0, 0, true)
	rvRule(t, e, faro.RuleSplitOneEach)
	r = rvTurn(t, d) // 4♣ loses, 5♠ wins: push, and the 5 is dead
	ev := rvEvents(r, dan)
	if len(ev) != 2 {
		t.Fatalf("events %+v", ev)
	}
	rvWant(t, ev[0], faro.Push, faro.ReasonOneEach, 0, 0, true)
	rvWant(t, ev[1], faro.Returned, faro.ReasonDeadRank, 0, rvC(2), false)
	rvMoney(t, d, rvC(2), 0, 0, rvC(-2))
	rvHeld(t, d, rvDan, rvC(102), 0)
}

// ---- Splits ----

// RULINGS "Split bet": the 18 neighbour pairs of the classic layout.
func TestReviewSplitNeighbours(t *testing.T) {
	A, K, Q, J := engine.Ace, engine.King, engine.Queen, engine.Jack
	pairs := [][2]engine.Rank{
		{A, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, // bottom row
		{K, Q}, {Q, J}, {J, 10}, {10, 9}, {9, 8}, // top row
		{7, 6}, {7, 8}, // the 7 at the end of both rows
		{A, K}, {2, Q}, {3, J}, {4, 10}, {5, 9}, {6, 8}, // facing
	}
	allowed := map[[2]engine.Rank]bool{}
	for _, p := range pairs {
		allowed[p], allowed[[2]engine.Rank{p[1], p[0]}] = true, true
	}
	r := rvPharo()
	n := 0
	for a := engine.Ace; a <= engine.King; a++ {
		for b := engine.Ace; b <= engine.King; b++ {
			err := r.CheckBet(rvSplit(a, b, false, rvC(1)))
			if allowed[[2]engine.Rank{a, b}] {
				if err != nil {
					t.Errorf("split %v–%v refused: %v", a, b, err)
				}
				if a < b {
					n++
				}
				continue
			}
			rvErr(t, err, faro.ErrNotNeighbours, faro.RuleSplitNeighbours)
		}
	}
	if n != 18 {
		t.Errorf("%d pairs allowed, want 18", n)
	}
	// The refusal lists the first rank's neighbours, in rank order.
	for _, c := range []struct {
		a, b engine.Rank
		want []engine.Rank
	}{
		{A, Q, []engine.Rank{2, K}},    // A–Q: diagonal
		{7, 9, []engine.Rank{6, 8}},    // 7 only with 6 and 8
		{8, K, []engine.Rank{6, 7, 9}}, // ends of the top row
		{6, 9, []engine.Rank{5, 7, 8}},
		{10, 3, []engine.Rank{4, 9, J}},
		{5, 5, []engine.Rank{4, 6, 9}},
	} {
		re := rvErr(t, r.CheckBet(rvSplit(c.a, c.b, false, rvC(1))), faro.ErrNotNeighbours, faro.RuleSplitNeighbours)
		if !slices.Equal(re.Allowed, c.want) {
			t.Errorf("split %v–%v: allowed %v, want %v", c.a, c.b, re.Allowed, c.want)
		}
	}
	// On a deal too: 7–6, 7–8 and 6–8 placed, 7–9 refused.
	d := rvDeal(t, r, rvDeck(t, "2♠"))
	for _, p := range [][2]engine.Rank{{7, 6}, {7, 8}, {6, 8}} {
		rvPlace(t, d, rvDan, rvSplit(p[0], p[1], false, rvC(1)))
	}
	_, err := d.Place(rvDan, rvSplit(7, 9, false, rvC(1)))
	rvErr(t, err, faro.ErrNotNeighbours, faro.RuleSplitNeighbours)
	rvHeld(t, d, rvDan, rvC(97), rvC(3))
}

// "Gewinnt der eine und verliert der andere im selben Abzug, passiert
// nichts" (DE "Setzen"): push, plain or coppered; a split hit once wins.
func TestReviewSplitOneEach(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ 4♦ 5♣"))
	dan := rvPlace(t, d, rvDan, rvSplit(engine.Four, engine.Five, false, rvC(3)))
	anna := rvPlace(t, d, rvAnna, rvSplit(engine.Five, engine.Four, true, rvC(2)))
	ben := rvPlace(t, d, rvBen, rvSplit(engine.Five, engine.Six, false, rvC(4)))
	dan2 := rvPlace(t, d, rvDan, rvSplit(engine.Three, engine.Four, true, rvC(2)))
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, dan), faro.Push, faro.ReasonOneEach, 0, 0, true)
	rvWant(t, rvOne(t, r, anna), faro.Push, faro.ReasonOneEach, 0, 0, true)
	// 5–6: only the 5 hit, as winner: +4 stays. Coppered 3–4: the 4 lost: +2.
	e := rvOne(t, r, ben)
	rvWant(t, e, faro.Won, faro.ReasonWinnerCard, rvC(4), rvC(4), true)
	rvRule(t, e, faro.RuleSplit)
	rvWant(t, rvOne(t, r, dan2), faro.Won, faro.ReasonLoserCard, rvC(2), rvC(2), true)
	rvMoney(t, d, rvC(2), 0, rvC(4), rvC(-6))
	if b, ok := d.Bet(anna); !ok || b.Bet.Rank != engine.Four || b.Bet.Rank2 != engine.Five {
		t.Errorf("split stored as %+v, want 4–5 in rank order", b.Bet)
	}
}

// RULINGS "Split bet": only one covered rank hit → the whole stake wins or
// loses as a single bet; coppering reverses.
func TestReviewSplitHitOnce(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ K♦ 5♣"))
	dan := rvPlace(t, d, rvDan, rvSplit(engine.Four, engine.Five, false, rvC(3)))  // 5 wins: +3
	anna := rvPlace(t, d, rvAnna, rvSplit(engine.Five, engine.Six, true, rvC(2)))  // coppered, 5 wins: −2
	ben := rvPlace(t, d, rvBen, rvSplit(engine.King, engine.Queen, false, rvC(4))) // K loses: −4
	dan2 := rvPlace(t, d, rvDan, rvSplit(engine.Ace, engine.King, true, rvC(2)))   // coppered, K loses: +2
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, dan), faro.Won, faro.ReasonWinnerCard, rvC(3), rvC(3), true)
	rvWant(t, rvOne(t, r, anna), faro.Lost, faro.ReasonWinnerCard, rvC(-2), 0, false)
	rvWant(t, rvOne(t, r, ben), faro.Lost, faro.ReasonLoserCard, rvC(-4), 0, false)
	rvWant(t, rvOne(t, r, dan2), faro.Won, faro.ReasonLoserCard, rvC(2), rvC(2), true)
	// Dan +3 +2 = +5, Anna −2, Ben −4; bank −(5 − 2 − 4) = +1.
	rvMoney(t, d, rvC(5), rvC(-2), rvC(-4), rvC(1))
	rvHeld(t, d, rvDan, rvC(100), rvC(5)) // 95 + 3 + 2
}

// A split hit by a doublet loses half, coppered or not; half comes back.
func TestReviewSplitDoublet(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ 5♦ 5♣"))
	dan := rvPlace(t, d, rvDan, rvSplit(engine.Four, engine.Five, false, rvC(3)))
	anna := rvPlace(t, d, rvAnna, rvSplit(engine.Five, engine.Nine, true, rvC(4)))
	ben := rvPlace(t, d, rvBen, rvSplit(engine.Three, engine.Four, false, rvC(2)))
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, dan), faro.HalfLost, faro.ReasonDoublet, rvH(-3), rvH(3), false)
	rvWant(t, rvOne(t, r, anna), faro.HalfLost, faro.ReasonDoublet, rvC(-2), rvC(2), false)
	if len(rvEvents(r, ben)) != 0 {
		t.Error("3–4 untouched by a doublet of 5s")
	}
	// Bank +1½ + 2 = +3½.
	rvMoney(t, d, rvH(-3), rvC(-2), 0, rvH(7))
	rvHeld(t, d, rvDan, rvH(197), 0)
}

// ---- High card (variant) ----

// RULINGS "High card": off unless turned on → refused.
func TestReviewHighCardOff(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠"))
	_, err := d.Place(rvDan, rvHighBet(rvC(2)))
	rvErr(t, err, faro.ErrHighCardOff, faro.RuleHighCardOff)
}

// High card: higher wins 1:1, lower and equal lose, A low K high; settled
// and removed after one turn.
func TestReviewHighCard(t *testing.T) {
	for _, c := range []struct {
		deck  string
		what  faro.Outcome
		why   faro.Reason
		delta int64
	}{
		{"2♠ 3♦ 9♣", faro.Won, faro.ReasonHigher, 2},  // 9 > 3
		{"2♠ 9♦ 3♣", faro.Lost, faro.ReasonLower, -2}, // 3 < 9
		{"2♠ 7♦ 7♣", faro.Lost, faro.ReasonEqual, -2}, // doublet: equal loses
		{"2♠ A♦ K♣", faro.Won, faro.ReasonHigher, 2},  // K 13 > A 1
		{"2♠ K♦ A♣", faro.Lost, faro.ReasonLower, -2}, // A is low
		{"2♠ 10♦ J♣", faro.Won, faro.ReasonHigher, 2}, // J 11 > 10
	} {
		d := rvDeal(t, rvHigh(), rvDeck(t, c.deck))
		id := rvPlace(t, d, rvDan, rvHighBet(rvC(2)))
		r := rvTurn(t, d)
		back := int64(0)
		if c.delta > 0 {
			back = 4 // paid and removed: stake 2 + winnings 2
		}
		e := rvOne(t, r, id)
		rvWant(t, e, c.what, c.why, rvC(c.delta), rvC(back), false)
		rvRule(t, e, faro.RuleHighCard)
		rvMoney(t, d, rvC(c.delta), 0, 0, rvC(-c.delta))
		if len(d.Bets()) != 0 {
			t.Errorf("%s: the high-card bet must be removed", c.deck)
		}
	}
}

// High card is a one-turn bet: the next turn does not touch it again.
func TestReviewHighCardOneTurn(t *testing.T) {
	d := rvDeal(t, rvHigh(), rvDeck(t, "2♠ 3♦ 9♣ 10♦ 4♣"))
	id := rvPlace(t, d, rvDan, rvHighBet(rvC(3)))
	rvTurn(t, d) // +3
	if r := rvTurn(t, d); len(rvEvents(r, id)) != 0 {
		t.Error("high card settled twice")
	}
	rvMoney(t, d, rvC(3), 0, 0, rvC(-3))
	rvHeld(t, d, rvDan, rvC(103), 0)
}

// High card placed in the call window settles on the last turn's loser
// and winner, never on the hock (docs decision 5).
func TestReviewHighCardLastTurn(t *testing.T) {
	for _, c := range []struct {
		last  string
		delta int64
	}{{"3♣ 9♦ K♠", 2}, {"9♣ 3♦ K♠", -2}} {
		d := rvDeal(t, rvHigh(), rvFull(t, "", c.last))
		rvTo(t, d, 24)
		id := rvPlace(t, d, rvAnna, rvHighBet(rvC(2)))
		r := rvTurn(t, d)
		if e := rvOne(t, r, id); e.Delta != rvC(c.delta) {
			t.Errorf("%s: delta %v, want %v", c.last, e.Delta, rvC(c.delta))
		}
	}
}

// ---- Calling the turn ----

// RULINGS: only when exactly three cards remain, before the last turn.
func TestReviewCallWindow(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "7♠ J♥ 3♦"))
	call := rvOrder(rvC(1), engine.Seven, engine.Jack, engine.Three)
	_, err := d.CallTurn(rvDan, call)
	rvErr(t, err, faro.ErrCallWindowClosed, faro.RuleCallWindow)
	rvTo(t, d, 23)
	_, err = d.CallTurn(rvDan, call) // 51 − 46 = 5 cards left
	if re := rvErr(t, err, faro.ErrCallWindowClosed, faro.RuleCallWindow); re.CardsLeft != 5 {
		t.Errorf("cards left %d, want 5", re.CardsLeft)
	}
	rvTurn(t, d)
	if d.CardsLeft() != 3 || d.Phase() != faro.PhaseCalling || !d.OpenCallWindow() {
		t.Fatalf("after 24 turns: %d cards, phase %v", d.CardsLeft(), d.Phase())
	}
	rvCall(t, d, rvDan, call)
	_, err = d.CallTurn(rvDan, call)
	rvErr(t, err, faro.ErrAlreadyCalled, faro.RuleCallOnce)
	rvTurn(t, d)
	_, err = d.CallTurn(rvAnna, call)
	rvErr(t, err, faro.ErrCallWindowClosed, faro.RuleCallWindow)
}

// Three different ranks, wrong calls lose the stake.
func TestReviewCallThreeRanksWrong(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "7♠ J♥ 3♦"))
	rvTo(t, d, 24)
	dan := rvCall(t, d, rvDan, rvOrder(rvC(3), engine.Jack, engine.Seven, engine.Three))
	anna := rvCall(t, d, rvAnna, rvOrder(rvC(1), engine.Three, engine.Jack, engine.Seven))
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, dan), faro.CallLost, faro.ReasonWrongOrder, rvC(-3), 0, false)
	rvWant(t, rvOne(t, r, anna), faro.CallLost, faro.ReasonWrongOrder, rvC(-1), 0, false)
	rvMoney(t, d, rvC(-3), rvC(-1), 0, rvC(4))
	rvHeld(t, d, rvDan, rvC(97), 0)
}

// Cat-hop (a pair and one other): the call names ranks; right pays 2:1,
// wrong loses. Remaining 7 7 J coming as 7, J, 7.
func TestReviewCatHop(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "7♣ J♦ 7♥"))
	rvTo(t, d, 24)
	ben := rvCall(t, d, rvBen, rvOrder(rvC(2), engine.Seven, engine.Jack, engine.Seven))
	dan := rvCall(t, d, rvDan, rvOrder(rvC(2), engine.Seven, engine.Seven, engine.Jack))
	anna := rvCall(t, d, rvAnna, rvOrder(rvC(3), engine.Jack, engine.Seven, engine.Seven))
	if b, _ := d.Bet(ben); b.CallKind != faro.CallCatHop {
		t.Errorf("call kind %v", b.CallKind)
	}
	r := rvTurn(t, d)
	e := rvOne(t, r, ben)
	rvWant(t, e, faro.CallWon, faro.ReasonRightOrder, rvC(4), rvC(6), false) // 2 × 2
	rvRule(t, e, faro.RuleCallCatHop)
	rvWant(t, rvOne(t, r, dan), faro.CallLost, faro.ReasonWrongOrder, rvC(-2), 0, false)
	rvWant(t, rvOne(t, r, anna), faro.CallLost, faro.ReasonWrongOrder, rvC(-3), 0, false)
	// Bank −4 +2 +3 = +1.
	rvMoney(t, d, rvC(-2), rvC(-3), rvC(4), rvC(1))
}

// Cat-hop whose pair is the last turn (a doublet): the call is paid 2:1
// and, separately, the bet on the 7 loses half.
func TestReviewCatHopDoubletLastTurn(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "7♣ 7♦ J♥"))
	rvTo(t, d, 24)
	dan := rvPlace(t, d, rvDan, rvOn(engine.Seven, rvC(3)))
	ben := rvCall(t, d, rvBen, rvOrder(rvC(2), engine.Seven, engine.Seven, engine.Jack))
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, dan), faro.HalfLost, faro.ReasonDoublet, rvH(-3), rvH(3), false)
	rvWant(t, rvOne(t, r, ben), faro.CallWon, faro.ReasonRightOrder, rvC(4), rvC(6), false)
	rvMoney(t, d, rvH(-3), 0, rvC(4), rvH(-5)) // −(−1½ + 4) = −2½
}

// RULINGS profile pharo: three of a rank → no call, refused.
func TestReviewPharoThreeOfARankRefused(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "7♣ 7♦ 7♥"))
	rvTo(t, d, 24)
	_, err := d.CallTurn(rvBen, rvOrder(rvC(2), engine.Seven, engine.Seven, engine.Seven))
	re := rvErr(t, err, faro.ErrThreeOfARankCall, faro.RuleCallThreeOfARank)
	if got := re.Remaining; len(got) != 3 || got[0].String() != "7♣" || got[1].String() != "7♦" || got[2].String() != "7♥" {
		t.Errorf("remaining %v", got)
	}
	_, err = d.CallTurn(rvBen, rvFoster(rvC(2), faro.Black, faro.Red, faro.Red))
	rvErr(t, err, faro.ErrThreeOfARankCall, faro.RuleCallThreeOfARank)
	rvHeld(t, d, rvBen, rvC(100), 0)
}

// RULINGS profile pharaon / FR 06: Foster's colour call for three of a
// rank, 2:1. 7♣ 7♦ 7♥ come black, red, red.
func TestReviewFoster(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvFull(t, "", "7♣ 7♦ 7♥"))
	rvTo(t, d, 24)
	ben := rvCall(t, d, rvBen, rvFoster(rvC(2), faro.Black, faro.Red, faro.Red))
	dan := rvCall(t, d, rvDan, rvFoster(rvC(4), faro.Red, faro.Black, faro.Red))
	anna := rvCall(t, d, rvAnna, rvFoster(rvC(2), faro.Red, faro.Red, faro.Black))
	r := rvTurn(t, d)
	e := rvOne(t, r, ben)
	rvWant(t, e, faro.CallWon, faro.ReasonRightOrder, rvC(4), 0, false) // 2 × 2
	rvRule(t, e, faro.RuleFoster)
	rvWant(t, rvOne(t, r, dan), faro.CallLost, faro.ReasonWrongOrder, rvC(-4), 0, false)
	rvWant(t, rvOne(t, r, anna), faro.CallLost, faro.ReasonWrongOrder, rvC(-2), 0, false)
	rvMoney(t, d, rvC(-4), rvC(-2), rvC(4), rvC(2)) // −4 + 4 + 2
}

// Foster: invalid colour patterns and order calls are refused.
func TestReviewFosterRefusals(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvFull(t, "", "7♣ 7♦ 7♥"))
	rvTo(t, d, 24)
	B, R := faro.Black, faro.Red
	for _, c := range []faro.Call{
		rvFoster(rvC(2), R, R, R),             // three red: no such cards
		rvFoster(rvC(2), B, B, R),             // two black: only 7♣ is black
		rvFoster(rvC(2), B, R, faro.NoColour), // a colour missing
		{Foster: true, Colours: [3]faro.Colour{B, R, R}, Order: [3]engine.Rank{7, 7, 7}, Stake: rvC(2)},
	} {
		_, err := d.CallTurn(rvBen, c)
		if re := rvErr(t, err, faro.ErrCallNotPermutation, faro.RuleFoster); len(re.Remaining) != 3 {
			t.Errorf("%+v: remaining %v", c, re.Remaining)
		}
	}
	_, err := d.CallTurn(rvBen, rvOrder(rvC(2), 7, 7, 7))
	rvErr(t, err, faro.ErrFosterRequired, faro.RuleFoster)
	_, err = d.CallTurn(rvBen, rvFoster(rvC(3), B, R, R)) // odd weight
	rvErr(t, err, faro.ErrOddWeight, faro.RuleEvenWeight)
	// Three different ranks: no colour call.
	d2 := rvDeal(t, rvPharaon(), rvFull(t, "", "7♠ J♥ 3♦"))
	rvTo(t, d2, 24)
	_, err = d2.CallTurn(rvBen, rvFoster(rvC(2), B, R, R))
	rvErr(t, err, faro.ErrFosterNotAllowed, faro.RuleFoster)
}

// RULINGS: a call must be a permutation of the three remaining cards;
// anything else is refused with the list of what remains.
func TestReviewCallNotPermutation(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "7♠ J♥ 3♦"))
	rvTo(t, d, 24)
	for _, o := range [][3]engine.Rank{{7, 11, 4}, {7, 7, 11}, {3, 3, 3}, {0, 7, 11}} {
		_, err := d.CallTurn(rvDan, rvOrder(rvC(2), o[0], o[1], o[2]))
		re := rvErr(t, err, faro.ErrCallNotPermutation, faro.RuleCallPermutation)
		var got []string
		for _, c := range re.Remaining {
			got = append(got, c.String())
		}
		if !slices.Equal(got, []string{"3♦", "7♠", "J♥"}) { // card order, not deal order
			t.Errorf("%v: remaining %v", o, got)
		}
	}
	d2 := rvDeal(t, rvPharo(), rvFull(t, "", "7♣ J♦ 7♥"))
	rvTo(t, d2, 24)
	_, err := d2.CallTurn(rvDan, rvOrder(rvC(2), 7, 11, 11))
	rvErr(t, err, faro.ErrCallNotPermutation, faro.RuleCallPermutation)
	_, err = d2.CallTurn(rvDan, rvOrder(rvC(11), 7, 11, 7)) // above the maximum 10
	rvErr(t, err, faro.ErrStakeTooHigh, faro.RuleStakeMax)
	_, err = d2.CallTurn(rvBank, rvOrder(rvC(1), 7, 11, 7))
	rvErr(t, err, faro.ErrBankerBets, faro.RuleBankerBets)
}

// RULINGS: the call is settled separately from ordinary bets on the same
// turn, which settle normally (the hock settling nothing).
func TestReviewCallSeparateFromBets(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "7♠ J♥ 3♦"))
	rvTo(t, d, 24)
	benJ := rvPlace(t, d, rvBen, rvOn(engine.Jack, rvC(5)))
	benCall := rvCall(t, d, rvBen, rvOrder(rvC(2), engine.Seven, engine.Jack, engine.Three))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Seven, rvC(3)))
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.Three, rvC(4)))
	rvHeld(t, d, rvBen, rvC(93), rvC(7))
	r := rvTurn(t, d)
	if r.Hock.String() != "3♦" {
		t.Errorf("hock %v", r.Hock)
	}
	ev := rvEvents(r, benJ) // J♥ wins, then J is dead (J♣ J♦ J♠ came earlier)
	if len(ev) != 2 {
		t.Fatalf("J events %+v", ev)
	}
	rvWant(t, ev[0], faro.Won, faro.ReasonWinnerCard, rvC(5), rvC(5), true)
	rvWant(t, ev[1], faro.Returned, faro.ReasonDeadRank, 0, rvC(5), false)
	rvWant(t, rvOne(t, r, benCall), faro.CallWon, faro.ReasonRightOrder, rvC(8), rvC(10), false)
	rvWant(t, rvOne(t, r, dan), faro.Lost, faro.ReasonLoserCard, rvC(-3), 0, false)
	rvWant(t, rvOne(t, r, anna), faro.EndOfDeal, faro.ReasonHock, 0, rvC(4), false)
	// Ben +5 +8 = +13, Dan −3, Anna 0: bank −10. Ben: 93 + 5 + 10 + 5 = 113.
	rvMoney(t, d, rvC(-3), 0, rvC(13), rvC(-10))
	rvHeld(t, d, rvBen, rvC(113), 0)
	rvHeld(t, d, rvAnna, rvC(100), 0)
	// Order: ordinary bets, then the call, then the dead-rank return.
	pos := func(id faro.BetID, what faro.Outcome) int {
		return slices.IndexFunc(r.Events(), func(e faro.Event) bool { return e.Bet == id && e.What == what })
	}
	if c := pos(benCall, faro.CallWon); !(pos(benJ, faro.Won) < c && pos(dan, faro.Lost) < c && c < pos(benJ, faro.Returned)) {
		t.Errorf("event order %+v", r.Events())
	}
}

// ---- Stakes and windows ----

// RULINGS profile pharo: whole chips between minimum and maximum, not
// more than held off the layout.
func TestReviewPharoStakes(t *testing.T) {
	r := rvPharo()
	r.MinStake = 2
	d, err := faro.NewDeal(r, rvNames(), rvBank, rvDeck(t, "2♠ K♦ 9♣"), []engine.Amount{rvC(100), rvC(5), rvC(100), rvC(100)})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		stake engine.Amount
		err   error
		rule  faro.RuleID
		limit engine.Amount
	}{
		{0, faro.ErrNotPositive, faro.RuleStakePositive, 0},
		{rvC(-2), faro.ErrNotPositive, faro.RuleStakePositive, 0},
		{rvH(5), faro.ErrFractionalStake, faro.RuleWholeChips, 0}, // 2½
		{rvC(1), faro.ErrStakeTooLow, faro.RuleStakeMin, rvC(2)},
		{rvC(11), faro.ErrStakeTooHigh, faro.RuleStakeMax, rvC(10)},
		{rvC(6), faro.ErrNotEnoughChips, faro.RuleChipsHeld, rvC(5)}, // holds 5
	} {
		_, err := d.Place(rvDan, rvOn(engine.Nine, c.stake))
		if re := rvErr(t, err, c.err, c.rule); re.Limit != c.limit || re.Stake != c.stake {
			t.Errorf("stake %v: limit %v stake %v", c.stake, re.Limit, re.Stake)
		}
	}
	id := rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(3)))
	_, err = d.Place(rvDan, rvOn(engine.Four, rvC(3))) // 2 left
	rvErr(t, err, faro.ErrNotEnoughChips, faro.RuleChipsHeld)
	err = d.ChangeStake(id, rvC(6)) // 3 more, 2 held
	rvErr(t, err, faro.ErrNotEnoughChips, faro.RuleChipsHeld)
	if err := d.ChangeStake(id, rvC(5)); err != nil {
		t.Fatal(err)
	}
	rvHeld(t, d, rvDan, 0, rvC(5))
	_, err = d.Place(rvBank, rvOn(engine.Four, rvC(2)))
	rvErr(t, err, faro.ErrBankerBets, faro.RuleBankerBets)
}

// RULINGS profile pharaon: positive even weights only; single-rank bets.
func TestReviewPharaonWeights(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvDeck(t, "2♠ K♦ 9♣"))
	for _, c := range []struct {
		b    faro.Bet
		err  error
		rule faro.RuleID
	}{
		{rvOn(engine.Nine, rvC(3)), faro.ErrOddWeight, faro.RuleEvenWeight},
		{rvOn(engine.Nine, rvC(1)), faro.ErrOddWeight, faro.RuleEvenWeight},
		{rvOn(engine.Nine, rvH(1)), faro.ErrOddWeight, faro.RuleEvenWeight},
		{rvOn(engine.Nine, 0), faro.ErrNotPositive, faro.RuleStakePositive},
		{rvOn(engine.Nine, rvC(-2)), faro.ErrNotPositive, faro.RuleStakePositive},
		{rvSplit(engine.Four, engine.Five, false, rvC(2)), faro.ErrSplitNotInProfile, faro.RuleSingleOnly},
		{rvHighBet(rvC(2)), faro.ErrHighCardNotInProfile, faro.RuleSingleOnly},
	} {
		_, err := d.Place(rvDan, c.b)
		rvErr(t, err, c.err, c.rule)
	}
	rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(2)))
	rvPlace(t, d, rvDan, rvCopper(engine.Nine, rvC(1000))) // no "held" check in a ledger
	r := rvPharaon()
	r.HighCard = true
	if err := r.Validate(); err == nil {
		t.Error("pharaon with high card must be invalid")
	}
}

// RULINGS: bets only between turns; nothing after the deal.
func TestReviewWindowsAfterDeal(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", "7♠ J♥ 3♦"))
	id := rvPlace(t, d, rvDan, rvOn(engine.Three, rvC(1)))
	rvTo(t, d, 25)
	if !d.Over() || d.Phase() != faro.PhaseOver {
		t.Fatal("the deal is over after 25 turns")
	}
	_, err := d.Place(rvDan, rvOn(engine.Four, rvC(1)))
	rvErr(t, err, faro.ErrBettingClosed, faro.RuleBettingWindow)
	rvErr(t, d.ChangeStake(id, rvC(2)), faro.ErrBettingClosed, faro.RuleBettingWindow)
	rvErr(t, d.Remove(id), faro.ErrBettingClosed, faro.RuleBettingWindow)
	_, err = d.NextTurn()
	rvErr(t, err, faro.ErrDealOver, faro.RuleDealOver)
}

// ---- Casekeeper ----

// RULINGS "Casekeeper", DE "Der Kartenzähler": each rank starts at 4, the
// soda and every shown card come off; marks "0" bank card, "|" player card.
func TestReviewCasekeeper(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "9♥ K♦ 9♣ 9♦ 9♠"))
	rvTurn(t, d)
	rvTurn(t, d)
	ck := d.Casekeeper()
	if ck.Remaining(engine.Nine) != 0 || !ck.Dead(engine.Nine) || ck.Remaining(engine.King) != 3 ||
		!ck.DoubletPossible(engine.King) || ck.Remaining(engine.Two) != 4 || ck.Shown() != 5 || d.CardsLeft() != 47 {
		t.Errorf("counts %v shown %d left %d", ck.Counts(), ck.Shown(), d.CardsLeft())
	}
	want := []faro.CaseEntry{
		{Card: rvCards(t, "9♥")[0], Mark: faro.MarkSoda, Turn: 0},
		{Card: rvCards(t, "9♣")[0], Mark: faro.MarkWinner, Turn: 1},
		{Card: rvCards(t, "9♦")[0], Mark: faro.MarkLoser, Turn: 2},
		{Card: rvCards(t, "9♠")[0], Mark: faro.MarkWinner, Turn: 2},
	}
	if got := ck.Marks(engine.Nine); !slices.Equal(got, want) {
		t.Errorf("marks of 9: %+v", got)
	}
	var sym string
	for _, e := range ck.Marks(engine.Nine) {
		sym += e.Mark.Symbol()
	}
	if sym != "S|0|" {
		t.Errorf("symbols %q, want S|0|", sym)
	}
	if k := ck.Marks(engine.King); len(k) != 1 || k[0].Mark != faro.MarkLoser || k[0].Turn != 1 {
		t.Errorf("marks of K: %+v", k)
	}
	total := 0
	for _, n := range ck.Counts() {
		total += n
	}
	if total != 47 {
		t.Errorf("%d cards counted as left, want 52 − 5 = 47", total)
	}
}

// RULINGS: 1 soda + 25 losers + 25 winners + 1 hock = 52, all counts 0.
func TestReviewFiftyTwoCards(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "9♥ K♦ 9♣", "3♣ 9♦ 9♠"))
	rvTo(t, d, 25)
	ck := d.Casekeeper()
	byMark := map[faro.Mark]int{}
	for r := engine.Ace; r <= engine.King; r++ {
		if ck.Remaining(r) != 0 {
			t.Errorf("rank %v: %d left", r, ck.Remaining(r))
		}
		for _, e := range ck.Marks(r) {
			byMark[e.Mark]++
		}
	}
	if byMark[faro.MarkSoda] != 1 || byMark[faro.MarkLoser] != 25 || byMark[faro.MarkWinner] != 25 || byMark[faro.MarkHock] != 1 {
		t.Errorf("marks %v", byMark)
	}
	shown := d.Shown()
	if len(shown) != 52 || engine.CheckDeck(shown) != nil || ck.Shown() != 52 || d.CardsLeft() != 0 {
		t.Errorf("shown %d cards", len(shown))
	}
	if h, ok := d.Hock(); !ok || h.String() != "9♠" {
		t.Errorf("hock %v", h)
	}
	nines := ck.Marks(engine.Nine)
	if len(nines) != 4 || nines[2].Turn != 25 || nines[2].Mark != faro.MarkWinner || nines[3].Mark != faro.MarkHock || nines[3].Turn != 25 {
		t.Errorf("marks of 9: %+v", nines)
	}
}

// Decision 17 / RULINGS "A rank at 1 can no longer make a doublet": a bet
// on a rank with one card left is accepted.
func TestReviewOneCardLeft(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ 2♦ 3♣ 2♥ 4♣"))
	rvTo(t, d, 2)
	ck := d.Casekeeper()
	if ck.Remaining(engine.Two) != 1 || ck.DoubletPossible(engine.Two) || ck.Dead(engine.Two) {
		t.Errorf("2: %d left", ck.Remaining(engine.Two))
	}
	rvPlace(t, d, rvDan, rvOn(engine.Two, rvC(1)))
}

// ---- Sessions ----

// RULINGS profile pharo "Session": the bank passes left after each deal,
// everyone banks equally often, most chips wins.
func TestReviewSessionPharo(t *testing.T) {
	s, err := faro.NewSession(rvPharo(), []string{"A", "B", "C"}, 1, 2, engine.NewRand(5))
	if err != nil {
		t.Fatal(err)
	}
	if s.TotalDeals() != 6 {
		t.Fatalf("2 rounds of 3 deals, got %d", s.TotalDeals())
	}
	wantBankers := []int{1, 2, 0, 1, 2, 0}
	for i, b := range wantBankers {
		if s.NextBanker() != b {
			t.Errorf("deal %d: banker %d, want %d", i+1, s.NextBanker(), b)
		}
		var deck []engine.Card
		if i == 0 {
			deck = rvDeck(t, "2♠ K♦ 9♣")
		}
		d, err := s.NextDeal(deck)
		if err != nil {
			t.Fatal(err)
		}
		// The session owns its deals' bankers and holdings: no Reset.
		rvErr(t, d.Reset(0, engine.NewDeck(), []engine.Amount{rvC(999), 0, 0}), faro.ErrSessionDeal, faro.RuleSession)
		if i == 0 {
			// A stakes 10 on the 9: +10; taken back before turn 2.
			id := rvPlace(t, d, 0, rvOn(engine.Nine, rvC(10)))
			rvTurn(t, d)
			if err := d.Remove(id); err != nil {
				t.Fatal(err)
			}
			_, err := s.NextDeal(nil)
			rvErr(t, err, faro.ErrDealNotOver, faro.RuleSession)
		}
		if i == 1 && (d.StartHoldings(0) != rvC(110) || d.StartHoldings(1) != rvC(90) || d.StartHoldings(2) != rvC(100)) {
			t.Errorf("carried over %v %v %v", d.StartHoldings(0), d.StartHoldings(1), d.StartHoldings(2))
		}
		rvTo(t, d, 25)
	}
	for p := 0; p < 3; p++ {
		if s.BankerCount(p) != 2 {
			t.Errorf("player %d banked %d times", p, s.BankerCount(p))
		}
	}
	// A 100 + 10, B (banker of deal 1) 100 − 10, C 100.
	if !s.Over() || !slices.Equal(s.Winners(), []int{0}) || s.Standing(0) != rvC(110) || s.Standing(1) != rvC(90) {
		t.Errorf("over %v winners %v standings %v %v", s.Over(), s.Winners(), s.Standing(0), s.Standing(1))
	}
	_, err = s.NextDeal(nil)
	rvErr(t, err, faro.ErrSessionOver, faro.RuleSession)
}

// RULINGS profile pharaon "Session": each player banks once; FR 07 "premiers
// ex æquo partagent".
func TestReviewSessionPharaon(t *testing.T) {
	_, err := faro.NewSession(rvPharaon(), []string{"A", "B", "C"}, 0, 2, nil)
	rvErr(t, err, faro.ErrBadRounds, faro.RuleSession)
	s, err := faro.NewSession(rvPharaon(), []string{"A", "B", "C"}, 0, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Deal 1 (bank A): B +2 on the 9. Deal 2 (bank B): C +2. Deal 3 (bank
	// C): A +4, B +2. A −2 + 4 = 2, B 2 − 2 + 2 = 2, C 2 − 6 = −4.
	bets := [][]struct {
		p int
		w int64
	}{{{1, 2}}, {{2, 2}}, {{0, 4}, {1, 2}}}
	for i, bs := range bets {
		d, err := s.NextDeal(rvDeck(t, "2♠ K♦ 9♣"))
		if err != nil {
			t.Fatal(err)
		}
		if d.Banker() != i {
			t.Errorf("deal %d banker %d", i+1, d.Banker())
		}
		for _, b := range bs {
			rvPlace(t, d, b.p, rvOn(engine.Nine, rvC(b.w)))
		}
		rvTo(t, d, 25)
	}
	if !s.Over() || s.Standing(0) != rvC(2) || s.Standing(1) != rvC(2) || s.Standing(2) != rvC(-4) {
		t.Errorf("standings %v %v %v", s.Standing(0), s.Standing(1), s.Standing(2))
	}
	if !slices.Equal(s.Winners(), []int{0, 1}) {
		t.Errorf("winners %v, want A and B sharing", s.Winners())
	}
}

// ---- No leaks of internal state ----

// Slices returned by accessors and results are the caller's to change.
func TestReviewNoLeaks(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvDeck(t, "2♠ K♦ 9♣ 3♦ 9♥"))
	id := rvPlace(t, d, rvDan, rvOn(engine.Nine, rvC(4)))
	d.Players()[1] = "Eve"
	d.Bets()[0].Bet.Stake = rvC(9)
	d.Shown()[0] = engine.Card{}
	d.Remaining()[0] = engine.Card{}
	faro.NeighboursOf(engine.Seven)[0] = engine.King
	if d.Players()[1] != "Dan" || d.Bets()[0].Bet.Stake != rvC(4) || d.Soda().String() != "2♠" ||
		!slices.Equal(faro.NeighboursOf(engine.Seven), []engine.Rank{6, 8}) {
		t.Fatal("an accessor handed out internal state")
	}
	r, err := d.NextTurn()
	if err != nil {
		t.Fatal(err)
	}
	// Scribbling on the result's events and appending to them changes
	// nothing the deal keeps or reports later, nor the result itself.
	ev := r.Events()
	ev[0].Delta = rvC(100)
	ev = append(ev, faro.Event{Bet: id, Delta: rvC(50)})
	if again := r.Events(); len(again) != 1 || again[0].Delta != rvC(4) || len(ev) != 2 {
		t.Errorf("turn 1 events %+v after the caller changed its copy", again)
	}
	r2, err := d.NextTurn() // 3♦ loses, 9♥ wins: +4 again
	if err != nil {
		t.Fatal(err)
	}
	if len(r2.Events()) != 1 || r2.Events()[0].Delta != rvC(4) {
		t.Errorf("turn 2 events %+v", r2.Events())
	}
	// The first result keeps its own events after the next turn.
	if again := r.Events(); len(again) != 1 || again[0].Delta != rvC(4) || again[0].Card.String() != "9♣" {
		t.Errorf("turn 1 events %+v after turn 2", again)
	}
	rvMoney(t, d, rvC(8), 0, 0, rvC(-8))
	_, err = d.Place(rvDan, rvSplit(engine.Seven, engine.Nine, false, rvC(1)))
	re := rvErr(t, err, faro.ErrNotNeighbours, faro.RuleSplitNeighbours)
	re.Allowed[0] = engine.King
	_, err = d.Place(rvDan, rvSplit(engine.Seven, engine.Nine, false, rvC(1)))
	if re2 := rvErr(t, err, faro.ErrNotNeighbours, faro.RuleSplitNeighbours); re2.Allowed[0] != engine.Six {
		t.Error("refusals share their Allowed slice")
	}
}

// ---- A whole unshuffled deal ----

// The deck in card order (A♣ A♦ A♥ A♠ 2♣ … K♠): soda A♣; turn 2r−1 is the
// doublet r♦ r♥; turn 2r is r♠ (loser) and (r+1)♣ (winner); turn 25 is
// K♦ K♥ and the hock K♠. So three kings remain for the call: Pharo
// refuses any call (RULINGS profile pharo).
func TestReviewWholeDealInCardOrder(t *testing.T) {
	d := rvDeal(t, rvPharo(), rvFull(t, "", ""))
	danA := rvPlace(t, d, rvDan, rvOn(engine.Ace, rvC(2)))      // t1 doublet: −1
	dan2 := rvPlace(t, d, rvDan, rvCopper(engine.Two, rvC(2)))  // t2 2♣ wins: copper −2
	dan5 := rvPlace(t, d, rvDan, rvOn(engine.Five, rvC(3)))     // t8 5♣ wins +3; t9 doublet −1½
	anna := rvPlace(t, d, rvAnna, rvCopper(engine.Six, rvC(2))) // t10 6♣ wins: copper −2
	benS := rvPlace(t, d, rvBen, rvSplit(7, 8, false, rvC(4)))  // t12 7♣ wins +4; t13 doublet −2
	benK := rvPlace(t, d, rvBen, rvCopper(engine.King, rvC(1))) // t24 K♣ wins: copper −1
	want := map[int][]struct {
		id    faro.BetID
		what  faro.Outcome
		delta engine.Amount
	}{
		1:  {{danA, faro.HalfLost, rvC(-1)}},
		2:  {{dan2, faro.Lost, rvC(-2)}},
		8:  {{dan5, faro.Won, rvC(3)}},
		9:  {{dan5, faro.HalfLost, rvH(-3)}},
		10: {{anna, faro.Lost, rvC(-2)}},
		12: {{benS, faro.Won, rvC(4)}},
		13: {{benS, faro.HalfLost, rvC(-2)}},
		24: {{benK, faro.Lost, rvC(-1)}},
	}
	for turn := 1; turn <= 24; turn++ {
		r := rvTurn(t, d)
		if len(r.Events()) != len(want[turn]) {
			t.Fatalf("turn %d (%v %v): events %+v", turn, r.Loser, r.Winner, r.Events())
		}
		for _, w := range want[turn] {
			if e := rvOne(t, r, w.id); e.What != w.what || e.Delta != w.delta {
				t.Errorf("turn %d: %v %v, want %v %v", turn, e.What, e.Delta, w.what, w.delta)
			}
		}
	}
	_, err := d.CallTurn(rvBen, rvOrder(rvC(1), 13, 13, 13))
	rvErr(t, err, faro.ErrThreeOfARankCall, faro.RuleCallThreeOfARank)
	if r := rvTurn(t, d); !r.Doublet || r.Hock.String() != "K♠" || len(r.Events()) != 0 {
		t.Errorf("last turn %v %v hock %v events %+v", r.Loser, r.Winner, r.Hock, r.Events())
	}
	// Dan −1 −2 +3 −1½ = −1½; Anna −2; Ben +4 −2 −1 = +1; bank +2½.
	rvMoney(t, d, rvH(-3), rvC(-2), rvC(1), rvH(5))
	rvHeld(t, d, rvDan, rvH(197), 0) // 100 − 1½
	rvHeld(t, d, rvBen, rvC(101), 0)
	rvHeld(t, d, rvBank, rvH(205), 0) // 100 + 2½
}

// The same unshuffled deck in Pharaon: Foster's call on K♦ K♥ K♠ (red,
// red, black) and a K pronostic that the last doublet halves.
func TestReviewWholeDealPharaonFoster(t *testing.T) {
	d := rvDeal(t, rvPharaon(), rvFull(t, "", ""))
	dan := rvPlace(t, d, rvDan, rvOn(engine.Five, rvC(4))) // t8 5♣ wins: +4, resolved
	rvTo(t, d, 24)
	if b, ok := d.Bet(dan); ok {
		t.Errorf("resolved pronostic still there: %+v", b)
	}
	ben := rvCall(t, d, rvBen, rvFoster(rvC(2), faro.Red, faro.Red, faro.Black))
	anna := rvPlace(t, d, rvAnna, rvOn(engine.King, rvC(2)))
	r := rvTurn(t, d)
	rvWant(t, rvOne(t, r, ben), faro.CallWon, faro.ReasonRightOrder, rvC(4), 0, false)
	rvWant(t, rvOne(t, r, anna), faro.HalfLost, faro.ReasonDoublet, rvC(-1), 0, false)
	rvMoney(t, d, rvC(4), rvC(-1), rvC(4), rvC(-7))
}

// ---- Odd input ----

// Zero values, out-of-range ranks, kinds, colours, IDs and players: every
// call returns (an error or a zero answer) and none panics.
func TestReviewOddInputNoPanic(t *testing.T) {
	var d faro.Deal
	if _, err := d.Place(0, faro.Bet{Kind: 99, Rank: 200}); err == nil {
		t.Error("a zero Deal accepts bets")
	}
	_, _ = d.CallTurn(1, faro.Call{Order: [3]engine.Rank{200, 0, 0}, Colours: [3]faro.Colour{9, 9, 9}})
	if _, err := d.NextTurn(); err == nil {
		t.Error("a zero Deal draws turns")
	}
	_ = d.ChangeStake(^faro.BetID(0), -4)
	_ = d.Remove(^faro.BetID(0))
	_, _ = d.Bet(^faro.BetID(0))
	_, _, _, _ = d.Bets(), d.Shown(), d.Remaining(), d.Casekeeper()
	_ = d.Holdings(-1) + d.Balance(99) + d.Staked(1000) + d.StartHoldings(-1)
	if d.Reset(0, nil, nil) == nil {
		t.Error("a zero Deal resets")
	}
	var s faro.Session
	_, _ = s.NextDeal(nil)
	_, _, _ = s.Winners(), s.Standing(3), s.BankerCount(-1)
	var ck faro.Casekeeper
	for _, r := range []engine.Rank{0, 14, 200} {
		_, _, _, _ = ck.Remaining(r), ck.Dead(r), ck.DoubletPossible(r), ck.Marks(r)
		_, _ = faro.NeighboursOf(r), faro.Neighbours(r, 3)
	}
	var r faro.Rules
	_ = r.CheckBet(faro.Bet{Kind: faro.Split, Rank: 1, Rank2: 2})
	_, _ = r.CheckCall(faro.Call{}, [3]engine.Card{})
	_, _ = faro.SettleBet(r, faro.Bet{}, engine.Card{}, engine.Card{})
	_, _ = faro.SettleBet(rvPharo(), faro.Bet{Kind: 7}, engine.Card{}, engine.Card{})
	c3 := [3]engine.Card{{Rank: 3}, {Rank: 3, Suit: 1}, {Rank: 3, Suit: 2}}
	_, _ = faro.SettleCall(rvPharaon(), faro.Call{Foster: true, Colours: [3]faro.Colour{9, 1, 2}, Stake: rvC(2)}, c3[0], c3[1], c3[2])
	_ = faro.CallKindOf([3]engine.Card{{Rank: 99}})
	_ = faro.Mark(99).Symbol() + faro.Outcome(99).String() + faro.Reason(99).String() + faro.CallKind(99).String() +
		faro.Colour(9).String() + faro.BetKind(9).String() + faro.Profile(9).String() + string(faro.Event{}.Rule())
	_ = faro.TurnResult{}.Events()
	_ = (&faro.RuleError{}).Error()
	// Extreme holdings: a stake above what is held is refused, not overflowed.
	big := rvPharo()
	big.MaxStake = faro.StakeCap
	dd, err := faro.NewDeal(big, []string{"a", "b"}, 0, engine.NewDeck(), []engine.Amount{engine.Chips(faro.ChipCap), engine.Chips(-faro.ChipCap)})
	if err != nil {
		t.Fatal(err)
	}
	_, err = dd.Place(1, rvOn(engine.Five, rvC(1)))
	rvErr(t, err, faro.ErrNotEnoughChips, faro.RuleChipsHeld)
}
