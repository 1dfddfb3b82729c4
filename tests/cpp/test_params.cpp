// Validation: every parameter, every way it can be wrong, and the message a person reads.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "alibi.hpp"
#include "attention.hpp"
#include "encoding.hpp"
#include "exercises.hpp"
#include "extension.hpp"
#include "helpers.hpp"
#include "params.hpp"
#include "presets.hpp"
#include "rope.hpp"
#include "schemes.hpp"
#include "shift.hpp"
#include "similarity.hpp"
#include "steps.hpp"
#include "t5bias.hpp"
#include "together.hpp"
#include "trainer.hpp"
#include "turns.hpp"

using pe::InvalidArgument;

namespace {

// Every request of the core: each struct with a static fields() in cpp/core/*.hpp, with its name.
// "the request list is every struct with fields() in the core's headers" reads the headers and
// fails when one is added there and not here, so the tests that go through the list cover it.
template <class... Requests>
struct RequestList {
  template <class Visit>
  static void forEach(Visit&& visit) {
    (visit(Requests{}), ...);
  }
};
using AllRequests =
    RequestList<pe::AlibiSlopesRequest, pe::AlibiRequest, pe::AttentionRequest, pe::PermutationRequest,
                pe::EncodingRequest, pe::FrequenciesRequest, pe::PrecisionRequest, pe::PrecisionScanRequest,
                pe::LearnedTableRequest, pe::ExtensionRequest, pe::PresetTableRequest, pe::PresetPrecisionRequest,
                pe::RopeRotateRequest, pe::RopeStepsRequest, pe::RopeRelativeRequest, pe::RopeDecayRequest,
                pe::WDemoRequest, pe::SchemeAttentionRequest, pe::ShiftRequest, pe::SimilarityRequest,
                pe::OffsetProfileRequest, pe::GramRequest, pe::StepsRequest, pe::T5BucketRequest, pe::T5BucketsRequest,
                pe::T5BiasRequest, pe::EncodeColumnsRequest, pe::TurnsRequest, pe::DependentRangesRequest,
                // Practice exercises (issue 19).
                pe::ExerciseRequest, pe::PracticeSetRequest, pe::MarkRequest, pe::ParseAnswerRequest,
                // the trainer (trainer.hpp)
                pe::TrainerCreateRequest, pe::TrainerRequest, pe::TrainerStepRequest, pe::TrainerEvaluateRequest,
                pe::TrainerSetWeightRequest, pe::TrainerBatchRequest, pe::TrainerAttentionRequest,
                pe::TrainerPredictRequest, pe::TrainingOverlapRequest>;
const std::vector<std::string> kAllRequestNames = {
    "AlibiSlopesRequest", "AlibiRequest", "AttentionRequest", "PermutationRequest", "EncodingRequest",
    "FrequenciesRequest", "PrecisionRequest", "PrecisionScanRequest", "LearnedTableRequest", "ExtensionRequest",
    "PresetTableRequest", "PresetPrecisionRequest", "RopeRotateRequest", "RopeStepsRequest", "RopeRelativeRequest",
    "RopeDecayRequest", "WDemoRequest", "SchemeAttentionRequest", "ShiftRequest", "SimilarityRequest",
    "OffsetProfileRequest", "GramRequest", "StepsRequest", "T5BucketRequest", "T5BucketsRequest", "T5BiasRequest",
    "EncodeColumnsRequest", "TurnsRequest", "DependentRangesRequest",
    // Practice exercises (issue 19).
    "ExerciseRequest", "PracticeSetRequest", "MarkRequest", "ParseAnswerRequest",
    // the trainer (trainer.hpp)
    "TrainerCreateRequest", "TrainerRequest", "TrainerStepRequest", "TrainerEvaluateRequest", "TrainerSetWeightRequest",
    "TrainerBatchRequest", "TrainerAttentionRequest", "TrainerPredictRequest", "TrainingOverlapRequest"};

// Whether a request declares its own ranges[] (a narrower range than the table's for some field).
template <class Request, class = void>
struct HasRanges : std::false_type {};
template <class Request>
struct HasRanges<Request, std::void_t<decltype(Request::ranges)>> : std::true_type {};
// The exception's parameter and message for a request, or empty strings if it did not throw.
std::pair<std::string, std::string> failureOf(const pe::EncodingRequest& r) {
  try {
    pe::encode32(r);
  } catch (const InvalidArgument& e) {
    return {e.parameter(), e.what()};
  }
  return {"", ""};
}

// The name a line declares when it begins `struct Name` (letters, digits, _), else "".
std::string structNamed(const std::string& line) {
  const std::string keyword = "struct ";
  if (line.compare(0, keyword.size(), keyword) != 0) return "";
  std::size_t end = keyword.size();
  while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_')) ++end;
  return line.substr(keyword.size(), end - keyword.size());
}
bool endsWith(const std::string& text, const std::string& tail) {
  return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}
}  // namespace

