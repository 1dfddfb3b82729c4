// T5 relative position buckets against an implementation written here from the Hugging Face
// source, the float32 / float64 question, the tables for the page, and the limits.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "helpers.hpp"
#include "params.hpp"
#include "reference.hpp"
#include "t5bias.hpp"

namespace {

pe::T5BucketsRequest bucketsRequest(double positions, bool bidirectional = true, double numBuckets = 32,
                                    double maxDistance = 128) {
  pe::T5BucketsRequest r;
  r.positions = positions;
  r.bidirectional = bidirectional;
  r.numBuckets = numBuckets;
  r.maxDistance = maxDistance;
  return r;
}

using pe_test::failure;

}  // namespace

TEST_CASE("T5 buckets match the Hugging Face function", "[t5bias]") {
  SECTION("bidirectional 32 / 128 at offsets -200..200") {
    for (long r = -200; r <= 200; ++r)
      CHECK(pe::t5Bucket(static_cast<double>(r)) == pe_test::t5BucketReference(r, true, 32, 128));
  }
  SECTION("causal 32 / 128 at offsets -200..200") {
    for (long r = -200; r <= 200; ++r) {
      CHECK(pe::t5Bucket(static_cast<double>(r), false) == pe_test::t5BucketReference(r, false, 32, 128));
    }
  }
  SECTION("known cells, worked by hand: exact below 8, log buckets 8..15, one bucket past 128") {
    CHECK(pe::t5Bucket(0) == 0);
    CHECK(pe::t5Bucket(-1) == 1);
    CHECK(pe::t5Bucket(1) == 17);
    CHECK(pe::t5Bucket(-7) == 7);
    CHECK(pe::t5Bucket(-8) == 8);    // log(1) = 0
    CHECK(pe::t5Bucket(-11) == 8);   // log(11/8)/log(16)*8 = 0.92
    CHECK(pe::t5Bucket(-12) == 9);   // 1.17
    CHECK(pe::t5Bucket(-16) == 10);  // exactly 2
    CHECK(pe::t5Bucket(-127) == 15);
    CHECK(pe::t5Bucket(-200) == 15);
    CHECK(pe::t5Bucket(200) == 31);
    CHECK(pe::t5Bucket(5, false) == 0);     // causal: every key at or after the query
    CHECK(pe::t5Bucket(-20, false) == 17);  // 16 + trunc(log(20/16)/log(128/16)*16) = 16 + trunc(1.72)
  }
  SECTION("monotone in |offset| and symmetric halves") {
    for (long n = 1; n <= 300; ++n) {
      const double d = static_cast<double>(n);
      CHECK(pe::t5Bucket(d) == pe::t5Bucket(-d) + 16);
      CHECK(pe::t5Bucket(-d) >= pe::t5Bucket(-(d - 1)));
      CHECK(pe::t5Bucket(-d) < 16);
    }
  }
  SECTION("other settings against the reference") {
    for (int buckets : {4, 9, 16, 64, 100}) {
      for (int distance : {buckets, 3 * buckets, 500}) {
        for (bool both : {true, false}) {
          const int maxExact = (both ? buckets / 2 : buckets) / 2;
          if (distance <= maxExact) continue;
          for (long r = -600; r <= 600; r += 7) {
            CHECK(pe::t5Bucket(static_cast<double>(r), both, buckets, distance) ==
                  pe_test::t5BucketReference(r, both, buckets, distance));
          }
        }
      }
    }
  }
}

TEST_CASE("float32 and float64 buckets", "[t5bias]") {
  SECTION("the defaults agree everywhere, in both directions") {
    CHECK(pe::t5BucketDisagreements(true, 32, 128).empty());
    CHECK(pe::t5BucketDisagreements(false, 32, 128).empty());
    for (long r = -1000; r <= 1000; ++r) {
      CHECK(pe::t5Bucket(static_cast<double>(r)) == pe::t5BucketFloat64(static_cast<double>(r)));
    }
  }
  SECTION("causal, 9 buckets, maxDistance 128: float64 falls below the bucket edges float32 hits") {
    CHECK(pe::t5BucketDisagreements(false, 9, 128) == std::vector<std::int64_t>{-64, -16, -8});
    CHECK(pe::t5Bucket(-8, false, 9, 128) == 5);  // exact: 4 + log(2)/log(32)*5 = 4 + 1
    CHECK(pe::t5BucketFloat64(-8, false, 9, 128) == 4);
    CHECK(pe::t5Bucket(-16, false, 9, 128) == 6);
    CHECK(pe::t5BucketFloat64(-16, false, 9, 128) == 5);
  }
}

