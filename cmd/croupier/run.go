package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"

	"github.com/fatih/color"
)

// runCommand is croupier run [--json] [--strict] [--junit FILE]
// [PATH…]: it replays scenarios and checks every expectation.
func runCommand(f *flagSet) action { return scenariosCommand(f, false) }

// checkCommand is croupier check [--json] [--junit FILE] [PATH…]: it only
// loads and validates scenarios.
func checkCommand(f *flagSet) action { return scenariosCommand(f, true) }

// runFlags are the options of run and check.
type runFlags struct {
	json, strict, force bool
	junit               string
}

func scenariosCommand(f *flagSet, checkOnly bool) action {
	var o runFlags
	f.boolean(&o.json, "json").about(locales.CLIOptJSON)
	if !checkOnly {
		f.boolean(&o.strict, "strict").about(locales.CLIOptStrict)
	}
	f.text(&o.junit, nil, "junit", "report.xml").shown(locales.HelpSaveArg).about(locales.CLIOptJUnit)
	f.boolean(&o.force, "force").about(locales.CLIOptForce)
	return func(e *env, paths []string) int { return runScenarios(e, paths, checkOnly, o) }
}

// scenarioFile is one file to run or check: its name as shown, and how to
// read it; skip marks a path that is no regular file (a FIFO would block
// the reader): it is reported and not read.
type scenarioFile struct {
	name   string
	read   func() ([]byte, error)
	skip   bool
	broken bool // an entry of a directory that could not be read: read says why
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
			f := scenFileOf(path)
			f.skip = !st.Mode().IsRegular()
			out = append(out, f)
			continue
		}
		names, skipped, unreadable, err := scenarios.ListScenarioFiles(os.DirFS(path), ".")
		if err != nil {
			return nil, readProblem(p, pathOf(path, err), err, locales.CLIPathMissing)
		}
		for _, u := range unreadable {
			// one diagnostic for the entry; the rest is still checked
			name, err := filepath.Join(path, filepath.FromSlash(u.Path)), u.Err
			out = append(out, scenarioFile{name: name, read: func() ([]byte, error) { return nil, err }, broken: true})
		}
		for _, n := range names {
			out = append(out, scenFileOf(filepath.Join(path, filepath.FromSlash(n))))
		}
		for _, n := range skipped {
			f := scenFileOf(filepath.Join(path, filepath.FromSlash(n)))
			f.skip = true
			out = append(out, f)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].name < out[j].name })
	return sameFilesOnce(out), ""
}

// sameFilesOnce keeps one entry for each file named twice: a link and
// its target, or a path given twice, are one file (the entry that is no
// link stays, else the first). Entries skipped are all kept.
func sameFilesOnce(files []scenarioFile) []scenarioFile {
	stat := func(f scenarioFile) (fs.FileInfo, error) {
		if f.skip || f.broken {
			return nil, fs.ErrInvalid
		}
		return os.Stat(f.name)
	}
	link := func(f scenarioFile) bool {
		st, err := os.Lstat(f.name)
		return err == nil && st.Mode()&fs.ModeSymlink != 0
	}
	return scenarios.OncePerFile(files, stat, link)
}

func scenFileOf(p string) scenarioFile {
	return scenarioFile{name: p, read: func() ([]byte, error) {
		data, err := readScenarioFile(p)
		if err != nil {
			// a link to nothing is said as such (the link is there)
			err = scenarios.BrokenLink(os.DirFS(filepath.Dir(p)), filepath.Base(p), err)
		}
		return data, err
	}}
}

// readScenarioFile reads a file, refusing (by reading only a little past
// it) anything over the scenario size cap: the loader then reports the
// file as too large. It looks before it opens: a FIFO or a device is
// never opened in a way that could block (statefile.ReadRegular).
func readScenarioFile(p string) ([]byte, error) {
	data, _, err := statefile.ReadRegular(p, scenarios.MaxFileSize)
	return data, err
}

// jsonFormat is the version of the --json output (docs/scenario-format.md
// "JSON output"); it changes when a field changes meaning or goes.
const jsonFormat = 2

