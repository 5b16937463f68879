package scenarios

import (
	"bytes"
	"croupier/engine"
	"errors"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// Result is the outcome of running one scenario: either it could not be
// loaded (Invalid, with Diagnostics), or every expectation was checked and
// Failures lists those the engine contradicts.
type Result struct {
	File string
	// ID is the scenario's id ("" if it could not be read), IDPos where
	// the file writes it.
	ID    string
	IDPos Pos
	// Requires are the lessons the scenario requires (its header's
	// requires), for a run to check that it knows them.
	Requires []Requirement
	// Invalid reports that the file did not load; Diagnostics says why.
	Invalid     bool
	Diagnostics []Diagnostic
	// Checked counts the expectations compared with the engine.
	Checked int
	// Failures are the expectations the engine contradicts (CodeMismatch:
	// what, the file's value, the engine's value), at the expectation's
	// position.
	Failures []Diagnostic
}

// Requirement is one lesson a scenario requires, and where the file
// names it.
type Requirement struct {
	ID  string
	Pos Pos
}

// requirements lists the lessons s requires.
func requirements(s *Scenario) []Requirement {
	out := make([]Requirement, len(s.Requires))
	for i, id := range s.Requires {
		out[i] = Requirement{ID: id}
		if i < len(s.RequiresPos) {
			out[i].Pos = s.RequiresPos[i]
		}
	}
	return out
}

// Passed reports a valid scenario whose expectations all hold.
func (r Result) Passed() bool { return !r.Invalid && len(r.Failures) == 0 }

// RunOptions change how Run judges a scenario.
type RunOptions struct {
	// Strict fails every question of an engine kind without an expect
	// (or with an empty one) and every turn with an empty expect, so that
	// a lesson never filled cannot pass (croupier run --strict).
	Strict bool
}

// Run replays a loaded scenario and checks every expectation: the cards
// of a turn and the answer of each question that has one.
func Run(s *Scenario) Result { return RunWith(s, RunOptions{}) }

// RunWith is Run with options.
func RunWith(s *Scenario, o RunOptions) Result {
	res := Result{File: s.File, ID: s.ID, IDPos: s.IDPos, Requires: requirements(s)}
	if o.Strict {
		res.Failures = append(res.Failures, missingExpects(s)...)
	}
	r, err := NewReplay(s)
	if err != nil {
		res.Invalid = true
		res.Diagnostics = []Diagnostic{setupDiag(s, err)}
		return res
	}
	for {
		st, ok := r.Next()
		if !ok {
			break
		}
		switch {
		case st.Turn != nil && len(st.Spec.Turn.Each) == st.TurnCount && st.TurnOf >= 1:
			// expect: [{…}, …]: every turn of the step
			c := st.Spec.Turn.Each[st.TurnOf-1]
			res.Checked++
			for _, x := range []struct {
				key       string
				want, got engine.Card
			}{{"loser", c.Loser, st.Turn.Loser}, {"winner", c.Winner, st.Turn.Winner}, {"hock", c.Hock, st.Turn.Hock}} {
				if x.want.Valid() && x.want != x.got {
					res.Failures = append(res.Failures, mismatch(s, entryPos(c.Keys, c.Pos, x.key), x.key, x.want.String(), cardText(x.got)))
				}
			}
		case st.Turn != nil && st.Spec.Turn.HasExpect && st.TurnOf == st.TurnCount:
			t := st.Spec.Turn
			res.Checked++
			if t.Loser.Valid() && t.Loser != st.Turn.Loser {
				res.Failures = append(res.Failures, mismatch(s, entryPos(t.ExpectKeys, t.ExpectPos, "loser"), "loser", t.Loser.String(), st.Turn.Loser.String()))
			}
			if t.Winner.Valid() && t.Winner != st.Turn.Winner {
				res.Failures = append(res.Failures, mismatch(s, entryPos(t.ExpectKeys, t.ExpectPos, "winner"), "winner", t.Winner.String(), st.Turn.Winner.String()))
			}
			if t.Hock.Valid() && t.Hock != st.Turn.Hock {
				res.Failures = append(res.Failures, mismatch(s, entryPos(t.ExpectKeys, t.ExpectPos, "hock"), "hock", t.Hock.String(), cardText(st.Turn.Hock)))
			}
		case st.Question != nil && st.Question.ask.Expect != nil:
			res.Checked++
			q := st.Question
			v := q.Check(q.ask.Expect)
			if v.Correct {
				continue
			}
			if len(v.Diffs) == 0 {
				res.Failures = append(res.Failures, mismatch(s, q.ask.ExpectPos, string(q.Kind()), q.ask.Expect.String(), answerText(q.EngineAnswer())))
			}
			for _, d := range v.Diffs {
				want := d.Want
				if v.Reason == NotBest {
					want += " (best)"
				}
				res.Failures = append(res.Failures, mismatch(s, q.entryPos(d.Key), d.Key, d.Got, want))
			}
		}
	}
	sortDiagnostics(res.Failures)
	if err := r.Err(); err != nil {
		var se *StepError
		res.Invalid = true
		if errors.As(err, &se) {
			res.Diagnostics = append(res.Diagnostics, stepDiag(s, se))
		}
	}
	return res
}

// cardText writes a card, or "?" for none.
func cardText(c engine.Card) string {
	if !c.Valid() {
		return "?"
	}
	return c.String()
}

func answerText(a Answer) string {
	if a == nil {
		return "?"
	}
	return a.String()
}

// entryPos is where the entry key of an expect mapping is written, or
// the expect's own position.
func entryPos(keys map[string]Pos, at Pos, key string) Pos {
	if p, ok := keys[key]; ok {
		return p
	}
	return at
}

// entryPos is where the expect names key: a player (the banker also as
// Bank), a score category; else the expect itself.
func (q *Question) entryPos(key string) Pos {
	keys := q.ask.ExpectKeys
	if p, ok := keys[key]; ok {
		return p
	}
	if key == q.banker {
		for _, k := range bankKeys {
			if p, ok := keys[k]; ok {
				return p
			}
		}
	}
	return q.ask.ExpectPos
}

func mismatch(s *Scenario, p Pos, what, file, engine string) Diagnostic {
	return Diagnostic{File: s.File, Line: p.Line, Col: p.Col, Code: CodeMismatch, Args: []string{what, file, engine}}
}

// RunFile loads and runs one file.
func RunFile(file string, data []byte) Result { return RunFileWith(file, data, RunOptions{}) }

// RunFileWith loads and runs one file with options; the file is decoded
// once.
func RunFileWith(file string, data []byte, o RunOptions) Result {
	s, diags := Load(file, data)
	if len(diags) > 0 {
		id, at := peekID(data)
		return Result{File: file, ID: id, IDPos: at, Invalid: true, Diagnostics: diags}
	}
	return RunWith(s, o)
}

// CheckFile loads one file and reports it as Run would, without
// comparing expectations (croupier check); the file is decoded once.
func CheckFile(file string, data []byte) Result {
	s, diags := Load(file, data)
	if len(diags) > 0 {
		id, at := peekID(data)
		return Result{File: file, ID: id, IDPos: at, Invalid: true, Diagnostics: diags}
	}
	return Result{File: file, ID: s.ID, IDPos: s.IDPos, Requires: requirements(s)}
}

// missingExpects lists the expectations a strict run wants and the file
// lacks: a question of an engine kind without expect, a turn whose expect
// is empty.
func missingExpects(s *Scenario) []Diagnostic {
	var out []Diagnostic
	for _, st := range s.Steps {
		switch {
		case st.Ask != nil && st.Ask.Kind != QChoice && st.Ask.Kind != "" && st.Ask.Expect == nil:
			p := st.Ask.Pos
			if st.Ask.ExpectPos.Line > 0 {
				p = st.Ask.ExpectPos
			}
			out = append(out, Diagnostic{File: s.File, Line: p.Line, Col: p.Col, Code: CodeMissingExpect, Args: []string{string(st.Ask.Kind)}})
		case st.Turn != nil && st.Turn.HasExpect && !st.Turn.Loser.Valid() && !st.Turn.Winner.Valid() && !st.Turn.Hock.Valid():
			p := st.Turn.ExpectPos
			out = append(out, Diagnostic{File: s.File, Line: p.Line, Col: p.Col, Code: CodeMissingExpect, Args: []string{"turn"}})
		}
	}
	return out
}

// peekID finds the id of a file that did not load, for the report line
// (a bare id only: no control characters or quotes reach the report),
// and the position of its value.
func peekID(data []byte) (string, Pos) {
	head := data[:min(len(data), 4096)]
	for n := 1; len(head) > 0; n++ {
		line := head
		if i := bytes.IndexByte(head, '\n'); i >= 0 {
			line, head = head[:i], head[i+1:]
		} else {
			head = nil
		}
		if v, ok := bytes.CutPrefix(line, []byte("id:")); ok {
			raw := strings.TrimRight(string(v), " \t\r")
			trimmed := strings.TrimLeft(raw, " \t")
			id := strings.Trim(trimmed, `"'`)
			if idRE.MatchString(id) {
				return id, Pos{n, len("id:") + len(raw) - len(trimmed) + 1}
			}
			return "", Pos{}
		}
	}
	return "", Pos{}
}

// LoadFS loads every *.yaml and *.yml file under root in fsys, in path
// order. It returns the scenarios that loaded and the problems of the
// others.
func LoadFS(fsys fs.FS, root string) ([]*Scenario, []Diagnostic, error) {
	files, err := ScenarioFiles(fsys, root)
	if err != nil {
		return nil, nil, err
	}
	var out []*Scenario
	var diags []Diagnostic
	for _, f := range files {
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, nil, err
		}
		s, d := Load(f, data)
		if len(d) > 0 {
			diags = append(diags, d...)
			continue
		}
		out = append(out, s)
	}
	return out, diags, nil
}

