// The Transformer of model.hpp: every parameter's gradient (natively; see kEveryElement) against central finite
// differences of a float64 forward pass written independently here (plain loops over the formulas of model.hpp's
// header, sharing no code with the model), for every scheme; the model's own loss against that forward; bit-for-bit
// reproducibility; the SIMD and scalar kernels; causality and padding; validation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "helpers.hpp"
#include "model.hpp"
#include "params.hpp"
#include "random.hpp"
#include "reference.hpp"

namespace {

using pe::PositionScheme;
using Weights = std::map<std::string, std::vector<double>>;
using Matrix = std::vector<std::vector<double>>;

const char* schemeName(PositionScheme scheme) {
  return pe::choiceName(scheme);  // params.cpp's list, in the enum's order
}

// The tiny model of the gradient check: 2 heads of dimension 4, 2 blocks, T5 with 4 buckets up
// to distance 5 so that distances 0..4 fall in buckets 0, 1, 2, 2, 3 (worked out below).
pe::ModelConfig tinyConfig(PositionScheme scheme) {
  pe::ModelConfig c;
  c.scheme = scheme;
  c.vocab = 6;
  c.positions = 6;
  c.dModel = 8;
  c.heads = 2;
  c.blocks = 2;
  c.mlpWidth = 12;
  c.t5Buckets = 4;
  c.t5MaxDistance = 5;
  c.base = 100;
  c.embeddingScale = 1.75;  // not 1, so that the token vectors' scale s is checked too
  return c;
}

// 2 examples x 5 tokens: the first weighted at positions 2-4, the second only at 1-2 and padded
// after (tokens 5, weight 0), with one weight of 2 so that the mean is a weighted one.
pe::Batch tinyBatch() {
  pe::Batch b;
  b.size = 2;
  b.length = 5;
  b.tokens = {1, 3, 4, 0, 2, 2, 4, 1, 5, 5};
  b.targets = {3, 4, 0, 2, 1, 4, 1, 3, 5, 5};
  b.weights = {0, 0, 1, 1, 1, 0, 2, 1, 0, 0};
  return b;
}

// Larger weights than the model's 0.02 initialisation, so every nonlinearity (softmax, GELU,
// LayerNorm) is exercised well away from its linear part and gradients are not tiny. Gains
// 1 + noise, biases noise. A simple generator of its own, not the core's.
void randomise(std::vector<pe::Tensor64>& parameters, unsigned seed) {
  unsigned state = seed * 2654435761u + 12345u;
  auto next = [&]() {
    state = state * 1664525u + 1013904223u;
    return (static_cast<double>(state >> 8) / 16777216.0) * 2.0 - 1.0;  // [-1, 1)
  };
  for (auto& tensor : parameters) {
    const bool gain = tensor.name.find(".gain") != std::string::npos;
    for (double& x : tensor.values) x = gain ? 1.0 + 0.3 * next() : 0.6 * next();
  }
}

Weights weightsOf(const std::vector<pe::Tensor64>& parameters) {
  Weights w;
  for (const auto& t : parameters) w[t.name] = t.values;
  return w;
}

// ---- The independent float64 forward pass ----

Matrix linear(const Matrix& x, const std::vector<double>& w, int in, int out, const std::vector<double>* bias) {
  Matrix y(x.size(), std::vector<double>(out, 0.0));
  for (std::size_t r = 0; r < x.size(); ++r) {
    for (int o = 0; o < out; ++o) {
      double s = bias ? (*bias)[o] : 0.0;
      for (int i = 0; i < in; ++i) s += x[r][i] * w[i * out + o];
      y[r][o] = s;
    }
  }
  return y;
}

Matrix layerNorm(const Matrix& x, const std::vector<double>& g, const std::vector<double>& b) {
  Matrix y = x;
  for (std::size_t r = 0; r < x.size(); ++r) {
    const double n = static_cast<double>(x[r].size());
    double mean = 0, var = 0;
    for (double v : x[r]) mean += v / n;
    for (double v : x[r]) var += (v - mean) * (v - mean) / n;
    for (std::size_t j = 0; j < x[r].size(); ++j) y[r][j] = (x[r][j] - mean) / std::sqrt(var + 1e-5) * g[j] + b[j];
  }
  return y;
}

// RoPE's frequency of pair i under the config's context extension, written out here from the
// papers and Hugging Face's `_compute_*_parameters` (not from extension.cpp, whose omegaNew a
// test below checks against this): PI divides by s; NTK-aware raises the base to
// b s^(hd / (hd - 2)); YaRN blends w / s and w by 1 - ramp, the ramp linear in the pair index
// between floor(c(32)) and ceil(c(1)), c(r) = hd ln(L / (2 pi r)) / (2 ln b), clamped to
// [0, hd - 1], nudged by 0.001 when the ends meet.
double referenceRopeOmega(const pe::ModelConfig& c, int i) {
  const int hd = c.dModel / c.heads;
  const double s = c.ropeScale, b = c.base, w = std::pow(b, -2.0 * i / hd);
  switch (c.ropeScaling) {
    case pe::ExtensionMethod::None: return w;
    case pe::ExtensionMethod::PositionInterpolation: return w / s;
    case pe::ExtensionMethod::NtkAware: return std::pow(b * std::pow(s, hd / (hd - 2.0)), -2.0 * i / hd);
    case pe::ExtensionMethod::Yarn: {
      const double twoPi = 2.0 * std::acos(-1.0);
      auto pairTurning = [&](double turns) {
        return hd * std::log(c.ropeTrainedLength / (turns * twoPi)) / (2 * std::log(b));
      };
      const double low = std::max(std::floor(pairTurning(32)), 0.0);
      double high = std::min(std::ceil(pairTurning(1)), hd - 1.0);
      if (high == low) high += 0.001;
      const double ramp = std::min(std::max((i - low) / (high - low), 0.0), 1.0);
      return w / s * ramp + w * (1 - ramp);
    }
  }
  return w;
}

// YaRN's factor on q and k: 0.1 ln s + 1 (Hugging Face's get_mscale); 1 for the other methods.
double referenceRopeFactor(const pe::ModelConfig& c) {
  return c.ropeScaling == pe::ExtensionMethod::Yarn && c.ropeScale > 1 ? 0.1 * std::log(c.ropeScale) + 1 : 1.0;
}

// The logits of one example, [length][vocab]; token p stands at where[p] (randomised positions)
// or, with where empty, at p. ALiBi's and T5's biases read the distance in tokens either way.
Matrix referenceLogits(const pe::ModelConfig& c, const Weights& w, const std::vector<int>& tokens,
                       const std::vector<int>& where = {}) {
  const int L = static_cast<int>(tokens.size()), d = c.dModel, H = c.heads, hd = d / H;
  auto at = [&](int p) { return where.empty() ? p : where[p]; };
  Matrix x(L, std::vector<double>(d));
  const std::vector<double>& embedding = w.at("embedding");
  const std::vector<double>* position = c.scheme == PositionScheme::Learned ? &w.at("position") : nullptr;
  const std::vector<double>* relativeBias = c.scheme == PositionScheme::T5 ? &w.at("relativeBias") : nullptr;
  for (int p = 0; p < L; ++p) {
    for (int j = 0; j < d; ++j) {
      x[p][j] = c.embeddingScale * embedding[tokens[p] * d + j];
      const double angle = at(p) / std::pow(c.base, 2.0 * (j / 2) / d);
      if (c.scheme == PositionScheme::Sinusoidal) x[p][j] += j % 2 == 0 ? std::sin(angle) : std::cos(angle);
      if (position) x[p][j] += (*position)[at(p) * d + j];
    }
  }
  for (int b = 0; b < c.blocks; ++b) {
    const std::string n = "block" + std::to_string(b) + ".";
    const Matrix h = layerNorm(x, w.at(n + "norm1.gain"), w.at(n + "norm1.bias"));
    Matrix q = linear(h, w.at(n + "attention.q"), d, d, nullptr);
    Matrix k = linear(h, w.at(n + "attention.k"), d, d, nullptr);
    const Matrix v = linear(h, w.at(n + "attention.v"), d, d, nullptr);
    if (c.scheme == PositionScheme::Rope) {
      for (Matrix* m : {&q, &k}) {
        for (int p = 0; p < L; ++p) {
          for (int head = 0; head < H; ++head) {
            double* u = &(*m)[p][head * hd];
            const double f = referenceRopeFactor(c);
            for (int i = 0; i < hd / 2; ++i) {
              const double angle = at(p) * referenceRopeOmega(c, i);
              const double a = u[i], bb = u[i + hd / 2];
              u[i] = f * (a * std::cos(angle) - bb * std::sin(angle));
              u[i + hd / 2] = f * (bb * std::cos(angle) + a * std::sin(angle));
            }
          }
        }
      }
    }
    Matrix mixed(L, std::vector<double>(d, 0.0));
    for (int head = 0; head < H; ++head) {
      const double slope = std::pow(2.0, -8.0 * (head + 1) / H);  // H a power of two
      for (int i = 0; i < L; ++i) {
        std::vector<double> s(i + 1);
        double total = 0;
        for (int j = 0; j <= i; ++j) {
          double dot = 0;
          for (int t = 0; t < hd; ++t) dot += q[i][head * hd + t] * k[j][head * hd + t];
          s[j] = dot / std::sqrt(static_cast<double>(hd));
          if (c.scheme == PositionScheme::Alibi) s[j] -= slope * (i - j);
          if (c.scheme == PositionScheme::T5) {
            s[j] += (*relativeBias)[head * c.t5Buckets +
                                    pe_test::t5BucketReference(j - i, false, c.t5Buckets, c.t5MaxDistance)];
          }
        }
        const double top = *std::max_element(s.begin(), s.end());
        for (double& e : s) total += (e = std::exp(e - top));
        for (int j = 0; j <= i; ++j) {
          for (int t = 0; t < hd; ++t) mixed[i][head * hd + t] += s[j] / total * v[j][head * hd + t];
        }
      }
    }
    const Matrix attended = linear(mixed, w.at(n + "attention.o"), d, d, nullptr);
    for (int p = 0; p < L; ++p) {
      for (int j = 0; j < d; ++j) x[p][j] += attended[p][j];
    }
    const Matrix h2 = layerNorm(x, w.at(n + "norm2.gain"), w.at(n + "norm2.bias"));
    Matrix u = linear(h2, w.at(n + "mlp.in"), d, c.mlpWidth, &w.at(n + "mlp.inBias"));
    for (auto& row : u) {
      for (double& e : row) e = 0.5 * e * (1.0 + std::erf(e / std::sqrt(2.0)));
    }
    const Matrix out = linear(u, w.at(n + "mlp.out"), c.mlpWidth, d, &w.at(n + "mlp.outBias"));
    for (int p = 0; p < L; ++p) {
      for (int j = 0; j < d; ++j) x[p][j] += out[p][j];
    }
  }
  return linear(layerNorm(x, w.at("norm.gain"), w.at("norm.bias")), w.at("head"), d, c.vocab, &w.at("head.bias"));
}

double referenceLoss(const pe::ModelConfig& c, const Weights& w, const pe::Batch& batch) {
  double loss = 0, total = 0;
  for (int e = 0; e < batch.size; ++e) {
    const std::vector<int> tokens(batch.tokens.begin() + e * batch.length,
                                  batch.tokens.begin() + (e + 1) * batch.length);
    const std::vector<int> where = batch.positions.empty()
                                       ? std::vector<int>{}
                                       : std::vector<int>(batch.positions.begin() + e * batch.length,
                                                          batch.positions.begin() + (e + 1) * batch.length);
    const Matrix logits = referenceLogits(c, w, tokens, where);
    for (int p = 0; p < batch.length; ++p) {
      const double weight = batch.weights[e * batch.length + p];
      if (weight == 0) continue;
      double sum = 0;
      for (double l : logits[p]) sum += std::exp(l);
      loss += weight * (std::log(sum) - logits[p][batch.targets[e * batch.length + p]]);
      total += weight;
    }
  }
  return loss / total;
}

// The finite-difference check evaluates the reference forward six times per parameter element.
// Natively it takes every element of every tensor (under a second); under the sanitizers and in
// WASM, where the same loops are 5-15 times slower, 16 elements of each larger tensor, scattered
// over its rows and columns (the i with (7919 i) mod size < 16: 7919 is prime, so exactly 16).
#if defined(__SANITIZE_ADDRESS__) || defined(__EMSCRIPTEN__)
constexpr bool kEveryElement = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kEveryElement = false;
#else
constexpr bool kEveryElement = true;
#endif
#else
constexpr bool kEveryElement = true;
#endif

bool checked(std::size_t i, std::size_t size) {
  return kEveryElement || size <= 16 || (i * 7919) % size < 16;
}

// Every scheme of the enum (a new one must then pass every test below, its reference included).
const std::vector<PositionScheme> kSchemes = [] {
  std::vector<PositionScheme> all;
  for (int s = 0; s < pe::kPositionSchemeCount; ++s) all.push_back(static_cast<PositionScheme>(s));
  return all;
}();

}  // namespace

