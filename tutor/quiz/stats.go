package quiz

import (
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
}

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

// StatsReport renders the statistics: per game and topic the answers
// right of all, the accuracy, the scheduler's state and when the topic is
// due; then what is due now and the totals.
func StatsReport(pr locales.Printer, m *Memory, game string, now time.Time, p Params) []string {
	stats := StatsOf(m, game, now, p)
	out := []string{pr.T(locales.StatsTitle)}
	width := 0
	for _, s := range stats {
		width = max(width, len([]rune(pr.T(s.Topic.Name()))))
	}
	cur := ""
	var due []string
	right, all, fresh := 0, 0, 0
	for _, s := range stats {
		if g := s.Topic.Game(); g != cur {
			cur = g
			out = append(out, pr.T(gameNames[g]))
		}
		name := pr.T(s.Topic.Name())
		answered := pr.T(locales.Dash)
		if s.Answered() > 0 {
			answered = pr.T(locales.StatsAnswered, s.Right, s.Answered(), PercentText0(s.Right, s.Answered()))
		}
		out = append(out, "  "+pad(name, width)+"  "+pad(answered, 24)+"  "+stateText(pr, s, now, p))
		if s.Due {
			due = append(due, name)
		}
		if s.State == StateNew {
			fresh++
		}
		right += s.Right
		all += s.Answered()
	}
	if len(due) > 0 {
		out = append(out, pr.T(locales.StatsDue, len(due), strings.Join(due, ", ")))
	} else {
		out = append(out, pr.T(locales.StatsNoneDue))
	}
	total := pr.T(locales.Dash)
	if all > 0 {
		total = pr.T(locales.StatsAnswered, right, all, PercentText0(right, all))
	}
	out = append(out, pr.T(locales.StatsTotal, total, fresh))
	return out
}

// stateText says where a topic stands and when it is due.
func stateText(pr locales.Printer, s TopicStats, now time.Time, p Params) string {
	state := pr.T(stateNames[s.State])
	if s.State == StateNew {
		return state
	}
	when := WhenText(pr, s, now, p)
	if s.State == StateReview {
		return pr.T(locales.StatsReview, state, when, s.Interval, decimal(float64(s.Ease)/10, 0)+"\u00a0%")
	}
	return state + ", " + when
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
