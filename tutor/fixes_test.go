package tutor

import (
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
)

// TestSettlementBankInferred: the bank's change is the opposite of the
// players' total (pharo.de.txt "Ein Abzug": "Der Stand der Bank ändert sich
// um das Gegenteil"), so a settlement that leaves the bank out names it
// implicitly; a bank named with a wrong value stays as typed; players
// left out count 0.
func TestSettlementBankInferred(t *testing.T) {
	ctx := &AnswerContext{Players: []string{"Ben", "Dan", "Anna"}, Bank: "Ben"}
	cases := []struct {
		in   string
		want scenarios.Settlement
	}{
		// Dan +5 → bank −5 (by hand).
		{"Dan gewinnt 5", scenarios.Settlement{"Dan": engine.Chips(5), "Ben": engine.Chips(-5)}},
		// +5 − 3 = +2 → bank −2.
		{"Dan +5, Anna -3", scenarios.Settlement{"Dan": engine.Chips(5), "Anna": engine.Chips(-3), "Ben": engine.Chips(-2)}},
		// A named bank keeps its (wrong) value.
		{"Dan +5, Bank -4", scenarios.Settlement{"Dan": engine.Chips(5), "Ben": engine.Chips(-4)}},
		// Anna −1½ → bank +1½.
		{"Anna verliert 1,5", scenarios.Settlement{"Anna": engine.Halves(-3), "Ben": engine.Halves(3)}},
	}
	for _, c := range cases {
		a, err := convertAnswer(c.in, scenarios.QSettlement, engine.Card{}, nil, ctx)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if !reflect.DeepEqual(a, c.want) {
			t.Errorf("%q: got %v, want %v", c.in, a, c.want)
		}
	}
	// All-zero forms: everybody 0, the bank too.
	zero := scenarios.Settlement{"Ben": 0, "Dan": 0, "Anna": 0}
	for _, in := range []string{"nichts", "rien", "alle 0", "tous 0", "Alle: 0.", "keiner gewinnt", "personne ne gagne"} {
		a, err := convertAnswer(in, scenarios.QSettlement, engine.Card{}, nil, ctx)
		if err != nil || !reflect.DeepEqual(a, zero) {
			t.Errorf("%q: got %v %v, want %v", in, a, err, zero)
		}
	}
	for _, in := range []string{"alle Dan", "Dan 0 Anna"} {
		if allZero(Fold(in)) {
			t.Errorf("%q read as all zero", in)
		}
	}
}

// TestRanksAndScoreWords: "keine"/"rien" are the empty set of dead ranks
// (pharo.de.txt "Der Kartenzähler": a rank is dead when no card of it is
// left) and 0 points in a score; number words name ranks.
func TestRanksAndScoreWords(t *testing.T) {
	lists := map[string][]engine.Rank{
		"keine": {}, "aucune": {}, "nichts": {}, "rien": {},
		"Fünf": {engine.Five}, "cinq et neuf": {engine.Five, engine.Nine}, "zehn, K": {engine.Ten, engine.King},
	}
	for in, want := range lists {
		a, err := ParseAnswer(in, AnsRanks, nil)
		if err != nil || !reflect.DeepEqual(a.Ranks, want) {
			t.Errorf("ranks %q: %v %v, want %v", in, a.Ranks, err, want)
		}
	}
	scores := map[string]map[string]int{
		"keine": {ScoreTotal: 0}, "nichts": {ScoreTotal: 0}, "rien": {ScoreTotal: 0},
		"Asse keine, Summe 3": {ScoreAces: 0, ScoreTotal: 3},
	}
	for in, want := range scores {
		a, err := ParseAnswer(in, AnsScore, nil)
		if err != nil || !reflect.DeepEqual(a.Score, want) {
			t.Errorf("score %q: %v %v, want %v", in, a.Score, err, want)
		}
	}
}

