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
words-train-task = task
words-train-schemes = schemes (position schemes trained)
words-train-schemes-what = scheme ids
words-train-schemes-where = the boxes of "Train it yourself" list every scheme
words-train-trainlen = { $L } (longest trained question)
words-train-width = width ({ $d } of the trained model)
words-train-blocks = blocks
words-train-seeds = seeds (runs per scheme)
words-train-firstseed = first seed
words-train-steps = steps (per run)
words-train-tokenscale = { $key } (token vectors against position vectors)
words-train-positionScheme = scheme
train-intro = The sections so far computed each scheme exactly. What a scheme does to a trained model is a different question, and the only honest answer is an experiment. Here you can run one: a small Transformer learns a digit task under each position scheme, trained on short questions and tested on longer ones, in this page, by the same C++ core.
train-intro-model = The model: a decoder with causal attention, { $d } wide, { $heads } heads, 1 to { $maxBlocks } blocks, trained with AdamW (learning rate { $rate } reached over { $warmup } warm-up steps, { $batch } questions per step). The position scheme is the only thing that changes between its runs.
train-intro-task = The task: a question of { $n } digits, a separator, and the answer the model writes digit by digit. Reversing needs to know where each digit is; sorting needs little order information.
train-intro-test = Training sees questions of 1 to { $L } digits only. The test asks { $examples } fixed questions at every length from 1 to { $twoL } and counts a question right when every answer digit is.
train-intro-seeds = A seed fixes the starting weights and the training questions. The runs are paired: at one seed, every weight the schemes share (token vectors, attention, MLP, output) starts with the same numbers under all six schemes, and each scheme draws its own table (learned positions, T5’s biases) from a stream of its own, so two schemes at one seed differ only in how position enters. The same settings give the same numbers again, here and on any machine with this version of the page; different seeds can give very different ones, which is why each scheme runs with several.
train-intro-scale = Token and position vectors: each token vector starts as { $initial } times a standard normal number per entry. With “{ $timesSqrtD }” (the default, as in Vaswani et al. 2017, §3.4) it is multiplied by { $sqrtD } before a position vector is added, so at the start a sinusoidal position vector is about { $ratio } / { $sqrtD } times as long as a token vector ({ $ratio32 } times at { $d32 }); with “{ $timesOne }” it is added as drawn, and the position vector is about { $ratio } times as long whatever { $d } is. Switch it and run again to see what the scale alone does.
train-intro-margin =
    { $count ->
        [one] Two schemes differ here only by more than the margin: { $points } point (two standard errors of a share of { $examples } questions) or the spread of either scheme’s seeds, whichever is larger. Smaller differences are called ties.
       *[other] Two schemes differ here only by more than the margin: { $points } points (two standard errors of a share of { $examples } questions) or the spread of either scheme’s seeds, whichever is larger. Smaller differences are called ties.
    }
train-wiring-heading = How each scheme is wired
train-t5-buckets = T5’s buckets: { $buckets } per head and a maximum distance of { $maxDistance }, as in T5; this model never reads more than { $most } tokens ({ $longest } at { $atL }), so only the buckets of distances below that are ever used.
train-loss-heading = Training loss
train-accuracy-heading = Exact accuracy by length
train-examples-heading = One question, every scheme
train-table-heading = The learned table after training
train-setup-heading = Your experiment
train-task-label = task
train-task-reverse = reverse
train-task-copy = copy
train-task-sort = sort
train-task-reverse-hint = { $example }: needs to know where each digit is
train-task-sort-hint = { $example }: needs little order information
train-schemes-legend = position schemes
train-schemes-needed = An experiment needs at least one scheme: this one stays ticked.
train-trainlen-describe =
    { $L ->
        [1] trained on 1-digit questions, tested on 1 to { $tested } digits
       *[other] trained on 1 to { $trained } digits, tested on 1 to { $tested } digits
    }
train-width-label = { $d } (model width)
train-width-hint = { $heads } heads of { $each }
train-blocks-label = blocks
train-blocks-describe =
    { $count ->
        [one] { $blocks } block
       *[other] { $blocks } blocks
    }
