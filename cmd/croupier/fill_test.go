package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestFillDiffApplies: what croupier fill --diff prints is a patch that
// git apply and patch -p1 apply, giving exactly the file croupier fill
// writes; --diff exits 1 and leaves the file alone, and exits 0 with
// nothing to apply once the file is filled.
func TestFillDiffApplies(t *testing.T) {
	// A name with a space ends with a tab in the header (so patch reads
	// all of it); the file is fill.yaml under that name.
	for _, name := range []string{"fill.yaml", "insert.yaml", "mit Leerzeichen.yaml"} {
		t.Run(name, func(t *testing.T) {
			source := name
			if strings.Contains(name, " ") {
				source = "fill.yaml"
			}
			src, err := os.ReadFile(filepath.Join("testdata/scenarios", source))
			if err != nil {
				t.Fatal(err)
			}
			// The filled file, as croupier fill writes it.
			filled := filepath.Join(t.TempDir(), name)
			writeFile(t, filled, src)
			if code, _, errs := runCLI(t, "fill", filled); code != exitOK {
				t.Fatalf("fill: exit %d: %s", code, errs)
			}
			want, _ := os.ReadFile(filled)
			if bytes.Equal(want, src) {
				t.Fatal("fill changed nothing")
			}

			dir := t.TempDir()
			t.Chdir(dir)
			writeFile(t, name, src)
			code, patch, errs := runCLI(t, "fill", "--diff", name)
			if code != exitFailed || errs != "" {
				t.Fatalf("fill --diff: exit %d, stderr %q", code, errs)
			}
			if now, _ := os.ReadFile(name); !bytes.Equal(now, src) {
				t.Fatal("fill --diff wrote the file")
			}
			end := "\n"
			if strings.Contains(name, " ") {
				end = "\t\n"
			}
			if !strings.Contains(patch, "\n--- a/"+name+end+"+++ b/"+name+end+"@@ ") {
				t.Errorf("no unified diff header:\n%s", patch)
			}

			t.Run("git apply", func(t *testing.T) {
				writeFile(t, name, src)
				apply(t, patch, "git", "apply")
				compareFile(t, name, want)
			})
			t.Run("patch -p1", func(t *testing.T) {
				if _, err := exec.LookPath("patch"); err != nil {
					t.Skip("patch is not installed")
				}
				writeFile(t, name, src)
				apply(t, patch, "patch", "-p1", "--quiet")
				compareFile(t, name, want)
			})

			// Once filled, there is nothing to apply.
			writeFile(t, name, want)
			if code, out, errs := runCLI(t, "fill", "--diff", name); code != exitOK || out != "" || !strings.Contains(errs, "nichts zu ändern") {
				t.Errorf("filled file: exit %d, stdout %q, stderr %q", code, out, errs)
			}
		})
	}
}

// TestFillDiffAbsolutePath: a file below the current directory named by
// its absolute path appears in the diff by its relative one.
func TestFillDiffAbsolutePath(t *testing.T) {
	src, err := os.ReadFile("testdata/scenarios/fill.yaml")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	if err := os.Mkdir("sub", 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, "sub/f.yaml", src)
	wd, _ := os.Getwd()
	_, patch, _ := runCLI(t, "fill", "--diff", filepath.Join(wd, "sub", "f.yaml"))
	if !strings.Contains(patch, "--- a/sub/f.yaml\n+++ b/sub/f.yaml\n") {
		t.Errorf("header:\n%s", patch)
	}
}

// apply runs a patch command with the patch on its stdin.
func apply(t *testing.T, patch string, command ...string) {
	t.Helper()
	cmd := exec.Command(command[0], command[1:]...)
	cmd.Stdin = strings.NewReader(patch)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s\npatch:\n%s", strings.Join(command, " "), err, out, patch)
	}
}

func writeFile(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func compareFile(t *testing.T, name string, want []byte) {
	t.Helper()
	got, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("after applying the patch:\n%s\nwant (croupier fill):\n%s", got, want)
	}
}
