package scenarios

import (
	"io/fs"
	"os"
)

// OncePerFile keeps one entry of each file named more than once: a link
// and the file it names, or one path given twice, are one file. stat
// says what an entry names (an entry it cannot stat is kept as it is)
// and link whether the entry is a symbolic link; of the entries of one
// file the first that is no link stays, in the place of the first.
func OncePerFile[T any](items []T, stat func(T) (fs.FileInfo, error), link func(T) bool) []T {
	type seen struct {
		at   int
		info fs.FileInfo
	}
	var kept []seen
	out := items[:0:0]
	for _, it := range items {
		st, err := stat(it)
		if err != nil {
			out = append(out, it)
			continue
		}
		dup := -1
		for _, k := range kept {
			if os.SameFile(k.info, st) {
				dup = k.at
				break
			}
		}
		if dup < 0 {
			kept = append(kept, seen{len(out), st})
			out = append(out, it)
			continue
		}
		if link(out[dup]) && !link(it) {
			out[dup] = it // the file itself rather than the link to it
		}
	}
	return out
}
