// AdamW by hand: the first step worked out as a number, then a few steps of a tiny quadratic
// against the update rule written out here, warm-up, decay on matrices only, and clipping.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "optimiser.hpp"

namespace {

// loss = 1/2 sum_i a_i p_i^2 over a 1 x 2 matrix W and a bias b of 1: gradient a_i p_i.
const std::vector<double> kCurvature = {2.0, 0.5, 4.0};

std::vector<pe::Tensor> quadraticParameters() {
  return {{"W", {1, 2}, {1.0f, -2.0f}}, {"b", {1}, {0.5f}}};
}

std::vector<pe::Tensor> gradientsOf(const std::vector<pe::Tensor>& p) {
  return {{"W",
           {1, 2},
           {static_cast<float>(kCurvature[0] * p[0].values[0]), static_cast<float>(kCurvature[1] * p[0].values[1])}},
          {"b", {1}, {static_cast<float>(kCurvature[2] * p[1].values[0])}}};
}

}  // namespace

TEST_CASE("AdamW's first step, by hand", "[optimiser]") {
  // Step 1: m = 0.1 g, v = 0.001 g^2, so m / (1 - 0.9) = g and v / (1 - 0.999) = g^2: the
  // update is lr g / (|g| + eps), lr in the direction of -g. W[0] = 1 with g = 2, lr 0.1, decay
  // 0.01: 1 - 0.1 * 0.01 * 1 - 0.1 * 2 / (2 + 1e-8) = 0.899 - 5e-10.
  pe::AdamWConfig config;
  config.learningRate = 0.1;
  config.warmupSteps = 0;
  config.weightDecay = 0.01;
  config.clipNorm = 0;
  pe::AdamW adam(config);
  std::vector<pe::Tensor> p = quadraticParameters();
  std::vector<pe::Tensor> g = gradientsOf(p);
  adam.step(p, g);
  CHECK(p[0].values[0] == Approx(0.899).margin(1e-7));
  // W[1] = -2, g = -1: -2 + 0.1 * 0.01 * 2 + 0.1 = -1.898.
  CHECK(p[0].values[1] == Approx(-1.898).margin(1e-7));
  // b = 0.5, g = 2, no decay on a bias: 0.5 - 0.1 = 0.4.
  CHECK(p[1].values[0] == Approx(0.4).margin(1e-7));
}

TEST_CASE("AdamW: five steps of a quadratic against the update rule written out", "[optimiser]") {
  pe::AdamWConfig config;
  config.learningRate = 0.05;
  config.warmupSteps = 3;
  config.weightDecay = 0.1;
  config.clipNorm = 0;
  pe::AdamW adam(config);
  std::vector<pe::Tensor> p = quadraticParameters();

  // The expected run, in double, from the formulas of PyTorch's AdamW documentation.
  std::vector<double> x = {1.0, -2.0, 0.5};
  std::vector<double> m(3, 0.0), v(3, 0.0);
  for (int t = 1; t <= 5; ++t) {
    std::vector<pe::Tensor> g = gradientsOf(p);
    adam.step(p, g);
    const double lr = 0.05 * std::min(1.0, t / 3.0);
    CHECK(adam.learningRateAt(t) == Approx(lr).epsilon(1e-15));
    for (int i = 0; i < 3; ++i) {
      const double grad = static_cast<float>(kCurvature[i] * static_cast<float>(x[i]));
      if (i < 2) x[i] *= 1.0 - lr * 0.1;  // decoupled decay, the matrix only
      m[i] = 0.9 * m[i] + 0.1 * grad;
      v[i] = 0.999 * v[i] + 0.001 * grad * grad;
      const double mHat = m[i] / (1.0 - std::pow(0.9, t));
      const double vHat = v[i] / (1.0 - std::pow(0.999, t));
      x[i] -= lr * mHat / (std::sqrt(vHat) + 1e-8);
      x[i] = static_cast<float>(x[i]);  // parameters are stored as float
    }
    CHECK(p[0].values[0] == Approx(x[0]).margin(1e-6));
    CHECK(p[0].values[1] == Approx(x[1]).margin(1e-6));
    CHECK(p[1].values[0] == Approx(x[2]).margin(1e-6));
  }
  CHECK(adam.steps() == 5);
  // Warm-up: step 1 of 3 moved the bias by lr / 3 exactly (its first update is lr_1 sign(g)).
  pe::AdamW fresh(config);
  std::vector<pe::Tensor> q = quadraticParameters();
  std::vector<pe::Tensor> gq = gradientsOf(q);
  fresh.step(q, gq);
  CHECK(q[1].values[0] == Approx(0.5 - 0.05 / 3).margin(1e-7));
}

