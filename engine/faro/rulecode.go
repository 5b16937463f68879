package faro

import "croupier/engine"

// ruleCode is the compact form of a settlement RuleID, so that Event holds
// no pointer and the events buffer is cheap to fill.
type ruleCode uint8

const (
	noRule ruleCode = iota
	codeLoserCard
	codeWinnerCard
	codeDoublet
	codeSplit
	codeSplitOneEach
	codeHighCard
	codeDeadRank
	codeEndReturn
	codeEndUnresolved
	codeCallThreeRanks
	codeCallCatHop
	codeFoster
)

// id returns the RuleID of the code ("" for noRule).
func (c ruleCode) id() RuleID {
	switch c {
	case codeLoserCard:
		return RuleLoserCard
	case codeWinnerCard:
		return RuleWinnerCard
	case codeDoublet:
		return RuleDoublet
	case codeSplit:
		return RuleSplit
	case codeSplitOneEach:
		return RuleSplitOneEach
	case codeHighCard:
		return RuleHighCard
	case codeDeadRank:
		return RuleDeadRank
	case codeEndReturn:
		return RuleEndReturn
	case codeEndUnresolved:
		return RuleEndUnresolved
	case codeCallThreeRanks:
		return RuleCallThreeRanks
	case codeCallCatHop:
		return RuleCallCatHop
	case codeFoster:
		return RuleFoster
	}
	return ""
}

// outcome is the internal, pointer-free form of a Settlement.
type outcome struct {
	what   Outcome
	reason Reason
	rule   ruleCode
	delta  engine.Amount
}

func (o outcome) public() Settlement {
	return Settlement{What: o.what, Reason: o.reason, Rule: o.rule.id(), Delta: o.delta}
}
