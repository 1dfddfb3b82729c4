// The trainer (issue 20): a Model (model.hpp) learning one task (tasks.hpp) with AdamW
// (optimiser.hpp) from its own seeded stream of batches, and the store of live trainers that
// JavaScript reaches by id (core.createTrainer, web/api/trainers.mjs).
//
// Seeds: a trainer of seed s initialises its model with s and draws the seed of training batch
// k (k = 1, 2, ...) as the top 32 bits of the k-th value of SplitMix64(s + kStreamOffset); batch
// k is trainingBatch(task, trainLength, batch, that seed), which trainerBatch({ batchSeed })
// reproduces. So a run is fixed by its config: the same losses bit for bit within a build.
//
// Rule: every request is validated before a trainer changes (InvalidArgument naming the field);
// a trainer's id is never reused, and every live trainer's bytes count against
// TrainerLimits::maxBytes (out of memory is a refusal naming the trainer's size, never a crash).
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "model.hpp"
#include "optimiser.hpp"
#include "params.hpp"
#include "random.hpp"
#include "tasks.hpp"

namespace pe {

struct TrainerLimits {
  static constexpr int maxTrainLength = 32;  // digits of a training question
  static constexpr int maxEvalLength = 64;   // digits of an evaluated question (sequences of 128 tokens)
  static constexpr int maxPositions = ModelLimits::maxPositions;  // positionRange's largest N
  static constexpr int maxDModel = ModelLimits::maxDModel;
  static constexpr int maxHeads = ModelLimits::maxHeads;
  static constexpr int maxBlocks = ModelLimits::maxBlocks;
  static constexpr int maxMlpWidth = ModelLimits::maxMlpWidth;
  // Examples per step; narrowed by trainLength, as the model takes at most
  // ModelLimits::maxBatchTokens tokens and maxBatchAttention attention cells per batch.
  static constexpr int maxBatch = 256;
  static constexpr int maxSteps = 10000;  // per trainerStep call
  static constexpr int maxWarmupSteps = 1000000;
  static constexpr int maxExamples = 1000;  // evaluated questions per length
  static constexpr double maxLearningRate = 1;
  static constexpr double maxWeightDecay = 1;
  static constexpr double maxClipNorm = 1000;
  static constexpr double maxTensorValues = static_cast<double>(maxMlpWidth) * maxDModel;  // the largest tensor
  static constexpr double maxId = 9007199254740991.0;  // 2^53 - 1: ids cross as JavaScript numbers
  // setWeight takes values in [-maxWeight, maxWeight]: at this bound the largest model's forward
  // pass stays finite in float32 (each block adds at most about 1e15 to the residual stream, so
  // LayerNorm's sum of squares stays near 1e34 of float's 3.4e38); 3e38 would overflow it at once.
  // Trained weights are of order 1. Training that still turns the loss or a gradient non-finite
  // stops the trainer (Trainer::step).
  static constexpr double maxWeight = 1000;
  // All live trainers together: their parameters, gradients, AdamW's moments and the model's
  // buffers for its largest batch (Trainer::reservedBytes()). 512 MiB: one trainer of the largest
  // model at the longest lengths reserves about 280 MiB, and WASM memory ends at 1 GiB.
  static constexpr std::int64_t maxBytes = 536870912;
};

// --- requests and results, as they cross to JavaScript --------------------------------------

struct TrainerCreateRequest {
  std::string task = "reverse";               // "copy" | "reverse" | "sort"
  std::string positionScheme = "sinusoidal";  // "none" | "sinusoidal" | "learned" | "rope" | "alibi" | "t5"
  std::string embeddingScale = "sqrt-d";      // token vectors times sqrt(dModel) (Vaswani et al. 2017, 3.4) | "1"
  double trainLength = 8;                     // training questions have 1..trainLength digits, [1, maxTrainLength]
  double evalLength = 0;       // the longest question ever evaluated, [trainLength, maxEvalLength]; 0: 2 x trainLength.
                               // The model is built for sequences of 2 x evalLength tokens.
  double dModel = 32;          // [1, maxDModel], a multiple of heads (RoPE: an even head dimension)
  double heads = 4;            // [1, maxHeads]
  double blocks = 2;           // [1, maxBlocks]
  double mlpWidth = 128;       // [1, maxMlpWidth]
  double batch = 32;           // examples per step, [1, maxBatchFor(trainLength)] (128 at trainLength 8)
  double learningRate = 3e-3;  // AdamW's rate after warm-up, (0, maxLearningRate]
  double warmupSteps = 100;    // linear warm-up, [0, maxWarmupSteps]
  double weightDecay = 0.01;   // decoupled, matrices only, [0, maxWeightDecay]
  double clipNorm = 1;         // global gradient norm, [0, maxClipNorm]; 0: no clipping
  double seed = 0;             // initialisation and data, [0, Limits::maxSeed]
  // Randomised positional encodings (Ruoss et al. 2023): 0, off; or N in [2 x evalLength,
  // maxPositions], and each training example's positions are drawn from [0, N) (Trainer::batch).
  // Only sinusoidal, learned and rope read positions; under the other schemes N changes nothing.
  double positionRange = 0;
  // RoPE's context extension (extension.hpp's recipes, the "Longer contexts" section): "none" |
  // "pi" | "ntk" | "yarn", with scale s in [1, ModelLimits::maxRopeScale]. The recipe's trained
  // length L is the model's trained sequence length in tokens, 2 x trainLength (a question of n
  // digits is 2n tokens), so s = 2 is the recipes' setting for questions of up to 2 x
  // trainLength digits (4 x trainLength tokens). Read by 'rope' only: under the other schemes
  // (and under "none", whatever the scale) a run with it is the run without it, bit for bit.
  std::string ropeScaling = "none";
  double ropeScale = 1;
  // The recipe's trained length L in tokens, [0, maxPositions]; 0: the trained sequence, 2 x
  // trainLength. A fine-tune at longer lengths keeps the pre-trained model's L: its trainLength
  // is the fine-tune's, its recipe still the one of the model it starts from.
  double ropeTrainedLength = 0;

