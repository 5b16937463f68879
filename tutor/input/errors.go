package input

import (
	"strings"

	"croupier/engine"
	"croupier/locales"
)

// Reason says why a line could not be read.
type Reason uint8

// The reasons.
const (
	// ErrEmpty: nothing was typed, or only words that carry nothing.
	ErrEmpty Reason = iota + 1
	// ErrUnknownPlayer: a name that is nobody at the table (Choices: the
	// players, or the several players the name could mean).
	ErrUnknownPlayer
	// ErrDuplicatePlayer: a player named twice.
	ErrDuplicatePlayer
	// ErrMissingAmount: a player without an amount.
	ErrMissingAmount
	// ErrMissingPlayer: an amount without a player.
	ErrMissingPlayer
	// ErrBadCard: a word that looks like a card but is none.
	ErrBadCard
	// ErrAmbiguousCard: a card that could be several (Choices).
	ErrAmbiguousCard
	// ErrCardNotThere: a rank alone with no such card at hand or on the
	// table.
	ErrCardNotThere
	// ErrTwoPlays: two cards played in one move.
	ErrTwoPlays
	// ErrNotYesNo: not yes or no.
	ErrNotYesNo
	// ErrBadCount: not a whole number.
	ErrBadCount
	// ErrBadChoice: not one of the choices.
	ErrBadChoice
	// ErrBadAmount: not an amount (or finer than a half).
	ErrBadAmount
	// ErrBadRank: not a rank.
	ErrBadRank
	// ErrCallLength: a call of the turn names two or three ranks or
	// colours.
	ErrCallLength
	// ErrBadBet: not a bet (a stake and one or two ranks).
	ErrBadBet
	// ErrUnexpected: words that fit nothing here.
	ErrUnexpected
	// ErrOtherCard: the answer plays another card than the one the
	// question is about (Choices: that card).
	ErrOtherCard
	// ErrTooLong: more than MaxInput bytes.
	ErrTooLong
	// ErrOtherPlayer: an amount names another player than the one the
	// question is about (Choices: that player).
	ErrOtherPlayer
	// ErrAmbiguousChoice: words that fit several options (Choices: their
	// letters).
	ErrAmbiguousChoice
	// ErrHalfOf: "die Hälfte" of a player who has no stake or several on
	// the layout: half of what?
	ErrHalfOf
	// ErrNeedSuit: a rank alone where a whole card is needed ("2" for a
	// card of a capture pile): which suit?
	ErrNeedSuit
	// ErrNearPlayer: a name that is nobody at the table but one typo away
	// from a player's (Choices: those players).
	ErrNearPlayer
	// ErrWhichSign: a player named in the genitive with an amount and no
	// verb ("docs 2 Chips"), or with a verb no list knows ("Dan rend 2"):
	// won or lost? (Choices: the player, the amount as typed).
	ErrWhichSign
	// ErrNobodyNamed: "niemand", « personne » where players are asked
	// for (Choices: the players).
	ErrNobodyNamed
	// ErrOnlyReason: a score that only says what does not count („die
	// Könige zählen nichts“), and no figure.
	ErrOnlyReason
	// ErrRatio: a ratio ("4:1", "fünf zu eins") where an amount is asked,
	// and no amount.
	ErrRatio
	// ErrWhichFigure: two figures of which one is meant („vier bzw.
	// zwei“, « quatre ou deux ») where one is asked (Choices: the two).
	ErrWhichFigure
	// ErrBothWays: a line that answers yes and no („non… enfin si“, „ja,
	// äh, nein“): which one holds?
	ErrBothWays
	// ErrCaptureUnsure: a word that could flip what is taken and that
	// the reader cannot place, or a card said to be taken and not taken
	// (Token: the words at fault).
	ErrCaptureUnsure
	// ErrOnlyNotTaken: a capture answer that only says what is not taken
	// ("den König nicht"): and what is?
	ErrOnlyNotTaken
	// ErrOddsAgainst: "1 zu 1176", « 1 contre 1176 »: odds against (a
	// chance of 1/1177) or a chance of 1 in 1176? (Token: the words.)
	ErrOddsAgainst
	// ErrOddsUnsure: a reckoning that does not give the result said
	// ("4/51 mal 3/50, also 1/17"). (Token: the line read.)
	ErrOddsUnsure
	// ErrScoreUnsure: a score said as the cards that score and a total
	// they do not make („zwei Asse und die Große Zehn, also sechs“):
	// which is meant? (Token: the line read.)
	ErrScoreUnsure

	// endOfReasons follows the last reason: a new one goes before it, with
	// its name and message in the two tables below (TestEveryReasonIsWhole).
	endOfReasons
)

// MaxInput bounds one line of input; longer lines are refused unread.
const MaxInput = 4096

// Error says why a line could not be read: the Reason, the part of the
// line at fault as typed (Token, at Start..End), and Choices where the
// part could mean several things (cards, players).
type Error struct {
	Reason     Reason
	Token      string
	Start, End int
	Choices    []string
	// Cards are the cards Choices names (an ambiguous card's readings, the
	// question's card), shown in the learner's notation.
	Cards []engine.Card
}

// Error describes the problem in English, for logs and tests; learners
// read Message.
func (e *Error) Error() string {
	s := reasonNames[e.Reason]
	if e.Token != "" {
		s += ": \"" + e.Token + "\""
	}
	if len(e.Choices) > 0 {
		s += " (" + strings.Join(e.Choices, ", ") + ")"
	}
	return s
}

