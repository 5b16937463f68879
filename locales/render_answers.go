package locales

import (
	"errors"
	"sort"
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/scenarios"
)

// renderer is an argument of a message that writes itself the printer's
// way: cards in the learner's notation, for instance.
type renderer interface{ Render(Printer) string }

// CardChoices are the readings of a card the learner typed, written the
// learner's way: "B♦ oder B♥" / "V♦ ou V♥".
type CardChoices []engine.Card

// Render writes the cards as alternatives.
func (cs CardChoices) Render(p Printer) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = p.CardText(c)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return p.T(ChoiceOr, strings.Join(parts[:len(parts)-1], ", "), parts[len(parts)-1])
}

// Answer writes an answer the learner's way: a settlement in the table's
// order ("Dan +4, Doc -4"), a capture of the question's card ("7♠ nimmt
// 4♦"), "ja"/"nein", a score by category, names, cards, bets, odds. order
// lists the players by seat; card is the card a capture question is
// about.
func (p Printer) Answer(a scenarios.Answer, order []string, card engine.Card) string {
	switch v := a.(type) {
	case scenarios.Settlement:
		return settlementText(v, order)
	case scenarios.Amount:
		return FormatHalves(engine.Amount(v).InHalves(), true)
	case scenarios.Count:
		return strconv.Itoa(int(v))
	case scenarios.Ranks:
		if len(v) == 0 {
			return p.T(answerNone)
		}
		rs := append([]engine.Rank(nil), v...)
		sort.Slice(rs, func(i, j int) bool { return rs[i] < rs[j] })
		return p.Ranks(rs)
	case scenarios.Capture:
		return p.captureText(v, card)
	case scenarios.Bool:
		return p.yesNo(bool(v))
	case scenarios.Legality:
		return p.yesNo(v.Legal)
	case scenarios.Breakdown:
		var parts []string
		for _, k := range scenarios.ScoreCategories() {
			if n, ok := v[k]; ok && (n != 0 || k == "total") {
				parts = append(parts, p.ScoreCategory(k)+" "+strconv.Itoa(n))
			}
		}
		return strings.Join(parts, ", ")
	case scenarios.Choice:
		var parts []string
		for _, i := range v {
			parts = append(parts, string(rune('a'+i)))
		}
		return strings.Join(parts, ", ")
	case nil:
		return "–"
	}
	return p.answerOfTable(a, order)
}

// settlementText writes each player's change in seat order, others after
// them by name ("0" when none).
func settlementText(v scenarios.Settlement, order []string) string {
	var parts []string
	for _, n := range inOrder(v, order) {
		parts = append(parts, n+" "+FormatHalves(v[n].InHalves(), true))
	}
	if len(parts) == 0 {
		return "0"
	}
	return strings.Join(parts, ", ")
}

// captureText writes what the card takes, or that it is laid.
func (p Printer) captureText(v scenarios.Capture, card engine.Card) string {
	c := v.Card
	if !c.Valid() {
		c = card
	}
	if len(v.Take) == 0 {
		return p.T(AnswerLay, p.CardText(c))
	}
	return p.T(answerTake, p.CardText(c), p.CardsText(v.Take))
}

// yesNo writes "ja" or "nein".
func (p Printer) yesNo(yes bool) string {
	if yes {
		return p.T(AnswerYes)
	}
	return p.T(AnswerNo)
}

// Refusal explains why the engine refused an action, in the learner's
// language, naming the player (names by seat) and what would be allowed:
// a split's neighbours, the cards a call must order, the stake limit, the
// captures a card must make. profile selects the rule texts of a Faro
// profile (zero for Pasur).
func (p Printer) Refusal(err error, names []string, profile faro.Profile) string {
	who, msg := p.refusal(err, names, profile)
	if who != "" && who != p.T(SandboxYou) {
		// the learner of free play is told the rule, not "für Du"
		return p.T(refusedFor, who, msg)
	}
	return p.T(Refused, msg)
}

// refusal returns the player an engine refusal concerns ("" when none)
// and what the rule says, with what would be allowed.
func (p Printer) refusal(err error, names []string, profile faro.Profile) (who, msg string) {
	var oe *scenarios.OutOfTurnError
	if errors.As(err, &oe) {
		return oe.Player, p.T(scenNotToMove, oe.ToPlay)
	}
	var fe *faro.RuleError
	if errors.As(err, &fe) {
		msg, _ = p.Rule(string(fe.Rule), profileName(profile))
		switch {
		case len(fe.Allowed) > 0:
			msg += " " + p.T(refusalNeighbours, p.Rank(fe.Rank), p.Ranks(fe.Allowed))
		case len(fe.Remaining) > 0:
			msg += " " + p.T(refusalRemaining, p.CardsText(fe.Remaining))
		case fe.Limit != 0 && (errors.Is(fe.Err, faro.ErrStakeTooLow) || errors.Is(fe.Err, faro.ErrStakeTooHigh) || errors.Is(fe.Err, faro.ErrNotEnoughChips)):
			msg += " " + p.T(refusalLimit, fe.Limit)
		}
		if fe.Player >= 0 && fe.Player < len(names) {
			who = names[fe.Player]
		}
		return who, msg
	}
	var pe *pasur.MoveError
	if errors.As(err, &pe) {
		msg, _ = p.Rule(string(pe.Rule), "")
		if len(pe.Choices) > 0 {
			var opts []string
			for _, m := range pe.Choices {
				opts = append(opts, p.MoveText(m))
			}
			msg += " " + p.T(refusalChoices, strings.Join(opts, " · "))
		}
		if pe.Seat >= 0 && pe.Seat < len(names) {
			who = names[pe.Seat]
		}
		return who, msg
	}
	var se *pasur.SetupError
	if errors.As(err, &se) {
		msg, _ = p.Rule(string(se.Rule), "")
		return "", msg
	}
	var ce *pasur.ConfigError
	if errors.As(err, &ce) {
		msg, _ = p.Rule(string(ce.Rule), "")
		return "", msg
	}
	return "", p.T(refusedEngine)
}

