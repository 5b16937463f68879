package play

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/odds"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

// faroGame is a free Faro deal: the learner against the bank.
type faroGame struct {
	scr     *screen.Screen
	profile faro.Profile
	seed    uint64
	deck    []engine.Card
	deal    *faro.Deal
	names   []string
	me      int
	steps   []scenarios.StepSpec
	// callStep is the step of the learner's call in steps (-1: none): a
	// call changed or withdrawn is saved as the call that stands when
	// the last turn is drawn (the scenario format has no removal of a
	// call).
	callStep int
	// undo holds what the learner did since the last turn, the last at
	// the end ("zurück" takes it back).
	undo []undoStep
	// confirming is set while the last turn waits for a yes.
	confirming bool
	// toldSameSpot: the learner was told once that a second bet on a
	// spot changes the first; warnedCall: that calls are dear.
	toldSameSpot, warnedCall bool
}

// undoStep is one move of the learner and how to take it back.
type undoStep struct {
	kind undoKind
	id   faro.BetID
	// old is the bet before the move: its stake before a change, the bet
	// removed, the call replaced.
	old faro.BetInfo
	// removed are the bets "alles weg" took off.
	removed []faro.BetInfo
}

// undoKind is the kind of move an undoStep takes back.
type undoKind uint8

const (
	undoPlaced undoKind = iota + 1
	undoChanged
	undoRemoved
	undoRemovedAll
	undoCallReplaced
)

// faroUsage says how to bet in free Faro, per profile.
var faroUsage = map[faro.Profile]locales.Message{
	faro.Pharo:   locales.SandboxFaroUsagePharo,
	faro.Pharaon: locales.SandboxFaroUsagePharaon,
}

// faroGameNames name the game in the title.
var faroGameNames = map[faro.Profile]locales.Message{
	faro.Pharo:   locales.SandboxGamePharo,
	faro.Pharaon: locales.SandboxGamePharaon,
}

// newFaro deals a new pack from the seed and shows the layout.
func newFaro(scr *screen.Screen, profile faro.Profile, seed uint64) (*faroGame, error) {
	p := scr.P()
	deck := engine.ShuffledDeck(engine.NewRand(seed))
	names := []string{p.T(locales.SandboxYou), p.T(locales.SandboxBank)}
	d, err := faro.NewDeal(faro.DefaultRules(profile), names, 1, deck, nil)
	if err != nil {
		return nil, err
	}
	g := &faroGame{scr: scr, profile: profile, seed: seed, deck: deck, deal: d, names: names, callStep: -1}
	scr.Blank()
	scr.Styled(locales.Bold, p.T(locales.SandboxFaroTitle, p.T(faroGameNames[profile]), seed))
	scr.Sayf(faroUsage[profile])
	scr.Raw(scr.Faro(d))
	return g, nil
}

// Prompt names the game ("Pharo> "), or asks yes or no before the last
// turn.
func (g *faroGame) Prompt() string {
	if g.confirming {
		return g.scr.P().T(locales.PromptConfirm)
	}
	return g.scr.P().Profile(g.profile) + "> "
}

func (g *faroGame) Deal() *faro.Deal { return g.deal }

// Interrupt handles Ctrl-C: it cancels the question before the last
// turn, or says how to leave free play.
func (g *faroGame) Interrupt() {
	if g.confirming {
		g.confirming = false
		g.scr.Sayf(locales.PlayNotDrawn)
		return
	}
	g.scr.Sayf(locales.PlayInterrupt)
}

// Help says how to play, for the help.
func (g *faroGame) Help() { g.scr.Sayf(faroUsage[g.profile]) }

// say tells a line of the game.
func (g *faroGame) say(m locales.Message, args ...any) { g.scr.Sayf(m, args...) }

// refused explains an engine refusal to the learner.
func (g *faroGame) refused(err error) {
	p := g.scr.P()
	if text, ok := p.PlayRefusal(err, g.profile); ok {
		g.scr.Styled(locales.Bad, text)
		return
	}
	g.scr.Styled(locales.Bad, p.Refusal(err, g.names, g.profile))
}

