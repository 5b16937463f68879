package main

import (
	"errors"
	"io/fs"
	"path/filepath"

	"croupier/locales"
)

// An OS error never reaches the user as Go's text: these say in the
// user's language what went wrong with which path and what to do.

// readProblem says why path could not be read (see
// locales.Printer.ReadProblem).
func readProblem(p locales.Printer, path string, err error, missing locales.Message) string {
	return p.ReadProblem(path, err, missing)
}

// writeProblem says why path could not be written.
func writeProblem(p locales.Printer, path string, err error) string { return p.WriteProblem(path, err) }

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
