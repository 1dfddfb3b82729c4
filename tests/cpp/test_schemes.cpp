// Attention under each positional scheme, against a float64 reference written here: RoFormer's
// rotation, the ALiBi paper's slopes (its get_slopes, transcribed), Hugging Face's T5
// _relative_position_bucket (transcribed), the dot products, the 1/sqrt(d) scale and a softmax.
// The head's inputs are not recomputed: its content Q, K (seeded embeddings and W_Q, W_K, the same
// as attention()'s, tested in test_attention.cpp) and T5's seeded stand-in table (t5Bias's, tested
// in test_t5bias.cpp) are read from those functions; everything the scheme does to them is here.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "alibi.hpp"
#include "attention.hpp"
#include "reference.hpp"
#include "schemes.hpp"
#include "t5bias.hpp"

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

pe::SchemeAttentionRequest schemeRequest(std::vector<std::string> tokens, const std::string& scheme,
                                         bool causal = false, double d = 8) {
  pe::SchemeAttentionRequest r;
  r.tokens = std::move(tokens);
  r.scheme = scheme;
  r.causal = causal;
  r.dModel = d;
  return r;
}

// RoFormer's elementwise rotation of one row of d values (interleaved pairs, base 10000).
std::vector<double> rotateRow(const double* x, int d, double pos) {
  std::vector<double> out(d);
  for (int j = 0; j < d; ++j) {
    const double angle = pos * std::pow(10000.0, -2.0 * (j / 2) / d);
    const double partner = j % 2 == 0 ? -x[j + 1] : x[j - 1];
    out[j] = x[j] * std::cos(angle) + partner * std::sin(angle);
  }
  return out;
}

struct Reference {
  std::vector<double> scores, bias, weights;
};

// The whole head, from the request's own numbers (default seed, base, heads, buckets).
Reference reference(const pe::SchemeAttentionRequest& r) {
  const int n = static_cast<int>(r.tokens.size()), d = static_cast<int>(r.dModel);
  pe::AttentionRequest content;
  content.tokens = r.tokens;
  content.dModel = r.dModel;
  content.usePE = r.scheme == "sinusoidal";
  const pe::AttentionResult head = pe::attention(content);
  Reference out;
  out.scores.assign(static_cast<std::size_t>(n) * n, 0.0);
  out.bias = out.scores;
  out.weights = out.scores;
  pe::T5BiasRequest t5;
  t5.positions = n;
  t5.bidirectional = !r.causal;
  t5.numBuckets = r.numBuckets;
  t5.maxDistance = r.maxDistance;
  t5.heads = r.heads;
  const pe::T5Bias table = pe::t5Bias(t5);
  const std::vector<double> slopes = pe_test::alibiSlopesReference(static_cast<int>(r.heads));
  for (int i = 0; i < n; ++i) {
    std::vector<double> q(head.queries.begin() + i * d, head.queries.begin() + (i + 1) * d);
    if (r.scheme == "rope") q = rotateRow(q.data(), d, i);
    for (int j = 0; j < n; ++j) {
      std::vector<double> k(head.keys.begin() + j * d, head.keys.begin() + (j + 1) * d);
      if (r.scheme == "rope") k = rotateRow(k.data(), d, j);
      double bias = 0;
      if (r.scheme == "alibi") {
        bias = r.causal && j > i ? -kInfinity : -slopes[static_cast<std::size_t>(r.head)] * std::abs(i - j);
      } else if (r.scheme == "t5") {
        const int bucket = pe_test::t5BucketReference(j - i, !r.causal, static_cast<int>(r.numBuckets),
                                                      static_cast<int>(r.maxDistance));
        bias = table.table[static_cast<std::size_t>(r.head) * table.numBuckets + bucket];
      }
      double dot = 0;
      for (int t = 0; t < d; ++t) dot += q[t] * k[t];
      const std::size_t at = static_cast<std::size_t>(i) * n + j;
      out.bias[at] = bias;
      out.scores[at] = r.causal && j > i ? -kInfinity : dot / std::sqrt(static_cast<double>(d)) + bias;
    }
    double total = 0;
    for (int j = 0; j < n; ++j) total += std::exp(out.scores[i * n + j]);
    for (int j = 0; j < n; ++j) out.weights[i * n + j] = std::exp(out.scores[i * n + j]) / total;
  }
  return out;
}

