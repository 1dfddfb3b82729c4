// The encoding matrix: golden values (tests/shared/golden.json, through the generated golden.hpp),
// layouts, conventions, and the float32 fast path against the float64 reference.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "encoding.hpp"
#include "golden.hpp"
#include "helpers.hpp"

using pe_test::request;
using pe_test::row64;

namespace {
// The golden values are printed to 6 decimals, rounded: a value matches when it is within half a
// unit of the last printed digit (epsilon(0): Approx's default relative epsilon, 1.2e-5, would let
// a value near 1 be off by ten units).
constexpr double kSixDecimals = 5e-7;

void checkRow(const std::vector<double>& actual, const std::vector<double>& expected, double margin) {
  REQUIRE(actual.size() == expected.size());
  for (std::size_t j = 0; j < expected.size(); ++j) {
    INFO("dim " << j);
    CHECK(actual[j] == Approx(expected[j]).epsilon(0).margin(margin));
  }
}

std::vector<double> row32(int dModel, double pos, const std::string& layout = "interleaved",
                          const std::string& convention = "paper") {
  const std::vector<float> values = pe::encode32(request(1, dModel, pos, layout, convention));
  return {values.begin(), values.end()};
}

double maxAbsDifference(const std::vector<float>& a, const std::vector<double>& b) {
  double worst = 0;
  for (std::size_t i = 0; i < a.size(); ++i) worst = std::max(worst, std::fabs(a[i] - b[i]));
  return worst;
}
}  // namespace

TEST_CASE("golden values from the lesson, float64 and float32", "[encoding]") {
  for (const pe_golden::Row& g : pe_golden::table) {
    INFO("d = " << g.d << ", pos = " << g.pos);
    checkRow(row64(g.d, g.pos), g.values, kSixDecimals);
    checkRow(row32(g.d, g.pos), g.values, kSixDecimals + 1e-6);
  }
  SECTION("position 0 is exactly (0, 1, 0, 1, ...) in both precisions") {
    const std::vector<float> zero = pe::encode32(request(1, 7));
    CHECK(std::vector<float>(zero.begin(), zero.end()) == std::vector<float>{0, 1, 0, 1, 0, 1, 0});
  }
}

TEST_CASE("the concatenated layout permutes the same values", "[encoding]") {
  checkRow(row64(4, 3, "concatenated"), pe_golden::d4_pos3_concatenated.values, kSixDecimals);
  checkRow(row64(5, 3, "concatenated"), pe_golden::d5_pos3_concatenated.values, kSixDecimals);
  checkRow(row32(5, 3, "concatenated"), pe_golden::d5_pos3_concatenated.values, kSixDecimals + 1e-6);
  SECTION("dimension by dimension, for even and odd widths") {
    for (int d : {2, 6, 9, 64}) {
      const std::vector<double> inter = row64(d, 17), concat = row64(d, 17, "concatenated");
      const int pairs = pe::pairCount(d);
      for (int i = 0; i < pairs; ++i) {
        CHECK(concat[i] == inter[2 * i]);                                 // sines first
        if (2 * i + 1 < d) CHECK(concat[pairs + i] == inter[2 * i + 1]);  // then cosines
      }
    }
  }
}

TEST_CASE("offset 1 starts the rows at position 1", "[encoding]") {
  const std::vector<double> rows = pe::encode64(request(3, 4, 1));
  checkRow({rows.begin(), rows.begin() + 4}, pe_golden::d4_pos1.values, kSixDecimals);
  checkRow({rows.begin() + 8, rows.end()}, pe_golden::d4_pos3.values, kSixDecimals);
}

TEST_CASE("the conventions people mix up give the lesson's numbers", "[encoding]") {
  SECTION("mistaken exponent b^(j/d) with j the dimension index") {
    checkRow(row64(4, 3, "interleaved", "dimension-exponent"), pe_golden::d4_pos3_dimension_exponent.values,
             kSixDecimals);
    checkRow(row32(4, 3, "interleaved", "dimension-exponent"), pe_golden::d4_pos3_dimension_exponent.values,
             kSixDecimals + 1e-6);
  }
  SECTION("1-based pair index: every pair one step slower") {
    checkRow(row64(4, 3, "interleaved", "one-based-pair"), pe_golden::d4_pos3_one_based_pair.values, kSixDecimals);
    checkRow(row32(4, 3, "interleaved", "one-based-pair"), pe_golden::d4_pos3_one_based_pair.values,
             kSixDecimals + 1e-6);
  }
  SECTION("tensor2tensor spacing ends exactly at wavelength 2*pi*b") {
    checkRow(row64(4, 3, "interleaved", "tensor2tensor"), pe_golden::d4_pos3_tensor2tensor.values, kSixDecimals);
    const double twoPi = 2 * std::acos(-1.0);
    const auto t2t = pe::frequencies(8, 10000, "tensor2tensor");
    CHECK(t2t.back().wavelength == Approx(twoPi * 10000).epsilon(1e-14));
    const auto paper = pe::frequencies(8, 10000, "paper");
    CHECK(paper.back().wavelength == Approx(twoPi * std::pow(10000.0, 6.0 / 8.0)).epsilon(1e-14));
  }
}

