// The boundary between the core and JavaScript: it only translates, it never computes.
//
// Rules:
// - Arguments arrive flat, exactly as the caller gave them; the core validates them.
// - A core error never crosses as a C++ exception (embind would deliver a bare number, and
//   throwing a JS error from C++ skips destructors and leaks embind handles). Each function
//   catches it, stores the message, and returns null; web/pe-core.mjs then calls takeError()
//   and throws a RangeError with that message.
// - Large results cross as new typed arrays built from a typed_memory_view over the core's
//   vector: JavaScript gets its own copy, so no view into WASM memory outlives the call (a
//   view dies when memory grows).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <new>
#include <string>
#include <vector>

#include "../core/attention.hpp"
#include "../core/encoding.hpp"
#include "../core/params.hpp"
#include "../core/shift.hpp"
#include "../core/similarity.hpp"
#include "../core/steps.hpp"
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

pe::EncodingRequest encodingRequest(double positions, double dModel, double base, const std::string& layout,
                                    double offset, const std::string& convention) {
  pe::EncodingRequest request;
  request.positions = positions;
  request.dModel = dModel;
  request.base = base;
  request.layout = layout;
  request.offset = offset;
  request.convention = convention;
  return request;
}

val encode(double positions, double dModel, double base, std::string layout, double offset, std::string convention) {
  return guarded(
      [&] { return float32Array(pe::encode32(encodingRequest(positions, dModel, base, layout, offset, convention))); });
}

val encode64(double positions, double dModel, double base, std::string layout, double offset, std::string convention) {
  return guarded(
      [&] { return float64Array(pe::encode64(encodingRequest(positions, dModel, base, layout, offset, convention))); });
}

val encodeColumns(double positions, double dModel, double base, std::string layout, double offset,
                  std::string convention, val dims) {
  return guarded([&] {
    return float64Array(pe::encodeColumns(encodingRequest(positions, dModel, base, layout, offset, convention),
                                          emscripten::convertJSArrayToNumberVector<double>(dims)));
  });
}

val encodeNaiveFloat32(double positions, double dModel, double base, std::string layout, double offset,
                       std::string convention) {
  return guarded([&] {
    return float32Array(pe::encodeNaiveFloat32(encodingRequest(positions, dModel, base, layout, offset, convention)));
  });
}

