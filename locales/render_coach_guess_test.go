package locales

import (
	"testing"

	"croupier/engine/pasur/opponent"
)

// TestCoachLineGuessed: when the search did not see every card, another
// player's play in the line the coach tells is one sample's guess over
// the hidden cards, so the sentence says it may go so ("es kann etwa so
// weitergehen", « par exemple »), not that it does (issue 22, final
// replay: « l’ordinateur pose 2♠, puis vous prenez … » was told as
// fact); and when only the card played scores, the clause that has just
// named it is followed by its points alone, not « avec V♣ – V♣ (1
// point) ». Pasur rulebook „Zählen“: a jack is worth 1 point.
func TestCoachLineGuessed(t *testing.T) {
	type want struct{ deVerdict, deTip, frVerdict, frTip string }
	for _, c := range []struct {
		r opponent.Reason
		want
	}{
		// the better line: 8♥ takes 2♣ A♦, the computer lays 5♠, the
		// learner's B♣ takes it
		{opponent.Reason{Kind: opponent.ReasonKeeps, Line: opponent.LineBetter, Step: 2, Seat: 0, Play: coachCard(t, "J♣"),
			Cards: coachCards(t, "5♠"), Points: 100, Percent: 92, Kept: true}, want{
			"Damit hättest du B♣ behalten, und es hätte etwa so weitergehen können: der Computer legt 5♠, dann nimmst du mit B♣ 5♠ (1 Punkt), so oder ähnlich in 92\u00a0% der durchgerechneten Fälle.",
			"Damit behältst du B♣, und es kann etwa so weitergehen: der Computer legt 5♠, dann nimmst du mit B♣ 5♠ (1 Punkt), so oder ähnlich in 92\u00a0% der durchgerechneten Fälle.",
			"Vous auriez ainsi gardé V♣, et la suite aurait pu être, par exemple\u00a0: l’ordinateur pose 5♠, puis vous prenez 5♠ avec V♣ (1 point), c’est ce qui se passe, ou presque, dans 92\u00a0% des cas calculés.",
			"Vous gardez ainsi V♣, et la suite peut être, par exemple\u00a0: l’ordinateur pose 5♠, puis vous prenez 5♠ avec V♣ (1 point), c’est ce qui se passe, ou presque, dans 92\u00a0% des cas calculés."}},
		{opponent.Reason{Kind: opponent.ReasonKeeps, Line: opponent.LineBetter, Step: 2, Seat: 0, Play: coachCard(t, "J♣"),
			Cards: coachCards(t, "5♠"), Points: 100, Percent: 92}, want{
			"Damit hätte es etwa so weitergehen können: der Computer legt 5♠, dann nimmst du mit B♣ 5♠ (1 Punkt), so oder ähnlich in 92\u00a0% der durchgerechneten Fälle.",
			"Damit kann es etwa so weitergehen: der Computer legt 5♠, dann nimmst du mit B♣ 5♠ (1 Punkt), so oder ähnlich in 92\u00a0% der durchgerechneten Fälle.",
			"La suite aurait ainsi pu être, par exemple\u00a0: l’ordinateur pose 5♠, puis vous prenez 5♠ avec V♣ (1 point), c’est ce qui se passe, ou presque, dans 92\u00a0% des cas calculés.",
			"La suite peut ainsi être, par exemple\u00a0: l’ordinateur pose 5♠, puis vous prenez 5♠ avec V♣ (1 point), c’est ce qui se passe, ou presque, dans 92\u00a0% des cas calculés."}},
	} {
		for _, x := range []struct {
			l    Lang
			tip  bool
			want string
		}{{German, false, c.deVerdict}, {German, true, c.deTip}, {French, false, c.frVerdict}, {French, true, c.frTip}} {
			sc := coachScene(t, x.l, x.tip) // not Exact: the hands are hidden
			got := New(x.l).CoachReason(c.r, sc)
			if got != x.want {
				t.Errorf("%s tip=%v:\n got %q\nwant %q", x.l, x.tip, got, x.want)
			}
			checkComposed(t, x.l, got)
		}
	}
}
