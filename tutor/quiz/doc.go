// Package quiz is croupier's quiz mode: generated drills, a spaced
// repetition memory per topic, and the exact odds shown at the prompt.
//
// # Drills
//
// Generate builds, from a topic, a level (1–3) and a seed, one question as
// an in-memory *scenarios.Scenario: a stacked deck (Faro) or an explicit
// deal (Pasur), the actions at the table and one ask. The tutor presents
// and checks it exactly like a lesson's question (engine-checked, the same
// answer parser), and Worked explains the engine's answer step by step.
// The same topic, level and seed always give the same question.
//
// # Memory
//
// Every question belongs to a Topic. A Memory keeps, per topic, the
// answers given and an SM-2 schedule with Anki's default parameters
// (docs/quiz.md lists exactly which of Anki's rules are implemented);
// a Store keeps it in $XDG_STATE_HOME/croupier/quiz.json, written
// atomically. A Quiz picks due topics first.
//
// # Odds
//
// OddsReport renders, for a Faro deal at any point, the exact chances
// computed by engine/odds from the casekeeper's count, and Simulate
// confirms them on every core.
//
// Every text a learner sees comes from the locales package (keys "quiz.",
// "odds.", "stats."). The package keeps no mutable package state and
// takes its randomness from seeds only.
package quiz
