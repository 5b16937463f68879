package scenarios

import (
	"encoding/json"
	"os"
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
	var schema struct {
		Properties map[string]any `json:"properties"`
		Defs       struct {
			Ask struct {
				Properties map[string]any `json:"properties"`
			} `json:"ask"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	for _, k := range topKeys {
		if _, ok := schema.Properties[k]; !ok {
			t.Errorf("schema lacks top-level key %q", k)
		}
	}
	for _, g := range []Game{Faro, Pasur} {
		for _, k := range questionKinds(g) {
			if _, ok := schema.Defs.Ask.Properties[k]; !ok {
				t.Errorf("schema lacks question kind %q", k)
			}
		}
	}
	for _, k := range append(actionNames(Faro), actionNames(Pasur)...) {
		if !strings.Contains(string(data), `"action_`+k+`"`) {
			t.Errorf("schema lacks action %q", k)
		}
	}
}
