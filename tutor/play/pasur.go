package play

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/engine/pasur/opponent"
	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// pasurGame is free Pasur: a whole match against the computer, round
// after round to the target, the learner at seat 0 and the computer at
// every other seat, with the coach judging the learner's moves.
type pasurGame struct {
	scr   *screen.Screen
	seed  uint64
	opts  Options
	cfg   pasur.Config
	match *pasur.Match
	round *pasur.Round // the round being played, or the one just over
	me    int
	bots  []opponent.Player // by seat; nil at the learner's
	coach *opponent.Coach
	// coachOn: the coach judges every move of the learner and reviews
	// the round (tipp works either way).
	coachOn bool
	// waiting: a round is over and the next one not yet begun.
	waiting bool
	cur     roundLog
	// history holds the plays of the rounds over, and first the
	// position the first round began at (nil: dealt from the seed), so
	// that a move can be taken back (pasurundo.go).
	history [][]played
	first   *pasur.Setup
	// botSalt changes the computer players' seeds each time the level
	// is changed in the game (0 at the start).
	botSalt uint64
}

// roundLog is one round as it was played, for the review and for saving.
type roundLog struct {
	number       int
	dealer       int
	before       []int // the match totals per side at its start
	hands        [][]engine.Card
	table, talon []engine.Card
	plays        []played
	moves        int // the learner's moves so far
}

// played is one play of a round.
type played struct {
	seat int
	card engine.Card
	took []engine.Card // the cards captured in table order (none: laid)
	// judged is the coach's verdict on a learner's move (nil: not
	// judged, the coach was off or the play was the computer's).
	judged *judgement
}

// judgement is the coach's verdict on one move of the learner.
type judgement struct {
	number int // the learner's move of the round, from 1
	vd     opponent.Verdict
	// table and hand are the table and the learner's hand before the
	// move.
	table, hand []engine.Card
	// played and best are the moves with their taken cards in table
	// order.
	played, best pasur.Move
	// bestFirst: the better move comes first in legal-move order (the
	// order the saved question offers the two).
	bestFirst bool
	// exact: the search saw every hidden card (one sample).
	exact bool
}

// computerNames are the names of the computer's players at a table of
// three or four, by seat from 1; at four in partnerships Ben (seat 2)
// sits opposite the learner and plays with them.
var computerNames = []string{"Anna", "Ben", "Dan"}

// newPasur starts a match dealt from the seed: the learner (seat 0) plays
// first, so the seat before them deals the first round.
func newPasur(scr *screen.Screen, seed uint64, o Options) (*pasurGame, error) {
	return newPasurFrom(scr, seed, o, nil)
}

// newPasurFrom starts a match whose first round begins at an explicit
// position (nil: dealt from the seed), for the tests' hand-made
// positions.
func newPasurFrom(scr *screen.Screen, seed uint64, o Options, first *pasur.Setup) (*pasurGame, error) {
	cfg := o.config(0)
	for seat := 0; seat < cfg.Players; seat++ {
		if cfg.Next(seat) == 0 {
			cfg.Dealer = seat
		}
	}
	m, err := pasur.NewMatch(cfg, engine.NewRand(seed))
	if err != nil {
		return nil, err
	}
	g := &pasurGame{scr: scr, seed: seed, opts: o, cfg: cfg, match: m, coachOn: !o.NoCoach,
		coach: opponent.NewCoach(seed^0xc0ac4, o.Search), first: first}
	if err := g.makeBots(); err != nil {
		return nil, err
	}
	g.intro()
	if err := g.startRound(first); err != nil {
		return nil, err
	}
	return g, nil
}

// names returns the players' names by seat in the current language: the
// learner "Du"/"Vous", the computer "Computer"/"Ordinateur" at a table of
// two, else Anna, Ben and Dan.
func (g *pasurGame) names() []string {
	p := g.scr.P()
	out := []string{p.T(locales.SandboxYou)}
	if g.cfg.Players == 2 {
		return append(out, p.T(locales.SandboxComputer))
	}
	return append(out, computerNames[:g.cfg.Players-1]...)
}

