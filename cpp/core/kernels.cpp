#include "kernels.hpp"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace pe {
namespace {

// Rows x columns of C computed together: the A values of a row and the B values of a column are
// each loaded once per p for the whole block, and the accumulators stay in registers.
constexpr int kRows = 4;
constexpr int kColumns = 8;

template <class T>
T initialValue(ProductInit init, const T* bias, const T* c, int j) {
  switch (init) {
    case ProductInit::Bias: return bias[j];
    case ProductInit::Accumulate: return *c;
    case ProductInit::Zero: break;
  }
  return T(0);
}

// One block of rows x columns (at most kRows x kColumns) of C, starting at (i0, j0). Fixed sizes
// (the template arguments) let the compiler unroll and vectorise; the edges use the same code.
template <class T, int Rows, int Columns>
void scalarBlock(const T* a, int aRowStride, int aColumnStride, const T* b, const T* bias, T* c, int i0, int j0, int k,
                 int m, ProductInit init) {
  T accumulator[Rows][Columns];
  for (int r = 0; r < Rows; ++r) {
    for (int col = 0; col < Columns; ++col) {
      accumulator[r][col] = initialValue(init, bias, c + (i0 + r) * m + j0 + col, j0 + col);
    }
  }
  for (int p = 0; p < k; ++p) {
    const T* bRow = b + static_cast<long>(p) * m + j0;
    for (int r = 0; r < Rows; ++r) {
      const T aValue = a[static_cast<long>(i0 + r) * aRowStride + static_cast<long>(p) * aColumnStride];
      for (int col = 0; col < Columns; ++col) accumulator[r][col] += aValue * bRow[col];
    }
  }
  for (int r = 0; r < Rows; ++r) {
    for (int col = 0; col < Columns; ++col) c[(i0 + r) * m + j0 + col] = accumulator[r][col];
  }
}

// The columns of rows i0 .. i0 + Rows - 1: full blocks of kColumns, then one column at a time.
template <class T, int Rows>
void scalarRows(const T* a, int aRowStride, int aColumnStride, const T* b, const T* bias, T* c, int i0, int k, int m,
                ProductInit init) {
  int j0 = 0;
  for (; j0 + kColumns <= m; j0 += kColumns) {
    scalarBlock<T, Rows, kColumns>(a, aRowStride, aColumnStride, b, bias, c, i0, j0, k, m, init);
  }
  for (; j0 < m; ++j0) scalarBlock<T, Rows, 1>(a, aRowStride, aColumnStride, b, bias, c, i0, j0, k, m, init);
}

template <class T>
void scalarProduct(const T* a, int aRowStride, int aColumnStride, const T* b, const T* bias, T* c, int n, int k, int m,
                   ProductInit init) {
  int i0 = 0;
  for (; i0 + kRows <= n; i0 += kRows) scalarRows<T, kRows>(a, aRowStride, aColumnStride, b, bias, c, i0, k, m, init);
  for (; i0 < n; ++i0) scalarRows<T, 1>(a, aRowStride, aColumnStride, b, bias, c, i0, k, m, init);
}

#if defined(__wasm_simd128__)
// The SIMD twin of scalarBlock: Vectors x 4 columns, the same sums in the same order.
template <int Rows, int Vectors>
void simdBlock(const float* a, int aRowStride, int aColumnStride, const float* b, const float* bias, float* c, int i0,
               int j0, int k, int m, ProductInit init) {
  v128_t accumulator[Rows][Vectors];
  for (int r = 0; r < Rows; ++r) {
    for (int v = 0; v < Vectors; ++v) {
      const float* at = c + (i0 + r) * m + j0 + 4 * v;
      switch (init) {
        case ProductInit::Bias: accumulator[r][v] = wasm_v128_load(bias + j0 + 4 * v); break;
        case ProductInit::Accumulate: accumulator[r][v] = wasm_v128_load(at); break;
        case ProductInit::Zero: accumulator[r][v] = wasm_f32x4_splat(0.0f); break;
      }
    }
  }
  for (int p = 0; p < k; ++p) {
    const float* bRow = b + static_cast<long>(p) * m + j0;
    v128_t bValues[Vectors];
    for (int v = 0; v < Vectors; ++v) bValues[v] = wasm_v128_load(bRow + 4 * v);
    for (int r = 0; r < Rows; ++r) {
      const v128_t aValue =
          wasm_f32x4_splat(a[static_cast<long>(i0 + r) * aRowStride + static_cast<long>(p) * aColumnStride]);
      for (int v = 0; v < Vectors; ++v) {
        accumulator[r][v] = wasm_f32x4_add(accumulator[r][v], wasm_f32x4_mul(aValue, bValues[v]));
      }
    }
  }
  for (int r = 0; r < Rows; ++r) {
    for (int v = 0; v < Vectors; ++v) wasm_v128_store(c + (i0 + r) * m + j0 + 4 * v, accumulator[r][v]);
  }
}

template <int Rows>
void simdRows(const float* a, int aRowStride, int aColumnStride, const float* b, const float* bias, float* c, int i0,
              int k, int m, ProductInit init) {
  int j0 = 0;
  for (; j0 + 8 <= m; j0 += 8) simdBlock<Rows, 2>(a, aRowStride, aColumnStride, b, bias, c, i0, j0, k, m, init);
  for (; j0 + 4 <= m; j0 += 4) simdBlock<Rows, 1>(a, aRowStride, aColumnStride, b, bias, c, i0, j0, k, m, init);
  for (; j0 < m; ++j0) scalarBlock<float, Rows, 1>(a, aRowStride, aColumnStride, b, bias, c, i0, j0, k, m, init);
}

void simdProduct(const float* a, int aRowStride, int aColumnStride, const float* b, const float* bias, float* c, int n,
                 int k, int m, ProductInit init) {
  int i0 = 0;
  for (; i0 + kRows <= n; i0 += kRows) simdRows<kRows>(a, aRowStride, aColumnStride, b, bias, c, i0, k, m, init);
  for (; i0 < n; ++i0) simdRows<1>(a, aRowStride, aColumnStride, b, bias, c, i0, k, m, init);
}
#endif

}  // namespace

template <class T>
void matrixProduct(const T* a, int aRowStride, int aColumnStride, const T* b, const T* bias, T* c, int n, int k, int m,
                   ProductInit init, bool simd) {
#if defined(__wasm_simd128__)
  if constexpr (sizeof(T) == sizeof(float)) {
    if (simd) {
      simdProduct(a, aRowStride, aColumnStride, b, bias, c, n, k, m, init);
      return;
    }
  }
#endif
  (void)simd;
  scalarProduct(a, aRowStride, aColumnStride, b, bias, c, n, k, m, init);
}

template void matrixProduct<float>(const float*, int, int, const float*, const float*, float*, int, int, int,
                                   ProductInit, bool);
template void matrixProduct<double>(const double*, int, int, const double*, const double*, double*, int, int, int,
                                    ProductInit, bool);

}  // namespace pe
