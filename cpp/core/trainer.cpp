#include "trainer.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace pe {

namespace {

int integerField(const char* name, double value) {
  return static_cast<int>(requireInteger(name, value));
}

// A question given as numbers: 1..maxLength digits, each a whole number 0-9.
std::vector<int> questionDigits(const std::vector<double>& digits, int maxLength) {
  if (digits.empty() || static_cast<int>(digits.size()) > maxLength) {
    throw InvalidArgument("digits", "digits must be an array of 1 to " + std::to_string(maxLength) +
                                        " digits (the trainer's evalLength); got " + std::to_string(digits.size()));
  }
  std::vector<int> out;
  out.reserve(digits.size());
  for (std::size_t i = 0; i < digits.size(); ++i) {
    const double d = digits[i];
    if (!std::isfinite(d) || d != std::floor(d) || d < 0 || d > 9) {
      throw InvalidArgument(
          "digits", "digits must be whole numbers in [0, 9]; digits[" + std::to_string(i) + "] is " + formatNumber(d));
    }
    out.push_back(static_cast<int>(d));
  }
  return out;
}

std::vector<NamedTensor> named(const std::vector<Tensor>& tensors) {
  std::vector<NamedTensor> out;
  out.reserve(tensors.size());
  for (const Tensor& t : tensors) out.push_back({t.name, t.shape, t.values});
  return out;
}

}  // namespace

TrainerConfig trainerConfig(const TrainerCreateRequest& request) {
  TrainerConfig config;
  config.task = parseChoice<Task>(request.task);
  config.model.scheme = parseChoice<PositionScheme>(request.positionScheme);
  const auto scale = parseChoice<EmbeddingScale>(request.embeddingScale);
  const auto& ranges = TrainerCreateRequest::ranges;
  config.trainLength = static_cast<int>(requireInteger(ranges[0], request.trainLength));
  const int evalLength = static_cast<int>(requireInteger(ranges[1], request.evalLength));
  if (evalLength != 0 && evalLength < config.trainLength) {
    throw InvalidArgument("evalLength", "evalLength must be 0 (twice trainLength) or at least trainLength (" +
                                            std::to_string(config.trainLength) + ") and at most " +
                                            std::to_string(TrainerLimits::maxEvalLength) + "; got " +
                                            formatNumber(request.evalLength));
  }
  config.evalLength = evalLength == 0 ? std::min(2 * config.trainLength, TrainerLimits::maxEvalLength) : evalLength;
  config.model.dModel = static_cast<int>(requireInteger(ranges[2], request.dModel));
  config.model.heads = static_cast<int>(requireInteger(ranges[3], request.heads));
  config.model.blocks = integerField("blocks", request.blocks);
  config.model.mlpWidth = integerField("mlpWidth", request.mlpWidth);
  config.batch = static_cast<int>(requireInteger("batch", request.batch, 1, maxBatchFor(config.trainLength)));
  config.optimiser.learningRate = requireNumber("learningRate", request.learningRate);
  config.optimiser.warmupSteps = integerField("warmupSteps", request.warmupSteps);
  config.optimiser.weightDecay = requireNumber("weightDecay", request.weightDecay);
  config.optimiser.clipNorm = requireNumber("clipNorm", request.clipNorm);
  config.seed = static_cast<std::uint32_t>(requireInteger("seed", request.seed));
  config.model.vocab = TaskTokens::vocab;
  config.model.positions = 2 * config.evalLength;
  const int range = static_cast<int>(requireInteger(ranges[4], request.positionRange));
  if (range != 0 && range < config.model.positions) {
    throw InvalidArgument("positionRange",
                          "positionRange must be 0 (off) or an integer in [" + std::to_string(config.model.positions) +
                              ", " + std::to_string(TrainerLimits::maxPositions) +
                              "] (at least the longest sequence the model is given, 2 x evalLength = " +
                              std::to_string(config.model.positions) + " tokens); got " +
                              formatNumber(request.positionRange));
  }
  // Only the schemes that read positions take the range, and the tables they index grow to it
  // (the learned table's extra rows draw after the first ones: model.hpp's initialisation).
  if (readsPositions(config.model.scheme)) {
    config.positionRange = range;
    config.model.positions = std::max(config.model.positions, range);
  }
  // RoPE's context extension: checked under every scheme, taken by 'rope' only (the others
  // have no frequencies to scale), its recipe's trained length the trained sequence in tokens.
  const std::size_t scaling = requireChoice("ropeScaling", request.ropeScaling);
  config.model.ropeScale = requireNumber("ropeScale", request.ropeScale);
  const int trained = static_cast<int>(requireInteger(ranges[5], request.ropeTrainedLength));
  config.model.ropeTrainedLength = trained > 0 ? trained : 2 * config.trainLength;
  if (config.model.scheme == PositionScheme::Rope) {
    config.model.ropeScaling = Choices<ExtensionMethod>::names[scaling].value;
  }
  config.model.embeddingScale = scale == EmbeddingScale::SqrtDModel ? std::sqrt(config.model.dModel) : 1.0;
  return config;
}

