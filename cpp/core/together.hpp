// The rules that tie one parameter's range to another's value, each stated once: the
// validators of encode, similarity, attention, presetTable and shift call these, and
// core.dependentRanges reports them, so a page can refuse a value at its control before it
// calls anything (web/src/shell/store.js reads them; it does not restate them).
//
// Rule: every rule is a whole-number bound computed from Limits; nothing else here.
#pragma once

#include <cstdint>

#include "params.hpp"

namespace pe {

// The last offset (first position) of a block of `positions` rows: its last row,
// offset + positions - 1, must still be a position.
constexpr std::int64_t maxOffsetFor(std::int64_t positions) {
  return Limits::maxPosition - (positions - 1);
}

// The most rows (positions) a matrix of `other` columns (dModel) may have, or the most columns
// with `other` rows: positions * dModel <= Limits::maxElements.
constexpr std::int64_t maxMatrixSide(std::int64_t other) {
  return Limits::maxElements / other;
}

// The shifts k from pos that land on a position: 0 <= pos + k <= Limits::maxPosition.
struct ShiftRange {
  std::int64_t min;
  std::int64_t max;
};
constexpr ShiftRange shiftRangeFrom(std::int64_t pos) {
  return {-pos, Limits::maxPosition - pos};
}
// The shifts s that make both m + s and n + s positions (RoPE's shared shift; the w demo's
// starts, m and m + offset). m or n may be outside [0, maxPosition] (the shift brings it in);
// the range is empty (min > max) only when they are more than Limits::maxPosition apart.
constexpr ShiftRange shiftRangeFrom(std::int64_t m, std::int64_t n) {
  return {-(m < n ? m : n), Limits::maxPosition - (m < n ? n : m)};
}

struct DependentRangesRequest {
  double positions = 1;  // [1, Limits::maxPositions]
  double dModel = 1;     // [1, Limits::maxDModel]
  double pos = 0;        // [0, Limits::maxPosition]
  double k = 0;          // the key's offset from pos, for the shift both may share

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("positions", &DependentRangesRequest::positions, Presence::Optional);
    visit("dModel", &DependentRangesRequest::dModel, Presence::Optional);
    visit("pos", &DependentRangesRequest::pos, Presence::Optional);
    visit("k", &DependentRangesRequest::k, Presence::Optional);
  }
};

struct DependentRanges {
  double maxPositions;  // with this dModel: maxMatrixSide(dModel), at most Limits::maxPositions
  double maxDModel;     // with these positions: maxMatrixSide(positions), at most Limits::maxDModel
  double maxOffset;     // with these positions: maxOffsetFor(positions)
  double minK;          // from this pos: shiftRangeFrom(pos)
  double maxK;
  double minShift;  // a shift s of both pos and pos + k: shiftRangeFrom(pos, pos + k), empty
  double maxShift;  //   (min > max) when pos + k is not a position

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("maxPositions", &DependentRanges::maxPositions);
    visit("maxDModel", &DependentRanges::maxDModel);
    visit("maxOffset", &DependentRanges::maxOffset);
    visit("minK", &DependentRanges::minK);
    visit("maxK", &DependentRanges::maxK);
    visit("minShift", &DependentRanges::minShift);
    visit("maxShift", &DependentRanges::maxShift);
  }
};

// The ranges positions, dModel, offset, k and a shared shift take given the others (each input
// validated on its own range first).
DependentRanges dependentRanges(const DependentRangesRequest& request);

}  // namespace pe
