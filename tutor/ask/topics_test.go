package ask

import (
	"bytes"
	"slices"
	"sort"
	"testing"
	"time"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/quiz"
	"croupier/tutor/screen"
)

// TestCitedTopicsCorpus (issue 28): every rule a question of an embedded
// lesson cites — its own rule and the rules of what its turn did — is a
// rule of its game and profile, and a question whose rules some topic
// drills is recorded under a topic of the lesson's game; a question
// recorded under none cites only rules listed as having none, with a
// reason (docs/quiz.md). The drill after each lesson never repeats the
// lesson's deal.
func TestCitedTopicsCorpus(t *testing.T) {
	recorded, none := 0, map[string]bool{}
	now := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	for _, sc := range corpusLessons(t) {
		allowed := scenarios.RulesFor(sc.Game, sc.Profile)
		game := "pasur"
		if sc.Game == scenarios.Faro {
			game = sc.Profile.String()
		}
		var b bytes.Buffer
		r, err := NewRun(sc, screen.New(&b, locales.German, false, func() int { return 200 }))
		if err != nil {
			t.Fatal(err)
		}
		var lessonTopics []quiz.Topic
		for {
			asked, err := r.Advance()
			if err != nil {
				t.Fatalf("%s: %v", sc.ID, err)
			}
			if !asked {
				break
			}
			q := r.Question()
			rules := r.happenedRules(q)
			topics := r.CitedTopics()
			for _, rule := range rules {
				if !slices.Contains(allowed, rule) {
					t.Errorf("%s: %q cites %s, not a rule of its game", sc.ID, q.Prompt(scenarios.German), rule)
				}
			}
			for _, tp := range topics {
				if tp.Game() != game && !(game == "pharaon" && tp == quiz.PharoCasekeeper) {
					t.Errorf("%s: %q recorded under %s, a topic of another game", sc.ID, q.Prompt(scenarios.German), tp)
				}
				if !slices.Contains(lessonTopics, tp) {
					lessonTopics = append(lessonTopics, tp)
				}
			}
			if len(topics) > 0 {
				recorded++
			} else {
				for _, rule := range rules {
					if quiz.NoTopicReason(rule) == "" {
						t.Errorf("%s: %q cites %s, which maps to a topic, yet is recorded under none", sc.ID, q.Prompt(scenarios.German), rule)
					}
					none[rule] = true
				}
			}
			r.Close()
		}
		if len(lessonTopics) == 0 {
			continue
		}
		q, err := quiz.New(quiz.DrillOptions(lessonTopics, sc, 1), quiz.NewMemory())
		if err != nil {
			t.Fatal(err)
		}
		for !q.Done() {
			it, err := q.Next(now)
			if err != nil {
				t.Fatal(err)
			}
			if quiz.SameDeal(it.Scenario, sc) {
				t.Errorf("%s: the drill repeats the lesson's deal", sc.ID)
			}
			q.Answer(it, quiz.Good, now)
		}
	}
	var rules []string
	for r := range none {
		rules = append(rules, r)
	}
	sort.Strings(rules)
	t.Logf("%d questions recorded under a topic; rules cited with none: %v", recorded, rules)
	if recorded < 100 {
		t.Errorf("only %d questions recorded: the walk through the corpus misses them", recorded)
	}
}

// TestCitedTopicsPharo4: Pharo 4 („Coppern“), worked by hand against
// pharo.de.txt "Setzen" and "Ein Abzug": the first settlement (7♣ bank
// card, K♥ player card) settles only coppered bets — the copper topic;
// the second (9♠ loses) settles Anna's plain and her coppered bet on the
// 9 — both topics; the last (7♥ wins) Dan's coppered 7 — the copper
// topic.
func TestCitedTopicsPharo4(t *testing.T) {
	for _, c := range []struct {
		prompt string
		want   []quiz.Topic
	}{
		{"Worauf setzt Dan mit seinem gecopperten Einsatz", []quiz.Topic{quiz.PharoCopper}},
		{"Kreuz-7 ist die Bankkarte, Herz-König", []quiz.Topic{quiz.PharoCopper}},
		{"Pik-9 verliert, Herz-2 gewinnt", []quiz.Topic{quiz.PharoSingle, quiz.PharoCopper}},
		{"Kreuz-4 verliert, Herz-7 gewinnt", []quiz.Topic{quiz.PharoCopper}},
	} {
		r, _ := openAt(t, "faro-04-coppern", locales.German, c.prompt)
		if got := r.CitedTopics(); !slices.Equal(got, c.want) {
			t.Errorf("%q: %v, want %v", c.prompt, got, c.want)
		}
	}
}

// BenchmarkCitedTopics: what telling the memory costs a lesson's answer
// beyond the verdict (the topics of Pharo 4's first settlement; the save
// itself is one statefile update, measured there).
func BenchmarkCitedTopics(b *testing.B) {
	var out bytes.Buffer
	r, err := NewRun(corpusLesson(b, "faro-04-coppern"), screen.New(&out, locales.German, false, nil))
	if err != nil {
		b.Fatal(err)
	}
	for { // up to the first settlement
		if asked, err := r.Advance(); err != nil || !asked {
			b.Fatal("no settlement", err)
		}
		if r.Question().Kind() == scenarios.QSettlement {
			break
		}
		r.Close()
	}
	b.ReportAllocs()
	for b.Loop() {
		if len(r.CitedTopics()) != 1 {
			b.Fatal("no topic")
		}
	}
}