std::uint32_t Trainer::batchSeedOf(std::uint32_t seed, int k) {
  SplitMix64 stream(static_cast<std::uint64_t>(seed) + kStreamOffset);
  std::uint64_t value = 0;
  for (int i = 0; i < k; ++i) value = stream.next();
  return static_cast<std::uint32_t>(value >> 32);
}

int maxBatchFor(int trainLength) {
  const int length = 2 * trainLength;
  return std::min({TrainerLimits::maxBatch, ModelLimits::maxBatchTokens / length,
                   ModelLimits::maxBatchAttention / (length * length)});
}

int Trainer::evaluationChunk(int length) {
  const int tokens = 2 * length;
  return std::max(1,
                  std::min(ModelLimits::maxBatchTokens / tokens, ModelLimits::maxBatchAttention / (tokens * tokens)));
}

namespace {

// The questions of one evaluation chunk at a length: as many as the model takes at once, but no
// more than a training batch, so a trainer's evaluation buffers stay near its training ones
// (at the defaults 32 questions, not 64: half the memory a trainer reserves, which lets the
// page's lab keep 18 of them in one core).
int chunkOf(const TrainerConfig& config, int length) {
  return std::max(1, std::min(Trainer::evaluationChunk(length), config.batch));
}

// The model's buffers for a batch of `rows` examples of `length` tokens, in values, from the
// buffers model.cpp's plan() sizes per token: per block nine rows of d (norms, q, k, v, mixed,
// middle), three of mlpWidth (hidden, cdf, activated), two reciprocals and every head's
// probabilities (heads x length); outside the blocks blocks + 1 streams, eight rows of d (final
// norm, the backward pass's), one of mlpWidth, the logits and their gradient, a reciprocal; and
// one transposed weight. Buffers grow with std::vector::resize, which may leave up to twice
// what was asked, so this is doubled: an upper bound, which test_trainer.cpp checks.
std::size_t bufferValues(const ModelConfig& m, std::size_t rows, std::size_t length) {
  const std::size_t d = m.dModel, w = m.mlpWidth, h = m.heads, blocks = m.blocks;
  const std::size_t perToken =
      blocks * (9 * d + 3 * w + 2 + h * length) + (blocks + 1) * d + 8 * d + w + 2 * m.vocab + 1;
  const std::size_t transposed = d * std::max({d, w, static_cast<std::size_t>(m.vocab)});
  return 2 * (rows * length * perToken + transposed);
}

}  // namespace

Trainer::Trainer(const TrainerConfig& config)
    : config_(config),
      model_(config.model),
      optimiser_(config.optimiser),
      stream_(static_cast<std::uint64_t>(config.seed) + kStreamOffset) {
  model_.initialise(config.seed);
  std::size_t parameters = 0;
  for (const Tensor& t : model_.parameters()) parameters += t.values.size();
  const std::size_t trainLength = 2 * static_cast<std::size_t>(config.trainLength);
  const std::size_t evalLength = 2 * static_cast<std::size_t>(config.evalLength);
  const std::size_t buffers =
      std::max(bufferValues(config.model, static_cast<std::size_t>(config.batch), trainLength),
               bufferValues(config.model, static_cast<std::size_t>(chunkOf(config, config.evalLength)), evalLength));
  const std::size_t logits = static_cast<std::size_t>(ModelLimits::maxBatchTokens) * config.model.vocab;
  // parameters, gradients (float) and AdamW's moments (double); the buffers and logits (float).
  reserved_ = parameters * (2 * sizeof(float) + 2 * sizeof(double)) + (buffers + logits) * sizeof(float);
}

std::size_t Trainer::bytes() const {
  std::size_t values = logits_.capacity();
  for (const Tensor& g : gradients_) values += g.values.capacity();
  return model_.memoryBytes() + optimiser_.memoryBytes() + values * sizeof(float);
}

