package screen

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"croupier/locales"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/rogpeppe/go-internal/txtar"
)

var update = flag.Bool("update", false, "rewrite the drawings of testdata/tables")

// goldenWidths are the terminal widths every drawing is kept at.
var goldenWidths = []int{60, 80, 120}

// drawings are the tables kept as goldens, each drawn by the screen of a
// width and language.
var drawings = map[string]func(t *testing.T, p locales.Printer, width int) string{
	"faro-every-bet": func(t *testing.T, p locales.Printer, w int) string { return Faro(p, nil, everyBet(t), w) },
	"faro-last-turn": func(t *testing.T, p locales.Printer, w int) string { return Faro(p, nil, lastTurn(t), w) },
	"casekeeper":     func(t *testing.T, p locales.Printer, w int) string { return Casekeeper(p, midDeal(t), w) },
	"pasur-position": func(t *testing.T, p locales.Printer, w int) string {
		return Pasur(p, pasurPosition(t), []string{"Dan", "Computer"}, 0, w)
	},
	"pasur-in-lesson": func(t *testing.T, p locales.Printer, w int) string {
		return Pasur(p, pasurPosition(t), []string{"Dan", "Anna"}, -1, w)
	},
}

// TestTables compares each drawing, in German and French at 60, 80 and
// 120 columns, with testdata/tables/NAME.txtar (go test ./tutor/screen
// -run TestTables -update rewrites the sections; the archive's comment,
// written by hand, says what was checked in them).
func TestTables(t *testing.T) {
	for name, draw := range drawings {
		t.Run(name, func(t *testing.T) {
			file := filepath.Join("testdata", "tables", name+".txtar")
			ar, err := txtar.ParseFile(file)
			if err != nil && !*update {
				t.Fatal(err)
			}
			if ar == nil {
				ar = &txtar.Archive{}
			}
			got := map[string]string{}
			var files []txtar.File
			for _, lang := range []locales.Lang{locales.German, locales.French} {
				for _, w := range goldenWidths {
					key := fmt.Sprintf("%s %d", lang, w)
					got[key] = draw(t, locales.New(lang), w)
					files = append(files, txtar.File{Name: key, Data: []byte(got[key])})
				}
			}
			if *update {
				ar.Files = files
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			for _, f := range ar.Files {
				if want, ok := got[f.Name]; !ok {
					t.Errorf("section %q is drawn no more", f.Name)
				} else if want != string(f.Data) {
					t.Errorf("%s differs from the golden (-update rewrites it):\n%s", f.Name, diff.Diff("want", f.Data, "got", []byte(want)))
				}
				delete(got, f.Name)
			}
			for k := range got {
				t.Errorf("section %q missing: run -update", k)
			}
		})
	}
}

// TestCasekeeperMidDeal reads midDeal's casekeeper row by row against the
// cards shown, worked out by hand (pharo.de.txt "Der Kartenzähler"; soda
// 7♣; turns 7♦/7♥, Q♠/5♦, 7♠/Q♥, K♣/2♦, Q♦/A♣, 9♠/9♦, loser first): the
// marks in the order shown, a dot for each card still to come, the count
// left, the dead 7 and the queen that can no longer make a doublet said
// in words; the marks hold no digit, so no count can be misread.
func TestCasekeeperMidDeal(t *testing.T) {
	rows := map[string]string{
		"A": "▲ · · · +3$", "2": "▲ · · · +3$", "3": "· · · · +4$", "5": "▲ · · · +3$",
		"7": "S ▼ ▲ ▼ +0  tot$", "9": "▼ ▲ · · +2$", "10": "· · · · +4$",
		"D": "▼ ▲ ▼ · +1  kein Doublet mehr möglich$", "K": "▼ · · · +3$",
	}
	out := Casekeeper(locales.New(locales.German), midDeal(t), 80)
	for rank, want := range rows {
		re := regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(rank) + ` +` + want)
		if !re.MatchString(out) {
			t.Errorf("row %s: want %q in\n%s", rank, want, out)
		}
	}
	for _, l := range strings.Split(out, "\n")[2:15] {
		marks := []rune(l)[8:15]
		if strings.ContainsAny(string(marks), "0123456789|") {
			t.Errorf("a mark that reads as a count: %q", l)
		}
	}
	fr := Casekeeper(locales.New(locales.French), midDeal(t), 80)
	for _, want := range []string{"7     S ▼ ▲ ▼        0  épuisé", "D     ▼ ▲ ▼ ·        1  plus de doublet possible", "S\u00a0soda, ▼\u00a0perdante, ▲\u00a0gagnante"} {
		if !strings.Contains(fr, want) {
			t.Errorf("French: %q missing in\n%s", want, fr)
		}
	}
}

// TestPasurPosition checks pasurPosition's table against figures worked
// out by hand (pasur.de.txt "Wertung"): Dan's pile A♥ 3♣ 8♦ and one sur
// make 1 (ace) + 5 (sur) = 6 this round, 18 with the 12 before; the
// computer's 5♥ 6♠ Q♣ Q♦ make 0, still 20; 52 − 8 in hand − 5 on the
// table − 7 taken = 32 in the talon, deal 2 of 6 with two players.
func TestPasurPosition(t *testing.T) {
	out := Pasur(locales.New(locales.German), pasurPosition(t), []string{"Dan", "Computer"}, 0, 80)
	for _, re := range []string{
		`(?m)^Tisch: +4♦ 7♣ K♠ 2♥ B♣$`,
		`(?m)^Hand \(Dan\): A♣ 5♦ 9♠ 10♦$`,
		`Computer: 4 Karten auf der Hand`,
		`Dan ist am Zug\.`,
		`(?m)^ +Karten +Surs +Runde +Partie$`,
		`(?m)^  Dan +3 +1 +6 +18$`,
		`(?m)^  Computer +4 +0 +0 +20$`,
		`Talon: 32 Karten · Austeilen 2 von 6`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("%s missing in\n%s", re, out)
		}
	}
	// red suits are red on a colour screen, and the suits read alike
	// without colour
	pt := NewPainter(true)
	colour := Pasur(locales.New(locales.German).WithDecorator(pt), pasurPosition(t), []string{"Dan", "Computer"}, 0, 80)
	if !strings.Contains(colour, pt.Card("4♦", true)) || !strings.Contains(colour, pt.Card("7♣", false)) || pt.Card("4♦", true) == pt.Card("4♦", false) {
		t.Errorf("suit colours missing:\n%q", colour)
	}
	narrow := Pasur(locales.New(locales.German), pasurPosition(t), []string{"Dan & Ben", "Anna & Cleo"}, 0, 24)
	if !strings.Contains(strings.Join(strings.Fields(narrow), " "), "Dan & Ben: 3 Karten genommen, 1 Sur") {
		t.Errorf("narrow: the scores are not said in words:\n%s", narrow)
	}
}
