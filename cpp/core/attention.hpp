// Token embeddings, embeddings + positional encoding, and one self-attention head
// softmax(Q K^T / sqrt(d)) V, from seeded deterministic random numbers.
//
// Rule: a token's embedding depends only on its normalised text (ASCII lower case) and the
// seed, never on its position; so without positional encoding the head is permutation-
// equivariant, which is what the page demonstrates.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pe {

struct AttentionRequest {
  std::vector<std::string> tokens;  // 1..Limits::maxTokens, each 1..Limits::maxTokenBytes bytes
  double dModel = 8;                // [1, Limits::maxAttentionDModel]
  double base = 10000;
  double offset = 0;  // position of the first token
  double seed = 1;    // [0, Limits::maxSeed]
  bool usePE = true;
};

struct AttentionResult {
  std::vector<std::string> tokens;  // normalised
  int dModel;
  std::vector<double> embeddings;  // n x d token embeddings E
  std::vector<double> positional;  // n x d PE (zeros when usePE is false)
  std::vector<double> inputs;      // n x d, X = E + PE
  std::vector<double> queries;     // n x d, Q = X W_Q
  std::vector<double> keys;        // n x d, K = X W_K
  std::vector<double> values;      // n x d, V = X W_V
  std::vector<double> weights;     // n x n, softmax rows of Q K^T / sqrt(d)
  std::vector<double> output;      // n x d, weights V
};

AttentionResult attention(const AttentionRequest& request);

// The embedding of one normalised token, d values in [-1, 1).
std::vector<double> tokenEmbedding(const std::string& normalisedToken, int dModel, std::uint32_t seed);

std::string normaliseToken(const std::string& token);

}  // namespace pe