std::vector<float> Trainer::step(int steps) {
  std::vector<float> losses;
  if (!stopped_.empty()) return losses;
  losses.reserve(static_cast<std::size_t>(steps));
  for (int k = 0; k < steps; ++k) {
    const Batch b = batch(static_cast<std::uint32_t>(stream_.next() >> 32));
    const double loss = model_.lossAndGradients(b, gradients_);
    const char* what = std::isfinite(loss) ? nullptr : "loss";
    for (std::size_t t = 0; !what && t < gradients_.size(); ++t) {
      for (float g : gradients_[t].values) {
        if (!std::isfinite(g)) {
          what = "gradient";
          break;
        }
      }
    }
    if (what) {
      // Not applied: AdamW would carry the non-finite value into every weight.
      stopped_ = "training stopped at step " + std::to_string(steps_ + 1) + ": the " + what +
                 (std::string(what) == "loss" ? " was " + formatNumber(loss) : " of a weight was not finite") +
                 " (float32 overflowed); the weights are those after step " + std::to_string(steps_) +
                 ". Make a new trainer with a smaller learningRate or smaller weights";
      return losses;
    }
    losses.push_back(static_cast<float>(loss));
    optimiser_.step(model_.parameters(), gradients_);
    ++steps_;
  }
  return losses;
}

TrainerEvaluation Trainer::evaluate(int evalLength, int examples, int firstLength, int firstExample) {
  TrainerEvaluation result;
  result.trainLength = config_.trainLength;
  result.examples = examples;
  for (int length = firstLength; length <= evalLength; ++length) {
    const Batch all = evaluationBatch(config_.task, length, firstExample + examples);
    Score total;
    // In chunks of as many questions as the model takes at once.
    const int chunkSize = chunkOf(config_, length);
    for (int first = firstExample; first < firstExample + examples; first += chunkSize) {
      const int size = std::min(chunkSize, firstExample + examples - first);
      Batch chunk;
      chunk.size = size;
      chunk.length = all.length;
      const auto from = static_cast<std::ptrdiff_t>(first) * all.length;
      const auto to = from + static_cast<std::ptrdiff_t>(size) * all.length;
      chunk.tokens.assign(all.tokens.begin() + from, all.tokens.begin() + to);
      chunk.targets.assign(all.targets.begin() + from, all.targets.begin() + to);
      chunk.weights.assign(all.weights.begin() + from, all.weights.begin() + to);
      model_.logits(chunk, logits_);
      const Score s = scoreLogits(chunk, logits_, config_.model.vocab);
      total.answerTokens += s.answerTokens;
      total.rightTokens += s.rightTokens;
      total.examples += s.examples;
      total.rightExamples += s.rightExamples;
    }
    result.lengths.push_back(length);
    result.tokenAccuracy.push_back(static_cast<double>(total.rightTokens) / total.answerTokens);
    result.exactAccuracy.push_back(static_cast<double>(total.rightExamples) / total.examples);
    result.rightTokens.push_back(total.rightTokens);
    result.rightExamples.push_back(total.rightExamples);
  }
  return result;
}

namespace {

// Uniform in [0, bound): SplitMix64's values below 2^64 mod bound are drawn again, so every
// residue is equally likely (bound is at most maxPositions, so a redraw is rare: p < 2^-55).
int uniformBelow(SplitMix64& random, std::uint64_t bound) {
  const std::uint64_t rejected = (0 - bound) % bound;
  std::uint64_t value = random.next();
  while (value < rejected) value = random.next();
  return static_cast<int>(value % bound);
}

}  // namespace

// Each example's positions: `length` distinct values of [0, range), every such set equally
// likely (Floyd's algorithm, Bentley 1987), written in increasing order.
void drawPositions(Batch& b, int range, std::uint32_t batchSeed) {
  SplitMix64 random(static_cast<std::uint64_t>(batchSeed) + Trainer::kPositionsOffset);
  std::vector<char> taken(static_cast<std::size_t>(range));
  b.positions.resize(static_cast<std::size_t>(b.size) * b.length);
  for (int e = 0; e < b.size; ++e) {
    std::fill(taken.begin(), taken.end(), 0);
    for (int j = range - b.length; j < range; ++j) {
      const int t = uniformBelow(random, static_cast<std::uint64_t>(j) + 1);
      taken[static_cast<std::size_t>(taken[t] ? j : t)] = 1;
    }
    int* out = b.positions.data() + static_cast<std::size_t>(e) * b.length;
    for (int p = 0; p < range; ++p) {
      if (taken[p]) *out++ = p;
    }
  }
}

