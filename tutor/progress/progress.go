package progress

import (
	"errors"
	"os"
	"path/filepath"
	"slices"

	"croupier/scenarios/statefile"
)

// LessonProgress is what the tutor remembers about one lesson.
type LessonProgress struct {
	// Done is set when the learner reached the lesson's end having
	// answered every question (hints allowed, wrong answers counted):
	// skipping no longer ticks a lesson.
	Done bool `json:"done,omitempty"`
	// Finished is set when the learner reached the lesson's end, whether
	// or not every question was answered.
	Finished bool `json:"finished,omitempty"`
	// Mistakes counts wrong answers given in the lesson (all attempts).
	Mistakes int `json:"mistakes,omitempty"`
	// Position is the step the learner last reached (0: the start).
	Position int `json:"position,omitempty"`
	// Skipped lists the steps of the questions skipped in the current (or
	// last) pass through the lesson, in order; answering one later (after
	// "zurück") takes it off. A new pass starts it empty.
	Skipped []int `json:"skipped,omitempty"`
}

// Skip records that the question at step was skipped.
func (lp *LessonProgress) Skip(step int) {
	for _, s := range lp.Skipped {
		if s == step {
			return
		}
	}
	i := 0
	for i < len(lp.Skipped) && lp.Skipped[i] < step {
		i++
	}
	lp.Skipped = append(lp.Skipped[:i], append([]int{step}, lp.Skipped[i:]...)...)
}

// Answered records that the question at step was answered: it is no
// longer skipped.
func (lp *LessonProgress) Answered(step int) {
	for i, s := range lp.Skipped {
		if s == step {
			lp.Skipped = append(lp.Skipped[:i], lp.Skipped[i+1:]...)
			return
		}
	}
}

// State is how far a lesson is, as the menu marks it.
type State uint8

// The states of a lesson.
const (
	// NotStarted: never opened, or opened and left at its start.
	NotStarted State = iota
	// Started: a pass is under way (left in the middle).
	Started
	// SeenWithSkips: seen to the end, but with questions skipped; not
	// done.
	SeenWithSkips
	// Done: every question answered in a pass to the end.
	Done
)

// State returns how far the lesson is (nil: not started).
func (lp *LessonProgress) State() State {
	switch {
	case lp == nil:
		return NotStarted
	case lp.Done:
		return Done
	case lp.Position > 0:
		return Started
	case lp.Finished && len(lp.Skipped) > 0:
		return SeenWithSkips
	}
	return NotStarted
}

// Progress is the learner's progress over all lessons.
type Progress struct {
	// Version is the file format version (1).
	Version int `json:"version"`
	// Last is the id of the lesson worked on last ("continue where I left
	// off").
	Last string `json:"last,omitempty"`
	// Lessons maps lesson ids to their progress.
	Lessons map[string]*LessonProgress `json:"lessons"`
}

// progressVersion is the format version written.
const progressVersion = 1

// NewProgress returns empty progress.
func NewProgress() *Progress {
	return &Progress{Version: progressVersion, Lessons: map[string]*LessonProgress{}}
}

// Lesson returns the progress of a lesson, creating it.
func (p *Progress) Lesson(id string) *LessonProgress {
	if p.Lessons == nil {
		p.Lessons = map[string]*LessonProgress{}
	}
	lp := p.Lessons[id]
	if lp == nil {
		lp = &LessonProgress{}
		p.Lessons[id] = lp
	}
	return lp
}

// Finished reports whether a lesson was seen to its end (done, or with
// questions skipped).
func (p *Progress) Finished(id string) bool {
	lp := p.Lessons[id]
	return lp != nil && (lp.Done || lp.Finished)
}

// Done reports whether a lesson is done.
func (p *Progress) Done(id string) bool {
	lp := p.Lessons[id]
	return lp != nil && lp.Done
}

// CountDone returns how many of the given lessons are done.
func (p *Progress) CountDone(ids []string) int {
	n := 0
	for _, id := range ids {
		if p.Done(id) {
			n++
		}
	}
	return n
}

// Reset forgets one lesson, or every lesson when id is "".
func (p *Progress) Reset(id string) {
	if id == "" {
		p.Lessons = map[string]*LessonProgress{}
		p.Last = ""
		return
	}
	delete(p.Lessons, id)
	if p.Last == id {
		p.Last = ""
	}
}

// ProgressFile is the file name of the progress in the state directory.
const ProgressFile = "progress.json"

// StateDir returns croupier's XDG state directory:
// $XDG_STATE_HOME/croupier, or ~/.local/state/croupier when the variable is
// unset or not absolute (as the XDG specification says).
func StateDir(getenv func(string) string) (string, error) {
	if d := getenv("XDG_STATE_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "croupier"), nil
	}
	home := getenv("HOME")
	if home == "" {
		h, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		home = h
	}
	return filepath.Join(home, ".local", "state", "croupier"), nil
}

// Store keeps the progress in a file shared by every croupier process
// of the learner: Open reads it, Sync merges this process's changes into
// it (merge.go).
type Store struct {
	// Path is the progress file.
	Path string
	// Patience is the session's one wait for a lock, shared with its
	// other state files (nil: every load and save may wait).
	Patience *statefile.Patience
}

// errCorrupt marks a progress file that parsed as JSON but is not progress
// of this version with sensible values.
var errCorrupt = errors.New("not a progress file")

// validProgress rejects nonsense values in a file that parsed.
func validProgress(p *Progress) bool {
	for id, lp := range p.Lessons {
		if id == "" || (lp != nil && (lp.Mistakes < 0 || lp.Position < 0)) {
			return false
		}
		if lp != nil {
			for _, s := range lp.Skipped {
				if s < 0 {
					return false
				}
			}
		}
	}
	return true
}

// equal reports whether two lessons' progress hold the same values.
func (lp *LessonProgress) equal(o *LessonProgress) bool {
	return lp.Done == o.Done && lp.Finished == o.Finished && lp.Mistakes == o.Mistakes &&
		lp.Position == o.Position && slices.Equal(lp.Skipped, o.Skipped)
}

// Equal reports whether p and q hold the same progress: the same last
// lesson and the same lessons with the same values (an absent lesson and
// one with nothing recorded differ).
func (p *Progress) Equal(q *Progress) bool {
	if p == nil || q == nil {
		return p == q
	}
	if p.Last != q.Last || len(p.Lessons) != len(q.Lessons) {
		return false
	}
	for id, a := range p.Lessons {
		b, ok := q.Lessons[id]
		if !ok || (a == nil) != (b == nil) || (a != nil && !a.equal(b)) {
			return false
		}
	}
	return true
}
