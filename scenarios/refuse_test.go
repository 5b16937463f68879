package scenarios

import (
	"strings"
	"testing"
)

// codes returns the codes of diags.
func codes(ds []Diagnostic) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Code
	}
	return out
}

func hasCode(ds []Diagnostic, code string) bool {
	for _, d := range ds {
		if d.Code == code {
			return true
		}
	}
	return false
}

// TestAllErrorsReported: the issue asks for every error of a file, not only
// the first.
func TestAllErrorsReported(t *testing.T) {
	src := `id: Bad Id
lang: [de, fr]
title: {de: Titel}
game: faro
profile: pharo
players:
  - {name: Bank, banker: true}
  - {name: Dan, chips: lots}
deck: {cards: [5♣, ZZ, 5♣], seed: 7}
steps:
  - bet: {player: Dna, rank: "9", stake: 4, coper: true}
  - jump: {}
`
	_, diags := Load("t.yaml", []byte(src))
	want := []string{CodeBadID, CodeMissingText, CodeBadAmount, CodeUnknownCard, CodeDuplicateCard,
		CodeUnknownPlayer, CodeUnknownKey, CodeUnknownKey}
	for _, w := range want {
		if !hasCode(diags, w) {
			t.Errorf("missing %s in %v", w, codes(diags))
		}
	}
	if len(diags) < len(want) {
		t.Errorf("%d problems reported, want at least %d:\n%v", len(diags), len(want), Diagnostics(diags))
	}
	for i := 1; i < len(diags); i++ {
		if diags[i].Line < diags[i-1].Line {
			t.Errorf("not in file order: %v", Diagnostics(diags))
		}
	}
}

// TestRefusals: anchors and aliases, size, depth, several documents, tags,
// empty and non-UTF-8 files are refused without parsing further.
func TestRefusals(t *testing.T) {
	cases := []struct {
		name, src, code string
	}{
		{"alias", strings.Replace(base, "title: Test", "title: &t Test\nintro: *t", 1), CodeAlias},
		{"billion laughs", "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n", CodeAlias},
		{"merge key", base + "x: &x {a: 1}\ny: {<<: *x}\n", CodeAlias},
		{"too large", base + "# " + strings.Repeat("x", MaxFileSize) + "\n", CodeTooLarge},
		{"too deep", "id: " + strings.Repeat("[", 40) + strings.Repeat("]", 40) + "\n", CodeTooDeep},
		{"two documents", base + "---\nid: second\n", CodeMultipleDocuments},
		{"tag", strings.Replace(base, "title: Test", "title: !!binary dGVzdA==", 1), CodeTag},
		{"empty", "  \n# nothing\n", CodeEmpty},
		{"not utf-8", "id: \xff\xfe\n", CodeNotUTF8},
		{"syntax", "id: x\nlang: [de\n", CodeYAML},
		{"french colon", "id: x\ntitle: Pasur : la somme\n", CodeYAMLColon},
		{"not a mapping", "- a\n- b\n", CodeWantMapping},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, diags := Load("t.yaml", []byte(c.src))
			if s != nil {
				t.Fatal("loaded")
			}
			if !hasCode(diags, c.code) {
				t.Fatalf("want %s, got %v", c.code, Diagnostics(diags))
			}
			if c.code == CodeYAML && diags[0].Line != 2 {
				t.Errorf("syntax error on line %d, want 2", diags[0].Line)
			}
		})
	}
}

// TestDiagnosticError checks the text for logs: position, code, arguments
// and suggestion (people read the message locales renders).
func TestDiagnosticError(t *testing.T) {
	d := Diagnostic{File: "a.yaml", Line: 3, Col: 7, Code: CodeUnknownKey, Args: []string{"coper", "steps[1].bet", "player, copper"}, Suggestion: "copper"}
	want := `a.yaml:3:7: unknown_key [coper | steps[1].bet | player, copper] (did you mean "copper"?)`
	if got := d.Error(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestSuggest(t *testing.T) {
	cands := []string{"copper", "player", "stake", "rank"}
	for in, want := range map[string]string{"coper": "copper", "plaeyr": "player", "stak": "stake", "rnak": "rank", "zzzzzz": "", "x": ""} {
		if got := suggest(in, cands); got != want {
			t.Errorf("suggest(%q) = %q, want %q", in, got, want)
		}
	}
}
