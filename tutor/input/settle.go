package input

import (
	"strings"

	"croupier/engine"
)

// entry collects one player's part of a settlement while reading: the
// tokens of the name, the sign a verb gave, the amount.
type entry struct {
	name      []Token
	sign      int
	amount    engine.Amount
	amountTok Token
	hasAmount bool
	signed    bool
	// others: the entry names the players not named elsewhere ("die
	// anderen", "les autres").
	others bool
	// pronoun: the player is named by a pronoun ("sie verliert 3", "elle
	// perd 1,5"); every: by "jeder", "chacun", "alle" (each bettor).
	pronoun, every bool
	// neg: a negation without an amount ("Dan ne gagne ni ne perd", "la
	// banque ne bouge pas"): nothing changes for the player.
	neg bool
	// half: "die Hälfte", "la moitié" of the player's stake.
	half bool
	// plural: a plural verb gives the players named before one amount
	// each ("Louis et Camille gagnent 2").
	plural bool
	// restate: the next amount replaces this one ("die Hälfte, also 2").
	restate bool
	// prior is the part's own figure an amount said again replaced
	// (restated): « Dan perd 8 et gagne 6 donc -2 » restates the sum of
	// Dan's parts, not the 6.
	prior    engine.Amount
	restated bool
	// clash: a figure said again fits none of the parts (clashTok).
	clash    bool
	clashTok Token
	// times multiplies the next amount ("zweimal 2").
	times int
	// unknown are words that match no player and stand before any name
	// ("bei dan", « donc camille »): the name only where one must stand
	// (promote).
	unknown []Token
	// stays: a verb says the player's balance stays ("bleibt", « ne
	// bouge pas », « s'annule »).
	stays bool
	// nameLike: a word kept aside looks like a name ("für Bob", a capital).
	nameLike bool
	// passed: a word no list knows was passed over in the entry ("Dan
	// rend 2"): without a verb known, its sign is asked back.
	passed bool
	// count is the number in "tous les deux", "alle drei": so many
	// players, each.
	count int
}

// empty reports an entry that holds nothing yet.
func (e entry) empty() bool {
	return len(e.name) == 0 && !e.hasAmount && e.sign == 0 && !e.others && !e.pronoun && !e.every && !e.half && !e.neg
}

// settlement reads "Dan +4, Bank -6", "Dan: +4; Anna +2; Bank −6", "Dan
// gagne 4, Anna gagne 2, banque perd 6", "Dan gewinnt 4", "Dan gewinnt
// vier Chips", "Anna verliert einen Chip", "Dan und Anna je 2", "Louis et
// Camille gagnent 2", "Dan +4, die anderen -2", "chacun gagne 2" (each
// bettor), "sie verliert 1½" (the question's player), "Anna verliert die
// Hälfte" (of her stake), "Doc gagne 2 deux fois", "Dan gewinnt 5, die
// Bank zahlt" (the bank follows), "Dan ne gagne ni ne perd", and
// "nichts", "rien", "alle 0", "es ändert sich nichts", "aucun changement"
// for a turn where nobody wins or loses. A reason after the answer
// ("…, weil …", "…, car …") carries nothing.
func (r *reader) settlement() (Settlement, error) {
	if ts := withoutHedge(r.toks); len(ts) < len(r.toks) && len(ts) > 0 {
		hr := reader{line: r.line, toks: ts, ctx: r.ctx}
		return hr.settlement()
	}
	if ts := withoutImpersonal(r.toks); len(ts) < len(r.toks) {
		hr := reader{line: r.line, toks: ts, ctx: r.ctx}
		return hr.settlement()
	}
	// a remark after the answer that only speaks of cards („…, die 3
	// verliert und der Bube gewinnt“, « …, le 6 perd ») holds no amount:
	// its ranks are cards, so the answer before it is read first
	if b, ok := r.settlementBeforeRemark(); ok {
		return b, nil
	}
	if b, ok := r.settlementAfterRemark(); ok {
		return b, nil
	}
	return r.settlementParts()
}

