// Dot products between encodings: S[p][q] = PE(p) . PE(q).
//
// Rule: for full (sin, cos) pairs PE(p).PE(q) = sum_i cos(w_i (p - q)), so S depends only on
// the offset p - q. An odd width adds the lone last sine, sin(w p) sin(w q), which does not;
// every function here adds that term explicitly instead of pretending it away.
#pragma once

#include <cstdint>
#include <vector>

#include "params.hpp"

namespace pe {

struct SimilarityRequest {
  double positions = 16;  // n, [1, Limits::maxSimilarityPositions]
  double dModel = 4;
  double base = 10000;
  double offset = 0;  // position of row 0

  static constexpr FieldRange ranges[] = {{"positions", 1, Limits::maxSimilarityPositions}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("positions", &SimilarityRequest::positions, Presence::Required);
    visit("dModel", &SimilarityRequest::dModel, Presence::Required);
    visit("base", &SimilarityRequest::base, Presence::Optional);
    visit("offset", &SimilarityRequest::offset, Presence::Optional);
  }
};

struct SimilaritySpec {
  int positions;
  int dModel;
  double base;
  std::int64_t offset;
};
SimilaritySpec validate(const SimilarityRequest& request);

// n x n, row-major, float32, through the closed form g(p - q).
std::vector<float> similarity(const SimilarityRequest& request);
void similarityInto(const SimilaritySpec& spec, float* out);

struct OffsetProfileRequest {
  double maxOffset = 16;  // K, [0, Limits::maxOffset]
  double dModel = 4;
  double base = 10000;
  double pos = 0;  // reference position p; matters only for odd dModel

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("maxOffset", &OffsetProfileRequest::maxOffset, Presence::Required);
    visit("dModel", &OffsetProfileRequest::dModel, Presence::Required);
    visit("base", &OffsetProfileRequest::base, Presence::Optional);
    visit("pos", &OffsetProfileRequest::pos, Presence::Optional);
  }
};

// g(k) = PE(pos) . PE(pos + k) for k = 0..K, float64. (K + 1) * ceil(d/2) is at most
// Limits::maxProfileWork so the call stays well under a second.
std::vector<double> offsetProfile(const OffsetProfileRequest& request);

// G = X X^T for X of rows x cols, row-major float32; uses the symmetry of G.
// rows in [1, Limits::maxGramRows], cols in [1, Limits::maxDModel], and rows * rows * cols at
// most Limits::maxGramWork.
std::vector<float> gram(const std::vector<float>& matrix, double rows, double cols);

struct GramRequest {
  std::vector<float> matrix;  // X, rows * cols values, [row][col]
  double rows = 1;
  double cols = 1;
  bool cosine = false;  // each entry divided by the two rows' lengths (0 where a row is all zeros)

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("matrix", &GramRequest::matrix, Presence::Required);
    visit("rows", &GramRequest::rows, Presence::Required);
    visit("cols", &GramRequest::cols, Presence::Required);
    visit("cosine", &GramRequest::cosine, Presence::Optional);
  }
};
// With cosine: G[p][q] / (|x_p| |x_q|), the cosine similarity of every pair of rows (a picture
// of a learned position table, for one), the row lengths summed in float64; 0 where a row is
// all zeros.
std::vector<float> gram(const GramRequest& request);

// The kernels behind the closed form: out[m] = sum_i cos(m / denominators[i]), m < count.
// The SIMD twin sums in another order, so the two agree to rounding, not bit for bit.
void profileScalar(const double* denominators, int pairs, std::size_t count, double* out);
#if defined(__wasm_simd128__)
void profileSimd(const double* denominators, int pairs, std::size_t count, double* out);
#endif

// The twins of gram's kernel, for tests.
void gramScalar(const float* matrix, int rows, int cols, float* out);
#if defined(__wasm_simd128__)
void gramSimd(const float* matrix, int rows, int cols, float* out);
#endif

}  // namespace pe
