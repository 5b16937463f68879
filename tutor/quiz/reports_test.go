package quiz

import (
	"strings"
	"testing"
	"time"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/odds"
	"croupier/locales"
)

// box returns the box holding the given cards ("7♣ 7♦ J♠").
func box(t *testing.T, cards string) odds.Box {
	t.Helper()
	var cs []engine.Card
	for _, f := range strings.Fields(cards) {
		c, err := engine.ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, c)
	}
	b, err := odds.NewBox(cs)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// hasLines fails unless every want is part of some line, in order (two
// wants may be parts of one line).
func hasLines(t *testing.T, lines []string, wants ...string) {
	t.Helper()
	// the typography of a space (plain or non-breaking) is tested in
	// locales; here what is said
	plain := func(s string) string { return strings.ReplaceAll(s, "\u00a0", " ") }
	i := 0
	for _, w := range wants {
		for i < len(lines) && !strings.Contains(plain(lines[i]), plain(w)) {
			i++
		}
		if i == len(lines) {
			t.Fatalf("missing (in order) %q in\n%s", w, strings.Join(lines, "\n"))
		}
	}
}

// TestOddsAfterSoda: the exact figures after the soda 7♣, computed by
// hand (docs/odds.md): a doublet of a rank of four in the next turn
// 4·3/(51·50) = 2/425; before the end 1 − (C(25,4)·16 + C(25,3)·8)/C(51,4)
// = 1 − 220800/249900 = 97/833; the 7s (three left) 3·2/2550 = 1/425 and
// 1 − 19600/20825 = 1/17.
func TestOddsAfterSoda(t *testing.T) {
	soda, _ := engine.ParseCard("7♣")
	b, err := odds.BoxAfter([]engine.Card{soda})
	if err != nil {
		t.Fatal(err)
	}
	lines := OddsReport(locales.New(locales.German), b, nil, faro.Pharo)
	hasLines(t, lines,
		"51 Karten im Stapel, noch 25 Abzüge, dann der Hock",
		"6   (4 übrig)  2/425 = 0,47\u00a0%  ·  97/833 = 11,64\u00a0%",
		"7   (3 übrig)  1/425 = 0,24\u00a0%  ·  1/17 = 5,88\u00a0%",
		"Irgendein Doublet bis zum Ende: ≈ 77,69\u00a0%; im Mittel 25/17 ≈ 1,47 Doublets.",
		"Erklärung:",
		"keine offenen Einsätze")
	fr := OddsReport(locales.New(locales.French), b, nil, faro.Pharaon)
	hasLines(t, fr, "51 cartes dans le paquet, encore 25 paires, puis le hock", "R   (4 restantes)  2/425 = 0,47\u00a0%  ·  97/833 = 11,64\u00a0%")
}

