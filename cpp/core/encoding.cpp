#include "encoding.hpp"
#include "together.hpp"

#include <algorithm>
#include <cmath>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace pe {

EncodingSpec validate(const EncodingRequest& request) {
  EncodingSpec spec{};
  spec.positions = static_cast<int>(requireInteger("positions", request.positions));
  spec.dModel = static_cast<int>(requireInteger("dModel", request.dModel));
  spec.base = requireBase(request.base);
  spec.layout = parseLayout(request.layout);
  spec.convention = parseConvention(request.convention);
  spec.offset = requireInteger("offset", request.offset, 0, maxOffsetFor(spec.positions));
  requireMatrixSize(spec.positions, spec.dModel);
  return spec;
}

void requireMatrixSize(int positions, int dModel) {
  const std::int64_t elements = static_cast<std::int64_t>(positions) * dModel;
  if (positions > maxMatrixSide(dModel)) {
    throw InvalidArgument(
        "positions",
        "positions * dModel must be at most " + formatNumber(static_cast<double>(Limits::maxElements)) + "; got " +
            std::to_string(positions) + " * " + std::to_string(dModel) + " = " + std::to_string(elements),
        Refusal{"product", std::numeric_limits<double>::quiet_NaN(), static_cast<double>(Limits::maxElements),
                static_cast<double>(elements)});
  }
}

double pairExponent(int pair, int dModel, Convention convention) {
  switch (convention) {
    case Convention::Paper:
    case Convention::DimensionExponent:  // its sines agree with the paper
      return 2.0 * pair / dModel;
    case Convention::OneBasedPair: return 2.0 * (pair + 1) / dModel;
    case Convention::Tensor2Tensor: {
      const int pairs = pairCount(dModel);
      return static_cast<double>(pair) / std::max(pairs - 1, 1);
    }
  }
  return 2.0 * pair / dModel;
}

DimensionInfo dimensionInfo(int dim, int dModel, double base, Layout layout, Convention convention) {
  DimensionInfo info{};
  if (layout == Layout::Interleaved) {
    info.pair = dim / 2;
    info.isSine = dim % 2 == 0;
  } else {
    const int pairs = pairCount(dModel);
    info.isSine = dim < pairs;
    info.pair = info.isSine ? dim : dim - pairs;
  }
  info.exponent = convention == Convention::DimensionExponent ? static_cast<double>(dim) / dModel
                                                              : pairExponent(info.pair, dModel, convention);
  info.omega = std::pow(base, -info.exponent);
  return info;
}

std::vector<PairFrequency> frequencies(double dModel, double base, const std::string& convention) {
  const int d = static_cast<int>(requireInteger("dModel", dModel));
  const double b = requireBase(base);
  const Convention c = parseConvention(convention);
  if (c == Convention::DimensionExponent) {
    throw InvalidArgument("convention",
                          "convention \"dimension-exponent\" gives the sine and cosine of a pair "
                          "different frequencies, so it has no per-pair frequency; use steps()");
  }
  std::vector<PairFrequency> result;
  const double twoPi = 2.0 * std::acos(-1.0);
  for (int i = 0; i < pairCount(d); ++i) {
    const double exponent = pairExponent(i, d, c);
    const double omega = std::pow(b, -exponent);
    result.push_back({i, exponent, omega, twoPi / omega});
  }
  return result;
}

namespace {
// The float64 reference for chosen dimensions, [pos][k]: sin or cos of pos / base^exponent, one
// libm call per value. encode64 asks for every dimension, encodeColumns for a few.
std::vector<double> referenceColumns(const EncodingSpec& spec, const std::vector<int>& dims) {
  std::vector<double> denominator;
  std::vector<char> isSine;
  for (int j : dims) {
    const DimensionInfo info = dimensionInfo(j, spec.dModel, spec.base, spec.layout, spec.convention);
    denominator.push_back(std::pow(spec.base, info.exponent));
    isSine.push_back(info.isSine);
  }
  const std::size_t k = dims.size();
  std::vector<double> out(static_cast<std::size_t>(spec.positions) * k);
  for (int r = 0; r < spec.positions; ++r) {
    const double pos = static_cast<double>(spec.offset + r);
    double* row = out.data() + static_cast<std::size_t>(r) * k;
    for (std::size_t c = 0; c < k; ++c) {
      const double angle = pos / denominator[c];
      row[c] = isSine[c] ? std::sin(angle) : std::cos(angle);
    }
  }
  return out;
}
}  // namespace

