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

