package play

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/engine/pasur/opponent"
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
	"croupier/tutor/screen"
)

// testSearch keeps the strong search small, so that whole rounds stay
// fast under -race: three samples and 2,000 positions a move instead of
// 48 and 150,000.
var testSearch = opponent.Options{Samples: 3, MinSamples: 2, Nodes: 2000}

// testOptions are the default options with the small search.
var testOptions = Options{Search: testSearch}

// typed is what a learner types for a move, written the ways a learner
// writes it: "lege 5♣" / "je pose 5♣" for a card that takes nothing, the
// card alone when it has one capture, "7♠ nimmt 4♦" when it has several.
func typed(p locales.Printer, r *pasur.Round, m pasur.Move) string {
	switch {
	case len(m.Take) == 0 && p.French():
		return "je pose " + p.CardText(m.Card)
	case len(m.Take) == 0:
		return "lege " + p.CardText(m.Card)
	case len(r.CapturesFor(m.Card)) == 1:
		return p.CardText(m.Card)
	}
	return p.MoveText(m)
}

// playRound types the learner's moves, picked by rng among the legal
// ones, until the round is over; it fails on a move the game did not
// take.
func playRound(t *testing.T, g *pasurGame, out *bytes.Buffer, rng *rand.Rand) {
	t.Helper()
	p := g.scr.P()
	for n := 0; !g.round.Over(); n++ {
		if n > 60 {
			t.Fatalf("the round does not end:\n%s", out.String())
		}
		if g.round.ToPlay() != g.me {
			t.Fatalf("the computer did not move (seat %d to move):\n%s", g.round.ToPlay(), out.String())
		}
		moves := g.round.LegalMoves()
		before := len(g.cur.plays)
		g.Input(input.NewLine(typed(p, g.round, moves[rng.IntN(len(moves))])))
		if len(g.cur.plays) == before {
			t.Fatalf("move not taken:\n%s", out.String())
		}
	}
}

// The tables of free play.
var tables = []struct {
	name string
	args []string
}{
	{"2", nil},
	{"3", []string{"3"}},
	{"4 partners", []string{"4"}},
	{"4 solo", []string{"4", "solo"}},
}

// TestFreePlayEveryTable plays a whole round at every table size in both
// languages, the learner's moves typed as a learner types them: no move
// is refused or misread, the computer plays every other seat, the coach
// judges every move of the learner, and the round ends with the review,
// the points and the match totals.
func TestFreePlayEveryTable(t *testing.T) {
	for _, tb := range tables {
		for _, lang := range locales.Langs() {
			t.Run(tb.name+"/"+string(lang), func(t *testing.T) {
				var out bytes.Buffer
				scr := screen.New(&out, lang, false, nil)
				o, ok := ParseOptions(scr, "pasur", tb.args)
				if !ok {
					t.Fatalf("options %v refused: %s", tb.args, out.String())
				}
				o.Search = testSearch
				g, err := newPasur(scr, 7, o)
				if err != nil {
					t.Fatal(err)
				}
				playRound(t, g, &out, engine.NewRand(3))
				p := scr.P()
				text := out.String()
				// the usage once (the intro; again after a misread move),
				// no refusal
				usage := flat(p.T(locales.SandboxPasurUsage))
				if n := strings.Count(flat(text), usage); n != 1 {
					t.Errorf("usage %d times:\n%s", n, text)
				}
				if refused := strings.TrimSpace(p.T(locales.Refused, "")); strings.Contains(text, refused) {
					t.Errorf("a move refused:\n%s", text)
				}
				players := len(g.names())
				if want := map[string]int{"2": 2, "3": 3, "4 partners": 4, "4 solo": 4}[tb.name]; players != want || g.cfg.Partnerships() != (tb.name == "4 partners") {
					t.Fatalf("%d players, partnerships %v", players, g.cfg.Partnerships())
				}
				// every play of the round is recorded, 48 cards in all
				// (52 less the four first laid on the table), and every
				// one of the learner's is judged
				seats := map[int]int{}
				for _, pl := range g.cur.plays {
					seats[pl.seat]++
					if (pl.seat == g.me) != (pl.judged != nil) {
						t.Errorf("seat %d: judged %v", pl.seat, pl.judged != nil)
					}
				}
				for s := 0; s < players; s++ {
					if seats[s] != 48/players {
						t.Errorf("seat %d played %d cards, want %d", s, seats[s], 48/players)
					}
				}
				for _, want := range []string{p.T(locales.CoachReviewTitle), p.T(locales.CoachRoundPoints), p.T(locales.PlayStanding, "")} {
					if !strings.Contains(text, strings.TrimSpace(want)) {
						t.Errorf("no %q:\n%s", want, text)
					}
				}
				if !g.waiting || g.match.Over() {
					t.Errorf("after one round: waiting %v, over %v", g.waiting, g.match.Over())
				}
			})
		}
	}
}

