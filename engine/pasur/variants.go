package pasur

import (
	"strconv"
	"strings"

	"croupier/engine"
)

// Variants are the named switches of RULINGS.md "Pasur", **Variants**. The
// zero value is the standard game except that Target 0 stands for the
// default target 62; DefaultVariants spells the default out. The yaml tags
// are the variant names of scenario files (see VariantNames).
type Variants struct {
	// Target is the match target: 62 (default; 0 means 62), 51 or 11.
	Target int `yaml:"target,omitempty"`
	// NoSurAt50: no sur for a side that has 50 or more points at the start
	// of the round.
	NoSurAt50 bool `yaml:"no_sur_at_50,omitempty"`
	// NoSurLastDeal: no sur in the last deal of a round (talon empty).
	NoSurLastDeal bool `yaml:"no_sur_last_deal,omitempty"`
	// NoSurWithJack: a jack that clears the table makes no sur.
	NoSurWithJack bool `yaml:"no_sur_with_jack,omitempty"`
	// SurCancel: opponents' surs cancel one for one (two sides only).
	SurCancel bool `yaml:"sur_cancel,omitempty"`
	// SevenDiamonds: the 7♦ is worth 1 point.
	SevenDiamonds bool `yaml:"seven_diamonds,omitempty"`
	// FixedRounds: exactly 11 rounds; highest total wins, equal totals draw.
	FixedRounds bool `yaml:"fixed_rounds,omitempty"`
	// JacksEleven: a played jack takes disjoint groups of table cards each
	// summing to 11, a table jack counting as a group of its own; no sweep.
	JacksEleven bool `yaml:"jacks_eleven,omitempty"`
	// FourSolo: four players play each for themselves, no partnerships.
	FourSolo bool `yaml:"four_solo,omitempty"`
	// Children: children's Pasur: no sums, no sweep; every card takes the
	// table cards of its own rank.
	Children bool `yaml:"children,omitempty"`
	// Clockwise: play and deal go clockwise instead of counter-clockwise,
	// against the seat numbering: the player after seat i is seat i-1.
	Clockwise bool `yaml:"clockwise,omitempty"`
}

// DefaultTarget is the standard match target (pasur.de.txt "Gewinnen").
const DefaultTarget = 62

// FixedRoundCount is the number of rounds of the variant "fixed_rounds".
const FixedRoundCount = 11

// SurBarrier is the score from which the variant "no_sur_at_50" stops surs.
const SurBarrier = 50

// DefaultVariants returns the standard rules: target 62, every switch off.
func DefaultVariants() Variants { return Variants{Target: DefaultTarget} }

// VariantName is the stable, language-neutral name of one variant switch,
// as written in scenario files.
type VariantName string

// The variant names.
const (
	VarTarget        VariantName = "target"
	VarNoSurAt50     VariantName = "no_sur_at_50"
	VarNoSurLastDeal VariantName = "no_sur_last_deal"
	VarNoSurWithJack VariantName = "no_sur_with_jack"
	VarSurCancel     VariantName = "sur_cancel"
	VarSevenDiamonds VariantName = "seven_diamonds"
	VarFixedRounds   VariantName = "fixed_rounds"
	VarJacksEleven   VariantName = "jacks_eleven"
	VarFourSolo      VariantName = "four_solo"
	VarChildren      VariantName = "children"
	VarClockwise     VariantName = "clockwise"
)

// Variant is everything the engine knows of one variant apart from where
// its rule acts: its name, the rule id its texts and refusals cite, and
// its switch in Variants. A new variant is a field of Variants, an entry
// of AllVariants and its effect; locales holds its words (a test fails on
// a variant without them).
type Variant struct {
	// Name is the variant's name in scenario files.
	Name VariantName
	// Rule is the id of the variant's own rule, cited where it acts or
	// where a table refuses it; "" for a variant that only changes a
	// count (seven_diamonds, fixed_rounds, clockwise).
	Rule RuleID
	// Switch points to the variant's switch in v; nil for the target, the
	// one variant that takes a number.
	Switch func(v *Variants) *bool
}

// AllVariants lists every variant in a fixed order, the target first.
func AllVariants() []Variant {
	return []Variant{
		{VarTarget, RuleTarget, nil},
		{VarNoSurAt50, RuleNoSurAt50, func(v *Variants) *bool { return &v.NoSurAt50 }},
		{VarNoSurLastDeal, RuleNoSurLastDeal, func(v *Variants) *bool { return &v.NoSurLastDeal }},
		{VarNoSurWithJack, RuleNoSurWithJack, func(v *Variants) *bool { return &v.NoSurWithJack }},
		{VarSurCancel, RuleSurCancelSides, func(v *Variants) *bool { return &v.SurCancel }},
		{VarSevenDiamonds, "", func(v *Variants) *bool { return &v.SevenDiamonds }},
		{VarFixedRounds, "", func(v *Variants) *bool { return &v.FixedRounds }},
		{VarJacksEleven, RuleCaptureJack11, func(v *Variants) *bool { return &v.JacksEleven }},
		{VarFourSolo, RuleFourSolo, func(v *Variants) *bool { return &v.FourSolo }},
		{VarChildren, RuleCaptureChildren, func(v *Variants) *bool { return &v.Children }},
		{VarClockwise, "", func(v *Variants) *bool { return &v.Clockwise }},
	}
}

