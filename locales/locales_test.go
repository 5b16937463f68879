package locales

import (
	"croupier/engine"
	"testing"
)

type halves int64

func (h halves) InHalves() int64 { return int64(h) }

func TestPlurals(t *testing.T) {
	chips := Message{de: "{0} {0:Chip|Chips}", fr: "{0} {0:jeton|jetons}"}
	cases := []struct {
		lang Lang
		arg  any
		want string
	}{
		{German, 0, "0 Chips"},
		{German, 1, "1 Chip"},
		{German, 2, "2 Chips"},
		{German, halves(3), "1½ Chips"},
		// a half alone is "ein halber Chip" (DE test item 5)
		{German, halves(1), "½ Chip"},
		{German, halves(-1), "\u2212½ Chip"},
		{French, halves(1), "½ jeton"},
		{German, Signed(engine.Halves(-1)), "\u2212½ Chip"},
		{German, halves(-2), "\u22121 Chip"}, // STYLE.md: the real minus sign
		{French, 0, "0 jeton"},
		{French, 1, "1 jeton"},
		{French, halves(3), "1½ jeton"},
		{French, 2, "2 jetons"},
		{French, int64(10), "10 jetons"},
		// numbers already written with their sign, as the money lines pass
		// them (locales.Signed): the sign does not make a plural
		{French, Signed(engine.Chips(-1)), "\u22121 jeton"},
		{French, Signed(engine.Chips(1)), "+1 jeton"},
		{German, Signed(engine.Chips(-1)), "\u22121 Chip"},
		{German, Signed(engine.Halves(-3)), "\u22121½ Chips"},
		{French, Signed(engine.Halves(-3)), "\u22121½ jeton"},
		{French, Signed(engine.Chips(-2)), "\u22122 jetons"},
	}
	for _, c := range cases {
		if got := New(c.lang).T(chips, c.arg); got != c.want {
			t.Errorf("%s %v: got %q, want %q", c.lang, c.arg, got, c.want)
		}
	}
}

func TestFromEnv(t *testing.T) {
	cases := []struct {
		env    map[string]string
		want   Lang
		wantOK bool
	}{
		{map[string]string{"LANG": "de_AT.UTF-8"}, German, true},
		{map[string]string{"LANG": "fr_CH"}, French, true},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, French, true},
		{map[string]string{"LC_ALL": "de_CH", "LC_MESSAGES": "fr_FR.UTF-8"}, German, true},
		{map[string]string{"LANG": "en_US.UTF-8"}, German, false},
		{map[string]string{"LANG": "C"}, German, false},
		{map[string]string{}, German, false},
	}
	for _, c := range cases {
		got, ok := FromEnv(func(k string) string { return c.env[k] })
		if got != c.want || ok != c.wantOK {
			t.Errorf("%v: got %s %v, want %s %v", c.env, got, ok, c.want, c.wantOK)
		}
	}
}

func TestParseLang(t *testing.T) {
	for in, want := range map[string]Lang{"de": German, "FR": French, "fr_CH.UTF-8": French, "de-AT": German} {
		if got, err := ParseLang(in); err != nil || got != want {
			t.Errorf("ParseLang(%q) = %v, %v", in, got, err)
		}
	}
	for _, in := range []string{"en", "", "x"} {
		if _, err := ParseLang(in); err == nil {
			t.Errorf("ParseLang(%q) accepted", in)
		}
	}
}

func TestList(t *testing.T) {
	items := []string{"Dan", "Anna", "Ben"}
	if got := New(German).List(items); got != "Dan, Anna und Ben" {
		t.Errorf("de: %q", got)
	}
	if got := New(French).List(items); got != "Dan, Anna et Ben" {
		t.Errorf("fr: %q", got)
	}
}