// Input reads a move (see faroMove); an empty line draws the next turn.
// Before the last turn it reads the answer to "draw now?" first.
func (g *faroGame) Input(line string) {
	if g.confirming {
		if strings.TrimSpace(line) == "" {
			g.say(locales.YesOrNo)
			return
		}
		if a, err := input.Parse(line, input.YesNo, nil); err == nil {
			g.confirming = false
			if a.Yes {
				g.drawNow()
			} else {
				g.say(locales.PlayNotDrawn)
			}
			return
		}
		g.confirming = false // a move instead: the question is dropped
	}
	if strings.TrimSpace(line) == "" {
		g.draw()
		return
	}
	mv, err := parseMove(line)
	if err != nil {
		g.unread(err)
		return
	}
	switch mv.kind {
	case moveBet:
		g.bet(mv)
	case moveSet, moveAdd:
		g.change(mv)
	case moveRemove:
		g.remove(mv.target)
	case moveRemoveAll:
		g.removeAll()
	case moveCall:
		g.call(mv)
	}
}

// unread says why a line is no move, and how to write one.
func (g *faroGame) unread(err error) {
	p := g.scr.P()
	if me, ok := err.(*moveError); ok {
		g.scr.Styled(locales.Bad, p.T(me.msg, me.word))
	}
	if g.deal.OpenCallWindow() {
		g.say(locales.SandboxCallUsage)
	}
	g.say(faroUsage[g.profile])
}

// find returns the learner's bet on a spot: the call, the high-card
// field, a split or a rank; on a rank the coppered bet when the move
// said so, else the plain one, else the coppered one.
func (g *faroGame) find(t betTarget, copperSaid bool) (faro.BetInfo, bool) {
	var plain, coppered *faro.BetInfo
	bets := g.deal.Bets()
	for i := range bets {
		b := &bets[i]
		if b.Player != g.me || b.Bet.Kind != t.kind {
			continue
		}
		switch t.kind {
		case faro.TurnCall, faro.HighCard:
			return *b, true
		case faro.Split:
			r1, r2 := t.rank, t.rank2
			if r2 < r1 {
				r1, r2 = r2, r1
			}
			if b.Bet.Rank != r1 || b.Bet.Rank2 != r2 {
				continue
			}
		default:
			if b.Bet.Rank != t.rank {
				continue
			}
		}
		if b.Bet.Coppered {
			coppered = b
		} else {
			plain = b
		}
	}
	switch {
	case copperSaid && coppered != nil:
		return *coppered, true
	case copperSaid:
		return faro.BetInfo{}, false
	case plain != nil:
		return *plain, true
	case coppered != nil:
		return *coppered, true
	}
	return faro.BetInfo{}, false
}

// spotOf names a bet's spot as the learner would ("auf den Buben").
func (g *faroGame) spotOf(b faro.Bet) string {
	return g.scr.P().Spot(b.Kind, b.Rank, b.Rank2)
}

// stake writes a stake with its unit.
func (g *faroGame) stake(a engine.Amount) string { return g.scr.P().Stake(g.profile, a) }

// bet places a bet; on a spot where the learner has one already, it
// changes that bet's stake instead (one bet per spot: RULINGS.md).
func (g *faroGame) bet(mv faroMove) {
	t := mv.target
	b := faro.Bet{Kind: t.kind, Rank: t.rank, Rank2: t.rank2, Coppered: t.copper, Stake: mv.stake}
	if old, ok := g.findExact(t); ok {
		g.setStake(old, mv.stake)
		if !g.toldSameSpot {
			g.toldSameSpot = true
			g.scr.Styled(locales.Dim, g.scr.P().T(locales.PlaySameSpot))
		}
		return
	}
	id, err := g.deal.Place(g.me, b)
	if err != nil {
		g.refused(err)
		return
	}
	bi, _ := g.deal.Bet(id)
	g.record(g.placeAction(bi))
	g.undo = append(g.undo, undoStep{kind: undoPlaced, id: id})
	g.tellPlaced(bi.Bet)
	g.warn(bi.Bet)
}

// findExact returns the learner's bet on exactly this spot: a plain and
// a coppered bet on one rank are two spots.
func (g *faroGame) findExact(t betTarget) (faro.BetInfo, bool) {
	b, ok := g.find(t, t.copper)
	if !ok || b.Bet.Coppered != t.copper {
		return faro.BetInfo{}, false
	}
	return b, true
}

