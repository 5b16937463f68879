package play

import (
	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/engine/pasur/opponent"
	"croupier/locales"
)

// Free Pasur's own commands besides playing: "zurück" / « annuler »
// takes back the learner's last move of the round with the computer's
// moves after it; "stufe 1–3" / « niveau 1–3 » changes the computer's
// level; the help says both.

// Help says how free Pasur is played beyond the moves: taking a move
// back, the level, the coach.
func (g *pasurGame) Help() {
	p := g.scr.P()
	g.scr.Sayf(locales.PlayPasurHelp, p.T(levelNames[g.opts.level()]))
}

// takeBack takes back the learner's last move of the round (or of the
// round just over) and every computer move after it. The engine keeps no
// history, so the match is dealt again from its seed and every move of
// the match before that one is played again, silently; the deals come out
// the same since the match draws its decks from the seed alone. The
// computer players keep their state: after the move taken back they may
// answer differently.
func (g *pasurGame) takeBack() {
	plays := g.cur.plays
	last := -1
	for i, pl := range plays {
		if pl.seat == g.me {
			last = i
		}
	}
	if last < 0 || g.match.Over() && !g.waiting {
		g.scr.Sayf(locales.PlayPasurUndoNothing)
		return
	}
	m, err := g.replay(plays[:last])
	if err != nil {
		g.scr.Styled(locales.Bad, g.scr.P().Refusal(err, g.names(), 0))
		return
	}
	p := g.scr.P()
	undone := plays[last]
	text := p.MoveText(pasur.Move{Card: undone.card, Take: undone.took})
	if n := len(plays) - last - 1; n > 0 {
		g.scr.Sayf(locales.PlayPasurUndoneMore, text, n)
	} else {
		g.scr.Sayf(locales.PlayPasurUndone, text)
	}
	g.match, g.round, g.waiting = m, m.Round(), false
	g.cur.plays = plays[:last:last]
	g.cur.moves = 0
	for _, pl := range g.cur.plays {
		if pl.seat == g.me {
			g.cur.moves++
		}
	}
	g.scr.Raw(g.scr.Pasur(g.round, g.names(), g.me))
}

// replay deals the match again from its seed, plays every earlier round
// as it was played and the current one up to its first len(keep) plays.
func (g *pasurGame) replay(keep []played) (*pasur.Match, error) {
	m, err := pasur.NewMatch(g.cfg, engine.NewRand(g.seed))
	if err != nil {
		return nil, err
	}
	rounds := append(append([][]played(nil), g.history...), keep)
	for i, plays := range rounds {
		if i == 0 && g.first != nil {
			_, err = m.StartRoundFrom(*g.first)
		} else {
			_, err = m.StartRound(nil)
		}
		if err != nil {
			return nil, err
		}
		for _, pl := range plays {
			if _, err := m.Play(pl.seat, pasur.Move{Card: pl.card, Take: pl.took}); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

// levelCommand changes the computer's level: "stufe 2", « niveau 1 »;
// without a number it says the level and how to change it.
func (g *pasurGame) levelCommand(args []string) {
	p := g.scr.P()
	n := 0
	if len(args) == 1 {
		switch args[0] {
		case "1", "2", "3":
			n = int(args[0][0] - '0')
		}
	}
	if n == 0 {
		g.scr.Sayf(locales.PlayLevelUsage, p.T(levelNames[g.opts.level()]))
		return
	}
	g.opts.Level = opponent.Levels()[n-1]
	g.botSalt = splitmixPlay(g.botSalt + uint64(n))
	if err := g.makeBots(); err != nil {
		g.scr.Styled(locales.Bad, p.Refusal(err, g.names(), 0))
		return
	}
	g.scr.Sayf(locales.PlayLevelNow, p.T(levelNames[g.opts.level()]))
}

// makeBots makes the computer's players at every seat but the learner's,
// at the level of the options.
func (g *pasurGame) makeBots() error {
	g.bots = make([]opponent.Player, g.cfg.Players)
	for seat := 0; seat < g.cfg.Players; seat++ {
		if seat == g.me {
			continue
		}
		rng := engine.NewRand(g.seed ^ uint64(seat)*0x9e3779b97f4a7c15 ^ g.botSalt)
		var err error
		if g.opts.level() == opponent.LevelStrong {
			g.bots[seat] = opponent.NewStrong(rng, g.opts.Search)
		} else if g.bots[seat], err = opponent.New(g.opts.level(), rng); err != nil {
			return err
		}
	}
	return nil
}

// splitmixPlay mixes a word (the SplitMix64 step), for the seeds of the
// computer players made again at a new level.
func splitmixPlay(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
