package quizmode

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/ask"
	"croupier/tutor/input"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

// TestStrangerRefused: an answer that names a player who is not at the
// table is refused and asked again, like any name the readers do not know
// — „Ida +14“ to „Was bringt die Ansage von Ben?“ when Ida is not seated
// (issue 29) — and never judged right; the right amount with the asked
// player's name is then right.
func TestStrangerRefused(t *testing.T) {
	for _, tc := range []struct {
		topic quiz.Topic
		kind  scenarios.QuestionKind
	}{{quiz.PharoCall, scenarios.QPayout}, {quiz.PharoSingle, scenarios.QSettlement}, {quiz.PasurScore, scenarios.QScore}} {
		var it *quiz.Item
		for seed := uint64(0); it == nil || it.Kind() != tc.kind; seed++ {
			var err error
			if it, err = quiz.Generate(tc.topic, 1, seed); err != nil {
				t.Fatal(err)
			}
		}
		var b bytes.Buffer
		scr := screen.New(&b, locales.German, false, nil)
		q, err := quiz.New(quiz.Options{Game: tc.topic.Game(), N: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		m := &Mode{scr: scr, host: noHost{}, q: q, now: time.Now}
		if err := m.open(it); err != nil {
			t.Fatal(err)
		}
		seated := ask.Names(it.Scenario)
		away := ""
		for _, n := range quiz.SeatedNames() {
			if !strings.Contains(" "+strings.Join(seated, " ")+" ", " "+n+" ") {
				away = n
				break
			}
		}
		want := m.run.AnswerText(m.run.Question().Want())
		b.Reset()
		m.Input(input.NewLine(away + " " + want))
		out := b.String()
		if strings.Contains(out, "Richtig") || strings.Contains(out, "Falsch") || !strings.Contains(out, "Wer ist „"+away+"“?") {
			t.Errorf("%s: „%s %s“ with %v seated:\n%s", tc.topic, away, want, seated, out)
		}
		if m.run.Question() == nil {
			t.Fatalf("%s: the question was closed by a refused answer", tc.topic)
		}
		b.Reset()
		m.Input(input.NewLine(want))
		if !strings.Contains(b.String(), "Richtig") {
			t.Errorf("%s: the right answer %q after the refusal:\n%s", tc.topic, want, b.String())
		}
	}
}

// TestStrangerWords: only a whole word that is a name of the quiz's tables
// not seated counts, in any case ("ida"); the seated, other words and
// cards pass.
func TestStrangerWords(t *testing.T) {
	seated := []string{"Doc", "Ben"}
	for line, want := range map[string]string{
		"Ida +14":          "Ida",
		"ida +14":          "ida",
		"Ben +14, Anna 0":  "Anna",
		"Ben +14":          "",
		"+14":              "",
		"Doc −14, Ben +14": "",
		"Idas +14":         "",
		"B♦ nimmt 2♣":      "",
	} {
		if got := stranger(input.NewLine(line), seated); got != want {
			t.Errorf("stranger(%q) = %q, want %q", line, got, want)
		}
	}
}