// tellPlaced tells a bet just placed.
func (g *faroGame) tellPlaced(b faro.Bet) {
	spot := g.spotOf(b)
	switch {
	case g.profile == faro.Pharaon && b.Coppered:
		g.say(locales.PlayPronosticCopper, spot, b.Stake)
	case g.profile == faro.Pharaon:
		g.say(locales.PlayPronostic, spot, b.Stake)
	case b.Coppered:
		g.say(locales.PlayBetCopper, g.stake(b.Stake), spot)
	default:
		g.say(locales.PlayBet, g.stake(b.Stake), spot)
	}
}

// change sets a stake ("D auf 7 erhöhen") or changes it by an amount
// ("erhöhe die 9 um 2").
func (g *faroGame) change(mv faroMove) {
	old, ok := g.find(mv.target, mv.target.copper)
	if !ok {
		g.notThere(mv.target)
		return
	}
	stake := mv.stake
	if mv.kind == moveAdd {
		stake = old.Bet.Stake + mv.delta
	}
	if old.Bet.Kind == faro.TurnCall {
		g.recall(old, old.Call, stake)
		return
	}
	g.setStake(old, stake)
}

// notThere says that the learner has no bet on the spot a move names.
func (g *faroGame) notThere(t betTarget) {
	if t.kind == faro.TurnCall {
		g.say(locales.PlayNoCall)
		return
	}
	g.say(locales.SandboxNoBet, g.spotOf(faro.Bet{Kind: t.kind, Rank: t.rank, Rank2: t.rank2}))
}

// setStake changes the stake of a bet on the layout.
func (g *faroGame) setStake(old faro.BetInfo, stake engine.Amount) {
	if stake == old.Bet.Stake {
		g.tellSame(old.Bet)
		return
	}
	if err := g.deal.ChangeStake(old.ID, stake); err != nil {
		g.refused(err)
		return
	}
	bi, _ := g.deal.Bet(old.ID)
	a := g.placeAction(bi)
	a.Kind = scenarios.ActChange
	g.record(a)
	g.undo = append(g.undo, undoStep{kind: undoChanged, id: old.ID, old: old})
	g.tellChanged(bi.Bet, old.Bet.Stake)
}

// tellSame says that a bet or a call already stands as the move asks.
func (g *faroGame) tellSame(b faro.Bet) {
	switch {
	case b.Kind == faro.TurnCall:
		g.say(locales.PlayCallSame)
	case g.profile == faro.Pharaon:
		g.say(locales.PlaySamePronostic, g.spotOf(b), b.Stake)
	default:
		g.say(locales.PlaySame, g.spotOf(b), g.stake(b.Stake))
	}
}

// tellChanged tells a stake changed.
func (g *faroGame) tellChanged(b faro.Bet, was engine.Amount) {
	if g.profile == faro.Pharaon {
		g.say(locales.PlayChangedPronostic, g.spotOf(b), b.Stake, was)
		return
	}
	g.say(locales.PlayChanged, g.spotOf(b), g.stake(b.Stake), g.scr.P().Value(was))
}

// remove takes the learner's bet on a spot off the layout.
func (g *faroGame) remove(t betTarget) {
	old, ok := g.find(t, t.copper)
	if !ok {
		g.notThere(t)
		return
	}
	if err := g.takeOff(old); err != nil {
		g.refused(err)
		return
	}
	g.undo = append(g.undo, undoStep{kind: undoRemoved, old: old})
	g.tellRemoved(old)
}

// takeOff removes a bet from the deal and records it.
func (g *faroGame) takeOff(b faro.BetInfo) error {
	if err := g.deal.Remove(b.ID); err != nil {
		return err
	}
	if b.Bet.Kind == faro.TurnCall {
		g.dropCallStep()
		return nil
	}
	a := g.placeAction(b)
	a.Kind, a.Stake = scenarios.ActRemove, 0
	g.record(a)
	return nil
}

