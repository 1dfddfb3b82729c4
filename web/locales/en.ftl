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



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# The section's narration and the set's settings (practice.js, setup.js, keep.js, set-view.js)
practice-intro-seed = Practise on numbers of your own. The questions come from a seed: the same seed gives the same questions on every machine, so a set can be shared by its link, and "New set" gives new numbers.
practice-intro-answers = Type a number ({ $example }, or 0,25 with a decimal comma) or an expression such as { $power }, { $half } or { $fraction }. An answer that cannot be read is "not understood" and is not counted as wrong. A wrong answer that matches a known mistake names it and links to the part of the lesson that explains it.
practice-your-set = Your set
practice-score-counts = Your score counts the questions you answer right yourself. A question whose answer you have seen (by Show the answer, by the worked steps, or after your last attempt) counts as not right, and stays so when the set is opened again.
practice-attempts-rule =
    { $attempts ->
        [0] Each question takes as many checked answers as you need.
        [one] Each question takes one checked answer: if it is wrong, its answer is shown and the question counts as not right. An answer that cannot be read uses no attempt.
       *[other] Each question takes at most { $shown } checked answers: once { $shown } are wrong, its answer is shown and the question counts as not right. An answer that cannot be read uses no attempt.
    }
practice-fixed-set =
    { $count ->
        [one] This set was given to you as it is: { $shown } question from seed { $seed }, passed with at least { $pass } % of them right.
       *[other] This set was given to you as it is: { $shown } questions from seed { $seed }, passed with at least { $pass } % of them right.
    }
practice-fixed-kinds-all = Kinds of question: every kind in the lesson.
practice-fixed-kinds = Kinds of question: { $titles }.
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
practice-new-set-announce = New set: seed { $seed }.
practice-cap-note = n is { $n } (set in another section, where it counts positions); a practice set has at most { $max } questions, so this one has { $max }.
practice-question-heading = Question { $number } of { $count }
practice-score = Score: { $score }
practice-score-open =
    { $open ->
        [one] { $raw } of { $max } right; { $shown } question is still open.
       *[other] { $raw } of { $max } right; { $shown } questions are still open.
    }
practice-score-passed = { $raw } of { $max } right: passed (the pass mark is { $pass } %).
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
practice-answer-form = Type a number such as { $example } (decimal sign “{ $sign }”), or an expression such as { $expression }.
practice-check = Check
practice-give-up = Show the answer
practice-show-steps = Show the worked steps
practice-steps-title = Worked steps
practice-answer-line = The answer: { $answer }, marked { $tolerance }.
practice-shown-give-up-head = Given up.
practice-shown-give-up = The answer is { $answer }; the steps are below. This question counts as not right.
practice-shown-steps-head = Answer shown.
practice-shown-steps = The worked steps give the answer, { $answer }, so this question now counts as not right.
practice-shown-attempts-head = No attempts left.
practice-shown-attempts =
    { $attempts ->
        [one] That was the last of { $shown } attempt: the answer is { $answer }, and the steps are below. This question counts as not right.
       *[other] That was the last of { $shown } attempts: the answer is { $answer }, and the steps are below. This question counts as not right.
    }
practice-attempts-left =
    { $left ->
        [one] You have { $shown } attempt left at this question.
       *[other] You have { $shown } attempts left at this question.
    }
practice-too-long = The answer is longer than { $bytes } bytes, the most this box takes. Type one number or a short expression.
practice-right = Right.
practice-right-read = Read as { $readAs }; the answer is { $answer }.
practice-not-understood = Not understood.
practice-not-understood-colon = Not understood:
practice-nothing-marked = { $message } Nothing was marked.
practice-nothing-marked-read = { $message } It was read as “{ $readAs }”. Nothing was marked.
practice-not-right = Not right.
practice-read-as = Your answer was read as { $readAs }.
practice-mistake-lead = It matches a known mistake: { $name }. { $explanation }
practice-mistake-close = Close, but not counted: { $name }. { $explanation }
practice-read-about = Read about it in { $section }.
practice-new-tab = { $title } (opens in a new tab)
practice-try-title = Try one
practice-try-intro = A question on this section with numbers of its own. Type a number ({ $example } or 0,25) or an expression such as { $power } or { $half }.
practice-try-another = Another question
practice-try-full-set = A full practice set on { $section } →
practice-try-heading = Question

