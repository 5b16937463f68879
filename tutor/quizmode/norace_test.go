//go:build !race

package quizmode

// raceOn is set in a build with the race detector.
const raceOn = false
