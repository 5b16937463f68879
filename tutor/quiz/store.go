package quiz

import (
	"encoding/json"
	"errors"

	"croupier/tutor/statefile"
)

// FileName is the memory's file name in the state directory
// ($XDG_STATE_HOME/croupier/quiz.json).
const FileName = "quiz.json"

// Store keeps the memory in a file, written atomically.
type Store struct {
	// Path is the memory file.
	Path string
}

// LoadStatus says how loading went (see package statefile).
type LoadStatus = statefile.Status

// The load statuses.
const (
	// Loaded: the file was read.
	Loaded = statefile.Loaded
	// Fresh: there was no file; the memory starts empty.
	Fresh = statefile.Fresh
	// Recovered: the file was corrupt; it was kept as quiz.json.bak and
	// the memory starts empty.
	Recovered = statefile.Recovered
	// Unavailable: the file could not be read or moved; the memory starts
	// empty and saving will likely fail too.
	Unavailable = statefile.Unavailable
)

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
		r.Step >= 0 && r.Step < 100 && r.Ease >= 0 && r.Ease <= 100_000 &&
		r.Interval >= 0 && r.Interval <= 36500 && r.DueDay >= 0 && r.DueDay < 10_000_000
}

// Load reads the memory. It never fails: a missing file gives an empty
// memory (Fresh); a corrupt one is renamed to Path+".bak" and gives an
// empty memory (Recovered).
func (s *Store) Load() (*Memory, LoadStatus) {
	var m *Memory
	status := statefile.Load(s.Path, func(data []byte) error {
		var err error
		m, err = ParseMemory(data)
		return err
	})
	if status != Loaded {
		return NewMemory(), status
	}
	return m, Loaded
}

// Save writes the memory atomically: a temporary file in the same
// directory, synced, renamed over the old file, and the directory synced,
// so that a kill at any moment leaves the old or the new file.
func (s *Store) Save(m *Memory) error { return statefile.SaveJSON(s.Path, m) }
