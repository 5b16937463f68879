// Package ask is the question runner that lessons and the quiz share: it
// steps a scenario, narrates what the table does, holds back every line
// that would give the open question's answer away, asks, reads the
// learner's line (through tutor/input), judges it with the engine's
// answer and explains the verdict with the rules behind it. Each
// question kind's tutor record (kinds.go) says how its answer is read,
// its answer form and hint, and what would give it away. The lesson mode
// (tutor/lesson) and the quiz (tutor/quizmode) run their questions
// through a Run.
package ask
