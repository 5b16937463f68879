package input

import (
	"reflect"
	"testing"

	"croupier/engine"
)

// The phrasings a German or French learner types (issue 11, "Natural
// answers are understood"), kind by kind. Expected values by hand.

// TestPhrasingsAmount: a verb gives the sign, number words count, units
// and fillers carry nothing, the question's player may be named, and
// "nothing changes" is 0 (issue 11: "gewinnt 8 chips", "verliert 3",
// "Anna -3", "il gagne 8 jetons", "elle perd 3", "moins 3", "aucun
// changement", "rien ne change").
func TestPhrasingsAmount(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc", Player: "Anna"}
	cases := map[string]engine.Amount{
		// winning 8
		"+8": engine.Chips(8), "8": engine.Chips(8), "8 Chips": engine.Chips(8), "gewinnt 8": engine.Chips(8),
		"gewinnt 8 chips": engine.Chips(8), "Gewinn 8": engine.Chips(8), "8 Chips Gewinn": engine.Chips(8),
		"sie gewinnt 8": engine.Chips(8), "Anna gewinnt 8": engine.Chips(8), "Anna +8": engine.Chips(8),
		"Anna: +8": engine.Chips(8), "plus 8": engine.Chips(8), "plus acht": engine.Chips(8), "acht": engine.Chips(8),
		"acht Chips": engine.Chips(8), "sie bekommt 8": engine.Chips(8), "kassiert 8": engine.Chips(8),
		"8 gewonnen": engine.Chips(8), "sie hat acht Chips gewonnen": engine.Chips(8), "+8 Chips": engine.Chips(8),
		"+ 8": engine.Chips(8), "An +8": engine.Chips(8),
		"il gagne 8 jetons": engine.Chips(8), "elle gagne 8": engine.Chips(8), "gain de 8": engine.Chips(8),
		"8 jetons": engine.Chips(8), "elle touche 8": engine.Chips(8), "elle encaisse huit jetons": engine.Chips(8),
		"elle a gagné 8": engine.Chips(8), "Anna gagne 8": engine.Chips(8), "8 points": engine.Chips(8),
		// losing 3
		"-3": engine.Chips(-3), "−3": engine.Chips(-3), "verliert 3": engine.Chips(-3), "verliert 3 Chips": engine.Chips(-3),
		"sie verliert drei": engine.Chips(-3), "minus 3": engine.Chips(-3), "minus drei": engine.Chips(-3),
		"Verlust 3": engine.Chips(-3), "3 Chips Verlust": engine.Chips(-3), "3 verloren": engine.Chips(-3),
		"sie hat 3 verloren": engine.Chips(-3), "zahlt 3": engine.Chips(-3), "verliert -3": engine.Chips(-3),
		"Anna -3": engine.Chips(-3), "Anna verliert 3 Punkte": engine.Chips(-3),
		"elle perd 3": engine.Chips(-3), "perd trois jetons": engine.Chips(-3), "moins 3": engine.Chips(-3),
		"moins trois": engine.Chips(-3), "perte de 3": engine.Chips(-3), "-3 jetons": engine.Chips(-3),
		"elle a perdu 3": engine.Chips(-3), "Anna perd 3 points": engine.Chips(-3),
		// nothing
		"nichts": 0, "0": 0, "null": 0, "rien": 0, "aucun": 0, "aucun changement": 0, "rien ne change": 0,
		"es ändert sich nichts": 0, "sie gewinnt nichts": 0, "elle ne gagne rien": 0, "kein Gewinn": 0,
		"nothing": 0, "unverändert": 0,
		// one and halves
		"ein Chip": engine.Chips(1), "verliert einen Chip": engine.Chips(-1), "elle perd un jeton": engine.Chips(-1),
		"un jeton": engine.Chips(1), "1½": engine.Halves(3), "1,5": engine.Halves(3), "anderthalb": engine.Halves(3),
		"gewinnt 1,5 Chips": engine.Halves(3), "perd 1,5": engine.Halves(-3), "eineinhalb": engine.Halves(3),
		"zwölf": engine.Chips(12), "douze": engine.Chips(12), "zwanzig": engine.Chips(20),
	}
	for in, want := range cases {
		a, err := Read[Amount](NewLine(in), ctx)
		if err != nil || a.Amount != want {
			t.Errorf("amount %q: got %v %v, want %v", in, a.Amount, err, want)
		}
	}
	bad := map[string]Reason{
		"Dan -3":   ErrOtherPlayer, // the question is about Anna
		"8 oder 9": ErrBadAmount,
		"Hund":     ErrBadAmount,
		"4:1":      ErrRatio, // a ratio: asked what it comes to (issue 22)
	}
	for in, want := range bad {
		if _, err := Read[Amount](NewLine(in), ctx); reasonOf(err) != want {
			t.Errorf("amount %q: got %v, want reason %d", in, err, want)
		}
	}
}

// TestPhrasingsSettlement: settlements with verbs, number words, shared
// amounts, "the others", the bank named with its banker, and the ways of
// saying that nothing changes.
func TestPhrasingsSettlement(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna", "Ben"}, Bank: "Doc"}
	type d = map[string]engine.Amount
	cases := map[string]d{
		"Dan +4, Anna -2":                          {"Dan": engine.Chips(4), "Anna": engine.Chips(-2)},
		"Dan gewinnt 4, Anna verliert 2":           {"Dan": engine.Chips(4), "Anna": engine.Chips(-2)},
		"Dan 4 Chips gewonnen, Anna 2 verloren":    {"Dan": engine.Chips(4), "Anna": engine.Chips(-2)},
		"Dan vier, Anna minus zwei":                {"Dan": engine.Chips(4), "Anna": engine.Chips(-2)},
		"Dan gagne quatre jetons, Anna perd deux":  {"Dan": engine.Chips(4), "Anna": engine.Chips(-2)},
		"Dan hat 4 gewonnen und Anna 2 verloren":   {"Dan": engine.Chips(4), "Anna": engine.Chips(-2)},
		"Dan et Anna gagnent chacun 2":             {"Dan": engine.Chips(2), "Anna": engine.Chips(2)},
		"Dan und Anna gewinnen je 2":               {"Dan": engine.Chips(2), "Anna": engine.Chips(2)},
		"Dan und Anna je +2":                       {"Dan": engine.Chips(2), "Anna": engine.Chips(2)},
		"Dan +4, die anderen nichts":               {"Dan": engine.Chips(4), "Anna": 0, "Ben": 0},
		"Dan +4, Rest 0":                           {"Dan": engine.Chips(4), "Anna": 0, "Ben": 0},
		"Dan +4, les autres perdent 2":             {"Dan": engine.Chips(4), "Anna": engine.Chips(-2), "Ben": engine.Chips(-2)},
		"Doc (Bank) -6, Dan +6":                    {"Doc": engine.Chips(-6), "Dan": engine.Chips(6)},
		"Bankhalter Doc -6, Dan +6":                {"Doc": engine.Chips(-6), "Dan": engine.Chips(6)},
		"Anna verliert einen Chip":                 {"Anna": engine.Chips(-1)},
		"Anna perd un jeton":                       {"Anna": engine.Chips(-1)},
		"Dan gewinnt 4, die Bank verliert 4":       {"Dan": engine.Chips(4), "Doc": engine.Chips(-4)},
		"la banque perd 4, Dan gagne 4":            {"Doc": engine.Chips(-4), "Dan": engine.Chips(4)},
		"Dan: +4 / Anna: -2":                       {"Dan": engine.Chips(4), "Anna": engine.Chips(-2)},
		"Dan plus 4 Anna minus 2":                  {"Dan": engine.Chips(4), "Anna": engine.Chips(-2)},
		"Anna verliert anderthalb":                 {"Anna": engine.Halves(-3)},
		"dan +4 anna -2 ben 0":                     {"Dan": engine.Chips(4), "Anna": engine.Chips(-2), "Ben": 0},
		"Ben bekommt nichts, Dan kassiert 3 Chips": {"Ben": 0, "Dan": engine.Chips(3)},
	}
	for in, want := range cases {
		a, err := Read[Settlement](NewLine(in), ctx)
		if err != nil {
			t.Errorf("settlement %q: %v", in, err)
			continue
		}
		got := d{}
		for _, x := range a.Deltas {
			got[x.Player] = x.Amount
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("settlement %q: got %v, want %v", in, got, want)
		}
	}
	zero := []string{"nichts", "niemand gewinnt", "keiner gewinnt oder verliert", "alle 0", "es ändert sich nichts",
		"nichts ändert sich", "rien ne change", "aucun changement", "il n’y a aucun changement", "personne ne gagne ni ne perd",
		"keine Änderung", "nothing changes", "rien", "tous 0", "Es passiert nichts."}
	for _, in := range zero {
		a, err := Read[Settlement](NewLine(in), ctx)
		if err != nil || len(a.Deltas) != len(ctx.Players) {
			t.Errorf("nothing changes %q: %+v %v", in, a, err)
			continue
		}
		for _, x := range a.Deltas {
			if x.Amount != 0 {
				t.Errorf("nothing changes %q: %v", in, a.Deltas)
			}
		}
	}
	if _, err := Read[Settlement](NewLine("Dan und Anna +2"), ctx); reasonOf(err) != ErrMissingAmount {
		t.Errorf("two players, one amount, no \"je\": %v", err)
	}
	if _, err := Read[Settlement](NewLine("-1"), ctx); reasonOf(err) != ErrMissingPlayer {
		t.Errorf("an amount without a name at a table of three players: %v", err)
	}
	// one player besides the bank: an amount alone is theirs
	one := &Context{Players: []string{"Doc", "Finn"}, Bank: "Doc"}
	for in, want := range map[string]engine.Amount{"-1": engine.Chips(-1), "il perd 1": engine.Chips(-1), "er verliert einen Chip": engine.Chips(-1), "gewinnt 3": engine.Chips(3)} {
		a, err := Read[Settlement](NewLine(in), one)
		if err != nil || len(a.Deltas) != 1 || a.Deltas[0].Player != "Finn" || a.Deltas[0].Amount != want {
			t.Errorf("one player %q: %+v %v", in, a.Deltas, err)
		}
	}
}

