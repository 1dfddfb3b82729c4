// T5's relative position bias (Raffel et al. 2020): each head learns one scalar per bucket of
// the offset key - query, and adds it to the attention score. Small offsets get a bucket each;
// larger ones share logarithmically wider buckets up to maxDistance; beyond it, one bucket.
//
// Rule: bucket() is EXACTLY Hugging Face's T5Attention._relative_position_bucket
// (src/transformers/models/t5/modeling_t5.py, adapted from Mesh TensorFlow
// transformer_layers.py _relative_position_bucket), including its float32 arithmetic: the
// log bucket is computed in IEEE float32 and truncated toward zero, as torch does it.
// Offsets are key - query (memory_position - query_position), never the other way round.
// Tables are [query][key] (bucket table) and [head][query][key] (bias), row-major.
#pragma once

#include <cstdint>
#include <vector>

#include "params.hpp"

namespace pe {

struct T5Limits {
  static constexpr int maxBuckets = 1024;
  static constexpr int maxDistance = 1000000;
  static constexpr int maxPositions = 256;  // queries and keys of one table
  static constexpr int maxHeads = 64;
  static constexpr std::int64_t maxOffset = 100000000;  // |key - query| for one bucket() call
};

// The bucket of one offset. relativePosition = key - query, integer in [-1e8, 1e8].
// bidirectional: half the buckets for key < query (0 .. nb/2 - 1), half for key > query
// (nb/2 + 1 ..); offset 0 is bucket 0, so bucket nb/2 is never used (16 of 32 in T5). Otherwise (causal decoder) every
// key >= query is bucket 0. numBuckets: integer in [4, 1024] bidirectional, [2, 1024] otherwise (at least one exact
// bucket per half). maxDistance: integer in [maxExact + 1, 1000000], maxExact = half of the
// buckets of one direction (numBuckets / 4 bidirectional, numBuckets / 2 otherwise).
//
// Inside, with n = |offset| for that direction and B the buckets of that direction:
//   n < maxExact: bucket n (exact)
//   otherwise:    maxExact + trunc(log(n / maxExact) / log(maxDistance / maxExact) * (B - maxExact)),
//                 capped at B - 1; float32 as torch does it (t5BucketFloat64 for the same in float64).
int t5Bucket(double relativePosition, bool bidirectional = true, double numBuckets = 32, double maxDistance = 128);

// The same formula evaluated in float64. The two can differ only where the exact quotient is
// an integer or within rounding of one, near bucket edges n = maxExact * (maxDistance / maxExact)^(k / (B - maxExact)),
// and rounding puts one of them just below it. With the defaults (32 buckets, maxDistance 128) they agree at every
// offset in both directions. A setting where they differ: causal, 9 buckets, maxDistance 128 (at n = 8, 16 and 64):
// float32 gives offset -8 bucket 5, as exact arithmetic does, while float64 computes log(2)/log(32)*5 =
// 0.9999999999999999 and gives 4. Scanning 4..128 buckets and maxDistance up to 1200 finds 280 such settings.
int t5BucketFloat64(double relativePosition, bool bidirectional = true, double numBuckets = 32,
                    double maxDistance = 128);

// Offsets in [-maxDistance - 1, maxDistance + 1] where the float32 and float64 buckets differ.
std::vector<std::int64_t> t5BucketDisagreements(bool bidirectional, double numBuckets, double maxDistance);

// t5Bucket as one request.
struct T5BucketRequest {
  double relativePosition = 0;  // key - query, see t5Bucket
  bool bidirectional = true;
  double numBuckets = 32;
  double maxDistance = 128;

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("relativePosition", &T5BucketRequest::relativePosition, Presence::Required);
    visit("bidirectional", &T5BucketRequest::bidirectional, Presence::Optional);
    visit("numBuckets", &T5BucketRequest::numBuckets, Presence::Optional);
    visit("maxDistance", &T5BucketRequest::maxDistance, Presence::Optional);
  }
};
inline int t5Bucket(const T5BucketRequest& request) {
  return t5Bucket(request.relativePosition, request.bidirectional, request.numBuckets, request.maxDistance);
}

