package screen

import (
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/locales"
)

// The layout's two rows (RULINGS.md, profile pharo: top row K Q J 10 9 8,
// bottom row A 2 3 4 5 6, the 7 at the end of both rows).
var (
	tableauTop    = [6]engine.Rank{engine.King, engine.Queen, engine.Jack, engine.Ten, engine.Nine, engine.Eight}
	tableauBottom = [6]engine.Rank{engine.Ace, engine.Two, engine.Three, engine.Four, engine.Five, engine.Six}
)

// copperMark marks a coppered stake on the layout (explained by
// locales.FaroCopperLegend).
const copperMark = "*"

// stake is one stake as the layout shows it: the player's initials, the
// amount and the copper mark, coloured for the player's seat.
type stake struct {
	text  string // plain text, for measuring
	shown string // as drawn (coloured when colour is on)
}

// tableau sorts the bets of a deal by where they lie on the layout.
type tableau struct {
	card      map[engine.Rank][]stake
	gapTop    [6][]stake // between top cards j and j+1; 5: between 8 and 7
	gapBottom [6][]stake // between bottom cards j and j+1; 5: between 6 and 7
	across    [6][]stake // between top card j and bottom card j (A–K … 6–8)
	high      []faro.BetInfo
	calls     []faro.BetInfo
	copper    bool
}

// onLayout reports whether any stake lies on the layout itself.
func (t tableau) onLayout() bool {
	for _, ss := range t.card {
		if len(ss) > 0 {
			return true
		}
	}
	for j := 0; j < 6; j++ {
		if len(t.gapTop[j])+len(t.gapBottom[j])+len(t.across[j]) > 0 {
			return true
		}
	}
	return false
}

// sortBets places every bet of the deal: a single on its card, a split
// between the two cards it covers, high card and calls apart.
func sortBets(p locales.Printer, pt *Painter, d *faro.Deal, initials []string) tableau {
	t := tableau{card: map[engine.Rank][]stake{}}
	for _, bi := range d.Bets() {
		b := bi.Bet
		if b.Kind == faro.HighCard {
			t.high = append(t.high, bi)
			continue
		}
		if b.Kind == faro.TurnCall {
			t.calls = append(t.calls, bi)
			continue
		}
		text := initials[bi.Player] + p.Value(b.Stake)
		if b.Coppered {
			text += copperMark
			t.copper = true
		}
		s := stake{text: text, shown: pt.Player(bi.Player, text)}
		if b.Kind == faro.Single {
			t.card[b.Rank] = append(t.card[b.Rank], s)
			continue
		}
		lo, hi := min(b.Rank, b.Rank2), max(b.Rank, b.Rank2)
		switch {
		case lo == engine.Six && hi == engine.Seven:
			t.gapBottom[5] = append(t.gapBottom[5], s)
		case lo == engine.Seven && hi == engine.Eight:
			t.gapTop[5] = append(t.gapTop[5], s)
		default:
			r1, c1 := faro.LayoutPos(lo)
			r2, c2 := faro.LayoutPos(hi)
			switch {
			case r1 != r2:
				t.across[c1] = append(t.across[c1], s)
			case r1 == 0:
				t.gapTop[min(c1, c2)] = append(t.gapTop[min(c1, c2)], s)
			default:
				t.gapBottom[min(c1, c2)] = append(t.gapBottom[min(c1, c2)], s)
			}
		}
	}
	return t
}

