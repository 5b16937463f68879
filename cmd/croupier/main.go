// Command croupier teaches Faro (Pharo, Pharaon) and Pasur in German and
// French: an interactive tutor, a scenario runner and the authoring tools.
// Run "croupier help" for the commands.
package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

func main() {
	os.Exit(run(os.Args[1:], newEnv(os.Stdin, os.Stdout, os.Stderr, os.Getenv)))
}

// command is one of croupier's commands. Its help is built from its
// parts and from the options define defines (see help.go), so that the
// help names every option the command takes.
type command struct {
	name string
	// args is the other arguments as the synopsis shows them ("[PFAD…]",
	// "faro|pharaon|pasur"); a literal when lit is set. argsFirst puts
	// them before the options.
	args      locales.Message
	lit       string
	argsFirst bool
	// argHelp says what the other arguments are, beside them in the list
	// of options (none when the about text says it).
	argHelp locales.Message
	// summary is the command in the list of all commands; about what it
	// does, below its synopsis; after what follows its options (the exit
	// codes).
	summary, about, after locales.Message
	// speaks marks a command that talks to a learner (the tutor, the
	// quiz…): only these say that the environment's language was not
	// recognised; the authors' tools keep their output to the point.
	speaks bool
	// define defines the command's options on f and returns the action,
	// which runs the command with the other arguments once the options
	// are parsed.
	define func(f *flagSet) action
}

// action runs a command with its arguments and returns the exit code.
type action func(e *env, args []string) int

// commandTable lists croupier's commands in the order "croupier help"
// shows them. (A function, not a variable: help looks commands up in it.)
func commandTable() []command {
	return []command{
		{name: "tutor", args: locales.CLIArgLesson, argsFirst: true, summary: locales.CLISumTutor, about: locales.CLIAboutTutor, speaks: true, define: tutorCommand},
		{name: "demo", summary: locales.CLISumDemo, about: locales.CLIAboutDemo, speaks: true, define: demoCommand},
		{name: "run", args: locales.CLIArgPaths, summary: locales.CLISumRun, about: locales.CLIAboutRun,
			after: locales.CLIExitRun, define: runCommand},
		{name: "check", args: locales.CLIArgPaths, summary: locales.CLISumCheck, about: locales.CLIAboutCheck,
			after: locales.CLIExitCheck, define: checkCommand},
		{name: "fill", args: locales.CLIArgFiles, summary: locales.CLISumFill, about: locales.CLIAboutFill, define: fillCommand},
		{name: "new", lit: strings.Join(scenarios.SkeletonKinds(), "|"), argsFirst: true, argHelp: locales.CLIArgNewGames,
			summary: locales.CLISumNew, about: locales.CLIAboutNew, define: newCommand},
		{name: "schema", summary: locales.CLISumSchema, about: locales.CLIAboutSchema, define: schemaCommand},
		{name: "quiz", lit: "[pharo|pharaon|pasur]", argsFirst: true, argHelp: locales.CLIArgQuizGame,
			summary: locales.CLISumQuiz, about: locales.CLIAboutQuiz, speaks: true, define: quizCommand},
		{name: "stats", lit: "[pharo|pharaon|pasur]", summary: locales.CLISumStats, about: locales.CLIAboutStats,
			speaks: true, define: statsCommand},
		{name: "odds", summary: locales.CLISumOdds, about: locales.CLIAboutOdds, speaks: true, define: oddsCommand},
		{name: "version", summary: locales.CLISumVersion, about: locales.CLIAboutVersion, define: versionCommand},
		{name: "completion", lit: "bash|zsh|fish", argsFirst: true, argHelp: locales.CLIArgShell,
			summary: locales.CLISumCompletion, about: locales.CLIAboutCompletion, define: completionCommand},
		{name: "help", args: locales.CLIArgCommand, summary: locales.CLISumHelp, about: locales.CLIAboutHelp, define: helpCommand},
	}
}

