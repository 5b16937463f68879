package locales

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
)

// Clean writes every control character of s (C0 but newline and tab, DEL,
// C1, the bidirectional overrides) as \xNN or \u+NNNN, so that text from a
// file can never drive the terminal; invalid UTF-8 becomes \xNN too.
func Clean(s string) string {
	clean := true
	for _, r := range s {
		if r == utf8.RuneError || badRune(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && w <= 1:
			fmt.Fprintf(&b, `\x%02X`, s[i])
		case badRune(r) && r < 0x100:
			fmt.Fprintf(&b, `\x%02X`, r)
		case badRune(r):
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteString(s[i : i+w])
		}
		i += w
	}
	return b.String()
}

// CleanName is Clean for a file's name in a report: a newline or a tab in
// it is written \n or \t too, so that a name can never begin a line of
// its own (a forged "ok" line) or shift the columns.
func CleanName(name string) string {
	return strings.NewReplacer("\n", `\n`, "\t", `\t`).Replace(Clean(name))
}

// badRune is a character that must not reach a terminal.
func badRune(r rune) bool { return scenarios.IsControl(r) }

// specialDiagnostic renders the problems whose arguments are words to
// translate: the YAML problems, the point a turn draws to, the session
// or match that is over.
func (p Printer) specialDiagnostic(d scenarios.Diagnostic) (string, bool) {
	arg := func(i int) string {
		if i < len(d.Args) {
			return d.Args[i]
		}
		return ""
	}
	switch d.Code {
	case scenarios.CodeYAML:
		m, ok := yamlTexts[arg(0)]
		if !ok {
			m = ScenYaml
		}
		return p.T(m, arg(0), arg(1)), true
	case scenarios.CodeHockTooEarly:
		return p.T(ScenHockTooEarly, atoi(arg(0))), true
	case scenarios.CodeNotUTF8:
		return p.T(ScenNotUtf8, arg(0)), true
	case scenarios.CodeNothingToDraw:
		until := p.T(ScenUntilEnd)
		if arg(0) == scenarios.UntilLast {
			until = p.T(ScenUntilLast)
		}
		return p.T(ScenNothingToDraw, until, atoi(arg(1))), true
	case scenarios.CodePartNotOver:
		if arg(0) == "rounds" {
			return p.T(ScenRoundNotOver), true
		}
		return p.T(ScenDealNotOver), true
	case scenarios.CodePartsOver:
		if arg(0) == "rounds" {
			return p.T(ScenMatchOver), true
		}
		return p.T(ScenSessionOver, atoi(arg(1))), true
	case scenarios.CodeIDTooLong:
		return p.T(ScenIDTooLong, atoi(arg(0)), arg(1)), true
	case scenarios.CodeLeftOut:
		return p.T(ScenLeftOut, atoi(arg(0)), arg(1)), true
	}
	return "", false
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return n
		}
		n = n*10 + int(c-'0')
		if n > 1<<30 {
			return n
		}
	}
	return n
}

// unanswerableNew says why the engine cannot answer, for the reasons of
// sessions, matches and odds; game tells Faro's words from Pasur's.
func (p Printer) unanswerableNew(ae *scenarios.AnswerError, pasur bool) (string, bool) {
	switch ae.Reason {
	case scenarios.NoHockYet:
		return p.T(ScenNoHockYet), true
	case scenarios.NotOver:
		if pasur {
			return p.T(ScenMatchNotOver), true
		}
		return p.T(ScenSessionNotOver), true
	case scenarios.NoSession:
		if pasur {
			return p.T(ScenNoSessionPasur), true
		}
		return p.T(ScenNoSessionFaro), true
	case scenarios.NoOdds:
		return p.T(ScenNoOdds), true
	case scenarios.RoundIsOver:
		return p.T(ScenRoundIsOver), true
	}
	return "", false
}

// callRefusal renders a refused call: a call names ranks, so the ranks
// left are listed, not the cards.
func (p Printer) callRefusal(err error, profile faro.Profile) (string, bool) {
	var fe *faro.RuleError
	if !errors.As(err, &fe) || !errors.Is(fe.Err, faro.ErrCallNotPermutation) || len(fe.Remaining) == 0 {
		return "", false
	}
	msg, _ := p.Rule(string(fe.Rule), profileName(profile))
	rs := make([]engine.Rank, len(fe.Remaining))
	for i, c := range fe.Remaining {
		rs[i] = c.Rank
	}
	return msg + " " + p.T(ScenCallRanks, p.Ranks(rs)), true
}
