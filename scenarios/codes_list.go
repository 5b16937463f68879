package scenarios

// allCodes lists every diagnostic code, for tests and the message
// catalogs.
func allCodes() []string {
	return append([]string{
		CodeTooLarge, CodeNotUTF8, CodeEmpty, CodeYAML, CodeYAMLColon, CodeMultipleDocuments, CodeAlias,
		CodeTag, CodeTooDeep, CodeTooManyNodes, CodeWantMapping, CodeWantList, CodeWantText, CodeWantInt,
		CodeWantBool, CodeUnknownKey, CodeDuplicateKey, CodeMissingKey, CodeConflict, CodeNotWith,
		CodeBadValue, CodeBadID, CodeOutOfRange, CodeEmptyList, CodeBadLang, CodeMissingText,
		CodeUndeclaredLang, CodeUnknownCard, CodeUnknownRank, CodeBadAmount, CodeDuplicateCard,
		CodeMissingSeed, CodeUnknownPlayer, CodeDuplicatePlayer, CodePlayerCount,
		CodeBankerCount, CodeStepKind, CodeStepKinds, CodeQuestionKind, CodeQuestionKinds,
		CodeNoCorrectChoice, CodeIllegal, CodeUnanswerable, CodeMismatch, CodeEngine, CodeTooMany,
		CodeDeadRank, CodeOddWeight, CodeMustCapture, CodeAmbiguousCapture, CodeSetup,
		CodeIDTooLong, CodeSessionStart, CodeNothingToDraw, CodeUnknownRule, CodeControlChar, CodeYAMLTab,
		CodeDuplicateID, CodeShadowsLesson, CodeNotRegular, CodeLeftOut, CodeMissingExpect,
		CodeUnknownRequire, CodeRuleNotRefused, CodePartNotOver, CodePartsOver, CodeHockTooEarly, CodeYAMLFlowComma,
		CodeUnreadable, CodeQuotedValue, CodeBanksOnce, CodeOtherRule, CodeTurnList,
	}, startCodes()...)
}

// Codes returns every diagnostic code (the message keys are "scen." +
// code), so that a catalog test can check that each has a message.
func Codes() []string { return allCodes() }

// YAMLProblems lists the problems of CodeYAML (its first argument).
func YAMLProblems() []string {
	return []string{YAMLIndent, YAMLUnclosedQuote, YAMLUnclosedFlow, YAMLStrayBracket, YAMLBadEscape,
		YAMLReservedChar, YAMLUnknownAlias, YAMLBlockInFlow, YAMLBadControl, YAMLMissingColon, YAMLFlowQuestion, YAMLSyntax}
}
