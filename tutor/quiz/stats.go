package quiz

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"croupier/locales"
)

// TopicStats is what the statistics show of one topic.
type TopicStats struct {
	Topic        Topic
	Right, Wrong int
	State        State
	// Due reports a topic due now; DueAt is when it is due (zero for a
	// new topic).
	Due   bool
	DueAt time.Time
	// Interval (days) and Ease (‰) of a reviewed topic.
	Interval, Ease int
	// LessonRight and LessonWrong count the lessons' answers on the
	// topic; Lesson and LessonMistakes say why it is due when a lesson's
	// mistakes made it due (Record.LessonReason; Lesson "" otherwise).
	LessonRight, LessonWrong int
	Lesson                   string
	LessonMistakes           int
}

// LessonAnswered returns the number of answers given in lessons.
func (s TopicStats) LessonAnswered() int { return s.LessonRight + s.LessonWrong }

// LessonNames names a lesson by its id for the learner ("Pharo 4"), or
// "" when it is not known; nil names none.
type LessonNames func(id string) string

// Answered returns the number of answers given.
func (s TopicStats) Answered() int { return s.Right + s.Wrong }

// StatsOf returns the statistics of a game's topics ("" for all), in
// curriculum order.
func StatsOf(m *Memory, game string, now time.Time, p Params) []TopicStats {
	var out []TopicStats
	for _, t := range Topics(game) {
		s := TopicStats{Topic: t, State: StateNew}
		if r := m.Get(t); r != nil {
			s.Right, s.Wrong, s.Interval, s.Ease = r.Right, r.Wrong, r.Interval, r.Ease
			s.LessonRight, s.LessonWrong = r.LessonRight, r.LessonWrong
			if l, n, ok := r.LessonReason(); ok {
				s.Lesson, s.LessonMistakes = l, n
			}
			if r.State != "" {
				s.State = r.State
			}
			s.Due = r.IsDue(now, p)
			s.DueAt = r.DueTime(p, now.Location())
		}
		out = append(out, s)
	}
	return out
}

// StatsReport renders the statistics to a width: per game and topic
// the answers right of all, where the topic stands and when it comes
// back, then what is due now (and why, when a lesson's mistakes made it
// due: names names the lesson) and the totals. When any topic shown was
// answered in a lesson, the lessons' answers stand beside the quiz's.
// When it fits the width it is a table with a heading row; on a narrow
// screen each topic takes two lines, its name and then what the table's
// columns say, in words.
func StatsReport(pr locales.Printer, m *Memory, game string, now time.Time, p Params, width int, names LessonNames) []string {
	stats := StatsOf(m, game, now, p)
	lessons := false
	for _, s := range stats {
		lessons = lessons || s.LessonAnswered() > 0
	}
	type row struct {
		game  string // a game's heading, or "" for a topic
		cells []string
		s     TopicStats
	}
	var rows []row
	cur := ""
	var due []string
	right, all, fresh := 0, 0, 0
	for _, s := range stats {
		if g := s.Topic.Game(); g != cur {
			cur = g
			rows = append(rows, row{game: pr.T(gameNames[g])})
		}
		name := pr.T(s.Topic.Name())
		r := row{s: s, cells: []string{"  " + name, pr.T(locales.Dash), pr.T(stateNames[s.State]), pr.T(locales.Dash)}}
		if s.Answered() > 0 {
			r.cells[1] = pr.T(locales.StatsRight, s.Right, s.Answered(), PercentText0(s.Right, s.Answered()))
		}
		if s.State != StateNew {
			r.cells[3] = WhenText(pr, s, now, p)
		}
		if lessons {
			lc := pr.T(locales.Dash)
			if s.LessonAnswered() > 0 {
				lc = pr.T(locales.StatsRight, s.LessonRight, s.LessonAnswered(), PercentText0(s.LessonRight, s.LessonAnswered()))
			}
			r.cells = slices.Insert(r.cells, 2, lc)
		}
		rows = append(rows, r)
		if s.Due {
			due = append(due, DueText(pr, s, names))
		}
		if s.State == StateNew {
			fresh++
		}
		right += s.Right
		all += s.Answered()
	}
	head := []string{pr.T(locales.StatsHeadTopic), pr.T(locales.StatsHeadRight), pr.T(locales.StatsHeadState), pr.T(locales.StatsHeadNext)}
	if lessons {
		head = []string{pr.T(locales.StatsHeadTopic), pr.T(locales.StatsHeadQuiz), pr.T(locales.StatsHeadLessons), pr.T(locales.StatsHeadState), pr.T(locales.StatsHeadNext)}
	}
	w := make([]int, len(head))
	for _, r := range append(rows, row{cells: head}) {
		for k, c := range r.cells {
			w[k] = max(w[k], len([]rune(c)))
		}
	}
	gap := 3
	if lessons {
		gap = 2 // five columns: a table still fits 100 columns
	}
	out := []string{pr.T(locales.StatsTitle)}
	sum := 0
	for _, x := range w {
		sum += x
	}
	table := sum+(len(w)-1)*gap <= width
	if table {
		out = append(out, tableLine(head, w, gap))
	}
	for _, r := range rows {
		switch {
		case r.game != "":
			out = append(out, r.game)
		case table:
			out = append(out, tableLine(r.cells, w, gap))
		default:
			out = append(out, r.cells[0])
			out = append(out, joinFitting(topicWords(pr, r.s, now, p), "    ", " · ", width)...)
		}
	}
	if len(due) > 0 {
		out = append(out, pr.T(locales.StatsDue, len(due), strings.Join(due, ", ")))
	} else {
		out = append(out, pr.T(locales.StatsNoneDue))
	}
	total := pr.T(locales.Dash)
	if all > 0 {
		total = pr.T(locales.StatsRightOfAll, right, all, PercentText0(right, all))
	}
	out = append(out, pr.T(locales.StatsTotal, total, fresh))
	return out
}

