package screen

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios/statefile"
)

// TestSaveNoticeTellsOnce: a failure is told once while it lasts, a
// different one is told again, a written file with a failed directory
// sync counts as saved, and the first save after a failure says so.
func TestSaveNoticeTellsOnce(t *testing.T) {
	var out bytes.Buffer
	s := New(&out, locales.German, false, func() int { return 100 })
	n := SaveNotice{SavedAgain: locales.ProgressSavedAgain, Failed: locales.ProgressSaveFailed, InMemory: locales.ProgressInMemory}
	denied := &statefile.Error{Op: statefile.OpWrite, File: "/s/progress.json", Reason: statefile.ReasonPermission, Err: errors.New("x")}
	full := &statefile.Error{Op: statefile.OpWrite, File: "/s/progress.json", Reason: statefile.ReasonNoSpace, Err: errors.New("y")}
	synced := &statefile.Error{Op: statefile.OpSyncDir, File: "/s/progress.json", Err: errors.New("z")}
	count := func(sub string) int { return strings.Count(out.String(), sub) }
	const failed, again = "Fortschritt konnte nicht gespeichert werden", "wieder gespeichert"

	if err := n.After(s, denied); err != denied {
		t.Fatalf("After returned %v, want the failure", err)
	}
	n.After(s, denied)
	if count(failed) != 1 {
		t.Fatalf("the same failure twice was told %d times:\n%s", count(failed), &out)
	}
	n.After(s, full)
	if count(failed) != 2 {
		t.Fatalf("another failure was not told:\n%s", &out)
	}
	if err := n.After(s, synced); err != nil {
		t.Fatalf("a written file whose directory sync failed: %v, want saved", err)
	}
	if count(again) != 1 {
		t.Fatalf("the save after the failure did not say so:\n%s", &out)
	}
	n.After(s, nil)
	if count(again) != 1 {
		t.Fatalf("a second good save said it again:\n%s", &out)
	}
	n.Told(denied)
	n.After(s, denied)
	if count(failed) != 2 {
		t.Fatalf("a failure marked as told was told again:\n%s", &out)
	}
}
