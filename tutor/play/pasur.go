package play

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// pasurGame is a free Pasur round: the learner against the computer.
type pasurGame struct {
	scr   *screen.Screen
	seed  uint64
	round *pasur.Round
	names []string
	me    int
	// the deal as it began, for saving: hands by seat, table, talon
	hands        [][]engine.Card
	table, talon []engine.Card
	steps        []scenarios.StepSpec
}

// newPasur deals a round from the seed; the computer deals, so the
// learner plays first.
func newPasur(scr *screen.Screen, seed uint64) (*pasurGame, error) {
	p := scr.P()
	cfg := pasur.Config{Players: 2, Variants: pasur.DefaultVariants(), Dealer: 1}
	rng := engine.NewRand(seed)
	deck := engine.ShuffledDeck(rng)
	r, err := pasur.NewRound(cfg, deck, rng, nil)
	if err != nil {
		return nil, err
	}
	g := &pasurGame{scr: scr, seed: seed, round: r, names: []string{p.T(locales.SandboxYou), p.T(locales.SandboxComputer)},
		table: r.Table(), talon: r.Talon()}
	for seat := 0; seat < r.Players(); seat++ {
		g.hands = append(g.hands, r.Hand(seat))
	}
	scr.Blank()
	scr.Styled(locales.Bold, p.T(locales.SandboxPasurTitle, seed))
	for _, e := range r.Events() {
		if e.Kind == pasur.EventJackReplaced {
			scr.Sayf(locales.SandboxTableJack, p.CardText(e.Jack), p.CardText(e.Replacement))
		} else {
			scr.Sayf(locales.SandboxTableRedeal, p.CardsText(e.Table))
		}
	}
	scr.Sayf(locales.SandboxPasurUsage)
	g.computerMoves()
	scr.Raw(scr.Pasur(r, g.names, g.me))
	return g, nil
}

func (g *pasurGame) Prompt() string   { return g.scr.P().T(locales.GroupPasur) + "> " }
func (g *pasurGame) Deal() *faro.Deal { return nil }

// Input reads the learner's play: "7♠ nimmt 4♦", "lege 5♣", "B nimmt
// alles", or a card alone when it has one way to play.
func (g *pasurGame) Input(line string) {
	r, p := g.round, g.scr.P()
	if r.Over() {
		g.scr.Sayf(locales.SandboxOver)
		return
	}
	if strings.TrimSpace(line) == "" {
		g.scr.Raw(g.scr.Pasur(r, g.names, g.me))
		return
	}
	ctx := &input.Context{Hand: r.Hand(g.me), Table: r.Table()}
	a, err := input.Parse(line, input.Play, ctx)
	if err != nil {
		g.scr.Styled(locales.Bad, p.Say(err.(*input.Error).Message()))
		g.scr.Sayf(locales.SandboxPasurUsage)
		return
	}
	if !a.Play.Valid() {
		g.scr.Sayf(locales.SandboxWhichCard, p.Cards(r.Hand(g.me)))
		return
	}
	m := pasur.Move{Card: a.Play, Take: a.Take}
	caps := r.CapturesFor(a.Play)
	switch {
	case a.Lay:
		m.Take = nil
	case a.TakeAll:
		if best, ok := r.BestCapture(a.Play); ok {
			m.Take = best.Take
		}
	case !a.HasTake:
		switch len(caps) {
		case 0:
			m.Take = nil
		case 1:
			m.Take = caps[0].Take
		default:
			var opts []string
			for _, c := range caps {
				opts = append(opts, p.MoveText(c.Move()))
			}
			g.scr.Sayf(locales.SandboxChooseCapture, p.CardText(a.Play), strings.Join(opts, " · "))
			return
		}
	}
	if !g.play(m) {
		return
	}
	g.computerMoves()
	if !r.Over() {
		g.scr.Raw(g.scr.Pasur(r, g.names, g.me))
	}
}