TEST_CASE("AdamW: the global gradient norm is clipped to clipNorm", "[optimiser]") {
  // Gradients (2, -1) and (2): norm 3. clipNorm 1.5 halves them all.
  pe::AdamWConfig config;
  config.learningRate = 0.1;
  config.warmupSteps = 0;
  config.weightDecay = 0;
  config.clipNorm = 1.5;
  pe::AdamW adam(config);
  std::vector<pe::Tensor> p = quadraticParameters();
  std::vector<pe::Tensor> g = gradientsOf(p);
  const double norm = adam.step(p, g);
  CHECK(norm == Approx(3.0).epsilon(1e-12));
  CHECK(g[0].values[0] == Approx(1.0).epsilon(1e-7));
  CHECK(g[0].values[1] == Approx(-0.5).epsilon(1e-7));
  CHECK(g[1].values[0] == Approx(1.0).epsilon(1e-7));
  // Adam's first step does not see the scale: still lr sign(g) (up to epsilon).
  CHECK(p[0].values[0] == Approx(0.9).margin(1e-7));
  // Below the limit nothing changes.
  pe::AdamW loose(config);
  std::vector<pe::Tensor> p2 = quadraticParameters();
  std::vector<pe::Tensor> g2 = gradientsOf(p2);
  g2[0].values = {0.3f, 0.4f};
  g2[1].values = {0.0f};
  CHECK(loose.step(p2, g2) == Approx(0.5).epsilon(1e-7));
  CHECK(g2[0].values[0] == 0.3f);
}

TEST_CASE("AdamW is its update rule's double arithmetic bit for bit, in every build", "[optimiser]") {
  // The simd build updates two parameters at a time (optimiser.cpp); a run must give the same
  // bits in every build, so each value is compared exactly with the rule written out here in
  // double, operation by operation. Odd sizes leave a last parameter to the scalar loop; decay,
  // clipping and warm-up are all on, over enough steps for the moments to differ.
  pe::AdamWConfig config;
  config.learningRate = 3e-3;
  config.warmupSteps = 4;
  config.weightDecay = 0.01;
  config.clipNorm = 0.5;
  pe::AdamW adam(config);
  std::vector<pe::Tensor> p = {{"W", {5, 7}, std::vector<float>(35)}, {"b", {7}, std::vector<float>(7)}};
  for (std::size_t k = 0; k < p.size(); ++k) {
    for (std::size_t i = 0; i < p[k].values.size(); ++i) p[k].values[i] = std::sin(1.0f + 0.37f * (i + 50 * k));
  }
  std::vector<std::vector<double>> m = {std::vector<double>(35), std::vector<double>(7)};
  std::vector<std::vector<double>> v = m;
  for (int t = 1; t <= 12; ++t) {
    std::vector<pe::Tensor> g = p;
    for (std::size_t k = 0; k < g.size(); ++k) {
      for (std::size_t i = 0; i < g[k].values.size(); ++i) g[k].values[i] = std::cos(0.3f * t + 0.11f * i + k) * 0.4f;
    }
    std::vector<pe::Tensor> want = p;
    double squares = 0;
    for (const auto& tensor : g) {
      for (float x : tensor.values) squares += static_cast<double>(x) * x;
    }
    const double norm = std::sqrt(squares);
    const double clip = norm > config.clipNorm ? config.clipNorm / norm : 1.0;
    const double rate = config.learningRate * std::min(1.0, t / 4.0);
    const double c1 = 1.0 - std::pow(config.beta1, t), c2 = 1.0 - std::pow(config.beta2, t);
    for (std::size_t k = 0; k < want.size(); ++k) {
      for (std::size_t i = 0; i < want[k].values.size(); ++i) {
        const double gi = static_cast<double>(g[k].values[i]) * clip;
        double x = want[k].values[i];
        if (k == 0) x -= rate * config.weightDecay * x;
        m[k][i] = config.beta1 * m[k][i] + (1.0 - config.beta1) * gi;
        v[k][i] = config.beta2 * v[k][i] + (1.0 - config.beta2) * gi * gi;
        x -= rate * (m[k][i] / c1) / (std::sqrt(v[k][i] / c2) + config.epsilon);
        want[k].values[i] = static_cast<float>(x);
      }
    }
    adam.step(p, g);
    for (std::size_t k = 0; k < p.size(); ++k) {
      for (std::size_t i = 0; i < p[k].values.size(); ++i) {
        INFO("step " << t << ", tensor " << p[k].name << "[" << i << "]");
        REQUIRE(adam.firstMoments()[k][i] == m[k][i]);
        REQUIRE(adam.secondMoments()[k][i] == v[k][i]);
        REQUIRE(p[k].values[i] == want[k].values[i]);
        // The clipped gradient is left in place, as float.
        REQUIRE(g[k].values[i] ==
                static_cast<float>(static_cast<double>(std::cos(0.3f * t + 0.11f * i + k) * 0.4f) * clip));
      }
    }
  }
}