// VariantNames lists every variant name in AllVariants' order.
func VariantNames() []string {
	all := AllVariants()
	out := make([]string, len(all))
	for i, v := range all {
		out[i] = string(v.Name)
	}
	return out
}

// ParseVariant reads a variant name. Letter case is ignored and "-" or a
// space may stand for "_" ("No-Sur-At-50"). An unknown name is refused with
// a *ConfigError wrapping ErrUnknownVariant whose Choices list every name.
func ParseVariant(name string) (VariantName, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	n = strings.NewReplacer("-", "_", " ", "_").Replace(n)
	for _, v := range VariantNames() {
		if n == v {
			return VariantName(v), nil
		}
	}
	return "", &ConfigError{Rule: RuleVariant, Err: ErrUnknownVariant, Variant: name, Choices: VariantNames()}
}

// Set sets one variant from its name and a value as written in a scenario
// file: "target" takes 62, 51 or 11; every other name takes a boolean
// (true/false, yes/no, on/off, 1/0; an empty value means true).
func (v *Variants) Set(name, value string) error {
	vn, err := ParseVariant(name)
	if err != nil {
		return err
	}
	val := strings.ToLower(strings.TrimSpace(value))
	if vn == VarTarget {
		t, err := strconv.Atoi(val)
		if err != nil || !validTarget(t) {
			return &ConfigError{Rule: RuleTarget, Err: ErrTarget, Variant: string(vn), Value: value}
		}
		v.Target = t
		return nil
	}
	var on bool
	switch val {
	case "", "true", "yes", "on", "1":
		on = true
	case "false", "no", "off", "0":
		on = false
	default:
		return &ConfigError{Rule: RuleVariant, Err: ErrVariantValue, Variant: string(vn), Value: value}
	}
	*v.flag(vn) = on
	return nil
}

// Apply sets one variant from a spec: a bare name turns a switch on
// ("no_sur_at_50"), and "name=value" or "name: value" sets a value
// ("target: 51", "clockwise=false").
func (v *Variants) Apply(spec string) error {
	name, value := spec, ""
	if i := strings.IndexAny(spec, "=:"); i >= 0 {
		name, value = spec[:i], spec[i+1:]
	}
	return v.Set(name, value)
}

// ParseVariants starts from DefaultVariants and applies each spec in turn
// (see Apply).
func ParseVariants(specs ...string) (Variants, error) {
	v := DefaultVariants()
	for _, s := range specs {
		if err := v.Apply(s); err != nil {
			return DefaultVariants(), err
		}
	}
	return v, nil
}

// flag returns the boolean switch of a name other than "target".
func (v *Variants) flag(n VariantName) *bool {
	for _, x := range AllVariants() {
		if x.Name == n && x.Switch != nil {
			return x.Switch(v)
		}
	}
	return new(bool)
}

// Enabled lists the variants that differ from the standard game, as specs
// Apply accepts ("target: 51", "no_sur_at_50", …), in VariantNames order.
func (v Variants) Enabled() []string {
	var out []string
	if t := v.TargetScore(); t != DefaultTarget {
		out = append(out, string(VarTarget)+": "+strconv.Itoa(t))
	}
	for _, n := range VariantNames()[1:] {
		if *v.flag(VariantName(n)) {
			out = append(out, n)
		}
	}
	return out
}

// String lists the enabled variants separated by commas, or "standard".
func (v Variants) String() string {
	e := v.Enabled()
	if len(e) == 0 {
		return "standard"
	}
	return strings.Join(e, ", ")
}

// TargetScore returns the match target, reading 0 as DefaultTarget.
func (v Variants) TargetScore() int {
	if v.Target == 0 {
		return DefaultTarget
	}
	return v.Target
}

func validTarget(t int) bool { return t == 0 || t == DefaultTarget || t == 51 || t == 11 }

// SurDenied names the variant that denies a sur for clearing the table
// with card, or "" if the sur counts: lastDeal tells whether the talon is
// empty, before is the capturing side's match total at the start of the
// round. The checks run in this order: jack, last deal, 50 points.
func (v Variants) SurDenied(card engine.Card, lastDeal bool, before int) RuleID {
	switch {
	case v.NoSurWithJack && card.Rank == engine.Jack:
		return RuleNoSurWithJack
	case v.NoSurLastDeal && lastDeal:
		return RuleNoSurLastDeal
	case v.NoSurAt50 && before >= SurBarrier:
		return RuleNoSurAt50
	}
	return ""
}