// play plays a move for the player to move and tells it; false if the
// engine refused it.
func (g *pasurGame) play(m pasur.Move) bool {
	r, p := g.round, g.scr.P()
	seat := r.ToPlay()
	res, err := r.Play(seat, m)
	if err != nil {
		g.scr.Styled(locales.Bad, p.Refusal(err, g.names, 0))
		return false
	}
	g.steps = append(g.steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: &scenarios.Action{
		Kind: scenarios.ActPlay, Player: g.names[seat], Card: m.Card, Take: res.Captured, HasTake: true}})
	line, tail := p.Move(r, g.names, g.names[seat], seat == g.me, res)
	if !res.Laid {
		if rule, _ := p.RuleStatement(string(res.Kind.Rule()), ""); rule != "" {
			first, rest, _ := strings.Cut(line, "\n")
			line = first + " " + p.Styled(locales.Dim, "("+rule+")")
			if rest != "" {
				line += "\n" + rest
			}
		}
	}
	g.scr.Say(line)
	for _, l := range tail {
		g.scr.Say(l)
	}
	if r.Over() {
		for side, bd := range r.Breakdowns() {
			g.scr.Say(locales.Side(r, g.names, side) + ": " + screen.Breakdown(p, bd))
		}
		g.scr.Sayf(locales.SandboxOver)
	}
	return true
}

// computerMoves plays the computer's turns until the learner is to move
// or the round is over. The computer takes the capture worth most (a sur
// first), and otherwise lays its lowest card.
func (g *pasurGame) computerMoves() {
	r := g.round
	for !r.Over() && r.ToPlay() != g.me {
		moves := r.LegalMoves()
		if len(moves) == 0 {
			return
		}
		best, bestScore := moves[0], -1
		for _, m := range moves {
			if sc := moveWorth(r, m); sc > bestScore {
				best, bestScore = m, sc
			}
		}
		if !g.play(best) {
			return
		}
	}
}

// moveWorth rates a move for the computer: points and cards taken, a sur
// above all; a lay is worth less the higher the card.
func moveWorth(r *pasur.Round, m pasur.Move) int {
	if len(m.Take) == 0 {
		return 20 - int(m.Card.Rank)
	}
	w := 100 + len(m.Take)*3
	for _, c := range append([]engine.Card{m.Card}, m.Take...) {
		switch {
		case c == engine.NewCard(engine.Ten, engine.Diamonds):
			w += 30
		case c == engine.NewCard(engine.Two, engine.Clubs):
			w += 20
		case c.Rank == engine.Ace || c.Rank == engine.Jack:
			w += 10
		case c.Suit == engine.Clubs:
			w += 4
		}
	}
	if len(m.Take) == len(r.Table()) {
		w += 50
	}
	return w
}

// Command runs the game's commands.
func (g *pasurGame) Command(c input.Command) bool {
	p := g.scr.P()
	switch c.ID {
	case input.CmdTable:
		g.scr.Raw(g.scr.Pasur(g.round, g.names, g.me))
	case input.CmdSave:
		save(g.scr, g, c.Args)
	case input.CmdHint:
		var opts []string
		for _, m := range g.round.LegalMoves() {
			opts = append(opts, p.MoveText(m))
		}
		g.scr.Sayf(locales.SandboxLegalMoves, strings.Join(opts, " · "))
	case input.CmdCasekeeper:
		g.scr.Sayf(locales.FaroOnly)
	default:
		return false
	}
	return true
}

// Words lists the cards at hand and on the table and the ranks.
func (g *pasurGame) Words() []string {
	p := g.scr.P()
	var out []string
	for _, c := range append(g.round.Hand(g.me), g.round.Table()...) {
		out = append(out, p.CardText(c))
	}
	for _, r := range engine.AllRanks() {
		out = append(out, p.Rank(r))
	}
	return out
}

// Scenario returns the round as a scenario with the deal given
// explicitly (hands, table, talon) and every play.
func (g *pasurGame) Scenario() *scenarios.Scenario {
	sc := header(g.scr, "sandbox-pasur-"+strconv.FormatUint(g.seed, 10), "pasur", g.seed)
	sc.Game = scenarios.Pasur
	hands := map[string][]engine.Card{}
	for i, n := range g.names {
		sc.Players = append(sc.Players, scenarios.Player{Name: n, Dealer: i == g.round.Dealer()})
		hands[n] = g.hands[i]
	}
	sc.Deck = scenarios.Deck{Hands: hands, Table: g.table, Talon: g.talon}
	sc.Steps = append(sc.Steps, g.steps...)
	return &sc
}
