// Similarity: the closed form against explicit dot products, Toeplitz structure, the offset
// profile, and the general Gram matrix.
#include <catch2/catch.hpp>

#include <cmath>

#include "helpers.hpp"
#include "params.hpp"
#include "similarity.hpp"

using pe_test::similarityRequest;

TEST_CASE("the closed form equals the explicit dot products", "[similarity]") {
  for (int d : {2, 5, 16, 33}) {
    for (double offset : {0.0, 7.0}) {
      const int n = 24;
      const std::vector<float> s = pe::similarity(similarityRequest(n, d, offset));
      const std::vector<double> m = pe::encode64(pe_test::request(n, d, offset));
      for (int p = 0; p < n; ++p) {
        for (int q = 0; q < n; ++q) {
          double dot = 0;
          for (int j = 0; j < d; ++j) dot += m[p * d + j] * m[q * d + j];
          INFO("d " << d << ", offset " << offset << ", p " << p << ", q " << q);
          CHECK(s[p * n + q] == Approx(dot).margin(1e-5));
        }
      }
    }
  }
}

TEST_CASE("for even d it depends only on the offset p - q", "[similarity]") {
  const int n = 40;
  const std::vector<float> s = pe::similarity(similarityRequest(n, 32));
  for (int p = 0; p < n; ++p) {
    for (int q = 0; q < n; ++q) {
      CHECK(s[p * n + q] == s[q * n + p]);                                        // symmetric
      if (p + 1 < n && q + 1 < n) CHECK(s[p * n + q] == s[(p + 1) * n + q + 1]);  // Toeplitz
    }
    CHECK(s[p * n + p] == Approx(16));  // |PE(p)|^2 = number of pairs
  }
}

TEST_CASE("the offset profile is sum_i cos(w_i k)", "[similarity]") {
  pe::OffsetProfileRequest r;
  r.maxOffset = 50;
  r.dModel = 8;
  const std::vector<double> g = pe::offsetProfile(r);
  REQUIRE(g.size() == 51);
  CHECK(g[0] == Approx(4));
  CHECK(g[3] == Approx(std::cos(3.0) + std::cos(0.3) + std::cos(0.03) + std::cos(0.003)));
  CHECK(g[1] < g[0]);
  SECTION("for odd d the lone sine makes it depend on pos") {
    r.dModel = 5;
    r.pos = 0;
    const std::vector<double> at0 = pe::offsetProfile(r);
    r.pos = 10;
    const std::vector<double> at10 = pe::offsetProfile(r);
    CHECK(at0[0] != at10[0]);
    const auto a = pe_test::row64(5, 10), b = pe_test::row64(5, 13);
    double dot = 0;
    for (int j = 0; j < 5; ++j) dot += a[j] * b[j];
    CHECK(at10[3] == Approx(dot).margin(1e-12));
  }
  r.maxOffset = -1;
  CHECK_THROWS_WITH(pe::offsetProfile(r), "maxOffset must be an integer in [0, 1000000]; got -1");
}

