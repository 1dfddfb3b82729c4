// Training steps per second of the model (model.hpp) at the defaults: d = 32, 4 heads,
// 2 blocks, mlp 128, vocab 12, batch 32 x 17 tokens, one thread. One step is one
// lossAndGradients call (forward and backward; the optimiser's update is not in it).
//
//   native: build/native/tests/bench/pe_model_bench
//   node:   node build/wasm-simd/tests/bench/pe_model_bench.cjs [scalar]   (and build/wasm-scalar),
//           after cmake --build build/wasm-simd --target pe_model_bench
//   "memory" instead: the bytes of the largest model the limits allow.
//   "lab TASK SCHEME SEED STEPS L D BLOCKS SCALE RATE [HEADS [N]]": one lab run, trained and tested on 100
//   questions at every length 1..2L, printed as one JSON line (tests/bench/lab-defaults.mjs
//   --native runs it for every scheme and seed, to choose the lab's defaults natively). N is the
//   trainer's positionRange (randomised positions, 0 or absent: off); HEADS 0 keeps the default.
//   "extend SEED [K ...]": context extension of the lab's trained RoPE model (issue 39, item 2):
//   RoPE trained at the lab's defaults, then for each ropeScaling (none, pi, ntk, yarn at s = 2)
//   the same weights evaluated at 1..10 digits, and a copy fine-tuned at 1..10 digits with the
//   scaling on, evaluated after each K steps (default 100 and 300); one JSON line per evaluation
//   (tests/bench/extension-runs.mjs runs it for seeds 0-4 and writes BENCHMARKS.md's tables).
//
// Two batches: every example a full 17 tokens (a reverse of 8 digits: 8 + separator + 8), and
// the training mix (reverse of 1..8 digits, padded to 17), where the padding costs nothing.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

#include "encoding.hpp"
#include "model.hpp"
#include "trainer.hpp"

namespace {

pe::Batch reverseBatch(bool allFull) {
  pe::Batch b;
  b.size = 32;
  b.length = 17;
  b.tokens.assign(32 * 17, 11);
  b.targets.assign(32 * 17, 11);
  b.weights.assign(32 * 17, 0.0f);
  for (int e = 0; e < 32; ++e) {
    const int n = allFull ? 8 : 1 + e % 8;
    int* tokens = &b.tokens[e * 17];
    for (int i = 0; i < n; ++i) tokens[i] = (e * 7 + i * 3) % 10;
    tokens[n] = 10;
    for (int i = 0; i < n; ++i) tokens[n + 1 + i] = tokens[n - 1 - i];
    for (int p = 0; p + 1 < 2 * n + 1; ++p) b.targets[e * 17 + p] = tokens[p + 1];
    for (int p = n; p < 2 * n; ++p) b.weights[e * 17 + p] = 1.0f;
  }
  return b;
}

double stepsPerSecond(pe::Model& model, const pe::Batch& batch) {
  std::vector<pe::Tensor> gradients;
  for (int i = 0; i < 20; ++i) model.lossAndGradients(batch, gradients);
  // Processor time, not wall time: on a shared machine the wall clock counts other programs' turns.
  const std::clock_t start = std::clock();
  int steps = 0;
  double seconds = 0;
  while (seconds < 2.0) {
    for (int i = 0; i < 20; ++i) model.lossAndGradients(batch, gradients);
    steps += 20;
    seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  }
  return steps / seconds;
}

}  // namespace

// The largest model the limits allow, after one step on the largest batch (16 x 128 tokens:
// both batch limits at once): what one model can hold.
void largestModel() {
  pe::ModelConfig config;
  config.scheme = pe::PositionScheme::Learned;
  config.vocab = pe::ModelLimits::maxVocab;
  config.positions = pe::ModelLimits::maxPositions;
  config.dModel = pe::ModelLimits::maxDModel;
  config.heads = pe::ModelLimits::maxHeads;
  config.blocks = pe::ModelLimits::maxBlocks;
  config.mlpWidth = pe::ModelLimits::maxMlpWidth;
  pe::Model model(config);
  pe::Batch b;
  b.size = 16;
  b.length = 128;
  b.tokens.assign(16 * 128, 1);
  b.targets.assign(16 * 128, 2);
  b.weights.assign(16 * 128, 1.0f);
  std::vector<pe::Tensor> gradients;
  model.lossAndGradients(b, gradients);
  std::size_t parameters = 0;
  for (const auto& t : model.parameters()) parameters += t.values.size();
  std::printf("largest model: %zu parameters; model with buffers %zu bytes, plus gradients %zu bytes\n", parameters,
              model.memoryBytes(), parameters * sizeof(float));
}

