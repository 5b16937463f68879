package ask

import (
	"croupier/locales"
	"croupier/scenarios"
)

// narrateDeal tells that the next deal of a session (who holds the bank)
// or the next round of a match (who deals) begins. When a question that
// comes next asks who holds the bank or who deals, the line says only
// that the deal or round begins; who holds it is told with the verdict.
func (r *Run) narrateDeal(st scenarios.Step) {
	r.lastTurn, r.dirty, r.held = nil, true, nil
	names := r.names()
	asked := false
	for _, a := range r.pending() {
		asked = asked || a.Kind == scenarios.QBanker && !a.Params.Next || a.Kind == scenarios.QDealer && !a.Params.Next
	}
	part := st.Part + 1
	if d := r.rep.Deal(); d != nil && d.Banker() < len(names) {
		banker := names[d.Banker()]
		if asked {
			r.scr.Styled(locales.Bold, r.scr.P().T(locales.DealBegins, part))
			r.held = append(r.held, heldLine{tag: tagDeal, render: func(p locales.Printer) string { return p.T(locales.ScenNewDeal, part, banker) }})
			return
		}
		r.scr.Styled(locales.Bold, r.scr.P().T(locales.ScenNewDeal, part, banker))
		return
	}
	if rd := r.rep.Round(); rd != nil && rd.Dealer() < len(names) {
		dealer := names[rd.Dealer()]
		if asked {
			r.scr.Styled(locales.Bold, r.scr.P().T(locales.RoundBegins, part))
			r.held = append(r.held, heldLine{tag: tagDeal, render: func(p locales.Printer) string { return p.T(locales.ScenNewRound, part, dealer) }})
			return
		}
		r.scr.Styled(locales.Bold, r.scr.P().T(locales.ScenNewRound, part, dealer))
	}
}
