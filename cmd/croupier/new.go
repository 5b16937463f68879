package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"
	"croupier/tutor/input"
)

// newCommand is croupier new faro|pharaon|pasur [-o FILE]: it prints a
// commented skeleton in the language chosen with --lang (or the
// environment's; --lang de,fr for one in both), or writes it to FILE,
// its id made of the file's name, and the schema its modeline names
// (scenario.schema.json) beside it, so that an editor checks the file
// wherever it lies. The game may be named as the tutor and the quiz
// accept it (pharo for faro, pasour for pasur).
func newCommand(f *flagSet) action {
	out := ""
	f.text(&out, nil, "o", "lesson.yaml").shown(locales.HelpSaveArg).oneDash().about(locales.CLIOptNewOut)
	return func(e *env, args []string) int {
		kinds := scenarios.SkeletonKinds()
		switch {
		case len(args) == 0:
			return failUsage(e, "new", locales.CLINewNoKind, strings.Join(kinds, ", "))
		case len(args) > 1:
			return failUsage(e, "new", locales.CLIExtraArg, args[1], "croupier new")
		}
		kind, ok := skeletonKind(args[0])
		if !ok {
			msg := e.p.T(locales.CLINewUnknown, args[0], strings.Join(kinds, ", "))
			if s := scenarios.Suggest(args[0], append([]string{"pharo", "pasour"}, kinds...)); s != "" {
				msg += " " + e.p.T(locales.CLIDidYouMean, s)
			}
			fmt.Fprintln(e.stderr, msg)
			fmt.Fprintln(e.stderr, e.p.T(locales.CLISeeHelp, "croupier help new"))
			return exitInvalid
		}
		o := scenarios.SkeletonOptions{Langs: []scenarios.Lang{scenarios.Lang(e.p.Lang())}}
		if len(e.langs) > 0 {
			o.Langs = nil
			for _, l := range e.langs {
				o.Langs = append(o.Langs, scenarios.Lang(l))
			}
		}
		if out != "" && out != "-" {
			o.ID, o.SchemaBeside = scenarios.SlugID(out), true
		} else {
			// two skeletons printed one after another have two ids
			o.IDSuffix = e.now().UTC().Format("20060102-150405")
		}
		data, err := scenarios.SkeletonWith(kind, o)
		if err != nil {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIInternal))
			return exitFailed
		}
		if out == "" || out == "-" { // -o -: standard output
			_, _ = e.stdout.Write(data)
			return exitOK
		}
		return writeSkeleton(e, out, data)
	}
}

// skeletonKind reads the game of croupier new: faro, pharaon or pasur,
// or another name of one (pharo, pharao: faro with chips; pasour, pasoor:
// pasur), in any letter case.
func skeletonKind(s string) (string, bool) {
	if k := strings.ToLower(strings.TrimSpace(s)); k == "pharaon" {
		return "pharaon", true
	}
	switch g, _ := input.ParseGame(s); g {
	case "pharo":
		return "faro", true
	case "pasur":
		return "pasur", true
	}
	return "", false
}

// writeSkeleton writes a new scenario file (never over an existing one)
// and, if it is not there yet, the schema beside it, both with the one
// writer (statefile.Write, New): each file appears complete or not at
// all, so that a full disk leaves nothing behind and a retry works.
func writeSkeleton(e *env, file string, data []byte) int {
	if st, err := os.Stat(file); err == nil && st.IsDir() {
		fmt.Fprintln(e.stderr, writeProblem(e.p, file, &statefile.Error{Op: statefile.OpCheck, File: file, Path: file, Reason: statefile.ReasonIsDir}))
		return exitInvalid
	}
	if err := statefile.WriteNew(file, data, 0o644); err != nil {
		var se *statefile.Error
		if errors.As(err, &se) && se.Reason == statefile.ReasonExists {
			fmt.Fprintln(e.stderr, e.p.T(locales.ScenNewExists, file))
		} else {
			fmt.Fprintln(e.stderr, writeProblem(e.p, file, err))
		}
		return exitInvalid
	}
	schema := filepath.Join(filepath.Dir(file), "scenario.schema.json")
	if _, err := os.Lstat(schema); errors.Is(err, fs.ErrNotExist) {
		err := statefile.WriteNew(schema, scenarios.Schema(), 0o644)
		var se *statefile.Error
		if err != nil && !(errors.As(err, &se) && se.Reason == statefile.ReasonExists) { // another new wrote it meanwhile
			fmt.Fprintln(e.stderr, writeProblem(e.p, schema, err))
			return exitInvalid
		}
	}
	fmt.Fprintln(e.stdout, e.p.T(locales.ScenNewWritten, file, schema))
	return exitOK
}