// TestPhrasingsCount: a count among words that carry nothing.
func TestPhrasingsCount(t *testing.T) {
	cases := map[string]int{
		"3": 3, "drei": 3, "trois": 3, "noch 3": 3, "noch drei Könige": 3, "3 Karten": 3, "es sind noch 3": 3,
		"il en reste trois": 3, "il reste 3 rois": 3, "trois cartes": 3, "keine mehr": 0, "aucun": 0,
		"zwei Damen": 2, "Eine.": 1, "noch eine": 1, "null": 0, "encore deux": 2, "genau 2": 2,
	}
	for in, want := range cases {
		a, err := Read[Count](NewLine(in), nil)
		if err != nil || a.Count != want {
			t.Errorf("count %q: got %v %v, want %d", in, a.Count, err, want)
		}
	}
	for _, in := range []string{"drei oder vier", "3 4", "viele", "1½"} {
		if _, err := Read[Count](NewLine(in), nil); reasonOf(err) != ErrBadCount {
			t.Errorf("count %q: %v", in, err)
		}
	}
}

// TestPhrasingsYesNo: yes and no, and the predicate of a legal or sur
// question with its negation.
func TestPhrasingsYesNo(t *testing.T) {
	cases := map[string]bool{
		"ja": true, "nein": false, "oui": true, "non": false, "nee": false, "nö": false, "ja, das geht": true,
		"nein, das geht nicht": false, "erlaubt": true, "nicht erlaubt": false, "verboten": false,
		"das ist verboten": false, "geht nicht": false, "darf er nicht": false, "er darf": true,
		"c’est permis": true, "pas permis": false, "interdit": false, "il ne peut pas": false, "il peut": true,
		"ein Sur": true, "kein Sur": false, "c’est un sur": true, "pas de sur": false, "das ist ein Sur": true,
		"stimmt": true, "stimmt nicht": false, "richtig": true, "falsch": false, "vrai": true, "faux": false,
		"ja klar": true, "bien sûr": true, "natürlich": true, "jamais": false, "nicht verboten": true,
		"ce n’est pas interdit": true, "Ja!": true, "Non.": false, "zählt nicht": false, "ça compte": true,
	}
	for in, want := range cases {
		a, err := Read[YesNo](NewLine(in), nil)
		if err != nil || a.Yes != want {
			t.Errorf("yes/no %q: got %v %v, want %v", in, a.Yes, err, want)
		}
	}
	if _, err := Read[YesNo](NewLine("vielleicht"), nil); reasonOf(err) != ErrNotYesNo {
		t.Errorf("vielleicht: %v", err)
	}
}

// TestPhrasingsDeadRanks: dead ranks in the plural and with articles.
func TestPhrasingsDeadRanks(t *testing.T) {
	cases := map[string][]engine.Rank{
		"die Buben und die Damen": {engine.Jack, engine.Queen}, "les rois et les valets": {engine.King, engine.Jack},
		"Neunen": {engine.Nine}, "die Könige sind tot": {engine.King}, "le 9": {engine.Nine}, "keiner": {},
		"3, 7 und K sind tot": {engine.Three, engine.Seven, engine.King},
	}
	for in, want := range cases {
		a, err := Read[Ranks](NewLine(in), nil)
		if err != nil || !reflect.DeepEqual(a.Ranks, want) {
			t.Errorf("ranks %q: got %v %v, want %v", in, a.Ranks, err, want)
		}
	}
}