// Is matches errors of the same Reason, so that errors.Is(err,
// &Error{Reason: ErrBadCard}) works.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Reason == e.Reason && t.Token == "" && t.Choices == nil
}

// Message says the problem in the learner's language, quoting the part
// typed.
func (e *Error) Message() locales.Msg {
	if e.Reason == ErrTooLong {
		return locales.Say(locales.InputTooLong, MaxInput)
	}
	m, ok := reasonMessages[e.Reason]
	if !ok {
		m = locales.ParseUnreadable
	}
	if e.Reason == ErrEmpty && e.Token == "" {
		m = locales.ParseNothing
	}
	if (e.Reason == ErrWhichSign || e.Reason == ErrWhichFigure) && len(e.Choices) == 2 {
		return locales.Say(m, e.Choices[0], e.Choices[1])
	}
	if len(e.Cards) > 0 {
		return locales.Say(m, e.Token, locales.CardChoices(e.Cards))
	}
	return locales.Say(m, e.Token, strings.Join(e.Choices, ", "))
}

var reasonNames = map[Reason]string{
	ErrEmpty: "no answer given", ErrUnknownPlayer: "no such player", ErrDuplicatePlayer: "player named twice",
	ErrMissingAmount: "player without an amount", ErrMissingPlayer: "amount without a player",
	ErrBadCard: "not a card", ErrAmbiguousCard: "ambiguous card", ErrCardNotThere: "no such card at hand or on the table",
	ErrTwoPlays: "two cards played", ErrNotYesNo: "not yes or no", ErrBadCount: "not a whole number",
	ErrBadChoice: "not one of the choices", ErrBadAmount: "not an amount", ErrBadRank: "not a rank",
	ErrCallLength: "a call names two or three ranks or colours", ErrBadBet: "not a bet",
	ErrUnexpected: "unexpected words", ErrOtherCard: "the question is about another card", ErrTooLong: "input too long",
	ErrOtherPlayer: "the question is about another player", ErrAmbiguousChoice: "the words fit several options",
	ErrHalfOf: "half of which stake", ErrNeedSuit: "a rank without its suit", ErrNearPlayer: "no such player (a typo?)",
	ErrWhichSign: "won or lost?", ErrNobodyNamed: "nobody, where players are asked", ErrOnlyReason: "only what does not count", ErrRatio: "a ratio, not an amount",
	ErrWhichFigure: "which of two figures?", ErrBothWays: "yes and no both",
	ErrCaptureUnsure: "unsure what is taken", ErrOnlyNotTaken: "only what is not taken",
	ErrOddsAgainst: "odds against or a chance", ErrOddsUnsure: "reckoning and result disagree",
	ErrScoreUnsure: "items and total disagree",
}

var reasonMessages = map[Reason]locales.Message{
	ErrEmpty:           locales.ParseEmpty,
	ErrUnknownPlayer:   locales.ParseUnknownPlayer,
	ErrDuplicatePlayer: locales.ParseDuplicatePlayer,
	ErrMissingAmount:   locales.ParseMissingAmount,
	ErrMissingPlayer:   locales.ParseMissingPlayer,
	ErrBadCard:         locales.ParseBadCard,
	ErrAmbiguousCard:   locales.ParseAmbiguousCard,
	ErrCardNotThere:    locales.ParseCardNotThere,
	ErrTwoPlays:        locales.ParseTwoPlays,
	ErrNotYesNo:        locales.YesOrNo,
	ErrBadCount:        locales.ParseCount,
	ErrBadChoice:       locales.ParseChoice,
	ErrBadAmount:       locales.ParseAmount,
	ErrBadRank:         locales.ParseRank,
	ErrCallLength:      locales.ParseCall,
	ErrBadBet:          locales.ParseBet,
	ErrUnexpected:      locales.ParseUnexpected,
	ErrOtherCard:       locales.ParseOtherCard,
	ErrOtherPlayer:     locales.ParseOtherCard,
	ErrAmbiguousChoice: locales.ParseAmbiguousChoice,
	ErrHalfOf:          locales.ParseHalfOf,
	ErrNeedSuit:        locales.ParseNeedSuit,
	ErrNearPlayer:      locales.ParseNearPlayer,
	ErrWhichSign:       locales.ParseWhichSign,
	ErrNobodyNamed:     locales.ParseNobodyNamed,
	ErrOnlyReason:      locales.ParseOnlyReason,
	ErrRatio:           locales.ParseRatio,
	ErrWhichFigure:     locales.ParseWhichFigure,
	ErrBothWays:        locales.ParseBothWays,
	ErrCaptureUnsure:   locales.ParseCaptureUnsure,
	ErrOnlyNotTaken:    locales.ParseOnlyNotTaken,
	ErrOddsAgainst:     locales.ParseOddsAgainst,
	ErrOddsUnsure:      locales.ParseOddsUnsure,
	ErrScoreUnsure:     locales.ParseScoreUnsure,
	ErrTooLong:         locales.InputTooLong, // said with MaxInput (Message)
}

// errAt makes an error about the tokens ts[i:j] of the line.
func errAt(r Reason, line string, ts []Token, i, j int) *Error {
	if i >= j || i >= len(ts) {
		return &Error{Reason: r}
	}
	j = min(j, len(ts))
	start, end := ts[i].Start, ts[j-1].End
	return &Error{Reason: r, Token: line[start:end], Start: start, End: end}
}

// errTok makes an error about one token.
func errTok(r Reason, t Token) *Error {
	return &Error{Reason: r, Token: t.Text, Start: t.Start, End: t.End}
}
