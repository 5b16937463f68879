package play

import (
	"bytes"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/engine/pasur/opponent"
	"croupier/locales"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// "zurück" in free Pasur takes back the learner's last move and the
// computer's reply (issue 23), as in free Faro: on positionA the learner
// takes 3♠ with 8♥, the computer's 9♠ takes 2♣ (9 + 2 = 11); taken back,
// the hands and the table are those of the start again, and the better
// move can be played. Before any move there is nothing to take back.
func TestPasurTakeBack(t *testing.T) {
	for _, l := range []locales.Lang{locales.German, locales.French} {
		var out bytes.Buffer
		scr := screen.New(&out, l, false, nil)
		g, err := newPasurFrom(scr, 1, Options{NoCoach: true, Search: testSearch}, positionA(t))
		if err != nil {
			t.Fatal(err)
		}
		out.Reset()
		g.Command(input.Command{ID: input.CmdUndo})
		if !strings.Contains(out.String(), scr.P().T(locales.PlayPasurUndoNothing)) {
			t.Errorf("%s: undo before a move: %q", l, out.String())
		}
		g.Input(input.NewLine(map[locales.Lang]string{locales.German: "8♥ nimmt 3♠", locales.French: "8♥ prend 3♠"}[l]))
		if g.round.Hand(1) != nil || len(g.cur.plays) != 2 {
			t.Fatalf("%s: the computer did not reply: %v", l, g.cur.plays)
		}
		out.Reset()
		g.Command(input.Command{ID: input.CmdUndo})
		want := scr.P().T(locales.PlayPasurUndoneMore, scr.P().MoveText(move(t, "8♥ 3♠")), 1)
		if !strings.Contains(out.String(), want) {
			t.Errorf("%s: undo said %q, want %q", l, out.String(), want)
		}
		if engine.SetOf(g.round.Hand(0)) != setOf(t, "8♥ 4♠") || engine.SetOf(g.round.Hand(1)) != setOf(t, "9♠") ||
			engine.SetOf(g.round.Table()) != setOf(t, "3♠ 2♣ A♦ K♦") || len(g.cur.plays) != 0 || g.round.ToPlay() != 0 {
			t.Fatalf("%s: after undo: hands %v %v, table %v, plays %v", l, g.round.Hand(0), g.round.Hand(1), g.round.Table(), g.cur.plays)
		}
		// the better move, then the 4♠: the round ends (the learner took
		// 2♣ A♦ and the last capture); taken back, it goes on
		g.Input(input.NewLine(map[locales.Lang]string{locales.German: "8♥ nimmt 2♣ A♦", locales.French: "8♥ prend 2♣ A♦"}[l]))
		g.Input(input.NewLine("4♠"))
		if !g.waiting || g.match.Totals()[0] != 3 {
			t.Fatalf("%s: the round is not over as worked out: totals %v", l, g.match.Totals())
		}
		g.Command(input.Command{ID: input.CmdUndo})
		if g.waiting || g.round.Over() || g.match.Totals()[0] != 0 || engine.SetOf(g.round.Hand(0)) != setOf(t, "4♠") {
			t.Fatalf("%s: undo at the round's end: waiting %v, totals %v, hand %v", l, g.waiting, g.match.Totals(), g.round.Hand(0))
		}
	}
}

// "stufe 1–3" / « niveau 1–3 » changes the computer's level inside the
// game; a level out of range says how; the help tells both commands.
func TestPasurLevelInGame(t *testing.T) {
	var out bytes.Buffer
	scr := screen.New(&out, locales.German, false, nil)
	g, err := newPasurFrom(scr, 1, Options{NoCoach: true, Search: testSearch}, positionA(t))
	if err != nil {
		t.Fatal(err)
	}
	out.Reset()
	g.Command(input.Command{ID: input.CmdLevel, Args: []string{"1"}})
	if _, ok := g.bots[1].(*opponent.Random); !ok || !strings.Contains(out.String(), "Der Computer spielt jetzt auf Stufe 1: zufällige Züge.") {
		t.Fatalf("stufe 1: %T, %q", g.bots[1], out.String())
	}
	g.Command(input.Command{ID: input.CmdLevel, Args: []string{"2"}})
	if _, ok := g.bots[1].(opponent.Greedy); !ok {
		t.Fatalf("stufe 2: %T", g.bots[1])
	}
	out.Reset()
	g.Command(input.Command{ID: input.CmdLevel, Args: []string{"7"}})
	if !strings.Contains(out.String(), "Aufruf: stufe 1, stufe 2 oder stufe 3 (jetzt Stufe 2:") {
		t.Fatalf("stufe 7: %q", out.String())
	}
	out.Reset()
	g.Help()
	if got := flat(out.String()); !strings.Contains(got, "„zurück“ nimmt deinen letzten Zug zurück") || !strings.Contains(got, "„stufe 1“ bis „stufe 3“") {
		t.Fatalf("help: %q", got)
	}
	// the game goes on at the new level
	g.Input(input.NewLine("8♥ nimmt 3♠"))
	if len(g.cur.plays) != 2 {
		t.Fatalf("plays %v", g.cur.plays)
	}
}

// setOf parses cards in neutral notation as a set.
func setOf(t *testing.T, s string) engine.CardSet {
	t.Helper()
	cs, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatal(err)
	}
	return engine.SetOf(cs)
}

// move parses a move in neutral notation: the card, then what it takes.
func move(t *testing.T, s string) pasur.Move {
	t.Helper()
	cs, err := engine.ParseCards(s, engine.Neutral)
	if err != nil {
		t.Fatal(err)
	}
	return pasur.Move{Card: cs[0], Take: cs[1:]}
}

// Taking back a move in a later round deals the match again from its
// seed: the round comes back exactly as it stood before the move.
func TestPasurTakeBackLaterRound(t *testing.T) {
	var out bytes.Buffer
	scr := screen.New(&out, locales.German, false, nil)
	g, err := newPasur(scr, 4, Options{NoCoach: true, Level: opponent.LevelGreedy})
	if err != nil {
		t.Fatal(err)
	}
	first := func() {
		v := g.round.View(g.me)
		g.learnerMove(v.InTableOrder(v.AppendLegalMoveSets(nil)[0]))
	}
	for !g.waiting {
		first()
	}
	g.nextRound()
	first()
	hand, table, others := g.round.Hand(0), g.round.Table(), g.round.Hand(1)
	plays := len(g.cur.plays)
	first()
	g.Command(input.Command{ID: input.CmdUndo})
	if engine.SetOf(g.round.Hand(0)) != engine.SetOf(hand) || engine.SetOf(g.round.Table()) != engine.SetOf(table) ||
		engine.SetOf(g.round.Hand(1)) != engine.SetOf(others) || len(g.cur.plays) != plays || len(g.match.Rounds()) != 1 {
		t.Fatalf("round 2 after undo: hand %v (was %v), table %v (was %v), %d plays (was %d)", g.round.Hand(0), hand, g.round.Table(), table, len(g.cur.plays), plays)
	}
}
