package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"croupier/locales"
)

// complete runs the bash script on the words typed so far (the last one
// being completed) and returns what bash would offer.
func complete(t *testing.T, script string, words ...string) []string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "x.yaml"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "lessons"), 0o755); err != nil {
		t.Fatal(err)
	}
	var quoted []string
	for _, w := range words {
		quoted = append(quoted, "'"+w+"'")
	}
	prog := script + "\nCOMP_WORDS=(croupier " + strings.Join(quoted, " ") + ")\nCOMP_CWORD=" +
		strconv.Itoa(len(words)) + "\n_croupier\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n"
	cmd := exec.Command("bash", "--norc", "-c", prog)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("bash: %v\n%s", err, out)
	}
	return strings.Fields(string(out))
}

// TestBashCompletion: the script completes commands, a command's own
// options and the global ones, option values, games, commands after
// help, and file names where a command reads files.
func TestBashCompletion(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	var out bytes.Buffer
	e := newEnv(nil, &out, &out, func(string) string { return "" })
	script := bashCompletion(completionWords(e))
	cases := []struct {
		words []string
		want  []string // all offered, in bash's order
	}{
		{[]string{"qu"}, []string{"quiz"}},
		{[]string{"c"}, []string{"check", "completion"}},
		{[]string{"quiz", "pha"}, []string{"pharo", "pharaon"}},
		{[]string{"quiz", "--l"}, []string{"--level", "--lang"}},
		{[]string{"--lang", "fr", "stats", "pa"}, []string{"pasur"}},
		{[]string{"demo", "--profile", ""}, []string{"pharo", "pharaon"}},
		{[]string{"run", "--color", "a"}, []string{"auto", "always"}},
		{[]string{"help", "ve"}, []string{"version"}},
		{[]string{"completion", "f"}, []string{"fish"}},
		{[]string{"check", "x"}, []string{"x.yaml"}},
		{[]string{"tutor", "--dir", "l"}, []string{"lessons"}},
		{[]string{"quiz", "--seed", ""}, nil},
		{[]string{"new", "pa"}, []string{"pasur"}},
		{[]string{"tutor", "faro-02"}, []string{"faro-02-bankkarte-und-spielerkarte"}},
		{[]string{"tutor", "pasur-07"}, []string{"pasur-07-sur", "pasur-07b-elf-und-sur"}},
	}
	for _, c := range cases {
		got := complete(t, script, c.words...)
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("croupier %s<TAB>: offered %q, want %q", strings.Join(c.words, " "), got, c.want)
		}
	}
}

// TestFishCompletionNamesEveryCommand: the fish script offers every
// command of the table and each command's options.
func TestFishCompletionNamesEveryCommand(t *testing.T) {
	var out bytes.Buffer
	e := newEnv(nil, &out, &out, func(string) string { return "" })
	script := fishCompletion(completionWords(e))
	for _, c := range commandTable() {
		if !strings.Contains(script, " "+c.name+" ") && !strings.Contains(script, " "+c.name+"'") {
			t.Errorf("the fish script does not offer %s", c.name)
		}
		for _, o := range commandOptions(c) {
			if !strings.Contains(script, "__fish_seen_subcommand_from "+c.name+"' -l "+o.name) &&
				!strings.Contains(script, "__fish_seen_subcommand_from "+c.name+"' -o "+o.name) {
				t.Errorf("the fish script does not offer %s's option %s", c.name, o.name)
			}
		}
	}
}

// TestVersionText: the module version, the revision with its time (and
// whether the tree had changes) and the Go release, in both languages;
// a binary without build information says the revision is unknown.
func TestVersionText(t *testing.T) {
	info := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "croupier", Version: "v1.2.0"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "4e65cec0ab"}, {Key: "vcs.time", Value: "2026-12-01T21:20:00Z"}, {Key: "vcs.modified", Value: "true"}}}
	de := versionText(locales.New(locales.German), info)
	want := "croupier v1.2.0\nRevision 4e65cec0ab vom 2026-12-01 21:20 UTC, mit Änderungen, die noch nicht eingecheckt sind\ngebaut mit go1.26.8\n"
	if de != want {
		t.Errorf("German:\n%s\nwant:\n%s", de, want)
	}
	fr := versionText(locales.New(locales.French), &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}})
	want = "croupier (version de développement, construite sans numéro de version)\nrévision inconnue (construit sans gestion de versions, par exemple avec go run)\n"
	if fr != want {
		t.Errorf("French:\n%s\nwant:\n%s", fr, want)
	}
}
