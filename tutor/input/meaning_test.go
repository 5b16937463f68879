package input

import "testing"

// TestScoreTotalBeforeReckoning: a Pasur score given as its total and
// then how it is reckoned is the total (issue 22, Pasur 12: „sechs: ein
// sur und ein bube" is 6 — a Sur is 5 points and a jack 1, pasur.de.txt
// "Punktewertung": jeder Sur = 5, jeder Bube = 1 — not six Surs).
func TestScoreTotalBeforeReckoning(t *testing.T) {
	for _, in := range []string{"sechs: ein sur und ein bube", "6: ein Sur und ein Bube", "six : un sur et un valet", "6 = 5 + 1"} {
		a, err := Read[Score](NewLine(in), nil)
		if err != nil || len(a.Score) != 1 || a.Score[ScoreTotal] != 6 {
			t.Errorf("%q: got %v %v, want a total of 6", in, a.Score, err)
		}
	}
}

// TestReasonAfterTheAnswer: an answer of one value, then a reason after a
// comma (issue 22: „nix, wird angelegt", « rien, le hock ne compte pas »
// were refused).
func TestReasonAfterTheAnswer(t *testing.T) {
	for _, in := range []string{"nix, wird angelegt", "rien, le hock ne compte pas", "gar nichts"} {
		if a, err := Read[Amount](NewLine(in), nil); err != nil || a.Amount != 0 {
			t.Errorf("amount %q: got %v %v, want 0", in, a.Amount, err)
		}
	}
	if p, err := Read[Play](NewLine("nix, wird angelegt"), nil); err != nil || len(p.Take) != 0 {
		t.Errorf("play: got %+v %v, want nothing taken", p, err)
	}
}

// TestNameAmongFillers: one name among words that only colour it is that
// player (issue 22: „dan natürlich" was „Wer ist „dan natürlich“?",
// « Anna qui » « Qui est « Anna qui » ? »).
func TestNameAmongFillers(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}
	for in, want := range map[string]string{"dan natürlich": "Dan", "Anna qui": "Anna", "bien sûr Anna": "Anna"} {
		a, err := Read[Players](NewLine(in), ctx)
		if err != nil || len(a.Names) != 1 || a.Names[0] != want {
			t.Errorf("%q: got %+v %v, want %s", in, a, err, want)
		}
	}
}

// TestParticipleMatchesOption: a German participle matches its
// infinitive in an option (issue 22: „zurückgemischt" for Pasur 1's
// „Den Buben in den Talon zurückmischen …", pasur.de.txt "Austeilen" 3:
// a single jack is shuffled back and replaced), and not the option that
// only shares "mischen".
func TestParticipleMatchesOption(t *testing.T) {
	ctx := &Context{Options: NewOptions([][]string{
		{"Den Buben in den Talon zurückmischen und eine Ersatzkarte auf seinen Platz legen"},
		{"Alle Karten einsammeln, neu mischen und neu geben"},
		{"Nichts – der Bube bleibt auf dem Tisch"},
	}, nil)}
	for _, in := range []string{"zurückgemischt", "Zurückgemischt!", "der Bube wird zurückgemischt"} {
		a, err := MatchOption(NewLine(in), ctx)
		if err != nil || len(a.Choices) != 1 || a.Choices[0] != 0 {
			t.Errorf("%q: got %v %v, want option a", in, a.Choices, err)
		}
	}
}

// TestOptionIntensifiers: words that only stress an option's words carry
// nothing („komplett neu geben" for „Alles neu mischen und neu geben",
// Pasur 1 with two kings on the table, pasur.de.txt "Austeilen" 3).
func TestOptionIntensifiers(t *testing.T) {
	ctx := &Context{Options: NewOptions([][]string{{"Einen der Könige zurückmischen und ersetzen"}, {"Alles neu mischen und neu geben"}, {"Nichts – nur Buben stören"}}, nil)}
	a, err := MatchOption(NewLine("komplett neu geben"), ctx)
	if err != nil || len(a.Choices) != 1 || a.Choices[0] != 1 {
		t.Errorf("got %v %v, want option b", a.Choices, err)
	}
}

// TestOptionAmongFillers: « bien sûr » around an option's words picks it
// (issue 22: fillers ignored; Pasur 1, the player after the dealer plays
// first, pasur.de.txt "Austeilen" 4).
func TestOptionAmongFillers(t *testing.T) {
	ctx := &Context{Options: NewOptions([][]string{{"Anna – la donneuse elle-même"}, {"Celui qui a la plus haute carte"}, {"Dan – le joueur qui suit la donneuse"}}, nil)}
	a, err := MatchOption(NewLine("Dan bien sûr"), ctx)
	if err != nil || len(a.Choices) != 1 || a.Choices[0] != 2 {
		t.Errorf("got %v %v, want option c", a.Choices, err)
	}
}

// TestLoserIsTheBankCard: "loses" picks the option of the bank card, « que
// le 7 perde » the one of the losing card (issue 22; Pharo 4, a coppered
// bet wins with the bank card, pharo.de.txt „Umdrehen (coppern)“).
func TestLoserIsTheBankCard(t *testing.T) {
	de := &Context{Options: NewOptions([][]string{{"Dass die nächste 7 als Spielerkarte kommt"}, {"Dass die nächste 7 als Bankkarte kommt"}, {"Dass keine 7 mehr kommt"}}, nil)}
	fr := &Context{Options: NewOptions([][]string{{"Que le prochain 7 sorte en gagnante"}, {"Que le prochain 7 sorte en perdante"}, {"Qu’aucun 7 ne sorte plus"}}, nil)}
	for in, ctx := range map[string]*Context{"dass die sieben verliert": de, "que le 7 perde": fr} {
		a, err := MatchOption(NewLine(in), ctx)
		if err != nil || len(a.Choices) != 1 || a.Choices[0] != 1 {
			t.Errorf("%q: got %v %v, want option b", in, a.Choices, err)
		}
	}
}
