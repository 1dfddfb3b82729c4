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

# Variables: $section (String)
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
# Variables: $language (String)
language-menu-busy = A training run is in progress: switching to { $language } reloads the page and stops it. Choose { $language } again to switch anyway.
page-loading = Loading the WebAssembly core…
# Variables: $reason (String)
page-load-failed = The WebAssembly core could not be loaded ({ $reason }). Check the connection and try again; this page needs a browser with WebAssembly.
retry = Try again
# Variables: $count (Number), $index (Number), $title (String)
section-announced = Section { $index } of { $count }: { $title }
# Variables: $link (String)
printed-from = Printed from { $link }
# Variables: $example (Number), $value (String)
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

# The store's settings and its refusals of link and control values (web/src/shell/store.js).
setting-view-name = view (section)
setting-d-name = d (model width)
setting-n-name = n (number of positions)
setting-base-name = base b
setting-layout-name = layout
setting-offset-name = offset (first position)
setting-pos-name = pos (position)
setting-k-name = k (shift)
list-separator = { ", " }
# Variables: $max (Number), $sum (String)
store-why-pos-k = { $sum } stays within 0 to { $max }
# Variables: $d (Number), $first (String), $max (Number), $n (Number), $product (String), $second (String), $size (Number)
store-refused-size = { $product } must be at most { $max } values; got { MATH("{0} × {1} = {2}", $n, $d, $size) }. Lower { $first } or { $second }.
# Variables: $max (Number), $sum (String), $value (Number)
store-refused-last-position = the last position, { $sum }, must be at most { $max }; got { $value }.
# Variables: $max (Number), $min (Number), $name (String), $sum (String), $value (Number)
store-refused-k = { $name } must be a whole number from { $min } to { $max } so that { $sum } is a position; got { $value }.
# Variables: $choices (String), $name (String), $value (String)
store-refused-view = { $name } must be one of { $choices }; got { $value }.
# Variables: $key (String)
store-unknown-setting = { $key } is not a setting of this page.
# Variables: $max (Number), $min (Number), $name (String), $value (String)
store-refused-integer = { $name } must be a whole number from { $min } to { $max }; got { $value }.
# Variables: $max (Number), $min (Number), $name (String), $value (String)
store-refused-number = { $name } must be a number from { $min } to { $max }; got { $value }.
# Variables: $max (Number), $min (Number), $name (String), $value (String)
store-refused-number-above = { $name } must be a number greater than { $min } and at most { $max }; got { $value }.
# Plurals: $count is the number of a setting’s choices, 2 or more: [2] words a pair, [other] lists them.
# Variables: $choices (String), $count (Number), $either (String), $name (String), $value (String)
store-refused-choice =
    { $name } must be { $count ->
        [2] { $either }
       *[other] one of { $choices }
    }; got { $value }.
# Variables: $name (String), $no (String), $value (String), $yes (String)
store-refused-boolean = { $name } must be { $yes } or { $no }; got { $value }.
# Variables: $bytes (Number), $max (Number), $min (Number), $name (String), $value (String)
store-refused-words = { $name } must be { $min } to { $max } words separated by spaces, each at most { $bytes } bytes long; got { $value }.
store-list-ids = ids
# Variables: $example (String), $name (String), $value (String), $what (String)
store-refused-list = { $name } must be empty (all) or { $what } separated by commas, such as { $example }; got { $value }.
# Variables: $example (String), $name (String), $value (String), $what (String), $where (String)
store-refused-list-where = { $name } must be empty (all) or { $what } separated by commas, such as { $example } ({ $where }); got { $value }.
# Variables: $bound (String), $max (Number), $min (Number), $name (String), $value (Number)
store-refused-below = { $name } must be a whole number from { $min } to { $max } ({ MATH("{0} − 1", $bound) }); got { $value }.
# Variables: $name (String), $old (Number), $value (Number), $why (String)
store-note-fitted = { $name } was set to { $value } (not { $old }) so that { $why }.

# Refused link values and the notice (web/src/shell/claims.js).
# Variables: $message (String)
link-value-not-used = { $message } The link’s value was not used.
notice-lead-link = Some values in this link could not be used, so the page kept its own:
notice-lead-element = Some values in this element’s attributes could not be used, so the explorer kept its own:
# Variables: $count (Number)
notice-changed-link =
    To show what this link set, the page changed { $count ->
        [one] a value
       *[other] values
    } it did not set:
# Variables: $count (Number)
notice-changed-section =
    To show this section with the values you set, the page changed { $count ->
        [one] a value
       *[other] values
    }:
notice-dismiss = Dismiss

# A language asked for (?lang=, <pe-explorer lang>) that the module does not have (web/src/shell/locale.js).
# Variables: $asked (String)
language-unavailable = This lesson is not available in “{ $asked }”; it is shown in English.

# The contents and the pager (web/src/shell/contents.js).
# Variables: $count (Number), $index (Number), $title (String)
contents-position = { $index } of { $count }: { $title }
# Variables: $number (Number), $title (String)
pager-previous = ← { $number }. { $title }
# Variables: $number (Number), $title (String)
pager-next = { $number }. { $title } →
pager-previous-lead = Previous section:
pager-next-lead = Next section:

# The settings panel (web/src/shell/controls-panel.js).
controls-title = Settings for this section
controls-reset = Reset to this section’s values
controls-reset-done = Settings reset to this section’s starting values.
# Variables: $key (String), $value (String)
controls-summary-item = { MATH("{0} = {1}", $key, $value) }
controls-summary-separator = { " · " }
setting-base-short = base
setting-layout-short = layout
setting-offset-short = offset
# Variables: $value (String)
setting-layout-value =
    { $value ->
        [interleaved] interleaved
        [concatenated] concatenated
       *[other] { $value }
    }

# Presenting: fullscreen and the keyboard help (web/src/shell/presenter.js).
fullscreen = Fullscreen
fullscreen-exit = Exit fullscreen
# Variables: $reason (String)
fullscreen-unavailable = Fullscreen is not available here ({ $reason }).
keyboard-summary = Keyboard
keyboard-note = Shortcuts work in fullscreen too, but not while a text box has the focus.
# Variables: $first (String), $second (String)
keyboard-either = { $first } or { $second }
key-page-down = Page Down
key-page-up = Page Up
keyboard-next = next step (worked example and proof)
keyboard-prev = previous step (worked example and proof)
keyboard-nextSection = next section
keyboard-prevSection = previous section
keyboard-fullscreen = fullscreen on or off

# Link and Embed (web/src/shell/share.js) and copying (web/src/kit/export.js).
share-link = Link
share-link-label = Link: copy a link to this section with its current values
share-embed = Embed
share-embed-label = Embed: copy an iframe snippet of this section for a course page
share-open-full = Open the full lesson ↗
# Variables: $what (String)
copy-done =
    { $what ->
        [link] Link copied.
        [embed] Embed code copied.
        [latex] LaTeX copied.
       *[other] Text copied.
    }
# Variables: $keys (String), $mac (String), $what (String)
copy-fallback-label =
    Copying is not allowed here. Select this { $what ->
        [link] link
        [embed] embed code
        [latex] LaTeX
       *[other] text
    } and copy it ({ $keys } or { $mac }):
# Variables: $what (String)
copy-fallback-announce =
    Copying is not allowed here: the { $what ->
        [link] link
        [embed] embed code
        [latex] LaTeX
       *[other] text
    } is in a text field, selected, ready to copy.
heatmap-row = row
heatmap-column = column
# Variables: $index (String), $label (String)
csv-column-header = { $label } { $index }

# The section frame (web/src/shell/section-driver.js).
# Variables: $count (Number), $index (Number)
section-kicker = Section { $index } of { $count }
# Variables: $message (String)
render-error-stale = { $message } Still showing the result for the last values that worked.
# Variables: $message (String)
section-start-failed = This section could not start: { $message }

# Shared pieces of the sections (web/src/kit/section-kit.js, a11y.js, charts.js).
# Variables: $message (String), $value (String)
field-still-using = { $message } Still using { $value }.
# Variables: $hint (String)
scroll-hint = { $hint } →
predict-check = Check
predict-reveal = Just show me
table-label = Data table
table-save-csv = Save table (CSV)
# Variables: $count (Number), $label (String), $rows (Number)
table-toggle =
    { $label } ({ $rows } { $count ->
        [one] row
       *[other] rows
    })
# Variables: $series (String), $value (String)
chart-tooltip = { $series }: { $value }
chart-save-png = Save chart (PNG)

# The heatmap (web/src/kit/heatmap.js). A section gives its own words for a count of rows or
# columns (rowsText, colsText); heatmap-count is the fallback.
# Variables: $count (Number), $label (String), $number (Number)
heatmap-count =
    { $count ->
        [one] { $number } { $label }
       *[other] { $number } { $label }s
    }
# Variables: $first (Number), $label (String)
heatmap-axis-single = { $label } { $first } (the only one)
# Variables: $first (String), $label (String), $last (String)
heatmap-axis-x = { $label } { MATH("{0} → {1}", $first, $last) } (left to right)
# Variables: $first (String), $label (String), $last (String)
heatmap-axis-y = { $label } { MATH("{0} → {1}", $first, $last) } (top to bottom)
# Variables: $colour (String)
heatmap-colour =
    { $colour ->
        [orange] orange
        [white] white
        [purple] purple
        [dark-blue-purple] dark blue-purple
        [teal] teal
       *[yellow] yellow
    }
heatmap-keys = Arrow keys move the focused cell, Page Up and Page Down move ten rows, Home and End go to the first and last column, Enter selects the row.
heatmap-save-png = Save map (PNG)
heatmap-save-csv = Save matrix (CSV)
# Variables: $cols (String), $rows (String)
heatmap-how-to-read = Hover over the map, or focus it and use the arrow keys, to read a value. { MATH("{0} × {1}", $rows, $cols) }.
# Variables: $col (Number), $colLabel (String), $row (Number), $rowLabel (String), $value (Number)
heatmap-cell = { $rowLabel } { $row }, { $colLabel } { $col }: { $value }
heatmap-scale-zero = orange below zero, white at zero, purple above
# Variables: $high (String), $highColour (String), $low (String), $lowColour (String), $mid (String), $midColour (String)
heatmap-scale-range = { $lowColour } at { $low }, { $midColour } at { $mid }, { $highColour } at { $high }
# Variables: $cols (String), $high (String), $highColour (String), $low (String), $lowColour (String), $mid (String), $midColour (String), $rows (String), $title (String)
heatmap-label = { $title }: heatmap of { $rows } by { $cols }, colours from { $low } ({ $lowColour }) through { $mid } ({ $midColour }) to { $high } ({ $highColour }).
# Variables: $high (String), $low (String), $scale (String)
heatmap-caption = Colour scale: { $scale }. Values beyond { $low } … { $high } take the end colours.

# The shared controls (web/src/kit/controls.js).
# Variables: $label (String)
control-decrease = Decrease { $label }
# Variables: $label (String)
control-increase = Increase { $label }
# Variables: $label (String)
control-slider = { $label } slider
# Variables: $label (String), $value (Number)
control-describe = { $label } { $value }
# Variables: $value (String)
control-still-using = Still using { $value }.
# Variables: $label (String), $value (String)
control-announce = { $label }: { $value }
# Variables: $max (Number), $min (Number), $value (String)
control-slider-typed = { $value } (typed; the slider covers { $min } to { $max })
# Variables: $max (Number), $min (Number)
control-range = type { $min } to { $max }
# Variables: $max (String), $min (String)
control-range-above = type more than { $min }, up to { $max }
# Variables: $max (String), $min (String)
control-range-from = type at least { $min }, up to { $max }
# Variables: $count (Number), $number (String), $pairs (Number), $pairsNumber (String)
control-head-dimension =
    { $count ->
        [one] { $number } dimension
       *[other] { $number } dimensions
    } per head: { $pairs ->
        [one] { $pairsNumber } rotated pair
       *[other] { $pairsNumber } rotated pairs
    }
# Variables: $count (Number), $number (String), $pairs (Number), $pairsNumber (String)
control-head-dimension-odd =
    { $count ->
        [one] { $number } dimension
       *[other] { $number } dimensions
    } per head: { $pairs ->
        [one] { $pairsNumber } rotated pair
       *[other] { $pairsNumber } rotated pairs
    } and one left over (RoPE needs an even d)
control-width-one = 1 dimension: a lone sine, no sine–cosine pair
# Variables: $count (Number), $number (String), $pairs (Number), $pairsNumber (String)
control-width =
    { $count ->
        [one] { $number } dimension
       *[other] { $number } dimensions
    }: { $pairs ->
        [one] { $pairsNumber } sine–cosine pair
       *[other] { $pairsNumber } sine–cosine pairs
    }
# Variables: $count (Number), $number (String), $pairs (Number), $pairsNumber (String)
control-width-odd =
    { $count ->
        [one] { $number } dimension
       *[other] { $number } dimensions
    }: { $pairs ->
        [one] { $pairsNumber } sine–cosine pair
       *[other] { $pairsNumber } sine–cosine pairs
    } and a lone sine
control-label-d = d (model width)
control-label-n = n (positions)
control-label-base = base b
control-label-offset = offset (first position)
control-label-pos = pos (position)
control-label-k = k (shift)
control-label-layout = layout
# Variables: $count (Number), $number (Number)
control-describe-n =
    { $count ->
        [one] { $number } position
       *[other] { $number } positions
    }
# Variables: $value (Number)
control-describe-base = base { $value }
# Variables: $value (Number)
control-describe-offset = positions start at { $value }
# Variables: $value (Number)
control-describe-pos = position { $value }
# Variables: $count (Number), $number (Number)
control-describe-k =
    shift by { $count ->
        [one] { $number } position
       *[other] { $number } positions
    }
control-hint-base = The − and + buttons divide or multiply by 10.
control-layout-interleaved = Interleaved
control-layout-interleaved-hint = sin, cos, sin, cos, … (the paper)
control-layout-concatenated = Concatenated
control-layout-concatenated-hint = all sines, then all cosines

# The lab's position schemes, used by several sections (web/src/kit/schemes.js).
scheme-none-name = NoPE (no encoding)
scheme-none-summary = NoPE (none)
scheme-none-wiring = NoPE (no encoding) adds nothing: only the causal mask tells one position from another.
scheme-sinusoidal-name = sinusoidal
scheme-sinusoidal-summary = Sinusoidal
# Variables: $table (String)
scheme-sinusoidal-wiring = sinusoidal adds the fixed table { $table } to each token vector once, at the input.
scheme-learned-name = learned
scheme-learned-summary = Learned absolute
# Variables: $table (String)
scheme-learned-wiring = learned adds a trained row { $table } to each token vector once, at the input; rows past the training length are never trained.
scheme-rope-name = RoPE
scheme-rope-summary = RoPE (rotary)
scheme-rope-wiring = RoPE rotates the queries and keys of every head by their position, in every block.
scheme-alibi-name = ALiBi
scheme-alibi-summary = ALiBi
# Variables: $bias (String), $slope (String)
scheme-alibi-wiring = ALiBi adds { $bias } to every attention score, with a fixed slope { $slope } per head, in every block.
scheme-t5-name = T5 bias
scheme-t5-summary = T5 relative bias
scheme-t5-wiring = T5 bias adds a trained number per head and distance bucket to every attention score, one table shared by every block.

# A (sin, cos) pair on the unit circle (web/src/kit/unit-circle.js).
# Variables: $angle (Number)
circle-angle = { $angle } rad
# Variables: $angle (String), $op (String), $rest (String), $sign (String), $turns (Number), $whole (String)
circle-angle-turns =
    { $angle } rad = { $sign }{ $turns ->
        [one] { $whole } turn
       *[other] { $whole } turns
    } { $op } { $rest } rad
# Variables: $angle (String), $op (String), $rest (String), $sign (String), $turns (Number), $whole (String)
circle-angle-turns-short =
    { $angle } rad = { $sign }{ $turns ->
        [one] { $whole } turn
       *[other] { $whole } turns
    } { $op } { $rest } rad (the arc is too short to draw)
# Variables: $pos (String)
circle-pos-label = pos { $pos }
# Variables: $cos (Number), $pair (Number), $sin (Number)
circle-heading = Pair { $pair }: dimensions { $sin } (sin) and { $cos } (cos)
# Variables: $omega (Number), $product (String), $turn (String)
circle-caption = { MATH("ω = {0}", $omega) }; the point turns by { MATH("{0} = {1}", $product, $turn) }.
# Variables: $angle (Number), $from (String), $fromCos (Number), $fromSin (Number), $pair (Number), $to (String), $toCos (Number), $toSin (Number)
circle-title = Pair { $pair } on the unit circle: the point for position { $from } (circle) at cos { $fromCos }, sin { $fromSin } turns by { $angle } radians to the point for position { $to } (square) at cos { $toCos }, sin { $toSin }.


## refusals
# Messages of the core's refusals and the store's checks, worded by the page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

# Variables: $got (String), $max (String), $min (String), $parameter (String)
refusal-integer = { $parameter } must be a whole number from { $min } to { $max }; you gave { $got }.
# Variables: $got (String), $max (String), $min (String), $parameter (String), $shape (String)
refusal-number =
    { $shape ->
        [open-min] { $parameter } must be greater than { $min } and at most { $max }; you gave { $got }.
        [open-max] { $parameter } must be at least { $min } and less than { $max }; you gave { $got }.
        [open] { $parameter } must be greater than { $min } and less than { $max }; you gave { $got }.
       *[closed] { $parameter } must be a number from { $min } to { $max }; you gave { $got }.
    }
# Variables: $got (String), $parameter (String)
refusal-even = { $parameter } must be even here; you gave { $got }.
# Variables: $got (String), $min (String), $parameter (String)
refusal-at-least = { $parameter } must be at least { $min } here; you gave { $got }.
# Variables: $got (String), $max (String), $parameter (String)
refusal-divides = { $parameter } must divide { $max } exactly; you gave { $got }.
# Variables: $got (String), $max (String), $parameter (String)
refusal-product = { $parameter } is too large: this asks for { $got } values at once, and the core computes at most { $max }.
# Variables: $parameter (String)
refusal-reordering = { $parameter } must use the same words as the other sentence, each as often, in another order.
# Variables: $got (String), $max (String), $min (String), $parameter (String)
refusal-count = { $parameter } must hold { $min } to { $max } words; it holds { $got }.
# Variables: $got (String), $max (String), $parameter (String)
refusal-token-length = Each word of { $parameter } must be 1 to { $max } bytes long; one has { $got }.
# Variables: $detail (String), $parameter (String)
refusal-other = The core refused { $parameter }: { $detail }


## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-why-tokensA = Sentence A
words-why-tokensB = Sentence B
why-intro-recurrent = A recurrent network reads a sentence one word after another, so order is built into the way it works. A Transformer looks at all the words at once. That makes it fast, and it also means that an attention layer without a mask (as in an encoder such as BERT’s) cannot, on its own, tell “The cat sat on the mat” from “The mat sat on the cat”.
why-intro-formula = The reason is in the attention formula. Each word’s query is compared with every word’s key, the scores are turned into weights with a softmax, and the output is the weighted mix of the values:
# Variables: $K (String), $Q (String), $V (String)
why-intro-set = Nothing in it refers to where a word sits. Shuffle the words and every row of { $Q }, { $K } and { $V } moves with its word, so each word gets exactly the same output as before, only in a different place. Without a mask, attention treats the sentence as a **set** of words (a bag), not a sequence.
# Variables: $keys (String), $t (String)
why-intro-mask = A decoder (GPT, and the small model you can train in “Train it yourself”) adds a **causal mask**: the word at position { $t } may attend only to itself and the words before it, { $keys } keys in all, and every later key gets weight 0. That breaks the symmetry. A word that moves sees a different set of words, so its output changes even with no position vector at all, and a stack of such layers can work positions out for itself, for instance by counting how many words came before: Haviv et al. (2022) trained language models this way, with no positional encoding, and they still learned position. The mask does not show the order directly, though: in one layer, a word’s output depends on which words come before it, not on the order they come in; from the second layer on, the words before it carry what the layer below worked out from their own positions, so their order can count.
# Variables: $sum (String), $t (String)
why-intro-fix = The fix is to add a position vector to each word’s embedding before attention sees it: the input for the word at position { $t } becomes { $sum }. Now the same word at a different position is a different vector, and its output changes.
why-demo-heading = Try it: one attention head, two word orders
# Variables: $width (String)
why-demo-intro = Below, a small attention head ({ $width }, fixed random weights) reads sentence A and sentence B, a reordering of the same words. For each word the table gives the largest difference between its output vector in A and in B: first with the word embeddings alone, then with the sinusoidal encoding added, both without a mask; and last with the word embeddings alone under a causal mask.
why-outro-title = Nothing to learn
# Variables: $P (String)
why-outro = The sinusoidal table { $P } has no parameters: every entry is computed from the formula in the next section. During training the gradient flows into the word embeddings and the attention weights, but not into { $P }, and the same table works for any sentence length.
# The example pairs: sentence B is a reordering of sentence A (the same words, split at spaces, each as often). Write the language's own examples; separate words by spaces.
why-preset-1-a = The cat sat on the mat
why-preset-1-b = The mat sat on the cat
why-preset-2-a = The cat chased the mouse
why-preset-2-b = The mouse chased the cat
why-preset-3-a = dog bites man
why-preset-3-b = man bites dog
# Two whole sentences of a verdict, one after the other.
# Variables: $first (String), $second (String)
why-sentences = { $first } { $second }
why-verdict-same-order = Sentence B is the same order as A, so nothing moves: try swapping two words.
# Variables: $allZero (String), $difference (Number), $from (String), $to (String), $token (String), $zero (Number)
why-verdict-moved =
    { $allZero ->
        [yes] Without position information and without a mask, every word gets the same output in both orders (every difference is { $zero }). With the encoding added, “{ $token }” moves from position { $from } to { $to } and its output changes by up to { $difference }.
       *[no] With the encoding added, “{ $token }” moves from position { $from } to { $to } and its output changes by up to { $difference }.
    }
# Variables: $token (String)
why-verdict-stayed-kept = Words that keep their place, like “{ $token }”, keep their output.
# Variables: $difference (Number), $moved (String), $movedDifference (Number), $position (String), $token (String)
why-verdict-stayed-more = Words that keep their place change too: “{ $token }” (position { $position } in both) changes by { $difference }, more than “{ $moved }”, which moved ({ $movedDifference }). Each output mixes all the words, and the others moved.
# Variables: $difference (Number), $token (String)
why-verdict-stayed-less = Words that keep their place change too, “{ $token }” by { $difference }: each output mixes all the words, and the others moved.
# Variables: $zero (Number)
why-mask-kept-all = With a causal mask and still no encoding, every word that moved keeps its output here ({ $zero }).
# Variables: $difference (Number), $from (String), $seenA (Number), $seenB (Number), $to (String), $token (String)
why-mask-changed = With a causal mask and still no encoding, “{ $token }” changes by up to { $difference }: at position { $from } in A it sees { $seenA ->
        [one] { $seenA } word
       *[other] { $seenA } words
    }, at position { $to } in B { $seenB ->
        [one] { $seenB } word
       *[other] { $seenB } words
    }.
# Variables: $token (String), $zero (Number)
why-mask-kept-first = “{ $token }” comes first in both orders and sees only itself, so it keeps its output ({ $zero }).
# Variables: $position (String), $token (String), $zero (Number)
why-mask-kept-same = “{ $token }” (position { $position } in both) keeps its output ({ $zero }): the words before it are the same in both orders, and the mask tells a word which words came before it, not in what order.
# Variables: $a (String), $b (String)
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
# Variables: $name (String), $view (String)
why-weights-caption =
    { $view ->
        [on] Sentence { $name }, with positional encoding
        [causal] Sentence { $name }, with a causal mask, without positional encoding
       *[off] Sentence { $name }, without positional encoding
    }
why-weights-corner = query ↓ key →
# Variables: $name (String)
why-weights-region = Attention weights, sentence { $name }
why-run = Compare the two orders
why-presets-label = Example sentence pairs
why-label-a = Sentence A
why-label-b = Sentence B (the same words, reordered)
why-hint = Words are split at spaces and lower-cased. Up to 64 words.
why-pick = Or pick an example:
why-empty = Type a sentence in both boxes.
why-differences-region = Output differences per word
# Variables: $zero (Number)
why-differences-note = Differences are the largest absolute difference between the two output vectors, rounded half away from zero to 6 decimals. Values below about 1e-15 are floating-point rounding noise and print as { $zero }.
why-weights-heading = The attention weights themselves
why-weights-text = Each row is one word (the query) and shows how much it attends to every word (the keys); a row adds up to 1. Without the encoding, the table for B holds the same numbers as the one for A, with rows and columns reordered. With it, the numbers themselves change. Under a causal mask every key after the query gets weight 0, so each word shares its weight among itself and the words before it: the first word gives all of it to itself.
why-weights-choice = Show the weights
# Variables: $digits (Number)
why-weights-note =
    Weights are rounded half away from zero to { $digits ->
        [one] { $digits } decimal
       *[other] { $digits } decimals
    }; a darker cell is a larger weight.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# Variables: $d (String), $i (String)
formula-intro = The original Transformer gives every position a vector of { $d } numbers built from sines and cosines. Dimensions come in pairs: both members of pair { $i } use the same frequency, one through a sine and the other through a cosine.
# Variables: $pos (String)
formula-symbol-pos = { $pos }: the position of the token, counted from 0 here (some texts count from 1).
# Variables: $d (String), $dModel (String)
formula-symbol-d = { $d }: the model width ({ $dModel }), the length of every embedding vector. An odd { $d } works too: the last dimension is then a sine without its cosine.
# Variables: $first (String), $i (String), $j (String), $last (String), $pairOfJ (String)
formula-symbol-i = { $i }: the **pair index**, from { $first } to { $last }. It is not the dimension index: dimension { $j } belongs to pair { $pairOfJ }, so dimensions 4 and 5 are both pair 2.
# Variables: $b (String)
formula-symbol-b = { $b }: the **base**, 10000 in the paper. It sets how slowly the last pair turns.
formula-slips-title = Two easy slips, gently corrected
# Variables: $d4 (String), $even (String), $exponent (String), $i (String), $j (String), $jOverD (String), $odd (String), $pos3 (String), $right (String), $wrong (String), $wrongExponent (String)
formula-slip-exponent = Some texts write the exponent as { $jOverD } with { $j } the dimension index. For the sine of pair { $i } (even dimension { $even }) that is the same number as { $exponent }, but its cosine (dimension { $odd }) then gets the exponent { $wrongExponent }: a slower frequency than its own sine, so the pair no longer shares one frequency. With { $d4 } and { $pos3 } the second value would be { $wrong } instead of { $right }.
# Variables: $b (String), $d (String), $factor (String), $last (String), $maxLength (String), $upper (String)
formula-slip-base = Some texts call { $b } the maximum sequence length, { $maxLength }. It is not a length limit: the formula has a value at every position, 10,001 and 10 million included. What { $b } controls is how slowly the last pair turns: for an even { $d } its wavelength is { $last }, one factor of { $factor } short of { $upper }.
formula-pairs-heading = Which pair does each dimension belong to?
# Variables: $d (String)
formula-pairs-intro = For the current { $d } (change it above), here is every dimension with its pair and its function, in the paper’s interleaved order.
formula-ladder-heading = A ladder of wavelengths
# Variables: $d (String), $factor (String), $first (String), $i (String), $last (String), $lastEven (String), $omega (String), $upper (String), $wavelength (String)
formula-ladder-text = Pair { $i } turns by { $omega } radians per position, so its wavelength is { $wavelength } positions. Each pair is slower than the one before by the same factor { $factor }: the wavelengths form a geometric progression, a straight line on the logarithmic axis below. They run from { $first } for pair 0 to { $last } for the last pair: { $lastEven } when { $d } is even. That is below { $upper } by the factor { $factor }, a long way below for a small { $d }. (Some implementations, tensor2tensor among them, space the pairs so that the last one reaches exactly { $upper }; see the last section.)
formula-binary-heading = Counting in binary, made smooth
formula-binary-bits = Write the positions in binary and watch the bits. The lowest bit flips at every step, the next every 2 steps, the next every 4: each bit is a square wave twice as slow as the one before, and together they tell every position apart.
# Variables: $factor (String)
formula-binary-sines = The sine pairs play the same game with smooth waves. Each pair is slower than the previous one by { $factor } instead of by 2, and a sine never jumps, so neighbouring positions get neighbouring vectors.
# Variables: $d (String)
formula-pairs-caption = { MATH("d = {0}", $d) }
# Variables: $d (String), $shown (String), $total (Number)
formula-pairs-caption-part = { MATH("d = {0}", $d) }: the first { $shown } of { $total } dimensions
# Variables: $j (String)
formula-row-dimension = dimension { $j }
# Variables: $i (String)
formula-row-pair = pair { $i }
formula-row-function = function
# Variables: $i (String)
formula-series-wavelength = wavelength of pair { $i } (positions)
# Variables: $twoPi (String)
formula-series-two-pi = { $twoPi } (pair 0)
# Variables: $upper (String), $value (Number)
formula-series-upper = { MATH("{0} = {1}", $upper, $value) } (above the last pair)
# Variables: $i (String)
formula-axis-pair = pair index { $i }
formula-axis-wavelength = wavelength (positions, log scale)
# Variables: $base (Number), $d (String), $first (Number), $last (Number), $lastPair (String), $upper (String), $value (Number)
formula-ladder-label = Wavelength of each pair on a logarithmic axis, { MATH("d = {0}", $d) }, base { $base }: a straight rising line from { $first } (pair 0) to { $last } (pair { $lastPair }), below { MATH("{0} = {1}", $upper, $value) }.
# Variables: $d (String), $first (Number), $upper (String), $value (Number)
formula-ladder-label-one = Wavelength of the one pair, { MATH("d = {0}", $d) }: { $first } positions, below { MATH("{0} = {1}", $upper, $value) }.
# Variables: $base (String), $first (Number), $twoPi (String)
formula-ladder-summary-d1 = With { MATH("d = 1") } and { MATH("b = {0}", $base) } there is no sine–cosine pair, only a lone sine (pair 0) with wavelength { $first } positions ({ $twoPi }): there is no ladder to climb.
# Variables: $base (String), $d (Number), $first (Number), $twoPi (String)
formula-ladder-summary-one = With { MATH("d = {0}", $d) } and { MATH("b = {0}", $base) } there is 1 pair, pair 0, with wavelength { $first } positions ({ $twoPi }): there is no ladder to climb.
# Variables: $base (String), $d (Number), $first (Number), $last (Number), $lastFormula (String), $lastPair (String), $lone (String), $pairs (Number), $ratio (Number), $ratioFormula (String), $upper (String), $value (Number)
formula-ladder-summary =
    With { MATH("d = {0}", $d) } and { MATH("b = {0}", $base) } there are { $pairs } pairs{ $lone ->
        [yes] , the last (pair { $lastPair }) a lone sine
       *[no] { "" }
    }. The wavelength grows from { $first } positions (pair 0) to { $last } (pair { $lastPair }, { $lastFormula }), below { MATH("{0} = {1}", $upper, $value) }. Each pair's wavelength is { $ratio } times the previous one ({ $ratioFormula }).
