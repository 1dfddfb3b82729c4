// Parameters of every core computation, their limits, and the one place they are validated.
//
// Rule: every public entry point of the core takes a *Request (numbers as double, names as
// strings, exactly as a caller typed them) and validates it here before doing any work. A bad
// value throws pe::InvalidArgument whose message names the parameter, the value and the
// allowed range; nothing past validation ever sees an unchecked value.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace pe {

// Documented size limits. They keep every result small enough for a browser tab: the largest
// encoding is 2^24 float32 values (64 MiB), the largest similarity 4096^2 (64 MiB).
struct Limits {
  static constexpr int maxDModel = 4096;
  static constexpr int maxPositions = 131072;             // rows of one encoding matrix
  static constexpr std::int64_t maxElements = 16777216;   // positions * dModel, 2^24
  static constexpr std::int64_t maxPosition = 100000000;  // largest absolute position, 1e8
  static constexpr double maxBase = 1e12;                 // base must be in (1, maxBase]
  static constexpr int maxSimilarityPositions = 4096;
  static constexpr int maxOffset = 1000000;  // offset profile length - 1
  static constexpr int maxTokens = 64;
  static constexpr int maxColumns = 64;
  static constexpr int maxPrecisionScan =
      4096;  // positions per precisionScan call  // dimensions per encodeColumns call
  static constexpr int maxTokenBytes = 64;
  static constexpr int maxAttentionDModel = 512;
  static constexpr int maxGramRows = 4096;
  static constexpr double maxGramWork = 4294967296.0;    // rows * rows * cols, 2^32 (2048 x 2048 x 1024)
  static constexpr double maxProfileWork = 67108864.0;   // (maxOffset + 1) * pairs, 2^26
  static constexpr std::int64_t maxSeed = 4294967295LL;  // seeds are 32-bit unsigned
};

// Thrown for every invalid argument. parameter() is the name the caller used.
class InvalidArgument : public std::invalid_argument {
 public:
  InvalidArgument(std::string parameter, const std::string& message)
      : std::invalid_argument(message), parameter_(std::move(parameter)) {}
  const std::string& parameter() const noexcept { return parameter_; }

 private:
  std::string parameter_;
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

const char* layoutName(Layout layout);
const char* conventionName(Convention convention);

// Integer parameter given as a double: must be finite, whole and in [lo, hi].
std::int64_t requireInteger(const char* name, double value, std::int64_t lo, std::int64_t hi);

// The base b of the frequencies: finite, 1 < b <= Limits::maxBase.
double requireBase(double value);

Layout parseLayout(const std::string& name);
Convention parseConvention(const std::string& name);

// Quotes text for a message: at most 40 bytes, control bytes and quotes replaced by '?'.
std::string quoteForMessage(const std::string& text);

// Formats a double for messages: integers without a fraction, others with up to 17 digits.
std::string formatNumber(double value);

}  // namespace pe
