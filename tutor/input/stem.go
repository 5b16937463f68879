package input

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/blevesearch/snowballstem"
	frstem "github.com/blevesearch/snowballstem/french"
	destem "github.com/blevesearch/snowballstem/german"
)

// The stems of an option's words are the Snowball stemmers' (German and
// French, github.com/blevesearch/snowballstem, generated from the
// Snowball project's algorithms): a typed word and an option's word with
// the same stem in either language are one word in two forms
// ("gecopperten" and „Der gecopperte“, « remélangerait » and
// « Remélanger »). They run on folded words, so that a missing accent or
// umlaut does not matter ("gewohnlichen"); a German umlaut written out
// ("gewoehnliche") is made plain first.

// minStemmed is the fewest letters a word needs to be compared by its
// stem: shorter words ("nach", "mise") are compared as they are, so that
// a preposition is not taken for the stem of a longer word („nächste“
// stems to "nach").
const minStemmed = 5

// term is one content word of an option or of a typed line (see
// contentWords), with what it is compared by, worked out once: its
// stems (de and fr are "" for a word compared only as it is: a number,
// a rank, a short word), its participle stem (part, see
// participleStem; "" when short), its synonym group (0: none), its
// loose group (see looseGroups; 0: none), whether it holds a digit, and
// whether it could turn a meaning round (flips).
type term struct {
	w, de, fr, part string
	group, loose    int32
	digit, flip     bool
}

// newTerms gives content words their stems.
func newTerms(words []string) []term { return termsLike(words, nil) }

// termsLike gives content words their stems, taken from known terms of
// the same words where there are (the line's, for a part of it).
func termsLike(words []string, known []term) []term {
	if len(words) == 0 {
		return nil
	}
	out := make([]term, len(words))
	var env *snowballstem.Env
next:
	for i, w := range words {
		out[i] = term{w: w, group: int32(synonymGroup[w]), loose: int32(looseGroupOf(w)), digit: hasDigit(w), flip: flips(w)}
		if !out[i].digit {
			if p := participleStem(plainUmlauts(w)); utf8.RuneCountInString(p) >= 5 {
				out[i].part = p
			}
		}
		if !stemmable(w) {
			continue
		}
		for _, k := range known {
			if k.w == w {
				out[i] = k
				continue next
			}
		}
		if env == nil {
			env = envs.Get().(*snowballstem.Env)
			defer envs.Put(env)
		}
		env.SetCurrent(plainUmlauts(w))
		destem.Stem(env)
		de := env.Current()
		env.SetCurrent(w)
		frstem.Stem(env)
		fr := env.Current()
		if utf8.RuneCountInString(de) >= minStemmed-1 {
			out[i].de = de
		}
		if utf8.RuneCountInString(fr) >= minStemmed-1 {
			out[i].fr = fr
		}
	}
	return out
}

// stemmable reports a word of letters long enough to be stemmed: not a
// number, a ratio, a rank ("#13") or a card.
func stemmable(w string) bool {
	if utf8.RuneCountInString(w) < minStemmed {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			if c < utf8.RuneSelf && c != '\'' && c != '-' {
				return false
			}
		}
	}
	return true
}

// plainUmlauts writes a German umlaut typed as two letters as its
// folded letter ("gewoehnlich" → "gewohnlich", as Fold makes
// "gewöhnlich"), for the German stem and the participle stem only.
func plainUmlauts(w string) string {
	if !strings.Contains(w, "e") {
		return w
	}
	return umlautPairs.Replace(w)
}

// envs are the stemmers' environments, reused.
var envs = sync.Pool{New: func() any { return snowballstem.NewEnv("") }}

var umlautPairs = strings.NewReplacer("ae", "a", "oe", "o", "ue", "u")

// sameStem reports two words with the same stem in German or in French.
func sameStem(a, o term) bool {
	return a.de != "" && a.de == o.de || a.fr != "" && a.fr == o.fr
}
