package ask

import (
	"bytes"
	"testing"

	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// TestCommandWordNeverJudged is the property of issue 22 ("Commands are
// commands"): over every question of the corpus and every spelling of
// every command (German, French and the aliases), the word alone reads
// as its command, and where it is also the head of an option
// (HeadOption) it is that one option, so that the lesson asks which was
// meant instead of judging it (lesson.Mode.Input); the session runs
// every other bare command word (takesCommand).
func TestCommandWordNeverJudged(t *testing.T) {
	var words []string
	for _, c := range input.Commands {
		words = append(words, c.German, c.French)
		words = append(words, c.Aliases...)
	}
	questions, asks := 0, 0
	for _, sc := range corpusLessons(t) {
		for _, lang := range []locales.Lang{locales.German, locales.French} {
			var b bytes.Buffer
			r, err := NewRun(sc, screen.New(&b, lang, false, func() int { return 1 << 20 }))
			if err != nil {
				t.Fatal(err)
			}
			for {
				asked, err := r.Advance()
				if err != nil || !asked {
					break
				}
				questions++
				n := len(r.Question().Options())
				for _, w := range words {
					l := input.NewLine(w)
					c, err := l.Command()
					if err != nil || len(c.Args) != 0 {
						t.Fatalf("%q does not read as a command alone: %v", w, err)
					}
					if i, ok := r.HeadOption(l); ok {
						asks++
						if i < 0 || i >= n {
							t.Errorf("%s: %q heads option %d of %d", sc.ID, w, i, n)
						}
					}
					if r.TakesAnswer(input.NewLine("/" + w)) {
						t.Errorf("%s: %q with a slash is taken as an answer", sc.ID, "/"+w)
					}
				}
				r.Close()
			}
		}
	}
	if questions < 100 {
		t.Fatalf("only %d questions walked", questions)
	}
	t.Logf("%d questions × %d command words: %d asked back", questions, len(words), asks)
}