TEST_CASE("the reference's T5 decoder buckets for the tiny model are worked out by hand", "[model]") {
  // maxExact 2; n = 3: 2 + trunc(log(1.5) / log(2.5) * 2) = 2 + trunc(0.885) = 2;
  // n = 4: 2 + trunc(log(2) / log(2.5) * 2) = 2 + trunc(1.513) = 3.
  const int expected[] = {0, 1, 2, 2, 3};
  for (int distance = 0; distance < 5; ++distance)
    CHECK(pe_test::t5BucketReference(-distance, false, 4, 5) == expected[distance]);
}

namespace {

// Every gradient of the model on a batch against sixth-order central differences of the reference.
void checkGradients(const pe::ModelConfig& config, const pe::Batch& batch, const char* label, double step = 1e-3) {
  const PositionScheme scheme = config.scheme;
  {
    pe::Model64 model(config);
    randomise(model.parameters(), 7);
    std::vector<pe::Tensor64> gradients;
    const double loss = model.lossAndGradients(batch, gradients);
    Weights w = weightsOf(model.parameters());
    const double reference = referenceLoss(config, w, batch);
    INFO("scheme " << schemeName(scheme));
    CHECK(loss == Approx(reference).epsilon(1e-12));
    CHECK(model.loss(batch) == loss);

    // Sixth-order central differences, (f(3h) - 9 f(2h) + 45 f(h) - 45 f(-h) + 9 f(-2h) - f(-3h)) / 60h:
    // with h = 1e-3 their truncation error (h^6 / 140 times the seventh derivative) and their
    // rounding error (about 1e-15 / h) both stay near 1e-12.
    const double h = step;
    double worstRelative = 0, worstAbsolute = 0;
    std::string worstName;
    REQUIRE(gradients.size() == model.parameters().size());
    for (const auto& gradient : gradients) {
      double largest = 0;
      for (double g : gradient.values) largest = std::max(largest, std::abs(g));
      INFO(gradient.name << ": largest gradient " << largest);
      CHECK(largest > 1e-3);  // every tensor takes part: the check is not vacuous
      std::vector<double>& values = w[gradient.name];
      for (std::size_t i = 0; i < values.size(); ++i) {
        if (!checked(i, values.size())) continue;
        const double saved = values[i];
        auto at = [&](double delta) {
          values[i] = saved + delta;
          return referenceLoss(config, w, batch);
        };
        const double numeric =
            (at(3 * h) - 9 * at(2 * h) + 45 * at(h) - 45 * at(-h) + 9 * at(-2 * h) - at(-3 * h)) / (60 * h);
        values[i] = saved;
        const double analytic = gradient.values[i];
        const double error = std::abs(analytic - numeric);
        const double scale = std::max(std::abs(analytic), std::abs(numeric));
        worstAbsolute = std::max(worstAbsolute, error);
        if (scale > 1e-3 && error / scale > worstRelative) {
          worstRelative = error / scale;
          worstName = gradient.name;
        }
        INFO(gradient.name << "[" << i << "]: analytic " << analytic << ", numeric " << numeric);
        REQUIRE(error <= 1e-8 * std::max(scale, 1e-3));
      }
    }
    std::printf("gradient check %-10s%s: max relative error %.2e (%s), max absolute %.2e\n", schemeName(scheme), label,
                worstRelative, worstName.c_str(), worstAbsolute);
    CHECK(worstRelative < 2e-9);
  }
}

}  // namespace

