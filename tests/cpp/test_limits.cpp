// Limits at the edges: the largest documented sizes work, one past each limit gives the limit's
// message, sizes near and past 2^31 are refused, the extreme bases are accurate against a
// long-double reference, and a bad value never allocates the buffer its sizes ask for.
//
// The allocation check needs the sanitizer's malloc hooks, so it runs in the sanitize suite
// (-DPE_SANITIZE=ON); elsewhere the same requests are still checked to throw.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "attention.hpp"
#include "encoding.hpp"
#include "helpers.hpp"
#include "params.hpp"
#include "shift.hpp"
#include "similarity.hpp"
#include "steps.hpp"
#include "workspace.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define PE_MALLOC_HOOKS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PE_MALLOC_HOOKS 1
#endif
#endif

#ifdef PE_MALLOC_HOOKS
extern "C" int __sanitizer_install_malloc_and_free_hooks(void (*malloc_hook)(const volatile void*, std::size_t),
                                                         void (*free_hook)(const volatile void*));
#endif

using pe::InvalidArgument;
using pe_test::precisionRequest;
using pe_test::profileRequest;
using pe_test::shiftRequest;
using pe_test::similarityRequest;
using pe_test::stepsRequest;

namespace {

// The message of the InvalidArgument a call throws; fails the test on success or on any other
// exception.
template <class Call>
std::string messageOf(Call call) {
  try {
    call();
  } catch (const InvalidArgument& e) {
    return e.what();
  } catch (const std::exception& e) {
    FAIL("threw something other than pe::InvalidArgument: " << e.what());
  }
  FAIL("did not throw");
  return "";
}

std::string rangeMessage(const std::string& name, const std::string& range, const std::string& got) {
  return name + " must be an integer in " + range + "; got " + got;
}
const std::string kBaseMessage = "base must be a number greater than 1 and at most 1000000000000; got ";

pe::AttentionRequest sentence(std::vector<std::string> tokens, double d = 8) {
  pe::AttentionRequest r;
  r.tokens = std::move(tokens);
  r.dModel = d;
  return r;
}
pe::LearnedTableRequest learned(double maxLen, double d) {
  pe::LearnedTableRequest r;
  r.maxLen = maxLen;
  r.dModel = d;
  return r;
}

// The largest single allocation made while a Watch is alive (sanitizer builds only).
#ifdef PE_MALLOC_HOOKS
bool gWatching = false;
std::size_t gLargest = 0;
void onMalloc(const volatile void*, std::size_t size) {
  if (gWatching && size > gLargest) gLargest = size;
}
void onFree(const volatile void*) {}
const bool gHooksInstalled = __sanitizer_install_malloc_and_free_hooks(onMalloc, onFree) != 0;
#endif

struct Watch {
  Watch() {
#ifdef PE_MALLOC_HOOKS
    gLargest = 0;
    gWatching = true;
#endif
  }
  ~Watch() {
    stop();
  }
  void stop() {
#ifdef PE_MALLOC_HOOKS
    gWatching = false;
#endif
  }
  static bool available() {
#ifdef PE_MALLOC_HOOKS
    return gHooksInstalled;
#else
    return false;
#endif
  }
  static std::size_t largest() {
#ifdef PE_MALLOC_HOOKS
    return gLargest;
#else
    return 0;
#endif
  }
};

// Throws InvalidArgument, and (where it can be measured) allocates at most 64 KiB on the way.
template <class Call>
void refusedCheaply(Call call) {
  Watch watch;
  bool threw = false;
  try {
    call();
  } catch (const InvalidArgument&) {
    threw = true;
  }
  watch.stop();
  CHECK(threw);
  CHECK(Watch::largest() <= 65536);
}

}  // namespace

