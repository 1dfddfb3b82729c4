#include "schemes.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "alibi.hpp"
#include "attention.hpp"
#include "rope.hpp"
#include "t5bias.hpp"

namespace pe {

// The table lists the schemes in the order of the enum.
Scheme parseScheme(const std::string& name) {
  return parseChoice<Scheme>(name);
}

const char* schemeName(Scheme scheme) {
  return choiceName(scheme);
}

SchemeAttentionResult schemeAttention(const SchemeAttentionRequest& request) {
  // Every value is checked before any work, in the order of the fields.
  requireTokens("tokens", request.tokens);
  const Scheme scheme = parseScheme(request.scheme);
  // RoPE rotates pairs: it takes an even dModel from 2 up to the same largest.
  const FieldRange& range = SchemeAttentionRequest::ranges[0];
  const int d = scheme == Scheme::Rope ? requireRopeDModel(request.dModel, FieldRange{range.name, 2, range.max})
                                       : static_cast<int>(requireInteger(range, request.dModel));
  const double base = requireBase(request.base);
  requireInteger("seed", request.seed);
  const int heads = static_cast<int>(requireInteger("heads", request.heads));
  const int head = static_cast<int>(requireInteger("head", request.head, 0, heads - 1));
  // numBuckets and maxDistance are checked whatever the scheme, so a bad one is never silent.
  t5Bucket(0, !request.causal, request.numBuckets, request.maxDistance);
  const int n = static_cast<int>(request.tokens.size());

  // Q and K from the attention demo itself: X = E (+ PE for sinusoidal), Q = X W_Q, K = X W_K.
  AttentionRequest plain;
  plain.tokens = request.tokens;
  plain.dModel = d;
  plain.base = base;
  plain.seed = request.seed;
  plain.usePE = scheme == Scheme::Sinusoidal;
  std::vector<double> bias(static_cast<std::size_t>(n) * n, 0.0);
  if (scheme == Scheme::T5) {
    T5BiasRequest t5;
    t5.positions = n;
    t5.bidirectional = !request.causal;
    t5.numBuckets = request.numBuckets;
    t5.maxDistance = request.maxDistance;
    t5.heads = heads;
    t5.seed = request.seed;
    const T5Bias table = t5Bias(t5);
    std::copy_n(table.bias.begin() + static_cast<std::ptrdiff_t>(head) * n * n, bias.size(), bias.begin());
  } else if (scheme == Scheme::Alibi) {
    AlibiRequest alibi;
    alibi.heads = heads;
    alibi.positions = n;
    alibi.causal = request.causal;
    const AlibiResult tensor = alibiBias(alibi);
    std::copy_n(tensor.bias.begin() + static_cast<std::ptrdiff_t>(head) * n * n, bias.size(), bias.begin());
  }
  AttentionResult content = attention(plain);
  std::vector<double>& queries = content.queries;
  std::vector<double>& keys = content.keys;
  if (scheme == Scheme::Rope) {
    // Row i of Q and of K turned by position i (|entries| <= sqrt(3d), well inside ropeRotate's limit).
    RopeRotateRequest turn;
    turn.base = base;
    turn.pairing = ropePairingName(RopePairing::Interleaved);
    for (int i = 0; i < n; ++i) {
      turn.pos = i;
      for (std::vector<double>* rows : {&queries, &keys}) {
        const auto first = rows->begin() + static_cast<std::ptrdiff_t>(i) * d;
        turn.x.assign(first, first + d);
        const std::vector<double> turned = ropeRotate(turn);
        std::copy(turned.begin(), turned.end(), first);
      }
    }
  }

  SchemeAttentionResult result;
  result.tokens = std::move(content.tokens);
  result.scheme = schemeName(scheme);
  result.scores.resize(bias.size());
  result.weights.resize(bias.size());
  const double scale = 1.0 / std::sqrt(static_cast<double>(d));
  for (int i = 0; i < n; ++i) {
    double* scores = result.scores.data() + static_cast<std::size_t>(i) * n;
    for (int j = 0; j < n; ++j) {
      if (request.causal && j > i) {
        scores[j] = -std::numeric_limits<double>::infinity();
        continue;
      }
      double dot = 0;
      for (int t = 0; t < d; ++t) {
        dot += queries[static_cast<std::size_t>(i) * d + t] * keys[static_cast<std::size_t>(j) * d + t];
      }
      scores[j] = dot * scale + bias[static_cast<std::size_t>(i) * n + j];
    }
    // Key i (the diagonal) is never masked, so the largest score is finite; subtracting it
    // keeps exp from overflowing, and exp(-infinity) is exactly 0.
    const double largest = *std::max_element(scores, scores + n);
    double* weights = result.weights.data() + static_cast<std::size_t>(i) * n;
    double total = 0;
    for (int j = 0; j < n; ++j) total += (weights[j] = std::exp(scores[j] - largest));
    for (int j = 0; j < n; ++j) weights[j] /= total;
  }
  result.bias = std::move(bias);
  return result;
}

}  // namespace pe
