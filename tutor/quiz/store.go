package quiz

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
)

// FileName is the memory's file name in the state directory
// ($XDG_STATE_HOME/croupier/quiz.json).
const FileName = "quiz.json"

// Store keeps the memory in a file, written atomically.
type Store struct {
	// Path is the memory file.
	Path string
}

// LoadStatus says how loading went.
type LoadStatus uint8

// The load statuses.
const (
	// Loaded: the file was read.
	Loaded LoadStatus = iota
	// Fresh: there was no file; the memory starts empty.
	Fresh
	// Recovered: the file was corrupt; it was kept as quiz.json.bak and
	// the memory starts empty.
	Recovered
	// Unavailable: the file could not be read or moved; the memory starts
	// empty and saving will likely fail too.
	Unavailable
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
	data, err := os.ReadFile(s.Path)
	if errors.Is(err, os.ErrNotExist) {
		return NewMemory(), Fresh
	}
	if err != nil {
		return NewMemory(), Unavailable
	}
	m, err := ParseMemory(data)
	if err != nil {
		if os.Rename(s.Path, s.Path+".bak") != nil {
			return NewMemory(), Unavailable
		}
		return NewMemory(), Recovered
	}
	return m, Loaded
}

// Save writes the memory atomically: a temporary file in the same
// directory, synced, renamed over the old file, and the directory synced,
// so that a kill at any moment leaves the old or the new file.
func (s *Store) Save(m *Memory) error {
	dir := filepath.Dir(s.Path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return writeAtomic(s.Path, append(data, '\n'))
}

// writeAtomic writes data to path through a synced temporary file.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, ".croupier-quiz-*.tmp")
	if err != nil {
		return err
	}
	name := tmp.Name()
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(name)
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(name, path); err != nil {
		return err
	}
	ok = true
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
