package locales

import "croupier/scenarios"

// diagnosticTexts says each problem a scenario file can have, by its
// diagnostic code.
var diagnosticTexts = map[string]Message{
	scenarios.CodeAlias:             scenAlias,
	scenarios.CodeAmbiguousCapture:  scenAmbiguousCapture,
	scenarios.CodeBadAmount:         scenBadAmount,
	scenarios.CodeBadID:             scenBadID,
	scenarios.CodeBadLang:           scenBadLang,
	scenarios.CodeBadValue:          scenBadValue,
	scenarios.CodeBankerCount:       scenBankerCount,
	scenarios.CodeConflict:          scenConflict,
	scenarios.CodeDeadRank:          scenDeadRank,
	scenarios.CodeDuplicateCard:     scenDuplicateCard,
	scenarios.CodeDuplicateKey:      scenDuplicateKey,
	scenarios.CodeDuplicatePlayer:   scenDuplicatePlayer,
	scenarios.CodeEmpty:             scenEmpty,
	scenarios.CodeEmptyList:         scenEmptyList,
	scenarios.CodeEngine:            cLIError,
	scenarios.CodeIllegal:           scenIllegal,
	scenarios.CodeMismatch:          scenMismatch,
	scenarios.CodeMissingKey:        scenMissingKey,
	scenarios.CodeMissingSeed:       scenMissingSeed,
	scenarios.CodeMissingText:       scenMissingText,
	scenarios.CodeMultipleDocuments: scenMultipleDocuments,
	scenarios.CodeMustCapture:       scenMustCapture,
	scenarios.CodeNoCorrectChoice:   scenNoCorrectChoice,
	scenarios.CodeNotUTF8:           scenNotUtf8,
	scenarios.CodeNotWith:           scenNotWith,
	scenarios.CodeOddWeight:         scenOddWeight,
	scenarios.CodeOutOfRange:        scenOutOfRange,
	scenarios.CodePlayerCount:       scenPlayerCount,
	scenarios.CodeQuestionKind:      scenQuestionKind,
	scenarios.CodeQuestionKinds:     scenQuestionKinds,
	scenarios.CodeSetup:             scenSetup,
	scenarios.CodeStepKind:          scenStepKind,
	scenarios.CodeStepKinds:         scenStepKinds,
	scenarios.CodeTag:               scenTag,
	scenarios.CodeTooDeep:           scenTooDeep,
	scenarios.CodeTooLarge:          scenTooLarge,
	scenarios.CodeTooMany:           scenTooMany,
	scenarios.CodeTooManyNodes:      scenTooManyNodes,
	scenarios.CodeUnanswerable:      scenUnanswerable,
	scenarios.CodeUndeclaredLang:    scenUndeclaredLang,
	scenarios.CodeUnknownCard:       scenUnknownCard,
	scenarios.CodeUnknownKey:        scenUnknownKey,
	scenarios.CodeUnknownPlayer:     scenUnknownPlayer,
	scenarios.CodeUnknownRank:       scenUnknownRank,
	scenarios.CodeWantBool:          scenWantBool,
	scenarios.CodeWantInt:           scenWantInt,
	scenarios.CodeWantList:          scenWantList,
	scenarios.CodeWantMapping:       scenWantMapping,
	scenarios.CodeWantText:          scenWantText,
	scenarios.CodeYAML:              scenYaml,
	scenarios.CodeYAMLColon:         scenYamlColon,
	scenarios.CodeIDTooLong:         scenIDTooLong,
	scenarios.CodeSessionStart:      scenSessionStart,
	scenarios.CodeNothingToDraw:     scenNothingToDraw,
	scenarios.CodeUnknownRule:       scenUnknownRule,
	scenarios.CodeControlChar:       scenControlChar,
	scenarios.CodeYAMLTab:           scenYamlTab,
	scenarios.CodeDuplicateID:       scenDuplicateID,
	scenarios.CodeShadowsLesson:     scenShadowsLesson,
	scenarios.CodeNotRegular:        ScenNotRegular,
	scenarios.CodeUnreadable:        scenUnreadable,
	scenarios.CodeLeftOut:           scenLeftOut,
	scenarios.CodeMissingExpect:     scenMissingExpect,
	scenarios.CodeUnknownRequire:    scenUnknownRequires,
	scenarios.CodeRuleNotRefused:    scenRuleNotRefused,
	scenarios.CodePartNotOver:       scenDealNotOver,
	scenarios.CodePartsOver:         scenSessionOver,
	scenarios.CodeHockTooEarly:      scenHockTooEarly,
	scenarios.CodeYAMLFlowComma:     scenYamlFlowComma,
	scenarios.CodeQuotedValue:       scenQuotedValue,
	scenarios.CodeBanksOnce:         scenBanksOnce,
	scenarios.CodeOtherRule:         scenOtherRule,
	scenarios.CodeTurnList:          scenTurnList,
	// a session's or match's start: msg_scen_start.go
	scenarios.CodeStartMissing:   scenStartMissing,
	scenarios.CodeLedgerSum:      scenLedgerSum,
	scenarios.CodeUnevenChips:    scenUnevenChips,
	scenarios.CodeHalfPoint:      scenHalfPoint,
	scenarios.CodePartnersDiffer: scenPartnersDiffer,
	scenarios.CodeStartDecided:   scenStartDecided,
	scenarios.CodeSessionPlayed:  scenSessionPlayed,
	scenarios.CodeMatchPlayed:    scenMatchPlayed,
}