TEST_CASE("limits: the largest documented sizes work", "[limits]") {
  using L = pe::Limits;
  SECTION("encodings: maxPositions rows at maxElements, maxDModel columns at maxPosition") {
    const std::vector<float> m = pe::encode32(pe_test::request(L::maxPositions, L::maxElements / L::maxPositions));
    CHECK(m.size() == static_cast<std::size_t>(L::maxElements));
    CHECK(m.back() == Approx(std::cos(131071.0 / std::pow(10000.0, 126.0 / 128))).margin(1e-6));
    CHECK(pe::encode64(pe_test::request(1, L::maxDModel, L::maxPosition)).size() == 4096u);
    CHECK(pe::encode32(pe_test::request(2, 2, L::maxPosition - 1)).size() == 4u);
    CHECK(pe::steps(stepsRequest(L::maxPosition, L::maxDModel)).size() == 4096u);
    CHECK(pe::precision(precisionRequest(L::maxPosition, L::maxDModel)).maxErrorFast <= 1e-6);
    CHECK(pe::relativeShift(shiftRequest(0, L::maxPosition, L::maxDModel)).maxError < 1e-6);
    CHECK(pe::relativeShift(shiftRequest(L::maxPosition, -L::maxPosition, 2)).maxError < 1e-6);
    CHECK(pe::frequencies(L::maxDModel, L::maxBase).size() == 2048u);
  }
  SECTION("similarity: maxSimilarityPositions, maxOffset, and the profile work limit exactly") {
    const std::vector<float> s = pe::similarity(similarityRequest(L::maxSimilarityPositions, 2));
    CHECK(s.size() == 4096u * 4096u);
    CHECK(s[4095] == Approx(std::cos(4095.0)).margin(1e-6));
    CHECK(pe::similarity(similarityRequest(1, 2, L::maxPosition)).size() == 1u);
    CHECK(pe::offsetProfile(profileRequest(L::maxOffset, 2, L::maxPosition - L::maxOffset)).size() == 1000001u);
    // (maxOffset + 1) * ceil(d / 2) == maxProfileWork: 524288 * 128.
    const std::vector<double> g = pe::offsetProfile(profileRequest(524287, 256));
    CHECK(g.size() == 524288u);
    CHECK(g[0] == Approx(128));
  }
  SECTION("gram: maxGramRows rows, and the work limit is inclusive") {
    const std::vector<float> column(L::maxGramRows, 0.5f);
    const std::vector<float> g = pe::gram(column, L::maxGramRows, 1);
    CHECK(g.size() == 4096u * 4096u);
    CHECK(g.back() == 0.25f);
    // 2048 * 2048 * 1024 is exactly maxGramWork: accepted by the work check, so the (empty)
    // matrix is what is refused, before any work.
    CHECK(messageOf([] { pe::gram({}, 2048, 1024); }) == "matrix must hold rows * cols = 2097152 values; got 0");
    CHECK(messageOf([] { pe::gram({}, 1, L::maxDModel); }) == "matrix must hold rows * cols = 4096 values; got 0");
  }
  SECTION("attention: maxTokens tokens of maxTokenBytes bytes, maxAttentionDModel, maxSeed, last offset") {
    std::vector<std::string> tokens;
    for (int t = 0; t < L::maxTokens; ++t)
      tokens.push_back(std::string(L::maxTokenBytes - 1, 'a') + char('0' + t % 10));
    pe::AttentionRequest r = sentence(tokens, L::maxAttentionDModel);
    r.seed = static_cast<double>(L::maxSeed);
    r.offset = static_cast<double>(L::maxPosition - (L::maxTokens - 1));
    const pe::AttentionResult result = pe::attention(r);
    CHECK(result.output.size() == 64u * 512u);
    CHECK(result.weights.size() == 64u * 64u);
  }
  SECTION("the rest: Workspace::fill at maxElements, learnedTable at its maxima") {
    pe::Workspace workspace;
    CHECK(workspace.fill(static_cast<double>(L::maxElements), 1.0f) == static_cast<std::size_t>(L::maxElements));
    CHECK(pe::learnedTable(learned(100000000, 1000000)).parameters == 1e14);
  }
}

