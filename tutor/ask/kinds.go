package ask

import (
	"croupier/locales"
	"croupier/scenarios"
	"croupier/tutor/input"
)

// lessonKind is what the tutor knows of a question kind (the format's
// part is the scenarios package's record): how a learner writes the
// answer, the form and hint it is shown with, and what would give the
// answer away while it is open — the lines held back for it, and the
// screens (table, casekeeper, odds) and rule citations that would answer
// it. kinds has one for every kind, and a test fails when one is missing
// or lacks a part.
type lessonKind struct {
	// reader is how tutor/input reads the learner's answer.
	reader input.Kind
	// form says how to write the answer, with an example that is not it.
	form func(p locales.Printer, f locales.FormContext) string
	// hint is the general hint of a question without an author's hint;
	// matchHint (if set) replaces it in a Pasur match.
	hint, matchHint locales.Message
	// guide, if set, is a hint made of what the table shows (the turn's
	// cards, the capture's card); "" leaves the general hint.
	guide func(r *Run) string
	// yesNo: answered yes or no, so one try only.
	yesNo bool
	// cardsAsked: the answer names cards that lie somewhere (the table,
	// a pile), so a rank alone is not resolved against the cards on the
	// table or in the hand.
	cardsAsked bool

	// The held lines that would answer it. answeredBy reports the ones
	// told once it is answered (and held back while it is to come); a
	// question that anyLine says "hides" may ask about any line of its
	// step (a choice, a yes/no question), so nothing is told before it.
	answeredBy func(l heldLine, seat int) bool
	anyLine    reveal
	// turnCards: whether a turn's loser and winner, held back, answer
	// it (they do, but for the cards left: a count, the dead ranks, the
	// odds); verdictTellsTurn: the verdict of this kind tells them (a
	// settlement's says who won and lost), so they no longer hide.
	turnCards        reveal
	verdictTellsTurn bool
	// betStays: whether a bet's line saying that it stays on the layout
	// answers it (the layout, the bets returned, the chips held, the
	// cards left).
	betStays reveal
	// move reports whether a Pasur move's outcome (a sur, the last
	// capture's cards) answers the question a, asked after player's
	// move.
	move func(a *scenarios.Ask, player string) bool

	// The screens. table reports whether the table drawn now ("tisch")
	// answers it; piles whether the Pasur piles' surs and points do;
	// casekeeper and odds whether the casekeeper's board and the odds
	// ("chancen") do.
	table            func(r *Run) bool
	piles            reveal
	casekeeper, odds reveal
	// tableFirst: the Pasur table is drawn with the question (a card to
	// play, a sur to see).
	tableFirst bool
	// rule reports whether the question's rule, cited before the answer,
	// would give it away (its rule is then cited once it is settled).
	rule func(q *scenarios.Question) bool
}

// reveal says whether something shown would answer a question; the zero
// value is no answer, so that a kind cannot leave it out unseen (the test
// of kinds fails).
type reveal uint8

// The answers of reveal.
const (
	// hides: it answers the question: held back, or not shown, while
	// the question is open.
	hides reveal = iota + 1
	// tells: it does not answer the question: it may be shown.
	tells
)

