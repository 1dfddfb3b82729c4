#include "model.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "alibi.hpp"
#include "encoding.hpp"
#include "kernels.hpp"
#include "params.hpp"
#include "random.hpp"
#include "t5bias.hpp"

namespace pe {
namespace {

constexpr double kNormEpsilon = 1e-5;
constexpr double kInitialScale = 0.02;

void requireRange(const char* name, long value, long lo, long hi, const char* rule = "") {
  if (value >= lo && value <= hi) return;
  throw InvalidArgument(
      name,
      std::string(name) + " must be an integer in [" + formatNumber(static_cast<double>(lo)) + ", " +
          formatNumber(static_cast<double>(hi)) + "]" + rule + "; got " + formatNumber(static_cast<double>(value)),
      Refusal{"integer", static_cast<double>(lo), static_cast<double>(hi), static_cast<double>(value)});
}

// Which parameter tensors one block owns: indices into parameters().
struct BlockIndex {
  int norm1Gain, norm1Bias, q, k, v, o, norm2Gain, norm2Bias, mlpIn, mlpInBias, mlpOut, mlpOutBias;
};

// One example's rows in the packed activations: rows firstRow .. firstRow + length - 1.
struct Span {
  int example, length, firstRow;
  long attentionOffset;  // where its heads x length x length probabilities start in a block's store
};

// What the forward pass of one block keeps for the backward pass. Rows x columns, row-major.
template <class T>
struct BlockCache {
  std::vector<T> normed1, normalised1, reciprocal1;  // LN1 output, (x - mean) * rstd, rstd per row
  std::vector<T> q, k, v;                            // after RoPE
  std::vector<T> probabilities;                      // per span: [head][query][key]
  std::vector<T> mixed;                              // the heads' outputs O, before Wo
  std::vector<T> middle;                             // x after the attention residual
  std::vector<T> normed2, normalised2, reciprocal2;
  std::vector<T> hidden, geluSlope, activated;  // U = h W1 + c1, GELU'(U), GELU(U)
};

template <class T>
void grow(std::vector<T>& buffer, std::size_t count) {
  if (buffer.size() < count) buffer.resize(count);
}

// LayerNorm of each row: out = (x - mean) * rstd * gain + bias, keeping the normalised rows and rstd.
template <class T>
void layerNorm(const T* x, const T* gain, const T* bias, int rows, int d, T* out, T* normalised, T* reciprocal) {
  for (int r = 0; r < rows; ++r) {
    const T* row = x + static_cast<long>(r) * d;
    T sum = 0;
    for (int j = 0; j < d; ++j) sum += row[j];
    const T mean = sum / static_cast<T>(d);
    T squares = 0;
    for (int j = 0; j < d; ++j) squares += (row[j] - mean) * (row[j] - mean);
    const T rstd = T(1) / std::sqrt(squares / static_cast<T>(d) + static_cast<T>(kNormEpsilon));
    reciprocal[r] = rstd;
    T* n = normalised + static_cast<long>(r) * d;
    T* o = out + static_cast<long>(r) * d;
    for (int j = 0; j < d; ++j) {
      n[j] = (row[j] - mean) * rstd;
      o[j] = n[j] * gain[j] + bias[j];
    }
  }
}

// The LayerNorm's backward pass: writes dGain and dBias, ADDS the input's gradient to dx.
template <class T>
void layerNormBackward(const T* dOut, const T* normalised, const T* reciprocal, const T* gain, int rows, int d,
                       T* dGain, T* dBias, T* dx) {
  std::fill(dGain, dGain + d, T(0));
  std::fill(dBias, dBias + d, T(0));
  for (int r = 0; r < rows; ++r) {
    const T* g = dOut + static_cast<long>(r) * d;
    const T* n = normalised + static_cast<long>(r) * d;
    T meanDn = 0, meanDnN = 0;
    for (int j = 0; j < d; ++j) {
      dGain[j] += g[j] * n[j];
      dBias[j] += g[j];
      const T dn = g[j] * gain[j];
      meanDn += dn;
      meanDnN += dn * n[j];
    }
    meanDn /= static_cast<T>(d);
    meanDnN /= static_cast<T>(d);
    T* out = dx + static_cast<long>(r) * d;
    for (int j = 0; j < d; ++j) out[j] += reciprocal[r] * (g[j] * gain[j] - meanDn - n[j] * meanDnN);
  }
}

// Phi(u) = (1 + erf(u / sqrt 2)) / 2 given density = exp(-u^2 / 2). In float, erfc by Abramowitz
// and Stegun 7.1.26 (absolute error at most 1.5e-7 in erf): one exp serves the value and the
// derivative, where erff and expf took a fifth of a step in WASM. The tail Phi(-|u|) is formed
// directly, not as 1 - (1 - tail), so negative u loses nothing to cancellation. GELU's largest
// absolute error in float is then 4.2e-7 over [-12, 12], as with erff (4.5e-7). In double,
// std::erf, so that the gradient check compares the exact function with its derivative.
inline float normalCdf(float u, float density) {
  const float x = std::abs(u) * 0.70710678f;
  const float t = 1.0f / (1.0f + 0.3275911f * x);
  const float poly =
      t * (0.254829592f + t * (-0.284496736f + t * (1.421413741f + t * (-1.453152027f + t * 1.061405429f))));
  const float tail = 0.5f * poly * density;  // Phi(-|u|) = erfc(|u| / sqrt 2) / 2, density = exp(-x^2)
  return u < 0 ? tail : 1.0f - tail;
}
inline double normalCdf(double u, double) {
  return 0.5 * (1.0 + std::erf(u * 0.70710678118654752440));
}

// GELU(u) = u * Phi(u); keeps its derivative Phi(u) + u phi(u) for the backward pass.
template <class T>
void gelu(const T* u, long count, T* derivative, T* out) {
  const T invSqrt2Pi = static_cast<T>(0.39894228040143267794);
  for (long i = 0; i < count; ++i) {
    const T density = std::exp(T(-0.5) * u[i] * u[i]);
    const T cdf = normalCdf(u[i], density);
    out[i] = u[i] * cdf;
    derivative[i] = cdf + u[i] * invSqrt2Pi * density;
  }
}

// out[j] = sum over rows of x[r][j], rows in order (a bias's gradient).
template <class T>
void columnSums(const T* x, int rows, int columns, T* out) {
  std::fill(out, out + columns, T(0));
  for (int r = 0; r < rows; ++r) {
    const T* row = x + static_cast<long>(r) * columns;
    for (int j = 0; j < columns; ++j) out[j] += row[j];
  }
}

template <class T>
void transpose(const T* w, int rows, int columns, T* out) {
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < columns; ++c) out[static_cast<long>(c) * rows + r] = w[static_cast<long>(r) * columns + c];
  }
}