val steps(double pos, double dModel, double base, std::string layout, std::string convention) {
  return guarded([&] {
    pe::StepsRequest request;
    request.pos = pos;
    request.dModel = dModel;
    request.base = base;
    request.layout = layout;
    request.convention = convention;
    val rows = val::array();
    for (const pe::Step& step : pe::steps(request)) {
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

val frequencies(double dModel, double base, std::string convention) {
  return guarded([&] {
    val rows = val::array();
    for (const pe::PairFrequency& f : pe::frequencies(dModel, base, convention)) {
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

val shift(double pos, double k, double dModel, double base) {
  return guarded([&] {
    pe::ShiftRequest request;
    request.pos = pos;
    request.k = k;
    request.dModel = dModel;
    request.base = base;
    const pe::ShiftResult result = pe::relativeShift(request);
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

val similarity(double positions, double dModel, double base, double offset) {
  return guarded([&] {
    pe::SimilarityRequest request;
    request.positions = positions;
    request.dModel = dModel;
    request.base = base;
    request.offset = offset;
    return float32Array(pe::similarity(request));
  });
}

val offsetProfile(double maxOffset, double dModel, double base, double pos) {
  return guarded([&] {
    pe::OffsetProfileRequest request;
    request.maxOffset = maxOffset;
    request.dModel = dModel;
    request.base = base;
    request.pos = pos;
    return float64Array(pe::offsetProfile(request));
  });
}

val gram(val matrix, double rows, double cols) {
  return guarded(
      [&] { return float32Array(pe::gram(emscripten::convertJSArrayToNumberVector<float>(matrix), rows, cols)); });
}

val precision(double pos, double dModel, double base) {
  return guarded([&] {
    pe::PrecisionRequest request;
    request.pos = pos;
    request.dModel = dModel;
    request.base = base;
    const pe::PrecisionReport report = pe::precision(request);
    val out = val::object();
    out.set("exact", float64Array(report.exact));
    out.set("naive", float32Array(report.naive));
    out.set("fast", float32Array(report.fast));
    out.set("maxErrorNaive", report.maxErrorNaive);
    out.set("maxErrorFast", report.maxErrorFast);
    return out;
  });
}

val precisionScan(double from, double to, double dModel, double base) {
  return guarded([&] {
    pe::PrecisionScanRequest request;
    request.from = from;
    request.to = to;
    request.dModel = dModel;
    request.base = base;
    const pe::PrecisionScan scan = pe::precisionScan(request);
    val out = val::object();
    out.set("naive", float64Array(scan.naive));
    out.set("fast", float64Array(scan.fast));
    out.set("worstNaive", scan.worstNaive);
    out.set("worstNaivePos", static_cast<double>(scan.worstNaivePos));
    out.set("worstFast", scan.worstFast);
    return out;
  });
}

val attention(val tokens, double dModel, double base, double offset, double seed, bool usePE) {
  return guarded([&] {
    pe::AttentionRequest request;
    request.tokens = emscripten::vecFromJSArray<std::string>(tokens);
    request.dModel = dModel;
    request.base = base;
    request.offset = offset;
    request.seed = seed;
    request.usePE = usePE;
    const pe::AttentionResult result = pe::attention(request);
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

val permutation(val tokensA, val tokensB, double dModel, double base, double seed) {
  return guarded([&] {
    pe::PermutationRequest request;
    request.tokensA = emscripten::vecFromJSArray<std::string>(tokensA);
    request.tokensB = emscripten::vecFromJSArray<std::string>(tokensB);
    request.dModel = dModel;
    request.base = base;
    request.seed = seed;
    const pe::PermutationResult result = pe::permutation(request);
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

val compare(double positions, double dModel, double baseA, std::string layoutA, double offsetA, std::string conventionA,
            double baseB, std::string layoutB, double offsetB, std::string conventionB) {
  return guarded([&] {
    const pe::EncodingComparison result =
        pe::compareEncodings(encodingRequest(positions, dModel, baseA, layoutA, offsetA, conventionA),
                             encodingRequest(positions, dModel, baseB, layoutB, offsetB, conventionB));
    val out = val::object();
    out.set("difference", float32Array(result.difference));
    out.set("maxAbsDifference", result.maxAbsDifference);
    out.set("maxRow", result.maxRow);
    out.set("maxDim", result.maxDim);
    return out;
  });
}

val learnedTable(double maxLen, double dModel) {
  return guarded([&] {
    pe::LearnedTableRequest request;
    request.maxLen = maxLen;
    request.dModel = dModel;
    const pe::LearnedTable table = pe::learnedTable(request);
    val out = val::object();
    out.set("parameters", table.parameters);
    out.set("float32Bytes", table.float32Bytes);
    return out;
  });
}

// Benchmark entry points: the kernel writes into a buffer kept in WASM memory, nothing is
// copied out, so the timing is the kernel's and the memory writes'.
pe::Workspace benchWorkspace;

val benchEncode(double positions, double dModel, std::string layout, bool simdKernel) {
  return guarded([&] {
    const auto kernel = simdKernel ? pe::Workspace::Kernel::Simd : pe::Workspace::Kernel::Scalar;
    return val(static_cast<double>(
        benchWorkspace.encode(encodingRequest(positions, dModel, 10000, layout, 0, "paper"), kernel)));
  });
}

val benchSimilarity(double positions, double dModel) {
  return guarded([&] {
    pe::SimilarityRequest request;
    request.positions = positions;
    request.dModel = dModel;
    return val(static_cast<double>(benchWorkspace.similarity(request)));
  });
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
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pe_core) {
  emscripten::function("takeError", &takeError);
  emscripten::function("simdCompiled", &pe::simdCompiled);
  emscripten::function("defaults", &defaults);
  emscripten::function("limits", &limits);
  emscripten::function("encode", &encode);
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
  emscripten::function("memoryBytes", &memoryBytes);
  emscripten::function("benchEncode", &benchEncode);
  emscripten::function("benchSimilarity", &benchSimilarity);
  emscripten::function("benchFill", &benchFill);
}
