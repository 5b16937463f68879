package faro_test

// Helpers of review_test.go (exported API only).

import (
	"errors"
	"slices"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// The review table: the banker is player 0.
const (
	rvBank = 0
	rvDan  = 1
	rvAnna = 2
	rvBen  = 3
)

func rvNames() []string { return []string{"Bank", "Dan", "Anna", "Ben"} }

func rvC(n int64) engine.Amount { return engine.Chips(n) }

func rvH(n int64) engine.Amount { return engine.Halves(n) }

func rvCards(t testing.TB, s string) []engine.Card {
	t.Helper()
	if s == "" {
		return nil
	}
	cs, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatalf("cards %q: %v", s, err)
	}
	return cs
}

// rvDeck stacks the given cards on top; the rest are shuffled.
func rvDeck(t testing.TB, prefix string) []engine.Card {
	t.Helper()
	d, err := engine.StackedDeck(rvCards(t, prefix), engine.NewRand(99))
	if err != nil {
		t.Fatalf("deck %q: %v", prefix, err)
	}
	return d
}

// rvFull stacks a whole deck: prefix, then every other card in card order
// (A♣ A♦ A♥ A♠ 2♣ …), then suffix, whose last three cards are the last
// turn's loser and winner and the hock.
func rvFull(t testing.TB, prefix, suffix string) []engine.Card {
	t.Helper()
	pre, suf := rvCards(t, prefix), rvCards(t, suffix)
	var used engine.CardSet
	for _, c := range append(slices.Clone(pre), suf...) {
		used = used.Add(c)
	}
	full := slices.Clone(pre)
	for _, c := range engine.NewDeck() {
		if !used.Has(c) {
			full = append(full, c)
		}
	}
	full = append(full, suf...)
	d, err := engine.StackedDeck(full, nil)
	if err != nil {
		t.Fatalf("full deck %q…%q: %v", prefix, suffix, err)
	}
	return d
}

func rvDeal(t testing.TB, r faro.Rules, deck []engine.Card) *faro.Deal {
	t.Helper()
	d, err := faro.NewDeal(r, rvNames(), rvBank, deck, nil)
	if err != nil {
		t.Fatalf("NewDeal: %v", err)
	}
	return d
}

func rvPharo() faro.Rules   { return faro.DefaultRules(faro.Pharo) }
func rvPharaon() faro.Rules { return faro.DefaultRules(faro.Pharaon) }

func rvHigh() faro.Rules {
	r := faro.DefaultRules(faro.Pharo)
	r.HighCard = true
	return r
}

func rvOn(r engine.Rank, stake engine.Amount) faro.Bet {
	return faro.Bet{Kind: faro.Single, Rank: r, Stake: stake}
}

func rvCopper(r engine.Rank, stake engine.Amount) faro.Bet {
	return faro.Bet{Kind: faro.Single, Rank: r, Coppered: true, Stake: stake}
}

func rvSplit(a, b engine.Rank, copper bool, stake engine.Amount) faro.Bet {
	return faro.Bet{Kind: faro.Split, Rank: a, Rank2: b, Coppered: copper, Stake: stake}
}

func rvHighBet(stake engine.Amount) faro.Bet { return faro.Bet{Kind: faro.HighCard, Stake: stake} }

func rvPlace(t testing.TB, d *faro.Deal, p int, b faro.Bet) faro.BetID {
	t.Helper()
	id, err := d.Place(p, b)
	if err != nil {
		t.Fatalf("Place(%d, %+v): %v", p, b, err)
	}
	return id
}

func rvCall(t testing.TB, d *faro.Deal, p int, c faro.Call) faro.BetID {
	t.Helper()
	id, err := d.CallTurn(p, c)
	if err != nil {
		t.Fatalf("CallTurn(%d, %+v): %v", p, c, err)
	}
	return id
}

func rvOrder(stake engine.Amount, a, b, c engine.Rank) faro.Call {
	return faro.Call{Order: [3]engine.Rank{a, b, c}, Stake: stake}
}

