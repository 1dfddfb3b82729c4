// libFuzzer target over the core's functions: every function of the export table
// (EXPORTS in cpp/wasm/bindings.cpp, read by tests/fuzz/CMakeLists.txt into exports.inc) has a
// checker in kCheckers or a reason in kExcluded, and the fuzzer refuses to start otherwise;
// kExtras adds what the table does not hold (the float32 fast path behind encode, compare's
// two requests, the workspace, the validators and choice parsers).
//
// Build (clang only, its own tree):
//   cmake -S . -B build/fuzz -DCMAKE_CXX_COMPILER=clang++ -DPE_FUZZ=ON -DBUILD_TESTING=OFF
//   cmake --build build/fuzz && build/fuzz/tests/fuzz/pe_fuzz_core CORPUS_DIR -dict=tests/fuzz/core.dict
// (node scripts/test.mjs --only=fuzz does this on a scratch copy of tests/fuzz/corpus.)
//
// Input format, read front to back; whatever runs out takes the field's default, so every byte
// string is a valid input and short ones mean something:
//   byte 0            entry point, index into the entries (modulo their count): the exports of
//                     EXPORTS in its order, less the excluded ones, then kExtras in order
//                     (tests/fuzz/entries.mjs derives the same list for make_corpus.mjs)
//   then the fields of that entry point's request, in declaration order, each as
//   number:  0x00-0x7f  that integer (0..127)
//            0x80       the field's default
//            0x81 u16   0x82 u32   0x83 -u32   (little-endian unsigned integers)
//            0x84 f64   raw IEEE bits, 8 bytes (NaN payloads, subnormals, infinities)
//            0x85 u16   u16 / 256, a fraction
//            0x86 u8 i8 m * 10^e (1e12, 1e308, 1e-300 ...)
//            0x87 f32   raw float bits, 4 bytes
//            0x88-0x8f  the field's default
//            0x90-0xff  kSpecial[tag - 0x90] (modulo): NaN, +-Inf, -0, limits and one past them
//   string:  0x00-0x7f  kNames[tag] (modulo): every valid layout/convention name and near misses
//            0x81 u8 .. that many raw bytes (binary, possibly cut short by the end of input)
//            0x82 u16 c that many copies of byte c (long strings, up to 65535)
//            other      the field's default
//   tokens:  count byte n: 0x00-0x7f that many tokens (up to 127: past the limit of 64), each
//            a string as above but indices into kWords; 0x80-0xff u16: that many copies of "x"
//   numbers: count byte n: 0x00-0x7f that many numbers, each as above; 0x80-0xff u16 then one
//            number: that many copies of it (long vectors, past every limit)
//   flag:    one byte, low bit
//
// Every call either returns, and then the invariants below hold, or throws pe::InvalidArgument
// with a short one-line message that names the parameter. Anything else (another exception, a
// crash, a leak, a sanitizer report, an allocation above -malloc_limit_mb) is a failure.
//
// Valid requests bigger than the caps below are not run (one input must stay well under
// 100 ms under ASan); instead the same request with an invalid base is run and must throw:
// validation comes before any allocation, so huge sizes are still exercised.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <initializer_list>
#include <limits>
#include <string>
#include <vector>

#include "alibi.hpp"
#include "attention.hpp"
#include "encoding.hpp"
#include "exercises.hpp"
#include "extension.hpp"
#include "params.hpp"
#include "presets.hpp"
#include "rope.hpp"
#include "schemes.hpp"
#include "shift.hpp"
#include "similarity.hpp"
#include "steps.hpp"
#include "t5bias.hpp"
#include "together.hpp"
#include "trainer.hpp"
#include "turns.hpp"
#include "workspace.hpp"

namespace {

// Work caps for valid requests (elements, or multiply-adds).
constexpr double kMaxElements = 65536;      // positions * dModel of one encoding
constexpr double kMaxSimilarity = 65536;    // n * n
constexpr double kMaxProfileWork = 262144;  // (maxOffset + 1) * ceil(d / 2)
constexpr double kMaxAttentionWork = 1 << 20;
constexpr double kMaxGramWork = 1 << 20;  // rows * rows * cols; rows * rows also at most kMaxSimilarity
constexpr std::size_t kMaxGramValues = 4096;
constexpr double kMaxBiasValues = 65536;   // heads * positions^2 of an ALiBi or T5 tensor
constexpr double kMaxBucketScan = 20001;   // maxDistance + 1: t5Buckets scans every offset within it
constexpr double kMaxWDemoWork = 1 << 20;  // dModel^2 * (starts + 2)

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

const double kSpecial[] = {kNaN, -kNaN, kInf, -kInf, -0.0, 0.0, 1.0, -1.0, 0.5, 1.5, 2.0, 3.0, 4.0, 1.0001,
                           1.0000000000000002, 0.9999999, 10000.0, 1e12, 1e12 * (1 + 2.220446049250313e-16), 1e13, 1e15,
                           1e16, 1e308, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308, 1e-300,
                           // sizes and their neighbours
                           4095, 4096, 4097, 8192, 8193, 65535, 65536, 131071, 131072, 131073, 16777215, 16777216,
                           16777217, 99999999, 100000000, 100000001, 99999992, 1000000, 1000001, 512, 513, 63, 64, 65,
                           2048, 1024, 262144,
                           // integer boundaries
                           2147483647.0, 2147483648.0, -2147483648.0, -2147483649.0, 4294967295.0, 4294967296.0,
                           9007199254740992.0, 9007199254740993.0, 9223372036854775807.0, -9223372036854775808.0,
                           18446744073709551615.0, 1e19, -1e19, 2147483647.5, 4294967295.5, 0.1, 1e-7};

const char* const kNames[] = {"interleaved", "concatenated", "paper", "tensor2tensor", "one-based-pair",
                              "dimension-exponent", "", "Interleaved", "PAPER", "paper ", " paper", "interleave",
                              "concatenate", "tensor2tensor\n", "dimension_exponent", "one-based", "rows", "\"quoted\"",
                              "<script>alert(1)</script>",
                              // pairing, method, scheme, preset
                              "half", "rotate_half", "none", "pi", "ntk", "yarn", "YaRN", "sinusoidal", "rope", "alibi",
                              "t5", "learned", "pytorch-tutorial", "annotated", "fairseq", "m2m100", "distilbert",
                              "marian", "whisper", "transformer-xl", "musicgen", "bert",
                              // trainer: tasks and tensor names
                              "copy", "reverse", "sort", "embedding", "position", "relativeBias", "block0.attention.q",
                              "block1.mlp.inBias", "norm.gain", "head.bias", "head",
                              // trainer: embedding scales
                              "sqrt-d", "1"};

const char* const kWords[] = {"the",
                              "cat",
                              "sat",
                              "on",
                              "mat",
                              "The",
                              "CAT",
                              "a",
                              "dog",
                              "x",
                              "\xc3\xa9t\xc3\xa9",
                              "ZZZ",
                              "0123456789012345678901234567890123456789012345678901234567890123"};

class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  bool empty() const { return pos_ >= size_; }
  std::uint8_t byte(std::uint8_t fallback = 0) { return empty() ? fallback : data_[pos_++]; }
  std::uint64_t unsignedLE(int bytes) {
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i) value |= static_cast<std::uint64_t>(byte()) << (8 * i);
    return value;
  }
  bool flag(bool fallback) { return empty() ? fallback : (byte() & 1) != 0; }

  double number(double fallback) {
    if (empty()) return fallback;
    const std::uint8_t tag = byte();
    if (tag < 0x80) return tag;
    switch (tag) {
      case 0x81: return static_cast<double>(unsignedLE(2));
      case 0x82: return static_cast<double>(unsignedLE(4));
      case 0x83: return -static_cast<double>(unsignedLE(4));
      case 0x84: {
        const std::uint64_t bits = unsignedLE(8);
        double value;
        std::memcpy(&value, &bits, sizeof value);
        return value;
      }
      case 0x85: return static_cast<double>(unsignedLE(2)) / 256.0;
      case 0x86: {
        const double mantissa = byte();
        const int exponent = static_cast<std::int8_t>(byte());
        return mantissa * std::pow(10.0, exponent);
      }
      case 0x87: {
        const auto bits = static_cast<std::uint32_t>(unsignedLE(4));
        float value;
        std::memcpy(&value, &bits, sizeof value);
        return value;
      }
      default: break;
    }
    if (tag >= 0x90) return kSpecial[(tag - 0x90) % (sizeof kSpecial / sizeof kSpecial[0])];
    return fallback;
  }

  std::string text(const char* fallback, const char* const* names, std::size_t count) {
    if (empty()) return fallback;
    const std::uint8_t tag = byte();
    if (tag < 0x80) return names[tag % count];
    if (tag == 0x81) {
      std::string result;
      for (int length = byte(); length > 0 && !empty(); --length) result += static_cast<char>(byte());
      return result;
    }
    if (tag == 0x82) {
      const auto length = static_cast<std::size_t>(unsignedLE(2));
      return std::string(length, static_cast<char>(byte('a')));
    }
    return fallback;
  }
  std::string name(const char* fallback) { return text(fallback, kNames, sizeof kNames / sizeof kNames[0]); }

  std::vector<double> numbers(const std::vector<double>& fallback) {
    if (empty()) return fallback;
    const std::uint8_t count = byte();
    if (count >= 0x80) {
      const auto length = static_cast<std::size_t>(unsignedLE(2));
      return std::vector<double>(length, number(1.0));
    }
    std::vector<double> result;
    for (int k = 0; k < count; ++k) result.push_back(number(0.0));
    return result;
  }

  std::vector<std::string> tokens() {
    if (empty()) return {"the", "cat", "sat"};
    const std::uint8_t count = byte();
    if (count >= 0x80) return std::vector<std::string>(static_cast<std::size_t>(unsignedLE(2)), "x");
    std::vector<std::string> result;
    for (int t = 0; t < count; ++t) result.push_back(text("a", kWords, sizeof kWords / sizeof kWords[0]));
    return result;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

[[noreturn]] void fail(const char* what, const std::string& detail = "") {
  std::fprintf(stderr, "\n*** fuzz_core invariant failed: %s %s\n", what, detail.c_str());
  std::fflush(stderr);
  std::abort();
}

#define PE_CHECK(condition, detail)               \
  do {                                            \
    if (!(condition)) fail(#condition, (detail)); \
  } while (false)

std::string show(double value) {
  return pe::formatNumber(value);
}

// The integer a validated count field will hold, or -1 when validation rejects it.
double validCount(double value, double lo, double hi) {
  return std::isfinite(value) && value == std::floor(value) && value >= lo && value <= hi ? value : -1;
}
double pairsOf(double d) {
  return std::ceil(d / 2);
}

bool allFinite(const std::vector<double>& values) {
  return std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); });
}
bool allFinite(const std::vector<float>& values) {
  return std::all_of(values.begin(), values.end(), [](float v) { return std::isfinite(v); });
}
template <class T>
bool allUnit(const std::vector<T>& values) {  // every value a sine or cosine
  return std::all_of(values.begin(), values.end(), [](T v) { return std::fabs(v) <= 1.0 + 1e-6; });
}

