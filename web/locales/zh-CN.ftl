# 位置编码探索器的简体中文文本。译自 en.ftl（原文）；领域术语以 glossary/zh-CN.md 为准。
# 每个 { $name } 都是页面填入的值（数字、单词、公式或代码）：全部保留。

## 术语

-site-name = 位置编码探索器

## 页面

document-title = { $section } · { -site-name }
site-title = { -site-name }
site-description = Transformer 如何知道词序：正弦位置编码，由 C++/WebAssembly 内核计算，并逐步讲解。
site-tagline = Transformer 如何知道词序：正弦位置编码，一步一步来。
skip-link = 跳到课程内容
contents-nav =
    .aria-label = 课程各节
contents-heading = 目录
pager-nav =
    .aria-label = 上一节和下一节
site-footer = 本页的每个数字都由编译为 WebAssembly 的 C++ 内核在你的浏览器中计算，不会向任何地方发送数据。
language-menu-label = 语言
page-loading = 正在加载 WebAssembly 内核…
page-load-failed = 无法加载 WebAssembly 内核（{ $reason }）。请检查网络连接后重试；本页需要支持 WebAssembly 的浏览器。
retry = 重试
section-announced = 第 { $index } 节，共 { $count } 节：{ $title }
printed-from = 打印自 { $link }
rounding-rule = 数字按“远离零的四舍五入”保留 6 位小数（因此 { $value } 显示为 { $example }），舍入为零的结果不带负号。
section-loading = 正在加载本节…

## 各节标题

title-why = 为什么需要位置？
title-formula = 公式
title-steps = 计算示例
title-matrix = 完整矩阵
title-proof = 相对位移的证明
title-rope = 旋转位置编码（RoPE）
title-similarity = 相似度只取决于偏移量
title-input = 与词元嵌入相加
title-learned = 固定与可学习
title-train = 亲手训练
title-bias = 相对位置偏置：ALiBi 与 T5
title-extension = 更长的上下文：插值、NTK 与 YaRN
title-conventions = 约定与易错点
title-practice = 练习


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
words-train-task = 任务
words-train-schemes = schemes（参与训练的位置方案）
words-train-schemes-what = 方案 id
words-train-schemes-where = “亲手训练”中的复选框列出了所有方案
words-train-trainlen = { $L }（训练中最长的问题）
words-train-width = 宽度（所训练模型的 { $d }）
words-train-blocks = 块数
words-train-seeds = 随机种子（每个方案的运行次数）
words-train-firstseed = 第一个随机种子
words-train-steps = 步数（每次运行）
words-train-tokenscale = { $key }（词元向量相对于位置向量的缩放）
words-train-positionScheme = 方案
train-intro = 前面的各节精确地计算了每种方案。一种方案会对训练出的模型产生什么影响，是另一个问题，唯一诚实的答案是做实验。你可以在这里做一次：一个小型 Transformer 在每种位置方案下学习一个数字任务，用短问题训练、用更长的问题测试，就在本页中，由同一个 C++ 核心完成。
train-intro-model = 模型：一个带因果注意力的解码器，宽度为 { $d }，{ $heads } 个头，1 到 { $maxBlocks } 个块，用 AdamW 训练（学习率 { $rate }，经过 { $warmup } 个预热步达到，每步 { $batch } 个问题）。各次运行之间只有位置方案不同。
train-intro-task = 任务：一个 { $n } 位数字的问题、一个分隔符，以及模型逐位写出的答案。倒序需要知道每个数字在哪里；排序几乎不需要顺序信息。
train-intro-test = 训练只见到 1 到 { $L } 位的问题。测试在从 1 到 { $twoL } 的每个长度上提出 { $examples } 个固定问题，只有答案的每一位都对，才算答对这个问题。
train-intro-seeds = 随机种子决定初始权重和训练问题。各次运行是成对的：在同一个种子下，各方案共享的每个权重（词元向量、注意力、MLP、输出）在全部六种方案中都以相同的数值开始，而每种方案从自己独立的随机流中抽取自己的表（可学习的位置、T5 的偏置），因此同一种子下的两种方案只在位置的引入方式上不同。相同的设置会再次给出相同的数字，在这里如此，在任何运行此版本页面的机器上也如此；不同的种子可能给出差别很大的数字，所以每种方案都用几个种子运行。
train-intro-scale = 词元向量与位置向量：每个词元向量的每个分量起始为 { $initial } 乘以一个标准正态随机数。选“{ $timesSqrtD }”（默认，同 Vaswani 等人 2017，§3.4）时，它在加上位置向量之前先乘以 { $sqrtD }，因此开始时一个正弦位置向量的长度约为词元向量的 { $ratio } / { $sqrtD } 倍（{ $d32 } 时为 { $ratio32 } 倍）；选“{ $timesOne }”时按抽取的原样相加，无论 { $d } 是多少，位置向量的长度都约为词元向量的 { $ratio } 倍。切换它并重新运行，看看单是缩放会带来什么。
train-intro-margin =
    { $count ->
       *[other] 在这里，两种方案只有差距超过误差范围才算不同：误差范围取 { $points } 个百分点（{ $examples } 个问题中答对比例的两个标准误）与任一方案各种子间的离散程度中的较大者。更小的差距算作持平。
    }
