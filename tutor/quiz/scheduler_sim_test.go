package quiz

// The choice of scheduler (docs/quiz.md "Why SM-2"): simulated learners
// answer the quiz's 18 topics for 90 days under the memory's SM-2 with
// Anki's defaults (the package's own Schedule) and under FSRS-6 with its
// published default parameters (written here from the algorithm's
// description; the quiz does not ship it), each at several desired
// retentions. A learner's memory is a model of its own, not either
// scheduler's, and both schedulers see the same learners: the same
// topics, the same random draws for each answer. The measure: reviews
// per learner (every question answered, learning steps included) and
// the recall at review (the chance that the learner knew the answer,
// averaged over the reviews on a later day than the one before).
//
// Figures for the docs: QUIZ_SCHEDULER_LEARNERS=2000 go test ./tutor/quiz
// -run TestSchedulerSimulation -v (the default run has 40 learners).

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"croupier/engine"
)

// fsrsDefaults are FSRS-6's 21 default weights (py-fsrs 6, the
// open-spaced-repetition project's reference scheduler).
var fsrsDefaults = [21]float64{0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666,
	0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542}

// fsrsCard is one topic under FSRS: its state, learning step, stability
// S (days until recall falls to 90 %), difficulty D (1..10), last review
// and due time.
type fsrsCard struct {
	state State
	step  int
	s, d  float64
	last  time.Time
	due   time.Time
}

// fsrs is the FSRS-6 scheduler with the default learning steps (1 min,
// 10 min), relearning step (10 min) and a desired retention.
type fsrs struct {
	w         [21]float64
	retention float64
}

func (f fsrs) decay() float64  { return -f.w[20] }
func (f fsrs) factor() float64 { return math.Pow(0.9, 1/f.decay()) - 1 }

// recall is FSRS's forgetting curve R(t, S) = (1 + FACTOR·t/S)^DECAY.
func (f fsrs) recall(t, s float64) float64 { return math.Pow(1+f.factor()*t/s, f.decay()) }

// interval is the days until recall falls to the desired retention.
func (f fsrs) interval(s float64) int {
	i := s / f.factor() * (math.Pow(f.retention, 1/f.decay()) - 1)
	return min(max(int(math.Round(i)), 1), 36500)
}

func clampD(d float64) float64 { return min(max(d, 1), 10) }

func (f fsrs) initD(g Grade) float64 { return f.w[4] - math.Exp(f.w[5]*float64(g-1)) + 1 }

// nextD: the change −w6·(G−3) damped linearly towards 10, then mean
// reversion towards D0(Easy) by w7.
func (f fsrs) nextD(d float64, g Grade) float64 {
	delta := -f.w[6] * float64(int(g)-3)
	d2 := d + delta*(10-d)/9
	return clampD(f.w[7]*clampD(f.initD(Easy)) + (1-f.w[7])*d2)
}

func (f fsrs) recallS(d, s, r float64, g Grade) float64 {
	hard, easy := 1.0, 1.0
	if g == Hard {
		hard = f.w[15]
	}
	if g == Easy {
		easy = f.w[16]
	}
	return s * (1 + math.Exp(f.w[8])*(11-d)*math.Pow(s, -f.w[9])*(math.Exp(f.w[10]*(1-r))-1)*hard*easy)
}

func (f fsrs) forgetS(d, s, r float64) float64 {
	sf := f.w[11] * math.Pow(d, -f.w[12]) * (math.Pow(s+1, f.w[13]) - 1) * math.Exp(f.w[14]*(1-r))
	return min(sf, s/math.Exp(f.w[17]*f.w[18]))
}

// shortS is the same-day stability: S·e^(w17·(G−3+w18))·S^(−w19), never
// lower for Good or Easy.
func (f fsrs) shortS(s float64, g Grade) float64 {
	inc := math.Exp(f.w[17]*(float64(g)-3+f.w[18])) * math.Pow(s, -f.w[19])
	if g >= Good {
		inc = max(inc, 1)
	}
	return s * inc
}

var (
	fsrsLearning   = []time.Duration{time.Minute, 10 * time.Minute}
	fsrsRelearning = []time.Duration{10 * time.Minute}
)

