package tutor

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// TestSandboxSaveLoads plays free games and checks that the files saved
// load with the scenarios package (what `croupier check` runs) and replay
// to the same end (issue 5 "Free play").
func TestSandboxSaveLoads(t *testing.T) {
	dir := t.TempDir()
	scripts := map[string]string{
		"faro":    "spiel faro\n4 auf 9\n2 auf K gekupfert\n3 auf 5/6\nabziehen\n\n\nweg 9\nabziehen\nspeichern " + filepath.Join(dir, "faro") + "\n",
		"pharaon": "jouer pharaon\n2 sur 9\n4 sur R cuivré\ntirer\ntirer\nenregistrer " + filepath.Join(dir, "pharaon.yaml") + "\n",
		"pasur":   "spiel pasur\ntipp\n",
	}
	for name, script := range scripts {
		var out bytes.Buffer
		s := NewSession(Config{Library: testLibrary(t), Seed: 42}, &out)
		runScript(s, &out, script)
		if name == "pasur" {
			// play the learner's first legal move each time, then save
			s = NewSession(Config{Library: testLibrary(t), Seed: 42}, &out)
			s.Start()
			s.Handle("spiel pasur")
			sb := s.sand.(*pasurSandbox)
			for i := 0; i < 6 && !sb.round.Over(); i++ {
				m := sb.round.LegalMoves()[0]
				line := s.moveText(m)
				if len(m.Take) == 0 {
					line = "lege " + s.p.CardText(m.Card)
				}
				s.Handle(line)
			}
			s.Handle("speichern " + filepath.Join(dir, "pasur.yaml"))
		}
		file := filepath.Join(dir, name+".yaml")
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%s: not saved: %v\n%s", name, err, out.String())
		}
		sc, diags := scenarios.Load(file, data)
		if sc == nil {
			t.Fatalf("%s: saved file does not load: %v\n%s", name, scenarios.Diagnostics(diags), data)
		}
		if !strings.Contains(out.String(), "croupier check") {
			t.Errorf("%s: no confirmation", name)
		}
	}
}

// TestSaveRefusesOverwrite: saving never replaces an existing file.
func TestSaveRefusesOverwrite(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "x.yaml")
	os.WriteFile(file, []byte("keep"), 0o644)
	var out bytes.Buffer
	s := NewSession(Config{Library: testLibrary(t)}, &out)
	runScript(s, &out, "spiel faro\nspeichern "+file+"\n")
	if data, _ := os.ReadFile(file); string(data) != "keep" {
		t.Errorf("file overwritten")
	}
	if !strings.Contains(out.String(), "gibt es schon") {
		t.Errorf("no refusal:\n%s", out.String())
	}
}

// TestSandboxRefusals: the engine's refusals are explained with the rule
// (RULINGS.md: a split covers neighbours only; Pharaon weights are even).
func TestSandboxRefusals(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(Config{Library: testLibrary(t)}, &out)
	runScript(s, &out, "spiel faro\n3 auf 5/8\n11 auf 4\nspiel pharaon\n3 auf 4\n")
	for _, want := range []string{
		"Nicht erlaubt: Ein Einsatz zwischen zwei Karten deckt zwei auf dem Tableau benachbarte Werte",
		"Neben 5 liegen: 4, 6, 9.",
		"Nicht erlaubt: Der Einsatz liegt über dem vereinbarten Höchsteinsatz",
		"Nicht erlaubt: Ein Pronostic hat ein positives, gerades Gewicht",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("missing %q\n%s", want, out.String())
		}
	}
}

