package tutor

import (
	"strconv"
	"strings"

	"croupier/locales"
	"croupier/scenarios"
)

// command runs a command line.
func (s *Session) command(c Command) {
	switch c.ID {
	case CmdHelp:
		s.help()
	case CmdQuit:
		s.quit()
	case CmdLang:
		s.langCommand(c.Args)
	case CmdMenu:
		s.toMenu()
	case CmdProgress:
		s.showProgress()
	case CmdReset:
		s.resetCommand(c.Args)
	case CmdPlay:
		s.startSandbox(c.Args)
	case CmdGlossary:
		s.glossary(c.Args)
	case CmdQuiz:
		s.startQuiz(c.Args)
	case CmdOdds:
		s.showOdds()
	case CmdStats:
		s.showStats(c.Args)
	case CmdSkip:
		if s.mode == modeMenu {
			s.menuInput("") // "weiter" in the menu continues
			return
		}
		s.inLessonOrGame(c)
	default:
		s.inLessonOrGame(c)
	}
}

// inLessonOrGame runs a command that acts on a lesson or a free game.
func (s *Session) inLessonOrGame(c Command) {
	switch s.mode {
	case modeLesson:
		s.lessonCommand(c)
	case modeSandbox:
		s.sand.command(s, c)
	default:
		s.sayf("tutor.not_here", c.Name)
	}
}

// helpOrder lists the commands in the order hilfe/aide shows them.
func helpOrder() []CommandID {
	return []CommandID{CmdHint, CmdWhy, CmdTable, CmdCasekeeper, CmdUndo, CmdSkip, CmdRestart,
		CmdMenu, CmdProgress, CmdReset, CmdPlay, CmdDeal, CmdSave, CmdGlossary, CmdQuiz, CmdOdds, CmdStats, CmdLang, CmdHelp, CmdQuit}
}

// help lists the commands with their names in the current language and
// says that the other language's names work too.
func (s *Session) help() {
	fr := s.p.Lang() == locales.French
	s.say(s.pt.paint(s.pt.bold, s.p.T("tutor.help.title")))
	for _, id := range helpOrder() {
		name := CommandWord(id, fr)
		switch id {
		case CmdLang:
			if fr {
				name += " de"
			} else {
				name += " fr"
			}
		case CmdPlay:
			name += " " + s.p.T("tutor.help.play_arg")
		case CmdSave:
			name += " " + s.p.T("tutor.help.save_arg")
		case CmdReset:
			name += " " + s.p.T("tutor.help.reset_arg")
		case CmdGlossary:
			name += " " + s.p.T("tutor.help.glossary_arg")
		case CmdQuiz:
			name += " " + s.p.T("quiz.help_arg")
		}
		s.say("  " + pad(name, 24) + s.p.T(helpMessage(id)))
	}
	var other []string
	for _, id := range helpOrder() {
		other = append(other, CommandWord(id, !fr))
	}
	s.sayf("tutor.help.other_lang", strings.Join(other, ", "))
	s.sayf("tutor.help.keys")
	switch s.mode {
	case modeLesson:
		if s.run != nil && s.run.q != nil {
			s.say(s.formatHint(s.run.q))
		}
	case modeMenu:
		s.sayf("tutor.help.menu_usage")
	}
}

// helpKey is the message key suffix of a command's description.
func helpKey(id CommandID) string {
	switch id {
	case CmdHelp:
		return "help"
	case CmdHint:
		return "hint"
	case CmdWhy:
		return "why"
	case CmdTable:
		return "table"
	case CmdCasekeeper:
		return "casekeeper"
	case CmdUndo:
		return "undo"
	case CmdSkip:
		return "skip"
	case CmdRestart:
		return "restart"
	case CmdMenu:
		return "menu"
	case CmdLang:
		return "lang"
	case CmdQuit:
		return "quit"
	case CmdProgress:
		return "progress"
	case CmdReset:
		return "reset"
	case CmdPlay:
		return "play"
	case CmdSave:
		return "save"
	case CmdDeal:
		return "deal"
	case CmdGlossary:
		return "glossary"
	}
	return "help"
}

