package input

import (
	"reflect"
	"testing"

	"croupier/engine"
	"croupier/locales"
)

// The phrasings of issue 22 the readers read by their meaning, and the
// lines they answer with a question back rather than a guess ("a
// misjudged answer is worse than a question back"). Expected values by
// hand, in German and in French.

// TestReadIssue22Phrasings: each line is read as what it means.
func TestReadIssue22Phrasings(t *testing.T) {
	faro := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}
	pasur := &Context{Players: []string{"Dan", "Anna"}}
	zero := func(ctx *Context) []Delta {
		var ds []Delta
		for _, p := range ctx.Players {
			ds = append(ds, Delta{Player: p, Bank: p == ctx.Bank})
		}
		return ds
	}
	// pasur.de.txt "Punktewertung": after a round without points both
	// stand at 0 – „null zu null“, « zéro à zéro »; a Faro turn that
	// moves nothing (pharo.de.txt 4. "Ein Abzug": no bet on either card)
	// is nothing for everyone
	for _, in := range []string{"null zu null", "zéro à zéro", "Null zu null."} {
		checkDeltas(t, in, pasur, zero(pasur))
		checkDeltas(t, in, faro, zero(faro))
	}
	// the score between two players in words („dreizehn zu dreizehn“)
	checkDeltas(t, "dreizehn zu dreizehn", pasur, []Delta{{Player: "Dan", Amount: engine.Chips(13)}, {Player: "Anna", Amount: engine.Chips(13)}})
	// « Anna qui gagne 2 »: a relative clause after the name
	checkDeltas(t, "Anna qui gagne 2", faro, []Delta{{Player: "Anna", Amount: engine.Chips(2)}})
	checkDeltas(t, "Anna qui perd 2, Dan qui gagne 1", faro, []Delta{{Player: "Anna", Amount: engine.Chips(-2)}, {Player: "Dan", Amount: engine.Chips(1)}})
	// names with a plural verb and as many amounts: one each, in order
	// (found in tmux, Pharo 3); "je" / « chacun » is the one amount each
	five := &Context{Players: []string{"Doc", "Dan", "Anna", "Ben"}, Bank: "Doc"}
	checkDeltas(t, "Dan und Anna gewinnen 4 und 2, Ben verliert 5", five, []Delta{{Player: "Dan", Amount: engine.Chips(4)}, {Player: "Anna", Amount: engine.Chips(2)}, {Player: "Ben", Amount: engine.Chips(-5)}})
	checkDeltas(t, "Dan et Anna gagnent 4 et 2", five, []Delta{{Player: "Dan", Amount: engine.Chips(4)}, {Player: "Anna", Amount: engine.Chips(2)}})
	checkDeltas(t, "Dan, Anna und Ben verlieren 1, 2 und 3", five, []Delta{{Player: "Dan", Amount: engine.Chips(-1)}, {Player: "Anna", Amount: engine.Chips(-2)}, {Player: "Ben", Amount: engine.Chips(-3)}})
	checkDeltas(t, "Dan und Anna gewinnen je 2", five, []Delta{{Player: "Dan", Amount: engine.Chips(2)}, {Player: "Anna", Amount: engine.Chips(2)}})
	checkDeltas(t, "Louis et Camille gagnent 2", &Context{Players: []string{"Sophie", "Louis", "Camille"}, Bank: "Sophie"}, []Delta{{Player: "Louis", Amount: engine.Chips(2)}, {Player: "Camille", Amount: engine.Chips(2)}})
	// a bet for its player, named in the genitive or with « de » (found
	// in tmux, the quiz; pharaon.fr.txt « 05 »: a doublet takes half the
	// weight)
	pharaon := &Context{Players: []string{"Doc", "Ben"}, Bank: "Doc", Stakes: map[string][]engine.Amount{"Ben": {engine.Chips(4)}}}
	checkDeltas(t, "Bens Pronostic verliert die Hälfte", pharaon, []Delta{{Player: "Ben", Amount: engine.Chips(-2)}})
	checkDeltas(t, "le pronostic de Ben perd 2", pharaon, []Delta{{Player: "Ben", Amount: engine.Chips(-2)}})
	// « Dan +2, rien »: nothing for the others (the bank follows)
	checkDeltas(t, "Dan +2, rien", faro, []Delta{{Player: "Dan", Amount: engine.Chips(2)}, {Player: "Anna"}})
	checkDeltas(t, "Dan +2, sonst nichts", faro, []Delta{{Player: "Dan", Amount: engine.Chips(2)}, {Player: "Anna"}})
	checkDeltas(t, "Dan +2, rien d'autre", faro, []Delta{{Player: "Dan", Amount: engine.Chips(2)}, {Player: "Anna"}})
	checkDeltas(t, "Dan +2, rien pour les autres", faro, []Delta{{Player: "Dan", Amount: engine.Chips(2)}, {Player: "Anna"}})

	// pharo.de.txt 2. "Vorbereitung": a chip on the spade 7 is on all
	// four sevens – « sur tous les sept », „auf alle Siebenen“ is a bet
	// on the 7
	seven := Bet{Stake: engine.Chips(2), Rank: engine.Seven}
	for _, in := range []string{"2 sur tous les sept", "2 jetons sur tous les 7", "2 auf alle Siebenen", "2 Chips auf alle vier Siebenen"} {
		b, err := Read[Bet](NewLine(in), faro)
		if err != nil || b.Stake != seven.Stake || b.Rank != seven.Rank || b.Rank2 != engine.NoRank {
			t.Errorf("bet %q: got %+v %v, want 2 on the 7", in, b, err)
		}
	}
	// „docs 2 Chips …“: Doc's bet, named in the genitive
	for _, in := range []string{"docs 2 chips auf der 7", "Docs 2 Chips liegen auf der 7"} {
		bs, err := Read[Bets](NewLine(in), faro)
		want := []BetItem{{Player: "Doc", Bet: seven}}
		if err != nil || len(bs.Bets) != 1 || bs.Bets[0].Player != "Doc" || bs.Bets[0].Bet.Stake != seven.Stake || bs.Bets[0].Bet.Rank != seven.Rank {
			t.Errorf("bets %q: got %+v %v, want %+v", in, bs, err, want)
		}
	}
	// a count with where the cards are (found in tmux, the quiz)
	for _, in := range []string{"drei sind noch drin", "il en reste trois dedans"} {
		if c, err := Read[Count](NewLine(in), faro); err != nil || c.Count != 3 {
			t.Errorf("count %q: got %v %v, want 3", in, c, err)
		}
	}
	// a Pasur round listed card by card (pasur.de.txt "Punktewertung": ace
	// 1, jack 1, 10♦ 3, most clubs 7), found in tmux (Pasur 9): a card
	// named without its points counts as one, and a count's points said
	// again are not a total
	scores := map[string]map[string]int{
		"deux as, un valet, le grand dix et sept trèfles, donc 13": {ScoreAces: 2, ScoreJacks: 1, ScoreTenDiamonds: 3, ScoreClubs: 7, ScoreTotal: 13},
		"zwei Asse, ein Bube, die Große Zehn, 13":                  {ScoreAces: 2, ScoreJacks: 1, ScoreTenDiamonds: 3, ScoreTotal: 13},
		"sept trèfles 7": {ScoreClubs: 7},
		"zwei Asse 2":    {ScoreAces: 2},
		"sechs Kreuz 0":  {ScoreClubs: 0},
	}
	for in, want := range scores {
		s, err := Read[Score](NewLine(in), pasur)
		if err != nil || !reflect.DeepEqual(s.Score, want) {
			t.Errorf("score %q: got %v %v, want %v", in, s.Score, err, want)
		}
	}
	// a reason that says what does not count, after the figure
	for _, in := range []string{"0, les rois ne valent rien", "null, Könige zählen nichts"} {
		s, err := Read[Score](NewLine(in), pasur)
		if err != nil || !reflect.DeepEqual(s.Score, map[string]int{ScoreTotal: 0}) {
			t.Errorf("score %q: got %v %v, want total 0", in, s.Score, err)
		}
	}
}

