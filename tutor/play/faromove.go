package play

import (
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
	// swapped is the other reading of a change written with two bare
	// numbers ("9 auf 7 erhöhen": the 9 to 7 chips, or the 7 to 9), and
	// dir the direction its verb says (+1 raise, −1 lower, 0 none).
	swapped *faroMove
	dir     int
}

// moveError is a line that is no move: what to say, and the word at
// fault.
type moveError struct {
	msg  locales.Message
	word string
}

func (e *moveError) Error() string { return "play: " + e.word }

// parseMove reads a line of free Faro play (see faroMove) from its
// tokens. It never panics; a line that is no move gives a *moveError.
func parseMove(line *input.Line) (faroMove, error) {
	if line.TooLong() {
		return faroMove{}, &moveError{msg: locales.ParseUnreadable}
	}
	ws := line.MoveWords()
	if len(ws) == 0 {
		return faroMove{}, &moveError{msg: locales.ParseUnreadable}
	}
	has := input.MoveClass(0)
	for _, w := range ws {
		has |= w.Class
	}
	switch {
	case has&input.MoveShift != 0:
		// "verschiebe die 10 auf die 4": no move of its own; said how
		return faroMove{}, &moveError{msg: locales.PlayMoveShift}
	case has&input.MoveRemove != 0:
		return parseRemove(ws, has)
	case has&(input.MoveRaise|input.MoveLower) != 0 && (has&(input.MoveTo|input.MoveBy) != 0):
		return parseChange(ws, has)
	case has&(input.MoveCallWord|input.MoveLoser|input.MoveWinner|input.MoveHock|input.MoveRed|input.MoveBlack) != 0:
		return parseCall(ws)
	}
	return parseBet(ws)
}