// initials gives every player but the banker a short tag for the
// stakes: the shortest beginning of the name that is no rank's name in
// the printer's language (Anna is "An", not "A", which is the ace; Ben
// "Be", not the German jack "B") and that no other player's tag equals.
func initials(p locales.Printer, names []string, banker int) []string {
	ranks := map[string]bool{}
	for _, r := range engine.AllRanks() {
		ranks[strings.ToLower(p.Rank(r))] = true
	}
	out := make([]string, len(names))
	k := make([]int, len(names))
	for i, n := range names {
		k[i] = 1
		for k[i] < len([]rune(n)) && ranks[strings.ToLower(string([]rune(n)[:k[i]]))] {
			k[i]++
		}
	}
	for {
		for i, n := range names {
			r := []rune(n)
			out[i] = string(r[:min(k[i], len(r))])
		}
		clash := false
		for i := range names {
			for j := i + 1; j < len(names); j++ {
				if i == banker || j == banker || !strings.EqualFold(out[i], out[j]) {
					continue
				}
				if k[i] >= len([]rune(names[i])) && k[j] >= len([]rune(names[j])) {
					continue // two players of one name: nothing tells them apart
				}
				k[i]++
				k[j]++
				clash = true
			}
		}
		if !clash {
			out[banker] = ""
			return out
		}
	}
}

// tableauShape is how the layout is drawn: with card frames or without,
// the inner width of a card and the width of the gap between two cards.
type tableauShape struct {
	boxed      bool
	inner, gap int
}

// width returns the columns the layout takes.
func (sh tableauShape) width() int {
	card := sh.inner
	if sh.boxed {
		card += 2
	}
	return sh.indent() + 6*card + 6*sh.gap + sh.inner + 2 // the 7 always framed
}

// indent is the margin left of the layout: none for the compact shape.
func (sh tableauShape) indent() int {
	if sh.boxed {
		return 1
	}
	return 0
}

// reserve is the room a deal's layout keeps for the stakes it may come to
// show: on a card and, where splits exist, between two cards. The shape
// is chosen for it, so that it does not change as bets come and go in a
// lesson (a split that lies for a turn would else shrink every card).
type reserve struct{ card, gap int }

// reserveFor is the widest stake the deal may show: the longest initials
// of its players, the table's maximum stake (counted at most 999: wider
// stakes make the layout grow when they come) and a copper mark; splits
// only in Pharo.
func reserveFor(p locales.Printer, d *faro.Deal, initials []string) reserve {
	tag := 0
	for _, s := range initials {
		tag = max(tag, Width(s))
	}
	rules := d.Rules()
	w := tag + Width(p.Value(engine.Chips(min(rules.MaxStake, 999)))) + Width(copperMark)
	if rules.Profile == faro.Pharo {
		return reserve{card: w, gap: w}
	}
	return reserve{card: w}
}

// shapeFor chooses the roomiest shape that fits width: framed cards
// first, then unframed ones; ok is false when none fits. The stakes the
// layout keeps room for (r) count as lying there when some shape fits
// them; on a screen too narrow for that the stakes that lie decide.
func shapeFor(t tableau, r reserve, width int) (tableauShape, bool) {
	if sh, ok := shapeOf(t, r, width); ok {
		return sh, true
	}
	return shapeOf(t, reserve{}, width)
}

// shapeOf chooses the roomiest shape that fits width for the stakes of t
// and those r keeps room for.
func shapeOf(t tableau, r reserve, width int) (tableauShape, bool) {
	card, gap := max(2, r.card), r.gap // "10" is the widest rank; "[10]" without a frame
	for _, ss := range t.card {
		for _, s := range ss {
			card = max(card, Width(s.text))
		}
	}
	for j := 0; j < 6; j++ {
		for _, s := range t.across[j] {
			card = max(card, Width(s.text))
		}
		for _, s := range append(append([]stake(nil), t.gapTop[j]...), t.gapBottom[j]...) {
			gap = max(gap, Width(s.text))
		}
	}
	// framed cards, the widest that fit, then the widest gaps (down to
	// none beside the stake: the frames keep a split's stake apart); the
	// usual table keeps one size whatever is staked, as long as the
	// stakes fit it
	least := gap // a split's stake fills its gap: the frames keep it apart
	if gap == 0 {
		least = 2 // no split: the cards stay apart
	}
	// a frame holds at least five columns: a table of two players and one
	// of four (whose initials and stakes need five) are drawn alike on a
	// narrow screen, both without frames, rather than one framed and the
	// other not (issue 24, at 60 columns)
	for inner := max(6, card+1); inner >= max(5, card); inner-- {
		for g := max(3, gap+2); g >= least; g-- {
			if sh := (tableauShape{true, inner, g}); sh.width() <= width {
				return sh, true
			}
		}
	}
	for _, sh := range []tableauShape{
		{false, max(5, card+1), max(3, gap+2)},
		{false, max(4, card), max(2, gap+1)},
	} {
		if sh.width() <= width {
			return sh, true
		}
	}
	return tableauShape{}, false
}

