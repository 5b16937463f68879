package scenarios

import (
	"bytes"
	"encoding/json"

	"croupier/engine/faro"
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

// intIn is a whole number from lo to hi, written as a number (a quoted
// "9" is text, and the loader refuses it too).
func intIn(lo, hi int64) obj { return obj{{"type", "integer"}, {"minimum", lo}, {"maximum", hi}} }

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

// dialect is what the schema distinguishes within the format: a game and,
// for Faro, its profile. Steps, question kinds, players, variants and the
// deck differ between them; the schema gives each its own definitions,
// chosen by the file's game and profile (if/then), so that an editor
// offers only what the file's game allows.
type dialect struct {
	name    string // pharo, pharaon, pasur: the suffix of its definitions
	game    Game
	profile faro.Profile
}

var (
	dialectPharo   = dialect{"pharo", Faro, faro.Pharo}
	dialectPharaon = dialect{"pharaon", Faro, faro.Pharaon}
	dialectPasur   = dialect{"pasur", Pasur, 0}
	dialects       = []dialect{dialectPharo, dialectPharaon, dialectPasur}
)

// actionKeys are the action steps of the dialect (split and high card are
// Pharo's alone).
func (d dialect) actionKeys() []string {
	var out []string
	for _, k := range actionNames(d.game) {
		if d.profile == faro.Pharaon && (k == string(ActSplit) || k == string(ActHighCard)) {
			continue
		}
		out = append(out, k)
	}
	return out
}

// Schema returns the JSON Schema (draft 2020-12) of the scenario format,
// generated from the loader's own lists (keys, the registry of question
// kinds, variants, rule ids), so that it cannot drift: "croupier schema"
// prints it and docs/scenario.schema.json is a copy a test keeps equal.
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
		{"dependentRequired", obj{{"session", []string{"deals"}}, {"match", []string{"rounds"}}}},
		{"allOf", append(gameRules(), langRules()...)},
		{"$defs", defs()},
	}
	out, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil
	}
	return append(out, '\n')
}

// topProperties are the keys of a file. The keys whose value depends on the
// game and profile are only sketched here; gameRules gives their shape.
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
		{"variants", obj{{"type", "array"}, {"description", "Faro pharo: [high_card]; Pasur: the engine's variants."}}},
		{"players", obj{{"type", "array"}, {"description", "The players in seat order: Faro 2–10 (one banker), Pasur 2–4."}}},
		{"limits", obj{{"type", "object"}, {"description", "Pharo only: {min: 1, max: 10}."}}},
		{"session", obj{{"description", "Faro, with deals: {rounds: N, start: {played: N, standing: {Name: amount, …}}}."}}},
		{"match", obj{{"description", "Pasur, with rounds: {seed: N, start: {played: N, standing: {Name: total, …}}}; seed: the seed of the table checks."}}},
		{"deck", obj{{"type", "object"}}},
		{"steps", obj{{"type", "array"}}},
		{"deals", obj{{"type", "array"}, {"description", "Faro: a session of several deals."}}},
		{"rounds", obj{{"type", "array"}, {"description", "Pasur: a match of several rounds."}}},
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

// notKeys refuses each of the keys.
func notKeys(keys ...string) obj {
	var any []any
	for _, k := range keys {
		any = append(any, obj{{"required", []string{k}}})
	}
	return obj{{"not", obj{{"anyOf", any}}}}
}

