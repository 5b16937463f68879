package main

// This file holds every call into the tutor (lessons, free play, quiz
// sessions, the terminal front end): the commands tutor, quiz and demo
// start sessions through it.

import (
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"croupier/cmd/internal/term"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"
	"croupier/tutor"
	"croupier/tutor/lesson"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
)

// sessionOptions are what a tutor session is started with.
type sessionOptions struct {
	dirs  []string // authors' lesson directories (--dir)
	seed  uint64   // the free play's seed
	plain bool     // line mode even on a terminal
	// lesson is the id of the lesson to open at once ("" for the menu).
	lesson string
}

// library returns the embedded lessons, by their headers (each is read
// when it is opened: the tests check them all), and those of dirs, each
// file read and checked once at the start, so that an author's problems
// show at once. A problem is said on e.stderr; ok is false then.
func library(e *env, dirs []string) (lib *lesson.Library, ok bool) {
	lib = &lesson.Library{}
	lib.AddCorpus()
	for _, d := range dirs {
		st, err := os.Stat(d)
		if err == nil && !st.IsDir() {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLINotDir, d))
			return nil, false
		}
		if err == nil {
			err = lib.AddFS(os.DirFS(d), true)
		}
		if err != nil {
			fmt.Fprintln(e.stderr, readProblem(e.p, pathOf(d, err), err, locales.CLIDirMissing))
			return nil, false
		}
	}
	return lib, true
}

// startTutor runs the lessons' menu until the learner quits. Every
// session lays its text out to the width of the terminal it writes to,
// following resizes; on a pipe to a fixed 80 columns (term.FollowWidth).
func startTutor(e *env, o sessionOptions) int {
	lib, ok := library(e, o.dirs)
	if !ok {
		return exitInvalid
	}
	if o.lesson != "" && lib.Find(o.lesson) == nil {
		msg := e.p.T(locales.CLITutorNoLesson, o.lesson)
		if s := lessonSuggestion(o.lesson, lib.IDs()); s != "" {
			msg += " " + e.p.T(locales.CLIDidYouMean, s)
		}
		fmt.Fprintln(e.stderr, msg)
		fmt.Fprintln(e.stderr, e.p.T(locales.CLISeeHelp, "croupier help tutor"))
		return exitInvalid
	}
	stateDir, store := progressStore(e)
	cleanState(stateDir)
	width := term.FollowWidth(e.stdout)
	defer width.Stop()
	s := tutor.NewSession(tutor.Config{Lang: e.p.Lang(), Color: e.color, Width: width.Columns, Library: lib, Seed: o.seed, Store: store}, e.stdout)
	if o.lesson == "" || !s.StartLesson(o.lesson) {
		s.Start()
	}
	return runSession(e, s, sessionTerm{stateDir, store, width}, o.plain)
}

// lessonSuggestion is the id meant by a lesson id typed wrong: the one id
// it begins (faro-02 for faro-02-bankkarte-und-spielerkarte), else the
// nearest.
func lessonSuggestion(typed string, ids []string) string {
	var begun []string
	for _, id := range ids {
		if strings.HasPrefix(id, strings.ToLower(typed)) {
			begun = append(begun, id)
		}
	}
	if len(begun) == 1 {
		return begun[0]
	}
	return scenarios.Suggest(typed, ids)
}

// startQuiz runs a quiz until it ends or the learner quits.
func startQuiz(e *env, opts quiz.Options, plain bool) int {
	stateDir, store := progressStore(e)
	cleanState(stateDir)
	width := term.FollowWidth(e.stdout)
	defer width.Stop()
	s := tutor.NewSession(tutor.Config{Lang: e.p.Lang(), Color: e.color, Width: width.Columns, Seed: 1, Store: store}, e.stdout)
	s.StartQuiz(opts, true)
	return runSession(e, s, sessionTerm{stateDir, store, width}, plain)
}

// playDemo plays one whole Faro deal of the profile from the deck the
// seed shuffles.
func playDemo(e *env, seed uint64, profile string) int {
	width := term.FollowWidth(e.stdout)
	defer width.Stop()
	if err := tutor.Demo(tutor.Config{Lang: e.p.Lang(), Color: e.color, Width: width.Columns, Seed: seed}, e.stdout, profile); err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIInternal))
		return exitFailed
	}
	return exitOK
}

// stateDir returns croupier's XDG state directory, or "" when there is
// none (no $XDG_STATE_HOME and no home directory).
func stateDir(e *env) string {
	dir, err := progress.StateDir(e.getenv)
	if err != nil {
		return ""
	}
	return dir
}

// historyFile is the input history's file in the state directory.
const historyFile = "history"

// cleanState removes, as a session starts, the temporary files that
// killed croupier processes left in the state directory (see
// statefile.Clean; files of a write under way are left alone), and the
// history.tmp an older croupier's line editor could leave. Nothing here
// is worth a word to the learner: a file that cannot be removed is
// harmless, and a state directory that cannot be written is told when a
// save fails.
func cleanState(dir string) {
	if dir == "" {
		return
	}
	statefile.Clean(dir)
	os.Remove(filepath.Join(dir, historyFile+".tmp"))
}

// progressStore returns croupier's state directory and the tutor's
// progress file in it; both are empty (nil) when there is no state
// directory.
func progressStore(e *env) (string, *progress.Store) {
	dir := stateDir(e)
	if dir == "" {
		return "", nil
	}
	return dir, &progress.Store{Path: filepath.Join(dir, progress.ProgressFile), Patience: &statefile.Patience{}}
}

// sessionTerm is what the terminal front end of a session needs: the
// state directory (for the history), the progress store (whose patience
// for locks the history shares) and the terminal's width.
type sessionTerm struct {
	stateDir string
	store    *progress.Store
	width    *term.Width
}

// runSession drives a started tutor session to its end: the line editor
// (with the history in the state directory) when stdin and stdout are
// terminals and plain is not set, else the plain line mode, where Ctrl-C
// (SIGINT) cancels the current question. It returns the exit code.
func runSession(e *env, s *tutor.Session, st sessionTerm, plain bool) int {
	in, isFile := e.stdin.(*os.File)
	if !plain && isFile && isTerminal(e.stdin) && isTerminal(e.stdout) {
		opt := term.Options{HistoryProblem: s.HistoryProblem, Stdin: in, Stdout: e.stdout, Width: st.width}
		if st.stateDir != "" {
			opt.HistoryFile = filepath.Join(st.stateDir, historyFile)
		}
		if st.store != nil {
			opt.Patience = st.store.Patience
		}
		if err := term.Run(s, opt); err != nil {
			fmt.Fprintln(e.stderr, e.p.T(locales.CLITerminal))
			return exitFailed
		}
		return exitOK
	}
	sig := make(chan os.Signal, 1)
	ints := make(chan struct{}, 1)
	if isFile {
		signal.Notify(sig, os.Interrupt)
		defer func() {
			signal.Stop(sig)
			close(sig)
		}()
		go func() {
			for range sig {
				select {
				case ints <- struct{}{}:
				default:
				}
			}
		}()
	}
	if err := tutor.Run(s, e.stdin, e.stdout, true, ints); err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIInputLost))
		return exitFailed
	}
	return exitOK
}
