package input

import (
	"errors"
	"strings"
	"testing"

	"croupier/engine"
)

// TestSessionKinds reads the answers of sessions, matches and the table's
// contents in both languages.
func TestSessionKinds(t *testing.T) {
	ctx := fuzzContext()
	cases := []struct {
		line string
		kind Kind
		want string
	}{
		{"Dan", KindPlayer, "[Dan]"},
		{"die Bank", KindPlayer, "[Doc]"},
		{"niemand", KindPlayer, "nobody"},
		{"personne", KindPlayer, "nobody"},
		{"Dan und Anna", KindPlayers, "[Dan Anna]"},
		{"Anna et Zoë", KindPlayers, "[Anna Zoë]"},
		{"unentschieden", KindPlayers, "draw"},
		{"match nul", KindPlayers, "draw"},
		// Pasur 20 says « la partie est nulle »: the learner writes it so
		{"partie nulle", KindPlayers, "draw"},
		{"Dan 4 auf 9; Anna 2 auf K gecoppert", KindBets, "Dan:4/9 Anna:2/K/c"},
		{"Dan 3 auf 5/6", KindBets, "Dan:3/5-6"},
		{"mise 2 sur roi cuivré", KindBets, ":2/K/c"},
		{"keine", KindBets, ""},
		{"neu gegeben", KindTableCheck, "redeal"},
		{"nouvelle donne, valet remplacé", KindTableCheck, "redeal jack"},
		{"Bube ersetzt", KindTableCheck, "jack"},
		{"nichts", KindTableCheck, ""},
		{"1/17", KindOdds, "1/17"},
		{"5,9 %", KindOdds, "5,9 %"},
		{"5,9 Prozent", KindOdds, "5,9 %"},
		{"0,47 pour cent", KindOdds, "0,47 %"},
		{"0.059", KindOdds, "0.059"},
	}
	for _, c := range cases {
		a, err := NewLine(c.line).Answer(c.kind, ctx)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if got := extraText(a); got != c.want {
			t.Errorf("%q: %q, want %q", c.line, got, c.want)
		}
	}
	for _, c := range []struct {
		line string
		kind Kind
	}{
		{"Dan und Anna", KindPlayer}, {"Ben", KindPlayer}, {"Dan und unentschieden", KindPlayers},
		{"Dan 4 auf", KindBets}, {"vielleicht", KindTableCheck}, {"ein Drittel", KindOdds}, {"1/x", KindOdds},
	} {
		if _, err := NewLine(c.line).Answer(c.kind, ctx); err == nil {
			t.Errorf("%q read as %d", c.line, c.kind)
		} else if e := (*Error)(nil); !errors.As(err, &e) {
			t.Errorf("%q: %T", c.line, err)
		}
	}
}

// extraText writes an answer of these kinds compactly for the test.
func extraText(a Answer) string {
	switch a := a.(type) {
	case Player:
		if a.Nobody {
			return "nobody"
		}
		return "[" + a.Name + "]"
	case Players:
		if a.Draw {
			return "draw"
		}
		return "[" + strings.Join(a.Names, " ") + "]"
	case Bets:
		var parts []string
		for _, b := range a.Bets {
			s := b.Player + ":" + b.Bet.Stake.String() + "/" + b.Bet.Rank.String()
			if b.Bet.Rank2 != engine.NoRank {
				s += "-" + b.Bet.Rank2.String()
			}
			if b.Bet.Copper {
				s += "/c"
			}
			parts = append(parts, s)
		}
		return strings.Join(parts, " ")
	case TableCheck:
		return strings.Join(a.Checks, " ")
	case Odds:
		return a.Odds
	}
	return "?"
}

// FuzzParseSessionKinds: the readers of the kinds of sessions, matches and the table never panic, and what they
// accept is well formed (known players, odds the scenario notation
// reads, bets with a stake and a rank).
func FuzzParseSessionKinds(f *testing.F) {
	for _, s := range []string{"Dan", "niemand", "Dan und Anna", "unentschieden", "Dan 4 auf 9; Anna 2 auf K",
		"neu gegeben", "Bube", "1/17", "5,9 %", "0.059", "", "\xff", "%", "/", "1/0"} {
		for k := KindPlayer; k <= KindOdds; k++ {
			f.Add(s, uint8(k))
		}
	}
	ctx := fuzzContext()
	f.Fuzz(func(t *testing.T, s string, k uint8) {
		kind := Kind(k)
		if kind < KindPlayer || kind > KindOdds {
			return
		}
		a, err := NewLine(s).Answer(kind, ctx)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%q: %T", s, err)
			}
			return
		}
		if a == nil {
			t.Fatalf("%q: no answer", s)
		}
		var names []string
		switch a := a.(type) {
		case Player:
			if !a.Nobody {
				names = []string{a.Name}
			}
		case Players:
			names = a.Names
		case Bets:
			for _, b := range a.Bets {
				if !b.Bet.Rank.Valid() {
					t.Fatalf("%q: bet without a rank", s)
				}
			}
		case Odds:
			if !oddsText(a.Odds) {
				t.Fatalf("%q: odds %q", s, a.Odds)
			}
		}
		for _, n := range names {
			found := false
			for _, p := range ctx.Players {
				found = found || p == n
			}
			if !found {
				t.Fatalf("%q: unknown player %q", s, n)
			}
		}
	})
}

// TestAnswersAsTheTutorWritesThem: the odds as the tutor writes them
// ("2/425 ≈ 0,47 %") and bets with their copper after a comma ("Anna: 2
// auf K, gecoppert") are read back.
func TestAnswersAsTheTutorWritesThem(t *testing.T) {
	for in, want := range map[string]string{"2/425 ≈ 0,47\u00a0%": "2/425", "1/17 = 5,88 %": "1/17", "0 ≈ 0 %": "0"} {
		if a, err := Read[Odds](NewLine(in), &Context{}); err != nil || a.Odds != want {
			t.Errorf("odds %q: got %+v %v, want %s", in, a, err, want)
		}
	}
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}
	for _, in := range []string{"Dan: 4 auf 9; Anna: 2 auf K, gecoppert", "Dan: 4 sur 9 ; Anna : 2 sur R, cuivré"} {
		a, err := Read[Bets](NewLine(in), ctx)
		if err != nil || len(a.Bets) != 2 || a.Bets[0].Bet.Copper || !a.Bets[1].Bet.Copper ||
			a.Bets[1].Player != "Anna" || a.Bets[1].Bet.Rank != engine.King {
			t.Errorf("bets %q: got %+v %v", in, a, err)
		}
	}
}
