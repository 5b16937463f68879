package main

import (
	"errors"
	"io/fs"
	"path/filepath"
	"syscall"

	"croupier/locales"
)

// An OS error never reaches the user as Go's text: these say in the
// user's language what went wrong with which path and what to do.

// readProblem says why path could not be read; missing is the sentence
// for a path that does not exist (a file, a directory, either).
func readProblem(p locales.Printer, path string, err error, missing locales.Message) string {
	switch {
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		return p.T(missing, path)
	case errors.Is(err, fs.ErrPermission):
		return p.T(locales.CLINoReadPermission, path)
	case errors.Is(err, syscall.EISDIR):
		return p.T(locales.CLIIsDir, path)
	}
	return p.T(locales.CLICannotRead, path)
}

// writeProblem says why path could not be written.
func writeProblem(p locales.Printer, path string, err error) string {
	if errors.Is(err, fs.ErrPermission) {
		return p.T(locales.CLINoWritePermission, filepath.Dir(path))
	}
	return p.T(locales.CLICannotWrite, path)
}

// pathOf returns the path an fs error names inside root (a directory
// read through os.DirFS), or root itself.
func pathOf(root string, err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path != "." && pe.Path != "" {
		if filepath.IsAbs(pe.Path) {
			return pe.Path
		}
		return filepath.Join(root, filepath.FromSlash(pe.Path))
	}
	return root
}
