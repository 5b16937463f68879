package main

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/tutor/quiz"
)

// TestFlagErrors pins what explain reads from the flag package's errors:
// each kind of mistake becomes its own message in the user's language,
// and no text of the flag package gets through.
func TestFlagErrors(t *testing.T) {
	cases := []struct {
		args []string
		want locales.Message
		text string // the German rendering
	}{
		{[]string{"--sed", "3"}, locales.CLIUnknownFlagSuggest, "Die Option --sed gibt es bei „croupier quiz“ nicht. Meintest du --seed?"},
		{[]string{"-levl=2"}, locales.CLIUnknownFlagSuggest, "Die Option --levl gibt es bei „croupier quiz“ nicht. Meintest du --level?"},
		{[]string{"--zzzzzz"}, locales.CLIUnknownFlag, "Die Option --zzzzzz gibt es bei „croupier quiz“ nicht."},
		{[]string{"---seed", "3"}, locales.CLIUnknownFlagSuggest, "Die Option ---seed gibt es bei „croupier quiz“ nicht. Meintest du --seed?"},
		{[]string{"pharo", "--n"}, locales.CLIFlagNeedsValue, "Nach --n fehlt der Wert, etwa --n 10."},
		{[]string{"--seed", "abc"}, locales.CLIBadSeed, "„abc“ ist keine Nummer einer Mischung. --seed nimmt eine ganze Zahl ab 0, die das Mischen festlegt: Dieselbe Zahl gibt dieselben Karten und dieselben Fragen. Schreib sie in Ziffern, etwa --seed 7."},
		{[]string{"--seed=-1"}, locales.CLIBadSeed, ""},
		{[]string{"--n", "0"}, locales.QuizCLIBadN, "Die Anzahl der Fragen ist 1 bis 100, nicht „0“."},
		{[]string{"--level", "4"}, locales.QuizCLIBadLevel, "Die Stufe ist 1, 2 oder 3, nicht „4“."},
		{[]string{"--plain=vielleicht"}, locales.CLIBadSwitch, "--plain steht allein, ohne einen Wert wie „vielleicht“: Schreib einfach --plain."},
	}
	for _, c := range cases {
		_, err := parseQuizArgs(c.args)
		var ue *usageError
		if !errors.As(err, &ue) {
			t.Errorf("%q: got %v, want a usage error", c.args, err)
			continue
		}
		if ue.msg != c.want {
			t.Errorf("%q: message %q, want %q", c.args, ue.render(locales.New(locales.German)), c.want.In(locales.German))
		}
		if got := ue.render(locales.New(locales.German)); c.text != "" && got != c.text {
			t.Errorf("%q:\n got %s\nwant %s", c.args, got, c.text)
		}
		for _, l := range locales.Langs() {
			if got := ue.render(locales.New(l)); strings.Contains(got, "flag") || strings.Contains(got, "provided") || strings.Contains(got, "{") {
				t.Errorf("%q in %s: %s", c.args, l, got)
			}
		}
	}
	if _, err := parseQuizArgs([]string{"-h"}); !errors.Is(err, errHelp) {
		t.Errorf("-h: %v", err)
	}
}

