package opponent

import (
	"flag"
	"fmt"
	"reflect"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

var truthRounds = flag.Int("truth.rounds", 0, "rounds of TestCoachTruthSampled, searched with the default budget (0: a short run with a small one)")

// Before the last deal the coach cannot see the other hands: it reads its
// reasons from the lines of one sample of them (the sample nearest the
// mean difference). Every reason must still be true in the line it cites,
// played in the engine with that sample's hands, and state the points of
// what it names; and no clear verdict goes without a concrete reason. The
// test logs how many clear verdicts cite a line, over the deals 1–5 of
// rounds of two and of partnerships.
func TestCoachTruthSampled(t *testing.T) {
	rounds := 3
	if testing.Short() || raceOn {
		rounds = 1
	}
	o := Options{Samples: 12, MinSamples: 4, Nodes: 40_000}
	if *truthRounds > 0 { // the survey by hand: the coach's own budget
		rounds, o = *truthRounds, Options{}
	}
	for _, players := range []int{2, 4} {
		cfg := pasur.Config{Players: players, Variants: pasur.DefaultVariants()}
		var clear, lined, unsaid, reasons int
		for i := 0; i < rounds; i++ {
			rng := engine.NewRand(uint64(900 + i))
			r, err := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
			if err != nil {
				t.Fatal(err)
			}
			for !r.Over() {
				v := r.View(r.ToPlay())
				if !v.LastDeal() && r.Plays()%2 == 0 && len(v.AppendLegalMoveSets(nil)) > 1 {
					coach := NewCoach(11, o)
					a, err := coach.analysis(&v)
					if err != nil {
						t.Fatal(err)
					}
					for wi, w := range a.Moves {
						vd, err := coach.Judge(&v, w.Move)
						if err != nil {
							t.Fatal(err)
						}
						if !vd.Clearly {
							if vd.Cost >= ClearlyBetter && vd.Cost >= 2*vd.StdErr {
								unsaid++
								if *truthVerbose {
									b := a.Moves[a.Best]
									cmp := compare(a, a.Best, wi, infoOf(&v, a))
									t.Logf("unsaid: deal %d hand %v table %v: played %v best %v cost %d parts %+v vs %+v; reasons %+v\n  B %v\n  W %v",
										v.DealNumber(), v.Hand(), v.Table(), w.Move.Move(), b.Move.Move(), vd.Cost, b.Parts, w.Parts, cmp.reasons, cmp.better.Plays, cmp.weaker.Plays)
								}
							}
							continue
						}
						clear++
						s := sampleOf(a, a.Best, wi, vd)
						has := false
						for _, rs := range vd.Reasons {
							reasons++
							has = has || rs.Line != LineNone
							if why := sampledFalse(r, a, s, vd, rs); why != "" {
								t.Errorf("%d players, deal %d, hand %v, table %v: played %v, best %v: %v %+v: %s", players, v.DealNumber(),
									v.Hand(), v.Table(), vd.Played.Move(), vd.Best.Move(), rs.Kind, rs, why)
							}
						}
						if has {
							lined++
						}
					}
				}
				m, _ := Greedy{}.Move(&v)
				r.PlayLegal(m)
			}
		}
		t.Logf("%d players, deals 1–5: %d clear verdicts, %d cite a line, %d reasons all true in their sample's line; %d clearly weaker moves left unsaid (no concrete reason)",
			players, clear, lined, reasons, unsaid)
	}
}

// sampledFalse replays the lines of verdict vd in the engine from the
// round r with sample s's hands and returns why reason rs is not true in
// its line, or "".
func sampledFalse(r *pasur.Round, a *Analysis, s int, vd Verdict, rs Reason) string {
	if s < 0 {
		return "the lines cited are no sample's"
	}
	setup := setupOf(r)
	root := a.roots[s]
	rest := engine.SetOf(r.Talon())
	for p := range setup.Hands {
		rest |= r.HandSet(p)
	}
	for p := range setup.Hands {
		setup.Hands[p] = cardsOf(root.hands[p])
		rest &^= root.hands[p]
	}
	setup.Talon = cardsOf(rest)
	play := func(l Line) ([]pasur.Outcome, *pasur.Round, string) {
		e, err := pasur.NewRoundFrom(r.Config(), setup)
		if err != nil {
			return nil, nil, err.Error()
		}
		var out []pasur.Outcome
		for i, p := range l.Plays {
			if e.ToPlay() != p.Seat {
				return nil, nil, fmt.Sprintf("play %d: seat %d, not %d, is to move", i, e.ToPlay(), p.Seat)
			}
			o, ok := e.PlayLegal(p.Move)
			if !ok || o.Sur != p.Sur {
				return nil, nil, fmt.Sprintf("play %d (%v) illegal or its sur misread", i, p.Move.Move())
			}
			out = append(out, o)
		}
		return out, e, ""
	}
	ob, _, why := play(vd.BetterLine)
	if why != "" {
		return "better line: " + why
	}
	ow, ew, why := play(vd.WeakerLine)
	if why != "" {
		return "weaker line: " + why
	}
	if ob[0].Card != vd.Best.Card || ow[0].Card != vd.Played.Card {
		return "the lines do not start with the moves compared"
	}
	seven := r.Variants().SevenDiamonds
	cards := engine.SetOf(rs.Cards)
	side := r.Config().Side(vd.Seat)
	switch rs.Kind {
	case ReasonTakes:
		if cards&^(took(vd.Best)&^took(vd.Played)) != 0 || rs.Points != Centipoints(100*cardPoints(cards, seven)) {
			return "names cards the better move does not take, or other points"
		}
	case ReasonSur:
		if !ob[0].Sur || ow[0].Sur {
			return "no sur of the better move alone"
		}
	case ReasonSurDenied:
		if !ow[0].Cleared || ow[0].Sur {
			return "the weaker move does not clear the table without a sur"
		}
	case ReasonGives, ReasonKeeps:
		o := ow
		if rs.Kind == ReasonKeeps {
			o = ob
		}
		if rs.Step <= 0 || rs.Step >= len(o) {
			return "the step is not in the line"
		}
		x := o[rs.Step]
		want := Centipoints(100 * cardPoints(x.Taken|bit(x.Card), seven))
		if x.Sur {
			want += 500
		}
		if (x.Side == side) != (rs.Kind == ReasonKeeps) || x.Seat != rs.Seat || x.Card != rs.Play || x.Taken != cards || x.Sur != rs.Sur || rs.Points != want {
			return fmt.Sprintf("the line's play %d is %+v", rs.Step, x)
		}
	case ReasonClubs:
		if rs.Line != LineNone {
			return "a clubs bonus won before the last deal"
		}
	case ReasonNextDeal:
		if engine.SetOf(ew.Table()) != cards || ew.ToPlay() != rs.Seat || r.Config().Side(rs.Seat) == side {
			return fmt.Sprintf("after the weaker line the table is %v and seat %d plays first", ew.Table(), ew.ToPlay())
		}
	default:
		return "a kind that cites the last deal"
	}
	return ""
}

// sampleOf finds the sample whose lines verdict vd cites.
func sampleOf(a *Analysis, bi, wi int, vd Verdict) int {
	for i := range a.roots {
		b := a.rules.replay(&a.roots[i], a.Moves[bi].Move, a.Moves[bi].lines[i])
		w := a.rules.replay(&a.roots[i], a.Moves[wi].Move, a.Moves[wi].lines[i])
		if reflect.DeepEqual(b, vd.BetterLine) && reflect.DeepEqual(w, vd.WeakerLine) {
			return i
		}
	}
	return -1
}
