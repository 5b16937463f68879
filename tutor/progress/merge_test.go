package progress

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"croupier/scenarios/statefile"
)

// prog builds progress from lessons written as "id:done/mistakes@position"
// ("done" or "-"), e.g. "faro-1:done/2@0".
func prog(last string, lessons ...string) *Progress {
	p := NewProgress()
	p.Last = last
	for _, l := range lessons {
		var id, done string
		var lp LessonProgress
		id, rest, _ := strings.Cut(l, ":")
		done, rest, _ = strings.Cut(rest, "/")
		if _, err := fmt.Sscanf(rest, "%d@%d", &lp.Mistakes, &lp.Position); err != nil {
			panic(l)
		}
		lp.Done = done == "done"
		p.Lessons[id] = &lp
	}
	return p
}

// same reports whether two progresses are equal, a lesson with zero
// progress counting as absent (Progress.Lesson creates such entries).
func same(a, b *Progress) bool {
	norm := func(p *Progress) *Progress {
		c := p.Clone()
		for id, lp := range c.Lessons {
			if lp.zero() {
				delete(c.Lessons, id)
			}
		}
		return c
	}
	return reflect.DeepEqual(norm(a), norm(b))
}

// show renders progress for failure messages.
func show(p *Progress) string {
	b, _ := json.Marshal(p)
	return string(b)
}

// TestMergeProgressExamples: the rules of docs/state.md, each on a case
// worked by hand. Two processes A and B start from the same file S; A
// saves first (the file is then Merge(S, A, S) = A), then B saves.
func TestMergeProgressExamples(t *testing.T) {
	cases := []struct {
		name       string
		s, a, b    *Progress
		want       *Progress
		wantSecond *Progress // B saving first, then A (nil: same as want)
	}{
		{
			name: "different lessons finished: both done, each one's mistakes",
			s:    prog(""),
			a:    prog("faro-1", "faro-1:done/2@0"),
			b:    prog("pasur-1", "pasur-1:done/1@0"),
			want: prog("pasur-1", "faro-1:done/2@0", "pasur-1:done/1@0"),
			// Last is the last writer's: A's when A saves second.
			wantSecond: prog("faro-1", "faro-1:done/2@0", "pasur-1:done/1@0"),
		},
		{
			name: "same lesson: mistakes made since S added once each (3+2+1)",
			s:    prog("x", "x:-/3@4"),
			a:    prog("x", "x:-/5@4"),
			b:    prog("x", "x:-/4@4"),
			want: prog("x", "x:-/6@4"),
		},
		{
			name: "done in either stays done; the position of the one who moved",
			s:    prog("x", "x:-/0@2"),
			a:    prog("x", "x:done/1@0"),
			b:    prog("x", "x:-/0@2"),
			want: prog("x", "x:done/1@0"),
		},
		{
			name:       "both moved: the later save's position",
			s:          prog("x", "x:-/0@2"),
			a:          prog("x", "x:-/0@5"),
			b:          prog("x", "x:-/0@7"),
			want:       prog("x", "x:-/0@7"),
			wantSecond: prog("x", "x:-/0@5"),
		},
		{
			name: "Last: only a change since S counts",
			s:    prog("x", "x:-/0@1", "y:-/0@0"),
			a:    prog("y", "x:-/0@1", "y:-/0@3"),
			b:    prog("x", "x:-/1@1", "y:-/0@0"),
			want: prog("y", "x:-/1@1", "y:-/0@3"),
		},
		{
			name: "B reset x (gone from B): gone, even though A made a mistake in it",
			s:    prog("x", "x:done/2@0", "y:done/0@0"),
			a:    prog("x", "x:done/3@0", "y:done/0@0"),
			b:    prog("", "y:done/0@0"),
			want: prog("", "y:done/0@0"),
			// B's reset saved first (and cleared Last); A's mistake comes
			// after it and counts; A did not change Last.
			wantSecond: prog("", "x:-/1@0", "y:done/0@0"),
		},
		{
			name: "B reset everything and started x again: B's x",
			s:    prog("x", "x:done/4@0"),
			a:    prog("x", "x:done/4@0", "z:-/0@2"),
			b:    prog("x", "x:-/1@3"),
			want: prog("x", "x:-/1@3", "z:-/0@2"),
			// A saving second changed only z: B's reset x stands.
		},
	}
	for _, c := range cases {
		s1, a1, b1 := c.s.Clone(), c.a.Clone(), c.b.Clone()
		got := MergeProgress(c.s, c.b, MergeProgress(c.s, c.a, c.s))
		if !same(got, c.want) {
			t.Errorf("%s, A then B:\n got  %s\n want %s", c.name, show(got), show(c.want))
		}
		want2 := c.wantSecond
		if want2 == nil {
			want2 = c.want
		}
		if got := MergeProgress(c.s, c.a, MergeProgress(c.s, c.b, c.s)); !same(got, want2) {
			t.Errorf("%s, B then A:\n got  %s\n want %s", c.name, show(got), show(want2))
		}
		if !reflect.DeepEqual(s1, c.s) || !reflect.DeepEqual(a1, c.a) || !reflect.DeepEqual(b1, c.b) {
			t.Errorf("%s: an argument was changed", c.name)
		}
	}
}

