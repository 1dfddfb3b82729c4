#include "similarity.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "encoding.hpp"
#include "together.hpp"

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

// Every kernel below takes cos(w m) from a float64 rotation by w, re-anchored with exact libm
// values every kExactEvery steps (drift below 1e-13), so each term costs a few multiply-adds
// instead of a cosine.
constexpr std::size_t kExactEvery = 256;

// out[m] += cos(m / denominator) for m = 0..count-1.
void addPair(double denominator, std::size_t count, double* out) {
  const double stepCos = std::cos(1.0 / denominator), stepSin = std::sin(1.0 / denominator);
  for (std::size_t start = 0; start < count; start += kExactEvery) {
    const std::size_t end = std::min(count, start + kExactEvery);
    double c = std::cos(static_cast<double>(start) / denominator);
    double s = std::sin(static_cast<double>(start) / denominator);
    for (std::size_t m = start; m < end; ++m) {
      out[m] += c;
      const double next = c * stepCos - s * stepSin;
      s = s * stepCos + c * stepSin;
      c = next;
    }
  }
}

void accumulateProfile(const PairDenominators& denominators, std::size_t count, double* profile) {
#if defined(__wasm_simd128__)
  profileSimd(denominators.full.data(), static_cast<int>(denominators.full.size()), count, profile);
#else
  profileScalar(denominators.full.data(), static_cast<int>(denominators.full.size()), count, profile);
#endif
}

}  // namespace

void profileScalar(const double* denominators, int pairs, std::size_t count, double* out) {
  std::fill(out, out + count, 0.0);
  for (int i = 0; i < pairs; ++i) addPair(denominators[i], count, out);
}

#if defined(__wasm_simd128__)
// Four pairs per pass, two float64 lanes in each of two rotation chains; the chains are added
// before they touch memory, so each profile entry is loaded and stored once per four pairs.
void profileSimd(const double* denominators, int pairs, std::size_t count, double* out) {
  std::vector<double> lanes(2 * count, 0.0);  // [m][lane]
  int i = 0;
  for (; i + 4 <= pairs; i += 4) {
    const double* den = denominators + i;
    auto make = [&](double (*f)(double), double scale, int first) {
      return wasm_f64x2_make(f(scale / den[first]), f(scale / den[first + 1]));
    };
    const v128_t stepCosA = make(std::cos, 1.0, 0), stepSinA = make(std::sin, 1.0, 0);
    const v128_t stepCosB = make(std::cos, 1.0, 2), stepSinB = make(std::sin, 1.0, 2);
    for (std::size_t start = 0; start < count; start += kExactEvery) {
      const std::size_t end = std::min(count, start + kExactEvery);
      const double at = static_cast<double>(start);
      v128_t cA = make(std::cos, at, 0), sA = make(std::sin, at, 0);
      v128_t cB = make(std::cos, at, 2), sB = make(std::sin, at, 2);
      for (std::size_t m = start; m < end; ++m) {
        double* slot = lanes.data() + 2 * m;
        wasm_v128_store(slot, wasm_f64x2_add(wasm_v128_load(slot), wasm_f64x2_add(cA, cB)));
        const v128_t nextA = wasm_f64x2_sub(wasm_f64x2_mul(cA, stepCosA), wasm_f64x2_mul(sA, stepSinA));
        sA = wasm_f64x2_add(wasm_f64x2_mul(sA, stepCosA), wasm_f64x2_mul(cA, stepSinA));
        cA = nextA;
        const v128_t nextB = wasm_f64x2_sub(wasm_f64x2_mul(cB, stepCosB), wasm_f64x2_mul(sB, stepSinB));
        sB = wasm_f64x2_add(wasm_f64x2_mul(sB, stepCosB), wasm_f64x2_mul(cB, stepSinB));
        cB = nextB;
      }
    }
  }
  for (std::size_t m = 0; m < count; ++m) out[m] = lanes[2 * m] + lanes[2 * m + 1];
  for (; i < pairs; ++i) addPair(denominators[i], count, out);
}
#endif

