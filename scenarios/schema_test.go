package scenarios

import (
	"bytes"
	"encoding/json"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"gopkg.in/yaml.v3"
)

var update = flag.Bool("update", false, "rewrite docs/scenario.schema.json and the generated part of docs/scenario-format.md")

// TestSchemaFile: docs/scenario.schema.json is the schema "croupier
// schema" prints (go test ./scenarios -run TestSchemaFile -update writes
// it).
func TestSchemaFile(t *testing.T) {
	const file = "../docs/scenario.schema.json"
	if *update {
		if err := os.WriteFile(file, Schema(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, Schema()) {
		t.Errorf("%s differs from Schema(): run go test ./scenarios -run TestSchemaFile -update", file)
	}
}

// compiledSchema compiles Schema().
func compiledSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(Schema()))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("scenario.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("scenario.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

// asJSON reads a YAML file as an editor's language server would: YAML
// 1.2 values, as JSON.
func asJSON(t *testing.T, data []byte) any {
	t.Helper()
	var v any
	if err := yaml.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	j, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	out, err := jsonschema.UnmarshalJSON(bytes.NewReader(j))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSchemaAcceptsWhatLoads: every file the loader accepts — the corpus,
// the hand-computed sessions, the skeletons, the docs' examples — is
// valid under the schema.
func TestSchemaAcceptsWhatLoads(t *testing.T) {
	sch := compiledSchema(t)
	check := func(name string, data []byte) {
		if _, diags := Load(name, data); len(diags) > 0 {
			return // only what loads is asked of the schema
		}
		if err := sch.Validate(asJSON(t, data)); err != nil {
			t.Errorf("%s: the loader accepts it, the schema does not: %v", name, err)
		}
	}
	files, _ := ScenarioFiles(Corpus(), "corpus")
	for _, f := range files {
		data, _ := fs.ReadFile(Corpus(), f)
		check(f, data)
	}
	more, _ := filepath.Glob("testdata/sessions/*.yaml")
	for _, f := range more {
		data, _ := os.ReadFile(f)
		check(f, data)
	}
	for _, k := range SkeletonKinds() {
		for _, l := range []Lang{German, French} {
			data, _ := Skeleton(k, l)
			check("skeleton "+k, data)
		}
	}
	doc, _ := os.ReadFile("../docs/scenario-format.md")
	for i, m := range yamlBlockRE.FindAllStringSubmatch(string(doc), -1) {
		if strings.Contains(m[1], "\nid: ") {
			check("docs example "+string(rune('1'+i)), []byte(m[1]))
		}
	}
	// Spellings the loader reads (engine.ParseCard).
	for _, c := range []string{"Q♢", "10 ♦", "♦ 10", "qs", "1♣", "10-♥"} {
		src := strings.Replace(base, "cards: [5♣, K♦, 9♣]", "cards: [5♣, K♦, 9♣, \""+c+"\"]", 1)
		if _, diags := Load("t.yaml", []byte(src)); len(diags) > 0 {
			t.Errorf("%q: %v", c, Diagnostics(diags))
		}
		check(c, []byte(src))
	}
}

// TestSchemaCatchesShapes: the shape errors a schema can see are refused
// by it too (and by the loader).
func TestSchemaCatchesShapes(t *testing.T) {
	sch := compiledSchema(t)
	pharaon := strings.NewReplacer("profile: pharo", "profile: pharaon", "{name: Dan, chips: 100}", "{name: Dan}").Replace(base)
	cases := map[string]string{
		"a split in pharaon": strings.Replace(pharaon, `  - bet: {player: Dan, rank: "9", stake: 4}`, `  - split: {player: Dan, ranks: ["9", "8"], stake: 4}`, 1),
		"an unknown score category": `id: s
lang: de
title: T
game: pasur
players: [{name: Dan}, {name: Anna}]
deck: {hands: {Dan: [7♣], Anna: [8♥]}, table: [4♦]}
steps:
  - ask: {question: Punkte, score: {player: Dan}, expect: {asse: 1}}
`,
		"expect: ja":          strings.Replace(base, "      settlement: {}\n      expect: {Dan: +4, Anna: +2, Bank: -6}", "      legal: {bet: {player: Dan, rank: \"9\", stake: 1}}\n      expect: ja", 1),
		"an unknown rule id":  strings.Replace(base, "      settlement: {}", "      settlement: {}\n      rule: faro.turn.losser", 1),
		"a card that is none": strings.Replace(base, "9♣]", "9X]", 1),
		"rounds in faro":      strings.Replace(base, "steps:", "rounds: []\nsteps:", 1),
	}
	for name, src := range cases {
		if err := sch.Validate(asJSON(t, []byte(src))); err == nil {
			t.Errorf("%s: the schema accepts it", name)
		}
		if _, diags := Load("t.yaml", []byte(src)); len(diags) == 0 {
			t.Errorf("%s: the loader accepts it", name)
		}
	}
}
