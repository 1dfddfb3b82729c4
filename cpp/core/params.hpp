// Parameters of every core computation, their limits, and the one place they are validated.
//
// Rule: every public entry point of the core takes a *Request (numbers as double, names as
// strings, exactly as a caller typed them) and validates it here before doing any work. A bad
// value throws pe::InvalidArgument whose message names the parameter, the value and the
// allowed range; nothing past validation ever sees an unchecked value.
#pragma once

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "choices.hpp"

namespace pe {

// Documented size limits. They keep every result small enough for a browser tab: the largest
// encoding is 2^24 float32 values (64 MiB), the largest similarity 4096^2 (64 MiB).
struct Limits {
  static constexpr int maxDModel = 4096;
  static constexpr int maxPositions = 131072;                  // rows of one encoding matrix
  static constexpr std::int64_t maxElements = 16777216;        // positions * dModel, 2^24
  static constexpr std::int64_t maxMatrixElements = 67108864;  // all live MatrixStore matrices, 2^26
  static constexpr std::int64_t maxPosition = 100000000;       // largest absolute position, 1e8
  static constexpr double maxBase = 1e12;                      // base must be in (1, maxBase]
  static constexpr int maxSimilarityPositions = 4096;
  static constexpr int maxOffset = 1000000;  // offset profile length - 1
  static constexpr int maxTokens = 64;
  static constexpr int maxColumns = 64;          // dimensions per encodeColumns call
  static constexpr int maxPrecisionScan = 4096;  // positions per precisionScan call
  static constexpr int maxTokenBytes = 64;
  static constexpr int maxAttentionDModel = 512;
  static constexpr int maxGramRows = 4096;
  static constexpr double maxGramWork = 4294967296.0;    // rows * rows * cols, 2^32 (2048 x 2048 x 1024)
  static constexpr double maxProfileWork = 67108864.0;   // (maxOffset + 1) * pairs, 2^26
  static constexpr std::int64_t maxSeed = 4294967295LL;  // seeds are 32-bit unsigned
};

// What a refusal says, as data, so a page can word it in its reader's language (the message
// stays the core's English, for the JS API). kind names the rule; the numbers that apply to it
// are set, the others are NaN:
//   integer, number  the value must lie in [min, max] (minOpen / maxOpen: the end is excluded)
//   even             the value must be even
//   at-least         the value must be at least min
//   divides          the value must divide max (heads must divide dModel)
//   product          a product of sizes (got) must be at most max
//   reordering       tokensB must be a reordering of tokensA
//   count            a list must hold min to max entries (got: how many it holds)
//   token-length     each word must be 1 to max bytes long
//   other            anything else: the message says it
struct Refusal {
  std::string kind = "other";
  double min = std::numeric_limits<double>::quiet_NaN();
  double max = std::numeric_limits<double>::quiet_NaN();
  double got = std::numeric_limits<double>::quiet_NaN();
  bool minOpen = false;
  bool maxOpen = false;
};

// Thrown for every invalid argument. parameter() is the name the caller used; refusal() the rule
// as data.
class InvalidArgument : public std::invalid_argument {
 public:
  InvalidArgument(std::string parameter, const std::string& message, Refusal refusal = {})
      : std::invalid_argument(message), parameter_(std::move(parameter)), refusal_(std::move(refusal)) {}
  const std::string& parameter() const noexcept { return parameter_; }
  const Refusal& refusal() const noexcept { return refusal_; }

