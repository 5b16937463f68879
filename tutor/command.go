package tutor

import (
	"errors"
	"strings"
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
)

// Command is one parsed command line.
type Command struct {
	ID CommandID
	// Name is the command word as typed (folded).
	Name string
	// Args are the remaining words as typed (not folded, so that a file
	// name keeps its case).
	Args []string
}

// commandName is one spelling of a command.
type commandName struct {
	id   CommandID
	de   string // German name shown by hilfe
	fr   string // French name shown by aide
	more []string
}

// commandNames lists every command with its German and French names and
// further accepted spellings (folded). Order is the order of the help.
func commandNames() []commandName {
	return []commandName{
		{CmdHelp, "hilfe", "aide", []string{"help", "?"}},
		{CmdHint, "tipp", "indice", []string{"hinweis", "hint"}},
		{CmdWhy, "warum", "pourquoi", []string{"why", "erklarung", "explication"}},
		{CmdTable, "tisch", "table", nil},
		{CmdCasekeeper, "zähler", "compteur", []string{"zahler", "zaehler", "kartenzahler", "casekeeper"}},
		{CmdUndo, "zurück", "annuler", []string{"zuruck", "zurueck", "undo"}},
		{CmdSkip, "weiter", "passer", []string{"skip", "suivant"}},
		{CmdRestart, "neustart", "recommencer", []string{"restart"}},
		{CmdMenu, "menü", "menu", []string{"menue"}},
		{CmdLang, "sprache", "langue", []string{"lang", "language"}},
		{CmdProgress, "fortschritt", "progrès", []string{"progres", "stand"}},
		{CmdReset, "zurücksetzen", "réinitialiser", []string{"zurucksetzen", "zuruecksetzen", "reinitialiser", "reset"}},
		{CmdPlay, "spiel", "jouer", []string{"spielen", "joue", "play"}},
		{CmdDeal, "abziehen", "tirer", []string{"abzug", "ziehen", "tire", "deal"}},
		{CmdSave, "speichern", "enregistrer", []string{"save", "sauver"}},
		{CmdGlossary, "glossar", "glossaire", []string{"glossary", "begriffe", "lexique"}},
		{CmdQuiz, "quiz", "quiz", []string{"quizz"}},
		{CmdOdds, "chancen", "cotes", []string{"odds", "chances", "wahrscheinlichkeiten"}},
		{CmdStats, "statistik", "statistiques", []string{"stats", "statistics", "statistique"}},
		{CmdQuit, "ende", "quitter", []string{"beenden", "exit", "quit", "fin"}},
	}
}

// ErrNotCommand is returned by ParseCommand for a line that is not a
// command (an answer, most likely).
var ErrNotCommand = errors.New("not a command")

// ErrLongInput is returned for input longer than MaxInput bytes.
var ErrLongInput = errors.New("input too long")

// MaxInput bounds one line of input; longer lines are refused unread.
const MaxInput = 4096

// ParseCommand reads a command line in either language: a command word,
// optionally after ":" or "/", and its arguments ("sprache fr", "langue
// de", "speichern partie.yaml"). Case, accents and Unicode forms do not
// matter for the command word. A line that is not a command fails with
// ErrNotCommand.
func ParseCommand(line string) (Command, error) {
	if len(line) > MaxInput {
		return Command{}, ErrLongInput
	}
	raw := strings.Fields(line)
	if len(raw) == 0 {
		return Command{}, ErrNotCommand
	}
	head := Fold(raw[0])
	head = strings.TrimLeft(head, ":/")
	args := raw[1:]
	if head == "" {
		// ": hilfe" or "/ aide"
		if len(args) == 0 {
			return Command{}, ErrNotCommand
		}
		head, args = Fold(args[0]), args[1:]
	}
	id := lookupCommand(head)
	if id == NoCommand {
		return Command{}, ErrNotCommand
	}
	return Command{ID: id, Name: head, Args: append([]string(nil), args...)}, nil
}

// lookupCommand returns the command a folded word names.
func lookupCommand(w string) CommandID {
	for _, n := range commandNames() {
		if w == Fold(n.de) || w == Fold(n.fr) {
			return n.id
		}
		for _, m := range n.more {
			if w == m {
				return n.id
			}
		}
	}
	return NoCommand
}

// CommandWord returns the name of a command in a language ("de" or "fr").
func CommandWord(id CommandID, french bool) string {
	for _, n := range commandNames() {
		if n.id == id {
			if french {
				return n.fr
			}
			return n.de
		}
	}
	return ""
}

// CommandWords returns every command name of both languages, for tab
// completion: German and French names in help order.
func CommandWords() []string {
	var out []string
	for _, n := range commandNames() {
		out = append(out, n.de)
		if n.fr != n.de {
			out = append(out, n.fr)
		}
	}
	return out
}
