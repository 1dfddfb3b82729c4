// Rotary position embedding (RoPE, Su et al. 2021, "RoFormer"): q and k are rotated pair by pair
// by the angle pos * w_i, w_i = b^(-2i/d), the same frequencies as the sinusoidal table.
//
// Rule (sign convention): a pair (a, b) at position pos becomes
//   (a cos(pos w_i) - b sin(pos w_i),  a sin(pos w_i) + b cos(pos w_i)),
// a counter-clockwise turn by +pos w_i, i.e. the complex number a + i b times e^{i pos w_i}. This
// is RoFormer's R(theta) and what Hugging Face's q * cos + rotate_half(q) * sin computes. Then
// (R(m) q) . (R(n) k) = q . (R(n - m) k): the score depends on n - m only. Never flip the sign in
// one place only; the tests pin it down with known vectors.
//
// Which two dimensions form pair i is the pairing: "interleaved" (RoFormer, GPT-J, Meta's LLaMA
// code: dims 2i and 2i+1) or "half" (GPT-NeoX, Hugging Face LLaMA's rotate_half: dims i and
// i + d/2). d must be even: RoPE has no lone dimension.
//
// Random q, k, x and W come from tokenEmbedding() (attention.hpp), the attention demo's seeded
// generator, under fixed labels, so the core has one generator.
#pragma once

#include <string>
#include <vector>

#include "params.hpp"

namespace pe {

// Limits of the RoPE calls, beside Limits (params.hpp).
struct RopeLimits {
  static constexpr double maxAbsComponent = 1e6;                     // |q_j|, |x_j| of a caller's vector
  static constexpr int maxWDemoDModel = Limits::maxAttentionDModel;  // W_Q, W_K are d x d
  static constexpr int maxWDemoStarts = 64;                          // (m, n) pairs in wDemo
};

// dModel for RoPE: an even integer in [2, maxDModel] (the table's dModel, narrowed), or
// InvalidArgument saying that RoPE needs it even.
int requireRopeDModel(double value, const FieldRange& range);

enum class RopePairing {
  Interleaved,  // pair i = dims (2i, 2i+1)
  Half,         // pair i = dims (i, i + d/2)
};
template <>
struct Choices<RopePairing> {
  static constexpr const char* parameter = "pairing";
  static constexpr Named<RopePairing> names[] = {{"interleaved", RopePairing::Interleaved},
                                                 {"half", RopePairing::Half}};
};
RopePairing parseRopePairing(const std::string& name);  // "interleaved" | "half"
const char* ropePairingName(RopePairing pairing);

// The two dimensions of pair i, first -> a, second -> b in the rule above.
struct RopePairDims {
  int first;
  int second;
};
RopePairDims ropePairDims(int pair, int dModel, RopePairing pairing);

// R(pos) x for one vector.
struct RopeRotateRequest {
  std::vector<double> x = {1, 0, 1, 0};  // d = x.size() values, d even in [2, Limits::maxDModel],
                                         // each finite with |x_j| <= RopeLimits::maxAbsComponent
  double pos = 0;                        // [0, Limits::maxPosition]
  double base = 10000;                   // (1, Limits::maxBase]
  std::string pairing = "interleaved";   // "interleaved" | "half"

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("x", &RopeRotateRequest::x, Presence::Required);
    visit("pos", &RopeRotateRequest::pos, Presence::Required);
    visit("base", &RopeRotateRequest::base, Presence::Optional);
    visit("pairing", &RopeRotateRequest::pairing, Presence::Optional);
  }
};
std::vector<double> ropeRotate(const RopeRotateRequest& request);  // d values, float64

// The worked example: every pair of q at one position, in the order a student writes it down.
struct RopeStepsRequest {
  double pos = 1;                        // [0, Limits::maxPosition]
  double dModel = 4;                     // even, [2, Limits::maxDModel]
  double base = 10000;                   // (1, Limits::maxBase]
  std::string pairing = "interleaved";   // "interleaved" | "half"
  std::vector<double> q = {1, 0, 1, 0};  // dModel values, |q_j| <= RopeLimits::maxAbsComponent

  static constexpr FieldRange ranges[] = {{"dModel", 2, Limits::maxDModel}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("pos", &RopeStepsRequest::pos, Presence::Optional);
    visit("dModel", &RopeStepsRequest::dModel, Presence::Optional);
    visit("base", &RopeStepsRequest::base, Presence::Optional);
    visit("pairing", &RopeStepsRequest::pairing, Presence::Optional);
    visit("q", &RopeStepsRequest::q, Presence::Optional);
  }
};

