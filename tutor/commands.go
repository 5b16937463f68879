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
		s.sayf(locales.NotHere, c.Name)
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
	s.say(s.pt.paint(s.pt.bold, s.p.T(locales.HelpTitle)))
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
			name += " " + s.p.T(locales.HelpPlayArg)
		case CmdSave:
			name += " " + s.p.T(locales.HelpSaveArg)
		case CmdReset:
			name += " " + s.p.T(locales.HelpResetArg)
		case CmdGlossary:
			name += " " + s.p.T(locales.HelpGlossaryArg)
		case CmdQuiz:
			name += " " + s.p.T(locales.QuizHelpArg)
		}
		s.say("  " + pad(name, 24) + s.p.T(helpMessage(id)))
	}
	var other []string
	for _, id := range helpOrder() {
		other = append(other, CommandWord(id, !fr))
	}
	s.sayf(locales.HelpOtherLang, strings.Join(other, ", "))
	s.sayf(locales.HelpKeys)
	switch s.mode {
	case modeLesson:
		if s.run != nil && s.run.q != nil {
			s.say(s.formatHint(s.run.q))
		}
	case modeMenu:
		s.sayf(locales.HelpMenuUsage)
	}
}

// helpTexts describes each command in the help.
var helpTexts = map[CommandID]locales.Message{
	CmdHelp:       locales.HelpHelp,
	CmdHint:       locales.HelpHint,
	CmdWhy:        locales.HelpWhy,
	CmdTable:      locales.HelpTable,
	CmdCasekeeper: locales.HelpCasekeeper,
	CmdUndo:       locales.HelpUndo,
	CmdSkip:       locales.HelpSkip,
	CmdRestart:    locales.HelpRestart,
	CmdMenu:       locales.HelpMenu,
	CmdLang:       locales.HelpLang,
	CmdQuit:       locales.HelpQuit,
	CmdProgress:   locales.HelpProgress,
	CmdReset:      locales.HelpReset,
	CmdPlay:       locales.HelpPlay,
	CmdSave:       locales.HelpSave,
	CmdDeal:       locales.HelpDeal,
	CmdGlossary:   locales.HelpGlossary,
}

// langCommand switches the language: "sprache fr", "langue de".
func (s *Session) langCommand(args []string) {
	if len(args) != 1 {
		s.sayf(locales.LangUsage)
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
		s.sayf(locales.LangUnknown, args[0])
		return
	}
	s.setLang(l)
	s.sayf(locales.LangSwitched)
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
		s.say("  " + s.p.T(locales.ProgressGroup, s.p.T(g.key), done, len(g.lessons), mistakes))
	}
}

// resetCommand resets one lesson or all after confirmation:
// "zurücksetzen 3", "zurücksetzen faro-basics", "réinitialiser tout".
func (s *Session) resetCommand(args []string) {
	if len(args) != 1 {
		s.sayf(locales.ResetUsage)
		return
	}
	switch Fold(args[0]) {
	case "alle", "alles", "tout", "toutes", "tous", "all":
		s.askConfirm(s.p.T(locales.ResetConfirmAll, len(s.prog.Lessons)), func() {
			s.prog.Reset("")
			s.save()
			s.sayf(locales.ResetDoneAll)
		})
		return
	}
	l := s.lessonByRef(args[0])
	if l == nil {
		s.sayf(locales.MenuUnknown, args[0])
		return
	}
	id := l.ID()
	s.askConfirm(s.p.T(locales.ResetConfirmOne, s.title(l)), func() {
		s.prog.Reset(id)
		s.save()
		s.sayf(locales.ResetDoneOne, s.title(l))
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