// TestTypedForm: refusals quote the learner's own spelling.
func TestTypedForm(t *testing.T) {
	cases := []struct{ line, tok, want string }{
		{"Fünf, 3", "funf", "Fünf"},
		{"DAN +4", "dan", "DAN"},
		{"la Banque perd", "banque", "Banque"},
		{"x", "", ""},
		{"abc", "zzz", "zzz"},
	}
	for _, c := range cases {
		if got := typedForm(c.line, c.tok); got != c.want {
			t.Errorf("typedForm(%q, %q) = %q, want %q", c.line, c.tok, got, c.want)
		}
	}
}

// TestChoiceHelpers: an option is picked by its folded text; a signed
// number is an amount, never an option's number.
func TestChoiceHelpers(t *testing.T) {
	if optionKey(" Die  Hälfte. ") != optionKey("die hälfte") || optionKey("4 pour 1") != "4pour1" {
		t.Errorf("optionKey does not fold: %q", optionKey(" Die  Hälfte. "))
	}
	for in, want := range map[string]bool{"+2": true, "-1": true, "−1": true, "2": false, "b": false, "+": false} {
		if signedNumber(in) != want {
			t.Errorf("signedNumber(%q) = %v", in, !want)
		}
	}
}

// TestDescribeHighCard: a high-card bet is told as such, not "auf ?"
// (pharo.de.txt "Varianten", hohe Karte).
func TestDescribeHighCard(t *testing.T) {
	for _, lang := range []locales.Lang{locales.German, locales.French} {
		s := NewSession(Config{Lang: lang}, io.Discard)
		got := s.describeAction(&scenarios.Action{Kind: scenarios.ActHighCard, Player: "Dan", Stake: engine.Chips(3)}, "pharo")
		if strings.Contains(got, "?") || !strings.Contains(got, s.p.T(locales.TargetHighcard)) {
			t.Errorf("%s: %q", lang, got)
		}
	}
}

// TestWrapFrench: French spacing and sums are never broken ("3 + 8",
// "suivant :"), and no line is longer than the width unless one
// unbreakable group is.
func TestWrapFrench(t *testing.T) {
	text := "Le sept prend le quatre car 3 + 8 = 11 ; voici la règle suivante : une carte numérale prend ?"
	for n := 10; n <= 40; n++ {
		got := wrap(text, n)
		for _, l := range strings.Split(got, "\n") {
			for _, bad := range []string{":", ";", "?", "+", "="} {
				if strings.HasPrefix(l, bad) || strings.HasSuffix(l, " +") || strings.HasSuffix(l, " =") {
					t.Errorf("n=%d: line %q breaks at %q", n, l, bad)
				}
			}
		}
		if !strings.Contains(got, "3 + 8 = 11") {
			t.Errorf("n=%d: sum broken:\n%s", n, got)
		}
	}
	if got := wrap("Regel: (pasur.de.txt „Spielablauf“ 7).", 30); !strings.Contains(got, "„Spielablauf“ 7).") {
		t.Errorf("section number cut from its title: %q", got)
	}
	if got := wrap("eins zwei drei", 9); got != "eins zwei\ndrei" {
		t.Errorf("plain wrap: %q", got)
	}
}

// TestMenuFitsTerminal: the whole corpus menu fits a 45-row terminal (two
// columns), keeps the one-column numbers, and no line is wider than 80.
func TestMenuFitsTerminal(t *testing.T) {
	lib := &Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	s := NewSession(Config{Lang: locales.German, Library: lib}, &out)
	s.showMenu()
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	if len(lib.Lessons) > menuOneColumn && len(lines) > 44 {
		t.Errorf("menu of %d lessons takes %d rows", len(lib.Lessons), len(lines))
	}
	for _, l := range lines {
		if strings.Contains(l, "] ") && width(l) > 80 {
			t.Errorf("menu line wider than 80: %q", l)
		}
	}
	for n := 1; n <= len(lib.Lessons); n++ {
		if !strings.Contains(out.String(), " "+pad(strconv.Itoa(n), 3)+" [") {
			t.Errorf("lesson number %d missing", n)
		}
	}
}
