package ask

import (
	"bytes"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/screen"
)

// heldFile: a turn followed by a bet, then a question; then a turn
// followed at once by two questions, a settlement and a choice
// (pharo.de.txt "Ein Abzug": K♦ loses, 9♣ wins: Dan's 4 on the 9 +4;
// 7♥ loses: Dan's 3 on the 7 −3).
const heldFile = `id: t-held
lang: de
title: Test
game: faro
profile: pharo
players:
  - {name: Doc, banker: true}
  - {name: Dan, chips: 100}
deck: {cards: [5♣, K♦, 9♣, 7♥, 2♠], seed: 1}
steps:
  - bet: {player: Dan, rank: "9", stake: 4}
  - turn: {}
  - bet: {player: Dan, rank: "7", stake: 3}
  - ask:
      question: Darf Dan 20 Chips setzen?
      legal:
        bet: {player: Dan, rank: "2", stake: 20}
  - turn: {}
  - ask:
      question: Was ändert sich?
      settlement: {}
  - ask:
      question: Und jetzt?
      choice:
        - {text: Dan verliert, correct: true}
        - {text: Dan gewinnt}
`

// TestHeldUntilAsked: a turn with an action after it is told in full at
// once; a turn a question follows is told as the cards coming out, its
// results held while a choice about it is still to come, and all told
// after the last question about it.
func TestHeldUntilAsked(t *testing.T) {
	sc, diags := scenarios.Load("held.yaml", []byte(heldFile))
	if len(diags) > 0 {
		t.Fatal(scenarios.Diagnostics(diags))
	}
	var b bytes.Buffer
	r, err := NewRun(sc, screen.New(&b, locales.German, false, func() int { return 1 << 20 }))
	if err != nil {
		t.Fatal(err)
	}
	if asked, _ := r.Advance(); !asked {
		t.Fatal("no first question")
	}
	out := b.String()
	if !strings.Contains(out, "Abzug 1: K♦ verliert (Bankkarte), 9♣ gewinnt (Spielerkarte).") || !strings.Contains(out, "gewinnt 4 Chips") {
		t.Errorf("a turn with a bet after it is told in full:\n%s", out)
	}
	r.Close()
	b.Reset()
	if asked, _ := r.Advance(); !asked {
		t.Fatal("no settlement question")
	}
	if out := b.String(); !strings.Contains(out, "Abzug 2: Doc zieht 7♥, dann 2♠.") || strings.Contains(out, "(Bankkarte)") || strings.Contains(out, "3 Chips") {
		t.Errorf("a turn a question follows:\n%s", out)
	}
	b.Reset()
	r.Close() // the settlement: a choice about the turn is still to come
	if out := b.String(); out != "" {
		t.Errorf("told while the choice is pending:\n%s", out)
	}
	if asked, _ := r.Advance(); !asked {
		t.Fatal("no choice")
	}
	b.Reset()
	r.Close()
	if out := b.String(); !strings.Contains(out, "7♥ verliert (Bankkarte)") || !strings.Contains(out, "verliert 3 Chips") {
		t.Errorf("after the last question:\n%s", out)
	}
}

// surFile: Dan's 5♣ takes 6♦ 4♠ 2♥ and clears the table — a sur
// (pasur.de.txt "Spielablauf" 7); then a question about Anna's next play,
// then Anna lays 8♦ and a question whether Dan's J♠ taking it was a sur.
const surFile = `id: t-sur
lang: de
title: Test
game: pasur
players:
  - {name: Dan}
  - {name: Anna}
deck:
  hands:
    Dan: [5♣, J♠, 7♥, 9♦]
    Anna: [8♦, K♥, 3♣, 10♠]
  table: [6♦, 4♠, 2♥]
  seed: 7
steps:
  - play: {player: Dan, card: 5♣, take: [6♦, 4♠, 2♥]}
  - ask:
      question: Darf Anna die Karo-8 legen?
      legal:
        play: {player: Anna, card: 8♦}
  - play: {player: Anna, card: 8♦}
  - play: {player: Dan, card: J♠, take: [8♦]}
  - ask:
      question: War das ein Sur?
      sur: {}
`