// Approximately standard normal: the sum of 12 uniforms on [-1/2, 1/2) (variance 1), additions only.
double irwinHall(SplitMix64& random) {
  double sum = 0;
  for (int i = 0; i < 12; ++i) sum += 0.5 * random.nextSigned();
  return sum;
}

// The fixed maths of the schemes (model.hpp's formulas), worked out once when a model is made.

// Sinusoidal: the lesson's interleaved table [positions x d], in float64 and rounded to T once.
template <class T>
std::vector<T> sinusoidalTable(const ModelConfig& config) {
  EncodingRequest request;
  request.positions = config.positions;
  request.dModel = config.dModel;
  request.base = config.base;
  const std::vector<double> table = encode64(request);
  return std::vector<T>(table.begin(), table.end());
}

// A rotation of every head's queries and keys: cos and sin of each position's angle per pair.
template <class T>
struct RotationTable {
  std::vector<T> cos, sin;  // [positions x headDim / 2]
};

// RoPE: pair i of a head turns by p * w_i', w_i' the context extension's frequency from
// extension() itself (one source of truth for the recipes; "none" gives w_i = base^(-2i/hd),
// the same double as before the field), in float64 and rounded to T once. YaRN's factor
// multiplies cos and sin, as Hugging Face's rotary embedding multiplies them by
// attention_scaling: q and k each come out f times longer, the logits f^2 larger. The backward
// pass's inverse rotation reads the same table (the transpose of f R is f R^T), so the
// gradients carry the factor.
template <class T>
RotationTable<T> ropeRotation(const ModelConfig& config) {
  const int n = config.positions, headDim = config.dModel / config.heads, pairs = headDim / 2;
  ExtensionRequest request;
  request.method = extensionMethodName(config.ropeScaling);
  request.dModel = headDim;
  request.base = config.base;
  request.trainLength = config.ropeTrainedLength;
  request.scale = config.ropeScale;
  request.pos = 0;
  const ExtensionResult scaled = extension(request);
  const double factor = scaled.attentionFactor;
  RotationTable<T> table;
  table.cos.resize(static_cast<std::size_t>(n) * pairs);
  table.sin.resize(table.cos.size());
  for (int p = 0; p < n; ++p) {
    for (int i = 0; i < pairs; ++i) {
      const double angle = p * scaled.pairs[static_cast<std::size_t>(i)].omegaNew;
      table.cos[static_cast<std::size_t>(p) * pairs + i] = static_cast<T>(factor * std::cos(angle));
      table.sin[static_cast<std::size_t>(p) * pairs + i] = static_cast<T>(factor * std::sin(angle));
    }
  }
  return table;
}

// ALiBi: B = -m_n * distance [heads x positions], in T (the slope rounded to T, then the product).
template <class T>
std::vector<T> alibiDistanceBias(const ModelConfig& config) {
  const int n = config.positions;
  const std::vector<double> slopes = alibiSlopes(config.heads);
  std::vector<T> bias(static_cast<std::size_t>(config.heads) * n);
  for (int head = 0; head < config.heads; ++head) {
    const T slope = static_cast<T>(slopes[head]);
    for (int distance = 0; distance < n; ++distance) {
      bias[static_cast<std::size_t>(head) * n + distance] = -slope * static_cast<T>(distance);
    }
  }
  return bias;
}

// T5: the bucket of each distance back (key - query = -distance) [positions], Hugging Face's decoder buckets.
std::vector<int> t5BucketOfDistance(const ModelConfig& config) {
  std::vector<int> buckets(config.positions);
  for (int distance = 0; distance < config.positions; ++distance) {
    buckets[distance] = t5Bucket(-distance, false, config.t5Buckets, config.t5MaxDistance);
  }
  return buckets;
}

// Where each scheme enters the model, one row per scheme in the enum's order; a part it does not
// have is null or false. A new scheme is a row here (and a function above for new maths): the
// forward and backward passes read only these parts, never the scheme.
template <class T>
struct SchemeParts {
  PositionScheme scheme;
  std::vector<T> (*fixedInput)(const ModelConfig&);     // a fixed table [positions x d] added at the input
  bool trainedInput;                                    // 'position' [positions x d] added at the input
  RotationTable<T> (*rotation)(const ModelConfig&);     // turns queries and keys by position (even head dim)
  std::vector<T> (*fixedBias)(const ModelConfig&);      // a fixed attention bias by distance [heads x positions]
  std::vector<int> (*trainedBias)(const ModelConfig&);  // 'relativeBias' [heads x t5Buckets]: bucket by distance
};

template <class T>
constexpr SchemeParts<T> kSchemeParts[] = {
    {PositionScheme::None, nullptr, false, nullptr, nullptr, nullptr},
    {PositionScheme::Sinusoidal, sinusoidalTable<T>, false, nullptr, nullptr, nullptr},
    {PositionScheme::Learned, nullptr, true, nullptr, nullptr, nullptr},
    {PositionScheme::Rope, nullptr, false, ropeRotation<T>, nullptr, nullptr},
    {PositionScheme::Alibi, nullptr, false, nullptr, alibiDistanceBias<T>, nullptr},
    {PositionScheme::T5, nullptr, false, nullptr, nullptr, t5BucketOfDistance},
};

constexpr bool everySchemeInItsRow() {
  int row = 0;
  for (const auto& parts : kSchemeParts<float>) {
    if (static_cast<int>(parts.scheme) != row++) return false;
  }
  return row == kPositionSchemeCount;
}
static_assert(everySchemeInItsRow(), "kSchemeParts has one row per PositionScheme, in the enum's order");

template <class T>
const SchemeParts<T>& partsOf(PositionScheme scheme) {
  return kSchemeParts<T>[static_cast<int>(scheme)];
}

}  // namespace

