package quiz

import "testing"

// benchGenerate generates questions of the given topics and every level
// in turn; the issue asks for at most 50 µs a question.
func benchGenerate(b *testing.B, ts []Topic) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		t := ts[i%len(ts)]
		if _, err := Generate(t, 1+i/len(ts)%3, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGenerate: every topic.
func BenchmarkGenerate(b *testing.B) { benchGenerate(b, Topics("")) }

// BenchmarkGeneratePharo: the Pharo topics.
func BenchmarkGeneratePharo(b *testing.B) { benchGenerate(b, Topics("pharo")) }

// BenchmarkGeneratePharaon: the Pharaon topics.
func BenchmarkGeneratePharaon(b *testing.B) { benchGenerate(b, Topics("pharaon")) }

// BenchmarkGeneratePasur: the Pasur topics.
func BenchmarkGeneratePasur(b *testing.B) { benchGenerate(b, Topics("pasur")) }
