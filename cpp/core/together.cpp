#include "together.hpp"

#include <algorithm>

namespace pe {

DependentRanges dependentRanges(const DependentRangesRequest& request) {
  const std::int64_t positions = requireInteger("positions", request.positions);
  const std::int64_t dModel = requireInteger("dModel", request.dModel);
  const std::int64_t pos = requireInteger("pos", request.pos);
  const std::int64_t k = requireInteger("k", request.k);
  const ShiftRange shift = shiftRangeFrom(pos);
  DependentRanges result{};
  result.maxPositions = static_cast<double>(std::min<std::int64_t>(Limits::maxPositions, maxMatrixSide(dModel)));
  result.maxDModel = static_cast<double>(std::min<std::int64_t>(Limits::maxDModel, maxMatrixSide(positions)));
  result.maxOffset = static_cast<double>(maxOffsetFor(positions));
  result.minK = static_cast<double>(shift.min);
  result.maxK = static_cast<double>(shift.max);
  const ShiftRange both = shiftRangeFrom(pos, pos + k);
  result.minShift = static_cast<double>(both.min);
  result.maxShift = static_cast<double>(both.max);
  return result;
}

}  // namespace pe
