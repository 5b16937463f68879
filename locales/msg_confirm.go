package locales

// Messages of a question back about an answer: the tutor took the words
// for one option, likely but not certain, and asks whether it is meant.
var (
	// ConfirmOption asks whether the option the words seem to pick is
	// meant: {0} its letter, {1} its text.
	ConfirmOption = Message{
		de: "Meinst du {0}) „{1}“? (ja/nein)",
		fr: "Vous voulez dire {0}) «\u202f{1}\u202f»\u202f? (oui/non)",
	}
	// ConfirmNotMeant answers a no to ConfirmOption before the question
	// is shown again.
	ConfirmNotMeant = Message{
		de: "Gut, dann noch einmal:",
		fr: "D’accord, alors encore une fois\u202f:",
	}
)
