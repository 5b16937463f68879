package locales

import "croupier/scenarios"

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
			m = scenYaml
		}
		return p.T(m, arg(0), arg(1)), true
	case scenarios.CodeHockTooEarly:
		return p.T(scenHockTooEarly, atoi(arg(0))), true
	case scenarios.CodeNotUTF8:
		return p.T(scenNotUtf8, arg(0)), true
	case scenarios.CodeNothingToDraw:
		until := p.T(scenUntilEnd)
		if arg(0) == scenarios.UntilLast {
			until = p.T(scenUntilLast)
		}
		return p.T(scenNothingToDraw, until, atoi(arg(1))), true
	case scenarios.CodePartNotOver:
		if arg(0) == "rounds" {
			return p.T(scenRoundNotOver), true
		}
		return p.T(scenDealNotOver), true
	case scenarios.CodePartsOver:
		if arg(0) == "rounds" {
			return p.T(scenMatchOver), true
		}
		return p.T(scenSessionOver, atoi(arg(1))), true
	case scenarios.CodeIDTooLong:
		return p.T(scenIDTooLong, atoi(arg(0)), arg(1)), true
	case scenarios.CodeLeftOut:
		return p.T(scenLeftOut, atoi(arg(0)), arg(1)), true
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
