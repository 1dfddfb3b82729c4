// Context extension of RoPE: a model trained on positions 0..L-1 is run at L' = s L. Each method
// changes the pair frequencies w_i = b^(-2i/d); this file computes, pair by pair, the old and new
// frequency and how far the direction the pair points in at a position lies outside the arc it
// turned through in training. Directions, not raw angles: a pair turned by 2 pi + x points where
// a pair turned by x does, so an angle past the largest trained one can still be a familiar
// direction (stepsOutsideArc and directionSeen, the one rule for it).
//
// One trained step outside the arc is allowed. Training put pair i at the angles 0, w_i, 2 w_i, ..,
// (L - 1) w_i: points a step w_i apart, never a continuum, so a direction less than one step
// past the last of them (or short of 0, the first) is no farther from a trained direction than
// two neighbouring trained positions are from each other. Counting it unseen made position
// interpolation at pos = s L - 1 (0.875 of a step past the arc at s = 8) look worse than no change.
// The rule is per pair: q . k sums every pair, and a position whose every pair points in a
// direction seen alone can still combine them as training never did; nothing here measures that.
//
// Methods (formulas checked against the papers' reference code and the issue thread below):
//   "none"  w_i' = w_i: plain extrapolation.
//   "pi"    Position interpolation (Chen et al. 2023, arXiv:2306.15595): positions are divided by
//           s, f'(x, m) = f(x, m L / L'), i.e. w_i' = w_i / s for every pair.
//   "ntk"   NTK-aware scaling (bloc97 2023; YaRN paper's "NTK-aware"): the base becomes
//           b' = b * s^(d / (d - 2)), so the fastest pair keeps its frequency and the slowest,
//           b^(-(d-2)/d), is divided by exactly s. Checked against the published three-line patch
//           `base = base * a ** (dim / (dim - 2))`.
//   "yarn"  YaRN (Peng et al. 2023, arXiv:2309.00071), "NTK-by-parts" plus a temperature:
//           w_i' = (1 - gamma_i) w_i / s + gamma_i w_i (gamma 1 keeps w_i, 0 interpolates as PI),
//           and q, k are both scaled by sqrt(1/t) = 0.1 ln(s) + 1. The ramp gamma_i has two forms:
//     "released" (the default): what released models compute, Hugging Face transformers
//           (`_compute_yarn_parameters`) and the authors' code (jquesnelle/yarn,
//           LlamaYaRNScaledRotaryEmbedding.py), which agree exactly. The pair where a pair turns
//           r times over L is c(r) = d ln(L / (2 pi r)) / (2 ln b) (`find_correction_dim`);
//           low = max(floor(c(beta)), 0), high = min(ceil(c(alpha)), d - 1) (beta is the code's
//           beta_fast = 32, alpha its beta_slow = 1); if low == high, high += 0.001; then
//           ramp_i = clamp((i - low) / (high - low), 0, 1), LINEAR IN THE PAIR INDEX i, and the
//           code's inv_freq_extrapolation_factor = 1 - ramp_i is gamma_i. The clamp is to d - 1,
//           not to the last pair d/2 - 1, as in the code: when even the slowest pair turned more
//           than beta times (a small base), low > high and the ramp is reversed, so every pair
//           is interpolated; the paper's form keeps them all. Computed here in float64 (the
//           code's ramp is float32).
//     "paper": the paper's text, linear in the number of turns r_i = L / lambda_i
//           (lambda_i = 2 pi / w_i): gamma(r) = 0 for r < alpha, 1 for r > beta,
//           (r - alpha) / (beta - alpha) between. Its ends are the unrounded c(beta), c(alpha).
//           When low <= high, the two agree outside low .. high and differ inside it: the paper's
//           w_i' is 56.6% below the released one at pair 36 (d = 128, L = 4096, s = 8).
//           alpha = 0 gives c(0) = +Infinity, so high = d - 1 (Hugging Face reads beta_slow = 0 as
//           its default 1; the authors' code divides by zero).
//           sqrt(1/t): Hugging Face's get_mscale(s) = 0.1 ln(s) + 1 for s > 1, else 1, applied to
//           cos and sin, so to q and k alike (the authors' `get_mscale` is the same).
//           Defaults alpha = 1, beta = 32 (the paper's values for LLaMA, the code's defaults).

// Rule: positions are never rescaled here, only frequencies; "pi" is w_i / s, which gives the
// same angle pos * w_i / s as dividing the position.
#pragma once

#include <string>
#include <vector>

#include "params.hpp"

