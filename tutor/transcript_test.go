package tutor

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
)

// txtarFile is a parsed txtar archive: a comment and named sections.
type txtarFile struct {
	comment  string
	sections map[string]string
	order    []string
}

// parseTxtar reads the txtar format: "-- name --" lines start sections.
func parseTxtar(data string) txtarFile {
	f := txtarFile{sections: map[string]string{}}
	cur := ""
	var b strings.Builder
	flush := func() {
		if cur == "" {
			f.comment = b.String()
		} else {
			f.sections[cur] = b.String()
			f.order = append(f.order, cur)
		}
		b.Reset()
	}
	for _, line := range strings.SplitAfter(data, "\n") {
		t := strings.TrimRight(line, "\r\n")
		if strings.HasPrefix(t, "-- ") && strings.HasSuffix(t, " --") && len(t) > 6 {
			flush()
			cur = strings.TrimSpace(t[3 : len(t)-3])
			continue
		}
		b.WriteString(line)
	}
	flush()
	return f
}

// testLibrary loads the tutor's own test lessons.
func testLibrary(t testing.TB) *Library {
	t.Helper()
	lib := &Library{}
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

// TestTranscripts runs every scripted session in testdata/transcripts:
// the "want" lines must appear in the output in order (each as part of a
// line), "dontwant" lines nowhere, and the progress file afterwards must
// have the values of "progress-after".
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/transcripts/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			runTranscript(t, parseTxtar(string(data)))
		})
	}
}

func runTranscript(t *testing.T, tx txtarFile) {
	args := map[string]string{}
	for _, l := range strings.Split(tx.sections["args"], "\n") {
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
		lib = &Library{}
		if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir() // stands for $XDG_STATE_HOME/croupier
	store := &Store{Path: filepath.Join(dir, ProgressFile)}
	if before, ok := tx.sections["progress-before"]; ok {
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
	runScript(s, &out, tx.sections["input"])
	got := out.String()
	lines := strings.Split(got, "\n")
	i := 0
	for _, want := range strings.Split(strings.TrimSuffix(tx.sections["want"], "\n"), "\n") {
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
	for _, bad := range strings.Split(tx.sections["dontwant"], "\n") {
		if strings.TrimSpace(bad) != "" && strings.Contains(got, bad) {
			t.Errorf("output has %q\n--- output ---\n%s", bad, got)
		}
	}
	checkProgressAfter(t, store, tx.sections["progress-after"])
}

// checkProgressAfter compares the progress file with lines "last=ID",
// "ID.done=true", "ID.mistakes=N", "ID.position=N", "lessons=N",
// "bak=exists".
func checkProgressAfter(t *testing.T, store *Store, spec string) {
	if strings.TrimSpace(spec) == "" {
		return
	}
	data, err := os.ReadFile(store.Path)
	if err != nil {
		t.Fatalf("progress file: %v", err)
	}
	var p Progress
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatalf("progress file is not JSON: %v\n%s", err, data)
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
		case k == "bak":
			if _, err := os.Stat(store.Path + ".bak"); err == nil {
				got = "exists"
			}
		default:
			id, field, _ := strings.Cut(k, ".")
			lp := p.Lessons[id]
			if lp == nil {
				lp = &LessonProgress{}
			}
			switch field {
			case "done":
				got = strconv.FormatBool(lp.Done)
			case "mistakes":
				got = strconv.Itoa(lp.Mistakes)
			case "position":
				got = strconv.Itoa(lp.Position)
			}
		}
		if got != want {
			t.Errorf("progress %s = %q, want %q\n%s", k, got, want, data)
		}
	}
}
