package play

import (
	"strconv"
	"strings"

	"croupier/engine"
	"croupier/engine/pasur"
	"croupier/engine/pasur/opponent"
	"croupier/locales"
	"croupier/tutor/screen"
)

// Options are the choices of free Pasur: "spiel pasur 4 solo stufe 2
// ohne-sur-mit-bube", "jouer pasur 3 niveau 1 sans-coach". The zero value
// is the default: two players, the strong computer, the coach on, the
// standard rules.
type Options struct {
	// Players is 2, 3 or 4 (0: 2).
	Players int
	// Solo plays four players each for themselves (variant four_solo);
	// four players otherwise play in partnerships, the learner with the
	// computer opposite.
	Solo bool
	// Level is the computer's level (0: opponent.LevelStrong).
	Level opponent.Level
	// Variants are the rulebook's variants (the zero value: the standard
	// rules).
	Variants pasur.Variants
	// NoCoach starts with the coach off.
	NoCoach bool
	// Search bounds the strong computer's and the coach's search (zero:
	// the engine's defaults); tests make it small.
	Search opponent.Options
}

// players returns the number of players, 2 by default.
func (o Options) players() int {
	if o.Players == 0 {
		return 2
	}
	return o.Players
}

// level returns the computer's level, strong by default.
func (o Options) level() opponent.Level {
	if o.Level == 0 {
		return opponent.LevelStrong
	}
	return o.Level
}

// The other option words, folded (engine.Fold), both languages alike.
var (
	partnerWords = words("partner", "partnerschaft", "partnerschaften", "team", "teams", "paare",
		"partenaire", "partenaires", "équipe", "équipes", "en-équipes")
	levelWords = map[string]opponent.Level{
		"zufall": opponent.LevelRandom, "zufällig": opponent.LevelRandom, "leicht": opponent.LevelRandom,
		"hasard": opponent.LevelRandom, "facile": opponent.LevelRandom,
		"gierig": opponent.LevelGreedy, "mittel": opponent.LevelGreedy, "gourmand": opponent.LevelGreedy,
		"glouton": opponent.LevelGreedy, "moyen": opponent.LevelGreedy,
		"stark": opponent.LevelStrong, "schwer": opponent.LevelStrong, "fort": opponent.LevelStrong,
		"difficile": opponent.LevelStrong,
	}
	levelHeads    = words("stufe", "niveau", "level")
	noCoachWords  = words("ohne-coach", "sans-coach", "coach-aus", "coach-non")
	coachWords    = words("mit-coach", "avec-coach", "coach-an", "coach-oui")
	playersFiller = words("spieler", "joueurs", "personen", "players")
)

// words folds a list of words into a set.
func words(ws ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range ws {
		m[engine.Fold(w)] = true
	}
	return m
}

// ParseOptions reads the words after the game of "spiel pasur …" and says
// on the screen what it cannot read; ok is false then. Faro takes no
// options.
func ParseOptions(scr *screen.Screen, game string, args []string) (Options, bool) {
	var o Options
	if len(args) == 0 {
		return o, true
	}
	if game != "pasur" {
		scr.Sayf(locales.PlayFaroNoOptions)
		return o, false
	}
	unknown := func(w string) (Options, bool) {
		scr.Sayf(locales.PlayOptionUnknown, w, variantUsage(scr.P()))
		return Options{}, false
	}
	partners := false
	for i := 0; i < len(args); i++ {
		start := i
		w := strings.Trim(engine.Fold(args[i]), ",;.")
		next := func() (int, bool) {
			if i+1 >= len(args) {
				return 0, false
			}
			n, err := strconv.Atoi(args[i+1])
			if err != nil {
				return 0, false
			}
			i++
			return n, true
		}
		switch {
		case w == "2" || w == "3" || w == "4":
			o.Players = int(w[0] - '0')
		case playersFiller[w]:
		case partnerWords[w]:
			partners = true
		case levelHeads[w]:
			n, ok := next()
			if !ok || n < 1 || n > 3 {
				return unknown(strings.Join(args[start:i+1], " "))
			}
			o.Level = opponent.Levels()[n-1]
		case levelWords[w] != 0:
			o.Level = levelWords[w]
		case noCoachWords[w]:
			o.NoCoach = true
		case coachWords[w]:
			o.NoCoach = false
		default:
			v, ok := variantOf(w)
			switch {
			case !ok:
				return unknown(args[i])
			case v == pasur.VarFourSolo:
				o.Solo = true
			case v == pasur.VarTarget:
				n, ok := next()
				if !ok || o.Variants.Set(string(pasur.VarTarget), strconv.Itoa(n)) != nil {
					return unknown(strings.Join(args[start:i+1], " "))
				}
			default:
				if o.Variants.Set(string(v), "") != nil {
					return unknown(args[i])
				}
			}
		}
	}
	if (partners || o.Solo) && o.players() != 4 || partners && o.Solo {
		scr.Sayf(locales.PlayOptionFour)
		return Options{}, false
	}
	if o.Solo {
		o.Variants.FourSolo = true
	}
	if err := o.config(0).Validate(); err != nil {
		scr.Styled(locales.Bad, scr.P().Refusal(err, nil, 0))
		return Options{}, false
	}
	return o, true
}

// variantOf returns the variant a word names: in German or in French
// (locales holds each variant's words) or by the engine's name of a
// variant ("no_sur_with_jack", "target 51"; four_solo takes the learner's
// words, which say that four play each for themselves).
func variantOf(w string) (pasur.VariantName, bool) {
	if v, ok := locales.VariantOf(w); ok {
		return v, true
	}
	v, err := pasur.ParseVariant(w)
	return v, err == nil && v != pasur.VarFourSolo
}

// variantUsage lists the word of each switch variant in the printer's
// language, and the target: "ohne-sur-ab-50, …, ziel 51, ziel 11".
func variantUsage(p locales.Printer) string {
	var names []string
	for _, v := range pasur.AllVariants() {
		if v.Switch != nil && v.Name != pasur.VarFourSolo {
			names = append(names, p.VariantWord(v.Name))
		}
	}
	t := p.VariantWord(pasur.VarTarget)
	return strings.Join(append(names, t+" 51", t+" 11"), ", ")
}

// config is the table of the options, with dealer as the first dealer.
func (o Options) config(dealer int) pasur.Config {
	v := o.Variants
	if v.Target == 0 {
		v.Target = pasur.DefaultTarget
	}
	return pasur.Config{Players: o.players(), Variants: v, Dealer: dealer}
}

// levelNames names the levels for the learner.
var levelNames = map[opponent.Level]locales.Message{
	opponent.LevelRandom: locales.PlayLevelRandom,
	opponent.LevelGreedy: locales.PlayLevelGreedy,
	opponent.LevelStrong: locales.PlayLevelStrong,
}

// variantNames name the variants that are on, in the learner's words
// (four players each for themselves is told by the game's title).
func variantNames(p locales.Printer, v pasur.Variants) []string {
	var out []string
	if t := v.TargetScore(); t != pasur.DefaultTarget && !v.FixedRounds {
		out = append(out, p.VariantName(pasur.VarTarget, t))
	}
	for _, x := range pasur.AllVariants() {
		if x.Switch != nil && x.Name != pasur.VarFourSolo && *x.Switch(&v) {
			out = append(out, p.VariantName(x.Name, 0))
		}
	}
	return out
}