struct RopeStep {
  int pair;           // i
  int firstDim;       // the dimension holding a
  int secondDim;      // the dimension holding b
  double omega;       // w_i = b^(-2i/d), radians per position
  double wavelength;  // 2 pi / w_i, positions per full turn
  double angle;       // pos * w_i, radians (not reduced mod 2 pi)
  double cos;         // cos(angle)
  double sin;         // sin(angle)
  double inFirst;     // a = q[firstDim]
  double inSecond;    // b = q[secondDim]
  double outFirst;    // a cos - b sin
  double outSecond;   // a sin + b cos

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("pair", &RopeStep::pair);
    visit("firstDim", &RopeStep::firstDim);
    visit("secondDim", &RopeStep::secondDim);
    visit("omega", &RopeStep::omega);
    visit("wavelength", &RopeStep::wavelength);
    visit("angle", &RopeStep::angle);
    visit("cos", &RopeStep::cos);
    visit("sin", &RopeStep::sin);
    visit("inFirst", &RopeStep::inFirst);
    visit("inSecond", &RopeStep::inSecond);
    visit("outFirst", &RopeStep::outFirst);
    visit("outSecond", &RopeStep::outSecond);
  }
};
std::vector<RopeStep> ropeSteps(const RopeStepsRequest& request);  // d/2 steps, pair order

// The relative property with numbers: q, k random, scored at (m, n) and at (m + s, n + s).
struct RopeRelativeRequest {
  double m = 3;                         // query position, [0, Limits::maxPosition]
  double n = 7;                         // key position, [0, Limits::maxPosition]
  double shift = 100;                   // s: m + s and n + s must be in [0, Limits::maxPosition]
  double dModel = 64;                   // even, [2, Limits::maxDModel]
  double base = 10000;                  // (1, Limits::maxBase]
  double seed = 1;                      // [0, Limits::maxSeed]
  std::string pairing = "interleaved";  // "interleaved" | "half"

  static constexpr FieldRange ranges[] = {{"dModel", 2, Limits::maxDModel}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("m", &RopeRelativeRequest::m, Presence::Optional);
    visit("n", &RopeRelativeRequest::n, Presence::Optional);
    visit("shift", &RopeRelativeRequest::shift, Presence::Optional);
    visit("dModel", &RopeRelativeRequest::dModel, Presence::Optional);
    visit("base", &RopeRelativeRequest::base, Presence::Optional);
    visit("seed", &RopeRelativeRequest::seed, Presence::Optional);
    visit("pairing", &RopeRelativeRequest::pairing, Presence::Optional);
  }
};

// One float32 way of computing both scores.
struct RopeScores32 {
  double score;         // (R(m) q) . (R(n) k) in float32, widened
  double shiftedScore;  // (R(m+s) q) . (R(n+s) k) in float32, widened
  double residual;      // |shiftedScore - score|
  double maxError;      // max of |score - float64 score| and |shiftedScore - float64 shiftedScore|

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("score", &RopeScores32::score);
    visit("shiftedScore", &RopeScores32::shiftedScore);
    visit("residual", &RopeScores32::residual);
    visit("maxError", &RopeScores32::maxError);
  }
};

struct RopeRelativeResult {
  std::vector<double> q;  // d values in [-1, 1) from the seed
  std::vector<double> k;  // d values in [-1, 1) from the seed
  double score;           // (R(m) q) . (R(n) k), float64
  double shiftedScore;    // (R(m+s) q) . (R(n+s) k), float64
  double relativeScore;   // q . (R(n - m) k): the form that shows only n - m matters
  double residual;        // |shiftedScore - score|: rounding only, grows like ulp(pos w_0) ~ pos * 1e-16
  double relativeError;   // max |score or shiftedScore - relativeScore|
  // q, k, cos, sin rounded to float32 from float64 angles, rotation and dot in float32 (the way
  // this core's float32 encoding works). |error| <= (d + 8) * 2^-23 * |q| * |k| at every position.
  RopeScores32 rounded;
  // Angles formed in float32, float(pos) * float(w), then float32 cos/sin: what frameworks do by
  // default. Off by about pos * 2^-24 radians in the fast pairs, so it grows with the position.
  RopeScores32 naive;

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("q", &RopeRelativeResult::q);
    visit("k", &RopeRelativeResult::k);
    visit("score", &RopeRelativeResult::score);
    visit("shiftedScore", &RopeRelativeResult::shiftedScore);
    visit("relativeScore", &RopeRelativeResult::relativeScore);
    visit("residual", &RopeRelativeResult::residual);
    visit("relativeError", &RopeRelativeResult::relativeError);
    visit("rounded", &RopeRelativeResult::rounded);
    visit("naive", &RopeRelativeResult::naive);
  }
};
RopeRelativeResult ropeRelative(const RopeRelativeRequest& request);

