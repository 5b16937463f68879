package lesson

import (
	"io"
	"io/fs"
	"path"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"

	"croupier/engine/faro"
	"croupier/scenarios"
)

// Lesson is one scenario offered in the menu: its header, which the
// menu reads, and its body, loaded when the lesson is first opened (an
// embedded lesson, see AddCorpus) or at once (every other, checked as
// the library is built).
type Lesson struct {
	// Own marks a lesson from an author's --dir.
	Own bool

	head scenarios.Header
	// load reads the body of a lesson added by its header alone.
	load func() (*scenarios.Scenario, error)
	once sync.Once
	sc   *scenarios.Scenario
	err  error
}

// newLesson is a lesson whose scenario is loaded.
func newLesson(own bool, sc *scenarios.Scenario) *Lesson {
	return &Lesson{Own: own, head: sc.Header(), sc: sc}
}

// Load returns the lesson's loaded and checked scenario, reading it on
// the first call for a lesson added by its header; it fails only when an
// embedded file does not load (a bug: the tests load them all).
func (l *Lesson) Load() (*scenarios.Scenario, error) {
	l.once.Do(func() {
		if l.load != nil {
			l.sc, l.err = l.load()
		}
	})
	return l.sc, l.err
}

// Scenario returns the lesson's scenario (see Load), or nil when it does
// not load.
func (l *Lesson) Scenario() *scenarios.Scenario {
	sc, _ := l.Load()
	return sc
}

// Header returns what the lesson's header says (the menu's part).
func (l *Lesson) Header() scenarios.Header { return l.head }

// ID returns the lesson's id (the scenario's).
func (l *Lesson) ID() string { return l.head.ID }

// Title returns the title in a language, or the id when the scenario has
// none in any language. A title is one line: a tab in it is shown as a
// space (the loader refuses control characters and line separators; a
// no-break space stays, French typography needs it).
func (l *Lesson) Title(lang scenarios.Lang) string {
	if t := l.head.Title.In(lang); t != "" {
		return strings.ReplaceAll(t, "\t", " ")
	}
	return l.head.ID
}

// Track is a menu heading: the lessons of Pharo, of Pharaon or of Pasur.
type Track uint8

// The tracks, in menu order.
const (
	TrackPharo Track = iota
	TrackPharaon
	TrackPasur
)

// Track returns the lesson's menu heading.
func (l *Lesson) Track() Track {
	switch {
	case l.head.Game == scenarios.Pasur:
		return TrackPasur
	case l.head.Profile == faro.Pharaon:
		return TrackPharaon
	}
	return TrackPharo
}

// Library is the lessons the menu offers, in menu order (by track, then
// by each lesson's order, see Lesson.Order), and the problems of files
// that could not be loaded or that the author should know about
// (warnings: a lesson shadowed, a file skipped, files left out).
type Library struct {
	Lessons []*Lesson
	// Problems are the diagnostics of files that failed to load, and
	// warnings (Severity).
	Problems []scenarios.Diagnostic
	// seq numbers the lessons in the order added, for a stable menu.
	seq map[*Lesson]int
}

// MaxLessonFiles bounds the files read from one directory tree.
const MaxLessonFiles = 2000

// Order is where the lesson falls within its track: its order header,
// else the first number in its id ("faro-09b-dan-und-anna" is 9), else
// after every numbered lesson.
func (l *Lesson) Order() float64 {
	if l.head.HasOrder {
		return l.head.Order
	}
	return idOrder(l.head.ID)
}

// Requires lists the ids of the lessons to take first (the header's
// requires).
func (l *Lesson) Requires() []string { return l.head.Requires }

// idOrder is the first number in an id, or 1e9.
func idOrder(id string) float64 {
	start := strings.IndexAny(id, "0123456789")
	if start < 0 {
		return 1e9
	}
	end := start
	for end < len(id) && id[end] >= '0' && id[end] <= '9' {
		end++
	}
	n, err := strconv.Atoi(id[start:end])
	if err != nil {
		return 1e9
	}
	return float64(n)
}

