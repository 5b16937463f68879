package scenarios

import (
	"errors"
	"io/fs"
	"reflect"
	"testing"
	"testing/fstest"
)

// denyFS is a file system in which one directory cannot be read, as a
// subdirectory without the right to list it.
type denyFS struct {
	fs.FS
	deny string
}

func (d denyFS) Open(name string) (fs.File, error) {
	if name == d.deny {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
	}
	return d.FS.Open(name)
}

// TestListUnreadable: one unreadable subdirectory is one entry of
// unreadable, with its reason; every other file is still listed. Only an
// unreadable root is an error.
func TestListUnreadable(t *testing.T) {
	m := fstest.MapFS{
		"a.yaml":        {Data: []byte("x")},
		"locked/b.yaml": {Data: []byte("x")},
		"open/c.yml":    {Data: []byte("x")},
	}
	files, _, unreadable, err := ListScenarioFiles(denyFS{m, "locked"}, ".")
	if err != nil || !reflect.DeepEqual(files, []string{"a.yaml", "open/c.yml"}) {
		t.Errorf("files %v, err %v", files, err)
	}
	if len(unreadable) != 1 || unreadable[0].Path != "locked" || !errors.Is(unreadable[0].Err, fs.ErrPermission) {
		t.Errorf("unreadable %v", unreadable)
	}
	if _, _, _, err := ListScenarioFiles(denyFS{m, "."}, "."); !errors.Is(err, fs.ErrPermission) {
		t.Errorf("unreadable root: %v", err)
	}
}
