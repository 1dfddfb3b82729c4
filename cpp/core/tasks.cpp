#include "tasks.hpp"

#include <algorithm>
#include <stdexcept>

#include "random.hpp"

namespace pe {

namespace {

// The seed of the evaluation set at one length: a constant of its own, so evaluation questions
// never follow a trainer's seed.
constexpr std::uint64_t kEvaluationSeed = 0x6576616C75617465ULL;  // "evaluate"

int digit(SplitMix64& random) {
  return static_cast<int>(random.next() % 10);  // bias 6 / 2^64: none that a test could see
}

std::vector<int> question(SplitMix64& random, int length) {
  std::vector<int> digits(static_cast<std::size_t>(length));
  for (int& d : digits) d = digit(random);
  return digits;
}

}  // namespace

std::vector<int> taskAnswer(Task task, const std::vector<int>& digits) {
  std::vector<int> answer = digits;
  if (task == Task::Reverse) std::reverse(answer.begin(), answer.end());
  if (task == Task::Sort) std::sort(answer.begin(), answer.end());
  return answer;
}

Batch makeBatch(Task task, const std::vector<std::vector<int>>& questions) {
  std::size_t longest = 0;
  for (const std::vector<int>& q : questions) {
    if (q.empty()) throw std::logic_error("pe: makeBatch needs at least one digit per question");
    for (int d : q) {
      if (d < 0 || d > 9) throw std::logic_error("pe: makeBatch takes digits 0-9");
    }
    longest = std::max(longest, q.size());
  }
  Batch batch;
  batch.size = static_cast<int>(questions.size());
  batch.length = static_cast<int>(2 * longest);
  const std::size_t cells = questions.size() * 2 * longest;
  batch.tokens.assign(cells, TaskTokens::padding);
  batch.targets.assign(cells, TaskTokens::padding);
  batch.weights.assign(cells, 0.0f);
  for (std::size_t row = 0; row < questions.size(); ++row) {
    const std::vector<int>& q = questions[row];
    const std::size_t n = q.size();
    // The whole example, 2n + 1 tokens; the model sees the first 2n and predicts the next.
    std::vector<int> example(q);
    example.push_back(TaskTokens::separator);
    const std::vector<int> answer = taskAnswer(task, q);
    example.insert(example.end(), answer.begin(), answer.end());
    const std::size_t first = row * 2 * longest;
    for (std::size_t t = 0; t < 2 * n; ++t) {
      batch.tokens[first + t] = example[t];
      batch.targets[first + t] = example[t + 1];
      batch.weights[first + t] = t >= n ? 1.0f : 0.0f;
    }
  }
  return batch;
}

void trainingQuestions(int trainLength, int size, std::uint64_t batchSeed, std::vector<std::vector<int>>& out) {
  SplitMix64 random(batchSeed);
  out.resize(static_cast<std::size_t>(size));
  for (std::vector<int>& digits : out) {
    const int n = 1 + static_cast<int>(random.next() % static_cast<std::uint64_t>(trainLength));
    digits.resize(static_cast<std::size_t>(n));
    for (int& d : digits) d = digit(random);
  }
}

Batch trainingBatch(Task task, int trainLength, int size, std::uint64_t batchSeed) {
  std::vector<std::vector<int>> questions;
  trainingQuestions(trainLength, size, batchSeed, questions);
  return makeBatch(task, questions);
}

std::vector<std::vector<int>> evaluationQuestions(int length, int examples) {
  SplitMix64 random(kEvaluationSeed + static_cast<std::uint64_t>(length));
  std::vector<std::vector<int>> questions;
  questions.reserve(static_cast<std::size_t>(examples));
  for (int row = 0; row < examples; ++row) questions.push_back(question(random, length));
  return questions;
}

Batch evaluationBatch(Task task, int length, int examples) {
  return makeBatch(task, evaluationQuestions(length, examples));
}

Score scoreLogits(const Batch& batch, const std::vector<float>& logits, int vocab) {
  const std::size_t cells = static_cast<std::size_t>(batch.size) * batch.length;
  if (logits.size() != cells * vocab) throw std::logic_error("pe: scoreLogits needs size x length x vocab logits");
  Score score;
  for (int row = 0; row < batch.size; ++row) {
    int answers = 0;
    int right = 0;
    for (int t = 0; t < batch.length; ++t) {
      const std::size_t cell = static_cast<std::size_t>(row) * batch.length + t;
      if (!(batch.weights[cell] > 0.0f)) continue;
      const float* scores = logits.data() + cell * vocab;
      int best = 0;
      for (int token = 1; token < vocab; ++token) {
        if (scores[token] > scores[best]) best = token;
      }
      ++answers;
      if (best == batch.targets[cell]) ++right;
    }
    score.answerTokens += answers;
    score.rightTokens += right;
    if (answers > 0) {
      ++score.examples;
      if (right == answers) ++score.rightExamples;
    }
  }
  return score;
}

}  // namespace pe
