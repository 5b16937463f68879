package locales

import (
	"strings"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/engine/pasur/opponent"
)

// CoachScene is what the coach's sentences need besides the engine's
// verdict or tip: who sits where and the two moves compared.
type CoachScene struct {
	// Names are the players' names by seat, as the table shows them
	// (the learner of free play "Du"/"Vous", the computer "Computer").
	Names []string
	// Me is the learner's seat.
	Me int
	// Config is the table: players, partnerships, variants.
	Config pasur.Config
	// Better is the coach's move and Weaker the one it is compared with
	// (the learner's move, or the runner-up of a tip), with the taken
	// cards in table order.
	Better, Weaker pasur.Move
	// Table is the table before the move, in the order its cards came:
	// the cards a reason names are listed in this order.
	Table []engine.Card
	// Tip words the sentences before the move: what the better move does
	// ("Damit nimmst du …") and what the weaker one would let happen
	// ("Legst du stattdessen 4♠, …"). Otherwise they are a verdict after
	// the learner's move ("Damit hättest du …", "Nach deinem Zug …").
	Tip bool
	// Exact says that the values are certain (the search saw every card
	// that matters): points are said without "etwa".
	Exact bool
	// BetterLine and WeakerLine are the lines the reasons cite (set by
	// CoachVerdict, CoachComparison and CoachTip from the engine's
	// answer).
	BetterLine, WeakerLine opponent.Line
}

// coachReasons is the most reasons a verdict or a tip tells: one or two
// sentences after the one that names the move.
const coachReasons = 2

// CoachVerdict tells a clearly weaker move: which move was better, by
// how many points, and why (one or two reasons). It returns "" when the
// verdict is not a clear one: the coach says nothing then.
func (p Printer) CoachVerdict(vd opponent.Verdict, sc CoachScene) string {
	if !vd.Clearly {
		return ""
	}
	sc.Tip = false
	sc.Exact = sc.Exact && vd.Certain
	sc.BetterLine, sc.WeakerLine = vd.BetterLine, vd.WeakerLine
	parts := []string{p.T(coachVerdictMsg, p.MoveText(sc.Better), p.CoachPoints(vd.Cost, sc.Exact))}
	return strings.Join(append(parts, p.coachReasons(vd.Reasons, vd.Cost, sc)...), " ")
}

// CoachComparison explains, for a saved question "Welcher Zug war
// besser?", why the coach's move beats the learner's: the points between
// them and the reasons in the words of a tip (the learner of the lesson
// stands at the table: "Legst du stattdessen 4♠, …").
func (p Printer) CoachComparison(vd opponent.Verdict, sc CoachScene) string {
	sc.Tip = true
	sc.Exact = sc.Exact && vd.Certain
	sc.BetterLine, sc.WeakerLine = vd.BetterLine, vd.WeakerLine
	parts := []string{p.T(coachCompare, p.MoveText(sc.Better), p.CoachPoints(vd.Cost, sc.Exact), p.MoveText(sc.Weaker))}
	return strings.Join(append(parts, p.coachReasons(vd.Reasons, vd.Cost, sc)...), " ")
}

// CoachTip tells the move the coach would play and why: against the
// runner-up when there is one (sc.Weaker), or what the move takes. The
// margin over the runner-up is said only with the reasons that explain
// it (Tip.Explained): otherwise the runner-up is named only when equal
// or less than ¼ point worse, and the tip is the move and what it takes.
func (p Printer) CoachTip(t opponent.Tip, sc CoachScene) string {
	sc.Tip = true
	sc.Exact = sc.Exact && t.Certain
	sc.BetterLine, sc.WeakerLine = t.BetterLine, t.WeakerLine
	var head string
	switch {
	case !t.RunnerUp.Card.Valid():
		head = p.T(CoachTipOnly, p.MoveText(sc.Better))
	case t.Margin == 0 && sc.Exact:
		head = p.T(coachTipEqual, p.MoveText(sc.Better), p.MoveText(sc.Weaker))
	case halfPoints(t.Margin) == 0:
		head = p.T(coachTipClose, p.MoveText(sc.Better), p.MoveText(sc.Weaker))
	case t.Explained:
		head = p.T(coachTipHead, p.MoveText(sc.Better), p.CoachPoints(t.Margin, sc.Exact), p.MoveText(sc.Weaker))
	default: // a margin without a reason against the runner-up: not told
		head = p.T(coachTipPlain, p.MoveText(sc.Better))
	}
	// Only reasons against the runner-up square with the margin (what the
	// move takes by itself does not).
	cost := opponent.Centipoints(-1)
	if t.Explained {
		cost = t.Margin
	}
	return strings.Join(append([]string{head}, p.coachReasons(t.Reasons, cost, sc)...), " ")
}

