package main

import (
	"fmt"
	"strconv"
	"strings"

	"croupier/locales"
	"croupier/tutor"
)

func init() {
	register(command{name: "demo", run: runDemo})
}

// runDemo deals and settles one whole Faro deal from a seeded deck:
// croupier demo [--seed N] [--profile pharo|pharaon].
func runDemo(e *env, args []string) int {
	seed, profile := uint64(1), "pharo"
	for i := 0; i < len(args); i++ {
		name, val, hasVal := strings.Cut(args[i], "=")
		switch name {
		case "--seed", "-seed", "--profile", "-profile":
		default:
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, args[i]))
			return exitInvalid
		}
		if !hasVal {
			if i+1 >= len(args) {
				fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, args[i]))
				return exitInvalid
			}
			i++
			val = args[i]
		}
		if strings.HasSuffix(name, "seed") {
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, name+" "+val))
				return exitInvalid
			}
			seed = n
			continue
		}
		if val != "pharo" && val != "pharaon" {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, name+" "+val))
			return exitInvalid
		}
		profile = val
	}
	cfg := tutor.Config{Lang: e.p.Lang(), Color: e.color, Seed: seed}
	if err := tutor.Demo(cfg, e.stdout, profile); err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err))
		return exitInvalid
	}
	return exitOK
}
