package scenarios

import (
	"strings"
	"testing"
)

// TestSkeletons: every skeleton loads (croupier check accepts it) and
// croupier fill completes it into a passing scenario.
func TestSkeletons(t *testing.T) {
	for _, k := range SkeletonKinds() {
		for _, l := range []Lang{German, French} {
			data, err := Skeleton(k, l)
			if err != nil {
				t.Fatal(err)
			}
			name := k + "." + string(l)
			s, diags := Load(name, data)
			if len(diags) > 0 {
				t.Fatalf("%s: %v", name, Diagnostics(diags))
			}
			out, changes, err := Fill(s)
			if err != nil || len(changes) == 0 {
				t.Fatalf("%s: fill %v, %d changes", name, err, len(changes))
			}
			s2, diags := Load(name, out)
			if len(diags) > 0 {
				t.Fatalf("%s filled: %v\n%s", name, Diagnostics(diags), out)
			}
			if res := Run(s2); !res.Passed() || res.Checked == 0 {
				t.Errorf("%s filled: %+v", name, res)
			}
		}
	}
	if _, err := Skeleton("poker", German); err == nil {
		t.Error("poker skeleton")
	}
}

// TestBilingualSkeletons: every game's skeleton in both languages at once
// (croupier new --lang de,fr or fr,de) declares both, writes each text
// in both — the first language's text from its skeleton, the second's
// from the other — keeps the first language's comments, loads, and fill
// completes it into a passing scenario.
func TestBilingualSkeletons(t *testing.T) {
	for _, k := range SkeletonKinds() {
		for _, langs := range [][]Lang{{German, French}, {French, German}} {
			data, err := SkeletonWith(k, SkeletonOptions{Langs: langs})
			if err != nil {
				t.Fatal(err)
			}
			name := k + "." + string(langs[0]) + "+" + string(langs[1])
			s, diags := Load(name, data)
			if len(diags) > 0 {
				t.Fatalf("%s: %v\n%s", name, Diagnostics(diags), data)
			}
			if len(s.Langs) != 2 || s.Langs[0] != langs[0] {
				t.Errorf("%s: langs %v", name, s.Langs)
			}
			one, _ := Skeleton(k, langs[0])
			other, _ := Skeleton(k, langs[1])
			s1, _ := Load("one", one)
			s2, _ := Load("other", other)
			if s.Title[langs[0]] != s1.Title[langs[0]] || s.Title[langs[1]] != s2.Title[langs[1]] || s.Intro[langs[1]] != s2.Intro[langs[1]] {
				t.Errorf("%s: title %v intro %v", name, s.Title, s.Intro)
			}
			if first := strings.SplitN(string(one), "\n", 5)[3]; !strings.Contains(string(data), first) {
				t.Errorf("%s: the first language's comment %q is gone", name, first)
			}
			out, changes, err := Fill(s)
			if err != nil || len(changes) == 0 {
				t.Fatalf("%s: fill %v", name, err)
			}
			s3, diags := Load(name, out)
			if len(diags) > 0 {
				t.Fatalf("%s filled: %v", name, Diagnostics(diags))
			}
			if res := RunWith(s3, RunOptions{Strict: true}); !res.Passed() || res.Checked == 0 {
				t.Errorf("%s filled: %+v", name, res)
			}
		}
	}
	if _, err := SkeletonWith("faro", SkeletonOptions{Langs: []Lang{German, German}}); err == nil {
		t.Error("de,de")
	}
}

// TestSkeletonForAFile: croupier new -o writes the id made of the file's
// name and leaves out the comment that tells to put the schema beside the
// file (it wrote it there).
func TestSkeletonForAFile(t *testing.T) {
	for _, l := range []Lang{German, French} {
		data, err := SkeletonWith("pasur", SkeletonOptions{Langs: []Lang{l}, ID: "club-runde", SchemaBeside: true})
		if err != nil {
			t.Fatal(err)
		}
		s, diags := Load("x", data)
		if len(diags) > 0 || s.ID != "club-runde" {
			t.Fatalf("%s: %v %v", l, s, Diagnostics(diags))
		}
		if strings.Contains(string(data), "croupier schema >") || !strings.HasPrefix(string(data), "# yaml-language-server: $schema=scenario.schema.json\n") {
			t.Errorf("%s:\n%s", l, data)
		}
	}
}

// TestSlugID: the id of a file name, as docs/scenario-format.md allows
// ids (lower case, digits, - and _, at most 64).
func TestSlugID(t *testing.T) {
	cases := map[string]string{
		"lessons/Meine Lektion.yaml":    "meine-lektion",
		"Ärger über Split.yml":          "aerger-ueber-split",
		"Leçon n°2 (pharaon).yaml":      "lecon-n-2-pharaon",
		"club_pharo-01.yaml":            "club_pharo-01",
		"---.yaml":                      "",
		"…":                             "",
		strings.Repeat("ab", 50) + ".y": strings.Repeat("ab", 32),
	}
	for in, want := range cases {
		if got := SlugID(in); got != want {
			t.Errorf("SlugID(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzSlugID: whatever the name, SlugID gives a valid id or "".
func FuzzSlugID(f *testing.F) {
	for _, s := range []string{"Meine Lektion.yaml", "Ärger.yml", "a/b/c", "", "\x00\xff", "ÉÉ ßß œ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		id := SlugID(name)
		if id != "" && !idRE.MatchString(id) {
			t.Fatalf("SlugID(%q) = %q is no id", name, id)
		}
	})
}

// TestSkeletonTextsAsWritten: a bilingual skeleton writes the French
// no-break spaces as they are (STYLE.md), never as \u00a0 escapes, and
// the Faro skeletons name the banker as their say step does (Doc).
func TestSkeletonTextsAsWritten(t *testing.T) {
	for _, kind := range SkeletonKinds() {
		for _, langs := range [][]Lang{{German, French}, {French, German}, {French}, {German}} {
			data, err := SkeletonWith(kind, SkeletonOptions{Langs: langs})
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(data), `\u`) {
				t.Errorf("%s %v: an escaped character in %s", kind, langs, data)
			}
			if kind == "faro" && !strings.Contains(string(data), "{name: Doc, banker: true}") {
				t.Errorf("%s %v: the banker is not Doc, whom the text names", kind, langs)
			}
		}
	}
}
