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
	// session: {start: …} and match: {start: …}
	{"an unknown key in start", replaceRE(`(?m)^(  start:\n)`, "${1}    colour: red\n")},
	{"a start without standing", replaceRE(`(?m)^(  start:\n(?:    .*\n)*?)    standing: .*\n`, "$1")},
	{"a start's standing as a list", replaceRE(`(?m)^(    standing: )\{.*\}$`, "${1}[94, 104]")},
	{"an empty standing", replaceRE(`(?m)^(    standing: )\{.*\}$`, "${1}{}")},
	{"a quoted played", replaceRE(`(?m)^(    played: )(\d+)$`, `${1}"$2"`)},
	{"a negative played", replaceRE(`(?m)^(    played: )(\d+)$`, `${1}-1`)},
	{"a Pharaon start after ten deals", replaceRE(`(?m)^(profile: pharaon\n(?s:.*?)\n    played: )\d+$`, `${1}10`)},
	{"a half point in a Pharaon start", replaceRE(`(?m)^(profile: pharaon\n(?s:.*?)\n    standing: \{\w+: )[-+]?\d+`, "${1}2.5")},
	{"a quarter chip in a Pharo start", replaceRE(`(?m)^(profile: pharo\n(?s:.*?)\n    standing: \{\w+: )\d+`, "${1}93.75")},
	{"a negative Pasur total in a start", replaceRE(`(?m)^(game: pasur\n(?s:.*?)\n    standing: \{\w+: )\d+`, "${1}-1")},
	{"a half Pasur point in a start", replaceRE(`(?m)^(game: pasur\n(?s:.*?)\n    standing: \{\w+: )\d+`, "${1}8.5")},
	{"chips beside a start", replaceRE(`(?m)^(profile: pharo\n(?s:.*?)players:\n\s+- \{name: [^,}]+)(?s:(.*\n  start:))`, "$1, chips: 100$2")},
	{"points beside a match start", replaceRE(`(?m)^(game: pasur\n(?s:.*?)players:\n\s+- \{name: [^,}]+)(?s:(.*\n  start:))`, "$1, points: 5$2")},
	{"a match start in Faro", replaceRE(`(?m)^(profile: pharo\n(?s:.*?)\n)session:\n  start:`, "${1}match:\n  start:")},
	{"a session start in Pasur", replaceRE(`(?m)^(game: pasur\n(?s:.*?)\n)match:\n  start:`, "${1}session:\n  start:")},
	// texts and lang (text.go): one language, a string or that language
	// alone; two, both
	{"a plain title in a two-language file", replaceRE(`(?m)^(lang: \[\w+, \w+\].*\n)title:.*\n(?:  .*\n)*`, "${1}title: Eins\n")},
	{"a title lacking a declared language", replaceRE(`(?m)^(lang: \[\w+, \w+\].*\n)title:.*\n(?:  .*\n)*`, "${1}title: {de: Eins}\n")},
	{"a title in an undeclared language", replaceRE(`(?m)^(lang: de\b.*\n)title:.*\n(?:  .*\n)*`, "${1}title: {fr: Un}\n")},
	{"a title with an undeclared language", replaceRE(`(?m)^(lang: fr\b.*\n)title:.*\n(?:  .*\n)*`, "${1}title: {de: Eins, fr: Un}\n")},
	{"an intro in an undeclared language", replaceRE(`(?m)^(lang: de\b.*\n(?s:.*?)\n)intro:.*\n(?:  .*\n)*`, "${1}intro: {fr: Une introduction.}\n")},
	{"a say in an undeclared language", replaceRE(`(?m)^(lang: fr\b.*\n(?s:.*?)\n)(\s+)- say: .*$`, "$1$2- say: {de: Eins}")},
	{"a plain say in a two-language file", replaceRE(`(?m)^(lang: \[\w+, \w+\].*\n(?s:.*?)\n)(\s+)- say:\n\s+\w\w: .*\n\s+\w\w: .*\n`, "$1$2- say: Eins\n")},
	{"a question lacking a declared language", replaceRE(`(?m)^(lang: \[\w+, \w+\].*\n(?s:.*?)\n)(\s+)question:\n\s+\w\w: .*\n\s+\w\w: .*\n`, "$1${2}question: {fr: \"Quoi ?\"}\n")},
	{"a question in an undeclared language", replaceRE(`(?m)^(lang: de\b.*\n(?s:.*?)\n)(\s+)- ask: \{question: [^,]*,`, "$1$2- ask: {question: {fr: \"Quoi ?\"},")},
	{"a hint in an undeclared language", replaceRE(`(?m)^(lang: de\b.*\n(?s:.*?)\n)(\s+)hint: .*$`, "$1${2}hint: {fr: Un indice.}")},
	{"an explanation in an undeclared language", replaceRE(`(?m)^(lang: fr\b.*\n(?s:.*?)\n)(\s+)explain: .*$`, "$1${2}explain: {de: Darum.}")},
	{"a choice's text lacking a declared language", replaceRE(`(?m)^(lang: \[\w+, \w+\].*\n(?s:.*?)\n)(\s+- )text: \{de: ("[^"]*"), fr: [^}]*\}`, "$1${2}text: {de: $3}")},
	{"a text in a round's step lacking a language", replaceRE(`(?m)^(lang: de\b.*\n(?s:.*?)\nrounds:\n(?s:.*?)\n)(\s+)- ask: \{question: [^,]*,`, "$1$2- ask: {question: {fr: \"Quoi ?\"},")},
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
