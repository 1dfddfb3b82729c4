// The rules that tie one parameter's range to another's, against the limits written out here
// (the README: 2^24 values in one matrix, positions 0 to 100,000,000), and the
// validators that use them: one past each bound is refused by name.
#include <catch2/catch.hpp>

#include "encoding.hpp"
#include "helpers.hpp"
#include "rope.hpp"
#include "shift.hpp"
#include "together.hpp"

namespace {

pe::DependentRanges ranges(double positions, double dModel, double pos, double k = 0) {
  pe::DependentRangesRequest request;
  request.positions = positions;
  request.dModel = dModel;
  request.pos = pos;
  request.k = k;
  return pe::dependentRanges(request);
}

}  // namespace

TEST_CASE("dependent ranges: n x d at most 2^24, the last position and pos + k at most 100,000,000", "[together]") {
  const auto at = ranges(8192, 4096, 5);
  CHECK(at.maxPositions == 4096.0);   // 16,777,216 / 4096
  CHECK(at.maxDModel == 2048.0);      // 16,777,216 / 8192
  CHECK(at.maxOffset == 99991809.0);  // 100,000,000 - 8191
  CHECK(at.minK == -5.0);
  CHECK(at.maxK == 99999995.0);
  // Each is capped by the parameter's own range: d = 1 allows 16,777,216 rows by n x d, but one
  // matrix holds at most 131,072 positions; n = 1 allows 2^24 columns, but d is at most 4096.
  const auto narrow = ranges(1, 1, 100000000);
  CHECK(narrow.maxPositions == 131072.0);
  CHECK(narrow.maxDModel == 4096.0);
  CHECK(narrow.maxOffset == 100000000.0);
  CHECK(narrow.minK == -100000000.0);
  CHECK(narrow.maxK == 0.0);
}

TEST_CASE("dependent ranges: a shift s of both pos and pos + k keeps both positions", "[together]") {
  const auto both = ranges(1, 1, 10, -4);  // positions 10 and 6
  CHECK(both.minShift == -6.0);
  CHECK(both.maxShift == 99999990.0);      // 100,000,000 - 10
  const auto ahead = ranges(1, 1, 10, 5);  // positions 10 and 15
  CHECK(ahead.minShift == -10.0);
  CHECK(ahead.maxShift == 99999985.0);
  // pos + k past the last position (100,000,003): only a shift back by at least 3 brings it in.
  const auto past = ranges(1, 1, 100000000, 3);
  CHECK(past.minShift == -100000000.0);
  CHECK(past.maxShift == -3.0);
}

TEST_CASE("dependent ranges: the inputs are validated on their own ranges", "[together]") {
  using pe_test::failure;
  CHECK(failure([] { ranges(0, 4, 0); }).rfind("positions: ", 0) == 0);
  CHECK(failure([] { ranges(4, 4.5, 0); }).rfind("dModel: ", 0) == 0);
  CHECK(failure([] { ranges(4, 4, -1); }).rfind("pos: ", 0) == 0);
}

TEST_CASE("the validators refuse one past the bounds they report", "[together]") {
  const auto bound = ranges(4096, 4096, 7);
  pe::EncodingRequest matrix;
  matrix.dModel = 4096;
  matrix.positions = bound.maxPositions;
  CHECK_NOTHROW(pe::validate(matrix));
  matrix.positions = bound.maxPositions + 1;
  CHECK(pe_test::failure([&] { pe::validate(matrix); }).rfind("positions: positions * dModel must be at most", 0) == 0);
  matrix.positions = 10;
  matrix.dModel = 4;
  matrix.offset = ranges(10, 4, 0).maxOffset;
  CHECK_NOTHROW(pe::validate(matrix));
  matrix.offset += 1;
  CHECK(pe_test::failure([&] { pe::validate(matrix); }).rfind("offset: ", 0) == 0);

  pe::ShiftRequest shift;
  shift.pos = 7;
  shift.dModel = 4;
  shift.k = bound.minK;
  CHECK_NOTHROW(pe::relativeShift(shift));
  shift.k = bound.minK - 1;
  CHECK(pe_test::failure([&] { pe::relativeShift(shift); }).rfind("k: ", 0) == 0);
  shift.k = bound.maxK;
  CHECK_NOTHROW(pe::relativeShift(shift));
  shift.k = bound.maxK + 1;
  CHECK(pe_test::failure([&] { pe::relativeShift(shift); }).rfind("k: ", 0) == 0);

  // RoPE's shared shift of m and n: the same range.
  const auto shared = ranges(1, 1, 10, -4);
  pe::RopeRelativeRequest rope;
  rope.m = 10;
  rope.n = 6;
  rope.dModel = 4;
  rope.shift = shared.minShift;
  CHECK_NOTHROW(pe::ropeRelative(rope));
  rope.shift = shared.minShift - 1;
  CHECK(pe_test::failure([&] { pe::ropeRelative(rope); }).rfind("shift: ", 0) == 0);
  rope.shift = shared.maxShift;
  CHECK_NOTHROW(pe::ropeRelative(rope));
  rope.shift = shared.maxShift + 1;
  CHECK(pe_test::failure([&] { pe::ropeRelative(rope); }).rfind("shift: ", 0) == 0);
}
