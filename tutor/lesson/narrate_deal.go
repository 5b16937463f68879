package lesson

import (
	"croupier/locales"
	"croupier/scenarios"
)

// narrateDeal tells that the next deal of a session (who holds the bank)
// or the next round of a match (who deals) begins.
func (r *Run) narrateDeal(st scenarios.Step) {
	r.lastTurn, r.dirty, r.held = nil, true, nil
	names := r.names()
	if d := r.rep.Deal(); d != nil && d.Banker() < len(names) {
		r.scr.Styled(locales.Bold, r.scr.P().T(locales.ScenNewDeal, st.Part+1, names[d.Banker()]))
		return
	}
	if rd := r.rep.Round(); rd != nil && rd.Dealer() < len(names) {
		r.scr.Styled(locales.Bold, r.scr.P().T(locales.ScenNewRound, st.Part+1, names[rd.Dealer()]))
	}
}
