package tutor

import (
	"bufio"
	"croupier/locales"
	"croupier/tutor/input"
	"errors"
	"io"
)

// Run drives a session in plain line mode, for pipes and scripted
// sessions: it writes the prompt, reads a line, echoes it when echo is
// set (so the output reads as a transcript), and handles it, until the
// learner quits or the input ends (which saves and quits, like Ctrl-D).
// A value on interrupts cancels the current question, like Ctrl-C; it
// may be nil.
func Run(s *Session, in io.Reader, out io.Writer, echo bool, interrupts <-chan struct{}) error {
	lines := make(chan string)
	errc := make(chan error, 1)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		br := bufio.NewReaderSize(in, 4096)
		for {
			line, err := readLine(br)
			if err != nil {
				errc <- err
				return
			}
			select {
			case lines <- line:
			case <-stop:
				return
			}
		}
	}()
	for !s.Done() {
		io.WriteString(out, s.Prompt())
		select {
		case line := <-lines:
			if echo {
				// what came from stdin is escaped like file text: an
				// escape sequence in an input file must not drive the terminal
				io.WriteString(out, locales.Clean(line)+"\n")
			}
			s.Handle(line)
		case <-interrupts:
			io.WriteString(out, "^C\n")
			s.Interrupt()
		case err := <-errc:
			io.WriteString(out, "\n")
			s.EOF()
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
	return nil
}

// readLine reads one line without its line ending. A line longer than
// input.MaxInput is cut (the rest is read and dropped) and marked too long by
// keeping input.MaxInput+1 bytes, so that Handle refuses it.
func readLine(br *bufio.Reader) (string, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(buf) <= input.MaxInput {
			buf = append(buf, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && (len(buf) == 0 || !errors.Is(err, io.EOF)) {
			return "", err
		}
		break
	}
	if len(buf) > input.MaxInput+1 {
		buf = buf[:input.MaxInput+1]
	}
	for len(buf) > 0 && (buf[len(buf)-1] == '\n' || buf[len(buf)-1] == '\r') {
		buf = buf[:len(buf)-1]
	}
	return string(buf), nil
}
