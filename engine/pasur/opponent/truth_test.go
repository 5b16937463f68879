package opponent

import (
	"flag"
	"fmt"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// The coach's truth in the last deal of a round of two (issue 23): its
// values are exact, and every reason it gives is true in the line it
// cites, with the points of what it names. The judge is an exact solver
// written here: a plain minimax over the engine's own Round (rebuilt from
// a Setup at every node), which knows the other hand from the cards the
// learner has not seen: with the talon empty they are all in it.

// exactSolver is the minimax of the last deal of one position, with a
// memo of the positions it has valued.
type exactSolver struct {
	t    *testing.T
	cfg  pasur.Config
	side int // the side whose margin is valued
	memo map[string]int
}

// key identifies a setup for the memo.
func (x *exactSolver) key(s pasur.Setup) string {
	return fmt.Sprint(s.Hands, engine.SetOf(s.Table), s.Piles, s.Surs, s.LastCapturer, s.ToPlay)
}

// value is side's total minus the other side's at the end of the round,
// both sides playing their best from s on (pasur.de.txt "Punktewertung",
// "Letztes Austeilen": the last capturer gets the table).
func (x *exactSolver) value(s pasur.Setup) int {
	k := x.key(s)
	if v, ok := x.memo[k]; ok {
		return v
	}
	r := x.round(s)
	var v int
	if r.Over() {
		bd := r.Breakdowns()
		v = bd[x.side].Total - bd[1-x.side].Total
	} else {
		maxer := x.cfg.Side(r.ToPlay()) == x.side
		for i, m := range r.LegalMoves() {
			w := x.after(s, m)
			if i == 0 || maxer && w > v || !maxer && w < v {
				v = w
			}
		}
	}
	x.memo[k] = v
	return v
}

// after is the value once m is played in s.
func (x *exactSolver) after(s pasur.Setup, m pasur.Move) int {
	r := x.round(s)
	if _, err := r.Play(r.ToPlay(), m); err != nil {
		x.t.Fatalf("solver: %v refused: %v", m, err)
	}
	return x.value(setupOf(r))
}

func (x *exactSolver) round(s pasur.Setup) *pasur.Round {
	r, err := pasur.NewRoundFrom(x.cfg, s)
	if err != nil {
		x.t.Fatal(err)
	}
	return r
}

// setupFromView is the position of a view of the last deal of a round of
// two, the other hand being every card the view's seat has not seen.
func setupFromView(v *pasur.View) pasur.Setup {
	s := pasur.Setup{Table: v.Table(), ToPlay: v.Seat(), LastCapturer: v.LastCapturer(), DealNumber: v.DealNumber()}
	s.Hands = make([][]engine.Card, 2)
	s.Hands[v.Seat()] = v.Hand()
	s.Hands[1-v.Seat()] = cardsOf(v.Unseen())
	for side := 0; side < 2; side++ {
		s.Piles = append(s.Piles, cardsOf(v.PileSet(side)))
		s.Surs = append(s.Surs, v.Surs(side))
		s.ScoresBefore = append(s.ScoresBefore, v.ScoreBefore(side))
	}
	return s
}

// lastDealPositions deals rounds of two under the variants given and
// plays them with the greedy and random players into the last deal,
// calling f with the view of the seat to move at every move there.
func lastDealPositions(t *testing.T, cfg pasur.Config, rounds int, seed uint64, f func(v *pasur.View)) {
	for i := 0; i < rounds; i++ {
		rng := engine.NewRand(seed + uint64(i))
		r, err := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		rnd := NewRandom(rng)
		for !r.Over() {
			v := r.View(r.ToPlay())
			if v.LastDeal() {
				f(&v)
			}
			var m pasur.MoveSet
			if rng.IntN(2) == 0 {
				m, _ = Greedy{}.Move(&v)
			} else {
				m, _ = rnd.Move(&v)
			}
			if _, ok := r.PlayLegal(m); !ok {
				t.Fatal("move refused")
			}
		}
	}
}

var truthVerbose = flag.Bool("truth.verbose", false, "log the verdicts TestCoachTruthLastDeal leaves unsaid")

// truthStats counts what the property saw.
type truthStats struct {
	positions, moves         int
	clear, withLine, demoted int
	reasons, true_           int
	// tips whose margin the reasons explain, and clear margins they
	// do not (told without the margin)
	tipsExplained, tipsUnexplained int
}

// TestCoachTruthLastDeal is the property of issue 23 over at least 500
// positions of the last deal (two players; the standard rules and the
// variants that change the end of a round): every move's value equals the
// exact solver's; every reason of every clear verdict, and of every tip
// that tells its margin, is true in the line it cites, that line being a line of best play (every play in it keeps
// the exact value), and states the points of what it names.
func TestCoachTruthLastDeal(t *testing.T) {
	var st truthStats
	specs := [][]string{nil, nil, {"no_sur_with_jack"}, {"seven_diamonds"}, {"sur_cancel"}, {"no_sur_last_deal"}}
	rounds := 16
	if testing.Short() || raceOn {
		rounds = 4
	}
	for si, spec := range specs {
		vs, err := pasur.ParseVariants(spec...)
		if err != nil {
			t.Fatal(err)
		}
		cfg := pasur.Config{Players: 2, Variants: vs}
		lastDealPositions(t, cfg, rounds, uint64(7000+100*si), func(v *pasur.View) {
			if len(v.AppendLegalMoveSets(nil)) < 2 {
				return
			}
			checkTruth(t, cfg, v, &st)
		})
	}
	t.Logf("%d positions, %d moves: %d clear verdicts (%d cite a line), %d without a concrete reason left unsaid; %d tips with an explained margin, %d clear margins told without one; reasons true in their line (verdicts' and tips'): %d of %d",
		st.positions, st.moves, st.clear, st.withLine, st.demoted, st.tipsExplained, st.tipsUnexplained, st.true_, st.reasons)
	if !testing.Short() && !raceOn && st.positions < 500 {
		t.Fatalf("only %d positions", st.positions)
	}
	if st.true_ != st.reasons {
		t.Fatalf("%d of %d reasons true", st.true_, st.reasons)
	}
}

// checkTruth checks one position (see TestCoachTruthLastDeal).
func checkTruth(t *testing.T, cfg pasur.Config, v *pasur.View, st *truthStats) {
	t.Helper()
	st.positions++
	side := v.Side()
	x := &exactSolver{t: t, cfg: cfg, side: side, memo: map[string]int{}}
	root := setupFromView(v)
	coach := NewCoach(5, Options{})
	a, err := coach.Analyze(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, ms := range a.Moves {
		want := 100 * x.after(root, ms.Move.Move())
		if int(ms.Value) != want {
			t.Fatalf("%v: move %v valued %d, exactly %d", v.Table(), ms.Move.Move(), ms.Value, want)
		}
	}
	// The tip: a margin is told only with reasons against the runner-up,
	// each true in its line as a verdict's.
	tip, err := coach.Tip(v)
	if err != nil {
		t.Fatal(err)
	}
	if tip.Explained {
		st.tipsExplained++
		vd := Verdict{Played: tip.RunnerUp, Best: tip.Move, Certain: tip.Certain, Reasons: tip.Reasons, BetterLine: tip.BetterLine, WeakerLine: tip.WeakerLine}
		for _, r := range tip.Reasons {
			st.reasons++
			if why := reasonFalse(t, x, root, vd, r); why != "" {
				t.Errorf("tip: hand %v, table %v, %v against %v: reason %v %+v: %s", v.Hand(), v.Table(), tip.Move.Move(), tip.RunnerUp.Move(), r.Kind, r, why)
				continue
			}
			st.true_++
		}
	} else if tip.Margin >= ClearlyBetter {
		st.tipsUnexplained++
	}
	for _, ms := range a.Moves {
		st.moves++
		vd, err := coach.Judge(v, ms.Move)
		if err != nil {
			t.Fatal(err)
		}
		if !vd.Certain {
			t.Fatalf("the last deal of two is not certain: %+v", vd)
		}
		if !vd.Clearly {
			if vd.Cost >= ClearlyBetter {
				st.demoted++
				if *truthVerbose {
					b := a.Moves[a.Best]
					cmp := compare(a, a.Best, a.Find(ms.Move), infoOf(v, a))
					t.Logf("unsaid: hand %v table %v unseen %v: played %v best %v cost %d parts %+v vs %+v; reasons %+v\n  B %+v\n  W %+v", v.Hand(), v.Table(), cardsOf(v.Unseen()),
						ms.Move.Move(), b.Move.Move(), vd.Cost, b.Parts, ms.Parts, cmp.reasons, cmp.better.Plays, cmp.weaker.Plays)
				}
			}
			continue
		}
		st.clear++
		lined := false
		for _, r := range vd.Reasons {
			st.reasons++
			if r.Line != LineNone {
				lined = true
			}
			if why := reasonFalse(t, x, root, vd, r); why != "" {
				t.Errorf("hand %v, table %v, played %v, best %v: reason %v %+v: %s",
					v.Hand(), v.Table(), vd.Played.Move(), vd.Best.Move(), r.Kind, r, why)
				continue
			}
			st.true_++
		}
		if lined {
			st.withLine++
		}
	}
}

// replayed is a line played in the engine: the round after each play and
// each play's outcome.
type replayed struct {
	outcomes []pasur.Outcome
	end      *pasur.Round
}

// replayLine plays a cited line from the root in the engine and checks
// that every play in it is legal and keeps the exact value (a line of
// best play), returning "" or what is wrong.
func replayLine(x *exactSolver, root pasur.Setup, l Line) (replayed, string) {
	r := x.round(root)
	var out replayed
	s := root
	prev := 0
	for i, p := range l.Plays {
		if r.ToPlay() != p.Seat {
			return out, fmt.Sprintf("play %d by seat %d, but seat %d is to move", i, p.Seat, r.ToPlay())
		}
		o, ok := r.PlayLegal(p.Move)
		if !ok {
			return out, fmt.Sprintf("play %d (%v) is not legal", i, p.Move.Move())
		}
		if o.Sur != p.Sur {
			return out, fmt.Sprintf("play %d: sur %v, the engine says %v", i, p.Sur, o.Sur)
		}
		out.outcomes = append(out.outcomes, o)
		next := setupOf(r)
		if i > 0 {
			if got := x.value(next); got != prev {
				return out, fmt.Sprintf("play %d (%v) is not a best play: %d after it, %d before", i, p.Move.Move(), got, prev)
			}
		}
		s = next
		prev = x.value(s)
	}
	if !r.Over() {
		return out, "the line stops before the end of the round"
	}
	out.end = r
	return out, ""
}

// reasonFalse returns why reason r of verdict vd is not true in its line,
// or "".
func reasonFalse(t *testing.T, x *exactSolver, root pasur.Setup, vd Verdict, r Reason) string {
	seven := x.cfg.Variants.SevenDiamonds
	pts := func(cs engine.CardSet) Centipoints { return Centipoints(100 * pasur.CardPoints(cs, x.cfg.Variants)) }
	side := x.side
	var l Line
	switch r.Line {
	case LineBetter:
		l = vd.BetterLine
	case LineWeaker:
		l = vd.WeakerLine
	}
	if len(vd.BetterLine.Plays) == 0 || vd.BetterLine.Plays[0].Move != vd.Best || vd.WeakerLine.Plays[0].Move != vd.Played {
		return "the lines do not start with the moves compared"
	}
	rb, why := replayLine(x, root, vd.BetterLine)
	if why != "" {
		return "better line: " + why
	}
	rw, why := replayLine(x, root, vd.WeakerLine)
	if why != "" {
		return "weaker line: " + why
	}
	cards := engine.SetOf(r.Cards)
	switch r.Kind {
	case ReasonTakes:
		tb, tw := took(vd.Best), took(vd.Played)
		if cards == 0 || cards&^(tb&^tw) != 0 || pointCards(cards, seven) != cards {
			return "names cards the better move does not take, or the weaker takes too, or worth nothing"
		}
		if r.Points != pts(cards) {
			return fmt.Sprintf("says %d points, the cards are worth %d", r.Points, pts(cards))
		}
	case ReasonSur:
		if !rb.outcomes[0].Sur || rw.outcomes[0].Sur || r.Points != 500 {
			return "no sur of the better move alone, or not 5 points"
		}
	case ReasonSurDenied:
		o := rw.outcomes[0]
		if !o.Cleared || o.Sur || o.SurDenied != r.Rule {
			return "the weaker move does not clear the table without a sur by that rule"
		}
	case ReasonGives, ReasonKeeps:
		rp := rw
		if r.Kind == ReasonKeeps {
			rp = rb
		}
		if r.Step <= 0 || r.Step >= len(l.Plays) {
			return "the step is not in the line"
		}
		o := rp.outcomes[r.Step]
		mine := o.Side == side
		if mine != (r.Kind == ReasonKeeps) || o.Seat != r.Seat || o.Card != r.Play || o.Taken != cards || o.Taken == 0 || o.Sur != r.Sur {
			return fmt.Sprintf("the line's play %d is %+v", r.Step, o)
		}
		want := pts(o.Taken | bit(o.Card))
		if o.Sur {
			want += 500
		}
		if r.Points != want {
			return fmt.Sprintf("says %d points, the play is worth %d", r.Points, want)
		}
		if r.Kept && r.Play != vd.Played.Card {
			return "kept, but not the weaker move's card"
		}
	case ReasonLastCapture:
		bs, ws := rb.end.LastCapturer(), rw.end.LastCapturer()
		if bs != side || ws == side {
			return fmt.Sprintf("last capture: side %d in the better line, %d in the weaker", bs, ws)
		}
		end, lr := rb.end, vd.BetterLine
		if r.Line == LineWeaker {
			end, lr = rw.end, vd.WeakerLine
		} else if (ws >= 0) != r.Other {
			return "Other is wrong"
		}
		if engine.SetOf(end.Bonus()) != cards {
			return fmt.Sprintf("names %v, the bonus is %v", r.Cards, end.Bonus())
		}
		if r.Points != pts(cards) || r.Points == 0 {
			return fmt.Sprintf("says %d points, the bonus is worth %d", r.Points, pts(cards))
		}
		// A reason that says the capture is made in the line has it
		// there: Step is the line's last capture, by Seat. One that says
		// it was made before the move (Earlier) names the seat that made
		// it, and nobody captures in the line.
		i := lr.lastCapture()
		switch {
		case r.Earlier && (i >= 0 || r.Step != -1 || x.cfg.Side(r.Seat) != root.LastCapturer):
			return fmt.Sprintf("says seat %d's earlier capture stays the last, but the line's last capture is play %d (side %d captured last before it)", r.Seat, i, root.LastCapturer)
		case !r.Earlier && (r.Step < 0 || r.Step != i || lr.Plays[i].Seat != r.Seat):
			return fmt.Sprintf("says seat %d makes the last capture at play %d of the line, but the line's last capture is play %d", r.Seat, r.Step, i)
		}
	case ReasonClubs:
		bb, bw := rb.end.Breakdowns(), rw.end.Breakdowns()
		if bb[side].ClubsBonus == 0 || bw[side].ClubsBonus != 0 || (bw[1-side].ClubsBonus != 0) != r.Other {
			return "the better line does not bring the clubs bonus the weaker does not"
		}
		if r.Points != 100*pasur.ClubsBonusPoints {
			return "the bonus is 7 points"
		}
	default:
		return "a kind that has no place in the last deal"
	}
	_ = t
	return ""
}
