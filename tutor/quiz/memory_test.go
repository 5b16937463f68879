package quiz

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
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

// TestStoreRoundTrip: saved and loaded back unchanged, no temporary file
// left behind.
func TestStoreRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s := &Store{Path: filepath.Join(dir, "sub", FileName)}
	m, st := s.Load()
	if st != Fresh || len(m.Topics) != 0 {
		t.Fatalf("fresh: %v %v", st, m)
	}
	p := AnkiDefaults()
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	m.Answer(PharoSplit, Good, now, p)
	m.Answer(PharoSplit, Good, now.Add(10*time.Minute), p)
	m.Answer(PasurBest, Again, now, p)
	if err := s.Save(m); err != nil {
		t.Fatal(err)
	}
	back, st := s.Load()
	if st != Loaded || !reflect.DeepEqual(back, m) {
		t.Errorf("round trip: %v\n%+v\n%+v", st, back, m)
	}
	entries, _ := os.ReadDir(filepath.Dir(s.Path))
	if len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}

// TestStoreCorrupt: a corrupt file (or nonsense values) is kept as .bak
// and the memory starts empty.
func TestStoreCorrupt(t *testing.T) {
	for _, data := range []string{
		"{not json",
		`{"version": 2, "topics": {}}`,
		`{"version": 1, "topics": {"pharo.single": {"state": "review", "right": -1}}}`,
		`{"version": 1, "topics": {"pharo.single": {"state": "sleeping"}}}`,
		`{"version": 1, "topics": {"": {"state": "new"}}}`,
	} {
		dir := t.TempDir()
		s := &Store{Path: filepath.Join(dir, FileName)}
		os.WriteFile(s.Path, []byte(data), 0o644)
		m, st := s.Load()
		if st != Recovered || len(m.Topics) != 0 {
			t.Errorf("%q: %v", data, st)
		}
		if b, err := os.ReadFile(s.Path + ".bak"); err != nil || string(b) != data {
			t.Errorf("%q: no .bak: %v", data, err)
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
		if err := s.Save(m); err != nil {
			t.Fatal(err)
		}
		back, st := s.Load()
		if st != Loaded || len(back.Topics) != len(m.Topics) {
			t.Fatalf("accepted but not reloaded: %v", st)
		}
	})
}
