package ask

import (
	"bytes"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/screen"
)

// TestFormsNameTheTable: at every question of every corpus lesson, in
// both languages, the answer form's example names only players seated at
// the table, a choice form says the letters, not "z. B. b", and no odds
// example is another question's answer (DE 3.1, FR 3.1). That an example
// never depends on the answer (issue 22) holds by construction: the form
// is not given it (locales.FormContext); TestExampleEqualsAnswerByChance
// in tutor/quizmode measures it.
func TestFormsNameTheTable(t *testing.T) {
	checked := 0
	for _, sc := range corpusLessons(t) {
		for _, lang := range []locales.Lang{locales.German, locales.French} {
			var b bytes.Buffer
			r, err := NewRun(sc, screen.New(&b, lang, false, func() int { return 1 << 20 }))
			if err != nil {
				t.Fatal(err)
			}
			seated := map[string]bool{}
			for _, n := range Names(sc) {
				seated[n] = true
			}
			// the chances the lesson asks, and the odds forms it shows: no
			// form's example is another question's answer (DE 3.1, FR 3.1)
			var oddsAnswers, oddsForms []string
			defer func() {
				for _, f := range oddsForms {
					words := strings.FieldsFunc(f, func(r rune) bool { return strings.ContainsRune(" \u00a0()", r) })
					for _, a := range oddsAnswers {
						for _, w := range words {
							if strings.TrimSuffix(w, ",") == a {
								t.Errorf("%s (%s): the odds form %q gives %s, the answer of another question", sc.ID, lang, f, a)
							}
						}
					}
				}
			}()
			for {
				asked, err := r.Advance()
				if err != nil || !asked {
					break
				}
				q, p := r.Question(), r.scr.P()
				form := r.AnswerForm()
				where := sc.ID + " (" + string(lang) + "): " + q.Prompt(scenarios.Lang(lang))
				checked++
				if len(q.Options()) > 0 {
					if strings.Contains(form, "b –") || !strings.Contains(form, p.Letters(len(q.Options()))) {
						t.Errorf("%s: choice form %q", where, form)
					}
					r.Close()
					continue
				}
				if q.Kind() == scenarios.QOdds {
					oddsForms = append(oddsForms, form)
					oddsAnswers = append(oddsAnswers, strings.Fields(r.AnswerText(q.Want()))[0])
				}
				for _, n := range []string{"Doc", "Dan", "Anna", "Ben", "Louis", "Camille", "Jules", "Sophie", "Eva", "Max", "Lea", "Jan"} {
					if strings.Contains(form, n+" ") && !seated[n] {
						t.Errorf("%s: the form %q names %s, who is not at the table", where, form, n)
					}
				}
				r.Close()
			}
		}
	}
	if checked < 200 {
		t.Fatalf("only %d questions checked", checked)
	}
	t.Logf("%d answer forms checked", checked)
}
