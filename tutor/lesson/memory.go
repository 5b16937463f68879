package lesson

import "croupier/tutor/quiz"

// Judged is an answer a lesson has judged, as the quiz's memory records
// it: right or wrong, and the topics of the rules its verdict cites
// (quiz.TopicsOf). A question whose rules no topic drills has none and is
// not recorded.
type Judged struct {
	// Lesson is the lesson answered.
	Lesson *Lesson
	// Right reports a right answer.
	Right bool
	// Topics are the quiz's topics the question drills.
	Topics []quiz.Topic
}

// Recorder is a Host that records judged answers in the quiz's memory
// (the session; docs/quiz.md "What lessons tell the memory"). It is told
// of every answer before the verdict is said.
type Recorder interface {
	Judged(j Judged)
}

// judged tells the host, when it records answers, of the open question's
// verdict.
func (m *Mode) judged(right bool) {
	rec, ok := m.host.(Recorder)
	if !ok {
		return
	}
	if topics := m.run.CitedTopics(); len(topics) > 0 {
		rec.Judged(Judged{Lesson: m.les, Right: right, Topics: topics})
	}
}
