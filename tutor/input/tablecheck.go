package input

// tableCheck reads what the table check did, in order.
func (r *reader) tableCheck() (TableCheck, error) {
	ans := TableCheck{Checks: []string{}}
	passed := false
	for _, t := range r.words() {
		switch {
		case redealWords[t.Fold]:
			ans.Checks = append(ans.Checks, "redeal")
		case jackWords[t.Fold]:
			ans.Checks = append(ans.Checks, "jack")
		case passWords[t.Fold]:
			passed = true
		case fillerWords[t.Fold], is(t.Fold, cArticle|cFiller):
		default:
			return TableCheck{}, errTok(ErrUnexpected, t)
		}
	}
	if passed && len(ans.Checks) > 0 {
		return TableCheck{}, r.all(ErrUnexpected)
	}
	if !passed && len(ans.Checks) == 0 {
		return TableCheck{}, r.all(ErrEmpty)
	}
	return ans, nil
}