TEST_CASE("every gradient matches central finite differences of an independent float64 forward", "[model]") {
  for (PositionScheme scheme : kSchemes) checkGradients(tinyConfig(scheme), tinyBatch(), "");
}

TEST_CASE("with randomised positions, every gradient still matches finite differences", "[model]") {
  // Positions drawn by hand from [0, 16), distinct and increasing in each example, gaps uneven,
  // the first example's starting above 0: the input table, the learned rows and RoPE's angles
  // are read at these values, and the learned table's unread rows must get no gradient.
  pe::Batch batch = tinyBatch();
  batch.positions = {2, 5, 6, 11, 15, 0, 3, 9, 10, 14};
  for (PositionScheme scheme : {PositionScheme::Sinusoidal, PositionScheme::Learned, PositionScheme::Rope}) {
    pe::ModelConfig config = tinyConfig(scheme);
    config.positions = 16;
    checkGradients(config, batch, " (random positions)", 5e-4);
  }
}

namespace {

template <class T>
bool sameBits(const std::vector<T>& a, const std::vector<T>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0;
}

bool sameBits(const std::vector<pe::Tensor>& a, const std::vector<pe::Tensor>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].name != b[i].name || a[i].shape != b[i].shape || !sameBits(a[i].values, b[i].values)) return false;
  }
  return true;
}

Weights weightsOf(const std::vector<pe::Tensor>& parameters) {
  Weights w;
  for (const auto& t : parameters) w[t.name] = std::vector<double>(t.values.begin(), t.values.end());
  return w;
}

