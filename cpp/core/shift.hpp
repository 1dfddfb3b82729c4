// The relative-shift property: PE(pos + k) = M_k PE(pos), with M_k block-diagonal and
// independent of pos. Computed with real numbers so the page can show the proof.
//
// Rule: the blocks act on the pair written (sin, cos), interleaved layout; the block of pair i
// is [[cos(w_i k), sin(w_i k)], [-sin(w_i k), cos(w_i k)]].
#pragma once

#include <vector>

#include "params.hpp"

namespace pe {

struct ShiftRequest {
  double pos = 0;     // [0, Limits::maxPosition]
  double k = 1;       // shift, pos + k must be in [0, Limits::maxPosition]
  double dModel = 4;  // even, [2, Limits::maxDModel]: an odd width leaves a sine with no cosine
  double base = 10000;

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("pos", &ShiftRequest::pos, Presence::Required);
    visit("k", &ShiftRequest::k, Presence::Required);
    visit("dModel", &ShiftRequest::dModel, Presence::Required);
    visit("base", &ShiftRequest::base, Presence::Optional);
  }
};

struct ShiftBlock {
  int pair;      // i
  double omega;  // w_i
  double angle;  // w_i * k, radians
  double cos;    // cos(w_i k)
  double sin;    // sin(w_i k)

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("pair", &ShiftBlock::pair);
    visit("omega", &ShiftBlock::omega);
    visit("angle", &ShiftBlock::angle);
    visit("cos", &ShiftBlock::cos);
    visit("sin", &ShiftBlock::sin);
  }
};

struct ShiftResult {
  std::vector<ShiftBlock> blocks;
  std::vector<double> pe;       // PE(pos), float64
  std::vector<double> rotated;  // M_k PE(pos), float64
  std::vector<double> direct;   // PE(pos + k), float64
  double maxError;              // max |rotated - direct|, float64 arithmetic
  double maxErrorF32;           // the same product done in float32, against direct

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("blocks", &ShiftResult::blocks);
    visit("pe", &ShiftResult::pe);
    visit("rotated", &ShiftResult::rotated);
    visit("direct", &ShiftResult::direct);
    visit("maxError", &ShiftResult::maxError);
    visit("maxErrorF32", &ShiftResult::maxErrorF32);
  }
};

ShiftResult relativeShift(const ShiftRequest& request);

}  // namespace pe