Batch Trainer::batch(std::uint32_t batchSeed) const {
  Batch b = trainingBatch(config_.task, config_.trainLength, config_.batch, batchSeed);
  if (config_.positionRange > 0) drawPositions(b, config_.positionRange, batchSeed);
  return b;
}

LossAndGradients Trainer::lossAndGradients(std::uint32_t batchSeed) {
  std::vector<Tensor> gradients;
  LossAndGradients result;
  result.loss = model_.lossAndGradients(batch(batchSeed), gradients);
  result.gradients = named(gradients);
  return result;
}

std::vector<NamedTensor> Trainer::weights() {
  return named(model_.parameters());
}

void Trainer::setWeight(const std::string& name, const std::vector<float>& values) {
  for (Tensor& t : model_.parameters()) {
    if (t.name == name) {
      if (values.size() != t.values.size()) {
        std::string shape;
        for (int s : t.shape) shape += (shape.empty() ? "" : " x ") + std::to_string(s);
        throw InvalidArgument("values", "values must be an array of exactly " + std::to_string(t.values.size()) +
                                            " numbers (" + name + " is " + shape + "); got " +
                                            std::to_string(values.size()));
      }
      for (std::size_t i = 0; i < values.size(); ++i) {
        if (!(std::isfinite(values[i]) && std::abs(values[i]) <= TrainerLimits::maxWeight)) {
          throw InvalidArgument("values", "values must be finite numbers in [-" +
                                              formatNumber(TrainerLimits::maxWeight) + ", " +
                                              formatNumber(TrainerLimits::maxWeight) +
                                              "] (larger weights can overflow float32 in the model); values[" +
                                              std::to_string(i) + "] is " + formatNumber(values[i]));
        }
      }
      t.values = values;
      return;
    }
  }
  throw InvalidArgument("name", ruleText(parameterSpec("name")) +
                                    " naming one of this model's tensors (weights() lists them); got " +
                                    quoteForMessage(name));
}

TrainerAttention Trainer::attention(const std::vector<int>& digits, int block, int head) {
  if (block >= config_.model.blocks) {
    throw InvalidArgument(
        "block",
        "block must be an integer in [0, " + std::to_string(config_.model.blocks - 1) + "] (the model has " +
            std::to_string(config_.model.blocks) + " blocks); got " + std::to_string(block),
        Refusal{"integer", 0.0, static_cast<double>(config_.model.blocks - 1), static_cast<double>(block)});
  }
  if (head >= config_.model.heads) {
    throw InvalidArgument(
        "head",
        "head must be an integer in [0, " + std::to_string(config_.model.heads - 1) + "] (the model has " +
            std::to_string(config_.model.heads) + " heads); got " + std::to_string(head),
        Refusal{"integer", 0.0, static_cast<double>(config_.model.heads - 1), static_cast<double>(head)});
  }
  const Batch b = makeBatch(config_.task, {digits});
  TrainerAttention result;
  result.tokens = b.tokens;
  result.length = b.length;
  result.weights = model_.attention(b, 0, block, head);
  return result;
}

TrainerPrediction Trainer::predict(const std::vector<int>& digits) {
  TrainerPrediction result;
  result.question = digits;
  result.expected = taskAnswer(config_.task, digits);
  Batch b;
  b.size = 1;
  b.tokens = digits;
  b.tokens.push_back(TaskTokens::separator);
  const int vocab = config_.model.vocab;
  for (std::size_t k = 0; k < digits.size(); ++k) {
    b.length = static_cast<int>(b.tokens.size());
    b.targets.assign(b.tokens.size(), TaskTokens::padding);
    b.weights.assign(b.tokens.size(), 0.0f);
    model_.logits(b, logits_);
    const float* last = logits_.data() + (b.tokens.size() - 1) * vocab;
    int best = 0;
    for (int token = 1; token < vocab; ++token) {
      if (last[token] > last[best]) best = token;
    }
    result.predicted.push_back(best);
    b.tokens.push_back(best);
  }
  result.right = result.predicted == result.expected;
  return result;
}

// --- the store ------------------------------------------------------------------------------

