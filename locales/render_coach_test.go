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
	}
}

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
			"Vous auriez ainsi vidé la table\u00a0: un sur, 5 points.",
			"Vous videz ainsi la table\u00a0: un sur, 5 points."}},
		{opponent.Reason{Kind: opponent.ReasonGivesSur, Points: 350, Seat: 1, Percent: 70}, want{
			"Nach deinem Zug räumt der Computer den Tisch ab: ein Sur (in 70\u00a0% der durchgerechneten Fälle).",
			"Legst du stattdessen 4♠, räumt der Computer den Tisch ab: ein Sur (in 70\u00a0% der durchgerechneten Fälle).",
			"Après votre coup, l’ordinateur vide la table\u00a0: un sur (dans 70\u00a0% des cas calculés).",
			"Si vous posez plutôt 4♠, l’ordinateur vide la table\u00a0: un sur (dans 70\u00a0% des cas calculés)."}},
		{opponent.Reason{Kind: opponent.ReasonGivesSur, Points: 500, Seat: 1, Percent: 100}, want{
			"Nach deinem Zug räumt der Computer den Tisch ab: ein Sur.",
			"Legst du stattdessen 4♠, räumt der Computer den Tisch ab: ein Sur.",
			"Après votre coup, l’ordinateur vide la table\u00a0: un sur.",
			"Si vous posez plutôt 4♠, l’ordinateur vide la table\u00a0: un sur."}},
		// cards worth nothing, certainly given: neither points nor a share
		{opponent.Reason{Kind: opponent.ReasonGives, Cards: coachCards(t, "3♠ 4♠"), Points: 0, Seat: 1, Percent: 100}, want{
			"Nach deinem Zug kann der Computer sofort 3♠ und 4♠ nehmen.",
			"Legst du stattdessen 4♠, kann der Computer sofort 3♠ und 4♠ nehmen.",
			"Après votre coup, l’ordinateur peut aussitôt prendre 3♠ et 4♠.",
			"Si vous posez plutôt 4♠, l’ordinateur peut aussitôt prendre 3♠ et 4♠."}},
		{opponent.Reason{Kind: opponent.ReasonGives, Cards: coachCards(t, "A♥"), Points: 120, Seat: 1, Percent: 64}, want{
			"Nach deinem Zug kann der Computer sofort A♥ nehmen (etwa 1 Punkt, in 64\u00a0% der durchgerechneten Fälle).",
			"Legst du stattdessen 4♠, kann der Computer sofort A♥ nehmen (etwa 1 Punkt, in 64\u00a0% der durchgerechneten Fälle).",
			"Après votre coup, l’ordinateur peut aussitôt prendre A♥ (environ 1 point, dans 64\u00a0% des cas calculés).",
			"Si vous posez plutôt 4♠, l’ordinateur peut aussitôt prendre A♥ (environ 1 point, dans 64\u00a0% des cas calculés)."}},
		{opponent.Reason{Kind: opponent.ReasonExposes, Cards: coachCards(t, "10♦"), Points: 210, Seat: -1, Percent: 70}, want{
			"Nach deinem Zug bleibt die Große Zehn (10♦) ungeschützt, und der Computer nimmt sie noch in diesem Austeilen (etwa 2 Punkte, in 70\u00a0% der durchgerechneten Fälle).",
			"Legst du stattdessen 4♠, bleibt die Große Zehn (10♦) ungeschützt, und der Computer nimmt sie noch in diesem Austeilen (etwa 2 Punkte, in 70\u00a0% der durchgerechneten Fälle).",
			"Après votre coup, le grand dix (10♦) reste à découvert, et l’ordinateur le prend avant la fin de la donne (environ 2 points, dans 70\u00a0% des cas calculés).",
			"Si vous posez plutôt 4♠, le grand dix (10♦) reste à découvert, et l’ordinateur le prend avant la fin de la donne (environ 2 points, dans 70\u00a0% des cas calculés)."}},
		{opponent.Reason{Kind: opponent.ReasonExposes, Cards: coachCards(t, "2♣"), Points: 160, Seat: -1, Percent: 80}, want{
			"Nach deinem Zug bleibt die Kleine Zwei (2♣) ungeschützt, und der Computer nimmt sie noch in diesem Austeilen (etwa 1½ Punkte, in 80\u00a0% der durchgerechneten Fälle).",
			"Legst du stattdessen 4♠, bleibt die Kleine Zwei (2♣) ungeschützt, und der Computer nimmt sie noch in diesem Austeilen (etwa 1½ Punkte, in 80\u00a0% der durchgerechneten Fälle).",
			"Après votre coup, le petit deux (2♣) reste à découvert, et l’ordinateur le prend avant la fin de la donne (environ 1½ point, dans 80\u00a0% des cas calculés).",
			"Si vous posez plutôt 4♠, le petit deux (2♣) reste à découvert, et l’ordinateur le prend avant la fin de la donne (environ 1½ point, dans 80\u00a0% des cas calculés)."}},
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
			"Damit hättest du bessere Aussichten auf die meisten Kreuz gehabt (etwa ½ Punkte).",
			"Damit hast du bessere Aussichten auf die meisten Kreuz (etwa ½ Punkte).",
			"Vous auriez ainsi eu plus de chances d’avoir le plus de trèfles (environ ½ point).",
			"Vous avez ainsi plus de chances d’avoir le plus de trèfles (environ ½ point)."}},
		{opponent.Reason{Kind: opponent.ReasonLastCapture, Cards: coachCards(t, "4♦ 10♦ K♦"), Points: 600, Seat: -1, Percent: 100}, want{
			"Damit hättest du die letzte Aufnahme gemacht und die übrigen Tischkarten bekommen: K♦, 4♦ und 10♦ (etwa 6 Punkte).",
			"Damit machst du die letzte Aufnahme und bekommst die übrigen Tischkarten: K♦, 4♦ und 10♦ (etwa 6 Punkte).",
			"Vous auriez ainsi fait la dernière prise et ramassé les cartes restées sur la table\u00a0: R♦, 4♦ et 10♦ (environ 6 points).",
			"Vous faites ainsi la dernière prise et ramassez les cartes restées sur la table\u00a0: R♦, 4♦ et 10♦ (environ 6 points)."}},
		{opponent.Reason{Kind: opponent.ReasonLastCapture, Points: 150, Seat: -1, Percent: 100}, want{
			"Damit hättest du die letzte Aufnahme gemacht (etwa 1½ Punkte).",
			"Damit machst du die letzte Aufnahme (etwa 1½ Punkte).",
			"Vous auriez ainsi fait la dernière prise (environ 1½ point).",
			"Vous faites ainsi la dernière prise (environ 1½ point)."}},
		{opponent.Reason{Kind: opponent.ReasonSurDenied, Seat: -1, Percent: 100, Rule: pasur.RuleNoSurWithJack}, want{
			"Dein Zug räumt zwar den Tisch ab, aber ohne Sur: In dieser Variante gibt es keinen Sur mit einem Buben.",
			"Legst du stattdessen 4♠, räumst du zwar den Tisch ab, aber ohne Sur: In dieser Variante gibt es keinen Sur mit einem Buben.",
			"Votre coup vide bien la table, mais sans sur\u00a0: dans cette variante, pas de sur avec un valet.",
			"Si vous posez plutôt 4♠, vous videz bien la table, mais sans sur\u00a0: dans cette variante, pas de sur avec un valet."}},
		{opponent.Reason{Kind: opponent.ReasonLater, Points: 140, Seat: -1}, want{
			"Der Vorteil zeigt sich erst später in der Runde (etwa 1½ Punkte).",
			"Der Vorteil zeigt sich erst später in der Runde (etwa 1½ Punkte).",
			"L’avantage n’apparaît que plus tard dans la manche (environ 1½ point).",
			"L’avantage n’apparaît que plus tard dans la manche (environ 1½ point)."}},
		{opponent.Reason{Kind: opponent.ReasonKeeps, Cards: coachCards(t, "J♣"), Points: 150, Seat: -1, Percent: 85}, want{
			"Damit hättest du B♣ für eine spätere Aufnahme behalten (etwa 1½ Punkte, in 85\u00a0% der durchgerechneten Fälle).",
			"Damit behältst du B♣ für eine spätere Aufnahme (etwa 1½ Punkte, in 85\u00a0% der durchgerechneten Fälle).",
			"Vous auriez ainsi gardé V♣ pour une prise plus tard (environ 1½ point, dans 85\u00a0% des cas calculés).",
			"Vous gardez ainsi V♣ pour une prise plus tard (environ 1½ point, dans 85\u00a0% des cas calculés)."}},
	} {
		for _, x := range []struct {
			l    Lang
			tip  bool
			want string
		}{{German, false, c.deVerdict}, {German, true, c.deTip}, {French, false, c.frVerdict}, {French, true, c.frTip}} {
			got := New(x.l).CoachReason(c.r, coachScene(t, x.l, x.tip))
			if got != x.want {
				t.Errorf("%s %s tip=%v:\n got %q\nwant %q", c.r.Kind, x.l, x.tip, got, x.want)
			}
			checkComposed(t, x.l, got)
		}
	}
	// every kind the engine has is worded
	for k := opponent.ReasonTakes; k <= opponent.ReasonKeeps; k++ {
		r := opponent.Reason{Kind: k, Cards: coachCards(t, "10♦"), Points: 200, Seat: 1, Percent: 60, Count: 1, Rule: pasur.RuleNoSurLastDeal}
		for _, l := range Langs() {
			if New(l).CoachReason(r, coachScene(t, l, false)) == "" {
				t.Errorf("%s (%s): no sentence", k, l)
			}
		}
	}
	if got := New(German).CoachReason(opponent.Reason{Kind: opponent.ReasonLater, Points: 20}, coachScene(t, German, false)); got != "" {
		t.Errorf("a gain of nothing worded: %q", got)
	}
	if got := New(German).CoachReason(opponent.Reason{Kind: 0}, coachScene(t, German, false)); got != "" {
		t.Errorf("an unknown kind worded: %q", got)
	}
}

