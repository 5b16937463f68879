package input

import (
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
	CmdLevel
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
	{ID: CmdLevel, German: "stufe", French: "niveau", Aliases: []string{"level"}, Arg: locales.HelpLevelArg, HasArg: true, Help: locales.HelpLevel},
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
			m[fold(w)] = c.ID
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

// ParseCommand reads a command line in either language (see
// Line.Command).
func ParseCommand(line string) (Command, error) { return NewLine(line).Command() }

// Command reads the line as a command in either language: a command
// word, optionally after ":" or "/", and its arguments ("sprache fr",
// "langue de", "speichern partie.yaml"). Case, accents and Unicode forms
// do not matter for the command word (its token's folded form); the
// arguments are the fields after it as typed (not folded, so that a file
// name keeps its case). A line that is not a command fails with
// ErrNotCommand.
func (l *Line) Command() (Command, error) {
	if l.TooLong() {
		return Command{}, &Error{Reason: ErrTooLong}
	}
	start, end := l.field(0)
	for start < end && (l.Text[start] == ':' || l.Text[start] == '/') {
		start++
	}
	if start == end {
		// ": hilfe" or "/ aide"
		if start, end = l.field(end); start == end {
			return Command{}, ErrNotCommand
		}
	}
	id, ok := l.commandAt(start, end)
	if !ok {
		return Command{}, ErrNotCommand
	}
	c := Command{ID: id, Name: l.Text[start:end]}
	for at := end; ; {
		s, e := l.field(at)
		if s == e {
			break
		}
		c.Args = append(c.Args, l.Text[s:e])
		at = e
	}
	return c, nil
}

// commandAt returns the command that the field [start, end) names: one
// token that is the whole field, by its folded form, or a field of no
// word ("?").
func (l *Line) commandAt(start, end int) (CommandID, bool) {
	n, whole, folded := 0, false, ""
	for _, t := range l.Toks {
		if t.Start >= start && t.End <= end {
			n++
			whole, folded = t.Start == start && t.End == end, t.Fold
		}
	}
	switch {
	case n == 1 && whole:
		id, ok := commandByWord[folded]
		return id, ok
	case n == 0:
		id, ok := commandByWord[l.Text[start:end]]
		return id, ok
	}
	return NoCommand, false
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
