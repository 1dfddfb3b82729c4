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

refusal-integer = { $parameter } 必须是 { $min } 到 { $max } 之间的整数；你给的是 { $got }。
refusal-number =
    { $shape ->
        [open-min] { $parameter } 必须大于 { $min } 且不超过 { $max }；你给的是 { $got }。
        [open-max] { $parameter } 必须不小于 { $min } 且小于 { $max }；你给的是 { $got }。
        [open] { $parameter } 必须大于 { $min } 且小于 { $max }；你给的是 { $got }。
       *[closed] { $parameter } 必须是 { $min } 到 { $max } 之间的数；你给的是 { $got }。
    }
refusal-even = 这里 { $parameter } 必须是偶数；你给的是 { $got }。
refusal-at-least = 这里 { $parameter } 至少为 { $min }；你给的是 { $got }。
refusal-divides = { $parameter } 必须能整除 { $max }；你给的是 { $got }。
refusal-product = { $parameter } 太大：这需要一次计算 { $got } 个值，而内核最多计算 { $max } 个。
refusal-reordering = { $parameter } 必须由另一句的同一组词（每个词出现次数相同）按另一种顺序组成。
refusal-count = { $parameter } 必须包含 { $min } 到 { $max } 个词；现在有 { $got } 个。
refusal-token-length = { $parameter } 中每个词的长度必须是 1 到 { $max } 字节；有一个是 { $got } 字节。
refusal-other = 内核拒绝了 { $parameter }：{ $detail }


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
words-bias-max-distance = 最大距离
words-bias-buckets = 桶数
words-bias-offset = 偏移量
words-bias-trained = L（训练长度，“超出 L”部分）
words-bias-heads = H（头数）
words-bias-head = 头（显示的头）
words-bias-buckets-setting = 桶数（T5）
words-bias-maxdist = 最大距离（T5）
words-bias-causal = 因果
words-bias-sentence = 句子
words-bias-trained-refused = L（训练长度）在这里必须是 { $smallest } 到 { $largest } 之间的整数（{ $keys } 个键最多 { $most } 个）；收到的是 { $got }。
words-bias-refused = { $reason }。
words-bias-causal-refused = { $reason }（因果 T5 桶）。
bias-map-hatched = 带斜线的格子被掩码遮住：键在查询之后，它在 softmax 之前的分数是 { $minusInfinity }，权重为 0。



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-extension-train = L（训练长度）
words-extension-method = 方法（上下文扩展）
words-extension-scale = s（缩放因子）
words-extension-ramp = YaRN 斜坡
words-extension-d = d（头维度）
extension-method-none-label = 不做改变
extension-method-none-long = 不做改变（直接外推）
extension-method-none-hint = 每个 ω 保持训练时的值
extension-method-pi-label = 位置插值
extension-method-pi-long = 位置插值
extension-method-pi-hint = 每个 ω 除以 s
extension-method-ntk-label = NTK-aware 缩放
extension-method-ntk-long = NTK-aware 缩放
extension-method-ntk-hint = 更大的底数 b′
extension-method-yarn-label = YaRN
extension-method-yarn-long = YaRN
extension-method-yarn-hint = 每对一个斜坡，再加一个温度
extension-ramp-released-label = 按已发布代码的算法
extension-ramp-released-hint = Hugging Face transformers 和 YaRN 作者的代码：对维度对序号 i 线性
extension-ramp-released-short = 已发布代码
extension-ramp-paper-label = 按论文的写法
extension-ramp-paper-hint = 对圈数 r 线性
extension-ramp-paper-short = 论文
extension-yarn-with-ramp = { $name }（{ $ramp }斜坡）
extension-lead = 使用旋转位置编码的模型在长度为 L 的序列上训练：每个查询和键的第 { $i } 对旋转角度 { $angle }，其中 { $omega }，{ $pos } 从 0 到 { $last }。这里 { $d } 是**头维度**，即一个注意力头的查询和键的长度，而不是模型宽度：LLaMA 7B 的 { $dmodel } 被分成 32 个头，所以 { $head }，共 64 对（更大的 LLaMA 模型更宽、头更多，但每个头仍是 { $head }）。现在问模型一个超出 L 的位置。公式仍然给出一个角度，但慢速的维度对可能指向训练中从未指向过的方向，而模型从未学过这个方向的含义。下面的方法拉伸频率，使长 { $s } 倍的上下文 { $target } 看起来更像模型见过的样子。
extension-seen-rule = q·k 从一对维度中看到的是它在圆上的方向，而旋转 { $turn } 与旋转 { $x } 指向同一处。所以，如果训练曾把一对转到某个方向，它就**见过**这个方向。训练中它扫过从 0 到其最大角度 { $largest } 的方向弧：如果这个角度至少为 { $full }（这对转了整整一圈），那么所有方向都见过。否则，新角度 { $angle } 去掉整圈之后，必须落在这段弧内。比训练中任何角度都大的角度，转过整圈后仍可能指回弧内：只比较原始角度会把它误判为未见过。
extension-three-ways = 拉伸频率的三种方法
extension-pi-title = 位置插值（Chen 等，2023）
extension-pi = 对每一对都取 { $omega }：相当于把每个位置除以 s，于是直到 { $range } 的位置都落在训练范围内。代价是：相邻位置在每一对上都靠近了 s 倍，包括用来区分邻近词元的快速对，所以模型通常要在压缩后的位置上微调。
extension-ntk-title = NTK-aware 缩放（bloc97，2023）
extension-ntk = 改为增大底数：最快的一对保持原频率（反正它已转过许多圈），最慢的一对 { $slowest } 恰好除以 s；中间的对减慢得更少。邻近位置仍像训练时一样容易区分，但中间的对减慢不到 s 倍，所以在 { $target } 的末尾附近，其中一些仍可能转出训练时覆盖的弧。
extension-yarn-title = YaRN（Peng 等，2023）
extension-yarn = 数一数第 { $i } 对在训练长度内转了多少圈：{ $turns }，其中波长 { $wavelength }。转了超过 { $beta } 圈的对保持原频率（{ $keep }），转了不到 { $alpha } 圈的对像 PI 一样插值（{ $interpolated }），介于两者之间的由一个斜坡混合。查询和键还要乘以 { $factor }，因此注意力 logits 按它的平方放大：更长的上下文把 softmax 分散到更多的键上，这一步又把它变得尖锐。论文和已发布代码在这个因子上一致（Hugging Face 在 s > 1 时按 { $code } 计算，否则取 1，并把 cos 和 sin 都乘以它，所以 q 和 k 一样）。
extension-yarn-bounds = 本页使用论文中 LLaMA 的取值：{ $alpha } 圈和 { $beta } 圈。
extension-tex-paper = 论文：
extension-tex-released = 已发布代码：
extension-yarn-forms = 论文和随论文发布的代码对斜坡的形状定义不同。**论文**让 { $gamma } 对圈数 { $r } 线性。**已发布代码**（YaRN 作者的代码库，以及运行已发布 YaRN 模型的 Hugging Face transformers）让它对维度对序号 { $i } 线性：{ $c } 是在 L 内转 r 圈的那一对，斜坡从第 { $lo } 对延伸到第 { $hi } 对，即 { $atBeta } 和 { $atAlpha } 处的对，向外取整（代码把 { $beta } 叫作 { $betaFast }，把 { $alpha } 叫作 { $betaSlow }）。当 { $ordered } 时，两者在 { $range } 之外的每一对上都一致；在其内部可能差别很大，下面的句子说明在当前设置下差在哪里、差多少。本页使用已发布代码的形式，除非你选择论文的形式：
extension-wavelength-heading = 每一对的波长：训练时与新的
extension-angle-heading = pos 处的角度，逐对列出
extension-learned-title = 那可学习的表呢？
extension-learned = 可学习的绝对位置表有 { $maxLen } 行，超出部分没有公式可算，所以没有什么可拉伸的。模型的做法是调整表的大小再训练：ViT 和 DeiT 在更高图像分辨率下微调时，会把学到的位置嵌入插值到更大的网格上；Longformer 则把 RoBERTa 学到的 { $rows } 行复制八次，得到 { $positions } 个位置，然后继续训练。新行只是这次训练的起点，而不是模型学到的值。旋转编码和正弦编码在每个位置本来就有值；上面的方法是为了让这些值变得“熟悉”。
extension-learned-link = 见“{ $title }”：超出 { $maxLen } 的位置没有对应的行
extension-settings-label = 上下文扩展设置
extension-method-label = 方法
extension-scale-hint = − 和 + 按钮将 s 减半或加倍。
extension-scale-one = s = 1：就是训练长度本身，不扩展
extension-scale-describe = s = { $s }：上下文是训练长度的 { $s } 倍
extension-train-hint = − 和 + 按钮将 L 减半或加倍。
extension-train-describe = { $count ->
   *[other] L = 训练中见过的 { $positions } 个位置
}
extension-rounding = 波长、圈数、γ 和角度按“远离零的四舍五入”保留 { $digits } 位小数，频率 ω 保留 6 位有效数字，底数和注意力因子保留 6 位小数。
extension-summary-unseen = 在 pos = { $pos } 处，{ $where ->
    [beyond] { $train ->
        [1] 超出位置 0（训练中唯一见过的位置）
       *[other] 超出训练中见过的 { $trainCount } 个位置 0 … { $last }
    }
   *[inside] { $train ->
        [1] 即训练中唯一见过的位置
       *[other] 在训练范围 0 … { $last } 之内
    }
}，使用{ $method }时，{ $unseen ->
    [0] { $pairs ->
        [1] 唯一的一对不会指向训练中从未指向过的方向。
       *[other] { $pairCount } 对中没有一对会指向训练中从未指向过的方向。
    }
   *[other] { $pairs ->
        [1] 唯一的一对会指向训练中从未指向过的方向。
       *[other] { $pairCount } 对中有 { $unseenCount } 对会指向训练中从未指向过的方向。
    }
}
extension-summary-wrapped = { $wrapped ->
    [0] 训练中没有一对转满一圈{ $inside ->
        [0] 。
       *[other] ；有 { $insideCount } 对的新角度仍在其覆盖的弧内。
    }
   *[other] 训练中有 { $wrappedCount } 对转满了一圈，所以每个方向对它们都是熟悉的{ $inside ->
        [0] 。
       *[other] ；另有 { $insideCount } 对的新角度仍在其覆盖的弧内。
    }
}
extension-summary-back = { $count ->
   *[other] 有 { $back } 对转过了训练中的最大角度，但去掉整圈之后又指回了它们覆盖的弧内。
}
extension-summary-none = { $pairs ->
    [1] { $unseen ->
        [0] 完全不做改变时，这一对不会指向未见过的方向。
       *[other] 完全不做改变时，这一对会指向未见过的方向。
    }
   *[other] 完全不做改变时，{ $pairCount } 对中会有 { $unseenCount } 对这样。
}
extension-summary-outside = { $count ->
   *[other] 这个 pos 也不在扩展后的上下文之内：s·L = { $target } 个位置，从 0 开始计数。
}
extension-percent = { $side ->
    [below] 低 { $percent }%
   *[above] 高 { $percent }%
}
extension-percent-tiny = { $side ->
    [below] 低不到 { $least }%
   *[above] 高不到 { $least }%
}
extension-ramp-counts = { $keep ->
   *[other] { $keepCount } 对保持 ω
} (γ = 1)，{ $interpolated ->
   *[other] { $interpolatedCount } 对被插值
} (γ = 0)，{ $blended ->
   *[other] { $blendedCount } 对被混合
}
extension-ramp-ends = 这里 c(β) = { $cBeta }，c(α) = { $cAlpha }（即在 L 内会转 β 圈和 α 圈的对，β = { $beta }，α = { $alpha }），所以已发布代码的斜坡从 ℓ = max(⌊{ $cBeta }⌋, 0) = { $lo } 到 h = min(⌈{ $cAlpha }⌉, { $top }) = { $hi }{ $order ->
    [equal] ；ℓ = h，所以代码给 h 加上 { $tiny }，以免除以零。
    [backwards] ；ℓ > h，所以已发布代码的斜坡是反向的。
   *[ordered] 。
}
extension-ramp-both = 已发布代码：{ $released }；论文形式：{ $paper }。
extension-ramp-same = 两种形式给每一对的 γ 都相同，所以 ω′ 也相同。
extension-ramp-differ = { $count ->
    [one] 两者只在一对上不同，即第 { $first } 对
   *[other] 两者在 { $total } 对中的 { $differing } 对上不同，{ $run ->
        [run] 即第 { $first } … { $last } 对
       *[between] 位于第 { $first } 对和第 { $last } 对之间
    }
}{ $where ->
    [unchanged] ，但在 s = 1 时插值不改变任何东西，所以 YaRN 的 ω′ 在两者下相同。
    [there] ；在那里，论文斜坡下 YaRN 的 ω′ 比已发布代码的{ $percent }（论文形式 γ = { $paper }，已发布代码 { $released }）。
    [each] ；在每一对上，论文斜坡下 YaRN 的 ω′ 都比已发布代码的{ $percent }（论文形式 γ = { $paper }，已发布代码 { $released }）。
    [most-tied] ；差别最大的是第 { $pair } 对（另有 { $others ->
       *[other] { $othersCount } 对
    }差得一样多），在那里论文斜坡下 YaRN 的 ω′ 比已发布代码的{ $percent }（论文形式 γ = { $paper }，已发布代码 { $released }）。
   *[most] ；差别最大的是第 { $pair } 对，在那里论文斜坡下 YaRN 的 ω′ 比已发布代码的{ $percent }（论文形式 γ = { $paper }，已发布代码 { $released }）。
}
extension-ramp-caption = YaRN 两种斜坡不同的{ $part ->
    [part] { $pairs } 对中的前 { $half } 对和后 { $half } 对
   *[all] { $count ->
       *[other] { $pairs } 对
    }
}（{ $settings }）：已发布代码的 γ 对维度对序号 i 线性，论文的对圈数 r 线性。其余每一对从两者得到的 γ 相同。
extension-col-pair = 对
extension-col-turns = 圈数 { $turns }
extension-col-gamma-released = { $gamma }（已发布代码）
extension-col-gamma-paper = { $gamma }（论文）
extension-col-paper-against = 论文的 { $omega } 相对已发布代码
extension-signed-percent = { $sign }{ $percent }%
extension-ramp-table-label = YaRN 两种斜坡的不同之处
extension-scroll-hint = 表格比屏幕宽：请横向滚动
extension-method-chosen = { $name }（已选）
extension-unseen-of = { $pairs } 中的 { $unseen }
extension-methods-caption = 每种方法在 { $pos }、{ $settings } 时的情况。
extension-col-method = 方法
extension-col-base = 使用的底数
extension-col-factor = { $q } 和 { $k } 所乘的因子
extension-col-unseen = 指向未见过方向的对数
extension-col-target = 目标长度 { $target }
extension-methods-label = 四种方法的比较
extension-chart-trained = 训练时（不做改变）
extension-chart-train = 训练长度 { $train }
extension-chart-target = 目标长度 { $target }
extension-chart-x = 第 { $i } 对（最快的在前）
extension-chart-y = 波长 { $wavelength }（位置数）
extension-chart-label = 折线图，对数刻度：{ $count ->
    [one] 唯一一对
   *[other] { $pairs } 对中每一对
}训练时{ $method ->
    [none] {""}
   *[other] 以及使用{ $method }时
}的波长，并在 { $train } 和 { $target } 处画有水平线。
extension-chart-one = 唯一一对的训练波长为 { $wavelength } 个位置。
extension-chart-range = 训练波长从 { $first }（第 0 对）到 { $last } 个位置（第 { $pair } 对）。
extension-chart-same = { $count ->
   *[other] 不做改变时，新波长与原来相同。
}
extension-chart-new = { $count ->
    [one] 使用{ $method }时，它是 { $first }。
   *[other] 使用{ $method }时，它们从 { $first } 到 { $last }。
}
extension-chart-wrapped = 波长不超过 { $last } 的对在训练中转满了一圈。
extension-col-trained-wavelength = 训练波长
extension-col-new-wavelength = 新波长
extension-col-turns-training = 训练中的圈数 { $turns }
extension-col-yarn-gamma = { $gamma }（{ $ramp }斜坡）
extension-fastest-slowest = { $pairs } 对中最快的 { $half } 对和最慢的 { $half } 对。
extension-chart-table-label = 波长数据
extension-col-omega = 训练时的 { $omega }
extension-col-omega-new = 新的 { $omega }
extension-col-angle = 角度 { $angle }（弧度）
extension-col-direction = 去掉整圈后的方向（弧度）
extension-col-largest = 训练中的最大角度 { $angle }（弧度）
extension-col-wrapped = 训练中转满一圈？
extension-col-seen = 训练中见过这个方向？
extension-yes = 是
extension-no = 否
extension-seen = 见过
extension-unseen = 未见过
extension-angles-caption = { $method }：每一对在 { $pos } 处的角度、它指向的方向，以及训练中达到的最大角度（{ $train }）。
extension-angles-skipped = { $count ->
    [one] 第 0 对未列出：它保持训练时的 ω（ω′ = ω），且训练中转满了一圈，所以它的方向是见过的。
   *[other] 第 0 … { $last } 对未列出：每一对都保持训练时的 ω（ω′ = ω），且训练中转满了一圈，所以它们的方向是见过的。
}列出的是：{ $part ->
    [part] 第 { $first } … { $end } 对中最快的 { $half } 对和最慢的 { $half } 对。
   *[all] 第 { $first } … { $end } 对。
}
extension-angles-label = 逐对的角度



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
learned-lead = 正弦编码是一个公式；另一种常见做法是一张向量表，每个位置一行，像其他权重一样通过学习得到。
learned-table-heading = 一张可学习的表有多大？
learned-table-intro = 可学习的表有 { $maxLen } 行，每行 { $d } 个数。选一个模型，或输入一个大小：
learned-past-heading = 超出 { $maxLen } 的位置
learned-past-intro = 现在问一个位置。表只能回答它拥有的那些行；公式对任何整数都能给出答案。
learned-extrapolation-title = 有值不等于外推得好
learned-extrapolation = 有一个值，不等于在那里表现良好。公式对任何 { $pos } 都给出 { $pe }，但只在某个长度以内的序列上训练过的模型，从没见过更远位置的向量，也无法保证它会合理地使用它们：实际上，使用正弦编码的模型在比训练序列更长的序列上往往表现变差。“处处有定义”是关于公式的事实；“外推得好”则是关于训练后模型的论断。
learned-compare-heading = 本页所有方案一览
learned-correction = 对某些文本中说法的一个善意更正：T5 有时被列为可学习的绝对位置表，RoPE 有时被说成有可学习的参数。实际上 T5 学习的是相对位置偏置，而 RoPE 没有可学习的参数。
learned-sum-sinusoidal-where = 输入：加到词元嵌入上
learned-sum-sinusoidal-parameters = 无：一个公式
learned-sum-sinusoidal-kind = 绝对（每个位置一个向量）
learned-sum-sinusoidal-beyond = 每个位置都有值，但都是模型训练时没见过的向量；质量常常下降
learned-sum-sinusoidal-used = 最初的 Transformer（Vaswani 等，2017）；Whisper 的音频编码器
learned-sum-learned-where = 输入：加到词元嵌入上
learned-sum-learned-parameters = { $maxLen } × d，经训练；BERT-base：512 × 768 = { $count }
learned-sum-learned-kind = 绝对（每个位置一行）
learned-sum-learned-beyond = 没有：{ $maxLen } 之后没有行
learned-sum-learned-used = BERT、GPT-2
learned-sum-rope-where = 查询和键：在每个注意力层内按位置旋转
learned-sum-rope-parameters = 无：固定的旋转
learned-sum-rope-kind = 在分数中是相对的（q·k 只取决于 键 − 查询）
learned-sum-rope-beyond = 慢速的维度对会转到训练中从未见过的角度；通常先做拉伸（见“更长的上下文”）
learned-sum-rope-used = RoFormer、GPT-J、GPT-NeoX、LLaMA
learned-sum-alibi-where = 注意力分数：在 softmax 之前加上一个偏置
learned-sum-alibi-parameters = 无：斜率由规则确定
learned-sum-alibi-kind = 相对（只看距离）
learned-sum-alibi-beyond = 惩罚直线简单地延续下去：没有新东西需要查
learned-sum-alibi-used = BLOOM、MPT
learned-sum-t5-where = 注意力分数：在 softmax 之前加上一个偏置
learned-sum-t5-parameters = 桶数 × 头数，经训练，由一个堆栈的所有层共享；T5-base：32 × 12 = { $count }（每个堆栈）
learned-sum-t5-kind = 相对（分桶的偏移量）
learned-sum-t5-beyond = 远处的偏移量共用最后一个桶：所有长距离只有一个学到的数
learned-sum-t5-used = T5、mT5、Flan-T5
learned-sum-none-where = 无处
learned-sum-none-parameters = 无
learned-sum-none-kind = 两者都不是：注意力看到的是一个集合；因果掩码仍能让解码器推断出顺序
learned-sum-none-beyond = 没有位置项可以超出
learned-sum-none-used = 研究模型（Haviv 等，2022）
learned-col-scheme = 方案
learned-col-where = 位置从哪里进入
learned-col-parameters = 位置参数
learned-col-kind = 绝对还是相对
learned-col-beyond = 超出训练长度之后
learned-col-used-in = 用于
learned-summary-caption = 每种方案把位置放在哪里、学习什么，以及超出训练长度后会怎样。
learned-summary-label = 位置方案汇总
learned-presets-label = 预设的表大小
learned-field-max-len = { $maxLen }（行数）
learned-field-width = { $d }（每行的宽度）
learned-preset = { $model }：{ $rows } × { $width }
learned-count-product = { $rows } × { $width } ={ " " }
learned-count-parameters = { $count ->
   *[other] { $parameters } 个参数
}
learned-count-rest = （float32 下 { $bytes } 字节），全部经过训练。正弦编码需要 0 个。
learned-answer-table = 可学习的表：
learned-answer-formula = 公式：
learned-answer-missing = { $rows ->
    [1] 只有第 0 行
   *[other] 只有第 0 … { $last } 行
}。位置 { $pos } 没有对应的行：没有东西可查。
learned-answer-present = 位置 { $pos } 是 { $rows } 行中的第 { $pos } 行；它的数值是训练把它变成的样子（本页没有训练好的表可以展示）。
learned-answer-value = 下面是 { $d } 时的 { $pe }，和任何其他位置一样。{ $past ->
    [yes] 不过这只是一个值，不是一种保证：见表下的说明。
   *[no] {""}
}
learned-pe-caption-first = { $count } 个维度中的前 { $shown } 个。四舍五入（远离零）到 6 位小数。
learned-pe-caption = 四舍五入（远离零）到 6 位小数。
learned-pe-col-dim = 维度
learned-pe-col-fn = 函数
learned-pe-col-angle = 角度 = { $angle }
learned-pe-fn = { $fn }（第 { $pair } 对）



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
train-t5-buckets = T5 的桶：每个头 { $buckets } 个，最大距离 { $maxDistance }，与 T5 相同；这个模型读取的词元从不超过 { $most } 个（{ $atL } 时为 { $longest } 个），所以只会用到低于该距离的桶。
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
        [1] 这只是一个小实验：一个 { $blocks } 个块、宽度 { $d } 的解码器，在“{ $task }”任务上训练 { $steps } 步，以教师强制下的完全正确率评分（在给定前面正确数字的情况下，答案的每一位都正确），每个长度 { $examples } 个问题，每种方案一个种子。它能显示这些方案在这里的表现；它不能为大模型、语言或其他任务、步数和种子给这些方案排名。
       *[other] 这只是一个小实验：一个 { $blocks } 个块、宽度 { $d } 的解码器，在“{ $task }”任务上训练 { $steps } 步，以教师强制下的完全正确率评分（在给定前面正确数字的情况下，答案的每一位都正确），每个长度 { $examples } 个问题，每种方案 { $seedsShown } 个种子。它能显示这些方案在这里的表现；它不能为大模型、语言或其他任务、步数和种子给这些方案排名。
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

