package tutor

import (
	"strings"

	"croupier/engine"
	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// command runs a command line: the session's own commands first, then
// the mode's.
func (s *Session) command(c input.Command) {
	switch c.ID {
	case input.CmdHelp:
		s.help()
	case input.CmdQuit:
		s.quit()
	case input.CmdLang:
		s.langCommand(c.Args)
	case input.CmdMenu:
		s.toMenu()
	case input.CmdProgress:
		s.showProgress()
	case input.CmdReset:
		s.resetCommand(c.Args)
	case input.CmdPlay:
		s.startPlay(c.Args)
	case input.CmdGlossary:
		s.glossary(c.Args)
	case input.CmdQuiz:
		s.startQuiz(c.Args)
	case input.CmdOdds:
		s.showOdds()
	case input.CmdStats:
		s.showStats(c.Args)
	default:
		if !s.mode.Command(c) {
			s.scr.Sayf(locales.NotHere, c.Name)
		}
	}
}

// helpHeadMax is the widest command the help's column of explanations
// makes room for; a longer one has its explanation start after it.
const helpHeadMax = 25

// help lists the commands with their names in the current language and
// says that the other language's names work too.
func (s *Session) help() {
	p := s.scr.P()
	l := s.Lang()
	other := locales.French
	if l == locales.French {
		other = locales.German
	}
	s.scr.Styled(locales.Bold, p.T(locales.HelpTitle))
	var names, heads []string
	headW := 0
	for _, c := range input.Commands {
		name := c.Name(l)
		switch {
		case c.LangHint:
			name += " " + string(other)
		case c.Arg != (locales.Message{}):
			name += " " + p.T(c.Arg)
		}
		heads = append(heads, name)
		headW = max(headW, screen.Width(name))
		names = append(names, c.Name(other))
	}
	// the explanations in a column of their own, wrapped beside the
	// commands; on a narrow screen under them
	headW = min(headW, helpHeadMax) + 2
	for i, c := range input.Commands {
		s.scr.Raw(screen.Hang("  "+screen.Pad(heads[i], headW), strings.Repeat(" ", headW+2), p.T(c.Help), s.scr.Width()))
	}
	s.scr.Sayf(locales.HelpOtherLang, strings.Join(names, ", "))
	s.scr.Sayf(locales.HelpKeys)
	s.mode.Help()
}

// langCommand switches the language: "sprache fr", "langue de".
func (s *Session) langCommand(args []string) {
	if len(args) != 1 {
		s.scr.Sayf(locales.LangUsage)
		return
	}
	l, err := locales.ParseLang(args[0])
	if err != nil {
		switch engine.Fold(args[0]) {
		case "deutsch", "allemand", "german":
			l, err = locales.German, nil
		case "franzosisch", "francais", "french":
			l, err = locales.French, nil
		}
	}
	if err != nil {
		s.scr.Sayf(locales.LangUnknown, args[0])
		return
	}
	s.scr.SetLang(l)
	s.scr.Sayf(locales.LangSwitched)
	s.mode.Redraw()
}

// showProgress prints the summary and the mistakes per track.
func (s *Session) showProgress() {
	p := s.scr.P()
	s.scr.Say(s.summary())
	for _, t := range trackOrder {
		ls := s.lib.Track(t)
		if len(ls) == 0 {
			continue
		}
		done, mistakes := 0, 0
		for _, l := range ls {
			if s.prog.Done(l.ID()) {
				done++
			}
			if lp := s.prog.Lessons[l.ID()]; lp != nil {
				mistakes += lp.Mistakes
			}
		}
		s.scr.Say("  " + p.T(locales.ProgressGroup, p.T(trackNames[t]), done, len(ls), mistakes))
	}
}

// resetCommand resets one lesson or all after confirmation:
// "zurücksetzen 3", "zurücksetzen faro-basics", "réinitialiser tout".
func (s *Session) resetCommand(args []string) {
	p := s.scr.P()
	if len(args) == 0 {
		s.scr.Sayf(locales.ResetUsage)
		return
	}
	// "zurücksetzen pharo 2" names the lesson in several words
	ref := strings.Join(args, " ")
	switch engine.Fold(ref) {
	case "alle", "alles", "tout", "toutes", "tous", "all":
		s.confirm(p.T(locales.ResetConfirmAll, len(s.prog.Lessons)), func() {
			s.prog.Reset("")
			if s.Save() != nil {
				s.scr.Sayf(locales.ResetDoneAllUnsaved)
				return
			}
			s.scr.Sayf(locales.ResetDoneAll)
		})
		return
	}
	l, said := s.lessonByRef(ref)
	if l == nil {
		if !said {
			s.scr.Sayf(locales.MenuUnknown, ref)
			s.scr.Sayf(locales.ResetUsage)
		}
		return
	}
	id, title := l.ID(), s.title(l)
	s.confirm(p.T(locales.ResetConfirmOne, title), func() {
		s.prog.Reset(id)
		if s.Save() != nil {
			s.scr.Sayf(locales.ResetDoneOneUnsaved, title)
			return
		}
		s.scr.Sayf(locales.ResetDoneOne, title)
	})
}
