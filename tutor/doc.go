// Package tutor is croupier's interactive rules tutor: the session that
// ties its rooms together. A Session reads lines (Handle) and dispatches
// them to the mode the learner is in — the menu, a lesson, free play or a
// quiz — after the commands every mode shares (help, language, menu,
// progress, glossary, quit).
//
// The rooms are packages: input reads what the learner types, screen
// lays out and draws, lesson runs lessons, play is free play, quizmode
// the quiz (its questions come from quiz), progress keeps what the learner
// did. Session holds no terminal code; the readline front end in
// cmd/internal/term (above the session, below the command) is a thin
// layer over it and Run serves pipes.
package tutor