// answer schedules the card after an answer g at now.
func (f fsrs) answer(c fsrsCard, g Grade, now time.Time) fsrsCard {
	days := now.Sub(c.last).Hours() / 24
	switch {
	case c.state == "" || c.state == StateNew:
		c.s, c.d = max(f.w[g-1], 0.001), clampD(f.initD(g))
		c.state, c.step = StateLearning, 0
	case days < 1:
		c.s, c.d = f.shortS(c.s, g), f.nextD(c.d, g)
	default:
		r := f.recall(days, c.s)
		if g == Again {
			c.s = f.forgetS(c.d, c.s, r)
		} else {
			c.s = f.recallS(c.d, c.s, r, g)
		}
		c.d = f.nextD(c.d, g)
		if c.state == StateReview && g == Again {
			c.state, c.step = StateRelearning, 0
			c.last, c.due = now, now.Add(fsrsRelearning[0])
			return c
		}
	}
	c.last = now
	if c.state == StateLearning || c.state == StateRelearning {
		steps := fsrsLearning
		if c.state == StateRelearning {
			steps = fsrsRelearning
		}
		switch g {
		case Again:
			c.step = 0
			c.due = now.Add(steps[0])
			return c
		case Good:
			c.step++
			if c.step < len(steps) {
				c.due = now.Add(steps[c.step])
				return c
			}
		case Hard:
			c.due = now.Add(hardDelay(steps, c.step))
			return c
		}
		c.state, c.step = StateReview, 0
	}
	c.due = now.Add(time.Duration(f.interval(c.s)) * 24 * time.Hour)
	return c
}

// learnerTopic is what a simulated learner's memory holds of one topic,
// by its own model: an exponential forgetting curve p(t) = 0.9^(t/s)
// with a stability s in days; a recall on a later day multiplies s by
// 1 + a·h·s^(−0.2)·(e^(3·(1−p)) − 1) — the harder the recall (lower p),
// the more it gains; a recall the same day gains nothing; a lapse keeps
// a fraction f of s. Each topic has its own first stability s0, ease h
// and lapse keep f.
type learnerTopic struct {
	s, h, f float64
	last    time.Time
	seen    bool
	// power: the learner forgets along a power curve p(t) = 1/(1 + t/(9s))
	// instead (the same 90 % at t = s, a slower fall later).
	power bool
}

// newLearner draws a learner's 18 topics.
func newLearner(rng *rand.Rand, power bool) []learnerTopic {
	out := make([]learnerTopic, len(Topics("")))
	for i := range out {
		out[i] = learnerTopic{
			s:     math.Exp(rng.NormFloat64()*0.6) * 0.8, // median 0.8 day
			h:     0.25 + 0.75*rng.Float64(),
			f:     0.2 + 0.3*rng.Float64(),
			power: power,
		}
	}
	return out
}

// recallAt is the learner's chance of knowing the topic at now.
func (lt *learnerTopic) recallAt(now time.Time) float64 {
	if !lt.seen {
		return 0
	}
	t := now.Sub(lt.last).Hours() / 24
	if lt.power {
		return 1 / (1 + t/(9*lt.s))
	}
	return math.Pow(0.9, t/lt.s)
}

// study records a review at now with recall p; right says how it went.
func (lt *learnerTopic) study(now time.Time, p float64, right bool) {
	days := now.Sub(lt.last).Hours() / 24
	switch {
	case !lt.seen:
	case right && days >= 0.5:
		lt.s *= 1 + 8*lt.h*math.Pow(lt.s, -0.2)*(math.Exp(3*(1-p))-1)
	case !right:
		lt.s = max(lt.s*lt.f, 0.2)
	}
	lt.seen, lt.last = true, now
}

// schedulerRun is what one scheduler did with the learners.
type schedulerRun struct {
	name         string
	reviews      float64 // per learner over the 90 days
	laterReviews int     // reviews on a later day than the one before
	recallSum    float64 // their recall
	end          float64 // recall of every topic on day 90, averaged
}

func (r schedulerRun) recall() float64 { return r.recallSum / float64(r.laterReviews) }

// card is one topic under one scheduler: its due time and how to answer.
type card interface {
	due(p Params) (time.Time, bool) // false: new
	answer(g Grade, now time.Time) card
}

type sm2Card struct {
	s Schedule
	p Params
}

func (c sm2Card) due(p Params) (time.Time, bool) {
	if c.s.State == "" || c.s.State == StateNew {
		return time.Time{}, false
	}
	return c.s.DueTime(p, time.UTC), true
}

func (c sm2Card) answer(g Grade, now time.Time) card {
	c.s = c.s.Answer(g, now, c.p)
	return c
}

type fsrsTopic struct {
	c fsrsCard
	f fsrs
}

func (c fsrsTopic) due(Params) (time.Time, bool) {
	if c.c.state == "" || c.c.state == StateNew {
		return time.Time{}, false
	}
	return c.c.due, true
}

func (c fsrsTopic) answer(g Grade, now time.Time) card {
	c.c = c.f.answer(c.c, g, now)
	return c
}

