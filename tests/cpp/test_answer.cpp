// The answer parser: good input (decimal comma, expressions, unicode), malformed input (each
// not understood with a message naming what and what to type) and hostile input (length,
// nesting, huge exponents, NaN), with expected values written here by hand.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "answer.hpp"
#include "helpers.hpp"

namespace {

pe::ParsedAnswer parse(const std::string& text) {
  return pe::parseAnswer(text);
}

const double kPi = 3.14159265358979323846;

}  // namespace

TEST_CASE("numbers with a decimal point or a decimal comma, and how they were read", "[answer]") {
  struct Case {
    const char* text;
    double value;
    const char* readAs;
  };
  for (const Case& c : {
           Case{"1.5", 1.5, "1.5"},
           Case{"1,5", 1.5, "1.5"},
           Case{"0,785", 0.785, "0.785"},
           Case{"-0,5", -0.5, "-0.5"},
           Case{"\xE2\x88\x92"
                "1,5",
                -1.5, "-1.5"},  // unicode minus
           Case{".5", 0.5, "0.5"},
           Case{"1,000", 1.0, "1.000"},  // one kind of mark: a decimal mark (type 1000 for a thousand)
           Case{"1.000", 1.0, "1.000"},
           Case{"1.000,5", 1000.5, "1000.5"},  // both kinds: the last is the decimal mark
           Case{"1,000.5", 1000.5, "1000.5"},
           Case{"12.345.678,9", 12345678.9, "12345678.9"},
           Case{"1e-4", 1e-4, "1e-4"},
           Case{"2.5E3", 2500, "2.5e3"},
           Case{"  42  ", 42, "42"},
       }) {
    INFO(c.text);
    const pe::ParsedAnswer p = parse(c.text);
    CHECK(p.ok);
    CHECK(p.value == Approx(c.value).epsilon(1e-15));
    CHECK(p.readAs == c.readAs);
    CHECK(p.message.empty());
  }
}

TEST_CASE("expressions a student types", "[answer]") {
  struct Case {
    const char* text;
    double value;
  };
  for (const Case& c : {
           Case{"pi/4", kPi / 4},
           Case{"\xCF\x80/4", kPi / 4},  // π
           Case{"3/4", 0.75},
           Case{"10000^(2/8)", 10},
           Case{"2^3^2", 512},  // right-associative
           Case{"-2^2", -4},
           Case{"2^-1", 0.5},
           Case{"2**3", 8},
           Case{"2pi", 2 * kPi},
           Case{"2(3+1)", 8},
           Case{"3 \xC3\x97 4", 12},  // ×
           Case{"3\xC2\xB7"
                "4",
                12},  // ·
           Case{"sqrt(2)/2", std::sqrt(2.0) / 2},
           Case{"\xE2\x88\x9A"
                "2",
                std::sqrt(2.0)},  // √2
           Case{"sin(pi/6)", 0.5},
           Case{"cos(0)", 1},
           Case{"tan(pi/4)", 1},
           Case{"exp(1)", std::exp(1.0)},
           Case{"ln(e)", 1},
           Case{"log(1000)", 3},  // base 10
           Case{"5%", 0.05},
           Case{"1/10000^(4/8)", 0.01},
           Case{"((((1))))", 1},
           Case{"PI/2", kPi / 2},
       }) {
    INFO(c.text);
    const pe::ParsedAnswer p = parse(c.text);
    CHECK(p.ok);
    CHECK(p.value == Approx(c.value).epsilon(1e-14));
  }
  CHECK(parse("pi/4").readAs == "pi/4 = 0.785398");
  CHECK(parse("\xCF\x80 / 4").readAs == "pi/4 = 0.785398");
  CHECK(parse("10000^(2/8)").readAs == "10000^(2/8) = 10");
  CHECK(parse("1,5*2").readAs == "1.5*2 = 3");
}

TEST_CASE("malformed input is not understood, with what and what to type", "[answer]") {
  struct Case {
    const char* text;
    const char* says;
  };
  for (const Case& c : {
           Case{"", "no answer"},
           Case{"((", "ends too soon"},
           Case{"(1+2", "')' is missing"},
           Case{"2^^3", "'^'"},
           Case{"1,2,3", "more than one decimal mark"},
           Case{"1.2.3", "more than one decimal mark"},
           Case{"1,00.5", "groups of three"},
           Case{"1.5,000.2", "not one number"},
           Case{"1 000", "side by side"},
           Case{"abc", "'abc'"},
           Case{"sqrt 2", "in brackets"},
           Case{"2+", "ends too soon"},
           Case{"3)", "')'"},
           Case{"1;2", "';'"},
           Case{"log(2, 8)", "comma"},
       }) {
    INFO(c.text);
    const pe::ParsedAnswer p = parse(c.text);
    CHECK_FALSE(p.ok);
    CHECK(std::isnan(p.value));
    CHECK(p.readAs.empty());
    CHECK(p.message.find(c.says) != std::string::npos);
    CHECK(p.message.find("Type one number") != std::string::npos);
  }
}

