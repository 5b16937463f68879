package scenarios

import (
	"croupier/engine"
	"croupier/engine/faro"

	"gopkg.in/yaml.v3"
)

// The question kinds of sessions, matches and the table's contents.
const (
	// QHoldings (Faro): what a player holds now: Pharo chips off the
	// layout (the banker: starting chips plus the bank's change), the
	// Pharaon ledger balance.
	QHoldings QuestionKind = "holdings"
	// QBalance (Faro): a player's net change in the current deal so far
	// (the banker's is the bank's change).
	QBalance QuestionKind = "balance"
	// QLayout (Faro): the bets that stand on the layout now.
	QLayout QuestionKind = "layout"
	// QReturned (Faro): the bets that came back without result in the
	// last turn drawn (a dead rank, the end of the deal).
	QReturned QuestionKind = "returned"
	// QStanding: what each player owns in the session (Faro) or each
	// side's match total (Pasur).
	QStanding QuestionKind = "standing"
	// QWinner: who won the session or match (equal firsts share; a
	// fixed-rounds match may be a draw).
	QWinner QuestionKind = "winner"
	// QOver: whether the deal or session (Faro), the round or match
	// (Pasur) is over.
	QOver QuestionKind = "over"
	// QBanker (Faro): who holds the bank now, or in the next deal.
	QBanker QuestionKind = "banker"
	// QOdds (Faro): the exact chance of a doublet or the bank's edge on a
	// bet, from the casekeeper's count.
	QOdds QuestionKind = "odds"
	// QToPlay (Pasur): whose turn it is.
	QToPlay QuestionKind = "to_play"
	// QDealer (Pasur): who deals this round, or the next one.
	QDealer QuestionKind = "dealer"
	// QTable (Pasur): the cards on the table.
	QTable QuestionKind = "table"
	// QPile (Pasur): the cards a player's side has captured.
	QPile QuestionKind = "pile"
	// QPileClubs (Pasur): how many clubs a player's side has captured.
	QPileClubs QuestionKind = "pile_clubs"
	// QLastCapture (Pasur): who captured last, and so gets what is left on
	// the table at the end of the round.
	QLastCapture QuestionKind = "last_capture"
	// QTableCheck (Pasur): what the initial table check did.
	QTableCheck QuestionKind = "table_check"
)

// newKinds lists the kinds of kinds.go a game's questions can have.
func newKinds(g Game) []string {
	if g == Pasur {
		return []string{string(QToPlay), string(QDealer), string(QTable), string(QPile), string(QPileClubs),
			string(QLastCapture), string(QTableCheck), string(QStanding), string(QWinner), string(QOver)}
	}
	return []string{string(QHoldings), string(QBalance), string(QLayout), string(QReturned), string(QStanding),
		string(QWinner), string(QOver), string(QBanker), string(QOdds)}
}

// isNewKind reports a kind of kinds.go.
func isNewKind(k QuestionKind) bool {
	return contains(newKinds(Faro), string(k)) || contains(newKinds(Pasur), string(k))
}

// AskParams are the parameters of the question kinds of kinds.go, and of
// settlement (over several turns, the deal or the session).
type AskParams struct {
	// Turns asks a settlement over the last Turns turns drawn (0: one).
	Turns int
	// Over asks a settlement over the whole "deal" or "session";
	// Of asks whether the "deal", "session", "round" or "match" is over.
	Over, Of string
	// Next asks the next deal's banker or the next round's dealer.
	Next bool
	// Odds is what an odds question asks.
	Odds *OddsSpec
}

// OddsSpec is what an odds question asks: the chance of a doublet of Rank
// (Any: of any rank) in the rest of the deal or, with NextTurn, in the
// next turn; or with Edge the bank's edge on a bet placed now.
type OddsSpec struct {
	Doublet  bool
	Rank     engine.Rank
	Any      bool
	NextTurn bool
	Edge     *faro.Bet
}

