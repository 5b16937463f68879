package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

// newCommand is croupier new faro|pharaon|pasur [-o FILE]: it prints a
// commented skeleton in the language chosen with --lang (or the
// environment's), or writes it to FILE and the schema its modeline names
// (scenario.schema.json) beside it, so that an editor checks the file
// wherever it lies.
func newCommand(f *flagSet) action {
	out := ""
	f.text(&out, nil, "o", "lesson.yaml")
	return func(e *env, args []string) int {
		kinds := scenarios.SkeletonKinds()
		switch {
		case len(args) == 0:
			return failUsage(e, "new", locales.CLINewNoKind, strings.Join(kinds, ", "))
		case len(args) > 1:
			return failUsage(e, "new", locales.CLIExtraArg, args[1], "croupier new")
		case !slices.Contains(kinds, args[0]):
			msg := e.p.T(locales.CLINewUnknown, args[0], strings.Join(kinds, ", "))
			if s := scenarios.Suggest(args[0], kinds); s != "" {
				msg += " " + e.p.T(locales.CLIDidYouMean, s)
			}
			fmt.Fprintln(e.stderr, msg)
			fmt.Fprintln(e.stderr, e.p.T(locales.CLISeeHelp, "croupier help new"))
			return exitInvalid
		}
		data, err := scenarios.Skeleton(args[0], scenarios.Lang(e.p.Lang()))
		if err != nil {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIInternal))
			return exitFailed
		}
		if out == "" {
			_, _ = e.stdout.Write(data)
			return exitOK
		}
		return writeSkeleton(e, out, data)
	}
}

// writeSkeleton writes a new scenario file (never over an existing one)
// and, if it is not there yet, the schema beside it.
func writeSkeleton(e *env, file string, data []byte) int {
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			fmt.Fprintln(e.stderr, e.p.T(locales.ScenNewExists, file))
		} else {
			fmt.Fprintln(e.stderr, writeProblem(e.p, file, err))
		}
		return exitInvalid
	}
	_, werr := f.Write(data)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		fmt.Fprintln(e.stderr, writeProblem(e.p, file, werr))
		return exitInvalid
	}
	schema := filepath.Join(filepath.Dir(file), "scenario.schema.json")
	if _, err := os.Stat(schema); errors.Is(err, fs.ErrNotExist) {
		if problem := writeFileAtomic(e.p, schema, scenarios.Schema()); problem != "" {
			fmt.Fprintln(e.stderr, problem)
			return exitInvalid
		}
	}
	fmt.Fprintln(e.stdout, e.p.T(locales.ScenNewWritten, file, schema))
	return exitOK
}
