package term

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"croupier/tutor/input"

	xterm "golang.org/x/term"
)

// through passes in through the filter, a byte at a time (so that every
// character is split between reads), and returns what the editor sees.
func through(in string) (string, *keys) {
	k := &keys{r: iotest.OneByteReader(strings.NewReader(in))}
	out, _ := io.ReadAll(k)
	return string(out), k
}

// TestKeys: what reaches the line editor. Characters split between reads
// are whole; NUL, Ctrl-Z, Ctrl-\, C1 controls, bytes that are no UTF-8,
// U+FFFD, line separators and byte-order marks are dropped; the editor's
// keys pass; Ctrl-C becomes keyInterrupt and a carriage return.
func TestKeys(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Dan +4, Anna ±2 – Kö\r", "Dan +4, Anna ±2 – Kö\r"},
		{"a\x00b\x1a\x1c\x07c\r", "abc\r"},
		{"\xffa\xc3\x28b\xef\xbf\xbd\r", "a(b\r"},
		{"\u2028x\ufeff\u202e\u0085y", "xy"},
		{"\x01\x02\x05\x06\x08\t\x0b\x0c\x0e\x10\x14\x15\x17\x1b[A\x7f", "\x01\x02\x05\x06\x08\t\x0b\x0c\x0e\x10\x14\x15\x17\x1b[A\x7f"},
		{"ab\x03c", "ab\uE003\rc"},
		// escape sequences: the editor's keys pass, the rest is dropped
		{"\x1b[A\x1b[3~\x1b[1;3D\x1bOBx", "\x1b[A\x1b[3~\x1b[1;3D\x1b[Bx"},
		{"\x1b[200~hi\x1b[201~", "hi"},
		{"\x1b]0;title\x07x", "0;titlex"}, // ESC ] is Alt-], dropped; what follows is text
		{"\x1bhx", "x"},
		{"\x1b[" + strings.Repeat("1", 300) + "hilfe\r", strings.Repeat("1", 300-(maxEscape-1)) + "hilfe\r"}, // ESC [ and 15 digits: dropped,
		{"\xc3", ""}, // a lone first byte at the end: dropped
	} {
		if got, _ := through(c.in); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}

// TestKeysCut: a line over input.MaxInput bytes is cut there and marked;
// the next line is whole again.
func TestKeysCut(t *testing.T) {
	long := strings.Repeat("ä", input.MaxInput) // 2 bytes each
	got, k := through(long + "\rok\r")
	if want := strings.Repeat("ä", input.MaxInput/2) + "\rok\r"; got != want {
		t.Errorf("%d bytes passed, want %d", len(got), len(want))
	}
	if !k.cut() || k.cut() {
		t.Error("the cut line is not marked once")
	}
}

// BenchmarkPaste reads one pasted line of 10,000 and of 1,000,000
// characters through the filter and the line editor: the time per byte
// stays flat (the line editor of before redrew the line at each
// character, quadratic).
func BenchmarkPaste(b *testing.B) {
	for _, n := range []int{10_000, 1_000_000} {
		line := strings.Repeat("x", n) + "\r"
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(n))
			for b.Loop() {
				k := &keys{r: strings.NewReader(line)}
				var out bytes.Buffer
				t := xterm.NewTerminal(struct {
					io.Reader
					io.Writer
				}{k, &out}, "> ")
				if _, err := t.ReadLine(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
