// Package opponent holds the computer players of Pasur and the coach
// built on the strongest of them.
//
// # Levels
//
// Three players choose moves for a seat from a pasur.View, which holds
// only what that seat may know, so no player can peek at hidden cards:
//
//   - Random plays a uniformly random legal move.
//   - Greedy plays the best immediate capture by RULINGS.md's "best"
//     (points taken, then cards, then clubs) over all its cards, and
//     otherwise lays its least useful card (see Greedy).
//   - Strong samples the cards it cannot see consistently with the View,
//     searches the rest of the deal exactly for each sample (to the end of
//     the round once the talon is empty) and plays the move with the best
//     expected margin over the round (see Analyze).
//
// # Coach
//
// A Coach analyses the learner's position with the strong search and
// answers in typed values: a Verdict on the move played (was another move
// clearly better, which, why, and at what expected cost), a Tip before
// the move, and a Review of a round. Reasons are Reason values (kinds with
// cards and points), never text: the tutor words them.
//
// # Values
//
// Expected points are Centipoints (hundredths of a point), integers, so
// that every result is the same on every machine. A move's value is the
// expected margin at the end of the round of the mover's side over the
// mean of the other sides (for two sides: own points minus the
// opponents').
//
// The package does no I/O, keeps no package state and takes randomness
// only from an injected *rand.Rand or seed; given the same seed and the
// same View every player and the coach return the same answer.
package opponent
