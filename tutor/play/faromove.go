package play

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/tutor/input"
)

// A line of free Faro play is read into a faroMove: a bet ("4 auf 9",
// "4 auf den Buben", "2 auf K gecoppert", "3 zwischen 5 und 6", "2 sur la
// haute carte"), a change of a stake ("D auf 7 erhöhen", "erhöhe die 9 um
// 2", "passe la dame à 6"), a bet taken off ("weg 9", "nimm die 9 weg",
// "retire l'appel", "alles weg") or a call of the turn ("ansage 7 B 3 2",
// "ich sage an: 7 verliert, Ass gewinnt, 9 ist der Hock, 2 Chips",
// "appel rouge noir rouge 2"). The words are read by tutor/input's lexer
// and its readers of ranks and amounts; the words that say what kind of
// move it is are listed here, as data.

// moveKind is what a line of free Faro play asks for.
type moveKind uint8

const (
	// moveBet places a bet; on a spot the learner already has, it sets
	// that bet's stake (the rule: one bet per spot, "change it instead").
	moveBet moveKind = iota + 1
	// moveSet sets the stake of a bet or of the call ("D auf 7 erhöhen").
	moveSet
	// moveAdd changes a stake by Delta ("erhöhe die 9 um 2").
	moveAdd
	// moveRemove takes a bet or the call off the layout.
	moveRemove
	// moveRemoveAll takes every bet and the call off.
	moveRemoveAll
	// moveCall calls the turn (or changes the call).
	moveCall
)

// betTarget names a spot of the layout: a rank, a split, the high-card
// field or the call.
type betTarget struct {
	kind        faro.BetKind
	rank, rank2 engine.Rank
	copper      bool
}

// faroMove is one line of free Faro play, read.
type faroMove struct {
	kind   moveKind
	target betTarget
	// stake is the stake of a bet, a call or a change; delta the change
	// of moveAdd.
	stake, delta engine.Amount
	// order is a call's ranks (loser, winner and, if named, hock), or
	// colours Foster's colours (true: red).
	order   []engine.Rank
	colours []bool
}

// moveError is a line that is no move: what to say, and the word at
// fault.
type moveError struct {
	msg  locales.Message
	word string
}

func (e *moveError) Error() string { return "play: " + e.word }

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

// parseMove reads a line of free Faro play (see faroMove). It never
// panics; a line that is no move gives a *moveError.
func parseMove(line string) (faroMove, error) {
	if len(line) > input.MaxInput {
		return faroMove{}, &moveError{msg: locales.ParseUnreadable}
	}
	ws := moveWordsOf(line)
	if len(ws) == 0 {
		return faroMove{}, &moveError{msg: locales.ParseUnreadable}
	}
	has := wordClass(0)
	for _, w := range ws {
		has |= w.class
	}
	switch {
	case has&wRemove != 0:
		return parseRemove(ws, has)
	case has&(wRaise|wLower) != 0 && (has&(wTo|wBy) != 0):
		return parseChange(ws, has)
	case has&(wCallWord|wLoser|wWinner|wHock|wColourRed|wColourBlack) != 0:
		return parseCall(ws)
	}
	return parseBet(ws)
}

// parseBet reads a bet: the stake, then the spot ("4 auf 9", "setze 4
// Chips auf den Buben", "3 zwischen 5 und 6", "2 auf K gecoppert", "2 sur
// la haute carte"); or the spot, then the stake with its unit ("auf die 9
// 4 Chips"); or just a stake and ranks ("4 9").
func parseBet(ws []word) (faroMove, error) {
	mv := faroMove{kind: moveBet}
	on := -1
	for i, w := range ws {
		if w.is(wOn | wBetween) {
			on = i
			break
		}
	}
	stakeAt := -1
	if on > 0 {
		for i := on - 1; i >= 0; i-- {
			if ws[i].isAmount || ws[i].badAmount {
				stakeAt = i
				break
			}
		}
	}
	if stakeAt < 0 {
		// the stake with its unit after the spot, or the first number
		for i := max(on, 0); i < len(ws); i++ {
			if (ws[i].isAmount || ws[i].badAmount) && i+1 < len(ws) && ws[i+1].is(wUnit) {
				stakeAt = i
				break
			}
		}
	}
	if stakeAt < 0 && on < 0 {
		for i, w := range ws {
			if w.isAmount || w.badAmount {
				stakeAt = i
				break
			}
		}
	}
	if stakeAt < 0 {
		return mv, &moveError{msg: locales.SandboxMoveNoStake}
	}
	if ws[stakeAt].badAmount {
		return mv, &moveError{msg: locales.SandboxMoveBadAmount, word: ws[stakeAt].text}
	}
	mv.stake = ws[stakeAt].amount
	rest := append(append([]word(nil), ws[:stakeAt]...), ws[stakeAt+1:]...)
	t, err := readTarget(rest, false)
	if err != nil {
		return mv, err
	}
	if t.kind == faro.TurnCall {
		return mv, &moveError{msg: locales.ParseUnreadable}
	}
	mv.target = t
	return mv, nil
}

