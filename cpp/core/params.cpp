#include "params.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "alibi.hpp"
#include "exercises.hpp"
#include "extension.hpp"
#include "presets.hpp"
#include "rope.hpp"
#include "schemes.hpp"
#include "t5bias.hpp"
#include "trainer.hpp"

namespace pe {

namespace {

ParameterSpec integer(const char* name, double min, double max) {
  return {name, ParameterKind::Integer, min, max, false, {}, 0};
}
ParameterSpec choice(const char* name, std::vector<const char*> choices) {
  return {name, ParameterKind::Choice, 0, 0, false, std::move(choices), 0};
}
ParameterSpec boolean(const char* name) {
  return {name, ParameterKind::Boolean, 0, 0, false, {}, 0};
}
ParameterSpec words(const char* name) {
  return {name, ParameterKind::Words, 1, Limits::maxTokens, false, {}, Limits::maxTokenBytes};
}
ParameterSpec number(const char* name, double min, bool minExclusive, double max, bool maxExclusive) {
  return {name, ParameterKind::Number, min, max, minExclusive, {}, 0, maxExclusive};
}
// A Choice parameter of an enum: its name and choices from the enum's table (choices.hpp).
template <class Enum>
ParameterSpec choiceSpec() {
  return choice(Choices<Enum>::parameter, choiceNames<Enum>());
}
ParameterSpec numbers(const char* name, double fewest, double most, double largestMagnitude) {
  return {name, ParameterKind::Numbers, fewest, most, false, {}, largestMagnitude};
}

}  // namespace

// ALiBi and T5 share the parameter heads: one range, so one limit (were they to differ, the
// table would hold the larger and the other request narrow it).
static_assert(AlibiLimits::maxHeads == T5Limits::maxHeads, "heads: one range for ALiBi and T5");

const std::vector<ParameterSpec>& parameterTable() {
  constexpr auto maxPosition = static_cast<double>(Limits::maxPosition);
  static const std::vector<ParameterSpec> table = {
      integer("positions", 1, Limits::maxPositions),
      integer("dModel", 1, Limits::maxDModel),
      {"base", ParameterKind::Number, 1, Limits::maxBase, true, {}, 0},
      choiceSpec<Layout>(),
      choiceSpec<Convention>(),
      integer("offset", 0, maxPosition),
      integer("pos", 0, maxPosition),
      integer("k", -maxPosition, maxPosition),
      integer("maxOffset", 0, Limits::maxOffset),
      integer("from", 0, maxPosition),
      integer("to", 0, maxPosition),
      {"dims", ParameterKind::Integers, 1, Limits::maxColumns, false, {}, Limits::maxDModel - 1},
      integer("seed", 0, static_cast<double>(Limits::maxSeed)),
      boolean("usePE"),
      words("tokens"),
      words("tokensA"),
      words("tokensB"),
      {"matrix", ParameterKind::Matrix, 1, static_cast<double>(Limits::maxGramRows) * Limits::maxDModel, false, {}, 0},
      integer("rows", 1, Limits::maxGramRows),
      integer("cols", 1, Limits::maxDModel),
      integer("maxLen", 1, 100000000),
      integer("count", 0, static_cast<double>(Limits::maxElements)),  // benchmark.fill
      boolean("simdKernel"),                                          // benchmark.encode
      // RoPE (rope.hpp). x and q: their length is dModel (even, checked by the request).
      numbers("x", 2, Limits::maxDModel, RopeLimits::maxAbsComponent),
      numbers("q", 2, Limits::maxDModel, RopeLimits::maxAbsComponent),
      choiceSpec<RopePairing>(),
      integer("m", 0, maxPosition),
      integer("n", 0, maxPosition),
      integer("shift", -maxPosition, maxPosition),  // narrowed: m + shift and n + shift are positions
      {"starts", ParameterKind::Integers, 1, RopeLimits::maxWDemoStarts, false, {}, maxPosition},
      // ALiBi (alibi.hpp) and T5 (t5bias.hpp); positions there is narrowed to their maxPositions.
      integer("heads", 1, AlibiLimits::maxHeads),
      integer("head", 0, AlibiLimits::maxHeads - 1),  // narrowed: < heads
      boolean("causal"),
      integer("relativePosition", -static_cast<double>(T5Limits::maxOffset), static_cast<double>(T5Limits::maxOffset)),
      boolean("bidirectional"),
      integer("numBuckets", 2, T5Limits::maxBuckets),    // narrowed: at least 4 when bidirectional
      integer("maxDistance", 2, T5Limits::maxDistance),  // narrowed: above the exact buckets of one side
      // Context extension (extension.hpp).
      choiceSpec<ExtensionMethod>(),
      integer("trainLength", 1, maxPosition),
      number("scale", 1, false, ExtensionLimits::maxScale, false),
      number("alpha", 0, false, ExtensionLimits::maxRampBound, true),
      number("beta", 0, true, ExtensionLimits::maxRampBound, false),  // narrowed: greater than alpha
      choiceSpec<YarnRampForm>(),
      choice("preset", presetIds()),  // the catalogue's ids (presets.cpp)
      number("minTimescale", PresetLimits::minTimescale, false, PresetLimits::maxTimescale, false),
      number("maxTimescale", PresetLimits::minTimescale, true, PresetLimits::maxTimescale,
             false),  // narrowed: above minTimescale
      // Attention under each scheme (schemes.hpp).
      choiceSpec<Scheme>(),
      // Practice exercises (exercises.hpp, answer.hpp; issue 19). seed and count are rows above
      // (count narrowed to [1, ExerciseLimits::maxCount] by PracticeSetRequest).
      choice("exerciseKind", exerciseKindIds()),  // read from the kinds' table in exercises.cpp
      {"exerciseKinds", ParameterKind::Words, 0, ExerciseLimits::maxKindsListed, false, {}, Limits::maxTokenBytes},
      {"answer", ParameterKind::Text, 0, AnswerLimits::maxRequestBytes, false, {}, 0},
      // The trainer (trainer.hpp, issue 20). dModel, heads, seed and trainLength are the rows
      // above, narrowed by the trainer's requests' own ranges; evalLength 0 means 2 x trainLength.
      choiceSpec<Task>(),
      choiceSpec<PositionScheme>(),
      choiceSpec<EmbeddingScale>(),
      integer("evalLength", 0, TrainerLimits::maxEvalLength),
      integer("positionRange", 0, TrainerLimits::maxPositions),  // narrowed: 0 or at least 2 x evalLength
      choice("ropeScaling", choiceNames<ExtensionMethod>()),     // the methods' names, extension.hpp
      number("ropeScale", 1, false, ModelLimits::maxRopeScale, false),
      integer("ropeTrainedLength", 0, TrainerLimits::maxPositions),  // 0: the trained sequence, 2 x trainLength
      integer("blocks", 1, TrainerLimits::maxBlocks),
      integer("mlpWidth", 1, TrainerLimits::maxMlpWidth),
      integer("batch", 1, TrainerLimits::maxBatch),
      number("learningRate", 0, true, TrainerLimits::maxLearningRate, false),
      integer("warmupSteps", 0, TrainerLimits::maxWarmupSteps),
      number("weightDecay", 0, false, TrainerLimits::maxWeightDecay, false),
      number("clipNorm", 0, false, TrainerLimits::maxClipNorm, false),
      integer("steps", 1, TrainerLimits::maxSteps),
      integer("trainer", 1, TrainerLimits::maxId),
      integer("examples", 1, TrainerLimits::maxExamples),
      integer("batchSeed", 0, static_cast<double>(Limits::maxSeed)),
      {"name", ParameterKind::Text, 1, 64, false, {}, 0},  // a tensor's name (model.hpp)
      {"values", ParameterKind::Matrix, 1, TrainerLimits::maxTensorValues, false, {}, 0},
      {"digits", ParameterKind::Integers, 1, TrainerLimits::maxEvalLength, false, {}, 9},
      integer("block", 0, TrainerLimits::maxBlocks - 1),   // narrowed: < blocks
      integer("length", 0, TrainerLimits::maxEvalLength),  // one evaluated length; 0: all; narrowed: <= evalLength
      integer("firstExample", 0, TrainerLimits::maxExamples - 1),  // narrowed: + examples <= maxExamples
      boolean("cosine"),                                           // gram: cosine similarity instead of dot products
  };
  return table;
}

const std::vector<NamedLimit>& limitTable() {
  static const std::vector<NamedLimit> table = {
      {"maxDModel", Limits::maxDModel},
      {"maxPositions", Limits::maxPositions},
      {"maxElements", static_cast<double>(Limits::maxElements)},
      {"maxPosition", static_cast<double>(Limits::maxPosition)},
      {"maxBase", Limits::maxBase},
      {"maxSimilarityPositions", Limits::maxSimilarityPositions},
      {"maxOffset", Limits::maxOffset},
      {"maxTokens", Limits::maxTokens},
      {"maxColumns", Limits::maxColumns},
      {"maxPrecisionScan", Limits::maxPrecisionScan},
      {"maxTokenBytes", Limits::maxTokenBytes},
      {"maxAttentionDModel", Limits::maxAttentionDModel},
      {"maxGramRows", Limits::maxGramRows},
      {"maxGramWork", Limits::maxGramWork},
      {"maxProfileWork", Limits::maxProfileWork},
      {"maxSeed", static_cast<double>(Limits::maxSeed)},
      {"maxMatrixElements", static_cast<double>(Limits::maxMatrixElements)},
      {"maxAlibiPositions", AlibiLimits::maxPositions},
      {"maxT5Positions", T5Limits::maxPositions},
      {"maxWDemoDModel", RopeLimits::maxWDemoDModel},
  };
  return table;
}

const ParameterSpec& parameterSpec(const std::string& name) {
  for (const ParameterSpec& spec : parameterTable()) {
    if (name == spec.name) return spec;
  }
  throw std::logic_error("pe: no parameter named " + name + " in the parameter table");
}

const char* kindName(ParameterKind kind) {
  switch (kind) {
    case ParameterKind::Integer: return "integer";
    case ParameterKind::Number: return "number";
    case ParameterKind::Choice: return "choice";
    case ParameterKind::Boolean: return "boolean";
    case ParameterKind::Words: return "words";
    case ParameterKind::Matrix: return "matrix";
    case ParameterKind::Integers: return "integers";
    case ParameterKind::Numbers: return "numbers";
    case ParameterKind::Text: return "text";
  }
  return "number";
}

std::string formatNumber(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  char buffer[40];
  if (value == std::floor(value) && std::fabs(value) < 1e15) {
    std::snprintf(buffer, sizeof buffer, "%.0f", value);
    return buffer;
  }
  // The shortest form that reads back to the same double.
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  return buffer;
}

namespace {

std::string choiceList(const std::vector<const char*>& choices) {
  std::string allowed;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    allowed += (i == 0 ? "\"" : i + 1 == choices.size() ? " or \"" : ", \"") + std::string(choices[i]) + "\"";
  }
  return allowed;
}

std::string integerRule(const char* name, double lo, double hi) {
  return std::string(name) + " must be an integer in [" + formatNumber(lo) + ", " + formatNumber(hi) + "]";
}

}  // namespace

