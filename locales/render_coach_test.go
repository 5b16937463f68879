package locales

import (
	"strings"
	"testing"
	"unicode/utf8"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/engine/pasur/opponent"
)

// coachCards parses cards in neutral notation.
func coachCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	if s == "" {
		return nil
	}
	cs, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// coachMove parses a move: the card, then what it takes.
func coachMove(t *testing.T, s string) pasur.Move {
	cs := coachCards(t, s)
	return pasur.Move{Card: cs[0], Take: cs[1:]}
}

// coachScene is a table of two: the learner against the computer, the
// better move 8♥ taking 2♣ A♦ from 3♠ 2♣ A♦ K♦, the weaker one 4♠ laid,
// in language l.
func coachScene(t *testing.T, l Lang, tip bool) CoachScene {
	p := New(l)
	return CoachScene{
		Names:  []string{p.T(SandboxYou), p.T(SandboxComputer)},
		Config: pasur.Config{Players: 2, Variants: pasur.DefaultVariants(), Dealer: 1},
		Table:  coachCards(t, "3♠ 2♣ A♦ K♦"),
		Better: coachMove(t, "8♥ 2♣ A♦"), Weaker: coachMove(t, "4♠"), Tip: tip,
		// the lines the reasons of the tests cite: after 4♠ the computer
		// lays 9♦, the learner 5♥, and the computer's B♥ sweeps all but
		// K♦; after 8♥ the computer lays 5♠ and the learner's B♣ takes it
		WeakerLine: coachLine(t, "4♠", "9♦", "5♥", "J♥ 3♠ 2♣ A♦ 4♠ 9♦ 5♥"),
		BetterLine: coachLine(t, "8♥ 2♣ A♦", "5♠", "J♣ 5♠"),
	}
}

// coachLine is a line of plays of the table of two, the learner first.
func coachLine(t *testing.T, plays ...string) opponent.Line {
	var l opponent.Line
	for i, pl := range plays {
		l.Plays = append(l.Plays, opponent.LinePlay{Seat: i % 2, Side: i % 2, Move: coachMove(t, pl).Set()})
	}
	return l
}

// coachCard parses one card in neutral notation.
func coachCard(t *testing.T, s string) engine.Card { return coachCards(t, s)[0] }