train-wiring-heading = 每种方案如何接入模型
train-t5-buckets = T5 的桶（bucket）：每个头 { $buckets } 个，最大距离 { $maxDistance }，与 T5 相同；这个模型读取的词元从不超过 { $most } 个（{ $atL } 时为 { $longest } 个），所以只会用到低于该距离的桶。
train-loss-heading = 训练损失
train-accuracy-heading = 各长度的完全正确率
train-examples-heading = 一个问题，所有方案
train-table-heading = 训练后的可学习位置表
train-setup-heading = 你的实验
train-task-label = 任务
train-task-reverse = 倒序
train-task-copy = 复制
train-task-sort = 排序
train-task-reverse-hint = { $example }：需要知道每个数字在哪里
train-task-sort-hint = { $example }：几乎不需要顺序信息
train-schemes-legend = 位置方案
train-schemes-needed = 一个实验至少需要一种方案：这一项保持勾选。
train-trainlen-describe =
    { $L ->
        [1] 用 1 位数的问题训练，在 1 到 { $tested } 位上测试
       *[other] 用 1 到 { $trained } 位训练，在 1 到 { $tested } 位上测试
    }
train-width-label = { $d }（模型宽度）
train-width-hint = { $heads } 个头，每个 { $each } 维
train-blocks-label = 块数
train-blocks-describe =
    { $count ->
       *[other] { $blocks } 个块
    }
train-seeds-label = 每种方案的种子数
train-seeds-describe =
    { $count ->
       *[other] { $seeds } 个种子
    }
train-firstseed-label = 第一个种子
train-steps-label = 每次运行的步数
train-tokenscale-label = 词元向量
train-scale-sqrt-d = { $factor }（论文做法）
train-scale-1 = { $factor }（按抽取原样）
train-run = 运行
train-run-again = 再次运行
train-pause = 暂停
train-resume = 继续
train-reset = 重置
train-progress-label = 训练进度
train-percent = { $value }%
train-reset-announced = 实验已重置。
train-plan =
    { $runs ->
       *[other] { $runsShown } 次运行
    }：{ $schemes ->
       *[other] { $schemesShown } 种方案
    } × { $seeds ->
        [1] { $seedsShown } 个种子（种子 { $firstSeed }）
       *[other] { $seedsShown } 个种子（种子 { $firstSeed }–{ $lastSeed }）
    }，每次 { $steps } 步，任务为{ $task }，{ $L ->
        [1] 用 1 位数的问题训练
       *[other] 用 1 到 { $trained } 位训练
    }，{ $d }，{ $blocks ->
       *[other] { $blocksShown } 个块
    }，词元向量 { $scale }
train-plan-line = “运行”将训练 { $plan }。
train-stale = 下面的结果对应的是 { $plan }。此后设置已更改：请按“再次运行”得到新设置的结果。
train-status-idle = 还没有训练任何东西：请按“运行”。
train-status-starting = 正在启动…
train-status-failed = 运行已停止。
train-status-paused = 已暂停。
train-status-lost =
    { $count ->
       *[other] { $workers } 个工作线程停止响应；其中的运行改在页面自己的线程上从头重新训练。
    }
train-status-done-workers =
    { $runs ->
       *[other] 完成：{ $runsShown } 次运行已在 { $threads ->
           *[other] { $threadsShown } 个工作线程
        }上训练完毕，并在长度 1 到 { $longest } 上测试。
    }
train-status-done-page =
    { $runs ->
       *[other] 完成：{ $runsShown } 次运行已在页面自己的线程上分成小段训练完毕（这里无法启动工作线程），并在长度 1 到 { $longest } 上测试。
    }
