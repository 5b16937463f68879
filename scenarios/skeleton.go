package scenarios

import (
	"embed"
	"errors"
	"path"
	"strconv"
	"strings"

	"croupier/engine"

	"gopkg.in/yaml.v3"
)

//go:embed skeletons/*.yaml
var skeletonFS embed.FS

// ErrNoSkeleton is returned by Skeleton for an unknown game or language.
var ErrNoSkeleton = errors.New("no skeleton for this game and language")

// SkeletonKinds lists the kinds of skeleton: faro (the pharo profile),
// pharaon and pasur.
func SkeletonKinds() []string { return []string{"faro", "pharaon", "pasur"} }

// Skeleton returns a commented scenario skeleton to start from, for kind
// faro, pharaon or pasur, written in lang. It loads without problems; its
// empty expectations are for croupier fill.
func Skeleton(kind string, lang Lang) ([]byte, error) {
	return SkeletonWith(kind, SkeletonOptions{Langs: []Lang{lang}})
}

// SkeletonOptions say how croupier new writes a skeleton.
type SkeletonOptions struct {
	// Langs are the languages of its texts: one, or two for a bilingual
	// skeleton (every text {de: …, fr: …}); its comments are in the first.
	Langs []Lang
	// ID replaces the skeleton's id when not empty (SlugID makes one of a
	// file name).
	ID string
	// IDSuffix, when ID is empty, is added to the skeleton's own id after
	// a "-" ("meine-pharo-lektion-20261201-223015"), so that two skeletons
	// of one game and language differ (croupier new takes the time).
	IDSuffix string
	// SchemaBeside leaves out the comment that says how to put the schema
	// beside the file: croupier new -o has written it there.
	SchemaBeside bool
}

// SkeletonWith returns a skeleton as o asks. A bilingual one is the
// skeleton of the first language with each text also in the second,
// taken from the second language's skeleton: both say the same lesson.
func SkeletonWith(kind string, o SkeletonOptions) ([]byte, error) {
	if !contains(SkeletonKinds(), kind) || len(o.Langs) == 0 || len(o.Langs) > 2 {
		return nil, ErrNoSkeleton
	}
	var files [][]byte
	for i, l := range o.Langs {
		if (l != German && l != French) || (i == 1 && l == o.Langs[0]) {
			return nil, ErrNoSkeleton
		}
		data, err := skeletonFS.ReadFile(path.Join("skeletons", kind+"."+string(l)+".yaml"))
		if err != nil {
			return nil, ErrNoSkeleton
		}
		files = append(files, data)
	}
	lines := splitLines(files[0])
	if len(files) == 2 {
		var err error
		if lines, err = bilingual(lines, splitLines(files[1]), o.Langs); err != nil {
			return nil, err
		}
	}
	if o.ID == "" && o.IDSuffix != "" {
		o.ID = skeletonID(lines) + "-" + o.IDSuffix
	}
	if o.ID != "" && idRE.MatchString(o.ID) {
		lines = replaceID(lines, o.ID)
	}
	if o.SchemaBeside {
		out := lines[:0:0]
		for i, l := range lines {
			if i < 4 && strings.HasPrefix(l, "#") && strings.Contains(l, "croupier schema >") {
				continue
			}
			out = append(out, l)
		}
		lines = out
	}
	return []byte(strings.Join(lines, "\n")), nil
}

// textKeys are the keys of a skeleton whose values a learner reads.
var textKeys = []string{"title", "intro", "say", "question", "hint", "explain"}

// skeletonText is a text of a skeleton: its key and value nodes.
type skeletonText struct{ key, value *yaml.Node }

// skeletonTexts lists the texts of a skeleton in the order they stand.
func skeletonTexts(lines []string) ([]skeletonText, *yaml.Node, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(strings.Join(lines, "\n")), &doc); err != nil || len(doc.Content) != 1 {
		return nil, nil, ErrNoSkeleton
	}
	var out []skeletonText
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n.Kind == yaml.MappingNode {
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				if contains(textKeys, k.Value) && v.Kind == yaml.ScalarNode {
					out = append(out, skeletonText{k, v})
					continue
				}
				walk(v)
			}
			return
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(doc.Content[0])
	return out, doc.Content[0], nil
}

