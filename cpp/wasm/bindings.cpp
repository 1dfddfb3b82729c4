// The boundary between the core and JavaScript: it only translates, it never computes.
//
// Rules:
// - EXPORTS below is the one list of the core's functions. Each line names the function, its
//   request and one line of documentation; everything else is derived: the embind function,
//   reading the request (by the request's own fields() list), converting the result (by the
//   result's own fields() list), the description JavaScript reads (core.exports: request fields
//   and result shape), and from that the JS API (web/api/pe-core.mjs) and its TypeScript
//   declarations (scripts/types.mjs). A new core function is its header and .cpp, one line
//   here, its tests and its docs (README: "Adding a core function").
// - Every request crosses as one named object, read field by field. web/api/pe-core.mjs has
//   already copied each field into a fresh value of the right JavaScript type (typed arrays
//   through the built-in getters), so reading a field cannot throw and nothing here reads a
//   caller's object; the core validates the values.
// - A core error never crosses as a C++ exception (embind would deliver a bare number, and
//   throwing a JS error from C++ skips destructors and leaks embind handles). guarded() catches
//   it, stores the message, and returns null; web/api/pe-core.mjs then calls takeError() and throws
//   a RangeError with that message. Storing the message never allocates (the buffer is reserved
//   once), so running out of memory is reported too, not turned into a bare number.
// - Large results cross as a typed_memory_view over the core's vector, copied once into a new
//   typed array before anything else runs (a view dies when WASM memory grows). The encoding
//   matrix crosses chunk by chunk (encodeStart/encodeNext); a matrix from core.createMatrix
//   stays in WASM memory at one address until freed, and JavaScript keeps a view of it.
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <exception>
#include <memory>
#include <new>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/alibi.hpp"
#include "../core/attention.hpp"
#include "../core/encoding.hpp"
#include "../core/exercises.hpp"
#include "../core/extension.hpp"
#include "../core/params.hpp"
#include "../core/presets.hpp"
#include "../core/rope.hpp"
#include "../core/schemes.hpp"
#include "../core/shift.hpp"
#include "../core/similarity.hpp"
#include "../core/steps.hpp"
#include "../core/t5bias.hpp"
#include "../core/together.hpp"
#include "../core/trainer.hpp"
#include "../core/turns.hpp"
#include "../core/workspace.hpp"

using emscripten::val;

