package quiz

import (
	"errors"
	"strings"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
)

// workedPasur explains a Pasur answer.
func workedPasur(p locales.Printer, w *traced) []string {
	r := w.rep.Round()
	spec := w.q.Spec()
	switch w.q.Kind() {
	case scenarios.QCapture:
		return workedCaptures(p, r, spec.Card, spec.Best)
	case scenarios.QSur:
		return workedSur(p, r, spec.Card)
	case scenarios.QLegal:
		return workedLegal(p, r, spec.Probe)
	case scenarios.QScore:
		return workedScore(p, r, w.rep.Scenario(), spec.Player)
	}
	return nil
}

// captureText writes one capture with the rule that makes it: the groups
// of a sum ("7 + 4 = 11"), a king's or queen's rank, a jack's sweep.
func captureText(p locales.Printer, c pasur.Capture) string {
	switch c.Kind {
	case pasur.BySum, pasur.ByJackEleven:
		var gs []string
		for _, g := range c.Groups {
			terms := []string{itoa(value(c.Card))}
			if c.Card.Rank == engine.Jack {
				terms = nil
			}
			for _, x := range g {
				terms = append(terms, itoa(value(x)))
			}
			gs = append(gs, strings.Join(terms, " + ")+" = 11")
		}
		return p.T(locales.QuizPasurSum, p.CardsText(c.Take), strings.Join(gs, p.T(locales.QuizPasurAnd)))
	case pasur.ByRank:
		return p.T(locales.QuizPasurRank, p.CardsText(c.Take), p.Rank(c.Card.Rank))
	case pasur.ByJack:
		return p.T(locales.QuizPasurJack, p.CardsText(c.Take))
	}
	return p.CardsText(c.Take)
}

// valueText writes what a capture puts on the pile, the played card
// included (ValueOf): points (with a sur), cards, clubs.
func valueText(p locales.Printer, c pasur.Capture) string {
	v := ValueOf(c)
	s := p.T(locales.QuizPasurValue, v.Points, v.Cards, v.Clubs)
	if c.Sur {
		s += " " + p.T(locales.QuizPasurWithSur)
	}
	return s
}

// workedCaptures lists every legal capture of a card (with its worth and
// the best one, when the best is asked).
func workedCaptures(p locales.Printer, r *pasur.Round, card engine.Card, best bool) []string {
	caps := r.CapturesFor(card)
	out := []string{p.T(locales.QuizPasurTable, p.CardsText(r.Table()))}
	if len(caps) == 0 {
		return append(out, p.T(locales.QuizPasurNone, p.CardText(card)))
	}
	if best {
		out = append(out, p.T(locales.QuizPasurValueBase, p.CardText(card)))
	}
	out = append(out, p.T(locales.QuizPasurCaptures, p.CardText(card), len(caps)))
	for _, c := range caps {
		line := "  " + captureText(p, c)
		if best {
			line += " – " + valueText(p, c)
		}
		out = append(out, line)
	}
	if best {
		if b, ok := r.BestCapture(card); ok {
			out = append(out, p.T(locales.QuizPasurBest, p.CardsText(b.Take)))
		}
	} else if len(caps) > 1 {
		out = append(out, p.T(locales.QuizPasurAny))
	}
	return out
}

// workedSur says whether a card can clear the table, and with what.
func workedSur(p locales.Printer, r *pasur.Round, card engine.Card) []string {
	out := []string{p.T(locales.QuizPasurTable, p.CardsText(r.Table()))}
	caps := r.CapturesFor(card)
	for _, c := range caps {
		if c.Sur {
			return append(out, p.T(locales.QuizPasurSurYes, p.CardText(card), captureText(p, c)))
		}
	}
	for _, c := range caps {
		if c.Clears && c.SurDenied != "" {
			return append(out, p.T(locales.QuizPasurSurDenied, p.CardText(card), ruleText(p, string(c.SurDenied))))
		}
	}
	if len(caps) == 0 {
		return append(out, p.T(locales.QuizPasurNone, p.CardText(card)))
	}
	out = append(out, p.T(locales.QuizPasurSurNo, p.CardText(card)))
	for _, c := range caps {
		out = append(out, "  "+captureText(p, c))
	}
	return out
}

