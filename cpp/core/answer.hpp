// The answer parser of the practice exercises: what a student types, read as one number.
//
// Rules (no eval; a recursive-descent parser over the text, linear in its length):
// - Numbers: digits with a decimal point or a decimal comma ("0.785", "0,785"), an exponent
//   ("1e-4", "2.5E3"). A number with ONE kind of mark uses it as the decimal mark, so "1,000"
//   is read as 1.000 = 1 and "1.000" as 1 (readAs shows it; type 1000 for one thousand). A
//   number with BOTH kinds takes the last one as the decimal mark and the other as a thousands
//   separator between groups of three digits: "1.000,5" and "1,000.5" are both 1000.5. Two
//   decimal marks of one kind ("1,2,3", "1.2.3") are not understood.
// - Operators: + - * / ^ (right-associative: 2^3^2 = 2^9), × and · for *, the unicode minus
//   (U+2212), unary minus (-2^2 = -4, as written in maths), parentheses, a trailing % (x/100).
//   A number or ")" followed by a name or "(" multiplies: "2pi", "2(3+1)".
// - Names: pi and π, e; functions sqrt (and √), sin, cos, tan (radians), exp, ln (base e),
//   log (base 10), each with its argument in parentheses.
// - Limits: at most AnswerLimits::maxCharacters characters and AnswerLimits::maxDepth nested
//   parentheses or functions; a result that is not a finite number (0/0, 1e99999, sqrt(-1)) is
//   not understood. Every refusal says what was not understood and what to type instead.
#pragma once

#include <string>

#include "params.hpp"

namespace pe {

struct AnswerLimits {
  static constexpr int maxCharacters = 200;      // the parser's limit (longer: not understood, said so)
  static constexpr int maxDepth = 20;            // nested parentheses and functions
  static constexpr int maxRequestBytes = 10000;  // the request's limit (longer: InvalidArgument)
};

struct ParseAnswerRequest {
  std::string answer;  // the student's text, at most AnswerLimits::maxRequestBytes bytes

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("answer", &ParseAnswerRequest::answer, Presence::Required);
  }
};

// Why an answer was not understood, as data, for a page to word in its reader's language (the
// message says the same in English). code is one of:
//   no-answer, too-long (limit: the characters read), ends-too-soon, missing-bracket,
//   stray-comma (at), unexpected-character (at, text: the character), control-character (at),
//   invalid-byte (at), unreadable-character (at: U+FFFD, text that could not be read),
//   too-deep (limit: the nesting allowed), power-operand (text: the character after '^' that is
//   not a number or a bracket; at: the number of the character before it, the '^' itself when no
//   space is between),
//   function-brackets (text: the function's name), unknown-name (at, text: the name, its first
//   20 letters and "..." when longer), mixed-marks (text: the number), thousands-groups (text:
//   the number, separator: its thousands separator), several-decimal-marks (text: the number),
//   numbers-side-by-side (at: where the second number starts), number-too-large (text: the number
//   as written), undefined-result and infinite-result (text: the answer as read, readAs's form).
// at counts characters (code points) from 1 in the text the parser was given; 0, '' when the code
// has no such datum. Every field is empty ('' and 0) when the answer was understood.
struct AnswerReason {
  std::string code;
  int at = 0;
  std::string text;
  std::string separator;
  int limit = 0;

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("code", &AnswerReason::code);
    visit("at", &AnswerReason::at);
    visit("text", &AnswerReason::text);
    visit("separator", &AnswerReason::separator);
    visit("limit", &AnswerReason::limit);
  }
};

struct ParsedAnswer {
  bool ok = false;      // the text was read as one finite number
  double value = 0;     // that number (NaN when not ok)
  std::string readAs;   // how it was read: "1.5" for "1,5", "pi/4 = 0.785398" for "π/4"; '' when not ok
  std::string message;  // when not ok: what was not understood and what to type; else ''
  AnswerReason reason;  // when not ok: the message's case as a code and its data

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("ok", &ParsedAnswer::ok);
    visit("value", &ParsedAnswer::value);
    visit("readAs", &ParsedAnswer::readAs);
    visit("message", &ParsedAnswer::message);
    visit("reason", &ParsedAnswer::reason);
  }
};

// Throws InvalidArgument("answer", ...) only for a request longer than maxRequestBytes; any
// other text gives a ParsedAnswer (ok false with a message when it cannot be read).
ParsedAnswer parseAnswer(const ParseAnswerRequest& request);
ParsedAnswer parseAnswer(const std::string& text);

}  // namespace pe
