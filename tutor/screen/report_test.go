package screen

import (
	"strings"
	"testing"
)

// TestReportAt60: the odds at 60 columns (issue 24: „b / is er kassiert“,
// „11, / 64 %“ in croupier odds): running text wraps at spaces, an
// indented row that fits keeps its columns, one too wide goes on under its
// own text, and no line is wider than the screen nor breaks inside a
// figure.
func TestReportAt60(t *testing.T) {
	lines := []string{
		"Pharo: Chips; ein Einsatz bleibt nach einem Gewinn liegen, bis er kassiert, halbiert oder zurückgegeben wird.",
		"  A   (4 übrig)  2/425 = 0,47 %  ·  97/833 = 11,64 %",
		"  173/4998 = 3,46 % · 173/9052 = 1,91 % · 4526/2499 ≈ 1,81 stehend auf A 2 3 4 5 6 8 9 10 B D K (4 übrig)",
	}
	got := Report(lines, 60)
	out := strings.Split(got, "\n")
	for _, l := range out {
		if Width(l) > 60 {
			t.Errorf("a line of %d columns: %q", Width(l), l)
		}
		if strings.HasPrefix(strings.TrimSpace(l), "%") || strings.HasSuffix(l, ",") && !strings.HasSuffix(l, " ,") && strings.ContainsAny(l[len(l)-2:], "0123456789") {
			t.Errorf("a figure broken at %q", l)
		}
	}
	if !strings.Contains(got, "\n  A   (4 übrig)  2/425 = 0,47 %  ·  97/833 = 11,64 %\n") {
		t.Errorf("the row that fits lost its columns:\n%s", got)
	}
	if !strings.Contains(got, "\n    ") || !strings.Contains(got, "≈ 1,81") {
		t.Errorf("the wide row does not hang under its text, or breaks its figure:\n%s", got)
	}
}
