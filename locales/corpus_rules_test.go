package locales

import (
	"regexp"
	"strings"
	"testing"

	"croupier/engine/faro"
	"croupier/scenarios"
)

// The tests of this file read the questions of the embedded lessons and
// check what the tutor cites with them and how they are asked (the
// learner reviews: a count cited with the dead-rank rule, a seating
// question with „Pasur spielen 2, 3 oder 4 Personen“, a list of stakes
// asked as a yes/no question).

// corpusQuestion is one question of the corpus with its lesson.
type corpusQuestion struct {
	sc *scenarios.Scenario
	q  *scenarios.Ask
}

// corpusQuestions returns every question of the embedded lessons.
func corpusQuestions(t *testing.T) []corpusQuestion {
	t.Helper()
	all, err := scenarios.CorpusScenarios()
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusQuestion
	for _, sc := range all {
		for _, st := range sc.Steps {
			if st.Kind == scenarios.StepAsk && st.Ask != nil {
				out = append(out, corpusQuestion{sc, st.Ask})
			}
		}
	}
	if len(out) < 200 {
		t.Fatalf("only %d questions in the corpus: the walker of this test is broken", len(out))
	}
	return out
}

// profileOf names a lesson's Faro profile as the rule texts key it.
func profileOf(sc *scenarios.Scenario) string {
	if sc.Game == scenarios.Faro && sc.Profile.Valid() {
		return sc.Profile.String()
	}
	return ""
}

// TestCountQuestionsCiteTheCasekeeper: a question how many cards of a
// rank are left cites the counting rule, from the counting section of its
// own rulebook („Der Kartenzähler“ of the Pharo rules, „05 / Comptage
// des cartes“ of the Pharaon rules), never the dead-rank rule; and the
// counting rule says that every rank starts at four.
func TestCountQuestionsCiteTheCasekeeper(t *testing.T) {
	counted := 0
	for _, cq := range corpusQuestions(t) {
		if cq.q.Kind != scenarios.QCount || cq.q.Rule == "" {
			continue
		}
		counted++
		if cq.q.Rule != string(faro.RuleCount) {
			t.Errorf("%s, count question %q cites %s, want %s", cq.sc.ID, cq.q.Prompt.In(scenarios.German), cq.q.Rule, faro.RuleCount)
			continue
		}
		section := secPharoCounter
		if cq.sc.Profile == faro.Pharaon {
			section = secPharaonCount
		}
		for _, l := range Langs() {
			p := New(l)
			text, ok := p.Rule(cq.q.Rule, profileOf(cq.sc))
			if !ok {
				t.Fatalf("%s: no text for %s", cq.sc.ID, cq.q.Rule)
			}
			if !strings.Contains(text, p.T(section)) {
				t.Errorf("%s (%s): the count question's rule does not name the section %q: %q", cq.sc.ID, l, p.T(section), text)
			}
			if four := map[Lang]string{German: "mit 4 Karten", French: "part de 4 cartes"}[l]; !strings.Contains(text, four) {
				t.Errorf("%s (%s): the counting rule does not say that a rank starts at four (%q): %q", cq.sc.ID, l, four, text)
			}
		}
	}
	if counted < 8 {
		t.Errorf("only %d count questions cite a rule; the lessons lost their citations", counted)
	}
}

// TestCorpusCitationsHaveASource: every rule a lesson's question cites
// has a text and names where it is written, in both languages.
func TestCorpusCitationsHaveASource(t *testing.T) {
	seen := map[string]bool{}
	for _, cq := range corpusQuestions(t) {
		key := cq.q.Rule + "/" + profileOf(cq.sc)
		if cq.q.Rule == "" || seen[key] {
			continue
		}
		seen[key] = true
		for _, l := range Langs() {
			if _, ok := New(l).Rule(cq.q.Rule, profileOf(cq.sc)); !ok {
				t.Errorf("%s cites %s, which has no text", cq.sc.ID, cq.q.Rule)
			}
			if _, ok := New(l).citation(cq.q.Rule, profileOf(cq.sc)); !ok {
				t.Errorf("%s cites %s, which names no source", cq.sc.ID, cq.q.Rule)
			}
		}
	}
}

// TestCitationsOfSettledGaps: where the course settles what a rulebook
// leaves open, the citation names both – the high card on equal ranks (the
// Pharo rules say only that it pays 1:1 when the player card is higher), a
// tie at the top of a Pasur match; and the Pasur questions about the deal
// and the seats cite the rule they ask about, not the number of players.
func TestCitationsOfSettledGaps(t *testing.T) {
	for _, l := range Langs() {
		p := New(l)
		course := strings.SplitN(p.T(BookCourse, "\x00"), "\x00", 2)[0]
		for _, c := range []struct{ id, profile, section string }{
			{"pharo.highcard.settle", "pharo", p.T(secPharoVariants)},
			{"pasur.match.over", "", p.T(secPasurWinning)},
		} {
			text, _ := p.citation(c.id, c.profile)
			if !strings.Contains(text, c.section) || !strings.Contains(text, course) {
				t.Errorf("%s (%s): the citation should name the rulebook's %q and the course: %q", c.id, l, c.section, text)
			}
		}
		deal, _ := p.citation("pasur.deal.count", "")
		if !strings.Contains(deal, p.T(secPasurDeal)) {
			t.Errorf("pasur.deal.count (%s) cites %q, want the section %q", l, deal, p.T(secPasurDeal))
		}
	}
	for _, cq := range corpusQuestions(t) {
		if cq.sc.Game != scenarios.Pasur || cq.q.Rule != "pasur.config.players" {
			continue
		}
		t.Errorf("%s: %q cites the number of players; cite the rule it asks about (pasur.deal.count, pasur.config.seating)", cq.sc.ID, cq.q.Prompt.In(scenarios.German))
	}
}

