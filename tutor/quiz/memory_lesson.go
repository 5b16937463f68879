package quiz

import "time"

// LessonAnswer records an answer given at now in the lesson whose id is
// lesson to a question whose rule topic t drills (RuleTopics,
// TopicsOf). Lessons and the quiz share the memory (docs/quiz.md "What
// lessons tell the memory"):
//
//   - A wrong answer counts in LessonWrong and as a mistake of the
//     lesson ("2 Fehler in Pharo 4": Lesson, LessonMistakes) and is
//     graded Again: the topic's schedule starts or goes back to its
//     first learning step (a review lapses), and it is due at once, not
//     after the step's minute, so that the drill offered after the lesson
//     and the menu find it due.
//   - A right answer counts in LessonRight and leaves the schedule (and
//     Last) as it is: the lesson has just told the rule it asks, so a
//     right answer there says little of what the learner will remember;
//     the quiz's spaced questions decide when the topic is learnt.
//
// The quiz's own Right and Wrong are not touched.
func (m *Memory) LessonAnswer(t Topic, lesson string, right bool, now time.Time, p Params) {
	if m.Topics == nil {
		m.Topics = map[Topic]*Record{}
	}
	r := m.Topics[t]
	if r == nil {
		r = &Record{Schedule: Schedule{State: StateNew}}
		m.Topics[t] = r
	}
	if right {
		r.LessonRight++
		return
	}
	r.LessonWrong++
	if r.Lesson == lesson && r.LessonLast.Equal(r.Last) && !r.LessonLast.IsZero() {
		r.LessonMistakes++ // nothing answered the topic since this lesson's last mistake
	} else {
		r.Lesson, r.LessonMistakes = lesson, 1
	}
	r.Schedule = r.Schedule.Answer(Again, now, p)
	if r.State == StateLearning || r.State == StateRelearning {
		r.Due = now
	}
	r.Last, r.LessonLast = now, now
}

// LessonReason returns the lesson whose mistakes made the topic due, and
// how many were made there on it, when the topic's last schedule move was
// a lesson's mistake ("2 Fehler in Pharo 4"); ok is false otherwise (a
// quiz answer came after it, or no lesson ever missed it).
func (r *Record) LessonReason() (lesson string, mistakes int, ok bool) {
	if r == nil || r.Lesson == "" || r.LessonMistakes <= 0 || r.LessonLast.IsZero() || !r.LessonLast.Equal(r.Last) {
		return "", 0, false
	}
	return r.Lesson, r.LessonMistakes, true
}
