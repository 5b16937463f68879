//go:build unix

package term

import (
	"os"
	"os/signal"
	"syscall"
)

// canNotifyResize: the system signals a terminal's resize (SIGWINCH).
const canNotifyResize = true

// notifyResize relays SIGWINCH to c.
func notifyResize(c chan<- os.Signal) bool {
	signal.Notify(c, syscall.SIGWINCH)
	return true
}
