package tutor

import (
	"sort"
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/locales"
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
	if len(prev) > 0 {
		if c, err := ParseCommand(strings.Join(prev, " ")); err == nil && len(prev) == 1 {
			switch c.ID {
			case CmdLang:
				return []string{"de", "fr"}
			case CmdPlay, CmdQuiz, CmdStats:
				return []string{"faro", "pharo", "pharaon", "pasur"}
			case CmdReset:
				return append(s.lessonWords(), "alle", "tout")
			}
		}
	}
	var out []string
	if len(prev) == 0 {
		out = append(out, CommandWords()...)
	}
	switch s.mode {
	case modeMenu:
		if len(prev) == 0 {
			out = append(out, s.lessonWords()...)
		}
	case modeLesson, modeSandbox:
		out = append(out, s.tableWords()...)
	case modeConfirm:
		return []string{s.p.T(locales.AnswerYes), s.p.T(locales.AnswerNo)}
	}
	return out
}

// lessonWords lists lesson numbers and ids.
func (s *Session) lessonWords() []string {
	var out []string
	for i, l := range s.lib.Lessons {
		out = append(out, strconv.Itoa(i+1), l.ID())
	}
	return out
}

// tableWords lists the players, the bank, the cards at hand and on the
// table, and the ranks, for the answers of a lesson or the sandbox.
func (s *Session) tableWords() []string {
	var out []string
	var cards []engine.Card
	switch {
	case s.run != nil:
		out = append(out, playerNames(s.run.sc)...)
		if rd := s.run.rep.Round(); rd != nil {
			if seat := rd.ToPlay(); seat >= 0 && seat < rd.Players() {
				cards = append(cards, rd.Hand(seat)...)
			}
			cards = append(cards, rd.Table()...)
		} else if d := s.run.rep.Deal(); d != nil {
			out = append(out, s.p.T(locales.SandboxBank))
		}
	case s.sand != nil:
		switch sb := s.sand.(type) {
		case *pasurSandbox:
			cards = append(cards, sb.round.Hand(sb.me)...)
			cards = append(cards, sb.round.Table()...)
		}
	}
	for _, c := range cards {
		out = append(out, s.p.CardText(c))
	}
	for _, r := range engine.AllRanks() {
		out = append(out, s.p.Rank(r))
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
	fp := Fold(prefix)
	for _, c := range s.Completions(line) {
		if strings.HasPrefix(Fold(c), fp) {
			cands = append(cands, c)
		}
	}
	sort.Strings(cands)
	return dedupe(cands), prefix
}
