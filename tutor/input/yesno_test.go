package input

import "testing"

// TestYesNoMeaning holds the yes/no lines of issue 22 ("Misjudged — the
// worst kind"): « pourquoi pas » is no answer word, « bien sûr que non »
// is no with its reason left out, „auf keinen Fall" is no. Expected
// values by hand, as a German or French speaker reads them.
func TestYesNoMeaning(t *testing.T) {
	cases := map[string]bool{
		"oui pourquoi pas":                true, // a yes, however hesitant
		"bien sûr que non":                false,
		"bien sur que non, 1 est impair":  false,
		"bien sûr":                        true,
		"auf keinen Fall":                 false,
		"natürlich":                       true,
		"natürlich nicht":                 false,
		"nein, weil 3 ungerade ist":       false,
		"ja, weil der Einsatz gerade ist": true,
		"non car 3 est impair":            false,
		"oui, car 2 est pair":             true,
		"stimmt nicht":                    false,
		"non, pourquoi pas":               false,
		"klar, warum nicht":               true,
		"nicht erlaubt":                   false,
		"erlaubt":                         true,
		"c'est interdit":                  false,
		"ce n'est pas interdit":           true,
	}
	for in, want := range cases {
		a, err := Read[YesNo](NewLine(in), nil)
		if err != nil || a.Yes != want {
			t.Errorf("%q: got %v %v, want yes=%v", in, a.Yes, err, want)
		}
	}
}

// TestYesNoNonAnswer: not knowing, hedging, the alternative typed back
// and a word that could turn the meaning round („außer", « sauf ») are
// never read as yes or no (issue 22, "Ask when unsure").
func TestYesNoNonAnswer(t *testing.T) {
	for _, in := range []string{
		"ja oder nein", "oui ou non", "weiß nicht", "ich weiß es nicht", "keine Ahnung", "vielleicht",
		"je ne sais pas", "aucune idée", "peut-être", "ça dépend", "kommt drauf an",
		"ja außer beim Hock", "ja, außer beim Hock", "oui sauf le hock", "oui, sauf pour le hock", "jein",
		"erlaubt oder verboten",
	} {
		if a, err := Read[YesNo](NewLine(in), nil); reasonOf(err) != ErrNotYesNo {
			t.Errorf("%q: got %v %v, want it refused as no yes or no", in, a, err)
		}
	}
}

// TestYesNoOptionsByMeaning: options that begin with yes and no are
// picked by what the whole line says (issue 22: « bien sûr que non » is
// the no option), and a hedge picks none.
func TestYesNoOptionsByMeaning(t *testing.T) {
	ctx := &Context{Options: NewOptions([][]string{{"Oui – le poids 1 est permis"}, {"Non – un poids impair est interdit"}}, nil)}
	for in, want := range map[string]int{"bien sûr que non": 1, "bien sur que non, 1 est impair": 1, "oui pourquoi pas": 0, "non": 1} {
		a, err := MatchOption(NewLine(in), ctx)
		if err != nil || len(a.Choices) != 1 || a.Choices[0] != want {
			t.Errorf("%q: got %v %v, want option %d", in, a.Choices, err, want)
		}
	}
	for _, in := range []string{"oui ou non", "oui sauf pour le hock"} {
		if a, err := MatchOption(NewLine(in), ctx); err == nil {
			t.Errorf("%q: picked %v, want it asked again", in, a.Choices)
		}
	}
}

// TestYesNoReplayedLines holds the yes/no lines of the second replay
// (issue 22): « pourquoi non » answers nothing, so « oui pourquoi non »
// is yes (it was judged as no); a line that answers one way and then
// corrects itself the other way (« non... enfin si ») is asked again, as
// is „ja, nein“; the modal „ja“ inside a clause is no answer; „nien“ is a
// typo of nein. Expected values by hand.
func TestYesNoReplayedLines(t *testing.T) {
	read := map[string]bool{
		"oui pourquoi non, c'est lui qui choisit": true,
		"oui pourquoi non":                        true,
		"non pourquoi pas":                        false,
		"nien, ist ja das letzte austeilen":       false,
		"nein, die dame zählt ja nicht":           false,
		"nein ist ja das letzte austeilen":        false,
		"non non":                                 false,
		"nan":                                     false,
		"ja doch":                                 true,
	}
	for in, want := range read {
		a, err := Read[YesNo](NewLine(in), nil)
		if err != nil || a.Yes != want {
			t.Errorf("%q: got %v %v, want yes=%v", in, a.Yes, err, want)
		}
	}
	for _, in := range []string{
		"non... enfin si, avec la dame aussi", "non enfin si", "ja, nein", "ja äh nein",
		"oui, non", "nein, doch", "non, ou plutôt si", "si... enfin non",
	} {
		if a, err := Read[YesNo](NewLine(in), nil); reasonOf(err) != ErrBothWays {
			t.Errorf("%q: got %v %v, want it asked again (it answers both ways)", in, a, err)
		}
	}
}

// TestYesNoAgreementPhrases (second French replay: « voila » and « tout à
// fait » to „Vous voulez dire a) …?“ were refused): phrases of agreement
// whose words say no yes alone are yes, and turned round by a negation
// after them.
func TestYesNoAgreementPhrases(t *testing.T) {
	for in, want := range map[string]bool{
		"tout à fait": true, "tout a fait": true, "voilà": true, "voila": true, "oui voilà": true,
		"c'est ça": true, "c'est ca": true, "ganz genau": true, "so ist es": true,
		"das stimmt nicht": false, "tout à fait pas": false,
	} {
		a, err := Read[YesNo](NewLine(in), nil)
		if err != nil || a.Yes != want {
			t.Errorf("%q: got %v %v, want yes=%v", in, a.Yes, err, want)
		}
	}
}

// TestYesNoHedgedLead (last French replay: « je pense que oui » and « je
// crois que oui » were refused while « bien sûr que oui » was read): a
// hedge before the yes or no leaves it as it is.
func TestYesNoHedgedLead(t *testing.T) {
	for in, want := range map[string]bool{
		"je pense que oui": true, "je crois que non": false, "ich glaube ja": true, "ich denke nein": false,
		"je crois que oui, car le poids est pair": true,
	} {
		a, err := Read[YesNo](NewLine(in), nil)
		if err != nil || a.Yes != want {
			t.Errorf("%q: got %v %v, want yes=%v", in, a.Yes, err, want)
		}
	}
	if a, err := Read[YesNo](NewLine("je ne sais pas"), nil); err == nil {
		t.Errorf("„je ne sais pas“ read as %v", a.Yes)
	}
}

// TestYesNoConcluded (the last German check: „… also nein“ and „ich glaub
// schon“ were refused): an answer given last after „also“ / « donc » is
// the answer when the clause before it has none; „ich glaub schon“ is yes.
func TestYesNoConcluded(t *testing.T) {
	for in, want := range map[string]bool{
		"der bube ist doch tot, also nein": false, "le valet est mort, donc non": false,
		"die dame ist noch da, also ja": true, "ich glaub schon": true,
	} {
		a, err := Read[YesNo](NewLine(in), nil)
		if err != nil || a.Yes != want {
			t.Errorf("%q: got %v %v, want yes=%v", in, a.Yes, err, want)
		}
	}
}
