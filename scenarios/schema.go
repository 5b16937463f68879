package scenarios

import (
	"bytes"
	"encoding/json"

	"croupier/engine/pasur"
)

// SchemaID is the schema's $id: a name, not an address (the schema is
// printed by "croupier schema" and kept in docs/scenario.schema.json; it
// is not served anywhere).
const SchemaID = "urn:croupier:scenario-format:2"

// obj is a JSON object of the schema, written with its keys in order.
type obj []kv

type kv struct {
	k string
	v any
}

// MarshalJSON writes the object's keys in the order given.
func (o obj) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, e := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(e.k)
		b.Write(k)
		b.WriteByte(':')
		v, err := json.Marshal(e.v)
		if err != nil {
			return nil, err
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func ref(name string) obj { return obj{{"$ref", "#/$defs/" + name}} }

func enumOf(vals ...string) obj { return obj{{"enum", vals}} }

// closed is an object with exactly the given properties, some required.
func closed(props obj, required ...string) obj {
	o := obj{{"type", "object"}, {"additionalProperties", false}, {"properties", props}}
	if len(required) > 0 {
		o = append(o, kv{"required", required})
	}
	return o
}

func listOf(item any) obj { return obj{{"type", "array"}, {"items", item}} }

func boolean() obj { return obj{{"type", "boolean"}} }

func intIn(lo, hi int) obj { return obj{{"type", "integer"}, {"minimum", lo}, {"maximum", hi}} }

// Patterns of the schema: what the loader reads (engine.ParseCard's
// neutral forms: "10♦", "K♢", "qs", "10 ♦", "♦ 10"; ranks A 1 2–10 J Q K;
// amounts with halves).
const (
	rankRE   = `(?:10|[1-9]|[AaJjQqKk])`
	suitRE   = `[♣♦♥♠♧♢♡♤CcDdHhSs]`
	cardRE   = `^\s*(?:` + rankRE + `[\s_-]*` + suitRE + `|` + suitRE + `[\s_-]+` + rankRE + `)\s*$`
	amountRE = `^\s*[+\-−]?\s*(?:\d+\s*(?:½|[.,][05]| 1/2)?|½|\d+/2)\s*$`
	oddsRE   = `^\s*[+\-−]?(?:\d+\s*/\s*\d+|\d*[.,]?\d+\s*%?)\s*$`
)

// Schema returns the JSON Schema (draft 2020-12) of the scenario format,
// generated from the loader's own lists (keys, kinds, variants, rule ids),
// so that it cannot drift: "croupier schema" prints it and
// docs/scenario.schema.json is a copy a test keeps equal.
func Schema() []byte {
	s := obj{
		{"$schema", "https://json-schema.org/draft/2020-12/schema"},
		{"$id", SchemaID},
		{"title", "croupier scenario"},
		{"description", "A croupier scenario file (docs/scenario-format.md). The loader checks more than this schema: cards against each other, every action replayed against the engine."},
		{"type", "object"},
		{"additionalProperties", false},
		{"required", []string{"id", "lang", "title", "game", "players"}},
		{"properties", topProperties()},
		{"oneOf", []any{
			obj{{"required", []string{"deck", "steps"}}, {"not", obj{{"anyOf", []any{obj{{"required", []string{"deals"}}}, obj{{"required", []string{"rounds"}}}}}}}},
			obj{{"required", []string{"deals"}}, {"not", obj{{"anyOf", []any{obj{{"required", []string{"deck"}}}, obj{{"required", []string{"steps"}}}, obj{{"required", []string{"rounds"}}}}}}}},
			obj{{"required", []string{"rounds"}}, {"not", obj{{"anyOf", []any{obj{{"required", []string{"deck"}}}, obj{{"required", []string{"steps"}}}, obj{{"required", []string{"deals"}}}}}}}},
		}},
		{"allOf", gameRules()},
		{"$defs", defs()},
	}
	out, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil
	}
	return append(out, '\n')
}

