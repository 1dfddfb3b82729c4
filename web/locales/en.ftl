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
words-rope-pairing = pairing (which dimensions RoPE turns together)
words-rope-shift = shift c (added to both positions)
words-rope-shift-why = pos + c and pos + k + c stay within 0 to { $max }
words-rope-d = d (head dimension)
words-rope-k = Δ (offset n − m)
words-rope-k-range = { $name } must be a whole number from { $min } to { $max } so that pos + Δ is a position; got { $got }.
rope-intro = The proof ended with a rotation: moving { $delta } places turns every (sin, cos) pair by { $turn }, whatever the start. Rotary position embedding (RoPE; Su et al., RoFormer, 2021) puts that rotation to work directly: instead of adding a position vector to the embedding, it **rotates** the query q and the key k themselves, pair by pair, by the angle { $angle } with the same { $omega } as the sinusoidal table. Here k is always the key vector; the offset between the two positions is called { $offset }.
rope-head = RoPE rotates inside each attention head, so d on this page is the **head dimension**, the length of one head’s q and k, not the model width. In LLaMA 7B the model width is 4096, split over 32 heads, so each head rotates vectors of d = 128 (64 pairs).
rope-identity = Because a rotation by { $first } followed by the inverse of a rotation by { $second } is a rotation by { $result }, that is { $identity } (the rotation by n acts on k first), the attention score of a rotated query and a rotated key can only see the offset { $offset }. RoPE adds no parameters: nothing about it is learned.
rope-block = The proof wrote its block as { $block } because it acted on pairs written (sin, cos). On a pair written (a, b), with a on the horizontal axis, the same counter-clockwise turn is the matrix above: { $map }. RoPE needs an even d: every dimension has a partner, there is no lone sine.
rope-pairs-heading = Which two dimensions make a pair
rope-pairs = Two conventions are in use, and both keep the property above. **Interleaved** pairs dimensions (2i, 2i + 1): RoFormer, GPT-J and Meta’s original LLaMA code. **Half** pairs dimension i with i + d/2, the { $rotateHalf } of GPT-NeoX and of the Hugging Face LLaMA code. They give different scores for the same q and k, so a checkpoint only works with the pairing it was trained with; Hugging Face’s LLaMA conversion script permutes the rows of W_Q and W_K to move from one to the other.
rope-stepper-heading = Rotate q by hand, one pair at a time
rope-check-heading = Check: the score sees only n − m
rope-check = Take the query at position m = pos and the key at n = pos + Δ, and score them. Then move both by the same shift c and score again. In exact arithmetic the two scores are equal, and both equal { $relative }, which does not mention m or n on their own. A computer rounds, so the table shows how large the differences really are: in float64 (about 16 significant digits) and in float32 (about 7), computed two ways.
rope-decay-heading = Long-range decay
rope-decay = If every pair of q and k is (1, 0), the score of positions m and m + Δ is { $g }: the same sum as the sinusoidal { $product }, with { $g0 } because every pair contributes cos 0 = 1. With several pairs the cosines drift out of step as Δ grows and partly cancel, so g(Δ) tends to shrink, unevenly. RoFormer (section 3.4.3) turns this into a bound on the score for any q and k; the second curve is the factor in that bound that depends on Δ, { $factor } with { $sum }, scaled as in the paper’s figure 2. It is a factor of a bound, not a score, and it starts at (d/2 + 1)/2.
rope-why-add-heading = Why not add PE and let W_Q and W_K sort it out?
rope-why-add = The proof’s property, PE(p)·PE(q) depends only on p − q, holds for the bare encodings. A model never compares bare encodings: it projects first. With additive PE the position part of a score is { $additive }, and a general W_Q and W_K do not commute with the rotations (they mix and stretch the sines and cosines), so the rotations no longer cancel. RoPE rotates after the projection, { $rotated }, so the offset is all that reaches the score. Below, the same token x sits at positions m and n = m + Δ with Δ fixed, W_Q and W_K are random (seeded), and only m changes from row to row.
rope-asked-angle = the angle θ = pos·ω_i
rope-guess-exact = Exactly right to 6 decimals: { $what } is { $truth }.
rope-guess =
    { $verdict ->
        [very] Very close
        [close] Close
       *[off] Not quite
    }: you said { $guess }, { $what } is { $truth }, a difference of { $error }.{ $hint ->
        [angle] { " " }Multiply pos by ω_i; the angle is in radians and is not reduced by whole turns.
        [trig] { " " }Use radians, not degrees.
        [output] { " " }Use a and b from q and the cos θ and sin θ above; mind the minus sign in a′.
       *[none] { "" }
    }
