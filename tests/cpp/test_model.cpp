// The Transformer of model.hpp: every parameter's gradient against central finite differences
// of a float64 forward pass written independently here (plain loops over the formulas of
// model.hpp's header, sharing no code with the model), for every scheme; the model's own loss
// against that forward; bit-for-bit reproducibility; the SIMD and scalar kernels; causality and
// padding; validation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "helpers.hpp"
#include "model.hpp"

namespace {

using pe::PositionScheme;
using Weights = std::map<std::string, std::vector<double>>;
using Matrix = std::vector<std::vector<double>>;

const char* schemeName(PositionScheme scheme) {
  static const char* names[] = {"none", "sinusoidal", "learned", "rope", "alibi", "t5"};
  return names[static_cast<int>(scheme)];
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

// Hugging Face's _relative_position_bucket with bidirectional=False, for relative = key - query.
int decoderBucket(int relative, int buckets, int maxDistance) {
  const int n = std::max(-relative, 0);
  const int maxExact = buckets / 2;
  if (n < maxExact) return n;
  const int large =
      maxExact + static_cast<int>(std::log(static_cast<double>(n) / maxExact) /
                                  std::log(static_cast<double>(maxDistance) / maxExact) * (buckets - maxExact));
  return std::min(large, buckets - 1);
}

// The logits of one example, [length][vocab].
Matrix referenceLogits(const pe::ModelConfig& c, const Weights& w, const std::vector<int>& tokens) {
  const int L = static_cast<int>(tokens.size()), d = c.dModel, H = c.heads, hd = d / H;
  Matrix x(L, std::vector<double>(d));
  for (int p = 0; p < L; ++p) {
    for (int j = 0; j < d; ++j) {
      x[p][j] = w.at("embedding")[tokens[p] * d + j];
      const double angle = p / std::pow(c.base, 2.0 * (j / 2) / d);
      if (c.scheme == PositionScheme::Sinusoidal) x[p][j] += j % 2 == 0 ? std::sin(angle) : std::cos(angle);
      if (c.scheme == PositionScheme::Learned) x[p][j] += w.at("position")[p * d + j];
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
            for (int i = 0; i < hd / 2; ++i) {
              const double angle = p * std::pow(c.base, -2.0 * i / hd);
              const double a = u[i], bb = u[i + hd / 2];
              u[i] = a * std::cos(angle) - bb * std::sin(angle);
              u[i + hd / 2] = bb * std::cos(angle) + a * std::sin(angle);
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
            s[j] += w.at("relativeBias")[head * c.t5Buckets + decoderBucket(j - i, c.t5Buckets, c.t5MaxDistance)];
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
    const Matrix logits = referenceLogits(c, w, tokens);
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

const PositionScheme kSchemes[] = {PositionScheme::None, PositionScheme::Sinusoidal, PositionScheme::Learned,
                                   PositionScheme::Rope, PositionScheme::Alibi,      PositionScheme::T5};

}  // namespace

TEST_CASE("the reference's T5 decoder buckets for the tiny model are worked out by hand", "[model]") {
  // maxExact 2; n = 3: 2 + trunc(log(1.5) / log(2.5) * 2) = 2 + trunc(0.885) = 2;
  // n = 4: 2 + trunc(log(2) / log(2.5) * 2) = 2 + trunc(1.513) = 3.
  const int expected[] = {0, 1, 2, 2, 3};
  for (int distance = 0; distance < 5; ++distance) CHECK(decoderBucket(-distance, 4, 5) == expected[distance]);
}

TEST_CASE("every gradient matches central finite differences of an independent float64 forward", "[model]") {
  const pe::Batch batch = tinyBatch();
  for (PositionScheme scheme : kSchemes) {
    const pe::ModelConfig config = tinyConfig(scheme);
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
    const double h = 1e-3;
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
    std::printf("gradient check %-10s: max relative error %.2e (%s), max absolute %.2e\n", schemeName(scheme),
                worstRelative, worstName.c_str(), worstAbsolute);
    CHECK(worstRelative < 2e-9);
  }
}
