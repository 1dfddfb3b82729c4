#include "optimiser.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

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
    for (std::size_t i = 0; i < values.size(); ++i) {
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
