package quiz

// An independent model of Pasur captures, surs and scores, written from
// the rules (pasur.de.txt "Spielablauf" 2–8 and "Punktewertung";
// RULINGS.md "Pasur"), not from the engine's code: every subset of the
// table is tried.

import (
	"fmt"
	"sort"

	"croupier/engine"
	"croupier/scenarios"
)

// cardValue is a number card's value in a sum (A = 1 … 10), 0 for faces.
func cardValue(c engine.Card) int {
	if c.Rank >= engine.Jack {
		return 0
	}
	return int(c.Rank)
}

// partitions reports whether cards can be split into groups each summing
// to need.
func partitions(cards []engine.Card, need int) bool {
	if len(cards) == 0 {
		return true
	}
	first, rest := cards[0], cards[1:]
	// Choose the group of the first card: any subset of the rest.
	for mask := 0; mask < 1<<len(rest); mask++ {
		sum := cardValue(first)
		var left []engine.Card
		for i, c := range rest {
			if mask&(1<<i) != 0 {
				sum += cardValue(c)
			} else {
				left = append(left, c)
			}
		}
		if sum == need && partitions(left, need) {
			return true
		}
	}
	return false
}

// legalTakes lists every legal capture of card from the table, each
// sorted by card index; none means the card is laid.
func legalTakes(card engine.Card, table []engine.Card) [][]engine.Card {
	var out [][]engine.Card
	switch card.Rank {
	case engine.King, engine.Queen:
		var t []engine.Card
		for _, c := range table {
			if c.Rank == card.Rank {
				t = append(t, c)
			}
		}
		if len(t) > 0 {
			out = append(out, sortIdx(t))
		}
		return out
	case engine.Jack:
		var t []engine.Card
		for _, c := range table {
			if c.Rank != engine.King && c.Rank != engine.Queen {
				t = append(t, c)
			}
		}
		if len(t) > 0 {
			out = append(out, sortIdx(t))
		}
		return out
	}
	need := 11 - cardValue(card)
	var nums []engine.Card
	for _, c := range table {
		if cardValue(c) > 0 {
			nums = append(nums, c)
		}
	}
	for mask := 1; mask < 1<<len(nums); mask++ {
		var t []engine.Card
		for i, c := range nums {
			if mask&(1<<i) != 0 {
				t = append(t, c)
			}
		}
		if partitions(t, need) {
			out = append(out, sortIdx(t))
		}
	}
	return out
}

func sortIdx(cs []engine.Card) []engine.Card {
	out := append([]engine.Card(nil), cs...)
	sort.Slice(out, func(i, j int) bool { return out[i].Index() < out[j].Index() })
	return out
}

// points is what captured cards are worth: each ace and jack 1, 2♣ 2,
// 10♦ 3 (pasur.de.txt "Punktewertung").
func points(cs []engine.Card) int {
	n := 0
	for _, c := range cs {
		switch {
		case c.Rank == engine.Ace, c.Rank == engine.Jack:
			n++
		case c.Rank == engine.Two && c.Suit == engine.Clubs:
			n += 2
		case c.Rank == engine.Ten && c.Suit == engine.Diamonds:
			n += 3
		}
	}
	return n
}

// modelValue orders captures the way the best capture is defined: points
// of the cards taken and played, 5 more for a sur; then table cards
// taken; then clubs taken.
func modelValue(card engine.Card, take, table []engine.Card, noJackSur bool) [3]int {
	v := points(append([]engine.Card{card}, take...))
	if len(take) == len(table) && !(noJackSur && card.Rank == engine.Jack) {
		v += 5
	}
	clubs := 0
	for _, c := range take {
		if c.Suit == engine.Clubs {
			clubs++
		}
	}
	return [3]int{v, len(take), clubs}
}

