// How far each pair's hand has gone round its circle by one position: the "clock with many
// hands" in numbers. The worked example of adding a core function (README, "Adding a core
// function").
//
// Rule: float64 from the same frequencies as encode64; the angle is reduced with fmod, never
// by subtracting a rounded number of turns.
#pragma once

#include <vector>

#include "params.hpp"

namespace pe {

struct TurnsRequest {
  double pos = 0;       // [0, Limits::maxPosition]
  double dModel = 4;    // [1, Limits::maxDModel]
  double base = 10000;  // (1, Limits::maxBase]

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("pos", &TurnsRequest::pos, Presence::Required);
    visit("dModel", &TurnsRequest::dModel, Presence::Required);
    visit("base", &TurnsRequest::base, Presence::Optional);
  }
};

struct Turns {
  std::vector<double> turns;    // per pair: pos w_i / (2 pi), full turns made (fraction included)
  std::vector<double> reduced;  // per pair: pos w_i mod 2 pi, in [0, 2 pi): where the hand points
  int pairsPastOneTurn;         // pairs whose hand has gone all the way round at least once

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("turns", &Turns::turns);
    visit("reduced", &Turns::reduced);
    visit("pairsPastOneTurn", &Turns::pairsPastOneTurn);
  }
};

Turns turns(const TurnsRequest& request);

}  // namespace pe
