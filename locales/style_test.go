package locales

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/collate"

	"croupier/scenarios"
)

// The tests of this file hold every text a learner reads to the house
// style (STYLE.md of the project's shared pages, summed up in
// docs/curriculum.md, "Wording"): the catalog, the rule texts with their
// citations, the glossary and the lessons of the embedded corpus.

// learnerText is one text in one language, named for the error message.
type learnerText struct {
	where string
	lang  Lang
	text  string
	names []string // proper nouns the text may use: the table's players
}

var (
	textsOnce   sync.Once
	textsCached []learnerText
	textsErr    string
)

// learnerTexts gathers every text a learner reads, in both languages
// (gathered once for all the tests of this file).
func learnerTexts(t *testing.T) []learnerText {
	t.Helper()
	textsOnce.Do(func() { textsCached, textsErr = gatherTexts(t) })
	if textsErr != "" || len(textsCached) == 0 {
		t.Fatalf("the learner texts could not be gathered: %s", textsErr)
	}
	return textsCached
}

// gatherTexts reads the catalog, the rule texts, the glossary and the
// corpus.
func gatherTexts(t *testing.T) ([]learnerText, string) {
	var out []learnerText
	for _, e := range catalogEntries(t) {
		out = append(out, learnerText{e.name, German, e.de, nil}, learnerText{e.name, French, e.fr, nil})
	}
	for _, l := range Langs() {
		p := New(l)
		for _, id := range ruleIDs() {
			for _, profile := range []string{"", "pharo", "pharaon"} {
				if text, ok := p.Rule(id, profile); ok {
					out = append(out, learnerText{"Rule(" + id + ", " + profile + ")", l, text, nil})
				}
			}
		}
	}
	for _, g := range Glossary() {
		out = append(out,
			learnerText{"glossary " + g.Key, German, g.German, nil},
			learnerText{"glossary " + g.Key, German, g.DescDE, nil},
			learnerText{"glossary " + g.Key, French, g.French, nil},
			learnerText{"glossary " + g.Key, French, g.DescFR, nil})
	}
	all, err := scenarios.CorpusScenarios()
	if err != nil {
		return nil, err.Error()
	}
	for _, sc := range all {
		var names []string
		for _, p := range sc.Players {
			names = append(names, p.Name)
		}
		for _, tx := range scenarioTexts(sc) {
			for lang, s := range tx.texts {
				out = append(out, learnerText{sc.ID + " " + tx.where, Lang(lang), s, names})
			}
		}
	}
	if len(out) < 1000 {
		return nil, fmt.Sprintf("only %d texts found: the walker of this test is broken", len(out))
	}
	return out, ""
}

// foundText is a scenarios.Text found in a scenario, by its field path.
type foundText struct {
	where string
	texts map[string]string
}

var textType = reflect.TypeOf(scenarios.Text{})

// scenarioTexts walks a scenario and returns every scenarios.Text in it:
// title, intro, says, questions, hints, explanations, option texts, and
// whatever texts the format gains later.
func scenarioTexts(sc *scenarios.Scenario) []foundText {
	var out []foundText
	seen := map[uintptr]bool{}
	var walk func(v reflect.Value, where string)
	walk = func(v reflect.Value, where string) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if v.IsNil() {
				return
			}
			if v.Kind() == reflect.Pointer {
				if seen[v.Pointer()] {
					return
				}
				seen[v.Pointer()] = true
			}
			walk(v.Elem(), where)
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				walk(v.Field(i), where+"."+v.Type().Field(i).Name)
			}
		case reflect.Slice, reflect.Array:
			if v.Type().Elem().Kind() == reflect.Uint8 {
				return // the file's own bytes
			}
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), fmt.Sprintf("%s[%d]", where, i))
			}
		case reflect.Map:
			if v.Type() == textType {
				m := map[string]string{}
				for it := v.MapRange(); it.Next(); {
					m[it.Key().String()] = it.Value().String()
				}
				out = append(out, foundText{strings.TrimPrefix(where, "."), m})
				return
			}
			for it := v.MapRange(); it.Next(); {
				walk(it.Value(), where+"["+fmt.Sprint(it.Key())+"]")
			}
		}
	}
	walk(reflect.ValueOf(sc), "")
	return out
}

