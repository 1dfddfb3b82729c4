// RoPE against float64 formulas written here: RoFormer's elementwise form for "interleaved",
// Hugging Face's rotate_half form for "half", the closed form of the score, and RoFormer's
// decay bound as an explicit complex sum.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <complex>
#include <string>
#include <vector>

#include "params.hpp"
#include "rope.hpp"
#include "similarity.hpp"

namespace {

double omegaOf(int i, int d, double base = 10000) {
  return std::pow(base, -2.0 * i / d);
}

// RoFormer eq. (34): R x = x * (c0, c0, c1, c1, ...) + (-x1, x0, -x3, x2, ...) * (s0, s0, s1, s1, ...).
std::vector<double> roformer(const std::vector<double>& x, double pos, double base = 10000) {
  const int d = static_cast<int>(x.size());
  std::vector<double> out(d);
  for (int j = 0; j < d; ++j) {
    const double angle = pos * omegaOf(j / 2, d, base);
    const double partner = j % 2 == 0 ? -x[j + 1] : x[j - 1];
    out[j] = x[j] * std::cos(angle) + partner * std::sin(angle);
  }
  return out;
}

// Hugging Face LLaMA: x * cat(cos, cos) + rotate_half(x) * cat(sin, sin), rotate_half(x) = cat(-x2, x1).
std::vector<double> rotateHalf(const std::vector<double>& x, double pos, double base = 10000) {
  const int d = static_cast<int>(x.size()), h = d / 2;
  std::vector<double> out(d);
  for (int j = 0; j < d; ++j) {
    const double angle = pos * omegaOf(j % h, d, base);
    const double rotated = j < h ? -x[j + h] : x[j - h];
    out[j] = x[j] * std::cos(angle) + rotated * std::sin(angle);
  }
  return out;
}

pe::RopeRotateRequest rotateRequest(std::vector<double> x, double pos, const std::string& pairing = "interleaved") {
  pe::RopeRotateRequest r;
  r.x = std::move(x);
  r.pos = pos;
  r.pairing = pairing;
  return r;
}

pe::RopeRelativeRequest relativeRequest(double m, double n, double shift, double d = 64) {
  pe::RopeRelativeRequest r;
  r.m = m;
  r.n = n;
  r.shift = shift;
  r.dModel = d;
  return r;
}

double norm(const std::vector<double>& x) {
  double sum = 0;
  for (double v : x) sum += v * v;
  return std::sqrt(sum);
}

}  // namespace

TEST_CASE("R(pos) turns each pair counter-clockwise by pos * w_i", "[rope]") {
  SECTION("d = 4, pos = 1: pair 0 turns by 1 rad, pair 1 by 0.01 rad") {
    const std::vector<double> out = pe::ropeRotate(rotateRequest({1, 0, 1, 0}, 1));
    CHECK(out[0] == Approx(std::cos(1.0)).margin(1e-15));
    CHECK(out[1] == Approx(std::sin(1.0)).margin(1e-15));
    CHECK(out[2] == Approx(std::cos(0.01)).margin(1e-15));
    CHECK(out[3] == Approx(std::sin(0.01)).margin(1e-15));
  }
  SECTION("sign: (0, 1) goes to (-sin, cos)") {
    const std::vector<double> out = pe::ropeRotate(rotateRequest({0, 1, 0, 1}, 1));
    CHECK(out[0] == Approx(-std::sin(1.0)).margin(1e-15));
    CHECK(out[1] == Approx(std::cos(1.0)).margin(1e-15));
    CHECK(out[2] == Approx(-std::sin(0.01)).margin(1e-15));
    CHECK(out[3] == Approx(std::cos(0.01)).margin(1e-15));
  }
  SECTION("half pairing: dims i and i + d/2 turn together") {
    const std::vector<double> out = pe::ropeRotate(rotateRequest({1, 1, 0, 0}, 1, "half"));
    CHECK(out[0] == Approx(std::cos(1.0)).margin(1e-15));
    CHECK(out[2] == Approx(std::sin(1.0)).margin(1e-15));
    CHECK(out[1] == Approx(std::cos(0.01)).margin(1e-15));
    CHECK(out[3] == Approx(std::sin(0.01)).margin(1e-15));
  }
  SECTION("pos = 0 is the identity, and length is kept") {
    const std::vector<double> x = {0.3, -1.2, 2.5, 0.7, -0.4, 0.9};
    CHECK(pe::ropeRotate(rotateRequest(x, 0)) == x);
    const std::vector<double> out = pe::ropeRotate(rotateRequest(x, 12345));
    CHECK(norm(out) == Approx(norm(x)).margin(1e-14));
  }
}