// TestFreePlayVariants plays a round under each variant the engine has
// (those that need two sides at two players, four_solo at four).
func TestFreePlayVariants(t *testing.T) {
	for _, args := range [][]string{
		{"ohne-sur-ab-50"}, {"ohne-sur-zuletzt"}, {"ohne-sur-mit-bube"}, {"surs-heben-sich-auf"},
		{"karo-sieben"}, {"elf-runden"}, {"buben-elf"}, {"kinder"}, {"uhrzeigersinn", "3"},
		{"ziel", "11"}, {"4", "solo", "sens-horaire"}, {"no_sur_with_jack", "4", "sur_cancel"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var out bytes.Buffer
			scr := screen.New(&out, locales.German, false, nil)
			o, ok := ParseOptions(scr, "pasur", args)
			if !ok {
				t.Fatalf("refused: %s", out.String())
			}
			// the greedy computer: the variants are the point here
			o.Search, o.Level = testSearch, opponent.LevelGreedy
			g, err := newPasur(scr, 21, o)
			if err != nil {
				t.Fatal(err)
			}
			if vs := variantNames(scr.P(), g.cfg.Variants); len(vs) == 0 && !g.cfg.Variants.FourSolo {
				t.Errorf("no variant on for %v", args)
			}
			playRound(t, g, &out, engine.NewRand(5))
		})
	}
}

// TestWholeMatch plays a match to its end at two players against the
// random computer (fast): round after round, the dealer passing on, the
// totals adding up, until one side has 62 and the winner is told.
func TestWholeMatch(t *testing.T) {
	var out bytes.Buffer
	scr := screen.New(&out, locales.German, false, nil)
	g, err := newPasur(scr, 99, Options{Level: opponent.LevelRandom, NoCoach: true, Search: testSearch})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(8)
	totals := make([]int, 2)
	for round := 1; !g.match.Over(); round++ {
		if round > 30 {
			t.Fatal("the match does not end")
		}
		// the learner (seat 0) plays first in odd rounds, the computer
		// in even ones: the deal passes on (RULINGS.md "Match")
		if want := map[bool]int{true: 1, false: 0}[round%2 == 1]; g.round.Dealer() != want {
			t.Errorf("round %d dealt by seat %d, want %d", round, g.round.Dealer(), want)
		}
		playRound(t, g, &out, rng)
		for side, bd := range g.round.Breakdowns() {
			totals[side] += bd.Total
		}
		if got := g.match.Totals(); got[0] != totals[0] || got[1] != totals[1] {
			t.Fatalf("totals %v, summed %v", got, totals)
		}
		if !g.match.Over() {
			g.Input(input.NewLine(""))
		}
	}
	if n := len(g.match.Rounds()); n < 2 {
		t.Errorf("a match of %d round(s): no side can reach 62 in one", n)
	}
	side, ok := g.match.Winner()
	if !ok || totals[side] < 62 || totals[side] <= totals[1-side] {
		t.Fatalf("winner %d (%v) with totals %v", side, ok, totals)
	}
	p := scr.P()
	want := p.T(locales.PlayWonYou, totals[0])
	if side == 1 {
		want = p.T(locales.PlayWonOther, "Der Computer", totals[1])
	}
	if !strings.Contains(strings.ReplaceAll(out.String(), "\n", " "), want) {
		t.Errorf("no %q:\n%s", want, out.String()[max(0, out.Len()-1500):])
	}
	before := out.Len()
	g.Input(input.NewLine("lege 5♣"))
	if !strings.Contains(out.String()[before:], "Das Spiel ist vorbei") {
		t.Errorf("after the match: %q", out.String()[before:])
	}
}

