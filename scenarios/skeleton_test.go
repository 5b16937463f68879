package scenarios

import "testing"

// TestSkeletons: every skeleton loads (croupier check accepts it) and
// croupier fill completes it into a passing scenario.
func TestSkeletons(t *testing.T) {
	for _, k := range SkeletonKinds() {
		for _, l := range []Lang{German, French} {
			data, err := Skeleton(k, l)
			if err != nil {
				t.Fatal(err)
			}
			name := k + "." + string(l)
			s, diags := Load(name, data)
			if len(diags) > 0 {
				t.Fatalf("%s: %v", name, Diagnostics(diags))
			}
			out, changes, err := Fill(s)
			if err != nil || len(changes) == 0 {
				t.Fatalf("%s: fill %v, %d changes", name, err, len(changes))
			}
			s2, diags := Load(name, out)
			if len(diags) > 0 {
				t.Fatalf("%s filled: %v\n%s", name, Diagnostics(diags), out)
			}
			if res := Run(s2); !res.Passed() || res.Checked == 0 {
				t.Errorf("%s filled: %+v", name, res)
			}
		}
	}
	if _, err := Skeleton("poker", German); err == nil {
		t.Error("poker skeleton")
	}
}
