#include "exercises.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>

#include "alibi.hpp"
#include "encoding.hpp"
#include "extension.hpp"
#include "presets.hpp"
#include "random.hpp"
#include "rope.hpp"
#include "shift.hpp"
#include "steps.hpp"
#include "t5bias.hpp"

namespace pe {

namespace {

const double kPi = std::acos(-1.0);

// One exercise before its kind, section and seed are filled in.
struct Draft {
  std::vector<NamedValue> givens;
  double answer = 0;
  bool significant = true;  // else absolute
  double tolerance = 4;
  std::vector<NamedValue> steps;
  std::vector<double> mistakes;  // in the order of the kind's mistake ids
};

// Integer draws only: a whole number in [lo, hi], or one entry of a list.
int pick(SplitMix64& rng, int lo, int hi) {
  return lo + static_cast<int>(rng.next() % static_cast<std::uint64_t>(hi - lo + 1));
}
template <class T>
T pickFrom(SplitMix64& rng, std::initializer_list<T> list) {
  return *(list.begin() + pick(rng, 0, static_cast<int>(list.size()) - 1));
}

Draft significant(int figures) {
  Draft draft;
  draft.significant = true;
  draft.tolerance = figures;
  return draft;
}
Draft absolute(double tolerance) {
  Draft draft;
  draft.significant = false;
  draft.tolerance = tolerance;
  return draft;
}

// --- the formulas, through the core's own functions -----------------------------------------

// PE(pos, j) worked out by steps(), as the page shows it.
Step stepOf(int pos, int d, int j, double base) {
  StepsRequest request;
  request.pos = pos;
  request.dModel = d;
  request.base = base;
  return steps(request).at(static_cast<std::size_t>(j));
}

double exponentOf(int pair, int d) {
  return pairExponent(pair, d, Convention::Paper);  // 2i/d
}

double omegaOf(int d, double base, int pair) {
  return frequencies(d, base).at(static_cast<std::size_t>(pair)).omega;
}

double peValue(bool sine, double angle) {
  return sine ? std::sin(angle) : std::cos(angle);
}

// (a, b) turned by angle: a cos - b sin, a sin + b cos (rope.cpp's rotation, one pair).
double turned(double a, double b, double angle, int coordinate) {
  return coordinate == 0 ? a * std::cos(angle) - b * std::sin(angle) : a * std::sin(angle) + b * std::cos(angle);
}

double degrees(double radians) {
  return radians * 180 / kPi;
}
double asIfDegrees(double angle) {  // a calculator in degree mode reads the angle as degrees
  return angle * kPi / 180;
}

// --- the kinds ------------------------------------------------------------------------------

struct Kind {
  const char* id;
  const char* section;
  std::vector<const char*> mistakes;
  std::function<Draft(SplitMix64&)> draw;
};

// d, j (interleaved) and the base of a PE(pos, j) question.
struct PeGivens {
  int d;
  int j;
  double base;
  int maxLen;
};
PeGivens drawPe(SplitMix64& rng) {
  PeGivens g{};
  g.d = pickFrom(rng, {4, 6, 8, 10, 12, 16});
  g.j = pick(rng, 2, g.d - 1);
  g.base = pickFrom(rng, {10000.0, 10000.0, 1000.0, 100.0});
  g.maxLen = pickFrom(rng, {512, 1024, 2048});
  return g;
}

Draft drawExponent(SplitMix64& rng) {
  const PeGivens g = drawPe(rng);
  const DimensionInfo info = dimensionInfo(g.j, g.d, g.base, Layout::Interleaved, Convention::Paper);
  Draft draft = significant(4);
  draft.givens = {{"dModel", double(g.d)}, {"dim", double(g.j)}};
  draft.answer = info.exponent;
  draft.steps = {{"pair", double(info.pair)}, {"exponent", info.exponent}};
  draft.mistakes = {
      exponentOf(g.j, g.d),                                                               // dimension-as-pair
      exponentOf(info.pair, g.d) / 2,                                                     // missing-two
      pairExponent(info.pair, g.d, Convention::OneBasedPair),                             // one-based-pair
      dimensionInfo(g.j, g.d, g.base, Layout::Concatenated, Convention::Paper).exponent,  // concatenated-layout
  };
  return draft;
}

Draft drawDenominator(SplitMix64& rng) {
  const PeGivens g = drawPe(rng);
  const Step step = stepOf(0, g.d, g.j, g.base);
  Draft draft = significant(4);
  draft.givens = {{"dModel", double(g.d)}, {"dim", double(g.j)}, {"base", g.base}, {"maxLen", double(g.maxLen)}};
  draft.answer = step.denominator;
  draft.steps = {{"pair", double(step.pair)}, {"exponent", step.exponent}, {"denominator", step.denominator}};
  draft.mistakes = {
      std::pow(g.base, exponentOf(g.j, g.d)),                                    // dimension-as-pair
      std::pow(g.base, exponentOf(step.pair, g.d) / 2),                          // missing-two
      std::pow(g.base, pairExponent(step.pair, g.d, Convention::OneBasedPair)),  // one-based-pair
      std::pow(static_cast<double>(g.maxLen), step.exponent),                    // base-as-max-length
  };
  return draft;
}

// PE(pos, j): the angle or the value. pos is given as a 0-based position; the words also say
// which token it is (the (pos + 1)-th), where a 1-based reading goes wrong.
Draft drawAngleOrValue(SplitMix64& rng, bool value) {
  const PeGivens g = drawPe(rng);
  const int pos = pick(rng, 1, 60);
  const Step step = stepOf(pos, g.d, g.j, g.base);
  Draft draft = value ? absolute(0.0005) : significant(4);
  draft.givens = {{"pos", double(pos)},
                  {"dModel", double(g.d)},
                  {"dim", double(g.j)},
                  {"base", g.base},
                  {"maxLen", double(g.maxLen)}};
  draft.steps = {{"pair", double(step.pair)},
                 {"exponent", step.exponent},
                 {"denominator", step.denominator},
                 {"angle", step.angle}};
  const double angleByDim = pos / std::pow(g.base, exponentOf(g.j, g.d));
  const double angleOneBased = (pos + 1) / step.denominator;
  const double angleMaxLen = pos / std::pow(static_cast<double>(g.maxLen), step.exponent);
  if (!value) {
    draft.answer = step.angle;
    draft.mistakes = {degrees(step.angle), angleByDim, angleOneBased, angleMaxLen};
    return draft;
  }
  draft.steps.push_back({"value", step.value});
  draft.answer = step.value;
  draft.mistakes = {
      peValue(step.isSine, asIfDegrees(step.angle)),  // degrees-for-radians
      peValue(!step.isSine, step.angle),              // sin-cos-swapped
      peValue(step.isSine, angleByDim),               // dimension-as-pair
      peValue(step.isSine, angleOneBased),            // one-based-position
      peValue(step.isSine, angleMaxLen),              // base-as-max-length
  };
  return draft;
}

Draft drawWavelength(SplitMix64& rng) {
  const int d = pickFrom(rng, {4, 6, 8, 10, 12, 16, 32});
  const int pair = pick(rng, 1, d / 2 - 1);
  const double base = pickFrom(rng, {10000.0, 10000.0, 1000.0, 100.0});
  const PairFrequency f = frequencies(d, base).at(static_cast<std::size_t>(pair));
  Draft draft = significant(4);
  draft.givens = {{"dModel", double(d)}, {"pair", double(pair)}, {"base", base}};
  draft.answer = f.wavelength;
  draft.steps = {
      {"exponent", f.exponent}, {"denominator", 1 / f.omega}, {"omega", f.omega}, {"wavelength", f.wavelength}};
  draft.mistakes = {
      2 * kPi * std::pow(base, f.exponent / 2),                                   // missing-two
      std::pow(base, f.exponent),                                                 // no-two-pi
      2 * kPi * std::pow(base, pairExponent(pair, d, Convention::OneBasedPair)),  // one-based-pair
  };
  return draft;
}

Draft drawPairOf(SplitMix64& rng, Layout layout) {
  const int d = pickFrom(rng, {4, 6, 8, 10, 12, 16});
  const int j = pick(rng, 1, d - 1);
  const Layout other = layout == Layout::Interleaved ? Layout::Concatenated : Layout::Interleaved;
  const DimensionInfo info = dimensionInfo(j, d, 10000, layout, Convention::Paper);
  Draft draft = absolute(0);
  draft.givens = {{"dModel", double(d)}, {"dim", double(j)}};
  draft.answer = info.pair;
  draft.steps = {{"pair", double(info.pair)}, {"isSine", info.isSine ? 1.0 : 0.0}};
  draft.mistakes = {
      double(dimensionInfo(j, d, 10000, other, Convention::Paper).pair),  // the other layout
      double(j),                                                          // dimension-as-pair
      double(info.pair + 1),                                              // one-based-pair
  };
  return draft;
}

// An off-diagonal entry of M_k's block for pair i: M[2i][2i+1] = sin(w_i k), M[2i+1][2i] = -sin(w_i k).
Draft drawShiftEntry(SplitMix64& rng) {
  const int d = pickFrom(rng, {4, 6, 8});
  const int pair = pick(rng, 1, d / 2 - 1);
  const int k = pick(rng, 1, 20);
  const double base = pickFrom(rng, {10000.0, 1000.0, 100.0});
  const bool upper = pick(rng, 0, 1) == 0;
  const int row = upper ? 2 * pair : 2 * pair + 1;
  const int col = upper ? 2 * pair + 1 : 2 * pair;
  ShiftRequest request;
  request.pos = 0;
  request.k = k;
  request.dModel = d;
  request.base = base;
  const ShiftBlock block = relativeShift(request).blocks.at(static_cast<std::size_t>(pair));
  const double sign = upper ? 1 : -1;
  Draft draft = absolute(0.0005);
  draft.givens = {{"dModel", double(d)}, {"k", double(k)}, {"base", base}, {"row", double(row)}, {"col", double(col)}};
  draft.answer = sign * block.sin;
  draft.steps = {{"pair", double(pair)}, {"omega", block.omega}, {"angle", block.angle}, {"value", sign * block.sin}};
  draft.mistakes = {
      -sign * block.sin,                                         // transposed-block
      sign * block.cos,                                          // sin-cos-swapped
      sign * std::sin(asIfDegrees(block.angle)),                 // degrees-for-radians
      sign * std::sin(k * std::pow(base, -exponentOf(row, d))),  // dimension-as-pair
  };
  return draft;
}

// PE(p) . PE(p + k) = sum_i cos(w_i k), from encode64's rows.
Draft drawDotProduct(SplitMix64& rng) {
  const int d = pickFrom(rng, {2, 4, 6});
  const int p = pick(rng, 0, 20);
  const int k = pick(rng, 1, 10);
  const double base = pickFrom(rng, {10000.0, 100.0, 10.0});
  EncodingRequest request;
  request.positions = p + k + 1;
  request.dModel = d;
  request.base = base;
  const std::vector<double> table = encode64(request);
  double dot = 0;
  for (int j = 0; j < d; ++j) {
    dot += table[static_cast<std::size_t>(p * d + j)] * table[static_cast<std::size_t>((p + k) * d + j)];
  }
  double degreesSum = 0, missingTwo = 0, oneBased = 0;
  for (int i = 0; i < d / 2; ++i) {
    const double w = omegaOf(d, base, i);
    degreesSum += std::cos(asIfDegrees(w * k));
    missingTwo += std::cos(k * std::pow(base, -exponentOf(i, d) / 2));
    oneBased += std::cos(k * std::pow(base, -pairExponent(i, d, Convention::OneBasedPair)));
  }
  Draft draft = absolute(0.001);
  draft.givens = {{"dModel", double(d)}, {"pos", double(p)}, {"k", double(k)}, {"base", base}};
  draft.answer = dot;
  for (int i = 0; i < d / 2; ++i) {
    draft.steps.push_back({"angle", omegaOf(d, base, i) * k});
  }
  draft.steps.push_back({"value", dot});
  draft.mistakes = {degreesSum, missingTwo, oneBased, d / 2.0};  // degrees, missing-two, one-based-pair, no-shift
  return draft;
}

Draft drawRope(SplitMix64& rng) {
  const int d = pickFrom(rng, {4, 6, 8});
  const int pair = pick(rng, 1, d / 2 - 1);
  const int pos = pick(rng, 1, 30);
  const double base = pickFrom(rng, {10000.0, 1000.0, 100.0});
  int a = 0, b = 0;
  while (a == 0) a = pick(rng, -3, 3);
  while (b == 0) b = pick(rng, -3, 3);
  const int coordinate = pick(rng, 0, 1);
  RopeRotateRequest request;
  request.x.assign(static_cast<std::size_t>(d), 0.0);
  request.x[static_cast<std::size_t>(2 * pair)] = a;
  request.x[static_cast<std::size_t>(2 * pair + 1)] = b;
  request.pos = pos;
  request.base = base;
  const double result = ropeRotate(request).at(static_cast<std::size_t>(2 * pair + coordinate));
  const double angle = pos * omegaOf(d, base, pair);
  const double swapped =
      coordinate == 0 ? a * std::sin(angle) - b * std::cos(angle) : a * std::cos(angle) + b * std::sin(angle);
  Draft draft = absolute(0.0005);
  draft.givens = {{"dModel", double(d)},
                  {"pos", double(pos)},
                  {"pair", double(pair)},
                  {"base", base},
                  {"x0", double(a)},
                  {"x1", double(b)},
                  {"coordinate", double(coordinate)}};
  draft.answer = result;
  draft.steps = {{"omega", omegaOf(d, base, pair)},
                 {"angle", angle},
                 {"cos", std::cos(angle)},
                 {"sin", std::sin(angle)},
                 {"value", result}};
  draft.mistakes = {
      turned(a, b, -angle, coordinate),                                          // rotated-wrong-way
      turned(a, b, asIfDegrees(angle), coordinate),                              // degrees-for-radians
      swapped,                                                                   // sin-cos-swapped
      turned(a, b, pos * std::pow(base, -exponentOf(2 * pair, d)), coordinate),  // dimension-as-pair
  };
  return draft;
}

Draft drawAlibi(SplitMix64& rng) {
  const int heads = pickFrom(rng, {3, 5, 6, 6, 10, 12, 12, 20, 24});
  const int head = pick(rng, 1, heads);
  const std::vector<double> slopes = alibiSlopes(heads);
  std::vector<double> sorted = slopes;
  std::sort(sorted.begin(), sorted.end(), std::greater<double>());
  const double nan = std::numeric_limits<double>::quiet_NaN();
  Draft draft = significant(4);
  draft.givens = {{"heads", double(heads)}, {"head", double(head)}};
  draft.answer = slopes[static_cast<std::size_t>(head - 1)];
  const int n = 1 << static_cast<int>(std::floor(std::log2(heads)));
  draft.steps = {{"powerOfTwo", double(n)}, {"slope", draft.answer}};
  draft.mistakes = {
      std::pow(2.0, -8.0 * head / heads),                           // power-of-two-rule
      head < heads ? slopes[static_cast<std::size_t>(head)] : nan,  // zero-based-head
      sorted[static_cast<std::size_t>(head - 1)],                   // sorted-slopes
  };
  return draft;
}

Draft drawT5(SplitMix64& rng) {
  const int query = pick(rng, 0, 60);
  int offset = 0;
  while (std::abs(offset) < 8 || query + offset < 0) offset = pick(rng, -200, 200);
  const int key = query + offset;
  const int bucket = t5Bucket(offset, true, 32, 128);
  const int magnitude = std::abs(offset);
  Draft draft = absolute(0);
  draft.givens = {{"query", double(query)}, {"key", double(key)}, {"numBuckets", 32}, {"maxDistance", 128}};
  draft.answer = bucket;
  // Beyond the 8 exact buckets of a side: 8 + trunc(log(n / 8) / log(128 / 8) * 8), the log part in float64.
  const double logPart = std::log(magnitude / 8.0) / std::log(128.0 / 8.0) * 8.0;
  draft.steps = {{"offset", double(offset)},
                 {"sideStart", offset > 0 ? 16.0 : 0.0},
                 {"distance", double(magnitude)},
                 {"logPart", logPart},
                 {"bucket", double(bucket)}};
  draft.mistakes = {
      double(t5Bucket(-offset, true, 32, 128)),             // offset-sign
      double(t5Bucket(-magnitude, false, 32, 128)),         // no-half-split
      (offset > 0 ? 16.0 : 0.0) + std::min(magnitude, 15),  // all-exact
  };
  return draft;
}

ExtensionPair extensionPair(const char* method, int d, double base, double scale, int pair) {
  ExtensionRequest request;
  request.method = method;
  request.dModel = d;
  request.base = base;
  request.scale = scale;
  request.pos = 0;
  return extension(request).pairs.at(static_cast<std::size_t>(pair));
}

Draft drawPi(SplitMix64& rng) {
  const int d = pickFrom(rng, {8, 16, 32, 64});
  const int pair = pick(rng, 1, d / 2 - 1);
  const double base = pickFrom(rng, {10000.0, 10000.0, 500000.0});
  const double scale = pickFrom(rng, {2.0, 4.0, 8.0, 16.0});
  const ExtensionPair p = extensionPair("pi", d, base, scale, pair);
  Draft draft = significant(4);
  draft.givens = {{"dModel", double(d)}, {"pair", double(pair)}, {"base", base}, {"scale", scale}};
  draft.answer = p.omegaNew;
  draft.steps = {{"exponent", exponentOf(pair, d)}, {"omega", p.omega}, {"omegaNew", p.omegaNew}};
  draft.mistakes = {
      p.omega * scale,                                                           // multiplied-by-scale
      std::pow(base, -exponentOf(pair, d) / 2) / scale,                          // missing-two
      std::pow(base, -pairExponent(pair, d, Convention::OneBasedPair)) / scale,  // one-based-pair
  };
  return draft;
}

Draft drawNtk(SplitMix64& rng) {
  const int d = pickFrom(rng, {8, 16, 32, 64});
  const int pair = pick(rng, 1, d / 2 - 1);
  const double base = pickFrom(rng, {10000.0, 10000.0, 500000.0});
  const double scale = pickFrom(rng, {2.0, 4.0, 8.0, 16.0});
  ExtensionRequest request;
  request.method = "ntk";
  request.dModel = d;
  request.base = base;
  request.scale = scale;
  request.pos = 0;
  const ExtensionResult result = extension(request);
  const ExtensionPair& p = result.pairs.at(static_cast<std::size_t>(pair));
  Draft draft = significant(4);
  draft.givens = {{"dModel", double(d)}, {"pair", double(pair)}, {"base", base}, {"scale", scale}};
  draft.answer = p.omegaNew;
  draft.steps = {{"newBase", result.newBase}, {"exponent", exponentOf(pair, d)}, {"omegaNew", p.omegaNew}};
  draft.mistakes = {
      std::pow(base * scale, -exponentOf(pair, d)),        // base-times-scale
      p.omega / scale,                                     // pi-instead-of-ntk
      std::pow(result.newBase, -exponentOf(pair, d) / 2),  // missing-two
  };
  return draft;
}

Draft drawFairseq(SplitMix64& rng) {
  const int token = pick(rng, 1, 100);  // the token's number in the sentence, the first is 1
  const std::vector<PresetInfo> presets = presetInfo();
  const auto fairseq =
      std::find_if(presets.begin(), presets.end(), [](const PresetInfo& p) { return p.id == "fairseq"; });
  const double firstRow = static_cast<double>(fairseq->firstTokenRow);
  const double paddingRow = static_cast<double>(fairseq->paddingRow);
  Draft draft = absolute(0);
  draft.givens = {{"token", double(token)}};
  draft.answer = (token - 1) + firstRow;
  draft.steps = {{"pos", double(token - 1)}, {"paddingRow", paddingRow}, {"firstRow", firstRow}, {"row", draft.answer}};
  draft.mistakes = {
      double(token - 1),         // no-padding-offset
      (token - 1) + paddingRow,  // padding-index-only
      token + firstRow,          // one-based-position
  };
  return draft;
}

const std::vector<Kind>& kinds() {
  static const std::vector<Kind> table = {
      {"pe-exponent",
       "formula",
       {"dimension-as-pair", "missing-two", "one-based-pair", "concatenated-layout"},
       drawExponent},
      {"pe-denominator",
       "formula",
       {"dimension-as-pair", "missing-two", "one-based-pair", "base-as-max-length"},
       drawDenominator},
      {"pe-angle",
       "steps",
       {"degrees-for-radians", "dimension-as-pair", "one-based-position", "base-as-max-length"},
       [](SplitMix64& rng) { return drawAngleOrValue(rng, false); }},
      {"pe-value",
       "steps",
       {"degrees-for-radians", "sin-cos-swapped", "dimension-as-pair", "one-based-position", "base-as-max-length"},
       [](SplitMix64& rng) { return drawAngleOrValue(rng, true); }},
      {"wavelength", "formula", {"missing-two", "no-two-pi", "one-based-pair"}, drawWavelength},
      {"pair-interleaved",
       "formula",
       {"concatenated-layout", "dimension-as-pair", "one-based-pair"},
       [](SplitMix64& rng) { return drawPairOf(rng, Layout::Interleaved); }},
      {"pair-concatenated",
       "conventions",
       {"interleaved-layout", "dimension-as-pair", "one-based-pair"},
       [](SplitMix64& rng) { return drawPairOf(rng, Layout::Concatenated); }},
      {"shift-entry",
       "proof",
       {"transposed-block", "sin-cos-swapped", "degrees-for-radians", "dimension-as-pair"},
       drawShiftEntry},
      {"dot-product",
       "similarity",
       {"degrees-for-radians", "missing-two", "one-based-pair", "no-shift"},
       drawDotProduct},
      {"rope-rotation",
       "rope",
       {"rotated-wrong-way", "degrees-for-radians", "sin-cos-swapped", "dimension-as-pair"},
       drawRope},
      {"alibi-slope", "bias", {"power-of-two-rule", "zero-based-head", "sorted-slopes"}, drawAlibi},
      {"t5-bucket", "bias", {"offset-sign", "no-half-split", "all-exact"}, drawT5},
      {"pi-frequency", "extension", {"multiplied-by-scale", "missing-two", "one-based-pair"}, drawPi},
      {"ntk-frequency", "extension", {"base-times-scale", "pi-instead-of-ntk", "missing-two"}, drawNtk},
      {"fairseq-row", "conventions", {"no-padding-offset", "padding-index-only", "one-based-position"}, drawFairseq},
  };
  return table;
}

// The width of a value's tolerance zone.
double zone(double value, bool isSignificant, double tolerance) {
  if (!isSignificant) return tolerance + 1e-9 * std::max(1.0, std::fabs(value));
  return std::pow(10.0, std::floor(std::log10(std::fabs(value))) - tolerance + 1);
}

// Right answer and mistakes finite, nonzero for significant figures, and no two zones overlapping.
bool distinguishable(const Draft& draft) {
  std::vector<double> values = draft.mistakes;
  values.push_back(draft.answer);
  for (double v : values) {
    if (!std::isfinite(v) || (draft.significant && v == 0)) return false;
  }
  for (std::size_t a = 0; a < values.size(); ++a) {
    for (std::size_t b = a + 1; b < values.size(); ++b) {
      const double gap = std::fabs(values[a] - values[b]);
      if (!(gap > zone(values[a], draft.significant, draft.tolerance) +
                      zone(values[b], draft.significant, draft.tolerance))) {
        return false;
      }
    }
  }
  return true;
}

std::uint64_t hashOf(const std::string& text) {  // FNV-1a, 64-bit
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

Exercise generate(std::size_t kindIndex, std::uint64_t seed) {
  const Kind& kind = kinds()[kindIndex];
  SplitMix64 rng(seed * 0x9E3779B97F4A7C15ULL ^ hashOf(kind.id));
  for (int attempt = 0; attempt < 10000; ++attempt) {
    Draft draft = kind.draw(rng);
    if (!distinguishable(draft)) continue;
    Exercise out;
    out.kind = kind.id;
    out.section = kind.section;
    out.seed = static_cast<double>(seed);
    out.givens = std::move(draft.givens);
    out.answer = draft.answer;
    out.toleranceKind = draft.significant ? "significant" : "absolute";
    out.tolerance = draft.tolerance;
    out.steps = std::move(draft.steps);
    for (std::size_t m = 0; m < kind.mistakes.size(); ++m)
      out.mistakes.push_back({kind.mistakes[m], draft.mistakes[m]});
    return out;
  }
  throw std::logic_error(std::string("pe: no distinguishable givens for exercise kind ") + kind.id);
}

std::uint64_t requireSeed(double seed) {
  return static_cast<std::uint64_t>(requireInteger("seed", seed));
}

// The index of a kind by its id. The refusal names one kind and the list to read the rest from,
// so it stays one short line (all fifteen ids and a long quoted name would pass 300 bytes).
std::size_t requireKind(const char* parameter, const std::string& name, const char* prefix = "") {
  const auto& choices = parameterSpec("exerciseKind").choices;
  for (std::size_t k = 0; k < choices.size(); ++k) {
    if (name == choices[k]) return k;
  }
  throw InvalidArgument(parameter, std::string(prefix) + parameter + " must be \"pe-value\" or another of the " +
                                       std::to_string(choices.size()) + " kinds core.exerciseKinds() lists; got " +
                                       quoteForMessage(name));
}

}  // namespace

std::vector<ExerciseKindInfo> exerciseKinds() {
  std::vector<ExerciseKindInfo> out;
  for (const Kind& kind : kinds()) {
    ExerciseKindInfo info;
    info.kind = kind.id;
    info.section = kind.section;
    for (const char* id : kind.mistakes) info.mistakes.push_back(id);
    out.push_back(std::move(info));
  }
  return out;
}

bool withinTolerance(double value, double target, const std::string& toleranceKind, double tolerance) {
  if (!std::isfinite(value) || !std::isfinite(target)) return false;
  const bool isSignificant = toleranceKind == "significant";
  if (isSignificant && target == 0) return value == 0;
  return std::fabs(value - target) <= zone(target, isSignificant, tolerance);
}

Exercise exercise(const ExerciseRequest& request) {
  const std::size_t kind = requireKind("exerciseKind", request.exerciseKind);
  return generate(kind, requireSeed(request.seed));
}

std::vector<Exercise> practiceSet(const PracticeSetRequest& request) {
  const std::uint64_t seed = requireSeed(request.seed);
  const auto count = requireInteger(PracticeSetRequest::ranges[0], request.count);
  const ParameterSpec& spec = parameterSpec("exerciseKinds");
  if (request.exerciseKinds.size() > static_cast<std::size_t>(spec.max)) {
    throw InvalidArgument("exerciseKinds", ruleText(spec) + "; got " + std::to_string(request.exerciseKinds.size()));
  }
  std::vector<std::size_t> chosen;
  for (const std::string& name : request.exerciseKinds) {
    chosen.push_back(requireKind("exerciseKinds", name, "each entry of "));
  }
  if (chosen.empty()) {
    for (std::size_t k = 0; k < kinds().size(); ++k) chosen.push_back(k);
  }
  // Each question's seed: the set's seed through SplitMix64, the top 32 bits of each output.
  SplitMix64 rng(seed ^ 0x5EED5E7ULL);
  std::vector<Exercise> out;
  for (std::int64_t q = 0; q < count; ++q) {
    const std::uint64_t itemSeed = rng.next() >> 32;
    out.push_back(generate(chosen[static_cast<std::size_t>(q) % chosen.size()], itemSeed));
  }
  return out;
}

Mark markAnswer(const MarkRequest& request) {
  ParseAnswerRequest parse;
  parse.answer = request.answer;
  if (request.answer.size() > static_cast<std::size_t>(AnswerLimits::maxRequestBytes)) parseAnswer(parse);  // throws
  ExerciseRequest exerciseRequest;
  exerciseRequest.exerciseKind = request.exerciseKind;
  exerciseRequest.seed = request.seed;
  const Exercise question = exercise(exerciseRequest);
  const ParsedAnswer parsed = parseAnswer(parse);
  Mark mark;
  mark.value = parsed.value;
  mark.readAs = parsed.readAs;
  if (!parsed.ok) {
    mark.verdict = "not-understood";
    mark.message = parsed.message;
    return mark;
  }
  if (withinTolerance(parsed.value, question.answer, question.toleranceKind, question.tolerance)) {
    mark.verdict = "right";
    return mark;
  }
  mark.verdict = "wrong";
  for (const MistakeValue& mistake : question.mistakes) {
    if (withinTolerance(parsed.value, mistake.value, question.toleranceKind, question.tolerance)) {
      mark.mistake = mistake.id;
      break;
    }
  }
  return mark;
}

}  // namespace pe
