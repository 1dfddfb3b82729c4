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



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



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