// TestRunPlainMode drives the real line loop from a reader: prompts,
// echo, and saving at the end of the input (like Ctrl-D).
func TestRunPlainMode(t *testing.T) {
	dir := t.TempDir()
	store := &Store{Path: filepath.Join(dir, ProgressFile)}
	var out bytes.Buffer
	s := NewSession(Config{Library: testLibrary(t), Store: store, Lang: locales.French}, &out)
	s.Start()
	in := strings.NewReader("1\r\nDan +4, Anna +2, Ben -6\n" + strings.Repeat("x", MaxInput+10) + "\nindice")
	if err := Run(s, in, &out, true, nil); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"Leçon> 1\n", "Réponse> Dan +4, Anna +2, Ben -6\nJuste !", "Saisie trop longue", "Réponse> indice\n", "Progrès enregistrés"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	p, _ := store.Load()
	if p.Last != "test-pharo" || p.Lessons["test-pharo"].Position == 0 {
		t.Errorf("progress not saved at EOF: %+v", p.Lessons["test-pharo"])
	}
}

// lockedBuffer is a buffer safe to read while Run writes to it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestRunInterrupt: a value on the interrupt channel cancels the question,
// which is asked again.
func TestRunInterrupt(t *testing.T) {
	out := &lockedBuffer{}
	s := NewSession(Config{Library: testLibrary(t)}, out)
	s.Start()
	s.Handle("1")
	ints := make(chan struct{}, 1)
	ints <- struct{}{}
	pr, pw := io.Pipe()
	done := make(chan error)
	go func() { done <- Run(s, pr, out, true, ints) }()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(out.String(), "(abgebrochen") && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "^C\n(abgebrochen – die Frage gilt weiter)\n? Was gewinnt oder verliert jeder?") {
		t.Errorf("interrupt not handled:\n%s", out.String())
	}
}

// TestCompletions: commands of both languages, lesson ids, players,
// cards and ranks, games and languages.
func TestCompletions(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(Config{Library: testLibrary(t)}, &out)
	s.Start()
	check := func(line string, want ...string) {
		t.Helper()
		got, _ := s.CompleteWord(line)
		for _, w := range want {
			found := false
			for _, g := range got {
				found = found || g == w
			}
			if !found {
				t.Errorf("%q: %q not among %v", line, w, got)
			}
		}
	}
	check("hil", "hilfe")
	check("zah", "zähler")
	check("pou", "pourquoi")
	check("test-p", "test-pharo", "test-pharaon", "test-pasur")
	check("sprache ", "de", "fr")
	check("jouer pha", "pharaon", "pharo")
	s.Handle("3") // the Pasur lesson: Dan's hand and the table
	check("7", "7♣")
	check("Da", "Dan")
	check("nehme 4", "4♦", "4♣")
	check("nehme B", "B♥")
}

