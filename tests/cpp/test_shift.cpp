// The relative-shift property with numbers: PE(pos + k) = M_k PE(pos), M_k independent of pos.
#include <catch2/catch.hpp>

#include <cmath>

#include "helpers.hpp"
#include "params.hpp"
#include "shift.hpp"

using pe_test::shiftRequest;

TEST_CASE("M_k PE(pos) equals PE(pos + k) to rounding", "[shift]") {
  for (double pos : {0.0, 3.0, 50.0, 9999.0}) {
    for (double k : {1.0, 2.0, 7.0, 100.0, -3.0}) {
      if (pos + k < 0) continue;
      const pe::ShiftResult r = pe::relativeShift(shiftRequest(pos, k, 16));
      INFO("pos " << pos << ", k " << k);
      CHECK(r.maxError < 1e-12);
      CHECK(r.maxErrorF32 < 1e-6);
      for (std::size_t j = 0; j < r.direct.size(); ++j) CHECK(r.rotated[j] == Approx(r.direct[j]).margin(1e-12));
    }
  }
}

TEST_CASE("M_k does not depend on pos", "[shift]") {
  const pe::ShiftResult a = pe::relativeShift(shiftRequest(0, 5, 8));
  const pe::ShiftResult b = pe::relativeShift(shiftRequest(1234, 5, 8));
  REQUIRE(a.blocks.size() == 4);
  for (std::size_t i = 0; i < a.blocks.size(); ++i) {
    CHECK(a.blocks[i].cos == b.blocks[i].cos);
    CHECK(a.blocks[i].sin == b.blocks[i].sin);
    CHECK(a.blocks[i].angle == Approx(5 * a.blocks[i].omega));
  }
  CHECK(a.pe != b.pe);
}

TEST_CASE("the block is [[cos, sin], [-sin, cos]] on (sin, cos)", "[shift]") {
  const pe::ShiftResult r = pe::relativeShift(shiftRequest(3, 1, 4));
  CHECK(r.blocks[0].omega == 1.0);
  CHECK(r.blocks[0].cos == Approx(std::cos(1.0)));
  CHECK(r.blocks[0].sin == Approx(std::sin(1.0)));
  CHECK(r.blocks[1].omega == Approx(0.01));
  // PE(4) for d = 4: sin 4, cos 4, sin 0.04, cos 0.04.
  CHECK(r.direct[0] == Approx(std::sin(4.0)));
  CHECK(r.rotated[0] == Approx(std::cos(1.0) * std::sin(3.0) + std::sin(1.0) * std::cos(3.0)));
  CHECK(r.rotated[1] == Approx(-std::sin(1.0) * std::sin(3.0) + std::cos(1.0) * std::cos(3.0)));
}

TEST_CASE("a rotation fitted on the sine alone fails, the pair together works", "[shift]") {
  // sin(p + 1) is not a fixed multiple of sin(p): the ratio changes with p.
  const double ratioAt1 = std::sin(2.0) / std::sin(1.0);
  const double ratioAt2 = std::sin(3.0) / std::sin(2.0);
  CHECK(std::fabs(ratioAt1 - ratioAt2) > 0.5);
  CHECK(pe::relativeShift(shiftRequest(1, 1, 2)).maxError < 1e-15);
}

TEST_CASE("bad shift requests name their parameter", "[shift]") {
  CHECK_THROWS_WITH(pe::relativeShift(shiftRequest(3, 1, 5)),
                    "dModel must be even for the relative shift (an odd width leaves the last sine without its "
                    "cosine, so no 2x2 rotation exists for it); got 5");
  CHECK_THROWS_WITH(pe::relativeShift(shiftRequest(3, -4, 4)), "k must be an integer in [-3, 99999997]; got -4");
  CHECK_THROWS_AS(pe::relativeShift(shiftRequest(3, 0.5, 4)), pe::InvalidArgument);
  CHECK_THROWS_AS(pe::relativeShift(shiftRequest(3, 1, 4, 1)), pe::InvalidArgument);
}
