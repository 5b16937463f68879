package input

import (
	"strings"

	"croupier/engine"
)

// Kind is the shape of answer a question expects.
type Kind uint8

// The kinds of answers.
const (
	// Settlement: each player's net change ("Dan +4, Bank -6").
	Settlement Kind = iota + 1
	// Play: a Pasur play ("nehme 4♠ 7♦", "7♠ nimmt 4♦", "lege 5♣").
	Play
	// YesNo: ja/nein, oui/non.
	YesNo
	// Count: a whole number ("3", "drei", "trois").
	Count
	// Choice: one of numbered or lettered choices ("2", "b").
	Choice
	// Amount: one exact amount ("1½", "1,5", "-3").
	Amount
	// Rank: one rank ("B", "Bube", "V", "roi").
	Rank
	// Call: the order of the last three cards ("7 B 3", "7 verliert, B
	// gewinnt", or colours "rot schwarz rot").
	Call
	// Cards: a list of cards ("4♠ 7♦", "Pik-Dame").
	Cards
	// Bet: a Faro bet ("4 auf 9", "mise 2 sur roi cuivré").
	Bet
	// Ranks: a set of ranks ("3, 7, K"; "keine", "aucun" for none).
	Ranks
	// Score: a Pasur score by category ("Asse 2, Buben 1, Summe 8") or
	// just the total ("8").
	Score
)

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

// Answer is a parsed answer. Only the fields of its Kind are set.
type Answer struct {
	Kind Kind
	// Deltas (Settlement) in the order typed.
	Deltas []Delta
	// Play is the card played (Play; zero when the question fixes it),
	// Take the cards taken; TakeAll asks for everything the played card
	// can take ("alles", "tout"); Lay says the card is laid; HasTake says
	// the learner named what is taken (or "nichts"/"rien").
	Play    engine.Card
	Take    []engine.Card
	TakeAll bool
	Lay     bool
	HasTake bool
	// Except are the cards left out of "alles" / "tout" ("alles außer dem
	// König", "tout sauf les rois").
	Except []engine.Card
	// Yes (YesNo).
	Yes bool
	// Count (Count) and Choices (Choice, 0-based, in the order typed);
	// ByText reports choices picked by words or a number an option states,
	// not by letter.
	Count   int
	Choices []int
	ByText  bool
	// Amount (Amount, Bet's stake).
	Amount engine.Amount
	// Rank (Rank, Bet), Rank2 (a split bet).
	Rank, Rank2 engine.Rank
	// Ranks (Call: loser, winner and, if typed, hock; Ranks) or Colours
	// (Foster's call, true for red).
	Ranks   []engine.Rank
	Colours []bool
	// Cards (Cards).
	Cards []engine.Card
	// Copper (Bet) marks a coppered bet.
	Copper bool
	// Score (Score) maps score categories (see ScoreCategory) to points.
	Score map[string]int
	// Extra holds the answers of the kinds of kinds_new.go (Player,
	// Players, Bets, TableCheck, Odds).
	Extra *Extra
}

// Context is what the reader needs to know about the table to read short
// answers: the player names, who is the bank, and the cards a rank alone
// ("B", "V") may stand for.
type Context struct {
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
	// Options are the question's options, read once when it is asked
	// (NewOptions), by whose words an answer may pick one ("nichts", "der
	// König", "sur les quatre 7"); the words of its prompt that no option
	// has carry nothing in an answer ("25 Abzüge").
	Options *Options
	// Player is the player an amount question is about: an amount may
	// name them ("Anna -3"), not another player.
	Player string
	// Subject is the one player the question names: a pronoun stands for
	// them ("sie verliert 3", "elle perd 1,5").
	Subject string
	// Bettors are the players with a bet on the layout: "jeder",
	// "chacun", "alle" in a settlement mean them.
	Bettors []string
	// Stakes are each player's stakes on the layout before the turn
	// asked about: "die Hälfte", "la moitié" is half of a player's one
	// stake.
	Stakes map[string][]engine.Amount
	// Layout are the bets on the layout before the turn asked about:
	// "beide bleiben liegen", "les deux restent" name them.
	Layout []BetItem
	// Card is the card a capture question is about: a rank alone that
	// could be several cards of the hand ("B nimmt alles" with two jacks)
	// means it.
	Card engine.Card
	// Legal are the table cards each legal capture of the question's card
	// takes: a rank alone ("K nimmt K", "nehme 6 6 2 4") is resolved
	// against them.
	Legal [][]engine.Card
	// folded holds the names folded, each the first time it is needed.
	folded map[string]string
}

// fold returns a name of the table folded, folding it once.
func (c *Context) fold(name string) string {
	f, ok := c.folded[name]
	if !ok {
		if c.folded == nil {
			c.folded = map[string]string{}
		}
		f = fold(name)
		c.folded[name] = f
	}
	return f
}

// Parse reads a typed answer of the given kind (see Line.Answer): a line
// read for one answer only.
func Parse(line string, kind Kind, ctx *Context) (Answer, error) {
	return NewLine(line).Answer(kind, ctx)
}

// Answer reads the line as an answer of the given kind in German or
// French (both are always accepted). ctx may be nil for kinds that need
// no table. It never panics and refuses a line over MaxInput bytes.
func (l *Line) Answer(kind Kind, ctx *Context) (Answer, error) {
	if l.TooLong() {
		return Answer{}, &Error{Reason: ErrTooLong}
	}
	if ctx == nil {
		ctx = &Context{}
	}
	if strings.TrimSpace(strings.Trim(l.Text, ".!")) == "" {
		return Answer{}, &Error{Reason: ErrEmpty}
	}
	r := reader{line: l.Text, toks: l.Toks, ctx: ctx}
	switch kind {
	case Settlement:
		return r.settlement()
	case Play:
		return r.playOrTake()
	case YesNo:
		return r.yesNo()
	case Count:
		return r.count()
	case Choice:
		return r.choice()
	case Amount:
		return r.amount()
	case Rank:
		return r.rank()
	case Call:
		return r.call()
	case Cards:
		return r.cardList()
	case Bet:
		return r.bet()
	case Ranks:
		return r.rankList()
	case Score:
		return r.score()
	}
	if a, ok, err := r.parseNew(kind); ok {
		return a, err
	}
	return Answer{}, &Error{Reason: ErrUnexpected}
}

// reader is one line being read.
type reader struct {
	line string
	toks []Token
	ctx  *Context
	// takeOnly reads the cards of a play before any verb as the cards
	// taken (see playOrTake).
	takeOnly bool
}

// all is an error about the whole line.
func (r *reader) all(reason Reason) *Error {
	return errAt(reason, r.line, r.toks, 0, len(r.toks))
}
