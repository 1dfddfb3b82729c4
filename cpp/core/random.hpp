// The core's one pseudo-random generator: every seeded value (token embeddings, W_Q, W_K,
// RoPE's demo vectors, T5's stand-in bias table) comes from it.
//
// Rule: the sequence for a state is fixed (page text and tests quote values made from it);
// never change the constants or the conversion to [-1, 1).
#pragma once

#include <cstdint>

namespace pe {

// SplitMix64 (Steele, Lea and Flood 2014): tiny, seedable, identical on every platform.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t state) : state_(state) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // Uniform in [-1, 1), from the top 53 bits.
  double nextSigned() { return static_cast<double>(next() >> 11) * 0x1.0p-52 - 1.0; }

 private:
  std::uint64_t state_;
};

}  // namespace pe
