// The trainer's model (README.md, "Training a model": the formulas, the tensor names and order,
// AdamW) rebuilt once in TensorFlow.js, independently of cpp/core/model.hpp: the forward pass is
// written here from the README's formulas and TF.js's automatic differentiation gives the
// gradients. tests/js/tfjs-crosscheck.test.mjs compares its loss, gradients and AdamW steps with
// the core's; scripts/bench.mjs times its training step against the core's.
//
// It takes the TF.js namespace as an argument, so the same file runs in node (the npm package)
// and in the bench page (the UMD bundle's global tf). Everything it needs from the core comes in
// as plain data: the trainer's full config, its weights() and, for ALiBi, the slopes.
//
// Every gather is written as a one-hot matrix product (the embedding, T5's bias table), so the
// backward pass needs no UnsortedSegmentSum kernel, which TF.js's wasm backend lacks.

export const VOCAB = 12;

/** T5's decoder bucket (Hugging Face's _relative_position_bucket, bidirectional false) of the
 * offset key - query, written from its definition: distances 0..numBuckets/2 - 1 exact, then
 * log-spaced up to maxDistance, where the last bucket takes everything beyond. */
export function t5DecoderBucket(offset, numBuckets = 32, maxDistance = 128) {
  const n = Math.max(-offset, 0); // the distance back to an earlier key; later keys: bucket 0
  const maxExact = Math.floor(numBuckets / 2);
  if (n < maxExact) return n;
  // Hugging Face takes this log ratio in float32, here float64: the two could differ only where
  // the ratio lands on a whole number (n = 128 for 32 buckets and 128, beyond the last bucket
  // anyway); the crosscheck test compares every offset 0..-300 with the core's pe::t5Bucket.
  const large =
    maxExact + Math.trunc((Math.log(n / maxExact) / Math.log(maxDistance / maxExact)) * (numBuckets - maxExact));
  return Math.min(large, numBuckets - 1);
}

/**
 * @param tf       the TensorFlow.js namespace, its backend already set
 * @param config   the trainer's full config (every field of core.requests.trainerCreate filled)
 * @param weights  trainer.weights(): [{ name, shape, values }]
 * @param alibiSlopes  core.alibiSlopes({ heads }), one slope per head (ALiBi only)
 */
