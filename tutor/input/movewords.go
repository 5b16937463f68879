package input

import (
	"strings"

	"croupier/engine"
)

// MoveClass is what a word says in a move of free Faro play ("4 auf 9",
// "erhöhe die 9 auf 6", "appel 7 V 3"); the same word may be in several
// classes ("auf" marks the spot of a bet and the new stake of a change).
type MoveClass uint32

// The classes of the words of moves.
const (
	// MoveFiller: carries nothing ("ich setze", "mise", "le")
	MoveFiller MoveClass = 1 << iota
	// MoveUnit: names the unit of a stake ("Chips", "jetons")
	MoveUnit
	// MoveCopper: coppers a bet ("gecoppert", "cuivré")
	MoveCopper
	// MoveOn: "auf", "sur": the spot follows
	MoveOn
	// MoveBetween: "zwischen", "entre": a split follows
	MoveBetween
	// MoveTo: "auf", "à": the new stake follows (a change)
	MoveTo
	// MoveBy: "um", "de": the difference follows (a change)
	MoveBy
	// MoveRemove: "weg", "retire"
	MoveRemove
	// MoveRaise: "erhöhe", "augmente"
	MoveRaise
	// MoveLower: "senke", "baisse"
	MoveLower
	// MoveCallWord: "ansage", "appel"
	MoveCallWord
	// MoveLoser: "verliert", "perd", "Bankkarte"
	MoveLoser
	// MoveWinner: "gewinnt", "gagne"
	MoveWinner
	// MoveHock: "Hock"
	MoveHock
	// MoveHigh: "hohe", "haute" (… Karte)
	MoveHigh
	// MoveCard: "Karte", "carte"
	MoveCard
	// MoveAll: "alles", "tout"
	MoveAll
	// MoveRed: "rot", "rouge"
	MoveRed
	// MoveBlack: "schwarz", "noir"
	MoveBlack
	// MoveWith: "mit", "für", "pour", "avec": a call's stake follows
	MoveWith
	// MoveShift: "verschiebe", "déplace": a bet moved to another spot,
	// which the game does in two moves (take it off, bet again)
	MoveShift
)

// moveWords are the words of free Faro play's moves, by class, German,
// French and English alike (folded when the lexicon is built).
var moveWords = []struct {
	class MoveClass
	words string
}{
	{MoveFiller, "ich setze setzen setzt setz sage sag sagst an ist sind wird also dann alors donc der die das den dem des ein eine einen einem mein meine meinen meinem dein deine deinen einsatz einsätze einsatze reihenfolge gewicht pronostic nimm nehme nehmen nimmt und dann noch bitte mal wieder doch je j' mise miser mets parie le la les l' un une mon ma mes votre vos est c'est pronostique poids ordre fois svp stp s' s'il il vous te plaît plait bet on i the my"},
	{MoveUnit, "chip chips punkt punkte jeton jetons point points"},
	{MoveCopper, "gecoppert gekupfert coppern kupfern umgedreht cuivre cuivré cuivrée cuivrés coppered"},
	{MoveOn, "auf aufs vom von sur du des"},
	{MoveBetween, "zwischen entre split cheval"},
	{MoveTo, "auf a à to"},
	{MoveBy, "um de by"},
	{MoveRemove, "weg wegnehmen wegnehme wegtun entferne entfernen entfern zurücknehmen zurückziehen streiche streichen lösche löschen retire retirer retirez enlève enlever enlevez supprime supprimer ôte ôter remove off"},
	{MoveRaise, "erhöh erhöhe erhöhen erhöht erhoehe aufstocken ändere ändern änder augmente augmenter augmentez change changer changez modifie modifier modifiez porte porter portez monte monter montez passe raise change"},
	{MoveLower, "senk senke senken verringer verringere verringern reduziere reduzieren vermindere baisse baisser baissez diminue diminuer diminuez réduis réduire lower reduce"},
	{MoveCallWord, "ansage ansagen angesagt appel appelle appeler appelez annonce annoncer call"},
	{MoveLoser, "verliert verlieren bankkarte perd perdent perdante loser loses"},
	{MoveWinner, "gewinnt gewinnen spielerkarte gagne gagnent gagnante winner wins"},
	{MoveHock, "hock"},
	{MoveHigh, "hohe hohen höchste haute high"},
	{MoveCard, "karte carte card"},
	{MoveAll, "alles alle tout toutes tous everything all"},
	{MoveRed, "rot rote roter rouge rouges red"},
	{MoveBlack, "schwarz schwarze schwarzer noir noire noirs black"},
	{MoveWith, "mit für pour avec for with"},
	{MoveShift, "verschiebe verschieben verschieb versetze versetzen déplace déplacer déplacez bouge bouger bougez move"},
}

