package input

import (
	"strings"

	"croupier/engine"
	"croupier/locales"
)

// CommandID names a tutor command independently of its language.
type CommandID uint8

// The commands. NoCommand is the zero value: the line is not a command.
const (
	NoCommand CommandID = iota
	CmdHelp
	CmdHint
	CmdWhy
	CmdTable
	CmdCasekeeper
	CmdUndo
	CmdSkip
	CmdRestart
	CmdMenu
	CmdLang
	CmdQuit
	CmdProgress
	CmdReset
	CmdPlay
	CmdSave
	CmdDeal
	CmdGlossary
	CmdQuiz
	CmdOdds
	CmdStats
	CmdCoach
)

// Command is one parsed command line.
type Command struct {
	ID CommandID
	// Name is the command word as typed.
	Name string
	// Args are the remaining words as typed (not folded, so that a file
	// name keeps its case).
	Args []string
}

// CommandSpec is one command of the tutor: its names in German and in
// French (as the help shows them), further spellings accepted, the
// argument it takes in the help, and what it does.
type CommandSpec struct {
	ID       CommandID
	German   string
	French   string
	Aliases  []string
	Arg      locales.Message // zero when the command takes none
	HasArg   bool
	Help     locales.Message
	LangHint bool // the help shows the other language as its argument
}

// Commands lists every command in the order the help shows them.
var Commands = []CommandSpec{
	{ID: CmdHint, German: "tipp", French: "indice", Aliases: []string{"hinweis", "hint"}, Help: locales.HelpHint},
	{ID: CmdWhy, German: "warum", French: "pourquoi", Aliases: []string{"why", "erklärung", "explication"}, Help: locales.HelpWhy},
	{ID: CmdTable, German: "tisch", French: "table", Help: locales.HelpTable},
	{ID: CmdCasekeeper, German: "zähler", French: "compteur", Aliases: []string{"zaehler", "kartenzähler", "casekeeper"}, Help: locales.HelpCasekeeper},
	{ID: CmdUndo, German: "zurück", French: "annuler", Aliases: []string{"zurueck", "undo"}, Help: locales.HelpUndo},
	{ID: CmdSkip, German: "weiter", French: "passer", Aliases: []string{"skip", "suivant", "suite"}, Help: locales.HelpSkip},
	{ID: CmdRestart, German: "neustart", French: "recommencer", Aliases: []string{"restart"}, Help: locales.HelpRestart},
	{ID: CmdMenu, German: "menü", French: "menu", Aliases: []string{"menue"}, Help: locales.HelpMenu},
	{ID: CmdProgress, German: "fortschritt", French: "progrès", Aliases: []string{"stand"}, Help: locales.HelpProgress},
	{ID: CmdReset, German: "zurücksetzen", French: "réinitialiser", Aliases: []string{"zuruecksetzen", "reset"}, Arg: locales.HelpResetArg, HasArg: true, Help: locales.HelpReset},
	{ID: CmdPlay, German: "spiel", French: "jouer", Aliases: []string{"spielen", "joue", "play"}, Arg: locales.HelpPlayArg, HasArg: true, Help: locales.HelpPlay},
	{ID: CmdDeal, German: "abziehen", French: "tirer", Aliases: []string{"abzug", "ziehen", "tire", "deal"}, Help: locales.HelpDeal},
	{ID: CmdCoach, German: "coach", French: "coach", Aliases: []string{"trainer", "entraîneur"}, Arg: locales.HelpCoachArg, HasArg: true, Help: locales.HelpCoach},
	{ID: CmdSave, German: "speichern", French: "enregistrer", Aliases: []string{"save", "sauver"}, Arg: locales.HelpSaveArg, HasArg: true, Help: locales.HelpSave},
	{ID: CmdGlossary, German: "glossar", French: "glossaire", Aliases: []string{"glossary", "begriffe", "lexique"}, Arg: locales.HelpGlossaryArg, HasArg: true, Help: locales.HelpGlossary},
	{ID: CmdQuiz, German: "quiz", French: "quiz", Aliases: []string{"quizz"}, Arg: locales.QuizHelpArg, HasArg: true, Help: locales.QuizHelp},
	{ID: CmdOdds, German: "chancen", French: "cotes", Aliases: []string{"odds", "chances", "wahrscheinlichkeiten"}, Help: locales.QuizHelpOdds},
	{ID: CmdStats, German: "statistik", French: "statistiques", Aliases: []string{"stats", "statistics", "statistique"}, Help: locales.QuizHelpStats},
	{ID: CmdLang, German: "sprache", French: "langue", Aliases: []string{"lang", "language"}, LangHint: true, Help: locales.HelpLang},
	{ID: CmdHelp, German: "hilfe", French: "aide", Aliases: []string{"help", "?"}, Help: locales.HelpHelp},
	{ID: CmdQuit, German: "ende", French: "quitter", Aliases: []string{"beenden", "exit", "quit", "fin"}, Help: locales.HelpQuit},
}

// commandByWord maps every folded spelling to its command.
var commandByWord = func() map[string]CommandID {
	m := map[string]CommandID{}
	for _, c := range Commands {
		for _, w := range append([]string{c.German, c.French}, c.Aliases...) {
			m[engine.Fold(w)] = c.ID
		}
	}
	return m
}()

// Spec returns the command's spec.
func Spec(id CommandID) CommandSpec {
	for _, c := range Commands {
		if c.ID == id {
			return c
		}
	}
	return CommandSpec{}
}

// Name returns the command's name in a language.
func (c CommandSpec) Name(l locales.Lang) string {
	if l == locales.French {
		return c.French
	}
	return c.German
}

// ErrNotCommand is returned by ParseCommand for a line that is not a
// command (an answer, most likely).
var ErrNotCommand = &Error{Reason: ErrUnexpected, Token: "not a command"}

// ParseCommand reads a command line in either language: a command word,
// optionally after ":" or "/", and its arguments ("sprache fr", "langue
// de", "speichern partie.yaml"). Case, accents and Unicode forms do not
// matter for the command word. A line that is not a command fails with
// ErrNotCommand.
func ParseCommand(line string) (Command, error) {
	if len(line) > MaxInput {
		return Command{}, &Error{Reason: ErrTooLong}
	}
	raw := strings.Fields(line)
	if len(raw) == 0 {
		return Command{}, ErrNotCommand
	}
	head := strings.TrimLeft(raw[0], ":/")
	args := raw[1:]
	if head == "" {
		// ": hilfe" or "/ aide"
		if len(args) == 0 {
			return Command{}, ErrNotCommand
		}
		head, args = args[0], args[1:]
	}
	id, ok := commandByWord[engine.Fold(head)]
	if !ok {
		return Command{}, ErrNotCommand
	}
	return Command{ID: id, Name: head, Args: append([]string(nil), args...)}, nil
}

// CommandWords returns every command name of both languages, for tab
// completion: German and French names in help order.
func CommandWords() []string {
	var out []string
	for _, c := range Commands {
		out = append(out, c.German)
		if c.French != c.German {
			out = append(out, c.French)
		}
	}
	return out
}
