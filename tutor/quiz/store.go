package quiz

import (
	"encoding/json"
	"errors"

	"croupier/locales"
	"croupier/scenarios/statefile"
)

// FileName is the memory's file name in the state directory
// ($XDG_STATE_HOME/croupier/quiz.json).
const FileName = "quiz.json"

// Store keeps the memory in a file shared by every croupier process of
// the learner: Open reads it, Sync merges this process's answers into it
// (memory_merge.go).
type Store struct {
	// Path is the memory file.
	Path string
	// Patience is the session's one wait for a lock, shared with its
	// other state files (nil: every load and save may wait).
	Patience *statefile.Patience
}

// ErrCorrupt is returned by ParseMemory for data that is not a memory
// file of this version with sensible values.
var ErrCorrupt = errors.New("not a quiz memory file")

// MaxFileSize bounds the memory file read.
const MaxFileSize = 1 << 20

// ParseMemory reads a memory file. It refuses (with ErrCorrupt) data
// over MaxFileSize, anything that is not JSON of version 1, and nonsense
// values: negative counts, an unknown state, an ease or interval out of
// range. Topics it does not know are kept, so that a newer croupier's
// file is not lost. It never panics.
func ParseMemory(data []byte) (*Memory, error) {
	if len(data) > MaxFileSize {
		return nil, ErrCorrupt
	}
	m := &Memory{}
	if err := json.Unmarshal(data, m); err != nil || m.Version != memoryVersion {
		return nil, ErrCorrupt
	}
	if m.Topics == nil {
		m.Topics = map[Topic]*Record{}
	}
	for t, r := range m.Topics {
		if r == nil {
			delete(m.Topics, t)
			continue
		}
		if t == "" || !validRecord(r) {
			return nil, ErrCorrupt
		}
	}
	return m, nil
}

// validRecord rejects values no answer can produce.
func validRecord(r *Record) bool {
	switch r.State {
	case StateNew, StateLearning, StateRelearning, StateReview:
	default:
		return false
	}
	return r.Right >= 0 && r.Wrong >= 0 && r.Reps >= 0 && r.Lapses >= 0 &&
		r.LessonRight >= 0 && r.LessonWrong >= 0 && r.LessonMistakes >= 0 && len(r.Lesson) <= 200 &&
		r.Step >= 0 && r.Step < 100 && r.Ease >= 0 && r.Ease <= 100_000 &&
		r.Interval >= 0 && r.Interval <= 36500 && r.DueDay >= 0 && r.DueDay < 10_000_000
}

// LoadProblems returns what the learner must be told about an Open or
// a Sync of the memory (nothing when the file was read or written as it
// should): a corrupt file kept aside, a newer croupier's file left alone,
// a file that cannot be read, each with its path and what to do.
func LoadProblems(p locales.Printer, rep statefile.Report) []string {
	switch rep.Status {
	case statefile.Recovered:
		return []string{p.T(locales.QuizMemoryRecovered, rep.Kept)}
	case statefile.Newer:
		return []string{p.T(locales.QuizMemoryNewer, rep.Path, rep.Version)}
	case statefile.Unavailable:
		first := locales.QuizMemoryUnavailable
		if rep.Err != nil && rep.Err.Op != statefile.OpRead {
			first = locales.QuizMemoryCorruptStuck
		}
		return []string{p.T(first, rep.Path), p.StateProblem(rep.Err)}
	}
	return nil
}
