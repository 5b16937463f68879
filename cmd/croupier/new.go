package main

import (
	"fmt"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

func init() {
	register(command{name: "new", run: newCommand})
}

// newCommand is croupier new faro|pharaon|pasur: it prints a commented
// skeleton in the language chosen with --lang (or the environment's).
func newCommand(e *env, args []string) int {
	if len(args) == 1 && args[0] == "help" {
		fmt.Fprintln(e.stdout, e.p.T(locales.CLIUsageNew))
		return exitOK
	}
	kinds := scenarios.SkeletonKinds()
	if len(args) != 1 || !isSkeletonKind(args[0]) {
		if len(args) == 1 {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLINewUnknown, args[0], strings.Join(kinds, ", ")))
			if s := scenarios.Suggest(args[0], kinds); s != "" {
				fmt.Fprintln(e.stderr, e.p.T(locales.CLIDidYouMean, s))
			}
		}
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIUsageNew))
		return exitInvalid
	}
	data, err := scenarios.Skeleton(args[0], scenarios.Lang(e.p.Lang()))
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
		return exitInvalid
	}
	_, _ = e.stdout.Write(data)
	return exitOK
}

func isSkeletonKind(s string) bool {
	list := scenarios.SkeletonKinds()
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
