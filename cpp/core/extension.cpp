#include "extension.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "encoding.hpp"
#include "rope.hpp"

namespace pe {

namespace {

// beta: the table's range (0, maxRampBound], narrowed to (alpha, maxRampBound].
double requireBeta(double value, double alpha) {
  const ParameterSpec& spec = parameterSpec("beta");
  if (!std::isfinite(value) || !(value > alpha) || value > spec.max) {
    throw InvalidArgument("beta",
                          "beta must be a number in (alpha = " + formatNumber(alpha) + ", " + formatNumber(spec.max) +
                              "]; got " + formatNumber(value),
                          Refusal{"number", alpha, spec.max, value, true, false});
  }
  return value;
}

}  // namespace

// The table lists the methods in the order of the enum.
YarnRampForm parseYarnRampForm(const std::string& name) {
  return parseChoice<YarnRampForm>(name);
}

ExtensionMethod parseExtensionMethod(const std::string& name) {
  return parseChoice<ExtensionMethod>(name);
}

const char* extensionMethodName(ExtensionMethod method) {
  return choiceName(method);
}

double turnDirection(double angle) {
  const double twoPi = 2.0 * std::acos(-1.0);
  const double direction = std::fmod(angle, twoPi);
  return direction < 0 ? direction + twoPi : direction;
}

double stepsOutsideArc(double angle, double maxTrainAngle, double omega) {
  const double twoPi = 2.0 * std::acos(-1.0);
  if (maxTrainAngle >= twoPi) return 0.0;
  const double direction = turnDirection(angle);
  // Outside the arc is between its end and 2 pi = 0, its start: the nearer of the two ends counts.
  const double outside = std::min(direction - maxTrainAngle, twoPi - direction) / omega;
  const double slack = 1e-12 * std::max(angle / omega, maxTrainAngle / omega + 1.0);
  return outside <= slack ? 0.0 : outside;
}

bool directionSeen(double angle, double maxTrainAngle, double omega) {
  const double slack = 1e-12 * std::max(angle / omega, maxTrainAngle / omega + 1.0);
  return stepsOutsideArc(angle, maxTrainAngle, omega) <= 1.0 + slack;
}

double yarnRamp(double turns, double alpha, double beta) {
  if (turns < alpha) return 0.0;
  if (turns > beta) return 1.0;
  return (turns - alpha) / (beta - alpha);
}

double yarnCorrectionPair(double turns, int d, double base, double trainLength) {
  // alpha = 0: L / 0 would be +Infinity; say so without dividing by zero.
  if (turns == 0) return std::numeric_limits<double>::infinity();
  // The operations in the order of `find_correction_dim`, so that floor and ceil see the same double.
  return (d * std::log(trainLength / (turns * 2 * std::acos(-1.0)))) / (2 * std::log(base));
}

ExtensionResult extension(const ExtensionRequest& request) {
  const ExtensionMethod method = parseExtensionMethod(request.method);
  const int d = requireRopeDModel(request.dModel, ExtensionRequest::ranges[0]);
  if (method == ExtensionMethod::NtkAware && d < 4) {
    throw InvalidArgument("dModel",
                          "dModel must be at least 4 for \"ntk\" (its exponent d / (d - 2) has d - 2 = 0 "
                          "at d = 2); got 2",
                          Refusal{"at-least", 4.0, std::numeric_limits<double>::quiet_NaN(), 2.0});
  }
  const double base = requireBase(request.base);
  const std::int64_t trainLength = requireInteger("trainLength", request.trainLength);
  const double scale = requireNumber("scale", request.scale);
  const std::int64_t pos = requireInteger("pos", request.pos);
  const double alpha = requireNumber("alpha", request.alpha);
  const double beta = requireBeta(request.beta, alpha);
  const YarnRampForm rampForm = parseYarnRampForm(request.yarnRamp);

  ExtensionResult result{};
  result.method = extensionMethodName(method);
  result.scale = scale;
  result.targetLength = scale * static_cast<double>(trainLength);
  result.newBase =
      method == ExtensionMethod::NtkAware ? base * std::pow(scale, static_cast<double>(d) / (d - 2)) : base;
  // Hugging Face's get_mscale: 1 for s <= 1 (s >= 1 here, and 0.1 ln 1 + 1 is 1 anyway).
  result.attentionFactor = method == ExtensionMethod::Yarn && scale > 1 ? 0.1 * std::log(scale) + 1.0 : 1.0;
  result.yarnRamp = choiceName(rampForm);

  // The released ramp's ends (`find_correction_range`), kept as doubles: c(0) is +Infinity.
  const double L = static_cast<double>(trainLength);
  result.yarnRampStartExact = yarnCorrectionPair(beta, d, base, L);
  result.yarnRampEndExact = yarnCorrectionPair(alpha, d, base, L);
  // + 0.0 turns a -0 (ceil of -0.2) into 0, which prints without a sign.
  result.yarnRampStart = std::max(std::floor(result.yarnRampStartExact), 0.0) + 0.0;
  result.yarnRampEnd = std::min(std::ceil(result.yarnRampEndExact), d - 1.0) + 0.0;
  // `linear_ramp_factor`: a nudge when the ends meet ("prevent singularity").
  // A beta so small that c(beta) overflows puts low at +Infinity, where (i - low) / (high - low)
  // is Infinity / Infinity; its limit, 1 (every pair interpolated), is what the largest double gives.
  const double rampLow = std::min(result.yarnRampStart, std::numeric_limits<double>::max());
  const double rampHigh = result.yarnRampEnd == rampLow ? result.yarnRampEnd + 0.001 : result.yarnRampEnd;

  const double twoPi = 2.0 * std::acos(-1.0);
  const double at = static_cast<double>(pos);
  for (const PairFrequency& f : frequencies(d, base)) {
    ExtensionPair p{};
    p.pair = f.pair;
    p.omega = f.omega;
    p.wavelength = f.wavelength;
    p.turns = L / f.wavelength;
    p.gammaPaper = yarnRamp(p.turns, alpha, beta);
    const double ramp = std::min(std::max((f.pair - rampLow) / (rampHigh - rampLow), 0.0), 1.0);
    p.gammaReleased = 1.0 - ramp;  // the code's inv_freq_extrapolation_factor
    p.gamma = rampForm == YarnRampForm::Released ? p.gammaReleased : p.gammaPaper;
    // (w'(paper) - w'(released)) / w'(released) with w'(g) = w (1 + g (s - 1)) / s, written so that it
    // is exactly 0 at s = 1, where both forms give w' = w.
    p.yarnDifference = (p.gammaPaper - p.gammaReleased) * (scale - 1.0) / (1.0 + p.gammaReleased * (scale - 1.0));
    switch (method) {
      case ExtensionMethod::None: p.omegaNew = f.omega; break;
      case ExtensionMethod::PositionInterpolation: p.omegaNew = f.omega / scale; break;
      case ExtensionMethod::NtkAware:
        p.omegaNew = std::pow(result.newBase, -pairExponent(f.pair, d, Convention::Paper));
        break;
      case ExtensionMethod::Yarn: p.omegaNew = (1.0 - p.gamma) * f.omega / scale + p.gamma * f.omega; break;
    }
    p.wavelengthNew = twoPi / p.omegaNew;
    p.angle = at * p.omega;
    p.angleNew = at * p.omegaNew;
    p.maxTrainAngle = (L - 1.0) * p.omega;
    p.direction = turnDirection(p.angleNew);
    p.wrapped = p.maxTrainAngle >= twoPi;
    p.pastTrainAngle = p.angleNew > p.maxTrainAngle;
    p.stepsOutside = stepsOutsideArc(p.angleNew, p.maxTrainAngle, p.omega);
    p.seen = directionSeen(p.angleNew, p.maxTrainAngle, p.omega);
    if (p.wrapped) ++result.pairsWrapped;
    if (!p.seen) ++result.pairsUnseen;
    if (!p.wrapped && p.stepsOutside == 0 && p.pastTrainAngle) ++result.pairsBackInArc;
    result.pairs.push_back(p);
  }
  return result;
}

}  // namespace pe
