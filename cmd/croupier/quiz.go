package main

import (
	"time"

	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/quiz"
)

// quizFlags are the options of croupier quiz.
type quizFlags struct {
	opts    quiz.Options
	hasSeed bool
	plain   bool
}

// defineQuizFlags defines [pharo|pharaon|pasur] [--seed N] [--n 10]
// [--level 1-3] [--plain] on f; parse reads the game from the other
// arguments.
func defineQuizFlags(f *flagSet) *quizFlags {
	q := &quizFlags{}
	f.seed(&q.opts.Seed, &q.hasSeed).about(locales.CLIOptQuizSeed)
	f.intIn(&q.opts.N, "n", "10", 1, quiz.MaxQuestions, func(s string) *badValue {
		return &badValue{msg: locales.QuizCLIBadN, args: []any{s, quiz.MaxQuestions}}
	}).shown(locales.CLIArgCount).about(locales.CLIOptQuizN)
	f.intIn(&q.opts.Level, "level", "2", quiz.MinLevel, quiz.MaxLevel, func(s string) *badValue {
		return &badValue{msg: locales.QuizCLIBadLevel, args: []any{s}}
	}).literal("1-3").about(locales.CLIOptQuizLevel)
	f.boolean(&q.plain, "plain").about(locales.CLIOptPlain)
	return q
}

// game reads the quiz's game from its other arguments: none, or one of
// pharo, pharaon and pasur.
func (q *quizFlags) game(args []string) *usageError {
	switch len(args) {
	case 0:
		return nil
	case 1:
		g, ok := input.ParseGame(args[0])
		if !ok {
			return usageErr(locales.QuizCLIBadGame, args[0])
		}
		q.opts.Game = g
		return nil
	}
	return usageErr(locales.CLIExtraArg, args[1], "croupier quiz")
}

// quizCommand is croupier quiz [pharo|pharaon|pasur] [--seed N] [--n 10]
// [--level 1-3] [--plain]: a quiz of generated questions in the tutor,
// the results kept in the state directory. With --seed it is a fixed
// drill (quiz.Options.Fixed: the seed alone picks the topics, level 2
// unless --level says otherwise); without, the seed comes from the clock
// and the memory picks the topics, due ones first.
func quizCommand(f *flagSet) action {
	q := defineQuizFlags(f)
	return func(e *env, args []string) int {
		if ue := q.game(args); ue != nil {
			return usageFailed(e, "quiz", ue)
		}
		// A seed given makes a fixed drill (the same questions whatever
		// the memory holds); without one the seed comes from the clock and
		// the memory picks the topics.
		q.opts.Fixed = q.hasSeed
		if !q.hasSeed {
			q.opts.Seed = uint64(time.Now().UnixNano()%1_000_000) + 1
		}
		return startQuiz(e, q.opts, q.plain)
	}
}
