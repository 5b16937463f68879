//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"
	"croupier/tutor/lesson"
	"croupier/tutor/progress"
	"croupier/tutor/quiz"
)

// crashKillsEnv sets the number of kills of TestCrashBinary (default
// crashKillsDefault, a few seconds also under -race); docs/state.md gives
// the long run's command.
const (
	crashKillsEnv     = "CROUPIER_CRASH_KILLS"
	crashKillsDefault = 20
)

// TestCrashBinary kills the real croupier with SIGKILL at random moments
// while it works as fast as it can: a tutor skipping through the lessons
// (every "weiter" a save; all done, it resets them and starts again) and
// croupier quiz skipping questions (every skip an answer saved), both at
// once on the same state directory. Some kills come at a random moment
// after the start (also during the start-up's clean-up and load), some
// at a random moment of the work, and some the instant an announcement
// appears ("Lektion … geschafft", "Übersprungen – zählt als falsch"),
// which is where a process that announced before saving would lose it.
// After every kill every file must parse, every lesson the killed tutor
// announced done must be done on disk, every answer the quiz announced
// must be counted, and at most one answer more (the one it was killed
// before announcing). At the end a normal run of each leaves no
// temporary file, and no file was ever found corrupt.
func TestCrashBinary(t *testing.T) {
	kills := crashKillsDefault
	if s := os.Getenv(crashKillsEnv); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 2 {
			t.Fatalf("%s=%q", crashKillsEnv, s)
		}
		kills = n
	}
	state := t.TempDir()
	d := filepath.Join(state, "croupier")
	c := &crashRun{t: t, d: d, state: state, titles: lessonIDs(t), topics: topicsByName()}
	var wg sync.WaitGroup
	wg.Go(func() { c.tutorLane(kills/2, 1) })
	wg.Go(func() { c.quizLane(kills-kills/2, 2) })
	wg.Wait()

	// A normal run of each: the stale temporary files of the killed ones
	// are gone, the files hold everything announced.
	p := startProc(t, state, "--color", "never")
	p.waitFor(time.Minute, "Lektion> ")
	p.send("ende")
	p.wait(t)
	q := startProc(t, state, "quiz", "pharo", "--n", "1", "--seed", "1", "--color", "never")
	q.send("weiter")
	q.wait(t)
	c.checkTutor("final", false)
	c.quizAnnounced(q.output())
	c.checkQuiz("final", 0)
	if ts := temps(d); len(ts) != 0 {
		t.Errorf("temporary files left after a normal run: %v", ts)
	}
	if copies, _ := filepath.Glob(filepath.Join(d, "*.corrupt-*")); len(copies) != 0 {
		t.Errorf("a file was found corrupt: %v", copies)
	}
	for _, pr := range c.problems {
		t.Error(pr)
	}
	t.Logf("kills %d (tutor %d, quiz %d): lost %d; before the first prompt %d, at an announcement %d, inside a write (temporary file left) %d, after a save before its announcement %d; announced: %d lessons done, %d answers",
		c.kills[0]+c.kills[1], c.kills[0], c.kills[1], c.lost, c.atStart, c.atAnnouncement, c.inWrite, c.beforeAnnouncement, c.lessonsAnnounced, c.answersAnnounced)
	if c.lost != 0 {
		t.Errorf("lost %d announced completions or answers", c.lost)
	}
}

// crashRun is the state of TestCrashBinary: what was announced and the
// figures.
type crashRun struct {
	t      *testing.T
	d      string // the state directory
	state  string // $XDG_STATE_HOME
	titles map[string]string
	topics map[string]quiz.Topic

	mu       sync.Mutex
	problems []string
	lost     int
	kills    [2]int // tutor, quiz
	atAnnouncement, inWrite, beforeAnnouncement, atStart,
	lessonsAnnounced, answersAnnounced int

	// the tutor lane's: the lessons announced done since the last reset
	done map[string]bool
	// the quiz lane's: answers announced per topic, and how many more the
	// file counts (answers saved whose announcement the kill prevented)
	quizWant  map[quiz.Topic]int
	quizExtra int
}

func (c *crashRun) problem(format string, args ...any) {
	c.mu.Lock()
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
	c.mu.Unlock()
}

// lessonIDs maps the German titles of the embedded lessons to their ids.
func lessonIDs(t *testing.T) map[string]string {
	lib := &lesson.Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, l := range lib.Lessons {
		out[l.Title(scenarios.German)] = l.ID()
	}
	return out
}

// topicsByName maps the German names of the quiz's topics to them.
func topicsByName() map[string]quiz.Topic {
	p := locales.New(locales.German)
	out := map[string]quiz.Topic{}
	for _, tp := range quiz.Topics("") {
		out[p.T(tp.Name())] = tp
	}
	return out
}