train-seeds-label = seeds per scheme
train-seeds-describe =
    { $count ->
        [one] { $seeds } seed
       *[other] { $seeds } seeds
    }
train-firstseed-label = first seed
train-steps-label = steps per run
train-tokenscale-label = token vectors
train-scale-sqrt-d = { $factor } (the paper)
train-scale-1 = { $factor } (as drawn)
train-run = Run
train-run-again = Run again
train-pause = Pause
train-resume = Resume
train-reset = Reset
train-progress-label = training progress
train-percent = { $value }%
train-reset-announced = The experiment was reset.
train-plan =
    { $runs ->
        [one] { $runsShown } run
       *[other] { $runsShown } runs
    }: { $schemes ->
        [one] { $schemesShown } scheme
       *[other] { $schemesShown } schemes
    } × { $seeds ->
        [one] { $seedsShown } seed (seed { $firstSeed })
       *[other] { $seedsShown } seeds (seeds { $firstSeed }–{ $lastSeed })
    }, { $steps } steps each, task { $task }, { $L ->
        [1] trained on 1-digit questions
       *[other] trained on 1 to { $trained } digits
    }, { $d }, { $blocks ->
        [one] { $blocksShown } block
       *[other] { $blocksShown } blocks
    }, token vectors { $scale }
train-plan-line = Run trains { $plan }.
train-stale = The results below are for { $plan }. The settings have changed since: press Run again for theirs.
train-status-idle = Nothing has been trained yet: press Run.
train-status-starting = Starting…
train-status-failed = The run stopped.
train-status-paused = Paused.
train-status-lost =
    { $count ->
        [one] { $workers } worker thread stopped answering; its runs train again from the start on the page’s own thread.
       *[other] { $workers } worker threads stopped answering; their runs train again from the start on the page’s own thread.
    }
train-status-done-workers =
    { $runs ->
        [one] Done: { $runsShown } run trained on { $threads ->
            [one] { $threadsShown } worker thread
           *[other] { $threadsShown } worker threads
        } and tested at lengths 1 to { $longest }.
       *[other] Done: { $runsShown } runs trained on { $threads ->
            [one] { $threadsShown } worker thread
           *[other] { $threadsShown } worker threads
        } and tested at lengths 1 to { $longest }.
    }
train-status-done-page =
    { $runs ->
        [one] Done: { $runsShown } run trained on the page’s own thread, in short slices (no worker could start here) and tested at lengths 1 to { $longest }.
       *[other] Done: { $runsShown } runs trained on the page’s own thread, in short slices (no worker could start here) and tested at lengths 1 to { $longest }.
    }
train-status-training-workers =
    { $threads ->
        [one] Training on { $threadsShown } worker thread: { $trained } of { $total } steps.
       *[other] Training on { $threadsShown } worker threads: { $trained } of { $total } steps.
    }
train-status-training-page = Training on the page’s own thread, in short slices (no worker could start here): { $trained } of { $total } steps.
train-status-testing-workers =
    { $threads ->
        [one] Testing on { $threadsShown } worker thread: { $tested } of { $runs ->
            [one] { $runsShown } run
           *[other] { $runsShown } runs
        } tested on { $examples } questions at each length.
       *[other] Testing on { $threadsShown } worker threads: { $tested } of { $runs ->
            [one] { $runsShown } run
           *[other] { $runsShown } runs
        } tested on { $examples } questions at each length.
    }
train-status-testing-page =
    { $runs ->
        [one] Testing on the page’s own thread, in short slices (no worker could start here): { $tested } of { $runsShown } run tested on { $examples } questions at each length.
       *[other] Testing on the page’s own thread, in short slices (no worker could start here): { $tested } of { $runsShown } runs tested on { $examples } questions at each length.
    }
