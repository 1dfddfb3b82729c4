#include "extension.hpp"

#include <cmath>

#include "encoding.hpp"
#include "rope.hpp"

namespace pe {

namespace {

// beta: the table's range (0, maxRampBound], narrowed to (alpha, maxRampBound].
double requireBeta(double value, double alpha) {
  const ParameterSpec& spec = parameterSpec("beta");
  if (!std::isfinite(value) || !(value > alpha) || value > spec.max) {
    throw InvalidArgument("beta", "beta must be a number in (alpha = " + formatNumber(alpha) + ", " +
                                      formatNumber(spec.max) + "]; got " + formatNumber(value));
  }
  return value;
}

}  // namespace

// The table lists the methods in the order of the enum.
ExtensionMethod parseExtensionMethod(const std::string& name) {
  return parseChoice<ExtensionMethod>("method", name);
}

const char* extensionMethodName(ExtensionMethod method) {
  return choiceName("method", method);
}

double yarnRamp(double turns, double alpha, double beta) {
  if (turns < alpha) return 0.0;
  if (turns > beta) return 1.0;
  return (turns - alpha) / (beta - alpha);
}

ExtensionResult extension(const ExtensionRequest& request) {
  const ExtensionMethod method = parseExtensionMethod(request.method);
  const int d = requireRopeDModel(request.dModel, ExtensionRequest::ranges[0]);
  if (method == ExtensionMethod::NtkAware && d < 4) {
    throw InvalidArgument("dModel",
                          "dModel must be at least 4 for \"ntk\" (its exponent d / (d - 2) has d - 2 = 0 "
                          "at d = 2); got 2");
  }
  const double base = requireBase(request.base);
  const std::int64_t trainLength = requireInteger("trainLength", request.trainLength);
  const double scale = requireNumber("scale", request.scale);
  const std::int64_t pos = requireInteger("pos", request.pos);
  const double alpha = requireNumber("alpha", request.alpha);
  const double beta = requireBeta(request.beta, alpha);

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