rope-type-number = Type a number, for example { $half } or { $example }.
rope-reveal = { $what } is { $value }.
rope-stage-frequency = Frequency
rope-stage-angle = Angle
rope-stage-trig = Cosine, sine
rope-stage-pair = The pair of q
rope-stage-first = First output
rope-stage-second = Second output
rope-previous = ← Previous pair
rope-next = Next pair →
rope-predict-prompt = Predict first: work out the angle, cos, sin and the two outputs before they are shown
rope-stepper-keys = When the stepper has focus, the Left and Right arrow keys move between pairs, Home and End jump to the first and last; N and P work anywhere in the section.
rope-pairs-region = Every pair of q rotated
rope-pairs-summary = Every pair in one table
rope-q-source = q is the query vector of the check further down: { $d } numbers between −1 and 1 drawn by the core’s seeded generator (seed { $seed }), the same every time. The stepper turns it to position pos = { $pos }: the result is q′ = R({ $pos }) q, the rotated query that the check scores.
rope-pair-title =
    { $pairs ->
        [one] Pair i = { $pair } (the only pair)
       *[other] Pair i = { $pair } (of 0 to { $last })
    }
rope-pair-where =
    d = { $d }, pos = { $pos }, base { $base }, { $pairing ->
        [half] half
       *[interleaved] interleaved
    } pairing: pair { $pair } is dimensions { $first } and { $second }. It turns once every 2π/ω = { $wavelength } positions.
rope-predict-question = Your prediction for { $what }:
rope-pair-done =
    Pair { $pair } is done. { $more ->
        [yes] Go on to the next pair.
       *[no] That was the last pair.
    }
rope-vector-title = q′ = R({ $pos }) q fills in as you go
rope-vector-index = j={ $j } pair { $pair }
rope-vector-note =
    { $part ->
        [yes] Showing dimensions { $from } to { $to } of { $dims }.{ " " }
       *[no] { "" }
    }The current pair has a thick border; a ? marks a value not worked out yet.{ $pairing ->
        [half] { " " }With half pairing the two dimensions of a pair sit d/2 apart.
       *[interleaved] { "" }
    }
rope-pairs-caption =
    R({ $pos }) q, d = { $d }, base { $base }, { $pairing ->
        [half] half
       *[interleaved] interleaved
    } pairing{ $cut ->
        [yes] { " " }(first { $max } pairs)
       *[no] { "" }
    }
rope-column-pair = pair i
rope-column-dims = dims
rope-f64-exact = In float64 the two scores agree to the last bit here.
rope-f64-rounding = In float64 they differ by { $difference }: rounding, not a failure of the identity. The difference tends to grow with the positions, because an angle as large as pos·ω carries a rounding error in proportion to its size.
rope-rounded = The middle column keeps the float64 angle θ = pos·ω of the float64 column, takes cos θ and sin θ in float64 and rounds them (and q and k) to float32, then rotates and takes the dot product in float32. Each of its scores is within { $error } of the float64 one: float32 rounding of those numbers and of the arithmetic, bounded by a multiple of d·2⁻²⁴·|q|·|k| that does not grow with the position, because no angle is ever rounded to float32.
rope-naive =
    Forming the angle pos·ω in float32 first, as most frameworks do by default, gives an error of { $error }{ $worse ->
        [yes] : larger, because the angle itself is off by about one float32 rounding step of pos·ω, and that step grows with the position.
       *[no] , about the same at these positions (up to { $far }); it grows with the position{ $suggest ->
            [yes] : try a shift of { $shift }
           *[no] { "" }
        }.
    }
