package locales

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// entry is one message of the catalog as the source declares it.
type entry struct {
	name   string // the variable, or "ruleTexts[id]"
	de, fr string
}

// catalogEntries reads every Message the package declares — the package's
// Message variables and the rule texts — from its source, so that the
// tests below see exactly what is written.
func catalogEntries(t *testing.T) []entry {
	t.Helper()
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []entry
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if i < len(n.Values) {
						if de, fr, ok := messageLiteral(n.Values[i]); ok {
							out = append(out, entry{name.Name, de, fr})
						}
					}
				}
			case *ast.KeyValueExpr:
				if key, ok := n.Key.(*ast.BasicLit); ok && key.Kind == token.STRING {
					if de, fr, ok := messageLiteral(n.Value); ok {
						id, _ := strconv.Unquote(key.Value)
						out = append(out, entry{"ruleTexts[" + id + "]", de, fr})
					}
				}
			}
			return true
		})
	}
	if len(out) < 100 {
		t.Fatalf("found only %d messages: the parser of this test is broken", len(out))
	}
	return out
}

// messageLiteral reads Message{de: "…", fr: "…"} (or {de: …} inside a map).
func messageLiteral(e ast.Expr) (de, fr string, ok bool) {
	cl, isLit := e.(*ast.CompositeLit)
	if !isLit {
		return "", "", false
	}
	if id, isIdent := cl.Type.(*ast.Ident); cl.Type != nil && (!isIdent || id.Name != "Message") {
		return "", "", false
	}
	for _, el := range cl.Elts {
		kv, isKV := el.(*ast.KeyValueExpr)
		if !isKV {
			return "", "", false
		}
		k, _ := kv.Key.(*ast.Ident)
		v, isBasic := kv.Value.(*ast.BasicLit)
		if k == nil || !isBasic {
			return "", "", false
		}
		s, err := strconv.Unquote(v.Value)
		if err != nil {
			return "", "", false
		}
		switch k.Name {
		case "de":
			de = s
		case "fr":
			fr = s
		default:
			return "", "", false
		}
	}
	return de, fr, true
}

var placeholderRE = regexp.MustCompile(`\{(\d+)(:[^}]*)?\}`)

// placeholders returns the sorted argument indexes a message uses.
func placeholders(msg string) string {
	seen := map[string]bool{}
	for _, m := range placeholderRE.FindAllStringSubmatch(msg, -1) {
		seen[m[1]] = true
	}
	var out []string
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}

// TestBothLanguages: every message has a German and a French text, and
// both use the same arguments.
func TestBothLanguages(t *testing.T) {
	for _, e := range catalogEntries(t) {
		if strings.TrimSpace(e.de) == "" || strings.TrimSpace(e.fr) == "" {
			t.Errorf("%s: a language is missing (de %q, fr %q)", e.name, e.de, e.fr)
		}
		if a, b := placeholders(e.de), placeholders(e.fr); a != b {
			t.Errorf("%s: German uses {%s}, French uses {%s}", e.name, a, b)
		}
	}
}

// TestNoTextTwice fails when one text is stored under two names: one
// message, one name.
func TestNoTextTwice(t *testing.T) {
	seen := map[string]string{}
	for _, e := range catalogEntries(t) {
		key := e.de + "\x00" + e.fr
		if first, dup := seen[key]; dup {
			t.Errorf("%s and %s hold the same texts (%q): keep one", first, e.name, e.de)
		}
		seen[key] = e.name
	}
}

// countNouns are words that follow a number and so need a plural form:
// "{0} Chips" must be written "{0} {0:Chip|Chips}".
var countNouns = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`
		chip chips punkt punkte karte karten abzug abzüge fehler doublet doublets frage fragen
		lektion lektionen einsatz einsätze runde runden spieler eintrag einträge thema
		themen tag tage minute minuten stunde stunden durchgang durchgänge wert werte datei
		dateien szenario szenarien zeichen byte bytes zeile zeilen mal aufnahme aufnahmen
		problem probleme antwort antworten
		jeton jetons point points carte cartes paire paires tour tours erreur erreurs question
		questions leçon leçons manche manches joueur joueurs entrée entrées thème
		thèmes jour jours heure heures taille tailles rang rangs fichier fichiers scénario
		scénarios caractère caractères octet octets ligne lignes fois prise prises réponse
		réponses problème problèmes`) {
		countNouns[w] = true
	}
}

var countRE = regexp.MustCompile(`\{(\d+)\}[  ]+([\pL]+)`)

// TestCountsHavePlurals: a number followed by a countable noun goes
// through a plural form ("1 Chip", "2 Chips"; "1 jeton", "2 jetons").
func TestCountsHavePlurals(t *testing.T) {
	for _, e := range catalogEntries(t) {
		for _, text := range []string{e.de, e.fr} {
			for _, m := range countRE.FindAllStringSubmatch(text, -1) {
				if countNouns[strings.ToLower(m[2])] {
					t.Errorf("%s: %q counts without a plural form: write {%s} {%s:singular|plural}", e.name, m[0], m[1], m[1])
				}
			}
		}
	}
}

// TestEveryMessageIsUsed fails for a message that no code of the module
// names: unused texts are removed, not kept.
func TestEveryMessageIsUsed(t *testing.T) {
	used := map[string]bool{}
	root := filepath.Join("..")
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		file, err := parser.ParseFile(fset, path, src, 0)
		if err != nil {
			return err
		}
		inLocales := filepath.Clean(filepath.Dir(path)) == filepath.Join("..", "locales")
		declared := map[*ast.Ident]bool{}
		ast.Inspect(file, func(n ast.Node) bool {
			if vs, ok := n.(*ast.ValueSpec); ok {
				for _, name := range vs.Names {
					declared[name] = true
				}
			}
			return true
		})
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok && x.Name == "locales" {
					used[n.Sel.Name] = true
				}
			case *ast.Ident:
				// inside this package a message is named bare; its own
				// declaration is not a use
				if inLocales && !declared[n] {
					used[n.Name] = true
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range catalogEntries(t) {
		if strings.HasPrefix(e.name, "ruleTexts[") {
			continue
		}
		if !used[e.name] {
			t.Errorf("message %s is never used: remove it", e.name)
		}
	}
}
