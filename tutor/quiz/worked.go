package quiz

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
)

// Worked explains the engine's answer to an item's question step by step
// in the printer's language: every bet and what the turn did to it with
// the sums and the bank's side (Faro), every legal capture with its sums
// and worth, or a side's pile item by item (Pasur). It replays the item.
func Worked(p locales.Printer, it *Item) ([]string, error) {
	w, err := trace(it)
	if err != nil {
		return nil, err
	}
	if it.Scenario.Game == scenarios.Pasur {
		return workedPasur(p, w), nil
	}
	return workedFaro(p, it, w), nil
}

// traced is a replay of an item up to its question, with what the tutor's
// explanation needs: the bets on the layout before the asked turn, every
// turn drawn, and the question.
type traced struct {
	rep    *scenarios.Replay
	q      *scenarios.Question
	before []faro.BetInfo // the layout right before the last turn
	turns  []*faro.TurnResult
}

// trace replays an item to its question.
func trace(it *Item) (*traced, error) {
	rep, err := scenarios.NewReplay(it.Scenario)
	if err != nil {
		return nil, err
	}
	w := &traced{rep: rep}
	steps := it.Scenario.Steps
	for !rep.Done() {
		if i := rep.Position(); steps[i].Kind == scenarios.StepTurn {
			if d := rep.Deal(); d != nil {
				w.before = d.Bets()
			}
		}
		st, ok := rep.Next()
		if !ok {
			break
		}
		if st.Turn != nil {
			w.turns = append(w.turns, st.Turn)
		}
		if st.Question != nil {
			w.q = st.Question
			return w, nil
		}
	}
	if err := rep.Err(); err != nil {
		return nil, err
	}
	return nil, &Error{Err: ErrGenerate, Topic: it.Topic, Level: it.Level, Seed: it.Seed}
}

// workedFaro explains a Faro answer.
func workedFaro(p locales.Printer, it *Item, w *traced) []string {
	d := w.rep.Deal()
	switch w.q.Kind() {
	case scenarios.QCount:
		return workedCount(p, d, w.q.Spec().Rank)
	case scenarios.QDead:
		return workedDead(p, d)
	case scenarios.QLegal:
		return workedNeighbours(p, w.q)
	}
	var out []string
	if it.Topic == PharoStanding || it.Topic == PharaonResolved {
		for _, t := range w.turns[:len(w.turns)-1] {
			if len(t.Events()) == 0 {
				continue
			}
			out = append(out, p.T("quiz.worked.earlier", t.Turn, CardName(p, t.Loser), CardName(p, t.Winner)))
			for _, e := range t.Events() {
				out = append(out, "  "+eventText(p, d, e, faro.Call{}, t))
			}
		}
	}
	last := w.turns[len(w.turns)-1]
	line := p.T("quiz.worked.turn", last.Turn, CardName(p, last.Loser), CardName(p, last.Winner))
	if last.Doublet {
		line += " " + p.T("quiz.worked.doublet", RankName(p, last.Loser.Rank))
	}
	if last.Hock.Valid() {
		line += " " + p.T("quiz.worked.hock", CardName(p, last.Hock))
	}
	out = append(out, line)
	byBet := map[faro.BetID][]faro.Event{}
	for _, e := range last.Events() {
		byBet[e.Bet] = append(byBet[e.Bet], e)
	}
	names := d.Players()
	sums := make([]engine.Amount, len(names))
	for _, b := range w.before {
		es := byBet[b.ID]
		if len(es) == 0 {
			out = append(out, "  "+p.T("quiz.worked.untouched", names[b.Player], betText(p, d, b.Bet, b.Call, b.CallKind)))
			continue
		}
		for _, e := range es {
			out = append(out, "  "+eventText(p, d, e, b.Call, last))
			sums[e.Player] += e.Delta
		}
	}
	if w.q.Kind() == scenarios.QPayout {
		out = append(out, p.T("quiz.worked.payout_rule"))
		return out
	}
	var parts []string
	var total engine.Amount
	for i, n := range names {
		if i == d.Banker() {
			continue
		}
		parts = append(parts, n+" "+signed(sums[i]))
		total += sums[i]
	}
	out = append(out, p.T("quiz.worked.sum", strings.Join(parts, ", ")))
	out = append(out, p.T("quiz.worked.bank", names[d.Banker()], signed(total), signed(-total)))
	return out
}

// betText describes a bet: "4 Chips auf 9", "2 Punkte auf K, gecoppert".
func betText(p locales.Printer, d *faro.Deal, b faro.Bet, c faro.Call, k faro.CallKind) string {
	unit := p.T("quiz.unit.chips", b.Stake)
	if d.Rules().Profile == faro.Pharaon {
		unit = p.T("quiz.unit.points", b.Stake)
	}
	var s string
	switch b.Kind {
	case faro.Split:
		s = p.T("quiz.bet.split", unit, RankName(p, b.Rank), RankName(p, b.Rank2))
	case faro.HighCard:
		s = p.T("quiz.bet.high_card", unit)
	case faro.TurnCall:
		s = p.T("quiz.bet.call", unit, callOrder(p, c))
	default:
		s = p.T("quiz.bet.single", unit, RankName(p, b.Rank))
	}
	if b.Coppered {
		s += p.T("quiz.bet.coppered")
	}
	return s
}

// callOrder writes a call's order: "7, B, 3" or "rot, schwarz, rot".
func callOrder(p locales.Printer, c faro.Call) string {
	if c.Foster {
		var cs []string
		for _, x := range c.Colours {
			cs = append(cs, colourName(p, x == faro.Red))
		}
		return strings.Join(cs, ", ")
	}
	return RankList(p, c.Order[:])
}

