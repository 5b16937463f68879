package input

import "strings"

// settleWins and settleLoses are verbs of a settlement besides the
// lexicon's win and lose words: „Dans Bube bringt ihm fünf“, „streicht 4
// ein“, „vier rauf“, « empoche 4 » win; „büßt 2 ein“, „kostet sie drei“,
// „zwei runter“ lose.
var (
	settleWins  = wordSet("bringt bringen streicht streichen einstreichen rauf empoche empochent empocher")
	settleLoses = wordSet("büßt büsst buesst büßen bussen einbüßen eingebüßt kostet kosten runter")
)

// particleVerbs are the verbs whose particle comes last: „büßt 2 ein“,
// „streicht 4 ein“ (the „ein“ is no amount of one).
var particleVerbs = wordSet("büßt büsst buesst büßen streicht streichen")

// stayParticles are the small words around a verb that keeps a balance
// („hebt sich auf“, „ach so“): never a player's name.
var stayParticles = wordSet("auf aus ab so ach ja das es sich halt eben wohl")

// particleEnd reports the particle „ein“ at the end of a clause after a
// verb whose particle comes last („büßt ihre 2 auf der Dame ein“).
func (e *entryReader) particleEnd(i int) bool {
	t := e.toks[i]
	if t.Fold != "ein" || !e.particle {
		return false
	}
	return i+1 >= len(e.toks) || e.toks[i+1].Kind == Sep
}

// colonEnd returns the index of the first token after a colon that
// follows token i in its part („weil gecoppert: zwei für sie“), or -1
// when no colon ends the words after i before a separator.
func (e *entryReader) colonEnd(i int) int {
	line := e.r.line
	for k := i + 2; k < len(e.toks); k++ {
		if e.toks[k-1].Kind == Sep {
			return -1
		}
		if strings.Contains(line[e.toks[k-1].End:e.toks[k].Start], ":") {
			return k
		}
	}
	return -1
}

// figureNext reports a figure right after token i: a number or a number
// word („plus 5 einmal minus 5“: the second verb begins a new part).
func (e *entryReader) figureNext(i int) bool {
	if i+1 >= len(e.toks) {
		return false
	}
	t := e.toks[i+1]
	if t.Kind == Number {
		return true
	}
	_, ok := numberWord(t.Fold)
	return ok && t.Kind == Word
}

// payeeBanker reports the banker named as the one paid with a losing
// verb before or after: „Dan verliert 4 an Doc“, „Dan muss 4 an Doc
// abgeben“ (Doc holds the bank); the bank's figure follows from the
// others'.
func (e *entryReader) payeeBanker(i int) bool {
	r := e.r
	if e.cur.sign > 0 || !payeeMarks[e.toks[i].Fold] || r.ctx.Bank == "" || i+1 >= len(e.toks) {
		return false
	}
	if e.toks[i+1].Kind != Word || e.toks[i+1].Fold != r.ctx.fold(r.ctx.Bank) {
		return false
	}
	if e.cur.sign < 0 {
		return true
	}
	// „Dan muss 4 an Doc abgeben“: the losing verb comes last
	for _, t := range e.toks[i+2:] {
		if t.Kind == Sep {
			break
		}
		if is(t.Fold, cLose) || settleLoses[t.Fold] {
			return true
		}
	}
	return false
}

// payerMarks stand before the one who pays: „bekommt 7 von Doc“, « reçoit
// 7 de Doc ».
var payerMarks = wordSet("von vom de")

// payerBanker reports the banker named as the one who pays a player who
// wins: „also bekommt Dan sieben von Doc“, « Dan reçoit 7 de Doc » (Doc
// holds the bank); the bank's figure follows from the others'.
func (e *entryReader) payerBanker(i int) bool {
	r := e.r
	if e.cur.sign <= 0 || !payerMarks[e.toks[i].Fold] || r.ctx.Bank == "" || i+1 >= len(e.toks) {
		return false
	}
	next := e.toks[i+1]
	return next.Kind == Word && next.Fold == r.ctx.fold(r.ctx.Bank) && (i+2 >= len(e.toks) || e.toks[i+2].Kind == Sep)
}

// cardNumberForm reports a German number word in a card's form, not an
// amount: „Annas Vierer“, „die Siebener“, „zwei Fünfen“.
func cardNumberForm(w string) bool {
	if is(w, cOneWeak|cNone) {
		return false // „einen Punkt“, „keiner“
	}
	for _, suf := range []string{"er", "en"} {
		if base, ok := strings.CutSuffix(w, suf); ok && base != "" {
			if _, ok := numberWord(base); ok {
				return true
			}
			if _, ok := numberWord(base + "s"); ok && base == "ein" {
				return true // „Einser“
			}
		}
	}
	return false
}

// halfRestated gives a player's half the figure said in the next part
// that names nobody: „Jules verliert die Hälfte, einen Punkt“, „Dan
// verliert die Hälfte, zwei Chips“.
func halfRestated(es []entry) []entry {
	out := es[:0]
	for _, e := range es {
		if n := len(out); n > 0 && len(e.name) == 0 && !e.pronoun && !e.others && !e.every && e.hasAmount && !e.signed && !e.half && e.amount > 0 &&
			(e.sign == 0 || e.sign == out[n-1].sign) && out[n-1].half && !out[n-1].hasAmount && len(out[n-1].name) > 0 {
			prev := &out[n-1]
			prev.amount, prev.amountTok, prev.hasAmount, prev.half = e.amount, e.amountTok, true, false
			continue
		}
		out = append(out, e)
	}
	return out
}

