package scenarios

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// agreeFile is one file put to both the schema and the loader.
type agreeFile struct {
	name string
	src  string
	bad  bool // a generated wrong file: both must refuse it
}

// validFiles are the files that must pass both: the corpus, the
// hand-computed sessions, every skeleton, the docs' examples.
func validFiles(t *testing.T) []agreeFile {
	var out []agreeFile
	files, _ := ScenarioFiles(Corpus(), "corpus")
	for _, f := range files {
		data, _ := fs.ReadFile(Corpus(), f)
		out = append(out, agreeFile{name: f, src: string(data)})
	}
	more, _ := filepath.Glob("testdata/sessions/*.yaml")
	for _, f := range more {
		data, _ := os.ReadFile(f)
		out = append(out, agreeFile{name: f, src: string(data)})
	}
	for _, k := range SkeletonKinds() {
		for _, ls := range [][]Lang{{German}, {French}, {German, French}, {French, German}} {
			data, err := SkeletonWith(k, SkeletonOptions{Langs: ls})
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, agreeFile{name: fmt.Sprintf("skeleton %s %v", k, ls), src: string(data)})
		}
	}
	doc, _ := os.ReadFile("../docs/scenario-format.md")
	for i, m := range yamlBlockRE.FindAllStringSubmatch(string(doc), -1) {
		if strings.Contains(m[1], "\nid: ") {
			out = append(out, agreeFile{name: fmt.Sprintf("docs example %d", i+1), src: m[1]})
		}
	}
	return out
}

// mutation makes a wrong file of a valid one: a shape the schema can see
// (the engine's replay is the loader's alone). apply returns "" when the
// file has nothing to change.
type mutation struct {
	name  string
	apply func(src string) string
}

func replaceRE(re, with string) func(string) string {
	r := regexp.MustCompile(re)
	return func(src string) string {
		loc := r.FindStringSubmatchIndex(src)
		if loc == nil {
			return ""
		}
		return src[:loc[0]] + string(r.ExpandString(nil, with, src, loc)) + src[loc[1]:]
	}
}

