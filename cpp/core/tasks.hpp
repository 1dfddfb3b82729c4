// The training tasks of the trainer (issue 20): copy, reverse and sort a sequence of digits,
// generated from a seed, and the per-length evaluation of a model's answers.
//
// An example of n digits is the 2n + 1 tokens  d1 .. dn SEP o1 .. on  (digits 0-9, SEP = 10),
// o = d (copy), d reversed (reverse) or d sorted ascending (sort). A language model reads it
// left to right and predicts each next token, so the model is given the first 2n tokens
// (d1 .. dn SEP o1 .. o(n-1)) and its target at position t is token t + 1. Only the n answer
// positions count: positions n .. 2n - 1 (SEP and the answer digits but the last), whose next
// token is an answer digit, have weight 1; the others (whose next token is a question digit,
// which nothing can predict, or SEP) weight 0. A batch of shorter examples is padded at the END
// with PAD = 11 (target PAD, weight 0); attention is causal, so padding never reaches a real token.
//
// Rule: the examples for a seed are fixed (tests and the page's runs quote them); never change
// how a seed turns into digits.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model.hpp"

namespace pe {

enum class Task { Copy, Reverse, Sort };
template <>
struct Choices<Task> {
  static constexpr const char* parameter = "task";
  static constexpr Named<Task> names[] = {{"copy", Task::Copy}, {"reverse", Task::Reverse}, {"sort", Task::Sort}};
};

struct TaskTokens {
  static constexpr int separator = 10;
  static constexpr int padding = 11;
  static constexpr int vocab = 12;  // digits 0-9, separator, padding
};

// The answer to a question: its digits copied, reversed or sorted ascending.
std::vector<int> taskAnswer(Task task, const std::vector<int>& digits);

// One example per row, padded at the end to 2 x (the longest row's digit count) tokens, as
// described above. Every row must hold 1 or more digits 0-9.
Batch makeBatch(Task task, const std::vector<std::vector<int>>& questions);

// A training batch of `size` examples, each of n digits with n uniform in 1..trainLength and
// the digits uniform in 0-9, all drawn from SplitMix64 seeded by batchSeed (any 64-bit value).
Batch trainingBatch(Task task, int trainLength, int size, std::uint64_t batchSeed);
// The questions of that batch, as digits (the same draws, without building the batch), written
// over `out` (its rows' storage is reused, so a loop over many batches allocates little).
void trainingQuestions(int trainLength, int size, std::uint64_t batchSeed, std::vector<std::vector<int>>& out);

// The evaluation set at one length: `examples` questions of exactly `length` digits, from a
// seed fixed per length (the same for every trainer, scheme and training seed, so runs are
// compared on the same questions). At small lengths questions repeat (there are only 10
// questions of one digit) and may coincide with training examples: that is in distribution.
Batch evaluationBatch(Task task, int length, int examples);
// The questions of that set, as digits.
std::vector<std::vector<int>> evaluationQuestions(int length, int examples);

// What a model got right on a batch, from its logits ([size x length x vocab], row-major),
// teacher-forced: at every answer position (weight > 0) the model's choice is the argmax of its
// logits (the lowest token among equal largest logits), right when it is the target.
//   token accuracy = right answer positions / answer positions;
//   exact accuracy = examples whose every answer position is right / examples.
// Teacher-forced exact accuracy equals greedy decoding's: if every position is right, greedy
// decoding feeds the model the same prefixes and produces the same tokens; if not, up to the
// first wrong position the prefixes are the same, so greedy decoding makes that same mistake.
// (Token accuracy differs: after a mistake greedy decoding continues from its own wrong prefix.)
struct Score {
  int answerTokens = 0;  // positions with weight > 0
  int rightTokens = 0;
  int examples = 0;  // examples with at least one answer position
  int rightExamples = 0;
};
Score scoreLogits(const Batch& batch, const std::vector<float>& logits, int vocab);

}  // namespace pe
