// Token embeddings, embeddings + positional encoding, and one self-attention head
// softmax(Q K^T / sqrt(d)) V, from seeded deterministic random numbers, with or without a causal
// mask (a decoder's: token p attends to keys 0..p only).
//
// Rule: a token's embedding depends only on its normalised text (ASCII lower case) and the
// seed, never on its position; so without positional encoding and without a mask the head is
// permutation-equivariant, which is what the page demonstrates. With the mask, token p's output
// depends on which words come before it (as a set, still not on their order), so moving a word
// changes its output even without positional encoding.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "params.hpp"

namespace pe {

struct AttentionRequest {
  std::vector<std::string> tokens;  // 1..Limits::maxTokens, each 1..Limits::maxTokenBytes bytes
  double dModel = 8;                // [1, Limits::maxAttentionDModel]
  double base = 10000;
  double offset = 0;  // position of the first token
  double seed = 1;    // [0, Limits::maxSeed]
  bool usePE = true;
  bool causal = false;  // true: key q > query p is masked (weight 0), as in a decoder

  static constexpr FieldRange ranges[] = {{"dModel", 1, Limits::maxAttentionDModel}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("tokens", &AttentionRequest::tokens, Presence::Required);
    visit("dModel", &AttentionRequest::dModel, Presence::Optional);
    visit("base", &AttentionRequest::base, Presence::Optional);
    visit("offset", &AttentionRequest::offset, Presence::Optional);
    visit("seed", &AttentionRequest::seed, Presence::Optional);
    visit("usePE", &AttentionRequest::usePE, Presence::Optional);
    visit("causal", &AttentionRequest::causal, Presence::Optional);
  }
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
  std::vector<double> weights;     // n x n, softmax rows of Q K^T / sqrt(d); 0 above the diagonal
                                   // when causal
  std::vector<double> output;      // n x d, weights V

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("tokens", &AttentionResult::tokens);
    visit("dModel", &AttentionResult::dModel);
    visit("embeddings", &AttentionResult::embeddings);
    visit("positional", &AttentionResult::positional);
    visit("inputs", &AttentionResult::inputs);
    visit("queries", &AttentionResult::queries);
    visit("keys", &AttentionResult::keys);
    visit("values", &AttentionResult::values);
    visit("weights", &AttentionResult::weights);
    visit("output", &AttentionResult::output);
  }
};

AttentionResult attention(const AttentionRequest& request);

// The embedding of one normalised token, d values in [-1, 1).
std::vector<double> tokenEmbedding(const std::string& normalisedToken, int dModel, std::uint32_t seed);

std::string normaliseToken(const std::string& token);

// A sentence: 1..Limits::maxTokens words of 1..Limits::maxTokenBytes bytes, reported under the
// caller's parameter name (tokens, tokensA, tokensB).
void requireTokens(const char* name, const std::vector<std::string>& tokens);

// The permutation demo: the same words in two orders, through the same head, with and
// without positional encoding, with or without a causal mask.
struct PermutationRequest {
  std::vector<std::string> tokensA;  // a sentence
  std::vector<std::string> tokensB;  // the same words in another order
  double dModel = 8;
  double base = 10000;
  double seed = 1;
  bool causal = false;  // the head's causal mask, for both orders, with and without PE

  static constexpr FieldRange ranges[] = {{"dModel", 1, Limits::maxAttentionDModel}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("tokensA", &PermutationRequest::tokensA, Presence::Required);
    visit("tokensB", &PermutationRequest::tokensB, Presence::Required);
    visit("dModel", &PermutationRequest::dModel, Presence::Optional);
    visit("base", &PermutationRequest::base, Presence::Optional);
    visit("seed", &PermutationRequest::seed, Presence::Optional);
    visit("causal", &PermutationRequest::causal, Presence::Optional);
  }
};

struct PermutationRow {
  std::string token;  // normalised
  int posA;           // its position in A
  int posB;           // the position of the same occurrence in B
  double withoutPE;   // max |output_A[posA] - output_B[posB]| without PE: rounding level without a
                      // mask; with one, non-zero when the words before it differ as a set
  double withPE;      // the same with PE: clearly non-zero when the word moved

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("token", &PermutationRow::token);
    visit("posA", &PermutationRow::posA);
    visit("posB", &PermutationRow::posB);
    visit("withoutPE", &PermutationRow::withoutPE);
    visit("withPE", &PermutationRow::withPE);
  }
};

struct PermutationResult {
  std::vector<std::string> tokensA, tokensB;  // normalised
  std::vector<PermutationRow> rows;           // one per token of A, in A's order

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("tokensA", &PermutationResult::tokensA);
    visit("tokensB", &PermutationResult::tokensB);
    visit("rows", &PermutationResult::rows);
  }
};

PermutationResult permutation(const PermutationRequest& request);

}  // namespace pe
