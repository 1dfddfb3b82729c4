// The sinusoidal positional encoding matrix and the per-dimension facts behind it.
//
// Layout rule: every matrix is [pos][dim], row-major: element (r, j) is at r * dModel + j,
// row r holds position offset + r. Never transpose at a boundary.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "params.hpp"

namespace pe {

// What a caller asks for. Numbers stay double so validation can reject NaN, 1.5 or 1e308.
struct EncodingRequest {
  double positions = 1;                // n, rows of the matrix, [1, Limits::maxPositions]
  double dModel = 4;                   // d, columns, [1, Limits::maxDModel]; odd d ends with a sine
  double base = 10000;                 // b, (1, Limits::maxBase]
  std::string layout = "interleaved";  // "interleaved" | "concatenated"
  double offset = 0;                   // position of row 0; 1 for 1-based texts
  std::string convention = "paper";    // see Convention

  // The fields by name: the bindings, the JS API (core.requests) and the fuzzer derive theirs
  // from this list. Each name is a row of parameterTable(); Required ones have no default.
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("positions", &EncodingRequest::positions, Presence::Required);
    visit("dModel", &EncodingRequest::dModel, Presence::Required);
    visit("base", &EncodingRequest::base, Presence::Optional);
    visit("layout", &EncodingRequest::layout, Presence::Optional);
    visit("offset", &EncodingRequest::offset, Presence::Optional);
    visit("convention", &EncodingRequest::convention, Presence::Optional);
  }
};

// A validated request.
struct EncodingSpec {
  int positions;
  int dModel;
  double base;
  Layout layout;
  std::int64_t offset;
  Convention convention;
};

EncodingSpec validate(const EncodingRequest& request);

// Every [pos][dim] matrix: positions * dModel at most Limits::maxElements, or InvalidArgument
// naming positions. Checked before the matrix is allocated.
void requireMatrixSize(int positions, int dModel);

// Number of (sin, cos) pairs: ceil(d / 2). With odd d the last pair has only its sine.
inline int pairCount(int dModel) {
  return (dModel + 1) / 2;
}

// What one dimension j computes.
struct DimensionInfo {
  int pair;         // i
  bool isSine;      // sin or cos
  double exponent;  // denominator = base^exponent (2i/d for the paper)
  double omega;     // angular frequency base^(-exponent), radians per position
};

DimensionInfo dimensionInfo(int dim, int dModel, double base, Layout layout, Convention convention);

// Exponent of the base for pair i under a pair-based convention (all but DimensionExponent).
double pairExponent(int pair, int dModel, Convention convention);

// Per-pair frequency facts.
struct PairFrequency {
  int pair;           // i
  double exponent;    // 2i/d for the paper
  double omega;       // w_i = b^(-exponent), radians per position
  double wavelength;  // 2*pi / w_i, positions per full turn

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("pair", &PairFrequency::pair);
    visit("exponent", &PairFrequency::exponent);
    visit("omega", &PairFrequency::omega);
    visit("wavelength", &PairFrequency::wavelength);
  }
};

std::vector<PairFrequency> frequencies(double dModel, double base, const std::string& convention = "paper");

struct FrequenciesRequest {
  double dModel = 4;  // [1, Limits::maxDModel]
  double base = 10000;
  std::string convention = "paper";

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("dModel", &FrequenciesRequest::dModel, Presence::Required);
    visit("base", &FrequenciesRequest::base, Presence::Optional);
    visit("convention", &FrequenciesRequest::convention, Presence::Optional);
  }
};
inline std::vector<PairFrequency> frequencies(const FrequenciesRequest& request) {
  return frequencies(request.dModel, request.base, request.convention);
}

// The float64 reference: value = sin or cos of (pos / base^exponent), one libm call per value.
std::vector<double> encode64(const EncodingRequest& request);

// The fast float32 matrix, within 1e-6 of encode64 for every position up to Limits::maxPosition.
// Uses the SIMD kernel when compiled with WASM SIMD, the scalar twin otherwise.
std::vector<float> encode32(const EncodingRequest& request);

// Both twins, always callable where they were compiled, so tests can compare them.
void encode32Scalar(const EncodingSpec& spec, float* out);
#if defined(__wasm_simd128__)
void encode32Simd(const EncodingSpec& spec, float* out);
#endif
bool simdCompiled();

// The float32 matrix a few rows at a time, with exactly the bits of encode32 (the same blocks,
// anchors and order of operations): for copying a large matrix out through a small buffer
// that stays in cache, instead of writing all of it to memory twice.
class EncodeStream {
 public:
  // Every chunk but the last holds a multiple of this many rows, so the kernel's blocks of rows
  // never straddle two chunks.
  static constexpr int rowMultiple = 64;

  // Validates the request (throws InvalidArgument). simd: the SIMD kernel where compiled.
  EncodeStream(const EncodingRequest& request, bool simd);
  ~EncodeStream();
  EncodeStream(EncodeStream&&) noexcept;
  EncodeStream& operator=(EncodeStream&&) noexcept;

