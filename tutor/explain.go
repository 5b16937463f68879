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
		return p.T("tutor.unit.points", a)
	}
	return p.T("tutor.unit.chips", a)
}

// describeAction tells a Faro action: "Dan setzt 4 Chips auf die 9."
func (s *Session) describeAction(a *scenarios.Action, profile string) string {
	st := stake(s.p, profile, a.Stake)
	target := func() string {
		switch {
		case a.High || a.Kind == scenarios.ActHighCard:
			return s.p.T("tutor.target.highcard")
		case len(a.Ranks) == 2:
			return s.p.T("tutor.target.split", rankName(s.p, a.Ranks[0]), rankName(s.p, a.Ranks[1]))
		}
		return s.p.T("tutor.target.rank", rankName(s.p, a.Rank))
	}
	copper := ""
	if a.Copper {
		copper = s.p.T("tutor.act.coppered")
	}
	switch a.Kind {
	case scenarios.ActBet, scenarios.ActSplit, scenarios.ActHighCard:
		return s.p.T(s.person("tutor.act.bet", a.Player), a.Player, st, target(), copper)
	case scenarios.ActChange:
		return s.p.T(s.person("tutor.act.change", a.Player), a.Player, target(), st)
	case scenarios.ActRemove:
		return s.p.T(s.person("tutor.act.remove", a.Player), a.Player, target())
	case scenarios.ActCall:
		order := ranksPlain(s.p, a.Ranks)
		if len(a.Colours) > 0 {
			var cs []string
			for _, c := range a.Colours {
				if c == "red" {
					cs = append(cs, s.p.T("tutor.colour.red"))
				} else {
					cs = append(cs, s.p.T("tutor.colour.black"))
				}
			}
			order = strings.Join(cs, ", ")
		}
		return s.p.T(s.person("tutor.act.call", a.Player), a.Player, order, st)
	}
	return a.Player
}

// describeMove tells a Pasur play: the play itself, and apart (tail) the
// lines that tell what came of it and may answer a question about it (a
// sur, the last capture's cards).
func (s *Session) describeMove(player string, mv *pasur.MoveResult) (line string, tail []string) {
	if mv == nil {
		return s.p.T(s.person("tutor.move.played", player), player), nil
	}
	var b strings.Builder
	if mv.Laid {
		b.WriteString(s.p.T(s.person("tutor.move.laid", player), player, s.pt.card(s.p, mv.Card)))
	} else {
		b.WriteString(s.p.T(s.person("tutor.move.took", player), player, s.pt.card(s.p, mv.Card), s.pt.cards(s.p, mv.Captured)))
	}
	switch {
	case mv.Sur:
		tail = append(tail, s.pt.paint(s.pt.good, s.p.T("tutor.move.sur")))
	case mv.Cleared && mv.SurDenied != "":
		tail = append(tail, s.p.T("tutor.move.sur_denied", s.ruleText(string(mv.SurDenied))))
	}
	if mv.NewDeal {
		b.WriteString("\n" + s.p.T("tutor.move.new_deal"))
	}
	if mv.RoundOver {
		b.WriteString("\n" + s.p.T("tutor.move.round_over"))
		if rd := s.run.rep.Round(); rd != nil && len(mv.BonusCards) > 0 && mv.BonusSide >= 0 {
			side := sideName(rd, playerNames(s.run.sc), mv.BonusSide)
			tail = append(tail, s.p.T(s.person("tutor.move.bonus", side), side, s.pt.cards(s.p, mv.BonusCards)))
		}
		if len(mv.LeftoverCards) > 0 {
			tail = append(tail, s.p.T("tutor.move.leftover", s.pt.cards(s.p, mv.LeftoverCards)))
		}
	}
	return b.String(), tail
}

