package faro

import (
	"testing"

	"croupier/engine"
)

// benchTable returns decks and, for 9 punters, 5 bets each of mixed kinds:
// a single, a coppered single, a split, a high card and another single.
func benchTable(b *testing.B) ([][]engine.Card, [][]Bet, Rules) {
	r := DefaultRules(Pharo)
	r.HighCard = true
	rng := engine.NewRand(3)
	decks := make([][]engine.Card, 64)
	for i := range decks {
		decks[i] = engine.ShuffledDeck(rng)
	}
	bets := make([][]Bet, 10)
	for p := 1; p <= 9; p++ {
		r1 := engine.Rank((p*3)%13 + 1)
		r2 := engine.Rank((p*3+5)%13 + 1)
		r3 := engine.Rank((p*7)%13 + 1)
		r4 := engine.Rank((p*3+9)%13 + 1)
		bets[p] = []Bet{
			single(r1, 2),
			copper(r2, 3),
			split(r3, NeighboursOf(r3)[0], 4),
			highCard(1),
			single(r4, 5),
		}
	}
	return decks, bets, r
}

// BenchmarkDeal: soda and all 25 turns with 9 punters holding 5 bets each
// (placed before the first turn), settled; one Deal reused with Reset.
func BenchmarkDeal(b *testing.B) {
	decks, bets, r := benchTable(b)
	names := []string{"B", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
	d, err := NewDeal(r, names, 0, decks[0], nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := d.Reset(0, decks[i%len(decks)], nil); err != nil {
			b.Fatal(err)
		}
		for p := 1; p <= 9; p++ {
			for _, bt := range bets[p] {
				if _, err := d.Place(p, bt); err != nil {
					b.Fatal(err)
				}
			}
		}
		for !d.Over() {
			if _, err := d.NextTurn(); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkPlace is BenchmarkDeal's Reset and 45 placements without the
// turns: per op, one deal's worth of Place.
func BenchmarkPlace(b *testing.B) {
	decks, bets, r := benchTable(b)
	names := []string{"B", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
	d, err := NewDeal(r, names, 0, decks[0], nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := d.Reset(0, decks[i%len(decks)], nil); err != nil {
			b.Fatal(err)
		}
		for p := 1; p <= 9; p++ {
			for _, bt := range bets[p] {
				if _, err := d.Place(p, bt); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkDealEvents is BenchmarkDeal with every turn's Events() built,
// as a tutor narrating the deal would: the cost of the events on demand.
func BenchmarkDealEvents(b *testing.B) {
	decks, bets, r := benchTable(b)
	names := []string{"B", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
	d, err := NewDeal(r, names, 0, decks[0], nil)
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := d.Reset(0, decks[i%len(decks)], nil); err != nil {
			b.Fatal(err)
		}
		for p := 1; p <= 9; p++ {
			for _, bt := range bets[p] {
				if _, err := d.Place(p, bt); err != nil {
					b.Fatal(err)
				}
			}
		}
		for !d.Over() {
			res, err := d.NextTurn()
			if err != nil {
				b.Fatal(err)
			}
			n += len(res.Events())
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "events/op")
}

// BenchmarkDealBusy is BenchmarkDeal with every punter placing a new
// high-card bet before each turn (9 × 25 more placements).
func BenchmarkDealBusy(b *testing.B) {
	decks, bets, r := benchTable(b)
	names := []string{"B", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
	d, _ := NewDeal(r, names, 0, decks[0], nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = d.Reset(0, decks[i%len(decks)], nil)
		for p := 1; p <= 9; p++ {
			for _, bt := range bets[p][:3] {
				_, _ = d.Place(p, bt)
			}
		}
		for !d.Over() {
			for p := 1; p <= 9; p++ {
				_, _ = d.Place(p, bets[p][3])
			}
			_, _ = d.NextTurn()
		}
	}
}

// BenchmarkDealFresh is BenchmarkDeal with a new Deal for every deal
// (NewDeal instead of Reset): one allocation, the Deal with its first log
// chunk inside it.
func BenchmarkDealFresh(b *testing.B) {
	decks, bets, r := benchTable(b)
	names := []string{"B", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d, err := NewDeal(r, names, 0, decks[i%len(decks)], nil)
		if err != nil {
			b.Fatal(err)
		}
		for p := 1; p <= 9; p++ {
			for _, bt := range bets[p] {
				_, _ = d.Place(p, bt)
			}
		}
		for !d.Over() {
			_, _ = d.NextTurn()
		}
	}
}

// BenchmarkNewDeal measures a fresh Deal (what NewDeal allocates).
func BenchmarkNewDeal(b *testing.B) {
	decks, _, r := benchTable(b)
	names := []string{"B", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := NewDeal(r, names, 0, decks[i%len(decks)], nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSettleBet measures the pure settlement function.
func BenchmarkSettleBet(b *testing.B) {
	r := DefaultRules(Pharo)
	bt := split(engine.Nine, engine.Ten, 3)
	l, w := engine.NewCard(engine.Nine, engine.Clubs), engine.NewCard(engine.Four, engine.Hearts)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := SettleBet(r, bt, l, w); err != nil {
			b.Fatal(err)
		}
	}
}