export function createTfModel(tf, config, weights, { alibiSlopes } = {}) {
  const {
    positionScheme: scheme,
    dModel: d,
    heads: H,
    blocks,
    learningRate,
    warmupSteps,
    weightDecay,
    clipNorm,
    embeddingScale,
  } = config;
  const hd = d / H;
  if (!Number.isInteger(hd)) throw new RangeError('dModel must be a multiple of heads');
  const t5Buckets = 32;
  const t5MaxDistance = 128;
  // The README's s: token vectors times sqrt(d) ("sqrt-d", the paper's), or as they are ("1").
  if (!['sqrt-d', '1'].includes(embeddingScale)) throw new RangeError(`unknown embeddingScale ${embeddingScale}`);
  const tokenScale = embeddingScale === 'sqrt-d' ? Math.sqrt(d) : 1;

  // The parameters, as variables, in the core's order and with its names and shapes.
  const names = weights.map((w) => w.name);
  const vars = new Map();
  // (tf.variable keeps its initial tensor alive beside itself: the tidy frees it.)
  for (const { name, shape, values } of weights) {
    vars.set(
      name,
      tf.tidy(() => tf.variable(tf.tensor(values, [...shape], 'float32'))),
    );
  }
  const order = names.map((name) => vars.get(name));
  const w = (name) => {
    const v = vars.get(name);
    if (!v) throw new Error(`no tensor ${name} (scheme ${scheme})`);
    return v;
  };

  // Constants that depend only on the sequence length, built once per length (float64 maths,
  // rounded to float32 once).
  const perLength = new Map();
  function constants(L) {
    let c = perLength.get(L);
    if (c) return c;
    c = {};
    // Causal mask: -1e9 above the diagonal (j > i); exp underflows to exactly 0 there.
    const mask = new Float32Array(L * L);
    for (let i = 0; i < L; i++) for (let j = i + 1; j < L; j++) mask[i * L + j] = -1e9;
    c.bias = tf.keep(parts.fixedBias ? parts.fixedBias(L) : tf.tensor(mask, [L, L]));
    parts.constants?.(c, L);
    perLength.set(L, c);
    return c;
  }

  // What each position scheme adds, written from the README's formulas; every part optional:
  //   check()          refuses (RangeError) a config the scheme cannot take
  //   fixedBias(L)     its fixed attention bias [H, L, L], the causal mask in it (else the mask)
  //   constants(c, L)  its other constant tensors of one length, into c (kept until dispose)
  //   positions(input, where)  its constant tensors of one batch, from where each token stands
  //                    (where[e * L + p], the batch's positions: randomised positions), into input
  //   input(x, input)  the token vectors [B, L, d] with its table added at the input
  //   bias(c, L)       the attention bias with its trained part (else c.bias)
  //   rotate(t, input) the queries or keys [B, H, L, hd] turned by position
  // A scheme the core adds and this file does not rebuild is refused by name below, so the
  // cross-check fails on it (tests/js/tfjs-crosscheck.test.mjs runs every core scheme).
  const SCHEME_PARTS = {
    none: {},
    sinusoidal: {
      positions(input, where) {
        const pe = new Float32Array(where.length * d);
        where.forEach((p, row) => {
          for (let j = 0; j < d; j++) {
            const angle = p / 10000 ** ((2 * (j >> 1)) / d);
            pe[row * d + j] = j % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
          }
        });
        input.pe = tf.tensor(pe, [input.size, input.length, d]);
      },
      input: (x, input) => tf.add(x, input.pe),
    },
    learned: {
      // Row where[e * L + p] of the table for each token, as a one-hot product (see the top).
      positions(input, where) {
        input.positionOneHot = tf.tidy(() => tf.oneHot(tf.tensor1d(where, 'int32'), w('position').shape[0]).toFloat());
      },
      input: (x, input) =>
        tf.add(x, tf.reshape(tf.matMul(input.positionOneHot, w('position')), [input.size, input.length, d])),
    },
    rope: {
      check() {
        if (hd % 2 !== 0) throw new RangeError('RoPE needs an even head width');
      },
      positions(input, where) {
        // cos and sin of p * 10000^(-2i/hd) for pair i, written at both halves (i and i + hd/2),
        // p where each token stands; [B, 1, L, hd], the same for every head.
        const cos = new Float32Array(where.length * hd);
        const sin = new Float32Array(where.length * hd);
        const half = hd / 2;
        where.forEach((p, row) => {
          for (let i = 0; i < half; i++) {
            const angle = p * 10000 ** ((-2 * i) / hd);
            cos[row * hd + i] = cos[row * hd + i + half] = Math.cos(angle);
            sin[row * hd + i] = sin[row * hd + i + half] = Math.sin(angle);
          }
        });
        input.cos = tf.tensor(cos, [input.size, 1, input.length, hd]);
        input.sin = tf.tensor(sin, [input.size, 1, input.length, hd]);
      },
      rotate: (t, input) => rope(t, input),
    },
    alibi: {
      check() {
        if (!(alibiSlopes?.length === H)) throw new RangeError('ALiBi needs one slope per head');
      },
      fixedBias(L) {
        const bias = new Float32Array(H * L * L);
        for (let n = 0; n < H; n++)
          for (let i = 0; i < L; i++)
            for (let j = 0; j < L; j++) bias[(n * L + i) * L + j] = j <= i ? -alibiSlopes[n] * (i - j) : -1e9;
        return tf.tensor(bias, [H, L, L]);
      },
    },
    t5: {
      constants(c, L) {
        // one-hot of bucket(j - i) per (i, j): [buckets x L*L], so R [H x buckets] times it is
        // B [H x L*L].
        const oneHot = new Float32Array(t5Buckets * L * L);
        for (let i = 0; i < L; i++)
          for (let j = 0; j < L; j++) oneHot[t5DecoderBucket(j - i, t5Buckets, t5MaxDistance) * L * L + i * L + j] = 1;
        c.t5OneHot = tf.keep(tf.tensor(oneHot, [t5Buckets, L * L]));
      },
      bias: (c, L) => tf.add(tf.reshape(tf.matMul(w('relativeBias'), c.t5OneHot), [H, L, L]), c.bias),
    },
  };
  const parts = Object.hasOwn(SCHEME_PARTS, scheme) ? SCHEME_PARTS[scheme] : null;
  if (!parts) throw new RangeError(`the TF.js rebuild has no position scheme ${scheme}`);
  parts.check?.();

  // LN per row over the last axis: (x - mean) / sqrt(biased var + 1e-5) * g + b.
  function layerNorm(x, gain, bias) {
    const mean = tf.mean(x, -1, true);
    const centred = tf.sub(x, mean);
    const variance = tf.mean(tf.square(centred), -1, true);
    return tf.add(tf.mul(tf.mul(centred, tf.rsqrt(tf.add(variance, 1e-5))), gain), bias);
  }

  // GELU, the exact erf form: u / 2 (1 + erf(u / sqrt 2)).
  const gelu = (u) => tf.mul(tf.mul(u, 0.5), tf.add(tf.erf(tf.mul(u, Math.SQRT1_2)), 1));

  // Half-split rotation (rotate_half) of [B, H, L, hd] by each row's position.
  function rope(t, c) {
    const half = hd / 2;
    const first = tf.slice(t, [0, 0, 0, 0], [-1, -1, -1, half]);
    const second = tf.slice(t, [0, 0, 0, half], [-1, -1, -1, half]);
    const rotated = tf.concat([tf.neg(second), first], 3);
    return tf.add(tf.mul(t, c.cos), tf.mul(rotated, c.sin));
  }

  // The inputs of one batch (trainer.batch()): one-hot tokens [B*L x vocab], one-hot targets,
  // weights [B*L], and the scheme's tensors of the batch's positions (0..L-1 in every example
  // when the batch gives none).
  function inputs(batch) {
    return tf.tidy(() => {
      const rows = batch.size * batch.length;
      const input = {
        size: batch.size,
        length: batch.length,
        tokens: tf.oneHot(tf.tensor1d(batch.tokens, 'int32'), VOCAB).toFloat(),
        targets: tf.oneHot(tf.tensor1d(batch.targets, 'int32'), VOCAB).toFloat(),
        weights: tf.tensor1d(batch.weights, 'float32'),
        rows,
      };
      const where = batch.positions ? [...batch.positions] : Array.from({ length: rows }, (_, i) => i % batch.length);
      parts.positions?.(input, where);
      return input;
    });
  }

  // The loss of one batch, as a scalar tensor (call inside a tidy or variableGrads).
  function lossOf(input) {
    const { size: B, length: L, rows } = input;
    const c = constants(L);
    let x = tf.mul(tf.reshape(tf.matMul(input.tokens, w('embedding')), [B, L, d]), tf.scalar(tokenScale));
    if (parts.input) x = parts.input(x, input);
    // [L, L] mask, or [H, L, L] (ALiBi's with the mask in it, T5's trained table plus the mask)
    const bias = parts.bias ? parts.bias(c, L) : c.bias;
    const heads = (t) => tf.transpose(tf.reshape(t, [B, L, H, hd]), [0, 2, 1, 3]); // [B, H, L, hd]
    for (let b = 0; b < blocks; b++) {
      const p = (name) => w(`block${b}.${name}`);
      const h = tf.reshape(layerNorm(x, p('norm1.gain'), p('norm1.bias')), [rows, d]);
      let q = heads(tf.matMul(h, p('attention.q')));
      let k = heads(tf.matMul(h, p('attention.k')));
      const v = heads(tf.matMul(h, p('attention.v')));
      if (parts.rotate) {
        q = parts.rotate(q, input);
        k = parts.rotate(k, input);
      }
      const scores = tf.add(tf.mul(tf.matMul(q, k, false, true), 1 / Math.sqrt(hd)), bias);
      const attended = tf.matMul(tf.softmax(scores), v); // [B, H, L, hd]
      const o = tf.reshape(tf.transpose(attended, [0, 2, 1, 3]), [rows, d]);
      x = tf.add(x, tf.reshape(tf.matMul(o, p('attention.o')), [B, L, d]));
      const h2 = tf.reshape(layerNorm(x, p('norm2.gain'), p('norm2.bias')), [rows, d]);
      const hidden = gelu(tf.add(tf.matMul(h2, p('mlp.in')), p('mlp.inBias')));
      x = tf.add(x, tf.reshape(tf.add(tf.matMul(hidden, p('mlp.out')), p('mlp.outBias')), [B, L, d]));
    }
    const y = tf.reshape(layerNorm(x, w('norm.gain'), w('norm.bias')), [rows, d]);
    const logits = tf.add(tf.matMul(y, w('head')), w('head.bias'));
    // log softmax as logits - logsumexp (TF.js 4.22's logSoftmax leaks a buffer per call on the
    // wasm backend: "internal memory leak (1 data ids) after running 'logSoftmax__op'")
    const logProbabilities = tf.sub(logits, tf.logSumExp(logits, -1, true));
    const ce = tf.neg(tf.sum(tf.mul(logProbabilities, input.targets), -1)); // [rows]
    return tf.div(tf.sum(tf.mul(ce, input.weights)), tf.sum(input.weights));
  }

  function disposeInput(input) {
    tf.dispose(Object.values(input).filter((value) => value instanceof tf.Tensor));
  }

  // AdamW's moments, and its step count.
  const beta1 = 0.9;
  const beta2 = 0.999;
  const epsilon = 1e-8;
  const moments = order.map((p) =>
    tf.tidy(() => ({ m: tf.variable(tf.zerosLike(p)), v: tf.variable(tf.zerosLike(p)) })),
  );
  let t = 0;

  return {
    names,
    /** { loss, gradients: [{ name, values (Float32Array) }] } on one batch, no update. */
    lossAndGradients(batch) {
      const input = inputs(batch);
      const { value, grads } = tf.variableGrads(() => lossOf(input), order);
      const loss = value.dataSync()[0];
      const gradients = names.map((name, i) => ({ name, values: grads[order[i].name].dataSync() }));
      tf.dispose([value, ...Object.values(grads)]);
      disposeInput(input);
      return { loss, gradients };
    },
    /** One AdamW step on the batch (README: clip the global norm, warm-up rate, decoupled decay
     * on rank >= 2, moments, bias-corrected update). Returns the loss before the update as a
     * scalar tensor, which the caller disposes (reading it waits for the step to finish). */
    step(batch) {
      t += 1;
      const lr = learningRate * (warmupSteps > 0 ? Math.min(1, t / warmupSteps) : 1);
      const correction1 = 1 - beta1 ** t;
      const correction2 = 1 - beta2 ** t;
      const input = inputs(batch);
      const { value, grads } = tf.variableGrads(() => lossOf(input), order);
      tf.tidy(() => {
        const list = order.map((p) => grads[p.name]);
        const norm = tf.sqrt(tf.addN(list.map((g) => tf.sum(tf.square(g)))));
        // norm > clipNorm: every gradient times clipNorm / norm (the same as min(1, clipNorm / norm))
        const scale = clipNorm > 0 ? tf.minimum(tf.div(clipNorm, norm), 1) : tf.scalar(1);
        order.forEach((p, i) => {
          const g = tf.mul(list[i], scale);
          const { m, v } = moments[i];
          m.assign(tf.add(tf.mul(m, beta1), tf.mul(g, 1 - beta1)));
          v.assign(tf.add(tf.mul(v, beta2), tf.mul(tf.square(g), 1 - beta2)));
          const decayed = p.rank >= 2 ? tf.sub(p, tf.mul(p, lr * weightDecay)) : p;
          const update = tf.div(tf.div(m, correction1), tf.add(tf.sqrt(tf.div(v, correction2)), epsilon));
          p.assign(tf.sub(decayed, tf.mul(update, lr)));
        });
      });
      tf.dispose(Object.values(grads));
      disposeInput(input);
      return value;
    },
    /** The current parameters: [{ name, values (Float32Array) }]. */
    weights() {
      return names.map((name) => ({ name, values: vars.get(name).dataSync() }));
    },
    dispose() {
      tf.dispose([...order, ...moments.flatMap(({ m, v }) => [m, v])]);
      for (const c of perLength.values()) tf.dispose(Object.values(c));
      perLength.clear();
    },
  };
}