train-status-training-workers =
    { $threads ->
       *[other] 正在 { $threadsShown } 个工作线程上训练：{ $total } 步中已完成 { $trained } 步。
    }
train-status-training-page = 正在页面自己的线程上分成小段训练（这里无法启动工作线程）：{ $total } 步中已完成 { $trained } 步。
train-status-testing-workers =
    { $threads ->
       *[other] 正在 { $threadsShown } 个工作线程上测试：{ $runs ->
           *[other] { $runsShown } 次运行
        }中已有 { $tested } 次在每个长度上用 { $examples } 个问题测试完毕。
    }
train-status-testing-page =
    { $runs ->
       *[other] 正在页面自己的线程上分成小段测试（这里无法启动工作线程）：{ $runsShown } 次运行中已有 { $tested } 次在每个长度上用 { $examples } 个问题测试完毕。
    }
train-failed = 实验室未能完成：{ $reason }
train-failed-unknown = 实验室未能完成：未知错误
train-sentences = { $first }{ $second }
train-list-last = { $first }和{ $last }
train-list-next = { $first }、{ $rest }
train-named = { $scheme } { $share }
train-compared-within-tie =
    { $count ->
       *[other] 在训练长度之内，任何两种方案的差距都不超过误差范围（{ $points } 个百分点或种子间的离散程度）：算作持平。
    }
train-compared-within-lead =
    { $count ->
       *[other] 在训练长度之内，{ $best } 领先其他所有方案，差距超过误差范围（{ $points } 个百分点或种子间的离散程度）。
    }
train-compared-within-split =
    { $behindCount ->
       *[other] 在训练长度之内，{ $level } 都在最佳者（{ $best }）的误差范围之内，而 { $behind } 落后于它，差距超过误差范围（{ $count ->
           *[other] { $points } 个百分点
        }或种子间的离散程度）。
    }
train-compared-one-tie =
    { $count ->
       *[other] 在长度 1 上，任何两种方案的差距都不超过误差范围（{ $points } 个百分点或种子间的离散程度）：算作持平。
    }
train-compared-one-lead =
    { $count ->
       *[other] 在长度 1 上，{ $best } 领先其他所有方案，差距超过误差范围（{ $points } 个百分点或种子间的离散程度）。
    }
train-compared-one-split =
    { $behindCount ->
       *[other] 在长度 1 上，{ $level } 都在最佳者（{ $best }）的误差范围之内，而 { $behind } 落后于它，差距超过误差范围（{ $count ->
           *[other] { $points } 个百分点
        }或种子间的离散程度）。
    }
train-compared-past-tie =
    { $count ->
       *[other] 超出训练长度后，任何两种方案的差距都不超过误差范围（{ $points } 个百分点或种子间的离散程度）：算作持平。
    }
train-compared-past-lead =
    { $count ->
       *[other] 超出训练长度后，{ $best } 领先其他所有方案，差距超过误差范围（{ $points } 个百分点或种子间的离散程度）。
    }
train-compared-past-split =
    { $behindCount ->
       *[other] 超出训练长度后，{ $level } 都在最佳者（{ $best }）的误差范围之内，而 { $behind } 落后于它，差距超过误差范围（{ $count ->
           *[other] { $points } 个百分点
        }或种子间的离散程度）。
    }
train-within-one =
    { $seeds ->
        [1] 在训练长度（长度 1）上的完全正确率：{ $list }。
       *[other] 在训练长度（长度 1）上对各种子取平均的完全正确率：{ $list }。
    }
train-within =
    { $seeds ->
        [1] 在训练长度之内（长度 { $first }–{ $last }），对这些长度取平均的完全正确率：{ $list }。
       *[other] 在训练长度之内（长度 { $first }–{ $last }），对这些长度和各种子取平均的完全正确率：{ $list }。
    }
train-beyond-zero =
    { $seeds ->
        [1] 超出训练长度后（{ $lengths ->
            [1] 长度 { $first }
           *[other] 长度 { $first }–{ $last }
        }），每种方案在每个长度上的完全正确率都舍入为 0%。
       *[other] 超出训练长度后（{ $lengths ->
            [1] 长度 { $first }
           *[other] 长度 { $first }–{ $last }
        }），每种方案对各种子取平均的完全正确率在每个长度上都舍入为 0%。
    }
train-beyond =
    { $lengths ->
        [1] 超出训练长度后（长度 { $first }，训练中从未见过），按同样方式取平均：{ $list }。
       *[other] 超出训练长度后（长度 { $first }–{ $last }，训练中从未见过），按同样方式取平均：{ $list }。
    }
