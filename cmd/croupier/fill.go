package main

import (
	"fmt"
	"os"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

func init() {
	register(command{name: "fill", run: fillCommand})
}

// fillCommand is croupier fill FILE [--diff]: it writes the engine's
// outcomes into the file's expectations, or with --diff shows what would
// change.
func fillCommand(e *env, args []string) int {
	diff := false
	var file string
	for _, a := range args {
		switch {
		case a == "--diff" || a == "-diff":
			diff = true
		case a == "help" && !scenPathExists(a):
			fmt.Fprintln(e.stdout, e.p.T(locales.CLIUsageFill))
			return exitOK
		case strings.HasPrefix(a, "-") || file != "":
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, a))
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIUsageFill))
			return exitInvalid
		default:
			file = a
		}
	}
	if file == "" {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIUsageFill))
		return exitInvalid
	}
	data, err := readScenarioFile(file)
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
		return exitInvalid
	}
	s, diags := scenarios.Load(file, data)
	if len(diags) > 0 {
		for _, d := range diags {
			fmt.Fprintln(e.stderr, renderScenarioDiag(e.p, d))
		}
		return exitInvalid
	}
	out, changes, err := scenarios.Fill(s)
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIFillCannot, err.Error()))
		return exitInvalid
	}
	if len(changes) == 0 {
		fmt.Fprintln(e.stdout, e.p.T(locales.CLIFillNothing, file))
		return exitOK
	}
	if diff {
		printFillDiff(e, file, changes)
		return exitOK
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(file); err == nil {
		mode = st.Mode().Perm()
	}
	tmp := file + ".croupier-fill"
	if err := os.WriteFile(tmp, out, mode); err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
		return exitInvalid
	}
	if err := os.Rename(tmp, file); err != nil {
		os.Remove(tmp)
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
		return exitInvalid
	}
	fmt.Fprintln(e.stdout, e.p.T(locales.CLIFillDone, len(changes), file))
	return exitOK
}

// printDiff shows the changes as a unified diff, one hunk per change.
func printFillDiff(e *env, file string, changes []scenarios.Change) {
	fmt.Fprintf(e.stdout, "--- %s\n+++ %s\n", file, file)
	for _, c := range changes {
		before, after := scenLines(c.Before), scenLines(c.After)
		oldStart := c.Line
		if len(before) == 0 {
			oldStart-- // an insertion after the line before
		}
		fmt.Fprintf(e.stdout, "@@ -%d,%d +%d,%d @@ %s\n", oldStart, len(before), c.Line, len(after), c.What)
		for _, l := range before {
			fmt.Fprintln(e.stdout, "-"+l)
		}
		for _, l := range after {
			fmt.Fprintln(e.stdout, "+"+l)
		}
	}
}

func scenLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}