TEST_CASE("integers are finite, whole and in range", "[params]") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  CHECK(pe::requireInteger("n", 5, 1, 10) == 5);
  CHECK(pe::requireInteger("n", 1, 1, 10) == 1);
  CHECK(pe::requireInteger("n", 10, 1, 10) == 10);
  for (double bad : {0.0, 11.0, 2.5, -1.0, nan, inf, -inf, 1e308}) {
    CHECK_THROWS_AS(pe::requireInteger("n", bad, 1, 10), InvalidArgument);
  }
  CHECK_THROWS_WITH(pe::requireInteger("dModel", 0, 1, 4096), "dModel must be an integer in [1, 4096]; got 0");
  CHECK_THROWS_WITH(pe::requireInteger("dModel", 2.5, 1, 4096), "dModel must be an integer in [1, 4096]; got 2.5");
  CHECK_THROWS_WITH(pe::requireInteger("dModel", nan, 1, 4096), "dModel must be an integer in [1, 4096]; got NaN");
  CHECK_THROWS_WITH(pe::requireInteger("dModel", -inf, 1, 4096),
                    "dModel must be an integer in [1, 4096]; got -Infinity");
  CHECK_THROWS_WITH(pe::requireInteger("dModel", 1e308, 1, 4096), "dModel must be an integer in [1, 4096]; got 1e+308");
}

TEST_CASE("the base must be greater than 1 and finite", "[params]") {
  CHECK(pe::requireBase(10000) == 10000);
  CHECK(pe::requireBase(1.0001) == 1.0001);
  CHECK(pe::requireBase(1e12) == 1e12);
  for (double bad : {1.0, 0.5, 0.0, -10.0, 1e13, std::nan(""), HUGE_VAL}) {
    CHECK_THROWS_AS(pe::requireBase(bad), InvalidArgument);
  }
  CHECK_THROWS_WITH(pe::requireBase(1), "base must be a number greater than 1 and at most 1000000000000; got 1");
}

TEST_CASE("layout and convention names", "[params]") {
  CHECK(pe::parseLayout("interleaved") == pe::Layout::Interleaved);
  CHECK(pe::parseLayout("concatenated") == pe::Layout::Concatenated);
  CHECK_THROWS_WITH(pe::parseLayout("Interleaved"),
                    "layout must be \"interleaved\" or \"concatenated\"; got \"Interleaved\"");
  CHECK_THROWS_WITH(pe::parseLayout("<script>alert(1)</script>"),
                    "layout must be \"interleaved\" or \"concatenated\"; got \"<script>alert(1)</script>\"");
  const std::string longName(5000, 'x');
  const std::string message = [&] {
    try {
      pe::parseLayout(longName);
    } catch (const InvalidArgument& e) {
      return std::string(e.what());
    }
    return std::string();
  }();
  CHECK(message.size() < 120);  // a long value is cut in the message
  for (const char* name : {"paper", "tensor2tensor", "one-based-pair", "dimension-exponent"}) {
    CHECK(pe::conventionName(pe::parseConvention(name)) == std::string(name));
  }
  CHECK_THROWS_AS(pe::parseConvention(""), InvalidArgument);
}