TEST_CASE("both pairings match the frameworks' formulas", "[rope]") {
  std::vector<double> x(16);
  for (std::size_t j = 0; j < x.size(); ++j) x[j] = std::sin(1.7 * j + 0.3) * 2.0;
  for (double pos : {0.0, 1.0, 7.0, 513.0, 99999.0}) {
    INFO("pos " << pos);
    const std::vector<double> interleaved = pe::ropeRotate(rotateRequest(x, pos));
    const std::vector<double> half = pe::ropeRotate(rotateRequest(x, pos, "half"));
    const std::vector<double> expectInterleaved = roformer(x, pos), expectHalf = rotateHalf(x, pos);
    for (std::size_t j = 0; j < x.size(); ++j) {
      CHECK(interleaved[j] == Approx(expectInterleaved[j]).margin(1e-12));
      CHECK(half[j] == Approx(expectHalf[j]).margin(1e-12));
    }
  }
  SECTION("half is interleaved with the dimensions permuted") {
    // Interleaved dims (2i, 2i+1) hold what half keeps in (i, i + d/2).
    std::vector<double> permuted(16);
    for (int i = 0; i < 8; ++i) {
      permuted[2 * i] = x[i];
      permuted[2 * i + 1] = x[i + 8];
    }
    const std::vector<double> a = pe::ropeRotate(rotateRequest(permuted, 37));
    const std::vector<double> b = pe::ropeRotate(rotateRequest(x, 37, "half"));
    for (int i = 0; i < 8; ++i) {
      CHECK(a[2 * i] == b[i]);
      CHECK(a[2 * i + 1] == b[i + 8]);
    }
  }
}

TEST_CASE("ropeSteps: the worked example for d = 4 and d = 8", "[rope]") {
  SECTION("d = 4, pos = 1, q = (1, 2, 3, 4)") {
    pe::RopeStepsRequest r;
    r.pos = 1;
    r.q = {1, 2, 3, 4};
    const std::vector<pe::RopeStep> steps = pe::ropeSteps(r);
    REQUIRE(steps.size() == 2);
    CHECK(steps[0].firstDim == 0);
    CHECK(steps[0].secondDim == 1);
    CHECK(steps[1].firstDim == 2);
    CHECK(steps[1].secondDim == 3);
    CHECK(steps[0].omega == 1.0);
    CHECK(steps[1].omega == Approx(0.01).margin(1e-17));
    CHECK(steps[1].angle == Approx(0.01).margin(1e-17));
    CHECK(steps[1].wavelength == Approx(200 * std::acos(-1.0)).margin(1e-10));
    CHECK(steps[0].outFirst == Approx(std::cos(1.0) - 2 * std::sin(1.0)).margin(1e-15));   // -1.142639...
    CHECK(steps[0].outSecond == Approx(std::sin(1.0) + 2 * std::cos(1.0)).margin(1e-15));  //  1.922075...
    CHECK(steps[0].outFirst == Approx(-1.142639).margin(1e-6));
    CHECK(steps[0].outSecond == Approx(1.922075).margin(1e-6));
    CHECK(steps[1].outFirst == Approx(3 * std::cos(0.01) - 4 * std::sin(0.01)).margin(1e-15));
    CHECK(steps[1].outSecond == Approx(3 * std::sin(0.01) + 4 * std::cos(0.01)).margin(1e-15));
  }
  SECTION("d = 8, pos = 3, both pairings") {
    pe::RopeStepsRequest r;
    r.pos = 3;
    r.dModel = 8;
    r.q = {1, -1, 0.5, 2, -3, 0.25, 1.5, -2};
    for (const std::string pairing : {"interleaved", "half"}) {
      r.pairing = pairing;
      const std::vector<pe::RopeStep> steps = pe::ropeSteps(r);
      REQUIRE(steps.size() == 4);
      const std::vector<double> expected = pairing == "half" ? rotateHalf(r.q, 3) : roformer(r.q, 3);
      const double omegas[] = {1, 0.1, 0.01, 0.001};
      for (int i = 0; i < 4; ++i) {
        INFO(pairing << " pair " << i);
        const int first = pairing == "half" ? i : 2 * i, second = pairing == "half" ? i + 4 : 2 * i + 1;
        CHECK(steps[i].firstDim == first);
        CHECK(steps[i].secondDim == second);
        CHECK(steps[i].omega == Approx(omegas[i]).margin(1e-17));
        CHECK(steps[i].angle == Approx(3 * omegas[i]).margin(1e-15));
        CHECK(steps[i].cos == Approx(std::cos(3 * omegas[i])).margin(1e-15));
        CHECK(steps[i].sin == Approx(std::sin(3 * omegas[i])).margin(1e-15));
        CHECK(steps[i].inFirst == r.q[first]);
        CHECK(steps[i].inSecond == r.q[second]);
        CHECK(steps[i].outFirst == Approx(expected[first]).margin(1e-15));
        CHECK(steps[i].outSecond == Approx(expected[second]).margin(1e-15));
      }
    }
  }
}