// settlementParts reads a settlement's parts, each player's change
// (settlement).
func (r *reader) settlementParts() (Settlement, error) {
	if a, ok := r.scoreLine(); ok {
		return a, nil
	}
	if r.allZero() || r.zeroWithReason() {
		ans := Settlement{Deltas: []Delta{}}
		for _, p := range r.ctx.Players {
			ans.Deltas = append(ans.Deltas, Delta{Player: p, Bank: p == r.ctx.Bank})
		}
		return ans, nil
	}
	if head, t, ok := r.restatedNothing(); ok {
		// „…, also nix“, « …, donc rien »: the line says its sum is
		// nothing; taken only when the parts before it come to nothing
		hr := reader{line: r.line, toks: head, ctx: r.ctx}
		a, err := hr.settlement()
		if err != nil {
			return Settlement{}, err
		}
		if r.partSaysNothing(head, t) {
			return a, nil // « Dan gagne cinq, Anna a rien misé donc rien »
		}
		for _, d := range a.Deltas {
			if d.Amount != 0 {
				return Settlement{}, errTok(ErrUnexpected, t)
			}
		}
		return a, nil
	}
	if head, ok := r.withoutConcession(); ok {
		// „…, auch wenn gecoppert“, « … même si elle est cuivrée »
		hr := reader{line: r.line, toks: head, ctx: r.ctx}
		return hr.settlement()
	}
	if t, ok := r.turningWord(); ok {
		// „wenn die Dame kommt“, « si », „bekommt 4 zurück“: a condition
		// or a stake given back may turn the figures round
		return Settlement{}, errTok(ErrUnexpected, t)
	}
	er := entryReader{r: r, toks: r.sentenceSeps(r.withoutCauses(r.withoutAsides()))}
	if err := er.read(); err != nil {
		return Settlement{}, err
	}
	entries := er.entries
	if err := r.negatedVerb(entries); err != nil {
		return Settlement{}, err
	}
	if err := r.possessiveWithoutVerb(entries); err != nil {
		return Settlement{}, err
	}
	if err := r.unknownVerb(entries); err != nil {
		return Settlement{}, err
	}
	othersNothing(entries)
	shareNothing(entries)
	entries = halfRestated(entries)
	entries = r.pronounBack(entries)
	entries = respectively(entries, er.each)
	shareAmounts(entries, er.each)
	r.carrySigns(entries)
	entries = mergeSamePlayer(entries)
	for _, e := range entries {
		if e.clash {
			return Settlement{}, errTok(ErrUnexpected, e.clashTok)
		}
	}
	entries = cancelledOut(entries)
	if only := r.onlyPunter(); only != "" && len(entries) == 1 && len(entries[0].name) == 0 && entries[0].hasAmount && !entries[0].others {
		// one player at the table besides the bank: "-1", "il perd 1"
		// can only be about them
		e := entries[0]
		return Settlement{Deltas: []Delta{{Player: only, Amount: e.signedAmount()}}}, nil
	}
	return r.deltas(entries)
}

// deltas makes the deltas of the entries read: each named player's, the
// question's subject for a pronoun, every bettor for "jeder" / "chacun",
// the players not named for "die anderen" / "les autres".
func (r *reader) deltas(entries []entry) (Settlement, error) {
	ans := Settlement{}
	seen := map[string]bool{}
	var others, every *entry
	for k, e := range entries {
		if e.every && len(e.name) == 0 && !e.hasAmount && e.sign != 0 && k+1 < len(entries) {
			continue // "beide verlieren, Ben 7 und Eva 5": the verb went to the names
		}
		if e.others || e.every && len(e.name) == 0 {
			if !e.hasAmount || len(e.name) > 0 {
				return Settlement{}, errAt(ErrUnexpected, r.line, r.toks, 0, len(r.toks))
			}
			if e.others {
				others = &entries[k]
			} else {
				every = &entries[k]
			}
			continue
		}
		d, ok, err := r.namedDelta(e, seen)
		if err != nil {
			return Settlement{}, err
		}
		if ok {
			ans.Deltas = append(ans.Deltas, d)
		}
	}
	if every != nil {
		if every.count > 0 && every.count != len(r.bettors()) {
			// "tous les deux" with three bettors: which two is asked
			return Settlement{}, errAt(ErrUnexpected, r.line, r.toks, 0, len(r.toks))
		}
		for _, p := range r.bettors() {
			if !seen[p] {
				seen[p] = true
				ans.Deltas = append(ans.Deltas, Delta{Player: p, Amount: every.signedAmount()})
			}
		}
	}
	if others != nil {
		for _, p := range r.ctx.Players {
			if !seen[p] && p != r.ctx.Bank {
				ans.Deltas = append(ans.Deltas, Delta{Player: p, Amount: others.signedAmount()})
			}
		}
	}
	if len(ans.Deltas) == 0 {
		return Settlement{}, r.all(ErrEmpty)
	}
	return ans, nil
}