// drawTableau draws the layout with every stake where it lies; in a
// width too narrow for any drawn shape, it lists the stakes by spot.
func drawTableau(p locales.Printer, t tableau, r reserve, width int) []string {
	sh, ok := shapeFor(t, r, width)
	if !ok {
		return listTableau(p, t, width)
	}
	label := func(r engine.Rank) stake {
		text := p.Rank(r)
		if !sh.boxed {
			text = "[" + text + "]" // a card without a frame
		}
		return stake{text: text, shown: p.Styled(locales.Bold, text)}
	}
	// the rows' heights: a label and at least one line of stakes; a
	// split's stakes start beside the label
	rowLines := func(row [6]engine.Rank, gaps [6][]stake) int {
		n := 1
		for j, r := range row {
			n = max(n, len(t.card[r]), len(gaps[j])-1)
		}
		return n
	}
	nt, nb := rowLines(tableauTop, t.gapTop), rowLines(tableauBottom, t.gapBottom)
	nm := 0
	for j := 0; j < 6; j++ {
		nm = max(nm, len(t.across[j]))
	}
	frame, acrossAt := 0, 0
	if sh.boxed {
		frame = 2
		nm = max(nm, 1)
	} else {
		// without frames a blank line above and below the stakes across
		// the rows keeps them apart from the cards' own
		nm, acrossAt = nm+2, 1
		if nm == 2 {
			nm = 1
		}
	}
	ht, hb := nt+1+frame, nb+1+frame
	// the 7 stands beside both rows: its label and stakes must fit
	for ht+nm+hb-2 < 1+len(t.card[engine.Seven]) {
		nm++
	}
	total := ht + nm + hb
	g := newGrid(total, 14)
	cardCol := func(j int) int { return 1 + 2*j }
	gapCol := func(j int) int { return 2 + 2*j }
	// a row of cards from line top
	drawRow := func(top int, row [6]engine.Rank, gaps [6][]stake, n int) {
		for j, r := range row {
			c := cardCol(j)
			if sh.boxed {
				g.put(top, c, boxTop(sh.inner))
				g.put(top+n+2, c, boxBottom(sh.inner))
				for l := 0; l <= n; l++ {
					g.put(top+1+l, c, boxSide(""))
				}
				g.put(top+1, c, boxSide(center(label(r), sh.inner)))
				for i, s := range t.card[r] {
					g.put(top+2+i, c, boxSide(center(s, sh.inner)))
				}
			} else {
				g.put(top, c, center(label(r), sh.inner))
				for i, s := range t.card[r] {
					g.put(top+1+i, c, center(s, sh.inner))
				}
			}
			for i, s := range gaps[j] {
				g.put(top+frame/2+i, gapCol(j), center(s, sh.gap))
			}
		}
	}
	drawRow(0, tableauTop, t.gapTop, nt)
	for j := 0; j < 6; j++ {
		for i, s := range t.across[j] {
			g.put(ht+acrossAt+i, cardCol(j), center(s, sh.inner))
		}
	}
	drawRow(ht+nm, tableauBottom, t.gapBottom, nb)
	// the 7: one card as tall as both rows
	seven := t.card[engine.Seven]
	inside := total - 2
	at := min((inside-1)/2, inside-1-len(seven)) + 1
	// (drawn with a frame in either shape: beside the splits 8–7 and
	// 6–7 a bare 7 would not show which column is the card)
	c := 13
	g.put(0, c, boxTop(sh.inner))
	g.put(total-1, c, boxBottom(sh.inner))
	for l := 1; l < total-1; l++ {
		g.put(l, c, boxSide(""))
	}
	seven7 := label(engine.Seven)
	seven7.text = p.Rank(engine.Seven)
	seven7.shown = p.Styled(locales.Bold, seven7.text)
	g.put(at, c, boxSide(center(seven7, sh.inner)))
	for i, s := range seven {
		g.put(at+1+i, c, boxSide(center(s, sh.inner)))
	}
	widths := make([]int, 14)
	widths[0] = sh.indent()
	for j := 0; j < 6; j++ {
		widths[cardCol(j)] = sh.inner + frame
		widths[gapCol(j)] = sh.gap
	}
	widths[13] = sh.inner + 2
	return g.lines(widths)
}

