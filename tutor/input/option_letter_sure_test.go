package input

import "testing"

// TestLetterMadeSure (the last French replay, Pharaon 5): « c bien sur,
// soda + 25 de chaque + le hock » is c) « Le soda, 25 perdantes, 25
// gagnantes, le hock » (pharaon.fr.txt: a taille is the soda, 25 pairs
// and the hock, 1 + 25 + 25 + 1 = 52); it was asked back although the
// letter came first and the words agree. Words of another option after
// the letter still make the line ambiguous.
func TestLetterMadeSure(t *testing.T) {
	ctx := &Context{Choices: 3, Options: NewOptions([][]string{
		{"Soda, 26 Bankkarten, 25 Spielerkarten", "Le soda, 26 perdantes, 25 gagnantes"},
		{"26 Bankkarten und 26 Spielerkarten", "26 perdantes et 26 gagnantes"},
		{"Soda, 25 Bankkarten, 25 Spielerkarten, Hock", "Le soda, 25 perdantes, 25 gagnantes, le hock"},
	}, []string{"Comment se répartissent les 52 cartes d’une taille ?"})}
	for _, in := range []string{"c bien sur, soda + 25 de chaque + le hock", "c natürlich, Soda, 25 und 25, Hock"} {
		if c, err := MatchOption(NewLine(in), ctx); err != nil || len(c.Choices) != 1 || c.Choices[0] != 2 {
			t.Errorf("%q: %v %v, want c", in, c.Choices, err)
		}
	}
	for _, in := range []string{"a bien sûr, 26 perdantes et 26 gagnantes", "b natürlich, 25 Bankkarten, 25 Spielerkarten und der Hock"} {
		if c, err := MatchOption(NewLine(in), ctx); err == nil {
			t.Errorf("%q: judged %v, want it asked", in, c.Choices)
		}
	}
}
