//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package term

import xterm "golang.org/x/term"

// makeRaw puts the terminal in raw mode.
func makeRaw(fd int) error {
	_, err := xterm.MakeRaw(fd)
	return err
}