// TestPhrasingsScore: the number before or after its category.
func TestPhrasingsScore(t *testing.T) {
	cases := map[string]map[string]int{
		"2 Asse, 1 Bube, Summe 3":          {ScoreAces: 2, ScoreJacks: 1, ScoreTotal: 3},
		"6 Punkte":                         {ScoreTotal: 6},
		"insgesamt 6":                      {ScoreTotal: 6},
		"5 für den Sur, Summe 5":           {ScoreSurs: 5, ScoreTotal: 5},
		"3 pour le grand dix, total 3":     {ScoreTenDiamonds: 3, ScoreTotal: 3},
		"total : 11":                       {ScoreTotal: 11},
		"Asse 1, Buben 1, Summe 2":         {ScoreAces: 1, ScoreJacks: 1, ScoreTotal: 2},
		"nichts":                           {ScoreTotal: 0},
		"1 as, 2 valets, 10 points au tot": nil,
		// the total said first, with its unit, then reckoned (Pasur 9:
		// 1 + 1 + 7 = 9; it was read as nine points for aces)
		"neuf points: un as, un valet et sept trèfles": {ScoreTotal: 9},
		"9 Punkte: ein Ass, ein Bube und sieben Kreuz": {ScoreTotal: 9},
		// "in all" after a figure is the total, not the points of the card
		// named before it (the last French check: « l'as : trois en tout »
		// was 3 points for aces, « neuf en tout : … les sept trèfles » 17)
		"ah, et l'as : trois en tout":                       {ScoreTotal: 3},
		"neuf en tout : le valet, l'as et les sept trèfles": {ScoreTotal: 9},
		"neun insgesamt":                                    {ScoreTotal: 9},
	}
	for in, want := range cases {
		a, err := Read[Score](NewLine(in), nil)
		if want == nil {
			if err == nil {
				t.Errorf("score %q read as %v", in, a.Score)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(a.Score, want) {
			t.Errorf("score %q: got %v %v, want %v", in, a.Score, err, want)
		}
	}
}

// TestPhrasingsCapture: cards resolved against the position (issue 11:
// "4c" when only one 4 is on the table is that 4; "K nimmt K" takes every
// king; "nehme 6 6 2 4" takes both sixes; a genuinely ambiguous card
// asks).
func TestPhrasingsCapture(t *testing.T) {
	// 5♦ to play (needs groups of 6): the legal captures with it
	table := cards(t, "6♠", "6♥", "2♣", "4♣", "K♥", "K♦")
	legal := [][]engine.Card{
		cards(t, "6♠"), cards(t, "6♥"), cards(t, "2♣", "4♣"), cards(t, "6♠", "6♥"), cards(t, "6♠", "2♣", "4♣"),
		cards(t, "6♥", "2♣", "4♣"), cards(t, "6♠", "6♥", "2♣", "4♣"),
	}
	ctx := &Context{Hand: cards(t, "5♦", "K♠", "J♥", "J♣"), Table: table, Card: card(t, "5♦"), Legal: legal}
	cases := map[string][]engine.Card{
		"nehme 6 6 2 4":                    cards(t, "6♠", "6♥", "2♣", "4♣"),
		"je prends les deux 6 et 2 4":      cards(t, "6♠", "6♥", "2♣", "4♣"),
		"nehme beide Sechsen":              cards(t, "6♠", "6♥"),
		"nehme zwei 6":                     cards(t, "6♠", "6♥"),
		"nehme 2 4":                        cards(t, "2♣", "4♣"),
		"4c 2c":                            cards(t, "4♣", "2♣"), // 4c: 4♣ or 4♥ (cœur); only 4♣ lies there
		"nehme 4c 2♣":                      cards(t, "4♣", "2♣"),
		"5 nimmt 6♠":                       cards(t, "6♠"),
		"ich nehme die Pik-6":              cards(t, "6♠"),
		"mit der 5 nehme ich die Pik-6":    cards(t, "6♠"),
		"je prends le 6 de pique":          cards(t, "6♠"),
		"nehme 6♠ 6♥ 2♣ 4♣":                cards(t, "6♠", "6♥", "2♣", "4♣"),
		"je ne prends que le 6 de pique":   cards(t, "6♠"),
		"die 5 nimmt die 2 und die 4":      cards(t, "2♣", "4♣"),
		"je prends le 2 et le 4 de trèfle": cards(t, "2♣", "4♣"),
	}
	for in, want := range cases {
		a, err := Read[Play](NewLine(in), ctx)
		if err != nil || !engine.SameCards(a.Take, want) {
			t.Errorf("capture %q: got %v %v, want %v", in, a.Take, err, want)
		}
	}
	// a king takes every king: "K nimmt K", "die Könige", "alle Könige"
	kctx := &Context{Hand: cards(t, "K♠", "5♦"), Table: table, Card: card(t, "K♠"), Legal: [][]engine.Card{cards(t, "K♥", "K♦")}}
	for _, in := range []string{"K nimmt K", "R prend R", "nehme die Könige", "alle Könige", "beide Könige", "je prends les deux rois", "le roi prend les rois"} {
		a, err := Read[Play](NewLine(in), kctx)
		if err != nil || !engine.SameCards(a.Take, cards(t, "K♥", "K♦")) {
			t.Errorf("capture %q: got %v %v, want both kings", in, a.Take, err)
		}
	}
	// "B nimmt alles" with two jacks in the hand: the one asked about
	jctx := &Context{Hand: cards(t, "J♥", "J♣"), Table: table, Card: card(t, "J♣")}
	if a, err := Read[Play](NewLine("B nimmt alles"), jctx); err != nil || a.Play != card(t, "J♣") || !a.TakeAll {
		t.Errorf("B nimmt alles: %+v %v", a, err)
	}
	// genuinely ambiguous: one 6 of two, both legal alone
	if _, err := Read[Play](NewLine("nehme 6"), ctx); reasonOf(err) != ErrAmbiguousCard {
		t.Errorf("nehme 6 (6♠ or 6♥): %v", err)
	}
	if _, err := Read[Play](NewLine("nehme 6 2 4"), ctx); reasonOf(err) != ErrAmbiguousCard {
		t.Errorf("nehme 6 2 4 (6♠ or 6♥ with 2♣ 4♣): %v", err)
	}
	for _, in := range []string{"lege", "je pose", "nichts", "rien", "5 nimmt nichts", "je ne prends rien"} {
		if a, err := Read[Play](NewLine(in), ctx); err != nil || len(a.Take) != 0 || !(a.Lay || a.HasTake) {
			t.Errorf("%q: %+v %v", in, a, err)
		}
	}
}

// TestMatchOption: words pick the one option they fit, in its head first
// (before its explanation), then in its whole text; a yes or no picks the
// option that begins so; words fitting several options are ambiguous.
func TestMatchOption(t *testing.T) {
	opts := [][]string{
		{"Er verliert wie bei einer Bankkarte", "Elle perd, comme sur une perdante"},
		{"Er gewinnt wie bei einer Spielerkarte", "Elle gagne, comme sur une gagnante"},
		{"Nichts – die Soda zählt nicht", "Rien – le soda ne compte pas"},
	}
	ctx := &Context{Choices: 3, Options: NewOptions(opts, nil)}
	picks := map[string]int{
		"nichts": 2, "Nichts.": 2, "nicths": 2, "rien": 2, "die soda zählt nicht": 2, "gewinnt": 1, "er gewinnt": 1,
		"elle perd": 0, "wie eine Bankkarte": 0, "verliert": 0, "gagnante": 1, "Spielerkarte": 1, "spielerkarte!": 1,
		"spielerkate": 1, // one typo
	}
	for in, want := range picks {
		a, err := MatchOption(NewLine(in), ctx)
		if err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("%q: got %v %v, want option %d", in, a.Choices, err, want)
		}
	}
	yn := &Context{Choices: 2, Options: NewOptions([][]string{{"Ja, wie ein Gewinneinsatz", "Oui, comme une mise gagnante"}, {"Nein – er ist entschieden und damit weg", "Non – il est résolu, donc retiré"}}, nil)}
	for in, want := range map[string]int{"nein": 1, "non": 1, "nee": 1, "ja": 0, "oui": 0, "er ist entschieden": 1, "weg": 1} {
		if a, err := MatchOption(NewLine(in), yn); err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("%q: got %v %v, want option %d", in, a.Choices, err, want)
		}
	}
	pay := &Context{Choices: 3, Options: NewOptions([][]string{
		{"Fair wäre 4:1, die Bank zahlt 4:1", "4 contre 1 serait équitable, la banque paie 4 contre 1"},
		{"Fair wäre 5:1, die Bank zahlt 4:1", "5 contre 1 serait équitable, la banque paie 4 contre 1"},
		{"Fair wäre 6:1, die Bank zahlt 5:1", "6 contre 1 serait équitable, la banque paie 5 contre 1"},
	}, nil)}
	// "4:1" is the head of a) only: a fair payout of 4:1
	for in, want := range map[string]int{"5:1": 1, "5 : 1": 1, "5 zu 1": 1, "5 contre 1": 1, "fair 5:1, bank 4:1": 1, "6:1": 2, "4:1": 0} {
		if a, err := MatchOption(NewLine(in), pay); err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("%q: got %v %v, want option %d", in, a.Choices, err, want)
		}
	}
	if _, err := MatchOption(NewLine("zahlt 4:1"), pay); reasonOf(err) != ErrAmbiguousChoice {
		t.Errorf("\"zahlt 4:1\" fits a) and b): %v", err)
	}
	if _, err := MatchOption(NewLine("Herz-Dame"), ctx); reasonOf(err) != ErrBadChoice {
		t.Errorf("no option: %v", err)
	}
	if _, err := MatchOption(NewLine("er"), ctx); reasonOf(err) != ErrAmbiguousChoice {
		t.Errorf("\"er\" fits a) and b): %v", err)
	}
}

// TestPhrasingsMore: more of what learners type around the answer itself
// — choices by place or with a sentence around the letter, an amount with
// its ratio or a remark, a lone negation, dead ranks with "nur", a score
// naming the player, cards as number words.
func TestPhrasingsMore(t *testing.T) {
	ctx := &Context{Choices: 3}
	for in, want := range map[string]int{"die zweite": 1, "la deuxième": 1, "die letzte": 2, "la dernière": 2, "ich nehme b": 1,
		"b ist richtig": 1, "c’est la b": 1, "je choisis c": 2, "Antwort: a": 0, "die erste Möglichkeit": 0, "la troisième proposition": 2} {
		a, err := Read[Choice](NewLine(in), ctx)
		if err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("choice %q: got %v %v, want %d", in, a.Choices, err, want)
		}
	}
	actx := &Context{Players: []string{"Doc", "Dan"}, Bank: "Doc", Player: "Dan"}
	for in, want := range map[string]engine.Amount{"8 Chips (4:1)": engine.Chips(8), "+8, weil 4:1": engine.Chips(8),
		"-3 (falsch angesagt)": engine.Chips(-3), "8 Chips für Dan": engine.Chips(8), "8 jetons pour Dan": engine.Chips(8)} {
		a, err := Read[Amount](NewLine(in), actx)
		if err != nil || a.Amount != want {
			t.Errorf("amount %q: got %v %v, want %v", in, a.Amount, err, want)
		}
	}
	for in, want := range map[string]bool{"auf keinen Fall": false, "überhaupt nicht": false, "pas du tout": false} {
		if a, err := Read[YesNo](NewLine(in), nil); err != nil || a.Yes != want {
			t.Errorf("yes/no %q: %v %v", in, a.Yes, err)
		}
	}
	for in, want := range map[string][]engine.Rank{"nur der Bube": {engine.Jack}, "seulement le valet": {engine.Jack},
		"keine toten Werte": {}, "es sind die Könige": {engine.King}} {
		if a, err := Read[Ranks](NewLine(in), nil); err != nil || !reflect.DeepEqual(a.Ranks, want) {
			t.Errorf("ranks %q: %v %v", in, a.Ranks, err)
		}
	}
	sctx := &Context{Players: []string{"Dan", "Anna"}}
	for in, want := range map[string]map[string]int{"Dan hat 5 Punkte": {ScoreTotal: 5}, "5 Punkte für den Sur, Summe 5": {ScoreSurs: 5, ScoreTotal: 5}} {
		if a, err := Read[Score](NewLine(in), sctx); err != nil || !reflect.DeepEqual(a.Score, want) {
			t.Errorf("score %q: %v %v", in, a.Score, err)
		}
	}
	for in, want := range map[string]int{"es gibt noch 3": 3, "drei Stück": 3} {
		if a, err := Read[Count](NewLine(in), nil); err != nil || a.Count != want {
			t.Errorf("count %q: %v %v", in, a.Count, err)
		}
	}
	pctx := &Context{Hand: cards(t, "7♠", "5♣"), Table: cards(t, "4♦", "K♥"), Card: card(t, "7♠"), Legal: [][]engine.Card{cards(t, "4♦")}}
	for _, in := range []string{"die Sieben nimmt die Vier", "le sept prend le quatre", "nehme vier"} {
		if a, err := Read[Play](NewLine(in), pctx); err != nil || !engine.SameCards(a.Take, cards(t, "4♦")) {
			t.Errorf("capture %q: %+v %v", in, a, err)
		}
	}
	if a, err := Read[Play](NewLine("ich lege die 5 hin"), pctx); err != nil || !a.Lay || a.Play != card(t, "5♣") {
		t.Errorf("ich lege die 5 hin: %+v %v", a, err)
	}
}

