package lesson

import (
	"io/fs"
	"path"
	"runtime"
	"sort"
	"strings"
	"sync"

	"croupier/engine/faro"
	"croupier/scenarios"
)

// Lesson is one scenario offered in the menu.
type Lesson struct {
	// Own marks a lesson from an author's --dir.
	Own bool
	// Scenario is the loaded and checked scenario.
	Scenario *scenarios.Scenario
}

// ID returns the lesson's id (the scenario's).
func (l *Lesson) ID() string { return l.Scenario.ID }

// Title returns the title in a language, or the id when the scenario has
// none in any language.
func (l *Lesson) Title(lang scenarios.Lang) string {
	if t := l.Scenario.Title.In(lang); t != "" {
		return t
	}
	return l.Scenario.ID
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
	case l.Scenario.Game == scenarios.Pasur:
		return TrackPasur
	case l.Scenario.Profile == faro.Pharaon:
		return TrackPharaon
	}
	return TrackPharo
}

// Library is the lessons the menu offers, in menu order (by track, then by
// file name), and the problems of files that could not be loaded.
type Library struct {
	Lessons []*Lesson
	// Problems are the diagnostics of files that failed to load.
	Problems []scenarios.Diagnostic
}

// MaxLessonFiles bounds the files read from one directory tree.
const MaxLessonFiles = 2000

// AddFS loads every *.yaml and *.yml file of fsys (recursively) as a
// lesson, each file read and checked once, in parallel; own marks an
// author's files. A lesson whose id is already in the library replaces it
// (an author's version of a lesson). Files that fail to load are recorded
// in Problems.
func (lib *Library) AddFS(fsys fs.FS, own bool) error {
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
				data, err := fs.ReadFile(fsys, files[i])
				if err != nil {
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
		lib.add(&Lesson{Own: own, Scenario: r.sc})
	}
	lib.sort()
	return nil
}

// Add puts loaded scenarios into the library.
func (lib *Library) Add(own bool, ss ...*scenarios.Scenario) {
	for _, s := range ss {
		if s != nil {
			lib.add(&Lesson{Own: own, Scenario: s})
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

// sort orders the lessons by track, keeping the load order (file names)
// within a track.
func (lib *Library) sort() {
	sort.SliceStable(lib.Lessons, func(i, j int) bool {
		return lib.Lessons[i].Track() < lib.Lessons[j].Track()
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
