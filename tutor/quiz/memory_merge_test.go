package quiz

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/scenarios/statefile"
)

// sameMemory reports whether two memories hold equal records.
func sameMemory(a, b *Memory) bool {
	if len(a.Topics) != len(b.Topics) {
		return false
	}
	for t, ra := range a.Topics {
		rb := b.Topics[t]
		if rb == nil || !sameRecord(*ra, *rb) {
			return false
		}
	}
	return true
}

// showMemory renders a memory for failure messages.
func showMemory(m *Memory) string {
	b, _ := json.Marshal(m)
	return string(b)
}

// TestMergeMemoryExamples: two quizzes A and B start from the same file S
// and answer; merged in either order, each case worked by hand.
func TestMergeMemoryExamples(t *testing.T) {
	p := AnkiDefaults()
	// S: pharo.split answered Good once at 10:00 from new: learning,
	// step 1 (the 10-minute step), due 10:10.
	s := NewMemory()
	s.Topics[PharoSplit] = &Record{Schedule: Schedule{State: StateLearning, Step: 1, Ease: 2500, Due: at(1, 10, 10), Reps: 1},
		Right: 1, Last: at(1, 10, 0)}
	s.Topics[PasurBest] = &Record{Schedule: Schedule{State: StateReview, Ease: 2500, Interval: 3, DueDay: 20000, Reps: 4, Lapses: 1},
		Right: 3, Wrong: 1, Last: at(1, 9, 0)}

	t.Run("same topic: every answer counted, the later answer's schedule", func(t *testing.T) {
		a, b := s.Clone(), s.Clone()
		a.Answer(PharoSplit, Good, at(1, 10, 12), p)  // graduates: review, 1 day
		b.Answer(PharoSplit, Again, at(1, 10, 20), p) // back to step 0, due 10:21
		for _, r := range []*Memory{MergeMemory(s, b, MergeMemory(s, a, s)), MergeMemory(s, a, MergeMemory(s, b, s))} {
			got := r.Topics[PharoSplit]
			want := Record{Schedule: Schedule{State: StateLearning, Step: 0, Ease: 2500, Due: at(1, 10, 21), Reps: 3},
				Right: 2, Wrong: 1, Last: at(1, 10, 20)}
			if got == nil || !sameRecord(*got, want) {
				t.Errorf("got %+v, want %+v", got, want)
			}
			if !sameRecord(*r.Topics[PasurBest], *s.Topics[PasurBest]) {
				t.Errorf("untouched topic changed: %+v", r.Topics[PasurBest])
			}
		}
	})
	t.Run("different topics: both kept as answered", func(t *testing.T) {
		a, b := s.Clone(), s.Clone()
		a.Answer(PasurSur, Good, at(1, 11, 0), p)
		b.Answer(PharoCopper, Again, at(1, 11, 1), p)
		r := MergeMemory(s, b, MergeMemory(s, a, s))
		if !sameRecord(*r.Topics[PasurSur], *a.Topics[PasurSur]) || !sameRecord(*r.Topics[PharoCopper], *b.Topics[PharoCopper]) ||
			len(r.Topics) != 4 {
			t.Errorf("got %s", showMemory(r))
		}
		if r.Topics[PasurSur].Right != 1 || r.Topics[PharoCopper].Wrong != 1 {
			t.Errorf("counts %+v %+v", r.Topics[PasurSur], r.Topics[PharoCopper])
		}
	})
	t.Run("a review lapse in one, a review in the other: lapses and reps add up", func(t *testing.T) {
		a, b := s.Clone(), s.Clone()
		now := at(1, 12, 0)
		a.Answer(PasurBest, Again, now, p)               // lapse: relearning
		b.Answer(PasurBest, Good, now.Add(time.Hour), p) // later: review
		r := MergeMemory(s, a, MergeMemory(s, b, s)).Topics[PasurBest]
		if r.Reps != 6 || r.Lapses != 2 || r.Right != 4 || r.Wrong != 2 || r.State != StateReview || !r.Last.Equal(now.Add(time.Hour)) {
			t.Errorf("got %+v", r)
		}
	})
	t.Run("a reset wins over what was saved before it", func(t *testing.T) {
		a, b := s.Clone(), s.Clone()
		a.Answer(PharoSplit, Good, at(1, 10, 12), p)
		b.Reset("pharo")
		ab := MergeMemory(s, b, MergeMemory(s, a, s))
		if ab.Topics[PharoSplit] != nil || ab.Topics[PasurBest] == nil {
			t.Errorf("A then B: %s", showMemory(ab))
		}
		// B's reset saved first: A's answer, after it, is the topic's one answer.
		ba := MergeMemory(s, a, MergeMemory(s, b, s)).Topics[PharoSplit]
		if ba == nil || ba.Right != 1 || ba.Wrong != 0 || ba.Reps != 1 || ba.State != StateReview {
			t.Errorf("B then A: %+v", ba)
		}
	})
	t.Run("topics this croupier does not know are kept", func(t *testing.T) {
		disk := s.Clone()
		disk.Topics["pharo.future"] = &Record{Schedule: Schedule{State: StateNew}, Right: 7}
		a := s.Clone()
		a.Answer(PasurSur, Good, at(1, 11, 0), p)
		if r := MergeMemory(s, a, disk); r.Topics["pharo.future"] == nil || r.Topics["pharo.future"].Right != 7 {
			t.Errorf("got %s", showMemory(r))
		}
	})
}