// newSubject reads the parameters of a kind of kinds.go (and the
// settlement's).
func (l *loader) newSubject(a *Ask, n *yaml.Node, s *Scenario, where string) {
	var keys []string
	switch a.Kind {
	case QSettlement:
		keys = []string{"turns", "over"}
	case QHoldings, QBalance, QPile, QPileClubs:
		keys = []string{"player"}
	case QLayout, QReturned:
		keys = []string{"player"}
	case QOver:
		keys = []string{"of"}
	case QBanker, QDealer:
		keys = []string{"next"}
	case QOdds:
		keys = []string{"doublet", "next_turn", "edge"}
	}
	if isNull(n) {
		switch a.Kind {
		case QHoldings, QBalance, QPile, QPileClubs:
			l.errAt(n, CodeMissingKey, "player", where)
		case QOver:
			l.errAt(n, CodeMissingKey, "of", where)
		case QOdds:
			l.errAt(n, CodeMissingKey, "doublet", where)
		}
		return
	}
	m, ok := l.mapping(n, where, keys...)
	if !ok {
		return
	}
	switch a.Kind {
	case QSettlement:
		if v := m.get("turns"); v != nil {
			if c, ok := l.integer(v, 1, faro.Turns); ok {
				a.Params.Turns = int(c)
			}
		}
		if v := m.get("over"); v != nil {
			if m.has("turns") {
				l.errAt(m.keys["over"], CodeConflict, "over", "turns")
			}
			allowed := []string{"turn", "deal"}
			if s.Session != nil {
				allowed = append(allowed, "session")
			}
			if o, ok := l.enum(v, allowed...); ok && o != "turn" {
				a.Params.Over = o
			}
		}
	case QHoldings, QBalance, QPile, QPileClubs:
		if v := m.require("player"); v != nil {
			a.Player, _ = l.player(v, s)
		}
	case QLayout, QReturned:
		if v := m.get("player"); v != nil {
			a.Player, _ = l.player(v, s)
		}
	case QOver:
		allowed := []string{"deal", "session"}
		if s.Game == Pasur {
			allowed = []string{"round", "match"}
		}
		if v := m.require("of"); v != nil {
			a.Params.Of, _ = l.enum(v, allowed...)
		}
	case QBanker, QDealer:
		if v := m.get("next"); v != nil {
			a.Params.Next, _ = l.boolean(v)
		}
	case QOdds:
		a.Params.Odds = l.oddsSpec(m, s, where)
	}
}

// oddsSpec reads {doublet: "9" | any, next_turn: true} or {edge: {rank |
// ranks | high_card | call}}.
func (l *loader) oddsSpec(m *mapping, s *Scenario, where string) *OddsSpec {
	o := &OddsSpec{}
	switch {
	case m.has("doublet") && m.has("edge"):
		l.errAt(m.keys["edge"], CodeConflict, "edge", "doublet")
		return nil
	case m.has("doublet"):
		o.Doublet = true
		v := m.get("doublet")
		if v.Kind == yaml.ScalarNode && v.Value == "any" {
			o.Any = true
		} else if r, ok := l.rank(v); ok {
			o.Rank = r
		} else {
			return nil
		}
		if nt := m.get("next_turn"); nt != nil {
			o.NextTurn, _ = l.boolean(nt)
		}
	case m.has("edge"):
		m.forbid("next_turn", "edge")
		em, ok := l.mapping(m.get("edge"), where+".edge", "rank", "ranks", "high_card", "call", "copper")
		if !ok {
			return nil
		}
		b := &faro.Bet{Kind: faro.Single, Rank: engine.NoRank, Stake: engine.Chips(2)}
		l.onlyOne(em, "rank", "ranks", "high_card", "call")
		switch {
		case em.has("rank"):
			b.Rank, _ = l.rank(em.get("rank"))
		case em.has("ranks"):
			if s.Profile == faro.Pharaon {
				l.errAt(em.keys["ranks"], CodeNotWith, "ranks", s.Profile.String())
			}
			rs := l.ranks(em.get("ranks"), 2)
			if len(rs) == 2 {
				b.Kind, b.Rank, b.Rank2 = faro.Split, rs[0], rs[1]
			}
		case em.has("high_card"):
			if s.Profile == faro.Pharaon {
				l.errAt(em.keys["high_card"], CodeNotWith, "high_card", s.Profile.String())
			}
			if on, _ := l.boolean(em.get("high_card")); on {
				b.Kind = faro.HighCard
			}
		case em.has("call"):
			if on, _ := l.boolean(em.get("call")); on {
				b.Kind = faro.TurnCall
			}
		default:
			em.require("rank")
			return nil
		}
		if v := em.get("copper"); v != nil {
			b.Coppered, _ = l.boolean(v)
		}
		o.Edge = b
	default:
		m.require("doublet")
		return nil
	}
	return o
}