TEST_CASE("encoding requests are checked parameter by parameter", "[params]") {
  using pe_test::request;
  SECTION("each bad value names its parameter") {
    CHECK(failureOf(request(0, 4)).first == "positions");
    CHECK(failureOf(request(-3, 4)).first == "positions");
    CHECK(failureOf(request(1.5, 4)).first == "positions");
    CHECK(failureOf(request(131073, 1)).first == "positions");
    CHECK(failureOf(request(4, 0)).first == "dModel");
    CHECK(failureOf(request(4, 4097)).first == "dModel");
    CHECK(failureOf(request(4, std::nan(""))).first == "dModel");
    CHECK(failureOf(request(4, 4, -1)).first == "offset");
    CHECK(failureOf(request(4, 4, 0.5)).first == "offset");
    CHECK(failureOf(request(4, 4, 0, "rows")).first == "layout");
    CHECK(failureOf(request(4, 4, 0, "interleaved", "vaswani")).first == "convention");
    CHECK(failureOf(request(4, 4, 0, "interleaved", "paper", 1)).first == "base");
    CHECK(failureOf(request(4, 4, 0, "interleaved", "paper", -HUGE_VAL)).first == "base");
  }
  SECTION("the size limit is an error, never an allocation") {
    const auto failure = failureOf(request(8193, 2048));
    CHECK(failure.first == "positions");
    CHECK(failure.second == "positions * dModel must be at most 16777216; got 8193 * 2048 = 16779264");
  }
  SECTION("the last position may not pass the largest position") {
    CHECK(failureOf(request(10, 4, 100000000 - 9)).first.empty());
    const auto failure = failureOf(request(10, 4, 100000000 - 8));
    CHECK(failure.first == "offset");
    CHECK(failure.second == "offset must be an integer in [0, 99999991]; got 99999992");
  }
}

TEST_CASE("the documented largest sizes work", "[params]") {
  CHECK(pe::encode32(pe_test::request(8192, 1024)).size() == 8192u * 1024u);
  CHECK(pe::encode32(pe_test::request(4096, 4096)).size() == 4096u * 4096u);
}

TEST_CASE("numbers in messages read back exactly", "[params]") {
  CHECK(pe::formatNumber(3) == "3");
  CHECK(pe::formatNumber(-0.1) == "-0.1");
  CHECK(pe::formatNumber(1.0 / 3.0) == "0.3333333333333333");
  CHECK(pe::formatNumber(1e20) == "1e+20");
}

TEST_CASE("the parameter table is the range validation enforces", "[params]") {
  SECTION("every integer parameter accepts its ends and refuses one past them") {
    int integers = 0;
    for (const pe::ParameterSpec& spec : pe::parameterTable()) {
      if (spec.kind != pe::ParameterKind::Integer) continue;
      ++integers;
      CHECK(pe::requireInteger(spec.name, spec.min) == static_cast<std::int64_t>(spec.min));
      CHECK(pe::requireInteger(spec.name, spec.max) == static_cast<std::int64_t>(spec.max));
      CHECK_THROWS_AS(pe::requireInteger(spec.name, spec.min - 1), InvalidArgument);
      CHECK_THROWS_AS(pe::requireInteger(spec.name, spec.max + 1), InvalidArgument);
    }
    CHECK(integers >= 10);
  }
  SECTION("the known ranges") {
    CHECK(pe::parameterSpec("dModel").max == 4096);
    CHECK(pe::parameterSpec("positions").max == 131072);
    CHECK(pe::parameterSpec("base").minExclusive);
    CHECK(pe::requireBase(pe::parameterSpec("base").max) == 1e12);
    CHECK_THROWS_AS(pe::requireBase(pe::parameterSpec("base").min), InvalidArgument);
  }
  SECTION("the choices are the names the parsers accept, in enum order") {
    const auto& layouts = pe::parameterSpec("layout").choices;
    REQUIRE(layouts.size() == 2);
    CHECK(pe::parseLayout(layouts[1]) == pe::Layout::Concatenated);
    CHECK(std::string(pe::layoutName(pe::Layout::Interleaved)) == layouts[0]);
    for (const char* name : pe::parameterSpec("convention").choices) {
      CHECK(std::string(pe::conventionName(pe::parseConvention(name))) == name);
    }
  }
  SECTION("an unknown name is a bug, not a user error") {
    CHECK_THROWS_AS(pe::parameterSpec("dmodel"), std::logic_error);
  }
}