// Larger than the tiny batch: 3 examples x 9 tokens, so the kernels' 4 x 8 blocks and their
// edges (rows and columns left over) all run.
pe::Batch mediumBatch() {
  pe::Batch b;
  b.size = 3;
  b.length = 9;
  b.tokens = {1, 2, 3, 4, 5, 0, 1, 2, 3, 5, 4, 3, 2, 1, 0, 5, 4, 3, 0, 0, 1, 1, 2, 2, 3, 3, 4};
  b.targets = {2, 3, 4, 5, 0, 1, 2, 3, 4, 4, 3, 2, 1, 0, 5, 4, 3, 2, 0, 1, 1, 2, 2, 3, 3, 4, 4};
  b.weights = {0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1};
  return b;
}

pe::ModelConfig mediumConfig(PositionScheme scheme) {
  pe::ModelConfig c = tinyConfig(scheme);
  c.positions = 12;
  c.dModel = 12;
  c.heads = 2;
  c.mlpWidth = 20;
  c.vocab = 7;
  return c;
}

}  // namespace

namespace {

const pe::ExtensionMethod kExtensionMethods[] = {pe::ExtensionMethod::None, pe::ExtensionMethod::PositionInterpolation,
                                                 pe::ExtensionMethod::NtkAware, pe::ExtensionMethod::Yarn};

// RoPE with one head of dimension 8 (four pairs), trained on 20 positions and run at s = 2.5:
// YaRN's ramp then runs from pair 0 to pair 2 (c(32) = -2.005, c(1) = 1.006 at base 100), so its
// pair 1 is blended half and half, pairs 0 and 2-3 kept and interpolated.
pe::ModelConfig scaledConfig(pe::ExtensionMethod method) {
  pe::ModelConfig c = tinyConfig(PositionScheme::Rope);
  c.heads = 1;
  c.positions = 50;
  c.ropeScaling = method;
  c.ropeScale = 2.5;
  c.ropeTrainedLength = 20;
  return c;
}

}  // namespace

TEST_CASE("the test's scaled RoPE frequencies are extension()'s omegaNew, pair by pair", "[model]") {
  struct Case {
    int headDim;
    double base, trainedLength, scale;
  };
  // The gradient check's model; the lab's (head dimension 8, base 10000, 2 x 5 tokens, s = 2); a small
  // base with a fractional scale.
  for (const Case& k : {Case{8, 100, 20, 2.5}, Case{8, 10000, 10, 2}, Case{4, 100, 3, 3.5}, Case{16, 500, 64, 7}}) {
    for (pe::ExtensionMethod method : kExtensionMethods) {
      pe::ModelConfig c = tinyConfig(PositionScheme::Rope);
      c.dModel = k.headDim;
      c.heads = 1;
      c.base = k.base;
      c.ropeScaling = method;
      c.ropeScale = k.scale;
      c.ropeTrainedLength = static_cast<int>(k.trainedLength);
      pe::ExtensionRequest request;
      request.method = pe::extensionMethodName(method);
      request.dModel = k.headDim;
      request.base = k.base;
      request.trainLength = k.trainedLength;
      request.scale = k.scale;
      const pe::ExtensionResult result = pe::extension(request);
      INFO(request.method << ", head dimension " << k.headDim << ", base " << k.base << ", L " << k.trainedLength);
      CHECK(result.attentionFactor == Approx(referenceRopeFactor(c)).epsilon(1e-15));
      for (int i = 0; i < k.headDim / 2; ++i) {
        INFO("pair " << i);
        CHECK(result.pairs[i].omegaNew == Approx(referenceRopeOmega(c, i)).epsilon(1e-14));
      }
    }
  }
  // The gradient check's YaRN blends a pair, so the ramp between the ends is exercised there.
  const pe::ModelConfig yarn = scaledConfig(pe::ExtensionMethod::Yarn);
  const double w1 = std::pow(100.0, -2.0 / 8);
  CHECK(referenceRopeOmega(yarn, 1) == Approx(0.5 * w1 + 0.5 * w1 / 2.5));
  CHECK(referenceRopeOmega(yarn, 0) == 1.0);
  CHECK(referenceRopeOmega(yarn, 3) == Approx(std::pow(100.0, -6.0 / 8) / 2.5));
}

TEST_CASE("RoPE under each context extension: the loss is the reference's, every gradient its differences'",
          "[model]") {
  // checkGradients compares the model's loss with the independent forward's to 1e-12, which
  // reads the scaled frequencies and YaRN's factor from the formulas above: so the model turns
  // each pair by exactly those, and its gradients go through the factor on q and k.
  pe::Batch drawn = tinyBatch();
  drawn.positions = {2, 5, 16, 31, 49, 0, 3, 9, 27, 44};  // past the trained 20, up to s L = 50
  // Every method at positions past the trained length (the batch that reaches every pair's new
  // angle), and YaRN, the one with a factor on q and k, at the trained ones too: a full gradient
  // check costs seconds under the sanitizers, and the suite has 20 minutes.
  for (pe::ExtensionMethod method : kExtensionMethods) {
    const std::string label = std::string(" ") + pe::extensionMethodName(method);
    checkGradients(scaledConfig(method), drawn, (label + " (positions to 49)").c_str());
  }
  checkGradients(scaledConfig(pe::ExtensionMethod::Yarn), tinyBatch(), " yarn");
  // The methods differ from one another and from none on this batch (the check is not vacuous).
  std::vector<double> losses;
  for (pe::ExtensionMethod method : kExtensionMethods) {
    pe::Model64 model(scaledConfig(method));
    randomise(model.parameters(), 7);
    losses.push_back(model.loss(drawn));
  }
  for (std::size_t a = 0; a < losses.size(); ++a) {
    for (std::size_t b = a + 1; b < losses.size(); ++b) CHECK(std::abs(losses[a] - losses[b]) > 1e-6);
  }
}