// TestOddsOpenBets: the bank's edge on open bets, by hand. Box 7♣ 7♦ 2♠
// 9♥ K♦ (two turns and the hock), a Pharo bet on 7 left standing: of the
// C(5,2) = 10 places of the 7s, {1,2} and {3,4} are doublets (−½ each),
// {1,3} {1,4} {1,5} {3,5} lose (−1), {2,3} wins then loses (0), {2,4}
// wins twice (+2), {2,5} and {4,5} win once (+1): −1 in all, the edge
// 1/10. High card on the next turn: the pairs of equal rank are 7♣7♦ and
// 7♦7♣ of 5·4 = 20: edge 1/10.
func TestOddsOpenBets(t *testing.T) {
	b := box(t, "7♣ 7♦ 2♠ 9♥ K♦")
	bets := []OpenBet{
		{Player: "Dan", Info: faro.BetInfo{Bet: faro.Bet{Kind: faro.Single, Rank: engine.Seven, Stake: engine.Chips(4)}}},
		{Player: "Anna", Info: faro.BetInfo{Bet: faro.Bet{Kind: faro.HighCard, Stake: engine.Chips(2)}}},
	}
	hasLines(t, OddsReport(locales.New(locales.German), b, bets, faro.Pharo),
		"Dan, 4 Chips auf 7: 1/10 = 10,00\u00a0%",
		"Anna, 2 Chips auf Hohe Karte: 1/10 = 10,00\u00a0%",
		"halbe Chance, dass der stehende Einsatz in einem Doublet endet")
	// A split A–2 with A A 2 left: A A 2 is a doublet (−½), A 2 A and
	// 2 A A are pushes after which the 2 is dead (0); each order of ranks
	// has 2 of the 6 orders of cards: the edge is ½·⅓ = 1/6.
	split := []OpenBet{{Player: "Ben", Info: faro.BetInfo{Bet: faro.Bet{Kind: faro.Split, Rank: engine.Ace, Rank2: engine.Two, Stake: engine.Chips(3)}}}}
	hasLines(t, OddsReport(locales.New(locales.German), box(t, "A♣ A♦ 2♠"), split, faro.Pharo),
		"Ben, 3 Chips zwischen A und 2: 1/6 = 16,67\u00a0%")
	// A Pharaon pronostic on A with A 2 2 3 3 left: the A is the hock in
	// 1 of 5 places (unresolved), a loser or a winner in 2 each: edge 0.
	pron := []OpenBet{{Player: "Eva", Info: faro.BetInfo{Bet: faro.Bet{Kind: faro.Single, Rank: engine.Ace, Stake: engine.Chips(2), Coppered: true}}}}
	hasLines(t, OddsReport(locales.New(locales.French), box(t, "A♣ 2♦ 2♠ 3♣ 3♥"), pron, faro.Pharaon),
		"Eva, pronostic cuivré sur A (poids 2)\u00a0: 0 = 0\u00a0%")
}

// TestOddsBothWays: a bet's edge over its whole life and per
// settlement, after the soda 7♣ (docs/odds.md section 4, by hand: a Pharo
// bet left standing on a rank of four ends halved in H = 17300 of the
// C(51,4) = 249900 sets of places, so its edge is ½·17300/249900 =
// 173/4998; it meets (W + L + H)/C(51,4) = (217650 + 217650 + 17300)/249900
// = 4526/2499 settlements, so 173/9052 per settlement; a Pharaon
// pronostic first shows as a doublet in Σ j·(2j+1) = 10100 sets: edge
// ½·10100/249900 = 101/4998, settled once).
func TestOddsBothWays(t *testing.T) {
	soda, _ := engine.ParseCard("7♣")
	b, _ := odds.BoxAfter([]engine.Card{soda})
	six := []OpenBet{{Player: "Dan", Info: faro.BetInfo{Bet: faro.Bet{Kind: faro.Single, Rank: engine.Six, Stake: engine.Chips(2)}}}}
	hasLines(t, OddsReport(locales.New(locales.German), b, six, faro.Pharo),
		"Dan, 2 Chips auf 6: 173/4998 = 3,46\u00a0% bis der Einsatz das Tableau verlässt · 173/9052 = 1,91\u00a0% je Entscheidung (Entscheidungen im Mittel: 4526/2499 ≈ 1,81)",
		"Je Entscheidung:")
	hasLines(t, OddsReport(locales.New(locales.French), b, six, faro.Pharaon),
		"Dan, pronostic sur 6 (poids 2)\u00a0: 101/4998 = 2,02\u00a0% (un seul règlement)",
		"«\u00a0Un seul règlement\u00a0»\u00a0: ce pari se règle au plus une fois")
	de := SheetReport(locales.New(locales.German), mustSheet(t, b, faro.Pharo))
	hasLines(t, de,
		"Pharo",
		"173/4998 = 3,46\u00a0%        ·  173/9052 = 1,91\u00a0%         ·  4526/2499 ≈ 1,81      stehend auf A 2 3 4 5 6 8 9 10 B D K (4 übrig)",
		"37/1666 = 2,22\u00a0%", "stehend auf 7 (3 übrig)",
		"310292/8808975 = 3,52\u00a0%", "Split A/2, A/K, 2/3",
		"261554/8808975 = 2,97\u00a0%  ·  261554/16406943 = 1,59\u00a0%", "Split 6/7, 7/8",
		"1/17 = 5,88\u00a0%", "Hohe Karte",
		"Gecoppert",
		"etwa 1,81-mal entschieden")
	fr := SheetReport(locales.New(locales.French), mustSheet(t, b, faro.Pharaon))
	hasLines(t, fr, "101/4998 = 2,02\u00a0%  ·  101/4998 = 2,02\u00a0%  ·  1  pronostic sur A 2 3 4 5 6 8 9 10 V D R (4 restantes)",
		"25/1666 = 1,50\u00a0%", "pronostic sur 7 (3 restantes)", "réglé au plus une fois")
	if j := strings.Join(fr, "\n"); strings.Contains(j, "cheval") || strings.Contains(j, "haute") {
		t.Errorf("pharaon offers a split or high card:\n%s", j)
	}
}