namespace pe {

struct ExtensionLimits {
  static constexpr double maxScale = 1024;     // s in [1, maxScale]
  static constexpr double maxRampBound = 1e6;  // alpha in [0, maxRampBound), beta in (alpha, maxRampBound]
};

enum class ExtensionMethod { None, PositionInterpolation, NtkAware, Yarn };
enum class YarnRampForm { Released, Paper };
template <>
struct Choices<ExtensionMethod> {
  static constexpr const char* parameter = "method";
  static constexpr Named<ExtensionMethod> names[] = {{"none", ExtensionMethod::None},
                                                     {"pi", ExtensionMethod::PositionInterpolation},
                                                     {"ntk", ExtensionMethod::NtkAware},
                                                     {"yarn", ExtensionMethod::Yarn}};
};
template <>
struct Choices<YarnRampForm> {
  static constexpr const char* parameter = "yarnRamp";
  static constexpr Named<YarnRampForm> names[] = {{"released", YarnRampForm::Released}, {"paper", YarnRampForm::Paper}};
};
ExtensionMethod parseExtensionMethod(const std::string& name);  // "none" | "pi" | "ntk" | "yarn"
const char* extensionMethodName(ExtensionMethod method);

struct ExtensionRequest {
  std::string method = "yarn";        // "none" | "pi" | "ntk" | "yarn"
  double dModel = 128;                // even, [2, Limits::maxDModel]; "ntk" needs at least 4
  double base = 10000;                // b, (1, Limits::maxBase]
  double trainLength = 4096;          // L, positions seen in training, [1, Limits::maxPosition]
  double scale = 8;                   // s = L' / L, [1, ExtensionLimits::maxScale]
  double pos = 32768;                 // where to look, [0, Limits::maxPosition]; may be beyond L and L'
  double alpha = 1;                   // YaRN ramp start in turns, [0, ExtensionLimits::maxRampBound)
  double beta = 32;                   // YaRN ramp end in turns, (alpha, ExtensionLimits::maxRampBound]
  std::string yarnRamp = "released";  // "released" (Hugging Face, the authors' code) | "paper"

  static constexpr FieldRange ranges[] = {{"dModel", 2, Limits::maxDModel}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("method", &ExtensionRequest::method, Presence::Optional);
    visit("dModel", &ExtensionRequest::dModel, Presence::Optional);
    visit("base", &ExtensionRequest::base, Presence::Optional);
    visit("trainLength", &ExtensionRequest::trainLength, Presence::Optional);
    visit("scale", &ExtensionRequest::scale, Presence::Optional);
    visit("pos", &ExtensionRequest::pos, Presence::Optional);
    visit("alpha", &ExtensionRequest::alpha, Presence::Optional);
    visit("beta", &ExtensionRequest::beta, Presence::Optional);
    visit("yarnRamp", &ExtensionRequest::yarnRamp, Presence::Optional);
  }
};

struct ExtensionPair {
  int pair;               // i
  double omega;           // w_i = b^(-2i/d), radians per position, as trained
  double omegaNew;        // w_i' under the method
  double wavelength;      // 2 pi / w_i, positions per turn
  double wavelengthNew;   // 2 pi / w_i'
  double turns;           // r_i = L / wavelength: turns pair i made over the training length
  double gamma;           // YaRN's gamma_i in [0, 1] (1 = keep w_i, 0 = w_i / s) in the requested
                          // yarnRamp form; it shapes omegaNew only for "yarn", and is given for
                          // every method to compare
  double gammaReleased;   // gamma_i as released code computes it (linear in i between low and high)
  double gammaPaper;      // gamma(r_i) as the paper writes it (linear in r_i between alpha and beta)
  double yarnDifference;  // (w' paper - w' released) / w' released: YaRN's w_i' under the paper's
                          // ramp relative to the released one (0 where the two gammas agree)
  double angle;           // pos * w_i, radians, not reduced
  double angleNew;        // pos * w_i'
  double maxTrainAngle;   // (L - 1) * w_i: the largest angle the pair reached in training; training
                          // covered the arc of directions from 0 to it (all of them once it is 2 pi)
  double direction;       // angleNew less its whole turns, in [0, 2 pi): where the pair points. A
                          // rotation by angleNew and by direction are the same rotation, so this,
                          // not the raw angle, is what q . k sees
  bool wrapped;           // maxTrainAngle >= 2 pi: training went all round the circle, so every
                          // direction of the pair was seen (as a point on the circle)
  bool pastTrainAngle;    // angleNew > maxTrainAngle: the raw angle is larger than any in training
                          // (true also for a pair that wrapped, or whose direction is back in the arc)
  double stepsOutside;    // how far direction lies outside the arc 0 .. maxTrainAngle, the shorter way
                          // round (past its end, or back to 0 = 2 pi), in trained steps w_i: 0 inside
                          // the arc or for a pair that wrapped (stepsOutsideArc)
  bool seen;              // stepsOutside <= 1: the pair points where training has seen it point, or
                          // within one trained step of it (directionSeen)

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("pair", &ExtensionPair::pair);
    visit("omega", &ExtensionPair::omega);
    visit("omegaNew", &ExtensionPair::omegaNew);
    visit("wavelength", &ExtensionPair::wavelength);
    visit("wavelengthNew", &ExtensionPair::wavelengthNew);
    visit("turns", &ExtensionPair::turns);
    visit("gamma", &ExtensionPair::gamma);
    visit("gammaReleased", &ExtensionPair::gammaReleased);
    visit("gammaPaper", &ExtensionPair::gammaPaper);
    visit("yarnDifference", &ExtensionPair::yarnDifference);
    visit("angle", &ExtensionPair::angle);
    visit("angleNew", &ExtensionPair::angleNew);
    visit("maxTrainAngle", &ExtensionPair::maxTrainAngle);
    visit("direction", &ExtensionPair::direction);
    visit("wrapped", &ExtensionPair::wrapped);
    visit("pastTrainAngle", &ExtensionPair::pastTrainAngle);
    visit("stepsOutside", &ExtensionPair::stepsOutside);
    visit("seen", &ExtensionPair::seen);
  }
};