// randomAnswers answers n random topics with random grades at times
// start, start+step, start+2·step ….
func randomAnswers(rng *rand.Rand, m *Memory, n int, start time.Time, step time.Duration) {
	topics := []Topic{PharoSingle, PharoSplit, PharoCopper, PasurSur, PasurBest}
	p := AnkiDefaults()
	lessons := []string{"faro-04-coppern", "faro-08-split-nachbarn"}
	for i := range n {
		t, when := topics[rng.IntN(len(topics))], start.Add(time.Duration(i)*step)
		if rng.IntN(3) == 0 { // a lesson's answer (memory_lesson.go)
			m.LessonAnswer(t, lessons[rng.IntN(len(lessons))], rng.IntN(2) == 0, when, p)
			continue
		}
		m.Answer(t, Grade(1+rng.IntN(4)), when, p)
	}
}

// TestMergeMemoryProperties: on random answers of two quizzes from the
// same file (their times interleaved), in both orders: the counts are
// S's plus both quizzes' new answers, the schedule is that of the later
// answer, and the two orders agree; merging without changes changes
// nothing, onto an unchanged file gives this quiz's memory, and a quiz
// that adopted the result merges to a no-op.
func TestMergeMemoryProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2))
	t0 := at(1, 8, 0)
	for i := range 2000 {
		s := NewMemory()
		randomAnswers(rng, s, rng.IntN(8), t0, time.Minute)
		later := t0.Add(time.Hour)
		a, b := s.Clone(), s.Clone()
		randomAnswers(rng, a, rng.IntN(8), later, 2*time.Minute)
		randomAnswers(rng, b, rng.IntN(8), later.Add(time.Minute), 2*time.Minute)
		if got := MergeMemory(s, s, b); !sameMemory(got, b) {
			t.Fatalf("%d: no change altered the file", i)
		}
		if got := MergeMemory(s, a, s); !sameMemory(got, a) {
			t.Fatalf("%d: onto an unchanged file: %s, want %s", i, showMemory(got), showMemory(a))
		}
		ab := MergeMemory(s, b, MergeMemory(s, a, s))
		ba := MergeMemory(s, a, MergeMemory(s, b, s))
		if !sameMemory(ab, ba) {
			t.Fatalf("%d: the orders disagree:\n%s\n%s", i, showMemory(ab), showMemory(ba))
		}
		if again := MergeMemory(ab, ab.Clone(), ab); !sameMemory(again, ab) {
			t.Fatalf("%d: not idempotent", i)
		}
		for topic, r := range ab.Topics {
			var rs, ra, rb Record
			for _, c := range []struct {
				m *Memory
				r *Record
			}{{s, &rs}, {a, &ra}, {b, &rb}} {
				if x := c.m.Get(topic); x != nil {
					*c.r = *x
				}
			}
			if r.Right != ra.Right+rb.Right-rs.Right || r.Wrong != ra.Wrong+rb.Wrong-rs.Wrong ||
				r.Reps != ra.Reps+rb.Reps-rs.Reps || r.Lapses != ra.Lapses+rb.Lapses-rs.Lapses ||
				r.LessonRight != ra.LessonRight+rb.LessonRight-rs.LessonRight || r.LessonWrong != ra.LessonWrong+rb.LessonWrong-rs.LessonWrong {
				t.Fatalf("%d %s: counts %+v from S %+v A %+v B %+v", i, topic, r, rs, ra, rb)
			}
			latest := rs
			for _, x := range []Record{ra, rb} {
				if x.Last.After(latest.Last) {
					latest = x
				}
			}
			if latest.State == "" { // only a lesson's right answers: a new topic
				latest.State = StateNew
			}
			if r.Schedule.State != latest.State || r.Step != latest.Step || r.Ease != latest.Ease ||
				r.Interval != latest.Interval || !r.Due.Equal(latest.Due) || r.DueDay != latest.DueDay || !r.Last.Equal(latest.Last) {
				t.Fatalf("%d %s: schedule %+v, the latest answer's %+v", i, topic, r, latest)
			}
		}
		total := func(m *Memory) (n int) {
			for _, r := range m.Topics {
				n += r.Right + r.Wrong + r.LessonRight + r.LessonWrong
			}
			return n
		}
		if total(ab) != total(a)+total(b)-total(s) {
			t.Fatalf("%d: %d answers, want %d", i, total(ab), total(a)+total(b)-total(s))
		}
	}
}

