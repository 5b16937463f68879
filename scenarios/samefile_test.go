package scenarios

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestOncePerFile: a link and the file it names, and a path given twice,
// are kept once, as the name that is no link, in the place of the first;
// a name that cannot be read is kept.
func TestOncePerFile(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.yaml", "c.yaml"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("a.yaml", filepath.Join(dir, "b.yaml")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	stat := func(n string) (fs.FileInfo, error) { return os.Stat(filepath.Join(dir, n)) }
	link := func(n string) bool {
		st, err := os.Lstat(filepath.Join(dir, n))
		return err == nil && st.Mode()&fs.ModeSymlink != 0
	}
	for _, c := range []struct{ in, want []string }{
		{[]string{"b.yaml", "a.yaml", "c.yaml", "a.yaml"}, []string{"a.yaml", "c.yaml"}},
		{[]string{"a.yaml", "b.yaml"}, []string{"a.yaml"}},
		{[]string{"b.yaml", "gone.yaml", "gone.yaml", "c.yaml"}, []string{"b.yaml", "gone.yaml", "gone.yaml", "c.yaml"}},
		{[]string{"c.yaml", "c.yaml", "b.yaml", "a.yaml"}, []string{"c.yaml", "a.yaml"}},
	} {
		if got := OncePerFile(slices.Clone(c.in), stat, link); !slices.Equal(got, c.want) {
			t.Errorf("OncePerFile(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}