func mustSheet(t *testing.T, b odds.Box, p faro.Profile) odds.Sheet {
	t.Helper()
	sh, err := odds.ComputeSheet(b, p)
	if err != nil {
		t.Fatal(err)
	}
	return sh
}

// TestBetWarning: what the tutor says when a bet is placed (docs/odds.md
// section 5). A Pharo bet left standing on a rank of four with N = 29
// cards left costs 16/261 ≈ 6.13\u00a0% over its life, above 1/17 (costly);
// per settlement 4/115. High card with 7 7 7 left can only lose (every
// pair is a doublet); a bet on a rank with no card left settles nothing;
// the call of three ranks costs 1/6, once; a bet on a full rank after
// the soda is not worth a word.
func TestBetWarning(t *testing.T) {
	p := locales.New(locales.German)
	var cs []string
	for _, r := range []string{"A", "2", "3", "4", "5", "6", "7"} {
		for _, s := range []string{"♣", "♦", "♥", "♠"} {
			cs = append(cs, r+s)
		}
	}
	b29 := box(t, strings.Join(cs, " ")+" 8♣")
	warn := func(b odds.Box, pr faro.Profile, bet faro.Bet) string {
		a, err := odds.Assess(b, pr, bet)
		if err != nil {
			t.Fatal(err)
		}
		return BetWarning(p, a)
	}
	if w := warn(b29, faro.Pharo, faro.Bet{Kind: faro.Single, Rank: engine.Six}); !strings.Contains(w, "16/261 = 6,13\u00a0%") || !strings.Contains(w, "4/115 = 3,48\u00a0% je Entscheidung") || !strings.Contains(w, "1/17 = 5,88\u00a0%") {
		t.Errorf("costly: %q", w)
	}
	if w := warn(box(t, "7♣ 7♦ 7♠"), faro.Pharo, faro.Bet{Kind: faro.HighCard}); !strings.Contains(w, "kann nicht mehr gewinnen") || !strings.Contains(w, "1 = 100,00\u00a0%") {
		t.Errorf("high card on 7 7 7: %q", w)
	}
	if w := warn(b29, faro.Pharo, faro.Bet{Kind: faro.Single, Rank: engine.King}); !strings.Contains(w, "nichts mehr entscheiden") {
		t.Errorf("dead rank: %q", w)
	}
	if w := warn(box(t, "3♣ 7♦ J♠"), faro.Pharo, faro.Bet{Kind: faro.TurnCall}); !strings.Contains(w, "1/6 = 16,67\u00a0%") || strings.Contains(w, "je Entscheidung") {
		t.Errorf("call: %q", w)
	}
	soda, _ := engine.ParseCard("7♣")
	fresh, _ := odds.BoxAfter([]engine.Card{soda})
	if w := warn(fresh, faro.Pharo, faro.Bet{Kind: faro.Single, Rank: engine.Six}); w != "" {
		t.Errorf("a fresh deal's bet: %q", w)
	}
}

