// Package odds computes the exact chances of a Faro deal from the
// casekeeper's count (RULINGS.md "Casekeeper"): what the next turn does
// to each rank, the chance of a doublet before the deal ends, the orders
// of the last three cards when the turn is called, and the expected gain
// of every kind of open bet (a Pharaon pronostic, a Pharo bet that stays
// on the layout, a Pharo split, high card, a call of the turn).
//
// The input is a Box: the cards not shown yet. Their order is unknown and
// every order is equally likely. The soda is gone; the N cards in the box
// come out as N/2 turns of two (the bank card, which loses, then the
// player card, which wins) and, when N is odd, the last card is the hock,
// which settles nothing ordinary. A real deal has N = 51 before the first
// turn and N = 3 before the last.
//
// The rules differ by profile (faro.Pharo, faro.Pharaon): ComputeSheet
// values every bet a profile offers now and Assess one bet, with its edge
// over its whole life and per settlement and an Alert when it costs more
// than any bet of a fresh deal; SimulateDeals confirms the figures by
// Monte-Carlo, the same for a seed whatever the number of workers, and
// Compare and Summarize set them side by side.
//
// Every result is an exact Fraction, together with the whole numbers it
// was made from (ways, placements, orders), so that a tutor can explain
// each figure in any language. Most counts are over the equally likely
// sets of positions of one or two ranks' cards among the N places, and
// fit in an int64. Float64 appears only in display helpers (Percent) and
// in the Monte-Carlo Estimates of Simulate, which confirm the exact
// figures.
//
// The package does no I/O, knows no language, keeps no state, never
// panics on bad input and takes its randomness only from the caller's
// *rand.Rand. See docs/odds.md for the method and worked numbers.
package odds
