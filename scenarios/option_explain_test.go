package scenarios

import (
	"testing"
)

// explainFile is a two-language Pharo scenario whose options carry an
// explanation each (issue 11: "options may carry a short explain: text";
// pharo.de.txt "Ein Abzug": the first card of a turn loses).
const explainFile = `id: t-explain
lang: [de, fr]
title: {de: Test, fr: Test}
game: faro
profile: pharo
players:
  - {name: Bank, banker: true}
  - {name: Dan, chips: 100}
deck: {cards: [5♣, K♦, 9♣], seed: 7}
steps:
  - bet: {player: Dan, rank: "9", stake: 4}
  - turn: {}
  - ask:
      question: {de: "Welche Karte verliert?", fr: "Quelle carte perd ?"}
      choice:
        - text: {de: "Die 9", fr: "Le 9"}
          explain: {de: "Die Höhe entscheidet nicht.", fr: "La hauteur ne décide pas."}
        - text: {de: "Der König", fr: "Le roi"}
          correct: true
  - ask:
      question: {de: "Was gewinnt Dan?", fr: "Que gagne Dan ?"}
      settlement: {}
      choices:
        - answer: {Dan: +4, Bank: -4}
        - {answer: {Dan: -4, Bank: +4}, text: {de: "Dan verliert 4", fr: "Dan perd 4"}, explain: {de: "Die 9 kam als zweite Karte.", fr: "Le 9 est sorti en second."}}
`

// TestOptionExplain: an option's explanation is read in every declared
// language, on author-marked choices and on engine answers alike.
func TestOptionExplain(t *testing.T) {
	s, diags := Load("explain.yaml", []byte(explainFile))
	if len(diags) > 0 {
		t.Fatal(Diagnostics(diags))
	}
	o := s.Steps[2].Ask.Options[0]
	if o.Explain.In(German) != "Die Höhe entscheidet nicht." || o.Explain.In(French) != "La hauteur ne décide pas." {
		t.Errorf("choice option explain: %v", o.Explain)
	}
	if !s.Steps[2].Ask.Options[1].Explain.Empty() {
		t.Errorf("an option without explain has one: %v", s.Steps[2].Ask.Options[1].Explain)
	}
	v := s.Steps[3].Ask.Options[1]
	if v.Explain.In(French) != "Le 9 est sorti en second." || v.Answer == nil {
		t.Errorf("answer option explain: %+v", v)
	}
	if res := Run(s); !res.Passed() {
		t.Errorf("run: %v", Diagnostics(res.Failures))
	}
}

// TestOptionExplainLanguages: an explanation missing a declared language,
// or in a language the file does not declare, is refused where it stands.
func TestOptionExplainLanguages(t *testing.T) {
	cases := []struct {
		name, old, new, code string
	}{
		{"missing fr", `explain: {de: "Die Höhe entscheidet nicht.", fr: "La hauteur ne décide pas."}`, `explain: {de: "Die Höhe entscheidet nicht."}`, CodeMissingText},
		{"plain text in two languages", `explain: {de: "Die Höhe entscheidet nicht.", fr: "La hauteur ne décide pas."}`, `explain: "Die Höhe entscheidet nicht."`, CodeMissingText},
		{"undeclared language", `explain: {de: "Die 9 kam als zweite Karte.", fr: "Le 9 est sorti en second."}`, `explain: {de: "Die 9 kam als zweite Karte.", fr: "Le 9 est sorti en second.", en: "x"}`, CodeUnknownKey},
		{"unknown option key", `          explain: {de: "Die Höhe`, `          explian: {de: "Die Höhe`, CodeUnknownKey},
	}
	for _, c := range cases {
		src := replaceOnce(t, explainFile, c.old, c.new)
		_, diags := Load("explain.yaml", []byte(src))
		found := false
		for _, d := range diags {
			found = found || d.Code == c.code
		}
		if !found {
			t.Errorf("%s: want %s, got %v", c.name, c.code, Diagnostics(diags))
		}
	}
}

func replaceOnce(t *testing.T, s, old, new string) string {
	t.Helper()
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	t.Fatalf("no %q", old)
	return ""
}
