package statefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// StaleAge is the age after which any croupier temporary file is stale,
// whatever its lock says (a write takes milliseconds).
const StaleAge = 10 * time.Minute

// The temporary files are named tempPrefix + the target's base name + "."
// + random digits + tempSuffix, e.g. .croupier-progress.json.123456.tmp.
// Older croupiers named them .croupier-123456.tmp.
const (
	tempPrefix = ".croupier-"
	tempSuffix = ".tmp"
)

// tempPattern is the os.CreateTemp pattern for a temporary file of base.
func tempPattern(base string) string { return tempPrefix + base + ".*" + tempSuffix }

// tempTarget returns the base name of the file a temporary file name was
// made for ("" for an older croupier's name), and whether name is a
// croupier temporary file at all.
func tempTarget(name string) (base string, ok bool) {
	if !strings.HasPrefix(name, tempPrefix) || !strings.HasSuffix(name, tempSuffix) ||
		len(name) <= len(tempPrefix)+len(tempSuffix) {
		return "", false
	}
	mid := name[len(tempPrefix) : len(name)-len(tempSuffix)]
	i := strings.LastIndexByte(mid, '.')
	if i <= 0 || !allDigits(mid[i+1:]) {
		return "", true
	}
	return mid[:i], true
}

// allDigits reports whether s is a non-empty run of ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// Clean removes the temporary files that killed croupier processes left
// in dir (the state directory) and returns their names. A temporary file
// of a state file is only written while that file's lock is held, so it
// is stale when the lock can be taken at once; any temporary file older
// than StaleAge is stale too (also one whose lock file is missing, and
// an older croupier's). Files in
// use by a running write are left alone. A missing dir is not an error;
// the first failure to remove one is returned (as an *Error) after trying
// the rest.
func Clean(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, newError(OpClean, dir, dir, err)
	}
	var removed []string
	var first error
	note := func(names []string, err error) {
		removed = append(removed, names...)
		if err != nil && first == nil {
			first = err
		}
	}
	bases := map[string]bool{}
	for _, e := range entries {
		base, ok := tempTarget(e.Name())
		if !ok || base == "" || e.IsDir() || bases[base] {
			continue
		}
		bases[base] = true
		// Without a lock file the file is not a locked state file (or a
		// first write is creating it right now): the age rule decides.
		if l, err := acquire(filepath.Join(dir, base+LockSuffix), false, 0); err == nil {
			note(removeTemps(dir, base, 0))
			l.release()
		}
	}
	note(removeTemps(dir, "", StaleAge))
	return removed, first
}

// removeTemps removes the temporary files in dir: those of base (all
// bases when base is "") older than age (any age when age is 0). The
// caller holds base's lock when age is 0.
func removeTemps(dir, base string, age time.Duration) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil
	}
	var removed []string
	var first error
	for _, e := range entries {
		b, ok := tempTarget(e.Name())
		if !ok || e.IsDir() || (base != "" && b != base) {
			continue
		}
		if age > 0 {
			fi, err := e.Info()
			if err != nil || time.Since(fi.ModTime()) < age {
				continue
			}
		}
		path := filepath.Join(dir, e.Name())
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			if first == nil {
				first = newError(OpClean, path, path, err)
			}
			continue
		}
		removed = append(removed, path)
	}
	return removed, first
}
