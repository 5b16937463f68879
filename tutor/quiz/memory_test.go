package quiz

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"croupier/locales"
	"croupier/scenarios/statefile"
)

// TestPickOrder: due learning topics first, then due reviews, then new
// topics in curriculum order, then learning topics within the 20 minutes
// of Anki's learn-ahead limit, then the one due soonest.
func TestPickOrder(t *testing.T) {
	p := AnkiDefaults()
	now := at(10, 12, 0)
	m := NewMemory()
	m.Topics[PharoSingle] = &Record{Schedule: Schedule{State: StateReview, DueDay: DayOf(now, p) + 3}}
	m.Topics[PharoCopper] = &Record{Schedule: Schedule{State: StateLearning, Due: now.Add(5 * time.Minute)}}
	m.Topics[PharoDoublet] = &Record{Schedule: Schedule{State: StateReview, DueDay: DayOf(now, p) - 1}}
	m.Topics[PharoSplit] = &Record{Schedule: Schedule{State: StateRelearning, Due: now.Add(-time.Minute)}}
	cands := []Topic{PharoSingle, PharoCopper, PharoDoublet, PharoSplit, PharoHighCard}
	var order []Topic
	for len(cands) > 0 {
		got := m.Pick(cands, now, p, "")
		order = append(order, got)
		var rest []Topic
		for _, c := range cands {
			if c != got {
				rest = append(rest, c)
			}
		}
		cands = rest
	}
	want := []Topic{PharoSplit, PharoDoublet, PharoHighCard, PharoCopper, PharoSingle}
	if !reflect.DeepEqual(order, want) {
		t.Errorf("order %v, want %v", order, want)
	}
	if got := m.Pick([]Topic{PharoSplit, PharoDoublet}, now, p, PharoSplit); got != PharoDoublet {
		t.Errorf("avoid: %v", got)
	}
	if got := m.Pick([]Topic{PharoSplit}, now, p, PharoSplit); got != PharoSplit {
		t.Errorf("only candidate: %v", got)
	}
}

// TestMemoryAnswer counts right and wrong answers and reschedules.
func TestMemoryAnswer(t *testing.T) {
	p := AnkiDefaults()
	m := NewMemory()
	now := at(3, 10, 0)
	m.Answer(PasurSur, Again, now, p)
	m.Answer(PasurSur, Good, now.Add(time.Minute), p)
	r := m.Get(PasurSur)
	if r.Right != 1 || r.Wrong != 1 || r.State != StateLearning || r.Step != 1 || !r.Last.Equal(now.Add(time.Minute)) {
		t.Errorf("record %+v", r)
	}
	m.Reset("pasur")
	if m.Get(PasurSur) != nil {
		t.Error("reset")
	}
}

// TestStoreRoundTrip: saved and opened back unchanged, nothing left
// behind but the file and its lock.
func TestStoreRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s := &Store{Path: filepath.Join(dir, "sub", FileName)}
	m, rep := s.Open()
	if rep.Status != statefile.Fresh || len(m.Topics) != 0 {
		t.Fatalf("fresh: %v %v", rep.Status, m)
	}
	base := m.Clone()
	p := AnkiDefaults()
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	m.Answer(PharoSplit, Good, now, p)
	m.Answer(PharoSplit, Good, now.Add(10*time.Minute), p)
	m.Answer(PasurBest, Again, now, p)
	if _, _, err := s.Sync(base, m); err != nil {
		t.Fatal(err)
	}
	back, rep := s.Open()
	if rep.Status != statefile.Loaded || !reflect.DeepEqual(back, m) {
		t.Errorf("round trip: %v\n%+v\n%+v", rep.Status, back, m)
	}
	entries, _ := os.ReadDir(filepath.Dir(s.Path))
	if len(entries) != 2 {
		t.Errorf("left behind: %v", entries)
	}
}

// TestStoreCorrupt: a corrupt file (or nonsense values) is kept under a
// name of its own and the memory starts empty.
func TestStoreCorrupt(t *testing.T) {
	for _, data := range []string{
		"{not json",
		`{"version": 0, "topics": {}}`,
		`{"version": 1, "topics": {"pharo.single": {"state": "review", "right": -1}}}`,
		`{"version": 1, "topics": {"pharo.single": {"state": "sleeping"}}}`,
		`{"version": 1, "topics": {"": {"state": "new"}}}`,
	} {
		dir := t.TempDir()
		s := &Store{Path: filepath.Join(dir, FileName)}
		os.WriteFile(s.Path, []byte(data), 0o644)
		m, rep := s.Open()
		if rep.Status != statefile.Recovered || len(m.Topics) != 0 {
			t.Errorf("%q: %v", data, rep.Status)
		}
		if b, err := os.ReadFile(rep.Kept); err != nil || string(b) != data {
			t.Errorf("%q: no copy: %v", data, err)
		}
	}
	// Unknown topics of a newer croupier are kept.
	m, err := ParseMemory([]byte(`{"version": 1, "topics": {"pharo.future": {"state": "new", "right": 2, "wrong": 0}}}`))
	if err != nil || m.Topics["pharo.future"].Right != 2 {
		t.Errorf("unknown topic: %v %v", err, m)
	}
	if _, err := ParseMemory([]byte(strings.Repeat(" ", MaxFileSize+1))); err == nil {
		t.Error("oversized file accepted")
	}
}

