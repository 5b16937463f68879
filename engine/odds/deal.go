package odds

import "croupier/engine/faro"

// DealBox returns the box of a deal as it stands: the cards it has not
// shown yet (empty for a nil or finished deal).
func DealBox(d *faro.Deal) Box {
	if d == nil {
		return Box{}
	}
	return BoxOf(d.RemainingSet())
}

// AssessInDeal is Assess on a deal as it stands, under its profile: what
// the tutor calls when a bet (or, with Kind TurnCall, a call) is placed,
// to warn when its Alert is set.
func AssessInDeal(d *faro.Deal, bet faro.Bet) (Assessment, error) {
	if d == nil {
		return Assessment{}, &Error{Err: ErrNoTurnLeft}
	}
	return Assess(DealBox(d), d.Rules().Profile, bet)
}

// SheetOfDeal is ComputeSheet on a deal as it stands, under its profile.
func SheetOfDeal(d *faro.Deal) (Sheet, error) {
	if d == nil {
		return Sheet{}, &Error{Err: ErrNoTurnLeft}
	}
	return ComputeSheet(DealBox(d), d.Rules().Profile)
}
