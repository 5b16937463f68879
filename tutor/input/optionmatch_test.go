package input

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// Options of the lessons the phrasings below were typed in, both
// languages as the lessons write them.
var (
	// Pharo 4, a coppered bet on the 7: it wins when the next 7 comes as
	// the bank card (pharo.de.txt „Umdrehen (coppern)“) – b).
	copperBet = [][]string{
		{"Dass die nächste 7 als Spielerkarte kommt", "Que le prochain 7 sorte en gagnante"},
		{"Dass die nächste 7 als Bankkarte kommt", "Que le prochain 7 sorte en perdante"},
		{"Dass keine 7 mehr kommt", "Qu’aucun 7 ne sorte plus"},
	}
	// Pharo 4, Anna's two bets on the 9 after 9 lost: the coppered one won
	// and stays on the layout – c).
	copperStays = [][]string{
		{"Der gewöhnliche", "La mise ordinaire"},
		{"Beide", "Les deux"},
		{"Der gecopperte", "La mise cuivrée"},
		{"Keiner", "Aucune"},
	}
	// Pasur 1, one jack on the table: it is shuffled back and replaced
	// (pasur.de.txt "Austeilen" 3) – a).
	oneJack = [][]string{
		{"Den Buben in den Talon zurückmischen und eine Ersatzkarte auf seinen Platz legen", "Remélanger le valet dans le talon et poser une carte de remplacement à sa place"},
		{"Alle Karten einsammeln, neu mischen und neu geben", "Ramasser toutes les cartes, remélanger et redonner"},
		{"Nichts – der Bube bleibt auf dem Tisch", "Rien – le valet reste sur le tapis"},
	}
	// Pasur 19, a jack and two queens: everything is dealt again – b).
	jackAndQueens = [][]string{
		{"Nur der Bube würde ersetzt", "Seul le valet serait remplacé"},
		{"Es würde neu gemischt und neu gegeben", "On remélangerait et on redonnerait"},
		{"Der Bube und eine der Damen würden ersetzt", "Le valet et une des dames seraient remplacés"},
	}
	// Pharo 11, a call of three ranks: one order in six, fair 5:1, the
	// bank pays 4:1 (pharo.de.txt "Der letzte Abzug") – b).
	callPays = [][]string{
		{"Fair wäre 4:1, die Bank zahlt 4:1", "4 contre 1 serait équitable, la banque paie 4 contre 1"},
		{"Fair wäre 5:1, die Bank zahlt 4:1", "5 contre 1 serait équitable, la banque paie 4 contre 1"},
		{"Fair wäre 6:1, die Bank zahlt 5:1", "6 contre 1 serait équitable, la banque paie 5 contre 1"},
	}
)

// optionsOf is a question's options for MatchOption.
func optionsOf(texts [][]string) *Context {
	return &Context{Choices: len(texts), Options: NewOptions(texts, nil)}
}

// TestParaphrasePicksOption: an option said in one's own words — its
// content words with another ending, without accents or umlauts, with
// "only", "of course" or « celle qui » around them, a ratio in words —
// is that option (issue 22, "paraphrases of an option").
func TestParaphrasePicksOption(t *testing.T) {
	for _, c := range []struct {
		opts [][]string
		in   string
		want int
	}{
		{copperStays, "nur der gecopperte", 2},
		{copperStays, "der gecoppert", 2},
		{copperStays, "den gecopperten", 2},
		{copperStays, "der gewoehnliche", 0},
		{copperStays, "seulement la cuivree", 2},
		{copperStays, "la mise cuivree", 2},
		{copperStays, "celle qui est cuivrée bien sûr", 2},
		{copperStays, "keiner von beiden", 3},
		{copperStays, "aucune des deux", 3},
		{copperBet, "als bankkarte", 1},
		{copperBet, "que le prochain sept perde", 1},
		{oneJack, "remelanger le valet", 0},
		{oneJack, "on remelange le valet et on le remplace", 0},
		{oneJack, "den buben zurueckmischen", 0},
		{oneJack, "der bube wird zurueckgemischt und ersetzt", 0},
		{jackAndQueens, "remelange", 1},
		{jackAndQueens, "neu gemischt, wegen der zwei damen", 1},
		{jackAndQueens, "on remélangerait, car il y a deux dames", 1},
		{callPays, "fair wäre fünf zu eins", 1},
		{callPays, "cinq contre un", 1},
		{callPays, "5:1", 1},
	} {
		a, err := MatchOption(NewLine(c.in), optionsOf(c.opts))
		if err != nil || !reflect.DeepEqual(a.Choices, []int{c.want}) {
			t.Errorf("%q: got %v %v, want %c)", c.in, a.Choices, err, 'a'+c.want)
		}
	}
}