// listTableau lists the stakes spot by spot, for a terminal too narrow
// to draw the layout.
func listTableau(p locales.Printer, t tableau, width int) []string {
	var out []string
	spot := func(name string, ss []stake) {
		if len(ss) == 0 {
			return
		}
		var parts []string
		for _, s := range ss {
			parts = append(parts, s.shown)
		}
		out = append(out, Hang("  "+Pad(p.Styled(locales.Bold, name), 6), strings.Repeat(" ", 8), strings.Join(parts, " "), width))
	}
	rows := [][]engine.Rank{tableauTop[:], {engine.Seven}, tableauBottom[:]}
	out = append(out, "  "+strings.Join(rankNames(p, rows[0]), " ")+" · 7 · "+strings.Join(rankNames(p, rows[2]), " "))
	for j, r := range tableauTop {
		spot(p.Rank(r), t.card[r])
		if j < 5 {
			spot(p.Rank(r)+"/"+p.Rank(tableauTop[j+1]), t.gapTop[j])
		}
	}
	spot(p.Rank(engine.Eight)+"/7", t.gapTop[5])
	spot("7", t.card[engine.Seven])
	spot("6/7", t.gapBottom[5])
	for j, r := range tableauBottom {
		spot(p.Rank(tableauTop[j])+"/"+p.Rank(r), t.across[j])
	}
	for j, r := range tableauBottom {
		spot(p.Rank(r), t.card[r])
		if j < 5 {
			spot(p.Rank(r)+"/"+p.Rank(tableauBottom[j+1]), t.gapBottom[j])
		}
	}
	return out
}

func rankNames(p locales.Printer, rs []engine.Rank) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = p.Rank(r)
	}
	return out
}

// center centres a stake in n columns.
func center(s stake, n int) string {
	w := Width(s.text)
	if w >= n {
		return s.shown
	}
	left := (n - w) / 2
	return strings.Repeat(" ", left) + s.shown + strings.Repeat(" ", n-w-left)
}

func boxTop(inner int) string    { return "┌" + strings.Repeat("─", inner) + "┐" }
func boxBottom(inner int) string { return "└" + strings.Repeat("─", inner) + "┘" }

// boxSide frames a card's line; an empty line is filled by the grid.
func boxSide(s string) string { return "│" + s + "\x00│" }

// grid is a drawing in cells: lines of columns, each cell padded to its
// column's width.
type grid struct{ cells [][]string }

func newGrid(lines, cols int) *grid {
	g := &grid{cells: make([][]string, lines)}
	for i := range g.cells {
		g.cells[i] = make([]string, cols)
	}
	return g
}

func (g *grid) put(line, col int, s string) {
	if line >= 0 && line < len(g.cells) {
		g.cells[line][col] = s
	}
}

// lines renders the grid, each line trimmed at the right.
func (g *grid) lines(widths []int) []string {
	out := make([]string, len(g.cells))
	for i, row := range g.cells {
		var b strings.Builder
		for c, cell := range row {
			if left, right, framed := strings.Cut(cell, "\x00"); framed {
				// a framed line: the inside padded, then the right edge
				cell = Pad(left, widths[c]-Width(right)) + right
			}
			b.WriteString(Pad(cell, widths[c]))
		}
		out[i] = strings.TrimRight(b.String(), " ")
	}
	return out
}