struct ExtensionResult {
  std::string method;                // the method's name
  double scale;                      // s
  double targetLength;               // L' = s L, positions
  double newBase;                    // b * s^(d/(d-2)) for "ntk", b otherwise
  double attentionFactor;            // sqrt(1/t) = 0.1 ln(s) + 1 for "yarn", 1 otherwise; q and k are
                                     // each multiplied by it, so logits by its square (1/t)
  std::string yarnRamp;              // the ramp form used for gamma: "released" | "paper"
  double yarnRampStart;              // released low = max(floor(c(beta)), 0): a pair index (a whole
                                     // number, which may exceed the last pair d/2 - 1)
  double yarnRampEnd;                // released high = min(ceil(c(alpha)), d - 1), before the
                                     // low == high nudge of 0.001
  double yarnRampStartExact;         // c(beta): the (fractional) pair that turns beta times over L;
                                     // the paper's gamma is 1 up to here; may be negative
  double yarnRampEndExact;           // c(alpha): the pair that turns alpha times; the paper's gamma is
                                     // 0 from here on; +Infinity when alpha = 0
  int pairsWrapped;                  // pairs with wrapped
  int pairsUnseen;                   // pairs not seen: more than one trained step outside their arc
  int pairsBackInArc;                // pairs that did not wrap whose raw angle is past the trained one
                                     // but whose direction, after whole turns, is inside the arc
                                     // (stepsOutside 0): the raw angle alone would not show it
  std::vector<ExtensionPair> pairs;  // d/2 of them, fastest first

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("method", &ExtensionResult::method);
    visit("scale", &ExtensionResult::scale);
    visit("targetLength", &ExtensionResult::targetLength);
    visit("newBase", &ExtensionResult::newBase);
    visit("attentionFactor", &ExtensionResult::attentionFactor);
    visit("yarnRamp", &ExtensionResult::yarnRamp);
    visit("yarnRampStart", &ExtensionResult::yarnRampStart);
    visit("yarnRampEnd", &ExtensionResult::yarnRampEnd);
    visit("yarnRampStartExact", &ExtensionResult::yarnRampStartExact);
    visit("yarnRampEndExact", &ExtensionResult::yarnRampEndExact);
    visit("pairsWrapped", &ExtensionResult::pairsWrapped);
    visit("pairsUnseen", &ExtensionResult::pairsUnseen);
    visit("pairsBackInArc", &ExtensionResult::pairsBackInArc);
    visit("pairs", &ExtensionResult::pairs);
  }
};

ExtensionResult extension(const ExtensionRequest& request);

// How far the direction of `angle` (radians, >= 0) lies outside the arc 0 .. maxTrainAngle that a
// pair of trained frequency `omega` (> 0; maxTrainAngle = (L - 1) omega) covered in training, in
// steps of omega: 0 when maxTrainAngle >= 2 pi (every direction) or when angle less its whole
// turns, x, lies in the arc; else min(x - maxTrainAngle, 2 pi - x) / omega. A distance within a
// relative 1e-12 of the larger of angle / omega and maxTrainAngle / omega + 1 (as many steps as the
// angles span; their rounding is far below it) counts as 0, so that a direction on an end in exact
// arithmetic (the last trained angle, reached at pos = s (L - 1) under PI; a whole number of
// turns) is inside the arc, not outside it by a rounding.
double stepsOutsideArc(double angle, double maxTrainAngle, double omega);
// stepsOutsideArc <= 1, with the same allowance for rounding: the direction is in the arc or
// within one trained step of it.
bool directionSeen(double angle, double maxTrainAngle, double omega);
// angle less its whole turns, in [0, 2 pi).
double turnDirection(double angle);

// YaRN's ramp as the paper writes it: 0 for r < alpha, 1 for r > beta, linear between (alpha < beta).
double yarnRamp(double turns, double alpha, double beta);

// The pair index at which a pair turns `turns` times over trainLength (`find_correction_dim`):
// d ln(L / (2 pi turns)) / (2 ln b), fractional, unclamped.
double yarnCorrectionPair(double turns, int d, double base, double trainLength);

}  // namespace pe
