package tutor

import (
	"io"
	"testing"

	"croupier/scenarios"
	"croupier/tutor/lesson"
	"croupier/tutor/progress"
)

// BenchmarkAnswerLesson measures answering a whole test lesson (reading
// each answer, the engine's verdict, the feedback); issue 5 asked for at
// most 5 ms per answer.
func BenchmarkAnswerLesson(b *testing.B) {
	lib := testLibrary(b)
	answers := []string{"Dan +4, Anna +2, Ben -6", "Anna -1½, Ben +1½", "2", "nein", "b"}
	b.ReportAllocs()
	for b.Loop() {
		s := NewSession(Config{Library: lib}, io.Discard)
		s.Start()
		s.Handle("1")
		for _, a := range answers {
			s.Handle(a)
		}
	}
}

// BenchmarkStart measures starting a session with the embedded lessons up
// to the first prompt as the command does: every lesson read and checked
// once, the progress, the menu. Issue 5 asked for the first prompt within
// 50 ms.
func BenchmarkStart(b *testing.B) {
	dir := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		lib := &lesson.Library{}
		if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
			b.Fatal(err)
		}
		s := NewSession(Config{Library: lib, Store: &progress.Store{Path: dir + "/progress.json"}}, io.Discard)
		s.Start()
		_ = s.Prompt()
	}
}
