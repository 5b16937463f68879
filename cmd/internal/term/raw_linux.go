package term

import "golang.org/x/sys/unix"

// The requests that read and set a terminal's mode.
const (
	ioctlGetTermios = unix.TCGETS
	ioctlSetTermios = unix.TCSETS
)