train-failed = The lab could not finish: { $reason }
train-failed-unknown = The lab could not finish: unknown error
train-sentences = { $first } { $second }
train-list-last = { $first } and { $last }
train-list-next = { $first }, { $rest }
train-named = { $scheme } { $share }
train-compared-within-tie =
    { $count ->
        [one] Within them, no two schemes differ by more than the margin ({ $points } point or the seeds' spread): call it a tie.
       *[other] Within them, no two schemes differ by more than the margin ({ $points } points or the seeds' spread): call it a tie.
    }
train-compared-within-lead =
    { $count ->
        [one] Within them, { $best } is ahead of every other scheme by more than the margin ({ $points } point or the seeds' spread).
       *[other] Within them, { $best } is ahead of every other scheme by more than the margin ({ $points } points or the seeds' spread).
    }
train-compared-within-split =
    { $behindCount ->
        [one] Within them, { $level } are within the margin of the best ({ $best }), and { $behind } falls short of it by more than the margin ({ $count ->
            [one] { $points } point
           *[other] { $points } points
        } or the seeds' spread).
       *[other] Within them, { $level } are within the margin of the best ({ $best }), and { $behind } fall short of it by more than the margin ({ $count ->
            [one] { $points } point
           *[other] { $points } points
        } or the seeds' spread).
    }
train-compared-one-tie =
    { $count ->
        [one] At length 1, no two schemes differ by more than the margin ({ $points } point or the seeds' spread): call it a tie.
       *[other] At length 1, no two schemes differ by more than the margin ({ $points } points or the seeds' spread): call it a tie.
    }
train-compared-one-lead =
    { $count ->
        [one] At length 1, { $best } is ahead of every other scheme by more than the margin ({ $points } point or the seeds' spread).
       *[other] At length 1, { $best } is ahead of every other scheme by more than the margin ({ $points } points or the seeds' spread).
    }
train-compared-one-split =
    { $behindCount ->
        [one] At length 1, { $level } are within the margin of the best ({ $best }), and { $behind } falls short of it by more than the margin ({ $count ->
            [one] { $points } point
           *[other] { $points } points
        } or the seeds' spread).
       *[other] At length 1, { $level } are within the margin of the best ({ $best }), and { $behind } fall short of it by more than the margin ({ $count ->
            [one] { $points } point
           *[other] { $points } points
        } or the seeds' spread).
    }
train-compared-past-tie =
    { $count ->
        [one] Past them, no two schemes differ by more than the margin ({ $points } point or the seeds' spread): call it a tie.
       *[other] Past them, no two schemes differ by more than the margin ({ $points } points or the seeds' spread): call it a tie.
    }
train-compared-past-lead =
    { $count ->
        [one] Past them, { $best } is ahead of every other scheme by more than the margin ({ $points } point or the seeds' spread).
       *[other] Past them, { $best } is ahead of every other scheme by more than the margin ({ $points } points or the seeds' spread).
    }
train-compared-past-split =
    { $behindCount ->
        [one] Past them, { $level } are within the margin of the best ({ $best }), and { $behind } falls short of it by more than the margin ({ $count ->
            [one] { $points } point
           *[other] { $points } points
        } or the seeds' spread).
       *[other] Past them, { $level } are within the margin of the best ({ $best }), and { $behind } fall short of it by more than the margin ({ $count ->
            [one] { $points } point
           *[other] { $points } points
        } or the seeds' spread).
    }
train-within-one =
    { $seeds ->
        [one] At the trained length (length 1), exact accuracy: { $list }.
       *[other] At the trained length (length 1), exact accuracy averaged over the seeds: { $list }.
    }
train-within =
    { $seeds ->
        [one] Within the trained lengths (lengths { $first }–{ $last }), exact accuracy averaged over those lengths: { $list }.
       *[other] Within the trained lengths (lengths { $first }–{ $last }), exact accuracy averaged over those lengths and seeds: { $list }.
    }
train-beyond-zero =
    { $seeds ->
        [one] Past the trained lengths ({ $lengths ->
            [one] length { $first }
           *[other] lengths { $first }–{ $last }
        }) every scheme's exact accuracy rounds to 0% at every length.
       *[other] Past the trained lengths ({ $lengths ->
            [one] length { $first }
           *[other] lengths { $first }–{ $last }
        }) every scheme's exact accuracy, averaged over the seeds, rounds to 0% at every length.
    }
train-beyond =
    { $lengths ->
        [one] Past them (length { $first }, never seen in training), averaged the same way: { $list }.
       *[other] Past them (lengths { $first }–{ $last }, never seen in training), averaged the same way: { $list }.
    }
train-beyond-widest = At length { $length }, where the lead was widest, { $best } got { $share } exactly right, more than the margin above { $list }.
train-beyond-no-widest = At no single length past them do two schemes differ by more than the margin.
train-beyond-collapse =
    { $schemes ->
        [one]
            { $seeds ->
                [one] From length { $length } on, it got no question right (0%).
               *[other] From length { $length } on, it got no question right (0% on average over the seeds).
            }
       *[other]
            { $seeds ->
                [one] From length { $length } on, every scheme got no question right (0%).
               *[other] From length { $length } on, every scheme got no question right (0% on average over the seeds).
            }
    }
train-seeds-one = Each scheme ran with one seed. Seeds of the same scheme can differ by tens of points at one length, so run several before reading much into a difference.
train-seeds-part = { $scheme } from { $low } to { $high } exact at length { $length }
train-seeds-disagree = The seeds disagree: { $list }. With seeds this far apart, one run of such a scheme says little: compare the bands in the chart, not only the means.
train-seeds-disagree-more =
    { $more ->
        [one] The seeds disagree: { $list }, and { $moreShown } more scheme by { $points } points or more. With seeds this far apart, one run of such a scheme says little: compare the bands in the chart, not only the means.
       *[other] The seeds disagree: { $list }, and { $moreShown } more schemes by { $points } points or more. With seeds this far apart, one run of such a scheme says little: compare the bands in the chart, not only the means.
    }
train-seeds-agreed =
    { $count ->
        [one] The { $seedsShown } seeds of each scheme agreed within { $points } point at every length.
       *[other] The { $seedsShown } seeds of each scheme agreed within { $points } points at every length.
    }
train-conclusion-scope =
    { $seeds ->
        [one] This is one small experiment: a { $blocks }-block decoder of width { $d } trained { $steps } steps on { $task }, scored by teacher-forced exact accuracy (every answer digit right, given the right digits before it) on { $examples } questions a length, with one seed per scheme. It can show what these schemes did here; it cannot rank them for large models, for language, or for other tasks, steps or seeds.
       *[other] This is one small experiment: a { $blocks }-block decoder of width { $d } trained { $steps } steps on { $task }, scored by teacher-forced exact accuracy (every answer digit right, given the right digits before it) on { $examples } questions a length, with { $seedsShown } seeds per scheme. It can show what these schemes did here; it cannot rank them for large models, for language, or for other tasks, steps or seeds.
    }
train-conclusion-nope-below = Inside the trained lengths NoPE got { $share }, more than the margin below { $best } ({ $bestShare }): here the causal mask alone gave the model less of the order than an encoding did. Haviv et al. 2022 found that causal language models without an encoding still learn position; a { $blocks }-block model in { $steps } steps learned only part of it.
train-conclusion-nope-level = Inside the trained lengths NoPE got { $share }, within the margin of { $best } ({ $bestShare }): the causal mask alone was enough here, as Haviv et al. 2022 found for causal language models without an encoding.
train-conclusion-past-failed = Past the trained lengths every scheme failed (0% exact). That agrees with Ruoss et al. 2023, who found that standard encodings mostly fail to length-generalise on algorithmic tasks (randomised positions helped there; this lab has none).
train-conclusion-past-failed-from = Past the trained lengths every scheme failed (0% exact from length { $length }). That agrees with Ruoss et al. 2023, who found that standard encodings mostly fail to length-generalise on algorithmic tasks (randomised positions helped there; this lab has none).
train-conclusion-past-best = Past the trained lengths the best was { $best } at { $share }. Ruoss et al. 2023 found that standard encodings mostly fail to length-generalise on algorithmic tasks; a few points past the training length is not generalisation.
train-conclusion-past-best-from = Past the trained lengths the best was { $best } at { $share }, and every scheme reached 0% from length { $length }. Ruoss et al. 2023 found that standard encodings mostly fail to length-generalise on algorithmic tasks; a few points past the training length is not generalisation.
train-conclusion-nope-past-level = NoPE got { $share } past the trained lengths, within the margin of the best ({ $best }, { $bestShare }). Kazemnejad et al. 2023 found that among decoder-only models no encoding length-generalised best on their tasks; their models were larger and trained far longer, so a small run that disagrees does not contradict them, and one that agrees does not confirm them.
train-conclusion-nope-past-below = NoPE got { $share } past the trained lengths, more than the margin below the best ({ $best }, { $bestShare }). Kazemnejad et al. 2023 found that among decoder-only models no encoding length-generalised best on their tasks; their models were larger and trained far longer, so a small run that disagrees does not contradict them, and one that agrees does not confirm them.
train-conclusion-alibi = ALiBi got { $share } past the trained lengths. Press et al. 2022 showed that ALiBi keeps perplexity flat past the training length; that is not the same as using the far context, and exact answers to longer questions need all of it.
train-about-seconds =
    { $count ->
        [one] about { $seconds } second
       *[other] about { $seconds } seconds
    }
train-about-minutes =
    { $count ->
        [one] about { $minutes } minute
       *[other] about { $minutes } minutes
    }
train-about-hours =
    { $hours ->
        [one] about { $hoursShown } hour { $minutes ->
            [one] { $minutesShown } minute
           *[other] { $minutesShown } minutes
        }
       *[other] about { $hoursShown } hours { $minutes ->
            [one] { $minutesShown } minute
           *[other] { $minutesShown } minutes
        }
    }
train-estimate-workers =
    { $threads ->
        [one] On this machine Run should take { $duration } on { $threadsShown } worker thread (timed from { $steps ->
            [one] { $stepsShown } training step
           *[other] { $stepsShown } training steps
        } and { $questions ->
            [one] { $questionsShown } test question
           *[other] { $questionsShown } test questions
        } just now; other work on the machine changes it).
       *[other] On this machine Run should take { $duration } on { $threadsShown } worker threads (timed from { $steps ->
            [one] { $stepsShown } training step
           *[other] { $stepsShown } training steps
        } and { $questions ->
            [one] { $questionsShown } test question
           *[other] { $questionsShown } test questions
        } just now; other work on the machine changes it).
    }
train-estimate-page =
    On this machine Run should take { $duration } on the page’s own thread (timed from { $steps ->
        [one] { $stepsShown } training step
       *[other] { $stepsShown } training steps
    } and { $questions ->
        [one] { $questionsShown } test question
       *[other] { $questionsShown } test questions
    } just now; other work on the machine changes it).
train-estimate-timing = Timing a few training steps to say how long Run will take on this machine…
train-estimate-failed = How long Run will take could not be timed: { $reason }
train-band-lowest = { $series } lowest seed
train-band-highest = { $series } highest seed
train-accuracy-x = question length (digits)
train-accuracy-y = questions exactly right (%)
train-loss-x = training step
train-loss-y = loss (nats, log scale)
train-series-mean =
    { $count ->
        [one] { $scheme } (mean of { $seeds } seed)
       *[other] { $scheme } (mean of { $seeds } seeds)
    }
train-loss-latest = { $scheme } { $loss } at step { $step }
train-loss-latest-next = { $first }; { $rest }
train-loss-summary =
    { $count ->
        [one]
            { $seeds ->
                [one] Each point is the mean loss of { $steps } step. Latest: { $latest }.
               *[other] Each point is the mean loss of { $steps } step, averaged over the seeds (the band spans the lowest and highest seed). Latest: { $latest }.
            }
       *[other]
            { $seeds ->
                [one] Each point is the mean loss of { $steps } steps. Latest: { $latest }.
               *[other] Each point is the mean loss of { $steps } steps, averaged over the seeds (the band spans the lowest and highest seed). Latest: { $latest }.
            }
    }
train-loss-none = No steps yet.
train-column-step = step
train-column-length = length
train-loss-table-label = Training loss data
train-trained-line = longest trained length ({ $L })
train-accuracy-summary =
    { $count ->
        [one] Questions exactly right at each length 1–{ $longest } for { $schemes } scheme, trained on lengths 1–{ $L } (the dashed line). The table gives every value; what they show is under "{ $heading }".
       *[other] Questions exactly right at each length 1–{ $longest } for { $schemes } schemes, trained on lengths 1–{ $L } (the dashed line). The table gives every value; what they show is under "{ $heading }".
    }
train-length-never-trained = { $length } (never trained)
train-accuracy-cell = { $mean } (seeds { $seeds })
train-accuracy-caption =
    { $seeds ->
        [one] Questions exactly right out of { $examples } at each length.
       *[other] Questions exactly right out of { $examples } at each length, mean over the seeds and each seed.
    }
train-accuracy-table-label = Exact accuracy data
train-accuracy-x-trained = question length (digits); trained on 1–{ $L }
train-question-error = question must be 1 to { $longest } digits (0-9, spaces allowed); got "{ $text }"
train-predictions-caption = Seed { $seed } of each scheme, greedy decoding: each answer digit is the model's top choice after the digits before it.
train-predictions-scheme = scheme
train-predictions-question = question
train-predictions-expected = right answer
train-predictions-wrote = the model wrote
train-predictions-verdict = verdict
train-verdict-right = ✓ right
train-verdict-wrong =
    { $count ->
        [one] ✗ wrong: { $wrong } of { $digits } digit wrong
       *[other] ✗ wrong: { $wrong } of { $digits } digits wrong
    }
train-attention-note = Where each position looks, in head { $head } of block { $block } (the last), for seed { $seed }. Rows are the position reading, columns the positions it reads (only earlier ones: the mask is causal); each row sums to 1. The input is the question, { $sep } and the right answer but its last digit: the model is scored on the positions from { $sep } on.
train-attention-title = { $scheme }: attention, head { $head }, block { $block }
train-attention-rows = reading position
train-attention-cols = read position
train-attention-cell = position { $row } ({ $rowToken }) reads position { $col } ({ $colToken }) with weight { $weight }
train-table-tick = Tick "{ $learned }" and run again to see the table it learns.
train-table-note =
    { $count ->
        [one] The learned run's position table (seed { $seed }) has { $rows } rows of { $d }: one per position the model can read. Training questions of up to { $digits } digit fill positions 0–{ $lastTrained } only, so rows { $firstUntrained }–{ $lastRow } never received a gradient: they are their random starting values, shrunk a little by weight decay. The test's longer questions read them anyway. The sinusoidal table beside it is the formula, the same at every row.
       *[other] The learned run's position table (seed { $seed }) has { $rows } rows of { $d }: one per position the model can read. Training questions of up to { $digits } digits fill positions 0–{ $lastTrained } only, so rows { $firstUntrained }–{ $lastRow } never received a gradient: they are their random starting values, shrunk a little by weight decay. The test's longer questions read them anyway. The sinusoidal table beside it is the formula, the same at every row.
    }
train-map-learned-trained = learned table, rows 0–{ $last } (trained)
train-map-learned-untrained = learned table, rows { $first }–{ $last } (never trained)
train-map-sinusoidal = sinusoidal table, rows 0–{ $last }
train-axis-position = position
train-axis-dimension = dimension
train-map-learned-cosine = cosine similarity of the learned rows
train-map-sinusoidal-cosine = cosine similarity of the sinusoidal rows
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
train-question-hint = Up to { $twoL } digits; more than { $L } is a length never trained on.
train-head-label = head
train-table-empty = After a run that includes "{ $learned }", its table appears here.
train-error-no-run = the lab has no run { $key }
train-error-no-operation = the lab has no operation { $op }
train-error-closed = the lab was closed
train-error-worker-late = the training worker did not start in time
train-error-worker-load = the training worker could not be loaded
train-error-worker-unreadable = a message from the training worker was unreadable
train-error-worker-stopped = the training worker has stopped
train-error-worker-lost = the training worker stopped answering (no reply to "{ $op }" within { $seconds } s)
train-error-budget = one run of this model does not fit the memory a core keeps for trainers ({ $reason }); take fewer seeds or schemes, a smaller { $d }, fewer blocks or a shorter { $L }
train-error-no-finished-run = the lab has no finished run { $key } to ask
train-error-no-tensor = the lab has no tensor { $name } of a finished run { $key }



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

