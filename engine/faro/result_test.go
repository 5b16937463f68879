package faro

import (
	"reflect"
	"slices"
	"testing"

	"croupier/engine"
)

// A turn's result owns its events: whatever the deal does afterwards —
// more turns, a log that moves on to a new chunk in the middle of a turn,
// Reset and new deals — each result's Events() stays what it was right
// after its turn, and every call returns a fresh slice.
func TestResultsOwnTheirEvents(t *testing.T) {
	r := DefaultRules(Pharo)
	r.HighCard = true
	names := []string{"B", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
	rng := engine.NewRand(17)
	d, err := NewDeal(r, names, 0, engine.ShuffledDeck(rng), nil)
	if err != nil {
		t.Fatal(err)
	}
	type kept struct {
		res  TurnResult
		want []Event
	}
	var all []kept
	straddled := 0 // turns whose entries began in one chunk and moved to the next
	for deal := 0; deal < 12; deal++ {
		if deal > 0 {
			if err := d.Reset(deal%len(names), engine.ShuffledDeck(rng), nil); err != nil {
				t.Fatal(err)
			}
		}
		for !d.Over() {
			// Busy tables: every punter bets on up to 14 spots.
			for p := range names {
				for k := 0; k < 14; k++ {
					rk := engine.Rank(1 + rng.IntN(13))
					b := Bet{Kind: Single, Rank: rk, Coppered: rng.IntN(3) == 0, Stake: chips(1)}
					switch rng.IntN(4) {
					case 0:
						b = Bet{Kind: Split, Rank: rk, Rank2: NeighboursOf(rk)[0], Stake: chips(1)}
					case 1:
						b = Bet{Kind: HighCard, Stake: chips(1)}
					}
					_, _ = d.Place(p, b) // refusals (banker, same spot, full layout) are fine here
				}
			}
			var before [MaxPlayers]engine.Amount
			for p := range names {
				before[p] = d.Balance(p)
			}
			room, oldCap := cap(d.log)-len(d.log), cap(d.log)
			res, err := d.NextTurn()
			if err != nil {
				t.Fatal(err)
			}
			ev := res.Events()
			// The events are the turn's: each one a settlement, and they
			// add up to what the turn did to every balance.
			var sum [MaxPlayers]engine.Amount
			for _, e := range ev {
				if e.What == Untouched || e.Rule() == "" || e.Bet == 0 {
					t.Fatalf("deal %d turn %d: not a settlement: %+v", deal, res.Turn, e)
				}
				sum[e.Player] += e.Delta
			}
			for p := range names {
				if p != d.Banker() && d.Balance(p)-before[p] != sum[p] {
					t.Fatalf("deal %d turn %d: player %d's events add up to %v, the balance moved %v",
						deal, res.Turn, p, sum[p], d.Balance(p)-before[p])
				}
			}
			if len(ev) > room && room > 0 && cap(d.log) != oldCap {
				straddled++
			}
			all = append(all, kept{res, slices.Clone(ev)})
			if len(ev) == 0 {
				continue
			}
			ev[0].Delta = chips(1000) // a caller's copy is the caller's
			if got := res.Events(); !reflect.DeepEqual(got, all[len(all)-1].want) {
				t.Fatalf("deal %d turn %d: editing the returned events changed the result", deal, res.Turn)
			}
		}
	}
	if straddled == 0 {
		t.Fatal("no turn began in one chunk of the log and ended in the next: the test does not test that")
	}
	for i, k := range all {
		if got := k.res.Events(); !reflect.DeepEqual(got, k.want) {
			t.Fatalf("result %d (turn %d) changed after later turns and deals:\n got %+v\nwant %+v", i, k.res.Turn, got, k.want)
		}
	}
}

// Each deal of a session is a fresh Deal: a result of the first deal
// keeps its events through the next deal.
func TestSessionResultsOutliveTheirDeal(t *testing.T) {
	s, err := NewSession(DefaultRules(Pharo), []string{"A", "B"}, 0, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := s.NextDeal(stacked(t, "2♠ K♦ 9♣"))
	mustPlace(t, d, 1, single(9, 2))
	r := mustTurn(t, d)
	turnsTo(t, d, Turns)
	d2, _ := s.NextDeal(stacked(t, "2♠ 9♦ K♣"))
	mustPlace(t, d2, 0, single(9, 3))
	turnsTo(t, d2, Turns)
	ev := r.Events()
	if len(ev) != 1 || ev[0].Player != 1 || ev[0].What != Won || ev[0].Delta != chips(2) || ev[0].Card != cardOf(t, "9♣") {
		t.Fatalf("first deal's first turn: %+v", ev)
	}
}

// The zero TurnResult has no events.
func TestZeroResult(t *testing.T) {
	if ev := (TurnResult{}).Events(); ev != nil {
		t.Fatalf("events %v", ev)
	}
}