// TestParaphraseAsksBack: most of one option's words and clearly more
// than any other's, all of its words among others no option has, or
// words of its head that another option's text has too: that option is
// likely, and the tutor asks back (issue 22, "ask when unsure").
// « remelange » at Pasur 1's single jack fits a) and the end of b)
// (« …, remélanger et redonner »): before, it picked a) unasked.
func TestParaphraseAsksBack(t *testing.T) {
	for _, c := range []struct {
		opts [][]string
		in   string
		want int
	}{
		{copperBet, "dass sie als bankkarte kommt", 1},
		{copperBet, "dass die sieben als bankkarte rauskommt", 1},
		{copperBet, "que le sept sorte perdant au prochain tirage", 1},
		{oneJack, "remelange", 0},
		{oneJack, "bube zurück in den talon, neue karte hin", 0},
		{copperStays, "beide haben verloren", 1},
		{copperStays, "der gecopperte bleibt liegen", 2},
		{jackAndQueens, "on remélange tout", 1},
		{jackAndQueens, "alles neu mischen, wegen der zwei damen", 1},
	} {
		checkUnsure(t, c.opts, c.in, c.want)
	}
}

// TestNegationAsks: a negation or an "except" that the option does not
// have could turn its meaning round: the option is asked back (or, when
// the negation is another option's word, which one is meant), never
// judged (issue 22: „nicht“, „kein“, „außer“, « ne … pas », « sauf »,
// « sans »).
func TestNegationAsks(t *testing.T) {
	for _, c := range []struct {
		opts [][]string
		in   string
		want int
	}{
		{copperStays, "nicht der gecopperte", 2},
		{copperStays, "alle außer dem gewöhnlichen", 0},
		{copperStays, "pas la cuivrée", 2},
		{copperStays, "toutes sauf l'ordinaire", 0},
		{copperStays, "sans la mise cuivrée", 2},
		{copperBet, "nicht als spielerkarte", 0},
		{copperBet, "pas en gagnante", 0},
	} {
		checkUnsure(t, c.opts, c.in, c.want)
	}
	// „kein“ is „Keiner“ with another ending, « ne » a word of
	// « Qu’aucun 7 ne sorte plus »: which option is meant is asked
	for in, opts := range map[string][][]string{"kein gewöhnlicher": copperStays, "que le 7 ne sorte pas en gagnante": copperBet} {
		if a, err := MatchOption(NewLine(in), optionsOf(opts)); reasonOf(err) != ErrAmbiguousChoice {
			t.Errorf("%q: got %v %v, want the options asked", in, a.Choices, err)
		}
	}
	// a negation the option has itself is its own word
	ctx := optionsOf([][]string{{"Er verliert wie bei einer Bankkarte", "Elle perd, comme sur une perdante"}, {"Nichts – die Soda zählt nicht", "Rien – le soda ne compte pas"}})
	for _, in := range []string{"die soda zählt nicht", "le soda ne compte pas"} {
		if a, err := MatchOption(NewLine(in), ctx); err != nil || !reflect.DeepEqual(a.Choices, []int{1}) {
			t.Errorf("%q: got %v %v, want b)", in, a.Choices, err)
		}
	}
}

// checkUnsure reads in at the options and wants option want asked back.
func checkUnsure(t *testing.T, opts [][]string, in string, want int) {
	t.Helper()
	a, err := MatchOption(NewLine(in), optionsOf(opts))
	var u *UnsureOption
	if !errors.As(err, &u) || u.Option != want || u.Token != in {
		t.Errorf("%q: got %v %v, want %c) asked back", in, a.Choices, err, 'a'+want)
	}
}

// TestStems: the Snowball stems join a word's forms in German and French,
// whatever its accents or umlauts, and leave short words alone („nach“
// is not „nächste“, whose German stem it is).
func TestStems(t *testing.T) {
	for _, p := range [][2]string{{"gecopperten", "gecopperte"}, {"gewoehnlichen", "gewöhnliche"}, {"remélangerait", "remélanger"},
		{"remelange", "remélanger"}, {"perdantes", "perdante"}, {"bankkarten", "bankkarte"}} {
		ts := newTerms([]string{fold(p[0]), fold(p[1])})
		if !termsMatch(ts[0], ts[1]) {
			t.Errorf("%s and %s: stems %+v", p[0], p[1], ts)
		}
	}
	for _, p := range [][2]string{{"nach", "nächste"}, {"mise", "miser"}, {"gewinnt", "gewohnt"}} {
		ts := newTerms([]string{fold(p[0]), fold(p[1])})
		if sameStem(ts[0], ts[1]) {
			t.Errorf("%s and %s share a stem: %+v", p[0], p[1], ts)
		}
	}
}