TEST_CASE("frequencies form a geometric ladder from 2*pi", "[encoding]") {
  const double twoPi = 2 * std::acos(-1.0);
  const auto f = pe::frequencies(16, 10000);
  REQUIRE(f.size() == 8);
  CHECK(f[0].omega == 1.0);
  CHECK(f[0].wavelength == Approx(twoPi).epsilon(1e-15));
  const double ratio = f[1].wavelength / f[0].wavelength;
  CHECK(ratio == Approx(std::pow(10000.0, 2.0 / 16.0)).epsilon(1e-14));
  for (std::size_t i = 1; i < f.size(); ++i) {
    CHECK(f[i].wavelength / f[i - 1].wavelength == Approx(ratio).epsilon(1e-13));
    CHECK(f[i].exponent == Approx(2.0 * i / 16));
  }
  CHECK(f.back().wavelength < twoPi * 10000);
  CHECK(pe::frequencies(5, 10000).size() == 3);  // odd d: the lone last sine is a pair too
  CHECK_THROWS_AS(pe::frequencies(4, 10000, "dimension-exponent"), pe::InvalidArgument);
}

TEST_CASE("float32 stays within 1e-6 of float64 for every position below 100,000", "[encoding]") {
  double worst = 0;
  int worstD = 0;
  auto measure = [&](int d, int positions, std::int64_t offset, const std::string& layout) {
    const auto r = request(positions, d, static_cast<double>(offset), layout);
    const double error = maxAbsDifference(pe::encode32(r), pe::encode64(r));
    if (error > worst) {
      worst = error;
      worstD = d;
    }
    INFO("d = " << d << ", positions " << offset << ".." << offset + positions - 1 << ", " << layout);
    CHECK(error <= 1e-6);
  };
  // Every position 0..99,999 for widths up to 512 ...
  for (int d : {1, 2, 3, 4, 5, 8, 63, 128, 512}) {
    const int chunk = std::min(100000, static_cast<int>(pe::Limits::maxElements / d));
    for (int offset = 0; offset < 100000; offset += chunk) {
      measure(d, std::min(chunk, 100000 - offset), offset, d == 63 ? "concatenated" : "interleaved");
    }
  }
  // ... and the first and last 2048 positions for d = 1024 and 4096.
  for (int d : {1024, 4096}) {
    measure(d, 2048, 0, "interleaved");
    measure(d, 2048, 97952, "interleaved");
  }
  measure(4096, 2048, 97952, "concatenated");
  std::printf("largest float32 error against float64 up to position 99,999: %.3g (d = %d)\n", worst, worstD);
}

TEST_CASE("large positions and extreme bases stay correct", "[encoding]") {
  for (double base : {1.0001, 2.0, 10000.0, 1e12}) {
    const auto r = request(64, 33, 100000000 - 63, "interleaved", "paper", base);
    INFO("base " << base);
    CHECK(maxAbsDifference(pe::encode32(r), pe::encode64(r)) <= 1e-6);
  }
}

TEST_CASE("naive float32 angles drift at large positions", "[encoding]") {
  pe::PrecisionRequest r;
  r.pos = 8192;
  r.dModel = 512;
  const pe::PrecisionReport near8k = pe::precision(r);
  CHECK(near8k.maxErrorNaive > 1e-4);
  CHECK(near8k.maxErrorNaive < 2e-3);
  CHECK(near8k.maxErrorFast <= 1e-6);
  r.pos = 99999;
  const pe::PrecisionReport near100k = pe::precision(r);
  CHECK(near100k.maxErrorNaive > 1e-3);
  CHECK(near100k.maxErrorFast <= 1e-6);
  r.pos = 0;
  CHECK(pe::precision(r).maxErrorNaive == 0);
}

#if defined(__wasm_simd128__)
TEST_CASE("the SIMD kernel and its scalar twin agree bit for bit", "[encoding]") {
  for (int d : {1, 2, 3, 7, 8, 9, 16, 31, 64, 130, 1024}) {
    for (const char* layout : {"interleaved", "concatenated"}) {
      const pe::EncodingSpec spec = pe::validate(request(77, d, 12345, layout));
      std::vector<float> simd(77 * static_cast<std::size_t>(d)), scalar(simd.size());
      pe::encode32Simd(spec, simd.data());
      pe::encode32Scalar(spec, scalar.data());
      INFO("d = " << d << ", " << layout);
      CHECK(simd == scalar);
    }
  }
}
#endif

