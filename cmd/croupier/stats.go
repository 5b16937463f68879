package main

import (
	"fmt"
	"path/filepath"
	"time"

	"croupier/locales"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
)

func init() {
	register(command{name: "stats", run: runStats})
}

// quizStore returns the quiz's memory file in the XDG state directory
// ($XDG_STATE_HOME/croupier/quiz.json).
func quizStore(e *env) (*quiz.Store, error) {
	dir, err := progress.StateDir(e.getenv)
	if err != nil {
		return nil, err
	}
	return &quiz.Store{Path: filepath.Join(dir, quiz.FileName)}, nil
}

// runStats is croupier stats [pharo|pharaon|pasur]: the quiz's accuracy
// per topic and what is due, from the memory file.
func runStats(e *env, args []string) int {
	game := ""
	switch {
	case len(args) == 1 && args[0] == "help":
		fmt.Fprintln(e.stdout, e.p.T(locales.StatsCLIUsage))
		return exitOK
	case len(args) == 1:
		g, ok := quiz.ParseGame(args[0])
		if !ok {
			fmt.Fprintln(e.stderr, e.p.T(locales.QuizCLIBadGame, args[0]))
			fmt.Fprintln(e.stderr, e.p.T(locales.StatsCLIUsage))
			return exitInvalid
		}
		game = g
	case len(args) > 1:
		fmt.Fprintln(e.stderr, e.p.T(locales.StatsCLIUsage))
		return exitInvalid
	}
	mem := quiz.NewMemory()
	if st, err := quizStore(e); err == nil {
		var status quiz.LoadStatus
		mem, status = st.Load()
		reportLoad(e, st, status)
	}
	for _, l := range quiz.StatsReport(e.p, mem, game, time.Now(), quiz.AnkiDefaults()) {
		fmt.Fprintln(e.stdout, l)
	}
	return exitOK
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