struct T5BucketsRequest {
  double positions = 16;  // n, queries and keys, [1, T5Limits::maxPositions]
  bool bidirectional = true;
  double numBuckets = 32;    // see t5Bucket
  double maxDistance = 128;  // see t5Bucket

  static constexpr FieldRange ranges[] = {{"positions", 1, T5Limits::maxPositions}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("positions", &T5BucketsRequest::positions, Presence::Optional);
    visit("bidirectional", &T5BucketsRequest::bidirectional, Presence::Optional);
    visit("numBuckets", &T5BucketsRequest::numBuckets, Presence::Optional);
    visit("maxDistance", &T5BucketsRequest::maxDistance, Presence::Optional);
  }
};

// The offsets one bucket holds: fromOffset..toOffset (key - query), open-ended on one side for
// the last bucket of each direction (all offsets at or beyond maxDistance share it).
struct T5BucketRange {
  int bucket;
  std::int64_t fromOffset;  // smallest offset in the bucket (meaningless if towardMinus)
  std::int64_t toOffset;    // largest offset in the bucket (meaningless if towardPlus)
  bool towardMinus;         // the bucket also holds every offset below fromOffset
  bool towardPlus;          // the bucket also holds every offset above toOffset
  bool exact;               // one offset per bucket (n < maxExact)

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("bucket", &T5BucketRange::bucket);
    visit("fromOffset", &T5BucketRange::fromOffset);
    visit("toOffset", &T5BucketRange::toOffset);
    visit("towardMinus", &T5BucketRange::towardMinus);
    visit("towardPlus", &T5BucketRange::towardPlus);
    visit("exact", &T5BucketRange::exact);
  }
};

struct T5Buckets {
  int positions;
  int numBuckets;
  int maxExact;                       // exact buckets per direction
  std::vector<int> buckets;           // [query][key], positions x positions, bucket of key - query
  std::vector<T5BucketRange> ranges;  // every non-empty bucket, by bucket number; empty buckets
                                      // (possible when log buckets are narrower than 1) are left out

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("positions", &T5Buckets::positions);
    visit("numBuckets", &T5Buckets::numBuckets);
    visit("maxExact", &T5Buckets::maxExact);
    visit("buckets", &T5Buckets::buckets);
    visit("ranges", &T5Buckets::ranges);
  }
};

T5Buckets t5Buckets(const T5BucketsRequest& request);

// A demo bias: T5 learns table[head][bucket]; here it is seeded uniform random in [-1, 1), so
// only the sharing pattern is real, never the values.
struct T5BiasRequest {
  double positions = 16;
  bool bidirectional = true;
  double numBuckets = 32;
  double maxDistance = 128;
  double heads = 4;  // [1, T5Limits::maxHeads]
  double seed = 1;   // [0, Limits::maxSeed]

  static constexpr FieldRange ranges[] = {{"positions", 1, T5Limits::maxPositions}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("positions", &T5BiasRequest::positions, Presence::Optional);
    visit("bidirectional", &T5BiasRequest::bidirectional, Presence::Optional);
    visit("numBuckets", &T5BiasRequest::numBuckets, Presence::Optional);
    visit("maxDistance", &T5BiasRequest::maxDistance, Presence::Optional);
    visit("heads", &T5BiasRequest::heads, Presence::Optional);
    visit("seed", &T5BiasRequest::seed, Presence::Optional);
  }
};

struct T5Bias {
  int heads;
  int positions;
  int numBuckets;
  std::vector<double> table;  // [head][bucket], heads x numBuckets, score units (random stand-in)
  std::vector<int> buckets;   // [query][key], as t5Buckets
  std::vector<double> bias;   // [head][query][key] = table[head][bucket(key - query)], score units

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("heads", &T5Bias::heads);
    visit("positions", &T5Bias::positions);
    visit("numBuckets", &T5Bias::numBuckets);
    visit("table", &T5Bias::table);
    visit("buckets", &T5Bias::buckets);
    visit("bias", &T5Bias::bias);
  }
};

T5Bias t5Bias(const T5BiasRequest& request);

}  // namespace pe
