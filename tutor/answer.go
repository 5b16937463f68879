package tutor

import (
	"errors"
	"strings"

	"croupier/engine"
)

// AnswerKind is the shape of answer a question expects.
type AnswerKind uint8

// The answer kinds.
const (
	// AnsSettlement: each player's net change ("Dan +4, Bank -6").
	AnsSettlement AnswerKind = iota + 1
	// AnsPlay: a Pasur play ("nehme 4♠ 7♦", "7♠ nimmt 4♦", "lege 5♣").
	AnsPlay
	// AnsYesNo: ja/nein, oui/non.
	AnsYesNo
	// AnsCount: a whole number ("3", "drei", "trois").
	AnsCount
	// AnsChoice: one of numbered or lettered choices ("2", "b").
	AnsChoice
	// AnsAmount: one exact amount ("1½", "1,5", "-3").
	AnsAmount
	// AnsRank: one rank ("B", "Bube", "V", "roi").
	AnsRank
	// AnsCall: the order of the last three cards ("7 B 3",
	// "7 verliert, B gewinnt", or colours "rot schwarz rot").
	AnsCall
	// AnsCards: a list of cards ("4♠ 7♦", "Pik-Dame").
	AnsCards
	// AnsBet: a Faro bet ("4 auf 9", "mise 2 sur roi cuivre").
	AnsBet
	// AnsRanks: a set of ranks ("3, 7, K"; "keine", "aucun" for none).
	AnsRanks
	// AnsScore: a Pasur score by category ("Asse 2, Buben 1, Summe 8")
	// or just the total ("8").
	AnsScore
)

// Delta is one player's net change in a settlement answer.
type Delta struct {
	Player string // the player's name as the context spells it
	Amount engine.Amount
}

// Answer is a parsed answer. Only the fields of its Kind are set.
type Answer struct {
	Kind AnswerKind
	// Deltas (AnsSettlement) in the order typed.
	Deltas []Delta
	// Play is the card played (AnsPlay; zero when the question fixes it),
	// Take the cards taken; TakeAll asks for everything the played card
	// can take ("alles", "tout"); Lay says the card is laid; HasTake says
	// the learner named what is taken (or "nichts"/"rien").
	Play    engine.Card
	Take    []engine.Card
	TakeAll bool
	Lay     bool
	HasTake bool
	// Yes (AnsYesNo).
	Yes bool
	// Count (AnsCount) and Choices (AnsChoice, 0-based, in the order
	// typed; usually one).
	Count   int
	Choices []int
	// Amount (AnsAmount, AnsBet's stake).
	Amount engine.Amount
	// Rank (AnsRank, AnsBet), Rank2 (a split bet).
	Rank, Rank2 engine.Rank
	// Ranks (AnsCall: loser, winner and, if typed, hock) or Colours
	// (Foster's call, true for red).
	Ranks   []engine.Rank
	Colours []bool
	// Cards (AnsCards).
	Cards []engine.Card
	// Copper (AnsBet) marks a coppered bet.
	Copper bool
	// Score (AnsScore) maps score categories (see ScoreCategory) to
	// points.
	Score map[string]int
}

// AnswerContext is what the parser needs to know about the table to read
// short answers: the player names, who is the bank, and the cards a rank
// alone ("B", "V") may stand for.
type AnswerContext struct {
	// Players are the names at the table, in seat order.
	Players []string
	// Bank is the banker's name; "Bank", "banque", "Bankhalter",
	// "banquier" name it too.
	Bank string
	// Hand holds the cards the learner may play, Table the cards on the
	// table that may be taken.
	Hand, Table []engine.Card
	// Choices is the number of choices of a choice question.
	Choices int
}

// Sentinel errors of the answer parser. Every error ParseAnswer returns is
// an *AnswerError wrapping one of them.
var (
	ErrEmptyAnswer     = errors.New("no answer given")
	ErrUnknownPlayer   = errors.New("no such player")
	ErrDuplicatePlayer = errors.New("player named twice")
	ErrMissingAmount   = errors.New("player without an amount")
	ErrMissingPlayer   = errors.New("amount without a player")
	ErrBadCard         = errors.New("not a card")
	ErrAmbiguousCard   = errors.New("ambiguous card")
	ErrCardNotThere    = errors.New("no such card at hand or on the table")
	ErrTwoPlays        = errors.New("two cards played")
	ErrNotYesNo        = errors.New("not yes or no")
	ErrBadCount        = errors.New("not a whole number")
	ErrBadChoice       = errors.New("not one of the choices")
	ErrBadAmount       = errors.New("not an amount")
	ErrBadRank         = errors.New("not a rank")
	ErrCallLength      = errors.New("a call names two or three ranks or colours")
	ErrBadBet          = errors.New("not a bet")
	ErrUnexpected      = errors.New("unexpected words")
	ErrAnswerTooLong   = errors.New("answer too long")
)

// AnswerError tells why an answer could not be read: Err is a sentinel,
// Token the part at fault, Choices what an ambiguous token could mean
// (cards or player names), Cause the engine's own error if any.
type AnswerError struct {
	Err     error
	Token   string
	Choices []string
	Cause   error
}

// Error describes the problem in English, for logs.
func (e *AnswerError) Error() string {
	s := e.Err.Error()
	if e.Token != "" {
		s += ": \"" + e.Token + "\""
	}
	if len(e.Choices) > 0 {
		s += " (" + strings.Join(e.Choices, ", ") + ")"
	}
	return s
}

// Unwrap returns the sentinel error and the cause.
func (e *AnswerError) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}

func answerErr(err error, tok string) *AnswerError { return &AnswerError{Err: err, Token: tok} }

// ParseAnswer reads a typed answer of the given kind in German or French
// (both are always accepted). ctx may be nil for kinds that need no
// table. It never panics and refuses input over MaxInput bytes.
func ParseAnswer(input string, kind AnswerKind, ctx *AnswerContext) (Answer, error) {
	if len(input) > MaxInput {
		return Answer{}, answerErr(ErrAnswerTooLong, "")
	}
	if ctx == nil {
		ctx = &AnswerContext{}
	}
	s := strings.TrimSpace(Fold(input))
	s = strings.Trim(s, ".!")
	if strings.TrimSpace(s) == "" {
		return Answer{}, answerErr(ErrEmptyAnswer, "")
	}
	switch kind {
	case AnsSettlement:
		return parseSettlement(s, ctx)
	case AnsPlay:
		return parsePlay(s, ctx)
	case AnsYesNo:
		return parseYesNo(s)
	case AnsCount:
		return parseCount(s)
	case AnsChoice:
		return parseChoice(s, ctx.Choices)
	case AnsAmount:
		return parseAmountAnswer(s)
	case AnsRank:
		return parseRankAnswer(s)
	case AnsCall:
		return parseCall(s)
	case AnsCards:
		return parseCardList(s, ctx)
	case AnsBet:
		return parseBet(s)
	case AnsRanks:
		return parseRankList(s)
	case AnsScore:
		return parseScore(s)
	}
	return Answer{}, answerErr(ErrUnexpected, "")
}