rope-row-difference = |difference| of the two scores
rope-row-error = largest error against float64
rope-reference = (reference)
rope-relative-region = The relative check, float64 and float32
rope-relative-caption =
    d = { $d }, base { $base }, { $pairing ->
        [half] half
       *[interleaved] interleaved
    } pairing, q and k from seed { $seed }. Scores to { $digits } decimals.
rope-column-quantity = quantity
rope-column-rounded = float32, cos θ and sin θ rounded from float64
rope-column-naive = float32, angle formed in float32
rope-scroll-hint = The table scrolls sideways
rope-relative-form = q·R(Δ) k with Δ = n − m = { $delta }: { $score }. Largest gap between it and the two float64 scores: { $gap }.
rope-decay-g0 =
    g(0) = { $g0 }: { $pairs ->
        [one] the one pair contributes
       *[other] each of the { $count } pairs contributes
    } cos 0 = 1.
rope-decay-one-pair = With d = 2 there is one pair only: nothing cancels, and g(Δ) = cos Δ swings between −1 and 1 without decaying; for Δ from { $from } to { $to } |g(Δ)| still reaches { $far }.
rope-decay-low = For Δ from { $from } to { $to }, |g(Δ)| stays at or below { $far }, less than half of g(0): distant positions score lower.
rope-decay-high =
    For Δ from { $from } to { $to }, |g(Δ)| still reaches { $far }, more than half of g(0): with this d and base there is little decay within Δ ≤ { $to }.{ $suggest ->
        [yes] { " " }Try a larger d, such as { $larger }.
       *[no] { "" }
    }
rope-decay-bound = The bound factor is { $first } at Δ = 0 and { $last } at Δ = { $K }; its smallest value in the range is { $lowest }, at Δ = { $at }.
rope-sentence-gap = { " " }
rope-chart-bound = RoFormer bound factor
rope-chart-x = offset Δ = n − m
rope-chart-y = value
rope-chart-label = Line chart over Δ from 0 to { $K }, d = { $d }: g(Δ) as a solid line starting at { $g0 }, and the RoFormer bound factor as a dashed line starting at { $bound0 }.
rope-column-bound = bound factor
rope-decay-data = Decay data
rope-spread-raw =
    Bare encodings, p_m·p_n: spread { $spread }{ $kind ->
        [exact] : every row gives exactly the same score. The offset is all they see, as the proof said.
        [rounding] , rounding only. The offset is all they see, as the proof said.
       *[large] .
    }
rope-spread-additive =
    Additive PE through W_Q and W_K: spread { $spread }{ $kind ->
        [large] . The score changes with m although n − m is the same in every row: the projections broke the offset-only property.
       *[rounding] , at rounding level for these settings.
    }
rope-spread-rope =
    RoPE: spread { $spread }{ $kind ->
        [exact] : every row gives exactly the same score. Rotating after the projection keeps the score a function of n − m.
        [rounding] , rounding only. Rotating after the projection keeps the score a function of n − m.
       *[large] .
    }
rope-w-region = Scores with W_Q and W_K
rope-w-caption =
    n − m = Δ = { $delta }, d = { $d }, { $pairing ->
        [half] half
       *[interleaved] interleaved
    } pairing, W_Q, W_K and x from seed { $seed }.
