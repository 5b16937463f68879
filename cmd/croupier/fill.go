package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"croupier/locales"
	"croupier/scenarios"

	"github.com/rogpeppe/go-internal/diff"
)

// fillCommand is croupier fill [--diff] FILE…: it writes the engine's
// outcomes into each file's expectations, or with --diff prints what
// would change as a unified diff (exit 1 when something would change).
// A link is written through to the file it names; a read-only file is
// refused, not replaced.
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
	data, err := readScenarioFile(file)
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
	target, err := filepath.EvalSymlinks(file) // write through a link, keep the link
	if err != nil {
		target = file
	}
	if !writable(target) {
		fmt.Fprintln(e.stderr, e.p.T(locales.ScenFillReadOnly, file))
		return exitInvalid
	}
	if problem := writeFileAtomic(e.p, target, out); problem != "" {
		fmt.Fprintln(e.stderr, problem)
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

// writable reports whether file may be written: it has a write
// permission and we may open it for writing (fill replaces the file by
// renaming, which a directory's write permission would allow even for a
// read-only file).
func writable(file string) bool {
	if st, err := os.Stat(file); err == nil && st.Mode().Perm()&0o222 == 0 {
		return false // read-only for everyone, root too
	}
	f, err := os.OpenFile(file, os.O_WRONLY, 0)
	if err != nil {
		return !errors.Is(err, fs.ErrPermission) && !errors.Is(err, syscall.EROFS)
	}
	f.Close()
	return true
}

// writeFileAtomic replaces file by data through a temporary file beside
// it, keeping the file's permissions; it returns the problem, said in p's
// language, or "".
func writeFileAtomic(p locales.Printer, file string, data []byte) string {
	mode := os.FileMode(0o644)
	if st, err := os.Stat(file); err == nil {
		mode = st.Mode().Perm()
	}
	tmp := file + ".croupier-fill"
	if err := os.WriteFile(tmp, data, mode); err != nil {
		os.Remove(tmp)
		return writeProblem(p, file, err)
	}
	if err := os.Rename(tmp, file); err != nil {
		os.Remove(tmp)
		return writeProblem(p, file, err)
	}
	return ""
}
