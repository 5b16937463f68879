package ask

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// ShowQuestion prints the open question, its options and the answer form.
func (r *Run) ShowQuestion() {
	q := r.q
	r.dropConfirm()
	r.near, r.sign = nearName{}, whichSign{}
	if q == nil {
		return
	}
	r.scr.Styled(locales.Bold, "? "+q.Prompt(r.lang()))
	for i := range q.Options() {
		r.scr.Say("  " + r.optionLine(i))
	}
	r.scr.Styled(locales.Dim, r.AnswerForm())
}

// AnswerForm says how to write the answer to the open question, with an
// example made of the table's own names and cards and of figures fixed
// per question shape, never chosen by looking at the answer (issue 22).
func (r *Run) AnswerForm() string {
	q, p := r.q, r.scr.P()
	switch {
	case q == nil:
		return ""
	case len(q.Options()) > 0:
		return p.ChoiceForm(len(q.Options()), q.Kind() != scenarios.QChoice)
	}
	f := locales.FormContext{Seated: r.names(), Total: r.chipsAtTable(), Pasur: r.rep.Round() != nil, Session: q.Spec().Params.Over == "session", Options: len(q.Options())}
	for _, st := range r.sc.Steps {
		if st.Ask != nil && st.Ask.Kind == q.Kind() && st.Ask.Expect != nil {
			f.Avoid = append(f.Avoid, st.Ask.Expect)
		}
	}
	for _, n := range r.names() {
		if n != r.bank() {
			f.Punters = append(f.Punters, n)
		}
	}
	if rd := r.rep.Round(); rd != nil {
		f.Cards = append(f.Cards, rd.Table()...)
		for seat := 0; seat < rd.Players(); seat++ {
			f.Cards = append(f.Cards, rd.Hand(seat)...)
		}
	}
	return kindOf(q.Kind()).form(p, f)
}

// AnswerText writes an answer the learner's way, in the table's order;
// options picked are written with their text ("b) Der König – er kam
// zuerst").
func (r *Run) AnswerText(a scenarios.Answer) string {
	var card engine.Card
	if r.q != nil {
		card = r.q.Spec().Card
		if ch, ok := a.(scenarios.Choice); ok && len(r.q.Options()) > 0 {
			var parts []string
			for _, i := range ch {
				if i >= 0 && i < len(r.q.Options()) {
					parts = append(parts, r.optionLine(i))
				}
			}
			if len(parts) > 0 {
				return strings.Join(parts, " · ")
			}
		}
	}
	if st, ok := a.(scenarios.Settlement); ok {
		return r.settlementText(st)
	}
	if n, ok := a.(scenarios.Amount); ok && r.q != nil && r.q.Kind() == scenarios.QHoldings {
		// chips held: a count, not a change ("100 Chips", not "+100")
		return r.scr.P().Stake(r.sc.Profile, engine.Amount(n))
	}
	return r.scr.P().Answer(a, r.names(), card)
}

// settlementText writes a settlement as a tutor says it: the players who
// win or lose in table order, then the bank ("Dan +5, Anna -3, Doc -2");
// a settlement where nobody wins or loses is "nichts".
func (r *Run) settlementText(st scenarios.Settlement) string {
	order := []string{}
	bank := r.bank()
	for _, n := range r.names() {
		if n != bank {
			order = append(order, n)
		}
	}
	if bank != "" {
		order = append(order, bank)
	}
	shown := scenarios.Settlement{}
	for k, v := range st {
		if v != 0 {
			shown[k] = v
		}
	}
	if len(shown) == 0 {
		return r.scr.P().T(locales.AnswerNothing)
	}
	return r.scr.P().Answer(shown, order, engine.Card{})
}

// context describes the table for the answer reader.
func (r *Run) context() *input.Context {
	ctx := &input.Context{Players: r.names(), Bank: r.bank()}
	if q := r.q; q != nil {
		ctx.Choices = len(q.Options())
		ctx.Options = r.options()
		switch q.Kind() {
		case scenarios.QPayout, scenarios.QScore:
			ctx.Player = q.Spec().Player
		case scenarios.QCapture:
			ctx.Card = q.Spec().Card
			for _, a := range q.Accepted() {
				if c, ok := a.(scenarios.Capture); ok {
					ctx.Legal = append(ctx.Legal, c.Take)
				}
			}
		}
	}
	if rd := r.rep.Round(); rd != nil {
		if seat := rd.ToPlay(); seat >= 0 && seat < rd.Players() {
			ctx.Hand = rd.Hand(seat)
		}
		ctx.Table = rd.Table()
	}
	if r.q != nil {
		ctx.Subject = r.openSubject()
	}
	if len(r.betsBefore) > 0 {
		names := r.names()
		ctx.Stakes = map[string][]engine.Amount{}
		for _, b := range r.betsBefore {
			if b.Player < 0 || b.Player >= len(names) || b.Bet.Kind == faro.TurnCall {
				continue
			}
			if b.Bet.Kind != faro.HighCard {
				ctx.Layout = append(ctx.Layout, input.BetItem{Player: names[b.Player], Bet: input.Bet{Covers: b.Bet.Kind,
					Stake: b.Bet.Stake, Rank: b.Bet.Rank, Rank2: b.Bet.Rank2, Copper: b.Bet.Coppered}})
			}
			if !r.touched(b.Bet) {
				continue
			}
			n := names[b.Player]
			if len(ctx.Stakes[n]) == 0 {
				ctx.Bettors = append(ctx.Bettors, n)
			}
			ctx.Stakes[n] = append(ctx.Stakes[n], b.Bet.Stake)
		}
	}
	return ctx
}

// touched reports whether the last turn's cards (shown to the learner)
// fall on a bet's ranks: "die Hälfte" of a doublet is half of the bet on
// its rank.
func (r *Run) touched(b faro.Bet) bool {
	t := r.lastTurn
	if t == nil {
		return true
	}
	for _, rk := range []engine.Rank{t.Loser.Rank, t.Winner.Rank} {
		if b.Rank == rk || b.Rank2 == rk || b.Kind == faro.HighCard {
			return true
		}
	}
	return false
}

// subject is the player the open question is about: its player, or the
// one player its prompt names ("Que perd Anna, que gagne la banque ?");
// "" when it names none or several.
func (r *Run) subject() string {
	if p := r.q.Spec().Player; p != "" {
		return p
	}
	found := ""
	for _, n := range r.names() {
		for _, l := range []scenarios.Lang{scenarios.German, scenarios.French} {
			if promptNames(r.q.Prompt(l), n) {
				if found != "" && found != n {
					return ""
				}
				found = n
			}
		}
	}
	return found
}

// promptNames reports whether a prompt names the player: the name as a
// word, or in the genitive ("Dans", "Jules’", "d’Anna").
func promptNames(prompt, name string) bool {
	for _, t := range input.Lex(prompt) {
		w := t.Fold
		n := engine.Fold(name)
		if w == n || w == n+"s" || strings.TrimPrefix(w, "d'") == n {
			return true
		}
	}
	return false
}

// chipsAtTable is the chips a Faro table holds, which only change hands
// (its players' starting chips; 0 when a start is not given or not whole).
func (r *Run) chipsAtTable() int64 {
	total := int64(0)
	for _, pl := range r.sc.Players {
		if !pl.HasStart || !pl.Start.Whole() {
			return 0
		}
		total += pl.Start.WholePart()
	}
	return total
}