// The kinds as the tutor knows them.
var kinds = map[scenarios.QuestionKind]*lessonKind{
	scenarios.QSettlement: {
		reader: input.KindSettlement, form: locales.Printer.SettlementForm, hint: locales.HintSettlement, guide: (*Run).settlementGuide,
		answeredBy: tagged(tagSettle, tagCall), anyLine: tells, turnCards: hides, verdictTellsTurn: true, betStays: tells, move: noMove,
		table: (*Run).whileHeld, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QPayout: {
		reader: input.KindAmount, form: locales.Printer.PayoutForm, hint: locales.HintPayout,
		answeredBy: playersCall, anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: (*Run).whileHeld, piles: hides, casekeeper: tells, odds: hides, rule: always,
	},
	scenarios.QCount: {
		reader: input.KindCount, form: plain(locales.FormatCount), hint: locales.HintCount,
		answeredBy: tagged(tagReturn), anyLine: tells, turnCards: tells, betStays: hides, move: noMove,
		table: (*Run).beforeLastTurn, piles: hides, casekeeper: hides, odds: hides, rule: ifOptions,
	},
	scenarios.QDead: {
		reader: input.KindRanks, form: locales.Printer.DeadForm, hint: locales.HintDead,
		answeredBy: tagged(tagReturn), anyLine: tells, turnCards: tells, betStays: hides, move: noMove,
		table: (*Run).beforeLastTurn, piles: hides, casekeeper: hides, odds: hides, rule: ifOptions,
	},
	scenarios.QCapture: {
		reader: input.KindPlay, form: locales.Printer.CaptureForm, hint: locales.HintCapture, guide: (*Run).captureGuide,
		answeredBy: tagged(), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: never, piles: tells, casekeeper: tells, odds: tells, tableFirst: true, rule: captureRule,
	},
	scenarios.QSur: {
		reader: input.KindYesNo, form: plain(locales.FormatYesNo), hint: locales.HintSur, yesNo: true,
		answeredBy: tagged(tagSur), anyLine: tells, turnCards: hides, betStays: tells, move: lastPlaySur,
		table: never, piles: hides, casekeeper: tells, odds: tells, tableFirst: true, rule: always,
	},
	scenarios.QScore: {
		reader: input.KindScore, form: locales.Printer.ScoreForm, hint: locales.HintScore,
		answeredBy: tagged(tagSur, tagEnd), anyLine: tells, turnCards: hides, betStays: tells, move: anyMove,
		table: never, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QLegal: {
		reader: input.KindYesNo, form: plain(locales.FormatYesNo), hint: locales.HintLegal, yesNo: true,
		answeredBy: tagged(), anyLine: hides, turnCards: hides, betStays: tells, move: samePlayer,
		table: (*Run).callBeforeLastTurn, piles: hides, casekeeper: tells, odds: tells, rule: always,
	},
	scenarios.QChoice: {
		reader: input.KindChoice, form: choiceForm, hint: locales.HintChoice,
		answeredBy: tagged(), anyLine: hides, turnCards: hides, betStays: tells, move: anyMove,
		table: never, piles: hides, casekeeper: tells, odds: tells, rule: always,
	},
	scenarios.QHoldings: {
		reader: input.KindAmount, form: locales.Printer.HoldingsForm, hint: locales.HintHoldings,
		answeredBy: tagged(), anyLine: tells, turnCards: hides, betStays: hides, move: noMove,
		table: (*Run).onFaroTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QBalance: {
		reader: input.KindAmount, form: locales.Printer.PayoutForm, hint: locales.HintBalance,
		answeredBy: tagged(), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: (*Run).onFaroTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QLayout: {
		reader: input.KindBets, form: locales.Printer.BetsForm, hint: locales.HintLayout,
		answeredBy: tagged(tagReturn), anyLine: tells, turnCards: hides, betStays: hides, move: noMove,
		table: (*Run).onFaroTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QReturned: {
		reader: input.KindBets, form: locales.Printer.BetsForm, hint: locales.HintReturned,
		answeredBy: tagged(tagReturn), anyLine: tells, turnCards: hides, betStays: hides, move: noMove,
		table: (*Run).onFaroTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QToPlay: {
		reader: input.KindPlayer, form: plain(locales.FormatPlayer), hint: locales.HintToPlay,
		answeredBy: tagged(), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: (*Run).onPasurTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QDealer: {
		reader: input.KindPlayer, form: plain(locales.FormatPlayer), hint: locales.HintDealer,
		answeredBy: tagged(tagDeal), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: never, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QTable: {
		reader: input.KindCards, form: locales.Printer.CardsForm, hint: locales.HintTable, cardsAsked: true,
		answeredBy: tagged(tagEnd), anyLine: tells, turnCards: hides, betStays: tells, move: anyMove,
		table: (*Run).onPasurTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QPile: {
		reader: input.KindCards, form: locales.Printer.CardsForm, hint: locales.HintPile, cardsAsked: true,
		answeredBy: tagged(tagEnd), anyLine: tells, turnCards: hides, betStays: tells, move: anyMove,
		table: never, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QPileClubs: {
		reader: input.KindCount, form: plain(locales.FormatCount), hint: locales.HintPile,
		answeredBy: tagged(tagEnd), anyLine: tells, turnCards: hides, betStays: tells, move: anyMove,
		table: never, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QLastCapture: {
		reader: input.KindPlayer, form: plain(locales.FormatLastCapture), hint: locales.HintLastCapture,
		answeredBy: tagged(tagEnd), anyLine: tells, turnCards: hides, betStays: tells, move: anyMove,
		table: never, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QTableCheck: {
		reader: input.KindTableCheck, form: plain(locales.FormatTableCheck), hint: locales.HintTableCheck,
		answeredBy: tagged(), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: never, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QStanding: {
		reader: input.KindSettlement, form: locales.Printer.StandingForm, hint: locales.HintStanding,
		answeredBy: tagged(), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: (*Run).onFaroTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QWinner: {
		reader: input.KindPlayers, form: locales.Printer.WinnerForm, hint: locales.HintWinner,
		answeredBy: tagged(), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: (*Run).onFaroTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QLeader: {
		reader: input.KindPlayers, form: locales.Printer.WinnerForm, hint: locales.HintLeader,
		answeredBy: tagged(), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: (*Run).onFaroTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QOver: {
		reader: input.KindYesNo, form: plain(locales.FormatYesNo), hint: locales.HintOver, matchHint: locales.HintOverMatch, yesNo: true,
		answeredBy: tagged(), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: never, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QBanker: {
		reader: input.KindPlayer, form: plain(locales.FormatPlayer), hint: locales.HintBanker,
		answeredBy: tagged(tagDeal), anyLine: tells, turnCards: hides, betStays: tells, move: noMove,
		table: (*Run).onFaroTable, piles: hides, casekeeper: tells, odds: tells, rule: ifOptions,
	},
	scenarios.QOdds: {
		reader: input.KindOdds, form: locales.Printer.OddsForm, hint: locales.HintOdds,
		answeredBy: tagged(), anyLine: tells, turnCards: tells, betStays: tells, move: noMove,
		table: (*Run).beforeLastTurn, piles: hides, casekeeper: tells, odds: hides, rule: ifOptions,
	},
}

// unknownKind is the record of a kind the tutor does not know: it gives
// nothing away, since it hides everything.
var unknownKind = &lessonKind{
	form: plain(locales.Message{}), answeredBy: tagged(), anyLine: hides, turnCards: hides, betStays: hides, move: anyMove,
	table: func(*Run) bool { return true }, piles: hides, casekeeper: hides, odds: hides, rule: always,
}

// kindOf returns the tutor's record of kind k.
func kindOf(k scenarios.QuestionKind) *lessonKind {
	if lk, ok := kinds[k]; ok {
		return lk
	}
	return unknownKind
}

// readerOf returns how tutor/input reads an answer of kind k (ok is false
// for a kind the tutor does not know).
func readerOf(k scenarios.QuestionKind) (input.Kind, bool) {
	lk, ok := kinds[k]
	if !ok {
		return 0, false
	}
	return lk.reader, true
}

// plain is a form that is one message without an example.
func plain(m locales.Message) func(locales.Printer, locales.FormContext) string {
	return func(p locales.Printer, _ locales.FormContext) string { return p.T(m) }
}

// choiceForm says how to pick one of the options.
func choiceForm(p locales.Printer, f locales.FormContext) string {
	return p.ChoiceForm(f.Options, false)
}

// tagged is answeredBy for the held lines of the tags given (none: no held
// line answers the kind).
func tagged(tags ...heldTag) func(heldLine, int) bool {
	return func(l heldLine, _ int) bool {
		for _, t := range tags {
			if l.tag == t {
				return true
			}
		}
		return false
	}
}

// playersCall: a payout is told with its player's call, not another's.
func playersCall(l heldLine, seat int) bool { return l.tag == tagCall && l.player == seat }

// never: no table drawn answers the question; always: its rule cited
// before the answer would.
func never(*Run) bool                 { return false }
func always(*scenarios.Question) bool { return true }

// noMove and anyMove: no Pasur move's outcome answers the question, or
// every one may.
func noMove(*scenarios.Ask, string) bool  { return false }
func anyMove(*scenarios.Ask, string) bool { return true }

// ifOptions: a question with options is given away by its rule (it names
// the right one); the other questions are not.
func ifOptions(q *scenarios.Question) bool { return len(q.Options()) > 0 }

// captureRule: a capture by a king, queen or jack (the rule lists what it
// takes), or of a card that takes nothing (the rule says why it is laid).
func captureRule(q *scenarios.Question) bool {
	if q.Spec().Card.Rank.Face() {
		return true
	}
	if c, ok := q.EngineAnswer().(scenarios.Capture); ok && len(c.Take) == 0 {
		return true // the rule that says why nothing is taken says "lay it"
	}
	return ifOptions(q)
}

// lastPlaySur: whether the last play was a sur is answered by its
// outcome; whether a card can make one is not.
func lastPlaySur(a *scenarios.Ask, _ string) bool { return !a.Card.Valid() }

// samePlayer: a yes/no question about a play of the same player.
func samePlayer(a *scenarios.Ask, player string) bool {
	return a.Probe == nil || a.Probe.Player == player
}

// whileHeld: the Faro layout drawn after a turn held back shows its
// stakes and money.
func (r *Run) whileHeld() bool { return r.Holding() && r.Deal() != nil }

// onFaroTable: the Faro layout shows the bets, the chips held, who holds
// the bank.
func (r *Run) onFaroTable() bool { return r.Deal() != nil }

// onPasurTable: the Pasur table shows its cards and who is to play.
func (r *Run) onPasurTable() bool { return r.Round() != nil }

// beforeLastTurn: before the last turn the Faro table lists the three
// cards left ("Übrig: 4♦ 6♣ 10♥"), which count the ranks (FR review 3,
// item 3).
func (r *Run) beforeLastTurn() bool {
	d := r.Deal()
	return d != nil && d.OpenCallWindow()
}

// callBeforeLastTurn: whether a call may be made turns on the three
// cards left, which the table lists before the last turn („7, 7, 7“ with
// three sevens left, « rouge, rouge, rouge » with two red ones; issue
// 22, Pharaon 4).
func (r *Run) callBeforeLastTurn() bool {
	q := r.q
	return q != nil && q.Spec().Probe != nil && q.Spec().Probe.Kind == scenarios.ActCall && r.beforeLastTurn()
}

// YesNo reports a question kind answered by yes or no.
func YesNo(k scenarios.QuestionKind) bool { return kindOf(k).yesNo }
