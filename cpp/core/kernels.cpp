#include "kernels.hpp"

#include <cstring>

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

#if defined(__wasm_simd128__) || defined(__SSE2__)
#define PE_VECTOR_KERNEL 1
// Four float lanes: WASM SIMD 128 in the simd build; natively, the compiler's vector extensions
// (SSE2 on x86-64). Lane-wise mul and add only: the same roundings as the scalar loops.
#if defined(__wasm_simd128__)
using Lanes = v128_t;
inline Lanes load(const float* p) {
  return wasm_v128_load(p);
}
inline void store(float* p, Lanes v) {
  wasm_v128_store(p, v);
}
inline Lanes splat(float x) {
  return wasm_f32x4_splat(x);
}
inline Lanes multiplyAdd(Lanes sum, Lanes a, Lanes b) {
  return wasm_f32x4_add(sum, wasm_f32x4_mul(a, b));
}
#else
typedef float Lanes __attribute__((vector_size(16)));
inline Lanes load(const float* p) {
  Lanes v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
inline void store(float* p, Lanes v) {
  std::memcpy(p, &v, sizeof v);
}
inline Lanes splat(float x) {
  return Lanes{x, x, x, x};
}
inline Lanes multiplyAdd(Lanes sum, Lanes a, Lanes b) {
  const Lanes product = a * b;  // rounded here: -ffp-contract=off keeps the two operations apart
  return sum + product;
}
#endif

// The SIMD twin of scalarBlock: Vectors x 4 columns, the same sums in the same order.
template <int Rows, int Vectors>
void simdBlock(const float* a, int aRowStride, int aColumnStride, const float* b, const float* bias, float* c, int i0,
               int j0, int k, int m, ProductInit init) {
  Lanes accumulator[Rows][Vectors];
  for (int r = 0; r < Rows; ++r) {
    for (int v = 0; v < Vectors; ++v) {
      accumulator[r][v] = splat(0.0f);
      if (init == ProductInit::Bias) accumulator[r][v] = load(bias + j0 + 4 * v);
      if (init == ProductInit::Accumulate) accumulator[r][v] = load(c + (i0 + r) * m + j0 + 4 * v);
    }
  }
  const float* aRow = a + static_cast<long>(i0) * aRowStride;
  for (int p = 0; p < k; ++p) {
    const float* bRow = b + static_cast<long>(p) * m + j0;
    Lanes bValues[Vectors];
    for (int v = 0; v < Vectors; ++v) bValues[v] = load(bRow + 4 * v);
    const float* aColumn = aRow + static_cast<long>(p) * aColumnStride;
    for (int r = 0; r < Rows; ++r) {
      const Lanes aValue = splat(aColumn[static_cast<long>(r) * aRowStride]);
      for (int v = 0; v < Vectors; ++v) accumulator[r][v] = multiplyAdd(accumulator[r][v], aValue, bValues[v]);
    }
  }
  for (int r = 0; r < Rows; ++r) {
    for (int v = 0; v < Vectors; ++v) store(c + (i0 + r) * m + j0 + 4 * v, accumulator[r][v]);
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
#if defined(PE_VECTOR_KERNEL)
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