// newAnswer reads an answer of a kind of kinds.go, a legal answer written
// as {legal: false, rule: …}, or a settlement (whose keys may name the
// banker as Bank); handled is false for the other kinds.
func (l *loader) newAnswer(k QuestionKind, n *yaml.Node, s *Scenario) (out Answer, handled bool) {
	switch k {
	case QSettlement:
		return l.settlementAnswer(n, s), true
	case QLegal:
		if n.Kind != yaml.MappingNode {
			return nil, false
		}
		m, ok := l.mapping(n, "expect", "legal", "rule")
		if !ok {
			return nil, true
		}
		lg := Legality{}
		if v := m.require("legal"); v != nil {
			lg.Legal, _ = l.boolean(v)
		}
		if v := m.get("rule"); v != nil {
			if lg.Legal {
				l.errAt(m.keys["rule"], CodeRuleNotRefused, v.Value)
			}
			lg.Rule, _ = l.ruleID(v, s)
		}
		return lg, true
	case QHoldings, QBalance:
		a, ok := l.amount(n)
		if !ok {
			return nil, true
		}
		return Amount(a), true
	case QStanding:
		return l.standingAnswer(n, s), true
	case QWinner:
		if n.Kind == yaml.ScalarNode && n.Value == "draw" {
			if s.Game != Pasur || !contains(s.Variants, "fixed_rounds") {
				l.errAt(n, CodeNotWith, "draw", "fixed_rounds")
				return nil, true
			}
			return Winner{Draw: true}, true
		}
		items, ok := l.list(n)
		if !ok {
			return nil, true
		}
		w := Winner{}
		for _, it := range items {
			name, ok := l.player(it, s)
			if !ok {
				return nil, true
			}
			if contains(w.Names, name) {
				l.errAt(it, CodeDuplicatePlayer, name)
				return nil, true
			}
			w.Names = append(w.Names, name)
		}
		if len(w.Names) == 0 {
			l.errAt(n, CodeEmptyList, "winner")
			return nil, true
		}
		return w, true
	case QOver:
		b, ok := l.boolean(n)
		if !ok {
			return nil, true
		}
		return Bool(b), true
	case QBanker, QDealer, QToPlay:
		name, ok := l.player(n, s)
		if !ok {
			return nil, true
		}
		return Name(name), true
	case QLastCapture:
		if n.Kind == yaml.ScalarNode && n.Value == "nobody" && s.playerIndex("nobody") < 0 {
			return Name(""), true
		}
		name, ok := l.player(n, s)
		if !ok {
			return nil, true
		}
		return Name(name), true
	case QTable, QPile:
		cs, ok := l.cards(n, map[engine.Card]*yaml.Node{})
		if !ok {
			return nil, true
		}
		return Cards(cs), true
	case QPileClubs:
		c, ok := l.integer(n, 0, 13)
		if !ok {
			return nil, true
		}
		return Count(c), true
	case QTableCheck:
		items, ok := l.list(n)
		if !ok {
			return nil, true
		}
		var tc TableCheck = []string{}
		for _, it := range items {
			v, ok := l.enum(it, CheckRedeal, CheckJack)
			if !ok {
				return nil, true
			}
			tc = append(tc, v)
		}
		return tc, true
	case QLayout, QReturned:
		return l.betsAnswer(n, s), true
	case QOdds:
		v, ok := l.scalar(n)
		if !ok {
			return nil, true
		}
		o, err := ParseOdds(v)
		if err != nil {
			l.errAt(n, CodeBadValue, v, "1/17, 5.9 %, 0.059")
			return nil, true
		}
		return o, true
	}
	return nil, false
}

// bankKeys are the words an expected settlement may use for the banker,
// whoever holds the bank (RULINGS.md "The bank's change is always minus
// the sum of the players' changes").
var bankKeys = []string{"Bank", "bank", "banker", "Banker", "Bankhalter", "banque", "Banque", "banquier", "Banquier"}

// BankKey is the key of the banker in a Settlement the loader read from a
// key such as "Bank" (a player called so is named as usual).
const BankKey = "\x00bank"

