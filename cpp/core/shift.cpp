#include "shift.hpp"

#include <algorithm>
#include <cmath>

#include "encoding.hpp"
#include "together.hpp"

namespace pe {

ShiftResult relativeShift(const ShiftRequest& request) {
  const std::int64_t pos = requireInteger("pos", request.pos);
  const ShiftRange range = shiftRangeFrom(pos);
  const std::int64_t k = requireInteger("k", request.k, range.min, range.max);
  const int d = static_cast<int>(requireInteger("dModel", request.dModel));
  if (d % 2 != 0) {
    throw InvalidArgument("dModel",
                          "dModel must be even for the relative shift (an odd width leaves the last "
                          "sine without its cosine, so no 2x2 rotation exists for it); got " +
                              std::to_string(d),
                          Refusal{"even", std::numeric_limits<double>::quiet_NaN(),
                                  std::numeric_limits<double>::quiet_NaN(), static_cast<double>(d)});
  }
  const double base = requireBase(request.base);

  EncodingRequest row;
  row.positions = 1;
  row.dModel = d;
  row.base = base;
  row.offset = static_cast<double>(pos);
  ShiftResult result;
  result.pe = encode64(row);
  row.offset = static_cast<double>(pos + k);
  result.direct = encode64(row);
  result.rotated.resize(d);
  result.maxError = 0;
  result.maxErrorF32 = 0;

  for (int i = 0; i < d / 2; ++i) {
    ShiftBlock block{};
    block.pair = i;
    const double denominator = std::pow(base, 2.0 * i / d);
    block.omega = 1.0 / denominator;
    block.angle = static_cast<double>(k) / denominator;
    block.cos = std::cos(block.angle);
    block.sin = std::sin(block.angle);
    result.blocks.push_back(block);

    // (sin, cos) of pair i times [[cos, sin], [-sin, cos]].
    const double s = result.pe[2 * i], c = result.pe[2 * i + 1];
    result.rotated[2 * i] = block.cos * s + block.sin * c;
    result.rotated[2 * i + 1] = -block.sin * s + block.cos * c;

    const float s32 = static_cast<float>(s), c32 = static_cast<float>(c);
    const float cos32 = static_cast<float>(block.cos), sin32 = static_cast<float>(block.sin);
    const float rotatedSin32 = cos32 * s32 + sin32 * c32;
    const float rotatedCos32 = -sin32 * s32 + cos32 * c32;

    for (int j : {2 * i, 2 * i + 1}) {
      result.maxError = std::max(result.maxError, std::fabs(result.rotated[j] - result.direct[j]));
    }
    result.maxErrorF32 = std::max(result.maxErrorF32, std::fabs(rotatedSin32 - result.direct[2 * i]));
    result.maxErrorF32 = std::max(result.maxErrorF32, std::fabs(rotatedCos32 - result.direct[2 * i + 1]));
  }
  return result;
}

}  // namespace pe
