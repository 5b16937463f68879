package ask

import (
	"reflect"
	"strings"
	"testing"

	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// TestNearNameYes (issue 22, replay: „annas“ → „Meinst du Anna?“, then
// „ja“ → „Wer ist „ja“?“): a name one typo away from one player's is
// asked back with (ja/nein), and a yes reads the same line again with the
// player's name. Pharo 2's first turn: 4♥ loses, B♦ wins; Dan's 5 on the
// jack wins 5, Anna's 3 on the 4 loses 3 (pharo.de.txt „Ein Abzug“).
func TestNearNameYes(t *testing.T) {
	for _, c := range []struct {
		lang      locales.Lang
		prompt    string
		line, yes string
		asked     string
	}{
		{locales.German, "Herz-4 ist die Bankkarte", "dan +5, ana -3", "ja",
			"Wer ist „ana“? Meinst du Anna? (ja/nein)"},
		{locales.French, "Le 4 de cœur", "dan +5, ana -3", "oui, c'est elle",
			"Qui est «\u00a0ana\u00a0»\u00a0? Vouliez-vous dire Anna\u00a0? (oui/non)"},
	} {
		r, b := openAt(t, "faro-02-bankkarte-und-spielerkarte", c.lang, c.prompt)
		if _, _, read := r.Read(input.NewLine(c.line)); read {
			t.Fatalf("%q read", c.line)
		}
		if !strings.Contains(b.String(), c.asked) {
			t.Errorf("%q: said %q, want %q", c.line, b.String(), c.asked)
		}
		a, _, read := r.Read(input.NewLine(c.yes))
		if !read {
			t.Fatalf("%q after %q: not read: %s", c.yes, c.line, b.String())
		}
		s, _ := a.(scenarios.Settlement)
		if !r.Question().Check(a).Correct {
			t.Errorf("%q then %q: %v judged wrong", c.line, c.yes, s)
		}
	}
	// a no, or anything else, is a fresh answer: "nein" is no settlement
	r, _ := openAt(t, "faro-02-bankkarte-und-spielerkarte", locales.German, "Herz-4 ist die Bankkarte")
	r.Read(input.NewLine("dan +5, ana -3"))
	if _, _, read := r.Read(input.NewLine("nein")); read {
		t.Error("a no to „Meinst du Anna?“ was read as an answer")
	}
	if a, _, read := r.Read(input.NewLine("ja")); read {
		t.Errorf("a yes after the question back was closed was read: %v", a)
	}
}

// TestAskBackStaysOpen (second French replay: after « Vous voulez dire
// a) … ? (oui/non) », a reply the tutor could not read, then « oui », got
// « « oui » n’est pas une des propositions »): a line that is neither yes,
// no nor an answer leaves the question back open. Pasur 1: a single jack
// on the table is shuffled back and replaced (pasur.de.txt "Austeilen" 3,
// a).
func TestAskBackStaysOpen(t *testing.T) {
	r, _ := openAt(t, "pasur-01-austeilen", locales.French, "Que doit faire Anna")
	if _, _, read := r.Read(input.NewLine("remelange")); read || !r.AskedBack() {
		t.Fatalf("no question back")
	}
	if _, _, read := r.Read(input.NewLine("xyzzy")); read {
		t.Fatal("garbage read")
	}
	a, _, read := r.Read(input.NewLine("oui"))
	if !read || !reflect.DeepEqual(a, scenarios.Choice{0}) {
		t.Fatalf("oui after an unreadable line: %v %v", a, read)
	}
}

// TestWhichSignReply (last French replay: answering the tutor's own
// « gagnés ou perdus ? » with « gagnés » was refused): a reply of winning
// or losing to the question about an amount's sign reads the line again
// with the sign. Pharaon 5's last pair: Louis −2, Camille −4, Sophie +6
// (pharaon.fr.txt 04).
func TestWhichSignReply(t *testing.T) {
	for _, c := range []struct {
		lang     locales.Lang
		prompt   string
		line     string
		reply    string
		judgedOK bool
	}{
		{locales.French, "Comment varient les soldes sur cette dernière paire", "camille perd 4 et louis 2, sophie ramasse six", "gagnés", true},
		{locales.French, "Comment varient les soldes sur cette dernière paire", "camille perd 4 et louis 2, sophie ramasse six", "perdus", false},
		{locales.German, "Wie ändern sich in diesem letzten Abzug", "camille verliert 4 und louis 2, sophie rafft sechs", "gewonnen", true},
	} {
		r, b := openAt(t, "pharaon-05-ende-der-taille", c.lang, c.prompt)
		if _, _, read := r.Read(input.NewLine(c.line)); read {
			t.Errorf("%q read at once: no question back about the sign", c.line)
			continue
		}
		a, _, read := r.Read(input.NewLine(c.reply))
		if !read {
			t.Errorf("%q after %q: not read: %s", c.reply, c.line, b.String())
			continue
		}
		if got := r.Question().Check(a).Correct; got != c.judgedOK {
			t.Errorf("%q then %q: judged %v, want %v", c.line, c.reply, got, c.judgedOK)
		}
	}
}

// TestWhichSignReplyNamed (the final German check, Pharo 10's doublet:
// „Dan verliert beide, gleich hoch reicht nicht. Die Bank kriegt zwei“
// was asked „Gewinnt oder verliert Doc die 2?“, and the reply „Doc
// gewinnt zwei“ was then judged alone — Dan's loss dropped, a right
// answer judged wrong): a reply naming the player asked about with the
// same amount gives the first line's amount its sign. On a doublet the
// high-card bet loses (pharo.de.txt „Hohe Karte“): Dan −2, the bank +2.
func TestWhichSignReplyNamed(t *testing.T) {
	r, b := openAt(t, "faro-10-hohe-karte", locales.German, "Karo-8, dann Pik-8")
	if a, _, read := r.Read(input.NewLine("Dan verliert beide, gleich hoch reicht nicht. Die Bank kriegt zwei")); read {
		// read at once, as a later reader may: then it must be right
		if !r.Question().Check(a).Correct {
			t.Errorf("read at once as %v, judged wrong", a)
		}
		return
	}
	a, _, read := r.Read(input.NewLine("Doc gewinnt zwei"))
	if !read || !r.Question().Check(a).Correct {
		t.Errorf("reply: read %v as %v, judged wrong: %s", read, a, b.String())
	}
}
