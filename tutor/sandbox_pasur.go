package tutor

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/pasur"
)

// pasurSandbox is a free Pasur round: the learner against the computer.
type pasurSandbox struct {
	seed  uint64
	round *pasur.Round
	names []string
	me    int
	// start is the deal as it began, for saving: hands by seat, table,
	// talon.
	hands        [][]engine.Card
	table, talon []engine.Card
	moves        []pasurRecord
}

// pasurRecord is one play, for saving.
type pasurRecord struct {
	seat int
	move pasur.Move
}

// newPasurSandbox deals a round from the seed; the computer deals, so the
// learner plays first.
func newPasurSandbox(s *Session, seed uint64) (*pasurSandbox, error) {
	cfg := pasur.Config{Players: 2, Variants: pasur.DefaultVariants(), Dealer: 1}
	rng := engine.NewRand(seed)
	deck := engine.ShuffledDeck(rng)
	r, err := pasur.NewRound(cfg, deck, rng, nil)
	if err != nil {
		return nil, err
	}
	sb := &pasurSandbox{seed: seed, round: r, names: []string{s.p.T("tutor.sandbox.you"), s.p.T("tutor.sandbox.computer")},
		table: r.Table(), talon: r.Talon()}
	for seat := 0; seat < r.Players(); seat++ {
		sb.hands = append(sb.hands, r.Hand(seat))
	}
	s.say("")
	s.say(s.pt.paint(s.pt.bold, s.p.T("tutor.sandbox.pasur_title", seed)))
	for _, e := range r.Events() {
		if e.Kind == pasur.EventJackReplaced {
			s.sayf("tutor.sandbox.table_jack", cardName(s.p, e.Jack), cardName(s.p, e.Replacement))
		} else {
			s.sayf("tutor.sandbox.table_redeal", cardsPlain(s.p, e.Table))
		}
	}
	s.sayf("tutor.sandbox.pasur_usage")
	sb.computerMoves(s)
	s.say(drawPasur(s.p, s.pt, r, sb.names, sb.me))
	return sb, nil
}

func (sb *pasurSandbox) prompt(s *Session) string { return s.p.T("tutor.group.pasur") }

// input reads the learner's play: "7♠ nimmt 4♦", "lege 5♣", "B nimmt
// alles", or a card alone when it has one way to play.
func (sb *pasurSandbox) input(s *Session, line string) {
	r := sb.round
	if r.Over() {
		s.sayf("tutor.sandbox.over")
		return
	}
	if line == "" {
		s.say(drawPasur(s.p, s.pt, r, sb.names, sb.me))
		return
	}
	ctx := &AnswerContext{Hand: r.Hand(sb.me), Table: r.Table()}
	a, err := ParseAnswer(line, AnsPlay, ctx)
	if err != nil {
		s.say(s.pt.paint(s.pt.bad, s.parseErrorText(err)))
		s.sayf("tutor.sandbox.pasur_usage")
		return
	}
	if !a.Play.Valid() {
		s.sayf("tutor.sandbox.which_card", s.pt.cards(s.p, r.Hand(sb.me)))
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
				opts = append(opts, s.moveText(c.Move()))
			}
			s.sayf("tutor.sandbox.choose_capture", cardName(s.p, a.Play), strings.Join(opts, " · "))
			return
		}
	}
	if !sb.play(s, m) {
		return
	}
	sb.computerMoves(s)
	if !r.Over() {
		s.say(drawPasur(s.p, s.pt, r, sb.names, sb.me))
	}
}

// play plays a move for the player to move and tells it; false if the
// engine refused it.
func (sb *pasurSandbox) play(s *Session, m pasur.Move) bool {
	r := sb.round
	seat := r.ToPlay()
	res, err := r.Play(seat, m)
	if err != nil {
		s.say(s.pt.paint(s.pt.bad, s.ruleErrorText(err)))
		return false
	}
	sb.moves = append(sb.moves, pasurRecord{seat: seat, move: pasur.Move{Card: m.Card, Take: res.Captured}})
	s.say(sb.describe(s, seat, res))
	if r.Over() {
		sb.finalScore(s)
	}
	return true
}