# Variables: $i (String)
formula-col-pair = pair { $i }
# Variables: $exponent (String)
formula-col-exponent = exponent { $exponent }
# Variables: $omega (String)
formula-col-omega = { $omega } (radians per position)
formula-col-wavelength = wavelength (positions)
formula-ladder-table = Frequencies and wavelengths
# Variables: $k (String), $steps (Number)
formula-series-bit =
    bit { $k } (flips every { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    })
# Variables: $top (Number)
formula-axis-bits = bits 0 (bottom) to { $top } (top)
# Variables: $lastBit (Number), $lastPosition (Number)
formula-bits-label = Bits 0 to { $lastBit } of positions 0 to { $lastPosition }, drawn as square waves, each twice as slow as the one below.
# Variables: $i (String), $wavelength (Number)
formula-series-sine = pair { $i }: wavelength { $wavelength }
formula-axis-value = value
# Variables: $base (Number), $d (String), $lastPair (Number), $lastPosition (Number), $pairs (Number)
formula-sines-label =
    { $pairs ->
        [one] Sine of pair 0 for positions 0 to { $lastPosition }, { MATH("d = {0}", $d) }, base { $base }.
       *[other] Sine of pairs 0 to { $lastPair } for positions 0 to { $lastPosition }, { MATH("d = {0}", $d) }, base { $base }.
    }
# Between the wavelengths of a list ("6.28, 19.87, 62.83"): in quotes, so that its spaces are kept.
formula-list-separator = {", "}
# Variables: $factor (Number), $wavelengths (String)
formula-binary-summary = In the binary chart, bit k of pos flips every { MATH("2^k") } steps { MATH("(1, 2, 4, 8)") }. In the sine chart, the sine of pair i slows down by a factor { $factor } from one pair to the next (wavelengths { $wavelengths } positions), smoothly, with no jumps.
# Variables: $d (Number), $wavelength (Number)
formula-binary-summary-one = In the binary chart, bit k of pos flips every { MATH("2^k") } steps { MATH("(1, 2, 4, 8)") }. In the sine chart, with { MATH("d = {0}", $d) } there is only pair 0, one sine with wavelength { $wavelength } positions: a ladder needs a larger d.
# Variables: $bits (String)
formula-col-bits = bits { $bits }
# Variables: $i (String)
formula-col-sine = pair { $i } sine
formula-binary-table = Bits and sines side by side
formula-pairs-region = Dimensions and their pairs
# Variables: $pos (String)
formula-bits-heading = Bits of { $pos }
formula-sines-heading = Sines of the first pairs



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-steps-step = step (dimension in the worked example)
# Variables: $cosSlope (String), $pos (String), $sinSlope (String)
steps-intro-walk = The formula is easiest to trust once you have run it by hand. Pick a position and a width, then walk through the dimensions one at a time: for each one, find its pair, the exponent, the denominator, the angle, and finally the sine or cosine. The last line is the slope: how fast this value changes as { $pos } grows, { $sinSlope } and { $cosSlope }.
# Variables: $d (String), $pos (String)
steps-intro-start = The starting values, { $d } and { $pos }, are a common textbook example: small enough to work through on paper, with every step checked below.
steps-rounding-heading = Rounding, and a small slip some texts make
# Variables: $cut (String), $exact (String), $rounded (String)
steps-rounding-text = Some texts give { $cut }. The digits are right, but they were cut off rather than rounded: { $exact }, and the fifth decimal is a 9, so rounding to four places gives { $rounded }. The difference is tiny, but when you compare your own numbers with a table it helps to know which rule the table used.
steps-stage-pair = Pair index
steps-stage-exponent = Exponent
steps-stage-denominator = Denominator
steps-stage-angle = Angle
steps-stage-value = Value
# Variables: $derivative (String)
steps-stage-derivative = Slope { $derivative }
# $stage is the number asked for: exponent, denominator, angle or value.
# Variables: $stage (String), $truth (Number)
steps-feedback-exact =
    Exactly right to 6 decimals: the { $stage ->
        [exponent] exponent
        [denominator] denominator
        [angle] angle
       *[value] value
    } is { $truth }.
# Variables: $difference (Number), $guess (Number), $stage (String), $truth (Number), $verdict (String)
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
# Variables: $first (String), $second (String)
steps-sentences = { $first } { $second }
# Variables: $even (String), $i (String), $j (String), $odd (String)
steps-hint-exponent = Use the pair index { $i }, not the dimension { $j }: dimensions { $even } and { $odd } share one exponent.
# Variables: $b (String)
steps-hint-denominator = Raise { $b } to the exponent from the line above.
# Variables: $pos (String), $posZero (String)
steps-hint-angle = Divide { $pos } by the denominator; { $posZero } always gives angle 0.
# Variables: $sin (String), $x (String)
steps-hint-small-sin = For a small angle { $x }, { $sin } is almost { $x } itself.
# Variables: $approx (String), $cos (String), $x (String)
steps-hint-small-cos = For a small angle { $x }, { $cos } is close to { $approx }.
# Variables: $pi (String)
steps-hint-past-pi = The angle is more than { $pi }, so the value can be negative: think of where the angle lands on the circle.
# Words after a stage's formula in the worked example.
steps-tex-odd = odd, so cosine
steps-tex-even = even, so sine
steps-tex-sine-half = sine half
steps-tex-cosine-half = cosine half
steps-tex-after-value = (after the value)
# The comment lines of the copied LaTeX; $layout is interleaved or concatenated.
# Variables: $base (String), $d (String), $layout (String), $pos (String)
steps-latex-title =
    Positional Encoding Explorer: worked example, { MATH("pos = {0}", $pos) }, { MATH("d = {0}", $d) }, base { $base }, { $layout ->
        [concatenated] concatenated layout.
       *[interleaved] interleaved layout.
    }
# Variables: $package (String)
steps-latex-rounding = Values rounded half away from zero to 6 decimal places. Needs { $package }.
# Variables: $vector (String)
steps-vector-title = The vector { $vector } fills in as you go
# Variables: $from (String), $shown (Number), $to (Number), $total (Number), $window (String)
steps-vector-note =
    { $shown } of { $total ->
        [one] { $total } value
       *[other] { $total } values
    } filled in{ $window ->
        [yes] ; showing dimensions { $from } to { $to }
       *[no] {""}
    }. The current dimension has a thick border; a ? marks a value not computed yet.
# Variables: $base (Number), $d (String), $layout (String), $limit (String), $limited (String), $vector (String)
steps-table-caption =
    { $layout ->
        [concatenated]
            { $vector } with { MATH("d = {0}", $d) }, base { $base }, concatenated layout{ $limited ->
                [yes] { " " }(first { $limit } dimensions)
               *[no] { "" }
            }
       *[interleaved]
            { $vector } with { MATH("d = {0}", $d) }, base { $base }, interleaved layout{ $limited ->
                [yes] { " " }(first { $limit } dimensions)
               *[no] { "" }
            }
    }
# Variables: $i (String)
steps-col-pair = pair { $i }
steps-col-function = function
# Variables: $exponent (String)
steps-col-exponent = exponent { $exponent }
steps-col-denominator = denominator
steps-col-angle = angle
steps-col-value = value
# Variables: $derivative (String)
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
# Variables: $negative (Number), $small (Number)
steps-not-a-number = Type a number, for example { $small } or { $negative }.
# Variables: $stage (String), $value (String)
steps-revealed =
    The { $stage ->
        [exponent] exponent
        [denominator] denominator
        [angle] angle
       *[value] value
    } is { $value }.
steps-copy-latex = Copy as LaTeX
# Variables: $j (String)
steps-jump = Jump to dimension { $j }
# Variables: $max (Number)
steps-jump-range = 0 to { $max }
# Variables: $j (Number)
steps-jump-only = dimension { $j }, the only one
# Variables: $j (Number), $max (String)
steps-jump-describe = dimension { $j } (of 0 to { $max })
# Variables: $j (String), $last (String), $only (String), $step (String)
steps-title =
    { $only ->
        [yes] Dimension { MATH("{0} = {1}", $j, $step) } (the only one)
       *[no] Dimension { MATH("{0} = {1}", $j, $step) } (of 0 to { $last })
    }
# Variables: $base (Number), $d (Number), $fn (String), $layout (String), $pair (String), $pos (Number), $step (String)
steps-where =
    Position { $pos }, { MATH("d = {0}", $d) }, base { $base }, { $layout ->
        [concatenated] concatenated layout
       *[interleaved] interleaved layout
    }. Dimension { $step } belongs to pair { MATH("i = {0}", $pair) } and uses { $fn ->
        [sin] the sine
       *[cos] the cosine
    }.
# Variables: $formula (String)
steps-predict-exponent = Your prediction for the exponent { $formula }:
# Variables: $formula (String)
steps-predict-denominator = Your prediction for the denominator { $formula }:
# Variables: $formula (String)
steps-predict-angle = Your prediction for the angle { $formula }:
# Variables: $formula (String)
steps-predict-value = Your prediction for { $formula }:
# Variables: $last (String), $step (String)
steps-predict-done =
    { $last ->
        [yes] Dimension { $step } is done: every number is shown. That was the last dimension.
       *[no] Dimension { $step } is done: every number is shown. Go on to the next dimension.
    }



## matrix
# Messages of section matrix. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# Variables: $d (String), $n (String), $positions (String)
matrix-intro-rows = Write the encoding of every position as a row, one under the other, and you get a matrix: { $n } rows (positions) by { $d } columns (dimensions). Each column is one sine or cosine sampled at the positions { $positions }; each row is the fingerprint of one position.
# Variables: $d (String), $period (String), $sinPos (String)
matrix-intro-layout = With the paper’s interleaved layout the left columns change fastest: dimension 0 is { $sinPos }, which completes a turn every { $period } positions. Moving right, each pair turns more slowly, so with a large enough { $d } the right-hand columns barely change from one row to the next. Click a row (or focus the map and press Enter) to make it the chosen position.
matrix-curves-heading = Single dimensions across positions
matrix-curves-text = Each column of the matrix is a wave. Plotting a few neighbouring columns shows the pattern: in the paper’s interleaved layout an even dimension and the odd one after it share a frequency (they form one pair), one a sine and the other a cosine, a quarter-turn apart. The next pair is slower.
matrix-waves-heading = Sine and cosine at a few frequencies
# Variables: $i (String), $omega (String)
matrix-waves-text = The same pairs as sine and cosine together: pair { $i } turns by { $omega } radians per position. The model only ever sees whole positions, so the fast pairs look jagged here: that is the sampling, not an error.
# Variables: $example (String), $last (String), $max (String)
matrix-dims-empty = Type at least one dimension number from 0 to { $max } ({ $last }), for example { $example }.
# Variables: $count (String), $max (String)
matrix-dims-too-many = Choose at most { $max } dimensions; got { $count }.
# Variables: $got (String), $last (String), $max (String)
matrix-dims-bad = Each dimension must be a whole number from 0 to { $max } ({ $last }); got "{ $got }".
# Variables: $posIs (Number), $row (Number)
matrix-row-chosen = The outlined row is the chosen position, { MATH("pos = {0}", $posIs) }: its values are { MATH("PE({0})", $row) }.
# Variables: $first (Number), $last (Number), $pos (String)
matrix-row-outside = The chosen position, { $pos }, is not among the rows shown ({ $first } to { $last }), so no row is outlined.
# Variables: $pos (String), $row (Number)
matrix-row-outside-one = The chosen position, { $pos }, is not among the rows shown (only { $row }), so no row is outlined.
# Variables: $computeMs (Number), $count (Number), $d (String), $drawMs (String), $n (String), $total (String)
matrix-timing-computed =
    { MATH("{0} × {1} = {2}", $n, $d, $total) } { $count ->
        [one] value
       *[other] values
    }, computed by the WebAssembly core in { $computeMs } ms, drawn in { $drawMs } ms.
# Variables: $count (Number), $d (String), $drawMs (String), $n (String), $total (String)
matrix-timing-drawn =
    { MATH("{0} × {1} = {2}", $n, $d, $total) } { $count ->
        [one] value
       *[other] values
    }, drawn in { $drawMs } ms.
matrix-dims-none = No dimension chosen.
# Variables: $dim (String), $pair (String), $wavelength (String)
matrix-dim-sine = dimension { $dim } is a sine of pair { $pair } (wavelength { $wavelength } positions)
# Variables: $dim (String), $pair (String), $wavelength (String)
matrix-dim-cosine = dimension { $dim } is a cosine of pair { $pair } (wavelength { $wavelength } positions)
# Between the clauses of matrix-dims-summary's list.
matrix-clause-join = { "; " }
# Variables: $dims (String)
matrix-dims-summary = { $dims }. Each curve stays between { MATH("−1") } and 1; a longer wavelength means a slower curve.
# Variables: $count (Number), $pairs (String)
matrix-waves-label = Sine (solid) and cosine (dashed) of { $count ->
        [one] pair
       *[other] pairs
    } { $pairs } against position.
# Variables: $dIs (Number)
matrix-waves-label-none = No sine–cosine pair to draw: with { MATH("d = {0}", $dIs) } dimension 0 is a lone sine.
# Variables: $dIs (Number)
matrix-waves-summary-none = With { MATH("d = {0}", $dIs) } there is no sine–cosine pair to draw: dimension 0 is a lone sine.
# Variables: $omegaIs (Number), $pair (String), $radians (Number), $wavelength (Number)
matrix-wave-pair = Pair { $pair } turns by { MATH("ω = {0}", $omegaIs) } { $radians ->
        [one] radian
       *[other] radians
    } per position, a wavelength of { $wavelength } positions.
matrix-waves-styles = Sines are solid lines, cosines dashed; each cosine runs a quarter-wavelength ahead of its sine.
matrix-waves-styles-points = Sines are solid lines with round markers, cosines dashed with triangles; each cosine runs a quarter-wavelength ahead of its sine.
# Between the sentences of the waves chart's summary (a space where the language puts one).
matrix-sentence-join = { " " }
# Variables: $first (Number), $last (Number), $lastDim (String)
matrix-heatmap-title = Positional encoding, positions { $first } to { $last } by dimensions 0 to { $lastDim }
matrix-heatmap-row = position
matrix-heatmap-col = dimension
# Variables: $dim (String), $pos (String), $value (Number)
matrix-heatmap-cell = position { $pos }, dimension { $dim }: { $value }
matrix-dims-label = Dimensions to plot
# Variables: $max (String)
matrix-dims-hint = Up to { $max } numbers separated by commas or spaces.
matrix-dims-plot = Plot
matrix-axis-position = position
matrix-axis-value = value
# Variables: $n (Number), $shown (String)
matrix-table-first = First { $shown } of { $n } positions.
# Variables: $dims (String), $first (Number), $last (Number)
matrix-curves-label = Line chart of dimensions { $dims } against position { $first } to { $last }.
matrix-column-position = position
# Variables: $dim (String)
matrix-column-dimension = dimension { $dim }
matrix-curves-table = Values of the plotted dimensions
# Variables: $dim (String), $fn (String), $pair (String)
matrix-wave-series = pair { $pair } { $fn } (dimension { $dim })
# Variables: $fn (String), $pair (String)
matrix-column-pair = pair { $pair } { $fn }
matrix-waves-table = Values of the plotted sines and cosines



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
proof-step1-title = Look at one pair
# Variables: $even (String), $i (String), $odd (String), $omega (String)
proof-step1-text = Dimensions { $even } and { $odd } share one frequency { $omega }: they hold the sine and the cosine of the same angle. Read them together as one point on the unit circle. Here { $i } counts pairs { MATH("(0, 1, 2, …)") }, not dimensions.
proof-step2-title = Two identities from trigonometry
proof-step2-text = The angle-addition formulas build the sine and cosine of a sum out of the sines and cosines of its two parts.
# Variables: $k (String)
proof-step3-title = Move the position by { $k }
# Variables: $alpha (String), $beta (String), $k (String), $omega (String)
proof-step3-text = Put { $alpha } and { $beta }. Both new values are weighted sums of the old sine and the old cosine, and the weights contain only { $k } and { $omega }.
proof-step4-title = Write it as a matrix
# Variables: $angle (String), $cosSin (String), $pos (String), $sinCos (String), $size (String)
proof-step4-text = The { $size } matrix turns the point by the angle { $angle }. With the pair written in the order { $sinCos } the plus sign sits top right; texts that write the pair as { $cosSin } get the mirror image. The position { $pos } appears nowhere in the matrix.
# Variables: $Mk (String)
proof-step5-title = All pairs at once: { $Mk }
# Variables: $Mk (String), $k (String), $pos (String)
proof-step5-text = Stack the pairs: { $Mk } is block-diagonal, one rotation per pair and zeros elsewhere. One and the same { $Mk } moves every position forward by { $k }. That is the relative-shift property. Below, change { $pos } and watch { $Mk } stay exactly as it was.
proof-step6-title = Why the pair must travel together
# Variables: $shifted (String), $sinCos (String), $sinPos (String)
proof-step6-text = The map is linear only on each { $sinCos } pair as a whole. No rule, linear or not, gives { $shifted } from { $sinPos } alone: two positions can share a sine but not a cosine, and after the shift their sines differ. The cosine holds the other half of the information. Looking for a shift rule for one dimension on its own is a common confusion.
proof-step7-title = What this buys
# Variables: $offset (String)
proof-step7-text = The dot product of two encodings depends only on the offset { $offset }, not on where the two tokens sit. The next section draws this.
# Variables: $Mk (String), $k (String), $pos (String)
proof-status-start = Change { $pos } and { $Mk } stays the same; change { $k } and every block turns by a new angle.
# Variables: $Mk (String), $k (String), $pe (String), $peShifted (String), $pos (String), $posIs (String), $value (Number)
proof-status-pos = { $posIs } is now { $value }: { $pe } and { $peShifted } moved, but { $Mk } did not change. Its blocks depend only on { $k } and the frequencies, never on { $pos }.
# Variables: $Mk (String), $angle (Number), $k (String), $value (Number)
proof-status-k = { $k } is now { $value }: { $Mk } changed, each block now turns its pair by { MATH("ω_i·{0}", $angle) }.
# Variables: $bIs (Number), $dIs (Number)
proof-status-width = { MATH("d = {0}", $dIs) }, { MATH("b = {0}", $bIs) }: new frequencies, so new blocks.
# Variables: $f32 (String), $f64 (String), $gap (String)
proof-residual-exact = Largest { $gap } over all dimensions: { $f64 } in float64 and { $f32 } in float32: the two vectors agree exactly here.
# Variables: $f32 (String), $f64 (String), $gap (String)
proof-residual-exact-f64 = Largest { $gap } over all dimensions: { $f64 } in float64 and { $f32 } in float32. In float64 they agree exactly here; the float32 difference is rounding noise: the identity is exact, the arithmetic is not.
# Variables: $f32 (String), $f64 (String), $gap (String)
proof-residual-exact-f32 = Largest { $gap } over all dimensions: { $f64 } in float64 and { $f32 } in float32. In float32 they agree exactly here; the float64 difference is rounding noise: the identity is exact, the arithmetic is not.
# Variables: $f32 (String), $f64 (String), $gap (String)
proof-residual-noise = Largest { $gap } over all dimensions: { $f64 } in float64 and { $f32 } in float32. Both are rounding noise: the identity is exact, the arithmetic is not.
# Variables: $block (Number), $pair (String)
proof-block-label = { MATH("R(ω_{0}·k)", $block) }: rotation block of pair { $pair }
proof-step-tex-label = The step in symbols (scrolls sideways on a narrow screen)
proof-prev = ← Previous step
proof-next = Next step →
proof-copy-latex = Copy proof as LaTeX
# Variables: $count (String), $index (String)
proof-step-counter = Step { $index } of { $count }
proof-unchanged = unchanged
# Variables: $Mk (String)
proof-blocks-heading = The blocks of { $Mk }
# Variables: $rotated (Number), $shifted (Number)
proof-vector-heading = { MATH("M_k · PE({0})", $rotated) } beside { MATH("PE({0})", $shifted) }
# Variables: $k (String)
proof-lead = The paper chose sines and cosines so that moving { $k } positions along is the same linear map wherever you start. Step through the derivation, then check it with real numbers.
# Variables: $Mk (String), $dIs (Number), $pairs (String), $pos (String), $posK (String), $shown (String)
proof-blocks-note-first = { MATH("d = {0}", $dIs) } has { $pairs } pairs; the first { $shown } are drawn. Each of the others is a rotation too, by a smaller angle. On each circle the round dot is the pair’s point for { $pos }, and the square is { $Mk } applied to that point: the point for { $posK }.
# Variables: $Mk (String), $count (Number), $dIs (Number), $pairs (String), $pos (String), $posK (String), $size (Number)
proof-blocks-note-all = { MATH("d = {0}", $dIs) }: { $count ->
        [one] { $pairs } pair, so { $Mk } is { MATH("{0} × {0}", $size) } with { $pairs } rotation block on its diagonal.
       *[other] { $pairs } pairs, so { $Mk } is { MATH("{0} × {0}", $size) } with { $pairs } rotation blocks on its diagonal.
    } On each circle the round dot is the pair’s point for { $pos }, and the square is { $Mk } applied to that point: the point for { $posK }.
# Variables: $angle (String), $block (String)
proof-block-angle = { $block }: angle { $angle } rad
# Variables: $dim (String), $fn (String), $pair (String)
proof-dim-row = { $dim } ({ $fn }, pair { $pair })
# Variables: $pe (String), $rotated (String), $shifted (String)
proof-vectors-label = Vectors { $pe }, { $rotated } and { $shifted }
# Variables: $d (Number), $shown (String)
proof-vectors-first = The first { $shown } of { $d } dimensions.
# Variables: $d (Number)
proof-vectors-all = All { $d } dimensions, rounded to 6 decimals (half away from zero).
proof-column-dimension = dimension
# Variables: $shifted (Number)
proof-column-direct = { MATH("PE({0})", $shifted) } directly
# Variables: $d (String), $reason (String)
proof-odd-d = { $reason }. The proof pairs every sine with a cosine: pick an even { $d }
# Variables: $base (Number), $values (String)
proof-tex-header = Positional Encoding Explorer: the relative-shift proof, { $values }, base { $base }.
# Variables: $package (String)
proof-tex-needs = Needs { $package }. Numbers rounded half away from zero to 6 decimal places.
# Variables: $index (String), $title (String)
proof-tex-step = Step { $index }: { $title }
# Variables: $reason (String)
proof-tex-no-numbers = No numbers: { $reason }
# Variables: $values (String)
proof-tex-with-numbers = With numbers: { $values }
# Variables: $f32 (String), $f64 (String)
proof-tex-largest = Largest difference: { $f64 } in float64, { $f32 } in float32.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-similarity-maxOffset = the largest offset
# Variables: $k (String)
similarity-lead = The proof showed that moving { $k } places is the same rotation wherever you start. A direct consequence: the dot product of two encodings sees only how far apart the positions are.
# Variables: $offset (String), $p (String), $q (String), $rule (String), $sinCos (String), $term (String)
similarity-identity-text = Each { $sinCos } pair contributes { $term }, because { $rule }. So the dot product is symmetric (swap { $p } and { $q } and nothing changes) and depends only on { $offset }. With many pairs it also tends to shrink as the offset grows, but unevenly: the fast pairs wrap around and come back, so the decay wobbles. A single pair has nothing to cancel against and does not decay at all.
# Variables: $dot (String)
similarity-heatmap-heading = { $dot } for every pair of positions
# Variables: $d (String), $dot (String), $offset (String), $p (String), $q (String)
similarity-heatmap-intro = Row { $p }, column { $q } shows { $dot }. For an even { $d } every diagonal (constant { $offset }) has one colour: the matrix is a Toeplitz matrix, constant along each diagonal. An odd { $d }’s lone sine breaks this, as the offset profile below shows.
# Variables: $g (String)
similarity-profile-heading = The offset profile { $g }
# Variables: $atPos (String), $d (String), $k (String), $pos (String), $profile (String), $zero (String)
similarity-profile-intro = Reading one row of the heatmap from its diagonal outwards gives the offset profile { $profile }. The chart draws it twice: starting at { $zero } and starting at { $atPos } (the { $pos } setting above). For an even { $d } the two curves lie exactly on top of each other, whatever { $pos } is: the profile depends only on the offset { $k }.
similarity-tokens-heading = Now add token embeddings
# Variables: $gram (String), $pe (String), $x (String)
similarity-tokens-intro = A model never sees { $pe } alone: it sees { $x }, token embedding plus position. Tick the box to add embeddings for a short sentence and look at { $gram }: the clean diagonals are gone, mixed with how similar the words are (the repeated words light up wherever they sit).
# The example sentence whose token embeddings are added: words separated by spaces, some of them repeated.
similarity-sentence = the cat sat on the mat because the mat was warm and the cat was tired
# Variables: $d (String), $p (String), $term (String)
similarity-odd-note = With odd { $d } the last dimension is a lone sine with no cosine partner. Its term, { $term }, does depend on { $p }, so for odd { $d } the profile depends on where it starts: compare the two curves below.
similarity-heatmap-position = position
# Variables: $dot (String), $offsetIs (Number), $pIs (Number), $qIs (Number), $value (Number)
similarity-heatmap-cell = { MATH("p = {0}", $pIs) }, { MATH("q = {0}", $qIs) }, offset { MATH("p − q = {0}", $offsetIs) }: { MATH("{0} ≈ {1}", $dot, $value) }
# Variables: $g (String), $p (String)
similarity-curve-from = { $g } starting at { $p }
# Variables: $k (String)
similarity-axis-offset = offset { $k }
# Variables: $atPos (Number), $curves (String), $dIs (Number), $g (String), $k (String), $last (String), $markers (String), $zero (String)
similarity-chart-label = Line chart of the offset profile { $g } for { $k } from 0 to { $last }, { MATH("d = {0}", $dIs) }: a thick solid curve starting at { $zero } and { $markers ->
        [triangles] a dashed curve with triangles
       *[none] a dashed curve
    } starting at { MATH("p = {0}", $atPos) }{ $curves ->
        [same] , lying on top of each other
       *[differ] , which differ
    }.
# Variables: $dIs (String), $g0 (Number), $gk (String), $k (String), $term (String), $zero (String)
similarity-start-none = { MATH("g(0) = {0}", $g0) }, and so is { $gk } at every { $k } from { $zero }: with { $dIs } there is no sine–cosine pair, and the lone sine adds { $term }.
# Variables: $count (Number), $g0 (Number), $odd (String), $one (String), $term (String), $zero (String)
similarity-start = { MATH("g(0) = {0}", $g0) }, the largest value: { $count ->
        [one] the one sine–cosine pair contributes
       *[other] every sine–cosine pair contributes
    } { $one }{ $odd ->
        [yes] , and starting at { $zero } the lone sine adds { $term }
       *[no] {""}
    }.