// TestParseAnyOrder: options may come before, between and after the
// other arguments; "--" ends the options; --name=value and one dash work.
func TestParseAnyOrder(t *testing.T) {
	cases := []struct {
		args     []string
		rest     []string
		seed     uint64
		dirs     []string
		plain    bool
		wantSeed bool
	}{
		{[]string{"a", "--seed", "5", "b", "-plain"}, []string{"a", "b"}, 5, nil, true, true},
		{[]string{"--dir=x", "--dir", "y", "z"}, []string{"z"}, 0, []string{"x", "y"}, false, false},
		{[]string{"-seed=9", "--", "--plain", "-"}, []string{"--plain", "-"}, 9, nil, false, true},
		{[]string{"-"}, []string{"-"}, 0, nil, false, false},
		{nil, nil, 0, nil, false, false},
	}
	for _, c := range cases {
		f := newFlagSet("croupier")
		var (
			seed  uint64
			set   bool
			dirs  []string
			plain bool
		)
		f.seed(&seed, &set)
		f.list(&dirs, "dir", "~/pharo")
		f.boolean(&plain, "plain")
		rest, err := f.parse(c.args)
		if err != nil {
			t.Errorf("%q: %v", c.args, err)
			continue
		}
		if !reflect.DeepEqual(rest, c.rest) || seed != c.seed || set != c.wantSeed || !reflect.DeepEqual(dirs, c.dirs) || plain != c.plain {
			t.Errorf("%q: rest %q seed %d (%v) dirs %q plain %v", c.args, rest, seed, set, dirs, plain)
		}
	}
}

// TestLangHint: the last valid --lang of a command line, before "--".
func TestLangHint(t *testing.T) {
	cases := []struct {
		args []string
		want locales.Lang
		ok   bool
	}{
		{[]string{"quiz", "--seed", "x", "--lang", "fr"}, locales.French, true},
		{[]string{"-lang=fr", "--lang", "xx"}, locales.French, true},
		{[]string{"--lang=de", "-lang", "fr"}, locales.French, true},
		{[]string{"--lang"}, "", false},
		{[]string{"--", "--lang", "fr"}, "", false},
	}
	for _, c := range cases {
		if got, ok := langHint(c.args); got != c.want || ok != c.ok {
			t.Errorf("%q: %v %v", c.args, got, ok)
		}
	}
}

// TestCommandTable: every command has its help in both languages, and
// "croupier help NAME" and "croupier NAME -h" print it and exit 0.
func TestCommandTable(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range commandTable() {
		if seen[c.name] {
			t.Errorf("%s twice", c.name)
		}
		seen[c.name] = true
		if c.summary == (locales.Message{}) || c.about == (locales.Message{}) {
			t.Errorf("%s: no summary or no about text", c.name)
		}
		want := usageText(&env{p: locales.New(locales.German)}, c)
		for _, args := range [][]string{{"help", c.name}, {c.name, "-h"}, {c.name, "--help"}} {
			code, out, errs := runCLI(t, args...)
			if code != exitOK || out != want || errs != "" {
				t.Errorf("%q: exit %d, stderr %q\n%s", args, code, errs, out)
			}
		}
	}
}