// positionA is a last deal at two players whose better move is worked
// out by hand (the engine's coach test, position (a)): the learner holds
// 8♥ 4♠, the computer 9♠, on the table 3♠ 2♣ A♦ K♦, the talon empty,
// every other card out of the round.
//
//   - 8♥ nimmt 3♠ (the learner's move): the computer's 9♠ must take 2♣
//     (9 + 2 = 11; 2 points); 4♠ finds no 7 and is laid; the computer
//     captured last and gets A♦ K♦ 4♠ (1 point): 0 against 3, −3.
//   - 8♥ nimmt 2♣ A♦ (8 + 2 + 1 = 11; 3 points): 9♠ finds no 2 and is
//     laid, 4♠ finds no 7; the learner captured last and gets 3♠ K♦ 9♠
//     4♠ (nothing): +3. 6 points better, for sure: the search sees every
//     card.
//
// The reasons, strongest first: it takes 2♣ and A♦ (3 points); the
// learner's move leaves 2♣ for the computer's 9♠ at once (its reply
// worth 2 points: 2♣ and 9♠); the last capture (1 point).
func positionA(t *testing.T) *pasur.Setup {
	t.Helper()
	cs := func(s string) []engine.Card {
		c, err := engine.ParseCards(s, engine.Neutral)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	return &pasur.Setup{Hands: [][]engine.Card{cs("8♥ 4♠"), cs("9♠")}, Table: cs("3♠ 2♣ A♦ K♦"), LastCapturer: -1}
}

// TestCoachedPosition: on positionA the coach says, in both languages,
// which move was better, by how much and why, after the learner's
// weaker move; "tipp" before it names the better move; the coach off
// says nothing.
func TestCoachedPosition(t *testing.T) {
	for _, c := range []struct {
		lang         locales.Lang
		move         string
		verdict, tip string
	}{
		{locales.German, "8♥ nimmt 3♠",
			"Coach: Besser war „8♥ nimmt 2♣ A♦“ (6 Punkte mehr bis zum Ende der Runde, alles eingerechnet). Damit hättest du 2♣ und A♦ genommen (3 Punkte). " +
				"Nach deinem Zug spielt der Computer 9♠ und nimmt 2♣ – die Kleine Zwei (2 Punkte). " +
				"Außerdem macht der Computer die letzte Aufnahme und bekommt die übrigen Tischkarten: A♦, K♦ und 4♠ (1 Punkt).",
			"Tipp des Coachs: „8♥ nimmt 2♣ A♦“ – „8♥ nimmt 3♠ 2♣ A♦“ ist genauso gut. Damit nimmst du 2♣ und A♦ (3 Punkte)."},
		{locales.French, "8♥ prend 3♠",
			"Coach\u00a0: mieux valait «\u00a08♥ prend 2♣ A♦\u00a0» (6 points de plus d’ici la fin de la manche, tout compris). Vous auriez ainsi pris 2♣ et A♦ (3 points). " +
				"Après votre coup, l’ordinateur joue 9♠ et prend 2♣ – le petit deux (2 points). " +
				"En outre, l’ordinateur fait la dernière prise et ramasse les cartes restées sur le tapis\u00a0: A♦, R♦ et 4♠ (1 point).",
			"Conseil du coach\u00a0: «\u00a08♥ prend 2♣ A♦\u00a0» – «\u00a08♥ prend 3♠ 2♣ A♦\u00a0» vaut autant. Vous prenez ainsi 2♣ et A♦ (3 points)."},
	} {
		var out bytes.Buffer
		scr := screen.New(&out, c.lang, false, nil)
		g, err := newPasurFrom(scr, 1, testOptions, positionA(t))
		if err != nil {
			t.Fatal(err)
		}
		out.Reset()
		g.Command(input.Command{ID: input.CmdHint})
		if got := flat(out.String()); !strings.HasPrefix(got, flat(c.tip)) || !strings.Contains(out.String(), c.tip[:24]) {
			t.Errorf("%s: tip\n got %q\nwant %q", c.lang, got, c.tip)
		}
		out.Reset()
		g.Input(input.NewLine(c.move))
		if got := flat(out.String()); !strings.Contains(got, flat(c.verdict)) || !strings.Contains(out.String(), c.verdict[:24]) {
			t.Errorf("%s: verdict\n got %q\nwant %q", c.lang, got, c.verdict)
		}
		j := g.cur.plays[0].judged
		if j == nil || !j.vd.Clearly || j.vd.Cost != 600 || !j.exact || len(j.vd.Reasons) != 3 {
			t.Fatalf("%s: verdict %+v", c.lang, j)
		}
		// the review at the round's end lists the move with its cost and
		// the better move
		g.Input(input.NewLine(map[locales.Lang]string{locales.German: "lege 4♠", locales.French: "je pose 4♠"}[c.lang]))
		if got := flat(out.String()); !strings.Contains(got, "1 "+scr.P().MoveText(j.played)+" 6 "+scr.P().MoveText(j.best)) {
			t.Errorf("%s: no review row:\n%s", c.lang, out.String())
		}
	}
	// with the coach off the same move passes in silence
	var out bytes.Buffer
	scr := screen.New(&out, locales.German, false, nil)
	g, err := newPasurFrom(scr, 1, Options{NoCoach: true, Search: testSearch}, positionA(t))
	if err != nil {
		t.Fatal(err)
	}
	g.Input(input.NewLine("8♥ nimmt 3♠"))
	if strings.Contains(out.String(), "Coach:") || strings.Contains(out.String(), "Rückblick") {
		t.Errorf("the coach spoke while off:\n%s", out.String())
	}
}

// flat joins wrapped lines and squeezes the spaces of table columns.
func flat(s string) string { return strings.Join(strings.Fields(s), " ") }

// TestCoachCommand: "coach aus" and "coach non" switch the coach off,
// "coach an" and "coach oui" on, in either language, and the game says
// so.
func TestCoachCommand(t *testing.T) {
	var out bytes.Buffer
	scr := screen.New(&out, locales.German, false, nil)
	g, err := newPasur(scr, 3, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		line string
		on   bool
		says locales.Message
	}{
		{"coach aus", false, locales.CoachOff}, {"coach oui", true, locales.CoachOn},
		{"Coach non", false, locales.CoachOff}, {"coach an", true, locales.CoachOn},
		{"coach vielleicht", true, locales.CoachUsage}, {"coach", true, locales.CoachOn},
	} {
		cmd, err := input.ParseCommand(c.line)
		if err != nil || cmd.ID != input.CmdCoach {
			t.Fatalf("%q: %v %v", c.line, cmd.ID, err)
		}
		out.Reset()
		if !g.Command(cmd) || g.coachOn != c.on || !strings.Contains(flat(out.String()), flat(scr.P().T(c.says))) {
			t.Errorf("%q: on %v, said %q", c.line, g.coachOn, out.String())
		}
	}
}

// TestSaveWithVerdicts: a round played with the coach, saved, loads as
// croupier check loads it and replays to the end; before each move the
// coach judged clearly weaker stands a question "Welcher Zug war
// besser?" with the learner's move and the better one (the right
// option), and the coach's reasons as its explanation.
func TestSaveWithVerdicts(t *testing.T) {
	for _, c := range []struct {
		name  string
		lang  locales.Lang
		first func(*testing.T) *pasur.Setup
		args  []string
	}{
		{"position", locales.German, positionA, nil},
		{"dealt", locales.French, nil, nil},
		{"dealt partners", locales.German, nil, []string{"4", "karo-sieben", "ziel", "51"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			scr := screen.New(&out, c.lang, false, nil)
			o, _ := ParseOptions(scr, "pasur", c.args)
			o.Search = testSearch
			var first *pasur.Setup
			if c.first != nil {
				first = c.first(t)
			}
			g, err := newPasurFrom(scr, 5, o, first)
			if err != nil {
				t.Fatal(err)
			}
			if first != nil {
				g.Input(input.NewLine("8♥ nimmt 3♠"))
			} else {
				playRound(t, g, &out, engine.NewRand(2))
			}
			var clear []*judgement
			for _, j := range g.judgements() {
				if j.vd.Clearly {
					clear = append(clear, j)
				}
			}
			if len(clear) == 0 {
				t.Fatalf("no clearly weaker move in the round:\n%s", out.String())
			}
			file := filepath.Join(t.TempDir(), "runde")
			g.Command(input.Command{ID: input.CmdSave, Args: []string{file}})
			data, err := os.ReadFile(file + ".yaml")
			if err != nil {
				t.Fatalf("not saved: %v\n%s", err, out.String())
			}
			sc, diags := scenarios.Load(file+".yaml", data)
			if sc == nil || len(diags) > 0 {
				t.Fatalf("the file does not load cleanly: %v\n%s", scenarios.Diagnostics(diags), data)
			}
			p := scr.P()
			var asks []*scenarios.Ask
			for _, st := range sc.Steps {
				if st.Kind == scenarios.StepAsk {
					asks = append(asks, st.Ask)
				}
			}
			if len(asks) != len(clear) {
				t.Fatalf("%d questions, %d clear verdicts:\n%s", len(asks), len(clear), data)
			}
			lang := scenarios.Lang(c.lang)
			for i, a := range asks {
				j := clear[i]
				if a.Kind != scenarios.QChoice || a.Prompt.In(lang) != p.T(locales.PlayQuestion) || len(a.Options) != 2 {
					t.Fatalf("question %d: %+v", i, a)
				}
				for _, o := range a.Options {
					want := p.MoveText(j.played)
					if o.Correct {
						want = p.MoveText(j.best)
					}
					if o.Text.In(lang) != want {
						t.Errorf("question %d: option %q (correct %v), want %q", i, o.Text.In(lang), o.Correct, want)
					}
				}
				if want := p.CoachComparison(j.vd, g.scene(j.table, j.best, j.played, j.exact)); a.Explain.In(lang) != want {
					t.Errorf("question %d: explain %q, want %q", i, a.Explain.In(lang), want)
				}
			}
			rep, err := scenarios.NewReplay(sc)
			if err != nil {
				t.Fatal(err)
			}
			questions := 0
			for !rep.Done() {
				st, ok := rep.Next()
				if !ok {
					t.Fatalf("replay refused: %v", rep.Err())
				}
				if st.Question != nil {
					questions++
					if got := st.Question.CorrectOptions(); len(got) != 1 {
						t.Errorf("correct options %v", got)
					}
				}
			}
			if questions != len(asks) {
				t.Errorf("replayed %d questions, want %d", questions, len(asks))
			}
			if got, want := p.CardsText(rep.Round().Table()), p.CardsText(g.round.Table()); got != want {
				t.Errorf("replayed table %q, played %q", got, want)
			}
		})
	}
}

// TestParseOptions reads the options of "spiel pasur" in both languages
// and refuses what is not one.
func TestParseOptions(t *testing.T) {
	for _, c := range []struct {
		args    string
		players int
		solo    bool
		level   opponent.Level
		vars    string // pasur.Variants.String
		noCoach bool
	}{
		{"", 0, false, 0, "standard", false},
		{"3", 3, false, 0, "standard", false},
		{"4 partner", 4, false, 0, "standard", false},
		{"4 solo stufe 2", 4, true, opponent.LevelGreedy, "four_solo", false},
		{"4 Seul niveau 1", 4, true, opponent.LevelRandom, "four_solo", false},
		{"jouer 3 joueurs fort sans-coach", 3, false, opponent.LevelStrong, "standard", true},
		{"2 ohne-sur-mit-bube", 2, false, 0, "no_sur_with_jack", false},
		{"sans-sur-au-valet sept-de-carreau objectif 51", 0, false, 0, "target: 51, no_sur_with_jack, seven_diamonds", false},
		{"ziel 11 elf-runden kinder", 0, false, 0, "target: 11, fixed_rounds, children", false},
		{"no_sur_at_50 ohne-sur-zuletzt surs-heben-sich-auf", 0, false, 0, "no_sur_at_50, no_sur_last_deal, sur_cancel", false},
		{"3 uhrzeigersinn buben-elf leicht", 3, false, opponent.LevelRandom, "jacks_eleven, clockwise", false},
	} {
		var out bytes.Buffer
		scr := screen.New(&out, locales.German, false, nil)
		args := strings.Fields(c.args)
		if len(args) > 0 && args[0] == "jouer" {
			args = args[1:]
		}
		o, ok := ParseOptions(scr, "pasur", args)
		if !ok || o.Players != c.players || o.Solo != c.solo || o.Level != c.level || o.NoCoach != c.noCoach {
			t.Errorf("%q: %+v %v %s", c.args, o, ok, out.String())
			continue
		}
		v := o.config(0).Variants
		if v.String() != c.vars {
			t.Errorf("%q: variants %q, want %q", c.args, v.String(), c.vars)
		}
	}
	for _, c := range []struct {
		args string
		says string
	}{
		{"5", "„spiel pasur“ kennt „5“ nicht."},
		{"stufe 4", "„spiel pasur“ kennt „stufe 4“ nicht."}, {"stufe", "„spiel pasur“ kennt „stufe“ nicht."},
		{"3 solo", "„partner“ und „solo“ gibt es nur zu viert."},
		{"partner", "„partner“ und „solo“ gibt es nur zu viert."},
		{"4 partner solo", "„partner“ und „solo“ gibt es nur zu viert."},
		{"3 surs-heben-sich-auf", "Nicht erlaubt: Gegnerische Surs heben sich nur auf, wenn zwei Seiten spielen"},
		{"kinder buben-elf", "Nicht erlaubt"},
		{"ziel 50", "„spiel pasur“ kennt „ziel 50“ nicht."},
		{"four_solo", "„spiel pasur“ kennt „four_solo“ nicht."},
	} {
		var out bytes.Buffer
		scr := screen.New(&out, locales.German, false, nil)
		if _, ok := ParseOptions(scr, "pasur", strings.Fields(c.args)); ok || !strings.Contains(flat(out.String()), c.says) {
			t.Errorf("%q: ok %v, said %q, want %q", c.args, ok, out.String(), c.says)
		}
	}
	var out bytes.Buffer
	if _, ok := ParseOptions(screen.New(&out, locales.French, false, nil), "pharaon", []string{"3"}); ok || !strings.Contains(out.String(), "jouer pharaon") {
		t.Errorf("faro with options: %q", out.String())
	}
}

// FuzzParseOptions: any words are read or refused with a sentence, never
// a panic, and what is read is a table the engine accepts.
func FuzzParseOptions(f *testing.F) {
	for _, s := range []string{"4 solo stufe 2", "jouer 3 niveau", "ziel", "ziel 51 kinder", "niveau 9", "équipes 4", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var out bytes.Buffer
		scr := screen.New(&out, locales.French, false, nil)
		o, ok := ParseOptions(scr, "pasur", strings.Fields(s))
		if !ok {
			if out.Len() == 0 {
				t.Fatalf("%q refused in silence", s)
			}
			return
		}
		if err := o.config(0).Validate(); err != nil {
			t.Fatalf("%q read to an invalid table: %v", s, err)
		}
	})
}

