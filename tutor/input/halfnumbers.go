package input

import (
	"strings"

	"croupier/engine"
)

// compoundHalf reads a German number word with a half joined to it
// ("dreieinhalb", "viereinhalb", "zehneinhalb"), in halves; 0 when w is
// none ("anderthalb", "eineinhalb" are halfWords).
func compoundHalf(w string) engine.Amount {
	head, ok := strings.CutSuffix(w, "einhalb")
	if !ok || head == "" {
		return 0
	}
	n, ok := numberWord(head)
	if !ok || n < 2 {
		return 0
	}
	return engine.Halves(int64(2*n + 1))
}
