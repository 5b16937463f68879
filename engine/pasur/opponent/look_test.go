package opponent

import (
	"fmt"
	"os"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

func TestLook(t *testing.T) {
	if os.Getenv("AB") == "" {
		t.Skip()
	}
	cfg := pasur.Config{Players: 2, Variants: pasur.DefaultVariants()}
	coach := NewCoach(1, Options{})
	for seed := uint64(1); seed <= 3; seed++ {
		rng := engine.NewRand(seed)
		r, _ := pasur.NewRound(cfg, engine.ShuffledDeck(rng), rng, nil)
		for !r.Over() {
			v := r.View(r.ToPlay())
			m, _ := Greedy{}.Move(&v)
			if r.ToPlay() == 0 {
				vd, _ := coach.Judge(&v, m)
				if vd.Clearly {
					fmt.Printf("deal %d hand %v table %v: played %v, best %v, cost %d±%d\n", v.DealNumber(), v.Hand(), v.Table(), v.InTableOrder(m), v.InTableOrder(vd.Best), vd.Cost, vd.StdErr)
					for _, rs := range vd.Reasons {
						fmt.Printf("    %v %v pts %d seat %d %d%% count %d %s\n", rs.Kind, rs.Cards, rs.Points, rs.Seat, rs.Percent, rs.Count, rs.Rule)
					}
				}
			}
			r.PlayLegal(m)
		}
	}
}