 private:
  std::string parameter_;
  Refusal refusal_;
};

// Where the sine and cosine of pair i sit in a row.
enum class Layout {
  Interleaved,   // the paper: dim 2i = sin, dim 2i+1 = cos
  Concatenated,  // tensor2tensor: dims 0..ceil(d/2)-1 the sines of pairs 0.., then the cosines
};

// How the exponent of the base in the denominator is chosen. Only Paper is "the" formula;
// the others are the variants people meet in other texts and code, kept for comparison.
enum class Convention {
  Paper,              // exponent 2i/d, i = pair index from 0
  Tensor2Tensor,      // exponent i/(P-1), P = number of pairs: slowest wavelength exactly 2*pi*b
  OneBasedPair,       // exponent 2(i+1)/d: the "0 < i <= d/2" text; every pair one step slower
  DimensionExponent,  // exponent j/d with j the dimension index: a common mistake
};

template <>
struct Choices<Layout> {
  static constexpr const char* parameter = "layout";
  static constexpr Named<Layout> names[] = {{"interleaved", Layout::Interleaved},
                                            {"concatenated", Layout::Concatenated}};
};

template <>
struct Choices<Convention> {
  static constexpr const char* parameter = "convention";
  static constexpr Named<Convention> names[] = {{"paper", Convention::Paper},
                                                {"tensor2tensor", Convention::Tensor2Tensor},
                                                {"one-based-pair", Convention::OneBasedPair},
                                                {"dimension-exponent", Convention::DimensionExponent}};
};

// What kind of value a parameter takes. Lists (Words, Matrix, Integers) use min and max for
// their number of entries.
enum class ParameterKind {
  Integer,   // a whole number in [min, max]
  Number,    // a finite number in [min, max]; an end is open where minExclusive / maxExclusive say so
  Choice,    // one of choices, exactly
  Boolean,   // true or false
  Words,     // a list of min..max strings, each 1..maxEntryBytes UTF-8 bytes
  Matrix,    // a row-major list of min..max finite numbers (crosses to JavaScript as float32)
  Integers,  // a list of min..max whole numbers, each in [0, maxEntry]
  Numbers,   // a vector of min..max finite numbers, each in [-maxEntry, maxEntry] (float64)
  Text,      // a string of min..max UTF-8 bytes, any content (a student's typed answer; a tensor's name)
};

// One parameter of the core, by the name callers use. This table is the single statement of
// every parameter's kind and widest range: validation below reads it, the bindings export it
// (JavaScript: core.parameters), and nothing restates it. A name has ONE entry, however many
// requests use it: where requests need different ranges for one name, the entry holds the
// widest and each request narrows it: by its own ranges[] (FieldRange, below: dModel <= 512
// in attention and ropeWDemo, positions <= 256 in alibi and the T5 tables), or from its other
// fields (offset <= maxPosition - (positions - 1); an even dModel for RoPE; head < heads). A
// request never widens a range, except learnedTable, a size calculator whose dModel goes
// beyond what is ever computed.
// The per-file limit structs (RopeLimits, AlibiLimits, T5Limits, ExtensionLimits) feed the
// entries of their own parameters here, so each number is written once.
struct ParameterSpec {
  const char* name;
  ParameterKind kind;
  double min = 0;
  double max = 0;
  bool minExclusive = false;
  std::vector<const char*> choices;  // Choice only
  double maxEntry = 0;               // Words: bytes per word; Integers: largest entry; Numbers: largest |entry|
  bool maxExclusive = false;         // Number only
};

// Every parameter, in a fixed order.
const std::vector<ParameterSpec>& parameterTable();
// The published limits by name (JavaScript: core.limits): the Limits constants and the narrower
// ones of the newer calls (maxAlibiPositions, ...), listed once here; the page and tests read
// them instead of restating numbers.
struct NamedLimit {
  const char* name;
  double value;
};
const std::vector<NamedLimit>& limitTable();

// The entry for a name; throws std::logic_error for a name not in the table (a core bug).
const ParameterSpec& parameterSpec(const std::string& name);
const char* kindName(ParameterKind kind);

// The rule a parameter follows, as a sentence that starts with its name ("dModel must be an
// integer in [1, 4096]"), with [min, max] in place of the table's range (a request's own
// range). Validation's messages are this rule and "; got ...", and the bindings export it with
// each request field, so JavaScript quotes the very same words for a wrong type.
std::string ruleText(const ParameterSpec& spec, double min, double max);
inline std::string ruleText(const ParameterSpec& spec) {
  return ruleText(spec, spec.min, spec.max);
}

// Whether a request field may be left out by a caller (its initial value is then used).
enum class Presence { Required, Optional };

const char* layoutName(Layout layout);
const char* conventionName(Convention convention);

// A request's own range for an integer parameter, where it differs from the table's: a request
// lists these as `static constexpr FieldRange ranges[]`, its validation reads them from there,
// and the bindings add them to the request's description (core.requests), so JavaScript quotes
// the range that request really takes. Cross-field rules (offset against positions, head
// against heads, an even dModel) stay in validation.
struct FieldRange {
  const char* name;
  std::int64_t min;
  std::int64_t max;
};

// Integer parameter given as a double: must be finite, whole and in [lo, hi].
std::int64_t requireInteger(const char* name, double value, std::int64_t lo, std::int64_t hi);
// The same with the range of the parameter table.
std::int64_t requireInteger(const char* name, double value);
// The same with a request's own range.
inline std::int64_t requireInteger(const FieldRange& range, double value) {
  return requireInteger(range.name, value, range.min, range.max);
}

// The base b of the frequencies: finite, in the table's range (1, Limits::maxBase].
double requireBase(double value);

// A Number parameter in the table's range, ends open or closed as the table says.
double requireNumber(const char* name, double value);

// The position of name among the Choice parameter's choices, or InvalidArgument listing them
// all (an enum's choices are read by name: choices.hpp).
std::size_t requireChoice(const char* parameter, const std::string& name);

Layout parseLayout(const std::string& name);
Convention parseConvention(const std::string& name);

// Quotes text for a message: at most 40 bytes, control bytes and quotes replaced by '?'.
std::string quoteForMessage(const std::string& text);

// Formats a double for messages: integers without a fraction, others with up to 17 digits.
std::string formatNumber(double value);

}  // namespace pe
