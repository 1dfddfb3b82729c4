// Context extension: every method at small d against the papers' formulas written out here.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

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

// Hugging Face transformers' `_compute_yarn_parameters` (modeling_rope_utils.py), line by line
// in float64; jquesnelle/yarn's LlamaYaRNScaledRotaryEmbedding.yarn() is the same code. dim is the
// head dimension, max_position_embeddings the training length L, factor s; beta_fast = 32 and
// beta_slow = 1 are the paper's beta and alpha.
namespace released {

const double kMathPi = 3.141592653589793;  // Python's math.pi

double find_correction_dim(double num_rotations, int dim, double base, double max_position_embeddings) {
  return (dim * std::log(max_position_embeddings / (num_rotations * 2 * kMathPi))) / (2 * std::log(base));
}

// Returns (low, high) = (max(floor(.), 0), min(ceil(.), dim - 1)).
std::vector<double> find_correction_range(double low_rot, double high_rot, int dim, double base,
                                          double max_position_embeddings) {
  const double low = std::floor(find_correction_dim(low_rot, dim, base, max_position_embeddings));
  const double high = std::ceil(find_correction_dim(high_rot, dim, base, max_position_embeddings));
  return {std::max(low, 0.0), std::min(high, dim - 1.0)};
}

std::vector<double> linear_ramp_factor(double min, double max, int dim) {
  if (min == max) max += 0.001;  // Prevent singularity
  std::vector<double> ramp_func;
  for (int i = 0; i < dim; ++i) ramp_func.push_back(std::clamp((i - min) / (max - min), 0.0, 1.0));
  return ramp_func;
}

struct Yarn {
  std::vector<double> inv_freq;
  std::vector<double> inv_freq_extrapolation_factor;
  double low, high, attention_factor;
};

Yarn compute(int dim, double base, double max_position_embeddings, double factor, double beta_fast = 32,
             double beta_slow = 1) {
  Yarn out{};
  out.attention_factor = factor <= 1 ? 1.0 : 0.1 * std::log(factor) + 1.0;  // get_mscale(factor)
  const std::vector<double> range = find_correction_range(beta_fast, beta_slow, dim, base, max_position_embeddings);
  out.low = range[0];
  out.high = range[1];
  const std::vector<double> ramp = linear_ramp_factor(out.low, out.high, dim / 2);
  for (int j = 0; j < dim / 2; ++j) {
    const double pos_freqs = std::pow(base, (2.0 * j) / dim);
    const double inv_freq_extrapolation = 1.0 / pos_freqs;
    const double inv_freq_interpolation = 1.0 / (factor * pos_freqs);
    const double extrapolation_factor = 1 - ramp[j];
    out.inv_freq_extrapolation_factor.push_back(extrapolation_factor);
    out.inv_freq.push_back(inv_freq_interpolation * (1 - extrapolation_factor) +
                           inv_freq_extrapolation * extrapolation_factor);
  }
  return out;
}

}  // namespace released

// The paper's text (arXiv:2309.00071, section 3.2): gamma linear in the turns r = L / lambda.
double paperOmega(int i, int d, double base, double L, double s, double alpha = 1, double beta = 32) {
  const double w = omegaOf(i, d, base);
  const double r = L / (kTwoPi / w);
  const double gamma = r < alpha ? 0 : r > beta ? 1 : (r - alpha) / (beta - alpha);
  return (1 - gamma) * w / s + gamma * w;
}

struct YarnCase {
  int d;
  double base, L, s, alpha, beta;
};

