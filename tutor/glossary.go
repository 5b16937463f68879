package tutor

import (
	"strings"

	"croupier/engine"
	"croupier/locales"
	"croupier/tutor/screen"
)

// glossaryGroups heads the glossary's groups.
var glossaryGroups = map[string]locales.Message{
	"":      locales.GlossaryGroupBoth,
	"faro":  locales.GlossaryGroupFaro,
	"pasur": locales.GroupPasur,
}

// glossary shows the terms of both games in the learner's glossary: each
// entry leads with its term in the current language, the other language's
// term beside it, and the description in the current language; the
// entries are sorted by the leading term ("glossar", "glossaire"). Words
// after the command filter the entries ("glossar sur", "glossaire
// cuivre").
func (s *Session) glossary(args []string) {
	p := s.scr.P()
	lang, other := s.Lang(), locales.French
	if lang == locales.French {
		other = locales.German
	}
	filter := engine.Fold(strings.Join(args, " "))
	shown := 0
	group := "-"
	for _, g := range locales.GlossaryIn(lang) {
		if filter != "" && !strings.Contains(engine.Fold(g.German+" "+g.French+" "+g.Key), filter) {
			continue
		}
		if g.Game != group {
			group = g.Game
			s.scr.Styled(locales.Bold, p.T(glossaryGroups[group]))
		}
		// an entry's lines after the first hang under its terms
		s.scr.Raw(screen.Hang("  ", "      ", p.T(locales.GlossaryLine, p.Styled(locales.Bold, g.Term(lang)), g.Term(other), g.Desc(lang)), s.scr.TextWidth()))
		shown++
	}
	if shown == 0 {
		s.scr.Sayf(locales.GlossaryNone, strings.Join(args, " "))
	}
}
