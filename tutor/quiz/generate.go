package quiz

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/scenarios"
)

// Item is one generated question: its topic and level, the seed that
// made it, and the scenario that stacks the deck, plays the actions and
// asks (exactly one ask, the last step).
type Item struct {
	Topic    Topic
	Level    int
	Seed     uint64
	Scenario *scenarios.Scenario
	// Note is the rule the question turns on as a rule line ("Regel: …",
	// with where it is written) when no engine rule says it and the ask
	// cites none: nothing happened to any bet, a bet stayed after a win,
	// a bet or a pronostic was gone (nil otherwise).
	Note scenarios.Text
}

// Kind returns what the item asks.
func (it *Item) Kind() scenarios.QuestionKind {
	steps := it.Scenario.Steps
	if len(steps) == 0 || steps[len(steps)-1].Ask == nil {
		return ""
	}
	return steps[len(steps)-1].Ask.Kind
}

// Sentinel errors of Generate and Quiz. Every error the package returns
// for bad input is an *Error wrapping one of them.
var (
	// ErrTopic: not one of the topics (see Topics).
	ErrTopic = errors.New("unknown quiz topic")
	// ErrLevel: the level is not 1, 2 or 3.
	ErrLevel = errors.New("the level is 1, 2 or 3")
	// ErrGame: not pharo, pharaon or pasur.
	ErrGame = errors.New("the game is pharo, pharaon or pasur")
	// ErrCount: the number of questions is not 1..MaxQuestions.
	ErrCount = errors.New("the number of questions is out of range")
	// ErrGenerate: no valid question came out of the attempts (a bug).
	ErrGenerate = errors.New("no valid question could be generated")
)

// Error is an error of the quiz: Err is a sentinel; the other fields say
// what was at fault.
type Error struct {
	Err   error
	Topic Topic
	Game  string
	Level int
	Count int
	Seed  uint64
	// Cause is the engine's refusal of the last attempt (ErrGenerate).
	Cause error
}

// Error describes the problem in plain English, for logs.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Err.Error())
	switch {
	case errors.Is(e.Err, ErrTopic):
		fmt.Fprintf(&b, ": %q", string(e.Topic))
	case errors.Is(e.Err, ErrLevel):
		fmt.Fprintf(&b, ": %d", e.Level)
	case errors.Is(e.Err, ErrGame):
		fmt.Fprintf(&b, ": %q", e.Game)
	case errors.Is(e.Err, ErrCount):
		fmt.Fprintf(&b, ": %d (1..%d)", e.Count, MaxQuestions)
	case errors.Is(e.Err, ErrGenerate):
		fmt.Fprintf(&b, " (topic %s, level %d, seed %d)", e.Topic, e.Level, e.Seed)
		if e.Cause != nil {
			b.WriteString(": " + e.Cause.Error())
		}
	}
	return b.String()
}

// Unwrap returns the sentinel error and the cause, if any.
func (e *Error) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}

// maxAttempts bounds the tries of one Generate call; a plan that misses
// (a rank with too few cards left, a table without a unique best capture)
// is tried again with the next sub-seed.
const maxAttempts = 64

// Generate builds the question of a topic at a level (1–3) from a seed.
// The same arguments always give the same question. Generating does not
// replay the scenario (the tutor does, to ask it); the tests replay
// thousands of generated questions of every topic and level against the
// engine and against an independent model.
func Generate(t Topic, level int, seed uint64) (*Item, error) {
	if !t.Valid() {
		return nil, &Error{Err: ErrTopic, Topic: t}
	}
	if level < MinLevel || level > MaxLevel {
		return nil, &Error{Err: ErrLevel, Level: level}
	}
	// The shape is drawn once, before the attempts, so that the attempts
	// that miss it do not change how often each shape comes.
	s := shapeFor(t, level, engine.NewRand(mix(seed, uint64(level), topicHash(t), shapeSalt)))
	for a := uint64(0); a < maxAttempts; a++ {
		rng := engine.NewRand(mix(seed, uint64(level), topicHash(t), a))
		if sc, note, ok := plan(t, level, rng, s, a < strictAttempts); ok {
			return &Item{Topic: t, Level: level, Seed: seed, Scenario: sc, Note: note}, nil
		}
	}
	return nil, &Error{Err: ErrGenerate, Topic: t, Level: level, Seed: seed}
}

// strictAttempts are the attempts held to the question's shape; a Pasur
// question whose shape none of them reached takes any of the later ones
// (a Faro question is always held to its shape).
const strictAttempts = 48

// shapeSalt separates the seed of a question's shape from its attempts'.
const shapeSalt = 0x5ba9e

// plan builds one attempt's scenario. A Faro settlement question is
// replayed against the engine: it must have its shape s (fits), and it
// cites the rule of what its asked turn did (citedRule) or, where no
// engine rule says it, carries the quiz's own (noteFor).
func plan(t Topic, level int, r *rand.Rand, s shape, strict bool) (*scenarios.Scenario, scenarios.Text, bool) {
	id := "quiz-" + strings.ReplaceAll(strings.ReplaceAll(string(t), ".", "-"), "_", "-") + "-" + strconv.Itoa(level)
	title := msg(t.Name())
	if t.Game() == "pasur" {
		b, ok := planPasur(t, level, r, s, strict)
		if !ok {
			return nil, nil, false
		}
		return b.scenario(id, title), nil, true
	}
	b, ok := planFaro(t, level, r, s)
	if !ok {
		return nil, nil, false
	}
	sc := b.scenario(id, title)
	ask := sc.Steps[len(sc.Steps)-1].Ask
	if ask.Kind != scenarios.QSettlement || t == PharoCall || t == PharaonCall {
		return sc, nil, true
	}
	tr, ok := traceFaro(sc)
	if !ok || !fits(t, level, s, tr) {
		return nil, nil, false
	}
	var note scenarios.Text
	if ask.Rule = citedRule(t, s, tr); ask.Rule == "" {
		note = noteFor(t, s)
	}
	return sc, note, true
}

// Question replays the item's scenario against the engine up to its
// question and returns it, with the replay standing at the question.
func (it *Item) Question() (*scenarios.Question, *scenarios.Replay, error) {
	rep, err := scenarios.NewReplay(it.Scenario)
	if err != nil {
		return nil, nil, err
	}
	for {
		st, ok := rep.Next()
		if !ok {
			break
		}
		if st.Question != nil {
			return st.Question, rep, nil
		}
	}
	if err := rep.Err(); err != nil {
		return nil, nil, err
	}
	return nil, nil, &Error{Err: ErrGenerate, Topic: it.Topic, Level: it.Level, Seed: it.Seed, Cause: errors.New("the scenario asks nothing")}
}

// topicHash turns a topic into a number for the seed.
func topicHash(t Topic) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(t); i++ {
		h ^= uint64(t[i])
		h *= 1099511628211
	}
	return h
}

// mix combines numbers into a seed (splitmix64 steps), so that nearby
// seeds give unrelated questions.
func mix(xs ...uint64) uint64 {
	var h uint64 = 0x9e3779b97f4a7c15
	for _, x := range xs {
		h ^= x
		h += 0x9e3779b97f4a7c15
		h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9
		h = (h ^ (h >> 27)) * 0x94d049bb133111eb
		h ^= h >> 31
	}
	return h
}
