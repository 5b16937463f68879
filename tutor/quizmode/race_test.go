//go:build race

package quizmode

// raceOn is set in a build with the race detector, which is slower: the
// solver test then checks fewer seeds.
const raceOn = true