// namedDelta is the delta of an entry that names its player, by name or
// by a pronoun for the question's subject ("sie verliert 3"); ok is false
// for an entry that gives none ("die Bank zahlt": the bank follows from
// the players). seen are the players read so far: one named twice is an
// error.
func (r *reader) namedDelta(e entry, seen map[string]bool) (d Delta, ok bool, err error) {
	if len(e.name) == 0 && e.pronoun && r.ctx.Subject != "" {
		// "sie verliert 3": the player the question is about
		if !e.hasAmount && !e.half && !e.neg {
			return Delta{}, false, errTok(ErrMissingAmount, e.amountTok)
		}
		if seen[r.ctx.Subject] {
			return Delta{}, false, &Error{Reason: ErrDuplicatePlayer, Token: r.ctx.Subject}
		}
		seen[r.ctx.Subject] = true
		d, err := r.delta(e, r.ctx.Subject, r.ctx.Subject == r.ctx.Bank, "")
		return d, err == nil, err
	}
	if len(e.name) == 0 {
		if e.hasAmount {
			return Delta{}, false, errTok(ErrMissingPlayer, e.amountTok)
		}
		return Delta{}, false, nil
	}
	nameErr := errAt(ErrMissingAmount, r.line, e.name, 0, len(e.name))
	player, bank, err := r.resolvePlayer(e.name)
	if err != nil {
		return Delta{}, false, err
	}
	if !e.hasAmount && !e.half && !e.neg {
		if bank && (e.sign != 0 || e.passed) {
			// "die Bank zahlt", "la banque paie", « la banque les
			// ramasse »: the bank follows from the players, whatever
			// its verb says
			return Delta{}, false, nil
		}
		return Delta{}, false, nameErr
	}
	if seen[player] {
		nameErr.Reason = ErrDuplicatePlayer
		return Delta{}, false, nameErr
	}
	seen[player] = true
	said := r.line[e.name[0].Start:e.name[len(e.name)-1].End]
	d, err = r.delta(e, player, bank, said)
	return d, err == nil, err
}

// delta is an entry's change for a player: its amount with the sign its
// verb gives, half of the player's one stake on the layout ("die
// Hälfte"), or nothing ("ne gagne ni ne perd"). Half of a player with no
// stake or several is asked back (ErrHalfOf).
func (r *reader) delta(e entry, player string, bank bool, said string) (Delta, error) {
	d := Delta{Player: player, Bank: bank, Said: said}
	switch {
	case e.hasAmount:
		d.Amount = e.signedAmount()
	case e.half:
		stakes := r.ctx.Stakes[player]
		if len(stakes) != 1 || stakes[0].InHalves()%2 != 0 {
			return Delta{}, errTok(ErrHalfOf, e.amountTok)
		}
		d.Amount = engine.Halves(stakes[0].InHalves() / 2)
		if e.sign < 0 {
			d.Amount = -d.Amount
		}
	}
	return d, nil
}

// bettors are the players an answer's "jeder" / "chacun" means: those
// with a bet on the layout (Context.Bettors), else every player but the
// bank.
func (r *reader) bettors() []string {
	if len(r.ctx.Bettors) > 0 {
		return r.ctx.Bettors
	}
	var out []string
	for _, p := range r.ctx.Players {
		if p != r.ctx.Bank {
			out = append(out, p)
		}
	}
	return out
}

// signedAmount is the entry's amount with the sign its verb gives: a
// losing verb makes it negative, a winning verb positive unless the
// learner wrote a minus.
func (e entry) signedAmount() engine.Amount {
	a := e.amount
	switch {
	case e.sign < 0 && a > 0:
		a = -a
	case e.sign > 0 && a < 0 && !e.signed:
		a = -a
	}
	return a
}