// parseBet reads a bet: the stake, then the spot ("4 auf 9", "setze 4
// Chips auf den Buben", "3 zwischen 5 und 6", "2 auf K gecoppert", "2 sur
// la haute carte"); or the spot, then the stake with its unit ("auf die 9
// 4 Chips"); or just a stake and ranks ("4 9").
func parseBet(ws []input.MoveWord) (faroMove, error) {
	mv := faroMove{kind: moveBet}
	on := -1
	for i, w := range ws {
		if w.Is(input.MoveOn | input.MoveBetween) {
			on = i
			break
		}
	}
	stakeAt := -1
	if on > 0 {
		for i := on - 1; i >= 0; i-- {
			if ws[i].IsAmount || ws[i].BadAmount {
				stakeAt = i
				break
			}
		}
	}
	if stakeAt < 0 {
		// the stake with its unit after the spot, or the first number
		for i := max(on, 0); i < len(ws); i++ {
			if (ws[i].IsAmount || ws[i].BadAmount) && i+1 < len(ws) && ws[i+1].Is(input.MoveUnit) {
				stakeAt = i
				break
			}
		}
	}
	if stakeAt < 0 && on < 0 {
		for i, w := range ws {
			if w.IsAmount || w.BadAmount {
				stakeAt = i
				break
			}
		}
	}
	if stakeAt < 0 {
		return mv, &moveError{msg: locales.SandboxMoveNoStake}
	}
	if ws[stakeAt].BadAmount {
		return mv, &moveError{msg: locales.SandboxMoveBadAmount, word: ws[stakeAt].Text}
	}
	mv.stake = ws[stakeAt].Amount
	rest := append(append([]input.MoveWord(nil), ws[:stakeAt]...), ws[stakeAt+1:]...)
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
func parseChange(ws []input.MoveWord, has input.MoveClass) (faroMove, error) {
	mv := faroMove{kind: moveSet}
	at := -1
	for i := len(ws) - 2; i >= 0; i-- {
		if ws[i].Is(input.MoveTo|input.MoveBy) && (ws[i+1].IsAmount || ws[i+1].BadAmount) {
			at = i
			break
		}
	}
	if at < 0 {
		return mv, &moveError{msg: locales.SandboxMoveNoStake}
	}
	n := ws[at+1]
	if n.BadAmount {
		return mv, &moveError{msg: locales.SandboxMoveBadAmount, word: n.Text}
	}
	if ws[at].Is(input.MoveBy) {
		mv.kind, mv.delta = moveAdd, n.Amount
		if has&input.MoveLower != 0 {
			mv.delta = -n.Amount
		}
	} else {
		mv.stake = n.Amount
	}
	rest := append(append([]input.MoveWord(nil), ws[:at]...), ws[at+2:]...)
	t, err := readTarget(rest, true)
	if err != nil {
		return mv, err
	}
	mv.target = t
	switch {
	case has&input.MoveRaise != 0:
		mv.dir = 1
	case has&input.MoveLower != 0:
		mv.dir = -1
	}
	if mv.kind == moveSet && t.kind == faro.Single && n.IsRank && n.Rank >= 2 && n.Rank <= 10 {
		for _, w := range rest {
			if w.IsRank && w.IsAmount && w.Rank == t.rank {
				alt := mv
				alt.target.rank, alt.stake = n.Rank, w.Amount
				mv.swapped = &alt
			}
		}
	}
	return mv, nil
}

// parseRemove reads a bet taken off: "weg 9", "nimm die 9 weg", "retire
// la mise sur le roi cuivré", "ansage weg", "retire l'appel", "alles weg".
func parseRemove(ws []input.MoveWord, has input.MoveClass) (faroMove, error) {
	var rest []input.MoveWord
	for _, w := range ws {
		if !w.Is(input.MoveRemove) {
			rest = append(rest, w)
		}
	}
	if has&input.MoveAll != 0 && !anyRank(rest) {
		return faroMove{kind: moveRemoveAll}, nil
	}
	t, err := readTarget(rest, true)
	if err != nil {
		return faroMove{}, err
	}
	return faroMove{kind: moveRemove, target: t}, nil
}

// anyRank reports whether a word may be a rank.
func anyRank(ws []input.MoveWord) bool {
	for _, w := range ws {
		if w.IsRank {
			return true
		}
	}
	return false
}

// readTarget reads the spot a move names: one rank, two for a split, the
// high-card field ("hohe Karte", "haute carte"), or, when callToo, the
// call ("Ansage", "appel"); "gecoppert" marks the coppered bet.
func readTarget(ws []input.MoveWord, callToo bool) (betTarget, error) {
	t := betTarget{kind: faro.Single}
	var ranks []engine.Rank
	high, call := false, false
	for i, w := range ws {
		switch {
		case w.Is(input.MoveCopper):
			t.copper = true
		case w.Is(input.MoveHigh) && i+1 < len(ws) && ws[i+1].Is(input.MoveCard):
			high = true
		case w.Is(input.MoveCard) && i > 0 && ws[i-1].Is(input.MoveHigh):
		case w.Is(input.MoveCallWord) && callToo:
			call = true
		case w.IsRank && !w.Is(input.MoveFiller|input.MoveOn|input.MoveBetween|input.MoveTo):
			ranks = append(ranks, w.Rank)
		case w.Class != 0 && !w.Is(input.MoveCallWord|input.MoveAll):
			// a word that structures the move: "auf", "Chips", "le"
		default:
			return t, &moveError{msg: locales.SandboxMoveNotRank, word: w.Text}
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
	case len(ranks) == 0 && callToo && splitSaid(ws):
		// „nimm den Split wieder weg“: the learner's one split, found
		// on the layout (oneSplit)
		t.kind = faro.Split
	case len(ranks) == 0:
		return t, &moveError{msg: locales.SandboxMoveNoSpot}
	default:
		return t, &moveError{msg: locales.SandboxMoveTooMany}
	}
	return t, nil
}

// splitSaid reports the word "Split" / « cheval » naming a split bet
// without its ranks.
func splitSaid(ws []input.MoveWord) bool {
	for _, w := range ws {
		if w.Fold == "split" || w.Fold == "cheval" {
			return true
		}
	}
	return false
}
