package pasur_test

// An independent review of the engine against pasur.de.txt as settled by
// RULINGS.md "Pasur" (RULINGS wins). Every expected value below was
// computed by hand from the rules, with the arithmetic in the comment; the
// tests use only the exported API. Abbreviations: RB = pasur.de.txt,
// RU = RULINGS.md "Pasur". Seats are numbered counter-clockwise, the
// default direction of play (docs/rules-pasur.md "Seat convention"): by
// default the player after seat i is i+1 mod n; clockwise it is i−1 mod n.

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
)

// ---- helpers ---------------------------------------------------------

func rvCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	if strings.TrimSpace(s) == "" {
		return nil
	}
	out, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatalf("cards %q: %v", s, err)
	}
	return out
}

func rvCard(t *testing.T, s string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(s)
	if err != nil {
		t.Fatalf("card %q: %v", s, err)
	}
	return c
}

// rvKey renders a set of cards in card-index order, whatever order given.
func rvKey(cs []engine.Card) string {
	var s engine.CardSet
	for _, c := range cs {
		s = s.Add(c)
	}
	var parts []string
	for i := 0; i < engine.DeckSize; i++ {
		if c, _ := engine.CardAt(i); s.Has(c) {
			parts = append(parts, c.String())
		}
	}
	return strings.Join(parts, " ")
}

// rvKeys normalises a list of hand-written sets (each "c c c").
func rvKeys(t *testing.T, sets ...string) []string {
	t.Helper()
	out := make([]string, len(sets))
	for i, s := range sets {
		out[i] = rvKey(rvCards(t, s))
	}
	slices.Sort(out)
	return out
}

// rvTakes lists the take sets the engine allows for card.
func rvTakes(r *pasur.Round, card engine.Card) []string {
	var out []string
	for _, m := range r.LegalMoves() {
		if m.Card == card {
			out = append(out, rvKey(m.Take))
		}
	}
	slices.Sort(out)
	return out
}

func rvConfig(t *testing.T, players, dealer int, specs ...string) pasur.Config {
	t.Helper()
	v, err := pasur.ParseVariants(specs...)
	if err != nil {
		t.Fatal(err)
	}
	return pasur.Config{Players: players, Dealer: dealer, Variants: v}
}

// rvRound starts an explicit round: hands by seat, seat toPlay to move.
func rvRound(t *testing.T, c pasur.Config, toPlay int, hands []string, table, talon string, before ...int) *pasur.Round {
	t.Helper()
	hs := make([][]engine.Card, c.Players)
	for i := range hs {
		if i < len(hands) {
			hs[i] = rvCards(t, hands[i])
		}
	}
	s := pasur.Setup{Hands: hs, Table: rvCards(t, table), Talon: rvCards(t, talon), ToPlay: toPlay, LastCapturer: -1}
	if len(before) > 0 {
		s.ScoresBefore = before
	}
	r, err := pasur.NewRoundFrom(c, s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func rvPlay(t *testing.T, r *pasur.Round, card, take string) *pasur.MoveResult {
	t.Helper()
	res, err := r.Play(r.ToPlay(), pasur.Move{Card: rvCard(t, card), Take: rvCards(t, take)})
	if err != nil {
		t.Fatalf("play %s x %q: %v", card, take, err)
	}
	return res
}

func rvRefused(t *testing.T, r *pasur.Round, card, take string, sentinel error) *pasur.MoveError {
	t.Helper()
	err := r.Check(pasur.Move{Card: rvCard(t, card), Take: rvCards(t, take)})
	if !errors.Is(err, sentinel) {
		t.Fatalf("%s x %q: want %v, got %v", card, take, sentinel, err)
	}
	var me *pasur.MoveError
	if !errors.As(err, &me) {
		t.Fatalf("want *MoveError, got %T", err)
	}
	return me
}

// rvOutcome plays a move and checks laid / cleared / sur.
func rvOutcome(t *testing.T, r *pasur.Round, card, take string, laid, cleared, sur bool) *pasur.MoveResult {
	t.Helper()
	res := rvPlay(t, r, card, take)
	if res.Laid != laid || res.Cleared != cleared || res.Sur != sur {
		t.Fatalf("%s x %q: laid %v cleared %v sur %v, want %v %v %v", card, take, res.Laid, res.Cleared, res.Sur, laid, cleared, sur)
	}
	return res
}

// ---- captures (RU "A turn plays exactly one card"; RB "Spielablauf") --

// RB "Spielablauf" 2.; RU Number card. 7 needs 4: table 4♦ 9♠ → only {4♦}
// (9 alone: 7+9 = 16; 4+9: 7+13 = 20). After it the table is [9♠].
func TestReviewSumOneGroup(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"7♣", "K♠"}, "4♦ 9♠", "")
	if got, want := rvTakes(r, rvCard(t, "7♣")), rvKeys(t, "4♦"); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	rvRefused(t, r, "7♣", "4♦ 9♠", pasur.ErrBadSum) // 4+9 = 13, not 4 or 8
	rvOutcome(t, r, "7♣", "4♦", false, false, false)
	if rvKey(r.Table()) != rvKey(rvCards(t, "9♠")) || rvKey(r.Pile(0)) != rvKey(rvCards(t, "7♣ 4♦")) {
		t.Fatalf("table %v pile %v", r.Table(), r.Pile(0))
	}
}

// RU "taking several groups at once is allowed". 5 needs 6: groups
// {6♦} {6♥} {2♠ 4♣} are disjoint; every non-empty union is legal: 2³−1 = 7.
// Taking all: 6+6+2+4 = 18 = 3×6, the table is empty → sur.
func TestReviewSumSeveralDisjointGroups(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"5♣", "K♠"}, "6♦ 6♥ 2♠ 4♣", "Q♠")
	want := rvKeys(t, "6♦", "6♥", "2♠ 4♣", "6♦ 6♥", "6♦ 2♠ 4♣", "6♥ 2♠ 4♣", "6♦ 6♥ 2♠ 4♣")
	if got := rvTakes(r, rvCard(t, "5♣")); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	rvOutcome(t, r, "5♣", "6♦ 6♥ 2♠ 4♣", false, true, true)
}

// Overlapping candidate groups: 6 needs 5 on 5♦ 3♥ 2♠ 2♦. Groups: {5♦},
// {3♥ 2♠}, {3♥ 2♦} (2+2 = 4 is none). Disjoint unions: the three, plus
// {5♦ 3♥ 2♠}, {5♦ 3♥ 2♦} = 5. {3♥ 2♠ 2♦} = 7 and the whole table
// 5+3+2+2 = 12 are no multiples of 5.
func TestReviewSumOverlappingGroups(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"6♣", "K♠"}, "5♦ 3♥ 2♠ 2♦", "")
	want := rvKeys(t, "5♦", "3♥ 2♠", "3♥ 2♦", "5♦ 3♥ 2♠", "5♦ 3♥ 2♦")
	if got := rvTakes(r, rvCard(t, "6♣")); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	rvRefused(t, r, "6♣", "3♥ 2♠ 2♦", pasur.ErrBadSum)
	rvRefused(t, r, "6♣", "5♦ 3♥ 2♠ 2♦", pasur.ErrBadSum)
}

// A multiple of the need that does not split: 6 needs 5; 4+3+3 = 10 = 2×5
// but no group makes 5 (4+1, 3+2 missing), so 6 cannot capture at all and
// is laid; taking the three is refused.
func TestReviewSumCannotSplit(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"6♣", "K♠"}, "4♦ 3♥ 3♠", "")
	rvRefused(t, r, "6♣", "4♦ 3♥ 3♠", pasur.ErrCannotSplit)
	if r.CanCapture(rvCard(t, "6♣")) {
		t.Fatal("6 cannot make 11 here")
	}
	rvOutcome(t, r, "6♣", "", true, false, false)
}