// onlyPunter returns the one player at the table who is not the bank, or
// "" when there are several (or no bank).
func (r *reader) onlyPunter() string {
	if r.ctx.Bank == "" {
		return ""
	}
	only := ""
	for _, p := range r.ctx.Players {
		if p == r.ctx.Bank {
			continue
		}
		if only != "" {
			return ""
		}
		only = p
	}
	return only
}

// shareAmounts gives each named entry without an amount the amount of the
// next entry that has one when the answer says
// "each" (each) or the amount's verb is plural: "Dan und Anna gewinnen je
// 2", "Dan et Anna, chacun 2", "Louis et Camille gagnent 2". A player
// named after the amount does not share it: « Jules et Louis perdent 1
// chacun, Camille garde » says nothing of Camille's losing (it gave her
// −1, pharaon.fr.txt « 04 / Décompte »: her king waits).
func shareAmounts(es []entry, each bool) {
	for i := range es {
		if es[i].hasAmount || es[i].half || es[i].neg || len(es[i].name) == 0 {
			continue
		}
		plural := false
		for j := i + 1; j < len(es) && !plural; j++ {
			if es[j].hasAmount {
				plural = es[j].plural
				break
			}
		}
		if !each && !plural {
			continue
		}
		src := -1
		for j := i + 1; j < len(es) && src < 0; j++ {
			if es[j].hasAmount {
				src = j
			}
		}
		if src < 0 {
			return
		}
		s := es[src]
		es[i].amount, es[i].amountTok, es[i].hasAmount, es[i].signed = s.amount, s.amountTok, true, s.signed
		if es[i].sign == 0 {
			es[i].sign = s.sign
		}
	}
}

// verbTypo returns the sign of the win or lose verb that w is one typo
// from ("gewint", "verlirt", "gangne", « pert »): +1 or −1, or 0 when it
// is none. Only words of four letters or more count (the caller takes a
// word of four only right after a name: "Ben pert 3").
func verbTypo(w string) int {
	rw := []rune(w)
	if len(rw) < 4 || lexicon[w] != 0 {
		return 0
	}
	win, lose := false, false
	for v, c := range lexicon {
		if c&(cWin|cLose) == 0 || c&cBank != 0 || len([]rune(v)) < len(rw) && len([]rune(v)) < 5 || len([]rune(v)) < 4 || !withinOneEdit(rw, []rune(v)) {
			continue
		}
		lose = lose || c&cLose != 0
		win = win || c&cLose == 0
	}
	switch {
	case win && !lose:
		return 1
	case lose && !win:
		return -1
	}
	return 0 // near both: no guess
}

// tieWords give every player the amount: "beide 13", "13 partout",
// "Gleichstand 13", "égalité à 13".
var tieWords = wordSet("beide beiden partout gleichstand égalité egalite")

// mergeSamePlayer joins an entry that names nobody to the player named
// just before it: "Anna gagne 5 et perd 5" is Anna's 0, "Dan gewinnt 4
// und verliert 2" Dan's +2.
func mergeSamePlayer(es []entry) []entry {
	out := es[:0]
	for _, e := range es {
		if n := len(out); n > 0 && len(e.name) == 0 && !e.pronoun && !e.others && !e.every && e.hasAmount && e.sign != 0 && !e.half &&
			(len(out[n-1].name) > 0 || out[n-1].pronoun) && out[n-1].hasAmount && !out[n-1].half {
			prev := &out[n-1]
			sum := prev.signedAmount() + e.signedAmount()
			if e.restated {
				// « perd 8 et gagne 6 donc -2 »: the figure said again is
				// the player's whole; one that is neither the sum nor the
				// part is asked
				parts := prev.signedAmount() + e.prior
				switch e.signedAmount() {
				case parts:
					sum = parts
				case e.prior:
				default:
					prev.clash, prev.clashTok = true, e.amountTok
				}
			}
			prev.amount = sum
			prev.sign, prev.signed = 0, true
			continue
		}
		out = append(out, e)
	}
	return out
}