func topProperties() obj {
	return obj{
		{"id", obj{{"type", "string"}, {"pattern", `^[a-z0-9][a-z0-9_-]{0,63}$`}}},
		{"lang", obj{{"oneOf", []any{enumOf(knownLangs()...), obj{{"type", "array"}, {"items", enumOf(knownLangs()...)}, {"minItems", 1}, {"uniqueItems", true}}}}}},
		{"title", ref("text")},
		{"intro", ref("text")},
		{"order", obj{{"type", "number"}, {"minimum", 0}, {"maximum", 10000}, {"description", "Where the lesson falls in its track of the menu (default: the number in its id)."}}},
		{"requires", obj{{"type", "array"}, {"items", obj{{"type", "string"}, {"pattern", `^[a-z0-9][a-z0-9_-]{0,63}$`}}}, {"maxItems", MaxRequires}, {"uniqueItems", true}}},
		{"game", enumOf(string(Faro), string(Pasur))},
		{"profile", obj{{"enum", []string{"pharo", "pharaon"}}, {"description", "Faro only: pharo (chips) or pharaon (points)."}}},
		{"variants", listOf(obj{{"oneOf", []any{enumOf(append([]string{"high_card"}, variantSwitches()...)...), variantMapping()}}})},
		{"players", obj{{"type", "array"}, {"minItems", 2}, {"maxItems", 10}, {"items", closed(obj{
			{"name", obj{{"type", "string"}, {"minLength", 1}}},
			{"banker", boolean()}, {"dealer", boolean()},
			{"chips", ref("amount")}, {"points", ref("amount")},
		}, "name")}}},
		{"limits", closed(obj{{"min", intIn(1, 1_000_000)}, {"max", intIn(1, 1_000_000)}})},
		{"session", obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{{"rounds", intIn(1, 100)}})}}}},
		{"deck", ref("deck")},
		{"steps", ref("steps")},
		{"deals", obj{{"type", "array"}, {"minItems", 1}, {"maxItems", MaxParts}, {"items", closed(obj{{"deck", ref("deck")}, {"steps", ref("steps")}}, "deck", "steps")}}},
		{"rounds", obj{{"type", "array"}, {"minItems", 1}, {"maxItems", MaxParts}, {"items", closed(obj{{"deck", ref("deck")}, {"steps", ref("steps")}}, "deck", "steps")}}},
	}
}

// variantSwitches are Pasur's on/off variants.
func variantSwitches() []string {
	var out []string
	for _, n := range pasur.VariantNames() {
		if n != string(pasur.VarTarget) {
			out = append(out, n)
		}
	}
	return out
}

func variantMapping() obj {
	props := obj{{"target", obj{{"enum", []int{62, 51, 11}}}}}
	for _, n := range variantSwitches() {
		props = append(props, kv{n, boolean()})
	}
	return obj{{"type", "object"}, {"minProperties", 1}, {"maxProperties", 1}, {"additionalProperties", false}, {"properties", props}}
}

// gameRules are the shapes that depend on the game and profile: Faro needs
// a profile, Pasur has none; Pharaon has no split, no high card, no
// limits; Pasur has no deals, Faro no rounds.
func gameRules() []any {
	notKeys := func(keys ...string) obj {
		var any []any
		for _, k := range keys {
			any = append(any, obj{{"required", []string{k}}})
		}
		return obj{{"not", obj{{"anyOf", any}}}}
	}
	noStep := func(kinds ...string) obj {
		var any []any
		for _, k := range kinds {
			any = append(any, obj{{"required", []string{k}}})
		}
		step := obj{{"not", obj{{"anyOf", any}}}}
		steps := listOf(step)
		return obj{{"properties", obj{
			{"steps", steps},
			{"deals", listOf(obj{{"properties", obj{{"steps", steps}}}})},
		}}}
	}
	return []any{
		obj{{"if", obj{{"properties", obj{{"game", obj{{"const", "faro"}}}}}}},
			{"then", obj{{"required", []string{"profile"}}, {"allOf", []any{notKeys("rounds")}}}},
			{"else", notKeys("profile", "limits", "session", "deals")}},
		obj{{"if", obj{{"properties", obj{{"profile", obj{{"const", "pharaon"}}}}}, {"required", []string{"profile"}}}},
			{"then", obj{{"allOf", []any{notKeys("limits", "variants"), noStep("split", "high_card")}}}}},
	}
}

