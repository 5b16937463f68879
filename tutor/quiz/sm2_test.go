package quiz

import (
	"testing"
	"time"
)

// at returns a UTC time on day d of March 2026, at h:m.
func at(d, h, m int) time.Time { return time.Date(2026, 3, d, h, m, 0, 0, time.UTC) }

// TestGradeOf: how a quiz answer maps to Anki's buttons (docs/quiz.md).
func TestGradeOf(t *testing.T) {
	if GradeOf(false, false) != Again || GradeOf(false, true) != Again || GradeOf(true, true) != Hard || GradeOf(true, false) != Good {
		t.Error("grade mapping")
	}
}

// TestDayStartsAtFour: Anki's next day starts at 4:00 local time.
func TestDayStartsAtFour(t *testing.T) {
	p := AnkiDefaults()
	if DayOf(at(10, 3, 59), p) != DayOf(at(9, 12, 0), p) || DayOf(at(10, 4, 0), p) != DayOf(at(9, 12, 0), p)+1 {
		t.Error("day cutoff")
	}
	berlin := time.FixedZone("CET", 3600)
	// 03:30 UTC is 04:30 in Berlin: already the next day there.
	if DayOf(at(10, 3, 30).In(berlin), p) != DayOf(at(10, 12, 0), p) || DayOf(at(10, 3, 30), p) != DayOf(at(9, 12, 0), p) {
		t.Error("local day")
	}
}

// step answers s with g at now and checks the state, interval, ease and
// when it is due (a duration after now for learning, days for review).
type step struct {
	g        Grade
	now      time.Time
	state    State
	interval int
	ease     int
	dueIn    time.Duration // learning
	dueDays  int           // review: days after now's day
}

func runSteps(t *testing.T, name string, s Schedule, steps []step) Schedule {
	t.Helper()
	p := AnkiDefaults()
	for i, st := range steps {
		s = s.Answer(st.g, st.now, p)
		if s.State != st.state || s.Interval != st.interval || s.Ease != st.ease {
			t.Fatalf("%s step %d: got %s ivl %d ease %d, want %s ivl %d ease %d", name, i, s.State, s.Interval, s.Ease, st.state, st.interval, st.ease)
		}
		switch st.state {
		case StateLearning, StateRelearning:
			if got := s.Due.Sub(st.now); got != st.dueIn {
				t.Fatalf("%s step %d: due in %v, want %v", name, i, got, st.dueIn)
			}
		case StateReview:
			if got := s.DueDay - DayOf(st.now, p); got != st.dueDays {
				t.Fatalf("%s step %d: due in %d days, want %d", name, i, got, st.dueDays)
			}
		}
	}
	return s
}

// TestSM2Sequence follows one topic through Anki's scheduler with the
// default options, every value computed by hand:
//
//	new, Good            → learning step 2 (10 min)
//	Good after 10 min    → graduates: 1 day, ease 250 %
//	Good on time         → hard = max(⌊1·1.2⌋, 1+1) = 2; good = max(⌊1·2.5⌋, 2+1) = 3
//	Good on time         → hard = max(⌊3·1.2⌋, 4) = 4; good = max(⌊3·2.5⌋ = 7, 5) = 7
//	Good on time         → hard = max(⌊8.4⌋, 8) = 8; good = max(⌊17.5⌋ = 17, 9) = 17
//	Again (a lapse)      → ease 250 − 20 = 230 %, interval max(1, ⌊17·0⌋) = 1, relearn 10 min
//	Good after 10 min    → back to review, interval 1
//	Good on time         → hard = max(⌊1.2⌋, 2) = 2; good = max(⌊1·2.3⌋, 3) = 3
func TestSM2Sequence(t *testing.T) {
	d := at(2, 9, 0)
	s := runSteps(t, "sequence", Schedule{State: StateNew}, []step{
		{Good, d, StateLearning, 0, 2500, 10 * time.Minute, 0},
		{Good, d.Add(10 * time.Minute), StateReview, 1, 2500, 0, 1},
		{Good, at(3, 9, 0), StateReview, 3, 2500, 0, 3},
		{Good, at(6, 9, 0), StateReview, 7, 2500, 0, 7},
		{Good, at(13, 9, 0), StateReview, 17, 2500, 0, 17},
		{Again, at(30, 9, 0), StateRelearning, 1, 2300, 10 * time.Minute, 0},
		{Good, at(30, 9, 10), StateReview, 1, 2300, 0, 1},
		{Good, at(31, 9, 0), StateReview, 3, 2300, 0, 3},
	})
	if s.Reps != 8 || s.Lapses != 1 {
		t.Errorf("reps %d lapses %d", s.Reps, s.Lapses)
	}
}