namespace {

// --- errors ---------------------------------------------------------------------------------

// The last refusal's message. Reserved once at start-up, and written only within that
// capacity: a message stored while memory is exhausted must not itself need memory.
constexpr std::size_t maxErrorBytes = 4096;
std::string lastError = [] {
  std::string buffer;
  buffer.reserve(maxErrorBytes);
  return buffer;
}();

void storeError(const char* message) noexcept {
  lastError.assign(message, std::min(std::strlen(message), lastError.capacity()));
}

// The last refusal's rule as data (core/params.hpp Refusal), in fixed storage for the same
// reason: a page words it in its reader's language from these. kind[0] == 0: none.
struct StoredRefusal {
  char kind[16] = {};
  char parameter[64] = {};
  double min = 0, max = 0, got = 0;
  bool minOpen = false, maxOpen = false;
} lastRefusal;

void copyInto(char* target, std::size_t size, const std::string& text) noexcept {
  const std::size_t length = std::min(text.size(), size - 1);
  std::memcpy(target, text.data(), length);
  target[length] = 0;
}

void storeRefusal(const pe::InvalidArgument& error) noexcept {
  const pe::Refusal& refusal = error.refusal();
  copyInto(lastRefusal.kind, sizeof lastRefusal.kind, refusal.kind);
  copyInto(lastRefusal.parameter, sizeof lastRefusal.parameter, error.parameter());
  lastRefusal.min = refusal.min;
  lastRefusal.max = refusal.max;
  lastRefusal.got = refusal.got;
  lastRefusal.minOpen = refusal.minOpen;
  lastRefusal.maxOpen = refusal.maxOpen;
}

template <class Body>
val guarded(Body body) {
  try {
    return body();
  } catch (const std::bad_alloc&) {
    storeError("out of memory: the request is within the documented limits but the browser refused more memory");
  } catch (const pe::InvalidArgument& error) {
    storeError(error.what());
    storeRefusal(error);
  } catch (const std::exception& error) {
    storeError(error.what());
  }
  return val::null();
}

val takeError() {
  val message(lastError);
  lastError.clear();  // keeps the capacity
  return message;
}

// The rule of the refusal takeError() returned, or null (call it right after takeError()):
// { kind, parameter, min, max, got, minOpen, maxOpen }, numbers that do not apply are NaN.
val takeRefusal() {
  if (lastRefusal.kind[0] == 0) return val::null();
  val refusal = val::object();
  refusal.set("kind", std::string(lastRefusal.kind));
  refusal.set("parameter", std::string(lastRefusal.parameter));
  refusal.set("min", lastRefusal.min);
  refusal.set("max", lastRefusal.max);
  refusal.set("got", lastRefusal.got);
  refusal.set("minOpen", lastRefusal.minOpen);
  refusal.set("maxOpen", lastRefusal.maxOpen);
  lastRefusal.kind[0] = 0;
  return refusal;
}

// --- results: C++ -> JavaScript, by type ---------------------------------------------------

template <class T, class = void>
struct HasFields : std::false_type {};
template <class T>
struct HasFields<T, std::void_t<decltype(T::fields(std::declval<void (*)(const char*, int T::*)>()))>>
    : std::true_type {};

template <class T>
val typedArray(const char* arrayType, const std::vector<T>& values) {
  return val::global(arrayType).new_(emscripten::typed_memory_view(values.size(), values.data()));
}

val toJs(double value) {
  return val(value);
}
val toJs(int value) {
  return val(value);
}
val toJs(std::int64_t value) {  // offsets and rows: every one is within 2^53
  return val(static_cast<double>(value));
}
val toJs(bool value) {
  return val(value);
}
val toJs(const char* value) {
  return val(std::string(value));
}
val toJs(const std::string& value) {
  return val(value);
}
val toJs(const std::vector<float>& values) {
  return typedArray("Float32Array", values);
}
val toJs(const std::vector<double>& values) {
  return typedArray("Float64Array", values);
}
val toJs(const std::vector<int>& values) {
  return typedArray("Int32Array", values);
}
val toJs(const std::vector<std::string>& values) {
  val array = val::array();
  for (const std::string& value : values) array.call<void>("push", value);
  return array;
}
template <class Record, std::enable_if_t<HasFields<Record>::value, int> = 0>
val toJs(const std::vector<Record>& records);  // a record's field may be a list of records

template <class Record, std::enable_if_t<HasFields<Record>::value, int> = 0>
val toJs(const Record& record) {
  val out = val::object();
  Record::fields([&](const char* name, auto member) { out.set(name, toJs(record.*member)); });
  return out;
}
template <class Record, std::enable_if_t<HasFields<Record>::value, int>>
val toJs(const std::vector<Record>& records) {
  val array = val::array();
  for (const Record& record : records) array.call<void>("push", toJs(record));
  return array;
}

// The JavaScript type of a result, for core.exports and the generated TypeScript: a type name
// ('number', 'Float64Array', ...), { array: shape } or { object: { field: shape } }.
template <class T>
struct Shape {
  static val of() {
    if constexpr (std::is_same_v<T, bool>)
      return val("boolean");
    else if constexpr (std::is_arithmetic_v<T>)
      return val("number");
    else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, const char*>)
      return val("string");
    else {
      static_assert(HasFields<T>::value, "a result type needs a fields() list");
      val fields = val::object();
      T::fields([&](const char* name, auto member) {
        using Field = std::decay_t<decltype(std::declval<T&>().*member)>;
        fields.set(name, Shape<Field>::of());
      });
      val out = val::object();
      out.set("object", fields);
      return out;
    }
  }
};
template <class T>
struct Shape<std::vector<T>> {
  static val of() {
    if constexpr (std::is_same_v<T, float>)
      return val("Float32Array");
    else if constexpr (std::is_same_v<T, double>)
      return val("Float64Array");
    else if constexpr (std::is_same_v<T, int>)
      return val("Int32Array");
    else {
      val out = val::object();
      out.set("array", Shape<T>::of());
      return out;
    }
  }
};

// --- requests: JavaScript -> C++, by each request's fields() -------------------------------