std::vector<double> encode64(const EncodingRequest& request) {
  const EncodingSpec spec = validate(request);
  std::vector<int> every(spec.dModel);
  for (int j = 0; j < spec.dModel; ++j) every[j] = j;
  return referenceColumns(spec, every);
}

namespace {

// The fast float32 path uses the shift property itself. Rows come in blocks of kBlockRows; the
// block's first position a is the anchor, and row a + k is
//   sin(w(a+k)) = sin(wa) cos(wk) + cos(wa) sin(wk),  cos(w(a+k)) = cos(wa) cos(wk) - sin(wa) sin(wk).
// The anchor's (sin, cos) are float64, exact every kExactEvery blocks and rotated by the
// float64 jump cos(wK), sin(wK) in between; the (cos wk, sin wk) table is float64 rounded once
// to float32. So each value is one float32 rotation of float32-rounded exact inputs (error
// below 4e-7) and nothing accumulates in float32; angles are never formed in float32.
constexpr int kBlockRows = 32;
constexpr int kExactEvery = 128;

struct RotationPlan {
  int pairs = 0;                         // ceil(d/2)
  int fullPairs = 0;                     // floor(d/2): pairs that have a cosine
  int stride = 0;                        // pairs rounded up to a multiple of 4
  int blockRows = 0;                     // rows per anchor
  std::vector<double> denominator;       // b^(e_i)
  std::vector<double> jumpCos, jumpSin;  // cos, sin of w_i * blockRows
  std::vector<float> stepCos, stepSin;   // [k][stride]: cos, sin of w_i * k, k < blockRows
  std::vector<double> anchorSin64, anchorCos64;
  std::vector<float> anchorSin, anchorCos;    // [stride]
  std::vector<float> earlierSin, earlierCos;  // [stride]: the previous block's anchor (SIMD path)
};

RotationPlan makePlan(const EncodingSpec& spec) {
  RotationPlan plan;
  plan.pairs = pairCount(spec.dModel);
  plan.fullPairs = spec.dModel / 2;
  plan.stride = (plan.pairs + 3) / 4 * 4;
  plan.blockRows = std::min(kBlockRows, spec.positions);
  plan.denominator.resize(plan.pairs);
  plan.jumpCos.resize(plan.pairs);
  plan.jumpSin.resize(plan.pairs);
  plan.stepCos.assign(static_cast<std::size_t>(plan.blockRows) * plan.stride, 0.0f);
  plan.stepSin.assign(static_cast<std::size_t>(plan.blockRows) * plan.stride, 0.0f);
  // The (cos wk, sin wk) table by a float64 rotation recurrence from the exact (cos w, sin w):
  // after 32 steps it is off by about 1e-14, far below float32 rounding, and costs no libm
  // calls (two calls per table entry would cost more than the whole encoding at d = 1024).
  for (int i = 0; i < plan.pairs; ++i) {
    plan.denominator[i] = std::pow(spec.base, pairExponent(i, spec.dModel, spec.convention));
    const double stepCos = std::cos(1.0 / plan.denominator[i]);
    const double stepSin = std::sin(1.0 / plan.denominator[i]);
    double c = 1.0, s = 0.0;
    for (int k = 0; k < plan.blockRows; ++k) {
      plan.stepCos[static_cast<std::size_t>(k) * plan.stride + i] = static_cast<float>(c);
      plan.stepSin[static_cast<std::size_t>(k) * plan.stride + i] = static_cast<float>(s);
      const double next = c * stepCos - s * stepSin;
      s = s * stepCos + c * stepSin;
      c = next;
    }
    plan.jumpCos[i] = std::cos(plan.blockRows / plan.denominator[i]);
    plan.jumpSin[i] = std::sin(plan.blockRows / plan.denominator[i]);
  }
  plan.anchorSin64.assign(plan.pairs, 0.0);
  plan.anchorCos64.assign(plan.pairs, 1.0);
  plan.anchorSin.assign(plan.stride, 0.0f);
  plan.anchorCos.assign(plan.stride, 0.0f);
  plan.earlierSin.assign(plan.stride, 0.0f);
  plan.earlierCos.assign(plan.stride, 0.0f);
  return plan;
}

void advanceAnchor(RotationPlan& plan, int block, std::int64_t anchorPosition) {
  for (int i = 0; i < plan.pairs; ++i) {
    double s, c;
    if (block % kExactEvery == 0) {
      const double angle = static_cast<double>(anchorPosition) / plan.denominator[i];
      s = std::sin(angle);
      c = std::cos(angle);
    } else {
      const double s0 = plan.anchorSin64[i], c0 = plan.anchorCos64[i];
      s = s0 * plan.jumpCos[i] + c0 * plan.jumpSin[i];
      c = c0 * plan.jumpCos[i] - s0 * plan.jumpSin[i];
    }
    plan.anchorSin64[i] = s;
    plan.anchorCos64[i] = c;
    plan.anchorSin[i] = static_cast<float>(s);
    plan.anchorCos[i] = static_cast<float>(c);
  }
}

// Where a matrix's encoding has got to: the plan with the last block's anchor, the next block
// and the next row. The kernels below resume from it, so a matrix may be written in chunks.
struct Cursor {
  RotationPlan plan;
  int block = 0;
  int firstRow = 0;
};

// One row from an anchor (as, ac) and one (cos wk, sin wk) table row; scalar, pairs [first, pairs).
template <Layout L>
inline void rowScalar(const RotationPlan& plan, const float* as, const float* ac, const float* stepCos,
                      const float* stepSin, int first, float* row) {
  for (int i = first; i < plan.fullPairs; ++i) {
    const float s = as[i] * stepCos[i] + ac[i] * stepSin[i];
    const float c = ac[i] * stepCos[i] - as[i] * stepSin[i];
    if (L == Layout::Interleaved) {
      row[2 * i] = s;
      row[2 * i + 1] = c;
    } else {
      row[i] = s;
      row[plan.pairs + i] = c;
    }
  }
  if (plan.pairs != plan.fullPairs) {  // odd d: the last pair is a lone sine
    const int i = plan.pairs - 1;
    const float s = as[i] * stepCos[i] + ac[i] * stepSin[i];
    row[L == Layout::Interleaved ? 2 * i : i] = s;
  }
}

#if defined(__wasm_simd128__)
// Four sines and four cosines of pairs i..i+3 into a row, in the layout's order.
template <Layout L>
inline void storeFour(const RotationPlan& plan, float* row, int i, v128_t sine, v128_t cosine) {
  if (L == Layout::Interleaved) {
    wasm_v128_store(row + 2 * i, wasm_i32x4_shuffle(sine, cosine, 0, 4, 1, 5));
    wasm_v128_store(row + 2 * i + 4, wasm_i32x4_shuffle(sine, cosine, 2, 6, 3, 7));
  } else {
    wasm_v128_store(row + i, sine);
    wasm_v128_store(row + plan.pairs + i, cosine);
  }
}

// The SIMD twin of rowScalar: four pairs per step, same operations in the same order, so the
// two agree to the last bit; the remainder goes through rowScalar.
template <Layout L>
inline void rowSimd(const RotationPlan& plan, const float* stepCos, const float* stepSin, float* row) {
  const float* as = plan.anchorSin.data();
  const float* ac = plan.anchorCos.data();
  int i = 0;
  for (; i + 4 <= plan.fullPairs; i += 4) {
    const v128_t vs = wasm_v128_load(as + i);
    const v128_t vc = wasm_v128_load(ac + i);
    const v128_t kc = wasm_v128_load(stepCos + i);
    const v128_t ks = wasm_v128_load(stepSin + i);
    const v128_t sine = wasm_f32x4_add(wasm_f32x4_mul(vs, kc), wasm_f32x4_mul(vc, ks));
    const v128_t cosine = wasm_f32x4_sub(wasm_f32x4_mul(vc, kc), wasm_f32x4_mul(vs, ks));
    storeFour<L>(plan, row, i, sine, cosine);
  }
  rowScalar<L>(plan, as, ac, stepCos, stepSin, i, row);
}
#endif

#if defined(__wasm_simd128__)
// Rows a + k and a + K + k of two neighbouring blocks at once: one load of the (cos wk, sin wk)
// table row serves both anchors. The table (128 KiB at d = 1024) does not fit in L1, and
// reading it once per two rows instead of once per row is the largest single saving.
// Each value is still one rotation of its own block's anchor, so the bits do not change.
template <Layout L>
inline void rowPairSimd(const RotationPlan& plan, const float* stepCos, const float* stepSin, float* early,
                        float* late) {
  const float* es = plan.earlierSin.data();
  const float* ec = plan.earlierCos.data();
  const float* ls = plan.anchorSin.data();
  const float* lc = plan.anchorCos.data();
  int i = 0;
  for (; i + 4 <= plan.fullPairs; i += 4) {
    const v128_t kc = wasm_v128_load(stepCos + i);
    const v128_t ks = wasm_v128_load(stepSin + i);
    const v128_t s0 = wasm_v128_load(es + i), c0 = wasm_v128_load(ec + i);
    storeFour<L>(plan, early, i, wasm_f32x4_add(wasm_f32x4_mul(s0, kc), wasm_f32x4_mul(c0, ks)),
                 wasm_f32x4_sub(wasm_f32x4_mul(c0, kc), wasm_f32x4_mul(s0, ks)));
    const v128_t s1 = wasm_v128_load(ls + i), c1 = wasm_v128_load(lc + i);
    storeFour<L>(plan, late, i, wasm_f32x4_add(wasm_f32x4_mul(s1, kc), wasm_f32x4_mul(c1, ks)),
                 wasm_f32x4_sub(wasm_f32x4_mul(c1, kc), wasm_f32x4_mul(s1, ks)));
  }
  rowScalar<L>(plan, es, ec, stepCos, stepSin, i, early);
  rowScalar<L>(plan, ls, lc, stepCos, stepSin, i, late);
}

// Rows from cursor.firstRow up to rowEnd (a multiple of 2 * blockRows, or the end), row r at
// out + (r - the cursor's first row on entry) * d. Blocks go in pairs, as one row of the table
// serves both.
template <Layout L>
void encodeRowsSimd(const EncodingSpec& spec, Cursor& cursor, int rowEnd, float* out) {
  RotationPlan& plan = cursor.plan;
  const std::size_t d = static_cast<std::size_t>(spec.dModel);
  const int rowsPerBlock = plan.blockRows;
  const int outFirstRow = cursor.firstRow;
  auto tableCos = [&](int k) { return plan.stepCos.data() + static_cast<std::size_t>(k) * plan.stride; };
  auto tableSin = [&](int k) { return plan.stepSin.data() + static_cast<std::size_t>(k) * plan.stride; };
  auto rowOut = [&](int r) { return out + static_cast<std::size_t>(r - outFirstRow) * d; };
  int& block = cursor.block;
  int& firstRow = cursor.firstRow;
  while (firstRow < rowEnd) {
    advanceAnchor(plan, block, spec.offset + firstRow);
    const int rows = std::min(rowsPerBlock, spec.positions - firstRow);
    if (firstRow + rowsPerBlock >= spec.positions) {  // the last block has no partner
      for (int k = 0; k < rows; ++k) rowSimd<L>(plan, tableCos(k), tableSin(k), rowOut(firstRow + k));
      firstRow = spec.positions;
      break;
    }
    plan.earlierSin = plan.anchorSin;
    plan.earlierCos = plan.anchorCos;
    advanceAnchor(plan, block + 1, spec.offset + firstRow + rowsPerBlock);
    const int lateRows = std::min(rowsPerBlock, spec.positions - firstRow - rowsPerBlock);
    for (int k = 0; k < lateRows; ++k) {
      rowPairSimd<L>(plan, tableCos(k), tableSin(k), rowOut(firstRow + k), rowOut(firstRow + rowsPerBlock + k));
    }
    // Rows of the early block whose partner would lie past the end: from the early anchor.
    std::swap(plan.anchorSin, plan.earlierSin);
    std::swap(plan.anchorCos, plan.earlierCos);
    for (int k = lateRows; k < rows; ++k) rowSimd<L>(plan, tableCos(k), tableSin(k), rowOut(firstRow + k));
    std::swap(plan.anchorSin, plan.earlierSin);
    std::swap(plan.anchorCos, plan.earlierCos);
    block += 2;
    firstRow = std::min(firstRow + 2 * rowsPerBlock, spec.positions);
  }
}
#endif

// The scalar twin of encodeRowsSimd, one block at a time.
template <Layout L>
void encodeRowsScalar(const EncodingSpec& spec, Cursor& cursor, int rowEnd, float* out) {
  RotationPlan& plan = cursor.plan;
  const std::size_t d = static_cast<std::size_t>(spec.dModel);
  const int outFirstRow = cursor.firstRow;
  for (; cursor.firstRow < rowEnd; ++cursor.block) {
    advanceAnchor(plan, cursor.block, spec.offset + cursor.firstRow);
    const int rows = std::min(plan.blockRows, spec.positions - cursor.firstRow);
    for (int k = 0; k < rows; ++k) {
      const std::size_t tableRow = static_cast<std::size_t>(k) * plan.stride;
      rowScalar<L>(plan, plan.anchorSin.data(), plan.anchorCos.data(), plan.stepCos.data() + tableRow,
                   plan.stepSin.data() + tableRow, 0,
                   out + static_cast<std::size_t>(cursor.firstRow - outFirstRow + k) * d);
    }
    cursor.firstRow += rows;
  }
}

EncodingRequest requestOf(const EncodingSpec& spec) {
  EncodingRequest request;
  request.positions = spec.positions;
  request.dModel = spec.dModel;
  request.base = spec.base;
  request.layout = layoutName(spec.layout);
  request.offset = static_cast<double>(spec.offset);
  request.convention = conventionName(spec.convention);
  return request;
}

// Rows [firstRow, rowEnd) of the float64 matrix, rounded once: for the convention with no
// shared frequency per pair, where the rotation kernels do not apply.
void encodeDirectToFloat(const EncodingSpec& spec, int firstRow, int rowEnd, float* out) {
  EncodingRequest rows = requestOf(spec);
  rows.positions = rowEnd - firstRow;
  rows.offset = static_cast<double>(spec.offset + firstRow);
  const std::vector<double> exact = encode64(rows);
  std::transform(exact.begin(), exact.end(), out, [](double v) { return static_cast<float>(v); });
}

// One step of a matrix's encoding: rows [cursor.firstRow, rowEnd) into out, by the chosen kernel.
void encodeRows(const EncodingSpec& spec, bool simd, Cursor& cursor, int rowEnd, float* out) {
  if (spec.convention == Convention::DimensionExponent) {  // no shared frequency per pair
    encodeDirectToFloat(spec, cursor.firstRow, rowEnd, out);
    cursor.firstRow = rowEnd;
    return;
  }
  const bool interleaved = spec.layout == Layout::Interleaved;
#if defined(__wasm_simd128__)
  if (simd) {
    if (interleaved)
      encodeRowsSimd<Layout::Interleaved>(spec, cursor, rowEnd, out);
    else
      encodeRowsSimd<Layout::Concatenated>(spec, cursor, rowEnd, out);
    return;
  }
#else
  (void)simd;
#endif
  if (interleaved)
    encodeRowsScalar<Layout::Interleaved>(spec, cursor, rowEnd, out);
  else
    encodeRowsScalar<Layout::Concatenated>(spec, cursor, rowEnd, out);
}

void encodeAll(const EncodingSpec& spec, bool simd, float* out) {
  Cursor cursor{makePlan(spec)};
  encodeRows(spec, simd, cursor, spec.positions, out);
}

}  // namespace

