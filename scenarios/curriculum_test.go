package scenarios

import (
	"io/fs"
	"os"
	"regexp"
	"strings"
	"testing"
)

// lessonRef is a lesson id in backticks in a table row of docs/curriculum.md.
var lessonRef = regexp.MustCompile("`([a-z0-9][a-z0-9-]*)`")

// TestCurriculumMap checks docs/curriculum.md (issue "The curriculum"): every
// lesson it names exists in the embedded corpus and passes, every table row
// names at least one lesson, and both the Faro and the Pasur sections exist.
func TestCurriculumMap(t *testing.T) {
	doc, err := os.ReadFile("../docs/curriculum.md")
	if err != nil {
		t.Fatal(err)
	}
	files, err := ScenarioFiles(Corpus(), "corpus")
	if err != nil {
		t.Fatal(err)
	}
	results := map[string]Result{}
	for _, f := range files {
		data, err := fs.ReadFile(Corpus(), f)
		if err != nil {
			t.Fatal(err)
		}
		res := RunFile(f, data)
		id := strings.TrimSuffix(strings.TrimSuffix(f[strings.LastIndex(f, "/")+1:], ".yaml"), ".yml")
		results[id] = res
	}
	rows := 0
	for i, line := range strings.Split(string(doc), "\n") {
		if !strings.HasPrefix(line, "|") || strings.HasPrefix(line, "| ---") || strings.Contains(line, "RULINGS.md rule") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "| "), "|")
		last := cells[len(cells)-1]
		refs := lessonRef.FindAllStringSubmatch(last, -1)
		rows++
		if len(refs) == 0 {
			t.Errorf("docs/curriculum.md:%d: a rule without a lesson: %s", i+1, line)
		}
		for _, m := range refs {
			res, ok := results[m[1]]
			switch {
			case !ok:
				t.Errorf("docs/curriculum.md:%d: lesson %q is not in the corpus", i+1, m[1])
			case !res.Passed():
				t.Errorf("docs/curriculum.md:%d: lesson %q does not pass", i+1, m[1])
			}
		}
	}
	if rows == 0 {
		t.Error("docs/curriculum.md maps no rules")
	}
	for _, section := range []string{"## Faro", "## Pasur"} {
		if !strings.Contains(string(doc), section) {
			t.Errorf("docs/curriculum.md lacks the section %q", section)
		}
	}
}

// TestCurriculumSize checks the floor: at least 30 lessons, each
// in German and in French, for each game at least one.
func TestCurriculumSize(t *testing.T) {
	all, err := CorpusScenarios()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 30 {
		t.Errorf("the corpus has %d lessons, want at least 30", len(all))
	}
	games := map[string]int{}
	for _, s := range all {
		de, fr := false, false
		for _, l := range s.Langs {
			de = de || l == "de"
			fr = fr || l == "fr"
		}
		if !de || !fr {
			t.Errorf("%s: languages %v, want de and fr", s.ID, s.Langs)
		}
		profile := ""
		if s.Game == Faro {
			profile = s.Profile.String()
		}
		games[string(s.Game)+"/"+profile]++
	}
	for _, g := range []string{"faro/pharo", "faro/pharaon", "pasur/"} {
		if games[g] == 0 {
			t.Errorf("no lesson for %s (have %v)", g, games)
		}
	}
}
