#include "params.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pe {

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

double requireBase(double value) {
  if (!std::isfinite(value) || !(value > 1.0) || value > Limits::maxBase) {
    throw InvalidArgument("base", "base must be a number greater than 1 and at most " + formatNumber(Limits::maxBase) +
                                      "; got " + formatNumber(value));
  }
  return value;
}

const char* layoutName(Layout layout) {
  return layout == Layout::Interleaved ? "interleaved" : "concatenated";
}

const char* conventionName(Convention convention) {
  switch (convention) {
    case Convention::Paper: return "paper";
    case Convention::Tensor2Tensor: return "tensor2tensor";
    case Convention::OneBasedPair: return "one-based-pair";
    case Convention::DimensionExponent: return "dimension-exponent";
  }
  return "paper";
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

Layout parseLayout(const std::string& name) {
  if (name == "interleaved") return Layout::Interleaved;
  if (name == "concatenated") return Layout::Concatenated;
  throw InvalidArgument("layout", "layout must be \"interleaved\" or \"concatenated\"; got " + quoteForMessage(name));
}

Convention parseConvention(const std::string& name) {
  for (Convention c :
       {Convention::Paper, Convention::Tensor2Tensor, Convention::OneBasedPair, Convention::DimensionExponent}) {
    if (name == conventionName(c)) return c;
  }
  throw InvalidArgument("convention",
                        "convention must be \"paper\", \"tensor2tensor\", \"one-based-pair\" or "
                        "\"dimension-exponent\"; got " +
                            quoteForMessage(name));
}

}  // namespace pe