// A base that requireBase must reject, picked by the input.
double invalidBase(Input& in) {
  static const double bad[] = {1.0, kNaN, 0.5, -kInf, kInf, 1e13, 1e12 * (1 + 4.440892098500626e-16), 0.0, -10000};
  return bad[in.byte() % (sizeof bad / sizeof bad[0])];
}

// A request's fields in the order of its fields() list (the core's one statement of them),
// each read in its type's format above.
void decodeField(Input& in, double& value) {
  value = in.number(value);
}
void decodeField(Input& in, std::string& value) {
  value = in.name(value.c_str());
}
void decodeField(Input& in, bool& value) {
  value = in.flag(value);
}
void decodeField(Input& in, std::vector<std::string>& value) {
  value = in.tokens();
}
void decodeField(Input& in, std::vector<double>& value) {
  value = in.numbers(value);
}
// A float list as JavaScript's Float32Array makes it (Math.fround: past the float range is
// infinite; a plain cast would be undefined behaviour).
void decodeField(Input& in, std::vector<float>& value) {
  const std::vector<double> numbers = in.numbers(std::vector<double>(value.begin(), value.end()));
  value.clear();
  for (double v : numbers) {
    const double largest = std::numeric_limits<float>::max();
    value.push_back(std::isnan(v)  ? std::numeric_limits<float>::quiet_NaN()
                    : v > largest  ? std::numeric_limits<float>::infinity()
                    : v < -largest ? -std::numeric_limits<float>::infinity()
                                   : static_cast<float>(v));
  }
}
template <class Request>
Request decodeRequest(Input& in) {
  Request request;
  Request::fields([&](const char*, auto member, pe::Presence) { decodeField(in, request.*member); });
  return request;
}

pe::EncodingRequest encodingRequest(Input& in) {
  return decodeRequest<pe::EncodingRequest>(in);
}

double encodingCost(const pe::EncodingRequest& r) {
  return std::max(validCount(r.positions, 1, pe::Limits::maxPositions), 0.0) *
         std::max(validCount(r.dModel, 1, pe::Limits::maxDModel), 0.0);
}

// Runs call() and checks the outcome: success, or pe::InvalidArgument naming one of `fields`.
// Returns whether it succeeded.
template <class Call>
bool attempt(const char* entry, std::initializer_list<const char*> fields, Call call) {
  try {
    call();
    return true;
  } catch (const pe::InvalidArgument& e) {
    const std::string message = e.what();
    const std::string& parameter = e.parameter();
    std::string context = std::string(entry) + ": [" + parameter + "] " + message.substr(0, 300);
    PE_CHECK(!parameter.empty(), context);
    PE_CHECK(std::find(fields.begin(), fields.end(), parameter) != fields.end(), context);
    PE_CHECK(message.find(parameter) != std::string::npos, context);
    // 320: a Choice's message lists every choice, and exerciseKind's fifteen ids with a quoted
    // 40-byte name come to 307 bytes (still one line, and what a caller needs to know).
    PE_CHECK(message.size() <= 320, context);
    const bool oneLine =
        std::none_of(message.begin(), message.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; });
    PE_CHECK(oneLine, context);
    return false;
  } catch (const std::exception& e) {
    fail("unexpected exception", std::string(entry) + ": " + e.what());
  } catch (...) {
    fail("unexpected non-standard exception", entry);
  }
}

// Like attempt(), but the request is known to be invalid: it must throw.
template <class Call>
void mustThrow(const char* entry, std::initializer_list<const char*> fields, Call call) {
  if (attempt(entry, fields, call)) fail("accepted an invalid request", entry);
}

#define ENCODING_FIELDS "positions", "dModel", "base", "layout", "offset", "convention"

void checkEncode(Input& in, bool fast) {
  pe::EncodingRequest r = encodingRequest(in);
  const bool tooBig = encodingCost(r) > kMaxElements;
  if (tooBig) {
    r.base = invalidBase(in);
    mustThrow("encode", {ENCODING_FIELDS}, [&] { fast ? (void)pe::encode32(r) : (void)pe::encode64(r); });
    return;
  }
  std::vector<double> exact;
  if (!attempt("encode64", {ENCODING_FIELDS}, [&] { exact = pe::encode64(r); })) {
    mustThrow("encode32", {ENCODING_FIELDS}, [&] { pe::encode32(r); });
    mustThrow("validate", {ENCODING_FIELDS}, [&] { pe::validate(r); });
    return;
  }
  const std::size_t expected = static_cast<std::size_t>(r.positions) * static_cast<std::size_t>(r.dModel);
  PE_CHECK(exact.size() == expected, "encode64 size");
  PE_CHECK(allFinite(exact) && allUnit(exact), "encode64 values");
  if (!fast) return;
  std::vector<float> single;
  PE_CHECK(attempt("encode32", {}, [&] { single = pe::encode32(r); }), "encode32 rejected what encode64 accepted");
  PE_CHECK(single.size() == expected, "encode32 size");
  PE_CHECK(allFinite(single) && allUnit(single), "encode32 values");
  // The documented accuracy: within 1e-6 of the float64 reference. Checked below position
  // 100000 always; up to Limits::maxPosition when PE_FUZZ_FULL_ACCURACY is defined.
  const double lastPosition = r.offset + r.positions - 1;
#ifdef PE_FUZZ_FULL_ACCURACY
  const bool checkAccuracy = true;
#else
  const bool checkAccuracy = lastPosition < 100000;
#endif
  if (checkAccuracy) {
    for (std::size_t i = 0; i < expected; ++i) {
      if (std::fabs(single[i] - exact[i]) > 1e-6) {
        fail("encode32 within 1e-6 of encode64", "index " + std::to_string(i) + ": " + show(single[i]) + " vs " +
                                                     show(exact[i]) + " (positions " + show(r.positions) + ", dModel " +
                                                     show(r.dModel) + ", base " + show(r.base) + ", offset " +
                                                     show(r.offset) + ", " + r.layout + ", " + r.convention +
                                                     ", last position " + show(lastPosition) + ")");
      }
    }
  }
  // The scalar twin through a validated spec, and the workspace, give the same bits.
  const pe::EncodingSpec spec = pe::validate(r);
  std::vector<float> twin(expected);
  pe::encode32Scalar(spec, twin.data());
  PE_CHECK(twin == single || pe::simdCompiled(), "encode32Scalar differs from encode32");
  // The naive float32 path: same shape, finite.
  std::vector<float> naive = pe::encodeNaiveFloat32(r);
  PE_CHECK(naive.size() == expected && allFinite(naive), "encodeNaiveFloat32");
}

pe::SimilarityRequest similarityRequest(Input& in) {
  return decodeRequest<pe::SimilarityRequest>(in);
}

// Valid but over the fuzzer's per-input budget: such a request is rerun with a bad base instead.
bool similarityTooLarge(const pe::SimilarityRequest& r) {
  const double n = validCount(r.positions, 1, pe::Limits::maxSimilarityPositions);
  const double d = validCount(r.dModel, 1, pe::Limits::maxDModel);
  return n * n > kMaxSimilarity || n * pairsOf(d) > kMaxProfileWork;
}

void checkWorkspace(Input& in) {
  pe::Workspace workspace;
  // A few calls on one workspace, so buffers grow and shrink.
  for (int call = 0; call < 4 && !in.empty(); ++call) {
    const int which = in.byte() % 3;
    if (which == 0) {
      pe::EncodingRequest r = encodingRequest(in);
      const bool scalar = in.flag(true);
      const auto kernel = scalar ? pe::Workspace::Kernel::Scalar : pe::Workspace::Kernel::Simd;
      if (encodingCost(r) > kMaxElements) {
        r.base = invalidBase(in);
        mustThrow("Workspace::encode", {ENCODING_FIELDS}, [&] { workspace.encode(r, kernel); });
        continue;
      }
      std::size_t written = 0;
      if (!attempt("Workspace::encode", {ENCODING_FIELDS}, [&] { written = workspace.encode(r, kernel); })) continue;
      const std::vector<float> reference = pe::encode32(r);
      PE_CHECK(written == reference.size() && workspace.size() == written, "Workspace::encode size");
      PE_CHECK(pe::simdCompiled() || std::equal(reference.begin(), reference.end(), workspace.data()),
               "Workspace::encode differs from encode32");
    } else if (which == 1) {
      pe::SimilarityRequest r = similarityRequest(in);
      if (similarityTooLarge(r)) {
        r.base = invalidBase(in);
        mustThrow("Workspace::similarity", {"positions", "dModel", "base", "offset"}, [&] { workspace.similarity(r); });
        continue;
      }
      std::size_t written = 0;
      if (!attempt("Workspace::similarity", {"positions", "dModel", "base", "offset"},
                   [&] { written = workspace.similarity(r); })) {
        continue;
      }
      const std::vector<float> reference = pe::similarity(r);
      PE_CHECK(written == reference.size() && workspace.size() == written, "Workspace::similarity size");
      PE_CHECK(std::equal(reference.begin(), reference.end(), workspace.data()),
               "Workspace::similarity differs from similarity");
    } else {
      const double count = in.number(16);
      const auto value = static_cast<float>(in.number(0.25));
      if (validCount(count, 0, static_cast<double>(pe::Limits::maxElements)) > kMaxElements) continue;
      std::size_t written = 0;
      if (!attempt("Workspace::fill", {"count"}, [&] { written = workspace.fill(count, value); })) continue;
      PE_CHECK(written == static_cast<std::size_t>(count) && workspace.size() == written, "Workspace::fill size");
      for (std::size_t i = 0; i < written; ++i) {
        const float got = workspace.data()[i];
        PE_CHECK(got == value || (std::isnan(got) && std::isnan(value)), "Workspace::fill value");
      }
    }
  }
}

void checkFrequencies(Input& in) {
  const double d = in.number(4), base = in.number(10000);
  const std::string convention = in.name("paper");
  std::vector<pe::PairFrequency> result;
  if (!attempt("frequencies", {"dModel", "base", "convention"}, [&] { result = pe::frequencies(d, base, convention); }))
    return;
  PE_CHECK(result.size() == static_cast<std::size_t>(pe::pairCount(static_cast<int>(d))), "frequencies size");
  for (const pe::PairFrequency& f : result) {
    PE_CHECK(std::isfinite(f.omega) && f.omega > 0 && f.omega <= 1 && std::isfinite(f.wavelength),
             "frequency " + show(f.omega));
  }
}

