package main

import "croupier/locales"

// demoCommand is croupier demo [--seed N] [--profile pharo|pharaon]: one
// whole Faro deal, dealt and settled from a seeded deck.
func demoCommand(f *flagSet) action {
	seed, profile := uint64(1), "pharo"
	f.seed(&seed, nil).about(locales.CLIOptDemoSeed)
	f.choice(&profile, "profile", "pharo", "pharaon").about(locales.CLIOptDemoProfile)
	return func(e *env, args []string) int {
		if len(args) > 0 {
			return failUsage(e, "demo", locales.CLIExtraArg, args[0], "croupier demo")
		}
		return playDemo(e, seed, profile)
	}
}
