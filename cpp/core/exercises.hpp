// Practice exercises (issue 19): seeded questions on the lesson's numbers, their answers and
// worked steps in float64 from the core's own formulas, the answer under each known mistake,
// and the marking of a student's typed answer (parsed by answer.hpp).
//
// Rules:
// - An exercise is a function of (kind, seed) alone. The givens are drawn with the core's
//   SplitMix64 (random.hpp) using integer arithmetic only (choices from lists, whole numbers in
//   ranges), so the same seed gives the same exercise on every machine. The generator's state
//   is the seed mixed with a hash of the kind's id, so adding a kind changes no other kind.
// - Each kind is declared once, in the kinds' table of exercises.cpp (its id, section, mistake
//   ids and generator); the parameter table's exerciseKind choices and exerciseKinds() are read
//   from it, and a generator names each mistake's value by its id.
// - A kind's mistakes are present in every exercise of that kind. The generator re-draws
//   (deterministically, continuing the same sequence) until the right answer and every mistake
//   are finite and pairwise distinguishable at the stated tolerance: the tolerance zones of any
//   two of them do not overlap, so each detector can fire and a right answer never matches a
//   mistake. A kind's occasional slips (listed after its mistakes: j/d for the paper's 2i/d is
//   no slip at an even j) are listed in an exercise only where they are distinguishable in the
//   same way from the answer and every mistake before them; the generator never re-draws for
//   them, so adding one changes no exercise.
// - Tolerance: "significant" n accepts an answer within one unit of the n-th significant figure
//   of the exact value (so 0.7854 and 0.7853 both pass for 0.785398...; 0.785 does not at n = 4);
//   "absolute" t accepts |answer - exact| <= t (t = 0: whole-number answers, exactly).
// - The words (question text, step names, mistake names) live in web/src/sections/practice/words.js;
//   the core gives numbers and stable ids only.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "answer.hpp"
#include "params.hpp"

namespace pe {

struct ExerciseLimits {
  static constexpr int maxCount = 50;        // questions in one practice set
  static constexpr int maxKindsListed = 64;  // entries of exerciseKinds (repeats allowed)
};

// One named number: a given of the question or a worked step. Names are stable ids.
struct NamedValue {
  std::string name;
  double value;

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("name", &NamedValue::name);
    visit("value", &NamedValue::value);
  }
};

// The answer a known mistake gives.
struct MistakeValue {
  std::string id;
  double value;

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("id", &MistakeValue::id);
    visit("value", &MistakeValue::value);
  }
};

struct Exercise {
  std::string kind;
  std::string section;  // the view id that teaches it
  double seed = 0;
  std::vector<NamedValue> givens;
  double answer = 0;
  std::string toleranceKind;  // "significant" | "absolute"
  double tolerance = 0;       // significant figures, or the absolute error allowed
  std::vector<NamedValue> steps;
  std::vector<MistakeValue> mistakes;

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("kind", &Exercise::kind);
    visit("section", &Exercise::section);
    visit("seed", &Exercise::seed);
    visit("givens", &Exercise::givens);
    visit("answer", &Exercise::answer);
    visit("toleranceKind", &Exercise::toleranceKind);
    visit("tolerance", &Exercise::tolerance);
    visit("steps", &Exercise::steps);
    visit("mistakes", &Exercise::mistakes);
  }
};

struct ExerciseKindInfo {
  std::string kind;
  std::string section;
  // ids, in the order an exercise of the kind lists them: its mistakes (in every exercise), then
  // its occasional slips (in the exercises where they are distinguishable)
  std::vector<std::string> mistakes;

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("kind", &ExerciseKindInfo::kind);
    visit("section", &ExerciseKindInfo::section);
    visit("mistakes", &ExerciseKindInfo::mistakes);
  }
};

// Every kind, in the order of the kinds' table.
std::vector<ExerciseKindInfo> exerciseKinds();
// The kinds' ids in the same order: the parameter table's exerciseKind choices.
const std::vector<const char*>& exerciseKindIds();

struct ExerciseRequest {
  std::string exerciseKind = "pe-value";  // one of exerciseKinds()
  double seed = 0;                        // [0, Limits::maxSeed]; optional (0), as elsewhere in the core

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("exerciseKind", &ExerciseRequest::exerciseKind, Presence::Required);
    visit("seed", &ExerciseRequest::seed, Presence::Optional);
  }
};

Exercise exercise(const ExerciseRequest& request);

struct PracticeSetRequest {
  double seed = 0;                         // [0, Limits::maxSeed]
  double count = 10;                       // [1, ExerciseLimits::maxCount]
  std::vector<std::string> exerciseKinds;  // kinds to cycle through; empty: every kind

  static constexpr FieldRange ranges[] = {{"count", 1, ExerciseLimits::maxCount}};

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("seed", &PracticeSetRequest::seed, Presence::Optional);
    visit("count", &PracticeSetRequest::count, Presence::Optional);
    visit("exerciseKinds", &PracticeSetRequest::exerciseKinds, Presence::Optional);
  }
};

// count exercises cycling through the kinds, each with its own seed drawn from the set's seed.
std::vector<Exercise> practiceSet(const PracticeSetRequest& request);

struct MarkRequest {
  std::string exerciseKind = "pe-value";
  double seed = 0;
  std::string answer;  // the student's text, at most AnswerLimits::maxRequestBytes bytes

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("exerciseKind", &MarkRequest::exerciseKind, Presence::Required);
    visit("seed", &MarkRequest::seed, Presence::Optional);
    visit("answer", &MarkRequest::answer, Presence::Required);
  }
};

struct Mark {
  std::string verdict;  // "right" | "wrong" | "not-understood"
  double value = 0;     // what the answer was read as (NaN when not understood)
  std::string readAs;   // how it was read ('' when not understood)
  std::string mistake;  // the id of the mistake a wrong answer matches (kTooFewFigures: no listed
                        // mistake, but the right answer to fewer figures than asked), '' when none
  std::string message;  // why it was not understood, else ''
  AnswerReason reason;  // the same as a code and its data (answer.hpp), else empty

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("verdict", &Mark::verdict);
    visit("value", &Mark::value);
    visit("readAs", &Mark::readAs);
    visit("mistake", &Mark::mistake);
    visit("message", &Mark::message);
    visit("reason", &Mark::reason);
  }
};

// The mistake id of a wrong answer that is the right one with fewer figures than the question
// asks: a plain number with fewer significant figures than asked, within one unit of its last
// figure of the answer ("31.6" for 31.62 at 4 figures; "6280" for 6283.2); or, at an absolute
// tolerance, fewer decimals than it needs, within half a unit of its last decimal ("0.84" for
// 0.8415 to within 0.0005).
inline constexpr const char* kTooFewFigures = "too-few-figures";

Mark markAnswer(const MarkRequest& request);

// Whether value is within the tolerance of target (the rule above).
bool withinTolerance(double value, double target, const std::string& toleranceKind, double tolerance);

}  // namespace pe
