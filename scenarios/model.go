package scenarios

import (
	"croupier/engine"
	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

// Pos is a position in a scenario file: 1-based line and column.
type Pos struct{ Line, Col int }

// Game names the game a scenario plays.
type Game string

// The games.
const (
	Faro  Game = "faro"
	Pasur Game = "pasur"
)

// Scenario is one loaded and checked scenario file.
type Scenario struct {
	// File is the name the scenario was loaded under.
	File string
	// ID is the scenario's stable identifier; IDPos where the file
	// writes it.
	ID    string
	IDPos Pos
	// Langs are the declared languages, in the file's order.
	Langs []Lang
	// Title and Intro are shown before the first step.
	Title, Intro Text
	// Game is faro or pasur; Profile faro.Pharo or faro.Pharaon (Faro
	// only; zero for Pasur).
	Game    Game
	Profile faro.Profile
	// Variants are the variant switches the file turns on, as written.
	Variants []string
	// Target is Pasur's target score (62 unless a variant sets 51 or 11).
	Target int
	// Players are the players in seat order.
	Players []Player
	// Limits are Pharo's stake limits (nil: the rulebook's 1..10).
	Limits *Limits
	// Deck is the stacked deck (or Pasur's explicit hands).
	Deck Deck
	// Steps are the authored steps in order. A session or match file's
	// steps are those of all its deals or rounds, one after the other,
	// each later deal or round opened by a StepDeal step.
	Steps []StepSpec
	// Parts are the deals of a Faro session or the rounds of a Pasur
	// match, in order (nil for a file of one deal or round, whose deck is
	// Deck). Deck is always the first part's deck.
	Parts []Part
	// Session is set for a Faro file with deals: a session (RULINGS.md
	// "Session"); Match for a Pasur file with rounds: a match.
	Session *SessionSpec
	Match   bool
	// MatchStart is where a match resumes (match: {start: …}; nil: at 0,
	// the first round the match's first).
	MatchStart *Start
	// MatchSeed seeds the shuffles of a match's table checks (a redeal,
	// a replaced jack) when HasMatchSeed: match: {seed: N}; else the
	// first round's seed does (0 without one, so that a match without
	// any seed replays identically too).
	MatchSeed    uint64
	HasMatchSeed bool
	// Order places the lesson within its track of the tutor's menu
	// (HasOrder false: the number in its id, see LessonOrder); Requires
	// lists the ids of lessons to take first.
	Order    float64
	HasOrder bool
	Requires []string
	// RequiresPos is where each of Requires is written.
	RequiresPos []Pos

	src  []byte     // the file's text, for Fill
	root *yaml.Node // the file's YAML, for Fill (decoded once)
}

// Part is one deal of a Faro session or one round of a Pasur match: its
// own deck and the index of its first step in Scenario.Steps (its
// StepDeal step, except for the first part).
type Part struct {
	Deck  Deck
	First int
	Pos   Pos
}

// SessionSpec is how a Faro session is played: Rounds times round the
// table, every player banking once a round (pharo.de.txt "Spielende";
// Pharaon: one round, pharaon.fr.txt 07).
type SessionSpec struct {
	Rounds int
	// Start is where the session resumes (session: {start: …}; nil: every
	// player starts alike, the file's first deal the session's first).
	Start *Start
}

// Player is one seat at the table.
type Player struct {
	Name string
	// Banker marks Faro's banker.
	Banker bool
	// Start is the starting chips (Pharo), balance (Pharaon) or points
	// (Pasur); HasStart tells whether the file gave it.
	Start    engine.Amount
	HasStart bool
	// Dealer marks Pasur's dealer (default: the seat before the first
	// player in the direction of play: the last player, or the second
	// under the variant clockwise).
	Dealer bool
	Pos    Pos
}

// Limits are Pharo's stake limits in whole chips.
type Limits struct{ Min, Max int64 }

// Deck is how the cards are stacked.
type Deck struct {
	// Cards is a stacked prefix of the deck (the whole deck with 52).
	Cards []engine.Card
	// Bottom are the last cards of the deck, in order (Faro: the last
	// turn and the hock); the cards between are shuffled with Seed.
	Bottom []engine.Card
	// Seed shuffles the cards the prefix leaves out; HasSeed tells whether
	// the file gave one.
	Seed    uint64
	HasSeed bool
	// Hands, Table and Talon give Pasur's deal explicitly (Hands by player
	// name); Talon may be a prefix completed by Seed.
	Hands map[string][]engine.Card
	Table []engine.Card
	Talon []engine.Card
	Pos   Pos
}

// StepKind says what a step of a scenario does.
type StepKind uint8

// The step kinds.
const (
	// StepSay is narration.
	StepSay StepKind = iota + 1
	// StepAction is an action at the table (a bet, a call, a play…).
	StepAction
	// StepTurn draws one or more Faro turns.
	StepTurn
	// StepAsk is a question for the learner.
	StepAsk
	// StepDeal starts the next deal of a Faro session (the bank passed
	// to the left) or the next round of a Pasur match (the next dealer).
	StepDeal
)

// String returns say, action, turn or ask.
func (k StepKind) String() string {
	switch k {
	case StepSay:
		return "say"
	case StepAction:
		return "action"
	case StepTurn:
		return "turn"
	case StepAsk:
		return "ask"
	case StepDeal:
		return "deal"
	}
	return "?"
}

// StepSpec is one step as the file writes it.
type StepSpec struct {
	Kind StepKind
	Pos  Pos
	// Say is the narration (StepSay).
	Say Text
	// Action is the action (StepAction).
	Action *Action
	// Turn describes drawn turns (StepTurn).
	Turn *TurnSpec
	// Ask is the question (StepAsk).
	Ask *Ask
	// Part is the index in Scenario.Parts of the deal or round the step
	// belongs to (0 for a file of one deal or round); a StepDeal step
	// starts that part.
	Part int
}

// ActionKind names an action at the table.
type ActionKind string

// The actions. Bet, Split, HighCard, Change, Remove and Call are Faro's;
// Play is Pasur's.
const (
	ActBet      ActionKind = "bet"
	ActSplit    ActionKind = "split"
	ActHighCard ActionKind = "high_card"
	ActChange   ActionKind = "change"
	ActRemove   ActionKind = "remove"
	ActCall     ActionKind = "call"
	ActPlay     ActionKind = "play"
)

// Action is one action of a player.
type Action struct {
	Kind   ActionKind
	Player string
	// Rank is a bet's rank; Ranks a split's two ranks or a call's order
	// (loser, winner, hock).
	Rank  engine.Rank
	Ranks []engine.Rank
	// Colours is a Foster call's colour order ("red"/"black").
	Colours []string
	// Split tells a remove or change that it names a split (Ranks), High
	// that it names the high-card bet.
	Split, High bool
	// Stake is the chips or weight.
	Stake  engine.Amount
	Copper bool
	// Card is the card a Pasur player plays, Take what it captures
	// (HasTake false: the engine's only capture, or laying the card).
	Card    engine.Card
	Take    []engine.Card
	HasTake bool
	Pos     Pos
	// StakePos is where the stake is written (a refused stake is
	// reported there).
	StakePos Pos
}

// TurnCards are the cards expected in one turn of a turn step's list,
// and where they are written.
type TurnCards struct {
	Loser, Winner, Hock engine.Card
	Keys                map[string]Pos
	Pos                 Pos
}

// TurnSpec is a step that draws Count Faro turns, or with Until all
// turns up to a point of the deal; Loser, Winner and Hock, when set, are
// the cards the author expects in the last of them (the hock only after
// the 25th turn).
type TurnSpec struct {
	Count int
	// Until is "" (draw Count turns), UntilLast (draw until three cards
	// remain, the calling window before the last turn) or UntilEnd (draw
	// to the hock).
	Until               string
	Loser, Winner, Hock engine.Card
	// Each, when expect is a list ({count: N, expect: [{…}, …]}), holds
	// the cards expected in every one of the N turns, in order; Loser,
	// Winner and Hock are then those of the last.
	Each      []TurnCards
	ExpectPos Pos
	// ExpectKeys are the positions of expect's entries (loser, winner,
	// hock).
	ExpectKeys map[string]Pos
	HasExpect  bool
}

// The points a turn step can draw to.
const (
	UntilLast = "last"
	UntilEnd  = "end"
)
