package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

// TestDemoSettlesAWholeDeal runs `croupier demo` in both languages and
// checks what a newcomer sees: 25 turns, the hock, and a closing balance in
// which the bank's change is minus the player's (RULINGS.md "Faro: what
// both profiles share").
func TestDemoSettlesAWholeDeal(t *testing.T) {
	cases := []struct {
		lang, profile, turn, hock string
		money                     *regexp.Regexp
	}{
		{"de", "pharo", "Abzug 25:", "Hock", regexp.MustCompile(`Du: \d+(½)? Chips? vor dir, ([+\-−]?[\d½]+) in diesem Durchgang\n +Doc \(Bank\): ([+\-−]?[\d½]+) Chips? in diesem Durchgang`)},
		{"fr", "pharaon", "Paire 25\u00a0:", "Hock", regexp.MustCompile(`Vous[ \x{a0}]: ([+\-−]?[\d½]+) points?\n +Doc \(banque\)[ \x{a0}]: ([+\-−]?[\d½]+) points?`)},
	}
	for _, c := range cases {
		for _, seed := range []string{"1", "7", "42"} {
			var out, errb bytes.Buffer
			e := newEnv(strings.NewReader(""), &out, &errb, func(string) string { return "" })
			if code := run([]string{"--lang", c.lang, "demo", "--seed", seed, "--profile", c.profile}, e); code != 0 {
				t.Fatalf("%s seed %s: exit %d: %s", c.lang, seed, code, errb.String())
			}
			s := out.String()
			if !strings.Contains(s, c.turn) || !strings.Contains(s, c.hock) {
				t.Errorf("%s seed %s: no last turn or hock:\n%s", c.lang, seed, s)
			}
			m := c.money.FindAllStringSubmatch(s, -1)
			if len(m) == 0 {
				t.Fatalf("%s seed %s: no closing balance:\n%s", c.lang, seed, s)
			}
			last := m[len(m)-1]
			minus := strings.NewReplacer("\u2212", "-")
			player, bank := minus.Replace(last[len(last)-2]), minus.Replace(last[len(last)-1])
			if strings.TrimPrefix(player, "+") != strings.TrimPrefix(neg(bank), "+") {
				t.Errorf("%s seed %s: player %s but bank %s", c.lang, seed, player, bank)
			}
		}
	}
	var out, errb bytes.Buffer
	e := newEnv(strings.NewReader(""), &out, &errb, func(string) string { return "" })
	if code := run([]string{"--lang", "de", "demo", "--profile", "poker"}, e); code != exitInvalid {
		t.Errorf("unknown profile: exit %d", code)
	}
}

// neg flips the sign of a formatted amount.
func neg(s string) string {
	switch {
	case s == "0":
		return s
	case strings.HasPrefix(s, "-"):
		return s[1:]
	}
	return "-" + strings.TrimPrefix(s, "+")
}