void checkPrecision(Input& in) {
  const auto r = decodeRequest<pe::PrecisionRequest>(in);
  pe::PrecisionReport report;
  if (!attempt("precision", {"pos", "dModel", "base"}, [&] { report = pe::precision(r); })) return;
  const auto d = static_cast<std::size_t>(r.dModel);
  PE_CHECK(report.exact.size() == d && report.naive.size() == d && report.fast.size() == d, "precision sizes");
  PE_CHECK(std::isfinite(report.maxErrorNaive) && report.maxErrorNaive <= 2.0, "precision naive error");
#ifdef PE_FUZZ_FULL_ACCURACY
  PE_CHECK(report.maxErrorFast <= 1e-6, "precision fast error " + show(report.maxErrorFast));
#else
  PE_CHECK(report.maxErrorFast <= 1e-6 || r.pos >= 100000, "precision fast error " + show(report.maxErrorFast));
#endif
}

void checkCompare(Input& in) {
  pe::EncodingRequest a = encodingRequest(in);
  pe::EncodingRequest b = a;
  const std::uint8_t mode = in.byte();
  if (mode & 1) b.layout = in.name("concatenated");
  if (mode & 2) b.convention = in.name("tensor2tensor");
  if (mode & 4) b.base = in.number(100);
  if (mode & 8) b.offset = in.number(1);
  if (mode & 16) b.positions = in.number(b.positions);
  if (mode & 32) b.dModel = in.number(b.dModel);
  if (std::max(encodingCost(a), encodingCost(b)) > kMaxElements) {
    a.base = invalidBase(in);
    mustThrow("compareEncodings", {ENCODING_FIELDS, "b"}, [&] { pe::compareEncodings(a, b); });
    return;
  }
  pe::EncodingComparison result;
  if (!attempt("compareEncodings", {ENCODING_FIELDS, "b"}, [&] { result = pe::compareEncodings(a, b); })) return;
  const auto n = static_cast<int>(a.positions), d = static_cast<int>(a.dModel);
  PE_CHECK(result.difference.size() == static_cast<std::size_t>(n) * d, "compareEncodings size");
  PE_CHECK(result.maxAbsDifference >= 0 && result.maxAbsDifference <= 2, "compareEncodings max");
  if (result.maxAbsDifference > 0) {
    PE_CHECK(result.maxRow >= 0 && result.maxRow < n && result.maxDim >= 0 && result.maxDim < d, "compare argmax");
  }
}

void checkLearned(Input& in) {
  const auto r = decodeRequest<pe::LearnedTableRequest>(in);
  pe::LearnedTable table{};
  if (!attempt("learnedTable", {"maxLen", "dModel"}, [&] { table = pe::learnedTable(r); })) return;
  PE_CHECK(table.parameters == r.maxLen * r.dModel && table.float32Bytes == 4 * table.parameters, "learnedTable");
}

void checkSteps(Input& in) {
  auto r = decodeRequest<pe::StepsRequest>(in);
  std::vector<pe::Step> result;
  if (!attempt("steps", {"pos", "dModel", "base", "layout", "convention"}, [&] { result = pe::steps(r); })) return;
  const auto d = static_cast<std::size_t>(r.dModel);
  PE_CHECK(result.size() == d, "steps size");
  // The same float64 values as encode64's row for pos.
  const std::vector<double> row = pe::encode64({1, r.dModel, r.base, r.layout, r.pos, r.convention});
  for (std::size_t j = 0; j < d; ++j) {
    PE_CHECK(result[j].dim == static_cast<int>(j), "steps dim");
    PE_CHECK(result[j].value == row[j], "steps value differs from encode64 at dim " + std::to_string(j));
    PE_CHECK(std::isfinite(result[j].angle) && std::isfinite(result[j].derivative), "steps finite");
  }
}

void checkTurns(Input& in) {
  auto r = decodeRequest<pe::TurnsRequest>(in);
  pe::Turns result;
  if (!attempt("turns", {"pos", "dModel", "base"}, [&] { result = pe::turns(r); })) return;
  const auto pairs = static_cast<std::size_t>(pe::pairCount(static_cast<int>(r.dModel)));
  PE_CHECK(result.turns.size() == pairs && result.reduced.size() == pairs, "turns size");
  const double twoPi = 2.0 * std::acos(-1.0);
  for (std::size_t i = 0; i < pairs; ++i) {
    PE_CHECK(result.turns[i] >= 0 && std::isfinite(result.turns[i]), "turns finite, not negative");
    PE_CHECK(result.reduced[i] >= 0 && result.reduced[i] < twoPi, "turns reduced in [0, 2 pi)");
  }
  PE_CHECK(result.pairsPastOneTurn >= 0 && static_cast<std::size_t>(result.pairsPastOneTurn) <= pairs, "turns count");
}

void checkShift(Input& in) {
  auto r = decodeRequest<pe::ShiftRequest>(in);
  pe::ShiftResult result;
  if (!attempt("relativeShift", {"pos", "k", "dModel", "base"}, [&] { result = pe::relativeShift(r); })) return;
  const auto d = static_cast<std::size_t>(r.dModel);
  PE_CHECK(
      result.blocks.size() == d / 2 && result.pe.size() == d && result.rotated.size() == d && result.direct.size() == d,
      "relativeShift sizes");
  PE_CHECK(result.maxError <= 1e-6, "relativeShift maxError " + show(result.maxError));
  PE_CHECK(result.maxErrorF32 <= 1e-5, "relativeShift maxErrorF32 " + show(result.maxErrorF32));
}

void checkSimilarity(Input& in) {
  pe::SimilarityRequest r = similarityRequest(in);
  const double n = validCount(r.positions, 1, pe::Limits::maxSimilarityPositions);
  const double dv = validCount(r.dModel, 1, pe::Limits::maxDModel);
  if (similarityTooLarge(r)) {
    r.base = invalidBase(in);
    mustThrow("similarity", {"positions", "dModel", "base", "offset"}, [&] { pe::similarity(r); });
    return;
  }
  std::vector<float> s;
  if (!attempt("similarity", {"positions", "dModel", "base", "offset"}, [&] { s = pe::similarity(r); })) return;
  const auto rows = static_cast<std::size_t>(n);
  const auto d = static_cast<int>(dv);
  PE_CHECK(s.size() == rows * rows, "similarity size");
  PE_CHECK(allFinite(s), "similarity finite");
  for (std::size_t p = 0; p < rows; ++p) {
    for (std::size_t q = p + 1; q < rows; ++q) {
      if (d % 2 == 0) PE_CHECK(s[p * rows + q] == s[q * rows + p], "similarity symmetric for even d");
    }
    if (d % 2 == 0) PE_CHECK(std::fabs(s[p * rows + p] - d / 2) <= 1e-6 * d + 1e-5, "similarity diagonal");
  }
  // Against explicit dot products of encode64 rows, when that is cheap.
  if (n * n * d <= 1 << 18) {
    const std::vector<double> m = pe::encode64({r.positions, r.dModel, r.base, "interleaved", r.offset, "paper"});
    for (std::size_t p = 0; p < rows; ++p) {
      for (std::size_t q = 0; q < rows; ++q) {
        double dot = 0;
        for (int j = 0; j < d; ++j) dot += m[p * d + j] * m[q * d + j];
        PE_CHECK(std::fabs(s[p * rows + q] - dot) <= 1e-6 * d + 1e-5,
                 "similarity vs dot product: " + show(s[p * rows + q]) + " vs " + show(dot));
      }
    }
  }
}

void checkProfile(Input& in) {
  auto r = decodeRequest<pe::OffsetProfileRequest>(in);
  const double k = validCount(r.maxOffset, 0, pe::Limits::maxOffset);
  const double d = validCount(r.dModel, 1, pe::Limits::maxDModel);
  if ((k + 1) * pairsOf(d) > kMaxProfileWork) {
    r.base = invalidBase(in);
    mustThrow("offsetProfile", {"maxOffset", "dModel", "base", "pos"}, [&] { pe::offsetProfile(r); });
    return;
  }
  std::vector<double> g;
  if (!attempt("offsetProfile", {"maxOffset", "dModel", "base", "pos"}, [&] { g = pe::offsetProfile(r); })) return;
  PE_CHECK(g.size() == static_cast<std::size_t>(k) + 1, "offsetProfile size");
  PE_CHECK(allFinite(g), "offsetProfile finite");
  // g(m) = PE(pos) . PE(pos + m) for a few m.
  const std::vector<double> first = pe::encode64({1, r.dModel, r.base, "interleaved", r.pos, "paper"});
  for (double m : {0.0, 1.0, k / 2, k - 1, k}) {
    m = std::floor(m);
    if (m < 0 || m > k) continue;
    const std::vector<double> other = pe::encode64({1, r.dModel, r.base, "interleaved", r.pos + m, "paper"});
    double dot = 0;
    for (std::size_t j = 0; j < first.size(); ++j) dot += first[j] * other[j];
    // The reference rounds each angle (pos + m) / denominator to float64 first: an error of up
    // to about (pos + m) * 2^-52 radians in each of its d terms, which the closed form, built
    // from the offset m alone, does not make (pos 99999999, d 8: 1e-8 apart).
    const double angleError = d * (r.pos + m) * 4 * std::numeric_limits<double>::epsilon();
    PE_CHECK(std::fabs(g[static_cast<std::size_t>(m)] - dot) <= 1e-9 * d + 1e-9 + angleError,
             "offsetProfile vs dot product at " + show(m) + ": " + show(g[static_cast<std::size_t>(m)]) + " vs " +
                 show(dot));
  }
}

void checkGram(Input& in) {
  const double rows = in.number(8), cols = in.number(4);
  const std::uint8_t mode = in.byte();
  const double r = validCount(rows, 1, pe::Limits::maxGramRows), c = validCount(cols, 1, pe::Limits::maxDModel);
  // The matrix: rows * cols values when that is small, else a short one (size mismatch).
  std::size_t count = r > 0 && c > 0 && r * c <= kMaxGramValues ? static_cast<std::size_t>(r * c) : 16;
  if (mode & 0x10) count = count + 1;
  if ((mode & 0x20) && count > 0) count = count - 1;
  std::vector<float> matrix(count);
  const std::uint8_t seed = in.byte(1);
  for (std::size_t i = 0; i < count; ++i) {
    switch (mode & 3) {
      case 0: matrix[i] = static_cast<float>(std::sin(0.37 * static_cast<double>(i + seed))); break;
      case 1:
        matrix[i] = static_cast<float>(static_cast<std::int8_t>(in.byte(static_cast<std::uint8_t>(i * seed))));
        break;
      case 2: matrix[i] = static_cast<float>(in.number(0.5)); break;  // NaN, Inf, 1e308 -> inf ...
      default: matrix[i] = i == 0 ? std::numeric_limits<float>::quiet_NaN() : 1.0f; break;
    }
  }
  if (r > 0 && c > 0 && (r * r * c > kMaxGramWork || r * r > kMaxSimilarity)) {
    if (!matrix.empty()) matrix[0] = std::numeric_limits<float>::infinity();  // invalid, must throw
    mustThrow("gram", {"rows", "cols", "matrix"}, [&] { pe::gram(matrix, rows, cols); });
    return;
  }
  std::vector<float> g;
  if (!attempt("gram", {"rows", "cols", "matrix"}, [&] { g = pe::gram(matrix, rows, cols); })) return;
  const auto n = static_cast<std::size_t>(r);
  PE_CHECK(g.size() == n * n, "gram size");
  std::vector<float> twin(n * n);
  pe::gramScalar(matrix.data(), static_cast<int>(r), static_cast<int>(c), twin.data());
  for (std::size_t p = 0; p < n; ++p) {
    for (std::size_t q = 0; q < n; ++q) {
      const float a = g[p * n + q], b = g[q * n + p];
      PE_CHECK(a == b || (std::isnan(a) && std::isnan(b)), "gram symmetric");
      PE_CHECK(pe::simdCompiled() || a == twin[p * n + q] || (std::isnan(a) && std::isnan(twin[p * n + q])),
               "gram differs from gramScalar");
    }
  }
}

