package tutor

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/lesson"
	"croupier/tutor/progress"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/rogpeppe/go-internal/txtar"
)

// testLibrary loads the tutor's own test lessons.
func testLibrary(t testing.TB) *lesson.Library {
	t.Helper()
	lib := &lesson.Library{}
	if err := lib.AddFS(os.DirFS("testdata/lessons"), false); err != nil {
		t.Fatal(err)
	}
	if len(lib.Problems) > 0 {
		t.Fatalf("test lessons do not load: %v", scenarios.Diagnostics(lib.Problems))
	}
	return lib
}

// runScript drives a session like the plain line mode does (prompt, echo,
// handle), with "<ctrl-c>" and "<ctrl-d>" standing for the keys.
func runScript(s *Session, out *bytes.Buffer, input string) {
	s.Start()
	for _, line := range strings.Split(strings.TrimSuffix(input, "\n"), "\n") {
		if s.Done() {
			break
		}
		out.WriteString(s.Prompt())
		switch line {
		case "<ctrl-c>":
			out.WriteString("^C\n")
			s.Interrupt()
		case "<ctrl-d>":
			out.WriteString("\n")
			s.EOF()
		default:
			out.WriteString(line + "\n")
			s.Handle(line)
		}
	}
	if !s.Done() {
		s.EOF()
	}
}

var update = flag.Bool("update", false, "rewrite the output section of every transcript in testdata/transcripts")

// TestTranscripts runs every scripted session in testdata/transcripts
// (txtar archives). The session's output must be exactly the "output"
// section (go test -run TestTranscripts -update rewrites it); the "want"
// lines, checked by hand against the rulebooks, must appear in it in
// order (each as part of a line), "dontwant" lines nowhere, and the
// progress file afterwards must have the values of "progress-after".
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/transcripts/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			got := runTranscript(t, sections(ar))
			checkGolden(t, file, ar, got)
		})
	}
}

// sections maps a txtar archive's file names to their contents.
func sections(ar *txtar.Archive) map[string]string {
	m := map[string]string{}
	for _, f := range ar.Files {
		m[f.Name] = string(f.Data)
	}
	return m
}

