package input

import (
	"errors"
	"strings"
	"testing"

	"croupier/engine"
)

// TestNewKinds reads the answers of sessions, matches and the table's
// contents in both languages.
func TestNewKinds(t *testing.T) {
	ctx := fuzzContext()
	cases := []struct {
		line string
		kind Kind
		want string
	}{
		{"Dan", Player, "[Dan]"},
		{"die Bank", Player, "[Doc]"},
		{"niemand", Player, "nobody"},
		{"personne", Player, "nobody"},
		{"Dan und Anna", Players, "[Dan Anna]"},
		{"Anna et Zoë", Players, "[Anna Zoë]"},
		{"unentschieden", Players, "draw"},
		{"match nul", Players, "draw"},
		{"Dan 4 auf 9; Anna 2 auf K gecoppert", Bets, "Dan:4/9 Anna:2/K/c"},
		{"Dan 3 auf 5/6", Bets, "Dan:3/5-6"},
		{"mise 2 sur roi cuivré", Bets, ":2/K/c"},
		{"keine", Bets, ""},
		{"neu gegeben", TableCheck, "redeal"},
		{"nouvelle donne, valet remplacé", TableCheck, "redeal jack"},
		{"Bube ersetzt", TableCheck, "jack"},
		{"nichts", TableCheck, ""},
		{"1/17", Odds, "1/17"},
		{"5,9 %", Odds, "5,9 %"},
		{"5,9 Prozent", Odds, "5,9 %"},
		{"0,47 pour cent", Odds, "0,47 %"},
		{"0.059", Odds, "0.059"},
	}
	for _, c := range cases {
		a, err := Parse(c.line, c.kind, ctx)
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
		{"Dan und Anna", Player}, {"Ben", Player}, {"Dan und unentschieden", Players},
		{"Dan 4 auf", Bets}, {"vielleicht", TableCheck}, {"ein Drittel", Odds}, {"1/x", Odds},
	} {
		if _, err := Parse(c.line, c.kind, ctx); err == nil {
			t.Errorf("%q read as %d", c.line, c.kind)
		} else if e := (*Error)(nil); !errors.As(err, &e) {
			t.Errorf("%q: %T", c.line, err)
		}
	}
}

// extraText writes an Extra compactly for the test.
func extraText(a Answer) string {
	e := a.Extra
	switch a.Kind {
	case Player:
		if e.Nobody {
			return "nobody"
		}
		return "[" + strings.Join(e.Names, " ") + "]"
	case Players:
		if e.Draw {
			return "draw"
		}
		return "[" + strings.Join(e.Names, " ") + "]"
	case Bets:
		var parts []string
		for _, b := range e.Bets {
			s := b.Player + ":" + b.Bet.Amount.String() + "/" + b.Bet.Rank.String()
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
		return strings.Join(e.Checks, " ")
	case Odds:
		return e.Odds
	}
	return "?"
}

// FuzzParseNew: the readers of the new kinds never panic, and what they
// accept is well formed (known players, odds the scenario notation
// reads, bets with a stake and a rank).
func FuzzParseNew(f *testing.F) {
	for _, s := range []string{"Dan", "niemand", "Dan und Anna", "unentschieden", "Dan 4 auf 9; Anna 2 auf K",
		"neu gegeben", "Bube", "1/17", "5,9 %", "0.059", "", "\xff", "%", "/", "1/0"} {
		for k := Player; k <= Odds; k++ {
			f.Add(s, uint8(k))
		}
	}
	ctx := fuzzContext()
	f.Fuzz(func(t *testing.T, s string, k uint8) {
		kind := Kind(k)
		if kind < Player || kind > Odds {
			return
		}
		a, err := Parse(s, kind, ctx)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%q: %T", s, err)
			}
			return
		}
		if a.Extra == nil {
			t.Fatalf("%q: no answer", s)
		}
		for _, n := range a.Extra.Names {
			found := false
			for _, p := range ctx.Players {
				found = found || p == n
			}
			if !found {
				t.Fatalf("%q: unknown player %q", s, n)
			}
		}
		for _, b := range a.Extra.Bets {
			if !b.Bet.Rank.Valid() {
				t.Fatalf("%q: bet without a rank", s)
			}
		}
		if kind == Odds && !oddsText(a.Extra.Odds) {
			t.Fatalf("%q: odds %q", s, a.Extra.Odds)
		}
	})
}

// TestAnswersAsTheTutorWritesThem: the odds as the tutor writes them
// ("2/425 ≈ 0,47 %") and bets with their copper after a comma ("Anna: 2
// auf K, gecoppert") are read back.
func TestAnswersAsTheTutorWritesThem(t *testing.T) {
	for in, want := range map[string]string{"2/425 ≈ 0,47\u00a0%": "2/425", "1/17 = 5,88 %": "1/17", "0 ≈ 0 %": "0"} {
		if a, err := Parse(in, Odds, &Context{}); err != nil || a.Extra == nil || a.Extra.Odds != want {
			t.Errorf("odds %q: got %+v %v, want %s", in, a.Extra, err, want)
		}
	}
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}
	for _, in := range []string{"Dan: 4 auf 9; Anna: 2 auf K, gecoppert", "Dan: 4 sur 9 ; Anna : 2 sur R, cuivré"} {
		a, err := Parse(in, Bets, ctx)
		if err != nil || a.Extra == nil || len(a.Extra.Bets) != 2 || a.Extra.Bets[0].Bet.Copper || !a.Extra.Bets[1].Bet.Copper ||
			a.Extra.Bets[1].Player != "Anna" || a.Extra.Bets[1].Bet.Rank != engine.King {
			t.Errorf("bets %q: got %+v %v", in, a.Extra, err)
		}
	}
}
