package progress

import (
	"encoding/json"
	"fmt"
	"slices"

	"croupier/scenarios/statefile"
)

// MergeProgress merges what one process changed since it last read or
// wrote the progress file (from base to mine) into the file's current
// content (disk, which other processes may have changed meanwhile), and
// returns the progress to write. It is a pure function: the arguments are
// not changed and the result shares nothing with them. A nil argument is
// empty progress (nil mine: no change).
//
// The rule, per lesson (docs/state.md "Merge rules"):
//
//   - Done: done on disk, or finished by this process (done in mine, not
//     in base). A lesson done in either copy stays done.
//   - Mistakes: disk's count plus the mistakes this process made since
//     base (mine − base), so that every wrong answer of every process is
//     counted exactly once.
//   - Position: this process's position if it moved since base, else
//     disk's: the later-saved move wins.
//   - A lesson this process reset since base (gone from mine, or less
//     done or with fewer mistakes than in base: nothing else lowers them)
//     is written as mine has it: the learner's "forget this lesson" wins
//     over what other processes had saved of it before. A lesson another
//     process reset (in base, gone from disk) stays gone unless this
//     process worked on it since base.
//   - Lessons only on disk are kept as they are.
//
// Last is this process's if it changed since base, else disk's (cleared
// when it names a lesson this process reset and has not started again).
//
// After writing the result the process must take it as its new base (and
// its in-memory progress): merging the same changes onto a file that has
// them already would count their mistakes twice.
func MergeProgress(base, mine, disk *Progress) *Progress {
	if mine == nil {
		mine = base
	}
	out := NewProgress()
	reset := map[string]bool{}
	out.Lessons = statefile.MergeEntries(lessonsOf(base), lessonsOf(mine), lessonsOf(disk),
		func(id string, b, m, d *LessonProgress) *LessonProgress {
			r, wasReset := mergeLesson(b, m, d)
			reset[id] = wasReset
			return r
		})
	out.Last = progLast(disk)
	if progLast(mine) != progLast(base) {
		out.Last = progLast(mine)
	} else if _, kept := out.Lessons[out.Last]; reset[out.Last] && !kept {
		out.Last = "" // as Progress.Reset does
	}
	return out
}

// mergeLesson merges one lesson's progress (nil: absent) by the rules of
// MergeProgress; nil leaves the lesson out. reset reports a lesson this
// process reset since base.
func mergeLesson(b, m, d *LessonProgress) (merged *LessonProgress, reset bool) {
	if b != nil && (m == nil || (b.Done && !m.Done) || m.Mistakes < b.Mistakes) {
		if m == nil {
			return nil, true
		}
		c := *m
		c.Skipped = append([]int(nil), m.Skipped...)
		return &c, true
	}
	var bz, mz, dz LessonProgress
	if b != nil {
		bz = *b
	}
	if m != nil {
		mz = *m
	}
	if d != nil {
		dz = *d
	}
	r := LessonProgress{
		Done:     dz.Done || (mz.Done && !bz.Done),
		Finished: dz.Finished || (mz.Finished && !bz.Finished),
		Mistakes: dz.Mistakes + mz.Mistakes - bz.Mistakes,
		Position: dz.Position,
		Skipped:  append([]int(nil), dz.Skipped...),
	}
	if mz.Position != bz.Position {
		r.Position = mz.Position
	}
	if !slices.Equal(mz.Skipped, bz.Skipped) {
		r.Skipped = append([]int(nil), mz.Skipped...)
	}
	if d == nil && r.zero() {
		return nil, false
	}
	return &r, false
}

// lessonsOf returns p's lessons (nil for nil).
func lessonsOf(p *Progress) map[string]*LessonProgress {
	if p == nil {
		return nil
	}
	return p.Lessons
}

// zero reports a lesson's progress with nothing in it.
func (lp *LessonProgress) zero() bool {
	return !lp.Done && !lp.Finished && lp.Mistakes == 0 && lp.Position == 0 && len(lp.Skipped) == 0
}

// progLast returns p's last lesson ("" for nil).
func progLast(p *Progress) string {
	if p == nil {
		return ""
	}
	return p.Last
}

// Clone returns a deep copy of the progress (the snapshot a process keeps
// as the base of its next merge).
func (p *Progress) Clone() *Progress {
	c := &Progress{Version: p.Version, Last: p.Last, Lessons: make(map[string]*LessonProgress, len(p.Lessons))}
	for id, lp := range p.Lessons {
		if lp != nil {
			l := *lp
			l.Skipped = append([]int(nil), lp.Skipped...)
			c.Lessons[id] = &l
		}
	}
	return c
}

// parseProgress reads a progress file: JSON of this version with
// sensible values (errCorrupt, wrapping statefile.ErrCorrupt, otherwise).
func parseProgress(data []byte) (*Progress, error) {
	p := &Progress{}
	if err := json.Unmarshal(data, p); err != nil {
		return nil, fmt.Errorf("%w: %w", statefile.ErrCorrupt, err)
	}
	if p.Version != progressVersion || !validProgress(p) {
		return nil, fmt.Errorf("%w: %w", statefile.ErrCorrupt, errCorrupt)
	}
	if p.Lessons == nil {
		p.Lessons = map[string]*LessonProgress{}
	}
	for id, lp := range p.Lessons {
		if lp == nil {
			delete(p.Lessons, id)
		}
	}
	return p, nil
}

// file is the progress file as a typed, merged state file.
func (s *Store) file() statefile.Store[*Progress] {
	return statefile.Store[*Progress]{
		File:  &statefile.File{Path: s.Path, Version: progressVersion},
		New:   NewProgress,
		Parse: parseProgress,
		Merge: MergeProgress,
	}
}

// Open reads the progress under the lock: a missing file gives empty
// progress (Fresh); a corrupt one is kept under a name of its own, given
// in the report (Recovered); a newer version's file is left alone (Newer)
// and Sync will not write over it. The progress is also the base of the
// first Sync: keep a Clone of it.
func (s *Store) Open() (*Progress, statefile.Report) { return s.file().Open() }

// Sync saves this process's changes (base → mine, see MergeProgress)
// into the progress file under the lock, merged with what other
// processes wrote meanwhile, and returns the merged progress, which the
// caller adopts as both its progress and (a Clone) its next base. It
// returns only after the file is renamed into place; only then may the
// caller say "saved". A file that is missing or corrupt by now is
// rebuilt from mine (a corrupt one is kept first, see the report).
//
// On error the file is unchanged and merged is nil, except when the
// error is an *statefile.Error whose Written is true: then merged is on
// disk (only its directory sync failed) and must be adopted too.
func (s *Store) Sync(base, mine *Progress) (merged *Progress, rep statefile.Report, err error) {
	merged, _, rep, err = s.file().Sync(base, mine)
	return merged, rep, err
}