// Equal within margin, with infinities equal only to themselves.
void checkClose(const std::vector<double>& actual, const std::vector<double>& expected, double margin,
                const std::string& what) {
  REQUIRE(actual.size() == expected.size());
  for (std::size_t k = 0; k < actual.size(); ++k) {
    INFO(what << " [" << k << "]: " << actual[k] << " vs " << expected[k]);
    if (std::isinf(expected[k])) {
      CHECK(actual[k] == expected[k]);
    } else {
      CHECK(actual[k] == Approx(expected[k]).margin(margin));
    }
  }
}

const std::vector<std::string> kSentence = {"The", "cat", "sat", "on", "the", "mat"};

}  // namespace

TEST_CASE("the transcribed references give the papers' numbers", "[schemes]") {
  // ALiBi: H = 8 gives 1/2, 1/4, ..., 1/256; H = 6 gives the 4-head slopes 2^-2, 2^-4, 2^-6,
  // 2^-8, then every other 8-head slope, 2^-1 and 2^-3.
  CHECK(pe_test::alibiSlopesReference(8) ==
        std::vector<double>{0.5, 0.25, 0.125, 0.0625, 0.03125, 0.015625, 0.0078125, 0.00390625});
  CHECK(pe_test::alibiSlopesReference(6) == std::vector<double>{0.25, 0.0625, 0.015625, 0.00390625, 0.5, 0.125});
  const std::vector<double> twelve =
      pe_test::alibiSlopesReference(12);  // 8 slopes 2^-1..2^-8, then 2^-0.5, 2^-1.5, 2^-2.5, 2^-3.5
  REQUIRE(twelve.size() == 12);
  CHECK(twelve[7] == 0.00390625);
  CHECK(twelve[8] == Approx(0.70710678118654752).margin(1e-15));
  CHECK(twelve[9] == Approx(0.35355339059327376).margin(1e-15));
  // T5, bidirectional, 32 buckets, max_distance 128: 16 per direction, 8 exact. Offset -20:
  // 8 + trunc(ln(20/8) / ln(128/8) * 8) = 8 + trunc(0.916291 / 2.772589 * 8) = 8 + trunc(2.64) = 10.
  CHECK(pe_test::t5BucketReference(0, true, 32, 128) == 0);
  CHECK(pe_test::t5BucketReference(-1, true, 32, 128) == 1);
  CHECK(pe_test::t5BucketReference(1, true, 32, 128) == 17);
  CHECK(pe_test::t5BucketReference(-7, true, 32, 128) == 7);
  CHECK(pe_test::t5BucketReference(-8, true, 32, 128) == 8);  // ln(1) = 0
  CHECK(pe_test::t5BucketReference(-20, true, 32, 128) == 10);
  CHECK(pe_test::t5BucketReference(20, true, 32, 128) == 26);    // 16 + 10
  CHECK(pe_test::t5BucketReference(-127, true, 32, 128) == 15);  // 8 + trunc(7.98)
  CHECK(pe_test::t5BucketReference(-128, true, 32, 128) == 15);  // 8 + 8 = 16, capped at 15
  CHECK(pe_test::t5BucketReference(1000, true, 32, 128) == 31);
  // Causal (one direction): keys after the query are bucket 0; 16 exact buckets of 32.
  CHECK(pe_test::t5BucketReference(5, false, 32, 128) == 0);
  CHECK(pe_test::t5BucketReference(-5, false, 32, 128) == 5);
  // -40: 16 + trunc(ln(40/16) / ln(128/16) * 16) = 16 + trunc(0.916291 / 2.079442 * 16) = 16 + 7 = 23.
  CHECK(pe_test::t5BucketReference(-40, false, 32, 128) == 23);
}

