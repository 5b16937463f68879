package scenarios

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestEveryKindIsWhole: every question kind of the registry has every part
// the format needs — a game, its parameters, its schema row and, unless
// the author marks its options (choice), its expect reader, the engine's
// answer in each of its games, its comparison and croupier fill's
// notation — and the docs' tables describe it.
func TestEveryKindIsWhole(t *testing.T) {
	doc, err := os.ReadFile("../docs/scenario-format.md")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[QuestionKind]bool{}
	for _, k := range registry {
		name := string(k.name)
		switch {
		case name == "":
			t.Errorf("a kind without a name")
		case seen[k.name]:
			t.Errorf("%s: listed twice", name)
		}
		seen[k.name] = true
		if !k.faro && !k.pasur {
			t.Errorf("%s: in no game", name)
		}
		if k.subject == nil {
			t.Errorf("%s: no reader of its parameters", name)
		}
		if k.schema == nil {
			t.Errorf("%s: no schema row", name)
		} else if params, expect := k.schema(dialectPharo); params == nil || (expect == nil) != (k.expect == nil) {
			t.Errorf("%s: the schema row lacks its parameters or its expect", name)
		}
		engine := k.expect != nil
		for part, set := range map[string]bool{
			"comparison": k.compare != nil, "fill's notation": k.format != nil,
			"Faro answer": k.onFaro != nil, "Pasur answer": k.onPasur != nil,
		} {
			want := engine
			switch part {
			case "Faro answer":
				want = engine && k.faro
			case "Pasur answer":
				want = engine && k.pasur
			}
			if set != want {
				t.Errorf("%s: %s set: %v, want %v", name, part, set, want)
			}
		}
		if !strings.Contains(string(doc), "| `"+name+"` |") {
			t.Errorf("%s: not described in docs/scenario-format.md", name)
		}
	}
	if !seen[QChoice] || kindOf(QChoice).expect != nil {
		t.Errorf("choice: the one kind without an expect is missing")
	}
}

// TestEveryKindRegistered reads the package's source: every QuestionKind
// constant is in the registry, so a kind declared and left out fails.
func TestEveryKindRegistered(t *testing.T) {
	re := regexp.MustCompile(`(?m)^\s*(?:const\s+)?(Q\w+)\s+QuestionKind\s*=\s*"([^"]+)"`)
	files, _ := filepath.Glob("*.go")
	found := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, _ := os.ReadFile(f)
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			found++
			if kindOf(QuestionKind(m[2])) == nil {
				t.Errorf("%s: %s (%q) is not in the registry of kinds.go", f, m[1], m[2])
			}
		}
	}
	if found != len(registry) {
		t.Errorf("%d QuestionKind constants, %d kinds registered", found, len(registry))
	}
}

// TestKindsByGame: each game lists its kinds in the docs' order; the
// kinds both games share (legal, choice, standing, winner, over) in both.
func TestKindsByGame(t *testing.T) {
	want := map[Game]string{
		Faro:  "settlement payout count dead legal choice holdings balance layout returned standing winner over banker leader odds",
		Pasur: "capture sur score legal choice to_play dealer table pile pile_clubs last_capture table_check standing winner over leader",
	}
	for g, w := range want {
		if got := strings.Join(questionKinds(g), " "); got != w {
			t.Errorf("game %v:\n got %s\nwant %s", g, got, w)
		}
	}
}
