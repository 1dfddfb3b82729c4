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

// One exercise before its kind, section and seed are filled in. Each mistake's value is named by
// its id; generate() puts them in the order the kind's table row lists the ids.
struct Draft {
  std::vector<NamedValue> givens;
  double answer = 0;
  bool significant = true;  // else absolute
  double tolerance = 4;
  std::vector<NamedValue> steps;
  std::vector<MistakeValue> mistakes;
};

// The significant figures the angle questions ask for (pe-angle), which a student who rounds
// the angle before taking its sine or cosine (pe-value) is likely to keep.
constexpr int kAngleFigures = 4;
// The decimals of the angle a pe-value question asks a student to keep before the sine or cosine:
// rounding there moves the value by at most 0.000005, a hundredth of the tolerance 0.0005.
constexpr int kAngleDecimals = 5;

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

// value rounded to figures significant figures (half away from zero), as a student writes it down.
double roundedTo(double value, int figures) {
  if (value == 0 || !std::isfinite(value)) return value;
  const double unit = std::pow(10.0, std::floor(std::log10(std::fabs(value))) - figures + 1);
  return std::round(value / unit) * unit;
}

double degrees(double radians) {
  return radians * 180 / kPi;
}
double asIfDegrees(double angle) {  // a calculator in degree mode reads the angle as degrees
  return angle * kPi / 180;
}

// --- the kinds ------------------------------------------------------------------------------