SimilaritySpec validate(const SimilarityRequest& request) {
  SimilaritySpec spec{};
  spec.positions = static_cast<int>(requireInteger(SimilarityRequest::ranges[0], request.positions));
  spec.dModel = static_cast<int>(requireInteger("dModel", request.dModel));
  spec.base = requireBase(request.base);
  spec.offset = requireInteger("offset", request.offset, 0, maxOffsetFor(spec.positions));
  return spec;
}

void similarityInto(const SimilaritySpec& spec, float* out) {
  const int n = spec.positions;
  const PairDenominators denominators = denominatorsOf(spec.dModel, spec.base);
  std::vector<double> profile(n);
  accumulateProfile(denominators, profile.size(), profile.data());

  if (denominators.loneSine == 0) {
    // Even d: row p is g(|p - q|), a window onto one symmetric array, so each row is a copy.
    std::vector<float> symmetric(2 * static_cast<std::size_t>(n) - 1);
    for (int m = 0; m < n; ++m) {
      symmetric[n - 1 + m] = symmetric[n - 1 - m] = static_cast<float>(profile[m]);
    }
    for (int p = 0; p < n; ++p) {
      std::copy_n(symmetric.data() + (n - 1 - p), n, out + static_cast<std::size_t>(p) * n);
    }
    return;
  }
  std::vector<double> loneSine(n);
  for (int r = 0; r < n; ++r) loneSine[r] = std::sin(static_cast<double>(spec.offset + r) / denominators.loneSine);
  for (int p = 0; p < n; ++p) {
    float* row = out + static_cast<std::size_t>(p) * n;
    for (int q = 0; q < n; ++q) row[q] = static_cast<float>(profile[std::abs(p - q)] + loneSine[p] * loneSine[q]);
  }
}

std::vector<float> similarity(const SimilarityRequest& request) {
  const SimilaritySpec spec = validate(request);
  std::vector<float> out(static_cast<std::size_t>(spec.positions) * spec.positions);
  similarityInto(spec, out.data());
  return out;
}

