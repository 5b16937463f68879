//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/scenarios/statefile"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
)

// concurrencyRunsEnv repeats each case of TestConcurrentSessions (default
// 1); docs/state.md gives the long run's command.
const concurrencyRunsEnv = "CROUPIER_CONCURRENCY_RUNS"

// procSession is what one croupier process of TestConcurrentSessions does:
// its command line and its steps, each a lesson's number in the menu
// (finished by skipping every question) or a quiz in the tutor ("quiz
// pasur 1 4": every question skipped); croupier quiz skips its questions.
type procSession struct {
	args  []string
	steps []string
}

// tutorSteps finishes the lessons with these ids and runs the quizzes,
// in order.
func tutorSteps(steps ...string) procSession {
	return procSession{args: []string{"--color", "never"}, steps: steps}
}

// quizRun is croupier quiz of n questions on game ("" for every game).
func quizRun(game string, n, seed int) procSession {
	args := []string{"quiz"}
	if game != "" {
		args = append(args, game)
	}
	return procSession{args: append(args, "--n", strconv.Itoa(n), "--seed", strconv.Itoa(seed), "--color", "never")}
}

// TestConcurrentSessions runs two and three croupier processes at once on
// one state directory, finishing different lessons and answering quiz
// questions, each saving after every step while the others do: at the
// end every lesson any of them announced done is done, and every answer
// any of them announced is counted once, per topic; nothing is left but
// the files and their locks. (issue 14: a second tutor's save dropped
// the first one's lesson; croupier quiz wrote empty progress over the
// tutor's.)
func TestConcurrentSessions(t *testing.T) {
	runs := 1
	if s := os.Getenv(concurrencyRunsEnv); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("%s=%q", concurrencyRunsEnv, s)
		}
		runs = n
	}
	cases := []struct {
		name     string
		sessions []procSession
	}{
		{"two tutors", []procSession{tutorSteps("faro-01-tisch-und-soda", "faro-02-bankkarte-und-spielerkarte", "faro-03-mehrere-spieler"), tutorSteps("faro-04-coppern", "faro-05-doublet", "faro-06-stehende-einsaetze")}},
		{"tutor and quiz", []procSession{tutorSteps("quiz pharo 1 6", "faro-01-tisch-und-soda", "faro-02-bankkarte-und-spielerkarte"), quizRun("pharo", 20, 3)}},
		{"two tutors and a quiz", []procSession{
			tutorSteps("quiz pharo 1 4", "pharaon-02-einmal-entschieden", "faro-01-tisch-und-soda"),
			tutorSteps("pasur-03-mehrere-gruppen", "quiz 1 4", "faro-02-bankkarte-und-spielerkarte"),
			quizRun("", 20, 5),
		}},
	}
	titles := lessonIDs(t)
	topics := topicsByName()
	total := 0
	for _, c := range cases {
		for run := range runs {
			t.Run(fmt.Sprintf("%s/%d", c.name, run+1), func(t *testing.T) {
				state := t.TempDir()
				d := filepath.Join(state, "croupier")
				procs := make([]*proc, len(c.sessions))
				for i, s := range c.sessions {
					procs[i] = startProc(t, state, s.args...)
				}
				var wg sync.WaitGroup
				for i, s := range c.sessions {
					wg.Go(func() { drive(t, procs[i], s) })
				}
				wg.Wait()
				done := map[string]bool{}
				answered := map[quiz.Topic]int{}
				for i, p := range procs {
					out := p.output()
					n := 0
					for _, m := range lessonDoneRE.FindAllStringSubmatch(out, -1) {
						done[titles[m[1]]] = true
						n++
					}
					lessons := 0
					for _, st := range c.sessions[i].steps {
						if !strings.HasPrefix(st, "quiz") {
							lessons++
						}
					}
					if n != lessons {
						t.Errorf("process %d announced %d lessons done, want %d:\n%s", i, n, lessons, p.raw())
					}
					var topic quiz.Topic
					for _, m := range quizEventRE.FindAllStringSubmatch(out, -1) {
						if m[1] != "" {
							topic = topics[m[1]]
						} else {
							answered[topic]++
						}
					}
				}
				prog, rep := (&progress.Store{Path: filepath.Join(d, progress.ProgressFile)}).Open()
				if rep.Status != statefile.Loaded {
					t.Fatalf("progress: %v %v", rep.Status, rep.Err)
				}
				for id := range done {
					if !prog.Finished(id) {
						t.Errorf("lesson %s announced done, not done on disk", id)
					}
				}
				mem, rep := (&quiz.Store{Path: filepath.Join(d, quiz.FileName)}).Open()
				if rep.Status != statefile.Loaded && !(rep.Status == statefile.Fresh && len(answered) == 0) {
					t.Fatalf("quiz memory: %v %v", rep.Status, rep.Err)
				}
				want := 0
				for tp, n := range answered {
					want += n
					if r := mem.Get(tp); r == nil || r.Right+r.Wrong != n {
						t.Errorf("%s: %+v on disk, %d answers announced", tp, r, n)
					}
				}
				if got := answers(mem); got != want {
					t.Errorf("%d answers on disk, %d announced", got, want)
				}
				if ts := temps(d); len(ts) != 0 {
					t.Errorf("temporary files left: %v", ts)
				}
				entries, _ := os.ReadDir(d)
				for _, e := range entries {
					if n := strings.TrimSuffix(e.Name(), statefile.LockSuffix); n != progress.ProgressFile && n != quiz.FileName {
						t.Errorf("left in the state directory: %s", e.Name())
					}
				}
				total++
			})
		}
	}
	t.Logf("%d runs of %d cases", total, len(cases))
}

// drive does a procSession's steps on p, skipping every question, and ends
// it: "ende" for the tutor; croupier quiz ends by itself.
func drive(t *testing.T, p *proc, s procSession) {
	const wait = time.Minute
	if s.args[0] == "quiz" {
		for p.waitFor(wait, "Quiz> ", "Quiz vorbei") == 0 {
			p.send("weiter")
		}
		p.wait(t)
		return
	}
	p.waitFor(wait, "Lektion> ")
	for _, st := range s.steps {
		p.send(st)
		if strings.HasPrefix(st, "quiz") {
			for p.waitFor(wait, "Quiz> ", "Quiz vorbei") == 0 {
				p.send("weiter")
			}
			continue
		}
		for p.waitFor(wait, "Antwort> ", "geschafft (", "bis zum Ende gesehen") == 0 {
			p.send("weiter")
		}
	}
	p.send("ende")
	p.wait(t)
}