// coachReasons words the first reasons, skipping any that cannot be
// said; a third is said too when the first two leave a point or more of
// cost unexplained. When what the reasons name does not add up to the
// cost (negative: no cost to square), a last sentence says why: the
// weaker move wins some of it back elsewhere, or the rest comes from the
// further play of the same lines.
func (p Printer) coachReasons(rs []opponent.Reason, cost opponent.Centipoints, sc CoachScene) []string {
	var out []string
	var prev opponent.ReasonKind
	var sum int64
	for _, r := range rs {
		if len(out) == coachReasons+1 || len(out) == coachReasons && (cost < 0 || int64(cost)-sum < 100) {
			break
		}
		if s := p.coachReason(r, sc, prev); s != "" {
			out, prev = append(out, s), r.Kind
			sum += reasonShare(r, sc.Config.Sides())
		}
	}
	if cost < 0 || len(out) == 0 {
		return out
	}
	d := opponent.Centipoints(sum) - cost
	switch {
	case halfPoints(d) >= 2 && sc.Tip:
		out = append(out, p.T(coachOffsetBackTip, p.MoveText(sc.Weaker), p.CoachPoints(d, sc.Exact)))
	case halfPoints(d) >= 2:
		out = append(out, p.T(coachOffsetBack, p.CoachPoints(d, sc.Exact)))
	case halfPoints(-d) >= 2:
		out = append(out, p.T(coachOffsetRest, p.CoachPoints(-d, sc.Exact)))
	}
	return out
}

// reasonShare is what a reason adds to the margin of the mover's side
// over the mean of the others (the coach's value): what the mover's side
// gains counts whole, what another side gains 1/(sides−1); expected by
// how often the search saw it.
func reasonShare(r opponent.Reason, sides int) int64 {
	pts := int64(r.Points)
	switch r.Kind {
	case opponent.ReasonGives, opponent.ReasonNextDeal:
		pts /= int64(max(1, sides-1))
	case opponent.ReasonLastCapture:
		if r.Line == opponent.LineWeaker {
			pts /= int64(max(1, sides-1))
		}
	case opponent.ReasonClubs:
		if r.Other {
			pts += pts / int64(max(1, sides-1))
		}
	case opponent.ReasonSurDenied:
		return 0
	}
	return pts * int64(r.Percent) / 100
}

// onWeaker reports the kinds of reason that tell what the weaker move
// lets happen (the others tell what the better move does).
func onWeaker(k opponent.ReasonKind) bool {
	switch k {
	case opponent.ReasonGives, opponent.ReasonNextDeal, opponent.ReasonSurDenied:
		return true
	case opponent.ReasonLastCapture:
		return false
	}
	return false
}

// CoachReason words one reason as a sentence, from its typed fields;
// "" for a reason it cannot word (an unknown kind, a variant without a
// rule text).
func (p Printer) CoachReason(r opponent.Reason, sc CoachScene) string {
	return p.coachReason(r, sc, 0)
}