// TestSurToldWithItsPlay: a sur is announced with the play that made it
// when the next question is about the next player's play; it is held when
// the question asks whether it was a sur.
func TestSurToldWithItsPlay(t *testing.T) {
	sc, diags := scenarios.Load("sur.yaml", []byte(surFile))
	if len(diags) > 0 {
		t.Fatal(scenarios.Diagnostics(diags))
	}
	var b bytes.Buffer
	r, err := NewRun(sc, screen.New(&b, locales.German, false, func() int { return 1 << 20 }))
	if err != nil {
		t.Fatal(err)
	}
	sur := r.scr.P().T(locales.MoveSur)
	if asked, _ := r.Advance(); !asked {
		t.Fatal("no first question")
	}
	out := b.String()
	if i, j := strings.Index(out, sur), strings.Index(out, "? Darf Anna"); i < 0 || i > j {
		t.Errorf("the sur is not told with Dan's play, before Anna's question:\n%s", out)
	}
	r.Close()
	b.Reset()
	if asked, _ := r.Advance(); !asked {
		t.Fatal("no sur question")
	}
	if out := b.String(); strings.Contains(out, sur) {
		t.Errorf("the sur is told before the question whether it was one:\n%s", out)
	}
	b.Reset()
	r.Close()
	if out := b.String(); !strings.Contains(out, sur) {
		t.Errorf("the sur is not told with the verdict:\n%s", out)
	}
}

// TestSurVerdictNotRepeated: after "Zählt dieser Sur?" about the card
// played next, the play's line says that the sur does not count at once,
// with the play, and without the rule the verdict has just cited (Pasur
// 12, DE test item 10: Dan's K♦ takes K♣ in the last deal, a sur the
// variant "no sur in the last deal" denies — pasur.de.txt "Häufige
// Varianten"; it was told after the score question that follows, and
// Anna's denied sur said its rule twice in a row).
func TestSurVerdictNotRepeated(t *testing.T) {
	cases := []struct {
		lang           locales.Lang
		prompt, played string
	}{
		{locales.German, "Anna nimmt mit der Pik-3", "Anna spielt 3♠ und nimmt 6♥ 2♦."},
		{locales.German, "Dan nimmt mit dem Karo-König", "Dan spielt K♦ und nimmt K♣."},
		{locales.French, "Anna prend les deux cartes", "Anna joue 3♠ et prend 6♥ 2♦."},
		{locales.French, "Dan prend le roi de trèfle", "Dan joue R♦ et prend R♣."},
	}
	for _, c := range cases {
		r, b := openAt(t, "pasur-12-sur-verbote", c.lang, c.prompt)
		rule := r.RuleText(r.Question().Rule())
		if rule == "" {
			t.Fatalf("%s: the question's rule has no text", c.prompt)
		}
		r.Explain()
		r.Close()
		if asked, err := r.Advance(); err != nil || !asked {
			t.Fatalf("%s: no question after it (%v)", c.prompt, err)
		}
		said := flat(b.String())
		void := r.scr.P().T(locales.MoveSurVoid)
		i := strings.Index(said, c.played+" "+void)
		if i < 0 {
			t.Errorf("%s: %q is not followed at once by %q:\n%s", c.prompt, c.played, void, said)
		}
		// the rule line writes French in lower case after its colon
		if n := strings.Count(strings.ToLower(said), strings.ToLower(flat(rule))); n != 1 {
			t.Errorf("%s: the rule is said %d times:\n%s", c.prompt, n, said)
		}
		if q := strings.Index(said, "? "); q >= 0 && i > q {
			t.Errorf("%s: the play's sur is told after the next question:\n%s", c.prompt, said)
		}
	}
}
