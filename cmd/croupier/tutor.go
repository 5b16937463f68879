package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor"
	"croupier/tutor/lesson"
)

func init() {
	register(command{name: "tutor", run: runTutor})
}

// tutorFlags are the tutor's options.
type tutorFlags struct {
	dirs    []string
	seed    uint64
	hasSeed bool
	plain   bool
}

// parseTutorFlags reads --dir PATH (repeatable), --seed N and --plain
// (line mode even on a terminal).
func parseTutorFlags(e *env, args []string) (tutorFlags, bool) {
	var f tutorFlags
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, val, hasVal := strings.Cut(a, "=")
		switch name {
		case "--dir", "-dir", "--seed", "-seed":
			if !hasVal {
				if i+1 >= len(args) {
					fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, a))
					return f, false
				}
				i++
				val = args[i]
			}
			if strings.HasSuffix(name, "dir") {
				f.dirs = append(f.dirs, val)
				continue
			}
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, a+" "+val))
				return f, false
			}
			f.seed, f.hasSeed = n, true
		case "--plain", "-plain":
			f.plain = true
		default:
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, a))
			return f, false
		}
	}
	return f, true
}

// runTutor starts the interactive tutor: the embedded lessons plus those
// of --dir, progress in the XDG state directory, readline on a terminal
// and a plain line mode otherwise.
func runTutor(e *env, args []string) int {
	f, ok := parseTutorFlags(e, args)
	if !ok {
		return exitInvalid
	}
	// The embedded lessons are read in full when opened (their headers
	// suffice for the menu); an author's are checked at once, so that
	// their problems show at the start.
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
		return exitFailed
	}
	for _, d := range f.dirs {
		st, err := os.Stat(d)
		if err == nil && !st.IsDir() {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLINotDir, d))
			return exitInvalid
		}
		if err != nil {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadDir, d, err.Error()))
			return exitInvalid
		}
		if err := lib.AddFS(os.DirFS(d), true); err != nil {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadDir, d, err.Error()))
			return exitInvalid
		}
	}
	cfg := tutor.Config{Lang: e.p.Lang(), Color: e.color, Library: lib, Seed: f.seed}
	if !f.hasSeed {
		cfg.Seed = 1
	}
	stateDir, store := progressStore(e)
	cfg.Store = store
	s := tutor.NewSession(cfg, e.stdout)
	s.Start()
	return runSession(e, s, stateDir, f.plain)
}
