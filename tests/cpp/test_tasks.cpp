// The training tasks: literal examples of copy, reverse and sort, padding, seeded batches, and
// the per-length scoring of logits on hand-made cases.
#include <catch2/catch.hpp>

#include <set>
#include <vector>

#include "tasks.hpp"

using pe::Task;

namespace {
constexpr int SEP = 10;
constexpr int PAD = 11;
}  // namespace

TEST_CASE("one example of each task, written out", "[tasks]") {
  SECTION("copy 5 0: the model reads 5 0 SEP 5 and predicts 0 SEP 5 0; the last two count") {
    const pe::Batch b = pe::makeBatch(Task::Copy, {{5, 0}});
    CHECK(b.size == 1);
    CHECK(b.length == 4);
    CHECK(b.tokens == std::vector<int>{5, 0, SEP, 5});
    CHECK(b.targets == std::vector<int>{0, SEP, 5, 0});
    CHECK(b.weights == std::vector<float>{0, 0, 1, 1});
  }
  SECTION("reverse 3 1 2 -> 2 1 3") {
    const pe::Batch b = pe::makeBatch(Task::Reverse, {{3, 1, 2}});
    CHECK(b.length == 6);
    CHECK(b.tokens == std::vector<int>{3, 1, 2, SEP, 2, 1});
    CHECK(b.targets == std::vector<int>{1, 2, SEP, 2, 1, 3});
    CHECK(b.weights == std::vector<float>{0, 0, 0, 1, 1, 1});
  }
  SECTION("sort 3 1 2 -> 1 2 3, and a repeated digit stays twice") {
    const pe::Batch b = pe::makeBatch(Task::Sort, {{3, 1, 2}});
    CHECK(b.tokens == std::vector<int>{3, 1, 2, SEP, 1, 2});
    CHECK(b.targets == std::vector<int>{1, 2, SEP, 1, 2, 3});
    CHECK(pe::taskAnswer(Task::Sort, {9, 0, 9, 4}) == std::vector<int>{0, 4, 9, 9});
    CHECK(pe::taskAnswer(Task::Reverse, {9, 0, 9, 4}) == std::vector<int>{4, 9, 0, 9});
    CHECK(pe::taskAnswer(Task::Copy, {9, 0, 9, 4}) == std::vector<int>{9, 0, 9, 4});
  }
  SECTION("a shorter example is padded at the end, its padding weighing nothing") {
    const pe::Batch b = pe::makeBatch(Task::Copy, {{7}, {1, 2}});
    CHECK(b.size == 2);
    CHECK(b.length == 4);
    CHECK(b.tokens == std::vector<int>{7, SEP, PAD, PAD, 1, 2, SEP, 1});
    CHECK(b.targets == std::vector<int>{SEP, 7, PAD, PAD, 2, SEP, 1, 2});
    CHECK(b.weights == std::vector<float>{0, 1, 0, 0, 0, 0, 1, 1});
  }
}

// The question and answer of row `row`, read back from a batch (digits before SEP; targets
// from SEP on).
std::vector<int> questionOf(const pe::Batch& b, int row) {
  std::vector<int> q;
  for (int t = 0; t < b.length && b.tokens[row * b.length + t] != SEP; ++t) q.push_back(b.tokens[row * b.length + t]);
  return q;
}

TEST_CASE("training batches: lengths 1..trainLength, digits 0-9, fixed by the seed", "[tasks]") {
  const pe::Batch a = pe::trainingBatch(Task::Reverse, 5, 400, 42);
  const pe::Batch again = pe::trainingBatch(Task::Reverse, 5, 400, 42);
  const pe::Batch other = pe::trainingBatch(Task::Reverse, 5, 400, 43);
  CHECK(a.tokens == again.tokens);
  CHECK(a.targets == again.targets);
  CHECK(a.weights == again.weights);
  CHECK(a.tokens != other.tokens);
  CHECK(a.size == 400);
  std::set<std::size_t> lengths;
  std::set<int> digits;
  for (int row = 0; row < a.size; ++row) {
    const std::vector<int> q = questionOf(a, row);
    lengths.insert(q.size());
    for (int d : q) digits.insert(d);
    // The row is exactly makeBatch's example for its question, padded to the batch's length.
    const pe::Batch alone = pe::makeBatch(Task::Reverse, {q});
    for (int t = 0; t < a.length; ++t) {
      const int cell = row * a.length + t;
      if (t < alone.length) {
        CHECK(a.tokens[cell] == alone.tokens[t]);
        CHECK(a.targets[cell] == alone.targets[t]);
        CHECK(a.weights[cell] == alone.weights[t]);
      } else {
        CHECK(a.tokens[cell] == PAD);
        CHECK(a.weights[cell] == 0.0f);
      }
    }
  }
  CHECK(lengths == std::set<std::size_t>{1, 2, 3, 4, 5});  // 400 draws: each length appears
  CHECK(digits.size() == 10);
  CHECK(a.length == 10);  // padded to the longest, 5 digits
  // trainLength 1: every example is one digit.
  const pe::Batch one = pe::trainingBatch(Task::Copy, 1, 8, 7);
  CHECK(one.length == 2);
}

