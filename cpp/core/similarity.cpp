#include "similarity.hpp"

#include <cmath>
#include <cstdlib>

#include "encoding.hpp"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace pe {

namespace {

struct PairDenominators {
  std::vector<double> full;  // b^(2i/d) for the pairs that have a cosine
  double loneSine = 0;       // b^(2i/d) of the last pair when d is odd, else 0
};

PairDenominators denominatorsOf(int d, double base) {
  PairDenominators result;
  for (int i = 0; i < d / 2; ++i) result.full.push_back(std::pow(base, 2.0 * i / d));
  if (d % 2 != 0) result.loneSine = std::pow(base, 2.0 * (d / 2) / d);
  return result;
}

// sum_i cos(w_i m): the full-pair part of PE(p).PE(p + m), whatever p is.
double fullPairProfile(const PairDenominators& denominators, double m) {
  double sum = 0;
  for (double denominator : denominators.full) sum += std::cos(m / denominator);
  return sum;
}

}  // namespace

std::vector<float> similarity(const SimilarityRequest& request) {
  const int n = static_cast<int>(requireInteger("positions", request.positions, 1, Limits::maxSimilarityPositions));
  const int d = static_cast<int>(requireInteger("dModel", request.dModel, 1, Limits::maxDModel));
  const double base = requireBase(request.base);
  const std::int64_t offset = requireInteger("offset", request.offset, 0, Limits::maxPosition - (n - 1));

  const PairDenominators denominators = denominatorsOf(d, base);
  std::vector<double> profile(n);
  for (int m = 0; m < n; ++m) profile[m] = fullPairProfile(denominators, m);
  std::vector<double> loneSine;
  if (denominators.loneSine != 0) {
    for (int r = 0; r < n; ++r) loneSine.push_back(std::sin(static_cast<double>(offset + r) / denominators.loneSine));
  }

  std::vector<float> out(static_cast<std::size_t>(n) * n);
  for (int p = 0; p < n; ++p) {
    float* row = out.data() + static_cast<std::size_t>(p) * n;
    if (loneSine.empty()) {
      for (int q = 0; q < n; ++q) row[q] = static_cast<float>(profile[std::abs(p - q)]);
    } else {
      for (int q = 0; q < n; ++q) row[q] = static_cast<float>(profile[std::abs(p - q)] + loneSine[p] * loneSine[q]);
    }
  }
  return out;
}

std::vector<double> offsetProfile(const OffsetProfileRequest& request) {
  const int maxOffset = static_cast<int>(requireInteger("maxOffset", request.maxOffset, 0, Limits::maxOffset));
  const int d = static_cast<int>(requireInteger("dModel", request.dModel, 1, Limits::maxDModel));
  const double base = requireBase(request.base);
  const std::int64_t pos = requireInteger("pos", request.pos, 0, Limits::maxPosition - maxOffset);

  const PairDenominators denominators = denominatorsOf(d, base);
  std::vector<double> out(static_cast<std::size_t>(maxOffset) + 1);
  for (int m = 0; m <= maxOffset; ++m) {
    out[m] = fullPairProfile(denominators, m);
    if (denominators.loneSine != 0) {
      out[m] += std::sin(static_cast<double>(pos) / denominators.loneSine) *
                std::sin(static_cast<double>(pos + m) / denominators.loneSine);
    }
  }
  return out;
}

void gramScalar(const float* matrix, int rows, int cols, float* out) {
  for (int p = 0; p < rows; ++p) {
    const float* a = matrix + static_cast<std::size_t>(p) * cols;
    for (int q = p; q < rows; ++q) {
      const float* b = matrix + static_cast<std::size_t>(q) * cols;
      float sum = 0;
      for (int j = 0; j < cols; ++j) sum += a[j] * b[j];
      out[static_cast<std::size_t>(p) * rows + q] = sum;
      out[static_cast<std::size_t>(q) * rows + p] = sum;
    }
  }
}

#if defined(__wasm_simd128__)
// Four lanes of partial sums per dot product (the compiler will not reorder a float reduction
// without fast-math, so the lanes are written by hand), and two rows q at a time so each load
// of row p serves two products.
void gramSimd(const float* matrix, int rows, int cols, float* out) {
  const int vectorCols = cols / 4 * 4;
  auto horizontalSum = [](v128_t v) {
    return wasm_f32x4_extract_lane(v, 0) + wasm_f32x4_extract_lane(v, 1) + wasm_f32x4_extract_lane(v, 2) +
           wasm_f32x4_extract_lane(v, 3);
  };
  auto store = [&](int p, int q, float value) {
    out[static_cast<std::size_t>(p) * rows + q] = value;
    out[static_cast<std::size_t>(q) * rows + p] = value;
  };
  for (int p = 0; p < rows; ++p) {
    const float* a = matrix + static_cast<std::size_t>(p) * cols;
    int q = p;
    for (; q + 2 <= rows; q += 2) {
      const float* b0 = matrix + static_cast<std::size_t>(q) * cols;
      const float* b1 = b0 + cols;
      v128_t sum0 = wasm_f32x4_splat(0), sum1 = wasm_f32x4_splat(0);
      for (int j = 0; j < vectorCols; j += 4) {
        const v128_t va = wasm_v128_load(a + j);
        sum0 = wasm_f32x4_add(sum0, wasm_f32x4_mul(va, wasm_v128_load(b0 + j)));
        sum1 = wasm_f32x4_add(sum1, wasm_f32x4_mul(va, wasm_v128_load(b1 + j)));
      }
      float s0 = horizontalSum(sum0), s1 = horizontalSum(sum1);
      for (int j = vectorCols; j < cols; ++j) {
        s0 += a[j] * b0[j];
        s1 += a[j] * b1[j];
      }
      store(p, q, s0);
      store(p, q + 1, s1);
    }
    for (; q < rows; ++q) {
      const float* b = matrix + static_cast<std::size_t>(q) * cols;
      v128_t sum = wasm_f32x4_splat(0);
      for (int j = 0; j < vectorCols; j += 4) {
        sum = wasm_f32x4_add(sum, wasm_f32x4_mul(wasm_v128_load(a + j), wasm_v128_load(b + j)));
      }
      float s = horizontalSum(sum);
      for (int j = vectorCols; j < cols; ++j) s += a[j] * b[j];
      store(p, q, s);
    }
  }
}
#endif

std::vector<float> gram(const std::vector<float>& matrix, double rows, double cols) {
  const int r = static_cast<int>(requireInteger("rows", rows, 1, Limits::maxGramRows));
  const int c = static_cast<int>(requireInteger("cols", cols, 1, Limits::maxDModel));
  const std::size_t expected = static_cast<std::size_t>(r) * c;
  if (matrix.size() != expected) {
    throw InvalidArgument("matrix", "matrix must hold rows * cols = " + std::to_string(expected) + " values; got " +
                                        std::to_string(matrix.size()));
  }
  for (std::size_t index = 0; index < matrix.size(); ++index) {
    if (!std::isfinite(matrix[index])) {
      throw InvalidArgument("matrix", "matrix values must be finite numbers; matrix[" + std::to_string(index) +
                                          "] is " + formatNumber(matrix[index]));
    }
  }
  std::vector<float> out(static_cast<std::size_t>(r) * r);
#if defined(__wasm_simd128__)
  gramSimd(matrix.data(), r, c, out.data());
#else
  gramScalar(matrix.data(), r, c, out.data());
#endif
  return out;
}

}  // namespace pe
