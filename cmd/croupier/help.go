package main

import (
	"fmt"
	"strings"

	"croupier/locales"
)

// The help of the commands is built from the command table and from the
// options each command defines: the synopsis ("croupier run [--json]
// [--strict] [--junit DATEI] [PFAD…]") and the list of options come from
// the flags themselves, so that the help names every option a command
// takes (TestHelpNamesEveryOption); the texts are the command's own
// messages.

// helpColumn is where the commands' summaries begin in the list of
// commands.
const helpColumn = 38

// commandOptions returns the options a command defines itself (without
// the global ones), in the order it defines them.
func commandOptions(c command) []*opt {
	f := newFlagSet("croupier " + c.name)
	c.define(f)
	return f.opts
}

// globalOptions returns the options every command takes.
func globalOptions(e *env) []*opt {
	f := newFlagSet("croupier")
	(&globals{}).define(f, &env{p: e.p})
	return f.opts
}

// synopsis writes a command as one calls it, in p's language: its name,
// its options (a repeatable one followed by "…", two that exclude each
// other as one choice) and its other arguments.
func synopsis(p locales.Printer, c command) string {
	parts := []string{"croupier", c.name}
	if c.name == "tutor" {
		parts[1] = "[tutor]"
	}
	args := c.lit
	if c.args != (locales.Message{}) {
		args = p.T(c.args)
	}
	if args != "" && c.argsFirst {
		parts = append(parts, args)
	}
	opts := commandOptions(c)
	alternative := map[*opt]bool{}
	for _, o := range opts {
		if o.alt != nil {
			alternative[o.alt] = true
		}
	}
	for _, o := range opts {
		switch {
		case alternative[o]:
			continue // shown with the option it excludes
		case o.alt != nil:
			parts = append(parts, "["+o.spelled(p)+" | "+o.alt.spelled(p)+"]")
		case o.repeat:
			parts = append(parts, "["+o.spelled(p)+"]…")
		default:
			parts = append(parts, "["+o.spelled(p)+"]")
		}
	}
	if args != "" && !c.argsFirst {
		parts = append(parts, args)
	}
	return strings.Join(parts, " ")
}

// optionLines lists options as "  --json   what it does", the texts in
// one column; a text of several lines continues in that column.
func optionLines(entries [][2]string) []string {
	width := 0
	for _, en := range entries {
		width = max(width, len([]rune(en[0])))
	}
	var out []string
	for _, en := range entries {
		lines := strings.Split(en[1], "\n")
		out = append(out, "  "+en[0]+strings.Repeat(" ", width-len([]rune(en[0]))+2)+lines[0])
		for _, l := range lines[1:] {
			out = append(out, strings.Repeat(" ", width+4)+l)
		}
	}
	return out
}

// indented writes a text of several lines with two spaces before each.
func indented(s string) []string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = "  " + l
	}
	return lines
}

// usageText is "croupier help NAME": the synopsis, what the command
// does, its arguments and options, what follows them, then the global
// options.
func usageText(e *env, c command) string {
	p := e.p
	lines := []string{p.T(locales.CLIHelpUsage, synopsis(p, c))}
	if c.about != (locales.Message{}) {
		lines = append(lines, indented(p.T(c.about))...)
	}
	var entries [][2]string
	if c.argHelp != (locales.Message{}) {
		args := c.lit
		if c.args != (locales.Message{}) {
			args = p.T(c.args)
		}
		entries = append(entries, [2]string{strings.Trim(args, "[]"), p.T(c.argHelp)})
	}
	for _, o := range commandOptions(c) {
		entries = append(entries, [2]string{o.spelled(p), p.T(o.help)})
	}
	lines = append(lines, optionLines(entries)...)
	if c.after != (locales.Message{}) {
		lines = append(lines, indented(p.T(c.after))...)
	}
	return strings.Join(lines, "\n") + "\n\n" + globalText(e)
}

// globalText lists the options every command takes.
func globalText(e *env) string {
	p := e.p
	var entries [][2]string
	for _, o := range globalOptions(e) {
		entries = append(entries, [2]string{o.spelled(p), p.T(o.help)})
	}
	entries = append(entries, [2]string{"-h, --help", p.T(locales.CLIHelpFlagHelp)})
	return p.T(locales.CLIHelpGlobal) + "\n" + strings.Join(optionLines(entries), "\n") + "\n"
}

// commandsText is "croupier help": every command's synopsis with what it
// is, then the global options.
func commandsText(e *env) string {
	p := e.p
	lines := []string{p.T(locales.CLIHelpHead)}
	for _, c := range commandTable() {
		syn := "  " + synopsis(p, c)
		if n := len([]rune(syn)); n < helpColumn {
			lines = append(lines, syn+strings.Repeat(" ", helpColumn-n)+p.T(c.summary))
		} else {
			lines = append(lines, syn, strings.Repeat(" ", helpColumn)+p.T(c.summary))
		}
	}
	return strings.Join(lines, "\n") + "\n\n" + globalText(e)
}

// printUsage prints a command's help on stdout.
func printUsage(e *env, c command) { fmt.Fprint(e.stdout, usageText(e, c)) }

// printCommands prints the list of commands on stdout.
func printCommands(e *env) { fmt.Fprint(e.stdout, commandsText(e)) }