func defs() obj {
	d := obj{
		{"card", obj{{"type", "string"}, {"pattern", cardRE}, {"description", "A card in the neutral notation: rank A 2–10 J Q K, suit ♣♦♥♠ (♧♢♡♤) or C D H S: 10♦, QS, K♢, \"10 ♦\"."}}},
		{"cards", listOf(ref("card"))},
		{"rank", obj{{"oneOf", []any{intIn(1, 10), obj{{"type", "string"}, {"pattern", `^\s*` + rankRE + `\s*$`}}}}, {"description", "A rank: A, 2 … 10, J, Q, K (quote digits or not)."}}},
		{"ranks", listOf(ref("rank"))},
		{"amount", obj{{"oneOf", []any{obj{{"type", "number"}, {"multipleOf", 0.5}}, obj{{"type", "string"}, {"pattern", amountRE}}}}, {"description", "An exact amount: 4, +4, -6, 1½ (also 1.5, 1,5)."}}},
		{"text", obj{{"oneOf", []any{obj{{"type", "string"}, {"minLength", 1}}, obj{{"type", "object"}, {"properties", obj{{"de", obj{{"type", "string"}, {"minLength", 1}}}, {"fr", obj{{"type", "string"}, {"minLength", 1}}}}}, {"additionalProperties", false}, {"minProperties", 1}}}}, {"description", "A text the learner sees: a string (one declared language) or {de: …, fr: …}."}}},
		{"player", obj{{"type", "string"}, {"minLength", 1}}},
		{"rule", obj{{"enum", append(FaroRules(), PasurRules()...)}, {"description", "A rule id of the engines (docs/scenario-format.md lists them)."}}},
		{"deck", closed(obj{
			{"cards", ref("cards")}, {"bottom", ref("cards")},
			{"seed", intIn(0, 1<<53)},
			{"hands", obj{{"type", "object"}, {"additionalProperties", ref("cards")}}},
			{"table", ref("cards")}, {"talon", ref("cards")},
		})},
		{"steps", obj{{"type", "array"}, {"minItems", 1}, {"items", ref("step")}}},
		{"step", step()},
		{"turn", obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{
			{"count", intIn(1, 25)},
			{"until", enumOf(UntilLast, UntilEnd)},
			{"expect", obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{{"loser", ref("card")}, {"winner", ref("card")}, {"hock", ref("card")}})}}}},
		})}}}},
		{"ask", ask()},
		{"bet_spec", closed(obj{
			{"player", ref("player")}, {"rank", ref("rank")}, {"ranks", obj{{"type", "array"}, {"items", ref("rank")}, {"minItems", 2}, {"maxItems", 3}}},
			{"high_card", obj{{"const", true}}}, {"order", ref("ranks")}, {"colours", listOf(enumOf("red", "black"))},
			{"stake", ref("amount")}, {"copper", boolean()},
		}, "stake")},
		{"names", obj{{"type", "array"}, {"items", ref("player")}, {"minItems", 1}, {"uniqueItems", true}}},
		{"by_player", obj{{"type", "object"}, {"additionalProperties", ref("amount")}}},
	}
	for _, a := range actions() {
		d = append(d, kv{"action_" + a.k, a.v})
	}
	return d
}

func step() obj {
	var kinds []any
	add := func(k string, v any) { kinds = append(kinds, closed(obj{{k, v}}, k)) }
	add("say", ref("text"))
	for _, a := range actions() {
		add(a.k, ref("action_"+a.k))
	}
	add("turn", ref("turn"))
	add("ask", ref("ask"))
	return obj{{"oneOf", kinds}}
}

func actions() obj {
	stake := ref("amount")
	p := ref("player")
	return obj{
		{"bet", closed(obj{{"player", p}, {"rank", ref("rank")}, {"stake", stake}, {"copper", boolean()}}, "player", "rank", "stake")},
		{"split", closed(obj{{"player", p}, {"ranks", obj{{"type", "array"}, {"items", ref("rank")}, {"minItems", 2}, {"maxItems", 2}}}, {"stake", stake}, {"copper", boolean()}}, "player", "ranks", "stake")},
		{"high_card", closed(obj{{"player", p}, {"stake", stake}}, "player", "stake")},
		{"change", closed(obj{{"player", p}, {"rank", ref("rank")}, {"ranks", ref("ranks")}, {"high_card", obj{{"const", true}}}, {"copper", boolean()}, {"stake", stake}}, "player", "stake")},
		{"remove", closed(obj{{"player", p}, {"rank", ref("rank")}, {"ranks", ref("ranks")}, {"high_card", obj{{"const", true}}}, {"copper", boolean()}}, "player")},
		{"call", closed(obj{{"player", p}, {"order", obj{{"type", "array"}, {"items", ref("rank")}, {"minItems", 3}, {"maxItems", 3}}}, {"colours", obj{{"type", "array"}, {"items", enumOf("red", "black")}, {"minItems", 3}, {"maxItems", 3}}}, {"stake", stake}}, "player", "stake")},
		{"play", closed(obj{{"player", p}, {"card", ref("card")}, {"take", ref("cards")}}, "player", "card")},
	}
}

// The parameters several kinds share in the schema: none (the kind's key
// stands alone or with {}), a player that must be named, one that may be,
// {next: true}.
func schemaNone() obj { return obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{})}}} }

func schemaPlayer() obj { return closed(obj{{"player", ref("player")}}, "player") }

func schemaOptPlayer() obj {
	return obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{{"player", ref("player")}})}}}
}

func schemaNext() obj {
	return obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{{"next", boolean()}})}}}
}

func ask() obj {
	props := obj{
		{"question", ref("text")}, {"hint", ref("text")}, {"explain", ref("text")},
		{"rule", ref("rule")}, {"expect", obj{}}, {"choices", obj{{"type", "array"}, {"minItems", 2}}},
	}
	var oneKind, expects []any
	for _, k := range registry {
		params, expct := k.schema()
		props = append(props, kv{string(k.name), params})
		oneKind = append(oneKind, obj{{"required", []string{string(k.name)}}})
		if expct != nil {
			expects = append(expects, obj{{"if", obj{{"required", []string{string(k.name)}}}},
				{"then", obj{{"properties", obj{{"expect", obj{{"oneOf", []any{obj{{"type", "null"}}, expct}}}}}}}}})
		}
	}
	return obj{{"type", "object"}, {"additionalProperties", false}, {"required", []string{"question"}},
		{"properties", props}, {"oneOf", oneKind}, {"allOf", expects}}
}