TEST_CASE("the RoPE score depends only on n - m", "[rope]") {
  for (double d : {2.0, 8.0, 64.0, 128.0}) {
    for (auto mns : {std::vector<double>{3, 7, 100}, {0, 0, 50}, {40, 2, 1000}, {500, 900, -400}}) {
      const pe::RopeRelativeResult r = pe::ropeRelative(relativeRequest(mns[0], mns[1], mns[2], d));
      INFO("d " << d << ", m " << mns[0] << ", n " << mns[1] << ", s " << mns[2]);
      REQUIRE(r.q.size() == static_cast<std::size_t>(d));
      CHECK(r.residual <= 1e-12);
      CHECK(r.relativeError <= 1e-12);
      // The closed form, pair by pair: (a c + b e) cos(dw) + (b c - a e) sin(dw), dw = (n - m) w_i.
      double closed = 0;
      for (int i = 0; i < d / 2; ++i) {
        const double a = r.q[2 * i], b = r.q[2 * i + 1], c = r.k[2 * i], e = r.k[2 * i + 1];
        const double angle = (mns[1] - mns[0]) * omegaOf(i, static_cast<int>(d));
        closed += (a * c + b * e) * std::cos(angle) + (b * c - a * e) * std::sin(angle);
      }
      CHECK(r.score == Approx(closed).margin(1e-12));
      CHECK(r.relativeScore == Approx(closed).margin(1e-12));
    }
  }
  SECTION("q and k come from the seed") {
    pe::RopeRelativeRequest a = relativeRequest(3, 7, 100, 8), b = a;
    b.seed = 2;
    CHECK(pe::ropeRelative(a).q == pe::ropeRelative(a).q);
    CHECK(pe::ropeRelative(a).q != pe::ropeRelative(b).q);
    CHECK(pe::ropeRelative(a).q != pe::ropeRelative(a).k);
  }
}

TEST_CASE("RoPE scores in float32: rounded trig keeps the bound, float32 angles do not", "[rope]") {
  const double u2 = std::ldexp(1.0, -23);  // 2^-23, two float32 roundings
  for (double m : {3.0, 1000.0, 100000.0, 10000000.0}) {
    const pe::RopeRelativeResult r = pe::ropeRelative(relativeRequest(m, m + 5, 37, 64));
    const double bound = (64 + 8) * u2 * norm(r.q) * norm(r.k);  // the header's stated bound
    INFO("m " << m << ": rounded error " << r.rounded.maxError << ", naive " << r.naive.maxError);
    CHECK(r.rounded.maxError <= bound);
    CHECK(r.rounded.residual <= 2 * bound);
    CHECK(r.rounded.maxError > 0);  // it is float32 for real
  }
  // Around pos 100,000 a float32 angle is off by ~1e-2 rad in pair 0: far outside the bound.
  const pe::RopeRelativeResult far = pe::ropeRelative(relativeRequest(100000, 100005, 37, 64));
  const double bound = (64 + 8) * u2 * norm(far.q) * norm(far.k);
  CHECK(far.naive.maxError > 10 * bound);
  CHECK(far.naive.maxError > 100 * far.rounded.maxError);
  // Near 0 the two float32 ways agree to rounding.
  const pe::RopeRelativeResult near = pe::ropeRelative(relativeRequest(3, 8, 1, 64));
  CHECK(near.naive.maxError <= bound);
}