// mutations are the systematic wrong files, each applied to every valid
// file it fits: the cases (another game's steps, kinds, player
// keys and variants; quoted numbers; empty texts; a variant twice) and
// the plain ones (an unknown key, a required key left out).
var mutations = []mutation{
	{"an unknown key", replaceRE(`(?m)^title:`, "colour: red\ntitle:")},
	{"no title", replaceRE(`(?m)^title:.*\n(?:  .*\n)*`, "")},
	{"no players", replaceRE(`(?m)^players:.*\n(?:  .*\n)*`, "")},
	{"an empty title", replaceRE(`(?m)^title:.*\n(?:  .*\n)*`, "title: \"\"\n")},
	{"an empty say", replaceRE(`(?m)^(\s+- )say: .*$`, `${1}say: ""`)},
	{"an empty question", replaceRE(`(?m)^(\s+)question: .*$`, `${1}question: ""`)},
	{"an empty hint", replaceRE(`(?m)^(\s+)hint: .*$`, `${1}hint: ""`)},
	{"lang twice", replaceRE(`(?m)^lang: (de|fr)$`, "lang: [$1, $1]")},
	{"a quoted seed", replaceRE(`seed: (\d+)`, `seed: "$1"`)},
	{"a quoted order", replaceRE(`(?m)^title:`, "order: \"9\"\ntitle:")},
	{"a quoted target", replaceRE(`(?m)^(variants: .*)\{target: (\d+)\}`, `$1{target: "$2"}`)},
	{"a quoted count", replaceRE(`count: (\d+)\}`, `count: "$1"}`)},
	{"a Pasur play in Faro", replaceRE(`(?m)^(game: faro\n(?s:.*?)\n)(\s+)- turn:`, "$1$2- play: {player: Dan, card: 7♣}\n$2- turn:")},
	{"a Faro bet in Pasur", replaceRE(`(?m)^(game: pasur\n(?s:.*?)\n)(\s+)- play:`, "$1$2- bet: {player: Dan, rank: \"9\", stake: 1}\n$2- play:")},
	{"a settlement in Pasur", replaceRE(`(?m)^(game: pasur\n(?s:.*?)\n)(\s+)- ask:`, "$1$2- ask: {question: \"Was?\", settlement: {}}\n$2- ask:")},
	{"a capture in Faro", replaceRE(`(?m)^(game: faro\n(?s:.*?)\n)(\s+)- ask:`, "$1$2- ask: {question: \"Was?\", capture: {card: 7♣}}\n$2- ask:")},
	{"a dealer in Faro", replaceRE(`(?m)^(game: faro\n(?s:.*?)\n)(\s+- \{name: [^,}]+)`, "$1$2, dealer: true")},
	{"a banker in Pasur", replaceRE(`(?m)^(game: pasur\n(?s:.*?)\n)(\s+- \{name: [^,}]+)`, "$1$2, banker: true")},
	{"a Pasur variant in Faro", replaceRE(`(?m)^(profile: pharo\n)`, "${1}variants: [children]\n")},
	{"a Faro variant in Pasur", replaceRE(`(?m)^(game: pasur\n)`, "${1}variants: [high_card]\n")},
	{"a variant twice", replaceRE(`(?m)^variants: \[(\w+)\]`, "variants: [$1, $1]")},
	{"a fifth Pasur player", replaceRE(`(?m)^(game: pasur\n(?s:.*?)players:\n)`, "$1  - {name: P1}\n  - {name: P2}\n  - {name: P3}\n  - {name: P4}\n")},
	{"points in a match", replaceRE(`(?m)^(game: pasur\n(?s:.*?)players:\n\s+- \{name: [^,}]+)(?s:(.*\nrounds:))`, "$1, points: 5$2")},
	{"two Pharaon rounds", replaceRE(`(?m)^(profile: pharaon\n(?s:.*?)\n)deals:`, "${1}session: {rounds: 2}\ndeals:")},
	{"a Pharaon split", replaceRE(`(?m)^(profile: pharaon\n(?s:.*?)\n)(\s+)- turn:`, "$1$2- split: {player: Dan, ranks: [\"9\", \"8\"], stake: 2}\n$2- turn:")},
	{"a choice with no correct option", replaceRE(`correct: true`, "correct: false")},
	{"a match seed in Faro", replaceRE(`(?m)^(profile: pharo\n(?s:.*?)\n)deals:`, "${1}match: {seed: 3}\ndeals:")},
	{"a match seed without rounds", replaceRE(`(?m)^(game: pasur\n(?s:.*?)\n)deck:`, "${1}match: {seed: 3}\ndeck:")},
	{"a session without deals", replaceRE(`(?m)^(profile: pharo\n(?s:.*?)\n)deck:`, "${1}session: {rounds: 2}\ndeck:")},
	{"a turn list without count", replaceRE(`(?m)^(\s+- )turn: \{\}`, "${1}turn: {expect: [{}]}")},
	{"a turn list of the wrong length", replaceRE(`(?m)^(\s+- )turn: \{\}`, "${1}turn: {count: 2, expect: [{}]}")},
	{"a quoted match seed", replaceRE(`(?m)^(game: pasur\n(?s:.*?)\n)rounds:`, "${1}match: {seed: \"3\"}\nrounds:")},
}

// TestSchemaAndCheckAgree: a file the schema accepts, check accepts, and
// the reverse, over the corpus, the skeletons, the docs' examples and the
// wrong files made of them. It prints the counts.
func TestSchemaAndCheckAgree(t *testing.T) {
	sch := compiledSchema(t)
	valid := validFiles(t)
	files := valid
	for _, m := range mutations {
		n := 0
		for _, f := range valid {
			if src := m.apply(f.src); src != "" && src != f.src {
				files = append(files, agreeFile{name: m.name + " in " + f.name, src: src, bad: true})
				n++
			}
		}
		if n == 0 {
			t.Errorf("mutation %q fits no file", m.name)
		}
	}
	var bothAccept, bothRefuse, disagree int
	for _, f := range files {
		var v any
		schemaOK := yaml.Unmarshal([]byte(f.src), &v) == nil && sch.Validate(asJSON(t, []byte(f.src))) == nil
		_, diags := Load("t.yaml", []byte(f.src))
		checkOK := len(diags) == 0
		switch {
		case schemaOK && checkOK:
			bothAccept++
			if f.bad {
				t.Errorf("%s: both accept a wrong file", f.name)
			}
		case !schemaOK && !checkOK:
			bothRefuse++
			if !f.bad {
				t.Errorf("%s: both refuse a file that should pass: %v", f.name, Diagnostics(diags))
			}
		case schemaOK:
			disagree++
			t.Errorf("%s: the schema accepts it, check refuses: %v", f.name, Diagnostics(diags))
		default:
			disagree++
			t.Errorf("%s: check accepts it, the schema refuses", f.name)
		}
	}
	t.Logf("%d files (%d valid, %d wrong): %d accepted by both, %d refused by both, %d disagree",
		len(files), len(valid), len(files)-len(valid), bothAccept, bothRefuse, disagree)
}
