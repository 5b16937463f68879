package opponent

import (
	"reflect"
	"testing"

	"croupier/engine/pasur"
)

// Every field of pasur.Variants enters the coach's seeds (issue 21):
// turning any one switch, or setting the target to another allowed
// value, changes the key. A variant added to pasur.Variants that the key
// could not read fails here.
func TestViewKeyVariants(t *testing.T) {
	base := pasur.DefaultVariants()
	k0 := variantsKey(base)
	rt := reflect.TypeOf(base)
	seen := map[uint64]string{k0: "standard"}
	for i := 0; i < rt.NumField(); i++ {
		v := base
		f := reflect.ValueOf(&v).Elem().Field(i)
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int:
			f.SetInt(51) // the target: 51 is allowed
		default:
			t.Fatalf("pasur.Variants.%s is a %v: give variantsKey a way to read it", rt.Field(i).Name, f.Kind())
		}
		k := variantsKey(v)
		if prev, dup := seen[k]; dup {
			t.Errorf("pasur.Variants.%s leaves the key as %s does", rt.Field(i).Name, prev)
		}
		seen[k] = rt.Field(i).Name
	}
	// The key of a view changes with the variants too.
	a := positionA.view(t)
	b := spotTable{specs: []string{"seven_diamonds"}, hands: positionA.hands, table: positionA.table, last: -1}.view(t)
	if viewKey(&a) == viewKey(&b) {
		t.Error("the view's key ignores the variants")
	}
}