void validate(const ModelConfig& config) {
  const int scheme = static_cast<int>(config.scheme);
  requireRange("scheme", scheme, 0, kPositionSchemeCount - 1);
  requireRange("vocab", config.vocab, 2, ModelLimits::maxVocab);
  requireRange("positions", config.positions, 1, ModelLimits::maxPositions);
  requireRange("dModel", config.dModel, 1, ModelLimits::maxDModel);
  requireRange("heads", config.heads, 1, ModelLimits::maxHeads);
  if (config.dModel % config.heads != 0) {
    throw InvalidArgument(
        "heads", "heads must divide dModel (" + formatNumber(config.dModel) + "); got " + formatNumber(config.heads),
        Refusal{"divides", std::numeric_limits<double>::quiet_NaN(), static_cast<double>(config.dModel),
                static_cast<double>(config.heads)});
  }
  if (partsOf<double>(config.scheme).rotation && (config.dModel / config.heads) % 2 != 0) {
    throw InvalidArgument(
        "dModel",
        "RoPE needs an even head dimension dModel / heads; got " + formatNumber(config.dModel) + " / " +
            formatNumber(config.heads),
        Refusal{"even", std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN(),
                static_cast<double>(config.dModel) / static_cast<double>(config.heads)});
  }
  requireRange("blocks", config.blocks, 1, ModelLimits::maxBlocks);
  requireRange("mlpWidth", config.mlpWidth, 1, ModelLimits::maxMlpWidth);
  requireRange("t5Buckets", config.t5Buckets, 2, ModelLimits::maxT5Buckets);
  requireRange("t5MaxDistance", config.t5MaxDistance, config.t5Buckets / 2 + 1, ModelLimits::maxT5Distance,
               " (t5Buckets / 2 + 1 at least)");
  requireBase(config.base);
  if (!(std::isfinite(config.ropeScale) && config.ropeScale >= 1 && config.ropeScale <= ModelLimits::maxRopeScale)) {
    throw InvalidArgument("ropeScale",
                          "ropeScale must be a number in [1, " + formatNumber(ModelLimits::maxRopeScale) + "]; got " +
                              formatNumber(config.ropeScale),
                          Refusal{"number", 1.0, ModelLimits::maxRopeScale, config.ropeScale});
  }
  requireRange("ropeTrainedLength", config.ropeTrainedLength, 1, ModelLimits::maxPositions);
  // extension() refuses "ntk" at d = 2 naming its own dModel; here d is the head dimension.
  if (partsOf<double>(config.scheme).rotation && config.ropeScaling == ExtensionMethod::NtkAware &&
      config.dModel / config.heads < 4) {
    throw InvalidArgument("ropeScaling",
                          "ropeScaling \"ntk\" needs a head dimension dModel / heads of at least 4 (its exponent "
                          "d / (d - 2) has d - 2 = 0 at d = 2); got " +
                              formatNumber(config.dModel) + " / " + formatNumber(config.heads),
                          Refusal{"at-least", 4.0, std::numeric_limits<double>::quiet_NaN(),
                                  static_cast<double>(config.dModel) / static_cast<double>(config.heads)});
  }
  if (!(std::isfinite(config.embeddingScale) && config.embeddingScale > 0 &&
        config.embeddingScale <= ModelLimits::maxEmbeddingScale)) {
    throw InvalidArgument("embeddingScale",
                          "embeddingScale must be a number in (0, " + formatNumber(ModelLimits::maxEmbeddingScale) +
                              "]; got " + formatNumber(config.embeddingScale),
                          Refusal{"number", 0.0, ModelLimits::maxEmbeddingScale, config.embeddingScale, true, false});
  }
}

bool readsPositions(PositionScheme scheme) {
  const SchemeParts<double>& parts = partsOf<double>(scheme);
  return parts.fixedInput || parts.trainedInput || parts.rotation;
}

void validate(const Batch& batch, const ModelConfig& config) {
  requireRange("batch", batch.size, 1, ModelLimits::maxBatchTokens, " (batch.size)");
  requireRange("batch", batch.length, 1, config.positions, " (batch.length, at most the model's positions)");
  const long tokens = static_cast<long>(batch.size) * batch.length;
  requireRange("batch", tokens, 1, ModelLimits::maxBatchTokens, " (batch.size * batch.length)");
  requireRange("batch", tokens * batch.length, 1, ModelLimits::maxBatchAttention,
               " (batch.size * batch.length^2, attention cells per head)");
  const auto count = static_cast<std::size_t>(tokens);
  if (batch.tokens.size() != count || batch.targets.size() != count || batch.weights.size() != count) {
    throw InvalidArgument("batch", "batch.tokens, batch.targets and batch.weights must each hold size * length = " +
                                       formatNumber(static_cast<double>(count)) + " values");
  }
  for (std::size_t i = 0; i < count; ++i) {
    requireRange("batch", batch.tokens[i], 0, config.vocab - 1, " (batch.tokens, below vocab)");
    requireRange("batch", batch.targets[i], 0, config.vocab - 1, " (batch.targets, below vocab)");
    if (!(std::isfinite(batch.weights[i]) && batch.weights[i] >= 0)) {
      throw InvalidArgument("batch", "batch.weights must be finite and >= 0; got " + formatNumber(batch.weights[i]));
    }
  }
  if (batch.positions.empty()) return;
  if (batch.positions.size() != count) {
    throw InvalidArgument("batch", "batch.positions must be empty (positions 0..length-1) or hold size * length = " +
                                       formatNumber(static_cast<double>(count)) + " values; got " +
                                       formatNumber(static_cast<double>(batch.positions.size())));
  }
  for (int p : batch.positions) {
    requireRange("batch", p, 0, config.positions - 1, " (batch.positions, below the model's positions)");
  }
}

template <class T>
struct BasicModel<T>::Impl {
  ModelConfig config;
  int headDim = 0;
  T embeddingScale = 1;  // config.embeddingScale in T
  bool simd = true;
  std::vector<BasicTensor<T>> parameters;
  int embedding = -1, position = -1, relativeBias = -1, normGain = -1, normBias = -1, head = -1, headBias = -1;
  std::vector<BlockIndex> blockIndex;

  const SchemeParts<T>& scheme;       // where the scheme enters (kSchemeParts)
  std::vector<T> inputTable;          // [positions x d]: the fixed table added at the input (Sinusoidal)
  std::vector<T> ropeCos, ropeSin;    // [positions x headDim / 2]: the rotation's (RoPE)
  std::vector<T> distanceBias;        // [heads x positions]: the attention bias by distance back, fixed
                                      // (ALiBi) or read from 'relativeBias' before each forward pass (T5)
  std::vector<int> bucketOfDistance;  // [positions]: the trained bias's bucket of each distance (T5)

