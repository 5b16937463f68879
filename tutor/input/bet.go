package input

import (
	"croupier/engine"
	"croupier/engine/faro"
)

// bet reads a Faro bet: a stake and one rank, or two ranks for a split,
// optionally coppered ("4 auf 9", "setze 2 auf K gekupfert", "mise 2 sur
// roi cuivré", "3 auf 5/6", "3 zwischen 5 und 6"). The stake is read as
// an amount ("1,5" is 1½, which Pharo then refuses as not whole chips).
func (r *reader) bet() (Bet, error) {
	ans := Bet{}
	hasStake, on, all := false, false, false
	for _, t := range r.words() {
		if on && ans.Rank == engine.NoRank && allWords[t.Fold] {
			// « sur tous les sept », „auf alle Siebenen“: a bet on a rank
			// is on all four of its cards
			all = true
			continue
		}
		if n, ok := numberWord(t.Fold); all && ok && n == 4 && ans.Rank == engine.NoRank {
			all = false // „auf alle vier Siebenen“: the four, not the rank 4
			continue
		}
		if t.Kind == Number && !hasStake {
			if t.Bad {
				return Bet{}, errTok(ErrBadAmount, t)
			}
			ans.Stake, hasStake = t.Amount, true
			continue
		}
		if n, ok := numberWord(t.Fold); ok && !hasStake && !on && t.Kind == Word && n > 0 {
			// "zwei Chips auf der Sieben": the stake in words
			ans.Stake, hasStake = engine.Chips(int64(n)), true
			continue
		}
		if is(t.Fold, cCopper) {
			ans.Copper = true
			continue
		}
		if onWords[t.Fold] {
			on = true // after "auf", "sur", "zwischen": ranks, also in words
		}
		rk, ok := rankOf(t, on)
		switch {
		case ok && ans.Rank == engine.NoRank:
			ans.Rank = rk
		case ok && ans.Rank2 == engine.NoRank:
			ans.Rank2 = rk
		case ok:
			return Bet{}, errTok(ErrBadBet, t)
		case is(t.Fold, cBetWord|cFiller|cUnit|cArticle) || stayWords[t.Fold]:
			// "setze", "auf", "le", "Chips", "liegen": nothing to read
		default:
			return Bet{}, errTok(ErrBadRank, t)
		}
	}
	if !hasStake || ans.Rank == engine.NoRank {
		return Bet{}, r.all(ErrBadBet)
	}
	if ans.Rank2 != engine.NoRank {
		ans.Covers = faro.Split
	}
	return ans, nil
}

// onWords come before a bet's ranks: "auf der Sieben", « sur le sept »,
// „zwischen Bube und Dame“.
var onWords = wordSet("auf sur zwischen entre")

