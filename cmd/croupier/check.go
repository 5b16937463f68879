package main

func init() {
	register(command{name: "check", run: func(e *env, args []string) int {
		return runScenarios(e, args, true)
	}})
}
