// The boundary between the core and JavaScript: it only translates, it never computes.
//
// Rules:
// - Every request crosses as one named object. Its fields are read by name through the
//   request's own fields() list (the core's single statement of them), so nothing here
//   restates a field. web/pe-core.mjs has already checked each field's JavaScript type and
//   every list's length, so reading a field cannot throw; the core validates the values.
// - A core error never crosses as a C++ exception (embind would deliver a bare number, and
//   throwing a JS error from C++ skips destructors and leaks embind handles). Each function
//   catches it, stores the message, and returns null; web/pe-core.mjs then calls takeError()
//   and throws a RangeError with that message.
// - Large results cross as a typed_memory_view over the core's vector or buffer, copied once on
//   the JavaScript side (the encoding matrix chunk by chunk). A view dies when WASM memory
//   grows, and a buffer is rewritten by the next call: JavaScript copies it before anything else.
//   The one exception is a matrix from core.createMatrix: it stays in WASM memory at one
//   address until freed, and JavaScript keeps a view of it, renewed after memory grows.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cstdint>
#include <exception>
#include <memory>
#include <new>
#include <string>
#include <type_traits>
#include <vector>

#include "../core/alibi.hpp"
#include "../core/attention.hpp"
#include "../core/encoding.hpp"
#include "../core/extension.hpp"
#include "../core/params.hpp"
#include "../core/presets.hpp"
#include "../core/rope.hpp"
#include "../core/schemes.hpp"
#include "../core/shift.hpp"
#include "../core/similarity.hpp"
#include "../core/steps.hpp"
#include "../core/t5bias.hpp"
#include "../core/workspace.hpp"

using emscripten::val;