func rvFoster(stake engine.Amount, a, b, c faro.Colour) faro.Call {
	return faro.Call{Foster: true, Colours: [3]faro.Colour{a, b, c}, Stake: stake}
}

func rvTurn(t testing.TB, d *faro.Deal) *faro.TurnResult {
	t.Helper()
	r, err := d.NextTurn()
	if err != nil {
		t.Fatalf("NextTurn: %v", err)
	}
	return &r
}

// rvTo draws turns until n have been drawn; it fails if a bet in watch
// is settled on the way.
func rvTo(t testing.TB, d *faro.Deal, n int, watch ...faro.BetID) {
	t.Helper()
	for d.TurnNumber() < n {
		r := rvTurn(t, d)
		for _, id := range watch {
			if ev := rvEvents(r, id); len(ev) != 0 {
				t.Fatalf("turn %d settled bet %d unexpectedly: %+v", r.Turn, id, ev)
			}
		}
	}
}

func rvEvents(r *faro.TurnResult, id faro.BetID) []faro.Event {
	var out []faro.Event
	for _, e := range r.Events() {
		if e.Bet == id {
			out = append(out, e)
		}
	}
	return out
}

// rvOne returns the single event of bet id in r.
func rvOne(t testing.TB, r *faro.TurnResult, id faro.BetID) faro.Event {
	t.Helper()
	ev := rvEvents(r, id)
	if len(ev) != 1 {
		t.Fatalf("turn %d: bet %d has %d events, want 1: %+v", r.Turn, id, len(ev), ev)
	}
	return ev[0]
}

// rvWant checks one event: outcome, reason, delta, what went to the
// holdings and whether the bet stays.
func rvWant(t testing.TB, e faro.Event, what faro.Outcome, why faro.Reason, delta, back engine.Amount, stays bool) {
	t.Helper()
	if e.What != what || e.Reason != why || e.Delta != delta || e.ToHoldings != back || e.Stays != stays {
		t.Errorf("event %v/%v delta %v back %v stays %v; want %v/%v delta %v back %v stays %v",
			e.What, e.Reason, e.Delta, e.ToHoldings, e.Stays, what, why, delta, back, stays)
	}
}

func rvRule(t testing.TB, e faro.Event, rule faro.RuleID) {
	t.Helper()
	if e.Rule() != rule {
		t.Errorf("event rule %q, want %q", e.Rule(), rule)
	}
}

func rvErr(t testing.TB, err, sentinel error, rule faro.RuleID) *faro.RuleError {
	t.Helper()
	if !errors.Is(err, sentinel) {
		t.Fatalf("error %v, want %v", err, sentinel)
	}
	var re *faro.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("%v is not a *faro.RuleError", err)
	}
	if re.Rule != rule {
		t.Fatalf("rule %q, want %q (%v)", re.Rule, rule, err)
	}
	return re
}

// rvMoney checks the balances of Dan, Anna and Ben and that the bank's
// change is minus their sum and equals bank.
func rvMoney(t testing.TB, d *faro.Deal, dan, anna, ben, bank engine.Amount) {
	t.Helper()
	for p, w := range map[int]engine.Amount{rvDan: dan, rvAnna: anna, rvBen: ben} {
		if got := d.Balance(p); got != w {
			t.Errorf("balance of %s = %v, want %v", d.Players()[p], got, w)
		}
	}
	if sum := d.Balance(rvDan) + d.Balance(rvAnna) + d.Balance(rvBen); d.BankChange() != -sum {
		t.Errorf("bank change %v is not minus the players' sum %v", d.BankChange(), sum)
	}
	if d.BankChange() != bank {
		t.Errorf("bank change %v, want %v", d.BankChange(), bank)
	}
}

func rvHeld(t testing.TB, d *faro.Deal, p int, held, staked engine.Amount) {
	t.Helper()
	if d.Holdings(p) != held || d.Staked(p) != staked {
		t.Errorf("%s holds %v with %v staked, want %v with %v staked",
			d.Players()[p], d.Holdings(p), d.Staked(p), held, staked)
	}
}