  static constexpr FieldRange ranges[] = {
      {"trainLength", 1, TrainerLimits::maxTrainLength}, {"evalLength", 0, TrainerLimits::maxEvalLength},
      {"dModel", 1, TrainerLimits::maxDModel},           {"heads", 1, TrainerLimits::maxHeads},
      {"positionRange", 0, TrainerLimits::maxPositions}, {"ropeTrainedLength", 0, TrainerLimits::maxPositions},
  };

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("task", &TrainerCreateRequest::task, Presence::Optional);
    visit("positionScheme", &TrainerCreateRequest::positionScheme, Presence::Optional);
    visit("embeddingScale", &TrainerCreateRequest::embeddingScale, Presence::Optional);
    visit("trainLength", &TrainerCreateRequest::trainLength, Presence::Optional);
    visit("evalLength", &TrainerCreateRequest::evalLength, Presence::Optional);
    visit("dModel", &TrainerCreateRequest::dModel, Presence::Optional);
    visit("heads", &TrainerCreateRequest::heads, Presence::Optional);
    visit("blocks", &TrainerCreateRequest::blocks, Presence::Optional);
    visit("mlpWidth", &TrainerCreateRequest::mlpWidth, Presence::Optional);
    visit("batch", &TrainerCreateRequest::batch, Presence::Optional);
    visit("learningRate", &TrainerCreateRequest::learningRate, Presence::Optional);
    visit("warmupSteps", &TrainerCreateRequest::warmupSteps, Presence::Optional);
    visit("weightDecay", &TrainerCreateRequest::weightDecay, Presence::Optional);
    visit("clipNorm", &TrainerCreateRequest::clipNorm, Presence::Optional);
    visit("seed", &TrainerCreateRequest::seed, Presence::Optional);
    visit("positionRange", &TrainerCreateRequest::positionRange, Presence::Optional);
    visit("ropeScaling", &TrainerCreateRequest::ropeScaling, Presence::Optional);
    visit("ropeScale", &TrainerCreateRequest::ropeScale, Presence::Optional);
    visit("ropeTrainedLength", &TrainerCreateRequest::ropeTrainedLength, Presence::Optional);
  }
};

