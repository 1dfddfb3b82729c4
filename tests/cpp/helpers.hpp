// Small builders shared by the test files.
#pragma once

#include <string>
#include <vector>

#include "encoding.hpp"

namespace pe_test {

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

}  // namespace pe_test
