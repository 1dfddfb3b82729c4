#include "workspace.hpp"

#include <algorithm>
#include <string>

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

std::int64_t MatrixStore::create(const EncodingRequest& shape) {
  const EncodingSpec spec = validate(shape);
  const std::size_t count = static_cast<std::size_t>(spec.positions) * spec.dModel;
  if (liveCost_ + cost(count) > static_cast<std::size_t>(Limits::maxMatrixElements)) {
    throw InvalidArgument(
        "positions",
        "the live matrices would take the memory of " + formatNumber(static_cast<double>(liveCost_ + cost(count))) +
            " values (each matrix its values and " + formatNumber(static_cast<double>(overheadValues)) +
            " for bookkeeping), more than " + formatNumber(static_cast<double>(Limits::maxMatrixElements)) +
            " in all: free() the matrices you no longer use");
  }
  const std::int64_t id = nextId_++;
  matrices_.emplace(id, std::vector<float>(count));
  liveElements_ += count;
  liveCost_ += cost(count);
  return id;
}

std::vector<float>& MatrixStore::find(std::int64_t id) {
  const auto found = matrices_.find(id);
  if (found == matrices_.end()) throw InvalidArgument("out", "out is not a live matrix (it was freed)");
  return found->second;
}

void MatrixStore::encode(std::int64_t id, std::size_t first, std::size_t length, const EncodingRequest& request,
                         bool simd) {
  const EncodingSpec spec = validate(request);
  std::vector<float>& matrix = find(id);
  if (first > matrix.size() || matrix.size() - first < length) {
    throw InvalidArgument("out", "out must lie inside its matrix: elements " +
                                     formatNumber(static_cast<double>(first)) + " to " +
                                     formatNumber(static_cast<double>(first) + static_cast<double>(length)) +
                                     " of a matrix of " + formatNumber(static_cast<double>(matrix.size())));
  }
  const std::size_t count = static_cast<std::size_t>(spec.positions) * spec.dModel;
  if (length != count) {
    throw InvalidArgument(
        "out", "out must be a Float32Array of positions * dModel = " + formatNumber(static_cast<double>(count)) +
                   " values; got " + formatNumber(static_cast<double>(length)));
  }
  float* out = matrix.data() + first;
#if defined(__wasm_simd128__)
  if (simd) {
    encode32Simd(spec, out);
    return;
  }
#else
  (void)simd;
#endif
  encode32Scalar(spec, out);
}

bool MatrixStore::release(std::int64_t id) {
  const auto found = matrices_.find(id);
  if (found == matrices_.end()) return false;
  liveElements_ -= found->second.size();
  liveCost_ -= cost(found->second.size());
  matrices_.erase(found);
  return true;
}

float* MatrixStore::data(std::int64_t id) {
  return find(id).data();
}

std::size_t MatrixStore::size(std::int64_t id) const {
  const auto found = matrices_.find(id);
  return found == matrices_.end() ? 0 : found->second.size();
}

}  // namespace pe
