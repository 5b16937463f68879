//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package statefile

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// crashKillsEnv sets the number of kills of TestCrash (default
// crashKillsDefault); docs/state.md gives the long run's command.
const (
	crashKillsEnv     = "STATEFILE_CRASH_KILLS"
	crashKillsDefault = 200
	crashLanes        = 2
)

// TestCrash kills writers with SIGKILL at random moments and checks,
// after every kill, that the file parses and holds every increment the
// killed writer announced (it announces a count on stdout only after
// Update returned), and at most the one it was killed before announcing.
// Two lanes run side by side on the same file, so that kills also land
// while the other writer holds the lock. At the end the total is the sum
// of the counts, and Clean leaves no temporary file and no corrupt copy
// was ever made.
func TestCrash(t *testing.T) {
	kills := crashKillsDefault
	if s := os.Getenv(crashKillsEnv); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("%s=%q", crashKillsEnv, s)
		}
		kills = n
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "counter.json")
	var (
		mu       sync.Mutex
		want     = map[string]int{} // announced count per killed writer
		where    = map[string]int{} // kills by what the writer last said
		lost     int
		problems []string
	)
	check := func(id string, announced int) {
		data, err := os.ReadFile(path)
		c, perr := parseCounter(data)
		mu.Lock()
		defer mu.Unlock()
		switch {
		case announced == 0 && os.IsNotExist(err):
		case err != nil || perr != nil:
			problems = append(problems, fmt.Sprintf("%s: file unreadable: %v %v", id, err, perr))
		case c.By[id] < announced:
			lost += announced - c.By[id]
			problems = append(problems, fmt.Sprintf("%s: announced %d, on disk %d", id, announced, c.By[id]))
		case c.By[id] > announced+1:
			problems = append(problems, fmt.Sprintf("%s: announced %d, on disk %d", id, announced, c.By[id]))
		default:
			want[id] = c.By[id]
		}
	}
	var wg sync.WaitGroup
	for lane := range crashLanes {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(lane), uint64(time.Now().UnixNano())))
			for k := lane; k < kills; k += crashLanes {
				id := fmt.Sprintf("k%d", k)
				announced, last, err := runAndKill(id, path, time.Duration(rng.IntN(10000))*time.Microsecond)
				if err != nil {
					mu.Lock()
					problems = append(problems, fmt.Sprintf("%s: %v", id, err))
					mu.Unlock()
					return
				}
				mu.Lock()
				where[killPhase(last)]++
				mu.Unlock()
				check(id, announced)
			}
		})
	}
	wg.Wait()
	for _, p := range problems {
		t.Error(p)
	}
	data, _ := os.ReadFile(path)
	c, err := parseCounter(data)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0
	for id, n := range c.By {
		sum += n
		if n != want[id] {
			t.Errorf("%s: %d on disk at the end, %d after its kill", id, n, want[id])
		}
	}
	if sum != c.N {
		t.Errorf("total %d, counts add up to %d", c.N, sum)
	}
	if _, err := Clean(dir); err != nil {
		t.Error(err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if n := e.Name(); n != "counter.json" && n != "counter.json"+LockSuffix {
			t.Errorf("left in the directory: %s", n)
		}
	}
	t.Logf("%d kills, %d writes, %d lost; killed %s", kills, c.N, lost, phases(where))
}

// The phases a writer is killed in, by the last line it wrote.
var phaseNames = []string{"at start", "between updates", "locking/reading", "in the temporary file", "renaming", "syncing the directory"}

// killPhase names the phase of a kill from the writer's last line.
func killPhase(last string) string {
	switch last {
	case "ready":
		return phaseNames[0]
	case "b":
		return phaseNames[2]
	case string(OpCreate), string(OpWrite), string(OpSync):
		return phaseNames[3]
	case string(OpRename):
		return phaseNames[4]
	case string(OpSyncDir):
		return phaseNames[5]
	}
	return phaseNames[1]
}

// phases renders the kill counts by phase.
func phases(where map[string]int) string {
	var parts []string
	for _, p := range phaseNames {
		parts = append(parts, fmt.Sprintf("%s %d", p, where[p]))
	}
	return strings.Join(parts, ", ")
}

// runAndKill starts a crash child, waits until it is ready, lets it write
// for delay, kills it with SIGKILL and returns the last count it
// announced and the last line it wrote.
func runAndKill(id, path string, delay time.Duration) (announced int, last string, err error) {
	cmd := child("crash", path, id)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return 0, "", err
	}
	if err := cmd.Start(); err != nil {
		return 0, "", err
	}
	sc := bufio.NewScanner(out)
	if !sc.Scan() || sc.Text() != "ready" {
		cmd.Process.Kill()
		cmd.Wait()
		return 0, "", fmt.Errorf("child not ready: %q", sc.Text())
	}
	time.Sleep(delay)
	if err := cmd.Process.Kill(); err != nil {
		return 0, "", err
	}
	last = "ready"
	for sc.Scan() {
		last = sc.Text()
		if n, err := strconv.Atoi(last); err == nil {
			announced = n
		}
	}
	werr := cmd.Wait()
	if werr == nil || !strings.Contains(werr.Error(), "killed") {
		return announced, last, fmt.Errorf("child ended by itself: %v", werr)
	}
	return announced, last, nil
}