void encode32Scalar(const EncodingSpec& spec, float* out) {
  encodeAll(spec, false, out);
}

#if defined(__wasm_simd128__)
void encode32Simd(const EncodingSpec& spec, float* out) {
  encodeAll(spec, true, out);
}
#endif

static_assert(EncodeStream::rowMultiple % (2 * kBlockRows) == 0, "a chunk must end where a pair of blocks ends");

struct EncodeStream::State {
  EncodingSpec spec;
  bool simd;
  Cursor cursor;
};

EncodeStream::EncodeStream(const EncodingRequest& request, bool simd) {
  const EncodingSpec spec = validate(request);
  state_ = std::make_unique<State>(State{spec, simd, Cursor{makePlan(spec)}});
}
EncodeStream::~EncodeStream() = default;
EncodeStream::EncodeStream(EncodeStream&&) noexcept = default;
EncodeStream& EncodeStream::operator=(EncodeStream&&) noexcept = default;

const EncodingSpec& EncodeStream::spec() const {
  return state_->spec;
}

int EncodeStream::rowsLeft() const {
  return state_->spec.positions - state_->cursor.firstRow;
}

int EncodeStream::next(float* out, int maxRows) {
  const int rows = std::min(rowsLeft(), std::max(rowMultiple, maxRows / rowMultiple * rowMultiple));
  if (rows > 0) encodeRows(state_->spec, state_->simd, state_->cursor, state_->cursor.firstRow + rows, out);
  return rows;
}

