package input

import (
	"errors"
	"reflect"
	"testing"
)

// Pharo 12: three cards of one rank left – no call (pharo.de.txt "Der
// letzte Abzug": „Drei gleiche Werte: keine Ansage.“), b).
var threeAlike = [][]string{
	{"Dann zahlt die Ansage 2:1", "L’appel paierait 2 contre 1"},
	{"Dann gibt es im Pharo keine Ansage", "Alors, au pharo, pas d’appel"},
	{"Dann zahlt die Ansage 4:1", "L’appel paierait 4 contre 1"},
}

// TestLetterThenWordsPicks: an option's letter followed by words that
// fit it, or by a reason that fits no option, is the answer, not a
// question back (issue 22: „b, keine Ansage“ was still confirmed).
func TestLetterThenWordsPicks(t *testing.T) {
	ctx := askedOptions(threeAlike, nil)
	for _, in := range []string{"b, keine Ansage", "b – keine Ansage", "la b, il n'y a pas d'appel", "Antwort b: es gibt keine", "b, weil es nichts zu erraten gibt"} {
		if a, err := MatchOption(NewLine(in), ctx); err != nil || !reflect.DeepEqual(a.Choices, []int{1}) {
			t.Errorf("%q: got %v %v, want b)", in, a.Choices, err)
		}
	}
}

// TestLetterThenOtherWordsAsks: a letter followed by another option's
// words, a correction, another letter or a figure that fits no option
// is never judged as the letter's option.
func TestLetterThenOtherWordsAsks(t *testing.T) {
	ctx := askedOptions(threeAlike, nil)
	for _, in := range []string{"b, zahlt 2:1", "b, oder doch a", "la b, plutôt la c", "b, die zahlt 5:1",
		"b, ist falsch", "la b, c'est faux", "b? keine Ahnung", "b, vielleicht", "la b, je sais pas"} {
		if a, err := MatchOption(NewLine(in), ctx); err == nil {
			t.Errorf("%q: judged as %v", in, a.Choices)
		}
	}
	// two letters are two choices, the choice reader's
	if _, ok, _ := letterFirst(NewLine("a, c"), ctx, false); ok {
		t.Error(`"a, c" read as a letter with words`)
	}
}

// TestLetterThenCardsForAnswers: where the options stand for answers (a
// capture), the letter is never dropped for the cards after it (« la b,
// le deux … » was read as a capture of 2♥); words that do not plainly
// fit its option ask back the letter's option. The options are shaped
// like Pasur 2's about the clubs 4 (which one is right does not matter:
// the letter is what is read).
func TestLetterThenCardsForAnswers(t *testing.T) {
	opts := [][]string{{"4♣ nimmt 7♦", "4♣ prend 7♦"}, {"4♣ nimmt 3♥ D♣", "4♣ prend 3♥ D♣"}, {"lege 4♣", "je pose 4♣"}}
	ctx := askedOptions(opts, nil)
	for _, in := range []string{"la b, le deux de cœur", "b, die zwei", "b, der König", "b, die drei und die dame"} {
		_, ok, err := LetterFirst(NewLine(in), ctx)
		var u *UnsureOption
		if !ok || !errors.As(err, &u) || u.Option != 1 {
			t.Errorf("%q: got %v %v, want b) asked back", in, ok, err)
		}
	}
	for _, in := range []string{"b", "3 und 7", "nehme 3♥ D♣"} {
		if _, ok, _ := LetterFirst(NewLine(in), ctx); ok {
			t.Errorf("%q: read as a letter with words", in)
		}
	}
}
