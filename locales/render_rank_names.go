package locales

import "croupier/engine"

// rankCase is the grammatical form a rank's name takes in narration.
type rankCase int

const (
	// rankAcc is the rank a bet goes on: „setzt auf die 9“, „auf den
	// Buben“; « mise sur le 9 », « sur l’as ».
	rankAcc rankCase = iota
	// rankDat is the rank a bet lies on: „der Einsatz auf der 9“, „auf
	// dem Buben“; French as rankAcc.
	rankDat
	// rankNom is a rank named alone, in a list or a pair: „Dame und
	// König sind keine Nachbarn“; « la dame et le roi ».
	rankNom
	// rankSubj is a rank as the subject: „der Bube verliert“, „die 9
	// gewinnt“; « le valet perd ».
	rankSubj
)

// rankNames are the name of the ace, a number card (its figure as {0}),
// the jack, the queen and the king in each form.
var rankNames = map[rankCase][5]Message{
	rankAcc:  {rankAccAce, rankAccNumber, rankAccJack, rankAccQueen, rankAccKing},
	rankDat:  {rankDatAce, rankDatNumber, rankDatJack, rankDatQueen, rankDatKing},
	rankNom:  {rankNomAce, rankNomNumber, rankNomJack, rankNomQueen, rankNomKing},
	rankSubj: {rankAccAce, rankAccNumber, rankSubjJack, rankAccQueen, rankSubjKing},
}

// rankName writes a rank by its name, with the article the form needs,
// for narration in sentences („Dan setzt 5 Chips auf den Buben.“), where
// the bare letters of tables and lists („auf B“) read as abbreviations.
func (p Printer) rankName(r engine.Rank, c rankCase) string {
	names := rankNames[c]
	switch r {
	case engine.Ace:
		return p.T(names[0])
	case engine.Jack:
		return p.T(names[2])
	case engine.Queen:
		return p.T(names[3])
	case engine.King:
		return p.T(names[4])
	}
	return p.T(names[1], r.String())
}

// rankPlurals name the ranks in the plural, as a question counts them:
// „Wie viele Damen …“, « Combien de dames … », « Combien d’as … ».
var rankPlurals = [engine.NumRanks]Message{
	{de: "Asse", fr: "d’as"}, {de: "Zweien", fr: "de 2"}, {de: "Dreien", fr: "de 3"},
	{de: "Vieren", fr: "de 4"}, {de: "Fünfen", fr: "de 5"}, {de: "Sechsen", fr: "de 6"},
	{de: "Siebenen", fr: "de 7"}, {de: "Achten", fr: "de 8"}, {de: "Neunen", fr: "de 9"},
	{de: "Zehnen", fr: "de 10"}, {de: "Buben", fr: "de valets"}, {de: "Damen", fr: "de dames"},
	{de: "Könige", fr: "de rois"},
}

// RankPlural names a rank in the plural, as a count asks for it (German
// „Damen“, French « de dames », « d’as », with the preposition that
// elides).
func (p Printer) RankPlural(r engine.Rank) string {
	i := int(r) - int(engine.Ace)
	if i < 0 || i >= len(rankPlurals) {
		return p.Rank(r)
	}
	return p.T(rankPlurals[i])
}