// scoreLine reads a Pasur standing (a table without a bank) said as a
// score between two players: "13 zu 13", "13 à 13", "9 zu 8 für Dan",
// "9 à 8 pour Dan" (the one named has the higher figure); ok is false
// for any other line.
func (r *reader) scoreLine() (Settlement, bool) {
	players := r.ctx.Players
	ws := r.words()
	if r.ctx.Bank != "" || len(players) != 2 {
		return Settlement{}, false
	}
	if a, ok := r.namedScoreLine(ws); ok {
		return a, true
	}
	if len(ws) < 3 || !scoreToWords[ws[1].Fold] {
		return Settlement{}, false
	}
	a, okA := scoreLineFigure(ws[0])
	b, okB := scoreLineFigure(ws[2])
	if !okA || !okB {
		return Settlement{}, false
	}
	rest := ws[3:]
	if len(rest) > 0 && (rest[0].Fold == "fur" || rest[0].Fold == "pour") {
		rest = rest[1:]
	}
	hi := -1
	if len(rest) > 0 {
		p, _, err := r.resolvePlayer(rest)
		if err != nil {
			return Settlement{}, false
		}
		hi = 0
		if p == players[1] {
			hi = 1
		}
	}
	if a != b && hi < 0 || ws[0].Signed || ws[2].Signed {
		return Settlement{}, false
	}
	if b > a {
		a, b = b, a
	}
	ds := []Delta{{Player: players[0], Amount: a}, {Player: players[1], Amount: b}}
	if hi == 1 {
		ds[0].Amount, ds[1].Amount = b, a
	}
	return Settlement{Deltas: ds}, true
}

// scoreToWords join the two figures of a score: "9 zu 8", "9 à 8".
var scoreToWords = wordSet("zu à a gegen contre")

// carrySigns gives a verb's sign to the players named after it with an
// amount but without a verb or a sign of their own, as people leave the
// verb out: "Louis verliert 3, Camille 2" (Camille loses 2 as well),
// "beide verlieren, Ben 7 und Eva 5". A figure written with its sign
// ("Eva +2") keeps it, and the bank keeps its own reading: it is the
// other side of the players ("Ben verliert 3, Bank 3").
func (r *reader) carrySigns(es []entry) {
	sign := 0
	for i := range es {
		e := &es[i]
		if e.sign != 0 {
			sign = e.sign
			continue
		}
		if sign == 0 || !e.hasAmount || e.signed || e.amount <= 0 || len(e.name) == 0 && !e.pronoun {
			continue
		}
		if len(e.name) > 0 {
			if _, bank, err := r.resolvePlayer(e.name); err != nil || bank {
				continue
			}
		}
		e.sign = sign
	}
}

// isPlayerName reports a word that is exactly a player's name at the table
// (so that a name is read as one even where it is also a word: "Une").
func (r *reader) isPlayerName(t Token) bool {
	if t.Kind != Word {
		return false
	}
	for _, p := range r.ctx.Players {
		if r.ctx.fold(p) == t.Fold {
			return true
		}
	}
	_, ok := r.possessiveOf(t.Fold)
	return ok
}

// resolves reports whether name tokens name one player at the table (or
// the bank).
func (r *reader) resolves(name []Token) bool {
	_, _, err := r.resolvePlayer(name)
	return err == nil
}

// unitFollows reports whether the next word after token i is a unit ("ein
// Chip", "un jeton").
func (r *reader) unitFollows(i int) bool {
	j := i + 1
	return j < len(r.toks) && r.toks[j].Kind != Sep && is(r.toks[j].Fold, cUnit)
}

// zeroWithReason reports an answer that nothing changes, with a reason
// after a comma that names no player and no figure: "nichts, das hebt
// sich auf", « rien, ça s'annule ».
func (r *reader) zeroWithReason() bool {
	head, rest := splitComma(r.toks)
	if rest == nil || len(head) == 0 {
		return false
	}
	if !r.remark(rest) {
		return false // "nichts, Dan 4": more to read
	}
	for len(head) > 1 && head[0].Kind == Word && softeners[head[0].Fold] {
		head = head[1:] // „eigentlich gar nichts“
	}
	h := reader{line: r.line, toks: head, ctx: r.ctx}
	return h.allZero()
}