# Variables: $nIs (String)
similarity-range-one = With { $nIs } there is no other offset.
# Variables: $at (Number), $range (Number), $value (Number)
similarity-range = Over { MATH("k = 0 … {0}", $range) } the smallest value is { $value } at { MATH("k = {0}", $at) }.
# Variables: $pos (String)
similarity-compare-zero = Here { $pos } is 0 too, so the two curves are one and the same: set { $pos } to another position to compare.
# Variables: $atPos (Number), $k0 (String), $where (String)
similarity-compare-same = Starting at { MATH("p = {0}", $atPos) } instead of 0 gives the same value { $where ->
        [one] at { $k0 }
       *[all] at every offset
    } (to 6 decimals): the two curves coincide.
# Variables: $atPos (Number), $d (String), $k0 (String), $p (String), $value (Number)
similarity-compare-differ = Starting at { MATH("p = {0}", $atPos) } gives { $value } at { $k0 } instead: the lone sine of an odd { $d } makes the profile depend on { $p }.
# Between the sentences of the offset profile's summary (a space where the language puts one).
similarity-sentence-join = { " " }
# Variables: $count (Number), $shown (String)
similarity-table-first = The first { $shown } of { $count } offsets.
# Variables: $g (String), $p (Number)
similarity-column-from = { $g } from { MATH("p = {0}", $p) }
similarity-profile-table = Offset profile data
# Variables: $d (String), $reason (String)
similarity-tokens-refused = { $reason }. The embedding demo needs a smaller { $d }.
# Variables: $pos (Number), $word (String)
similarity-token-at = “{ $word }” at position { $pos }
# Variables: $dIs (Number), $gram (String), $x (String)
similarity-gram-title = { $gram } with { $x }, { MATH("d = {0}", $dIs) }
similarity-heatmap-token = token
# Variables: $col (String), $row (String), $value (Number)
similarity-token-cell = { MATH("{0} · {1} ≈ {2}", $row, $col, $value) }
# Variables: $count (Number), $tokens (String), $words (String)
similarity-sentence-shown = Sentence ({ $count ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    }): { $words }
# Variables: $gram (String)
similarity-gram-summary = With embeddings added, equal offsets no longer give equal values: the diagonals of { $gram } are not constant, and the same word at two places still matches itself strongly.
similarity-column-row-token = row token
# Variables: $gram (String)
similarity-gram-caption = { $gram }, float32, rounded to 3 decimals.
# Variables: $gram (String)
similarity-gram-table = { $gram } data
# Variables: $gram (String), $x (String)
similarity-tokens-toggle = Add token embeddings: show { $gram } with { $x }



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
input-lead = The encoding is not fed to the model on its own: it is added, number by number, to the token embedding, the vector that stands for the word itself.
# The word under E in the equation (a subscript: one short word).
input-equation-word = word
# Variables: $d (String)
input-equation-text = Both vectors have the same width { $d }, so they can be added. The embedding says what the word is, the encoding says where it is, and the sum carries both. The embeddings here are a fixed pseudo-random stand-in for a trained table (the same word always gets the same vector); the positional part is the real formula.
# Variables: $pe (String)
input-no-gradient = The sinusoidal table has no parameters: training changes the embeddings, never { $pe }.
input-rounding = Numbers are rounded half away from zero to 6 decimal places.
input-one-heading = One word at one position
input-two-heading = The same word at two positions
# Variables: $p (String), $q (String)
input-two-heading-at = The same word at two positions: { $p } and { $q }
# Variables: $kIs (String), $p (String)
input-two-heading-same = The same word twice at position { $p } ({ $kIs })
input-two-text = The embedding row is identical at both places; only the position term differs, so the two inputs differ. Without it the two occurrences would enter attention as the very same vector.
# Variables: $k (String), $kIs (String)
input-same-text = With { $kIs } the second position is the first one again: the same embedding plus the same position term, so the two inputs are identical. Set { $k } to another value to see them differ.
# The word the section starts with (any word of the language; the reader can type another).
input-default-word = cat
input-word-label = word
# Variables: $second (String)
input-word-hint = Type a word and press Enter. The second position is { $second } (set above).
# Variables: $d (String), $max (Number), $reason (String)
input-refused = { $reason }. This section shows { $d } up to { $max }
# Variables: $word (String)
input-quoted = “{ $word }”
input-one-label = Embedding, encoding and input
# Variables: $dIs (Number), $p (String), $word (String)
input-one-caption = Word { $word } at position { $p }, { MATH("d = {0}", $dIs) }.
input-column-vector = vector
# Variables: $dim (String)
input-column-dim = dim { $dim }
# Variables: $e (String)
input-row-embedding = { $e } token embedding
# Variables: $pe (String)
input-row-encoding = { $pe } positional encoding
# Variables: $x (String)
input-row-input = { $x } input to the model
# Variables: $kIs (Number), $p (String), $word (String)
input-two-caption-same = Word { $word } twice at position { $p } ({ MATH("k = {0}", $kIs) }).
# Variables: $kIs (Number), $p (String), $q (String), $word (String)
input-two-caption = Word { $word } at positions { $p } and { $q } ({ MATH("k = {0}", $kIs) }).
# Variables: $p (String), $vector (String)
input-row-at = { $vector } at { $p }



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-rope-pairing = pairing (which dimensions RoPE turns together)
words-rope-shift = shift c (added to both positions)
# Variables: $max (Number)
words-rope-shift-why = { MATH("pos + c") } and { MATH("pos + Δ + c") } stay within 0 to { $max }
words-rope-d = d (head dimension)
words-rope-k = Δ (offset { MATH("n − m") })
# Variables: $got (Number), $max (Number), $min (Number), $name (String)
words-rope-k-range = { $name } must be a whole number from { $min } to { $max } so that { MATH("pos + Δ") } is a position; got { $got }.
# Variables: $angle (String), $delta (String), $offset (String), $omega (String), $turn (String)
rope-intro = The proof ended with a rotation: moving { $delta } places turns every { MATH("(sin, cos)") } pair by { $turn }, whatever the start. Rotary position embedding (RoPE; Su et al., RoFormer, 2021) puts that rotation to work directly: instead of adding a position vector to the embedding, it **rotates** the query q and the key k themselves, pair by pair, by the angle { $angle } with the same { $omega } as the sinusoidal table. Here k is always the key vector; the offset between the two positions is called { $offset }.
rope-head = RoPE rotates inside each attention head, so d on this page is the **head dimension**, the length of one head’s q and k, not the model width. In LLaMA 7B the model width is 4096, split over 32 heads, so each head rotates vectors of { MATH("d = 128") } (64 pairs).
# Variables: $first (String), $identity (String), $offset (String), $result (String), $second (String)
rope-identity = Because a rotation by { $first } followed by the inverse of a rotation by { $second } is a rotation by { $result }, that is { $identity } (the rotation by n acts on k first), the attention score of a rotated query and a rotated key can only see the offset { $offset }. RoPE adds no parameters: nothing about it is learned.
# Variables: $block (String), $map (String)
rope-block = The proof wrote its block as { $block } because it acted on pairs written { MATH("(sin, cos)") }. On a pair written { MATH("(a, b)") }, with a on the horizontal axis, the same counter-clockwise turn is the matrix above: { $map }. RoPE needs an even d: every dimension has a partner, there is no lone sine.
rope-pairs-heading = Which two dimensions make a pair
# Variables: $rotateHalf (String)
rope-pairs = Two conventions are in use, and both keep the property above. **Interleaved** pairs dimensions { MATH("(2i, 2i + 1)") }: RoFormer, GPT-J and Meta’s original LLaMA code. **Half** pairs dimension i with { MATH("i + d/2") }, the { $rotateHalf } of GPT-NeoX and of the Hugging Face LLaMA code. They give different scores for the same q and k, so a checkpoint only works with the pairing it was trained with; Hugging Face’s LLaMA conversion script permutes the rows of W_Q and W_K to move from one to the other.
rope-stepper-heading = Rotate q by hand, one pair at a time
rope-check-heading = Check: the score sees only { MATH("n − m") }
# Variables: $relative (String)
rope-check = Take the query at position { MATH("m = pos") } and the key at { MATH("n = pos + Δ") }, and score them. Then move both by the same shift c and score again. In exact arithmetic the two scores are equal, and both equal { $relative }, which does not mention m or n on their own. A computer rounds, so the table shows how large the differences really are: in float64 (about 16 significant digits) and in float32 (about 7), computed two ways.
rope-decay-heading = Long-range decay
# Variables: $factor (String), $g (String), $g0 (String), $product (String), $sum (String)
rope-decay = If every pair of q and k is { MATH("(1, 0)") }, the score of positions m and { MATH("m + Δ") } is { $g }: the same sum as the sinusoidal { $product }, with { $g0 } because every pair contributes { MATH("cos 0 = 1") }. With several pairs the cosines drift out of step as Δ grows and partly cancel, so g(Δ) tends to shrink, unevenly. RoFormer (section 3.4.3) turns this into a bound on the score for any q and k; the second curve is the factor in that bound that depends on Δ, { $factor } with { $sum }, scaled as in the paper’s figure 2. It is a factor of a bound, not a score, and it starts at { MATH("(d/2 + 1)/2") }.
rope-why-add-heading = Why not add PE and let W_Q and W_K sort it out?
# Variables: $additive (String), $rotated (String)
rope-why-add = The proof’s property, { MATH("PE(p)·PE(q)") } depends only on { MATH("p − q") }, holds for the bare encodings. A model never compares bare encodings: it projects first. With additive PE the position part of a score is { $additive }, and a general W_Q and W_K do not commute with the rotations (they mix and stretch the sines and cosines), so the rotations no longer cancel. RoPE rotates after the projection, { $rotated }, so the offset is all that reaches the score. Below, the same token x sits at positions m and { MATH("n = m + Δ") } with Δ fixed, W_Q and W_K are random (seeded), and only m changes from row to row.
rope-asked-angle = the angle { MATH("θ = pos·ω_i") }
# Variables: $truth (Number), $what (String)
rope-guess-exact = Exactly right to 6 decimals: { $what } is { $truth }.
# Variables: $error (Number), $guess (Number), $hint (String), $truth (Number), $verdict (String), $what (String)
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
# Variables: $example (Number), $half (Number)
rope-type-number = Type a number, for example { $half } or { $example }.
# Variables: $value (String), $what (String)
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
# Variables: $d (Number), $pos (Number), $seed (String)
rope-q-source = q is the query vector of the check further down: { $d } numbers between { MATH("−1") } and 1 drawn by the core’s seeded generator (seed { $seed }), the same every time. The stepper turns it to position { MATH("pos = {0}", $pos) }: the result is { MATH("q′ = R({0}) q", $pos) }, the rotated query that the check scores.
# Variables: $last (String), $pair (String), $pairs (Number)
rope-pair-title =
    { $pairs ->
        [one] Pair { MATH("i = {0}", $pair) } (the only pair)
       *[other] Pair { MATH("i = {0}", $pair) } (of 0 to { $last })
    }
# Variables: $base (Number), $d (Number), $first (String), $pair (String), $pairing (String), $pos (Number), $second (String), $wavelength (Number)
rope-pair-where =
    { MATH("d = {0}", $d) }, { MATH("pos = {0}", $pos) }, base { $base }, { $pairing ->
        [half] half
       *[interleaved] interleaved
    } pairing: pair { $pair } is dimensions { $first } and { $second }. It turns once every { MATH("2π/ω = {0}", $wavelength) } positions.
# Variables: $what (String)
rope-predict-question = Your prediction for { $what }:
# Variables: $more (String), $pair (String)
rope-pair-done =
    Pair { $pair } is done. { $more ->
        [yes] Go on to the next pair.
       *[no] That was the last pair.
    }
# Variables: $pos (Number)
rope-vector-title = { MATH("q′ = R({0}) q", $pos) } fills in as you go
# Variables: $j (String), $pair (String)
rope-vector-index = { MATH("j={0}", $j) } pair { $pair }
# Variables: $dims (Number), $from (String), $pairing (String), $part (String), $to (String)
rope-vector-note =
    { $part ->
        [yes] Showing dimensions { $from } to { $to } of { $dims }.{ " " }
       *[no] { "" }
    }The current pair has a thick border; a ? marks a value not worked out yet.{ $pairing ->
        [half] { " " }With half pairing the two dimensions of a pair sit { MATH("d/2") } apart.
       *[interleaved] { "" }
    }
# Variables: $base (Number), $cut (String), $d (Number), $max (Number), $pairing (String), $pos (Number)
rope-pairs-caption =
    { MATH("R({0})", $pos) } q, { MATH("d = {0}", $d) }, base { $base }, { $pairing ->
        [half] half
       *[interleaved] interleaved
    } pairing{ $cut ->
        [yes] { " " }(first { $max } pairs)
       *[no] { "" }
    }
rope-column-pair = pair i
rope-column-dims = dims
rope-f64-exact = In float64 the two scores agree to the last bit here.
# Variables: $difference (String)
rope-f64-rounding = In float64 they differ by { $difference }: rounding, not a failure of the identity. The difference tends to grow with the positions, because an angle as large as { MATH("pos·ω") } carries a rounding error in proportion to its size.
# Variables: $error (String)
rope-rounded = The middle column keeps the float64 angle { MATH("θ = pos·ω") } of the float64 column, takes cos θ and sin θ in float64 and rounds them (and q and k) to float32, then rotates and takes the dot product in float32. Each of its scores is within { $error } of the float64 one: float32 rounding of those numbers and of the arithmetic, bounded by a multiple of { MATH("d·2⁻²⁴·|q|·|k|") } that does not grow with the position, because no angle is ever rounded to float32.
# Variables: $error (String), $far (Number), $shift (Number), $suggest (String), $worse (String)
rope-naive =
    Forming the angle { MATH("pos·ω") } in float32 first, as most frameworks do by default, gives an error of { $error }{ $worse ->
        [yes] : larger, because the angle itself is off by about one float32 rounding step of { MATH("pos·ω") }, and that step grows with the position.
       *[no] , about the same at these positions (up to { $far }); it grows with the position{ $suggest ->
            [yes] : try a shift of { $shift }
           *[no] { "" }
        }.
    }
rope-row-difference = |difference| of the two scores
rope-row-error = largest error against float64
rope-reference = (reference)
rope-relative-region = The relative check, float64 and float32
# Variables: $base (Number), $d (Number), $digits (Number), $pairing (String), $seed (String)
rope-relative-caption =
    { MATH("d = {0}", $d) }, base { $base }, { $pairing ->
        [half] half
       *[interleaved] interleaved
    } pairing, q and k from seed { $seed }. Scores to { $digits } decimals.
rope-column-quantity = quantity
rope-column-rounded = float32, cos θ and sin θ rounded from float64
rope-column-naive = float32, angle formed in float32
rope-scroll-hint = The table scrolls sideways
# Variables: $delta (String), $gap (String), $score (String)
rope-relative-form = { MATH("q·R(Δ)") } k with { MATH("Δ = n − m = {0}", $delta) }: { $score }. Largest gap between it and the two float64 scores: { $gap }.
# Variables: $count (Number), $g0 (Number), $pairs (Number)
rope-decay-g0 =
    { MATH("g(0) = {0}", $g0) }: { $pairs ->
        [one] the one pair contributes
       *[other] each of the { $count } pairs contributes
    } { MATH("cos 0 = 1") }.
# Variables: $far (String), $from (String), $to (String)
rope-decay-one-pair = With { MATH("d = 2") } there is one pair only: nothing cancels, and { MATH("g(Δ) = cos Δ") } swings between { MATH("−1") } and 1 without decaying; for Δ from { $from } to { $to } |g(Δ)| still reaches { $far }.
# Variables: $far (String), $from (String), $to (String)
rope-decay-low = For Δ from { $from } to { $to }, |g(Δ)| stays at or below { $far }, less than half of g(0): distant positions score lower.
# Variables: $far (String), $from (String), $larger (Number), $suggest (String), $to (String)
rope-decay-high =
    For Δ from { $from } to { $to }, |g(Δ)| still reaches { $far }, more than half of g(0): with this d and base there is little decay within { MATH("Δ ≤ {0}", $to) }.{ $suggest ->
        [yes] { " " }Try a larger d, such as { $larger }.
       *[no] { "" }
    }
# Variables: $K (Number), $at (Number), $first (Number), $last (Number), $lowest (Number)
rope-decay-bound = The bound factor is { $first } at { MATH("Δ = 0") } and { $last } at { MATH("Δ = {0}", $K) }; its smallest value in the range is { $lowest }, at { MATH("Δ = {0}", $at) }.
rope-sentence-gap = { " " }
rope-chart-bound = RoFormer bound factor
rope-chart-x = offset { MATH("Δ = n − m") }
rope-chart-y = value
# Variables: $K (String), $bound0 (Number), $d (String), $g0 (Number)
rope-chart-label = Line chart over Δ from 0 to { $K }, { MATH("d = {0}", $d) }: g(Δ) as a solid line starting at { $g0 }, and the RoFormer bound factor as a dashed line starting at { $bound0 }.
rope-column-bound = bound factor
rope-decay-data = Decay data
# Variables: $kind (String), $spread (String)
rope-spread-raw =
    Bare encodings, { MATH("p_m·p_n") }: spread { $spread }{ $kind ->
        [exact] : every row gives exactly the same score. The offset is all they see, as the proof said.
        [rounding] , rounding only. The offset is all they see, as the proof said.
       *[large] .
    }
# Variables: $kind (String), $spread (String)
rope-spread-additive =
    Additive PE through W_Q and W_K: spread { $spread }{ $kind ->
        [large] . The score changes with m although { MATH("n − m") } is the same in every row: the projections broke the offset-only property.
       *[rounding] , at rounding level for these settings.
    }
# Variables: $kind (String), $spread (String)
rope-spread-rope =
    RoPE: spread { $spread }{ $kind ->
        [exact] : every row gives exactly the same score. Rotating after the projection keeps the score a function of { MATH("n − m") }.
        [rounding] , rounding only. Rotating after the projection keeps the score a function of { MATH("n − m") }.
       *[large] .
    }
rope-w-region = Scores with W_Q and W_K
# Variables: $d (Number), $delta (Number), $pairing (String), $seed (String)
rope-w-caption =
    { MATH("n − m = Δ = {0}", $delta) }, { MATH("d = {0}", $d) }, { $pairing ->
        [half] half
       *[interleaved] interleaved
    } pairing, W_Q, W_K and x from seed { $seed }.
rope-pairing-interleaved = Interleaved
rope-pairing-interleaved-hint = dims { MATH("(2i, 2i + 1)") }: RoFormer, Meta’s LLaMA
rope-pairing-half = Half
rope-pairing-half-hint = dims { MATH("(i, i + d/2)") }: GPT-NeoX, Hugging Face
rope-pairing-label = Pairing
# Variables: $count (Number), $positions (Number), $side (String)
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
rope-k-hint = { MATH("n = pos + Δ") }: Δ is the key’s position minus the query’s.
# Variables: $shift (Number)
rope-shift-describe = both positions moved by { $shift }
rope-shift-hint = { MATH("m + c") } and { MATH("n + c") } must stay positions. Large shifts show the float32 angle error growing.
# Variables: $message (String)
rope-refused-odd = { $message }; pick an even d
# Variables: $message (String)
rope-decay-refused = { $message }. The decay chart needs a smaller d.
# Variables: $message (String), $need (String)
rope-w-refused =
    { $message }. The { MATH("W_Q/W_K") } table needs { $need ->
        [delta] { MATH("Δ ≥ 0") }
       *[d] a smaller d
    }.
# Variables: $first (String), $pair (String), $second (String)
rope-circle-heading = Pair { $pair }: dimensions { $first } (a) and { $second } (b)
rope-circle-caption-hidden = The turn is drawn once you have worked out the angle θ.
# Variables: $a (String), $b (String), $pair (String)
rope-circle-title-hidden = Pair { $pair } of q: the point { MATH("(a, b) = ({0}, {1})", $a, $b) } (circle). Its turn by { MATH("θ = pos·ω") } is hidden until you have worked out θ.
rope-circle-caption-zero = This pair of q is { MATH("(0, 0)") }: a rotation leaves it where it is.
# Variables: $turn (String)
rope-circle-caption = The point turns counter-clockwise by { MATH("θ = pos·ω = {0}", $turn) }; its distance from the centre stays the same.
# Variables: $a (String), $a2 (Number), $angle (String), $b (String), $b2 (Number), $pair (String), $pos (String)
rope-circle-title = Pair { $pair } of q: the point { MATH("(a, b) = ({0}, {1})", $a, $b) } (circle) turns by { $angle } radians to { MATH("({0}, {1})", $a2, $b2) } (square, q′), the pair of { MATH("q′ = R({0})q", $pos) }.
# Variables: $a (String), $angle (String), $b (String), $pair (String), $pos (String)
rope-circle-title-unsolved = Pair { $pair } of q: the point { MATH("(a, b) = ({0}, {1})", $a, $b) } (circle) turns by { $angle } radians to the square (q′), the pair of { MATH("q′ = R({0})q", $pos) }; its coordinates are hidden until you have worked out a′ and b′.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-conventions-preset = preset (library)
conventions-variant-paper = The paper
conventions-variant-concatenated = Concatenated layout
conventions-variant-one-based-position = Positions counted from 1
conventions-variant-dimension-exponent = Mistaken exponent { MATH("b^(j/d)") }
conventions-variant-one-based-pair = 1-based pair index
conventions-variant-tensor2tensor = tensor2tensor spacing
conventions-note-paper = Interleaved sin, cos, sin, cos …; { MATH("ω_i = b^(−2i/d)") } with i the pair index; positions from 0. The reference for every row below.
conventions-note-concatenated = All sines first, then all cosines (tensor2tensor, the TensorFlow tutorial, many diffusion models). The same numbers in another order. This is the most asked “is this a bug?” question in public issue trackers: it is not a bug, the dimensions are only permuted.
conventions-note-one-based-position = Some texts number the first token 1, not 0. Every token moves one row down the table: the token at index pos gets { MATH("PE(pos + 1)") }. Harmless if used everywhere the same way.
conventions-note-dimension-exponent = Uses the dimension index j where the formula has 2i. Each cosine then gets its own slightly slower frequency, so a pair’s sine and cosine no longer share an angle and the shift proof no longer holds. Some texts print this formula by mistake, even next to code that gets it right.
conventions-note-one-based-pair = Counting pairs from { MATH("i = 1") } (as in { MATH("W[2i−1, t] = sin(t / b^(2i/d))") } with { MATH("0 < i ≤ d/2") }) makes every frequency one pair slower: the fastest wave, { MATH("ω = 1") }, is lost. Some texts write it this way.
conventions-note-tensor2tensor = Spaces the log-timescales by { MATH("log(b)/(d/2 − 1)") }, so the slowest wavelength is exactly 2πb instead of { MATH("2πb^((d−2)/d)") }. Shown interleaved here so that only the spacing differs.
conventions-lead = The same idea is written several ways. Some differences are only conventions (harmless once you know them); two are mistakes that change the numbers. Here they are side by side for the same token.
conventions-compare-heading = One variant minus the paper, position by position
conventions-compare-intro = Pick a variant: the heatmap shows its matrix minus the paper’s, for n positions and d dimensions. White means equal.
conventions-precision-heading = Large positions and float32
conventions-precision-intro = Most frameworks compute the angle { MATH("pos·ω") } in float32 and only then take the sine. At large positions float32 cannot hold the angle exactly, and the error shows in the encoding, even though the exact value always lies in { MATH("[−1, 1]") }. The core never forms the angle in float32: at the first position of each block of rows it takes the sine and cosine in float64 and rounds them to float32, and it reaches every later position of the block by one float32 rotation by { MATH("ω·k") } (the relative-shift property, with cos { MATH("ω·k") } and sin { MATH("ω·k") } rounded to float32 too). So each of its values is a few float32 roundings away from the exact one and carries no angle error: at most { MATH("5·2⁻²⁴ ≈ 3.0·10⁻⁷") } at any position, where rounding the exact value once would leave at most { MATH("2⁻²⁵ ≈ 3.0·10⁻⁸") }. The errors it really has are printed and drawn below.
# Variables: $got (Number), $label (String), $max (Number), $shift (Number)
conventions-past-end = pos must be at most { $max } here: the row “{ $label }” reads { MATH("PE(pos + {0})", $shift) }; got { $got }
conventions-kind-reference = reference
conventions-kind-convention = convention
conventions-kind-mistake = mistake
# Variables: $cut (String), $d (Number), $digits (Number), $pos (Number), $shown (String)
conventions-side-caption =
    The token at index { $pos }, { MATH("d = {0}", $d) }{ $cut ->
        [yes] { " " }(first { $shown } dimensions)
       *[no] { "" }
    }. Under each value: which function and which pair fill that dimension. Rounded half away from zero to { $digits } decimals.
# Variables: $dims (Number), $shown (String)
conventions-side-scroll =
    The table is wider than the screen: scroll it sideways for { $dims ->
        [one] the one dimension
       *[other] all { $shown } dimensions
    }
# Variables: $count (Number), $label (String), $positions (Number)
conventions-compare-equal =
    { $positions ->
        [one] { $label } gives exactly the paper’s numbers at this one position.
       *[other] { $label } gives exactly the paper’s numbers for these { $count } positions.
    }
# Variables: $difference (Number), $dim (Number), $label (String), $layout (String), $row (Number)
conventions-compare-summary =
    { $label }: the largest |difference| is { $difference }, at token { $row }, dimension { $dim }.{ $layout ->
        [yes] { " " }Large, yet nothing is lost: sort the columns and the two matrices agree.
       *[no] { "" }
    }
conventions-column-variant = variant
# Variables: $j (String)
conventions-column-dim = dim { $j }
conventions-side-region = Variants side by side
conventions-picker-label = Variant to compare with the paper
# Variables: $label (String)
conventions-picker-announce = Comparing the paper with: { $label }
# Variables: $label (String)
conventions-heatmap-title = { $label } minus the paper
conventions-heatmap-rows = position
conventions-heatmap-columns = dimension
# Variables: $dim (String), $label (String), $row (Number), $value (Number)
conventions-heatmap-cell = token { $row }, dimension { $dim }: { $label } minus paper ≈ { $value }
conventions-precision-naive = angle in float32 (the common way)
conventions-precision-fast = the core: angle in float64, result float32
# Variables: $d (Number)
conventions-precision-y = largest |error| over { $d } dimensions
conventions-position-presets = Position presets
conventions-precision-field = position for the float32 check
# Variables: $d (Number)
conventions-precision-hint = { MATH("d = {0}", $d) }, base b from the settings.
# Variables: $fast (String), $first (String), $last (String), $naive (String), $pos (String), $worst (String), $worstPos (String)
conventions-precision-summary = At position { $pos }: float32 angle, largest error { $naive }; the core’s float32 path, largest error { $fast }. The error jumps from one position to the next; between { $first } and { $last } the float32-angle error peaks at { $worst } (position { $worstPos }).
# Variables: $first (String), $last (String)
conventions-precision-label = Line chart, logarithmic scale: largest float32 error of the encoding at positions { $first } to { $last }, two ways of computing it.
# Variables: $fast (String), $naive (String)
conventions-precision-description = Float32 angle: errors up to { $naive } in this range; the core's float32 path: at most { $fast }.
conventions-column-naive = float32 angle
conventions-column-fast = core float32
conventions-precision-data = Float32 error data
conventions-layout-interleaved = interleaved: sin, cos, sin, cos, …
conventions-layout-sin-cos = all sines, then all cosines
conventions-layout-cos-sin = all cosines, then all sines
# Variables: $code (String), $formula (String)
conventions-spacing-as = { $formula }, as { $code }
# Variables: $formula (String), $longest (String), $range (String)
conventions-spacing-log = { $formula }, { $range }: the slowest wavelength is exactly { $longest }
# Variables: $formula (String)
conventions-spacing-numpy = { $formula } in numpy float64
# Variables: $columns (String), $formula (String)
conventions-spacing-numpy-sines = { $formula } in numpy float64; sines fill columns { $columns }
# Variables: $code (String), $formula (String)
conventions-spacing-pow = { $formula } via { $code } in float32
# Variables: $code (String), $zero (String)
conventions-first-start-index = { $code } ({ $zero } by default)
# Variables: $code (String), $row (String)
conventions-first-padding = row { $row } ({ $code })
# Variables: $code (String), $offset (String), $row (String)
conventions-first-padding-offset = row { $row } ({ $code }; the table has { $offset } extra rows)
# Variables: $code (String), $zero (String)
conventions-first-past = { $zero } ({ $code })
# Variables: $from (String), $to (String)
conventions-first-klen = { $from } down to { $to } (relative distances); rows here are the positions as given
conventions-odd-shape = fails: PyTorch raises a shape mismatch
# Variables: $count (String)
conventions-odd-zero-column = { $count } frequencies, then one zero column
conventions-odd-sine = ends with a sine
# Variables: $cosines (String), $sines (String)
conventions-odd-ceil = { $sines } sines, { $cosines } cosines
# Variables: $code (String)
conventions-odd-assert = fails: { $code }
# Variables: $width (String)
conventions-odd-wide = wrong width: { $width } columns
conventions-presets-heading = What libraries actually build
conventions-presets-intro = Ten widely copied implementations, each reproduced from its source. They differ in layout, in how the frequencies are spaced, in which row the first token reads, in what they do with an odd d, and in whether they form the angle { MATH("pos·ω") } in float32 (the default dtype of PyTorch and TensorFlow) or in float64 (numpy).
# Variables: $d (Number), $pos (Number)
conventions-presets-caption = The ten presets. The last column: the largest |float32 table − float64 formula| over the { $d } dimensions of row { $pos }.
conventions-column-library = library
conventions-column-source = source (file, function)
conventions-column-layout = layout
conventions-column-spacing = frequency spacing
conventions-column-first = first token reads
conventions-column-padding = padding row
conventions-column-odd = odd d
conventions-column-angle = angle formed in
# Variables: $pos (Number)
conventions-column-error = float32 error at pos { $pos }
# Variables: $row (Number)
conventions-padding-row = row { $row }, all zeros
conventions-padding-none = none
conventions-float64-numpy = float64 (numpy)
# Variables: $count (Number), $d (Number), $least (String), $libraries (Number), $most (String), $pos (Number)
conventions-meaning-float32 =
    { $libraries ->
        [one] At { MATH("pos = {0}", $pos) } with { MATH("d = {0}", $d) }, the one library that forms the angle { MATH("pos·ω") } in float32 is off by between { $least } and { $most } in the worst dimension of the row: float32 keeps about seven significant digits, so an angle near { $pos } radians cannot be held exactly, and its sine and cosine inherit the error however well they are computed.
       *[other] At { MATH("pos = {0}", $pos) } with { MATH("d = {0}", $d) }, the { $count } libraries that form the angle { MATH("pos·ω") } in float32 are off by between { $least } and { $most } in the worst dimension of the row: float32 keeps about seven significant digits, so an angle near { $pos } radians cannot be held exactly, and its sine and cosine inherit the error however well they are computed.
    }