// pronounBack gives a player whose verb came without an amount the
// amount said next for „sie“, „ihn“, « elle », « lui »: „Annas Split
// gewinnt, weil gecoppert: zwei für sie“. The question's own player, if
// it names one, must be that player.
func (r *reader) pronounBack(es []entry) []entry {
	out := es[:0]
	for _, e := range es {
		if n := len(out); n > 0 && len(e.name) == 0 && e.pronoun && e.hasAmount && !e.half && !e.signed &&
			len(out[n-1].name) > 0 && out[n-1].sign != 0 && !out[n-1].hasAmount && !out[n-1].half && !out[n-1].neg &&
			(e.sign == 0 || e.sign == out[n-1].sign) {
			p, bank, err := r.resolvePlayer(out[n-1].name)
			if err == nil && !bank && (r.ctx.Subject == "" || r.ctx.Subject == p) {
				prev := &out[n-1]
				prev.amount, prev.amountTok, prev.hasAmount = e.amount, e.amountTok, true
				continue
			}
		}
		out = append(out, e)
	}
	return out
}

// onlyParticles reports words kept aside that are all small words of a
// verb („hebt sich auf“): no name among them.
func onlyParticles(ts []Token) bool {
	for _, t := range ts {
		if !stayParticles[t.Fold] && !is(t.Fold, cFiller|cChange) {
			return false
		}
	}
	return true
}

// namedScoreLine reads a Pasur standing said as a score that begins with
// a player's name: „Dan 66 zu 5“, « Dan 66 contre 5 pour Anna » (the
// first figure is the first player's, the second the other's; a last
// name, if any, must be the other player). ok is false for any other
// line.
func (r *reader) namedScoreLine(ws []Token) (Settlement, bool) {
	players := r.ctx.Players
	if len(ws) < 4 || !scoreToWords[ws[2].Fold] || ws[1].Signed || ws[3].Signed {
		return Settlement{}, false
	}
	first, _, err := r.resolvePlayer(ws[:1])
	if err != nil {
		return Settlement{}, false
	}
	a, okA := scoreLineFigure(ws[1])
	b, okB := scoreLineFigure(ws[3])
	if !okA || !okB {
		return Settlement{}, false
	}
	other := players[0]
	if other == first {
		other = players[1]
	}
	rest := ws[4:]
	if len(rest) > 0 && forWords[rest[0].Fold] {
		rest = rest[1:]
	}
	if len(rest) > 0 {
		if p, _, err := r.resolvePlayer(rest); err != nil || p != other {
			return Settlement{}, false // „Dan 66 contre 5 pour Dan“: asked
		}
	}
	return Settlement{Deltas: []Delta{{Player: first, Amount: a}, {Player: other, Amount: b}}}, true
}

// amountAsides carry nothing in an amount: the word that says it again
// and the pronoun of the player it is for („zwei zu eins, also vier
// Punkte für ihn“, « donc quatre pour lui »).
var amountAsides = wordSet("also donc somit soit ihn ihm lui")

// backWords point back, after a comma, to the player just named:
// „Pech für Dan, der verliert jetzt acht“, « pour Dan, il perd 8 ».
var backWords = wordSet("der er il elle")

// pointsBack reports token i as a word that points back to the player
// named alone in the part before the comma, a verb of winning or losing
// right after it: that player's part goes on.
func (e *entryReader) pointsBack(i int) bool {
	toks := e.toks
	if !backWords[toks[i].Fold] || i == 0 || toks[i-1].Kind != Sep || !e.cur.empty() || len(e.entries) == 0 || i+1 >= len(toks) {
		return false
	}
	last := e.entries[len(e.entries)-1]
	if len(last.name) == 0 || last.hasAmount || last.sign != 0 || last.half || last.neg || last.plural {
		return false
	}
	next := toks[i+1].Fold
	return is(next, cWin|cLose) && !is(next, cBank) || settleWins[next] || settleLoses[next]
}

// pluralBe are the plural forms of „sein“ that make „weg“ the loss of
// every part joined by „und“: „Dans 4 und Annas 2 sind weg“.
var pluralBe = wordSet("sind waren")

// joinedLoss gives the loss „sind weg“ at token i to the parts joined
// to the current one by „und“ before it, each with its amount and no
// sign of its own: „Dans 4 und Annas 2 sind weg“ is Dan −4 and Anna −2.
func (e *entryReader) joinedLoss(i int) {
	plural := false
	for j := i - 1; j >= 0 && e.toks[j].Kind != Sep; j-- {
		plural = plural || pluralBe[e.toks[j].Fold]
	}
	if !plural || len(e.cur.name) == 0 {
		return
	}
	start := e.cur.name[0].Start
	for k := len(e.entries) - 1; k >= 0; k-- {
		if !e.joinedBy(start, "und") {
			return
		}
		p := &e.entries[k]
		if len(p.name) == 0 || !p.hasAmount || p.sign != 0 || p.signed || p.half || p.neg {
			return
		}
		p.sign = -1
		start = p.name[0].Start
	}
}

// joinedBy reports whether the token right before the one that starts
// at start is the separator word w.
func (e *entryReader) joinedBy(start int, w string) bool {
	for j, t := range e.toks {
		if t.Start == start {
			return j > 0 && e.toks[j-1].Kind == Sep && e.toks[j-1].Fold == w
		}
	}
	return false
}
