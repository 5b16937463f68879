package main

import (
	"fmt"
	"slices"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

// newCommand is croupier new faro|pharaon|pasur: it prints a commented
// skeleton in the language chosen with --lang (or the environment's).
func newCommand(*flagSet) action {
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
		_, _ = e.stdout.Write(data)
		return exitOK
	}
}