// coachReason words a reason said after one of kind prev (0: the
// first): what the better move does goes on with "Außerdem" /
// « en outre » instead of "Damit" / « ainsi » after any reason, what
// the weaker move lets happen with "Außerdem" / « En outre, » instead of
// "Nach deinem Zug" / « Après votre coup, » after a reason of its own
// side (after one on the better move it must say again which move).
func (p Printer) coachReason(r opponent.Reason, sc CoachScene, prev opponent.ReasonKind) string {
	tip := sc.Tip
	adv := p.T(coachThus)
	if prev != 0 {
		adv = p.T(coachBesides)
	}
	later := prev != 0 && onWeaker(prev)
	pick := func(verdict, tipMsg Message) Message {
		if tip {
			return tipMsg
		}
		return verdict
	}
	team := sc.Config.Partnerships()
	switch r.Kind {
	case opponent.ReasonTakes:
		pts := p.T(unitPoints, pasur.CardPoints(engine.SetOf(r.Cards), sc.Config.Variants))
		own := sc.Better.Card
		var taken []engine.Card
		for _, c := range r.Cards {
			if c != own {
				taken = append(taken, c)
			}
		}
		switch {
		case len(taken) == len(r.Cards): // the card played is worth nothing
			return p.T(pick(coachTakesVerdict, coachTakesTip), adv, p.cardList(sc.ordered(taken)), pts)
		case len(taken) == 0 && team: // only the card played is worth points
			return p.T(pick(coachTakesOwnTeamVerdict, coachTakesOwnTeamTip), adv, p.Card(own), pts)
		case len(taken) == 0:
			return p.T(pick(coachTakesOwnVerdict, coachTakesOwnTip), adv, p.Card(own), pts)
		}
		return p.T(pick(coachTakesWithVerdict, coachTakesWithTip), adv, p.Card(own), p.cardList(sc.ordered(taken)), pts)
	case opponent.ReasonSur:
		return p.T(pick(coachSurVerdict, coachSurTip), adv)
	case opponent.ReasonGives:
		l := sc.WeakerLine
		if r.Step <= 0 || r.Step >= len(l.Plays) {
			return ""
		}
		who := p.coachPlayer(sc, r.Seat)
		worth := p.worth(r, sc) + p.lineShare(r.Percent, sc.Exact)
		taken := p.cardList(sc.ordered(r.Cards))
		switch {
		case r.Step == 1:
			return p.T(pickSure(sc, coachGivesLine, coachGivesLineMay), p.coachFront(sc, later), who, p.Card(r.Play), taken, worth)
		case r.Step > lineShown:
			return p.T(pickSure(sc, coachGivesLater, coachGivesLaterMay), p.coachFront(sc, later), who, p.Card(r.Play), taken, worth)
		}
		return p.T(pickSure(sc, coachGivesLong, coachGivesLongMay), p.coachFront(sc, false), p.lineClauses(sc, l, r.Step), who, p.Card(r.Play), taken, worth)
	case opponent.ReasonKeeps:
		l := sc.BetterLine
		if r.Step <= 0 || r.Step >= len(l.Plays) {
			return ""
		}
		line := p.lineTo(sc, l, r.Step) + p.worthAfterPlay(r, sc) + p.lineShare(r.Percent, sc.Exact)
		// another player's play in the line is one sample's guess over the
		// hidden cards: "es kann etwa so weitergehen" / « par exemple »
		guess := !sc.Exact && othersPlay(sc, l, r.Step)
		if r.Kept {
			if guess {
				return p.T(pick(coachKeepsMayVerdict, coachKeepsMayTip), adv, p.Card(r.Play), line)
			}
			return p.T(pick(coachKeepsVerdict, coachKeepsTip), adv, p.Card(r.Play), line)
		}
		if guess {
			return p.T(pick(coachFollowsMayVerdict, coachFollowsMayTip), adv, line)
		}
		return p.T(pick(coachFollowsVerdict, coachFollowsTip), adv, line)
	case opponent.ReasonClubs:
		if !sc.Config.Variants.Children && r.Line == opponent.LineBetter {
			other := ""
			if r.Other && sc.Config.Players == 2 {
				other = p.T(pick(coachClubsOtherVerdict, coachClubsOtherTip), p.coachPlayer(sc, 1-sc.Me))
			}
			m := pick(coachClubsWonVerdict, coachClubsWonTip)
			if team {
				m = pick(coachClubsWonTeamVerdict, coachClubsWonTeamTip)
			}
			return p.T(m, adv, p.T(unitPoints, pasur.ClubsBonusPoints)+p.coachShare(r.Percent, sc.Exact), other)
		}
		if r.Count > 0 {
			return p.T(pick(coachClubsVerdict, coachClubsTip), adv, r.Count, p.CoachPoints(r.Points, false))
		}
		return p.T(pick(coachClubsRaceVerdict, coachClubsRaceTip), adv, p.CoachPoints(r.Points, false))
	case opponent.ReasonLastCapture:
		if len(r.Cards) == 0 {
			return ""
		}
		pts := p.T(unitPoints, pasur.CardPoints(engine.SetOf(r.Cards), sc.Config.Variants)) + p.coachShare(r.Percent, sc.Exact)
		cards := p.cardList(sc.ordered(r.Cards))
		if r.Line == opponent.LineWeaker {
			m := coachLastLost
			if r.Earlier { // nobody captures after the weaker move
				m = coachLastLostEarlier
			}
			return p.T(m, p.coachFront(sc, later), p.coachPlayer(sc, r.Seat), cards, pts)
		}
		m := pick(coachLastVerdict, coachLastTip)
		switch {
		case team && r.Earlier:
			m = pick(coachLastKeptTeamVerdict, coachLastKeptTeamTip)
		case r.Earlier: // the capture made before the move stays the last
			m = pick(coachLastKeptVerdict, coachLastKeptTip)
		case team:
			m = pick(coachLastTeamVerdict, coachLastTeamTip)
		}
		return p.T(m, adv, cards, pts)
	case opponent.ReasonSurDenied:
		rule, ok := p.RuleStatement(string(r.Rule), "") // told in passing: no source
		if !ok {
			return ""
		}
		if tip {
			return p.T(coachSurDeniedTip, p.coachFront(sc, later), rule)
		}
		return p.T(coachSurDeniedVerdict, rule)
	case opponent.ReasonNextDeal:
		if len(r.Cards) == 0 {
			return ""
		}
		return p.T(coachNextDeal, p.coachFront(sc, later), p.cardList(sc.ordered(r.Cards)), p.coachPlayer(sc, r.Seat),
			p.coachDetail(r.Points, r.Percent, false))
	}
	return ""
}