namespace {

std::string lastError;

template <class Body>
val guarded(Body body) {
  try {
    return body();
  } catch (const std::bad_alloc&) {
    lastError = "out of memory: the request is within the documented limits but the browser refused more memory";
  } catch (const std::exception& error) {
    lastError = error.what();
  }
  return val::null();
}

val takeError() {
  val message(lastError);
  lastError.clear();
  return message;
}

template <class T>
val copyToJs(const char* arrayType, const std::vector<T>& values) {
  return val::global(arrayType).new_(emscripten::typed_memory_view(values.size(), values.data()));
}

val stringArray(const std::vector<std::string>& values) {
  val array = val::array();
  for (const std::string& value : values) array.call<void>("push", value);
  return array;
}

val float32Array(const std::vector<float>& values) {
  return copyToJs("Float32Array", values);
}
val float64Array(const std::vector<double>& values) {
  return copyToJs("Float64Array", values);
}
val int32Array(const std::vector<int>& values) {
  return copyToJs("Int32Array", values);
}

// Reading one field by its type. pe-core.mjs guarantees the JavaScript type of each.
void readField(const val& from, double& to) {
  to = from.as<double>();
}
void readField(const val& from, bool& to) {
  to = from.as<bool>();
}
void readField(const val& from, std::string& to) {
  to = from.as<std::string>();
}
void readField(const val& from, std::vector<std::string>& to) {
  to = emscripten::vecFromJSArray<std::string>(from);
}
void readField(const val& from, std::vector<float>& to) {  // a Float32Array
  to = emscripten::convertJSArrayToNumberVector<float>(from);
}
void readField(const val& from, std::vector<double>& to) {  // a Float64Array
  to = emscripten::convertJSArrayToNumberVector<double>(from);
}

// A request from a plain object; a missing optional field keeps the request's initial value.
template <class Request>
Request readRequest(const val& object) {
  Request request;
  Request::fields([&](const char* name, auto member, pe::Presence) {
    const val field = object[name];
    if (!field.isUndefined()) readField(field, request.*member);
  });
  return request;
}

// A matrix crosses in chunks of rows: the kernel writes a few rows into a small buffer that
// stays in cache (about 256 KiB, at most 1 MiB), pe-core.mjs copies each chunk into its
// Float32Array and asks for the next. The whole matrix is never held in WASM memory (so the
// largest, 64 MiB, does not grow the heap), and each value reaches main memory once.
std::unique_ptr<pe::EncodeStream> encodeStream;
std::vector<float> encodeChunk;

// Rows per chunk: about 64 Ki values, a whole number of the kernel's pairs of blocks.
int chunkRows(int dModel) {
  constexpr int values = 1 << 16;
  return std::max(pe::EncodeStream::rowMultiple,
                  values / dModel / pe::EncodeStream::rowMultiple * pe::EncodeStream::rowMultiple);
}

// Starts an encoding; returns how many values the matrix holds (null when the core refuses the
// request). A stream still open from an earlier call is dropped.
val encodeStart(val request) {
  return guarded([&] {
    encodeStream.reset();
    pe::EncodeStream stream(readRequest<pe::EncodingRequest>(request), true);
    const pe::EncodingSpec spec = stream.spec();
    const std::size_t chunkValues =
        static_cast<std::size_t>(std::min(chunkRows(spec.dModel), spec.positions)) * spec.dModel;
    if (encodeChunk.size() < chunkValues) encodeChunk.resize(chunkValues);
    encodeStream = std::make_unique<pe::EncodeStream>(std::move(stream));
    return val(static_cast<double>(spec.positions) * spec.dModel);
  });
}

// Where the chunk buffer lies in WASM memory (a byte offset): fixed from encodeStart to the
// end of the matrix, so pe-core.mjs views it once per chunk without an embind value.
double encodeChunkAddress() {
  return static_cast<double>(reinterpret_cast<std::uintptr_t>(encodeChunk.data()));
}

// Writes the next chunk into the chunk buffer and returns its rows (0 once the matrix is done).
// The rows are valid until the next call, so pe-core.mjs copies them at once. A plain int
// crosses without an embind handle: this is called once per 64 Ki values.
int encodeNext() {
  if (!encodeStream) return 0;
  const int rows = encodeStream->next(encodeChunk.data(), chunkRows(encodeStream->spec().dModel));
  if (rows == 0) encodeStream.reset();
  return rows;
}

val encode64(val request) {
  return guarded([&] { return float64Array(pe::encode64(readRequest<pe::EncodingRequest>(request))); });
}

val encodeColumns(val request, val dims) {
  return guarded([&] {
    return float64Array(pe::encodeColumns(readRequest<pe::EncodingRequest>(request),
                                          emscripten::convertJSArrayToNumberVector<double>(dims)));
  });
}

val encodeNaiveFloat32(val request) {
  return guarded([&] { return float32Array(pe::encodeNaiveFloat32(readRequest<pe::EncodingRequest>(request))); });
}

val steps(val request) {
  return guarded([&] {
    val rows = val::array();
    for (const pe::Step& step : pe::steps(readRequest<pe::StepsRequest>(request))) {
      val row = val::object();
      row.set("dim", step.dim);
      row.set("pair", step.pair);
      row.set("fn", std::string(step.isSine ? "sin" : "cos"));
      row.set("exponent", step.exponent);
      row.set("denominator", step.denominator);
      row.set("omega", step.omega);
      row.set("angle", step.angle);
      row.set("value", step.value);
      row.set("derivative", step.derivative);
      rows.call<void>("push", row);
    }
    return rows;
  });
}

val frequencies(val request) {
  return guarded([&] {
    val rows = val::array();
    for (const pe::PairFrequency& f : pe::frequencies(readRequest<pe::FrequenciesRequest>(request))) {
      val row = val::object();
      row.set("pair", f.pair);
      row.set("exponent", f.exponent);
      row.set("omega", f.omega);
      row.set("wavelength", f.wavelength);
      rows.call<void>("push", row);
    }
    return rows;
  });
}

val shift(val request) {
  return guarded([&] {
    const pe::ShiftResult result = pe::relativeShift(readRequest<pe::ShiftRequest>(request));
    val blocks = val::array();
    for (const pe::ShiftBlock& b : result.blocks) {
      val block = val::object();
      block.set("pair", b.pair);
      block.set("omega", b.omega);
      block.set("angle", b.angle);
      block.set("cos", b.cos);
      block.set("sin", b.sin);
      blocks.call<void>("push", block);
    }
    val out = val::object();
    out.set("blocks", blocks);
    out.set("pe", float64Array(result.pe));
    out.set("rotated", float64Array(result.rotated));
    out.set("direct", float64Array(result.direct));
    out.set("maxError", result.maxError);
    out.set("maxErrorF32", result.maxErrorF32);
    return out;
  });
}

val similarity(val request) {
  return guarded([&] { return float32Array(pe::similarity(readRequest<pe::SimilarityRequest>(request))); });
}

val offsetProfile(val request) {
  return guarded([&] { return float64Array(pe::offsetProfile(readRequest<pe::OffsetProfileRequest>(request))); });
}

val gram(val request) {
  return guarded([&] { return float32Array(pe::gram(readRequest<pe::GramRequest>(request))); });
}

val precision(val request) {
  return guarded([&] {
    const pe::PrecisionReport report = pe::precision(readRequest<pe::PrecisionRequest>(request));
    val out = val::object();
    out.set("exact", float64Array(report.exact));
    out.set("naive", float32Array(report.naive));
    out.set("fast", float32Array(report.fast));
    out.set("maxErrorNaive", report.maxErrorNaive);
    out.set("maxErrorFast", report.maxErrorFast);
    return out;
  });
}

val precisionScan(val request) {
  return guarded([&] {
    const pe::PrecisionScan scan = pe::precisionScan(readRequest<pe::PrecisionScanRequest>(request));
    val out = val::object();
    out.set("naive", float64Array(scan.naive));
    out.set("fast", float64Array(scan.fast));
    out.set("worstNaive", scan.worstNaive);
    out.set("worstNaivePos", static_cast<double>(scan.worstNaivePos));
    out.set("worstFast", scan.worstFast);
    return out;
  });
}

val attention(val request) {
  return guarded([&] {
    const pe::AttentionResult result = pe::attention(readRequest<pe::AttentionRequest>(request));
    val out = val::object();
    out.set("tokens", stringArray(result.tokens));
    out.set("dModel", result.dModel);
    out.set("embeddings", float64Array(result.embeddings));
    out.set("positional", float64Array(result.positional));
    out.set("inputs", float64Array(result.inputs));
    out.set("queries", float64Array(result.queries));
    out.set("keys", float64Array(result.keys));
    out.set("values", float64Array(result.values));
    out.set("weights", float64Array(result.weights));
    out.set("output", float64Array(result.output));
    return out;
  });
}

val permutation(val request) {
  return guarded([&] {
    const pe::PermutationResult result = pe::permutation(readRequest<pe::PermutationRequest>(request));
    val rows = val::array();
    for (const pe::PermutationRow& r : result.rows) {
      val row = val::object();
      row.set("token", r.token);
      row.set("posA", r.posA);
      row.set("posB", r.posB);
      row.set("withoutPE", r.withoutPE);
      row.set("withPE", r.withPE);
      rows.call<void>("push", row);
    }
    val out = val::object();
    out.set("tokensA", stringArray(result.tokensA));
    out.set("tokensB", stringArray(result.tokensB));
    out.set("rows", rows);
    return out;
  });
}

val compare(val a, val b) {
  return guarded([&] {
    const pe::EncodingComparison result =
        pe::compareEncodings(readRequest<pe::EncodingRequest>(a), readRequest<pe::EncodingRequest>(b));
    val out = val::object();
    out.set("difference", float32Array(result.difference));
    out.set("maxAbsDifference", result.maxAbsDifference);
    out.set("maxRow", result.maxRow);
    out.set("maxDim", result.maxDim);
    return out;
  });
}

// --- RoPE, ALiBi, T5, context extension, library presets, attention under each scheme ---

val ropeRotate(val request) {
  return guarded([&] { return float64Array(pe::ropeRotate(readRequest<pe::RopeRotateRequest>(request))); });
}

val ropeSteps(val request) {
  return guarded([&] {
    val rows = val::array();
    for (const pe::RopeStep& step : pe::ropeSteps(readRequest<pe::RopeStepsRequest>(request))) {
      val row = val::object();
      row.set("pair", step.pair);
      row.set("firstDim", step.firstDim);
      row.set("secondDim", step.secondDim);
      row.set("omega", step.omega);
      row.set("wavelength", step.wavelength);
      row.set("angle", step.angle);
      row.set("cos", step.cos);
      row.set("sin", step.sin);
      row.set("inFirst", step.inFirst);
      row.set("inSecond", step.inSecond);
      row.set("outFirst", step.outFirst);
      row.set("outSecond", step.outSecond);
      rows.call<void>("push", row);
    }
    return rows;
  });
}

val ropeScores32(const pe::RopeScores32& scores) {
  val out = val::object();
  out.set("score", scores.score);
  out.set("shiftedScore", scores.shiftedScore);
  out.set("residual", scores.residual);
  out.set("maxError", scores.maxError);
  return out;
}

val ropeRelative(val request) {
  return guarded([&] {
    const pe::RopeRelativeResult result = pe::ropeRelative(readRequest<pe::RopeRelativeRequest>(request));
    val out = val::object();
    out.set("q", float64Array(result.q));
    out.set("k", float64Array(result.k));
    out.set("score", result.score);
    out.set("shiftedScore", result.shiftedScore);
    out.set("relativeScore", result.relativeScore);
    out.set("residual", result.residual);
    out.set("relativeError", result.relativeError);
    out.set("rounded", ropeScores32(result.rounded));
    out.set("naive", ropeScores32(result.naive));
    return out;
  });
}

val ropeDecay(val request) {
  return guarded([&] {
    const pe::RopeDecay result = pe::ropeDecay(readRequest<pe::RopeDecayRequest>(request));
    val out = val::object();
    out.set("g", float64Array(result.g));
    out.set("bound", float64Array(result.bound));
    return out;
  });
}

val ropeWDemo(val request) {
  return guarded([&] {
    const pe::WDemoResult result = pe::wDemo(readRequest<pe::WDemoRequest>(request));
    val out = val::object();
    out.set("m", float64Array(result.m));
    out.set("n", float64Array(result.n));
    out.set("rawScores", float64Array(result.rawScores));
    out.set("additiveScores", float64Array(result.additiveScores));
    out.set("ropeScores", float64Array(result.ropeScores));
    out.set("rawSpread", result.rawSpread);
    out.set("additiveSpread", result.additiveSpread);
    out.set("ropeSpread", result.ropeSpread);
    return out;
  });
}

val alibiSlopes(val request) {
  return guarded([&] { return float64Array(pe::alibiSlopes(readRequest<pe::AlibiSlopesRequest>(request))); });
}

val alibi(val request) {
  return guarded([&] {
    const pe::AlibiResult result = pe::alibiBias(readRequest<pe::AlibiRequest>(request));
    val out = val::object();
    out.set("heads", result.heads);
    out.set("positions", result.positions);
    out.set("causal", result.causal);
    out.set("slopes", float64Array(result.slopes));
    out.set("bias", float64Array(result.bias));
    return out;
  });
}

val t5Bucket(val request) {
  return guarded([&] { return val(pe::t5Bucket(readRequest<pe::T5BucketRequest>(request))); });
}

val t5Buckets(val request) {
  return guarded([&] {
    const pe::T5Buckets result = pe::t5Buckets(readRequest<pe::T5BucketsRequest>(request));
    val ranges = val::array();
    for (const pe::T5BucketRange& r : result.ranges) {
      val range = val::object();
      range.set("bucket", r.bucket);
      range.set("fromOffset", static_cast<double>(r.fromOffset));
      range.set("toOffset", static_cast<double>(r.toOffset));
      range.set("towardMinus", r.towardMinus);
      range.set("towardPlus", r.towardPlus);
      range.set("exact", r.exact);
      ranges.call<void>("push", range);
    }
    val out = val::object();
    out.set("positions", result.positions);
    out.set("numBuckets", result.numBuckets);
    out.set("maxExact", result.maxExact);
    out.set("buckets", int32Array(result.buckets));
    out.set("ranges", ranges);
    return out;
  });
}

val t5Bias(val request) {
  return guarded([&] {
    const pe::T5Bias result = pe::t5Bias(readRequest<pe::T5BiasRequest>(request));
    val out = val::object();
    out.set("heads", result.heads);
    out.set("positions", result.positions);
    out.set("numBuckets", result.numBuckets);
    out.set("table", float64Array(result.table));
    out.set("buckets", int32Array(result.buckets));
    out.set("bias", float64Array(result.bias));
    return out;
  });
}

val extension(val request) {
  return guarded([&] {
    const pe::ExtensionResult result = pe::extension(readRequest<pe::ExtensionRequest>(request));
    val pairs = val::array();
    for (const pe::ExtensionPair& p : result.pairs) {
      val pair = val::object();
      pair.set("pair", p.pair);
      pair.set("omega", p.omega);
      pair.set("omegaNew", p.omegaNew);
      pair.set("wavelength", p.wavelength);
      pair.set("wavelengthNew", p.wavelengthNew);
      pair.set("turns", p.turns);
      pair.set("gamma", p.gamma);
      pair.set("gammaReleased", p.gammaReleased);
      pair.set("gammaPaper", p.gammaPaper);
      pair.set("yarnDifference", p.yarnDifference);
      pair.set("angle", p.angle);
      pair.set("angleNew", p.angleNew);
      pair.set("maxTrainAngle", p.maxTrainAngle);
      pair.set("wrapped", p.wrapped);
      pair.set("seen", p.seen);
      pairs.call<void>("push", pair);
    }
    val out = val::object();
    out.set("method", result.method);
    out.set("scale", result.scale);
    out.set("targetLength", result.targetLength);
    out.set("newBase", result.newBase);
    out.set("attentionFactor", result.attentionFactor);
    out.set("yarnRamp", result.yarnRamp);
    out.set("yarnRampStart", result.yarnRampStart);
    out.set("yarnRampEnd", result.yarnRampEnd);
    out.set("yarnRampStartExact", result.yarnRampStartExact);
    out.set("yarnRampEndExact", result.yarnRampEndExact);
    out.set("pairsWrapped", result.pairsWrapped);
    out.set("pairsUnseen", result.pairsUnseen);
    out.set("pairs", pairs);
    return out;
  });
}

val presets() {
  return guarded([&] {
    val rows = val::array();
    for (const pe::PresetInfo& info : pe::presetInfo()) {
      val row = val::object();
      row.set("id", info.id);
      row.set("library", info.library);
      row.set("source", info.source);
      row.set("layout", info.layout);
      row.set("spacing", info.spacing);
      row.set("firstPosition", info.firstPosition);
      row.set("firstTokenRow", static_cast<double>(info.firstTokenRow));
      row.set("paddingRow", static_cast<double>(info.paddingRow));
      row.set("oddRule", info.oddRule);
      row.set("oddAllowed", info.oddAllowed);
      row.set("minDModel", info.minDModel);
      row.set("angleFloat32", info.angleFloat32);
      rows.call<void>("push", row);
    }
    return rows;
  });
}

val presetRows(const pe::PresetRows& rows) {
  val out = val::object();
  out.set("preset", rows.preset);
  out.set("positions", rows.positions);
  out.set("dModel", rows.dModel);
  out.set("offset", static_cast<double>(rows.offset));
  out.set("firstTokenRow", static_cast<double>(rows.firstTokenRow));
  out.set("paddingRow", static_cast<double>(rows.paddingRow));
  return out;
}

val presetTable(val request) {
  return guarded([&] {
    const pe::PresetTable table = pe::presetTable(readRequest<pe::PresetTableRequest>(request));
    val out = presetRows(table);
    out.set("values", float64Array(table.values));
    return out;
  });
}

val presetTableFloat32(val request) {
  return guarded([&] {
    const pe::PresetTableFloat32 table = pe::presetTableFloat32(readRequest<pe::PresetTableRequest>(request));
    val out = presetRows(table);
    out.set("values", float32Array(table.values));
    return out;
  });
}

val presetPrecision(val request) {
  return guarded([&] {
    const pe::PresetPrecision result = pe::presetPrecision(readRequest<pe::PresetPrecisionRequest>(request));
    val out = val::object();
    out.set("preset", result.preset);
    out.set("angleFloat32", result.angleFloat32);
    out.set("maxError", result.maxError);
    out.set("worstDim", result.worstDim);
    return out;
  });
}

val schemeAttention(val request) {
  return guarded([&] {
    const pe::SchemeAttentionResult result = pe::schemeAttention(readRequest<pe::SchemeAttentionRequest>(request));
    val out = val::object();
    out.set("tokens", stringArray(result.tokens));
    out.set("scheme", result.scheme);
    out.set("scores", float64Array(result.scores));
    out.set("bias", float64Array(result.bias));
    out.set("weights", float64Array(result.weights));
    return out;
  });
}

val learnedTable(val request) {
  return guarded([&] {
    const pe::LearnedTable table = pe::learnedTable(readRequest<pe::LearnedTableRequest>(request));
    val out = val::object();
    out.set("parameters", table.parameters);
    out.set("float32Bytes", table.float32Bytes);
    return out;
  });
}

// Matrices a caller keeps (core.createMatrix). Each crosses once as a view of WASM memory,
// which pe-core.mjs renews when memory grows (the matrix itself never moves), and encodeInto
// writes into it in place with the kernel: nothing is copied.
pe::MatrixStore matrices;

// { id, byteOffset, length } of a new zero matrix of positions x dModel, or null.
val matrixCreate(val request) {
  return guarded([&] {
    const std::int64_t id = matrices.create(readRequest<pe::EncodingRequest>(request));
    val out = val::object();
    out.set("id", static_cast<double>(id));
    out.set("byteOffset", static_cast<double>(reinterpret_cast<std::uintptr_t>(matrices.data(id))));
    out.set("length", static_cast<double>(matrices.size(id)));
    return out;
  });
}

// A Float32Array over matrix id, or null when it is not live.
val matrixView(double id) {
  return guarded([&] {
    const auto key = static_cast<std::int64_t>(id);
    return val(emscripten::typed_memory_view(matrices.size(key), matrices.data(key)));
  });
}

// Encodes into elements [first, first + length) of matrix id; true, or null when refused.
val matrixEncode(double id, double first, double length, val request, bool simd) {
  return guarded([&] {
    matrices.encode(static_cast<std::int64_t>(id), static_cast<std::size_t>(first), static_cast<std::size_t>(length),
                    readRequest<pe::EncodingRequest>(request), simd);
    return val(true);
  });
}

bool matrixFree(double id) {
  return matrices.release(static_cast<std::int64_t>(id));
}

double matrixValues() {
  return static_cast<double>(matrices.liveElements());
}

// An empty view at address 0: its buffer is WASM memory as it is now (pe-core.mjs tells a
// caller's view of it from any other Float32Array).
val memoryBuffer() {
  return val(emscripten::typed_memory_view(std::size_t{0}, static_cast<const unsigned char*>(nullptr)))["buffer"];
}

// Benchmark entry points: the kernel writes into a buffer kept in WASM memory, nothing is
// copied out, so the timing is the kernel's and the memory writes'.
pe::Workspace benchWorkspace;

val benchEncode(val request, bool simdKernel) {
  return guarded([&] {
    const auto kernel = simdKernel ? pe::Workspace::Kernel::Simd : pe::Workspace::Kernel::Scalar;
    return val(static_cast<double>(benchWorkspace.encode(readRequest<pe::EncodingRequest>(request), kernel)));
  });
}

val benchSimilarity(val request) {
  return guarded(
      [&] { return val(static_cast<double>(benchWorkspace.similarity(readRequest<pe::SimilarityRequest>(request)))); });
}

val benchFill(double count) {
  return guarded([&] { return val(static_cast<double>(benchWorkspace.fill(count, 0.5f))); });
}

// For memory-stability tests: the size of WASM linear memory in bytes.
double memoryBytes() {
  return static_cast<double>(__builtin_wasm_memory_size(0)) * 65536.0;
}

// The defaults and limits, from the core's own declarations, so JavaScript never restates them.
val defaults() {
  const pe::EncodingRequest encoding;
  const pe::AttentionRequest attention;
  const pe::OffsetProfileRequest profile;
  val out = val::object();
  out.set("base", encoding.base);
  out.set("layout", encoding.layout);
  out.set("offset", encoding.offset);
  out.set("convention", encoding.convention);
  out.set("seed", attention.seed);
  out.set("usePE", attention.usePE);
  out.set("attentionDModel", attention.dModel);
  out.set("profilePos", profile.pos);
  return out;
}

val limits() {
  using pe::Limits;
  val out = val::object();
  out.set("maxDModel", Limits::maxDModel);
  out.set("maxPositions", Limits::maxPositions);
  out.set("maxElements", static_cast<double>(Limits::maxElements));
  out.set("maxPosition", static_cast<double>(Limits::maxPosition));
  out.set("maxBase", Limits::maxBase);
  out.set("maxSimilarityPositions", Limits::maxSimilarityPositions);
  out.set("maxOffset", Limits::maxOffset);
  out.set("maxTokens", Limits::maxTokens);
  out.set("maxColumns", Limits::maxColumns);
  out.set("maxPrecisionScan", Limits::maxPrecisionScan);
  out.set("maxTokenBytes", Limits::maxTokenBytes);
  out.set("maxAttentionDModel", Limits::maxAttentionDModel);
  out.set("maxGramRows", Limits::maxGramRows);
  out.set("maxGramWork", Limits::maxGramWork);
  out.set("maxProfileWork", Limits::maxProfileWork);
  out.set("maxSeed", static_cast<double>(Limits::maxSeed));
  out.set("maxMatrixElements", static_cast<double>(Limits::maxMatrixElements));
  // Limits of the newer calls where a request narrows a shared parameter (params.hpp).
  out.set("maxAlibiPositions", pe::AlibiLimits::maxPositions);
  out.set("maxT5Positions", pe::T5Limits::maxPositions);
  out.set("maxWDemoDModel", pe::RopeLimits::maxWDemoDModel);
  return out;
}

// The parameter table, keyed by name (JavaScript: core.parameters).
val parameters() {
  val out = val::object();
  for (const pe::ParameterSpec& spec : pe::parameterTable()) {
    val entry = val::object();
    entry.set("kind", std::string(pe::kindName(spec.kind)));
    switch (spec.kind) {
      case pe::ParameterKind::Boolean: break;
      case pe::ParameterKind::Choice: {
        val choices = val::array();
        for (const char* choice : spec.choices) choices.call<void>("push", std::string(choice));
        entry.set("choices", choices);
        break;
      }
      default:
        entry.set("min", spec.min);
        entry.set("max", spec.max);
        if (spec.minExclusive) entry.set("minExclusive", true);
        if (spec.kind == pe::ParameterKind::Words) entry.set("maxEntryBytes", spec.maxEntry);
        if (spec.maxExclusive) entry.set("maxExclusive", true);
        if (spec.kind == pe::ParameterKind::Integers || spec.kind == pe::ParameterKind::Numbers) {
          entry.set("maxEntry", spec.maxEntry);
        }
    }
    out.set(spec.name, entry);
  }
  return out;
}

val initialValue(double value) {
  return val(value);
}
val initialValue(bool value) {
  return val(value);
}
val initialValue(const std::string& value) {
  return val(value);
}
val initialValue(const std::vector<double>& values) {  // x, q, starts: plain arrays
  val array = val::array();
  for (double value : values) array.call<void>("push", value);
  return array;
}
template <class T>
val initialValue(const std::vector<T>&) {
  return val::undefined();
}

template <class Request, class = void>
struct HasRanges : std::false_type {};
template <class Request>
struct HasRanges<Request, std::void_t<decltype(Request::ranges)>> : std::true_type {};

// Each request's fields: { name: { required, default?, min?, max? } }, from its fields() list
// and, where the request takes its own range for a parameter, its ranges[].
template <class Request>
val describeRequest() {
  const Request initial;
  val out = val::object();
  Request::fields([&](const char* name, auto member, pe::Presence presence) {
    val field = val::object();
    field.set("required", presence == pe::Presence::Required);
    if (presence == pe::Presence::Optional) field.set("default", initialValue(initial.*member));
    if constexpr (HasRanges<Request>::value) {
      for (const pe::FieldRange& range : Request::ranges) {
        if (std::string(range.name) != name) continue;
        field.set("min", static_cast<double>(range.min));
        field.set("max", static_cast<double>(range.max));
      }
    }
    out.set(name, field);
  });
  return out;
}

val requests() {
  val out = val::object();
  out.set("encoding", describeRequest<pe::EncodingRequest>());
  out.set("steps", describeRequest<pe::StepsRequest>());
  out.set("frequencies", describeRequest<pe::FrequenciesRequest>());
  out.set("shift", describeRequest<pe::ShiftRequest>());
  out.set("similarity", describeRequest<pe::SimilarityRequest>());
  out.set("offsetProfile", describeRequest<pe::OffsetProfileRequest>());
  out.set("gram", describeRequest<pe::GramRequest>());
  out.set("precision", describeRequest<pe::PrecisionRequest>());
  out.set("precisionScan", describeRequest<pe::PrecisionScanRequest>());
  out.set("attention", describeRequest<pe::AttentionRequest>());
  out.set("permutation", describeRequest<pe::PermutationRequest>());
  out.set("learnedTable", describeRequest<pe::LearnedTableRequest>());
  out.set("ropeRotate", describeRequest<pe::RopeRotateRequest>());
  out.set("ropeSteps", describeRequest<pe::RopeStepsRequest>());
  out.set("ropeRelative", describeRequest<pe::RopeRelativeRequest>());
  out.set("ropeDecay", describeRequest<pe::RopeDecayRequest>());
  out.set("ropeWDemo", describeRequest<pe::WDemoRequest>());
  out.set("alibiSlopes", describeRequest<pe::AlibiSlopesRequest>());
  out.set("alibi", describeRequest<pe::AlibiRequest>());
  out.set("t5Bucket", describeRequest<pe::T5BucketRequest>());
  out.set("t5Buckets", describeRequest<pe::T5BucketsRequest>());
  out.set("t5Bias", describeRequest<pe::T5BiasRequest>());
  out.set("extension", describeRequest<pe::ExtensionRequest>());
  out.set("presetTable", describeRequest<pe::PresetTableRequest>());
  out.set("presetPrecision", describeRequest<pe::PresetPrecisionRequest>());
  out.set("schemeAttention", describeRequest<pe::SchemeAttentionRequest>());
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pe_core) {
  emscripten::function("takeError", &takeError);
  emscripten::function("simdCompiled", &pe::simdCompiled);
  emscripten::function("defaults", &defaults);
  emscripten::function("limits", &limits);
  emscripten::function("parameters", &parameters);
  emscripten::function("requests", &requests);
  emscripten::function("encodeStart", &encodeStart);
  emscripten::function("encodeNext", &encodeNext);
  emscripten::function("encodeChunkAddress", &encodeChunkAddress);
  emscripten::function("encode64", &encode64);
  emscripten::function("encodeNaiveFloat32", &encodeNaiveFloat32);
  emscripten::function("encodeColumns", &encodeColumns);
  emscripten::function("steps", &steps);
  emscripten::function("frequencies", &frequencies);
  emscripten::function("shift", &shift);
  emscripten::function("similarity", &similarity);
  emscripten::function("offsetProfile", &offsetProfile);
  emscripten::function("gram", &gram);
  emscripten::function("precision", &precision);
  emscripten::function("attention", &attention);
  emscripten::function("precisionScan", &precisionScan);
  emscripten::function("permutation", &permutation);
  emscripten::function("compare", &compare);
  emscripten::function("learnedTable", &learnedTable);
  emscripten::function("ropeRotate", &ropeRotate);
  emscripten::function("ropeSteps", &ropeSteps);
  emscripten::function("ropeRelative", &ropeRelative);
  emscripten::function("ropeDecay", &ropeDecay);
  emscripten::function("ropeWDemo", &ropeWDemo);
  emscripten::function("alibiSlopes", &alibiSlopes);
  emscripten::function("alibi", &alibi);
  emscripten::function("t5Bucket", &t5Bucket);
  emscripten::function("t5Buckets", &t5Buckets);
  emscripten::function("t5Bias", &t5Bias);
  emscripten::function("extension", &extension);
  emscripten::function("presets", &presets);
  emscripten::function("presetTable", &presetTable);
  emscripten::function("presetTableFloat32", &presetTableFloat32);
  emscripten::function("presetPrecision", &presetPrecision);
  emscripten::function("schemeAttention", &schemeAttention);
  emscripten::function("memoryBytes", &memoryBytes);
  emscripten::function("matrixCreate", &matrixCreate);
  emscripten::function("matrixView", &matrixView);
  emscripten::function("matrixEncode", &matrixEncode);
  emscripten::function("matrixFree", &matrixFree);
  emscripten::function("matrixValues", &matrixValues);
  emscripten::function("memoryBuffer", &memoryBuffer);
  emscripten::function("benchEncode", &benchEncode);
  emscripten::function("benchSimilarity", &benchSimilarity);
  emscripten::function("benchFill", &benchFill);
}