// The page's middle float32 column, written here from its description: the float64 angle
// pos * w_i (the float64 column's), cos and sin of it in float64 rounded to float32, q and k
// rounded to float32, the rotation and the dot product in float32 (interleaved pairs).
// roundAngle = true rounds the angle itself to float32 first: what "angle rounded from float64"
// would have meant, and what the core does NOT do.
float float32Score(const std::vector<double>& q, const std::vector<double>& k, double m, double n, bool roundAngle) {
  const int d = static_cast<int>(q.size());
  auto rotate = [&](const std::vector<double>& x, double pos) {
    std::vector<float> out(d);
    for (int i = 0; i < d / 2; ++i) {
      double angle = pos * omegaOf(i, d);
      if (roundAngle) angle = static_cast<float>(angle);
      const float c = static_cast<float>(std::cos(angle)), s = static_cast<float>(std::sin(angle));
      const float a = static_cast<float>(x[2 * i]), b = static_cast<float>(x[2 * i + 1]);
      out[2 * i] = a * c - b * s;
      out[2 * i + 1] = a * s + b * c;
    }
    return out;
  };
  const std::vector<float> rq = rotate(q, m), rk = rotate(k, n);
  float sum = 0;
  for (int j = 0; j < d; ++j) sum += rq[j] * rk[j];
  return sum;
}

TEST_CASE("RoPE's rounded float32 scores round cos and sin of the float64 angle, never the angle", "[rope]") {
  const double u2 = std::ldexp(1.0, -23);
  // Small and very large shifts, up to the largest the page allows at pos 5, k 3 (5 + 3 + s <= 10^8).
  for (double shift : {0.0, 100.0, 99999990.0, 99999992.0}) {
    const pe::RopeRelativeResult r = pe::ropeRelative(relativeRequest(5, 8, shift, 8));
    const double bound = (8 + 8) * u2 * norm(r.q) * norm(r.k);  // the header's stated bound
    INFO("shift " << shift << ": rounded error " << r.rounded.maxError);
    CHECK(r.rounded.score == Approx(float32Score(r.q, r.k, 5, 8, false)).margin(1e-6));
    CHECK(r.rounded.shiftedScore == Approx(float32Score(r.q, r.k, 5 + shift, 8 + shift, false)).margin(1e-6));
    CHECK(r.rounded.maxError <= bound);  // at every shift: it does not grow with the position
    // Rounding the angle to float32 instead: at 10^8 its spacing is 8 rad, so the score is wrong
    // in its first digit, far outside the rounded column's error.
    if (shift > 1e6) {
      const double angleRounded = float32Score(r.q, r.k, 5 + shift, 8 + shift, true);
      CHECK(std::fabs(angleRounded - r.shiftedScore) > 1000 * r.rounded.maxError);
    }
  }
}

TEST_CASE("the long-range decay g(k) and RoFormer's bound", "[rope]") {
  pe::RopeDecayRequest r;
  r.maxOffset = 3000;
  r.dModel = 64;
  const pe::RopeDecay decay = pe::ropeDecay(r);
  REQUIRE(decay.g.size() == 3001);
  REQUIRE(decay.bound.size() == 3001);
  CHECK(decay.g[0] == Approx(32).margin(1e-12));        // d/2, not normalised
  CHECK(decay.bound[0] == Approx(16.5).margin(1e-12));  // (d/2 + 1) / 2
  for (int k : {1, 2, 255, 256, 257, 1000, 2999, 3000}) {
    double g = 0, bound = 0;
    std::complex<double> partial = 0;
    for (int i = 0; i < 32; ++i) {
      const double angle = k * omegaOf(i, 64);
      g += std::cos(angle);
      partial += std::complex<double>(std::cos(angle), std::sin(angle));  // S_{i+1}
      bound += std::abs(partial);
    }
    INFO("k " << k);
    CHECK(decay.g[k] == Approx(g).margin(1e-12));
    CHECK(decay.bound[k] == Approx(bound / 32).margin(1e-12));
  }
  SECTION("it decays with distance") {
    const double nearMean = (decay.bound[1] + decay.bound[2] + decay.bound[3]) / 3;
    double farMax = 0;
    for (int k = 2000; k <= 3000; ++k) farMax = std::max(farMax, decay.bound[k]);
    CHECK(farMax < 0.5 * nearMean);
  }
  SECTION("g is the sinusoidal offset profile") {
    const std::vector<double> profile = pe::offsetProfile({3000, 64, 10000, 0});
    for (std::size_t k = 0; k < profile.size(); ++k) CHECK(decay.g[k] == Approx(profile[k]).margin(1e-12));
  }
}

