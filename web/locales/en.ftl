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
words-why-tokensA = Sentence A
words-why-tokensB = Sentence B
why-intro-recurrent = A recurrent network reads a sentence one word after another, so order is built into the way it works. A Transformer looks at all the words at once. That makes it fast, and it also means that an attention layer without a mask (as in an encoder such as BERT’s) cannot, on its own, tell “The cat sat on the mat” from “The mat sat on the cat”.
why-intro-formula = The reason is in the attention formula. Each word’s query is compared with every word’s key, the scores are turned into weights with a softmax, and the output is the weighted mix of the values:
why-intro-set = Nothing in it refers to where a word sits. Shuffle the words and every row of { $Q }, { $K } and { $V } moves with its word, so each word gets exactly the same output as before, only in a different place. Without a mask, attention treats the sentence as a **set** of words (a bag), not a sequence.
why-intro-mask = A decoder (GPT, and the small model you can train in “Train it yourself”) adds a **causal mask**: the word at position { $t } may attend only to itself and the words before it, { $keys } keys in all, and every later key gets weight 0. That breaks the symmetry. A word that moves sees a different set of words, so its output changes even with no position vector at all, and a stack of such layers can work positions out for itself, for instance by counting how many words came before: Haviv et al. (2022) trained language models this way, with no positional encoding, and they still learned position. The mask does not show the order directly, though: a word’s output depends on which words come before it, not on the order they come in.
why-intro-fix = The fix is to add a position vector to each word’s embedding before attention sees it: the input for the word at position { $t } becomes { $sum }. Now the same word at a different position is a different vector, and its output changes.
why-demo-heading = Try it: one attention head, two word orders
why-demo-intro = Below, a small attention head ({ $width }, fixed random weights) reads sentence A and sentence B, a reordering of the same words. For each word the table gives the largest difference between its output vector in A and in B: first with the word embeddings alone, then with the sinusoidal encoding added, both without a mask; and last with the word embeddings alone under a causal mask.
why-outro-title = Nothing to learn
why-outro = The sinusoidal table { $P } has no parameters: every entry is computed from the formula in the next section. During training the gradient flows into the word embeddings and the attention weights, but not into { $P }, and the same table works for any sentence length.
# The example pairs: sentence B is a reordering of sentence A (the same words, split at spaces, each as often). Write the language's own examples; separate words by spaces.
why-preset-1-a = The cat sat on the mat
why-preset-1-b = The mat sat on the cat
why-preset-2-a = The cat chased the mouse
why-preset-2-b = The mouse chased the cat
why-preset-3-a = dog bites man
why-preset-3-b = man bites dog
# Two whole sentences of a verdict, one after the other.
why-sentences = { $first } { $second }
why-verdict-same-order = Sentence B is the same order as A, so nothing moves: try swapping two words.
why-verdict-moved =
    { $allZero ->
        [yes] Without position information and without a mask, every word gets the same output in both orders (every difference is { $zero }). With the encoding added, “{ $token }” moves from position { $from } to { $to } and its output changes by up to { $difference }.
       *[no] With the encoding added, “{ $token }” moves from position { $from } to { $to } and its output changes by up to { $difference }.
    }
why-verdict-stayed-kept = Words that keep their place, like “{ $token }”, keep their output.
why-verdict-stayed-more = Words that keep their place change too: “{ $token }” (position { $position } in both) changes by { $difference }, more than “{ $moved }”, which moved ({ $movedDifference }). Each output mixes all the words, and the others moved.
why-verdict-stayed-less = Words that keep their place change too, “{ $token }” by { $difference }: each output mixes all the words, and the others moved.
why-mask-kept-all = With a causal mask and still no encoding, every word that moved keeps its output here ({ $zero }).
why-mask-changed = With a causal mask and still no encoding, “{ $token }” changes by up to { $difference }: at position { $from } in A it sees { $seenA ->
        [one] { $seenA } word
       *[other] { $seenA } words
    }, at position { $to } in B { $seenB ->
        [one] { $seenB } word
       *[other] { $seenB } words
    }.
why-mask-kept-first = “{ $token }” comes first in both orders and sees only itself, so it keeps its output ({ $zero }).
why-mask-kept-same = “{ $token }” (position { $position } in both) keeps its output ({ $zero }): the words before it are the same in both orders, and the mask tells a word which words came before it, not in what order.
why-table-caption = Sentence A: “{ $a }”. Sentence B: “{ $b }”.
why-col-word = word
why-col-position-a = position in A
why-col-position-b = in B
why-col-difference = difference of its output, A against B
why-col-without-pe = without PE
why-col-with-pe = with PE
why-col-causal = causal mask, no PE
# After a word that moved, in the table (the leading space is kept in quotes).
why-moved = {" "}(moved)
why-weights-off = without positional encoding
why-weights-on = with positional encoding
why-weights-causal = with a causal mask, without positional encoding
why-weights-caption =
    { $view ->
        [on] Sentence { $name }, with positional encoding
        [causal] Sentence { $name }, with a causal mask, without positional encoding
       *[off] Sentence { $name }, without positional encoding
    }