TEST_CASE("ropeScaling none is the model without it, bit for bit, whatever its scale", "[model]") {
  pe::ModelConfig plain = tinyConfig(PositionScheme::Rope);
  pe::ModelConfig none = plain;
  none.ropeScaling = pe::ExtensionMethod::None;
  none.ropeScale = 7;
  none.ropeTrainedLength = 3;
  pe::Model a(plain), b(none);
  a.initialise(11);
  b.initialise(11);
  std::vector<pe::Tensor> ga, gb;
  const double la = a.lossAndGradients(tinyBatch(), ga), lb = b.lossAndGradients(tinyBatch(), gb);
  CHECK(std::memcmp(&la, &lb, sizeof la) == 0);
  REQUIRE(ga.size() == gb.size());
  for (std::size_t t = 0; t < ga.size(); ++t) CHECK(ga[t].values == gb[t].values);
  // A scaling under another scheme is not read: a sinusoidal model with YaRN is the one without.
  pe::ModelConfig sinusoidal = tinyConfig(PositionScheme::Sinusoidal);
  pe::ModelConfig sinusoidalYarn = sinusoidal;
  sinusoidalYarn.ropeScaling = pe::ExtensionMethod::Yarn;
  sinusoidalYarn.ropeScale = 4;
  pe::Model c(sinusoidal), d(sinusoidalYarn);
  c.initialise(11);
  d.initialise(11);
  const double lc = c.loss(tinyBatch()), ld = d.loss(tinyBatch());
  CHECK(std::memcmp(&lc, &ld, sizeof lc) == 0);
}

TEST_CASE("two models from one seed give the same bits; another seed does not", "[model]") {
  const pe::Batch batch = mediumBatch();
  for (PositionScheme scheme : kSchemes) {
    INFO("scheme " << schemeName(scheme));
    pe::Model first(mediumConfig(scheme)), second(mediumConfig(scheme)), other(mediumConfig(scheme));
    first.initialise(42);
    second.initialise(42);
    other.initialise(43);
    CHECK(sameBits(first.parameters(), second.parameters()));
    CHECK_FALSE(sameBits(first.parameters(), other.parameters()));
    std::vector<pe::Tensor> g1, g2;
    const double loss1 = first.lossAndGradients(batch, g1);
    const double loss2 = second.lossAndGradients(batch, g2);
    CHECK(std::memcmp(&loss1, &loss2, sizeof loss1) == 0);
    CHECK(sameBits(g1, g2));
    // A second call on the same model (buffers reused) gives the same bits again.
    std::vector<pe::Tensor> g3;
    CHECK(first.lossAndGradients(batch, g3) == loss1);
    CHECK(sameBits(g1, g3));
  }
}

TEST_CASE("paired seeds: every shared tensor starts with the same bits under all six schemes", "[model]") {
  pe::Model none(mediumConfig(PositionScheme::None));
  none.initialise(9);
  for (PositionScheme scheme : kSchemes) {
    INFO("scheme " << schemeName(scheme));
    pe::Model model(mediumConfig(scheme));
    model.initialise(9);
    std::size_t shared = 0;
    for (const auto& tensor : model.parameters()) {
      if (tensor.name == "position" || tensor.name == "relativeBias") continue;
      INFO(tensor.name);
      const pe::Tensor& same = none.parameters()[shared++];
      REQUIRE(same.name == tensor.name);
      CHECK(std::memcmp(same.values.data(), tensor.values.data(), same.values.size() * sizeof(float)) == 0);
    }
    CHECK(shared == none.parameters().size());
  }
  // Each scheme's own table from its own stream: the first value of each, worked out from the
  // stream written here (seed + the ASCII of "position" / "relative").
  auto firstOf = [](std::uint64_t state) {
    pe::SplitMix64 random(state);
    double sum = 0;
    for (int i = 0; i < 12; ++i) sum += 0.5 * random.nextSigned();
    return static_cast<float>(0.02 * sum);
  };
  pe::Model learned(mediumConfig(PositionScheme::Learned));
  learned.initialise(9);
  CHECK(learned.parameters()[1].values[0] == firstOf(9 + 0x706F736974696F6EULL));
  pe::Model t5(mediumConfig(PositionScheme::T5));
  t5.initialise(9);
  CHECK(t5.parameters()[1].values[0] == firstOf(9 + 0x72656C6174697665ULL));
}

TEST_CASE("token vectors are scaled by embeddingScale, and a bad scale is refused", "[model]") {
  // With s = 2 and the embedding halved, the input (and so every logit) is the same as with
  // s = 1; a sinusoidal model keeps its table unscaled, so this holds only for the tokens.
  const pe::Batch batch = mediumBatch();
  pe::ModelConfig one = mediumConfig(PositionScheme::Sinusoidal);
  one.embeddingScale = 1;
  pe::ModelConfig two = one;
  two.embeddingScale = 2;
  pe::Model64 a(one), b(two);
  a.initialise(4);
  b.initialise(4);
  for (double& x : b.parameters()[0].values) x /= 2;
  std::vector<double> la, lb;
  a.logits(batch, la);
  b.logits(batch, lb);
  REQUIRE(la.size() == lb.size());
  for (std::size_t i = 0; i < la.size(); ++i) CHECK(lb[i] == Approx(la[i]).margin(1e-12));
  for (double bad : {0.0, -1.0, 16.5, std::nan("")}) {
    pe::ModelConfig c = one;
    c.embeddingScale = bad;
    CHECK(pe_test::failure([&] {
            pe::Model m(c);
          }).rfind("embeddingScale: embeddingScale must be a number in (0, 16]", 0) == 0);
  }
}

TEST_CASE("initialisation: gains 1, biases 0, tables 0.02 times a sum of 12 uniforms", "[model]") {
  pe::Model model(tinyConfig(PositionScheme::Learned));
  model.initialise(5);
  // The first value drawn is embedding[0][0], from SplitMix64(5)'s first 12 draws.
  pe::SplitMix64 random(5);
  double sum = 0;
  for (int i = 0; i < 12; ++i) sum += 0.5 * random.nextSigned();
  CHECK(model.parameters()[0].values[0] == static_cast<float>(0.02 * sum));
  double squares = 0, count = 0;
  for (const auto& tensor : model.parameters()) {
    INFO(tensor.name);
    const bool gain = tensor.name.find(".gain") != std::string::npos;
    for (float x : tensor.values) {
      if (tensor.shape.size() == 1) {
        CHECK(x == (gain ? 1.0f : 0.0f));
      } else {
        CHECK(std::abs(x) <= 0.12f);  // 12 uniforms of half-width 1/2: |z| <= 6
        squares += static_cast<double>(x) * x;
        count += 1;
      }
    }
  }
  // About 1,400 draws: the sample deviation within 10% of 0.02.
  CHECK(std::sqrt(squares / count) == Approx(0.02).epsilon(0.1));
}