// One row of the kinds' table (kinds(), below): the one place a kind is declared. The parameter
// table's exerciseKind choices, core.exerciseKinds() and the ids an exercise's mistakes carry
// are all read from it.
struct Kind {
  const char* id;
  const char* section;
  // The mistakes every exercise of the kind tells apart (the generator re-draws until it can).
  std::vector<const char*> mistakes;
  // Slips that coincide with the answer at some givens (j/d is the paper's 2i/d at an even j):
  // an exercise lists each one only where it is distinguishable from the answer and from every
  // mistake listed before it, and never re-draws for them (so adding one changes no exercise).
  std::vector<const char*> occasional;
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

// j/d: the exponent written with the dimension index (the lesson's mistaken exponent). For an
// even j it is the paper's 2i/d, so it is a slip only at odd dimensions (listed where it differs).
double dimensionExponent(const PeGivens& g) {
  return dimensionInfo(g.j, g.d, g.base, Layout::Interleaved, Convention::DimensionExponent).exponent;
}

Draft drawExponent(SplitMix64& rng) {
  const PeGivens g = drawPe(rng);
  const DimensionInfo info = dimensionInfo(g.j, g.d, g.base, Layout::Interleaved, Convention::Paper);
  Draft draft = significant(4);
  draft.givens = {{"dModel", double(g.d)}, {"dim", double(g.j)}};
  draft.answer = info.exponent;
  draft.steps = {{"pair", double(info.pair)}, {"exponent", info.exponent}};
  draft.mistakes = {
      {"dimension-as-pair", exponentOf(g.j, g.d)},
      {"missing-two", exponentOf(info.pair, g.d) / 2},
      {"one-based-pair", pairExponent(info.pair, g.d, Convention::OneBasedPair)},
      {"concatenated-layout", dimensionInfo(g.j, g.d, g.base, Layout::Concatenated, Convention::Paper).exponent},
      {"dimension-exponent", dimensionExponent(g)},
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
      {"dimension-as-pair", std::pow(g.base, exponentOf(g.j, g.d))},
      {"missing-two", std::pow(g.base, exponentOf(step.pair, g.d) / 2)},
      {"one-based-pair", std::pow(g.base, pairExponent(step.pair, g.d, Convention::OneBasedPair))},
      {"base-as-max-length", std::pow(static_cast<double>(g.maxLen), step.exponent)},
      {"dimension-exponent", std::pow(g.base, dimensionExponent(g))},
  };
  return draft;
}

// PE(pos, j): the angle or the value. pos is given as a 0-based position; the words also say
// which token it is (the (pos + 1)-th), where a 1-based reading goes wrong.
Draft drawAngleOrValue(SplitMix64& rng, bool value) {
  const PeGivens g = drawPe(rng);
  const int pos = pick(rng, 1, 60);
  const Step step = stepOf(pos, g.d, g.j, g.base);
  Draft draft = value ? absolute(0.0005) : significant(kAngleFigures);
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
  const double angleMissingTwo = pos / std::pow(g.base, exponentOf(step.pair, g.d) / 2);
  const double angleDimensionExponent = pos / std::pow(g.base, dimensionExponent(g));
  if (!value) {
    draft.answer = step.angle;
    draft.mistakes = {
        {"degrees-for-radians", degrees(step.angle)},   {"dimension-as-pair", angleByDim},
        {"one-based-position", angleOneBased},          {"base-as-max-length", angleMaxLen},
        {"dimension-exponent", angleDimensionExponent}, {"missing-two", angleMissingTwo},
    };
    return draft;
  }
  draft.givens.push_back({"angleDecimals", double(kAngleDecimals)});
  draft.steps.push_back({"value", step.value});
  draft.answer = step.value;
  draft.mistakes = {
      {"degrees-for-radians", peValue(step.isSine, asIfDegrees(step.angle))},
      {"sin-cos-swapped", peValue(!step.isSine, step.angle)},
      {"dimension-as-pair", peValue(step.isSine, angleByDim)},
      {"one-based-position", peValue(step.isSine, angleOneBased)},
      {"base-as-max-length", peValue(step.isSine, angleMaxLen)},
      {"dimension-exponent", peValue(step.isSine, angleDimensionExponent)},
      {"missing-two", peValue(step.isSine, angleMissingTwo)},
      // The angle written down to the figures pe-angle asks for, then its sine or cosine taken.
      {"angle-rounded-early", peValue(step.isSine, roundedTo(step.angle, kAngleFigures))},
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
      {"missing-two", 2 * kPi * std::pow(base, f.exponent / 2)},
      {"no-two-pi", std::pow(base, f.exponent)},
      {"one-based-pair", 2 * kPi * std::pow(base, pairExponent(pair, d, Convention::OneBasedPair))},
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
      {layout == Layout::Interleaved ? "concatenated-layout" : "interleaved-layout",
       double(dimensionInfo(j, d, 10000, other, Convention::Paper).pair)},
      {"dimension-as-pair", double(j)},
      {"one-based-pair", double(info.pair + 1)},
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
      {"transposed-block", -sign * block.sin},
      {"sin-cos-swapped", sign * block.cos},
      {"degrees-for-radians", sign * std::sin(asIfDegrees(block.angle))},
      {"dimension-as-pair", sign * std::sin(k * std::pow(base, -exponentOf(row, d)))},
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
  draft.mistakes = {
      {"degrees-for-radians", degreesSum},
      {"missing-two", missingTwo},
      {"one-based-pair", oneBased},
      {"no-shift", d / 2.0},
  };
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
      {"rotated-wrong-way", turned(a, b, -angle, coordinate)},
      {"degrees-for-radians", turned(a, b, asIfDegrees(angle), coordinate)},
      {"sin-cos-swapped", swapped},
      {"dimension-as-pair", turned(a, b, pos * std::pow(base, -exponentOf(2 * pair, d)), coordinate)},
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
  // The reference's list: the first n heads take 2^(-8k/n), k = h; the others every other slope
  // of the list for 2n heads, k = 2(h - n) - 1 of 2^(-8k/(2n)).
  const int n = 1 << static_cast<int>(std::floor(std::log2(heads)));
  const bool first = head <= n;
  draft.steps = {{"powerOfTwo", double(n)},
                 {"slopeCount", first ? double(n) : 2.0 * n},
                 {"slopeNumber", first ? double(head) : 2.0 * (head - n) - 1},
                 {"slope", draft.answer}};
  draft.mistakes = {
      {"power-of-two-rule", std::pow(2.0, -8.0 * head / heads)},
      {"zero-based-head", head < heads ? slopes[static_cast<std::size_t>(head)] : nan},
      {"sorted-slopes", sorted[static_cast<std::size_t>(head - 1)]},
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
  // |offset| >= 8, past the 8 exact buckets of a side: 8 + trunc(log(n / 8) / log(128 / 8) * 8),
  // the log part in float64 (for n up to 260 it truncates as HF's float32 does), capped at the
  // side's last bucket 15, then the side's first bucket added.
  const double exact = 8, last = 15, sideStart = offset > 0 ? 16.0 : 0.0;
  const double logPart = std::log(magnitude / exact) / std::log(128.0 / exact) * 8.0;
  const double logBucket = exact + std::trunc(logPart);
  draft.steps = {{"offset", double(offset)},
                 {"distance", double(magnitude)},
                 {"exactBuckets", exact},
                 {"logPart", logPart},
                 {"logBucket", logBucket},
                 {"lastBucket", last},
                 {"sideBucket", std::min(logBucket, last)},
                 {"sideStart", sideStart},
                 {"bucket", double(bucket)}};
  draft.mistakes = {
      {"offset-sign", double(t5Bucket(-offset, true, 32, 128))},
      {"no-half-split", double(t5Bucket(-magnitude, false, 32, 128))},
      {"all-exact", (offset > 0 ? 16.0 : 0.0) + std::min(magnitude, 15)},
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
      {"multiplied-by-scale", p.omega * scale},
      {"missing-two", std::pow(base, -exponentOf(pair, d) / 2) / scale},
      {"one-based-pair", std::pow(base, -pairExponent(pair, d, Convention::OneBasedPair)) / scale},
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
      {"base-times-scale", std::pow(base * scale, -exponentOf(pair, d))},
      {"pi-instead-of-ntk", p.omega / scale},
      {"missing-two", std::pow(result.newBase, -exponentOf(pair, d) / 2)},
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
      {"no-padding-offset", double(token - 1)},
      {"padding-index-only", (token - 1) + paddingRow},
      {"one-based-position", token + firstRow},
  };
  return draft;
}

const std::vector<Kind>& kinds() {
  static const std::vector<Kind> table = {
      {"pe-exponent",
       "formula",
       {"dimension-as-pair", "missing-two", "one-based-pair", "concatenated-layout"},
       {"dimension-exponent"},
       drawExponent},
      {"pe-denominator",
       "formula",
       {"dimension-as-pair", "missing-two", "one-based-pair", "base-as-max-length"},
       {"dimension-exponent"},
       drawDenominator},
      {"pe-angle",
       "steps",
       {"degrees-for-radians", "dimension-as-pair", "one-based-position", "base-as-max-length"},
       {"dimension-exponent", "missing-two"},
       [](SplitMix64& rng) { return drawAngleOrValue(rng, false); }},
      {"pe-value",
       "steps",
       {"degrees-for-radians", "sin-cos-swapped", "dimension-as-pair", "one-based-position", "base-as-max-length"},
       {"dimension-exponent", "missing-two", "angle-rounded-early"},
       [](SplitMix64& rng) { return drawAngleOrValue(rng, true); }},
      {"wavelength", "formula", {"missing-two", "no-two-pi", "one-based-pair"}, {}, drawWavelength},
      {"pair-interleaved",
       "formula",
       {"concatenated-layout", "dimension-as-pair", "one-based-pair"},
       {},
       [](SplitMix64& rng) { return drawPairOf(rng, Layout::Interleaved); }},
      {"pair-concatenated",
       "conventions",
       {"interleaved-layout", "dimension-as-pair", "one-based-pair"},
       {},
       [](SplitMix64& rng) { return drawPairOf(rng, Layout::Concatenated); }},
      {"shift-entry",
       "proof",
       {"transposed-block", "sin-cos-swapped", "degrees-for-radians", "dimension-as-pair"},
       {},
       drawShiftEntry},
      {"dot-product",
       "similarity",
       {"degrees-for-radians", "missing-two", "one-based-pair", "no-shift"},
       {},
       drawDotProduct},
      {"rope-rotation",
       "rope",
       {"rotated-wrong-way", "degrees-for-radians", "sin-cos-swapped", "dimension-as-pair"},
       {},
       drawRope},
      {"alibi-slope", "bias", {"power-of-two-rule", "zero-based-head", "sorted-slopes"}, {}, drawAlibi},
      {"t5-bucket", "bias", {"offset-sign", "no-half-split", "all-exact"}, {}, drawT5},
      {"pi-frequency", "extension", {"multiplied-by-scale", "missing-two", "one-based-pair"}, {}, drawPi},
      {"ntk-frequency", "extension", {"base-times-scale", "pi-instead-of-ntk", "missing-two"}, {}, drawNtk},
      {"fairseq-row",
       "conventions",
       {"no-padding-offset", "padding-index-only", "one-based-position"},
       {},
       drawFairseq},
  };
  return table;
}

// The width of a value's tolerance zone.
double zone(double value, bool isSignificant, double tolerance) {
  if (!isSignificant) return tolerance + 1e-9 * std::max(1.0, std::fabs(value));
  return std::pow(10.0, std::floor(std::log10(std::fabs(value))) - tolerance + 1);
}

// A value an answer can be marked against: finite, and nonzero for significant figures.
bool markable(double value, bool isSignificant) {
  return std::isfinite(value) && !(isSignificant && value == 0);
}

// Whether the tolerance zones of a and b do not overlap.
bool apart(double a, double b, bool isSignificant, double tolerance) {
  return std::fabs(a - b) > zone(a, isSignificant, tolerance) + zone(b, isSignificant, tolerance);
}

// The draft's value for a mistake id; a draw that does not name every id of its kind is a core bug.
double mistakeValue(const Kind& kind, const Draft& draft, const char* id) {
  for (const MistakeValue& mistake : draft.mistakes) {
    if (mistake.id == id) return mistake.value;
  }
  throw std::logic_error(std::string("pe: exercise kind ") + kind.id + " draws no value for the mistake " + id);
}

// The answer and the kind's mistakes (the ones every exercise lists), in the table's order, if
// each is markable and no two zones overlap; else empty (the generator draws again).
std::vector<MistakeValue> distinguishable(const Kind& kind, const Draft& draft) {
  if (draft.mistakes.size() != kind.mistakes.size() + kind.occasional.size()) {
    throw std::logic_error(std::string("pe: exercise kind ") + kind.id + " draws a mistake its table row lacks");
  }
  std::vector<MistakeValue> listed;
  std::vector<double> values{draft.answer};
  for (const char* id : kind.mistakes) {
    listed.push_back({id, mistakeValue(kind, draft, id)});
    values.push_back(listed.back().value);
  }
  for (std::size_t a = 0; a < values.size(); ++a) {
    if (!markable(values[a], draft.significant)) return {};
    for (std::size_t b = 0; b < a; ++b) {
      if (!apart(values[a], values[b], draft.significant, draft.tolerance)) return {};
    }
  }
  // The occasional slips, each where its value is outside the tolerance of the answer and of
  // everything listed before it (so typing it is wrong and names it: the answer and the listed
  // mistakes are checked first, and an answer within the answer's tolerance is right).
  for (const char* id : kind.occasional) {
    const double value = mistakeValue(kind, draft, id);
    const bool distinct =
        markable(value, draft.significant) && std::all_of(values.begin(), values.end(), [&](double other) {
          return std::fabs(value - other) > zone(other, draft.significant, draft.tolerance);
        });
    if (!distinct) continue;
    listed.push_back({id, value});
    values.push_back(value);
  }
  return listed;
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
    std::vector<MistakeValue> mistakes = distinguishable(kind, draft);
    if (mistakes.empty()) continue;
    Exercise out;
    out.kind = kind.id;
    out.section = kind.section;
    out.seed = static_cast<double>(seed);
    out.givens = std::move(draft.givens);
    out.answer = draft.answer;
    out.toleranceKind = draft.significant ? "significant" : "absolute";
    out.tolerance = draft.tolerance;
    out.steps = std::move(draft.steps);
    out.mistakes = std::move(mistakes);
    return out;
  }
  throw std::logic_error(std::string("pe: no distinguishable givens for exercise kind ") + kind.id);
}

std::uint64_t requireSeed(double seed) {
  return static_cast<std::uint64_t>(requireInteger("seed", seed));
}

// The index of a kind by its id. The refusal names one kind and the list to read the rest from,
// so it stays one short line (every id and a long quoted name would pass 300 bytes).
std::size_t requireKind(const char* parameter, const std::string& name, const char* prefix = "") {
  const std::vector<Kind>& table = kinds();
  for (std::size_t k = 0; k < table.size(); ++k) {
    if (name == table[k].id) return k;
  }
  throw InvalidArgument(parameter, std::string(prefix) + parameter + " must be \"pe-value\" or another of the " +
                                       std::to_string(table.size()) + " kinds core.exerciseKinds() lists; got " +
                                       quoteForMessage(name));
}

// The figures a plain typed number shows (readAs of a number alone: "-31.60", "6280", "1.5e3"):
// its significant figures (trailing zeros of a whole number not counted: "6280" has 3) and its
// decimal places. Nothing for an expression (its readAs holds " = ").
struct Figures {
  bool plain = false;
  int significant = 0;
  int decimals = 0;
};
Figures figuresOf(const std::string& readAs) {
  Figures out;
  if (readAs.empty() || readAs.find('=') != std::string::npos) return out;
  std::string mantissa = readAs;
  int exponent = 0;
  const std::size_t e = mantissa.find('e');
  if (e != std::string::npos) {
    exponent = std::atoi(mantissa.c_str() + e + 1);
    mantissa.resize(e);
  }
  if (!mantissa.empty() && mantissa[0] == '-') mantissa.erase(0, 1);
  const std::size_t point = mantissa.find('.');
  std::string digits = mantissa;
  if (point != std::string::npos) digits.erase(point, 1);
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) return out;
  const std::size_t first = digits.find_first_not_of('0');
  if (first == std::string::npos) return out;  // zero: no figures to count
  std::size_t last = digits.size();
  if (point == std::string::npos) last = digits.find_last_not_of('0') + 1;
  out.plain = true;
  out.significant = static_cast<int>(last - first);
  out.decimals = (point == std::string::npos ? 0 : static_cast<int>(mantissa.size() - point - 1)) - exponent;
  return out;
}

// Whether value is target rounded (half away from zero) or cut off at the digit of the place
// `unit` (a power of ten), give or take float rounding.
bool roundedOrCut(double value, double target, double unit) {
  const double gap = std::fabs(value - target);
  const bool rounded = gap <= 0.5 * unit * (1 + 1e-9);
  const bool cut = (value >= 0) == (target >= 0) && std::fabs(value) <= std::fabs(target) && gap < unit * (1 + 1e-9);
  return rounded || cut;
}

// Whether a wrong answer is the right one written with fewer figures than the question asks:
// with n significant figures asked, a plain number of fewer figures that is the answer rounded
// or cut off there ("31.6" for 31.62, "6280" for 6283.19; not "6290"); with an absolute
// tolerance t, a plain number of fewer decimals than t needs (0.0005: 3), at least one, that is
// the answer rounded or cut off there ("0.84" for 0.8415).
bool tooFewFigures(const std::string& readAs, double value, const Exercise& question) {
  const Figures typed = figuresOf(readAs);
  if (!typed.plain || question.answer == 0) return false;
  if (question.toleranceKind == "significant") {
    if (typed.significant >= question.tolerance) return false;
    const double unit = std::pow(10.0, std::floor(std::log10(std::fabs(question.answer))) - typed.significant + 1);
    return roundedOrCut(value, question.answer, unit);
  }
  if (question.tolerance <= 0 || typed.decimals < 1) return false;
  const double needed = std::ceil(-std::log10(2 * question.tolerance) - 1e-9);  // 0.0005: 3 decimals
  return typed.decimals < needed && roundedOrCut(value, question.answer, std::pow(10.0, -typed.decimals));
}

}  // namespace

std::vector<ExerciseKindInfo> exerciseKinds() {
  std::vector<ExerciseKindInfo> out;
  for (const Kind& kind : kinds()) {
    ExerciseKindInfo info;
    info.kind = kind.id;
    info.section = kind.section;
    for (const char* id : kind.mistakes) info.mistakes.push_back(id);
    for (const char* id : kind.occasional) info.mistakes.push_back(id);
    out.push_back(std::move(info));
  }
  return out;
}

const std::vector<const char*>& exerciseKindIds() {
  static const std::vector<const char*> ids = [] {
    std::vector<const char*> out;
    for (const Kind& kind : kinds()) out.push_back(kind.id);
    return out;
  }();
  return ids;
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
    mark.reason = parsed.reason;
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
      return mark;
    }
  }
  if (tooFewFigures(parsed.readAs, parsed.value, question)) mark.mistake = kTooFewFigures;
  return mark;
}

}  // namespace pe