// One lab run through the trainer the page calls: the same questions, steps and evaluation.
int labRun(char** argv) {
  pe::TrainerCreateRequest request;
  request.task = argv[2];
  request.positionScheme = argv[3];
  request.seed = std::atof(argv[4]);
  const int steps = std::atoi(argv[5]);
  request.trainLength = std::atof(argv[6]);
  request.dModel = std::atof(argv[7]);
  request.mlpWidth = 4 * request.dModel;
  request.blocks = std::atof(argv[8]);
  request.embeddingScale = argv[9];
  request.learningRate = std::atof(argv[10]);
  if (argv[11] != nullptr && std::atof(argv[11]) > 0) request.heads = std::atof(argv[11]);
  if (argv[11] != nullptr && argv[12] != nullptr) request.positionRange = std::atof(argv[12]);
  const std::int64_t id = pe::trainerCreate(request).trainer;
  float last = 0;
  for (int done = 0; done < steps;) {
    pe::TrainerStepRequest step;
    step.trainer = static_cast<double>(id);
    step.steps = steps - done < 1000 ? steps - done : 1000;
    const pe::TrainerLosses losses = pe::trainerStep(step);
    if (!losses.stopped.empty() || losses.losses.empty()) break;
    last = losses.losses.back();
    done += static_cast<int>(losses.losses.size());
  }
  pe::TrainerEvaluateRequest evaluate;
  evaluate.trainer = static_cast<double>(id);
  const pe::TrainerEvaluation result = pe::trainerEvaluate(evaluate);
  // With randomised positions, each length's exact accuracy at drawn positions too (one sorted
  // draw from [0, N) per question, as Ruoss et al.'s own code evaluates), beside the trainer's
  // evaluation at 0, 1, 2, ...: the same 100 questions, the same teacher-forced score.
  std::vector<double> drawn;
  pe::Trainer& trainer = pe::trainerStore().get(static_cast<double>(id));
  const pe::TrainerConfig& config = trainer.config();
  for (int length = 1; config.positionRange > 0 && length <= config.evalLength; ++length) {
    const pe::Batch all = pe::evaluationBatch(config.task, length, 100);
    const int chunk = pe::Trainer::evaluationChunk(length);
    int right = 0, total = 0;
    std::vector<float> logits;
    for (int first = 0; first < all.size; first += chunk) {
      pe::Batch part;
      part.size = std::min(chunk, all.size - first);
      part.length = all.length;
      const auto from = static_cast<std::ptrdiff_t>(first) * all.length;
      const auto to = from + static_cast<std::ptrdiff_t>(part.size) * all.length;
      part.tokens.assign(all.tokens.begin() + from, all.tokens.begin() + to);
      part.targets.assign(all.targets.begin() + from, all.targets.begin() + to);
      part.weights.assign(all.weights.begin() + from, all.weights.begin() + to);
      pe::drawPositions(part, config.positionRange, static_cast<std::uint32_t>(1000 * length + first));
      trainer.model().logits(part, logits);
      const pe::Score score = pe::scoreLogits(part, logits, config.model.vocab);
      right += score.rightExamples;
      total += score.examples;
    }
    drawn.push_back(static_cast<double>(right) / total);
  }
  std::printf("{\"scheme\":\"%s\",\"seed\":%s,\"positionRange\":%g,\"loss\":%.5f,\"exact\":[", argv[3], argv[4],
              request.positionRange, last);
  for (std::size_t i = 0; i < result.exactAccuracy.size(); ++i)
    std::printf("%s%.2f", i ? "," : "", result.exactAccuracy[i]);
  std::printf("]");
  if (!drawn.empty()) {
    std::printf(",\"exactDrawn\":[");
    for (std::size_t i = 0; i < drawn.size(); ++i) std::printf("%s%.2f", i ? "," : "", drawn[i]);
    std::printf("]");
  }
  std::printf("}\n");
  pe::TrainerRequest free;
  free.trainer = static_cast<double>(id);
  pe::trainerFree(free);
  return 0;
}

namespace {

void printEvaluation(int seed, const char* method, int steps, double loss, const pe::TrainerEvaluation& e) {
  std::printf("{\"seed\":%d,\"method\":\"%s\",\"steps\":%d,\"loss\":%.5f,\"right\":[", seed, method, steps, loss);
  for (std::size_t i = 0; i < e.rightExamples.size(); ++i) std::printf("%s%d", i ? "," : "", e.rightExamples[i]);
  std::printf("],\"examples\":%d}\n", e.examples);
  std::fflush(stdout);
}

// Trains `steps` steps in calls of at most the trainer's maxSteps; the last step's loss (0 if it stopped).
float train(pe::Trainer& trainer, int steps) {
  float last = 0;
  for (int done = 0; done < steps;) {
    const std::vector<float> losses = trainer.step(std::min(steps - done, pe::TrainerLimits::maxSteps));
    if (losses.empty()) break;
    last = losses.back();
    done += static_cast<int>(losses.size());
  }
  return last;
}

void copyWeights(pe::Trainer& from, pe::Trainer& to) {
  auto& source = from.model().parameters();
  auto& target = to.model().parameters();
  for (std::size_t t = 0; t < source.size(); ++t) target[t].values = source[t].values;
}

}  // namespace