// TestOddsCall: with three cards left, every order of the call. Three
// ranks: 6 orders, each 1/6; 4 for 1 gives 4/6 − 5/6 = −1/6 (the edge
// 1/6). Cat-hop 7 7 J: the orders 7-7-J, 7-J-7, J-7-7 each come in 2 of
// the 6 orders of cards, 1/3; 2 for 1 gives 2/3 − 2/3 = 0.
func TestOddsCall(t *testing.T) {
	p := locales.New(locales.German)
	hasLines(t, OddsReport(p, box(t, "3♣ 7♦ J♠"), nil, faro.Pharo),
		"Reihenfolge ansagen (drei verschiedene Werte)",
		"3, 7, B: 1 von 6 Reihenfolgen = 1/6 = 16,67\u00a0%",
		"B, 7, 3: 1 von 6 Reihenfolgen = 1/6 = 16,67\u00a0%",
		"Richtig angesagt zahlt 4:1 – Bankvorteil 1/6 = 16,67\u00a0%.")
	hasLines(t, OddsReport(p, box(t, "7♣ 7♦ J♠"), nil, faro.Pharo),
		"Cat-hop",
		"7, 7, B: 2 von 6 Reihenfolgen = 1/3 = 33,33\u00a0%",
		"zahlt 2:1 – Bankvorteil 0 = 0\u00a0%")
	if got := OddsReport(p, box(t, "7♣ 7♦ 7♠"), nil, faro.Pharo); !strings.Contains(strings.Join(got, "\n"), "keine Ansage") {
		t.Errorf("pharo and three of a rank:\n%s", strings.Join(got, "\n"))
	}
	hasLines(t, OddsReport(locales.New(locales.French), box(t, "7♣ 7♦ 7♠"), nil, faro.Pharaon),
		"couleurs de Foster", "noir, noir, rouge\u00a0: 2 des 6 ordres = 1/3 = 33,33\u00a0%")
}

// TestDealOdds: the report of a deal as it stands, and of a finished one.
func TestDealOdds(t *testing.T) {
	deck := engine.NewDeck()
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Doc", "Dan"}, 0, deck, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Place(1, faro.Bet{Rank: engine.King, Stake: engine.Chips(5)}); err != nil {
		t.Fatal(err)
	}
	p := locales.New(locales.German)
	hasLines(t, DealOdds(p, d), "51 Karten", "A   (3 übrig)", "Dan, 5 Chips auf K:")
	for !d.Over() {
		d.NextTurn()
	}
	if got := DealOdds(p, d); len(got) != 1 || !strings.Contains(got[0], "vorbei") {
		t.Errorf("over: %v", got)
	}
}

