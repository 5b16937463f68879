package play

import (
	"croupier/engine"
	"croupier/locales"
	"croupier/tutor/input"
)

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
func parseCall(ws []input.MoveWord) (faroMove, error) {
	mv := faroMove{kind: moveCall}
	stakeAt := -1
	for i, w := range ws {
		if (w.IsAmount || w.BadAmount) && (i+1 < len(ws) && ws[i+1].Is(input.MoveUnit) || i > 0 && ws[i-1].Is(input.MoveWith)) {
			stakeAt = i
		}
	}
	var ranks []namedRank
	var cands []int // words that may be ranks, in order
	for i, w := range ws {
		switch {
		case i == stakeAt:
		case w.Is(input.MoveRed):
			mv.colours = append(mv.colours, true)
		case w.Is(input.MoveBlack):
			mv.colours = append(mv.colours, false)
		case w.IsRank && !w.Is(input.MoveFiller|input.MoveUnit|input.MoveWith):
			cands = append(cands, i)
		case w.IsAmount || w.BadAmount:
			cands = append(cands, i) // a stake ("2") that is no rank
		}
	}
	if stakeAt < 0 && len(cands) > 0 {
		// the stake is the last number: after the ranks or colours
		if last := cands[len(cands)-1]; ws[last].IsAmount || ws[last].BadAmount {
			if len(mv.colours) > 0 || len(cands) > 2 && roleOf(ws, last) == roleNone {
				stakeAt, cands = last, cands[:len(cands)-1]
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
	for _, i := range cands {
		if !ws[i].IsRank {
			return mv, &moveError{msg: locales.SandboxMoveNotRank, word: ws[i].Text}
		}
		ranks = append(ranks, namedRank{ws[i].Rank, roleOf(ws, i)})
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
	order, ok := callOrder(ranks)
	if !ok {
		return mv, &moveError{msg: locales.SandboxMoveCallShape}
	}
	mv.order = order
	return mv, nil
}

// namedRank is a rank of a call with the place its words give it.
type namedRank struct {
	rank engine.Rank
	role role
}

// callOrder puts each rank of a call in its place (loser, winner, hock):
// the ranks whose words name a place first, the others in order; ok is
// false when two ranks take one place or the loser or winner is missing.
func callOrder(ranks []namedRank) ([]engine.Rank, bool) {
	slots := make([]engine.Rank, 3)
	taken := make([]bool, 3)
	for _, n := range ranks {
		if n.role != roleNone {
			k := int(n.role) - 1
			if taken[k] {
				return nil, false
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
		return nil, false
	}
	if taken[2] {
		return slots, true
	}
	return slots[:2], true
}

// roleOf returns the role a call gives the rank at i: said by the word
// after it ("7 verliert", "9 ist der Hock"), or by a noun before it
// ("Hock 9", "Bankkarte 7").
func roleOf(ws []input.MoveWord, i int) role {
	for j := i + 1; j < len(ws) && !ws[j].Sep; j++ {
		if r := roleWord(ws[j]); r != roleNone {
			return r
		}
		if !ws[j].Is(input.MoveFiller) || ws[j].IsRank {
			break
		}
	}
	for j := i - 1; j >= 0 && !ws[j+1].Sep; j-- {
		if ws[j].IsRank || ws[j].IsAmount {
			break
		}
		if r := roleWord(ws[j]); r != roleNone && roleNoun(ws[j].Fold) {
			return r
		}
		if !ws[j].Is(input.MoveFiller) {
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
func roleWord(w input.MoveWord) role {
	switch {
	case w.Is(input.MoveLoser):
		return roleLoser
	case w.Is(input.MoveWinner):
		return roleWinner
	case w.Is(input.MoveHock):
		return roleHock
	}
	return roleNone
}