// describe tells a sandbox move like a lesson's.
func (sb *pasurSandbox) describe(s *Session, seat int, mv *pasur.MoveResult) string {
	var b strings.Builder
	name := sb.names[seat]
	if mv.Laid {
		b.WriteString(s.p.T(s.person("tutor.move.laid", name), name, s.pt.card(s.p, mv.Card)))
	} else {
		b.WriteString(s.p.T(s.person("tutor.move.took", name), name, s.pt.card(s.p, mv.Card), s.pt.cards(s.p, mv.Captured)))
		b.WriteString(" " + s.pt.paint(s.pt.dim, "("+s.ruleText(string(mv.Kind.Rule()))+")"))
	}
	if mv.Sur {
		b.WriteString(" " + s.pt.paint(s.pt.good, s.p.T("tutor.move.sur")))
	}
	if mv.NewDeal {
		b.WriteString("\n" + s.p.T("tutor.move.new_deal"))
	}
	if mv.RoundOver {
		b.WriteString("\n" + s.p.T("tutor.move.round_over"))
		if len(mv.BonusCards) > 0 && mv.BonusSide >= 0 {
			side := sideName(sb.round, sb.names, mv.BonusSide)
			b.WriteString("\n" + s.p.T(s.person("tutor.move.bonus", side), side, s.pt.cards(s.p, mv.BonusCards)))
		}
	}
	return b.String()
}

// computerMoves plays the computer's turns until the learner is to move
// or the round is over. The computer takes the capture worth most (a sur
// first), and otherwise lays its lowest card.
func (sb *pasurSandbox) computerMoves(s *Session) {
	r := sb.round
	for !r.Over() && r.ToPlay() != sb.me {
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
		if !sb.play(s, best) {
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

// finalScore shows each side's score for the round.
func (sb *pasurSandbox) finalScore(s *Session) {
	for side, bd := range sb.round.Breakdowns() {
		s.say(sideName(sb.round, sb.names, side) + ": " + scoreLines(s.p, bd))
	}
	s.sayf("tutor.sandbox.over")
}

// command runs the sandbox's commands.
func (sb *pasurSandbox) command(s *Session, c Command) {
	switch c.ID {
	case CmdTable:
		s.say(drawPasur(s.p, s.pt, sb.round, sb.names, sb.me))
	case CmdSave:
		s.saveSandbox(c.Args)
	case CmdRestart:
		s.startSandbox([]string{"pasur"})
	case CmdHint:
		var opts []string
		for _, m := range sb.round.LegalMoves() {
			opts = append(opts, s.moveText(m))
		}
		s.sayf("tutor.sandbox.legal_moves", strings.Join(opts, " · "))
	case CmdCasekeeper:
		s.sayf("tutor.faro_only")
	default:
		s.sayf("tutor.not_here", c.Name)
	}
}

// scenario writes the Pasur round as a scenario file with the deal given
// explicitly (hands, table, talon) and every play.
func (sb *pasurSandbox) scenario(s *Session) string {
	b := header(s, "sandbox-pasur-"+strconv.FormatUint(sb.seed, 10), "pasur", sb.seed)
	b.WriteString("game: pasur\n")
	b.WriteString("players:\n")
	for i, n := range sb.names {
		b.WriteString("  - name: " + yq(n) + "\n")
		if i == sb.round.Dealer() {
			b.WriteString("    dealer: true\n")
		}
	}
	b.WriteString("deck:\n  hands:\n")
	for i, n := range sb.names {
		b.WriteString("    " + yq(n) + ": " + yamlCards(sb.hands[i]) + "\n")
	}
	b.WriteString("  table: " + yamlCards(sb.table) + "\n")
	b.WriteString("  talon: " + yamlCards(sb.talon) + "\n")
	b.WriteString("steps:\n")
	b.WriteString("  - say: " + yq(s.p.T("tutor.save.say")) + "\n")
	for _, m := range sb.moves {
		line := "  - play: {player: " + yq(sb.names[m.seat]) + ", card: " + m.move.Card.String()
		if len(m.move.Take) > 0 {
			line += ", take: " + yamlCards(m.move.Take)
		}
		b.WriteString(line + "}\n")
	}
	return b.String()
}
