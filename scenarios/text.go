package scenarios

import (
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Lang is a language code of scenario texts: "de" or "fr".
type Lang string

// The languages a scenario can be written in.
const (
	German Lang = "de"
	French Lang = "fr"
)

// knownLangs lists the language codes in canonical order.
func knownLangs() []string { return []string{string(German), string(French)} }

// Text is a text a learner sees, in each language the file declares.
type Text map[Lang]string

// In returns the text in l, or in the first language that has one if l is
// missing (a file written in one language only), or "".
func (t Text) In(l Lang) string {
	if s, ok := t[l]; ok {
		return s
	}
	for _, x := range []Lang{German, French} {
		if s, ok := t[x]; ok {
			return s
		}
	}
	return ""
}

// Empty reports whether t holds no text.
func (t Text) Empty() bool { return len(t) == 0 }

// readLangs reads the lang header: "de", "fr" or a list of them.
func (l *loader) readLangs(n *yaml.Node) []Lang {
	var items []*yaml.Node
	if n.Kind == yaml.SequenceNode {
		items = n.Content
		if len(items) == 0 {
			l.errAt(n, CodeEmptyList, "lang")
		}
	} else {
		items = []*yaml.Node{n}
	}
	var out []Lang
	first := map[Lang]int{} // the line each language was first given on
	for _, it := range items {
		s, ok := l.scalar(it)
		if !ok {
			continue
		}
		if !contains(knownLangs(), s) {
			d := l.errAt(it, CodeBadLang, s)
			d.Suggestion = suggest(s, knownLangs())
			continue
		}
		if containsLang(out, Lang(s)) {
			l.errAt(it, CodeDuplicateKey, s, strconv.Itoa(first[Lang(s)]))
			continue
		}
		out = append(out, Lang(s))
		first[Lang(s)] = it.Line
	}
	return out
}

func containsLang(ls []Lang, x Lang) bool {
	for _, l := range ls {
		if l == x {
			return true
		}
	}
	return false
}

func langList(ls []Lang) string {
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = string(l)
	}
	return strings.Join(parts, ", ")
}

// text reads a learner-visible text: a plain string when the file declares
// one language, or a mapping {de: …, fr: …} holding every declared one.
func (l *loader) text(n *yaml.Node) Text {
	t := Text{}
	if n.Kind == yaml.ScalarNode && !isNull(n) {
		if len(l.langs) == 1 {
			if strings.TrimSpace(n.Value) == "" {
				l.errAt(n, CodeMissingText, string(l.langs[0]))
				return t
			}
			t[l.langs[0]] = n.Value
			return t
		}
		if len(l.langs) > 1 {
			l.errAt(n, CodeMissingText, string(l.langs[1]))
		}
		return t
	}
	if n.Kind != yaml.MappingNode {
		l.errAt(n, CodeWantMapping, describe(n))
		return t
	}
	m, _ := l.mapping(n, "text", knownLangs()...)
	for _, k := range m.order {
		lang := Lang(k)
		if !containsLang(l.langs, lang) && len(l.langs) > 0 {
			l.errAt(m.keys[k], CodeUndeclaredLang, k, langList(l.langs))
			continue
		}
		s, ok := l.scalar(m.vals[k])
		if !ok {
			continue
		}
		if strings.TrimSpace(s) == "" {
			l.errAt(m.vals[k], CodeMissingText, k)
			continue
		}
		t[lang] = s
	}
	for _, lang := range l.langs {
		if _, ok := t[lang]; !ok && m.vals[string(lang)] == nil {
			l.errAt(n, CodeMissingText, string(lang))
		}
	}
	return t
}