TEST_CASE("W_Q, W_K break additive PE's offset-only score; RoPE keeps it", "[rope]") {
  pe::WDemoRequest r;
  r.dModel = 16;
  r.starts = {0, 1, 2, 5, 10, 50, 100, 1000};
  r.offset = 3;
  const pe::WDemoResult w = pe::wDemo(r);
  REQUIRE(w.additiveScores.size() == 8);
  REQUIRE(w.ropeScores.size() == 8);
  for (std::size_t t = 0; t < w.m.size(); ++t) CHECK(w.n[t] - w.m[t] == 3);
  INFO("spreads: raw " << w.rawSpread << ", additive " << w.additiveSpread << ", rope " << w.ropeSpread);
  CHECK(w.additiveSpread > 0.1);
  CHECK(w.ropeSpread < 1e-13);
  CHECK(w.rawSpread < 1e-13);
  // The raw score is sum_i cos(3 w_i), whatever m is.
  double raw = 0;
  for (int i = 0; i < 8; ++i) raw += std::cos(3 * omegaOf(i, 16));
  CHECK(w.rawScores[4] == Approx(raw).margin(1e-13));
  CHECK(w.additiveSpread == Approx(*std::max_element(w.additiveScores.begin(), w.additiveScores.end()) -
                                   *std::min_element(w.additiveScores.begin(), w.additiveScores.end())));
  SECTION("the same with the half pairing and offset 0") {
    r.pairing = "half";
    r.offset = 0;
    r.starts = {2, 3, 30, 300};
    const pe::WDemoResult h = pe::wDemo(r);
    CHECK(h.n[0] == 2);
    CHECK(h.ropeSpread < 1e-13);
    CHECK(h.additiveSpread > 0.1);
  }
}