TEST_CASE("each request lists its fields once, by parameter name", "[params]") {
  std::vector<std::string> names;
  pe::EncodingRequest::fields([&](const char* name, auto, pe::Presence presence) {
    names.push_back(name);
    CHECK_NOTHROW(pe::parameterSpec(name));
    CHECK((presence == pe::Presence::Required) == (names.size() <= 2));
  });
  CHECK(names == std::vector<std::string>{"positions", "dModel", "base", "layout", "offset", "convention"});
}

TEST_CASE("the request list is every struct with fields() in the core's headers", "[params]") {
  // The headers are read as text: the struct a `static void fields` line belongs to is the last
  // `struct Name` before it. Results declare fields() too (the bindings convert them by it);
  // a request is named ...Request, as every request is.
  std::vector<std::string> declared;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(PE_SOURCE_DIR) + "/cpp/core")) {
    if (entry.path().extension() != ".hpp") continue;
    std::ifstream header(entry.path());
    std::string line, current;
    while (std::getline(header, line)) {
      const std::string name = structNamed(line);
      if (!name.empty()) current = endsWith(name, "Request") ? name : "";
      if (line.find("static void fields(") != std::string::npos && !current.empty()) declared.push_back(current);
    }
  }
  std::vector<std::string> listed = kAllRequestNames;
  std::sort(declared.begin(), declared.end());
  std::sort(listed.begin(), listed.end());
  CHECK(declared.size() == 42);
  CHECK(listed == declared);
  std::size_t count = 0;
  AllRequests::forEach([&](auto) { ++count; });
  CHECK(count == kAllRequestNames.size());
}

TEST_CASE("every request's fields are rows of the table, each listed once", "[params]") {
  std::vector<std::string> unknown, repeated;
  std::size_t requests = 0;
  AllRequests::forEach([&](auto request) {
    ++requests;
    std::set<std::string> seen;
    decltype(request)::fields([&](const char* name, auto, pe::Presence) {
      if (!seen.insert(name).second) repeated.push_back(name);
      try {
        pe::parameterSpec(name);
      } catch (const std::logic_error&) {
        unknown.push_back(name);
      }
    });
    CHECK(!seen.empty());
  });
  CHECK(requests == 42);
  CHECK(unknown.empty());
  CHECK(repeated.empty());
}

TEST_CASE("a request's own ranges name its integer fields, and its validation takes them from there", "[params]") {
  std::vector<std::string> problems;
  auto check = [&](auto request) {
    using Request = decltype(request);
    for (const pe::FieldRange& range : Request::ranges) {
      bool listed = false;
      Request::fields(
          [&](const char* name, auto, pe::Presence) { listed = listed || std::string(name) == range.name; });
      if (!listed) problems.push_back(std::string(range.name) + " is not a field");
      if (pe::parameterSpec(range.name).kind != pe::ParameterKind::Integer) problems.push_back(range.name);
      if (range.min > range.max) problems.push_back(std::string(range.name) + " is empty");
    }
  };
  std::size_t withRanges = 0;
  AllRequests::forEach([&](auto request) {
    if constexpr (HasRanges<decltype(request)>::value) {
      ++withRanges;
      check(request);
    }
  });
  CHECK(withRanges == 16);  // the requests whose header declares ranges[]
  CHECK(problems.empty());

  pe::AttentionRequest attention;
  attention.tokens = {"a"};
  attention.dModel = 513;
  CHECK(pe_test::failure([&] { pe::attention(attention); }) ==
        "dModel: dModel must be an integer in [1, 512]; got 513");
  pe::AlibiRequest alibi;
  alibi.positions = 257;
  CHECK(pe_test::failure([&] { pe::alibiBias(alibi); }) ==
        "positions: positions must be an integer in [1, 256]; got 257");
  pe::WDemoRequest demo;
  demo.dModel = 1;
  CHECK(pe_test::failure([&] { pe::wDemo(demo); }) == "dModel: dModel must be an integer in [2, 512]; got 1");
}

