// The references the C++ tests share, each written once, from its source and not from the core:
// ALiBi's slopes and T5's relative-position bucket. (The JavaScript tests' copies are in
// tests/shared/reference.mjs, written from the same sources.)
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace pe_test {

// ALiBi's get_slopes (ofirpress/attention_with_linear_biases), transcribed: for a power of two
// n, start = 2^(-2^-(log2 n - 3)) = 2^(-8/n) and slope i is start * start^i; otherwise the
// slopes of the largest power of two below n, then get_slopes(2 * closest)[0::2][:n - closest].
inline std::vector<double> alibiSlopesReference(int n) {
  const double log2n = std::log2(static_cast<double>(n));
  if (log2n == std::floor(log2n)) {
    const double start = std::pow(2.0, -std::pow(2.0, -(log2n - 3)));
    std::vector<double> slopes;
    for (int i = 0; i < n; ++i) slopes.push_back(start * std::pow(start, i));
    return slopes;
  }
  const int closest = 1 << static_cast<int>(std::floor(log2n));
  std::vector<double> slopes = alibiSlopesReference(closest);
  const std::vector<double> finer = alibiSlopesReference(2 * closest);
  for (int k = 0; k < n - closest; ++k) slopes.push_back(finer[2 * k]);
  return slopes;
}

// Hugging Face transformers, T5Attention._relative_position_bucket, statement by statement, for
// one offset relative = key - query, with torch's float32 tensor arithmetic spelled out:
// relative_position.float() / max_exact, its log in float32, math.log(max_distance / max_exact)
// a Python float rounded to float32 where it meets the tensor, and .to(torch.long) truncating.
inline int t5BucketReference(long relative, bool bidirectional, int numBuckets = 32, int maxDistance = 128) {
  long buckets = 0;
  if (bidirectional) {
    numBuckets /= 2;
    buckets += relative > 0 ? numBuckets : 0;
    relative = std::labs(relative);
  } else {
    relative = -std::min(relative, 0L);
  }
  const int maxExact = numBuckets / 2;
  if (relative < maxExact) return static_cast<int>(buckets + relative);
  // torch computes this branch for every offset and picks with torch.where; here only where it
  // is picked (at offset 0, log(0) = -inf has no integer value).
  const float logPart = std::log(static_cast<float>(relative) / static_cast<float>(maxExact));
  const float divisor = static_cast<float>(std::log(static_cast<double>(maxDistance) / maxExact));
  const float product = logPart / divisor * static_cast<float>(numBuckets - maxExact);
  const long large =
      std::min(static_cast<long>(maxExact) + static_cast<long>(product), static_cast<long>(numBuckets - 1));
  return static_cast<int>(buckets + large);
}

}  // namespace pe_test
