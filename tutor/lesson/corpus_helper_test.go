package lesson

import (
	"sync"
	"testing"

	"croupier/scenarios"
)

var (
	corpusOnce sync.Once
	corpusLib  *Library
	corpusErr  error
)

// corpusLesson loads one embedded lesson (the corpus is read once into
// corpusLib).
func corpusLesson(t testing.TB, id string) *scenarios.Scenario {
	t.Helper()
	corpusOnce.Do(func() {
		corpusLib = &Library{}
		corpusErr = corpusLib.AddFS(scenarios.Corpus(), false)
	})
	if corpusErr != nil {
		t.Fatal(corpusErr)
	}
	l := corpusLib.Find(id)
	if l == nil {
		t.Fatalf("no lesson %s", id)
	}
	return l.Scenario()
}