// checkGolden compares the output with the archive's "output" section, or
// rewrites it with -update.
func checkGolden(t *testing.T, file string, ar *txtar.Archive, got string) {
	t.Helper()
	for i, f := range ar.Files {
		if f.Name != "output" {
			continue
		}
		if string(f.Data) == got {
			return
		}
		if *update {
			ar.Files[i].Data = []byte(got)
			if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Fatalf("output differs from the golden (go test -run TestTranscripts -update rewrites it):\n%s", diff.Diff("want", f.Data, "got", []byte(got)))
	}
	if *update {
		ar.Files = append(ar.Files, txtar.File{Name: "output", Data: []byte(got)})
		if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatalf("%s has no output section: run go test -run TestTranscripts -update", file)
}

func runTranscript(t *testing.T, tx map[string]string) string {
	args := map[string]string{}
	for _, l := range strings.Split(tx["args"], "\n") {
		if k, v, ok := strings.Cut(strings.TrimSpace(l), "="); ok {
			args[k] = v
		}
	}
	lang := locales.German
	if args["lang"] == "fr" {
		lang = locales.French
	}
	lib := testLibrary(t)
	if args["lessons"] == "corpus" {
		lib = &lesson.Library{}
		if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
			t.Fatal(err)
		}
	}
	// stands for $XDG_STATE_HOME/croupier; a path of a fixed length, so
	// that lines naming it wrap the same way on every run
	// (20 characters before the test's name, as "croupier-transcript-" had),
	// and one of this process, so that test runs of several checkouts at
	// the same time do not share it
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("croupier-t%09d-", os.Getpid()%1_000_000_000)+strings.ReplaceAll(t.Name(), "/", "-"))
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	store := &progress.Store{Path: filepath.Join(dir, progress.ProgressFile)}
	if before, ok := tx["progress-before"]; ok {
		if err := os.WriteFile(store.Path, []byte(before), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	seed := uint64(1)
	if v, ok := args["seed"]; ok {
		seed, _ = strconv.ParseUint(v, 10, 64)
	}
	var out bytes.Buffer
	s := NewSession(Config{Lang: lang, Library: lib, Store: store, Seed: seed}, &out)
	runScript(s, &out, tx["input"])
	got := out.String()
	lines := strings.Split(got, "\n")
	i := 0
	for _, want := range strings.Split(strings.TrimSuffix(tx["want"], "\n"), "\n") {
		if strings.TrimSpace(want) == "" || strings.HasPrefix(want, "#") {
			continue
		}
		for i < len(lines) && !strings.Contains(lines[i], want) {
			i++
		}
		if i == len(lines) {
			t.Fatalf("output lacks (in order) %q\n--- output ---\n%s", want, got)
		}
		i++
	}
	for _, bad := range strings.Split(tx["dontwant"], "\n") {
		if strings.TrimSpace(bad) != "" && strings.Contains(got, bad) {
			t.Errorf("output has %q\n--- output ---\n%s", bad, got)
		}
	}
	checkProgressAfter(t, store, tx["progress-after"])
	// the state directory is a temporary one: the golden names it $STATE,
	// and a corrupt file's copy is named by the time
	got = strings.ReplaceAll(got, dir, "$STATE")
	return corruptCopy.ReplaceAllString(got, ".corrupt-TIME")
}

// corruptCopy matches the time in the name of a corrupt file's copy.
var corruptCopy = regexp.MustCompile(`\.corrupt-\d{8}T\d{6}\.\d{3}(-\d+)?`)

// checkProgressAfter compares the progress file with lines "last=ID",
// "ID.done=true", "ID.finished=true", "ID.mistakes=N", "ID.position=N",
// "ID.skipped=N" (how many), "lessons=N", "corrupt=N" (copies of corrupt
// files kept), "file=absent".
func checkProgressAfter(t *testing.T, store *progress.Store, spec string) {
	if strings.TrimSpace(spec) == "" {
		return
	}
	data, err := os.ReadFile(store.Path)
	var p progress.Progress
	switch {
	case errors.Is(err, fs.ErrNotExist) && strings.Contains(spec, "file=absent"):
	case err != nil:
		t.Fatalf("progress file: %v", err)
	case strings.Contains(spec, "file=absent"):
		t.Errorf("progress file written:\n%s", data)
	default:
		if err := json.Unmarshal(data, &p); err != nil {
			t.Fatalf("progress file is not JSON: %v\n%s", err, data)
		}
	}
	for _, l := range strings.Split(spec, "\n") {
		k, want, ok := strings.Cut(strings.TrimSpace(l), "=")
		if !ok {
			continue
		}
		var got string
		switch {
		case k == "last":
			got = p.Last
		case k == "lessons":
			got = strconv.Itoa(len(p.Lessons))
		case k == "corrupt":
			copies, _ := filepath.Glob(store.Path + ".corrupt-*")
			got = strconv.Itoa(len(copies))
		case k == "file":
			got = "absent"
		default:
			id, field, _ := strings.Cut(k, ".")
			lp := p.Lessons[id]
			if lp == nil {
				lp = &progress.LessonProgress{}
			}
			switch field {
			case "done":
				got = strconv.FormatBool(lp.Done)
			case "mistakes":
				got = strconv.Itoa(lp.Mistakes)
			case "position":
				got = strconv.Itoa(lp.Position)
			case "finished":
				got = strconv.FormatBool(lp.Finished)
			case "skipped":
				got = strconv.Itoa(len(lp.Skipped))
			}
		}
		if got != want {
			t.Errorf("progress %s = %q, want %q\n%s", k, got, want, data)
		}
	}
}
