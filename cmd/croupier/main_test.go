package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"croupier/tutor/quiz"

	"github.com/rogpeppe/go-internal/testscript"
)

// update rewrites the goldens of testdata/script: go test ./cmd/croupier
// -run TestScript -update.
var update = flag.Bool("update", false, "rewrite the goldens of testdata/script (cmp's second file) with what croupier prints")

// TestMain lets the test binary be croupier: testscript installs it as
// "croupier" on the scripts' $PATH (and the pty test and the benchmarks
// find it there).
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"croupier": main})
}

// TestScript runs the scripts of testdata/script, each in a fresh
// directory holding a copy of testdata/scenarios as scenarios/, with
// German as the environment's language, $XDG_STATE_HOME in state/ and
// $LESSONS the tutor's test lessons. Every golden is compared exactly.
func TestScript(t *testing.T) {
	lessons, err := filepath.Abs("../../tutor/testdata/lessons")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("LANG", "de_DE.UTF-8")
			env.Setenv("XDG_STATE_HOME", filepath.Join(env.WorkDir, "state"))
			env.Setenv("LESSONS", lessons)
			env.Setenv("GORACE", goRace())
			return copyTree("testdata/scenarios", filepath.Join(env.WorkDir, "scenarios"))
		},
		Condition: func(cond string) (bool, error) {
			if cond == "root" {
				return os.Geteuid() == 0, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"quizmemory": cmdQuizMemory,
			"exits":      cmdExits,
		},
	})
}

// goRace returns $GORACE without the race detector's pause of a second
// at every successful exit, which would make the scripts slow under
// go test -race.
func goRace() string {
	return strings.TrimSpace(os.Getenv("GORACE") + " atexit_sleep_ms=0")
}

// copyTree copies the files below src to dst.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
}

// cmdQuizMemory is the script command "quizmemory FILE": it prints what
// the quiz's memory file records per topic, one line each in topic order
// ("pharo.single right=1 wrong=0 reps=1 lapses=0 state=learning
// step=1"), leaving out the times, so that a golden can hold it.
func cmdQuizMemory(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: quizmemory FILE")
	}
	data, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	var m quiz.Memory
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	ts.Check(dec.Decode(&m))
	var topics []string
	for k := range m.Topics {
		topics = append(topics, string(k))
	}
	sort.Strings(topics)
	var b strings.Builder
	for _, k := range topics {
		r := m.Topics[quiz.Topic(k)]
		fmt.Fprintf(&b, "%s right=%d wrong=%d reps=%d lapses=%d state=%s step=%d\n", k, r.Right, r.Wrong, r.Reps, r.Lapses, r.State, r.Step)
	}
	fmt.Fprint(ts.Stdout(), b.String())
}

// cmdExits is the script command "exits CODE PROGRAM [ARGS…]": it runs
// the program like exec and fails unless it exits with CODE (exec only
// tells zero from non-zero; croupier's 1 and 2 differ).
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits CODE PROGRAM [ARGS…]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("%s: %v", args[1], err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited with %d, want %d", args[1], got, want)
	}
}

// runCLI runs croupier in this process with args, in German unless
// --lang says otherwise, and returns the exit code, stdout and stderr.
func runCLI(t testing.TB, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	env := map[string]string{"LANG": "de_DE.UTF-8", "XDG_STATE_HOME": t.TempDir()}
	e := newEnv(strings.NewReader(""), &out, &errb, func(k string) string { return env[k] })
	code := run(args, e)
	return code, out.String(), errb.String()
}
