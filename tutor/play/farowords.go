package play

import (
	"strings"

	"croupier/engine"
	"croupier/tutor/input"
)

// wordClass is what a word says in a move.
type wordClass uint32

const (
	wFiller wordClass = 1 << iota
	wUnit
	wCopper
	wOn        // "auf", "sur": the spot follows
	wBetween   // "zwischen", "entre": a split follows
	wTo        // "auf", "à": the new stake follows (a change)
	wBy        // "um", "de": the difference follows (a change)
	wRemove    // "weg", "retire"
	wRaise     // "erhöhe", "augmente"
	wLower     // "senke", "baisse"
	wCallWord  // "ansage", "appel"
	wLoser     // "verliert", "perd", "Bankkarte"
	wWinner    // "gewinnt", "gagne"
	wHock      // "Hock"
	wHigh      // "hohe", "haute" (… Karte)
	wCard      // "Karte", "carte"
	wAll       // "alles", "tout"
	wColourRed // "rot", "rouge"
	wColourBlack
	wWith // "mit", "für", "pour", "avec": a call's stake follows
)

// moveWords are the words of free Faro play, by class; the same word may
// be in several classes ("auf" marks the spot of a bet and the new stake
// of a change).
var moveWords = []struct {
	class wordClass
	words string
}{
	{wFiller, "ich setze setzen setzt setz sage sag sagst an ist sind wird der die das den dem des ein eine einen einem mein meine meinen meinem dein deine deinen einsatz einsätze einsatze reihenfolge gewicht pronostic nimm nehme nehmen nimmt und dann noch bitte je j' mise miser mets parie le la les l' un une mon ma mes votre vos est c'est pronostique poids ordre fois bet on i the my"},
	{wUnit, "chip chips punkt punkte jeton jetons point points"},
	{wCopper, "gecoppert gekupfert coppern kupfern umgedreht cuivre cuivré cuivrée cuivrés coppered"},
	{wOn, "auf aufs vom von sur du des"},
	{wBetween, "zwischen entre split cheval"},
	{wTo, "auf a à to"},
	{wBy, "um de by"},
	{wRemove, "weg entferne entfernen entfern zurücknehmen zurückziehen streiche streichen lösche löschen retire retirer retirez enlève enlever enlevez supprime supprimer ôte ôter remove off"},
	{wRaise, "erhöhe erhöhen erhöht erhoehe aufstocken ändere ändern änder augmente augmenter augmentez change changer changez modifie modifier modifiez porte porter portez monte monter montez passe raise change"},
	{wLower, "senke senken verringere verringern reduziere reduzieren vermindere baisse baisser baissez diminue diminuer diminuez réduis réduire lower reduce"},
	{wCallWord, "ansage ansagen angesagt appel appelle appeler appelez annonce annoncer call"},
	{wLoser, "verliert verlieren bankkarte perd perdent perdante loser loses"},
	{wWinner, "gewinnt gewinnen spielerkarte gagne gagnent gagnante winner wins"},
	{wHock, "hock"},
	{wHigh, "hohe hohen höchste haute high"},
	{wCard, "karte carte card"},
	{wAll, "alles alle tout toutes tous everything all"},
	{wColourRed, "rot rote roter rouge rouges red"},
	{wColourBlack, "schwarz schwarze schwarzer noir noire noirs black"},
	{wWith, "mit für pour avec for with"},
}

// moveLexicon maps each folded word to its classes.
var moveLexicon = func() map[string]wordClass {
	m := map[string]wordClass{}
	for _, l := range moveWords {
		for _, w := range strings.Fields(l.words) {
			m[engine.Fold(w)] |= l.class
		}
	}
	return m
}()

// word is one token of a move.
type word struct {
	text, fold string
	class      wordClass
	// amount is set for a number (or a number word) that may be a stake;
	// rank for a word that may be a rank.
	amount    engine.Amount
	isAmount  bool
	badAmount bool
	rank      engine.Rank
	isRank    bool
	// sep reports a separator ("," "und") right before the word.
	sep bool
}

func (w word) is(c wordClass) bool { return w.class&c != 0 }

// moveWordsOf reads the tokens of a line (separators left out: "und",
// ",").
func moveWordsOf(line string) []word {
	var out []word
	sep := false
	for _, t := range input.Lex(line) {
		if t.Kind == input.Sep {
			sep = true
			continue
		}
		w := word{text: t.Text, fold: t.Fold, class: moveLexicon[t.Fold], sep: sep}
		sep = false
		if w.fold == "a" && !strings.ContainsAny(w.text, "àÀ") {
			w.class = 0 // "A" is the ace; only "à" marks a stake
		}
		switch {
		case t.Kind == input.Number:
			w.amount, w.isAmount, w.badAmount = t.Amount, !t.Bad, t.Bad
			if rk, err := input.Parse(t.Text, input.Rank, nil); err == nil && !t.Signed {
				w.rank, w.isRank = rk.Rank, true
			}
		case w.class == 0:
			if rk, err := input.Parse(t.Text, input.Rank, nil); err == nil {
				w.rank, w.isRank = rk.Rank, true
			}
			if a, err := input.Parse(t.Text, input.Amount, nil); err == nil {
				w.amount, w.isAmount = a.Amount, true
			}
		}
		out = append(out, w)
	}
	return out
}
