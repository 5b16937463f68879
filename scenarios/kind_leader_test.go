package scenarios

import (
	"os"
	"strings"
	"testing"
)

// docExample returns the yaml example of docs/scenario-format.md whose id
// is id.
func docExample(t *testing.T, id string) string {
	t.Helper()
	doc, err := os.ReadFile("../docs/scenario-format.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range yamlBlockRE.FindAllStringSubmatch(string(doc), -1) {
		if strings.Contains(m[1], "\nid: "+id+"\n") {
			return m[1]
		}
	}
	t.Fatalf("no example %s", id)
	return ""
}

// TestLeader: leader answers who leads at any point, where winner waits
// for the end. The docs' match to 11 (its arithmetic in the docs): Dan
// leads 9 to 0 after the first round; after the third it is 13 all, and
// both lead; the docs' Pharo session ends Doc 94, Dan 110, Anna 96.
func TestLeader(t *testing.T) {
	match := docExample(t, "doc-partie")
	match = strings.Replace(match, `      - ask: {question: "Qui joue en premier ?", to_play: {}, expect: Anna}`,
		`      - ask: {question: "Qui mène ?", leader: {}, expect: [Dan]}
      - ask: {question: "Qui joue en premier ?", to_play: {}, expect: Anna}`, 1)
	match = strings.Replace(match, `      - ask: {question: "La partie est-elle finie ?", over: {of: match}, expect: false}`,
		`      - ask: {question: "La partie est-elle finie ?", over: {of: match}, expect: false}
      - ask: {question: "Qui mène ?", leader: {}, expect: [Anna, Dan]}`, 1)
	session := strings.Replace(docExample(t, "doc-sitzung"), "          winner: {}\n          expect: [Dan]",
		"          leader: {}\n          expect: [Dan]", 1)
	for name, src := range map[string]string{"match": match, "session": session} {
		s, diags := Load(name+".yaml", []byte(src))
		if len(diags) > 0 {
			t.Fatalf("%s: %v", name, Diagnostics(diags))
		}
		if r := Run(s); len(r.Failures) > 0 || r.Checked == 0 {
			t.Errorf("%s: %v (%d checked)", name, Diagnostics(r.Failures), r.Checked)
		}
		wrong := strings.Replace(src, "leader: {}, expect: [Dan]}", "leader: {}, expect: [Anna]}", 1)
		wrong = strings.Replace(wrong, "leader: {}\n          expect: [Dan]", "leader: {}\n          expect: [Anna]", 1)
		s, _ = Load(name+".yaml", []byte(wrong))
		if r := Run(s); len(r.Failures) != 1 {
			t.Errorf("%s: a wrong leader gives %d failures", name, len(r.Failures))
		}
	}
	// A file of one deal has no session to lead.
	one := strings.Replace(base, "      settlement: {}\n      expect: {Dan: +4, Anna: +2, Bank: -6}", "      leader: {}", 1)
	if _, diags := Load("one.yaml", []byte(one)); !hasCode(diags, CodeUnanswerable) {
		t.Errorf("leader in a single deal: %v", Diagnostics(diags))
	}
}
