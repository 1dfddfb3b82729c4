// Framework presets: each library's table against its formula written out independently here
// (divisions and powers where the core uses exponentials), known cells, relations between
// presets and with the paper's encoding, the float32 emulation, and the limits.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "encoding.hpp"
#include "helpers.hpp"
#include "params.hpp"
#include "presets.hpp"

namespace {

// Row `pos` of each library's table in float64, from the formulas as the sources state them.
std::vector<double> reference(const std::string& preset, int d, double pos, double minTimescale = 1,
                              double maxTimescale = 10000) {
  std::vector<double> row(d, 0.0);
  const int h = d / 2;
  if (preset == "pytorch-tutorial" || preset == "annotated" || preset == "distilbert") {
    for (int j = 0; j < d; ++j) {
      const double angle = pos / std::pow(10000.0, 2.0 * (j / 2) / d);
      row[j] = j % 2 == 0 ? std::sin(angle) : std::cos(angle);
    }
  } else if (preset == "marian") {
    const int sentinel = d % 2 == 0 ? d / 2 : d / 2 + 1;
    for (int j = 0; j < d; ++j) {
      const double angle = pos / std::pow(10000.0, 2.0 * (j / 2) / d);
      if (j % 2 == 0)
        row[j / 2] = std::sin(angle);
      else
        row[sentinel + j / 2] = std::cos(angle);
    }
  } else if (preset == "tensor2tensor") {
    for (int k = 0; k < h; ++k) {
      const double inverse = minTimescale * std::pow(maxTimescale / minTimescale, -k / std::max(h - 1.0, 1.0));
      row[k] = std::sin(pos * inverse);
      row[h + k] = std::cos(pos * inverse);
    }
  } else if (preset == "transformer-xl") {
    for (int k = 0; k < h; ++k) {
      const double angle = pos * (1.0 / std::pow(10000.0, 2.0 * k / d));
      row[k] = std::sin(angle);
      row[h + k] = std::cos(angle);
    }
  } else {  // fairseq, m2m100, whisper, musicgen: timescales 10000^(k/(h-1))
    if ((preset == "fairseq" || preset == "m2m100") && pos == 1) return row;  // padding_idx
    for (int k = 0; k < h; ++k) {
      const double angle = pos / std::pow(10000.0, static_cast<double>(k) / (h - 1));
      const bool cosFirst = preset == "musicgen";
      row[k] = cosFirst ? std::cos(angle) : std::sin(angle);
      row[h + k] = cosFirst ? std::sin(angle) : std::cos(angle);
    }
  }
  return row;
}

pe::PresetTableRequest tableRequest(const std::string& preset, double positions, double d, double offset = 0) {
  pe::PresetTableRequest r;
  r.preset = preset;
  r.positions = positions;
  r.dModel = d;
  r.offset = offset;
  return r;
}

pe::PresetPrecisionRequest precisionRequest(const std::string& preset, double d, double pos) {
  pe::PresetPrecisionRequest r;
  r.preset = preset;
  r.dModel = d;
  r.pos = pos;
  return r;
}

const std::vector<std::string> kPresets = {"pytorch-tutorial", "annotated",  "tensor2tensor", "fairseq",
                                           "m2m100",           "distilbert", "marian",        "whisper",
                                           "transformer-xl",   "musicgen"};

bool oddAllowed(const std::string& preset) {
  for (const pe::PresetInfo& info : pe::presetInfo()) {
    if (info.id == preset) return info.oddAllowed;
  }
  return false;
}

std::string failure(const pe::PresetTableRequest& request) {
  return pe_test::failure([&] { pe::presetTable(request); });
}

}  // namespace

TEST_CASE("every preset reproduces its library's formula in float64", "[presets]") {
  for (const std::string& preset : kPresets) {
    for (int d : {4, 8, 5}) {
      if (d % 2 == 1 && !oddAllowed(preset)) continue;
      for (double pos : {0.0, 1.0, 2.0, 3.0, 7.0, 100000.0}) {
        const pe::PresetTable table = pe::presetTable(tableRequest(preset, 1, d, pos));
        const std::vector<double> expected = reference(preset, d, pos);
        INFO(preset << " d=" << d << " pos=" << pos);
        REQUIRE(table.values.size() == expected.size());
        for (int j = 0; j < d; ++j) CHECK(table.values[j] == Approx(expected[j]).margin(1e-6));
      }
      const pe::PresetTable many = pe::presetTable(tableRequest(preset, 10, d));
      for (int r = 0; r < 10; ++r) {
        const std::vector<double> expected = reference(preset, d, r);
        for (int j = 0; j < d; ++j) CHECK(many.values[r * d + j] == Approx(expected[j]).margin(1e-6));
      }
    }
  }
}

