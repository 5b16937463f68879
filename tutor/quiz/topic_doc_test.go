package quiz

import (
	"os"
	"strings"
	"testing"

	"croupier/locales"
)

// TestTopicNamesInDocs: docs/quiz.md's table of topics names each topic
// as the program prints it, in German and in French (issue 29: the doc
// said „Der beste Stich“, the program „Die beste Aufnahme“).
func TestTopicNamesInDocs(t *testing.T) {
	b, err := os.ReadFile("../../docs/quiz.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	start := strings.Index(doc, "| topic | German / French name |")
	if start < 0 {
		t.Fatal("docs/quiz.md has no table of topics")
	}
	table := doc[start:]
	table = table[:strings.Index(table, "\n\n")]
	for _, tp := range Topics("") {
		var row string
		for _, l := range strings.Split(table, "\n") {
			if strings.Contains(l, "`"+string(tp)+"`") || strings.Contains(l, "`."+strings.TrimPrefix(string(tp), tp.Game()+".")+"`") && strings.Contains(l, "`"+tp.Game()+".") {
				row = l
			}
		}
		if row == "" {
			t.Errorf("%s: no row in the table of topics", tp)
			continue
		}
		for _, l := range locales.Langs() {
			if name := locales.New(l).T(tp.Name()); !strings.Contains(row, name) {
				t.Errorf("%s: the row does not name it %q (%s):\n%s", tp, name, l, row)
			}
		}
	}
}