train-beyond-widest = 在领先幅度最大的长度 { $length } 上，{ $best } 完全答对了 { $share }，比 { $list } 高出超过误差范围。
train-beyond-no-widest = 超出训练长度后，没有任何一个长度上有两种方案的差距超过误差范围。
train-beyond-collapse =
    { $schemes ->
        [1]
            { $seeds ->
                [1] 从长度 { $length } 起，它一个问题也没答对（0%）。
               *[other] 从长度 { $length } 起，它一个问题也没答对（各种子平均为 0%）。
            }
       *[other]
            { $seeds ->
                [1] 从长度 { $length } 起，每种方案都一个问题也没答对（0%）。
               *[other] 从长度 { $length } 起，每种方案都一个问题也没答对（各种子平均为 0%）。
            }
    }
train-seeds-one = 每种方案只用一个种子运行。同一方案的不同种子在同一长度上可能相差几十个百分点，所以在解读某个差距之前，请先用几个种子运行。
train-seeds-part = { $scheme } 在长度 { $length } 上的完全正确率从 { $low } 到 { $high }
train-seeds-disagree = 各种子结果不一致：{ $list }。种子之间差距这么大时，这类方案的单次运行说明不了多少：请比较图中的色带，而不只是平均值。
train-seeds-disagree-more =
    { $more ->
       *[other] 各种子结果不一致：{ $list }，另外还有 { $moreShown } 种方案相差 { $points } 个百分点或更多。种子之间差距这么大时，这类方案的单次运行说明不了多少：请比较图中的色带，而不只是平均值。
    }
train-seeds-agreed =
    { $count ->
       *[other] 每种方案的 { $seedsShown } 个种子在每个长度上的差距都不超过 { $points } 个百分点。
    }
train-conclusion-scope =
    { $seeds ->
        [1] 这只是一个小实验：一个 { $blocks } 个块、宽度 { $d } 的解码器，在“{ $task }”任务上训练 { $steps } 步，以教师强制（teacher forcing）下的完全正确率评分（在给定前面正确数字的情况下，答案的每一位都正确），每个长度 { $examples } 个问题，每种方案一个种子。它能显示这些方案在这里的表现；它不能为大模型、语言或其他任务、步数和种子给这些方案排名。
       *[other] 这只是一个小实验：一个 { $blocks } 个块、宽度 { $d } 的解码器，在“{ $task }”任务上训练 { $steps } 步，以教师强制（teacher forcing）下的完全正确率评分（在给定前面正确数字的情况下，答案的每一位都正确），每个长度 { $examples } 个问题，每种方案 { $seedsShown } 个种子。它能显示这些方案在这里的表现；它不能为大模型、语言或其他任务、步数和种子给这些方案排名。
    }
train-conclusion-nope-below = 在训练长度之内，NoPE 得到 { $share }，比 { $best }（{ $bestShare }）低出超过误差范围：在这里，仅靠因果掩码给模型的顺序信息少于一种位置编码。Haviv 等人 2022 发现，没有位置编码的因果语言模型仍能学到位置；一个 { $blocks } 个块的模型在 { $steps } 步内只学到了一部分。
train-conclusion-nope-level = 在训练长度之内，NoPE 得到 { $share }，在 { $best }（{ $bestShare }）的误差范围之内：在这里仅靠因果掩码就够了，正如 Haviv 等人 2022 对没有位置编码的因果语言模型的发现。
train-conclusion-past-failed = 超出训练长度后，每种方案都失败了（完全正确率 0%）。这与 Ruoss 等人 2023 的发现一致：标准的位置编码在算法任务上大多无法泛化到更长的长度（在他们的研究中随机化位置有帮助；本实验室没有这种做法）。
train-conclusion-past-failed-from = 超出训练长度后，每种方案都失败了（从长度 { $length } 起完全正确率为 0%）。这与 Ruoss 等人 2023 的发现一致：标准的位置编码在算法任务上大多无法泛化到更长的长度（在他们的研究中随机化位置有帮助；本实验室没有这种做法）。
train-conclusion-past-best = 超出训练长度后，最好的是 { $best }，为 { $share }。Ruoss 等人 2023 发现，标准的位置编码在算法任务上大多无法泛化到更长的长度；比训练长度多出几个百分点并不是泛化。
train-conclusion-past-best-from = 超出训练长度后，最好的是 { $best }，为 { $share }，且从长度 { $length } 起每种方案都降到 0%。Ruoss 等人 2023 发现，标准的位置编码在算法任务上大多无法泛化到更长的长度；比训练长度多出几个百分点并不是泛化。
train-conclusion-nope-past-level = NoPE 在超出训练长度后得到 { $share }，在最佳者（{ $best }，{ $bestShare }）的误差范围之内。Kazemnejad 等人 2023 发现，在仅解码器模型中，不用位置编码在他们的任务上长度泛化最好；他们的模型更大，训练时间也长得多，所以一次不一致的小规模运行并不与他们矛盾，一次一致的运行也不能证实他们的结论。
train-conclusion-nope-past-below = NoPE 在超出训练长度后得到 { $share }，比最佳者（{ $best }，{ $bestShare }）低出超过误差范围。Kazemnejad 等人 2023 发现，在仅解码器模型中，不用位置编码在他们的任务上长度泛化最好；他们的模型更大，训练时间也长得多，所以一次不一致的小规模运行并不与他们矛盾，一次一致的运行也不能证实他们的结论。
train-conclusion-alibi = ALiBi 在超出训练长度后得到 { $share }。Press 等人 2022 表明，ALiBi 在超出训练长度后仍能保持困惑度平稳；但这不等于利用了远处的上下文，而要准确回答更长的问题，需要用到全部上下文。
train-about-seconds =
    { $count ->
       *[other] 约 { $seconds } 秒
    }