// TestLoadProblems: what the learner is told after opening the memory,
// in both languages, with the path (and where the copy is).
func TestLoadProblems(t *testing.T) {
	de, fr := locales.New(locales.German), locales.New(locales.French)
	unreadable := &statefile.Error{Op: statefile.OpRead, File: "/s/quiz.json", Path: "/s/quiz.json", Reason: statefile.ReasonIsDir}
	stuck := &statefile.Error{Op: statefile.OpLock, File: "/s/quiz.json", Path: "/s/quiz.json.lock", Reason: statefile.ReasonPermission}
	for _, c := range []struct {
		rep    statefile.Report
		de, fr []string
	}{
		{rep: statefile.Report{Status: statefile.Loaded}},
		{rep: statefile.Report{Status: statefile.Fresh}},
		{rep: statefile.Report{Status: statefile.Recovered, Kept: "/s/quiz.json.corrupt-1"},
			// (an older message, which another room words: only its path)
			de: []string{"/s/quiz.json.corrupt-1"},
			fr: []string{"/s/quiz.json.corrupt-1"}},
		{rep: statefile.Report{Status: statefile.Newer, Path: "/s/quiz.json", Version: 3},
			de: []string{"Die Quiz-Datei /s/quiz.json stammt von einer neueren Version von croupier (Dateiformat 3); dieses croupier ist älter."},
			fr: []string{"Le fichier du quiz /s/quiz.json vient d’une version plus récente de croupier (format 3)\u00a0; ce croupier est plus ancien."}},
		{rep: statefile.Report{Status: statefile.Unavailable, Path: "/s/quiz.json", Err: unreadable},
			de: []string{"/s/quiz.json", "Wo die Datei /s/quiz.json hingehört, steht ein Verzeichnis. Verschiebe oder lösche es, dann legt croupier die Datei an."},
			fr: []string{"/s/quiz.json", "À la place du fichier /s/quiz.json se trouve un dossier. Déplacez-le ou supprimez-le, et croupier créera le fichier."}},
		{rep: statefile.Report{Status: statefile.Unavailable, Path: "/s/quiz.json", Err: stuck},
			de: []string{"Die Quiz-Datei /s/quiz.json ist beschädigt, und croupier konnte sie nicht beiseitelegen; sie bleibt, wie sie ist.", "croupier darf in /s nicht schreiben. Prüfe Besitzer und Rechte dieses Verzeichnisses."},
			fr: []string{"Le fichier du quiz /s/quiz.json est abîmé, et croupier n’a pas pu le mettre de côté\u00a0; il reste tel quel.", "croupier n’a pas le droit d’écrire dans /s. Vérifiez le propriétaire et les droits de ce dossier."}},
	} {
		for _, l := range []struct {
			p    locales.Printer
			want []string
		}{{de, c.de}, {fr, c.fr}} {
			got := LoadProblems(l.p, c.rep)
			if len(got) != len(l.want) {
				t.Errorf("%v: %d lines %q, want %d", c.rep.Status, len(got), got, len(l.want))
				continue
			}
			for i := range got {
				if !strings.Contains(got[i], l.want[i]) {
					t.Errorf("%v: %q, want it to hold %q", c.rep.Status, got[i], l.want[i])
				}
			}
		}
	}
}

// FuzzParseMemory: the memory file's reader never panics, and whatever
// it accepts survives a save and a load.
func FuzzParseMemory(f *testing.F) {
	f.Add([]byte(`{"version": 1, "topics": {"pharo.single": {"state": "review", "ease": 2500, "interval": 3, "due_day": 20000, "right": 3, "wrong": 1}}}`))
	f.Add([]byte(`{"version": 1, "topics": {"pasur.sur": {"state": "learning", "step": 1, "due": "2026-03-02T09:10:00Z"}}}`))
	f.Add([]byte(`{"version": 1, "topics": null}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseMemory(data)
		if err != nil {
			return
		}
		s := &Store{Path: filepath.Join(t.TempDir(), FileName)}
		if _, _, err := s.Sync(NewMemory(), m); err != nil {
			t.Fatal(err)
		}
		back, rep := s.Open()
		if rep.Status != statefile.Loaded || len(back.Topics) != len(m.Topics) {
			t.Fatalf("accepted but not reloaded: %v", rep.Status)
		}
	})
}
