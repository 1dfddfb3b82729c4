#include "answer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <utility>

namespace pe {

namespace {

const char* const kWhatToType =
    "Type one number (0.785 or 0,785, 1e-4) or an expression such as pi/4, 3/4, 10000^(2/8) or sqrt(2)/2.";

struct NotUnderstood {
  std::string message;
  AnswerReason reason;
};

AnswerReason reasonOf(const char* code, int at = 0, std::string text = "", int limit = 0) {
  AnswerReason reason;
  reason.code = code;
  reason.at = at;
  reason.text = std::move(text);
  reason.limit = limit;
  return reason;
}

bool isDigit(char c) {
  return c >= '0' && c <= '9';
}
bool isLetter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Characters (code points) in UTF-8 text: the bytes that do not continue a sequence.
std::size_t characters(const std::string& text) {
  std::size_t count = 0;
  for (char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++count;
  }
  return count;
}

std::string shortNumber(double value) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.6g", value);
  return buffer;
}

class Parser {
 public:
  explicit Parser(const std::string& text) : text_(text) {}

  double parse() {
    skipSpace();
    if (at_ >= text_.size()) fail("There is no answer yet.", reasonOf("no-answer"));
    const double value = expression();
    skipSpace();
    if (at_ < text_.size()) unexpected();
    return value;
  }

  const std::string& shown() const { return shown_; }
  bool plainNumber() const { return numbers_ == 1 && operators_ == 0; }

 private:
  const std::string& text_;
  std::size_t at_ = 0;
  int depth_ = 0;
  int numbers_ = 0;    // number tokens read
  int operators_ = 0;  // anything else but a leading minus
  std::string shown_;  // the input as read: ASCII operators, '.' decimal marks, no spaces

  [[noreturn]] void fail(const std::string& what, AnswerReason reason) {
    throw NotUnderstood{what + " " + kWhatToType, std::move(reason)};
  }

  // The character at the cursor (a whole UTF-8 sequence) as the messages name it, and its code.
  struct Character {
    const char* code;   // unexpected-character, control-character, invalid-byte, unreadable-character
    std::string text;   // the character itself for unexpected-character, else ''
    std::string words;  // how the English message names it: quoted, or what it is
  };
  Character here() const {
    const auto lead = static_cast<unsigned char>(text_[at_]);
    if (lead < 0x20 || lead == 0x7F) return {"control-character", "", "a control character"};
    if (lead < 0x80) return {"unexpected-character", text_.substr(at_, 1), "'" + text_.substr(at_, 1) + "'"};
    const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
    bool valid = length > 0 && lead < 0xF5 && at_ + length <= text_.size();
    for (std::size_t k = 1; valid && k < length; ++k) {
      valid = (static_cast<unsigned char>(text_[at_ + k]) & 0xC0) == 0x80;
    }
    if (!valid) return {"invalid-byte", "", "a byte that is not UTF-8 text"};
    // U+FFFD stands for text that could not be read (the JS API puts it for a lone surrogate).
    if (text_.compare(at_, 3, "\xEF\xBF\xBD") == 0)
      return {"unreadable-character", "", "a character that could not be read as text"};
    return {"unexpected-character", text_.substr(at_, length), "'" + text_.substr(at_, length) + "'"};
  }
  // The cursor's character number, counted from 1.
  int position() const { return static_cast<int>(characters(text_.substr(0, at_))) + 1; }
  [[noreturn]] void unexpected() {
    if (at_ >= text_.size())
      fail("The answer ends too soon (something is missing at the end).", reasonOf("ends-too-soon"));
    const int at = position();
    if (text_[at_] == ',')
      fail("The comma at character " + std::to_string(at) + " is not part of a number.", reasonOf("stray-comma", at));
    const Character character = here();
    fail("Not understood: " + character.words + " at character " + std::to_string(at) + ".",
         reasonOf(character.code, at, character.text));
  }

