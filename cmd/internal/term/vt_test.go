package term

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// vt is a small terminal screen for the tests: it draws what the line
// editor and the session write as an xterm-like terminal (tmux) would,
// so that a test can look at the screen the learner sees rather than
// at the bytes. It knows the text, CR, LF, BS, the cursor moves
// (ESC [ n A/B/C/D), the erasures (ESC [ J, ESC [ K, ESC [ 2 K) and the
// wrap at the right edge: a character written in the last column leaves
// the cursor there until the next character, which goes to the start of
// the next row (the "pending wrap" of xterm). With reverseWrap, a
// backspace at the start of a row that continues the row above (the
// text wrapped there) goes back to that row's last column, as tmux does;
// xterm stays. Colours and every other sequence are ignored. Each
// character takes one column (the tests type no wide ones).
type vt struct {
	cols, height int
	rows         [][]rune
	wrapped      map[int]bool // rows whose text went on in the next row
	r, c         int
	wrap         bool   // a character was written in the last column
	pending      []byte // an incomplete escape sequence or character
	reverseWrap  bool
}

// newVT returns an empty screen of cols columns and height rows (the
// cursor cannot move above the top of the visible rows).
func newVT(cols, height int) *vt {
	return &vt{cols: cols, height: height, rows: [][]rune{nil}, wrapped: map[int]bool{}}
}

// resize changes the width for what comes next; the rows already drawn
// stay as they are.
func (v *vt) resize(cols int) {
	v.cols = cols
	v.c = min(v.c, cols-1)
	v.wrap = false
}

// Write draws p.
func (v *vt) Write(p []byte) (int, error) {
	b := append(v.pending, p...)
	v.pending = nil
	for len(b) > 0 {
		if b[0] == 0x1b {
			n := v.escape(b)
			if n == 0 {
				v.pending = append([]byte(nil), b...)
				break
			}
			b = b[n:]
			continue
		}
		if !utf8.FullRune(b) {
			v.pending = append([]byte(nil), b...)
			break
		}
		r, n := utf8.DecodeRune(b)
		b = b[n:]
		v.char(r)
	}
	return len(p), nil
}

// char draws one character or control.
func (v *vt) char(r rune) {
	switch r {
	case '\r':
		v.c, v.wrap = 0, false
	case '\n':
		delete(v.wrapped, v.r)
		v.down()
		v.wrap = false
	case '\b':
		switch {
		case v.c > 0:
			v.c--
		case v.reverseWrap && v.r > v.top() && v.wrapped[v.r-1]:
			v.r, v.c = v.r-1, v.cols-1
		}
		v.wrap = false
	case '\a', 0:
	default:
		if r < 0x20 {
			return
		}
		if v.wrap {
			v.wrapped[v.r] = true
			v.down()
			v.c, v.wrap = 0, false
		}
		row := v.rows[v.r]
		for len(row) <= v.c {
			row = append(row, ' ')
		}
		row[v.c] = r
		v.rows[v.r] = row
		if v.c == v.cols-1 {
			v.wrap = true
		} else {
			v.c++
		}
	}
}

// down moves the cursor one row down, adding a row at the bottom.
func (v *vt) down() {
	v.r++
	if v.r == len(v.rows) {
		v.rows = append(v.rows, nil)
	}
}

// escape acts on the escape sequence at the start of b and returns its
// length, or 0 when it is not complete yet.
func (v *vt) escape(b []byte) int {
	if len(b) < 2 {
		return 0
	}
	if b[1] != '[' {
		return 2
	}
	for i := 2; i < len(b); i++ {
		if b[i] < 0x40 || b[i] > 0x7e {
			continue
		}
		n, err := strconv.Atoi(string(b[2:i]))
		if err != nil {
			n = 0
		}
		v.csi(b[i], n)
		return i + 1
	}
	return 0
}

// csi acts on ESC [ n final.
func (v *vt) csi(final byte, n int) {
	steps := max(n, 1)
	switch final {
	case 'A':
		v.r = max(v.r-steps, v.top())
	case 'B':
		for range steps {
			v.down()
		}
	case 'C':
		v.c = min(v.c+steps, v.cols-1)
	case 'D':
		v.c = max(v.c-steps, 0)
	case 'J':
		if n == 0 {
			v.cut(v.r)
			for r := v.r + 1; r < len(v.rows); r++ {
				v.rows[r] = nil
				delete(v.wrapped, r)
			}
		}
	case 'K':
		switch n {
		case 0:
			v.cut(v.r)
		case 2:
			v.rows[v.r] = nil
			delete(v.wrapped, v.r)
		}
	default:
		return // colours and the rest
	}
	v.wrap = false
}

// cut erases row r from the cursor's column on.
func (v *vt) cut(r int) {
	if len(v.rows[r]) > v.c {
		v.rows[r] = v.rows[r][:v.c]
	}
}

// top is the first visible row.
func (v *vt) top() int {
	return max(len(v.rows)-v.height, 0)
}

// lines returns the rows drawn, without trailing blanks; the last rows,
// when empty, are left out.
func (v *vt) lines() []string {
	var out []string
	for _, row := range v.rows {
		out = append(out, strings.TrimRight(string(row), " "))
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}
