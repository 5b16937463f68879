package locales

import (
	"strings"
	"testing"
)

// TestNextDueNoNestedParentheses: the quiz's next review names its topic
// in quotes, and no topic's name has parentheses of its own: « Prochaine
// révision de ce thème (doublets (pharaon)) » nested them (FR replay of
// issue 22).
func TestNextDueNoNestedParentheses(t *testing.T) {
	want := map[Lang]string{
		German: "Nächste Wiederholung des Themas „Doublets beim Pharaon“: morgen.",
		French: "Prochaine révision du thème « Doublets au pharaon » : demain.",
	}
	for _, l := range Langs() {
		p := New(l)
		got := strings.ReplaceAll(p.T(QuizNextDue, p.T(QuizTopicPharaonDoublet), map[Lang]string{German: "morgen", French: "demain"}[l]), "\u00a0", " ")
		if got != want[l] {
			t.Errorf("%s: %q, want %q", l, got, want[l])
		}
	}
	topics := 0
	for _, e := range catalogEntries(t) {
		if !strings.HasPrefix(e.name, "QuizTopic") {
			continue
		}
		topics++
		if strings.ContainsAny(e.de+e.fr, "()") {
			t.Errorf("%s: the topic's name has parentheses: %q / %q", e.name, e.de, e.fr)
		}
	}
	if topics < 15 {
		t.Fatalf("only %d quiz topics found", topics)
	}
}
