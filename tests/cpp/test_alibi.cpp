// ALiBi: the slopes against the reference rule written out here, the bias tensor's cells and
// layout, and the limits.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <vector>

#include "alibi.hpp"
#include "helpers.hpp"
#include "params.hpp"
#include "reference.hpp"

namespace {

pe::AlibiRequest alibiRequest(double heads, double positions, bool causal) {
  pe::AlibiRequest r;
  r.heads = heads;
  r.positions = positions;
  r.causal = causal;
  return r;
}

}  // namespace

TEST_CASE("ALiBi slopes follow the reference rule", "[alibi]") {
  SECTION("8 heads: 1/2, 1/4, ..., 1/256 exactly") {
    const std::vector<double> slopes = pe::alibiSlopes(8);
    REQUIRE(slopes.size() == 8);
    for (int h = 0; h < 8; ++h) CHECK(slopes[h] == std::ldexp(1.0, -(h + 1)));
  }
  SECTION("12 heads: the 8-head slopes, then 2^-0.5, 2^-1.5, 2^-2.5, 2^-3.5") {
    const std::vector<double> slopes = pe::alibiSlopes(12);
    REQUIRE(slopes.size() == 12);
    for (int h = 0; h < 8; ++h) CHECK(slopes[h] == std::ldexp(1.0, -(h + 1)));
    for (int k = 0; k < 4; ++k) CHECK(slopes[8 + k] == Approx(std::pow(2.0, -0.5 - k)).epsilon(1e-15));
  }
  SECTION("6 heads: 1/4, 1/16, 1/64, 1/256, then 1/2, 1/8") {
    const std::vector<double> slopes = pe::alibiSlopes(6);
    const std::vector<double> expected = {0.25, 0.0625, 1.0 / 64, 1.0 / 256, 0.5, 0.125};
    REQUIRE(slopes.size() == expected.size());
    for (std::size_t h = 0; h < expected.size(); ++h) CHECK(slopes[h] == Approx(expected[h]).epsilon(1e-15));
  }
  SECTION("every head count up to the limit matches the transcription") {
    for (int heads = 1; heads <= pe::AlibiLimits::maxHeads; ++heads) {
      const std::vector<double> slopes = pe::alibiSlopes(heads);
      const std::vector<double> expected = pe_test::alibiSlopesReference(heads);
      REQUIRE(slopes.size() == expected.size());
      for (int h = 0; h < heads; ++h) CHECK(slopes[h] == Approx(expected[h]).epsilon(1e-14));
    }
  }
}

TEST_CASE("the ALiBi bias is [head][query][key]", "[alibi]") {
  const int n = 5;
  SECTION("causal: -m (i - j) at and below the diagonal, -infinity above") {
    const pe::AlibiResult r = pe::alibiBias(alibiRequest(4, n, true));
    REQUIRE(r.bias.size() == static_cast<std::size_t>(4 * n * n));
    for (int h = 0; h < 4; ++h) {
      const double m = std::pow(2.0, -2.0 * (h + 1));  // 2^(-8h/4)
      for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
          const double value = r.bias[(h * n + i) * n + j];
          if (j > i) {
            CHECK(value == -std::numeric_limits<double>::infinity());
          } else {
            CHECK(value == Approx(-m * (i - j)).margin(1e-15));
          }
        }
      }
    }
    CHECK(r.bias[(1 * n + 4) * n + 0] == -0.0625 * 4);  // head 1, query 4, key 0
  }
  SECTION("non-causal: symmetric -m |i - j|, zero on the diagonal") {
    const pe::AlibiResult r = pe::alibiBias(alibiRequest(3, n, false));
    for (int h = 0; h < 3; ++h) {
      for (int i = 0; i < n; ++i) {
        CHECK(r.bias[(h * n + i) * n + i] == 0);
        for (int j = 0; j < n; ++j) {
          CHECK(r.bias[(h * n + i) * n + j] == r.bias[(h * n + j) * n + i]);
          CHECK(r.bias[(h * n + i) * n + j] == Approx(-r.slopes[h] * std::abs(i - j)).margin(1e-15));
        }
      }
    }
  }
}

TEST_CASE("ALiBi limits: one past each is refused by name", "[alibi]") {
  using pe_test::failure;
  CHECK(failure([] { pe::alibiSlopes(65); }) == "heads: heads must be an integer in [1, 64]; got 65");
  CHECK(failure([] { pe::alibiSlopes(0); }) == "heads: heads must be an integer in [1, 64]; got 0");
  CHECK(failure([] { pe::alibiBias(alibiRequest(8, 257, true)); }) ==
        "positions: positions must be an integer in [1, 256]; got 257");
  CHECK(failure([] { pe::alibiBias(alibiRequest(2.5, 8, true)); }) ==
        "heads: heads must be an integer in [1, 64]; got 2.5");
  CHECK(pe::alibiBias(alibiRequest(64, 256, true)).bias.size() == 64u * 256 * 256);
}
