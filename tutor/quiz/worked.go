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
			es := t.Events()
			if len(es) == 0 {
				continue
			}
			head := locales.QuizWorkedEarlier
			if t.Doublet {
				head = locales.QuizWorkedEarlierDoublet
			}
			out = append(out, p.T(head, t.Turn, p.CardText(t.Loser), p.CardText(t.Winner)))
			for i, e := range es {
				back := i+1 < len(es) && es[i+1].Bet == e.Bet && es[i+1].What == faro.Returned
				afterWin := i > 0 && es[i-1].Bet == e.Bet && es[i-1].What == faro.Won
				out = append(out, "  "+eventLine(p, d, e, faro.Call{}, t, back, afterWin))
			}
		}
	}
	last := w.turns[len(w.turns)-1]
	line := p.T(locales.QuizWorkedTurn, last.Turn, p.CardText(last.Loser), p.CardText(last.Winner))
	if last.Doublet {
		// no card wins or loses in a doublet: both are of the bet's rank
		line = p.T(locales.QuizWorkedTurnDoublet, last.Turn, p.CardText(last.Loser), p.CardText(last.Winner))
	}
	if last.Hock.Valid() {
		line += " " + p.T(locales.QuizWorkedHock, p.CardText(last.Hock))
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
			out = append(out, "  "+p.T(locales.QuizWorkedUntouched, names[b.Player], betText(p, d, b.Bet, b.Call, b.CallKind)))
			continue
		}
		for i, e := range es {
			// a bet that won and then comes back in the same turn (its
			// rank dead, the deal over) does not stay: it comes back with
			// its win
			back := i+1 < len(es) && (es[i+1].What == faro.Returned || es[i+1].What == faro.EndOfDeal)
			afterWin := i > 0 && es[i-1].What == faro.Won
			out = append(out, "  "+eventLine(p, d, e, b.Call, last, back, afterWin))
			sums[e.Player] += e.Delta
		}
	}
	if w.q.Kind() == scenarios.QPayout {
		out = append(out, p.T(pick(d.Rules().Profile == faro.Pharaon, locales.QuizWorkedPayoutRulePharaon, locales.QuizWorkedPayoutRule)))
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
	out = append(out, p.T(locales.QuizWorkedSum, strings.Join(parts, ", ")))
	// the bank's change said with its verb, not its sign (STYLE.md)
	bank := p.Stake(d.Rules().Profile, engine.Amount(max(-total, total)))
	switch {
	case total < 0:
		out = append(out, p.T(locales.QuizWorkedBankWins, names[d.Banker()], signed(total), bank))
	case total > 0:
		out = append(out, p.T(locales.QuizWorkedBankPays, names[d.Banker()], signed(total), bank))
	default:
		out = append(out, p.T(locales.QuizWorkedBankEven, names[d.Banker()]))
	}
	return out
}

// betText describes a bet of the deal: "4 Chips auf 9", "2 Chips auf K,
// gecoppert", "Pronostic auf 9 (Gewicht 4)".
func betText(p locales.Printer, d *faro.Deal, b faro.Bet, c faro.Call, _ faro.CallKind) string {
	return betWords(p, d.Rules().Profile, b, c)
}