// scenJSONProblem is a diagnostic in --json output.
type scenJSONProblem struct {
	File       string   `json:"file"`
	Line       int      `json:"line,omitempty"`
	Col        int      `json:"col,omitempty"`
	Severity   string   `json:"severity"` // error or warning
	Code       string   `json:"code"`
	Args       []string `json:"args,omitempty"`
	Suggestion string   `json:"suggestion,omitempty"`
	Rule       string   `json:"rule,omitempty"`
	Message    string   `json:"message"`
}

// scenJSONResult is one scenario's line of --json output.
type scenJSONResult struct {
	Format   int               `json:"format"`
	Type     string            `json:"type"` // "result"
	File     string            `json:"file"`
	ID       string            `json:"id,omitempty"`
	Status   string            `json:"status"` // ok, fail, invalid or skipped
	Checked  int               `json:"checked"`
	Problems []scenJSONProblem `json:"problems,omitempty"`
}

// scenJSONSummary is the last line of --json output.
type scenJSONSummary struct {
	Format   int    `json:"format"`
	Type     string `json:"type"` // "summary"
	Passed   int    `json:"passed"`
	Failed   int    `json:"failed"`
	Invalid  int    `json:"invalid"`
	Skipped  int    `json:"skipped"`
	Warnings int    `json:"warnings"`
}

// codeRead is the --json code of a file that could not be read.
const codeRead = "read"

func scenJSONProblems(p locales.Printer, ds []scenarios.Diagnostic) []scenJSONProblem {
	out := make([]scenJSONProblem, len(ds))
	for i, d := range ds {
		out[i] = scenJSONProblem{File: d.File, Line: d.Line, Col: d.Col, Severity: d.Severity.String(), Code: d.Code,
			Args: d.Args, Suggestion: d.Suggestion, Rule: d.Rule, Message: p.DiagnosticMessage(d)}
	}
	return out
}

// checked is the outcome of one file: the scenario's result, or the
// reason the file could not be read.
type checked struct {
	res     scenarios.Result
	readErr error
	skipped bool
	took    time.Duration // reading and checking the file (JUnit's time)
}

// outcome is one file's line of the report.
type outcome struct {
	file     string
	id       string
	status   string // ok, fail, invalid, skipped
	checked  int
	problems []scenarios.Diagnostic
	readMsg  string // a file that could not be read, said in the user's language
	took     time.Duration
}

// runScenarios is croupier run (checkOnly false) and croupier check.
func runScenarios(e *env, paths []string, checkOnly bool, o runFlags) int {
	files, problem := scenarioFiles(e.p, paths)
	if problem != "" {
		fmt.Fprintln(e.stderr, problem)
		return exitInvalid
	}
	if len(files) == 0 {
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIRunNone))
		return exitInvalid
	}
	if problem := junitTarget(e.p, o.junit, files, o.force); problem != "" {
		fmt.Fprintln(e.stderr, problem)
		return exitInvalid
	}
	bar := progressBar(e, len(files), e.p.T(locales.RunChecking), nil)
	results := checkAll(files, checkOnly, scenarios.RunOptions{Strict: o.strict}, func() { bar.Add(1) })
	bar.Done()
	outs := outcomes(e.p, files, results)
	report := *e
	if o.junit == "-" {
		// standard output carries the XML; the report goes to stderr
		report.stdout = e.stderr
		_, _ = e.stdout.Write(junitReport(e.p, outs, checkOnly))
	}
	var sum scenJSONSummary
	for _, out := range outs {
		switch out.status {
		case "ok":
			sum.Passed++
		case "fail":
			sum.Failed++
		case "invalid":
			sum.Invalid++
		case "skipped":
			sum.Skipped++
		}
		for _, d := range out.problems {
			if d.Severity == scenarios.SeverityWarning {
				sum.Warnings++
			}
		}
	}
	if o.json {
		writeJSON(&report, outs, sum)
	} else {
		writeText(&report, outs, sum)
	}
	if o.junit != "" && o.junit != "-" {
		// after the report, which a failure here does not take away
		err := statefile.Write(o.junit, junitReport(e.p, outs, checkOnly), statefile.Options{Perm: 0o644})
		if err != nil {
			problem := writeProblem(e.p, o.junit, err)
			var se *statefile.Error
			if errors.As(err, &se) && se.Reason == statefile.ReasonNotRegular {
				problem += " " + e.p.T(locales.CLIJUnitDash) // /dev/stdout, a FIFO: "-" is the way
			}
			fmt.Fprintln(e.stderr, e.p.T(locales.CLIJUnitNotWritten, problem))
			return exitInvalid
		}
	}
	switch {
	case sum.Invalid > 0:
		return exitInvalid
	case sum.Failed > 0:
		return exitFailed
	case sum.Passed == 0:
		// every file was skipped: a run that checked nothing does not pass
		fmt.Fprintln(e.stderr, e.p.T(locales.CLIRunNothingChecked, sum.Skipped))
		return exitInvalid
	}
	return exitOK
}