TEST_CASE("hostile input: length, nesting, huge numbers, NaN", "[answer]") {
  const pe::ParsedAnswer tenThousand = parse(std::string(10000, '9'));
  CHECK_FALSE(tenThousand.ok);
  CHECK(tenThousand.message.find("longer than 200 characters") != std::string::npos);
  const pe::ParsedAnswer thousandOpen = parse(std::string(1000, '('));
  CHECK_FALSE(thousandOpen.ok);
  CHECK(thousandOpen.message.find("200 characters") != std::string::npos);
  const std::string nested = std::string(1000, '(') + "1" + std::string(1000, ')');
  CHECK_FALSE(parse(nested).ok);
  // Within the length limit, the nesting limit speaks: 21 brackets deep is refused, 20 read.
  const pe::ParsedAnswer deep = parse(std::string(21, '(') + "1" + std::string(21, ')'));
  CHECK_FALSE(deep.ok);
  CHECK(deep.message.find("more than 20 parentheses") != std::string::npos);
  CHECK(parse(std::string(20, '(') + "1" + std::string(20, ')')).ok);
  CHECK_FALSE(parse(std::string(100, '-') + "1").ok);  // a chain of minus signs nests too
  // 200 characters (multi-byte ones count once) are read; 201 are not.
  std::string pis;
  for (int k = 0; k < 99; ++k) pis += "\xCF\x80+";
  pis += "\xCF\x80\xCF\x80";
  CHECK(parse(pis).ok);
  CHECK_FALSE(parse(pis + "1").ok);

  const pe::ParsedAnswer huge = parse("1e99999");
  CHECK_FALSE(huge.ok);
  CHECK(huge.message.find("'1e99999' is too large") != std::string::npos);
  for (const char* infinite : {"0/0", "sqrt(-1)", "ln(0)", "10^400", "1/0", "(-8)^(1/3)"}) {
    INFO(infinite);
    const pe::ParsedAnswer p = parse(infinite);
    CHECK_FALSE(p.ok);
    CHECK(p.message.find("finite number") != std::string::npos);
  }
  CHECK(parse("1e-99999").ok);  // underflows to 0: a number, if a wrong one
  // Control bytes and invalid UTF-8 are refused, never read past.
  CHECK_FALSE(parse(std::string("1\0", 2)).ok);
  CHECK_FALSE(parse("\xFF\xFE").ok);
  CHECK_FALSE(parse("\xCF").ok);
}

TEST_CASE("the request's own limit is an InvalidArgument naming answer", "[answer]") {
  pe::ParseAnswerRequest request;
  request.answer = std::string(10000, '1');
  CHECK_FALSE(pe::parseAnswer(request).ok);
  request.answer += '1';
  CHECK(pe_test::failure([&] { pe::parseAnswer(request); }) ==
        "answer: answer must be a string of at most 10000 bytes; got 10001");
}

TEST_CASE("a number with a point and nothing after it, a second mark, a broken character (issue 26, 12)", "[answer]") {
  // "5." is 5, as calculators show a whole number; read as 5.
  for (const char* five : {"5.", " 5. ", "5.*1", "(5.)"}) {
    INFO(five);
    const pe::ParsedAnswer p = parse(five);
    CHECK(p.ok);
    CHECK(p.value == 5);
  }
  CHECK(parse("5.").readAs == "5");
  CHECK(parse("5.e3").value == 5000);
  // A second mark is a stray character, not a second number.
  for (const char* stray : {"5..", "5.5.", "1,000."}) {
    INFO(stray);
    const pe::ParsedAnswer p = parse(stray);
    CHECK_FALSE(p.ok);
    CHECK(p.message.find("side by side") == std::string::npos);
    CHECK(p.message.find("'.'") != std::string::npos);
  }
  // Two numbers with a space between them still are.
  CHECK(parse("1 .5").message.find("side by side") != std::string::npos);
  CHECK(parse("5. 3").message.find("side by side") != std::string::npos);
  // U+FFFD (what the JS API passes for a lone surrogate) is said to be unreadable, not quoted.
  const pe::ParsedAnswer broken = parse("\xEF\xBF\xBD");
  CHECK_FALSE(broken.ok);
  CHECK(broken.message.find("could not be read as text") != std::string::npos);
  CHECK(broken.message.find("\xEF\xBF\xBD") == std::string::npos);
}