TEST_CASE("known cells of the presets", "[presets]") {
  SECTION("M2M100 and fairseq: row 1 is padding, the first token reads row 2") {
    for (const std::string preset : {"m2m100", "fairseq"}) {
      const pe::PresetTable t = pe::presetTable(tableRequest(preset, 4, 8));
      CHECK(t.paddingRow == 1);
      CHECK(t.firstTokenRow == 2);
      for (int j = 0; j < 8; ++j) CHECK(t.values[8 + j] == 0);
      CHECK(t.values[0] == 0);                                     // row 0, sin(0)
      CHECK(t.values[4] == 1);                                     // row 0, cos(0)
      CHECK(t.values[16] == Approx(std::sin(2.0)).margin(1e-15));  // row 2, sin(2)
      CHECK(t.values[20] == Approx(std::cos(2.0)).margin(1e-15));  // row 2, cos(2)
    }
  }
  SECTION("MusicGen: cosines first, row 1 starts with cos(1)") {
    const pe::PresetTable t = pe::presetTable(tableRequest("musicgen", 2, 8));
    CHECK(t.paddingRow == -1);
    CHECK(t.values[8] == Approx(std::cos(1.0)).margin(1e-15));
    CHECK(t.values[12] == Approx(std::sin(1.0)).margin(1e-15));
  }
  SECTION("fairseq d = 5: two frequencies 1 and 1e-4, then a zero column") {
    const pe::PresetTable t = pe::presetTable(tableRequest("fairseq", 1, 5, 3));
    const std::vector<double> expected = {std::sin(3.0), std::sin(3e-4), std::cos(3.0), std::cos(3e-4), 0};
    for (int j = 0; j < 5; ++j) CHECK(t.values[j] == Approx(expected[j]).margin(1e-15));
  }
  SECTION("tensor2tensor: start_index shifts rows; min_timescale multiplies the frequencies as the code does") {
    auto r = tableRequest("tensor2tensor", 1, 8, 5);
    CHECK(pe::presetTable(r).values[0] == Approx(std::sin(5.0)).margin(1e-15));
    r.minTimescale = 2;
    r.maxTimescale = 20000;
    const pe::PresetTable t = pe::presetTable(r);
    CHECK(t.values[0] == Approx(std::sin(10.0)).margin(1e-15));  // inv_0 = min_timescale = 2
    const std::vector<double> expected = reference("tensor2tensor", 8, 5, 2, 20000);
    for (int j = 0; j < 8; ++j) CHECK(t.values[j] == Approx(expected[j]).margin(1e-12));
    CHECK(pe::presetTable(tableRequest("tensor2tensor", 1, 1)).values == std::vector<double>{0.0});
  }
  SECTION("Marian d = 5: three sines, then two cosines") {
    const pe::PresetTable t = pe::presetTable(tableRequest("marian", 1, 5, 3));
    CHECK(t.values[0] == Approx(std::sin(3.0)).margin(1e-15));
    CHECK(t.values[3] == Approx(std::cos(3.0)).margin(1e-15));
    CHECK(t.values[2] == Approx(std::sin(3.0 / std::pow(10000.0, 0.8))).margin(1e-15));
  }
}