std::int64_t TrainerStore::create(const TrainerCreateRequest& request) {
  const TrainerConfig config = trainerConfig(request);
  auto trainer = std::make_unique<Trainer>(config);
  const std::size_t needed = trainer->reservedBytes();
  const std::size_t reserved = reservedBytes();
  if (reserved + needed > static_cast<std::size_t>(TrainerLimits::maxBytes)) {
    throw InvalidArgument("batch", "batch (with this model) must fit the live trainers' budget of " +
                                       formatNumber(static_cast<double>(TrainerLimits::maxBytes)) +
                                       " bytes: this trainer needs about " + formatNumber(static_cast<double>(needed)) +
                                       " and the live ones hold " + formatNumber(static_cast<double>(reserved)) +
                                       "; free() the trainers you no longer use, or take a smaller batch or model");
  }
  const std::int64_t id = nextId_++;
  trainers_.emplace(id, std::move(trainer));
  return id;
}

std::size_t TrainerStore::liveBytes() const {
  std::size_t total = 0;
  for (const auto& entry : trainers_) total += entry.second->bytes();
  return total;
}

std::size_t TrainerStore::reservedBytes() const {
  std::size_t total = 0;
  for (const auto& entry : trainers_) total += entry.second->reservedBytes();
  return total;
}

Trainer& TrainerStore::get(double id) {
  const std::int64_t key = requireInteger("trainer", id);
  const auto found = trainers_.find(key);
  if (found == trainers_.end()) {
    throw InvalidArgument("trainer", "trainer must be a live trainer's id; " + formatNumber(id) +
                                         (key < nextId_ ? " was freed" : " was never made"));
  }
  return *found->second;
}

bool TrainerStore::release(double id) {
  const std::int64_t key = requireInteger("trainer", id);
  const auto found = trainers_.find(key);
  if (found == trainers_.end()) return false;
  trainers_.erase(found);
  return true;
}

TrainerStore& trainerStore() {
  static TrainerStore store;
  return store;
}

TrainerCreated trainerCreate(const TrainerCreateRequest& request) {
  return {trainerStore().create(request)};
}

TrainerLosses trainerStep(const TrainerStepRequest& request) {
  Trainer& trainer = trainerStore().get(request.trainer);
  const int steps = integerField("steps", request.steps);
  TrainerLosses result;
  result.losses = trainer.step(steps);
  result.step = trainer.steps();
  result.stopped = trainer.stopped();
  return result;
}

TrainerEvaluation trainerEvaluate(const TrainerEvaluateRequest& request) {
  Trainer& trainer = trainerStore().get(request.trainer);
  const int own = trainer.config().evalLength;
  const int asked = static_cast<int>(requireInteger(TrainerEvaluateRequest::ranges[0], request.evalLength));
  if (asked > own) {
    throw InvalidArgument("evalLength", "evalLength must be an integer in [0, " + std::to_string(own) +
                                            "] (the trainer's evalLength, for which its model was built); got " +
                                            std::to_string(asked));
  }
  const int last = asked == 0 ? own : asked;
  const int length = integerField("length", request.length);
  if (length > last) {
    throw InvalidArgument("length", "length must be an integer in [0, " + std::to_string(last) +
                                        "] (0: every length up to evalLength); got " + std::to_string(length));
  }
  const int examples = integerField("examples", request.examples);
  const int firstExample = integerField("firstExample", request.firstExample);
  if (firstExample + examples > TrainerLimits::maxExamples) {
    throw InvalidArgument("firstExample", "firstExample + examples must be at most " +
                                              std::to_string(TrainerLimits::maxExamples) + "; got " +
                                              std::to_string(firstExample) + " + " + std::to_string(examples));
  }
  return length == 0 ? trainer.evaluate(last, examples, 1, firstExample)
                     : trainer.evaluate(length, examples, length, firstExample);
}

std::vector<NamedTensor> trainerWeights(const TrainerRequest& request) {
  return trainerStore().get(request.trainer).weights();
}

bool trainerSetWeight(const TrainerSetWeightRequest& request) {
  trainerStore().get(request.trainer).setWeight(request.name, request.values);
  return true;
}

LossAndGradients trainerLossAndGradients(const TrainerBatchRequest& request) {
  Trainer& trainer = trainerStore().get(request.trainer);
  return trainer.lossAndGradients(static_cast<std::uint32_t>(requireInteger("batchSeed", request.batchSeed)));
}

