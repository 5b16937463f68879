package quiz

import (
	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/scenarios"
)

// ruleSkills maps each rule id a lesson can cite (scenarios.RulesFor of
// every game and profile) to the skills of the quiz's topics that drill
// it: a skill is a topic's id after the game ("copper" in
// "pharo.copper"); a Faro rule shared by both profiles drills the skill
// of the lesson's profile (pharo.copper, pharaon.copper), or Pharo's
// where Pharaon has no such topic (the casekeeper counts alike in both).
// A rule listed here and in noTopic is an error (TestRuleTopics).
var ruleSkills = map[string][]string{
	// Faro: what a turn does. Whose bet, coppered or not, a split or the
	// high card, is told by the turn's events (TopicsOf).
	string(faro.RuleLoserCard):  {"single"},
	string(faro.RuleWinnerCard): {"single"},
	string(faro.RuleDoublet):    {"doublet"},
	// Faro: the casekeeper.
	string(faro.RuleCount): {"casekeeper"},
	"faro.casekeeper.dead": {"casekeeper"},
	// Faro: the last turn and its call.
	string(faro.RuleCallThreeRanks):   {"call"},
	string(faro.RuleCallCatHop):       {"call"},
	string(faro.RuleCallPermutation):  {"call"},
	string(faro.RuleCallOnce):         {"call"},
	string(faro.RuleCallWindow):       {"call"},
	string(faro.RuleCallThreeOfARank): {"call"},
	string(faro.RuleFoster):           {"call"},
	string(faro.RuleEndReturn):        {"call"},
	string(faro.RuleEndUnresolved):    {"resolved"},
	// Pharo: splits and the high card.
	string(faro.RuleSplitNeighbours): {"split"},
	string(faro.RuleSplit):           {"split"},
	string(faro.RuleSplitOneEach):    {"split"},
	string(faro.RuleHighCard):        {"high_card"},
	string(faro.RuleHighCardOff):     {"high_card"},
	string(faro.RuleHighCardCopper):  {"high_card"},
	// Pasur: what a card takes, what is allowed, surs, the round's end.
	"pasur.capture.sum11":            {"capture"},
	"pasur.capture.pile":             {"capture"},
	"pasur.capture.rank":             {"capture"},
	"pasur.capture.jack":             {"capture"},
	"pasur.lay":                      {"capture"},
	"pasur.lay.must_capture":         {"legal"},
	"pasur.capture.bad_sum":          {"legal"},
	"pasur.capture.face_in_sum":      {"legal"},
	"pasur.capture.must_take_all":    {"legal"},
	"pasur.capture.jack_no_face":     {"legal"},
	"pasur.capture.wrong_rank":       {"legal"},
	"pasur.capture.cannot_split":     {"legal"},
	"pasur.sur":                      {"sur"},
	"pasur.variant.no_sur_with_jack": {"sur"},
	"pasur.end.last_capture":         {"score"},
	"pasur.end.nobody":               {"score"},
}

// The reasons a rule has no topic, as docs/quiz.md lists them.
const (
	// reasonSetup: what a scenario sets up is checked when it loads.
	reasonSetup = "the set-up of a table (players, deck, holdings, profile, seats, variants that clash): checked when a lesson loads, drilled by no question"
	// reasonRefusal: a generated table never breaks the house's limits.
	reasonRefusal = "a limit of what the table accepts (who may bet, where, how much, when): the quiz's tables keep to them and ask no question about a refused bet"
	// reasonSlip: a move that names what is not there is a slip.
	reasonSlip = "a move naming a card that is not there or playing out of turn: a slip of the notation, not a rule of play to drill"
	// reasonMatch: the quiz asks about one play or one round.
	reasonMatch = "the course of a session or a match (deals dealt, the initial table check, targets, rounds, several deals of Faro): the quiz asks about one play, one round or one deal"
	// reasonVariant: variants the quiz does not generate.
	reasonVariant = "a variant the quiz does not generate"
)

