package screen

import (
	"regexp"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
)

// spot is where something is drawn: its line and its columns [x0, x1).
type spot struct{ y, x0, x1 int }

// runesOf splits the lines of a drawing into runes (every rune here is
// one column: no colour).
func runesOf(s string) [][]rune {
	var out [][]rune
	for _, l := range strings.Split(s, "\n") {
		out = append(out, []rune(l))
	}
	return out
}

// find returns every place of a token standing alone (not part of a
// longer stake: "Da1" is not found in "Da1*").
func find(lines [][]rune, token string) []spot {
	re := regexp.MustCompile(`(^|[^\pL\pN*])(` + regexp.QuoteMeta(token) + `)($|[^\pL\pN*])`)
	var out []spot
	for y, l := range lines {
		s := string(l)
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			x0 := len([]rune(s[:m[4]]))
			out = append(out, spot{y, x0, x0 + len([]rune(token))})
		}
	}
	return out
}

// card finds the card of a rank: the box around its label (framed) or
// the bracketed label itself; its rows run from the label's line down
// to the line before the next frame or label below.
func card(t *testing.T, lines [][]rune, rank string) spot {
	t.Helper()
	framed := regexp.MustCompile(`│ *` + regexp.QuoteMeta(rank) + ` *│`)
	bare := regexp.MustCompile(`\[` + regexp.QuoteMeta(rank) + `\]`)
	for y, l := range lines {
		s := string(l)
		if m := framed.FindStringIndex(s); m != nil {
			x0 := len([]rune(s[:m[0]]))
			return spot{y, x0, x0 + len([]rune(s[m[0]:m[1]]))}
		}
		if m := bare.FindStringIndex(s); m != nil {
			x0 := len([]rune(s[:m[0]]))
			return spot{y, x0, x0 + len([]rune(s[m[0]:m[1]]))}
		}
	}
	t.Fatalf("no card %s in\n%s", rank, join(lines))
	return spot{}
}

func join(lines [][]rune) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(string(l) + "\n")
	}
	return b.String()
}

// TestFaroTableGeometry checks, in every drawn shape and both languages,
// that each stake of everyBet lies where a player would look for it on a
// real table (pharo.de.txt "Setzen"; RULINGS.md, profile pharo, "Split
// bet" for the layout and its neighbours): a stake on a card within its
// card's columns and in its row; a split in the row of its cards and
// between them; a split across the rows in the column of its cards and
// between the rows; the 7's splits between the 7 and the 8 or the 6.
func TestFaroTableGeometry(t *testing.T) {
	for _, lang := range []locales.Lang{locales.German, locales.French} {
		p := locales.New(lang)
		K, Q := p.Rank(13), p.Rank(12)
		ben := initials(p, []string{"Doc", "Dan", "Anna", "Ben"}, 0)[3] // "Be" in German, "B" in French
		for _, width := range []int{60, 80, 120} {
			out := Faro(p, nil, everyBet(t), width)
			lines := runesOf(out)
			at := func(token string, n int) []spot {
				t.Helper()
				s := find(lines, token)
				if len(s) != n {
					t.Fatalf("%s %d: %q found %d times, want %d:\n%s", lang, width, token, len(s), n, out)
				}
				return s
			}
			top := card(t, lines, K)
			bottom := card(t, lines, "A")
			onCard := func(token, rank string, s spot) {
				t.Helper()
				c := card(t, lines, rank)
				mid := (s.x0 + s.x1) / 2
				sameRow := (c.y < bottom.y) == (s.y < bottom.y)
				if mid < c.x0 || mid >= c.x1 || !sameRow || s.y < c.y {
					t.Errorf("%s %d: %s at %+v is not on the card %s at %+v:\n%s", lang, width, token, s, rank, c, out)
				}
			}
			between := func(token, a, b string, s spot) {
				t.Helper()
				ca, cb := card(t, lines, a), card(t, lines, b)
				left, right := min(ca.x1, cb.x1), max(ca.x0, cb.x0)
				if s.x0 < left || s.x1 > right || (s.y < bottom.y) != (ca.y < bottom.y) {
					t.Errorf("%s %d: %s at %+v is not between %s %+v and %s %+v:\n%s", lang, width, token, s, a, ca, b, cb, out)
				}
			}
			across := func(token, rank string, s spot) {
				t.Helper()
				c := card(t, lines, rank)
				mid := (s.x0 + s.x1) / 2
				if mid < c.x0 || mid >= c.x1 || s.y <= top.y || s.y >= bottom.y-1 {
					t.Errorf("%s %d: %s at %+v is not between the rows under %s:\n%s", lang, width, token, s, rank, out)
				}
			}
			onCard("An2*", K, at("An2*", 1)[0])
			onCard("An3", Q, at("An3", 1)[0])
			onCard("Da4", "9", at("Da4", 1)[0])
			onCard("Da5", "7", at("Da5", 1)[0])
			onCard(ben+"10", "3", at(ben+"10", 1)[0])
			between(ben+"2", K, Q, at(ben+"2", 1)[0])
			between("Da1*", "8", "7", at("Da1*", 1)[0])
			between("An2", "6", "7", at("An2", 1)[0])
			across(ben+"3", K, at(ben+"3", 1)[0])
			across("An5*", "10", at("An5*", 1)[0])
			// Dan's 1 on the queen and his split A/2
			var onQ, onA2 bool
			for _, s := range at("Da1", 2) {
				qc, ac, tc := card(t, lines, Q), card(t, lines, "A"), card(t, lines, "2")
				mid := (s.x0 + s.x1) / 2
				onQ = onQ || mid >= qc.x0 && mid < qc.x1 && s.y < bottom.y
				onA2 = onA2 || s.x0 >= ac.x1 && s.x1 <= tc.x0 && s.y >= bottom.y
			}
			if !onQ || !onA2 {
				t.Errorf("%s %d: Dan's 1 on %s (%v) and on A/2 (%v):\n%s", lang, width, Q, onQ, onA2, out)
			}
			if !strings.Contains(out, p.T(locales.FaroHighcardBet, "Anna", p.T(locales.UnitChips, engine.Chips(2)))) {
				t.Errorf("%s %d: the high-card bet is not on its own line:\n%s", lang, width, out)
			}
			for _, legend := range []string{"Da = Dan", "An = Anna", p.T(locales.FaroCopperLegend)} {
				if !strings.Contains(strings.Join(strings.Fields(out), " "), legend) {
					t.Errorf("%s %d: legend %q missing:\n%s", lang, width, legend, out)
				}
			}
		}
	}
}