// intro says who plays whom, at which level, the match and its variants,
// and how to play.
func (g *pasurGame) intro() {
	p := g.scr.P()
	n := g.names()
	level := p.T(levelNames[g.opts.level()])
	g.scr.Blank()
	switch {
	case g.cfg.Players == 2:
		g.scr.Styled(locales.Bold, p.T(locales.SandboxPasurTitle, g.seed, level))
	case g.cfg.Players == 3:
		g.scr.Styled(locales.Bold, p.T(locales.PlayPasurTitle3, g.seed, n[1], n[2], level))
	case g.cfg.Partnerships():
		g.scr.Styled(locales.Bold, p.T(locales.PlayPasurTitlePartners, g.seed, n[2], n[1], n[3], level))
	default:
		g.scr.Styled(locales.Bold, p.T(locales.PlayPasurTitleSolo, g.seed, n[1], n[2], n[3], level))
	}
	if g.cfg.Variants.FixedRounds {
		g.scr.Sayf(locales.PlayMatchFixed)
	} else {
		g.scr.Sayf(locales.PlayMatchTarget, g.cfg.Variants.TargetScore())
	}
	if vs := variantNames(p, g.cfg.Variants); len(vs) > 0 {
		g.scr.Sayf(locales.PlayVariants, p.Series(vs))
	}
	if g.coachOn {
		g.scr.Sayf(locales.PlayCoachState)
	}
	g.scr.Sayf(locales.SandboxPasurUsage)
}

// startRound deals the match's next round (or begins it at the position
// of setup), plays the computer's turns up to the learner's and shows the
// table.
func (g *pasurGame) startRound(setup *pasur.Setup) error {
	var r *pasur.Round
	var err error
	if setup != nil {
		r, err = g.match.StartRoundFrom(*setup)
	} else {
		r, err = g.match.StartRound(nil)
	}
	if err != nil {
		return err
	}
	g.round, g.waiting = r, false
	g.cur = roundLog{number: len(g.match.Rounds()) + 1, dealer: r.Dealer(), before: r.ScoresBefore(),
		table: r.Table(), talon: r.Talon()}
	for seat := 0; seat < r.Players(); seat++ {
		g.cur.hands = append(g.cur.hands, r.Hand(seat))
	}
	p := g.scr.P()
	if g.cur.number > 1 {
		g.scr.Blank()
		g.scr.Styled(locales.Bold, p.T(locales.PlayRoundTitle, g.cur.number))
	}
	for _, e := range r.Events() {
		if e.Kind == pasur.EventJackReplaced {
			g.scr.Sayf(locales.SandboxTableJack, p.CardText(e.Jack), p.CardText(e.Replacement))
		} else {
			g.scr.Sayf(locales.SandboxTableRedeal, p.CardsText(e.Table))
		}
	}
	g.computerMoves()
	g.after()
	return nil
}

func (g *pasurGame) Prompt() string   { return g.scr.P().T(locales.GroupPasur) + "> " }
func (g *pasurGame) Deal() *faro.Deal { return nil }

// Input reads the learner's play: "7♠ nimmt 4♦", "lege 5♣", "B nimmt
// alles", or a card alone when it has one way to play. Between rounds an
// empty line begins the next round.
func (g *pasurGame) Input(line *input.Line) {
	r, p := g.round, g.scr.P()
	switch {
	case g.match.Over():
		g.scr.Sayf(locales.SandboxOver)
		return
	case g.waiting:
		if line.Blank() {
			g.nextRound()
			return
		}
		g.sayNext()
		return
	case line.Blank():
		g.scr.Raw(g.scr.Pasur(r, g.names(), g.me))
		return
	}
	ctx := &input.Context{Hand: r.Hand(g.me), Table: r.Table()}
	a, err := input.Read[input.Play](line, ctx)
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
		} else if a.Play.Rank == engine.Jack {
			g.scr.Sayf(locales.SandboxNothingToTakeJack)
		} else {
			g.scr.Sayf(locales.SandboxNothingToTake, p.CardText(a.Play))
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
	g.learnerMove(m)
}