TEST_CASE("relations between presets and the paper", "[presets]") {
  const int rows = 100;
  auto maxDifference = [](const std::vector<double>& a, const std::vector<double>& b) {
    REQUIRE(a.size() == b.size());
    double worst = 0;
    for (std::size_t k = 0; k < a.size(); ++k) worst = std::max(worst, std::fabs(a[k] - b[k]));
    return worst;
  };
  SECTION("PyTorch tutorial and the Annotated Transformer are the paper, interleaved") {
    for (int d : {4, 8, 64}) {
      const auto paper = pe::encode64(pe_test::request(rows, d));
      CHECK(maxDifference(pe::presetTable(tableRequest("pytorch-tutorial", rows, d)).values, paper) < 1e-12);
      CHECK(maxDifference(pe::presetTable(tableRequest("annotated", rows, d)).values, paper) < 1e-12);
    }
  }
  SECTION("DistilBERT is the paper, interleaved; Marian is the paper, concatenated (odd d too)") {
    for (int d : {4, 5, 8, 63}) {
      CHECK(maxDifference(pe::presetTable(tableRequest("distilbert", rows, d)).values,
                          pe::encode64(pe_test::request(rows, d))) < 1e-12);
      CHECK(maxDifference(pe::presetTable(tableRequest("marian", rows, d)).values,
                          pe::encode64(pe_test::request(rows, d, 0, "concatenated"))) < 1e-12);
    }
  }
  SECTION("Whisper is tensor2tensor, and both are the tensor2tensor convention for even d") {
    for (int d : {4, 8, 512}) {
      const auto whisper = pe::presetTable(tableRequest("whisper", rows, d)).values;
      CHECK(maxDifference(whisper, pe::presetTable(tableRequest("tensor2tensor", rows, d)).values) < 1e-12);
      CHECK(maxDifference(whisper, pe::encode64(pe_test::request(rows, d, 0, "concatenated", "tensor2tensor"))) <
            1e-12);
    }
  }
  SECTION("fairseq differs from Whisper only in its padding row") {
    const auto fairseq = pe::presetTable(tableRequest("fairseq", rows, 8)).values;
    auto whisper = pe::presetTable(tableRequest("whisper", rows, 8)).values;
    for (int j = 0; j < 8; ++j) whisper[8 + j] = 0;
    CHECK(fairseq == whisper);
  }
}

TEST_CASE("the float32 tables follow each library's float32 steps", "[presets]") {
  SECTION("near position 0 every float32 table is within 2e-6 of its formula") {
    for (const std::string& preset : kPresets) {
      const auto exact = pe::presetTable(tableRequest(preset, 64, 8)).values;
      const auto single = pe::presetTableFloat32(tableRequest(preset, 64, 8)).values;
      for (std::size_t k = 0; k < exact.size(); ++k) CHECK(single[k] == Approx(exact[k]).margin(2e-6));
    }
  }
  SECTION("bit for bit against transcriptions of three libraries' float32 code") {
    const float pos = 100000.0f;
    const int d = 8, h = 4;
    const auto fairseq = pe::presetTableFloat32(tableRequest("fairseq", 1, d, 100000)).values;
    const auto tutorial = pe::presetTableFloat32(tableRequest("pytorch-tutorial", 1, d, 100000)).values;
    const auto xl = pe::presetTableFloat32(tableRequest("transformer-xl", 1, d, 100000)).values;
    const float emb = static_cast<float>(std::log(10000.0) / (h - 1));
    const float divStep = static_cast<float>(-std::log(10000.0) / d);
    for (int k = 0; k < h; ++k) {
      const float a = pos * std::exp(static_cast<float>(k) * -emb);
      CHECK(fairseq[k] == static_cast<float>(std::sin(static_cast<double>(a))));
      CHECK(fairseq[h + k] == static_cast<float>(std::cos(static_cast<double>(a))));
      const float b = pos * std::exp(static_cast<float>(2 * k) * divStep);
      CHECK(tutorial[2 * k] == static_cast<float>(std::sin(static_cast<double>(b))));
      const float c = pos * (1.0f / std::pow(10000.0f, static_cast<float>(2 * k) / static_cast<float>(d)));
      CHECK(xl[k] == static_cast<float>(std::sin(static_cast<double>(c))));
    }
  }
  SECTION("numpy presets round only at the end; float32-angle presets drift at pos 100,000") {
    std::printf("float32 error at pos 100000, d = 512 (max |float32 table - float64 formula|):\n");
    for (const pe::PresetInfo& info : pe::presetInfo()) {
      const pe::PresetPrecision p = pe::presetPrecision(precisionRequest(info.id, 512, 100000));
      std::printf("  %-17s angle in %s: %.3e (dim %d)\n", info.id.c_str(), p.angleFloat32 ? "float32" : "float64",
                  p.maxError, p.worstDim);
      CHECK(p.angleFloat32 == info.angleFloat32);
      if (info.angleFloat32) {
        CHECK(p.maxError > 1e-3);
        CHECK(p.maxError < 2e-2);
      } else {
        CHECK(p.maxError < 6e-8);  // one float32 rounding of a value in [-1, 1]
      }
    }
  }
}

