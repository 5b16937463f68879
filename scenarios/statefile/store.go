package statefile

import (
	"encoding/json"
	"errors"
)

// Store is a state file holding one JSON value of type T, shared by
// several processes: Open reads it, Sync merges this process's changes
// into what the others wrote meanwhile and writes the result. The
// tutor's progress and the quiz's memory are Stores; they differ only in
// their types and merge rules.
type Store[T any] struct {
	// File is the state file (its path, version, size limit).
	File *File
	// New returns an empty state (for a missing or unreadable file).
	New func() T
	// Parse reads a file's content, refusing (with an error wrapping
	// ErrCorrupt) what is not a state of this version.
	Parse func(data []byte) (T, error)
	// Merge combines the state last read or written (base), this
	// process's state (mine) and the file's current content (disk) into
	// the state to write; it must not change its arguments.
	Merge func(base, mine, disk T) T
}

// Open reads the state under the lock: a missing file gives New()
// (Fresh); a corrupt one is kept under a name of its own, given in the
// report (Recovered); a newer version's file is left alone (Newer) and
// Sync will not write over it. The state is also the base of the first
// Sync: keep a copy of it.
func (s Store[T]) Open() (T, Report) {
	var v T
	rep := s.File.Load(func(data []byte) error {
		var err error
		v, err = s.Parse(data)
		return err
	})
	if rep.Status != Loaded {
		return s.New(), rep
	}
	return v, rep
}

// Sync saves this process's changes (base → mine, see Merge) into the
// file under the lock, merged with what other processes wrote meanwhile,
// and returns the merged state, which the caller adopts as both its state
// and (a copy) its next base. It returns only after the file is renamed
// into place; only then may the caller say "saved". A file that is
// missing by now is rebuilt from base and mine.
//
// On error the file is unchanged and ok is false, except when the error
// is an *Error whose Written is true: then merged is on disk (only its
// directory sync failed), ok is true and merged must be adopted too.
func (s Store[T]) Sync(base, mine T) (merged T, ok bool, rep Report, err error) {
	rep, err = s.File.Update(func(cur []byte, exists bool) ([]byte, error) {
		disk := base
		if exists {
			d, err := s.Parse(cur)
			if err != nil {
				return nil, err
			}
			disk = d
		}
		merged = s.Merge(base, mine, disk)
		data, err := json.MarshalIndent(merged, "", "  ")
		if err != nil {
			return nil, err
		}
		return append(data, '\n'), nil
	})
	var se *Error
	if err != nil && !(errors.As(err, &se) && se.Written()) {
		var zero T
		return zero, false, rep, err
	}
	return merged, true, rep, err
}