// turnLine tells a Faro turn's cards: "Abzug 3: K♦ verliert
// (Bankkarte), 9♣ gewinnt (Spielerkarte)."
func (s *Session) turnLine(t *faro.TurnResult) string {
	line := s.p.T("tutor.turn.line", t.Turn, s.pt.card(s.p, t.Loser), s.pt.card(s.p, t.Winner))
	if t.Doublet {
		line += " " + s.pt.paint(s.pt.accent, s.p.T("tutor.turn.doublet"))
	}
	if t.Hock.Valid() {
		line += " " + s.p.T("tutor.turn.hock", s.pt.card(s.p, t.Hock))
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
		t = s.p.T("tutor.bet.split", st, rankName(s.p, e.Rank), rankName(s.p, e.Rank2))
	case faro.HighCard:
		t = s.p.T("tutor.bet.highcard", st)
	case faro.TurnCall:
		t = s.p.T("tutor.bet.call", st)
	default:
		t = s.p.T("tutor.bet.single", st, rankName(s.p, e.Rank))
	}
	if e.Coppered {
		t += s.p.T("tutor.act.coppered")
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
	reason := s.p.T("tutor.reason."+e.Reason.String(), s.pt.card(s.p, e.Card))
	out := s.p.T("tutor.outcome."+e.What.String(), delta)
	line := s.p.T("tutor.event", who, s.betText(d, e), reason, out)
	if e.Stays && e.What == faro.Won && e.Kind != faro.TurnCall {
		line += " " + s.p.T("tutor.event.stays")
	}
	return line
}

// ruleText returns the learner's statement of a rule id, or the id: the
// variant of the lesson's profile ("tutor.rule.<id>.pharaon") when there
// is one, else the general text.
func (s *Session) ruleText(id string) string {
	if r := s.run; r != nil && r.sc != nil && r.sc.Profile != "" {
		if key := "tutor.rule." + id + "." + r.sc.Profile; s.p.Has(key) {
			return s.p.T(key)
		}
	}
	if key := "tutor.rule." + id; s.p.Has(key) {
		return s.p.T(key)
	}
	return id
}

// ruleLine cites a rule: "Regel: …".
func (s *Session) ruleLine(id string) string {
	return s.pt.paint(s.pt.dim, wrap(s.p.T("tutor.rule_line", s.ruleText(id)), 76))
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
			return s.p.T("tutor.answer.none")
		}
		rs := append([]engine.Rank(nil), v...)
		sortRanks(rs)
		return ranksPlain(s.p, rs)
	case scenarios.Capture:
		card := v.Card
		if !card.Valid() && s.run != nil && s.run.q != nil {
			card = s.run.q.Spec().Card
		}
		if len(v.Take) == 0 {
			return s.p.T("tutor.answer.lay", cardName(s.p, card))
		}
		return s.p.T("tutor.answer.take", cardName(s.p, card), cardsPlain(s.p, v.Take))
	case scenarios.Bool:
		if v {
			return s.p.T("tutor.answer.yes")
		}
		return s.p.T("tutor.answer.no")
	case scenarios.Breakdown:
		var parts []string
		for _, k := range scenarios.ScoreCategories() {
			if n, ok := v[k]; ok && (n != 0 || k == ScoreTotal) {
				parts = append(parts, s.p.T("tutor.cat."+k)+" "+strconv.Itoa(n))
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
			s.sayf("tutor.diff.value", s.formatAnswer(a))
			break
		}
		for _, d := range v.Diffs {
			switch q.Kind() {
			case scenarios.QScore:
				s.sayf("tutor.diff.category", s.p.T("tutor.cat."+d.Key), d.Got)
			case scenarios.QSur, scenarios.QLegal:
				// a yes/no answer: "wrong" says it all
			default:
				if d.Got != "" {
					s.sayf("tutor.diff.value", d.Got)
				}
			}
		}
	case scenarios.NotLegal:
		c := q.Spec().Card
		s.sayf("tutor.wrong.not_legal", cardName(s.p, c))
		cited = captureRule(c)
		s.say(s.ruleLine(cited))
	case scenarios.NotBest:
		s.sayf("tutor.wrong.not_best")
	case scenarios.WrongOption:
		s.sayf("tutor.wrong.option")
	case scenarios.WrongKind:
		s.sayf("tutor.wrong.kind")
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
		s.sayf("tutor.diff.player", shown, signedStake(s.p, profile, g[name]))
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
			return s.p.T("tutor.hint.settlement_doublet", cardName(s.p, r.lastTurn.Loser), cardName(s.p, r.lastTurn.Winner))
		}
		if r.lastTurn != nil {
			return s.p.T("tutor.hint.settlement_turn", cardName(s.p, r.lastTurn.Loser), cardName(s.p, r.lastTurn.Winner))
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
			return s.p.T("tutor.hint.capture_none", cardName(s.p, c))
		}
		return s.p.T("tutor.hint.capture", cardName(s.p, c), n) + " " + s.ruleText(captureRule(c))
	}
	return s.p.T("tutor.hint." + string(q.Kind()))
}

