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
store-why-pos-k = { $sum } stays within 0 to { $max }
store-refused-size = { $product } must be at most { $max } values; got { $n } × { $d } = { $size }. Lower { $first } or { $second }.
store-refused-last-position = the last position, { $sum }, must be at most { $max }; got { $value }.
store-refused-k = { $name } must be a whole number from { $min } to { $max } so that { $sum } is a position; got { $value }.
store-refused-view = { $name } must be one of { $choices }; got { $value }.
store-unknown-setting = { $key } is not a setting of this page.
store-refused-integer = { $name } must be a whole number from { $min } to { $max }; got { $value }.
store-refused-number = { $name } must be a number from { $min } to { $max }; got { $value }.
store-refused-number-above = { $name } must be a number greater than { $min } and at most { $max }; got { $value }.
store-refused-choice =
    { $name } must be { $count ->
        [2] { $either }
       *[other] one of { $choices }
    }; got { $value }.
store-refused-boolean = { $name } must be { $yes } or { $no }; got { $value }.
store-refused-words = { $name } must be { $min } to { $max } words separated by spaces, each at most { $bytes } bytes long; got { $value }.
store-list-ids = ids
store-refused-list = { $name } must be empty (all) or { $what } separated by commas, such as { $example }; got { $value }.
store-refused-list-where = { $name } must be empty (all) or { $what } separated by commas, such as { $example } ({ $where }); got { $value }.
store-refused-below = { $name } must be a whole number from { $min } to { $max } ({ $bound }); got { $value }.
store-note-fitted = { $name } was set to { $value } (not { $old }) so that { $why }.

# Refused link values and the notice (web/src/shell/claims.js).
link-value-not-used = { $message } The link’s value was not used.
notice-lead-link = Some values in this link could not be used, so the page kept its own:
notice-lead-element = Some values in this element’s attributes could not be used, so the explorer kept its own:
notice-changed-link =
    To show what this link set, the page changed { $count ->
        [one] a value
       *[other] values
    } it did not set:
notice-changed-section =
    To show this section with the values you set, the page changed { $count ->
        [one] a value
       *[other] values
    }:
notice-dismiss = Dismiss

# The contents and the pager (web/src/shell/contents.js).
contents-position = { $index } of { $count }: { $title }
pager-previous = ← { $number }. { $title }
pager-next = { $number }. { $title } →
pager-previous-lead = Previous section:
pager-next-lead = Next section:

# The settings panel (web/src/shell/controls-panel.js).
controls-title = Settings for this section
controls-reset = Reset to this section’s values
controls-reset-done = Settings reset to this section’s starting values.
controls-summary-item = { $key } = { $value }
controls-summary-separator = { " · " }
setting-base-short = base
setting-layout-short = layout
setting-offset-short = offset
setting-layout-value =
    { $value ->
        [interleaved] interleaved
        [concatenated] concatenated
       *[other] { $value }
    }

# Presenting: fullscreen and the keyboard help (web/src/shell/presenter.js).
fullscreen = Fullscreen
fullscreen-exit = Exit fullscreen
fullscreen-unavailable = Fullscreen is not available here ({ $reason }).
keyboard-summary = Keyboard
keyboard-note = Shortcuts work in fullscreen too, but not while a text box has the focus.
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
copy-done =
    { $what ->
        [link] Link copied.
        [embed] Embed code copied.
        [latex] LaTeX copied.
       *[other] Text copied.
    }
copy-fallback-label =
    Copying is not allowed here. Select this { $what ->
        [link] link
        [embed] embed code
        [latex] LaTeX
       *[other] text
    } and copy it ({ $keys } or { $mac }):
copy-fallback-announce =
    Copying is not allowed here: the { $what ->
        [link] link
        [embed] embed code
        [latex] LaTeX
       *[other] text
    } is in a text field, selected, ready to copy.
heatmap-row = row
heatmap-column = column
csv-column-header = { $label } { $index }

# The section frame (web/src/shell/section-driver.js).
section-kicker = Section { $index } of { $count }
render-error-stale = { $message } Still showing the result for the last values that worked.
section-start-failed = This section could not start: { $message }

# Shared pieces of the sections (web/src/kit/section-kit.js, a11y.js, charts.js).
field-still-using = { $message } Still using { $value }.
scroll-hint = { $hint } →
predict-check = Check
predict-reveal = Just show me
table-label = Data table
table-save-csv = Save table (CSV)
table-toggle =
    { $label } ({ $rows } { $count ->
        [one] row
       *[other] rows
    })
chart-tooltip = { $series }: { $value }
chart-save-png = Save chart (PNG)