// learnerMove plays the learner's move, lets the coach judge it, plays
// the computer's turns and shows the table (or the round's end).
func (g *pasurGame) learnerMove(m pasur.Move) {
	v := g.round.View(g.me)
	if !g.playMove(g.me, m) {
		return
	}
	g.cur.moves++
	if g.coachOn {
		g.judge(&v, m)
	}
	g.computerMoves()
	g.after()
}

// after shows the table when the learner is to move, or ends the round.
func (g *pasurGame) after() {
	if g.round.Over() {
		g.endRound()
		return
	}
	g.scr.Raw(g.scr.Pasur(g.round, g.names(), g.me))
}

// playMove plays a move for the seat to move and tells it; false if the
// engine refused it.
func (g *pasurGame) playMove(seat int, m pasur.Move) bool {
	p := g.scr.P()
	names := g.names()
	res, err := g.match.Play(seat, m)
	if err != nil {
		g.scr.Styled(locales.Bad, p.Refusal(err, names, 0))
		return false
	}
	g.cur.plays = append(g.cur.plays, played{seat: seat, card: m.Card, took: res.Captured})
	line, tail := p.Move(g.round, names, names[seat], seat == g.me, res)
	first, rest, _ := strings.Cut(line, "\n")
	if !res.Laid {
		if rule, _ := p.RuleStatement(string(res.Kind.Rule()), ""); rule != "" {
			first += " " + p.Styled(locales.Dim, "("+rule+")")
		}
	}
	g.scr.Say(first)
	// the sur (or why it does not count) belongs to the play, before a
	// new deal or the round's end
	if len(tail) > 0 && (res.Sur || res.Cleared && res.SurDenied != "") {
		g.scr.Say(tail[0])
		tail = tail[1:]
	}
	for _, l := range strings.Split(rest, "\n") {
		if l != "" {
			g.scr.Say(l)
		}
	}
	for _, l := range tail {
		g.scr.Say(l)
	}
	return true
}

// computerMoves plays the computer's turns until the learner is to move
// or the round is over. Each computer player sees only its own View.
func (g *pasurGame) computerMoves() {
	r := g.round
	for !r.Over() && r.ToPlay() != g.me {
		seat := r.ToPlay()
		v := r.View(seat)
		ms, ok := g.bots[seat].Move(&v)
		if !ok || !g.playMove(seat, v.InTableOrder(ms)) {
			return
		}
	}
}

// nextRound begins the next round of the match.
func (g *pasurGame) nextRound() {
	g.history = append(g.history, g.cur.plays)
	if err := g.startRound(nil); err != nil {
		g.scr.Styled(locales.Bad, g.scr.P().Refusal(err, g.names(), 0))
	}
}

// Command runs the game's commands.
func (g *pasurGame) Command(c input.Command) bool {
	switch c.ID {
	case input.CmdTable:
		g.scr.Raw(g.scr.Pasur(g.round, g.names(), g.me))
	case input.CmdSave:
		save(g.scr, g, c.Args)
	case input.CmdHint:
		g.tip()
	case input.CmdCoach:
		g.coachCommand(c.Args)
	case input.CmdUndo:
		g.takeBack()
	case input.CmdLevel:
		g.levelCommand(c.Args)
	case input.CmdSkip, input.CmdDeal:
		if !g.waiting || g.match.Over() {
			return false
		}
		g.nextRound()
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

// sideTotals lists the match totals by side: "Du 23 · Computer 31".
func (g *pasurGame) sideTotals(totals []int) string {
	names := g.names()
	parts := make([]string, len(totals))
	for side, t := range totals {
		parts[side] = locales.Side(g.round, names, side) + " " + itoa(t)
	}
	return strings.Join(parts, " · ")
}

// itoa writes a whole number.
func itoa(n int) string { return locales.FormatHalves(int64(n)*2, false) }
