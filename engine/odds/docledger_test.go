package odds

import (
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

// docLedger maps every figure quoted in docs/odds.md, as it is written
// there, to what it stands for: the engine's figures (or, for the
// arithmetic of a worked example, plain fractions) that must all equal it.
// A percentage or "≈" decimal must equal them to the decimals shown.
func docLedger(t *testing.T) map[string][]Fraction {
	b := startBox(t)
	tb, err := Compute(b)
	if err != nil {
		t.Fatal(err)
	}
	r4, r3 := tb.Ranks[engine.Six.Index()], tb.Ranks[engine.Seven.Index()]
	hc := tb.HighCard
	pharo, pharaon := faro.Pharo, faro.Pharaon
	six := assess(t, b, pharo, single(engine.Six))
	seven := assess(t, b, pharo, single(engine.Seven))
	sp67 := assess(t, b, pharo, faro.Bet{Kind: faro.Split, Rank: engine.Six, Rank2: engine.Seven})
	sp78 := assess(t, b, pharo, faro.Bet{Kind: faro.Split, Rank: engine.Seven, Rank2: engine.Eight})
	sp56 := assess(t, b, pharo, faro.Bet{Kind: faro.Split, Rank: engine.Five, Rank2: engine.Six})
	sheet, err := ComputeSheet(b, pharo)
	if err != nil {
		t.Fatal(err)
	}
	var others []Fraction // the 16 splits of two ranks of four
	for i, pr := range SplitPairs() {
		if pr[0] != engine.Seven && pr[1] != engine.Seven {
			others = append(others, sheet.Splits[i].Edge)
		}
	}
	// A rank of c cards among n: the standing bet and the pronostic.
	st := func(c, n int) Assessment { return assess(t, boxWith(t, c, n), pharo, single(engine.Ace)) }
	pn := func(c, n int) Assessment { return assess(t, boxWith(t, c, n), pharaon, single(engine.Ace)) }
	// The last turn.
	three, cat, rank := mustBox(t, "3C 7D JS"), mustBox(t, "7C 7D JS"), mustBox(t, "7C 7D 7H")
	callThree, _ := AssessCall(three, pharo)
	callCat, _ := AssessCall(cat, pharo)
	foster, _ := AssessCall(rank, pharaon)
	hcCat := assess(t, cat, pharo, faro.Bet{Kind: faro.HighCard})
	hcRank := assess(t, rank, pharo, faro.Bet{Kind: faro.HighCard})
	catSeven := assess(t, cat, pharo, single(engine.Seven))
	rankSeven := assess(t, rank, pharaon, single(engine.Seven))
	split667 := assess(t, mustBox(t, "6C 6D 7S"), pharo, faro.Bet{Kind: faro.Split, Rank: engine.Six, Rank2: engine.Seven})
	// Worked examples.
	hand, _ := Standing(mustBox(t, "7C 7D 9S 10S JS"), engine.Seven, false)
	hock, _ := Pronostic(mustBox(t, "AC 2C 2D 3C 3D"), engine.Ace, false)
	splitA2, _ := Split(mustBox(t, "AC AD 2S"), engine.Ace, engine.Two, false)
	one := ratio(1, 1)
	fs := func(f ...Fraction) []Fraction { return f }
	later, _ := six.Edge.Sub(r4.Pronostic.BankEdge).Quo(six.Settlements.Sub(one))
	thirds := fs(callCat.Call.Right, callCat.Call.Orders[0].P, foster.Call.Right, catSeven.Standing.Halved, catSeven.Standing.Lost, hcCat.Edge, st(4, 5).PerSettlement)
	sixths := fs(callThree.Call.Right, callThree.Edge, catSeven.Edge, split667.Edge, st(2, 3).Edge, st(4, 11).Edge)
	return map[string][]Fraction{
		// 1. The next turn.
		"12/2550": fs(r4.Next.Doublet), "2/425": fs(r4.Next.Doublet), "0.47 %": fs(r4.Next.Doublet),
		"6/2550": fs(r3.Next.Doublet), "1/425": fs(r3.Next.Doublet, r4.Next.BankEdge),
		"188/2550": fs(r4.Next.Lose), "94/1275": fs(r4.Next.Lose, r4.Next.Win),
		"144/2550": fs(r3.Next.Lose), "24/425": fs(r3.Next.Lose, r3.Next.Win),
		"2162/2550": fs(r4.Next.Untouched), "1081/1275": fs(r4.Next.Untouched), "376/425": fs(r3.Next.Untouched),
		"1/850":    fs(r3.Next.BankEdge),
		"150/2550": fs(hc.Equal), "1/17": fs(hc.BankEdge, r3.Rest.AtLeastOne, CostlyEdge()), "5.88 %": fs(hc.BankEdge, CostlyEdge()),
		"1200/2550": fs(hc.Higher), "8/17": fs(hc.Higher, hc.Lower),
		// 2. Doublets before the end.
		"736/833": fs(r4.Rest.None), "97/833": fs(r4.Rest.AtLeastOne), "11.64 %": fs(r4.Rest.AtLeastOne),
		"49/833": fs(r3.Rest.AtLeastOne), "2/17": fs(r4.Rest.Expected),
		"77.69 %": fs(tb.AnyDoublet.AtLeastOne), "25/17": fs(tb.AnyDoublet.Expected), "≈ 1.47": fs(tb.AnyDoublet.Expected),
		// 3. Calls; the right and wrong chances of the worked EVs.
		"1/6": sixths, "−1/6": fs(callThree.PlayerEV, splitA2.PlayerEV), "5/6": fs(one.Sub(callThree.Call.Right)),
		"16.67 %": fs(callThree.Edge, st(4, 11).Edge),
		"1/3":     thirds, "2/3": fs(one.Sub(callCat.Call.Right)),
		// 4. Pronostic.
		"101/2499": fs(r4.Pronostic.Doublet), "4.04 %": fs(r4.Pronostic.Doublet),
		"101/4998": fs(r4.Pronostic.BankEdge, pn(4, 51).Edge), "2.02 %": fs(r4.Pronostic.BankEdge),
		"25/833": fs(r3.Pronostic.Doublet), "25/1666": fs(r3.Pronostic.BankEdge), "1.50 %": fs(r3.Pronostic.BankEdge),
		"1/5": fs(hock.Unresolved), "2/5": fs(hock.Win, hock.Lose, st(4, 5).Edge),
		// 4. Standing, after the soda.
		"17300/499800": fs(six.Edge), "173/4998": fs(six.Edge), "3.46 %": fs(six.Edge),
		"173/2499": fs(six.Standing.Halved), "6.92 %": fs(six.Standing.Halved),
		"1451/1666": fs(six.Standing.Lost), "87.09 %": fs(six.Standing.Lost),
		"299/4998": fs(six.Standing.Returned), "5.98 %": fs(six.Standing.Returned),
		"452600/249900": fs(six.Settlements), "4526/2499": fs(six.Settlements), "≈ 1.81": fs(six.Settlements),
		"173/9052": fs(six.PerSettlement), "1.91 %": fs(six.PerSettlement),
		// The settlements after the first: what the standing bet costs
		// beyond the pronostic, over the settlements beyond one.
		"2027/2499": fs(six.Settlements.Sub(one)),
		"36/2027":   fs(later), "1.78 %": fs(later),
		"925/41650": fs(seven.Edge), "37/1666": fs(seven.Edge), "2.22 %": fs(seven.Edge),
		"37/833": fs(seven.Standing.Halved), "692/833": fs(seven.Standing.Lost), "104/833": fs(seven.Standing.Returned),
		"29/17": fs(seven.Settlements), "≈ 1.71": fs(seven.Settlements),
		"37/2842": fs(seven.PerSettlement), "1.30 %": fs(seven.PerSettlement),
		// The box 7 7 x y z by hand.
		"−1/10": fs(hand.PlayerEV), "2/10": fs(hand.Halved), "5/10": fs(hand.Lost), "3/10": fs(hand.Returned, pn(4, 5).Edge),
		"12/10": fs(hand.ExpectedResolutions),
		// A rank of two: 1/(2N).
		"1/98": fs(st(2, 49).Edge, pn(2, 49).Edge), "1.02 %": fs(st(2, 49).Edge),
		"1/22": fs(st(2, 11).Edge, pn(2, 11).Edge), "4.55 %": fs(st(2, 11).Edge),
		"1/14": fs(st(2, 7).Edge, pn(2, 7).Edge), "7.14 %": fs(st(2, 7).Edge),
		// "About 2 %": the price per settlement, either way.
		"2 %": fs(six.PerSettlement, r4.Pronostic.BankEdge),
		// Splits.
		"261554/8808975": fs(sp67.Edge, sp78.Edge), "2.97 %": fs(sp67.Edge),
		"261554/16406943": fs(sp67.PerSettlement, sp78.PerSettlement), "1.59 %": fs(sp67.PerSettlement),
		"310292/8808975": append(others, sp56.Edge), "3.52 %": fs(sp56.Edge),
		"155146/8305865": fs(sp56.PerSettlement), "1.87 %": fs(sp56.PerSettlement),
		// 5. The last turn and the bets on a rank of four by N.
		"33.33 %": fs(hcCat.Edge, st(4, 5).PerSettlement), "100 %": fs(hcRank.Edge),
		"1/2": fs(rankSeven.Edge), "50 %": fs(rankSeven.Edge),
		"23/533": fs(st(4, 41).Edge), "4.32 %": fs(st(4, 41).Edge),
		"23/957": fs(st(4, 41).PerSettlement), "2.40 %": fs(st(4, 41).PerSettlement),
		"27/1066": fs(pn(4, 41).Edge), "2.53 %": fs(pn(4, 41).Edge),
		"103/1798": fs(st(4, 31).Edge), "5.73 %": fs(st(4, 31).Edge),
		"103/3182": fs(st(4, 31).PerSettlement), "3.24 %": fs(st(4, 31).PerSettlement),
		"61/1798": fs(pn(4, 31).Edge), "3.39 %": fs(pn(4, 31).Edge),
		"16/261": fs(st(4, 29).Edge), "6.13 %": fs(st(4, 29).Edge),
		"4/115": fs(st(4, 29).PerSettlement), "3.48 %": fs(st(4, 29).PerSettlement),
		"19/522": fs(pn(4, 29).Edge), "3.64 %": fs(pn(4, 29).Edge),
		"34/399": fs(st(4, 21).Edge), "8.52 %": fs(st(4, 21).Edge),
		"17/343": fs(st(4, 21).PerSettlement), "4.96 %": fs(st(4, 21).PerSettlement),
		"41/798": fs(pn(4, 21).Edge), "5.14 %": fs(pn(4, 21).Edge),
		"9/85": fs(st(4, 17).Edge), "10.59 %": fs(st(4, 17).Edge),
		"9/143": fs(st(4, 17).PerSettlement), "6.29 %": fs(st(4, 17).PerSettlement),
		"11/170": fs(pn(4, 17).Edge), "6.47 %": fs(pn(4, 17).Edge),
		"11/104": fs(st(4, 11).PerSettlement), "10.58 %": fs(st(4, 11).PerSettlement),
		"7/66": fs(pn(4, 11).Edge), "10.61 %": fs(pn(4, 11).Edge),
		"40 %": fs(st(4, 5).Edge), "30 %": fs(pn(4, 5).Edge),
		"39/646": fs(st(3, 19).Edge), "6.04 %": fs(st(3, 19).Edge),
	}
}
