package scenarios

import "strings"

// Diagnostic codes. The message key of a code is "scen." + code; the
// arguments each code carries are listed with it.
const (
	CodeTooLarge          = "too_large"          // size, limit (bytes)
	CodeNotUTF8           = "not_utf8"           //
	CodeEmpty             = "empty"              //
	CodeYAML              = "yaml"               // parser message (English)
	CodeYAMLColon         = "yaml_colon"         //
	CodeMultipleDocuments = "multiple_documents" //
	CodeAlias             = "alias"              // "&name" or "*name"
	CodeTag               = "tag"                // the tag
	CodeTooDeep           = "too_deep"           // limit
	CodeTooManyNodes      = "too_many_nodes"     // limit
	CodeWantMapping       = "want_mapping"       // what was found
	CodeWantList          = "want_list"          // what was found
	CodeWantText          = "want_text"          // what was found
	CodeWantInt           = "want_int"           // what was found
	CodeWantBool          = "want_bool"          // what was found
	CodeUnknownKey        = "unknown_key"        // key, where (a key path), allowed keys
	CodeDuplicateKey      = "duplicate_key"      // key, line of the first
	CodeMissingKey        = "missing_key"        // key, where
	CodeConflict          = "conflict"           // key, other key
	CodeNotWith           = "not_with"           // key, game or profile
	CodeBadValue          = "bad_value"          // value, allowed values
	CodeBadID             = "bad_id"             // value
	CodeOutOfRange        = "out_of_range"       // value, min, max
	CodeEmptyList         = "empty_list"         // key
	CodeBadLang           = "bad_lang"           // value
	CodeMissingText       = "missing_text"       // language
	CodeUndeclaredLang    = "undeclared_lang"    // language, declared languages
	CodeUnknownCard       = "unknown_card"       // value
	CodeUnknownRank       = "unknown_rank"       // value
	CodeBadAmount         = "bad_amount"         // value
	CodeDuplicateCard     = "duplicate_card"     // card, line of the first
	CodeMissingSeed       = "missing_seed"       // number of cards given
	CodeUnknownPlayer     = "unknown_player"     // name, players
	CodeDuplicatePlayer   = "duplicate_player"   // name
	CodePlayerCount       = "player_count"       // count, min, max
	CodeBankerCount       = "banker_count"       // count
	CodeStepKind          = "step_kind"          // allowed step kinds
	CodeStepKinds         = "step_kinds"         // the kinds found
	CodeQuestionKind      = "question_kind"      // allowed question kinds
	CodeQuestionKinds     = "question_kinds"     // the kinds found
	CodeNoCorrectChoice   = "no_correct_choice"  //
	CodeIllegal           = "illegal"            // rule id, English detail from the engine
	CodeUnanswerable      = "unanswerable"       // rule id, English detail
	CodeMismatch          = "mismatch"           // what, expected, engine's value
	CodeEngine            = "engine"             // English detail (engine not ready, internal)
	CodeTooMany           = "too_many"           // number of further problems
)

