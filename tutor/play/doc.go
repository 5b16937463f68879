// Package play is croupier's free play: a Faro deal (Pharo or Pharaon)
// against the bank, or a Pasur round against the computer, settled and
// explained by the engine, and saved as a scenario file on request. Demo
// plays a whole Faro deal by itself, for croupier demo.
package play
