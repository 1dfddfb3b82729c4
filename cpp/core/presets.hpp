// The sinusoidal tables that popular libraries actually build, each reproduced from its source,
// in float64 (the library's formula, exactly) and in float32 (the library's own computation,
// step by step, as its default dtype does it).
//
// Layout rule: a table is [row][dim], row-major: element (r, j) is at r * dModel + j, and row r
// is row offset + r OF THE LIBRARY'S TABLE, indexed as the library indexes it. For fairseq and
// M2M100 that index is not the token's position: row 1 (padding_idx) is all zeros and the
// first real token reads row 2. Never re-index at a boundary.
//
// Sources (read in the original code before writing each formula; file, function):
//   pytorch-tutorial  pytorch/tutorials beginner_source/transformer_tutorial.py, PositionalEncoding
//   annotated         harvardnlp/annotated-transformer the_annotated_transformer.py, PositionalEncoding
//   tensor2tensor     tensorflow/tensor2tensor tensor2tensor/layers/common_attention.py, get_timing_signal_1d
//   fairseq           facebookresearch/fairseq fairseq/modules/sinusoidal_positional_embedding.py,
//                     SinusoidalPositionalEmbedding.get_embedding (positions: fairseq/utils.py make_positions)
//   m2m100            huggingface/transformers models/m2m_100/modeling_m2m_100.py,
//                     M2M100SinusoidalPositionalEmbedding.get_embedding (+ create_position_ids_from_input_ids)
//   distilbert        huggingface/transformers models/distilbert/modeling_distilbert.py, create_sinusoidal_embeddings
//   marian            huggingface/transformers models/marian/modeling_marian.py,
//                     MarianSinusoidalPositionalEmbedding._init_weight
//   whisper           openai/whisper whisper/model.py, sinusoids
//   transformer-xl    kimiyoung/transformer-xl pytorch/mem_transformer.py, PositionalEmbedding
//   musicgen          huggingface/transformers models/musicgen/modeling_musicgen.py,
//                     MusicgenSinusoidalPositionalEmbedding.get_embedding
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "params.hpp"

namespace pe {

struct PresetLimits {
  // tensor2tensor's timescales, each in [minTimescale, maxTimescale]. The floor keeps
  // log(max / min) finite: with min near 1e-310 the ratio overflows and every value is NaN.
  static constexpr double minTimescale = 1e-12;
  static constexpr double maxTimescale = 1e12;
};

// What one preset is, in words and flags, for the conventions table.
struct PresetInfo {
  std::string id;              // "pytorch-tutorial", "annotated", "tensor2tensor", "fairseq", "m2m100",
                               // "distilbert", "marian", "whisper", "transformer-xl", "musicgen"
  std::string library;         // who ships it
  std::string source;          // file, function
  std::string layout;          // "interleaved" (sin, cos, ...), "sin|cos" (all sines, then all cosines)
                               // or "cos|sin" (all cosines first)
  std::string spacing;         // how the frequencies are spaced, as the code computes them
  std::string firstPosition;   // the position (or row) the first real token gets
  std::int64_t firstTokenRow;  // that row of the table: 2 for fairseq and M2M100, else 0
  std::int64_t paddingRow;     // a row the library zeroes (padding_idx = 1), or -1
  std::string oddRule;         // what odd d does
  bool oddAllowed;             // false: the library fails or returns the wrong width for odd d
  int minDModel;               // smallest d the library can build (below it: division by zero)
  bool angleFloat32;           // true: the angle pos * w is formed in float32 (torch/TF default);
                               // false: in float64 (numpy), rounded to float32 only at the end

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("id", &PresetInfo::id);
    visit("library", &PresetInfo::library);
    visit("source", &PresetInfo::source);
    visit("layout", &PresetInfo::layout);
    visit("spacing", &PresetInfo::spacing);
    visit("firstPosition", &PresetInfo::firstPosition);
    visit("firstTokenRow", &PresetInfo::firstTokenRow);
    visit("paddingRow", &PresetInfo::paddingRow);
    visit("oddRule", &PresetInfo::oddRule);
    visit("oddAllowed", &PresetInfo::oddAllowed);
    visit("minDModel", &PresetInfo::minDModel);
    visit("angleFloat32", &PresetInfo::angleFloat32);
  }
};