// TestCoachReasons: the sentence of every reason kind, in the words of a
// verdict (after the learner's move) and of a tip (before it), in German
// and French, from hand-made reasons: the cards in table order, points
// rounded to the half with their plural ("1 Punkt", "1½ point"), how
// often the search saw it when not always, the other player in their own
// words ("der Computer", "l’ordinateur").
func TestCoachReasons(t *testing.T) {
	type want struct{ deVerdict, deTip, frVerdict, frTip string }
	for _, c := range []struct {
		r opponent.Reason
		want
	}{
		{opponent.Reason{Kind: opponent.ReasonTakes, Cards: coachCards(t, "A♦ 2♣"), Points: 300, Seat: -1, Percent: 100}, want{
			"Damit hättest du 2♣ und A♦ genommen (3 Punkte).",
			"Damit nimmst du 2♣ und A♦ (3 Punkte).",
			"Vous auriez ainsi pris 2♣ et A♦ (3 points).",
			"Vous prenez ainsi 2♣ et A♦ (3 points)."}},
		// the points are those of the cards named (here the ace alone,
		// the gain over the weaker move being smaller)
		{opponent.Reason{Kind: opponent.ReasonTakes, Cards: coachCards(t, "A♦"), Points: 50, Seat: -1, Percent: 100}, want{
			"Damit hättest du A♦ genommen (1 Punkt).",
			"Damit nimmst du A♦ (1 Punkt).",
			"Vous auriez ainsi pris A♦ (1 point).",
			"Vous prenez ainsi A♦ (1 point)."}},
		{opponent.Reason{Kind: opponent.ReasonSur, Points: 500, Seat: -1, Percent: 100}, want{
			"Damit hättest du den Tisch abgeräumt: ein Sur, 5 Punkte.",
			"Damit räumst du den Tisch ab: ein Sur, 5 Punkte.",
			"Vous auriez ainsi vidé le tapis\u00a0: un sur, 5 points.",
			"Vous videz ainsi le tapis\u00a0: un sur, 5 points."}},
		// a capture of the weaker line, the next play: certain (the
		// scene is exact) with what it scores, cards in table order
		{opponent.Reason{Kind: opponent.ReasonGives, Line: opponent.LineWeaker, Step: 1, Seat: 1, Play: coachCard(t, "9♠"),
			Cards: coachCards(t, "2♣"), Points: 200, Percent: 100}, want{
			"Nach deinem Zug spielt der Computer 9♠ und nimmt 2♣ – die Kleine Zwei (2 Punkte).",
			"Legst du stattdessen 4♠, spielt der Computer 9♠ und nimmt 2♣ – die Kleine Zwei (2 Punkte).",
			"Après votre coup, l’ordinateur joue 9♠ et prend 2♣ – le petit deux (2 points).",
			"Si vous posez plutôt 4♠, l’ordinateur joue 9♠ et prend 2♣ – le petit deux (2 points)."}},
		// three plays on: the line up to the capture, a sur first
		{opponent.Reason{Kind: opponent.ReasonGives, Line: opponent.LineWeaker, Step: 3, Seat: 1, Play: coachCard(t, "J♥"),
			Cards: coachCards(t, "3♠ 2♣ A♦ 4♠ 9♦ 5♥"), Sur: true, Points: 900, Percent: 100}, want{
			"Nach deinem Zug geht es so weiter: der Computer legt 9♦, du legst 5♥; dann spielt der Computer B♥ und nimmt 3♠, 2♣, A♦, 4♠, 9♦ und 5♥ – ein Sur (5 Punkte), die Kleine Zwei (2), A♦ (1) und B♥ (1).",
			"Legst du stattdessen 4♠, geht es so weiter: der Computer legt 9♦, du legst 5♥; dann spielt der Computer B♥ und nimmt 3♠, 2♣, A♦, 4♠, 9♦ und 5♥ – ein Sur (5 Punkte), die Kleine Zwei (2), A♦ (1) und B♥ (1).",
			"Après votre coup, la suite est\u00a0: l’ordinateur pose 9♦, vous posez 5♥\u00a0; puis l’ordinateur joue V♥ et prend 3♠, 2♣, A♦, 4♠, 9♦ et 5♥ – un sur (5 points), le petit deux (2), A♦ (1) et V♥ (1).",
			"Si vous posez plutôt 4♠, la suite est\u00a0: l’ordinateur pose 9♦, vous posez 5♥\u00a0; puis l’ordinateur joue V♥ et prend 3♠, 2♣, A♦, 4♠, 9♦ et 5♥ – un sur (5 points), le petit deux (2), A♦ (1) et V♥ (1)."}},
		// the better line: the learner keeps the jack for a sur
		{opponent.Reason{Kind: opponent.ReasonKeeps, Line: opponent.LineBetter, Step: 2, Seat: 0, Play: coachCard(t, "J♣"),
			Cards: coachCards(t, "5♠"), Sur: true, Points: 600, Percent: 100, Kept: true}, want{
			"Damit hättest du B♣ behalten: der Computer legt 5♠, dann nimmst du mit B♣ 5♠ – ein Sur (5 Punkte) und B♣ (1).",
			"Damit behältst du B♣: der Computer legt 5♠, dann nimmst du mit B♣ 5♠ – ein Sur (5 Punkte) und B♣ (1).",
			"Vous auriez ainsi gardé V♣\u00a0: l’ordinateur pose 5♠, puis vous prenez 5♠ avec V♣ – un sur (5 points) et V♣ (1).",
			"Vous gardez ainsi V♣\u00a0: l’ordinateur pose 5♠, puis vous prenez 5♠ avec V♣ – un sur (5 points) et V♣ (1)."}},
		// a later capture with another card
		{opponent.Reason{Kind: opponent.ReasonKeeps, Line: opponent.LineBetter, Step: 2, Seat: 0, Play: coachCard(t, "J♣"),
			Cards: coachCards(t, "5♠"), Sur: true, Points: 600, Percent: 100}, want{
			"Damit wäre es so weitergegangen: der Computer legt 5♠, dann nimmst du mit B♣ 5♠ – ein Sur (5 Punkte) und B♣ (1).",
			"Damit geht es so weiter: der Computer legt 5♠, dann nimmst du mit B♣ 5♠ – ein Sur (5 Punkte) und B♣ (1).",
			"La suite aurait ainsi été\u00a0: l’ordinateur pose 5♠, puis vous prenez 5♠ avec V♣ – un sur (5 points) et V♣ (1).",
			"La suite est ainsi\u00a0: l’ordinateur pose 5♠, puis vous prenez 5♠ avec V♣ – un sur (5 points) et V♣ (1)."}},
		// the clubs bonus, certain in the last deal, and who gets it else
		{opponent.Reason{Kind: opponent.ReasonClubs, Line: opponent.LineBetter, Points: 700, Seat: -1, Percent: 100, Other: true}, want{
			"Damit hättest du die meisten Kreuz bekommen (7 Punkte); nach deinem Zug bekommt sie der Computer.",
			"Damit bekommst du die meisten Kreuz (7 Punkte); sonst bekommt sie der Computer.",
			"Vous auriez ainsi eu le plus de trèfles (7 points)\u00a0; après votre coup, c’est l’ordinateur qui l’a.",
			"Vous avez ainsi le plus de trèfles (7 points)\u00a0; sinon, c’est l’ordinateur qui l’a."}},
		{opponent.Reason{Kind: opponent.ReasonLastCapture, Line: opponent.LineWeaker, Step: 3, Seat: 1, Cards: coachCards(t, "A♦ K♦ 4♠"), Points: 100, Percent: 100}, want{
			"Nach deinem Zug macht der Computer die letzte Aufnahme und bekommt die übrigen Tischkarten: A♦, K♦ und 4♠ (1 Punkt).",
			"Legst du stattdessen 4♠, macht der Computer die letzte Aufnahme und bekommt die übrigen Tischkarten: A♦, K♦ und 4♠ (1 Punkt).",
			"Après votre coup, l’ordinateur fait la dernière prise et ramasse les cartes restées sur le tapis\u00a0: A♦, R♦ et 4♠ (1 point).",
			"Si vous posez plutôt 4♠, l’ordinateur fait la dernière prise et ramasse les cartes restées sur le tapis\u00a0: A♦, R♦ et 4♠ (1 point)."}},
		{opponent.Reason{Kind: opponent.ReasonNextDeal, Line: opponent.LineWeaker, Step: 1, Seat: 1, Cards: coachCards(t, "3♠ K♦"), Points: 120, Percent: 100}, want{
			"Nach deinem Zug liegen am Ende des Austeilens noch 3♠ und K♦ auf dem Tisch, und der Computer spielt im nächsten Austeilen zuerst (etwa 1 Punkt, so oder ähnlich in allen durchgerechneten Fällen).",
			"Legst du stattdessen 4♠, liegen am Ende des Austeilens noch 3♠ und K♦ auf dem Tisch, und der Computer spielt im nächsten Austeilen zuerst (etwa 1 Punkt, so oder ähnlich in allen durchgerechneten Fällen).",
			"Après votre coup, il reste à la fin de la donne 3♠ et R♦ sur le tapis, et l’ordinateur commence la donne suivante (environ 1 point, c’est ce qui se passe, ou presque, dans tous les cas calculés).",
			"Si vous posez plutôt 4♠, il reste à la fin de la donne 3♠ et R♦ sur le tapis, et l’ordinateur commence la donne suivante (environ 1 point, c’est ce qui se passe, ou presque, dans tous les cas calculés)."}},
		{opponent.Reason{Kind: opponent.ReasonClubs, Count: 2, Points: 180, Seat: -1}, want{
			"Damit hättest du 2 Kreuzkarten mehr genommen und bessere Aussichten auf die meisten Kreuz gehabt (etwa 2 Punkte).",
			"Damit nimmst du 2 Kreuzkarten mehr und hast bessere Aussichten auf die meisten Kreuz (etwa 2 Punkte).",
			"Vous auriez ainsi pris 2 trèfles de plus et auriez plus de chances d’avoir le plus de trèfles (environ 2 points).",
			"Vous prenez ainsi 2 trèfles de plus et avez plus de chances d’avoir le plus de trèfles (environ 2 points)."}},
		{opponent.Reason{Kind: opponent.ReasonClubs, Count: 1, Points: 100, Seat: -1}, want{
			"Damit hättest du 1 Kreuzkarte mehr genommen und bessere Aussichten auf die meisten Kreuz gehabt (etwa 1 Punkt).",
			"Damit nimmst du 1 Kreuzkarte mehr und hast bessere Aussichten auf die meisten Kreuz (etwa 1 Punkt).",
			"Vous auriez ainsi pris 1 trèfle de plus et auriez plus de chances d’avoir le plus de trèfles (environ 1 point).",
			"Vous prenez ainsi 1 trèfle de plus et avez plus de chances d’avoir le plus de trèfles (environ 1 point)."}},
		// no club more now: the race alone
		{opponent.Reason{Kind: opponent.ReasonClubs, Count: 0, Points: 60, Seat: -1}, want{
			"Damit hättest du bessere Aussichten auf die meisten Kreuz gehabt (etwa ½ Punkt).",
			"Damit hast du bessere Aussichten auf die meisten Kreuz (etwa ½ Punkt).",
			"Vous auriez ainsi eu plus de chances d’avoir le plus de trèfles (environ ½ point).",
			"Vous avez ainsi plus de chances d’avoir le plus de trèfles (environ ½ point)."}},
		// the points are those of the cards named (the 10♦), said exactly
		{opponent.Reason{Kind: opponent.ReasonLastCapture, Line: opponent.LineBetter, Step: 2, Cards: coachCards(t, "4♦ 10♦ K♦"), Points: 300, Seat: 0, Percent: 100}, want{
			"Damit hättest du die letzte Aufnahme gemacht und die übrigen Tischkarten bekommen: K♦, 4♦ und 10♦ (3 Punkte).",
			"Damit machst du die letzte Aufnahme und bekommst die übrigen Tischkarten: K♦, 4♦ und 10♦ (3 Punkte).",
			"Vous auriez ainsi fait la dernière prise et ramassé les cartes restées sur le tapis\u00a0: R♦, 4♦ et 10♦ (3 points).",
			"Vous faites ainsi la dernière prise et ramassez les cartes restées sur le tapis\u00a0: R♦, 4♦ et 10♦ (3 points)."}},
		// the last capture made before the move, nobody capturing in the
		// line cited (pasur.de.txt „Letztes Austeilen“: the cards left go
		// to whoever captured last, however long ago): it is not said to
		// be made in the line
		{opponent.Reason{Kind: opponent.ReasonLastCapture, Line: opponent.LineBetter, Step: -1, Earlier: true, Cards: coachCards(t, "4♦ 10♦ K♦"), Points: 300, Seat: 0, Percent: 100}, want{
			"Damit wäre es bei der letzten Aufnahme geblieben, die du schon vorher gemacht hast, und du hättest die übrigen Tischkarten bekommen: K♦, 4♦ und 10♦ (3 Punkte).",
			"Damit bleibt es bei der letzten Aufnahme, die du schon vorher gemacht hast, und du bekommst die übrigen Tischkarten: K♦, 4♦ und 10♦ (3 Punkte).",
			"Vous auriez ainsi gardé la dernière prise, faite plus tôt, et ramassé les cartes restées sur le tapis\u00a0: R♦, 4♦ et 10♦ (3 points).",
			"Vous gardez ainsi la dernière prise, faite plus tôt, et ramassez les cartes restées sur le tapis\u00a0: R♦, 4♦ et 10♦ (3 points)."}},
		{opponent.Reason{Kind: opponent.ReasonLastCapture, Line: opponent.LineWeaker, Step: -1, Earlier: true, Seat: 1, Cards: coachCards(t, "A♦ K♦ 4♠"), Points: 100, Percent: 100}, want{
			"Nach deinem Zug nimmt niemand mehr etwas; es bleibt bei der letzten Aufnahme, die der Computer schon vorher gemacht hat, und der Computer bekommt die übrigen Tischkarten: A♦, K♦ und 4♠ (1 Punkt).",
			"Legst du stattdessen 4♠, nimmt niemand mehr etwas; es bleibt bei der letzten Aufnahme, die der Computer schon vorher gemacht hat, und der Computer bekommt die übrigen Tischkarten: A♦, K♦ und 4♠ (1 Punkt).",
			"Après votre coup, plus personne ne prend rien\u00a0; la dernière prise reste à l’ordinateur, qui l’a faite plus tôt et ramasse les cartes restées sur le tapis\u00a0: A♦, R♦ et 4♠ (1 point).",
			"Si vous posez plutôt 4♠, plus personne ne prend rien\u00a0; la dernière prise reste à l’ordinateur, qui l’a faite plus tôt et ramasse les cartes restées sur le tapis\u00a0: A♦, R♦ et 4♠ (1 point)."}},
		{opponent.Reason{Kind: opponent.ReasonSurDenied, Seat: -1, Percent: 100, Rule: pasur.RuleNoSurWithJack}, want{
			"Dein Zug räumt zwar den Tisch ab, aber ohne Sur: In dieser Variante gibt es keinen Sur mit einem Buben.",
			"Legst du stattdessen 4♠, räumst du zwar den Tisch ab, aber ohne Sur: In dieser Variante gibt es keinen Sur mit einem Buben.",
			"Votre coup vide bien le tapis, mais sans sur\u00a0: dans cette variante, pas de sur avec un valet.",
			"Si vous posez plutôt 4♠, vous videz bien le tapis, mais sans sur\u00a0: dans cette variante, pas de sur avec un valet."}},
	} {
		for _, x := range []struct {
			l    Lang
			tip  bool
			want string
		}{{German, false, c.deVerdict}, {German, true, c.deTip}, {French, false, c.frVerdict}, {French, true, c.frTip}} {
			sc := coachScene(t, x.l, x.tip)
			sc.Exact = c.r.Line != opponent.LineNone && c.r.Kind != opponent.ReasonNextDeal
			got := New(x.l).CoachReason(c.r, sc)
			if got != x.want {
				t.Errorf("%s %s tip=%v:\n got %q\nwant %q", c.r.Kind, x.l, x.tip, got, x.want)
			}
			checkComposed(t, x.l, got)
		}
	}
	// every kind the engine has is worded
	for k := opponent.ReasonTakes; k <= opponent.ReasonNextDeal; k++ {
		r := opponent.Reason{Kind: k, Cards: coachCards(t, "10♦"), Play: coachCard(t, "A♠"), Points: 200, Seat: 1, Percent: 60, Count: 1, Rule: pasur.RuleNoSurLastDeal, Line: opponent.LineWeaker, Step: 1}
		for _, l := range Langs() {
			sc := coachScene(t, l, false)
			sc.BetterLine = sc.WeakerLine
			if New(l).CoachReason(r, sc) == "" {
				t.Errorf("%s (%s): no sentence", k, l)
			}
		}
	}
	if got := New(German).CoachReason(opponent.Reason{Kind: 0}, coachScene(t, German, false)); got != "" {
		t.Errorf("an unknown kind worded: %q", got)
	}
}