// TestStatsReport: accuracy per topic, where it stands and when it comes
// back, what is due; a table at 100 columns, a list at 60 (the numbers
// by hand: 3 of 4 right is 75 %, 4 of 7 rounds to 57 %; the review was
// set due in 3 days, the learning step in 10 minutes; Pharo has 8
// topics, 3 of them answered).
func TestStatsReport(t *testing.T) {
	p := AnkiDefaults()
	now := at(10, 12, 0)
	m := NewMemory()
	m.Topics[PharoSingle] = &Record{Right: 3, Wrong: 1, Schedule: Schedule{State: StateReview, Interval: 3, Ease: 2500, DueDay: DayOf(now, p) + 3}}
	m.Topics[PharoDoublet] = &Record{Right: 0, Wrong: 2, Schedule: Schedule{State: StateRelearning, Ease: 2300, Interval: 1, Due: now.Add(-time.Minute)}}
	m.Topics[PharoSplit] = &Record{Right: 1, Schedule: Schedule{State: StateLearning, Step: 1, Ease: 2500, Due: now.Add(10 * time.Minute)}}
	de := StatsReport(locales.New(locales.German), m, "pharo", now, p, 100, nil)
	hasLines(t, de,
		"Quiz-Statistik",
		"Thema", // the heading row
		"Pharo",
		"Einfache Einsätze", // one line a topic, in columns
		"Doublets",
		"Split zwischen zwei Karten",
		"Jetzt dran: 1 Thema – Doublets.",
		"Insgesamt: 4 von 7 richtig (57 %); 5 Themen noch nie gefragt.")
	row := func(lines []string, name string) []string {
		for _, l := range lines {
			if strings.HasPrefix(l, "  "+name+" ") {
				return strings.Fields(strings.ReplaceAll(strings.TrimPrefix(l, "  "+name), "\u00a0", " "))
			}
		}
		t.Fatalf("no row %q in\n%s", name, strings.Join(lines, "\n"))
		return nil
	}
	for name, want := range map[string]string{
		"Einfache Einsätze":          "3 von 4 (75 %) gelernt in 3 Tagen",
		"Doublets":                   "0 von 2 (0 %) wird neu gelernt jetzt",
		"Split zwischen zwei Karten": "1 von 1 (100 %) wird gelernt in 10 Minuten",
		"Gecopperte Einsätze":        "– neu –",
	} {
		if got := strings.Join(row(de, name), " "); got != want {
			t.Errorf("row %s: %q, want %q", name, got, want)
		}
	}
	narrow := StatsReport(locales.New(locales.German), m, "pharo", now, p, 60, nil)
	hasLines(t, narrow,
		"Einfache Einsätze", "3 von 4 richtig (75 %) · gelernt", "kommt in 3 Tagen wieder",
		"Gecopperte Einsätze", "noch nie gefragt",
		"Doublets", "0 von 2 richtig (0 %) · wird neu gelernt", "ist jetzt wieder dran",
		"Split zwischen zwei Karten", "1 von 1 richtig (100 %) · wird gelernt", "kommt in 10 Minuten wieder")
	for _, l := range narrow {
		if strings.HasPrefix(l, "  ") && len([]rune(l)) > 60 { // a topic's lines (the caller wraps prose)
			t.Errorf("wider than 60: %q", l)
		}
	}
	fr := StatsReport(locales.New(locales.French), m, "", now, p, 60, nil)
	hasLines(t, fr, "Mises simples", "3 bonnes réponses sur 4 (75 %) · acquis", "revient dans 3 jours",
		"Doublets", "0 bonne réponse sur 2 (0 %)",
		"Pasur", "À revoir maintenant : 1 thème – Doublets.", "En tout : 4 bonnes réponses sur 7 (57 %) ; 15 thèmes encore jamais posés.")
	for _, l := range append(de, fr...) {
		if strings.Contains(l, "Leichtigkeit") || strings.Contains(l, "facilité") || strings.Contains(l, "Abstand") || strings.Contains(l, "intervalle") {
			t.Errorf("the scheduler's jargon: %q", l)
		}
	}
	empty := StatsReport(locales.New(locales.German), NewMemory(), "pasur", now, p, 100, nil)
	hasLines(t, empty, "Jetzt ist nichts dran.", "Insgesamt: –; 5 Themen noch nie gefragt.")
}

// TestPercentText: decimal comma and two decimals.
func TestPercentText(t *testing.T) {
	for x, want := range map[float64]string{11.6446: "11,64\u00a0%", 0: "0,00\u00a0%", 100: "100,00\u00a0%", -5.8823: "-5,88\u00a0%"} {
		if got := PercentText(x); got != want {
			t.Errorf("%v: %q", x, got)
		}
	}
	if PercentText0(2, 3) != "67\u00a0%" || PercentText0(0, 0) != "–" {
		t.Error("PercentText0")
	}
}

// TestOddsColumns: the doublet figures to the end of the deal stand in a
// column whatever the width of the next turn's figures (after 7♣ 7♦ K♠,
// 49 cards: a rank of four 12/2352 = 1/196, of three 1/392, the 7 with
// two 2/2352 = 1/1176).
func TestOddsColumns(t *testing.T) {
	var shown []engine.Card
	for _, f := range []string{"7♣", "7♦", "K♠"} {
		c, _ := engine.ParseCard(f)
		shown = append(shown, c)
	}
	b, err := odds.BoxAfter(shown)
	if err != nil {
		t.Fatal(err)
	}
	lines := OddsReport(locales.New(locales.German), b, nil, faro.Pharo)
	col := -1
	seen := map[string]bool{}
	for _, l := range lines {
		i := strings.Index(l, "  ·  ")
		if !strings.Contains(l, "übrig)") || i < 0 {
			continue
		}
		for _, f := range []string{"1/196 ", "1/392 ", "1/1176 "} {
			if strings.Contains(l, f) {
				seen[f] = true
			}
		}
		if col < 0 {
			col = len([]rune(l[:i]))
		} else if c := len([]rune(l[:i])); c != col {
			t.Errorf("the column is at %d, here at %d: %q", col, c, l)
		}
	}
	if len(seen) != 3 {
		t.Errorf("not every width met (%v):\n%s", seen, strings.Join(lines, "\n"))
	}
}
