//go:build !unix

package term

import "os"

// canNotifyResize: no resize signal here; the width is asked each time.
const canNotifyResize = false

func notifyResize(chan<- os.Signal) bool { return false }
