package main

import (
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"croupier/locales"
	"croupier/scenarios"

	"github.com/fatih/color"
)

// runCommand is croupier run [--json] [PATH…]: it replays scenarios and
// checks every expectation.
func runCommand(f *flagSet) action { return scenariosCommand(f, false) }

// checkCommand is croupier check [--json] [PATH…]: it only loads and
// validates scenarios.
func checkCommand(f *flagSet) action { return scenariosCommand(f, true) }

func scenariosCommand(f *flagSet, checkOnly bool) action {
	asJSON := false
	f.boolean(&asJSON, "json")
	return func(e *env, paths []string) int { return runScenarios(e, paths, checkOnly, asJSON) }
}

// scenarioFile is one file to run or check: its name as shown, and how to
// read it.
type scenarioFile struct {
	name string
	read func() ([]byte, error)
}

// scenarioFiles expands the paths of a run or check: files, directories
// (every *.yaml and *.yml below, sorted), or the embedded corpus when
// there are none. A path that cannot be read is said in p's language.
func scenarioFiles(p locales.Printer, paths []string) ([]scenarioFile, string) {
	var out []scenarioFile
	if len(paths) == 0 {
		corpus := scenarios.Corpus()
		names, err := scenarios.ScenarioFiles(corpus, ".")
		if err != nil {
			return nil, p.T(locales.CLIInternal)
		}
		for _, n := range names {
			out = append(out, scenarioFile{name: n, read: func() ([]byte, error) { return fs.ReadFile(corpus, n) }})
		}
		return out, ""
	}
	for _, path := range paths {
		st, err := os.Stat(path)
		if err != nil {
			return nil, readProblem(p, path, err, locales.CLIPathMissing)
		}
		if !st.IsDir() {
			out = append(out, scenFileOf(path))
			continue
		}
		names, err := scenarios.ScenarioFiles(os.DirFS(path), ".")
		if err != nil {
			return nil, readProblem(p, pathOf(path, err), err, locales.CLIPathMissing)
		}
		for _, n := range names {
			out = append(out, scenFileOf(filepath.Join(path, filepath.FromSlash(n))))
		}
	}
	return out, ""
}

func scenFileOf(p string) scenarioFile {
	return scenarioFile{name: p, read: func() ([]byte, error) { return readScenarioFile(p) }}
}

// readScenarioFile reads a file, refusing (by reading only a little past
// it) anything over the scenario size cap: the loader then reports the
// file as too large.
func readScenarioFile(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, scenarios.MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	return data, nil
}

// scenJSONProblem is a diagnostic in --json output.
type scenJSONProblem struct {
	File       string   `json:"file"`
	Line       int      `json:"line,omitempty"`
	Col        int      `json:"col,omitempty"`
	Code       string   `json:"code"`
	Args       []string `json:"args,omitempty"`
	Suggestion string   `json:"suggestion,omitempty"`
	Message    string   `json:"message"`
}

// scenJSONResult is one scenario's line of --json output.
type scenJSONResult struct {
	File     string            `json:"file"`
	ID       string            `json:"id,omitempty"`
	Status   string            `json:"status"` // ok, fail or invalid
	Checked  int               `json:"checked"`
	Problems []scenJSONProblem `json:"problems,omitempty"`
}

// codeRead is the --json code of a file that could not be read.
const codeRead = "read"

func scenJSONProblems(p locales.Printer, ds []scenarios.Diagnostic) []scenJSONProblem {
	out := make([]scenJSONProblem, len(ds))
	for i, d := range ds {
		out[i] = scenJSONProblem{File: d.File, Line: d.Line, Col: d.Col, Code: d.Code, Args: d.Args,
			Suggestion: d.Suggestion, Message: p.DiagnosticMessage(d)}
	}
	return out
}

// checked is the outcome of one file: the scenario's result, or the
// reason the file could not be read.
type checked struct {
	res     scenarios.Result
	readErr error
}