// tellRemoved tells a bet taken off.
func (g *faroGame) tellRemoved(b faro.BetInfo) {
	switch {
	case b.Bet.Kind == faro.TurnCall:
		g.say(locales.PlayCallRemoved, g.stake(b.Bet.Stake))
	case g.profile == faro.Pharaon:
		g.say(locales.PlayRemovedPronostic, g.spotOf(b.Bet), b.Bet.Stake)
	default:
		g.say(locales.PlayRemoved, g.spotOf(b.Bet), g.stake(b.Bet.Stake))
	}
}

// removeAll takes every bet of the learner off, the call too.
func (g *faroGame) removeAll() {
	var gone []faro.BetInfo
	for _, b := range g.deal.Bets() {
		if b.Player != g.me {
			continue
		}
		if err := g.takeOff(b); err != nil {
			g.refused(err)
			break
		}
		gone = append(gone, b)
	}
	if len(gone) == 0 {
		g.say(locales.PlayNothingToRemove)
		return
	}
	g.undo = append(g.undo, undoStep{kind: undoRemovedAll, removed: gone})
	g.say(locales.PlayRemovedAll)
}

// call calls the turn: three ranks (the hock found when two are named)
// or Foster's colours. A call made already is replaced: a call is a bet,
// changed before the last turn like any other (RULINGS.md: one call per
// player; docs/tutor.md).
func (g *faroGame) call(mv faroMove) {
	c := faro.Call{Stake: mv.stake}
	if len(mv.colours) == 3 {
		c.Foster = true
		for i, red := range mv.colours {
			c.Colours[i] = faro.Black
			if red {
				c.Colours[i] = faro.Red
			}
		}
	} else {
		rs := mv.order
		if len(rs) == 2 {
			hock := hockRank(g.deal.Remaining(), rs)
			if hock != engine.NoRank && mv.stake == engine.Chips(int64(hock)) {
				// "ansage A 9 7" with A, 9 and 7 left: three ranks named,
				// the stake forgotten
				g.scr.Styled(locales.Bad, g.scr.P().T(locales.SandboxCallNoStake, g.callWord()+" "+g.rankWords(append(rs, hock))))
				return
			}
			rs = append(rs, hock)
		}
		copy(c.Order[:], rs)
	}
	if old, ok := g.find(betTarget{kind: faro.TurnCall}, false); ok {
		g.recall(old, c, c.Stake)
		return
	}
	id, err := g.deal.CallTurn(g.me, c)
	if err != nil {
		g.refused(err)
		return
	}
	g.recordCall(c)
	g.undo = append(g.undo, undoStep{kind: undoPlaced, id: id})
	g.tellCall(c)
	g.warn(faro.Bet{Kind: faro.TurnCall})
}

// recall replaces the learner's call old by c with stake: the old call
// taken off, the new one made; when the engine refuses the new one, the
// old one stands again.
func (g *faroGame) recall(old faro.BetInfo, c faro.Call, stake engine.Amount) {
	c.Stake = stake
	if sameCall(old.Call, c) && stake == old.Bet.Stake {
		g.tellSame(old.Bet)
		return
	}
	if err := g.deal.Remove(old.ID); err != nil {
		g.refused(err)
		return
	}
	id, err := g.deal.CallTurn(g.me, c)
	if err != nil {
		g.refused(err)
		back := old.Call
		back.Stake = old.Bet.Stake
		if id, err := g.deal.CallTurn(g.me, back); err == nil { // it stood a moment ago
			g.followID(old.ID, id)
		}
		return
	}
	g.dropCallStep()
	g.recordCall(c)
	g.undo = append(g.undo, undoStep{kind: undoCallReplaced, id: id, old: old})
	if sameCall(old.Call, c) {
		if g.profile == faro.Pharaon {
			g.say(locales.PlayCallWeightChanged, stake, old.Bet.Stake)
		} else {
			g.say(locales.PlayCallStake, g.stake(stake), g.scr.P().Value(old.Bet.Stake))
		}
	} else {
		g.say(locales.PlayCallChanged)
		g.tellCall(c)
	}
}

// sameCall reports two calls of the same order (or colours).
func sameCall(a, b faro.Call) bool {
	return a.Foster == b.Foster && a.Order == b.Order && a.Colours == b.Colours
}

