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
	placed  []faro.BetID
	steps   []scenarios.StepSpec
}

// faroUsage says how to bet in free Faro, per profile.
var faroUsage = map[faro.Profile]locales.Message{
	faro.Pharo:   locales.SandboxFaroUsagePharo,
	faro.Pharaon: locales.SandboxFaroUsagePharaon,
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
	g := &faroGame{scr: scr, profile: profile, seed: seed, deck: deck, deal: d, names: names}
	scr.Blank()
	scr.Styled(locales.Bold, p.T(locales.SandboxFaroTitle, p.Profile(profile), seed))
	scr.Sayf(faroUsage[profile])
	scr.Raw(scr.Faro(d))
	return g, nil
}

func (g *faroGame) Prompt() string   { return g.scr.P().Profile(g.profile) + "> " }
func (g *faroGame) Deal() *faro.Deal { return g.deal }

// record keeps an action for saving and tells it.
func (g *faroGame) record(a *scenarios.Action) {
	g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: a})
	g.scr.Say(g.scr.P().Action(a, g.profile, true))
}

// refused explains an engine refusal.
func (g *faroGame) refused(err error) {
	g.scr.Styled(locales.Bad, g.scr.P().Refusal(err, nil, g.profile))
}

// Input reads a bet ("4 auf 9", "2 auf K gekupfert", "3 auf 5/6"), a call
// of the turn ("ansage 7 B 3 2", "appel 7 V 3 2") or a removal ("weg 9",
// "retire 9"); an empty line draws the next turn.
func (g *faroGame) Input(line string) {
	if strings.TrimSpace(line) == "" {
		g.Command(input.Command{ID: input.CmdDeal})
		return
	}
	f := strings.Fields(engine.Fold(line))
	switch f[0] {
	case "ansage", "ansagen", "appel", "annonce", "call":
		g.call(f[1:])
		return
	case "weg", "retire", "retirer", "entferne":
		g.remove(strings.Join(f[1:], " "))
		return
	}
	a, err := input.Parse(line, input.Bet, nil)
	if err != nil {
		g.scr.Styled(locales.Bad, g.scr.P().Say(err.(*input.Error).Message()))
		g.scr.Sayf(faroUsage[g.profile])
		return
	}
	b := faro.Bet{Kind: faro.Single, Rank: a.Rank, Coppered: a.Copper, Stake: a.Amount}
	act := &scenarios.Action{Kind: scenarios.ActBet, Player: g.names[g.me], Rank: a.Rank, Stake: a.Amount, Copper: a.Copper}
	if a.Rank2 != engine.NoRank {
		b.Kind, b.Rank2 = faro.Split, a.Rank2
		act.Kind, act.Ranks, act.Split = scenarios.ActSplit, []engine.Rank{a.Rank, a.Rank2}, true
	}
	id, err := g.deal.Place(g.me, b)
	if err != nil {
		g.refused(err)
		return
	}
	g.placed = append(g.placed, id)
	g.record(act)
	g.warn(b)
}

// warn tells the learner when a bet just placed costs more than any bet
// of a fresh deal, can no longer win or settles nothing (odds.Alert).
func (g *faroGame) warn(b faro.Bet) {
	if a, err := odds.AssessInDeal(g.deal, b); err == nil && a.Alert != odds.NoAlert {
		g.scr.Styled(locales.Bad, quiz.BetWarning(g.scr.P(), a))
	}
}

// remove takes the learner's bet on a rank off the layout.
func (g *faroGame) remove(what string) {
	a, err := input.Parse(what, input.Rank, nil)
	if err != nil {
		g.scr.Styled(locales.Bad, g.scr.P().Say(err.(*input.Error).Message()))
		return
	}
	p := g.scr.P()
	for _, bi := range g.deal.Bets() {
		if bi.Player == g.me && bi.Bet.Kind == faro.Single && bi.Bet.Rank == a.Rank {
			if err := g.deal.Remove(bi.ID); err != nil {
				g.refused(err)
				return
			}
			g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: &scenarios.Action{
				Kind: scenarios.ActRemove, Player: g.names[g.me], Rank: a.Rank, Copper: bi.Bet.Coppered}})
			g.scr.Sayf(locales.SandboxRemoved, p.Rank(a.Rank))
			return
		}
	}
	g.scr.Sayf(locales.SandboxNoBet, p.Rank(a.Rank))
}

