package quiz

import (
	"testing"
	"time"
)

// TestLessonAnswer: a lesson's mistake makes the topic due at once and
// is counted apart from the quiz's answers; a right lesson answer is
// counted and moves nothing (docs/quiz.md "What lessons tell the
// memory"). Worked by hand: a new topic answered Again starts learning
// at its first step (Anki: 1 minute), here due at once.
func TestLessonAnswer(t *testing.T) {
	p := AnkiDefaults()
	now := at(1, 10, 0)
	m := NewMemory()
	m.LessonAnswer(PharoCopper, "faro-04-coppern", true, now, p)
	r := m.Get(PharoCopper)
	if r.LessonRight != 1 || r.State != StateNew || !r.Last.IsZero() || r.Reps != 0 {
		t.Fatalf("right: %+v", r)
	}
	if m.Due([]Topic{PharoCopper}, now, p) != nil {
		t.Errorf("a right lesson answer made the topic due")
	}
	m.LessonAnswer(PharoCopper, "faro-04-coppern", false, now.Add(time.Minute), p)
	m.LessonAnswer(PharoCopper, "faro-04-coppern", false, now.Add(2*time.Minute), p)
	r = m.Get(PharoCopper)
	if r.LessonWrong != 2 || r.Right != 0 || r.Wrong != 0 || r.State != StateLearning || r.Step != 0 || r.Reps != 2 {
		t.Errorf("two mistakes: %+v", r)
	}
	if due := m.Due([]Topic{PharoCopper}, now.Add(2*time.Minute), p); len(due) != 1 {
		t.Errorf("not due at once after the mistake: %+v", r)
	}
	if l, n, ok := r.LessonReason(); !ok || l != "faro-04-coppern" || n != 2 {
		t.Errorf("reason %q %d %v", l, n, ok)
	}
	// a quiz answer after it: the reason is gone, the counts stay
	m.Answer(PharoCopper, Good, now.Add(5*time.Minute), p)
	r = m.Get(PharoCopper)
	if _, _, ok := r.LessonReason(); ok || r.LessonWrong != 2 || r.Right != 1 {
		t.Errorf("after a quiz answer: %+v", r)
	}
	// a new mistake in the lesson starts counting afresh
	m.LessonAnswer(PharoCopper, "faro-04-coppern", false, now.Add(6*time.Minute), p)
	if l, n, ok := m.Get(PharoCopper).LessonReason(); !ok || l != "faro-04-coppern" || n != 1 {
		t.Errorf("afresh: %q %d %v", l, n, ok)
	}
}

// TestMergeLessonAnswers: the lesson's counts add up like the quiz's; a
// lesson and a quiz saving at once keep both (docs/state.md "Merge
// rules").
func TestMergeLessonAnswers(t *testing.T) {
	p := AnkiDefaults()
	s := NewMemory()
	s.Topics[PharoCopper] = &Record{Schedule: Schedule{State: StateReview, Ease: 2500, Interval: 3, DueDay: 20000, Reps: 3},
		Right: 3, Last: at(1, 9, 0)}
	t.Run("a lesson and a quiz on one topic", func(t *testing.T) {
		lesson, q := s.Clone(), s.Clone()
		lesson.LessonAnswer(PharoCopper, "faro-04-coppern", false, at(1, 10, 0), p)
		lesson.LessonAnswer(PharoCopper, "faro-04-coppern", true, at(1, 10, 1), p)
		q.Answer(PharoCopper, Good, at(1, 10, 5), p)
		for _, r := range []*Memory{MergeMemory(s, q, MergeMemory(s, lesson, s)), MergeMemory(s, lesson, MergeMemory(s, q, s))} {
			got := r.Topics[PharoCopper]
			// quiz: 3 right before + 1; lesson: 1 right, 1 wrong; reps
			// 3 + 1 (lesson's Again) + 1 (quiz's Good); the lapse counts;
			// the schedule is the later answer's, the quiz's at 10:05
			if got.Right != 4 || got.Wrong != 0 || got.LessonRight != 1 || got.LessonWrong != 1 || got.Reps != 5 || got.Lapses != 1 ||
				!got.Last.Equal(at(1, 10, 5)) {
				t.Errorf("got %+v", got)
			}
			if _, _, ok := got.LessonReason(); ok {
				t.Errorf("the quiz answered after the lesson, yet the lesson is the reason: %+v", got)
			}
		}
	})
	t.Run("two lessons' mistakes in one lesson add up", func(t *testing.T) {
		a, b := s.Clone(), s.Clone()
		a.LessonAnswer(PharoCopper, "faro-04-coppern", false, at(1, 10, 0), p)
		b.LessonAnswer(PharoCopper, "faro-04-coppern", false, at(1, 10, 2), p)
		b.LessonAnswer(PharoCopper, "faro-04-coppern", false, at(1, 10, 3), p)
		for _, r := range []*Memory{MergeMemory(s, b, MergeMemory(s, a, s)), MergeMemory(s, a, MergeMemory(s, b, s))} {
			got := r.Topics[PharoCopper]
			l, n, ok := got.LessonReason()
			if got.LessonWrong != 3 || !ok || l != "faro-04-coppern" || n != 3 {
				t.Errorf("got %+v (%q %d %v)", got, l, n, ok)
			}
		}
	})
	t.Run("a reset of the lesson counts wins", func(t *testing.T) {
		base := s.Clone()
		base.LessonAnswer(PharoCopper, "faro-04-coppern", true, at(1, 10, 0), p)
		mine := base.Clone()
		mine.Reset("pharo")
		disk := base.Clone()
		if r := MergeMemory(base, mine, disk); r.Topics[PharoCopper] != nil {
			t.Errorf("reset lost: %s", showMemory(r))
		}
	})
}
