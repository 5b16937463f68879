package quiz

import (
	"strings"

	"croupier/locales"
)

// Topic is what a question drills. Its id names the game profile and the
// skill: "pharo.split", "pasur.best". Results are kept per topic.
type Topic string

// The topics, in curriculum order within each game.
const (
	// PharoSingle: plain bets on one rank, settled by one turn
	// (pharo.de.txt "Ein Abzug").
	PharoSingle Topic = "pharo.single"
	// PharoCopper: coppered bets, win and lose reversed ("Setzen").
	PharoCopper Topic = "pharo.copper"
	// PharoDoublet: both cards of a turn of one rank: half of every bet
	// on it goes to the bank ("Ein Abzug", Doublet).
	PharoDoublet Topic = "pharo.doublet"
	// PharoSplit: one stake between two neighbouring cards (RULINGS.md
	// "Split bet").
	PharoSplit Topic = "pharo.split"
	// PharoHighCard: the high-card variant ("Varianten").
	PharoHighCard Topic = "pharo.high_card"
	// PharoStanding: bets left standing over several turns (a winning bet
	// stays, a lost or halved one is gone).
	PharoStanding Topic = "pharo.standing"
	// PharoCasekeeper: counting the cards left, dead ranks ("Der
	// Kartenzähler").
	PharoCasekeeper Topic = "pharo.casekeeper"
	// PharoCall: calling the turn with three cards left, 4:1 or cat-hop
	// 2:1 ("Der letzte Abzug").
	PharoCall Topic = "pharo.call"

	// PharaonSingle: ordinary pronostics (pharaon.fr.txt 04).
	PharaonSingle Topic = "pharaon.single"
	// PharaonCopper: pronostics in cuivre (03, 04).
	PharaonCopper Topic = "pharaon.copper"
	// PharaonDoublet: a doublet takes half the weight (04).
	PharaonDoublet Topic = "pharaon.doublet"
	// PharaonResolved: a pronostic is resolved once, when its rank first
	// shows, and is then gone (RULINGS.md profile pharaon).
	PharaonResolved Topic = "pharaon.resolved"
	// PharaonCall: the last three cards, with Foster's colour call (06).
	PharaonCall Topic = "pharaon.call"

	// PasurCapture: what a card takes (pasur.de.txt "Spielablauf" 2–4).
	PasurCapture Topic = "pasur.capture"
	// PasurLegal: whether a play is allowed (must capture, sums of 11,
	// kings, queens and jacks).
	PasurLegal Topic = "pasur.legal"
	// PasurBest: the best capture (points, a sur, cards, clubs).
	PasurBest Topic = "pasur.best"
	// PasurSur: whether a capture is a sur ("Spielablauf" 7, 8).
	PasurSur Topic = "pasur.sur"
	// PasurScore: a round's score, item by item ("Punktewertung").
	PasurScore Topic = "pasur.score"
)

// Games lists the quiz's games: "pharo", "pharaon" and "pasur".
func Games() []string { return []string{"pharo", "pharaon", "pasur"} }

// Topics returns the topics of a game ("pharo", "pharaon" or "pasur") in
// curriculum order, or every topic for "".
func Topics(game string) []Topic {
	all := []Topic{
		PharoSingle, PharoCopper, PharoDoublet, PharoSplit, PharoHighCard, PharoStanding, PharoCasekeeper, PharoCall,
		PharaonSingle, PharaonCopper, PharaonDoublet, PharaonResolved, PharaonCall,
		PasurCapture, PasurLegal, PasurBest, PasurSur, PasurScore,
	}
	if game == "" {
		return all
	}
	var out []Topic
	for _, t := range all {
		if t.Game() == game {
			out = append(out, t)
		}
	}
	return out
}

// Game returns the game of a topic: "pharo", "pharaon" or "pasur".
func (t Topic) Game() string {
	g, _, _ := strings.Cut(string(t), ".")
	return g
}

// Valid reports whether t is one of the topics.
func (t Topic) Valid() bool {
	for _, x := range Topics("") {
		if x == t {
			return true
		}
	}
	return false
}

// Name returns the message that names the topic.
func (t Topic) Name() locales.Message { return topicNames[t] }

// topicNames names each topic in the learner's language.
var topicNames = map[Topic]locales.Message{
	PharoSingle:     locales.QuizTopicPharoSingle,
	PharoCopper:     locales.QuizTopicPharoCopper,
	PharoDoublet:    locales.QuizTopicPharoDoublet,
	PharoSplit:      locales.QuizTopicPharoSplit,
	PharoHighCard:   locales.QuizTopicPharoHighCard,
	PharoStanding:   locales.QuizTopicPharoStanding,
	PharoCasekeeper: locales.QuizTopicPharoCasekeeper,
	PharoCall:       locales.QuizTopicPharoCall,
	PharaonSingle:   locales.QuizTopicPharaonSingle,
	PharaonCopper:   locales.QuizTopicPharaonCopper,
	PharaonDoublet:  locales.QuizTopicPharaonDoublet,
	PharaonResolved: locales.QuizTopicPharaonResolved,
	PharaonCall:     locales.QuizTopicPharaonCall,
	PasurCapture:    locales.QuizTopicPasurCapture,
	PasurLegal:      locales.QuizTopicPasurLegal,
	PasurBest:       locales.QuizTopicPasurBest,
	PasurSur:        locales.QuizTopicPasurSur,
	PasurScore:      locales.QuizTopicPasurScore,
}

// Levels bound the level of a question: 1 is one bet on one turn (or a
// small Pasur table), 3 a full table.
const (
	MinLevel = 1
	MaxLevel = 3
)
