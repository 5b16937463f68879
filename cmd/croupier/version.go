package main

import (
	"fmt"
	"runtime/debug"
	"time"

	"croupier/locales"
)

// versionCommand is croupier version (also croupier --version): the
// module's version, the VCS revision it was built from and the Go that
// built it, from the build information the Go linker stamps into the
// binary.
func versionCommand(f *flagSet) action {
	return func(e *env, args []string) int {
		if len(args) > 0 {
			return failUsage(e, "version", locales.CLIExtraArg, args[0], "croupier version")
		}
		info, _ := debug.ReadBuildInfo()
		fmt.Fprint(e.stdout, versionText(e.p, info))
		return exitOK
	}
}

// versionText says, in p's language, what info tells of the build (nil:
// nothing is known).
func versionText(p locales.Printer, info *debug.BuildInfo) string {
	version, goVersion := "", ""
	settings := map[string]string{}
	if info != nil {
		version, goVersion = info.Main.Version, info.GoVersion
		for _, s := range info.Settings {
			settings[s.Key] = s.Value
		}
	}
	var out string
	if version == "" || version == "(devel)" {
		out = p.T(locales.VersionDevel) + "\n"
	} else {
		out = p.T(locales.VersionModule, version) + "\n"
	}
	when := settings["vcs.time"]
	if t, err := time.Parse(time.RFC3339, when); err == nil {
		when = t.UTC().Format("2006-01-02 15:04 UTC")
	}
	switch rev := settings["vcs.revision"]; {
	case rev == "":
		out += p.T(locales.VersionNoRevision) + "\n"
	case settings["vcs.modified"] == "true":
		out += p.T(locales.VersionRevisionModified, rev, when) + "\n"
	default:
		out += p.T(locales.VersionRevision, rev, when) + "\n"
	}
	if goVersion != "" {
		out += p.T(locales.VersionGo, goVersion) + "\n"
	}
	return out
}
