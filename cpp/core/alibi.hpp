// ALiBi (Press, Smith and Lewis, "Train Short, Test Long", ICLR 2022): no positional vector at
// all; each head adds -m_h * (distance) to its attention scores before the softmax.
//
// Layout rule: a bias tensor is [head][query][key], row-major: element (h, i, j) is at
// (h * positions + i) * positions + j. Query i attends to key j; the distance is i - j.
// Causal entries with j > i are masked and hold -infinity (the softmax gives them weight 0).
#pragma once

#include <vector>

#include "params.hpp"

namespace pe {

// Size limits of the bias views: the largest tensor is 64 x 256 x 256 doubles (32 MiB).
struct AlibiLimits {
  static constexpr int maxHeads = 64;
  static constexpr int maxPositions = 256;
};

// The slope of every head, in head order h = 1..H (decreasing only when H is a power of two).
// H a power of two: m_h = 2^(-8h/H), a geometric sequence from 2^(-8/H) down to 2^(-8).
// Otherwise the reference rule (ofirpress/attention_with_linear_biases,
// fairseq/models/transformer.py, get_slopes; BLOOM's build_alibi_tensor does the same): take
// n, the largest power of two below H, use its n slopes, then the slopes of 2n at odd h
// (h = 1, 3, 5, ...) until there are H: the extra heads come after the first n, and their
// slopes fall between those (H = 6: 1/4, 1/16, 1/64, 1/256, then 1/2, 1/8).
// heads: [1, AlibiLimits::maxHeads].
std::vector<double> alibiSlopes(double heads);

struct AlibiSlopesRequest {
  double heads = 8;  // H, [1, AlibiLimits::maxHeads]

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("heads", &AlibiSlopesRequest::heads, Presence::Required);
  }
};
inline std::vector<double> alibiSlopes(const AlibiSlopesRequest& request) {
  return alibiSlopes(request.heads);
}

struct AlibiRequest {
  double heads = 8;      // H, [1, AlibiLimits::maxHeads]
  double positions = 8;  // n, queries and keys, [1, AlibiLimits::maxPositions]
  bool causal = true;    // true: keys after the query are masked; false: symmetric -m |i - j|

  static constexpr FieldRange ranges[] = {{"positions", 1, AlibiLimits::maxPositions}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("heads", &AlibiRequest::heads, Presence::Optional);
    visit("positions", &AlibiRequest::positions, Presence::Optional);
    visit("causal", &AlibiRequest::causal, Presence::Optional);
  }
};

struct AlibiResult {
  int heads;
  int positions;
  bool causal;
  std::vector<double> slopes;  // m_h, per head, dimensionless (score units per token of distance)
  std::vector<double> bias;    // [head][query][key]: -m_h (i - j) for j <= i; j > i: causal -infinity,
                               // non-causal -m_h (j - i). Score units, added before the softmax.

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("heads", &AlibiResult::heads);
    visit("positions", &AlibiResult::positions);
    visit("causal", &AlibiResult::causal);
    visit("slopes", &AlibiResult::slopes);
    visit("bias", &AlibiResult::bias);
  }
};

AlibiResult alibiBias(const AlibiRequest& request);

}  // namespace pe