# Variables: $libraries (Number), $most (String), $names (String)
conventions-meaning-float64 =
    { $libraries ->
        [one] { $names } forms the angle in float64 with numpy and rounds only the result to float32: its error, at most { $most }, is that last rounding and nothing more.
       *[other] { $names } form the angle in float64 with numpy and round only the result to float32: their error, at most { $most }, is that last rounding and nothing more.
    }
conventions-sentence-gap = { " " }
# Variables: $row (Number)
conventions-row-padding = row { $row }: padding, all zeros
# Variables: $row (Number)
conventions-row-first = row { $row }: first token
# Variables: $row (Number)
conventions-row = row { $row }
# Variables: $cut (String), $d (Number), $from (Number), $kind (String), $shown (String), $to (Number)
conventions-rows-caption =
    { $kind ->
        [float64] The library’s formula in float64
       *[float32] The library’s own float32 steps
    }: rows { $from } to { $to }, { MATH("d = {0}", $d) }{ $cut ->
        [yes] { " " }(first { $shown } dimensions)
       *[no] { "" }
    }.
conventions-column-row = row of the table
# Variables: $kind (String)
conventions-rows-region =
    { $kind ->
        [float64] Preset table in float64
       *[float32] Preset table in float32
    }
conventions-preset-label = Library preset
# Variables: $library (String)
conventions-preset-announce = Library preset: { $library }
conventions-presets-region = The ten library presets
conventions-presets-rounding = Table values are rounded half away from zero to 6 decimals; errors are shown in scientific notation with 2 significant figures.
# Variables: $message (String), $shown (String)
conventions-preset-refused =
    { $message }. { $shown ->
        [yes] Still showing the last table that worked.
       *[no] No table to show yet: pick another d or library.
    }
# Variables: $angle (String), $d (Number), $dim (Number), $error (String), $firstRow (Number), $layout (String), $library (String), $padding (String), $paddingCode (String), $paddingRow (Number), $pos (Number)
conventions-preset-summary =
    { $library }: { $layout }; the angle is formed in { $angle ->
        [float32] float32
       *[float64] float64 (numpy)
    }.{ $padding ->
        [yes] { " " }Row { $paddingRow } is the padding row ({ $paddingCode }): all zeros. The first real token reads row { $firstRow }, so the token at index t reads row { MATH("t + {0}", $firstRow) }.
       *[no] { " " }The first token reads row { $firstRow }.
    } At { MATH("pos = {0} (d = {1})", $pos, $d) } its float32 table is off by up to { $error }, in dimension { $dim }.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-bias-max-distance = max distance
words-bias-buckets = buckets
words-bias-offset = the offset
words-bias-trained = L (training length, beyond-L part)
words-bias-example = the cat sat on the mat
words-bias-heads = H (number of heads)
words-bias-head = head (the head shown)
words-bias-buckets-setting = buckets (T5)
words-bias-maxdist = max distance (T5)
words-bias-causal = causal
words-bias-sentence = sentence
# Variables: $got (Number), $keys (String), $largest (Number), $most (Number), $smallest (Number)
words-bias-trained-refused = L (training length) must be a whole number from { $smallest } to { $largest } here ({ $keys } keys at most { $most }); got { $got }.
# Variables: $reason (String)
words-bias-refused = { $reason }.
# Variables: $reason (String)
words-bias-causal-refused = { $reason } (causal T5 buckets).
# Between two sentences of the bias section: a space, or nothing where sentences end in a full-width stop.
bias-sentence-join = { " " }
# Variables: $minusInfinity (String)
bias-map-hatched = Hatched cells are masked: the key comes after the query, its score is { $minusInfinity } before the softmax and its weight is 0.
# Variables: $items (String), $last (String)
bias-list = { $items } and { $last }
bias-list-separator = {", "}
bias-lead = The sinusoidal encoding and RoPE put position into the vectors. ALiBi and T5 leave the vectors alone: they add a number to every attention score, and that number depends only on how far the key is from the query.
# Variables: $b (String), $i (String), $j (String), $offset (String)
bias-score-text = Query { $i } looks at key { $j }; the bias { $b } sees only the offset { $offset }, never the words and never where the pair sits in the sentence.
bias-alibi-heading = ALiBi: a penalty that grows with distance
# Variables: $H (String), $m (String)
bias-alibi-text = ALiBi (Press, Smith and Lewis, 2022) gives each of the { $H } heads a fixed slope { $m } and subtracts { $m } times the distance from the score. Nothing is learned: the slopes are set before training, by the rule below for the { $H } chosen.
# Variables: $bias (String), $minusInfinity (String)
bias-alibi-causal = ALiBi was introduced for left-to-right language models, where a causal mask also hides every key after the query (score { $minusInfinity }, weight 0): tick causal to see it. Without the mask the bias is symmetric, { MATH("{0}", $bias) } on both sides of the diagonal.
bias-alibi-why-title = What ALiBi keeps in range past the training length
# Variables: $beyond (String), $lab (String)
bias-alibi-why = The penalty is a straight line in the distance, so a key further away than any in training gets the same line, continued: no new parameter and no new kind of bias, only a larger penalty of the kind the model already uses, which makes such far keys count less. In the first block nothing else is new either, since its queries and keys come from the token embeddings alone. From the second block on that no longer holds: each output of the first block is a weighted average in which nearer words count more, so position is now in the vectors, and a longer input can give the later blocks vectors they never met. What Press, Smith and Lewis measured is perplexity: language models trained on short inputs kept it about flat on much longer ones. Flat perplexity says the far keys do no harm; it does not say the model makes use of them, nor that a task’s answers stay right past the training length. The charts under “{ $beyond }” show the line going on; the lab in “{ $lab }” trains ALiBi beside the other schemes and measures exact answers past the training length.
bias-t5-heading = T5: one learned number per bucket of offsets
# Variables: $bucketFunction (String), $numBuckets (String)
bias-t5-text = T5 (Raffel et al., 2020) sorts every offset key − query into one of a fixed number of buckets ({ $numBuckets } in the code, 32 in T5); each head learns one number per bucket and adds it to the score. The sorting itself is fixed (Hugging Face’s { $bucketFunction }):
bias-t5-rule-halves = Bidirectional (the encoder): half of the buckets for keys at or before the query, half for keys after it.
bias-t5-rule-exact = In each half, the first half of the buckets are exact: one offset each.
# Variables: $maxDistance (String)
bias-t5-rule-log = The rest are logarithmic: the runs of offsets they hold grow wider with distance; the max distance ({ $maxDistance } in the code, 128 in T5) sets how fast they widen.
bias-t5-rule-last = The last bucket of each direction is open-ended: it begins where the logarithmic formula first reaches it, which can be well before the max distance (the sentence under the controls says where, for the values chosen), and holds every offset from there on.
bias-t5-rule-causal = Causal (the decoder, and this page when causal is ticked): all the buckets go to keys before the query; every key at or after it is bucket 0, like offset 0 (in a causal model those keys are masked anyway).
bias-t5-learned-title = The values are learned; here they are a stand-in
bias-t5-learned = In T5 the bias values are learned with the rest of the model. This page has no trained T5, so the values shown (the last column of the table, and T5 in the comparison below) come from a seeded pseudo-random stand-in table. Only which offsets share a bucket is real.
bias-calc-heading = Which bucket?
bias-map-heading = Bucket of every query–key pair
bias-compare-heading = Side by side on one sentence
# Variables: $bias (String)
bias-compare-text = One attention head with the same seeded token embeddings and query/key weights for every scheme; only the way position enters changes. Sinusoidal adds PE to the embeddings, RoPE rotates queries and keys by position, ALiBi adds the chosen head’s { MATH("{0}", $bias) } and T5 the chosen head’s (stand-in) bucket value. Each map shows the softmax weights: row = query word, column = the key word it attends to.
bias-rounding = Numbers are rounded half away from zero: slopes to 8 decimal places, biases to 6, attention weights to 3 in the maps’ tables.
# Variables: $name (String)
bias-scheme-sinusoidal = { $name } (added to the embeddings)
# Variables: $name (String)
bias-scheme-rope = { $name } (rotated queries and keys)
# Variables: $name (String)
bias-scheme-alibi = { $name } (linear distance penalty)
# Variables: $name (String)
bias-scheme-t5 = { $name } (bucketed bias, stand-in values)
bias-scheme-name-sinusoidal = sinusoidal
# Variables: $offset (String)
bias-range-below = { $offset } and below
# Variables: $offset (String)
bias-range-above = { $offset } and above
bias-kind-after = at or after the query
bias-kind-last = last (open-ended)
bias-kind-exact = exact
bias-kind-log = logarithmic
# Variables: $count (Number), $heads (Number)
bias-heads-describe = { $count ->
    [one] { $heads } head
   *[other] { $heads } heads
}
# Variables: $last (Number), $symbol (String)
bias-head-range = type 0 to { $last } ({ $symbol })
# Variables: $h (Number), $head (Number)
bias-head-describe = head { $head }, { MATH("h = {0}", $h) } in the formula
bias-causal-label = causal (mask every key after the query)
# Variables: $on (String)
bias-causal-announce = { $on ->
    [yes] causal on
   *[no] causal off
}
# Variables: $buckets (Number), $count (Number)
bias-buckets-describe = { $count ->
    [one] { $buckets } bucket
   *[other] { $buckets } buckets
}
# Variables: $maxdist (Number)
bias-maxdist-describe = max distance { $maxdist }
# Variables: $count (Number), $maxdist (Number), $start (Number)
bias-maxdist-describe-start = { $count ->
    [one] max distance { $maxdist }: the last bucket starts { $start } token away
   *[other] max distance { $maxdist }: the last bucket starts { $start } tokens away
}
bias-offset-label = offset key − query
bias-offset-hint = Type a whole number and press Enter: negative = the key is before the query.
bias-words-hint = Words separated by spaces; press Enter. Repeat a word to compare its two rows.
# Variables: $heads (Number), $rule (String), $slope (Number)
bias-slope-one = { MATH("H = {0}", $heads) }: the one head has { MATH("{0} = {1}", $rule, $slope) }.
# Variables: $first (Number), $heads (Number), $last (Number), $ratio (Number), $rule (String)
bias-slope-geometric = { MATH("H = {0}", $heads) }: every head follows { $rule }, a geometric sequence from { $first } down to { $last }: each head’s slope is the one before it times { $ratio }.
# Variables: $H (Number), $base (Number), $baseRule (String), $double (Number), $extra (Number), $extraRule (String), $extraSlopes (String), $heads (Number), $lastHead (Number), $lastSlope (Number), $nextHead (Number), $nextSlope (Number), $odd (String)
bias-slope-interleaved = { MATH("H = {0}", $heads) } is not a power of two, so the core follows the ALiBi authors’ rule: the first { $base } heads take the slopes of { $base } heads, { $baseRule } (the largest power of two below { $H }); the other { $extra } take every other slope of { $double } heads, { $extraRule } for { $odd } ({ $extraSlopes }). So the slopes are not in order of head: head { $nextHead } has { MATH("m = {0}", $nextSlope) }, more than head { $lastHead }’s { $lastSlope }.
bias-slopes-label = ALiBi slopes
# Variables: $count (Number), $head (Number), $heads (Number)
bias-slopes-caption = { $count ->
    [one] The slope of the one head, head 0, shown below.
   *[other] The slope of each of the { $heads } heads; head { $head } is shown below.
}
bias-col-head = head
bias-col-slope = slope m
bias-col-power = as a power of 2
bias-col-rule = from the rule
# Variables: $head (Number)
bias-head-cell = head { $head }
bias-scroll-hint = Scroll the table sideways
# Variables: $far (Number), $farBias (String), $farCount (Number), $head (Number), $near (Number), $slope (Number)
bias-alibi-line =
    { $far ->
        [1] Head { $head } has slope { MATH("m = {0}", $slope) }: a key 1 token back gets { $near }.
       *[other] Head { $head } has slope { MATH("m = {0}", $slope) }: a key 1 token back gets { $near }, { $farCount } tokens back { $farBias }.
    }
# Variables: $head (Number), $slope (Number)
bias-alibi-line-single = Head { $head } has slope { MATH("m = {0}", $slope) }. With a single position there is no distance to penalise: raise n.
# Variables: $count (Number), $far (Number), $shallowest (Number), $shallowestBias (Number), $shallowestSlope (Number), $steepest (Number), $steepestBias (Number), $steepestSlope (Number)
bias-alibi-compare =
    { $count ->
        [one] The bias grows linearly with distance, so a steeper head looks more locally: { $far } token back, the steepest head here (head { $steepest }, { MATH("m = {0}", $steepestSlope) }) adds { $steepestBias } to the score, the shallowest (head { $shallowest }, { MATH("m = {0}", $shallowestSlope) }) only { $shallowestBias }.
       *[other] The bias grows linearly with distance, so a steeper head looks more locally: { $far } tokens back, the steepest head here (head { $steepest }, { MATH("m = {0}", $steepestSlope) }) adds { $steepestBias } to the score, the shallowest (head { $shallowest }, { MATH("m = {0}", $shallowestSlope) }) only { $shallowestBias }.
    }
bias-alibi-compare-one = The bias grows linearly with distance. With one head there is no steeper or shallower head to compare: raise H.
# Variables: $causal (String), $head (Number), $heads (Number)
bias-alibi-map-title = { $causal ->
    [yes] ALiBi bias, head { $head } of { MATH("H = {0}", $heads) }, causal
   *[no] ALiBi bias, head { $head } of { MATH("H = {0}", $heads) }
}
bias-axis-query-position = query position
bias-axis-key-position = key position
# Variables: $key (Number), $minusInfinity (String), $query (Number)
bias-alibi-cell-masked = query { $query }, key { $key }: masked, the key is after the query ({ $minusInfinity } before the softmax, weight 0)
# Variables: $bias (Number), $distance (Number), $key (Number), $query (Number)
bias-alibi-cell = query { $query }, key { $key }, distance { MATH("|i − j| = {0}", $distance) }: bias { $bias }
# Variables: $causal (String), $head (Number), $i (String), $j (String), $m (String), $slope (Number)
bias-alibi-map-summary = { $causal ->
    [yes] Row { $i }, column { $j } is query { $i } looking at key { $j }, for head { $head } ({ MATH("m = {0}", $slope) }). The diagonal is 0 and the bias falls by { $m } for every step away from it; every cell right of the diagonal (key after query) is masked and hatched. It depends only on the distance, so the table lists one value per distance.
   *[no] Row { $i }, column { $j } is query { $i } looking at key { $j }, for head { $head } ({ MATH("m = {0}", $slope) }). The diagonal is 0 and the bias falls by { $m } for every step away from it, the same on both sides. It depends only on the distance, so the table lists one value per distance.
}
# Variables: $distance (String)
bias-col-distance = distance { $distance }
# Variables: $head (Number)
bias-col-bias-head = bias, head { $head }
bias-alibi-table-label = ALiBi bias by distance
# Variables: $after (String), $afterBucket (String), $before (String), $beforeBucket (String), $buckets (String), $count (Number), $exact (Number), $exactSpans (String), $log (String), $maxdist (String), $perDirection (Number)
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
# Variables: $after (String), $afterBucket (String), $before (String), $beforeBucket (String), $buckets (String), $count (Number), $exact (Number), $exactSpans (String), $log (String), $maxdist (String)
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
# Variables: $maxdist (Number), $start (Number), $where (String)
bias-t5-where = { $where ->
    [before-log] So the last bucket starts at distance { $start }, before the max distance { $maxdist }: the max distance only sets how fast the logarithmic buckets widen, and they reach the last one there.
    [before-few] So the last bucket starts at distance { $start }, before the max distance { $maxdist }: with this few buckets none lies between the exact ones and the last, so the last one begins right after them.
    [at] So the last bucket starts at distance { $start }, the max distance.
   *[beyond] So the last bucket starts at distance { $start }, beyond the max distance { $maxdist }.
}
# Variables: $buckets (String), $count (Number)
bias-t5-unused = { $count ->
    [one] Bucket { $buckets } holds no offset (offset 0 is bucket 0, so the keys after the query start one bucket later).
   *[other] Buckets { $buckets } hold no offset (offset 0 is bucket 0, so the keys after the query start one bucket later; and log buckets narrower than one offset stay empty).
}
bias-t5-table-label = T5 buckets
# Variables: $bidirectional (String), $buckets (Number), $count (Number), $head (Number), $maxdist (Number)
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
# Variables: $head (Number)
bias-col-stand-in = stand-in bias, head { $head }
# Variables: $bucket (Number), $kind (String), $offset (String), $offsets (String)
bias-calc-answer = { $kind ->
    [last] Offset { $offset } → bucket { $bucket }: the last bucket of its direction, shared by every offset { $offsets }.
    [exact] Offset { $offset } → bucket { $bucket }: an exact bucket: this offset alone.
    [log] Offset { $offset } → bucket { $bucket }: a logarithmic bucket holding offsets { $offsets }.
   *[none] Offset { $offset } → bucket { $bucket }.
}
# Variables: $bidirectional (String), $buckets (Number), $count (Number), $maxdist (Number)
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
# Variables: $bias (Number), $bucket (Number), $head (Number), $key (Number), $offset (String), $query (Number)
bias-t5-cell = query { $query }, key { $key }, offset { $offset }: bucket { $bucket } (stand-in bias for head { $head }: { $bias })
# Variables: $bucket (Number), $n (String), $raise (String)
bias-t5-map-single = With { $n } there is one cell: query 0 and key 0, offset 0, in bucket { $bucket }. Raise { $raise } to see the other offsets.
# Variables: $i (String), $j (String), $offset (String)
bias-t5-map-rows = Row { $i }, column { $j } is the bucket of offset { $offset }.
# Variables: $log (String), $reach (String), $start (Number)
bias-t5-map-diagonals = Every diagonal (one offset) has one bucket; near the diagonal each offset has its own bucket, further away { $log ->
    [yes] the buckets get wider
   *[no] the offsets share the last bucket of their direction
}{ $reach ->
    [yes] , and from distance { $start } on (the last bucket) they stop changing.
   *[no] .
}
# Variables: $last (Number)
bias-t5-map-sides = The diagonal and the keys before the query (left of it) use buckets 0 … { $last }; keys after it (right) use the others.
bias-t5-map-sides-causal = Causal: the diagonal and every key after the query (right of it) are bucket 0.
bias-col-offset = offset key − query
bias-t5-map-table-label = T5 bucket by offset
# Variables: $position (Number), $word (String)
bias-word-label = “{ $word }” ({ $position })
# Variables: $scheme (String)
bias-compare-map-title = Attention weights, { $scheme }
bias-axis-query-word = query word
bias-axis-key-word = key word
# Variables: $key (String), $query (String)
bias-compare-cell-masked = { MATH("{0} → {1}", $query, $key) }: masked (key after query), weight 0
# Variables: $bias (Number), $key (String), $query (String), $score (Number), $weight (Number)
bias-compare-cell = { MATH("{0} → {1}", $query, $key) }: weight { $weight } (score { $score }, position bias { $bias })
bias-masked = masked
# Variables: $last (String), $scheme (String), $top (String), $weight (Number)
bias-compare-summary = { $scheme }: each row is one query word’s softmax weights over the key words and sums to 1. The last query, { $last }, gives its largest weight, { $weight }, to { $top }.
bias-col-query = query
# Variables: $position (Number), $word (String)
bias-col-word = { $word } ({ $position })
# Variables: $digits (Number)
bias-compare-caption = Softmax weights, rounded to { $digits } decimals.
# Variables: $scheme (String)
bias-compare-table-label = Weights, { $scheme }
# Variables: $word (String)
bias-compare-no-repeat = No word occurs twice in this sentence. Repeat one (as “{ $word }” in the default) to compare its two rows: without any position information they would be identical.
# Variables: $a (Number), $b (Number), $word (String)
bias-compare-where = “{ $word }” is at positions { $a } and { $b }, so its two rows start from the same word vector.
# Variables: $digits (Number), $raw (String), $schemes (String), $zero (Number)
bias-compare-bias-only = With { $schemes } the two rows have the same raw scores { $raw } (largest difference { $zero } to { $digits } decimals): only the bias differs, and it depends on key − query alone, so the weights change by distance and nothing else.
# Variables: $differences (String), $schemes (String)
bias-compare-mixed = With { $schemes } the raw scores of the two rows already differ (by up to { $differences }): position is inside the vectors, mixed with the word.
# Variables: $difference (Number), $scheme (String)
bias-compare-other = { $scheme }: the raw scores of the two rows differ by up to { $difference }.
bias-beyond-heading = Beyond the training length
# Variables: $L (String), $last (String), $n (String), $seen (String)
bias-beyond-lead = Suppose the head below was trained only on sequences of { $L } tokens and is now given { $n }. Each chart follows one scheme’s position term from distance (or position) 0 to { $last }: the first part, up to { $seen }, is what training showed; the rest is new. The schemes differ in what “new” means.
bias-beyond-title-sinusoidal = Sinusoidal: positions never seen
bias-beyond-title-rope = RoPE: directions never seen
bias-beyond-title-alibi = ALiBi: the same line, continued
bias-beyond-title-t5 = T5: far offsets share one bucket
bias-beyond-short-sinusoidal = Sinusoidal
bias-beyond-short-rope = RoPE
bias-beyond-short-alibi = ALiBi
bias-beyond-short-t5 = T5
# Variables: $dim (Number), $high (Number), $last (Number), $low (Number), $pair (Number), $seenLast (Number), $value (Number)
bias-beyond-sinusoidal = Dimension { $dim }, the sine of pair { $pair } (the slowest), took values from { $low } to { $high } at positions 0 … { $seenLast }; at position { $last } it is { $value }.
# Variables: $L (Number), $first (Number), $pe (String)
bias-beyond-sinusoidal-outside = Position { $first } is the first whose value lies outside what training showed. The whole vector { $pe } of every position from { $L } on is one the model was never given: the formula has it, the trained weights have never met it.
# Variables: $seenLast (Number), $vectors (String)
bias-beyond-sinusoidal-inside = Its values beyond { $seenLast } stay inside that range, but the vectors { $vectors } are still ones the model was never given.
# Variables: $count (Number), $last (Number), $pairs (String)
bias-beyond-rope-wrapped = { $count ->
    [0] No pair turned a full circle within offsets 0 … { $last }.
    [one] Pair { $pairs } turned a full circle within offsets 0 … { $last }, so every direction it meets further out it has met before.
   *[other] Pairs { $pairs } turned a full circle within offsets 0 … { $last }, so every direction they meet further out they have met before.
}
# Variables: $angle (Number), $count (Number), $direction (Number), $largest (Number), $offset (Number), $pair (Number), $pairs (String)
bias-beyond-rope-back = { $count ->
    [one] Pair { $pairs } went past its largest angle in training, but once whole turns are taken off it points back inside the arc training covered (pair { $pair }: { $angle } rad at offset { $offset } is { $direction } rad after whole turns, inside 0 … { $largest } rad), a direction it has seen.
   *[other] Pairs { $pairs } went past their largest angle in training, but once whole turns are taken off they point back inside the arc training covered (pair { $pair }: { $angle } rad at offset { $offset } is { $direction } rad after whole turns, inside 0 … { $largest } rad), a direction they have seen.
}
# Variables: $count (Number), $direction (Number), $largest (Number), $offset (Number), $pair (Number), $pairs (String), $qk (String)
bias-beyond-rope-unseen = { $count ->
    [one] At offset { $offset }, pair { $pairs } points in a direction never seen in training (pair { $pair } points at { $direction } rad, outside the arc 0 … { $largest } rad that training covered). { $qk } for far keys then mixes directions the trained weights never met.
   *[other] At offset { $offset }, pairs { $pairs } point in directions never seen in training (pair { $pair } points at { $direction } rad, outside the arc 0 … { $largest } rad that training covered). { $qk } for far keys then mixes directions the trained weights never met.
}
# Variables: $head (Number), $last (Number), $lastBias (Number), $seenBias (Number), $seenLast (Number), $slope (Number)
bias-beyond-alibi = Head { $head }, slope { MATH("m = {0}", $slope) }: the farthest key in training, { $seenLast } back, got { $seenBias }; at { $last } back the bias is { $lastBias }.
# Variables: $even (String), $step (Number)
bias-beyond-alibi-steps = { $even ->
    [yes] Each step further away lowers the score by the same { $step }, inside training and beyond: the penalty is one straight line, continued.
   *[no] The steps are not all equal.
}
bias-beyond-alibi-scope = No parameter is added and no bias is of a new kind: a longer input only puts keys further along a line the head already uses, where their weights become ever smaller. This is what stays in range, not everything the model sees: in the first block queries and keys carry no position, but from the second block on they do, since each is a mix of words weighted by distance.
# Variables: $beyond (String), $beyondCount (Number), $from (Number), $last (Number), $seen (String), $seenCount (Number), $seenLast (Number)
bias-beyond-t5-buckets = Keys 0 … { $seenLast } back used { $seenCount ->
    [one] bucket
   *[other] buckets
} { $seen }; keys { $from } … { $last } back fall in { $beyondCount ->
    [one] bucket
   *[other] buckets
} { $beyond }.
# Variables: $buckets (String), $count (Number), $keys (String)
bias-beyond-t5-fresh = { $count ->
    [one] Bucket { $buckets } (keys { $keys } back) never occurred in training, so its learned number never received a gradient.
   *[other] Buckets { $buckets } (keys { $keys } back) never occurred in training, so their learned numbers never received a gradient.
}
bias-beyond-t5-none-fresh = Every one of them already occurred in training: nothing new is looked up.
# Variables: $bucket (Number), $start (Number)
bias-beyond-t5-last = From { $start } back on, every key shares bucket { $bucket }, the last one: however far away, it gets the same number, so beyond that the bias says only “far”.
# Variables: $L (String), $bucket (Number), $last (Number), $start (Number)
bias-beyond-t5-last-beyond = The last bucket, { $bucket }, starts at { $start } back, further than { $last }: raise { $L } to reach it.
# Variables: $range (String)
bias-beyond-legend-training = training: { $range }
# Variables: $range (String)
bias-beyond-legend-new = new: { $range }
bias-beyond-axis-position = position
bias-beyond-axis-back = keys back (query − key)
bias-beyond-legend-largest = largest in training
# Variables: $offset (Number)
bias-beyond-legend-angle = angle at { $offset }
# Variables: $offset (Number)
bias-beyond-legend-direction = direction at { $offset }
# Variables: $turn (String)
bias-beyond-legend-turn = full turn, { $turn }
# Variables: $i (String)
bias-beyond-axis-pair = pair { $i } (fastest first)
bias-beyond-axis-angle = angle (radians, log scale)
bias-yes = yes
bias-no = no
bias-beyond-col-pair = pair
# Variables: $offset (Number)
bias-beyond-col-largest = largest angle in training (offset { $offset })
# Variables: $offset (Number)
bias-beyond-col-angle = angle at offset { $offset }
bias-beyond-col-direction = its direction (whole turns taken off)
bias-beyond-col-turn = full turn in training
bias-beyond-col-seen = direction seen in training
bias-beyond-col-in-training = in training
bias-beyond-col-back = keys back
# Variables: $last (Number), $pe (String), $seenLast (Number)
bias-beyond-chart-sinusoidal = Line chart: { $pe }, the slowest pair’s sine, for positions 0 to { $last }; positions up to { $seenLast } seen in training, the rest new.
# Variables: $offset (Number)
bias-beyond-chart-rope = Line chart, logarithmic scale: each pair’s largest angle in training, its angle at offset { $offset } and the direction of that angle once whole turns are taken off, with a flat line at one full turn.
# Variables: $head (Number), $last (Number), $seenLast (Number)
bias-beyond-chart-alibi = Line chart: ALiBi bias of head { $head } against distance 0 to { $last }; distances up to { $seenLast } seen in training, the rest new.
# Variables: $last (Number), $seenLast (Number)
bias-beyond-chart-t5 = Step chart: T5 bucket of a key 0 to { $last } tokens back; distances up to { $seenLast } seen in training, the rest new.
# Variables: $title (String)
bias-beyond-lab-link = See “{ $title }”: run the comparison and read ALiBi’s exact answers past the training length
bias-beyond-trained-label = L (training length)
# Variables: $largest (Number), $smallest (Number)
bias-beyond-trained-range = type { $smallest } to { $largest }
# Variables: $count (Number), $shown (Number), $trained (Number)
bias-beyond-trained-describe = { $count ->
    [one] trained on { $trained } token, shown on { $shown }
   *[other] trained on { $trained } tokens, shown on { $shown }
}
# Variables: $scheme (String), $shown (String), $trained (Number)
bias-beyond-table-label = { $scheme }, { MATH("L = {0}", $trained) } and { $shown }



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-extension-train = L (training length)
words-extension-method = method (context extension)
words-extension-scale = s (scale factor)
words-extension-ramp = YaRN ramp
words-extension-d = d (head dimension)
# Between two sentences of the extension section: a space, or nothing where sentences end in a full-width stop.
extension-sentence-join = { " " }
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
# Variables: $name (String), $ramp (String)
extension-yarn-with-ramp = { $name } ({ $ramp } ramp)
# Variables: $angle (String), $d (String), $dmodel (String), $head (String), $i (String), $last (String), $omega (String), $pos (String), $s (String), $target (String)
extension-lead = A model with rotary position encoding is trained on sequences of L positions: pair { $i } of every query and key is turned by the angle { $angle }, with { $omega }, for { $pos } from 0 to { $last }. Here { $d } is the **head dimension**, the length of one attention head’s query and key, not the model width: LLaMA 7B has { $dmodel } split into 32 heads, so { $head } and 64 pairs (the larger LLaMA models are wider and have more heads, each again of { $head }). Now ask the model about a position beyond L. The formula still gives an angle, but a slow pair may point in a direction it never pointed in during training, and the model has never learned what that direction means. The recipes below stretch the frequencies so that a context { $s } times longer, { $target }, looks more like what the model saw.
# Variables: $angle (String), $full (String), $largest (String), $step (String), $turn (String), $x (String)
extension-seen-rule = What { MATH("q·k") } sees of a pair is its direction on the circle, and a turn by { $turn } points where a turn by { $x } does. So a pair has **seen** a direction if training turned it there. In training it swept the arc of directions from 0 to its largest angle { $largest }: every direction, if that angle is at least { $full } (the pair went all the way round). Otherwise the new angle { $angle }, once its whole turns are taken off, must land inside that arc, or at most one trained step { $step } outside it, past its end or just short of 0: positions are whole numbers, so a direction less than a step from the arc is no farther from a trained direction than two neighbouring trained positions are from each other. The table below gives, pair by pair, how many such steps outside the arc it points. An angle larger than any in training can still point back inside the arc after a full turn: comparing the raw angles alone would call it unseen.
extension-three-ways = Three ways to stretch the frequencies
extension-pi-title = Position interpolation (Chen et al., 2023)
# Variables: $omega (String), $range (String)
extension-pi = { $omega } for every pair: the same as dividing every position by s, so positions up to { $range } land inside the trained range. The price: neighbouring positions move s times closer together on every pair, including the fast pairs that tell nearby tokens apart, so the model is usually fine-tuned on the squeezed positions.
extension-ntk-title = NTK-aware scaling (bloc97, 2023)
# Variables: $slowest (String), $target (String)
extension-ntk = Raise the base instead: the fastest pair keeps its frequency (it has wrapped many times anyway) and the slowest, { $slowest }, is divided by exactly s; the pairs between are slowed by less. Nearby positions stay as distinct as in training, but the middle pairs are slowed by less than s, so near the end of { $target } some of them can still turn out of the arc they covered in training.
extension-yarn-title = YaRN (Peng et al., 2023)
# Variables: $alpha (String), $beta (String), $code (String), $factor (String), $i (String), $interpolated (String), $keep (String), $turns (String), $wavelength (String)
extension-yarn = Count how many turns pair { $i } made over the training length, { $turns } with wavelength { $wavelength }. Pairs that turned more than { $beta } times keep their frequency ({ $keep }), pairs that turned fewer than { $alpha } times are interpolated as in PI ({ $interpolated }), and a ramp blends the two in between. Queries and keys are also multiplied by { $factor }, so attention logits grow by its square: a longer context spreads softmax over more keys, and this sharpens it again. The paper and the released code agree on this factor (Hugging Face computes it as { $code } for { MATH("s > 1") } and 1 otherwise, and multiplies both cos and sin by it, so q and k alike).
# Variables: $alpha (String), $beta (String)
extension-yarn-bounds = This page uses the paper’s values for LLaMA, { $alpha } and { $beta } turns.
extension-tex-paper = paper:
extension-tex-released = released:
# Variables: $alpha (String), $atAlpha (String), $atBeta (String), $beta (String), $betaFast (String), $betaSlow (String), $c (String), $gamma (String), $hi (String), $i (String), $lo (String), $ordered (String), $r (String), $range (String)
extension-yarn-forms = The paper and the code released with it shape the ramp differently. **The paper** makes { $gamma } linear in the number of turns { $r }. **The released code** (the YaRN authors’ repository, and Hugging Face transformers, which runs released YaRN models) makes it linear in the pair index { $i }: { $c } is the pair that turns r times over L, and the ramp runs from pair { $lo } to pair { $hi }, the pairs where { $atBeta } and { $atAlpha } rounded outward (the code calls { $beta } { $betaFast } and { $alpha } { $betaSlow }). When { $ordered }, the two agree on every pair outside { $range }; inside, they can differ a lot, and the sentence below says where and by how much at these settings. This page uses the released form unless you pick the paper’s:
extension-wavelength-heading = Wavelength of each pair, trained and new
extension-angle-heading = The angle at pos, pair by pair
extension-learned-title = And a learned table?
# Variables: $maxLen (String), $positions (Number), $rows (Number)
extension-learned = A learned absolute table has { $maxLen } rows and no formula for a row beyond them, so there is nothing to stretch. What models do instead is resize the table and train again: ViT and DeiT interpolate their learned position embeddings to the larger grid when they are fine-tuned at a higher image resolution, and Longformer made its { $positions } positions by copying RoBERTa’s { $rows } learned rows eight times before training further. The new rows are a starting point for that training, not values the model has learned. Rotary and sinusoidal encodings already have a value at every position; the methods above are about making those values familiar.
# Variables: $maxLen (String), $title (String)
extension-learned-link = See “{ $title }”: a position past { $maxLen } has no row
extension-settings-label = Context extension settings
extension-method-label = method
extension-scale-hint = The − and + buttons halve or double s.
extension-scale-one = { MATH("s = 1") }: the training length itself, no extension
# Variables: $s (Number)
extension-scale-describe = { MATH("s = {0}", $s) }: a context { $s } times the training length
extension-train-hint = The − and + buttons halve or double L.
# Variables: $count (Number), $positions (Number)
extension-train-describe =
    { $count ->
        [one] { MATH("L = {0}", $positions) } position seen in training
       *[other] { MATH("L = {0}", $positions) } positions seen in training
    }