// The ace needs 10: 10♦ 9♠ A♥ 4♣ 6♦ give {10♦} {9♠ A♥} {4♣ 6♦}: 7 unions.
// All of it: 10+9+1+4+6 = 30 = 3×10, a sur. Capture points: A♣ 1 +
// 10♦ 3 + A♥ 1 = 5 (RB "Punktewertung").
func TestReviewAceNeedsTen(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"A♣", "K♠"}, "10♦ 9♠ A♥ 4♣ 6♦", "Q♠")
	want := rvKeys(t, "10♦", "9♠ A♥", "4♣ 6♦", "10♦ 9♠ A♥", "10♦ 4♣ 6♦", "9♠ A♥ 4♣ 6♦", "10♦ 9♠ A♥ 4♣ 6♦")
	if got := rvTakes(r, rvCard(t, "A♣")); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	found := false
	for _, c := range r.CapturesFor(rvCard(t, "A♣")) {
		if len(c.Take) == 5 {
			found = true
			if c.Points != 5 || !c.Clears || !c.Sur {
				t.Fatalf("full capture %+v", c)
			}
		}
	}
	if !found {
		t.Fatal("full capture missing")
	}
}

// The 10 needs 1: two aces give {A♦} {A♥} {A♦ A♥}.
func TestReviewTenTakesAces(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"10♣", "K♠"}, "A♦ A♥ 2♠", "")
	if got, want := rvTakes(r, rvCard(t, "10♣")), rvKeys(t, "A♦", "A♥", "A♦ A♥"); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
}

// RB "Bildkarten tragen nie zur Summe bei"; RU "Kings, queens and jacks
// never count in a sum". 9 needs 2: table 2♦ Q♠ J♥ → only {2♦}; the queen
// and jack are refused, and they stay: no sur.
func TestReviewFaceCardsNeverInSums(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"9♣", "K♠"}, "2♦ Q♠ J♥", "")
	if got, want := rvTakes(r, rvCard(t, "9♣")), rvKeys(t, "2♦"); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	rvRefused(t, r, "9♣", "2♦ Q♠", pasur.ErrFaceInSum)
	rvRefused(t, r, "9♣", "J♥", pasur.ErrFaceInSum)
	rvOutcome(t, r, "9♣", "2♦", false, false, false)
	if rvKey(r.Table()) != rvKey(rvCards(t, "Q♠ J♥")) {
		t.Fatalf("table %v", r.Table())
	}
}

// No face card stands for 10 or 1: A on K♦ Q♥ (A+K would be 11 if K were
// 10) and 10 on J♦ cannot capture; both are laid.
func TestReviewFaceCardsNoValue(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"A♣", "2♠"}, "K♦ Q♥ J♦", "")
	rvOutcome(t, r, "A♣", "", true, false, false)
	r = rvRound(t, rvConfig(t, 2, 1), 0, []string{"10♠", "2♠"}, "K♦ Q♥ J♦", "")
	rvOutcome(t, r, "10♠", "", true, false, false)
}

// RB "Spielablauf" 3.; RU King/Queen. K takes every king and nothing else:
// table K♦ K♥ 5♠ Q♣ → {K♦ K♥}; one king alone or the queen are refused.
func TestReviewKingTakesAllKings(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"K♣", "2♠"}, "K♦ K♥ 5♠ Q♣", "")
	if got, want := rvTakes(r, rvCard(t, "K♣")), rvKeys(t, "K♦ K♥"); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	rvRefused(t, r, "K♣", "K♦", pasur.ErrMustTakeAll)
	rvRefused(t, r, "K♣", "K♦ K♥ Q♣", pasur.ErrWrongRank)
	rvRefused(t, r, "K♣", "", pasur.ErrMustCapture)
	rvOutcome(t, r, "K♣", "K♦ K♥", false, false, false)
	if rvKey(r.Table()) != rvKey(rvCards(t, "5♠ Q♣")) {
		t.Fatalf("table %v", r.Table())
	}
}

// A queen takes the only queen: the table is empty → sur (RU **Sur**).
// A queen on a table of kings only cannot capture and is laid.
func TestReviewQueen(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"Q♣", "Q♥"}, "Q♦", "2♠")
	rvOutcome(t, r, "Q♣", "Q♦", false, true, true)
	r = rvRound(t, rvConfig(t, 2, 1), 0, []string{"Q♣", "Q♥"}, "K♦ K♠", "")
	rvOutcome(t, r, "Q♣", "", true, false, false)
}

// RB "Spielablauf" 4.; RU Jack: every table card but kings and queens,
// other jacks included: 3♦ J♥ 9♠ K♣ Q♦ → {3♦ J♥ 9♠}; K♣ Q♦ stay: no sur.
// Pile: J♣ J♥ 3♦ 9♠ → jacks 2 points.
func TestReviewJackSweep(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"J♣", "2♠"}, "3♦ J♥ 9♠ K♣ Q♦", "")
	if got, want := rvTakes(r, rvCard(t, "J♣")), rvKeys(t, "3♦ J♥ 9♠"); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	rvRefused(t, r, "J♣", "3♦ 9♠", pasur.ErrMustTakeAll)
	rvRefused(t, r, "J♣", "3♦ J♥ 9♠ K♣", pasur.ErrJackFace)
	rvRefused(t, r, "J♣", "", pasur.ErrMustCapture)
	rvOutcome(t, r, "J♣", "3♦ J♥ 9♠", false, false, false)
	if b := r.ScoreIfEndedNow(0); b.Jacks != 2 {
		t.Fatalf("jacks %+v", b)
	}
}

// RU "A jack played to a table that holds nothing it can take is laid":
// J on K♦ Q♠ is laid (table K♦ Q♠ J♣), and a jack on an empty table too.
func TestReviewJackOnFacesIsLaid(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"J♣", "J♦"}, "K♦ Q♠", "")
	rvOutcome(t, r, "J♣", "", true, false, false)
	if rvKey(r.Table()) != rvKey(rvCards(t, "K♦ Q♠ J♣")) {
		t.Fatalf("table %v", r.Table())
	}
	// Seat 1's jack now finds J♣: it must take it (K♦ Q♠ stay).
	rvRefused(t, r, "J♦", "", pasur.ErrMustCapture)
	r = rvRound(t, rvConfig(t, 2, 1), 0, []string{"J♣", "2♠"}, "", "")
	rvOutcome(t, r, "J♣", "", true, false, false)
}

// RU "A card that can capture must capture; it may not be laid. The player
// is free to choose which card to play." 5 + 6♥ = 11: laying 5♣ is refused
// and its one choice is reported; 8 (needs 3) may be laid instead.
func TestReviewMustCapture(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"5♣ 8♦", "K♠"}, "6♥", "")
	me := rvRefused(t, r, "5♣", "", pasur.ErrMustCapture)
	if len(me.Choices) != 1 || rvKey(me.Choices[0].Take) != rvKey(rvCards(t, "6♥")) {
		t.Fatalf("choices %v", me.Choices)
	}
	if me.Rule != pasur.RuleMustCapture {
		t.Fatalf("rule %s", me.Rule)
	}
	rvOutcome(t, r, "8♦", "", true, false, false)
}

// ---- surs -------------------------------------------------------------

