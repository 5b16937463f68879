package tutor

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
)

// faroRecord is one thing done in a Faro sandbox, for saving.
type faroRecord struct {
	kind    string // "bet", "split", "remove", "call", "turn"
	rank    engine.Rank
	rank2   engine.Rank
	copper  bool
	stake   engine.Amount
	order   []engine.Rank
	colours []faro.Colour
}

// faroSandbox is a free Faro deal: the learner against the bank.
type faroSandbox struct {
	profile string
	seed    uint64
	deck    []engine.Card
	deal    *faro.Deal
	names   []string
	me      int
	placed  []faro.BetID
	record  []faroRecord
}

// newFaroSandbox deals a new pack from the seed and shows the layout.
func newFaroSandbox(s *Session, profile string, seed uint64) (*faroSandbox, error) {
	p, err := faro.ParseProfile(profile)
	if err != nil {
		return nil, err
	}
	deck := engine.ShuffledDeck(engine.NewRand(seed))
	names := []string{s.p.T("tutor.sandbox.you"), s.p.T("tutor.sandbox.bank")}
	d, err := faro.NewDeal(faro.DefaultRules(p), names, 1, deck, nil)
	if err != nil {
		return nil, err
	}
	sb := &faroSandbox{profile: profile, seed: seed, deck: deck, deal: d, names: names}
	s.say("")
	s.say(s.pt.paint(s.pt.bold, s.p.T("tutor.sandbox.faro_title", s.p.T("tutor.group."+profile), seed)))
	s.sayf("tutor.sandbox.faro_usage_" + profile)
	s.say(drawFaro(s.p, s.pt, d))
	return sb, nil
}

func (sb *faroSandbox) prompt(s *Session) string { return s.p.T("tutor.group." + sb.profile) }

// input reads a bet ("4 auf 9", "2 auf K gekupfert", "3 auf 5/6") or a
// call of the turn ("ansage 7 B 3 2", "appel 7 V 3 2").
func (sb *faroSandbox) input(s *Session, line string) {
	if line == "" {
		sb.command(s, Command{ID: CmdDeal})
		return
	}
	f := strings.Fields(Fold(line))
	if len(f) > 0 {
		switch f[0] {
		case "ansage", "ansagen", "appel", "annonce", "call":
			sb.call(s, f[1:])
			return
		case "weg", "retire", "retirer", "entferne":
			sb.remove(s, strings.Join(f[1:], " "))
			return
		}
	}
	a, err := ParseAnswer(line, AnsBet, nil)
	if err != nil {
		s.say(s.pt.paint(s.pt.bad, s.parseErrorText(err)))
		s.sayf("tutor.sandbox.faro_usage_" + sb.profile)
		return
	}
	b := faro.Bet{Kind: faro.Single, Rank: a.Rank, Coppered: a.Copper, Stake: a.Amount}
	rec := faroRecord{kind: "bet", rank: a.Rank, copper: a.Copper, stake: a.Amount}
	if a.Rank2 != engine.NoRank {
		b.Kind, b.Rank2 = faro.Split, a.Rank2
		rec.kind, rec.rank2 = "split", a.Rank2
	}
	id, err := sb.deal.Place(sb.me, b)
	if err != nil {
		s.say(s.pt.paint(s.pt.bad, s.ruleErrorText(err)))
		return
	}
	sb.placed = append(sb.placed, id)
	sb.record = append(sb.record, rec)
	s.say(s.describeAction(recordAction(sb.names[sb.me], rec), sb.profile))
}

// remove takes the learner's bet on a rank off the layout.
func (sb *faroSandbox) remove(s *Session, what string) {
	r, err := engine.ParseRank(what, engine.AnyLanguage)
	if err != nil {
		s.say(s.pt.paint(s.pt.bad, s.parseErrorText(&AnswerError{Err: ErrBadRank, Token: what, Cause: err})))
		return
	}
	for _, bi := range sb.deal.Bets() {
		if bi.Player == sb.me && bi.Bet.Kind == faro.Single && bi.Bet.Rank == r {
			if err := sb.deal.Remove(bi.ID); err != nil {
				s.say(s.pt.paint(s.pt.bad, s.ruleErrorText(err)))
				return
			}
			sb.record = append(sb.record, faroRecord{kind: "remove", rank: r, copper: bi.Bet.Coppered})
			s.sayf("tutor.sandbox.removed", rankName(s.p, r))
			return
		}
	}
	s.sayf("tutor.sandbox.no_bet", rankName(s.p, r))
}

