package input

import (
	"errors"
	"testing"

	"croupier/engine"
)

// fuzzContext is a table for the answer fuzzer.
func fuzzContext() *Context {
	return &Context{
		Players: []string{"Doc", "Dan", "Anna", "Zoë"},
		Bank:    "Doc",
		Hand:    []engine.Card{{Rank: engine.Seven, Suit: engine.Spades}, {Rank: engine.Jack, Suit: engine.Hearts}},
		Table:   []engine.Card{{Rank: engine.Four, Suit: engine.Diamonds}, {Rank: engine.King, Suit: engine.Hearts}, {Rank: engine.King, Suit: engine.Clubs}, {Rank: engine.Four, Suit: engine.Clubs}},
		Choices: 4,
		Player:  "Anna",
		Card:    engine.Card{Rank: engine.Seven, Suit: engine.Spades},
		Legal:   [][]engine.Card{{{Rank: engine.Four, Suit: engine.Diamonds}}, {{Rank: engine.Four, Suit: engine.Clubs}}},
		Subject: "Anna",
		Bettors: []string{"Dan", "Anna"},
		Stakes:  map[string][]engine.Amount{"Anna": {engine.Chips(3)}, "Dan": {engine.Chips(1), engine.Chips(2)}},
		Layout:  []BetItem{{Player: "Dan", Bet: Bet{Stake: engine.Chips(4), Rank: engine.Nine}}},
		Options: NewOptions([][]string{{"4 Mal", "4 donnes"}, {"−2 Punkte"}, {"Dan bekommt sie zurück"}, {"Nein – er ist entschieden"}}, []string{"Wie viele Abzüge hat ein Durchgang?", "Combien de paires compte une taille ?"}),
	}
}