why-weights-corner = query ↓ key →
why-weights-region = Attention weights, sentence { $name }
why-run = Compare the two orders
why-presets-label = Example sentence pairs
why-label-a = Sentence A
why-label-b = Sentence B (the same words, reordered)
why-hint = Words are split at spaces and lower-cased. Up to 64 words.
why-pick = Or pick an example:
why-empty = Type a sentence in both boxes.
why-differences-region = Output differences per word
why-differences-note = Differences are the largest absolute difference between the two output vectors, rounded half away from zero to 6 decimals. Values below about 1e-15 are floating-point rounding noise and print as { $zero }.
why-weights-heading = The attention weights themselves
why-weights-text = Each row is one word (the query) and shows how much it attends to every word (the keys); a row adds up to 1. Without the encoding, the table for B holds the same numbers as the one for A, with rows and columns reordered. With it, the numbers themselves change. Under a causal mask every key after the query gets weight 0, so each word shares its weight among itself and the words before it: the first word gives all of it to itself.
why-weights-choice = Show the weights
why-weights-note =
    Weights are rounded half away from zero to { $digits ->
        [one] { $digits } decimal
       *[other] { $digits } decimals
    }; a darker cell is a larger weight.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
formula-intro = The original Transformer gives every position a vector of { $d } numbers built from sines and cosines. Dimensions come in pairs: both members of pair { $i } use the same frequency, one through a sine and the other through a cosine.
formula-symbol-pos = { $pos }: the position of the token, counted from 0 here (some texts count from 1).
formula-symbol-d = { $d }: the model width ({ $dModel }), the length of every embedding vector. An odd { $d } works too: the last dimension is then a sine without its cosine.
formula-symbol-i = { $i }: the **pair index**, from { $first } to { $last }. It is not the dimension index: dimension { $j } belongs to pair { $pairOfJ }, so dimensions 4 and 5 are both pair 2.
formula-symbol-b = { $b }: the **base**, 10000 in the paper. It sets how slowly the last pair turns.
formula-slips-title = Two easy slips, gently corrected
formula-slip-exponent = Some texts write the exponent as { $jOverD } with { $j } the dimension index. For the sine of pair { $i } (even dimension { $even }) that is the same number as { $exponent }, but its cosine (dimension { $odd }) then gets the exponent { $wrongExponent }: a slower frequency than its own sine, so the pair no longer shares one frequency. With { $d4 } and { $pos3 } the second value would be { $wrong } instead of { $right }.
formula-slip-base = Some texts call { $b } the maximum sequence length, { $maxLength }. It is not a length limit: the formula has a value at every position, 10,001 and 10 million included. What { $b } controls is how slowly the last pair turns: for an even { $d } its wavelength is { $last }, one factor of { $factor } short of { $upper }.
formula-pairs-heading = Which pair does each dimension belong to?
formula-pairs-intro = For the current { $d } (change it above), here is every dimension with its pair and its function, in the paper’s interleaved order.
formula-ladder-heading = A ladder of wavelengths
formula-ladder-text = Pair { $i } turns by { $omega } radians per position, so its wavelength is { $wavelength } positions. Each pair is slower than the one before by the same factor { $factor }: the wavelengths form a geometric progression, a straight line on the logarithmic axis below. They run from { $first } for pair 0 to { $last } for the last pair: { $lastEven } when { $d } is even. That is below { $upper } by the factor { $factor }, a long way below for a small { $d }. (Some implementations, tensor2tensor among them, space the pairs so that the last one reaches exactly { $upper }; see the last section.)
formula-binary-heading = Counting in binary, made smooth
formula-binary-bits = Write the positions in binary and watch the bits. The lowest bit flips at every step, the next every 2 steps, the next every 4: each bit is a square wave twice as slow as the one before, and together they tell every position apart.
formula-binary-sines = The sine pairs play the same game with smooth waves. Each pair is slower than the previous one by { $factor } instead of by 2, and a sine never jumps, so neighbouring positions get neighbouring vectors.
formula-pairs-caption = d = { $d }
formula-pairs-caption-part = d = { $d }: the first { $shown } of { $total } dimensions
formula-row-dimension = dimension { $j }
formula-row-pair = pair { $i }
formula-row-function = function
formula-series-wavelength = wavelength of pair { $i } (positions)
formula-series-two-pi = { $twoPi } (pair 0)
formula-series-upper = { $upper } = { $value } (above the last pair)
formula-axis-pair = pair index { $i }
formula-axis-wavelength = wavelength (positions, log scale)
formula-ladder-label = Wavelength of each pair on a logarithmic axis, d = { $d }, base { $base }: a straight rising line from { $first } (pair 0) to { $last } (pair { $lastPair }), below { $upper } = { $value }.
formula-ladder-label-one = Wavelength of the one pair, d = { $d }: { $first } positions, below { $upper } = { $value }.
formula-ladder-summary-d1 = With d = 1 and b = { $base } there is no sine–cosine pair, only a lone sine (pair 0) with wavelength { $first } positions ({ $twoPi }): there is no ladder to climb.
formula-ladder-summary-one = With d = { $d } and b = { $base } there is 1 pair, pair 0, with wavelength { $first } positions ({ $twoPi }): there is no ladder to climb.
formula-ladder-summary =
    With d = { $d } and b = { $base } there are { $pairs } pairs{ $lone ->
        [yes] , the last (pair { $lastPair }) a lone sine
       *[no] {""}
    }. The wavelength grows from { $first } positions (pair 0) to { $last } (pair { $lastPair }, { $lastFormula }), below { $upper } = { $value }. Each pair's wavelength is { $ratio } times the previous one ({ $ratioFormula }).