// noTopic lists the rules a lesson can cite that no quiz topic drills,
// each with its reason (docs/quiz.md "What lessons tell the memory").
var noTopic = map[string]string{
	string(faro.RuleRules): reasonSetup, string(faro.RuleProfile): reasonSetup, string(faro.RulePlayers): reasonSetup,
	string(faro.RuleHoldings): reasonSetup, string(faro.RuleDeck): reasonSetup, string(faro.RuleUnknownPlayer): reasonSetup,
	string(faro.RuleBankerBets): reasonRefusal, string(faro.RuleBettingWindow): reasonRefusal, string(faro.RuleDealOver): reasonRefusal,
	string(faro.RuleBetShape): reasonRefusal, string(faro.RuleSameSpot): reasonRefusal,
	string(faro.RuleBetCapacity): reasonRefusal, string(faro.RuleUnknownBet): reasonRefusal, string(faro.RuleStakePositive): reasonRefusal,
	string(faro.RuleStakeMin): reasonRefusal, string(faro.RuleStakeMax): reasonRefusal, string(faro.RuleWholeChips): reasonRefusal,
	string(faro.RuleChipsHeld): reasonRefusal, string(faro.RuleEvenWeight): reasonRefusal, string(faro.RuleSingleOnly): reasonRefusal,
	string(faro.RuleSession): reasonMatch,

	"pasur.config.players": reasonSetup, "pasur.config.dealer": reasonSetup, "pasur.config.seating": reasonSetup,
	"pasur.variant.name": reasonSetup, "pasur.variant.conflict": reasonSetup, "pasur.variant.four_solo.players": reasonSetup,
	"pasur.deal.deck": reasonSetup, "pasur.deal.random": reasonSetup,
	"pasur.deal.check_limit": reasonSetup, "pasur.setup": reasonSetup, "pasur.setup.scores": reasonSetup,
	"pasur.setup.table_size":  reasonSetup,
	"pasur.capture.duplicate": reasonSlip, "pasur.capture.not_on_table": reasonSlip, "pasur.play.invalid_card": reasonSlip,
	"pasur.play.not_in_hand": reasonSlip, "pasur.play.not_your_turn": reasonSlip,
	"pasur.deal.count": reasonMatch, "pasur.deal.table_check.jack": reasonMatch, "pasur.deal.table_check.redeal": reasonMatch,
	"pasur.round.over": reasonMatch, "pasur.match.over": reasonMatch, "pasur.match.round_not_over": reasonMatch,
	"pasur.variant.target": reasonMatch,
}

// NoTopicReason returns why no quiz topic drills a rule ("" when one
// does, or the rule is unknown). A variant's rule that neither a topic
// nor noTopic names is one of the variants the quiz does not generate, so
// a new variant needs no entry here.
func NoTopicReason(rule string) string {
	if r, ok := noTopic[rule]; ok {
		return r
	}
	if _, drilled := ruleSkills[rule]; drilled {
		return ""
	}
	for _, v := range pasur.AllVariants() {
		if rule != "" && string(v.Rule) == rule {
			return reasonVariant
		}
	}
	return ""
}

// RuleTopics returns the topics that drill a rule for a lesson of game
// ("pharo", "pharaon" or "pasur": a Faro lesson's profile), by the rule
// alone; nil when none does (see NoTopicReason). A turn's rule says no
// more than the plain bet's topic: TopicsOf tells the topic from what the
// turn did.
func RuleTopics(game, rule string) []Topic {
	var out []Topic
	for _, skill := range ruleSkills[rule] {
		t := Topic(game + "." + skill)
		if !t.Valid() && game == "pharaon" {
			t = Topic("pharo." + skill) // the same skill in both profiles
		}
		if t.Valid() {
			out = addTopic(out, t)
		}
	}
	return out
}

// Cited is a judged lesson question as the memory needs it: which rules
// its verdict cites and what the Faro turn before it did.
type Cited struct {
	// Game is "pharo" or "pharaon" (a Faro lesson's profile) or "pasur".
	Game string
	// Kind is the question's kind.
	Kind scenarios.QuestionKind
	// Rules are the rules the verdict cites: the question's rule, or what
	// the turn did (the lesson's happenedRules).
	Rules []string
	// Turns is how many turns the question spans (0 or 1: one).
	Turns int
	// Events are the settlements of the last Faro turn drawn before the
	// question (nil: none drawn since the bets were placed), Bets the
	// bets on the layout (for a question asked before any turn).
	Events []faro.Event
	Bets   []faro.Bet
}