// parseChange reads a change of a stake: the new stake after "auf"/"à"
// ("D auf 7 erhöhen", "erhöhe die Ansage auf 3", "passe la dame à 6"), or
// the difference after "um"/"de" ("erhöhe die 9 um 2", "baisse le roi
// de 2"). The spot is what is left ("die Ansage": the call).
func parseChange(ws []word, has wordClass) (faroMove, error) {
	mv := faroMove{kind: moveSet}
	at := -1
	for i := len(ws) - 2; i >= 0; i-- {
		if ws[i].is(wTo|wBy) && (ws[i+1].isAmount || ws[i+1].badAmount) {
			at = i
			break
		}
	}
	if at < 0 {
		return mv, &moveError{msg: locales.SandboxMoveNoStake}
	}
	n := ws[at+1]
	if n.badAmount {
		return mv, &moveError{msg: locales.SandboxMoveBadAmount, word: n.text}
	}
	if ws[at].is(wBy) {
		mv.kind, mv.delta = moveAdd, n.amount
		if has&wLower != 0 {
			mv.delta = -n.amount
		}
	} else {
		mv.stake = n.amount
	}
	rest := append(append([]word(nil), ws[:at]...), ws[at+2:]...)
	t, err := readTarget(rest, true)
	if err != nil {
		return mv, err
	}
	mv.target = t
	return mv, nil
}

// parseRemove reads a bet taken off: "weg 9", "nimm die 9 weg", "retire
// la mise sur le roi cuivré", "ansage weg", "retire l'appel", "alles weg".
func parseRemove(ws []word, has wordClass) (faroMove, error) {
	var rest []word
	for _, w := range ws {
		if !w.is(wRemove) {
			rest = append(rest, w)
		}
	}
	if has&wAll != 0 && !anyRank(rest) {
		return faroMove{kind: moveRemoveAll}, nil
	}
	t, err := readTarget(rest, true)
	if err != nil {
		return faroMove{}, err
	}
	return faroMove{kind: moveRemove, target: t}, nil
}

// anyRank reports whether a word may be a rank.
func anyRank(ws []word) bool {
	for _, w := range ws {
		if w.isRank {
			return true
		}
	}
	return false
}

// readTarget reads the spot a move names: one rank, two for a split, the
// high-card field ("hohe Karte", "haute carte"), or, when callToo, the
// call ("Ansage", "appel"); "gecoppert" marks the coppered bet.
func readTarget(ws []word, callToo bool) (betTarget, error) {
	t := betTarget{kind: faro.Single}
	var ranks []engine.Rank
	high, call := false, false
	for i, w := range ws {
		switch {
		case w.is(wCopper):
			t.copper = true
		case w.is(wHigh) && i+1 < len(ws) && ws[i+1].is(wCard):
			high = true
		case w.is(wCard) && i > 0 && ws[i-1].is(wHigh):
		case w.is(wCallWord) && callToo:
			call = true
		case w.isRank && !w.is(wFiller|wOn|wBetween|wTo):
			ranks = append(ranks, w.rank)
		case w.class != 0 && !w.is(wCallWord|wAll):
			// a word that structures the move: "auf", "Chips", "le"
		default:
			return t, &moveError{msg: locales.SandboxMoveNotRank, word: w.text}
		}
	}
	switch {
	case call && len(ranks) == 0 && !high:
		t.kind = faro.TurnCall
	case high && len(ranks) == 0:
		t.kind = faro.HighCard
	case len(ranks) == 1 && !high:
		t.rank = ranks[0]
	case len(ranks) == 2 && !high:
		t.kind, t.rank, t.rank2 = faro.Split, ranks[0], ranks[1]
	case len(ranks) == 0:
		return t, &moveError{msg: locales.SandboxMoveNoSpot}
	default:
		return t, &moveError{msg: locales.SandboxMoveTooMany}
	}
	return t, nil
}

// role is the place a rank takes in a call.
type role uint8

const (
	roleNone role = iota
	roleLoser
	roleWinner
	roleHock
)