// genericWhy states the rule a question of a kind is about.
func (s *Session) genericWhy(q *scenarios.Question) string {
	if q.Kind() == scenarios.QCapture {
		return s.ruleLine(captureRule(q.Spec().Card))
	}
	return s.p.T("tutor.hint." + string(q.Kind()))
}

// parseErrorText explains why an answer could not be read.
func (s *Session) parseErrorText(err error) string {
	var ae *AnswerError
	if !errors.As(err, &ae) {
		return s.p.T("tutor.parse.unreadable")
	}
	choices := strings.Join(ae.Choices, ", ")
	tok := typedForm(s.typed, ae.Token)
	key := "tutor.parse.unreadable"
	switch {
	case errors.Is(ae.Err, ErrEmptyAnswer) && tok == "":
		key = "tutor.parse.nothing"
	case errors.Is(ae.Err, ErrEmptyAnswer):
		key = "tutor.parse.empty"
	case errors.Is(ae.Err, ErrUnknownPlayer):
		key = "tutor.parse.unknown_player"
	case errors.Is(ae.Err, ErrDuplicatePlayer):
		key = "tutor.parse.duplicate_player"
	case errors.Is(ae.Err, ErrMissingAmount):
		key = "tutor.parse.missing_amount"
	case errors.Is(ae.Err, ErrMissingPlayer):
		key = "tutor.parse.missing_player"
	case errors.Is(ae.Err, ErrBadCard):
		key = "tutor.parse.bad_card"
	case errors.Is(ae.Err, ErrAmbiguousCard):
		key = "tutor.parse.ambiguous_card"
	case errors.Is(ae.Err, ErrCardNotThere):
		key = "tutor.parse.card_not_there"
	case errors.Is(ae.Err, ErrTwoPlays):
		key = "tutor.parse.two_plays"
	case errors.Is(ae.Err, ErrNotYesNo):
		key = "tutor.parse.yes_no"
	case errors.Is(ae.Err, ErrBadCount):
		key = "tutor.parse.count"
	case errors.Is(ae.Err, ErrBadChoice):
		key = "tutor.parse.choice"
	case errors.Is(ae.Err, ErrBadAmount):
		key = "tutor.parse.amount"
	case errors.Is(ae.Err, ErrBadRank):
		key = "tutor.parse.rank"
	case errors.Is(ae.Err, ErrCallLength):
		key = "tutor.parse.call"
	case errors.Is(ae.Err, ErrBadBet):
		key = "tutor.parse.bet"
	case errors.Is(ae.Err, ErrUnexpected):
		key = "tutor.parse.unexpected"
	case errors.Is(ae.Err, ErrOtherCard):
		key = "tutor.parse.other_card"
	case errors.Is(ae.Err, ErrAnswerTooLong):
		key = "tutor.input_too_long"
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
func (s *Session) person(key, subject string) string {
	if subject == s.p.T("tutor.sandbox.you") && s.p.Has(key+"_you") {
		return key + "_you"
	}
	return key
}