// The phrasings of the German and French learner reviews (DE 2, FR 2.1,
// 2.2) that the tutor refused or misread, kind by kind, in both
// languages. Expected values by hand from the positions of the lessons
// they were typed in.

// TestReviewSettlements: number words after a verb, possessives, halves
// ("die Hälfte" of the one stake on the turn's rank, "1 et demi"),
// pronouns for the question's player, "chacun" for each bettor, plural
// verbs, a bank that pays without a figure, negations, "deux fois",
// "also 2", and a reason after the answer.
func TestReviewSettlements(t *testing.T) {
	type d = map[string]engine.Amount
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc", Subject: "Anna",
		Stakes: map[string][]engine.Amount{"Anna": {engine.Chips(3)}, "Dan": {engine.Chips(2)}}}
	cases := map[string]d{
		// DE 2 "Settlements"
		"Dan kriegt fünf":                   {"Dan": engine.Chips(5)},
		"Dan gewinnt fünf":                  {"Dan": engine.Chips(5)},
		"Dan kriegt vier, die Bank zahlt":   {"Dan": engine.Chips(4)},
		"Anna verliert ihre 2 Chips":        {"Anna": engine.Chips(-2)},
		"Dan verliert einen Chip":           {"Dan": engine.Chips(-1)},
		"anna verliert die hälfte":          {"Anna": engine.Halves(-3)},
		"Anna verliert die Hälfte, also 2":  {"Anna": engine.Chips(-2)},
		"Dan nix":                           {"Dan": 0},
		"sie verliert 1,5":                  {"Anna": engine.Halves(-3)},
		"Dan und Anna gewinnen 2":           {"Dan": engine.Chips(2), "Anna": engine.Chips(2)},
		"Dan gewinnt 2, weil die 9 gewinnt": {"Dan": engine.Chips(2)},
		"Doc gewinnt zweimal 2":             {"Doc": engine.Chips(4)},
		// FR 2.2
		"Dan gagne quatre, Anna perd deux":                {"Dan": engine.Chips(4), "Anna": engine.Chips(-2)},
		"Dan perd un":                                     {"Dan": engine.Chips(-1)},
		"elle perd la moitié":                             {"Anna": engine.Halves(-3)},
		"Anna perd 1 et demi, la banque gagne 1 et demi":  {"Anna": engine.Halves(-3), "Doc": engine.Halves(3)},
		"Anna perd un jeton et demi":                      {"Anna": engine.Halves(-3)},
		"elle perd 1,5":                                   {"Anna": engine.Halves(-3)},
		"Dan ne gagne ni ne perd":                         {"Dan": 0},
		"Dan rien, la banque ne bouge pas":                {"Dan": 0, "Doc": 0},
		"Dan gagne 5, la banque paie":                     {"Dan": engine.Chips(5)},
		"chacun gagne 2, la banquière perd 4":             {"Dan": engine.Chips(2), "Anna": engine.Chips(2), "Doc": engine.Chips(-4)},
		"Dan et Anna gagnent 2, la banque perd 4":         {"Dan": engine.Chips(2), "Anna": engine.Chips(2), "Doc": engine.Chips(-4)},
		"Dan perd ses 5 jetons":                           {"Dan": engine.Chips(-5)},
		"Doc gagne 2 deux fois":                           {"Doc": engine.Chips(4)},
		"Dan gagne 2, car son 9 gagne":                    {"Dan": engine.Chips(2)},
		"Anna perd la moitié, soit 1,5":                   {"Anna": engine.Halves(-3)},
		"jeder gewinnt 2":                                 {"Dan": engine.Chips(2), "Anna": engine.Chips(2)},
		"Dan gagne cent":                                  {"Dan": engine.Chips(100)},
		"Dan verliert hundertvier":                        {"Dan": engine.Chips(-104)},
		"Dan gagne cent quatre":                           {"Dan": engine.Chips(104)},
		"Anna gewinnt die Hälfte nicht, sie verliert 1,5": nil, // a second Anna: refused
	}
	for in, want := range cases {
		a, err := Read[Settlement](NewLine(in), ctx)
		if want == nil {
			if err == nil {
				t.Errorf("settlement %q read as %+v", in, a.Deltas)
			}
			continue
		}
		if err != nil {
			t.Errorf("settlement %q: %v", in, err)
			continue
		}
		got := d{}
		for _, x := range a.Deltas {
			got[x.Player] = x.Amount
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("settlement %q: got %v, want %v", in, got, want)
		}
	}
	// asked back, not guessed: half of two stakes; a name one typo away
	two := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc", Stakes: map[string][]engine.Amount{"Anna": {engine.Chips(3), engine.Chips(2)}}}
	for in, want := range map[string]Reason{"Anna verliert die Hälfte": ErrHalfOf, "Ana -1,5": ErrNearPlayer, "Dna +4": ErrNearPlayer,
		"Bem +2": ErrUnknownPlayer, "es ändert sich nichts für Bob": ErrUnknownPlayer} {
		if _, err := Read[Settlement](NewLine(in), two); reasonOf(err) != want {
			t.Errorf("settlement %q: %v, want reason %d", in, err, want)
		}
	}
	if _, err := Read[Settlement](NewLine("Ana -1,5"), two); err == nil || err.(*Error).Choices[0] != "Anna" {
		t.Errorf("Ana: suggest Anna, got %v", err)
	}
	// "chacun" without bettors known: every player but the bank
	if a, err := Read[Settlement](NewLine("chacun perd 1"), &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}); err != nil || len(a.Deltas) != 2 {
		t.Errorf("chacun perd 1: %+v %v", a.Deltas, err)
	}
}

