package tutor

import (
	"errors"
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
)

// stake writes a stake with its unit: "4 Chips" (Pharo), "2 Punkte"
// (Pharaon).
func stake(p locales.Printer, profile string, a engine.Amount) string {
	if profile == "pharaon" {
		return p.T(locales.UnitPoints, a)
	}
	return p.T(locales.UnitChips, a)
}

// describeAction tells a Faro action: "Dan setzt 4 Chips auf die 9."
func (s *Session) describeAction(a *scenarios.Action, profile string) string {
	st := stake(s.p, profile, a.Stake)
	target := func() string {
		switch {
		case a.High || a.Kind == scenarios.ActHighCard:
			return s.p.T(locales.TargetHighcard)
		case len(a.Ranks) == 2:
			return s.p.T(locales.TargetSplit, s.p.Rank(a.Ranks[0]), s.p.Rank(a.Ranks[1]))
		}
		return s.p.T(locales.TargetRank, s.p.Rank(a.Rank))
	}
	copper := ""
	if a.Copper {
		copper = s.p.T(locales.ActCoppered)
	}
	switch a.Kind {
	case scenarios.ActBet, scenarios.ActSplit, scenarios.ActHighCard:
		return s.p.T(s.person(locales.ActBet, a.Player), a.Player, st, target(), copper)
	case scenarios.ActChange:
		return s.p.T(s.person(locales.ActChange, a.Player), a.Player, target(), st)
	case scenarios.ActRemove:
		return s.p.T(s.person(locales.ActRemove, a.Player), a.Player, target())
	case scenarios.ActCall:
		order := s.p.Ranks(a.Ranks)
		if len(a.Colours) > 0 {
			var cs []string
			for _, c := range a.Colours {
				if c == "red" {
					cs = append(cs, s.p.T(locales.ColourRed))
				} else {
					cs = append(cs, s.p.T(locales.ColourBlack))
				}
			}
			order = strings.Join(cs, ", ")
		}
		return s.p.T(s.person(locales.ActCall, a.Player), a.Player, order, st)
	}
	return a.Player
}

// describeMove tells a Pasur play: the play itself, and apart (tail) the
// lines that tell what came of it and may answer a question about it (a
// sur, the last capture's cards).
func (s *Session) describeMove(player string, mv *pasur.MoveResult) (line string, tail []string) {
	if mv == nil {
		return s.p.T(s.person(locales.MovePlayed, player), player), nil
	}
	var b strings.Builder
	if mv.Laid {
		b.WriteString(s.p.T(s.person(locales.MoveLaid, player), player, s.pt.card(s.p, mv.Card)))
	} else {
		b.WriteString(s.p.T(s.person(locales.MoveTook, player), player, s.pt.card(s.p, mv.Card), s.pt.cards(s.p, mv.Captured)))
	}
	switch {
	case mv.Sur:
		tail = append(tail, s.pt.paint(s.pt.good, s.p.T(locales.MoveSur)))
	case mv.Cleared && mv.SurDenied != "":
		tail = append(tail, s.p.T(locales.MoveSurDenied, s.ruleText(string(mv.SurDenied))))
	}
	if mv.NewDeal {
		b.WriteString("\n" + s.p.T(locales.MoveNewDeal))
	}
	if mv.RoundOver {
		b.WriteString("\n" + s.p.T(locales.MoveRoundOver))
		if rd := s.run.rep.Round(); rd != nil && len(mv.BonusCards) > 0 && mv.BonusSide >= 0 {
			side := sideName(rd, playerNames(s.run.sc), mv.BonusSide)
			tail = append(tail, s.p.T(s.person(locales.MoveBonus, side), side, s.pt.cards(s.p, mv.BonusCards)))
		}
		if len(mv.LeftoverCards) > 0 {
			tail = append(tail, s.p.T(locales.MoveLeftover, s.pt.cards(s.p, mv.LeftoverCards)))
		}
	}
	return b.String(), tail
}

// turnLine tells a Faro turn's cards: "Abzug 3: K♦ verliert
// (Bankkarte), 9♣ gewinnt (Spielerkarte)."
func (s *Session) turnLine(t *faro.TurnResult) string {
	line := s.p.T(locales.TurnLine, t.Turn, s.pt.card(s.p, t.Loser), s.pt.card(s.p, t.Winner))
	if t.Doublet {
		line += " " + s.pt.paint(s.pt.accent, s.p.T(locales.TurnDoublet))
	}
	if t.Hock.Valid() {
		line += " " + s.p.T(locales.TurnHock, s.pt.card(s.p, t.Hock))
	}
	return line
}

