package scenarios

// The schema's texts by the file's languages, as the loader reads them
// (text.go): with one language (lang: de, or [de]) a text is a plain
// string or a mapping with that language alone; with two, a mapping with
// both. The structure of every text stays the definition "text"; these
// rules lay the languages over it, one if/then per lang, reaching every
// place a text stands: title, intro, and in the steps of the file, of
// its deals or of its rounds a say, a question, a hint, an explanation,
// and the text and explanation of a choice's option.

// langSets are the declared languages the schema tells apart, by the
// suffix of their text definitions.
var langSets = []struct {
	name  string
	langs []Lang
}{
	{"de", []Lang{German}},
	{"fr", []Lang{French}},
	{"de_fr", []Lang{German, French}},
}

// nonBlank is a text's string: something more than spaces.
func nonBlank() obj { return obj{{"type", "string"}, {"pattern", `\S`}} }

// schemaLangText is the text of a language set: {de: …, fr: …} with every
// language of the set and no other; with one language, also the plain
// string.
func schemaLangText(langs []Lang) obj {
	props := obj{}
	var req []string
	for _, l := range langs {
		props = append(props, kv{string(l), nonBlank()})
		req = append(req, string(l))
	}
	m := closed(props, req...)
	// the title is what a YAML language server names in "Incorrect
	// type. Expected …"
	desc := "A text of a file in " + langList(langs) + ": "
	if len(langs) == 1 {
		l := string(langs[0])
		desc += "a string, or {" + l + ": …}."
		return obj{{"title", "text (lang: " + l + "): \"…\" / {" + l + ": …}"}, {"oneOf", []any{nonBlank(), m}}, {"description", desc}}
	}
	desc += "{de: …, fr: …} with both languages."
	return append(obj{{"title", "text (lang: [de, fr]): {de: …, fr: …}"}}, append(m, kv{"description", desc})...)
}

// textsOf lays the text of a language set over every text of a file.
func textsOf(set string) obj {
	t := ref("text_" + set)
	option := obj{{"items", obj{{"properties", obj{{"text", t}, {"explain", t}}}}}}
	steps := obj{{"items", obj{{"properties", obj{
		{"say", t},
		{"ask", obj{{"properties", obj{{"question", t}, {"hint", t}, {"explain", t}, {"choice", option}, {"choices", option}}}}},
	}}}}}
	part := obj{{"items", obj{{"properties", obj{{"steps", steps}}}}}}
	return obj{{"properties", obj{{"title", t}, {"intro", t}, {"steps", steps}, {"deals", part}, {"rounds", part}}}}
}

// langRules choose the texts by the file's lang: one if/then per
// language set.
func langRules() []any {
	var out []any
	for _, s := range langSets {
		var is obj
		if len(s.langs) == 1 {
			l := string(s.langs[0])
			is = obj{{"anyOf", []any{obj{{"const", l}}, obj{{"const", []string{l}}}}}}
		} else {
			is = obj{{"type", "array"}, {"minItems", len(s.langs)}}
		}
		out = append(out, obj{{"if", obj{{"properties", obj{{"lang", is}}}, {"required", []string{"lang"}}}},
			{"then", ref("texts_" + s.name)}})
	}
	return out
}

// langDefs are the definitions the language rules refer to.
func langDefs() obj {
	var d obj
	for _, s := range langSets {
		d = append(d, kv{"text_" + s.name, schemaLangText(s.langs)}, kv{"texts_" + s.name, textsOf(s.name)})
	}
	return d
}