rope-pairing-interleaved = Interleaved
rope-pairing-interleaved-hint = dims (2i, 2i + 1): RoFormer, Meta’s LLaMA
rope-pairing-half = Half
rope-pairing-half-hint = dims (i, i + d/2): GPT-NeoX, Hugging Face
rope-pairing-label = Pairing
rope-k-describe =
    { $side ->
        [same] the key at the query’s position
        [before] { $count ->
            [one] the key { $positions } position before the query
           *[other] the key { $positions } positions before the query
        }
       *[after] { $count ->
            [one] the key { $positions } position after the query
           *[other] the key { $positions } positions after the query
        }
    }
rope-k-hint = n = pos + Δ: the key’s position minus the query’s.
rope-shift-describe = both positions moved by { $shift }
rope-shift-hint = m + c and n + c must stay positions. Large shifts show the float32 angle error growing.
rope-refused-odd = { $message }; pick an even d
rope-decay-refused = { $message }. The decay chart needs a smaller d.
rope-w-refused =
    { $message }. The W_Q/W_K table needs { $need ->
        [delta] Δ ≥ 0
       *[d] a smaller d
    }.
rope-circle-heading = Pair { $pair }: dimensions { $first } (a) and { $second } (b)
rope-circle-caption-hidden = The turn is drawn once you have worked out the angle θ.
rope-circle-title-hidden = Pair { $pair } of q: the point (a, b) = ({ $a }, { $b }) (circle). Its turn by θ = pos·ω is hidden until you have worked out θ.
rope-circle-caption-zero = This pair of q is (0, 0): a rotation leaves it where it is.
rope-circle-caption = The point turns counter-clockwise by θ = pos·ω = { $turn }; its distance from the centre stays the same.
rope-circle-title = Pair { $pair } of q: the point (a, b) = ({ $a }, { $b }) (circle) turns by { $angle } radians to ({ $a2 }, { $b2 }) (square, q′), the pair of q′ = R({ $pos })q.
rope-circle-title-unsolved = Pair { $pair } of q: the point (a, b) = ({ $a }, { $b }) (circle) turns by { $angle } radians to the square (q′), the pair of q′ = R({ $pos })q; its coordinates are hidden until you have worked out a′ and b′.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-conventions-preset = preset (library)
conventions-variant-paper = The paper
conventions-variant-concatenated = Concatenated layout
conventions-variant-one-based-position = Positions counted from 1
conventions-variant-dimension-exponent = Mistaken exponent b^(j/d)
conventions-variant-one-based-pair = 1-based pair index
conventions-variant-tensor2tensor = tensor2tensor spacing
conventions-note-paper = Interleaved sin, cos, sin, cos …; ω_i = b^(−2i/d) with i the pair index; positions from 0. The reference for every row below.
conventions-note-concatenated = All sines first, then all cosines (tensor2tensor, the TensorFlow tutorial, many diffusion models). The same numbers in another order. This is the most asked “is this a bug?” question in public issue trackers: it is not a bug, the dimensions are only permuted.
conventions-note-one-based-position = Some texts number the first token 1, not 0. Every token moves one row down the table: the token at index pos gets PE(pos + 1). Harmless if used everywhere the same way.
conventions-note-dimension-exponent = Uses the dimension index j where the formula has 2i. Each cosine then gets its own slightly slower frequency, so a pair’s sine and cosine no longer share an angle and the shift proof no longer holds. Some texts print this formula by mistake, even next to code that gets it right.
conventions-note-one-based-pair = Counting pairs from i = 1 (as in W[2i−1, t] = sin(t / b^(2i/d)) with 0 < i ≤ d/2) makes every frequency one pair slower: the fastest wave, ω = 1, is lost. Some texts write it this way.
conventions-note-tensor2tensor = Spaces the log-timescales by log(b)/(d/2 − 1), so the slowest wavelength is exactly 2πb instead of 2πb^((d−2)/d). Shown interleaved here so that only the spacing differs.
conventions-lead = The same idea is written several ways. Some differences are only conventions (harmless once you know them); two are mistakes that change the numbers. Here they are side by side for the same token.
conventions-compare-heading = One variant minus the paper, position by position
conventions-compare-intro = Pick a variant: the heatmap shows its matrix minus the paper’s, for n positions and d dimensions. White means equal.
conventions-precision-heading = Large positions and float32
conventions-precision-intro = Most frameworks compute the angle pos·ω in float32 and only then take the sine. At large positions float32 cannot hold the angle exactly, and the error shows in the encoding, even though the exact value always lies in [−1, 1]. The core never forms the angle in float32: at the first position of each block of rows it takes the sine and cosine in float64 and rounds them to float32, and it reaches every later position of the block by one float32 rotation by ω·k (the relative-shift property, with cos ω·k and sin ω·k rounded to float32 too). So each of its values is a few float32 roundings away from the exact one and carries no angle error: at most 5·2⁻²⁴ ≈ 3.0·10⁻⁷ at any position, where rounding the exact value once would leave at most 2⁻²⁵ ≈ 3.0·10⁻⁸. The errors it really has are printed and drawn below.
conventions-past-end = pos must be at most { $max } here: the row “{ $label }” reads PE(pos + { $shift }); got { $got }
conventions-kind-reference = reference
conventions-kind-convention = convention
conventions-kind-mistake = mistake
conventions-side-caption =
    The token at index { $pos }, d = { $d }{ $cut ->
        [yes] { " " }(first { $shown } dimensions)
       *[no] { "" }
    }. Under each value: which function and which pair fill that dimension. Rounded half away from zero to { $digits } decimals.