// betText describes a bet of an event: "4 auf 9", "2 auf K (gekupfert)".
func (s *Session) betText(d *faro.Deal, e faro.Event) string {
	profile := "pharo"
	if d != nil && d.Rules().Profile == faro.Pharaon {
		profile = "pharaon"
	}
	st := stake(s.p, profile, e.Stake)
	var t string
	switch e.Kind {
	case faro.Split:
		t = s.p.T(locales.BetSplit, st, s.p.Rank(e.Rank), s.p.Rank(e.Rank2))
	case faro.HighCard:
		t = s.p.T(locales.BetHighcard, st)
	case faro.TurnCall:
		t = s.p.T(locales.BetCall, st)
	default:
		t = s.p.T(locales.BetSingle, st, s.p.Rank(e.Rank))
	}
	if e.Coppered {
		t += s.p.T(locales.ActCoppered)
	}
	return t
}

// eventLine tells what a turn did to one bet and why: "Dan, 4 Chips auf
// die 9: Spielerkarte 9♣ – gewinnt +4 (bleibt liegen)".
func (s *Session) eventLine(d *faro.Deal, e faro.Event) string {
	who := "?"
	if d != nil {
		if names := d.Players(); e.Player >= 0 && e.Player < len(names) {
			who = names[e.Player]
		}
	}
	delta := locales.FormatHalves(e.Delta.InHalves(), true)
	reason := s.p.Reason(e.Reason, s.pt.card(s.p, e.Card))
	out := s.p.Outcome(e.What, delta)
	line := s.p.T(locales.Event, who, s.betText(d, e), reason, out)
	if e.Stays && e.What == faro.Won && e.Kind != faro.TurnCall {
		line += " " + s.p.T(locales.EventStays)
	}
	return line
}

// ruleText returns the learner's statement of a rule id in the form of
// the lesson's profile; "" when there is none (an id is never shown).
func (s *Session) ruleText(id string) string {
	profile := ""
	if r := s.run; r != nil && r.sc != nil {
		profile = r.sc.Profile
	}
	t, _ := s.p.Rule(id, profile)
	return t
}

// ruleLine cites a rule: "Regel: …".
func (s *Session) ruleLine(id string) string {
	return s.pt.paint(s.pt.dim, wrap(s.p.T(locales.RuleLine, s.ruleText(id)), 76))
}

