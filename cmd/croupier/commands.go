package main

import (
	"fmt"
	"sort"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

// command is one subcommand of croupier.
type command struct {
	name string
	run  func(e *env, args []string) int
}

// commands holds the subcommands; each file registers its own in init.
var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

// run parses the global options, picks the language and dispatches to the
// subcommand. It returns the process exit code.
func run(args []string, e *env) int {
	lang, langOK := locales.FromEnv(e.getenv)
	langFlag, colorFlag := "", "auto"
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, val, hasVal := strings.Cut(a, "=")
		switch name {
		case "--lang", "-lang", "--color", "-color":
			if !hasVal {
				if i+1 >= len(args) {
					fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, a))
					return exitInvalid
				}
				i++
				val = args[i]
			}
			if strings.HasSuffix(name, "lang") {
				langFlag = val
			} else {
				colorFlag = val
			}
		case "-h", "--help", "-help":
			rest = append(rest, "help")
		default:
			rest = append(rest, a)
		}
	}
	if langFlag != "" {
		l, err := locales.ParseLang(langFlag)
		if err != nil {
			// Say it in both languages: we do not know which one is wanted.
			for _, l := range locales.Langs() {
				fmt.Fprintln(e.stderr, locales.New(l).T(locales.CLIBadLang, langFlag))
			}
			return exitInvalid
		}
		lang, langOK = l, true
	}
	e.p = locales.New(lang)
	switch colorFlag {
	case "always":
		e.color = true
	case "never":
		e.color = false
	case "auto":
		e.color = isTerminal(e.stdout) && e.getenv("NO_COLOR") == "" && e.getenv("TERM") != "dumb"
	default:
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadColor, colorFlag))
		return exitInvalid
	}
	if !langOK {
		fmt.Fprintln(e.stderr, e.p.T(locales.LangFallback))
	}
	name := "tutor"
	if len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
		name, rest = rest[0], rest[1:]
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIUnknownCommand, name))
		if s := scenarios.Suggest(name, commandNames()); s != "" {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIDidYouMean, s))
		}
		return exitInvalid
	}
	return c.run(e, rest)
}

func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func init() {
	register(command{name: "help", run: func(e *env, _ []string) int {
		fmt.Fprintln(e.stdout, e.p.T(locales.CLIUsage))
		return exitOK
	}})
}
