package scenarios

import (
	"regexp"
	"strings"
	"testing"
)

// titlePrefix is the lesson's number before its title: „Pasur 11: “,
// « Pasur 11 : », „Pharo-Quiz: “.
var titlePrefix = regexp.MustCompile(`^[^:]*?\d*[a-z]?[\s\x{a0}]?:\s*`)

// titleParts splits a title into the parts a menu reader sees as topics:
// „Ziel 51 oder 11, feste 11 Runden“ is two.
func titleParts(title string) []string {
	var out []string
	for _, p := range regexp.MustCompile(`, | – `).Split(title, -1) {
		out = append(out, strings.ToLower(strings.TrimSpace(p)))
	}
	return out
}

// TestCorpusTitlesDistinct: within a track of the menu (Pharo, Pharaon,
// Pasur) no two lessons have the same title, and no lesson's title is a
// topic of another's („Feste 11 Runden“ as a lesson and as the second half
// of „Ziel 51 oder 11, feste 11 Runden“), in either language, so that a
// learner can tell every lesson of the menu from the others.
func TestCorpusTitlesDistinct(t *testing.T) {
	all, err := CorpusScenarios()
	if err != nil {
		t.Fatal(err)
	}
	type key struct {
		track string
		lang  Lang
	}
	titles := map[key]map[string]string{} // the bare title → the lesson
	parts := map[key]map[string]string{}  // a topic of a title → the lesson
	for _, sc := range all {
		track := string(sc.Game)
		if sc.Game == Faro {
			track += "/" + sc.Profile.String()
		}
		for _, l := range []Lang{German, French} {
			text := sc.Title[l]
			if text == "" {
				continue
			}
			k := key{track, l}
			if titles[k] == nil {
				titles[k], parts[k] = map[string]string{}, map[string]string{}
			}
			bare := strings.ToLower(titlePrefix.ReplaceAllString(text, ""))
			if other, dup := titles[k][bare]; dup {
				t.Errorf("%s and %s have the same title (%s): %q", other, sc.ID, l, bare)
			}
			titles[k][bare] = sc.ID
			if ps := titleParts(bare); len(ps) > 1 {
				for _, p := range ps {
					parts[k][p] = sc.ID
				}
			}
		}
	}
	for k, ts := range titles {
		for bare, id := range ts {
			if other, ok := parts[k][bare]; ok && other != id {
				t.Errorf("the title of %s (%q, %s) is also a topic of %s's title", id, bare, k.lang, other)
			}
		}
	}
	if len(titles) < 6 {
		t.Errorf("found %d tracks and languages, want 6: the test reads the titles wrongly", len(titles))
	}
}
