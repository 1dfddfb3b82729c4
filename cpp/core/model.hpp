// The small decoder-only Transformer the page trains live (issue 20): forward pass, backward
// pass written by hand (no autodiff), every position scheme the page teaches.
//
// Rule: the parameters() order, names, shapes and the formulas below ARE the model. A change to
// any of them changes every seeded run; the README copies them so anyone can rebuild the forward
// pass in another framework and compare gradients.
//
// THE MODEL (one example of L tokens t_0..t_{L-1}; rows are positions, all matrices row-major,
// a weight W of shape [in x out] maps a row vector x to x W, so PyTorch's nn.Linear weight is
// its transpose; token p stands at position p, or at Batch::positions' value for it when a batch
// gives one: PE, P and RoPE's angle below then read that value where they read p):
//
//   x_p = s E[t_p]                                 E: 'embedding' [vocab x d]; s = embeddingScale (the
//                                                  trainer's default sqrt(d), as Vaswani et al. 2017 3.4)
//         + PE[p]   (Sinusoidal: the lesson's interleaved table, PE[p][2i] = sin(p / base^(2i/d)),
//                    PE[p][2i+1] = cos(p / base^(2i/d)), positions 0-based; not a parameter)
//         + P[p]    (Learned: 'position' [positions x d])
//   for each block b = 0..blocks-1 (pre-LayerNorm):
//     h = LN(x; g1, b1)                            'block<b>.norm1.gain', 'block<b>.norm1.bias' [d]
//     Q = h Wq, K = h Wk, V = h Wv                 'block<b>.attention.q', '.k', '.v' [d x d], no biases
//     head n (of H) takes columns n*hd .. n*hd+hd-1 of Q, K, V; hd = d / H
//     RoPE: q and k of every head are rotated by position p, Llama's half-split pairing (what
//       Hugging Face's rotate_half ships): pair i = 0..hd/2-1 is (i, i + hd/2), angle
//       p * base^(-2i/hd); q'[i] = q[i] cos - q[i+hd/2] sin, q'[i+hd/2] = q[i+hd/2] cos + q[i] sin
//       With ropeScaling (below; extension.hpp's recipes): angle p * w_i', w_i' extension()'s
//       omegaNew (d = hd, b = base, L = ropeTrainedLength, s = ropeScale), and q', k' both
//       multiplied by its attentionFactor f (YaRN: 0.1 ln s + 1; else 1), so S's dot is f^2 q . k
//     S[n][i][j] = q_i . k_j / sqrt(hd) + B[n][i][j]     for j <= i (causal; j > i gets weight 0)
//       B = 0, except ALiBi: B = -m_n (i - j), m_n = pe::alibiSlopes(H)[n];
//                     T5:    B = R[n][bucket(j - i)], bucket = pe::t5Bucket(j - i, bidirectional
//                            false, t5Buckets, t5MaxDistance) (Hugging Face's decoder buckets);
//                            R: 'relativeBias' [heads x t5Buckets], ONE table shared by all blocks
//                            (as Hugging Face's T5 computes it in the first layer and reuses it)
//     A[n][i] = softmax_j(S[n][i]);  O_i (head n's columns) = sum_j A[n][i][j] v_j
//     x = x + O Wo                                 'block<b>.attention.o' [d x d], no bias
//     h = LN(x; g2, b2)                            'block<b>.norm2.gain', 'block<b>.norm2.bias' [d]
//     x = x + GELU(h W1 + c1) W2 + c2              'block<b>.mlp.in' [d x mlpWidth], 'block<b>.mlp.inBias'
//                                                  [mlpWidth], 'block<b>.mlp.out' [mlpWidth x d],
//                                                  'block<b>.mlp.outBias' [d]
//   y = LN(x; gf, bf)                              'norm.gain', 'norm.bias' [d]
//   logits = y Wh + ch                             'head' [d x vocab], 'head.bias' [vocab]
//
//   LN(x; g, b) = (x - mean(x)) / sqrt(var(x) + 1e-5) * g + b, var the biased (1/d) variance, per row.
//   GELU(u) = u * Phi(u) = u/2 (1 + erf(u / sqrt 2)), the exact (erf) form, PyTorch's nn.GELU() default
//     (Model64 calls std::erf; Model, in float, Abramowitz and Stegun 7.1.26, GELU within 4.2e-7).
//   Loss: sum_p w_p * CE(logits_p, target_p) / sum_p w_p over the batch (CE the natural-log
//   cross-entropy of the softmax); 0, with zero gradients, when every weight is 0.
//
// Parameters, in this order (the order of parameters(), of the gradients and of initialise()):
//   embedding; position (Learned only); relativeBias (T5 only); for each block: norm1.gain,
//   norm1.bias, attention.q, attention.k, attention.v, attention.o, norm2.gain, norm2.bias,
//   mlp.in, mlp.inBias, mlp.out, mlp.outBias; norm.gain; norm.bias; head; head.bias.
//
// Initialisation (initialise(seed)): pe::SplitMix64(seed) draws every tensor every scheme has, in
// the order above, row-major within a tensor; each scheme's own table draws from a stream of its
// own, 'position' from SplitMix64(seed + kPositionStream) and 'relativeBias' from
// SplitMix64(seed + kRelativeBiasStream) (paired seeds: at one seed, every shared tensor starts
// with the same bits under all six schemes). Matrices and tables (embedding, position,
// relativeBias, q, k, v, o, mlp.in, mlp.out, head) are 0.02 * z, z approximately standard
// normal: the sum of 12 uniforms on [-1/2, 1/2) (Irwin-Hall; only additions, so the same bits on
// every machine and build, no libm); biases 0; LayerNorm gains 1. (Biases and gains draw nothing.)
//
// Batches are padded at the END; attention is causal, so padding never changes a real token.
// loss() and lossAndGradients() skip each example's rows after its last weighted position (they
// cannot change the loss), so a batch padded to 17 costs what its real tokens cost.
//
// Precision: the model is a template on the scalar type. Model (float) trains; Model64 (double)
// is the same code in float64, for the gradient check against finite differences.
// Determinism: no threads, no FMA contraction (-ffp-contract=off), every sum in a fixed order;
// the SIMD and scalar kernels add the same terms in the same order, so they give the same bits.
//
// Timing one training step (for `npm run bench`): build a Batch of 32 examples x 17 tokens
// once, then time repeated model.lossAndGradients(batch, gradients) (the forward and backward
// pass; the optimiser's update, optimiser.hpp, costs a few microseconds) and divide.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "choices.hpp"
#include "extension.hpp"