// TestMergeProgressOtherReset: a lesson another process reset (in base,
// gone from disk) stays gone unless this process worked on it since.
func TestMergeProgressOtherReset(t *testing.T) {
	base := prog("x", "x:done/2@0", "y:-/1@3")
	mine := prog("x", "x:done/2@0", "y:-/2@3")
	disk := prog("")
	got := MergeProgress(base, mine, disk)
	if want := prog("", "y:-/1@0"); !same(got, want) {
		t.Errorf("got %s, want %s", show(got), show(want))
	}
}

// randomWork applies n random learner actions (no resets) to p.
func randomWork(rng *rand.Rand, p *Progress, n int) {
	for range n {
		id := fmt.Sprintf("l%d", rng.IntN(6))
		switch rng.IntN(4) {
		case 0:
			p.Lesson(id).Mistakes++
		case 1:
			p.Lesson(id).Done = true
		case 2:
			p.Lesson(id).Position = 1 + rng.IntN(9)
		default:
			p.Last = id
		}
	}
}

// TestMergeProgressProperties: on random work of two processes from the
// same file, in both orders: nothing done is lost, every mistake is
// counted once, positions are the last mover's; merging without changes
// changes nothing; a merge onto an unchanged file writes this process's
// state; and a process that adopted the result merges to a no-op.
func TestMergeProgressProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 1))
	for i := range 2000 {
		s := NewProgress()
		randomWork(rng, s, rng.IntN(8))
		a, b := s.Clone(), s.Clone()
		randomWork(rng, a, rng.IntN(8))
		randomWork(rng, b, rng.IntN(8))
		if got := MergeProgress(s, s, b); !same(got, b) {
			t.Fatalf("%d: no change altered the file: %s → %s", i, show(b), show(got))
		}
		if got := MergeProgress(s, a, s); !same(got, a) {
			t.Fatalf("%d: onto an unchanged file: %s, want %s", i, show(got), show(a))
		}
		ab := MergeProgress(s, b, MergeProgress(s, a, s))
		ba := MergeProgress(s, a, MergeProgress(s, b, s))
		for _, r := range []*Progress{ab, ba} {
			if again := MergeProgress(r, r.Clone(), r); !same(again, r) {
				t.Fatalf("%d: not idempotent: %s → %s", i, show(r), show(again))
			}
		}
		ids := map[string]bool{}
		for _, p := range []*Progress{s, a, b} {
			for id := range p.Lessons {
				ids[id] = true
			}
		}
		for id := range ids {
			ls, la, lb := s.Lesson(id), a.Lesson(id), b.Lesson(id)
			for _, c := range []struct {
				order  string
				r      *Progress
				second *LessonProgress // the later save
				first  *LessonProgress
			}{{"A then B", ab, lb, la}, {"B then A", ba, la, lb}} {
				lr := c.r.Lessons[id]
				if lr == nil {
					lr = &LessonProgress{}
				}
				if lr.Done != (la.Done || lb.Done) {
					t.Fatalf("%d %s %s: done %v, A %v B %v", i, c.order, id, lr.Done, la.Done, lb.Done)
				}
				if want := ls.Mistakes + (la.Mistakes - ls.Mistakes) + (lb.Mistakes - ls.Mistakes); lr.Mistakes != want {
					t.Fatalf("%d %s %s: %d mistakes, want %d", i, c.order, id, lr.Mistakes, want)
				}
				want := ls.Position
				if c.first.Position != ls.Position {
					want = c.first.Position
				}
				if c.second.Position != ls.Position {
					want = c.second.Position
				}
				if lr.Position != want {
					t.Fatalf("%d %s %s: position %d, want %d", i, c.order, id, lr.Position, want)
				}
			}
		}
	}
}

// TestStoreSync: two tutors open the same file, each finishes its own
// lesson and makes mistakes in a shared one, and saves twice; both
// lessons are done and every mistake is counted once. A third opening
// sees it all.
func TestStoreSync(t *testing.T) {
	path := filepath.Join(t.TempDir(), ProgressFile)
	type tutor struct{ base, mine *Progress }
	open := func() *tutor {
		p, rep := (&Store{Path: path}).Open()
		if rep.Status != statefile.Loaded && rep.Status != statefile.Fresh {
			t.Fatalf("open: %+v", rep)
		}
		return &tutor{base: p.Clone(), mine: p}
	}
	sync := func(tu *tutor) {
		merged, _, err := (&Store{Path: path}).Sync(tu.base, tu.mine)
		if err != nil {
			t.Fatal(err)
		}
		tu.base, tu.mine = merged.Clone(), merged
	}
	a, b := open(), open()
	a.mine.Lesson("faro-1").Done = true
	a.mine.Lesson("shared").Mistakes += 2
	b.mine.Lesson("pasur-1").Done = true
	b.mine.Lesson("shared").Mistakes++
	sync(a)
	sync(b)
	a.mine.Lesson("shared").Mistakes++
	sync(a)
	sync(b) // nothing new: must not count B's mistake again
	c := open()
	if !c.mine.Done("faro-1") || !c.mine.Done("pasur-1") || c.mine.Lessons["shared"].Mistakes != 4 {
		t.Errorf("got %s", show(c.mine))
	}
	if !same(a.mine, b.mine) || !same(b.mine, c.mine) {
		t.Errorf("the tutors disagree: %s %s %s", show(a.mine), show(b.mine), show(c.mine))
	}
}