// tellCall tells a call made.
func (g *faroGame) tellCall(c faro.Call) {
	p := g.scr.P()
	if c.Foster {
		var cs []string
		for _, col := range c.Colours {
			cs = append(cs, p.Colour(col))
		}
		g.say(locales.PlayCallFoster, strings.Join(cs, ", "), c.Stake)
		return
	}
	if g.profile == faro.Pharaon {
		g.say(locales.PlayCallWeight, p.RankNom(c.Order[0]), p.RankNom(c.Order[1]), p.RankNom(c.Order[2]), c.Stake)
		return
	}
	g.say(locales.PlayCall, p.RankNom(c.Order[0]), p.RankNom(c.Order[1]), p.RankNom(c.Order[2]), g.stake(c.Stake))
}

// recordCall keeps the call for saving, as the learner's call step.
func (g *faroGame) recordCall(c faro.Call) {
	a := &scenarios.Action{Kind: scenarios.ActCall, Player: g.names[g.me], Stake: c.Stake}
	if c.Foster {
		for _, col := range c.Colours {
			a.Colours = append(a.Colours, col.String())
		}
	} else {
		a.Ranks = append([]engine.Rank(nil), c.Order[:]...)
	}
	g.callStep = len(g.steps)
	g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: a})
}

// dropCallStep forgets the saved call (withdrawn or replaced).
func (g *faroGame) dropCallStep() {
	if g.callStep >= 0 && g.callStep < len(g.steps) {
		g.steps = append(g.steps[:g.callStep], g.steps[g.callStep+1:]...)
	}
	g.callStep = -1
}

// placeAction is the scenario action that places the bet b.
func (g *faroGame) placeAction(b faro.BetInfo) *scenarios.Action {
	a := &scenarios.Action{Kind: scenarios.ActBet, Player: g.names[g.me], Rank: b.Bet.Rank, Stake: b.Bet.Stake, Copper: b.Bet.Coppered}
	switch b.Bet.Kind {
	case faro.Split:
		a.Kind, a.Ranks, a.Split, a.Rank = scenarios.ActSplit, []engine.Rank{b.Bet.Rank, b.Bet.Rank2}, true, engine.NoRank
	case faro.HighCard:
		a.Kind, a.High, a.Rank = scenarios.ActHighCard, true, engine.NoRank
	}
	return a
}

// record keeps an action for saving.
func (g *faroGame) record(a *scenarios.Action) {
	g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: a})
}

// warn tells the learner when a bet just placed costs more than any bet
// of a fresh deal, can no longer win or settles nothing (odds.Alert).
// Free play offers no high card, so the warning does not compare with
// it.
func (g *faroGame) warn(b faro.Bet) {
	a, err := odds.AssessInDeal(g.deal, b)
	if err != nil || a.Alert == odds.NoAlert {
		return
	}
	p := g.scr.P()
	if b.Kind == faro.TurnCall {
		if g.warnedCall {
			return // said with the first call of the deal
		}
		g.warnedCall = true
	}
	var text string
	switch {
	case a.Alert != odds.AlertCostly:
		text = quiz.BetWarning(p, a)
	case b.Kind == faro.TurnCall:
		text = p.T(locales.PlayWarnCostlyCall, quiz.FractionText(a.Edge), quiz.FractionText(odds.CostlyEdge()))
	case a.PerSettlement.Equal(a.Edge):
		text = p.T(locales.PlayWarnCostlyOnce, quiz.FractionText(a.Edge), quiz.FractionText(odds.CostlyEdge()))
	default:
		text = p.T(locales.PlayWarnCostly, quiz.FractionText(a.Edge), quiz.FractionText(a.PerSettlement), quiz.FractionText(odds.CostlyEdge()))
	}
	g.scr.Styled(locales.Bad, text)
}

// hockRank returns the rank of the remaining card that a two-rank call
// leaves for the hock (NoRank if it is not clear).
func hockRank(rem []engine.Card, named []engine.Rank) engine.Rank {
	left := append([]engine.Card(nil), rem...)
	for _, r := range named {
		for i, c := range left {
			if c.Rank == r {
				left = append(left[:i], left[i+1:]...)
				break
			}
		}
	}
	if len(left) == 1 {
		return left[0].Rank
	}
	return engine.NoRank
}

