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
	parts := []string{p.T(CoachVerdict, p.MoveText(sc.Better), p.CoachPoints(vd.Cost, sc.Exact))}
	return strings.Join(append(parts, p.coachReasons(vd.Reasons, sc)...), " ")
}

// CoachComparison explains, for a saved question "Welcher Zug war
// besser?", why the coach's move beats the learner's: the points between
// them and the reasons in the words of a tip (the learner of the lesson
// stands at the table: "Legst du stattdessen 4♠, …").
func (p Printer) CoachComparison(vd opponent.Verdict, sc CoachScene) string {
	sc.Tip = true
	parts := []string{p.T(CoachCompare, p.MoveText(sc.Better), p.CoachPoints(vd.Cost, sc.Exact), p.MoveText(sc.Weaker))}
	return strings.Join(append(parts, p.coachReasons(vd.Reasons, sc)...), " ")
}

// CoachTip tells the move the coach would play and why: against the
// runner-up when there is one (sc.Weaker), or what the move takes.
func (p Printer) CoachTip(t opponent.Tip, sc CoachScene) string {
	sc.Tip = true
	var head string
	switch {
	case !t.RunnerUp.Card.Valid():
		head = p.T(CoachTipOnly, p.MoveText(sc.Better))
	case halfPoints(t.Margin) == 0:
		head = p.T(CoachTipClose, p.MoveText(sc.Better), p.MoveText(sc.Weaker))
	default:
		head = p.T(CoachTipHead, p.MoveText(sc.Better), p.CoachPoints(t.Margin, sc.Exact), p.MoveText(sc.Weaker))
	}
	return strings.Join(append([]string{head}, p.coachReasons(t.Reasons, sc)...), " ")
}

// coachReasons words the first reasons, skipping any that cannot be said.
func (p Printer) coachReasons(rs []opponent.Reason, sc CoachScene) []string {
	var out []string
	var prev opponent.ReasonKind
	for _, r := range rs {
		if len(out) == coachReasons {
			break
		}
		if s := p.coachReason(r, sc, prev); s != "" {
			out, prev = append(out, s), r.Kind
		}
	}
	return out
}

