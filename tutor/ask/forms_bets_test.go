package ask

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/screen"
)

// formBet is one bet of a bets form's example in either language: "Dan 3
// auf 8", "Anna 5 sur D cuivré".
var formBet = regexp.MustCompile(`(\p{L}+) (\d+) (?:auf|sur) (10|[2-9AKDBRV])( gecoppert| cuivré)?`)

// TestBetsFormIsNoLessonsAnswer (issue 22, "Nothing given away"): the bets
// form's example is fixed, and no lesson asks the bets it shows — Pharo 14
// asked „Welche Einsätze liegen jetzt auf dem Tableau?“ under „Dan 4 auf 9;
// Anna 2 auf K gecoppert“, its answer word for word. Each lesson's answer
// is written as the tutor writes it after a verdict ("Dan: 4 auf 9").
func TestBetsFormIsNoLessonsAnswer(t *testing.T) {
	checked := 0
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
				q := r.Question()
				if k := q.Kind(); (k == scenarios.QLayout || k == scenarios.QReturned) && len(q.Options()) == 0 {
					checked++
					form, want := r.AnswerForm(), r.AnswerText(q.Want())
					ex := formBet.FindAllStringSubmatch(form, -1)
					if len(ex) == 0 {
						t.Errorf("%s (%s): the bets form %q gives no example", sc.ID, lang, form)
					}
					all := len(ex) > 0
					for _, e := range ex {
						// the answer writes "Dan: 4 auf 9" or "Anna : 2 sur R, cuivré"
						one := regexp.MustCompile(regexp.QuoteMeta(e[1]) + `\s?:\s` + e[2] + ` (?:auf|sur) ` + e[3] + `\b`)
						all = all && one.MatchString(strings.ReplaceAll(want, "\u00a0", " "))
					}
					if all {
						t.Errorf("%s (%s): the bets form %q is the answer %q", sc.ID, lang, form, want)
					}
				}
				r.Close()
			}
		}
	}
	if checked < 6 {
		t.Fatalf("only %d bets questions checked", checked)
	}
	t.Logf("%d bets forms checked", checked)
}