// pickSure chooses the sentence of a certain line (the search saw every
// card) or of a possible one.
func pickSure(sc CoachScene, sure, may Message) Message {
	if sc.Exact {
		return sure
	}
	return may
}

// coachShare is ", in 70 % der durchgerechneten Fälle" when the search
// did not see every card (", in allen durchgerechneten Fällen" when it
// held in every sample: still an expectation, the hands being hidden),
// "" when it is certain.
func (p Printer) coachShare(percent int, exact bool) string {
	switch {
	case exact || percent <= 0:
		return ""
	case percent >= 100:
		return ", " + p.T(coachShareAll)
	}
	return ", " + p.T(coachShareMsg, percent)
}

// lineShare is ", so oder ähnlich in 70 % der durchgerechneten Fälle"
// after a play of one sample's line: the play is that sample's, what it
// gains (the cards named, the sur) the share of the samples (", so oder
// ähnlich in allen durchgerechneten Fällen" when every one).
func (p Printer) lineShare(percent int, exact bool) string {
	switch {
	case exact || percent <= 0:
		return ""
	case percent >= 100:
		return ", " + p.T(coachShareLineAll)
	}
	return ", " + p.T(coachShareLine, percent)
}

// lineClause words play i of a line as a clause: "du legst 5♠", "der
// Computer nimmt mit 3♠ 8♦"; then: the last clause after others ("dann
// nimmst du mit B♣ 5♠").
func (p Printer) lineClause(sc CoachScene, pl opponent.LinePlay, then bool) string {
	you := pl.Seat == sc.Me
	who := p.coachPlayer(sc, pl.Seat)
	if pl.Move.Take == 0 {
		if you {
			return p.T(lineLayYou, p.Card(pl.Move.Card))
		}
		return p.T(lineLay, who, p.Card(pl.Move.Card))
	}
	taken := p.cardList(sc.ordered(pl.Move.Move().Take))
	switch {
	case you && then:
		return p.T(lineThenTakeYou, p.Card(pl.Move.Card), taken)
	case then:
		return p.T(lineThenTake, who, p.Card(pl.Move.Card), taken)
	case you:
		return p.T(lineTakeYou, p.Card(pl.Move.Card), taken)
	}
	return p.T(lineTake, who, p.Card(pl.Move.Card), taken)
}