// listKinds are the question kinds whose answer is a list, an amount, a
// name or cards – not yes or no.
var listKinds = map[scenarios.QuestionKind]bool{
	scenarios.QSettlement: true, scenarios.QPayout: true, scenarios.QCount: true, scenarios.QDead: true,
	scenarios.QCapture: true, scenarios.QScore: true, scenarios.QHoldings: true, scenarios.QBalance: true,
	scenarios.QLayout: true, scenarios.QReturned: true, scenarios.QStanding: true, scenarios.QWinner: true,
	scenarios.QBanker: true, scenarios.QOdds: true, scenarios.QToPlay: true, scenarios.QDealer: true,
	scenarios.QTable: true, scenarios.QPile: true, scenarios.QPileClubs: true, scenarios.QLastCapture: true,
	scenarios.QTableCheck: true,
}

var (
	// yesNoDE: a German question whose last sentence opens with its verb.
	yesNoDE = regexp.MustCompile(`^(Liegt|Liegen|Ist|Sind|Darf|Dürfte|Kann|Könnte|Bleibt|Bleiben|Gibt|Hat|Haben|Wird|War|Macht|Nimmt|Gewinnt|Verliert)\b`)
	// whFR: a French interrogative word.
	whFR = regexp.MustCompile(`(?i)(^|[\s’(])((que|quel|quelle|quels|quelles|combien|qui|où|comment|lequel|laquelle|lesquels|lesquelles|quoi)($|[^\pL])|qu’)`)
	// yesNoFR: the inversion of a French yes/no question („Reste-t-il …“,
	// « Dan peut-il … », « Est-ce … »).
	yesNoFR = regexp.MustCompile(`(?i)-(t-)?(il|elle|on|ils|elles)($|[^\pL])|^est-ce`)
)

// lastSentence is the question's last sentence.
func lastSentence(s string) string {
	s = strings.TrimSpace(s)
	for _, sep := range []string{". ", "; ", "\u00a0; ", " – "} {
		if i := strings.LastIndex(s, sep); i >= 0 {
			s = s[i+len(sep):]
		}
	}
	return strings.TrimSpace(s)
}

// TestQuestionsAskWhatTheirKindAnswers: a question whose answer is a list,
// an amount or a name is not asked as a yes/no question („Liegt noch ein
// Einsatz auf der 7?“ with a list of stakes for an answer), in either
// language.
func TestQuestionsAskWhatTheirKindAnswers(t *testing.T) {
	for _, cq := range corpusQuestions(t) {
		if !listKinds[cq.q.Kind] || len(cq.q.Options) > 0 {
			continue
		}
		if de := cq.q.Prompt[scenarios.German]; de != "" && yesNoDE.MatchString(lastSentence(de)) {
			t.Errorf("%s: %s question asked as yes/no: %q", cq.sc.ID, cq.q.Kind, de)
		}
		if fr := lastSentence(cq.q.Prompt[scenarios.French]); yesNoFR.MatchString(fr) && !whFR.MatchString(fr) {
			t.Errorf("%s: %s question asked as yes/no: %q", cq.sc.ID, cq.q.Kind, fr)
		}
	}
}

// TestPileQuestionCitesPointFive: Pasur 6 asks where Anna's 3♥ goes after
// its capture; pasur.de.txt „Spielablauf“ says it in point 5 („Aufgenommene
// Karten werden verdeckt vor Ihnen als Ihr Aufnahmestapel abgelegt“), not
// in point 2, the sum of 11 it was cited by (DE replay of issue 22).
func TestPileQuestionCitesPointFive(t *testing.T) {
	found := false
	for _, cq := range corpusQuestions(t) {
		if cq.sc.ID != "pasur-06-anlegen" || !strings.Contains(cq.q.Prompt.In(scenarios.German), "nach der Aufnahme") {
			continue
		}
		found = true
		want := map[Lang]string{German: "„Spielablauf“, Punkt 5", French: "« Déroulement », point 5"}
		for _, l := range Langs() {
			text, _ := New(l).citation(cq.q.Rule, "")
			if !strings.Contains(strings.ReplaceAll(text, "\u00a0", " "), want[l]) {
				t.Errorf("%s (%s): the pile question cites %q, want %q", cq.sc.ID, l, text, want[l])
			}
		}
	}
	if !found {
		t.Fatal("Pasur 6 asks no longer where the card goes after its capture")
	}
}