conventions-side-scroll =
    The table is wider than the screen: scroll it sideways for { $dims ->
        [one] the one dimension
       *[other] all { $shown } dimensions
    }
conventions-compare-equal =
    { $positions ->
       *[other] { $label } gives exactly the paper’s numbers for these { $count } positions.
    }
conventions-compare-summary =
    { $label }: the largest |difference| is { $difference }, at token { $row }, dimension { $dim }.{ $layout ->
        [yes] { " " }Large, yet nothing is lost: sort the columns and the two matrices agree.
       *[no] { "" }
    }
conventions-column-variant = variant
conventions-column-dim = dim { $j }
conventions-side-region = Variants side by side
conventions-picker-label = Variant to compare with the paper
conventions-picker-announce = Comparing the paper with: { $label }
conventions-heatmap-title = { $label } minus the paper
conventions-heatmap-rows = position
conventions-heatmap-columns = dimension
conventions-heatmap-cell = token { $row }, dimension { $dim }: { $label } minus paper ≈ { $value }
conventions-precision-naive = angle in float32 (the common way)
conventions-precision-fast = the core: angle in float64, result float32
conventions-precision-y = largest |error| over { $d } dimensions
conventions-position-presets = Position presets
conventions-precision-field = position for the float32 check
conventions-precision-hint = d = { $d }, base b from the settings.
conventions-precision-summary = At position { $pos }: float32 angle, largest error { $naive }; the core’s float32 path, largest error { $fast }. The error jumps from one position to the next; between { $first } and { $last } the float32-angle error peaks at { $worst } (position { $worstPos }).
conventions-precision-label = Line chart, logarithmic scale: largest float32 error of the encoding at positions { $first } to { $last }, two ways of computing it.
conventions-precision-description = Float32 angle: errors up to { $naive } in this range; the core's float32 path: at most { $fast }.
conventions-column-naive = float32 angle
conventions-column-fast = core float32
conventions-precision-data = Float32 error data
conventions-layout-interleaved = interleaved: sin, cos, sin, cos, …
conventions-layout-sin-cos = all sines, then all cosines
conventions-layout-cos-sin = all cosines, then all sines
conventions-spacing-as = { $formula }, as { $code }
conventions-spacing-log = { $formula }, { $range }: the slowest wavelength is exactly { $longest }
conventions-spacing-numpy = { $formula } in numpy float64
conventions-spacing-numpy-sines = { $formula } in numpy float64; sines fill columns { $columns }
conventions-spacing-pow = { $formula } via { $code } in float32
conventions-first-start-index = { $code } ({ $zero } by default)
conventions-first-padding = row { $row } ({ $code })
conventions-first-padding-offset = row { $row } ({ $code }; the table has { $offset } extra rows)
conventions-first-past = { $zero } ({ $code })
conventions-first-klen = { $from } down to { $to } (relative distances); rows here are the positions as given
conventions-odd-shape = fails: PyTorch raises a shape mismatch
conventions-odd-zero-column = { $count } frequencies, then one zero column
conventions-odd-sine = ends with a sine
conventions-odd-ceil = { $sines } sines, { $cosines } cosines
conventions-odd-assert = fails: { $code }
conventions-odd-wide = wrong width: { $width } columns
conventions-presets-heading = What libraries actually build
conventions-presets-intro = Ten widely copied implementations, each reproduced from its source. They differ in layout, in how the frequencies are spaced, in which row the first token reads, in what they do with an odd d, and in whether they form the angle pos·ω in float32 (the default dtype of PyTorch and TensorFlow) or in float64 (numpy).
conventions-presets-caption = The ten presets. The last column: the largest |float32 table − float64 formula| over the { $d } dimensions of row { $pos }.
conventions-column-library = library
conventions-column-source = source (file, function)
conventions-column-layout = layout
conventions-column-spacing = frequency spacing
conventions-column-first = first token reads
conventions-column-padding = padding row
conventions-column-odd = odd d
conventions-column-angle = angle formed in
conventions-column-error = float32 error at pos { $pos }
conventions-padding-row = row { $row }, all zeros
conventions-padding-none = none
conventions-float64-numpy = float64 (numpy)
conventions-meaning-float32 =
    { $libraries ->
       *[other] At pos = { $pos } with d = { $d }, the { $count } libraries that form the angle pos·ω in float32 are off by between { $least } and { $most } in the worst dimension of the row: float32 keeps about seven significant digits, so an angle near { $pos } radians cannot be held exactly, and its sine and cosine inherit the error however well they are computed.
    }