std::string ruleText(const ParameterSpec& spec, double min, double max) {
  const std::string name = spec.name;
  const std::string range = formatNumber(min) + " to " + formatNumber(max);
  switch (spec.kind) {
    case ParameterKind::Integer: return integerRule(spec.name, min, max);
    case ParameterKind::Number:
      // (lo, hi] reads as base's message does; other shapes in interval notation.
      if (spec.minExclusive && !spec.maxExclusive) {
        return name + " must be a number greater than " + formatNumber(min) + " and at most " + formatNumber(max);
      }
      return name + " must be a number in " + (spec.minExclusive ? "(" : "[") + formatNumber(min) + ", " +
             formatNumber(max) + (spec.maxExclusive ? ")" : "]");
    case ParameterKind::Choice: return name + " must be " + choiceList(spec.choices);
    case ParameterKind::Boolean: return name + " must be true or false";
    case ParameterKind::Words: return name + " must be an array of " + range + " words (strings)";
    case ParameterKind::Text:
      return name + " must be a string of " + (min == 0 ? "at most " + formatNumber(max) : range) + " bytes";
    case ParameterKind::Matrix: return name + " must be a Float32Array, Float64Array or array of numbers";
    case ParameterKind::Numbers:
      return name + " must be an array (or Float64Array) of " + range + " numbers in [-" + formatNumber(spec.maxEntry) +
             ", " + formatNumber(spec.maxEntry) + "]";
    case ParameterKind::Integers:
      return name + " must be an array of " + range + " whole numbers in [0, " + formatNumber(spec.maxEntry) + "]";
  }
  return name;
}