// TestReviewAmountsCountsScores: amounts, counts and Pasur scores the
// reviews typed.
func TestReviewAmountsCountsScores(t *testing.T) {
	actx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc", Player: "Anna", Subject: "Anna"}
	for in, want := range map[string]engine.Amount{
		"er gewinnt 8 chips": engine.Chips(8), "sie verliert 4": engine.Chips(-4), "hundert": engine.Chips(100),
		"cent": engine.Chips(100), "quatre": engine.Chips(4), "moins trois": engine.Chips(-3), "il gagne 8": engine.Chips(8),
		"hundertzwei": engine.Chips(102), "cent deux": engine.Chips(102),
	} {
		if a, err := Read[Amount](NewLine(in), actx); err != nil || a.Amount != want {
			t.Errorf("amount %q: %v %v, want %v", in, a.Amount, err, want)
		}
	}
	for in, want := range map[string]int{"noch drei": 3, "alle drei": 3, "tous les trois": 3} {
		if a, err := Read[Count](NewLine(in), nil); err != nil || a.Count != want {
			t.Errorf("count %q: %v %v, want %d", in, a.Count, err, want)
		}
	}
	scores := map[string]map[string]int{
		"fünf Punkte":                         {ScoreTotal: 5},
		"zwei":                                {ScoreTotal: 2},
		"cinq":                                {ScoreTotal: 5},
		"gar nichts":                          {ScoreTotal: 0},
		"zwei Surs und ein Bube, also 11":     {ScoreSurs: 10, ScoreJacks: 1, ScoreTotal: 11},
		"deux surs et un valet : 11":          {ScoreSurs: 10, ScoreJacks: 1, ScoreTotal: 11},
		"un as, un valet et sept trèfles : 9": {ScoreAces: 1, ScoreJacks: 1, ScoreClubs: 7, ScoreTotal: 9},
		"2, grâce au petit deux de Dan":       {ScoreTotal: 2},
		"die Kleine Zwei, also 2":             {ScoreTwoClubs: 2, ScoreTotal: 2}, // the cards that score, then the total they make (score_list.go)
		"6 Kreuz, Summe 4":                    {ScoreTotal: 4},
		"5 Punkte für den Sur":                {ScoreSurs: 5},
	}
	for in, want := range scores {
		a, err := Read[Score](NewLine(in), &Context{Players: []string{"Dan", "Anna"}})
		if want == nil {
			if err == nil {
				t.Errorf("score %q read as %v", in, a.Score)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(a.Score, want) {
			t.Errorf("score %q: %v %v, want %v", in, a.Score, err, want)
		}
	}
}

// TestReviewRanksCardsBets: dead ranks ("alle", "tous les rangs", "alle
// Fünfer"), lists of cards (none, a shared suit, the great ten), bets
// ("nein" to „Liegt noch ein Einsatz …?“, "et" before a name, "beide
// bleiben liegen").
func TestReviewRanksCardsBets(t *testing.T) {
	all := engine.AllRanks()
	for in, want := range map[string][]engine.Rank{
		"alle": all[:], "alle Werte": all[:], "tous": all[:], "tous les rangs": all[:],
		"alle fünfer": {engine.Five}, "die fünfen": {engine.Five}, "les 7": {engine.Seven},
		"les cinq et les dames": {engine.Five, engine.Queen}, "tous les 7": {engine.Seven},
	} {
		if a, err := Read[Ranks](NewLine(in), nil); err != nil || !reflect.DeepEqual(a.Ranks, want) {
			t.Errorf("ranks %q: %v %v, want %v", in, a.Ranks, err, want)
		}
	}
	for _, in := range []string{"keine", "KEINE", "keine Karten", "nichts", "leer", "aucune", "aucun", "rien", "vide", "il n’y a rien"} {
		if a, err := Read[Cards](NewLine(in), nil); err != nil || len(a.Cards) != 0 {
			t.Errorf("no cards %q: %v %v", in, a.Cards, err)
		}
	}
	for in, want := range map[string][]engine.Card{
		"le 2 et le 9 de cœur et le roi de trèfle": cards(t, "2♥", "9♥", "K♣"),
		"Herz 2, Herz 9 und Kreuz König":           cards(t, "2♥", "9♥", "K♣"),
		"die Große Zehn":                           cards(t, "10♦"),
		"le petit deux":                            cards(t, "2♣"),
	} {
		if a, err := Read[Cards](NewLine(in), nil); err != nil || !engine.SameCards(a.Cards, want) {
			t.Errorf("cards %q: %v %v, want %v", in, a.Cards, err, want)
		}
	}
	if _, err := Read[Cards](NewLine("2, 9"), nil); reasonOf(err) != ErrNeedSuit {
		t.Errorf("2, 9 without suits: %v", err)
	}
	bctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc", Layout: []BetItem{
		{Player: "Dan", Bet: Bet{Stake: engine.Chips(4), Rank: engine.Nine}},
		{Player: "Anna", Bet: Bet{Stake: engine.Chips(2), Rank: engine.King, Copper: true}}}}
	for _, in := range []string{"nein", "non", "keine", "aucune"} {
		if a, err := Read[Bets](NewLine(in), bctx); err != nil || len(a.Bets) != 0 {
			t.Errorf("bets %q: %+v %v", in, a, err)
		}
	}
	for _, in := range []string{"Dan 4 sur le 9 et Anna 2 cuivrés sur le roi", "beide bleiben liegen", "les deux restent", "Dan 4 auf 9 und Anna 2 gecoppert auf K"} {
		a, err := Read[Bets](NewLine(in), bctx)
		if err != nil || len(a.Bets) != 2 || a.Bets[1].Player != "Anna" || !a.Bets[1].Bet.Copper || a.Bets[0].Bet.Rank != engine.Nine {
			t.Errorf("bets %q: %+v %v", in, a, err)
		}
	}
}

// TestReviewCaptures: captures of the Pasur lessons as typed in the
// reviews: articles, pronouns, the great ten, "alle drei Asse", and cards
// before any verb read as the cards taken when only that reading is a
// legal capture ("die 4 und die 3" with the 4♣ to play, "den Bube").
func TestReviewCaptures(t *testing.T) {
	// Pasur 2, Anna plays 4♣: table 4♦ 3♥ D♣, hand 4♣ 3♣ K♠ A♥
	p2 := &Context{Hand: cards(t, "4♣", "3♣", "K♠", "A♥"), Table: cards(t, "4♦", "3♥", "Q♣"), Card: card(t, "4♣"),
		Legal: [][]engine.Card{cards(t, "4♦", "3♥")}}
	for _, in := range []string{"4 und 3", "die 4 und die 3", "elle prend le 4 et le 3", "nimmt 4 und 3", "4 3", "le 4 et le 3"} {
		if a, err := Read[Play](NewLine(in), p2); err != nil || !engine.SameCards(a.Take, cards(t, "4♦", "3♥")) {
			t.Errorf("capture %q: %+v %v, want 4♦ 3♥", in, a.Take, err)
		}
	}
	// a reading that is no legal capture stays the learner's (judged wrong)
	if a, err := Read[Play](NewLine("4 nimmt 3♣"), p2); err != nil || a.Play != card(t, "4♣") || !engine.SameCards(a.Take, cards(t, "3♣")) {
		t.Errorf("4 nimmt 3♣: %+v %v", a, err)
	}
	// Pasur 5, Dan plays J♥: the jack on the table
	p5 := &Context{Hand: cards(t, "J♥", "5♠"), Table: cards(t, "J♣"), Card: card(t, "J♥"), Legal: [][]engine.Card{cards(t, "J♣")}}
	for _, in := range []string{"den Bube", "den Buben", "le valet", "il prend le valet"} {
		if a, err := Read[Play](NewLine(in), p5); err != nil || !engine.SameCards(a.Take, cards(t, "J♣")) {
			t.Errorf("capture %q: %+v %v", in, a.Take, err)
		}
	}
	// Pasur 2, Anna's A♥ takes 10♣; Pasur 9, A♦ takes the great ten
	pa := &Context{Hand: cards(t, "A♥"), Table: cards(t, "10♣", "Q♣"), Card: card(t, "A♥"), Legal: [][]engine.Card{cards(t, "10♣")}}
	for _, in := range []string{"das Ass nimmt die Zehn", "die zehn", "l’as prend le dix"} {
		if a, err := Read[Play](NewLine(in), pa); err != nil || !engine.SameCards(a.Take, cards(t, "10♣")) {
			t.Errorf("capture %q: %+v %v", in, a.Take, err)
		}
	}
	p9 := &Context{Hand: cards(t, "A♦"), Table: cards(t, "10♦", "K♠"), Card: card(t, "A♦"), Legal: [][]engine.Card{cards(t, "10♦")}}
	for _, in := range []string{"die Große Zehn", "le grand dix", "je prends le grand dix"} {
		if a, err := Read[Play](NewLine(in), p9); err != nil || !engine.SameCards(a.Take, cards(t, "10♦")) {
			t.Errorf("capture %q: %+v %v", in, a.Take, err)
		}
	}
	// laying: pronouns and "gar nichts"
	lay := &Context{Hand: cards(t, "8♥"), Table: cards(t, "Q♣"), Card: card(t, "8♥"), Legal: [][]engine.Card{nil}}
	for _, in := range []string{"er legt ihn hin", "sie nimmt nichts", "gar nichts", "nix", "il ne prend rien", "rien, il le pose", "rien du tout", "je pose le huit"} {
		if a, err := Read[Play](NewLine(in), lay); err != nil || len(a.Take) != 0 || a.TakeAll || !(a.Lay || a.HasTake) {
			t.Errorf("lay %q: %+v %v", in, a, err)
		}
	}
	// Pasur 3: "alle drei Asse" asks for three aces (two lie there: the
	// engine then judges what was said)
	p3 := &Context{Hand: cards(t, "7♥"), Table: cards(t, "A♠", "2♣", "A♥", "3♦"), Card: card(t, "7♥"),
		Legal: [][]engine.Card{cards(t, "A♠", "2♣", "A♥"), cards(t, "3♦", "A♠"), cards(t, "3♦", "A♥")}}
	for in, want := range map[string][]engine.Card{"beide Asse und die Kreuz-2": cards(t, "A♠", "A♥", "2♣"), "les deux as et le 2 de trèfle": cards(t, "A♠", "A♥", "2♣")} {
		if a, err := Read[Play](NewLine(in), p3); err != nil || !engine.SameCards(a.Take, want) {
			t.Errorf("capture %q: %+v %v", in, a.Take, err)
		}
	}
	// an ambiguous card is asked back in the learner's notation
	jj := &Context{Hand: cards(t, "J♦", "J♥"), Table: cards(t, "3♣")}
	_, err := Read[Play](NewLine("B nimmt 3"), jj)
	if e, ok := err.(*Error); !ok || e.Reason != ErrAmbiguousCard || len(e.Cards) != 2 {
		t.Errorf("B with two jacks: %v", err)
	}
}

