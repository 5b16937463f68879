package statefile

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"
)

// The tests re-execute their own binary as child processes (several
// croupier processes at once, and a writer to kill): childEnv names the
// child's mode, the other variables its parameters.
const (
	childEnv   = "STATEFILE_TEST_CHILD"
	childPath  = "STATEFILE_TEST_PATH"
	childID    = "STATEFILE_TEST_ID"
	childCount = "STATEFILE_TEST_COUNT"
	childProcs = "STATEFILE_TEST_GOROUTINES"
)

// TestMain runs a child's mode instead of the tests when childEnv is set.
func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "":
		os.Exit(m.Run())
	case "increment":
		os.Exit(childIncrement())
	case "crash":
		os.Exit(childCrash())
	case "update-once":
		os.Exit(childUpdateOnce())
	default:
		fmt.Fprintln(os.Stderr, "unknown child mode")
		os.Exit(2)
	}
}

// counter is the state file of the concurrency and crash tests: a total
// and a count per writer.
type counter struct {
	Version int            `json:"version"`
	N       int            `json:"n"`
	By      map[string]int `json:"by"`
}

// parseCounter reads a counter file strictly.
func parseCounter(data []byte) (counter, error) {
	var c counter
	if err := json.Unmarshal(data, &c); err != nil {
		return c, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	if c.Version != 1 {
		return c, fmt.Errorf("%w: version %d", ErrCorrupt, c.Version)
	}
	if c.By == nil {
		c.By = map[string]int{}
	}
	return c, nil
}

// increment adds one to the total and to id's count under the lock and
// returns id's new count.
func increment(f *File, id string) (int, error) {
	var got int
	_, err := f.Update(func(cur []byte, exists bool) ([]byte, error) {
		c := counter{Version: 1, By: map[string]int{}}
		if exists {
			var err error
			if c, err = parseCounter(cur); err != nil {
				return nil, err
			}
		}
		c.N++
		c.By[id]++
		got = c.By[id]
		return json.Marshal(c)
	})
	return got, err
}

// childFile is the state file a child works on.
func childFile() *File {
	return &File{Path: os.Getenv(childPath), Version: 1, LockTimeout: time.Minute}
}

// childIncrement runs STATEFILE_TEST_GOROUTINES goroutines, each doing
// STATEFILE_TEST_COUNT increments as ID-g<i>.
func childIncrement() int {
	n, _ := strconv.Atoi(os.Getenv(childCount))
	g, _ := strconv.Atoi(os.Getenv(childProcs))
	f := childFile()
	var wg sync.WaitGroup
	errs := make(chan error, g)
	for i := range g {
		wg.Go(func() {
			id := fmt.Sprintf("%s-g%d", os.Getenv(childID), i)
			for range n {
				if _, err := increment(f, id); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// childCrash says "ready", then increments its count forever, saying "b"
// before each Update, naming the steps of the write as they begin
// (through the test hook), and announcing the count on stdout only after
// Update returned, until it is killed.
func childCrash() int {
	f := childFile()
	id := os.Getenv(childID)
	out := bufio.NewWriter(os.Stdout)
	f.fault = func(op Op) error {
		switch op {
		case OpCreate, OpWrite, OpSync, OpRename, OpSyncDir:
			fmt.Fprintln(out, op)
			out.Flush()
		}
		return nil
	}
	fmt.Fprintln(out, "ready")
	out.Flush()
	for {
		fmt.Fprintln(out, "b")
		out.Flush()
		n, err := increment(f, id)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		fmt.Fprintln(out, n)
		out.Flush()
	}
}

// childUpdateOnce loads the file, then tries one update, and prints the
// load's status and the update's failed step and reason ("ok" if none).
func childUpdateOnce() int {
	f := childFile()
	rep := f.Load(func([]byte) error { return nil })
	_, err := f.Update(func([]byte, bool) ([]byte, error) { return []byte("new"), nil })
	var e *Error
	switch {
	case err == nil:
		fmt.Println(rep.Status, "ok")
	case errors.As(err, &e):
		fmt.Println(rep.Status, e.Op, e.Reason)
	default:
		fmt.Println(rep.Status, "untyped", err)
	}
	return 0
}