TEST_CASE("the parameters are named, shaped and ordered as model.hpp says", "[model]") {
  pe::Model t5(tinyConfig(PositionScheme::T5));
  std::vector<std::string> names;
  for (const auto& t : t5.parameters()) names.push_back(t.name);
  std::vector<std::string> expected = {"embedding", "relativeBias"};
  for (const char* block : {"block0.", "block1."}) {
    for (const char* part : {"norm1.gain", "norm1.bias", "attention.q", "attention.k", "attention.v", "attention.o",
                             "norm2.gain", "norm2.bias", "mlp.in", "mlp.inBias", "mlp.out", "mlp.outBias"}) {
      expected.push_back(std::string(block) + part);
    }
  }
  for (const char* tail : {"norm.gain", "norm.bias", "head", "head.bias"}) expected.push_back(tail);
  CHECK(names == expected);
  CHECK(t5.parameters()[1].shape == std::vector<int>{2, 4});
  CHECK(t5.parameters()[10].shape == std::vector<int>{8, 12});  // block0.mlp.in [d x mlpWidth]
  CHECK(t5.parameters().back().shape == std::vector<int>{6});
  pe::Model learned(tinyConfig(PositionScheme::Learned));
  CHECK(learned.parameters()[1].name == "position");
  CHECK(learned.parameters()[1].shape == std::vector<int>{6, 8});
  pe::Model rope(tinyConfig(PositionScheme::Rope));
  CHECK(rope.parameters()[1].name == "block0.norm1.gain");
}

TEST_CASE("the SIMD and scalar kernels give the same bits, and both the independent forward's loss", "[model]") {
  const pe::Batch batch = mediumBatch();
  // Head dimension 6 takes the attention loops' general path, 8 the one specialised for it.
  for (const int dModel : {12, 16}) {
    for (PositionScheme scheme : kSchemes) {
      INFO("scheme " << schemeName(scheme) << ", dModel " << dModel << ", SIMD compiled: " << pe::simdCompiled());
      pe::ModelConfig config = mediumConfig(scheme);
      config.dModel = dModel;
      pe::Model simd(config), scalar(config);
      simd.initialise(9);
      scalar.initialise(9);
      // Larger weights than the initialisation's, so the loss is far from log(vocab).
      for (auto* model : {&simd, &scalar}) {
        for (auto& tensor : model->parameters()) {
          for (std::size_t i = 0; i < tensor.values.size(); ++i) tensor.values[i] *= tensor.shape.size() == 2 ? 20 : 1;
        }
      }
      scalar.useSimd(false);
      std::vector<pe::Tensor> gSimd, gScalar;
      const double lossSimd = simd.lossAndGradients(batch, gSimd);
      const double lossScalar = scalar.lossAndGradients(batch, gScalar);
      CHECK(std::memcmp(&lossSimd, &lossScalar, sizeof lossSimd) == 0);
      CHECK(sameBits(gSimd, gScalar));
      std::vector<float> logitsSimd, logitsScalar;
      simd.logits(batch, logitsSimd);
      scalar.logits(batch, logitsScalar);
      CHECK(sameBits(logitsSimd, logitsScalar));
      // Both against the float64 forward of the same (float) weights.
      const double reference = referenceLoss(config, weightsOf(simd.parameters()), batch);
      CHECK(std::abs(reference - std::log(7.0)) > 0.1);
      CHECK(lossSimd == Approx(reference).epsilon(1e-5));
      for (int e = 0; e < batch.size; ++e) {
        const std::vector<int> tokens(batch.tokens.begin() + e * 9, batch.tokens.begin() + (e + 1) * 9);
        const Matrix expected = referenceLogits(config, weightsOf(simd.parameters()), tokens);
        for (int p = 0; p < 9; ++p) {
          for (int v = 0; v < 7; ++v) {
            CHECK(logitsSimd[(e * 9 + p) * 7 + v] == Approx(expected[p][v]).margin(2e-5).epsilon(1e-5));
          }
        }
      }
    }
  }
}

TEST_CASE("causal: a later token never changes an earlier logit; padding never changes the loss", "[model]") {
  for (PositionScheme scheme : kSchemes) {
    INFO("scheme " << schemeName(scheme));
    const pe::ModelConfig config = mediumConfig(scheme);
    pe::Model model(config);
    model.initialise(3);
    for (auto& tensor : model.parameters()) {
      for (float& x : tensor.values) x *= tensor.shape.size() == 2 ? 20.0f : 1.0f;
    }
    const pe::Batch batch = mediumBatch();
    std::vector<float> before, after;
    model.logits(batch, before);
    pe::Batch changed = batch;
    changed.tokens[5] = 6;  // example 0, position 5
    model.logits(changed, after);
    for (int p = 0; p < 27; ++p) {
      for (int v = 0; v < 7; ++v) {
        const std::size_t at = static_cast<std::size_t>(p) * 7 + v;
        if (p < 5 || p >= 9) {
          CHECK(before[at] == after[at]);  // earlier positions and the other examples: the same bits
        }
      }
    }
    CHECK(before[5 * 7] != after[5 * 7]);  // the changed position itself does change

    // Example 1 is weighted at positions 1-3 only: its tokens 4-8 are padding.
    std::vector<pe::Tensor> g1, g2;
    const double loss1 = model.lossAndGradients(batch, g1);
    pe::Batch padded = batch;
    for (int p = 4; p < 9; ++p) padded.tokens[9 + p] = (p * 5) % 7;
    const double loss2 = model.lossAndGradients(padded, g2);
    CHECK(loss1 == loss2);
    CHECK(sameBits(g1, g2));
  }
}

