package tutor

import (
	"testing"
	"unicode/utf8"

	"croupier/engine"
)

// fuzzContext is a table for the answer fuzzer.
func fuzzContext() *AnswerContext {
	return &AnswerContext{
		Players: []string{"Doc", "Dan", "Anna", "Zoë"},
		Bank:    "Doc",
		Hand:    []engine.Card{{Rank: engine.Seven, Suit: engine.Spades}, {Rank: engine.Jack, Suit: engine.Hearts}},
		Table:   []engine.Card{{Rank: engine.Four, Suit: engine.Diamonds}, {Rank: engine.King, Suit: engine.Hearts}},
		Choices: 4,
	}
}

// FuzzParseAnswer checks that the answer parser never panics on any
// input and kind, and that whatever it accepts is well formed: valid
// cards and ranks, known players, choices in range, amounts far from
// overflow.
func FuzzParseAnswer(f *testing.F) {
	for _, s := range []string{"Dan +4, Bank -6", "Dan gagne 4, banque perd 6", "nehme 4♠ 7♦", "7♠ nimmt 4♦",
		"lege 5♣", "je pose 5♣", "B nimmt alles", "ja", "non", "drei", "b", "1½", "1,5", "-½", "3, 7, K",
		"7 B 3", "rot schwarz rot", "4 auf 9", "3 auf 5/6", "Asse 2, Summe 6", "", "\xff", "+", "1,", ",5"} {
		for k := AnsSettlement; k <= AnsScore; k++ {
			f.Add(s, uint8(k))
		}
	}
	ctx := fuzzContext()
	players := map[string]bool{}
	for _, p := range ctx.Players {
		players[p] = true
	}
	f.Fuzz(func(t *testing.T, s string, k uint8) {
		a, err := ParseAnswer(s, AnswerKind(k), ctx)
		if err != nil {
			if _, ok := err.(*AnswerError); !ok {
				t.Fatalf("%q: error %T is not an *AnswerError", s, err)
			}
			return
		}
		for _, d := range a.Deltas {
			if !players[d.Player] {
				t.Fatalf("%q: unknown player %q", s, d.Player)
			}
			if d.Amount > engine.Chips(1e13) || d.Amount < engine.Chips(-1e13) {
				t.Fatalf("%q: amount %v out of range", s, d.Amount)
			}
		}
		for _, c := range append(append(a.Take, a.Cards...), a.Play) {
			if c != (engine.Card{}) && !c.Valid() {
				t.Fatalf("%q: invalid card %v", s, c)
			}
		}
		for _, r := range append([]engine.Rank{a.Rank, a.Rank2}, a.Ranks...) {
			if r != engine.NoRank && !r.Valid() {
				t.Fatalf("%q: invalid rank %v", s, r)
			}
		}
		for _, c := range a.Choices {
			if c < 0 || c >= ctx.Choices {
				t.Fatalf("%q: choice %d out of range", s, c)
			}
		}
		if a.Kind != AnswerKind(k) {
			t.Fatalf("%q: kind %v, want %v", s, a.Kind, k)
		}
	})
}

// FuzzParseCommand checks that the command parser never panics, that a
// command it reads is one of the known ones and reads the same from its
// German and French names, and that Fold is idempotent.
func FuzzParseCommand(f *testing.F) {
	for _, s := range append(CommandWords(), "", ":", "/hilfe", ": aide", "sprache fr", "spiel faro", "Menu\u0308", "zurücksetzen alle", "\xff\xfe", "Dan +4") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if ff := Fold(s); Fold(ff) != ff || !utf8.ValidString(ff) {
			t.Fatalf("Fold(%q) = %q is not idempotent or not UTF-8", s, ff)
		}
		c, err := ParseCommand(s)
		if err != nil {
			return
		}
		known := false
		for _, n := range commandNames() {
			known = known || n.id == c.ID
		}
		if c.ID == NoCommand || !known {
			t.Fatalf("%q: unknown command id %d", s, c.ID)
		}
		for _, fr := range []bool{false, true} {
			c2, err := ParseCommand(CommandWord(c.ID, fr))
			if err != nil || c2.ID != c.ID {
				t.Fatalf("%q: %v does not read back from %q", s, c.ID, CommandWord(c.ID, fr))
			}
		}
	})
}
