#include "turns.hpp"

#include <cmath>

#include "encoding.hpp"

namespace pe {

Turns turns(const TurnsRequest& request) {
  const auto pos = static_cast<double>(requireInteger("pos", request.pos));
  const int d = static_cast<int>(requireInteger("dModel", request.dModel));
  const double base = requireBase(request.base);
  const double fullTurn = 2.0 * std::acos(-1.0);
  Turns result{};
  for (const PairFrequency& pair : frequencies(d, base)) {
    const double angle = pos / std::pow(base, pair.exponent);  // encode64's angle, the same expression
    result.turns.push_back(angle / fullTurn);
    result.reduced.push_back(std::fmod(angle, fullTurn));
    if (angle >= fullTurn) ++result.pairsPastOneTurn;
  }
  return result;
}

}  // namespace pe