BatchRecord trainerBatch(const TrainerBatchRequest& request) {
  Trainer& trainer = trainerStore().get(request.trainer);
  const Batch b = trainer.batch(static_cast<std::uint32_t>(requireInteger("batchSeed", request.batchSeed)));
  BatchRecord record{b.size, b.length, b.tokens, b.targets, b.weights, b.positions};
  if (record.positions.empty()) {
    record.positions.resize(b.tokens.size());
    for (std::size_t i = 0; i < record.positions.size(); ++i) record.positions[i] = static_cast<int>(i % b.length);
  }
  return record;
}

namespace {

// A question of up to 32 digits as two numbers of 16 digits each (10^16 < 2^64), so that two
// questions of one length are equal exactly when their keys are.
using QuestionKey = std::pair<std::uint64_t, std::uint64_t>;
QuestionKey keyOf(const std::vector<int>& digits) {
  QuestionKey key{0, 0};
  for (std::size_t i = 0; i < digits.size(); ++i) {
    std::uint64_t& half = i < 16 ? key.first : key.second;
    half = half * 10 + static_cast<std::uint64_t>(digits[i]);
  }
  return key;
}

}  // namespace

TrainingOverlap trainingOverlap(const TrainingOverlapRequest& request) {
  const int trainLength =
      static_cast<int>(requireInteger("trainLength", request.trainLength, 1, TrainerLimits::maxTrainLength));
  const int batch = static_cast<int>(requireInteger("batch", request.batch, 1, maxBatchFor(trainLength)));
  const int steps = integerField("steps", request.steps);
  const auto seed = static_cast<std::uint32_t>(requireInteger("seed", request.seed));
  const int examples = integerField("examples", request.examples);
  // Each length's evaluation questions as sorted keys, and whether training drew each one yet.
  std::vector<std::vector<QuestionKey>> keys(static_cast<std::size_t>(trainLength));
  std::vector<std::vector<char>> drew(static_cast<std::size_t>(trainLength));
  for (int length = 1; length <= trainLength; ++length) {
    auto& own = keys[length - 1];
    for (const std::vector<int>& q : evaluationQuestions(length, examples)) own.push_back(keyOf(q));
    std::sort(own.begin(), own.end());
    own.erase(std::unique(own.begin(), own.end()), own.end());
    drew[length - 1].assign(own.size(), 0);
  }
  TrainingOverlap out;
  out.drawn.assign(static_cast<std::size_t>(trainLength), 0);
  SplitMix64 stream(static_cast<std::uint64_t>(seed) + Trainer::kStreamOffset);
  std::vector<std::vector<int>> questions;
  for (int k = 1; k <= steps; ++k) {
    const auto batchSeed = static_cast<std::uint32_t>(stream.next() >> 32);  // Trainer::batchSeedOf(seed, k)
    trainingQuestions(trainLength, batch, batchSeed, questions);
    for (const std::vector<int>& q : questions) {
      const std::size_t length = q.size();
      out.drawn[length - 1] += 1;
      const auto& own = keys[length - 1];
      const auto found = std::lower_bound(own.begin(), own.end(), keyOf(q));
      if (found != own.end() && *found == keyOf(q)) drew[length - 1][static_cast<std::size_t>(found - own.begin())] = 1;
    }
  }
  // An evaluation question that repeats (there are only 10 of one digit) counts once per copy.
  for (int length = 1; length <= trainLength; ++length) {
    const auto& own = keys[length - 1];
    int seen = 0;
    for (const std::vector<int>& q : evaluationQuestions(length, examples)) {
      const auto found = std::lower_bound(own.begin(), own.end(), keyOf(q));
      seen += drew[length - 1][static_cast<std::size_t>(found - own.begin())];
    }
    out.seen.push_back(seen);
  }
  return out;
}

TrainerAttention trainerAttention(const TrainerAttentionRequest& request) {
  Trainer& trainer = trainerStore().get(request.trainer);
  const std::vector<int> digits = questionDigits(request.digits, trainer.config().evalLength);
  return trainer.attention(digits, integerField("block", request.block), integerField("head", request.head));
}

TrainerPrediction trainerPredict(const TrainerPredictRequest& request) {
  Trainer& trainer = trainerStore().get(request.trainer);
  return trainer.predict(questionDigits(request.digits, trainer.config().evalLength));
}

bool trainerFree(const TrainerRequest& request) {
  return trainerStore().release(request.trainer);
}

}  // namespace pe