  // The packed activations of the current batch.
  std::vector<Span> spans;
  int rows = 0;
  // The rows the last block computes past its attention: the rows the loss weighs (every row for
  // logits()), in row order. Other rows of the last block are only its attention's keys and
  // values; their outputs reach no loss, so the loss and its gradients are the same bits either
  // way (a skipped row only added zeros to the gradients' sums, which start at +0).
  std::vector<int> kept;
  int keptRows = 0;
  std::vector<T> keptMixed;             // [keptRows x d]: the last block's attention outputs of the kept rows
  std::vector<T> dKept;                 // [keptRows x d]: the gradient at the last block's output, then its middle
  std::vector<std::vector<T>> streams;  // the residual stream entering block b; [blocks]: the final one
  std::vector<BlockCache<T>> caches;
  std::vector<T> finalNormed, finalNormalised, finalReciprocal, logits;
  // Backward scratch.
  std::vector<T> dLogits, dStream, dNormed, dQ, dK, dV, dMixed, dHidden, transposed, dScores;

  // The config is validated before its scheme picks a row of kSchemeParts.
  explicit Impl(const ModelConfig& c) : config(validated(c)), scheme(partsOf<T>(config.scheme)) {
    headDim = config.dModel / config.heads;
    embeddingScale = static_cast<T>(config.embeddingScale);
    addParameters();
    precomputePositions();
  }

  static const ModelConfig& validated(const ModelConfig& c) {
    validate(c);
    return c;
  }

  T* value(int index) { return parameters[index].values.data(); }

  int add(std::string name, std::vector<int> shape) {
    std::size_t count = 1;
    for (int extent : shape) count *= static_cast<std::size_t>(extent);
    parameters.push_back(BasicTensor<T>{std::move(name), std::move(shape), std::vector<T>(count)});
    return static_cast<int>(parameters.size()) - 1;
  }

  void addParameters() {
    const int d = config.dModel, mlp = config.mlpWidth;
    embedding = add("embedding", {config.vocab, d});
    if (scheme.trainedInput) position = add("position", {config.positions, d});
    if (scheme.trainedBias) relativeBias = add("relativeBias", {config.heads, config.t5Buckets});
    for (int b = 0; b < config.blocks; ++b) {
      const std::string prefix = "block" + std::to_string(b) + ".";
      BlockIndex at{};
      at.norm1Gain = add(prefix + "norm1.gain", {d});
      at.norm1Bias = add(prefix + "norm1.bias", {d});
      at.q = add(prefix + "attention.q", {d, d});
      at.k = add(prefix + "attention.k", {d, d});
      at.v = add(prefix + "attention.v", {d, d});
      at.o = add(prefix + "attention.o", {d, d});
      at.norm2Gain = add(prefix + "norm2.gain", {d});
      at.norm2Bias = add(prefix + "norm2.bias", {d});
      at.mlpIn = add(prefix + "mlp.in", {d, mlp});
      at.mlpInBias = add(prefix + "mlp.inBias", {mlp});
      at.mlpOut = add(prefix + "mlp.out", {mlp, d});
      at.mlpOutBias = add(prefix + "mlp.outBias", {d});
      blockIndex.push_back(at);
    }
    normGain = add("norm.gain", {d});
    normBias = add("norm.bias", {d});
    head = add("head", {d, config.vocab});
    headBias = add("head.bias", {config.vocab});
  }

  void precomputePositions() {
    if (scheme.fixedInput) inputTable = scheme.fixedInput(config);
    if (scheme.rotation) {
      RotationTable<T> rotation = scheme.rotation(config);
      ropeCos = std::move(rotation.cos);
      ropeSin = std::move(rotation.sin);
    }
    if (scheme.fixedBias) distanceBias = scheme.fixedBias(config);
    if (scheme.trainedBias) {
      bucketOfDistance = scheme.trainedBias(config);
      distanceBias.resize(static_cast<std::size_t>(config.heads) * config.positions);
    }
  }

  // The trained bias by distance, from the current 'relativeBias' (T5): a copy of its cells.
  void gatherTrainedBias() {
    const int n = config.positions;
    const T* table = value(relativeBias);
    for (int h = 0; h < config.heads; ++h) {
      for (int distance = 0; distance < n; ++distance) {
        distanceBias[static_cast<std::size_t>(h) * n + distance] =
            table[static_cast<long>(h) * config.t5Buckets + bucketOfDistance[distance]];
      }
    }
  }

  bool isMatrix(const BasicTensor<T>& tensor) const {
    return tensor.shape.size() == 2;  // every matrix and table; gains and biases are vectors
  }

  // Paired seeds: the tensors every scheme has draw from one stream, each scheme's own table from
  // a stream of its own, so that at one seed the shared tensors start the same under every scheme.
  void initialise(std::uint64_t seed) {
    SplitMix64 shared(seed);
    SplitMix64 positionTable(seed + kPositionStream);
    SplitMix64 relativeTable(seed + kRelativeBiasStream);
    for (int index = 0; index < static_cast<int>(parameters.size()); ++index) {
      BasicTensor<T>& tensor = parameters[index];
      SplitMix64& random = index == position ? positionTable : index == relativeBias ? relativeTable : shared;
      const bool gain = tensor.name.size() >= 5 && tensor.name.compare(tensor.name.size() - 5, 5, ".gain") == 0;
      for (T& x : tensor.values) {
        x = isMatrix(tensor) ? static_cast<T>(kInitialScale * irwinHall(random)) : T(gain ? 1 : 0);
      }
    }
  }

