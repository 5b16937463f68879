package main

import (
	"encoding/json"
	"fmt"
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

func init() {
	register(command{name: "run", run: func(e *env, args []string) int {
		return runScenarios(e, args, false)
	}})
}

// scenarioFile is one file to run or check: its name as shown, and how to
// read it.
type scenarioFile struct {
	name string
	read func() ([]byte, error)
}

// scenarioFiles expands the paths of a run or check: files, directories
// (every *.yaml and *.yml below, sorted), or the embedded corpus when
// there are none.
func scenarioFiles(paths []string) ([]scenarioFile, error) {
	var out []scenarioFile
	if len(paths) == 0 {
		corpus := scenarios.Corpus()
		names, err := scenarios.ScenarioFiles(corpus, ".")
		if err != nil {
			return nil, err
		}
		for _, n := range names {
			out = append(out, scenarioFile{name: n, read: func() ([]byte, error) { return fs.ReadFile(corpus, n) }})
		}
		return out, nil
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, scenFileOf(p))
			continue
		}
		names, err := scenarios.ScenarioFiles(os.DirFS(p), ".")
		if err != nil {
			return nil, err
		}
		for _, n := range names {
			out = append(out, scenFileOf(filepath.Join(p, filepath.FromSlash(n))))
		}
	}
	return out, nil
}

func scenFileOf(p string) scenarioFile {
	return scenarioFile{name: p, read: func() ([]byte, error) { return readScenarioFile(p) }}
}

// readLimited reads a file, refusing (by reading only a little past it)
// anything over the scenario size cap.
func readScenarioFile(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, scenarios.MaxFileSize+1)
	n := 0
	for n < len(buf) {
		m, err := f.Read(buf[n:])
		n += m
		if err != nil {
			break
		}
	}
	return buf[:n], nil
}

// renderScenarioDiag renders a diagnostic in the printer's language:
// "file:line:col: message (Meinten Sie …?)".
func renderScenarioDiag(p locales.Printer, d scenarios.Diagnostic) string { return p.Diagnostic(d) }

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

func scenJSONProblems(p locales.Printer, ds []scenarios.Diagnostic) []scenJSONProblem {
	out := make([]scenJSONProblem, len(ds))
	for i, d := range ds {
		out[i] = scenJSONProblem{File: d.File, Line: d.Line, Col: d.Col, Code: d.Code, Args: d.Args,
			Suggestion: d.Suggestion, Message: strings.TrimPrefix(renderScenarioDiag(p, d), d.Position()+": ")}
	}
	return out
}

// runScenarios is croupier run (checkOnly false) and croupier check.
func runScenarios(e *env, args []string, checkOnly bool) int {
	usage := locales.CLIUsageRun
	if checkOnly {
		usage = locales.CLIUsageCheck
	}
	asJSON := false
	var paths []string
	for _, a := range args {
		switch {
		case a == "--json" || a == "-json":
			asJSON = true
		case a == "help" && !scenPathExists(a):
			fmt.Fprintln(e.stdout, e.p.T(usage))
			return exitOK
		case strings.HasPrefix(a, "-") && a != "-":
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIBadFlag, a))
			fmt.Fprintln(e.stderr, e.p.T(usage))
			return exitInvalid
		default:
			paths = append(paths, a)
		}
	}
	files, err := scenarioFiles(paths)
	if err != nil {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIError, err.Error()))
		return exitInvalid
	}
	if len(files) == 0 {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIRunNone))
		return exitInvalid
	}
	ok, failed, invalid := 0, 0, 0
	okWord, failWord := "ok  ", "FAIL"
	if e.color && !asJSON {
		green, red := color.New(color.FgGreen), color.New(color.FgRed, color.Bold)
		green.EnableColor() // e.color decided it; not the package's own guess
		red.EnableColor()
		okWord, failWord = green.Sprint(okWord), red.Sprint(failWord)
	}
	enc := json.NewEncoder(e.stdout)
	enc.SetEscapeHTML(false)
	// Scenarios are independent: check them on every core, report in order.
	results := make([]scenarios.Result, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = checkOne(files[i], checkOnly)
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, f := range files {
		res := results[i]
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
			fmt.Fprintf(e.stdout, "%s %s %s\n", failWord, id, renderScenarioDiag(e.p, d))
		}
	}
	if asJSON {
		_ = enc.Encode(map[string]int{"passed": ok, "failed": failed + invalid})
	} else {
		fmt.Fprintf(e.stdout, "%d passed, %d failed\n", ok, failed+invalid)
	}
	switch {
	case invalid > 0:
		return exitInvalid
	case failed > 0:
		return exitFailed
	}
	return exitOK
}

// idOf reads a checked file's id for its report line.
func scenarioID(name string, data []byte) string {
	if s, diags := scenarios.Load(name, data); len(diags) == 0 {
		return s.ID
	}
	for _, line := range strings.Split(string(data[:min(len(data), 4096)]), "\n") {
		if v, ok := strings.CutPrefix(line, "id:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

func scenPathExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// checkOne loads and, unless checkOnly, runs one scenario file.
func checkOne(f scenarioFile, checkOnly bool) scenarios.Result {
	data, err := f.read()
	switch {
	case err != nil:
		return scenarios.Result{File: f.name, Invalid: true, Diagnostics: []scenarios.Diagnostic{{File: f.name, Code: scenarios.CodeEngine, Args: []string{err.Error()}}}}
	case checkOnly:
		_, diags := scenarios.Load(f.name, data)
		res := scenarios.Result{File: f.name, Invalid: len(diags) > 0, Diagnostics: diags}
		res.ID = scenarioID(f.name, data)
		return res
	}
	return scenarios.RunFile(f.name, data)
}
