package input

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Line is one typed line, read once: the text as typed, its tokens with
// their byte offsets and folded forms, and its fields (the text split at
// white space, as typed, for a command's arguments). The session lexes a
// line once and hands it on; the commands, every answer reader, the
// option matcher and free play's moves read its tokens, and nothing folds
// or splits the line again.
type Line struct {
	// Text is the line as typed (the session trims the white space
	// around it first).
	Text string
	// Toks are its tokens (nil for a line over MaxInput bytes).
	Toks []Token
	// fields are the byte spans of its white-space-separated fields.
	fields [][2]int
	// content holds the words that can pick an option (contentWords),
	// worked out the first time an option matcher asks.
	content     []string
	contentDone bool
}

// NewLine reads a typed line once. A line over MaxInput bytes keeps its
// text but no tokens; every reader refuses it (ErrTooLong).
func NewLine(text string) *Line {
	l := &Line{Text: text}
	if l.TooLong() {
		return l
	}
	l.Toks = Lex(text)
	for i := 0; i < len(text); {
		r, w := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			i += w
			continue
		}
		j := i
		for j < len(text) {
			r, w := utf8.DecodeRuneInString(text[j:])
			if unicode.IsSpace(r) {
				break
			}
			j += w
		}
		l.fields = append(l.fields, [2]int{i, j})
		i = j
	}
	return l
}

// Blank reports a line of nothing but white space.
func (l *Line) Blank() bool { return strings.TrimSpace(l.Text) == "" }

// TooLong reports a line over MaxInput bytes.
func (l *Line) TooLong() bool { return len(l.Text) > MaxInput }

// Fields returns the line split at white space, as typed.
func (l *Line) Fields() []string {
	out := make([]string, len(l.fields))
	for i, f := range l.fields {
		out[i] = l.Text[f[0]:f[1]]
	}
	return out
}

// tokensIn returns the tokens inside the byte span [start, end).
func (l *Line) tokensIn(start, end int) []Token {
	var out []Token
	for _, t := range l.Toks {
		if t.Start >= start && t.End <= end {
			out = append(out, t)
		}
	}
	return out
}

// contentWords returns the line's words that can pick an option (see
// contentWords), worked out once.
func (l *Line) contentWords() []string {
	if !l.contentDone {
		l.content, l.contentDone = contentWords(l.Text, l.Toks), true
	}
	return l.content
}
