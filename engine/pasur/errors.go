package pasur

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"croupier/engine"
)

// RuleID names a rule in a stable, language-neutral way
// ("pasur.lay.must_capture") that the rules reference, lessons, quizzes
// and the tutor's messages can cite.
type RuleID string

// Rule identifiers of refusals: configuration and setup.
const (
	RulePlayers        RuleID = "pasur.config.players"
	RuleDealer         RuleID = "pasur.config.dealer"
	RuleTarget         RuleID = "pasur.variant.target"
	RuleVariant        RuleID = "pasur.variant.name"
	RuleSurCancelSides RuleID = "pasur.variant.sur_cancel.two_sides"
	RuleFourSolo       RuleID = "pasur.variant.four_solo.players"
	RuleVariantClash   RuleID = "pasur.variant.conflict"
	RuleDeck           RuleID = "pasur.deal.deck"
	RuleRandom         RuleID = "pasur.deal.random"
	RuleDealLimit      RuleID = "pasur.deal.check_limit"
	RuleSetup          RuleID = "pasur.setup"
	RuleScores         RuleID = "pasur.setup.scores"
	RuleTableSize      RuleID = "pasur.setup.table_size"
)

// Rule identifiers of refused moves.
const (
	RuleRoundOver    RuleID = "pasur.round.over"
	RuleInvalidCard  RuleID = "pasur.play.invalid_card"
	RuleNotYourTurn  RuleID = "pasur.play.not_your_turn"
	RuleNotInHand    RuleID = "pasur.play.not_in_hand"
	RuleDuplicate    RuleID = "pasur.capture.duplicate"
	RuleNotOnTable   RuleID = "pasur.capture.not_on_table"
	RuleMustCapture  RuleID = "pasur.lay.must_capture"
	RuleFaceInSum    RuleID = "pasur.capture.face_in_sum"
	RuleBadSum       RuleID = "pasur.capture.bad_sum"
	RuleCannotSplit  RuleID = "pasur.capture.cannot_split"
	RuleWrongRank    RuleID = "pasur.capture.wrong_rank"
	RuleJackFace     RuleID = "pasur.capture.jack_no_face"
	RuleMustTakeAll  RuleID = "pasur.capture.must_take_all"
	RuleMatchOver    RuleID = "pasur.match.over"
	RuleRoundPending RuleID = "pasur.match.round_not_over"
)

// Rule identifiers of the rules a move or a score applies. MoveResult and
// Capture cite them; SurDenied holds one of the RuleNoSur… ids.
const (
	RuleCaptureSum      RuleID = "pasur.capture.sum11"
	RuleCaptureRank     RuleID = "pasur.capture.rank"
	RuleCaptureJack     RuleID = "pasur.capture.jack"
	RuleCaptureJack11   RuleID = "pasur.variant.jacks_eleven"
	RuleCaptureChildren RuleID = "pasur.variant.children"
	RuleLay             RuleID = "pasur.lay"
	RuleSur             RuleID = "pasur.sur"
	RuleNoSurWithJack   RuleID = "pasur.variant.no_sur_with_jack"
	RuleNoSurLastDeal   RuleID = "pasur.variant.no_sur_last_deal"
	RuleNoSurAt50       RuleID = "pasur.variant.no_sur_at_50"
	RuleLastCapture     RuleID = "pasur.end.last_capture"
	RuleNobodyCaptured  RuleID = "pasur.end.nobody"
)

// Rule identifiers of how a round is dealt and played around the table,
// which no move refuses, for lessons and quizzes that ask about them: how
// many deals a round has (Config.Deals), and the direction of play with
// the seats of partners.
const (
	RuleDealCount RuleID = "pasur.deal.count"
	RuleSeating   RuleID = "pasur.config.seating"
	// RuleCapturePile: the cards taken, with the card that took them, go
	// face down to the player's (or the partnership's) capture pile.
	RuleCapturePile RuleID = "pasur.capture.pile"
)

