package odds

// binom returns the binomial coefficient C(n, k): 0 when k < 0, k > n or
// n < 0. It is exact for n ≤ 62, far more than a deck needs.
func binom(n, k int) int64 {
	if n < 0 || k < 0 || k > n {
		return 0
	}
	if k > n-k {
		k = n - k
	}
	m := int64(n)
	switch k { // the usual cases, with one division
	case 0:
		return 1
	case 1:
		return m
	case 2:
		return m * (m - 1) / 2
	case 3:
		return m * (m - 1) * (m - 2) / 6
	case 4:
		return m * (m - 1) * (m - 2) * (m - 3) / 24
	}
	c := int64(1)
	for i := 0; i < k; i++ {
		c = c * int64(n-i) / int64(i+1)
	}
	return c
}

// multinomial returns N!/(a!·b!·m!) with N = a+b+m: the number of
// distinct orders of a cards of one rank, b of another and m others. It
// is 0 if a count is negative.
func multinomial(a, b, m int) int64 {
	if a < 0 || b < 0 || m < 0 {
		return 0
	}
	return binom(a+b+m, a) * binom(b+m, b)
}
