// Package scenarios reads, checks and replays scenario files: lessons and
// quizzes written by people in YAML, with a stacked deck, the actions at the
// table, the questions put to the learner and the expected outcomes.
//
// The loader is strict. Every problem of a file is reported as a
// Diagnostic with its file position, a code and arguments; the tutor and
// the command render them in German or French (message keys "scen.<code>"),
// Error gives an English text for logs. The loader never panics and refuses
// YAML anchors and aliases, several documents, files over MaxFileSize and
// nesting deeper than MaxDepth.
//
// A loaded Scenario is replayed step by step against the Faro or Pasur
// engine with NewReplay; Run checks every expectation of a scenario. The
// file format is documented in docs/scenario-format.md.
package scenarios