// RU **Sur**: "a capture that leaves the table empty: 5 points". 4 + 7 = 11.
func TestReviewSurNumberCard(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"4♣", "K♠"}, "7♦", "2♠")
	rvOutcome(t, r, "4♣", "7♦", false, true, true)
	if r.Surs(0) != 1 || r.ScoreIfEndedNow(0).SurPoints != 5 {
		t.Fatalf("surs %d %+v", r.Surs(0), r.ScoreIfEndedNow(0))
	}
}

// A king taking both kings on a table of only kings clears it: a sur.
func TestReviewSurKing(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"K♣", "2♠"}, "K♦ K♥", "3♠")
	rvOutcome(t, r, "K♣", "K♦ K♥", false, true, true)
}

// RU "A jack can make a sur unless the variant no sur with a jack is on":
// J♣ sweeps 2♦ 5♣ J♥. With no_sur_with_jack the same clears without a sur
// (SurDenied names the variant), while a number card's sur still counts.
func TestReviewSurJackAndNoSurWithJack(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"J♣", "2♠"}, "2♦ 5♣ J♥", "3♠")
	rvOutcome(t, r, "J♣", "2♦ 5♣ J♥", false, true, true)

	r = rvRound(t, rvConfig(t, 2, 1, "no_sur_with_jack"), 0, []string{"J♣", "2♠"}, "2♦ 5♣ J♥", "3♠")
	res := rvOutcome(t, r, "J♣", "2♦ 5♣ J♥", false, true, false)
	if res.SurDenied != pasur.RuleNoSurWithJack || r.Surs(0) != 0 {
		t.Fatalf("denied %q surs %d", res.SurDenied, r.Surs(0))
	}
	r = rvRound(t, rvConfig(t, 2, 1, "no_sur_with_jack"), 0, []string{"4♣", "2♠"}, "7♦", "3♠")
	rvOutcome(t, r, "4♣", "7♦", false, true, true)
}

// RU "no sur in the last deal" (the talon is empty): the same 4 x 7 is a
// sur while cards remain to be dealt and is none once the talon is empty.
func TestReviewNoSurLastDeal(t *testing.T) {
	c := rvConfig(t, 2, 1, "no_sur_last_deal")
	r := rvRound(t, c, 0, []string{"4♣", "K♠"}, "7♦", "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠")
	rvOutcome(t, r, "4♣", "7♦", false, true, true)
	r = rvRound(t, c, 0, []string{"4♣", "K♠"}, "7♦", "")
	res := rvOutcome(t, r, "4♣", "7♦", false, true, false)
	if res.SurDenied != pasur.RuleNoSurLastDeal {
		t.Fatalf("denied %q", res.SurDenied)
	}
}

// RU "no sur once the side has 50 or more at the start of the round":
// at 49 the sur counts, at exactly 50 it does not; the opponent's 50 does
// not deny my sur.
func TestReviewNoSurAt50Boundary(t *testing.T) {
	c := rvConfig(t, 2, 1, "no_sur_at_50")
	for _, tc := range []struct {
		before []int
		sur    bool
	}{{[]int{49, 0}, true}, {[]int{50, 0}, false}, {[]int{51, 0}, false}, {[]int{0, 50}, true}} {
		r := rvRound(t, c, 0, []string{"4♣", "K♠"}, "7♦", "2♠", tc.before...)
		res := rvOutcome(t, r, "4♣", "7♦", false, true, tc.sur)
		if !tc.sur && res.SurDenied != pasur.RuleNoSurAt50 {
			t.Fatalf("%v: denied %q", tc.before, res.SurDenied)
		}
	}
}

// no_sur_at_50 in a match: round 1 gives side 0 ten surs = 50. In round 2
// its sur is denied; its round-2 pile 4♣ 7♦ 9♦ (9♦ laid by seat 1 after,
// bonus to side 0) is worth 0, so the totals stay 50 : 0.
func TestReviewNoSurAt50Match(t *testing.T) {
	m, err := pasur.NewMatch(rvConfig(t, 2, 0, "no_sur_at_50"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rvEmptyRound(t, m, nil, []int{10, 0})
	r, err := m.StartRoundFrom(pasur.Setup{Hands: [][]engine.Card{rvCards(t, "4♣"), rvCards(t, "9♦")}, Table: rvCards(t, "7♦"), ToPlay: 0, LastCapturer: -1})
	if err != nil {
		t.Fatal(err)
	}
	res, err := m.Play(m.Round().ToPlay(), pasur.Move{Card: rvCard(t, "4♣"), Take: rvCards(t, "7♦")})
	if err != nil || res.Sur || res.SurDenied != pasur.RuleNoSurAt50 {
		t.Fatalf("%+v %v", res, err)
	}
	if _, err := m.Play(m.Round().ToPlay(), pasur.Move{Card: rvCard(t, "9♦")}); err != nil {
		t.Fatal(err)
	}
	if !r.Over() || !slices.Equal(m.Totals(), []int{50, 0}) {
		t.Fatalf("totals %v", m.Totals())
	}
}

// RU sur_cancel "opponents' surs cancel one for one". Seat 0: 4♣ x 7♦ sur;
// seat 1 lays 9♥ (empty table); seat 0's 5♠ needs 6 → laid; seat 1's J♥
// sweeps 9♥ 5♠: sur. Standard: side 0 = 5 (sur; 4♣ 7♦ worth 0), side 1 =
// 5 + 1 (J♥) = 6. With sur_cancel: 1−1 = 0 surs each → 0 and 1.
func TestReviewSurCancel(t *testing.T) {
	for _, tc := range []struct {
		spec []string
		want []int
	}{{nil, []int{5, 6}}, {[]string{"sur_cancel"}, []int{0, 1}}} {
		r := rvRound(t, rvConfig(t, 2, 1, tc.spec...), 0, []string{"4♣ 5♠", "9♥ J♥"}, "7♦", "")
		rvOutcome(t, r, "4♣", "7♦", false, true, true)
		rvOutcome(t, r, "9♥", "", true, false, false)
		rvOutcome(t, r, "5♠", "", true, false, false)
		res := rvOutcome(t, r, "J♥", "9♥ 5♠", false, true, true)
		if !res.RoundOver {
			t.Fatal("round should be over")
		}
		bd := r.Breakdowns()
		if bd[0].Total != tc.want[0] || bd[1].Total != tc.want[1] {
			t.Fatalf("%v: %+v", tc.spec, bd)
		}
	}
	// Scoring alone: surs 3 : 1 → 2 : 0 scored (10 and 0 points); 2 : 2 → 0.
	v, _ := pasur.ParseVariants("sur_cancel")
	bd := pasur.Breakdowns([]engine.CardSet{0, 0}, []int{3, 1}, v)
	if bd[0].SurPoints != 10 || bd[1].SurPoints != 0 || bd[0].SursCancelled != 1 {
		t.Fatalf("%+v", bd)
	}
	bd = pasur.Breakdowns([]engine.CardSet{0, 0}, []int{2, 2}, v)
	if bd[0].Total != 0 || bd[1].Total != 0 {
		t.Fatalf("%+v", bd)
	}
}

// RU "The last-capture bonus is never a sur". Seat 0: 4♣ x 7♥ (5♠ stays,
// no sur). Seat 1's 9♦ needs 2 → laid. End: 5♠ 9♦ go to side 0 as the
// bonus; no sur; pile 4♣ 7♥ 5♠ 9♦ = 0 points, 1 club.
func TestReviewLastCaptureBonusNoSur(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"4♣", "9♦"}, "7♥ 5♠", "")
	rvOutcome(t, r, "4♣", "7♥", false, false, false)
	res := rvOutcome(t, r, "9♦", "", true, false, false)
	if !res.RoundOver || res.BonusSide != 0 || rvKey(res.BonusCards) != rvKey(rvCards(t, "5♠ 9♦")) {
		t.Fatalf("%+v", res)
	}
	if r.Surs(0) != 0 || rvKey(r.Pile(0)) != rvKey(rvCards(t, "4♣ 7♥ 5♠ 9♦")) || len(r.Table()) != 0 {
		t.Fatalf("surs %d pile %v table %v", r.Surs(0), r.Pile(0), r.Table())
	}
	if b := r.Breakdowns()[0]; b.Total != 0 || b.Clubs != 1 {
		t.Fatalf("%+v", b)
	}
}