// outcomes turns the results into report lines. A file whose id an
// earlier file of the run has (in path order) is invalid, at its id,
// naming the earlier one, which stays as it is; an author's requires of
// a lesson neither the run nor the embedded lessons have is a warning.
func outcomes(p locales.Printer, files []scenarioFile, results []checked) []outcome {
	outs := make([]outcome, len(files))
	firstOf := map[string]int{}
	known := map[string]bool{}
	for _, id := range scenarios.CorpusIDs() {
		known[id] = true
	}
	for i, f := range files {
		r := results[i]
		out := outcome{file: f.name, id: r.res.ID, checked: r.res.Checked, took: r.took}
		switch {
		case r.skipped:
			out.status = "skipped"
			out.problems = []scenarios.Diagnostic{{File: f.name, Code: scenarios.CodeNotRegular, Severity: scenarios.SeverityWarning}}
		case r.readErr != nil:
			out.status, out.readMsg = "invalid", readProblem(p, locales.CleanName(f.name), r.readErr, locales.CLIFileMissing)
		default:
			out.problems = append(append([]scenarios.Diagnostic(nil), r.res.Diagnostics...), r.res.Failures...)
			switch {
			case r.res.Invalid:
				out.status = "invalid"
			case len(r.res.Failures) > 0:
				out.status = "fail"
			default:
				out.status = "ok"
			}
			if out.id != "" {
				known[out.id] = true
				if first, dup := firstOf[out.id]; dup {
					at := r.res.IDPos
					out.status = "invalid"
					out.problems = append(out.problems, scenarios.Diagnostic{File: f.name, Line: at.Line, Col: at.Col,
						Code: scenarios.CodeDuplicateID, Args: []string{out.id, files[first].name}})
				} else if !r.res.Invalid {
					// Only a file that loads holds its id: a broken one
					// never makes a valid file of the same id invalid.
					firstOf[out.id] = i
				}
			}
		}
		outs[i] = out
	}
	ids := make([]string, 0, len(known))
	for id := range known {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for i := range outs {
		for _, req := range results[i].res.Requires {
			if !known[req.ID] && results[i].readErr == nil && !results[i].skipped {
				outs[i].problems = append(outs[i].problems, scenarios.Diagnostic{File: files[i].name, Line: req.Pos.Line,
					Col: req.Pos.Col, Code: scenarios.CodeUnknownRequire, Args: []string{req.ID}, Severity: scenarios.SeverityWarning,
					Suggestion: scenarios.Suggest(req.ID, ids)})
			}
		}
		ps := outs[i].problems
		sort.SliceStable(ps, func(a, b int) bool {
			if ps[a].Line != ps[b].Line {
				return ps[a].Line < ps[b].Line
			}
			return ps[a].Col < ps[b].Col
		})
	}
	return outs
}

// writeJSON writes one object per file, then the summary.
func writeJSON(e *env, outs []outcome, sum scenJSONSummary) {
	enc := json.NewEncoder(e.stdout)
	enc.SetEscapeHTML(false)
	for _, out := range outs {
		r := scenJSONResult{Format: jsonFormat, Type: "result", File: out.file, ID: out.id, Status: out.status,
			Checked: out.checked, Problems: scenJSONProblems(e.p, out.problems)}
		if out.readMsg != "" {
			r.Problems = []scenJSONProblem{{File: out.file, Severity: "error", Code: codeRead, Message: out.readMsg}}
		}
		_ = enc.Encode(r)
	}
	sum.Format, sum.Type = jsonFormat, "summary"
	_ = enc.Encode(sum)
}

// writeText writes one line per scenario like go test: ok, a failed
// expectation (FEHLER/ÉCHEC) or an invalid file (UNGÜLTIG/INVALIDE),
// each problem on a line of its own, then the summary. The id stands
// after the word; a file without one (its id could not be read) has the
// position alone. An engine's refusal shows its rule id, for the author.
func writeText(e *env, outs []outcome, sum scenJSONSummary) {
	words := []string{"ok", e.p.T(locales.CLIRunFail), e.p.T(locales.CLIRunInvalid)}
	width := 0
	for _, w := range words {
		width = max(width, len([]rune(w)))
	}
	okWord := words[0] + strings.Repeat(" ", width-len([]rune(words[0])))
	failWord, invalidWord := words[1], words[2]
	skipWord := e.p.T(locales.ScenRunSkip)
	if e.color {
		green, red := color.New(color.FgGreen), color.New(color.FgRed, color.Bold)
		green.EnableColor() // e.color decided it; not the package's own guess
		red.EnableColor()
		okWord, failWord, invalidWord = green.Sprint(okWord), red.Sprint(failWord), red.Sprint(invalidWord)
	}
	for _, out := range outs {
		word := failWord
		if out.status == "invalid" {
			word = invalidWord
		}
		if out.id != "" {
			word += " " + out.id
		}
		switch {
		case out.status == "skipped":
			fmt.Fprintf(e.stdout, "%s %s: %s\n", skipWord, locales.CleanName(out.file), e.p.T(locales.ScenNotRegularWhy))
		case out.readMsg != "":
			fmt.Fprintf(e.stdout, "%s %s: %s\n", word, locales.CleanName(out.file), out.readMsg)
		case out.status == "ok":
			fmt.Fprintf(e.stdout, "%s %s  %s\n", okWord, out.id, locales.CleanName(out.file))
			for _, d := range out.problems {
				fmt.Fprintf(e.stdout, "  %s\n", e.p.AuthorDiagnostic(d))
			}
		default:
			for _, d := range out.problems {
				if d.Severity == scenarios.SeverityWarning {
					fmt.Fprintf(e.stdout, "  %s\n", e.p.AuthorDiagnostic(d))
					continue
				}
				fmt.Fprintf(e.stdout, "%s %s\n", word, e.p.AuthorDiagnostic(d))
			}
		}
	}
	summary := e.p.T(locales.CLIRunSummary, sum.Passed, sum.Failed)
	if sum.Invalid > 0 {
		summary += e.p.T(locales.CLIRunInvalidCount, sum.Invalid)
	}
	if sum.Skipped > 0 {
		summary += e.p.T(locales.ScenRunSkipped, sum.Skipped)
	}
	fmt.Fprintln(e.stdout, summary)
}

// checkAll checks the files on every core (they are independent) and
// returns the outcomes in file order.
func checkAll(files []scenarioFile, checkOnly bool, o scenarios.RunOptions, done func()) []checked {
	results := make([]checked, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				start := time.Now()
				results[i] = checkOne(files[i], checkOnly, o)
				results[i].took = time.Since(start)
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

// checkOne loads and, unless checkOnly, runs one scenario file; the file
// is decoded once either way.
func checkOne(f scenarioFile, checkOnly bool, o scenarios.RunOptions) checked {
	if f.skip {
		return checked{skipped: true}
	}
	data, err := f.read()
	switch {
	case err != nil:
		return checked{readErr: err}
	case checkOnly:
		return checked{res: scenarios.CheckFile(f.name, data)}
	}
	return checked{res: scenarios.RunFileWith(f.name, data, o)}
}