// ScenarioFiles lists the scenario files (*.yaml, *.yml) under root in
// fsys, sorted; files that are not regular files are left out (see
// ListScenarioFiles).
func ScenarioFiles(fsys fs.FS, root string) ([]string, error) {
	files, _, _, err := ListScenarioFiles(fsys, root)
	return files, err
}

// Unreadable is an entry below the root of a walk that could not be read
// (a subdirectory without the right to list it, say): the walk goes on
// without it, and the caller says it, once.
type Unreadable struct {
	// Path is the entry's path in the walked file system.
	Path string
	// Err is why it could not be read.
	Err error
}

// ListScenarioFiles lists the regular scenario files (*.yaml, *.yml)
// under root in fsys, sorted, and apart the ones skipped because they are
// no regular file (a FIFO, a device, a link to a directory): reading them
// could block. A link to a regular file is listed. An entry below root
// that cannot be read (an unreadable subdirectory) is unreadable, and
// everything else is still listed; only an unreadable root is an error.
func ListScenarioFiles(fsys fs.FS, root string) (files, skipped []string, unreadable []Unreadable, err error) {
	err = fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == root {
				return err
			}
			unreadable = append(unreadable, Unreadable{Path: p, Err: err})
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || !IsScenarioFile(p) {
			return nil
		}
		mode := d.Type()
		if mode&fs.ModeSymlink != 0 {
			st, err := fs.Stat(fsys, p)
			if err != nil {
				files = append(files, p) // a dangling link: reading it says why
				return nil
			}
			mode = st.Mode().Type()
		}
		if mode.IsRegular() {
			files = append(files, p)
		} else {
			skipped = append(skipped, p)
		}
		return nil
	})
	sort.Strings(files)
	sort.Strings(skipped)
	return files, skipped, unreadable, err
}

// IsScenarioFile reports whether a file name ends in .yaml or .yml.
func IsScenarioFile(name string) bool {
	ext := path.Ext(name)
	return ext == ".yaml" || ext == ".yml"
}