// workedLegal says why a play is allowed or refused, with the legal
// plays of the card.
func workedLegal(p locales.Printer, r *pasur.Round, a *scenarios.Action) []string {
	if a == nil {
		return nil
	}
	m := pasur.Move{Card: a.Card, Take: a.Take}
	out := []string{p.T(locales.QuizPasurTable, p.CardsText(r.Table()))}
	err := r.Check(m)
	caps := r.CapturesFor(a.Card)
	switch {
	case err == nil && len(m.Take) == 0:
		out = append(out, p.T(locales.QuizPasurLayOk, p.CardText(a.Card)))
	case err == nil:
		out = append(out, p.T(locales.QuizPasurTakeOk))
	default:
		var me *pasur.MoveError
		rule := ""
		if errors.As(err, &me) {
			rule = string(me.Rule)
		}
		out = append(out, p.T(locales.QuizPasurRefused, ruleText(p, rule)))
	}
	if len(caps) == 0 {
		return append(out, p.T(locales.QuizPasurNone, p.CardText(a.Card)))
	}
	out = append(out, p.T(locales.QuizPasurCaptures, p.CardText(a.Card), len(caps)))
	for _, c := range caps {
		out = append(out, "  "+captureText(p, c))
	}
	return out
}

// ruleText returns the learner's statement of a rule id ("" when the
// catalog has none: an id is never shown).
func ruleText(p locales.Printer, id string) string {
	t, _ := p.Rule(id, "")
	return t
}

// workedScore scores a side's pile item by item.
func workedScore(p locales.Printer, r *pasur.Round, sc *scenarios.Scenario, player string) []string {
	seat := -1
	for i, pl := range sc.Players {
		if pl.Name == player {
			seat = i
		}
	}
	side := r.Config().Side(seat)
	bs := r.Breakdowns()
	if seat < 0 || side < 0 || side >= len(bs) {
		return nil
	}
	b := bs[side]
	pile := r.Pile(side)
	var aces, jacks, clubs []engine.Card
	has := func(c engine.Card) bool { return contains(pile, c) }
	for _, c := range pile {
		switch {
		case c.Rank == engine.Ace:
			aces = append(aces, c)
		case c.Rank == engine.Jack:
			jacks = append(jacks, c)
		}
		if c.Suit == engine.Clubs {
			clubs = append(clubs, c)
		}
	}
	out := []string{p.T(locales.QuizScorePile, player, p.CardsText(pile), len(pile))}
	if len(pile) == 0 {
		out = []string{p.T(locales.QuizScorePileEmpty, player)}
	}
	if bonus := r.Bonus(); len(bonus) > 0 && r.LastCapturer() == side {
		out = append(out, p.T(locales.QuizScoreBonus, p.CardsText(bonus)))
	}
	counted := func(some, none locales.Message, cs []engine.Card, points int) string {
		if len(cs) == 0 {
			return "  " + p.T(none)
		}
		return "  " + p.T(some, len(cs), p.CardsText(cs), points)
	}
	out = append(out,
		counted(locales.QuizScoreAces, locales.QuizScoreNoAces, aces, b.Aces),
		counted(locales.QuizScoreJacks, locales.QuizScoreNoJacks, jacks, b.Jacks),
		"  "+p.T(locales.QuizScoreTwoClubs, yesNo(p, has(engine.NewCard(engine.Two, engine.Clubs))), b.TwoClubs),
		"  "+p.T(locales.QuizScoreTenDiamonds, yesNo(p, has(engine.NewCard(engine.Ten, engine.Diamonds))), b.TenDiamonds),
		"  "+p.T(locales.QuizScoreClubs, len(clubs), b.ClubsBonus))
	if b.SevenDiamonds > 0 {
		out = append(out, "  "+p.T(locales.QuizScoreSevenDiamonds, b.SevenDiamonds))
	}
	out = append(out, "  "+p.T(locales.QuizScoreSurs, b.Surs, b.SurPoints))
	out = append(out, p.T(locales.QuizScoreTotal, b.Total))
	return out
}

// yesNo writes ja/nein, oui/non.
func yesNo(p locales.Printer, b bool) string {
	if b {
		return p.T(locales.AnswerYes)
	}
	return p.T(locales.AnswerNo)
}
