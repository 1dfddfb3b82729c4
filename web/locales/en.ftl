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
matrix-intro-rows = Write the encoding of every position as a row, one under the other, and you get a matrix: { $n } rows (positions) by { $d } columns (dimensions). Each column is one sine or cosine sampled at the positions { $positions }; each row is the fingerprint of one position.
matrix-intro-layout = With the paper’s interleaved layout the left columns change fastest: dimension 0 is { $sinPos }, which completes a turn every { $period } positions. Moving right, each pair turns more slowly, so with a large enough { $d } the right-hand columns barely change from one row to the next. Click a row (or focus the map and press Enter) to make it the chosen position.
matrix-curves-heading = Single dimensions across positions
matrix-curves-text = Each column of the matrix is a wave. Plotting a few neighbouring columns shows the pattern: in the paper’s interleaved layout an even dimension and the odd one after it share a frequency (they form one pair), one a sine and the other a cosine, a quarter-turn apart. The next pair is slower.
matrix-waves-heading = Sine and cosine at a few frequencies
matrix-waves-text = The same pairs as sine and cosine together: pair { $i } turns by { $omega } radians per position. The model only ever sees whole positions, so the fast pairs look jagged here: that is the sampling, not an error.
matrix-dims-empty = Type at least one dimension number from 0 to { $max } ({ $last }), for example { $example }.
matrix-dims-too-many = Choose at most { $max } dimensions; got { $count }.
matrix-dims-bad = Each dimension must be a whole number from 0 to { $max } ({ $last }); got "{ $got }".
matrix-row-chosen = The outlined row is the chosen position, { $posIs }: its values are { $row }.
matrix-row-outside = The chosen position, { $pos }, is not among the rows shown ({ $first } to { $last }), so no row is outlined.
matrix-row-outside-one = The chosen position, { $pos }, is not among the rows shown (only { $row }), so no row is outlined.
matrix-timing-computed = { $n } × { $d } = { $total } { $count ->
        [one] value
       *[other] values
    }, computed by the WebAssembly core in { $computeMs } ms, drawn in { $drawMs } ms.
matrix-timing-drawn = { $n } × { $d } = { $total } { $count ->
        [one] value
       *[other] values
    }, drawn in { $drawMs } ms.
matrix-dims-none = No dimension chosen.
matrix-dim-sine = dimension { $dim } is a sine of pair { $pair } (wavelength { $wavelength } positions)
matrix-dim-cosine = dimension { $dim } is a cosine of pair { $pair } (wavelength { $wavelength } positions)
# Between the clauses of matrix-dims-summary's list.
matrix-clause-join = { "; " }
matrix-dims-summary = { $dims }. Each curve stays between −1 and 1; a longer wavelength means a slower curve.
matrix-waves-label = Sine (solid) and cosine (dashed) of { $count ->
        [one] pair
       *[other] pairs
    } { $pairs } against position.
matrix-waves-label-none = No sine–cosine pair to draw: with { $dIs } dimension 0 is a lone sine.
matrix-waves-summary-none = With { $dIs } there is no sine–cosine pair to draw: dimension 0 is a lone sine.
matrix-wave-pair = Pair { $pair } turns by { $omegaIs } { $radians ->
        [one] radian
       *[other] radians
    } per position, a wavelength of { $wavelength } positions.
