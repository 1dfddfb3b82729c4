// The worked arithmetic for one position: every dimension's pair, exponent, denominator,
// angle and value, in the order a student writes them down.
//
// Rule: these are float64 values from the same formula as encode64; the page prints them and
// never recomputes any of them.
#pragma once

#include <string>
#include <vector>

#include "params.hpp"

namespace pe {

struct StepsRequest {
  double pos = 0;     // [0, Limits::maxPosition]
  double dModel = 4;  // [1, Limits::maxDModel]
  double base = 10000;
  std::string layout = "interleaved";
  std::string convention = "paper";

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("pos", &StepsRequest::pos, Presence::Required);
    visit("dModel", &StepsRequest::dModel, Presence::Required);
    visit("base", &StepsRequest::base, Presence::Optional);
    visit("layout", &StepsRequest::layout, Presence::Optional);
    visit("convention", &StepsRequest::convention, Presence::Optional);
  }
};

struct Step {
  int dim;             // j, 0-based
  int pair;            // i, the pair j belongs to
  bool isSine;         // sin for the first of a pair, cos for the second
  const char* fn;      // the same as the page writes it: "sin" or "cos"
  double exponent;     // e, so that denominator = base^e (2i/d for the paper)
  double denominator;  // base^e
  double omega;        // 1 / denominator, radians per position
  double angle;        // pos / denominator, radians
  double value;        // sin(angle) or cos(angle)
  double derivative;   // d value / d pos: omega*cos(angle) for a sine, -omega*sin(angle) for a cosine

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("dim", &Step::dim);
    visit("pair", &Step::pair);
    visit("fn", &Step::fn);
    visit("exponent", &Step::exponent);
    visit("denominator", &Step::denominator);
    visit("omega", &Step::omega);
    visit("angle", &Step::angle);
    visit("value", &Step::value);
    visit("derivative", &Step::derivative);
  }
};

std::vector<Step> steps(const StepsRequest& request);

}  // namespace pe
