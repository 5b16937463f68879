package screen

import (
	"fmt"
	"os"
	"testing"

	"croupier/locales"
)

func TestPreview(t *testing.T) {
	if os.Getenv("PREVIEW") == "" {
		t.Skip()
	}
	for _, w := range []int{50, 60, 80, 100, 120} {
		for _, l := range []locales.Lang{locales.German, locales.French} {
			p := locales.New(l)
			fmt.Printf("===== %d %s\n", w, l)
			fmt.Print(Faro(p, nil, everyBet(t), w))
			fmt.Print(Faro(p, nil, lastTurn(t), w))
			fmt.Print(Casekeeper(p, midDeal(t), w))
			fmt.Print(Pasur(p, pasurPosition(t), []string{"Dan", "Computer"}, 0, w))
		}
	}
}
