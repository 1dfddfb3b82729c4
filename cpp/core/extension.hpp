// Context extension of RoPE: a model trained on positions 0..L-1 is run at L' = s L. Each method
// changes the pair frequencies w_i = b^(-2i/d); this file computes, pair by pair, the old and new
// frequency and whether the angle at a position lies inside what the pair turned through in
// training.
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
//           r_i = L / lambda_i (turns of pair i over the training length, lambda_i = 2 pi / w_i),
//           gamma(r) = 0 for r < alpha, 1 for r > beta, (r - alpha) / (beta - alpha) between;
//           w_i' = (1 - gamma(r_i)) w_i / s + gamma(r_i) w_i; and q, k are both scaled by
//           sqrt(1/t) = 0.1 ln(s) + 1 (checked against `yarn_get_mscale`: 0.1 * ln(scale) + 1).
//           Defaults alpha = 1, beta = 32 (the paper's values for LLaMA).
//           This is the paper's ramp, linear in r. The authors' code (and Hugging Face, vLLM,
//           llama.cpp after it) ramps linearly in the pair index between the rounded pair indices
//           where r = beta and r = alpha (jquesnelle/yarn issue #60 asks about exactly this), so
//           their middle pairs differ slightly from these; both agree outside the ramp.
//
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
ExtensionMethod parseExtensionMethod(const std::string& name);  // "none" | "pi" | "ntk" | "yarn"
const char* extensionMethodName(ExtensionMethod method);

struct ExtensionRequest {
  std::string method = "yarn";  // "none" | "pi" | "ntk" | "yarn"
  double dModel = 128;          // even, [2, Limits::maxDModel]; "ntk" needs at least 4
  double base = 10000;          // b, (1, Limits::maxBase]
  double trainLength = 4096;    // L, positions seen in training, [1, Limits::maxPosition]
  double scale = 8;             // s = L' / L, [1, ExtensionLimits::maxScale]
  double pos = 32768;           // where to look, [0, Limits::maxPosition]; may be beyond L and L'
  double alpha = 1;             // YaRN ramp start in turns, [0, ExtensionLimits::maxRampBound)
  double beta = 32;             // YaRN ramp end in turns, (alpha, ExtensionLimits::maxRampBound]

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
  }
};

struct ExtensionPair {
  int pair;              // i
  double omega;          // w_i = b^(-2i/d), radians per position, as trained
  double omegaNew;       // w_i' under the method
  double wavelength;     // 2 pi / w_i, positions per turn
  double wavelengthNew;  // 2 pi / w_i'
  double turns;          // r_i = L / wavelength: turns pair i made over the training length
  double gamma;          // YaRN's gamma(r_i) in [0, 1] (1 = keep w_i, 0 = w_i / s); it shapes
                         // omegaNew only for "yarn", and is given for every method to compare
  double angle;          // pos * w_i, radians, not reduced
  double angleNew;       // pos * w_i'
  double maxTrainAngle;  // (L - 1) * w_i: the largest angle the pair reached in training
  bool wrapped;          // maxTrainAngle >= 2 pi: training went all round the circle, so every
                         // direction of the pair was seen (as a point on the circle)
  bool seen;             // wrapped, or angleNew <= maxTrainAngle: angleNew lies in the trained range

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
    visit("angle", &ExtensionPair::angle);
    visit("angleNew", &ExtensionPair::angleNew);
    visit("maxTrainAngle", &ExtensionPair::maxTrainAngle);
    visit("wrapped", &ExtensionPair::wrapped);
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
  int pairsWrapped;                  // pairs with wrapped
  int pairsUnseen;                   // pairs whose angleNew is outside their trained range
  std::vector<ExtensionPair> pairs;  // d/2 of them, fastest first

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("method", &ExtensionResult::method);
    visit("scale", &ExtensionResult::scale);
    visit("targetLength", &ExtensionResult::targetLength);
    visit("newBase", &ExtensionResult::newBase);
    visit("attentionFactor", &ExtensionResult::attentionFactor);
    visit("pairsWrapped", &ExtensionResult::pairsWrapped);
    visit("pairsUnseen", &ExtensionResult::pairsUnseen);
    visit("pairs", &ExtensionResult::pairs);
  }
};

ExtensionResult extension(const ExtensionRequest& request);

// YaRN's ramp: 0 for r < alpha, 1 for r > beta, linear between (alpha < beta).
double yarnRamp(double turns, double alpha, double beta);

}  // namespace pe
