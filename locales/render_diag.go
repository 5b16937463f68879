package locales

import "croupier/scenarios"

// diagnosticTexts says each problem a scenario file can have, by its
// diagnostic code.
var diagnosticTexts = map[string]Message{
	scenarios.CodeAlias:             ScenAlias,
	scenarios.CodeAmbiguousCapture:  ScenAmbiguousCapture,
	scenarios.CodeBadAmount:         ScenBadAmount,
	scenarios.CodeBadID:             ScenBadID,
	scenarios.CodeBadLang:           ScenBadLang,
	scenarios.CodeBadValue:          ScenBadValue,
	scenarios.CodeBankerCount:       ScenBankerCount,
	scenarios.CodeConflict:          ScenConflict,
	scenarios.CodeDeadRank:          ScenDeadRank,
	scenarios.CodeDuplicateCard:     ScenDuplicateCard,
	scenarios.CodeDuplicateKey:      ScenDuplicateKey,
	scenarios.CodeDuplicatePlayer:   ScenDuplicatePlayer,
	scenarios.CodeEmpty:             ScenEmpty,
	scenarios.CodeEmptyList:         ScenEmptyList,
	scenarios.CodeEngine:            CLIError,
	scenarios.CodeIllegal:           ScenIllegal,
	scenarios.CodeMismatch:          ScenMismatch,
	scenarios.CodeMissingKey:        ScenMissingKey,
	scenarios.CodeMissingSeed:       ScenMissingSeed,
	scenarios.CodeMissingText:       ScenMissingText,
	scenarios.CodeMultipleDocuments: ScenMultipleDocuments,
	scenarios.CodeMustCapture:       ScenMustCapture,
	scenarios.CodeNoCorrectChoice:   ScenNoCorrectChoice,
	scenarios.CodeNotUTF8:           ScenNotUtf8,
	scenarios.CodeNotWith:           ScenNotWith,
	scenarios.CodeOddWeight:         ScenOddWeight,
	scenarios.CodeOutOfRange:        ScenOutOfRange,
	scenarios.CodePlayerCount:       ScenPlayerCount,
	scenarios.CodeQuestionKind:      ScenQuestionKind,
	scenarios.CodeQuestionKinds:     ScenQuestionKinds,
	scenarios.CodeSetup:             ScenSetup,
	scenarios.CodeStepKind:          ScenStepKind,
	scenarios.CodeStepKinds:         ScenStepKinds,
	scenarios.CodeTag:               ScenTag,
	scenarios.CodeTooDeep:           ScenTooDeep,
	scenarios.CodeTooLarge:          ScenTooLarge,
	scenarios.CodeTooMany:           ScenTooMany,
	scenarios.CodeTooManyNodes:      ScenTooManyNodes,
	scenarios.CodeUnanswerable:      ScenUnanswerable,
	scenarios.CodeUndeclaredLang:    ScenUndeclaredLang,
	scenarios.CodeUnknownCard:       ScenUnknownCard,
	scenarios.CodeUnknownKey:        ScenUnknownKey,
	scenarios.CodeUnknownPlayer:     ScenUnknownPlayer,
	scenarios.CodeUnknownRank:       ScenUnknownRank,
	scenarios.CodeWantBool:          ScenWantBool,
	scenarios.CodeWantInt:           ScenWantInt,
	scenarios.CodeWantList:          ScenWantList,
	scenarios.CodeWantMapping:       ScenWantMapping,
	scenarios.CodeWantText:          ScenWantText,
	scenarios.CodeYAML:              ScenYaml,
	scenarios.CodeYAMLColon:         ScenYamlColon,
	scenarios.CodeIDTooLong:         ScenIDTooLong,
	scenarios.CodeSessionStart:      ScenSessionStart,
	scenarios.CodeNothingToDraw:     ScenNothingToDraw,
	scenarios.CodeUnknownRule:       ScenUnknownRule,
	scenarios.CodeControlChar:       ScenControlChar,
	scenarios.CodeYAMLTab:           ScenYamlTab,
	scenarios.CodeDuplicateID:       ScenDuplicateID,
	scenarios.CodeShadowsLesson:     ScenShadowsLesson,
	scenarios.CodeNotRegular:        ScenNotRegular,
	scenarios.CodeUnreadable:        ScenUnreadable,
	scenarios.CodeLeftOut:           ScenLeftOut,
	scenarios.CodeMissingExpect:     ScenMissingExpect,
	scenarios.CodeUnknownRequire:    ScenUnknownRequires,
	scenarios.CodeRuleNotRefused:    ScenRuleNotRefused,
	scenarios.CodePartNotOver:       ScenDealNotOver,
	scenarios.CodePartsOver:         ScenSessionOver,
	scenarios.CodeHockTooEarly:      ScenHockTooEarly,
	scenarios.CodeYAMLFlowComma:     ScenYamlFlowComma,
	scenarios.CodeQuotedValue:       ScenQuotedValue,
	scenarios.CodeBanksOnce:         ScenBanksOnce,
	scenarios.CodeOtherRule:         ScenOtherRule,
	scenarios.CodeTurnList:          ScenTurnList,
}