  // Lays the batch's examples out as packed rows. full: every position; otherwise each example up
  // to its last weighted position (causal attention: later rows cannot change the loss).
  void plan(const Batch& batch, bool full, int onlyExample = -1) {
    spans.clear();
    kept.clear();
    rows = 0;
    long attention = 0;
    for (int e = 0; e < batch.size; ++e) {
      if (onlyExample >= 0 && e != onlyExample) continue;
      int length = batch.length;
      if (!full) {
        length = 0;
        for (int t = 0; t < batch.length; ++t) {
          if (batch.weights[static_cast<std::size_t>(e) * batch.length + t] > 0) length = t + 1;
        }
      }
      if (length == 0) continue;
      spans.push_back(Span{e, length, rows, attention});
      for (int t = 0; t < length; ++t) {
        if (full || batch.weights[static_cast<std::size_t>(e) * batch.length + t] > 0) kept.push_back(rows + t);
      }
      rows += length;
      attention += static_cast<long>(config.heads) * length * length;
    }
    keptRows = static_cast<int>(kept.size());
    const auto d = static_cast<std::size_t>(config.dModel);
    const auto r = static_cast<std::size_t>(rows);
    const auto hidden = r * static_cast<std::size_t>(config.mlpWidth);
    streams.resize(config.blocks + 1);
    for (auto& stream : streams) grow(stream, r * d);
    caches.resize(config.blocks);
    for (BlockCache<T>& c : caches) {
      for (auto* buffer :
           {&c.normed1, &c.normalised1, &c.q, &c.k, &c.v, &c.mixed, &c.middle, &c.normed2, &c.normalised2}) {
        grow(*buffer, r * d);
      }
      grow(c.reciprocal1, r);
      grow(c.reciprocal2, r);
      grow(c.probabilities, static_cast<std::size_t>(attention));
      for (auto* buffer : {&c.hidden, &c.geluSlope, &c.activated}) grow(*buffer, hidden);
    }
    for (auto* buffer : {&finalNormed, &finalNormalised, &dStream, &dNormed, &dQ, &dK, &dV, &dMixed}) {
      grow(*buffer, r * d);
    }
    grow(finalReciprocal, r);
    grow(keptMixed, r * d);
    grow(dKept, r * d);
    grow(logits, r * static_cast<std::size_t>(config.vocab));
    grow(dLogits, r * static_cast<std::size_t>(config.vocab));
    grow(dHidden, hidden);
  }

  void product(const T* a, const T* b, const T* bias, T* c, int n, int k, int m, ProductInit init) {
    matrixProduct(a, k, 1, b, bias, c, n, k, m, init, simd);
  }
  // c = a^T b, a [count x n]: a weight's gradient (n x m) from activations and output gradients.
  void productTransposed(const T* a, const T* b, T* c, int n, int m, int count) {
    matrixProduct(a, 1, n, b, static_cast<const T*>(nullptr), c, n, count, m, ProductInit::Zero, simd);
  }
  // c (init) + a w^T, a [count x k], w [m x k] a weight: the gradient flowing back through x w.
  void productWithTranspose(const T* a, const T* w, T* c, int k, int m, ProductInit init, int count) {
    grow(transposed, static_cast<std::size_t>(k) * m);
    transpose(w, m, k, transposed.data());
    matrixProduct(a, k, 1, transposed.data(), static_cast<const T*>(nullptr), c, count, k, m, init, simd);
  }
  // The kept rows of x [rows x d], packed into out [keptRows x d]; scatter: back, other rows 0.
  void gatherKept(const T* x, T* out) const {
    const int d = config.dModel;
    for (int k = 0; k < keptRows; ++k)
      std::copy(x + static_cast<long>(kept[k]) * d, x + static_cast<long>(kept[k] + 1) * d,
                out + static_cast<long>(k) * d);
  }
  void scatterKept(const T* packed, T* x) const {
    const int d = config.dModel;
    std::fill(x, x + static_cast<long>(rows) * d, T(0));
    for (int k = 0; k < keptRows; ++k)
      std::copy(packed + static_cast<long>(k) * d, packed + static_cast<long>(k + 1) * d,
                x + static_cast<long>(kept[k]) * d);
  }

  // Where an example's tokens stand (Batch::positions), or null: at 0, 1, 2, ...
  static const int* positionsOf(const Batch& batch, const Span& span) {
    return batch.positions.empty() ? nullptr
                                   : batch.positions.data() + static_cast<std::size_t>(span.example) * batch.length;
  }

  void embed(const Batch& batch, T* x) {
    const int d = config.dModel;
    // The table added at the input: the trained one, the fixed one, or none.
    const T* table = position >= 0 ? value(position) : inputTable.empty() ? nullptr : inputTable.data();
    for (const Span& span : spans) {
      const int* at = positionsOf(batch, span);
      for (int p = 0; p < span.length; ++p) {
        const int token = batch.tokens[static_cast<std::size_t>(span.example) * batch.length + p];
        const T* e = value(embedding) + static_cast<long>(token) * d;
        T* row = x + static_cast<long>(span.firstRow + p) * d;
        for (int j = 0; j < d; ++j) row[j] = embeddingScale * e[j];
        if (table) {
          const T* added = table + static_cast<long>(at ? at[p] : p) * d;
          for (int j = 0; j < d; ++j) row[j] += added[j];
        }
      }
    }
  }

  // Rotates every head of every row by its position (RoPE); inverse: the transpose, for gradients.
  void rotate(const Batch& batch, T* x, bool inverse) {
    const int d = config.dModel, pairs = headDim / 2;
    for (const Span& span : spans) {
      const int* at = positionsOf(batch, span);
      for (int p = 0; p < span.length; ++p) {
        T* row = x + static_cast<long>(span.firstRow + p) * d;
        const long angle = static_cast<long>(at ? at[p] : p) * pairs;
        const T* cosines = ropeCos.data() + angle;
        const T* sines = ropeSin.data() + angle;
        for (int n = 0; n < config.heads; ++n) {
          T* h = row + n * headDim;
          for (int i = 0; i < pairs; ++i) {
            const T a = h[i], b = h[i + pairs];
            const T s = inverse ? -sines[i] : sines[i];
            h[i] = a * cosines[i] - b * s;
            h[i + pairs] = b * cosines[i] + a * s;
          }
        }
      }
    }
  }

  // The attention loops with the head dimension known at compile time where it is a common one
  // (Fixed > 0), so the loops over it unroll; the same operations in the same order either way.
  template <template <int> class Step, class... Args>
  void byHeadDimension(Args&&... args) {
    switch (headDim) {
      case 4: Step<4>::run(*this, args...); return;
      case 8: Step<8>::run(*this, args...); return;
      case 16: Step<16>::run(*this, args...); return;
      case 32: Step<32>::run(*this, args...); return;
      default: Step<0>::run(*this, args...); return;
    }
  }