// formatAnswer writes an answer the learner's way in the session's
// language.
func (s *Session) formatAnswer(a scenarios.Answer) string {
	switch v := a.(type) {
	case scenarios.Settlement:
		var parts []string
		var order []string
		if s.run != nil {
			order = playerNames(s.run.sc)
		}
		seen := map[string]bool{}
		for _, n := range order {
			if amt, ok := v[n]; ok {
				parts = append(parts, n+" "+locales.FormatHalves(amt.InHalves(), true))
				seen[n] = true
			}
		}
		for _, n := range sortedNames(v) {
			if !seen[n] {
				parts = append(parts, n+" "+locales.FormatHalves(v[n].InHalves(), true))
			}
		}
		if len(parts) == 0 {
			return "0"
		}
		return strings.Join(parts, ", ")
	case scenarios.Amount:
		return locales.FormatHalves(engine.Amount(v).InHalves(), true)
	case scenarios.Count:
		return strconv.Itoa(int(v))
	case scenarios.Ranks:
		if len(v) == 0 {
			return s.p.T(locales.AnswerNone)
		}
		rs := append([]engine.Rank(nil), v...)
		sortRanks(rs)
		return s.p.Ranks(rs)
	case scenarios.Capture:
		card := v.Card
		if !card.Valid() && s.run != nil && s.run.q != nil {
			card = s.run.q.Spec().Card
		}
		if len(v.Take) == 0 {
			return s.p.T(locales.AnswerLay, s.p.CardText(card))
		}
		return s.p.T(locales.AnswerTake, s.p.CardText(card), s.p.CardsText(v.Take))
	case scenarios.Bool:
		if v {
			return s.p.T(locales.AnswerYes)
		}
		return s.p.T(locales.AnswerNo)
	case scenarios.Breakdown:
		var parts []string
		for _, k := range scenarios.ScoreCategories() {
			if n, ok := v[k]; ok && (n != 0 || k == ScoreTotal) {
				parts = append(parts, s.p.ScoreCategory(k)+" "+strconv.Itoa(n))
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
	return a.String()
}

func sortedNames(m scenarios.Settlement) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func sortRanks(rs []engine.Rank) {
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && rs[j] < rs[j-1]; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// whyWrong says what is off in a wrong answer without giving the right
// one away. It returns the rule it cited, if any.
func (s *Session) whyWrong(q *scenarios.Question, v scenarios.Verdict, a scenarios.Answer) (cited string) {
	switch v.Reason {
	case scenarios.WrongValue:
		if q.Kind() == scenarios.QSettlement {
			s.settlementDiffs(v, a)
			break
		}
		if q.Kind() == scenarios.QDead {
			// The learner's own set ("keine", "3, K"), not "[]".
			s.sayf(locales.DiffValue, s.formatAnswer(a))
			break
		}
		for _, d := range v.Diffs {
			switch q.Kind() {
			case scenarios.QScore:
				s.sayf(locales.DiffNamed, s.p.ScoreCategory(d.Key), d.Got)
			case scenarios.QSur, scenarios.QLegal:
				// a yes/no answer: "wrong" says it all
			default:
				if d.Got != "" {
					s.sayf(locales.DiffValue, d.Got)
				}
			}
		}
	case scenarios.NotLegal:
		c := q.Spec().Card
		s.sayf(locales.WrongNotLegal, s.p.CardText(c))
		cited = captureRule(c)
		s.say(s.ruleLine(cited))
	case scenarios.NotBest:
		s.sayf(locales.WrongNotBest)
	case scenarios.WrongOption:
		s.sayf(locales.WrongOption)
	case scenarios.WrongKind:
		s.sayf(locales.WrongKind)
	}
	return cited
}

// settlementDiffs lists the players whose amount in a wrong settlement is
// off, in table order, with the unit ("Louis : +1 point"); the bank is
// called what the learner called it ("Bank", "banque"), and left out
// when the learner did not name it (its amount was then inferred).
func (s *Session) settlementDiffs(v scenarios.Verdict, a scenarios.Answer) {
	r := s.run
	bank := ""
	profile := ""
	var order []string
	if r != nil {
		profile = r.sc.Profile
		order = playerNames(r.sc)
		for _, p := range r.sc.Players {
			if p.Banker {
				bank = p.Name
			}
		}
	}
	bankWordTyped, bankNamed := s.typedBank(bank)
	byKey := map[string]scenarios.Diff{}
	for _, d := range v.Diffs {
		byKey[d.Key] = d
	}
	g, _ := a.(scenarios.Settlement)
	say := func(name string) {
		if _, ok := byKey[name]; !ok {
			return
		}
		shown := name
		if name == bank && bankWordTyped != "" {
			shown = bankWordTyped
		}
		if name == bank && !bankNamed && len(byKey) > 1 {
			return
		}
		s.sayf(locales.DiffNamed, shown, signedStake(s.p, profile, g[name]))
		delete(byKey, name)
	}
	for _, n := range order {
		say(n)
	}
	for _, d := range v.Diffs {
		say(d.Key)
	}
}

// typedBank tells how the learner named the bank in the line typed: the
// bank word as typed ("Bank", "banque"), or "" with named true when the
// banker's own name was used; named is false when the bank was left out.
func (s *Session) typedBank(bank string) (word string, named bool) {
	for _, f := range strings.FieldsFunc(s.typed, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == ':' || r == '='
	}) {
		w := Fold(f)
		switch {
		case bankWord(w):
			return f, true
		case bank != "" && len(w) >= 2 && strings.HasPrefix(Fold(bank), w):
			return "", true
		}
	}
	return "", false
}

// signedStake writes a signed amount with its unit: "+1 Punkt", "-4
// Chips", "0 points".
func signedStake(p locales.Printer, profile string, a engine.Amount) string {
	if a > 0 {
		return "+" + stake(p, profile, a)
	}
	return stake(p, profile, a)
}

// captureRule returns the rule id by which a card captures in Pasur.
func captureRule(c engine.Card) string {
	switch c.Rank {
	case engine.Jack:
		return "pasur.capture.jack"
	case engine.Queen, engine.King:
		return "pasur.capture.rank"
	}
	return "pasur.capture.sum11"
}

// genericHint is the hint for a question without an author's hint.
func (s *Session) genericHint(q *scenarios.Question) string {
	r := s.run
	switch q.Kind() {
	case scenarios.QSettlement:
		if r.lastTurn != nil && r.lastTurn.Doublet {
			return s.p.T(locales.HintSettlementDoublet, s.p.CardText(r.lastTurn.Loser), s.p.CardText(r.lastTurn.Winner))
		}
		if r.lastTurn != nil {
			return s.p.T(locales.HintSettlementTurn, s.p.CardText(r.lastTurn.Loser), s.p.CardText(r.lastTurn.Winner))
		}
	case scenarios.QCapture:
		c := q.Spec().Card
		n := 0
		for _, a := range q.Accepted() {
			if cp, ok := a.(scenarios.Capture); ok && len(cp.Take) > 0 {
				n++
			}
		}
		if n == 0 {
			return s.p.T(locales.HintCaptureNone, s.p.CardText(c))
		}
		return s.p.T(locales.HintCapture, s.p.CardText(c), n) + " " + s.ruleText(captureRule(c))
	}
	return s.p.KindHint(q.Kind())
}

// genericWhy states the rule a question of a kind is about.
func (s *Session) genericWhy(q *scenarios.Question) string {
	if q.Kind() == scenarios.QCapture {
		return s.ruleLine(captureRule(q.Spec().Card))
	}
	return s.p.KindHint(q.Kind())
}

// parseErrorText explains why an answer could not be read.
func (s *Session) parseErrorText(err error) string {
	var ae *AnswerError
	if !errors.As(err, &ae) {
		return s.p.T(locales.ParseUnreadable)
	}
	choices := strings.Join(ae.Choices, ", ")
	tok := typedForm(s.typed, ae.Token)
	key := locales.ParseUnreadable
	switch {
	case errors.Is(ae.Err, ErrEmptyAnswer) && tok == "":
		key = locales.ParseNothing
	case errors.Is(ae.Err, ErrEmptyAnswer):
		key = locales.ParseEmpty
	case errors.Is(ae.Err, ErrUnknownPlayer):
		key = locales.ParseUnknownPlayer
	case errors.Is(ae.Err, ErrDuplicatePlayer):
		key = locales.ParseDuplicatePlayer
	case errors.Is(ae.Err, ErrMissingAmount):
		key = locales.ParseMissingAmount
	case errors.Is(ae.Err, ErrMissingPlayer):
		key = locales.ParseMissingPlayer
	case errors.Is(ae.Err, ErrBadCard):
		key = locales.ParseBadCard
	case errors.Is(ae.Err, ErrAmbiguousCard):
		key = locales.ParseAmbiguousCard
	case errors.Is(ae.Err, ErrCardNotThere):
		key = locales.ParseCardNotThere
	case errors.Is(ae.Err, ErrTwoPlays):
		key = locales.ParseTwoPlays
	case errors.Is(ae.Err, ErrNotYesNo):
		key = locales.YesOrNo
	case errors.Is(ae.Err, ErrBadCount):
		key = locales.ParseCount
	case errors.Is(ae.Err, ErrBadChoice):
		key = locales.ParseChoice
	case errors.Is(ae.Err, ErrBadAmount):
		key = locales.ParseAmount
	case errors.Is(ae.Err, ErrBadRank):
		key = locales.ParseRank
	case errors.Is(ae.Err, ErrCallLength):
		key = locales.ParseCall
	case errors.Is(ae.Err, ErrBadBet):
		key = locales.ParseBet
	case errors.Is(ae.Err, ErrUnexpected):
		key = locales.ParseUnexpected
	case errors.Is(ae.Err, ErrOtherCard):
		key = locales.ParseOtherCard
	case errors.Is(ae.Err, ErrAnswerTooLong):
		key = locales.InputTooLong
		return s.p.T(key, MaxInput)
	}
	return s.p.T(key, tok, choices)
}

// typedForm returns the part of the typed line that folds to tok (the
// parser's folded token), so that a refusal quotes "Fünf", not "funf";
// tok itself when no part of the line does.
func typedForm(line, tok string) string {
	if tok == "" || line == "" {
		return tok
	}
	const punct = ".,;:!?()"
	fields := strings.Fields(line)
	for n := 1; n <= len(fields); n++ {
		for i := 0; i+n <= len(fields); i++ {
			run := strings.Trim(strings.Join(fields[i:i+n], " "), punct)
			if strings.TrimSpace(Fold(run)) == tok {
				return run
			}
		}
	}
	return tok
}

// person returns key, or its second-person form key+"_you" when the
// subject is the learner's own seat in free play ("Du setzt" → "Du
// sagst an"; "Vous misez", not "Vous mise").
func (s *Session) person(m locales.Message, subject string) locales.Message {
	if subject == s.p.T(locales.SandboxYou) {
		if you, ok := secondPerson[m]; ok {
			return you
		}
	}
	return m
}

// secondPerson gives the learner's own form of a message about a player
// ("Du setzt", "Vous misez").
var secondPerson = map[locales.Message]locales.Message{
	locales.ActBet:     locales.ActBetYou,
	locales.ActCall:    locales.ActCallYou,
	locales.ActChange:  locales.ActChangeYou,
	locales.ActRemove:  locales.ActRemoveYou,
	locales.MoveBonus:  locales.MoveBonusYou,
	locales.MoveLaid:   locales.MoveLaidYou,
	locales.MovePlayed: locales.MovePlayedYou,
	locales.MoveTook:   locales.MoveTookYou,
}