// parseCall reads a call of the turn: ranks in the order loser, winner,
// hock, or each with its role ("7 verliert, Ass gewinnt, 9 ist der Hock",
// "le 4 perd, le 5 gagne, 10 hock"), or Foster's colours ("rot schwarz
// rot"); and the stake: with its unit ("2 Chips"), after "mit", "für",
// "pour" ("pour 2"), or the number after the ranks ("ansage 7 B 3 2").
func parseCall(ws []word) (faroMove, error) {
	mv := faroMove{kind: moveCall}
	stakeAt := -1
	for i, w := range ws {
		if (w.isAmount || w.badAmount) && (i+1 < len(ws) && ws[i+1].is(wUnit) || i > 0 && ws[i-1].is(wWith)) {
			stakeAt = i
		}
	}
	type named struct {
		rank engine.Rank
		role role
	}
	var ranks []named
	var cands []int // words that may be ranks, in order
	for i, w := range ws {
		switch {
		case i == stakeAt:
		case w.is(wColourRed):
			mv.colours = append(mv.colours, true)
		case w.is(wColourBlack):
			mv.colours = append(mv.colours, false)
		case w.isRank && !w.is(wFiller|wUnit|wWith):
			cands = append(cands, i)
		case w.isAmount || w.badAmount:
			cands = append(cands, i) // a stake ("2") that is no rank
		}
	}
	if stakeAt < 0 && len(cands) > 0 {
		// the stake is the last number: after the ranks or colours
		if last := cands[len(cands)-1]; ws[last].isAmount || ws[last].badAmount {
			if len(mv.colours) > 0 || len(cands) > 2 && roleOf(ws, last) == roleNone {
				stakeAt, cands = last, cands[:len(cands)-1]
			}
		}
	}
	if stakeAt < 0 {
		return mv, &moveError{msg: locales.SandboxMoveNoStake}
	}
	if ws[stakeAt].badAmount {
		return mv, &moveError{msg: locales.SandboxMoveBadAmount, word: ws[stakeAt].text}
	}
	mv.stake = ws[stakeAt].amount
	for _, i := range cands {
		if !ws[i].isRank {
			return mv, &moveError{msg: locales.SandboxMoveNotRank, word: ws[i].text}
		}
		ranks = append(ranks, named{ws[i].rank, roleOf(ws, i)})
	}
	if len(mv.colours) > 0 {
		if len(ranks) > 0 || len(mv.colours) != 3 {
			return mv, &moveError{msg: locales.SandboxMoveCallShape}
		}
		return mv, nil
	}
	if len(ranks) < 2 || len(ranks) > 3 {
		return mv, &moveError{msg: locales.SandboxMoveCallShape}
	}
	// each rank in its place: named roles first, the others in order
	slots := make([]engine.Rank, 3)
	taken := make([]bool, 3)
	for _, n := range ranks {
		if n.role != roleNone {
			k := int(n.role) - 1
			if taken[k] {
				return mv, &moveError{msg: locales.SandboxMoveCallShape}
			}
			slots[k], taken[k] = n.rank, true
		}
	}
	k := 0
	for _, n := range ranks {
		if n.role != roleNone {
			continue
		}
		for taken[k] {
			k++
		}
		slots[k], taken[k] = n.rank, true
	}
	if !taken[0] || !taken[1] {
		return mv, &moveError{msg: locales.SandboxMoveCallShape}
	}
	mv.order = slots[:2]
	if taken[2] {
		mv.order = slots
	}
	return mv, nil
}

// roleOf returns the role a call gives the rank at i: said by the word
// after it ("7 verliert", "9 ist der Hock"), or by a noun before it
// ("Hock 9", "Bankkarte 7").
func roleOf(ws []word, i int) role {
	for j := i + 1; j < len(ws) && !ws[j].sep; j++ {
		if r := roleWord(ws[j]); r != roleNone {
			return r
		}
		if !ws[j].is(wFiller) || ws[j].isRank {
			break
		}
	}
	for j := i - 1; j >= 0 && !ws[j+1].sep; j-- {
		if ws[j].isRank || ws[j].isAmount {
			break
		}
		if r := roleWord(ws[j]); r != roleNone && roleNoun(ws[j].fold) {
			return r
		}
		if !ws[j].is(wFiller) {
			break
		}
	}
	return roleNone
}

// roleNoun reports a role named by a noun, which may stand before its
// rank ("Hock 9", "Bankkarte 7", "perdante 4"); a verb stands after it.
func roleNoun(fold string) bool {
	switch fold {
	case "hock", "bankkarte", "spielerkarte", "perdante", "gagnante", "loser", "winner":
		return true
	}
	return false
}

// roleWord returns the role a word names.
func roleWord(w word) role {
	switch {
	case w.is(wLoser):
		return roleLoser
	case w.is(wWinner):
		return roleWinner
	case w.is(wHock):
		return roleHock
	}
	return roleNone
}
