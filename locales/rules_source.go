package locales

// A rule text names where the rule comes from by the title of its source
// in the learner's language, never by a file name or an id (docs/
// curriculum.md, "Rule citations"): one of the three rulebooks, named by
// its title and section, or the course's own rulings.

// book is a source of rules: a template "{0}" of its section.
type book struct {
	profile string  // the Faro profile it is the rulebook of, "" for none
	cite    Message // the citation of one of its sections: {0}
}

// The sources of rules. A French learner reading a Pharo rule gets a
// French title for it, a German learner reading a Pharaon rule a German
// one.
var (
	BookPharo = Message{
		de: "Pharo – Ausführliche Regeln, Abschnitt „{0}“",
		fr: "« Pharo – règles détaillées », section « {0} »",
	}
	BookPharaon = Message{
		de: "Pharaon – das französische Regelheft, Teil „{0}“",
		fr: "« Pharaon », partie « {0} »",
	}
	BookPasur = Message{
		de: "Pasur – Spielanleitung, Abschnitt „{0}“",
		fr: "« Pasur – règle du jeu », section « {0} »",
	}
	BookCourse = Message{
		de: "Regeln dieses Kurses, „{0}“",
		fr: "règles du cours, « {0} »",
	}
	CitePoint = Message{
		de: "{0}, Punkt {1}",
		fr: "{0}, point {1}",
	}
	RuleCited = Message{
		de: "{0} ({1}).",
		fr: "{0} ({1}).",
	}
)

var (
	pharoBook   = book{"pharo", BookPharo}
	pharaonBook = book{"pharaon", BookPharaon}
	pasurBook   = book{"", BookPasur}
	courseBook  = book{"", BookCourse}
	// the course's own rulings for Pharaon, where its rulebook is silent
	courseBookPharaon = book{"pharaon", BookCourse}
)

// The sections the rule texts cite, titled in both languages: the
// rulebook's own title in its language, a translation in the other.
var (
	SecPharoOverview = Message{de: "Überblick", fr: "Vue d’ensemble"}
	SecPharoSetup    = Message{de: "Vorbereitung", fr: "Préparation"}
	SecPharoBetting  = Message{de: "Setzen", fr: "Miser"}
	SecPharoTurn     = Message{de: "Ein Abzug", fr: "Une paire"}
	SecPharoCounter  = Message{de: "Der Kartenzähler", fr: "Le compteur"}
	SecPharoLastTurn = Message{de: "Der letzte Abzug: Reihenfolge ansagen", fr: "La dernière paire : appeler l’ordre"}
	SecPharoVariants = Message{de: "Varianten", fr: "Variantes"}

	SecPharaonAim     = Message{de: "01 / Ziel und Material", fr: "01 / But et matériel"}
	SecPharaonActions = Message{de: "03 / Erlaubte Handlungen", fr: "03 / Actions autorisées"}
	SecPharaonSettle  = Message{de: "04 / Abrechnung", fr: "04 / Décompte"}
	SecPharaonCount   = Message{de: "05 / Karten zählen", fr: "05 / Comptage des cartes"}
	SecPharaonLast    = Message{de: "06 / Die drei letzten Karten", fr: "06 / Les trois dernières cartes"}

	SecPasurPlayers  = Message{de: "Spieler", fr: "Joueurs"}
	SecPasurPlay     = Message{de: "Spielablauf", fr: "Déroulement"}
	SecPasurWinning  = Message{de: "Gewinnen", fr: "Gagner"}
	SecPasurVariants = Message{de: "Häufige Varianten", fr: "Variantes courantes"}

	SecCourseSplit      = Message{de: "Split", fr: "mise à cheval"}
	SecCourseDealer     = Message{de: "Geber und erster Spieler", fr: "donneur et premier joueur"}
	SecCourseTableCheck = Message{de: "Prüfung des Tisches", fr: "vérification de la table"}
	SecCourseCapture    = Message{de: "Nehmen und Anlegen", fr: "prendre et poser"}
	SecCourseRoundEnd   = Message{de: "Ende einer Runde", fr: "fin de manche"}
	SecCourseVariants   = Message{de: "Pasur-Varianten", fr: "variantes du pasur"}
	SecCourseWeightCap  = Message{de: "Höchstgewicht im Pharaon", fr: "poids maximal au pharaon"}
)

// source is one place a rule is written: a book, its section and, where
// the section numbers its items, the item.
type source struct {
	book    book
	section Message
	point   int
}

