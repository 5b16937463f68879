package main

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The architecture test holds docs/architecture.md's map against the
// code: its table "Arrows" must list every package of the module and,
// for each, exactly the module's packages it imports (what `go list -f
// '{{.Imports}}'` says, test files left out). It fails on an import
// added without the doc, an arrow the doc names that the code no longer
// has, and an arrow that points against the house's layering.

const (
	modulePath = "croupier"
	archDoc    = "../../docs/architecture.md"
	moduleRoot = "../.."
)

// codeArrows returns, for every package of the module, the module's
// packages its non-test files import, paths relative to the module.
func codeArrows(t *testing.T) map[string][]string {
	t.Helper()
	arrows := map[string][]string{}
	err := filepath.WalkDir(moduleRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != moduleRoot && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		pkg, err := build.ImportDir(path, 0)
		if err != nil {
			if _, ok := err.(*build.NoGoError); ok {
				return nil
			}
			return fmt.Errorf("%s: %w", path, err)
		}
		rel, err := filepath.Rel(moduleRoot, path)
		if err != nil {
			return err
		}
		var in []string
		for _, imp := range pkg.Imports {
			if strings.HasPrefix(imp, modulePath+"/") {
				in = append(in, strings.TrimPrefix(imp, modulePath+"/"))
			}
		}
		sort.Strings(in)
		arrows[filepath.ToSlash(rel)] = in
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return arrows
}

// docArrows reads the table under the heading "## Arrows" of the
// architecture doc: a row "| `pkg` | `a`, `b` |" (or "—" for none).
func docArrows(t *testing.T) map[string][]string {
	t.Helper()
	f, err := os.Open(archDoc)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	arrows := map[string][]string{}
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "## ") {
			in = line == "## Arrows"
			continue
		}
		if !in || !strings.HasPrefix(line, "| `") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "| "), "|")
		if len(cells) != 2 {
			t.Fatalf("%s: a row of the arrows table has not two cells: %q", archDoc, line)
		}
		pkg := strings.Trim(strings.TrimSpace(cells[0]), "`")
		var to []string
		for _, c := range strings.Split(cells[1], ",") {
			c = strings.Trim(strings.TrimSpace(c), "`")
			if c != "" && c != "—" {
				to = append(to, c)
			}
		}
		sort.Strings(to)
		if _, dup := arrows[pkg]; dup {
			t.Errorf("%s lists %s twice", archDoc, pkg)
		}
		arrows[pkg] = to
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(arrows) == 0 {
		t.Fatalf("%s has no table under \"## Arrows\"", archDoc)
	}
	return arrows
}

// TestArchitectureDocMatchesImports: the doc's arrows are the code's.
func TestArchitectureDocMatchesImports(t *testing.T) {
	code, doc := codeArrows(t), docArrows(t)
	var pkgs []string
	for p := range code {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	var want strings.Builder
	for _, p := range pkgs {
		row := "—"
		if len(code[p]) > 0 {
			row = "`" + strings.Join(code[p], "`, `") + "`"
		}
		fmt.Fprintf(&want, "| `%s` | %s |\n", p, row)
	}
	bad := false
	for _, p := range pkgs {
		d, ok := doc[p]
		switch {
		case !ok:
			t.Errorf("docs/architecture.md does not list the package %s", p)
			bad = true
		case !slices.Equal(d, code[p]):
			t.Errorf("docs/architecture.md says %s imports %v; the code imports %v", p, d, code[p])
			bad = true
		}
	}
	for p := range doc {
		if _, ok := code[p]; !ok {
			t.Errorf("docs/architecture.md lists %s, which is no package of the module", p)
			bad = true
		}
	}
	if bad {
		t.Logf("the table as the code has it:\n%s", want.String())
	}
}

// layer is a package's rank in cmd → tutor → scenarios → engine; locales
// sits between the top layers and scenarios.
func layer(pkg string) int {
	top, _, _ := strings.Cut(pkg, "/")
	switch top {
	case "engine":
		return 0
	case "scenarios":
		return 1
	case "locales":
		return 2
	case "tutor":
		return 3
	case "cmd":
		return 4
	}
	return -1
}

// TestArrowsPointDown: no package imports one of a higher layer; a
// package that uses the rooms inside it (tutor, the session, uses
// tutor/lesson) is not imported by any of them, since a room knows
// nothing of the room around it; and the engine does no I/O.
func TestArrowsPointDown(t *testing.T) {
	arrows := codeArrows(t)
	usesInner := map[string]bool{}
	for pkg, to := range arrows {
		for _, imp := range to {
			if strings.HasPrefix(imp, pkg+"/") {
				usesInner[pkg] = true
			}
		}
	}
	for pkg, to := range arrows {
		if layer(pkg) < 0 {
			t.Errorf("package %s is outside cmd/, tutor/, locales/, scenarios/ and engine/", pkg)
		}
		for _, imp := range to {
			if layer(imp) > layer(pkg) {
				t.Errorf("%s imports %s, a layer above it", pkg, imp)
			}
			if strings.HasPrefix(pkg, imp+"/") && usesInner[imp] {
				t.Errorf("%s imports %s, the room around it, which uses the rooms inside it", pkg, imp)
			}
		}
	}
	for pkg := range arrows {
		if layer(pkg) != 0 {
			continue
		}
		p, err := build.ImportDir(filepath.Join(moduleRoot, pkg), 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range p.Imports {
			if imp == "os" || imp == "io/fs" || imp == "net" || imp == "os/exec" {
				t.Errorf("the engine package %s imports %s: the engine does no I/O", pkg, imp)
			}
		}
	}
}

// TestLocalesExportsWhatOthersUse: every name locales exports is used by
// another package (its tests included); a message only its own renderers
// use stays unexported, so that the package's surface is what the rooms
// above it call.
func TestLocalesExportsWhatOthersUse(t *testing.T) {
	fset := token.NewFileSet()
	dir := filepath.Join(moduleRoot, "locales")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	exported := map[string]bool{}
	for _, ent := range entries {
		if !strings.HasSuffix(ent.Name(), ".go") || strings.HasSuffix(ent.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, ent.Name()), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.IsExported() {
					exported[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if n.IsExported() {
								exported[n.Name] = true
							}
						}
					case *ast.TypeSpec:
						if s.Name.IsExported() {
							exported[s.Name.Name] = true
						}
					}
				}
			}
		}
	}
	used := map[string]bool{}
	use := regexp.MustCompile(`\blocales\.([A-Z][A-Za-z0-9_]*)`)
	err = filepath.WalkDir(moduleRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || filepath.Dir(path) == dir {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range use.FindAllSubmatch(data, -1) {
			used[string(m[1])] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var idle []string
	for n := range exported {
		if !used[n] {
			idle = append(idle, n)
		}
	}
	sort.Strings(idle)
	if len(idle) > 0 {
		t.Errorf("locales exports %d names no other package uses (unexport them): %v", len(idle), idle)
	}
}
