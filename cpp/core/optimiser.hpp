// AdamW (Loshchilov and Hutter 2019) with linear warm-up and global gradient-norm clipping:
// the trainer's optimiser, as PyTorch's torch.optim.AdamW computes it (amsgrad off).
//
// One step t = 1, 2, ... over every parameter tensor, given its gradient g:
//   clip:   norm = sqrt(sum over ALL tensors of g^2); if clipNorm > 0 and norm > clipNorm,
//           every g is multiplied by clipNorm / norm (torch.nn.utils.clip_grad_norm_)
//   rate:   lr_t = learningRate * min(1, t / warmupSteps)  (linear warm-up, then constant; no
//           decay afterwards; warmupSteps 0: learningRate from the first step)
//   decay:  p = p - lr_t * weightDecay * p   (decoupled: not through the moments), applied to
//           tensors of rank 2 or more only (weight matrices, the embedding, a learned position
//           table, T5's bias table), never to biases or LayerNorm gains and shifts (rank 1)
//   moments: m = beta1 m + (1 - beta1) g;  v = beta2 v + (1 - beta2) g^2
//   update: p = p - lr_t * (m / (1 - beta1^t)) / (sqrt(v / (1 - beta2^t)) + epsilon)
// Arithmetic in double per element, stored as float (parameters) and double (moments).
//
// Rule: the order of operations above is the definition; the tests check it against the same
// formulas written out by hand.
#pragma once

#include <vector>

#include "model.hpp"

namespace pe {

struct AdamWConfig {
  double learningRate = 3e-3;
  int warmupSteps = 100;
  double weightDecay = 0.01;
  double clipNorm = 1.0;  // 0: no clipping
  double beta1 = 0.9;
  double beta2 = 0.999;
  double epsilon = 1e-8;
};

class AdamW {
 public:
  explicit AdamW(const AdamWConfig& config) : config_(config) {}

  // One step: parameters and gradients have the same tensors in the same order and shapes
  // (the model's). gradients are clipped in place. Returns the gradients' norm before clipping.
  double step(std::vector<Tensor>& parameters, std::vector<Tensor>& gradients);

  int steps() const { return step_; }
  // The bytes of the two moments.
  std::size_t memoryBytes() const {
    std::size_t values = 0;
    for (const auto& m : m_) values += m.capacity();
    for (const auto& v : v_) values += v.capacity();
    return values * sizeof(double);
  }
  // The learning rate of step t (1-based).
  double learningRateAt(int t) const;
  // The moments, one vector per parameter tensor (empty before the first step): read by the
  // tests, which compare them bit for bit with the update rule in every build.
  const std::vector<std::vector<double>>& firstMoments() const { return m_; }
  const std::vector<std::vector<double>>& secondMoments() const { return v_; }

 private:
  AdamWConfig config_;
  int step_ = 0;
  std::vector<std::vector<double>> m_, v_;
};

}  // namespace pe