  // Causal multi-head attention of every span: probabilities and the heads' outputs (mixed).
  template <int Fixed>
  struct AttentionForward {
    static void run(Impl& m, BlockCache<T>& c) {
      const int d = m.config.dModel, hd = Fixed > 0 ? Fixed : m.headDim;
      const T scale = T(1) / std::sqrt(static_cast<T>(hd));
      T out[Fixed > 0 ? Fixed : ModelLimits::maxDModel];
      for (const Span& span : m.spans) {
        const int L = span.length;
        for (int n = 0; n < m.config.heads; ++n) {
          const T* bias =
              m.distanceBias.empty() ? nullptr : m.distanceBias.data() + static_cast<long>(n) * m.config.positions;
          for (int i = 0; i < L; ++i) {
            const T* q = c.q.data() + static_cast<long>(span.firstRow + i) * d + n * hd;
            T* probability = c.probabilities.data() + span.attentionOffset + (static_cast<long>(n) * L + i) * L;
            T largest = -std::numeric_limits<T>::infinity();
            for (int j = 0; j <= i; ++j) {
              const T* k = c.k.data() + static_cast<long>(span.firstRow + j) * d + n * hd;
              T dot = 0;
              for (int t = 0; t < hd; ++t) dot += q[t] * k[t];
              probability[j] = dot * scale + (bias ? bias[i - j] : T(0));
              largest = std::max(largest, probability[j]);
            }
            T sum = 0;
            for (int j = 0; j <= i; ++j) {
              probability[j] = std::exp(probability[j] - largest);
              sum += probability[j];
            }
            for (int j = 0; j <= i; ++j) probability[j] /= sum;
            for (int j = i + 1; j < L; ++j) probability[j] = 0;
            for (int t = 0; t < hd; ++t) out[t] = 0;
            for (int j = 0; j <= i; ++j) {
              const T* v = c.v.data() + static_cast<long>(span.firstRow + j) * d + n * hd;
              const T weight = probability[j];
              for (int t = 0; t < hd; ++t) out[t] += weight * v[t];
            }
            std::copy(out, out + hd, c.mixed.data() + static_cast<long>(span.firstRow + i) * d + n * hd);
          }
        }
      }
    }
  };

  // From dMixed: dQ, dK, dV (before RoPE's inverse) and, for T5, the bias table's gradient.
  template <int Fixed>
  struct AttentionBackward {
    static void run(Impl& m, const BlockCache<T>& c, T* dRelative) {
      const int d = m.config.dModel, hd = Fixed > 0 ? Fixed : m.headDim;
      const T scale = T(1) / std::sqrt(static_cast<T>(hd));
      const long count = static_cast<long>(m.rows) * d;
      std::fill(m.dK.begin(), m.dK.begin() + count, T(0));
      std::fill(m.dV.begin(), m.dV.begin() + count, T(0));
      grow(m.dScores, static_cast<std::size_t>(m.config.positions));
      T* dScores = m.dScores.data();
      T dq[Fixed > 0 ? Fixed : ModelLimits::maxDModel];
      for (const Span& span : m.spans) {
        const int L = span.length;
        for (int n = 0; n < m.config.heads; ++n) {
          for (int i = 0; i < L; ++i) {
            const long rowI = static_cast<long>(span.firstRow + i) * d + n * hd;
            const T* dOut = m.dMixed.data() + rowI;
            const T* q = c.q.data() + rowI;
            const T* probability = c.probabilities.data() + span.attentionOffset + (static_cast<long>(n) * L + i) * L;
            T weighted = 0;
            for (int j = 0; j <= i; ++j) {
              const long rowJ = static_cast<long>(span.firstRow + j) * d + n * hd;
              const T* v = c.v.data() + rowJ;
              T* dv = m.dV.data() + rowJ;
              T dot = 0;
              for (int t = 0; t < hd; ++t) dot += dOut[t] * v[t];
              dScores[j] = dot;
              weighted += probability[j] * dot;
              for (int t = 0; t < hd; ++t) dv[t] += probability[j] * dOut[t];
            }
            for (int t = 0; t < hd; ++t) dq[t] = 0;
            for (int j = 0; j <= i; ++j) {
              const long rowJ = static_cast<long>(span.firstRow + j) * d + n * hd;
              const T* k = c.k.data() + rowJ;
              T* dk = m.dK.data() + rowJ;
              const T dScore = probability[j] * (dScores[j] - weighted);
              if (dRelative) dRelative[static_cast<long>(n) * m.config.t5Buckets + m.bucketOfDistance[i - j]] += dScore;
              const T dDot = dScore * scale;
              for (int t = 0; t < hd; ++t) {
                dq[t] += dDot * k[t];
                dk[t] += dDot * q[t];
              }
            }
            std::copy(dq, dq + hd, m.dQ.data() + rowI);
          }
        }
      }
    }
  };

  void forward(const Batch& batch) {
    const int d = config.dModel, mlp = config.mlpWidth;
    const long rd = static_cast<long>(rows) * d;
    if (scheme.trainedBias) gatherTrainedBias();
    embed(batch, streams[0].data());
    for (int b = 0; b < config.blocks; ++b) {
      const BlockIndex& at = blockIndex[b];
      BlockCache<T>& c = caches[b];
      const T* in = streams[b].data();
      layerNorm(in, value(at.norm1Gain), value(at.norm1Bias), rows, d, c.normed1.data(), c.normalised1.data(),
                c.reciprocal1.data());
      product(c.normed1.data(), value(at.q), nullptr, c.q.data(), rows, d, d, ProductInit::Zero);
      product(c.normed1.data(), value(at.k), nullptr, c.k.data(), rows, d, d, ProductInit::Zero);
      product(c.normed1.data(), value(at.v), nullptr, c.v.data(), rows, d, d, ProductInit::Zero);
      if (scheme.rotation) {
        rotate(batch, c.q.data(), false);
        rotate(batch, c.k.data(), false);
      }
      byHeadDimension<AttentionForward>(c);
      // Past its attention the last block computes its kept rows only, packed (their row order).
      const bool last = b == config.blocks - 1;
      const int n = last ? keptRows : rows;
      const long nd = static_cast<long>(n) * d;
      const T* mixed = c.mixed.data();
      if (last) {
        gatherKept(c.mixed.data(), keptMixed.data());
        gatherKept(in, c.middle.data());
        mixed = keptMixed.data();
      } else {
        std::copy(in, in + rd, c.middle.data());
      }
      product(mixed, value(at.o), nullptr, c.middle.data(), n, d, d, ProductInit::Accumulate);
      layerNorm(c.middle.data(), value(at.norm2Gain), value(at.norm2Bias), n, d, c.normed2.data(), c.normalised2.data(),
                c.reciprocal2.data());
      product(c.normed2.data(), value(at.mlpIn), value(at.mlpInBias), c.hidden.data(), n, d, mlp, ProductInit::Bias);
      gelu(c.hidden.data(), static_cast<long>(n) * mlp, c.geluSlope.data(), c.activated.data());
      T* out = streams[b + 1].data();
      const T* outBias = value(at.mlpOutBias);
      for (long i = 0; i < nd; ++i) out[i] = c.middle[i] + outBias[i % d];
      product(c.activated.data(), value(at.mlpOut), nullptr, out, n, mlp, d, ProductInit::Accumulate);
    }
    layerNorm(streams[config.blocks].data(), value(normGain), value(normBias), keptRows, d, finalNormed.data(),
              finalNormalised.data(), finalReciprocal.data());
    product(finalNormed.data(), value(head), value(headBias), logits.data(), keptRows, d, config.vocab,
            ProductInit::Bias);
  }

