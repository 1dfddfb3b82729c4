// The reusable workspace behind the benchmarks: the same numbers as the allocating calls,
// kernels selectable, and the buffer reused rather than regrown.
#include <catch2/catch.hpp>

#include "helpers.hpp"
#include "params.hpp"
#include "workspace.hpp"

TEST_CASE("the workspace writes what encode32 and similarity return", "[workspace]") {
  pe::Workspace workspace;
  const auto request = pe_test::request(40, 12, 5);
  REQUIRE(workspace.encode(request, pe::Workspace::Kernel::Simd) == 480u);
  const std::vector<float> expected = pe::encode32(request);
  CHECK(std::vector<float>(workspace.data(), workspace.data() + workspace.size()) == expected);
  REQUIRE(workspace.encode(request, pe::Workspace::Kernel::Scalar) == 480u);
  CHECK(std::vector<float>(workspace.data(), workspace.data() + workspace.size()) == expected);

  pe::SimilarityRequest similarity;
  similarity.positions = 9;
  similarity.dModel = 6;
  REQUIRE(workspace.similarity(similarity) == 81u);
  CHECK(std::vector<float>(workspace.data(), workspace.data() + 81) == pe::similarity(similarity));
}

TEST_CASE("the fill writes the value and validates its count", "[workspace]") {
  pe::Workspace workspace;
  REQUIRE(workspace.fill(1000, 0.5f) == 1000u);
  for (std::size_t i = 0; i < 1000; ++i) REQUIRE(workspace.data()[i] == 0.5f);
  const float* before = workspace.data();
  workspace.fill(10, 0.25f);  // smaller: the buffer is reused
  CHECK(workspace.data() == before);
  CHECK(workspace.size() == 10u);
  CHECK_THROWS_AS(workspace.fill(-1, 0), pe::InvalidArgument);
  CHECK_THROWS_AS(workspace.fill(1.5, 0), pe::InvalidArgument);
  CHECK_THROWS_AS(workspace.encode(pe_test::request(0, 4), pe::Workspace::Kernel::Simd), pe::InvalidArgument);
}