TEST_CASE("evaluation sets: every example of exactly the length, the same set every time", "[tasks]") {
  for (int length : {1, 4, 16}) {
    const pe::Batch e = pe::evaluationBatch(Task::Sort, length, 50);
    CHECK(e.size == 50);
    CHECK(e.length == 2 * length);
    for (int token : e.tokens) CHECK(token != PAD);
    CHECK(e.tokens == pe::evaluationBatch(Task::Sort, length, 50).tokens);
  }
  // The questions do not depend on the task: sort and reverse are asked the same digits.
  const pe::Batch sorted = pe::evaluationBatch(Task::Sort, 6, 20);
  const pe::Batch reversed = pe::evaluationBatch(Task::Reverse, 6, 20);
  for (int row = 0; row < 20; ++row) CHECK(questionOf(sorted, row) == questionOf(reversed, row));
  // The first 10 of 20 questions are the 10 questions of a set of 10.
  const pe::Batch ten = pe::evaluationBatch(Task::Copy, 6, 10);
  for (int row = 0; row < 10; ++row) CHECK(questionOf(ten, row) == questionOf(sorted, row));
}

TEST_CASE("scoring logits: teacher-forced argmax at answer positions only", "[tasks]") {
  // Two copy examples, 1 digit and 2 digits: 7 SEP | PAD PAD and 1 2 SEP 1.
  const pe::Batch b = pe::makeBatch(Task::Copy, {{7}, {1, 2}});
  const int vocab = pe::TaskTokens::vocab;
  std::vector<float> logits(static_cast<std::size_t>(b.size * b.length * vocab), 0.0f);
  auto vote = [&](int row, int t, int token, float value = 1.0f) {
    logits[static_cast<std::size_t>((row * b.length + t) * vocab + token)] = value;
  };
  SECTION("all right") {
    vote(0, 1, 7);
    vote(1, 2, 1);
    vote(1, 3, 2);
    const pe::Score s = pe::scoreLogits(b, logits, vocab);
    CHECK(s.answerTokens == 3);
    CHECK(s.rightTokens == 3);
    CHECK(s.examples == 2);
    CHECK(s.rightExamples == 2);
  }
  SECTION("one wrong token in the second example: 2 of 3 tokens, 1 of 2 examples") {
    vote(0, 1, 7);
    vote(1, 2, 1);
    vote(1, 3, 5);
    // Wrong choices at positions that do not count change nothing.
    vote(0, 0, 3);
    vote(0, 2, 3);
    vote(1, 0, 9);
    const pe::Score s = pe::scoreLogits(b, logits, vocab);
    CHECK(s.answerTokens == 3);
    CHECK(s.rightTokens == 2);
    CHECK(s.rightExamples == 1);
  }
  SECTION("a tie goes to the lowest token: all-zero logits choose 0") {
    const pe::Score s = pe::scoreLogits(b, logits, vocab);
    CHECK(s.rightTokens == 0);
    vote(1, 3, 2, 0.0f);  // still a tie everywhere
    const pe::Batch zeros = pe::makeBatch(Task::Copy, {{0}});
    std::vector<float> flat(static_cast<std::size_t>(zeros.length * vocab), 0.0f);
    CHECK(pe::scoreLogits(zeros, flat, vocab).rightTokens == 1);
  }
}
