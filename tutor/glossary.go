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

// glossary shows the terms of both games, German beside French, each
// explained in the current language ("glossar", "glossaire"). Words after
// the command filter the entries ("glossar sur", "glossaire cuivre").
func (s *Session) glossary(args []string) {
	p := s.scr.P()
	fr := s.Lang() == locales.French
	filter := engine.Fold(strings.Join(args, " "))
	shown := 0
	group := "-"
	for _, g := range locales.Glossary() {
		if filter != "" && !strings.Contains(engine.Fold(g.German+" "+g.French+" "+g.Key), filter) {
			continue
		}
		if g.Game != group {
			group = g.Game
			s.scr.Styled(locales.Bold, p.T(glossaryGroups[group]))
		}
		desc := g.DescDE
		if fr {
			desc = g.DescFR
		}
		// an entry's lines after the first hang under its terms
		s.scr.Raw(screen.Hang("  ", "      ", p.T(locales.GlossaryLine, p.Styled(locales.Bold, g.German), p.Styled(locales.Bold, g.French), desc), s.scr.TextWidth()))
		shown++
	}
	if shown == 0 {
		s.scr.Sayf(locales.GlossaryNone, strings.Join(args, " "))
	}
}
