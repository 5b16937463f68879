package play

import (
	"strconv"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
)

// Scenario returns the current round (or the one just over) as a
// scenario: the players with the match totals before it and the dealer,
// the variants, the deal given explicitly (hands, table, talon after the
// table check), every play, and before each of the learner's moves the
// coach judged clearly weaker the position (table and hand) and a
// question "Welcher Zug war besser?" whose options are the learner's move
// and the coach's (the right one), with the coach's reasons as the
// explanation.
func (g *pasurGame) Scenario() *scenarios.Scenario {
	id := "sandbox-pasur-" + strconv.FormatUint(g.seed, 10)
	if g.cur.number > 1 {
		id += "-" + strconv.Itoa(g.cur.number)
	}
	sc := header(g.scr, id, "pasur", g.seed)
	sc.Game = scenarios.Pasur
	sc.Variants = g.cfg.Variants.Enabled()
	p := g.scr.P()
	lang := scenarios.Lang(g.scr.Lang())
	text := func(s string) scenarios.Text { return scenarios.Text{lang: s} }
	names := g.names()
	hands := map[string][]engine.Card{}
	for seat, n := range names {
		pl := scenarios.Player{Name: n, Dealer: seat == g.cur.dealer}
		if t := g.cur.before[g.cfg.Side(seat)]; t != 0 {
			pl.Start, pl.HasStart = engine.Chips(int64(t)), true
		}
		sc.Players = append(sc.Players, pl)
		hands[n] = g.cur.hands[seat]
	}
	sc.Deck = scenarios.Deck{Hands: hands, Table: g.cur.table, Talon: g.cur.talon}
	if g.cur.number > 1 {
		sc.Steps = append(sc.Steps, scenarios.StepSpec{Kind: scenarios.StepSay,
			Say: text(p.T(locales.PlaySaveRound, g.cur.number, g.sideTotals(g.cur.before)))})
	}
	for _, pl := range g.cur.plays {
		if j := pl.judged; j != nil && j.vd.Clearly {
			weak := scenarios.Option{Text: text(p.MoveText(j.played))}
			good := scenarios.Option{Text: text(p.MoveText(j.best)), Correct: true}
			opts := []scenarios.Option{weak, good}
			if j.bestFirst {
				opts = []scenarios.Option{good, weak}
			}
			plain := p.WithDecorator(nil)
			sc.Steps = append(sc.Steps, scenarios.StepSpec{Kind: scenarios.StepSay,
				Say: text(plain.T(locales.PlaySavePosition, plain.Cards(j.table), plain.Cards(j.hand)))})
			sc.Steps = append(sc.Steps, scenarios.StepSpec{Kind: scenarios.StepAsk, Ask: &scenarios.Ask{
				Kind:    scenarios.QChoice,
				Prompt:  text(p.T(locales.PlayQuestion)),
				Options: opts,
				Explain: text(plain.CoachComparison(j.vd, g.scene(j.table, j.best, j.played, j.exact))),
			}})
		}
		sc.Steps = append(sc.Steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: &scenarios.Action{
			Kind: scenarios.ActPlay, Player: names[pl.seat], Card: pl.card, Take: pl.took, HasTake: true}})
	}
	return &sc
}