pe::AttentionRequest attentionRequest(Input& in) {
  return decodeRequest<pe::AttentionRequest>(in);
}

double attentionCost(double tokens, double dModel) {
  const double n = std::min(tokens, static_cast<double>(pe::Limits::maxTokens));
  const double d = validCount(dModel, 1, pe::Limits::maxAttentionDModel);
  return n * d * std::max(n, d);
}

void checkAttention(Input& in) {
  pe::AttentionRequest r = attentionRequest(in);
  const std::initializer_list<const char*> fields = {"tokens", "dModel", "base", "offset", "seed"};
  if (attentionCost(static_cast<double>(r.tokens.size()), r.dModel) > kMaxAttentionWork) {
    r.base = invalidBase(in);
    mustThrow("attention", fields, [&] { pe::attention(r); });
    return;
  }
  pe::AttentionResult result;
  if (!attempt("attention", fields, [&] { result = pe::attention(r); })) return;
  const std::size_t n = r.tokens.size();
  const auto d = static_cast<std::size_t>(r.dModel);
  PE_CHECK(result.dModel == static_cast<int>(d) && result.tokens.size() == n, "attention shape");
  for (const auto* v : {&result.embeddings, &result.positional, &result.inputs, &result.queries, &result.keys,
                        &result.values, &result.output}) {
    PE_CHECK(v->size() == n * d && allFinite(*v), "attention n x d matrices");
  }
  PE_CHECK(result.weights.size() == n * n && allFinite(result.weights), "attention weights size");
  for (std::size_t p = 0; p < n; ++p) {
    PE_CHECK(result.tokens[p] == pe::normaliseToken(r.tokens[p]), "attention tokens normalised");
    double total = 0;
    for (std::size_t q = 0; q < n; ++q) {
      const double w = result.weights[p * n + q];
      PE_CHECK(w >= 0 && w <= 1, "attention weight in [0, 1]");
      total += w;
    }
    PE_CHECK(std::fabs(total - 1) <= 1e-9, "attention softmax row sums to 1");
    const std::vector<double> e =
        pe::tokenEmbedding(result.tokens[p], static_cast<int>(d), static_cast<std::uint32_t>(r.seed));
    PE_CHECK(std::equal(e.begin(), e.end(), result.embeddings.begin() + static_cast<std::ptrdiff_t>(p * d)),
             "attention embedding is tokenEmbedding");
  }
  if (!r.usePE) {
    PE_CHECK(std::all_of(result.positional.begin(), result.positional.end(), [](double v) { return v == 0; }),
             "attention without PE has zero positional");
  }
}

void checkPermutation(Input& in) {
  pe::PermutationRequest r;
  r.tokensA = in.tokens();
  const std::uint8_t mode = in.byte();
  if (mode & 1) {
    r.tokensB = in.tokens();
  } else {  // a reordering of A: rotate, then maybe reverse
    r.tokensB = r.tokensA;
    if (!r.tokensB.empty()) {
      std::rotate(r.tokensB.begin(), r.tokensB.begin() + (mode >> 2) % r.tokensB.size(), r.tokensB.end());
    }
    if (mode & 2) std::reverse(r.tokensB.begin(), r.tokensB.end());
  }
  r.dModel = in.number(r.dModel);
  r.base = in.number(r.base);
  r.seed = in.number(r.seed);
  const std::initializer_list<const char*> fields = {"tokensA", "tokensB", "dModel", "base", "seed"};
  const double tokens = static_cast<double>(std::max(r.tokensA.size(), r.tokensB.size()));
  if (attentionCost(tokens, r.dModel) * 4 > kMaxAttentionWork) {
    r.base = invalidBase(in);
    mustThrow("permutation", fields, [&] { pe::permutation(r); });
    return;
  }
  pe::PermutationResult result;
  const bool ok = attempt("permutation", fields, [&] { result = pe::permutation(r); });
  if (!ok) return;
  PE_CHECK(result.rows.size() == r.tokensA.size() && result.tokensB.size() == r.tokensB.size(), "permutation sizes");
  std::vector<bool> seen(result.tokensB.size(), false);
  for (const pe::PermutationRow& row : result.rows) {
    PE_CHECK(row.posA >= 0 && row.posA < static_cast<int>(result.tokensA.size()), "permutation posA");
    PE_CHECK(row.posB >= 0 && row.posB < static_cast<int>(result.tokensB.size()), "permutation posB");
    PE_CHECK(!seen[row.posB], "permutation posB used twice");
    seen[row.posB] = true;
    PE_CHECK(result.tokensB[row.posB] == row.token && result.tokensA[row.posA] == row.token, "permutation token");
    PE_CHECK(row.withoutPE <= 1e-9, "permutation without PE is equivariant: " + show(row.withoutPE));
    PE_CHECK(std::isfinite(row.withPE), "permutation withPE finite");
  }
}

void checkHelpers(Input& in) {
  const double value = in.number(0);
  const std::string text = in.name("paper");
  const double lo = in.number(0), hi = in.number(10);
  // requireInteger with any bounds the core uses (lo <= hi, both exact in a double).
  const auto lo64 = static_cast<std::int64_t>(std::max(-1e15, std::min(1e15, std::isnan(lo) ? 0.0 : lo)));
  const auto hi64 = static_cast<std::int64_t>(std::max(-1e15, std::min(1e15, std::isnan(hi) ? 0.0 : hi)));
  if (lo64 <= hi64) {
    std::int64_t got = 0;
    if (attempt("requireInteger", {"n"}, [&] { got = pe::requireInteger("n", value, lo64, hi64); })) {
      PE_CHECK(static_cast<double>(got) == value && got >= lo64 && got <= hi64, "requireInteger");
    }
  }
  double base = 0;
  if (attempt("requireBase", {"base"}, [&] { base = pe::requireBase(value); })) {
    PE_CHECK(base == value && value > 1 && value <= pe::Limits::maxBase, "requireBase accepted " + show(value));
  }
  pe::Layout layout{};
  if (attempt("parseLayout", {"layout"}, [&] { layout = pe::parseLayout(text); })) {
    PE_CHECK(text == pe::layoutName(layout), "parseLayout round trip");
  }
  pe::Convention convention{};
  if (attempt("parseConvention", {"convention"}, [&] { convention = pe::parseConvention(text); })) {
    PE_CHECK(text == pe::conventionName(convention), "parseConvention round trip");
  }
  const std::string formatted = pe::formatNumber(value);
  PE_CHECK(!formatted.empty() && formatted.size() < 40, "formatNumber length");
  if (std::isfinite(value)) {
    PE_CHECK(std::strtod(formatted.c_str(), nullptr) == value, "formatNumber reads back: " + formatted);
  }
  const std::string normalised = pe::normaliseToken(text);
  PE_CHECK(normalised.size() == text.size(), "normaliseToken keeps the length");
  PE_CHECK(pe::normaliseToken(normalised) == normalised, "normaliseToken is idempotent");
  const int d = static_cast<int>(in.byte(8)) + 1;
  const auto seed = static_cast<std::uint32_t>(in.unsignedLE(4));
  const std::vector<double> e = pe::tokenEmbedding(normalised, d, seed);
  PE_CHECK(e.size() == static_cast<std::size_t>(d), "tokenEmbedding size");
  PE_CHECK(std::all_of(e.begin(), e.end(), [](double v) { return v >= -1 && v < 1; }), "tokenEmbedding range");
}

// --- RoPE, ALiBi, T5, extension, presets, schemes ---------------------------------------------

#define ROPE_FIELDS \
  "x", "q", "pos", "dModel", "base", "pairing", "m", "n", "shift", "seed", "maxOffset", "starts", "offset"

void checkRopeRotate(Input& in) {
  const auto r = decodeRequest<pe::RopeRotateRequest>(in);
  std::vector<double> out;
  if (!attempt("ropeRotate", {ROPE_FIELDS}, [&] { out = pe::ropeRotate(r); })) return;
  PE_CHECK(out.size() == r.x.size() && allFinite(out), "ropeRotate size");
  // A rotation keeps the length of every pair, and R(0) is the identity.
  const pe::RopePairing pairing = pe::parseRopePairing(r.pairing);
  const int d = static_cast<int>(r.x.size());
  for (int i = 0; i < d / 2; ++i) {
    const pe::RopePairDims dims = pe::ropePairDims(i, d, pairing);
    const double before = std::hypot(r.x[dims.first], r.x[dims.second]);
    const double after = std::hypot(out[dims.first], out[dims.second]);
    PE_CHECK(std::fabs(after - before) <= 1e-12 * before + 1e-300,
             "ropeRotate keeps |pair| " + show(before) + " vs " + show(after));
    if (r.pos == 0) PE_CHECK(out[dims.first] == r.x[dims.first] && out[dims.second] == r.x[dims.second], "R(0) = I");
  }
}

void checkRopeSteps(Input& in) {
  const auto r = decodeRequest<pe::RopeStepsRequest>(in);
  std::vector<pe::RopeStep> steps;
  if (!attempt("ropeSteps", {ROPE_FIELDS}, [&] { steps = pe::ropeSteps(r); })) return;
  PE_CHECK(steps.size() * 2 == r.q.size(), "ropeSteps size");
  pe::RopeRotateRequest same;
  same.x = r.q;
  same.pos = r.pos;
  same.base = r.base;
  same.pairing = r.pairing;
  const std::vector<double> rotated = pe::ropeRotate(same);
  for (const pe::RopeStep& step : steps) {
    PE_CHECK(step.outFirst == rotated[step.firstDim] && step.outSecond == rotated[step.secondDim],
             "ropeSteps agrees with ropeRotate at pair " + std::to_string(step.pair));
    PE_CHECK(step.omega > 0 && step.omega <= 1 && std::isfinite(step.wavelength), "ropeSteps frequency");
  }
}

