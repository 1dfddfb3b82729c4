// Buffers that outlive one call: a reusable float32 buffer for repeated encodings, so a
// benchmark (or a slider drag) measures the kernel and the memory writes, not the allocator;
// and the store of matrices a caller keeps and encodes into in place (core.createMatrix).
//
// Rules: Workspace::data() is valid until the next call that may resize the buffer; a
// MatrixStore matrix's data() is valid, at the same address, until release().
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
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

// Float32 matrices that stay where they are between calls, each encoded into in place: the
// zero-copy path for redrawing a large matrix (JavaScript sees each one as a view of WASM
// memory, core.createMatrix). Together they cost at most Limits::maxMatrixElements values
// (cost() below: each matrix's values and its bookkeeping).
class MatrixStore {
 public:
  // A new zero matrix of positions x dModel, validated as an encoding of that shape is
  // (InvalidArgument naming the parameter; positions when the store would be over its total).
  // Returns its id, never reused.
  std::int64_t create(const EncodingRequest& shape);

  // Encodes request into elements [first, first + length) of matrix id, the caller's view of
  // it: length must be positions * dModel and the view inside the matrix (InvalidArgument
  // naming out). The same bits as encode32 with the same kernel.
  void encode(std::int64_t id, std::size_t first, std::size_t length, const EncodingRequest& request, bool simd);

  // Frees matrix id; false when it is not live (freed already, or never made).
  bool release(std::int64_t id);

  bool live(std::int64_t id) const { return matrices_.count(id) != 0; }
  float* data(std::int64_t id);
  std::size_t size(std::int64_t id) const;
  std::size_t liveElements() const { return liveElements_; }

  // What one matrix of count values costs against Limits::maxMatrixElements: its values and
  // the allocator's and the store's bookkeeping, about 64 bytes, so that many tiny matrices
  // are limited by the memory they really take (a 1 x 1 matrix costs 17 values, not 1).
  static constexpr std::size_t overheadValues = 16;
  static std::size_t cost(std::size_t count) { return count + overheadValues; }
  std::size_t liveCost() const { return liveCost_; }

 private:
  std::vector<float>& find(std::int64_t id);
  std::map<std::int64_t, std::vector<float>> matrices_;
  std::int64_t nextId_ = 1;
  std::size_t liveElements_ = 0;
  std::size_t liveCost_ = 0;
};

}  // namespace pe