// authoring reports a message of the authoring commands (croupier check,
// fill, new, the scenario diagnostics): they speak of the author's own
// files and may name them and their YAML keys.
func authoring(where string) bool {
	return strings.HasPrefix(where, "CLI") || strings.HasPrefix(where, "Scen")
}

var (
	// fileNameRE finds the name of one of the project's files.
	fileNameRE = regexp.MustCompile(`(?i)rulings|\.md\b|\.txt\b|\.ya?ml\b|pharo\.de|pharaon\.fr|pasur\.de`)
	// ruleIDRE finds an engine rule id such as faro.turn.loser.
	ruleIDRE = regexp.MustCompile(`\b(faro|pharo|pharaon|pasur)\.[a-z0-9_-]+`)
)

// TestNoFileNamesOrIDs: no learner text names a file of the project (the
// rulebooks, the rulings, a lesson file) or an engine rule id; a rule is
// cited by the title of its source in the learner's language.
func TestNoFileNamesOrIDs(t *testing.T) {
	for _, x := range learnerTexts(t) {
		if m := fileNameRE.FindString(x.text); m != "" && !authoring(x.where) {
			t.Errorf("%s (%s) names a file (%q): %q", x.where, x.lang, m, x.text)
		}
		if m := ruleIDRE.FindString(x.text); m != "" {
			t.Errorf("%s (%s) names a rule id (%q): %q", x.where, x.lang, m, x.text)
		}
	}
}

// forbiddenForm is a wording the house style replaces, with the form it
// prefers.
type forbiddenForm struct {
	re        *regexp.Regexp
	preferred string
}

// forbiddenAllowedIn names, by a form's preferred wording, the one text
// that may use the form, quoting it as another source's word: the
// glossary gives the Pharo rulebook's „Umdrehen“ beside „coppern“, so
// that a learner who reads the rulebook finds it.
var forbiddenAllowedIn = map[string]string{
	"„gecoppert“, „coppern“": "glossary copper",
}

// forbidden lists, per language, the forms that must not appear in any
// learner text: one word for one thing, payouts as the rulebooks count
// them, the verb carrying the sign (docs/curriculum.md, "Wording").
var forbidden = map[Lang][]forbiddenForm{
	French: {
		{regexp.MustCompile(`\bmort(e|s|es)?\b`), "rang épuisé (never « rang mort »)"},
		{regexp.MustCompile(`(gagnen?t?|perden?t?|paien?t?|encaissen?t?) [-−+]\d`), "the verb carries the sign: « perd 3 » (a ledger entry « note −4 » keeps it)"},
		{regexp.MustCompile(`\d+(½)? pour 1\b`), "« N contre 1 », « à égalité » for 1:1 (« N pour 1 » includes the stake)"},
		{regexp.MustCompile(`ordinaire ou cuivre\b`), "« ordinaire ou cuivré(e) » (cuivre is the noun)"},
		{regexp.MustCompile(`cuivre ou non`), "« cuivré(e) ou non »"},
		{regexp.MustCompile(`(pronostics?|mises?) (en )?cuivre\b`), "« pronostic cuivré », « mise cuivrée »"},
		{regexp.MustCompile(`produit(e|s|es)\b`), "« générées »"},
		{regexp.MustCompile(`carte haute`), "« haute carte »"},
		{regexp.MustCompile(`\btas\b`), "« pile de prises »"},
		{regexp.MustCompile(`cartes? de (la )?table`), "« carte(s) du tapis »"},
		{regexp.MustCompile(`(vide|vident|videz|vider|sur) (bien )?la table\b`), "« le tapis » (the Pasur table, STYLE.md)"},
		{regexp.MustCompile(`majorité de trèfles`), "« le plus de trèfles »"},
		{regexp.MustCompile(`banquier compris`), "« banque comprise »"},
		{regexp.MustCompile(`\bavantage du banquier`), "« avantage de la banque »"},
		{regexp.MustCompile(`'`), "the typographic apostrophe ’"},
		{regexp.MustCompile(`[„“”]`), "« guillemets »"},
	},
	German: {
		{regexp.MustCompile(`(verliert|verlieren|gewinnt|gewinnen|zahlt|kassiert) [-−+]\d`), "the verb carries the sign: „verliert 3“ (a ledger entry „notiert −4“ keeps it)"},
		{regexp.MustCompile(`\blernt (Pharo|Pasur)`), "„lehrt Pharo“ or „zum Lernen“"},
		{regexp.MustCompile(`[Uu]mgedreht|Umdrehen`), "„gecoppert“, „coppern“"},
		{regexp.MustCompile(`\bhohe Karte`), "„Hohe Karte“ (the variant's name)"},
		{regexp.MustCompile(`\bTaille\b`), "„Durchgang“"},
		{regexp.MustCompile(`Am Zug:`), "„… ist am Zug“"},
		{regexp.MustCompile(`[«»]`), "„Anführungszeichen“"},
	},
}