TEST_CASE("every scheme matches the float64 reference", "[schemes]") {
  struct Setting {
    double heads, head, numBuckets, maxDistance;
  };
  // The defaults, and a head count that is not a power of two with few, narrow T5 buckets.
  for (const Setting setting : {Setting{8, 2, 32, 128}, Setting{12, 9, 8, 16}}) {
    for (const char* scheme : {"none", "sinusoidal", "rope", "alibi", "t5"}) {
      for (bool causal : {false, true}) {
        pe::SchemeAttentionRequest r = schemeRequest(kSentence, scheme, causal, 16);
        r.heads = setting.heads;
        r.head = setting.head;
        r.numBuckets = setting.numBuckets;
        r.maxDistance = setting.maxDistance;
        const pe::SchemeAttentionResult result = pe::schemeAttention(r);
        const Reference expected = reference(r);
        const std::string what = std::string(scheme) + (causal ? " causal" : "") + " H=" + std::to_string(r.heads);
        CHECK(result.scheme == scheme);
        CHECK(result.tokens[0] == "the");
        checkClose(result.scores, expected.scores, 1e-12, what + " scores");
        checkClose(result.bias, expected.bias, 1e-15, what + " bias");
        checkClose(result.weights, expected.weights, 1e-12, what + " weights");
        for (int i = 0; i < 6; ++i) {
          double total = 0;
          for (int j = 0; j < 6; ++j) {
            const double w = result.weights[i * 6 + j];
            if (causal && j > i) CHECK(w == 0);
            total += w;
          }
          CHECK(total == Approx(1.0).margin(1e-14));
        }
      }
    }
  }
}

TEST_CASE("none and sinusoidal are the attention demo's head", "[schemes]") {
  for (bool usePE : {false, true}) {
    pe::AttentionRequest a;
    a.tokens = kSentence;
    a.usePE = usePE;
    const pe::AttentionResult head = pe::attention(a);
    const pe::SchemeAttentionResult s = pe::schemeAttention(schemeRequest(kSentence, usePE ? "sinusoidal" : "none"));
    checkClose(s.weights, head.weights, 1e-15, usePE ? "sinusoidal" : "none");
  }
}

TEST_CASE("RoPE scores depend only on j - i once the content is fixed", "[schemes]") {
  // Period-2 content: row i's q and k depend only on i mod 2, so a shift by 2 keeps the content.
  const std::vector<std::string> repeated = {"x", "y", "x", "y", "x", "y", "x", "y"};
  auto worstShiftGap = [&](const std::string& scheme) {
    const pe::SchemeAttentionResult r = pe::schemeAttention(schemeRequest(repeated, scheme));
    double worst = 0;
    for (int i = 0; i + 2 < 8; ++i) {
      for (int j = 0; j + 2 < 8; ++j)
        worst = std::max(worst, std::fabs(r.scores[i * 8 + j] - r.scores[(i + 2) * 8 + j + 2]));
    }
    return worst;
  };
  CHECK(worstShiftGap("rope") < 1e-13);
  // Additive PE passes through W_Q and W_K, which breaks the offset-only form (the test can fail).
  CHECK(worstShiftGap("sinusoidal") > 1e-3);
  // A bias that depends on j - i keeps it too.
  CHECK(worstShiftGap("alibi") < 1e-13);
  CHECK(worstShiftGap("t5") < 1e-13);
}

TEST_CASE("without position the head is permutation-equivariant", "[schemes]") {
  const std::vector<std::string> reordered = {"mat", "the", "on", "sat", "cat", "The"};  // A reversed: p -> 5 - p
  const pe::SchemeAttentionResult a = pe::schemeAttention(schemeRequest(kSentence, "none"));
  const pe::SchemeAttentionResult b = pe::schemeAttention(schemeRequest(reordered, "none"));
  double worst = 0;
  for (int i = 0; i < 6; ++i) {
    for (int j = 0; j < 6; ++j) worst = std::max(worst, std::fabs(a.scores[i * 6 + j] - b.scores[(5 - i) * 6 + 5 - j]));
  }
  CHECK(worst < 1e-14);
  const pe::SchemeAttentionResult c = pe::schemeAttention(schemeRequest(reordered, "rope"));
  const pe::SchemeAttentionResult d = pe::schemeAttention(schemeRequest(kSentence, "rope"));
  CHECK(std::fabs(c.scores[0 * 6 + 1] - d.scores[5 * 6 + 4]) > 1e-3);  // with RoPE the order matters
}

