# The Positional Encoding Explorer's words in English: the source every other language is
# checked against (tests/js/locales.test.mjs). README.md, "Adding a language", says how to
# translate this file.
#
# Ids: a message whose id begins with a section's id and a hyphen (why-…, train-…) loads with
# that section; every other message loads with the page. { $name } is a value the page fills
# in (a number, a word, a formula or code): keep every one, change only the words around it.
# Terms (-name) are the glossary's words, used by many messages.

## Terms

-site-name = Positional Encoding Explorer

## The page

document-title = { $section } · { -site-name }
site-title = { -site-name }
site-description = How Transformers know word order: sinusoidal positional encoding, computed by a C++/WebAssembly core and explained step by step.
site-tagline = How a Transformer knows word order: sinusoidal positional encoding, one step at a time.
skip-link = Skip to the lesson
contents-nav =
    .aria-label = Lesson sections
contents-heading = Contents
pager-nav =
    .aria-label = Previous and next section
site-footer = Every number on this page is computed in your browser by a C++ core compiled to WebAssembly. Nothing is sent anywhere.
language-menu-label = Language
page-loading = Loading the WebAssembly core…
page-load-failed = The WebAssembly core could not be loaded ({ $reason }). Check the connection and try again; this page needs a browser with WebAssembly.
retry = Try again
section-announced = Section { $index } of { $count }: { $title }
printed-from = Printed from { $link }
rounding-rule = Numbers are rounded half away from zero to 6 decimal places (so { $value } prints as { $example }), and a result that rounds to zero prints without a minus sign.

## Section titles (contents, headings, the document title)
title-why = Why position?
title-formula = The formula
title-steps = Worked example
title-matrix = The whole matrix
title-proof = The relative-shift proof
title-rope = Rotary position embedding (RoPE)
title-similarity = Similarity depends only on offset
title-input = Adding it to token embeddings
title-learned = Fixed versus learned
title-train = Train it yourself
title-bias = Relative position biases: ALiBi and T5
title-extension = Longer contexts: interpolation, NTK and YaRN
title-conventions = Conventions and pitfalls
title-practice = Practice
section-loading = Loading this section…


## shell
# Messages of the page's shell and shared widgets (web/src/shell, web/src/kit): ids not beginning with a section's id. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## refusals
# Messages of the core's refusals and the store's checks, worded by the page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

refusal-integer = { $parameter } must be a whole number from { $min } to { $max }; you gave { $got }.
refusal-number =
    { $shape ->
        [open-min] { $parameter } must be greater than { $min } and at most { $max }; you gave { $got }.
        [open-max] { $parameter } must be at least { $min } and less than { $max }; you gave { $got }.
        [open] { $parameter } must be greater than { $min } and less than { $max }; you gave { $got }.
       *[closed] { $parameter } must be a number from { $min } to { $max }; you gave { $got }.
    }
refusal-even = { $parameter } must be even here; you gave { $got }.
refusal-at-least = { $parameter } must be at least { $min } here; you gave { $got }.
refusal-divides = { $parameter } must divide { $max } exactly; you gave { $got }.
refusal-product = { $parameter } is too large: this asks for { $got } values at once, and the core computes at most { $max }.
refusal-reordering = { $parameter } must use the same words as the other sentence, each as often, in another order.
refusal-count = { $parameter } must hold { $min } to { $max } words; it holds { $got }.
refusal-token-length = Each word of { $parameter } must be 1 to { $max } bytes long; one has { $got }.
refusal-other = The core refused { $parameter }: { $detail }


## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## matrix
# Messages of section matrix. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-bias-max-distance = max distance
words-bias-buckets = buckets
words-bias-offset = the offset
words-bias-trained = L (training length, beyond-L part)
words-bias-heads = H (number of heads)
words-bias-head = head (the head shown)
words-bias-buckets-setting = buckets (T5)
words-bias-maxdist = max distance (T5)
words-bias-causal = causal
words-bias-sentence = sentence
words-bias-trained-refused = L (training length) must be a whole number from { $smallest } to { $largest } here ({ $keys } keys at most { $most }); got { $got }.
words-bias-refused = { $reason }.
words-bias-causal-refused = { $reason } (causal T5 buckets).
bias-map-hatched = Hatched cells are masked: the key comes after the query, its score is { $minusInfinity } before the softmax and its weight is 0.
bias-list = { $items } and { $last }
bias-list-separator = {", "}
bias-lead = The sinusoidal encoding and RoPE put position into the vectors. ALiBi and T5 leave the vectors alone: they add a number to every attention score, and that number depends only on how far the key is from the query.
bias-score-text = Query { $i } looks at key { $j }; the bias { $b } sees only the offset { $offset }, never the words and never where the pair sits in the sentence.
bias-alibi-heading = ALiBi: a penalty that grows with distance
bias-alibi-text = ALiBi (Press, Smith and Lewis, 2022) gives each of the { $H } heads a fixed slope { $m } and subtracts { $m } times the distance from the score. Nothing is learned: the slopes are set before training, by the rule below for the { $H } chosen.
bias-alibi-causal = ALiBi was introduced for left-to-right language models, where a causal mask also hides every key after the query (score { $minusInfinity }, weight 0): tick causal to see it. Without the mask the bias is symmetric, { $bias } on both sides of the diagonal.
bias-alibi-why-title = What ALiBi keeps in range past the training length
bias-alibi-why = The penalty is a straight line in the distance, so a key further away than any in training gets the same line, continued: no new parameter and no new kind of bias, only a larger penalty of the kind the model already uses, which makes such far keys count less. In the first block nothing else is new either, since its queries and keys come from the token embeddings alone. From the second block on that no longer holds: each output of the first block is a weighted average in which nearer words count more, so position is now in the vectors, and a longer input can give the later blocks vectors they never met. What Press, Smith and Lewis measured is perplexity: language models trained on short inputs kept it about flat on much longer ones. Flat perplexity says the far keys do no harm; it does not say the model makes use of them, nor that a task’s answers stay right past the training length. The charts under “{ $beyond }” show the line going on; the lab in “{ $lab }” trains ALiBi beside the other schemes and measures exact answers past the training length.
bias-t5-heading = T5: one learned number per bucket of offsets
bias-t5-text = T5 (Raffel et al., 2020) sorts every offset key − query into one of a fixed number of buckets ({ $numBuckets } in the code, 32 in T5); each head learns one number per bucket and adds it to the score. The sorting itself is fixed (Hugging Face’s { $bucketFunction }):
bias-t5-rule-halves = Bidirectional (the encoder): half of the buckets for keys at or before the query, half for keys after it.
bias-t5-rule-exact = In each half, the first half of the buckets are exact: one offset each.
bias-t5-rule-log = The rest are logarithmic: the runs of offsets they hold grow wider with distance; the max distance ({ $maxDistance } in the code, 128 in T5) sets how fast they widen.
bias-t5-rule-last = The last bucket of each direction is open-ended: it begins where the logarithmic formula first reaches it, which can be well before the max distance (the sentence under the controls says where, for the values chosen), and holds every offset from there on.
bias-t5-rule-causal = Causal (the decoder, and this page when causal is ticked): all the buckets go to keys before the query; every key at or after it is bucket 0, like offset 0 (in a causal model those keys are masked anyway).
bias-t5-learned-title = The values are learned; here they are a stand-in
bias-t5-learned = In T5 the bias values are learned with the rest of the model. This page has no trained T5, so the values shown (the last column of the table, and T5 in the comparison below) come from a seeded pseudo-random stand-in table. Only which offsets share a bucket is real.
bias-calc-heading = Which bucket?
bias-map-heading = Bucket of every query–key pair
bias-compare-heading = Side by side on one sentence
bias-compare-text = One attention head with the same seeded token embeddings and query/key weights for every scheme; only the way position enters changes. Sinusoidal adds PE to the embeddings, RoPE rotates queries and keys by position, ALiBi adds the chosen head’s { $bias } and T5 the chosen head’s (stand-in) bucket value. Each map shows the softmax weights: row = query word, column = the key word it attends to.
bias-rounding = Numbers are rounded half away from zero: slopes to 8 decimal places, biases to 6, attention weights to 3 in the maps’ tables.
bias-scheme-sinusoidal = { $name } (added to the embeddings)
bias-scheme-rope = { $name } (rotated queries and keys)
bias-scheme-alibi = { $name } (linear distance penalty)
bias-scheme-t5 = { $name } (bucketed bias, stand-in values)
bias-scheme-name-sinusoidal = sinusoidal
bias-range-below = { $offset } and below
bias-range-above = { $offset } and above
bias-kind-after = at or after the query
bias-kind-last = last (open-ended)
bias-kind-exact = exact
bias-kind-log = logarithmic
bias-heads-describe = { $count ->
    [one] { $heads } head
   *[other] { $heads } heads
}
bias-head-range = type 0 to { $last } ({ $symbol })
bias-head-describe = head { $head }, { $h } in the formula
bias-causal-label = causal (mask every key after the query)
bias-causal-announce = { $on ->
    [yes] causal on
   *[no] causal off
}
bias-buckets-describe = { $count ->
    [one] { $buckets } bucket
   *[other] { $buckets } buckets
}
bias-maxdist-describe = max distance { $maxdist }
bias-maxdist-describe-start = { $count ->
    [one] max distance { $maxdist }: the last bucket starts { $start } token away
   *[other] max distance { $maxdist }: the last bucket starts { $start } tokens away
}
bias-offset-label = offset key − query
bias-offset-hint = Type a whole number and press Enter: negative = the key is before the query.
bias-words-hint = Words separated by spaces; press Enter. Repeat a word to compare its two rows.
bias-slope-one = { $heads }: the one head has { $rule } = { $slope }.
bias-slope-geometric = { $heads }: every head follows { $rule }, a geometric sequence from { $first } down to { $last }: each head’s slope is the one before it times { $ratio }.
bias-slope-interleaved = { $heads } is not a power of two, so the core follows the ALiBi authors’ rule: the first { $base } heads take the slopes of { $base } heads, { $baseRule } (the largest power of two below { $H }); the other { $extra } take every other slope of { $double } heads, { $extraRule } for { $odd } ({ $extraSlopes }). So the slopes are not in order of head: head { $nextHead } has { $nextSlope }, more than head { $lastHead }’s { $lastSlope }.
bias-slopes-label = ALiBi slopes
bias-slopes-caption = { $count ->
    [one] The slope of the one head, head 0, shown below.
   *[other] The slope of each of the { $heads } heads; head { $head } is shown below.
}
bias-col-head = head
bias-col-slope = slope m
bias-col-power = as a power of 2
bias-col-rule = from the rule
bias-head-cell = head { $head }
bias-scroll-hint = Scroll the table sideways
bias-alibi-line = { $far ->
    [1] Head { $head } has slope m = { $slope }: a key 1 token back gets { $near }.
   *[other] Head { $head } has slope m = { $slope }: a key 1 token back gets { $near }, { $farCount } tokens back { $farBias }.
}
bias-alibi-line-single = Head { $head } has slope m = { $slope }. With a single position there is no distance to penalise: raise n.
bias-alibi-compare = { $count ->
    [one] The bias grows linearly with distance, so a steeper head looks more locally: { $far } token back, the steepest head here (head { $steepest }, m = { $steepestSlope }) adds { $steepestBias } to the score, the shallowest (head { $shallowest }, m = { $shallowestSlope }) only { $shallowestBias }.
   *[other] The bias grows linearly with distance, so a steeper head looks more locally: { $far } tokens back, the steepest head here (head { $steepest }, m = { $steepestSlope }) adds { $steepestBias } to the score, the shallowest (head { $shallowest }, m = { $shallowestSlope }) only { $shallowestBias }.
}
bias-alibi-compare-one = The bias grows linearly with distance. With one head there is no steeper or shallower head to compare: raise H.
bias-alibi-map-title = { $causal ->
    [yes] ALiBi bias, head { $head } of { $heads }, causal
   *[no] ALiBi bias, head { $head } of { $heads }
}
bias-axis-query-position = query position
bias-axis-key-position = key position
bias-alibi-cell-masked = query { $query }, key { $key }: masked, the key is after the query ({ $minusInfinity } before the softmax, weight 0)
bias-alibi-cell = query { $query }, key { $key }, distance { $distance }: bias { $bias }
bias-alibi-map-summary = { $causal ->
    [yes] Row { $i }, column { $j } is query { $i } looking at key { $j }, for head { $head } ({ $slope }). The diagonal is 0 and the bias falls by { $m } for every step away from it; every cell right of the diagonal (key after query) is masked and hatched. It depends only on the distance, so the table lists one value per distance.
   *[no] Row { $i }, column { $j } is query { $i } looking at key { $j }, for head { $head } ({ $slope }). The diagonal is 0 and the bias falls by { $m } for every step away from it, the same on both sides. It depends only on the distance, so the table lists one value per distance.
}
bias-col-distance = distance { $distance }
bias-col-bias-head = bias, head { $head }
bias-alibi-table-label = ALiBi bias by distance
bias-t5-summary-bidirectional = Bidirectional, { $count ->
    [one] { $buckets } bucket
   *[other] { $buckets } buckets
}, max distance { $maxdist }: { $exact ->
    [0] no offset gets a bucket of its own
    [1] offset { $exactSpans } gets a bucket of its own (exact)
   *[other] offsets { $exactSpans } get a bucket each (exact)
}, { $perDirection } per direction counting 0 on the before side; { $log ->
    [yes] further out the buckets are logarithmic; offsets
   *[no] offsets
} { $before } share bucket { $beforeBucket } and offsets { $after } share bucket { $afterBucket }, the last bucket of each direction.
bias-t5-summary-causal = Causal (one direction), { $count ->
    [one] { $buckets } bucket
   *[other] { $buckets } buckets
}, max distance { $maxdist }: { $exact ->
    [0] no offset gets a bucket of its own
    [1] offset { $exactSpans } gets a bucket of its own (exact)
   *[other] offsets { $exactSpans } get a bucket each (exact)
}; { $log ->
    [yes] further out the buckets are logarithmic; offsets
   *[no] offsets
} { $before } share bucket { $beforeBucket }, the last one; every offset { $after } is bucket { $afterBucket }.
bias-t5-where = { $where ->
    [before-log] So the last bucket starts at distance { $start }, before the max distance { $maxdist }: the max distance only sets how fast the logarithmic buckets widen, and they reach the last one there.
    [before-few] So the last bucket starts at distance { $start }, before the max distance { $maxdist }: with this few buckets none lies between the exact ones and the last, so the last one begins right after them.
    [at] So the last bucket starts at distance { $start }, the max distance.
   *[beyond] So the last bucket starts at distance { $start }, beyond the max distance { $maxdist }.
}
bias-t5-unused = { $count ->
    [one] Bucket { $buckets } holds no offset (offset 0 is bucket 0, so the keys after the query start one bucket later).
   *[other] Buckets { $buckets } hold no offset (offset 0 is bucket 0, so the keys after the query start one bucket later; and log buckets narrower than one offset stay empty).
}
bias-t5-table-label = T5 buckets
bias-t5-caption = { $bidirectional ->
    [yes] { $count ->
        [one] Offset key − query → bucket, bidirectional, { $buckets } bucket, max distance { $maxdist }. Last column: head { $head } of the stand-in table.
       *[other] Offset key − query → bucket, bidirectional, { $buckets } buckets, max distance { $maxdist }. Last column: head { $head } of the stand-in table.
    }
   *[no] { $count ->
        [one] Offset key − query → bucket, causal (one direction), { $buckets } bucket, max distance { $maxdist }. Last column: head { $head } of the stand-in table.
       *[other] Offset key − query → bucket, causal (one direction), { $buckets } buckets, max distance { $maxdist }. Last column: head { $head } of the stand-in table.
    }
}
bias-col-bucket = bucket
bias-col-offsets = offsets key − query
bias-col-kind = kind
bias-col-stand-in = stand-in bias, head { $head }
bias-calc-answer = { $kind ->
    [last] Offset { $offset } → bucket { $bucket }: the last bucket of its direction, shared by every offset { $offsets }.
    [exact] Offset { $offset } → bucket { $bucket }: an exact bucket: this offset alone.
    [log] Offset { $offset } → bucket { $bucket }: a logarithmic bucket holding offsets { $offsets }.
   *[none] Offset { $offset } → bucket { $bucket }.
}
bias-t5-map-title = { $bidirectional ->
    [yes] { $count ->
        [one] T5 bucket of key − query, bidirectional, { $buckets } bucket, max distance { $maxdist }
       *[other] T5 bucket of key − query, bidirectional, { $buckets } buckets, max distance { $maxdist }
    }
   *[no] { $count ->
        [one] T5 bucket of key − query, causal, { $buckets } bucket, max distance { $maxdist }
       *[other] T5 bucket of key − query, causal, { $buckets } buckets, max distance { $maxdist }
    }
}
bias-t5-cell = query { $query }, key { $key }, offset { $offset }: bucket { $bucket } (stand-in bias for head { $head }: { $bias })
bias-t5-map-single = With { $n } there is one cell: query 0 and key 0, offset 0, in bucket { $bucket }. Raise { $raise } to see the other offsets.
bias-t5-map-rows = Row { $i }, column { $j } is the bucket of offset { $offset }.
bias-t5-map-diagonals = Every diagonal (one offset) has one bucket; near the diagonal each offset has its own bucket, further away { $log ->
    [yes] the buckets get wider
   *[no] the offsets share the last bucket of their direction
}{ $reach ->
    [yes] , and from distance { $start } on (the last bucket) they stop changing.
   *[no] .
}
bias-t5-map-sides = The diagonal and the keys before the query (left of it) use buckets 0 … { $last }; keys after it (right) use the others.
bias-t5-map-sides-causal = Causal: the diagonal and every key after the query (right of it) are bucket 0.
bias-col-offset = offset key − query
bias-t5-map-table-label = T5 bucket by offset
bias-word-label = “{ $word }” ({ $position })
bias-compare-map-title = Attention weights, { $scheme }
bias-axis-query-word = query word
bias-axis-key-word = key word
bias-compare-cell-masked = { $query } → { $key }: masked (key after query), weight 0
bias-compare-cell = { $query } → { $key }: weight { $weight } (score { $score }, position bias { $bias })
bias-masked = masked
bias-compare-summary = { $scheme }: each row is one query word’s softmax weights over the key words and sums to 1. The last query, { $last }, gives its largest weight, { $weight }, to { $top }.
bias-col-query = query
bias-col-word = { $word } ({ $position })
bias-compare-caption = Softmax weights, rounded to { $digits } decimals.
bias-compare-table-label = Weights, { $scheme }
bias-compare-no-repeat = No word occurs twice in this sentence. Repeat one (as “{ $word }” in the default) to compare its two rows: without any position information they would be identical.
bias-compare-where = “{ $word }” is at positions { $a } and { $b }, so its two rows start from the same word vector.
bias-compare-bias-only = With { $schemes } the two rows have the same raw scores { $raw } (largest difference { $zero } to { $digits } decimals): only the bias differs, and it depends on key − query alone, so the weights change by distance and nothing else.
bias-compare-mixed = With { $schemes } the raw scores of the two rows already differ (by up to { $differences }): position is inside the vectors, mixed with the word.
bias-compare-other = { $scheme }: the raw scores of the two rows differ by up to { $difference }.
bias-beyond-heading = Beyond the training length
bias-beyond-lead = Suppose the head below was trained only on sequences of { $L } tokens and is now given { $n }. Each chart follows one scheme’s position term from distance (or position) 0 to { $last }: the first part, up to { $seen }, is what training showed; the rest is new. The schemes differ in what “new” means.
bias-beyond-title-sinusoidal = Sinusoidal: positions never seen
bias-beyond-title-rope = RoPE: directions never seen
bias-beyond-title-alibi = ALiBi: the same line, continued
bias-beyond-title-t5 = T5: far offsets share one bucket
bias-beyond-short-sinusoidal = Sinusoidal
bias-beyond-short-rope = RoPE
bias-beyond-short-alibi = ALiBi
bias-beyond-short-t5 = T5
bias-beyond-sinusoidal = Dimension { $dim }, the sine of pair { $pair } (the slowest), took values from { $low } to { $high } at positions 0 … { $seenLast }; at position { $last } it is { $value }.
bias-beyond-sinusoidal-outside = Position { $first } is the first whose value lies outside what training showed. The whole vector { $pe } of every position from { $L } on is one the model was never given: the formula has it, the trained weights have never met it.
bias-beyond-sinusoidal-inside = Its values beyond { $seenLast } stay inside that range, but the vectors { $vectors } are still ones the model was never given.
bias-beyond-rope-wrapped = { $count ->
    [0] No pair turned a full circle within offsets 0 … { $last }.
    [one] Pair { $pairs } turned a full circle within offsets 0 … { $last }, so every direction it meets further out it has met before.
   *[other] Pairs { $pairs } turned a full circle within offsets 0 … { $last }, so every direction they meet further out they have met before.
}
bias-beyond-rope-back = { $count ->
    [one] Pair { $pairs } went past its largest angle in training, but once whole turns are taken off it points back inside the arc training covered (pair { $pair }: { $angle } rad at offset { $offset } is { $direction } rad after whole turns, inside 0 … { $largest } rad), a direction it has seen.
   *[other] Pairs { $pairs } went past their largest angle in training, but once whole turns are taken off they point back inside the arc training covered (pair { $pair }: { $angle } rad at offset { $offset } is { $direction } rad after whole turns, inside 0 … { $largest } rad), a direction they have seen.
}
bias-beyond-rope-unseen = { $count ->
    [one] At offset { $offset }, pair { $pairs } points in a direction never seen in training (pair { $pair } points at { $direction } rad, outside the arc 0 … { $largest } rad that training covered). { $qk } for far keys then mixes directions the trained weights never met.
   *[other] At offset { $offset }, pairs { $pairs } point in directions never seen in training (pair { $pair } points at { $direction } rad, outside the arc 0 … { $largest } rad that training covered). { $qk } for far keys then mixes directions the trained weights never met.
}
bias-beyond-alibi = Head { $head }, slope { $slope }: the farthest key in training, { $seenLast } back, got { $seenBias }; at { $last } back the bias is { $lastBias }.
bias-beyond-alibi-steps = { $even ->
    [yes] Each step further away lowers the score by the same { $step }, inside training and beyond: the penalty is one straight line, continued.
   *[no] The steps are not all equal.
}
bias-beyond-alibi-scope = No parameter is added and no bias is of a new kind: a longer input only puts keys further along a line the head already uses, where their weights become ever smaller. This is what stays in range, not everything the model sees: in the first block queries and keys carry no position, but from the second block on they do, since each is a mix of words weighted by distance.
bias-beyond-t5-buckets = Keys 0 … { $seenLast } back used { $seenCount ->
    [one] bucket
   *[other] buckets
} { $seen }; keys { $from } … { $last } back fall in { $beyondCount ->
    [one] bucket
   *[other] buckets
} { $beyond }.
bias-beyond-t5-fresh = { $count ->
    [one] Bucket { $buckets } (keys { $keys } back) never occurred in training, so its learned number never received a gradient.
   *[other] Buckets { $buckets } (keys { $keys } back) never occurred in training, so their learned numbers never received a gradient.
}
bias-beyond-t5-none-fresh = Every one of them already occurred in training: nothing new is looked up.
bias-beyond-t5-last = From { $start } back on, every key shares bucket { $bucket }, the last one: however far away, it gets the same number, so beyond that the bias says only “far”.
bias-beyond-t5-last-beyond = The last bucket, { $bucket }, starts at { $start } back, further than { $last }: raise { $L } to reach it.
bias-beyond-legend-training = training: { $range }
bias-beyond-legend-new = new: { $range }
bias-beyond-axis-position = position
bias-beyond-axis-back = keys back (query − key)
bias-beyond-legend-largest = largest in training
bias-beyond-legend-angle = angle at { $offset }
bias-beyond-legend-direction = direction at { $offset }
bias-beyond-legend-turn = full turn, { $turn }
bias-beyond-axis-pair = pair { $i } (fastest first)
bias-beyond-axis-angle = angle (radians, log scale)
bias-yes = yes
bias-no = no
bias-beyond-col-pair = pair
bias-beyond-col-largest = largest angle in training (offset { $offset })
bias-beyond-col-angle = angle at offset { $offset }
bias-beyond-col-direction = its direction (whole turns taken off)
bias-beyond-col-turn = full turn in training
bias-beyond-col-seen = direction seen in training
bias-beyond-col-in-training = in training
bias-beyond-col-back = keys back
bias-beyond-chart-sinusoidal = Line chart: { $pe }, the slowest pair’s sine, for positions 0 to { $last }; positions up to { $seenLast } seen in training, the rest new.
bias-beyond-chart-rope = Line chart, logarithmic scale: each pair’s largest angle in training, its angle at offset { $offset } and the direction of that angle once whole turns are taken off, with a flat line at one full turn.
bias-beyond-chart-alibi = Line chart: ALiBi bias of head { $head } against distance 0 to { $last }; distances up to { $seenLast } seen in training, the rest new.
bias-beyond-chart-t5 = Step chart: T5 bucket of a key 0 to { $last } tokens back; distances up to { $seenLast } seen in training, the rest new.
bias-beyond-lab-link = See “{ $title }”: run the comparison and read ALiBi’s exact answers past the training length
bias-beyond-trained-label = L (training length)
bias-beyond-trained-range = type { $smallest } to { $largest }
bias-beyond-trained-describe = { $count ->
    [one] trained on { $trained } token, shown on { $shown }
   *[other] trained on { $trained } tokens, shown on { $shown }
}
bias-beyond-table-label = { $scheme }, { $trained } and { $shown }



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-extension-train = L (training length)
words-extension-method = method (context extension)
words-extension-scale = s (scale factor)
words-extension-ramp = YaRN ramp
words-extension-d = d (head dimension)
extension-method-none-label = No change
extension-method-none-long = no change (plain extrapolation)
extension-method-none-hint = every ω as trained
extension-method-pi-label = Position interpolation
extension-method-pi-long = position interpolation
extension-method-pi-hint = every ω divided by s
extension-method-ntk-label = NTK-aware scaling
extension-method-ntk-long = NTK-aware scaling
extension-method-ntk-hint = a larger base b′
extension-method-yarn-label = YaRN
extension-method-yarn-long = YaRN
extension-method-yarn-hint = a ramp per pair, and a temperature
extension-ramp-released-label = As released code computes it
extension-ramp-released-hint = Hugging Face transformers and the YaRN authors’ code: linear in the pair index i
extension-ramp-released-short = released
extension-ramp-paper-label = As the paper writes it
extension-ramp-paper-hint = linear in the number of turns r
extension-ramp-paper-short = paper
extension-yarn-with-ramp = { $name } ({ $ramp } ramp)
extension-lead = A model with rotary position encoding is trained on sequences of L positions: pair { $i } of every query and key is turned by the angle { $angle }, with { $omega }, for { $pos } from 0 to { $last }. Here { $d } is the **head dimension**, the length of one attention head’s query and key, not the model width: LLaMA 7B has { $dmodel } split into 32 heads, so { $head } and 64 pairs (the larger LLaMA models are wider and have more heads, each again of { $head }). Now ask the model about a position beyond L. The formula still gives an angle, but a slow pair may point in a direction it never pointed in during training, and the model has never learned what that direction means. The recipes below stretch the frequencies so that a context { $s } times longer, { $target }, looks more like what the model saw.
extension-seen-rule = What q·k sees of a pair is its direction on the circle, and a turn by { $turn } points where a turn by { $x } does. So a pair has **seen** a direction if training turned it there. In training it swept the arc of directions from 0 to its largest angle { $largest }: every direction, if that angle is at least { $full } (the pair went all the way round). Otherwise the new angle { $angle }, once its whole turns are taken off, must land inside that arc. An angle larger than any in training can still point back inside the arc after a full turn: comparing the raw angles alone would call it unseen.
extension-three-ways = Three ways to stretch the frequencies
extension-pi-title = Position interpolation (Chen et al., 2023)
extension-pi = { $omega } for every pair: the same as dividing every position by s, so positions up to { $range } land inside the trained range. The price: neighbouring positions move s times closer together on every pair, including the fast pairs that tell nearby tokens apart, so the model is usually fine-tuned on the squeezed positions.
extension-ntk-title = NTK-aware scaling (bloc97, 2023)
extension-ntk = Raise the base instead: the fastest pair keeps its frequency (it has wrapped many times anyway) and the slowest, { $slowest }, is divided by exactly s; the pairs between are slowed by less. Nearby positions stay as distinct as in training, but the middle pairs are slowed by less than s, so near the end of { $target } some of them can still turn out of the arc they covered in training.
extension-yarn-title = YaRN (Peng et al., 2023)
extension-yarn = Count how many turns pair { $i } made over the training length, { $turns } with wavelength { $wavelength }. Pairs that turned more than { $beta } times keep their frequency ({ $keep }), pairs that turned fewer than { $alpha } times are interpolated as in PI ({ $interpolated }), and a ramp blends the two in between. Queries and keys are also multiplied by { $factor }, so attention logits grow by its square: a longer context spreads softmax over more keys, and this sharpens it again. The paper and the released code agree on this factor (Hugging Face computes it as { $code } for s > 1 and 1 otherwise, and multiplies both cos and sin by it, so q and k alike).
extension-yarn-bounds = This page uses the paper’s values for LLaMA, { $alpha } and { $beta } turns.
extension-tex-paper = paper:
extension-tex-released = released:
extension-yarn-forms = The paper and the code released with it shape the ramp differently. **The paper** makes { $gamma } linear in the number of turns { $r }. **The released code** (the YaRN authors’ repository, and Hugging Face transformers, which runs released YaRN models) makes it linear in the pair index { $i }: { $c } is the pair that turns r times over L, and the ramp runs from pair { $lo } to pair { $hi }, the pairs where { $atBeta } and { $atAlpha } rounded outward (the code calls { $beta } { $betaFast } and { $alpha } { $betaSlow }). When { $ordered }, the two agree on every pair outside { $range }; inside, they can differ a lot, and the sentence below says where and by how much at these settings. This page uses the released form unless you pick the paper’s:
extension-wavelength-heading = Wavelength of each pair, trained and new
extension-angle-heading = The angle at pos, pair by pair
extension-learned-title = And a learned table?
extension-learned = A learned absolute table has { $maxLen } rows and no formula for a row beyond them, so there is nothing to stretch. What models do instead is resize the table and train again: ViT and DeiT interpolate their learned position embeddings to the larger grid when they are fine-tuned at a higher image resolution, and Longformer made its { $positions } positions by copying RoBERTa’s { $rows } learned rows eight times before training further. The new rows are a starting point for that training, not values the model has learned. Rotary and sinusoidal encodings already have a value at every position; the methods above are about making those values familiar.
extension-learned-link = See “{ $title }”: a position past { $maxLen } has no row
extension-settings-label = Context extension settings
extension-method-label = method
extension-scale-hint = The − and + buttons halve or double s.
extension-scale-one = s = 1: the training length itself, no extension
extension-scale-describe = s = { $s }: a context { $s } times the training length
extension-train-hint = The − and + buttons halve or double L.
extension-train-describe = { $count ->
    [one] L = { $positions } position seen in training
   *[other] L = { $positions } positions seen in training
}
extension-rounding = Wavelengths, turns, γ and angles are rounded half away from zero to { $digits } decimals, frequencies ω to 6 significant figures, the base and the attention factor to 6 decimals.
extension-summary-unseen = At pos = { $pos }, { $where ->
    [beyond] { $train ->
        [1] beyond position 0, the only one seen in training
       *[other] beyond the { $trainCount } positions 0 … { $last } seen in training
    }
   *[inside] { $train ->
        [1] the only position seen in training
       *[other] inside the training range 0 … { $last }
    }
}, with { $method } { $unseen ->
    [0] { $pairs ->
        [1] the only pair would point in no direction it never pointed in during training.
       *[other] none of the { $pairCount } pairs would point in a direction it never pointed in during training.
    }
   *[other] { $pairs ->
        [1] the only pair would point in a direction it never pointed in during training.
       *[other] { $unseen ->
            [1] { $unseenCount } of { $pairCount } pairs would point in a direction it never pointed in during training.
           *[other] { $unseenCount } of { $pairCount } pairs would point in directions they never pointed in during training.
        }
    }
}
extension-summary-wrapped = { $wrapped ->
    [0] No pair went all the way round during training{ $inside ->
        [0] .
        [one] ; for { $insideCount } pair, the new angle stays inside the arc it covered.
       *[other] ; for { $insideCount } pairs, the new angle stays inside the arc they covered.
    }
    [one] { $wrappedCount } pair went all the way round during training, so every direction is familiar to it{ $inside ->
        [0] .
        [one] ; for { $insideCount } more, the new angle stays inside the arc it covered.
       *[other] ; for { $insideCount } more, the new angle stays inside the arc they covered.
    }
   *[other] { $wrappedCount } pairs went all the way round during training, so every direction is familiar to them{ $inside ->
        [0] .
        [one] ; for { $insideCount } more, the new angle stays inside the arc it covered.
       *[other] ; for { $insideCount } more, the new angle stays inside the arc they covered.
    }
}
extension-summary-back = { $count ->
    [one] { $back } pair turns past its largest trained angle, but once its whole turns are taken off it points back inside the arc it covered.
   *[other] { $back } pairs turn past their largest trained angles, but once their whole turns are taken off they point back inside the arcs they covered.
}
extension-summary-none = { $pairs ->
    [1] { $unseen ->
        [0] With no change at all, the pair would point in no unseen direction.
       *[other] With no change at all, the pair would point in an unseen direction.
    }
   *[other] With no change at all, { $unseenCount } of { $pairCount } would.
}
extension-summary-outside = { $count ->
    [one] This pos is not inside the extended context either: s·L = { $target } position, counted from 0.
   *[other] This pos is not inside the extended context either: s·L = { $target } positions, counted from 0.
}
extension-percent = { $side ->
    [below] { $percent }% below
   *[above] { $percent }% above
}
extension-percent-tiny = { $side ->
    [below] less than { $least }% below
   *[above] less than { $least }% above
}
extension-ramp-counts = { $keep ->
    [one] { $keepCount } pair keeps
   *[other] { $keepCount } pairs keep
} ω (γ = 1), { $interpolated ->
    [one] { $interpolatedCount } is
   *[other] { $interpolatedCount } are
} interpolated (γ = 0) and { $blended ->
    [one] { $blendedCount } blends
   *[other] { $blendedCount } blend
}
extension-ramp-ends = Here c(β) = { $cBeta } and c(α) = { $cAlpha } (the pairs that would turn β and α times over L, with β = { $beta } and α = { $alpha }), so the released ramp runs from ℓ = max(⌊{ $cBeta }⌋, 0) = { $lo } to h = min(⌈{ $cAlpha }⌉, { $top }) = { $hi }{ $order ->
    [equal] ; ℓ = h, so the code adds { $tiny } to h to avoid dividing by zero.
    [backwards] ; ℓ > h, so the released ramp runs backwards.
   *[ordered] .
}
extension-ramp-both = Released, { $released }; in the paper’s form, { $paper }.
extension-ramp-same = The two forms give every pair the same γ, so the same ω′.
extension-ramp-differ = { $count ->
    [one] They differ on one pair, pair { $first }
   *[other] They differ on { $differing } of { $total } pairs, { $run ->
        [run] pairs { $first } … { $last }
       *[between] between pair { $first } and pair { $last }
    }
}{ $where ->
    [unchanged] , but at s = 1 interpolating changes nothing, so YaRN’s ω′ is the same under both.
    [there] ; there YaRN’s ω′ under the paper’s ramp is { $percent } the released one (γ = { $paper } in the paper’s form, { $released } released).
    [each] ; on each of them YaRN’s ω′ under the paper’s ramp is { $percent } the released one (γ = { $paper } in the paper’s form, { $released } released).
    [most-tied] ; most at pair { $pair } (and as much on { $others ->
        [one] { $othersCount } other
       *[other] { $othersCount } others
    }), where YaRN’s ω′ under the paper’s ramp is { $percent } the released one (γ = { $paper } in the paper’s form, { $released } released).
   *[most] ; most at pair { $pair }, where YaRN’s ω′ under the paper’s ramp is { $percent } the released one (γ = { $paper } in the paper’s form, { $released } released).
}
extension-ramp-caption = { $part ->
    [part] The { $half } first and { $half } last of the { $pairs } pairs
   *[all] { $count ->
        [one] The { $pairs } pair
       *[other] The { $pairs } pairs
    }
} where YaRN’s two ramps differ ({ $settings }): the released γ is linear in the pair index i, the paper’s in the turns r. Every other pair gets the same γ from both.
extension-col-pair = pair
extension-col-turns = turns { $turns }
extension-col-gamma-released = { $gamma } released
extension-col-gamma-paper = { $gamma } paper
extension-col-paper-against = paper’s { $omega } against released
extension-signed-percent = { $sign }{ $percent }%
extension-ramp-table-label = Where YaRN’s two ramps differ
extension-scroll-hint = The table is wider than the screen: scroll it sideways
extension-method-chosen = { $name } (chosen)
extension-unseen-of = { $unseen } of { $pairs }
extension-methods-caption = Each method at { $pos }, { $settings }.
extension-col-method = method
extension-col-base = base used
extension-col-factor = { $q } and { $k } multiplied by
extension-col-unseen = pairs pointing in an unseen direction
extension-col-target = target length { $target }
extension-methods-label = The four methods compared
extension-chart-trained = trained (no change)
extension-chart-train = training length { $train }
extension-chart-target = target length { $target }
extension-chart-x = pair { $i } (fastest first)
extension-chart-y = wavelength { $wavelength } (positions)
extension-chart-label = Line chart, logarithmic scale: the wavelength of { $count ->
    [one] the one pair
   *[other] each of the { $pairs } pairs
} as trained{ $method ->
    [none] {""}
   *[other] { " " }and with { $method }
}, with flat lines at { $train } and { $target }.
extension-chart-one = The one pair's trained wavelength is { $wavelength } positions.
extension-chart-range = Trained wavelengths run from { $first } (pair 0) to { $last } positions (pair { $pair }).
extension-chart-same = { $count ->
    [one] With no change the new wavelength is the same.
   *[other] With no change the new wavelengths are the same.
}
extension-chart-new = { $count ->
    [one] With { $method } it is { $first }.
   *[other] With { $method } they run from { $first } to { $last }.
}
extension-chart-wrapped = A pair whose wavelength is at most { $last } went all the way round in training.
extension-col-trained-wavelength = trained wavelength
extension-col-new-wavelength = new wavelength
extension-col-turns-training = turns in training { $turns }
extension-col-yarn-gamma = { $gamma } ({ $ramp } ramp)
extension-fastest-slowest = The { $half } fastest and { $half } slowest of { $pairs } pairs.
extension-chart-table-label = Wavelength data
extension-col-omega = { $omega } as trained
extension-col-omega-new = new { $omega }
extension-col-angle = angle { $angle } (rad)
extension-col-direction = its direction, whole turns taken off (rad)
extension-col-largest = largest trained angle { $angle } (rad)
extension-col-wrapped = wrapped in training?
extension-col-seen = direction seen in training?
extension-yes = yes
extension-no = no
extension-seen = seen
extension-unseen = unseen
extension-angles-caption = { $method }: each pair’s angle at { $pos }, the direction it points in, and the largest angle it reached in training ({ $train }).
extension-angles-skipped = { $count ->
    [one] Pair 0 is not listed: it keeps its trained ω (ω′ = ω) and went all the way round in training, so its direction is seen.
   *[other] Pairs 0 … { $last } are not listed: each keeps its trained ω (ω′ = ω) and went all the way round in training, so their directions are seen.
} Listed: { $part ->
    [part] the { $half } fastest and { $half } slowest of pairs { $first } … { $end }.
   *[all] pairs { $first } … { $end }.
}
extension-angles-label = Angles pair by pair



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
learned-lead = The sinusoidal encoding is a formula; the other common choice is a table of vectors, one row per position, learned like any other weight.
learned-table-heading = How big is a learned table?
learned-table-intro = A learned table has { $maxLen } rows of { $d } numbers each. Pick a model or type a size:
learned-past-heading = A position past { $maxLen }
learned-past-intro = Now ask for a position. A table can only answer for the rows it has; the formula answers for any whole number.
learned-extrapolation-title = A value is not a good extrapolation
learned-extrapolation = Having a value is not the same as working well there. The formula gives { $pe } for any { $pos }, but a model trained only on sequences up to some length has never seen the vectors of longer positions, and there is no guarantee it uses them sensibly: in practice models with sinusoidal encodings often get worse on sequences longer than those they were trained on. “Defined everywhere” is a fact about the formula; “extrapolates well” would be a claim about a trained model.
learned-compare-heading = Every scheme on this page, side by side
learned-correction = A kind correction to a claim some texts make: T5 is sometimes listed among the learned absolute tables, and RoPE is sometimes said to have learnable parameters. T5 learns relative position biases instead, and RoPE has no learned parameters.
learned-sum-sinusoidal-where = Input: added to the token embeddings
learned-sum-sinusoidal-parameters = None: a formula
learned-sum-sinusoidal-kind = Absolute (a vector per position)
learned-sum-sinusoidal-beyond = A value at every position, but vectors the model never saw in training; quality often drops
learned-sum-sinusoidal-used = The original Transformer (Vaswani et al., 2017); Whisper’s audio encoder
learned-sum-learned-where = Input: added to the token embeddings
learned-sum-learned-parameters = { $maxLen } × d, trained; BERT-base: 512 × 768 = { $count }
learned-sum-learned-kind = Absolute (a row per position)
learned-sum-learned-beyond = Nothing: there is no row past { $maxLen }
learned-sum-learned-used = BERT, GPT-2
learned-sum-rope-where = Queries and keys: rotated by position inside each attention layer
learned-sum-rope-parameters = None: fixed rotations
learned-sum-rope-kind = Relative in the score (q·k depends on key − query only)
learned-sum-rope-beyond = Slow pairs reach angles never seen in training; usually stretched first (see “Longer contexts”)
learned-sum-rope-used = RoFormer, GPT-J, GPT-NeoX, LLaMA
learned-sum-alibi-where = Attention score: a bias added before the softmax
learned-sum-alibi-parameters = None: slopes fixed by a rule
learned-sum-alibi-kind = Relative (distance only)
learned-sum-alibi-beyond = The penalty line simply continues: nothing new to look up
learned-sum-alibi-used = BLOOM, MPT
learned-sum-t5-where = Attention score: a bias added before the softmax
learned-sum-t5-parameters = buckets × heads, trained, shared by all layers of a stack; T5-base: 32 × 12 = { $count } per stack
learned-sum-t5-kind = Relative (bucketed offset)
learned-sum-t5-beyond = Far offsets share the last bucket: one learned number for every long distance
learned-sum-t5-used = T5, mT5, Flan-T5
learned-sum-none-where = Nowhere
learned-sum-none-parameters = None
learned-sum-none-kind = Neither: attention sees a set; a causal mask still lets a decoder infer order
learned-sum-none-beyond = No position term to run past
learned-sum-none-used = Research models (Haviv et al., 2022)
learned-col-scheme = scheme
learned-col-where = where position enters
learned-col-parameters = position parameters
learned-col-kind = absolute or relative
learned-col-beyond = past the training length
learned-col-used-in = used in
learned-summary-caption = Where each scheme puts position, what it learns, and what happens past the training length.
learned-summary-label = Summary of the position schemes
learned-presets-label = Table size presets
learned-field-max-len = { $maxLen } (rows)
learned-field-width = { $d } (width of each row)
learned-preset = { $model }: { $rows } × { $width }
learned-count-product = { $rows } × { $width } ={ " " }
learned-count-parameters = { $count ->
    [one] { $parameters } parameter
   *[other] { $parameters } parameters
}
learned-count-rest = { " " }({ $bytes } bytes in float32), all trained. The sinusoidal encoding needs 0.
learned-answer-table = Learned table:{ " " }
learned-answer-formula = Formula:{ " " }
learned-answer-missing = { $rows ->
    [1] row 0
   *[other] rows 0 … { $last }
} only. Position { $pos } has no row: there is nothing to look up.
learned-answer-present = position { $pos } is row { $pos } of { $rows }; its numbers are whatever training made them (this page has no trained table to show).
learned-answer-value = { $pe } with { $d } is below, like at any other position.{ $past ->
    [yes] { " " }A value, though, not a promise: see the note under the table.
   *[no] {""}
}
learned-pe-caption-first = The first { $shown } of { $count } dimensions. Rounded half away from zero to 6 decimals.
learned-pe-caption = Rounded half away from zero to 6 decimals.
learned-pe-col-dim = dimension
learned-pe-col-fn = function
learned-pe-col-angle = angle = { $angle }
learned-pe-fn = { $fn } (pair { $pair })



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