// gameRules give the keys whose shape depends on the game and profile,
// one if/then per dialect: Faro needs a profile, Pasur has none; Pharaon
// has no split, no high card, no limits, no variants and banks once per
// player; Pasur has no deals, Faro no rounds; a match's players bring no
// points.
func gameRules() []any {
	isGame := func(g Game) obj {
		return obj{{"properties", obj{{"game", obj{{"const", string(g)}}}}}, {"required", []string{"game"}}}
	}
	isProfile := func(p faro.Profile) obj {
		return obj{{"properties", obj{{"game", obj{{"const", string(Faro)}}}, {"profile", obj{{"const", p.String()}}}}}, {"required", []string{"game", "profile"}}}
	}
	parts := func(d dialect) obj {
		return obj{{"type", "array"}, {"minItems", 1}, {"maxItems", MaxParts}, {"items", closed(obj{{"deck", ref("deck_" + string(d.game))}, {"steps", ref("steps_" + d.name)}}, "deck", "steps")}}
	}
	session := func(hi int64, d dialect) obj {
		return obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{{"rounds", intIn(1, hi)}, {"start", startSchema(d)}})}}}
	}
	pasurVariants := obj{{"type", "array"}, {"uniqueItems", true}, {"items", obj{{"oneOf", []any{enumOf(variantSwitches()...), variantMapping()}}}}}
	return []any{
		obj{{"if", isGame(Faro)}, {"then", obj{{"required", []string{"profile"}}, {"allOf", []any{notKeys("rounds", "match"),
			// a resumed session's players bring what start says, not chips or points
			obj{{"if", obj{{"properties", obj{{"session", obj{{"type", "object"}, {"required", []string{"start"}}}}}}, {"required", []string{"session"}}}},
				{"then", obj{{"properties", obj{{"players", obj{{"items", notKeys("chips", "points")}}}}}}}},
		}}}}},
		obj{{"if", isProfile(faro.Pharo)}, {"then", obj{{"properties", obj{
			{"variants", obj{{"type", "array"}, {"uniqueItems", true}, {"items", enumOf("high_card")}}},
			{"players", ref("players_pharo")},
			{"limits", closed(obj{{"min", intIn(1, faro.StakeCap)}, {"max", intIn(1, faro.StakeCap)}})},
			{"session", session(faro.MaxRounds, dialectPharo)},
			{"deck", ref("deck_faro")}, {"steps", ref("steps_pharo")}, {"deals", parts(dialectPharo)},
		}}}}},
		obj{{"if", isProfile(faro.Pharaon)}, {"then", obj{{"properties", obj{
			{"players", ref("players_pharaon")},
			{"session", session(1, dialectPharaon)},
			{"deck", ref("deck_faro")}, {"steps", ref("steps_pharaon")}, {"deals", parts(dialectPharaon)},
		}}, {"allOf", []any{notKeys("limits", "variants")}}}}},
		obj{{"if", isGame(Pasur)}, {"then", obj{{"properties", obj{
			{"variants", pasurVariants},
			{"players", ref("players_pasur")},
			{"match", obj{{"oneOf", []any{obj{{"type", "null"}}, closed(obj{{"seed", ref("seed")}, {"start", startSchema(dialectPasur)}})}}}},
			{"deck", ref("deck_pasur")}, {"steps", ref("steps_pasur")}, {"rounds", parts(dialectPasur)},
		}}, {"allOf", []any{
			notKeys("profile", "limits", "session", "deals"),
			obj{{"if", obj{{"required", []string{"rounds"}}}}, {"then", obj{{"properties", obj{{"players", obj{{"items", notKeys("points")}}}}}}}},
		}}}}},
	}
}

// startSchema is session: {start: …} or match: {start: …} of a dialect:
// the deals or rounds played before and the standing by player name
// (Pharo chips in halves, Pharaon whole points, Pasur whole totals). The
// loader alone checks the names against the players and the sums.
func startSchema(d dialect) obj {
	played, standing := intIn(0, faro.MaxRounds*faro.MaxPlayers-1), amountIn(-faro.ChipCap, faro.ChipCap, 0.5)
	switch {
	case d.game == Pasur:
		played, standing = intIn(0, pasur.MaxStartTotal), intIn(0, pasur.MaxStartTotal)
	case d.profile == faro.Pharaon:
		played, standing = intIn(0, faro.MaxPlayers-1), amountIn(-faro.ChipCap, faro.ChipCap, 1)
	}
	return append(closed(obj{
		{"played", played},
		{"standing", obj{{"type", "object"}, {"minProperties", 1}, {"additionalProperties", standing}}},
	}, "standing"), kv{"description", "Where the session or match resumes: the deals (rounds) played before the file's first, and each player's standing then (docs/scenario-format.md)."})
}

