package screen

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
)

// Faro draws the Faro table in width columns: the layout with each stake
// on its card, split stakes between the two cards they cover and copper
// marks on the stake (RULINGS.md, profile pharo: top row K Q J 10 9 8,
// bottom row A 2 3 4 5 6, the 7 at the end of both rows); who is who by
// initials (and by colour when pt colours); the high-card bets and the
// calls on their own lines; each player's money; the soda and the cards
// left. pt may be nil (no colour).
func Faro(p locales.Printer, pt *Painter, d *faro.Deal, width int) string {
	width = max(width, MinWidth)
	names := d.Players()
	ini := initials(p, names, d.Banker())
	t := sortBets(p, pt, d, ini)
	var b strings.Builder
	line := func(s string) { b.WriteString(s + "\n") }
	line(p.Styled(locales.Bold, p.T(locales.FaroLayoutTitle)))
	var legend []string
	staked := map[int]bool{} // the players with a stake drawn on the layout
	for _, bi := range d.Bets() {
		if bi.Bet.Kind != faro.HighCard && bi.Bet.Kind != faro.TurnCall {
			staked[bi.Player] = true
		}
	}
	for i, n := range names {
		if i != d.Banker() && ini[i] != n && staked[i] {
			legend = append(legend, pt.Player(i, ini[i])+" = "+n)
		}
	}
	if t.copper && d.Rules().Profile == faro.Pharaon {
		legend = append(legend, p.T(locales.FaroCopperLegendPharaon))
	} else if t.copper {
		legend = append(legend, p.T(locales.FaroCopperLegend))
	}
	if len(legend) > 0 && t.onLayout() {
		line(Wrap("  "+strings.Join(legend, " · "), width))
	}
	for _, l := range drawTableau(p, t, reserveFor(p, d, ini), width) {
		line(l)
	}
	for _, bi := range t.high {
		line(Wrap("  "+p.T(locales.FaroHighcardBet, pt.Player(bi.Player, names[bi.Player]), p.Stake(d.Rules().Profile, bi.Bet.Stake)), width))
	}
	for _, bi := range t.calls {
		order := p.Ranks(bi.Call.Order[:])
		if bi.Call.Foster {
			var cs []string
			for _, c := range bi.Call.Colours {
				cs = append(cs, p.Colour(c))
			}
			order = strings.Join(cs, ", ")
		}
		call, stake := locales.FaroCallBet, p.Stake(faro.Pharo, bi.Bet.Stake)
		if d.Rules().Profile == faro.Pharaon {
			call, stake = locales.FaroCallBetWeight, p.Value(bi.Bet.Stake) // a weight, not a number of points
		}
		line(Wrap("  "+p.T(call, pt.Player(bi.Player, names[bi.Player]), stake, order), width))
	}
	b.WriteString(FaroMoney(p, d, width))
	b.WriteString(FaroDeck(p, d, width))
	return b.String()
}

// FaroMoney says each player's money, one player a line: in Pharo the
// chips a player has in front of them (off the layout) and the change
// this deal, the bank's change; in Pharaon the ledger balances.
func FaroMoney(p locales.Printer, d *faro.Deal, width int) string {
	var b strings.Builder
	profile := d.Rules().Profile
	for i, n := range d.Players() {
		var text string
		switch {
		case i == d.Banker() && profile == faro.Pharo:
			text = p.T(locales.FaroHoldingBank, n, p.SignedStake(profile, d.BankChange()))
		case i == d.Banker():
			text = p.T(locales.FaroMoneyBank, n, p.SignedStake(profile, d.BankChange()))
		case profile == faro.Pharo && n == p.T(locales.SandboxYou):
			// the learner of free play: "Du: 96 Chips vor dir"
			text = p.T(locales.PlayHoldingChips, n, d.Holdings(i), locales.Signed(d.Balance(i)))
		case profile == faro.Pharo:
			text = p.T(locales.FaroHoldingChips, n, d.Holdings(i), locales.Signed(d.Balance(i)))
		default:
			text = p.T(locales.FaroMoneyPoints, n, locales.Signed(d.Holdings(i)))
		}
		b.WriteString(Hang("  ", "      ", text, width) + "\n")
	}
	return b.String()
}

// FaroDeck says the soda, the turns drawn, the cards left and, when it is
// open, the calling window with the three cards that remain.
func FaroDeck(p locales.Printer, d *faro.Deal, width int) string {
	var b strings.Builder
	// status lines are sentences: set at the prose width on a wide screen
	width = min(width, ProseWidth)
	say := func(s string) { b.WriteString(Hang("  ", "    ", s, width) + "\n") }
	turns := (52 - 1 - d.CardsLeft()) / 2
	say(p.T(locales.FaroDeckLine, p.Card(d.Soda()), turns, d.CardsLeft()))
	if d.OpenCallWindow() {
		if rem := d.Remaining(); len(rem) == 3 {
			kind := faro.CallKindOf([3]engine.Card{rem[0], rem[1], rem[2]})
			say(p.Styled(locales.Accent, p.T(locales.FaroCallWindow, p.Cards(rem), p.CallKind(kind))))
		}
	}
	if d.Over() {
		if h, ok := d.Hock(); ok {
			say(p.T(locales.FaroHock, p.Card(h)))
		}
	}
	return b.String()
}