const YarnCase kYarnCases[] = {
    {128, 10000, 4096, 8, 1, 32},      // LLaMA 2 at 4k, 8x: the reviewer's case
    {128, 10000, 4096, 16, 1, 32},     // 16x
    {128, 500000, 8192, 8, 1, 32},     // LLaMA 3's base
    {64, 10000, 2048, 32, 1, 32},      // a narrower head
    {64, 10000, 2048, 4, 2, 16},       // other alpha and beta
    {8, 10000, 1000, 8, 1, 32},        // small d
    {2, 10000, 4096, 8, 1, 32},        // one pair
    {8, 10000, 4, 8, 1, 32},           // low == high == 0: the 0.001 nudge
    {4, 1.5, 4096, 8, 1, 32},          // low > high after the clamp to d - 1: reversed
    {128, 10000, 100000000, 2, 1, 32}  // the largest L: every pair outside the ramp
};

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
    // 5 rad is 4.001 rad past the arc's end but 2 pi - 5 = 1.2832 rad short of its start: the nearer.
    CHECK(r.pairs[3].stepsOutside == Approx((kTwoPi - 5) / 0.001).epsilon(1e-12));
    CHECK(pe::extension(extensionRequest("none", 8, 1000, 4, 999)).pairsUnseen == 0);
    // pos = L is one trained step past the last trained position: allowed. Two steps are not.
    const pe::ExtensionResult oneStep = pe::extension(extensionRequest("none", 8, 1000, 4, 1000));
    CHECK(oneStep.pairs[3].stepsOutside == Approx(1).epsilon(1e-12));
    CHECK(oneStep.pairs[3].seen);
    CHECK(oneStep.pairsUnseen == 0);
    const pe::ExtensionResult twoSteps = pe::extension(extensionRequest("none", 8, 1000, 4, 1001));
    CHECK(twoSteps.pairs[3].stepsOutside == Approx(2).epsilon(1e-12));
    CHECK(twoSteps.pairsUnseen == 1);
  }
}

// The direction rule written out here: pair i points at pos w_i' mod 2 pi; training covered the
// arc 0 .. (L - 1) w_i of directions, every direction once that arc is a full turn. A direction
// off the arc is unseen when it is more than one trained step w_i from both of the arc's ends
// (its last angle going forward, 0 = 2 pi going back).
std::vector<int> unseenPairs(int d, double base, double newBase, double L, double pos) {
  std::vector<int> pairs;
  for (int i = 0; i < d / 2; ++i) {
    const double step = std::pow(base, -2.0 * i / d);
    const double arc = (L - 1) * step;
    const double direction = std::fmod(pos * std::pow(newBase, -2.0 * i / d), kTwoPi);
    if (arc < kTwoPi && direction - arc > step && kTwoPi - direction > step) pairs.push_back(i);
  }
  return pairs;
}

std::vector<int> unseenIn(const pe::ExtensionResult& r) {
  std::vector<int> pairs;
  for (const pe::ExtensionPair& p : r.pairs)
    if (!p.seen) pairs.push_back(p.pair);
  return pairs;
}

