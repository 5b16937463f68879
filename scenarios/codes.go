package scenarios

// Diagnostic codes. The message key of a code is "scen." + code; the
// arguments each code carries are listed with it.
const (
	CodeTooLarge          = "too_large"          // size read (a reader may stop just past the limit), limit (bytes)
	CodeNotUTF8           = "not_utf8"           //
	CodeEmpty             = "empty"              //
	CodeYAML              = "yaml"               // the problem (YAMLProblems); indent: the column to start at; missing_colon: the key
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
	CodeIllegal           = "illegal"            // rule id; a Pasur play out of turn: also the player and the player to move
	CodeUnanswerable      = "unanswerable"       // rule id
	CodeMismatch          = "mismatch"           // what, expected, engine's value
	CodeEngine            = "engine"             // (Err: the file could not be read)
	CodeTooMany           = "too_many"           // number of further problems
)

// Diagnostic codes of the checks across files, of sessions and matches,
// and of croupier run --strict; their keys and arguments follow the same
// rule.
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
	CodeOtherRule      = "other_rule"       // rule id, the file's game or profile, the one the rule belongs to
	CodeBanksOnce      = "banks_once"       // the rounds asked of a Pharaon session (each player banks once)
	CodeTurnList       = "turn_list"        // the entries of a turn's expect list, the turns its count draws
	CodeQuotedValue    = "quoted_value"     // the value: a number or true/false written in quotes (Suggestion: without them)
)