// forbiddenBoth applies to both languages.
var forbiddenBoth = []forbiddenForm{
	{regexp.MustCompile(`Dan \+4, Anna -2`), "an example with the table's own names"},
	{regexp.MustCompile(`\b[a-zA-Z]·\(|\([a-zA-Z] (Karten|cartes)\b`), "no variable letters in learner text"},
	{regexp.MustCompile(`\d\.\d`), "a decimal comma or a half: „1½“, „1,5“"},
	{regexp.MustCompile(`(^|[\s(,])-\d`), "the minus sign −2 (U+2212) that the answer forms write: one style per screen (STYLE.md)"},
	{regexp.MustCompile(`"`), "typographic quotes"},
}

// TestForbiddenForms: the same word for the same thing everywhere, in
// every learner text.
func TestForbiddenForms(t *testing.T) {
	for _, x := range learnerTexts(t) {
		for _, f := range append(forbidden[x.lang], forbiddenBoth...) {
			if authoring(x.where) && (f.preferred == "no variable letters in learner text" || f.preferred == "typographic quotes") {
				continue
			}
			if forbiddenAllowedIn[f.preferred] == x.where {
				continue
			}
			if m := f.re.FindString(x.text); m != "" {
				t.Errorf("%s (%s): %q in %q – write %s", x.where, x.lang, m, x.text, f.preferred)
			}
		}
	}
}

// elisionRE finds a French word that elides before a vowel, followed by a
// word beginning with one.
var elisionRE = regexp.MustCompile(`(^|[\s(«\x{a0}])(de|De|que|Que|le|Le|la|La) ([AEIOUÉÀÂaeiouéàâ][a-zéèêàâîôûç]+)`)

// TestFrenchElision: « d’Anna », « l’as », « qu’il », never « de Anna »
// (the language code "de ou fr" and the numbers « de onze » excepted).
func TestFrenchElision(t *testing.T) {
	for _, x := range learnerTexts(t) {
		if x.lang != French {
			continue
		}
		for _, m := range elisionRE.FindAllStringSubmatch(x.text, -1) {
			switch m[3] {
			case "ou", "et", "onze", "onzième", "onzièmes", "un", "une", "huit", "huitième":
				continue // "de ou fr"; numbers do not elide
			}
			t.Errorf("%s: %q in %q – elide: « d’Anna », « l’as »", x.where, strings.TrimSpace(m[0]), x.text)
		}
	}
}

// isNBSP reports a non-breaking space of French typography.
func isNBSP(r rune) bool { return r == '\u00a0' || r == '\u202f' }

// codeColonRE finds the colons that are not French punctuation: a payout
// "4:1", a placeholder's plural "{0:…}", a YAML key an author types
// ("take:", "expect: {}").
var codeColonRE = regexp.MustCompile(`\d:\d|\{\d+:[^}]*\}|\b(take|lang|expect|seed|legal|until|rule|turn|deals|rounds|order|requires|played):`)