# The exercises' words (words.js): each kind's name and question (the numbers are the core's),
# the worked steps, the mistakes and the tolerance
practice-ordinal =
    { $count ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }
practice-base = base { $base }
practice-question = { $question } Give the answer { $tolerance }.
practice-question-unknown = An exercise of kind { $kind }. Give the answer { $tolerance }.
practice-tolerance-significant = to { $figures } significant figures
practice-tolerance-exact = exactly (a whole number)
practice-tolerance-within = to within { $tolerance }
practice-kind-pe-exponent-name = The exponent of a dimension
practice-kind-pe-exponent-question = In the sinusoidal encoding with d = { $dModel } (interleaved: dimension 2i holds sin, 2i + 1 holds cos of pair i; dimensions count from 0), dimension j = { $dim } divides the position by base^e. What is the exponent e?
practice-kind-pe-denominator-name = The denominator of a dimension
practice-kind-pe-denominator-question = A model with d = { $dModel } and a context of { $maxLen } positions uses the sinusoidal encoding with { $baseWords } (interleaved, dimensions from 0). What is the denominator base^e of dimension j = { $dim }?
practice-kind-pe-angle-name = The angle of PE(pos, j)
practice-kind-pe-angle-question = A model with d = { $dModel } and a context of { $maxLen } positions uses the sinusoidal encoding with { $baseWords } (interleaved, dimensions from 0). The { $token } token of a sentence sits at position pos = { $pos }, since positions count from 0. What is the angle, in radians, of dimension j = { $dim } at that token?
practice-kind-pe-value-name = The value of PE(pos, j)
practice-kind-pe-value-question = A model with d = { $dModel } and a context of { $maxLen } positions uses the sinusoidal encoding with { $baseWords } (interleaved, dimensions from 0). The { $token } token of a sentence sits at position pos = { $pos }, since positions count from 0. What is PE(pos, { $dim }), the value of dimension j = { $dim } at that token? Keep the angle to at least { $angleDecimals } decimal places before you take its sine or cosine.
practice-kind-wavelength-name = The wavelength of a pair
practice-kind-wavelength-question = In the sinusoidal encoding with d = { $dModel } and { $baseWords }, pairs count from 0. What is the wavelength of pair i = { $pair }: how many positions does its angle take to go once round the circle?
practice-kind-pair-interleaved-name = Which pair holds a dimension (interleaved)
practice-kind-pair-interleaved-question = In the interleaved layout (dimension 2i holds sin, 2i + 1 holds cos of pair i) with d = { $dModel }, dimensions and pairs count from 0. Which pair i does dimension j = { $dim } belong to?
practice-kind-pair-concatenated-name = Which pair holds a dimension (concatenated)
practice-kind-pair-concatenated-question = In the concatenated layout (tensor2tensor: the sines of every pair first, then the cosines) with d = { $dModel }, dimensions and pairs count from 0. Which pair i does dimension j = { $dim } belong to?
practice-kind-shift-entry-name = An entry of the shift matrix M_k
practice-kind-shift-entry-question = PE(pos + k) = M_k PE(pos) for the sinusoidal encoding with d = { $dModel } and { $baseWords } (interleaved; the block of pair i acts on (sin, cos) of that pair). For k = { $k }, what is the entry of M_k in row { $row }, column { $col } (rows and columns count from 0)?
practice-kind-dot-product-name = PE(p) · PE(p + k)
practice-kind-dot-product-question = For the sinusoidal encoding with d = { $dModel } and { $baseWords } (angles in radians), what is the dot product PE({ $pos }) · PE({ $posK }), the encodings of positions { $pos } and { $posK }?
practice-kind-rope-rotation-name = A RoPE rotation of one pair
practice-kind-rope-rotation-question = RoPE with head dimension d = { $dModel } and { $baseWords } turns pair i of a vector by the angle pos · w_i, w_i = base^(-2i/d), anticlockwise. Pair i = { $pair } of a query holds (x0, x1) = ({ $x0 }, { $x1 }). At position pos = { $pos }, what is the { $coordinate ->
        [first] first coordinate x0′
       *[second] second coordinate x1′
    } of the rotated pair?
