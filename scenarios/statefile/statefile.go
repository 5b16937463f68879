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
// Store ties File to a typed state: Open parses, Sync merges a process's
// changes into what is on disk and writes the result.
package statefile

// Status says how loading a state file went.
type Status uint8

// The load statuses.
const (
	// Loaded: the file was read.
	Loaded Status = iota
	// Fresh: there was no file; the state starts empty.
	Fresh
	// Recovered: the file was corrupt; it was kept under a name of its own
	// (Report.Kept) and the state starts empty.
	Recovered
	// Unavailable: the file could not be read or moved (permissions); the
	// state starts empty and saving will likely fail too.
	Unavailable
	// Newer: the file is of a newer format version than this program
	// knows; it is left untouched, the state starts empty, and File.Update
	// refuses to write over it.
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
