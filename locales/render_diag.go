package locales

import (
	"errors"

	"croupier/scenarios"
)

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
}

// Diagnostic renders a problem of a scenario file: "file:line:col:
// message", with a "did you mean" when the loader has a suggestion.
func (p Printer) Diagnostic(d scenarios.Diagnostic) string {
	return d.Position() + ": " + p.DiagnosticMessage(d)
}

// DiagnosticMessage renders a problem of a scenario file without its
// position.
func (p Printer) DiagnosticMessage(d scenarios.Diagnostic) string {
	if msg, ok := p.engineDiagnostic(d); ok {
		return msg
	}
	args := make([]any, len(d.Args))
	for i, a := range d.Args {
		args[i] = a
	}
	if m, ok := mismatchSubjects[firstArg(d)]; ok && d.Code == scenarios.CodeMismatch {
		args[0] = p.T(m)
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

// unanswerableTexts say why the engine cannot answer a question where it
// stands; {0} is the player or card concerned.
var unanswerableTexts = map[scenarios.Unanswerable]Message{
	scenarios.NoTurnYet:      ScenNoTurnYet,
	scenarios.CallNotSettled: ScenCallNotSettled,
	scenarios.OtherGame:      ScenOtherGame,
	scenarios.CardOnTable:    ScenCardOnTable,
	scenarios.NoPlayYet:      ScenNoPlayYet,
	scenarios.NoSuchSide:     ScenNoSuchSide,
}

// engineDiagnostic renders a problem that carries the engine's own typed
// refusal: the refusal in the learner's words, naming the player.
func (p Printer) engineDiagnostic(d scenarios.Diagnostic) (string, bool) {
	if d.Err == nil {
		return "", false
	}
	if d.Code == scenarios.CodeEngine {
		return p.ReadProblem(d.File, d.Err, CLIFileMissing), true
	}
	var ae *scenarios.AnswerError
	if errors.As(d.Err, &ae) {
		if m, ok := unanswerableTexts[ae.Reason]; ok {
			return p.T(ScenUnanswerable, p.T(m, ae.Subject)), true
		}
		return "", false
	}
	who, msg := p.refusal(d.Err, d.Names, d.Profile)
	switch {
	case d.Code == scenarios.CodeIllegal && who != "":
		return p.T(ScenIllegalFor, who, msg), true
	case d.Code == scenarios.CodeIllegal:
		return p.T(ScenIllegal, msg), true
	case d.Code == scenarios.CodeSetup:
		return p.T(ScenSetup, msg), true
	}
	return "", false
}
