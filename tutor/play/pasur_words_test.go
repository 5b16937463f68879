package play

import (
	"bytes"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// freePasur starts free Pasur at a position: the learner's hand, the
// computer's, the table.
func freePasur(t *testing.T, l locales.Lang, mine, theirs, table string) (*pasurGame, *bytes.Buffer) {
	t.Helper()
	cs := func(s string) []engine.Card {
		c, err := engine.ParseCards(s, engine.Neutral)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	var out bytes.Buffer
	g, err := newPasurFrom(screen.New(&out, l, false, nil), 1, Options{NoCoach: true, Search: testSearch},
		&pasur.Setup{Hands: [][]engine.Card{cs(mine), cs(theirs)}, Table: cs(table), LastCapturer: -1})
	if err != nil {
		t.Fatal(err)
	}
	out.Reset()
	return g, &out
}

// TestFreePasurOwnWords: free Pasur moves in a player's own words are
// played as meant (issue 22): words before the play („na gut, dann“,
// „ach so“, « bon, alors ») and „meine“ carry nothing; Q♥ on Q♦ takes it
// (pasur.de.txt "Spielablauf" 3, a queen takes the queens), Q♣ takes Q♥
// with „schnappt sich“.
func TestFreePasurOwnWords(t *testing.T) {
	for _, c := range []struct {
		lang        locales.Lang
		line, table string
		want        string
	}{
		{locales.German, "na gut, dann die herz dame", "7♣ 4♦ K♠ Q♦", "Q♥ Q♦"},
		{locales.German, "ach so, die herz dame", "7♣ 4♦ K♠ Q♦", "Q♥ Q♦"},
		{locales.German, "meine herz dame", "7♣ 4♦ K♠ Q♦", "Q♥ Q♦"},
		{locales.French, "bon, alors la dame de cœur", "7♣ 4♦ K♠ Q♦", "Q♥ Q♦"},
		{locales.French, "ah bon, ma dame de cœur", "7♣ 4♦ K♠ Q♦", "Q♥ Q♦"},
		{locales.German, "meine kreuzdame schnappt sich die herzdame", "7♣ 4♦ K♠ Q♥", "Q♣ Q♥"},
		{locales.French, "ma dame de trèfle ramasse la dame de cœur", "7♣ 4♦ K♠ Q♥", "Q♣ Q♥"},
		// the verb before the card played (pasur.de.txt "Spielablauf" 2:
		// 7 + 4 = 11)
		{locales.German, "na gut, dann holt sich meine herz sieben die karo vier", "7♣ 4♦ K♠ Q♦", "7♥ 4♦"},
		{locales.French, "bon, alors je prends avec mon sept de cœur le quatre de carreau", "7♣ 4♦ K♠ Q♦", "7♥ 4♦"},
	} {
		hand := "7♥ 3♠ Q♣ Q♥"
		if strings.Contains(c.table, "Q♥") {
			hand = "7♥ 3♠ Q♣ 5♥"
		}
		g, out := freePasur(t, c.lang, hand, "9♠ 5♦ 6♦ 2♥", c.table)
		g.Input(input.NewLine(c.line))
		if len(g.cur.plays) == 0 {
			t.Errorf("%s %q: not played: %s", c.lang, c.line, out)
			continue
		}
		p := g.cur.plays[0]
		got := append([]engine.Card{p.card}, p.took...)
		want, _ := engine.ParseCards(c.want, engine.Neutral)
		if got[0] != want[0] || !engine.SameCards(got[1:], want[1:]) {
			t.Errorf("%s %q: played %v taking %v, want %s", c.lang, c.line, p.card, p.took, c.want)
		}
	}
}

// TestFreePasurRefusalNamesTheRule: 7♥ cannot take 7♣ because 7 + 7 is
// no 11 (pasur.de.txt "Spielablauf" 2), and the refusal says so in both
// languages — not that the card lies not on the table (it does).
func TestFreePasurRefusalNamesTheRule(t *testing.T) {
	for l, line := range map[locales.Lang]string{locales.German: "mit der herz sieben die sieben nehmen", locales.French: "avec le sept de cœur je prends le sept"} {
		g, out := freePasur(t, l, "7♥ 3♠", "9♠ 5♦", "7♣ 4♦ K♠")
		g.Input(input.NewLine(line))
		said := strings.Join(strings.Fields(out.String()), " ")
		notThere := map[locales.Lang]string{locales.German: "nicht auf dem Tisch", locales.French: "pas sur le tapis"}[l]
		rule := map[locales.Lang]string{locales.German: "genau 11", locales.French: "exactement 11"}[l]
		if len(g.cur.plays) != 0 || strings.Contains(said, notThere) || !strings.Contains(said, rule) {
			t.Errorf("%s %q: %s", l, line, said)
		}
	}
}
