//go:build !race

package quiz

// raceOn is set in a build with the race detector.
const raceOn = false
