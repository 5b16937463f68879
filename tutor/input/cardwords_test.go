package input

import (
	"testing"

	"croupier/engine"
	"croupier/locales"
)

// TestCardsAsTheTutorWritesThem: every card as the tutor writes it in
// German ("B♥", "D♠", "K♦") and in French ("V♥", "D♠", "R♦") is read
// back as that card by the reader of answers (RULINGS.md "Cards and
// notation"): the written forms in locales and the card words of
// engine/notation.go agree.
func TestCardsAsTheTutorWritesThem(t *testing.T) {
	for _, lang := range []locales.Lang{locales.German, locales.French} {
		p := locales.New(lang)
		for _, s := range []engine.Suit{engine.Clubs, engine.Diamonds, engine.Hearts, engine.Spades} {
			for _, r := range engine.AllRanks() {
				c := engine.Card{Rank: r, Suit: s}
				text := p.CardText(c)
				a, err := Read[Cards](NewLine(text), nil)
				if err != nil || len(a.Cards) != 1 || a.Cards[0] != c {
					t.Errorf("%s: %q read as %v (%v), want %v", lang, text, a.Cards, err, c)
				}
			}
		}
	}
}

// TestCardWordsFolded: the engine reads ranks and cards from words
// already folded, as the lexer gives them, with the German and French
// names (pharo.de.txt „Die Karten“: Bube, Dame, König; pharaon.fr.txt:
// valet, dame, roi), the plural ("Könige", "rois") and Pasur's named
// cards (pasur.de.txt: die Große Zehn 10♦, die Kleine Zwei 2♣).
func TestCardWordsFolded(t *testing.T) {
	for w, want := range map[string]engine.Rank{"bube": engine.Jack, "valet": engine.Jack, "konig": engine.King, "roi": engine.King, "l'as": engine.Ace, "10": engine.Ten} {
		if r, err := engine.RankWord(w, engine.AnyLanguage); err != nil || r != want {
			t.Errorf("RankWord(%q) = %v %v, want %v", w, r, err, want)
		}
	}
	for w, want := range map[string]engine.Rank{"konige": engine.King, "rois": engine.King, "siebenen": engine.Seven, "valets": engine.Jack} {
		if r, ok := engine.PluralRank(w); !ok || r != want {
			t.Errorf("PluralRank(%q) = %v %v, want %v", w, r, ok, want)
		}
	}
	for words, want := range map[string]engine.Card{
		"pik dame": {Rank: engine.Queen, Suit: engine.Spades}, "dame de coeur": {Rank: engine.Queen, Suit: engine.Hearts},
		"10 karo": {Rank: engine.Ten, Suit: engine.Diamonds}, "4♠": {Rank: engine.Four, Suit: engine.Spades},
	} {
		if c, err := engine.CardWords(Words(Lex(words)), engine.AnyLanguage); err != nil || c != want {
			t.Errorf("CardWords(%q) = %v %v, want %v", words, c, err, want)
		}
	}
	for words, want := range map[string]engine.Card{"grosse zehn": {Rank: engine.Ten, Suit: engine.Diamonds}, "petit deux": {Rank: engine.Two, Suit: engine.Clubs}} {
		if c, ok := engine.NamedCard(words); !ok || c != want {
			t.Errorf("NamedCard(%q) = %v %v, want %v", words, c, ok, want)
		}
	}
	if !engine.SuitWord("kreuz", engine.German) || engine.SuitWord("k", engine.German) || engine.SuitWord("kreuz", engine.French) {
		t.Error("SuitWord: a German suit word is one in German only, a letter none")
	}
}
