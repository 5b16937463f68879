package scenarios

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
	CodeEngine            = "engine"             // (Err: the file could not be read)
	CodeTooMany           = "too_many"           // number of further problems
)