// AddFS loads every regular *.yaml and *.yml file of fsys (recursively)
// as a lesson, each file read and checked once, in parallel; own marks an
// author's files. An author's lesson whose id is an embedded lesson's
// replaces it, with a warning; two of the author's lessons with one id
// are an error naming both files (the first stays). Files that fail to
// load are recorded in Problems; so are, as warnings, the files that are
// no regular file (skipped) and those beyond MaxLessonFiles (how many).
func (lib *Library) AddFS(fsys fs.FS, own bool) error {
	var files []string
	left := 0
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil && p != "." {
			// one diagnostic for an unreadable entry; the rest still loads
			lib.Problems = append(lib.Problems, scenarios.Diagnostic{File: p, Code: scenarios.CodeUnreadable, Severity: scenarios.SeverityWarning})
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != "." && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			return nil
		}
		ext := strings.ToLower(path.Ext(p))
		if ext != ".yaml" && ext != ".yml" {
			return nil
		}
		if !regular(fsys, p, d) {
			lib.Problems = append(lib.Problems, scenarios.Diagnostic{File: p, Code: scenarios.CodeNotRegular, Severity: scenarios.SeverityWarning})
			return nil
		}
		if len(files) >= MaxLessonFiles {
			left++
			return nil
		}
		files = append(files, p)
		return nil
	})
	if err != nil {
		return err
	}
	if left > 0 {
		lib.Problems = append(lib.Problems, scenarios.Diagnostic{File: ".", Code: scenarios.CodeLeftOut,
			Args: []string{strconv.Itoa(left), strconv.Itoa(MaxLessonFiles)}, Severity: scenarios.SeverityWarning})
	}
	sort.Strings(files)
	files = oncePerFile(fsys, files)
	type result struct {
		sc    *scenarios.Scenario
		diags []scenarios.Diagnostic
	}
	results := make([]result, len(files))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.GOMAXPROCS(0), len(files)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				data, err := readLimited(fsys, files[i])
				if err != nil {
					err = scenarios.BrokenLink(fsys, files[i], err) // a link to nothing, said so
					results[i].diags = []scenarios.Diagnostic{{File: files[i], Code: scenarios.CodeEngine, Err: err}}
					continue
				}
				results[i].sc, results[i].diags = scenarios.Load(files[i], data)
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, r := range results {
		if r.sc == nil {
			lib.Problems = append(lib.Problems, r.diags...)
			continue
		}
		lib.add(newLesson(own, r.sc))
	}
	lib.checkRequires()
	lib.sort()
	return nil
}

// AddCorpus adds the embedded lessons by their headers alone (the index
// scenarios.CorpusHeaders): the menu needs nothing more, and each
// lesson's body is read and checked when it is first opened. The tests
// load and check every embedded lesson in full.
func (lib *Library) AddCorpus() {
	for _, h := range scenarios.CorpusHeaders() {
		file := h.File
		lib.add(&Lesson{head: h, load: func() (*scenarios.Scenario, error) { return scenarios.CorpusScenario(file) }})
	}
	lib.sort()
}

// oncePerFile keeps one name of each file: a link and the file it names
// in the same tree are one lesson, not two with one id (the name that is
// no link stays).
func oncePerFile(fsys fs.FS, files []string) []string {
	stat := func(f string) (fs.FileInfo, error) { return fs.Stat(fsys, f) }
	link := func(f string) bool { return isLink(fsys, f) }
	return scenarios.OncePerFile(files, stat, link)
}

// isLink reports whether name is a symbolic link in fsys.
func isLink(fsys fs.FS, name string) bool {
	st, err := fs.Lstat(fsys, name)
	return err == nil && st.Mode()&fs.ModeSymlink != 0
}

// regular reports whether a directory entry is a regular file (or a link
// to one): reading a FIFO would block.
func regular(fsys fs.FS, p string, d fs.DirEntry) bool {
	mode := d.Type()
	if mode&fs.ModeSymlink != 0 {
		st, err := fs.Stat(fsys, p)
		if err != nil {
			return true // a dangling link: reading it says why
		}
		mode = st.Mode().Type()
	}
	return mode.IsRegular()
}

