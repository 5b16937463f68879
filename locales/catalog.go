package locales

import "sort"

// Each catalog file adds its messages with add in an init function. Keys
// are dotted names grouped by area ("cli.usage", "faro.rule.dead_rank").
var catalogs = map[Lang]map[string]string{German: {}, French: {}}

// duplicates records keys added twice, so that a test can fail on them.
var duplicates []string

// add merges messages into a language's catalog.
func add(l Lang, msgs map[string]string) {
	c := catalogs[l]
	for k, v := range msgs {
		if _, dup := c[k]; dup {
			duplicates = append(duplicates, string(l)+":"+k)
		}
		c[k] = v
	}
}

func catalog(l Lang) map[string]string { return catalogs[l] }

// Keys returns the sorted message keys of a language.
func Keys(l Lang) []string {
	c := catalog(l)
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Duplicates returns the keys that were defined twice (it should be empty).
func Duplicates() []string { return append([]string(nil), duplicates...) }