TEST_CASE("the learned table's rows past the batch's positions get no gradient", "[model]") {
  pe::Model model(mediumConfig(PositionScheme::Learned));  // 12 rows
  std::vector<pe::Tensor> gradients;
  model.lossAndGradients(mediumBatch(), gradients);  // 9 positions
  const auto& table = gradients[1];
  REQUIRE(table.name == "position");
  for (int row = 0; row < 12; ++row) {
    double largest = 0;
    for (int j = 0; j < 12; ++j) largest = std::max(largest, std::abs(static_cast<double>(table.values[row * 12 + j])));
    INFO("row " << row);
    if (row < 9) {
      CHECK(largest > 0);
    } else {
      CHECK(largest == 0);
    }
  }
}

TEST_CASE("attention maps: with zero queries, ALiBi's weights are exp(-m (i - j)) normalised", "[model]") {
  pe::Model model(mediumConfig(PositionScheme::Alibi));
  model.initialise(1);
  for (auto& tensor : model.parameters()) {
    if (tensor.name.find("attention.q") != std::string::npos) std::fill(tensor.values.begin(), tensor.values.end(), 0);
  }
  const pe::Batch batch = mediumBatch();
  const double slopes[] = {1.0 / 16, 1.0 / 256};  // 2 heads: 2^(-8h/2)
  for (int head = 0; head < 2; ++head) {
    const std::vector<float> map = model.attention(batch, 2, 1, head);
    REQUIRE(map.size() == 81);
    for (int i = 0; i < 9; ++i) {
      double total = 0;
      for (int j = 0; j <= i; ++j) total += std::exp(-slopes[head] * (i - j));
      for (int j = 0; j < 9; ++j) {
        const double expected = j <= i ? std::exp(-slopes[head] * (i - j)) / total : 0.0;
        CHECK(map[i * 9 + j] == Approx(expected).margin(1e-6));
      }
    }
  }
}

TEST_CASE("plain gradient descent on the model's gradients lowers the loss", "[model]") {
  pe::Model model(mediumConfig(PositionScheme::Rope));
  model.initialise(2);
  const pe::Batch batch = mediumBatch();
  std::vector<pe::Tensor> gradients;
  const double first = model.lossAndGradients(batch, gradients);
  double last = first;
  for (int step = 0; step < 40; ++step) {
    for (std::size_t t = 0; t < gradients.size(); ++t) {
      for (std::size_t i = 0; i < gradients[t].values.size(); ++i) {
        model.parameters()[t].values[i] -= 0.5f * gradients[t].values[i];
      }
    }
    last = model.lossAndGradients(batch, gradients);
  }
  CHECK(first == Approx(std::log(7.0)).epsilon(0.05));  // small weights: near uniform predictions
  CHECK(last < 0.75 * first);
}

TEST_CASE("bad configs and batches are refused, naming the field and its range", "[model]") {
  using pe_test::failure;
  auto make = [](auto change) {
    return failure([&] {
      pe::ModelConfig c;
      change(c);
      pe::Model model(c);
    });
  };
  CHECK(make([](pe::ModelConfig&) {}) == "no exception");
  CHECK(make([](pe::ModelConfig& c) { c.vocab = 1; }) == "vocab: vocab must be an integer in [2, 256]; got 1");
  CHECK(make([](pe::ModelConfig& c) { c.positions = 257; }) ==
        "positions: positions must be an integer in [1, 256]; got 257");
  CHECK(make([](pe::ModelConfig& c) { c.dModel = 129; }) == "dModel: dModel must be an integer in [1, 128]; got 129");
  CHECK(make([](pe::ModelConfig& c) { c.heads = 3; }) == "heads: heads must divide dModel (32); got 3");
  CHECK(make([](pe::ModelConfig& c) { c.heads = 0; }) == "heads: heads must be an integer in [1, 8]; got 0");
  CHECK(make([](pe::ModelConfig& c) {
          c.scheme = PositionScheme::Rope;
          c.dModel = 12;
          c.heads = 4;
        }) == "dModel: RoPE needs an even head dimension dModel / heads; got 12 / 4");
  CHECK(make([](pe::ModelConfig& c) {
          c.dModel = 12;
          c.heads = 4;
        }) == "no exception");  // odd head dimension: fine without RoPE
  CHECK(make([](pe::ModelConfig& c) { c.blocks = 5; }) == "blocks: blocks must be an integer in [1, 4]; got 5");
  CHECK(make([](pe::ModelConfig& c) { c.mlpWidth = 0; }) == "mlpWidth: mlpWidth must be an integer in [1, 512]; got 0");
  CHECK(make([](pe::ModelConfig& c) { c.t5MaxDistance = 16; }) ==
        "t5MaxDistance: t5MaxDistance must be an integer in [17, 100000] (t5Buckets / 2 + 1 at least); got 16");
  CHECK(make([](pe::ModelConfig& c) { c.base = 1; }).rfind("base: ", 0) == 0);
  CHECK(make([](pe::ModelConfig& c) { c.ropeScale = 0.5; }) ==
        "ropeScale: ropeScale must be a number in [1, 64]; got 0.5");
  CHECK(make([](pe::ModelConfig& c) { c.ropeScale = NAN; }) ==
        "ropeScale: ropeScale must be a number in [1, 64]; got NaN");
  CHECK(make([](pe::ModelConfig& c) { c.ropeTrainedLength = 0; }) ==
        "ropeTrainedLength: ropeTrainedLength must be an integer in [1, 256]; got 0");
  CHECK(make([](pe::ModelConfig& c) {
          c.scheme = PositionScheme::Rope;
          c.ropeScaling = pe::ExtensionMethod::NtkAware;
          c.ropeScale = 2;
          c.dModel = 8;
          c.heads = 4;
        }) ==
        "ropeScaling: ropeScaling \"ntk\" needs a head dimension dModel / heads of at least 4 (its exponent "
        "d / (d - 2) has d - 2 = 0 at d = 2); got 8 / 4");
  CHECK(make([](pe::ModelConfig& c) {
          c.scheme = PositionScheme::Rope;
          c.ropeScaling = pe::ExtensionMethod::Yarn;
          c.ropeScale = 64;
          c.dModel = 8;
          c.heads = 4;
        }) == "no exception");

  pe::Model model(tinyConfig(PositionScheme::None));
  auto batchFailure = [&](auto change) {
    pe::Batch b = tinyBatch();
    change(b);
    return failure([&] { model.loss(b); });
  };
  CHECK(batchFailure([](pe::Batch&) {}) == "no exception");
  CHECK(batchFailure([](pe::Batch& b) { b.tokens[3] = 6; }) ==
        "batch: batch must be an integer in [0, 5] (batch.tokens, below vocab); got 6");
  CHECK(batchFailure([](pe::Batch& b) { b.weights[0] = -1; }) ==
        "batch: batch.weights must be finite and >= 0; got -1");
  CHECK(batchFailure([](pe::Batch& b) {
          b.length = 7;
          b.size = 1;
          b.tokens.resize(7);
          b.targets.resize(7);
          b.weights.resize(7);
        }) == "batch: batch must be an integer in [1, 6] (batch.length, at most the model's positions); got 7");
  CHECK(batchFailure([](pe::Batch& b) { b.targets.pop_back(); }) ==
        "batch: batch.tokens, batch.targets and batch.weights must each hold size * length = 10 values");
  CHECK(batchFailure([](pe::Batch& b) { b.positions = {0, 1, 2, 3, 4, 0, 1, 2, 3}; }) ==
        "batch: batch.positions must be empty (positions 0..length-1) or hold size * length = 10 values; got 9");
  CHECK(batchFailure([](pe::Batch& b) { b.positions = {0, 1, 2, 3, 6, 0, 1, 2, 3, 4}; }) ==
        "batch: batch must be an integer in [0, 5] (batch.positions, below the model's positions); got 6");
  CHECK(batchFailure([](pe::Batch& b) { b.positions = {0, 1, 2, 3, 4, 0, -1, 2, 3, 4}; }) ==
        "batch: batch must be an integer in [0, 5] (batch.positions, below the model's positions); got -1");
  CHECK(batchFailure([](pe::Batch& b) { b.positions = {5, 4, 3, 2, 1, 1, 1, 1, 1, 1}; }) == "no exception");
  CHECK(failure([&] { model.attention(tinyBatch(), 2, 0, 0); }) ==
        "example: example must be an integer in [0, 1]; got 2");
}

