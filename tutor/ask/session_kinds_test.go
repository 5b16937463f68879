package ask

import (
	"io/fs"
	"testing"

	"croupier/scenarios"
	"croupier/tutor/input"
)

// sessionKinds are the question kinds of sessions, matches and the
// table's contents.
var sessionKinds = map[scenarios.QuestionKind]bool{
	scenarios.QHoldings: true, scenarios.QBalance: true, scenarios.QPileClubs: true, scenarios.QOver: true,
	scenarios.QTable: true, scenarios.QPile: true, scenarios.QBanker: true, scenarios.QDealer: true,
	scenarios.QToPlay: true, scenarios.QLastCapture: true, scenarios.QWinner: true, scenarios.QStanding: true,
	scenarios.QLayout: true, scenarios.QReturned: true, scenarios.QTableCheck: true, scenarios.QOdds: true,
}

// TestSessionKindsAnswered: learners' answers to the question kinds of
// sessions, matches and the table's contents in the corpus
// (faro-14-sitzung, pasur-11-ziel-und-runden, faro-15-chancen,
// pasur-19-tischpruefung, pasur-20-elf-runden), typed in German or
// French, are read and judged right; a wrong one is judged wrong.
func TestSessionKindsAnswered(t *testing.T) {
	right := map[string][]string{
		"faro-14-sitzung": {"Dan 4 auf 9; Anna 2 auf K gecoppert", "100", "Doc 94, Dan 104, Anna 102", "keine",
			"Doc 2 auf 7", "Doc 96, Dan 103, Anna 101", "nein", "Anna", "-4", "Dan"},
		"pasur-11-ziel-und-runden": {"Dan 9, Anna 0", "non", "Anna", "Dan 9, Anna 8", "Dan 13, Anna 13", "Dan", "Anna"},
		"faro-15-chancen":          {"2/425", "11,6 %", "1/17", "1/1176", "0"},
		"pasur-19-tischpruefung":   {"Bube ersetzt", "1", "Anna"},
		"pasur-20-elf-runden":      {"niemand", "3♥ 4♠", "Dan 9, Anna 9", "nein", "Dan 27, Anna 27", "Dan", "Dan 32, Anna 32", "unentschieden"},
	}
	wrong := map[string]string{"faro-14-sitzung": "Doc 4 auf 9", "faro-15-chancen": "1/400", "pasur-20-elf-runden": "Dan"}
	for id, answers := range right {
		data, err := fs.ReadFile(scenarios.Corpus(), "corpus/"+id+".yaml")
		if err != nil {
			t.Fatal(err)
		}
		s, diags := scenarios.Load(id, data)
		if len(diags) > 0 {
			t.Fatal(scenarios.Diagnostics(diags))
		}
		rep, err := scenarios.NewReplay(s)
		if err != nil {
			t.Fatal(err)
		}
		k := 0
		for {
			st, ok := rep.Next()
			if !ok {
				break
			}
			q := st.Question
			if q == nil || q.Kind() == scenarios.QChoice || len(q.Options()) > 0 {
				continue
			}
			if !sessionKinds[q.Kind()] {
				continue
			}
			if k >= len(answers) {
				t.Fatalf("%s: more such questions than answers", id)
			}
			ctx := &input.Context{Players: Names(s)}
			if b := rep.Banker(); b >= 0 {
				ctx.Bank = s.Players[b].Name
			}
			judge := func(line string) bool {
				ans, _, err := convert(input.NewLine(line), q.Kind(), q.Spec(), ctx)
				if err != nil {
					t.Errorf("%s %s: %q: %v", id, q.Kind(), line, err)
					return false
				}
				return q.Check(ans).Correct
			}
			if !judge(answers[k]) {
				t.Errorf("%s step %d (%s): %q judged wrong, want %v", id, st.Index+1, q.Kind(), answers[k], q.Want())
			}
			if w, ok := wrong[id]; ok && k == 0 && judge(w) {
				t.Errorf("%s: %q judged right", id, w)
			}
			k++
		}
		if k != len(answers) {
			t.Errorf("%s: %d such questions, %d answers", id, k, len(answers))
		}
	}
}
