package main

import "croupier/locales"

// tutorCommand is croupier [tutor] [LESSON] [--dir PATH]… [--seed N]
// [--plain]: the interactive tutor on the embedded lessons plus those of
// --dir, progress in the XDG state directory, readline on a terminal and
// a plain line mode otherwise; with a lesson's id it opens that lesson at
// once.
func tutorCommand(f *flagSet) action {
	o := sessionOptions{seed: 1}
	f.list(&o.dirs, "dir", "~/pharo").shown(locales.CLIArgPath).about(locales.CLIOptDir)
	f.seed(&o.seed, nil).about(locales.CLIOptTutorSeed)
	f.boolean(&o.plain, "plain").about(locales.CLIOptPlain)
	return func(e *env, args []string) int {
		if len(args) > 1 {
			return failUsage(e, "tutor", locales.CLIExtraArg, args[1], f.command)
		}
		if len(args) == 1 {
			o.lesson = args[0]
		}
		return startTutor(e, o)
	}
}