TEST_CASE("a stream writes the matrix in chunks with exactly the bits of encode32", "[encoding]") {
  // Shapes around the kernel's blocks of 32 rows (pairs of blocks: 64) and its exact anchor
  // every 128 blocks (4096 rows), every convention, both kernels, chunks of several sizes.
  struct Shape {
    int positions, dModel;
    double offset;
    const char* layout;
    const char* convention;
  };
  const Shape shapes[] = {{1, 1, 0, "interleaved", "paper"},
                          {31, 3, 7, "concatenated", "paper"},
                          {64, 16, 0, "interleaved", "paper"},
                          {65, 9, 99999999 - 64, "interleaved", "paper"},
                          {200, 130, 12345, "concatenated", "paper"},
                          {4200, 8, 3, "interleaved", "tensor2tensor"},
                          {5000, 2, 0, "concatenated", "one-based-pair"},
                          {300, 7, 5, "interleaved", "dimension-exponent"}};
  for (const Shape& shape : shapes) {
    const pe::EncodingRequest r = request(shape.positions, shape.dModel, shape.offset, shape.layout, shape.convention);
    for (bool simd : {true, false}) {
      std::vector<float> whole(static_cast<std::size_t>(shape.positions) * shape.dModel);
#if defined(__wasm_simd128__)
      if (simd)
        pe::encode32Simd(pe::validate(r), whole.data());
      else
        pe::encode32Scalar(pe::validate(r), whole.data());
#else
      pe::encode32Scalar(pe::validate(r), whole.data());
#endif
      for (int chunkRows : {1, 64, 128, 1000}) {
        pe::EncodeStream stream(r, simd);
        const int rowsPerChunk = std::max(pe::EncodeStream::rowMultiple, chunkRows / 64 * 64);
        std::vector<float> chunk(static_cast<std::size_t>(rowsPerChunk) * shape.dModel), joined;
        int chunks = 0;
        while (int rows = stream.next(chunk.data(), chunkRows)) {
          joined.insert(joined.end(), chunk.begin(), chunk.begin() + static_cast<std::ptrdiff_t>(rows) * shape.dModel);
          ++chunks;
        }
        INFO(shape.positions << " x " << shape.dModel << ", " << shape.layout << ", " << shape.convention << ", simd "
                             << simd << ", chunks of " << chunkRows << " rows");
        CHECK(chunks == (shape.positions + rowsPerChunk - 1) / rowsPerChunk);
        CHECK(stream.rowsLeft() == 0);
        CHECK(stream.next(chunk.data(), chunkRows) == 0);
        CHECK(joined == whole);
      }
    }
  }
  CHECK_THROWS_AS(pe::EncodeStream(request(0, 4), true), pe::InvalidArgument);
}

TEST_CASE("matrix layout is [pos][dim] row-major", "[encoding]") {
  const auto r = request(50, 6, 10);
  const std::vector<float> m = pe::encode32(r);
  // Row 7 is position 17; column 2 is the sine of pair 1, column 5 the cosine of pair 2.
  CHECK(m[7 * 6 + 2] == Approx(std::sin(17 / std::pow(10000.0, 2.0 / 6))).margin(1e-6));
  CHECK(m[7 * 6 + 5] == Approx(std::cos(17 / std::pow(10000.0, 4.0 / 6))).margin(1e-6));
  CHECK(m[49 * 6 + 0] == Approx(std::sin(59.0)).margin(1e-6));
}

TEST_CASE("comparing two conventions element by element", "[encoding]") {
  const auto a = request(4, 4, 0, "interleaved");
  const auto b = request(4, 4, 0, "concatenated");
  const pe::EncodingComparison c = pe::compareEncodings(a, b);
  const std::vector<double> x = pe::encode64(a), y = pe::encode64(b);
  double largest = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    CHECK(c.difference[i] == Approx(x[i] - y[i]).margin(1e-7));
    largest = std::max(largest, std::fabs(x[i] - y[i]));
  }
  CHECK(c.maxAbsDifference == largest);
  CHECK(std::fabs(x[c.maxRow * 4 + c.maxDim] - y[c.maxRow * 4 + c.maxDim]) == largest);
  CHECK(pe::compareEncodings(a, a).maxAbsDifference == 0);
  CHECK_THROWS_WITH(pe::compareEncodings(a, request(5, 4)),
                    "b must have the same positions and dModel as a; got 5 x 4 against 4 x 4");
}

