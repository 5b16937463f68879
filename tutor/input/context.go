package input

import "croupier/engine"

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