// findCommand returns the command called name.
func findCommand(name string) (command, bool) {
	for _, c := range commandTable() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// commandNames returns the commands' names in table order.
func commandNames() []string {
	var out []string
	for _, c := range commandTable() {
		out = append(out, c.name)
	}
	return out
}

// run parses the command line, picks the language and runs the command;
// it returns the exit code. The global options --lang and --color may
// stand before the command or among its own options; without a command,
// or when the first argument is an option of the tutor, the tutor runs.
func run(args []string, e *env) int {
	envLang, envOK := locales.FromEnv(e.getenv)
	e.p = locales.New(envLang)
	if l, ok := langHint(args); ok {
		e.p = locales.New(l) // so that even a problem before --lang is said in its language
	}
	if len(args) > 0 && (args[0] == "--version" || args[0] == "-version") {
		args = append([]string{"version"}, args[1:]...)
	}
	g := &globals{color: "auto"}
	top := newFlagSet("croupier")
	g.define(top, e)
	name, rest, implicit := "tutor", args, true
	switch err := top.fs.Parse(args); {
	case err == nil:
		if left := top.fs.Args(); len(left) > 0 {
			name, rest, implicit = left[0], left[1:], false
		} else {
			rest = nil
		}
	case errors.Is(err, errHelp):
		printCommands(e)
		return exitOK
	default:
		var ue *usageError
		if errors.As(top.explain(err), &ue) && !ue.unknown {
			return usageFailed(e, "", ue)
		}
		// An option the global ones do not know: the tutor's, or a typo
		// that the tutor's own parse reports with a suggestion.
	}
	c, ok := findCommand(name)
	if !ok {
		return unknownCommand(e, name)
	}
	shown := "croupier " + c.name
	if implicit {
		shown = "croupier"
	}
	f := newFlagSet(shown)
	g.define(f, e)
	act := c.define(f)
	pos, err := f.parse(rest)
	var ue *usageError
	switch {
	case errors.Is(err, errHelp):
		printUsage(e, c)
		return exitOK
	case errors.As(err, &ue):
		return usageFailed(e, c.name, ue)
	case len(pos) == 1 && pos[0] == "help" && !pathExists("help"):
		printUsage(e, c)
		return exitOK
	case len(g.langs) > 1 && c.name != "new":
		// only a skeleton is written in two languages at once
		return failUsage(e, c.name, locales.CLILangOne, strings.Join(langNames(g.langs), ","))
	}
	g.apply(e)
	if !envOK && !g.langSet && c.speaks {
		fmt.Fprintln(e.stderr, e.p.T(locales.LangFallback))
	}
	return act(e, pos)
}

// usageFailed says what is wrong with the command line of the command
// name ("" before any command) and where the help is; it returns
// exitInvalid.
func usageFailed(e *env, name string, ue *usageError) int {
	if ue.bothLangs {
		// We do not know which language is wanted: say it in both.
		for _, l := range locales.Langs() {
			fmt.Fprintln(e.stderr, ue.render(locales.New(l)))
		}
		return exitInvalid
	}
	fmt.Fprintln(e.stderr, ue.render(e.p))
	help := "croupier help"
	if name != "" && name != "help" {
		help += " " + name
	}
	fmt.Fprintln(e.stderr, e.p.T(locales.CLISeeHelp, help))
	return exitInvalid
}

// usageErr makes a usage error of a message and its arguments.
func usageErr(m locales.Message, args ...any) *usageError { return &usageError{msg: m, args: args} }

// failUsage reports a usage error of command name: usageFailed for the
// actions.
func failUsage(e *env, name string, m locales.Message, args ...any) int {
	return usageFailed(e, name, usageErr(m, args...))
}

// pathExists reports whether a file or directory p exists (then "help"
// is a path, not a request for help).
func pathExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// helpCommand is croupier help [COMMAND]: every command, or the usage of
// one.
func helpCommand(*flagSet) action {
	return func(e *env, args []string) int {
		switch len(args) {
		case 0:
			printCommands(e)
			return exitOK
		case 1:
			c, ok := findCommand(args[0])
			if !ok {
				return unknownCommand(e, args[0])
			}
			printUsage(e, c)
			return exitOK
		}
		return failUsage(e, "help", locales.CLIExtraArg, args[1], "croupier help")
	}
}

// unknownCommand says that there is no command name, suggests the
// nearest one and returns exitInvalid.
func unknownCommand(e *env, name string) int {
	msg := e.p.T(locales.CLIUnknownCommand, name)
	if s := scenarios.Suggest(name, commandNames()); s != "" {
		msg += " " + e.p.T(locales.CLIDidYouMean, s)
	}
	fmt.Fprintln(e.stderr, msg)
	fmt.Fprintln(e.stderr, e.p.T(locales.CLISeeHelp, "croupier help"))
	return exitInvalid
}
