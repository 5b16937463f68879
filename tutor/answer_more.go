package tutor

import (
	"strings"

	"croupier/engine"
)

// noneWord reports the words for "none" in a list of ranks.
func noneWord(w string) bool {
	switch w {
	case "keine", "keiner", "kein", "nichts", "niemand", "aucun", "aucune", "rien", "none", "-", "–":
		return true
	}
	return false
}

// parseRankList reads a set of ranks: "3, 7, K", "3 und B", "le roi et
// le valet", or "keine" / "aucun" for none.
func parseRankList(s string) (Answer, error) {
	f := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == '/' || r == '.' || r == ':' || r == '&' || r == '+'
	})
	ans := Answer{Kind: AnsRanks, Ranks: []engine.Rank{}}
	none := false
	for _, w := range f {
		switch {
		case noneWord(w):
			none = true
		case rankArticle(w), w == "und", w == "et", w == "and", w == "tot", w == "tote", w == "morts", w == "mort",
			w == "sind", w == "sont", w == "ist", w == "est":
		default:
			r, err := engine.ParseRank(w, engine.AnyLanguage)
			if n, ok := numberWord(w); err != nil && ok && n >= 2 && n <= 10 {
				// "Fünf", "cinq": a number word names the rank.
				r, err = engine.Rank(n), nil
			}
			if err != nil {
				return Answer{}, &AnswerError{Err: ErrBadRank, Token: w, Cause: err}
			}
			dup := false
			for _, x := range ans.Ranks {
				dup = dup || x == r
			}
			if !dup {
				ans.Ranks = append(ans.Ranks, r)
			}
		}
	}
	if none && len(ans.Ranks) > 0 {
		return Answer{}, answerErr(ErrUnexpected, s)
	}
	if !none && len(ans.Ranks) == 0 {
		return Answer{}, answerErr(ErrEmptyAnswer, s)
	}
	return ans, nil
}

// Score categories of a Pasur round, as the scenarios package names them.
const (
	ScoreAces          = "aces"
	ScoreJacks         = "jacks"
	ScoreTwoClubs      = "two_clubs"
	ScoreTenDiamonds   = "ten_diamonds"
	ScoreClubs         = "clubs"
	ScoreSevenDiamonds = "seven_diamonds"
	ScoreSurs          = "surs"
	ScoreTotal         = "total"
)

// ScoreCategory returns the category a folded word (or two) names: "asse"
// and "as" → aces, "buben"/"valets" → jacks, "2♣"/"kleine zwei"/"petit
// deux" → two_clubs, "10♦"/"große zehn"/"grand dix" → ten_diamonds,
// "kreuz"/"trefles" → clubs, "7♦" → seven_diamonds, "surs" → surs,
// "summe"/"gesamt"/"total" → total.
func ScoreCategory(w string) string {
	switch w {
	case "asse", "ass", "as", "aces", "ace":
		return ScoreAces
	case "buben", "bube", "valets", "valet", "jacks", "jack":
		return ScoreJacks
	case "2♣", "2c", "kreuz-2", "kreuz2", "kleine zwei", "kleine", "petit deux", "petit", "deux de trefle", "2 trefle", "two_clubs":
		return ScoreTwoClubs
	case "10♦", "10d", "karo-10", "karo10", "grosse zehn", "grosse", "grand dix", "grand", "dix de carreau", "10 carreau", "ten_diamonds":
		return ScoreTenDiamonds
	case "kreuz", "kreuze", "meiste kreuz", "trefle", "trefles", "clubs":
		return ScoreClubs
	case "7♦", "7d", "karo-7", "karo7", "sept de carreau", "seven_diamonds":
		return ScoreSevenDiamonds
	case "sur", "surs", "feger":
		return ScoreSurs
	case "summe", "gesamt", "insgesamt", "zusammen", "total", "somme", "punkte", "points":
		return ScoreTotal
	}
	return ""
}

// parseScore reads a Pasur score: "Asse 2, Buben 1, Summe 8", "as 1 valets
// 2 total 10", or a bare number for the total.
func parseScore(s string) (Answer, error) {
	ans := Answer{Kind: AnsScore, Score: map[string]int{}}
	f := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == ':' || r == '=' || r == '.'
	})
	var pending []string
	afterNumber := false
	for i := 0; i < len(f); i++ {
		w := f[i]
		if afterNumber && (w == "punkte" || w == "points" || w == "punkt" || w == "point" || w == "pkt" || w == "pts") {
			continue
		}
		afterNumber = false
		n, ok := wholeNumber(w)
		if !ok && scoreZeroWord(w) {
			// "keine", "nichts", "rien": no points.
			n, ok = 0, true
		}
		if ok && !isCardWord(w) {
			cat := ScoreTotal
			if len(pending) > 0 {
				cat = ScoreCategory(strings.Join(pending, " "))
				if cat == "" {
					cat = ScoreCategory(pending[len(pending)-1])
				}
				if cat == "" {
					return Answer{}, answerErr(ErrUnexpected, strings.Join(pending, " "))
				}
			}
			if _, dup := ans.Score[cat]; dup {
				return Answer{}, answerErr(ErrUnexpected, w)
			}
			ans.Score[cat] = n
			pending = nil
			afterNumber = true
			continue
		}
		switch w {
		case "und", "et", "and", "die", "der", "le", "la", "les", "de", "fur", "pour", "punkte", "points":
			if ScoreCategory(w) == "" || len(pending) > 0 {
				continue
			}
		}
		pending = append(pending, w)
	}
	if len(pending) > 0 || len(ans.Score) == 0 {
		return Answer{}, answerErr(ErrEmptyAnswer, strings.Join(pending, " "))
	}
	return ans, nil
}

// isCardWord reports a word that names a scoring card, such as "2♣".
// scoreZeroWord reports the words that say "no points" in a score.
func scoreZeroWord(w string) bool {
	switch w {
	case "keine", "kein", "keiner", "nichts", "null", "rien", "aucun", "aucune", "zero", "nul":
		return true
	}
	return false
}

func isCardWord(w string) bool { return strings.ContainsAny(w, "♣♦♥♠") }

// wholeNumber reads a non-negative whole number of at most six digits.
func wholeNumber(w string) (int, bool) {
	if w == "" || len(w) > 6 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) {
			return 0, false
		}
		n = n*10 + int(w[i]-'0')
	}
	return n, true
}