conventions-meaning-float64 =
    { $libraries ->
       *[other] { $names } form the angle in float64 with numpy and round only the result to float32: their error, at most { $most }, is that last rounding and nothing more.
    }
conventions-sentence-gap = { " " }
conventions-row-padding = row { $row }: padding, all zeros
conventions-row-first = row { $row }: first token
conventions-row = row { $row }
conventions-rows-caption =
    { $kind ->
        [float64] The library’s formula in float64
       *[float32] The library’s own float32 steps
    }: rows { $from } to { $to }, d = { $d }{ $cut ->
        [yes] { " " }(first { $shown } dimensions)
       *[no] { "" }
    }.
conventions-column-row = row of the table
conventions-rows-region =
    { $kind ->
        [float64] Preset table in float64
       *[float32] Preset table in float32
    }
conventions-preset-label = Library preset
conventions-preset-announce = Library preset: { $library }
conventions-presets-region = The ten library presets
conventions-presets-rounding = Table values are rounded half away from zero to 6 decimals; errors are shown in scientific notation with 2 significant figures.
conventions-preset-refused =
    { $message }. { $shown ->
        [yes] Still showing the last table that worked.
       *[no] No table to show yet: pick another d or library.
    }
conventions-preset-summary =
    { $library }: { $layout }; the angle is formed in { $angle ->
        [float32] float32
       *[float64] float64 (numpy)
    }.{ $padding ->
        [yes] { " " }Row { $paddingRow } is the padding row ({ $paddingCode }): all zeros. The first real token reads row { $firstRow }, so the token at index t reads row t + { $firstRow }.
       *[no] { " " }The first token reads row { $firstRow }.
    } At pos = { $pos } (d = { $d }) its float32 table is off by up to { $error }, in dimension { $dim }.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

