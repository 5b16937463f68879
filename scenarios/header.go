package scenarios

import "croupier/engine/faro"

// Header is what a scenario's header says about it as a lesson: what the
// tutor's menu shows and sorts by, without the deck and the steps.
type Header struct {
	// File is the name the scenario is loaded under.
	File string
	// ID is the scenario's id; IDPos where the file writes it.
	ID    string
	IDPos Pos
	// Langs are the declared languages, in the file's order.
	Langs []Lang
	// Title is the lesson's title in each language.
	Title Text
	// Game and Profile are the game and (Faro only) its profile.
	Game    Game
	Profile faro.Profile
	// Order and HasOrder place the lesson within its track; Requires are
	// the ids of the lessons to take first, RequiresPos where each is
	// written.
	Order       float64
	HasOrder    bool
	Requires    []string
	RequiresPos []Pos
}

// Header returns the scenario's header.
func (s *Scenario) Header() Header {
	return Header{
		File: s.File, ID: s.ID, IDPos: s.IDPos, Langs: s.Langs, Title: s.Title,
		Game: s.Game, Profile: s.Profile,
		Order: s.Order, HasOrder: s.HasOrder, Requires: s.Requires, RequiresPos: s.RequiresPos,
	}
}