train-about-minutes =
    { $count ->
       *[other] 约 { $minutes } 分钟
    }
train-about-hours =
    { $hours ->
       *[other] 约 { $hoursShown } 小时 { $minutes ->
           *[other] { $minutesShown } 分钟
        }
    }
train-estimate-workers =
    { $threads ->
       *[other] 在这台机器上，“运行”在 { $threadsShown } 个工作线程上应需要{ $duration }（刚刚根据 { $steps ->
           *[other] { $stepsShown } 个训练步
        }和 { $questions ->
           *[other] { $questionsShown } 个测试问题
        }计时得出；机器上的其他工作会改变它）。
    }
train-estimate-page =
    在这台机器上，“运行”在页面自己的线程上应需要{ $duration }（刚刚根据 { $steps ->
       *[other] { $stepsShown } 个训练步
    }和 { $questions ->
       *[other] { $questionsShown } 个测试问题
    }计时得出；机器上的其他工作会改变它）。
train-estimate-timing = 正在为几个训练步计时，以估计“运行”在这台机器上需要多久…
train-estimate-failed = 无法计时估计“运行”需要多久：{ $reason }
train-band-lowest = { $series } 最低的种子
train-band-highest = { $series } 最高的种子
train-accuracy-x = 问题长度（位数）
train-accuracy-y = 完全答对的问题（%）
train-loss-x = 训练步
train-loss-y = 损失（nats，对数刻度）
train-series-mean =
    { $count ->
       *[other] { $scheme }（{ $seeds } 个种子的平均）
    }
train-loss-latest = { $scheme } 在第 { $step } 步为 { $loss }
train-loss-latest-next = { $first }；{ $rest }
train-loss-summary =
    { $count ->
       *[other]
            { $seeds ->
                [1] 每个点是 { $steps } 步的平均损失。最新：{ $latest }。
               *[other] 每个点是 { $steps } 步的平均损失，并对各种子取平均（色带覆盖最低和最高的种子）。最新：{ $latest }。
            }
    }
train-loss-none = 还没有训练步。
train-column-step = 步
train-column-length = 长度
train-loss-table-label = 训练损失数据
train-trained-line = 训练中最长的长度（{ $L }）
train-accuracy-summary =
    { $count ->
       *[other] { $schemes } 种方案在每个长度 1–{ $longest } 上完全答对的问题比例，训练长度为 1–{ $L }（虚线）。表格给出每个数值；它们说明了什么，见“{ $heading }”。
    }
train-length-never-trained = { $length }（从未训练）
train-accuracy-cell = { $mean }（各种子 { $seeds }）
train-accuracy-caption =
    { $seeds ->
        [1] 每个长度 { $examples } 个问题中完全答对的比例。
       *[other] 每个长度 { $examples } 个问题中完全答对的比例：各种子的平均值以及每个种子的值。
    }