// TestStoreSyncQuiz: two quizzes on the same file answer, save, answer
// and save again: all answers are kept once; a third opening sees the
// same memory.
func TestStoreSyncQuiz(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	p := AnkiDefaults()
	type quiz struct{ base, mine *Memory }
	open := func() *quiz {
		m, rep := (&Store{Path: path}).Open()
		if rep.Status != statefile.Loaded && rep.Status != statefile.Fresh {
			t.Fatalf("open: %+v", rep)
		}
		return &quiz{base: m.Clone(), mine: m}
	}
	sync := func(q *quiz) {
		merged, _, err := (&Store{Path: path}).Sync(q.base, q.mine)
		if err != nil {
			t.Fatal(err)
		}
		q.base, q.mine = merged.Clone(), merged
	}
	a, b := open(), open()
	a.mine.Answer(PharoSplit, Good, at(2, 10, 0), p)
	b.mine.Answer(PharoSplit, Again, at(2, 10, 1), p)
	b.mine.Answer(PasurSur, Good, at(2, 10, 2), p)
	sync(a)
	sync(b)
	a.mine.Answer(PasurSur, Again, at(2, 10, 3), p)
	sync(a)
	sync(b)
	c := open()
	split, sur := c.mine.Get(PharoSplit), c.mine.Get(PasurSur)
	if split == nil || split.Right != 1 || split.Wrong != 1 || sur == nil || sur.Right != 1 || sur.Wrong != 1 || !sur.Last.Equal(at(2, 10, 3)) {
		t.Errorf("got %s", showMemory(c.mine))
	}
	if !sameMemory(a.mine, b.mine) || !sameMemory(b.mine, c.mine) {
		t.Error("the quizzes disagree")
	}
}

// TestStoreSyncQuizConcurrent: four quizzes at once, each answering and
// saving after every answer: every answer is kept once.
func TestStoreSyncQuizConcurrent(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	const quizzes, answers = 4, 10
	p := AnkiDefaults()
	var wg sync.WaitGroup
	for n := range quizzes {
		wg.Go(func() {
			st := &Store{Path: path}
			mine, _ := st.Open()
			base := mine.Clone()
			for i := range answers {
				g := Good
				if i%2 == 1 {
					g = Again
				}
				mine.Answer(PharoSingle, g, at(3, 10, 0).Add(time.Duration(n*answers+i)*time.Second), p)
				merged, _, err := st.Sync(base, mine)
				if err != nil {
					t.Error(err)
					return
				}
				base, mine = merged.Clone(), merged
			}
		})
	}
	wg.Wait()
	m, _ := (&Store{Path: path}).Open()
	r := m.Get(PharoSingle)
	if r == nil || r.Right != quizzes*answers/2 || r.Wrong != quizzes*answers/2 || r.Reps != quizzes*answers {
		t.Errorf("got %+v, want %d right and %d wrong", r, quizzes*answers/2, quizzes*answers/2)
	}
}

// TestStoreOpenQuizStates: a corrupt file is kept and reported; a newer
// version's file is left alone and never written over.
func TestStoreOpenQuizStates(t *testing.T) {
	dir := t.TempDir()
	st := &Store{Path: filepath.Join(dir, FileName)}
	if err := os.WriteFile(st.Path, []byte(`{"version":1,"topics":{"pharo.split":{"state":"odd"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	m, rep := st.Open()
	if rep.Status != statefile.Recovered || len(m.Topics) != 0 || !strings.HasPrefix(rep.Kept, st.Path+".corrupt-") {
		t.Errorf("corrupt: %+v", rep)
	}
	const newer = `{"version":2,"topics":{},"decks":{}}`
	if err := os.WriteFile(st.Path, []byte(newer), 0o600); err != nil {
		t.Fatal(err)
	}
	m, rep = st.Open()
	if rep.Status != statefile.Newer || rep.Version != 2 {
		t.Errorf("newer: %+v", rep)
	}
	m.Answer(PharoSplit, Good, at(2, 10, 0), AnkiDefaults())
	merged, _, err := st.Sync(NewMemory(), m)
	if !errors.Is(err, statefile.ErrNewer) || merged != nil {
		t.Errorf("sync over a newer file: %v", err)
	}
	if b, _ := os.ReadFile(st.Path); string(b) != newer {
		t.Errorf("newer file changed: %s", b)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if len(names) != 3 { // quiz.json, its lock, one corrupt copy
		t.Errorf("directory: %v", names)
	}
}
