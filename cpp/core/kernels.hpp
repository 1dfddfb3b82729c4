// The matrix-product kernel of the model (model.hpp): every matrix product of its forward and
// backward pass, and its only hot loop.
//
// Rule: every output element is ONE running sum in a fixed order: c = init, then c = c + a_p * b_p
// for p = 0, 1, ..., k - 1, each product rounded before it is added (no FMA: the core is compiled
// with -ffp-contract=off). The SIMD kernel vectorises across output columns, never across p, so it
// gives the scalar loops' bits exactly; tests compare the two bit for bit.
#pragma once

namespace pe {

enum class ProductInit {
  Zero,       // c = 0 + sum
  Bias,       // c = bias[j] + sum
  Accumulate  // c = c + sum (the running sum starts at c's old value)
};

// C[n x m] (row-major, row stride m) = init + A B, where A's element (i, p) is
// a[i * aRowStride + p * aColumnStride] (so A or its transpose, without copying) and B is
// [k x m] row-major. simd: the WASM SIMD kernel where compiled (float only); elsewhere the
// scalar loops, which the native compiler vectorises by itself.
template <class T>
void matrixProduct(const T* a, int aRowStride, int aColumnStride, const T* b, const T* bias, T* c, int n, int k, int m,
                   ProductInit init, bool simd);

}  // namespace pe