// players is the list of players of a dialect: Faro 2 to 10 with exactly
// one banker, Pharo chips or Pharaon points; Pasur 2 to 4, a dealer at
// most, points brought to the round.
func players(d dialect) obj {
	name := obj{{"type", "string"}, {"minLength", 1}}
	banker := obj{{"properties", obj{{"banker", obj{{"const", true}}}}}, {"required", []string{"banker"}}}
	switch {
	case d.game == Pasur:
		dealer := obj{{"properties", obj{{"dealer", obj{{"const", true}}}}}, {"required", []string{"dealer"}}}
		return obj{{"type", "array"}, {"minItems", 2}, {"maxItems", 4},
			{"items", closed(obj{{"name", name}, {"dealer", boolean()}, {"points", amountIn(0, MaxPasurPoints, 1)}}, "name")},
			{"not", obj{{"contains", dealer}, {"minContains", 2}}}}
	case d.profile == faro.Pharaon:
		return obj{{"type", "array"}, {"minItems", 2}, {"maxItems", 10},
			{"items", closed(obj{{"name", name}, {"banker", boolean()}, {"points", amountIn(-faro.ChipCap, faro.ChipCap, 0.5)}}, "name")},
			{"contains", banker}, {"minContains", 1}, {"maxContains", 1}}
	}
	return obj{{"type", "array"}, {"minItems", 2}, {"maxItems", 10},
		{"items", closed(obj{{"name", name}, {"banker", boolean()}, {"chips", amountIn(0, faro.ChipCap, 0.5)}}, "name")},
		{"contains", banker}, {"minContains", 1}, {"maxContains", 1}}
}

// amountIn is an amount from lo to hi in steps of step (1: whole), as a
// number or as text the loader reads ("+4", "1½").
func amountIn(lo, hi int64, step float64) obj {
	return obj{{"oneOf", []any{obj{{"type", "number"}, {"multipleOf", step}, {"minimum", lo}, {"maximum", hi}}, obj{{"type", "string"}, {"pattern", amountRE}}}}}
}

