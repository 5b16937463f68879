//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestLockHeldElsewhere: with progress.json's lock held by another
// process (here the test, its pid in the lock file), the tutor waits
// once, says once who holds the lock and that nothing is saved until it
// is free, goes on in memory through a lesson's answers, and says it
// again in the goodbye (docs/state.md, "The lock").
func TestLockHeldElsewhere(t *testing.T) {
	state := t.TempDir()
	dir := filepath.Join(state, "croupier")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	lock, err := os.OpenFile(filepath.Join(dir, "progress.json.lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Skipf("no flock: %v", err)
	}
	lock.WriteString(strconv.Itoa(os.Getpid()) + "\n")
	var out, errb bytes.Buffer
	env := map[string]string{"LANG": "de_DE.UTF-8", "XDG_STATE_HOME": state}
	e := newEnv(strings.NewReader("\na\nb\nweiter\nende\n"), &out, &errb, func(k string) string { return env[k] })
	run([]string{"--color", "never", "tutor", "--plain"}, e)
	got := strings.Join(strings.Fields(out.String()), " ") // unwrapped
	told := "Fortschritt konnte nicht gespeichert werden: Ein anderes croupier (Prozess " + strconv.Itoa(os.Getpid()) +
		") hält " + filepath.Join(dir, "progress.json") + " gesperrt. Diese Sitzung wartet nicht mehr darauf: Bis die Sperre frei ist, wird nichts gespeichert."
	if strings.Count(got, told) != 1 {
		t.Errorf("the lock is not told once:\n%s", got)
	}
	if !strings.Contains(got, "Richtig!") || !strings.Contains(got, "Der Fortschritt dieser Sitzung ist nicht gespeichert: Ein anderes croupier (Prozess") {
		t.Errorf("the session did not go on, or the goodbye does not say it:\n%s", got)
	}
	if _, err := os.Stat(filepath.Join(dir, "progress.json")); err == nil {
		t.Error("progress.json was written under another process's lock")
	}
}