  void skipSpace() {
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        ++at_;
      } else if (text_.compare(at_, 2, "\xC2\xA0") == 0) {  // no-break space
        at_ += 2;
      } else {
        break;
      }
    }
  }

  // Consumes token (after spaces) if it is next.
  bool take(const char* token) {
    skipSpace();
    const std::size_t n = std::strlen(token);
    if (text_.compare(at_, n, token) != 0) return false;
    at_ += n;
    return true;
  }

  void enter() {
    if (++depth_ > AnswerLimits::maxDepth) {
      fail("The answer nests more than " + std::to_string(AnswerLimits::maxDepth) +
               " parentheses or functions inside each other.",
           reasonOf("too-deep", 0, "", AnswerLimits::maxDepth));
    }
  }

  double expression() {
    double value = term();
    for (;;) {
      if (take("+")) {
        shown_ += '+';
        ++operators_;
        value += term();
      } else if (take("-") || take("\xE2\x88\x92")) {
        shown_ += '-';
        ++operators_;
        value -= term();
      } else {
        return value;
      }
    }
  }

  bool startsFactor() {
    skipSpace();
    if (at_ >= text_.size()) return false;
    const char c = text_[at_];
    return c == '(' || isLetter(c) || text_.compare(at_, 2, "\xCF\x80") == 0 ||
           text_.compare(at_, 3, "\xE2\x88\x9A") == 0;
  }

  double term() {
    double value = unary();
    for (;;) {
      if (take("*") || take("\xC3\x97") || take("\xC2\xB7") || take("\xE2\x8B\x85")) {
        shown_ += '*';
        ++operators_;
        value *= unary();
      } else if (take("/") || take("\xC3\xB7")) {
        shown_ += '/';
        ++operators_;
        value /= unary();
      } else if (startsFactor()) {  // 2pi, 2(3 + 1), (1)(2)
        shown_ += '*';
        ++operators_;
        value *= power();
      } else {
        return value;
      }
    }
  }

  double unary() {
    if (take("-") || take("\xE2\x88\x92")) {
      shown_ += '-';
      enter();
      const double value = -unary();
      --depth_;
      return value;
    }
    if (take("+")) {
      enter();
      const double value = unary();
      --depth_;
      return value;
    }
    return power();
  }

  double power() {
    const double left = postfix();
    if (take("^") || take("**")) {
      shown_ += '^';
      ++operators_;
      skipSpace();
      if (at_ < text_.size() && (text_[at_] == '^' || text_[at_] == '*' || text_[at_] == '/')) {
        const int at = position() - 1;  // as the message has always counted it
        const Character character = here();
        fail("The '^' at character " + std::to_string(at) + " must be followed by a number or a bracket, not " +
                 character.words + ".",
             reasonOf("power-operand", at, character.text));
      }
      enter();
      const double right = unary();  // right-associative: 2^3^2 = 2^(3^2); 2^-1 = 0.5
      --depth_;
      return std::pow(left, right);
    }
    return left;
  }

  double postfix() {
    double value = primary();
    while (take("%")) {
      shown_ += '%';
      ++operators_;
      value /= 100;
    }
    return value;
  }

  double bracketed(const char* function) {
    if (!take("(")) {
      fail(std::string("The function ") + function + " needs its argument in brackets, as in " + function + "(2).",
           reasonOf("function-brackets", 0, function));
    }
    return insideBrackets();
  }

  // What follows an opening bracket already read: the expression and its closing bracket.
  double insideBrackets() {
    shown_ += '(';
    enter();
    const double value = expression();
    if (!take(")")) {
      if (at_ >= text_.size()) fail("A ')' is missing at the end.", reasonOf("missing-bracket"));
      unexpected();
    }
    --depth_;
    shown_ += ')';
    return value;
  }

  double primary() {
    skipSpace();
    if (at_ >= text_.size()) unexpected();
    const char c = text_[at_];
    if (isDigit(c) || ((c == '.' || c == ',') && at_ + 1 < text_.size() && isDigit(text_[at_ + 1]))) return number();
    if (c == '(') {
      ++operators_;
      ++at_;
      return insideBrackets();
    }
    if (text_.compare(at_, 2, "\xCF\x80") == 0) {
      at_ += 2;
      ++operators_;
      shown_ += "pi";
      return std::acos(-1.0);
    }
    if (text_.compare(at_, 3, "\xE2\x88\x9A") == 0) {  // √x, √(x)
      at_ += 3;
      ++operators_;
      shown_ += "sqrt";
      skipSpace();
      if (at_ < text_.size() && text_[at_] == '(') return std::sqrt(bracketed("sqrt"));
      shown_ += '(';
      enter();
      const double value = std::sqrt(postfix());
      --depth_;
      shown_ += ')';
      return value;
    }
    if (isLetter(c)) return name();
    unexpected();
  }

  double name() {
    const std::size_t start = at_;
    while (at_ < text_.size() && (isLetter(text_[at_]) || isDigit(text_[at_]))) ++at_;
    std::string word = text_.substr(start, at_ - start);
    for (char& ch : word) {
      if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    }
    ++operators_;
    if (word == "pi") {
      shown_ += "pi";
      return std::acos(-1.0);
    }
    if (word == "e") {
      shown_ += "e";
      return std::exp(1.0);
    }
    struct Function {
      const char* name;
      double (*apply)(double);
    };
    static const Function functions[] = {
        {"sqrt", [](double x) { return std::sqrt(x); }}, {"sin", [](double x) { return std::sin(x); }},
        {"cos", [](double x) { return std::cos(x); }},   {"tan", [](double x) { return std::tan(x); }},
        {"exp", [](double x) { return std::exp(x); }},   {"ln", [](double x) { return std::log(x); }},
        {"log", [](double x) { return std::log10(x); }},
    };
    for (const Function& function : functions) {
      if (word == function.name) {
        shown_ += function.name;
        return function.apply(bracketed(function.name));
      }
    }
    at_ = start;
    const std::string shownName = word.size() > 20 ? word.substr(0, 20) + "..." : word;
    fail("Not understood: the name '" + shownName +
             "' (names known: pi, e, sqrt, sin, cos, tan, exp, ln, log for base 10).",
         reasonOf("unknown-name", position(), shownName));
  }

  // A number with its decimal mark (see answer.hpp for the rule on '.' and ',').
  double number() {
    const std::size_t start = at_;
    std::string digits;  // the number with '.' as its decimal mark and no separators
    std::size_t end = at_;
    while (end < text_.size() && (isDigit(text_[end]) || text_[end] == '.' || text_[end] == ',')) {
      // A mark must be followed by a digit to belong to the number ("1," is a stray comma).
      if ((text_[end] == '.' || text_[end] == ',') && !(end + 1 < text_.size() && isDigit(text_[end + 1]))) break;
      ++end;
    }
    // A whole number with a decimal point and nothing after it ("5.", as calculators show it) is
    // that number; a second mark ("5..", "5.5.") is not.
    const bool trailingPoint = end < text_.size() && text_[end] == '.' && text_.find_first_of(".,", start) == end &&
                               !(end + 1 < text_.size() && (text_[end + 1] == '.' || text_[end + 1] == ','));
    if (trailingPoint) ++end;
    const std::string raw = text_.substr(start, end - start);
    const std::size_t points = std::count(raw.begin(), raw.end(), '.');
    const std::size_t commas = std::count(raw.begin(), raw.end(), ',');
    const std::string quoted = "'" + raw + "'";
    if (points > 0 && commas > 0) {
      const char decimal = raw.find_last_of(".,") == raw.rfind('.') ? '.' : ',';
      const char thousands = decimal == '.' ? ',' : '.';
      if (std::count(raw.begin(), raw.end(), decimal) != 1 || raw.rfind(thousands) > raw.find(decimal)) {
        fail("The number " + quoted + " mixes decimal points and commas in a way that is not one number.",
             reasonOf("mixed-marks", 0, raw));
      }
      // Thousands groups: 1 to 3 digits first, then groups of exactly 3 up to the decimal mark.
      const std::string whole = raw.substr(0, raw.find(decimal));
      std::size_t group = 0;
      bool first = true;
      for (char ch : whole + thousands) {
        if (ch == thousands) {
          if (group == 0 || group > 3 || (!first && group != 3)) {
            AnswerReason reason = reasonOf("thousands-groups", 0, raw);
            reason.separator = std::string(1, thousands);
            fail("The number " + quoted + " uses '" + reason.separator +
                     "' as a thousands separator, but not between groups of three digits.",
                 reason);
          }
          first = false;
          group = 0;
        } else {
          ++group;
        }
      }
      for (char ch : raw) {
        if (ch == decimal)
          digits += '.';
        else if (ch != thousands)
          digits += ch;
      }
    } else if (points + commas > 1) {
      fail("The number " + quoted + " has more than one decimal mark; type one number, such as 1.5 or 1,5 (a " +
               "list of numbers is not an answer).",
           reasonOf("several-decimal-marks", 0, raw));
    } else {
      for (char ch : raw) digits += ch == ',' ? '.' : ch;
    }
    if (trailingPoint) digits.pop_back();  // read as "5"
    at_ = end;
    // An exponent: e or E, an optional sign, digits ("2e" alone is 2 times e).
    if (at_ < text_.size() && (text_[at_] == 'e' || text_[at_] == 'E')) {
      std::size_t k = at_ + 1;
      if (k < text_.size() && (text_[k] == '+' || text_[k] == '-')) ++k;
      if (k < text_.size() && isDigit(text_[k])) {
        digits += 'e';
        digits += text_.substr(at_ + 1, k - at_ - 1);
        while (k < text_.size() && isDigit(text_[k])) digits += text_[k++];
        at_ = k;
      }
    }
    const std::string written = text_.substr(start, at_ - start);
    skipSpace();
    const bool anotherNumber =
        at_ < text_.size() &&
        (isDigit(text_[at_]) || (text_[at_] == '.' && at_ + 1 < text_.size() && isDigit(text_[at_ + 1])));
    if (anotherNumber) {
      fail("Two numbers stand side by side at character " + std::to_string(position()) +
               " (a space inside a number is not understood); type 1000, not 1 000.",
           reasonOf("numbers-side-by-side", position()));
    }
    ++numbers_;
    if (digits[0] == '.') digits.insert(digits.begin(), '0');
    shown_ += digits;
    const double value = std::strtod(digits.c_str(), nullptr);
    if (!std::isfinite(value))
      fail("The number '" + written + "' is too large to be an answer here.", reasonOf("number-too-large", 0, written));
    return value;
  }
};

}  // namespace