// Sentinel errors. Every error the package returns wraps exactly one of
// them inside a *ConfigError, *SetupError or *MoveError.
var (
	ErrPlayers         = errors.New("a Pasur table has 2, 3 or 4 players")
	ErrDealer          = errors.New("the dealer is not one of the seats")
	ErrTarget          = errors.New("the target is 62, 51 or 11")
	ErrUnknownVariant  = errors.New("unknown variant")
	ErrVariantValue    = errors.New("a switch is true or false")
	ErrSurCancelSides  = errors.New("surs cancel only between two sides")
	ErrFourSolo        = errors.New("four_solo needs four players")
	ErrVariantConflict = errors.New("children's Pasur and jacks_eleven exclude each other")
	ErrNeedRandom      = errors.New("the table check needs a shuffle but no random source was given")
	ErrDealLimit       = errors.New("the table check kept failing; dealing abandoned")
	ErrSetup           = errors.New("invalid setup")
	ErrScores          = errors.New("one score per side is needed")
	ErrTableTooLarge   = errors.New("too many cards on the table")
	ErrTableTooRich    = errors.New("the table allows too many distinct captures")
	ErrRoundOver       = errors.New("the round is over")
	ErrInvalidCard     = errors.New("not one of the 52 cards")
	ErrNotYourTurn     = errors.New("it is not this player's turn")
	ErrNotInHand       = errors.New("the card is not in the hand of the player to move")
	ErrDuplicateTake   = errors.New("a card is taken twice")
	ErrNotOnTable      = errors.New("the card to take is not on the table")
	ErrMustCapture     = errors.New("this card can capture, so it may not be laid")
	ErrFaceInSum       = errors.New("kings, queens and jacks never count in a sum")
	ErrBadSum          = errors.New("the cards do not make 11")
	ErrCannotSplit     = errors.New("the cards cannot be split into groups that each make 11")
	ErrWrongRank       = errors.New("kings and queens take only their own rank")
	ErrChildrenRank    = errors.New("in children's Pasur a card takes only its own rank, never a sum")
	ErrJackFace        = errors.New("a jack takes no kings or queens")
	ErrMustTakeAll     = errors.New("this card takes all such cards on the table at once")
	ErrMatchOver       = errors.New("the match is over")
	ErrRoundNotOver    = errors.New("the current round is not over")
	ErrStartTotal      = errors.New("a resumed match's total is from 0 to MaxStartTotal")
	ErrStartPlayed     = errors.New("a resumed match has played from 0 rounds to fewer than the match's rounds")
	ErrStartDecided    = errors.New("these totals end the match: one side alone has the target or more")
)

// ConfigError says what is wrong with a Config or a variant setting.
type ConfigError struct {
	Rule    RuleID
	Err     error
	Players int      // the number of players given
	Dealer  int      // the dealer given
	Target  int      // the target given
	Variant string   // the variant name concerned
	Value   string   // the value given to the variant
	Choices []string // the accepted names, for ErrUnknownVariant
}

// Error describes the problem in English.
func (e *ConfigError) Error() string {
	switch e.Err {
	case ErrPlayers:
		return fmt.Sprintf("%v (got %d)", e.Err, e.Players)
	case ErrDealer:
		return fmt.Sprintf("%v (got %d)", e.Err, e.Dealer)
	case ErrUnknownVariant:
		return fmt.Sprintf("%v %q: use one of %s", e.Err, e.Variant, strings.Join(e.Choices, ", "))
	case ErrTarget:
		if e.Value != "" {
			return fmt.Sprintf("%v (got %q)", e.Err, e.Value)
		}
		return fmt.Sprintf("%v (got %d)", e.Err, e.Target)
	case ErrVariantValue:
		return fmt.Sprintf("%v: %s = %q", e.Err, e.Variant, e.Value)
	}
	return e.Err.Error()
}

// Unwrap returns the sentinel error.
func (e *ConfigError) Unwrap() error { return e.Err }

// SetupError says what is wrong with a deck or an explicit setup. Deck
// problems wrap the *engine.DeckError as Cause.
type SetupError struct {
	Rule  RuleID
	Err   error
	Seat  int         // the seat concerned, or -1
	Card  engine.Card // the card concerned, if any
	Count int         // a count concerned (cards, scores, attempts)
	Cause error       // an underlying error, such as an *engine.DeckError
}

