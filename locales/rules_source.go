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
	CiteAlso = Message{
		de: "{0}; {1}",
		fr: "{0}\u00a0; {1}",
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
	SecPasurDeal     = Message{de: "Vorbereitung und Austeilen", fr: "Préparation et donne"}
	SecPasurPlay     = Message{de: "Spielablauf", fr: "Déroulement"}
	SecPasurWinning  = Message{de: "Gewinnen", fr: "Gagner"}
	SecPasurVariants = Message{de: "Häufige Varianten", fr: "Variantes courantes"}

	SecCourseSplit      = Message{de: "Split", fr: "mise à cheval"}
	SecCourseDealer     = Message{de: "Geber und erster Spieler", fr: "donneur et premier joueur"}
	SecCourseTableCheck = Message{de: "Prüfung des Tisches", fr: "vérification du tapis"}
	SecCourseCapture    = Message{de: "Nehmen und Anlegen", fr: "prendre et poser"}
	SecCourseRoundEnd   = Message{de: "Ende einer Runde", fr: "fin de manche"}
	SecCourseVariants   = Message{de: "Pasur-Varianten", fr: "variantes du pasur"}
	SecCourseWeightCap  = Message{de: "Höchstgewicht im Pharaon", fr: "poids maximal au pharaon"}
	SecCourseHighCard   = Message{de: "Hohe Karte bei gleichen Werten", fr: "haute carte à rang égal"}
	SecCourseMatchTie   = Message{de: "Gleichstand", fr: "égalité"}
	SecCourseStakeHeld  = Message{de: "Chips vor sich", fr: "jetons en main"}
	SecCourseDealEnd    = Message{de: "Einsätze am Ende des Durchgangs", fr: "mises en fin de taille"}
)

// source is one place a rule is written: a book, its section and, where
// the section numbers its items, the item. also, when set, names the
// section of the course's own rules that settles what the book leaves
// open (the high card on equal ranks, a tie at the top of a match): the
// citation then names both.
type source struct {
	book    book
	section Message
	point   int
	also    *Message
}