// TestFaroTableNarrow: too narrow for any drawing, the layout is a list
// of spots with their stakes, each split named by both its cards.
func TestFaroTableNarrow(t *testing.T) {
	p := locales.New(locales.German)
	out := Faro(p, nil, everyBet(t), 40)
	for _, want := range []string{"K     An2*", "K/D   Be2", "D     An3 Da1", "8/7   Da1*", "6/7   An2", "K/A   Be3", "10/4  An5*", "A/2   Da1", "7     Da5"} {
		if !strings.Contains(out, want) {
			t.Errorf("%q missing:\n%s", want, out)
		}
	}
	for _, l := range strings.Split(out, "\n") {
		if Width(l) > 40 {
			t.Errorf("%q wider than 40", l)
		}
	}
}

// TestInitials: a player's tag is no rank's name in the language (Anna
// is not the ace, Ben not the German jack, Dan not the queen), and no
// two players share one.
func TestInitials(t *testing.T) {
	de := initials(locales.New(locales.German), []string{"Doc", "Dan", "Anna", "Ben", "Camille", "Céline", "Vera"}, 0)
	want := []string{"", "Da", "An", "Be", "Ca", "Cé", "V"}
	fr := initials(locales.New(locales.French), []string{"Doc", "Dan", "Anna", "Ben", "Camille", "Céline", "Vera"}, 0)
	wantFr := []string{"", "Da", "An", "B", "Ca", "Cé", "Ve"}
	for i := range want {
		if de[i] != want[i] || fr[i] != wantFr[i] {
			t.Errorf("seat %d: %q %q, want %q %q", i, de[i], fr[i], want[i], wantFr[i])
		}
	}
	if got := initials(locales.New(locales.German), []string{"Bank", "Dan", "Dana"}, 0); got[1] == got[2] {
		t.Errorf("Dan and Dana share %q", got[1])
	}
}

// TestFaroColour: with colour on, players' stakes and cards are
// coloured; with colour off there is no escape code, and the text is the
// same once the codes are taken out.
func TestFaroColour(t *testing.T) {
	p := locales.New(locales.German)
	plain := Faro(p, nil, everyBet(t), 80)
	pt := NewPainter(true)
	colour := Faro(p.WithDecorator(pt), pt, everyBet(t), 80)
	if strings.Contains(plain, "\x1b[") || !strings.Contains(colour, "\x1b[") {
		t.Fatalf("colour codes: plain %v, colour %v", strings.Contains(plain, "\x1b["), strings.Contains(colour, "\x1b["))
	}
	if stripped := regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(colour, ""); stripped != plain {
		t.Errorf("colour changes the text:\n%s\n%s", stripped, plain)
	}
}