// call reads a call of the turn: three ranks (or Foster's colours) and the
// stake last.
func (sb *faroSandbox) call(s *Session, words []string) {
	if len(words) < 2 {
		s.sayf("tutor.sandbox.call_usage")
		return
	}
	stakeWord := words[len(words)-1]
	st, err := engine.ParseAmount(stakeWord)
	if err != nil {
		s.sayf("tutor.sandbox.call_usage")
		return
	}
	a, err := ParseAnswer(strings.Join(words[:len(words)-1], " "), AnsCall, nil)
	if err != nil {
		s.say(s.pt.paint(s.pt.bad, s.parseErrorText(err)))
		return
	}
	c := faro.Call{Stake: st}
	rec := faroRecord{kind: "call", stake: st}
	if len(a.Colours) == 3 {
		c.Foster = true
		for i, red := range a.Colours {
			c.Colours[i] = faro.Black
			if red {
				c.Colours[i] = faro.Red
			}
			rec.colours = append(rec.colours, c.Colours[i])
		}
	} else {
		rs := a.Ranks
		if len(rs) == 2 {
			// the hock is the card that remains
			rs = append(rs, hockRank(sb.deal.Remaining(), rs))
		}
		copy(c.Order[:], rs)
		rec.order = append([]engine.Rank(nil), c.Order[:]...)
	}
	if _, err := sb.deal.CallTurn(sb.me, c); err != nil {
		s.say(s.pt.paint(s.pt.bad, s.ruleErrorText(err)))
		return
	}
	sb.record = append(sb.record, rec)
	s.say(s.describeAction(recordAction(sb.names[sb.me], rec), sb.profile))
}

// hockRank returns the rank of the remaining card that a two-rank call
// leaves for the hock (NoRank if it is not clear).
func hockRank(rem []engine.Card, named []engine.Rank) engine.Rank {
	left := append([]engine.Card(nil), rem...)
	for _, r := range named {
		for i, c := range left {
			if c.Rank == r {
				left = append(left[:i], left[i+1:]...)
				break
			}
		}
	}
	if len(left) == 1 {
		return left[0].Rank
	}
	return engine.NoRank
}

// command runs the sandbox's commands.
func (sb *faroSandbox) command(s *Session, c Command) {
	switch c.ID {
	case CmdDeal:
		if sb.deal.Over() {
			s.sayf("tutor.sandbox.over")
			return
		}
		t, err := sb.deal.NextTurn()
		if err != nil {
			s.say(s.pt.paint(s.pt.bad, s.ruleErrorText(err)))
			return
		}
		sb.record = append(sb.record, faroRecord{kind: "turn"})
		s.say(s.turnLine(&t))
		for _, e := range t.Events() {
			s.say("  " + s.eventLine(sb.deal, e))
		}
		if sb.deal.OpenCallWindow() {
			s.say(faroDeckLine(s.p, s.pt, sb.deal))
			s.sayf("tutor.sandbox.call_usage")
		}
		if sb.deal.Over() {
			s.say(faroMoney(s.p, sb.deal))
			s.sayf("tutor.sandbox.over")
		}
	case CmdTable:
		s.say(drawFaro(s.p, s.pt, sb.deal))
	case CmdCasekeeper:
		s.say(drawCasekeeper(s.p, s.pt, sb.deal))
	case CmdSave:
		s.saveSandbox(c.Args)
	case CmdUndo:
		if n := len(sb.placed); n > 0 {
			id := sb.placed[n-1]
			if bi, ok := sb.deal.Bet(id); ok && sb.deal.Remove(id) == nil {
				sb.placed = sb.placed[:n-1]
				rec := faroRecord{kind: "remove", rank: bi.Bet.Rank, copper: bi.Bet.Coppered}
				if bi.Bet.Kind == faro.Split {
					rec.rank2 = bi.Bet.Rank2
				}
				sb.record = append(sb.record, rec)
				s.sayf("tutor.sandbox.removed", rankName(s.p, bi.Bet.Rank))
				return
			}
		}
		s.sayf("tutor.undo.nothing")
	case CmdRestart:
		s.startSandbox([]string{sb.profile})
	default:
		s.sayf("tutor.not_here", c.Name)
	}
}
