package quiz

import (
	"strings"
	"testing"

	"croupier/engine"
	"croupier/locales"
	"croupier/scenarios"
)

func cards(t *testing.T, s string) []engine.Card {
	t.Helper()
	var out []engine.Card
	for _, f := range strings.Fields(s) {
		c, err := engine.ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// pasurItem builds a two-player Pasur item from explicit hands and table
// (talon empty), the plays given and the ask.
func pasurItem(t *testing.T, table, dan, anna string, plays [][2]string, ask *scenarios.Ask) *Item {
	t.Helper()
	sc := &scenarios.Scenario{
		ID: "worked-pasur", Langs: []scenarios.Lang{scenarios.German, scenarios.French}, Game: scenarios.Pasur,
		Players: []scenarios.Player{{Name: "Dan"}, {Name: "Anna"}},
		Deck:    scenarios.Deck{Table: cards(t, table), Hands: map[string][]engine.Card{"Dan": cards(t, dan), "Anna": cards(t, anna)}},
		Target:  62,
	}
	for i, pl := range plays {
		who := []string{"Dan", "Anna"}[i%2]
		sc.Steps = append(sc.Steps, scenarios.StepSpec{Kind: scenarios.StepAction, Action: &scenarios.Action{
			Kind: scenarios.ActPlay, Player: who, Card: cards(t, pl[0])[0], Take: cards(t, pl[1]), HasTake: true}})
	}
	sc.Steps = append(sc.Steps, scenarios.StepSpec{Kind: scenarios.StepAsk, Ask: ask})
	return &Item{Topic: PasurBest, Level: 2, Scenario: sc}
}

// TestWorkedBestOneBase: the best capture's table counts points, cards
// and clubs on one base, the played card included, since it goes into the
// pile with what it took (pasur.de.txt "Spielablauf" 7: „Die gespielte
// Karte wird dennoch aufgenommen“). 2♣ on 9♦ 4♥ 5♠ K♣: 2 + 9 = 11 puts
// 9♦ and 2♣ on the pile (2 points for the 2♣, 2 cards, 1 club), 2 + 4 + 5
// = 11 puts 4♥ 5♠ 2♣ (2 points, 3 cards, 1 club), both groups at once
// ("Spielablauf" 2: „Mehrere Kombinationen … alle zusammen") 4 cards: the
// most cards win.
func TestWorkedBestOneBase(t *testing.T) {
	two := cards(t, "2♣")[0]
	it := pasurItem(t, "9♦ 4♥ 5♠ K♣", "2♣ 7♥ 8♥ 3♥", "6♦ 6♥ 7♠ 8♠", nil,
		&scenarios.Ask{Kind: scenarios.QCapture, Card: two, Best: true, Prompt: msg(locales.QuizAskBest)})
	lines, err := Worked(locales.New(locales.German), it)
	if err != nil {
		t.Fatal(err)
	}
	hasLines(t, lines,
		"Gezählt wird, was auf den Aufnahmestapel kommt: die genommenen Karten und die gespielte Karte 2♣.",
		"2♣ hat 3 mögliche Aufnahmen:",
		"9♦ (2 + 9 = 11) – 2 Punkte, 2 Karten, 1 Kreuz",
		"4♥ 5♠ (2 + 4 + 5 = 11) – 2 Punkte, 3 Karten, 1 Kreuz",
		"9♦ 4♥ 5♠ (2 + 9 = 11 und 2 + 4 + 5 = 11) – 2 Punkte, 4 Karten, 1 Kreuz",
		"Die beste Aufnahme ist 9♦ 4♥ 5♠")
	lines, err = Worked(locales.New(locales.French), it)
	if err != nil {
		t.Fatal(err)
	}
	hasLines(t, lines, "la carte jouée, 2♣.", "9♦ (2 + 9 = 11) – 2 points, 2 cartes, 1 trèfle")
}

// TestWorkedEmptyPile: a player who took nothing in the round is told so
// in words, not as an empty list. Dan 8♠ takes 3♦ (8 + 3 = 11); Anna's 4♣,
// Dan's 5♥ and Anna's 9♥ take nothing and are laid; the table's last cards
// go to Dan, the last capturer ("Spielablauf" 8): Anna scores 0.
func TestWorkedEmptyPile(t *testing.T) {
	it := pasurItem(t, "K♥ 3♦", "8♠ 5♥", "4♣ 9♥", [][2]string{{"8♠", "3♦"}, {"4♣", ""}, {"5♥", ""}, {"9♥", ""}},
		&scenarios.Ask{Kind: scenarios.QScore, Player: "Anna", Prompt: msg(locales.QuizAskScore)})
	for l, want := range map[locales.Lang]string{locales.German: "Anna hat in dieser Runde nichts aufgenommen.", locales.French: "Anna n’a rien pris dans cette manche."} {
		lines, err := Worked(locales.New(l), it)
		if err != nil {
			t.Fatal(err)
		}
		if lines[0] != want {
			t.Errorf("%s: first line %q, want %q", l, lines[0], want)
		}
		for _, line := range lines {
			if strings.Contains(line, "  (") || strings.Contains(line, "(0 ") {
				t.Errorf("%s: an empty list: %q", l, line)
			}
		}
	}
}