// TestReviewNamesYesNoOdds: names with a reason or a score after them,
// "c'est Anna"; yes and no; odds with "etwa", a product, "unmöglich".
func TestReviewNamesYesNoOdds(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}
	for in, want := range map[string]string{"Dan, weil er zuletzt genommen hat": "Dan", "Dan mit 105": "Dan", "Dan hat gewonnen": "Dan",
		"Dan, car il a pris en dernier": "Dan", "Dan avec 105 jetons": "Dan", "c'est Anna": "Anna", "c’est Anna": "Anna", "Anna hält sie": "Anna"} {
		if a, err := Read[Player](NewLine(in), ctx); err != nil || a.Name != want {
			t.Errorf("player %q: %+v %v", in, a, err)
		}
	}
	for in, want := range map[string]bool{"geht nicht": false, "jo": true, "ne": false, "noch nicht, es fehlen Punkte": false, "nö": false} {
		if a, err := Read[YesNo](NewLine(in), nil); err != nil || a.Yes != want {
			t.Errorf("yes/no %q: %v %v", in, a.Yes, err)
		}
	}
	for in, want := range map[string]string{"etwa 11,6%": "11,6%", "environ 0,5 %": "0,5 %", "4/51 mal 3/50": "2/425", "4/51 × 3/50": "2/425",
		"4/51 fois 3/50": "2/425", "null": "0", "unmöglich": "0", "impossible": "0", "keine Chance": "0", "aucune chance": "0", "ungefähr 1/17": "1/17"} {
		if a, err := Read[Odds](NewLine(in), nil); err != nil || a.Odds != want {
			t.Errorf("odds %q: %+v %v, want %q", in, a, err, want)
		}
	}
}

// TestReviewOptions: options picked by a number they state (a number
// means the number, not the option in that place), a sign, number words,
// "-mal" words, words of the question, a rank's letter, synonyms, and a
// yes or no with its reason.
func TestReviewOptions(t *testing.T) {
	times := &Context{Choices: 3, Options: NewOptions([][]string{{"4 Mal", "4 donnes"}, {"3 Mal", "3 donnes"}, {"6 Mal", "6 donnes"}}, nil)}
	for in, want := range map[string]int{"3": 1, "6": 2, "sechsmal": 2, "dreimal": 1, "trois": 1, "3 donnes": 1, "6 Mal": 2} {
		a, isNum, err := NumberOption(NewLine(in), times)
		if !isNum || err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("number option %q: %v %v %v, want %d", in, a.Choices, isNum, err, want)
		}
	}
	if _, isNum, err := NumberOption(NewLine("2"), times); !isNum || reasonOf(err) != ErrBadChoice {
		t.Errorf("\"2\" among 4/3/6 Mal is no option (not the option in place 2): %v %v", isNum, err)
	}
	words := &Context{Choices: 3, Options: NewOptions([][]string{{"Drei", "Trois"}, {"Sechs", "Six"}, {"Zwei", "Deux"}}, nil)}
	if a, _, err := NumberOption(NewLine("3"), words); err != nil || !reflect.DeepEqual(a.Choices, []int{0}) {
		t.Errorf("\"3\" for « Trois »: %v %v", a.Choices, err)
	}
	signs := &Context{Choices: 3, Options: NewOptions([][]string{{"−2 Punkte", "−2 points"}, {"0 – unter 0 geht es nicht", "0 – on ne descend pas sous 0"}, {"+2 Punkte", "+2 points"}}, nil)}
	for in, want := range map[string]int{"-2": 0, "−2": 0, "minus 2": 0, "moins deux": 0, "+2": 2, "0": 1, "2": 2} {
		if a, _, err := NumberOption(NewLine(in), signs); err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("signed option %q: %v %v, want %d", in, a.Choices, err, want)
		}
	}
	entries := &Context{Choices: 3, Options: NewOptions([][]string{{"+8 – Gewicht und Gewinn", "+8 – le poids et le gain"}, {"+4 – nur die Änderung", "+4 – seulement la variation"}, {"4 – sein Gewicht", "4 – son poids"}}, nil)}
	for in, want := range map[string]int{"+4": 1, "4": 2, "plus 4": 1, "8": 0} {
		if a, _, err := NumberOption(NewLine(in), entries); err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("entry option %q: %v %v, want %d", in, a.Choices, err, want)
		}
	}
	// not a number: the options with text are matched by words
	if _, isNum, _ := NumberOption(NewLine("der König"), words); isNum {
		t.Errorf("der König read as a number")
	}
	turns := &Context{Choices: 3, Options: NewOptions([][]string{{"25"}, {"26"}, {"24"}}, []string{"Wie viele Abzüge hat ein ganzer Durchgang?", "Combien de paires compte une taille ?"})}
	for in, want := range map[string]int{"25 abzüge": 0, "25 paires": 0} {
		if a, _, err := NumberOption(NewLine(in), turns); err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("%q: %v %v, want %d", in, a.Choices, err, want)
		}
	}
	soda := &Context{Choices: 3, Options: NewOptions([][]string{
		{"Nur auf die Pik-7", "Sur le seul 7 de pique"}, {"Auf alle vier Siebenen, egal welche Farbe", "Sur les quatre 7, quelle que soit la couleur"},
		{"Auf alle Pik-Karten", "Sur toutes les cartes de pique"}}, nil)}
	for in, want := range map[string]int{"alle siebener": 1, "auf alle vier siebenen": 1, "alle vier": 1} {
		if a, err := MatchOption(NewLine(in), soda); err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("%q: %v %v, want %d", in, a.Choices, err, want)
		}
	}
	loser := &Context{Choices: 3, Options: NewOptions([][]string{{"Die 9 – sie ist niedriger", "Le 9 – il est plus bas"},
		{"Der König – er kam zuerst", "Le roi – il est sorti en premier"}, {"Keine – es entscheidet die Farbe", "Aucune – c’est la couleur qui décide"}}, nil)}
	for in, want := range map[string]int{"K": 1, "R": 1, "König": 1, "le roi": 1, "nix": -1} {
		a, err := MatchOption(NewLine(in), loser)
		if want < 0 {
			if err == nil {
				t.Errorf("%q picked %v", in, a.Choices)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(a.Choices, []int{want}) {
			t.Errorf("%q: %v %v, want %d", in, a.Choices, err, want)
		}
	}
	nothing := &Context{Choices: 3, Options: NewOptions([][]string{{"Er verliert wie bei einer Bankkarte"}, {"Er gewinnt wie bei einer Spielerkarte"}, {"Nichts – die Soda zählt nicht", "Rien – le soda ne compte pas"}}, nil)}
	back := &Context{Choices: 3, Options: NewOptions([][]string{{"Dan bekommt sie zurück", "Dan les récupère"}, {"Die Bank kassiert sie", "La banque les ramasse"}, {"Dan gewinnt 3 Chips", "Dan gagne 3 jetons"}}, nil)}
	colour := &Context{Choices: 2, Options: NewOptions([][]string{{"Ja – nur der Pik-Bube des Tableaus zählt", "Oui – seul le valet de pique du tableau compte"},
		{"Nein – jeder Bube entscheidet den Einsatz auf den Buben", "Non – n’importe quel valet décide la mise sur le valet"}}, nil)}
	for _, c := range []struct {
		ctx  *Context
		in   string
		want int
	}{{nothing, "nix", 2}, {nothing, "rien", 2}, {back, "zurück", 0}, {back, "il les reprend", 0}, {back, "er bekommt sie zurück", 0},
		{colour, "nein, die farbe ist egal", 1}, {colour, "non, la couleur ne compte pas", 1}, {colour, "ja", 0}} {
		if a, err := MatchOption(NewLine(c.in), c.ctx); err != nil || !reflect.DeepEqual(a.Choices, []int{c.want}) {
			t.Errorf("%q: %v %v, want %d", c.in, a.Choices, err, c.want)
		}
	}
	// a command word that is words of one option's head is that option
	if i, ok := HeadOption(NewLine("zurück"), back); !ok || i != 0 {
		t.Errorf("zurück: %d %v", i, ok)
	}
	if _, ok := HeadOption(NewLine("tisch"), &Context{Options: NewOptions([][]string{{"Nichts – der Bube bleibt auf dem Tisch"}, {"Alles neu"}}, nil)}); ok {
		t.Errorf("tisch is in an option's explanation only: not an answer")
	}
}

// TestPhrasingsHalves: "and a half" after a number or its unit adds a
// half, whatever the sign ("moins un et demi" is −1½, not −½); a half
// after a whole figure ("2 ½") too; "weniger" loses; the bank named as
// the one paid ("zahlt 3 an die Bank") is no other player. Each value is
// the phrase read as a person means it.
func TestPhrasingsHalves(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc", Player: "Anna"}
	amounts := map[string]engine.Amount{
		"un et demi": engine.Halves(3), "1 und ein halb": engine.Halves(3), "eins und ein halb": engine.Halves(3),
		"zwei und ein halb": engine.Halves(5), "deux et demi": engine.Halves(5), "2 ½": engine.Halves(5),
		"moins un et demi": engine.Halves(-3), "perd 1 et demi": engine.Halves(-3),
		"elle perd un jeton et demi": engine.Halves(-3), "sie verliert einen und einen halben Chip": engine.Halves(-3),
		"ein halber": engine.Halves(1), "einen halben Chip": engine.Halves(1), "un demi": engine.Halves(1),
		"weniger 3": engine.Chips(-3), "3 weniger": engine.Chips(-3),
		"sie zahlt 3 an die Bank": engine.Chips(-3), "elle paie 3 à la banque": engine.Chips(-3),
	}
	for in, want := range amounts {
		a, err := Read[Amount](NewLine(in), ctx)
		if err != nil || a.Amount != want {
			t.Errorf("amount %q: got %v %v, want %v", in, a.Amount, err, want)
		}
	}
	settlements := map[string][]Delta{
		"Dan eins und ein halb, Anna minus eins und ein halb": {{Player: "Dan", Amount: engine.Halves(3)}, {Player: "Anna", Amount: engine.Halves(-3)}},
		"Dan perd un jeton et demi":                           {{Player: "Dan", Amount: engine.Halves(-3)}},
		"Dan verliert 1 und ein halb":                         {{Player: "Dan", Amount: engine.Halves(-3)}},
		"Dan 2 ½":                                             {{Player: "Dan", Amount: engine.Halves(5)}},
		"Anna zahlt 2 an die Bank":                            {{Player: "Anna", Amount: engine.Chips(-2)}},
		"Dan paie 3 à la banque, Anna gagne 1":                {{Player: "Dan", Amount: engine.Chips(-3)}, {Player: "Anna", Amount: engine.Chips(1)}},
	}
	for in, want := range settlements {
		checkDeltas(t, in, ctx, want)
	}
}

// TestPhrasingsVerbCarries: a verb left out after the first player is
// the first one's ("Louis verliert 3, Camille 2": both lose), a verb
// before the names is theirs ("beide verlieren, Ben 7 und Eva 5"); a
// figure with its own sign keeps it, and the bank is the other side.
func TestPhrasingsVerbCarries(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Ben", "Eva", "Louis", "Camille"}, Bank: "Doc"}
	cases := map[string][]Delta{
		"louis verliert 3, camille 2":            {{Player: "Louis", Amount: engine.Chips(-3)}, {Player: "Camille", Amount: engine.Chips(-2)}},
		"Louis perd 3, Camille 2":                {{Player: "Louis", Amount: engine.Chips(-3)}, {Player: "Camille", Amount: engine.Chips(-2)}},
		"beide verlieren, ben 7 und eva 5":       {{Player: "Ben", Amount: engine.Chips(-7)}, {Player: "Eva", Amount: engine.Chips(-5)}},
		"alle verlieren: Ben 7, Eva 5":           {{Player: "Ben", Amount: engine.Chips(-7)}, {Player: "Eva", Amount: engine.Chips(-5)}},
		"Ben gewinnt 2, Eva verliert 3, Louis 1": {{Player: "Ben", Amount: engine.Chips(2)}, {Player: "Eva", Amount: engine.Chips(-3)}, {Player: "Louis", Amount: engine.Chips(-1)}},
		"Ben verliert 3, Eva +2":                 {{Player: "Ben", Amount: engine.Chips(-3)}, {Player: "Eva", Amount: engine.Chips(2)}},
		"Ben -3, Eva 2":                          {{Player: "Ben", Amount: engine.Chips(-3)}, {Player: "Eva", Amount: engine.Chips(2)}},
		"Ben verliert 3, Bank 3":                 {{Player: "Ben", Amount: engine.Chips(-3)}, {Player: "Doc", Amount: engine.Chips(3), Bank: true}},
	}
	for in, want := range cases {
		checkDeltas(t, in, ctx, want)
	}
}

// TestPhrasingsStandingsAndRepeats: a standing said as a score ("13 zu
// 13", "9 à 8 pour Dan", "13 partout", "beide 13", "Gleichstand 13"),
// "again" words ("gagne encore 5", "wieder Dan"), and one player with two
// verbs ("Anna gagne 5 et perd 5" is 0) — from the second reviews.
func TestPhrasingsStandingsAndRepeats(t *testing.T) {
	two := &Context{Players: []string{"Dan", "Anna"}}
	both := func(d, a int64) []Delta {
		return []Delta{{Player: "Dan", Amount: engine.Chips(d)}, {Player: "Anna", Amount: engine.Chips(a)}}
	}
	standings := map[string][]Delta{
		"13 zu 13": both(13, 13), "13 à 13": both(13, 13), "13 partout": both(13, 13), "beide 13": both(13, 13),
		"Gleichstand 13": both(13, 13), "égalité 13": both(13, 13), "9 zu 8 für Dan": both(9, 8),
		"9 à 8 pour Anna": both(8, 9), "Dan und Anna beide 2": both(2, 2),
	}
	bank := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}
	settlements := map[string][]Delta{
		"dan gagne encore 5":           {{Player: "Dan", Amount: engine.Chips(5)}},
		"Dan gewinnt wieder 5":         {{Player: "Dan", Amount: engine.Chips(5)}},
		"anna gagne 5 et perd 5":       {{Player: "Anna", Amount: 0}},
		"Dan gewinnt 4 und verliert 2": {{Player: "Dan", Amount: engine.Chips(2)}},
	}
	for ctx, cases := range map[*Context]map[string][]Delta{two: standings, bank: settlements} {
		for in, want := range cases {
			checkDeltas(t, in, ctx, want)
		}
	}
	if _, err := Read[Settlement](NewLine("9 zu 8"), two); err == nil {
		t.Error("\"9 zu 8\" without a name was read; it does not say who has 9")
	}
	for _, in := range []string{"wieder Dan", "encore dan", "c'est encore dan"} {
		if a, err := Read[Player](NewLine(in), two); err != nil || a.Nobody || a.Name != "Dan" {
			t.Errorf("player %q: got %+v %v", in, a, err)
		}
	}
}

