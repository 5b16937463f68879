//go:build race

package quiz

// raceOn is set in a build with the race detector, which is slower: the
// measuring tests then read fewer seeds.
const raceOn = true