// TestCoachTables: the other players and sides in their own words at the
// other tables: a named computer player, "ein Gegner" for an exposed
// card at three players, "deine Seite" / « votre camp » in
// partnerships, the 7♦ under seven_diamonds, a tip's weaker capture.
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
	last := opponent.Reason{Kind: opponent.ReasonLastCapture, Cards: coachCards(t, "K♦"), Points: 300, Seat: -1, Percent: 100}
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
		{New(German).CoachReason(opponent.Reason{Kind: opponent.ReasonGives, Cards: coachCards(t, "A♥"), Points: 100, Seat: 1, Percent: 100}, three(German, true)),
			"Nimmst du stattdessen mit 7♠ 4♦, kann Anna sofort A♥ nehmen (etwa 1 Punkt)."},
		{New(French).CoachReason(opponent.Reason{Kind: opponent.ReasonGives, Cards: coachCards(t, "A♥"), Points: 100, Seat: 1, Percent: 100}, three(French, true)),
			"Si vous prenez plutôt 4♦ avec 7♠, Anna peut aussitôt prendre A♥ (environ 1 point)."},
		{New(German).CoachReason(opponent.Reason{Kind: opponent.ReasonExposes, Cards: coachCards(t, "7♦"), Points: 60, Seat: -1, Percent: 60}, three(German, false)),
			"Nach deinem Zug bleibt die Karo-Sieben (7♦) ungeschützt, und ein Gegner nimmt sie noch in diesem Austeilen (etwa ½ Punkte, in 60\u00a0% der durchgerechneten Fälle)."},
		{New(French).CoachReason(opponent.Reason{Kind: opponent.ReasonExposes, Cards: coachCards(t, "7♦"), Points: 60, Seat: -1, Percent: 60}, three(French, false)),
			"Après votre coup, le sept de carreau (7♦) reste à découvert, et un adversaire le prend avant la fin de la donne (environ ½ point, dans 60\u00a0% des cas calculés)."},
		{New(German).CoachReason(opponent.Reason{Kind: opponent.ReasonGivesSur, Points: 500, Seat: 1, Percent: 100}, partners(German)),
			"Nach deinem Zug räumt Anna den Tisch ab: ein Sur."},
		{New(German).CoachReason(last, partners(German)),
			"Damit hätte deine Seite die letzte Aufnahme gemacht und die übrigen Tischkarten bekommen: K♦ (etwa 3 Punkte)."},
		{New(French).CoachReason(last, partners(French)),
			"Votre camp aurait ainsi fait la dernière prise et ramassé les cartes restées sur la table\u00a0: R♦ (environ 3 points)."},
		{New(German).CoachReason(opponent.Reason{Kind: opponent.ReasonLastCapture, Points: 300}, partners(German)),
			"Damit hätte deine Seite die letzte Aufnahme gemacht (etwa 3 Punkte)."},
		{New(French).CoachReason(opponent.Reason{Kind: opponent.ReasonLastCapture, Points: 300}, func() CoachScene { s := partners(French); s.Tip = true; return s }()),
			"Votre camp fait ainsi la dernière prise (environ 3 points)."},
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
	keeps := opponent.Reason{Kind: opponent.ReasonKeeps, Cards: coachCards(t, "4♠"), Points: 100, Seat: -1, Percent: 100}
	later := opponent.Reason{Kind: opponent.ReasonLater, Points: 60, Seat: -1}
	givesSur := opponent.Reason{Kind: opponent.ReasonGivesSur, Points: 240, Seat: 1, Percent: 48}
	gives := opponent.Reason{Kind: opponent.ReasonGives, Cards: coachCards(t, "4♠"), Seat: 1, Percent: 71}
	vd := opponent.Verdict{Clearly: true, Cost: 610, StdErr: 40, Reasons: []opponent.Reason{takes, keeps, later}}
	de, fr := New(German), New(French)
	exact := coachScene(t, German, false)
	exact.Exact = true
	for _, c := range []struct {
		l         Lang
		got, want string
	}{
		{German, de.CoachVerdict(vd, coachScene(t, German, false)),
			"Coach: Besser war „8♥ nimmt 2♣ A♦“ (etwa 6 Punkte mehr bis zum Ende der Runde, alles eingerechnet). Damit hättest du 2♣ und A♦ genommen (3 Punkte). Außerdem hättest du 4♠ für eine spätere Aufnahme behalten (etwa 1 Punkt)."},
		{French, fr.CoachVerdict(vd, coachScene(t, French, false)),
			"Coach\u00a0: mieux valait «\u00a08♥ prend 2♣ A♦\u00a0» (environ 6 points de plus d’ici la fin de la manche, tout compris). Vous auriez ainsi pris 2♣ et A♦ (3 points). Vous auriez en outre gardé 4♠ pour une prise plus tard (environ 1 point)."},
		// two reasons on the weaker move: the second goes on with
		// "Außerdem"; one on the weaker move after one on the better move
		// says again which move
		{German, de.CoachVerdict(opponent.Verdict{Clearly: true, Cost: 250, StdErr: 30, Reasons: []opponent.Reason{givesSur, gives}}, coachScene(t, German, false)),
			"Coach: Besser war „8♥ nimmt 2♣ A♦“ (etwa 2½ Punkte mehr bis zum Ende der Runde, alles eingerechnet). Nach deinem Zug räumt der Computer den Tisch ab: ein Sur (in 48\u00a0% der durchgerechneten Fälle). Außerdem kann der Computer sofort 4♠ nehmen (in 71\u00a0% der durchgerechneten Fälle)."},
		{French, fr.CoachVerdict(opponent.Verdict{Clearly: true, Cost: 250, StdErr: 30, Reasons: []opponent.Reason{givesSur, gives}}, coachScene(t, French, false)),
			"Coach\u00a0: mieux valait «\u00a08♥ prend 2♣ A♦\u00a0» (environ 2½ points de plus d’ici la fin de la manche, tout compris). Après votre coup, l’ordinateur vide la table\u00a0: un sur (dans 48\u00a0% des cas calculés). En outre, l’ordinateur peut aussitôt prendre 4♠ (dans 71\u00a0% des cas calculés)."},
		{German, de.CoachTip(opponent.Tip{RunnerUp: coachMove(t, "4♠").Set(), Margin: 400, Reasons: []opponent.Reason{takes, gives}}, coachScene(t, German, true)),
			"Tipp des Coachs: „8♥ nimmt 2♣ A♦“ (etwa 4 Punkte besser als „4♠ legen“). Damit nimmst du 2♣ und A♦ (3 Punkte). Legst du stattdessen 4♠, kann der Computer sofort 4♠ nehmen (in 71\u00a0% der durchgerechneten Fälle)."},
		{German, de.CoachVerdict(opponent.Verdict{Clearly: true, Cost: 100, Reasons: []opponent.Reason{later}}, exact),
			"Coach: Besser war „8♥ nimmt 2♣ A♦“ (1 Punkt mehr bis zum Ende der Runde, alles eingerechnet). Der Vorteil zeigt sich erst später in der Runde (etwa ½ Punkte)."},
		{German, de.CoachVerdict(opponent.Verdict{Clearly: false, Cost: 90, Reasons: []opponent.Reason{later}}, exact), ""},
		{German, de.CoachTip(opponent.Tip{Move: pasur.MoveSet{}, RunnerUp: coachMove(t, "4♠").Set(), Margin: 250, Reasons: []opponent.Reason{takes}}, coachScene(t, German, true)),
			"Tipp des Coachs: „8♥ nimmt 2♣ A♦“ (etwa 2½ Punkte besser als „4♠ legen“). Damit nimmst du 2♣ und A♦ (3 Punkte)."},
		{French, fr.CoachTip(opponent.Tip{RunnerUp: coachMove(t, "4♠").Set(), Margin: 250, Reasons: []opponent.Reason{takes}}, coachScene(t, French, true)),
			"Conseil du coach\u00a0: «\u00a08♥ prend 2♣ A♦\u00a0» (environ 2½ points de mieux que «\u00a0poser 4♠\u00a0»). Vous prenez ainsi 2♣ et A♦ (3 points)."},
		{German, de.CoachTip(opponent.Tip{RunnerUp: coachMove(t, "4♠").Set(), Margin: 20}, coachScene(t, German, true)),
			"Tipp des Coachs: „8♥ nimmt 2♣ A♦“ – „4♠ legen“ ist fast genauso gut."},
		{French, fr.CoachTip(opponent.Tip{}, coachScene(t, French, true)),
			"Vous n’avez qu’un coup\u00a0: «\u00a08♥ prend 2♣ A♦\u00a0»."},
		{German, de.CoachComparison(vd, coachScene(t, German, false)),
			"„8♥ nimmt 2♣ A♦“ bringt etwa 6 Punkte mehr als „4♠ legen“. Damit nimmst du 2♣ und A♦ (3 Punkte). Außerdem behältst du 4♠ für eine spätere Aufnahme (etwa 1 Punkt)."},
		{French, fr.CoachComparison(vd, coachScene(t, French, false)),
			"«\u00a08♥ prend 2♣ A♦\u00a0» rapporte environ 6 points de plus que «\u00a0poser 4♠\u00a0». Vous prenez ainsi 2♣ et A♦ (3 points). Vous gardez en outre 4♠ pour une prise plus tard (environ 1 point)."},
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
