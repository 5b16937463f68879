package term

import (
	"io"
	"unicode/utf8"
)

// MaxLine bounds a line typed at the terminal, in bytes: readline redraws
// the whole line at each character, so a line of n characters costs n²
// (4096 characters took two seconds before they were answered, 1024 take
// a few tenths: BenchmarkPaste). No answer, move or command is nearly as
// long; a longer line is cut and refused (the plain line mode allows
// input.MaxInput).
const MaxLine = 1024

// cutMark ends a line that was cut (over MaxLine bytes): the filter puts
// it before the line's end, readline keeps it in the line, and Run says
// that the line was too long. It is a character of the private use area,
// which the filter drops from what is typed, so no one can type it.
const cutMark = '\uE004'

// keys is the filter between the terminal and readline: no byte the
// learner types can hang or end the session, and a line is read in time
// linear in its length.
//
//   - Control bytes readline has no key for (NUL, which Ctrl-Space sends
//     and readline took for the end of the input, then hung closing;
//     Ctrl-Z, which suspended croupier; Ctrl-\ …), C1 controls, the
//     bidirectional overrides, line and paragraph separators and
//     byte-order marks are dropped; so are bytes that are not UTF-8.
//   - Escape sequences pass only as readline's keys (see escape).
//   - A line longer than MaxLine bytes is cut: the rest, up to the
//     next line end, is read and dropped (readline redraws the whole line
//     at every character, so a line it is given must stay short), and
//     cutMark goes before the line end.
type keys struct {
	r    io.Reader
	buf  [4096]byte
	rest []byte // read and not yet passed on (a slice of buf)
	err  error  // the reader's error, given once rest is passed on
	n    int    // bytes of the current line passed on
	long bool   // the current line was cut (cutMark goes before its end)
	esc  []byte // an escape sequence not yet complete
}

// Read reads from the terminal and passes on what readline may see.
// len(p) must be at least 5 (readline reads 4096 bytes at a time).
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

// pass appends the character c (rune r of w bytes) to out as readline
// should see it.
func (k *keys) pass(out, c []byte, r rune, w int) []byte {
	if k.esc != nil || r == 0x1b {
		return k.escape(out, c)
	}
	switch {
	case r == '\r' || r == '\n':
		if k.long {
			out = utf8.AppendRune(out, cutMark)
		}
		k.n, k.long = 0, false
		return append(out, c...)
	case r == 3: // Ctrl-C: readline starts a new line
		k.n, k.long = 0, false
		return append(out, c...)
	case r == utf8.RuneError, dropped(r):
		return out
	}
	k.n += w
	if k.n > MaxLine {
		k.long = true
		return out
	}
	return append(out, c...)
}

// dropped reports whether r never reaches readline: the control
// characters it has no key for, and characters that would move or hide
// what the terminal shows.
func dropped(r rune) bool {
	switch r {
	case 1, 2, 3, 4, 5, 6, 7, 8, '\t', '\n', 11, 12, '\r', 14, 16, 18, 19, 20, 21, 23, 25, 127:
		return false // readline's keys
	case 0x2028, 0x2029, 0xFEFF, cutMark:
		return true
	}
	return r < 0x20 || (r >= 0x80 && r < 0xa0) || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069)
}

// maxEscape bounds an escape sequence; a longer one is dropped, not held
// back while the rest of the line waits behind it.
const maxEscape = 16

// escape collects an escape sequence and passes on, once it is complete,
// only those readline knows as keys: the arrows, Home, End, Delete (the
// arrows' application-mode form ESC O A … as ESC [ A …, and Home and
// End as ESC [ 1 ~ and ESC [ 4 ~, which tmux sends, as ESC [ H and
// ESC [ F, the only forms readline knows), Alt-b, Alt-f,
// Alt-d, Alt-t and Alt-Backspace. Every other one — a bracketed paste's
// start, the start of a title-setting sequence, another Alt and a letter
// (readline would type the letter), an over-long sequence — is dropped.
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
	case "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1b[H", "\x1b[F", "\x1b[3~",
		"\x1bb", "\x1bf", "\x1bd", "\x1bt", "\x1b\x7f":
		return append(out, s...)
	case "\x1bOA", "\x1bOB", "\x1bOC", "\x1bOD", "\x1bOH", "\x1bOF":
		return append(out, '\x1b', '[', s[2])
	case "\x1b[1~", "\x1b[7~": // Home in tmux, screen, the Linux console; rxvt
		return append(out, "\x1b[H"...)
	case "\x1b[4~", "\x1b[8~": // End
		return append(out, "\x1b[F"...)
	}
	return out
}