practice-kind-alibi-slope-name = The ALiBi slope of a head
practice-kind-alibi-slope-question = A model with ALiBi has H = { $heads } heads, numbered h = 1 to { $heads } in the order the reference code lists their slopes. What is the slope m of head h = { $head }?
practice-kind-t5-bucket-name = The T5 bucket of an offset
practice-kind-t5-bucket-question = T5's relative attention bias (bidirectional, { $numBuckets } buckets, max distance { $maxDistance }) puts the offset key − query into a bucket. Query position { $query } attends to key position { $key }. Which bucket does the offset fall in?
practice-kind-pi-frequency-name = A frequency under position interpolation
practice-kind-pi-frequency-question = A RoPE model with head dimension d = { $dModel } and { $baseWords } is stretched to { $scale } times its training length by position interpolation (PI). What is the new angular frequency w_i′ of pair i = { $pair }, in radians per position?
practice-kind-ntk-frequency-name = A frequency under NTK-aware scaling
practice-kind-ntk-frequency-question = A RoPE model with head dimension d = { $dModel } and { $baseWords } is stretched to { $scale } times its training length by NTK-aware scaling. What is the new angular frequency w_i′ of pair i = { $pair }, in radians per position?
practice-kind-fairseq-row-name = fairseq's table row for a token
practice-kind-fairseq-row-question = fairseq's sinusoidal positional embedding keeps row 1 for padding (padding_idx = 1). For the { $token } token of a sentence (no padding before it), which row of fairseq's table is read?
practice-step = { $name }: { $value }
practice-step-pair = pair i
practice-step-isSine = sine (1) or cosine (0)
practice-step-exponent = exponent e = 2i/d
practice-step-denominator = denominator base^e
practice-step-omega = angular frequency w_i (radians per position)
practice-step-angle = angle (radians)
practice-step-angle-of-pair = angle of pair { $pair }, w_i k (radians)
practice-step-value = value
practice-step-wavelength = wavelength 2π/w_i (positions)
practice-step-cos = cos of the angle
practice-step-sin = sin of the angle
practice-step-powerOfTwo = largest power of two n ≤ H
practice-step-slope = slope m
practice-step-offset = offset key − query
practice-step-distance = distance n = |key − query|
practice-step-bucket = bucket
practice-step-omegaNew = new angular frequency w_i′
practice-step-newBase = new base (base · s^(d/(d − 2)))
practice-step-pos = position from 0
practice-step-paddingRow = padding row (padding_idx)
practice-step-firstRow = row of the first token (padding_idx + 1)
practice-step-row = row
practice-step-t5-exactBuckets = exact buckets of a direction, one for each distance below { $exactBuckets }: { $exactBuckets }
practice-step-t5-logPart = the distance { $distance } is at least { $exactBuckets }, so its bucket grows with its log: log(n/{ $exactBuckets }) / log({ $maxDistance }/{ $exactBuckets }) · { $exactBuckets } = log({ $distance }/{ $exactBuckets }) / log({ $maxDistance }/{ $exactBuckets }) · { $exactBuckets } = { $logPart }
practice-step-t5-logBucket = { $exactBuckets } + ⌊{ $logPart }⌋ = { $logBucket }
practice-step-t5-lastBucket = last bucket of a direction: { $lastBucket }
practice-step-t5-sideBucket-capped = { $logBucket } is past the last bucket, so the bucket within this direction is capped at { $lastBucket }: { $sideBucket }
practice-step-t5-sideBucket = { $logBucket } is not past the last bucket { $lastBucket }, so the bucket within this direction is { $sideBucket }
practice-step-t5-sideStart-after = the key comes after the query (the upper half of the buckets), so this direction's first bucket is { $sideStart }
practice-step-t5-sideStart-before = the key comes before the query (the lower half of the buckets), so this direction's first bucket is { $sideStart }
practice-step-t5-bucket = bucket: { $sideBucket } + { $sideStart } = { $bucket }
practice-step-alibi-slopeCount-first = head h = { $head } is one of the first n = { $powerOfTwo } heads, so its slope is in the list 2^(−8k/n) for k = 1 to n: n = { $slopeCount }
practice-step-alibi-slopeCount-after = head h = { $head } comes after the first n = { $powerOfTwo } heads, so its slope is in the list for 2n heads, 2^(−8k/(2n)) for k = 1 to 2n: 2n = { $slopeCount }
practice-step-alibi-slopeNumber-first = its place k in that list is h = { $slopeNumber }
practice-step-alibi-slopeNumber-after = its place k in that list is the odd number 2(h − n) − 1 = 2({ $head } − { $powerOfTwo }) − 1 = { $slopeNumber }
practice-step-alibi-slope = slope m = 2^(−8·{ $slopeNumber }/{ $slopeCount }) = { $slope }

