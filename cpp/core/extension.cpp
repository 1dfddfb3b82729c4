#include "extension.hpp"

#include <cmath>

#include "encoding.hpp"

namespace pe {

namespace {

// A real number in [lo, hi], or (lo, hi] / [lo, hi) where the flags say so.
double requireNumber(const char* name, double value, double lo, bool loOpen, double hi, bool hiOpen,
                     const std::string& loText) {
  const bool aboveLo = loOpen ? value > lo : value >= lo;
  const bool belowHi = hiOpen ? value < hi : value <= hi;
  if (!std::isfinite(value) || !aboveLo || !belowHi) {
    throw InvalidArgument(name, std::string(name) + " must be a number in " + (loOpen ? "(" : "[") + loText + ", " +
                                    formatNumber(hi) + (hiOpen ? ")" : "]") + "; got " + formatNumber(value));
  }
  return value;
}

}  // namespace

ExtensionMethod parseExtensionMethod(const std::string& name) {
  for (ExtensionMethod m : {ExtensionMethod::None, ExtensionMethod::PositionInterpolation, ExtensionMethod::NtkAware,
                            ExtensionMethod::Yarn}) {
    if (name == extensionMethodName(m)) return m;
  }
  throw InvalidArgument("method", "method must be \"none\", \"pi\", \"ntk\" or \"yarn\"; got " + quoteForMessage(name));
}

const char* extensionMethodName(ExtensionMethod method) {
  switch (method) {
    case ExtensionMethod::None: return "none";
    case ExtensionMethod::PositionInterpolation: return "pi";
    case ExtensionMethod::NtkAware: return "ntk";
    case ExtensionMethod::Yarn: return "yarn";
  }
  return "none";
}

double yarnRamp(double turns, double alpha, double beta) {
  if (turns < alpha) return 0.0;
  if (turns > beta) return 1.0;
  return (turns - alpha) / (beta - alpha);
}

ExtensionResult extension(const ExtensionRequest& request) {
  const ExtensionMethod method = parseExtensionMethod(request.method);
  const int d = static_cast<int>(requireInteger("dModel", request.dModel, 2, Limits::maxDModel));
  if (d % 2 != 0) {
    throw InvalidArgument(
        "dModel", "dModel must be even for RoPE (every dimension belongs to a rotated pair); got " + std::to_string(d));
  }
  if (method == ExtensionMethod::NtkAware && d < 4) {
    throw InvalidArgument("dModel",
                          "dModel must be at least 4 for \"ntk\" (its exponent d / (d - 2) has d - 2 = 0 "
                          "at d = 2); got 2");
  }
  const double base = requireBase(request.base);
  const std::int64_t trainLength = requireInteger("trainLength", request.trainLength, 1, Limits::maxPosition);
  const double scale = requireNumber("scale", request.scale, 1, false, ExtensionLimits::maxScale, false, "1");
  const std::int64_t pos = requireInteger("pos", request.pos, 0, Limits::maxPosition);
  const double alpha = requireNumber("alpha", request.alpha, 0, false, ExtensionLimits::maxRampBound, true, "0");
  const double beta = requireNumber("beta", request.beta, alpha, true, ExtensionLimits::maxRampBound, false,
                                    "alpha = " + formatNumber(alpha));

  ExtensionResult result{};
  result.method = extensionMethodName(method);
  result.scale = scale;
  result.targetLength = scale * static_cast<double>(trainLength);
  result.newBase =
      method == ExtensionMethod::NtkAware ? base * std::pow(scale, static_cast<double>(d) / (d - 2)) : base;
  result.attentionFactor = method == ExtensionMethod::Yarn ? 0.1 * std::log(scale) + 1.0 : 1.0;

  const double twoPi = 2.0 * std::acos(-1.0);
  const double L = static_cast<double>(trainLength);
  const double at = static_cast<double>(pos);
  for (const PairFrequency& f : frequencies(d, base)) {
    ExtensionPair p{};
    p.pair = f.pair;
    p.omega = f.omega;
    p.wavelength = f.wavelength;
    p.turns = L / f.wavelength;
    p.gamma = yarnRamp(p.turns, alpha, beta);
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
    p.wrapped = p.maxTrainAngle >= twoPi;
    // A relative 1e-12 so that an angle equal to the last trained one in exact arithmetic
    // (pi at pos = s (L - 1)) is not called unseen because of one rounding.
    p.seen = p.wrapped || p.angleNew <= p.maxTrainAngle * (1.0 + 1e-12);
    if (p.wrapped) ++result.pairsWrapped;
    if (!p.seen) ++result.pairsUnseen;
    result.pairs.push_back(p);
  }
  return result;
}

}  // namespace pe
