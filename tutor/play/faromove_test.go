package play

import (
	"croupier/tutor/input"
	"fmt"
	"testing"
	"unicode/utf8"

	"croupier/engine"
	"croupier/engine/faro"
)

// moveText writes a move short, for the table below: "bet 4 J", "bet 2
// Kc" (coppered), "bet 3 5/6", "set 7 Q", "add +2 J", "remove call",
// "call 2 7,A,9", "call 2 RBR".
func moveText(mv faroMove) string {
	spot := func(t betTarget) string {
		var s string
		switch t.kind {
		case faro.TurnCall:
			return "call"
		case faro.HighCard:
			s = "high"
		case faro.Split:
			s = t.rank.String() + "/" + t.rank2.String()
		default:
			s = t.rank.String()
		}
		if t.copper {
			s += "c"
		}
		return s
	}
	switch mv.kind {
	case moveBet:
		return fmt.Sprintf("bet %v %s", mv.stake, spot(mv.target))
	case moveSet:
		return fmt.Sprintf("set %v %s", mv.stake, spot(mv.target))
	case moveAdd:
		return fmt.Sprintf("add %+d %s", mv.delta.InHalves()/2, spot(mv.target))
	case moveRemove:
		return "remove " + spot(mv.target)
	case moveRemoveAll:
		return "remove all"
	case moveCall:
		s := fmt.Sprintf("call %v ", mv.stake)
		if len(mv.colours) > 0 {
			for _, red := range mv.colours {
				if red {
					s += "R"
				} else {
					s += "B"
				}
			}
			return s
		}
		for i, r := range mv.order {
			if i > 0 {
				s += ","
			}
			s += r.String()
		}
		return s
	}
	return "?"
}

// TestParseMove: the phrasings the reviewers typed, and the short forms
// of the usage line, read as a teacher would read them (DE review (2)
// "Free Pharo"; FR review 1.15 and 2.2 "free play").
func TestParseMove(t *testing.T) {
	cases := []struct{ in, want string }{
		// bets
		{"4 auf 9", "bet 4 9"},
		{"4 auf den Buben", "bet 4 J"},
		{"setze 4 Chips auf den Buben", "bet 4 J"},
		{"2 auf K gecoppert", "bet 2 Kc"},
		{"2 auf den König gecoppert", "bet 2 Kc"},
		{"3 auf 5/6", "bet 3 5/6"},
		{"3 zwischen 5 und 6", "bet 3 5/6"},
		{"3 zwischen Dame und König", "bet 3 Q/K"},
		{"vier auf neun", "bet 4 9"},
		{"4 auf A", "bet 4 A"},
		{"4 auf das Ass", "bet 4 A"},
		{"auf die 9 4 Chips", "bet 4 9"},
		{"4 9", "bet 4 9"},
		{"1 auf hohe Karte", "bet 1 high"},
		{"mise 2 sur R cuivré", "bet 2 Kc"},
		{"je mise 2 jetons sur le roi cuivré", "bet 2 Kc"},
		{"2 sur la haute carte", "bet 2 high"},
		{"3 entre 5 et 6", "bet 3 5/6"},
		{"4 sur le valet", "bet 4 J"},
		{"4 sur l'as", "bet 4 A"},
		// changes
		{"D auf 7 erhöhen", "set 7 Q"},
		{"erhöhe die 9 auf 6", "set 6 9"},
		{"erhöhe den Buben um 2", "add +2 J"},
		{"senke die Dame um 1", "add -1 Q"},
		{"ändere den Einsatz auf der 9 auf 3", "set 3 9"},
		{"erhöhe die Ansage auf 3", "set 3 call"},
		{"passe le 9 à 6", "set 6 9"},
		{"augmente le roi de 2", "add +2 K"},
		{"baisse la mise sur la dame à 2", "set 2 Q"},
		// removals
		{"weg 9", "remove 9"},
		{"nimm die 9 weg", "remove 9"},
		{"weg vom Buben", "remove J"},
		{"9 weg", "remove 9"},
		{"weg K gecoppert", "remove Kc"},
		{"ansage weg", "remove call"},
		{"alles weg", "remove all"},
		{"retire 9", "remove 9"},
		{"retire l'appel", "remove call"},
		{"retire la mise sur le roi cuivré", "remove Kc"},
		{"retire tout", "remove all"},
		// calls
		{"ansage 7 B 3 2", "call 2 7,J,3"},
		{"ansage 7 B 2", "call 2 7,J"},
		{"ich sage an: 7 verliert, Ass gewinnt, 9 ist der Hock, 2 Chips", "call 2 7,A,9"},
		{"Ass gewinnt, 7 verliert, 2 Chips", "call 2 7,A"},
		{"ansage Hock 9, Bankkarte 7, Spielerkarte Ass, mit 2 Chips", "call 2 7,A,9"},
		{"appel 7 V 3 2", "call 2 7,J,3"},
		{"appel le 4 perd, le 5 gagne, 10 hock, 2", "call 2 4,5,10"},
		{"j'appelle 7 V 3 pour 2", "call 2 7,J,3"},
		{"appel rouge noir rouge 2", "call 2 RBR"},
		{"ansage rot schwarz rot für 4", "call 4 RBR"},
	}
	for _, c := range cases {
		mv, err := parseMove(input.NewLine(c.in))
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := moveText(mv); got != c.want {
			t.Errorf("%q: %s, want %s", c.in, got, c.want)
		}
	}
}

