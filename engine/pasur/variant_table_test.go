package pasur

import (
	"reflect"
	"strings"
	"testing"
)

// Every field of Variants is one entry of AllVariants, by its yaml name,
// and every boolean entry's Switch points to its own field: a variant
// added as a field but not as an entry (or the reverse, or with the
// switch of another) fails here.
func TestAllVariantsHoldEveryField(t *testing.T) {
	typ := reflect.TypeOf(Variants{})
	all := AllVariants()
	if len(all) != typ.NumField() {
		t.Fatalf("%d entries for %d fields of Variants", len(all), typ.NumField())
	}
	byName := map[VariantName]Variant{}
	for _, v := range all {
		if _, dup := byName[v.Name]; dup {
			t.Fatalf("%s listed twice", v.Name)
		}
		byName[v.Name] = v
		if v.Rule != "" && !strings.HasPrefix(string(v.Rule), "pasur.variant.") {
			t.Errorf("%s: rule %q is not a variant's rule", v.Name, v.Rule)
		}
	}
	if all[0].Name != VarTarget || all[0].Switch != nil {
		t.Fatalf("the target comes first and has no switch: %+v", all[0])
	}
	for i := 0; i < typ.NumField(); i++ {
		f := typ.Field(i)
		name := VariantName(strings.Split(f.Tag.Get("yaml"), ",")[0])
		v, ok := byName[name]
		if !ok {
			t.Errorf("field %s (%s) has no entry in AllVariants", f.Name, name)
			continue
		}
		if f.Type.Kind() != reflect.Bool {
			continue
		}
		if v.Switch == nil {
			t.Errorf("%s: no switch", name)
			continue
		}
		var x Variants
		*v.Switch(&x) = true
		if !reflect.ValueOf(x).Field(i).Bool() {
			t.Errorf("%s: its switch sets another field than %s", name, f.Name)
		}
	}
}
