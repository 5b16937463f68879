// Package tutor is croupier's interactive rules tutor: a menu of lessons,
// narration, the table drawn in colour, questions answered in short
// natural German or French and checked by the engine, commands in both
// languages, progress kept in the XDG state directory, and a free-play
// sandbox.
//
// Session holds all of the logic and no terminal code: it is driven by
// lines of input (Session.Handle) and writes to an io.Writer, so tests
// drive it with scripted input. The readline front end in tutor/term is a
// thin layer over it; a plain line mode (Run) serves pipes.
//
// Every string a learner sees comes from the locales package (keys
// "tutor.…").
package tutor