// FuzzParse checks that the reader never panics on any input and kind,
// that its errors are *Error values quoting a part of the line, and that
// whatever it accepts is well formed: valid cards and ranks, known
// players, choices in range, amounts far from overflow.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"Dan +4, Bank -6", "Dan gagne 4, banque perd 6", "nehme 4♠ 7♦", "7♠ nimmt 4♦",
		"lege 5♣", "je pose 5♣", "B nimmt alles", "ja", "non", "drei", "b", "1½", "1,5", "-½", "3, 7, K",
		"7 B 3", "rot schwarz rot", "4 auf 9", "3 auf 5/6", "Asse 2, Summe 6", "", "\xff", "+", "1,", ",5",
		"Dan +3/2", "1,5 auf 9", "Kreuz-2 2", "5-6", "zwei für die kreuz zwei", "as 2, deux de trefle 2, total 4",
		"ah j'oubliais l'as de trefle, donc 4", "4, il ramasse le tapis", "der rest ist nix wert", "kreuz", "de trefle",
		// issue 11's phrasings
		"gewinnt 8 chips", "verliert 3", "Anna -3", "il gagne 8 jetons", "elle perd 3", "moins 3", "aucun changement",
		"rien ne change", "Dan und Anna je 2", "Dan +4, die anderen nichts", "Doc (Bank) -6", "anderthalb",
		"K nimmt K", "nehme 6 6 2 4", "4c", "beide Könige", "les deux rois", "alle Damen", "nehme zwei 6",
		"2 Asse, Summe 3", "5 für den Sur", "noch drei", "il en reste trois", "kein Sur", "pas permis",
		"ce n’est pas interdit", "un jeton", "einen Chip", "je ne prends que le 6",
		// issue 22's settlements
		"anna ist ihre drei los", "annas zwei chips sind weg", "ida verliert viereinhalb", "eva plusminus null",
		"dan gagne 8 en tout (dix moins deux", "(Doc) ((", "tous les deux gagnent deux", "jules perd un chacun",
		"pour nina ca s'annule, +4 et -4", "ben pert 3", "personne ne bouge, le 9 sur le 9",
		// the phrasings of the learner reviews
		"Dan kriegt fünf", "Dan kriegt vier, die Bank zahlt", "Anna verliert ihre 2 Chips", "anna verliert die hälfte",
		"Anna verliert die Hälfte, also 2", "Ana -1,5", "Dan perd un", "elle perd la moitié", "Anna perd 1 et demi",
		"un jeton et demi", "Dan ne gagne ni ne perd", "la banque ne bouge pas", "chacun gagne 2, la banquière perd 4",
		"Louis et Camille gagnent 2", "Doc gagne 2 deux fois", "zweimal 2", "Dan, car il a pris en dernier",
		"Dan mit 105", "c'est Anna", "hundertvier", "cent quatre", "alle drei", "zwei Surs und ein Bube, also 11",
		"un as, un valet et sept trèfles : 9", "gar nichts", "alle fünfer", "tous les rangs", "le 2 et le 9 de cœur",
		"die Große Zehn", "le grand dix", "die 4 und die 3", "den Bube", "er legt ihn hin", "rien du tout",
		"alle drei Asse", "Dan 4 sur le 9 et Anna 2 cuivrés sur le roi", "les deux restent", "etwa 11,6%",
		"4/51 mal 3/50", "unmöglich", "aucune chance", "et demi", "also", ", also", "die Hälfte", "weil", "et et",
		// the last replay's remarks, counts of a rank and drawn-out yes
		"nur die buben, alle 4 sind draussen", "bube 4 von 4 raus", "von", "sur 4", "alle 4", "les 13 rangs",
		"alle drei, die kreuz herz und pik fünf", "un seul, le 9", "jaa", "ouiii", "ben oui", "c bien sur, soda",
		"beide bleiben liegen, also dans vier auf der neun", "on remplace le valet", "der köing",
		// the last replay's settlements and amounts
		"doc zweimal zwei gewonnen, also plus vier. anna nix", "il ne se passe rien pour", "il n'y a", "rien, son 8",
		"hundert, 96 plus den gewinn von 4", "leider daneben,", "Pech für Dan, der verliert", ", der verliert 8",
		"Dans 4 und Annas 2 sind weg", "x auch wenn", "même si", "a donc rien",
		// issue 22's phrasings
		"null zu null", "zéro à zéro", "Anna qui gagne 2", "Dan +2, rien", "2 sur tous les sept", "docs 2 chips",
		"Docs 2 Chips liegen auf der 7", "Otto +14", "Otto: 14", "personne", "les rois ne valent rien",
		"0, les rois ne valent rien", "s", "qui", "zu zu", "a", "tous", "sur tous", "alle vier"} {
		for k := KindSettlement; k <= KindOdds; k++ {
			f.Add(s, uint8(k))
		}
	}
	ctx := fuzzContext()
	players := map[string]bool{}
	for _, p := range ctx.Players {
		players[p] = true
	}
	f.Fuzz(func(t *testing.T, s string, k uint8) {
		a, err := NewLine(s).Answer(Kind(k), ctx)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%q: error %T is not an *Error", s, err)
			}
			if e.Token != "" && (e.Start < 0 || e.End > len(s) || s[e.Start:e.End] != e.Token) {
				t.Fatalf("%q: error token %q is not the line at %d..%d", s, e.Token, e.Start, e.End)
			}
			return
		}
		var (
			deltas  []Delta
			cs      []engine.Card
			ranks   []engine.Rank
			choices []int
		)
		switch a := a.(type) {
		case Settlement:
			deltas = a.Deltas
		case Play:
			cs = append(append(cs, a.Take...), a.Play)
		case Cards:
			cs = a.Cards
		case Bet:
			ranks = []engine.Rank{a.Rank, a.Rank2}
		case Rank:
			ranks = []engine.Rank{a.Rank}
		case Ranks:
			ranks = a.Ranks
		case Call:
			ranks = a.Ranks
		case Choice:
			choices = a.Choices
		}
		for _, d := range deltas {
			if !players[d.Player] {
				t.Fatalf("%q: unknown player %q", s, d.Player)
			}
			if d.Amount > engine.Chips(1e13) || d.Amount < engine.Chips(-1e13) {
				t.Fatalf("%q: amount %v out of range", s, d.Amount)
			}
		}
		for _, c := range cs {
			if c != (engine.Card{}) && !c.Valid() {
				t.Fatalf("%q: invalid card %v", s, c)
			}
		}
		for _, r := range ranks {
			if r != engine.NoRank && !r.Valid() {
				t.Fatalf("%q: invalid rank %v", s, r)
			}
		}
		for _, c := range choices {
			if c < 0 || c >= ctx.Choices {
				t.Fatalf("%q: choice %d out of range", s, c)
			}
		}
		if a.Kind() != Kind(k) {
			t.Fatalf("%q: kind %v, want %v", s, a.Kind(), k)
		}
	})
}