TEST_CASE("preset limits: one past each is refused by name", "[presets]") {
  CHECK(failure(tableRequest("bert", 1, 8)).rfind("preset: preset must be \"pytorch-tutorial\", \"annotated\"", 0) ==
        0);
  CHECK(failure(tableRequest("pytorch-tutorial", 1, 5)) ==
        "dModel: dModel must be even in PyTorch tutorials: pe[:, 0, 1::2] has (d - 1)/2 columns but div_term has "
        "(d + 1)/2 entries, so PyTorch raises a shape mismatch; got 5");
  // No reason to give for d = 1 beyond the minimum: no stray ": " before "; got".
  CHECK(failure(tableRequest("pytorch-tutorial", 1, 1)) ==
        "dModel: dModel must be at least 2 in PyTorch tutorials; got 1");
  CHECK(failure(tableRequest("whisper", 1, 7)) ==
        "dModel: dModel must be even in OpenAI Whisper: sinusoids() asserts channels % 2 == 0; got 7");
  CHECK(failure(tableRequest("annotated", 1, 3))
            .rfind("dModel: dModel must be even in The Annotated Transformer (Harvard NLP)", 0) == 0);
  CHECK(failure(tableRequest("transformer-xl", 1, 5))
            .rfind("dModel: dModel must be even in Transformer-XL (Dai et al.)", 0) == 0);
  CHECK(failure(tableRequest("fairseq", 1, 3)) ==
        "dModel: dModel must be at least 4 in fairseq: ln(10000) / (d/2 - 1) divides by zero for d = 2 or 3 "
        "(Python raises ZeroDivisionError); got 3");
  CHECK(failure(tableRequest("whisper", 1, 2)).rfind("dModel: dModel must be at least 4 in OpenAI Whisper", 0) == 0);
  CHECK(failure(tableRequest("distilbert", 1, 4097)) == "dModel: dModel must be an integer in [1, 4096]; got 4097");
  CHECK(failure(tableRequest("distilbert", 131073, 1)) ==
        "positions: positions must be an integer in [1, 131072]; got 131073");
  CHECK(failure(tableRequest("distilbert", 131072, 129)).rfind("positions: positions * dModel must be at most", 0) ==
        0);
  CHECK(failure(tableRequest("marian", 1, 8, 100000001)) ==
        "offset: offset must be an integer in [0, 100000000]; got 100000001");
  auto r = tableRequest("fairseq", 1, 8);
  r.minTimescale = 2;
  CHECK(failure(r).rfind("minTimescale: minTimescale and maxTimescale belong to tensor2tensor only", 0) == 0);
  r = tableRequest("tensor2tensor", 1, 8);
  r.maxTimescale = 1;
  CHECK(failure(r) ==
        "maxTimescale: maxTimescale must be a number greater than minTimescale (1) and at most "
        "1000000000000; got 1");
  r.maxTimescale = 10000;
  r.minTimescale = 0;
  CHECK(failure(r) == "minTimescale: minTimescale must be a number in [1e-12, 1000000000000]; got 0");
  // Found by the fuzzer: a timescale ratio past the largest double made every value NaN.
  r.minTimescale = 1e-310;
  r.maxTimescale = 22;
  CHECK(failure(r) == "minTimescale: minTimescale must be a number in [1e-12, 1000000000000]; got 1e-310");
  r.minTimescale = 1e-12;
  r.maxTimescale = 1e12;
  r.offset = 99999999;
  for (double v : pe::presetTable(r).values) CHECK(std::isfinite(v));
  for (float v : pe::presetTableFloat32(r).values) CHECK(std::isfinite(v));
  try {
    pe::presetPrecision(precisionRequest("fairseq", 8, 100000001));
    FAIL("did not throw");
  } catch (const pe::InvalidArgument& e) {
    CHECK(e.parameter() == "pos");
  }
  CHECK(pe::presetTable(tableRequest("marian", 1, 8, 100000000)).values.size() == 8u);
  CHECK(pe::presetTable(tableRequest("tensor2tensor", 1, 4096)).values.size() == 4096u);
}
