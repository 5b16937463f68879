package locales

// Message is one text of the catalog, in German and in French. Messages
// are package-level values named for what they say (MenuContinue,
// scenUnknownKey …), so that a misspelt name fails the build and a test
// can find every message that is never used. A message is text with
// placeholders: {0}, {1} … insert the arguments; {0:Chip|Chips} chooses
// a plural form by the numeric argument 0; {0:clause} inserts a sentence
// after a colon, lower-cased in French (see Printer.T and Printer.Clause).
// French texts carry their own non-breaking spaces (before : ; ! ? %,
// inside « »), and a French word before a placeholder is elided when the
// value begins with a vowel ("au tour de {0}" → "au tour d’Anna").
type Message struct {
	de, fr string
}

// In returns the message's text in a language, placeholders unfilled.
func (m Message) In(l Lang) string {
	if l == French {
		return m.fr
	}
	return m.de
}

// Msg is a message with its arguments: what a lower layer hands up to be
// said, rendered by Printer.Say.
type Msg struct {
	Message Message
	Args    []any
}

// Say builds a Msg.
func Say(m Message, args ...any) Msg { return Msg{Message: m, Args: args} }