// ruleSources lists, by rule id, where each rule is written; a Faro rule
// both rulebooks state has one source in each, and the profile picks.
// Rules of play the engines add (an unknown player, a full layout) cite
// nothing.
var ruleSources = map[string][]source{
	"faro.banker.no-bet":                 {{pharoBook, SecPharoOverview, 0, nil}},
	"faro.call.cat-hop":                  {{pharoBook, SecPharoLastTurn, 0, nil}, {pharaonBook, SecPharaonLast, 0, nil}},
	"faro.call.permutation":              {{pharoBook, SecPharoLastTurn, 0, nil}, {pharaonBook, SecPharaonLast, 0, nil}},
	"faro.call.three-ranks":              {{pharoBook, SecPharoLastTurn, 0, nil}, {pharaonBook, SecPharaonLast, 0, nil}},
	"faro.casekeeper.count":              {{pharoBook, SecPharoCounter, 0, nil}, {pharaonBook, SecPharaonCount, 0, nil}},
	"faro.casekeeper.dead":               {{pharoBook, SecPharoCounter, 0, nil}, {pharaonBook, SecPharaonCount, 0, nil}},
	"faro.players":                       {{pharoBook, SecPharoOverview, 0, nil}, {pharaonBook, SecPharaonAim, 0, nil}},
	"faro.stake.max":                     {{pharoBook, SecPharoSetup, 1, nil}, {courseBookPharaon, SecCourseWeightCap, 0, nil}},
	"faro.stake.min":                     {{pharoBook, SecPharoSetup, 1, nil}, {pharaonBook, SecPharaonActions, 0, nil}},
	"faro.turn.doublet":                  {{pharoBook, SecPharoTurn, 0, nil}, {pharaonBook, SecPharaonSettle, 0, nil}},
	"faro.turn.loser":                    {{pharoBook, SecPharoTurn, 1, nil}, {pharaonBook, SecPharaonSettle, 0, nil}},
	"faro.turn.winner":                   {{pharoBook, SecPharoTurn, 2, nil}, {pharaonBook, SecPharaonSettle, 0, nil}},
	"faro.window.betting":                {{pharoBook, SecPharoBetting, 0, nil}, {pharaonBook, SecPharaonActions, 0, nil}},
	"faro.window.call":                   {{pharoBook, SecPharoLastTurn, 0, nil}, {pharaonBook, SecPharaonLast, 0, nil}},
	"pasur.capture.bad_sum":              {{pasurBook, SecPasurPlay, 2, nil}},
	"pasur.capture.face_in_sum":          {{pasurBook, SecPasurPlay, 2, nil}},
	"pasur.capture.jack":                 {{pasurBook, SecPasurPlay, 4, nil}},
	"pasur.capture.must_take_all":        {{pasurBook, SecPasurPlay, 0, nil}},
	"pasur.capture.rank":                 {{pasurBook, SecPasurPlay, 3, nil}},
	"pasur.capture.sum11":                {{pasurBook, SecPasurPlay, 2, nil}},
	"pasur.config.dealer":                {{courseBook, SecCourseDealer, 0, nil}},
	"pasur.config.players":               {{pasurBook, SecPasurPlayers, 0, nil}},
	"pasur.config.seating":               {{pasurBook, SecPasurPlayers, 0, nil}},
	"pasur.deal.count":                   {{pasurBook, SecPasurDeal, 6, nil}},
	"pasur.deal.table_check.jack":        {{courseBook, SecCourseTableCheck, 0, nil}},
	"pasur.deal.table_check.redeal":      {{courseBook, SecCourseTableCheck, 0, nil}},
	"pasur.end.last_capture":             {{pasurBook, SecPasurPlay, 8, nil}},
	"pasur.end.nobody":                   {{courseBook, SecCourseRoundEnd, 0, nil}},
	"pasur.lay":                          {{pasurBook, SecPasurPlay, 6, nil}},
	"pasur.lay.must_capture":             {{courseBook, SecCourseCapture, 0, nil}},
	"pasur.match.over":                   {{pasurBook, SecPasurWinning, 0, &SecCourseMatchTie}},
	"pasur.sur":                          {{pasurBook, SecPasurPlay, 7, nil}},
	"pasur.variant.children":             {{pasurBook, SecPasurVariants, 0, nil}},
	"pasur.variant.four_solo.players":    {{pasurBook, SecPasurVariants, 0, nil}},
	"pasur.variant.jacks_eleven":         {{pasurBook, SecPasurVariants, 0, nil}},
	"pasur.variant.no_sur_at_50":         {{pasurBook, SecPasurVariants, 0, nil}},
	"pasur.variant.no_sur_last_deal":     {{pasurBook, SecPasurVariants, 0, nil}},
	"pasur.variant.no_sur_with_jack":     {{courseBook, SecCourseVariants, 0, nil}},
	"pasur.variant.sur_cancel.two_sides": {{courseBook, SecCourseVariants, 0, nil}},
	"pasur.variant.target":               {{pasurBook, SecPasurWinning, 0, nil}},
	"pharaon.bet.single-only":            {{pharaonBook, SecPharaonAim, 0, nil}},
	"pharaon.call.foster":                {{pharaonBook, SecPharaonLast, 0, nil}},
	"pharaon.end.unresolved":             {{pharaonBook, SecPharaonCount, 0, nil}},
	"pharaon.weight.even":                {{pharaonBook, SecPharaonActions, 0, nil}},
	"pharo.call.three-of-a-rank":         {{pharoBook, SecPharoLastTurn, 0, nil}},
	"pharo.end.return":                   {{pharoBook, SecPharoLastTurn, 0, &SecCourseDealEnd}},
	"pharo.highcard.settle":              {{pharoBook, SecPharoVariants, 0, &SecCourseHighCard}},
	"pharo.split.neighbours":             {{pharoBook, SecPharoBetting, 0, nil}},
	"pharo.split.one-each":               {{pharoBook, SecPharoBetting, 0, nil}},
	"pharo.split.settle":                 {{courseBook, SecCourseSplit, 0, nil}},
	"pharo.stake.held":                   {{courseBook, SecCourseStakeHeld, 0, nil}},
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
	if s.also != nil {
		out = p.T(CiteAlso, out, p.T(courseBook.cite, p.T(*s.also)))
	}
	return out, true
}
