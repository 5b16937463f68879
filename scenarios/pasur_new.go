package scenarios

import (
	"croupier/engine"
	"croupier/engine/pasur"
)

// answerNew computes the engine's answer to a Pasur question of kinds.go
// and to a legal question; handled is false for the other kinds.
func (t *pasurTable) answerNew(q *Ask, probe func(*Action) error) (Answer, []Answer, bool, error) {
	r := t.round
	cfg := r.Config()
	names := t.s.playerNames()
	switch q.Kind {
	case QLegal:
		return Bool(legality(probe(q.Probe)).Legal), nil, true, nil
	case QToPlay:
		if r.Over() {
			return nil, nil, true, &AnswerError{Reason: RoundIsOver, Rule: string(pasur.RuleRoundOver)}
		}
		return Name(names[r.ToPlay()]), nil, true, nil
	case QDealer:
		if !q.Params.Next {
			return Name(names[r.Dealer()]), nil, true, nil
		}
		if t.match != nil && t.match.Over() {
			return nil, nil, true, &AnswerError{Reason: NoSession, Rule: string(pasur.RuleMatchOver)}
		}
		return Name(names[cfg.Next(r.Dealer())]), nil, true, nil
	case QTable:
		return Cards(r.Table()), nil, true, nil
	case QPile:
		return Cards(r.Pile(cfg.Side(t.s.playerIndex(q.Player)))), nil, true, nil
	case QPileClubs:
		n := 0
		for _, c := range r.Pile(cfg.Side(t.s.playerIndex(q.Player))) {
			if c.Suit == engine.Clubs {
				n++
			}
		}
		return Count(n), nil, true, nil
	case QLastCapture:
		seat := r.LastCapturerSeat()
		if seat < 0 {
			return Name(""), nil, true, nil
		}
		return Name(names[seat]), nil, true, nil
	case QTableCheck:
		tc := TableCheck{}
		for _, e := range r.Events() {
			switch e.Kind {
			case pasur.EventRedeal:
				tc = append(tc, CheckRedeal)
			case pasur.EventJackReplaced:
				tc = append(tc, CheckJack)
			}
		}
		return tc, nil, true, nil
	case QStanding:
		if t.match == nil {
			return nil, nil, true, &AnswerError{Reason: NoSession, Rule: string(pasur.RuleMatchOver)}
		}
		totals := t.match.Totals()
		st := Standing{}
		for i, name := range names {
			st[name] = engine.Chips(int64(totals[cfg.Side(i)]))
		}
		return st, nil, true, nil
	case QWinner:
		if t.match == nil {
			return nil, nil, true, &AnswerError{Reason: NoSession, Rule: string(pasur.RuleMatchOver)}
		}
		if !t.match.Over() {
			return nil, nil, true, &AnswerError{Reason: NotOver, Rule: string(pasur.RuleMatchOver)}
		}
		if t.match.Draw() {
			return Winner{Draw: true}, nil, true, nil
		}
		side, _ := t.match.Winner()
		w := Winner{}
		for i, name := range names {
			if cfg.Side(i) == side {
				w.Names = append(w.Names, name)
			}
		}
		return w, nil, true, nil
	case QOver:
		if q.Params.Of == "match" {
			if t.match == nil {
				return nil, nil, true, &AnswerError{Reason: NoSession, Rule: string(pasur.RuleMatchOver)}
			}
			return Bool(t.match.Over()), nil, true, nil
		}
		return Bool(r.Over()), nil, true, nil
	}
	return nil, nil, false, nil
}

// sides returns each player's side, by name, for the answers partners
// share (a standing, a winner, the last capture).
func (s *Scenario) sides() map[string]int {
	out := map[string]int{}
	cfg, err := s.pasurConfig()
	for i, p := range s.Players {
		out[p.Name] = i
		if s.Game == Pasur && err == nil {
			out[p.Name] = cfg.Side(i)
		}
	}
	return out
}