# Variables: $digits (String)
extension-rounding = Wavelengths, turns, γ and angles are rounded half away from zero to { $digits } decimals, steps outside the arc to at most { $digits } decimals, frequencies ω to 6 significant figures, the base and the attention factor to 6 decimals.
# Plurals: $unseen is a count of pairs out of $pairs; the [1]-pair branch sees only 0 or 1 of them, [0] words none.
# Variables: $last (Number), $method (String), $pairCount (Number), $pairs (Number), $pos (Number), $train (Number), $trainCount (Number), $unseen (Number), $unseenCount (Number), $where (String)
extension-summary-unseen =
    At { MATH("pos = {0}", $pos) }, { $where ->
        [beyond]
            { $train ->
                [1] beyond position 0, the only one seen in training
               *[other] beyond the { $trainCount } positions 0 … { $last } seen in training
            }
       *[inside]
            { $train ->
                [1] the only position seen in training
               *[other] inside the training range 0 … { $last }
            }
    }, with { $method } { $unseen ->
        [0]
            { $pairs ->
                [1] the only pair would point only in directions it met in training.
               *[other] each of the { $pairCount } pairs would point only in directions it met in training.
            }
       *[other]
            { $pairs ->
                [1] the only pair would point in a direction it never pointed in during training.
               *[other]
                    { $unseen ->
                        [1] { $unseenCount } of { $pairCount } pairs would point in a direction it never pointed in during training.
                       *[other] { $unseenCount } of { $pairCount } pairs would point in directions they never pointed in during training.
                    }
            }
    }
# Variables: $inside (Number), $insideCount (Number), $wrapped (Number), $wrappedCount (Number)
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
# Variables: $back (Number), $count (Number)
extension-summary-back = { $count ->
    [one] { $back } pair turns past its largest trained angle, but once its whole turns are taken off it points back inside the arc it covered.
   *[other] { $back } pairs turn past their largest trained angles, but once their whole turns are taken off they point back inside the arcs they covered.
}
# Plurals: $count is the number of such pairs, at least 1 ($near prints it); $most is in trained steps, at most 1.
# Variables: $count (Number), $most (Number), $near (Number)
extension-summary-near = { $count ->
    [one] { $near } pair points just outside the arc it covered in training, by { MATH("{0}·ω", $most) }: within one trained step, so it counts as seen.
   *[other] { $near } pairs point just outside the arcs they covered in training, by up to { MATH("{0}·ω", $most) }: within one trained step, so they count as seen.
}
extension-summary-per-pair = Each pair is judged on its own, but { MATH("q·k") } adds all the pairs up: a position where every pair points in a direction it saw in training can still be a combination of directions that training never put together.
# Plurals: $unseen is a count of pairs out of $pairs; the [1]-pair branch sees only 0 or 1 of them, [0] words none.
# Variables: $pairCount (Number), $pairs (Number), $unseen (Number), $unseenCount (Number)
extension-summary-none = { $pairs ->
    [1] { $unseen ->
        [0] With no change at all, the pair would point in no unseen direction.
       *[other] With no change at all, the pair would point in an unseen direction.
    }
   *[other] With no change at all, { $unseenCount } of { $pairCount } would.
}
# Variables: $count (Number), $target (Number)
extension-summary-outside =
    { $count ->
        [one] This pos is not inside the extended context either: { MATH("s·L = {0}", $target) } position, counted from 0.
       *[other] This pos is not inside the extended context either: { MATH("s·L = {0}", $target) } positions, counted from 0.
    }
# Variables: $percent (Number), $side (String)
extension-percent = { $side ->
    [below] { $percent }% below
   *[above] { $percent }% above
}
# Variables: $least (Number), $side (String)
extension-percent-tiny = { $side ->
    [below] less than { $least }% below
   *[above] less than { $least }% above
}
# Variables: $blended (Number), $blendedCount (Number), $interpolated (Number), $interpolatedCount (Number), $keep (Number), $keepCount (Number)
extension-ramp-counts =
    { $keep ->
        [one] { $keepCount } pair keeps
       *[other] { $keepCount } pairs keep
    } { MATH("ω (γ = 1)") }, { $interpolated ->
        [one] { $interpolatedCount } is
       *[other] { $interpolatedCount } are
    } interpolated { MATH("(γ = 0)") } and { $blended ->
        [one] { $blendedCount } blends
       *[other] { $blendedCount } blend
    }
# Variables: $alpha (Number), $beta (Number), $cAlpha (String), $cBeta (String), $hi (Number), $lo (Number), $order (String), $tiny (Number), $top (Number)
extension-ramp-ends =
    Here { MATH("c(β) = {0}", $cBeta) } and { MATH("c(α) = {0}", $cAlpha) } (the pairs that would turn β and α times over L, with { MATH("β = {0}", $beta) } and { MATH("α = {0}", $alpha) }), so the released ramp runs from { MATH("ℓ = max(⌊{0}⌋, 0) = {1}", $cBeta, $lo) } to { MATH("h = min(⌈{0}⌉, {1}) = {2}", $cAlpha, $top, $hi) }{ $order ->
        [equal] ; { MATH("ℓ = h") }, so the code adds { $tiny } to h to avoid dividing by zero.
        [backwards] ; { MATH("ℓ > h") }, so the released ramp runs backwards.
       *[ordered] .
    }
# Variables: $paper (String), $released (String)
extension-ramp-both = Released, { $released }; in the paper’s form, { $paper }.
extension-ramp-same = The two forms give every pair the same γ, so the same ω′.
# Variables: $count (Number), $differing (Number), $first (Number), $last (Number), $others (Number), $othersCount (Number), $pair (Number), $paper (Number), $percent (String), $released (Number), $run (String), $total (Number), $where (String)
extension-ramp-differ =
    { $count ->
        [one] They differ on one pair, pair { $first }
       *[other]
            They differ on { $differing } of { $total } pairs, { $run ->
                [run] pairs { $first } … { $last }
               *[between] between pair { $first } and pair { $last }
            }
    }{ $where ->
        [unchanged] , but at { MATH("s = 1") } interpolating changes nothing, so YaRN’s ω′ is the same under both.
        [there] ; there YaRN’s ω′ under the paper’s ramp is { $percent } the released one ({ MATH("γ = {0}", $paper) } in the paper’s form, { $released } released).
        [each] ; on each of them YaRN’s ω′ under the paper’s ramp is { $percent } the released one ({ MATH("γ = {0}", $paper) } in the paper’s form, { $released } released).
        [most-tied]
            ; most at pair { $pair } (and as much on { $others ->
                [one] { $othersCount } other
               *[other] { $othersCount } others
            }), where YaRN’s ω′ under the paper’s ramp is { $percent } the released one ({ MATH("γ = {0}", $paper) } in the paper’s form, { $released } released).
       *[most] ; most at pair { $pair }, where YaRN’s ω′ under the paper’s ramp is { $percent } the released one ({ MATH("γ = {0}", $paper) } in the paper’s form, { $released } released).
    }
# Variables: $count (Number), $half (Number), $pairs (Number), $part (String), $settings (String)
extension-ramp-caption = { $part ->
    [part] The { $half } first and { $half } last of the { $pairs } pairs
   *[all] { $count ->
        [one] The one pair
       *[other] The { $pairs } pairs
    }
} where YaRN’s two ramps differ ({ $settings }): the released γ is linear in the pair index i, the paper’s in the turns r. Every other pair gets the same γ from both.
extension-col-pair = pair
# Variables: $turns (String)
extension-col-turns = turns { MATH("{0}", $turns) }
# Variables: $gamma (String)
extension-col-gamma-released = { $gamma } released
# Variables: $gamma (String)
extension-col-gamma-paper = { $gamma } paper
# Variables: $omega (String)
extension-col-paper-against = paper’s { $omega } against released
# Variables: $percent (Number), $sign (String)
extension-signed-percent = { $sign }{ $percent }%
extension-ramp-table-label = Where YaRN’s two ramps differ
extension-scroll-hint = The table is wider than the screen: scroll it sideways
# Variables: $name (String)
extension-method-chosen = { $name } (chosen)
# Variables: $pairs (Number), $unseen (Number)
extension-unseen-of = { $unseen } of { $pairs }
# Variables: $pos (Number), $settings (String)
extension-methods-caption = Each method at { MATH("pos = {0}", $pos) }, { $settings }.
extension-col-method = method
extension-col-base = base used
# Variables: $k (String), $q (String)
extension-col-factor = { $q } and { $k } multiplied by
extension-col-unseen = pairs pointing in an unseen direction
# Variables: $target (String)
extension-col-target = target length { $target }
extension-methods-label = The four methods compared
extension-chart-trained = trained (no change)
# Variables: $train (Number)
extension-chart-train = training length { MATH("L = {0}", $train) }
# Variables: $target (Number)
extension-chart-target = target length { MATH("s·L = {0}", $target) }
# Variables: $i (String)
extension-chart-x = pair { $i } (fastest first)
# Variables: $wavelength (String)
extension-chart-y = wavelength { $wavelength } (positions)
# Variables: $count (Number), $method (String), $pairs (Number), $target (Number), $train (Number)
extension-chart-label = Line chart, logarithmic scale: the wavelength of { $count ->
    [one] the one pair
   *[other] each of the { $pairs } pairs
} as trained{ $method ->
    [none] {""}
   *[other] { " " }and with { $method }
}, with flat lines at { MATH("L = {0}", $train) } and { MATH("s·L = {0}", $target) }.
# Variables: $wavelength (Number)
extension-chart-one = The one pair's trained wavelength is { $wavelength } positions.
# Variables: $first (Number), $last (Number), $pair (Number)
extension-chart-range = Trained wavelengths run from { $first } (pair 0) to { $last } positions (pair { $pair }).
# Variables: $count (Number)
extension-chart-same = { $count ->
    [one] With no change the new wavelength is the same.
   *[other] With no change the new wavelengths are the same.
}
# Variables: $count (Number), $first (Number), $last (Number), $method (String)
extension-chart-new = { $count ->
    [one] With { $method } it is { $first }.
   *[other] With { $method } they run from { $first } to { $last }.
}
# Variables: $last (Number)
extension-chart-wrapped = A pair whose wavelength is at most { MATH("L − 1 = {0}", $last) } went all the way round in training.
extension-col-trained-wavelength = trained wavelength
extension-col-new-wavelength = new wavelength
# Variables: $turns (String)
extension-col-turns-training = turns in training { MATH("{0}", $turns) }
# Variables: $gamma (String), $ramp (String)
extension-col-yarn-gamma = { $gamma } ({ $ramp } ramp)
# Variables: $half (Number), $pairs (Number)
extension-fastest-slowest = The { $half } fastest and { $half } slowest of { $pairs } pairs.
extension-chart-table-label = Wavelength data
# Variables: $omega (String)
extension-col-omega = { $omega } as trained
# Variables: $omega (String)
extension-col-omega-new = new { $omega }
# Variables: $angle (String)
extension-col-angle = angle { $angle } (rad)
extension-col-direction = its direction, whole turns taken off (rad)
# Variables: $angle (String)
extension-col-largest = largest trained angle { MATH("{0}", $angle) } (rad)
extension-col-wrapped = wrapped in training?
# Variables: $omega (String)
extension-col-steps = steps { $omega } outside the arc
extension-col-seen = direction seen in training?
extension-yes = yes
extension-no = no
extension-seen = seen
extension-unseen = unseen
# Variables: $method (String), $pos (Number), $train (Number)
extension-angles-caption = { $method }: each pair’s angle at { MATH("pos = {0}", $pos) }, the direction it points in, and the largest angle it reached in training ({ MATH("L = {0}", $train) }).
# Variables: $count (Number), $end (Number), $first (Number), $half (Number), $last (Number), $part (String)
extension-angles-skipped =
    { $count ->
        [one] Pair 0 is not listed: it keeps its trained { MATH("ω (ω′ = ω)") } and went all the way round in training, so its direction is seen.
       *[other] Pairs 0 … { $last } are not listed: each keeps its trained { MATH("ω (ω′ = ω)") } and went all the way round in training, so their directions are seen.
    } Listed: { $part ->
        [part] the { $half } fastest and { $half } slowest of pairs { $first } … { $end }.
       *[all] pairs { $first } … { $end }.
    }
extension-angles-label = Angles pair by pair



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
learned-lead = The sinusoidal encoding is a formula; the other common choice is a table of vectors, one row per position, learned like any other weight.
learned-table-heading = How big is a learned table?
# Variables: $d (String), $maxLen (String)
learned-table-intro = A learned table has { $maxLen } rows of { $d } numbers each. Pick a model or type a size:
# Variables: $maxLen (String)
learned-past-heading = A position past { $maxLen }
learned-past-intro = Now ask for a position. A table can only answer for the rows it has; the formula answers for any whole number.
learned-extrapolation-title = A value is not a good extrapolation
# Variables: $pe (String), $pos (String)
learned-extrapolation = Having a value is not the same as working well there. The formula gives { $pe } for any { $pos }, but a model trained only on sequences up to some length has never seen the vectors of longer positions, and there is no guarantee it uses them sensibly: in practice models with sinusoidal encodings often get worse on sequences longer than those they were trained on. “Defined everywhere” is a fact about the formula; “extrapolates well” would be a claim about a trained model.
learned-compare-heading = Every scheme on this page, side by side
learned-correction = A kind correction to a claim some texts make: T5 is sometimes listed among the learned absolute tables, and RoPE is sometimes said to have learnable parameters. T5 learns relative position biases instead, and RoPE has no learned parameters.
learned-sum-sinusoidal-where = Input: added to the token embeddings
learned-sum-sinusoidal-parameters = None: a formula
learned-sum-sinusoidal-kind = Absolute (a vector per position)
learned-sum-sinusoidal-beyond = A value at every position, but vectors the model never saw in training; quality often drops
learned-sum-sinusoidal-used = The original Transformer (Vaswani et al., 2017); Whisper’s audio encoder
learned-sum-learned-where = Input: added to the token embeddings
# Variables: $count (String), $maxLen (String)
learned-sum-learned-parameters = { MATH("{0} × d", $maxLen) }, trained; BERT-base: { MATH("512 × 768 = {0}", $count) }
learned-sum-learned-kind = Absolute (a row per position)
# Variables: $maxLen (String)
learned-sum-learned-beyond = Nothing: there is no row past { $maxLen }
learned-sum-learned-used = BERT, GPT-2
learned-sum-rope-where = Queries and keys: rotated by position inside each attention layer
learned-sum-rope-parameters = None: fixed rotations
learned-sum-rope-kind = Relative in the score ({ MATH("q·k") } depends on key − query only)
learned-sum-rope-beyond = Slow pairs reach angles never seen in training; usually stretched first (see “Longer contexts”)
learned-sum-rope-used = RoFormer, GPT-J, GPT-NeoX, LLaMA
learned-sum-alibi-where = Attention score: a bias added before the softmax
learned-sum-alibi-parameters = None: slopes fixed by a rule
learned-sum-alibi-kind = Relative (distance only)
learned-sum-alibi-beyond = The penalty line simply continues: nothing new to look up
learned-sum-alibi-used = BLOOM, MPT
learned-sum-t5-where = Attention score: a bias added before the softmax
# Variables: $count (String)
learned-sum-t5-parameters = buckets × heads, trained, shared by all layers of a stack; T5-base: { MATH("32 × 12 = {0}", $count) } per stack
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
# Variables: $maxLen (String)
learned-field-max-len = { $maxLen } (rows)
# Variables: $d (String)
learned-field-width = { $d } (width of each row)
# Variables: $model (String), $rows (Number), $width (Number)
learned-preset = { $model }: { MATH("{0} × {1}", $rows, $width) }
# Variables: $rows (String), $width (String)
learned-count-product = { MATH("{0} × {1} ={2}", $rows, $width, " ") }
# Variables: $count (Number), $parameters (String)
learned-count-parameters = { $count ->
    [one] { $parameters } parameter
   *[other] { $parameters } parameters
}
# Variables: $bytes (String)
learned-count-rest = { " " }({ $bytes } bytes in float32), all trained. The sinusoidal encoding needs 0.
learned-answer-table = Learned table:{ " " }
learned-answer-formula = Formula:{ " " }
# Variables: $last (Number), $pos (Number), $rows (Number)
learned-answer-missing = { $rows ->
    [1] row 0
   *[other] rows 0 … { $last }
} only. Position { $pos } has no row: there is nothing to look up.
# Variables: $pos (Number), $rows (Number)
learned-answer-present = position { $pos } is row { $pos } of { $rows }; its numbers are whatever training made them (this page has no trained table to show).
# Variables: $d (Number), $past (String), $pe (Number)
learned-answer-value = { MATH("PE({0})", $pe) } with { MATH("d = {0}", $d) } is below, like at any other position.{ $past ->
    [yes] { " " }A value, though, not a promise: see the note under the table.
   *[no] {""}
}
# Variables: $count (Number), $shown (Number)
learned-pe-caption-first = The first { $shown } of { $count } dimensions. Rounded half away from zero to 6 decimals.
learned-pe-caption = Rounded half away from zero to 6 decimals.
learned-pe-col-dim = dimension
learned-pe-col-fn = function
# Variables: $angle (String)
learned-pe-col-angle = angle = { $angle }
# Variables: $fn (String), $pair (String)
learned-pe-fn = { $fn } (pair { $pair })



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-train-task = task
words-train-schemes = schemes (position schemes trained)
words-train-schemes-what = scheme ids
words-train-schemes-where = the boxes of "Train it yourself" list every scheme
# Variables: $L (String)
words-train-trainlen = { $L } (longest trained question)
# Variables: $d (String)
words-train-width = width ({ $d } of the trained model)
words-train-blocks = blocks
words-train-seeds = seeds (runs per scheme)
words-train-firstseed = first seed
words-train-steps = steps (per run)
# Variables: $key (String)
words-train-tokenscale = { $key } (token vectors against position vectors)
words-train-positions = positions (of the training questions)
words-train-positionScheme = scheme
train-intro = The sections so far computed each scheme exactly. What a scheme does to a trained model is a different question, and the only honest answer is an experiment. Here you can run one: a small Transformer learns a digit task under each position scheme, trained on short questions and tested on longer ones, in this page, by the same C++ core.
# Variables: $batch (Number), $d (String), $heads (Number), $maxBlocks (Number), $rate (Number), $warmup (Number)
train-intro-model = The model: a decoder with causal attention, { $d } wide, { $heads } heads, 1 to { $maxBlocks } blocks, trained with AdamW (learning rate { $rate } reached over { $warmup } warm-up steps, { $batch } questions per step). The position scheme is the only thing that changes between its runs.
# Variables: $n (String)
train-intro-task = The task: a question of { $n } digits, a separator, and the answer the model writes digit by digit. Reversing needs to know where each digit is; sorting needs little order information.
# Variables: $L (String), $examples (Number), $twoL (String)
train-intro-test = Training sees questions of 1 to { $L } digits only: in this section { $L } counts digits (with the separator and its answer, the model reads { $twoL } tokens of a question of { $L } digits). The test asks { $examples } fixed questions at every length from 1 to { $twoL } and counts a question right when every answer digit is (a length with fewer possible questions than that, such as the 10 of one digit, repeats them).
train-intro-seeds = A seed fixes the starting weights and the training questions. The runs are paired: at one seed, every weight the schemes share (token vectors, attention, MLP, output) starts with the same numbers under all six schemes, and each scheme draws its own table (learned positions, T5’s biases) from a stream of its own, so two schemes at one seed differ only in how position enters. The same settings give the same numbers again, here and on any machine with this version of the page; different seeds can give very different ones, which is why each scheme runs with several.
# Variables: $d (String), $d32 (String), $initial (Number), $ratio (Number), $ratio32 (Number), $sqrtD (String), $t2t (String), $timesOne (String), $timesSqrtD (String)
train-intro-scale = Token and position vectors: each token vector starts as { $initial } times a standard normal number per entry (this lab’s choice; tensor2tensor, for one, starts its embeddings near { $t2t } instead). With “{ $timesSqrtD }” (the default) it is multiplied by { $sqrtD } before a position vector is added: that factor is the paper’s (Vaswani et al. 2017, §3.4), the starting size is not, and the two together set the ratio: at the start a sinusoidal position vector is about { MATH("{0} / {1}", $ratio, $sqrtD) } times as long as a token vector ({ $ratio32 } times at { $d32 }). With “{ $timesOne }” it is added as drawn, and the position vector is about { $ratio } times as long whatever { $d } is. Every scheme reads the same token vectors, so switching it moves every scheme’s results, not only sinusoidal’s: run both to see by how much.
# Variables: $N (String), $atL (String), $consecutive (String), $drawnLabel (String), $example (Number), $label (String), $range (String), $ruossLength (Number), $ruossRange (Number), $rule (String)
train-intro-drawn = A remedy to try: randomised positions (Ruoss et al. 2023). With “{ $drawnLabel }” under “{ $label }”, sinusoidal, learned and RoPE train a second time, each training question with its positions drawn at random, in order, from the first { $N } positions ({ $range }) instead of { $consecutive }, so that training sees the positions of longer questions; the test still asks at { $consecutive }. { $rule }: twice the tokens of the longest test question ({ $example } positions at { $atL }). Ruoss et al. drew from far beyond their longest test (their code draws from { $ruossRange } positions for training questions of up to { $ruossLength } tokens); with the few thousand steps of this lab a wider range spreads the same steps over even more patterns of positions. The drawn runs take the plain runs’ seeds, so each pairs with a plain run that starts from the same weights and trains on the same questions. NoPE has no positions to draw, and ALiBi and T5 are left as they are (the lab draws the positions a table or a rotation reads, not the distances the biases read), so they get no drawn runs: their runs are the plain ones.
# Variables: $consecutive (String)
train-intro-drawn-differs = Two differences from Ruoss et al.: their code draws positions at test time too, where this lab tests every run at { $consecutive } so that drawn and plain runs answer the same questions; and they drew positions for ALiBi and relative encodings as well, which this lab does not.
train-wiring-heading = How each scheme is wired
# Variables: $atL (String), $buckets (Number), $longest (Number), $maxDistance (Number), $most (String)
train-t5-buckets = T5’s buckets: { $buckets } per head and a maximum distance of { $maxDistance }, as in T5; this model never reads more than { $most } tokens ({ $longest } at { $atL }), so only the buckets of distances below that are ever used.
train-loss-heading = Training loss
train-accuracy-heading = Exact accuracy by length
train-examples-heading = One question, every scheme
train-table-heading = The learned table after training
train-setup-heading = Your experiment
train-task-label = task
train-task-reverse = reverse
train-task-copy = copy
train-task-copy-hint = { MATH("3 1 4 → 3 1 4") }
train-task-sort = sort
# Variables: $example (String)
train-task-reverse-hint = { $example }: needs to know where each digit is
# Variables: $example (String)
train-task-sort-hint = { $example }: needs little order information
train-schemes-legend = position schemes
train-schemes-needed = An experiment needs at least one scheme: this one stays ticked.
# Variables: $L (Number), $tested (Number), $trained (Number)
train-trainlen-describe =
    { $L ->
        [1] trained on 1-digit questions, tested on 1 to { $tested } digits
       *[other] trained on 1 to { $trained } digits, tested on 1 to { $tested } digits
    }
