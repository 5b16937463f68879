package term

import (
	"io"
	"unicode/utf8"

	"croupier/tutor/input"
)

// keyInterrupt is what Ctrl-C becomes on its way to the line editor: a
// character of the private use area, which the editor hands to the
// completion callback (which clears the line and notes the interrupt),
// followed by a carriage return that ends the line. x/term would end the
// input at Ctrl-C, as at Ctrl-D.
const keyInterrupt = '\uE003'

// keys is the filter between the terminal and the line editor: no byte
// the learner types can hang or end the session, and a line is read in
// time linear in its length.
//
//   - Control bytes the editor has no use for (NUL, which Ctrl-Space
//     sends, Ctrl-G, Ctrl-Z, Ctrl-\ …), C1 controls, the bidirectional
//     overrides, line and paragraph separators and byte-order marks are
//     dropped; so are bytes that are not UTF-8 and U+FFFD, which the
//     editor would take for an incomplete character and wait on.
//   - Ctrl-C becomes keyInterrupt and a carriage return.
//   - A line longer than input.MaxInput bytes is cut: the rest, up to
//     the next line end, is read and dropped, and long is set, for Run
//     to hand the session a line it refuses as too long.
type keys struct {
	r    io.Reader
	buf  [4096]byte
	rest []byte // read and not yet passed on (a slice of buf)
	err  error  // the reader's error, given once rest is passed on
	n    int    // bytes of the current line passed on
	long bool   // the current line was cut
	esc  []byte // an escape sequence not yet complete
}

// Read reads from the terminal and passes on what the editor may see.
// len(p) must be at least 8 (the editor reads 256 bytes at a time).
func (k *keys) Read(p []byte) (int, error) {
	for {
		if k.err == nil && (len(k.rest) == 0 || !utf8.FullRune(k.rest)) {
			m := copy(k.buf[:], k.rest)
			n, err := k.r.Read(k.buf[m:])
			k.rest, k.err = k.buf[:m+n], err
		}
		out := p[:0]
		for len(k.rest) > 0 && len(out)+utf8.UTFMax+1 <= len(p) {
			r, w := utf8.DecodeRune(k.rest)
			if r == utf8.RuneError && !utf8.FullRune(k.rest) && k.err == nil {
				break // the rest of the character comes with the next read
			}
			out = k.pass(out, k.rest[:w], r, w)
			k.rest = k.rest[w:]
		}
		switch {
		case len(out) > 0:
			return len(out), nil
		case len(k.rest) == 0 && k.err != nil:
			return 0, k.err
		case len(p) < utf8.UTFMax+1:
			return 0, io.ErrShortBuffer
		}
	}
}

// pass appends the character c (rune r of w bytes) to out as the editor
// should see it.
func (k *keys) pass(out, c []byte, r rune, w int) []byte {
	if k.esc != nil || r == 0x1b {
		return k.escape(out, c)
	}
	switch {
	case r == '\r' || r == '\n':
		k.n = 0
		return append(out, c...)
	case r == 3: // Ctrl-C
		k.n = 0
		out = utf8.AppendRune(out, keyInterrupt)
		return append(out, '\r')
	case r == utf8.RuneError, dropped(r):
		return out
	}
	k.n += w
	if k.n > input.MaxInput {
		k.long = true
		return out
	}
	return append(out, c...)
}

// dropped reports whether r never reaches the editor: the control
// characters it has no key for, and characters that would move or hide
// what the terminal shows.
func dropped(r rune) bool {
	switch r {
	case 1, 2, 4, 5, 6, 8, '\t', 11, 12, 14, 16, 20, 21, 23, 127:
		return false // the editor's keys
	case 0x2028, 0x2029, 0xFEFF, keyInterrupt:
		return true
	}
	return r < 0x20 || (r >= 0x80 && r < 0xa0) || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069)
}

// cut reports whether the last line was cut, and starts the next.
func (k *keys) cut() bool {
	long := k.long
	k.long = false
	return long
}

// maxEscape bounds an escape sequence; a longer one is dropped (the
// editor would wait for its end, and with its buffer full, end the input).
const maxEscape = 16

// escape collects an escape sequence and passes on, once it is complete,
// only those the editor knows as keys: the arrows, Home, End, Delete,
// Alt-arrows (the arrows' application-mode form ESC O A … as ESC [ A …).
// Every other one — a bracketed paste's start, which would put the editor
// in paste mode and end the input with its indicator, the start of a
// title-setting sequence, Alt and a letter — is dropped.
func (k *keys) escape(out, c []byte) []byte {
	k.esc = append(k.esc, c...)
	seq := k.esc
	done := false
	switch {
	case len(seq) < 2:
	case seq[1] == '[':
		last := seq[len(seq)-1]
		done = len(seq) > 2 && last >= 0x40 && last <= 0x7e
	case seq[1] == 'O':
		done = len(seq) >= 3
	default:
		done = true // ESC and one character: Alt and a key
	}
	if !done {
		if len(seq) > maxEscape {
			k.esc = nil
		}
		return out
	}
	k.esc = nil
	switch s := string(seq); s {
	case "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1b[H", "\x1b[F", "\x1b[3~", "\x1b[1;3C", "\x1b[1;3D":
		return append(out, s...)
	case "\x1bOA", "\x1bOB", "\x1bOC", "\x1bOD", "\x1bOH", "\x1bOF":
		return append(out, '\x1b', '[', s[2])
	}
	return out
}