TEST_CASE("limits: one past each limit gives the limit's message", "[limits]") {
  using pe_test::request;
  SECTION("encoding sizes") {
    CHECK(messageOf([] { pe::encode32(request(131073, 1)); }) == rangeMessage("positions", "[1, 131072]", "131073"));
    CHECK(messageOf([] { pe::encode64(request(1, 4097)); }) == rangeMessage("dModel", "[1, 4096]", "4097"));
    CHECK(messageOf([] { pe::encode32(request(131072, 129)); }) ==
          "positions * dModel must be at most 16777216; got 131072 * 129 = 16908288");
    CHECK(messageOf([] { pe::encode32(request(4097, 4096)); }) ==
          "positions * dModel must be at most 16777216; got 4097 * 4096 = 16781312");
    CHECK(messageOf([] { pe::steps(stepsRequest(1, 4097)); }) == rangeMessage("dModel", "[1, 4096]", "4097"));
    CHECK(messageOf([] { pe::frequencies(4097, 10000); }) == rangeMessage("dModel", "[1, 4096]", "4097"));
  }
  SECTION("the largest position, through offset and through pos") {
    CHECK(messageOf([] { pe::encode64(request(1, 4, 100000001)); }) ==
          rangeMessage("offset", "[0, 100000000]", "100000001"));
    CHECK(messageOf([] { pe::encode32(request(131072, 4, 100000000 - 131070)); }) ==
          rangeMessage("offset", "[0, 99868929]", "99868930"));
    CHECK(messageOf([] { pe::steps(stepsRequest(100000001)); }) == rangeMessage("pos", "[0, 100000000]", "100000001"));
    CHECK(messageOf([] { pe::precision(precisionRequest(100000001)); }) ==
          rangeMessage("pos", "[0, 100000000]", "100000001"));
    CHECK(messageOf([] { pe::relativeShift(shiftRequest(100000001, 0)); }) ==
          rangeMessage("pos", "[0, 100000000]", "100000001"));
    CHECK(messageOf([] { pe::relativeShift(shiftRequest(99999999, 2)); }) == rangeMessage("k", "[-99999999, 1]", "2"));
    CHECK(messageOf([] { pe::relativeShift(shiftRequest(5, -6)); }) == rangeMessage("k", "[-5, 99999995]", "-6"));
    CHECK(messageOf([] { pe::similarity(similarityRequest(2, 4, 99999999 + 1)); }) ==
          rangeMessage("offset", "[0, 99999999]", "100000000"));
    CHECK(messageOf([] { pe::offsetProfile(profileRequest(10, 4, 99999991)); }) ==
          rangeMessage("pos", "[0, 99999990]", "99999991"));
    pe::AttentionRequest r = sentence({"a", "b"});
    r.offset = 100000000;
    CHECK(messageOf([&] { pe::attention(r); }) == rangeMessage("offset", "[0, 99999999]", "100000000"));
  }
  SECTION("the base: 1 and just above 1e12") {
    const double pastMax = std::nextafter(1e12, HUGE_VAL);
    CHECK(messageOf([] { pe::encode64(pe_test::request(1, 4, 0, "interleaved", "paper", 1)); }) == kBaseMessage + "1");
    CHECK(messageOf([&] { pe::encode32(pe_test::request(1, 4, 0, "interleaved", "paper", pastMax)); }) ==
          kBaseMessage + pe::formatNumber(pastMax));
    CHECK(pe::formatNumber(pastMax) == "1000000000000.0001");
    CHECK(messageOf([] { pe::frequencies(4, 1e13); }) == kBaseMessage + "10000000000000");
    CHECK(messageOf([] { pe::requireBase(std::nextafter(1.0, 0.0)); }) == kBaseMessage + "0.9999999999999999");
    CHECK(pe::requireBase(std::nextafter(1.0, 2.0)) > 1);
  }
  SECTION("similarity, offset profile and gram") {
    CHECK(messageOf([] { pe::similarity(similarityRequest(4097, 2)); }) ==
          rangeMessage("positions", "[1, 4096]", "4097"));
    CHECK(messageOf([] { pe::offsetProfile(profileRequest(1000001, 2)); }) ==
          rangeMessage("maxOffset", "[0, 1000000]", "1000001"));
    CHECK(messageOf([] { pe::offsetProfile(profileRequest(524288, 256)); }) ==
          "(maxOffset + 1) * ceil(dModel / 2) must be at most 67108864; got 524289 * 128");
    CHECK(messageOf([] { pe::offsetProfile(profileRequest(1000000, 135)); }) ==
          "(maxOffset + 1) * ceil(dModel / 2) must be at most 67108864; got 1000001 * 68");
    CHECK(messageOf([] { pe::gram({}, 4097, 1); }) == rangeMessage("rows", "[1, 4096]", "4097"));
    CHECK(messageOf([] { pe::gram({}, 1, 4097); }) == rangeMessage("cols", "[1, 4096]", "4097"));
    CHECK(messageOf([] { pe::gram({}, 2048, 1025); }) ==
          "rows * rows * cols must be at most 4294967296 (for example 2048 x 2048 x 1024); got 2048 * 2048 * 1025");
    CHECK(messageOf([] { pe::gram({}, 4096, 257); }) ==
          "rows * rows * cols must be at most 4294967296 (for example 2048 x 2048 x 1024); got 4096 * 4096 * 257");
  }
  SECTION("tokens, attention width and seed") {
    CHECK(messageOf([] { pe::attention(sentence(std::vector<std::string>(65, "a"))); }) ==
          "tokens must hold between 1 and 64 words; got 65");
    CHECK(pe::attention(sentence(std::vector<std::string>(64, "a"))).tokens.size() == 64u);
    CHECK(messageOf([] {
            pe::attention(sentence({"a", std::string(65, 'b')}));
          }) == "each token must be 1 to 64 bytes long; tokens[1] has 65");
    CHECK(messageOf([] { pe::attention(sentence({"a"}, 513)); }) == rangeMessage("dModel", "[1, 512]", "513"));
    pe::AttentionRequest r = sentence({"a"});
    r.seed = 4294967296.0;
    CHECK(messageOf([&] { pe::attention(r); }) == rangeMessage("seed", "[0, 4294967295]", "4294967296"));
    r.seed = 4294967295.0;
    CHECK(pe::attention(r).tokens.size() == 1u);
  }
  SECTION("the rest") {
    pe::Workspace workspace;
    CHECK(messageOf([&] { workspace.fill(16777217, 0); }) == rangeMessage("count", "[0, 16777216]", "16777217"));
    CHECK(messageOf([] { pe::learnedTable(learned(100000001, 1)); }) ==
          rangeMessage("maxLen", "[1, 100000000]", "100000001"));
    CHECK(messageOf([] { pe::learnedTable(learned(1, 1000001)); }) ==
          rangeMessage("dModel", "[1, 1000000]", "1000001"));
  }
}