void checkRopeRelative(Input& in) {
  const auto r = decodeRequest<pe::RopeRelativeRequest>(in);
  pe::RopeRelativeResult result;
  if (!attempt("ropeRelative", {ROPE_FIELDS}, [&] { result = pe::ropeRelative(r); })) return;
  const double d = r.dModel;
  PE_CHECK(result.q.size() == static_cast<std::size_t>(d) && result.k.size() == result.q.size(), "ropeRelative sizes");
  // |q|, |k| <= sqrt(d); the float64 angles are off by about ulp(1e8) ~ 1.5e-8 at most.
  PE_CHECK(result.relativeError <= 1e-7 * d + 1e-12, "ropeRelative relativeError " + show(result.relativeError));
  double qq = 0, kk = 0;
  for (std::size_t j = 0; j < result.q.size(); ++j) {
    qq += result.q[j] * result.q[j];
    kk += result.k[j] * result.k[j];
  }
  // The documented float32 bound: (d + 8) * 2^-23 * |q| * |k| (plus the float64 angles' own error).
  const double bound = (d + 8) * 0x1.0p-23 * std::sqrt(qq * kk) + 1e-7 * d;
  PE_CHECK(result.rounded.maxError <= bound, "ropeRelative rounded error " + show(result.rounded.maxError));
  PE_CHECK(std::isfinite(result.naive.maxError), "ropeRelative naive finite");
}

void checkRopeDecay(Input& in) {
  auto r = decodeRequest<pe::RopeDecayRequest>(in);
  const double k = validCount(r.maxOffset, 0, pe::Limits::maxOffset);
  const double d = validCount(r.dModel, 2, pe::Limits::maxDModel);
  if ((k + 1) * (d / 2) > kMaxProfileWork) {
    r.base = invalidBase(in);
    mustThrow("ropeDecay", {ROPE_FIELDS}, [&] { pe::ropeDecay(r); });
    return;
  }
  pe::RopeDecay decay;
  if (!attempt("ropeDecay", {ROPE_FIELDS}, [&] { decay = pe::ropeDecay(r); })) return;
  PE_CHECK(decay.g.size() == static_cast<std::size_t>(k) + 1 && decay.bound.size() == decay.g.size(),
           "ropeDecay sizes");
  PE_CHECK(decay.g[0] == d / 2 && std::fabs(decay.bound[0] - (d / 2 + 1) / 2) <= 1e-12 * d, "ropeDecay at 0");
  for (std::size_t m = 0; m < decay.g.size(); ++m) {
    PE_CHECK(std::fabs(decay.g[m]) <= d / 2 + 1e-9 && decay.bound[m] >= 0 && std::isfinite(decay.bound[m]),
             "ropeDecay g and bound in range at " + std::to_string(m));
  }
}

void checkWDemo(Input& in) {
  auto r = decodeRequest<pe::WDemoRequest>(in);
  const double d = validCount(r.dModel, 2, pe::RopeLimits::maxWDemoDModel);
  const double starts = std::min(static_cast<double>(r.starts.size()), 64.0);
  if (d * d * (starts + 2) > kMaxWDemoWork) {
    r.base = invalidBase(in);
    mustThrow("ropeWDemo", {ROPE_FIELDS}, [&] { pe::wDemo(r); });
    return;
  }
  pe::WDemoResult w;
  if (!attempt("ropeWDemo", {ROPE_FIELDS}, [&] { w = pe::wDemo(r); })) return;
  PE_CHECK(w.m.size() == r.starts.size() && w.ropeScores.size() == w.m.size() && w.rawScores.size() == w.m.size() &&
               w.additiveScores.size() == w.m.size(),
           "ropeWDemo sizes");
  PE_CHECK(allFinite(w.ropeScores) && allFinite(w.additiveScores) && allFinite(w.rawScores), "ropeWDemo finite");
  const double lastPosition = *std::max_element(w.n.begin(), w.n.end());
  // The offset-only scores stay equal up to rounding of the angles (ulp(position)).
  const double slack = 1e-13 * d * d + 1e-15 * lastPosition * d * d;
  PE_CHECK(w.ropeSpread <= slack && w.rawSpread <= slack,
           "ropeWDemo spreads " + show(w.ropeSpread) + ", " + show(w.rawSpread));
}

void checkAlibi(Input& in) {
  auto r = decodeRequest<pe::AlibiRequest>(in);
  const double h = validCount(r.heads, 1, pe::AlibiLimits::maxHeads);
  const double n = validCount(r.positions, 1, pe::AlibiLimits::maxPositions);
  if (h * n * n > kMaxBiasValues) {
    r.heads = 0;
    mustThrow("alibi", {"heads", "positions"}, [&] { pe::alibiBias(r); });
    return;
  }
  pe::AlibiResult result;
  if (!attempt("alibi", {"heads", "positions"}, [&] { result = pe::alibiBias(r); })) return;
  const auto count = static_cast<std::size_t>(n);
  PE_CHECK(
      result.slopes.size() == static_cast<std::size_t>(h) && result.bias.size() == result.slopes.size() * count * count,
      "alibi sizes");
  PE_CHECK(result.slopes == pe::alibiSlopes(r.heads), "alibi slopes are alibiSlopes");
  for (std::size_t head = 0; head < result.slopes.size(); ++head) {
    PE_CHECK(result.slopes[head] > 0 && result.slopes[head] < 1, "alibi slope in (0, 1)");
    for (std::size_t i = 0; i < count; ++i) {
      for (std::size_t j = 0; j < count; ++j) {
        const double b = result.bias[(head * count + i) * count + j];
        if (j > i && r.causal) {
          PE_CHECK(std::isinf(b) && b < 0, "alibi masked entry");
        } else {
          PE_CHECK(b <= 0 && std::isfinite(b) && (i != j || (b == 0 && !std::signbit(b))), "alibi entry");
        }
      }
    }
  }
}

void checkT5(Input& in) {
  const std::initializer_list<const char*> fields = {"relativePosition", "positions", "numBuckets",
                                                     "maxDistance",      "heads",     "seed"};
  const auto one = decodeRequest<pe::T5BucketRequest>(in);
  int bucket = -1;
  if (attempt("t5Bucket", fields, [&] { bucket = pe::t5Bucket(one); })) {
    PE_CHECK(bucket >= 0 && bucket < one.numBuckets, "t5Bucket in range");
    const int nearby = pe::t5BucketFloat64(one.relativePosition, one.bidirectional, one.numBuckets, one.maxDistance);
    PE_CHECK(std::abs(nearby - bucket) <= 1, "t5Bucket float32 and float64 within one bucket");
  }
  auto bias = decodeRequest<pe::T5BiasRequest>(in);
  const double n = validCount(bias.positions, 1, pe::T5Limits::maxPositions);
  const double h = validCount(bias.heads, 1, pe::T5Limits::maxHeads);
  const double scan = validCount(bias.maxDistance, 2, pe::T5Limits::maxDistance) + 1;
  if (std::max(h, 1.0) * n * n > kMaxBiasValues || scan > kMaxBucketScan) {
    bias.positions = 0;
    mustThrow("t5Bias", fields, [&] { pe::t5Bias(bias); });
    return;
  }
  pe::T5Bias result;
  if (!attempt("t5Bias", fields, [&] { result = pe::t5Bias(bias); })) return;
  const auto count = static_cast<std::size_t>(n);
  const auto buckets = static_cast<std::size_t>(result.numBuckets);
  PE_CHECK(result.table.size() == static_cast<std::size_t>(h) * buckets && result.buckets.size() == count * count &&
               result.bias.size() == static_cast<std::size_t>(h) * count * count,
           "t5Bias sizes");
  for (std::size_t k = 0; k < result.bias.size(); ++k) {
    const int b = result.buckets[k % (count * count)];
    PE_CHECK(b >= 0 && static_cast<std::size_t>(b) < buckets, "t5Bias bucket in range");
    PE_CHECK(result.bias[k] == result.table[(k / (count * count)) * buckets + b], "t5Bias is a table lookup");
  }
  pe::T5BucketsRequest table;
  table.positions = bias.positions;
  table.bidirectional = bias.bidirectional;
  table.numBuckets = bias.numBuckets;
  table.maxDistance = bias.maxDistance;
  const pe::T5Buckets ranges = pe::t5Buckets(table);
  PE_CHECK(ranges.buckets == result.buckets, "t5Buckets and t5Bias agree");
  for (const pe::T5BucketRange& range : ranges.ranges) {
    PE_CHECK(
        range.fromOffset <= range.toOffset && pe::t5Bucket(static_cast<double>(range.fromOffset), table.bidirectional,
                                                           table.numBuckets, table.maxDistance) == range.bucket,
        "t5Buckets range");
  }
}

void checkExtension(Input& in) {
  const auto r = decodeRequest<pe::ExtensionRequest>(in);
  pe::ExtensionResult result;
  if (!attempt("extension", {"method", "dModel", "base", "trainLength", "scale", "pos", "alpha", "beta", "yarnRamp"},
               [&] { result = pe::extension(r); })) {
    return;
  }
  PE_CHECK(result.pairs.size() * 2 == static_cast<std::size_t>(r.dModel), "extension size");
  PE_CHECK(result.attentionFactor >= 1 && std::isfinite(result.newBase) && result.newBase >= r.base,
           "extension factor, base");
  int unseen = 0;
  int backInArc = 0;
  for (const pe::ExtensionPair& p : result.pairs) {
    PE_CHECK(std::isfinite(p.omegaNew) && p.omegaNew > 0 && p.omegaNew <= p.omega * (1 + 1e-12),
             "extension never speeds a pair up");
    PE_CHECK(p.omegaNew >= p.omega / r.scale * (1 - 1e-12), "extension slows a pair by at most s");
    PE_CHECK(p.gamma >= 0 && p.gamma <= 1, "extension gamma in [0, 1]");
    PE_CHECK(p.gammaReleased >= 0 && p.gammaReleased <= 1 && p.gammaPaper >= 0 && p.gammaPaper <= 1,
             "extension both ramps in [0, 1]");
    PE_CHECK(p.gamma == (result.yarnRamp == "paper" ? p.gammaPaper : p.gammaReleased), "extension gamma of its form");
    // Steps outside the arc: none for a pair that wrapped; else the shorter way round to the arc,
    // so at most half the gap 2 pi - maxTrainAngle, in steps of omega. Seen is at most one step.
    const double gapSteps = (2.0 * std::acos(-1.0) - p.maxTrainAngle) / p.omega;
    PE_CHECK(std::isfinite(p.stepsOutside) && p.stepsOutside >= 0, "extension stepsOutside >= 0");
    PE_CHECK(!p.wrapped || p.stepsOutside == 0, "extension a wrapped pair is never outside");
    PE_CHECK(p.wrapped || p.stepsOutside <= gapSteps / 2 * (1 + 1e-9) + 1e-9, "extension stepsOutside the shorter way");
    PE_CHECK(p.stepsOutside > 1 + 1e-6 ? !p.seen : p.stepsOutside <= 1 ? p.seen : true, "extension seen within a step");
    unseen += !p.seen;
    backInArc += !p.wrapped && p.pastTrainAngle && p.stepsOutside == 0;
  }
  PE_CHECK(unseen == result.pairsUnseen, "extension pairsUnseen");
  PE_CHECK(backInArc == result.pairsBackInArc, "extension pairsBackInArc");
}