std::int64_t requireInteger(const char* name, double value, std::int64_t lo, std::int64_t hi) {
  if (!std::isfinite(value) || value != std::floor(value) || value < static_cast<double>(lo) ||
      value > static_cast<double>(hi)) {
    throw InvalidArgument(
        name, integerRule(name, static_cast<double>(lo), static_cast<double>(hi)) + "; got " + formatNumber(value),
        Refusal{"integer", static_cast<double>(lo), static_cast<double>(hi), value});
  }
  return static_cast<std::int64_t>(value);
}

std::int64_t requireInteger(const char* name, double value) {
  const ParameterSpec& spec = parameterSpec(name);
  return requireInteger(name, value, static_cast<std::int64_t>(spec.min), static_cast<std::int64_t>(spec.max));
}

double requireBase(double value) {
  return requireNumber("base", value);
}

double requireNumber(const char* name, double value) {
  const ParameterSpec& spec = parameterSpec(name);
  const bool aboveMin = spec.minExclusive ? value > spec.min : value >= spec.min;
  const bool belowMax = spec.maxExclusive ? value < spec.max : value <= spec.max;
  if (std::isfinite(value) && aboveMin && belowMax) return value;
  throw InvalidArgument(name, ruleText(spec) + "; got " + formatNumber(value),
                        Refusal{spec.kind == ParameterKind::Integer ? "integer" : "number", spec.min, spec.max, value,
                                spec.minExclusive, spec.maxExclusive});
}

