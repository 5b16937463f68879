package screen

import (
	"io"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/engine/pasur"
	"croupier/locales"
)

// PipeWidth is the width of a screen that is not a terminal: fixed, so
// that transcripts are stable.
const PipeWidth = 80

// Screen is where the tutor writes: lines laid out to a width, in the
// learner's language, coloured or not.
type Screen struct {
	w     io.Writer
	p     locales.Printer
	pt    *Painter
	width func() int
}

// New returns a screen writing to w in language l, coloured when color is
// set; width reports the current width (nil: PipeWidth).
func New(w io.Writer, l locales.Lang, color bool, width func() int) *Screen {
	s := &Screen{w: w, pt: NewPainter(color), width: width}
	s.SetLang(l)
	return s
}

// SetLang switches the language.
func (s *Screen) SetLang(l locales.Lang) {
	s.p = locales.New(l).WithDecorator(s.pt)
}

// P returns the printer of the screen's language, which colours cards
// and verdicts when colour is on.
func (s *Screen) P() locales.Printer { return s.p }

// Lang returns the screen's language.
func (s *Screen) Lang() locales.Lang { return s.p.Lang() }

// Painter returns the screen's painter.
func (s *Screen) Painter() *Painter { return s.pt }

// Width returns the columns available now.
func (s *Screen) Width() int {
	if s.width == nil {
		return PipeWidth
	}
	if w := s.width(); w > 0 {
		return w
	}
	return PipeWidth
}

// ProseWidth is the widest a paragraph of running text is set, however
// wide the terminal: lines much longer are hard to follow from one to
// the next. Tables, the menu and the help use the whole width.
const ProseWidth = 100

// TextWidth returns the width running text is set to: the screen's
// width, at most ProseWidth.
func (s *Screen) TextWidth() int { return min(s.Width(), ProseWidth) }

// Raw writes lines as they are (a drawn table), each ending in a newline.
func (s *Screen) Raw(lines ...string) {
	for _, l := range lines {
		io.WriteString(s.w, l)
		if !strings.HasSuffix(l, "\n") {
			io.WriteString(s.w, "\n")
		}
	}
}

// Say writes text wrapped to the text width.
func (s *Screen) Say(text string) { s.Raw(Wrap(text, s.TextWidth())) }

// Sayf renders a message and writes it wrapped.
func (s *Screen) Sayf(m locales.Message, args ...any) { s.Say(s.p.T(m, args...)) }

// Styled writes text wrapped to the text width, in a style.
func (s *Screen) Styled(st locales.Style, text string) {
	lines := strings.Split(Wrap(text, s.TextWidth()), "\n")
	for i, l := range lines {
		lines[i] = s.p.Styled(st, l)
	}
	s.Raw(strings.Join(lines, "\n"))
}

// Blank writes an empty line.
func (s *Screen) Blank() { io.WriteString(s.w, "\n") }

// Faro draws a Faro deal's table to the screen's width (see Faro).
func (s *Screen) Faro(d *faro.Deal) string { return Faro(s.p, s.pt, d, s.Width()) }

// FaroMoney says the players' money to the screen's width.
func (s *Screen) FaroMoney(d *faro.Deal) string { return FaroMoney(s.p, d, s.Width()) }

// FaroDeck says the soda and the cards left to the screen's width.
func (s *Screen) FaroDeck(d *faro.Deal) string { return FaroDeck(s.p, d, s.Width()) }

// TurnLine tells a Faro turn's cards: the whole line ("Abzug 3: K♦
// verliert (Bankkarte), 9♣ gewinnt (Spielerkarte).") when every turn's
// line fits the text width, else the short one ("Abzug 3: K♦ verliert,
// 9♣ gewinnt."), so that a run of turns takes a line each, all alike, on
// a narrow screen. The short line loses nothing: "verliert" and
// "gewinnt" say which card is which, and each bet's line names the card
// that settled it with its role.
func (s *Screen) TurnLine(t *faro.TurnResult) string {
	w := s.TextWidth()
	if line := s.p.Turn(t); Width(line) <= w && Width(s.p.Turn(&widestTurn)) <= w {
		return line
	}
	return s.p.TurnShort(t)
}

// widestTurn is a turn whose line is as wide as a plain turn's gets: the
// 25th, two tens.
var widestTurn = faro.TurnResult{Turn: 25, Loser: engine.Card{Rank: engine.Ten, Suit: engine.Hearts}, Winner: engine.Card{Rank: engine.Ten, Suit: engine.Diamonds}}

// Casekeeper draws a Faro deal's casekeeper to the screen's width.
func (s *Screen) Casekeeper(d *faro.Deal) string { return Casekeeper(s.p, d, s.Width()) }

// Pasur draws a Pasur round's table to the screen's width (see Pasur).
func (s *Screen) Pasur(r *pasur.Round, names []string, viewer int) string {
	return Pasur(s.p, r, names, viewer, s.Width())
}

// PasurUnscored draws a Pasur round's table without the piles' surs and
// points (see PasurUnscored), to the screen's width.
func (s *Screen) PasurUnscored(r *pasur.Round, names []string, viewer int) string {
	return PasurUnscored(s.p, r, names, viewer, s.Width())
}