// TestPhrasingsVerbTypos: a win or lose verb with one typo is still the
// verb ("Ben gewint 2", "Eva verlirt 3", "ben gangne 2"); a name one typo
// away is asked back, not guessed.
func TestPhrasingsVerbTypos(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Ben", "Eva"}, Bank: "Doc"}
	for in, want := range map[string][]Delta{
		"ben gewint 2":                  {{Player: "Ben", Amount: engine.Chips(2)}},
		"eva verlirt 3":                 {{Player: "Eva", Amount: engine.Chips(-3)}},
		"ben gangne 2":                  {{Player: "Ben", Amount: engine.Chips(2)}},
		"ben gewinnt 2, eva verleirt 1": {{Player: "Ben", Amount: engine.Chips(2)}, {Player: "Eva", Amount: engine.Chips(-1)}},
	} {
		a, err := Read[Settlement](NewLine(in), ctx)
		if err != nil || len(a.Deltas) != len(want) || a.Deltas[0].Amount != want[0].Amount || a.Deltas[len(want)-1].Amount != want[len(want)-1].Amount {
			t.Errorf("%q: got %+v %v, want %+v", in, a.Deltas, err, want)
		}
	}
	if _, err := Read[Settlement](NewLine("Bem +2"), ctx); reasonOf(err) != ErrNearPlayer {
		t.Errorf("\"Bem +2\": %v, want the near name asked back", err)
	}
}

// TestOptionSynonyms: an option is picked by words that say the same as
// its own (FR review 2, item 14; DE review 2, item 16): « elle lui est
// rendue » for « Elle revient à Dan », « il reste sans changement » for
// « Il finit sans changement », „er kommt zurück“ for „Er geht … zurück“,
// „weiterspielen“ for „Es wird weitergespielt“.
func TestOptionSynonyms(t *testing.T) {
	for _, c := range []struct {
		opts [][]string
		in   string
		want int
	}{
		{[][]string{{"Er geht ohne Ergebnis an Dan zurück", "Elle revient à Dan sans résultat"}, {"Die Bank kassiert ihn", "La banque la ramasse"}}, "elle lui est rendue", 0},
		{[][]string{{"Er geht ohne Ergebnis an Dan zurück", "Elle revient à Dan sans résultat"}, {"Die Bank kassiert ihn", "La banque la ramasse"}}, "er kommt zurück", 0},
		{[][]string{{"Er endet ohne Änderung", "Il finit sans changement"}, {"Er gewinnt", "Il gagne"}}, "il reste sans changement", 0},
		{[][]string{{"Unentschieden", "Match nul"}, {"Es wird weitergespielt", "On joue une manche de plus"}}, "weiterspielen", 1},
	} {
		a, err := MatchOption(NewLine(c.in), &Context{Choices: len(c.opts), Options: NewOptions(c.opts, nil)})
		if err != nil || !reflect.DeepEqual(a.Choices, []int{c.want}) {
			t.Errorf("%q: got %v %v, want %d", c.in, a.Choices, err, c.want)
		}
	}
}