// TestHelpNamesEveryOption: the help of every command names each option
// the command takes — its own in its synopsis and in its list with a text
// of their own, the global ones in their list — in both languages, and
// the list of all commands shows every command's synopsis. (The help is
// built from the options, so the test fails when a command defines an
// option without a text.)
func TestHelpNamesEveryOption(t *testing.T) {
	for _, l := range locales.Langs() {
		e := &env{p: locales.New(l)}
		list := commandsText(e)
		for _, c := range commandTable() {
			help := usageText(e, c)
			syn := synopsis(e.p, c)
			if !strings.Contains(list, "  "+syn) {
				t.Errorf("%s (%s): the list of commands lacks %q", c.name, l, syn)
			}
			f := newFlagSet("croupier " + c.name)
			var g globals
			g.define(f, &env{p: e.p})
			c.define(f)
			own := map[string]bool{}
			for _, o := range commandOptions(c) {
				own[o.name] = true
				if o.help == (locales.Message{}) || e.p.T(o.help) == "" {
					t.Errorf("%s (%s): --%s has no text", c.name, l, o.name)
				}
			}
			for _, name := range f.names() {
				spelled := "-" + name
				if !strings.Contains(help, "-"+spelled) && !strings.Contains(help, " "+spelled) {
					t.Errorf("%s (%s): the help does not name %s:\n%s", c.name, l, spelled, help)
				}
				if own[name] && !strings.Contains(syn, spelled) {
					t.Errorf("%s (%s): the synopsis %q does not name %s", c.name, l, syn, spelled)
				}
			}
		}
	}
	// the options the review found missing (run --strict --junit, check
	// --junit, fill FILE…)
	e := &env{p: locales.New(locales.German)}
	for name, want := range map[string]string{
		"run":   "croupier run [--json] [--strict] [--junit DATEI] [--force] [PFAD…]",
		"check": "croupier check [--json] [--junit DATEI] [--force] [PFAD…]",
		"fill":  "croupier fill [--diff] DATEI…",
	} {
		c, _ := findCommand(name)
		if got := synopsis(e.p, c); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}

// parseQuizArgs reads the quiz's command line (without the global
// options) as croupier does.
func parseQuizArgs(args []string) (*quizFlags, error) {
	f := newFlagSet("croupier quiz")
	q := defineQuizFlags(f)
	pos, err := f.parse(args)
	if err != nil {
		return nil, err
	}
	if ue := q.game(pos); ue != nil {
		return nil, ue
	}
	return q, nil
}

// FuzzQuizArgs: the quiz's argument parser never panics, and what it
// accepts is in range.
func FuzzQuizArgs(f *testing.F) {
	f.Add("pharo --seed 5 --n 3 --level 2")
	f.Add("--n=10 pasur --plain")
	f.Add("--seed --n")
	f.Add("pharaon --level=0")
	f.Fuzz(func(t *testing.T, line string) {
		q, err := parseQuizArgs(strings.Fields(line))
		if err != nil {
			var ue *usageError
			if !errors.As(err, &ue) && !errors.Is(err, errHelp) {
				t.Fatalf("%q: %v is no usage error", line, err)
			}
			return
		}
		o := q.opts
		if o.Level < 0 || o.Level > quiz.MaxLevel || o.N < 0 || o.N > quiz.MaxQuestions {
			t.Fatalf("%q accepted as %+v", line, o)
		}
		if _, err := quiz.New(o, nil); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
	})
}

// FuzzFlagSet: the option parser never panics on any command line, and
// whatever it refuses is said in both languages with no text of the flag
// package and no unfilled placeholder.
func FuzzFlagSet(f *testing.F) {
	f.Add("--seed 5 a --n=3 -plain --profile pharaon --dir x --dir=y b")
	f.Add("--seed=abc")
	f.Add("---x -= -- --n")
	f.Add("--plain=nein --profile poker")
	f.Fuzz(func(t *testing.T, line string) {
		fs := newFlagSet("croupier test")
		var (
			seed     uint64
			seedSet  bool
			n        int
			profile  string
			plain    bool
			dirs     []string
			shown    string
			shownSet bool
		)
		fs.seed(&seed, &seedSet)
		fs.intIn(&n, "n", "10", 1, 100, func(s string) *badValue {
			return &badValue{msg: locales.QuizCLIBadN, args: []any{s, 100}}
		})
		fs.choice(&profile, "profile", "pharo", "pharaon")
		fs.boolean(&plain, "plain")
		fs.list(&dirs, "dir", "~/pharo")
		fs.text(&shown, &shownSet, "shown", "7♣")
		_, err := fs.parse(strings.Fields(line))
		if err == nil {
			if n < 0 || n > 100 || (profile != "" && profile != "pharo" && profile != "pharaon") {
				t.Fatalf("%q accepted n=%d profile=%q", line, n, profile)
			}
			return
		}
		if errors.Is(err, errHelp) {
			return
		}
		var ue *usageError
		if !errors.As(err, &ue) {
			t.Fatalf("%q: %v is no usage error", line, err)
		}
		for _, l := range locales.Langs() {
			msg := ue.render(locales.New(l))
			unfilled := !strings.Contains(line, "{") && strings.Contains(msg, "{")
			if msg == "" || strings.Contains(msg, "flag ") || unfilled {
				t.Fatalf("%q in %s: %q", line, l, msg)
			}
		}
	})
}