namespace pe {

// The schemes in the page's order; params.cpp's "positionScheme" choices name them in this order
// (the page and the tests take their list from those choices), and kPositionSchemeCount follows
// the last. A new scheme is a value and a name here and a row of model.cpp's kSchemeParts (where
// it enters the model, with a function for any new maths).
enum class PositionScheme { None, Sinusoidal, Learned, Rope, Alibi, T5, Count };
template <>
struct Choices<PositionScheme> {
  static constexpr const char* parameter = "positionScheme";
  static constexpr Named<PositionScheme> names[] = {
      {"none", PositionScheme::None}, {"sinusoidal", PositionScheme::Sinusoidal}, {"learned", PositionScheme::Learned},
      {"rope", PositionScheme::Rope}, {"alibi", PositionScheme::Alibi},           {"t5", PositionScheme::T5}};
};
constexpr int kPositionSchemeCount = static_cast<int>(PositionScheme::Count);

// The largest model and batch, so one model's memory stays bounded (validated: InvalidArgument
// naming the field and its range). At every limit at once (Learned, 889,856 parameters) after a
// step on a 16 x 128 batch, the model holds 147,551,232 bytes (parameters and buffers; the
// caller's gradients 3,559,424 more): `pe_model_bench memory` prints it.
struct ModelLimits {
  static constexpr int maxVocab = 256;              // vocab in [2, 256]
  static constexpr int maxPositions = 256;          // positions in [1, 256]
  static constexpr int maxDModel = 128;             // dModel in [1, 128], divisible by heads (RoPE: head dim even)
  static constexpr int maxHeads = 8;                // heads in [1, 8]
  static constexpr int maxBlocks = 4;               // blocks in [1, 4]
  static constexpr int maxMlpWidth = 512;           // mlpWidth in [1, 512]
  static constexpr int maxT5Buckets = 256;          // t5Buckets in [2, 256]
  static constexpr int maxT5Distance = 100000;      // t5MaxDistance in [t5Buckets / 2 + 1, 100000]
  static constexpr int maxBatchTokens = 2048;       // batch.size * batch.length
  static constexpr int maxBatchAttention = 262144;  // batch.size * batch.length^2 (attention cells per head)
  static constexpr double maxEmbeddingScale = 16;   // embeddingScale in (0, 16]: sqrt(maxDModel) is 11.3
  static constexpr double maxRopeScale = 64;        // ropeScale in [1, 64]: 64 x the longest training
                                                    // sequence (64 tokens) passes maxPositions many times
};

struct ModelConfig {
  PositionScheme scheme = PositionScheme::Sinusoidal;
  int vocab = 12;      // tokens 0..vocab-1 (tasks.hpp: digits 0-9, 10 = separator, 11 = padding)
  int positions = 34;  // the longest sequence the model is ever given (training AND evaluation);
                       // the learned table has this many rows, so rows past the training
                       // length exist but never receive a gradient
  int dModel = 32, heads = 4, blocks = 2, mlpWidth = 128;
  int t5Buckets = 32, t5MaxDistance = 128;  // T5 decoder (unidirectional) buckets, learned per head
  double base = 10000;                      // sinusoidal table and RoPE, (1, 1e12]
  double embeddingScale = 1;                // s above: token vectors are s E[t], finite, (0, maxEmbeddingScale]
  // RoPE's context extension (extension.hpp), read by the rope scheme only: pair i turns by
  // p * w_i', w_i' = extension()'s omegaNew for this method, scale and trained length (the head
  // dimension its d, base its b), and q and k are multiplied by its attentionFactor (YaRN's
  // 0.1 ln s + 1, else 1). None: w_i' = w_i, factor 1, the same bits as before this field.
  ExtensionMethod ropeScaling = ExtensionMethod::None;
  double ropeScale = 1;       // s, [1, maxRopeScale]
  int ropeTrainedLength = 1;  // the recipe's L: positions 0..L-1 were trained on, in tokens, [1, maxPositions]
};

// The streams of the scheme-specific tables (initialise(seed), above): ASCII "position" and "relative".
constexpr std::uint64_t kPositionStream = 0x706F736974696F6EULL;
constexpr std::uint64_t kRelativeBiasStream = 0x72656C6174697665ULL;

// Throws InvalidArgument naming the first bad field ("vocab", "dModel", ...) and its range.
void validate(const ModelConfig& config);

template <class T>
struct BasicTensor {
  std::string name;
  std::vector<int> shape;
  std::vector<T> values;  // row-major
};
using Tensor = BasicTensor<float>;

struct Batch {
  int size = 0, length = 0;    // examples x tokens, padded at the END (causal attention, so
  std::vector<int> tokens;     //   padding never affects a real token)
  std::vector<int> targets;    // [size x length]: the token to predict at each position
  std::vector<float> weights;  // [size x length]: 1 on answer positions, 0 elsewhere (any finite >= 0)
  // [size x length], or empty: every example at positions 0, 1, ..., length - 1. The position p
  // of each token, in [0, config.positions): the p of PE[p], P[p] and RoPE's angle above
  // (randomised positional encodings, trainer.hpp's positionRange). ALiBi's and T5's biases
  // read the distance in tokens, i - j, whatever the positions: they take no positions.
  std::vector<int> positions;
};

// Whether a scheme reads Batch::positions: true for those that add a table at the input or
// rotate by position (sinusoidal, learned, rope), false for those that read distances only.
bool readsPositions(PositionScheme scheme);

// Throws InvalidArgument ("batch") unless sizes, tokens, targets, weights and positions fit config.
void validate(const Batch& batch, const ModelConfig& config);

template <class T>
class BasicModel {
 public:
  explicit BasicModel(const ModelConfig& config);  // validates (InvalidArgument naming the field)
  ~BasicModel();
  BasicModel(BasicModel&&) noexcept;
  BasicModel& operator=(BasicModel&&) noexcept;

  void initialise(std::uint64_t seed);        // seeded, the same on every machine and build
  std::vector<BasicTensor<T>>& parameters();  // the names and order above
  const std::vector<BasicTensor<T>>& parameters() const;
  const ModelConfig& config() const;

  // Mean cross-entropy over weighted positions (sum w*CE / sum w); writes dLoss/dParameter into
  // gradients (resized to parameters()' names and shapes). Deterministic: bit for bit within a build.
  double lossAndGradients(const Batch& batch, std::vector<BasicTensor<T>>& gradients);
  double loss(const Batch& batch);                                                 // forward only
  void logits(const Batch& batch, std::vector<T>& out);                            // [size x length x vocab]
  std::vector<T> attention(const Batch& batch, int example, int block, int head);  // [length x length]

  // The matrix-product kernel: true (the default) uses WASM SIMD where it was compiled (the
  // simd build), false the scalar loops. Both give the same bits; this is for tests and bench.
  void useSimd(bool simd);
  // Bytes held by the model now: parameters and the buffers of the largest batch seen so far.
  std::size_t memoryBytes() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

using Model = BasicModel<float>;
using Model64 = BasicModel<double>;
using Tensor64 = BasicTensor<double>;

}  // namespace pe
