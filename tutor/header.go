package tutor

import (
	"bytes"

	"croupier/scenarios"

	"gopkg.in/yaml.v3"
)

// fileHeader is what the menu needs of a scenario file.
type fileHeader struct {
	ID      string    `yaml:"id"`
	Lang    yaml.Node `yaml:"lang"`
	Title   yaml.Node `yaml:"title"`
	Game    string    `yaml:"game"`
	Profile string    `yaml:"profile"`
}

// headerEnd returns where the top-level keys the menu needs are over: at
// the first of "players:", "deck:" or "steps:" at the start of a line
// (the bulk of a file), or the end.
func headerEnd(data []byte) int {
	end := len(data)
	for _, k := range []string{"\nplayers:", "\ndeck:", "\nsteps:"} {
		if i := bytes.Index(data, []byte(k)); i >= 0 && i < end {
			end = i
		}
	}
	return end
}

// readHeader reads a scenario file's id, title, game and profile from the
// part before its players, deck and steps, for a lesson to be loaded in
// full when opened. ok is false when the header does not give them all
// (the caller then loads the file at once).
func readHeader(file string, data []byte) (*Lesson, bool) {
	var h fileHeader
	if err := yaml.Unmarshal(data[:headerEnd(data)], &h); err != nil {
		return nil, false
	}
	game := scenarios.Game(h.Game)
	if h.ID == "" || (game != scenarios.Faro && game != scenarios.Pasur) || (game == scenarios.Faro && h.Profile == "") {
		return nil, false
	}
	title := scenarios.Text{}
	switch h.Title.Kind {
	case yaml.ScalarNode:
		var langs []string
		if h.Lang.Kind == yaml.ScalarNode {
			langs = []string{h.Lang.Value}
		} else if h.Lang.Kind == yaml.SequenceNode {
			for _, n := range h.Lang.Content {
				langs = append(langs, n.Value)
			}
		}
		if len(langs) != 1 {
			return nil, false
		}
		title[scenarios.Lang(langs[0])] = h.Title.Value
	case yaml.MappingNode:
		for i := 0; i+1 < len(h.Title.Content); i += 2 {
			title[scenarios.Lang(h.Title.Content[i].Value)] = h.Title.Content[i+1].Value
		}
	default:
		return nil, false
	}
	return &Lesson{id: h.ID, title: title, game: game, profile: h.Profile, file: file, data: data}, true
}
