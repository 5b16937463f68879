package quiz

// An independent model of Faro settlement, written from the rules
// (RULINGS.md "Faro: what both profiles share", profiles pharo and
// pharaon; pharo.de.txt "Ein Abzug", "Der Kartenzähler", "Der letzte
// Abzug"; pharaon.fr.txt 04–06), not from the engine's code. The tests
// replay every generated Faro question through it and compare.

import (
	"fmt"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
)

// modelBet is a bet on the model's layout.
type modelBet struct {
	player  string
	kind    scenarios.ActionKind
	r1, r2  engine.Rank
	copper  bool
	stake   engine.Amount // in halves via engine.Amount
	order   []engine.Rank
	colours []string
	// placed is the number of turns drawn before the bet was placed;
	// hits what each turn that concerned it did (for the shape tests).
	placed int
	hits   []modelHit
}

// modelHit is what one turn did to a bet: its change in half-stakes,
// whether it stayed, whether the turn showed both of a split's ranks.
type modelHit struct {
	turn  int
	units int64
	stays bool
	both  bool
}

// modelFaro is the model's table.
type modelFaro struct {
	pharaon bool
	deck    []engine.Card
	shown   map[engine.Rank]int
	layout  []*modelBet
	all     []*modelBet // every bet placed, in order
	turn    int
	last    map[string]engine.Amount // the last turn's changes per player
	calls   map[string]engine.Amount // the last turn's call results
}

// neighboursModel: the classic layout, top row K Q J 10 9 8, bottom row
// A 2 3 4 5 6, the 7 at the end of both rows (RULINGS.md "Split bet").
func neighboursModel(a, b engine.Rank) bool {
	bottom := []engine.Rank{engine.Ace, engine.Two, engine.Three, engine.Four, engine.Five, engine.Six}
	top := []engine.Rank{engine.King, engine.Queen, engine.Jack, engine.Ten, engine.Nine, engine.Eight}
	pair := func(x, y engine.Rank) bool { return a == x && b == y || a == y && b == x }
	for i := 0; i < 6; i++ {
		if i < 5 && (pair(bottom[i], bottom[i+1]) || pair(top[i], top[i+1])) {
			return true
		}
		if pair(bottom[i], top[i]) {
			return true
		}
	}
	return pair(engine.Seven, engine.Six) || pair(engine.Seven, engine.Eight)
}

func newModelFaro(sc *scenarios.Scenario) *modelFaro {
	m := &modelFaro{pharaon: sc.Profile == faro.Pharaon, deck: sc.Deck.Cards, shown: map[engine.Rank]int{}}
	m.shown[m.deck[0].Rank]++
	return m
}

// place puts an action on the layout after checking it the rules' way.
func (m *modelFaro) place(a *scenarios.Action) error {
	alive := func(r engine.Rank) bool { return m.shown[r] < 4 }
	b := &modelBet{player: a.Player, kind: a.Kind, r1: a.Rank, copper: a.Copper, stake: a.Stake, placed: m.turn}
	switch a.Kind {
	case scenarios.ActBet:
		if !alive(a.Rank) {
			return fmt.Errorf("bet on dead rank %v", a.Rank)
		}
		if m.pharaon && (a.Stake.InHalves()%4 != 0 || a.Stake <= 0) {
			return fmt.Errorf("odd weight %v", a.Stake)
		}
	case scenarios.ActSplit:
		b.r1, b.r2 = a.Ranks[0], a.Ranks[1]
		if m.pharaon || !neighboursModel(b.r1, b.r2) || !alive(b.r1) || !alive(b.r2) {
			return fmt.Errorf("bad split %v", a.Ranks)
		}
	case scenarios.ActHighCard:
	case scenarios.ActCall:
		if 52-1-2*m.turn != 3 {
			return fmt.Errorf("call with %d cards left", 51-2*m.turn)
		}
		b.order, b.colours = a.Ranks, a.Colours
	default:
		return fmt.Errorf("action %s", a.Kind)
	}
	if !m.pharaon && (a.Stake < engine.Chips(1) || a.Stake > engine.Chips(10) || !a.Stake.Whole()) {
		return fmt.Errorf("stake %v outside 1..10", a.Stake)
	}
	m.layout = append(m.layout, b)
	m.all = append(m.all, b)
	return nil
}

// single settles a bet on rank r against a turn: +1 win, -1 lose, -½
// doublet (as a multiple of the stake in halves: +2, -2, -1), hit or not.
func single(r engine.Rank, copper bool, l, w engine.Rank) (halves int64, hit bool) {
	switch {
	case l == r && w == r:
		return -1, true
	case l == r:
		if copper {
			return 2, true
		}
		return -2, true
	case w == r:
		if copper {
			return -2, true
		}
		return 2, true
	}
	return 0, false
}