TEST_CASE("a pair has seen a direction, not an angle: one past the trained angle by a whole turn is back in the arc",
          "[extension]") {
  SECTION("the issue's worked cases: d = 8, trained on 16 or 2 positions, looked at on 64 or 8") {
    // L = 16, offset 63, pair 1: w = 0.1, 6.3 rad, 0.016815 after a turn, inside the arc 0 .. 1.5.
    const pe::ExtensionResult sixteen = pe::extension(extensionRequest("none", 8, 16, 4, 63));
    const pe::ExtensionPair& one = sixteen.pairs[1];
    CHECK(one.angle == Approx(6.3).epsilon(1e-14));
    CHECK(one.maxTrainAngle == Approx(1.5).epsilon(1e-14));
    CHECK(one.direction == Approx(6.3 - kTwoPi).margin(1e-13));
    CHECK(one.pastTrainAngle);
    CHECK_FALSE(one.wrapped);
    CHECK(one.seen);
    CHECK(unseenIn(sixteen) == std::vector<int>{2, 3});
    CHECK(sixteen.pairsBackInArc == 1);
    // L = 2, offset 7, pair 0: w = 1, 7 rad, 0.716815 after a turn, inside the arc 0 .. 1.
    const pe::ExtensionResult two = pe::extension(extensionRequest("none", 8, 2, 4, 7));
    CHECK(two.pairs[0].direction == Approx(7 - kTwoPi).margin(1e-14));
    CHECK(two.pairs[0].seen);
    CHECK(unseenIn(two) == std::vector<int>{1, 2, 3});
  }
  SECTION("the extension section's defaults: d = 128, L = 4096, s = 8, pos = 30000") {
    pe::ExtensionRequest request = extensionRequest("none", 128, 4096, 8, 30000);
    const pe::ExtensionResult none = pe::extension(request);
    CHECK(unseenIn(none) == unseenPairs(128, 10000, 10000, 4096, 30000));
    // Raw angles past the trained ones: pairs 46 .. 63 (18); 46, 47, 49, 51, 54 and 58 of them are
    // back in the arc after a whole turn (pair 58: 7.114 rad, 0.831 after a turn, arc 0 .. 0.971).
    CHECK(none.pairsUnseen == 12);
    CHECK(none.pairsBackInArc == 6);
    for (int pair : {46, 47, 49, 51, 54, 58}) {
      INFO("pair " << pair);
      CHECK(none.pairs[pair].pastTrainAngle);
      CHECK(none.pairs[pair].seen);
    }
    CHECK(none.pairs[58].angle == Approx(7.114).margin(5e-4));
    CHECK(none.pairs[58].direction == Approx(0.831).margin(5e-4));
    CHECK(none.pairs[58].maxTrainAngle == Approx(0.971).margin(5e-4));
    request.method = "ntk";
    const pe::ExtensionResult ntk = pe::extension(request);
    CHECK(unseenIn(ntk) == unseenPairs(128, 10000, 10000 * std::pow(8.0, 128.0 / 126), 4096, 30000));
    CHECK(ntk.pairsUnseen == 13);
    CHECK(ntk.pairsBackInArc == 2);
    CHECK(ntk.pairs[46].seen);
    CHECK(ntk.pairs[47].seen);
  }
  SECTION("the formula, over many settings") {
    for (double L : {2.0, 16.0, 100.0, 4096.0})
      for (double pos : {0.0, 7.0, 63.0, 1000.0, 30000.0, 123457.0}) {
        INFO("L = " << L << ", pos = " << pos);
        CHECK(unseenIn(pe::extension(extensionRequest("none", 16, L, 4, pos))) ==
              unseenPairs(16, 10000, 10000, L, pos));
      }
  }
  SECTION("a whole number of turns in exact arithmetic is direction 0, seen at position 0") {
    CHECK(pe::directionSeen(kTwoPi, 0.5, 0.01));
    CHECK(pe::directionSeen(3 * kTwoPi, 0.5, 0.01));
    CHECK(pe::stepsOutsideArc(3 * kTwoPi, 0.5, 0.01) == 0);
    // 1e-6 short of a turn: 10 steps of 1e-7 before the arc's start (unseen), half a step of 2e-6.
    CHECK(pe::stepsOutsideArc(kTwoPi - 1e-6, 0.5, 1e-7) == Approx(10).epsilon(1e-6));
    CHECK_FALSE(pe::directionSeen(kTwoPi - 1e-6, 0.5, 1e-7));
    CHECK(pe::stepsOutsideArc(kTwoPi - 1e-6, 0.5, 2e-6) == Approx(0.5).epsilon(1e-6));
    CHECK(pe::directionSeen(kTwoPi - 1e-6, 0.5, 2e-6));
    CHECK(pe::turnDirection(kTwoPi + 0.25) == Approx(0.25).margin(1e-15));
  }
}

