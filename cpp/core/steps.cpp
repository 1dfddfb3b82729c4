#include "steps.hpp"

#include <cmath>

#include "encoding.hpp"

namespace pe {

std::vector<Step> steps(const StepsRequest& request) {
  const std::int64_t pos = requireInteger("pos", request.pos);
  const int d = static_cast<int>(requireInteger("dModel", request.dModel));
  const double base = requireBase(request.base);
  const Layout layout = parseLayout(request.layout);
  const Convention convention = parseConvention(request.convention);

  std::vector<Step> result;
  result.reserve(d);
  for (int j = 0; j < d; ++j) {
    const DimensionInfo info = dimensionInfo(j, d, base, layout, convention);
    Step step{};
    step.dim = j;
    step.pair = info.pair;
    step.isSine = info.isSine;
    step.fn = info.isSine ? "sin" : "cos";
    step.exponent = info.exponent;
    step.denominator = std::pow(base, info.exponent);
    step.omega = 1.0 / step.denominator;
    step.angle = static_cast<double>(pos) / step.denominator;  // same expression as encode64
    step.value = info.isSine ? std::sin(step.angle) : std::cos(step.angle);
    step.derivative = info.isSine ? step.omega * std::cos(step.angle) : -step.omega * std::sin(step.angle);
    result.push_back(step);
  }
  return result;
}

}  // namespace pe
