package quiz

import (
	"sort"
	"time"
)

// Record is what the quiz remembers about one topic: the answers given
// and the topic's schedule.
type Record struct {
	Schedule
	// Right and Wrong count the answers (a right answer after a hint is
	// right; a skipped question is wrong).
	Right int `json:"right"`
	Wrong int `json:"wrong"`
	// Last is when the topic was last answered in a way that moved its
	// schedule (a quiz answer, a lesson's mistake).
	Last time.Time `json:"last,omitempty"`
	// LessonRight and LessonWrong count the answers given in lessons to
	// questions whose rule the topic drills (memory_lesson.go); they are
	// kept apart from the quiz's Right and Wrong.
	LessonRight int `json:"lesson_right,omitempty"`
	LessonWrong int `json:"lesson_wrong,omitempty"`
	// Lesson is the lesson (its id) of the last lesson mistake on the
	// topic, LessonMistakes the mistakes made there on it since the topic
	// was last answered otherwise, and LessonLast when the last of them
	// was made: "2 Fehler in Pharo 4".
	Lesson         string    `json:"lesson,omitempty"`
	LessonMistakes int       `json:"lesson_mistakes,omitempty"`
	LessonLast     time.Time `json:"lesson_last,omitempty"`
}

// Memory is the quiz's memory of every topic.
type Memory struct {
	// Version is the file format version (1).
	Version int `json:"version"`
	// Topics maps topic ids to their records.
	Topics map[Topic]*Record `json:"topics"`
}

// memoryVersion is the format version written.
const memoryVersion = 1

// NewMemory returns an empty memory.
func NewMemory() *Memory { return &Memory{Version: memoryVersion, Topics: map[Topic]*Record{}} }

// Get returns a topic's record, or nil if it was never answered.
func (m *Memory) Get(t Topic) *Record {
	if m == nil {
		return nil
	}
	return m.Topics[t]
}

// Answer records an answer graded g to a question of topic t at now and
// reschedules the topic.
func (m *Memory) Answer(t Topic, g Grade, now time.Time, p Params) {
	if m.Topics == nil {
		m.Topics = map[Topic]*Record{}
	}
	r := m.Topics[t]
	if r == nil {
		r = &Record{Schedule: Schedule{State: StateNew}}
		m.Topics[t] = r
	}
	if g == Again {
		r.Wrong++
	} else {
		r.Right++
	}
	r.Last = now
	r.Schedule = r.Schedule.Answer(g, now, p)
}

// Reset forgets every topic of a game ("" for all).
func (m *Memory) Reset(game string) {
	for t := range m.Topics {
		if game == "" || t.Game() == game {
			delete(m.Topics, t)
		}
	}
}

// Pick returns the topic to ask next among candidates (in curriculum
// order), as Anki orders its queues:
//
//  1. topics due now: learning and relearning ones first (by due time),
//     then reviews (most overdue first);
//  2. new topics, in curriculum order;
//  3. learning topics due within p.LearnAhead (by due time);
//  4. otherwise the topic due soonest (practice ahead).
//
// avoid (the topic just asked) is passed over when another candidate
// exists, so that a missed topic does not come straight back.
func (m *Memory) Pick(candidates []Topic, now time.Time, p Params, avoid Topic) Topic {
	if len(candidates) == 0 {
		return ""
	}
	cands := candidates
	if len(candidates) > 1 {
		cands = nil
		for _, t := range candidates {
			if t != avoid {
				cands = append(cands, t)
			}
		}
	}
	type entry struct {
		t    Topic
		tier int // 0 learning due, 1 review due, 2 new, 3 learn ahead, 4 ahead
		due  time.Time
		ord  int
	}
	es := make([]entry, 0, len(cands))
	for i, t := range cands {
		r := m.Get(t)
		e := entry{t: t, ord: i}
		learning := r != nil && (r.State == StateLearning || r.State == StateRelearning)
		switch {
		case r == nil || r.State == StateNew || r.State == "":
			e.tier = 2
		case r.IsDue(now, p) && learning:
			e.tier = 0
		case r.IsDue(now, p):
			e.tier = 1
		case learning && !r.Due.After(now.Add(p.LearnAhead)):
			e.tier = 3
		default:
			e.tier = 4
		}
		if r != nil {
			e.due = r.DueTime(p, now.Location())
		}
		es = append(es, e)
	}
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i], es[j]
		if a.tier != b.tier {
			return a.tier < b.tier
		}
		if !a.due.Equal(b.due) {
			return a.due.Before(b.due)
		}
		return a.ord < b.ord
	})
	return es[0].t
}

// Due returns the topics among candidates that are due at now.
func (m *Memory) Due(candidates []Topic, now time.Time, p Params) []Topic {
	var out []Topic
	for _, t := range candidates {
		if r := m.Get(t); r != nil && r.IsDue(now, p) {
			out = append(out, t)
		}
	}
	return out
}
