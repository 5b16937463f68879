package tutor

import (
	"io"
	"os"
	"testing"
	"time"

	"croupier/scenarios"
)

// openQuestion returns a session at the first question of a test lesson.
func openQuestion(b *testing.B, lesson string) *Session {
	b.Helper()
	s := NewSession(Config{Library: testLibrary(b)}, io.Discard)
	s.Start()
	s.Handle(lesson)
	if s.run == nil || s.run.q == nil {
		b.Fatal("no question")
	}
	return s
}

// BenchmarkCheckSettlement measures reading and checking a settlement
// answer ("Dan +4, Anna +2, Ben -6") against the engine's verdict; issue
// 5 asks for at most 5 ms per answer.
func BenchmarkCheckSettlement(b *testing.B) {
	s := openQuestion(b, "1")
	q := s.run.q
	b.ReportAllocs()
	for b.Loop() {
		a, err := s.toAnswer("Dan +4, Anna +2, Ben -6", q)
		if err != nil {
			b.Fatal(err)
		}
		if !q.Check(a).Correct {
			b.Fatal("wrong")
		}
	}
}

// BenchmarkCheckCapture measures a Pasur capture answer ("nehme 4♦").
func BenchmarkCheckCapture(b *testing.B) {
	s := openQuestion(b, "3")
	q := s.run.q
	b.ReportAllocs()
	for b.Loop() {
		a, err := s.toAnswer("nehme 4♦", q)
		if err != nil {
			b.Fatal(err)
		}
		if !q.Check(a).Correct {
			b.Fatal("wrong")
		}
	}
}

// BenchmarkParseSettlement measures the parser alone.
func BenchmarkParseSettlement(b *testing.B) {
	ctx := fuzzContext()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseAnswer("Dan gagne 4, Anna gagne 2, banque perd 6", AnsSettlement, ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStart measures starting a session with the embedded lessons up
// to the first prompt as the command does (the lessons' headers, the
// progress and the menu); issue 5 asks for the first prompt within 50 ms.
func BenchmarkStart(b *testing.B) {
	dir := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		lib := &Library{}
		if err := lib.AddFSLazy(scenarios.Corpus()); err != nil {
			b.Fatal(err)
		}
		s := NewSession(Config{Library: lib, Store: &Store{Path: dir + "/progress.json"}}, io.Discard)
		s.Start()
		_ = s.Prompt()
	}
}

// BenchmarkLoadCorpus measures reading and checking every embedded
// lesson in full (what AddFS does; the command defers it to each
// lesson's opening).
func BenchmarkLoadCorpus(b *testing.B) {
	dir := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		lib := &Library{}
		if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
			b.Fatal(err)
		}
		s := NewSession(Config{Library: lib, Store: &Store{Path: dir + "/progress.json"}}, io.Discard)
		s.Start()
		_ = s.Prompt()
	}
}

// TestAnswerSpeed checks the 5 ms bound per answer on a whole lesson's
// answers (a generous bound for slow CI machines is 5 ms each on
// average, measured over the lesson).
func TestAnswerSpeed(t *testing.T) {
	if testing.Short() || os.Getenv("CROUPIER_NO_TIMING") != "" {
		t.Skip("timing")
	}
	s := NewSession(Config{Library: testLibrary(t)}, io.Discard)
	s.Start()
	s.Handle("1")
	answers := []string{"Dan +4, Anna +2, Ben -6", "Anna -1½, Ben +1½", "2", "nein", "b"}
	start := time.Now()
	for _, a := range answers {
		s.Handle(a)
	}
	if per := time.Since(start) / time.Duration(len(answers)); per > 5*time.Millisecond {
		t.Errorf("%v per answer, want at most 5 ms", per)
	}
}