TEST_CASE("limits: sizes near and past 2^31 are refused with the limit's message", "[limits]") {
  using pe_test::request;
  for (double big :
       {2147483647.0, 2147483648.0, 4294967295.0, 4294967296.0, 4294967297.0, 9007199254740993.0, 9.3e18, 1e300}) {
    const std::string got = pe::formatNumber(big);
    INFO("value " << got);
    CHECK(messageOf([&] { pe::encode32(request(big, 1)); }) == rangeMessage("positions", "[1, 131072]", got));
    CHECK(messageOf([&] { pe::encode64(request(1, big)); }) == rangeMessage("dModel", "[1, 4096]", got));
    CHECK(messageOf([&] { pe::encode32(request(1, 1, big)); }) == rangeMessage("offset", "[0, 100000000]", got));
    CHECK(messageOf([&] { pe::steps(stepsRequest(big)); }) == rangeMessage("pos", "[0, 100000000]", got));
    CHECK(messageOf([&] { pe::relativeShift(shiftRequest(0, big)); }) == rangeMessage("k", "[0, 100000000]", got));
    CHECK(messageOf([&] { pe::relativeShift(shiftRequest(0, -big)); }) ==
          rangeMessage("k", "[0, 100000000]", pe::formatNumber(-big)));
    CHECK(messageOf([&] { pe::similarity(similarityRequest(big, 2)); }) == rangeMessage("positions", "[1, 4096]", got));
    CHECK(messageOf([&] { pe::offsetProfile(profileRequest(big, 2)); }) ==
          rangeMessage("maxOffset", "[0, 1000000]", got));
    CHECK(messageOf([&] { pe::gram({}, big, 1); }) == rangeMessage("rows", "[1, 4096]", got));
    CHECK(messageOf([&] { pe::attention(sentence({"a"}, big)); }) == rangeMessage("dModel", "[1, 512]", got));
    pe::Workspace workspace;
    CHECK(messageOf([&] { workspace.fill(big, 0); }) == rangeMessage("count", "[0, 16777216]", got));
    CHECK(messageOf([&] { pe::learnedTable(learned(big, 1)); }) == rangeMessage("maxLen", "[1, 100000000]", got));
    if (big > 4294967295.0) {
      pe::AttentionRequest r = sentence({"a"});
      r.seed = big;
      CHECK(messageOf([&] { pe::attention(r); }) == rangeMessage("seed", "[0, 4294967295]", got));
    }
  }
  // Negative counterparts wrap to huge sizes if cast before the check.
  CHECK(messageOf([] { pe::encode32(request(-2147483648.0, 4)); }) ==
        rangeMessage("positions", "[1, 131072]", "-2147483648"));
  CHECK(messageOf([] { pe::similarity(similarityRequest(-1, 2)); }) == rangeMessage("positions", "[1, 4096]", "-1"));
  CHECK(messageOf([] { pe::gram({}, -4294967296.0, 1); }) == rangeMessage("rows", "[1, 4096]", "-4294967296"));
}

