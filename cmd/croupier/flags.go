package main

import (
	"errors"
	"flag"
	"io"
	"sort"
	"strconv"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

// flagSet is one command's options: a standard flag.FlagSet whose output
// is discarded and whose errors croupier says itself, in the user's
// language. Every option is defined through its methods, so that a value
// that does not fit is recorded with the sentence that explains it.
type flagSet struct {
	fs      *flag.FlagSet
	command string            // as the user calls it: "croupier quiz", or "croupier"
	example map[string]string // an example value for each option that takes one
	bad     *badValue         // the first value a Set refused
	opts    []*opt            // the options in the order defined, for the help
}

// opt is how an option is shown in its command's help: its value's
// placeholder (a message such as DATEI, or a literal such as
// "pharo|pharaon"; none for a switch), what it does, whether it may be
// given again, and the option it excludes (shown as one choice).
type opt struct {
	name   string
	arg    locales.Message
	lit    string
	help   locales.Message
	repeat bool
	alt    *opt
	short  bool // written with one dash: -o
}

// oneDash writes the option with one dash, as short options are: -o.
func (o *opt) oneDash() *opt { o.short = true; return o }

// about sets what the option does.
func (o *opt) about(m locales.Message) *opt { o.help = m; return o }

// shown sets the placeholder of the option's value.
func (o *opt) shown(arg locales.Message) *opt { o.arg = arg; return o }

// literal sets a placeholder that is the same in every language ("N").
func (o *opt) literal(s string) *opt { o.lit = s; return o }

// or marks o and other as excluding each other: the synopsis shows them
// as one choice, "[--shown KARTEN | --box KARTEN]".
func (o *opt) or(other *opt) *opt { o.alt = other; return o }

// placeholder is the option's value as the help writes it, in p's
// language ("" for a switch).
func (o *opt) placeholder(p locales.Printer) string {
	if o.lit != "" {
		return o.lit
	}
	if o.arg != (locales.Message{}) {
		return p.T(o.arg)
	}
	return ""
}

// spelled writes the option as one types it: "--json", "-o DATEI".
func (o *opt) spelled(p locales.Printer) string {
	dash := "--"
	if o.short {
		dash = "-"
	}
	if ph := o.placeholder(p); ph != "" {
		return dash + o.name + " " + ph
	}
	return dash + o.name
}

// badValue is a value an option refused, with the message that says why;
// the message's arguments are args.
type badValue struct {
	msg       locales.Message
	args      []any
	bothLangs bool // said in every language (a bad --lang)
}

func (b *badValue) Error() string { return "bad value" } // flag wraps it; never shown

// newFlagSet returns the options of a command; command is what the user
// typed to call it.
func newFlagSet(command string) *flagSet {
	fs := flag.NewFlagSet(command, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {} // croupier prints its own usage and errors
	return &flagSet{fs: fs, command: command, example: map[string]string{}}
}

// value is a flag.Value whose Set reports a refusal to its flagSet.
type value struct {
	f      *flagSet
	text   string
	isBool bool
	set    func(s string) *badValue
}

func (v *value) String() string { return v.text }

func (v *value) Set(s string) error {
	if b := v.set(s); b != nil {
		if v.f.bad == nil {
			v.f.bad = b
		}
		return b
	}
	v.text = s
	return nil
}

func (v *value) IsBoolFlag() bool { return v.isBool }

// define adds an option named name, with an example value for messages
// ("" for a switch); the help of the option is set on what it returns.
func (f *flagSet) define(name, example string, isBool bool, set func(string) *badValue) *opt {
	f.fs.Var(&value{f: f, isBool: isBool, set: set}, name, "")
	if !isBool {
		f.example[name] = example
	}
	o := &opt{name: name}
	f.opts = append(f.opts, o)
	return o
}

// boolean defines a switch such as --plain.
func (f *flagSet) boolean(p *bool, name string) *opt {
	return f.define(name, "", true, func(s string) *badValue {
		b, err := strconv.ParseBool(s)
		if err != nil {
			return &badValue{msg: locales.CLIBadSwitch, args: []any{"--" + name, s}}
		}
		*p = b
		return nil
	})
}

// text defines an option with any text as its value; set records that
// it was given.
func (f *flagSet) text(p *string, set *bool, name, example string) *opt {
	return f.define(name, example, false, func(s string) *badValue {
		*p = s
		if set != nil {
			*set = true
		}
		return nil
	})
}

// list defines a repeatable option: each use adds a value.
func (f *flagSet) list(p *[]string, name, example string) *opt {
	o := f.define(name, example, false, func(s string) *badValue {
		*p = append(*p, s)
		return nil
	})
	o.repeat = true
	return o
}

// seed defines --seed: a whole number from 0 that fixes the shuffling.
func (f *flagSet) seed(p *uint64, set *bool) *opt {
	return f.define("seed", "7", false, func(s string) *badValue {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return &badValue{msg: locales.CLIBadSeed, args: []any{s}}
		}
		*p = n
		if set != nil {
			*set = true
		}
		return nil
	}).literal("N")
}

// intIn defines an option whose value is a whole number from lo to hi;
// refuse says why another value does not fit.
func (f *flagSet) intIn(p *int, name, example string, lo, hi int, refuse func(s string) *badValue) *opt {
	return f.define(name, example, false, func(s string) *badValue {
		n, err := strconv.Atoi(s)
		if err != nil || n < lo || n > hi {
			return refuse(s)
		}
		*p = n
		return nil
	})
}

// choice defines an option whose value is one of choices.
func (f *flagSet) choice(p *string, name string, choices ...string) *opt {
	return f.define(name, choices[len(choices)-1], false, func(s string) *badValue {
		for _, c := range choices {
			if s == c {
				*p = s
				return nil
			}
		}
		return &badValue{msg: locales.CLIBadChoice, args: []any{"--" + name, s, choices}}
	}).literal(strings.Join(choices, "|"))
}

// dashed writes the option's name as one types it: --json, or -o for an
// option written with one dash.
func (f *flagSet) dashed(name string) string {
	for _, o := range f.opts {
		if o.name == name && o.short {
			return "-" + name
		}
	}
	return "--" + name
}

// names returns the options' names, sorted.
func (f *flagSet) names() []string {
	var out []string
	f.fs.VisitAll(func(fl *flag.Flag) { out = append(out, fl.Name) })
	sort.Strings(out)
	return out
}

// errHelp is returned by parse when -h or --help was asked for.
var errHelp = flag.ErrHelp

// usageError is an invalid command line, said in the user's language.
type usageError struct {
	msg       locales.Message
	args      []any
	unknown   bool // an option that is not defined
	bothLangs bool // to be said in every language
}

func (u *usageError) Error() string { return "usage error" } // rendered by render

// render says the problem in p's language.
func (u *usageError) render(p locales.Printer) string {
	args := make([]any, len(u.args))
	for i, a := range u.args {
		if list, ok := a.([]string); ok {
			a = p.List(list)
		}
		args[i] = a
	}
	return p.T(u.msg, args...)
}

// parse reads args: options and the other arguments in any order (options
// may follow them; after "--" everything is an argument). It returns the
// other arguments in order, errHelp for -h or --help, or a *usageError.
func (f *flagSet) parse(args []string) ([]string, error) {
	var rest []string
	for {
		err := f.fs.Parse(args)
		if err != nil {
			return nil, f.explain(err)
		}
		left := f.fs.Args()
		if len(left) == 0 {
			return rest, nil
		}
		if used := len(args) - len(left); used > 0 && args[used-1] == "--" {
			return append(rest, left...), nil
		}
		rest = append(rest, left[0])
		args = left[1:]
	}
}

// explain turns an error of the flag package into croupier's own. The
// flag package's errors are plain text; the three it can give for a
// command line whose values are all checked by our own Set are told by
// their fixed prefixes (TestFlagErrors pins them).
func (f *flagSet) explain(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return errHelp
	}
	if f.bad != nil {
		b := f.bad
		f.bad = nil
		return &usageError{msg: b.msg, args: b.args, bothLangs: b.bothLangs}
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return usageErr(locales.CLIFlagNeedsValue, f.dashed(name), f.example[name])
	}
	typed, name := "", ""
	if n, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		typed, name = "--"+n, n
	} else if raw, ok := strings.CutPrefix(msg, "bad flag syntax: "); ok {
		typed, name = raw, strings.TrimLeft(raw, "-=")
	} else {
		return usageErr(locales.CLIBadOptions, f.command)
	}
	s := scenarios.Suggest(name, f.names())
	if f.fs.Lookup(name) != nil {
		s = name // "---seed": one dash too many
	}
	if s != "" {
		return &usageError{msg: locales.CLIUnknownFlagSuggest, args: []any{typed, f.command, "--" + s}, unknown: true}
	}
	return &usageError{msg: locales.CLIUnknownFlag, args: []any{typed, f.command}, unknown: true}
}
