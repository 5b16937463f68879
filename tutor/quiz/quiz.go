package quiz

import "time"

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
}

// Quiz is a run of generated questions. It picks due topics first (see
// Memory.Pick), records each answer in the memory and reschedules the
// topic. The same seed and the same memory give the same quiz.
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
		if _, ok := ParseGame(opts.Game); !ok || Topics(opts.Game) == nil {
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
// now, at the quiz's level or the one LevelFor gives.
func (q *Quiz) Next(now time.Time) (*Item, error) {
	t := q.mem.Pick(Topics(q.opts.Game), now, q.params, q.last)
	level := q.opts.Level
	if level == 0 {
		level = LevelFor(q.mem.Get(t))
	}
	return Generate(t, level, mix(q.opts.Seed, uint64(q.asked)))
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