  // The weighted mean cross-entropy; with gradients, dLoss/dLogits into dLogits.
  double crossEntropy(const Batch& batch, bool gradients) {
    const int vocab = config.vocab;
    double totalWeight = 0;
    for (float w : batch.weights) totalWeight += w;
    double loss = 0;
    int next = 0;  // the next kept row: the logits are the kept rows', packed
    for (const Span& span : spans) {
      for (int p = 0; p < span.length; ++p) {
        if (next == keptRows || kept[next] != span.firstRow + p) continue;
        const std::size_t at = static_cast<std::size_t>(span.example) * batch.length + p;
        const long row = static_cast<long>(next++) * vocab;
        const T* l = logits.data() + row;
        T* g = dLogits.data() + row;
        const T weight = static_cast<T>(batch.weights[at]);
        if (weight == 0) {
          if (gradients) std::fill(g, g + vocab, T(0));
          continue;
        }
        const T largest = *std::max_element(l, l + vocab);
        T sum = 0;
        for (int j = 0; j < vocab; ++j) sum += std::exp(l[j] - largest);
        const int target = batch.targets[at];
        loss += static_cast<double>(weight) * static_cast<double>(largest + std::log(sum) - l[target]);
        if (gradients) {
          const T share = static_cast<T>(static_cast<double>(weight) / totalWeight);
          for (int j = 0; j < vocab; ++j) g[j] = share * (std::exp(l[j] - largest) / sum - T(j == target ? 1 : 0));
        }
      }
    }
    return totalWeight > 0 ? loss / totalWeight : 0.0;
  }

  void backward(const Batch& batch, std::vector<BasicTensor<T>>& gradients) {
    const int d = config.dModel, mlp = config.mlpWidth, vocab = config.vocab;
    auto grad = [&](int index) { return gradients[index].values.data(); };
    // The logits, the final LayerNorm and the last block past its attention are the kept rows'.
    productTransposed(finalNormed.data(), dLogits.data(), grad(head), d, vocab, keptRows);
    columnSums(dLogits.data(), keptRows, vocab, grad(headBias));
    productWithTranspose(dLogits.data(), value(head), dNormed.data(), vocab, d, ProductInit::Zero, keptRows);
    std::fill(dKept.begin(), dKept.begin() + static_cast<long>(keptRows) * d, T(0));
    layerNormBackward(dNormed.data(), finalNormalised.data(), finalReciprocal.data(), value(normGain), keptRows, d,
                      grad(normGain), grad(normBias), dKept.data());
    T* dRelative = relativeBias >= 0 ? grad(relativeBias) : nullptr;
    if (dRelative) std::fill(gradients[relativeBias].values.begin(), gradients[relativeBias].values.end(), T(0));
    for (int b = config.blocks - 1; b >= 0; --b) {
      const BlockIndex& at = blockIndex[b];
      const BlockCache<T>& c = caches[b];
      const bool last = b == config.blocks - 1;
      const int n = last ? keptRows : rows;
      T* dOut = last ? dKept.data() : dStream.data();
      // MLP: out = middle + c2 + GELU(U) W2.
      columnSums(dOut, n, d, grad(at.mlpOutBias));
      productTransposed(c.activated.data(), dOut, grad(at.mlpOut), mlp, d, n);
      productWithTranspose(dOut, value(at.mlpOut), dHidden.data(), d, mlp, ProductInit::Zero, n);
      for (long i = 0; i < static_cast<long>(n) * mlp; ++i) dHidden[i] *= c.geluSlope[i];
      columnSums(dHidden.data(), n, mlp, grad(at.mlpInBias));
      productTransposed(c.normed2.data(), dHidden.data(), grad(at.mlpIn), d, mlp, n);
      productWithTranspose(dHidden.data(), value(at.mlpIn), dNormed.data(), mlp, d, ProductInit::Zero, n);
      layerNormBackward(dNormed.data(), c.normalised2.data(), c.reciprocal2.data(), value(at.norm2Gain), n, d,
                        grad(at.norm2Gain), grad(at.norm2Bias), dOut);
      // Attention: middle = in + O Wo.
      productTransposed(last ? keptMixed.data() : c.mixed.data(), dOut, grad(at.o), d, d, n);
      if (last) {
        // Back to every row: the rows past the kept ones have zero gradients here.
        productWithTranspose(dOut, value(at.o), dNormed.data(), d, d, ProductInit::Zero, n);
        scatterKept(dNormed.data(), dMixed.data());
        scatterKept(dKept.data(), dStream.data());
      } else {
        productWithTranspose(dOut, value(at.o), dMixed.data(), d, d, ProductInit::Zero, rows);
      }
      byHeadDimension<AttentionBackward>(c, dRelative);
      if (scheme.rotation) {
        rotate(batch, dQ.data(), true);
        rotate(batch, dK.data(), true);
      }
      productTransposed(c.normed1.data(), dQ.data(), grad(at.q), d, d, rows);
      productTransposed(c.normed1.data(), dK.data(), grad(at.k), d, d, rows);
      productTransposed(c.normed1.data(), dV.data(), grad(at.v), d, d, rows);
      productWithTranspose(dQ.data(), value(at.q), dNormed.data(), d, d, ProductInit::Zero, rows);
      productWithTranspose(dK.data(), value(at.k), dNormed.data(), d, d, ProductInit::Accumulate, rows);
      productWithTranspose(dV.data(), value(at.v), dNormed.data(), d, d, ProductInit::Accumulate, rows);
      layerNormBackward(dNormed.data(), c.normalised1.data(), c.reciprocal1.data(), value(at.norm1Gain), rows, d,
                        grad(at.norm1Gain), grad(at.norm1Bias), dStream.data());
    }
    embedBackward(batch, gradients);
  }