// TestFrenchTypography: in French, a non-breaking space (U+00A0 or
// U+202F) before : ; ! ? and %, and inside « »; payouts "4:1" and the
// authors' YAML keys are not punctuation.
func TestFrenchTypography(t *testing.T) {
	for _, x := range learnerTexts(t) {
		if x.lang != French {
			continue
		}
		s := codeColonRE.ReplaceAllStringFunc(x.text, func(m string) string { return strings.Repeat("x", len(m)) })
		rs := []rune(s)
		for i, r := range rs {
			var bad bool
			switch r {
			case ':', ';', '!', '?', '%':
				bad = i == 0 || !isNBSP(rs[i-1]) && !(r == '?' && rs[i-1] == '!') && !(r == ':' && rs[i-1] == '\n')
				if r == '%' && i > 0 && !unicode.IsDigit(rs[i-1]) && !unicode.IsSpace(rs[i-1]) {
					bad = false // "%" inside a word, never in French prose
				}
				if r == ':' && i+1 < len(rs) && !unicode.IsSpace(rs[i+1]) && rs[i+1] != '}' {
					bad = false // not punctuation ("Ctrl-D:x" never occurs; URLs, times)
				}
			case '«':
				bad = i+1 >= len(rs) || !isNBSP(rs[i+1])
			case '»':
				bad = i == 0 || !isNBSP(rs[i-1])
			}
			if bad {
				lo, hi := max(0, i-20), min(len(rs), i+20)
				t.Errorf("%s: no non-breaking space at %q in %q", x.where, string(rs[lo:hi]), x.text)
			}
		}
	}
}

// capitalOK are the words that may follow a French colon with their
// capital: proper nouns and the names of keys.
var capitalOK = map[string]bool{"Foster": true, "Entrée": true, "Ctrl-C": true, "Ctrl-D": true, "Tab": true,
	// the players of the answer examples: proper nouns
	"Dan": true, "Doc": true, "Anna": true, "Ben": true}