TEST_CASE("bad RoPE requests name their parameter", "[rope]") {
  const std::string range = "must be an integer in ";
  SECTION("ropeRotate") {
    CHECK_THROWS_WITH(pe::ropeRotate(rotateRequest({1, 2, 3}, 0)),
                      "x must hold an even number of values in [2, 4096] (its length is dModel); got 3");
    CHECK_THROWS_WITH(pe::ropeRotate(rotateRequest({1, std::nan("")}, 0)),
                      "x[1] must be a number in [-1000000, 1000000]; got NaN");
    CHECK_THROWS_WITH(pe::ropeRotate(rotateRequest({1, 1000000.5}, 0)),
                      "x[1] must be a number in [-1000000, 1000000]; got 1000000.5");
    CHECK(pe::ropeRotate(rotateRequest({1, 1000000}, 100000000)).size() == 2);
    CHECK_THROWS_WITH(pe::ropeRotate(rotateRequest({1, 0}, 100000001)),
                      "pos " + range + "[0, 100000000]; got 100000001");
    CHECK_THROWS_WITH(pe::ropeRotate(rotateRequest({1, 0}, 1, "rotate_half")),
                      "pairing must be \"interleaved\" or \"half\"; got \"rotate_half\"");
    CHECK(pe::ropeRotate(rotateRequest(std::vector<double>(4096, 1.0), 1)).size() == 4096);
    CHECK_THROWS_AS(pe::ropeRotate(rotateRequest(std::vector<double>(4098, 1.0), 1)), pe::InvalidArgument);
  }
  SECTION("ropeSteps") {
    pe::RopeStepsRequest r;
    r.dModel = 5;
    r.q = {1, 2, 3, 4, 5};
    CHECK_THROWS_WITH(pe::ropeSteps(r),
                      "dModel must be even for RoPE (every dimension belongs to a rotated pair); got 5");
    r.dModel = 4098;
    CHECK_THROWS_WITH(pe::ropeSteps(r), "dModel " + range + "[2, 4096]; got 4098");
    r.dModel = 6;
    CHECK_THROWS_WITH(pe::ropeSteps(r), "q must hold dModel = 6 values; got 5");
    r.dModel = 4;
    r.q = {1, 2, 3, 4};
    r.base = 1;
    CHECK_THROWS_WITH(pe::ropeSteps(r), "base must be a number greater than 1 and at most 1000000000000; got 1");
  }
  SECTION("ropeRelative") {
    CHECK_THROWS_WITH(pe::ropeRelative(relativeRequest(5, 3, -4)), "shift " + range + "[-3, 99999995]; got -4");
    CHECK(pe::ropeRelative(relativeRequest(5, 3, -3)).residual <= 1e-12);
    CHECK_THROWS_WITH(pe::ropeRelative(relativeRequest(5, 100000000, 1)), "shift " + range + "[-5, 0]; got 1");
    CHECK_THROWS_WITH(pe::ropeRelative(relativeRequest(-1, 3, 0)), "m " + range + "[0, 100000000]; got -1");
    CHECK_THROWS_WITH(pe::ropeRelative(relativeRequest(0, 100000001, 0)),
                      "n " + range + "[0, 100000000]; got 100000001");
    pe::RopeRelativeRequest r = relativeRequest(1, 2, 3);
    r.seed = 4294967296.0;
    CHECK_THROWS_WITH(pe::ropeRelative(r), "seed " + range + "[0, 4294967295]; got 4294967296");
  }
  SECTION("ropeDecay: the work limit") {
    pe::RopeDecayRequest r;
    r.maxOffset = 1000000;
    r.dModel = 128;  // 64 pairs: 1000001 * 64 terms, under 2^26
    CHECK(pe::ropeDecay(r).g.size() == 1000001u);
    r.dModel = 136;  // 68 pairs: the largest maxOffset is 986894 (986895 * 68 = 67108860)
    r.maxOffset = 986894;
    CHECK(pe::ropeDecay(r).g.size() == 986895u);
    r.maxOffset = 986895;
    CHECK_THROWS_WITH(pe::ropeDecay(r), "(maxOffset + 1) * dModel / 2 must be at most 67108864; got 986896 * 68");
    r.maxOffset = 1000001;
    r.dModel = 2;
    CHECK_THROWS_WITH(pe::ropeDecay(r), "maxOffset " + range + "[0, 1000000]; got 1000001");
  }
  SECTION("wDemo") {
    pe::WDemoRequest r;
    r.dModel = 512;
    r.starts = {0, 1};
    CHECK(pe::wDemo(r).ropeScores.size() == 2);
    r.dModel = 514;
    CHECK_THROWS_WITH(pe::wDemo(r), "dModel " + range + "[2, 512]; got 514");
    r.dModel = 8;
    r.starts.assign(65, 1.0);
    CHECK_THROWS_WITH(pe::wDemo(r), "starts must hold between 1 and 64 positions; got 65");
    r.starts.clear();
    CHECK_THROWS_WITH(pe::wDemo(r), "starts must hold between 1 and 64 positions; got 0");
    r.starts = {0, 99999997, 99999998};
    r.offset = 3;
    try {
      pe::wDemo(r);
      FAIL("did not throw");
    } catch (const pe::InvalidArgument& e) {
      CHECK(e.parameter() == "starts");
      CHECK(std::string(e.what()) ==
            "starts[2] " + range + "[0, 99999997]; got 99999998 (m and m + offset must be in [0, 100000000])");
    }
    r.starts = {1};
    // offset is the table's one range for the name, [0, maxPosition]: the key at or after the query.
    r.offset = -2;
    CHECK_THROWS_WITH(pe::wDemo(r), "offset " + range + "[0, 100000000]; got -2");
    r.offset = 100000001;
    CHECK_THROWS_WITH(pe::wDemo(r), "offset " + range + "[0, 100000000]; got 100000001");
  }
}