# Variables: $d (String)
train-width-label = { $d } (model width)
# Variables: $each (Number), $heads (Number)
train-width-hint = { $heads } heads of { $each }
train-blocks-label = blocks
# Variables: $blocks (Number), $count (Number)
train-blocks-describe =
    { $count ->
        [one] { $blocks } block
       *[other] { $blocks } blocks
    }
train-seeds-label = seeds per scheme
# Variables: $count (Number), $seeds (Number)
train-seeds-describe =
    { $count ->
        [one] { $seeds } seed
       *[other] { $seeds } seeds
    }
train-firstseed-label = first seed
train-steps-label = steps per run
train-tokenscale-label = token vectors
# Variables: $factor (String)
train-scale-sqrt-d = { $factor } (the paper’s factor)
# Variables: $factor (String)
train-scale-1 = { $factor } (as drawn)
train-positions-label = positions in training
# Variables: $consecutive (String)
train-positions-consecutive = { $consecutive } only
train-positions-drawn = also drawn at random
# Variables: $list (String)
train-positions-drawn-hint = { $list }, beside their plain runs
# Variables: $scheme (String)
train-scheme-drawn = { $scheme } (positions drawn)
# Variables: $last (Number), $list (String), $plan (String), $runs (Number)
train-plan-drawn =
    { $plan }; and { $runs ->
        [one] { $runs } more run
       *[other] { $runs } more runs
    } on the same seeds with positions drawn from 0 to { $last } ({ $list })
train-ext-heading = Longer contexts for the trained RoPE model
# Variables: $L (String), $control (String), $methods (String), $offset (String), $s (String), $steps (Number), $twoL (String)
train-ext-intro = Once a run with RoPE is done, the button below runs the recipes of “Longer contexts” ({ $methods }; YaRN as its released code computes it, with its attention factor) on its trained models, seed by seed, with { $s }: first as trained (the same weights, the method’s frequencies), then after a fine-tune of { $steps } steps on questions of 1 to { $twoL } digits with the method on (the optimiser settings of training, its rate included; the batches of seed { $offset } + the run’s seed, the same for every method). The control is the run with { $control }: the same model and the same fine-tune. Every run is tested on the same questions as the runs above. After the fine-tune, lengths up to { $twoL } are trained lengths, and its batches may hold some of the test’s questions: past { $L }, a fine-tuned run is measured on lengths it trained on, not extrapolating.
train-ext-run = Extend the RoPE runs
train-ext-run-again = Extend again
train-ext-progress-label = extension progress
train-ext-empty = No extension yet: press “Extend the RoPE runs” once a run with RoPE is done.
train-ext-wait = These runs start from the trained RoPE models: run a comparison with RoPE first.
train-ext-wait-recorded = The recorded results keep no trained models, so the button has nothing to extend yet: press Run above, then extend the RoPE runs it trains (they give the recorded extension again).
# Variables: $L (Number), $fit (String)
train-ext-unfit = No RoPE run reached { $fit } exactly right at length { $L }: there is no trained model to extend. Train longer, or with other settings, first.
# Variables: $duration (String), $runs (Number), $threads (Number)
train-ext-estimate =
    { $runs ->
        [one] { $runs } run
       *[other] { $runs } runs
    } on this machine should take { $duration } on { $threads ->
        [one] { $threads } worker thread
       *[other] { $threads } worker threads
    }, apart from the comparison’s time (an estimate, timed just now).
# Variables: $duration (String), $runs (Number)
train-ext-estimate-page =
    { $runs ->
        [one] { $runs } run
       *[other] { $runs } runs
    } on this machine should take { $duration } on the page’s own thread, apart from the comparison’s time (an estimate, timed just now).
# Variables: $done (Number), $runs (Number)
train-ext-status-running =
    Extending: { $done } of { $runs ->
        [one] { $runs } run
       *[other] { $runs } runs
    } done.
# Variables: $runs (Number)
train-ext-status-done =
    { $runs ->
        [one] Done: { $runs } extension run tested.
       *[other] Done: { $runs } extension runs tested, half of them after the fine-tune.
    }
train-ext-method-none = no scaling
train-ext-method-pi = position interpolation
train-ext-method-ntk = NTK-aware scaling
train-ext-method-yarn = YaRN
# Variables: $method (String), $scheme (String)
train-scheme-extended = { $scheme } ({ $method }, as trained)
# Variables: $method (String), $scheme (String)
train-scheme-extended-tuned = { $scheme } ({ $method }, fine-tuned)
train-run = Run
train-run-again = Run again
train-pause = Pause
train-resume = Resume
train-reset = Reset
train-progress-label = training progress
# Variables: $value (Number)
train-percent = { $value }%
train-reset-announced = The experiment was reset.
train-home-summary = Take a run home: a PyTorch script
# Variables: $guide (String), $optimiser (String), $python (String)
# $guide is the README's section on training, by its English title (the README is English).
train-home-text = The script rebuilds one run of this plan in PyTorch: it makes the run's starting weights and training batches from its seed exactly as this page does, trains the same model with { $optimiser } in float32 and prints each step's loss, so you can compare its curve with this page's. It needs { $python } and PyTorch. Every step it takes is defined in { $guide }.
train-home-run-label = Run to export
# Variables: $scheme (String), $seed (Number)
train-home-option = { $scheme }, seed { $seed }
train-home-download = Download the script (.py)
train-home-drawn = Runs with positions drawn are not offered: the script rebuilds the plain runs only.
# Variables: $L (Number), $blocks (Number), $d (Number), $firstSeed (Number), $lastSeed (Number), $runs (Number), $scale (String), $schemes (Number), $seeds (Number), $steps (Number), $task (String), $trained (Number)
train-plan =
    { $runs ->
        [one] { $runs } run
       *[other] { $runs } runs
    }: { $schemes ->
        [one] { $schemes } scheme
       *[other] { $schemes } schemes
    } × { $seeds ->
        [one] { $seeds } seed (seed { $firstSeed })
       *[other] { $seeds } seeds (seeds { $firstSeed }–{ $lastSeed })
    }, { $steps } steps each, task { $task }, { $L ->
        [1] trained on 1-digit questions
       *[other] trained on 1 to { $trained } digits
    }, { MATH("d = {0}", $d) }, { $blocks ->
        [one] { $blocks } block
       *[other] { $blocks } blocks
    }, token vectors { $scale }
# Variables: $plan (String)
train-plan-line = Pressing Run trains: { $plan }.
# Variables: $plan (String)
train-stale = The results below are for { $plan }. The settings have changed since: press Run again for theirs.
train-status-idle = Nothing has been trained yet: press Run.
train-status-idle-recorded = Nothing has been trained in this browser yet: the results below are recorded. Press Run to train them here.
train-status-starting = Starting…
train-status-failed = The run stopped.
train-status-paused = Paused.
# Variables: $count (Number), $workers (Number)
train-status-lost =
    { $count ->
        [one] { $workers } worker thread stopped answering; its runs train again from the start on the page’s own thread.
       *[other] { $workers } worker threads stopped answering; their runs train again from the start on the page’s own thread.
    }
# Variables: $count (Number), $workers (Number)
train-status-lost-done =
    { $count ->
        [one] { $workers } more worker thread stopped answering, and its runs were trained again from the start on the page’s own thread, with the same numbers.
       *[other] { $workers } more worker threads stopped answering, and their runs were trained again from the start on the page’s own thread, with the same numbers.
    }
# Variables: $longest (Number), $runs (Number), $threads (Number)
train-status-done-workers =
    { $runs ->
        [one] Done: { $runs } run trained on { $threads ->
            [one] { $threads } worker thread
           *[other] { $threads } worker threads
        } and tested at lengths 1 to { $longest }.
       *[other] Done: { $runs } runs trained on { $threads ->
            [one] { $threads } worker thread
           *[other] { $threads } worker threads
        } and tested at lengths 1 to { $longest }.
    }
# Variables: $longest (Number), $runs (Number)
train-status-done-page =
    { $runs ->
        [one] Done: { $runs } run trained on the page’s own thread, in short slices (no worker could start here) and tested at lengths 1 to { $longest }.
       *[other] Done: { $runs } runs trained on the page’s own thread, in short slices (no worker could start here) and tested at lengths 1 to { $longest }.
    }
# Variables: $threads (Number), $total (Number), $trained (Number)
train-status-training-workers =
    { $threads ->
        [one] Training on { $threads } worker thread: { $trained } of { $total } steps.
       *[other] Training on { $threads } worker threads: { $trained } of { $total } steps.
    }
# Variables: $total (Number), $trained (Number)
train-status-training-page = Training on the page’s own thread, in short slices (no worker could start here): { $trained } of { $total } steps.
# Variables: $examples (Number), $runs (Number), $tested (Number), $threads (Number)
train-status-testing-workers =
    { $threads ->
        [one] Testing on { $threads } worker thread: { $tested } of { $runs ->
            [one] { $runs } run
           *[other] { $runs } runs
        } tested on { $examples } questions at each length.
       *[other] Testing on { $threads } worker threads: { $tested } of { $runs ->
            [one] { $runs } run
           *[other] { $runs } runs
        } tested on { $examples } questions at each length.
    }
# Variables: $examples (Number), $runs (Number), $tested (Number)
train-status-testing-page =
    { $runs ->
        [one] Testing on the page’s own thread, in short slices (no worker could start here): { $tested } of { $runs } run tested on { $examples } questions at each length.
       *[other] Testing on the page’s own thread, in short slices (no worker could start here): { $tested } of { $runs } runs tested on { $examples } questions at each length.
    }
# Variables: $reason (String)
train-failed = The lab could not finish: { $reason }
train-failed-unknown = The lab could not finish: unknown error
# Between two sentences of the lab (a space, or none in Chinese).
train-sentence-join = { " " }
# Variables: $first (String), $last (String)
train-list-last = { $first } and { $last }
# Variables: $first (String), $rest (String)
train-list-next = { $first }, { $rest }
train-seeds-one = Each scheme ran with one seed. Seeds of the same scheme can differ by tens of points at one length, so run several before reading much into a difference.
# Variables: $blocks (Number), $d (Number), $examples (Number), $seeds (Number), $steps (Number), $task (String)
train-conclusion-scope =
    { $seeds ->
        [one] This is one small experiment: a { $blocks ->
            [one] one-block
           *[other] { $blocks }-block
        } decoder of width { MATH("d = {0}", $d) } trained { $steps } steps on { $task }, scored by teacher-forced exact accuracy (every answer digit right, given the right digits before it) on { $examples } questions a length, with one seed per scheme. It can show what these schemes did here; it cannot rank them for large models, for natural language, or for other tasks, steps or seeds.
       *[other] This is one small experiment: a { $blocks ->
            [one] one-block
           *[other] { $blocks }-block
        } decoder of width { MATH("d = {0}", $d) } trained { $steps } steps on { $task }, scored by teacher-forced exact accuracy (every answer digit right, given the right digits before it) on { $examples } questions a length, with { $seeds } seeds per scheme. It can show what these schemes did here; it cannot rank them for large models, for natural language, or for other tasks, steps or seeds.
    }
# Variables: $L (String), $examples (Number), $fit (String), $points (Number)
train-intro-rule =
    { $points ->
        [one] How the sentences under the results are made. A seed fits the trained lengths when it answers at least { $fit } of the questions of length { $L } (the longest trained) exactly; past { $L } a scheme is judged only on its seeds that fit, and a scheme with none is not judged there. Two schemes are compared length by length on the seeds where both fit: a difference is named only where every such seed agrees on which scheme is ahead and the mean difference exceeds two standard errors of the difference of two shares of { $examples } questions, taken at the two schemes' mean shares at that length ({ $points } point where both are near 50%, less near 0% or 100%). A tie is named only where no length past { $L } shows such a difference.
       *[other] How the sentences under the results are made. A seed fits the trained lengths when it answers at least { $fit } of the questions of length { $L } (the longest trained) exactly; past { $L } a scheme is judged only on its seeds that fit, and a scheme with none is not judged there. Two schemes are compared length by length on the seeds where both fit: a difference is named only where every such seed agrees on which scheme is ahead and the mean difference exceeds two standard errors of the difference of two shares of { $examples } questions, taken at the two schemes' mean shares at that length ({ $points } points where both are near 50%, less near 0% or 100%). A tie is named only where no length past { $L } shows such a difference.
    }
# Variables: $first (Number), $last (Number)
train-range = { $first }–{ $last }
# Variables: $L (Number), $scheme (String), $seedList (String), $seeds (Number), $shares (String)
train-claim-fit-all =
    { $seeds ->
        [one] { $scheme } at length { $L }: { $shares } exactly right (seed { $seedList }), so it fit the trained lengths.
       *[other] { $scheme } at length { $L }: { $shares } exactly right (seeds { $seedList }), so it fit the trained lengths on every seed.
    }
# Variables: $L (Number), $fitList (String), $fitting (Number), $scheme (String), $seedList (String), $seeds (Number), $shares (String)
train-claim-fit-some =
    { $fitting ->
        [one] { $scheme } at length { $L }: { $shares } exactly right (seeds { $seedList }). It fit the trained lengths on { $fitting } of { $seeds } seeds (seed { $fitList }) and is judged past { $L } on that seed only.
       *[other] { $scheme } at length { $L }: { $shares } exactly right (seeds { $seedList }). It fit the trained lengths on { $fitting } of { $seeds } seeds (seeds { $fitList }) and is judged past { $L } on those only.
    }
# Variables: $L (Number), $fit (String), $scheme (String), $seedList (String), $seeds (Number), $shares (String)
train-claim-fit-none =
    { $seeds ->
        [one] { $scheme } at length { $L }: { $shares } exactly right (seed { $seedList }), short of { $fit }: it did not fit the trained lengths by this rule, so its extrapolation past them is not judged.
       *[other] { $scheme } at length { $L }: { $shares } exactly right (seeds { $seedList }). No seed reached { $fit }: it did not fit the trained lengths by this rule, so its extrapolation past them is not judged.
    }
# Variables: $L (Number), $first (String), $firstLength (Number), $last (String), $lastLength (Number), $scheme (String), $seeds (Number)
train-claim-past =
    { $seeds ->
        [one] Past length { $L }, on its fitting seed, { $scheme } got { $first } exactly right at length { $firstLength } and { $last } at length { $lastLength }.
       *[other] Past length { $L }, on its { $seeds } fitting seeds, { $scheme } got { $first } exactly right at length { $firstLength } and { $last } at length { $lastLength } (the means).
    }
# Variables: $seedList (String), $seeds (Number)
# Plurals: $seeds counts a scheme's seeds that did not fit, 1 to 4.
train-claim-past-others =
    { $seeds ->
        [one] The table’s means also count seed { $seedList }, which did not fit.
       *[other] The table’s means also count seeds { $seedList }, which did not fit.
    }
# Variables: $first (String), $firstLength (Number), $scheme (String), $seeds (Number)
train-claim-past-one =
    { $seeds ->
        [one] At length { $firstLength }, past the trained lengths, { $scheme } got { $first } exactly right on its fitting seed.
       *[other] At length { $firstLength }, past the trained lengths, { $scheme } got { $first } exactly right (the mean of its { $seeds } fitting seeds).
    }
# Variables: $L (Number), $scheme (String), $seeds (Number)
train-claim-past-zero =
    { $seeds ->
        [one] Past length { $L }, { $scheme } got no question exactly right at any length on its fitting seed.
       *[other] Past length { $L }, { $scheme } got no question exactly right at any length on any of its { $seeds } fitting seeds.
    }
# Variables: $L (Number), $scheme (String), $seeds (Number), $shares (String), $zeroFrom (Number)
# $shares lists every length between L and $zeroFrom, each a train-share-at ("7% at length 6 and 1% at length 7").
train-claim-past-zero-from =
    { $seeds ->
        [one] Past length { $L }, on its fitting seed, { $scheme } got { $shares } exactly right, then 0% from length { $zeroFrom } on.
       *[other] Past length { $L }, on its { $seeds } fitting seeds, { $scheme } got { $shares } exactly right (the means), then 0% from length { $zeroFrom } on.
    }
# Variables: $L (Number), $scheme (String), $seeds (Number), $shares (String)
# $shares lists every length past L, each a train-share-at.
train-claim-past-each =
    { $seeds ->
        [one] Past length { $L }, on its fitting seed, { $scheme } got { $shares } exactly right.
       *[other] Past length { $L }, on its { $seeds } fitting seeds, { $scheme } got { $shares } exactly right (the means).
    }
# Variables: $length (Number), $share (String)
train-share-at = { $share } at length { $length }
# Variables: $a (String), $b (String), $length (Number), $lengthList (String), $lengths (Number), $points (Number), $seedList (String), $seedPoints (String), $seeds (Number)
# $seedPoints lists each paired seed's lead at $length, in points, in the order of $seedList.
train-claim-ahead =
    { $a } was ahead of { $b } at { $lengths ->
        [one] length
       *[other] lengths
    } { $lengthList } on { $seeds ->
        [one] their paired seed ({ $seedList }), by { $points } { $points ->
            [one] point
           *[other] points
        } at length { $length }, where the lead was widest.
       *[other] every one of their { $seeds } paired seeds ({ $seedList }), by { $points } { $points ->
            [one] point
           *[other] points
        } on average at length { $length }, where the lead was widest (seed by seed: { $seedPoints }).
    }
# Variables: $L (Number), $count (Number), $list (String)
# Plurals: $count is the number of schemes compared, 2 to 6; [2] words a pair.
train-claim-tie =
    { $count ->
        [2] Past length { $L }, { $list } did not differ at any length by this rule (every paired seed on one side and a mean difference over two standard errors): call them a tie here.
       *[other] Past length { $L }, no two of { $list } differed at any length by this rule (every paired seed on one side and a mean difference over two standard errors): call them a tie here.
    }
# Variables: $L (Number)
train-claim-tie-asked = Past length { $L }, no compared pair (each method as trained against no scaling as trained) differed at any length by this rule: call them a tie here.
# Variables: $L (Number), $best (String), $bestShare (String), $curve (String), $length (Number), $scheme (String), $seedShares (String), $seeds (Number), $share (String)
# $curve lists its means past L, each a train-share-at (every length where there are at most 6, else the first and the last).
train-claim-unjudged =
    { $seeds ->
        [one] { $scheme } did not fit length { $L }, so it is not judged past it. Past { $L } it got { $curve } exactly right: at length { $length }, more than any scheme that fit (the most of those: { $best } with { $bestShare }). A model that misses questions of the trained lengths, and whose share then falls slowly, is not shown to extrapolate better.
       *[other] { $scheme } did not fit length { $L }, so it is not judged past it. Past { $L } it got { $curve } exactly right (the means): at length { $length }, more than any scheme that fit (the most of those: { $best } with { $bestShare }; { $scheme } seed by seed there: { $seedShares }). A model that misses questions of the trained lengths, and whose share then falls slowly, is not shown to extrapolate better.
    }
# Variables: $L (Number), $a (String), $b (String)
train-claim-unpaired = There is no seed on which both { $a } and { $b } fit the trained lengths, so they are not compared past length { $L }.
# Variables: $L (Number), $pairs (Number)
# Plurals: $pairs counts pairs of judged schemes, 1 to 15.
train-claim-unseparated =
    { $pairs ->
        [one] Past length { $L }, the one pair of judged schemes not named above was not separated by this rule.
       *[other] Past length { $L }, the { $pairs } pairs of judged schemes not named above were not separated by this rule.
    }
# Variables: $L (Number), $pairs (Number)
train-claim-unseparated-asked =
    { $pairs ->
        [one] Past length { $L }, the one other compared pair was not separated by this rule.
       *[other] Past length { $L }, the { $pairs } other compared pairs (each method as trained against no scaling as trained) were not separated by this rule.
    }
# Variables: $L (Number), $control (String), $controlShares (String), $scheme (String), $seedList (String), $seeds (Number), $shares (String)
train-claim-broken =
    { $scheme } no longer fits the trained lengths: { $shares } exactly right at length { $L } ({ $seeds ->
        [one] seed
       *[other] seeds
    } { $seedList }), where { $control } got { $controlShares } on the same { $seeds ->
        [one] seed
       *[other] seeds
    }.
# Variables: $high (String), $length (Number), $low (String), $points (Number), $scheme (String)
train-claim-spread = The seeds of { $scheme } disagree by { $points } { $points ->
        [one] point
       *[other] points
    } at length { $length }: from { $low } to { $high } exactly right. Compare the bands in the chart, not only the means.
# Variables: $seeds (Number)
train-claim-haviv-reverse =
    { $seeds ->
        [one] Without an encoding (NoPE) the model fit the trained lengths on its seed: the causal mask alone gave it the order reversing needs, as Haviv et al. 2022 found for causal language models without an encoding.
       *[other] Without an encoding (NoPE) the model fit the trained lengths on all { $seeds } seeds: the causal mask alone gave it the order reversing needs, as Haviv et al. 2022 found for causal language models without an encoding.
    }
# Variables: $seeds (Number)
train-claim-haviv-copy =
    { $seeds ->
        [one] Without an encoding (NoPE) the model fit the trained lengths on its seed: the causal mask alone gave it the order copying needs, as Haviv et al. 2022 found for causal language models without an encoding.
       *[other] Without an encoding (NoPE) the model fit the trained lengths on all { $seeds } seeds: the causal mask alone gave it the order copying needs, as Haviv et al. 2022 found for causal language models without an encoding.
    }
train-claim-nope-sort = NoPE fit the trained lengths on every seed, but sorting needs little order, so this says little about whether the causal mask alone gives a model position.
# Variables: $fitting (Number), $list (String), $seeds (Number)
# Plurals: $fitting counts the seeds that fit, 0 to $seeds − 1 here: [0] words none, and “on 1 of 3 seeds” reads right in [other].
train-claim-nope-inside =
    { $fitting ->
        [0]
            { $seeds ->
                [one] Without an encoding (NoPE) the model did not fit the trained lengths on its seed, while { $list } did: at this size and this many steps, the causal mask alone was not enough to fit them.
               *[other] Without an encoding (NoPE) the model did not fit the trained lengths on any of its { $seeds } seeds, while { $list } fit on every seed: at this size and this many steps, the causal mask alone was not enough to fit them.
            }
       *[other] Without an encoding (NoPE) the model fit the trained lengths on { $fitting } of { $seeds } seeds, while { $list } fit on every seed: at this size and this many steps, the causal mask alone was not enough on every seed.
    }
# Variables: $fitting (Number), $list (String), $seeds (Number)
# Plurals: $fitting counts the seeds that fit, 0 to $seeds − 1 here: [0] words none, and “on 1 of 3 seeds” reads right in [other].
train-claim-nope-inside-sort =
    { $fitting ->
        [0]
            { $seeds ->
                [one] Without an encoding (NoPE) the model did not fit the trained lengths on its seed, while { $list } did. Sorting needs little order, so this run cannot tell whether position was what it lacked.
               *[other] Without an encoding (NoPE) the model did not fit the trained lengths on any of its { $seeds } seeds, while { $list } fit on every seed. Sorting needs little order, so this run cannot tell whether position was what it lacked.
            }
       *[other] Without an encoding (NoPE) the model fit the trained lengths on { $fitting } of { $seeds } seeds, while { $list } fit on every seed. Sorting needs little order, so this run cannot tell whether position was what it lacked.
    }
# Variables: $fitting (Number), $seeds (Number)
# Plurals: $fitting counts the seeds that fit, 0 to $seeds − 1 here: [0] words none, and “on 1 of 3 seeds” reads right in [other].
train-claim-nope-inside-alone =
    { $fitting ->
        [0]
            { $seeds ->
                [one] Without an encoding (NoPE) the model did not fit the trained lengths on its seed, and no other scheme did either, so this run cannot tell whether position was what it lacked.
               *[other] Without an encoding (NoPE) the model did not fit the trained lengths on any of its { $seeds } seeds, and no other scheme fit on every seed either, so this run cannot tell whether position was what it lacked.
            }
       *[other] Without an encoding (NoPE) the model fit the trained lengths on { $fitting } of { $seeds } seeds, and no other scheme fit on every seed either, so this run cannot tell whether position was what it lacked.
    }
train-claim-nope-untested = NoPE did not fit the trained lengths, so this run cannot test the finding of Kazemnejad et al. 2023 that, among decoder-only models, the one without a position encoding length-generalised best.
# Variables: $L (Number), $list (String)
train-claim-kazemnejad = Past length { $L }, no scheme was ahead of NoPE at any length, and NoPE was ahead of { $list } at some. This agrees with what Kazemnejad et al. 2023 found: among decoder-only models, the one without a position encoding length-generalised best on their tasks (their models were larger and trained far longer).
# Variables: $L (Number), $list (String)
train-claim-kazemnejad-sort = Past length { $L }, no scheme was ahead of NoPE at any length, and NoPE was ahead of { $list } at some. This agrees with what Kazemnejad et al. 2023 found (among decoder-only models, the one without a position encoding length-generalised best on their tasks), here on a task that needs almost no order. One possible reason, which this run does not test: past { $L } the other schemes give the model positions or distances it never met in training, while NoPE gives none.
# Variables: $L (Number), $list (String), $schemes (Number)
train-claim-ruoss =
    { $schemes ->
        [one] { $list }, the one position scheme judged past length { $L }, got 0% exactly right at every longer length on every seed that fit. That agrees with Ruoss et al. 2023, who found that standard encodings mostly fail to length-generalise on algorithmic tasks (randomised positions helped there; where this lab ran them too, a sentence below reads them).
       *[other] Every position scheme judged past length { $L } ({ $list }) got 0% exactly right at every longer length on every seed that fit. That agrees with Ruoss et al. 2023, who found that standard encodings mostly fail to length-generalise on algorithmic tasks (randomised positions helped there; where this lab ran them too, a sentence below reads them).
    }
# Variables: $L (Number), $lengthList (String), $lengths (Number), $list (String), $most (String), $schemes (Number), $zeroFrom (Number)
# $most is the largest share of any fitting seed at the lengths of $lengthList, the ones between L and $zeroFrom.
train-claim-ruoss-from =
    { $schemes ->
        [one] { $list }, the one position scheme judged past length { $L }, got 0% exactly right at every length from { $zeroFrom } on, on every seed that fit, and at most { $most } on any seed at { $lengths ->
            [one] length
           *[other] lengths
        } { $lengthList }. That agrees with Ruoss et al. 2023, who found that standard encodings mostly fail to length-generalise on algorithmic tasks (randomised positions helped there; where this lab ran them too, a sentence below reads them).
       *[other] Every position scheme judged past length { $L } ({ $list }) got 0% exactly right at every length from { $zeroFrom } on, on every seed that fit, and at most { $most } on any seed at { $lengths ->
            [one] length
           *[other] lengths
        } { $lengthList }. That agrees with Ruoss et al. 2023, who found that standard encodings mostly fail to length-generalise on algorithmic tasks (randomised positions helped there; where this lab ran them too, a sentence below reads them).
    }