// lineClauses words the plays of a line after its first and before
// play step, joined by commas.
func (p Printer) lineClauses(sc CoachScene, l opponent.Line, step int) string {
	var cs []string
	for i := 1; i < step && i < len(l.Plays); i++ {
		cs = append(cs, p.lineClause(sc, l.Plays[i], false))
	}
	return strings.Join(cs, ", ")
}

// lineShown is the furthest play of a line whose plays before it are
// told one by one; further on only the play itself is ("später in
// diesem Austeilen").
const lineShown = 4

// lineTo words a line from its second play up to play step, the last a
// capture: "der Computer legt 5♠, dann nimmst du mit B♣ 5♠"; further
// than lineShown, "später in diesem Austeilen nimmst du mit B♣ 5♠".
func (p Printer) lineTo(sc CoachScene, l opponent.Line, step int) string {
	if step > lineShown {
		pl := l.Plays[step]
		taken := p.cardList(sc.ordered(pl.Move.Move().Take))
		if pl.Seat == sc.Me {
			return p.T(lineLaterTakeYou, p.Card(pl.Move.Card), taken)
		}
		return p.T(lineLaterTake, p.coachPlayer(sc, pl.Seat), p.Card(pl.Move.Card), taken)
	}
	last := p.lineClause(sc, l.Plays[step], step > 1)
	if step == 1 {
		return last
	}
	return p.lineClauses(sc, l, step) + ", " + last
}

// othersPlay reports whether the plays of line l told up to play step
// include another player's: those the sentence states (lineTo).
func othersPlay(sc CoachScene, l opponent.Line, step int) bool {
	if step > lineShown {
		return step < len(l.Plays) && l.Plays[step].Seat != sc.Me
	}
	for i := 1; i <= step && i < len(l.Plays); i++ {
		if l.Plays[i].Seat != sc.Me {
			return true
		}
	}
	return false
}

// worthAfterPlay is worth after a clause of the mover's own capture
// (« vous prenez 8♠ avec V♦ », „nimmst du mit B♦ 8♠“): when only the
// card played scores, the clause has just named it, so only its points
// follow — « avec V♦ (1 point) », not « avec V♦ – V♦ (1 point) ».
func (p Printer) worthAfterPlay(r opponent.Reason, sc CoachScene) string {
	items := p.worthItems(r, sc)
	if len(items) == 1 && !r.Sur && items[0].card == r.Play {
		return " (" + p.T(unitPoints, items[0].pts) + ")"
	}
	return p.worth(r, sc)
}

// worthItem is one thing a capture scores: its name and points; card
// is the card (none for a sur).
type worthItem struct {
	name string
	pts  int
	card engine.Card
}

// worthItems lists what a capture of a line scores, the sur first.
func (p Printer) worthItems(r opponent.Reason, sc CoachScene) []worthItem {
	var items []worthItem
	if r.Sur {
		items = append(items, worthItem{name: p.T(coachASur), pts: pasur.SurPoints})
	}
	cards := append(sc.ordered(r.Cards), r.Play)
	for _, c := range cards {
		pts := pasur.CardPoints(engine.SetOf([]engine.Card{c}), sc.Config.Variants)
		if pts == 0 || !c.Valid() {
			continue
		}
		name := p.Card(c)
		switch c {
		case engine.NewCard(engine.Ten, engine.Diamonds):
			name = p.T(coachBigTenShort)
		case engine.NewCard(engine.Two, engine.Clubs):
			name = p.T(coachLittleTwoShort)
		case engine.NewCard(engine.Seven, engine.Diamonds):
			name = p.T(coachSevenDiamondsShort)
		}
		items = append(items, worthItem{name, pts, c})
	}
	return items
}