// DueText names a topic due, with why when a lesson's mistakes made it
// due: "Gecopperte Einsätze (2 Fehler in Pharo 4)".
func DueText(pr locales.Printer, s TopicStats, names LessonNames) string {
	name := pr.T(s.Topic.Name())
	if s.Lesson == "" {
		return name
	}
	if l := lessonName(names, s.Lesson); l != "" {
		return pr.T(locales.StatsDueLesson, name, s.LessonMistakes, l)
	}
	return pr.T(locales.StatsDueSomeLesson, name, s.LessonMistakes)
}

// lessonName names a lesson ("" when names does not know it).
func lessonName(names LessonNames, id string) string {
	if names == nil {
		return ""
	}
	return names(id)
}

// tableLine lays out one row of the statistics' table: each cell padded
// to its column's width and a gap.
func tableLine(c []string, w []int, gap int) string {
	var b strings.Builder
	for k := 0; k < len(c)-1; k++ {
		b.WriteString(pad(c[k], w[k]+gap))
	}
	return strings.TrimRight(b.String()+c[len(c)-1], " ")
}

// joinFitting joins parts with sep into lines that start with indent and
// fit the width where they can: a part that does not fit begins a line.
func joinFitting(parts []string, indent, sep string, width int) []string {
	var out []string
	line := ""
	for _, part := range parts {
		switch {
		case line == "":
			line = indent + part
		case len([]rune(line+sep+part)) <= width:
			line += sep + part
		default:
			out = append(out, line)
			line = indent + part
		}
	}
	return append(out, line)
}

// topicWords says in words what the table's row of a topic says: "3 von
// 4 richtig (75 %)", "gelernt", "kommt in 3 Tagen wieder"; or that it was
// never asked.
func topicWords(pr locales.Printer, s TopicStats, now time.Time, p Params) []string {
	if s.State == StateNew && s.Answered() == 0 && s.LessonAnswered() == 0 {
		return []string{pr.T(locales.StatsNeverAsked)}
	}
	var parts []string
	switch {
	case s.Answered() > 0:
		parts = append(parts, pr.T(locales.StatsRightOfAll, s.Right, s.Answered(), PercentText0(s.Right, s.Answered())))
	case s.LessonAnswered() == 0:
		parts = append(parts, pr.T(locales.Dash))
	}
	if s.LessonAnswered() > 0 {
		parts = append(parts, pr.T(locales.StatsLessonWords, s.LessonRight, s.LessonAnswered(), PercentText0(s.LessonRight, s.LessonAnswered())))
	}
	parts = append(parts, pr.T(stateNames[s.State]))
	switch {
	case s.State == StateNew:
	case s.Due:
		parts = append(parts, pr.T(locales.StatsDueNow))
	default:
		parts = append(parts, pr.T(locales.StatsComesBack, WhenText(pr, s, now, p)))
	}
	return parts
}

// WhenText says when a topic is due: "jetzt", "in 10 Minuten", "morgen",
// "in 3 Tagen" (or in French).
func WhenText(pr locales.Printer, s TopicStats, now time.Time, p Params) string {
	switch {
	case s.Due || s.State == StateNew:
		return pr.T(locales.StatsWhenNow)
	case s.State == StateReview:
		days := DayOf(s.DueAt, p) - DayOf(now, p)
		if days <= 1 {
			return pr.T(locales.StatsWhenTomorrow)
		}
		return pr.T(locales.StatsWhenDays, days)
	}
	mins := int((s.DueAt.Sub(now) + time.Minute - 1) / time.Minute)
	if mins < 60 {
		return pr.T(locales.StatsWhenMinutes, mins)
	}
	return pr.T(locales.StatsWhenHours, (mins+59)/60)
}

// PercentText0 writes part of whole as a whole percentage: "75 %".
func PercentText0(part, whole int) string {
	if whole <= 0 {
		return "–"
	}
	return strconv.Itoa((200*part+whole)/(2*whole)) + "\u00a0%"
}

// gameNames heads each game's topics in the statistics.
var gameNames = map[string]locales.Message{
	"pharo":   locales.GroupPharo,
	"pharaon": locales.GroupPharaon,
	"pasur":   locales.GroupPasur,
}

// stateNames names the scheduler's states.
var stateNames = map[State]locales.Message{
	StateNew:        locales.StatsStateNew,
	StateLearning:   locales.StatsStateLearning,
	StateReview:     locales.StatsStateReview,
	StateRelearning: locales.StatsStateRelearning,
}
