package quizmode

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

// TestQuizOffersTheWayOn: after three lines in a row that cannot be read,
// the quiz offers the hint and the skip, as lessons do (issue 22: "after
// three unreadable lines offer tipp and weiter"), in German and in
// French; once, not after every line, and again after three more.
func TestQuizOffersTheWayOn(t *testing.T) {
	offers := map[locales.Lang]string{locales.German: "„tipp“", locales.French: "«\u00a0indice\u00a0»"}
	for lang, offer := range offers {
		var b bytes.Buffer
		scr := screen.New(&b, lang, false, nil)
		q, err := quiz.New(quiz.Options{Game: "pharo", N: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		it, err := quiz.Generate(quiz.PharoCasekeeper, 2, 1)
		if err != nil {
			t.Fatal(err)
		}
		m := &Mode{scr: scr, host: noHost{}, q: q, now: time.Now}
		if err := m.open(it); err != nil {
			t.Fatal(err)
		}
		counts := []int{0, 0, 1, 1, 1, 2}
		for i, want := range counts {
			b.Reset()
			m.Input(input.NewLine("xq zzv wwk"))
			got := strings.Count(b.String(), offer)
			if want > 0 && i > 0 && counts[i-1] < want {
				if got != 1 {
					t.Errorf("%v line %d: no offer of the hint:\n%s", lang, i+1, b.String())
				}
			} else if got != 0 {
				t.Errorf("%v line %d: offer made out of turn:\n%s", lang, i+1, b.String())
			}
		}
	}
}
