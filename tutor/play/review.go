package play

import (
	"strings"

	"croupier/engine/pasur/opponent"
	"croupier/locales"
	"croupier/tutor/screen"
)

// endRound closes a round: the coach's review of the learner's moves (if
// it was on for any of them), every side's points item by item, the
// match totals, and the next round or the match's end.
func (g *pasurGame) endRound() {
	g.waiting = true
	p := g.scr.P()
	names := g.names()
	if js := g.judgements(); g.coachOn && len(js) > 0 {
		g.review(js)
	}
	g.scr.Styled(locales.Bold, p.T(locales.CoachRoundPoints))
	for side, bd := range g.round.Breakdowns() {
		g.scr.Say("  " + p.T(locales.LabelValue, locales.Side(g.round, names, side), screen.Breakdown(p, bd, g.round.Variants().SevenDiamonds)))
	}
	g.scr.Say(p.T(locales.PlayStanding, g.sideTotals(g.match.Totals())))
	if g.match.Over() {
		g.scr.Styled(locales.Good, g.result())
		g.scr.Sayf(locales.SandboxOver)
		return
	}
	g.sayNext()
}

// sayNext says how to begin the next round and who deals it.
func (g *pasurGame) sayNext() {
	next := len(g.match.Rounds()) + 1
	if d := g.match.Dealer(); d == g.me {
		g.scr.Sayf(locales.PlayNextRoundYou, next)
	} else {
		g.scr.Sayf(locales.PlayNextRound, next, g.subject(d))
	}
}

// subject names a player inside a sentence: "der Computer",
// "l’ordinateur", "Anna".
func (g *pasurGame) subject(seat int) string {
	names := g.names()
	if names[seat] == g.scr.P().T(locales.SandboxComputer) {
		return g.scr.P().T(locales.CoachComputer)
	}
	return names[seat]
}

// result says who won the match, with how many points, or the draw.
func (g *pasurGame) result() string {
	p := g.scr.P()
	side, ok := g.match.Winner()
	if !ok {
		return p.T(locales.PlayDraw)
	}
	total := g.match.Totals()[side]
	var seats []int
	for s := 0; s < g.cfg.Players; s++ {
		if g.cfg.Side(s) == side {
			seats = append(seats, s)
		}
	}
	switch {
	case side == g.cfg.Side(g.me) && len(seats) == 2:
		return p.T(locales.PlayWonTeam, g.names()[seats[1]], total)
	case side == g.cfg.Side(g.me):
		return p.T(locales.PlayWonYou, total)
	case len(seats) == 2:
		return p.T(locales.PlayWonOthers, g.names()[seats[0]], g.names()[seats[1]], total)
	}
	who := g.names()[seats[0]]
	if who == p.T(locales.SandboxComputer) {
		who = p.Clause(p.T(locales.SandboxComputerSubject))
	}
	return p.T(locales.PlayWonOther, who, total)
}

// judgements are the coach's verdicts on the learner's moves of the
// round, in the order played.
func (g *pasurGame) judgements() []*judgement {
	var out []*judgement
	for _, pl := range g.cur.plays {
		if pl.judged != nil {
			out = append(out, pl.judged)
		}
	}
	return out
}

// review shows the coach's review: each judged move with what it cost
// against the best (and the better move where the cost is at least ½ or
// it was clearly better),
// the sum, and how many were clearly weaker.
func (g *pasurGame) review(js []*judgement) {
	p := g.scr.P()
	vds := make([]opponent.Verdict, len(js))
	for i, j := range js {
		vds[i] = j.vd
	}
	rv := opponent.NewReview(vds)
	g.scr.Blank()
	g.scr.Styled(locales.Bold, p.T(locales.CoachReviewTitle))
	g.scr.Raw(reviewTable(p, js, g.scr.Width()))
	if halves(rv.Cost) == 0 && rv.Clear == 0 {
		g.scr.Sayf(locales.CoachReviewPerfect)
	} else {
		g.scr.Sayf(locales.CoachReviewSum, p.CoachPoints(rv.Cost, false), rv.Clear)
	}
	if len(js) < g.cur.moves {
		g.scr.Sayf(locales.CoachReviewPartial, len(js))
	}
}

// reviewTable lays out the judged moves as a table: the move's number,
// the move played, what it cost (points, to the half) and the better
// move (see named). On a screen too narrow for the
// table each move is said as a sentence instead.
func reviewTable(p locales.Printer, js []*judgement, width int) string {
	heads := []string{p.T(locales.CoachColMove), p.T(locales.CoachColPlayed), p.T(locales.CoachColCost), p.T(locales.CoachColBetter)}
	rows := [][]string{heads}
	for _, j := range js {
		better := ""
		if named(p, j) {
			better = p.MoveText(j.best)
		}
		rows = append(rows, []string{itoa(j.number), p.MoveText(j.played), locales.FormatHalves(halves(j.vd.Cost), false), better})
	}
	widths := make([]int, len(heads))
	for _, row := range rows {
		for i, c := range row {
			widths[i] = max(widths[i], screen.Width(c))
		}
	}
	lines := make([]string, 0, len(rows))
	fits := true
	for _, row := range rows {
		line := "  " + strings.Repeat(" ", widths[0]-screen.Width(row[0])) + row[0] +
			"  " + screen.Pad(row[1], widths[1]) +
			"  " + strings.Repeat(" ", widths[2]-screen.Width(row[2])) + row[2]
		if row[3] != "" {
			line += "  " + row[3]
		}
		line = strings.TrimRight(line, " ")
		fits = fits && screen.Width(line) <= width
		lines = append(lines, line)
	}
	if fits {
		lines[0] = p.Styled(locales.Dim, lines[0])
		return strings.Join(lines, "\n")
	}
	lines = lines[:0]
	for i, j := range js {
		row := rows[i+1]
		text := p.T(locales.CoachReviewRow, j.number, row[1], p.CoachPoints(j.vd.Cost, j.exact))
		if named(p, j) {
			text = p.T(locales.CoachReviewRowBetter, j.number, row[1], p.CoachPoints(j.vd.Cost, j.exact), row[3])
		}
		lines = append(lines, screen.Hang("  ", "    ", text, width))
	}
	return strings.Join(lines, "\n")
}

// named reports whether the review names the better move of a judged
// move: wherever the coach saw one clearly, and wherever the cost shown is
// at least half a point (a cost without a better move would read as a
// mistake without a fix; FR review 3, item 9). During play the coach
// speaks only of the clear ones.
func named(p locales.Printer, j *judgement) bool {
	return j.vd.Clearly || halves(j.vd.Cost) > 0 && p.MoveText(j.best) != p.MoveText(j.played)
}

// halves rounds centipoints to halves of a point.
func halves(c opponent.Centipoints) int64 {
	if c < 0 {
		return -((-int64(c) + 25) / 50)
	}
	return (int64(c) + 25) / 50
}