struct TrainerCreated {
  std::int64_t trainer = 0;  // the new trainer's id, never reused
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("trainer", &TrainerCreated::trainer);
  }
};

// A live trainer, for the calls that take nothing else (weights, free).
struct TrainerRequest {
  double trainer = 0;  // a live trainer's id
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("trainer", &TrainerRequest::trainer, Presence::Required);
  }
};

struct TrainerStepRequest {
  double trainer = 0;
  double steps = 1;  // [1, maxSteps]
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("trainer", &TrainerStepRequest::trainer, Presence::Required);
    visit("steps", &TrainerStepRequest::steps, Presence::Optional);
  }
};

struct TrainerLosses {
  std::vector<float> losses;  // per step, the batch's mean cross-entropy on answer tokens (nats), before the update
  int step = 0;               // steps taken since the trainer was made
  // Empty while the trainer trains; once a loss or a gradient came out non-finite, why it
  // stopped (losses then holds the steps before, and every later call returns no steps).
  std::string stopped;
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("losses", &TrainerLosses::losses);
    visit("step", &TrainerLosses::step);
    visit("stopped", &TrainerLosses::stopped);
  }
};

struct TrainerEvaluateRequest {
  double trainer = 0;
  double evalLength = 0;  // lengths 1..evalLength, at most the trainer's; 0: the trainer's
  double examples = 100;  // questions per length, [1, maxExamples]
  // One length only (0: every length 1..evalLength), and the first question of each length's
  // fixed set to take: a caller can evaluate in slices (the page's main thread, 16 ms at a
  // time) and add the slices' counts up to the same result as one call.
  double length = 0;
  double firstExample = 0;
  static constexpr FieldRange ranges[] = {{"evalLength", 0, TrainerLimits::maxEvalLength}};
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("trainer", &TrainerEvaluateRequest::trainer, Presence::Required);
    visit("evalLength", &TrainerEvaluateRequest::evalLength, Presence::Optional);
    visit("examples", &TrainerEvaluateRequest::examples, Presence::Optional);
    visit("length", &TrainerEvaluateRequest::length, Presence::Optional);
    visit("firstExample", &TrainerEvaluateRequest::firstExample, Presence::Optional);
  }
};

struct TrainerEvaluation {
  std::vector<int> lengths;           // 1..evalLength
  std::vector<double> tokenAccuracy;  // per length: right answer tokens / answer tokens (teacher-forced)
  std::vector<double> exactAccuracy;  // per length: questions with every answer token right / questions
  std::vector<int> rightTokens;       // per length: the counts behind the two shares, so that
  std::vector<int> rightExamples;     // slices of one evaluation add up exactly
  int trainLength = 0;                // lengths above it were never trained on
  int examples = 0;
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("lengths", &TrainerEvaluation::lengths);
    visit("tokenAccuracy", &TrainerEvaluation::tokenAccuracy);
    visit("exactAccuracy", &TrainerEvaluation::exactAccuracy);
    visit("rightTokens", &TrainerEvaluation::rightTokens);
    visit("rightExamples", &TrainerEvaluation::rightExamples);
    visit("trainLength", &TrainerEvaluation::trainLength);
    visit("examples", &TrainerEvaluation::examples);
  }
};

// One parameter tensor (or its gradient), row-major in its shape.
struct NamedTensor {
  std::string name;
  std::vector<int> shape;
  std::vector<float> values;
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("name", &NamedTensor::name);
    visit("shape", &NamedTensor::shape);
    visit("values", &NamedTensor::values);
  }
};