// yamlTexts says each YAML syntax problem the loader recognises.
var yamlTexts = map[string]Message{
	scenarios.YAMLIndent:        ScenYamlIndent,
	scenarios.YAMLUnclosedQuote: ScenYamlUnclosedQuote,
	scenarios.YAMLUnclosedFlow:  ScenYamlUnclosedFlow,
	scenarios.YAMLStrayBracket:  ScenYamlStrayBracket,
	scenarios.YAMLBadEscape:     ScenYamlBadEscape,
	scenarios.YAMLReservedChar:  ScenYamlReservedChar,
	scenarios.YAMLUnknownAlias:  ScenAlias,
	scenarios.YAMLBlockInFlow:   ScenYamlBlockInFlow,
	scenarios.YAMLBadControl:    ScenYamlBadControl,
	scenarios.YAMLMissingColon:  ScenYamlMissingColon,
	scenarios.YAMLFlowQuestion:  ScenYamlFlowQuestion,
	scenarios.YAMLSyntax:        ScenYaml,
}

// mismatchSubjects names what a failed expectation is about.
var mismatchSubjects = map[string]Message{
	"aces":           ScenWhatAces,
	"capture":        ScenWhatCapture,
	"clubs":          ScenWhatClubs,
	"count":          ScenWhatCount,
	"dead":           ScenWhatDead,
	"jacks":          ScenWhatJacks,
	"legal":          ScenWhatLegal,
	"loser":          ScenWhatLoser,
	"payout":         ScenWhatPayout,
	"settlement":     ScenWhatSettlement,
	"seven_diamonds": ScenWhatSevenDiamonds,
	"sur":            ScenWhatSur,
	"surs":           ScenWhatSurs,
	"ten_diamonds":   ScenWhatTenDiamonds,
	"total":          ScenWhatTotal,
	"two_clubs":      ScenWhatTwoClubs,
	"winner":         ScenWhatWinner,
	"hock":           ScenWhatHock,
	"rule":           ScenWhatRule,
	"holdings":       ScenWhatHoldings,
	"balance":        ScenWhatBalance,
	"layout":         ScenWhatLayout,
	"returned":       ScenWhatReturned,
	"winners":        ScenWhatWinners,
	"leader":         ScenWhatLeader,
	"over":           ScenWhatOver,
	"banker":         ScenWhatBanker,
	"odds":           ScenWhatOdds,
	"to_play":        ScenWhatToPlay,
	"dealer":         ScenWhatDealer,
	"table":          ScenWhatTable,
	"pile":           ScenWhatPile,
	"pile_clubs":     ScenWhatPileClubs,
	"last_capture":   ScenWhatLastCapture,
	"table_check":    ScenWhatTableCheck,
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
		msg += " " + p.T(ScenSuggestion, d.Suggestion)
	}
	return msg
}

func firstArg(d scenarios.Diagnostic) string {
	if len(d.Args) == 0 {
		return ""
	}
	return d.Args[0]
}