// settlementAnswer reads {Dan: +4, Anna: +2, Doc: -6}; Bank (and the
// other bank words) stands for whoever holds the bank.
func (l *loader) settlementAnswer(n *yaml.Node, s *Scenario) Answer {
	allowed := s.playerNames()
	for _, k := range bankKeys {
		if !contains(allowed, k) {
			allowed = append(allowed, k)
		}
	}
	m, ok := l.mapping(n, "expect", allowed...)
	if !ok {
		return nil
	}
	st := Settlement{}
	bad := false
	bankAt := ""
	for _, name := range m.order {
		a, ok := l.amount(m.vals[name])
		if !ok {
			bad = true
			continue
		}
		key := name
		if s.playerIndex(name) < 0 {
			if bankAt != "" {
				l.errAt(m.keys[name], CodeConflict, name, bankAt)
				bad = true
				continue
			}
			key, bankAt = BankKey, name
		}
		st[key] = a
	}
	if bad {
		return nil
	}
	return st
}

// standingAnswer reads {Doc: 106, Dan: 97, Anna: 97}: every player (Pasur:
// every side, by one of its players at least).
func (l *loader) standingAnswer(n *yaml.Node, s *Scenario) Answer {
	m, ok := l.mapping(n, "expect", s.playerNames()...)
	if !ok {
		return nil
	}
	st := Standing{}
	bad := false
	for _, name := range m.order {
		a, ok := l.amount(m.vals[name])
		if !ok {
			bad = true
			continue
		}
		st[name] = a
	}
	if s.Game == Faro {
		for _, name := range s.playerNames() {
			if !m.has(name) {
				l.errAt(n, CodeMissingKey, name, "expect")
				bad = true
			}
		}
	}
	if bad {
		return nil
	}
	return st
}

// betsAnswer reads a list of bets: {player, rank | ranks | high_card |
// order | colours, stake, copper}; player may be left out when the
// question names one.
func (l *loader) betsAnswer(n *yaml.Node, s *Scenario) Answer {
	items, ok := l.list(n)
	if !ok {
		return nil
	}
	out := Bets{}
	bad := false
	asked := ""
	if l.cur != nil {
		asked = l.cur.Player
	}
	for _, it := range items {
		m, ok := l.mapping(it, "expect", "player", "rank", "ranks", "high_card", "order", "colours", "stake", "copper")
		if !ok {
			bad = true
			continue
		}
		b := BetSpec{Player: asked}
		if v := m.get("player"); v != nil {
			name, ok := l.player(v, s)
			if !ok {
				bad = true
				continue
			}
			if asked != "" && name != asked {
				l.errAt(v, CodeBadValue, name, asked)
				bad = true
				continue
			}
			b.Player = name
		} else if b.Player == "" {
			m.require("player")
			bad = true
			continue
		}
		if !l.onlyOne(m, "rank", "ranks", "high_card", "order", "colours") {
			bad = true
		}
		switch {
		case m.has("rank"):
			b.Kind = ActBet
			b.Rank, ok = l.rank(m.get("rank"))
		case m.has("ranks"):
			b.Kind = ActSplit
			b.Ranks = l.ranks(m.get("ranks"), 2)
			ok = len(b.Ranks) == 2
			if ok && b.Ranks[0] > b.Ranks[1] {
				b.Ranks[0], b.Ranks[1] = b.Ranks[1], b.Ranks[0]
			}
		case m.has("high_card"):
			b.Kind = ActHighCard
			ok, _ = l.boolean(m.get("high_card"))
		case m.has("order"):
			b.Kind = ActCall
			b.Ranks = l.ranks(m.get("order"), 3)
			ok = len(b.Ranks) == 3
		case m.has("colours"):
			b.Kind = ActCall
			b.Colours = l.colours(m.get("colours"))
			ok = len(b.Colours) == 3
		default:
			m.require("rank")
			ok = false
		}
		if !ok {
			bad = true
			continue
		}
		if v := m.get("copper"); v != nil {
			b.Copper, _ = l.boolean(v)
		}
		if v := m.require("stake"); v != nil {
			if a, ok := l.amount(v); ok {
				b.Stake = a
			} else {
				bad = true
			}
		} else {
			bad = true
		}
		out = append(out, b)
	}
	if bad {
		return nil
	}
	return out
}
