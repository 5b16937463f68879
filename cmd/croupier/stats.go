package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"croupier/cmd/internal/term"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"
	"croupier/tutor/input"
	"croupier/tutor/lesson"
	"croupier/tutor/quiz"
	tscreen "croupier/tutor/screen"
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
			g, ok := input.ParseGame(args[0])
			if !ok {
				return failUsage(e, "stats", locales.QuizCLIBadGame, args[0])
			}
			game = g
		default:
			return failUsage(e, "stats", locales.CLIExtraArg, args[1], "croupier stats")
		}
		mem := quiz.NewMemory()
		if st := quizStore(e); st != nil {
			var rep statefile.Report
			mem, rep = st.Open()
			for _, l := range quiz.LoadProblems(e.p, rep) {
				fmt.Fprintln(e.stderr, l)
			}
		}
		width := min(term.AskWidth(e.stdout)(), tscreen.ProseWidth)
		for _, l := range quiz.StatsReport(e.p, mem, game, time.Now(), quiz.AnkiDefaults(), width, lessonHeads(e)) {
			fmt.Fprintln(e.stdout, tscreen.Wrap(l, width))
		}
		return exitOK
	}
}

// lessonHeads names the embedded lessons by the heads of their titles in
// the user's language ("Pharo 4"), for the topics due after a lesson's
// mistakes.
func lessonHeads(e *env) quiz.LessonNames {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		return nil
	}
	return func(id string) string {
		l := lib.Find(id)
		if l == nil {
			return ""
		}
		head, _, _ := strings.Cut(l.Title(scenarios.Lang(e.p.Lang())), ":")
		return strings.TrimSpace(head)
	}
}