// RU "if nobody captured, it goes to nobody": 9 needs 2 on K♠: both 9s
// are laid; the table K♠ 9♣ 9♦ goes to nobody and both sides score 0.
func TestReviewNobodyCaptured(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"9♣", "9♦"}, "K♠", "")
	rvOutcome(t, r, "9♣", "", true, false, false)
	res := rvOutcome(t, r, "9♦", "", true, false, false)
	if res.BonusSide != -1 || rvKey(res.LeftoverCards) != rvKey(rvCards(t, "K♠ 9♣ 9♦")) {
		t.Fatalf("%+v", res)
	}
	if r.LastCapturer() != -1 || len(r.Pile(0))+len(r.Pile(1)) != 0 {
		t.Fatal("nobody captured")
	}
	for _, b := range r.Breakdowns() {
		if b.Total != 0 {
			t.Fatalf("%+v", b)
		}
	}
}

// ---- scoring (RB "Punktewertung"; RU **Scoring per round**) -----------

// A♣ A♦ J♠ 2♣ 10♦ 3♥: aces 2 + jack 1 + 2♣ 2 + 10♦ 3 = 8; clubs A♣ 2♣ = 2
// (no bonus).
func TestReviewScoreItems(t *testing.T) {
	b := pasur.Score(rvCards(t, "A♣ A♦ J♠ 2♣ 10♦ 3♥"), 0, pasur.DefaultVariants())
	if b.Aces != 2 || b.Jacks != 1 || b.TwoClubs != 2 || b.TenDiamonds != 3 || b.Clubs != 2 || b.ClubsBonus != 0 || b.Total != 8 {
		t.Fatalf("%+v", b)
	}
}

// Seven clubs A♣ … 7♣: ace 1 + 2♣ 2 + bonus 7 = 10; six (no 7♣): 3.
func TestReviewClubsBonusThreshold(t *testing.T) {
	v := pasur.DefaultVariants()
	if b := pasur.Score(rvCards(t, "A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣"), 0, v); b.ClubsBonus != 7 || b.Total != 10 {
		t.Fatalf("7 clubs %+v", b)
	}
	if b := pasur.Score(rvCards(t, "A♣ 2♣ 3♣ 4♣ 5♣ 6♣"), 0, v); b.ClubsBonus != 0 || b.Total != 3 {
		t.Fatalf("6 clubs %+v", b)
	}
}

// RB "ein Gleichstand von genau 6:6 ergibt 0 Punkte für beide": 6 clubs
// each (the 13th elsewhere) → no bonus for anyone; 3 players 6:6:1 too.
func TestReviewClubsSixSix(t *testing.T) {
	v := pasur.DefaultVariants()
	p := func(s string) engine.CardSet {
		var x engine.CardSet
		for _, c := range rvCards(t, s) {
			x = x.Add(c)
		}
		return x
	}
	bd := pasur.Breakdowns([]engine.CardSet{p("3♣ 4♣ 5♣ 6♣ 7♣ 8♣"), p("9♣ 10♣ J♣ Q♣ K♣ A♣"), p("2♣")}, nil, v)
	if bd[0].ClubsBonus+bd[1].ClubsBonus+bd[2].ClubsBonus != 0 {
		t.Fatalf("%+v", bd)
	}
	// side 1: A♣ 1 + J♣ 1 = 2; side 2: 2♣ 2.
	if bd[0].Total != 0 || bd[1].Total != 2 || bd[2].Total != 2 {
		t.Fatalf("%+v", bd)
	}
}

// RB "Karo-7-Bonus": 7♦ is worth 0, or 1 under seven_diamonds. Surs: 2 × 5.
// The whole deck: 4 aces + 4 jacks + 2 + 3 + 7 = 20 (21 with the 7♦).
func TestReviewSevenDiamondsSursWholeDeck(t *testing.T) {
	sd, _ := pasur.ParseVariants("seven_diamonds")
	if pasur.Score(rvCards(t, "7♦"), 0, pasur.DefaultVariants()).Total != 0 || pasur.Score(rvCards(t, "7♦"), 0, sd).Total != 1 {
		t.Fatal("7♦")
	}
	if b := pasur.Score(nil, 2, pasur.DefaultVariants()); b.SurPoints != 10 || b.Total != 10 {
		t.Fatalf("surs %+v", b)
	}
	if b := pasur.Score(engine.NewDeck(), 0, pasur.DefaultVariants()); b.Total != 20 {
		t.Fatalf("deck %+v", b)
	}
	if b := pasur.Score(engine.NewDeck(), 0, sd); b.Total != 21 {
		t.Fatalf("deck 7♦ %+v", b)
	}
}

// ---- match (RU **Match**) ----------------------------------------------

// rvEmptyRound plays a round that ends at once (no cards in hand, no
// talon) with the given piles and surs, so its scores are exactly those.
func rvEmptyRound(t *testing.T, m *pasur.Match, piles []string, surs []int) {
	t.Helper()
	s := pasur.Setup{Hands: make([][]engine.Card, m.Config().Players), Surs: surs, LastCapturer: -1}
	for _, p := range piles {
		s.Piles = append(s.Piles, rvCards(t, p))
	}
	r, err := m.StartRoundFrom(s)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Over() {
		t.Fatal("round should be over at once")
	}
}