// TestCoachTables: the other players and sides in their own words at the
// other tables: a named computer player, "ein Gegner" for an exposed
// card at three players, "deine Seite" / « votre camp » in
// partnerships, the 7♦ under seven_diamonds, a tip's weaker capture.
// At four the hands are hidden even in the last deal: what held in every
// sample is still said as an expectation („in allen durchgerechneten
// Fällen“).
func TestCoachTables(t *testing.T) {
	three := func(l Lang, tip bool) CoachScene {
		sc := coachScene(t, l, tip)
		sc.Names = []string{New(l).T(SandboxYou), "Anna", "Ben"}
		sc.Config = pasur.Config{Players: 3, Variants: pasur.Variants{Target: 62, SevenDiamonds: true}}
		sc.Weaker = coachMove(t, "7♠ 4♦")
		return sc
	}
	partners := func(l Lang) CoachScene {
		sc := coachScene(t, l, false)
		sc.Names = []string{New(l).T(SandboxYou), "Anna", "Ben", "Dan"}
		sc.Config = pasur.Config{Players: 4, Variants: pasur.DefaultVariants()}
		return sc
	}
	last := opponent.Reason{Kind: opponent.ReasonLastCapture, Line: opponent.LineBetter, Step: 0, Cards: coachCards(t, "10♦"), Points: 300, Seat: 0, Percent: 100}
	// plays far into a line are told without the plays before them
	long := func(l Lang) CoachScene {
		sc := coachScene(t, l, false)
		sc.Exact = true
		sc.WeakerLine = coachLine(t, "4♠", "9♦", "5♥", "6♦", "7♠", "J♥ 3♠ 2♣ A♦ 9♦ 5♥ 6♦")
		sc.BetterLine = coachLine(t, "8♥ 2♣ A♦", "9♦", "5♥", "6♦", "7♠", "Q♦", "J♣ 3♠")
		return sc
	}
	far := opponent.Reason{Kind: opponent.ReasonGives, Line: opponent.LineWeaker, Step: 5, Seat: 1, Play: coachCard(t, "J♥"),
		Cards: coachCards(t, "3♠ 2♣ A♦ 9♦ 5♥ 6♦"), Points: 400, Percent: 100}
	farOwn := opponent.Reason{Kind: opponent.ReasonKeeps, Line: opponent.LineBetter, Step: 6, Seat: 0, Play: coachCard(t, "J♣"),
		Cards: coachCards(t, "3♠"), Points: 100, Percent: 100, Kept: true}
	anna := opponent.Reason{Kind: opponent.ReasonGives, Line: opponent.LineWeaker, Step: 1, Seat: 1, Play: coachCard(t, "10♠"), Cards: coachCards(t, "A♥"), Points: 100, Percent: 60}
	// the better move's own card among the point cards: A♠ taking 7♦ 3♥
	// (the ace alone), or J♠ taking 10♦ (both)
	ace := func(l Lang, tip bool) CoachScene {
		sc := coachScene(t, l, tip)
		sc.Table, sc.Better = coachCards(t, "7♦ 3♥ 10♦"), coachMove(t, "A♠ 7♦ 3♥")
		return sc
	}
	jack := func(l Lang, tip bool) CoachScene {
		sc := ace(l, tip)
		sc.Better = coachMove(t, "J♠ 7♦ 3♥ 10♦")
		return sc
	}
	team := func(l Lang, tip bool) CoachScene {
		sc := ace(l, tip)
		sc.Names = []string{New(l).T(SandboxYou), "Anna", "Ben", "Dan"}
		sc.Config = pasur.Config{Players: 4, Variants: pasur.DefaultVariants()}
		return sc
	}
	own := opponent.Reason{Kind: opponent.ReasonTakes, Cards: coachCards(t, "A♠"), Points: 100, Seat: -1, Percent: 100}
	both := opponent.Reason{Kind: opponent.ReasonTakes, Cards: coachCards(t, "10♦ J♠"), Points: 400, Seat: -1, Percent: 100}
	for _, c := range []struct {
		got, want string
	}{
		{New(German).CoachReason(own, ace(German, false)), "Damit wäre A♠ in deinen Aufnahmestapel gekommen (1 Punkt)."},
		{New(German).CoachReason(own, ace(German, true)), "Damit kommt A♠ in deinen Aufnahmestapel (1 Punkt)."},
		{New(French).CoachReason(own, ace(French, false)), "A♠ serait ainsi allé dans votre pile de prises (1 point)."},
		{New(French).CoachReason(own, ace(French, true)), "A♠ va ainsi dans votre pile de prises (1 point)."},
		{New(German).CoachReason(both, jack(German, false)), "Damit hättest du mit B♠ 10♦ genommen (4 Punkte)."},
		{New(German).CoachReason(both, jack(German, true)), "Damit nimmst du mit B♠ 10♦ (4 Punkte)."},
		{New(French).CoachReason(both, jack(French, false)), "Vous auriez ainsi pris 10♦ avec V♠ (4 points)."},
		{New(French).CoachReason(both, jack(French, true)), "Vous prenez ainsi 10♦ avec V♠ (4 points)."},
		{New(German).CoachReason(far, long(German)),
			"Nach deinem Zug spielt der Computer später in diesem Austeilen B♥ und nimmt 3♠, 2♣, A♦, 9♦, 5♥ und 6♦ – die Kleine Zwei (2 Punkte), A♦ (1) und B♥ (1)."},
		{New(French).CoachReason(far, long(French)),
			"Après votre coup, plus tard dans cette donne, l’ordinateur joue V♥ et prend 3♠, 2♣, A♦, 9♦, 5♥ et 6♦ – le petit deux (2 points), A♦ (1) et V♥ (1)."},
		{New(German).CoachReason(farOwn, long(German)),
			"Damit hättest du B♣ behalten: später in diesem Austeilen nimmst du mit B♣ 3♠ (1 Punkt)."},
		{New(German).CoachReason(anna, three(German, true)),
			"Nimmst du stattdessen mit 7♠ 4♦, kann Anna 10♠ spielen und A♥ nehmen – A♥ (1 Punkt), so oder ähnlich in 60\u00a0% der durchgerechneten Fälle."},
		{New(French).CoachReason(anna, three(French, true)),
			"Si vous prenez plutôt 4♦ avec 7♠, Anna peut jouer 10♠ et prendre A♥ – A♥ (1 point), c’est ce qui se passe, ou presque, dans 60\u00a0% des cas calculés."},
		{New(German).CoachReason(own, team(German, false)), "Damit wäre A♠ in euren Aufnahmestapel gekommen (1 Punkt)."},
		{New(French).CoachReason(own, team(French, true)), "A♠ va ainsi dans la pile de prises de votre camp (1 point)."},
		{New(German).CoachReason(last, partners(German)),
			"Damit hätte deine Seite die letzte Aufnahme gemacht und die übrigen Tischkarten bekommen: 10♦ (3 Punkte, in allen durchgerechneten Fällen)."},
		{New(French).CoachReason(last, partners(French)),
			"Votre camp aurait ainsi fait la dernière prise et ramassé les cartes restées sur le tapis\u00a0: 10♦ (3 points, dans tous les cas calculés)."},
		// the side's capture made before the move stays the last (Ben's or
		// the learner's: "deine Seite" either way), in 70 % of the samples
		{New(German).CoachReason(opponent.Reason{Kind: opponent.ReasonLastCapture, Line: opponent.LineBetter, Step: -1, Earlier: true, Cards: coachCards(t, "10♦"), Points: 300, Seat: 2, Percent: 70}, partners(German)),
			"Damit wäre es bei der letzten Aufnahme geblieben, die deine Seite schon vorher gemacht hat, und deine Seite hätte die übrigen Tischkarten bekommen: 10♦ (3 Punkte, in 70\u00a0% der durchgerechneten Fälle)."},
		{New(French).CoachReason(opponent.Reason{Kind: opponent.ReasonLastCapture, Line: opponent.LineBetter, Step: -1, Earlier: true, Cards: coachCards(t, "10♦"), Points: 300, Seat: 2, Percent: 70}, partners(French)),
			"Votre camp aurait ainsi gardé la dernière prise, faite plus tôt, et ramassé les cartes restées sur le tapis\u00a0: 10♦ (3 points, dans 70\u00a0% des cas calculés)."},
		{New(German).CoachReason(opponent.Reason{Kind: opponent.ReasonClubs, Line: opponent.LineBetter, Points: 700, Percent: 100}, partners(German)),
			"Damit hätte deine Seite die meisten Kreuz bekommen (7 Punkte, in allen durchgerechneten Fällen)."},
	} {
		if c.got != c.want {
			t.Errorf("\n got %q\nwant %q", c.got, c.want)
		}
	}
}

