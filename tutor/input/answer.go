package input

import (
	"croupier/engine"
	"croupier/engine/faro"
)

// Kind is the shape of answer a question expects; each kind's answer is a
// value of its own type (the type named like the kind, without "Kind").
type Kind uint8

// The kinds of answers.
const (
	// KindSettlement: each player's net change ("Dan +4, Bank -6").
	KindSettlement Kind = iota + 1
	// KindPlay: a Pasur play ("nehme 4♠ 7♦", "7♠ nimmt 4♦", "lege 5♣").
	KindPlay
	// KindYesNo: ja/nein, oui/non.
	KindYesNo
	// KindCount: a whole number ("3", "drei", "trois").
	KindCount
	// KindChoice: one of numbered or lettered choices ("2", "b").
	KindChoice
	// KindAmount: one exact amount ("1½", "1,5", "-3").
	KindAmount
	// KindRank: one rank ("B", "Bube", "V", "roi").
	KindRank
	// KindCall: the order of the last three cards ("7 B 3", "7 verliert,
	// B gewinnt", or colours "rot schwarz rot").
	KindCall
	// KindCards: a list of cards ("4♠ 7♦", "Pik-Dame").
	KindCards
	// KindBet: a Faro bet ("4 auf 9", "mise 2 sur roi cuivré").
	KindBet
	// KindRanks: a set of ranks ("3, 7, K"; "keine", "aucun" for none).
	KindRanks
	// KindScore: a Pasur score by category ("Asse 2, Buben 1, Summe 8")
	// or just the total ("8").
	KindScore
	// KindPlayer: one player ("Dan", "die Bank" for the banker, "niemand"
	// / "personne" for nobody).
	KindPlayer
	// KindPlayers: one or more players ("Dan und Anna"), or a draw
	// ("unentschieden", "match nul").
	KindPlayers
	// KindBets: bets on the layout, each optionally after its player's
	// name ("Dan 4 auf 9; Anna 2 auf K gecoppert"), or none ("keine",
	// "aucune").
	KindBets
	// KindTableCheck: what the table check did ("neu gegeben", "Bube
	// ersetzt", "nouvelle donne", "valet remplacé"; "nichts", "rien" when
	// the table passed).
	KindTableCheck
	// KindOdds: a chance or edge ("1/17", "5,9 %", "5.9 Prozent",
	// "0,059").
	KindOdds
)

// Answer is a typed answer: a value of its kind's type (Settlement,
// Amount, Cards, Choice …).
type Answer interface {
	// Kind is the answer's kind.
	Kind() Kind
}

// Settlement is each player's net change, in the order typed.
type Settlement struct{ Deltas []Delta }

// Delta is one player's net change in a settlement answer.
type Delta struct {
	// Player is the player's name as the table spells it.
	Player string
	Amount engine.Amount
	// Bank reports that the player is the banker (named by name or by a
	// bank word: "Bank", "banque").
	Bank bool
	// Said is how the learner named the player, as typed ("die Bank",
	// "Da"); empty when the reader filled the player in.
	Said string
}

// Play is a Pasur play: Play is the card played (zero when the question
// fixes it), Take the cards taken; TakeAll asks for everything the played
// card can take ("alles", "tout") but Except ("alles außer dem König",
// "tout sauf les rois"); Lay says the card is laid; HasTake says the
// learner named what is taken (or "nichts"/"rien").
type Play struct {
	Play    engine.Card
	Take    []engine.Card
	TakeAll bool
	Lay     bool
	HasTake bool
	Except  []engine.Card
}

// YesNo is a yes or a no.
type YesNo struct{ Yes bool }

// Count is a whole number.
type Count struct{ Count int }

// Choice is one or more choices, 0-based, in the order typed; ByText
// reports choices picked by words or a number an option states, not by
// letter.
type Choice struct {
	Choices []int
	ByText  bool
}

// Amount is one exact amount.
type Amount struct{ Amount engine.Amount }

// Rank is one rank.
type Rank struct{ Rank engine.Rank }

// Call is the order of the last three cards: Ranks (loser, winner and,
// if typed, hock) or Colours (Foster's call, true for red).
type Call struct {
	Ranks   []engine.Rank
	Colours []bool
}

// Cards is a list of cards.
type Cards struct{ Cards []engine.Card }

// Bet is a Faro bet: what it covers (faro.Single: Rank; faro.Split: Rank
// and Rank2), its stake, and whether it is coppered.
type Bet struct {
	Covers      faro.BetKind
	Stake       engine.Amount
	Rank, Rank2 engine.Rank
	Copper      bool
}

// Ranks is a set of ranks.
type Ranks struct{ Ranks []engine.Rank }

// Score maps score categories (see ScoreCategory) to points.
type Score struct{ Score map[string]int }

// Player is one player, or Nobody ("niemand", "personne").
type Player struct {
	Name   string
	Nobody bool
}

// Players are one or more players in the order typed, or a Draw.
type Players struct {
	Names []string
	Draw  bool
}

// Bets are bets on the layout (none: "keine", "aucune").
type Bets struct{ Bets []BetItem }

// BetItem is one bet of a Bets answer, Player its player ("" when not
// named).
type BetItem struct {
	Player string
	Bet    Bet
}

// TableCheck is what the table check did, in order: "redeal" and
// "jack"; none when the table passed.
type TableCheck struct{ Checks []string }

// Odds is a chance in the notation of scenario files ("1/17", "5.9 %",
// "0.059"). Side is +1 for a figure said to be a little short of the
// chance ("gut 11 %", « un bon 11 % »: the chance is from the figure to
// one unit of its last digit more), -1 for one said to be a little more
// ("knapp 12 %", « presque 12 % »), 0 for a figure rounded either way.
type Odds struct {
	Odds string
	Side int
}

// Kind returns KindSettlement.
func (Settlement) Kind() Kind { return KindSettlement }

// Kind returns KindPlay.
func (Play) Kind() Kind { return KindPlay }

// Kind returns KindYesNo.
func (YesNo) Kind() Kind { return KindYesNo }

// Kind returns KindCount.
func (Count) Kind() Kind { return KindCount }

// Kind returns KindChoice.
func (Choice) Kind() Kind { return KindChoice }

// Kind returns KindAmount.
func (Amount) Kind() Kind { return KindAmount }

// Kind returns KindRank.
func (Rank) Kind() Kind { return KindRank }

// Kind returns KindCall.
func (Call) Kind() Kind { return KindCall }

// Kind returns KindCards.
func (Cards) Kind() Kind { return KindCards }

// Kind returns KindBet.
func (Bet) Kind() Kind { return KindBet }

// Kind returns KindRanks.
func (Ranks) Kind() Kind { return KindRanks }

// Kind returns KindScore.
func (Score) Kind() Kind { return KindScore }

// Kind returns KindPlayer.
func (Player) Kind() Kind { return KindPlayer }

// Kind returns KindPlayers.
func (Players) Kind() Kind { return KindPlayers }

// Kind returns KindBets.
func (Bets) Kind() Kind { return KindBets }

// Kind returns KindTableCheck.
func (TableCheck) Kind() Kind { return KindTableCheck }

// Kind returns KindOdds.
func (Odds) Kind() Kind { return KindOdds }