func rvMatch(t *testing.T, players int, specs ...string) *pasur.Match {
	t.Helper()
	m, err := pasur.NewMatch(rvConfig(t, players, 0, specs...), nil)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Target 62: 12 surs = 60 : 0, not over; +A♣ = 61, not over; +A♦ A♥ → 63 ≥ 62.
func TestReviewMatch62(t *testing.T) {
	m := rvMatch(t, 2)
	rvEmptyRound(t, m, nil, []int{12, 0})
	rvEmptyRound(t, m, []string{"A♣", ""}, nil)
	if m.Over() || !slices.Equal(m.Totals(), []int{61, 0}) {
		t.Fatalf("61: %v", m.Totals())
	}
	rvEmptyRound(t, m, []string{"A♦ A♥", ""}, nil)
	if w, ok := m.Winner(); !ok || w != 0 || !m.Over() {
		t.Fatalf("winner %d %v %v", w, ok, m.Totals())
	}
}

// Target 51: 10 surs + A♣ = 51 wins; the same under 62 goes on.
func TestReviewMatch51(t *testing.T) {
	for _, tc := range []struct {
		spec string
		over bool
	}{{"target: 51", true}, {"target: 62", false}} {
		m := rvMatch(t, 2, tc.spec)
		rvEmptyRound(t, m, []string{"", "A♣"}, []int{0, 10})
		if m.Over() != tc.over {
			t.Fatalf("%s: over %v at %v", tc.spec, m.Over(), m.Totals())
		}
	}
}

// Target 11: 10♦ 3 + 2♣ 2 + A♣ 1 + one sur 5 = 11 → side 1 wins at once.
func TestReviewMatch11(t *testing.T) {
	m := rvMatch(t, 2, "target: 11")
	rvEmptyRound(t, m, []string{"", "10♦ 2♣ A♣"}, []int{0, 1})
	if w, ok := m.Winner(); !ok || w != 1 {
		t.Fatalf("winner %d %v %v", w, ok, m.Totals())
	}
}

// Several over the target: 60 : 60, then +3 (10♦) and +5 (2♣ A♣ A♦ A♥):
// 63 : 65 → the higher, side 1, wins.
func TestReviewMatchSeveralOver(t *testing.T) {
	m := rvMatch(t, 2)
	rvEmptyRound(t, m, nil, []int{12, 12})
	rvEmptyRound(t, m, []string{"10♦", "2♣ A♣ A♦ A♥"}, nil)
	if w, ok := m.Winner(); !ok || w != 1 || !slices.Equal(m.Totals(), []int{63, 65}) {
		t.Fatalf("winner %d %v %v", w, ok, m.Totals())
	}
}

// Exact tie at the top: 60 : 60, +2 each (A♣ A♦ / A♥ A♠) = 62 : 62 →
// another round; then +1 (J♣) = 63 : 62 → side 0. Three players 70:70:65
// also play on.
func TestReviewMatchTiePlaysOn(t *testing.T) {
	m := rvMatch(t, 2)
	rvEmptyRound(t, m, nil, []int{12, 12})
	rvEmptyRound(t, m, []string{"A♣ A♦", "A♥ A♠"}, nil)
	if m.Over() {
		t.Fatalf("tie 62:62 must play on: %v", m.Totals())
	}
	rvEmptyRound(t, m, []string{"J♣", ""}, nil)
	if w, ok := m.Winner(); !ok || w != 0 {
		t.Fatalf("winner %d %v %v", w, ok, m.Totals())
	}
	m3 := rvMatch(t, 3)
	rvEmptyRound(t, m3, nil, []int{14, 14, 13}) // 70 : 70 : 65
	if m3.Over() {
		t.Fatalf("3 players tie at the top: %v", m3.Totals())
	}
}

// fixed_rounds: exactly 11 rounds whatever the score (100 : 0 after round
// 1 does not end it); 100 : 100 after round 11 is a draw; 100 : 105 a win.
func TestReviewMatchFixedRounds(t *testing.T) {
	for _, tc := range []struct {
		last   []int
		draw   bool
		winner int
	}{{[]int{0, 20}, true, -1}, {[]int{0, 21}, false, 1}} {
		m := rvMatch(t, 2, "fixed_rounds")
		rvEmptyRound(t, m, nil, []int{20, 0})
		for i := 2; i <= 10; i++ {
			if m.Over() {
				t.Fatalf("over after %d rounds", i-1)
			}
			rvEmptyRound(t, m, nil, nil)
		}
		if m.Over() {
			t.Fatal("over after 10 rounds")
		}
		rvEmptyRound(t, m, nil, tc.last)
		w, ok := m.Winner()
		if !m.Over() || m.Draw() != tc.draw || (ok && w != tc.winner) || ok == tc.draw {
			t.Fatalf("%v: over %v draw %v winner %d %v", m.Totals(), m.Over(), m.Draw(), w, ok)
		}
		if _, err := m.StartRoundFrom(pasur.Setup{Hands: make([][]engine.Card, 2), LastCapturer: -1}); !errors.Is(err, pasur.ErrMatchOver) {
			t.Fatalf("12th round: %v", err)
		}
	}
}

// ---- dealing (RU "A stacked deck is dealt in blocks of four") ----------

// rvHands checks each seat's hand against a rank (all four suits).
func rvHands(t *testing.T, r *pasur.Round, want map[int]string) {
	t.Helper()
	for seat, s := range want {
		if got := rvKey(r.Hand(seat)); got != rvKey(rvCards(t, s)) {
			t.Fatalf("seat %d: got %v want %s", seat, got, s)
		}
	}
}

const (
	rvAces   = "A♣ A♦ A♥ A♠"
	rvTwos   = "2♣ 2♦ 2♥ 2♠"
	rvThrees = "3♣ 3♦ 3♥ 3♠"
	rvFours  = "4♣ 4♦ 4♥ 4♠"
	rvFives  = "5♣ 5♦ 5♥ 5♠"
)

// engine.NewDeck is A♣ A♦ A♥ A♠ 2♣ … K♠: block k is rank k+1.
// Two players, dealer 0: the first player is seat 1 (either direction):
// seat 1 aces, seat 0 twos, table threes, 40 in the talon, 6 deals.
func TestReviewDealTwo(t *testing.T) {
	r, err := pasur.NewRound(rvConfig(t, 2, 0), engine.NewDeck(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rvHands(t, r, map[int]string{1: rvAces, 0: rvTwos})
	if rvKey(r.Table()) != rvKey(rvCards(t, rvThrees)) || r.TalonSize() != 40 || r.ToPlay() != 1 || r.Config().Deals() != 6 {
		t.Fatalf("table %v talon %d to play %d", r.Table(), r.TalonSize(), r.ToPlay())
	}
}

// Three players, dealer 0. Counter-clockwise: 0 → 1 → 2 → 0, so seat 1
// aces, seat 2 twos, seat 0 threes, table fours, talon 36, 4 deals.
// Clockwise: 0 → 2 → 1 → 0: seat 2 aces, seat 1 twos, seat 0 threes.
func TestReviewDealThreeDirections(t *testing.T) {
	r, err := pasur.NewRound(rvConfig(t, 3, 0), engine.NewDeck(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rvHands(t, r, map[int]string{1: rvAces, 2: rvTwos, 0: rvThrees})
	if rvKey(r.Table()) != rvKey(rvCards(t, rvFours)) || r.TalonSize() != 36 || r.ToPlay() != 1 || r.Config().Deals() != 4 {
		t.Fatalf("ccw: table %v talon %d to play %d", r.Table(), r.TalonSize(), r.ToPlay())
	}
	r, err = pasur.NewRound(rvConfig(t, 3, 0, "clockwise"), engine.NewDeck(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rvHands(t, r, map[int]string{2: rvAces, 1: rvTwos, 0: rvThrees})
	if r.ToPlay() != 2 {
		t.Fatalf("cw: to play %d", r.ToPlay())
	}
}

// Four players, dealer 1. Counter-clockwise: 2, 3, 0, 1 get A, 2, 3, 4;
// table fives; talon 32; 3 deals. The later deals go the same way: deal 2
// gives 2, 3, 0, 1 the sixes … nines, deal 3 the tens … kings. Clockwise
// from dealer 1: 0, 3, 2, 1 get A, 2, 3, 4.
func TestReviewDealFourAndLaterDeals(t *testing.T) {
	r, err := pasur.NewRound(rvConfig(t, 4, 1), engine.NewDeck(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rvHands(t, r, map[int]string{2: rvAces, 3: rvTwos, 0: rvThrees, 1: rvFours})
	if rvKey(r.Table()) != rvKey(rvCards(t, rvFives)) || r.TalonSize() != 32 || r.ToPlay() != 2 || r.Config().Deals() != 3 {
		t.Fatalf("table %v talon %d to play %d", r.Table(), r.TalonSize(), r.ToPlay())
	}
	order := []int{2, 3, 0, 1}
	deals := [][]string{
		{"6♣ 6♦ 6♥ 6♠", "7♣ 7♦ 7♥ 7♠", "8♣ 8♦ 8♥ 8♠", "9♣ 9♦ 9♥ 9♠"},
		{"10♣ 10♦ 10♥ 10♠", "J♣ J♦ J♥ J♠", "Q♣ Q♦ Q♥ Q♠", "K♣ K♦ K♥ K♠"},
	}
	for d, hands := range deals {
		for i := 0; i < 16; i++ { // one whole deal: 4 players × 4 cards
			if want := order[i%4]; r.ToPlay() != want {
				t.Fatalf("deal %d play %d: seat %d to play, want %d", d+1, i, r.ToPlay(), want)
			}
			if _, err := r.Play(r.ToPlay(), r.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
		if r.DealNumber() != d+2 {
			t.Fatalf("deal number %d", r.DealNumber())
		}
		want := map[int]string{}
		for i, s := range order {
			want[s] = hands[i]
		}
		rvHands(t, r, want)
	}
	if r.TalonSize() != 0 || !r.LastDeal() {
		t.Fatal("talon after the third deal")
	}
	r, err = pasur.NewRound(rvConfig(t, 4, 1, "clockwise"), engine.NewDeck(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rvHands(t, r, map[int]string{0: rvAces, 3: rvTwos, 2: rvThrees, 1: rvFours})
}

// RU "the first player is the next one after the dealer"; the deal passes
// on in the direction of play: 4 players from dealer 1, counter-clockwise
// 1, 2, 3, 0, 1; clockwise 1, 0, 3, 2, 1.
func TestReviewDealerRotation(t *testing.T) {
	for _, tc := range []struct {
		spec []string
		want []int
	}{{nil, []int{1, 2, 3, 0, 1}}, {[]string{"clockwise"}, []int{1, 0, 3, 2, 1}}} {
		m, err := pasur.NewMatch(rvConfig(t, 4, 1, tc.spec...), nil)
		if err != nil {
			t.Fatal(err)
		}
		for i, d := range tc.want {
			if m.Dealer() != d {
				t.Fatalf("%v round %d: dealer %d want %d", tc.spec, i+1, m.Dealer(), d)
			}
			rvEmptyRound(t, m, nil, nil)
			if got := m.Rounds()[i].Dealer; got != d {
				t.Fatalf("record dealer %d", got)
			}
		}
	}
	// The first player after dealer 2 with 3 players: 0 (ccw, 2+1 mod 3),
	// 1 (cw, 2−1).
	if rvConfig(t, 3, 2).FirstPlayer() != 0 || rvConfig(t, 3, 2, "clockwise").FirstPlayer() != 1 {
		t.Fatal("first player")
	}
}

// ---- initial table check (RU **Initial table check**) ------------------

// rvStacked: seat 1 gets aces, seat 0 twos (2 players, dealer 0), then
// the four table cards given, the rest shuffled by seed.
func rvStacked(t *testing.T, table string, seed uint64) []engine.Card {
	t.Helper()
	prefix := rvCards(t, rvAces+" "+rvTwos+" "+table)
	d, err := engine.StackedDeck(prefix, engine.NewRand(seed))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// The check itself: one jack alone → replace; two jacks / queens / kings →
// redeal; a jack with two kings → redeal (not a replacement); one queen
// and one king pass.
func TestReviewCheckTable(t *testing.T) {
	for _, tc := range []struct {
		table  string
		redeal bool
		one    bool
	}{
		{"J♦ 3♣ 4♥ 5♠", false, true},
		{"J♦ J♣ 4♥ 5♠", true, false},
		{"Q♦ Q♣ 4♥ 5♠", true, false},
		{"K♦ K♣ J♥ 5♠", true, false},
		{"Q♦ K♣ 4♥ 5♠", false, false},
	} {
		f := pasur.CheckTable(rvCards(t, tc.table))
		if f.Redeal() != tc.redeal || (f&pasur.FaultOneJack != 0) != tc.one {
			t.Fatalf("%s: %v", tc.table, f)
		}
	}
}

// One jack: the jack goes back into the talon and one replacement comes to
// its place; the other three table cards and the hands stay. If the
// replacement is another jack the check replaces again; if it is a second
// king the whole deck is redealt. Over many seeds: the final table always
// passes, and every event follows from the previous one.
func TestReviewOneJackReplaced(t *testing.T) {
	sawRepeat := false
	for seed := uint64(1); seed <= 300; seed++ {
		deck := rvStacked(t, "3♣ J♦ K♥ 5♠", seed)
		r, err := pasur.NewRound(rvConfig(t, 2, 0), deck, engine.NewRand(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		ev := r.Events()
		if len(ev) == 0 || ev[0].Kind != pasur.EventJackReplaced || ev[0].Jack != rvCard(t, "J♦") ||
			rvKey(ev[0].Table) != rvKey(rvCards(t, "3♣ J♦ K♥ 5♠")) {
			t.Fatalf("seed %d: events %+v", seed, ev)
		}
		if pasur.CheckTable(r.Table()) != 0 {
			t.Fatalf("seed %d: final table %v", seed, r.Table())
		}
		switch rep := ev[0].Replacement; {
		case rep.Rank == engine.King:
			sawRepeat = true
			if len(ev) < 2 || ev[1].Kind != pasur.EventRedeal {
				t.Fatalf("seed %d: second king must redeal: %+v", seed, ev)
			}
		case rep.Rank == engine.Jack:
			sawRepeat = true
			if len(ev) < 2 || ev[1].Kind != pasur.EventJackReplaced {
				t.Fatalf("seed %d: a new jack is replaced again: %+v", seed, ev)
			}
		default:
			if len(ev) != 1 {
				t.Fatalf("seed %d: %+v", seed, ev)
			}
			tbl := r.Table()
			if tbl[0] != rvCard(t, "3♣") || tbl[1] != rep || tbl[2] != rvCard(t, "K♥") || tbl[3] != rvCard(t, "5♠") {
				t.Fatalf("seed %d: table %v", seed, tbl)
			}
			rvHands(t, r, map[int]string{1: rvAces, 0: rvTwos})
			if r.TalonSize() != 40 || !slices.Contains(r.Talon(), rvCard(t, "J♦")) {
				t.Fatalf("seed %d: the jack is back in the talon", seed)
			}
		}
	}
	if !sawRepeat {
		t.Fatal("no seed repeated the check")
	}
}

// Two jacks, two queens, two kings → full redeal: the first event is a
// redeal, the final table passes, and the 52 cards are all in play.
func TestReviewRedeal(t *testing.T) {
	for _, table := range []string{"J♣ J♦ 3♥ 4♠", "Q♣ Q♦ 3♥ 4♠", "K♣ K♦ J♥ 4♠"} {
		r, err := pasur.NewRound(rvConfig(t, 2, 0), rvStacked(t, table, 7), engine.NewRand(7), nil)
		if err != nil {
			t.Fatal(err)
		}
		ev := r.Events()
		if len(ev) == 0 || ev[0].Kind != pasur.EventRedeal || !ev[0].Fault.Redeal() || pasur.CheckTable(r.Table()) != 0 {
			t.Fatalf("%s: %+v table %v", table, ev, r.Table())
		}
		all := append(append(append(r.Hand(0), r.Hand(1)...), r.Table()...), r.Talon()...)
		if err := engine.CheckDeck(all); err != nil || r.Dealer() != 0 {
			t.Fatalf("%s: %v", table, err)
		}
		if _, err := pasur.NewRound(rvConfig(t, 2, 0), rvStacked(t, table, 7), nil, nil); !errors.Is(err, pasur.ErrNeedRandom) {
			t.Fatalf("%s without rng: %v", table, err)
		}
	}
}

// ---- partnerships, four solo -------------------------------------------

// RU "4 play in fixed partnerships (partners opposite)". Counter-clockwise
// from seat 0: 0, 1, 2, 3. Table 7♦ 2♥ 2♣ K♣.
//
//	seat 0: 4♣ x 7♦           → side 0 (4+7 = 11)
//	seat 1: 9♦ x 2♥           → side 1 (9+2)
//	seat 2: 9♠ x 2♣           → side 0 (partner of 0)
//	seat 3: K♥ x K♣, table empty → sur, side 1 (partner of 1)
//
// Side 0: 4♣ 7♦ 9♠ 2♣ = 2♣ 2. Side 1: 9♦ 2♥ K♥ K♣ + sur = 5. Four solo:
// seat 0: 0, seat 1: 0, seat 2: 2, seat 3: 5.
func TestReviewPartnershipsAndFourSolo(t *testing.T) {
	for _, tc := range []struct {
		spec []string
		want []int
	}{{nil, []int{2, 5}}, {[]string{"four_solo"}, []int{0, 0, 2, 5}}} {
		r := rvRound(t, rvConfig(t, 4, 1, tc.spec...), 0, []string{"4♣", "9♦", "9♠", "K♥"}, "7♦ 2♥ 2♣ K♣", "")
		rvPlay(t, r, "4♣", "7♦")
		rvPlay(t, r, "9♦", "2♥")
		rvPlay(t, r, "9♠", "2♣")
		res := rvOutcome(t, r, "K♥", "K♣", false, true, true)
		if !res.RoundOver || r.Sides() != len(tc.want) {
			t.Fatalf("%v: over %v sides %d", tc.spec, res.RoundOver, r.Sides())
		}
		for s, b := range r.Breakdowns() {
			if b.Total != tc.want[s] {
				t.Fatalf("%v side %d: %+v", tc.spec, s, b)
			}
		}
	}
	c := rvConfig(t, 4, 0)
	if c.Side(0) != c.Side(2) || c.Side(1) != c.Side(3) || c.Side(0) == c.Side(1) {
		t.Fatal("partners sit opposite")
	}
	bad := rvConfig(t, 4, 0, "four_solo", "sur_cancel")
	if !errors.Is(bad.Validate(), pasur.ErrSurCancelSides) {
		t.Fatal("sur_cancel needs two sides")
	}
	if !errors.Is(rvConfig(t, 3, 0, "four_solo").Validate(), pasur.ErrFourSolo) {
		t.Fatal("four_solo needs four")
	}
}

// ---- jacks eleven, children -------------------------------------------

// RU jacks_eleven: "a played jack takes disjoint groups of table cards each
// summing to 11, a table jack counting as a group of its own; no sweep".
// Table 5♦ 6♥ J♠ 3♣ K♦: groups {5♦ 6♥}, {J♠}; 3♣ fits none → captures
// {5♦ 6♥}, {J♠}, {5♦ 6♥ J♠}. Jack on 4♦ alone: no group → laid.
func TestReviewJacksEleven(t *testing.T) {
	c := rvConfig(t, 2, 1, "jacks_eleven")
	r := rvRound(t, c, 0, []string{"J♣", "2♠"}, "5♦ 6♥ J♠ 3♣ K♦", "")
	if got, want := rvTakes(r, rvCard(t, "J♣")), rvKeys(t, "5♦ 6♥", "J♠", "5♦ 6♥ J♠"); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	rvRefused(t, r, "J♣", "5♦ 6♥ J♠ 3♣", pasur.ErrBadSum) // 5+6+11+3 = 25
	rvRefused(t, r, "J♣", "", pasur.ErrMustCapture)
	r = rvRound(t, c, 0, []string{"J♣", "2♠"}, "4♦", "")
	rvOutcome(t, r, "J♣", "", true, false, false)
	// A lone table jack: J takes J → the table is empty → sur.
	r = rvRound(t, c, 0, []string{"J♣", "2♠"}, "J♦", "3♠")
	rvOutcome(t, r, "J♣", "J♦", false, true, true)
}

// RU children: "no sums, no sweep: every card takes the table cards of its
// own rank". 7 on 7♦ 4♥ 7♠ → both sevens (not the 4); 4 on 7♦ → laid; J on
// 3♦ J♥ → J♥ only; K on K♦ alone → sur.
func TestReviewChildren(t *testing.T) {
	c := rvConfig(t, 2, 1, "children")
	r := rvRound(t, c, 0, []string{"7♣", "2♠"}, "7♦ 4♥ 7♠", "")
	if got, want := rvTakes(r, rvCard(t, "7♣")), rvKeys(t, "7♦ 7♠"); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	rvRefused(t, r, "7♣", "7♦", pasur.ErrMustTakeAll)
	rvRefused(t, r, "7♣", "", pasur.ErrMustCapture)
	r = rvRound(t, c, 0, []string{"4♣", "2♠"}, "7♦", "")
	rvOutcome(t, r, "4♣", "", true, false, false)
	r = rvRound(t, c, 0, []string{"J♣", "2♠"}, "3♦ J♥", "")
	if got, want := rvTakes(r, rvCard(t, "J♣")), rvKeys(t, "J♥"); !slices.Equal(got, want) {
		t.Fatalf("got %v want %v", got, want)
	}
	r = rvRound(t, c, 0, []string{"K♣", "2♠"}, "K♦", "3♠")
	rvOutcome(t, r, "K♣", "K♦", false, true, true)
}

// RU **Sur** "a capture that leaves the table empty": a face card left
// behind means no sur. 4 x 7♦ leaves J♠; K x K♦ leaves Q♥.
func TestReviewSurNeedsEmptyTable(t *testing.T) {
	r := rvRound(t, rvConfig(t, 2, 1), 0, []string{"4♣", "2♠"}, "7♦ J♠", "3♠")
	rvOutcome(t, r, "4♣", "7♦", false, false, false)
	r = rvRound(t, rvConfig(t, 2, 1), 0, []string{"K♣", "2♠"}, "K♦ Q♥", "3♠")
	rvOutcome(t, r, "K♣", "K♦", false, false, false)
}

// sur_cancel is for two sides only (RU "(two sides only)"): three players
// are refused; a jack sur in the last deal with no_sur_with_jack and
// no_sur_last_deal both on is denied (reported: the jack, docs item 6).
func TestReviewSurVariantLimits(t *testing.T) {
	if !errors.Is(rvConfig(t, 3, 0, "sur_cancel").Validate(), pasur.ErrSurCancelSides) {
		t.Fatal("sur_cancel with three sides")
	}
	if rvConfig(t, 4, 0, "sur_cancel").Validate() != nil {
		t.Fatal("sur_cancel with two partnerships")
	}
	r := rvRound(t, rvConfig(t, 2, 1, "no_sur_with_jack", "no_sur_last_deal"), 0, []string{"J♣", "2♠"}, "5♦", "")
	if res := rvOutcome(t, r, "J♣", "5♦", false, true, false); res.SurDenied != pasur.RuleNoSurWithJack {
		t.Fatalf("denied %q", res.SurDenied)
	}
}

// ---- odd input and state held by the caller ----------------------------

// No exported function may panic on odd input (project standards: "no
// panics on ANY input"); each refusal is a typed error.
func TestReviewOddInput(t *testing.T) {
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("panic: %v", p)
		}
	}()
	for _, n := range []int{-3, 0, 1, 5, 1 << 40} {
		c := pasur.Config{Players: n, Dealer: -7}
		_ = c.PlayOrder()
		_, _, _, _ = c.Next(-9), c.Side(-9), c.FirstPlayer(), c.Deals()
		if c.Validate() == nil {
			t.Fatalf("players %d accepted", n)
		}
	}
	c := rvConfig(t, 2, 0)
	bad := engine.Card{Rank: 99, Suit: 9}
	setups := []pasur.Setup{
		{},                                   // nil hands
		{Hands: [][]engine.Card{{bad}, nil}}, // invalid card
		{Hands: [][]engine.Card{rvCards(t, "7♣"), nil}, Table: rvCards(t, "7♣")}, // duplicate
		{Hands: [][]engine.Card{rvCards(t, "7♣"), nil}, ToPlay: 2},               // seat out of range
		{Hands: [][]engine.Card{rvCards(t, "7♣"), nil}, ToPlay: -1},
		{Hands: [][]engine.Card{rvCards(t, "7♣"), nil}, Surs: []int{-1}},
		{Hands: [][]engine.Card{rvCards(t, "7♣"), nil}, Surs: []int{0, 0, 0}},
		{Hands: [][]engine.Card{rvCards(t, "7♣"), nil}, ScoresBefore: []int{1}},
		{Hands: [][]engine.Card{rvCards(t, "7♣"), nil}, Piles: [][]engine.Card{rvCards(t, "7♣")}},
	}
	for i, s := range setups {
		if _, err := pasur.NewRoundFrom(c, s); err == nil {
			t.Fatalf("setup %d accepted", i)
		} else if !errors.Is(err, pasur.ErrSetup) && !errors.Is(err, pasur.ErrScores) {
			t.Fatalf("setup %d: %v", i, err)
		}
	}
	if _, err := pasur.NewRound(c, nil, nil, nil); !errors.Is(err, pasur.ErrSetup) {
		t.Fatalf("nil deck: %v", err)
	}
	if _, err := pasur.NewRoundExplicit(c, nil, nil, nil); err == nil {
		t.Fatal("nil hands")
	}
	r := rvRound(t, c, 0, []string{"7♣", "K♠"}, "4♦", "")
	for _, m := range []pasur.Move{{Card: bad}, {}, {Card: rvCard(t, "7♣"), Take: []engine.Card{bad}},
		{Card: rvCard(t, "7♣"), Take: rvCards(t, "4♦ 4♦")}, {Card: rvCard(t, "K♠")}} {
		if _, err := r.Play(r.ToPlay(), m); err == nil {
			t.Fatalf("%v accepted", m)
		}
	}
	if _, ok := r.PlayLegal(pasur.MoveSet{Card: rvCard(t, "7♣"), Take: 1 << 60}); ok {
		t.Fatal("bits beyond the deck played")
	}
	if _, err := r.Play(9, pasur.Move{Card: rvCard(t, "7♣"), Take: rvCards(t, "4♦")}); !errors.Is(err, pasur.ErrNotYourTurn) {
		t.Fatalf("seat 9: %v", err)
	}
	for _, s := range []int{-1, 2, 99} {
		if r.Hand(s) != nil || r.Pile(s) != nil || r.PileSet(s) != 0 || r.HandSet(s) != 0 || r.Surs(s) != 0 || r.ScoreIfEndedNow(s).Total != 0 {
			t.Fatalf("seat/side %d", s)
		}
	}
	_ = r.CapturesFor(bad)
	_, _ = r.BestCapture(bad)
	_ = r.CanCapture(bad)
	_ = pasur.Score([]engine.Card{bad, bad}, -4, pasur.Variants{})
	_ = pasur.ScoreSet(^engine.CardSet(0), -1, pasur.Variants{})
	_ = pasur.Breakdowns(nil, []int{1, 2, 3}, pasur.Variants{SurCancel: true})
	_ = pasur.CheckTable(nil)
	// Zero values.
	var zr pasur.Round
	_, _ = zr.LegalMoves(), zr.Breakdowns()
	_, _ = zr.Play(zr.ToPlay(), pasur.Move{Card: rvCard(t, "7♣")})
	var zm pasur.Match
	if _, ok := zm.Winner(); ok || zm.Over() {
		t.Fatal("a zero match has no winner")
	}
	if _, err := zm.StartRound(nil); err == nil {
		t.Fatal("zero match started")
	}
	_, _ = zm.Play(0, pasur.Move{})
	if _, err := pasur.NewMatch(pasur.Config{Players: 7}, nil); err == nil {
		t.Fatal("7 players")
	}
}

// Only moves change a round or a match: what the caller passes in is
// copied, and what an accessor returns cannot reach back into the state.
func TestReviewNoAliasing(t *testing.T) {
	c := rvConfig(t, 2, 0)
	deck := rvStacked(t, "3♣ J♦ 4♥ 5♠", 3)
	orig := slices.Clone(deck)
	r, err := pasur.NewRound(c, deck, engine.NewRand(3), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(deck, orig) {
		t.Fatal("NewRound changed the caller's deck")
	}
	ev := r.Events()
	if len(ev) == 0 {
		t.Fatal("want a table check event")
	}
	want := rvKey(ev[0].Table)
	ev[0].Table[0] = rvCard(t, "K♠")
	if rvKey(r.Events()[0].Table) != want {
		t.Fatal("Events shares its tables with the round")
	}
	hand := r.Hand(0)
	hand[0] = rvCard(t, "K♠")
	r.Table()[0] = rvCard(t, "K♠")
	if rvKey(r.Hand(0)) != rvKey(rvCards(t, rvTwos)) || pasur.CheckTable(r.Table()) != 0 {
		t.Fatal("Hand / Table share memory")
	}

	hands := [][]engine.Card{rvCards(t, "7♣"), rvCards(t, "K♠")}
	table := rvCards(t, "4♦")
	r2, err := pasur.NewRoundFrom(c, pasur.Setup{Hands: hands, Table: table, LastCapturer: -1})
	if err != nil {
		t.Fatal(err)
	}
	hands[0][0], table[0] = rvCard(t, "2♠"), rvCard(t, "3♠")
	if rvKey(r2.Hand(0)) != rvKey(rvCards(t, "7♣")) || rvKey(r2.Table()) != rvKey(rvCards(t, "4♦")) {
		t.Fatal("NewRoundFrom keeps the caller's slices")
	}

	m := rvMatch(t, 2)
	if _, err := m.StartRound(rvStacked(t, "3♣ J♦ 4♥ 5♠", 3)); err == nil {
		t.Fatal("StartRound needs the rng for the jack")
	}
	m, _ = pasur.NewMatch(c, engine.NewRand(3))
	if _, err := m.StartRound(rvStacked(t, "3♣ J♦ 4♥ 5♠", 3)); err != nil {
		t.Fatal(err)
	}
	for !m.Round().Over() {
		if _, err := m.Play(m.Round().ToPlay(), m.Round().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	rec := m.Rounds()
	tot, bd, tb := rec[0].Totals[0], rec[0].Breakdowns[0].Total, rvKey(rec[0].Events[0].Table)
	rec[0].Totals[0], rec[0].Breakdowns[0].Total, rec[0].Events[0].Table[0] = -1, -1, rvCard(t, "K♠")
	again := m.Rounds()[0]
	if again.Totals[0] != tot || again.Breakdowns[0].Total != bd || rvKey(again.Events[0].Table) != tb {
		t.Fatal("Rounds shares its records with the match")
	}
}
