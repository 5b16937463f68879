package tutor

import (
	"sort"
	"strings"

	"croupier/engine"
	"croupier/tutor/input"
)

// Completions returns the words that may complete the last word of line
// (the text before the cursor): command names of both languages, lesson
// numbers and ids, players, cards at hand or on the table, ranks, games
// and languages, as fits what comes before. The caller filters by the
// typed prefix (see CompleteWord).
func (s *Session) Completions(line string) []string {
	f := strings.Fields(line)
	ends := strings.HasSuffix(line, " ") || line == ""
	var prev []string
	if ends {
		prev = f
	} else if len(f) > 0 {
		prev = f[:len(f)-1]
	}
	if len(prev) == 1 {
		if c, err := input.ParseCommand(prev[0]); err == nil {
			switch c.ID {
			case input.CmdLang:
				return []string{"de", "fr"}
			case input.CmdPlay, input.CmdQuiz, input.CmdStats:
				return []string{"faro", "pharo", "pharaon", "pasur"}
			case input.CmdReset:
				return append(s.lessonWords(), "alle", "tout")
			}
		}
	}
	var out []string
	if len(prev) == 0 {
		out = append(out, input.CommandWords()...)
	}
	if _, menu := s.mode.(*menuMode); !menu || len(prev) == 0 {
		out = append(out, s.mode.Words()...)
	}
	return dedupe(out)
}

func dedupe(ws []string) []string {
	seen := map[string]bool{}
	out := ws[:0]
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// CompleteWord returns the candidates that begin with the last word of
// line (compared folded: case and accents do not matter), sorted, and the
// typed prefix.
func (s *Session) CompleteWord(line string) (cands []string, prefix string) {
	if i := strings.LastIndexAny(line, " \t"); i >= 0 {
		prefix = line[i+1:]
	} else {
		prefix = line
	}
	fp := engine.Fold(prefix)
	for _, c := range s.Completions(line) {
		if strings.HasPrefix(engine.Fold(c), fp) {
			cands = append(cands, c)
		}
	}
	sort.Strings(cands)
	return dedupe(cands), prefix
}
