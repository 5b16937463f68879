package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"croupier/locales"
	"croupier/tutor"
	"croupier/tutor/quiz"
)

func init() {
	register(command{name: "quiz", run: runQuiz})
}

// quizFlags are the options of croupier quiz.
type quizFlags struct {
	opts    quiz.Options
	hasSeed bool
	plain   bool
}

// parseQuizArgs reads [pharo|pharaon|pasur] [--seed N] [--n 10]
// [--level 1-3] [--plain]. Messages go to e.stderr.
func parseQuizArgs(e *env, args []string) (quizFlags, bool) {
	var f quizFlags
	var rest []string
	for _, a := range args {
		if a == "--plain" || a == "-plain" {
			f.plain = true
			continue
		}
		rest = append(rest, a)
	}
	vals, pos, ok := parseFlags(e, rest, "seed", "n", "level")
	if !ok {
		return f, false
	}
	if len(pos) > 1 {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, strings.Join(pos[1:], " ")))
		return f, false
	}
	if len(pos) == 1 {
		g, ok := quiz.ParseGame(pos[0])
		if !ok {
			fmt.Fprintln(e.stderr, e.p.T(locales.QuizCLIBadGame, pos[0]))
			return f, false
		}
		f.opts.Game = g
	}
	if v, ok := vals["seed"]; ok {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, "--seed "+v))
			return f, false
		}
		f.opts.Seed, f.hasSeed = n, true
	}
	if v, ok := vals["n"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > quiz.MaxQuestions {
			fmt.Fprintln(e.stderr, e.p.T(locales.QuizCLIBadN, v, quiz.MaxQuestions))
			return f, false
		}
		f.opts.N = n
	}
	if v, ok := vals["level"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < quiz.MinLevel || n > quiz.MaxLevel {
			fmt.Fprintln(e.stderr, e.p.T(locales.QuizCLIBadLevel, v))
			return f, false
		}
		f.opts.Level = n
	}
	return f, true
}

// parseFlags reads "--name value" and "--name=value" for the names
// given (also with one dash), and returns the values by name and the
// other arguments in order. An unknown flag or a flag without its value
// is reported on e.stderr.
func parseFlags(e *env, args []string, names ...string) (map[string]string, []string, bool) {
	vals := map[string]string{}
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "-" {
			rest = append(rest, a)
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		known := false
		for _, n := range names {
			known = known || n == name
		}
		if !known || strings.HasPrefix(a, "---") {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, a))
			return nil, nil, false
		}
		if !hasVal {
			if i+1 >= len(args) {
				fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, a))
				return nil, nil, false
			}
			i++
			val = args[i]
		}
		vals[name] = val
	}
	return vals, rest, true
}

// joinWords joins words with spaces.
func joinWords(ws []string) string { return strings.Join(ws, " ") }

// runQuiz is croupier quiz [pharo|pharaon|pasur] [--seed N] [--n 10]
// [--level 1-3] [--plain]: a quiz of generated questions in the tutor,
// due topics first, the results kept in the state directory. Without
// --seed the seed comes from the clock (and is shown, so that the quiz
// can be replayed).
func runQuiz(e *env, args []string) int {
	if len(args) == 1 && args[0] == "help" {
		fmt.Fprintln(e.stdout, e.p.T(locales.QuizCLIUsage))
		return exitOK
	}
	f, ok := parseQuizArgs(e, args)
	if !ok {
		fmt.Fprintln(e.stderr, e.p.T(locales.QuizCLIUsage))
		return exitInvalid
	}
	if !f.hasSeed {
		f.opts.Seed = uint64(time.Now().UnixNano()%1_000_000) + 1
	}
	cfg := tutor.Config{Lang: e.p.Lang(), Color: e.color, Seed: 1}
	stateDir, store := progressStore(e)
	cfg.Store = store
	s := tutor.NewSession(cfg, e.stdout)
	s.StartQuiz(f.opts, true)
	return runSession(e, s, stateDir, f.plain)
}
