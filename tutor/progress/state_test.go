package progress

import (
	"reflect"
	"testing"
)

// TestLessonState: a lesson is done only when a pass answered every
// question; seen to the end with a skip it is not (issue 11); a pass left
// in the middle is started.
func TestLessonState(t *testing.T) {
	var lp *LessonProgress
	if lp.State() != NotStarted {
		t.Errorf("nil: %v", lp.State())
	}
	lp = &LessonProgress{}
	lp.Skip(7)
	lp.Skip(3)
	lp.Skip(7)
	if !reflect.DeepEqual(lp.Skipped, []int{3, 7}) {
		t.Errorf("skipped %v, want [3 7] (in order, once each)", lp.Skipped)
	}
	lp.Position = 9
	if lp.State() != Started {
		t.Errorf("in the middle: %v", lp.State())
	}
	lp.Answered(3) // answered after "zurück"
	if !reflect.DeepEqual(lp.Skipped, []int{7}) {
		t.Errorf("after answering step 3: %v", lp.Skipped)
	}
	lp.Position, lp.Finished = 0, true
	if lp.State() != SeenWithSkips {
		t.Errorf("seen with a skip: %v", lp.State())
	}
	lp.Answered(7)
	if lp.State() != NotStarted {
		// finished without skips is done only when the lesson says so
		t.Errorf("finished, nothing skipped, not done: %v", lp.State())
	}
	lp.Done = true
	if lp.State() != Done {
		t.Errorf("done: %v", lp.State())
	}
	p := NewProgress()
	p.Lessons["a"] = &LessonProgress{Finished: true, Skipped: []int{2}}
	p.Lessons["b"] = &LessonProgress{Done: true}
	if p.Done("a") || !p.Finished("a") || !p.Finished("b") || p.CountDone([]string{"a", "b"}) != 1 {
		t.Errorf("done/finished: %+v", p.Lessons)
	}
}

// TestMergeKeepsSkips: the merge of several processes' saves keeps what
// this process changed of a lesson's finished mark and skipped questions,
// and the other's where this one changed nothing.
func TestMergeKeepsSkips(t *testing.T) {
	base := NewProgress()
	mine := NewProgress()
	mine.Lessons["a"] = &LessonProgress{Finished: true, Skipped: []int{4}}
	disk := NewProgress()
	disk.Lessons["b"] = &LessonProgress{Finished: true, Skipped: []int{1, 2}}
	got := MergeProgress(base, mine, disk)
	if a := got.Lessons["a"]; a == nil || !a.Finished || !reflect.DeepEqual(a.Skipped, []int{4}) {
		t.Errorf("mine: %+v", a)
	}
	if b := got.Lessons["b"]; b == nil || !b.Finished || !reflect.DeepEqual(b.Skipped, []int{1, 2}) {
		t.Errorf("disk: %+v", b)
	}
	// the clone shares no slice with the original
	c := got.Clone()
	c.Lessons["a"].Skipped[0] = 99
	if got.Lessons["a"].Skipped[0] != 4 {
		t.Errorf("Clone shares Skipped")
	}
}
