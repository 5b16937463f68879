package tutor

import (
	"io/fs"
	"path"
	"runtime"
	"sort"
	"strings"
	"sync"

	"croupier/locales"
	"croupier/scenarios"
)

// Lesson is one scenario offered in the menu. An embedded lesson is read
// in full only when it is opened: the menu needs its id, title and game,
// which a quick read of the file's header gives (see readHeader).
type Lesson struct {
	// Own marks a lesson from an author's --dir.
	Own bool

	id      string
	title   scenarios.Text
	game    scenarios.Game
	profile string

	file  string
	data  []byte
	once  sync.Once
	scen  *scenarios.Scenario
	diags []scenarios.Diagnostic
}

// lessonOf wraps a loaded scenario.
func lessonOf(s *scenarios.Scenario, own bool) *Lesson {
	l := &Lesson{Own: own, id: s.ID, title: s.Title, game: s.Game, profile: s.Profile, file: s.File, scen: s}
	l.once.Do(func() {})
	return l
}

// ID returns the lesson's id (the scenario's).
func (l *Lesson) ID() string { return l.id }

// Game returns "faro" or "pasur".
func (l *Lesson) Game() scenarios.Game { return l.game }

// Profile returns "pharo" or "pharaon" for Faro ("" for Pasur).
func (l *Lesson) Profile() string { return l.profile }

// Title returns the title in a language (see scenarios.Text.In).
func (l *Lesson) Title(lang scenarios.Lang) string { return l.title.In(lang) }

// Scenario loads and checks the lesson's scenario on first use; it fails
// with the file's diagnostics.
func (l *Lesson) Scenario() (*scenarios.Scenario, error) {
	l.once.Do(func() {
		l.scen, l.diags = scenarios.Load(l.file, l.data)
		if l.scen != nil {
			l.data = nil
		}
	})
	if l.scen == nil {
		return nil, scenarios.Diagnostics(l.diags)
	}
	return l.scen, nil
}

// Library is the lessons the menu offers, grouped by game, and the
// problems of files that could not be loaded.
type Library struct {
	Lessons []*Lesson
	// Problems are the diagnostics of author files that failed to load.
	Problems []scenarios.Diagnostic
}

// MaxLessonFiles bounds the files read from one directory tree.
const MaxLessonFiles = 2000

// AddFS loads every *.yaml and *.yml file of fsys (recursively) as a
// lesson; own marks an author's files. A lesson whose id is already in
// the library replaces it (an author's version of a lesson). Files that
// fail to load are recorded in Problems. Every file is read and checked
// in full here; see AddFSLazy for files known to be good.
func (lib *Library) AddFS(fsys fs.FS, own bool) error {
	return lib.addFS(fsys, own, false)
}

// AddFSLazy adds the files of fsys like AddFS but reads only their
// headers now (id, title, game, profile) and each file in full when its
// lesson is opened. It is meant for the embedded corpus, whose files the
// scenarios package's tests load: it keeps the first prompt fast however
// many lessons there are. A file whose header cannot be read quickly is
// loaded in full at once.
func (lib *Library) AddFSLazy(fsys fs.FS) error {
	return lib.addFS(fsys, false, true)
}

func (lib *Library) addFS(fsys fs.FS, own, lazy bool) error {
	var files []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
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
		if ext == ".yaml" || ext == ".yml" {
			if len(files) >= MaxLessonFiles {
				return fs.SkipAll
			}
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return err
	}
	sort.Strings(files)
	// Files load in parallel (parsing YAML is most of the start-up time);
	// results are taken in file order.
	type result struct {
		l     *Lesson
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
				data, err := fs.ReadFile(fsys, files[i])
				if err != nil {
					results[i].diags = []scenarios.Diagnostic{{File: files[i], Code: scenarios.CodeEngine, Args: []string{err.Error()}}}
					continue
				}
				if lazy {
					if l, ok := readHeader(files[i], data); ok {
						results[i].l = l
						continue
					}
				}
				sc, diags := scenarios.Load(files[i], data)
				if sc != nil {
					results[i].l = lessonOf(sc, own)
				}
				results[i].diags = diags
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, r := range results {
		if r.l == nil {
			lib.Problems = append(lib.Problems, r.diags...)
			continue
		}
		lib.add(r.l)
	}
	lib.sort()
	return nil
}

// Add puts loaded scenarios into the library.
func (lib *Library) Add(own bool, ss ...*scenarios.Scenario) {
	for _, s := range ss {
		if s != nil {
			lib.add(lessonOf(s, own))
		}
	}
	lib.sort()
}

func (lib *Library) add(l *Lesson) {
	for i, x := range lib.Lessons {
		if x.ID() == l.ID() {
			lib.Lessons[i] = l
			return
		}
	}
	lib.Lessons = append(lib.Lessons, l)
}

// sort orders the lessons by menu group (Pharo, Pharaon, Pasur), keeping
// the load order (file names) within a group.
func (lib *Library) sort() {
	sort.SliceStable(lib.Lessons, func(i, j int) bool {
		return groupOrder(lib.Lessons[i]) < groupOrder(lib.Lessons[j])
	})
}

// groupOrder is the position of a lesson's group in the menu.
func groupOrder(l *Lesson) int {
	switch groupKey(l) {
	case locales.GroupPharo:
		return 0
	case locales.GroupPharaon:
		return 1
	}
	return 2
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
