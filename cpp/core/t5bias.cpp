#include "t5bias.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "params.hpp"
#include "random.hpp"

namespace pe {

namespace {

struct BucketSpec {
  bool bidirectional;
  int numBuckets;  // as given
  int perSide;     // B: buckets of one direction (numBuckets / 2 when bidirectional)
  int maxExact;    // B / 2
  int maxDistance;
};

BucketSpec validateBuckets(bool bidirectional, double numBuckets, double maxDistance) {
  BucketSpec spec{};
  spec.bidirectional = bidirectional;
  // Bidirectional narrows the table's range: at least one exact bucket on each side.
  spec.numBuckets = static_cast<int>(bidirectional ? requireInteger("numBuckets", numBuckets, 4, T5Limits::maxBuckets)
                                                   : requireInteger("numBuckets", numBuckets));
  spec.perSide = bidirectional ? spec.numBuckets / 2 : spec.numBuckets;
  spec.maxExact = spec.perSide / 2;
  // log(maxDistance / maxExact) must be positive, or the log buckets divide by zero (or flip).
  spec.maxDistance =
      static_cast<int>(requireInteger("maxDistance", maxDistance, spec.maxExact + 1, T5Limits::maxDistance));
  return spec;
}

// The direction's offset n >= 0 and the bucket base of that direction, as HF does it.
struct Folded {
  std::int64_t n;
  int base;
};
Folded fold(const BucketSpec& spec, std::int64_t relative) {
  if (spec.bidirectional) return {relative < 0 ? -relative : relative, relative > 0 ? spec.perSide : 0};
  return {relative < 0 ? -relative : 0, 0};  // -min(relative, 0): every key at or after the query is 0
}

// torch: max_exact + (torch.log(n.float() / max_exact) / math.log(max_distance / max_exact)
//                     * (num_buckets - max_exact)).to(torch.long)
// n.float() / max_exact: float32 division (the Python int becomes a float32 operand);
// math.log(max_distance / max_exact): a Python float64, rounded to float32 as the divisor;
// the product with the int (B - max_exact) in float32; .to(long) truncates toward zero.
int logBucket32(const BucketSpec& spec, std::int64_t n) {
  const float ratio = static_cast<float>(n) / static_cast<float>(spec.maxExact);
  const float logRatio = std::log(ratio);  // logf
  const auto range = static_cast<float>(std::log(static_cast<double>(spec.maxDistance) / spec.maxExact));
  const float scaled = logRatio / range * static_cast<float>(spec.perSide - spec.maxExact);
  const auto bucket = static_cast<std::int64_t>(spec.maxExact) + static_cast<std::int64_t>(scaled);
  return static_cast<int>(std::min<std::int64_t>(bucket, spec.perSide - 1));
}

int logBucket64(const BucketSpec& spec, std::int64_t n) {
  const double scaled = std::log(static_cast<double>(n) / spec.maxExact) /
                        std::log(static_cast<double>(spec.maxDistance) / spec.maxExact) *
                        (spec.perSide - spec.maxExact);
  const auto bucket = static_cast<std::int64_t>(spec.maxExact) + static_cast<std::int64_t>(scaled);
  return static_cast<int>(std::min<std::int64_t>(bucket, spec.perSide - 1));
}

template <bool Float32>
int bucketOf(const BucketSpec& spec, std::int64_t relative) {
  const Folded folded = fold(spec, relative);
  if (folded.n < spec.maxExact) return folded.base + static_cast<int>(folded.n);
  return folded.base + (Float32 ? logBucket32(spec, folded.n) : logBucket64(spec, folded.n));
}

std::int64_t requireOffset(double relativePosition) {
  return requireInteger("relativePosition", relativePosition);
}

std::vector<int> bucketTable(const BucketSpec& spec, int n) {
  std::vector<int> table(static_cast<std::size_t>(n) * n);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) table[static_cast<std::size_t>(i) * n + j] = bucketOf<true>(spec, j - i);
  }
  return table;
}

}  // namespace

