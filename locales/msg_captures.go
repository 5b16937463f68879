package locales

// Messages of the Pasur capture reader that ask back rather than guess
// (issue 22: a word that could flip what is taken, a card said to be
// taken and not taken, an answer that only says what is not taken).
var (
	// ParseCaptureUnsure: {0} the words the reader cannot place.
	ParseCaptureUnsure = Message{
		de: "Bei „{0}“ bin ich nicht sicher, was genommen wird. Schreib nur die Karten, die genommen werden – oder „nichts“.",
		fr: "Avec «\u00a0{0}\u00a0», je ne suis pas sûr de ce qui est pris. Écrivez seulement les cartes prises – ou «\u00a0rien\u00a0».",
	}
	// ParseOnlyNotTaken: {0} the answer, which says only what is not
	// taken.
	ParseOnlyNotTaken = Message{
		de: "„{0}“ sagt, was nicht genommen wird – und was wird genommen? Schreib die Karten oder „nichts“.",
		fr: "«\u00a0{0}\u00a0» dit ce qui n’est pas pris – et qu’est-ce qui est pris\u00a0? Écrivez les cartes ou «\u00a0rien\u00a0».",
	}
)