formula-col-pair = pair { $i }
formula-col-exponent = exponent { $exponent }
formula-col-omega = { $omega } (radians per position)
formula-col-wavelength = wavelength (positions)
formula-ladder-table = Frequencies and wavelengths
formula-series-bit =
    bit { $k } (flips every { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    })
formula-axis-bits = bits 0 (bottom) to { $top } (top)
formula-bits-label = Bits 0 to { $lastBit } of positions 0 to { $lastPosition }, drawn as square waves, each twice as slow as the one below.
formula-series-sine = pair { $i }: wavelength { $wavelength }
formula-axis-value = value
formula-sines-label =
    { $pairs ->
        [one] Sine of pair 0 for positions 0 to { $lastPosition }, d = { $d }, base { $base }.
       *[other] Sine of pairs 0 to { $lastPair } for positions 0 to { $lastPosition }, d = { $d }, base { $base }.
    }
# Between the wavelengths of a list ("6.28, 19.87, 62.83"): in quotes, so that its spaces are kept.
formula-list-separator = {", "}
formula-binary-summary = In the binary chart, bit k of pos flips every 2^k steps (1, 2, 4, 8). In the sine chart, the sine of pair i slows down by a factor { $factor } from one pair to the next (wavelengths { $wavelengths } positions), smoothly, with no jumps.
formula-binary-summary-one = In the binary chart, bit k of pos flips every 2^k steps (1, 2, 4, 8). In the sine chart, with d = { $d } there is only pair 0, one sine with wavelength { $wavelength } positions: a ladder needs a larger d.
formula-col-bits = bits { $bits }
formula-col-sine = pair { $i } sine
formula-binary-table = Bits and sines side by side
formula-pairs-region = Dimensions and their pairs
formula-bits-heading = Bits of { $pos }
formula-sines-heading = Sines of the first pairs



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-steps-step = step (dimension in the worked example)
steps-intro-walk = The formula is easiest to trust once you have run it by hand. Pick a position and a width, then walk through the dimensions one at a time: for each one, find its pair, the exponent, the denominator, the angle, and finally the sine or cosine. The last line is the slope: how fast this value changes as { $pos } grows, { $sinSlope } and { $cosSlope }.
steps-intro-start = The starting values, { $d } and { $pos }, are a common textbook example: small enough to work through on paper, with every step checked below.
steps-rounding-heading = Rounding, and a small slip some texts make
steps-rounding-text = Some texts give { $cut }. The digits are right, but they were cut off rather than rounded: { $exact }, and the fifth decimal is a 9, so rounding to four places gives { $rounded }. The difference is tiny, but when you compare your own numbers with a table it helps to know which rule the table used.
steps-stage-pair = Pair index
steps-stage-exponent = Exponent
steps-stage-denominator = Denominator
steps-stage-angle = Angle
steps-stage-value = Value
steps-stage-derivative = Slope { $derivative }
# $stage is the number asked for: exponent, denominator, angle or value.
steps-feedback-exact =
    Exactly right to 6 decimals: the { $stage ->
        [exponent] exponent
        [denominator] denominator
        [angle] angle
       *[value] value
    } is { $truth }.