// TestReviewFits: the review is a table where it fits and a sentence a
// move where it does not; no line is wider than the screen (down to the
// narrowest the screen lays out, screen.MinWidth).
func TestReviewFits(t *testing.T) {
	var out bytes.Buffer
	scr := screen.New(&out, locales.German, false, nil)
	g, err := newPasurFrom(scr, 1, testOptions, positionA(t))
	if err != nil {
		t.Fatal(err)
	}
	g.Input(input.NewLine("8♥ nimmt 3♠"))
	g.Input(input.NewLine("lege 4♠"))
	js := g.judgements()
	if len(js) != 2 {
		t.Fatalf("%d moves judged, want 2", len(js))
	}
	p := scr.P()
	for w := screen.MinWidth; w <= 120; w++ {
		got := reviewTable(p, js, w)
		for _, l := range strings.Split(got, "\n") {
			if screen.Width(l) > w {
				t.Fatalf("width %d: %q is wider", w, l)
			}
		}
		table := strings.Contains(got, p.T(locales.CoachColPlayed))
		prose := strings.Contains(flat(got), "Zug 1: „8♥ nimmt 3♠“ kostete 6 Punkte; besser war „8♥ nimmt 2♣ A♦“.")
		if table == prose || w >= 60 && !table {
			t.Fatalf("width %d: table %v, prose %v:\n%s", w, table, prose, got)
		}
	}
}