void checkPresets(Input& in) {
  auto r = decodeRequest<pe::PresetTableRequest>(in);
  const std::initializer_list<const char*> fields = {"preset",       "positions",    "dModel", "offset",
                                                     "minTimescale", "maxTimescale", "pos"};
  const double cost = std::max(validCount(r.positions, 1, pe::Limits::maxPositions), 0.0) *
                      std::max(validCount(r.dModel, 1, pe::Limits::maxDModel), 0.0);
  if (cost > kMaxElements) {
    r.preset = "?";
    mustThrow("presetTable", fields, [&] { pe::presetTable(r); });
    return;
  }
  pe::PresetTable exact;
  if (!attempt("presetTable", fields, [&] { exact = pe::presetTable(r); })) {
    mustThrow("presetTableFloat32", fields, [&] { pe::presetTableFloat32(r); });
    return;
  }
  const pe::PresetTableFloat32 single = pe::presetTableFloat32(r);
  PE_CHECK(exact.values.size() == static_cast<std::size_t>(cost) && single.values.size() == exact.values.size(),
           "presetTable sizes");
  PE_CHECK(allFinite(exact.values) && allUnit(exact.values) && allFinite(single.values) && allUnit(single.values),
           "presetTable values");
  pe::PresetPrecisionRequest precision;
  precision.preset = r.preset;
  precision.dModel = r.dModel;
  precision.pos = in.number(precision.pos);
  pe::PresetPrecision p{};
  if (attempt("presetPrecision", fields, [&] { p = pe::presetPrecision(precision); })) {
    PE_CHECK(p.maxError >= 0 && p.maxError <= 2 && p.worstDim >= 0 && p.worstDim < static_cast<int>(r.dModel),
             "presetPrecision");
  }
}

void checkSchemes(Input& in) {
  auto r = decodeRequest<pe::SchemeAttentionRequest>(in);
  const std::initializer_list<const char*> fields = {"tokens", "scheme", "dModel",     "base",       "seed",
                                                     "heads",  "head",   "numBuckets", "maxDistance"};
  if (attentionCost(static_cast<double>(r.tokens.size()), r.dModel) > kMaxAttentionWork) {
    r.base = invalidBase(in);
    mustThrow("schemeAttention", fields, [&] { pe::schemeAttention(r); });
    return;
  }
  pe::SchemeAttentionResult result;
  if (!attempt("schemeAttention", fields, [&] { result = pe::schemeAttention(r); })) return;
  const std::size_t n = r.tokens.size();
  PE_CHECK(result.scheme == r.scheme && result.tokens.size() == n, "schemeAttention shape");
  PE_CHECK(result.scores.size() == n * n && result.bias.size() == n * n && result.weights.size() == n * n,
           "schemeAttention sizes");
  for (std::size_t i = 0; i < n; ++i) {
    double total = 0;
    for (std::size_t j = 0; j < n; ++j) {
      const double score = result.scores[i * n + j], w = result.weights[i * n + j];
      if (r.causal && j > i) {
        PE_CHECK(std::isinf(score) && score < 0 && w == 0, "schemeAttention masked entry");
      } else {
        PE_CHECK(std::isfinite(score) && std::isfinite(result.bias[i * n + j]), "schemeAttention finite score");
      }
      PE_CHECK(w >= 0 && w <= 1, "schemeAttention weight in [0, 1]");
      total += w;
    }
    PE_CHECK(std::fabs(total - 1) <= 1e-9, "schemeAttention softmax row sums to 1");
  }
}

void checkChoices(Input& in) {
  // Every Choice parameter: a name parses exactly when it is one of the table's choices.
  const std::string text = in.name("interleaved");
  for (const pe::ParameterSpec& spec : pe::parameterTable()) {
    if (spec.kind != pe::ParameterKind::Choice) continue;
    std::size_t index = 0;
    const bool known = std::any_of(spec.choices.begin(), spec.choices.end(), [&](const char* c) { return text == c; });
    PE_CHECK(attempt("requireChoice", {spec.name}, [&] { index = pe::requireChoice(spec.name, text); }) == known,
             std::string("requireChoice ") + spec.name);
    if (known) PE_CHECK(text == spec.choices[index], "requireChoice index");
  }
  pe::RopePairing pairing{};
  if (attempt("parseRopePairing", {"pairing"}, [&] { pairing = pe::parseRopePairing(text); })) {
    PE_CHECK(text == pe::ropePairingName(pairing), "parseRopePairing round trip");
  }
  pe::ExtensionMethod method{};
  if (attempt("parseExtensionMethod", {"method"}, [&] { method = pe::parseExtensionMethod(text); })) {
    PE_CHECK(text == pe::extensionMethodName(method), "parseExtensionMethod round trip");
  }
  pe::Scheme scheme{};
  if (attempt("parseScheme", {"scheme"}, [&] { scheme = pe::parseScheme(text); })) {
    PE_CHECK(text == pe::schemeName(scheme), "parseScheme round trip");
  }
  const double value = in.number(1.5);
  for (const char* name : {"scale", "alpha", "beta", "minTimescale", "maxTimescale"}) {
    double got = 0;
    if (attempt("requireNumber", {name}, [&] { got = pe::requireNumber(name, value); })) {
      const pe::ParameterSpec& spec = pe::parameterSpec(name);
      PE_CHECK(got == value && std::isfinite(value) && value >= spec.min && value <= spec.max,
               "requireNumber accepted " + show(value));
    }
  }
}

// Practice (issue 19): exercises, sets, marking and the answer parser. A leading byte below
// 0x80 picks a valid kind (and, for sets, a list of valid kinds), so the generator is reached
// as often as the refusals.
void checkExercise(const pe::Exercise& e) {
  const std::vector<pe::ExerciseKindInfo> kinds = pe::exerciseKinds();
  const auto info = std::find_if(kinds.begin(), kinds.end(), [&](const auto& k) { return k.kind == e.kind; });
  PE_CHECK(info != kinds.end() && info->section == e.section, "exercise kind and section");
  PE_CHECK(std::isfinite(e.answer), "exercise answer finite");
  // The kind's mistakes, then those of its occasional slips that are distinguishable here: the
  // exercise lists a part of the kind's ids, in the kind's order.
  std::size_t next = 0;
  for (const pe::MistakeValue& m : e.mistakes) {
    while (next < info->mistakes.size() && info->mistakes[next] != m.id) ++next;
    PE_CHECK(next < info->mistakes.size(), "exercise mistake " + m.id + " is one of its kind's, in order");
    ++next;
  }
  for (const pe::MistakeValue& m : e.mistakes) {
    PE_CHECK(std::isfinite(m.value), "exercise mistake finite");
    PE_CHECK(!pe::withinTolerance(m.value, e.answer, e.toleranceKind, e.tolerance), "a mistake is distinguishable");
  }
  for (const pe::NamedValue& v : e.givens) PE_CHECK(std::isfinite(v.value), "exercise givens finite");
  for (const pe::NamedValue& v : e.steps) PE_CHECK(std::isfinite(v.value), "exercise steps finite");
}

void checkPractice(Input& in) {
  const std::vector<pe::ExerciseKindInfo> kinds = pe::exerciseKinds();
  const std::uint8_t pick = in.byte();
  pe::MarkRequest r = decodeRequest<pe::MarkRequest>(in);
  if (pick < 0x80) r.exerciseKind = kinds[pick % kinds.size()].kind;
  pe::ExerciseRequest er;
  er.exerciseKind = r.exerciseKind;
  er.seed = r.seed;
  pe::Exercise e;
  const bool generated = attempt("exercise", {"exerciseKind", "seed"}, [&] { e = pe::exercise(er); });
  if (generated) checkExercise(e);
  pe::Mark mark;
  if (!attempt("markAnswer", {"exerciseKind", "seed", "answer"}, [&] { mark = pe::markAnswer(r); })) return;
  PE_CHECK(generated, "markAnswer accepted what exercise refused");
  const pe::ParsedAnswer parsed = pe::parseAnswer(r.answer);
  if (mark.verdict == "not-understood") {
    PE_CHECK(!parsed.ok && std::isnan(mark.value) && !mark.message.empty() && mark.mistake.empty(), "not understood");
    PE_CHECK(mark.message.size() <= 400, "not-understood message short");
    PE_CHECK(mark.reason.code == parsed.reason.code && mark.reason.at == parsed.reason.at &&
                 mark.reason.text == parsed.reason.text,
             "the mark carries the parser's reason");
    return;
  }
  PE_CHECK(mark.reason.code.empty(), "a marked answer has no reason");
  PE_CHECK(parsed.ok && std::isfinite(mark.value) && mark.value == parsed.value && !mark.readAs.empty(), "read");
  PE_CHECK(mark.verdict == "right" || mark.verdict == "wrong", "verdict");
  PE_CHECK((mark.verdict == "right") == pe::withinTolerance(mark.value, e.answer, e.toleranceKind, e.tolerance),
           "right within tolerance");
  PE_CHECK(mark.verdict == "wrong" || mark.mistake.empty(), "a right answer names no mistake");
}

void checkPracticeSet(Input& in) {
  const std::vector<pe::ExerciseKindInfo> kinds = pe::exerciseKinds();
  const std::uint8_t pick = in.byte();
  pe::PracticeSetRequest r = decodeRequest<pe::PracticeSetRequest>(in);
  if (pick < 0x80) {
    r.exerciseKinds.clear();
    for (int k = 0; k < pick % 4; ++k) r.exerciseKinds.push_back(kinds[(pick + 5 * k) % kinds.size()].kind);
  }
  std::vector<pe::Exercise> set;
  if (!attempt("practiceSet", {"seed", "count", "exerciseKinds"}, [&] { set = pe::practiceSet(r); })) return;
  PE_CHECK(static_cast<double>(set.size()) == r.count, "practiceSet count");
  for (const pe::Exercise& e : set) checkExercise(e);
}

void checkAnswer(Input& in) {
  auto r = decodeRequest<pe::ParseAnswerRequest>(in);
  pe::ParsedAnswer parsed;
  if (!attempt("parseAnswer", {"answer"}, [&] { parsed = pe::parseAnswer(r); })) return;
  if (parsed.ok) {
    PE_CHECK(std::isfinite(parsed.value) && !parsed.readAs.empty() && parsed.message.empty(), "parsed");
    PE_CHECK(parsed.reason.code.empty() && parsed.reason.at == 0 && parsed.reason.text.empty() &&
                 parsed.reason.separator.empty() && parsed.reason.limit == 0,
             "a parsed answer has no reason");
  } else {
    PE_CHECK(std::isnan(parsed.value) && parsed.readAs.empty() && !parsed.message.empty(), "not parsed");
    // The reason's data: a code, a position within the text read (at most maxCharacters
    // characters, so at most one past them) and a text from it (a character, a name, a number or
    // the answer as read: a few bytes for each character).
    PE_CHECK(!parsed.reason.code.empty(), "not parsed: a reason code");
    PE_CHECK(parsed.reason.at >= 0 && parsed.reason.at <= pe::AnswerLimits::maxCharacters + 1, "reason at");
    PE_CHECK(parsed.reason.text.size() <= 4 * static_cast<std::size_t>(pe::AnswerLimits::maxCharacters),
             "reason text short");
  }
}