// worth lists what a capture of a line scores: " – ein Sur (5 Punkte),
// die Große Zehn (3) und A♥ (1)"; "" when nothing.
func (p Printer) worth(r opponent.Reason, sc CoachScene) string {
	items := p.worthItems(r, sc)
	if len(items) == 0 {
		return ""
	}
	out := make([]string, len(items))
	for i, it := range items {
		if i == 0 {
			out[i] = it.name + " (" + p.T(unitPoints, it.pts) + ")"
		} else {
			out[i] = it.name + " (" + itoaCoach(it.pts) + ")"
		}
	}
	return " – " + p.List(out)
}

// itoaCoach writes a small whole number.
func itoaCoach(n int) string { return FormatHalves(int64(n)*2, false) }

// CoachPoints says an expected number of points, rounded to the half:
// "etwa 2½ Punkte" / "environ 2½ points"; "3 Punkte" when exact.
func (p Printer) CoachPoints(c opponent.Centipoints, exact bool) string {
	h := engine.Halves(halfPoints(c))
	if exact && h.Whole() {
		return p.T(unitPoints, h)
	}
	return p.T(coachAbout, h) // a half alone is singular: "etwa ½ Punkt"
}

// halfPoints rounds centipoints to halves of a point, half away from zero.
func halfPoints(c opponent.Centipoints) int64 {
	n := int64(c)
	if n < 0 {
		return -((-n + 25) / 50)
	}
	return (n + 25) / 50
}

// coachDetail is the parenthesis after a reason: the points it is worth
// (when half a point or more) and how often the search saw the like of
// its line happen: " (etwa 2 Punkte, so oder ähnlich in 70 % der
// durchgerechneten Fälle)"; "" when there is neither.
func (p Printer) coachDetail(pts opponent.Centipoints, percent int, exact bool) string {
	var parts []string
	if halfPoints(pts) > 0 {
		parts = append(parts, p.CoachPoints(pts, exact))
	}
	// the cards left and who plays first are one sample's line: "so oder
	// ähnlich" in the share of the samples where the like holds
	switch {
	case exact || percent <= 0:
	case percent >= 100:
		parts = append(parts, p.T(coachShareLineAll))
	default:
		parts = append(parts, p.T(coachShareLine, percent))
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// coachFront is the weaker move set before a sentence about what follows
// it: "Nach deinem Zug" (a verdict), "Legst du stattdessen 4♠," or
// "Nimmst du stattdessen mit 7♠ 4♦," (a tip); after another reason
// "Außerdem" / « En outre, ».
func (p Printer) coachFront(sc CoachScene, later bool) string {
	switch {
	case later:
		return p.T(coachBesidesFront)
	case !sc.Tip:
		return p.T(coachAfterYours)
	case sc.Weaker.Laid():
		return p.T(coachInsteadLay, p.Card(sc.Weaker.Card))
	}
	return p.T(coachInsteadTake, p.Card(sc.Weaker.Card), p.Cards(sc.Weaker.Take))
}

// coachPlayer names another player inside a sentence: the computer of
// free play with its article ("der Computer", "l’ordinateur"), anyone
// else by name.
func (p Printer) coachPlayer(sc CoachScene, seat int) string {
	if seat < 0 || seat >= len(sc.Names) {
		return p.T(coachOpponent)
	}
	if n := sc.Names[seat]; n != p.T(SandboxComputer) {
		return n
	}
	return p.T(CoachComputer)
}

// cardList lists cards the language's way: "2♣ und A♦", "8♥, 3♠ et 2♦".
func (p Printer) cardList(cs []engine.Card) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = p.Card(c)
	}
	return p.List(items)
}

// ordered lists cards as the table shows them: those on the table in its
// order, then the others (a played card) as given.
func (sc CoachScene) ordered(cs []engine.Card) []engine.Card {
	out := make([]engine.Card, 0, len(cs))
	in := engine.SetOf(cs)
	for _, c := range sc.Table {
		if in.Has(c) {
			out = append(out, c)
		}
	}
	on := engine.SetOf(sc.Table)
	for _, c := range cs {
		if !on.Has(c) {
			out = append(out, c)
		}
	}
	return out
}
