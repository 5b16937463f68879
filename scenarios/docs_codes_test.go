package scenarios

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// codeLineRE reads a diagnostic code's constant and the comment that
// lists its arguments.
var codeLineRE = regexp.MustCompile(`(?m)^[ \t]*Code\w+[ \t]*=[ \t]*"(\w+)"[ \t]*//[ \t]*(.*)$`)

var codeBlockRE = regexp.MustCompile(`(?s)<!-- diagnostic codes: generated -->.*?<!-- end of diagnostic codes -->`)

// codeBlock is the table of the diagnostic codes and their --json args,
// made of the comments beside the constants (codes.go, validate.go,
// start.go).
func codeBlock(t *testing.T) string {
	t.Helper()
	args := map[string]string{}
	for _, f := range []string{"codes.go", "validate.go", "start.go"} {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range codeLineRE.FindAllStringSubmatch(string(src), -1) {
			args[m[1]] = strings.TrimSpace(m[2])
		}
	}
	var b strings.Builder
	b.WriteString("<!-- diagnostic codes: generated -->\n\n| code | `args`, in order |\n| --- | --- |\n")
	codes := slices.Sorted(slices.Values(Codes()))
	for _, c := range codes {
		a, ok := args[c]
		if !ok {
			t.Errorf("code %s: no comment listing its arguments", c)
		}
		if a == "" {
			a = "none"
		}
		b.WriteString("| `" + c + "` | " + strings.ReplaceAll(a, "|", "\\|") + " |\n")
	}
	b.WriteString("\n<!-- end of diagnostic codes -->")
	return b.String()
}

// TestDocCodes: docs/scenario-format.md lists every diagnostic code with
// the layout of its --json args, as the constants' comments give it (go
// test ./scenarios -run TestDocCodes -update rewrites the table).
func TestDocCodes(t *testing.T) {
	const file = "../docs/scenario-format.md"
	doc, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want := codeBlockRE.ReplaceAllLiteralString(string(doc), codeBlock(t))
	if *update && want != string(doc) {
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		doc = []byte(want)
	}
	if !codeBlockRE.MatchString(string(doc)) || want != string(doc) {
		t.Errorf("%s: the diagnostic codes differ from scenarios/codes.go: go test ./scenarios -run TestDocCodes -update", file)
	}
}
