#include "optimiser.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace pe {

double AdamW::learningRateAt(int t) const {
  if (config_.warmupSteps <= 0) return config_.learningRate;
  return config_.learningRate * std::min(1.0, static_cast<double>(t) / config_.warmupSteps);
}

double AdamW::step(std::vector<Tensor>& parameters, std::vector<Tensor>& gradients) {
  if (parameters.size() != gradients.size()) throw std::logic_error("pe: AdamW needs one gradient per parameter");
  if (m_.empty()) {
    for (const Tensor& p : parameters) {
      m_.emplace_back(p.values.size(), 0.0);
      v_.emplace_back(p.values.size(), 0.0);
    }
  }
  double squares = 0;
  for (std::size_t k = 0; k < gradients.size(); ++k) {
    if (gradients[k].values.size() != parameters[k].values.size() || m_[k].size() != parameters[k].values.size()) {
      throw std::logic_error("pe: AdamW: a gradient's shape is not its parameter's");
    }
    for (float g : gradients[k].values) squares += static_cast<double>(g) * g;
  }
  const double norm = std::sqrt(squares);
  const double clip = config_.clipNorm > 0 && norm > config_.clipNorm ? config_.clipNorm / norm : 1.0;

  ++step_;
  const double rate = learningRateAt(step_);
  const double correction1 = 1.0 - std::pow(config_.beta1, step_);
  const double correction2 = 1.0 - std::pow(config_.beta2, step_);
  for (std::size_t k = 0; k < parameters.size(); ++k) {
    std::vector<float>& values = parameters[k].values;
    std::vector<float>& grads = gradients[k].values;
    const bool decays = parameters[k].shape.size() >= 2;
    std::vector<double>& m = m_[k];
    std::vector<double>& v = v_[k];
    std::size_t i = 0;
#if defined(__wasm_simd128__)
    // Two parameters at a time in the simd build: the loop below's IEEE operations (mul, add,
    // sub, div, sqrt, float <-> double) in its order, so the same bits: the constants it forms
    // each time (rate * weightDecay, 1 - beta) are the same doubles formed once. AdamW was an
    // eighth of a training step in WASM, mostly its divisions and square root in double.
    const v128_t clipBoth = wasm_f64x2_splat(clip);
    const v128_t decayBoth = wasm_f64x2_splat(rate * config_.weightDecay);
    const v128_t beta1 = wasm_f64x2_splat(config_.beta1), rest1 = wasm_f64x2_splat(1.0 - config_.beta1);
    const v128_t beta2 = wasm_f64x2_splat(config_.beta2), rest2 = wasm_f64x2_splat(1.0 - config_.beta2);
    const v128_t rateBoth = wasm_f64x2_splat(rate), epsilonBoth = wasm_f64x2_splat(config_.epsilon);
    const v128_t c1 = wasm_f64x2_splat(correction1), c2 = wasm_f64x2_splat(correction2);
    for (; i + 2 <= values.size(); i += 2) {
      const v128_t g = wasm_f64x2_mul(wasm_f64x2_promote_low_f32x4(wasm_v128_load64_zero(&grads[i])), clipBoth);
      wasm_v128_store64_lane(&grads[i], wasm_f32x4_demote_f64x2_zero(g), 0);
      v128_t p = wasm_f64x2_promote_low_f32x4(wasm_v128_load64_zero(&values[i]));
      if (decays) p = wasm_f64x2_sub(p, wasm_f64x2_mul(decayBoth, p));
      const v128_t mi = wasm_f64x2_add(wasm_f64x2_mul(beta1, wasm_v128_load(&m[i])), wasm_f64x2_mul(rest1, g));
      const v128_t vi =
          wasm_f64x2_add(wasm_f64x2_mul(beta2, wasm_v128_load(&v[i])), wasm_f64x2_mul(wasm_f64x2_mul(rest2, g), g));
      wasm_v128_store(&m[i], mi);
      wasm_v128_store(&v[i], vi);
      const v128_t step = wasm_f64x2_div(wasm_f64x2_mul(rateBoth, wasm_f64x2_div(mi, c1)),
                                         wasm_f64x2_add(wasm_f64x2_sqrt(wasm_f64x2_div(vi, c2)), epsilonBoth));
      p = wasm_f64x2_sub(p, step);
      wasm_v128_store64_lane(&values[i], wasm_f32x4_demote_f64x2_zero(p), 0);
    }
#endif
    for (; i < values.size(); ++i) {
      const double g = static_cast<double>(grads[i]) * clip;
      grads[i] = static_cast<float>(g);
      double p = values[i];
      if (decays) p -= rate * config_.weightDecay * p;
      m[i] = config_.beta1 * m[i] + (1.0 - config_.beta1) * g;
      v[i] = config_.beta2 * v[i] + (1.0 - config_.beta2) * g * g;
      p -= rate * (m[i] / correction1) / (std::sqrt(v[i] / correction2) + config_.epsilon);
      values[i] = static_cast<float>(p);
    }
  }
  return norm;
}

}  // namespace pe