TEST_CASE("each refusal carries its code and data for a page to word in its language (issue 28)", "[answer]") {
  struct Case {
    std::string text;
    const char* code;
    int at;
    const char* shown;  // reason.text
    const char* separator;
    int limit;
  };
  // Positions count characters from 1, worked out by hand from each text.
  for (const Case& c : {
           Case{"", "no-answer", 0, "", "", 0},
           Case{"   ", "no-answer", 0, "", "", 0},
           Case{std::string(201, '1'), "too-long", 0, "", "", 200},
           Case{"2+", "ends-too-soon", 0, "", "", 0},
           Case{"(1", "missing-bracket", 0, "", "", 0},
           Case{"0,5,", "stray-comma", 4, "", "", 0},
           Case{"log(2, 8)", "stray-comma", 6, "", "", 0},
           Case{"1;2", "unexpected-character", 2, ";", "", 0},
           Case{"3)", "unexpected-character", 2, ")", "", 0},
           Case{"\xCF\x80\xCF\x80?", "unexpected-character", 3, "?", "", 0},          // ππ? : 2 characters before
           Case{"1+\xE2\x82\xAC", "unexpected-character", 3, "\xE2\x82\xAC", "", 0},  // €, a whole character
           Case{std::string("1\x01", 2), "control-character", 2, "", "", 0},
           Case{"1+\xFF", "invalid-byte", 3, "", "", 0},
           Case{"2*\xEF\xBF\xBD", "unreadable-character", 3, "", "", 0},
           Case{std::string(21, '(') + "1" + std::string(21, ')'), "too-deep", 0, "", "", 20},
           Case{"2^^3", "power-operand", 2, "^", "", 0},
           Case{"2^/3", "power-operand", 2, "/", "", 0},
           Case{"sin 2", "function-brackets", 0, "sin", "", 0},
           Case{"2+sqrt", "function-brackets", 0, "sqrt", "", 0},
           Case{"2*abc", "unknown-name", 3, "abc", "", 0},
           Case{"abcdefghijklmnopqrstuvwxyz", "unknown-name", 1, "abcdefghijklmnopqrst...", "", 0},
           Case{"1.5,000.2", "mixed-marks", 0, "1.5,000.2", "", 0},
           Case{"1,00.5", "thousands-groups", 0, "1,00.5", ",", 0},
           Case{"1.00,5", "thousands-groups", 0, "1.00,5", ".", 0},
           Case{"1,2,3", "several-decimal-marks", 0, "1,2,3", "", 0},
           Case{"1 000", "numbers-side-by-side", 3, "", "", 0},
           Case{"(1e99999)", "number-too-large", 0, "1e99999", "", 0},
           Case{"0/0", "undefined-result", 0, "0/0", "", 0},
           Case{"1/0", "infinite-result", 0, "1/0", "", 0},
           Case{"2 ^ 10000", "infinite-result", 0, "2^10000", "", 0},
       }) {
    INFO(c.text);
    const pe::ParsedAnswer p = parse(c.text);
    CHECK_FALSE(p.ok);
    CHECK(p.reason.code == c.code);
    CHECK(p.reason.at == c.at);
    CHECK(p.reason.text == c.shown);
    CHECK(p.reason.separator == c.separator);
    CHECK(p.reason.limit == c.limit);
  }
  // The English message says the same data.
  CHECK(parse("0,5,").message.rfind("The comma at character 4 is not part of a number. Type one number", 0) == 0);
  CHECK(parse("2^^3").message.rfind("The '^' at character 2 must be followed by a number or a bracket, not '^'.", 0) ==
        0);
  CHECK(parse("1 000").message.rfind("Two numbers stand side by side at character 3 ", 0) == 0);
  // An answer that was read has no reason.
  const pe::ParsedAnswer read = parse("pi/4");
  CHECK(read.ok);
  CHECK(read.reason.code.empty());
  CHECK(read.reason.at == 0);
  CHECK(read.reason.text.empty());
  CHECK(read.reason.limit == 0);
}
