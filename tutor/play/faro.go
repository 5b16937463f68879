package play

import (
	"strconv"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
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
	// warnedCall: the learner was told that calls are dear.
	warnedCall bool
}

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
func (g *faroGame) Input(line *input.Line) {
	if g.confirming {
		if line.Blank() {
			g.say(locales.YesOrNo)
			return
		}
		if a, err := input.Read[input.YesNo](line, nil); err == nil {
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
	if line.Blank() {
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
		msg := me.msg
		if msg == locales.SandboxMoveTooMany && g.profile == faro.Pharaon {
			msg = locales.SandboxMoveTooManyPharaon // no split at the pharaon
		}
		g.scr.Styled(locales.Bad, p.T(msg, me.word))
	}
	if g.deal.OpenCallWindow() {
		g.say(locales.SandboxCallUsage)
	}
	g.say(faroUsage[g.profile])
}

// stake writes a stake with its unit.
func (g *faroGame) stake(a engine.Amount) string { return g.scr.P().Stake(g.profile, a) }

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
