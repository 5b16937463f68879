package quiz

import (
	"math/rand/v2"
	"slices"
	"testing"

	"croupier/engine"

	"croupier/engine/faro"
	"croupier/scenarios"
)

// TestRuleTopics: every rule a lesson of any game and profile may cite
// (scenarios.RulesFor) maps to a topic of that game, or is listed as
// having none with its reason — never both, never neither (issue 28,
// docs/quiz.md "What lessons tell the memory").
func TestRuleTopics(t *testing.T) {
	games := []struct {
		game    string
		g       scenarios.Game
		profile faro.Profile
	}{{"pharo", scenarios.Faro, faro.Pharo}, {"pharaon", scenarios.Faro, faro.Pharaon}, {"pasur", scenarios.Pasur, faro.Pharo}}
	known := map[string]bool{}
	for _, g := range games {
		for _, rule := range scenarios.RulesFor(g.g, g.profile) {
			known[rule] = true
			topics, reason := RuleTopics(g.game, rule), NoTopicReason(rule)
			switch {
			case len(topics) == 0 && reason == "":
				t.Errorf("%s: rule %s maps to no topic and is not listed as having none", g.game, rule)
			case len(topics) > 0 && reason != "":
				t.Errorf("%s: rule %s maps to %v and is listed as having none", g.game, rule, topics)
			}
			for _, tp := range topics {
				if !tp.Valid() {
					t.Errorf("%s: rule %s maps to the unknown topic %s", g.game, rule, tp)
				}
				if g.game == "pasur" && tp.Game() != "pasur" || g.game != "pasur" && tp.Game() == "pasur" {
					t.Errorf("%s: rule %s maps to %s, a topic of another game", g.game, rule, tp)
				}
			}
		}
	}
	for rule := range ruleSkills {
		if !known[rule] {
			t.Errorf("ruleSkills names %s, which no lesson can cite", rule)
		}
	}
	for rule := range noTopic {
		if !known[rule] {
			t.Errorf("noTopic names %s, which no lesson can cite", rule)
		}
	}
}

// TestTopicsOfTurn: the topic of a turn's rule comes from the bets the
// turn settled (pharo.de.txt "Setzen": a coppered bet wins with the bank
// card and loses with the player card; "Ein Abzug"), checked on the
// engine's own events of Pharo 4's first turn, 7♣ bank card, K♥ player
// card: Dan's coppered 7 wins, Anna's coppered K loses — the copper
// topic, not the plain bet's.
func TestTopicsOfTurn(t *testing.T) {
	prefix, err := engine.ParseCards("3♦ 7♣ K♥ 9♠ 2♥", engine.Neutral)
	if err != nil {
		t.Fatal(err)
	}
	deck, err := engine.StackedDeck(prefix, rand.New(rand.NewPCG(4, 4)))
	if err != nil {
		t.Fatal(err)
	}
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Doc", "Dan", "Anna"}, 0, deck, nil)
	if err != nil {
		t.Fatal(err)
	}
	place := func(player int, b faro.Bet) {
		if _, err := d.Place(player, b); err != nil {
			t.Fatal(err)
		}
	}
	place(1, faro.Bet{Rank: engine.Seven, Stake: engine.Chips(4), Coppered: true})
	place(2, faro.Bet{Rank: engine.King, Stake: engine.Chips(3), Coppered: true})
	var bets []faro.Bet
	for _, b := range d.Bets() {
		bets = append(bets, b.Bet)
	}
	loser, winner := string(faro.RuleLoserCard), string(faro.RuleWinnerCard)
	// before the turn: the bets on the layout tell it
	before := Cited{Game: "pharo", Kind: scenarios.QChoice, Rules: []string{loser}, Bets: bets}
	if got := TopicsOf(before); !slices.Equal(got, []Topic{PharoCopper}) {
		t.Errorf("before the turn: %v, want [pharo.copper]", got)
	}
	turn, err := d.NextTurn()
	if err != nil {
		t.Fatal(err)
	}
	after := Cited{Game: "pharo", Kind: scenarios.QSettlement, Rules: []string{loser, winner}, Turns: 1, Events: turn.Events()}
	if got := TopicsOf(after); !slices.Equal(got, []Topic{PharoCopper}) {
		t.Errorf("after the turn: %v, want [pharo.copper]", got)
	}
	// the same rules without coppered bets: the plain bets' topic
	plain := Cited{Game: "pharo", Kind: scenarios.QChoice, Rules: []string{loser}, Bets: []faro.Bet{{Rank: engine.Seven, Stake: engine.Chips(1)}}}
	if got := TopicsOf(plain); !slices.Equal(got, []Topic{PharoSingle}) {
		t.Errorf("plain: %v", got)
	}
	// Pharaon: the profile's own topics
	plain.Game = "pharaon"
	if got := TopicsOf(plain); !slices.Equal(got, []Topic{PharaonSingle}) {
		t.Errorf("pharaon: %v", got)
	}
	// several turns: the bets that stay are what it turns on too
	after.Turns = 3
	if got := TopicsOf(after); !slices.Equal(got, []Topic{PharoCopper, PharoStanding}) {
		t.Errorf("three turns: %v", got)
	}
	// Pasur: a yes/no question about a play is the allowed plays' topic
	// whatever rule it cites (pasur.de.txt "Spielablauf" 2)
	if got := TopicsOf(Cited{Game: "pasur", Kind: scenarios.QLegal, Rules: []string{"pasur.capture.sum11"}}); !slices.Equal(got, []Topic{PasurLegal}) {
		t.Errorf("pasur legal: %v", got)
	}
	if got := TopicsOf(Cited{Game: "pasur", Kind: scenarios.QCapture, Rules: []string{"pasur.capture.sum11"}}); !slices.Equal(got, []Topic{PasurCapture}) {
		t.Errorf("pasur capture: %v", got)
	}
	if got := TopicsOf(Cited{Game: "pasur", Kind: scenarios.QChoice, Rules: []string{"pasur.match.over"}}); got != nil {
		t.Errorf("a rule with no topic: %v", got)
	}
}