// TestCoachVerdictAndTip: the head names the better move and its cost
// (exact: without "etwa"); one or two reasons follow, the second saying
// "Außerdem" / « en outre »; a verdict that is not clear says nothing; a
// tip names the runner-up, or says it is about as good, or that there is
// one move only; a saved question's explanation compares the two moves.
func TestCoachVerdictAndTip(t *testing.T) {
	takes := opponent.Reason{Kind: opponent.ReasonTakes, Cards: coachCards(t, "2♣ A♦"), Points: 300, Seat: -1, Percent: 100}
	gives := opponent.Reason{Kind: opponent.ReasonGives, Line: opponent.LineWeaker, Step: 1, Seat: 1, Play: coachCard(t, "9♦"), Cards: coachCards(t, "2♣"), Points: 200, Percent: 100}
	sweep := opponent.Reason{Kind: opponent.ReasonGives, Line: opponent.LineWeaker, Step: 3, Seat: 1, Play: coachCard(t, "J♥"),
		Cards: coachCards(t, "3♠ 2♣ A♦ 4♠ 9♦ 5♥"), Sur: true, Points: 900, Percent: 100}
	lines := func(vd opponent.Verdict) opponent.Verdict {
		sc := coachScene(t, German, false)
		vd.BetterLine, vd.WeakerLine, vd.Certain = sc.BetterLine, sc.WeakerLine, true
		return vd
	}
	exactScene := func(l Lang, tip bool) CoachScene {
		sc := coachScene(t, l, tip)
		sc.Exact = true
		return sc
	}
	vd := lines(opponent.Verdict{Clearly: true, Cost: 500, Reasons: []opponent.Reason{takes, gives}})
	de, fr := New(German), New(French)
	for _, c := range []struct {
		l         Lang
		got, want string
	}{
		// 3 + 2 = 5: the reasons add up to the cost
		{German, de.CoachVerdict(vd, exactScene(German, false)),
			"Coach: Besser war „8♥ nimmt 2♣ A♦“ (5 Punkte mehr bis zum Ende der Runde, alles eingerechnet). Damit hättest du 2♣ und A♦ genommen (3 Punkte). Nach deinem Zug spielt der Computer 9♦ und nimmt 2♣ – die Kleine Zwei (2 Punkte)."},
		{French, fr.CoachVerdict(vd, exactScene(French, false)),
			"Coach\u00a0: mieux valait «\u00a08♥ prend 2♣ A♦\u00a0» (5 points de plus d’ici la fin de la manche, tout compris). Vous auriez ainsi pris 2♣ et A♦ (3 points). Après votre coup, l’ordinateur joue 9♦ et prend 2♣ – le petit deux (2 points)."},
		// a sur of 9 points for a cost of 2: the learner's move wins 7 back
		{German, de.CoachVerdict(lines(opponent.Verdict{Clearly: true, Cost: 200, Reasons: []opponent.Reason{sweep}}), exactScene(German, false)),
			"Coach: Besser war „8♥ nimmt 2♣ A♦“ (2 Punkte mehr bis zum Ende der Runde, alles eingerechnet). Nach deinem Zug geht es so weiter: der Computer legt 9♦, du legst 5♥; dann spielt der Computer B♥ und nimmt 3♠, 2♣, A♦, 4♠, 9♦ und 5♥ – ein Sur (5 Punkte), die Kleine Zwei (2), A♦ (1) und B♥ (1). Dein Zug holt davon an anderer Stelle 7 Punkte zurück."},
		{French, fr.CoachVerdict(lines(opponent.Verdict{Clearly: true, Cost: 200, Reasons: []opponent.Reason{sweep}}), exactScene(French, false)),
			"Coach\u00a0: mieux valait «\u00a08♥ prend 2♣ A♦\u00a0» (2 points de plus d’ici la fin de la manche, tout compris). Après votre coup, la suite est\u00a0: l’ordinateur pose 9♦, vous posez 5♥\u00a0; puis l’ordinateur joue V♥ et prend 3♠, 2♣, A♦, 4♠, 9♦ et 5♥ – un sur (5 points), le petit deux (2), A♦ (1) et V♥ (1). Votre coup en regagne 7 points ailleurs."},
		// 3 points named for a cost of 6
		{German, de.CoachVerdict(lines(opponent.Verdict{Clearly: true, Cost: 600, Reasons: []opponent.Reason{takes}}), exactScene(German, false)),
			"Coach: Besser war „8♥ nimmt 2♣ A♦“ (6 Punkte mehr bis zum Ende der Runde, alles eingerechnet). Damit hättest du 2♣ und A♦ genommen (3 Punkte). Der Rest, 3 Punkte, ergibt sich aus dem weiteren Spiel derselben Linien."},
		{French, fr.CoachVerdict(lines(opponent.Verdict{Clearly: true, Cost: 600, Reasons: []opponent.Reason{takes}}), exactScene(French, false)),
			"Coach\u00a0: mieux valait «\u00a08♥ prend 2♣ A♦\u00a0» (6 points de plus d’ici la fin de la manche, tout compris). Vous auriez ainsi pris 2♣ et A♦ (3 points). Le reste, soit 3 points, vient de la suite de ces mêmes coups."},
		{German, de.CoachVerdict(opponent.Verdict{Clearly: false, Cost: 90, Reasons: []opponent.Reason{takes}}, exactScene(German, false)), ""},
		{German, de.CoachTip(opponent.Tip{RunnerUp: coachMove(t, "4♠").Set(), Margin: 500, Reasons: []opponent.Reason{takes, gives}, Certain: true, Explained: true,
			BetterLine: vd.BetterLine, WeakerLine: vd.WeakerLine}, exactScene(German, true)),
			"Tipp des Coachs: „8♥ nimmt 2♣ A♦“ (5 Punkte besser als „4♠ legen“). Damit nimmst du 2♣ und A♦ (3 Punkte). Legst du stattdessen 4♠, spielt der Computer 9♦ und nimmt 2♣ – die Kleine Zwei (2 Punkte)."},
		// a margin of 3 points that nothing concrete explains, the move
		// taking nothing worth a point: the margin is not told
		{German, de.CoachTip(opponent.Tip{RunnerUp: coachMove(t, "4♠").Set(), Margin: 300}, coachScene(t, German, true)),
			"Tipp des Coachs: „8♥ nimmt 2♣ A♦“."},
		{French, fr.CoachTip(opponent.Tip{RunnerUp: coachMove(t, "4♠").Set(), Margin: 300, Reasons: []opponent.Reason{takes}}, coachScene(t, French, true)),
			"Conseil du coach\u00a0: «\u00a08♥ prend 2♣ A♦\u00a0». Vous prenez ainsi 2♣ et A♦ (3 points)."},
		// a close runner-up: what the move takes, no sum
		{German, de.CoachTip(opponent.Tip{RunnerUp: coachMove(t, "4♠").Set(), Margin: 20, Reasons: []opponent.Reason{takes}}, coachScene(t, German, true)),
			"Tipp des Coachs: „8♥ nimmt 2♣ A♦“ – „4♠ legen“ ist fast genauso gut. Damit nimmst du 2♣ und A♦ (3 Punkte)."},
		{French, fr.CoachTip(opponent.Tip{RunnerUp: coachMove(t, "4♠").Set(), Certain: true}, exactScene(French, true)),
			"Conseil du coach\u00a0: «\u00a08♥ prend 2♣ A♦\u00a0» – «\u00a0poser 4♠\u00a0» vaut autant."},
		{French, fr.CoachTip(opponent.Tip{}, coachScene(t, French, true)),
			"Vous n’avez qu’un coup\u00a0: «\u00a08♥ prend 2♣ A♦\u00a0»."},
		{German, de.CoachComparison(vd, exactScene(German, false)),
			"„8♥ nimmt 2♣ A♦“ bringt 5 Punkte mehr als „4♠ legen“. Damit nimmst du 2♣ und A♦ (3 Punkte). Legst du stattdessen 4♠, spielt der Computer 9♦ und nimmt 2♣ – die Kleine Zwei (2 Punkte)."},
	} {
		if c.got != c.want {
			t.Errorf("\n got %q\nwant %q", c.got, c.want)
		}
		if c.got != "" {
			checkComposed(t, c.l, c.got)
		}
	}
	// the points of the head, rounded to the half and told exactly only
	// when certain
	for _, c := range []struct {
		cp    opponent.Centipoints
		exact bool
		de    string
		fr    string
	}{
		{100, true, "1 Punkt", "1 point"}, {124, false, "etwa 1 Punkt", "environ 1 point"},
		// a half alone: „ein halber Punkt“, singular
		{60, false, "etwa ½ Punkt", "environ ½ point"}, {50, true, "etwa ½ Punkt", "environ ½ point"},
		{125, false, "etwa 1½ Punkte", "environ 1½ point"}, {175, false, "etwa 2 Punkte", "environ 2 points"},
		{150, true, "etwa 1½ Punkte", "environ 1½ point"}, {1049, false, "etwa 10½ Punkte", "environ 10½ points"},
	} {
		if got := de.CoachPoints(c.cp, c.exact); got != c.de {
			t.Errorf("%d: %q, want %q", c.cp, got, c.de)
		}
		if got := fr.CoachPoints(c.cp, c.exact); got != c.fr {
			t.Errorf("%d: %q, want %q", c.cp, got, c.fr)
		}
	}
}

// checkComposed holds a composed sentence to the house style: one
// sentence or more, each ending with a full stop, no doubled space, no
// English; French with a non-breaking space before : ; ! ? % and inside
// « », German with „…“ quotes.
func checkComposed(t *testing.T, l Lang, s string) {
	t.Helper()
	if !strings.HasSuffix(s, ".") || strings.Contains(s, "  ") || strings.Contains(s, " .") || !utf8.ValidString(s) {
		t.Errorf("%q: not a clean sentence", s)
	}
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case l == French && strings.ContainsRune(":;!?%»", r):
			if i == 0 || !isNBSP(rs[i-1]) {
				t.Errorf("%q: no non-breaking space before %q", s, r)
			}
		case l == French && r == '«':
			if i+1 >= len(rs) || !isNBSP(rs[i+1]) {
				t.Errorf("%q: no non-breaking space after «", s)
			}
		case l == German && (r == '«' || r == '»' || r == '"'):
			t.Errorf("%q: German quotes are „…“", s)
		}
	}
}
