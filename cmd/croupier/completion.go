package main

import (
	"fmt"
	"sort"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

// completionCommand is croupier completion bash|zsh|fish: a script that
// makes the shell complete croupier's commands, their options, the
// values of options with a fixed set of them (--lang de|fr), the games
// and, for the commands that read files, file names. The script is made
// from the command table, so a new command or option is completed
// without a word written here.
func completionCommand(f *flagSet) action {
	return func(e *env, args []string) int {
		if len(args) != 1 {
			return failUsage(e, "completion", locales.CLICompletionShell, "croupier completion bash")
		}
		words := completionWords(e)
		switch args[0] {
		case "bash":
			fmt.Fprint(e.stdout, bashCompletion(words))
		case "zsh":
			fmt.Fprint(e.stdout, "#compdef croupier\nautoload -U +X bashcompinit && bashcompinit\n"+bashCompletion(words))
		case "fish":
			fmt.Fprint(e.stdout, fishCompletion(words))
		default:
			return failUsage(e, "completion", locales.CLICompletionShell, "croupier completion bash")
		}
		return exitOK
	}
}

// completed is what the shell offers after one command.
type completed struct {
	name    string
	options []string // spelled with their dashes
	args    []string // the words that may follow (games, shells, commands)
	files   bool     // file names may follow
}

// completion is what a completion script needs: the commands and, for
// every option that takes a value, the values it takes (nil: anything;
// a file or directory name where files or dirs says so).
type completion struct {
	commands []completed
	values   map[string][]string
	takes    map[string]bool // options that take a value
	dirs     map[string]bool // options whose value is a directory
	files    map[string]bool // options whose value is a file
	global   []string
}

// completionWords gathers from the command table what the shell may
// complete.
func completionWords(e *env) completion {
	c := completion{values: map[string][]string{}, takes: map[string]bool{}, dirs: map[string]bool{}, files: map[string]bool{}}
	note := func(o *opt) string {
		spelled := "--" + o.name
		if o.short {
			spelled = "-" + o.name
		}
		if o.placeholder(e.p) != "" {
			c.takes[spelled] = true
			if strings.Contains(o.lit, "|") {
				c.values[spelled] = strings.Split(o.lit, "|")
			}
			switch o.arg {
			case locales.CLIArgPath:
				c.dirs[spelled] = true
			case locales.HelpSaveArg:
				c.files[spelled] = true
			}
		}
		return spelled
	}
	for _, o := range globalOptions(e) {
		c.global = append(c.global, note(o))
	}
	var names []string
	for _, cmd := range commandTable() {
		names = append(names, cmd.name)
	}
	for _, cmd := range commandTable() {
		k := completed{name: cmd.name}
		for _, o := range commandOptions(cmd) {
			k.options = append(k.options, note(o))
		}
		k.options = append(k.options, c.global...)
		switch {
		case cmd.name == "help":
			k.args = names
		case cmd.name == "tutor":
			k.args = scenarios.CorpusIDs() // the embedded lessons, opened at once
		case strings.Contains(cmd.lit, "|"):
			k.args = strings.Split(strings.Trim(cmd.lit, "[]"), "|")
		case cmd.args == locales.CLIArgPaths || cmd.args == locales.CLIArgFiles:
			k.files = true
		}
		c.commands = append(c.commands, k)
	}
	return c
}

// bashCompletion writes the bash script (zsh runs it through
// bashcompinit).
func bashCompletion(c completion) string {
	var b strings.Builder
	b.WriteString("# croupier's completion for bash: source <(croupier completion bash)\n")
	b.WriteString("_croupier() {\n")
	b.WriteString("  local cur prev cmd i w\n")
	b.WriteString("  cur=${COMP_WORDS[COMP_CWORD]}\n")
	b.WriteString("  prev=${COMP_WORDS[COMP_CWORD-1]}\n")
	b.WriteString("  cmd=\n")
	b.WriteString("  for ((i = 1; i < COMP_CWORD; i++)); do\n")
	b.WriteString("    w=${COMP_WORDS[i]}\n")
	b.WriteString("    case $w in\n")
	fmt.Fprintf(&b, "    %s) ((i++)) ;;\n", strings.Join(sortedKeys(c.takes), "|"))
	b.WriteString("    -*) ;;\n")
	b.WriteString("    *) cmd=$w; break ;;\n")
	b.WriteString("    esac\n")
	b.WriteString("  done\n")
	b.WriteString("  case $prev in\n")
	for _, o := range sortedKeys(c.takes) {
		switch {
		case c.values[o] != nil:
			fmt.Fprintf(&b, "  %s) COMPREPLY=($(compgen -W %q -- \"$cur\")); return ;;\n", o, strings.Join(c.values[o], " "))
		case c.dirs[o]:
			fmt.Fprintf(&b, "  %s) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n", o)
		case c.files[o]:
			fmt.Fprintf(&b, "  %s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", o)
		default:
			fmt.Fprintf(&b, "  %s) COMPREPLY=(); return ;;\n", o) // a number, cards: nothing to offer
		}
	}
	b.WriteString("  esac\n")
	b.WriteString("  case $cmd in\n")
	var names []string
	for _, k := range c.commands {
		names = append(names, k.name)
		words := append(append([]string(nil), k.args...), k.options...)
		fmt.Fprintf(&b, "  %s)\n", k.name)
		fmt.Fprintf(&b, "    COMPREPLY=($(compgen -W %q -- \"$cur\"))\n", strings.Join(words, " "))
		if k.files {
			b.WriteString("    [[ $cur != -* ]] && COMPREPLY+=($(compgen -f -- \"$cur\"))\n")
		}
		b.WriteString("    ;;\n")
	}
	var tutorOpts []string
	for _, k := range c.commands {
		if k.name == "tutor" {
			tutorOpts = k.options
		}
	}
	fmt.Fprintf(&b, "  *) COMPREPLY=($(compgen -W %q -- \"$cur\")) ;;\n", strings.Join(append(names, tutorOpts...), " "))
	b.WriteString("  esac\n")
	b.WriteString("}\n")
	b.WriteString("complete -o filenames -F _croupier croupier\n")
	return b.String()
}

// fishCompletion writes the fish script.
func fishCompletion(c completion) string {
	var b strings.Builder
	b.WriteString("# croupier's completion for fish: croupier completion fish | source\n")
	b.WriteString("complete -c croupier -f\n")
	var names []string
	for _, k := range c.commands {
		names = append(names, k.name)
	}
	fmt.Fprintf(&b, "complete -c croupier -n '__fish_use_subcommand' -a '%s'\n", strings.Join(names, " "))
	option := func(cond, o string) {
		dash, name := "-l", strings.TrimLeft(o, "-")
		if !strings.HasPrefix(o, "--") {
			dash = "-o"
		}
		line := fmt.Sprintf("complete -c croupier -n '%s' %s %s", cond, dash, name)
		switch {
		case c.values[o] != nil:
			line += fmt.Sprintf(" -x -a '%s'", strings.Join(c.values[o], " "))
		case c.dirs[o]:
			line += " -r -a '(__fish_complete_directories)'"
		case c.files[o]:
			line += " -r -F"
		case c.takes[o]:
			line += " -x"
		}
		b.WriteString(line + "\n")
	}
	for _, o := range c.global {
		option("__fish_use_subcommand", o)
	}
	for _, k := range c.commands {
		cond := "__fish_seen_subcommand_from " + k.name
		for _, o := range k.options {
			option(cond, o)
		}
		if len(k.args) > 0 {
			fmt.Fprintf(&b, "complete -c croupier -n '%s' -a '%s'\n", cond, strings.Join(k.args, " "))
		}
		if k.files {
			fmt.Fprintf(&b, "complete -c croupier -n '%s' -F\n", cond)
		}
	}
	return b.String()
}

// sortedKeys returns m's keys in order.
func sortedKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