// Command runs the game's commands: "abziehen" and "weiter" draw.
func (g *faroGame) Command(c input.Command) bool {
	switch c.ID {
	case input.CmdDeal, input.CmdSkip:
		if g.confirming {
			// "abziehen" at the question is its answer
			g.confirming = false
			g.drawNow()
			return true
		}
		g.draw()
	case input.CmdTable:
		g.scr.Raw(g.scr.Faro(g.deal))
	case input.CmdCasekeeper:
		g.scr.Raw(g.scr.Casekeeper(g.deal))
	case input.CmdSave:
		save(g.scr, g, c.Args)
	case input.CmdUndo:
		g.takeBack()
	default:
		return false
	}
	return true
}

// draw draws the next turn; the last one only after a yes (a call not
// yet made is lost with it).
func (g *faroGame) draw() {
	if g.deal.Over() {
		g.say(locales.PlayFaroOver)
		return
	}
	if g.deal.OpenCallWindow() {
		g.confirming = true
		switch _, called := g.find(betTarget{kind: faro.TurnCall}, false); {
		case called:
			g.say(locales.PlayConfirmLastCalled)
		case g.callKind() == faro.NoCall:
			g.say(locales.PlayConfirmLastPlain)
		default:
			g.say(locales.PlayConfirmLast)
		}
		return
	}
	g.drawNow()
}

// callKind is the call the three cards left allow in this profile.
func (g *faroGame) callKind() faro.CallKind {
	rem := g.deal.Remaining()
	if len(rem) != 3 {
		return faro.NoCall
	}
	k := faro.CallKindOf([3]engine.Card{rem[0], rem[1], rem[2]})
	if k == faro.CallFoster && g.profile == faro.Pharo {
		return faro.NoCall
	}
	return k
}

// drawNow draws the next turn and tells what it did to each bet.
func (g *faroGame) drawNow() {
	p := g.scr.P()
	t, err := g.deal.NextTurn()
	if err != nil {
		g.refused(err)
		return
	}
	g.undo = nil // the cards are out: what was bet stands
	if n := len(g.steps); n > 0 && g.steps[n-1].Kind == scenarios.StepTurn && g.steps[n-1].Turn.Count < faro.Turns {
		g.steps[n-1].Turn.Count++
	} else {
		g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepTurn, Turn: &scenarios.TurnSpec{Count: 1}})
	}
	g.scr.Say(g.scr.TurnLine(&t))
	evs := t.Events()
	for i, e := range evs {
		later := false
		for _, f := range evs[i+1:] {
			later = later || (f.Bet == e.Bet && f.What == faro.Returned)
		}
		g.scr.Say("  " + p.PlayEvent(g.profile, e, later))
	}
	if g.deal.OpenCallWindow() {
		g.scr.Raw(g.scr.FaroDeck(g.deal))
		g.tellCallNow()
	}
	if g.deal.Over() {
		g.scr.Raw(g.scr.FaroMoney(g.deal))
		g.say(locales.PlayFaroOver)
	}
}

// tellCallNow says, before the last turn, how to call it, with the cards
// that remain as the example (in the order the casekeeper lists them,
// which says nothing of the order they come in).
func (g *faroGame) tellCallNow() {
	p := g.scr.P()
	rem := g.deal.Remaining()
	word := g.callWord()
	unit := "2"
	switch g.callKind() {
	case faro.NoCall:
		g.say(locales.PlayCallNowNone)
	case faro.CallFoster:
		var cs []string
		for _, c := range rem {
			cs = append(cs, p.Colour(faro.ColourOf(c)))
		}
		g.say(locales.PlayCallNowFoster, word+" "+strings.Join(cs, " ")+" "+unit)
	default:
		var rs []engine.Rank
		for _, c := range rem {
			rs = append(rs, c.Rank)
		}
		g.say(locales.PlayCallNow, word+" "+g.rankWords(rs)+" "+unit)
	}
}

// rankWords writes ranks as a call takes them: "A 9 7".
func (g *faroGame) rankWords(rs []engine.Rank) string {
	var out []string
	for _, r := range rs {
		out = append(out, g.scr.P().Rank(r))
	}
	return strings.Join(out, " ")
}

// callWord is the word that starts a call in the learner's language.
func (g *faroGame) callWord() string {
	if g.scr.P().French() {
		return "appel"
	}
	return "ansage"
}

