package locales

import (
	"errors"
	"strings"

	"croupier/engine"
	"croupier/engine/faro"
	"croupier/scenarios"
)

// engineDiagnostic renders a problem that carries the engine's own typed
// refusal: the refusal in the learner's words, naming the player.
func (p Printer) engineDiagnostic(d scenarios.Diagnostic) (string, bool) {
	if d.Err == nil {
		return "", false
	}
	if d.Code == scenarios.CodeEngine {
		return p.ReadProblem(d.File, d.Err, CLIFileMissing), true
	}
	var ae *scenarios.AnswerError
	if errors.As(d.Err, &ae) {
		if msg, ok := p.unanswerable(ae); ok {
			return p.T(scenUnanswerable, msg), true
		}
		return "", false
	}
	who, msg := p.refusal(d.Err, d.Names, d.Profile)
	if m, ok := p.callRefusal(d.Err, d.Profile); ok {
		msg = m
	}
	if strings.TrimSpace(msg) == "" {
		msg = p.T(refusedEngine) // a rule without a text of its own
	}
	switch {
	case d.Code == scenarios.CodeIllegal && who != "":
		return p.T(scenIllegalFor, who, msg), true
	case d.Code == scenarios.CodeIllegal:
		return p.T(scenIllegal, msg), true
	case d.Code == scenarios.CodeSetup:
		return p.T(scenSetup, msg), true
	}
	return "", false
}

// unanswerableTexts say why the engine cannot answer a question where it
// stands; {0} is the player or card concerned.
var unanswerableTexts = map[scenarios.Unanswerable]Message{
	scenarios.NoTurnYet:      scenNoTurnYet,
	scenarios.CallNotSettled: scenCallNotSettled,
	scenarios.OtherGame:      scenOtherGame,
	scenarios.CardOnTable:    scenCardOnTable,
	scenarios.NoPlayYet:      scenNoPlayYet,
	scenarios.NoSuchSide:     scenNoSuchSide,
}

// unanswerable says why the engine cannot answer where it stands; the
// rule tells Faro's words from Pasur's (a session, a match).
func (p Printer) unanswerable(ae *scenarios.AnswerError) (string, bool) {
	pasur := strings.HasPrefix(ae.Rule, "pasur.")
	switch ae.Reason {
	case scenarios.NoHockYet:
		return p.T(scenNoHockYet), true
	case scenarios.NotOver:
		if pasur {
			return p.T(scenMatchNotOver), true
		}
		return p.T(scenSessionNotOver), true
	case scenarios.NoSession:
		if pasur {
			return p.T(scenNoSessionPasur), true
		}
		return p.T(scenNoSessionFaro), true
	case scenarios.NoOdds:
		return p.T(scenNoOdds), true
	case scenarios.RoundIsOver:
		return p.T(scenRoundIsOver), true
	}
	if m, ok := unanswerableTexts[ae.Reason]; ok {
		return p.T(m, ae.Subject), true
	}
	return "", false
}

// callRefusal renders a refused call: a call names ranks, so the ranks
// left are listed, not the cards.
func (p Printer) callRefusal(err error, profile faro.Profile) (string, bool) {
	var fe *faro.RuleError
	if !errors.As(err, &fe) || !errors.Is(fe.Err, faro.ErrCallNotPermutation) || len(fe.Remaining) == 0 {
		return "", false
	}
	msg, _ := p.Rule(string(fe.Rule), profileName(profile))
	rs := make([]engine.Rank, len(fe.Remaining))
	for i, c := range fe.Remaining {
		rs[i] = c.Rank
	}
	return msg + " " + p.T(scenCallRanks, p.Ranks(rs)), true
}