// FuzzMatchOption: the option reader never panics; it picks an option in
// range, says which options an ambiguous answer fits (at least two, each
// in range), names a likely option in range with the whole line, and
// quotes the whole line otherwise.
func FuzzMatchOption(f *testing.F) {
	for _, s := range []string{"nichts", "der könig", "5:1", "5 pour 1", "sur les quatre 7", "nein", "nee", "non",
		"Nichts – die Soda zählt nicht", "nicths", "", "a", "\xff", "die 9", "fair 5:1, bank 4:1", "7", "er",
		"3", "-2", "minus 2", "sechsmal", "K", "nix", "nein, die farbe ist egal", "zurück", "25 abzüge", "+", "plus",
		"b, der könig", "c – nichts", "a? keine ahnung", "la b, le 9", "b, oder a", "zurück in den stapel mischen", "ne bouge pas, erste karte"} {
		f.Add(s)
	}
	ctx := &Context{Choices: 3, Options: NewOptions([][]string{
		{"Die 9 – sie ist niedriger", "Le 9 – il est plus bas"},
		{"Der König – er kam zuerst", "Le roi – il est sorti en premier"},
		{"Nichts – die Soda zählt nicht", "Rien – 5 pour 1, quelle que soit la couleur"},
	}, nil)}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := MatchOption(NewLine(s), ctx)
		if u, ok := err.(*UnsureOption); ok {
			if u.Option < 0 || u.Option >= ctx.Options.Len() || u.Token != s {
				t.Fatalf("%q: likely option %d, quoted %q", s, u.Option, u.Token)
			}
			return
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%q: error %T", s, err)
			}
			if e.Reason == ErrAmbiguousChoice && len(e.Choices) < 2 {
				t.Fatalf("%q: ambiguous among %v", s, e.Choices)
			}
			if e.Token != "" && s[e.Start:e.End] != e.Token {
				t.Fatalf("%q: token %q not at %d..%d", s, e.Token, e.Start, e.End)
			}
			return
		}
		if len(a.Choices) != 1 || a.Choices[0] < 0 || a.Choices[0] >= ctx.Options.Len() {
			t.Fatalf("%q: choices %v", s, a.Choices)
		}
		if n, isNum, err := NumberOption(NewLine(s), ctx); err == nil && isNum && len(n.Choices) > 0 && (n.Choices[0] < 0 || n.Choices[0] >= ctx.Options.Len()) {
			t.Fatalf("%q: number option %v", s, n.Choices)
		}
		if i, ok := HeadOption(NewLine(s), ctx); ok && (i < 0 || i >= ctx.Options.Len()) {
			t.Fatalf("%q: head option %d", s, i)
		}
	})
}

// FuzzLex: tokens lie in order inside the line, do not overlap, and hold
// the line's text at their offsets.
func FuzzLex(f *testing.F) {
	for _, s := range []string{"Dan +4, Bank -6", "1 1/2", "3/2", "−6", "4♠7♦", "l’as", "Kreuz-9", "a\xffb", "½", "+ 4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		end := 0
		for _, tk := range Lex(s) {
			if tk.Start < end || tk.End <= tk.Start || tk.End > len(s) || s[tk.Start:tk.End] != tk.Text {
				t.Fatalf("%q: token %+v out of place (previous end %d)", s, tk, end)
			}
			end = tk.End
		}
	})
}

// FuzzParseCommand checks that the command reader never panics and that
// a command it reads reads the same from its German and French names.
func FuzzParseCommand(f *testing.F) {
	for _, s := range append(CommandWords(), "", ":", "/hilfe", ": aide", "sprache fr", "spiel faro", "Menu\u0308", "zurücksetzen alle", "\xff\xfe", "Dan +4") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCommand(s)
		if err != nil {
			return
		}
		spec := Spec(c.ID)
		if c.ID == NoCommand || spec.ID != c.ID {
			t.Fatalf("%q: unknown command id %d", s, c.ID)
		}
		for _, name := range []string{spec.German, spec.French} {
			c2, err := ParseCommand(name)
			if err != nil || c2.ID != c.ID {
				t.Fatalf("%q: %v does not read back from %q", s, c.ID, name)
			}
		}
	})
}
