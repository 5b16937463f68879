package scenarios

import "croupier/engine"

// QLeader: who leads the session or match now (equal firsts share): the
// question winner cannot ask before the end.
const QLeader QuestionKind = "leader"

// leaderKind asks who leads at this point: in a Faro session the players
// who own the most (Session.Standing), in a Pasur match the side or sides
// with the highest total of the rounds played out (Match.Totals), both
// partners of a side. It is answered, compared and written as winner is,
// without a draw.
var leaderKind = &kind{
	name: QLeader, faro: true, pasur: true,
	subject: params(nil, "", nil),
	expect:  (*loader).winnerAnswer,
	onFaro: func(t *faroTable, q *Ask, probe func(*Action) error) (Answer, []Answer, error) {
		st, _, err := t.standing(q, probe)
		if err != nil {
			return nil, nil, err
		}
		v, _ := st.(Standing)
		return leaders(t.s, v), nil, nil
	},
	onPasur: func(t *pasurTable, q *Ask, probe func(*Action) error) (Answer, []Answer, error) {
		st, _, err := t.standing(q, probe)
		if err != nil {
			return nil, nil, err
		}
		v, _ := st.(Standing)
		return leaders(t.s, v), nil, nil
	},
	compare: compareWinner,
	format:  formatWinner,
	schema:  func(dialect) (any, any) { return schemaNone(), ref("names") },
}

// leaders are the players of a standing with the highest amount, in seat
// order.
func leaders(s *Scenario, st Standing) Winner {
	var best engine.Amount
	first := true
	for _, p := range s.Players {
		if a, ok := st[p.Name]; ok && (first || a > best) {
			best, first = a, false
		}
	}
	w := Winner{}
	for _, p := range s.Players {
		if a, ok := st[p.Name]; ok && a == best {
			w.Names = append(w.Names, p.Name)
		}
	}
	return w
}
