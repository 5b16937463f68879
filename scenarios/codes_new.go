package scenarios

// Diagnostic codes added with sessions, matches and the strict checks.
// Their message keys and arguments follow the same rule as those of
// codes.go.
const (
	CodeIDTooLong      = "id_too_long"      // length, limit (characters)
	CodeSessionStart   = "session_start"    // player, their start, everyone's start
	CodeNothingToDraw  = "nothing_to_draw"  // until (last or end), turns drawn
	CodeUnknownRule    = "unknown_rule"     // rule id, game or profile (Suggestion: the closest id)
	CodeControlChar    = "control_char"     // the character as U+XXXX
	CodeYAMLTab        = "yaml_tab"         //
	CodeDuplicateID    = "duplicate_id"     // id, the other file
	CodeShadowsLesson  = "shadows_lesson"   // id, the embedded file (a warning)
	CodeNotRegular     = "not_regular"      // (a warning: the file was skipped)
	CodeUnreadable     = "unreadable"       // (a warning: a directory's entry that could not be read was skipped)
	CodeLeftOut        = "left_out"         // files left out, limit (a warning)
	CodeMissingExpect  = "missing_expect"   // question kind or "turn" (run --strict)
	CodeUnknownRequire = "unknown_requires" // id (a warning)
	CodeRuleNotRefused = "rule_not_refused" // rule id: a legal expect with rule and legal: true
	CodePartNotOver    = "part_not_over"    // "deals" or "rounds": the one before is not played to its end
	CodePartsOver      = "parts_over"       // "deals" or "rounds", the number the session or match has
	CodeHockTooEarly   = "hock_too_early"   // the turn the step ends with: a hock expected before the last turn
	CodeYAMLFlowComma  = "yaml_flow_comma"  // a plain text inside { } cut at a comma: the piece read as a key
)

// The problems of CodeYAML, its first argument: a YAML syntax error the
// loader recognises, said in the user's language (docs/scenario-format.md
// lists them). YAMLSyntax is every other one.
const (
	YAMLIndent        = "indent"         // a line indented so that it fits no mapping or list
	YAMLUnclosedQuote = "unclosed_quote" // a quoted text never closed
	YAMLUnclosedFlow  = "unclosed_flow"  // a [ or { never closed
	YAMLStrayBracket  = "stray_bracket"  // a ] or } that closes nothing
	YAMLBadEscape     = "bad_escape"     // an unknown \ escape in a double-quoted text
	YAMLReservedChar  = "reserved_char"  // @ or ` at the start of a value
	YAMLUnknownAlias  = "unknown_alias"  // *name of no anchor
	YAMLBlockInFlow   = "block_in_flow"  // a "- " list item inside [ ] or { }
	YAMLBadControl    = "bad_control"    // a character YAML refuses
	YAMLMissingColon  = "missing_colon"  // a key without its ":" (second argument: the key)
	YAMLFlowQuestion  = "flow_question"  // a "?" in a plain text inside [ ] or { }
	YAMLSyntax        = "syntax"         // any other YAML syntax error
)

// Severity says whether a diagnostic stops a file (an error) or only
// tells the author something (a warning: a lesson shadowed, a file
// skipped).
type Severity uint8

// The severities; the zero value is an error.
const (
	SeverityError Severity = iota
	SeverityWarning
)

// String returns "error" or "warning".
func (s Severity) String() string {
	if s == SeverityWarning {
		return "warning"
	}
	return "error"
}
