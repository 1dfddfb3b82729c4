// A reusable float32 buffer for repeated encodings, so a benchmark (or a slider drag) measures
// the kernel and the memory writes, not the allocator.
//
// Rule: data() is valid until the next call that may resize the buffer.
#pragma once

#include <cstddef>
#include <vector>

#include "encoding.hpp"
#include "similarity.hpp"

namespace pe {

class Workspace {
 public:
  enum class Kernel { Simd, Scalar };

  // Encodes into the buffer with the chosen kernel (Simd only where it was compiled, else
  // the scalar twin). Returns the number of values written.
  std::size_t encode(const EncodingRequest& request, Kernel kernel);

  // The n x n similarity through the closed form. Returns the number of values written.
  std::size_t similarity(const SimilarityRequest& request);

  // Writes value into count floats: the speed limit of writing the same bytes.
  std::size_t fill(double count, float value);

  // Frees the buffer (a later call allocates again).
  void release();

  const float* data() const { return buffer_.data(); }
  std::size_t size() const { return size_; }

 private:
  float* reserve(std::size_t count);
  std::vector<float> buffer_;
  std::size_t size_ = 0;
};

}  // namespace pe
