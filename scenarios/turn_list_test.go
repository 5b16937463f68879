package scenarios

import (
	"strings"
	"testing"
)

// turnList draws two turns of a stacked deck: the soda 5♣, then K♦ loses
// and 9♣ wins, then 2♠ loses and 7♥ wins (pharo.de.txt "Ein Abzug": the
// first card of a turn is the bank card, the second the player card).
const turnList = `id: t-list
lang: de
title: Zwei Abzüge
game: faro
profile: pharo
players:
  - {name: Doc, banker: true}
  - {name: Dan}
deck: {cards: [5♣, K♦, 9♣, 2♠, 7♥], seed: 7}
steps:
  - turn: {count: 2, expect: EXPECT}
`

// TestTurnList: {count: N, expect: [{…}, …]} checks every one of the N
// turns, not only the last; fill writes the whole list; a list of
// another length than count is refused, naming both.
func TestTurnList(t *testing.T) {
	load := func(expect string) *Scenario {
		s, diags := Load("t.yaml", []byte(strings.Replace(turnList, "EXPECT", expect, 1)))
		if len(diags) > 0 {
			t.Fatalf("%s: %v", expect, Diagnostics(diags))
		}
		return s
	}
	if r := Run(load("[{loser: K♦, winner: 9♣}, {loser: 2♠, winner: 7♥}]")); len(r.Failures) > 0 || r.Checked != 2 {
		t.Errorf("right list: %v (%d checked)", Diagnostics(r.Failures), r.Checked)
	}
	r := Run(load("[{loser: K♦, winner: 9♠}, {loser: 2♠, winner: 7♥}]"))
	if len(r.Failures) != 1 || r.Failures[0].Line != 11 || r.Failures[0].Col != 51 {
		t.Errorf("a wrong first turn: %v", Diagnostics(r.Failures))
	}
	out, _, err := Fill(load("[{}, {}]"))
	if err != nil || !strings.Contains(string(out), "expect: [{loser: K♦, winner: 9♣}, {loser: 2♠, winner: 7♥}]}") {
		t.Errorf("fill: %v\n%s", err, out)
	}
	_, diags := Load("t.yaml", []byte(strings.Replace(turnList, "EXPECT", "[{loser: K♦, winner: 9♣}]", 1)))
	if len(diags) != 1 || diags[0].Code != CodeTurnList || strings.Join(diags[0].Args, " ") != "1 2" {
		t.Errorf("a list of one for two turns: %v", Diagnostics(diags))
	}
}