// bilingual writes every text of the first skeleton as {de: …, fr: …},
// in the order of langs, the second language's text taken from the
// second skeleton; the lang header names both.
func bilingual(first, second []string, langs []Lang) ([]string, error) {
	a, root, err := skeletonTexts(first)
	if err != nil {
		return nil, err
	}
	b, _, err := skeletonTexts(second)
	if err != nil || len(a) != len(b) {
		return nil, ErrNoSkeleton
	}
	out := append([]string(nil), first...)
	// from the last text to the first, so that the lines above stay put
	for i := len(a) - 1; i >= 0; i-- {
		start, end := textLines(first, a[i])
		indent := strings.Repeat(" ", a[i].key.Column+1)
		repl := []string{strings.TrimRight(first[a[i].key.Line-1][:byteCol(first[a[i].key.Line-1], a[i].value.Column)], " ")}
		for j, l := range langs {
			lines, t := first, a[i]
			if j == 1 {
				lines, t = second, b[i]
			}
			repl = append(repl, langText(lines, t, indent, l)...)
		}
		out = append(out[:start:start], append(repl, out[end:]...)...)
	}
	if k := mapKey(root, "lang"); k != nil {
		out[k.Line-1] = "lang: [" + string(langs[0]) + ", " + string(langs[1]) + "]"
	}
	return out, nil
}

// textLines returns the lines [start, end) a text takes: its key's line,
// and the lines of a block text below it.
func textLines(lines []string, t skeletonText) (int, int) {
	start, end := t.key.Line-1, t.key.Line
	if t.value.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		for end < len(lines) && (strings.TrimSpace(lines[end]) == "" || firstColumn(lines[end]) > t.key.Column) {
			end++
		}
	}
	return start, end
}

// langText writes one language's entry of a text: "de: …", a block text
// with its lines indented below.
func langText(lines []string, t skeletonText, indent string, l Lang) []string {
	if t.value.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		start, end := textLines(lines, t)
		head := strings.TrimSpace(lines[start][byteCol(lines[start], t.value.Column):])
		out := []string{indent + string(l) + ": " + head}
		for _, x := range lines[start+1 : end] {
			out = append(out, "  "+x)
		}
		return out
	}
	return []string{indent + string(l) + ": " + yamlText(t.value.Value)}
}

// yamlText writes a text as a YAML value: plain when YAML reads it back
// as it is, else double-quoted (a no-break space and the other graphic
// characters as they are, not escaped).
func yamlText(s string) string {
	var probe struct{ V string }
	if err := yaml.Unmarshal([]byte("v: "+s), &probe); err == nil && probe.V == s && !strings.ContainsAny(s, "#") {
		return s
	}
	return strconv.QuoteToGraphic(s)
}

// byteCol returns the byte offset of 1-based column col (in characters)
// of a line.
func byteCol(line string, col int) int {
	n := 1
	for i := range line {
		if n == col {
			return i
		}
		n++
	}
	return len(line)
}

// replaceID writes id as the value of the id line, its comment kept in
// its column where it fits.
// skeletonID is the id a skeleton's lines give.
func skeletonID(lines []string) string {
	for _, l := range lines {
		if rest, ok := strings.CutPrefix(l, "id: "); ok {
			return strings.Fields(rest + " ")[0]
		}
	}
	return ""
}

func replaceID(lines []string, id string) []string {
	for i, l := range lines {
		rest, ok := strings.CutPrefix(l, "id: ")
		if !ok {
			continue
		}
		comment := ""
		if j := strings.Index(rest, "#"); j >= 0 {
			comment = rest[j:]
			pad := max(1, j-len(id))
			lines[i] = "id: " + id + strings.Repeat(" ", pad) + comment
		} else {
			lines[i] = "id: " + id
		}
		return lines
	}
	return lines
}

// SlugID makes a scenario id of a file name: its base name without the
// extension, in lower case, umlauts as ae, oe, ue, other accents
// dropped, every run of other characters a "-", at most MaxIDLength; ""
// when nothing usable is left ("Meine Lektion.yaml" → "meine-lektion").
func SlugID(file string) string {
	base := path.Base(strings.ReplaceAll(file, "\\", "/"))
	base = strings.TrimSuffix(base, path.Ext(base))
	base = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue").Replace(base)
	var b strings.Builder
	dash := false
	for _, r := range engine.Fold(base) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		default:
			dash = true
		}
	}
	id := b.String()
	if len(id) > MaxIDLength {
		id = strings.TrimRight(id[:MaxIDLength], "-")
	}
	if !idRE.MatchString(id) {
		return ""
	}
	return id
}
