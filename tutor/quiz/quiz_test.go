package quiz

import (
	"errors"
	"reflect"
	"testing"
	"time"
)

// runQuiz answers every question of a quiz with the grades given (the
// last one repeated), one minute apart, and returns the items.
func runQuiz(t *testing.T, opts Options, mem *Memory, grades ...Grade) []*Item {
	t.Helper()
	q, err := New(opts, mem)
	if err != nil {
		t.Fatal(err)
	}
	now := at(2, 9, 0)
	var items []*Item
	for i := 0; !q.Done(); i++ {
		it, err := q.Next(now)
		if err != nil {
			t.Fatal(err)
		}
		items = append(items, it)
		g := grades[min(i, len(grades)-1)]
		q.Answer(it, g, now)
		now = now.Add(time.Minute)
	}
	return items
}

// TestQuizSameSeed: the same seed and the same memory give the same quiz.
func TestQuizSameSeed(t *testing.T) {
	opts := Options{Game: "pharo", Seed: 7, N: 12}
	a := runQuiz(t, opts, NewMemory(), Good, Again, Good)
	b := runQuiz(t, opts, NewMemory(), Good, Again, Good)
	if !reflect.DeepEqual(a, b) {
		t.Error("seed 7 gave two quizzes")
	}
	c := runQuiz(t, Options{Game: "pharo", Seed: 8, N: 12}, NewMemory(), Good, Again, Good)
	if reflect.DeepEqual(a, c) {
		t.Error("seeds 7 and 8 gave the same quiz")
	}
	for _, it := range a {
		if it.Topic.Game() != "pharo" || it.Level != 1 {
			t.Errorf("%s level %d in a fresh pharo quiz", it.Topic, it.Level)
		}
	}
}

// TestQuizMissedComesBack: on a fresh memory the topics of the game come
// in curriculum order; a missed one relearns with a one-minute step, so
// it is due again before the remaining new topics (Anki shows due
// learning cards first), though never twice in a row. Questions here are
// a minute apart.
func TestQuizMissedComesBack(t *testing.T) {
	items := runQuiz(t, Options{Game: "pasur", Seed: 1, N: 6}, NewMemory(), Good, Good, Again, Good)
	want := []Topic{PasurCapture, PasurLegal, PasurBest, PasurSur, PasurBest, PasurScore}
	for i, tp := range want {
		if items[i].Topic != tp {
			t.Fatalf("question %d: %s, want %s", i+1, items[i].Topic, tp)
		}
	}
}

// TestQuizDueFirst: a review due today comes before new topics.
func TestQuizDueFirst(t *testing.T) {
	p := AnkiDefaults()
	m := NewMemory()
	m.Topics[PharaonCall] = &Record{Schedule: Schedule{State: StateReview, Interval: 9, Ease: 2500, DueDay: DayOf(at(2, 9, 0), p)}}
	items := runQuiz(t, Options{Game: "pharaon", Seed: 3, N: 1}, m, Good)
	if items[0].Topic != PharaonCall || items[0].Level != 3 {
		t.Errorf("first: %s level %d", items[0].Topic, items[0].Level)
	}
	if r := m.Get(PharaonCall); r.Interval != 22 || r.Right != 1 {
		// good = max(⌊9·2.5⌋ = 22, ⌊9·1.2⌋ + 1 = 11)
		t.Errorf("after Good: %+v", r)
	}
}

// TestQuizOptions: bad games, levels and counts are typed errors; a
// fixed level holds for every question.
func TestQuizOptions(t *testing.T) {
	for _, o := range []Options{{Game: "poker"}, {Level: 4}, {N: MaxQuestions + 1}, {N: -1}} {
		if _, err := New(o, nil); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	if _, err := New(Options{Game: "skat"}, nil); !errors.Is(err, ErrGame) {
		t.Errorf("game: %v", err)
	}
	q, _ := New(Options{}, nil)
	if q.Options().N != DefaultQuestions {
		t.Errorf("default N %d", q.Options().N)
	}
	for _, it := range runQuiz(t, Options{Level: 3, N: 5, Seed: 9}, nil, Good) {
		if it.Level != 3 {
			t.Errorf("level %d", it.Level)
		}
	}
}

// TestLevelFor: new and learning topics at level 1, reviews at 2, long
// intervals at 3.
func TestLevelFor(t *testing.T) {
	cases := []struct {
		r    *Record
		want int
	}{
		{nil, 1},
		{&Record{Schedule: Schedule{State: StateLearning}}, 1},
		{&Record{Schedule: Schedule{State: StateRelearning, Interval: 30}}, 1},
		{&Record{Schedule: Schedule{State: StateReview, Interval: 6}}, 2},
		{&Record{Schedule: Schedule{State: StateReview, Interval: 7}}, 3},
	}
	for _, c := range cases {
		if got := LevelFor(c.r); got != c.want {
			t.Errorf("%+v: %d", c.r, got)
		}
	}
}