// ruleSources lists, by rule id, where each rule is written; a Faro rule
// both rulebooks state has one source in each, and the profile picks.
// Rules of play the engines add (an unknown player, a full layout) cite
// nothing.
var ruleSources = map[string][]source{
	"faro.call.cat-hop":                  {{pharoBook, SecPharoLastTurn, 0}, {pharaonBook, SecPharaonLast, 0}},
	"faro.call.three-ranks":              {{pharoBook, SecPharoLastTurn, 0}, {pharaonBook, SecPharaonLast, 0}},
	"faro.casekeeper.dead":               {{pharoBook, SecPharoCounter, 0}, {pharaonBook, SecPharaonCount, 0}},
	"faro.players":                       {{pharoBook, SecPharoOverview, 0}, {pharaonBook, SecPharaonAim, 0}},
	"faro.stake.max":                     {{pharoBook, SecPharoSetup, 1}, {courseBookPharaon, SecCourseWeightCap, 0}},
	"faro.stake.min":                     {{pharoBook, SecPharoSetup, 1}, {pharaonBook, SecPharaonActions, 0}},
	"faro.turn.doublet":                  {{pharoBook, SecPharoTurn, 0}, {pharaonBook, SecPharaonSettle, 0}},
	"faro.turn.loser":                    {{pharoBook, SecPharoTurn, 1}, {pharaonBook, SecPharaonSettle, 0}},
	"faro.turn.winner":                   {{pharoBook, SecPharoTurn, 2}, {pharaonBook, SecPharaonSettle, 0}},
	"faro.window.betting":                {{pharoBook, SecPharoBetting, 0}, {pharaonBook, SecPharaonActions, 0}},
	"faro.window.call":                   {{pharoBook, SecPharoLastTurn, 0}, {pharaonBook, SecPharaonLast, 0}},
	"pasur.capture.jack":                 {{pasurBook, SecPasurPlay, 4}},
	"pasur.capture.rank":                 {{pasurBook, SecPasurPlay, 3}},
	"pasur.capture.sum11":                {{pasurBook, SecPasurPlay, 2}},
	"pasur.config.dealer":                {{courseBook, SecCourseDealer, 0}},
	"pasur.config.players":               {{pasurBook, SecPasurPlayers, 0}},
	"pasur.deal.table_check.jack":        {{courseBook, SecCourseTableCheck, 0}},
	"pasur.deal.table_check.redeal":      {{courseBook, SecCourseTableCheck, 0}},
	"pasur.end.last_capture":             {{pasurBook, SecPasurPlay, 8}},
	"pasur.end.nobody":                   {{courseBook, SecCourseRoundEnd, 0}},
	"pasur.lay":                          {{pasurBook, SecPasurPlay, 6}},
	"pasur.lay.must_capture":             {{courseBook, SecCourseCapture, 0}},
	"pasur.match.over":                   {{pasurBook, SecPasurWinning, 0}},
	"pasur.sur":                          {{pasurBook, SecPasurPlay, 7}},
	"pasur.variant.children":             {{pasurBook, SecPasurVariants, 0}},
	"pasur.variant.four_solo.players":    {{pasurBook, SecPasurVariants, 0}},
	"pasur.variant.jacks_eleven":         {{pasurBook, SecPasurVariants, 0}},
	"pasur.variant.sur_cancel.two_sides": {{courseBook, SecCourseVariants, 0}},
	"pasur.variant.target":               {{pasurBook, SecPasurWinning, 0}},
	"pharaon.bet.single-only":            {{pharaonBook, SecPharaonAim, 0}},
	"pharaon.call.foster":                {{pharaonBook, SecPharaonLast, 0}},
	"pharaon.end.unresolved":             {{pharaonBook, SecPharaonCount, 0}},
	"pharaon.weight.even":                {{pharaonBook, SecPharaonActions, 0}},
	"pharo.call.three-of-a-rank":         {{pharoBook, SecPharoLastTurn, 0}},
	"pharo.highcard.settle":              {{pharoBook, SecPharoVariants, 0}},
	"pharo.split.neighbours":             {{pharoBook, SecPharoBetting, 0}},
	"pharo.split.one-each":               {{pharoBook, SecPharoBetting, 0}},
	"pharo.split.settle":                 {{courseBook, SecCourseSplit, 0}},
}

// citation names where the rule id comes from, for a Faro profile ("" for
// none): the source in the profile's own rulebook when the rule has one,
// else its first source. ok is false for a rule that cites nothing.
func (p Printer) citation(id, profile string) (string, bool) {
	srcs := ruleSources[id]
	if len(srcs) == 0 {
		return "", false
	}
	s := srcs[0]
	for _, c := range srcs {
		if profile != "" && c.book.profile == profile {
			s = c
			break
		}
	}
	out := p.T(s.book.cite, p.T(s.section))
	if s.point > 0 {
		out = p.T(CitePoint, out, s.point)
	}
	return out, true
}