TEST_CASE("the newer parameters: their limits, choices and number ranges", "[params]") {
  SECTION("the per-file limits are the table's") {
    CHECK(pe::parameterSpec("heads").max == pe::AlibiLimits::maxHeads);
    CHECK(pe::parameterSpec("numBuckets").max == pe::T5Limits::maxBuckets);
    CHECK(pe::parameterSpec("maxDistance").max == pe::T5Limits::maxDistance);
    CHECK(pe::parameterSpec("relativePosition").max == static_cast<double>(pe::T5Limits::maxOffset));
    CHECK(pe::parameterSpec("scale").max == pe::ExtensionLimits::maxScale);
    CHECK(pe::parameterSpec("x").maxEntry == pe::RopeLimits::maxAbsComponent);
    CHECK(pe::parameterSpec("starts").max == pe::RopeLimits::maxWDemoStarts);
  }
  SECTION("the preset ids are the catalogue's, in order") {
    const auto& ids = pe::parameterSpec("preset").choices;
    const std::vector<pe::PresetInfo> presets = pe::presetInfo();
    REQUIRE(ids.size() == presets.size());
    for (std::size_t k = 0; k < ids.size(); ++k) CHECK(presets[k].id == ids[k]);
  }
  SECTION("enums parse from and name by their choices") {
    CHECK(pe::parseRopePairing("half") == pe::RopePairing::Half);
    CHECK(std::string(pe::ropePairingName(pe::RopePairing::Interleaved)) == "interleaved");
    CHECK(pe::parseExtensionMethod("ntk") == pe::ExtensionMethod::NtkAware);
    CHECK(std::string(pe::extensionMethodName(pe::ExtensionMethod::Yarn)) == "yarn");
    CHECK(pe::parseScheme("t5") == pe::Scheme::T5);
    CHECK(std::string(pe::schemeName(pe::Scheme::Sinusoidal)) == "sinusoidal");
    CHECK_THROWS_WITH(pe::parseScheme("T5"),
                      "scheme must be \"none\", \"sinusoidal\", \"rope\", \"alibi\" or \"t5\"; got \"T5\"");
  }
  SECTION("number ranges: open and closed ends as the table says") {
    CHECK(pe::requireNumber("scale", 1) == 1);
    CHECK(pe::requireNumber("scale", 1024) == 1024);
    CHECK_THROWS_WITH(pe::requireNumber("scale", 1024.5), "scale must be a number in [1, 1024]; got 1024.5");
    CHECK(pe::requireNumber("alpha", 0) == 0);
    CHECK_THROWS_WITH(pe::requireNumber("alpha", 1e6), "alpha must be a number in [0, 1000000); got 1000000");
    CHECK_THROWS_WITH(pe::requireNumber("beta", 0), "beta must be a number greater than 0 and at most 1000000; got 0");
    CHECK_THROWS_WITH(pe::requireNumber("minTimescale", std::nan("")),
                      "minTimescale must be a number in [1e-12, 1000000000000]; got NaN");
  }
}

namespace {

// Each enum's names as links and requests spell them (written here, not read from the tables),
// in the order the page lists them.
template <class Enum>
void checkChoices(const std::vector<std::pair<std::string, Enum>>& expected) {
  const char* parameter = pe::Choices<Enum>::parameter;
  INFO(parameter);
  std::vector<std::string> listed(pe::parameterSpec(parameter).choices.begin(),
                                  pe::parameterSpec(parameter).choices.end());
  std::vector<std::string> names;
  for (const auto& [name, value] : expected) {
    names.push_back(name);
    CHECK(pe::parseChoice<Enum>(name) == value);
    CHECK(pe::choiceName(value) == name);
  }
  CHECK(listed == names);  // the parameter table's choices come from the enum's table
  CHECK_THROWS_WITH(pe::parseChoice<Enum>("no-such-choice"),
                    Catch::Contains(parameter) && Catch::Contains(names.front()) && Catch::Contains("no-such-choice"));
}

}  // namespace

