#include "attention.hpp"

#include <algorithm>
#include <cmath>

#include "encoding.hpp"
#include "random.hpp"
#include "together.hpp"

namespace pe {

namespace {

std::uint64_t fnv1a(const std::string& text) {
  std::uint64_t hash = 0xCBF29CE484222325ULL;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001B3ULL;
  }
  return hash;
}

// d x d projection with entries uniform in [-sqrt(3/d), sqrt(3/d)): variance 1/d, so X W keeps
// the scale of X.
std::vector<double> projection(std::uint32_t seed, std::uint64_t which, int d) {
  SplitMix64 random(fnv1a("projection") ^ (static_cast<std::uint64_t>(seed) << 8) ^ which);
  const double scale = std::sqrt(3.0 / d);
  std::vector<double> w(static_cast<std::size_t>(d) * d);
  for (double& x : w) x = random.nextSigned() * scale;
  return w;
}

// C (n x m) = A (n x k) B (k x m), all row-major.
std::vector<double> multiply(const std::vector<double>& a, const std::vector<double>& b, int n, int k, int m) {
  std::vector<double> c(static_cast<std::size_t>(n) * m, 0.0);
  for (int r = 0; r < n; ++r) {
    for (int t = 0; t < k; ++t) {
      const double x = a[static_cast<std::size_t>(r) * k + t];
      for (int col = 0; col < m; ++col)
        c[static_cast<std::size_t>(r) * m + col] += x * b[static_cast<std::size_t>(t) * m + col];
    }
  }
  return c;
}

}  // namespace

void requireTokens(const char* name, const std::vector<std::string>& tokens) {
  const std::string parameter = name;
  const ParameterSpec& spec = parameterSpec(parameter);
  const auto fewest = static_cast<std::size_t>(spec.min), most = static_cast<std::size_t>(spec.max);
  if (tokens.size() < fewest || tokens.size() > most) {
    throw InvalidArgument(
        parameter,
        parameter + " must hold between " + std::to_string(fewest) + " and " + std::to_string(most) + " words; got " +
            std::to_string(tokens.size()),
        Refusal{"count", static_cast<double>(fewest), static_cast<double>(most), static_cast<double>(tokens.size())});
  }
  const auto longest = static_cast<std::size_t>(spec.maxEntry);
  for (std::size_t t = 0; t < tokens.size(); ++t) {
    const std::size_t length = tokens[t].size();
    if (length < 1 || length > longest) {
      throw InvalidArgument(parameter,
                            "each token must be 1 to " + std::to_string(longest) + " bytes long; " + parameter + "[" +
                                std::to_string(t) + "] has " + std::to_string(length),
                            Refusal{"token-length", 1.0, static_cast<double>(longest), static_cast<double>(length)});
    }
  }
}

std::string normaliseToken(const std::string& token) {
  std::string result = token;
  for (char& c : result) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return result;
}

std::vector<double> tokenEmbedding(const std::string& normalisedToken, int dModel, std::uint32_t seed) {
  SplitMix64 random(fnv1a(normalisedToken) ^ (static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ULL));
  std::vector<double> embedding(dModel);
  for (double& x : embedding) x = random.nextSigned();
  return embedding;
}