// The tutor's words the tutor lane reacts to.
const (
	allDone   = "Alle Lektionen erledigt"
	resetDone = "Aller Fortschritt gelöscht."
)

// The announcements, in the flattened output.
var (
	// a lesson seen to its end: done ("geschafft"), or with questions
	// skipped ("bis zum Ende gesehen": the lanes skip every question)
	lessonDoneRE = regexp.MustCompile(`Lektion „([^“]+)“ (?:geschafft \(|bis zum Ende gesehen)|Aller Fortschritt gelöscht\.`)
	quizEventRE  = regexp.MustCompile(`Frage \d+/\d+ · (.+?) · Stufe \d|Übersprungen – zählt als falsch\.`)
)

// killAt waits for the moment to kill p, chosen by rng: a random moment
// after the start (30 %), a random moment after the first prompt (40 %),
// or the instant an announcement appears (30 %); it reports whether it
// was the last.
func killAt(p *proc, rng *rand.Rand, prompt, announcement string) bool {
	switch r := rng.IntN(10); {
	case r < 3:
		time.Sleep(time.Duration(rng.IntN(60_000)) * time.Microsecond)
	case r < 7:
		p.waitFor(time.Minute, prompt)
		time.Sleep(time.Duration(rng.IntN(150_000)) * time.Microsecond)
	default:
		return p.waitFor(time.Minute, announcement) == 0
	}
	return false
}

// feed keeps p busy: it sends the line (or lines) next returns whenever
// fewer than three lines are waiting to be read (each line read prints
// one more prompt), until stop is closed.
func feed(p *proc, stop <-chan struct{}, prompts []string, next func(out string) string) {
	sent := 0
	for {
		select {
		case <-stop:
			return
		case <-p.exited:
			return
		default:
		}
		out := p.output()
		read := -1
		for _, pr := range prompts {
			read += strings.Count(out, pr)
		}
		if sent-read < 3 {
			line := next(out)
			p.send(line)
			sent += 1 + strings.Count(line, "\n")
			continue
		}
		select {
		case <-p.written:
		case <-stop:
			return
		case <-time.After(2 * time.Millisecond):
		}
	}
}

// tutorLane runs the tutor n times, each killed.
func (c *crashRun) tutorLane(n int, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, uint64(time.Now().UnixNano())))
	c.done = map[string]bool{}
	for range n {
		p := startProc(c.t, c.state, "--color", "never")
		stop := make(chan struct{})
		resetSent := 0
		go feed(p, stop, []string{"Lektion> ", "Antwort> ", "ja/nein> "}, func(out string) string {
			// every lesson done: forget them all (once) and start again
			if strings.LastIndex(out, allDone) > strings.LastIndex(out, resetDone) &&
				resetSent == strings.Count(out, resetDone) {
				resetSent++
				return "zurücksetzen alle\nja"
			}
			return "weiter"
		})
		onAnnouncement := killAt(p, rng, "Lektion> ", "bis zum Ende gesehen")
		signaled := p.kill()
		close(stop)
		if !signaled {
			c.problem("the tutor ended before it was killed:\n%s", p.raw())
			continue
		}
		c.mu.Lock()
		c.kills[0]++
		if !strings.Contains(p.output(), "Lektion> ") {
			c.atStart++
		}
		if onAnnouncement {
			c.atAnnouncement++
		}
		if len(tempsOf(c.d, progress.ProgressFile)) > 0 {
			c.inWrite++
		}
		c.mu.Unlock()
		// what the killed tutor announced, in order
		out := p.output()
		for _, m := range lessonDoneRE.FindAllStringSubmatch(out, -1) {
			if m[1] == "" {
				c.done = map[string]bool{}
				continue
			}
			id, ok := c.titles[m[1]]
			if !ok {
				c.problem("announced an unknown lesson %q", m[1])
				continue
			}
			c.done[id] = true
			c.mu.Lock()
			c.lessonsAnnounced++
			c.mu.Unlock()
		}
		// a reset read but not announced may or may not be on disk
		pendingReset := strings.LastIndex(out, "> zurücksetzen alle") > strings.LastIndex(out, resetDone)
		c.checkTutor(fmt.Sprintf("kill %d", c.kills[0]), pendingReset)
	}
}