TEST_CASE("every enum read from a name has its names declared once beside it, read by name", "[params]") {
  using namespace pe;
  checkChoices<Layout>({{"interleaved", Layout::Interleaved}, {"concatenated", Layout::Concatenated}});
  checkChoices<Convention>({{"paper", Convention::Paper},
                            {"tensor2tensor", Convention::Tensor2Tensor},
                            {"one-based-pair", Convention::OneBasedPair},
                            {"dimension-exponent", Convention::DimensionExponent}});
  checkChoices<RopePairing>({{"interleaved", RopePairing::Interleaved}, {"half", RopePairing::Half}});
  checkChoices<ExtensionMethod>({{"none", ExtensionMethod::None},
                                 {"pi", ExtensionMethod::PositionInterpolation},
                                 {"ntk", ExtensionMethod::NtkAware},
                                 {"yarn", ExtensionMethod::Yarn}});
  checkChoices<YarnRampForm>({{"released", YarnRampForm::Released}, {"paper", YarnRampForm::Paper}});
  checkChoices<Scheme>({{"none", Scheme::None},
                        {"sinusoidal", Scheme::Sinusoidal},
                        {"rope", Scheme::Rope},
                        {"alibi", Scheme::Alibi},
                        {"t5", Scheme::T5}});
  checkChoices<Task>({{"copy", Task::Copy}, {"reverse", Task::Reverse}, {"sort", Task::Sort}});
  checkChoices<PositionScheme>({{"none", PositionScheme::None},
                                {"sinusoidal", PositionScheme::Sinusoidal},
                                {"learned", PositionScheme::Learned},
                                {"rope", PositionScheme::Rope},
                                {"alibi", PositionScheme::Alibi},
                                {"t5", PositionScheme::T5}});
  checkChoices<EmbeddingScale>({{"sqrt-d", EmbeddingScale::SqrtDModel}, {"1", EmbeddingScale::One}});
  // The presets' ids are the catalogue's own, in its order.
  std::vector<std::string> ids;
  for (const PresetInfo& info : presetInfo()) ids.push_back(info.id);
  CHECK(std::vector<std::string>(parameterSpec("preset").choices.begin(), parameterSpec("preset").choices.end()) ==
        ids);
  CHECK(ids.front() == "pytorch-tutorial");
  CHECK(ids.back() == "musicgen");
}

// A refusal's rule as data (params.hpp Refusal), which a page words in its reader's language:
// each kind carries the numbers its sentence needs. The limits are the documented ones.
TEST_CASE("a refusal carries its rule as data", "[params]") {
  const auto refusalOf = [](auto call) {
    try {
      call();
    } catch (const InvalidArgument& e) {
      return std::make_pair(e.parameter(), e.refusal());
    }
    FAIL("the value was accepted");
    return std::make_pair(std::string(), pe::Refusal{});
  };
  const auto [name, range] = refusalOf([] { pe::requireInteger("n", 11, 1, 10); });
  CHECK(name == "n");
  CHECK(range.kind == "integer");
  CHECK(range.min == 1);
  CHECK(range.max == 10);
  CHECK(range.got == 11);
  CHECK_FALSE(range.minOpen);

  const auto [baseName, base] = refusalOf([] { pe::requireBase(0.5); });
  CHECK(baseName == "base");
  CHECK(base.kind == "number");
  CHECK(base.got == 0.5);

  pe::ShiftRequest odd;
  odd.pos = 1;
  odd.k = 1;
  odd.dModel = 5;
  const auto [width, even] = refusalOf([&] { pe::relativeShift(odd); });
  CHECK(width == "dModel");
  CHECK(even.kind == "even");
  CHECK(even.got == 5);
  CHECK(std::isnan(even.min));

  pe::EncodingRequest big;
  big.positions = 100000;
  big.dModel = 1024;
  const auto [rows, product] = refusalOf([&] { pe::encode32(big); });
  CHECK(rows == "positions");
  CHECK(product.kind == "product");
  CHECK(product.max == 16777216.0);  // 2^24 values, the documented limit
  CHECK(product.got == 102400000.0);
}
