package input

import "testing"

// TestOddsReckoningAndReason: a chance said with its reckoning, a reason
// or in words is read as the chance (issue 22, Pharo 15: the next turn is
// a doublet of nines with 4/51 · 3/50 = 2/425, pharo.de.txt "Doublet";
// with two nines gone 2/49 · 1/48 = 1/1176).
func TestOddsReckoningAndReason(t *testing.T) {
	for in, want := range map[string]Odds{
		"4/51 mal 3/50, also 2/425":                 {Odds: "2/425"},
		"2/49 * 1/48 = 1/1176":                      {Odds: "1/1176"},
		"4/51 fois 3/50, donc 2/425":                {Odds: "2/425"},
		"4/51 fois 3/50, ça fait 2/425":             {Odds: "2/425"},
		"1/17, weil beim doublet die bank gewinnt":  {Odds: "1/17"},
		"1/17 car au doublet la banque gagne":       {Odds: "1/17"},
		"2/425 car 4/51 fois 3/50":                  {Odds: "2/425"},
		"ungefähr ein halbes prozent":               {Odds: "0,5 %"},
		"environ un demi pour cent":                 {Odds: "0,5 %"},
		"elf prozent":                               {Odds: "11 %"},
		"so gut elf prozent":                        {Odds: "11 %", Side: 1},
		"un bon 11 %":                               {Odds: "11 %", Side: 1},
		"knapp 12 %":                                {Odds: "12 %", Side: -1},
		"un sur dix-sept":                           {Odds: "1/17"},
		"2/425 ≈ 0,47 %":                            {Odds: "2/425"},
		"das macht 4/51 mal 3/50, also etwa 0,47 %": {Odds: "2/425"},
	} {
		a, err := Read[Odds](NewLine(in), &Context{})
		if err != nil || a != want {
			t.Errorf("%q: got %+v %v, want %+v", in, a, err, want)
		}
	}
}

// TestOddsAskedBack: odds against said as „1 zu 1176“ (a chance of
// 1/1177, or 1/1176 said loosely?) and a reckoning that does not give the
// result said are asked back, never judged.
func TestOddsAskedBack(t *testing.T) {
	for in, want := range map[string]Reason{
		"eins zu 1176":              ErrOddsAgainst,
		"1 zu 1176":                 ErrOddsAgainst,
		"1 contre 1176":             ErrOddsAgainst,
		"4/51 mal 3/50, also 1/17":  ErrOddsUnsure,
		"2/49 * 1/48 = 0,5 %":       ErrOddsUnsure,
		"4/51 fois 3/50 donc 1/425": ErrOddsUnsure,
	} {
		a, err := Read[Odds](NewLine(in), &Context{})
		if reasonOf(err) != want {
			t.Errorf("%q: got %+v %v, want reason %d", in, a, err, want)
		}
	}
}