TEST_CASE("the ALiBi and T5 biases are alibiBias's and t5Bias's entries", "[schemes]") {
  for (bool causal : {false, true}) {
    pe::SchemeAttentionRequest r = schemeRequest(kSentence, "alibi", causal);
    r.heads = 12;  // not a power of two: the interleaved slopes
    r.head = 9;
    const pe::SchemeAttentionResult s = pe::schemeAttention(r);
    pe::AlibiRequest a;
    a.heads = 12;
    a.positions = 6;
    a.causal = causal;
    const pe::AlibiResult tensor = pe::alibiBias(a);
    CHECK(std::equal(s.bias.begin(), s.bias.end(), tensor.bias.begin() + 9 * 36));

    r.scheme = "t5";
    r.numBuckets = 8;
    r.maxDistance = 16;
    const pe::SchemeAttentionResult t = pe::schemeAttention(r);
    pe::T5BiasRequest b;
    b.positions = 6;
    b.bidirectional = !causal;
    b.numBuckets = 8;
    b.maxDistance = 16;
    b.heads = 12;
    const pe::T5Bias table = pe::t5Bias(b);
    CHECK(std::equal(t.bias.begin(), t.bias.end(), table.bias.begin() + 9 * 36));
  }
  const pe::SchemeAttentionResult none = pe::schemeAttention(schemeRequest(kSentence, "rope", true));
  CHECK(std::all_of(none.bias.begin(), none.bias.end(), [](double b) { return b == 0; }));
  CHECK(none.scores[1] == -kInfinity);
}

TEST_CASE("bad scheme requests name their parameter", "[schemes]") {
  const std::string range = "must be an integer in ";
  CHECK_THROWS_WITH(pe::schemeAttention(schemeRequest(kSentence, "learned")),
                    "scheme must be \"none\", \"sinusoidal\", \"rope\", \"alibi\" or \"t5\"; got \"learned\"");
  CHECK_THROWS_WITH(pe::schemeAttention(schemeRequest({}, "none")), "tokens must hold between 1 and 64 words; got 0");
  CHECK_THROWS_WITH(pe::schemeAttention(schemeRequest(kSentence, "rope", false, 7)),
                    "dModel must be even for RoPE (every dimension belongs to a rotated pair); got 7");
  CHECK(pe::schemeAttention(schemeRequest(kSentence, "alibi", false, 7)).scores.size() == 36);
  CHECK_THROWS_WITH(pe::schemeAttention(schemeRequest(kSentence, "none", false, 513)),
                    "dModel " + range + "[1, 512]; got 513");
  pe::SchemeAttentionRequest r = schemeRequest(kSentence, "alibi");
  r.heads = 4;
  r.head = 4;
  CHECK_THROWS_WITH(pe::schemeAttention(r), "head " + range + "[0, 3]; got 4");
  r.head = 0;
  r.heads = 65;
  CHECK_THROWS_WITH(pe::schemeAttention(r), "heads " + range + "[1, 64]; got 65");
  r.heads = 8;
  r.scheme = "none";  // the T5 fields are checked whatever the scheme
  r.numBuckets = 3;
  CHECK_THROWS_WITH(pe::schemeAttention(r), "numBuckets " + range + "[4, 1024]; got 3");
  r.causal = true;
  CHECK(pe::schemeAttention(r).scores.size() == 36);  // one-directional: 3 buckets are allowed
  r.seed = -1;
  CHECK_THROWS_WITH(pe::schemeAttention(r), "seed " + range + "[0, 4294967295]; got -1");
}
