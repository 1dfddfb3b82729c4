// A trainer's run as a PyTorch script a student can take home: the script rebuilds the run's
// starting weights and training batches from its seed exactly as the core makes them (README,
// "Training a model": SplitMix64, the sum of 12 uniforms, the batch seeds), builds the model of
// cpp/core/model.hpp in torch (float32), trains it with torch.optim.AdamW and prints each loss.
//
// Rule: nothing here computes a number of the run. The script is text around the run's settings
// (checked by the core, which refuses what it would refuse) and the ALiBi slopes the core gives;
// tests/js/pytorch-script.test.mjs runs the script's weights and batches against the core's.

/** Every trainer setting the script needs, resolved as the core resolves them (defaults from core.requests). */
function resolvedConfig(core, config) {
  const fields = core.requests.trainerCreate;
  const resolved = {};
  for (const [name, spec] of Object.entries(fields)) resolved[name] = config[name] ?? spec.default;
  if (resolved.evalLength === 0) resolved.evalLength = 2 * resolved.trainLength;
  return resolved;
}

/**
 * The PyTorch script of a run: `config` as core.createTrainer takes it, `steps` the number of
 * training steps it runs. Throws the core's RangeError for a config the core refuses, and a
 * RangeError for steps outside 1..1,000,000, a positionRange other than 0 or a ropeScaling other
 * than 'none'.
 * @returns {string} the script, UTF-8 text
 */
export function pytorchScript(core, config = {}, { steps = 100 } = {}) {
  if (!Number.isInteger(steps) || steps < 1 || steps > 1_000_000)
    throw new RangeError(`steps must be an integer in [1, 1000000]; got ${steps}`);
  core.createTrainer(config).free(); // the core's own checks of every field, with its messages
  const run = resolvedConfig(core, config);
  // The script draws no randomised positions yet: a run with them would not be the same run.
  if (run.positionRange)
    throw new RangeError(
      `positionRange must be 0 for a PyTorch script (randomised positions are not in the script yet); got ${run.positionRange}`,
    );
  // Nor RoPE's scaled frequencies: the script's angles are the trained ones.
  if (run.ropeScaling !== 'none')
    throw new RangeError(
      `ropeScaling must be "none" for a PyTorch script (context extension is not in the script yet); got ${JSON.stringify(run.ropeScaling)}`,
    );
  const slopes = Array.from(core.alibiSlopes({ heads: run.heads }));
  return SCRIPT.replace('@CONFIG@', JSON.stringify(run, null, 1).replace(/\n\s*/g, ' '))
    .replace('@STEPS@', String(steps))
    .replace('@ALIBI_SLOPES@', JSON.stringify(slopes));
}