TEST_CASE("limits: bases 1.0001 and 1e12 agree with a long-double reference", "[limits]") {
  // Rows cross a block of 32 and the position 100,000, and end at the largest position.
  const int n = 131, d = 64;
  for (double base : {1.0001, 1e12}) {
    for (double first : {0.0, 99872.0, 100000000.0 - (n - 1)}) {
      for (const std::string convention : {"paper", "dimension-exponent"}) {
        const pe::EncodingRequest r = pe_test::request(n, d, first, "interleaved", convention, base);
        const std::vector<double> exact = pe::encode64(r);
        const std::vector<float> fast = pe::encode32(r);
        std::vector<long double> denominator(d);
        for (int j = 0; j < d; ++j) {
          const int e = convention == "paper" ? 2 * (j / 2) : j;
          denominator[j] = std::pow(static_cast<long double>(base), static_cast<long double>(e) / d);
        }
        double worst64 = 0, worst32 = 0;
        for (int row = 0; row < n; ++row) {
          const long double pos = static_cast<long double>(first) + row;
          for (int j = 0; j < d; ++j) {
            const long double angle = pos / denominator[j];
            const long double reference = j % 2 == 0 ? std::sin(angle) : std::cos(angle);
            const std::size_t index = static_cast<std::size_t>(row) * d + j;
            worst64 = std::max(worst64, static_cast<double>(std::fabs(exact[index] - reference)));
            worst32 = std::max(worst32, static_cast<double>(std::fabs(fast[index] - reference)));
          }
        }
        INFO("base " << base << ", first position " << first << ", " << convention);
        CHECK(worst64 < 1e-6);
        CHECK(worst32 < 1e-6);
      }
    }
  }
}

