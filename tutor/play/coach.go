package play

import (
	"strings"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/engine/pasur/opponent"
	"croupier/locales"
)

// The coach of free Pasur: it judges every move of the learner with the
// strong search (opponent.Coach) and speaks when another move was clearly
// better (opponent.Verdict.Clearly); "tipp" asks it for its move before
// the learner plays; at the end of a round it reviews the learner's
// moves (review.go). Its sentences are the locales' renderings of the
// engine's typed reasons.

// judge judges the learner's move m, played from the position of v (the
// learner's view before it), keeps the verdict with the play and says it
// when another move was clearly better.
func (g *pasurGame) judge(v *pasur.View, m pasur.Move) {
	ms := m.Set()
	legal := v.AppendLegalMoveSets(nil)
	vd := opponent.Verdict{Seat: g.me, Played: ms, Best: ms}
	exact := true
	if len(legal) > 1 {
		a, err := g.coach.Analyze(v)
		if err != nil {
			return
		}
		if vd, err = g.coach.Judge(v, ms); err != nil {
			return
		}
		exact = a.Samples == 1
	}
	j := &judgement{number: g.cur.moves, vd: vd, table: v.Table(), hand: v.Hand(), played: v.InTableOrder(ms), best: v.InTableOrder(vd.Best), exact: exact}
	for _, l := range legal {
		if l == vd.Best {
			j.bestFirst = true
			break
		}
		if l == ms {
			break
		}
	}
	g.cur.plays[len(g.cur.plays)-1].judged = j
	if vd.Clearly {
		g.scr.Styled(locales.Accent, g.scr.P().CoachVerdict(vd, g.scene(j.table, j.best, j.played, exact)))
	}
}

// scene is what the coach's sentences need: the players, the table
// before the move and the two moves compared.
func (g *pasurGame) scene(table []engine.Card, better, weaker pasur.Move, exact bool) locales.CoachScene {
	return locales.CoachScene{Names: g.names(), Me: g.me, Config: g.cfg, Table: table, Better: better, Weaker: weaker, Exact: exact}
}

// tip says the move the coach would play, with its reason, and the legal
// moves.
func (g *pasurGame) tip() {
	p := g.scr.P()
	switch {
	case g.match.Over():
		g.scr.Sayf(locales.SandboxOver)
		return
	case g.waiting:
		g.sayNext()
		return
	}
	v := g.round.View(g.me)
	legal := v.AppendLegalMoveSets(nil)
	if len(legal) == 1 {
		g.scr.Say(p.T(locales.CoachTipOnly, p.MoveText(v.InTableOrder(legal[0]))))
		return
	}
	t, err := g.coach.Tip(&v)
	if err != nil {
		return
	}
	a, _ := g.coach.Analyze(&v)
	exact := a != nil && a.Samples == 1
	var weaker pasur.Move
	if t.RunnerUp.Card.Valid() {
		weaker = v.InTableOrder(t.RunnerUp)
	}
	g.scr.Styled(locales.Accent, p.CoachTip(t, g.scene(v.Table(), v.InTableOrder(t.Move), weaker, exact)))
	var opts []string
	for _, m := range legal {
		opts = append(opts, p.MoveText(v.InTableOrder(m)))
	}
	g.scr.Styled(locales.Dim, p.T(locales.SandboxLegalMoves, strings.Join(opts, " · ")))
}

// coachCommand switches the coach on or off: "coach an", "coach aus",
// "coach oui", "coach non"; without a word it says whether it is on.
func (g *pasurGame) coachCommand(args []string) {
	if len(args) > 1 {
		g.scr.Sayf(locales.CoachUsage)
		return
	}
	if len(args) == 1 {
		switch engine.Fold(args[0]) {
		case "an", "ein", "ja", "on", "oui", "active", "activer", "marche":
			g.coachOn = true
		case "aus", "nein", "off", "non", "desactive", "desactiver", "arret":
			g.coachOn = false
		default:
			g.scr.Sayf(locales.CoachUsage)
			return
		}
	}
	if g.coachOn {
		g.scr.Sayf(locales.CoachOn)
	} else {
		g.scr.Sayf(locales.CoachOff)
	}
}
