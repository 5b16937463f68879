package pasur

import (
	"testing"
)

// BestCapture: most points, then most cards. 8♥ needs 3 on 3♠ 2♣ A♦ K♦:
// {3♠} 0 points, {2♣ A♦} 3 points (2♣ 2, A♦ 1), {3♠ 2♣ A♦} 3 points
// and one card more → the best.
func TestBestCapture(t *testing.T) {
	r := position(t, cfgN(t, 2), "8♥ 4♠", "7♠", "3♠ 2♣ A♦ K♦", "")
	caps := r.CapturesFor(c1(t, "8♥"))
	if len(caps) != 3 || caps[0].Points != 0 || caps[1].Points != 3 || caps[2].Points != 3 {
		t.Fatalf("captures %+v", caps)
	}
	best, ok := r.BestCapture(c1(t, "8♥"))
	if !ok || key(best.Take) != key(cs(t, "3♠ 2♣ A♦")) || len(best.Groups) != 2 {
		t.Fatalf("best %+v", best)
	}
	if _, ok := r.BestCapture(c1(t, "4♠")); ok {
		t.Fatal("4♠ cannot capture (needs 7; 3 + 2 + 1 = 6)")
	}
	if r.CapturesFor(c1(t, "3♠")) != nil {
		t.Fatal("a table card has no captures")
	}
}

// The order of BestCapture, item by item: a sur's 5 points count, then
// cards, then clubs; an exact tie keeps the earlier capture.
func TestBestCaptureOrder(t *testing.T) {
	a := Capture{Points: 1, Take: cs(t, "4♦")}
	b := Capture{Points: 0, Take: cs(t, "4♥ 5♦"), Sur: true}
	if !better(b, a) || better(a, b) {
		t.Fatal("a sur's 5 points beat one point")
	}
	c := Capture{Points: 1, Take: cs(t, "4♦ 3♦")}
	if !better(c, a) {
		t.Fatal("more cards")
	}
	d := Capture{Points: 1, Take: cs(t, "4♣ 3♦")}
	if !better(d, c) || better(c, d) {
		t.Fatal("more clubs")
	}
	if better(d, d) {
		t.Fatal("a tie is not better")
	}
}

// The neutral descriptions used in logs.
func TestStrings(t *testing.T) {
	m := Move{Card: c1(t, "7♣"), Take: cs(t, "4♦")}
	if m.String() != "7♣ x 4♦" || (Move{Card: c1(t, "9♠")}).String() != "9♠ laid" {
		t.Fatal(m.String())
	}
	if ms := (MoveSet{Card: c1(t, "7♣"), Take: setOf(cs(t, "4♦ A♣"))}).Move(); key(ms.Take) != "4♦ A♣" {
		t.Fatal(ms)
	}
	for k := ByNone; k <= ByChildren; k++ {
		if k.String() == "" || k.Rule() == "" {
			t.Fatal(k)
		}
	}
	if (FaultJacks|FaultKings).String() != "jacks+kings" || TableFault(0).String() != "ok" {
		t.Fatal("fault strings")
	}
	if EventRedeal.String() != "redeal" || EventJackReplaced.String() != "jack-replaced" {
		t.Fatal("event strings")
	}
}
