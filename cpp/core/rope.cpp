#include "rope.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "attention.hpp"
#include "encoding.hpp"
#include "together.hpp"

namespace pe {

int requireRopeDModel(double value, const FieldRange& range) {
  const int d = static_cast<int>(requireInteger(range, value));
  if (d % 2 != 0) {
    throw InvalidArgument(
        "dModel", "dModel must be even for RoPE (every dimension belongs to a rotated pair); got " + std::to_string(d),
        Refusal{"even", std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN(),
                static_cast<double>(d)});
  }
  return d;
}

namespace {

// A caller's vector: exactly `size` finite values of magnitude at most the table's maxEntry
// for the name (RopeLimits::maxAbsComponent).
void requireComponents(const char* name, const std::vector<double>& values, std::size_t size) {
  const std::string parameter = name;
  const double largest = parameterSpec(parameter).maxEntry;
  if (values.size() != size) {
    throw InvalidArgument(parameter, parameter + " must hold dModel = " + std::to_string(size) + " values; got " +
                                         std::to_string(values.size()));
  }
  for (std::size_t j = 0; j < values.size(); ++j) {
    if (!std::isfinite(values[j]) || std::fabs(values[j]) > largest) {
      const std::string element = parameter + "[" + std::to_string(j) + "]";
      throw InvalidArgument(parameter, element + " must be a number in [-" + formatNumber(largest) + ", " +
                                           formatNumber(largest) + "]; got " + formatNumber(values[j]));
    }
  }
}

// w_i = b^(-2i/d) for the d/2 pairs, through the encoding's own frequency table.
std::vector<double> omegasOf(int d, double base) {
  std::vector<double> omega;
  for (const PairFrequency& f : frequencies(d, base)) omega.push_back(f.omega);
  return omega;
}

// out = R(pos) x in float64. pos may be negative (R(-t) is the inverse turn).
void rotateInto(const double* x, int d, double pos, const std::vector<double>& omega, RopePairing pairing,
                double* out) {
  for (int i = 0; i < d / 2; ++i) {
    const RopePairDims dims = ropePairDims(i, d, pairing);
    const double angle = pos * omega[i];
    const double c = std::cos(angle), s = std::sin(angle);
    const double a = x[dims.first], b = x[dims.second];
    out[dims.first] = a * c - b * s;
    out[dims.second] = a * s + b * c;
  }
}

std::vector<double> rotated(const std::vector<double>& x, double pos, const std::vector<double>& omega,
                            RopePairing pairing) {
  std::vector<double> out(x.size());
  rotateInto(x.data(), static_cast<int>(x.size()), pos, omega, pairing, out.data());
  return out;
}

double dot(const std::vector<double>& a, const std::vector<double>& b) {
  double sum = 0;
  for (std::size_t j = 0; j < a.size(); ++j) sum += a[j] * b[j];
  return sum;
}

// (R(m) q) . (R(n) k) with every operation in float32; `naive` forms the angle in float32.
float score32(const std::vector<double>& q, const std::vector<double>& k, std::int64_t m, std::int64_t n,
              const std::vector<double>& omega, RopePairing pairing, bool naive) {
  const int d = static_cast<int>(q.size());
  auto rotate32 = [&](const std::vector<double>& x, std::int64_t pos) {
    std::vector<float> out(d);
    for (int i = 0; i < d / 2; ++i) {
      const RopePairDims dims = ropePairDims(i, d, pairing);
      float c, s;
      if (naive) {
        const float angle = static_cast<float>(pos) * static_cast<float>(omega[i]);
        c = std::cos(angle);
        s = std::sin(angle);
      } else {
        const double angle = static_cast<double>(pos) * omega[i];
        c = static_cast<float>(std::cos(angle));
        s = static_cast<float>(std::sin(angle));
      }
      const float a = static_cast<float>(x[dims.first]), b = static_cast<float>(x[dims.second]);
      out[dims.first] = a * c - b * s;
      out[dims.second] = a * s + b * c;
    }
    return out;
  };
  const std::vector<float> rq = rotate32(q, m), rk = rotate32(k, n);
  float sum = 0;
  for (int j = 0; j < d; ++j) sum += rq[j] * rk[j];
  return sum;
}

RopeScores32 scores32(const RopeRelativeResult& exact, std::int64_t m, std::int64_t n, std::int64_t shift,
                      const std::vector<double>& omega, RopePairing pairing, bool naive) {
  RopeScores32 result{};
  result.score = score32(exact.q, exact.k, m, n, omega, pairing, naive);
  result.shiftedScore = score32(exact.q, exact.k, m + shift, n + shift, omega, pairing, naive);
  result.residual = std::fabs(result.shiftedScore - result.score);
  result.maxError =
      std::max(std::fabs(result.score - exact.score), std::fabs(result.shiftedScore - exact.shiftedScore));
  return result;
}

// Seeded values in [-1, 1) under a fixed label, from the attention demo's generator.
std::vector<double> randomValues(const char* label, int count, std::uint32_t seed) {
  return tokenEmbedding(label, count, seed);
}

// A row vector times a d x d row-major matrix: (p W)_j = sum_t p_t W[t][j].
std::vector<double> rowTimes(const std::vector<double>& p, const std::vector<double>& w, int d) {
  std::vector<double> out(d, 0.0);
  for (int t = 0; t < d; ++t) {
    for (int j = 0; j < d; ++j) out[j] += p[t] * w[static_cast<std::size_t>(t) * d + j];
  }
  return out;
}

// A d x d row-major matrix times a column vector: (W x)_j = sum_t W[j][t] x_t.
std::vector<double> timesColumn(const std::vector<double>& w, const std::vector<double>& x, int d) {
  std::vector<double> out(d, 0.0);
  for (int j = 0; j < d; ++j) {
    for (int t = 0; t < d; ++t) out[j] += w[static_cast<std::size_t>(j) * d + t] * x[t];
  }
  return out;
}

double spreadOf(const std::vector<double>& values) {
  const auto range = std::minmax_element(values.begin(), values.end());
  return *range.second - *range.first;
}

}  // namespace

// The table lists the pairings in the order of the enum.
RopePairing parseRopePairing(const std::string& name) {
  return parseChoice<RopePairing>(name);
}

const char* ropePairingName(RopePairing pairing) {
  return choiceName(pairing);
}

RopePairDims ropePairDims(int pair, int dModel, RopePairing pairing) {
  if (pairing == RopePairing::Interleaved) return {2 * pair, 2 * pair + 1};
  return {pair, pair + dModel / 2};
}

std::vector<double> ropeRotate(const RopeRotateRequest& request) {
  const std::size_t size = request.x.size();
  const ParameterSpec& xSpec = parameterSpec("x");
  if (static_cast<double>(size) < xSpec.min || static_cast<double>(size) > xSpec.max || size % 2 != 0) {
    throw InvalidArgument("x", "x must hold an even number of values in [" + formatNumber(xSpec.min) + ", " +
                                   formatNumber(xSpec.max) + "] (its length is dModel); got " + std::to_string(size));
  }
  const int d = static_cast<int>(size);
  requireComponents("x", request.x, size);
  const std::int64_t pos = requireInteger("pos", request.pos);
  const double base = requireBase(request.base);
  const RopePairing pairing = parseRopePairing(request.pairing);
  return rotated(request.x, static_cast<double>(pos), omegasOf(d, base), pairing);
}

std::vector<RopeStep> ropeSteps(const RopeStepsRequest& request) {
  const std::int64_t pos = requireInteger("pos", request.pos);
  const int d = requireRopeDModel(request.dModel, RopeStepsRequest::ranges[0]);
  const double base = requireBase(request.base);
  const RopePairing pairing = parseRopePairing(request.pairing);
  requireComponents("q", request.q, static_cast<std::size_t>(d));

  const std::vector<PairFrequency> table = frequencies(d, base);
  std::vector<RopeStep> steps;
  for (int i = 0; i < d / 2; ++i) {
    RopeStep step{};
    const RopePairDims dims = ropePairDims(i, d, pairing);
    step.pair = i;
    step.firstDim = dims.first;
    step.secondDim = dims.second;
    step.omega = table[i].omega;
    step.wavelength = table[i].wavelength;
    step.angle = static_cast<double>(pos) * step.omega;
    step.cos = std::cos(step.angle);
    step.sin = std::sin(step.angle);
    step.inFirst = request.q[dims.first];
    step.inSecond = request.q[dims.second];
    step.outFirst = step.inFirst * step.cos - step.inSecond * step.sin;
    step.outSecond = step.inFirst * step.sin + step.inSecond * step.cos;
    steps.push_back(step);
  }
  return steps;
}

RopeRelativeResult ropeRelative(const RopeRelativeRequest& request) {
  const std::int64_t m = requireInteger("m", request.m);
  const std::int64_t n = requireInteger("n", request.n);
  const ShiftRange both = shiftRangeFrom(m, n);
  const std::int64_t shift = requireInteger("shift", request.shift, both.min, both.max);
  const int d = requireRopeDModel(request.dModel, RopeRelativeRequest::ranges[0]);
  const double base = requireBase(request.base);
  const auto seed = static_cast<std::uint32_t>(requireInteger("seed", request.seed));
  const RopePairing pairing = parseRopePairing(request.pairing);
  const std::vector<double> omega = omegasOf(d, base);

  RopeRelativeResult result{};
  result.q = randomValues("rope-relative-q", d, seed);
  result.k = randomValues("rope-relative-k", d, seed);
  auto score = [&](std::int64_t at, std::int64_t to) {
    return dot(rotated(result.q, static_cast<double>(at), omega, pairing),
               rotated(result.k, static_cast<double>(to), omega, pairing));
  };
  result.score = score(m, n);
  result.shiftedScore = score(m + shift, n + shift);
  result.relativeScore = dot(result.q, rotated(result.k, static_cast<double>(n - m), omega, pairing));
  result.residual = std::fabs(result.shiftedScore - result.score);
  result.relativeError =
      std::max(std::fabs(result.score - result.relativeScore), std::fabs(result.shiftedScore - result.relativeScore));
  result.rounded = scores32(result, m, n, shift, omega, pairing, false);
  result.naive = scores32(result, m, n, shift, omega, pairing, true);
  return result;
}

RopeDecay ropeDecay(const RopeDecayRequest& request) {
  const int maxOffset = static_cast<int>(requireInteger("maxOffset", request.maxOffset));
  const int d = requireRopeDModel(request.dModel, RopeDecayRequest::ranges[0]);
  const double base = requireBase(request.base);
  const int pairs = d / 2;
  const double work = (static_cast<double>(maxOffset) + 1) * pairs;
  if (work > Limits::maxProfileWork) {
    throw InvalidArgument("maxOffset",
                          "(maxOffset + 1) * dModel / 2 must be at most " + formatNumber(Limits::maxProfileWork) +
                              "; got " + std::to_string(maxOffset + 1) + " * " + std::to_string(pairs),
                          Refusal{"product", std::numeric_limits<double>::quiet_NaN(), Limits::maxProfileWork,
                                  static_cast<double>(maxOffset + 1) * static_cast<double>(pairs)});
  }

  // Pair by pair, S_{i+1}(k) = S_i(k) + e^{i k w_i} for every k at once. e^{i k w_i} comes from a
  // float64 rotation by w_i, restarted from exact libm values every kExactEvery steps (drift
  // below 1e-13), so a term costs a few multiply-adds instead of a cosine and a sine.
  constexpr int kExactEvery = 256;
  const std::size_t count = static_cast<std::size_t>(maxOffset) + 1;
  std::vector<double> sumCos(count, 0.0), sumSin(count, 0.0), sumAbs(count, 0.0);
  for (const PairFrequency& f : frequencies(d, base)) {
    const double stepCos = std::cos(f.omega), stepSin = std::sin(f.omega);
    for (std::size_t start = 0; start < count; start += kExactEvery) {
      const std::size_t end = std::min(count, start + kExactEvery);
      double c = std::cos(static_cast<double>(start) * f.omega);
      double s = std::sin(static_cast<double>(start) * f.omega);
      for (std::size_t k = start; k < end; ++k) {
        sumCos[k] += c;
        sumSin[k] += s;
        sumAbs[k] += std::sqrt(sumCos[k] * sumCos[k] + sumSin[k] * sumSin[k]);
        const double next = c * stepCos - s * stepSin;
        s = s * stepCos + c * stepSin;
        c = next;
      }
    }
  }
  RopeDecay result;
  result.g = std::move(sumCos);
  result.bound.resize(count);
  for (std::size_t k = 0; k < count; ++k) result.bound[k] = sumAbs[k] / pairs;
  return result;
}

WDemoResult wDemo(const WDemoRequest& request) {
  const int d = requireRopeDModel(request.dModel, WDemoRequest::ranges[0]);
  const double base = requireBase(request.base);
  const auto seed = static_cast<std::uint32_t>(requireInteger("seed", request.seed));
  const std::int64_t offset = requireInteger("offset", request.offset);
  const RopePairing pairing = parseRopePairing(request.pairing);
  const ParameterSpec& startsSpec = parameterSpec("starts");
  const auto count = static_cast<double>(request.starts.size());
  if (count < startsSpec.min || count > startsSpec.max) {
    throw InvalidArgument("starts", "starts must hold between " + formatNumber(startsSpec.min) + " and " +
                                        formatNumber(startsSpec.max) + " positions; got " +
                                        std::to_string(request.starts.size()));
  }
  WDemoResult result{};
  for (std::size_t t = 0; t < request.starts.size(); ++t) {
    const std::string element = "starts[" + std::to_string(t) + "]";
    std::int64_t m;
    try {
      const ShiftRange starts = shiftRangeFrom(0, offset);  // m and m + offset are positions
      m = requireInteger(element.c_str(), request.starts[t], starts.min, starts.max);
    } catch (const InvalidArgument& e) {
      throw InvalidArgument("starts", std::string(e.what()) + " (m and m + offset must be in [0, " +
                                          formatNumber(static_cast<double>(Limits::maxPosition)) + "])");
    }
    result.m.push_back(static_cast<double>(m));
    result.n.push_back(static_cast<double>(m + offset));
  }

  const double scale = 1.0 / std::sqrt(static_cast<double>(d));
  std::vector<double> wQ = randomValues("rope-wdemo-wq", d * d, seed);
  std::vector<double> wK = randomValues("rope-wdemo-wk", d * d, seed);
  for (double& w : wQ) w *= scale;
  for (double& w : wK) w *= scale;
  const std::vector<double> x = randomValues("rope-wdemo-x", d, seed);
  const std::vector<double> queryContent = timesColumn(wQ, x, d);
  const std::vector<double> keyContent = timesColumn(wK, x, d);
  const std::vector<double> omega = omegasOf(d, base);

  EncodingRequest row;
  row.positions = 1;
  row.dModel = d;
  row.base = base;
  for (std::size_t t = 0; t < result.m.size(); ++t) {
    row.offset = result.m[t];
    const std::vector<double> pm = encode64(row);
    row.offset = result.n[t];
    const std::vector<double> pn = encode64(row);
    result.rawScores.push_back(dot(pm, pn));
    result.additiveScores.push_back(dot(rowTimes(pm, wQ, d), rowTimes(pn, wK, d)));
    result.ropeScores.push_back(
        dot(rotated(queryContent, result.m[t], omega, pairing), rotated(keyContent, result.n[t], omega, pairing)));
  }
  result.rawSpread = spreadOf(result.rawScores);
  result.additiveSpread = spreadOf(result.additiveScores);
  result.ropeSpread = spreadOf(result.ropeScores);
  return result;
}

}  // namespace pe
