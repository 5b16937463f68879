package opponent

// divRound divides rounding half away from zero.
func divRound(a, b int64) int64 {
	if b <= 0 {
		return 0
	}
	if a < 0 {
		return -((-a + b/2) / b)
	}
	return (a + b/2) / b
}

// stdErr is the standard error of the mean of vals, divided by scale:
// sqrt(Σ(v-mean)² / (n(n-1))), in integers.
func stdErr(vals []int32, scale int64) int64 {
	n := int64(len(vals))
	if n < 2 {
		return 0
	}
	var sum int64
	for _, v := range vals {
		sum += int64(v)
	}
	// Work in units of 1/n to keep the mean exact.
	var ss int64
	for _, v := range vals {
		d := int64(v)*n - sum
		ss += d * d
	}
	// ss is n² · Σ(v-mean)², and the variance of the mean is
	// Σ(v-mean)² / (n(n-1)).
	return isqrt(ss/(n*n*n*(n-1))) / scale
}

// isqrt is the integer square root (floor).
func isqrt(x int64) int64 {
	if x <= 0 {
		return 0
	}
	r := int64(1) << 31
	for {
		nr := (r + x/r) / 2
		if nr >= r {
			break
		}
		r = nr
	}
	for r*r > x {
		r--
	}
	for (r+1)*(r+1) <= x {
		r++
	}
	return r
}
