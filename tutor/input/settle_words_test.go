package input

import (
	"reflect"
	"testing"

	"croupier/engine"
)

// TestSettlementNamesAndVerbs: settlements typed by the native testers in
// their own words (issue 22). A name is the word that matches a player;
// the words after it are verbs and fillers, never part of the name. The
// deltas are worked out from each question by the rulebooks: pharo.de.txt
// „4. Ein Abzug“ (bank card loses, player card wins 1:1, a turned bet the
// other way round; Doublet: the bank takes half), „6. Der letzte Abzug“
// (a wrong call loses its stake); pharaon.fr.txt on a pair (1:1, « le
// cuivre inverse », a doublet loses half the weight, the banker the
// opposite of the players' total).
func TestSettlementNamesAndVerbs(t *testing.T) {
	type d = map[string]engine.Amount
	c := engine.Chips
	docDanAnna := []string{"Doc", "Dan", "Anna"}
	fr := []string{"Sophie", "Louis", "Camille", "Jules"}
	cases := []struct {
		players []string
		bettors []string
		in      string
		want    d
	}{
		// pharo.de.txt 4.: Dan's 5 win, Anna's 3 lose, the bank pays the rest
		{docDanAnna, nil, "dan kriegt fünf, anna ist ihre drei los, die bank macht zwei minus", d{"Dan": c(5), "Anna": c(-3), "Doc": c(-2)}},
		{docDanAnna, nil, "annas zwei chips sind weg, bei dan tut sich nichts", d{"Anna": c(-2), "Dan": 0}},
		// pharo.de.txt 4., Doublet: the bank takes half of Ida's 9
		{[]string{"Doc", "Ida"}, nil, "ida verliert viereinhalb, gecoppert hilft beim doublet nicht", d{"Ida": engine.Halves(-9)}},
		{[]string{"Doc", "Ida"}, nil, "ida verliert dreieinhalb", d{"Ida": engine.Halves(-7)}},
		{docDanAnna, nil, "bei dan hebt sich das auf, und anna ist nicht dran", d{"Dan": 0, "Anna": 0}},
		{docDanAnna, nil, "anna bekommt zwei, ihr split ist gecoppert und der könig verliert", d{"Anna": c(2)}},
		{docDanAnna, nil, "dan verliert zwei, anna anderthalb, Otto bleibt", nil},
		{[]string{"Doc", "Dan", "Anna", "Ben"}, nil, "dan verliert zwei, anna anderthalb, ben bleibt", d{"Dan": c(-2), "Anna": engine.Halves(-3), "Ben": 0}},
		{[]string{"Doc", "Dan", "Anna", "Ben"}, nil, "anna gewinnt fünf, ben bleibt unberührt", d{"Anna": c(5), "Ben": 0}},
		{[]string{"Doc", "Dan", "Anna", "Ben"}, nil, "anna gewinnt fünf, ben bleibt gleich", d{"Anna": c(5), "Ben": 0}},
		{[]string{"Doc", "Dan", "Anna", "Ben"}, nil, "bens zwei gewinnen, auf der dame liegt ja nichts mehr", d{"Ben": c(2), "Dan": 0, "Anna": 0}},
		{docDanAnna, nil, "nichts, die 3 verliert und der bube gewinnt", d{"Doc": 0, "Dan": 0, "Anna": 0}},
		{[]string{"Doc", "Ben", "Eva", "Max"}, nil, "ben -6, eva plusminus null, max -6", d{"Ben": c(-6), "Eva": 0, "Max": c(-6)}},
		{[]string{"Doc", "Anna", "Dan"}, nil, "Anna verleirt neun unterm strich, Dan verliert zwei", d{"Anna": c(-9), "Dan": c(-2)}},
		{docDanAnna, nil, "dan macht zwei minus", d{"Dan": c(-2)}},
		// French: Sophie deals (the bank)
		{fr, nil, "louis plus vier und camille minus zwei, sophie zahlt unterm strich 2", d{"Louis": c(4), "Camille": c(-2), "Sophie": c(-2)}},
		{fr, nil, "personne ne bouge, le pronostic de louis sur le 9 est deja parti", d{"Sophie": 0, "Louis": 0, "Camille": 0, "Jules": 0}},
		{fr, nil, "ah oui elle a cuivré, donc camille perd quatre et sophie prend 4", d{"Camille": c(-4), "Sophie": c(4)}},
		{[]string{"Sophie", "Louis", "Camille"}, nil, "Louis prend 2 points grace au huit", d{"Louis": c(2)}},
		{fr, nil, "louis gagne 4, camille perd 4, jules perd 1 avec le doublet et la banque gagne 1", d{"Louis": c(4), "Camille": c(-4), "Jules": c(-1), "Sophie": c(1)}},
		{fr, []string{"Louis", "Camille"}, "tous les deux gagnent deux, la banque perd quatre", d{"Louis": c(2), "Camille": c(2), "Sophie": c(-4)}},
		{fr, []string{"Louis", "Camille", "Jules"}, "tous les deux gagnent deux", nil}, // three bettors: which two?
		{fr, nil, "jules et louis perdent un chacun, la moitie de leur poids", d{"Jules": c(-1), "Louis": c(-1)}},
		{fr, nil, "camille ne bouge pas, louis gagne 2", d{"Camille": 0, "Louis": c(2)}},
		// pharaon.fr.txt: Dan's two bets, +10 and -2 (« le cuivre inverse »)
		{[]string{"Doc", "Dan", "Eva"}, nil, "dan gagne 8 en tout (dix moins deux) et eva perd seize", d{"Dan": c(8), "Eva": c(-16)}},
		{[]string{"Doc", "Nina", "Max"}, nil, "rien ne change, les deux pronostics de nina s'annulent", d{"Doc": 0, "Nina": 0, "Max": 0}},
		{[]string{"Doc", "Nina", "Max"}, nil, "pour nina ça s'annule", d{"Nina": 0}},
		{[]string{"Doc", "Nina", "Max"}, nil, "pour nina ca s'annule, +4 et -4", d{"Nina": 0}},
		{[]string{"Doc", "Nina", "Max"}, nil, "pour nina ca s'annule, +4 et -2", nil},
		{[]string{"Doc", "Nina", "Max"}, nil, "bei nina hebt sich das auf, +4 und -4", d{"Nina": 0}},
		{[]string{"Doc", "Nina", "Max"}, nil, "personne ne gagne rien", d{"Doc": 0, "Nina": 0, "Max": 0}},
		{[]string{"Doc", "Nina", "Max"}, nil, "niemand gewinnt was", d{"Doc": 0, "Nina": 0, "Max": 0}},
		{[]string{"Doc", "Nina", "Max"}, nil, "bei max tut sich nichts, nina ist nicht dran", d{"Max": 0, "Nina": 0}},
		{[]string{"Doc", "Nina", "Max"}, nil, "max ne bouge pas, nina non plus", nil}, // « non plus » after a name: asked back
		{[]string{"Doc", "Dan", "Eva"}, nil, "dan gewinnt 8 insgesamt (zehn minus zwei) und eva verliert sechzehn", d{"Dan": c(8), "Eva": c(-16)}},
		{[]string{"Doc", "Dan", "Eva"}, nil, "dan gewinnt 8 (Eva 2)", d{"Dan": c(8), "Eva": c(2)}}, // a name in the parenthesis: read, not left out
		{[]string{"Doc", "Dan", "Eva"}, nil, "dan ist seine vier los, eva macht zwei plus", d{"Dan": c(-4), "Eva": c(2)}},
		{[]string{"Doc", "Dan", "Eva"}, nil, "eva prend 3, dan perd 3", d{"Eva": c(3), "Dan": c(-3)}},
		{[]string{"Doc", "Dan", "Eva"}, nil, "la banque prend 3, dan perd 3", d{"Doc": c(3), "Dan": c(-3)}},
		{[]string{"Doc", "Dan", "Eva"}, nil, "dan und eva verlieren eins je", d{"Dan": c(-1), "Eva": c(-1)}},
		{[]string{"Doc", "Dan", "Eva"}, []string{"Dan", "Eva"}, "alle beide gewinnen zwei", d{"Dan": c(2), "Eva": c(2)}},
		{[]string{"Doc", "Dan", "Eva"}, nil, "dan verliert viereinhalb, eva dreieinhalb", d{"Dan": engine.Halves(-9), "Eva": engine.Halves(-7)}},
		{[]string{"Doc", "Dan", "Eva"}, nil, "dan perd quatre et demi, eva trois et demi", d{"Dan": engine.Halves(-9), "Eva": engine.Halves(-7)}},
		{[]string{"Doc", "Dan", "Eva"}, nil, "nichts, auf der 9 liegt nur Evas Einsatz", d{"Doc": 0, "Dan": 0, "Eva": 0}},
		{[]string{"Doc", "Dan", "Eva"}, nil, "nichts, Eva gewinnt 2", nil},
		{[]string{"Doc", "Dan", "Eva"}, nil, "rien, le 3 perd et le valet gagne", d{"Doc": 0, "Dan": 0, "Eva": 0}},
		{[]string{"Doc", "Dan", "Eva"}, nil, "rien, eva perd 2", nil},
		{[]string{"Doc", "Ben", "Ida"}, nil, "ben pert 3 et ida pert 7", d{"Ben": c(-3), "Ida": c(-7)}},
		{[]string{"Doc", "Ben", "Ida"}, nil, "ben verleirt 3", d{"Ben": c(-3)}},
		// pharo.de.txt 6. and 4.: Anna's call of 8 lost (wrong order), her 9 on the 6 (player card) won
		{[]string{"Doc", "Anna", "Ida", "Max"}, nil, "anna ist ihre acht los und gewinnt neun auf der sechs, bei ida tut sich nichts, max bleibt", d{"Anna": c(1), "Ida": 0, "Max": 0}},
		{[]string{"Doc", "Anna", "Ida", "Max"}, nil, "anna perd ses huit et gagne neuf sur le six, ida et max ne bougent pas", d{"Anna": c(1), "Ida": 0, "Max": 0}},
		{[]string{"Doc", "Anna", "Ida", "Max"}, nil, "anna +1, ida und max bleiben", d{"Anna": c(1), "Ida": 0, "Max": 0}},
		{[]string{"Doc", "Anna", "Ida", "Max"}, nil, "anna +1, ida, max bleibt", nil}, // Ida's part is missing
		// the same in the other language
		{fr, nil, "louis plus quatre et camille moins deux, sophie paie au final 2", d{"Louis": c(4), "Camille": c(-2), "Sophie": c(-2)}},
		{[]string{"Doc", "Anna", "Dan"}, nil, "Anna perd neuf au total, Dan perd deux", d{"Anna": c(-9), "Dan": c(-2)}},
		{[]string{"Doc", "Anna", "Dan"}, nil, "anna verliert 4 beim doublet und die bank gewinnt 4", d{"Anna": c(-4), "Doc": c(4)}},
		{[]string{"Doc", "Anna", "Dan"}, nil, "anna perd 4 avec le doublet et la banque gagne 4", d{"Anna": c(-4), "Doc": c(4)}},
		{[]string{"Doc", "Anna", "Dan"}, nil, "die bank nimmt 4", nil}, // „nimmt“ may take back a stake: asked
		{[]string{"Doc", "Anna", "Dan"}, nil, "anna gagne cinq, dan reste à zéro", d{"Anna": c(5), "Dan": 0}},
		{[]string{"Doc", "Anna", "Dan"}, nil, "es passiert für keinen was", d{"Doc": 0, "Anna": 0, "Dan": 0}},
		{[]string{"Doc", "Anna", "Dan"}, nil, "il ne se passe rien pour personne", d{"Doc": 0, "Anna": 0, "Dan": 0}},
		// lines read before: still read so
		{docDanAnna, nil, "anna gewinnt fünf und verliert fünf, unterm strich bleibt sie gleich", d{"Anna": 0}},
		{[]string{"Doc", "Dan", "Anna", "Ben"}, nil, "dan +8, anna -3 und ben gewinnt fünf auf der dame", d{"Dan": c(8), "Anna": c(-3), "Ben": c(5)}},
		{[]string{"Doc", "Finn", "Nina"}, nil, "finn kriegt 5, nina hat nichts mehr liegen", d{"Finn": c(5), "Nina": 0}},
		{[]string{"Doc", "Dan", "Ida"}, nil, "dan verliert natürlich 2, ida plus 4", d{"Dan": c(-2), "Ida": c(4)}},
		{fr, nil, "camille gagne 4 je crois", d{"Camille": c(4)}},
		// a word no list knows next to an amount without a verb: won or lost is asked
		{docDanAnna, nil, "dan rend 2", nil},
		// „einbüßen“ is to lose (issue 22: „Anna büßt ihre 2 auf der Dame ein“ was asked)
		{docDanAnna, nil, "dan büßt 2 ein", d{"Dan": c(-2)}},
		// an amount said roughly is no amount: asked back
		{docDanAnna, nil, "dan gewinnt fast 4", nil},
		{docDanAnna, nil, "dan gewinnt etwa 4", nil},
		{docDanAnna, nil, "anna gewinnt doppelt 4", nil},
		{docDanAnna, nil, "dan gagne presque 4", nil},
		{docDanAnna, nil, "dan gagne environ 4", nil},
	}
	for _, tc := range cases {
		ctx := &Context{Players: tc.players, Bank: tc.players[0], Bettors: tc.bettors}
		a, err := Read[Settlement](NewLine(tc.in), ctx)
		if tc.want == nil {
			if err == nil {
				t.Errorf("%q read as %+v, want a question back", tc.in, a.Deltas)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		got := d{}
		for _, x := range a.Deltas {
			got[x.Player] = x.Amount
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: got %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestSettlementUnknownNameAskedBack: a word that stands where a name
// must stand and matches nobody is asked back, by itself, not with the
// verb after it.
func TestSettlementUnknownNameAskedBack(t *testing.T) {
	ctx := &Context{Players: []string{"Doc", "Dan", "Anna"}, Bank: "Doc"}
	for in, want := range map[string]string{
		"Otto verliert 3":         "Otto",
		"dan +2, Otto verliert 3": "Otto",
		"Otto perd 3":             "Otto",
	} {
		_, err := Read[Settlement](NewLine(in), ctx)
		e, ok := err.(*Error)
		if !ok || e.Reason != ErrUnknownPlayer || e.Token != want {
			t.Errorf("%q: %v, want who is %q", in, err, want)
		}
	}
}