// simulate runs learners through 90 days of one quiz a day at 9:00: all
// new topics on the first day, then every topic due, each answer a
// minute, learning steps within the session (up to Anki's 20-minute
// learn-ahead limit). Learner i's draws come from seed and i alone, so
// every scheduler meets the same learners and the same luck.
func simulate(name string, learners int, seed uint64, power bool, fresh func() card) schedulerRun {
	p := AnkiDefaults()
	run := schedulerRun{name: name}
	start := time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)
	end := start.AddDate(0, 0, 90)
	for l := 0; l < learners; l++ {
		rng := engine.NewRand(mix(seed, uint64(l)))
		mem := newLearner(rng, power)
		luck := engine.NewRand(mix(seed, uint64(l), 1))
		cards := make([]card, len(mem))
		for i := range cards {
			cards[i] = fresh()
		}
		for day := 0; day < 90; day++ {
			now := start.AddDate(0, 0, day)
			dayEnd := now.Add(12 * time.Hour)
			for now.Before(dayEnd) {
				pick, soonest := -1, time.Time{}
				for i, c := range cards {
					d, ok := c.due(p)
					if !ok && day > 0 {
						continue
					}
					if !ok {
						d = now
					}
					if pick < 0 || d.Before(soonest) {
						pick, soonest = i, d
					}
				}
				if pick < 0 || soonest.After(now.Add(p.LearnAhead)) {
					break
				}
				if soonest.After(now) {
					now = soonest
				}
				lt := &mem[pick]
				pr := lt.recallAt(now)
				if lt.seen && now.Sub(lt.last) >= 12*time.Hour {
					run.laterReviews++
					run.recallSum += pr
				}
				right := luck.Float64() < pr
				g := Good
				if !right {
					g = Again
				}
				lt.study(now, pr, right)
				cards[pick] = cards[pick].answer(g, now)
				run.reviews++
				now = now.Add(time.Minute)
			}
		}
		for i := range mem {
			run.end += mem[i].recallAt(end) / float64(len(mem))
		}
	}
	run.reviews /= float64(learners)
	run.end /= float64(learners)
	return run
}

// TestSchedulerSimulation compares SM-2 with Anki's defaults and FSRS-6
// with its defaults on the same simulated learners. FSRS would replace
// SM-2 only if, at some desired retention, it reached at least SM-2's
// recall at review with fewer reviews; the test fails if the figures no
// longer support the choice docs/quiz.md states (SM-2 kept).
func TestSchedulerSimulation(t *testing.T) {
	learners := 40
	if testing.Short() {
		learners = 10
	}
	if s := os.Getenv("QUIZ_SCHEDULER_LEARNERS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("QUIZ_SCHEDULER_LEARNERS=%q", s)
		}
		learners = n
	}
	const seed = 90
	for _, power := range []bool{false, true} {
		curve := "exponential forgetting"
		if power {
			curve = "power-law forgetting"
		}
		sm2 := simulate("SM-2 (Anki defaults)", learners, seed, power, func() card { return sm2Card{p: AnkiDefaults()} })
		runs := []schedulerRun{sm2}
		for _, r := range []float64{0.80, 0.85, 0.90, 0.95} {
			f := fsrs{w: fsrsDefaults, retention: r}
			runs = append(runs, simulate(fmt.Sprintf("FSRS-6 defaults, retention %.2f", r), learners, seed, power, func() card { return fsrsTopic{f: f} }))
		}
		t.Logf("%d learners, %s:", learners, curve)
		for _, r := range runs {
			t.Logf("  %-34s reviews per learner %6.1f  recall at review %5.1f %%  recall on day 90 %5.1f %%", r.name, r.reviews, 100*r.recall(), 100*r.end)
		}
		// FSRS's reviews at SM-2's recall at review, between the two
		// retentions around it.
		at := math.NaN()
		for i := 1; i+1 < len(runs); i++ {
			a, b := runs[i], runs[i+1]
			if a.recall() <= sm2.recall() && sm2.recall() <= b.recall() {
				at = a.reviews + (sm2.recall()-a.recall())/(b.recall()-a.recall())*(b.reviews-a.reviews)
			}
		}
		t.Logf("  FSRS-6 at SM-2's recall at review (%.1f %%): %.1f reviews per learner, SM-2 %.1f", 100*sm2.recall(), at, sm2.reviews)
		if !(at > sm2.reviews) {
			t.Errorf("%s: FSRS reaches SM-2's recall at review with %.1f reviews, SM-2 needs %.1f: docs/quiz.md keeps SM-2 and must be revised", curve, at, sm2.reviews)
		}
	}
}
