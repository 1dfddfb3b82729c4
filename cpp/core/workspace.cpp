#include "workspace.hpp"

#include <algorithm>

namespace pe {

float* Workspace::reserve(std::size_t count) {
  if (buffer_.size() < count) buffer_.resize(count);
  size_ = count;
  return buffer_.data();
}

std::size_t Workspace::encode(const EncodingRequest& request, Kernel kernel) {
  const EncodingSpec spec = validate(request);
  float* out = reserve(static_cast<std::size_t>(spec.positions) * spec.dModel);
#if defined(__wasm_simd128__)
  if (kernel == Kernel::Simd) {
    encode32Simd(spec, out);
    return size_;
  }
#else
  (void)kernel;
#endif
  encode32Scalar(spec, out);
  return size_;
}

std::size_t Workspace::similarity(const SimilarityRequest& request) {
  const SimilaritySpec spec = validate(request);
  similarityInto(spec, reserve(static_cast<std::size_t>(spec.positions) * spec.positions));
  return size_;
}

std::size_t Workspace::fill(double count, float value) {
  const auto n = static_cast<std::size_t>(requireInteger("count", count));
  float* out = reserve(n);
  std::fill(out, out + n, value);
  return n;
}

void Workspace::release() {
  std::vector<float>().swap(buffer_);
  size_ = 0;
}

}  // namespace pe