// One field by its type. pe-core.mjs guarantees the JavaScript type of each.
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
void readField(const val& from, std::vector<float>& to) {  // a Float32Array pe-core.mjs made
  to = emscripten::convertJSArrayToNumberVector<float>(from);
}
void readField(const val& from, std::vector<double>& to) {  // a Float64Array pe-core.mjs made
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
val initialValue(const std::vector<std::string>& values) {  // exerciseKinds: a plain array
  val array = val::array();
  for (const std::string& value : values) array.call<void>("push", value);
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

// A request's fields: { name: { required, default?, min?, max?, rule } }, from its fields()
// list and, where the request takes its own range for a parameter, its ranges[]. rule is the
// core's sentence for the parameter with the range this request takes.
template <class Request>
val describeRequest() {
  const Request initial;
  val out = val::object();
  Request::fields([&](const char* name, auto member, pe::Presence presence) {
    const pe::ParameterSpec& spec = pe::parameterSpec(name);
    double min = spec.min;
    double max = spec.max;
    val field = val::object();
    field.set("required", presence == pe::Presence::Required);
    if (presence == pe::Presence::Optional) field.set("default", initialValue(initial.*member));
    if constexpr (HasRanges<Request>::value) {
      for (const pe::FieldRange& range : Request::ranges) {
        if (std::string(range.name) != name) continue;
        min = static_cast<double>(range.min);
        max = static_cast<double>(range.max);
        field.set("min", min);
        field.set("max", max);
      }
    }
    field.set("rule", pe::ruleText(spec, min, max));
    out.set(name, field);
  });
  return out;
}

// A request with no fields, for the functions that take none (presets).
struct NoRequest {
  template <class Visit>
  static void fields(Visit&&) {}
};

// --- the export table ----------------------------------------------------------------------

struct Export {
  const char* name;                   // the function's name in JavaScript
  const char* doc;                    // one line: what it returns
  val (*invoke)(const val& request);  // reads the request, calls the core, converts the result
  val (*describe)();                  // { doc, request, result } for core.exports
};

template <class Request, class Result>
val describeExport(const char* doc) {
  val out = val::object();
  out.set("doc", std::string(doc));
  out.set("request", describeRequest<Request>());
  out.set("result", Shape<Result>::of());
  return out;
}

// One line of the table: PE_EXPORT(jsName, call, Request, doc) where call(request) is the core
// function. A macro because C++17 takes no lambda as a template argument: the two lambdas turn
// into the plain function pointers embind registers, and overloads resolve at the call.
#define PE_EXPORT(NAME, CALL, REQUEST, DOC)                                                                           \
  Export {                                                                                                            \
    NAME, DOC,                                                                                                        \
        [](const val& request) -> val { return guarded([&] { return toJs(CALL(readRequest<REQUEST>(request))); }); }, \
        [] { return describeExport<REQUEST, std::decay_t<decltype(CALL(std::declval<const REQUEST&>()))>>(DOC); }     \
  }

std::vector<pe::PresetInfo> presetList(const NoRequest&) {
  return pe::presetInfo();
}

std::vector<pe::ExerciseKindInfo> exerciseKindList(const NoRequest&) {
  return pe::exerciseKinds();
}

const Export EXPORTS[] = {
    PE_EXPORT("encode64", pe::encode64, pe::EncodingRequest, "The float64 reference matrix, [pos][dim]."),
    PE_EXPORT("encodeNaiveFloat32", pe::encodeNaiveFloat32, pe::EncodingRequest,
              "What frameworks compute by default: the angle in float32, then sin/cos, [pos][dim]."),
    PE_EXPORT("encodeColumns", pe::encodeColumns, pe::EncodeColumnsRequest,
              "Chosen dimensions of the float64 matrix across positions, [pos][k] for the k-th of dims."),
    PE_EXPORT("steps", pe::steps, pe::StepsRequest, "The worked arithmetic for one position, one row per dimension."),
    PE_EXPORT("frequencies", pe::frequencies, pe::FrequenciesRequest,
              "Each pair's exponent, frequency and wavelength."),
    PE_EXPORT("turns", pe::turns, pe::TurnsRequest, "How far each pair's hand has gone round its circle at pos."),
    PE_EXPORT("dependentRanges", pe::dependentRanges, pe::DependentRangesRequest,
              "The ranges positions, dModel, offset and k take given the others' values (n x d, the last position, pos "
              "+ k)."),
    PE_EXPORT("shift", pe::relativeShift, pe::ShiftRequest,
              "The relative shift PE(pos + k) = M_k PE(pos): the blocks of M_k and both sides."),
    PE_EXPORT("similarity", pe::similarity, pe::SimilarityRequest, "S[p][q] = PE(p).PE(q), float32, n x n."),
    PE_EXPORT("offsetProfile", pe::offsetProfile, pe::OffsetProfileRequest,
              "g(k) = PE(pos).PE(pos + k) for k = 0..maxOffset, float64."),
    PE_EXPORT("gram", pe::gram, pe::GramRequest, "G = X X^T for X rows x cols, float32, rows x rows."),
    PE_EXPORT("precision", pe::precision, pe::PrecisionRequest,
              "One position three ways: float64, float32 angles (naive) and this core's float32 path."),
    PE_EXPORT("precisionScan", pe::precisionScan, pe::PrecisionScanRequest,
              "The float32 errors of precision() at every position from..to."),
    PE_EXPORT("attention", pe::attention, pe::AttentionRequest,
              "One self-attention head over the tokens: every intermediate, float64 row-major."),
    PE_EXPORT("permutation", pe::permutation, pe::PermutationRequest,
              "Each word's output in two word orders, compared without and with positional encoding."),
    PE_EXPORT("learnedTable", pe::learnedTable, pe::LearnedTableRequest,
              "The size of a learned absolute table of maxLen x dModel."),
    PE_EXPORT("ropeRotate", pe::ropeRotate, pe::RopeRotateRequest, "R(pos) x: each pair of x turned by pos w_i."),
    PE_EXPORT("ropeSteps", pe::ropeSteps, pe::RopeStepsRequest, "The worked rotation of q at one position, per pair."),
    PE_EXPORT("ropeRelative", pe::ropeRelative, pe::RopeRelativeRequest,
              "Seeded q, k scored at (m, n) and (m + shift, n + shift), in float64 and float32."),
    PE_EXPORT("ropeDecay", pe::ropeDecay, pe::RopeDecayRequest,
              "g(k) = sum_i cos(w_i k) and RoFormer's decay bound, k = 0..maxOffset."),
    PE_EXPORT("ropeWDemo", pe::wDemo, pe::WDemoRequest,
              "Scores at (m, m + offset) for each start m: raw, additive (projected) and RoPE."),
    PE_EXPORT("alibiSlopes", pe::alibiSlopes, pe::AlibiSlopesRequest, "ALiBi's slope per head, in head order."),
    PE_EXPORT("alibi", pe::alibiBias, pe::AlibiRequest,
              "ALiBi's bias [head][query][key], -Infinity where causally masked."),
    PE_EXPORT("t5Bucket", pe::t5Bucket, pe::T5BucketRequest,
              "T5's bucket of one offset key - query (Hugging Face's float32 formula)."),
    PE_EXPORT("t5Buckets", pe::t5Buckets, pe::T5BucketsRequest,
              "T5's bucket of every offset of an n x n table, and each bucket's range of offsets."),
    PE_EXPORT("t5Bias", pe::t5Bias, pe::T5BiasRequest, "A seeded stand-in T5 bias [head][query][key]."),
    PE_EXPORT("extension", pe::extension, pe::ExtensionRequest,
              "RoPE context extension (none, PI, NTK-aware, YaRN): per pair, the old and new frequency and angle."),
    PE_EXPORT("presets", presetList, NoRequest, "Every library preset: who ships it and how it builds its table."),
    PE_EXPORT("presetTable", pe::presetTable, pe::PresetTableRequest,
              "A library's table evaluated exactly in float64, [row][dim] by the library's row index."),
    PE_EXPORT("presetTableFloat32", pe::presetTableFloat32, pe::PresetTableRequest,
              "The same table as the library computes it in float32."),
    PE_EXPORT("presetPrecision", pe::presetPrecision, pe::PresetPrecisionRequest,
              "How far a library's float32 table is from its formula at one row."),
    PE_EXPORT("schemeAttention", pe::schemeAttention, pe::SchemeAttentionRequest,
              "One attention head with position given by a scheme: scores, the positional bias, weights."),
    // Practice exercises (issue 19).
    PE_EXPORT("exerciseKinds", exerciseKindList, NoRequest, "Every exercise kind: its section and its mistake ids."),
    PE_EXPORT("exercise", pe::exercise, pe::ExerciseRequest,
              "One seeded exercise: givens, answer, tolerance, worked steps and the answer under each mistake."),
    PE_EXPORT("practiceSet", pe::practiceSet, pe::PracticeSetRequest,
              "count exercises cycling through the kinds given, each with its own seed from the set's seed."),
    PE_EXPORT("markAnswer", pe::markAnswer, pe::MarkRequest,
              "A typed answer marked: right, wrong (and which mistake it matches) or not understood (and why)."),
    PE_EXPORT("parseAnswer", pe::parseAnswer, pe::ParseAnswerRequest,
              "A typed answer read as a number (decimal comma, pi, sqrt, ^ ...): ok, value, readAs, message."),
    // The trainer (trainer.hpp, issue 20); web/api/trainers.mjs wraps these as core.createTrainer.
    PE_EXPORT("trainerCreate", pe::trainerCreate, pe::TrainerCreateRequest,
              "A new trainer (model, task, AdamW, seeded data): its id."),
    PE_EXPORT("trainerStep", pe::trainerStep, pe::TrainerStepRequest,
              "Trains n steps: each step's loss before its update."),
    PE_EXPORT("trainerEvaluate", pe::trainerEvaluate, pe::TrainerEvaluateRequest,
              "Token and exact-sequence accuracy at every length 1..evalLength."),
    PE_EXPORT("trainerWeights", pe::trainerWeights, pe::TrainerRequest,
              "Every parameter tensor: name, shape, values (row-major)."),
    PE_EXPORT("trainerSetWeight", pe::trainerSetWeight, pe::TrainerSetWeightRequest,
              "Replaces one parameter tensor's values."),
    PE_EXPORT("trainerLossAndGradients", pe::trainerLossAndGradients, pe::TrainerBatchRequest,
              "The loss and every gradient on the batch of batchSeed, without an update."),
    PE_EXPORT("trainerBatch", pe::trainerBatch, pe::TrainerBatchRequest,
              "The training batch of batchSeed: tokens, targets, weights."),
    PE_EXPORT("trainerAttention", pe::trainerAttention, pe::TrainerAttentionRequest,
              "One head's attention weights on a question, [query][key]."),
    PE_EXPORT("trainerPredict", pe::trainerPredict, pe::TrainerPredictRequest,
              "The model's greedy answer to a question, and whether it is right."),
    PE_EXPORT("trainerFree", pe::trainerFree, pe::TrainerRequest, "Frees a trainer: true if it was live."),
    PE_EXPORT("trainingOverlap", pe::trainingOverlap, pe::TrainingOverlapRequest,
              "Per trained length, how many evaluation questions a run's training batches drew."),
};

#undef PE_EXPORT

// core.exports: { name: { doc, request: { field: {...} }, result: shape } }.
val exportsDescription() {
  val out = val::object();
  for (const Export& entry : EXPORTS) out.set(entry.name, entry.describe());
  return out;
}

// --- the encoding matrix, chunk by chunk ---------------------------------------------------

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
val encodeStart(const val& request) {
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

// Two encodings of one shape: the one function with two requests, so it is not in EXPORTS
// (pe-core.mjs describes its request from the encoding's fields).
val compare(const val& a, const val& b) {
  return guarded([&] {
    return toJs(pe::compareEncodings(readRequest<pe::EncodingRequest>(a), readRequest<pe::EncodingRequest>(b)));
  });
}

// --- matrices a caller keeps (core.createMatrix) -------------------------------------------

// Each crosses once as a view of WASM memory, which pe-core.mjs renews when memory grows (the
// matrix itself never moves), and encodeInto writes into it in place with the kernel. Ids are
// never reused, so a view kept after free() can never reach a later matrix at the same address.
pe::MatrixStore matrices;

// { id, byteOffset, length } of a new zero matrix of positions x dModel, or null.
val matrixCreate(const val& request) {
  return guarded([&] {
    const std::int64_t id = matrices.create(readRequest<pe::EncodingRequest>(request));
    val out = val::object();
    out.set("id", static_cast<double>(id));
    out.set("byteOffset", static_cast<double>(reinterpret_cast<std::uintptr_t>(matrices.data(id))));
    out.set("length", static_cast<double>(matrices.size(id)));
    return out;
  });
}

// Encodes into elements [first, first + length) of matrix id; true, or null when refused.
val matrixEncode(double id, double first, double length, const val& request, bool simd) {
  return guarded([&] {
    matrices.encode(static_cast<std::int64_t>(id), static_cast<std::size_t>(first), static_cast<std::size_t>(length),
                    readRequest<pe::EncodingRequest>(request), simd);
    return val(true);
  });
}

bool matrixFree(double id) {
  return matrices.release(static_cast<std::int64_t>(id));
}

double trainerBytes() {
  return static_cast<double>(pe::trainerStore().liveBytes());
}

double liveTrainers() {
  return static_cast<double>(pe::trainerStore().live());
}

double matrixValues() {
  return static_cast<double>(matrices.liveElements());
}

// WASM memory's current ArrayBuffer (an empty view's buffer): pe-core.mjs views matrices and
// chunks in it, and tells a caller's view of it from any other Float32Array.
val memoryBuffer() {
  return val(emscripten::typed_memory_view(std::size_t{0}, static_cast<const unsigned char*>(nullptr)))["buffer"];
}

// --- benchmarks and diagnostics ------------------------------------------------------------

// The kernel writes into a buffer kept in WASM memory, nothing is copied out, so the timing is
// the kernel's and the memory writes'.
pe::Workspace benchWorkspace;

val benchEncode(const val& request, bool simdKernel) {
  return guarded([&] {
    const auto kernel = simdKernel ? pe::Workspace::Kernel::Simd : pe::Workspace::Kernel::Scalar;
    return val(static_cast<double>(benchWorkspace.encode(readRequest<pe::EncodingRequest>(request), kernel)));
  });
}

val benchSimilarity(const val& request) {
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

// For memory-stability tests: the bytes malloc has handed out and not had back (dlmalloc's
// mallinfo().uordblks). Unlike memoryBytes, which grows in large steps and never shrinks, it
// counts every allocation, so a leak of a few bytes per call shows after one call.
double heapBytes() {
  return static_cast<double>(mallinfo().uordblks);
}

// --- the core's own tables -----------------------------------------------------------------

val limits() {
  val out = val::object();
  for (const pe::NamedLimit& limit : pe::limitTable()) out.set(limit.name, limit.value);
  return out;
}

// The parameter table, keyed by name (JavaScript: core.parameters).
val parameters() {
  val out = val::object();
  for (const pe::ParameterSpec& spec : pe::parameterTable()) {
    val entry = val::object();
    entry.set("kind", std::string(pe::kindName(spec.kind)));
    entry.set("rule", pe::ruleText(spec));
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

}  // namespace

EMSCRIPTEN_BINDINGS(pe_core) {
  for (const Export& entry : EXPORTS) emscripten::function(entry.name, entry.invoke);
  emscripten::function("exports", &exportsDescription);
  emscripten::function("takeError", &takeError);
  emscripten::function("takeRefusal", &takeRefusal);
  emscripten::function("simdCompiled", &pe::simdCompiled);
  emscripten::function("limits", &limits);
  emscripten::function("parameters", &parameters);
  emscripten::function("encodeStart", &encodeStart);
  emscripten::function("encodeNext", &encodeNext);
  emscripten::function("encodeChunkAddress", &encodeChunkAddress);
  emscripten::function("compare", &compare);
  emscripten::function("memoryBytes", &memoryBytes);
  emscripten::function("heapBytes", &heapBytes);
  emscripten::function("matrixCreate", &matrixCreate);
  emscripten::function("matrixEncode", &matrixEncode);
  emscripten::function("matrixFree", &matrixFree);
  emscripten::function("matrixValues", &matrixValues);
  emscripten::function("trainerBytes", &trainerBytes);
  emscripten::function("liveTrainers", &liveTrainers);
  emscripten::function("memoryBuffer", &memoryBuffer);
  emscripten::function("benchEncode", &benchEncode);
  emscripten::function("benchSimilarity", &benchSimilarity);
  emscripten::function("benchFill", &benchFill);
}