# Variables: $L (Number), $first (String), $firstLength (Number), $last (String), $lastLength (Number), $seeds (Number)
train-claim-alibi =
    { $seeds ->
        [one] Past length { $L }, ALiBi’s exact answers went from { $first } at length { $firstLength } to { $last } at length { $lastLength } on its fitting seed. Press et al. 2022 measured perplexity, which can stay flat past the training length even while distant tokens are ignored; an exact answer needs every digit.
       *[other] Past length { $L }, ALiBi’s exact answers went from { $first } at length { $firstLength } to { $last } at length { $lastLength } (the means of its { $seeds } fitting seeds). Press et al. 2022 measured perplexity, which can stay flat past the training length even while distant tokens are ignored; an exact answer needs every digit.
    }
# Variables: $L (Number), $fit (String), $reach (String), $seedList (String), $seeds (Number), $shares (String)
train-claim-alibi-unfit =
    { $seeds ->
        [one] ALiBi’s bias falls steadily with distance, so on its own it cannot single out the digit { MATH("{0}", $reach) } tokens back that this task needs: the model has to work out where each digit stands from what its blocks compute (its heads’ different slopes give it some cues of distance, which NoPE does not have). Here ALiBi got { $shares } exactly right at length { $L } (seed { $seedList }), short of { $fit }; this run does not show why.
       *[other] ALiBi’s bias falls steadily with distance, so on its own it cannot single out the digit { MATH("{0}", $reach) } tokens back that this task needs: the model has to work out where each digit stands from what its blocks compute (its heads’ different slopes give it some cues of distance, which NoPE does not have). Here ALiBi got { $shares } exactly right at length { $L } (seeds { $seedList }), short of { $fit } on every seed; this run does not show why.
    }
train-claim-overlap-lead = Some test questions were also training questions.
# Variables: $examples (Number), $lengthList (String), $lengths (Number), $seeds (Number)
# After train-claim-overlap-lead: the lengths where training drew every test question.
train-claim-overlap-whole =
    { $seeds ->
        [one] At { $lengths ->
            [one] length
           *[other] lengths
        } { $lengthList }, training drew every one of the { $examples } test questions.
       *[other] At { $lengths ->
            [one] length
           *[other] lengths
        } { $lengthList }, training drew every one of the { $examples } test questions, on every seed.
    }
# Variables: $counts (String), $examples (Number), $length (Number), $seedList (String), $seeds (Number)
# One length where training drew some of the test questions; $counts has one count per seed, in the order of $seedList.
train-claim-overlap-part =
    { $seeds ->
        [one] At length { $length }, training drew { $counts } of the { $examples } test questions (seed { $seedList }).
       *[other] At length { $length }, training drew { $counts } of the { $examples } test questions (seeds { $seedList }, in that order).
    }
# Variables: $L (Number)
train-claim-overlap-past = Up to length { $L }, then, a share is measured partly or wholly on questions the model trained on, so it cannot tell an answer remembered from a rule learned; past length { $L } every test question is new, since training never drew a longer one.
# Variables: $L (Number), $fit (String)
train-claim-nothing-learned = No scheme reached { $fit } exactly right at length { $L } on any seed: nothing learned the trained lengths, so this run says nothing about extrapolation. More steps may let the schemes fit first.
# Variables: $L (Number), $gain (Number), $last (Number), $list (String), $steps (Number), $tasks (Number)
# $list names the schemes (their plain names); $gain and $tasks are Ruoss et al.'s reported average gain (%) and task count.
train-claim-remedy-unlearned = With each training question’s positions drawn from 0 to { $last }, { $list } did not learn the trained lengths in { $steps } steps on any seed, so whether drawing positions helps past length { $L } is not judged here. Ruoss et al. 2023, who drew positions from a range far longer than any test, report that it raised test accuracy past the trained lengths by { $gain }% on average over { $tasks } algorithmic tasks; this run neither agrees nor disagrees with them.
# Variables: $L (Number), $gain (Number), $last (Number), $list (String), $schemes (Number), $tasks (Number)
train-claim-remedy-unpaired =
    With positions drawn from 0 to { $last }, { $list } learned the trained lengths, but never on a seed where { $schemes ->
        [one] its plain runs
       *[other] the same scheme’s plain runs
    } did too, so drawn and plain are not compared past length { $L }: the gain Ruoss et al. 2023 report ({ $gain }% on average over { $tasks } algorithmic tasks) is neither confirmed nor contradicted here.
# Variables: $L (Number), $gain (Number), $last (Number), $list (String), $schemes (Number), $tasks (Number)
train-claim-remedy-ahead =
    With positions drawn from 0 to { $last }, { $list } got more questions exactly right past length { $L } than { $schemes ->
        [one] its plain runs
       *[other] their plain runs
    } on the same seeds, by the rule above. That agrees with Ruoss et al. 2023, who report that drawing positions raised test accuracy past the trained lengths by { $gain }% on average over { $tasks } algorithmic tasks.
# Variables: $L (Number), $gain (Number), $last (Number), $list (String), $schemes (Number), $steps (Number), $tasks (Number)
train-claim-remedy-none =
    With positions drawn from 0 to { $last }, { $list } got no more questions exactly right past length { $L } than { $schemes ->
        [one] its plain runs
       *[other] their plain runs
    } on the same seeds, by the rule above: at { $steps } steps this run does not show the gain Ruoss et al. 2023 report ({ $gain }% on average over { $tasks } algorithmic tasks, with positions drawn from a range far longer than any test).
# Variables: $L (Number), $gain (Number), $last (Number), $list (String), $schemes (Number), $steps (Number), $tasks (Number)
train-claim-remedy-behind =
    With positions drawn from 0 to { $last }, { $list } got fewer questions exactly right past length { $L } than { $schemes ->
        [one] its plain runs
       *[other] their plain runs
    } on the same seeds, by the rule above: at { $steps } steps this run goes against the gain Ruoss et al. 2023 report ({ $gain }% on average over { $tasks } algorithmic tasks).
# Variables: $L (Number), $last (Number), $list (String), $schemes (Number)
train-claim-remedy-mixed =
    With positions drawn from 0 to { $last }, { $list } got more questions exactly right than { $schemes ->
        [one] its plain runs
       *[other] their plain runs
    } at some lengths past { $L } and fewer at others (the sentences above say which): no verdict either way on Ruoss et al. 2023’s gain.
# Variables: $E (Number), $steps (Number)
train-claim-tuned-lengths = After the fine-tune of { $steps } steps on questions of 1 to { $E } digits, lengths 1 to { $E } are trained lengths for the fine-tuned runs: each is read at length { $E } below, and none is judged past it, since no longer question was tested.
# Variables: $E (Number), $chenLength (Number), $chenSteps (Number), $steps (Number), $yarnSteps (Number), $yarnTokens (Number)
train-claim-extension-papers = The papers: position interpolation extended LLaMA models to { $chenLength } tokens with at most { $chenSteps } fine-tuning steps (Chen et al. 2023); NTK-aware scaling (bloc97, 2023) was proposed to extend without any fine-tuning; YaRN (Peng et al. 2023) reports needing { $yarnTokens } times fewer tokens and { $yarnSteps } times fewer steps than earlier methods. Those are language models of billions of weights, measured by perplexity over thousands of tokens and by whether they find a passkey hidden in a long text; here a small model answers digit questions. As trained, each method is compared with no scaling on the same seeds past the trained lengths, only where it fits them; after the same { $steps } steps of fine-tuning (at the rate of pre-training, where those papers fine-tuned at a small fraction of it), lengths 1 to { $E } are trained lengths, so a fine-tuned run is read only for whether it fits them.
# Variables: $E (Number), $L (Number), $bound (String), $k (String), $longest (Number), $n (String), $reach (String), $trained (Number)
train-claim-distances-reverse = Reversing a question of { $n } digits, answer digit { $k } has to read the digit { $reach } tokens back. Training saw distances up to { $trained ->
        [one] { $trained } token
       *[other] { $trained } tokens
    } ({ $bound }), and every length past { $L } needs longer ones, up to { $longest ->
        [one] { $longest } token
       *[other] { $longest } tokens
    } at length { $E }: to extrapolate, a scheme has to handle distances it never saw in training.
# Variables: $E (Number), $L (Number), $bound (String), $longest (Number), $n (String), $trained (Number)
train-claim-distances-copy = Copying a question of { $n } digits, every answer digit has to read the digit { $n } tokens back. Training saw distances up to { $trained ->
        [one] { $trained } token
       *[other] { $trained } tokens
    } ({ $bound }), and every length past { $L } needs longer ones, up to { $longest ->
        [one] { $longest } token
       *[other] { $longest } tokens
    } at length { $E }: to extrapolate, a scheme has to handle distances it never saw in training.
# Variables: $count (Number), $seconds (Number)
train-about-seconds =
    { $count ->
        [one] about { $seconds } second
       *[other] about { $seconds } seconds
    }
# Variables: $count (Number), $minutes (Number)
train-about-minutes =
    { $count ->
        [one] about { $minutes } minute
       *[other] about { $minutes } minutes
    }
# Variables: $hours (Number), $minutes (Number)
train-about-hours =
    { $hours ->
        [one] about { $hours } hour { $minutes ->
            [one] { $minutes } minute
           *[other] { $minutes } minutes
        }
       *[other] about { $hours } hours { $minutes ->
            [one] { $minutes } minute
           *[other] { $minutes } minutes
        }
    }
# Variables: $duration (String), $questions (Number), $steps (Number), $threads (Number)
train-estimate-workers =
    { $threads ->
        [one] On this machine Run should take { $duration } on { $threads } worker thread (timed from { $steps ->
            [one] { $steps } training step
           *[other] { $steps } training steps
        } and { $questions ->
            [one] { $questions } test question
           *[other] { $questions } test questions
        } just now; other work on the machine changes it).
       *[other] On this machine Run should take { $duration } on { $threads } worker threads (timed from { $steps ->
            [one] { $steps } training step
           *[other] { $steps } training steps
        } and { $questions ->
            [one] { $questions } test question
           *[other] { $questions } test questions
        } just now; other work on the machine changes it).
    }
# Variables: $duration (String), $questions (Number), $steps (Number)
train-estimate-page =
    On this machine Run should take { $duration } on the page’s own thread (timed from { $steps ->
        [one] { $steps } training step
       *[other] { $steps } training steps
    } and { $questions ->
        [one] { $questions } test question
       *[other] { $questions } test questions
    } just now; other work on the machine changes it).
train-estimate-timing = Timing a few training steps to say how long Run will take on this machine…
# Variables: $reason (String)
train-estimate-failed = How long Run will take could not be timed: { $reason }
# Variables: $series (String)
train-band-lowest = { $series }, the seed with the worst result
# Variables: $series (String)
train-band-highest = { $series }, the seed with the best result
train-accuracy-x = question length (digits)
train-accuracy-y = questions exactly right (%)
train-loss-x = training step
train-loss-y = loss (nats, log scale)
# Variables: $count (Number), $scheme (String), $seeds (Number)
train-series-mean =
    { $count ->
        [one] { $scheme } (mean of { $seeds } seed)
       *[other] { $scheme } (mean of { $seeds } seeds)
    }
# Variables: $loss (String), $scheme (String), $step (String)
train-loss-latest = { $scheme } { $loss } at step { $step }
# Variables: $first (String), $rest (String)
train-loss-latest-next = { $first }; { $rest }
# Variables: $count (Number), $latest (String), $seeds (Number), $steps (Number)
train-loss-summary =
    { $count ->
        [one]
            { $seeds ->
                [one] Each point is the mean loss of { $steps } step. Latest: { $latest }.
               *[other] Each point is the mean loss of { $steps } step, averaged over the seeds (the band spans the worst and the best value among the seeds). Latest: { $latest }.
            }
       *[other]
            { $seeds ->
                [one] Each point is the mean loss of { $steps } steps. Latest: { $latest }.
               *[other] Each point is the mean loss of { $steps } steps, averaged over the seeds (the band spans the worst and the best value among the seeds). Latest: { $latest }.
            }
    }
train-loss-none = No steps yet.
train-column-step = step
train-column-length = length
train-loss-table-label = Training loss data
# Variables: $L (Number)
train-trained-line = longest trained length ({ $L })
# Variables: $L (Number), $count (Number), $heading (String), $longest (Number), $schemes (Number)
train-accuracy-summary =
    { $count ->
        [one] Questions exactly right at each length 1–{ $longest } for { $schemes } scheme, trained on lengths 1–{ $L } (the dashed line). The table gives every value; what they show is under "{ $heading }".
       *[other] Questions exactly right at each length 1–{ $longest } for { $schemes } schemes, trained on lengths 1–{ $L } (the dashed line). The table gives every value; what they show is under "{ $heading }".
    }
# Variables: $L (Number), $heading (String), $longest (Number), $schemes (Number)
train-accuracy-summary-ext = Questions exactly right at each length 1–{ $longest } for { $schemes } series. Runs as trained were trained on lengths 1–{ $L } (the dashed line); fine-tuned runs on lengths 1–{ $longest }. The table gives every value; what they show is under "{ $heading }".
# Variables: $length (Number)
train-length-never-trained = { $length } (never trained)
# Variables: $length (Number)
train-length-ext-tuned = { $length } (trained only by the fine-tune)
# Variables: $mean (String), $seeds (String)
train-accuracy-cell = { $mean } (seeds { $seeds })
# Variables: $examples (Number), $seeds (Number)
train-accuracy-caption =
    { $seeds ->
        [one] Questions exactly right out of { $examples } at each length.
       *[other] Questions exactly right out of { $examples } at each length, mean over the seeds and each seed.
    }
train-accuracy-table-label = Exact accuracy data
# Variables: $L (Number)
train-accuracy-x-trained = question length (digits); trained on 1–{ $L }
# Variables: $E (Number), $L (Number)
train-accuracy-x-ext = as trained 1–{ $L }, fine-tuned 1–{ $E }
# Variables: $longest (Number), $text (String)
train-question-error = question must be 1 to { $longest } digits (0-9, spaces allowed); got "{ $text }"
# Variables: $seed (Number)
train-predictions-caption = Seed { $seed } of each scheme, greedy decoding: each answer digit is the model's top choice after the digits before it.
train-predictions-scheme = scheme
train-predictions-question = question
train-predictions-expected = right answer
train-predictions-wrote = the model wrote
train-predictions-verdict = verdict
train-verdict-right = ✓ right
# Variables: $count (Number), $digits (Number), $wrong (String)
train-verdict-wrong =
    { $count ->
        [one] ✗ wrong: { $wrong } of { $digits } digit wrong
       *[other] ✗ wrong: { $wrong } of { $digits } digits wrong
    }
# Variables: $block (Number), $head (Number), $seed (Number), $sep (String)
train-attention-note = Where each position looks, in head { $head } of block { $block } (the last), for seed { $seed }. Each row is a query position (the one reading), each column a key position (one it reads: itself and earlier ones only, as the mask is causal); each row sums to 1. The input is the question, { $sep } and the right answer but its last digit: the model is scored on the positions from { $sep } on.
# Variables: $block (Number), $head (Number), $scheme (String)
train-attention-title = { $scheme }: attention, head { $head }, block { $block }
train-attention-rows = query position (reading)
train-attention-cols = key position (read)
# Variables: $count (Number), $number (Number)
# Plurals: $count is a question's tokens, 2 to 2 × 32 + 1.
train-attention-rows-count =
    { $count ->
        [one] { $number } query position (reading)
       *[other] { $number } query positions (reading)
    }
# Variables: $count (Number), $number (Number)
# Plurals: $count is a question's tokens, 2 to 2 × 32 + 1.
train-attention-cols-count =
    { $count ->
        [one] { $number } key position (read)
       *[other] { $number } key positions (read)
    }
# Variables: $col (Number), $colToken (String), $row (Number), $rowToken (String), $weight (Number)
train-attention-cell = position { $row } ({ $rowToken }) reads position { $col } ({ $colToken }) with weight { $weight }
# Variables: $learned (String)
train-table-tick = Tick "{ $learned }" and run again to see the table it learns.
# Variables: $d (Number), $digits (Number), $firstUntrained (Number), $lastRow (Number), $lastTrained (Number), $rows (Number), $seed (Number)
train-table-note =
    { $digits ->
        [one] The learned run's position table (seed { $seed }) has { $rows } rows of { $d }: one per position the model can read. Training questions of up to { $digits } digit fill positions 0–{ $lastTrained } only, so rows { $firstUntrained }–{ $lastRow } never received a gradient: they are their random starting values, shrunk a little by weight decay. The test's longer questions read them anyway. The sinusoidal table beside it is the formula, computed the same way for every row, trained or not.
       *[other] The learned run's position table (seed { $seed }) has { $rows } rows of { $d }: one per position the model can read. Training questions of up to { $digits } digits fill positions 0–{ $lastTrained } only, so rows { $firstUntrained }–{ $lastRow } never received a gradient: they are their random starting values, shrunk a little by weight decay. The test's longer questions read them anyway. The sinusoidal table beside it is the formula, computed the same way for every row, trained or not.
    }
# Variables: $last (Number)
train-map-learned-trained = learned table, rows 0–{ $last } (trained)
# Variables: $first (Number), $last (Number)
train-map-learned-untrained = learned table, rows { $first }–{ $last } (never trained)
# Variables: $last (Number)
train-map-sinusoidal = sinusoidal table, rows 0–{ $last }
train-axis-position = position
train-axis-dimension = dimension
# Variables: $bound (String), $buckets (Number), $firstUntrained (Number), $lastBucket (Number), $lastDistance (Number), $lastTrained (Number), $longest (Number), $reached (Number), $seed (Number)
train-t5-note =
    { $lastDistance ->
        [one] The T5 run's bias table (seed { $seed }): one number per head for each of { $buckets } buckets of distance, shown like the learned table's rows. Training reads distances of at most { $lastDistance } token ({ $bound }, counted in tokens: the digits, the separator and the answer), which fall in buckets 0–{ $lastTrained }; buckets { $firstUntrained }–{ $lastBucket } never received a gradient, so they hold their random starting values, shrunk a little by weight decay. The test's longest questions reach bucket { $reached } (distance { $longest }).
       *[other] The T5 run's bias table (seed { $seed }): one number per head for each of { $buckets } buckets of distance, shown like the learned table's rows. Training reads distances of at most { $lastDistance } tokens ({ $bound }, counted in tokens: the digits, the separator and the answer), which fall in buckets 0–{ $lastTrained }; buckets { $firstUntrained }–{ $lastBucket } never received a gradient, so they hold their random starting values, shrunk a little by weight decay. The test's longest questions reach bucket { $reached } (distance { $longest }).
    }
# Variables: $last (Number)
train-map-t5-trained = T5 biases, buckets 0–{ $last } (trained)
# Variables: $first (Number), $last (Number)
train-map-t5-untrained = T5 biases, buckets { $first }–{ $last } (never trained)
train-axis-bucket = bucket
train-axis-head = head
train-map-learned-cosine = cosine similarity of the learned rows
train-map-sinusoidal-cosine = cosine similarity of the sinusoidal rows
# Variables: $firstUntrained (Number), $lastTrained (Number)
train-cosine-note = Cosine similarity of every pair of rows. In the sinusoidal table it depends only on the distance between the positions (equal along every diagonal). In the learned one, rows 0–{ $lastTrained } are whatever training made them; from row { $firstUntrained } on, near-random starting values.
train-loss-empty = The loss of every run appears here as it trains.
train-loss-chart-label = Training loss of every scheme, by step
train-loss-no-run = No run yet: each run’s training loss appears here, step by step, as it trains.
train-accuracy-empty = Once every run is trained, each is tested at every length.
train-shows-heading = What this run shows
train-supports-heading = What this run supports, and what it cannot
train-accuracy-chart-label = Exact accuracy of every scheme by question length
train-accuracy-no-run = No run yet: once every run is trained, its exact accuracy at each length appears here.
train-examples-empty = After the run, type a question and see every scheme answer it.
train-question-label = question (digits)
# Variables: $L (String), $twoL (String)
train-question-hint = Up to { $twoL } digits; more than { $L } is a length never trained on.
train-head-label = head
# Variables: $learned (String)
train-table-empty = After a run that includes "{ $learned }", its table appears here.
# Variables: $key (String)
train-error-no-run = the lab has no run { $key }
# Variables: $op (String)
train-error-no-operation = the lab has no operation { $op }
train-error-closed = the lab was closed
train-error-worker-late = the training worker did not start in time
train-error-worker-load = the training worker could not be loaded
train-error-worker-unreadable = a message from the training worker was unreadable
train-error-worker-stopped = the training worker has stopped
# Variables: $op (String), $seconds (Number)
train-error-worker-lost = the training worker stopped answering (no reply to "{ $op }" within { $seconds } s)
# Variables: $L (String), $d (String), $reason (String)
train-error-budget = one run of this model does not fit the memory a core keeps for trainers ({ $reason }); runs train in turns, so fewer seeds or schemes would not help: take a smaller { $d }, fewer blocks or a shorter { $L }
# Variables: $key (String)
train-error-no-finished-run = the lab has no finished run { $key } to ask
# Variables: $key (String), $name (String)
train-error-no-tensor = the lab has no tensor { $name } of a finished run { $key }

# Recorded runs (web/src/sections/train/recorded.js): results shipped with the page, written by scripts/record-runs.mjs from the core.

train-recorded-notice = These results are recorded: this page's core trained these runs beforehand, with exactly these settings. Run trains them again in this browser and gets the same numbers, bit for bit.
train-recorded-ask = Recorded results keep no trained models: press Run to ask the trained models.
train-recorded-same = This run gave the recorded results bit for bit: every loss and every count of every run is the same.
# Variables: $list (String)
train-recorded-differs = This run differs from the recorded results in { $list }: this browser did not train those runs as the core that recorded them did.
# Variables: $scheme (String), $seed (Number)
train-recorded-run = { $scheme } with seed { $seed }
train-ext-recorded-notice = These extension runs are recorded too: this page's core ran them beforehand, from the recorded RoPE runs above. Run the comparison, then press “Extend the RoPE runs”: this browser runs them again and gets the same numbers, bit for bit.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# The section's narration and the set's settings (practice.js, setup.js, keep.js, set-view.js)
practice-intro-seed = Practise on numbers of your own. The questions come from a seed: the same seed gives the same questions on every machine, so a set can be shared by its link, and "New set" gives new numbers.
# Variables: $example (Number), $fraction (String), $half (String), $power (String)
practice-intro-answers = Type a number ({ $example }, or 0,25 with a decimal comma) or an expression such as { $power }, { $half } or { $fraction }. An answer that cannot be read is "not understood" and is not counted as wrong. A wrong answer that matches a known mistake names it and links to the part of the lesson that explains it.
practice-your-set = Your set
practice-score-counts = Your score counts the questions you answer right yourself. A question whose answer you have seen (by Show the answer, by the worked steps, or after your last attempt) counts as not right, and stays so when the set is opened again.
# Variables: $attempts (Number), $shown (Number)
practice-attempts-rule =
    { $attempts ->
        [0] Each question takes as many checked answers as you need.
        [one] Each question takes one checked answer: if it is wrong, its answer is shown and the question counts as not right. An answer that cannot be read uses no attempt.
       *[other] Each question takes at most { $shown } checked answers: once { $shown } are wrong, its answer is shown and the question counts as not right. An answer that cannot be read uses no attempt.
    }
# Variables: $count (Number), $pass (Number), $seed (Number), $shown (Number)
practice-fixed-set =
    { $count ->
        [one] This set was given to you as it is: { $shown } question from seed { $seed }, passed with at least { $pass } % of them right.
       *[other] This set was given to you as it is: { $shown } questions from seed { $seed }, passed with at least { $pass } % of them right.
    }
practice-fixed-kinds-all = Kinds of question: every kind in the lesson.
# Variables: $titles (String)
practice-fixed-kinds = Kinds of question: { $titles }.
# Variables: $first (String), $rest (String)
practice-kinds-list = { $first }; { $rest }
practice-kinds-legend = Kinds of question, under the section that teaches them
practice-choose-every-kind = Choose every kind
practice-kinds-needed = A set needs at least one kind of question: this one stays chosen.
practice-field-questions = Questions
practice-field-questions-name = Questions
practice-field-seed = Seed
practice-field-seed-name = The seed
practice-field-pass = Pass mark (%)
practice-field-pass-name = The pass mark
practice-new-set = New set
# Variables: $seed (String)
practice-new-set-announce = New set: seed { $seed }.
# Variables: $max (Number), $n (Number)
practice-cap-note = n is { $n } (set in another section, where it counts positions); a practice set has at most { $max } questions, so this one has { $max }.
# Variables: $count (Number), $number (Number)
practice-question-heading = Question { $number } of { $count }
# Variables: $score (String)
practice-score = Score: { $score }
# Variables: $max (String), $open (Number), $raw (String), $shown (Number)
practice-score-open =
    { $open ->
        [one] { $raw } of { $max } right; { $shown } question is still open.
       *[other] { $raw } of { $max } right; { $shown } questions are still open.
    }
# Variables: $max (String), $pass (String), $raw (String)
practice-score-passed = { $raw } of { $max } right: passed (the pass mark is { $pass } %).
# Variables: $max (String), $pass (String), $raw (String)
practice-score-failed = { $raw } of { $max } right: not passed (the pass mark is { $pass } %).
practice-keep = Keep my answers on this device
practice-keep-hint = Off unless you tick it. Your answers are then kept in this browser only (its local storage), never sent anywhere, and come back when you open the same set again. Until you close this tab, they are kept in it either way, so a reload keeps them.
practice-keep-unavailable = This browser does not let the page keep anything here, so your answers last until you leave the page.
practice-forget = Forget my progress
practice-kept = Your answers are kept on this device.
practice-keep-refused = This browser refused to keep anything.
practice-kept-nothing = Nothing is kept on this device now.
practice-forgotten = Your progress was forgotten: nothing is kept on this device.

# A question (question.js): its box, buttons and verdicts
practice-values-note = The worked steps are { practice-worked-rounding }; an answer is shown to 10 significant figures and marked at the tolerance its question states.
practice-worked-rounding = rounded half away from zero to 6 decimal places (those below 0.01 to 6 significant figures)
practice-answer-label = Your answer
# Variables: $example (Number), $expression (String), $sign (String)
practice-answer-form = Type a number such as { $example } (decimal sign “{ $sign }”), or an expression such as { $expression }.
practice-check = Check
practice-give-up = Show the answer
practice-show-steps = Show the worked steps
practice-steps-title = Worked steps
# Variables: $answer (String), $tolerance (String)
practice-answer-line = The answer: { $answer }, marked { $tolerance }.
practice-shown-give-up-head = Given up.
# Variables: $answer (String)
practice-shown-give-up = The answer is { $answer }; the steps are below. This question counts as not right.
practice-shown-steps-head = Answer shown.
# Variables: $answer (String)
practice-shown-steps = The worked steps give the answer, { $answer }, so this question now counts as not right.
practice-shown-attempts-head = No attempts left.
# Variables: $answer (String), $attempts (Number), $shown (Number)
practice-shown-attempts =
    { $attempts ->
        [one] That was the last of { $shown } attempt: the answer is { $answer }, and the steps are below. This question counts as not right.
       *[other] That was the last of { $shown } attempts: the answer is { $answer }, and the steps are below. This question counts as not right.
    }
# Variables: $left (Number), $shown (Number)
practice-attempts-left =
    { $left ->
        [one] You have { $shown } attempt left at this question.
       *[other] You have { $shown } attempts left at this question.
    }
# Variables: $bytes (Number)
practice-too-long = The answer is longer than { $bytes } bytes, the most this box takes. Type one number or a short expression.
practice-right = Right.
# Variables: $answer (String), $readAs (String)
practice-right-read = Read as { $readAs }; the answer is { $answer }.
# Variables: $heading (String), $kind (String)
practice-question-title = { $heading }: { $kind }
practice-not-understood = Not understood.
practice-not-understood-colon = Not understood:
# Variables: $message (String)
practice-nothing-marked = { $message } Nothing was marked.
# Variables: $message (String), $readAs (String)
practice-nothing-marked-read = { $message } It was read as “{ $readAs }”. Nothing was marked.
# Why an answer was not understood (words.js reasonText: the core's reason code and its data;
# at is a character number, text the part of the answer quoted; the English reads as the core's)
# Variables: $reason (String), $whatToType (String)
practice-parse-explained = { $reason } { $whatToType }
# Variables: $comma (String), $exponent (String), $fraction (String), $point (String), $power (String), $quarterPi (String), $root (String)
practice-parse-what-to-type = Type one number ({ $point } or { $comma }, { $exponent }) or an expression such as { $quarterPi }, { $fraction }, { $power } or { $root }.
practice-parse-no-answer = There is no answer yet.
# Variables: $count (Number), $limit (String)
practice-parse-too-long =
    { $count ->
        [one] The answer is longer than { $limit } character, the most this box reads.
       *[other] The answer is longer than { $limit } characters, the most this box reads.
    }
