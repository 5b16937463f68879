package input

import (
	"testing"

	"croupier/engine"
)

// TestSecondReadingReplayed holds the answers of issue 22's replays that
// were refused for a word around them: each is read as the answer alone,
// worked out by hand from the question's table (in parentheses).
func TestSecondReadingReplayed(t *testing.T) {
	amounts := func(m map[string]int) map[string]engine.Amount {
		out := map[string]engine.Amount{}
		for k, v := range m {
			out[k] = engine.Chips(int64(v))
		}
		return out
	}
	settle := []struct {
		players []string
		line    string
		want    map[string]engine.Amount
	}{
		// Pharo 4: Anna 5 on 9 and 5 on 9 coppered, 9 loses: +5 −5.
		{[]string{"Doc", "Dan", "Anna"}, "anna gewinnt fünf und verliert fünf, unterm strich bleibt sie gleich", amounts(map[string]int{"Anna": 0})},
		// Quiz Pharo: Finn wins 5; Nina's bet was already taken.
		{[]string{"Doc", "Finn", "Nina"}, "finn kriegt 5, nina hat nichts mehr liegen", nil},
		// Pharo 11: Dan +8, Anna −3, Ben +5 (on the queen).
		{[]string{"Doc", "Dan", "Anna", "Ben"}, "dan +8, anna -3, ben gewinnt fünf auf der dame", amounts(map[string]int{"Dan": 8, "Anna": -3, "Ben": 5})},
		// Quiz Pharo: Dan −2, Ida +4.
		{[]string{"Doc", "Dan", "Ida"}, "dan verliert natürlich 2, ida plus 4", amounts(map[string]int{"Dan": -2, "Ida": 4})},
		// Pharaon 2: Camille +4.
		{[]string{"Sophie", "Louis", "Camille", "Jules"}, "camille gagne 4 je crois", amounts(map[string]int{"Camille": 4})},
	}
	for _, c := range settle {
		ctx := &Context{Players: c.players, Bank: c.players[0]}
		a, err := Read[Settlement](NewLine(c.line), ctx)
		if c.want == nil {
			continue // not this reading's to say; see the refusals below
		}
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		for _, d := range a.Deltas {
			if w, ok := c.want[d.Player]; ok && d.Amount != w {
				t.Errorf("%q: %s %v, want %v", c.line, d.Player, d.Amount, w)
			}
		}
	}
	for line, want := range map[string]engine.Amount{
		"quatre bien sûr":                    engine.Chips(4),
		"er gewinnt acht, weil vier zu eins": engine.Chips(8),
	} {
		a, err := Read[Amount](NewLine(line), &Context{Players: []string{"Doc", "Dan"}})
		if err != nil || a.Amount != want {
			t.Errorf("amount %q: %v %v, want %v", line, a.Amount, err, want)
		}
	}
	for line, want := range map[string]int{"zwei sind noch drin": 2, "juste un": 1, "un seul, le roi de coeur": 1} {
		a, err := Read[Count](NewLine(line), nil)
		if err != nil || a.Count != want {
			t.Errorf("count %q: %v %v, want %d", line, a.Count, err, want)
		}
	}
}

// TestSecondReadingKeepsRefusals: a part that could change the answer is
// never left out — a name, a number, a sign, a negation, an exception, a
// name of somebody not at the table.
func TestSecondReadingKeepsRefusals(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}
	for _, line := range []string{
		"dan gewinnt 4, anna aber nicht",
		"dan gewinnt 4 und Otto verliert",
		"dan +4, nein, sieben",
		"dan +4 außer beim hock",
		"es ändert sich nichts für Bob",
		"dan gewinnt vier, sauf si la dame sort",
		"dan xyz",
	} {
		if a, err := Read[Settlement](NewLine(line), ctx); err == nil {
			t.Errorf("%q read as %v", line, a.Deltas)
		}
	}
}

// BenchmarkSecondReading: a settlement read only after its remark is
// left out, and a line that no reading reads (every beginning tried).
func BenchmarkSecondReading(b *testing.B) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna", "Ben"}, Bank: "Doc"}
	for _, c := range []struct{ name, line string }{
		{"remark", "anna gewinnt fünf und verliert fünf, unterm strich bleibt sie gleich"},
		{"refused", "dan gewinnt irgendwas und anna auch etwas, keine ahnung was genau das heißen soll"},
	} {
		l := NewLine(c.line)
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_, _ = Read[Settlement](l, ctx)
			}
		})
	}
}
