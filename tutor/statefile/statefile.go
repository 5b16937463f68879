// Package statefile keeps one of croupier's state files (the tutor's
// progress.json, the quiz's quiz.json): written atomically, and loaded so
// that a missing, unreadable or corrupt file never stops the program (a
// corrupt file is kept beside it as .bak).
package statefile

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
)

// Status says how loading a state file went.
type Status uint8

// The load statuses.
const (
	// Loaded: the file was read.
	Loaded Status = iota
	// Fresh: there was no file; the state starts empty.
	Fresh
	// Recovered: the file was corrupt; it was kept as Path+".bak" and the
	// state starts empty.
	Recovered
	// Unavailable: the file could not be read or moved (permissions); the
	// state starts empty and saving will likely fail too.
	Unavailable
)

// Load reads the file at path and hands its content to parse. It never
// fails: a missing file gives Fresh, one that cannot be read Unavailable;
// when parse returns an error the file is renamed to path+".bak"
// (Recovered, or Unavailable when the rename fails). parse is not called
// for a file that cannot be read.
func Load(path string, parse func(data []byte) error) Status {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return Fresh
	}
	if err != nil {
		return Unavailable
	}
	if err := parse(data); err != nil {
		if os.Rename(path, path+".bak") != nil {
			return Unavailable
		}
		return Recovered
	}
	return Loaded
}

// SaveJSON writes v as indented JSON (with a final newline) to path
// atomically, creating its directory first.
func SaveJSON(path string, v any) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return WriteAtomic(path, append(data, '\n'))
}

// WriteAtomic writes data to path: a temporary file in the same
// directory, synced, then renamed over the old file, and the directory
// synced, so that a kill at any moment leaves the old or the new file,
// never a torn one. The directory must exist.
func WriteAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, ".croupier-*.tmp")
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
