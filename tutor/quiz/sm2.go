package quiz

import "time"

// Grade is an answer button of Anki's scheduler.
type Grade uint8

// The grades. The quiz uses Again, Hard and Good (see GradeOf); Easy is
// implemented for completeness.
const (
	Again Grade = 1
	Hard  Grade = 2
	Good  Grade = 3
	Easy  Grade = 4
)

// GradeOf maps a quiz answer to a grade: a wrong (or skipped) answer is
// Again; a right answer after asking for a hint is Hard; a right answer
// is Good. The quiz never grades Easy.
func GradeOf(correct, hinted bool) Grade {
	switch {
	case !correct:
		return Again
	case hinted:
		return Hard
	}
	return Good
}

// State is where a topic stands in the scheduler.
type State string

// The states of Anki's cards.
const (
	StateNew        State = "new"
	StateLearning   State = "learning"
	StateReview     State = "review"
	StateRelearning State = "relearning"
)

// Params are the scheduler's options. AnkiDefaults gives Anki's defaults;
// amounts in ‰ are permille (2500 is 250 %).
type Params struct {
	// LearningSteps and RelearningSteps are the steps of a new topic and
	// of a lapsed one (Anki: 1m 10m, and 10m).
	LearningSteps, RelearningSteps []time.Duration
	// GraduatingInterval and EasyInterval are the first intervals, in
	// days, after the last learning step (Good) or at once (Easy): 1, 4.
	GraduatingInterval, EasyInterval int
	// StartingEase (2500), EasyBonus (1300), IntervalModifier (1000),
	// HardInterval (1200), NewInterval (0: the interval after a lapse is
	// the minimum), in ‰.
	StartingEase, EasyBonus, IntervalModifier, HardInterval, NewInterval int
	// MinimumInterval (1) and MaximumInterval (36500), in days.
	MinimumInterval, MaximumInterval int
	// MinEase (1300 ‰) is the floor of the ease; a lapse takes LapseEase
	// (200), Hard HardEase (150) off it, Easy adds EasyEase (150).
	MinEase, LapseEase, HardEase, EasyEase int
	// LearnAhead (20m): a learning topic due this soon counts as due
	// when nothing else is.
	LearnAhead time.Duration
	// DayStart (4h): a new day starts at this hour, local time.
	DayStart time.Duration
}

// AnkiDefaults returns the defaults of Anki's deck options.
func AnkiDefaults() Params {
	return Params{
		LearningSteps:      []time.Duration{time.Minute, 10 * time.Minute},
		RelearningSteps:    []time.Duration{10 * time.Minute},
		GraduatingInterval: 1,
		EasyInterval:       4,
		StartingEase:       2500,
		EasyBonus:          1300,
		IntervalModifier:   1000,
		HardInterval:       1200,
		NewInterval:        0,
		MinimumInterval:    1,
		MaximumInterval:    36500,
		MinEase:            1300,
		LapseEase:          200,
		HardEase:           150,
		EasyEase:           150,
		LearnAhead:         20 * time.Minute,
		DayStart:           4 * time.Hour,
	}
}

// Schedule is one topic's place in the scheduler, like an Anki card.
type Schedule struct {
	State State `json:"state"`
	// Step is the learning or relearning step reached (0-based).
	Step int `json:"step,omitempty"`
	// Ease is the ease factor in ‰ (set when the topic leaves new).
	Ease int `json:"ease,omitempty"`
	// Interval is the review interval in days.
	Interval int `json:"interval,omitempty"`
	// Due is when a learning or relearning topic is due; DueDay the day
	// (see DayOf) a review topic is due.
	Due    time.Time `json:"due,omitempty"`
	DueDay int       `json:"due_day,omitempty"`
	// Reps counts the answers, Lapses the reviews answered Again.
	Reps   int `json:"reps,omitempty"`
	Lapses int `json:"lapses,omitempty"`
}

