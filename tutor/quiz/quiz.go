package quiz

import (
	"strconv"
	"time"

	"croupier/engine"
	"croupier/scenarios"
)

// MaxQuestions bounds the questions of one quiz.
const MaxQuestions = 100

// DefaultQuestions is the length of a quiz when none is given.
const DefaultQuestions = 10

// Options are what a quiz is asked for.
type Options struct {
	// Game is "pharo", "pharaon", "pasur", or "" for every game.
	Game string
	// Level is 1..3, or 0 to let each topic's memory choose (see
	// LevelFor).
	Level int
	// N is the number of questions (0: DefaultQuestions).
	N int
	// Seed makes the questions: question i comes from Seed and i.
	Seed uint64
	// Fixed makes the quiz a fixed drill of its seed (croupier quiz
	// --seed N): the topics follow the seed alone (FixedTopics), never the
	// memory, and a level left 0 is FixedLevel, so the same options give
	// the same questions whatever the memory holds. The answers are still
	// recorded. Without Fixed the memory picks each topic (Memory.Pick)
	// and, with level 0, its level (LevelFor).
	Fixed bool
	// Topics, when set, are the only topics asked, in the order the memory
	// picks them (a drill after a lesson: the topics of its mistakes,
	// drill.go); Game and Fixed are then ignored.
	Topics []Topic
	// Avoid is a lesson's scenario whose deal no question may repeat
	// (SameDeal); nil: none.
	Avoid *scenarios.Scenario
}

// FixedLevel is the level of a fixed drill given no level.
const FixedLevel = 2

// Quiz is a run of generated questions. Unless it is Fixed, it picks due
// topics first (see Memory.Pick); it records each answer in the memory
// and reschedules the topic. A fixed quiz depends on its options alone;
// another quiz on its options and the memory.
type Quiz struct {
	opts   Options
	mem    *Memory
	params Params
	asked  int
	right  int
	last   Topic
}

// New starts a quiz on mem (which it updates) with Anki's default
// scheduler parameters.
func New(opts Options, mem *Memory) (*Quiz, error) {
	if opts.Game != "" {
		if Topics(opts.Game) == nil {
			return nil, &Error{Err: ErrGame, Game: opts.Game}
		}
	}
	if opts.Level != 0 && (opts.Level < MinLevel || opts.Level > MaxLevel) {
		return nil, &Error{Err: ErrLevel, Level: opts.Level}
	}
	if opts.N == 0 {
		opts.N = DefaultQuestions
	}
	if opts.N < 1 || opts.N > MaxQuestions {
		return nil, &Error{Err: ErrCount, Count: opts.N}
	}
	if mem == nil {
		mem = NewMemory()
	}
	if len(opts.Topics) > 0 {
		if err := checkDrill(&opts); err != nil {
			return nil, err
		}
	}
	if opts.Fixed && opts.Level == 0 {
		opts.Level = FixedLevel
	}
	return &Quiz{opts: opts, mem: mem, params: AnkiDefaults()}, nil
}

// Options returns the quiz's options (N filled in).
func (q *Quiz) Options() Options { return q.opts }

// Memory returns the memory the quiz records into.
func (q *Quiz) Memory() *Memory { return q.mem }

// Params returns the scheduler's parameters.
func (q *Quiz) Params() Params { return q.params }

// Done reports whether every question has been asked and answered.
func (q *Quiz) Done() bool { return q.asked >= q.opts.N }

// Asked returns the number of questions answered so far; Right how many
// of them were right.
func (q *Quiz) Asked() int { return q.asked }

// Right returns the number of right answers so far.
func (q *Quiz) Right() int { return q.right }

// Next generates the next question: the topic Memory.Pick chooses at
// now (in a fixed quiz the one FixedTopics gives), at the quiz's level or
// the one LevelFor gives.
func (q *Quiz) Next(now time.Time) (*Item, error) {
	var t Topic
	if q.opts.Fixed {
		t = FixedTopics(q.opts.Game, q.opts.Seed, q.asked+1)[q.asked]
	} else {
		t = q.mem.Pick(q.candidates(), now, q.params, q.last)
	}
	level := q.opts.Level
	if level == 0 {
		level = LevelFor(q.mem.Get(t))
	}
	return q.generateAvoiding(t, level)
}

// Answer records the answer to it, graded g, at now.
func (q *Quiz) Answer(it *Item, g Grade, now time.Time) {
	q.mem.Answer(it.Topic, g, now, q.params)
	q.asked++
	if g != Again {
		q.right++
	}
	q.last = it.Topic
}

// LevelFor is the level a topic's memory asks for when the quiz has no
// level of its own: 1 while the topic is new or being (re)learnt, 2 once
// it is reviewed, 3 once its interval has reached a week.
func LevelFor(r *Record) int {
	switch {
	case r == nil || r.State != StateReview:
		return 1
	case r.Interval < 7:
		return 2
	}
	return 3
}

// FixedTopics returns the topics of the first n questions of a fixed
// quiz of a game ("" for all) with a seed: rounds through the game's
// topics, each round in an order drawn from the seed and the round, never
// the same topic twice in a row (when the game has more than one). Every
// topic comes once before any comes twice.
func FixedTopics(game string, seed uint64, n int) []Topic {
	all := Topics(game)
	out := make([]Topic, 0, n)
	for round := uint64(0); len(out) < n && len(all) > 0; round++ {
		rng := engine.NewRand(mix(seed, 0x51ed, round))
		perm := rng.Perm(len(all))
		if len(out) > 0 && len(all) > 1 && all[perm[0]] == out[len(out)-1] {
			perm[0], perm[len(perm)-1] = perm[len(perm)-1], perm[0]
		}
		for _, i := range perm {
			if len(out) == n {
				break
			}
			out = append(out, all[i])
		}
	}
	return out
}

// ReplayArgs returns the arguments of croupier quiz that replay a fixed
// quiz with these options exactly: the game (none for every game),
// --seed, --level and, unless it is the default, --n.
func (o Options) ReplayArgs() []string {
	var out []string
	if o.Game != "" {
		out = append(out, o.Game)
	}
	out = append(out, "--seed", strconv.FormatUint(o.Seed, 10))
	level := o.Level
	if level == 0 {
		level = FixedLevel
	}
	out = append(out, "--level", strconv.Itoa(level))
	if o.N != 0 && o.N != DefaultQuestions {
		out = append(out, "--n", strconv.Itoa(o.N))
	}
	return out
}
