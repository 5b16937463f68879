package input

import (
	"errors"
	"reflect"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
)

func card(t testing.TB, s string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func cards(t testing.TB, ss ...string) []engine.Card {
	out := make([]engine.Card, len(ss))
	for i, s := range ss {
		out[i] = card(t, s)
	}
	return out
}

// TestParseSettlement covers the short forms of issue 5 ("Dan +4, Bank -6",
// "Dan: +4; Anna +2; Bank −6", "Dan gagne 4, Anna gagne 2, banque perd
// 6", "Dan gewinnt 4", halves "1½"/"1,5"). The bank words name the
// banker, whatever the banker is called.
func TestParseSettlement(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna", "Zoë"}, Bank: "Doc"}
	cases := []struct {
		in   string
		want []Delta
	}{
		{"Dan +4, Bank -6", []Delta{{Player: "Dan", Amount: engine.Chips(4)}, {Player: "Doc", Amount: engine.Chips(-6), Bank: true}}},
		{"Dan: +4; Anna +2; Bank −6", []Delta{{Player: "Dan", Amount: engine.Chips(4)}, {Player: "Anna", Amount: engine.Chips(2)}, {Player: "Doc", Amount: engine.Chips(-6), Bank: true}}},
		{"Dan gagne 4, Anna gagne 2, banque perd 6", []Delta{{Player: "Dan", Amount: engine.Chips(4)}, {Player: "Anna", Amount: engine.Chips(2)}, {Player: "Doc", Amount: engine.Chips(-6), Bank: true}}},
		{"Dan gewinnt 4", []Delta{{Player: "Dan", Amount: engine.Chips(4)}}},
		{"Anna -1½, Doc +1½", []Delta{{Player: "Anna", Amount: engine.Halves(-3)}, {Player: "Doc", Amount: engine.Halves(3), Bank: true}}},
		{"Anna verliert 1,5, die Bank gewinnt 1,5", []Delta{{Player: "Anna", Amount: engine.Halves(-3)}, {Player: "Doc", Amount: engine.Halves(3), Bank: true}}},
		{"anna -1.5 doc 1.5", []Delta{{Player: "Anna", Amount: engine.Halves(-3)}, {Player: "Doc", Amount: engine.Halves(3), Bank: true}}},
		{"Dan +4 Anna +2 Bank -6", []Delta{{Player: "Dan", Amount: engine.Chips(4)}, {Player: "Anna", Amount: engine.Chips(2)}, {Player: "Doc", Amount: engine.Chips(-6), Bank: true}}},
		{"DAN +4 chips und ANNA nichts", []Delta{{Player: "Dan", Amount: engine.Chips(4)}, {Player: "Anna"}}},
		{"zoe +2", []Delta{{Player: "Zoë", Amount: engine.Chips(2)}}},
		{"Zoe\u0308 +2", []Delta{{Player: "Zoë", Amount: engine.Chips(2)}}},
		{"la banque perd 3 et Dan gagne 3", []Delta{{Player: "Doc", Amount: engine.Chips(-3), Bank: true}, {Player: "Dan", Amount: engine.Chips(3)}}},
		{"Bankhalter -½, An +½", []Delta{{Player: "Doc", Amount: engine.Halves(-1), Bank: true}, {Player: "Anna", Amount: engine.Halves(1)}}},
		{"Dan = +4", []Delta{{Player: "Dan", Amount: engine.Chips(4)}}},
		{"Dan 1 1/2", []Delta{{Player: "Dan", Amount: engine.Halves(3)}}},
	}
	for _, c := range cases {
		a, err := Read[Settlement](NewLine(c.in), ctx)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		for i := range a.Deltas {
			a.Deltas[i].Said = ""
		}
		if !reflect.DeepEqual(a.Deltas, c.want) {
			t.Errorf("%q: got %v, want %v", c.in, a.Deltas, c.want)
		}
	}
	bad := []struct {
		in   string
		want Reason
	}{
		{"", ErrEmpty},
		{"Eve +4", ErrUnknownPlayer},
		{"Dan +4, Dan +2", ErrDuplicatePlayer},
		{"Dan", ErrMissingAmount},
		{"+4", ErrMissingPlayer},
		{"D +4", ErrUnknownPlayer}, // one letter is not enough to pick Dan or Doc
		{"Da +4", ErrUnknownPlayer},
	}
	for _, c := range bad {
		if c.in == "Da +4" {
			continue // "da" is a unique prefix of Dan: accepted below
		}
		_, err := Read[Settlement](NewLine(c.in), ctx)
		if reasonOf(err) != c.want {
			t.Errorf("%q: got %v, want reason %d", c.in, err, c.want)
		}
	}
	if a, err := Read[Settlement](NewLine("Da +4"), ctx); err != nil || a.Deltas[0].Player != "Dan" {
		t.Errorf("unique prefix: %v %v", a, err)
	}
}

// TestParsePlay covers the Pasur forms of issue 5 ("nehme 4♠ 7♦", "je
// prends 4♠ 7♦", "7♠ nimmt 4♦", "lege 5♣", "je pose 5♣", "B" for Bube,
// "V" for valet): a rank alone is the one card of that rank in the hand
// (played) or on the table (taken).
func TestParsePlay(t *testing.T) {
	ctx := &Context{Hand: cards(t, "7♠", "J♥", "5♣", "K♠"), Table: cards(t, "4♠", "7♦", "4♦", "K♥", "Q♦")}
	cases := []struct {
		in   string
		want Play
	}{
		{"nehme 4♠ 7♦", Play{Take: cards(t, "4♠", "7♦"), HasTake: true}},
		{"je prends 4♠ 7♦", Play{Take: cards(t, "4♠", "7♦"), HasTake: true}},
		{"7♠ nimmt 4♦", Play{Play: card(t, "7♠"), Take: cards(t, "4♦"), HasTake: true}},
		{"7♠ prend 4♦", Play{Play: card(t, "7♠"), Take: cards(t, "4♦"), HasTake: true}},
		{"lege 5♣", Play{Play: card(t, "5♣"), Lay: true}},
		{"je pose 5♣", Play{Play: card(t, "5♣"), Lay: true}},
		{"lege", Play{Lay: true}},
		{"B nimmt alles", Play{Play: card(t, "J♥"), TakeAll: true, HasTake: true}},
		{"V prend tout", Play{Play: card(t, "J♥"), TakeAll: true, HasTake: true}},
		{"K nimmt K", Play{Play: card(t, "K♠"), Take: cards(t, "K♥"), HasTake: true}},
		{"spiele Pik 7 und nehme Karo 4", Play{Play: card(t, "7♠"), Take: cards(t, "4♦"), HasTake: true}},
		{"je joue le 7 de pique et je prends le 4 de carreau", Play{Play: card(t, "7♠"), Take: cards(t, "4♦"), HasTake: true}},
		{"7♠4♦", Play{Play: card(t, "7♠"), Take: cards(t, "4♦"), HasTake: true}},
		{"4♠ 7♦", Play{Take: cards(t, "4♠", "7♦"), HasTake: true}},
		{"7♠ nimmt nichts", Play{Play: card(t, "7♠"), HasTake: true}},
		{"NEHME 4♤ 7♢", Play{Take: cards(t, "4♠", "7♦"), HasTake: true}},
	}
	for _, c := range cases {
		a, err := Read[Play](NewLine(c.in), ctx)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if !reflect.DeepEqual(a, c.want) {
			t.Errorf("%q: got %+v, want %+v", c.in, a, c.want)
		}
	}
	bad := []struct {
		in   string
		want Reason
	}{
		{"nehme 4", ErrAmbiguousCard}, // 4♠ or 4♦ on the table
		{"nehme 9", ErrCardNotThere},  // no 9 on the table
		{"spiele 7♠ und spiele 5♣", ErrTwoPlays},
		{"nehme Xyz", ErrUnexpected},
	}
	for _, c := range bad {
		_, err := Read[Play](NewLine(c.in), ctx)
		if reasonOf(err) != c.want {
			t.Errorf("%q: got %v, want reason %d", c.in, err, c.want)
		}
	}
}

// TestParseSimple covers yes/no, counts, choices, amounts, ranks, ranks
// lists, calls, bets and scores in both languages.
func TestParseSimple(t *testing.T) {
	yes := map[string]bool{"ja": true, "Oui": true, "oui.": true, "Nein": false, "non": false, "stimmt nicht": false, "richtig": true, "faux": false}
	for in, want := range yes {
		a, err := Read[YesNo](NewLine(in), nil)
		if err != nil || a.Yes != want {
			t.Errorf("yes/no %q: %v %v", in, a.Yes, err)
		}
	}
	counts := map[string]int{"3": 3, "drei": 3, "trois": 3, "zwölf": 12, "douze": 12, "0": 0, "2 Karten": 2, "deux cartes": 2}
	for in, want := range counts {
		a, err := Read[Count](NewLine(in), nil)
		if err != nil || a.Count != want {
			t.Errorf("count %q: %v %v", in, a.Count, err)
		}
	}
	choices := map[string][]int{"b": {1}, "2": {1}, "(c)": {2}, "b)": {1}, "Antwort a": {0}, "réponse 3": {2}, "a und c": {0, 2}, "1, 3": {0, 2}}
	for in, want := range choices {
		a, err := Read[Choice](NewLine(in), &Context{Choices: 3})
		if err != nil || !reflect.DeepEqual(a.Choices, want) {
			t.Errorf("choice %q: %v %v", in, a.Choices, err)
		}
	}
	if _, err := Read[Choice](NewLine("d"), &Context{Choices: 3}); reasonOf(err) != ErrBadChoice {
		t.Errorf("choice d of 3: %v", err)
	}
	amounts := map[string]engine.Amount{"1½": 3, "1,5": 3, "+4": 8, "-6": -12, "−6": -12, "8 Chips": 16, "-½": -1, "nichts": 0}
	for in, want := range amounts {
		a, err := Read[Amount](NewLine(in), nil)
		if err != nil || a.Amount != want {
			t.Errorf("amount %q: %v %v", in, a.Amount, err)
		}
	}
	ranks := map[string]engine.Rank{"B": engine.Jack, "Bube": engine.Jack, "V": engine.Jack, "valet": engine.Jack, "der König": engine.King, "le roi": engine.King, "10": engine.Ten, "Dame": engine.Queen}
	for in, want := range ranks {
		a, err := Read[Rank](NewLine(in), nil)
		if err != nil || a.Rank != want {
			t.Errorf("rank %q: %v %v", in, a.Rank, err)
		}
	}
	lists := map[string][]engine.Rank{"3, 7, K": {engine.Three, engine.Seven, engine.King}, "keine": {}, "aucun": {}, "le roi et le valet": {engine.King, engine.Jack}, "5": {engine.Five}}
	for in, want := range lists {
		a, err := Read[Ranks](NewLine(in), nil)
		if err != nil || !reflect.DeepEqual(a.Ranks, want) {
			t.Errorf("ranks %q: %v %v", in, a.Ranks, err)
		}
	}
	calls := map[string][]engine.Rank{"7 B 3": {engine.Seven, engine.Jack, engine.Three}, "7 verliert, B gewinnt": {engine.Seven, engine.Jack}, "7-V-3": {engine.Seven, engine.Jack, engine.Three}, "7 perd, V gagne": {engine.Seven, engine.Jack}}
	for in, want := range calls {
		a, err := Read[Call](NewLine(in), nil)
		if err != nil || !reflect.DeepEqual(a.Ranks, want) {
			t.Errorf("call %q: %v %v", in, a.Ranks, err)
		}
	}
	if a, err := Read[Call](NewLine("rot schwarz rot"), nil); err != nil || !reflect.DeepEqual(a.Colours, []bool{true, false, true}) {
		t.Errorf("foster: %v %v", a.Colours, err)
	}
	bets := []struct {
		in   string
		want Bet
	}{
		{"4 auf 9", Bet{Stake: engine.Chips(4), Rank: engine.Nine}},
		{"setze 2 auf K gekupfert", Bet{Stake: engine.Chips(2), Rank: engine.King, Copper: true}},
		{"je mise 2 sur le roi cuivré", Bet{Stake: engine.Chips(2), Rank: engine.King, Copper: true}},
		{"3 auf 5/6", Bet{Covers: faro.Split, Stake: engine.Chips(3), Rank: engine.Five, Rank2: engine.Six}},
		{"3 entre 5 et 6", Bet{Covers: faro.Split, Stake: engine.Chips(3), Rank: engine.Five, Rank2: engine.Six}},
	}
	for _, c := range bets {
		a, err := Read[Bet](NewLine(c.in), nil)
		if err != nil || !reflect.DeepEqual(a, c.want) {
			t.Errorf("bet %q: %+v %v", c.in, a, err)
		}
	}
	scores := map[string]map[string]int{
		"7":                         {ScoreTotal: 7},
		"Asse 2, Buben 1, Summe 6":  {ScoreAces: 2, ScoreJacks: 1, ScoreTotal: 6},
		"as 1 valets 2 total 10":    {ScoreAces: 1, ScoreJacks: 2, ScoreTotal: 10},
		"petit deux 2, total 2":     {ScoreTwoClubs: 2, ScoreTotal: 2},
		"2♣ 2 10♦ 3 Summe 5 Punkte": {ScoreTwoClubs: 2, ScoreTenDiamonds: 3, ScoreTotal: 5},
	}
	for in, want := range scores {
		a, err := Read[Score](NewLine(in), nil)
		if err != nil || !reflect.DeepEqual(a.Score, want) {
			t.Errorf("score %q: %v %v", in, a.Score, err)
		}
	}
}

// reasonOf returns the Reason of a reader error (0 for none).

// TestAmountsReadOnce: every amount goes through engine.ParseAmount, in
// settlements and bets alike (issue 10: "Dan +3/2" was refused, "1,5 auf
// 9" became a split of 5 and 9).
func TestAmountsReadOnce(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan"}, Bank: "Doc"}
	a, err := Read[Settlement](NewLine("Dan +3/2"), ctx)
	if err != nil || len(a.Deltas) != 1 || a.Deltas[0].Amount != engine.Halves(3) {
		t.Errorf("Dan +3/2: %+v %v", a, err)
	}
	b, err := Read[Bet](NewLine("1,5 auf 9"), nil)
	if err != nil || b.Stake != engine.Halves(3) || b.Rank != engine.Nine || b.Rank2 != engine.NoRank {
		t.Errorf("1,5 auf 9: %+v %v (want a stake of 1½ on the 9, which Pharo then refuses)", b, err)
	}
	if _, err := Read[Settlement](NewLine("Dan +1,25"), ctx); reasonOf(err) != ErrBadAmount {
		t.Errorf("1,25 is finer than a half: %v", err)
	}
	if a, err := Read[Ranks](NewLine("5-6"), nil); err != nil || len(a.Ranks) != 2 {
		t.Errorf("a hyphen between ranks is no sign: %+v %v", a, err)
	}
}

// TestErrorsQuoteWhatWasTyped: an error names the part of the line as the
// learner typed it, with its offsets, not the folded form.
func TestErrorsQuoteWhatWasTyped(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan"}, Bank: "Doc"}
	line := "Dan +4, Zoë Müller -2"
	_, err := Read[Settlement](NewLine(line), ctx)
	var e *Error
	if !errors.As(err, &e) || e.Reason != ErrUnknownPlayer || e.Token != "Zoë Müller" || line[e.Start:e.End] != e.Token {
		t.Fatalf("got %#v", err)
	}
	_, err = Read[Rank](NewLine("Fünf, Sieben"), nil)
	if !errors.As(err, &e) || e.Token != "Fünf, Sieben" {
		t.Errorf("rank: %#v", err)
	}
	_, err = Read[Ranks](NewLine("ÄÖÜ"), nil)
	if !errors.As(err, &e) || e.Token != "ÄÖÜ" {
		t.Errorf("ranks: %#v", err)
	}
}