bool simdCompiled() {
#if defined(__wasm_simd128__)
  return true;
#else
  return false;
#endif
}

std::vector<float> encode32(const EncodingRequest& request) {
  const EncodingSpec spec = validate(request);
  std::vector<float> out(static_cast<std::size_t>(spec.positions) * spec.dModel);
#if defined(__wasm_simd128__)
  encode32Simd(spec, out.data());
#else
  encode32Scalar(spec, out.data());
#endif
  return out;
}

std::vector<float> encodeNaiveFloat32(const EncodingRequest& request) {
  const EncodingSpec spec = validate(request);
  const int d = spec.dModel;
  std::vector<float> omega(d);
  std::vector<char> isSine(d);
  for (int j = 0; j < d; ++j) {
    const DimensionInfo info = dimensionInfo(j, d, spec.base, spec.layout, spec.convention);
    omega[j] = static_cast<float>(info.omega);
    isSine[j] = info.isSine;
  }
  std::vector<float> out(static_cast<std::size_t>(spec.positions) * d);
  for (int r = 0; r < spec.positions; ++r) {
    const float pos = static_cast<float>(spec.offset + r);
    for (int j = 0; j < d; ++j) {
      const float angle = pos * omega[j];  // the float32 product is where the error comes from
      out[static_cast<std::size_t>(r) * d + j] = isSine[j] ? std::sin(angle) : std::cos(angle);
    }
  }
  return out;
}

