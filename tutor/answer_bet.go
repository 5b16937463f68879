package tutor

import (
	"strings"

	"croupier/engine"
)

// betFiller reports the words of a bet that carry nothing: "setze 4 auf
// 9", "je mise 2 sur le roi", "3 zwischen 5 und 6".
func betFiller(w string) bool {
	switch w {
	case "setze", "setzen", "setzt", "setz", "mise", "miser", "mets", "parie", "bet", "ich", "je",
		"auf", "sur", "on", "zwischen", "entre", "between", "und", "et", "and", "den", "die", "der", "das",
		"le", "la", "l'", "chip", "chips", "jeton", "jetons", "punkt", "punkte", "point", "points", "split":
		return true
	}
	return false
}

// copperWord reports the words that copper a bet.
func copperWord(w string) bool {
	switch w {
	case "gekupfert", "kupfer", "coppern", "gecoppert", "umgedreht", "umdrehen", "cuivre", "cuivree",
		"coppered", "copper":
		return true
	}
	return false
}

// parseBet reads a Faro bet: a stake and one rank, or two ranks for a
// split, optionally coppered ("4 auf 9", "setze 2 auf K gekupfert",
// "mise 2 sur roi cuivre", "3 auf 5/6", "3 zwischen 5 und 6").
func parseBet(s string) (Answer, error) {
	ans := Answer{Kind: AnsBet}
	f := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == '/' || r == '-' || r == ':' || r == '.' || r == '+'
	})
	hasStake := false
	for _, w := range f {
		switch {
		case betFiller(w):
		case copperWord(w):
			ans.Copper = true
		case !hasStake && len(w) > 0 && (isDigit(w[0]) || strings.HasPrefix(w, "½")):
			a, err := engine.ParseAmount(w)
			if err != nil {
				return Answer{}, &AnswerError{Err: ErrBadAmount, Token: w, Cause: err}
			}
			ans.Amount, hasStake = a, true
		default:
			r, err := engine.ParseRank(w, engine.AnyLanguage)
			if err != nil {
				return Answer{}, &AnswerError{Err: ErrBadRank, Token: w, Cause: err}
			}
			switch {
			case ans.Rank == engine.NoRank:
				ans.Rank = r
			case ans.Rank2 == engine.NoRank:
				ans.Rank2 = r
			default:
				return Answer{}, answerErr(ErrBadBet, w)
			}
		}
	}
	if !hasStake || ans.Rank == engine.NoRank {
		return Answer{}, answerErr(ErrBadBet, s)
	}
	return ans, nil
}