// draw draws the next turn and settles every bet on the layout.
func (m *modelFaro) draw() {
	m.turn++
	l, w := m.deck[2*m.turn-1], m.deck[2*m.turn]
	m.shown[l.Rank]++
	m.shown[w.Rank]++
	m.last, m.calls = map[string]engine.Amount{}, map[string]engine.Amount{}
	var keep []*modelBet
	for _, b := range m.layout {
		units, stays := int64(0), true // units of half a stake
		touched, both := false, false
		switch b.kind {
		case scenarios.ActBet:
			u, hit := single(b.r1, b.copper, l.Rank, w.Rank)
			units, touched = u, hit
			if hit {
				// Pharo: a win stays, a loss or a doublet ends the bet;
				// Pharaon: a pronostic is resolved once.
				stays = !m.pharaon && u > 0
			}
		case scenarios.ActSplit:
			inL := l.Rank == b.r1 || l.Rank == b.r2
			inW := w.Rank == b.r1 || w.Rank == b.r2
			touched, both = inL || inW, inL && inW && l.Rank != w.Rank
			switch {
			case l.Rank == w.Rank && inL:
				units, stays = -1, false
			case inL && inW:
				units = 0 // one wins, the other loses: nothing happens
			case inL:
				units, _ = single(l.Rank, b.copper, l.Rank, w.Rank)
				stays = units > 0
			case inW:
				units, _ = single(w.Rank, b.copper, l.Rank, w.Rank)
				stays = units > 0
			}
		case scenarios.ActHighCard:
			units, stays, touched = -2, false, true
			if w.Rank > l.Rank {
				units = 2
			}
		case scenarios.ActCall:
			if m.turn == 25 {
				units, stays = m.call(b, l, w, m.deck[51]), false
				m.calls[b.player] += halvesOf(b.stake, units)
			}
		}
		m.last[b.player] += halvesOf(b.stake, units)
		if touched {
			b.hits = append(b.hits, modelHit{turn: m.turn, units: units, stays: stays, both: both})
		}
		if stays && (b.kind == scenarios.ActBet || b.kind == scenarios.ActSplit) {
			// A bet on a rank with no card left comes back (a split as
			// soon as either rank is dead).
			if m.shown[b.r1] == 4 || b.kind == scenarios.ActSplit && m.shown[b.r2] == 4 {
				stays = false
			}
		}
		if stays && m.turn < 25 {
			keep = append(keep, b)
		}
	}
	m.layout = keep
}

// call settles a call: 4 for 1 with three ranks, 2 for 1 at cat-hop or
// with Foster's colours; the stake lost otherwise (in half-stake units).
func (m *modelFaro) call(b *modelBet, l, w, h engine.Card) int64 {
	cards := []engine.Card{l, w, h}
	if len(b.colours) == 3 {
		for i, c := range cards {
			if (b.colours[i] == "red") != c.Suit.Red() {
				return -2
			}
		}
		return 4
	}
	for i, c := range cards {
		if b.order[i] != c.Rank {
			return -2
		}
	}
	if l.Rank != w.Rank && w.Rank != h.Rank && l.Rank != h.Rank {
		return 8
	}
	return 4
}

// halvesOf returns units half-stakes of stake.
func halvesOf(stake engine.Amount, units int64) engine.Amount {
	return engine.Halves(stake.InHalves() * units / 2)
}

// modelFaroAnswer replays a generated Faro scenario in the model and
// returns its answer to the question.
func modelFaroAnswer(sc *scenarios.Scenario) (scenarios.Answer, error) {
	m := newModelFaro(sc)
	banker := ""
	for _, p := range sc.Players {
		if p.Banker {
			banker = p.Name
		}
	}
	for _, st := range sc.Steps {
		switch st.Kind {
		case scenarios.StepAction:
			if err := m.place(st.Action); err != nil {
				return nil, err
			}
		case scenarios.StepTurn:
			for k := 0; k < st.Turn.Count; k++ {
				m.draw()
			}
		case scenarios.StepAsk:
			a := st.Ask
			switch a.Kind {
			case scenarios.QSettlement:
				out := scenarios.Settlement{}
				var sum engine.Amount
				for _, p := range sc.Players {
					if p.Name != banker {
						out[p.Name] = m.last[p.Name]
						sum += m.last[p.Name]
					}
				}
				out[banker] = -sum
				return out, nil
			case scenarios.QPayout:
				return scenarios.Amount(m.calls[a.Player]), nil
			case scenarios.QCount:
				return scenarios.Count(4 - m.shown[a.Rank]), nil
			case scenarios.QDead:
				out := scenarios.Ranks{}
				for _, r := range engine.AllRanks() {
					if m.shown[r] == 4 {
						out = append(out, r)
					}
				}
				return out, nil
			case scenarios.QLegal:
				p := a.Probe
				ok := p.Kind == scenarios.ActSplit && neighboursModel(p.Ranks[0], p.Ranks[1]) &&
					m.shown[p.Ranks[0]] < 4 && m.shown[p.Ranks[1]] < 4
				return scenarios.Bool(ok), nil
			}
			return nil, fmt.Errorf("question %s", a.Kind)
		}
	}
	return nil, fmt.Errorf("no question")
}