TEST_CASE("a pair may point up to one trained step outside its arc: steps outside, measured both ways round",
          "[extension]") {
  SECTION("the issue's case: d = 128, L = 4096, s = 8, pos = 32767") {
    // PI: 32767 w / 8 = 4095.875 w, the last trained angle 4095 w plus 0.875 of a step, for each of
    // the 18 pairs that never wrapped ((L - 1) w < 2 pi from pair 46 on). Before: 18 unseen; now 0.
    pe::ExtensionRequest request = extensionRequest("pi", 128, 4096, 8, 32767);
    const pe::ExtensionResult pi = pe::extension(request);
    for (int pair = 46; pair < 64; ++pair) {
      INFO("pair " << pair);
      CHECK_FALSE(pi.pairs[pair].wrapped);
      CHECK(pi.pairs[pair].stepsOutside == Approx(0.875).epsilon(1e-9));
      CHECK(pi.pairs[pair].seen);
    }
    CHECK(pi.pairs[45].wrapped);
    CHECK(pi.pairs[45].stepsOutside == 0);
    CHECK(pi.pairsUnseen == 0);
    // YaRN interpolates pairs 46 .. 63 fully (gamma 0 from the ramp's end, pair 46): the same.
    request.method = "yarn";
    CHECK(pe::extension(request).pairsUnseen == 0);
    // No change: the same 12 pairs as before, each hundreds of steps or more outside (pair 46:
    // 32767 w mod 2 pi is 215.07 steps past the arc).
    request.method = "none";
    const pe::ExtensionResult none = pe::extension(request);
    CHECK(unseenIn(none) == std::vector<int>{46, 50, 52, 53, 55, 56, 57, 58, 60, 61, 62, 63});
    CHECK(none.pairs[46].stepsOutside == Approx(215.07).margin(0.005));
    CHECK(none.pairsBackInArc == 6);
    // NTK: 15 unseen before; pair 63, slowed by exactly s, is 0.875 of a step out, so 14 now.
    request.method = "ntk";
    const pe::ExtensionResult ntk = pe::extension(request);
    CHECK(ntk.pairs[63].stepsOutside == Approx(0.875).epsilon(1e-9));
    CHECK(ntk.pairs[63].seen);
    CHECK(ntk.pairsUnseen == 14);
  }
  SECTION("exactly one step out is seen, one and a half is not (PI, d = 8, L = 1000, s = 2)") {
    // Pair 3, w = 0.001, arc 0 .. 0.999: pos 2000 gives 1000 w (1 step), 2001 gives 1000.5 w.
    const pe::ExtensionPair one = pe::extension(extensionRequest("pi", 8, 1000, 2, 2000)).pairs[3];
    CHECK(one.stepsOutside == Approx(1).epsilon(1e-12));
    CHECK(one.seen);
    const pe::ExtensionPair oneAndHalf = pe::extension(extensionRequest("pi", 8, 1000, 2, 2001)).pairs[3];
    CHECK(oneAndHalf.stepsOutside == Approx(1.5).epsilon(1e-12));
    CHECK_FALSE(oneAndHalf.seen);
  }
  SECTION("a direction just short of 2 pi is that far before the arc's start (d = 2, L = 2, w = 1)") {
    // Arc 0 .. 1. pos 6: 6 rad, 2 pi - 6 = 0.2832 steps before 0 (it was unseen by the arc alone).
    const pe::ExtensionPair six = pe::extension(extensionRequest("none", 2, 2, 4, 6)).pairs[0];
    CHECK(six.stepsOutside == Approx(0.28318530717958623).epsilon(1e-12));
    CHECK(six.seen);
    // pos 5: 4 steps past the end, 2 pi - 5 = 1.2832 before the start: the nearer, and unseen.
    const pe::ExtensionPair five = pe::extension(extensionRequest("none", 2, 2, 4, 5)).pairs[0];
    CHECK(five.stepsOutside == Approx(1.2831853071795862).epsilon(1e-12));
    CHECK_FALSE(five.seen);
    // pos 1: the arc's end itself; pos 2: 1 step past it.
    CHECK(pe::extension(extensionRequest("none", 2, 2, 4, 1)).pairs[0].stepsOutside == 0);
    CHECK(pe::extension(extensionRequest("none", 2, 2, 4, 2)).pairs[0].stepsOutside == Approx(1).epsilon(1e-12));
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
  SECTION("the last trained angle, reached at pos = s (L - 1), is inside the arc; a trained step further is seen") {
    const pe::ExtensionResult edge = pe::extension(extensionRequest("pi", 8, 1000, 5, 4995));
    CHECK(edge.pairs[3].angleNew == Approx(edge.pairs[3].maxTrainAngle).epsilon(1e-15));
    CHECK(edge.pairs[3].seen);
    CHECK(edge.pairs[3].stepsOutside == 0);
    // pos 4996: 999.2 w, 0.2 of a step out (unseen before the one-step allowance).
    const pe::ExtensionPair fifth = pe::extension(extensionRequest("pi", 8, 1000, 5, 4996)).pairs[3];
    CHECK(fifth.stepsOutside == Approx(0.2).epsilon(1e-9));
    CHECK(fifth.seen);
    CHECK(pe::extension(extensionRequest("pi", 8, 1000, 5, 5000)).pairs[3].seen);        // 1 step
    CHECK_FALSE(pe::extension(extensionRequest("pi", 8, 1000, 5, 5001)).pairs[3].seen);  // 1.2 steps
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

TEST_CASE("yarn by default is what released code computes (Hugging Face, the authors' code)", "[extension][yarn]") {
  for (const YarnCase& c : kYarnCases) {
    INFO("d = " << c.d << ", b = " << c.base << ", L = " << c.L << ", s = " << c.s << ", alpha = " << c.alpha
                << ", beta = " << c.beta);
    pe::ExtensionRequest q = extensionRequest("yarn", c.d, c.L, c.s, std::min(3 * c.L, 1e8));
    q.base = c.base;
    q.alpha = c.alpha;
    q.beta = c.beta;
    const pe::ExtensionResult r = pe::extension(q);
    const released::Yarn expected = released::compute(c.d, c.base, c.L, c.s, c.beta, c.alpha);
    CHECK(r.attentionFactor == Approx(expected.attention_factor).epsilon(1e-15));
    REQUIRE(r.pairs.size() == expected.inv_freq.size());
    for (std::size_t i = 0; i < r.pairs.size(); ++i) {
      INFO("pair " << i);
      CHECK(r.pairs[i].gamma == Approx(expected.inv_freq_extrapolation_factor[i]).margin(1e-15));
      CHECK(r.pairs[i].omegaNew == Approx(expected.inv_freq[i]).epsilon(1e-14));
    }
  }
  SECTION("the reviewer's case: pair 36 at d = 128, L = 4096, s = 8") {
    const pe::ExtensionResult r = pe::extension(extensionRequest("yarn", 128, 4096, 8, 32768));
    const released::Yarn expected = released::compute(128, 10000, 4096, 8);
    CHECK(expected.low == 20);   // floor(20.944...)
    CHECK(expected.high == 46);  // ceil(45.027...)
    // Ramp 16/26 of the way: gamma = 1 - 16/26 = 10/26.
    CHECK(r.pairs[36].gamma == Approx(10.0 / 26).margin(1e-15));
    CHECK(r.pairs[36].omegaNew == Approx(expected.inv_freq[36]).epsilon(1e-14));
    // The paper's omega' there is 56.6% below: not what released code computes.
    const double paper = paperOmega(36, 128, 10000, 4096, 8);
    CHECK((paper - expected.inv_freq[36]) / expected.inv_freq[36] == Approx(-0.566131).margin(1e-6));
    CHECK(r.pairs[36].omegaNew != Approx(paper).epsilon(0.1));
  }
}

TEST_CASE("yarnRamp = paper is the paper's ramp; both forms, their ends and their difference are reported",
          "[extension][yarn]") {
  for (const YarnCase& c : kYarnCases) {
    INFO("d = " << c.d << ", b = " << c.base << ", L = " << c.L << ", s = " << c.s);
    pe::ExtensionRequest q = extensionRequest("yarn", c.d, c.L, c.s, std::min(3 * c.L, 1e8));
    q.base = c.base;
    q.alpha = c.alpha;
    q.beta = c.beta;
    q.yarnRamp = "paper";
    const pe::ExtensionResult paper = pe::extension(q);
    q.yarnRamp = "released";
    const pe::ExtensionResult rel = pe::extension(q);
    CHECK(paper.yarnRamp == "paper");
    CHECK(rel.yarnRamp == "released");
    const released::Yarn expected = released::compute(c.d, c.base, c.L, c.s, c.beta, c.alpha);
    CHECK(rel.yarnRampStart == expected.low);
    CHECK(rel.yarnRampEnd == expected.high);
    CHECK(rel.yarnRampStartExact == Approx(released::find_correction_dim(c.beta, c.d, c.base, c.L)).epsilon(1e-14));
    CHECK(rel.yarnRampEndExact == Approx(released::find_correction_dim(c.alpha, c.d, c.base, c.L)).epsilon(1e-14));
    CHECK(paper.attentionFactor == rel.attentionFactor);
    for (int i = 0; i < c.d / 2; ++i) {
      INFO("pair " << i);
      const double w = omegaOf(i, c.d, c.base);
      const double r = c.L / (kTwoPi / w);
      const double gamma = r < c.alpha ? 0 : r > c.beta ? 1 : (r - c.alpha) / (c.beta - c.alpha);
      const double paperW = paperOmega(i, c.d, c.base, c.L, c.s, c.alpha, c.beta);
      CHECK(paper.pairs[i].gamma == Approx(gamma).margin(1e-15));
      CHECK(paper.pairs[i].omegaNew == Approx(paperW).epsilon(1e-14));
      for (const pe::ExtensionResult* each : {&paper, &rel}) {
        CHECK(each->pairs[i].gammaPaper == Approx(gamma).margin(1e-15));
        CHECK(each->pairs[i].gammaReleased == Approx(expected.inv_freq_extrapolation_factor[i]).margin(1e-15));
        CHECK(each->pairs[i].yarnDifference ==
              Approx((paperW - expected.inv_freq[i]) / expected.inv_freq[i]).margin(1e-12));
      }
    }
  }
  SECTION("the reviewer's case: the forms differ on pairs 21 to 45 only, most at pair 36") {
    const pe::ExtensionResult r = pe::extension(extensionRequest("yarn", 128, 4096, 8, 32768));
    CHECK(r.yarnRampStartExact == Approx(20.944482).margin(1e-6));
    CHECK(r.yarnRampEndExact == Approx(45.026881).margin(1e-6));
    int largest = 0;
    for (const pe::ExtensionPair& p : r.pairs) {
      INFO("pair " << p.pair);
      CHECK((p.yarnDifference != 0) == (p.pair >= 21 && p.pair <= 45));
      if (std::fabs(p.yarnDifference) > std::fabs(r.pairs[largest].yarnDifference)) largest = p.pair;
    }
    CHECK(largest == 36);
    CHECK(r.pairs[36].yarnDifference == Approx(-0.566131).margin(1e-6));
  }
  SECTION("a small base: the released ramp runs backwards and interpolates every pair; the paper keeps them") {
    pe::ExtensionRequest q = extensionRequest("yarn", 4, 4096, 8, 0);
    q.base = 1.5;
    const pe::ExtensionResult r = pe::extension(q);
    CHECK(r.yarnRampStart == 14);  // floor(4 ln(4096 / 64 pi) / (2 ln 1.5)) = floor(14.87)
    CHECK(r.yarnRampEnd == 3);     // clamped to d - 1
    for (const pe::ExtensionPair& p : r.pairs) {
      CHECK(p.gammaReleased == 0);
      CHECK(p.gammaPaper == 1);
      CHECK(p.yarnDifference == Approx(8 - 1).epsilon(1e-14));  // w against w / s
    }
  }
  SECTION("alpha = 0: c(0) is infinite, so the released end is d - 1") {
    pe::ExtensionRequest q = extensionRequest("yarn", 8, 1000, 8, 0);
    q.alpha = 0;
    const pe::ExtensionResult r = pe::extension(q);
    CHECK(std::isinf(r.yarnRampEndExact));
    CHECK(r.yarnRampEnd == 7);
  }
  SECTION("s = 1: the forms differ in gamma but not in omega', and the difference is exactly 0") {
    const pe::ExtensionResult r = pe::extension(extensionRequest("yarn", 128, 4096, 1, 0));
    CHECK(r.pairs[30].gammaPaper != r.pairs[30].gammaReleased);
    for (const pe::ExtensionPair& p : r.pairs) CHECK(p.yarnDifference == 0);
  }
  SECTION("the attention factor is Hugging Face's get_mscale: 1 at s = 1") {
    CHECK(pe::extension(extensionRequest("yarn", 8, 1000, 1, 0)).attentionFactor == 1);
    CHECK(pe::extension(extensionRequest("yarn", 8, 1000, 1024, 0)).attentionFactor ==
          Approx(0.1 * std::log(1024.0) + 1).epsilon(1e-15));
  }
}

TEST_CASE("yarn ramps between pi and none by turns over the training length (yarnRamp = paper)", "[extension]") {
  // d = 8, L = 1000: turns r_i = 1000 w_i / (2 pi) = 159.2, 15.9, 1.59, 0.159: one pair above
  // beta = 32, two on the ramp, one below alpha = 1.
  const double L = 1000, s = 8;
  pe::ExtensionRequest paperRequest = extensionRequest("yarn", 8, L, s, 6000);
  paperRequest.yarnRamp = "paper";
  const pe::ExtensionResult r = pe::extension(paperRequest);
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
    pe::ExtensionRequest q = paperRequest;
    q.alpha = 0;
    q.beta = 2;
    const pe::ExtensionResult moved = pe::extension(q);
    CHECK(moved.pairs[1].gamma == 1);
    CHECK(moved.pairs[2].gamma == Approx(L * 0.01 / kTwoPi / 2).epsilon(1e-14));
  }
  SECTION("gamma is reported for other methods but does not shape their frequencies") {
    pe::ExtensionRequest piRequest = paperRequest;
    piRequest.method = "pi";
    const pe::ExtensionResult pi = pe::extension(piRequest);
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
  r.yarnRamp = "linear";
  CHECK(refusal(r) == "yarnRamp: yarnRamp must be \"released\" or \"paper\"; got \"linear\"");
}

TEST_CASE("a beta so small that the released ramp's low end overflows interpolates every pair", "[extension][yarn]") {
  // Found by the fuzzer: beta = 1.2e-309 (subnormal) makes c(beta) = d ln(L / (2 pi beta)) / (2 ln b)
  // infinite, and (i - low) / (high - low) was Infinity / Infinity = NaN. Its limit is 1: gamma 0.
  pe::ExtensionRequest q = extensionRequest("yarn", 24, 60160, 8, 0);
  q.alpha = 0;
  q.beta = 1.2168372791622087e-309;
  const pe::ExtensionResult r = pe::extension(q);
  CHECK(std::isinf(r.yarnRampStart));
  for (const pe::ExtensionPair& p : r.pairs) {
    CHECK(p.gammaReleased == 0.0);
    CHECK(p.omegaNew == Approx(p.omega / 8).epsilon(1e-15));
  }
}
