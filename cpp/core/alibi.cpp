#include "alibi.hpp"

#include <cmath>
#include <cstdint>
#include <limits>

#include "params.hpp"

namespace pe {

namespace {

bool isPowerOfTwo(int n) {
  return n > 0 && (n & (n - 1)) == 0;
}

// 2^(-8h/n) for h = 1..n: the reference's start * ratio^(h-1) with start = ratio = 2^(-8/n),
// written as one power so each slope is rounded once.
std::vector<double> powerOfTwoSlopes(int n) {
  std::vector<double> slopes;
  for (int h = 1; h <= n; ++h) slopes.push_back(std::pow(2.0, -8.0 * h / n));
  return slopes;
}

std::vector<double> slopesFor(int heads) {
  if (isPowerOfTwo(heads)) return powerOfTwoSlopes(heads);
  int closest = 1;
  while (closest * 2 < heads) closest *= 2;
  std::vector<double> slopes = powerOfTwoSlopes(closest);
  // get_slopes(2n)[0::2][:H - n]: every other slope of 2n, starting with the first.
  const std::vector<double> finer = powerOfTwoSlopes(2 * closest);
  for (std::size_t k = 0; static_cast<int>(slopes.size()) < heads; k += 2) slopes.push_back(finer[k]);
  return slopes;
}

}  // namespace

std::vector<double> alibiSlopes(double heads) {
  return slopesFor(static_cast<int>(requireInteger("heads", heads)));
}

AlibiResult alibiBias(const AlibiRequest& request) {
  AlibiResult result{};
  result.heads = static_cast<int>(requireInteger("heads", request.heads));
  result.positions = static_cast<int>(requireInteger(AlibiRequest::ranges[0], request.positions));
  result.causal = request.causal;
  result.slopes = slopesFor(result.heads);
  const int n = result.positions;
  result.bias.resize(static_cast<std::size_t>(result.heads) * n * n);
  double* out = result.bias.data();
  for (int h = 0; h < result.heads; ++h) {
    const double slope = result.slopes[h];
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        if (j > i && result.causal) {
          *out++ = -std::numeric_limits<double>::infinity();
        } else {
          // +0 on the diagonal, not -0 (which a page would print as "-0").
          *out++ = i == j ? 0.0 : -slope * std::fabs(static_cast<double>(i - j));
        }
      }
    }
  }
  return result;
}

}  // namespace pe
