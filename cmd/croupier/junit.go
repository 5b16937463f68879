package main

import (
	"encoding/xml"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"croupier/locales"
)

// The JUnit XML report of croupier run --junit FILE: one testsuite, one
// testcase per scenario file; a failed expectation is a <failure>, a file
// that does not load an <error>, a file skipped <skipped>. The texts are in
// the user's language, like the terminal's.
type junitSuites struct {
	XMLName xml.Name     `xml:"testsuites"`
	Suites  []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Skipped  int         `xml:"skipped,attr"`
	Time     string      `xml:"time,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	File      string        `xml:"file,attr,omitempty"`
	Assertion int           `xml:"assertions,attr"`
	Time      string        `xml:"time,attr"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
	Skipped   *junitProblem `xml:"skipped,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr,omitempty"`
	Text    string `xml:",chardata"`
}

// junitTime writes a duration as JUnit's time attribute: seconds, to the
// millisecond.
func junitTime(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', 3, 64)
}

// junitReport is the JUnit XML report of a run. Every name and text in it
// from a file (a file's name, an id) is escaped like file text on the
// terminal (locales.Clean), beside XML's own escaping.
func junitReport(p locales.Printer, outs []outcome, checkOnly bool) []byte {
	suite := junitSuite{Name: "croupier run"}
	var total time.Duration
	if checkOnly {
		suite.Name = "croupier check"
	}
	for _, out := range outs {
		name := out.id
		if name == "" {
			name = out.file
		}
		c := junitCase{Name: locales.CleanName(name), Classname: "croupier.scenarios", File: locales.CleanName(out.file), Assertion: out.checked,
			Time: junitTime(out.took)}
		total += out.took
		var lines []string
		code := ""
		for _, d := range out.problems {
			lines = append(lines, p.AuthorDiagnostic(d))
			if code == "" {
				code = d.Code
			}
		}
		if out.readMsg != "" {
			lines, code = []string{out.readMsg}, "read"
		}
		text := strings.Join(lines, "\n")
		first := ""
		if len(lines) > 0 {
			first = lines[0]
		}
		prob := &junitProblem{Message: first, Type: code, Text: text}
		switch out.status {
		case "fail":
			c.Failure = prob
			suite.Failures++
		case "invalid":
			c.Error = prob
			suite.Errors++
		case "skipped":
			c.Skipped = &junitProblem{Message: p.T(locales.ScenNotRegular)}
			suite.Skipped++
		}
		suite.Tests++
		suite.Cases = append(suite.Cases, c)
	}
	suite.Time = junitTime(total)
	data, _ := xml.MarshalIndent(junitSuites{Suites: []junitSuite{suite}}, "", "  ") // plain structs: no error
	return append([]byte(xml.Header), append(data, '\n')...)
}

// junitTarget refuses a --junit path that would destroy a scenario: one
// of the run's files, or a name ending in .yaml or .yml (the shell's
// expansion of "--junit *.yaml" makes the first lesson the report's
// path), unless force is set. It returns the refusal, or "".
func junitTarget(p locales.Printer, path string, files []scenarioFile, force bool) string {
	if force || path == "-" {
		return ""
	}
	if ext := strings.ToLower(filepath.Ext(path)); ext == ".yaml" || ext == ".yml" {
		return p.T(locales.CLIJUnitScenarioName, locales.Clean(path))
	}
	st, err := os.Stat(path)
	if err != nil {
		return ""
	}
	for _, f := range files {
		if fi, err := os.Stat(f.name); err == nil && os.SameFile(st, fi) {
			return p.T(locales.CLIJUnitIsInput, locales.Clean(path))
		}
	}
	return ""
}