// checkTutor checks the progress file after a kill: it parses, and every
// lesson announced done is done (unless a reset confirmed before the kill
// made it to the disk, which then has none of them).
func (c *crashRun) checkTutor(when string, pendingReset bool) {
	prog, rep := (&progress.Store{Path: filepath.Join(c.d, progress.ProgressFile)}).Open()
	if rep.Status != statefile.Loaded && !(rep.Status == statefile.Fresh && len(c.done) == 0) {
		c.problem("tutor %s: progress file %v %v", when, rep.Status, rep.Err)
		return
	}
	var missing []string
	for id := range c.done {
		if !prog.Finished(id) {
			missing = append(missing, id)
		}
	}
	if pendingReset && len(missing) == len(c.done) {
		c.done = map[string]bool{} // the reset is on disk
		return
	}
	for _, id := range missing {
		delete(c.done, id) // counted once
	}
	extra := 0
	for id, lp := range prog.Lessons {
		if (lp.Done || lp.Finished) && !c.done[id] {
			extra++
			c.done[id] = true
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if extra > 1 {
		c.problems = append(c.problems, fmt.Sprintf("tutor %s: %d lessons done that were never announced", when, extra))
	} else if extra == 1 {
		c.beforeAnnouncement++
	}
	if len(missing) > 0 {
		c.lost += len(missing)
		c.problems = append(c.problems, fmt.Sprintf("tutor %s: announced done, not done on disk: %v", when, missing))
	}
}

// quizLane runs croupier quiz n times, each killed.
func (c *crashRun) quizLane(n int, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, uint64(time.Now().UnixNano())))
	c.quizWant = map[quiz.Topic]int{}
	for k := range n {
		p := startProc(c.t, c.state, "quiz", "--n", "100", "--seed", strconv.Itoa(k+1), "--color", "never")
		stop := make(chan struct{})
		go feed(p, stop, []string{"Quiz> "}, func(string) string { return "weiter" })
		onAnnouncement := killAt(p, rng, "Quiz> ", "zählt als falsch")
		signaled := p.kill()
		close(stop)
		if !signaled {
			c.problem("the quiz ended before it was killed:\n%s", p.raw())
			continue
		}
		c.mu.Lock()
		c.kills[1]++
		if !strings.Contains(p.output(), "Quiz> ") {
			c.atStart++
		}
		if onAnnouncement {
			c.atAnnouncement++
		}
		if len(tempsOf(c.d, quiz.FileName)) > 0 {
			c.inWrite++
		}
		c.mu.Unlock()
		c.quizAnnounced(p.output())
		c.checkQuiz(fmt.Sprintf("kill %d", k+1), 1)
	}
}

// quizAnnounced adds the answers a quiz's output announced to those
// wanted on disk, by topic (each announcement follows its question's
// header).
func (c *crashRun) quizAnnounced(out string) {
	var topic quiz.Topic
	for _, m := range quizEventRE.FindAllStringSubmatch(out, -1) {
		if m[1] != "" {
			topic = c.topics[m[1]]
			if topic == "" {
				c.problem("asked an unknown topic %q", m[1])
			}
			continue
		}
		c.quizWant[topic]++
		c.mu.Lock()
		c.answersAnnounced++
		c.mu.Unlock()
	}
}

// checkQuiz checks the quiz's memory after a kill: it parses, every topic
// counts at least the answers announced, and the file counts at most
// more answers beyond those announced than it did before (a save whose
// announcement the kill prevented).
func (c *crashRun) checkQuiz(when string, more int) {
	data, err := os.ReadFile(filepath.Join(c.d, quiz.FileName))
	total := 0
	for _, n := range c.quizWant {
		total += n
	}
	if os.IsNotExist(err) && total == 0 {
		return
	}
	m, perr := quiz.ParseMemory(data)
	if err != nil || perr != nil {
		c.problem("quiz %s: memory file unreadable: %v %v", when, err, perr)
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for tp, want := range c.quizWant {
		got := 0
		if r := m.Get(tp); r != nil {
			got = r.Right + r.Wrong
		}
		if got < want {
			c.lost += want - got
			c.problems = append(c.problems, fmt.Sprintf("quiz %s: %s has %d answers on disk, %d announced", when, tp, got, want))
			total -= want - got
			c.quizWant[tp] = got // counted once
		}
	}
	extra := answers(m) - total
	switch {
	case extra < c.quizExtra:
	case extra > c.quizExtra+more:
		c.problems = append(c.problems, fmt.Sprintf("quiz %s: %d answers on disk that were never announced (%d before)", when, extra, c.quizExtra))
	case extra == c.quizExtra+1 && when != "final":
		c.beforeAnnouncement++
	}
	c.quizExtra = extra
}

// tempsOf lists the temporary files of one state file in dir.
func tempsOf(dir, file string) []string {
	var out []string
	for _, p := range temps(dir) {
		if strings.HasPrefix(filepath.Base(p), ".croupier-"+file+".") {
			out = append(out, p)
		}
	}
	return out
}