// TestFrenchNoCapitalAfterColon: French writes no capital after a colon
// unless a proper noun (a player, Foster) or a card follows.
func TestFrenchNoCapitalAfterColon(t *testing.T) {
	p := New(French)
	for _, x := range learnerTexts(t) {
		if x.lang != French {
			continue
		}
		for i := strings.Index(x.text, ":"); i >= 0; {
			rest := x.text[i+1:]
			trimmed := strings.TrimLeft(rest, " \u00a0\u202f")
			if len(trimmed) < len(rest) && trimmed != "" && !strings.HasPrefix(rest, "\n") {
				word := strings.FieldsFunc(trimmed, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(",.;:!?()–", r) })
				w := ""
				if len(word) > 0 {
					w = word[0]
				}
				first, _ := utf8.DecodeRuneInString(trimmed)
				if unicode.IsUpper(first) && !capitalOK[w] && !contains(x.names, w) && p.Clause(trimmed) != trimmed {
					t.Errorf("%s: a capital after a colon (%q) in %q", x.where, w, x.text)
				}
			}
			j := strings.Index(rest, ":")
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// TestGlossaryInLearnersOrder: each language's glossary is sorted by its
// own headword within a group (shared, Faro, Pasur), the way the language
// sorts words.
func TestGlossaryInLearnersOrder(t *testing.T) {
	for _, l := range Langs() {
		g := GlossaryIn(l)
		if len(g) != len(Glossary()) {
			t.Fatalf("%s: %d entries, want %d", l, len(g), len(Glossary()))
		}
		c := collate.New(New(l).tag(), collate.IgnoreCase)
		for i := 1; i < len(g); i++ {
			a, b := g[i-1], g[i]
			switch {
			case glossaryGroupOrder[a.Game] > glossaryGroupOrder[b.Game]:
				t.Errorf("%s: %q (%s) before %q (%s): not grouped", l, a.Term(l), a.Game, b.Term(l), b.Game)
			case a.Game == b.Game && c.CompareString(a.Term(l), b.Term(l)) > 0:
				t.Errorf("%s: %q before %q: not in the learner's order", l, a.Term(l), b.Term(l))
			}
		}
	}
	// hand-checked: « à cheval » files under A in French, and the German
	// list does not follow the French one
	fr := GlossaryIn(French)
	if fr[0].Game != "" || fr[0].French != "as" {
		t.Errorf("the French glossary starts with %q, want « as »", fr[0].French)
	}
	de := GlossaryIn(German)
	if de[0].German != "Ass" {
		t.Errorf("the German glossary starts with %q, want „Ass“", de[0].German)
	}
	var faroDE []string
	for _, e := range de {
		if e.Game == "faro" {
			faroDE = append(faroDE, e.German)
		}
	}
	if len(faroDE) < 2 || faroDE[0] != "Abzug" || faroDE[1] != "Abzugskasten" {
		t.Errorf("German Faro terms start %q, want Abzug, Abzugskasten", faroDE[:min(3, len(faroDE))])
	}
}

// TestComposedFrench: sentences the renderers compose are French too: no
// capital after a colon, elision before a vowel, the learner and the
// computer in their own words; German keeps its capital after a colon.
func TestComposedFrench(t *testing.T) {
	fr, de := New(French), New(German)
	cases := []struct{ got, want string }{
		{fr.T(refusedFor, "Dan", "Une mise est positive."), "Interdit pour Dan\u00a0: une mise est positive."},
		{fr.T(Refused, "Foster dit…"), "Interdit\u00a0: Foster dit…"},
		{fr.T(RuleLine, "R♦ perd."), "Règle\u00a0: R♦ perd."},
		{fr.T(RuleLine, "À la table de pharaon…"), "Règle\u00a0: à la table de pharaon…"},
		{de.T(refusedFor, "Dan", "Ein Einsatz ist größer als null."), "Nicht erlaubt für Dan: Ein Einsatz ist größer als null."},
		{fr.ToPlay("Anna"), "Au tour d’Anna."},
		{fr.ToPlay("Eva"), "Au tour d’Eva."},
		{fr.ToPlay("Dan"), "Au tour de Dan."},
		{fr.ToPlay("Hugo"), "Au tour de Hugo."},
		{fr.ToPlay(fr.T(SandboxYou)), "À vous de jouer."},
		{fr.ToPlay(fr.T(SandboxComputer)), "À l’ordinateur de jouer."},
		{de.ToPlay("Anna"), "Anna ist am Zug."},
		{de.ToPlay(de.T(SandboxYou)), "Du bist am Zug."},
		{de.ToPlay(de.T(SandboxComputer)), "Der Computer ist am Zug."},
		{first(fr.Move(nil, nil, fr.T(SandboxComputer), false, nil)), "L’ordinateur joue."},
		{first(de.Move(nil, nil, de.T(SandboxComputer), false, nil)), "Der Computer spielt."},
		{fr.T(ParseOtherCard, "A♠", "Anna"), "La question porte sur Anna, pas sur A♠."},
		{fr.SettlementForm(FormContext{Punters: []string{"Louis", "Camille"}}), "(Réponse p. ex.\u00a0: Louis +7, Camille \u22123 – la banque s’en déduit – ou\u00a0: Louis gagne 7, Camille perd 3\u00a0; si rien ne change\u00a0: rien)"},
		{de.SettlementForm(FormContext{Punters: []string{"Louis"}}), "(Antwort z. B.: Louis +7 – die Bank ergibt sich daraus – oder: Louis gewinnt 7; ändert sich nichts: nichts)"},
		{de.ChoiceForm(3, false), "(Antwort: ein Buchstabe (a, b oder c) – oder der Text einer Möglichkeit)"},
		{fr.ChoiceForm(2, true), "(Réponse\u00a0: une lettre (a ou b) – ou la réponse elle-même)"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got  %q\nwant %q", c.got, c.want)
		}
	}
	// no capital after a colon, but a card, a rank and a name keep theirs
	for in, want := range map[string]string{
		"Une mise.": "une mise.", "A est le rang.": "A est le rang.", "10♦ prend.": "10♦ prend.",
		"YAML refuse.": "YAML refuse.", "Élevé.": "élevé.", "À deux.": "à deux.",
	} {
		if got := fr.Clause(in); got != want {
			t.Errorf("Clause(%q) = %q, want %q", in, got, want)
		}
		if got := de.Clause(in); got != in {
			t.Errorf("German Clause(%q) = %q, want it unchanged", in, got)
		}
	}
}

func first(s string, _ []string) string { return s }

// TestRuleTextsHaveNoColon: a rule is read after „Regel:“, « Règle : »
// or „Nicht erlaubt:“, so its own text holds no second colon (a payout
// "4:1" is not one).
func TestRuleTextsHaveNoColon(t *testing.T) {
	for _, l := range Langs() {
		p := New(l)
		for _, id := range ruleIDs() {
			for _, profile := range []string{"", "pharo", "pharaon"} {
				text, _ := p.RuleStatement(id, profile)
				if strings.Contains(codeColonRE.ReplaceAllString(text, ""), ":") {
					t.Errorf("%s %s (%s): a colon in %q", id, profile, l, text)
				}
			}
		}
	}
}