// langCommand switches the language: "sprache fr", "langue de".
func (s *Session) langCommand(args []string) {
	if len(args) != 1 {
		s.sayf("tutor.lang.usage")
		return
	}
	l, err := locales.ParseLang(args[0])
	if err != nil {
		switch Fold(args[0]) {
		case "deutsch", "allemand", "german":
			l, err = locales.German, nil
		case "franzosisch", "francais", "french":
			l, err = locales.French, nil
		}
	}
	if err != nil {
		s.sayf("tutor.lang.unknown", args[0])
		return
	}
	s.setLang(l)
	s.sayf("tutor.lang.switched")
	switch s.mode {
	case modeLesson:
		if s.run != nil && s.run.q != nil {
			s.showQuestion()
		}
	case modeSandbox:
		if _, quiz := s.sand.(*quizMode); quiz && s.run != nil && s.run.q != nil {
			s.showQuestion()
		}
	case modeMenu:
		s.showMenu()
	}
}

// showProgress prints the summary and the mistakes per game.
func (s *Session) showProgress() {
	s.say(s.summary())
	for _, g := range s.groups() {
		done, mistakes := 0, 0
		for _, l := range g.lessons {
			if s.prog.Done(l.ID()) {
				done++
			}
			if lp := s.prog.Lessons[l.ID()]; lp != nil {
				mistakes += lp.Mistakes
			}
		}
		s.say("  " + s.p.T("tutor.progress.group", s.p.T(g.key), done, len(g.lessons), mistakes))
	}
}

// resetCommand resets one lesson or all after confirmation:
// "zurücksetzen 3", "zurücksetzen faro-basics", "réinitialiser tout".
func (s *Session) resetCommand(args []string) {
	if len(args) != 1 {
		s.sayf("tutor.reset.usage")
		return
	}
	switch Fold(args[0]) {
	case "alle", "alles", "tout", "toutes", "tous", "all":
		s.askConfirm(s.p.T("tutor.reset.confirm_all", len(s.prog.Lessons)), func() {
			s.prog.Reset("")
			s.save()
			s.sayf("tutor.reset.done_all")
		})
		return
	}
	l := s.lessonByRef(args[0])
	if l == nil {
		s.sayf("tutor.menu.unknown", args[0])
		return
	}
	id := l.ID()
	s.askConfirm(s.p.T("tutor.reset.confirm_one", s.title(l)), func() {
		s.prog.Reset(id)
		s.save()
		s.sayf("tutor.reset.done_one", s.title(l))
	})
}

// lessonByRef finds a lesson by its number in the menu or its id.
func (s *Session) lessonByRef(ref string) *Lesson {
	if n, err := strconv.Atoi(ref); err == nil {
		if n >= 1 && n <= len(s.lib.Lessons) {
			return s.lib.Lessons[n-1]
		}
		return nil
	}
	if l := s.lib.Find(strings.ToLower(ref)); l != nil {
		return l
	}
	return s.lessonByTitle(ref)
}

// lessonByTitle finds the one lesson whose title, in either language, is
// named by ref up to its colon: "pasur 2", "Pharo 12b", "pharaon-quiz".
// Several or no matches give nil.
func (s *Session) lessonByTitle(ref string) *Lesson {
	want := strings.Join(strings.Fields(Fold(ref)), " ")
	if want == "" {
		return nil
	}
	var found *Lesson
	for _, l := range s.lib.Lessons {
		for _, lang := range []scenarios.Lang{"de", "fr"} {
			head, _, _ := strings.Cut(l.Title(lang), ":")
			if strings.Join(strings.Fields(Fold(head)), " ") != want {
				continue
			}
			if found != nil && found != l {
				return nil
			}
			found = l
		}
	}
	return found
}
