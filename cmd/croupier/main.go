// Command croupier teaches Faro (Pharo, Pharaon) and Pasur in German and
// French: an interactive tutor, a scenario runner and the authoring tools.
// Run "croupier help" for the commands.
package main

import (
	"errors"
	"fmt"
	"os"

	"croupier/locales"
	"croupier/scenarios"
)

func main() {
	os.Exit(run(os.Args[1:], newEnv(os.Stdin, os.Stdout, os.Stderr, os.Getenv)))
}

// command is one of croupier's commands.
type command struct {
	name string
	// usage is what "croupier help NAME" and "croupier NAME -h" show,
	// one message a paragraph.
	usage []locales.Message
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
		{"tutor", []locales.Message{locales.CLIUsageTutor}, tutorCommand},
		{"demo", []locales.Message{locales.CLIUsageDemo}, demoCommand},
		{"run", []locales.Message{locales.CLIUsageRun}, runCommand},
		{"check", []locales.Message{locales.CLIUsageCheck}, checkCommand},
		{"fill", []locales.Message{locales.CLIUsageFill}, fillCommand},
		{"new", []locales.Message{locales.CLIUsageNew, locales.ScenUsageNewOut}, newCommand},
		{"schema", []locales.Message{locales.ScenUsageSchema}, schemaCommand},
		{"quiz", []locales.Message{locales.QuizCLIUsage, locales.CLIAboutQuiz}, quizCommand},
		{"stats", []locales.Message{locales.StatsCLIUsage, locales.CLIAboutStats}, statsCommand},
		{"odds", []locales.Message{locales.OddsCLIUsage, locales.CLIAboutOdds}, oddsCommand},
		{"help", []locales.Message{locales.CLIUsageHelp}, helpCommand},
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
		printUsage(e, locales.CLIUsage)
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
		printUsage(e, c.usage...)
		return exitOK
	case errors.As(err, &ue):
		return usageFailed(e, c.name, ue)
	case len(pos) == 1 && pos[0] == "help" && !pathExists("help"):
		printUsage(e, c.usage...)
		return exitOK
	}
	g.apply(e)
	if !envOK && !g.langSet {
		fmt.Fprintln(e.stderr, e.p.T(locales.LangFallback))
	}
	return act(e, pos)
}

// printUsage prints a usage text and the global options on stdout.
func printUsage(e *env, usage ...locales.Message) {
	for _, m := range usage {
		fmt.Fprintln(e.stdout, e.p.T(m))
	}
	fmt.Fprintln(e.stdout)
	fmt.Fprintln(e.stdout, e.p.T(locales.CLIUsageGlobal))
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
			printUsage(e, locales.CLIUsage)
			return exitOK
		case 1:
			c, ok := findCommand(args[0])
			if !ok {
				return unknownCommand(e, args[0])
			}
			printUsage(e, c.usage...)
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