func less3(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func sameCardSet(a, b []engine.Card) bool {
	return fmt.Sprint(sortIdx(a)) == fmt.Sprint(sortIdx(b))
}

// modelPasur is the model's round: hands, table, piles per player (every
// generated table has one player per side), surs, last capturer.
type modelPasur struct {
	order []string
	hands map[string][]engine.Card
	table []engine.Card
	pile  map[string][]engine.Card
	surs  map[string]int
	last  string
}

// play applies a play after checking it against the model's legal
// captures; the last play of the round gives the table to the last
// capturer (never a sur).
func (m *modelPasur) play(a *scenarios.Action, noJackSur bool) error {
	hand := m.hands[a.Player]
	if !contains(hand, a.Card) {
		return fmt.Errorf("%s does not hold %v", a.Player, a.Card)
	}
	takes := legalTakes(a.Card, m.table)
	if len(a.Take) == 0 {
		if len(takes) > 0 {
			return fmt.Errorf("%v must capture", a.Card)
		}
	} else {
		ok := false
		for _, t := range takes {
			ok = ok || sameCardSet(t, a.Take)
		}
		if !ok {
			return fmt.Errorf("%v cannot take %v", a.Card, a.Take)
		}
	}
	var rest []engine.Card
	for _, c := range hand {
		if c != a.Card {
			rest = append(rest, c)
		}
	}
	m.hands[a.Player] = rest
	if len(a.Take) == 0 {
		m.table = append(m.table, a.Card)
	} else {
		var left []engine.Card
		for _, c := range m.table {
			if !contains(a.Take, c) {
				left = append(left, c)
			}
		}
		m.table = left
		m.pile[a.Player] = append(m.pile[a.Player], a.Card)
		m.pile[a.Player] = append(m.pile[a.Player], a.Take...)
		m.last = a.Player
		if len(left) == 0 && !(noJackSur && a.Card.Rank == engine.Jack) {
			m.surs[a.Player]++
		}
	}
	empty := true
	for _, h := range m.hands {
		empty = empty && len(h) == 0
	}
	if empty && m.last != "" {
		m.pile[m.last] = append(m.pile[m.last], m.table...)
		m.table = nil
	}
	return nil
}

// modelScore is a player's score by category.
func (m *modelPasur) modelScore(player string) scenarios.Breakdown {
	b := scenarios.Breakdown{}
	clubs := 0
	for _, c := range m.pile[player] {
		switch {
		case c.Rank == engine.Ace:
			b["aces"]++
		case c.Rank == engine.Jack:
			b["jacks"]++
		}
		if c.Rank == engine.Two && c.Suit == engine.Clubs {
			b["two_clubs"] = 2
		}
		if c.Rank == engine.Ten && c.Suit == engine.Diamonds {
			b["ten_diamonds"] = 3
		}
		if c.Suit == engine.Clubs {
			clubs++
		}
	}
	if clubs >= 7 {
		b["clubs"] = 7
	}
	b["surs"] = 5 * m.surs[player]
	b["total"] = b["aces"] + b["jacks"] + b["two_clubs"] + b["ten_diamonds"] + b["clubs"] + b["surs"]
	return b
}

// modelPasurCheck replays a generated Pasur scenario in the model and
// judges the engine's answer to its question: want is the engine's
// answer, accepted the answers it takes as right.
func modelPasurCheck(sc *scenarios.Scenario, want scenarios.Answer, accepted []scenarios.Answer) error {
	m := &modelPasur{hands: map[string][]engine.Card{}, table: append([]engine.Card(nil), sc.Deck.Table...),
		pile: map[string][]engine.Card{}, surs: map[string]int{}}
	noJackSur := false
	for _, v := range sc.Variants {
		noJackSur = noJackSur || v == "no_sur_with_jack"
	}
	for _, p := range sc.Players {
		m.order = append(m.order, p.Name)
		m.hands[p.Name] = append([]engine.Card(nil), sc.Deck.Hands[p.Name]...)
	}
	for _, st := range sc.Steps {
		switch st.Kind {
		case scenarios.StepAction:
			if err := m.play(st.Action, noJackSur); err != nil {
				return err
			}
		case scenarios.StepAsk:
			return m.judge(st.Ask, want, accepted, noJackSur)
		}
	}
	return fmt.Errorf("no question")
}

// judge compares the engine's answer with the model's.
func (m *modelPasur) judge(a *scenarios.Ask, want scenarios.Answer, accepted []scenarios.Answer, noJackSur bool) error {
	switch a.Kind {
	case scenarios.QCapture:
		takes := legalTakes(a.Card, m.table)
		w := want.(scenarios.Capture)
		if len(takes) == 0 {
			if len(w.Take) != 0 {
				return fmt.Errorf("model: %v is laid; engine takes %v", a.Card, w.Take)
			}
			return nil
		}
		if !a.Best {
			if len(accepted) != len(takes) {
				return fmt.Errorf("model: %d captures %v; engine accepts %d %v", len(takes), takes, len(accepted), accepted)
			}
			for _, acc := range accepted {
				ok := false
				for _, t := range takes {
					ok = ok || sameCardSet(t, acc.(scenarios.Capture).Take)
				}
				if !ok {
					return fmt.Errorf("engine accepts %v, not legal in the model %v", acc, takes)
				}
			}
			return nil
		}
		best, n := modelValue(a.Card, takes[0], m.table, noJackSur), 0
		for _, t := range takes {
			v := modelValue(a.Card, t, m.table, noJackSur)
			if less3(best, v) {
				best = v
			}
		}
		for _, t := range takes {
			if modelValue(a.Card, t, m.table, noJackSur) == best {
				n++
			}
		}
		if n != 1 {
			return fmt.Errorf("model: %d best captures", n)
		}
		if got := modelValue(a.Card, w.Take, m.table, noJackSur); got != best {
			return fmt.Errorf("engine's best %v is worth %v; the model's best %v", w.Take, got, best)
		}
	case scenarios.QSur:
		sur := false
		for _, t := range legalTakes(a.Card, m.table) {
			if len(t) == len(m.table) && !(noJackSur && a.Card.Rank == engine.Jack) {
				sur = true
			}
		}
		if bool(want.(scenarios.Bool)) != sur {
			return fmt.Errorf("sur: model %v, engine %v", sur, want)
		}
	case scenarios.QLegal:
		p := a.Probe
		takes := legalTakes(p.Card, m.table)
		ok := len(p.Take) == 0 && len(takes) == 0
		for _, t := range takes {
			ok = ok || len(p.Take) > 0 && sameCardSet(t, p.Take)
		}
		if bool(want.(scenarios.Bool)) != ok {
			return fmt.Errorf("legal %v takes %v: model %v, engine %v", p.Card, p.Take, ok, want)
		}
	case scenarios.QScore:
		got := m.modelScore(a.Player)
		w := want.(scenarios.Breakdown)
		for k, v := range got {
			if w[k] != v {
				return fmt.Errorf("score %s: model %d, engine %d (model %v, engine %v)", k, v, w[k], got, w)
			}
		}
		if w["total"] != got["total"] {
			return fmt.Errorf("total: model %d, engine %d", got["total"], w["total"])
		}
	default:
		return fmt.Errorf("question %s", a.Kind)
	}
	return nil
}