steps-feedback =
    { $verdict ->
        [very-close] Very close
        [close] Close
       *[not-quite] Not quite
    }: you said { $guess }, the { $stage ->
        [exponent] exponent
        [denominator] denominator
        [angle] angle
       *[value] value
    } is { $truth }, a difference of { $difference }.
# Two whole sentences, one after the other.
steps-sentences = { $first } { $second }
steps-hint-exponent = Use the pair index { $i }, not the dimension { $j }: dimensions { $even } and { $odd } share one exponent.
steps-hint-denominator = Raise { $b } to the exponent from the line above.
steps-hint-angle = Divide { $pos } by the denominator; { $posZero } always gives angle 0.
steps-hint-small-sin = For a small angle { $x }, { $sin } is almost { $x } itself.
steps-hint-small-cos = For a small angle { $x }, { $cos } is close to { $approx }.
steps-hint-past-pi = The angle is more than { $pi }, so the value can be negative: think of where the angle lands on the circle.
# Words after a stage's formula in the worked example.
steps-tex-odd = odd, so cosine
steps-tex-even = even, so sine
steps-tex-sine-half = sine half
steps-tex-cosine-half = cosine half
steps-tex-after-value = (after the value)
# The comment lines of the copied LaTeX; $layout is interleaved or concatenated.
steps-latex-title =
    Positional Encoding Explorer: worked example, pos = { $pos }, d = { $d }, base { $base }, { $layout ->
        [concatenated] concatenated layout.
       *[interleaved] interleaved layout.
    }
steps-latex-rounding = Values rounded half away from zero to 6 decimal places. Needs { $package }.
steps-vector-title = The vector { $vector } fills in as you go
steps-vector-note =
    { $shown } of { $total ->
        [one] { $total } value
       *[other] { $total } values
    } filled in{ $window ->
        [yes] ; showing dimensions { $from } to { $to }
       *[no] {""}
    }. The current dimension has a thick border; a ? marks a value not computed yet.
steps-table-caption =
    { $layout ->
        [concatenated] { $vector } with d = { $d }, base { $base }, concatenated layout{ $limited ->
            [yes] {" "}(first { $limit } dimensions)
           *[no] {""}
        }
       *[interleaved] { $vector } with d = { $d }, base { $base }, interleaved layout{ $limited ->
            [yes] {" "}(first { $limit } dimensions)
           *[no] {""}
        }
    }
steps-col-pair = pair { $i }
steps-col-function = function
steps-col-exponent = exponent { $exponent }
steps-col-denominator = denominator
steps-col-angle = angle
steps-col-value = value
steps-col-slope = slope { $derivative }
steps-previous = ← Previous dimension
steps-next = Next dimension →
steps-predict-prompt = Predict first: work out each number (exponent, denominator, angle, value) before it is shown
steps-keys = When the stepper has focus, the Left and Right arrow keys move between dimensions, Home and End jump to the first and last.
steps-table-region = All dimensions
steps-table-toggle = All dimensions in one table
steps-compare-exact = Exact (float64):
steps-compare-truncated = Cut off after 4 decimals (truncated):
steps-compare-rounded-4 = Rounded to 4 decimals:
steps-compare-rounded-6 = Rounded to 6 decimals, as on this page:
steps-not-a-number = Type a number, for example { $small } or { $negative }.
steps-revealed =
    The { $stage ->
        [exponent] exponent
        [denominator] denominator
        [angle] angle
       *[value] value
    } is { $value }.
steps-copy-latex = Copy as LaTeX
steps-jump = Jump to dimension { $j }
steps-jump-range = 0 to { $max }
steps-jump-only = dimension { $j }, the only one
steps-jump-describe = dimension { $j } (of 0 to { $max })
steps-title =
    { $only ->
        [yes] Dimension { $j } = { $step } (the only one)
       *[no] Dimension { $j } = { $step } (of 0 to { $last })
    }
steps-where =
    Position { $pos }, d = { $d }, base { $base }, { $layout ->
        [concatenated] concatenated layout
       *[interleaved] interleaved layout
    }. Dimension { $step } belongs to pair i = { $pair } and uses { $fn ->
        [sin] the sine
       *[cos] the cosine
    }.
steps-predict-exponent = Your prediction for the exponent { $formula }:
steps-predict-denominator = Your prediction for the denominator { $formula }:
steps-predict-angle = Your prediction for the angle { $formula }:
steps-predict-value = Your prediction for { $formula }:
steps-predict-done =
    { $last ->
        [yes] Dimension { $step } is done: every number is shown. That was the last dimension.
       *[no] Dimension { $step } is done: every number is shown. Go on to the next dimension.
    }



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



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