// TestDrawFaroLayout checks the drawn layout against RULINGS.md, profile
// pharo: top row K Q J 10 9 8, bottom row A 2 3 4 5 6, the 7 at the end
// of both rows; each stake under its rank, a coppered one marked.
func TestDrawFaroLayout(t *testing.T) {
	deck, err := engine.StackedDeck(nil, engine.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Ben", "Dan"}, 0, deck, nil)
	if err != nil {
		t.Fatal(err)
	}
	if d.Casekeeper().Remaining(engine.Queen) == 0 || d.Casekeeper().Remaining(engine.Seven) == 0 {
		t.Skip("seed made a rank dead at the soda")
	}
	if _, err := d.Place(1, faro.Bet{Kind: faro.Single, Rank: engine.Queen, Stake: engine.Chips(3)}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Place(1, faro.Bet{Kind: faro.Single, Rank: engine.Seven, Stake: engine.Chips(2), Coppered: true}); err != nil {
		t.Fatal(err)
	}
	got := drawFaro(locales.New(locales.German), newPainter(false), d)
	lines := strings.Split(got, "\n")
	if strings.Join(strings.Fields(lines[1]), " ") != "K D B 10 9 8" {
		t.Errorf("top row: %q", lines[1])
	}
	// Dan's 3 on the queen stands in the queen's column (the second).
	if !strings.HasPrefix(lines[2], strings.Repeat(" ", faroColumn)+" Dan 3") {
		t.Errorf("queen's stake: %q", lines[2])
	}
	if !strings.HasPrefix(lines[3], strings.Repeat(" ", 6*faroColumn)+" 7  Dan 2*") {
		t.Errorf("the 7 at the end: %q", lines[3])
	}
	if strings.Join(strings.Fields(lines[4]), " ") != "A 2 3 4 5 6" {
		t.Errorf("bottom row: %q", lines[4])
	}
	fr := drawFaro(locales.New(locales.French), newPainter(false), d)
	if !strings.Contains(fr, " R ") || !strings.Contains(fr, " V ") {
		t.Errorf("French rank names missing:\n%s", fr)
	}
	colour := drawFaro(locales.New(locales.German), newPainter(true), d)
	if !strings.Contains(colour, "\x1b[") {
		t.Errorf("no colour codes with colour on")
	}
	if strings.Contains(got, "\x1b[") {
		t.Errorf("colour codes with colour off")
	}
}

// TestEmbeddedCorpusLoads: the embedded lessons load into the menu and
// each can be stepped through to its end in both languages ("weiter"
// shows each answer), with every message found in the catalogs.
func TestEmbeddedCorpusLoads(t *testing.T) {
	lib := &Library{}
	if err := lib.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	if len(lib.Problems) > 0 || len(lib.Lessons) == 0 {
		t.Fatalf("corpus: %d lessons, problems %v", len(lib.Lessons), scenarios.Diagnostics(lib.Problems))
	}
	for _, lang := range locales.Langs() {
		for i, l := range lib.Lessons {
			var out bytes.Buffer
			s := NewSession(Config{Library: lib, Lang: lang}, &out)
			s.Start()
			s.Handle(strconv.Itoa(i + 1))
			for n := 0; n < 200 && s.mode == modeLesson; n++ {
				s.Handle("weiter")
			}
			if s.mode != modeMenu || !s.prog.Done(l.ID()) {
				t.Errorf("%s %s: not finished:\n%s", lang, l.ID(), out.String())
			}
			if strings.Contains(out.String(), "[tutor.") {
				t.Errorf("%s %s: missing message:\n%s", lang, l.ID(), out.String())
			}
		}
	}
}

// TestLazyHeaders: the quick header read gives every embedded lesson the
// id, title, game and profile that the full load gives, in the same menu
// order, and the full scenario when opened.
func TestLazyHeaders(t *testing.T) {
	full, lazy := &Library{}, &Library{}
	if err := full.AddFS(scenarios.Corpus(), false); err != nil {
		t.Fatal(err)
	}
	if err := lazy.AddFSLazy(scenarios.Corpus()); err != nil {
		t.Fatal(err)
	}
	if len(full.Lessons) != len(lazy.Lessons) || len(lazy.Problems) != 0 {
		t.Fatalf("%d lessons lazily, %d in full; problems %v", len(lazy.Lessons), len(full.Lessons), lazy.Problems)
	}
	for i, f := range full.Lessons {
		l := lazy.Lessons[i]
		for _, lang := range []scenarios.Lang{scenarios.German, scenarios.French} {
			if l.ID() != f.ID() || l.Game() != f.Game() || l.Profile() != f.Profile() || l.Title(lang) != f.Title(lang) {
				t.Errorf("lesson %d: lazy %q %q %q %q, full %q %q %q %q", i, l.ID(), l.Game(), l.Profile(), l.Title(lang), f.ID(), f.Game(), f.Profile(), f.Title(lang))
			}
		}
		sc, err := l.Scenario()
		if err != nil || sc.ID != f.ID() || len(sc.Steps) == 0 {
			t.Errorf("%s: full load on open: %v", l.ID(), err)
		}
	}
	// A header that does not give what the menu needs falls back to a
	// full load (which reports the problem).
	if _, ok := readHeader("x.yaml", []byte("id: x\ngame: faro\nsteps: []\n")); ok {
		t.Errorf("a Faro header without profile and title was accepted")
	}
	if l, ok := readHeader("x.yaml", []byte("id: x\nlang: fr\ntitle: Titre\ngame: pasur\nplayers: []\n")); !ok || l.Title(scenarios.French) != "Titre" {
		t.Errorf("one-language header: %v %v", l, ok)
	}
}