TEST_CASE("bucket tables for the page", "[t5bias]") {
  const pe::T5Buckets t = pe::t5Buckets(bucketsRequest(20));
  REQUIRE(t.buckets.size() == 400u);
  CHECK(t.maxExact == 8);
  for (int i = 0; i < 20; ++i) {
    for (int j = 0; j < 20; ++j) CHECK(t.buckets[i * 20 + j] == pe_test::t5BucketReference(j - i, true, 32, 128));
  }
  SECTION("each bucket's offsets") {
    // 31 of 32: bucket 16 (offset +0) is never used, since offset 0 is not "after" and +1 is
    // bucket 17. The page shows that gap rather than hiding it.
    REQUIRE(t.ranges.size() == 31u);
    auto rangeOf = [&](int bucket) {
      for (const pe::T5BucketRange& range : t.ranges) {
        if (range.bucket == bucket) return range;
      }
      FAIL("bucket " << bucket << " missing");
      return t.ranges[0];
    };
    for (const pe::T5BucketRange& range : t.ranges) CHECK(range.bucket != 16);
    CHECK(rangeOf(0).fromOffset == 0);
    CHECK(rangeOf(0).toOffset == 0);
    CHECK(rangeOf(0).exact);
    CHECK(rangeOf(8).fromOffset == -11);
    CHECK(rangeOf(8).toOffset == -8);
    CHECK_FALSE(rangeOf(8).exact);
    CHECK(rangeOf(15).towardMinus);
    CHECK_FALSE(rangeOf(15).towardPlus);
    CHECK(rangeOf(31).towardPlus);
    CHECK(rangeOf(17).fromOffset == 1);
    for (const pe::T5BucketRange& range : t.ranges) {
      for (std::int64_t r = range.fromOffset; r <= range.toOffset; ++r) {
        CHECK(pe::t5Bucket(static_cast<double>(r)) == range.bucket);
      }
    }
  }
  SECTION("causal: bucket 0 holds every key at or after the query") {
    const pe::T5Buckets causal = pe::t5Buckets(bucketsRequest(4, false));
    CHECK(causal.ranges[0].fromOffset == 0);
    CHECK(causal.ranges[0].towardPlus);
    CHECK(causal.ranges.back().towardMinus);
  }
}

TEST_CASE("the demo bias reads a seeded table through the buckets", "[t5bias]") {
  pe::T5BiasRequest r;
  r.positions = 12;
  r.heads = 3;
  const pe::T5Bias bias = pe::t5Bias(r);
  REQUIRE(bias.table.size() == 3u * 32);
  REQUIRE(bias.bias.size() == 3u * 12 * 12);
  for (double v : bias.table) CHECK((v >= -1 && v < 1));
  for (int h = 0; h < 3; ++h) {
    for (int i = 0; i < 12; ++i) {
      for (int j = 0; j < 12; ++j) {
        CHECK(bias.bias[(h * 12 + i) * 12 + j] ==
              bias.table[h * 32 + pe_test::t5BucketReference(j - i, true, 32, 128)]);
      }
    }
  }
  CHECK(pe::t5Bias(r).table == bias.table);
  r.seed = 2;
  CHECK(pe::t5Bias(r).table != bias.table);
}

TEST_CASE("T5 limits: one past each is refused by name", "[t5bias]") {
  CHECK(failure([] { pe::t5Bucket(0, true, 3, 128); }) ==
        "numBuckets: numBuckets must be an integer in [4, 1024]; got 3");
  CHECK(failure([] { pe::t5Bucket(0, false, 1, 128); }) ==
        "numBuckets: numBuckets must be an integer in [2, 1024]; got 1");
  CHECK(failure([] { pe::t5Bucket(0, true, 1025, 128); }) ==
        "numBuckets: numBuckets must be an integer in [4, 1024]; got 1025");
  CHECK(failure([] { pe::t5Bucket(0, true, 32, 8); }) ==
        "maxDistance: maxDistance must be an integer in [9, 1000000]; got 8");
  CHECK(failure([] { pe::t5Bucket(0, true, 32, 1000001); }) ==
        "maxDistance: maxDistance must be an integer in [9, 1000000]; got 1000001");
  CHECK(failure([] { pe::t5Bucket(100000001); }) ==
        "relativePosition: relativePosition must be an integer in [-100000000, 100000000]; got 100000001");
  CHECK(failure([] { pe::t5Buckets(bucketsRequest(257)); }) ==
        "positions: positions must be an integer in [1, 256]; got 257");
  CHECK(failure([] {
          pe::T5BiasRequest r;
          r.heads = 65;
          pe::t5Bias(r);
        }) == "heads: heads must be an integer in [1, 64]; got 65");
  CHECK(failure([] {
          pe::T5BiasRequest r;
          r.seed = 4294967296.0;
          pe::t5Bias(r);
        }) == "seed: seed must be an integer in [0, 4294967295]; got 4294967296");
  CHECK(pe::t5Bucket(100000000) == 31);
  CHECK(pe::t5Buckets(bucketsRequest(256)).buckets.size() == 65536u);
}