// Error describes the problem in English.
func (e *SetupError) Error() string {
	msg := e.Err.Error()
	if e.Cause != nil {
		msg += ": " + e.Cause.Error()
	}
	if e.Seat >= 0 {
		msg += " (seat " + strconv.Itoa(e.Seat) + ")"
	}
	if e.Count != 0 {
		msg += " (" + strconv.Itoa(e.Count) + ")"
	}
	return msg
}

// Unwrap returns the sentinel error and the cause.
func (e *SetupError) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}

// MoveError says why a move was refused. Err is the sentinel, Rule the rule
// it breaks; the other fields give what a tutor needs to explain it.
type MoveError struct {
	Rule RuleID
	Err  error
	Seat int // the player to move
	// Holder is, for ErrNotYourTurn, the seat that tried to play when it
	// is not to move, or else the seat that holds the card; else -1.
	Holder int
	Card   engine.Card // the played card
	// Offending is the card at fault in the move's Take, if one is (for
	// ErrBadSum: a card worth more than Need).
	Offending engine.Card
	// Cards are the cards concerned: the taken cards (bad sum, cannot
	// split) or the cards that must be taken (must take all).
	Cards []engine.Card
	// Sum is the sum of the values of the taken cards (without the played
	// card), for ErrBadSum.
	Sum int
	// Need is the sum each group of taken cards must reach: 11 minus the
	// played card's value (11 for a jack under jacks_eleven).
	Need int
	// Choices are the legal moves of the played card, for ErrMustCapture,
	// ErrBadSum and ErrCannotSplit.
	Choices []Move
}

// Error describes the problem in English.
func (e *MoveError) Error() string {
	switch e.Err {
	case ErrNotYourTurn:
		if e.Holder >= 0 {
			return fmt.Sprintf("%v: %v is held by seat %d, seat %d is to play", e.Err, e.Card, e.Holder, e.Seat)
		}
		return fmt.Sprintf("%v: seat %d is to play", e.Err, e.Seat)
	case ErrNotInHand, ErrMustCapture:
		return fmt.Sprintf("%v: %v", e.Err, e.Card)
	case ErrNotOnTable, ErrDuplicateTake, ErrFaceInSum, ErrWrongRank, ErrChildrenRank, ErrJackFace:
		return fmt.Sprintf("%v: %v with %v", e.Err, e.Offending, e.Card)
	case ErrInvalidCard:
		return fmt.Sprintf("%v: %v", e.Err, e.Offending)
	case ErrBadSum:
		if e.Offending.Valid() {
			return fmt.Sprintf("%v: %v is worth more than %d, all a group may hold with %v", e.Err, e.Offending, e.Need, e.Card)
		}
		return fmt.Sprintf("%v: %s", e.Err, e.sumText())
	case ErrCannotSplit:
		return fmt.Sprintf("%v: %s with %v", e.Err, cardList(e.Cards), e.Card)
	case ErrMustTakeAll:
		return fmt.Sprintf("%v: %v must take %s", e.Err, e.Card, cardList(e.Cards))
	}
	return e.Err.Error()
}

// sumText renders "8 + 2 + 2 = 12 ≠ 11" when one group was meant (the
// taken cards sum to less than two groups), else the sum of the taken
// cards against the group size: "3 + 2 + 1 + 1 = 7, not a multiple of 3".
func (e *MoveError) sumText() string {
	var b strings.Builder
	single := e.Sum < 2*e.Need
	played := single && e.Card.Rank.Valid() && !e.Card.Rank.Face()
	total := e.Sum
	if played {
		b.WriteString(strconv.Itoa(int(e.Card.Rank)))
		total += int(e.Card.Rank)
	}
	for i, c := range e.Cards {
		if i > 0 || played {
			b.WriteString(" + ")
		}
		b.WriteString(strconv.Itoa(sumValue(c.Rank)))
	}
	b.WriteString(" = " + strconv.Itoa(total))
	if single {
		b.WriteString(" ≠ 11")
	} else {
		b.WriteString(", not a multiple of " + strconv.Itoa(e.Need))
	}
	return b.String()
}

// Unwrap returns the sentinel error.
func (e *MoveError) Unwrap() error { return e.Err }

func cardList(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}
