package quiz

import (
	"fmt"

	"croupier/scenarios/statefile"
)

// MergeMemory merges what one process changed since it last read or
// wrote the quiz file (from base to mine) into the file's current content
// (disk, which other processes may have changed meanwhile), and returns
// the memory to write. It is a pure function: the arguments are not
// changed and the result shares nothing with them. A nil argument is an
// empty memory (nil mine: no change).
//
// The rule, per topic (docs/state.md "Merge rules"):
//
//   - A topic this process did not answer since base is disk's, as it is
//     (also when another process reset it: it stays gone).
//   - A topic this process answered: the counts Right, Wrong, Reps,
//     Lapses, LessonRight and LessonWrong are disk's plus this process's
//     new answers (mine − base), so
//     that no answer of any process is lost or counted twice; the
//     schedule (state, step, ease, interval, due) and Last are those of
//     the later answer: mine's unless disk's Last is later (a tie goes to
//     this process, the writer). The last lesson mistake (Lesson,
//     LessonMistakes, LessonLast) is the later one's; of one lesson in
//     both, the mistakes add up.
//   - A topic this process reset since base (gone from mine, or with
//     fewer answers than in base: nothing else lowers them) is written as
//     mine has it: the learner's reset wins over what other processes had
//     saved of it before.
//   - Topics only on disk (a newer croupier's among them) are kept.
//
// After writing the result the process must take it as its new base (and
// its in-memory memory): merging the same answers onto a file that has
// them already would count them twice.
func MergeMemory(base, mine, disk *Memory) *Memory {
	if mine == nil {
		mine = base
	}
	out := NewMemory()
	out.Topics = statefile.MergeEntries(topicsOf(base), topicsOf(mine), topicsOf(disk),
		func(_ Topic, b, m, d *Record) *Record { return mergeRecord(b, m, d) })
	return out
}

// topicsOf returns m's topics (nil for nil).
func topicsOf(m *Memory) map[Topic]*Record {
	if m == nil {
		return nil
	}
	return m.Topics
}

// mergeRecord merges one topic's records (nil: absent); nil means the
// topic is absent from the result.
func mergeRecord(b, m, d *Record) *Record {
	if b != nil && (m == nil || m.Right < b.Right || m.Wrong < b.Wrong || m.Reps < b.Reps || m.Lapses < b.Lapses ||
		m.LessonRight < b.LessonRight || m.LessonWrong < b.LessonWrong) {
		return cloneRecord(m) // reset here
	}
	if m == nil || (b != nil && sameRecord(*b, *m)) {
		return cloneRecord(d) // not answered here
	}
	var bz, dz Record
	if b != nil {
		bz = *b
	}
	if d != nil {
		dz = *d
	}
	r := *m
	if d != nil && d.Last.After(m.Last) {
		r = *d
	}
	r.Right = dz.Right + m.Right - bz.Right
	r.Wrong = dz.Wrong + m.Wrong - bz.Wrong
	r.Reps = dz.Reps + m.Reps - bz.Reps
	r.Lapses = dz.Lapses + m.Lapses - bz.Lapses
	r.LessonRight = dz.LessonRight + m.LessonRight - bz.LessonRight
	r.LessonWrong = dz.LessonWrong + m.LessonWrong - bz.LessonWrong
	mergeLessonReason(&r, bz, *m, dz)
	return &r
}

// mergeLessonReason sets the last lesson mistake of a merged record (the
// lesson, its mistakes on the topic, when): the later one's, mine's on a
// tie; when both copies name the same lesson, the mistakes mine made
// since base are added to disk's, so that two processes' mistakes in one
// lesson both count.
func mergeLessonReason(r *Record, b, m, d Record) {
	later := m
	if d.LessonLast.After(m.LessonLast) {
		later = d
	}
	r.Lesson, r.LessonMistakes, r.LessonLast = later.Lesson, later.LessonMistakes, later.LessonLast
	if m.Lesson == "" || m.Lesson != d.Lesson || m.LessonLast.Equal(b.LessonLast) || d.LessonLast.Equal(b.LessonLast) {
		return // one side made no new lesson mistake, or they are of two lessons
	}
	mine := m.LessonMistakes
	if b.Lesson == m.Lesson && b.LessonMistakes <= m.LessonMistakes {
		mine -= b.LessonMistakes
	}
	r.LessonMistakes = d.LessonMistakes + mine
}

// sameRecord reports whether two records are equal (times by instant).
func sameRecord(a, b Record) bool {
	if !a.Last.Equal(b.Last) || !a.Due.Equal(b.Due) || !a.LessonLast.Equal(b.LessonLast) {
		return false
	}
	a.Last, a.Due, a.LessonLast = b.Last, b.Due, b.LessonLast
	return a == b
}

// cloneRecord copies a record (nil for nil).
func cloneRecord(r *Record) *Record {
	if r == nil {
		return nil
	}
	c := *r
	return &c
}

// Clone returns a deep copy of the memory (the snapshot a process keeps
// as the base of its next merge).
func (m *Memory) Clone() *Memory {
	c := &Memory{Version: m.Version, Topics: make(map[Topic]*Record, len(m.Topics))}
	for t, r := range m.Topics {
		if r != nil {
			c.Topics[t] = cloneRecord(r)
		}
	}
	return c
}

// file is the memory file as a typed, merged state file.
func (s *Store) file() statefile.Store[*Memory] {
	return statefile.Store[*Memory]{
		File: &statefile.File{Path: s.Path, Version: memoryVersion, MaxSize: MaxFileSize, Patience: s.Patience},
		New:  NewMemory,
		Parse: func(data []byte) (*Memory, error) {
			m, err := ParseMemory(data)
			if err != nil {
				return nil, fmt.Errorf("%w: %w", statefile.ErrCorrupt, err)
			}
			return m, nil
		},
		Merge: MergeMemory,
	}
}

// Open reads the memory under the lock: a missing file gives an empty
// memory (Fresh); a corrupt one is kept under a name of its own, given in
// the report (Recovered); a newer version's file is left alone (Newer)
// and Sync will not write over it. The memory is also the base of the
// first Sync: keep a Clone of it.
func (s *Store) Open() (*Memory, statefile.Report) { return s.file().Open() }

// Sync saves this process's answers (base → mine, see MergeMemory) into
// the quiz file under the lock, merged with what other processes wrote
// meanwhile, and returns the merged memory, which the caller adopts as
// both its memory and (a Clone) its next base. It returns only after the
// file is renamed into place; only then may the caller say "saved" or
// when the topic comes back. A file that is missing or corrupt by now is
// rebuilt from mine (a corrupt one is kept first, see the report).
//
// On error the file is unchanged and merged is nil, except when the
// error is an *statefile.Error whose Written is true: then merged is on
// disk (only its directory sync failed) and must be adopted too.
func (s *Store) Sync(base, mine *Memory) (merged *Memory, rep statefile.Report, err error) {
	merged, _, rep, err = s.file().Sync(base, mine)
	return merged, rep, err
}