// call reads a call of the turn: three ranks (or Foster's colours) and
// the stake last.
func (g *faroGame) call(words []string) {
	if len(words) < 2 {
		g.scr.Sayf(locales.SandboxCallUsage)
		return
	}
	st, err := engine.ParseAmount(words[len(words)-1])
	if err != nil {
		g.scr.Sayf(locales.SandboxCallUsage)
		return
	}
	a, err := input.Parse(strings.Join(words[:len(words)-1], " "), input.Call, nil)
	if err != nil {
		g.scr.Styled(locales.Bad, g.scr.P().Say(err.(*input.Error).Message()))
		return
	}
	c := faro.Call{Stake: st}
	act := &scenarios.Action{Kind: scenarios.ActCall, Player: g.names[g.me], Stake: st}
	if len(a.Colours) == 3 {
		c.Foster = true
		for i, red := range a.Colours {
			c.Colours[i] = faro.Black
			if red {
				c.Colours[i] = faro.Red
			}
			act.Colours = append(act.Colours, c.Colours[i].String())
		}
	} else {
		rs := a.Ranks
		if len(rs) == 2 {
			// the hock is the card that remains
			rs = append(rs, hockRank(g.deal.Remaining(), rs))
		}
		copy(c.Order[:], rs)
		act.Ranks = append([]engine.Rank(nil), c.Order[:]...)
	}
	if _, err := g.deal.CallTurn(g.me, c); err != nil {
		g.refused(err)
		return
	}
	g.record(act)
	g.warn(faro.Bet{Kind: faro.TurnCall})
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

// Command runs the game's commands.
func (g *faroGame) Command(c input.Command) bool {
	switch c.ID {
	case input.CmdDeal:
		g.draw()
	case input.CmdTable:
		g.scr.Raw(g.scr.Faro(g.deal))
	case input.CmdCasekeeper:
		g.scr.Raw(g.scr.Casekeeper(g.deal))
	case input.CmdSave:
		save(g.scr, g, c.Args)
	case input.CmdUndo:
		g.undo()
	default:
		return false
	}
	return true
}

// draw draws the next turn and tells what it did to each bet.
func (g *faroGame) draw() {
	p := g.scr.P()
	if g.deal.Over() {
		g.scr.Sayf(locales.SandboxOver)
		return
	}
	t, err := g.deal.NextTurn()
	if err != nil {
		g.refused(err)
		return
	}
	if n := len(g.steps); n > 0 && g.steps[n-1].Kind == scenarios.StepTurn && g.steps[n-1].Turn.Count < faro.Turns {
		g.steps[n-1].Turn.Count++
	} else {
		g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepTurn, Turn: &scenarios.TurnSpec{Count: 1}})
	}
	g.scr.Say(p.Turn(&t))
	for _, e := range t.Events() {
		g.scr.Say("  " + p.Event(g.names, g.profile, e))
	}
	if g.deal.OpenCallWindow() {
		g.scr.Raw(g.scr.FaroDeck(g.deal))
		g.scr.Sayf(locales.SandboxCallUsage)
	}
	if g.deal.Over() {
		g.scr.Raw(g.scr.FaroMoney(g.deal))
		g.scr.Sayf(locales.SandboxOver)
	}
}

// undo takes the learner's last bet back.
func (g *faroGame) undo() {
	if n := len(g.placed); n > 0 {
		id := g.placed[n-1]
		if bi, ok := g.deal.Bet(id); ok && g.deal.Remove(id) == nil {
			g.placed = g.placed[:n-1]
			act := &scenarios.Action{Kind: scenarios.ActRemove, Player: g.names[g.me], Rank: bi.Bet.Rank, Copper: bi.Bet.Coppered}
			if bi.Bet.Kind == faro.Split {
				act.Ranks, act.Split = []engine.Rank{bi.Bet.Rank, bi.Bet.Rank2}, true
			}
			g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: act})
			g.scr.Sayf(locales.SandboxRemoved, g.scr.P().Rank(bi.Bet.Rank))
			return
		}
	}
	g.scr.Sayf(locales.UndoNothing)
}

// Words lists the ranks, for completion.
func (g *faroGame) Words() []string {
	var out []string
	for _, r := range engine.AllRanks() {
		out = append(out, g.scr.P().Rank(r))
	}
	return out
}

// Scenario returns the deal as a scenario: the players, the deck in the
// order dealt, each bet, removal, call and turn.
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
