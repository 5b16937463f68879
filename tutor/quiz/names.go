package quiz

// SeatedNames returns every name a generated table may seat: the Faro
// punters, the banker and the Pasur players. The quiz refuses an answer
// that names one of them who does not sit at the question's table, as it
// refuses any other name it does not know.
func SeatedNames() []string {
	seen := map[string]bool{}
	var out []string
	for _, n := range append(append(punterNames(), bankerName), pasurNames()...) {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}