// bets reads a list of bets, separated by ";" or ","; each may begin with
// its player's name.
func (r *reader) bets() (Bets, error) {
	ans := Bets{Bets: []BetItem{}}
	ws := r.words()
	if r.allStay(ws) {
		// "beide bleiben liegen", "les deux restent": the bets that lay on
		// the layout before the turn
		if len(r.ctx.Layout) == 0 {
			return Bets{}, r.all(ErrUnexpected)
		}
		ans.Bets = append(ans.Bets, r.ctx.Layout...)
		return ans, nil
	}
	if head := noneHead(r.toks); len(head) > 0 && len(head) <= 2 && (nobodyWords[head[0].Fold] || passWords[head[0].Fold] || noneCards[head[0].Fold]) {
		// "keine", "aucune", "nichts", and "nein" / "non" to "Liegt noch
		// ein Einsatz auf der 7?"
		return ans, nil
	}
	var part []Token
	pending := ""
	flush := func() error {
		if len(part) == 0 {
			return nil
		}
		item := BetItem{Player: pending}
		pending = ""
		toks := part
		part = nil
		if p, ok := r.playerOnly(toks); ok {
			// "Doc, 2 Chips auf der 7", « celle de Doc, 2 sur le 7 »: the
			// player of the next part
			pending = p
			return nil
		}
		if n := len(ans.Bets); n > 0 && onlyCopper(toks) {
			// "Anna: 2 auf K, gecoppert": the copper of the bet before
			ans.Bets[n-1].Bet.Copper = true
			return nil
		}
		if toks[0].Kind == Word && (r.isPlayer(toks[0]) || r.isPlayerName(toks[0])) {
			if _, ok := rankOf(toks[0], false); !ok {
				p, _, err := r.resolvePlayer(toks[:1])
				if err != nil {
					return err
				}
				item.Player, toks = p, toks[1:]
			}
		}
		sub := reader{line: r.line, toks: toks, ctx: r.ctx}
		b, err := sub.bet()
		if err != nil {
			return err
		}
		item.Bet = b
		ans.Bets = append(ans.Bets, item)
		return nil
	}
	for i, t := range r.toks {
		// "und"/"et" may join the two ranks of a split; "," and ";" part
		// the bets, and "und"/"et" before a player's name ("Dan 4 sur le
		// 9 et Anna 2 cuivrés sur le roi").
		nextName := i+1 < len(r.toks) && r.toks[i+1].Kind == Word && r.isPlayerName(r.toks[i+1])
		if t.Kind == Sep && (t.Text == "," || t.Text == ";" || nextName) {
			if err := flush(); err != nil {
				return Bets{}, err
			}
			continue
		}
		if t.Kind == Sep {
			continue
		}
		part = append(part, t)
	}
	if err := flush(); err != nil {
		return Bets{}, err
	}
	return ans, nil
}

// noneHead returns the words before the first comma without "noch",
// "mehr", "plus" ("keine mehr, …", « plus rien »): the words that may say
// that there is nothing.
func noneHead(ts []Token) []Token {
	var out []Token
	head, _ := splitComma(ts)
	for _, t := range head {
		if t.Kind == Sep || t.Fold == "noch" || t.Fold == "mehr" || t.Fold == "plus" || t.Fold == "gar" {
			continue
		}
		out = append(out, t)
	}
	return out
}

// playerOnly reports a part of a list that only names a player ("Doc",
// « celle de Doc », „die von Doc“).
func (r *reader) playerOnly(ts []Token) (string, bool) {
	var name []Token
	for _, t := range ts {
		switch {
		case t.Kind == Word && (t.Fold == "celle" || t.Fold == "celui" || t.Fold == "de" || t.Fold == "von" || is(t.Fold, cArticle)) && !r.isPlayerName(t):
		case t.Kind == Word && r.isPlayerName(t):
			name = append(name, t)
		default:
			return "", false
		}
	}
	if len(name) != 1 {
		return "", false
	}
	p, _, err := r.resolvePlayer(name)
	return p, err == nil
}

// onlyCopper reports words that say nothing but that a bet is coppered
// ("gecoppert", "cuivré", "(gecoppert)").
func onlyCopper(ts []Token) bool {
	copper := false
	for _, t := range ts {
		switch {
		case is(t.Fold, cCopper):
			copper = true
		case is(t.Fold, cFiller|cArticle):
		default:
			return false
		}
	}
	return copper
}

// stayWords say that bets stay on the layout.
var stayWords = wordSet("bleiben bleibt liegen liegt restent reste restant sont")

// allStay reports an answer that every bet stays: "beide bleiben liegen",
// "alle bleiben", "les deux restent", "toutes restent".
func (r *reader) allStay(ws []Token) bool {
	all, stay := false, false
	for _, t := range ws {
		switch w := t.Fold; {
		case allWords[w] || w == "beide" || w == "beiden" || w == "deux" || w == "both":
			all = true
		case stayWords[w]:
			stay = true
		case is(w, cArticle|cFiller|cRest) || w == "einsatze" || w == "mises" || w == "noch" || w == "encore":
		default:
			return false
		}
	}
	return all && stay
}
