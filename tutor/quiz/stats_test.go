package quiz

import (
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"croupier/locales"
	"croupier/tutor/screen"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/rogpeppe/go-internal/txtar"
)

var update = flag.Bool("update", false, "rewrite the screens of testdata/stats.txtar")

// statsWidths are the widths the statistics' screens are kept at.
var statsWidths = []int{60, 100, 160}

// goldenMemory is a learner's memory with a topic in every state: reviews
// due in 3 days and tomorrow, a relearning topic due now, learning steps
// due in 10 minutes and 1 minute, topics never asked.
func goldenMemory(now time.Time, p Params) *Memory {
	m := NewMemory()
	m.Topics[PharoSingle] = &Record{Right: 12, Wrong: 3, Schedule: Schedule{State: StateReview, Interval: 3, Ease: 2500, DueDay: DayOf(now, p) + 3}}
	m.Topics[PharoCopper] = &Record{Right: 4, Wrong: 1, Schedule: Schedule{State: StateReview, Interval: 1, Ease: 2500, DueDay: DayOf(now, p) + 1}}
	m.Topics[PharoDoublet] = &Record{Right: 2, Wrong: 3, Schedule: Schedule{State: StateRelearning, Ease: 2300, Interval: 1, Due: now.Add(-time.Minute)}}
	m.Topics[PharoSplit] = &Record{Right: 1, Schedule: Schedule{State: StateLearning, Step: 1, Ease: 2500, Due: now.Add(10 * time.Minute)}}
	m.Topics[PharaonResolved] = &Record{Wrong: 1, Schedule: Schedule{State: StateLearning, Ease: 2500, Due: now.Add(time.Minute)}}
	m.Topics[PasurBest] = &Record{Right: 7, Wrong: 0, Schedule: Schedule{State: StateReview, Interval: 17, Ease: 2800, DueDay: DayOf(now, p) + 17}}
	return m
}

// TestStatsGolden: the statistics as the tutor shows them (to the text's
// width, each line too long wrapped) in German and French at 60, 100 and 160
// columns, against testdata/stats.txtar (go test ./tutor/quiz -run
// Golden -update rewrites it; read the diff). At 100 and 160 columns the
// statistics are a table: a heading row and each topic on one line, its
// cells in columns; at 60 a list: each topic's name, then a line of
// words under it. No line is wider than its screen.
func TestStatsGolden(t *testing.T) {
	const file = "testdata/stats.txtar"
	p := AnkiDefaults()
	now := at(10, 12, 0)
	mem := goldenMemory(now, p)
	ar, err := txtar.ParseFile(file)
	if err != nil && !*update {
		t.Fatal(err)
	}
	if ar == nil {
		ar = &txtar.Archive{Comment: []byte("The quiz statistics (TestStatsGolden), by language and width.\n")}
	}
	changed := false
	// the second memory adds a lesson's answers: two copper mistakes in
	// Pharo 4 (due at once, "2 Fehler in Pharo 4"), three right, and a
	// right answer on plain bets
	lessonMem := goldenMemory(now, p)
	for _, right := range []bool{true, false, true, false, true} {
		lessonMem.LessonAnswer(PharoCopper, "faro-04-coppern", right, now.Add(-time.Minute), p)
	}
	lessonMem.LessonAnswer(PharoSingle, "faro-04-coppern", true, now.Add(-time.Minute), p)
	names := func(id string) string {
		if id == "faro-04-coppern" {
			return "Pharo 4"
		}
		return ""
	}
	for _, c := range []struct {
		prefix, game string
		mem          *Memory
	}{{"", "", mem}, {"lessons ", "pharo", lessonMem}} {
		for _, l := range locales.Langs() {
			pr := locales.New(l)
			for _, w := range statsWidths {
				// as the tutor shows them: to the text's width (at most
				// screen.ProseWidth), a line too long wrapped
				tw := min(w, screen.ProseWidth)
				var lines []string
				for _, x := range StatsReport(pr, c.mem, c.game, now, p, tw, names) {
					lines = append(lines, strings.Split(screen.Wrap(x, tw), "\n")...)
				}
				for i, x := range lines {
					if screen.Width(x) > w {
						t.Errorf("%s %d, line %d is %d wide: %q", l, w, i+1, screen.Width(x), x)
					}
				}
				if c.prefix == "" {
					checkStatsShape(t, pr, lines, w)
				}
				name := c.prefix + string(l) + " " + strconv.Itoa(w)
				got := strings.Join(lines, "\n") + "\n"
				want, ok := section(ar, name)
				switch {
				case ok && want == got:
				case *update:
					setSection(ar, name, got)
					changed = true
				case !ok:
					t.Errorf("section %s missing: run -update", name)
				default:
					t.Errorf("%s differs from the golden (-update rewrites it):\n%s", name, diff.Diff("want", []byte(want), "got", []byte(got)))
				}
			}
		}
	}
	if changed {
		if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// checkStatsShape: a table at 100 columns and more (the heading row, each
// topic's name and figures on one line), a list below.
func checkStatsShape(t *testing.T, pr locales.Printer, lines []string, w int) {
	t.Helper()
	name := pr.T(PharoSingle.Name())
	for i, l := range lines {
		if strings.TrimSpace(l) != name && !strings.HasPrefix(l, "  "+name+" ") {
			continue
		}
		table := strings.HasPrefix(l, "  "+name+" ") && strings.Contains(l, "12")
		if w >= 100 && (!table || !strings.HasPrefix(lines[1], pr.T(locales.StatsHeadTopic))) {
			t.Errorf("%d columns: no table:\n%s", w, strings.Join(lines, "\n"))
		}
		if w < 100 && (table || i+1 == len(lines) || !strings.HasPrefix(lines[i+1], "    ")) {
			t.Errorf("%d columns: no list:\n%s", w, strings.Join(lines, "\n"))
		}
		return
	}
	t.Errorf("%d columns: no row for %s", w, name)
}

// section returns an archive's section.
func section(ar *txtar.Archive, name string) (string, bool) {
	for _, f := range ar.Files {
		if f.Name == name {
			return string(f.Data), true
		}
	}
	return "", false
}

// setSection replaces or adds a section of an archive.
func setSection(ar *txtar.Archive, name, data string) {
	for i, f := range ar.Files {
		if f.Name == name {
			ar.Files[i].Data = []byte(data)
			return
		}
	}
	ar.Files = append(ar.Files, txtar.File{Name: name, Data: []byte(data)})
}
