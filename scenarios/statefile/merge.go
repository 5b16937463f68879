package statefile

// MergeEntries is the frame of every three-way merge of a state file: the
// keys of base (what this process last read or wrote), mine (what it has
// now) and disk (what the file holds now, other processes' saves
// included) are each merged by merge, which is given the three entries
// (nil where a map lacks the key) and returns the merged entry, or nil to
// leave the key out. Nil maps are empty. The rules of a file (which side
// wins, what adds up) live in its merge function; the frame makes sure no
// key of any side is passed over.
func MergeEntries[K comparable, V any](base, mine, disk map[K]*V, merge func(key K, b, m, d *V) *V) map[K]*V {
	out := make(map[K]*V, len(disk)+len(mine))
	seen := make(map[K]bool, len(disk)+len(mine))
	for _, side := range []map[K]*V{base, mine, disk} {
		for k := range side {
			if seen[k] {
				continue
			}
			seen[k] = true
			if r := merge(k, base[k], mine[k], disk[k]); r != nil {
				out[k] = r
			}
		}
	}
	return out
}