TEST_CASE("a learned table counts maxLen x dModel parameters", "[encoding]") {
  pe::LearnedTableRequest bert;  // BERT-base: 512 x 768 (the request's defaults)
  CHECK(pe::learnedTable(bert).parameters == pe_golden::bertBase.parameters);
  pe::LearnedTableRequest gpt2;
  gpt2.maxLen = pe_golden::gpt2Small.maxLen;
  CHECK(pe::learnedTable(gpt2).parameters == pe_golden::gpt2Small.parameters);
  CHECK(pe::learnedTable(gpt2).float32Bytes == pe_golden::gpt2Small.parameters * 4);
  gpt2.maxLen = 0;
  CHECK_THROWS_WITH(pe::learnedTable(gpt2), "maxLen must be an integer in [1, 100000000]; got 0");
}

TEST_CASE("chosen columns equal the same columns of the float64 matrix", "[encoding]") {
  for (const char* layout : {"interleaved", "concatenated"}) {
    const auto r = request(30, 9, 4, layout);
    const std::vector<double> all = pe::encode64(r);
    const std::vector<double> dims = {8, 0, 3};
    const std::vector<double> columns = pe::encodeColumns(r, dims);
    REQUIRE(columns.size() == 90u);
    for (int row = 0; row < 30; ++row) {
      for (int c = 0; c < 3; ++c) CHECK(columns[row * 3 + c] == all[row * 9 + static_cast<int>(dims[c])]);
    }
  }
  CHECK_THROWS_WITH(pe::encodeColumns(request(3, 4), {4}), "dims must be an integer in [0, 3]; got 4");
  CHECK_THROWS_WITH(pe::encodeColumns(request(3, 4), {}), "dims must hold between 1 and 64 dimensions; got 0");
}

TEST_CASE("precisionScan is precision at every position of a range", "[encoding]") {
  pe::PrecisionScanRequest r;
  r.from = 8150;
  r.to = 8200;
  r.dModel = 64;
  const pe::PrecisionScan scan = pe::precisionScan(r);
  REQUIRE(scan.naive.size() == 51u);
  double worst = 0;
  std::int64_t worstPos = -1;
  for (int pos = 8150; pos <= 8200; ++pos) {
    pe::PrecisionRequest one;
    one.pos = pos;
    one.dModel = 64;
    const pe::PrecisionReport report = pe::precision(one);
    CHECK(scan.naive[pos - 8150] == report.maxErrorNaive);
    // The fast path's bits depend on a row's place in its block, so only the bound is shared.
    CHECK(scan.fast[pos - 8150] <= 1e-6);
    CHECK(std::fabs(scan.fast[pos - 8150] - report.maxErrorFast) <= 2e-7);
    if (report.maxErrorNaive > worst) {
      worst = report.maxErrorNaive;
      worstPos = pos;
    }
  }
  CHECK(scan.worstNaive == worst);
  CHECK(scan.worstNaivePos == worstPos);
  CHECK(scan.worstFast <= 1e-6);
  r.to = 8149;
  CHECK_THROWS_WITH(pe::precisionScan(r), "to must be an integer in [8150, 12245]; got 8149");
}

// The conventions section says what the float32 path is (one float64 sine and cosine per block
// of rows, rounded to float32, then one float32 rotation per value) and bounds its error by
// 5 * 2^-24: four float32 inputs and three float32 operations (3u on the two products, u on the
// sum, |sin a cos b| + |cos a sin b| <= 1) plus the float64 angles' own rounding below 10^8
// (2^-26). One rounding of the exact value leaves at most 2^-25; this path leaves more.
TEST_CASE("the float32 path stays within 5 * 2^-24 of float64 at every position, and is not one rounding",
          "[encoding]") {
  const double bound = 5 * std::ldexp(1.0, -24);
  const double oneRounding = std::ldexp(1.0, -25);
  double worst = 0;
  for (int d : {1, 2, 3, 8, 512, 4096}) {
    const double rows = d >= 512 ? 128 : 1024;  // several blocks of rows each, in a test's time
    for (double from : {0.0, 8000.0, 99995904.0, 100000000.0 - (rows - 1)}) {
      pe::PrecisionScanRequest r;
      r.from = from;
      r.to = from + rows - 1;
      r.dModel = d;
      const pe::PrecisionScan scan = pe::precisionScan(r);
      INFO("d " << d << ", positions " << from << " to " << r.to << ": " << scan.worstFast);
      CHECK(scan.worstFast <= bound);
      worst = std::max(worst, scan.worstFast);
    }
  }
  CHECK(worst > oneRounding);
}