// takeBack takes the learner's last move back, as far back as the last
// turn.
func (g *faroGame) takeBack() {
	n := len(g.undo)
	if n == 0 {
		g.say(locales.PlayUndoNothing)
		return
	}
	u := g.undo[n-1]
	g.undo = g.undo[:n-1]
	switch u.kind {
	case undoPlaced:
		if b, ok := g.deal.Bet(u.id); ok && g.takeOff(b) == nil {
			g.tellRemoved(b)
			return
		}
	case undoChanged:
		now, _ := g.deal.Bet(u.id)
		if err := g.deal.ChangeStake(u.id, u.old.Bet.Stake); err == nil {
			bi, _ := g.deal.Bet(u.id)
			a := g.placeAction(bi)
			a.Kind = scenarios.ActChange
			g.record(a)
			g.tellChanged(bi.Bet, now.Bet.Stake)
			return
		}
	case undoRemoved:
		if g.putBack(u.old) {
			g.tellBack(u.old)
			return
		}
	case undoRemovedAll:
		ok := true
		for _, b := range u.removed {
			ok = g.putBack(b) && ok
		}
		if ok {
			g.say(locales.PlayRestoredAll)
			return
		}
	case undoCallReplaced:
		if b, ok := g.deal.Bet(u.id); ok && g.takeOff(b) == nil && g.putBack(u.old) {
			g.tellBack(u.old)
			return
		}
	}
	g.say(locales.PlayUndoNothing)
}

// tellBack tells a bet or call that stands again after "zurück".
func (g *faroGame) tellBack(b faro.BetInfo) {
	g.say(locales.PlayRestored)
	if b.Bet.Kind == faro.TurnCall {
		c := b.Call
		c.Stake = b.Bet.Stake
		g.tellCall(c)
		return
	}
	g.tellPlaced(b.Bet)
}

// putBack places a bet taken off again, as it was, and records it; the
// moves still to take back follow it to its new id.
func (g *faroGame) putBack(b faro.BetInfo) bool {
	var id faro.BetID
	var err error
	if b.Bet.Kind == faro.TurnCall {
		c := b.Call
		c.Stake = b.Bet.Stake
		if id, err = g.deal.CallTurn(g.me, c); err == nil {
			g.recordCall(c)
		}
	} else if id, err = g.deal.Place(g.me, b.Bet); err == nil {
		bi, _ := g.deal.Bet(id)
		g.record(g.placeAction(bi))
	}
	if err != nil {
		g.refused(err)
		return false
	}
	g.followID(b.ID, id)
	return true
}

// followID points the moves still to take back at a bet's new id, after
// the bet was taken off and placed again.
func (g *faroGame) followID(old, id faro.BetID) {
	for i := range g.undo {
		if g.undo[i].id == old {
			g.undo[i].id = id
		}
	}
}

// Words lists what completes a word of a move: the ranks and the words
// of moves in the learner's language, or yes and no at the last turn's
// question.
func (g *faroGame) Words() []string {
	p := g.scr.P()
	if g.confirming {
		return []string{p.T(locales.AnswerYes), p.T(locales.AnswerNo)}
	}
	var out []string
	for _, r := range engine.AllRanks() {
		out = append(out, p.Rank(r))
	}
	if p.French() {
		return append(out, "sur", "cuivré", "entre", "retire", "appel", "passe")
	}
	return append(out, "auf", "gecoppert", "zwischen", "weg", "ansage", "erhöhe")
}

// Scenario returns the deal as a scenario: the players, the deck in the
// order dealt, each bet, change, removal, the call that stood and each
// turn.
func (g *faroGame) Scenario() *scenarios.Scenario {
	sc := header(g.scr, "sandbox-"+g.profile.String()+"-"+strconv.FormatUint(g.seed, 10), g.profile.String(), g.seed)
	sc.Game, sc.Profile = scenarios.Faro, g.profile
	for i, n := range g.names {
		sc.Players = append(sc.Players, scenarios.Player{Name: n, Banker: i == g.deal.Banker()})
	}
	sc.Deck = scenarios.Deck{Cards: append([]engine.Card(nil), g.deck...)}
	sc.Steps = append(sc.Steps, g.steps...)
	return &sc
}