// turnSkill reports a rule whose topic the turn's events tell: the bank
// card, the player card, the doublet.
func turnSkill(rule string) bool {
	switch faro.RuleID(rule) {
	case faro.RuleLoserCard, faro.RuleWinnerCard, faro.RuleDoublet:
		return true
	}
	return false
}

// TopicsOf returns the topics a lesson's judged question drills: of each
// cited rule its topics (RuleTopics), except where the rule alone does
// not tell them. A turn's rule (bank card, player card, doublet) takes
// its topic from the bets the turn settled — those whose money moved,
// else all it settled — or, before any turn, from the bets on the
// layout: a coppered bet is the copper topic, a split the split topic,
// a high-card bet the high card's, a doublet's bet the doublet's, a call
// the call's, another bet the plain one's. A Faro settlement over several
// turns is also about bets that stay (Pharo) or are resolved once
// (Pharaon); a Pasur yes/no question about a play is the topic of
// allowed plays, a score question the topic of a round's score.
func TopicsOf(c Cited) []Topic {
	var out []Topic
	switch c.Kind {
	case scenarios.QLegal:
		if c.Game == "pasur" {
			out = append(out, PasurLegal)
		}
	case scenarios.QScore:
		out = append(out, PasurScore)
	}
	if len(out) > 0 {
		return out
	}
	for _, rule := range c.Rules {
		if c.Game == "pasur" || !turnSkill(rule) {
			for _, t := range RuleTopics(c.Game, rule) {
				out = addTopic(out, t)
			}
			continue
		}
		got := c.turnTopics(rule)
		if len(got) == 0 {
			got = RuleTopics(c.Game, rule)
		}
		for _, t := range got {
			out = addTopic(out, t)
		}
	}
	if c.Kind == scenarios.QSettlement && c.Turns > 1 && len(out) > 0 {
		skill := "standing"
		if c.Game == "pharaon" {
			skill = "resolved"
		}
		out = addTopic(out, Topic(c.Game+"."+skill))
	}
	return out
}

// turnTopics returns the topics of the bets the last turn settled by
// rule (those whose money moved first), or of the bets on the layout
// when no turn was drawn.
func (c Cited) turnTopics(rule string) []Topic {
	var moved, still []Topic
	for _, e := range c.Events {
		if string(e.Rule()) != rule {
			continue
		}
		t := c.betTopic(e.Kind, e.Coppered, faro.RuleID(rule) == faro.RuleDoublet)
		if e.Delta != 0 {
			moved = addTopic(moved, t)
		} else {
			still = addTopic(still, t)
		}
	}
	switch {
	case len(moved) > 0:
		return moved
	case len(still) > 0:
		return still
	case len(c.Events) > 0:
		return nil
	}
	var open []Topic
	for _, b := range c.Bets {
		open = addTopic(open, c.betTopic(b.Kind, b.Coppered, faro.RuleID(rule) == faro.RuleDoublet))
	}
	return open
}

// betTopic is the topic of a bet of a kind in the cited game.
func (c Cited) betTopic(kind faro.BetKind, coppered, doublet bool) Topic {
	skill := "single"
	switch {
	case kind == faro.TurnCall:
		skill = "call"
	case kind == faro.HighCard:
		skill = "high_card"
	case doublet:
		skill = "doublet"
	case kind == faro.Split:
		skill = "split"
	case coppered:
		skill = "copper"
	}
	if t := Topic(c.Game + "." + skill); t.Valid() {
		return t
	}
	return Topic(c.Game + ".single")
}

// addTopic adds t to ts unless it is there.
func addTopic(ts []Topic, t Topic) []Topic {
	for _, x := range ts {
		if x == t {
			return ts
		}
	}
	return append(ts, t)
}