PrecisionReport precision(const PrecisionRequest& request) {
  EncodingRequest row;
  row.positions = 1;
  row.dModel = request.dModel;
  row.base = request.base;
  row.offset = request.pos;
  requireInteger("pos", request.pos);  // named as the caller named it
  PrecisionReport report;
  report.exact = encode64(row);
  report.naive = encodeNaiveFloat32(row);
  report.fast = encode32(row);
  report.maxErrorNaive = 0;
  report.maxErrorFast = 0;
  for (std::size_t j = 0; j < report.exact.size(); ++j) {
    report.maxErrorNaive = std::max(report.maxErrorNaive, std::fabs(report.naive[j] - report.exact[j]));
    report.maxErrorFast = std::max(report.maxErrorFast, std::fabs(report.fast[j] - report.exact[j]));
  }
  return report;
}

EncodingComparison compareEncodings(const EncodingRequest& a, const EncodingRequest& b) {
  const EncodingSpec specA = validate(a);
  const EncodingSpec specB = validate(b);
  if (specA.positions != specB.positions || specA.dModel != specB.dModel) {
    throw InvalidArgument("b", "b must have the same positions and dModel as a; got " +
                                   std::to_string(specB.positions) + " x " + std::to_string(specB.dModel) +
                                   " against " + std::to_string(specA.positions) + " x " +
                                   std::to_string(specA.dModel));
  }
  const std::vector<double> valuesA = encode64(a), valuesB = encode64(b);
  EncodingComparison result{};
  result.difference.resize(valuesA.size());
  for (std::size_t index = 0; index < valuesA.size(); ++index) {
    const double difference = valuesA[index] - valuesB[index];
    result.difference[index] = static_cast<float>(difference);
    if (std::fabs(difference) > result.maxAbsDifference) {
      result.maxAbsDifference = std::fabs(difference);
      result.maxRow = static_cast<int>(index / specA.dModel);
      result.maxDim = static_cast<int>(index % specA.dModel);
    }
  }
  return result;
}

