// A float64 reference for the tests, written from the formulas of the lesson and the papers (below), and
// independent of the code under test: it imports nothing from web/ or cpp/ (or dist/). Node tests
// and browser specs both use it, to compute what the core should return; the text a page should
// show is written in the specs as literal strings.
//
//   PE(pos, 2i) = sin(pos / b^(2i/d)),  PE(pos, 2i+1) = cos(pos / b^(2i/d))

/** The exponent e of dimension `dim` (angle = pos / b^e) under a layout and a convention. */
export function exponentOf(dim, d, layout = 'interleaved', convention = 'paper') {
  const pairs = Math.ceil(d / 2);
  const pair = layout === 'interleaved' ? Math.floor(dim / 2) : dim < pairs ? dim : dim - pairs;
  if (convention === 'dimension-exponent') return dim / d; // the mistaken b^(j/d), j the dimension
  if (convention === 'one-based-pair') return (2 * (pair + 1)) / d;
  if (convention === 'tensor2tensor') return pair / Math.max(pairs - 1, 1); // log-timescales over d/2 - 1 steps
  return (2 * pair) / d;
}

/** Whether dimension `dim` is a sine. */
export function isSine(dim, d, layout = 'interleaved') {
  return layout === 'interleaved' ? dim % 2 === 0 : dim < Math.ceil(d / 2);
}

/** PE(pos)[dim] in float64. */
export function reference(pos, dim, d, { base = 10000, layout = 'interleaved', convention = 'paper' } = {}) {
  const angle = pos / base ** exponentOf(dim, d, layout, convention);
  return isSine(dim, d, layout) ? Math.sin(angle) : Math.cos(angle);
}

/** PE(pos), all d values. */
export function referenceRow(pos, d, options) {
  return Array.from({ length: d }, (_, dim) => reference(pos, dim, d, options));
}

/** The wavelength of pair i, 2π·b^(2i/d), in positions. */
export function wavelength(i, d, base = 10000) {
  return 2 * Math.PI * base ** ((2 * i) / d);
}

/**
 * PE(pos) the way frameworks compute it by default: ω_i rounded to float32, the angle
 * float(pos) * float(ω_i) rounded to float32, then a float32 sine or cosine (here Math.sin of the
 * float32 angle, rounded to float32: within one float32 ulp of sinf). Interleaved, paper's exponent.
 */
export function float32AngleRow(pos, d, base = 10000) {
  const position = Math.fround(pos);
  return Array.from({ length: d }, (_, dim) => {
    const angle = Math.fround(position * Math.fround(base ** -exponentOf(dim, d)));
    return Math.fround(isSine(dim, d) ? Math.sin(angle) : Math.cos(angle));
  });
}

/** The largest |float32-angle value - float64 value| over PE(pos). */
export function float32AngleError(pos, d, base = 10000) {
  const exact = referenceRow(pos, d, { base });
  return float32AngleRow(pos, d, base).reduce((worst, v, j) => Math.max(worst, Math.abs(v - exact[j])), 0);
}

/**
 * YaRN's γ_i (1 keeps ω_i, 0 divides it by s) as released code computes it: Hugging Face's
 * _compute_yarn_parameters and the authors' _yarn_find_correction_range / _yarn_linear_ramp_mask,
 * transcribed. c(r) = d·ln(L / (2π r)) / (2 ln b) is the (fractional) pair that turns r times over
 * L; low = max(floor(c(β)), 0), high = min(ceil(c(α)), d − 1), high += 0.001 when they meet; the
 * ramp is linear in the pair index, and γ = 1 − ramp.
 */
export function yarnReleasedGamma(i, { d, base, L, alpha, beta }) {
  const correction = (rotations) => (d * Math.log(L / (rotations * 2 * Math.PI))) / (2 * Math.log(base));
  const low = Math.max(Math.floor(correction(beta)), 0);
  let high = Math.min(Math.ceil(correction(alpha)), d - 1);
  if (low === high) high += 0.001;
  const ramp = Math.min(Math.max((i - low) / (high - low), 0), 1);
  return 1 - ramp;
}

