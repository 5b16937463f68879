//go:build unix

package term

import (
	"os"
	"os/signal"
	"syscall"
)

// restoreOnSignals restores the terminal when a signal that ends croupier
// arrives, then lets the signal end it as it would have. The returned
// function stops the watch.
func restoreOnSignals(r *restorer) (stop func()) {
	c := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(c, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT)
	go func() {
		select {
		case sig := <-c:
			r.restore()
			signal.Reset(sig.(syscall.Signal))
			_ = syscall.Kill(os.Getpid(), sig.(syscall.Signal))
		case <-done:
		}
	}()
	return func() {
		signal.Stop(c)
		close(done)
	}
}
