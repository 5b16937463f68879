// Package faro is the rules engine of Faro in its two profiles: Pharo
// (chips, the German rulebook pharo.de.txt) and Pharaon (a points ledger,
// the French rulebook pharaon.fr.txt), as settled by RULINGS.md.
//
// A Deal runs one pack "from soda to hock": NewDeal shows the soda, the
// players Place, ChangeStake and Remove bets between turns (and CallTurn
// when exactly three cards remain), and NextTurn draws the next bank card
// (loser) and player card (winner) and settles every bet on them. The
// 25th turn also shows the hock and closes the deal. A Session chains
// deals with the bank passing to the left.
//
// Every refused action returns a *RuleError that wraps one of the
// sentinel errors (ErrDeadRank, ErrStakeTooHigh, …) and names the rule by
// a stable RuleID, leaving the deal unchanged. Every settlement is an
// Event that says what happened to which bet and why (Outcome, Reason,
// RuleID), so that a tutor can explain each amount in any language.
//
// Amounts are exact engine.Amount values (counted in halves); the engine
// does no I/O, keeps no package state and never panics on bad input.
package faro
