#include "params.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

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

}  // namespace

const std::vector<ParameterSpec>& parameterTable() {
  constexpr auto maxPosition = static_cast<double>(Limits::maxPosition);
  static const std::vector<ParameterSpec> table = {
      integer("positions", 1, Limits::maxPositions),
      integer("dModel", 1, Limits::maxDModel),
      {"base", ParameterKind::Number, 1, Limits::maxBase, true, {}, 0},
      choice("layout", {"interleaved", "concatenated"}),  // in the order of enum Layout
      choice("convention", {"paper", "tensor2tensor", "one-based-pair", "dimension-exponent"}),  // enum Convention
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

std::int64_t requireInteger(const char* name, double value, std::int64_t lo, std::int64_t hi) {
  if (!std::isfinite(value) || value != std::floor(value) || value < static_cast<double>(lo) ||
      value > static_cast<double>(hi)) {
    throw InvalidArgument(name, std::string(name) + " must be an integer in [" + formatNumber(static_cast<double>(lo)) +
                                    ", " + formatNumber(static_cast<double>(hi)) + "]; got " + formatNumber(value));
  }
  return static_cast<std::int64_t>(value);
}

std::int64_t requireInteger(const char* name, double value) {
  const ParameterSpec& spec = parameterSpec(name);
  return requireInteger(name, value, static_cast<std::int64_t>(spec.min), static_cast<std::int64_t>(spec.max));
}

double requireBase(double value) {
  const ParameterSpec& spec = parameterSpec("base");
  if (!std::isfinite(value) || !(value > spec.min) || value > spec.max) {
    throw InvalidArgument("base", "base must be a number greater than " + formatNumber(spec.min) + " and at most " +
                                      formatNumber(spec.max) + "; got " + formatNumber(value));
  }
  return value;
}

const char* layoutName(Layout layout) {
  return parameterSpec("layout").choices.at(static_cast<std::size_t>(layout));
}

const char* conventionName(Convention convention) {
  return parameterSpec("convention").choices.at(static_cast<std::size_t>(convention));
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

namespace {

// The position of name among the parameter's choices, or a message listing them all.
std::size_t requireChoice(const char* parameter, const std::string& name) {
  const std::vector<const char*>& choices = parameterSpec(parameter).choices;
  std::string allowed;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (name == choices[i]) return i;
    allowed += (i == 0 ? "\"" : i + 1 == choices.size() ? " or \"" : ", \"") + std::string(choices[i]) + "\"";
  }
  throw InvalidArgument(parameter, std::string(parameter) + " must be " + allowed + "; got " + quoteForMessage(name));
}

}  // namespace

// The table lists the choices in the order of the enums.
Layout parseLayout(const std::string& name) {
  return static_cast<Layout>(requireChoice("layout", name));
}

Convention parseConvention(const std::string& name) {
  return static_cast<Convention>(requireChoice("convention", name));
}

}  // namespace pe