practice-parse-ends-too-soon = The answer ends too soon (something is missing at the end).
# Variables: $bracket (String)
practice-parse-missing-bracket = A '{ $bracket }' is missing at the end.
# Variables: $at (String)
practice-parse-stray-comma = The comma at character { $at } is not part of a number.
# Variables: $at (String), $text (String)
practice-parse-unexpected-character = '{ $text }' at character { $at }.
# Variables: $at (String)
practice-parse-control-character = a control character at character { $at }.
# Variables: $at (String)
practice-parse-invalid-byte = a byte that is not UTF-8 text at character { $at }.
# Variables: $at (String)
practice-parse-unreadable-character = a character that could not be read as text at character { $at }.
# Variables: $count (Number), $limit (String)
practice-parse-too-deep =
    { $count ->
        [one] The answer nests more than { $limit } parenthesis or function inside each other.
       *[other] The answer nests more than { $limit } parentheses or functions inside each other.
    }
# Variables: $at (String), $power (String), $text (String)
practice-parse-power-operand = The '{ $power }' at character { $at } must be followed by a number or a bracket, not '{ $text }'.
# Variables: $example (String), $text (String)
practice-parse-function-brackets = The function { $text } needs its argument in brackets, as in { $example }.
# Variables: $log (String), $names (String), $text (String)
practice-parse-unknown-name = the name '{ $text }' (names known: { $names }, { $log } for base 10).
# Variables: $text (String)
practice-parse-mixed-marks = The number '{ $text }' mixes decimal points and commas in a way that is not one number.
# Variables: $separator (String), $text (String)
practice-parse-thousands-groups = The number '{ $text }' uses '{ $separator }' as a thousands separator, but not between groups of three digits.
# Variables: $comma (String), $point (String), $text (String)
practice-parse-several-decimal-marks = The number '{ $text }' has more than one decimal mark; type one number, such as { $point } or { $comma } (a list of numbers is not an answer).
# Variables: $at (String), $spaced (String), $whole (String)
practice-parse-numbers-side-by-side = Two numbers stand side by side at character { $at } (a space inside a number is not understood); type { $whole }, not { $spaced }.
# Variables: $text (String)
practice-parse-number-too-large = The number '{ $text }' is too large to be an answer here.
# Variables: $rootOfMinusOne (String), $text (String), $zeroByZero (String)
practice-parse-undefined-result = The answer '{ $text }' does not give a finite number (it is undefined, as { $zeroByZero } or { $rootOfMinusOne } are).
# Variables: $text (String)
practice-parse-infinite-result = The answer '{ $text }' does not give a finite number (it is infinitely large).
practice-not-right = Not right.
# Variables: $readAs (String)
practice-read-as = Your answer was read as { $readAs }.
# Variables: $explanation (String), $name (String)
practice-mistake-lead = It matches a known mistake: { $name }. { $explanation }
# Variables: $explanation (String), $name (String)
practice-mistake-close = Close, but not counted: { $name }. { $explanation }
# Variables: $section (String)
practice-read-about = Read about it in { $section }.
# Variables: $title (String)
practice-new-tab = { $title } (opens in a new tab)
practice-try-title = Try one
# Variables: $example (Number), $half (String), $power (String)
practice-try-intro = A question on this section with numbers of its own. Type a number ({ $example } or 0,25) or an expression such as { $power } or { $half }.
practice-try-another = Another question
# Variables: $section (String)
practice-try-full-set = A full practice set on { $section } →
practice-try-heading = Question

# The exercises' words (words.js): each kind's name and question (the numbers are the core's),
# the worked steps, the mistakes and the tolerance
# Plurals: $count is an ordinal (Intl.PluralRules type ordinal): its keys are the ordinal categories.
# Variables: $count (Number), $n (Number)
practice-ordinal =
    { $count ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }
# Variables: $base (Number)
practice-base = base { $base }
# Variables: $question (String), $tolerance (String)
practice-question = { $question } Give the answer { $tolerance }.
# Variables: $kind (String), $tolerance (String)
practice-question-unknown = An exercise of kind { $kind }. Give the answer { $tolerance }.
# Variables: $figures (Number)
practice-tolerance-significant = to { $figures } significant figures
practice-tolerance-exact = exactly (a whole number)
# Variables: $tolerance (Number)
practice-tolerance-within = to within { $tolerance }
practice-kind-pe-exponent-name = The exponent of a dimension
# Variables: $dModel (String), $dim (String)
practice-kind-pe-exponent-question = In the sinusoidal encoding with { MATH("d = {0}", $dModel) } (interleaved: dimension 2i holds sin, { MATH("2i + 1") } holds cos of pair i; dimensions count from 0), dimension { MATH("j = {0}", $dim) } divides the position by { MATH("base^e") }. What is the exponent e?
practice-kind-pe-denominator-name = The denominator of a dimension
# Variables: $baseWords (String), $dModel (String), $dim (String), $maxLen (String)
practice-kind-pe-denominator-question = A model with { MATH("d = {0}", $dModel) } and a context of { $maxLen } positions uses the sinusoidal encoding with { $baseWords } (interleaved, dimensions from 0). What is the denominator { MATH("base^e") } of dimension { MATH("j = {0}", $dim) }?
practice-kind-pe-angle-name = The angle of { MATH("PE(pos, j)") }
# Variables: $baseWords (String), $dModel (String), $dim (String), $maxLen (String), $pos (String), $token (String)
practice-kind-pe-angle-question = A model with { MATH("d = {0}", $dModel) } and a context of { $maxLen } positions uses the sinusoidal encoding with { $baseWords } (interleaved, dimensions from 0). The { $token } token of a sentence sits at position { MATH("pos = {0}", $pos) }, since positions count from 0. What is the angle, in radians, of dimension { MATH("j = {0}", $dim) } at that token?
practice-kind-pe-value-name = The value of { MATH("PE(pos, j)") }
# Variables: $angleDecimals (String), $baseWords (String), $dModel (String), $dim (String), $maxLen (String), $pos (String), $token (String)
practice-kind-pe-value-question = A model with { MATH("d = {0}", $dModel) } and a context of { $maxLen } positions uses the sinusoidal encoding with { $baseWords } (interleaved, dimensions from 0). The { $token } token of a sentence sits at position { MATH("pos = {0}", $pos) }, since positions count from 0. What is { MATH("PE(pos, {0})", $dim) }, the value of dimension { MATH("j = {0}", $dim) } at that token? Keep the angle to at least { $angleDecimals } decimal places before you take its sine or cosine.
practice-kind-wavelength-name = The wavelength of a pair
# Variables: $baseWords (String), $dModel (String), $pair (String)
practice-kind-wavelength-question = In the sinusoidal encoding with { MATH("d = {0}", $dModel) } and { $baseWords }, pairs count from 0. What is the wavelength of pair { MATH("i = {0}", $pair) }: how many positions does its angle take to go once round the circle?
practice-kind-pair-interleaved-name = Which pair holds a dimension (interleaved)
# Variables: $dModel (String), $dim (String)
practice-kind-pair-interleaved-question = In the interleaved layout (dimension 2i holds sin, { MATH("2i + 1") } holds cos of pair i) with { MATH("d = {0}", $dModel) }, dimensions and pairs count from 0. Which pair i does dimension { MATH("j = {0}", $dim) } belong to?
practice-kind-pair-concatenated-name = Which pair holds a dimension (concatenated)
# Variables: $dModel (String), $dim (String)
practice-kind-pair-concatenated-question = In the concatenated layout (tensor2tensor: the sines of every pair first, then the cosines) with { MATH("d = {0}", $dModel) }, dimensions and pairs count from 0. Which pair i does dimension { MATH("j = {0}", $dim) } belong to?
practice-kind-shift-entry-name = An entry of the shift matrix M_k
# Variables: $baseWords (String), $col (String), $dModel (String), $k (String), $row (String)
practice-kind-shift-entry-question = { MATH("PE(pos + k) = M_k PE(pos)") } for the sinusoidal encoding with { MATH("d = {0}", $dModel) } and { $baseWords } (interleaved; the block of pair i acts on { MATH("(sin, cos)") } of that pair). For { MATH("k = {0}", $k) }, what is the entry of M_k in row { $row }, column { $col } (rows and columns count from 0)?
practice-kind-dot-product-name = { MATH("PE(p) · PE(p + k)") }
# Variables: $baseWords (String), $dModel (String), $pos (String), $posK (String)
practice-kind-dot-product-question = For the sinusoidal encoding with { MATH("d = {0}", $dModel) } and { $baseWords } (angles in radians), what is the dot product { MATH("PE({0}) · PE({1})", $pos, $posK) }, the encodings of positions { $pos } and { $posK }?
practice-kind-rope-rotation-name = A RoPE rotation of one pair
# Variables: $baseWords (String), $coordinate (String), $dModel (String), $pair (String), $pos (String), $x0 (String), $x1 (String)
practice-kind-rope-rotation-question =
    RoPE with head dimension { MATH("d = {0}", $dModel) } and { $baseWords } turns pair i of a vector by the angle { MATH("pos · w_i") }, { MATH("w_i = base^(−2i/d)") }, anticlockwise. Pair { MATH("i = {0}", $pair) } of a query holds { MATH("(x0, x1) = ({0}, {1})", $x0, $x1) }. At position { MATH("pos = {0}", $pos) }, what is the { $coordinate ->
        [first] first coordinate x0′
       *[second] second coordinate x1′
    } of the rotated pair?
practice-kind-alibi-slope-name = The ALiBi slope of a head
# Variables: $head (String), $heads (String)
practice-kind-alibi-slope-question = A model with ALiBi has { MATH("H = {0}", $heads) } heads, numbered { MATH("h = 1") } to { $heads } in the order the reference code lists their slopes. What is the slope m of head { MATH("h = {0}", $head) }?
practice-kind-t5-bucket-name = The T5 bucket of an offset
# Variables: $key (String), $maxDistance (String), $numBuckets (String), $query (String)
practice-kind-t5-bucket-question = T5's relative attention bias (bidirectional, { $numBuckets } buckets, max distance { $maxDistance }) puts the offset key − query into a bucket. Query position { $query } attends to key position { $key }. Which bucket does the offset fall in?
practice-kind-pi-frequency-name = A frequency under position interpolation
# Variables: $baseWords (String), $dModel (String), $pair (String), $scale (String)
practice-kind-pi-frequency-question = A RoPE model with head dimension { MATH("d = {0}", $dModel) } and { $baseWords } is stretched to { $scale } times its training length by position interpolation (PI). What is the new angular frequency w_i′ of pair { MATH("i = {0}", $pair) }, in radians per position?
practice-kind-ntk-frequency-name = A frequency under NTK-aware scaling
# Variables: $baseWords (String), $dModel (String), $pair (String), $scale (String)
practice-kind-ntk-frequency-question = A RoPE model with head dimension { MATH("d = {0}", $dModel) } and { $baseWords } is stretched to { $scale } times its training length by NTK-aware scaling. What is the new angular frequency w_i′ of pair { MATH("i = {0}", $pair) }, in radians per position?
practice-kind-fairseq-row-name = fairseq's table row for a token
# Variables: $token (String)
practice-kind-fairseq-row-question = fairseq's sinusoidal positional embedding keeps row 1 for padding { MATH("(padding_idx = 1)") }. For the { $token } token of a sentence (no padding before it), which row of fairseq's table is read?
# Variables: $name (String), $value (String)
practice-step = { $name }: { $value }
practice-step-pair = pair i
practice-step-isSine = sine (1) or cosine (0)
practice-step-exponent = exponent { MATH("e = 2i/d") }
practice-step-denominator = denominator { MATH("base^e") }
practice-step-omega = angular frequency w_i (radians per position)
practice-step-angle = angle (radians)
# Variables: $pair (Number)
practice-step-angle-of-pair = angle of pair { $pair }, w_i k (radians)
practice-step-value = value
practice-step-wavelength = wavelength { MATH("2π/w_i") } (positions)
practice-step-cos = cos of the angle
practice-step-sin = sin of the angle
practice-step-powerOfTwo = largest power of two { MATH("n ≤ H") }
practice-step-slope = slope m
practice-step-offset = offset key − query
practice-step-distance = distance n = |key − query|
practice-step-bucket = bucket
practice-step-omegaNew = new angular frequency w_i′
practice-step-newBase = new base { MATH("(base · s^(d/(d − 2)))") }
practice-step-pos = position from 0
practice-step-paddingRow = padding row (padding_idx)
practice-step-firstRow = row of the first token { MATH("(padding_idx + 1)") }
practice-step-row = row
# Variables: $exactBuckets (String)
practice-step-t5-exactBuckets = exact buckets of a direction, one for each distance below { $exactBuckets }: { $exactBuckets }
# Variables: $distance (String), $exactBuckets (String), $logPart (String), $maxDistance (Number)
practice-step-t5-logPart = the distance { $distance } is at least { $exactBuckets }, so its bucket grows with its log: { MATH("log(n/{0}) / log({1}/{2}) · {3} = log({4}/{5}) / log({6}/{7}) · {8} = {9}", $exactBuckets, $maxDistance, $exactBuckets, $exactBuckets, $distance, $exactBuckets, $maxDistance, $exactBuckets, $exactBuckets, $logPart) }
# Variables: $exactBuckets (String), $logBucket (String), $logPart (String)
practice-step-t5-logBucket = { MATH("{0} + ⌊{1}⌋ = {2}", $exactBuckets, $logPart, $logBucket) }
# Variables: $lastBucket (String)
practice-step-t5-lastBucket = last bucket of a direction: { $lastBucket }
# Variables: $lastBucket (String), $logBucket (String), $sideBucket (String)
practice-step-t5-sideBucket-capped = { $logBucket } is past the last bucket, so the bucket within this direction is capped at { $lastBucket }: { $sideBucket }
# Variables: $lastBucket (String), $logBucket (String), $sideBucket (String)
practice-step-t5-sideBucket = { $logBucket } is not past the last bucket { $lastBucket }, so the bucket within this direction is { $sideBucket }
# Variables: $sideStart (String)
practice-step-t5-sideStart-after = the key comes after the query (the upper half of the buckets), so this direction's first bucket is { $sideStart }
# Variables: $sideStart (String)
practice-step-t5-sideStart-before = the key comes before the query (the lower half of the buckets), so this direction's first bucket is { $sideStart }
# Variables: $bucket (String), $sideBucket (String), $sideStart (String)
practice-step-t5-bucket = bucket: { MATH("{0} + {1} = {2}", $sideBucket, $sideStart, $bucket) }
# Variables: $head (String), $powerOfTwo (String), $slopeCount (String)
practice-step-alibi-slopeCount-first = head { MATH("h = {0}", $head) } is one of the first { MATH("n = {0}", $powerOfTwo) } heads, so its slope is in the list { MATH("2^(−8k/n)") } for { MATH("k = 1") } to n: { MATH("n = {0}", $slopeCount) }
# Variables: $head (String), $powerOfTwo (String), $slopeCount (String)
practice-step-alibi-slopeCount-after = head { MATH("h = {0}", $head) } comes after the first { MATH("n = {0}", $powerOfTwo) } heads, so its slope is in the list for 2n heads, { MATH("2^(−8k/(2n))") } for { MATH("k = 1") } to 2n: { MATH("2n = {0}", $slopeCount) }
# Variables: $slopeNumber (String)
practice-step-alibi-slopeNumber-first = its place k in that list is { MATH("h = {0}", $slopeNumber) }
# Variables: $head (String), $powerOfTwo (String), $slopeNumber (String)
practice-step-alibi-slopeNumber-after = its place k in that list is the odd number { MATH("2(h − n) − 1 = 2({0} − {1}) − 1 = {2}", $head, $powerOfTwo, $slopeNumber) }
# Variables: $slope (String), $slopeCount (String), $slopeNumber (String)
practice-step-alibi-slope = slope { MATH("m = 2^(−8·{0}/{1}) = {2}", $slopeNumber, $slopeCount, $slope) }

# The mistakes a wrong answer can match (words.js)
practice-mistake-dimension-as-pair-name = The dimension index used as the pair index
practice-mistake-dimension-as-pair-explanation = The exponent is { MATH("2i/d") } with i the PAIR ({ MATH("i = floor(j/2)") } in the interleaved layout), not the dimension j: dimensions 2i and { MATH("2i + 1") } share one frequency.
practice-mistake-missing-two-name = { MATH("base^(i/d)") } instead of { MATH("base^(2i/d)") }
practice-mistake-missing-two-explanation = The exponent is { MATH("2i/d") }: i counts pairs, and each pair spans two dimensions.
practice-mistake-one-based-pair-name = Pairs counted from 1
practice-mistake-one-based-pair-explanation = Pairs count from 0: pair 0 has exponent 0 and turns one radian per position.
practice-mistake-concatenated-layout-name = The concatenated layout where the interleaved one is meant
practice-mistake-concatenated-layout-explanation = Interleaved (the paper): dimension 2i is the sine and { MATH("2i + 1") } the cosine of pair i. Concatenated (tensor2tensor) puts all sines first, then all cosines.
practice-mistake-interleaved-layout-name = The interleaved layout where the concatenated one is meant
practice-mistake-interleaved-layout-explanation = Concatenated (tensor2tensor): the first half of the dimensions are the sines of pairs 0, 1, ..., the second half their cosines, so the pair is j or { MATH("j − d/2") }.
practice-mistake-base-as-max-length-name = The base read as the maximum length
practice-mistake-base-as-max-length-explanation = The base (10,000 in the paper) is a fixed constant of the formula, not the model's context length.
practice-mistake-degrees-for-radians-name = Degrees for radians
practice-mistake-degrees-for-radians-explanation = Your answer is what the angle gives when it is read as degrees. The angles here are in radians: set the calculator to radians, and leave the angle unconverted.
practice-mistake-dimension-exponent-name = { MATH("base^(j/d)") } instead of { MATH("base^(2i/d)") }
practice-mistake-dimension-exponent-explanation = Your answer puts the dimension j over d in the exponent. The exponent is { MATH("2i/d") } with { MATH("i = floor(j/2)") } the pair: at an odd j, { MATH("j/d") } gives the cosine a slower frequency than its own sine, and the pair no longer turns together.
practice-mistake-angle-rounded-early-name = The angle rounded before its sine or cosine
practice-mistake-angle-rounded-early-explanation = Your answer is the sine or cosine of a rounded angle. A large angle written to a few significant figures loses its decimals (12.35 for 12.3456), and its sine or cosine moves with them: keep as many decimals of the angle as the question asks, and round only the last result.
practice-mistake-too-few-figures-name = Right, but to fewer figures than asked
practice-mistake-too-few-figures-explanation = Your answer agrees with the right one as far as it goes, but it has fewer figures than the question asks for. Keep every figure it asks for, and round only at the end.
practice-mistake-one-based-position-name = Positions counted from 1
practice-mistake-one-based-position-explanation = The first token is at position 0 here, so the n-th token is at position { MATH("n − 1") }.
practice-mistake-sin-cos-swapped-name = Sine and cosine swapped
practice-mistake-sin-cos-swapped-explanation = Even dimensions (and the first of a pair) take the sine, odd ones the cosine.
practice-mistake-no-two-pi-name = The wavelength without 2π
practice-mistake-no-two-pi-explanation = A full turn is 2π radians: the wavelength is { MATH("2π/w_i = 2π · base^(2i/d)") }, not { MATH("base^(2i/d)") }.
practice-mistake-transposed-block-name = The block transposed
practice-mistake-transposed-block-explanation = Acting on { MATH("(sin, cos)") }, pair i's block of M_k is { MATH("[[cos, sin], [−sin, cos]]") } of w_i k: +sin above the diagonal, −sin below.
practice-mistake-no-shift-name = { MATH("PE(p) · PE(p)") } instead of { MATH("PE(p) · PE(p + k)") }
practice-mistake-no-shift-explanation = { MATH("d/2") } is the dot product of an encoding with itself { MATH("(k = 0)") }; the offset k turns each pair by w_i k.
practice-mistake-rotated-wrong-way-name = Rotated the wrong way
practice-mistake-rotated-wrong-way-explanation = RoPE turns anticlockwise: { MATH("x0' = x0 cos θ − x1 sin θ") }, { MATH("x1' = x0 sin θ + x1 cos θ") }.
practice-mistake-power-of-two-rule-name = The power-of-two rule applied to H that is not a power of two
practice-mistake-power-of-two-rule-explanation = { MATH("m_h = 2^(−8h/H)") } holds only when H is a power of two. Otherwise take the n slopes of the largest power of two n below H, then the odd-numbered slopes of 2n.
practice-mistake-zero-based-head-name = Heads counted from 0
practice-mistake-zero-based-head-explanation = Heads are numbered from { MATH("h = 1") } here: head 1 has the first slope of the list.
practice-mistake-sorted-slopes-name = The slopes sorted from largest to smallest
practice-mistake-sorted-slopes-explanation = When H is not a power of two, the extra heads come after the first n, and their slopes fall between the first ones: the list is not in decreasing order.
practice-mistake-offset-sign-name = The offset with the wrong sign
practice-mistake-offset-sign-explanation = The offset is key − query: a key after the query is a positive offset, in the upper half of the buckets.
practice-mistake-no-half-split-name = All buckets for one direction
practice-mistake-no-half-split-explanation = Bidirectional T5 splits the buckets in two halves, one per direction: 16 each of 32, 8 of them exact.
practice-mistake-all-exact-name = Every bucket taken as exact
practice-mistake-all-exact-explanation = Only small offsets get a bucket each; from there on the buckets grow logarithmically up to the max distance.
practice-mistake-multiplied-by-scale-name = Multiplied by the scale instead of divided
practice-mistake-multiplied-by-scale-explanation = Position interpolation slows every pair: { MATH("w_i′ = w_i / s") }, the same as dividing the positions by s.
practice-mistake-base-times-scale-name = { MATH("base · s") } instead of { MATH("base · s^(d/(d − 2))") }
practice-mistake-base-times-scale-explanation = NTK-aware scaling raises the base to { MATH("base · s^(d/(d − 2))") }, so that the slowest pair is divided by exactly s.
practice-mistake-pi-instead-of-ntk-name = Position interpolation instead of NTK-aware scaling
practice-mistake-pi-instead-of-ntk-explanation = { MATH("w_i / s") } is position interpolation; NTK-aware scaling changes the base and keeps the fastest pair as it was.
practice-mistake-no-padding-offset-name = The position used as the row
practice-mistake-no-padding-offset-explanation = fairseq's positions start at { MATH("padding_idx + 1 = 2") }: the first token reads row 2, not row 0.
practice-mistake-padding-index-only-name = Only padding_idx added
practice-mistake-padding-index-only-explanation = Positions start at { MATH("padding_idx + 1") }: add 2 to the 0-based position, not 1.
practice-mistake-unknown-name = An unrecognised slip
# Variables: $mistake (String)
practice-mistake-unknown-explanation = The answer matches the mistake { $mistake }.

# The class set for teachers (class-set.js): the form, the printed sheets and keys, the CSV key
practice-class-summary = For teachers: a class set with answer key
practice-class-intro = One practice sheet per student, each with its own seed, and an answer key with the worked steps, in one print job (A4 or Letter); or the key as a CSV file. A sheet’s link opens the same questions in this section.
practice-class-seed = Class seed
practice-class-seed-name = The class seed
practice-class-students = Students (sheets)
practice-class-students-name = The number of students
practice-class-count = Questions per sheet
practice-class-count-name = The number of questions
practice-class-kinds = Kinds of question (none ticked: all kinds)
practice-class-names = Names (optional, one per line)
practice-class-names-hint = Sheets without a name get a line to write one on.
# Plurals: there are more names than students, so $names is 2 or more; $students is 1 to 60.
# Variables: $max (Number), $names (Number), $students (Number)
practice-class-too-many-names =
    { $students ->
        [one] { $names } names for { $students } student: raise Students to { $names } (at most { $max }) or remove names.
       *[other] { $names } names for { $students } students: raise Students to { $names } (at most { $max }) or remove names.
    }
# Variables: $message (String)
practice-class-refused = The class set could not be made: { $message }.
practice-class-embedded = A class set prints from the lesson’s own page (index.html?view=practice), not from an embedded explorer.
# Plurals: $sheets is 1 to 60 (one per student), $parts twice that.
# Variables: $parts (Number), $sheets (Number)
practice-class-printed =
    { $sheets ->
        [one] { $sheets } sheet and its answer key sent to the printer ({ $parts } parts, each starting on a new page).
       *[other] { $sheets } sheets and their answer key sent to the printer ({ $parts } parts, each starting on a new page).
    }
# Plurals: $rows is 1 to 3,000 (up to 60 sheets of up to 50 questions).
# Variables: $rows (Number)
practice-class-saved =
    { $rows ->
        [one] Answer key saved: { $rows } row, one per sheet and question.
       *[other] Answer key saved: { $rows } rows, one per sheet and question.
    }
practice-class-print = Print class set
practice-class-csv = Answer key as CSV
practice-class-csv-label = Answer key as CSV: save it as a file
# Variables: $seed (String)
practice-class-csv-file = answer key class seed { $seed }
practice-class-key-rounding = Numbers in the key are { practice-worked-rounding }; the CSV key holds every answer in full.
# Variables: $count (Number), $number (Number)
practice-sheet-title = Positional encoding practice: sheet { $number } of { $count }
# Variables: $name (String)
practice-sheet-name = Name: { $name }
# Variables: $blank (String)
practice-sheet-name-blank = Name: { $blank }
practice-sheet-blank = blank line
# Variables: $seed (String)
practice-sheet-seed = Sheet seed { $seed }
# Variables: $link (String)
practice-sheet-check = Check your answers at { $link }
practice-sheet-work = space for working
practice-sheet-answer = Answer:
# Variables: $number (String)
practice-key-title = Answer key: sheet { $number }
# Variables: $name (String), $number (String)
practice-key-title-named = Answer key: sheet { $number }, { $name }
# Variables: $kind (String), $question (String)
practice-key-question = { $kind }. { $question }
# Variables: $answer (String)
practice-key-answer = Answer: { $answer }
# Variables: $answer (String), $tolerance (String)
practice-key-answer-line = { $answer }, { $tolerance }
practice-csv-sheet = sheet
practice-csv-name = name
practice-csv-seed = seed
practice-csv-question = question
practice-csv-kind = kind
practice-csv-question-text = question text
practice-csv-answer = answer
practice-csv-tolerance = tolerance

# Words the page needs before the practice's code loads (section.js: its settings and rule)
words-practice-seed = seed (practice set)
words-practice-kinds = kinds (exercise kinds)
words-practice-kinds-what = kind ids
words-practice-kinds-where = the practice section's boxes list every kind
words-practice-pass = pass mark (%)
words-practice-attempts = attempts (checked answers per question, 0 for no limit)
# Variables: $got (Number), $max (Number)
words-practice-n-refused = n (questions in the set) must be a whole number from 1 to { $max }; got { $got }.

# The SCORM package's launch page (web/scorm/launch.js, launch.html; scripts/scorm.mjs writes them into the package)
practice-launch-title = Positional Encoding Explorer: practice set
practice-launch-frame = Practice set: positional encoding
practice-launch-not-recorded = The course site did not start this activity: your score will not be recorded.
practice-launch-failed = The course site stopped answering: your score may not be recorded from here on.
practice-launch-no-api = No course site found (no SCORM API): you can practise, but no score is recorded.
# Variables: $percent (String), $status (String)
practice-launch-recorded = Your course site has already recorded { $percent } % ({ $status }) for this activity. Working again can only raise it.
practice-launch-status-passed = passed
practice-launch-status-failed = failed
practice-launch-status-completed = completed
# Issue 37: a set a launch page opened (its seed not shown), and the launch page's refusals
# Variables: $count (Number), $pass (Number)
practice-fixed-set-given =
    { $count ->
        [one] This set was given to you as it is: { $count } question, passed with at least { $pass } % of them right.
       *[other] This set was given to you as it is: { $count } questions, passed with at least { $pass } % of them right.
    }
# Variables: $given (String), $made (String)
practice-launch-mismatch = The course site opened this set with { $given }, but the package was made with { $made }. Nothing is shown or recorded: ask your teacher to upload the package again with its parameters unchanged.
# Variables: $setting (String)
practice-launch-made-without = no { $setting }
practice-launch-record-lost = The course site did not keep the record of this set (which answers were shown or tried): if you open the set again, that part may be missing. Tell your teacher.
# Variables: $figures (Number), $unit (Number)
practice-tolerance-significant-zone = to { $figures } significant figures (an answer within { $unit } of it is right)