# The mistakes a wrong answer can match (words.js)
practice-mistake-dimension-as-pair-name = The dimension index used as the pair index
practice-mistake-dimension-as-pair-explanation = The exponent is 2i/d with i the PAIR (i = floor(j/2) in the interleaved layout), not the dimension j: dimensions 2i and 2i + 1 share one frequency.
practice-mistake-missing-two-name = base^(i/d) instead of base^(2i/d)
practice-mistake-missing-two-explanation = The exponent is 2i/d: i counts pairs, and each pair spans two dimensions.
practice-mistake-one-based-pair-name = Pairs counted from 1
practice-mistake-one-based-pair-explanation = Pairs count from 0: pair 0 has exponent 0 and turns one radian per position.
practice-mistake-concatenated-layout-name = The concatenated layout where the interleaved one is meant
practice-mistake-concatenated-layout-explanation = Interleaved (the paper): dimension 2i is the sine and 2i + 1 the cosine of pair i. Concatenated (tensor2tensor) puts all sines first, then all cosines.
practice-mistake-interleaved-layout-name = The interleaved layout where the concatenated one is meant
practice-mistake-interleaved-layout-explanation = Concatenated (tensor2tensor): the first half of the dimensions are the sines of pairs 0, 1, ..., the second half their cosines, so the pair is j or j − d/2.
practice-mistake-base-as-max-length-name = The base read as the maximum length
practice-mistake-base-as-max-length-explanation = The base (10,000 in the paper) is a fixed constant of the formula, not the model's context length.
practice-mistake-degrees-for-radians-name = Degrees for radians
practice-mistake-degrees-for-radians-explanation = Your answer is what the angle gives when it is read as degrees. The angles here are in radians: set the calculator to radians, and leave the angle unconverted.
practice-mistake-dimension-exponent-name = base^(j/d) instead of base^(2i/d)
practice-mistake-dimension-exponent-explanation = Your answer puts the dimension j over d in the exponent. The exponent is 2i/d with i = floor(j/2) the pair: at an odd j, j/d gives the cosine a slower frequency than its own sine, and the pair no longer turns together.
practice-mistake-angle-rounded-early-name = The angle rounded before its sine or cosine
practice-mistake-angle-rounded-early-explanation = Your answer is the sine or cosine of a rounded angle. A large angle written to a few significant figures loses its decimals (12.35 for 12.3456), and its sine or cosine moves with them: keep as many decimals of the angle as the question asks, and round only the last result.
practice-mistake-too-few-figures-name = Right, but to fewer figures than asked
practice-mistake-too-few-figures-explanation = Your answer agrees with the right one as far as it goes, but it has fewer figures than the question asks for. Keep every figure it asks for, and round only at the end.
practice-mistake-one-based-position-name = Positions counted from 1
practice-mistake-one-based-position-explanation = The first token is at position 0 here, so the n-th token is at position n − 1.
practice-mistake-sin-cos-swapped-name = Sine and cosine swapped
practice-mistake-sin-cos-swapped-explanation = Even dimensions (and the first of a pair) take the sine, odd ones the cosine.
practice-mistake-no-two-pi-name = The wavelength without 2π
practice-mistake-no-two-pi-explanation = A full turn is 2π radians: the wavelength is 2π/w_i = 2π · base^(2i/d), not base^(2i/d).
practice-mistake-transposed-block-name = The block transposed
practice-mistake-transposed-block-explanation = Acting on (sin, cos), pair i's block of M_k is [[cos, sin], [−sin, cos]] of w_i k: +sin above the diagonal, −sin below.
practice-mistake-no-shift-name = PE(p) · PE(p) instead of PE(p) · PE(p + k)
practice-mistake-no-shift-explanation = d/2 is the dot product of an encoding with itself (k = 0); the offset k turns each pair by w_i k.
practice-mistake-rotated-wrong-way-name = Rotated the wrong way
practice-mistake-rotated-wrong-way-explanation = RoPE turns anticlockwise: x0' = x0 cos θ − x1 sin θ, x1' = x0 sin θ + x1 cos θ.
practice-mistake-power-of-two-rule-name = The power-of-two rule applied to H that is not a power of two
practice-mistake-power-of-two-rule-explanation = m_h = 2^(−8h/H) holds only when H is a power of two. Otherwise take the n slopes of the largest power of two n below H, then the odd-numbered slopes of 2n.
practice-mistake-zero-based-head-name = Heads counted from 0
practice-mistake-zero-based-head-explanation = Heads are numbered from h = 1 here: head 1 has the first slope of the list.
practice-mistake-sorted-slopes-name = The slopes sorted from largest to smallest
practice-mistake-sorted-slopes-explanation = When H is not a power of two, the extra heads come after the first n, and their slopes fall between the first ones: the list is not in decreasing order.
practice-mistake-offset-sign-name = The offset with the wrong sign
practice-mistake-offset-sign-explanation = The offset is key − query: a key after the query is a positive offset, in the upper half of the buckets.
practice-mistake-no-half-split-name = All buckets for one direction
practice-mistake-no-half-split-explanation = Bidirectional T5 splits the buckets in two halves, one per direction: 16 each of 32, 8 of them exact.
practice-mistake-all-exact-name = Every bucket taken as exact
practice-mistake-all-exact-explanation = Only small offsets get a bucket each; from there on the buckets grow logarithmically up to the max distance.
practice-mistake-multiplied-by-scale-name = Multiplied by the scale instead of divided
practice-mistake-multiplied-by-scale-explanation = Position interpolation slows every pair: w_i′ = w_i / s, the same as dividing the positions by s.
practice-mistake-base-times-scale-name = base · s instead of base · s^(d/(d − 2))
practice-mistake-base-times-scale-explanation = NTK-aware scaling raises the base to base · s^(d/(d − 2)), so that the slowest pair is divided by exactly s.
practice-mistake-pi-instead-of-ntk-name = Position interpolation instead of NTK-aware scaling
practice-mistake-pi-instead-of-ntk-explanation = w_i / s is position interpolation; NTK-aware scaling changes the base and keeps the fastest pair as it was.
practice-mistake-no-padding-offset-name = The position used as the row
practice-mistake-no-padding-offset-explanation = fairseq's positions start at padding_idx + 1 = 2: the first token reads row 2, not row 0.
practice-mistake-padding-index-only-name = Only padding_idx added
practice-mistake-padding-index-only-explanation = Positions start at padding_idx + 1: add 2 to the 0-based position, not 1.
practice-mistake-unknown-name = An unrecognised slip
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
practice-class-too-many-names = { $names } names for { $students } students: raise Students to { $names } (at most { $max }) or remove names.
practice-class-refused = The class set could not be made: { $message }.
practice-class-embedded = A class set prints from the lesson’s own page (index.html?view=practice), not from an embedded explorer.
practice-class-printed = { $sheets } sheets and their answer key sent to the printer ({ $parts } parts, each starting on a new page).
practice-class-saved = Answer key saved: { $rows } rows, one per sheet and question.
practice-class-print = Print class set
practice-class-csv = Answer key as CSV
practice-class-csv-label = Save the answer key as CSV
practice-class-csv-file = answer key class seed { $seed }
practice-class-key-rounding = Numbers in the key are { practice-worked-rounding }; the CSV key holds every answer in full.
practice-sheet-title = Positional encoding practice: sheet { $number } of { $count }
practice-sheet-name = Name: { $name }
practice-sheet-name-blank = Name: { $blank }
practice-sheet-blank = blank line
practice-sheet-seed = Sheet seed { $seed }
practice-sheet-check = Check your answers at { $link }
practice-sheet-work = space for working
practice-sheet-answer = Answer:
practice-key-title = Answer key: sheet { $number }
practice-key-title-named = Answer key: sheet { $number }, { $name }
practice-key-question = { $kind }. { $question }
practice-key-answer = Answer: { $answer }
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
words-practice-n-refused = n (questions in the set) must be a whole number from 1 to { $max }; got { $got }.

# The SCORM package's launch page (web/scorm/launch.js, launch.html; scripts/scorm.mjs writes them into the package)
practice-launch-title = Positional Encoding Explorer: practice set
practice-launch-frame = Practice set: positional encoding
practice-launch-not-recorded = The course site did not start this activity: your score will not be recorded.
practice-launch-failed = The course site stopped answering: your score may not be recorded from here on.
practice-launch-no-api = No course site found (no SCORM API): you can practise, but no score is recorded.
practice-launch-recorded = Your course site has already recorded { $percent } % ({ $status }) for this activity. Working again can only raise it.
practice-launch-status-passed = passed
practice-launch-status-failed = failed
practice-launch-status-completed = completed