matrix-waves-styles = Sines are solid lines, cosines dashed; each cosine runs a quarter-wavelength ahead of its sine.
matrix-waves-styles-points = Sines are solid lines with round markers, cosines dashed with triangles; each cosine runs a quarter-wavelength ahead of its sine.
# Between the sentences of the waves chart's summary (a space where the language puts one).
matrix-sentence-join = { " " }
matrix-heatmap-title = Positional encoding, positions { $first } to { $last } by dimensions 0 to { $lastDim }
matrix-heatmap-row = position
matrix-heatmap-col = dimension
matrix-heatmap-cell = position { $pos }, dimension { $dim }: { $value }
matrix-dims-label = Dimensions to plot
matrix-dims-hint = Up to { $max } numbers separated by commas or spaces.
matrix-dims-plot = Plot
matrix-axis-position = position
matrix-axis-value = value
matrix-table-first = First { $shown } of { $n } positions.
matrix-curves-label = Line chart of dimensions { $dims } against position { $first } to { $last }.
matrix-column-position = position
matrix-column-dimension = dimension { $dim }
matrix-curves-table = Values of the plotted dimensions
matrix-wave-series = pair { $pair } { $fn } (dimension { $dim })
matrix-column-pair = pair { $pair } { $fn }
matrix-waves-table = Values of the plotted sines and cosines



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
proof-step1-title = Look at one pair
proof-step1-text = Dimensions { $even } and { $odd } share one frequency { $omega }: they hold the sine and the cosine of the same angle. Read them together as one point on the unit circle. Here { $i } counts pairs (0, 1, 2, …), not dimensions.
proof-step2-title = Two identities from trigonometry
proof-step2-text = The angle-addition formulas build the sine and cosine of a sum out of the sines and cosines of its two parts.
proof-step3-title = Move the position by { $k }
proof-step3-text = Put { $alpha } and { $beta }. Both new values are weighted sums of the old sine and the old cosine, and the weights contain only { $k } and { $omega }.
proof-step4-title = Write it as a matrix
proof-step4-text = The { $size } matrix turns the point by the angle { $angle }. With the pair written in the order { $sinCos } the plus sign sits top right; texts that write the pair as { $cosSin } get the mirror image. The position { $pos } appears nowhere in the matrix.
proof-step5-title = All pairs at once: { $Mk }
proof-step5-text = Stack the pairs: { $Mk } is block-diagonal, one rotation per pair and zeros elsewhere. One and the same { $Mk } moves every position forward by { $k }. That is the relative-shift property. Below, change { $pos } and watch { $Mk } stay exactly as it was.
proof-step6-title = Why the pair must travel together
proof-step6-text = The map is linear only on each { $sinCos } pair as a whole. No rule, linear or not, gives { $shifted } from { $sinPos } alone: two positions can share a sine but not a cosine, and after the shift their sines differ. The cosine holds the other half of the information. Looking for a shift rule for one dimension on its own is a common confusion.
proof-step7-title = What this buys
proof-step7-text = The dot product of two encodings depends only on the offset { $offset }, not on where the two tokens sit. The next section draws this.
proof-status-start = Change { $pos } and { $Mk } stays the same; change { $k } and every block turns by a new angle.
proof-status-pos = { $posIs } is now { $value }: { $pe } and { $peShifted } moved, but { $Mk } did not change. Its blocks depend only on { $k } and the frequencies, never on { $pos }.
proof-status-k = { $k } is now { $value }: { $Mk } changed, each block now turns its pair by { $angle }.
proof-status-width = { $dIs }, { $bIs }: new frequencies, so new blocks.
proof-residual-exact = Largest { $gap } over all dimensions: { $f64 } in float64 and { $f32 } in float32: the two vectors agree exactly here.
proof-residual-exact-f64 = Largest { $gap } over all dimensions: { $f64 } in float64 and { $f32 } in float32. In float64 they agree exactly here; the float32 difference is rounding noise: the identity is exact, the arithmetic is not.
proof-residual-exact-f32 = Largest { $gap } over all dimensions: { $f64 } in float64 and { $f32 } in float32. In float32 they agree exactly here; the float64 difference is rounding noise: the identity is exact, the arithmetic is not.
proof-residual-noise = Largest { $gap } over all dimensions: { $f64 } in float64 and { $f32 } in float32. Both are rounding noise: the identity is exact, the arithmetic is not.
proof-block-label = { $block }: rotation block of pair { $pair }
proof-step-tex-label = The step in symbols (scrolls sideways on a narrow screen)
proof-prev = ← Previous step
proof-next = Next step →
proof-copy-latex = Copy proof as LaTeX
proof-step-counter = Step { $index } of { $count }
proof-unchanged = unchanged
proof-blocks-heading = The blocks of { $Mk }
proof-vector-heading = { $rotated } beside { $shifted }
proof-lead = The paper chose sines and cosines so that moving { $k } positions along is the same linear map wherever you start. Step through the derivation, then check it with real numbers.
proof-blocks-note-first = { $dIs } has { $pairs } pairs; the first { $shown } are drawn. Each of the others is a rotation too, by a smaller angle. On each circle the round dot is the pair’s point for { $pos }, and the square is { $Mk } applied to that point: the point for { $posK }.
proof-blocks-note-all = { $dIs }: { $count ->
        [one] { $pairs } pair, so { $Mk } is { $size } with { $pairs } rotation block on its diagonal.
       *[other] { $pairs } pairs, so { $Mk } is { $size } with { $pairs } rotation blocks on its diagonal.
    } On each circle the round dot is the pair’s point for { $pos }, and the square is { $Mk } applied to that point: the point for { $posK }.