// DayOf returns the scheduler's day number of t: days since 1970-01-01
// of t's local date, a day starting at p.DayStart.
func DayOf(t time.Time, p Params) int {
	y, m, d := t.Add(-p.DayStart).Date()
	return int(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// Answer returns the schedule after an answer graded g at time now,
// following Anki's SM-2 scheduler (docs/quiz.md "The scheduler").
func (s Schedule) Answer(g Grade, now time.Time, p Params) Schedule {
	s.Reps++
	if s.State == "" || s.State == StateNew {
		s.State, s.Step, s.Ease = StateLearning, 0, p.StartingEase
	}
	switch s.State {
	case StateLearning, StateRelearning:
		return s.learn(g, now, p)
	}
	return s.review(g, now, p)
}

// steps returns the steps of the state.
func (s Schedule) steps(p Params) []time.Duration {
	if s.State == StateRelearning {
		return p.RelearningSteps
	}
	return p.LearningSteps
}

// learn answers a learning or relearning topic: Again goes back to the
// first step, Hard repeats the step, Good moves to the next step or
// graduates after the last, Easy graduates at once.
func (s Schedule) learn(g Grade, now time.Time, p Params) Schedule {
	steps := s.steps(p)
	if s.Step >= len(steps) {
		s.Step = max(len(steps)-1, 0)
	}
	switch {
	case g == Easy || len(steps) == 0 && g != Again:
		return s.graduate(true, now, p)
	case len(steps) == 0:
		s.Step = 0
		s.Due = now
	case g == Again:
		s.Step = 0
		s.Due = now.Add(steps[0])
	case g == Hard:
		s.Due = now.Add(hardDelay(steps, s.Step))
	default:
		s.Step++
		if s.Step >= len(steps) {
			return s.graduate(false, now, p)
		}
		s.Due = now.Add(steps[s.Step])
	}
	return s
}

// hardDelay is Anki's delay for Hard on a learning step: halfway between
// this step and the next (on a single step, between it and twice it).
func hardDelay(steps []time.Duration, i int) time.Duration {
	d1 := steps[i]
	d2 := 2 * d1
	if len(steps) > 1 {
		d2 = steps[0]
		if i+1 < len(steps) {
			d2 = steps[i+1]
		}
	}
	return (d1 + max(d1, d2)) / 2
}

// graduate ends the learning steps: a new topic gets the graduating (or,
// early, the easy) interval; a relearned one keeps the interval its lapse
// set (plus a day, early).
func (s Schedule) graduate(early bool, now time.Time, p Params) Schedule {
	if s.State == StateRelearning {
		if early {
			s.Interval++
		}
	} else {
		s.Interval = p.GraduatingInterval
		if early {
			s.Interval = p.EasyInterval
		}
	}
	s.Interval = min(max(s.Interval, 1), p.MaximumInterval)
	s.State, s.Step, s.Due = StateReview, 0, time.Time{}
	s.DueDay = DayOf(now, p) + s.Interval
	return s
}

// review answers a review topic. Again is a lapse: the ease drops by
// LapseEase, the interval becomes NewInterval of the old one (at least
// MinimumInterval) and the topic relearns. Hard, Good and Easy set the
// next interval from the old ease, then change the ease.
func (s Schedule) review(g Grade, now time.Time, p Params) Schedule {
	today := DayOf(now, p)
	if g == Again {
		s.Lapses++
		s.Ease = max(p.MinEase, s.Ease-p.LapseEase)
		s.Interval = max(1, p.MinimumInterval, s.Interval*p.NewInterval/1000)
		if len(p.RelearningSteps) > 0 {
			s.State, s.Step, s.DueDay = StateRelearning, 0, 0
			s.Due = now.Add(p.RelearningSteps[0])
			return s
		}
		s.DueDay = today + s.Interval
		return s
	}
	delay := max(0, today-s.DueDay)
	s.Interval = nextInterval(s.Interval, s.Ease, delay, g, p)
	switch g {
	case Hard:
		s.Ease = max(p.MinEase, s.Ease-p.HardEase)
	case Easy:
		s.Ease += p.EasyEase
	}
	s.DueDay = today + s.Interval
	return s
}

// nextInterval is Anki's next review interval for Hard, Good or Easy,
// each at least a day more than the grade below it:
//
//	hard = ivl · HardInterval                       (at least ivl + 1)
//	good = (ivl + delay/2) · ease                    (at least hard + 1)
//	easy = (ivl + delay) · ease · EasyBonus          (at least good + 1)
//
// each times IntervalModifier, rounded down, within 1..MaximumInterval;
// delay is the days the review was late.
func nextInterval(ivl, ease, delay int, g Grade, p Params) int {
	constrain := func(num, den int64, prev int) int {
		x := int(num * int64(p.IntervalModifier) / (den * 1000))
		x = max(x, prev+1, 1)
		return min(x, p.MaximumInterval)
	}
	hardMin := 0
	if p.HardInterval > 1000 {
		hardMin = ivl
	}
	hard := constrain(int64(ivl)*int64(p.HardInterval), 1000, hardMin)
	if g == Hard {
		return hard
	}
	good := constrain(int64(ivl+delay/2)*int64(ease), 1000, hard)
	if g == Good {
		return good
	}
	return constrain(int64(ivl+delay)*int64(ease)*int64(p.EasyBonus), 1000*1000, good)
}

// IsDue reports whether the topic is due at now (a new topic is not due:
// it is new).
func (s Schedule) IsDue(now time.Time, p Params) bool {
	switch s.State {
	case StateLearning, StateRelearning:
		return !s.Due.After(now)
	case StateReview:
		return s.DueDay <= DayOf(now, p)
	}
	return false
}

// DueTime returns when the topic is due: the time of a learning step, or
// the start of a review's day (zero for a new topic).
func (s Schedule) DueTime(p Params, loc *time.Location) time.Time {
	switch s.State {
	case StateLearning, StateRelearning:
		return s.Due
	case StateReview:
		t := time.Unix(int64(s.DueDay)*86400, 0).UTC()
		return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, loc).Add(p.DayStart)
	}
	return time.Time{}
}