std::vector<PresetInfo> presetInfo();
// Every preset's id, in the catalogue's order: the choices of the parameter preset.
std::vector<const char*> presetIds();

struct PresetTableRequest {
  std::string preset = "pytorch-tutorial";  // one of presetInfo()'s ids
  double positions = 8;                     // rows, [1, Limits::maxPositions]; rows * dModel <= Limits::maxElements
  double dModel = 8;            // [the preset's minDModel, Limits::maxDModel]; odd refused where oddAllowed is false
  double offset = 0;            // first row's index in the library's table, [0, Limits::maxPosition - rows + 1];
                                // for tensor2tensor this is start_index
  double minTimescale = 1;      // tensor2tensor only (others refuse any other value), [1e-12, 1e12]
  double maxTimescale = 10000;  // tensor2tensor only (others use their fixed 10000), (minTimescale, 1e12]

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("preset", &PresetTableRequest::preset, Presence::Optional);
    visit("positions", &PresetTableRequest::positions, Presence::Optional);
    visit("dModel", &PresetTableRequest::dModel, Presence::Optional);
    visit("offset", &PresetTableRequest::offset, Presence::Optional);
    visit("minTimescale", &PresetTableRequest::minTimescale, Presence::Optional);
    visit("maxTimescale", &PresetTableRequest::maxTimescale, Presence::Optional);
  }
};

// Rows of a preset's table and where its special rows are.
struct PresetRows {
  std::string preset;
  int positions;
  int dModel;
  std::int64_t offset;         // library row index of row 0
  std::int64_t firstTokenRow;  // library row the first real token reads
  std::int64_t paddingRow;     // library row that is all zeros, or -1

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("preset", &PresetRows::preset);
    visit("positions", &PresetRows::positions);
    visit("dModel", &PresetRows::dModel);
    visit("offset", &PresetRows::offset);
    visit("firstTokenRow", &PresetRows::firstTokenRow);
    visit("paddingRow", &PresetRows::paddingRow);
  }
};

struct PresetTable : PresetRows {
  std::vector<double> values;  // [row][dim], float64, the library's formula evaluated exactly

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    PresetRows::fields(visit);
    visit("values", &PresetTable::values);
  }
};

struct PresetTableFloat32 : PresetRows {
  std::vector<float> values;  // [row][dim], the library's own float32 computation, emulated step
                              // by step; sin/cos of the float32 angle rounded once to float32

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    PresetRows::fields(visit);
    visit("values", &PresetTableFloat32::values);
  }
};

PresetTable presetTable(const PresetTableRequest& request);
PresetTableFloat32 presetTableFloat32(const PresetTableRequest& request);

// How far the library's float32 table is from its own formula at one row.
struct PresetPrecisionRequest {
  std::string preset = "pytorch-tutorial";
  double dModel = 512;  // as presetTable
  double pos = 100000;  // library row index, [0, Limits::maxPosition]

  template <class Visit>
  static void fields(Visit&& visit) {
    visit("preset", &PresetPrecisionRequest::preset, Presence::Optional);
    visit("dModel", &PresetPrecisionRequest::dModel, Presence::Optional);
    visit("pos", &PresetPrecisionRequest::pos, Presence::Optional);
  }
};

struct PresetPrecision {
  std::string preset;
  bool angleFloat32;
  double maxError;  // max over dims of |float32 table - float64 formula|, unitless
  int worstDim;     // where it occurs (the first such dimension)

  // The fields by name, as they cross to JavaScript (the bindings convert each by its type).
  template <class Visit>
  static void fields(Visit&& visit) {
    visit("preset", &PresetPrecision::preset);
    visit("angleFloat32", &PresetPrecision::angleFloat32);
    visit("maxError", &PresetPrecision::maxError);
    visit("worstDim", &PresetPrecision::worstDim);
  }
};

PresetPrecision presetPrecision(const PresetPrecisionRequest& request);

}  // namespace pe
