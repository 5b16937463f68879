module croupier

go 1.26.0

require (
	github.com/chzyer/readline v1.5.1
	github.com/creack/pty v1.1.24
	github.com/fatih/color v1.19.0
	github.com/mattn/go-isatty v0.0.20
	github.com/rivo/uniseg v0.4.7
	github.com/rogpeppe/go-internal v1.16.0
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2
	golang.org/x/sys v0.50.0
	golang.org/x/term v0.48.0
	golang.org/x/text v0.44.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/blevesearch/snowballstem v0.9.0 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	golang.org/x/tools v0.52.0 // indirect
)
