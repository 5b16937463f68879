package term

import (
	"bytes"
	"strings"

	"croupier/scenarios/statefile"
)

// HistoryLimit is how many lines the history file keeps (the newest).
const HistoryLimit = 1000

// History is the input history in the state directory: one line per
// entry, the newest last. It is written as croupier's state files are
// (statefile.File.Update: under a lock, merged with what other croupier
// sessions appended meanwhile, through a temporary file renamed into
// place), so that two sessions at once both keep their lines, a kill
// never leaves a torn file, and no temporary file is left behind.
type History struct {
	file  *statefile.File
	limit int
	last  string
}

// OpenHistory reads the history file at path (missing: empty) and returns
// its lines, oldest first, at most limit of them (0: HistoryLimit). The
// error says why the file could not be read (it is then left as it is);
// the lines are empty then.
func OpenHistory(path string, limit int) (*History, []string, error) {
	return openHistory(path, limit, nil)
}

// openHistory is OpenHistory with the session's one wait for a lock.
func openHistory(path string, limit int, patience *statefile.Patience) (*History, []string, error) {
	if limit <= 0 {
		limit = HistoryLimit
	}
	h := &History{file: &statefile.File{Path: path, Patience: patience}, limit: limit}
	var lines []string
	rep := h.file.Load(func(data []byte) error {
		lines = h.lines(data)
		return nil
	})
	if rep.Status == statefile.Unavailable {
		return h, nil, rep.Err
	}
	if len(lines) > 0 {
		h.last = lines[len(lines)-1]
	}
	return h, lines, nil
}

// Add appends a line to the history file, keeping its newest limit lines.
// Empty lines and the repetition of the line just added are not kept. It
// returns only after the file is in place; an error is a
// *statefile.Error.
func (h *History) Add(line string) error {
	line = strings.TrimSpace(strings.ReplaceAll(line, "\n", " "))
	if line == "" || line == h.last {
		return nil
	}
	_, err := h.file.Update(func(cur []byte, _ bool) ([]byte, error) {
		lines := append(h.lines(cur), line)
		if len(lines) > h.limit {
			lines = lines[len(lines)-h.limit:]
		}
		var b bytes.Buffer
		for _, l := range lines {
			b.WriteString(l)
			b.WriteByte('\n')
		}
		return b.Bytes(), nil
	})
	if err == nil {
		h.last = line
	}
	return err
}

// lines splits the file's content into its non-empty lines, the newest
// limit of them.
func (h *History) lines(data []byte) []string {
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	if len(out) > h.limit {
		out = out[len(out)-h.limit:]
	}
	return out
}
