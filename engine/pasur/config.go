package pasur

// Config is the table of one round or match: how many play, who deals
// first and which variants are on.
type Config struct {
	Players  int // 2, 3 or 4
	Variants Variants
	Dealer   int // the seat of the (first) dealer
}

// MaxPlayers is the largest table (RULINGS.md "Pasur": 2, 3 or 4 players).
const MaxPlayers = 4

// HandSize is the number of cards each player receives per deal, and the
// number of cards first laid face up on the table.
const HandSize = 4

// Validate checks the number of players, the dealer and the variants:
// the target must be 62, 51 or 11; four_solo needs four players;
// sur_cancel needs exactly two sides; children and jacks_eleven exclude
// each other.
func (c Config) Validate() error {
	if c.Players < 2 || c.Players > MaxPlayers {
		return &ConfigError{Rule: RulePlayers, Err: ErrPlayers, Players: c.Players}
	}
	if c.Dealer < 0 || c.Dealer >= c.Players {
		return &ConfigError{Rule: RuleDealer, Err: ErrDealer, Dealer: c.Dealer}
	}
	v := c.Variants
	if !validTarget(v.Target) {
		return &ConfigError{Rule: RuleTarget, Err: ErrTarget, Target: v.Target, Variant: string(VarTarget)}
	}
	if v.FourSolo && c.Players != 4 {
		return &ConfigError{Rule: RuleFourSolo, Err: ErrFourSolo, Players: c.Players, Variant: string(VarFourSolo)}
	}
	if v.SurCancel && c.Sides() != 2 {
		return &ConfigError{Rule: RuleSurCancelSides, Err: ErrSurCancelSides, Players: c.Players, Variant: string(VarSurCancel)}
	}
	if v.Children && v.JacksEleven {
		return &ConfigError{Rule: RuleVariantClash, Err: ErrVariantConflict, Variant: string(VarJacksEleven)}
	}
	return nil
}

// Partnerships reports whether four players play as two teams, partners
// opposite (seats 0 and 2 against 1 and 3).
func (c Config) Partnerships() bool { return c.Players == 4 && !c.Variants.FourSolo }

// Sides returns the number of sides that score: 2 for partnerships, else
// one per player.
func (c Config) Sides() int {
	if c.Partnerships() {
		return 2
	}
	return c.Players
}

// Side returns the side of a seat: seat mod 2 in partnerships, else the
// seat itself.
func (c Config) Side(seat int) int {
	if c.Partnerships() {
		return seat % 2
	}
	return seat
}

// Next returns the player after seat in the direction of play. Seats are
// numbered counter-clockwise around the table, the default direction of
// play, so the next player is seat+1 mod n by default and seat-1 mod n
// under the variant "clockwise".
func (c Config) Next(seat int) int {
	n := c.Players
	if n <= 0 {
		return 0
	}
	if c.Variants.Clockwise {
		return ((seat-1)%n + n) % n
	}
	return ((seat+1)%n + n) % n
}

// FirstPlayer returns the first player of a round: the one after the
// dealer.
func (c Config) FirstPlayer() int { return c.Next(c.Dealer) }

// Deals returns the number of deals in a round: 6 with 2 players, 4 with
// 3 and 3 with 4 (4 table cards plus 4 per player per deal use 52 cards).
func (c Config) Deals() int {
	if c.Players < 2 || c.Players > MaxPlayers {
		return 0
	}
	return (52 - HandSize) / (HandSize * c.Players)
}

// PlayOrder returns the seats in playing order starting with the first
// player (nil if the number of players is not 2, 3 or 4).
func (c Config) PlayOrder() []int {
	if c.Players < 2 || c.Players > MaxPlayers {
		return nil
	}
	out := make([]int, 0, c.Players)
	p := c.FirstPlayer()
	for i := 0; i < c.Players; i++ {
		out = append(out, p)
		p = c.Next(p)
	}
	return out
}
