// One self-attention head: without positional encoding it is permutation-equivariant, with it
// the same word at another position gets another output.
#include <catch2/catch.hpp>

#include <cmath>

#include "attention.hpp"
#include "helpers.hpp"
#include "params.hpp"

namespace {
pe::AttentionRequest sentence(std::vector<std::string> tokens, bool usePE, double d = 16) {
  pe::AttentionRequest r;
  r.tokens = std::move(tokens);
  r.usePE = usePE;
  r.dModel = d;
  return r;
}

double rowDifference(const std::vector<double>& a, int rowA, const std::vector<double>& b, int rowB, int d) {
  double worst = 0;
  for (int j = 0; j < d; ++j) worst = std::max(worst, std::fabs(a[rowA * d + j] - b[rowB * d + j]));
  return worst;
}
}  // namespace

TEST_CASE("without PE the head is permutation-equivariant", "[attention]") {
  const auto a = pe::attention(sentence({"The", "cat", "sat", "on", "the", "mat"}, false));
  const auto b = pe::attention(sentence({"The", "mat", "sat", "on", "the", "cat"}, false));
  const int d = 16;
  CHECK(rowDifference(a.output, 1, b.output, 5, d) < 1e-12);  // "cat"
  CHECK(rowDifference(a.output, 5, b.output, 1, d) < 1e-12);  // "mat"
  CHECK(rowDifference(a.output, 2, b.output, 2, d) < 1e-12);  // "sat"
  CHECK(rowDifference(a.output, 0, a.output, 4, d) == 0);     // "The" and "the": one word
  CHECK(a.tokens[0] == "the");
}

TEST_CASE("with PE the same word gets different outputs", "[attention]") {
  const auto a = pe::attention(sentence({"The", "cat", "sat", "on", "the", "mat"}, true));
  const auto b = pe::attention(sentence({"The", "mat", "sat", "on", "the", "cat"}, true));
  CHECK(rowDifference(a.output, 1, b.output, 5, 16) > 1e-2);
  CHECK(rowDifference(a.output, 0, a.output, 4, 16) > 1e-2);
}

TEST_CASE("the pieces add up", "[attention]") {
  const auto r = pe::attention(sentence({"a", "b", "c"}, true, 6));
  const auto positional = pe::encode64(pe_test::request(3, 6));
  for (std::size_t i = 0; i < r.inputs.size(); ++i) {
    CHECK(r.positional[i] == positional[i]);
    CHECK(r.inputs[i] == r.embeddings[i] + r.positional[i]);
  }
  for (int p = 0; p < 3; ++p) {
    double total = 0;
    for (int q = 0; q < 3; ++q) {
      CHECK(r.weights[p * 3 + q] > 0);
      total += r.weights[p * 3 + q];
    }
    CHECK(total == Approx(1.0).margin(1e-15));
  }
  SECTION("embeddings depend on the word and the seed only") {
    CHECK(pe::tokenEmbedding("cat", 8, 1) == pe::tokenEmbedding("cat", 8, 1));
    CHECK(pe::tokenEmbedding("cat", 8, 1) != pe::tokenEmbedding("cat", 8, 2));
    CHECK(pe::tokenEmbedding("cat", 8, 1) != pe::tokenEmbedding("mat", 8, 1));
    for (double x : pe::tokenEmbedding("cat", 64, 7)) CHECK((x >= -1 && x < 1));
  }
}

