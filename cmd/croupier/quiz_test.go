package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"croupier/tutor/quiz"
)

// quizCLI runs croupier with args and input in plain line mode with
// $XDG_STATE_HOME in state, German unless --lang says otherwise.
func quizCLI(t *testing.T, state, input string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	env := map[string]string{"LANG": "de_DE.UTF-8", "XDG_STATE_HOME": state, "HOME": state}
	e := newEnv(strings.NewReader(input), &out, &errb, func(k string) string { return env[k] })
	return run(args, e), out.String(), errb.String()
}

// txtar reads the sections of a txtar file ("-- name --" lines).
func txtar(data string) map[string]string {
	out := map[string]string{}
	cur := ""
	for _, line := range strings.SplitAfter(data, "\n") {
		t := strings.TrimRight(line, "\n")
		if strings.HasPrefix(t, "-- ") && strings.HasSuffix(t, " --") && len(t) > 6 {
			cur = strings.TrimSpace(t[3 : len(t)-3])
			continue
		}
		if cur != "" {
			out[cur] += line
		}
	}
	return out
}

// TestQuizTranscripts runs the scripted quizzes of testdata/quiz: the
// "want" lines must appear in the output in order (each as part of a
// line), the "dontwant" texts nowhere, and the memory file afterwards
// must hold the values of "memory-after" (topic.field=value).
func TestQuizTranscripts(t *testing.T) {
	files, _ := filepath.Glob("testdata/quiz/*.txtar")
	if len(files) < 2 {
		t.Fatalf("transcripts: %v", files)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			tx := txtar(string(data))
			state := t.TempDir()
			code, out, errs := quizCLI(t, state, tx["input"], strings.Fields(tx["args"])...)
			if code != exitOK {
				t.Fatalf("exit %d: %s\n%s", code, errs, out)
			}
			// a line of the want section may be wrapped in the output
			lines := strings.Split(strings.ReplaceAll(out, "\n", " \x00"), "\x00")
			for k := range lines {
				lines[k] = strings.Join(strings.Fields(strings.Join(lines[k:min(k+3, len(lines))], "")), " ")
			}
			i := 0
			for _, want := range strings.Split(strings.TrimSuffix(tx["want"], "\n"), "\n") {
				if strings.TrimSpace(want) == "" {
					continue
				}
				for i < len(lines) && !strings.Contains(lines[i], strings.Join(strings.Fields(want), " ")) {
					i++
				}
				if i == len(lines) {
					t.Fatalf("output lacks (in order) %q\n--- output ---\n%s", want, out)
				}
				i++
			}
			for _, bad := range strings.Split(tx["dontwant"], "\n") {
				if strings.TrimSpace(bad) != "" && strings.Contains(out, bad) {
					t.Errorf("output has %q\n%s", bad, out)
				}
			}
			checkMemory(t, filepath.Join(state, "croupier", quiz.FileName), tx["memory-after"])
		})
	}
}

// checkMemory compares the memory file with lines topic.field=value
// (fields right, wrong, reps, state).
func checkMemory(t *testing.T, path, spec string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("memory file: %v", err)
	}
	var m quiz.Memory
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(spec, "\n") {
		k, want, ok := strings.Cut(strings.TrimSpace(l), "=")
		if !ok {
			continue
		}
		i := strings.LastIndexByte(k, '.')
		r := m.Topics[quiz.Topic(k[:i])]
		if r == nil {
			t.Errorf("%s: no record\n%s", k, data)
			continue
		}
		var got string
		switch k[i+1:] {
		case "right":
			got = strconv.Itoa(r.Right)
		case "wrong":
			got = strconv.Itoa(r.Wrong)
		case "reps":
			got = strconv.Itoa(r.Reps)
		case "state":
			got = string(r.State)
		}
		if got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
}

// TestQuizThenStats: the stats command reads what a quiz recorded; a
// corrupt memory file is kept as .bak and reported.
func TestQuizThenStats(t *testing.T) {
	state := t.TempDir()
	if code, _, errs := quizCLI(t, state, "Ben +3, Bank -3\n", "quiz", "pharo", "--seed", "5", "--n", "1"); code != exitOK {
		t.Fatal(errs)
	}
	code, out, _ := quizCLI(t, state, "", "stats", "pharo")
	if code != exitOK || !strings.Contains(out, "Einfache Einsätze") || !strings.Contains(out, "1/1 richtig (100 %)") || strings.Contains(out, "Pasur") {
		t.Errorf("stats:\n%s", out)
	}
	path := filepath.Join(state, "croupier", quiz.FileName)
	os.WriteFile(path, []byte("{kaputt"), 0o644)
	code, out, errs := quizCLI(t, state, "", "stats", "--lang", "fr")
	if code != exitOK || !strings.Contains(errs, "quiz.json.bak") || !strings.Contains(out, "Statistiques du quiz") {
		t.Errorf("corrupt: %d %q\n%s", code, errs, out)
	}
	if _, err := os.Stat(path + ".bak"); err != nil {
		t.Error("no .bak")
	}
	if code, _, _ := quizCLI(t, state, "", "stats", "poker"); code != exitInvalid {
		t.Errorf("stats poker: %d", code)
	}
}

// TestQuizFlags: bad games, levels, counts and flags are usage errors.
func TestQuizFlags(t *testing.T) {
	for _, args := range [][]string{
		{"quiz", "poker"}, {"quiz", "--level", "4"}, {"quiz", "--n", "0"}, {"quiz", "--n", "101"},
		{"quiz", "--seed", "x"}, {"quiz", "--bogus"}, {"quiz", "pharo", "pasur"}, {"quiz", "--seed"},
	} {
		if code, _, errs := quizCLI(t, t.TempDir(), "", args...); code != exitInvalid || errs == "" {
			t.Errorf("%v: exit %d %q", args, code, errs)
		}
	}
	code, out, _ := quizCLI(t, t.TempDir(), "weiter\n", "quiz", "pasur", "--level=3", "--n=1", "--seed=2")
	if code != exitOK || !strings.Contains(out, "Stufe 3") || !strings.Contains(out, "Quiz vorbei: 0 von 1 richtig") {
		t.Errorf("level 3:\n%s", out)
	}
}

// FuzzQuizArgs: the quiz's argument parser never panics, and what it
// accepts is in range.
func FuzzQuizArgs(f *testing.F) {
	f.Add("pharo --seed 5 --n 3 --level 2")
	f.Add("--n=10 pasur --plain")
	f.Add("--seed --n")
	f.Add("pharaon --level=0")
	f.Fuzz(func(t *testing.T, line string) {
		var errb bytes.Buffer
		e := newEnv(strings.NewReader(""), &bytes.Buffer{}, &errb, func(string) string { return "" })
		fl, ok := parseQuizArgs(e, strings.Fields(line))
		if !ok {
			return
		}
		o := fl.opts
		if o.Level < 0 || o.Level > quiz.MaxLevel || o.N < 0 || o.N > quiz.MaxQuestions {
			t.Fatalf("%q accepted as %+v", line, o)
		}
		if _, err := quiz.New(o, nil); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
	})
}