struct TrainerSetWeightRequest {
  double trainer = 0;
  std::string name;           // one of the model's tensor names (model.hpp)
  std::vector<float> values;  // exactly as many as the tensor holds, each in [-maxWeight, maxWeight]
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("trainer", &TrainerSetWeightRequest::trainer, Presence::Required);
    visit("name", &TrainerSetWeightRequest::name, Presence::Required);
    visit("values", &TrainerSetWeightRequest::values, Presence::Required);
  }
};

// A training batch by its seed: the trainer's k-th step trained on the batch of the k-th seed
// of its stream (above); any seed gives a batch of the trainer's task and sizes.
struct TrainerBatchRequest {
  double trainer = 0;
  double batchSeed = 0;  // [0, Limits::maxSeed]
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("trainer", &TrainerBatchRequest::trainer, Presence::Required);
    visit("batchSeed", &TrainerBatchRequest::batchSeed, Presence::Optional);
  }
};

struct LossAndGradients {
  double loss = 0;                     // mean cross-entropy over answer tokens, nats
  std::vector<NamedTensor> gradients;  // d loss / d parameter, the weights' names, shapes and order
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("loss", &LossAndGradients::loss);
    visit("gradients", &LossAndGradients::gradients);
  }
};

struct BatchRecord {
  int size = 0;                // examples
  int length = 0;              // tokens per example (2 x the longest question), padded at the end with 11
  std::vector<int> tokens;     // [size x length]
  std::vector<int> targets;    // [size x length]: the next token
  std::vector<float> weights;  // [size x length]: 1 on answer positions
  // [size x length]: the position each token stands at, 0..length-1 in every example unless the
  // trainer draws them (positionRange on, under sinusoidal, learned or rope)
  std::vector<int> positions;
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("size", &BatchRecord::size);
    visit("length", &BatchRecord::length);
    visit("tokens", &BatchRecord::tokens);
    visit("targets", &BatchRecord::targets);
    visit("weights", &BatchRecord::weights);
    visit("positions", &BatchRecord::positions);
  }
};

struct TrainerAttentionRequest {
  double trainer = 0;
  std::vector<double> digits;  // the question, 1..the trainer's evalLength digits 0-9
  double block = 0;            // [0, blocks - 1]
  double head = 0;             // [0, heads - 1]
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("trainer", &TrainerAttentionRequest::trainer, Presence::Required);
    visit("digits", &TrainerAttentionRequest::digits, Presence::Required);
    visit("block", &TrainerAttentionRequest::block, Presence::Optional);
    visit("head", &TrainerAttentionRequest::head, Presence::Optional);
  }
};

struct TrainerAttention {
  std::vector<int> tokens;     // the model's input: question, separator, the answer but its last digit
  int length = 0;              // tokens
  std::vector<float> weights;  // [query][key], length x length, zero above the diagonal (causal)
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("tokens", &TrainerAttention::tokens);
    visit("length", &TrainerAttention::length);
    visit("weights", &TrainerAttention::weights);
  }
};

struct TrainerPredictRequest {
  double trainer = 0;
  std::vector<double> digits;  // the question, 1..the trainer's evalLength digits 0-9
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("trainer", &TrainerPredictRequest::trainer, Presence::Required);
    visit("digits", &TrainerPredictRequest::digits, Presence::Required);
  }
};

struct TrainerPrediction {
  std::vector<int> question;   // the digits
  std::vector<int> expected;   // the task's answer
  std::vector<int> predicted;  // greedy decoding: each token the argmax given the question, the
                               // separator and the model's own earlier tokens (any of 0-11)
  bool right = false;          // predicted == expected
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("question", &TrainerPrediction::question);
    visit("expected", &TrainerPrediction::expected);
    visit("predicted", &TrainerPrediction::predicted);
    visit("right", &TrainerPrediction::right);
  }
};

// --- the trainer ------------------------------------------------------------------------------

// How token vectors are scaled against position vectors (model.hpp's s): in the order of the
// "embeddingScale" choices (params.cpp).
enum class EmbeddingScale { SqrtDModel, One };
template <>
struct Choices<EmbeddingScale> {
  static constexpr const char* parameter = "embeddingScale";
  static constexpr Named<EmbeddingScale> names[] = {{"sqrt-d", EmbeddingScale::SqrtDModel}, {"1", EmbeddingScale::One}};
};

