package scenarios

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var yamlBlockRE = regexp.MustCompile("(?s)```yaml\n(.*?)```")

// TestDocExamples: the complete examples of docs/scenario-format.md load
// and pass, so the documentation cannot drift from the loader.
func TestDocExamples(t *testing.T) {
	doc, err := os.ReadFile("../docs/scenario-format.md")
	if err != nil {
		t.Skip("docs not found:", err)
	}
	n := 0
	for _, m := range yamlBlockRE.FindAllStringSubmatch(string(doc), -1) {
		if !strings.Contains(m[1], "\nid: ") {
			continue
		}
		n++
		res := RunFile("doc-example.yaml", []byte(m[1]))
		if !res.Passed() || res.Checked == 0 {
			t.Errorf("example %d: %v %v", n, Diagnostics(res.Diagnostics), Diagnostics(res.Failures))
		}
	}
	if n < 2 {
		t.Errorf("%d complete examples, want one in German and one in French", n)
	}
}

// TestSchemaKnowsTheKeys: the JSON schema lists the same top-level keys,
// question kinds and actions as the loader.
func TestSchemaKnowsTheKeys(t *testing.T) {
	data, err := os.ReadFile("../docs/scenario.schema.json")
	if err != nil {
		t.Skip("schema not found:", err)
	}
	type props struct {
		Properties map[string]any `json:"properties"`
	}
	var schema struct {
		Properties map[string]any   `json:"properties"`
		Defs       map[string]props `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	for _, k := range topKeys {
		if _, ok := schema.Properties[k]; !ok {
			t.Errorf("schema lacks top-level key %q", k)
		}
	}
	for _, d := range dialects {
		for _, k := range questionKinds(d.game) {
			if _, ok := schema.Defs["ask_"+d.name].Properties[k]; !ok {
				t.Errorf("schema lacks question kind %q in %s", k, d.name)
			}
		}
	}
	for _, k := range append(actionNames(Faro), actionNames(Pasur)...) {
		if !strings.Contains(string(data), `"action_`+k+`"`) {
			t.Errorf("schema lacks action %q", k)
		}
	}
}

// ruleBlock is the generated list of rule ids in docs/scenario-format.md.
func ruleBlock() string {
	var b strings.Builder
	b.WriteString("<!-- rule ids: generated -->\n")
	for _, g := range []struct {
		title string
		ids   []string
	}{{"Faro", FaroRules()}, {"Pasur", PasurRules()}} {
		b.WriteString("\n" + g.title + ":\n\n")
		for _, id := range g.ids {
			b.WriteString("- `" + id + "`\n")
		}
	}
	b.WriteString("\n<!-- end of rule ids -->")
	return b.String()
}

var ruleBlockRE = regexp.MustCompile(`(?s)<!-- rule ids: generated -->.*?<!-- end of rule ids -->`)

// TestDocRules: the rule ids listed in docs/scenario-format.md are the
// engines' (go test ./scenarios -run TestDocRules -update rewrites them).
func TestDocRules(t *testing.T) {
	const file = "../docs/scenario-format.md"
	doc, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want := ruleBlockRE.ReplaceAllLiteralString(string(doc), ruleBlock())
	if *update && want != string(doc) {
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		doc = []byte(want)
	}
	if !ruleBlockRE.MatchString(string(doc)) || want != string(doc) {
		t.Errorf("%s: the rule ids differ from the engines': go test ./scenarios -run TestDocRules -update", file)
	}
}

// TestRuleListComplete reads the engines' source: every RuleID constant
// is in FaroRules or PasurRules, so the list cannot miss one.
func TestRuleListComplete(t *testing.T) {
	re := regexp.MustCompile(`(?m)^\s*Rule\w+\s+RuleID\s*=\s*"([^"]+)"`)
	for dir, have := range map[string][]string{"../engine/faro": FaroRules(), "../engine/pasur": PasurRules()} {
		files, _ := filepath.Glob(dir + "/*.go")
		found := 0
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, _ := os.ReadFile(f)
			for _, m := range re.FindAllStringSubmatch(string(src), -1) {
				found++
				if !contains(have, m[1]) {
					t.Errorf("%s: rule %q is not in the list of scenarios/rules.go", f, m[1])
				}
			}
		}
		if found < 20 {
			t.Errorf("%s: only %d rule ids found: the pattern is broken", dir, found)
		}
	}
}
