//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package statefile

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// child returns a command re-running the test binary in a child mode.
// GORACE keeps a race-enabled child from sleeping a second at exit.
func child(mode, path, id string, extra ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+mode, childPath+"="+path, childID+"="+id,
		"GORACE="+strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"))
	cmd.Env = append(cmd.Env, extra...)
	return cmd
}

// TestConcurrentUpdates: three child processes and this one, each with
// two goroutines, increment the same file at once; every increment
// survives (the total and every writer's count).
func TestConcurrentUpdates(t *testing.T) {
	const procs, goroutines, each = 3, 2, 30
	dir := t.TempDir()
	path := dir + "/counter.json"
	var cmds []*exec.Cmd
	for p := range procs {
		cmd := child("increment", path, fmt.Sprintf("p%d", p),
			fmt.Sprintf("%s=%d", childCount, each), fmt.Sprintf("%s=%d", childProcs, goroutines))
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, cmd)
	}
	f := &File{Path: path, Version: 1, LockTimeout: childFile().LockTimeout}
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Go(func() {
			for range each {
				if _, err := increment(f, fmt.Sprintf("parent-g%d", g)); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("child %d: %v", i, err)
		}
	}
	data, _ := os.ReadFile(path)
	c, err := parseCounter(data)
	if err != nil {
		t.Fatal(err)
	}
	writers := (procs + 1) * goroutines
	if lost := writers*each - c.N; lost != 0 || len(c.By) != writers {
		t.Errorf("total %d of %d (lost %d), writers %d of %d", c.N, writers*each, lost, len(c.By), writers)
	}
	for id, n := range c.By {
		if n != each {
			t.Errorf("%s: %d of %d", id, n, each)
		}
	}
	if ts := temps(t, dir); len(ts) != 0 {
		t.Errorf("temporary files left: %v", ts)
	}
}