// The long-range decay of RoPE.
struct RopeDecayRequest {
  double maxOffset = 256;  // K, [0, Limits::maxOffset]; (K + 1) * d/2 <= Limits::maxProfileWork
  double dModel = 64;      // even, [2, Limits::maxDModel]
  double base = 10000;     // (1, Limits::maxBase]

  static constexpr FieldRange ranges[] = {{"dModel", 2, Limits::maxDModel}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("maxOffset", &RopeDecayRequest::maxOffset, Presence::Optional);
    visit("dModel", &RopeDecayRequest::dModel, Presence::Optional);
    visit("base", &RopeDecayRequest::base, Presence::Optional);
  }
};
struct RopeDecay {
  // g(k) = sum_i cos(w_i k), NOT normalised: g(0) = d/2. It is the score (R(m) q).(R(m+k) q) for
  // q made of unit pairs (1, 0), and the sinusoidal PE(p).PE(p+k).
  std::vector<double> g;
  // RoFormer's long-term-decay bound (section 3.4.3, by Abel summation): with
  // S_j = sum_{i<j} e^{i k w_i}, |q . R(k) k'| <= max_i |h_{i+1} - h_i| * sum_{j=1}^{d/2} |S_j|;
  // this is the factor normalised as in the paper's figure 2, (1/(d/2)) sum_{j=1}^{d/2} |S_j|.
  // bound[0] = (d/2 + 1) / 2.
  std::vector<double> bound;

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("g", &RopeDecay::g);
    visit("bound", &RopeDecay::bound);
  }
};
RopeDecay ropeDecay(const RopeDecayRequest& request);

// W_Q and W_K break the offset-only property of additive PE's dot product; RoPE keeps it.
struct WDemoRequest {
  double dModel = 8;  // even, [2, RopeLimits::maxWDemoDModel]
  double base = 10000;
  double seed = 1;                                         // [0, Limits::maxSeed]
  std::vector<double> starts = {0, 1, 2, 5, 10, 50, 100};  // query positions m, 1..maxWDemoStarts
                                                           // of them; m and m + offset in
                                                           // [0, Limits::maxPosition]
  double offset = 3;                                       // n - m, the same for every pair,
                                                           // [0, Limits::maxPosition] (the table's
                                                           // offset range: a key at or after the query)
  std::string pairing = "interleaved";

  static constexpr FieldRange ranges[] = {{"dModel", 2, RopeLimits::maxWDemoDModel}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("dModel", &WDemoRequest::dModel, Presence::Optional);
    visit("base", &WDemoRequest::base, Presence::Optional);
    visit("seed", &WDemoRequest::seed, Presence::Optional);
    visit("starts", &WDemoRequest::starts, Presence::Optional);
    visit("offset", &WDemoRequest::offset, Presence::Optional);
    visit("pairing", &WDemoRequest::pairing, Presence::Optional);
  }
};
struct WDemoResult {
  std::vector<double> m;               // query positions
  std::vector<double> n;               // key positions, m + offset
  std::vector<double> rawScores;       // p_m . p_n (sinusoidal rows, no projection): offset only
  std::vector<double> additiveScores;  // (p_m W_Q) . (p_n W_K), p as a row vector
  std::vector<double> ropeScores;      // (R(m) W_Q x) . (R(n) W_K x), x a fixed random content vector
  double rawSpread;                    // max - min of rawScores: rounding level
  double additiveSpread;               // max - min of additiveScores: order 0.1 to 1
  double ropeSpread;                   // max - min of ropeScores: rounding level (~1e-15)

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("m", &WDemoResult::m);
    visit("n", &WDemoResult::n);
    visit("rawScores", &WDemoResult::rawScores);
    visit("additiveScores", &WDemoResult::additiveScores);
    visit("ropeScores", &WDemoResult::ropeScores);
    visit("rawSpread", &WDemoResult::rawSpread);
    visit("additiveSpread", &WDemoResult::additiveSpread);
    visit("ropeSpread", &WDemoResult::ropeSpread);
  }
};
// W_Q, W_K: d x d, entries uniform in [-1, 1) times 1/sqrt(d), from the seed; x in [-1, 1)^d.
WDemoResult wDemo(const WDemoRequest& request);

}  // namespace pe