// betWords describes a bet under a profile in its own terms: Pharo's
// stakes in chips, Pharaon's pronostics and their weights.
func betWords(p locales.Printer, profile faro.Profile, b faro.Bet, c faro.Call) string {
	if profile == faro.Pharaon {
		weight := p.Value(b.Stake)
		switch {
		case b.Kind == faro.TurnCall:
			return p.T(locales.QuizBetCallWeight, weight, callOrder(p, c))
		case b.Coppered:
			return p.T(locales.BetPronosticCopper, weight, p.Rank(b.Rank))
		}
		return p.T(locales.BetPronostic, weight, p.Rank(b.Rank))
	}
	unit := p.T(locales.UnitChips, b.Stake)
	var s string
	switch b.Kind {
	case faro.Split:
		s = p.T(locales.QuizBetSplit, unit, p.Rank(b.Rank), p.Rank(b.Rank2))
	case faro.HighCard:
		s = p.T(locales.BetHighcard, unit)
	case faro.TurnCall:
		s = p.T(locales.QuizBetCall, unit, callOrder(p, c))
	default:
		s = p.T(locales.BetSingle, unit, p.Rank(b.Rank))
	}
	if b.Coppered {
		s += p.T(locales.QuizBetCoppered)
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
	return p.Ranks(c.Order[:])
}

// colourName writes red or black.
func colourName(p locales.Printer, red bool) string {
	if red {
		return p.T(locales.ColourRed)
	}
	return p.T(locales.ColourBlack)
}

// eventLine explains one settlement: who, which bet, why, and the
// amount. call is the call settled (for a call's event), t the turn;
// back says that the bet comes back later in the same turn (so it does
// not stay), afterWin that it won just before (so it comes back with its
// win).
func eventLine(p locales.Printer, d *faro.Deal, e faro.Event, call faro.Call, t *faro.TurnResult, back, afterWin bool) string {
	names := d.Players()
	who := "?"
	if e.Player >= 0 && e.Player < len(names) {
		who = names[e.Player]
	}
	bet := faro.Bet{Kind: e.Kind, Rank: e.Rank, Rank2: e.Rank2, Coppered: e.Coppered, Stake: e.Stake}
	why := reasonText(p, d, e, call, t)
	switch {
	case afterWin && e.What == faro.Returned:
		why = p.T(locales.QuizWhyDeadAfterWin, p.CardText(e.Card))
	case afterWin && e.What == faro.EndOfDeal && d.Rules().Profile == faro.Pharo:
		why = p.T(locales.QuizWhyEndAfterWin)
	}
	line := p.T(locales.QuizWorkedEvent, who, betText(p, d, bet, call, e.CallKind), why, signed(e.Delta))
	if e.Stays && e.What == faro.Won && e.Kind != faro.TurnCall && !back {
		line += " " + p.T(locales.EventStays)
	}
	return line
}

// reasonText says why a bet won or lost.
func reasonText(p locales.Printer, d *faro.Deal, e faro.Event, call faro.Call, t *faro.TurnResult) string {
	card := p.CardText(e.Card)
	pharaon := d.Rules().Profile == faro.Pharaon
	switch e.What {
	case faro.Won, faro.Lost:
		switch {
		case e.Reason == faro.ReasonLoserCard && pharaon:
			return p.T(pick(e.Coppered, locales.QuizWhyLoserCopperPharaon, locales.QuizWhyLoserPharaon), card)
		case e.Reason == faro.ReasonWinnerCard && pharaon:
			return p.T(pick(e.Coppered, locales.QuizWhyWinnerCopperPharaon, locales.QuizWhyWinnerPharaon), card)
		}
		switch e.Reason {
		case faro.ReasonLoserCard:
			return p.T(pick(e.Coppered, locales.QuizWhyLoserCopper, locales.QuizWhyLoser), card)
		case faro.ReasonWinnerCard:
			return p.T(pick(e.Coppered, locales.QuizWhyWinnerCopper, locales.QuizWhyWinner), card)
		case faro.ReasonHigher:
			return p.T(locales.QuizWhyHigher, p.CardText(t.Winner), p.CardText(t.Loser))
		case faro.ReasonLower:
			return p.T(locales.QuizWhyLower, p.CardText(t.Winner), p.CardText(t.Loser))
		case faro.ReasonEqual:
			return p.T(locales.QuizWhyEqual)
		}
	case faro.HalfLost:
		if pharaon {
			return p.T(locales.QuizWhyDoubletPharaon, card)
		}
		return p.T(locales.QuizWhyDoublet, card)
	case faro.Push:
		return p.T(locales.QuizWhyPush)
	case faro.Returned:
		return p.T(locales.QuizWhyDead, card)
	case faro.EndOfDeal:
		if d.Rules().Profile == faro.Pharaon {
			return p.T(locales.QuizWhyEndPharaon)
		}
		return p.T(locales.QuizWhyEndPharo)
	case faro.CallWon, faro.CallLost:
		came := p.CardsText([]engine.Card{t.Loser, t.Winner, t.Hock})
		if e.What == faro.CallLost {
			return p.T(pick(pharaon, locales.QuizWhyCallWrongPharaon, locales.QuizWhyCallWrong), came)
		}
		return p.T(locales.QuizWhyCallRight, came, e.CallKind.Odds())
	}
	return "–"
}

// workedCount counts a rank's cards: four, minus every one shown.
func workedCount(p locales.Printer, d *faro.Deal, r engine.Rank) []string {
	var shown []string
	for _, m := range d.Casekeeper().Marks(r) {
		if m.Mark == faro.MarkSoda {
			shown = append(shown, p.T(locales.QuizWorkedSodaCard, p.CardText(m.Card)))
		} else {
			shown = append(shown, p.T(locales.QuizWorkedTurnCard, m.Turn, p.CardText(m.Card)))
		}
	}
	left := d.Casekeeper().Remaining(r)
	if len(shown) == 0 {
		return []string{p.T(locales.QuizWorkedCountNone, p.Rank(r))}
	}
	return []string{p.T(locales.QuizWorkedCount, p.Rank(r), strings.Join(shown, ", "), len(shown), left)}
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
				shown = append(shown, p.T(locales.QuizWorkedSodaCard, p.CardText(m.Card)))
			} else {
				shown = append(shown, p.T(locales.QuizWorkedTurnCard, m.Turn, p.CardText(m.Card)))
			}
		}
		out = append(out, p.T(locales.QuizWorkedDead, p.Rank(r), strings.Join(shown, ", ")))
	}
	if len(out) == 0 {
		out = append(out, p.T(locales.QuizWorkedNoneDead))
	}
	var ones []engine.Rank
	for _, r := range engine.AllRanks() {
		if ck.Remaining(r) == 1 {
			ones = append(ones, r)
		}
	}
	if len(ones) > 0 {
		out = append(out, p.T(locales.QuizWorkedLastCard, p.Ranks(ones)))
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
		return []string{p.T(locales.QuizWorkedNeighboursYes, p.Rank(r1), p.Rank(r2))}
	}
	return []string{p.T(locales.QuizWorkedNeighboursNo, p.Rank(r1), p.Rank(r2), p.Ranks(faro.NeighboursOf(r1)))}
}

// itoa writes a whole number.
func itoa(n int) string { return strconv.Itoa(n) }