TEST_CASE("a causal mask: each word attends to itself and the words before it", "[attention]") {
  const std::vector<std::string> words = {"The", "cat", "sat", "on", "the", "mat"};
  auto masked = sentence(words, false);
  masked.causal = true;
  const auto r = pe::attention(masked);
  const int n = 6, d = 16;
  SECTION("weights above the diagonal are 0 and every row adds up to 1") {
    for (int p = 0; p < n; ++p) {
      double total = 0;
      for (int q = 0; q < n; ++q) {
        if (q > p) CHECK(r.weights[p * n + q] == 0);
        total += r.weights[p * n + q];
      }
      CHECK(total == Approx(1.0).margin(1e-15));
    }
    CHECK(r.weights[0] == 1);  // the first word sees only itself
  }
  SECTION("word p's output is the unmasked head's last output on words 0..p") {
    for (int p = 0; p < n; ++p) {
      INFO("p = " << p);
      const auto prefix = pe::attention(sentence({words.begin(), words.begin() + p + 1}, false));
      CHECK(rowDifference(r.output, p, prefix.output, p, d) < 1e-12);
    }
  }
  SECTION("without PE, moving a word changes its output; the order of the words before it does not") {
    auto other = sentence({"The", "mat", "sat", "on", "the", "cat"}, false);
    other.causal = true;
    const auto b = pe::attention(other);
    CHECK(rowDifference(r.output, 0, b.output, 0, d) == 0);    // "the" sees only itself in both
    CHECK(rowDifference(r.output, 1, b.output, 5, d) > 1e-2);  // "cat" sees 2 words in A, 6 in B
    CHECK(rowDifference(r.output, 5, b.output, 1, d) > 1e-2);  // "mat"
    CHECK(rowDifference(r.output, 2, b.output, 2, d) > 1e-2);  // "sat": {the, cat} before it, or {the, mat}
    auto swapped = sentence({"cat", "The", "sat", "on", "the", "mat"}, false);
    swapped.causal = true;
    const auto c = pe::attention(swapped);
    for (int p = 2; p < n; ++p) CHECK(rowDifference(r.output, p, c.output, p, d) < 1e-12);
  }
}

TEST_CASE("bad attention requests name their parameter", "[attention]") {
  CHECK_THROWS_WITH(pe::attention(sentence({}, true)), "tokens must hold between 1 and 64 words; got 0");
  CHECK_THROWS_WITH(pe::attention(sentence({"a", ""}, true)), "each token must be 1 to 64 bytes long; tokens[1] has 0");
  CHECK_THROWS_AS(pe::attention(sentence({"a"}, true, 513)), pe::InvalidArgument);
  auto r = sentence({"a"}, true);
  r.seed = -1;
  CHECK_THROWS_WITH(pe::attention(r), "seed must be an integer in [0, 4294967295]; got -1");
}

TEST_CASE("the permutation demo pairs each word with its occurrence in the other order", "[attention]") {
  pe::PermutationRequest r;
  r.tokensA = {"The", "cat", "sat", "on", "the", "mat"};
  r.tokensB = {"The", "mat", "sat", "on", "the", "cat"};
  const pe::PermutationResult result = pe::permutation(r);
  REQUIRE(result.rows.size() == 6);
  CHECK(result.rows[1].token == "cat");
  CHECK(result.rows[1].posB == 5);
  CHECK(result.rows[4].posB == 4);  // the second "the" pairs with the second "the"
  for (const pe::PermutationRow& row : result.rows) {
    CHECK(row.withoutPE < 1e-12);
    if (row.posA != row.posB) CHECK(row.withPE > 1e-2);
  }
  SECTION("with the causal mask, words that moved differ even without PE") {
    r.causal = true;
    const pe::PermutationResult masked = pe::permutation(r);
    CHECK(masked.rows[0].withoutPE == 0);  // "the", first in both: it sees only itself
    CHECK(masked.rows[1].withoutPE > 1e-2);
    CHECK(masked.rows[5].withoutPE > 1e-2);
    CHECK(masked.rows[1].withoutPE != result.rows[1].withoutPE);
  }
  SECTION("the same sentence in the same order: zero either way") {
    r.tokensB = r.tokensA;
    for (const pe::PermutationRow& row : pe::permutation(r).rows) CHECK(row.withPE == 0);
  }
  SECTION("another sentence is refused") {
    r.tokensB = {"The", "dog", "sat", "on", "the", "mat"};
    CHECK_THROWS_WITH(
        pe::permutation(r),
        "tokensB must be a reordering of tokensA (the same words, each as often); \"cat\" does not match");
    r.tokensB = {"The", "cat", "sat", "on", "the", "mat", "today"};
    CHECK_THROWS_AS(pe::permutation(r), pe::InvalidArgument);
  }
}