// readLimited reads a file, at most a little more than a scenario may
// be (the loader then says it is too large).
func readLimited(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, scenarios.MaxFileSize+1))
}

// Add puts loaded scenarios into the library.
func (lib *Library) Add(own bool, ss ...*scenarios.Scenario) {
	for _, s := range ss {
		if s != nil {
			lib.add(newLesson(own, s))
		}
	}
	lib.sort()
}

func (lib *Library) add(l *Lesson) {
	if lib.seq == nil {
		lib.seq = map[*Lesson]int{}
	}
	for i, x := range lib.Lessons {
		if x.ID() != l.ID() {
			continue
		}
		at := l.head.IDPos // the problem is the id: said at its line
		switch {
		case l.Own && x.Own:
			lib.Problems = append(lib.Problems, scenarios.Diagnostic{File: l.head.File, Line: at.Line, Col: at.Col,
				Code: scenarios.CodeDuplicateID, Args: []string{l.ID(), x.head.File}})
			return
		case l.Own:
			lib.Problems = append(lib.Problems, scenarios.Diagnostic{File: l.head.File, Line: at.Line, Col: at.Col,
				Code: scenarios.CodeShadowsLesson, Args: []string{l.ID(), x.head.File}, Severity: scenarios.SeverityWarning})
		case !x.Own:
			lib.Problems = append(lib.Problems, scenarios.Diagnostic{File: l.head.File, Line: at.Line, Col: at.Col,
				Code: scenarios.CodeDuplicateID, Args: []string{l.ID(), x.head.File}})
			return
		default:
			return // an embedded lesson never replaces an author's
		}
		lib.Lessons[i] = l
		lib.seq[l] = lib.seq[x]
		return
	}
	lib.seq[l] = len(lib.seq)
	lib.Lessons = append(lib.Lessons, l)
}

// checkRequires warns of an author's lesson that requires a lesson the
// library does not have.
func (lib *Library) checkRequires() {
	for _, l := range lib.Lessons {
		if !l.Own {
			continue
		}
		for i, id := range l.Requires() {
			if lib.Find(id) == nil {
				var at scenarios.Pos
				if i < len(l.head.RequiresPos) {
					at = l.head.RequiresPos[i]
				}
				lib.Problems = append(lib.Problems, scenarios.Diagnostic{File: l.head.File, Line: at.Line, Col: at.Col,
					Code: scenarios.CodeUnknownRequire, Args: []string{id}, Severity: scenarios.SeverityWarning,
					Suggestion: scenarios.Suggest(id, lib.IDs())})
			}
		}
	}
}

// sort orders the lessons by track, then by order (Lesson.Order), then
// in the order they were added (file names, the embedded lessons first).
func (lib *Library) sort() {
	sort.SliceStable(lib.Lessons, func(i, j int) bool {
		a, b := lib.Lessons[i], lib.Lessons[j]
		if a.Track() != b.Track() {
			return a.Track() < b.Track()
		}
		if a.Order() != b.Order() {
			return a.Order() < b.Order()
		}
		return lib.seq[a] < lib.seq[b]
	})
}

// Find returns the lesson with the id, or nil.
func (lib *Library) Find(id string) *Lesson {
	for _, l := range lib.Lessons {
		if l.ID() == id {
			return l
		}
	}
	return nil
}

// IDs returns the lesson ids in menu order.
func (lib *Library) IDs() []string {
	out := make([]string, len(lib.Lessons))
	for i, l := range lib.Lessons {
		out[i] = l.ID()
	}
	return out
}

// Number returns a lesson's number in the menu (1-based), 0 if it is not
// in the library.
func (lib *Library) Number(l *Lesson) int {
	for i, x := range lib.Lessons {
		if x == l {
			return i + 1
		}
	}
	return 0
}

// Track returns the lessons of one track in menu order.
func (lib *Library) Track(t Track) []*Lesson {
	var out []*Lesson
	for _, l := range lib.Lessons {
		if l.Track() == t {
			out = append(out, l)
		}
	}
	return out
}
