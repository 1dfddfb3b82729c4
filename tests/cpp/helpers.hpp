// Small builders shared by the test files.
#pragma once

#include <string>
#include <vector>

#include "encoding.hpp"
#include "params.hpp"
#include "shift.hpp"
#include "similarity.hpp"
#include "steps.hpp"

namespace pe_test {

// How a call is refused: "parameter: message" of the pe::InvalidArgument it throws, or
// "no exception". One comparison checks both the name a caller reads and the words.
template <class Call>
std::string failure(Call call) {
  try {
    call();
  } catch (const pe::InvalidArgument& e) {
    return e.parameter() + ": " + e.what();
  }
  return "no exception";
}

inline pe::EncodingRequest request(double positions, double dModel, double offset = 0,
                                   const std::string& layout = "interleaved", const std::string& convention = "paper",
                                   double base = 10000) {
  pe::EncodingRequest r;
  r.positions = positions;
  r.dModel = dModel;
  r.offset = offset;
  r.layout = layout;
  r.convention = convention;
  r.base = base;
  return r;
}

// PE(pos) as float64 through the public reference.
inline std::vector<double> row64(int dModel, double pos, const std::string& layout = "interleaved",
                                 const std::string& convention = "paper", double base = 10000) {
  return pe::encode64(request(1, dModel, pos, layout, convention, base));
}

inline pe::StepsRequest stepsRequest(double pos, double dModel = 4, const std::string& layout = "interleaved") {
  pe::StepsRequest r;
  r.pos = pos;
  r.dModel = dModel;
  r.layout = layout;
  return r;
}

inline pe::ShiftRequest shiftRequest(double pos, double k, double dModel = 4, double base = 10000) {
  pe::ShiftRequest r;
  r.pos = pos;
  r.k = k;
  r.dModel = dModel;
  r.base = base;
  return r;
}

inline pe::PrecisionRequest precisionRequest(double pos, double dModel = 4) {
  pe::PrecisionRequest r;
  r.pos = pos;
  r.dModel = dModel;
  return r;
}

inline pe::SimilarityRequest similarityRequest(double positions, double dModel, double offset = 0) {
  pe::SimilarityRequest r;
  r.positions = positions;
  r.dModel = dModel;
  r.offset = offset;
  return r;
}

inline pe::OffsetProfileRequest profileRequest(double maxOffset, double dModel, double pos = 0) {
  pe::OffsetProfileRequest r;
  r.maxOffset = maxOffset;
  r.dModel = dModel;
  r.pos = pos;
  return r;
}

}  // namespace pe_test