struct TrainerConfig {
  Task task = Task::Reverse;
  int trainLength = 8;
  int evalLength = 16;
  int batch = 32;  // at most maxBatchFor(trainLength)
  std::uint32_t seed = 0;
  // Randomised positions: 0, off; else N, and training batches draw their positions from [0, N)
  // (Trainer::batch). Left 0 by trainerConfig under a scheme that reads no positions
  // (readsPositions), so those runs are the runs without it, bit for bit.
  int positionRange = 0;
  ModelConfig model;
  AdamWConfig optimiser;
};

// Trainer::batch's randomised positions, into batch.positions: for each example in turn,
// batch.length distinct positions of [0, range) (range >= batch.length), drawn from
// SplitMix64(batchSeed + Trainer::kPositionsOffset) and kept in increasing order. Public for
// tools that evaluate at drawn positions too (tests/bench/model_bench.cpp).
void drawPositions(Batch& batch, int range, std::uint32_t batchSeed);

// The largest batch of questions of up to trainLength digits that the model takes at once.
int maxBatchFor(int trainLength);

// The request validated (InvalidArgument naming the field) and turned into a config.
TrainerConfig trainerConfig(const TrainerCreateRequest& request);

class Trainer {
 public:
  static constexpr std::uint64_t kStreamOffset = 0x747261696E696E67ULL;  // "training"
  // The stream of a batch's randomised positions: SplitMix64(batchSeed + this), ASCII "randposn".
  static constexpr std::uint64_t kPositionsOffset = 0x72616E64706F736EULL;

  explicit Trainer(const TrainerConfig& config);

  // Trains `steps` steps; returns each step's loss (before its update). A step whose loss or
  // gradients are not finite is not applied: the trainer stops there (stopped() says why) and
  // every later step() returns no losses, so its weights stay those of the last finite step.
  std::vector<float> step(int steps);
  const std::string& stopped() const { return stopped_; }
  // Per-length accuracy on the fixed evaluation sets (tasks.hpp), lengths first..last, on
  // questions firstExample .. firstExample + examples - 1 of each length's set.
  TrainerEvaluation evaluate(int evalLength, int examples, int firstLength = 1, int firstExample = 0);
  // The batch of a seed (the k-th step used the k-th seed of the stream). With positionRange N,
  // its positions too: for each example in turn, batch.length distinct positions drawn
  // uniformly from [0, N) (Floyd's sampling; each draw uniform by rejection) and kept in
  // increasing order, from SplitMix64(batchSeed + kPositionsOffset). They depend on the seed,
  // N and the batch's sizes alone, so one seed gives the same positions under every scheme.
  // Without it, positions stay empty (0..length-1). Evaluation never draws: 0, 1, 2, ...
  Batch batch(std::uint32_t batchSeed) const;
  // Loss and gradients on that batch, without an update.
  LossAndGradients lossAndGradients(std::uint32_t batchSeed);
  std::vector<NamedTensor> weights();
  void setWeight(const std::string& name, const std::vector<float>& values);
  TrainerAttention attention(const std::vector<int>& digits, int block, int head);
  TrainerPrediction predict(const std::vector<int>& digits);

  const TrainerConfig& config() const { return config_; }
  // The model itself, unchecked (setWeight's bound does not apply): for C++ tests and tools only;
  // JavaScript reaches weights through setWeight alone.
  Model& model() { return model_; }
  int steps() const { return steps_; }
  // What the trainer holds now: the model's parameters and buffers (Model::memoryBytes()),
  // the gradients, AdamW's two moments and the logits of the last evaluation.
  std::size_t bytes() const;
  // What it may come to hold, reserved against TrainerLimits::maxBytes when it is made: the
  // same with the model's buffers for its largest batch (training, or an evaluation chunk)
  // estimated from model.hpp's caches, an upper bound (test_trainer.cpp checks it).
  std::size_t reservedBytes() const { return std::max(bytes(), reserved_); }
  // Questions per evaluation chunk at a length: as many as the model takes in one batch.
  static int evaluationChunk(int length);

