// The reusable workspace behind the benchmarks: the same numbers as the allocating calls,
// kernels selectable, and the buffer reused rather than regrown. The matrix store behind
// core.createMatrix: encoded in place with the same bits, bounded, and nothing used once freed.
#include <catch2/catch.hpp>

#include <algorithm>

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

TEST_CASE("a stored matrix is encoded in place with encode32's bits", "[workspace]") {
  pe::MatrixStore store;
  const std::int64_t id = store.create(pe_test::request(130, 12));
  REQUIRE(store.size(id) == 1560u);
  float* const at = store.data(id);
  CHECK(std::all_of(at, at + 1560, [](float v) { return v == 0.0f; }));
  // Every kernel, layout and convention; and an encoding written from element first on.
  for (const bool simd : {true, false}) {
    for (const auto& request : {pe_test::request(130, 12, 40000), pe_test::request(130, 12, 3, "concatenated"),
                                pe_test::request(130, 12, 0, "interleaved", "dimension-exponent")}) {
      store.encode(id, 0, 1560, request, simd);
      CHECK(store.data(id) == at);  // the matrix never moves
      CHECK(std::vector<float>(at, at + 1560) == pe::encode32(request));
    }
    store.encode(id, 1560 - 77, 77, pe_test::request(7, 11, 9), simd);
    CHECK(std::vector<float>(at + 1560 - 77, at + 1560) == pe::encode32(pe_test::request(7, 11, 9)));
  }
}

TEST_CASE("the matrix store refuses what does not fit and forgets what is freed", "[workspace]") {
  pe::MatrixStore store;
  CHECK(pe_test::failure([&] { store.create(pe_test::request(0, 4)); }) ==
        "positions: positions must be an integer in [1, 131072]; got 0");
  const std::int64_t id = store.create(pe_test::request(4, 8));
  CHECK(pe_test::failure([&] { store.encode(id, 0, 32, pe_test::request(5, 8), true); }) ==
        "out: out must be a Float32Array of positions * dModel = 40 values; got 32");
  CHECK(pe_test::failure([&] { store.encode(id, 30, 4, pe_test::request(1, 4), true); }) ==
        "out: out must lie inside its matrix: elements 30 to 34 of a matrix of 32");
  CHECK(pe_test::failure([&] { store.encode(id, 40, 0, pe_test::request(1, 4), true); }) ==
        "out: out must lie inside its matrix: elements 40 to 40 of a matrix of 32");
  CHECK(pe_test::failure([&] { store.encode(id, 0, 32, pe_test::request(4, 8, -1), true); }).rfind("offset: ", 0) == 0);
  CHECK(store.liveElements() == 32u);
  CHECK(store.release(id));
  CHECK_FALSE(store.release(id));
  CHECK_FALSE(store.live(id));
  CHECK(store.liveElements() == 0u);
  CHECK(pe_test::failure([&] { store.encode(id, 0, 32, pe_test::request(4, 8), true); }) ==
        "out: out is not a live matrix (it was freed)");
  CHECK(store.create(pe_test::request(4, 8)) != id);  // ids are never reused

  // Each matrix costs its values and 16 for bookkeeping (about 64 bytes of allocator and map
  // nodes), so a million tiny matrices cannot slip past the limit: 1 x 1 costs 17.
  pe::MatrixStore tiny;
  tiny.create(pe_test::request(1, 1));
  CHECK(tiny.liveElements() == 1u);
  CHECK(tiny.liveCost() == 17u);

  // In all at most Limits::maxMatrixElements (2^26) of cost: three of the largest (3 x (2^24 + 16)
  // = 50,331,696), and a fourth would take 67,108,928.
  pe::MatrixStore full;
  for (int k = 0; k < 3; ++k) full.create(pe_test::request(4096, 4096));
  CHECK(full.liveCost() == 50331696u);
  CHECK(pe_test::failure([&] { full.create(pe_test::request(4096, 4096)); }) ==
        "positions: the live matrices would take the memory of 67108928 values (each matrix its values and 16 for "
        "bookkeeping), more than 67108864 in all: free() the matrices you no longer use");
  const std::int64_t last = full.create(pe_test::request(4095, 4096));  // 16,773,120 + 16 fits: 67,104,832
  CHECK(full.liveCost() == 67104832u);
  CHECK(full.release(last));
  CHECK(full.liveCost() == 50331696u);
}
