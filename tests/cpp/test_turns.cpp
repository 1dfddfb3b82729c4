// How far each pair's hand has turned: the README's worked example of a core function.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "golden.hpp"
#include "helpers.hpp"
#include "turns.hpp"

namespace {

pe::TurnsRequest turnsRequest(double pos, double dModel, double base = 10000) {
  pe::TurnsRequest request;
  request.pos = pos;
  request.dModel = dModel;
  request.base = base;
  return request;
}

}  // namespace

TEST_CASE("d = 8 at pos 100: angles 100, 10, 1 and 0.1 radians", "[turns]") {
  // Denominators 1, 10, 100, 1000 (tests/shared/golden.json), so the angles are exactly 100, 10, 1, 0.1.
  const pe::Turns t = pe::turns(turnsRequest(100, 8));
  const double twoPi = 6.283185307179586;
  REQUIRE(t.turns.size() == 4);
  const std::vector<double>& denominators = pe_golden::denominators;
  CHECK(t.turns[0] == Approx(100 / denominators[0] / twoPi).epsilon(1e-15));  // 15.915494...
  CHECK(t.turns[1] == Approx(100 / denominators[1] / twoPi).epsilon(1e-15));  // 1.591549...
  CHECK(t.turns[3] == Approx(100 / denominators[3] / twoPi).epsilon(1e-15));
  // 100 - 15 full turns (94.24777960769379) = 5.752220392306207; 10 - 6.283185307179586.
  CHECK(t.reduced[0] == Approx(5.752220392306207).margin(1e-12));
  CHECK(t.reduced[1] == Approx(3.716814692820414).margin(1e-15));
  CHECK(t.reduced[2] == 1.0);
  CHECK(t.pairsPastOneTurn == 2);
}

TEST_CASE("pos 0 has made no turn, an odd d has ceil(d/2) hands", "[turns]") {
  const pe::Turns t = pe::turns(turnsRequest(0, 5));
  REQUIRE(t.turns.size() == 3);
  for (double value : t.turns) CHECK(value == 0.0);
  CHECK(t.pairsPastOneTurn == 0);
}

TEST_CASE("turns refuses a bad position by name", "[turns]") {
  CHECK(pe_test::failure([] { pe::turns(turnsRequest(-1, 4)); }) ==
        "pos: pos must be an integer in [0, 100000000]; got -1");
  CHECK(pe_test::failure([] { pe::turns(turnsRequest(3, 4, 1)); }) ==
        "base: base must be a number greater than 1 and at most 1000000000000; got 1");
}