// runScenarios is croupier run (checkOnly false) and croupier check.
func runScenarios(e *env, paths []string, checkOnly, asJSON bool) int {
	files, problem := scenarioFiles(e.p, paths)
	if problem != "" {
		fmt.Fprintln(e.stderr, problem)
		return exitInvalid
	}
	if len(files) == 0 {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIRunNone))
		return exitInvalid
	}
	failText := e.p.T(locales.CLIRunFail)
	okWord := "ok" + strings.Repeat(" ", max(0, len([]rune(failText))-2))
	failWord := failText
	if e.color && !asJSON {
		green, red := color.New(color.FgGreen), color.New(color.FgRed, color.Bold)
		green.EnableColor() // e.color decided it; not the package's own guess
		red.EnableColor()
		okWord, failWord = green.Sprint(okWord), red.Sprint(failWord)
	}
	enc := json.NewEncoder(e.stdout)
	enc.SetEscapeHTML(false)
	bar := progressBar(e, len(files), e.p.T(locales.RunChecking), nil)
	results := checkAll(files, checkOnly, func() { bar.Add(1) })
	bar.Done()
	ok, failed, invalid := 0, 0, 0
	for i, f := range files {
		res := results[i].res
		if err := results[i].readErr; err != nil {
			invalid++
			msg := readProblem(e.p, f.name, err, locales.CLIFileMissing)
			if asJSON {
				_ = enc.Encode(scenJSONResult{File: f.name, Status: "invalid", Problems: []scenJSONProblem{{File: f.name, Code: codeRead, Message: msg}}})
			} else {
				fmt.Fprintf(e.stdout, "%s ? %s: %s\n", failWord, f.name, msg)
			}
			continue
		}
		problems := append(append([]scenarios.Diagnostic(nil), res.Diagnostics...), res.Failures...)
		status := "ok"
		switch {
		case res.Invalid:
			status, invalid = "invalid", invalid+1
		case len(res.Failures) > 0:
			status, failed = "fail", failed+1
		default:
			ok++
		}
		if asJSON {
			_ = enc.Encode(scenJSONResult{File: f.name, ID: res.ID, Status: status, Checked: res.Checked, Problems: scenJSONProblems(e.p, problems)})
			continue
		}
		id := res.ID
		if id == "" {
			id = "?"
		}
		if status == "ok" {
			fmt.Fprintf(e.stdout, "%s %s  %s\n", okWord, id, f.name)
			continue
		}
		for _, d := range problems {
			fmt.Fprintf(e.stdout, "%s %s %s\n", failWord, id, e.p.Diagnostic(d))
		}
	}
	if asJSON {
		_ = enc.Encode(map[string]int{"passed": ok, "failed": failed + invalid})
	} else {
		fmt.Fprintln(e.stdout, e.p.T(locales.CLIRunSummary, ok, failed+invalid))
	}
	switch {
	case invalid > 0:
		return exitInvalid
	case failed > 0:
		return exitFailed
	}
	return exitOK
}

// checkAll checks the files on every core (they are independent) and
// returns the outcomes in file order; done is called after each file.
func checkAll(files []scenarioFile, checkOnly bool, done func()) []checked {
	results := make([]checked, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = checkOne(files[i], checkOnly)
				done()
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}

// scenarioID finds the id of a file that did not load, for its report
// line.
func scenarioID(data []byte) string {
	for _, line := range strings.Split(string(data[:min(len(data), 4096)]), "\n") {
		if v, ok := strings.CutPrefix(line, "id:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// checkOne loads and, unless checkOnly, runs one scenario file.
func checkOne(f scenarioFile, checkOnly bool) checked {
	data, err := f.read()
	switch {
	case err != nil:
		return checked{readErr: err}
	case checkOnly:
		s, diags := scenarios.Load(f.name, data)
		res := scenarios.Result{File: f.name, Invalid: len(diags) > 0, Diagnostics: diags}
		if s != nil && len(diags) == 0 {
			res.ID = s.ID
		} else {
			res.ID = scenarioID(data)
		}
		return checked{res: res}
	}
	return checked{res: scenarios.RunFile(f.name, data)}
}