// TestSaveLaterRound: a round later in the match is saved with the match
// totals before it as the players' points and its own dealer (the
// learner deals the second round), and replays.
func TestSaveLaterRound(t *testing.T) {
	var out bytes.Buffer
	scr := screen.New(&out, locales.German, false, nil)
	g, err := newPasur(scr, 17, Options{Level: opponent.LevelGreedy, Search: testSearch})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(4)
	playRound(t, g, &out, rng)
	totals := g.match.Totals()
	g.Input(input.NewLine(""))
	if g.cur.number != 2 || g.round.Dealer() != g.me {
		t.Fatalf("round %d dealt by %d", g.cur.number, g.round.Dealer())
	}
	playRound(t, g, &out, rng)
	file := filepath.Join(t.TempDir(), "r2.yaml")
	g.Command(input.Command{ID: input.CmdSave, Args: []string{file}})
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("not saved: %v\n%s", err, out.String())
	}
	sc, diags := scenarios.Load(file, data)
	if sc == nil || len(diags) > 0 {
		t.Fatalf("does not load: %v\n%s", scenarios.Diagnostics(diags), data)
	}
	if sc.ID != "sandbox-pasur-17-2" || !sc.Players[0].Dealer || sc.Players[1].Dealer {
		t.Errorf("id %q, players %+v", sc.ID, sc.Players)
	}
	for seat, pl := range sc.Players {
		if got := int(pl.Start.WholePart()); got != totals[seat] || pl.HasStart != (totals[seat] != 0) {
			t.Errorf("%s: points %d, want the total %d", pl.Name, got, totals[seat])
		}
	}
	if want := scr.P().T(locales.PlaySaveRound, 2, g.sideTotals(totals)); sc.Steps[1].Say.In(scenarios.German) != want {
		t.Errorf("say %q, want %q", sc.Steps[1].Say.In(scenarios.German), want)
	}
	rep, err := scenarios.NewReplay(sc)
	if err != nil {
		t.Fatal(err)
	}
	for !rep.Done() {
		if _, ok := rep.Next(); !ok {
			t.Fatalf("replay refused: %v", rep.Err())
		}
	}
	if got, want := rep.Round().Breakdowns(), g.round.Breakdowns(); got[0].Total != want[0].Total || got[1].Total != want[1].Total {
		t.Errorf("replayed scores %v, played %v", got, want)
	}
}