// TestParseMoveRefuses: lines that are no move say why, naming the word
// at fault where there is one.
func TestParseMoveRefuses(t *testing.T) {
	cases := []struct{ in, word string }{
		{"4 auf", ""},
		{"auf den Buben", ""},
		{"4 auf Hund", "Hund"},
		{"4 auf 3 5 7", ""},
		{"ansage 7 B", ""},
		{"ansage 7 7 verliert 7 verliert 2", ""},
		{"weg", ""},
		{"hallo", ""},
		{"", ""},
	}
	for _, c := range cases {
		mv, err := parseMove(input.NewLine(c.in))
		me, ok := err.(*moveError)
		if !ok {
			t.Errorf("%q read as %s", c.in, moveText(mv))
			continue
		}
		if me.word != c.word {
			t.Errorf("%q: word %q, want %q", c.in, me.word, c.word)
		}
	}
}

// FuzzParseMove: the reader of free-play moves never panics, and what it
// reads is well formed: a kind, valid ranks, a call of two or three
// ranks or three colours, a stake that is an amount.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"4 auf 9", "ich sage an: 7 verliert, Ass gewinnt, 9 ist der Hock, 2 Chips",
		"D auf 7 erhöhen", "retire l'appel", "3 zwischen 5 und 6", "appel rouge noir rouge 2", "erhöhe um 2", "à à à 7",
		"change le 10 a 4", "change a a 4", "a 4 change", "passe la dame a 6"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if !utf8.ValidString(line) {
			return
		}
		mv, err := parseMove(input.NewLine(line))
		if err != nil {
			if _, ok := err.(*moveError); !ok {
				t.Fatalf("%q: error of type %T", line, err)
			}
			return
		}
		okRank := func(r engine.Rank) bool { return r.Valid() }
		switch mv.kind {
		case moveBet, moveSet, moveAdd, moveRemove:
			tg := mv.target
			switch tg.kind {
			case faro.Single:
				if !okRank(tg.rank) {
					t.Fatalf("%q: bad rank %v", line, tg.rank)
				}
			case faro.Split:
				if !okRank(tg.rank) || !okRank(tg.rank2) {
					t.Fatalf("%q: bad split %v/%v", line, tg.rank, tg.rank2)
				}
			case faro.HighCard, faro.TurnCall:
			default:
				t.Fatalf("%q: bad target kind %v", line, tg.kind)
			}
			if mv.kind == moveBet && tg.kind == faro.TurnCall {
				t.Fatalf("%q: a bet on the call", line)
			}
		case moveRemoveAll:
		case moveCall:
			switch {
			case len(mv.colours) == 3 && len(mv.order) == 0:
			case len(mv.colours) == 0 && (len(mv.order) == 2 || len(mv.order) == 3):
				for _, r := range mv.order {
					if !okRank(r) {
						t.Fatalf("%q: bad call rank %v", line, r)
					}
				}
			default:
				t.Fatalf("%q: bad call %v %v", line, mv.order, mv.colours)
			}
		default:
			t.Fatalf("%q: no kind", line)
		}
	})
}

// TestChangeReading: a change written with two bare numbers is read the
// way that fits the table — "9 auf 7 erhöhen" with a bet on the 7 only
// raises the 7 to 9 chips; with bets on both, the reading whose stake
// goes the way the verb says.
func TestChangeReading(t *testing.T) {
	mv, err := parseMove(input.NewLine("9 auf 7 erhöhen"))
	if err != nil || mv.swapped == nil || mv.target.rank != 9 || mv.stake != engine.Chips(7) ||
		mv.swapped.target.rank != 7 || mv.swapped.stake != engine.Chips(9) || mv.dir != 1 {
		t.Fatalf("parse: %+v %v", mv, err)
	}
	if mv, _ := parseMove(input.NewLine("die 9 auf 7 erhöhen")); mv.target.rank != 9 || mv.stake != engine.Chips(7) {
		t.Errorf("with the article: %+v", mv)
	}
}