// TestAskBackIssue22: lines that would be guesses are asked back, each
// reply saying what is expected, in German and in French.
func TestAskBackIssue22(t *testing.T) {
	faro := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc", Player: "Anna"}
	pasur := &Context{Players: []string{"Dan", "Anna"}}
	cases := []struct {
		in     string
		kind   Kind
		ctx    *Context
		reason Reason
		de, fr string
	}{
		// an unknown name before an amount is no one to pass over
		{"Otto +14", KindSettlement, faro, ErrUnknownPlayer, "Wer ist „Otto“? Am Tisch sitzen Doc, Dan, Anna.", "Qui est «\u00a0Otto\u00a0»\u00a0? À la table\u00a0: Doc, Dan, Anna."},
		{"Otto +14", KindAmount, faro, ErrUnknownPlayer, "Wer ist „Otto“? Am Tisch sitzen Doc, Dan, Anna.", "Qui est «\u00a0Otto\u00a0»\u00a0? À la table\u00a0: Doc, Dan, Anna."},
		{"Otto: 14", KindAmount, faro, ErrUnknownPlayer, "Wer ist „Otto“? Am Tisch sitzen Doc, Dan, Anna.", "Qui est «\u00a0Otto\u00a0»\u00a0? À la table\u00a0: Doc, Dan, Anna."},
		{"Otto +14", KindScore, pasur, ErrUnknownPlayer, "Wer ist „Otto“? Am Tisch sitzen Dan, Anna.", "Qui est «\u00a0Otto\u00a0»\u00a0? À la table\u00a0: Dan, Anna."},
		// nobody, where the winner is asked: a draw, or no winner yet?
		{"personne", KindPlayers, pasur, ErrNobodyNamed, "„personne“ – wer also? Schreib einen Namen (am Tisch sitzen Dan, Anna) oder „unentschieden“, wenn keiner vorn liegt.", "«\u00a0personne\u00a0» – qui, alors\u00a0? Écrivez un nom (à la table\u00a0: Dan, Anna) ou «\u00a0égalité\u00a0» si personne n’est devant."},
		{"niemand", KindPlayers, pasur, ErrNobodyNamed, "", ""},
		{"rien", KindPlayers, pasur, ErrNobodyNamed, "", ""},
		// Doc's 2 chips, and no verb: won or lost?
		{"docs 2 chips", KindSettlement, faro, ErrWhichSign, "Gewinnt oder verliert Doc die 2? Schreib z. B. „Doc +2“ oder „Doc verliert 2“.", "Doc\u00a0: ces 2, gagnés ou perdus\u00a0? Écrivez par exemple «\u00a0Doc +2\u00a0» ou «\u00a0Doc perd 2\u00a0»."},
		// a ratio where an amount is asked (a call's payout): what does
		// it come to? (pharo.de.txt 6.: a call pays 4:1 – the chips it
		// brings depend on the stake)
		{"fair wäre fünf zu eins", KindAmount, faro, ErrRatio, "„fünf zu eins“ ist ein Verhältnis – welcher Betrag ergibt sich daraus?", "« fünf zu eins » est un rapport – quel montant cela donne-t-il ?"},
		{"4:1", KindAmount, faro, ErrRatio, "", ""},
		{"quatre contre un", KindAmount, faro, ErrRatio, "", ""},
		// only what does not count, and no figure
		{"les rois ne valent rien", KindScore, pasur, ErrOnlyReason, "„les rois ne valent rien“ sagt, was nicht zählt – aber wie viele Punkte sind es?", "«\u00a0les rois ne valent rien\u00a0» dit ce qui ne compte pas – mais combien de points en tout\u00a0?"},
		{"die Könige zählen nichts", KindScore, pasur, ErrOnlyReason, "", ""},
		{"die Könige zählen nicht", KindScore, pasur, ErrOnlyReason, "", ""},
		// „die Neun zählt nichts“ is no score of 9: the nine is the card
		// that does not count (found in tmux, Pasur 9)
		{"die neun zählt nichts", KindScore, pasur, ErrOnlyReason, "", ""},
		{"le neuf ne vaut rien", KindScore, pasur, ErrOnlyReason, "", ""},
		{"die Neun zählt nicht", KindScore, pasur, ErrOnlyReason, "", ""},
	}
	for _, c := range cases {
		_, err := NewLine(c.in).Answer(c.kind, c.ctx)
		e, ok := err.(*Error)
		if !ok || e.Reason != c.reason {
			t.Errorf("%q (kind %d): got %v, want reason %d", c.in, c.kind, err, c.reason)
			continue
		}
		if c.de == "" {
			continue
		}
		if got := locales.New(locales.German).Say(e.Message()); got != c.de {
			t.Errorf("%q: German\n got %s\nwant %s", c.in, got, c.de)
		}
		if got := locales.New(locales.French).Say(e.Message()); got != c.fr {
			t.Errorf("%q: French\n got %s\nwant %s", c.in, got, c.fr)
		}
	}
	// a word that only looks like a name before a figure stays read as
	// before: a noun of the answer („Auszahlung 8“), an approximation
	for in, want := range map[string]engine.Amount{"Auszahlung 8": engine.Chips(8), "etwa +3": engine.Chips(3), "gewinnt +3": engine.Chips(3),
		"8 Chips (4:1)": engine.Chips(8), "4 zu 1, also 8": engine.Chips(8), "elle gagne 8, quatre contre un": engine.Chips(8)} {
		if a, err := Read[Amount](NewLine(in), faro); err != nil || a.Amount != want {
			t.Errorf("amount %q: got %v %v, want %v", in, a.Amount, err, want)
		}
	}
}