const char* layoutName(Layout layout) {
  return choiceName(layout);
}

const char* conventionName(Convention convention) {
  return choiceName(convention);
}

// Names are echoed in messages; cut long or binary ones so a message stays one short line.
std::string quoteForMessage(const std::string& text) {
  std::string shown;
  for (char c : text.substr(0, 40)) {
    shown += (static_cast<unsigned char>(c) < 0x20 || c == '"') ? '?' : c;
  }
  if (text.size() > 40) shown += "...";
  return "\"" + shown + "\"";
}

// The position of name among the parameter's choices, or a message listing them all.
std::size_t requireChoice(const char* parameter, const std::string& name) {
  const ParameterSpec& spec = parameterSpec(parameter);
  for (std::size_t i = 0; i < spec.choices.size(); ++i) {
    if (name == spec.choices[i]) return i;
  }
  throw InvalidArgument(parameter, ruleText(spec) + "; got " + quoteForMessage(name));
}

void refuseChoice(const char* parameter, const std::string& name) {
  requireChoice(parameter, name);  // throws: name is none of the parameter's choices
  throw InvalidArgument(parameter, "the choices of the table and of its enum disagree");
}

Layout parseLayout(const std::string& name) {
  return parseChoice<Layout>(name);
}

Convention parseConvention(const std::string& name) {
  return parseChoice<Convention>(name);
}

}  // namespace pe
