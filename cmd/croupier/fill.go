package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"

	"github.com/rogpeppe/go-internal/diff"
)

// fillCommand is croupier fill [--diff] FILE…: it writes the engine's
// outcomes into each file's expectations, or with --diff prints what
// would change as a unified diff (exit 1 when something would change).
// A link is written through to the file it names; a read-only file, a
// file with other hard links and one that changed while fill ran are
// refused, not replaced (statefile.Write).
func fillCommand(f *flagSet) action {
	showDiff := false
	f.boolean(&showDiff, "diff").about(locales.CLIOptDiff)
	return func(e *env, args []string) int {
		if len(args) == 0 {
			return failUsage(e, "fill", locales.CLIFillNoFile)
		}
		code := exitOK
		for _, file := range args {
			switch c := fill(e, file, showDiff); {
			case c == exitInvalid:
				code = exitInvalid
			case c == exitFailed && code == exitOK:
				code = exitFailed
			}
		}
		return code
	}
}

func fill(e *env, file string, showDiff bool) int {
	st, err := os.Stat(file)
	switch {
	case err == nil && st.IsDir():
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIIsDir, file))
		return exitInvalid
	case err == nil && !st.Mode().IsRegular():
		fmt.Fprintln(e.stderr, locales.Clean(file)+": "+e.p.T(locales.ScenNotRegular))
		return exitInvalid
	}
	data, snap, err := statefile.ReadRegular(file, scenarios.MaxFileSize)
	if err != nil {
		err = scenarios.BrokenLink(os.DirFS(filepath.Dir(file)), filepath.Base(file), err)
		fmt.Fprintln(e.stderr, readProblem(e.p, file, err, locales.CLIFileMissing))
		return exitInvalid
	}
	s, diags := scenarios.Load(file, data)
	if len(diags) > 0 {
		for _, d := range diags {
			fmt.Fprintln(e.stderr, e.p.AuthorDiagnostic(d))
		}
		return exitInvalid
	}
	out, changes, err := scenarios.Fill(s)
	if err != nil {
		var ds scenarios.Diagnostics
		switch {
		case errors.As(err, &ds):
			for _, d := range ds {
				fmt.Fprintln(e.stderr, e.p.AuthorDiagnostic(d))
			}
		case errors.Is(err, scenarios.ErrFill):
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIFillCannot, e.p.T(locales.CLIFillLayout)))
		default:
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIFillCannot, e.p.T(locales.CLIFillReplay, file)))
		}
		return exitInvalid
	}
	if showDiff {
		name := diffName(file)
		d := diffHeaderTabs(diff.Diff("a/"+name, data, "b/"+name, out), name)
		if d == nil {
			// stdout stays empty: it is the patch
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIFillNothing, file))
			return exitOK
		}
		_, _ = e.stdout.Write(d)
		return exitFailed
	}
	if len(changes) == 0 {
		fmt.Fprintln(e.stdout, e.p.T(locales.CLIFillNothing, file))
		return exitOK
	}
	// the one writer follows a link to its file (the link stays), and
	// refuses when the file changed since it was read
	if err := statefile.Write(file, out, statefile.Options{Unchanged: snap}); err != nil {
		var se *statefile.Error
		if errors.As(err, &se) && se.Reason == statefile.ReasonFileReadOnly {
			fmt.Fprintln(e.stderr, e.p.T(locales.ScenFillReadOnly, file))
		} else {
			fmt.Fprintln(e.stderr, writeProblem(e.p, file, err))
		}
		return exitInvalid
	}
	fmt.Fprintln(e.stdout, e.p.T(locales.CLIFillDone, len(changes), file))
	return exitOK
}

// diffName is the file's name in the diff's header, as git writes it:
// slash-separated and relative to the current directory when the file
// lies below it, so that "git apply" and "patch -p1" find it there.
func diffName(file string) string {
	name := filepath.Clean(file)
	if filepath.IsAbs(name) {
		if wd, err := os.Getwd(); err == nil {
			if rel, err := filepath.Rel(wd, name); err == nil && filepath.IsLocal(rel) {
				name = rel
			}
		}
	}
	return filepath.ToSlash(name)
}

// diffHeaderTabs ends the names of the diff's header with a tab when the
// name holds a space, as git and GNU diff write them: patch reads a name
// up to a tab, and without one it would stop at the space.
func diffHeaderTabs(d []byte, name string) []byte {
	if d == nil || !strings.ContainsAny(name, " \t") {
		return d
	}
	for _, h := range []string{"--- a/", "+++ b/"} {
		line := []byte(h + name + "\n")
		if i := bytes.Index(d, line); i >= 0 {
			d = slices.Concat(d[:i], line[:len(line)-1], []byte("\t\n"), d[i+len(line):])
		}
	}
	return d
}