// encodeColumns: the chosen dimensions of encode64's matrix, [pos][k].
void checkEncodeColumns(Input& in) {
  auto r = decodeRequest<pe::EncodeColumnsRequest>(in);
  const std::initializer_list<const char*> fields = {ENCODING_FIELDS, "dims"};
  if (encodingCost(r) > kMaxElements) {
    r.base = invalidBase(in);
    mustThrow("encodeColumns", fields, [&] { pe::encodeColumns(r); });
    return;
  }
  std::vector<double> columns;
  if (!attempt("encodeColumns", fields, [&] { columns = pe::encodeColumns(r); })) return;
  const auto n = static_cast<std::size_t>(r.positions), d = static_cast<std::size_t>(r.dModel);
  const std::size_t k = r.dims.size();
  PE_CHECK(k >= 1 && k <= static_cast<std::size_t>(pe::Limits::maxColumns) && columns.size() == n * k,
           "encodeColumns size");
  const std::vector<double> whole = pe::encode64(r);
  for (std::size_t row = 0; row < n; ++row) {
    for (std::size_t c = 0; c < k; ++c) {
      const double dim = r.dims[c];
      PE_CHECK(dim >= 0 && dim < static_cast<double>(d) && dim == std::floor(dim), "encodeColumns dim " + show(dim));
      PE_CHECK(columns[row * k + c] == whole[row * d + static_cast<std::size_t>(dim)],
               "encodeColumns differs from encode64 at row " + std::to_string(row) + ", dim " + show(dim));
    }
  }
}

// dependentRanges: each range, applied with the other values, is one the validators accept.
void checkDependentRanges(Input& in) {
  const auto r = decodeRequest<pe::DependentRangesRequest>(in);
  pe::DependentRanges ranges{};
  if (!attempt("dependentRanges", {"positions", "dModel", "pos", "k"}, [&] { ranges = pe::dependentRanges(r); }))
    return;
  const double maxPosition = pe::Limits::maxPosition, maxElements = static_cast<double>(pe::Limits::maxElements);
  PE_CHECK(ranges.maxPositions >= 1 && ranges.maxPositions <= pe::Limits::maxPositions &&
               ranges.maxPositions * r.dModel <= maxElements,
           "dependentRanges maxPositions " + show(ranges.maxPositions));
  PE_CHECK(ranges.maxDModel >= 1 && ranges.maxDModel <= pe::Limits::maxDModel &&
               ranges.maxDModel * r.positions <= maxElements,
           "dependentRanges maxDModel " + show(ranges.maxDModel));
  PE_CHECK(ranges.maxOffset >= 0 && ranges.maxOffset + r.positions - 1 <= maxPosition,
           "dependentRanges maxOffset " + show(ranges.maxOffset));
  PE_CHECK(ranges.minK <= 0 && ranges.maxK >= 0 && r.pos + ranges.minK >= 0 && r.pos + ranges.maxK <= maxPosition,
           "dependentRanges k " + show(ranges.minK) + ".." + show(ranges.maxK));
  for (double v : {ranges.maxPositions, ranges.maxDModel, ranges.maxOffset, ranges.minK, ranges.maxK, ranges.minShift,
                   ranges.maxShift}) {
    PE_CHECK(std::isfinite(v) && v == std::floor(v), "dependentRanges whole numbers " + show(v));
  }
}

// precisionScan: precision()'s errors along a range of positions, each within the documented 1e-6.
void checkPrecisionScan(Input& in) {
  auto r = decodeRequest<pe::PrecisionScanRequest>(in);
  const std::initializer_list<const char*> fields = {"from", "to", "dModel", "base"};
  const double count = validCount(r.to - r.from + 1, 1, pe::Limits::maxPrecisionScan);
  if (count * std::max(validCount(r.dModel, 1, pe::Limits::maxDModel), 0.0) > kMaxElements) {
    r.base = invalidBase(in);
    mustThrow("precisionScan", fields, [&] { pe::precisionScan(r); });
    return;
  }
  pe::PrecisionScan scan;
  if (!attempt("precisionScan", fields, [&] { scan = pe::precisionScan(r); })) return;
  const auto n = static_cast<std::size_t>(count);
  PE_CHECK(count >= 1 && scan.naive.size() == n && scan.fast.size() == n, "precisionScan sizes");
  PE_CHECK(allFinite(scan.naive) && allFinite(scan.fast), "precisionScan finite");
  PE_CHECK(scan.worstNaive == *std::max_element(scan.naive.begin(), scan.naive.end()), "precisionScan worstNaive");
  PE_CHECK(scan.worstFast == *std::max_element(scan.fast.begin(), scan.fast.end()), "precisionScan worstFast");
  PE_CHECK(scan.worstNaivePos >= r.from && scan.worstNaivePos <= r.to &&
               scan.naive[static_cast<std::size_t>(scan.worstNaivePos - static_cast<std::int64_t>(r.from))] ==
                   scan.worstNaive,
           "precisionScan worstNaivePos");
  PE_CHECK(scan.worstFast <= 1e-6 || r.to >= 100000, "precisionScan fast error " + show(scan.worstFast));
}

// The trainer, all ten functions: a trainer of a small model is made (larger valid configs are
// refused by an invalid trainLength instead, as other checkers do with the base), a few calls
// chosen by the input run on it, each request decoded whole, its trainer field this trainer's
// id unless the input asks for a decoded one (any number: freed, never made, not an id), and
// the trainer is freed at the end, leaving the store as it was.
constexpr double kMaxTrainerDModel = 16, kMaxTrainerMlp = 32, kMaxTrainerBlocks = 2, kMaxTrainerEvalLength = 8,
                 kMaxTrainerBatch = 4, kMaxTrainerSteps = 2, kMaxTrainerExamples = 4;

bool trainerTooLarge(const pe::TrainerCreateRequest& r) {
  const double trainLength = validCount(r.trainLength, 1, pe::TrainerLimits::maxTrainLength);
  const double evalLength = r.evalLength == 0 ? 2 * trainLength : r.evalLength;
  return r.dModel > kMaxTrainerDModel || r.mlpWidth > kMaxTrainerMlp || r.blocks > kMaxTrainerBlocks ||
         evalLength > kMaxTrainerEvalLength || r.batch > kMaxTrainerBatch;
}

void checkTrainerCall(Input& in, std::int64_t id) {
  const bool ownId = in.flag(true);
  auto pick = [&](double decoded) { return ownId ? static_cast<double>(id) : decoded; };
  switch (in.byte() % 9) {
    case 0: {
      auto r = decodeRequest<pe::TrainerStepRequest>(in);
      r.trainer = pick(r.trainer);
      if (validCount(r.steps, 1, pe::TrainerLimits::maxSteps) > kMaxTrainerSteps) r.steps = kMaxTrainerSteps;
      pe::TrainerLosses losses;
      if (!attempt("trainerStep", {"trainer", "steps"}, [&] { losses = pe::trainerStep(r); })) return;
      PE_CHECK(static_cast<double>(losses.losses.size()) == r.steps && allFinite(losses.losses), "trainerStep losses");
      return;
    }
    case 1: {
      auto r = decodeRequest<pe::TrainerEvaluateRequest>(in);
      r.trainer = pick(r.trainer);
      if (validCount(r.examples, 1, pe::TrainerLimits::maxExamples) > kMaxTrainerExamples) r.examples = 1;
      pe::TrainerEvaluation e;
      if (!attempt("trainerEvaluate", {"trainer", "evalLength", "examples", "length", "firstExample"},
                   [&] { e = pe::trainerEvaluate(r); }))
        return;
      const std::size_t n = e.lengths.size();
      PE_CHECK(n >= 1 && e.tokenAccuracy.size() == n && e.exactAccuracy.size() == n, "trainerEvaluate sizes");
      for (std::size_t i = 0; i < n; ++i) {
        PE_CHECK(e.tokenAccuracy[i] >= 0 && e.tokenAccuracy[i] <= 1 && e.exactAccuracy[i] >= 0 &&
                     e.exactAccuracy[i] <= e.tokenAccuracy[i],
                 "trainerEvaluate accuracy");
      }
      return;
    }
    case 2: {
      auto r = decodeRequest<pe::TrainerRequest>(in);
      r.trainer = pick(r.trainer);
      std::vector<pe::NamedTensor> weights;
      if (!attempt("trainerWeights", {"trainer"}, [&] { weights = pe::trainerWeights(r); })) return;
      for (const pe::NamedTensor& t : weights) {
        std::size_t size = 1;
        for (int extent : t.shape) size *= static_cast<std::size_t>(extent);
        PE_CHECK(!t.name.empty() && size == t.values.size(), "trainerWeights shape of " + t.name);
      }
      return;
    }
    case 3: {
      auto r = decodeRequest<pe::TrainerSetWeightRequest>(in);
      r.trainer = pick(r.trainer);
      if (r.values.size() > static_cast<std::size_t>(pe::TrainerLimits::maxTensorValues)) r.values.resize(1);
      attempt("trainerSetWeight", {"trainer", "name", "values"}, [&] { pe::trainerSetWeight(r); });
      return;
    }
    case 4:
    case 5: {
      auto r = decodeRequest<pe::TrainerBatchRequest>(in);
      r.trainer = pick(r.trainer);
      if (in.flag(false)) {
        pe::LossAndGradients lg;
        if (!attempt("trainerLossAndGradients", {"trainer", "batchSeed"}, [&] { lg = pe::trainerLossAndGradients(r); }))
          return;
        PE_CHECK(std::isfinite(lg.loss) && lg.loss >= 0, "trainerLossAndGradients loss " + show(lg.loss));
      } else {
        pe::BatchRecord batch;
        if (!attempt("trainerBatch", {"trainer", "batchSeed"}, [&] { batch = pe::trainerBatch(r); })) return;
        const auto cells = static_cast<std::size_t>(batch.size) * static_cast<std::size_t>(batch.length);
        PE_CHECK(batch.tokens.size() == cells && batch.targets.size() == cells && batch.weights.size() == cells &&
                     batch.positions.size() == cells,
                 "trainerBatch sizes");
        // Each example's positions increase (0..length-1, or drawn sorted and distinct).
        for (std::size_t e = 0; e < static_cast<std::size_t>(batch.size); ++e) {
          const int* p = batch.positions.data() + e * static_cast<std::size_t>(batch.length);
          PE_CHECK(p[0] >= 0 && p[batch.length - 1] < pe::TrainerLimits::maxPositions, "trainerBatch positions range");
          for (int t = 1; t < batch.length; ++t) PE_CHECK(p[t - 1] < p[t], "trainerBatch positions increase");
        }
      }
      return;
    }
    case 6: {
      auto r = decodeRequest<pe::TrainerAttentionRequest>(in);
      r.trainer = pick(r.trainer);
      pe::TrainerAttention a;
      if (!attempt("trainerAttention", {"trainer", "digits", "block", "head"}, [&] { a = pe::trainerAttention(r); }))
        return;
      PE_CHECK(a.weights.size() == static_cast<std::size_t>(a.length) * static_cast<std::size_t>(a.length) &&
                   allFinite(a.weights),
               "trainerAttention weights");
      return;
    }
    case 7: {
      auto r = decodeRequest<pe::TrainerPredictRequest>(in);
      r.trainer = pick(r.trainer);
      pe::TrainerPrediction p;
      if (!attempt("trainerPredict", {"trainer", "digits"}, [&] { p = pe::trainerPredict(r); })) return;
      PE_CHECK(p.question.size() == r.digits.size() && p.predicted.size() == p.expected.size(), "trainerPredict");
      return;
    }
    default: {
      auto r = decodeRequest<pe::TrainerRequest>(in);
      r.trainer = pick(r.trainer);
      bool wasLive = false;
      if (!attempt("trainerFree", {"trainer"}, [&] { wasLive = pe::trainerFree(r); })) return;
      if (wasLive && r.trainer == static_cast<double>(id)) {
        pe::TrainerRequest again{};
        again.trainer = r.trainer;
        mustThrow("trainerWeights after trainerFree", {"trainer"}, [&] { pe::trainerWeights(again); });
      }
      return;
    }
  }
}