// colourName writes red or black.
func colourName(p locales.Printer, red bool) string {
	if red {
		return p.T("quiz.colour.red")
	}
	return p.T("quiz.colour.black")
}

// eventText explains one settlement: who, which bet, why, and the
// amount. call is the call settled (for a call's event), t the turn.
func eventText(p locales.Printer, d *faro.Deal, e faro.Event, call faro.Call, t *faro.TurnResult) string {
	names := d.Players()
	who := "?"
	if e.Player >= 0 && e.Player < len(names) {
		who = names[e.Player]
	}
	bet := faro.Bet{Kind: e.Kind, Rank: e.Rank, Rank2: e.Rank2, Coppered: e.Coppered, Stake: e.Stake}
	why := reasonText(p, d, e, call, t)
	line := p.T("quiz.worked.event", who, betText(p, d, bet, call, e.CallKind), why, signed(e.Delta))
	if e.Stays && e.What == faro.Won && e.Kind != faro.TurnCall {
		line += " " + p.T("quiz.worked.stays")
	}
	return line
}

// reasonText says why a bet won or lost.
func reasonText(p locales.Printer, d *faro.Deal, e faro.Event, call faro.Call, t *faro.TurnResult) string {
	card := CardName(p, e.Card)
	cop := ""
	if e.Coppered {
		cop = "_copper"
	}
	switch e.What {
	case faro.Won, faro.Lost:
		switch e.Reason {
		case faro.ReasonLoserCard:
			return p.T("quiz.why.loser"+cop, card)
		case faro.ReasonWinnerCard:
			return p.T("quiz.why.winner"+cop, card)
		case faro.ReasonHigher:
			return p.T("quiz.why.higher", CardName(p, t.Winner), CardName(p, t.Loser))
		case faro.ReasonLower:
			return p.T("quiz.why.lower", CardName(p, t.Winner), CardName(p, t.Loser))
		case faro.ReasonEqual:
			return p.T("quiz.why.equal")
		}
	case faro.HalfLost:
		return p.T("quiz.why.doublet", card)
	case faro.Push:
		return p.T("quiz.why.push")
	case faro.Returned:
		return p.T("quiz.why.dead", card)
	case faro.EndOfDeal:
		if d.Rules().Profile == faro.Pharaon {
			return p.T("quiz.why.end_pharaon")
		}
		return p.T("quiz.why.end_pharo")
	case faro.CallWon, faro.CallLost:
		came := cardList(p, []engine.Card{t.Loser, t.Winner, t.Hock})
		if e.What == faro.CallLost {
			return p.T("quiz.why.call_wrong", came)
		}
		return p.T("quiz.why.call_right", came, e.CallKind.Odds())
	}
	return "–"
}

// workedCount counts a rank's cards: four, minus every one shown.
func workedCount(p locales.Printer, d *faro.Deal, r engine.Rank) []string {
	var shown []string
	for _, m := range d.Casekeeper().Marks(r) {
		if m.Mark == faro.MarkSoda {
			shown = append(shown, p.T("quiz.worked.soda_card", CardName(p, m.Card)))
		} else {
			shown = append(shown, p.T("quiz.worked.turn_card", m.Turn, CardName(p, m.Card)))
		}
	}
	left := d.Casekeeper().Remaining(r)
	if len(shown) == 0 {
		return []string{p.T("quiz.worked.count_none", RankName(p, r))}
	}
	return []string{p.T("quiz.worked.count", RankName(p, r), strings.Join(shown, ", "), len(shown), left)}
}

// workedDead lists the dead ranks with the cards that killed them.
func workedDead(p locales.Printer, d *faro.Deal) []string {
	ck := d.Casekeeper()
	var out []string
	for _, r := range engine.AllRanks() {
		if !ck.Dead(r) {
			continue
		}
		var shown []string
		for _, m := range ck.Marks(r) {
			if m.Mark == faro.MarkSoda {
				shown = append(shown, p.T("quiz.worked.soda_card", CardName(p, m.Card)))
			} else {
				shown = append(shown, p.T("quiz.worked.turn_card", m.Turn, CardName(p, m.Card)))
			}
		}
		out = append(out, p.T("quiz.worked.dead", RankName(p, r), strings.Join(shown, ", ")))
	}
	if len(out) == 0 {
		out = append(out, p.T("quiz.worked.none_dead"))
	}
	var ones []engine.Rank
	for _, r := range engine.AllRanks() {
		if ck.Remaining(r) == 1 {
			ones = append(ones, r)
		}
	}
	if len(ones) > 0 {
		out = append(out, p.T("quiz.worked.last_card", RankList(p, ones)))
	}
	return out
}

// workedNeighbours explains whether two ranks are neighbours.
func workedNeighbours(p locales.Printer, q *scenarios.Question) []string {
	a := q.Spec().Probe
	if a == nil || len(a.Ranks) != 2 {
		return nil
	}
	r1, r2 := a.Ranks[0], a.Ranks[1]
	if faro.Neighbours(r1, r2) {
		return []string{p.T("quiz.worked.neighbours_yes", RankName(p, r1), RankName(p, r2))}
	}
	return []string{p.T("quiz.worked.neighbours_no", RankName(p, r1), RankName(p, r2), RankList(p, faro.NeighboursOf(r1)))}
}

// itoa writes a whole number.
func itoa(n int) string { return strconv.Itoa(n) }