std::vector<double> offsetProfile(const OffsetProfileRequest& request) {
  const int maxOffset = static_cast<int>(requireInteger("maxOffset", request.maxOffset));
  const int d = static_cast<int>(requireInteger("dModel", request.dModel));
  const double base = requireBase(request.base);
  const std::int64_t pos = requireInteger("pos", request.pos, 0, Limits::maxPosition - maxOffset);
  const double work = (static_cast<double>(maxOffset) + 1) * pairCount(d);
  if (work > Limits::maxProfileWork) {
    throw InvalidArgument("maxOffset",
                          "(maxOffset + 1) * ceil(dModel / 2) must be at most " + formatNumber(Limits::maxProfileWork) +
                              "; got " + std::to_string(maxOffset + 1) + " * " + std::to_string(pairCount(d)),
                          Refusal{"product", std::numeric_limits<double>::quiet_NaN(), Limits::maxProfileWork,
                                  static_cast<double>(maxOffset + 1) * static_cast<double>(pairCount(d))});
  }

  const PairDenominators denominators = denominatorsOf(d, base);
  std::vector<double> out(static_cast<std::size_t>(maxOffset) + 1);
  accumulateProfile(denominators, out.size(), out.data());
  if (denominators.loneSine != 0) {
    const double first = std::sin(static_cast<double>(pos) / denominators.loneSine);
    for (int m = 0; m <= maxOffset; ++m) {
      out[m] += first * std::sin(static_cast<double>(pos + m) / denominators.loneSine);
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
// without fast-math, so the lanes are written by hand). A 2 x 4 tile: two rows p against four
// rows q, eight accumulators, so each load feeds two or four products. Only q >= p is
// computed (the tile's one entry below the diagonal is harmless); the rest is mirrored.
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
  auto rowOf = [&](int r) { return matrix + static_cast<std::size_t>(r) * cols; };
  auto dot = [&](const float* a, const float* b) {
    v128_t sum = wasm_f32x4_splat(0);
    for (int j = 0; j < vectorCols; j += 4) {
      sum = wasm_f32x4_add(sum, wasm_f32x4_mul(wasm_v128_load(a + j), wasm_v128_load(b + j)));
    }
    float total = horizontalSum(sum);
    for (int j = vectorCols; j < cols; ++j) total += a[j] * b[j];
    return total;
  };
  int p = 0;
  for (; p + 2 <= rows; p += 2) {
    const float *a0 = rowOf(p), *a1 = rowOf(p + 1);
    int q = p;
    for (; q + 4 <= rows; q += 4) {
      const float *b0 = rowOf(q), *b1 = rowOf(q + 1), *b2 = rowOf(q + 2), *b3 = rowOf(q + 3);
      v128_t s00 = wasm_f32x4_splat(0), s01 = s00, s02 = s00, s03 = s00;
      v128_t s10 = s00, s11 = s00, s12 = s00, s13 = s00;
      for (int j = 0; j < vectorCols; j += 4) {
        const v128_t x0 = wasm_v128_load(a0 + j), x1 = wasm_v128_load(a1 + j);
        const v128_t y0 = wasm_v128_load(b0 + j), y1 = wasm_v128_load(b1 + j);
        const v128_t y2 = wasm_v128_load(b2 + j), y3 = wasm_v128_load(b3 + j);
        s00 = wasm_f32x4_add(s00, wasm_f32x4_mul(x0, y0));
        s01 = wasm_f32x4_add(s01, wasm_f32x4_mul(x0, y1));
        s02 = wasm_f32x4_add(s02, wasm_f32x4_mul(x0, y2));
        s03 = wasm_f32x4_add(s03, wasm_f32x4_mul(x0, y3));
        s10 = wasm_f32x4_add(s10, wasm_f32x4_mul(x1, y0));
        s11 = wasm_f32x4_add(s11, wasm_f32x4_mul(x1, y1));
        s12 = wasm_f32x4_add(s12, wasm_f32x4_mul(x1, y2));
        s13 = wasm_f32x4_add(s13, wasm_f32x4_mul(x1, y3));
      }
      float t[2][4] = {{horizontalSum(s00), horizontalSum(s01), horizontalSum(s02), horizontalSum(s03)},
                       {horizontalSum(s10), horizontalSum(s11), horizontalSum(s12), horizontalSum(s13)}};
      const float* bs[4] = {b0, b1, b2, b3};
      for (int j = vectorCols; j < cols; ++j) {
        for (int c = 0; c < 4; ++c) {
          t[0][c] += a0[j] * bs[c][j];
          t[1][c] += a1[j] * bs[c][j];
        }
      }
      for (int c = 0; c < 4; ++c) {
        store(p, q + c, t[0][c]);
        store(p + 1, q + c, t[1][c]);
      }
    }
    for (; q < rows; ++q) {
      store(p, q, dot(a0, rowOf(q)));
      store(p + 1, q, dot(a1, rowOf(q)));
    }
  }
  for (; p < rows; ++p) {
    for (int q = p; q < rows; ++q) store(p, q, dot(rowOf(p), rowOf(q)));
  }
}
#endif

std::vector<float> gram(const std::vector<float>& matrix, double rows, double cols) {
  const int r = static_cast<int>(requireInteger("rows", rows));
  const int c = static_cast<int>(requireInteger("cols", cols));
  if (static_cast<double>(r) * r * c > Limits::maxGramWork) {
    throw InvalidArgument("rows", "rows * rows * cols must be at most " + formatNumber(Limits::maxGramWork) +
                                      " (for example 2048 x 2048 x 1024); got " + std::to_string(r) + " * " +
                                      std::to_string(r) + " * " + std::to_string(c));
  }
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

std::vector<float> gram(const GramRequest& request) {
  std::vector<float> out = gram(request.matrix, request.rows, request.cols);  // checks the request
  if (!request.cosine) return out;
  const auto rows = static_cast<std::size_t>(request.rows);
  const auto cols = static_cast<std::size_t>(request.cols);
  std::vector<double> length(rows);
  for (std::size_t p = 0; p < rows; ++p) {
    double sum = 0;
    for (std::size_t c = 0; c < cols; ++c)
      sum += static_cast<double>(request.matrix[p * cols + c]) * request.matrix[p * cols + c];
    length[p] = std::sqrt(sum);
  }
  for (std::size_t p = 0; p < rows; ++p) {
    for (std::size_t q = 0; q < rows; ++q) {
      const double product = length[p] * length[q];
      out[p * rows + q] = product > 0 ? static_cast<float>(out[p * rows + q] / product) : 0.0f;
    }
  }
  return out;
}

}  // namespace pe
