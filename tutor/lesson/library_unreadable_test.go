package lesson

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"croupier/scenarios"
)

// lockedFS is a file system in which one directory cannot be read.
type lockedFS struct {
	fs.FS
	locked string
}

func (l lockedFS) Open(name string) (fs.File, error) {
	if name == l.locked {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
	}
	return l.FS.Open(name)
}

// TestLibraryUnreadableDir: an author's directory with one subdirectory
// that cannot be read loads every other lesson, and says the one it
// skipped once (a warning); before, the tutor did not start.
func TestLibraryUnreadableDir(t *testing.T) {
	lib := &Library{}
	fsys := lockedFS{fstest.MapFS{
		"a.yaml":        {Data: lessonFile("mine", "")},
		"locked/b.yaml": {Data: lessonFile("hidden", "")},
	}, "locked"}
	if err := lib.AddFS(fsys, true); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range lib.Problems {
		if p.Code == scenarios.CodeUnreadable && p.File == "locked" && p.Severity == scenarios.SeverityWarning {
			n++
		}
	}
	if n != 1 || len(lib.Problems) != 1 {
		t.Errorf("problems %v", lib.Problems)
	}
	if len(lib.Lessons) != 1 || lib.Lessons[0].ID() != "mine" {
		t.Errorf("lessons %d", len(lib.Lessons))
	}
}
