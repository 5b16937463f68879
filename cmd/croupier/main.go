// Command croupier teaches Faro (Pharo, Pharaon) and Pasur in German and
// French: an interactive tutor, a scenario runner and the authoring tools.
// Run "croupier help" for the commands.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], newEnv(os.Stdin, os.Stdout, os.Stderr, os.Getenv)))
}
