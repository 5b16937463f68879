package play

import (
	"fmt"
	"io"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// Demo plays one whole Faro deal in free play, "von der Soda bis zum Hock",
// from the deck that seed shuffles: the learner's seat places a few bets
// before chosen turns (picked by the same seed among the ranks still in
// play), calls the turn when three cards remain, and every turn is
// settled and explained as in free play. Each scripted input is written
// after its prompt, so the output reads like a session at the table.
func Demo(w io.Writer, scr *screen.Screen, profile faro.Profile, seed uint64) error {
	g, err := newFaro(scr, profile, seed)
	if err != nil {
		return err
	}
	rng := engine.NewRand(seed ^ 0x5eed)
	in := func(line string) {
		fmt.Fprintf(w, "%s%s\n", g.Prompt(), line)
		g.Input(input.NewLine(line))
	}
	for !g.deal.Over() {
		if t := g.deal.TurnNumber(); t == 0 || t == 6 || t == 12 || t == 18 {
			for _, line := range demoBets(scr.P(), g.deal, rng.IntN(2)+1, rng.Uint64()) {
				in(line)
			}
		}
		if g.deal.OpenCallWindow() {
			if line, ok := demoCall(scr.P(), g.deal, rng.Uint64()); ok {
				in(line)
			}
		}
		in("")
		if g.confirming {
			// the last turn asks first
			in(scr.P().T(locales.AnswerYes))
		}
	}
	return nil
}

// demoBets returns n bets on live ranks the learner has no bet on yet, in
// the language's short form with its rank letters ("4 auf 9", "2 auf B",
// "2 sur R cuivré").
func demoBets(p locales.Printer, d *faro.Deal, n int, seed uint64) []string {
	l := p.Lang()
	rng := engine.NewRand(seed)
	ck := d.Casekeeper()
	taken := map[engine.Rank]bool{}
	for _, bi := range d.Bets() {
		taken[bi.Bet.Rank] = true
	}
	var live []engine.Rank
	for _, r := range engine.AllRanks() {
		if !ck.Dead(r) && !taken[r] {
			live = append(live, r)
		}
	}
	on, copper := "auf", "gecoppert"
	if l == locales.French {
		on, copper = "sur", "cuivré"
	}
	var out []string
	for i := 0; i < n && len(live) > 0; i++ {
		k := rng.IntN(len(live))
		r := live[k]
		live = append(live[:k], live[k+1:]...)
		stake := rng.IntN(5) + 1
		if d.Rules().Profile == faro.Pharaon {
			stake = 2 * (rng.IntN(3) + 1)
		}
		line := fmt.Sprintf("%d %s %s", stake, on, p.Rank(r))
		if rng.IntN(3) == 0 {
			line += " " + copper
		}
		out = append(out, line)
	}
	return out
}

// demoCall returns a call of the turn in a random order of the three cards
// that remain ("ansage 7 B 3 2"), or false for three of a rank.
func demoCall(p locales.Printer, d *faro.Deal, seed uint64) (string, bool) {
	l := p.Lang()
	rem := d.Remaining()
	if len(rem) != 3 || (rem[0].Rank == rem[1].Rank && rem[1].Rank == rem[2].Rank) {
		return "", false
	}
	rng := engine.NewRand(seed)
	order := []engine.Rank{rem[0].Rank, rem[1].Rank, rem[2].Rank}
	rng.Shuffle(3, func(i, j int) { order[i], order[j] = order[j], order[i] })
	word := "ansage"
	if l == locales.French {
		word = "appel"
	}
	stake := "1"
	if d.Rules().Profile == faro.Pharaon {
		stake = "2"
	}
	names := make([]string, 3)
	for i, r := range order {
		names[i] = p.Rank(r)
	}
	return word + " " + strings.Join(names, " ") + " " + stake, true
}