int t5Bucket(double relativePosition, bool bidirectional, double numBuckets, double maxDistance) {
  const BucketSpec spec = validateBuckets(bidirectional, numBuckets, maxDistance);
  return bucketOf<true>(spec, requireOffset(relativePosition));
}

int t5BucketFloat64(double relativePosition, bool bidirectional, double numBuckets, double maxDistance) {
  const BucketSpec spec = validateBuckets(bidirectional, numBuckets, maxDistance);
  return bucketOf<false>(spec, requireOffset(relativePosition));
}

std::vector<std::int64_t> t5BucketDisagreements(bool bidirectional, double numBuckets, double maxDistance) {
  const BucketSpec spec = validateBuckets(bidirectional, numBuckets, maxDistance);
  std::vector<std::int64_t> offsets;
  const std::int64_t reach = spec.maxDistance + 1;
  for (std::int64_t r = -reach; r <= reach; ++r) {
    if (bucketOf<true>(spec, r) != bucketOf<false>(spec, r)) offsets.push_back(r);
  }
  return offsets;
}

T5Buckets t5Buckets(const T5BucketsRequest& request) {
  const int n = static_cast<int>(requireInteger(T5BucketsRequest::ranges[0], request.positions));
  const BucketSpec spec = validateBuckets(request.bidirectional, request.numBuckets, request.maxDistance);
  T5Buckets result{};
  result.positions = n;
  result.numBuckets = spec.numBuckets;
  result.maxExact = spec.maxExact;
  result.buckets = bucketTable(spec, n);

  // Every bucket is one run of offsets (the bucket is monotone in |offset| on each side), and
  // every offset at or past maxDistance lands in the last bucket of its side, so scanning
  // |offset| <= maxDistance + 1 finds every run; the outermost runs are open-ended.
  const std::int64_t reach = spec.maxDistance + 1;
  std::vector<T5BucketRange> byBucket(spec.numBuckets, T5BucketRange{-1, 0, 0, false, false, false});
  for (std::int64_t r = -reach; r <= reach; ++r) {
    const int b = bucketOf<true>(spec, r);
    T5BucketRange& range = byBucket[b];
    if (range.bucket < 0) range = {b, r, r, false, false, fold(spec, r).n < spec.maxExact};
    range.toOffset = r;
  }
  byBucket[bucketOf<true>(spec, -reach)].towardMinus = true;
  byBucket[bucketOf<true>(spec, reach)].towardPlus = true;
  for (const T5BucketRange& range : byBucket) {
    if (range.bucket >= 0) result.ranges.push_back(range);
  }
  return result;
}

T5Bias t5Bias(const T5BiasRequest& request) {
  const int n = static_cast<int>(requireInteger(T5BiasRequest::ranges[0], request.positions));
  const BucketSpec spec = validateBuckets(request.bidirectional, request.numBuckets, request.maxDistance);
  const int heads = static_cast<int>(requireInteger("heads", request.heads));
  const auto seed = static_cast<std::uint64_t>(requireInteger("seed", request.seed));

  T5Bias result{};
  result.heads = heads;
  result.positions = n;
  result.numBuckets = spec.numBuckets;
  SplitMix64 random(0x7435'6269'6173ULL ^ (seed << 16));  // "t5bias"
  result.table.resize(static_cast<std::size_t>(heads) * spec.numBuckets);
  for (double& value : result.table) value = random.nextSigned();
  result.buckets = bucketTable(spec, n);
  result.bias.resize(static_cast<std::size_t>(heads) * n * n);
  for (int h = 0; h < heads; ++h) {
    const double* row = result.table.data() + static_cast<std::size_t>(h) * spec.numBuckets;
    double* out = result.bias.data() + static_cast<std::size_t>(h) * n * n;
    for (std::size_t k = 0; k < result.buckets.size(); ++k) out[k] = row[result.buckets[k]];
  }
  return result;
}

}  // namespace pe
