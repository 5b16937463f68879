package input

import (
	"testing"

	"croupier/engine"
)

// TestSettlementParaphrasesIssue22 holds the settlements the native
// testers typed in their own words that were refused (issue 22), each on
// its lesson's table, the figures worked out by hand from the rulebooks:
// pharo.de.txt „Setzen“ (a split whose two ranks win and lose is even;
// „Umdrehen (coppern)“ turns a bet round) and „Ein Abzug“ (the bank card
// loses, the player card wins 1:1; „Doublet“: the bank takes half);
// pharaon.fr.txt « 04 / Décompte » (1:1, « le cuivre inverse », a doublet
// loses half the weight, the banker the opposite of the players).
func TestSettlementParaphrasesIssue22(t *testing.T) {
	c := engine.Chips
	type d = map[string]engine.Amount
	pharo := func(stakes map[string][]engine.Amount, more ...string) *Context {
		return &Context{Players: append([]string{"Doc", "Dan", "Anna"}, more...), Bank: "Doc", Stakes: stakes}
	}
	pharaon := func(stakes map[string][]engine.Amount) *Context {
		return &Context{Players: []string{"Sophie", "Louis", "Camille", "Jules"}, Bank: "Sophie", Stakes: stakes}
	}
	cases := []struct {
		ctx  *Context
		in   string
		want d
	}{
		// Pharo 4, 9♠ loses, 2♥ wins: Anna's plain 5 on the 9 loses 5,
		// her coppered 5 wins 5; Dan's 7 is not touched
		{pharo(nil), "für anna gleicht sichs aus, null, und dan betrifft das nicht", d{"Anna": 0, "Dan": 0}},
		{pharo(nil), "ach so, hebt sich auf, dan bleibt bei plusminus null", d{"Dan": 0}},
		// Pharo 4, 4♣ loses, 7♥ wins: Dan's coppered 4 on the 7 loses to the bank
		{pharo(nil), "dan verliert 4 an doc", d{"Dan": c(-4)}},
		{pharo(nil), "dan muss 4 an doc abgeben", d{"Dan": c(-4)}},
		// Pharo 2, Q♣ loses, 4♠ wins: Anna's 2 on the queen lose, Dan's
		// jack is not touched
		{pharo(nil), "Anna büßt ihre 2 auf der Dame ein, Dan bleibt wie er ist", d{"Anna": c(-2), "Dan": 0}},
		// Pharo 2, 4♥ loses, J♦ wins: Dan's 5 on the jack win, Anna's 3
		// on the four lose, the bank pays the 2 between („Vierer“ is the
		// card, no amount)
		{pharo(nil), "Dans Bube bringt ihm fünf, Annas Vierer kostet sie drei, die bank zahlt also zwei drauf", d{"Dan": c(5), "Anna": c(-3), "Doc": c(-2)}},
		{pharo(nil), "dan kassiert 5, anna muss 3 abgeben", d{"Dan": c(5), "Anna": c(-3)}},
		{pharo(nil), "dan streicht 5 ein, anna verliert 3", d{"Dan": c(5), "Anna": c(-3)}},
		// Pharo 5, doublet of queens: Dan's 4 and Anna's 3 lose half, Ben's 5 is not touched
		{pharo(map[string][]engine.Amount{"Dan": {c(4)}, "Anna": {c(3)}}, "Ben"), "Dan büßt die Hälfte ein, also 2, Anna eineinhalb, Ben nix", d{"Dan": c(-2), "Anna": engine.Halves(-3), "Ben": 0}},
		// Pharo 9, 9♣ then 9♦: Dan's split on the 9 loses half of its 4
		{pharo(map[string][]engine.Amount{"Dan": {c(4)}}), "dan verliert die hälfte, zwei chips, und die bank kriegt die zwei", d{"Dan": c(-2)}},
		// Pharo 9, K♦ loses, J♦ wins: Anna's coppered split K/J wins 2 on the king
		{pharo(nil), "annas split gewinnt, weil gecoppert: zwei für sie", d{"Anna": c(2)}},
		// Pharaon 1 (asked in German), 10♦ loses, 5♥ wins: Louis's 4 on
		// the 5 win, Camille's 2 on the 10 lose, the banker −2
		{pharaon(nil), "louis vier rauf, camille zwei runter, sophie unterm strich minus 2", d{"Louis": c(4), "Camille": c(-2), "Sophie": c(-2)}},
		{pharaon(nil), "louis empoche 4, camille perd 2", d{"Louis": c(4), "Camille": c(-2)}},
		// Pharaon 4, 7♥ then 7♣: Jules's coppered 2 on the 7 loses half
		{pharaon(map[string][]engine.Amount{"Jules": {c(2)}}), "louis +4, camille -4, jules verliert die haelfte, einen punkt; sophie plus eins", d{"Louis": c(4), "Camille": c(-4), "Jules": c(-1), "Sophie": c(1)}},
		{pharo(nil), "der ist futsch: dan minus vier, doc plus vier", d{"Dan": c(-4), "Doc": c(4)}},
		// Pharo 5, Q♦ loses, 5♦ wins: Ben's 2 on the 5 win; the bets on
		// the queen went with the doublet before
		{pharo(nil, "Ben"), "nur ben bekommt zwei, auf der dame liegt ja nichts mehr", d{"Ben": c(2), "Dan": 0, "Anna": 0}},
		// quiz tables: the figures as typed, the words around them read
		// (a split whose two ranks win and lose is even: „Setzen“)
		{pharo(nil, "Ben", "Eva"), "ben minus zwei, eva minus acht und bei dan hebt es sich auf", d{"Ben": c(-2), "Eva": c(-8), "Dan": 0}},
		{&Context{Players: []string{"Doc", "Jan", "Ida"}, Bank: "Doc"}, "jan gewinnt zwei, auf dem könig liegt nichts mehr", d{"Jan": c(2), "Ida": 0}},
		{pharo(nil, "Eva"), "anna verliert vier, eva dreieinhalb", d{"Anna": c(-4), "Eva": engine.Halves(-7)}},
		// „jeweils“, « chacun »: one amount each
		{pharo(nil), "dan und anna kassieren jeweils 2", d{"Dan": c(2), "Anna": c(2)}},
		{pharaon(nil), "louis et camille empochent 2 chacun", d{"Louis": c(2), "Camille": c(2)}},
	}
	for _, tc := range cases {
		checkSettlement(t, tc.ctx, tc.in, tc.want)
	}
}

// TestSettlementParaphrasesAsked: verbs whose sign depends on what they
// take (« rend » may give a stake back or pay, « laisse » may leave a bet
// standing or lose it), a name nobody at the table has, and a player
// named after the colon that ends a reason are asked back, never
// guessed.
func TestSettlementParaphrasesAsked(t *testing.T) {
	ctx := func() *Context {
		return &Context{Players: []string{"Sophie", "Louis", "Camille"}, Bank: "Sophie"}
	}
	for _, in := range []string{
		"louis encaisse 4, camille rend 2",
		"louis encaisse 4, camille laisse 2",
		"otto bleibt, louis gewinnt 4",
		// a player named after a reason's colon: hers won or lost?
		"louis kriegt 4 weil gecoppert: camille 3",
	} {
		if a, err := Read[Settlement](NewLine(in), ctx()); err == nil {
			t.Errorf("%q read as %v: it should be asked back", in, a.Deltas)
		}
	}
}
