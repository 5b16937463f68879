package scenarios

import (
	"os"
	"strings"
	"testing"
)

// TestSeparatorsAreControl: a line separator, a paragraph separator or a
// byte-order mark inside a lesson's text would reach the terminal (a
// title broken in two, an invisible character); the loader refuses them
// as control characters, written raw or escaped. A byte-order mark at the
// very start of the file is allowed.
func TestSeparatorsAreControl(t *testing.T) {
	src, err := os.ReadFile("../cmd/croupier/testdata/scenarios/ok/abzug.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, title := range []string{"Ab\u2028zug", "Ab\u2029zug", "Ab\ufeffzug", `"Ab\u2028zug"`, `"Ab\ufeffzug"`} {
		data := []byte(strings.Replace(string(src), "title: Ein Abzug", "title: "+title, 1))
		_, diags := Load("a.yaml", data)
		found := false
		for _, d := range diags {
			found = found || d.Code == CodeControlChar
		}
		if !found {
			t.Errorf("title %q: %v", title, diags)
		}
	}
	if _, diags := Load("bom.yaml", append([]byte("\ufeff"), src...)); len(diags) != 0 {
		t.Errorf("a leading byte-order mark: %v", diags)
	}
}
