package main

import (
	"croupier/locales"
	"croupier/scenarios"
)

// schemaCommand is croupier schema: it prints the JSON Schema of the
// scenario format (the same as docs/scenario.schema.json), for editors:
// croupier schema > scenario.schema.json.
func schemaCommand(*flagSet) action {
	return func(e *env, args []string) int {
		if len(args) > 0 {
			return failUsage(e, "schema", locales.CLIExtraArg, args[0], "croupier schema")
		}
		_, _ = e.stdout.Write(scenarios.Schema())
		return exitOK
	}
}
