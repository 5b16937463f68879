package locales

import "strings"

// KeepWhole returns the phrases a line never breaks, in both languages:
// the titles of the rule sources as the rules cite them ("Pharo –
// Ausführliche Regeln", "Pharo – règles détaillées", "Regeln dieses
// Kurses"), without the section that follows them or the guillemets
// around them.
func KeepWhole() []string {
	var out []string
	for _, m := range []Message{BookPharo, BookPharaon, bookPasur, BookCourse} {
		for _, t := range []string{m.de, m.fr} {
			if i := strings.Index(t, ","); i >= 0 {
				t = t[:i]
			}
			t = strings.NewReplacer("«", "", "»", "", "\u00a0", " ", "\u202f", " ").Replace(t)
			if t = strings.Join(strings.Fields(t), " "); strings.Contains(t, " ") {
				out = append(out, t)
			}
		}
	}
	return out
}