TEST_CASE("limits: a bad value never allocates the buffer its sizes ask for", "[limits]") {
  using pe_test::request;
  if (Watch::available()) {  // the watch itself sees a large buffer
    Watch watch;
    std::vector<float> buffer(1 << 20);
    watch.stop();
    REQUIRE(Watch::largest() >= buffer.size() * sizeof(float));
  } else {
    WARN("malloc hooks need a sanitizer build; checking only that these throw");
  }
  const double nan = std::nan("");
  // Valid, largest sizes with one bad field after them: validation must come before the buffer.
  refusedCheaply([] { pe::encode32(request(131072, 128, 0, "interleaved", "paper", 1)); });
  refusedCheaply([] { pe::encode64(request(4096, 4096, 0, "rows")); });
  refusedCheaply([] { pe::encode32(request(4096, 4096, 0, "interleaved", "vaswani")); });
  refusedCheaply([] { pe::encode32(request(4096, 4096, 99999999)); });
  refusedCheaply([&] { pe::encode32(request(131072, 128, nan)); });
  refusedCheaply([] { pe::compareEncodings(request(4096, 4096), request(4096, 4095)); });
  refusedCheaply([] { pe::encodeNaiveFloat32(request(4096, 4096, 0, "interleaved", "paper", 0.5)); });
  refusedCheaply([] {
    pe::Workspace w;
    w.encode(request(131072, 128, 0.5), pe::Workspace::Kernel::Scalar);
  });
  refusedCheaply([] { pe::similarity(similarityRequest(4096, 4096, -1)); });
  refusedCheaply([] {
    pe::Workspace w;
    w.similarity(similarityRequest(4096, 2, 100000000));
  });
  refusedCheaply([] { pe::offsetProfile(profileRequest(1000000, 2, 99000001)); });
  refusedCheaply([] { pe::offsetProfile(profileRequest(1000000, 4096)); });
  refusedCheaply([] { pe::gram({}, 4096, 256); });
  refusedCheaply([] { pe::precision(precisionRequest(0, 4096.5)); });
  refusedCheaply([] {
    pe::AttentionRequest r = sentence(std::vector<std::string>(64, std::string(64, 'a')), 512);
    r.seed = -1;
    pe::attention(r);
  });
  // Huge and non-finite sizes.
  for (double big : {2147483648.0, 4294967296.0, 1e300, HUGE_VAL, -HUGE_VAL, nan}) {
    refusedCheaply([&] { pe::encode32(request(big, big)); });
    refusedCheaply([&] { pe::encode64(request(1, big)); });
    refusedCheaply([&] { pe::similarity(similarityRequest(big, 4)); });
    refusedCheaply([&] { pe::offsetProfile(profileRequest(big, 4)); });
    refusedCheaply([&] { pe::steps(stepsRequest(0, big)); });
    refusedCheaply([&] { pe::frequencies(big, 10000); });
    refusedCheaply([&] { pe::gram({}, big, big); });
    refusedCheaply([&] {
      pe::Workspace w;
      w.fill(big, 0);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Regressions for two bugs tests/fuzz/fuzz_core.cpp found in permutation(): it reported a bad
// sentence as "tokens" and echoed a mismatched token raw into its message.
// ---------------------------------------------------------------------------------------------

TEST_CASE("permutation names a bad sentence tokensA or tokensB", "[limits]") {
  // fuzz input: entry 13 (permutation) with tokensA of 33030 copies of "x".
  pe::PermutationRequest r;
  r.tokensA = std::vector<std::string>(65, "x");
  r.tokensB = r.tokensA;
  std::string parameter;
  try {
    pe::permutation(r);
  } catch (const InvalidArgument& e) {
    parameter = e.parameter();
  }
  CHECK(parameter == "tokensA");
  r.tokensA = {"a"};
  r.tokensB = {""};
  try {
    pe::permutation(r);
  } catch (const InvalidArgument& e) {
    parameter = e.parameter();
  }
  CHECK(parameter == "tokensB");
}

TEST_CASE("permutation quotes a mismatched token in its message", "[limits]") {
  // fuzz input: entry 13 with a token holding control bytes that tokensB lacks.
  pe::PermutationRequest r;
  r.tokensA = {"line\nbreak\"quote"};
  r.tokensB = {"other"};
  const std::string message = messageOf([&] { pe::permutation(r); });
  CHECK(message.find('\n') == std::string::npos);
}