// yamlTexts says each YAML syntax problem the loader recognises.
var yamlTexts = map[string]Message{
	scenarios.YAMLIndent:        scenYamlIndent,
	scenarios.YAMLUnclosedQuote: scenYamlUnclosedQuote,
	scenarios.YAMLUnclosedFlow:  scenYamlUnclosedFlow,
	scenarios.YAMLStrayBracket:  scenYamlStrayBracket,
	scenarios.YAMLBadEscape:     scenYamlBadEscape,
	scenarios.YAMLReservedChar:  scenYamlReservedChar,
	scenarios.YAMLUnknownAlias:  scenAlias,
	scenarios.YAMLBlockInFlow:   scenYamlBlockInFlow,
	scenarios.YAMLBadControl:    scenYamlBadControl,
	scenarios.YAMLMissingColon:  scenYamlMissingColon,
	scenarios.YAMLFlowQuestion:  scenYamlFlowQuestion,
	scenarios.YAMLSyntax:        scenYaml,
}

// mismatchSubjects names what a failed expectation is about.
var mismatchSubjects = map[string]Message{
	"aces":           scenWhatAces,
	"capture":        scenWhatCapture,
	"clubs":          scenWhatClubs,
	"count":          scenWhatCount,
	"dead":           scenWhatDead,
	"jacks":          scenWhatJacks,
	"legal":          scenWhatLegal,
	"loser":          scenWhatLoser,
	"payout":         scenWhatPayout,
	"settlement":     scenWhatSettlement,
	"seven_diamonds": scenWhatSevenDiamonds,
	"sur":            scenWhatSur,
	"surs":           scenWhatSurs,
	"ten_diamonds":   scenWhatTenDiamonds,
	"total":          scenWhatTotal,
	"two_clubs":      scenWhatTwoClubs,
	"winner":         scenWhatWinner,
	"hock":           scenWhatHock,
	"rule":           scenWhatRule,
	"holdings":       scenWhatHoldings,
	"balance":        scenWhatBalance,
	"layout":         scenWhatLayout,
	"returned":       scenWhatReturned,
	"winners":        scenWhatWinners,
	"leader":         scenWhatLeader,
	"over":           scenWhatOver,
	"banker":         scenWhatBanker,
	"odds":           scenWhatOdds,
	"to_play":        scenWhatToPlay,
	"dealer":         scenWhatDealer,
	"table":          scenWhatTable,
	"pile":           scenWhatPile,
	"pile_clubs":     scenWhatPileClubs,
	"last_capture":   scenWhatLastCapture,
	"table_check":    scenWhatTableCheck,
}

// Diagnostic renders a problem of a scenario file: "file:line:col:
// message", with a "did you mean" when the loader has a suggestion. No
// control character of the file (or its name) reaches the terminal: they
// are written as \xNN (see Clean).
func (p Printer) Diagnostic(d scenarios.Diagnostic) string {
	return CleanName(d.Position()) + ": " + p.DiagnosticMessage(d)
}

// DiagnosticMessage renders a problem of a scenario file without its
// position, cleaned of control characters.
func (p Printer) DiagnosticMessage(d scenarios.Diagnostic) string {
	return Clean(p.diagnosticMessage(d))
}

func (p Printer) diagnosticMessage(d scenarios.Diagnostic) string {
	if msg, ok := p.engineDiagnostic(d); ok {
		return msg
	}
	if msg, ok := p.specialDiagnostic(d); ok {
		return msg
	}
	args := make([]any, len(d.Args))
	for i, a := range d.Args {
		args[i] = a
	}
	if m, ok := mismatchSubjects[firstArg(d)]; ok && d.Code == scenarios.CodeMismatch {
		args[0] = p.T(m)
	}
	if (d.Code == scenarios.CodeUnknownKey || d.Code == scenarios.CodeMissingKey) && len(d.Args) > 1 {
		args[1] = p.Where(d.Args[1])
	}
	msg := p.T(diagnosticTexts[d.Code], args...)
	if d.Suggestion != "" {
		msg += " " + p.T(scenSuggestion, d.Suggestion)
	}
	return msg
}

func firstArg(d scenarios.Diagnostic) string {
	if len(d.Args) == 0 {
		return ""
	}
	return d.Args[0]
}