// TestStoreSyncConcurrent: four tutors at once (goroutines, each with
// its own lock file descriptor, as separate processes would), each
// finishing its own lessons and making mistakes in a shared one with a
// save after every action: every lesson is done and every mistake is
// counted once.
func TestStoreSyncConcurrent(t *testing.T) {
	path := filepath.Join(t.TempDir(), ProgressFile)
	const tutors, rounds = 4, 10
	var wg sync.WaitGroup
	for n := range tutors {
		wg.Go(func() {
			st := &Store{Path: path}
			mine, _ := st.Open()
			base := mine.Clone()
			for r := range rounds {
				mine.Lesson(fmt.Sprintf("t%d-l%d", n, r)).Done = true
				mine.Lesson("shared").Mistakes++
				merged, _, err := st.Sync(base, mine)
				if err != nil {
					t.Error(err)
					return
				}
				base, mine = merged.Clone(), merged
			}
		})
	}
	wg.Wait()
	p, _ := (&Store{Path: path}).Open()
	for n := range tutors {
		for r := range rounds {
			if id := fmt.Sprintf("t%d-l%d", n, r); !p.Done(id) {
				t.Errorf("%s lost", id)
			}
		}
	}
	if got := p.Lesson("shared").Mistakes; got != tutors*rounds {
		t.Errorf("shared: %d mistakes, want %d", got, tutors*rounds)
	}
}

// TestStoreOpenStates: a corrupt file is kept and reported, a newer
// version's file is left alone and never written over.
func TestStoreOpenStates(t *testing.T) {
	dir := t.TempDir()
	st := &Store{Path: filepath.Join(dir, ProgressFile)}
	if err := os.WriteFile(st.Path, []byte(`{"version":1,"lessons":{"x":{"mistakes":-1}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	p, rep := st.Open()
	if rep.Status != statefile.Recovered || len(p.Lessons) != 0 || !strings.HasPrefix(rep.Kept, st.Path+".corrupt-") {
		t.Errorf("corrupt: %+v", rep)
	}
	const newer = `{"version":2,"lessons":{"x":{"done":true}},"badges":[]}`
	if err := os.WriteFile(st.Path, []byte(newer), 0o600); err != nil {
		t.Fatal(err)
	}
	p, rep = st.Open()
	if rep.Status != statefile.Newer || rep.Version != 2 || len(p.Lessons) != 0 {
		t.Errorf("newer: %+v", rep)
	}
	p.Lesson("y").Done = true
	merged, _, err := st.Sync(NewProgress(), p)
	if !errors.Is(err, statefile.ErrNewer) || merged != nil {
		t.Errorf("sync over a newer file: %v %v", merged, err)
	}
	if b, _ := os.ReadFile(st.Path); string(b) != newer {
		t.Errorf("newer file changed: %s", b)
	}
	// A file that went corrupt while the tutor ran is kept, and rebuilt
	// from what the tutor holds.
	if err := os.WriteFile(st.Path, []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	base := prog("x", "x:done/1@0")
	mine := prog("x", "x:done/1@0", "y:-/0@2")
	merged, rep, err = st.Sync(base, mine)
	if err != nil || rep.Status != statefile.Recovered || !same(merged, mine) {
		t.Errorf("sync over a corrupt file: %v %+v %s", err, rep, show(merged))
	}
	if again, _ := st.Open(); !same(again, mine) {
		t.Errorf("reopened: %s", show(again))
	}
}

// FuzzParseProgress: the progress reader never panics; what it accepts
// has no negative count or position and no empty id, and survives a
// write and a read unchanged.
func FuzzParseProgress(f *testing.F) {
	for _, s := range []string{
		`{"version":1,"last":"a","lessons":{"a":{"done":true,"mistakes":2,"position":3}}}`,
		`{"version":1,"lessons":{"a":null}}`, `{"version":1,"lessons":{"":{}}}`,
		`{"version":2}`, `{"version":1,"lessons":{"a":{"mistakes":-1}}}`, `[`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := parseProgress(data)
		if err != nil {
			if !errors.Is(err, statefile.ErrCorrupt) {
				t.Errorf("error not marked corrupt: %v", err)
			}
			return
		}
		for id, lp := range p.Lessons {
			if id == "" || lp == nil || lp.Mistakes < 0 || lp.Position < 0 {
				t.Fatalf("accepted %q: %+v", id, lp)
			}
		}
		out, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		q, err := parseProgress(out)
		if err != nil || !reflect.DeepEqual(p, q) {
			t.Fatalf("round trip: %v\n%s\n%s", err, show(p), show(q))
		}
	})
}