// The lab's RoPE model (reverse, L = 5 digits, d 32, 4 heads, 2 blocks, 3,000 steps, rate 3e-3,
// sqrt-d) and its context extension to 10 digits: s = 10 / 5 = 2, the recipes' trained length
// 2 x 5 = 10 tokens (trainer.hpp). For each method:
//   steps 0: the trained weights, unchanged, run with the method's frequencies (and YaRN's factor);
//   steps K: a copy fine-tuned K steps on questions of 1..10 digits with the method on: the same
//     optimiser settings as pre-training (AdamW from fresh moments, rate 3e-3 after a 100-step
//     warm-up, weight decay 0.01, clip 1, batch 32), its batches those of a trainer of seed
//     1000 + SEED at trainLength 10: the same batches for every method (paired). The rate has
//     no decay, so the evaluation after K steps is the run of K steps, whatever follows.
int extendRun(int argc, char** argv) {
  const int seed = std::atoi(argv[2]);
  std::vector<int> checkpoints;
  for (int a = 3; a < argc; ++a) checkpoints.push_back(std::atoi(argv[a]));
  if (checkpoints.empty()) checkpoints = {100, 300};
  std::sort(checkpoints.begin(), checkpoints.end());
  pe::TrainerCreateRequest request;
  request.task = "reverse";
  request.positionScheme = "rope";
  request.seed = seed;
  request.trainLength = 5;
  request.evalLength = 10;
  request.dModel = 32;
  request.heads = 4;
  request.blocks = 2;
  request.mlpWidth = 128;
  request.embeddingScale = "sqrt-d";
  request.learningRate = 3e-3;
  pe::Trainer trained(pe::trainerConfig(request));
  const float pretrainLoss = train(trained, 3000);
  for (const char* method : {"none", "pi", "ntk", "yarn"}) {
    request.ropeScaling = method;
    request.ropeScale = 2;
    pe::TrainerConfig config = pe::trainerConfig(request);
    pe::Trainer scaled(config);
    copyWeights(trained, scaled);
    printEvaluation(seed, method, 0, pretrainLoss, scaled.evaluate(10, 100));
    config.trainLength = 10;  // the recipe's trained length stays 10 tokens (config.model)
    config.seed = static_cast<std::uint32_t>(1000 + seed);
    pe::Trainer tuned(config);
    copyWeights(trained, tuned);
    int done = 0;
    for (int k : checkpoints) {
      const float loss = train(tuned, k - done);
      done = k;
      printEvaluation(seed, method, k, loss, tuned.evaluate(10, 100));
    }
  }
  return 0;
}

int main(int argc, char** argv) {
  if (argc > 2 && std::strcmp(argv[1], "extend") == 0) return extendRun(argc, argv);
  if (argc > 10 && std::strcmp(argv[1], "lab") == 0) return labRun(argv);
  if (argc > 1 && std::strcmp(argv[1], "memory") == 0) {
    largestModel();
    return 0;
  }
  // "steps N [scalar]": N steps of the sinusoidal model on the full batch and nothing else, for
  // timing by processor time from outside (under node, clock() counts wall time):
  //   /usr/bin/time -f %U node pe_model_bench.cjs steps 300, minus the same with steps 0.
  if (argc > 2 && std::strcmp(argv[1], "steps") == 0) {
    pe::Model model{pe::ModelConfig{}};
    model.useSimd(!(argc > 3 && std::strcmp(argv[3], "scalar") == 0));
    const pe::Batch batch = reverseBatch(true);
    std::vector<pe::Tensor> gradients;
    const int steps = std::atoi(argv[2]);
    double loss = 0;
    for (int i = 0; i < steps; ++i) loss += model.lossAndGradients(batch, gradients);
    std::printf("%d steps, mean loss %.6f\n", steps, steps > 0 ? loss / steps : 0.0);
    return 0;
  }
  const bool simd = !(argc > 1 && std::strcmp(argv[1], "scalar") == 0);
  std::printf("kernel: %s (SIMD compiled: %s)\n", simd ? "simd" : "scalar", pe::simdCompiled() ? "yes" : "no");
  for (const auto& [name, scheme] : pe::Choices<pe::PositionScheme>::names) {
    pe::ModelConfig config;
    config.scheme = scheme;
    pe::Model model(config);
    model.initialise(1);
    model.useSimd(simd);
    const double full = stepsPerSecond(model, reverseBatch(true));
    const double mixed = stepsPerSecond(model, reverseBatch(false));
    std::printf("%-10s  32 x 17 all real: %6.1f steps/s   lengths 1-8 padded to 17: %6.1f steps/s\n", name, full,
                mixed);
  }
  return 0;
}