proof-block-angle = { $block }: angle { $angle } rad
proof-dim-row = { $dim } ({ $fn }, pair { $pair })
proof-vectors-label = Vectors { $pe }, { $rotated } and { $shifted }
proof-vectors-first = The first { $shown } of { $d } dimensions.
proof-vectors-all = All { $d } dimensions, rounded to 6 decimals (half away from zero).
proof-column-dimension = dimension
proof-column-direct = { $shifted } directly
proof-odd-d = { $reason }. The proof pairs every sine with a cosine: pick an even { $d }
proof-tex-header = Positional Encoding Explorer: the relative-shift proof, { $values }, base { $base }.
proof-tex-needs = Needs { $package }. Numbers rounded half away from zero to 6 decimal places.
proof-tex-step = Step { $index }: { $title }
proof-tex-no-numbers = No numbers: { $reason }
proof-tex-with-numbers = With numbers: { $values }
proof-tex-largest = Largest difference: { $f64 } in float64, { $f32 } in float32.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-similarity-maxOffset = the largest offset
similarity-lead = The proof showed that moving { $k } places is the same rotation wherever you start. A direct consequence: the dot product of two encodings sees only how far apart the positions are.
similarity-identity-text = Each { $sinCos } pair contributes { $term }, because { $rule }. So the dot product is symmetric (swap { $p } and { $q } and nothing changes) and depends only on { $offset }. With many pairs it also tends to shrink as the offset grows, but unevenly: the fast pairs wrap around and come back, so the decay wobbles. A single pair has nothing to cancel against and does not decay at all.
similarity-heatmap-heading = { $dot } for every pair of positions
similarity-heatmap-intro = Row { $p }, column { $q } shows { $dot }. For an even { $d } every diagonal (constant { $offset }) has one colour: the matrix is a Toeplitz matrix, constant along each diagonal. An odd { $d }’s lone sine breaks this, as the offset profile below shows.
similarity-profile-heading = The offset profile { $g }
similarity-profile-intro = Reading one row of the heatmap from its diagonal outwards gives the offset profile { $profile }. The chart draws it twice: starting at { $zero } and starting at { $atPos } (the { $pos } setting above). For an even { $d } the two curves lie exactly on top of each other, whatever { $pos } is: the profile depends only on the offset { $k }.
similarity-tokens-heading = Now add token embeddings
similarity-tokens-intro = A model never sees { $pe } alone: it sees { $x }, token embedding plus position. Tick the box to add embeddings for a short sentence and look at { $gram }: the clean diagonals are gone, mixed with how similar the words are (the repeated words light up wherever they sit).
# The example sentence whose token embeddings are added: words separated by spaces, some of them repeated.
similarity-sentence = the cat sat on the mat because the mat was warm and the cat was tired
similarity-odd-note = With odd { $d } the last dimension is a lone sine with no cosine partner. Its term, { $term }, does depend on { $p }, so for odd { $d } the profile depends on where it starts: compare the two curves below.
similarity-heatmap-position = position
similarity-heatmap-cell = { $pIs }, { $qIs }, offset { $offsetIs }: { $dot } ≈ { $value }
similarity-curve-from = { $g } starting at { $p }
similarity-axis-offset = offset { $k }
similarity-chart-label = Line chart of the offset profile { $g } for { $k } from 0 to { $last }, { $dIs }: a thick solid curve starting at { $zero } and { $markers ->
        [triangles] a dashed curve with triangles
       *[none] a dashed curve
    } starting at { $atPos }{ $curves ->
        [same] , lying on top of each other
       *[differ] , which differ
    }.
