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
	// content holds the words that can pick an option (contentWords)
	// with their stems, worked out the first time an option matcher asks.
	content     []term
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
	return l
}

// field returns the byte span of the first white-space-separated field
// of the text at or after from; start == end == len(Text) when there is
// none.
func (l *Line) field(from int) (start, end int) {
	text := l.Text
	start = from
	for start < len(text) {
		r, w := utf8.DecodeRuneInString(text[start:])
		if !unicode.IsSpace(r) {
			break
		}
		start += w
	}
	end = start
	for end < len(text) {
		r, w := utf8.DecodeRuneInString(text[end:])
		if unicode.IsSpace(r) {
			break
		}
		end += w
	}
	return start, end
}

// Fields returns the line split at white space, as typed.
func (l *Line) Fields() []string {
	var out []string
	for at := 0; ; {
		start, end := l.field(at)
		if start == end {
			return out
		}
		out = append(out, l.Text[start:end])
		at = end
	}
}

// Blank reports a line of nothing but white space.
func (l *Line) Blank() bool { return strings.TrimSpace(l.Text) == "" }

// TooLong reports a line over MaxInput bytes.
func (l *Line) TooLong() bool { return len(l.Text) > MaxInput }

// terms returns the line's words that can pick an option (see
// contentWords) with their stems, worked out once.
func (l *Line) terms() []term {
	if !l.contentDone {
		l.content, l.contentDone = newTerms(contentWords(l.Text, l.Toks)), true
	}
	return l.content
}
