// Package statefile keeps croupier's state files (the tutor's
// progress.json, the quiz's quiz.json) so that no completed work is lost,
// whatever happens to the process:
//
//   - File.Update is a read-merge-write under an advisory lock (flock on
//     a lock file beside the state file), so that several croupier
//     processes take turns and each merges its changes into what the
//     others wrote; it writes atomically (temporary file, fsync, rename,
//     fsync of the directory) and returns only after the rename.
//   - File.Load never fails: a missing file is Fresh, a corrupt one is
//     moved to a name of its own (never over an earlier copy), a file of a
//     newer format version is left alone (Newer) and never written over.
//   - Clean removes the temporary files of killed processes.
//   - WriteFile and WriteNew give the user's own files (croupier fill,
//     the free play's "speichern") the same atomic write.
//
// Every failure is an *Error naming the step, the path, a Reason and the
// OS error, for the upper layers to render in German or French.
// docs/state.md describes the files, the lock and the merge rules.
//
// Load, SaveJSON and WriteAtomic are the older API (no lock, a corrupt
// file kept as .bak); they stay until the tutor and the quiz use File.
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
	// Newer: the file is of a newer format version than this program
	// knows; it is left untouched, the state starts empty, and File.Update
	// refuses to write over it (File.Load only; Load never says Newer).
	Newer
)

// String names the status (for logs and tests).
func (s Status) String() string {
	switch s {
	case Loaded:
		return "loaded"
	case Fresh:
		return "fresh"
	case Recovered:
		return "recovered"
	case Unavailable:
		return "unavailable"
	case Newer:
		return "newer"
	}
	return "unknown"
}

// Load reads the file at path and hands its content to parse. It never
// fails: a missing file gives Fresh, one that cannot be read Unavailable;
// when parse returns an error the file is renamed to path+".bak"
// (Recovered, or Unavailable when the rename fails). parse is not called
// for a file that cannot be read.
//
// Deprecated: use File.Load, which takes the lock, never overwrites an
// earlier corrupt copy and leaves a newer version's file alone.
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
//
// Deprecated: use File.Update (state files: lock and merge) or WriteFile.
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
//
// Deprecated: use WriteFile (typed errors, permissions) or WriteNew.
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