similarity-start-none = { $g0 }, and so is { $gk } at every { $k } from { $zero }: with { $dIs } there is no sine–cosine pair, and the lone sine adds { $term }.
similarity-start = { $g0 }, the largest value: { $count ->
        [one] the one sine–cosine pair contributes
       *[other] every sine–cosine pair contributes
    } { $one }{ $odd ->
        [yes] , and starting at { $zero } the lone sine adds { $term }
       *[no] {""}
    }.
similarity-range-one = With { $nIs } there is no other offset.
similarity-range = Over { $range } the smallest value is { $value } at { $at }.
similarity-compare-zero = Here { $pos } is 0 too, so the two curves are one and the same: set { $pos } to another position to compare.
similarity-compare-same = Starting at { $atPos } instead of 0 gives the same value { $where ->
        [one] at { $k0 }
       *[all] at every offset
    } (to 6 decimals): the two curves coincide.
similarity-compare-differ = Starting at { $atPos } gives { $value } at { $k0 } instead: the lone sine of an odd { $d } makes the profile depend on { $p }.
# Between the sentences of the offset profile's summary (a space where the language puts one).
similarity-sentence-join = { " " }
similarity-table-first = The first { $shown } of { $count } offsets.
similarity-column-from = { $g } from { $p }
similarity-profile-table = Offset profile data
similarity-tokens-refused = { $reason }. The embedding demo needs a smaller { $d }.
similarity-token-at = “{ $word }” at position { $pos }
similarity-gram-title = { $gram } with { $x }, { $dIs }
similarity-heatmap-token = token
similarity-token-cell = { $row } · { $col } ≈ { $value }
similarity-sentence-shown = Sentence ({ $count ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    }): { $words }
similarity-gram-summary = With embeddings added, equal offsets no longer give equal values: the diagonals of { $gram } are not constant, and the same word at two places still matches itself strongly.
similarity-column-row-token = row token
similarity-gram-caption = { $gram }, float32, rounded to 3 decimals.
similarity-gram-table = { $gram } data
similarity-tokens-toggle = Add token embeddings: show { $gram } with { $x }



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
input-lead = The encoding is not fed to the model on its own: it is added, number by number, to the token embedding, the vector that stands for the word itself.
# The word under E in the equation (a subscript: one short word).
input-equation-word = word
input-equation-text = Both vectors have the same width { $d }, so they can be added. The embedding says what the word is, the encoding says where it is, and the sum carries both. The embeddings here are a fixed pseudo-random stand-in for a trained table (the same word always gets the same vector); the positional part is the real formula.
input-no-gradient = The sinusoidal table has no parameters: training changes the embeddings, never { $pe }.
input-rounding = Numbers are rounded half away from zero to 6 decimal places.
input-one-heading = One word at one position
input-two-heading = The same word at two positions
input-two-heading-at = The same word at two positions: { $p } and { $q }
input-two-heading-same = The same word twice at position { $p } ({ $kIs })
input-two-text = The embedding row is identical at both places; only the position term differs, so the two inputs differ. Without it the two occurrences would enter attention as the very same vector.
input-same-text = With { $kIs } the second position is the first one again: the same embedding plus the same position term, so the two inputs are identical. Set { $k } to another value to see them differ.
# The word the section starts with (any word of the language; the reader can type another).
input-default-word = cat
input-word-label = word
input-word-hint = Type a word and press Enter. The second position is { $second } (set above).
input-refused = { $reason }. This section shows { $d } up to { $max }
input-quoted = “{ $word }”
input-one-label = Embedding, encoding and input
input-one-caption = Word { $word } at position { $p }, { $dIs }.
input-column-vector = vector
input-column-dim = dim { $dim }
input-row-embedding = { $e } token embedding
input-row-encoding = { $pe } positional encoding
input-row-input = { $x } input to the model
input-two-caption-same = Word { $word } twice at position { $p } ({ $kIs }).
input-two-caption = Word { $word } at positions { $p } and { $q } ({ $kIs }).
input-row-at = { $vector } at { $p }



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



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