// TestSM2Learning: Again goes back to the first step (1 min); Hard
// repeats a step, halfway between it and the next ((1 + 10)/2 = 5½ min;
// on the last step 10 min; on the single relearning step (10 + 20)/2 =
// 15 min); Easy graduates at once with the easy interval, 4 days.
func TestSM2Learning(t *testing.T) {
	d := at(2, 9, 0)
	runSteps(t, "hard first", Schedule{}, []step{
		{Hard, d, StateLearning, 0, 2500, 5*time.Minute + 30*time.Second, 0},
		{Good, d.Add(6 * time.Minute), StateLearning, 0, 2500, 10 * time.Minute, 0},
		{Hard, d.Add(20 * time.Minute), StateLearning, 0, 2500, 10 * time.Minute, 0},
		{Again, d.Add(30 * time.Minute), StateLearning, 0, 2500, time.Minute, 0},
		{Easy, d.Add(31 * time.Minute), StateReview, 4, 2500, 0, 4},
	})
	s := Schedule{State: StateReview, Interval: 20, Ease: 2500, DueDay: DayOf(d, AnkiDefaults())}
	runSteps(t, "relearn", s, []step{
		{Again, d, StateRelearning, 1, 2300, 10 * time.Minute, 0},
		{Hard, d.Add(10 * time.Minute), StateRelearning, 1, 2300, 15 * time.Minute, 0},
		{Easy, d.Add(25 * time.Minute), StateReview, 2, 2300, 0, 2},
	})
}

// TestSM2LateReview: a review answered 4 days late (interval 10 days,
// ease 250 %): hard = max(⌊10·1.2⌋, 11) = 12; good = (10 + 4/2)·2.5 =
// 30; easy = ⌊(10 + 4)·2.5·1.3⌋ = ⌊45.5⌋ = 45. Hard takes 15 points of
// ease, Easy adds 15; the ease never drops below 130 %.
func TestSM2LateReview(t *testing.T) {
	p := AnkiDefaults()
	due := at(10, 9, 0)
	late := at(14, 9, 0)
	base := Schedule{State: StateReview, Interval: 10, Ease: 2500, DueDay: DayOf(due, p)}
	for _, c := range []struct {
		g        Grade
		interval int
		ease     int
	}{{Hard, 12, 2350}, {Good, 30, 2500}, {Easy, 45, 2650}} {
		s := base.Answer(c.g, late, p)
		if s.Interval != c.interval || s.Ease != c.ease || s.DueDay != DayOf(late, p)+c.interval {
			t.Errorf("grade %d: interval %d ease %d, want %d %d", c.g, s.Interval, s.Ease, c.interval, c.ease)
		}
	}
	low := Schedule{State: StateReview, Interval: 5, Ease: 1400, DueDay: DayOf(due, p)}
	if s := low.Answer(Hard, due, p); s.Ease != 1300 {
		t.Errorf("hard at 140 %%: ease %d", s.Ease)
	}
	if s := low.Answer(Again, due, p); s.Ease != 1300 {
		t.Errorf("lapse at 140 %%: ease %d", s.Ease)
	}
}

// TestIsDue: learning topics are due at their time, reviews from the
// start (4:00) of their day.
func TestIsDue(t *testing.T) {
	p := AnkiDefaults()
	l := Schedule{State: StateLearning, Due: at(2, 9, 10)}
	if l.IsDue(at(2, 9, 9), p) || !l.IsDue(at(2, 9, 10), p) {
		t.Error("learning")
	}
	r := Schedule{State: StateReview, DueDay: DayOf(at(5, 12, 0), p)}
	if r.IsDue(at(5, 3, 59), p) || !r.IsDue(at(5, 4, 0), p) {
		t.Error("review")
	}
	if (Schedule{State: StateNew}).IsDue(at(5, 4, 0), p) {
		t.Error("new")
	}
}
