package scenarios

import (
	"embed"
	"errors"
)

//go:embed skeletons/*.yaml
var skeletonFS embed.FS

// ErrNoSkeleton is returned by Skeleton for an unknown game or language.
var ErrNoSkeleton = errors.New("no skeleton for this game and language")

// SkeletonKinds lists the kinds of skeleton: faro (the pharo profile),
// pharaon and pasur.
func SkeletonKinds() []string { return []string{"faro", "pharaon", "pasur"} }

// Skeleton returns a commented scenario skeleton to start from, for kind
// faro, pharaon or pasur, written in lang. It loads without problems; its
// empty expectations are for croupier fill.
func Skeleton(kind string, lang Lang) ([]byte, error) {
	if !contains(SkeletonKinds(), kind) || (lang != German && lang != French) {
		return nil, ErrNoSkeleton
	}
	return skeletonFS.ReadFile("skeletons/" + kind + "." + string(lang) + ".yaml")
}
