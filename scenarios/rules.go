package scenarios

import (
	"sort"
	"strings"

	"croupier/engine/faro"
	"croupier/engine/pasur"

	"gopkg.in/yaml.v3"
)

// FaroRules lists every rule id of the Faro engine (refusals and
// settlements), sorted. A test reads the engine's source to keep the list
// complete, and docs/scenario-format.md and the schema are generated from
// it.
func FaroRules() []string {
	return sortedIDs([]faro.RuleID{
		faro.RuleRules, faro.RuleProfile, faro.RulePlayers, faro.RuleHoldings, faro.RuleDeck,
		faro.RuleUnknownPlayer, faro.RuleBankerBets, faro.RuleBettingWindow, faro.RuleCallWindow,
		faro.RuleDealOver, faro.RuleDeadRank, faro.RuleBetShape, faro.RuleSameSpot, faro.RuleBetCapacity,
		faro.RuleUnknownBet, faro.RuleStakePositive, faro.RuleStakeMin, faro.RuleStakeMax, faro.RuleWholeChips,
		faro.RuleChipsHeld, faro.RuleEvenWeight, faro.RuleSplitNeighbours, faro.RuleSingleOnly,
		faro.RuleHighCardOff, faro.RuleHighCardCopper, faro.RuleCallOnce, faro.RuleCallPermutation,
		faro.RuleCallThreeOfARank, faro.RuleFoster, faro.RuleSession, faro.RuleLoserCard, faro.RuleWinnerCard,
		faro.RuleDoublet, faro.RuleSplit, faro.RuleSplitOneEach, faro.RuleHighCard, faro.RuleEndReturn,
		faro.RuleEndUnresolved, faro.RuleCallThreeRanks, faro.RuleCallCatHop, faro.RuleCount,
	})
}

// PasurRules lists every rule id of the Pasur engine, sorted (see
// FaroRules); the variants' own rules come from pasur.AllVariants.
func PasurRules() []string {
	ids := []pasur.RuleID{
		pasur.RulePlayers, pasur.RuleDealer, pasur.RuleVariant, pasur.RuleVariantClash,
		pasur.RuleDeck, pasur.RuleRandom, pasur.RuleDealLimit,
		pasur.RuleSetup, pasur.RuleScores, pasur.RuleTableSize, pasur.RuleRoundOver, pasur.RuleInvalidCard,
		pasur.RuleNotYourTurn, pasur.RuleNotInHand, pasur.RuleDuplicate, pasur.RuleNotOnTable,
		pasur.RuleMustCapture, pasur.RuleFaceInSum, pasur.RuleBadSum, pasur.RuleCannotSplit, pasur.RuleWrongRank,
		pasur.RuleJackFace, pasur.RuleMustTakeAll, pasur.RuleMatchOver, pasur.RuleRoundPending,
		pasur.RuleCaptureSum, pasur.RuleCaptureRank, pasur.RuleCaptureJack,
		pasur.RuleLay, pasur.RuleSur, pasur.RuleLastCapture, pasur.RuleNobodyCaptured, pasur.RuleTableRedeal,
		pasur.RuleTableJack, pasur.RuleDealCount, pasur.RuleSeating, pasur.RuleCapturePile,
	}
	for _, v := range pasur.AllVariants() {
		if v.Rule != "" {
			ids = append(ids, v.Rule)
		}
	}
	return sortedIDs(ids)
}

func sortedIDs[T ~string](ids []T) []string {
	seen := map[string]bool{}
	var out []string
	for _, id := range ids {
		if !seen[string(id)] {
			seen[string(id)] = true
			out = append(out, string(id))
		}
	}
	sort.Strings(out)
	return out
}

// RulesFor lists the rule ids a scenario of a game and profile may cite:
// Pasur's, or Faro's without those of the other profile (a pharo lesson
// does not cite pharaon.*, nor a pharaon lesson pharo.*).
func RulesFor(g Game, profile faro.Profile) []string {
	if g == Pasur {
		return PasurRules()
	}
	other := "pharaon."
	if profile == faro.Pharaon {
		other = "pharo."
	}
	var out []string
	for _, id := range FaroRules() {
		if !strings.HasPrefix(id, other) {
			out = append(out, id)
		}
	}
	return out
}

// ruleID reads a rule id and checks it against the engine's list for the
// scenario's game and profile, suggesting the closest.
func (l *loader) ruleID(n *yaml.Node, s *Scenario) (string, bool) {
	v, ok := l.scalar(n)
	if !ok {
		return "", false
	}
	allowed := RulesFor(s.Game, s.Profile)
	if contains(allowed, v) {
		return v, true
	}
	where := string(s.Game)
	if s.Game == Faro && s.Profile.Valid() {
		where = s.Profile.String()
	}
	if other := ruleOwner(v); other != "" {
		// a real rule id, of the other game or profile: no look-alike
		// suggestion, but whose rule it is
		l.errAt(n, CodeOtherRule, v, where, other)
		return "", false
	}
	d := l.errAt(n, CodeUnknownRule, v, where)
	d.Suggestion = suggestRule(v, allowed)
	return "", false
}

// suggestRule finds the rule id closest to v: by edit distance, or the one
// id that ends like v ("must_capture" → "pasur.lay.must_capture").
func suggestRule(v string, allowed []string) string {
	if s := suggest(v, allowed); s != "" {
		return s
	}
	found := ""
	for _, id := range allowed {
		if strings.HasSuffix(id, "."+v) || strings.HasSuffix(id, v) && len(v) > 3 {
			if found != "" {
				return ""
			}
			found = id
		}
	}
	return found
}

// ruleOwner is the game or profile whose rule id v is (pharo, pharaon,
// faro, pasur), "" when v is no rule id of the engines.
func ruleOwner(v string) string {
	if !contains(FaroRules(), v) && !contains(PasurRules(), v) {
		return ""
	}
	owner, _, _ := strings.Cut(v, ".")
	return owner
}
