package quiz

import (
	"errors"
	"reflect"
	"strings"
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

// TestFixedQuizIgnoresMemory: a fixed drill (croupier quiz --seed N)
// gives the same questions whatever the memory holds — here a fresh one,
// one with every topic due for review, and the memory the first run
// left — at level 2 unless a level is given; every topic comes once
// before any comes twice, never twice in a row.
func TestFixedQuizIgnoresMemory(t *testing.T) {
	opts := Options{Game: "pharo", Seed: 7, N: 12, Fixed: true}
	mem := NewMemory()
	a := runQuiz(t, opts, mem, Good, Again, Good)
	due := NewMemory()
	p := AnkiDefaults()
	for _, tp := range Topics("pharo") {
		due.Topics[tp] = &Record{Schedule: Schedule{State: StateReview, Interval: 30, Ease: 2500, DueDay: DayOf(at(1, 9, 0), p)}}
	}
	b := runQuiz(t, opts, due, Again)
	c := runQuiz(t, opts, mem, Good)
	if !reflect.DeepEqual(a, b) || !reflect.DeepEqual(a, c) {
		t.Error("the memory changed a fixed quiz")
	}
	seen := map[Topic]bool{}
	for i, it := range a {
		if it.Level != FixedLevel {
			t.Errorf("question %d at level %d", i+1, it.Level)
		}
		if i > 0 && a[i-1].Topic == it.Topic {
			t.Errorf("questions %d and %d: %s twice", i, i+1, it.Topic)
		}
		if i < len(Topics("pharo")) && seen[it.Topic] {
			t.Errorf("question %d: %s again before every topic came", i+1, it.Topic)
		}
		seen[it.Topic] = true
	}
	if d := runQuiz(t, Options{Game: "pharo", Seed: 8, N: 12, Fixed: true}, NewMemory(), Good); reflect.DeepEqual(a, d) {
		t.Error("seeds 7 and 8 gave the same drill")
	}
	if got := (Options{Game: "pharo", Seed: 1234, Level: 2}).ReplayArgs(); strings.Join(got, " ") != "pharo --seed 1234 --level 2" {
		t.Errorf("replay %v", got)
	}
	if got := (Options{Seed: 5, N: 3}).ReplayArgs(); strings.Join(got, " ") != "--seed 5 --level 2 --n 3" {
		t.Errorf("replay %v", got)
	}
}

// TestFixedTopicsRounds: the topics of a fixed drill come in rounds, each
// round every topic once, for every game and many seeds.
func TestFixedTopicsRounds(t *testing.T) {
	for _, game := range append(Games(), "") {
		all := Topics(game)
		for seed := uint64(0); seed < 200; seed++ {
			ts := FixedTopics(game, seed, 3*len(all))
			for r := 0; r < 3; r++ {
				seen := map[Topic]bool{}
				for _, tp := range ts[r*len(all) : (r+1)*len(all)] {
					seen[tp] = true
				}
				if len(seen) != len(all) {
					t.Fatalf("%q seed %d round %d: %d of %d topics", game, seed, r, len(seen), len(all))
				}
			}
			for i := 1; i < len(ts); i++ {
				if ts[i] == ts[i-1] {
					t.Fatalf("%q seed %d: %s twice in a row at %d", game, seed, ts[i], i)
				}
			}
		}
	}
}
