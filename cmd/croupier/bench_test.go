package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The start-up time and memory of the tutor are measured here, by hand
// (they are no tests: a shared CI machine makes timing bounds flaky):
//
//	go test -run '^$' -bench 'FirstPrompt|LessonMemory' -count 10 ./cmd/croupier
//
// Each benchmark builds the real croupier binary once (without the race
// detector or the test framework) and starts it as a user would, on a
// pipe. The targets of issue 5: the first prompt within 50 ms, under
// 30 MB resident during a lesson; of issue 27: a start-and-quit of the
// tutor within 1.5 times a bare "croupier help" (whole processes, side
// by side) and 12 MB resident. The menu is built from the index of the
// embedded lessons' headers; a lesson is read when it is opened.

// buildCroupier builds croupier into a temporary directory and returns
// the binary's path.
func buildCroupier(b *testing.B) string {
	b.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		b.Skip("no go command to build croupier with")
	}
	bin := filepath.Join(b.TempDir(), "croupier")
	cmd := exec.Command(goTool, "build", "-o", bin, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// peakRSSKB reads a process's peak resident set size (VmHWM) from /proc,
// or 0 where there is none.
func peakRSSKB(pid int) float64 {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
			return float64(n)
		}
	}
	return 0
}

// session starts croupier with args on pipes, feeds it lines one at a
// time after the texts in steps, and returns the peak resident memory
// seen just before its input ends; the benchmark's timer stops from the
// last text to the end of the process.
func session(b *testing.B, bin, state string, args []string, steps [][2]string) float64 {
	b.Helper()
	cmd := commandIn(bin, state, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	scr := newScreen()
	cmd.Stdout = scr
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	for _, st := range steps {
		scr.waitFor(b, st[0])
		if st[1] != "" {
			if _, err := stdin.Write([]byte(st[1] + "\n")); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.StopTimer()
	defer b.StartTimer()
	rss := peakRSSKB(cmd.Process.Pid)
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		b.Fatalf("croupier: %v\n%s", err, scr.String())
	}
	return rss
}

// BenchmarkFirstPrompt starts the tutor on the embedded lessons and reads
// to its first prompt; ns/op is the time from starting the process to the
// prompt, peak-RSS-kB the memory it took so far.
func BenchmarkFirstPrompt(b *testing.B) {
	bin := buildCroupier(b)
	state := b.TempDir()
	var rss float64
	for b.Loop() {
		rss = max(rss, session(b, bin, state, []string{"--color", "never"}, [][2]string{{"Lektion> ", ""}}))
	}
	b.ReportMetric(rss, "peak-RSS-kB")
}

// BenchmarkLessonMemory opens a lesson and answers its question;
// peak-RSS-kB is the most memory croupier held on the way.
func BenchmarkLessonMemory(b *testing.B) {
	bin := buildCroupier(b)
	lessons, err := filepath.Abs(tutorLessons)
	if err != nil {
		b.Fatal(err)
	}
	state := b.TempDir()
	var rss float64
	for b.Loop() {
		os.RemoveAll(filepath.Join(state, "croupier"))
		rss = max(rss, session(b, bin, state, []string{"--color", "never", "--dir", lessons}, [][2]string{
			{"Lektion> ", "test-pharo"},
			{"Antwort> ", "Dan +4, Anna +2, Ben -6"},
			{"Richtig!", ""},
		}))
	}
	b.ReportMetric(rss, "peak-RSS-kB")
}

// BenchmarkOddsMillion runs croupier odds --simulate 1000000 (on every
// core); the issue asks for at most 5 s.
func BenchmarkOddsMillion(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if code, _, errs := runCLI(b, "odds", "--simulate", "1000000"); code != exitOK {
			b.Fatal(errs)
		}
	}
}