# The heatmap (web/src/kit/heatmap.js). A section gives its own words for a count of rows or
# columns (rowsText, colsText); heatmap-count is the fallback.
heatmap-count =
    { $count ->
        [one] { $number } { $label }
       *[other] { $number } { $label }s
    }
heatmap-axis-single = { $label } { $first } (the only one)
heatmap-axis-x = { $label } { $first } → { $last } (left to right)
heatmap-axis-y = { $label } { $first } → { $last } (top to bottom)
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
heatmap-how-to-read = Hover over the map, or focus it and use the arrow keys, to read a value. { $rows } × { $cols }.
heatmap-cell = { $rowLabel } { $row }, { $colLabel } { $col }: { $value }
heatmap-scale-zero = orange below zero, white at zero, purple above
heatmap-scale-range = { $lowColour } at { $low }, { $midColour } at { $mid }, { $highColour } at { $high }
heatmap-label = { $title }: heatmap of { $rows } by { $cols }, colours from { $low } ({ $lowColour }) through { $mid } ({ $midColour }) to { $high } ({ $highColour }).
heatmap-caption = Colour scale: { $scale }. Values beyond { $low } … { $high } take the end colours.

# The shared controls (web/src/kit/controls.js).
control-decrease = Decrease { $label }
control-increase = Increase { $label }
control-slider = { $label } slider
control-describe = { $label } { $value }
control-still-using = Still using { $value }.
control-announce = { $label }: { $value }
control-slider-typed = { $value } (typed; the slider covers { $min } to { $max })
control-range = type { $min } to { $max }
control-range-above = type more than { $min }, up to { $max }
control-range-from = type at least { $min }, up to { $max }
control-head-dimension =
    { $count ->
        [one] { $number } dimension
       *[other] { $number } dimensions
    } per head: { $pairs ->
        [one] { $pairsNumber } rotated pair
       *[other] { $pairsNumber } rotated pairs
    }
control-head-dimension-odd =
    { $count ->
        [one] { $number } dimension
       *[other] { $number } dimensions
    } per head: { $pairs ->
        [one] { $pairsNumber } rotated pair
       *[other] { $pairsNumber } rotated pairs
    } and one left over (RoPE needs an even d)
control-width-one = 1 dimension: a lone sine, no sine–cosine pair
control-width =
    { $count ->
        [one] { $number } dimension
       *[other] { $number } dimensions
    }: { $pairs ->
        [one] { $pairsNumber } sine–cosine pair
       *[other] { $pairsNumber } sine–cosine pairs
    }
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
control-describe-n =
    { $count ->
        [one] { $number } position
       *[other] { $number } positions
    }
control-describe-base = base { $value }
control-describe-offset = positions start at { $value }
control-describe-pos = position { $value }
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
scheme-none-name = none (NoPE)
scheme-none-summary = NoPE (none)
scheme-none-wiring = none (NoPE) adds nothing: only the causal mask tells one position from another.
scheme-sinusoidal-name = sinusoidal
scheme-sinusoidal-summary = Sinusoidal
scheme-sinusoidal-wiring = sinusoidal adds the fixed table { $table } to each token vector once, at the input.
scheme-learned-name = learned
scheme-learned-summary = Learned absolute
scheme-learned-wiring = learned adds a trained row { $table } to each token vector once, at the input; rows past the training length are never trained.
scheme-rope-name = RoPE
scheme-rope-summary = RoPE (rotary)
scheme-rope-wiring = RoPE rotates the queries and keys of every head by their position, in every block.
scheme-alibi-name = ALiBi
scheme-alibi-summary = ALiBi
scheme-alibi-wiring = ALiBi adds { $bias } to every attention score, with a fixed slope { $slope } per head, in every block.
scheme-t5-name = T5 bias
scheme-t5-summary = T5 relative bias
scheme-t5-wiring = T5 bias adds a trained number per head and distance bucket to every attention score, one table shared by every block.

# A (sin, cos) pair on the unit circle (web/src/kit/unit-circle.js).
circle-angle = { $angle } rad
circle-angle-turns =
    { $angle } rad = { $sign }{ $turns ->
        [one] { $whole } turn
       *[other] { $whole } turns
    } { $op } { $rest } rad
circle-angle-turns-short =
    { $angle } rad = { $sign }{ $turns ->
        [one] { $whole } turn
       *[other] { $whole } turns
    } { $op } { $rest } rad (the arc is too short to draw)
circle-pos-label = pos { $pos }
circle-heading = Pair { $pair }: dimensions { $sin } (sin) and { $cos } (cos)
circle-caption = { $omega }; the point turns by { $product } = { $turn }.
circle-title = Pair { $pair } on the unit circle: the point for position { $from } (circle) at cos { $fromCos }, sin { $fromSin } turns by { $angle } radians to the point for position { $to } (square) at cos { $toCos }, sin { $toSin }.


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