// checkDeltas parses in as a settlement at ctx and compares the deltas
// with want: players, amounts and which one is the bank, in order.
func checkDeltas(t *testing.T, in string, ctx *Context, want []Delta) {
	t.Helper()
	a, err := Read[Settlement](NewLine(in), ctx)
	ok := err == nil && len(a.Deltas) == len(want)
	for i := 0; ok && i < len(want); i++ {
		d := a.Deltas[i]
		ok = d.Player == want[i].Player && d.Amount == want[i].Amount && d.Bank == want[i].Bank
	}
	if !ok {
		t.Errorf("%q: got %+v %v, want %+v", in, a.Deltas, err, want)
	}
}

// TestPhrasingsThirdReviews: the answers the third reviews typed that
// were refused, each read as the learner meant it.
func TestPhrasingsThirdReviews(t *testing.T) {
	bank := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Dan"}
	checkDeltas(t, "doc verliert zwei, anna einen", bank, []Delta{{Player: "Doc", Amount: engine.Chips(-2)}, {Player: "Anna", Amount: engine.Chips(-1)}})
	checkDeltas(t, "Doc quatre vingt seize", bank, []Delta{{Player: "Doc", Amount: engine.Chips(96)}})
	checkDeltas(t, "anna verliert zwei, sonst nix", bank, []Delta{{Player: "Anna", Amount: engine.Chips(-2)}, {Player: "Doc", Amount: 0}})
	checkDeltas(t, "dan perd la moitie, 2 jetons", &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}, []Delta{{Player: "Dan", Amount: engine.Chips(-2)}})
	for _, in := range []string{"nichts, das hebt sich auf", "nix, aber der bube ist jetzt tot", "rien, ça s'annule"} {
		a, err := Read[Settlement](NewLine(in), bank)
		if err != nil || len(a.Deltas) != 3 || a.Deltas[0].Amount != 0 || a.Deltas[1].Amount != 0 || a.Deltas[2].Amount != 0 {
			t.Errorf("%q: got %+v %v, want nothing for anyone", in, a.Deltas, err)
		}
	}
	if _, err := Read[Settlement](NewLine("nichts, Dan 4"), bank); err == nil {
		t.Error("\"nichts, Dan 4\" read as nothing; it names a figure")
	}
	two := &Context{Players: []string{"Dan", "Anna"}}
	for _, in := range []string{"dan, der hat zuletzt genommen", "dan gibt", "natürlich dan", "dan, il a pris en dernier"} {
		if a, err := Read[Player](NewLine(in), two); err != nil || a.Nobody || a.Name != "Dan" {
			t.Errorf("player %q: got %+v %v", in, a, err)
		}
	}
	if _, err := Read[Player](NewLine("dan oder anna"), two); err == nil {
		t.Error("\"dan oder anna\" read as one player")
	}
	for in, want := range map[string]string{"un sur dix-sept": "1/17", "1 von 17": "1/17", "a peu pres 12 %": "12 %", "à peu près 12 %": "12 %", "null, geht nicht mehr": "0"} {
		if a, err := Read[Odds](NewLine(in), &Context{}); err != nil || a.Odds != want {
			t.Errorf("odds %q: got %+v %v, want %s", in, a, err, want)
		}
	}
	if a, err := Read[Odds](NewLine("eins zu siebzehn"), &Context{}); err == nil {
		t.Errorf("odds \"eins zu siebzehn\" read as %+v; „1 zu 17“ is odds against (1/18)", a)
	}
	for in, n := range map[string]int{"plus rien": 0, "keine mehr, die Hälfte kriegen sie zurück": 0, "doc 2 chips auf der sieben": 1, "Doc, 2 Chips auf der 7": 1, "celle de doc, 2 sur le 7": 1, "zwei Chips auf die Sieben": 1} {
		a, err := Read[Bets](NewLine(in), bank)
		if err != nil || len(a.Bets) != n || n == 1 && (a.Bets[0].Bet.Rank != 7 || a.Bets[0].Bet.Stake != engine.Chips(2)) {
			t.Errorf("bets %q: got %+v %v", in, a, err)
		}
	}
	opts := &Context{Choices: 3, Options: NewOptions([][]string{{"Dan", "Dan"}, {"Anna", "Anna"}, {"Niemand", "Personne"}}, nil)}
	for _, in := range []string{"keiner", "aucun"} {
		if a, err := MatchOption(NewLine(in), opts); err != nil || len(a.Choices) != 1 || a.Choices[0] != 2 {
			t.Errorf("option %q: got %v %v", in, a.Choices, err)
		}
	}
	for _, in := range []string{"rien, zero", "null, nichts"} {
		if a, err := Read[Score](NewLine(in), two); err != nil || a.Score[ScoreTotal] != 0 || len(a.Score) != 1 {
			t.Errorf("score %q: got %v %v", in, a.Score, err)
		}
	}
	table := cards(t, "2♥", "9♥", "K♣", "4♥")
	cctx := &Context{Hand: cards(t, "K♦", "3♣"), Table: table, Card: card(t, "K♦")}
	for in, want := range map[string][]engine.Card{"herz 2, herz 9 und den kreuzkönig": cards(t, "2♥", "9♥", "K♣"), "kreuzkoenig": cards(t, "K♣"), "pikass": cards(t, "A♠")} {
		if a, err := Read[Cards](NewLine(in), cctx); err != nil || !engine.SameCards(a.Cards, want) {
			t.Errorf("cards %q: got %v %v, want %v", in, a.Cards, err, want)
		}
	}
}

// TestPhrasingsFinalReview: "alle drei" takes the three cards on the
// table; an option's words followed by a reason pick it; „ersetzen“ says
// what „Ersatzkarte“ says (final review, items 3, 5, 7).
func TestPhrasingsFinalReview(t *testing.T) {
	table := cards(t, "6♦", "4♠", "2♥")
	legal := [][]engine.Card{cards(t, "6♦"), cards(t, "4♠", "2♥"), cards(t, "6♦", "4♠", "2♥")}
	ctx := &Context{Hand: cards(t, "5♣", "3♣"), Table: table, Card: card(t, "5♣"), Legal: legal}
	for _, in := range []string{"alle drei", "die 5 nimmt alle drei", "tous les trois", "alle drei Karten"} {
		if a, err := Read[Play](NewLine(in), ctx); err != nil || !a.TakeAll {
			t.Errorf("%q: got %+v %v, want every table card", in, a, err)
		}
	}
	opts := &Context{Choices: 2, Options: NewOptions([][]string{{"Dan", "Dan"}, {"Niemand", "Personne"}}, nil)}
	for _, in := range []string{"niemand, keiner hat 7 Kreuz", "personne, il faut sept trèfles"} {
		if a, err := MatchOption(NewLine(in), opts); err != nil || len(a.Choices) != 1 || a.Choices[0] != 1 {
			t.Errorf("%q: got %v %v", in, a.Choices, err)
		}
	}
	jack := &Context{Choices: 3, Options: NewOptions([][]string{
		{"Den Buben in den Talon zurückmischen und eine Ersatzkarte auf seinen Platz legen", "Remélanger le valet dans le talon et poser une carte de remplacement à sa place"},
		{"Alle Karten neu mischen und neu geben", "Tout remélanger et redonner"},
		{"Nichts – ein Bube darf liegen", "Rien – un valet peut rester"},
	}, nil)}
	if a, err := MatchOption(NewLine("den Buben zurückmischen und ersetzen"), jack); err != nil || len(a.Choices) != 1 || a.Choices[0] != 0 {
		t.Errorf("ersetzen: got %v %v", a.Choices, err)
	}
}

// TestOptionWithAnAdverb: an option's words with "of course" around them
// pick it („natürlich“, « évidemment », with or without accents).
func TestOptionWithAnAdverb(t *testing.T) {
	opts := &Context{Choices: 3, Options: NewOptions([][]string{
		{"Nur auf die Pik-7", "Sur le seul 7 de pique"},
		{"Auf alle vier Siebenen, egal welche Farbe", "Sur les quatre 7, quelle que soit la couleur"},
		{"Auf alle Pik-Karten", "Sur toutes les cartes de pique"},
	}, nil)}
	for _, in := range []string{"sur les quatre 7 evidemment", "sur les quatre 7, évidemment", "natürlich auf alle vier Siebenen", "reponse : les quatre 7"} {
		if a, err := MatchOption(NewLine(in), opts); err != nil || len(a.Choices) != 1 || a.Choices[0] != 1 {
			t.Errorf("%q: got %v %v, want b", in, a.Choices, err)
		}
	}
}
