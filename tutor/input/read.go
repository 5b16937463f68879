package input

import "strings"

// Read reads the line as an answer of type T (Settlement, Amount, Cards
// …; see Line.Answer).
func Read[T Answer](l *Line, ctx *Context) (T, error) {
	var zero T
	a, err := l.Answer(zero.Kind(), ctx)
	if err != nil {
		return zero, err
	}
	t, _ := a.(T)
	return t, nil
}

// Answer reads the line as an answer of the given kind in German or
// French (both are always accepted): a value of the kind's type. ctx may
// be nil for kinds that need no table. It never panics and refuses a
// line over MaxInput bytes.
func (l *Line) Answer(kind Kind, ctx *Context) (Answer, error) {
	if l.TooLong() {
		return nil, &Error{Reason: ErrTooLong}
	}
	if ctx == nil {
		ctx = &Context{}
	}
	if strings.TrimSpace(strings.Trim(strings.TrimSpace(l.Text), ".!")) == "" {
		return nil, &Error{Reason: ErrEmpty}
	}
	r := reader{line: l.Text, toks: l.Toks, ctx: ctx}
	read, ok := readers[kind]
	if !ok {
		return nil, &Error{Reason: ErrUnexpected}
	}
	if head, ok := figureBeforeReason(kind, l.Toks); ok {
		// „+4 car il paie deux contre un“: one figure, then why — the
		// reason's verbs and numbers are not the answer's (it was −4)
		hr := reader{line: l.Text, toks: head, ctx: ctx}
		if a, err := read(&hr); err == nil {
			return a, nil
		}
	}
	a, err := read(&r)
	if err != nil {
		if head, ok := nothingLeftHead(kind, l.Toks); ok && !askedBack(err) {
			// « tous les rangs, il ne reste plus aucune carte »
			hr := reader{line: l.Text, toks: head, ctx: ctx}
			if a, herr := read(&hr); herr == nil {
				return a, nil
			}
		}
		if head, ok := beforeReason(kind, l.Toks); ok && !askedBack(err) {
			// "nix, wird angelegt", « rien, le hock ne compte pas »: the
			// answer, then why
			hr := reader{line: l.Text, toks: head, ctx: ctx}
			if a, herr := read(&hr); herr == nil {
				return a, nil
			}
		}
		again := func(toks []Token) (Answer, error) {
			rr := reader{line: l.Text, toks: toks, ctx: ctx}
			return read(&rr)
		}
		if a, ok := secondReading(kind, l.Toks, again, r.harmlessFor(kind), r.isPlayer); ok && unread(err) {
			return a, nil
		}
		return nil, err
	}
	return a, nil
}

// beforeReason returns the tokens before a line's first comma when the
// kind is one value (an amount, a count, a play) and what follows the
// comma holds no figure, rank or card: the part after it is then a reason
// ("nix, wird angelegt"), not more of the answer ("Fünf, Sieben" stays
// two answers).
func beforeReason(kind Kind, toks []Token) ([]Token, bool) {
	switch kind {
	case KindAmount, KindCount, KindPlay:
	default:
		return nil, false
	}
	for i, t := range toks {
		if t.Kind != Sep || t.Text != "," {
			continue
		}
		if i == 0 {
			return nil, false
		}
		if kind == KindCount && (ownClause(toks[i+1:]) || cardsOfCount(toks[:i], toks[i+1:])) {
			// „nur noch einer, die Soda war ja auch ein Bube“; „alle
			// drei, die Kreuz-, Herz- und Pik-Fünf“
			return toks[:i], true
		}
		for _, u := range toks[i+1:] {
			if _, rank := rankOf(u, true); u.Kind == Number || rank || hasDigit(u.Fold) || strings.ContainsAny(u.Text, "♠♥♦♣") {
				return nil, false
			}
		}
		return toks[:i], true
	}
	return nil, false
}

// figureBeforeReason returns the tokens before a reason word („car“,
// „weil“) when the kind is one figure (an amount, a count) and a figure
// stands before it.
func figureBeforeReason(kind Kind, toks []Token) ([]Token, bool) {
	if kind != KindAmount && kind != KindCount {
		return nil, false
	}
	for i, t := range toks {
		if t.Kind != Word || !reasonWords[t.Fold] {
			continue
		}
		for _, u := range toks[:i] {
			if _, word := numberWord(u.Fold); u.Kind == Number || word {
				return trimSeps(toks[:i]), true
			}
		}
		return nil, false
	}
	return nil, false
}

// readers read each kind of answer.
var readers = map[Kind]func(r *reader) (Answer, error){
	KindSettlement: func(r *reader) (Answer, error) { return r.settlement() },
	KindPlay:       func(r *reader) (Answer, error) { return r.playOrTake() },
	KindYesNo:      func(r *reader) (Answer, error) { return r.yesNo() },
	KindCount:      func(r *reader) (Answer, error) { return r.count() },
	KindChoice:     func(r *reader) (Answer, error) { return r.choice() },
	KindAmount:     func(r *reader) (Answer, error) { return r.amount() },
	KindRank:       func(r *reader) (Answer, error) { return r.rank() },
	KindCall:       func(r *reader) (Answer, error) { return r.call() },
	KindCards:      func(r *reader) (Answer, error) { return r.cardList() },
	KindBet:        func(r *reader) (Answer, error) { return r.bet() },
	KindRanks:      func(r *reader) (Answer, error) { return r.rankList() },
	KindScore:      func(r *reader) (Answer, error) { return r.score() },
	KindPlayer:     func(r *reader) (Answer, error) { return r.player() },
	KindPlayers:    func(r *reader) (Answer, error) { return r.players() },
	KindBets:       func(r *reader) (Answer, error) { return r.bets() },
	KindTableCheck: func(r *reader) (Answer, error) { return r.tableCheck() },
	KindOdds:       func(r *reader) (Answer, error) { return r.odds() },
}

// reader is one line being read.
type reader struct {
	line string
	toks []Token
	ctx  *Context
	// takeOnly reads the cards of a play before any verb as the cards
	// taken (see playOrTake).
	takeOnly bool
}

// all is an error about the whole line.
func (r *reader) all(reason Reason) *Error {
	return errAt(reason, r.line, r.toks, 0, len(r.toks))
}
