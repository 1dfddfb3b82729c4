// The worked steps: each dimension's pair, exponent, denominator, angle, value and derivative.
#include <catch2/catch.hpp>

#include <cmath>

#include "golden.hpp"
#include "helpers.hpp"
#include "params.hpp"
#include "steps.hpp"

using pe_test::stepsRequest;

// Golden values: tests/shared/golden.json (golden.hpp).
TEST_CASE("d = 8 has denominators exactly 1, 10, 100, 1000", "[steps]") {
  const auto s = pe::steps(stepsRequest(3, pe_golden::denominatorsD));
  REQUIRE(s.size() == 8);
  for (int j = 0; j < 8; ++j) {
    CHECK(s[j].denominator == pe_golden::denominators[j / 2]);
    CHECK(s[j].dim == j);
    CHECK(s[j].pair == j / 2);
    CHECK(s[j].isSine == (j % 2 == 0));
    CHECK(s[j].exponent == Approx(2.0 * (j / 2) / 8));
  }
  CHECK(s[2].angle == Approx(0.3));
  CHECK(s[2].value == Approx(pe_golden::d8_pos3.values[2]).epsilon(0).margin(5e-7));
  CHECK(s[7].value == Approx(pe_golden::d8_pos3.values[7]).epsilon(0).margin(5e-7));
}

TEST_CASE("the seeds' example d = 4, pos = 3, and cos(3) rounded", "[steps]") {
  const auto s = pe::steps(stepsRequest(3, 4));
  CHECK(s[1].value == Approx(pe_golden::d4_pos3.values[1]).epsilon(0).margin(5e-7));
  // Rounded to 4 places it is -0.9900; the seed's -0.9899 truncates.
  CHECK(std::round(s[1].value * 1e4) / 1e4 == pe_golden::cos3Rounded4);
  CHECK(std::trunc(s[1].value * 1e4) / 1e4 == pe_golden::cos3Truncated4);
}

TEST_CASE("steps agree with the float64 matrix, every layout and width", "[steps]") {
  for (int d : {1, 4, 5, 8, 33}) {
    for (const char* layout : {"interleaved", "concatenated"}) {
      const auto s = pe::steps(stepsRequest(41, d, layout));
      const auto row = pe_test::row64(d, 41, layout);
      for (int j = 0; j < d; ++j) {
        INFO("d = " << d << ", " << layout << ", dim " << j);
        CHECK(s[j].value == row[j]);  // the same expression, so the same bits
      }
    }
  }
}

TEST_CASE("derivatives match a central difference", "[steps]") {
  const auto s = pe::steps(stepsRequest(10, 6));
  for (const pe::Step& step : s) {
    const double h = 1e-4;
    const double ahead = step.isSine ? std::sin((10 + h) * step.omega) : std::cos((10 + h) * step.omega);
    const double behind = step.isSine ? std::sin((10 - h) * step.omega) : std::cos((10 - h) * step.omega);
    CHECK(step.derivative == Approx((ahead - behind) / (2 * h)).margin(1e-8));
  }
  CHECK(s[0].derivative == Approx(std::cos(10.0)));
  CHECK(s[1].derivative == Approx(-std::sin(10.0)));
}

TEST_CASE("bad step requests name their parameter", "[steps]") {
  CHECK_THROWS_WITH(pe::steps(stepsRequest(-1, 4)), "pos must be an integer in [0, 100000000]; got -1");
  CHECK_THROWS_WITH(pe::steps(stepsRequest(3, 0)), "dModel must be an integer in [1, 4096]; got 0");
  CHECK_THROWS_AS(pe::steps(stepsRequest(3, 4, "diagonal")), pe::InvalidArgument);
}