// English returns the English text of a diagnostic code with its
// arguments, for logs and the Error method.
func English(code string, args []string) string {
	a := func(i int) string {
		if i < len(args) {
			return args[i]
		}
		return "?"
	}
	switch code {
	case CodeTooLarge:
		return "file too large: " + a(0) + " bytes, at most " + a(1)
	case CodeNotUTF8:
		return "file is not UTF-8 text"
	case CodeEmpty:
		return "file holds no scenario"
	case CodeYAML:
		return "YAML syntax: " + a(0)
	case CodeYAMLColon:
		return "YAML syntax: a \": \" inside an unquoted text (French \" : \"?); put the text in quotes or use >-"
	case CodeMultipleDocuments:
		return "a second YAML document: one scenario per file"
	case CodeAlias:
		return "YAML anchors and aliases are not allowed: " + a(0)
	case CodeTag:
		return "YAML tags are not allowed: " + a(0)
	case CodeTooDeep:
		return "nested deeper than " + a(0) + " levels"
	case CodeTooManyNodes:
		return "more than " + a(0) + " YAML values"
	case CodeWantMapping:
		return "expected a mapping (key: value), found " + a(0)
	case CodeWantList:
		return "expected a list, found " + a(0)
	case CodeWantText:
		return "expected a single value, found " + a(0)
	case CodeWantInt:
		return "expected a whole number, found " + a(0)
	case CodeWantBool:
		return "expected true or false, found " + a(0)
	case CodeUnknownKey:
		return "unknown key " + quote(a(0)) + " in " + a(1) + "; allowed: " + a(2)
	case CodeDuplicateKey:
		return "key " + quote(a(0)) + " given twice (first on line " + a(1) + ")"
	case CodeMissingKey:
		return "missing key " + quote(a(0)) + " in " + a(1)
	case CodeConflict:
		return "key " + quote(a(0)) + " cannot be used together with " + quote(a(1))
	case CodeNotWith:
		return "key " + quote(a(0)) + " is not used with " + a(1)
	case CodeBadValue:
		return quote(a(0)) + " is not allowed here; allowed: " + a(1)
	case CodeBadID:
		return "bad id " + quote(a(0)) + ": use lower-case letters, digits, - and _"
	case CodeOutOfRange:
		return a(0) + " is out of range " + a(1) + ".." + a(2)
	case CodeEmptyList:
		return quote(a(0)) + " must not be empty"
	case CodeBadLang:
		return "unknown language " + quote(a(0)) + ": use de, fr or [de, fr]"
	case CodeMissingText:
		return "text missing in declared language " + a(0)
	case CodeUndeclaredLang:
		return "text in language " + a(0) + ", which the file does not declare (lang: " + a(1) + ")"
	case CodeUnknownCard:
		return "unknown card " + quote(a(0)) + ": write rank and suit like 10♦ or QS"
	case CodeUnknownRank:
		return "unknown rank " + quote(a(0)) + ": A, 2 … 10, J, Q or K"
	case CodeBadAmount:
		return "not an amount: " + quote(a(0)) + " (whole numbers or halves like 1½)"
	case CodeDuplicateCard:
		return "card " + a(0) + " given twice (first on line " + a(1) + ")"
	case CodeMissingSeed:
		return "a deck of " + a(0) + " cards needs a seed to shuffle the rest"
	case CodeUnknownPlayer:
		return "unknown player " + quote(a(0)) + "; players: " + a(1)
	case CodeDuplicatePlayer:
		return "player " + quote(a(0)) + " given twice"
	case CodePlayerCount:
		return a(0) + " players: this game needs " + a(1) + " to " + a(2)
	case CodeBankerCount:
		return "exactly one player must be the banker, found " + a(0)
	case CodeStepKind:
		return "a step needs one of: " + a(0)
	case CodeStepKinds:
		return "a step does one thing, found " + strings.Join(args, " and ")
	case CodeQuestionKind:
		return "a question needs one of: " + a(0)
	case CodeQuestionKinds:
		return "a question asks one thing, found " + strings.Join(args, " and ")
	case CodeNoCorrectChoice:
		return "no choice is correct"
	case CodeIllegal:
		return "not allowed at this point (" + a(0) + "): " + a(1)
	case CodeUnanswerable:
		return "the engine cannot answer this question here (" + a(0) + "): " + a(1)
	case CodeMismatch:
		return "expected " + a(1) + " for " + a(0) + ", engine says " + a(2)
	case CodeDeadRank:
		return "no card of rank " + a(0) + " is left (dead rank): no bet on it"
	case CodeOddWeight:
		return "weight " + a(0) + " is odd: Pharaon weights are even"
	case CodeMustCapture:
		return a(0) + " can capture, so it may not be laid: take " + a(1)
	case CodeAmbiguousCapture:
		return a(0) + " has several legal captures: " + a(1) + "; say which with take:"
	case CodeSetup:
		return "the engine refuses the table: " + a(0)
	case CodeTooMany:
		return a(0) + " more problems not shown"
	case CodeEngine:
		return "engine: " + a(0)
	}
	return code + " " + strings.Join(args, ", ")
}