ParsedAnswer parseAnswer(const std::string& text) {
  ParsedAnswer result;
  result.value = std::numeric_limits<double>::quiet_NaN();
  if (characters(text) > static_cast<std::size_t>(AnswerLimits::maxCharacters)) {
    result.message = "The answer is longer than " + std::to_string(AnswerLimits::maxCharacters) +
                     " characters, the most this box reads. " + kWhatToType;
    result.reason = reasonOf("too-long", 0, "", AnswerLimits::maxCharacters);
    return result;
  }
  Parser parser(text);
  try {
    const double value = parser.parse();
    if (!std::isfinite(value)) {
      result.message = std::string("The answer '") + parser.shown() + "' does not give a finite number (" +
                       (std::isnan(value) ? "it is undefined, as 0/0 or sqrt(-1) are" : "it is infinitely large") +
                       "). " + kWhatToType;
      result.reason = reasonOf(std::isnan(value) ? "undefined-result" : "infinite-result", 0, parser.shown());
      return result;
    }
    result.ok = true;
    result.value = value;
    result.readAs = parser.plainNumber() ? parser.shown() : parser.shown() + " = " + shortNumber(value);
  } catch (const NotUnderstood& error) {
    result.message = error.message;
    result.reason = error.reason;
  }
  return result;
}

ParsedAnswer parseAnswer(const ParseAnswerRequest& request) {
  if (request.answer.size() > static_cast<std::size_t>(AnswerLimits::maxRequestBytes)) {
    throw InvalidArgument("answer", "answer must be a string of at most " +
                                        std::to_string(AnswerLimits::maxRequestBytes) + " bytes; got " +
                                        std::to_string(request.answer.size()));
  }
  return parseAnswer(request.answer);
}

}  // namespace pe