// remark reports whether words after "nothing" only say why: every
// number in them is a rank (after an article: "die 3 verliert", « le
// pronostic de Louis sur le 9 »), none has a sign, and where they name a
// player or the bank no verb wins or loses ("les deux pronostics de Nina
// s'annulent"; "nichts, Dan gewinnt 4" is more to read).
func (r *reader) remark(toks []Token) bool {
	named, verb := false, false
	for i, u := range toks {
		_, numWord := numberWord(u.Fold)
		switch {
		case u.Kind == Number && (u.Signed || u.Bad), strings.ContainsAny(u.Text, "+-−"):
			return false
		case u.Kind == Number || numWord && u.Kind == Word:
			if i == 0 || !articleWords[toks[i-1].Fold] {
				return false
			}
		case u.Kind != Word:
		case r.isPlayerName(u) || is(u.Fold, cBank):
			named = true
		case is(u.Fold, cNot) && noBetAfter(toks, i):
			// „louis hat ja auf die neun keinen Pronostic mehr“: no bet,
			// so nothing to win or lose
		case is(u.Fold, cWin|cLose) || verbTypo(u.Fold) != 0 || is(u.Fold, cNot):
			verb = true
		}
	}
	return !named || !verb
}

// allZero reports an answer that says nobody wins or loses: "nichts",
// "rien", "alle 0", "tous 0", "niemand gewinnt", "personne ne gagne", "es
// ändert sich nichts", "rien ne change", "aucun changement", "keine
// Änderung".
func (r *reader) allZero() bool {
	zero := false
	isZero := func(t Token) bool {
		return t.Kind == Number && !t.Bad && t.Amount == 0 || t.Kind == Word && is(t.Fold, cZero|cNobody|cNone)
	}
	for i, t := range r.toks {
		switch {
		case isZero(t):
			zero = true
		case t.Kind == Word && scoreToWords[t.Fold] && i > 0 && isZero(r.toks[i-1]) && i+1 < len(r.toks) && isZero(r.toks[i+1]):
			// "null zu null", « zéro à zéro »: a score of nothing each
		case t.Kind == Sep,
			t.Kind == Word && is(t.Fold, cEvery|cWin|cLose|cBank|cNot|cFiller|cChange|cUnit):
		default:
			return false
		}
	}
	return zero
}

// resolvePlayer finds the player that name tokens mean: the bank words
// ("Bank", "die Bank", "la banque"), an exact name, or the one name they
// begin (at least two letters). bank reports a bank word.
func (r *reader) resolvePlayer(name []Token) (player string, bank bool, err error) {
	ctx := r.ctx
	var words []string
	for _, t := range name {
		words = append(words, t.Fold)
	}
	if ctx.Bank != "" {
		// "Bank", "die Bank", and the banker named with a bank word:
		// "Doc (Bank)", "Bankhalter Doc"
		bankOnly, bankWord := true, false
		for _, w := range words {
			switch {
			case is(w, cBank):
				bankWord = true
			case w != ctx.fold(ctx.Bank):
				bankOnly = false
			}
		}
		if bankOnly && bankWord {
			return ctx.Bank, true, nil
		}
	}
	folded := strings.Join(words, " ")
	for _, p := range ctx.Players {
		if ctx.fold(p) == folded {
			return p, p == ctx.Bank, nil
		}
	}
	if p, ok := r.possessiveOf(folded); ok {
		return p, p == ctx.Bank, nil // "docs 2 Chips": Doc's
	}
	var cands []string
	if len([]rune(folded)) >= 2 {
		for _, p := range ctx.Players {
			if strings.HasPrefix(ctx.fold(p), folded) {
				cands = append(cands, p)
			}
		}
	}
	if len(cands) == 1 {
		return cands[0], cands[0] == ctx.Bank, nil
	}
	e := errAt(ErrUnknownPlayer, r.line, name, 0, len(name))
	if len(cands) == 0 {
		// "Ana", "Dna", "Bem": a name one typo away is asked back
		for _, p := range ctx.Players {
			if fp := []rune(ctx.fold(p)); len(fp) >= 3 && withinOneEdit([]rune(folded), fp) {
				cands = append(cands, p)
			}
		}
		if len(cands) > 0 {
			e.Reason = ErrNearPlayer
		}
	}
	if len(cands) == 0 {
		cands = ctx.Players
	}
	e.Choices = append([]string(nil), cands...)
	return "", false, e
}
