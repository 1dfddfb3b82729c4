// Context extension: every method at small d against the papers' formulas written out here.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "extension.hpp"
#include "helpers.hpp"
#include "params.hpp"

namespace {

const double kTwoPi = 2.0 * std::acos(-1.0);

double omegaOf(int i, int d, double base = 10000) {
  return std::pow(base, -2.0 * i / d);
}

pe::ExtensionRequest extensionRequest(const std::string& method, double d, double trainLength, double scale,
                                      double pos) {
  pe::ExtensionRequest r;
  r.method = method;
  r.dModel = d;
  r.trainLength = trainLength;
  r.scale = scale;
  r.pos = pos;
  return r;
}

}  // namespace

TEST_CASE("none keeps every frequency", "[extension]") {
  const pe::ExtensionResult r = pe::extension(extensionRequest("none", 8, 1000, 4, 5000));
  CHECK(r.method == "none");
  CHECK(r.newBase == 10000);
  CHECK(r.attentionFactor == 1);
  CHECK(r.targetLength == 4000);
  REQUIRE(r.pairs.size() == 4);
  for (int i = 0; i < 4; ++i) {
    CHECK(r.pairs[i].omega == Approx(omegaOf(i, 8)).margin(1e-17));
    CHECK(r.pairs[i].omegaNew == r.pairs[i].omega);
    CHECK(r.pairs[i].wavelength == Approx(kTwoPi / omegaOf(i, 8)).epsilon(1e-14));
    CHECK(r.pairs[i].angle == Approx(5000 * omegaOf(i, 8)).epsilon(1e-14));
    CHECK(r.pairs[i].maxTrainAngle == Approx(999 * omegaOf(i, 8)).epsilon(1e-14));
  }
  SECTION("seen and wrapped") {
    // w = 1, 0.1, 0.01 go round in 999 steps (999 * 0.01 = 9.99 > 2 pi); w = 0.001 reaches 0.999.
    CHECK(r.pairs[2].wrapped);
    CHECK_FALSE(r.pairs[3].wrapped);
    CHECK_FALSE(r.pairs[3].seen);  // 5000 * 0.001 = 5 rad was never reached
    CHECK(r.pairsWrapped == 3);
    CHECK(r.pairsUnseen == 1);
    CHECK(pe::extension(extensionRequest("none", 8, 1000, 4, 999)).pairsUnseen == 0);
    CHECK(pe::extension(extensionRequest("none", 8, 1000, 4, 1000)).pairsUnseen == 1);
  }
}

TEST_CASE("pi divides every frequency by s", "[extension]") {
  const double L = 2048, s = 2;
  const pe::ExtensionResult r = pe::extension(extensionRequest("pi", 16, L, s, 2 * L));
  CHECK(r.targetLength == 4096);
  CHECK(r.attentionFactor == 1);
  for (int i = 0; i < 8; ++i) {
    INFO("pair " << i);
    CHECK(r.pairs[i].omegaNew == Approx(omegaOf(i, 16) / s).epsilon(1e-15));
    CHECK(r.pairs[i].wavelengthNew == Approx(s * kTwoPi / omegaOf(i, 16)).epsilon(1e-14));
    // The angle at pos = 2L is the original angle at L.
    CHECK(r.pairs[i].angleNew == Approx(L * omegaOf(i, 16)).epsilon(1e-14));
  }
  SECTION("the last trained angle, reached at pos = s (L - 1), counts as seen; one step further does not") {
    const pe::ExtensionResult edge = pe::extension(extensionRequest("pi", 8, 1000, 5, 4995));
    CHECK(edge.pairs[3].angleNew == Approx(edge.pairs[3].maxTrainAngle).epsilon(1e-15));
    CHECK(edge.pairs[3].seen);
    CHECK_FALSE(pe::extension(extensionRequest("pi", 8, 1000, 5, 4996)).pairs[3].seen);
  }
}

TEST_CASE("ntk raises the base to b s^(d/(d-2))", "[extension]") {
  const pe::ExtensionResult r = pe::extension(extensionRequest("ntk", 8, 1000, 4, 3000));
  const double newBase = 10000 * std::pow(4.0, 8.0 / 6.0);  // 63496.04...
  CHECK(r.newBase == Approx(newBase).epsilon(1e-15));
  CHECK(r.newBase == Approx(63496.04).margin(0.01));
  for (int i = 0; i < 4; ++i) CHECK(r.pairs[i].omegaNew == Approx(std::pow(newBase, -2.0 * i / 8)).epsilon(1e-14));
  CHECK(r.pairs[0].omegaNew == 1);                                            // fastest pair kept
  CHECK(r.pairs[3].omegaNew == Approx(r.pairs[3].omega / 4).epsilon(1e-14));  // slowest divided by s
  CHECK(r.pairs[3].angleNew == Approx(3000 * omegaOf(3, 8) / 4).epsilon(1e-14));
  CHECK(r.attentionFactor == 1);
}