train-accuracy-table-label = 完全正确率数据
train-accuracy-x-trained = 问题长度（位数）；训练长度 1–{ $L }
train-question-error = 问题必须是 1 到 { $longest } 位数字（0-9，可以有空格）；收到的是“{ $text }”
train-predictions-caption = 每种方案的种子 { $seed }，贪心解码：答案的每一位都是模型在给定前面各位之后的首选。
train-predictions-scheme = 方案
train-predictions-question = 问题
train-predictions-expected = 正确答案
train-predictions-wrote = 模型写出
train-predictions-verdict = 判定
train-verdict-right = ✓ 正确
train-verdict-wrong =
    { $count ->
       *[other] ✗ 错误：{ $digits } 位中错了 { $wrong } 位
    }
train-attention-note = 在第 { $block } 块（最后一块）的第 { $head } 个头中，种子 { $seed } 下每个位置看向哪里。行是进行读取的位置，列是它读取的位置（只有更早的位置：掩码是因果的）；每行之和为 1。输入是问题、{ $sep } 和去掉最后一位的正确答案：模型在从 { $sep } 起的位置上评分。
train-attention-title = { $scheme }：注意力，头 { $head }，块 { $block }
train-attention-rows = 读取的位置
train-attention-cols = 被读取的位置
train-attention-cell = 位置 { $row }（{ $rowToken }）以权重 { $weight } 读取位置 { $col }（{ $colToken }）
train-table-tick = 勾选“{ $learned }”并重新运行，即可看到它学到的表。
train-table-note =
    { $count ->
       *[other] 可学习方案这次运行的位置表（种子 { $seed }）有 { $rows } 行、每行 { $d } 维：模型能读取的每个位置一行。最长 { $digits } 位的训练问题只会填到位置 0–{ $lastTrained }，所以第 { $firstUntrained }–{ $lastRow } 行从未得到梯度：它们是随机的初始值，只被权重衰减缩小了一点。测试中更长的问题仍会读取它们。旁边的正弦表就是公式本身，每一行都一样。
    }
train-map-learned-trained = 可学习的表，第 0–{ $last } 行（训练过）
train-map-learned-untrained = 可学习的表，第 { $first }–{ $last } 行（从未训练）
train-map-sinusoidal = 正弦表，第 0–{ $last } 行
train-axis-position = 位置
train-axis-dimension = 维度
train-map-learned-cosine = 可学习各行的余弦相似度
train-map-sinusoidal-cosine = 正弦各行的余弦相似度
train-cosine-note = 每一对行之间的余弦相似度。在正弦表中它只取决于位置之间的距离（沿每条对角线相等）。在可学习的表中，第 0–{ $lastTrained } 行是训练塑造出来的；从第 { $firstUntrained } 行起，是近乎随机的初始值。
train-loss-empty = 每次运行的损失会在训练时显示在这里。
train-loss-chart-label = 每种方案的训练损失，按步
train-loss-no-run = 还没有运行：每次运行的训练损失会在训练时逐步显示在这里。
train-accuracy-empty = 每次运行训练完毕后，都会在每个长度上测试。
train-shows-heading = 这次运行说明了什么
train-supports-heading = 这次运行能支持什么，又不能说明什么
train-accuracy-chart-label = 每种方案按问题长度的完全正确率
train-accuracy-no-run = 还没有运行：每次运行训练完毕后，它在每个长度上的完全正确率会显示在这里。
train-examples-empty = 运行结束后，输入一个问题，看看每种方案如何回答。
train-question-label = 问题（数字）
train-question-hint = 最多 { $twoL } 位；超过 { $L } 位就是从未训练过的长度。
train-head-label = 头
train-table-empty = 在包含“{ $learned }”的运行之后，它的表会显示在这里。
train-error-no-run = 实验室中没有运行 { $key }
train-error-no-operation = 实验室没有操作 { $op }
train-error-closed = 实验室已关闭
train-error-worker-late = 训练工作线程未能按时启动
train-error-worker-load = 无法加载训练工作线程
train-error-worker-unreadable = 无法读取训练工作线程发来的一条消息
train-error-worker-stopped = 训练工作线程已停止
train-error-worker-lost = 训练工作线程停止响应（{ $seconds } 秒内没有回复“{ $op }”）
train-error-budget = 这个模型的一次运行放不进核心为训练器保留的内存（{ $reason }）；请减少种子或方案，或选更小的 { $d }、更少的块或更短的 { $L }
train-error-no-finished-run = 实验室中没有已完成的运行 { $key } 可供提问
train-error-no-tensor = 实验室中没有已完成的运行 { $key } 的张量 { $name }



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