// TestFaroShapeStable: within a deal the layout keeps one shape at a
// width, whatever bets come and go: a split that lies for a turn, a
// coppered stake of the table's maximum, an empty layout afterwards —
// the cards are as wide before, during and after (the review's 80
// columns: narrow while a split lay, wide before and after). (Below 80
// columns no framed shape has room for the widest stakes: there the
// stakes that lie decide.) In Pharaon, where there are no splits, the
// layout keeps its usual shape.
func TestFaroShapeStable(t *testing.T) {
	p := locales.New(locales.German)
	frame := func(out string) string {
		for _, l := range strings.Split(out, "\n") {
			if strings.Contains(l, "┌") {
				return l
			}
		}
		return ""
	}
	for _, width := range []int{80, 100, 120} {
		d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Doc", "Dan", "Anna"}, 0, deckStarting(t, "5♣ 2♦ 9♣ 3♥ 4♠"), nil)
		if err != nil {
			t.Fatal(err)
		}
		empty := frame(Faro(p, nil, d, width))
		place(t, d, 1, split(engine.Five, engine.Six, 2, false))
		withSplit := frame(Faro(p, nil, d, width))
		place(t, d, 2, single(engine.King, 10, true))
		place(t, d, 1, split(engine.Seven, engine.Eight, 10, true))
		widest := frame(Faro(p, nil, d, width))
		for _, b := range d.Bets() {
			if err := d.Remove(b.ID); err != nil {
				t.Fatal(err)
			}
		}
		after := frame(Faro(p, nil, d, width))
		if empty == "" {
			t.Errorf("%d: no framed layout", width)
		}
		if withSplit != empty || widest != empty || after != empty {
			t.Errorf("%d: the layout changes its shape:\n%s\n%s\n%s\n%s", width, empty, withSplit, widest, after)
		}
	}
	// Pharaon: no split to keep room for, the usual framed cards at 80
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharaon), []string{"Sophie", "Louis", "Camille"}, 0, deckStarting(t, "5♣ 2♦ 9♣"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := frame(Faro(p, nil, d, 80)); !strings.HasPrefix(got, " ┌──────┐   ┌──────┐") {
		t.Errorf("pharaon at 80: %q", got)
	}
}

// TestFaroDeckAtProseWidth: the status lines under the layout are
// sentences and are set at the prose width even on a wide terminal (issue
// 24: at 160 columns the calling window ran to about 130 characters while
// prose is set at 100).
func TestFaroDeckAtProseWidth(t *testing.T) {
	// three sevens left: the longest calling window, which names both
	// profiles' rules
	d, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Doc", "Dan"}, 0, deckEnding(t, "7C 7D 7H"), nil)
	if err != nil {
		t.Fatal(err)
	}
	turn(t, d, 24)
	for _, l := range []locales.Lang{locales.German, locales.French} {
		out := FaroDeck(locales.New(l), d, 160)
		for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
			if Width(line) > ProseWidth {
				t.Errorf("%s: a status line of %d columns at 160: %q", l, Width(line), line)
			}
		}
		if !strings.Contains(out, "–") {
			t.Errorf("%s: no calling window in %q", l, out)
		}
	}
}

// sideBySide finds two framed cards side by side (the 7 alone is framed in
// the compact form too).
var sideBySide = regexp.MustCompile(`┐ +┌`)

// TestTableauOneStyleAt60: at 60 columns the layout of a table of two and
// that of a table of four are drawn in one style (issue 24: boxes for two
// players, the compact form for four, from one lesson to the next); at 100
// both are framed.
func TestTableauOneStyleAt60(t *testing.T) {
	two, err := faro.NewDeal(faro.DefaultRules(faro.Pharo), []string{"Doc", "Dan"}, 0, deckStarting(t, "5C 2D 9C"), nil)
	if err != nil {
		t.Fatal(err)
	}
	place(t, two, 1, single(engine.Nine, 4, false))
	four := everyBet(t)
	p := locales.New(locales.German)
	for _, c := range []struct {
		width  int
		framed bool
	}{{60, false}, {100, true}} {
		for name, d := range map[string]*faro.Deal{"two players": two, "four players": four} {
			if got := sideBySide.MatchString(Faro(p, nil, d, c.width)); got != c.framed {
				t.Errorf("%s at %d: framed %v, want %v", name, c.width, got, c.framed)
			}
		}
	}
}
