package input

import "testing"

// TestParseCommand checks both languages' names, folding and arguments.
func TestParseCommand(t *testing.T) {
	cases := map[string]CommandID{
		"hilfe": CmdHelp, "aide": CmdHelp, "TIPP": CmdHint, "indice": CmdHint, "warum": CmdWhy,
		"pourquoi": CmdWhy, "tisch": CmdTable, "table": CmdTable, "zähler": CmdCasekeeper,
		"zahler": CmdCasekeeper, "compteur": CmdCasekeeper, "zurück": CmdUndo, "zuruck": CmdUndo,
		"annuler": CmdUndo, "weiter": CmdSkip, "passer": CmdSkip, "neustart": CmdRestart,
		"recommencer": CmdRestart, "menü": CmdMenu, "menu": CmdMenu, "Menu\u0308": CmdMenu,
		"sprache fr": CmdLang, "langue de": CmdLang, "ende": CmdQuit, "quitter": CmdQuit,
		"/hilfe": CmdHelp, ": aide": CmdHelp, "spiel faro": CmdPlay, "jouer pharaon": CmdPlay,
		"speichern x.yaml": CmdSave, "enregistrer X.yaml": CmdSave, "réinitialiser tout": CmdReset,
		"zurücksetzen 3": CmdReset, "abziehen": CmdDeal, "tirer": CmdDeal,
	}
	for in, want := range cases {
		c, err := ParseCommand(in)
		if err != nil || c.ID != want {
			t.Errorf("%q: %v %v, want %v", in, c.ID, err, want)
		}
	}
	if c, _ := ParseCommand("enregistrer Partie.YAML"); len(c.Args) != 1 || c.Args[0] != "Partie.YAML" {
		t.Errorf("argument case lost: %v", c.Args)
	}
	for _, in := range []string{"", "Dan +4", "nehme 4♦", "ja", ":"} {
		if _, err := ParseCommand(in); err != ErrNotCommand {
			t.Errorf("%q read as a command", in)
		}
	}
}