func defs() obj {
	d := obj{
		{"card", obj{{"type", "string"}, {"pattern", cardRE}, {"description", "A card in the neutral notation: rank A 2–10 J Q K, suit ♣♦♥♠ (♧♢♡♤) or C D H S: 10♦, QS, K♢, \"10 ♦\"."}, {"patternErrorMessage", "Karte / carte : A 2–10 J Q K, ♣ ♦ ♥ ♠ (C D H S) – 10♦, QS, K♢"}}},
		{"cards", listOf(ref("card"))},
		{"rank", obj{{"oneOf", []any{intIn(1, 10), obj{{"type", "string"}, {"pattern", `^\s*` + rankRE + `\s*$`}}}}, {"description", "A rank: A, 2 … 10, J, Q, K (quote digits or not)."}}},
		{"ranks", listOf(ref("rank"))},
		{"amount", obj{{"oneOf", []any{obj{{"type", "number"}, {"multipleOf", 0.5}}, obj{{"type", "string"}, {"pattern", amountRE}}}}, {"description", "An exact amount: 4, +4, -6, 1½ (also 1.5, 1,5)."}}},
		{"text", obj{{"oneOf", []any{obj{{"type", "string"}, {"pattern", `\S`}}, obj{{"type", "object"}, {"properties", obj{{"de", obj{{"type", "string"}, {"pattern", `\S`}}}, {"fr", obj{{"type", "string"}, {"pattern", `\S`}}}}}, {"additionalProperties", false}, {"minProperties", 1}}}}, {"description", "A text the learner sees: a string (one declared language) or {de: …, fr: …}; never empty."}}},
		{"player", obj{{"type", "string"}, {"minLength", 1}}},
		{"rule", obj{{"enum", append(FaroRules(), PasurRules()...)}, {"description", "A rule id of the engines (docs/scenario-format.md lists them)."}}},
		{"seed", obj{{"type", "integer"}, {"minimum", 0}, {"maximum", 1 << 53}, {"description", "A whole number that shuffles the cards not given (unquoted)."}}},
		{"deck_faro", closed(obj{{"cards", ref("cards")}, {"bottom", ref("cards")}, {"seed", ref("seed")}}, "cards")},
		{"deck_pasur", obj{{"type", "object"}, {"additionalProperties", false}, {"properties", obj{
			{"cards", ref("cards")}, {"seed", ref("seed")},
			{"hands", obj{{"type", "object"}, {"additionalProperties", ref("cards")}}},
			{"table", ref("cards")}, {"talon", ref("cards")},
		}}, {"oneOf", []any{
			obj{{"required", []string{"cards"}}, {"allOf", []any{notKeys("hands", "table", "talon")}}},
			obj{{"required", []string{"hands", "table"}}, {"allOf", []any{notKeys("cards")}}},
		}}}},
		{"turn_cards", closed(obj{{"loser", ref("card")}, {"winner", ref("card")}, {"hock", ref("card")}})},
		{"turn", obj{{"oneOf", []any{obj{{"type", "null"}}, turnStep()}}}},
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
	d = append(d, langDefs()...)
	for _, x := range dialects {
		d = append(d,
			kv{"players_" + x.name, players(x)},
			kv{"steps_" + x.name, obj{{"type", "array"}, {"minItems", 1}, {"items", ref("step_" + x.name)}}},
			kv{"step_" + x.name, step(x)},
			kv{"ask_" + x.name, ask(x)},
			kv{"legal_" + x.name, legalAction(x)})
	}
	return d
}

// turnStep is a turn's mapping: an expect list needs count, and holds
// one entry a turn.
func turnStep() obj {
	t := closed(obj{
		{"count", intIn(1, 25)},
		{"until", enumOf(UntilLast, UntilEnd)},
		{"expect", obj{{"oneOf", []any{obj{{"type", "null"}}, ref("turn_cards"), obj{{"type", "array"}, {"minItems", 1}, {"maxItems", 25}, {"items", ref("turn_cards")}}}}}},
	})
	isList := obj{{"properties", obj{{"expect", obj{{"type", "array"}}}}}, {"required", []string{"expect"}}}
	rules := []any{obj{{"if", isList}, {"then", obj{{"required", []string{"count"}}}}}}
	for n := 1; n <= 25; n++ {
		rules = append(rules, obj{{"if", obj{{"properties", obj{{"count", obj{{"const", n}}}}}, {"required", []string{"count"}}}},
			{"then", obj{{"properties", obj{{"expect", obj{{"if", obj{{"type", "array"}}}, {"then", obj{{"minItems", n}, {"maxItems", n}}}}}}}}}})
	}
	return append(t, kv{"allOf", rules})
}

// step is one step of a dialect: a say, its actions, a Faro turn, a
// question.
func step(x dialect) obj {
	var kinds []any
	add := func(k string, v any) { kinds = append(kinds, closed(obj{{k, v}}, k)) }
	add("say", ref("text"))
	for _, k := range x.actionKeys() {
		add(k, ref("action_"+k))
	}
	if x.game == Faro {
		add("turn", ref("turn"))
	}
	add("ask", ref("ask_"+x.name))
	return obj{{"oneOf", kinds}}
}

// legalAction is the one action a legal question of the dialect names:
// any action of its game (whether Pharaon allows a split is a question).
func legalAction(x dialect) obj {
	props := obj{}
	for _, k := range actionNames(x.game) {
		props = append(props, kv{k, ref("action_" + k)})
	}
	return obj{{"type", "object"}, {"minProperties", 1}, {"maxProperties", 1}, {"additionalProperties", false}, {"properties", props}}
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

// ask is a question of a dialect: the kinds of its game, each with its
// row of the registry.
func ask(x dialect) obj {
	props := obj{
		{"question", ref("text")}, {"hint", ref("text")}, {"explain", ref("text")},
		{"rule", ref("rule")}, {"expect", obj{}}, {"choices", obj{{"type", "array"}, {"minItems", 2}}},
	}
	var oneKind, expects []any
	for _, k := range registry {
		if x.game == Pasur && !k.pasur || x.game == Faro && !k.faro {
			continue
		}
		params, expct := k.schema(x)
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
