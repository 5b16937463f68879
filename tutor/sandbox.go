package tutor

import (
	"errors"
	"os"
	"strings"

	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/locales"
	"croupier/tutor/quiz"
	"croupier/tutor/statefile"
)

// sandbox is a free game: a Faro deal or a Pasur round played by the
// learner, settled and explained by the engine.
type sandbox interface {
	// prompt names the game for the prompt ("Pharo", "Pasur").
	prompt(s *Session) string
	// input reads a move (a bet, a play).
	input(s *Session, line string)
	// command runs a command inside the game (table, deal, save …).
	command(s *Session, c Command)
	// scenario writes what was played as a scenario file.
	scenario(s *Session) string
}

// parseGame reads the game of "spiel faro", "jouer pharaon", "spiel
// pasur": "pharo", "pharaon" or "pasur".
func parseGame(args []string) (string, bool) {
	if len(args) != 1 {
		return "", false
	}
	return quiz.ParseGame(Fold(args[0]))
}

// startSandbox starts a free game, leaving a lesson (its position kept).
func (s *Session) startSandbox(args []string) {
	game, ok := parseGame(args)
	if !ok {
		s.sayf(locales.SandboxUsage)
		return
	}
	s.savePosition()
	s.save()
	s.run = nil
	seed := s.seed
	s.seed++
	var sb sandbox
	var err error
	if game == "pasur" {
		sb, err = newPasurSandbox(s, seed)
	} else {
		sb, err = newFaroSandbox(s, game, seed)
	}
	if err != nil {
		s.sayf(locales.SandboxFailed, err.Error())
		return
	}
	s.sand = sb
	s.mode = modeSandbox
}

// saveSandbox writes the game as a scenario file.
func (s *Session) saveSandbox(args []string) {
	if len(args) != 1 {
		s.sayf(locales.SaveUsage)
		return
	}
	path := args[0]
	if !strings.HasSuffix(path, ".yaml") && !strings.HasSuffix(path, ".yml") {
		path += ".yaml"
	}
	data := s.sand.scenario(s)
	if err := writeFileAtomic(path, []byte(data)); err != nil {
		if errors.Is(err, os.ErrExist) {
			s.sayf(locales.SaveExists, path)
			return
		}
		s.sayf(locales.SaveFailed, path, err.Error())
		return
	}
	s.sayf(locales.SaveDone, path)
}

// writeFileAtomic writes data to path through a temporary file in the same
// directory, refusing to overwrite an existing file.
func writeFileAtomic(path string, data []byte) error {
	if _, err := os.Stat(path); err == nil {
		return os.ErrExist
	} else if !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return statefile.WriteAtomic(path, data)
}

// ruleErrorText explains an engine refusal in the session's language.
func (s *Session) ruleErrorText(err error) string {
	var fe *faro.RuleError
	if errors.As(err, &fe) {
		msg := s.ruleText(string(fe.Rule))
		switch {
		case len(fe.Allowed) > 0:
			msg += " " + s.p.T(locales.RefusalNeighbours, s.p.Rank(fe.Rank), s.p.Ranks(fe.Allowed))
		case len(fe.Remaining) > 0:
			msg += " " + s.p.T(locales.RefusalRemaining, s.p.CardsText(fe.Remaining))
		case fe.Limit != 0 && (errors.Is(fe.Err, faro.ErrStakeTooLow) || errors.Is(fe.Err, faro.ErrStakeTooHigh) || errors.Is(fe.Err, faro.ErrNotEnoughChips)):
			msg += " " + s.p.T(locales.RefusalLimit, fe.Limit)
		}
		return s.p.T(locales.Refused, msg)
	}
	var pe *pasur.MoveError
	if errors.As(err, &pe) {
		msg := s.ruleText(string(pe.Rule))
		if len(pe.Choices) > 0 {
			var opts []string
			for _, m := range pe.Choices {
				opts = append(opts, s.moveText(m))
			}
			msg += " " + s.p.T(locales.RefusalChoices, strings.Join(opts, " · "))
		}
		return s.p.T(locales.Refused, msg)
	}
	return s.p.T(locales.Refused, err.Error())
}

// moveText writes a Pasur move: "7♠ nimmt 4♦" / "7♠ legen".
func (s *Session) moveText(m pasur.Move) string {
	if len(m.Take) == 0 {
		return s.p.T(locales.AnswerLay, s.p.CardText(m.Card))
	}
	return s.p.T(locales.AnswerTake, s.p.CardText(m.Card), s.p.CardsText(m.Take))
}
