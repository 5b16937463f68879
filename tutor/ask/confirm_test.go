package ask

import (
	"reflect"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// TestAskBackYes: words that make one option likely are asked back in
// one line, in the learner's form of address, with the option's letter
// and text; a yes (read by meaning) takes that option as the answer and
// it is judged (Pharo 4: a coppered bet wins with the bank card,
// pharo.de.txt „Umdrehen (coppern)“, b); Pasur 1: a single jack is
// shuffled back and replaced, pasur.de.txt "Austeilen" 3, a)).
func TestAskBackYes(t *testing.T) {
	for _, c := range []struct {
		id     string
		lang   locales.Lang
		prompt string
		line   string
		asked  string
		yes    string
		want   int
	}{
		{"faro-04-coppern", locales.German, "Worauf setzt Dan", "dass sie als bankkarte kommt",
			"Meinst du b) „Dass die nächste 7 als Bankkarte kommt“? (ja/nein)", "ja", 1},
		{"faro-04-coppern", locales.German, "Worauf setzt Dan", "dass sie als bankkarte kommt",
			"Meinst du b) „Dass die nächste 7 als Bankkarte kommt“? (ja/nein)", "genau", 1},
		{"pasur-01-austeilen", locales.French, "Que doit faire Anna", "remelange",
			"Vous voulez dire a) «\u202fRemélanger le valet dans le talon et poser une carte de remplacement à sa place\u202f»\u202f? (oui/non)", "oui bien sûr", 0},
		{"faro-04-coppern", locales.French, "Laquelle des mises", "pas la cuivrée",
			"Vous voulez dire c) «\u202fLa mise cuivrée\u202f»\u202f? (oui/non)", "oui", 2},
		// quotes inside the option's text are set inside the quotes
		// (pharaon.fr.txt: Foster's call names the colours, b))
		{"pharaon-04-foster", locales.German, "Ansage nach Foster", "nicht schwarz für den hock",
			"Meinst du c) „‚schwarz‘ für den Hock“? (ja/nein)", "nein", -1},
		{"pharaon-04-foster", locales.French, "appel de Foster", "pas noir pour le hock",
			"Vous voulez dire c) «\u202f“noir” pour le hock\u202f»\u202f? (oui/non)", "non", -1},
	} {
		r, b := openAt(t, c.id, c.lang, c.prompt)
		if _, _, read := r.Read(input.NewLine(c.line)); read || !r.AskedBack() {
			t.Fatalf("%q: read %v, asked back %v", c.line, read, r.AskedBack())
		}
		if got := strings.ReplaceAll(strings.TrimSpace(b.String()), "\n", " "); got != c.asked {
			t.Errorf("%q: said %q, want %q", c.line, got, c.asked)
		}
		a, typed, read := r.Read(input.NewLine(c.yes))
		if c.want < 0 {
			if read {
				t.Errorf("%q after %q: read %v", c.yes, c.line, a)
			}
			continue
		}
		if !read || !reflect.DeepEqual(a, scenarios.Choice{c.want}) || !byText(typed) {
			t.Fatalf("%q after %q: %v %v %v", c.yes, c.line, a, typed, read)
		}
		if ok := r.Question().Check(a).Correct; ok != (c.want == correctOption(r)) {
			t.Errorf("%q: judged %v", c.line, ok)
		}
	}
}

// correctOption is the open question's right option.
func correctOption(r *Run) int {
	for i := range r.Question().Options() {
		if r.optionCorrect(i) {
			return i
		}
	}
	return -1
}

// TestAskBackNo: a no to a question back asks the question again with
// its answer form, and is no unreadable line; a yes after that agrees to
// nothing (it is read as a fresh answer).
func TestAskBackNo(t *testing.T) {
	r, b := openAt(t, "faro-04-coppern", locales.German, "Welcher von Annas")
	r.Read(input.NewLine("nicht der gecopperte"))
	b.Reset()
	if _, _, read := r.Read(input.NewLine("nein")); read || !r.AskedBack() {
		t.Fatalf("nein: read %v, asked back %v", read, r.AskedBack())
	}
	said := b.String()
	for _, want := range []string{"Gut, dann noch einmal:", "? Welcher von Annas Einsätzen", "d) Keiner", "Antwort: ein Buchstabe"} {
		if !strings.Contains(said, want) {
			t.Errorf("after nein: no %q in %q", want, said)
		}
	}
	if _, _, read := r.Read(input.NewLine("ja")); read || r.AskedBack() {
		t.Errorf("a yes after the question again was read (%v) or asked back (%v)", read, r.AskedBack())
	}
}

// TestAskBackFreshAnswer: anything but yes or no after a question back
// is a fresh answer ("c", another option's words), read and judged as
// such; a command-like word stays the learner's to run (the session
// runs commands before it reads an answer).
func TestAskBackFreshAnswer(t *testing.T) {
	for _, fresh := range []struct {
		line string
		want int
	}{{"c", 2}, {"der gecopperte", 2}, {"keiner", 3}} {
		r, _ := openAt(t, "faro-04-coppern", locales.German, "Welcher von Annas")
		r.Read(input.NewLine("der gecopperte bleibt liegen"))
		if !r.AskedBack() {
			t.Fatal("not asked back")
		}
		a, _, read := r.Read(input.NewLine(fresh.line))
		if !read || !reflect.DeepEqual(a, scenarios.Choice{fresh.want}) {
			t.Errorf("%q after a question back: %v %v", fresh.line, a, read)
		}
	}
}

// TestAskBackNegatedOption: words of an option with a negation after a
// question back are a fresh answer, not a no to it (they read as no
// only by their negation): asked back about that option in turn.
func TestAskBackNegatedOption(t *testing.T) {
	r, b := openAt(t, "faro-04-coppern", locales.German, "Welcher von Annas")
	r.Read(input.NewLine("der gecopperte bleibt liegen"))
	b.Reset()
	if _, _, read := r.Read(input.NewLine("nicht der gewöhnliche")); read || !r.AskedBack() {
		t.Fatalf("read %v, asked back %v", read, r.AskedBack())
	}
	if said := b.String(); strings.Contains(said, "noch einmal") || !strings.Contains(said, "Meinst du a) „Der gewöhnliche“?") {
		t.Errorf("said %q", said)
	}
}

// TestAskBackForgotten: the question shown again (Ctrl-C, a language
// switch) or another question closes a question back: "ja" then agrees
// to nothing.
func TestAskBackForgotten(t *testing.T) {
	r, _ := openAt(t, "faro-04-coppern", locales.German, "Worauf setzt Dan")
	r.Read(input.NewLine("dass sie als bankkarte kommt"))
	r.ShowQuestion()
	if _, _, read := r.Read(input.NewLine("ja")); read {
		t.Error("ja after the question was shown again was read as the option")
	}
}