// TestTakeAllWithNothing: "B nimmt alles" on a table of a queen and a king
// (the jack takes neither: pasur.de.txt "Der Bube") lays the jack and says
// why, in both languages.
func TestTakeAllWithNothing(t *testing.T) {
	cs := func(s string) []engine.Card {
		c, err := engine.ParseCards(s, engine.Neutral)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for lang, c := range map[locales.Lang]struct{ move, want string }{
		locales.German: {"B nimmt alles", "Der Bube findet nichts zu nehmen (Könige und Damen nimmt er nicht) – er wird angelegt."},
		locales.French: {"V prend tout", "Le valet ne trouve rien à prendre (il ne prend ni roi ni dame) – il est posé sur le tapis."},
	} {
		var out bytes.Buffer
		g, err := newPasurFrom(screen.New(&out, lang, false, nil), 1, Options{NoCoach: true, Search: testSearch},
			&pasur.Setup{Hands: [][]engine.Card{cs("J♦ 4♠"), cs("9♠ 2♥")}, Table: cs("Q♥ K♥"), LastCapturer: -1})
		if err != nil {
			t.Fatal(err)
		}
		out.Reset()
		g.Input(input.NewLine(c.move))
		if !strings.Contains(flat(out.String()), c.want) {
			t.Errorf("%s: %q not in\n%s", lang, c.want, out.String())
		}
		laid := false
		for _, c := range g.round.Table() {
			laid = laid || c == cs("J♦")[0]
		}
		if !laid {
			t.Errorf("%s: the jack was not laid:\n%s", lang, out.String())
		}
	}
}

// TestReviewNamesTheBetterMove: a move that cost half a point or more has
// its better move in the review even when the coach did not call it
// clearly weaker during play; a move that cost nothing has none.
func TestReviewNamesTheBetterMove(t *testing.T) {
	c := func(s string) engine.Card {
		x, err := engine.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	played := pasur.Move{Card: c("5♥")}
	best := pasur.Move{Card: c("6♦"), Take: []engine.Card{c("5♦")}}
	p := locales.New(locales.French)
	js := []*judgement{
		{number: 3, vd: opponent.Verdict{Cost: 100}, played: played, best: best},
		{number: 4, vd: opponent.Verdict{Cost: 0}, played: played, best: played},
	}
	out := reviewTable(p, js, 100)
	lines := strings.Split(out, "\n")
	if len(lines) != 3 || !strings.Contains(lines[1], p.MoveText(best)) || strings.Contains(lines[2], p.MoveText(best)) {
		t.Errorf("review:\n%s", out)
	}
}
