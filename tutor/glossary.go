package tutor

import (
	"strings"

	"croupier/locales"
)

// glossary shows the terms of both games, German beside French, each
// explained in the current language ("glossar", "glossaire"). Words after
// the command filter the entries ("glossar sur", "glossaire cuivre").
func (s *Session) glossary(args []string) {
	fr := s.p.Lang() == locales.French
	filter := Fold(strings.Join(args, " "))
	shown := 0
	group := "-"
	for _, g := range locales.Glossary() {
		if filter != "" && !strings.Contains(Fold(g.German+" "+g.French+" "+g.Key), filter) {
			continue
		}
		if g.Game != group {
			group = g.Game
			name := group
			if name == "" {
				name = "both"
			}
			s.say(s.pt.paint(s.pt.bold, s.p.T(glossaryGroups[name])))
		}
		desc := g.DescDE
		if fr {
			desc = g.DescFR
		}
		s.say("  " + s.p.T(locales.GlossaryLine, s.pt.paint(s.pt.bold, g.German), s.pt.paint(s.pt.bold, g.French), desc))
		shown++
	}
	if shown == 0 {
		s.sayf(locales.GlossaryNone, strings.Join(args, " "))
	}
}

// glossaryGroups heads the glossary's groups.
var glossaryGroups = map[string]locales.Message{
	"both":  locales.GlossaryGroupBoth,
	"faro":  locales.GlossaryGroupFaro,
	"pasur": locales.GroupPasur,
}