// TestTwoOptionsOwnWordsAsked: a line naming words that only one option
// has and words that only another has is never judged as one of them
// (property, issue 22: "a misjudged answer is worse than a question
// back"), over every choice question of the lessons, both languages,
// and over options made of random words: it is ambiguous, or not read.
func TestTwoOptionsOwnWordsAsked(t *testing.T) {
	sets := corpusChoices(t)
	rng := rand.New(rand.NewPCG(22, 1))
	vocab := strings.Fields("karte bube dame könig talon tisch bank spieler einsatz sieben acht gewinnt verliert bleibt liegt kommt " +
		"carte valet dame roi tapis banque joueur mise sept huit gagne perd reste sort vient nouveau tout rien zurück neu")
	for range 300 {
		var set [][]string
		for range 2 + rng.IntN(3) {
			var ws []string
			for range 1 + rng.IntN(4) {
				ws = append(ws, vocab[rng.IntN(len(vocab))])
			}
			set = append(set, []string{strings.Join(ws, " ")})
		}
		sets = append(sets, set)
	}
	checked := 0
	for _, set := range sets {
		opts := NewOptions(set, nil)
		ctx := &Context{Choices: len(set), Options: opts}
		own := ownWords(opts)
		for i := range own {
			for j := range own {
				if i == j || len(own[i]) == 0 || len(own[j]) == 0 {
					continue
				}
				a, b := own[i][rng.IntN(len(own[i]))], own[j][rng.IntN(len(own[j]))]
				for _, line := range []string{a + " " + b, b + " " + a, "ich glaube " + a + " und " + b, "c'est " + b + " " + a + " bien sûr"} {
					checked++
					if c, err := MatchOption(NewLine(line), ctx); err == nil {
						t.Errorf("%q among %q: judged as %v", line, set, c.Choices)
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d lines checked", checked)
	}
}

// ownWords lists, for each option, its words (as typed: folded) that no
// other option has, pronouns and yes/no words left out.
func ownWords(o *Options) [][]string {
	out := make([][]string, o.Len())
	for i, texts := range o.opts {
		seen := map[string]bool{}
		for _, t := range texts {
			for _, w := range t.words {
				if seen[w.w] || pronouns[w.w] || objectPronouns[w.w] || strings.ContainsAny(w.w, "#:+-") || is(w.w, cYes|cNo) || !ownOf(o, i, w) {
					continue
				}
				seen[w.w] = true
				out[i] = append(out[i], w.w)
			}
		}
	}
	return out
}

// ownOf reports whether the word w of option i matches no word of
// another option, nor a word of option i that another option has.
func ownOf(o *Options, i int, w term) bool {
	typed := newTerms([]string{w.w})[0]
	for j, texts := range o.opts {
		for _, t := range texts {
			if j != i && hasMatch(typed, t.words) || j != i && hasMatch(typed, t.head) {
				return false
			}
		}
	}
	return hasMatch(typed, o.opts[i][0].words) || len(o.opts[i]) > 1
}

// corpusChoices reads the options of every choice question of the
// embedded lessons (German and French texts).
func corpusChoices(t *testing.T) [][][]string {
	t.Helper()
	files, err := filepath.Glob("../../scenarios/corpus/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no lessons: %v", err)
	}
	var out [][][]string
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		for k := 0; n.Kind == yaml.MappingNode && k+1 < len(n.Content); k += 2 {
			if n.Content[k].Value == "choice" && n.Content[k+1].Kind == yaml.SequenceNode {
				var set [][]string
				for _, item := range n.Content[k+1].Content {
					var o struct {
						Text map[string]string `yaml:"text"`
					}
					if item.Decode(&o) == nil && len(o.Text) > 0 {
						set = append(set, []string{o.Text["de"], o.Text["fr"]})
					}
				}
				if len(set) > 1 {
					out = append(out, set)
				}
			}
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(data, &doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		walk(&doc)
	}
	if len(out) < 20 {
		t.Fatalf("only %d choice questions in the lessons", len(out))
	}
	return out
}

// FuzzOptionWords: with options and a line both made up, the option
// reader and the stemmer never panic, a pick or a likely option is in
// range, an ambiguous answer names at least two options
// (go test -run '^$' -fuzz FuzzOptionWords -fuzztime 30s ./tutor/input).
func FuzzOptionWords(f *testing.F) {
	f.Add("Der gecopperte", "Der gewöhnliche", "nur der gecopperte")
	f.Add("Remélanger le valet dans le talon", "Ramasser toutes les cartes, remélanger et redonner", "remelange")
	f.Add("Fair wäre 5:1, die Bank zahlt 4:1", "Fair wäre 6:1, die Bank zahlt 5:1", "fünf zu eins")
	f.Add("Nein – er ist entschieden", "Ja, wie ein Gewinneinsatz", "ja entschieden, nicht")
	f.Add("\xff\u0308ae", "oeue sauf", "gewoehnlichen außer ß")
	f.Fuzz(func(t *testing.T, a, b, line string) {
		ctx := &Context{Choices: 2, Options: NewOptions([][]string{{a}, {b}}, []string{a + " " + b})}
		c, err := MatchOption(NewLine(line), ctx)
		var u *UnsureOption
		var e *Error
		switch {
		case err == nil:
			if len(c.Choices) != 1 || c.Choices[0] < 0 || c.Choices[0] > 1 {
				t.Fatalf("%q: choices %v", line, c.Choices)
			}
		case errors.As(err, &u):
			if u.Option < 0 || u.Option > 1 {
				t.Fatalf("%q: likely option %d", line, u.Option)
			}
		case errors.As(err, &e):
			if e.Reason == ErrAmbiguousChoice && len(e.Choices) < 2 {
				t.Fatalf("%q: ambiguous among %v", line, e.Choices)
			}
		default:
			t.Fatalf("%q: error %T", line, err)
		}
	})
}
