package locales

import (
	"croupier/engine/pasur"
)

// Side names a Pasur side: the player, or both partners ("Dan & Ben").
func Side(r *pasur.Round, names []string, side int) string {
	var ns []string
	for seat := 0; seat < r.Players() && seat < len(names); seat++ {
		if r.Config().Side(seat) == side {
			ns = append(ns, names[seat])
		}
	}
	out := ""
	for i, n := range ns {
		if i > 0 {
			out += " & "
		}
		out += n
	}
	return out
}

// MoveText writes a Pasur move short: "7♠ nimmt 4♦", "7♠ legen".
func (p Printer) MoveText(m pasur.Move) string {
	if len(m.Take) == 0 {
		return p.T(AnswerLay, p.CardText(m.Card))
	}
	return p.T(answerTake, p.CardText(m.Card), p.CardsText(m.Take))
}

// Move tells a Pasur play: the play itself (line), and apart (tail) the
// lines that tell what came of it and may answer a question about it: a
// sur, a sur that does not count, the last capture's cards, what is left
// to nobody. rule, when not empty, is the rule the capture followed. you
// is set when the player is the learner; a player named as the learner
// of free play ("Du", "Vous": a game saved from free play and replayed
// as a lesson) is addressed the same way.
func (p Printer) Move(r *pasur.Round, names []string, player string, you bool, mv *pasur.MoveResult) (line string, tail []string) {
	you = you || player == p.T(SandboxYou)
	who := p.subject(player)
	if mv == nil {
		return p.T(person(movePlayed, you), who), nil
	}
	if mv.Laid {
		line = p.T(person(MoveLaid, you), who, p.Card(mv.Card))
	} else {
		line = p.T(person(MoveTook, you), who, p.Card(mv.Card), p.Cards(mv.Captured))
	}
	switch {
	case mv.Sur && r != nil && r.Variants().SurCancel && r.Sides() == 2 && r.Surs(mv.Side) <= r.Surs(1-mv.Side):
		// sur_cancel: a sur that the opponents' surs match pairs off
		// with one of theirs
		tail = append(tail, p.T(MoveSurCancels, Side(r, names, mv.Side), Side(r, names, 1-mv.Side)))
	case mv.Sur:
		tail = append(tail, p.Styled(Good, p.T(MoveSur)))
	case mv.Cleared && mv.SurDenied != "":
		rule, _ := p.Rule(string(mv.SurDenied), "")
		tail = append(tail, p.T(MoveSurDenied, rule))
	}
	if mv.NewDeal {
		line += "\n" + p.T(moveNewDeal)
	}
	if mv.RoundOver {
		line += "\n" + p.T(MoveRoundOver)
		if r != nil && len(mv.BonusCards) > 0 && mv.BonusSide >= 0 {
			side := Side(r, names, mv.BonusSide)
			// the learner may take the rest on another's move: "Vous
			// ramassez …" whoever played last
			yours := side == p.T(SandboxYou) || you && side == player
			tail = append(tail, p.T(person(MoveBonus, yours), p.subject(side), p.Cards(mv.BonusCards)))
		}
		if len(mv.LeftoverCards) > 0 {
			tail = append(tail, p.T(moveLeftover, p.Cards(mv.LeftoverCards)))
		}
	}
	return line, tail
}

// subject names a player as the subject of a sentence: the computer of
// free play with its article ("Der Computer spielt 7♠", "L’ordinateur
// joue 7♠"), anyone else by name.
func (p Printer) subject(name string) string {
	if name == p.T(SandboxComputer) {
		return p.T(SandboxComputerSubject)
	}
	return name
}

// ToPlay says whose turn it is: "Anna ist am Zug.", "Au tour d’Anna.",
// the learner of free play ("Du bist am Zug.", "À vous de jouer.") and
// the computer ("Der Computer ist am Zug.") in their own words.
func (p Printer) ToPlay(name string) string {
	switch name {
	case p.T(SandboxYou):
		return p.T(pasurToPlayYou)
	case p.T(SandboxComputer):
		return p.T(pasurToPlayComputer)
	}
	return p.T(pasurToPlay, name)
}