  const EncodingSpec& spec() const;
  int rowsLeft() const;
  // Writes the next rows into out (room for maxRows * dModel floats): maxRows rounded down to a
  // multiple of rowMultiple (at least rowMultiple), or every row left if fewer. Returns how many
  // rows it wrote; 0 once the matrix is done.
  int next(float* out, int maxRows);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// What frameworks compute by default: angle = float(pos) * float(w) in float32, then sinf/cosf.
// Kept to show how far that drifts at large positions; never used for the page's numbers.
std::vector<float> encodeNaiveFloat32(const EncodingRequest& request);

// Chosen columns of the float64 matrix, [pos][k] for the k-th chosen dimension: for plotting a
// few dimensions across many positions without computing the whole matrix. At most
// Limits::maxColumns dimensions, each in [0, dModel - 1].
std::vector<double> encodeColumns(const EncodingRequest& request, const std::vector<double>& dims);

// The same as one request: an encoding's fields and the chosen dimensions.
struct EncodeColumnsRequest : EncodingRequest {
  std::vector<double> dims;  // 1..Limits::maxColumns dimension indices, each in [0, dModel - 1]

  template <class Visit>
  static void fields(Visit&& visit) {
    EncodingRequest::fields(visit);
    visit("dims", &EncodeColumnsRequest::dims, Presence::Required);
  }
};
inline std::vector<double> encodeColumns(const EncodeColumnsRequest& request) {
  return encodeColumns(request, request.dims);
}

// One position computed three ways, for the float32 pitfall.
struct PrecisionRequest {
  double pos = 0;     // [0, Limits::maxPosition]
  double dModel = 4;  // [1, Limits::maxDModel]
  double base = 10000;

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("pos", &PrecisionRequest::pos, Presence::Required);
    visit("dModel", &PrecisionRequest::dModel, Presence::Required);
    visit("base", &PrecisionRequest::base, Presence::Optional);
  }
};
struct PrecisionReport {
  std::vector<double> exact;  // float64 reference
  std::vector<float> naive;   // float32 angle, as frameworks do by default
  std::vector<float> fast;    // this core's float32 path
  double maxErrorNaive;       // max |naive - exact|
  double maxErrorFast;        // max |fast - exact|

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("exact", &PrecisionReport::exact);
    visit("naive", &PrecisionReport::naive);
    visit("fast", &PrecisionReport::fast);
    visit("maxErrorNaive", &PrecisionReport::maxErrorNaive);
    visit("maxErrorFast", &PrecisionReport::maxErrorFast);
  }
};
PrecisionReport precision(const PrecisionRequest& request);

// The same at every position of a range, for plotting how the float32-angle error jumps about.
struct PrecisionScanRequest {
  double from = 0;      // first position, [0, Limits::maxPosition]
  double to = 0;        // last position, [from, from + Limits::maxPrecisionScan - 1]
  double dModel = 512;  // [1, Limits::maxDModel]
  double base = 10000;

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("from", &PrecisionScanRequest::from, Presence::Required);
    visit("to", &PrecisionScanRequest::to, Presence::Required);
    visit("dModel", &PrecisionScanRequest::dModel, Presence::Required);
    visit("base", &PrecisionScanRequest::base, Presence::Optional);
  }
};
struct PrecisionScan {
  std::vector<double> naive;   // per position: max |naive - exact| over the dimensions
  std::vector<double> fast;    // per position: max |fast - exact|, the range encoded as one matrix
                               // (so within 1e-6 like precision(), but not its bits: a row's
                               // float32 value depends on its place in its block of rows)
  double worstNaive;           // the largest of naive
  std::int64_t worstNaivePos;  // where it is (the first such position)
  double worstFast;            // the largest of fast

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("naive", &PrecisionScan::naive);
    visit("fast", &PrecisionScan::fast);
    visit("worstNaive", &PrecisionScan::worstNaive);
    visit("worstNaivePos", &PrecisionScan::worstNaivePos);
    visit("worstFast", &PrecisionScan::worstFast);
  }
};
PrecisionScan precisionScan(const PrecisionScanRequest& request);

// Two encodings of the same shape, element by element: for showing conventions side by side.
struct EncodingComparison {
  std::vector<float> difference;  // a - b, [pos][dim], float32 of the float64 difference
  double maxAbsDifference;        // largest |a - b|
  int maxRow;                     // where it occurs (row of the matrix, not the position)
  int maxDim;

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("difference", &EncodingComparison::difference);
    visit("maxAbsDifference", &EncodingComparison::maxAbsDifference);
    visit("maxRow", &EncodingComparison::maxRow);
    visit("maxDim", &EncodingComparison::maxDim);
  }
};
EncodingComparison compareEncodings(const EncodingRequest& a, const EncodingRequest& b);

// A learned absolute table (BERT, GPT-2) is a maxLen x dModel parameter matrix.
struct LearnedTableRequest {
  double maxLen = 512;  // [1, 100000000]
  double dModel = 768;  // [1, 1000000]

  static constexpr FieldRange ranges[] = {{"dModel", 1, 1000000}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("maxLen", &LearnedTableRequest::maxLen, Presence::Required);
    visit("dModel", &LearnedTableRequest::dModel, Presence::Required);
  }
};
struct LearnedTable {
  double parameters;    // maxLen * dModel
  double float32Bytes;  // 4 bytes each

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("parameters", &LearnedTable::parameters);
    visit("float32Bytes", &LearnedTable::float32Bytes);
  }
};
LearnedTable learnedTable(const LearnedTableRequest& request);

}  // namespace pe