  // The seed of training batch k (1-based) of a trainer of this seed.
  static std::uint32_t batchSeedOf(std::uint32_t seed, int k);

 private:
  TrainerConfig config_;
  Model model_;
  AdamW optimiser_;
  SplitMix64 stream_;
  std::vector<Tensor> gradients_;
  std::vector<float> logits_;
  int steps_ = 0;
  std::size_t reserved_ = 0;
  std::string stopped_;
};

// Live trainers by id, like MatrixStore (workspace.hpp): ids never reused, their bytes counted.
class TrainerStore {
 public:
  std::int64_t create(const TrainerCreateRequest& request);
  // The live trainer of an id, or InvalidArgument naming trainer.
  Trainer& get(double id);
  // Frees a trainer; false when it is not live (freed already, or never made).
  bool release(double id);
  // What the live trainers hold now, and what they have reserved.
  std::size_t liveBytes() const;
  std::size_t reservedBytes() const;
  std::size_t live() const { return trainers_.size(); }

 private:
  std::map<std::int64_t, std::unique_ptr<Trainer>> trainers_;
  std::int64_t nextId_ = 1;
};

// How many of the evaluation questions a run's training drew (issue 38: at short lengths a test
// question may be one training saw, so "fits the trained lengths" is partly recall there). A run
// of `steps` steps with this seed, trainLength and batch trains on batches 1..steps of its
// stream (the class comment above); this counts, per length 1..trainLength, the first
// `examples` evaluation questions of that length (evaluationQuestions) that any of those
// batches holds, and how many training questions of that length the batches hold. It needs no
// trainer: the draws depend on the seed, the lengths and the batch only, never on the scheme.
struct TrainingOverlapRequest {
  double trainLength = 8;  // [1, maxTrainLength]
  double batch = 32;       // [1, maxBatchFor(trainLength)]
  double steps = 1;        // the run's steps, [1, maxSteps]
  double seed = 0;         // the run's seed, [0, Limits::maxSeed]
  double examples = 100;   // evaluation questions per length, [1, maxExamples]
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("trainLength", &TrainingOverlapRequest::trainLength, Presence::Optional);
    visit("batch", &TrainingOverlapRequest::batch, Presence::Optional);
    visit("steps", &TrainingOverlapRequest::steps, Presence::Optional);
    visit("seed", &TrainingOverlapRequest::seed, Presence::Optional);
    visit("examples", &TrainingOverlapRequest::examples, Presence::Optional);
  }
};

struct TrainingOverlap {
  std::vector<int> seen;   // [trainLength]: evaluation questions of length 1 + i that training drew
  std::vector<int> drawn;  // [trainLength]: training questions of length 1 + i, repeats counted
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("seen", &TrainingOverlap::seen);
    visit("drawn", &TrainingOverlap::drawn);
  }
};

TrainingOverlap trainingOverlap(const TrainingOverlapRequest& request);

// The store JavaScript reaches (one per loaded core), and the calls of the export table on it.
TrainerStore& trainerStore();
TrainerCreated trainerCreate(const TrainerCreateRequest& request);
TrainerLosses trainerStep(const TrainerStepRequest& request);
TrainerEvaluation trainerEvaluate(const TrainerEvaluateRequest& request);
std::vector<NamedTensor> trainerWeights(const TrainerRequest& request);
bool trainerSetWeight(const TrainerSetWeightRequest& request);
LossAndGradients trainerLossAndGradients(const TrainerBatchRequest& request);
BatchRecord trainerBatch(const TrainerBatchRequest& request);
TrainerAttention trainerAttention(const TrainerAttentionRequest& request);
TrainerPrediction trainerPredict(const TrainerPredictRequest& request);
bool trainerFree(const TrainerRequest& request);

}  // namespace pe
