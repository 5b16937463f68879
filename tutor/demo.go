package tutor

import (
	"io"

	"croupier/engine/faro"
	"croupier/tutor/play"
	"croupier/tutor/screen"
)

// Demo plays one whole Faro deal of the profile ("pharo" or "pharaon") by
// itself, from the deck cfg.Seed shuffles, writing it to w as a session
// at the table (see play.Demo).
func Demo(cfg Config, w io.Writer, profile string) error {
	p, err := faro.ParseProfile(profile)
	if err != nil {
		return err
	}
	seed := cfg.Seed
	if seed == 0 {
		seed = 1
	}
	return play.Demo(w, screen.New(w, cfg.Lang, cfg.Color, cfg.Width), p, seed)
}
