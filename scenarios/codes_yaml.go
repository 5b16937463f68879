package scenarios

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
