package tutor

import (
	"strconv"
	"strings"

	"croupier/engine"
)

// firstWord returns the first word of folded text without punctuation.
func firstWord(s string) string {
	f := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == '.' || r == '!' || r == ':' || r == '(' || r == ')'
	})
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// parseYesNo reads ja/nein, oui/non and their common variants.
func parseYesNo(s string) (Answer, error) {
	w := firstWord(s)
	switch w {
	case "ja", "j", "jawohl", "jep", "klar", "stimmt", "richtig", "wahr", "genau", "doch",
		"oui", "o", "ouais", "si", "vrai", "exact", "exactement", "correct", "yes", "y":
		if w == "stimmt" && strings.Contains(s, "nicht") {
			return Answer{Kind: AnsYesNo, Yes: false}, nil
		}
		return Answer{Kind: AnsYesNo, Yes: true}, nil
	case "nein", "n", "nee", "falsch", "non", "faux", "no", "nope", "pas":
		return Answer{Kind: AnsYesNo, Yes: false}, nil
	}
	return Answer{}, answerErr(ErrNotYesNo, w)
}

// numberWord returns the value of a number word 0..20 in German or French.
func numberWord(w string) (int, bool) {
	switch w {
	case "null", "zero", "keine", "kein", "aucun", "aucune":
		return 0, true
	case "eins", "ein", "eine", "einer", "un", "une":
		return 1, true
	case "zwei", "deux":
		return 2, true
	case "drei", "trois":
		return 3, true
	case "vier", "quatre":
		return 4, true
	case "funf", "fuenf", "cinq":
		return 5, true
	case "sechs", "six":
		return 6, true
	case "sieben", "sept":
		return 7, true
	case "acht", "huit":
		return 8, true
	case "neun", "neuf":
		return 9, true
	case "zehn", "dix":
		return 10, true
	case "elf", "onze":
		return 11, true
	case "zwolf", "zwoelf", "douze":
		return 12, true
	case "dreizehn", "treize":
		return 13, true
	}
	return 0, false
}

// maxCount bounds counts: nothing in a 52-card game needs more.
const maxCount = 1_000_000

// parseCount reads a whole number in digits or words ("3", "drei",
// "trois Karten").
func parseCount(s string) (Answer, error) {
	w := firstWord(s)
	if n, ok := numberWord(w); ok {
		return Answer{Kind: AnsCount, Count: n}, nil
	}
	n, err := strconv.Atoi(w)
	if err != nil || n < 0 || n > maxCount {
		return Answer{}, answerErr(ErrBadCount, w)
	}
	return Answer{Kind: AnsCount, Count: n}, nil
}

// parseChoice reads one or more choices by number (1 = first) or letter
// (a = first): "2", "b", "(b)", "b)", "antwort b", "réponse 2", "a und c",
// "1, 3".
func parseChoice(s string, n int) (Answer, error) {
	f := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == '.' || r == ')' || r == '(' || r == ':' || r == '[' || r == ']' || r == '&' || r == '+'
	})
	ans := Answer{Kind: AnsChoice}
	for _, w := range f {
		switch w {
		case "antwort", "antworten", "reponse", "reponses", "wahl", "choix", "nummer", "numero", "nr",
			"n°", "buchstabe", "lettre", "und", "et", "and", "option", "options":
			continue
		}
		idx := -1
		if v, err := strconv.Atoi(w); err == nil && len(w) <= 4 {
			idx = v - 1
		} else if len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' {
			idx = int(w[0] - 'a')
		}
		if idx < 0 || (n > 0 && idx >= n) {
			return Answer{}, answerErr(ErrBadChoice, w)
		}
		dup := false
		for _, x := range ans.Choices {
			dup = dup || x == idx
		}
		if !dup {
			ans.Choices = append(ans.Choices, idx)
		}
	}
	if len(ans.Choices) == 0 {
		return Answer{}, answerErr(ErrBadChoice, s)
	}
	return ans, nil
}

// parseAmountAnswer reads one exact amount; unit words are ignored ("1½
// Chips", "-3 points").
func parseAmountAnswer(s string) (Answer, error) {
	var got []token
	for _, t := range lex(s) {
		if t.kind == tWord && fillerWord(t.text) {
			continue
		}
		if t.kind == tWord && zeroWord(t.text) {
			t = token{kind: tAmount, text: t.text}
		}
		got = append(got, t)
	}
	if len(got) != 1 || got[0].kind != tAmount {
		return Answer{}, answerErr(ErrBadAmount, s)
	}
	return Answer{Kind: AnsAmount, Amount: got[0].amount}, nil
}

// rankArticle reports articles before a rank ("der König", "le roi").
func rankArticle(w string) bool {
	switch w {
	case "der", "die", "das", "ein", "eine", "le", "la", "l'", "un", "une", "auf", "sur", "rang", "wert":
		return true
	}
	return false
}

// parseRankAnswer reads a rank: "B", "Bube", "V", "valet", "10", "der
// König", "le roi".
func parseRankAnswer(s string) (Answer, error) {
	var ws []string
	for _, w := range strings.Fields(strings.Trim(s, ".!?")) {
		if !rankArticle(w) {
			ws = append(ws, w)
		}
	}
	if len(ws) != 1 {
		return Answer{}, answerErr(ErrBadRank, s)
	}
	r, err := engine.ParseRank(ws[0], engine.AnyLanguage)
	if err != nil {
		return Answer{}, &AnswerError{Err: ErrBadRank, Token: ws[0], Cause: err}
	}
	return Answer{Kind: AnsRank, Rank: r}, nil
}

// colourWord returns whether w names red (true) or black (false).
func colourWord(w string) (red, ok bool) {
	switch w {
	case "rot", "rote", "roter", "rouge", "red":
		return true, true
	case "schwarz", "schwarze", "schwarzer", "noir", "noire", "black":
		return false, true
	}
	return false, false
}

// callFiller reports words that structure a call but carry no rank:
// "7 verliert, B gewinnt", "7 perd, V gagne, 3 hock".
func callFiller(w string) bool {
	switch w {
	case "verliert", "gewinnt", "perd", "gagne", "hock", "dann", "puis", "danach", "ensuite",
		"zuerst", "d'abord", "erst", "bankkarte", "spielerkarte", "perdante", "gagnante",
		"loser", "winner", "then", "ordnung", "reihenfolge", "ordre", "als", "comme", "-", ">", "->", "→":
		return true
	}
	return rankArticle(w)
}

// parseCall reads the order of the last three cards: ranks ("7 B 3", "7
// verliert, B gewinnt", "7-V-3") or Foster's colours ("rot schwarz rot",
// "rouge noir rouge").
func parseCall(s string) (Answer, error) {
	f := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == '/' || r == '-' || r == '>' || r == '→' || r == '.' || r == ':'
	})
	ans := Answer{Kind: AnsCall}
	for _, w := range f {
		if callFiller(w) {
			continue
		}
		if red, ok := colourWord(w); ok && len(ans.Ranks) == 0 {
			ans.Colours = append(ans.Colours, red)
			continue
		}
		r, err := engine.ParseRank(w, engine.AnyLanguage)
		if err != nil || len(ans.Colours) > 0 {
			return Answer{}, &AnswerError{Err: ErrBadRank, Token: w, Cause: err}
		}
		ans.Ranks = append(ans.Ranks, r)
	}
	n := len(ans.Ranks) + len(ans.Colours)
	if n < 2 || n > 3 || (len(ans.Colours) > 0 && len(ans.Colours) != 3) {
		return Answer{}, answerErr(ErrCallLength, s)
	}
	return ans, nil
}
