// Package screen lays out what the tutor shows: text wrapped to the
// terminal's width (French spacing kept together), colours for cards and
// verdicts (never needed to read the screen), and the tables of the games
// — the Faro layout, the casekeeper, the Pasur table.
//
// A Screen writes to an io.Writer; it knows no terminal. The front end
// tells it the width (a pipe gets a fixed 80 columns, so that transcripts
// are stable).
package screen