/**
 * Longer contexts, one pair per row: position interpolation divides every ω_i by s; NTK-aware
 * scaling raises the base to b·s^(d/(d−2)); YaRN blends the two by γ_i, by default as released
 * code computes it (yarnReleasedGamma), or with ramp 'paper' as the paper writes it: γ(r) over
 * r_i = L/λ_i turns in training (0 below α, 1 above β, linear between). A pair wrapped in
 * training when (L − 1)·ω_i ≥ 2π. An unwrapped pair's direction pos·ω′_i less its whole turns
 * lies outside the trained arc 0 … (L − 1)·ω_i when it is larger than (L − 1)·ω_i; how far, in
 * trained steps ω_i, is the shorter way round to the arc: forward from its end or back to 0 = 2π.
 * More than one step outside is unseen.
 */
export function extensionReference({ method, d, base = 10000, L, s, pos, alpha = 1, beta = 32, ramp = 'released' }) {
  const newBase = method === 'ntk' ? base * s ** (d / (d - 2)) : base;
  const pairs = Array.from({ length: d / 2 }, (_, i) => {
    const omega = base ** ((-2 * i) / d);
    const wavelength = (2 * Math.PI) / omega;
    const turns = L / wavelength;
    const gamma =
      ramp === 'paper'
        ? turns < alpha
          ? 0
          : turns > beta
            ? 1
            : (turns - alpha) / (beta - alpha)
        : yarnReleasedGamma(i, { d, base, L, alpha, beta });
    const omegaNew = {
      none: omega,
      pi: omega / s,
      ntk: newBase ** ((-2 * i) / d),
      yarn: ((1 - gamma) * omega) / s + gamma * omega,
    }[method];
    const maxTrainAngle = (L - 1) * omega;
    const wrapped = maxTrainAngle >= 2 * Math.PI;
    const angleNew = pos * omegaNew;
    // Directions, not raw angles: the pair points at angleNew less its whole turns, and training
    // covered the arc 0 … (L − 1)·ω of directions (all of them once that arc is a full turn).
    const direction = angleNew % (2 * Math.PI);
    const beyondEnd = direction - maxTrainAngle;
    const beforeStart = 2 * Math.PI - direction;
    const stepsOutside = wrapped || beyondEnd <= 0 ? 0 : Math.min(beyondEnd, beforeStart) / omega;
    const seen = stepsOutside <= 1 + 1e-9;
    const wavelengthNew = (2 * Math.PI) / omegaNew;
    return {
      pair: i,
      omega,
      omegaNew,
      gamma,
      angleNew,
      direction,
      maxTrainAngle,
      wrapped,
      stepsOutside,
      seen,
      wavelength,
      wavelengthNew,
      turns,
    };
  });
  return {
    newBase,
    attentionFactor: method === 'yarn' ? 0.1 * Math.log(s) + 1 : 1,
    pairs,
    pairsWrapped: pairs.filter((p) => p.wrapped).length,
    pairsUnseen: pairs.filter((p) => !p.seen).length,
  };
}

/**
 * T5's bucket of one offset key − query, transcribed from Hugging Face's
 * `_relative_position_bucket` with its float32 steps (torch's default dtype) as Math.fround.
 */
export function hfBucket(relativePosition, bidirectional = true, numBuckets = 32, maxDistance = 128) {
  const f = Math.fround;
  let buckets = 0;
  let n = relativePosition;
  let perSide = numBuckets;
  if (bidirectional) {
    perSide = Math.floor(numBuckets / 2);
    buckets += n > 0 ? perSide : 0;
    n = Math.abs(n);
  } else {
    n = -Math.min(n, 0);
  }
  const maxExact = Math.floor(perSide / 2);
  if (n < maxExact) return buckets + n;
  const logRatio = f(Math.log(f(f(n) / maxExact)));
  const large = maxExact + Math.trunc(f(f(logRatio / f(Math.log(maxDistance / maxExact))) * (perSide - maxExact)));
  return buckets + Math.min(large, perSide - 1);
}

/**
 * ALiBi's slopes for H heads: get_slopes from ofirpress/attention_with_linear_biases (fairseq),
 * transcribed. For H a power of two, 2^(-8h/H) for h = 1..H; otherwise the n slopes of the
 * largest power of two n below H, then every other slope of 2n, H − n of them.
 */
export function alibiSlopes(n) {
  const powerOfTwo = (m) => {
    const start = 2 ** -(2 ** -(Math.log2(m) - 3));
    return Array.from({ length: m }, (_, i) => start * start ** i);
  };
  if (Number.isInteger(Math.log2(n))) return powerOfTwo(n);
  const closest = 2 ** Math.floor(Math.log2(n));
  return [
    ...powerOfTwo(closest),
    ...alibiSlopes(2 * closest)
      .filter((_, i) => i % 2 === 0)
      .slice(0, n - closest),
  ];
}