// moveLexicon maps each folded word to its classes.
var moveLexicon = func() map[string]MoveClass {
	m := map[string]MoveClass{}
	for _, l := range moveWords {
		for _, w := range strings.Fields(l.words) {
			m[fold(w)] |= l.class
		}
	}
	return m
}()

// MoveWord is one word or number of a move, read from a token of the
// line.
type MoveWord struct {
	// Text is the word as typed, Fold its folded form.
	Text, Fold string
	Class      MoveClass
	// Amount is set for a number (or a number word) that may be a stake;
	// Rank for a word that may be a rank.
	Amount    engine.Amount
	IsAmount  bool
	BadAmount bool
	Rank      engine.Rank
	IsRank    bool
	// Sep reports a separator ("," "und") right before the word.
	Sep bool
}

// Is reports whether the word is of one of the classes c.
func (w MoveWord) Is(c MoveClass) bool { return w.Class&c != 0 }

// MoveWords returns the line's words as words of a move, separators left
// out ("und", ","): each with its classes, and the rank or the stake it
// may be.
func (l *Line) MoveWords() []MoveWord {
	var out []MoveWord
	sep := false
	for _, t := range l.Toks {
		if t.Kind == Sep {
			sep = true
			continue
		}
		w := MoveWord{Text: t.Text, Fold: t.Fold, Class: moveLexicon[t.Fold], Sep: sep}
		sep = false
		if w.Fold == "a" && !strings.ContainsAny(w.Text, "àÀ") {
			w.Class = 0 // "A" is the ace; only "à" marks a stake
		}
		switch {
		case t.Kind == Number:
			w.Amount, w.IsAmount, w.BadAmount = t.Amount, !t.Bad, t.Bad
			if rk, ok := rankOf(t, true); ok && !t.Signed {
				w.Rank, w.IsRank = rk, true
			}
		case w.Class == 0:
			if rk, ok := rankOf(t, true); ok && !is(t.Fold, cArticle) {
				w.Rank, w.IsRank = rk, true
			}
			one := reader{line: l.Text, toks: []Token{t}, ctx: &Context{}}
			if a, err := one.amount(); err == nil {
				w.Amount, w.IsAmount = a.Amount, true
			}
		}
		out = append(out, w)
	}
	for i := 0; i+1 < len(out); i++ {
		if out[i].Fold == "en" && out[i].Class == 0 && out[i+1].Is(MoveCopper) {
			out[i].Class = MoveFiller // « 4 sur le 10 en cuivre »: coppered
		}
	}
	unaccentedTo(out)
	return out
}

// unaccentedTo reads an "a" typed without its accent as « à » in a
// change: "change le 10 a 4", "passe la dame a 6" (a verb of change, a
// spot before it, a stake right after it) set the stake, as "à" does; the
// "A" stays the ace anywhere else ("2 sur A", "A 4 weg").
func unaccentedTo(ws []MoveWord) {
	change := false
	for _, w := range ws {
		change = change || w.Is(MoveRaise|MoveLower)
	}
	if !change {
		return
	}
	for i := 1; i+1 < len(ws); i++ {
		w := ws[i]
		if w.Fold != "a" || w.Text != "a" || ws[i-1].Class != 0 || !ws[i-1].IsRank || !ws[i+1].IsAmount || ws[i+1].Sep || w.Sep {
			continue
		}
		ws[i].Class, ws[i].IsRank, ws[i].Rank = MoveTo, false, 0
	}
}
