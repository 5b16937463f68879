//go:build !unix

package term

import (
	"os"
	"os/signal"
)

// restoreOnSignals restores the terminal on an interrupt, then ends
// croupier as the interrupt would have.
func restoreOnSignals(r *restorer) (stop func()) {
	c := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(c, os.Interrupt)
	go func() {
		select {
		case <-c:
			r.restore()
			os.Exit(130)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(c)
		close(done)
	}
}
