package scenarios

import (
	"embed"
	"io/fs"
)

//go:embed corpus/*.yaml
var corpusFS embed.FS

//go:generate go test -run ^TestCorpusIndex$ . -update-index

// Corpus returns the embedded scenario files; their paths are
// "corpus/<name>.yaml".
func Corpus() fs.FS { return corpusFS }

// CorpusScenarios loads every embedded scenario. It fails with the
// problems of any file that does not load (a bug: the tests load them
// all).
func CorpusScenarios() ([]*Scenario, error) {
	ss, diags, err := LoadFS(corpusFS, "corpus")
	if err != nil {
		return nil, err
	}
	if len(diags) > 0 {
		return nil, Diagnostics(diags)
	}
	return ss, nil
}

// CorpusHeaders returns the headers of the embedded scenarios, in file
// order, without reading a file: they are an index written at build time
// (corpus_index.go, by go generate), which TestCorpusIndex keeps equal to
// what the files say. The headers are shared: not to be changed.
func CorpusHeaders() []Header {
	return append([]Header(nil), corpusIndex...)
}

// CorpusScenario loads and checks one embedded scenario by its file name
// ("corpus/<name>.yaml", a Header's File). It fails with the file's
// problems (a bug: the tests load every embedded file).
func CorpusScenario(file string) (*Scenario, error) {
	data, err := fs.ReadFile(corpusFS, file)
	if err != nil {
		return nil, err
	}
	s, diags := Load(file, data)
	if len(diags) > 0 {
		return nil, Diagnostics(diags)
	}
	return s, nil
}

// CorpusIDs returns the ids of the embedded scenarios, read from their
// headers (without loading them), for a run to know which lessons a
// requires may name.
func CorpusIDs() []string {
	names, err := ScenarioFiles(corpusFS, "corpus")
	if err != nil {
		return nil
	}
	var out []string
	for _, n := range names {
		data, err := fs.ReadFile(corpusFS, n)
		if err != nil {
			continue
		}
		if id, _ := peekID(data); id != "" {
			out = append(out, id)
		}
	}
	return out
}
