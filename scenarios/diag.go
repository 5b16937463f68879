package scenarios

import (
	"croupier/engine/faro"
	"fmt"
	"sort"
	"strings"
)

// Diagnostic is one problem found in a scenario file. Code names the
// problem (the message key is "scen." + Code); Args are its arguments in
// the order the message uses them, written in the locale-neutral notation
// (cards "10♦", amounts "1½"). Suggestion, when not empty, is a likely fix
// ("copper" for a misspelt key). Line and Col are 1-based (Col counts
// characters); they are 0 for problems of the whole file.
type Diagnostic struct {
	File       string
	Line, Col  int
	Code       string
	Args       []string
	Suggestion string
	// Err is the engine's own refusal behind CodeIllegal, CodeSetup and
	// CodeUnanswerable (a *faro.RuleError, *pasur.MoveError,
	// *pasur.SetupError, *AnswerError …), with its typed fields; Names
	// are the table's players by seat and Profile the Faro profile, so
	// that the refusal can name the player and use the profile's words.
	Err     error
	Names   []string
	Profile faro.Profile
	// Severity is SeverityError (the file does not load or the run
	// fails) or SeverityWarning (the author is told, nothing fails).
	Severity Severity
	// Rule is the engine's rule id behind a refused action, a table the
	// engine refuses or a question it cannot answer ("pharaon.weight.even"),
	// for authors (croupier run, check, fill and --json); a learner never
	// sees it. Empty for the loader's own problems.
	Rule string
}

// Error describes the problem for logs and tests, prefixed by
// file:line:col: the code and its arguments ("unknown_key [copr bet]"),
// the engine's error and the suggestion. People read the message that
// locales renders from the same fields.
func (d Diagnostic) Error() string {
	var b strings.Builder
	b.WriteString(d.Position())
	b.WriteString(": ")
	b.WriteString(d.Code)
	if len(d.Args) > 0 {
		b.WriteString(" [" + strings.Join(d.Args, " | ") + "]")
	}
	if d.Err != nil {
		b.WriteString(": " + d.Err.Error())
	}
	if d.Suggestion != "" {
		b.WriteString(" (did you mean ")
		b.WriteString(quote(d.Suggestion))
		b.WriteString("?)")
	}
	return b.String()
}

// Position returns "file:line:col", "file:line" or "file".
func (d Diagnostic) Position() string {
	switch {
	case d.Line > 0 && d.Col > 0:
		return fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Col)
	case d.Line > 0:
		return fmt.Sprintf("%s:%d", d.File, d.Line)
	}
	return d.File
}

// Diagnostics is a list of problems; it is an error when not empty.
type Diagnostics []Diagnostic

// Error joins the problems, one per line.
func (ds Diagnostics) Error() string {
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = d.Error()
	}
	return strings.Join(parts, "\n")
}

// sortDiagnostics orders problems by file position, keeping the order of
// problems found at the same place.
func sortDiagnostics(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		if ds[i].Line != ds[j].Line {
			return ds[i].Line < ds[j].Line
		}
		return ds[i].Col < ds[j].Col
	})
}

func quote(s string) string { return "\"" + s + "\"" }

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
