//go:build !race

package opponent

// raceOn tells the tests that the race detector slows everything down.
const raceOn = false