TEST_CASE("positions 0..length-1 given explicitly are the positions omitted, bit for bit", "[model]") {
  for (PositionScheme scheme : kSchemes) {
    INFO("scheme " << schemeName(scheme));
    pe::Model model(mediumConfig(scheme));
    model.initialise(5);
    const pe::Batch omitted = mediumBatch();
    pe::Batch given = omitted;
    for (int e = 0; e < given.size; ++e) {
      for (int p = 0; p < given.length; ++p) given.positions.push_back(p);
    }
    std::vector<pe::Tensor> g1, g2;
    const double loss1 = model.lossAndGradients(omitted, g1);
    const double loss2 = model.lossAndGradients(given, g2);
    CHECK(std::memcmp(&loss1, &loss2, sizeof loss1) == 0);
    CHECK(sameBits(g1, g2));
    std::vector<float> l1, l2;
    model.logits(omitted, l1);
    model.logits(given, l2);
    CHECK(sameBits(l1, l2));
    CHECK(sameBits(model.attention(omitted, 2, 1, 1), model.attention(given, 2, 1, 1)));
    // Other positions change the schemes that read them, and only those.
    pe::Batch shifted = omitted;
    for (int e = 0; e < shifted.size; ++e) {
      // Uneven gaps: one shift of every position would leave RoPE's scores as they were.
      for (int p = 0; p < shifted.length; ++p) shifted.positions.push_back(p + (p >= 4 ? 2 : 0) + (e == 0 ? 1 : 0));
    }
    const double loss3 = model.loss(shifted);
    CHECK((loss3 != loss1) == pe::readsPositions(scheme));
  }
}

TEST_CASE("a sinusoidal forward at positions p reads the table's rows p, worked out by hand", "[model]") {
  // Every block's weights and biases zero, so each block adds nothing and the final stream is
  // the input x_p = s E[t_p] + PE[p]; the embedding zero too, so it is PE[p] alone. The head
  // copies the final LayerNorm's d outputs into the first d logits: logits = LN(PE[p]).
  pe::ModelConfig config = tinyConfig(PositionScheme::Sinusoidal);
  config.positions = 48;
  config.vocab = 10;  // at least dModel (8), for the copying head
  pe::Model64 model(config);
  for (auto& tensor : model.parameters()) {
    const bool gain = tensor.name.find(".gain") != std::string::npos;
    std::fill(tensor.values.begin(), tensor.values.end(), gain ? 1.0 : 0.0);
    if (tensor.name == "head") {
      for (int j = 0; j < config.dModel; ++j) tensor.values[j * config.vocab + j] = 1.0;
    }
  }
  pe::Batch b;
  b.size = 2;
  b.length = 4;
  b.tokens = {1, 2, 3, 4, 5, 6, 7, 8};
  b.targets = b.tokens;
  b.weights.assign(8, 1.0f);
  b.positions = {3, 7, 20, 41, 0, 1, 46, 47};
  std::vector<double> logits;
  model.logits(b, logits);
  for (int row = 0; row < 8; ++row) {
    // PE[p][2i] = sin(p / 100^(2i/8)), PE[p][2i+1] = cos(...) (base 100 in the tiny config).
    const double p = b.positions[row];
    double pe[8];
    for (int i = 0; i < 4; ++i) {
      const double angle = p / std::pow(100.0, 2.0 * i / 8.0);
      pe[2 * i] = std::sin(angle);
      pe[2 * i + 1] = std::cos(angle);
    }
    double mean = 0, variance = 0;
    for (double v : pe) mean += v / 8;
    for (double v : pe) variance += (v - mean) * (v - mean) / 8;
    for (int j = 0; j < 8; ++j) {
      INFO("row " << row << " (position " << p << "), column " << j);
      CHECK(logits[static_cast<std::size_t>(row) * config.vocab + j] ==
            Approx((pe[j] - mean) / std::sqrt(variance + 1e-5)).margin(1e-12));
    }
    CHECK(logits[static_cast<std::size_t>(row) * config.vocab + 8] == 0.0);
  }
}