// The script (no backslash, backquote or ${ in it: a plain template keeps it as written). Python 3.8+; torch only for training (--dump needs nothing but the standard library).
const SCRIPT = `#!/usr/bin/env python3
"""One run of the Positional Encoding Explorer's training lab, rebuilt in PyTorch (float32).

The starting weights and the training batches are made here from the seed exactly as the
explorer makes them, so the first losses printed agree with the explorer's to about 1e-5
(relative); later steps drift apart slowly, as float32 sums in another order do.

  python3 this.py            trains STEPS steps and prints each step's loss (needs torch)
  python3 this.py --dump K   prints the starting weights and the first K training batches as
                             JSON (standard library only), to check against the explorer

Three points an independent rebuild cannot settle from the formulas alone:
  * a uniform number is made from SplitMix64's top 53 bits: (x >> 11) * 2**-52 - 1, in [-1, 1);
    a normal-ish weight is 0.02 times the sum of 12 of them halved, rounded once to float32;
  * the gradient is clipped to clipNorm by the factor clipNorm / norm when norm > clipNorm,
    without the 1e-6 that torch.nn.utils.clip_grad_norm_ adds to the norm;
  * AdamW's first step is t = 1: the warm-up rate at step t is lr * min(1, t / warmupSteps).
"""
import json
import math
import struct
import sys

CONFIG = @CONFIG@
STEPS = @STEPS@
ALIBI_SLOPES = @ALIBI_SLOPES@  # the explorer's core.alibiSlopes for these heads

VOCAB = 12  # digits 0-9, SEP = 10, padding = 11
SEP, PAD = 10, 11
T5_BUCKETS, T5_MAX_DISTANCE = 32, 128  # Hugging Face's decoder buckets (bidirectional=False)
BASE = 10000.0
MASK64 = (1 << 64) - 1


class SplitMix64:
    def __init__(self, state):
        self.state = state & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def next_signed(self):
        return (self.next() >> 11) * 2.0 ** -52 - 1.0


def float32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def parameter_shapes():
    d, w, h = CONFIG["dModel"], CONFIG["mlpWidth"], CONFIG["heads"]
    shapes = [("embedding", [VOCAB, d])]
    if CONFIG["positionScheme"] == "learned":
        shapes.append(("position", [2 * CONFIG["evalLength"], d]))
    if CONFIG["positionScheme"] == "t5":
        shapes.append(("relativeBias", [h, T5_BUCKETS]))
    for b in range(CONFIG["blocks"]):
        p = "block%d." % b
        shapes += [
            (p + "norm1.gain", [d]), (p + "norm1.bias", [d]),
            (p + "attention.q", [d, d]), (p + "attention.k", [d, d]),
            (p + "attention.v", [d, d]), (p + "attention.o", [d, d]),
            (p + "norm2.gain", [d]), (p + "norm2.bias", [d]),
            (p + "mlp.in", [d, w]), (p + "mlp.inBias", [w]),
            (p + "mlp.out", [w, d]), (p + "mlp.outBias", [d]),
        ]
    shapes += [("norm.gain", [d]), ("norm.bias", [d]), ("head", [d, VOCAB]), ("head.bias", [VOCAB])]
    return shapes


def starting_weights():
    """[(name, shape, values)], values row-major float32 (as Python floats)."""
    seed = CONFIG["seed"]
    shared = SplitMix64(seed)
    streams = {"position": SplitMix64(seed + 0x706F736974696F6E),  # "position"
               "relativeBias": SplitMix64(seed + 0x72656C6174697665)}  # "relative"
    weights = []
    for name, shape in parameter_shapes():
        count = math.prod(shape)
        if len(shape) == 2:
            random = streams.get(name, shared)
            values = []
            for _ in range(count):
                total = 0.0
                for _ in range(12):
                    total += 0.5 * random.next_signed()
                values.append(float32(0.02 * total))
        else:
            values = [1.0 if name.endswith(".gain") else 0.0] * count
        weights.append((name, shape, values))
    return weights


def batch_seeds(count):
    stream = SplitMix64(CONFIG["seed"] + 0x747261696E696E67)  # "training"
    return [stream.next() >> 32 for _ in range(count)]


def answer(digits):
    if CONFIG["task"] == "reverse":
        return digits[::-1]
    if CONFIG["task"] == "sort":
        return sorted(digits)
    return list(digits)


def training_batch(batch_seed):
    """{size, length, tokens, targets, weights}, each [size][length] flattened row-major."""
    random = SplitMix64(batch_seed)
    questions = []
    for _ in range(CONFIG["batch"]):
        n = 1 + random.next() % CONFIG["trainLength"]
        questions.append([random.next() % 10 for _ in range(n)])
    length = 2 * max(len(q) for q in questions)
    tokens, targets, weights = [], [], []
    for q in questions:
        n = len(q)
        example = q + [SEP] + answer(q)
        row_tokens, row_targets, row_weights = [PAD] * length, [PAD] * length, [0.0] * length
        for t in range(2 * n):
            row_tokens[t], row_targets[t] = example[t], example[t + 1]
            row_weights[t] = 1.0 if t >= n else 0.0
        tokens += row_tokens
        targets += row_targets
        weights += row_weights
    return {"size": len(questions), "length": length, "tokens": tokens, "targets": targets, "weights": weights}


def dump(count):
    seeds = batch_seeds(count)
    print(json.dumps({
        "weights": [{"name": n, "shape": s, "values": v} for n, s, v in starting_weights()],
        "batchSeeds": seeds,
        "batches": [training_batch(s) for s in seeds],
    }))


def train():
    import torch
    import torch.nn.functional as F

    torch.manual_seed(0)  # nothing here draws from it; set so that nothing could differ
    d, h, blocks = CONFIG["dModel"], CONFIG["heads"], CONFIG["blocks"]
    hd = d // h
    scheme = CONFIG["positionScheme"]
    positions = 2 * CONFIG["evalLength"]
    params = {}
    for name, shape, values in starting_weights():
        params[name] = torch.tensor(values, dtype=torch.float32).reshape(shape).requires_grad_(True)

    scale = math.sqrt(d) if CONFIG["embeddingScale"] == "sqrt-d" else 1.0
    pe = None
    if scheme == "sinusoidal":  # PE[p][2i] = sin(p / base^(2i/d)), PE[p][2i+1] = cos(...)
        pe = torch.tensor([[(math.sin if j % 2 == 0 else math.cos)(p / BASE ** (2 * (j // 2) / d))
                            for j in range(d)] for p in range(positions)], dtype=torch.float32)
    if scheme == "rope":  # half-split pairs (i, i + hd/2), angle p * base^(-2i/hd)
        angles = [[p * BASE ** (-2.0 * i / hd) for i in range(hd // 2)] for p in range(positions)]
        rope_cos = torch.tensor([[math.cos(a) for a in row] for row in angles], dtype=torch.float32)
        rope_sin = torch.tensor([[math.sin(a) for a in row] for row in angles], dtype=torch.float32)
    distance = torch.arange(positions)[:, None] - torch.arange(positions)[None, :]  # i - j
    if scheme == "alibi":
        alibi = -torch.tensor(ALIBI_SLOPES, dtype=torch.float32)[:, None, None] * distance.float()
    if scheme == "t5":  # Hugging Face's _relative_position_bucket(j - i, bidirectional=False)
        n = torch.clamp(distance, min=0)
        exact = T5_BUCKETS // 2
        large = exact + (torch.log(n.float() / exact) / math.log(T5_MAX_DISTANCE / exact)
                         * (T5_BUCKETS - exact)).to(torch.long)
        large = torch.clamp(large, max=T5_BUCKETS - 1)
        buckets = torch.where(n < exact, n, large)

    def rotate(x, length):  # x: [batch, heads, length, hd]
        c, s = rope_cos[:length], rope_sin[:length]
        x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
        return torch.cat([x1 * c - x2 * s, x2 * c + x1 * s], dim=-1)

    def loss_of(batch):
        size, length = batch["size"], batch["length"]
        tokens = torch.tensor(batch["tokens"]).reshape(size, length)
        targets = torch.tensor(batch["targets"]).reshape(size, length)
        weights = torch.tensor(batch["weights"], dtype=torch.float32).reshape(size, length)
        x = scale * params["embedding"][tokens]
        if pe is not None:
            x = x + pe[:length]
        if scheme == "learned":
            x = x + params["position"][:length]
        causal = torch.ones(length, length, dtype=torch.bool).tril()
        for b in range(blocks):
            p = "block%d." % b
            hn = F.layer_norm(x, (d,), params[p + "norm1.gain"], params[p + "norm1.bias"], eps=1e-5)
            q, k, v = (torch.matmul(hn, params[p + "attention." + m]).reshape(size, length, h, hd).transpose(1, 2)
                       for m in "qkv")
            if scheme == "rope":
                q, k = rotate(q, length), rotate(k, length)
            scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(hd)
            if scheme == "alibi":
                scores = scores + alibi[:, :length, :length]
            if scheme == "t5":
                scores = scores + params["relativeBias"][:, buckets[:length, :length]]
            scores = scores.masked_fill(~causal, float("-inf"))
            mixed = torch.matmul(torch.softmax(scores, dim=-1), v).transpose(1, 2).reshape(size, length, d)
            x = x + torch.matmul(mixed, params[p + "attention.o"])
            hn = F.layer_norm(x, (d,), params[p + "norm2.gain"], params[p + "norm2.bias"], eps=1e-5)
            inner = F.gelu(torch.matmul(hn, params[p + "mlp.in"]) + params[p + "mlp.inBias"])
            x = x + torch.matmul(inner, params[p + "mlp.out"]) + params[p + "mlp.outBias"]
        y = F.layer_norm(x, (d,), params["norm.gain"], params["norm.bias"], eps=1e-5)
        logits = torch.matmul(y, params["head"]) + params["head.bias"]
        ce = F.cross_entropy(logits.reshape(-1, VOCAB), targets.reshape(-1), reduction="none")
        return (ce * weights.reshape(-1)).sum() / weights.sum()

    decayed = [t for t in params.values() if t.dim() >= 2]
    kept = [t for t in params.values() if t.dim() < 2]
    optimiser = torch.optim.AdamW(
        [{"params": decayed, "weight_decay": CONFIG["weightDecay"]}, {"params": kept, "weight_decay": 0.0}],
        lr=CONFIG["learningRate"], betas=(0.9, 0.999), eps=1e-8)
    warmup = CONFIG["warmupSteps"]
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimiser, lambda done: min(1.0, (done + 1) / warmup) if warmup > 0 else 1.0)
    for step, batch_seed in enumerate(batch_seeds(STEPS), start=1):
        optimiser.zero_grad()
        loss = loss_of(training_batch(batch_seed))
        loss.backward()
        norm = math.sqrt(sum(float((t.grad.double() ** 2).sum()) for t in params.values()))
        if CONFIG["clipNorm"] > 0 and norm > CONFIG["clipNorm"]:
            for t in params.values():
                t.grad.mul_(CONFIG["clipNorm"] / norm)
        optimiser.step()
        schedule.step()
        print("%d %.9g" % (step, float(loss)))


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "--dump":
        dump(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    else:
        train()
`;
