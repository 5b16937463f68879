// Package pasur is the rules engine of Pasur, the Iranian fishing game of
// the rulebook pasur.de.txt, as settled by RULINGS.md (section "Pasur").
//
// # Seats and direction
//
// Seats are numbered 0 … Players-1 in counter-clockwise order around the
// table, the default direction of play and deal (the rulebook's Persian
// tradition): seat i+1 sits on the right of seat i, and the player after
// seat i is seat i+1 mod n ("Das Spiel beginnt mit dem Spieler rechts vom
// Geber"). So seats listed in order are the default order of play. The
// variant "clockwise" reverses the direction: the player after seat i is
// then seat i-1 mod n. The first player of a round is the one after the
// dealer; the dealer passes to the next player between rounds.
//
// # Sides
//
// Points belong to sides. With 2 or 3 players, and with 4 players under
// the variant "four_solo", each seat is its own side (side = seat). With 4
// players in partnership, partners sit opposite: side 0 is seats 0 and 2,
// side 1 is seats 1 and 3 (side = seat mod 2).
//
// # Rounds, deals and moves
//
// A Round is one shuffled deck played out: NewRound deals a full deck in
// blocks of four (each player in playing order, then four face up to the
// table), applies the initial table check and reports it as DealEvents;
// NewRoundExplicit and NewRoundFrom start from hands, table and talon that
// a scenario gives. A Move is a card from the hand of the player to move
// and the set of table cards it takes (none: the card is laid). LegalMoves
// lists every distinct legal move; Play refuses anything else with a
// *MoveError naming the rule (a RuleID) and wrapping a sentinel error. A
// Match chains rounds until a side reaches the target.
//
// # Representation
//
// A set of cards is an engine.CardSet. Because Card.Index is rank-major, the
// four cards of rank r occupy bits 4(r-1) … 4(r-1)+3; the capture search
// works on these 4-bit "nibbles" (counts per rank) and expands count vectors
// into concrete cards only at the end.
//
// The package does no I/O, keeps no package state, never panics on any
// input and takes randomness only from an injected *rand.Rand. A Round or
// Match is not safe for concurrent use.
package pasur