TEST_CASE("yarn ramps between pi and none by turns over the training length", "[extension]") {
  // d = 8, L = 1000: turns r_i = 1000 w_i / (2 pi) = 159.2, 15.9, 1.59, 0.159: one pair above
  // beta = 32, two on the ramp, one below alpha = 1.
  const double L = 1000, s = 8;
  const pe::ExtensionResult r = pe::extension(extensionRequest("yarn", 8, L, s, 6000));
  CHECK(r.attentionFactor == Approx(0.1 * std::log(8.0) + 1).epsilon(1e-15));
  CHECK(r.attentionFactor == Approx(1.2079442).margin(1e-7));
  CHECK(r.newBase == 10000);
  for (int i = 0; i < 4; ++i) {
    const double w = omegaOf(i, 8);
    const double turns = L * w / kTwoPi;
    const double gamma = turns < 1 ? 0 : turns > 32 ? 1 : (turns - 1) / 31;
    INFO("pair " << i << ", turns " << turns);
    CHECK(r.pairs[i].turns == Approx(turns).epsilon(1e-14));
    CHECK(r.pairs[i].gamma == Approx(gamma).margin(1e-15));
    CHECK(r.pairs[i].omegaNew == Approx((1 - gamma) * w / s + gamma * w).epsilon(1e-14));
    CHECK(r.pairs[i].angleNew == Approx(6000 * ((1 - gamma) * w / s + gamma * w)).epsilon(1e-14));
  }
  CHECK(r.pairs[0].gamma == 1);
  CHECK(r.pairs[0].omegaNew == r.pairs[0].omega);
  CHECK(r.pairs[1].gamma == Approx((100 / kTwoPi - 1) / 31).epsilon(1e-12));  // 0.481...
  CHECK(r.pairs[3].gamma == 0);
  CHECK(r.pairs[3].omegaNew == Approx(r.pairs[3].omega / s).epsilon(1e-15));
  SECTION("alpha and beta move the ramp") {
    pe::ExtensionRequest q = extensionRequest("yarn", 8, L, s, 6000);
    q.alpha = 0;
    q.beta = 2;
    const pe::ExtensionResult moved = pe::extension(q);
    CHECK(moved.pairs[1].gamma == 1);
    CHECK(moved.pairs[2].gamma == Approx(L * 0.01 / kTwoPi / 2).epsilon(1e-14));
  }
  SECTION("gamma is reported for other methods but does not shape their frequencies") {
    const pe::ExtensionResult pi = pe::extension(extensionRequest("pi", 8, L, s, 6000));
    CHECK(pi.pairs[1].gamma == r.pairs[1].gamma);
    CHECK(pi.pairs[0].omegaNew == Approx(1.0 / s).epsilon(1e-15));
  }
}

TEST_CASE("bad extension requests name their parameter", "[extension]") {
  const std::string range = "must be an integer in ";
  auto refusal = [](const pe::ExtensionRequest& r) { return pe_test::failure([&] { pe::extension(r); }); };
  CHECK(refusal(extensionRequest("linear", 8, 1000, 2, 0)) ==
        "method: method must be \"none\", \"pi\", \"ntk\" or \"yarn\"; got \"linear\"");
  CHECK(refusal(extensionRequest("yarn", 7, 1000, 2, 0)) ==
        "dModel: dModel must be even for RoPE (every dimension belongs to a rotated pair); got 7");
  CHECK(refusal(extensionRequest("yarn", 4098, 1000, 2, 0)) == "dModel: dModel " + range + "[2, 4096]; got 4098");
  CHECK(pe::extension(extensionRequest("yarn", 2, 1000, 2, 0)).pairs.size() == 1);
  CHECK(refusal(extensionRequest("ntk", 2, 1000, 2, 0)) ==
        "dModel: dModel must be at least 4 for \"ntk\" (its exponent d / (d - 2) has d - 2 = 0 at d = 2); got 2");
  CHECK(pe::extension(extensionRequest("ntk", 4, 1000, 2, 0)).pairs.size() == 2);
  CHECK(refusal(extensionRequest("pi", 8, 0, 2, 0)) == "trainLength: trainLength " + range + "[1, 100000000]; got 0");
  CHECK(refusal(extensionRequest("pi", 8, 100000001, 2, 0)) ==
        "trainLength: trainLength " + range + "[1, 100000000]; got 100000001");
  CHECK(refusal(extensionRequest("pi", 8, 1000, 0.999, 0)) == "scale: scale must be a number in [1, 1024]; got 0.999");
  CHECK(pe::extension(extensionRequest("pi", 8, 1000, 1024, 0)).targetLength == 1024000);
  CHECK(refusal(extensionRequest("pi", 8, 1000, 1024.5, 0)) ==
        "scale: scale must be a number in [1, 1024]; got 1024.5");
  CHECK(refusal(extensionRequest("pi", 8, 1000, std::nan(""), 0)) ==
        "scale: scale must be a number in [1, 1024]; got NaN");
  CHECK(refusal(extensionRequest("pi", 8, 1000, 2, 100000001)) ==
        "pos: pos " + range + "[0, 100000000]; got 100000001");
  pe::ExtensionRequest r = extensionRequest("yarn", 8, 1000, 2, 0);
  r.alpha = -0.5;
  CHECK(refusal(r) == "alpha: alpha must be a number in [0, 1000000); got -0.5");
  r.alpha = 1000000;
  CHECK(refusal(r) == "alpha: alpha must be a number in [0, 1000000); got 1000000");
  r.alpha = 4;
  r.beta = 4;
  CHECK(refusal(r) == "beta: beta must be a number in (alpha = 4, 1000000]; got 4");
  r.beta = 1000001;
  CHECK(refusal(r) == "beta: beta must be a number in (alpha = 4, 1000000]; got 1000001");
  r.beta = 1000000;
  CHECK(pe::extension(r).pairs.size() == 4);
}