AttentionResult attention(const AttentionRequest& request) {
  const int n = static_cast<int>(request.tokens.size());
  requireTokens("tokens", request.tokens);
  const int d = static_cast<int>(requireInteger(AttentionRequest::ranges[0], request.dModel));
  const double base = requireBase(request.base);
  const std::int64_t offset = requireInteger("offset", request.offset, 0, maxOffsetFor(n));
  const auto seed = static_cast<std::uint32_t>(requireInteger("seed", request.seed));

  AttentionResult result;
  result.dModel = d;
  const std::size_t size = static_cast<std::size_t>(n) * d;
  result.embeddings.reserve(size);
  for (const std::string& token : request.tokens) {
    result.tokens.push_back(normaliseToken(token));
    const std::vector<double> e = tokenEmbedding(result.tokens.back(), d, seed);
    result.embeddings.insert(result.embeddings.end(), e.begin(), e.end());
  }
  if (request.usePE) {
    EncodingRequest pe;
    pe.positions = n;
    pe.dModel = d;
    pe.base = base;
    pe.offset = static_cast<double>(offset);
    result.positional = encode64(pe);
  } else {
    result.positional.assign(size, 0.0);
  }
  result.inputs.resize(size);
  for (std::size_t index = 0; index < size; ++index) {
    result.inputs[index] = result.embeddings[index] + result.positional[index];
  }

  result.queries = multiply(result.inputs, projection(seed, 1, d), n, d, d);
  result.keys = multiply(result.inputs, projection(seed, 2, d), n, d, d);
  result.values = multiply(result.inputs, projection(seed, 3, d), n, d, d);

  const double scale = 1.0 / std::sqrt(static_cast<double>(d));
  result.weights.resize(static_cast<std::size_t>(n) * n);
  for (int p = 0; p < n; ++p) {
    double* row = result.weights.data() + static_cast<std::size_t>(p) * n;
    // A causal mask leaves keys 0..p; the masked ones keep weight 0 (exp(-infinity)).
    const int keys = request.causal ? p + 1 : n;
    for (int q = 0; q < keys; ++q) {
      double dot = 0;
      for (int j = 0; j < d; ++j) {
        dot += result.queries[static_cast<std::size_t>(p) * d + j] * result.keys[static_cast<std::size_t>(q) * d + j];
      }
      row[q] = dot * scale;
    }
    const double largest = *std::max_element(row, row + keys);  // subtract it so exp never overflows
    double total = 0;
    for (int q = 0; q < keys; ++q) total += (row[q] = std::exp(row[q] - largest));
    for (int q = 0; q < keys; ++q) row[q] /= total;
  }
  result.output = multiply(result.weights, result.values, n, n, d);
  return result;
}

PermutationResult permutation(const PermutationRequest& request) {
  requireTokens("tokensA", request.tokensA);
  requireTokens("tokensB", request.tokensB);
  AttentionRequest a;
  a.tokens = request.tokensA;
  a.dModel = request.dModel;
  a.base = request.base;
  a.seed = request.seed;
  a.causal = request.causal;
  AttentionRequest b = a;
  b.tokens = request.tokensB;
  a.usePE = b.usePE = false;
  const AttentionResult plainA = attention(a);  // validates everything about A
  const AttentionResult plainB = attention(b);

  PermutationResult result;
  result.tokensA = plainA.tokens;
  result.tokensB = plainB.tokens;
  // Occurrence k of a word in A pairs with occurrence k of that word in B.
  std::vector<bool> used(result.tokensB.size(), false);
  for (int posA = 0; posA < static_cast<int>(result.tokensA.size()); ++posA) {
    const std::string& token = result.tokensA[posA];
    int posB = -1;
    for (int q = 0; q < static_cast<int>(result.tokensB.size()); ++q) {
      if (!used[q] && result.tokensB[q] == token) {
        posB = q;
        break;
      }
    }
    if (posB < 0) {
      throw InvalidArgument("tokensB",
                            "tokensB must be a reordering of tokensA (the same words, each as often); " +
                                quoteForMessage(token) + " does not match",
                            Refusal{"reordering"});
    }
    used[posB] = true;
    result.rows.push_back({token, posA, posB, 0, 0});
  }
  if (result.tokensA.size() != result.tokensB.size()) {
    throw InvalidArgument("tokensB",
                          "tokensB must be a reordering of tokensA (the same words, each as often); got " +
                              std::to_string(result.tokensB.size()) + " words against " +
                              std::to_string(result.tokensA.size()),
                          Refusal{"reordering"});
  }

  a.usePE = b.usePE = true;
  const AttentionResult encodedA = attention(a);
  const AttentionResult encodedB = attention(b);
  const int d = plainA.dModel;
  auto rowDistance = [d](const std::vector<double>& x, int rowX, const std::vector<double>& y, int rowY) {
    double largest = 0;
    for (int j = 0; j < d; ++j) {
      largest = std::max(
          largest, std::fabs(x[static_cast<std::size_t>(rowX) * d + j] - y[static_cast<std::size_t>(rowY) * d + j]));
    }
    return largest;
  };
  for (PermutationRow& row : result.rows) {
    row.withoutPE = rowDistance(plainA.output, row.posA, plainB.output, row.posB);
    row.withPE = rowDistance(encodedA.output, row.posA, encodedB.output, row.posB);
  }
  return result;
}

}  // namespace pe
