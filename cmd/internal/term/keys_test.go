package term

import (
	"io"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/chzyer/readline"
)

// through passes in through the filter, a byte at a time (so that every
// character is split between reads), and returns what the editor sees.
func through(in string) (string, *keys) {
	k := &keys{r: iotest.OneByteReader(strings.NewReader(in))}
	out, _ := io.ReadAll(k)
	return string(out), k
}

// TestKeys: what reaches readline. Characters split between reads are
// whole; NUL, Ctrl-Z, Ctrl-\, C1 controls, bytes that are no UTF-8, line
// separators and byte-order marks are dropped; readline's keys pass.
func TestKeys(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Dan +4, Anna ±2 – Kö\r", "Dan +4, Anna ±2 – Kö\r"},
		{"a\x00b\x1a\x1c\x0fc\r", "abc\r"},
		{"\xffa\xc3\x28b\r", "a(b\r"},
		{"\u2028x\ufeff\u202e\u0085y", "xy"},
		{"\x01\x02\x05\x06\x07\x08\t\x0b\x0c\x0e\x10\x12\x13\x14\x15\x17\x19\x1b[A\x7f", "\x01\x02\x05\x06\x07\x08\t\x0b\x0c\x0e\x10\x12\x13\x14\x15\x17\x19\x1b[A\x7f"},
		{"ab\x03c\x04", "ab\x03c\x04"},
		{"x\uE004y", "xy"}, // the cut mark cannot be typed
		// escape sequences: the editor's keys pass, the rest is dropped
		{"\x1b[A\x1b[3~\x1bb\x1b[1;5D\x1bOBx", "\x1b[A\x1b[3~\x1bb\x1b[Bx"},
		{"\x1b[1~a\x1b[4~b\x1b[7~c\x1b[8~\x1b[2~", "\x1b[Ha\x1b[Fb\x1b[Hc\x1b[F"}, // Home and End as tmux and rxvt send them; Insert dropped
		{"\x1b[200~hi\x1b[201~", "hi"},
		{"\x1b]0;title\x1b\\x", "0;titlex"}, // ESC ] is Alt-], dropped; what follows is text
		{"\x1bhx", "x"},
		{"\x1b[" + strings.Repeat("1", 300) + "hilfe\r", strings.Repeat("1", 300-(maxEscape-1)) + "hilfe\r"}, // ESC [ and 15 digits: dropped,
		{"\xc3", ""}, // a lone first byte at the end: dropped
	} {
		if got, _ := through(c.in); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}

// TestKeysCut: a line over MaxLine bytes is cut there and marked before
// its end; the next line is whole again.
func TestKeysCut(t *testing.T) {
	long := strings.Repeat("ä", MaxLine) // 2 bytes each
	got, _ := through(long + "\rok\r")
	if want := strings.Repeat("ä", MaxLine/2) + string(cutMark) + "\rok\r"; got != want {
		t.Errorf("%d bytes passed, want %d", len(got), len(want))
	}
}

// BenchmarkPaste reads one pasted line of 10,000 and of 1,000,000
// characters through the filter and readline, as the terminal hands them
// over: the time is that of the first MaxLine bytes (readline
// redraws the line at each character) and of reading and dropping the
// rest, so the longer paste costs little more.
func BenchmarkPaste(b *testing.B) {
	for _, n := range []int{10_000, 1_000_000} {
		line := strings.Repeat("x", n) + "\r"
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(n))
			for b.Loop() {
				rl, err := readline.NewEx(&readline.Config{
					Stdin:          readline.NewCancelableStdin(&keys{r: strings.NewReader(line)}),
					Stdout:         io.Discard,
					FuncIsTerminal: func() bool { return true },
					FuncMakeRaw:    func() error { return nil },
					FuncExitRaw:    func() error { return nil },
					FuncGetWidth:   func() int { return 80 },
				})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := rl.Readline(); err != nil {
					b.Fatal(err)
				}
				rl.Close()
			}
		})
	}
}