TEST_CASE("the Gram matrix X X^T", "[similarity]") {
  const int rows = 13, cols = 37;
  std::vector<float> x(rows * cols);
  for (std::size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(std::sin(0.37 * i + 1.0));
  const std::vector<float> g = pe::gram(x, rows, cols);
  std::vector<float> twin(g.size());
  pe::gramScalar(x.data(), rows, cols, twin.data());
  for (int p = 0; p < rows; ++p) {
    for (int q = 0; q < rows; ++q) {
      double dot = 0;
      for (int j = 0; j < cols; ++j) dot += static_cast<double>(x[p * cols + j]) * x[q * cols + j];
      CHECK(g[p * rows + q] == Approx(dot).margin(1e-5));
      CHECK(g[p * rows + q] == g[q * rows + p]);
      CHECK(twin[p * rows + q] == Approx(g[p * rows + q]).margin(1e-5));  // SIMD (when built) and scalar
    }
  }
  CHECK_THROWS_WITH(pe::gram(x, rows, cols + 1), "matrix must hold rows * cols = 494 values; got 481");
  x[5] = std::nanf("");
  CHECK_THROWS_WITH(pe::gram(x, rows, cols), "matrix values must be finite numbers; matrix[5] is NaN");
  CHECK_THROWS_AS(pe::gram(x, 0, cols), pe::InvalidArgument);
}

TEST_CASE("similarity limits", "[similarity]") {
  CHECK(pe::similarity(similarityRequest(2048, 512)).size() == 2048u * 2048u);
  CHECK_THROWS_WITH(pe::similarity(similarityRequest(4097, 4)), "positions must be an integer in [1, 4096]; got 4097");
}

TEST_CASE("work limits refuse calls that would take seconds", "[similarity]") {
  pe::OffsetProfileRequest r;
  r.maxOffset = 1000000;
  r.dModel = 128;  // 64 pairs: 1000001 * 64 terms, under 2^26
  CHECK(pe::offsetProfile(r).size() == 1000001u);
  r.dModel = 256;
  CHECK_THROWS_WITH(pe::offsetProfile(r),
                    "(maxOffset + 1) * ceil(dModel / 2) must be at most 67108864; got 1000001 * 128");
  std::vector<float> x(4096u * 512u, 0.5f);
  CHECK_THROWS_WITH(
      pe::gram(x, 4096, 512),
      "rows * rows * cols must be at most 4294967296 (for example 2048 x 2048 x 1024); got 4096 * 4096 * 512");
}

TEST_CASE("the closed form agrees with direct cosines far out", "[similarity]") {
  pe::OffsetProfileRequest r;
  r.maxOffset = 5000;
  r.dModel = 64;
  const std::vector<double> g = pe::offsetProfile(r);
  for (int m : {0, 1, 255, 256, 257, 4999, 5000}) {
    double direct = 0;
    for (int i = 0; i < 32; ++i) direct += std::cos(m / std::pow(10000.0, 2.0 * i / 64));
    CHECK(g[m] == Approx(direct).margin(1e-12));
  }
}

TEST_CASE("the offset-profile kernels agree with direct cosines", "[similarity]") {
  std::vector<double> denominators;
  for (int i = 0; i < 7; ++i) denominators.push_back(std::pow(10000.0, 2.0 * i / 14));
  const std::size_t count = 700;
  std::vector<double> scalar(count);
  pe::profileScalar(denominators.data(), 7, count, scalar.data());
  for (std::size_t m : {0u, 1u, 255u, 256u, 257u, 699u}) {
    double direct = 0;
    for (double den : denominators) direct += std::cos(static_cast<double>(m) / den);
    CHECK(scalar[m] == Approx(direct).margin(1e-12));
  }
#if defined(__wasm_simd128__)
  std::vector<double> simd(count);
  pe::profileSimd(denominators.data(), 7, count, simd.data());
  for (std::size_t m = 0; m < count; ++m) CHECK(simd[m] == Approx(scalar[m]).margin(1e-12));
#endif
}

TEST_CASE("gram with cosine: each pair of rows' cosine, by hand", "[similarity]") {
  // Rows (3, 4), (4, 3), (0, 0), (-6, -8): lengths 5, 5, 0, 10.
  pe::GramRequest r;
  r.matrix = {3, 4, 4, 3, 0, 0, -6, -8};
  r.rows = 4;
  r.cols = 2;
  r.cosine = true;
  const std::vector<float> g = pe::gram(r);
  const std::vector<float> expected = {1, 24.0f / 25, 0, -1, 24.0f / 25, 1,           0, -24.0f / 25,
                                       0, 0,          0, 0,  -1,         -24.0f / 25, 0, 1};
  REQUIRE(g.size() == expected.size());
  for (std::size_t k = 0; k < g.size(); ++k) {
    INFO("entry " << k);
    CHECK(g[k] == Approx(expected[k]).margin(1e-7));
  }
  r.cosine = false;
  CHECK(pe::gram(r)[1] == 24.0f);  // dot products without it
  r.rows = 5;
  CHECK_THROWS_WITH(pe::gram(r), "matrix must hold rows * cols = 10 values; got 8");
}
