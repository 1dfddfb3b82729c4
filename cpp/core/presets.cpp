#include "presets.hpp"

#include <algorithm>
#include <cmath>

#include "encoding.hpp"
#include "params.hpp"
#include "together.hpp"

namespace pe {

namespace {

enum class PresetId {
  PytorchTutorial,
  Annotated,
  Tensor2Tensor,
  Fairseq,
  M2M100,
  DistilBert,
  Marian,
  Whisper,
  TransformerXL,
  MusicGen,
};

// fairseq's Dictionary puts <pad> at index 1, and M2M100's config has pad_token_id = 1:
// make_positions / create_position_ids_from_input_ids give real tokens padding_idx + 1, + 2, ...
constexpr std::int64_t kPaddingIdx = 1;

struct Preset {
  PresetId id;
  PresetInfo info;
  std::string oddReason;  // why odd d is refused, where it is
  std::string minReason;  // why d below minDModel is refused
};

const std::vector<Preset>& catalogue() {
  const std::string paper = "w_i = 10000^(-2i/d), as exp(2i * -(ln 10000 / d))";
  const std::string log1 =
      "w_i = exp(-i * ln(10000) / (d/2 - 1)), i < d/2: the slowest wavelength is exactly 2*pi*10000";
  static const std::vector<Preset> presets = {
      {PresetId::PytorchTutorial,
       {"pytorch-tutorial", "PyTorch tutorials", "beginner_source/transformer_tutorial.py, PositionalEncoding",
        "interleaved", paper, "0", 0, -1, "fails: PyTorch raises a shape mismatch", false, 2, true},
       "pe[:, 0, 1::2] has (d - 1)/2 columns but div_term has (d + 1)/2 entries, so PyTorch raises a shape mismatch",
       ""},
      {PresetId::Annotated,
       {"annotated", "The Annotated Transformer (Harvard NLP)", "the_annotated_transformer.py, PositionalEncoding",
        "interleaved", paper, "0", 0, -1, "fails: PyTorch raises a shape mismatch", false, 2, true},
       "pe[:, 1::2] has (d - 1)/2 columns but div_term has (d + 1)/2 entries, so PyTorch raises a shape mismatch",
       ""},
      {PresetId::Tensor2Tensor,
       {"tensor2tensor", "tensor2tensor (TensorFlow)", "tensor2tensor/layers/common_attention.py, get_timing_signal_1d",
        "sin|cos", "inv_i = min_timescale * exp(-i * ln(max_timescale / min_timescale) / max(d/2 - 1, 1)), i < d/2",
        "start_index (0 by default)", 0, -1, "d/2 frequencies, then one zero column", true, 1, true},
       "",
       ""},
      {PresetId::Fairseq,
       {"fairseq", "fairseq",
        "fairseq/modules/sinusoidal_positional_embedding.py, SinusoidalPositionalEmbedding.get_embedding", "sin|cos",
        log1, "row padding_idx + 1 = 2 (make_positions)", kPaddingIdx + 1, kPaddingIdx,
        "d/2 frequencies, then one zero column", true, 4, true},
       "",
       "ln(10000) / (d/2 - 1) divides by zero for d = 2 or 3 (Python raises ZeroDivisionError)"},
      {PresetId::M2M100,
       {"m2m100", "Hugging Face Transformers (M2M100)",
        "models/m2m_100/modeling_m2m_100.py, M2M100SinusoidalPositionalEmbedding.get_embedding", "sin|cos", log1,
        "row padding_idx + 1 = 2 (create_position_ids_from_input_ids; the table has offset = 2 extra rows)",
        kPaddingIdx + 1, kPaddingIdx, "d/2 frequencies, then one zero column", true, 4, true},
       "",
       "ln(10000) / (d/2 - 1) divides by zero for d = 2 or 3 (Python raises ZeroDivisionError)"},
      {PresetId::DistilBert,
       {"distilbert", "Hugging Face Transformers (DistilBERT)",
        "models/distilbert/modeling_distilbert.py, create_sinusoidal_embeddings", "interleaved",
        "angle = pos / 10000^(2*(j//2)/d) in numpy float64", "0", 0, -1, "ends with a sine", true, 1, false},
       "",
       ""},
      {PresetId::Marian,
       {"marian", "Hugging Face Transformers (Marian)",
        "models/marian/modeling_marian.py, MarianSinusoidalPositionalEmbedding._init_weight", "sin|cos",
        "angle = pos / 10000^(2*(j//2)/d) in numpy float64; sines fill columns 0..ceil(d/2)-1",
        "0 (past_key_values_length)", 0, -1, "ceil(d/2) sines, floor(d/2) cosines", true, 1, false},
       "",
       ""},
      {PresetId::Whisper,
       {"whisper", "OpenAI Whisper", "whisper/model.py, sinusoids", "sin|cos", log1, "0", 0, -1,
        "fails: assert channels % 2 == 0", false, 4, true},
       "sinusoids() asserts channels % 2 == 0",
       "ln(10000) / (d/2 - 1) divides by zero for d = 2 (numpy gives inf, then NaN)"},
      {PresetId::TransformerXL,
       {"transformer-xl", "Transformer-XL (Dai et al.)", "pytorch/mem_transformer.py, PositionalEmbedding", "sin|cos",
        "inv_freq_i = 1 / 10000^(2i/d) via torch.pow in float32",
        "klen - 1 down to 0 (relative distances); rows here are the positions as given", 0, -1,
        "wrong width: d + 1 columns", false, 2, true},
       "arange(0, d, 2) gives (d + 1)/2 frequencies, so [sin|cos] has d + 1 columns instead of d",
       ""},
      {PresetId::MusicGen,
       {"musicgen", "Hugging Face Transformers (MusicGen)",
        "models/musicgen/modeling_musicgen.py, MusicgenSinusoidalPositionalEmbedding.get_embedding", "cos|sin", log1,
        "0 (past_key_values_length)", 0, -1, "d/2 frequencies, then one zero column", true, 4, true},
       "",
       "ln(10000) / (d/2 - 1) divides by zero for d = 2 or 3 (Python raises ZeroDivisionError)"},
  };
  return presets;
}

// The preset of that id; the parameter table's choices are the catalogue's ids (presetIds).
const Preset& findPreset(const std::string& name) {
  for (const Preset& preset : catalogue()) {
    if (preset.info.id == name) return preset;
  }
  refuseChoice("preset", name);
}

int requirePresetWidth(const Preset& preset, double dModel) {
  const int d = static_cast<int>(requireInteger("dModel", dModel, 1, Limits::maxDModel));
  if (d < preset.info.minDModel) {
    const std::string why = preset.minReason.empty() ? "" : ": " + preset.minReason;
    throw InvalidArgument("dModel",
                          "dModel must be at least " + std::to_string(preset.info.minDModel) + " in " +
                              preset.info.library + why + "; got " + std::to_string(d),
                          Refusal{"at-least", static_cast<double>(preset.info.minDModel),
                                  std::numeric_limits<double>::quiet_NaN(), static_cast<double>(d)});
  }
  if (d % 2 == 1 && !preset.info.oddAllowed) {
    throw InvalidArgument(
        "dModel",
        "dModel must be even in " + preset.info.library + ": " + preset.oddReason + "; got " + std::to_string(d),
        Refusal{"even", std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN(),
                static_cast<double>(d)});
  }
  return d;
}

struct PresetSpec {
  const Preset* preset;
  int positions;
  int dModel;
  std::int64_t offset;
  double minTimescale;
  double maxTimescale;
};

PresetSpec validate(const PresetTableRequest& request) {
  PresetSpec spec{};
  spec.preset = &findPreset(request.preset);
  spec.positions = static_cast<int>(requireInteger("positions", request.positions, 1, Limits::maxPositions));
  spec.dModel = requirePresetWidth(*spec.preset, request.dModel);
  spec.offset = requireInteger("offset", request.offset, 0, maxOffsetFor(spec.positions));
  requireMatrixSize(spec.positions, spec.dModel);
  if (spec.preset->id != PresetId::Tensor2Tensor) {
    if (request.minTimescale != 1 || request.maxTimescale != 10000) {
      throw InvalidArgument(request.minTimescale != 1 ? "minTimescale" : "maxTimescale",
                            "minTimescale and maxTimescale belong to tensor2tensor only; " + spec.preset->info.id +
                                " fixes them at 1 and 10000; got " + formatNumber(request.minTimescale) + " and " +
                                formatNumber(request.maxTimescale));
    }
  }
  requireNumber("minTimescale", request.minTimescale);
  const double limit = parameterSpec("maxTimescale").max;
  if (!std::isfinite(request.maxTimescale) || !(request.maxTimescale > request.minTimescale) ||
      request.maxTimescale > limit) {
    throw InvalidArgument("maxTimescale", "maxTimescale must be a number greater than minTimescale (" +
                                              formatNumber(request.minTimescale) + ") and at most " +
                                              formatNumber(limit) + "; got " + formatNumber(request.maxTimescale));
  }
  spec.minTimescale = request.minTimescale;
  spec.maxTimescale = request.maxTimescale;
  return spec;
}

// Where the sine and cosine of frequency i go. second = the first column of the second block:
// d/2 for tensor2tensor, fairseq, M2M100, Whisper, Transformer-XL and MusicGen (an odd d leaves
// the last column zero), ceil(d/2) for Marian (its sentinel: one more sine than cosines).
void place(const std::string& layout, int second, int i, double s, double c, bool hasCosine, double* row) {
  if (layout == "interleaved") {
    row[2 * i] = s;
    if (hasCosine) row[2 * i + 1] = c;
  } else if (layout == "sin|cos") {
    row[i] = s;
    if (hasCosine) row[second + i] = c;
  } else {  // cos|sin
    row[i] = c;
    row[second + i] = s;
  }
}

int secondBlock(const PresetSpec& spec) {
  return spec.preset->id == PresetId::Marian ? (spec.dModel + 1) / 2 : spec.dModel / 2;
}

// One row of a library's table with every step in Real: double gives the library's formula
// evaluated exactly (the float64 table); float follows the library's own float32 computation,
// line by line (a Python float meeting a float32 tensor becomes a float32 operand; an int64
// tensor meeting a float32 tensor is converted to float32; exp, log and pow are the float32
// functions). The sine and cosine are of the Real angle, each rounded once to Real: the best
// any float32 library can return, so what remains is the error of forming the angle in float32.
template <class Real>
void libraryRow(const PresetSpec& spec, std::int64_t index, double* row) {
  const int d = spec.dModel;
  const int half = d / 2;
  const auto pos = static_cast<Real>(index);
  const std::string& layout = spec.preset->info.layout;
  const int second = secondBlock(spec);
  auto put = [&](int i, Real angle, bool hasCosine) {
    const auto exact = static_cast<double>(angle);
    place(layout, second, i, static_cast<Real>(std::sin(exact)), static_cast<Real>(std::cos(exact)), hasCosine, row);
  };
  std::fill(row, row + d, 0.0);  // the odd zero column and the padding row stay zero
  switch (spec.preset->id) {
    case PresetId::PytorchTutorial:
    case PresetId::Annotated: {
      // torch.exp(torch.arange(0, d, 2) * (-math.log(10000.0) / d)); position * div_term
      const auto step = static_cast<Real>(-(std::log(10000.0) / d));
      for (int i = 0; i < half; ++i) put(i, pos * std::exp(static_cast<Real>(2 * i) * step), true);
      break;
    }
    case PresetId::Tensor2Tensor: {
      // math.log(max / min) / tf.maximum(tf.to_float(h) - 1, 1); min * tf.exp(range(h) * -inc)
      const auto logRange = static_cast<Real>(std::log(spec.maxTimescale / spec.minTimescale));
      const Real increment = logRange / std::max(static_cast<Real>(half) - Real{1}, Real{1});
      const auto minTimescale = static_cast<Real>(spec.minTimescale);
      for (int i = 0; i < half; ++i) put(i, pos * (minTimescale * std::exp(static_cast<Real>(i) * -increment)), true);
      break;
    }
    case PresetId::Fairseq:
    case PresetId::M2M100:
    case PresetId::Whisper:
    case PresetId::MusicGen: {
      if (index == spec.preset->info.paddingRow) break;
      // math.log(10000) / (half_dim - 1) is a Python float; torch.exp(arange(half).float() * -emb)
      const auto increment = static_cast<Real>(std::log(10000.0) / (half - 1));
      for (int i = 0; i < half; ++i) put(i, pos * std::exp(static_cast<Real>(i) * -increment), true);
      break;
    }
    case PresetId::DistilBert:
    case PresetId::Marian: {
      // numpy builds the angle and its sine in float64 whatever Real is; torch.FloatTensor
      // rounds at the end.
      for (int i = 0; i < (d + 1) / 2; ++i) {
        const double angle = static_cast<double>(index) / std::pow(10000.0, 2.0 * i / d);
        place(layout, second, i, static_cast<Real>(std::sin(angle)), static_cast<Real>(std::cos(angle)), 2 * i + 1 < d,
              row);
      }
      break;
    }
    case PresetId::TransformerXL: {
      // 1 / (10000 ** (torch.arange(0.0, d, 2.0) / d)); torch.ger(pos_seq, inv_freq)
      for (int i = 0; i < half; ++i) {
        const Real exponent = static_cast<Real>(2 * i) / static_cast<Real>(d);
        put(i, pos * (Real{1} / std::pow(Real{10000}, exponent)), true);
      }
      break;
    }
  }
}

PresetRows rowsOf(const PresetSpec& spec) {
  return {spec.preset->info.id,        spec.positions, spec.dModel, spec.offset, spec.preset->info.firstTokenRow,
          spec.preset->info.paddingRow};
}

// The rows offset .. offset + positions - 1 of a validated request, each by libraryRow<Real>
// (whose values are already Real numbers, so storing them as Real is exact).
template <class Table, class Real>
Table tableOf(const PresetSpec& spec) {
  Table table{rowsOf(spec), {}};
  table.values.resize(static_cast<std::size_t>(spec.positions) * spec.dModel);
  std::vector<double> row(spec.dModel);
  for (int r = 0; r < spec.positions; ++r) {
    libraryRow<Real>(spec, spec.offset + r, row.data());
    std::transform(row.begin(), row.end(), table.values.begin() + static_cast<std::ptrdiff_t>(r) * spec.dModel,
                   [](double v) { return static_cast<Real>(v); });
  }
  return table;
}

}  // namespace

std::vector<const char*> presetIds() {
  std::vector<const char*> ids;
  for (const Preset& preset : catalogue()) ids.push_back(preset.info.id.c_str());  // the catalogue lives on
  return ids;
}

std::vector<PresetInfo> presetInfo() {
  std::vector<PresetInfo> result;
  for (const Preset& preset : catalogue()) result.push_back(preset.info);
  return result;
}

PresetTable presetTable(const PresetTableRequest& request) {
  return tableOf<PresetTable, double>(validate(request));
}

PresetTableFloat32 presetTableFloat32(const PresetTableRequest& request) {
  return tableOf<PresetTableFloat32, float>(validate(request));
}

PresetPrecision presetPrecision(const PresetPrecisionRequest& request) {
  PresetTableRequest one;
  one.preset = request.preset;
  one.positions = 1;
  one.dModel = request.dModel;
  one.offset = request.pos;
  findPreset(request.preset);
  requireInteger("pos", request.pos, 0, Limits::maxPosition);  // named as the caller named it
  const PresetTable exact = presetTable(one);
  const PresetTableFloat32 single = presetTableFloat32(one);
  PresetPrecision result{exact.preset, findPreset(request.preset).info.angleFloat32, 0.0, 0};
  for (int j = 0; j < exact.dModel; ++j) {
    const double error = std::fabs(static_cast<double>(single.values[j]) - exact.values[j]);
    if (error > result.maxError) {
      result.maxError = error;
      result.worstDim = j;
    }
  }
  return result;
}

}  // namespace pe