// onWeaker reports the kinds of reason that tell what the weaker move
// lets happen (the others tell what the better move does).
func onWeaker(k opponent.ReasonKind) bool {
	switch k {
	case opponent.ReasonGivesSur, opponent.ReasonGives, opponent.ReasonExposes, opponent.ReasonSurDenied:
		return true
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
	adv := p.T(CoachThus)
	if prev != 0 {
		adv = p.T(CoachBesides)
	}
	later := prev != 0 && onWeaker(prev)
	pick := func(verdict, tipMsg Message) Message {
		if tip {
			return tipMsg
		}
		return verdict
	}
	switch r.Kind {
	case opponent.ReasonTakes:
		pts := p.T(UnitPoints, pasur.CardPoints(engine.SetOf(r.Cards), sc.Config.Variants))
		own := sc.Better.Card
		var taken []engine.Card
		for _, c := range r.Cards {
			if c != own {
				taken = append(taken, c)
			}
		}
		switch {
		case len(taken) == len(r.Cards): // the card played is worth nothing
			return p.T(pick(CoachTakesVerdict, CoachTakesTip), adv, p.cardList(sc.ordered(taken)), pts)
		case len(taken) == 0: // only the card played is worth points
			return p.T(pick(CoachTakesOwnVerdict, CoachTakesOwnTip), adv, p.Card(own), pts)
		}
		return p.T(pick(CoachTakesWithVerdict, CoachTakesWithTip), adv, p.Card(own), p.cardList(sc.ordered(taken)), pts)
	case opponent.ReasonSur:
		return p.T(pick(CoachSurVerdict, CoachSurTip), adv)
	case opponent.ReasonGivesSur:
		return p.T(CoachGivesSur, p.coachFront(sc, later), p.coachPlayer(sc, r.Seat), p.coachDetail(0, r.Percent, sc.Exact))
	case opponent.ReasonGives:
		return p.T(CoachGives, p.coachFront(sc, later), p.coachPlayer(sc, r.Seat), p.cardList(sc.ordered(r.Cards)), p.coachDetail(r.Points, r.Percent, sc.Exact))
	case opponent.ReasonExposes:
		if len(r.Cards) == 0 {
			return ""
		}
		return p.T(CoachExposes, p.coachFront(sc, later), p.namedCard(r.Cards[0]), p.coachTaker(sc), p.coachDetail(r.Points, r.Percent, sc.Exact))
	case opponent.ReasonClubs:
		if r.Count > 0 {
			return p.T(pick(CoachClubsVerdict, CoachClubsTip), adv, r.Count, p.CoachPoints(r.Points, sc.Exact))
		}
		return p.T(pick(CoachClubsRaceVerdict, CoachClubsRaceTip), adv, p.CoachPoints(r.Points, sc.Exact))
	case opponent.ReasonLastCapture:
		team := sc.Config.Partnerships()
		pts := p.CoachPoints(r.Points, sc.Exact)
		if len(r.Cards) == 0 {
			m := pick(CoachLastBareVerdict, CoachLastBareTip)
			if team {
				m = pick(CoachLastTeamBareVerdict, CoachLastTeamBareTip)
			}
			return p.T(m, adv, pts)
		}
		m := pick(CoachLastVerdict, CoachLastTip)
		if team {
			m = pick(CoachLastTeamVerdict, CoachLastTeamTip)
		}
		return p.T(m, adv, p.cardList(sc.ordered(r.Cards)), pts)
	case opponent.ReasonSurDenied:
		rule, ok := p.Rule(string(r.Rule), "")
		if !ok {
			return ""
		}
		if tip {
			return p.T(CoachSurDeniedTip, p.coachFront(sc, later), rule)
		}
		return p.T(CoachSurDeniedVerdict, rule)
	case opponent.ReasonLater:
		if halfPoints(r.Points) == 0 {
			return "" // nothing worth a word
		}
		return p.T(CoachLater, p.CoachPoints(r.Points, sc.Exact))
	case opponent.ReasonKeeps:
		if len(r.Cards) == 0 {
			return ""
		}
		return p.T(pick(CoachKeepsVerdict, CoachKeepsTip), adv, p.Card(r.Cards[0]), p.coachDetail(r.Points, r.Percent, sc.Exact))
	}
	return ""
}

// CoachPoints says an expected number of points, rounded to the half:
// "etwa 2½ Punkte" / "environ 2½ points"; "3 Punkte" when exact.
func (p Printer) CoachPoints(c opponent.Centipoints, exact bool) string {
	h := engine.Halves(halfPoints(c))
	if exact && h.Whole() {
		return p.T(UnitPoints, h)
	}
	return p.T(CoachAbout, h)
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
// (when half a point or more) and how often the search saw it happen
// (when not always): " (etwa 2 Punkte, in 70 % der durchgerechneten
// Fälle)"; "" when there is neither.
func (p Printer) coachDetail(pts opponent.Centipoints, percent int, exact bool) string {
	var parts []string
	if halfPoints(pts) > 0 {
		parts = append(parts, p.CoachPoints(pts, exact))
	}
	if percent > 0 && percent < 100 {
		parts = append(parts, p.T(CoachShare, percent))
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
		return p.T(CoachBesidesFront)
	case !sc.Tip:
		return p.T(CoachAfterYours)
	case sc.Weaker.Laid():
		return p.T(CoachInsteadLay, p.Card(sc.Weaker.Card))
	}
	return p.T(CoachInsteadTake, p.Card(sc.Weaker.Card), p.Cards(sc.Weaker.Take))
}

// coachPlayer names another player inside a sentence: the computer of
// free play with its article ("der Computer", "l’ordinateur"), anyone
// else by name.
func (p Printer) coachPlayer(sc CoachScene, seat int) string {
	if seat < 0 || seat >= len(sc.Names) {
		return p.T(CoachOpponent)
	}
	if n := sc.Names[seat]; n != p.T(SandboxComputer) {
		return n
	}
	return p.T(CoachComputer)
}

// coachTaker names who takes an exposed card: the one opponent of a
// table of two, else "ein Gegner".
func (p Printer) coachTaker(sc CoachScene) string {
	if sc.Config.Players == 2 {
		return p.coachPlayer(sc, 1-sc.Me)
	}
	return p.T(CoachOpponent)
}

// namedCard names a card of value by its name at the table: "die Große
// Zehn (10♦)", "le petit deux (2♣)".
func (p Printer) namedCard(c engine.Card) string {
	switch c {
	case engine.NewCard(engine.Ten, engine.Diamonds):
		return p.T(CoachBigTen, p.Card(c))
	case engine.NewCard(engine.Two, engine.Clubs):
		return p.T(CoachLittleTwo, p.Card(c))
	case engine.NewCard(engine.Seven, engine.Diamonds):
		return p.T(CoachSevenDiamonds, p.Card(c))
	}
	return p.Card(c)
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