LearnedTable learnedTable(const LearnedTableRequest& request) {
  const std::int64_t maxLen = requireInteger("maxLen", request.maxLen);
  const std::int64_t dModel = requireInteger(LearnedTableRequest::ranges[0], request.dModel);
  const double parameters = static_cast<double>(maxLen) * static_cast<double>(dModel);  // exact below 2^53
  return {parameters, parameters * 4};
}

std::vector<double> encodeColumns(const EncodingRequest& request, const std::vector<double>& dims) {
  const EncodingSpec spec = validate(request);
  if (dims.empty() || dims.size() > static_cast<std::size_t>(Limits::maxColumns)) {
    throw InvalidArgument("dims", "dims must hold between 1 and " + std::to_string(Limits::maxColumns) +
                                      " dimensions; got " + std::to_string(dims.size()));
  }
  std::vector<int> chosen;
  for (double dim : dims) chosen.push_back(static_cast<int>(requireInteger("dims", dim, 0, spec.dModel - 1)));
  return referenceColumns(spec, chosen);
}

PrecisionScan precisionScan(const PrecisionScanRequest& request) {
  const std::int64_t from = requireInteger("from", request.from);
  const std::int64_t to = requireInteger(
      "to", request.to, from, std::min<std::int64_t>(Limits::maxPosition, from + Limits::maxPrecisionScan - 1));
  EncodingRequest rows;
  rows.positions = static_cast<double>(to - from + 1);
  rows.dModel = request.dModel;
  rows.base = request.base;
  rows.offset = static_cast<double>(from);
  const std::vector<double> exact = encode64(rows);  // validates dModel and base
  const std::vector<float> naive = encodeNaiveFloat32(rows);
  const std::vector<float> fast = encode32(rows);
  const auto d = exact.size() / static_cast<std::size_t>(to - from + 1);
  PrecisionScan scan{};
  scan.worstNaivePos = from;
  const auto count = static_cast<std::size_t>(to - from + 1);
  for (std::size_t r = 0; r < count; ++r) {
    double worstNaive = 0, worstFast = 0;
    for (std::size_t j = r * d; j < (r + 1) * d; ++j) {
      worstNaive = std::max(worstNaive, std::fabs(naive[j] - exact[j]));
      worstFast = std::max(worstFast, std::fabs(fast[j] - exact[j]));
    }
    scan.naive.push_back(worstNaive);
    scan.fast.push_back(worstFast);
    if (worstNaive > scan.worstNaive) {
      scan.worstNaive = worstNaive;
      scan.worstNaivePos = from + static_cast<std::int64_t>(r);
    }
    scan.worstFast = std::max(scan.worstFast, worstFast);
  }
  return scan;
}

}  // namespace pe