void checkTrainer(Input& in) {
  auto r = decodeRequest<pe::TrainerCreateRequest>(in);
  const std::initializer_list<const char*> fields = {
      "task",           "positionScheme", "trainLength",  "evalLength",  "dModel",           "heads",    "blocks",
      "mlpWidth",       "batch",          "learningRate", "warmupSteps", "weightDecay",      "clipNorm", "seed",
      "embeddingScale", "positionRange",  "ropeScaling",  "ropeScale",   "ropeTrainedLength"};
  const std::size_t liveBefore = pe::trainerStore().live();
  if (trainerTooLarge(r)) {
    r.trainLength = 0;
    mustThrow("trainerCreate", fields, [&] { pe::trainerCreate(r); });
    return;
  }
  std::int64_t id = 0;
  if (!attempt("trainerCreate", fields, [&] { id = pe::trainerCreate(r).trainer; })) {
    PE_CHECK(pe::trainerStore().live() == liveBefore, "a refused trainerCreate kept a trainer");
    return;
  }
  PE_CHECK(pe::trainerStore().live() == liveBefore + 1, "trainerCreate made one trainer");
  for (int call = 0; call < 4 && !in.empty(); ++call) checkTrainerCall(in, id);
  pe::TrainerRequest free{};
  free.trainer = static_cast<double>(id);
  pe::trainerFree(free);
  PE_CHECK(pe::trainerStore().live() == liveBefore, "the store holds what it held before");
}

// exerciseKinds, alibiSlopes: small calls checked beside their neighbours.
void checkAlibiSlopes(Input& in) {
  const auto r = decodeRequest<pe::AlibiSlopesRequest>(in);
  std::vector<double> slopes;
  if (!attempt("alibiSlopes", {"heads"}, [&] { slopes = pe::alibiSlopes(r); })) return;
  PE_CHECK(static_cast<double>(slopes.size()) == r.heads, "alibiSlopes count");
  for (double m : slopes) PE_CHECK(std::isfinite(m) && m > 0 && m < 1, "alibiSlopes in (0, 1): " + show(m));
}

void checkTrainingOverlap(Input& in) {
  auto r = decodeRequest<pe::TrainingOverlapRequest>(in);
  // The whole range (10,000 steps of 256) takes seconds under the sanitizers: a valid request
  // keeps at most 20,000 questions (an invalid one stays invalid).
  if (std::isfinite(r.steps) && std::isfinite(r.batch) && r.batch >= 1 && r.steps * r.batch > 20000)
    r.steps = std::max(1.0, std::floor(20000 / r.batch));
  pe::TrainingOverlap overlap;
  if (!attempt("trainingOverlap", {"trainLength", "batch", "steps", "seed", "examples"},
               [&] { overlap = pe::trainingOverlap(r); }))
    return;
  PE_CHECK(static_cast<double>(overlap.seen.size()) == r.trainLength &&
               static_cast<double>(overlap.drawn.size()) == r.trainLength,
           "trainingOverlap: one count per trained length");
  double drawn = 0;
  for (std::size_t i = 0; i < overlap.seen.size(); ++i) {
    PE_CHECK(overlap.seen[i] >= 0 && overlap.seen[i] <= r.examples, "trainingOverlap: seen in [0, examples]");
    PE_CHECK(overlap.drawn[i] >= 0, "trainingOverlap: drawn is a count");
    // A length never drawn has no test question seen.
    if (overlap.drawn[i] == 0) PE_CHECK(overlap.seen[i] == 0, "trainingOverlap: seen without a draw");
    drawn += overlap.drawn[i];
  }
  PE_CHECK(drawn == r.steps * r.batch, "trainingOverlap: every training question counted once");
}

using Entry = void (*)(Input&);

// The checker of each function of the export table, by its name there.
struct Checker {
  const char* name;
  Entry check;
};
const Checker kCheckers[] = {
    {"encode64", [](Input& in) { checkEncode(in, false); }},
    {"encodeNaiveFloat32", [](Input& in) { checkEncode(in, true); }},  // with encode32 and its scalar twin
    {"encodeColumns", checkEncodeColumns},
    {"steps", checkSteps},
    {"frequencies", checkFrequencies},
    {"turns", checkTurns},
    {"dependentRanges", checkDependentRanges},
    {"shift", checkShift},
    {"similarity", checkSimilarity},
    {"offsetProfile", checkProfile},
    {"gram", checkGram},
    {"precision", checkPrecision},
    {"precisionScan", checkPrecisionScan},
    {"attention", checkAttention},
    {"permutation", checkPermutation},
    {"learnedTable", checkLearned},
    {"ropeRotate", checkRopeRotate},
    {"ropeSteps", checkRopeSteps},
    {"ropeRelative", checkRopeRelative},
    {"ropeDecay", checkRopeDecay},
    {"ropeWDemo", checkWDemo},
    {"alibiSlopes", checkAlibiSlopes},
    {"alibi", checkAlibi},
    {"t5Bucket", checkT5},  // checkT5 calls t5Bucket, t5Buckets and t5Bias on related requests
    {"t5Buckets", checkT5},
    {"t5Bias", checkT5},
    {"extension", checkExtension},
    {"presetTable", checkPresets},  // checkPresets calls presetTable, presetTableFloat32 and presetPrecision
    {"presetTableFloat32", checkPresets},
    {"presetPrecision", checkPresets},
    {"schemeAttention", checkSchemes},
    {"exercise", checkPractice},  // checkPractice calls exercise and markAnswer on one request
    {"markAnswer", checkPractice},
    {"practiceSet", checkPracticeSet},
    {"parseAnswer", checkAnswer},
    {"trainerCreate", checkTrainer},  // checkTrainer makes a trainer and calls the other nine on it
    {"trainerStep", checkTrainer},
    {"trainerEvaluate", checkTrainer},
    {"trainerWeights", checkTrainer},
    {"trainerSetWeight", checkTrainer},
    {"trainerLossAndGradients", checkTrainer},
    {"trainerBatch", checkTrainer},
    {"trainerAttention", checkTrainer},
    {"trainerPredict", checkTrainer},
    {"trainerFree", checkTrainer},
    {"trainingOverlap", checkTrainingOverlap},
};

// Functions of the export table the fuzzer does not call, each with its reason.
struct Exclusion {
  const char* name;
  const char* reason;
};
const Exclusion kExcluded[] = {
    {"presets", "takes no request: nothing to vary; its list is what checkPresets' names are drawn from"},
    {"exerciseKinds", "takes no request: nothing to vary; checkPractice checks every exercise against it"},
};

// What the export table does not hold, after its functions (make_corpus.mjs reads these names).
struct Extra {
  const char* name;
  Entry check;
};
const Extra kExtras[] = {
    {"compare", checkCompare},      // two requests, bound by hand
    {"workspace", checkWorkspace},  // the benchmark's buffers (core.benchmark)
    {"helpers", checkHelpers},      // the validators on their own
    {"choices", checkChoices},      // every choice parser and its round trip
};

// The export table's names, in its order (tests/fuzz/CMakeLists.txt writes exports.inc from
// cpp/wasm/bindings.cpp).
const char* const kExportNames[] = {
#define PE_FUZZ_EXPORT(NAME) NAME,
#include "exports.inc"
#undef PE_FUZZ_EXPORT
};

// The entries, derived once: every export's checker in the table's order, then kExtras. An
// export with neither a checker nor an exclusion, or a checker or exclusion naming no export,
// stops the fuzzer before its first input.
std::vector<Entry> deriveEntries() {
  auto same = [](const char* a, const char* b) { return std::strcmp(a, b) == 0; };
  auto isExport = [&](const char* name) {
    return std::any_of(std::begin(kExportNames), std::end(kExportNames), [&](const char* e) { return same(e, name); });
  };
  for (const Checker& c : kCheckers) PE_CHECK(isExport(c.name), std::string("kCheckers names no export: ") + c.name);
  for (const Exclusion& x : kExcluded) PE_CHECK(isExport(x.name), std::string("kExcluded names no export: ") + x.name);
  std::vector<Entry> entries;
  for (const char* name : kExportNames) {
    const auto checker =
        std::find_if(std::begin(kCheckers), std::end(kCheckers), [&](const Checker& c) { return same(c.name, name); });
    const bool excluded =
        std::any_of(std::begin(kExcluded), std::end(kExcluded), [&](const Exclusion& x) { return same(x.name, name); });
    PE_CHECK((checker != std::end(kCheckers)) != excluded,
             std::string("export ") + name + " needs exactly one of a checker (kCheckers) or an exclusion (kExcluded)");
    if (!excluded) entries.push_back(checker->check);
  }
  for (const Extra& extra : kExtras) entries.push_back(extra.check);
  return entries;
}

const std::vector<Entry>& entries() {
  static const std::vector<Entry> derived = deriveEntries();
  return derived;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  entries();  // derive the table (and check it) before the first input
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Input in(data, size);
  const std::uint8_t entry = in.byte();
  const std::vector<Entry>& table = entries();
  table[entry % table.size()](in);
  return 0;
}
