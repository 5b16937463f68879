package play

import (
	"errors"
	"strings"

	"croupier/engine/faro"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/scenarios/statefile"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// Game is a free game in progress.
type Game interface {
	// Prompt names the game for the prompt ("Pharo> ", "Pasur> ").
	Prompt() string
	// Input reads a move (a bet, a play); an empty line draws a turn or
	// shows the table.
	Input(l *input.Line)
	// Command runs a command inside the game (table, deal, save …);
	// false when it is not one of the game's.
	Command(c input.Command) bool
	// Deal returns the Faro deal (nil for Pasur), for the odds.
	Deal() *faro.Deal
	// Words lists completions for a move.
	Words() []string
	// Scenario returns what was played as a scenario.
	Scenario() *scenarios.Scenario
}

// ParseGame reads the game of "spiel faro", "jouer pharaon", "spiel
// pasur 3": "pharo", "pharaon" or "pasur", the first word (the words
// after it are the game's options, see ParseOptions).
func ParseGame(args []string) (string, bool) {
	if len(args) == 0 {
		return "", false
	}
	return input.ParseGame(args[0])
}

// New starts a free game of "pharo", "pharaon" or "pasur", dealt from the
// seed, and shows its table; o are the options of Pasur (ParseOptions).
func New(game string, o Options, seed uint64, scr *screen.Screen) (Game, error) {
	switch game {
	case "pasur":
		return newPasur(scr, seed, o)
	case "pharaon":
		return newFaro(scr, faro.Pharaon, seed)
	}
	return newFaro(scr, faro.Pharo, seed)
}

// save writes the game as a scenario file, refusing to overwrite one,
// and says "saved" only once the file is complete in place; a failure is
// said with the path and what to do, and no file (and no temporary file)
// is left.
func save(scr *screen.Screen, g Game, args []string) {
	if len(args) != 1 {
		scr.Sayf(locales.SaveUsage)
		return
	}
	path := args[0]
	if !strings.HasSuffix(path, ".yaml") && !strings.HasSuffix(path, ".yml") {
		path += ".yaml"
	}
	p := scr.P()
	data, err := scenarios.Encode(g.Scenario(), p.T(locales.SaveComment))
	if err == nil {
		err = statefile.WriteNew(path, data, 0o644)
	}
	var se *statefile.Error
	switch {
	case errors.As(err, &se) && se.Reason == statefile.ReasonExists:
		scr.Sayf(locales.SaveExists, path)
	case err != nil && !(se != nil && se.Written()):
		scr.Sayf(locales.SaveFailed, path, p.FileProblem(path, err))
	default:
		scr.Sayf(locales.SaveDone, path)
	}
}

// gameNames names the games of free play.
var gameNames = map[string]locales.Message{
	"pharo":   locales.GroupPharo,
	"pharaon": locales.GroupPharaon,
	"pasur":   locales.GroupPasur,
}

// header fills the common head of a saved game.
func header(scr *screen.Screen, id, game string, seed uint64) scenarios.Scenario {
	p := scr.P()
	lang := scenarios.Lang(scr.Lang())
	return scenarios.Scenario{
		ID:    id,
		Langs: []scenarios.Lang{lang},
		Title: scenarios.Text{lang: p.T(locales.SaveTitle, p.T(gameNames[game]), seed)},
		Steps: []scenarios.StepSpec{{Kind: scenarios.StepSay, Say: scenarios.Text{lang: p.T(locales.SaveSay)}}},
	}
}