// profileName is the profile's name as rule texts are keyed ("" for
// none).
func profileName(pr faro.Profile) string {
	if !pr.Valid() {
		return ""
	}
	return pr.String()
}

// CaptureWhyNot says why a capture the engine refused is wrong, about the
// learner's own capture and without the answer: the card that is not on
// the table or that the played card cannot take, the sum that is not 11
// ("7 + 2 + 1 = 10 – nicht 11."), the groups that do not work out, more
// to take, or a card laid that can take. It never lists the legal
// captures (the refusal's choices). "" when err is no capture refusal.
func (p Printer) CaptureWhyNot(err error) string {
	var e *pasur.MoveError
	if !errors.As(err, &e) {
		return ""
	}
	card := p.Card(e.Card)
	switch {
	case errors.Is(e.Err, pasur.ErrNotOnTable):
		return p.T(captureNotOnTable, p.Card(e.Offending))
	case errors.Is(e.Err, pasur.ErrFaceInSum):
		return p.T(captureFaceInSum, p.Card(e.Offending))
	case errors.Is(e.Err, pasur.ErrWrongRank), errors.Is(e.Err, pasur.ErrChildrenRank), errors.Is(e.Err, pasur.ErrJackFace):
		return p.T(captureCannotTake, card, p.Card(e.Offending))
	case errors.Is(e.Err, pasur.ErrBadSum):
		if e.Offending.Valid() {
			return p.T(captureTooHigh, p.Card(e.Offending), card, e.Need)
		}
		if e.Sum < 2*e.Need && !e.Card.Rank.Face() {
			terms := []string{strconv.Itoa(int(e.Card.Rank))}
			total := int(e.Card.Rank)
			for _, c := range e.Cards {
				terms = append(terms, strconv.Itoa(int(c.Rank)))
				total += int(c.Rank)
			}
			return p.T(captureBadSum, strings.Join(terms, " + ")+" = "+strconv.Itoa(total))
		}
		return p.T(captureBadGroups, e.Sum, e.Need, card)
	case errors.Is(e.Err, pasur.ErrCannotSplit):
		return p.T(captureCannotSplit, p.Cards(e.Cards), card)
	case errors.Is(e.Err, pasur.ErrMustTakeAll):
		return p.T(captureTakeMore, card)
	case errors.Is(e.Err, pasur.ErrMustCapture):
		return p.T(captureMustTake, card)
	}
	return ""
}

// TurnEvents tells what a turn did to each bet, one line each ("Dan, 4
// Chips auf 9: Spielerkarte 9♣ – gewinnt 4 Chips (bleibt liegen)"), with
// a bet that wins and then comes back in the same turn (its rank dead,
// the deal over) told in one line that says so ("… – gewinnt 2 Chips;
// danach ist der Wert tot, und der Einsatz kommt zurück"), never as
// staying (review DE 1.8). show selects the events told (nil: all);
// hideStays leaves "(bleibt liegen)" out (a question about the layout is
// still to come).
func (p Printer) TurnEvents(names []string, profile faro.Profile, evs []faro.Event, show []bool, hideStays bool) []string {
	var out []string
	merged := map[int]bool{}
	shown := func(i int) bool { return show == nil || show[i] }
	for i, e := range evs {
		if !shown(i) || merged[i] {
			continue
		}
		back := returnAfter(evs, i)
		switch {
		case e.What == faro.Won && back >= 0:
			won := e
			won.Stays = false
			line := p.Event(names, profile, won)
			if shown(back) {
				merged[back] = true
				m := eventWonThenDead
				if evs[back].What == faro.EndOfDeal {
					m = eventWonThenEnd
				}
				line = p.T(m, line)
			}
			out = append(out, line)
		case (e.What == faro.Returned || e.What == faro.EndOfDeal) && wonBefore(evs, i):
			who := "?"
			if e.Player >= 0 && e.Player < len(names) {
				who = names[e.Player]
			}
			if e.What == faro.EndOfDeal {
				out = append(out, p.T(eventBackAfterWinEnd, who, p.Bet(profile, e)))
			} else {
				out = append(out, p.T(eventBackAfterWin, who, p.Bet(profile, e), p.Card(e.Card)))
			}
		default:
			if hideStays {
				e.Stays = false
			}
			out = append(out, p.Event(names, profile, e))
		}
	}
	return out
}

// returnAfter finds the event after i that returns the same bet (-1 when
// none).
func returnAfter(evs []faro.Event, i int) int {
	for j := i + 1; j < len(evs); j++ {
		if evs[j].Bet == evs[i].Bet && evs[j].Player == evs[i].Player && (evs[j].What == faro.Returned || evs[j].What == faro.EndOfDeal) {
			return j
		}
	}
	return -1
}

// wonBefore reports whether the bet of event i won earlier in the turn.
func wonBefore(evs []faro.Event, i int) bool {
	for j := 0; j < i; j++ {
		if evs[j].Bet == evs[i].Bet && evs[j].Player == evs[i].Player && evs[j].What == faro.Won {
			return true
		}
	}
	return false
}
