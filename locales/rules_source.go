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
		de: "„Pharaon“, Teil „{0}“",
		fr: "« Pharaon », partie « {0} »",
	}
	bookPasur = Message{
		de: "Pasur – Spielanleitung, Abschnitt „{0}“",
		fr: "« Pasur – règle du jeu », section « {0} »",
	}
	BookCourse = Message{
		de: "Regeln dieses Kurses, „{0}“",
		fr: "règles du cours, « {0} »",
	}
	citePoint = Message{
		de: "{0}, Punkt {1}",
		fr: "{0}, point {1}",
	}
	citeAlso = Message{
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
	pasurBook   = book{"", bookPasur}
	courseBook  = book{"", BookCourse}
	// the course's own rulings for Pharaon, where its rulebook is silent
	courseBookPharaon = book{"pharaon", BookCourse}
)

// The sections the rule texts cite, titled in both languages: the
// rulebook's own title in its language, a translation in the other (but
// for Pharaon's parts, below).
var (
	secPharoOverview = Message{de: "Überblick", fr: "Vue d’ensemble"}
	secPharoSetup    = Message{de: "Vorbereitung", fr: "Préparation"}
	secPharoBetting  = Message{de: "Setzen", fr: "Miser"}
	SecPharoTurn     = Message{de: "Ein Abzug", fr: "Une paire"}
	secPharoCounter  = Message{de: "Der Kartenzähler", fr: "Le compteur"}
	secPharoLastTurn = Message{de: "Der letzte Abzug: Reihenfolge ansagen", fr: "La dernière paire : appeler l’ordre"}
	secPharoVariants = Message{de: "Varianten", fr: "Variantes"}

	// The Pharaon rulebook's parts keep their own French titles in German
	// too: a German learner looking up „04 / Abrechnung“ in it would not
	// find it (DE replay of issue 22).
	secPharaonAim     = Message{de: "01 / But et matériel", fr: "01 / But et matériel"}
	secPharaonActions = Message{de: "03 / Actions autorisées", fr: "03 / Actions autorisées"}
	SecPharaonSettle  = Message{de: "04 / Décompte", fr: "04 / Décompte"}
	secPharaonCount   = Message{de: "05 / Comptage des cartes", fr: "05 / Comptage des cartes"}
	secPharaonLast    = Message{de: "06 / Les trois dernières cartes", fr: "06 / Les trois dernières cartes"}

	secPasurPlayers  = Message{de: "Spieler", fr: "Joueurs"}
	secPasurDeal     = Message{de: "Vorbereitung und Austeilen", fr: "Préparation et donne"}
	secPasurPlay     = Message{de: "Spielablauf", fr: "Déroulement"}
	secPasurWinning  = Message{de: "Gewinnen", fr: "Gagner"}
	secPasurVariants = Message{de: "Häufige Varianten", fr: "Variantes courantes"}

	secCourseSplit      = Message{de: "Split", fr: "mise à cheval"}
	secCourseDealer     = Message{de: "Geber und erster Spieler", fr: "donneur et premier joueur"}
	secCourseTableCheck = Message{de: "Prüfung des Tisches", fr: "vérification du tapis"}
	secCourseCapture    = Message{de: "Nehmen und Anlegen", fr: "prendre et poser"}
	secCourseRoundEnd   = Message{de: "Ende einer Runde", fr: "fin de manche"}
	secCourseVariants   = Message{de: "Pasur-Varianten", fr: "variantes du pasur"}
	secCourseWeightCap  = Message{de: "Höchstgewicht im Pharaon", fr: "poids maximal au pharaon"}
	secCourseHighCard   = Message{de: "Hohe Karte bei gleichen Werten", fr: "haute carte à rang égal"}
	secCourseMatchTie   = Message{de: "Gleichstand", fr: "égalité"}
	secCourseStakeHeld  = Message{de: "Chips vor sich", fr: "jetons en main"}
	secCourseDealEnd    = Message{de: "Einsätze am Ende des Durchgangs", fr: "mises en fin de taille"}
	secCourseDeadRank   = Message{de: "Einsätze auf toten Werten", fr: "mises sur un rang épuisé"}
	// SecCourseDoubletHalf: the half of a Pharo stake a doublet leaves
	// goes back to the player (RULINGS: the Pharo rules say only that the
	// bank takes half).
	SecCourseDoubletHalf = Message{de: "Die andere Hälfte beim Doublet", fr: "l’autre moitié au doublet"}
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
	"faro.banker.no-bet":            {{pharoBook, secPharoOverview, 0, nil}},
	"faro.call.cat-hop":             {{pharoBook, secPharoLastTurn, 0, nil}, {pharaonBook, secPharaonLast, 0, nil}},
	"faro.call.permutation":         {{pharoBook, secPharoLastTurn, 0, nil}, {pharaonBook, secPharaonLast, 0, nil}},
	"faro.call.three-ranks":         {{pharoBook, secPharoLastTurn, 0, nil}, {pharaonBook, secPharaonLast, 0, nil}},
	"faro.casekeeper.count":         {{pharoBook, secPharoCounter, 0, nil}, {pharaonBook, secPharaonCount, 0, nil}},
	"faro.casekeeper.dead":          {{pharoBook, secPharoCounter, 0, &secCourseDeadRank}, {pharaonBook, secPharaonCount, 0, nil}},
	"faro.players":                  {{pharoBook, secPharoOverview, 0, nil}, {pharaonBook, secPharaonAim, 0, nil}},
	"faro.stake.max":                {{pharoBook, secPharoSetup, 1, nil}, {courseBookPharaon, secCourseWeightCap, 0, nil}},
	"faro.stake.min":                {{pharoBook, secPharoSetup, 1, nil}, {pharaonBook, secPharaonActions, 0, nil}},
	"faro.turn.doublet":             {{pharoBook, SecPharoTurn, 0, &SecCourseDoubletHalf}, {pharaonBook, SecPharaonSettle, 0, nil}},
	"faro.turn.loser":               {{pharoBook, SecPharoTurn, 1, nil}, {pharaonBook, SecPharaonSettle, 0, nil}},
	"faro.turn.winner":              {{pharoBook, SecPharoTurn, 2, nil}, {pharaonBook, SecPharaonSettle, 0, nil}},
	"faro.window.betting":           {{pharoBook, secPharoBetting, 0, nil}, {pharaonBook, secPharaonActions, 0, nil}},
	"faro.window.call":              {{pharoBook, secPharoLastTurn, 0, nil}, {pharaonBook, secPharaonLast, 0, nil}},
	"pasur.capture.bad_sum":         {{pasurBook, secPasurPlay, 2, nil}},
	"pasur.capture.face_in_sum":     {{pasurBook, secPasurPlay, 2, nil}},
	"pasur.capture.jack":            {{pasurBook, secPasurPlay, 4, nil}},
	"pasur.capture.must_take_all":   {{pasurBook, secPasurPlay, 0, nil}},
	"pasur.capture.pile":            {{pasurBook, secPasurPlay, 5, nil}},
	"pasur.capture.rank":            {{pasurBook, secPasurPlay, 3, nil}},
	"pasur.capture.sum11":           {{pasurBook, secPasurPlay, 2, nil}},
	"pasur.config.dealer":           {{courseBook, secCourseDealer, 0, nil}},
	"pasur.config.players":          {{pasurBook, secPasurPlayers, 0, nil}},
	"pasur.config.seating":          {{pasurBook, secPasurPlayers, 0, nil}},
	"pasur.deal.count":              {{pasurBook, secPasurDeal, 6, nil}},
	"pasur.deal.table_check.jack":   {{courseBook, secCourseTableCheck, 0, nil}},
	"pasur.deal.table_check.redeal": {{courseBook, secCourseTableCheck, 0, nil}},
	"pasur.end.last_capture":        {{pasurBook, secPasurPlay, 8, nil}},
	"pasur.end.nobody":              {{courseBook, secCourseRoundEnd, 0, nil}},
	"pasur.lay":                     {{pasurBook, secPasurPlay, 6, nil}},
	"pasur.lay.must_capture":        {{courseBook, secCourseCapture, 0, nil}},
	"pasur.match.over":              {{pasurBook, secPasurWinning, 0, &secCourseMatchTie}},
	"pasur.sur":                     {{pasurBook, secPasurPlay, 7, nil}},
	"pharaon.bet.single-only":       {{pharaonBook, secPharaonAim, 0, nil}},
	"pharaon.call.foster":           {{pharaonBook, secPharaonLast, 0, nil}},
	"pharaon.end.unresolved":        {{pharaonBook, secPharaonCount, 0, nil}},
	"pharaon.weight.even":           {{pharaonBook, secPharaonActions, 0, nil}},
	"pharo.call.three-of-a-rank":    {{pharoBook, secPharoLastTurn, 0, nil}},
	"pharo.end.return":              {{pharoBook, secPharoLastTurn, 0, &secCourseDealEnd}},
	"pharo.highcard.settle":         {{pharoBook, secPharoVariants, 0, &secCourseHighCard}},
	"pharo.split.neighbours":        {{pharoBook, secPharoBetting, 0, nil}},
	"pharo.split.one-each":          {{pharoBook, secPharoBetting, 0, nil}},
	"pharo.split.settle":            {{courseBook, secCourseSplit, 0, nil}},
	"pharo.stake.held":              {{courseBook, secCourseStakeHeld, 0, nil}},
}

// citation names where the rule id comes from, for a Faro profile ("" for
// none): the source in the profile's own rulebook when the rule has one,
// else its first source. ok is false for a rule that cites nothing.
func (p Printer) citation(id, profile string) (string, bool) {
	srcs := ruleSources[id]
	if v, ok := variantRule(id); ok && len(srcs) == 0 {
		srcs = v.source
	}
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
		out = p.T(citePoint, out, s.point)
	}
	if s.also != nil {
		out = p.alsoCourse(out, *s.also)
	}
	return out, true
}

// CiteSettled names a rulebook's section and the section of the course's
// rules that settles what it leaves open: „Pharo – Ausführliche Regeln,
// Abschnitt „Ein Abzug“; Regeln dieses Kurses, „Die andere Hälfte beim
// Doublet““.
func (p Printer) CiteSettled(book, section, course Message) string {
	return p.alsoCourse(p.T(book, p.T(section)), course)
}

// alsoCourse adds to a citation the course's section that settles what it
// leaves open.
func (p Printer) alsoCourse(cite string, course Message) string {
	return p.T(citeAlso, cite, p.T(courseBook.cite, p.T(course)))
}
