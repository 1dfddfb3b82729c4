// One attention head under each way of giving it position: nothing, the sinusoidal table added
// to the embeddings, RoPE, ALiBi, or T5's bucketed bias. The same tokens, embeddings and W_Q,
// W_K as attention() (attention.hpp), so the schemes differ only in how position enters.
//
// Layout rule: every n x n result is [query][key], row-major: element (i, j) is at i * n + j,
// query i attends to key j, both numbered from position 0.
// Rule: scores hold what goes into the softmax, bias included; bias holds the positional term
// alone (zero where a scheme adds none), so scores - bias is the content term q_i . k_j / sqrt(d)
// (for RoPE the rotation is inside that term, and its bias is zero).
#pragma once

#include <string>
#include <vector>

#include "params.hpp"

namespace pe {

enum class Scheme {
  None,        // X = E: no position at all (permutation-equivariant)
  Sinusoidal,  // X = E + PE (the paper's table, positions 0..n-1)
  Rope,        // X = E; q_i = R(i) (x_i W_Q), k_j = R(j) (x_j W_K), interleaved pairs (rope.hpp): for
               // fixed tokens q_i . k_j depends on j - i only
  Alibi,       // X = E; bias -m_head (i - j) causal, -m_head |i - j| otherwise (alibi.hpp)
  T5,          // X = E; bias = table[head][bucket(j - i)] of t5Bias (t5bias.hpp), same seed
};
template <>
struct Choices<Scheme> {
  static constexpr const char* parameter = "scheme";
  static constexpr Named<Scheme> names[] = {{"none", Scheme::None},
                                            {"sinusoidal", Scheme::Sinusoidal},
                                            {"rope", Scheme::Rope},
                                            {"alibi", Scheme::Alibi},
                                            {"t5", Scheme::T5}};
};
Scheme parseScheme(const std::string& name);  // "none" | "sinusoidal" | "rope" | "alibi" | "t5"
const char* schemeName(Scheme scheme);

struct SchemeAttentionRequest {
  std::vector<std::string> tokens;  // 1..Limits::maxTokens, each 1..Limits::maxTokenBytes bytes
  std::string scheme;               // see Scheme
  double dModel = 8;                // [1, Limits::maxAttentionDModel]; even for "rope"
  double base = 10000;              // sinusoidal and rope frequencies, (1, Limits::maxBase]
  double seed = 1;                  // embeddings, W_Q, W_K and the T5 table, [0, Limits::maxSeed]
  double heads = 8;          // H: ALiBi's slopes and T5's table have one row per head, [1, AlibiLimits::maxHeads]
  double head = 0;           // which head's bias, [0, heads - 1]
  double numBuckets = 32;    // T5 only, see t5Bucket (t5bias.hpp)
  double maxDistance = 128;  // T5 only, see t5Bucket
  bool causal = false;       // true: key j > query i is masked (score -infinity, weight 0);
                             // ALiBi then uses -m (i - j), T5 its one-directional buckets

  static constexpr FieldRange ranges[] = {{"dModel", 1, Limits::maxAttentionDModel}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("tokens", &SchemeAttentionRequest::tokens, Presence::Required);
    visit("scheme", &SchemeAttentionRequest::scheme, Presence::Required);
    visit("dModel", &SchemeAttentionRequest::dModel, Presence::Optional);
    visit("base", &SchemeAttentionRequest::base, Presence::Optional);
    visit("seed", &SchemeAttentionRequest::seed, Presence::Optional);
    visit("heads", &SchemeAttentionRequest::heads, Presence::Optional);
    visit("head", &SchemeAttentionRequest::head, Presence::Optional);
    visit("numBuckets", &SchemeAttentionRequest::numBuckets, Presence::Optional);
    visit("maxDistance", &SchemeAttentionRequest::maxDistance, Presence::Optional);
    visit("causal", &SchemeAttentionRequest::causal, Presence::Optional);
  }
};

struct SchemeAttentionResult {
  std::vector<std::string> tokens;  // normalised, as attention() gives them
  std::string scheme;
  std::vector<double> scores;   // n x n, q_i . k_j / sqrt(d) + bias; -infinity where causally masked
  std::vector<double> bias;     // n x n, the positional bias term alone, in score units: zeros for
                                // none, sinusoidal and rope; ALiBi's entries (-infinity above the
                                // diagonal when causal, as alibiBias gives them); T5's table values
  std::vector<double> weights;  // n x n, softmax of each row of scores; masked entries exactly 0

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("tokens", &SchemeAttentionResult::tokens);
    visit("scheme", &SchemeAttentionResult::scheme);
    visit("scores", &SchemeAttentionResult::scores);
    visit("bias", &SchemeAttentionResult::bias);
    visit("weights", &SchemeAttentionResult::weights);
  }
};

SchemeAttentionResult schemeAttention(const SchemeAttentionRequest& request);

}  // namespace pe
