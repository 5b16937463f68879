package main

import (
	"fmt"
	"path/filepath"
	"time"

	"croupier/locales"
	"croupier/tutor/quiz"
)

// quizStore returns the quiz's memory file in the XDG state directory
// ($XDG_STATE_HOME/croupier/quiz.json), or nil when there is none.
func quizStore(e *env) *quiz.Store {
	dir := stateDir(e)
	if dir == "" {
		return nil
	}
	return &quiz.Store{Path: filepath.Join(dir, quiz.FileName)}
}

// statsCommand is croupier stats [pharo|pharaon|pasur]: the quiz's
// accuracy per topic and what is due, from the memory file.
func statsCommand(*flagSet) action {
	return func(e *env, args []string) int {
		game := ""
		switch len(args) {
		case 0:
		case 1:
			g, ok := quiz.ParseGame(args[0])
			if !ok {
				return failUsage(e, "stats", locales.QuizCLIBadGame, args[0])
			}
			game = g
		default:
			return failUsage(e, "stats", locales.CLIExtraArg, args[1], "croupier stats")
		}
		mem := quiz.NewMemory()
		if st := quizStore(e); st != nil {
			var status quiz.LoadStatus
			mem, status = st.Load()
			reportLoad(e, st, status)
		}
		for _, l := range quiz.StatsReport(e.p, mem, game, time.Now(), quiz.AnkiDefaults()) {
			fmt.Fprintln(e.stdout, l)
		}
		return exitOK
	}
}

// reportLoad tells on stderr that the memory file was corrupt (kept as
// .bak) or unreadable.
func reportLoad(e *env, st *quiz.Store, status quiz.LoadStatus) {
	switch status {
	case quiz.Recovered:
		fmt.Fprintln(e.stderr, e.p.T(locales.QuizMemoryRecovered, st.Path+".bak"))
	case quiz.Unavailable:
		fmt.Fprintln(e.stderr, e.p.T(locales.QuizMemoryUnavailable, st.Path))
	}
}
