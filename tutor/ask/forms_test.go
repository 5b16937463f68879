package ask

import (
	"bytes"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/screen"
)

// TestFormsNeverGiveTheAnswer: at every question of every corpus lesson,
// in both languages, the answer form's example is not the answer (reviews
// DE 3, FR 3.1–3.3, 3.8, author T3): it does not hold the answer written
// out, nor, for a settlement, any player's right amount next to the
// player's name ("Dan +4" when Dan wins 4), nor, for a standing, any
// player's right figure; it names only players seated at the table; a
// choice form says the letters, not "z. B. b".
func TestFormsNeverGiveTheAnswer(t *testing.T) {
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
				// a value, not a word the form offers ("ja oder nein",
				// "oder: niemand", "oder: keine")
				want := r.AnswerText(q.Want())
				if q.Kind() == scenarios.QOdds {
					oddsForms = append(oddsForms, form)
					oddsAnswers = append(oddsAnswers, strings.Fields(want)[0])
				}
				if strings.ContainsAny(want, "0123456789♣♦♥♠") && holds(form, want) {
					t.Errorf("%s: the form %q holds the answer %q", where, form, want)
				}
				for _, n := range []string{"Doc", "Dan", "Anna", "Ben", "Louis", "Camille", "Jules", "Sophie", "Eva", "Max", "Lea", "Jan"} {
					if strings.Contains(form, n+" ") && !seated[n] {
						t.Errorf("%s: the form %q names %s, who is not at the table", where, form, n)
					}
				}
				switch w := q.Want().(type) {
				case scenarios.Settlement:
					for n, a := range w {
						if a != 0 && strings.Contains(form, n+" "+locales.Signed(a)) {
							t.Errorf("%s: the form %q gives %s's amount %s", where, form, n, locales.Signed(a))
						}
					}
				case scenarios.Standing:
					for n, a := range w {
						if strings.Contains(form, n+" "+locales.FormatHalves(a.InHalves(), false)+",") || strings.Contains(form, n+" "+locales.FormatHalves(a.InHalves(), false)+")") {
							t.Errorf("%s: the form %q gives %s's figure", where, form, n)
						}
					}
				case scenarios.Amount:
					if strings.Contains(form, " "+locales.Signed(engine.Amount(w))+" ") || strings.Contains(form, " "+locales.Signed(engine.Amount(w))+")") {
						t.Errorf("%s: the form %q gives the amount %s", where, form, locales.Signed(engine.Amount(w)))
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

// holds reports whether form has the answer want in it: as words of its
// own ("0" is not in "0,222"), or, for an answer of several words, as a
// part of the text.
func holds(form, want string) bool {
	if strings.ContainsAny(want, " \u00a0") {
		return strings.Contains(form, want)
	}
	for _, w := range strings.FieldsFunc(form, func(r rune) bool { return strings.ContainsRune(" \u00a0()", r) }) {
		if strings.TrimRight(w, ",;.") == want {
			return true
		}
	}
	return false
}