  void embedBackward(const Batch& batch, std::vector<BasicTensor<T>>& gradients) {
    const int d = config.dModel;
    std::vector<T>& dEmbedding = gradients[embedding].values;
    std::fill(dEmbedding.begin(), dEmbedding.end(), T(0));
    if (position >= 0) std::fill(gradients[position].values.begin(), gradients[position].values.end(), T(0));
    for (const Span& span : spans) {
      const int* at = positionsOf(batch, span);
      for (int p = 0; p < span.length; ++p) {
        const int token = batch.tokens[static_cast<std::size_t>(span.example) * batch.length + p];
        const T* g = dStream.data() + static_cast<long>(span.firstRow + p) * d;
        T* e = dEmbedding.data() + static_cast<long>(token) * d;
        for (int j = 0; j < d; ++j) e[j] += embeddingScale * g[j];
        if (position >= 0) {
          T* table = gradients[position].values.data() + static_cast<long>(at ? at[p] : p) * d;
          for (int j = 0; j < d; ++j) table[j] += g[j];
        }
      }
    }
  }

  void shapeGradients(std::vector<BasicTensor<T>>& gradients) const {
    bool same = gradients.size() == parameters.size();
    for (std::size_t i = 0; same && i < parameters.size(); ++i) {
      same = gradients[i].name == parameters[i].name && gradients[i].shape == parameters[i].shape &&
             gradients[i].values.size() == parameters[i].values.size();
    }
    if (same) return;
    gradients.resize(parameters.size());
    for (std::size_t i = 0; i < parameters.size(); ++i) {
      gradients[i].name = parameters[i].name;
      gradients[i].shape = parameters[i].shape;
      gradients[i].values.assign(parameters[i].values.size(), T(0));
    }
  }
};

template <class T>
BasicModel<T>::BasicModel(const ModelConfig& config) : impl_(std::make_unique<Impl>(config)) {
  impl_->initialise(0);
}
template <class T>
BasicModel<T>::~BasicModel() = default;
template <class T>
BasicModel<T>::BasicModel(BasicModel&&) noexcept = default;
template <class T>
BasicModel<T>& BasicModel<T>::operator=(BasicModel&&) noexcept = default;

template <class T>
void BasicModel<T>::initialise(std::uint64_t seed) {
  impl_->initialise(seed);
}
template <class T>
std::vector<BasicTensor<T>>& BasicModel<T>::parameters() {
  return impl_->parameters;
}
template <class T>
const std::vector<BasicTensor<T>>& BasicModel<T>::parameters() const {
  return impl_->parameters;
}
template <class T>
const ModelConfig& BasicModel<T>::config() const {
  return impl_->config;
}
template <class T>
void BasicModel<T>::useSimd(bool simd) {
  impl_->simd = simd;
}

template <class T>
double BasicModel<T>::lossAndGradients(const Batch& batch, std::vector<BasicTensor<T>>& gradients) {
  validate(batch, impl_->config);
  impl_->shapeGradients(gradients);
  impl_->plan(batch, false);
  if (impl_->rows == 0) {
    for (auto& g : gradients) std::fill(g.values.begin(), g.values.end(), T(0));
    return 0.0;
  }
  impl_->forward(batch);
  const double loss = impl_->crossEntropy(batch, true);
  impl_->backward(batch, gradients);
  return loss;
}

template <class T>
double BasicModel<T>::loss(const Batch& batch) {
  validate(batch, impl_->config);
  impl_->plan(batch, false);
  if (impl_->rows == 0) return 0.0;
  impl_->forward(batch);
  return impl_->crossEntropy(batch, false);
}

template <class T>
void BasicModel<T>::logits(const Batch& batch, std::vector<T>& out) {
  validate(batch, impl_->config);
  impl_->plan(batch, true);
  impl_->forward(batch);
  const std::size_t count = static_cast<std::size_t>(impl_->rows) * impl_->config.vocab;
  out.assign(impl_->logits.begin(), impl_->logits.begin() + static_cast<long>(count));
}

template <class T>
std::vector<T> BasicModel<T>::attention(const Batch& batch, int example, int block, int head) {
  validate(batch, impl_->config);
  requireRange("example", example, 0, batch.size - 1);
  requireRange("block", block, 0, impl_->config.blocks - 1);
  requireRange("head", head, 0, impl_->config.heads - 1);
  impl_->plan(batch, true, example);
  impl_->forward(batch);
  const long L = batch.length;
  const T* first = impl_->caches[block].probabilities.data() + head * L * L;
  return std::vector<T>(first, first + L * L);
}

template <class T>
std::size_t BasicModel<T>::memoryBytes() const {
  const Impl& m = *impl_;
  std::size_t values = 0;
  for (const auto& p : m.parameters) values += p.values.capacity();
  for (const auto& s : m.streams) values += s.capacity();
  for (const BlockCache<T>& c : m.caches) {
    for (const auto* b :
         {&c.normed1, &c.normalised1, &c.reciprocal1, &c.q, &c.k, &c.v, &c.probabilities, &c.mixed, &c.middle,
          &c.normed2, &c.normalised2, &c.reciprocal2, &c.hidden, &c.geluSlope, &c.activated}) {
      values += b->capacity();
    }
  }
  for (const auto* b : {&m.inputTable,
                        &m.ropeCos,
                        &m.ropeSin,
                        &m.distanceBias,
                        &m.finalNormed,
                        &m.finalNormalised,
                        &m.finalReciprocal,
                        &m.logits,
                        &m.dLogits,
                        &m.dStream,
                        &m.dNormed,
                        &m.dQ,
                        &m.dK,
                        &m.dV,
                        &m.dMixed,
                        &m.dHidden,
                        &m.transposed,
                        &m.dScores,
                        &m.keptMixed,
                        &m.dKept}) {
    values += b->capacity();
  }
  return values * sizeof(T) + (m.bucketOfDistance.capacity() + m.kept.capacity()) * sizeof(int);
}

template class BasicModel<float>;
template class BasicModel<double>;

}  // namespace pe
