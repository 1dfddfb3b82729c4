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
bias-list = { $items }和{ $last }
bias-list-separator = {"、"}
bias-lead = 正弦编码和 RoPE 把位置放进向量里。ALiBi 和 T5 不动向量：它们给每个注意力分数加上一个数，这个数只取决于键离查询有多远。
bias-score-text = 查询 { $i } 看向键 { $j }；偏置 { $b } 只看偏移量 { $offset }，从不看词本身，也不看这对词在句子中的位置。
bias-alibi-heading = ALiBi：随距离增长的惩罚
bias-alibi-text = ALiBi（Press、Smith 和 Lewis，2022）给 { $H } 个头中的每一个一个固定的斜率 { $m }，并从分数中减去 { $m } 乘以距离。没有任何东西需要学习：斜率在训练前就按下面的规则、根据所选的 { $H } 确定。
bias-alibi-causal = ALiBi 是为从左到右的语言模型提出的，这类模型还用因果掩码遮住查询之后的每个键（分数 { $minusInfinity }，权重 0）：勾选“因果”即可看到。没有掩码时偏置是对称的，对角线两侧都是 { $bias }。
bias-alibi-why-title = 超出训练长度后，ALiBi 让什么保持在已知范围内
bias-alibi-why = 惩罚是距离的一条直线，所以比训练中任何键都更远的键得到的是同一条直线的延长：没有新参数，也没有新类型的偏置，只有模型本来就在用的那种惩罚变得更大，让这些远处的键分量更小。在第一个块中也没有别的新东西，因为它的查询和键只来自词元嵌入。从第二个块起就不再如此：第一个块的每个输出都是加权平均，近处的词分量更大，所以位置此时已经进入向量，更长的输入可能给后面的块带来它们从未见过的向量。Press、Smith 和 Lewis 测量的是困惑度：在短输入上训练的语言模型在长得多的输入上困惑度几乎不变。困惑度不变说明远处的键没有害处；它并不说明模型利用了它们，也不说明任务的答案在超出训练长度后仍然正确。“{ $beyond }”下的图显示这条直线如何延续；“{ $lab }”中的实验把 ALiBi 与其他方案一起训练，并测量超出训练长度后的精确答案。
bias-t5-heading = T5：每个偏移量桶一个可学习的数
bias-t5-text = T5（Raffel 等，2020）把每个偏移量“键 − 查询”归入固定数量的桶之一（代码中为 { $numBuckets }，T5 中为 32）；每个头为每个桶学习一个数，并把它加到分数上。分桶方式本身是固定的（Hugging Face 的 { $bucketFunction }）：
bias-t5-rule-halves = 双向（编码器）：一半的桶给位于查询处或查询之前的键，另一半给查询之后的键。
bias-t5-rule-exact = 在每一半中，前一半的桶是精确的：每个桶一个偏移量。
bias-t5-rule-log = 其余的桶是对数的：它们容纳的偏移量区间随距离变宽；最大距离（代码中为 { $maxDistance }，T5 中为 128）决定区间变宽的速度。
bias-t5-rule-last = 每个方向的最后一个桶没有上限：它从对数公式第一次到达它的地方开始，这可能远在最大距离之前（控件下方的句子会针对所选的值说明在哪里），并容纳从那里起的所有偏移量。
bias-t5-rule-causal = 因果（解码器，以及本页勾选“因果”时）：所有桶都给查询之前的键；位于查询处或之后的每个键都归入桶 0，与偏移量 0 相同（在因果模型中这些键反正会被掩码遮住）。
bias-t5-learned-title = 这些值是学习得到的；这里用的是替代值
bias-t5-learned = 在 T5 中，偏置值与模型的其余部分一起学习。本页没有训练好的 T5，所以显示的值（表格最后一列，以及下面比较中的 T5）来自一张带随机种子的伪随机替代表。只有哪些偏移量共用一个桶是真实的。
bias-calc-heading = 归入哪个桶？
bias-map-heading = 每个查询–键对的桶
bias-compare-heading = 同一句子上的并排比较
bias-compare-text = 一个注意力头，每种方案都使用相同的带随机种子的词元嵌入和查询/键权重；只有位置进入的方式不同。正弦方案把 PE 加到嵌入上，RoPE 按位置旋转查询和键，ALiBi 加上所选头的 { $bias }，T5 加上所选头的（替代）桶值。每张图显示 softmax 权重：行 = 查询词，列 = 它所关注的键词。
bias-rounding = 数字按“四舍五入、恰好一半时远离零”的规则舍入：斜率保留 8 位小数，偏置保留 6 位，图中表格里的注意力权重保留 3 位。
bias-scheme-sinusoidal = { $name }（加到嵌入上）
bias-scheme-rope = { $name }（旋转查询和键）
bias-scheme-alibi = { $name }（线性距离惩罚）
bias-scheme-t5 = { $name }（分桶偏置，替代值）
bias-scheme-name-sinusoidal = 正弦编码
bias-range-below = { $offset } 及以下
bias-range-above = { $offset } 及以上
bias-kind-after = 位于查询处或之后
bias-kind-last = 最后（无上限）
bias-kind-exact = 精确
bias-kind-log = 对数
bias-heads-describe = { $count ->
   *[other] { $heads } 个头
}
bias-head-range = 输入 0 到 { $last }（{ $symbol }）
bias-head-describe = 头 { $head }，公式中 { $h }
bias-causal-label = 因果（遮住查询之后的每个键）
bias-causal-announce = { $on ->
    [yes] 因果已开启
   *[no] 因果已关闭
}
bias-buckets-describe = { $count ->
   *[other] { $buckets } 个桶
}
bias-maxdist-describe = 最大距离 { $maxdist }
bias-maxdist-describe-start = { $count ->
   *[other] 最大距离 { $maxdist }：最后一个桶从 { $start } 个词元之外开始
}
bias-offset-label = 偏移量 键 − 查询
bias-offset-hint = 输入一个整数并按 Enter：负数 = 键在查询之前。
bias-words-hint = 用空格分隔的词；按 Enter。重复一个词可以比较它的两行。
bias-slope-one = { $heads }：唯一的头的斜率为 { $rule } = { $slope }。
bias-slope-geometric = { $heads }：每个头都遵循 { $rule }，这是从 { $first } 递减到 { $last } 的等比数列：每个头的斜率等于前一个头的斜率乘以 { $ratio }。
bias-slope-interleaved = { $heads } 不是 2 的幂，所以核心按 ALiBi 作者的规则计算：前 { $base } 个头取 { $base } 个头时的斜率 { $baseRule }（{ $base } 是小于 { $H } 的最大的 2 的幂）；其余 { $extra } 个头取 { $double } 个头时斜率中隔一个取一个，即 { $odd } 时的 { $extraRule }（{ $extraSlopes }）。所以斜率不按头的顺序排列：头 { $nextHead } 的 { $nextSlope }，大于头 { $lastHead } 的 { $lastSlope }。
bias-slopes-label = ALiBi 斜率
bias-slopes-caption = { $count ->
    [1] 唯一的头（头 0）的斜率，下面显示的就是它。
   *[other] { $heads } 个头各自的斜率；下面显示的是头 { $head }。
}
bias-col-head = 头
bias-col-slope = 斜率 m
bias-col-power = 2 的幂形式
bias-col-rule = 按规则
bias-head-cell = 头 { $head }
bias-scroll-hint = 左右滚动表格
bias-alibi-line = { $far ->
    [1] 头 { $head } 的斜率 m = { $slope }：往前 1 个词元的键得到 { $near }。
   *[other] 头 { $head } 的斜率 m = { $slope }：往前 1 个词元的键得到 { $near }，往前 { $farCount } 个词元得到 { $farBias }。
}
bias-alibi-line-single = 头 { $head } 的斜率 m = { $slope }。只有一个位置时没有距离可惩罚：请增大 n。
bias-alibi-compare = { $count ->
   *[other] 偏置随距离线性增长，所以斜率越大的头看得越局部：往前 { $far } 个词元时，这里最陡的头（头 { $steepest }，m = { $steepestSlope }）给分数加上 { $steepestBias }，最平的头（头 { $shallowest }，m = { $shallowestSlope }）只加 { $shallowestBias }。
}
bias-alibi-compare-one = 偏置随距离线性增长。只有一个头时，没有更陡或更平的头可比较：请增大 H。
bias-alibi-map-title = { $causal ->
    [yes] ALiBi 偏置，{ $heads } 中的头 { $head }，因果
   *[no] ALiBi 偏置，{ $heads } 中的头 { $head }
}
bias-axis-query-position = 查询位置
bias-axis-key-position = 键位置
bias-alibi-cell-masked = 查询 { $query }，键 { $key }：被掩码遮住，键在查询之后（softmax 之前为 { $minusInfinity }，权重 0）
bias-alibi-cell = 查询 { $query }，键 { $key }，距离 { $distance }：偏置 { $bias }
bias-alibi-map-summary = { $causal ->
    [yes] 第 { $i } 行第 { $j } 列是查询 { $i } 看向键 { $j }，头 { $head }（{ $slope }）。对角线为 0，每离开对角线一步，偏置就减少 { $m }；对角线右侧的每个格子（键在查询之后）都被掩码遮住并画上斜线。它只取决于距离，所以表格每个距离列出一个值。
   *[no] 第 { $i } 行第 { $j } 列是查询 { $i } 看向键 { $j }，头 { $head }（{ $slope }）。对角线为 0，每离开对角线一步，偏置就减少 { $m }，两侧相同。它只取决于距离，所以表格每个距离列出一个值。
}
bias-col-distance = 距离 { $distance }
bias-col-bias-head = 偏置，头 { $head }
bias-alibi-table-label = 按距离的 ALiBi 偏置
bias-t5-summary-bidirectional = 双向，{ $count ->
   *[other] { $buckets } 个桶
}，最大距离 { $maxdist }：{ $exact ->
    [0] 没有偏移量拥有自己的桶
    [1] 偏移量 { $exactSpans } 拥有自己的桶（精确）
   *[other] 偏移量 { $exactSpans } 各有一个桶（精确）
}，每个方向 { $perDirection } 个，0 算在之前一侧；{ $log ->
    [yes] 更远处的桶是对数的；偏移量
   *[no] 偏移量
} { $before } 共用桶 { $beforeBucket }，偏移量 { $after } 共用桶 { $afterBucket }，即各方向的最后一个桶。
bias-t5-summary-causal = 因果（单向），{ $count ->
   *[other] { $buckets } 个桶
}，最大距离 { $maxdist }：{ $exact ->
    [0] 没有偏移量拥有自己的桶
    [1] 偏移量 { $exactSpans } 拥有自己的桶（精确）
   *[other] 偏移量 { $exactSpans } 各有一个桶（精确）
}；{ $log ->
    [yes] 更远处的桶是对数的；偏移量
   *[no] 偏移量
} { $before } 共用最后一个桶 { $beforeBucket }；每个偏移量 { $after } 都归入桶 { $afterBucket }。
bias-t5-where = { $where ->
    [before-log] 所以最后一个桶从距离 { $start } 开始，早于最大距离 { $maxdist }：最大距离只决定对数桶变宽的速度，而对数桶在那里就到达了最后一个桶。
    [before-few] 所以最后一个桶从距离 { $start } 开始，早于最大距离 { $maxdist }：桶这么少时，精确桶和最后一个桶之间没有别的桶，所以最后一个桶紧接在精确桶之后开始。
    [at] 所以最后一个桶从距离 { $start } 开始，正是最大距离。
   *[beyond] 所以最后一个桶从距离 { $start } 开始，超出了最大距离 { $maxdist }。
}
bias-t5-unused = { $count ->
    [1] 桶 { $buckets } 不含任何偏移量（偏移量 0 属于桶 0，所以查询之后的键从晚一个的桶开始）。
   *[other] 桶 { $buckets } 不含任何偏移量（偏移量 0 属于桶 0，所以查询之后的键从晚一个的桶开始；而窄于一个偏移量的对数桶保持为空）。
}
bias-t5-table-label = T5 的桶
bias-t5-caption = { $bidirectional ->
    [yes] { $count ->
       *[other] 偏移量 键 − 查询 → 桶，双向，{ $buckets } 个桶，最大距离 { $maxdist }。最后一列：替代表的头 { $head }。
    }
   *[no] { $count ->
       *[other] 偏移量 键 − 查询 → 桶，因果（单向），{ $buckets } 个桶，最大距离 { $maxdist }。最后一列：替代表的头 { $head }。
    }
}
bias-col-bucket = 桶
bias-col-offsets = 偏移量 键 − 查询
bias-col-kind = 类型
bias-col-stand-in = 替代偏置，头 { $head }
bias-calc-answer = { $kind ->
    [last] 偏移量 { $offset } → 桶 { $bucket }：它所在方向的最后一个桶，由每个偏移量 { $offsets } 共用。
    [exact] 偏移量 { $offset } → 桶 { $bucket }：精确桶，只有这个偏移量。
    [log] 偏移量 { $offset } → 桶 { $bucket }：对数桶，容纳偏移量 { $offsets }。
   *[none] 偏移量 { $offset } → 桶 { $bucket }。
}
bias-t5-map-title = { $bidirectional ->
    [yes] { $count ->
       *[other] 键 − 查询 的 T5 桶，双向，{ $buckets } 个桶，最大距离 { $maxdist }
    }
   *[no] { $count ->
       *[other] 键 − 查询 的 T5 桶，因果，{ $buckets } 个桶，最大距离 { $maxdist }
    }
}
bias-t5-cell = 查询 { $query }，键 { $key }，偏移量 { $offset }：桶 { $bucket }（头 { $head } 的替代偏置：{ $bias }）
bias-t5-map-single = 当 { $n } 时只有一个格子：查询 0 和键 0，偏移量 0，在桶 { $bucket } 中。增大 { $raise } 可以看到其他偏移量。
bias-t5-map-rows = 第 { $i } 行第 { $j } 列是偏移量 { $offset } 的桶。
bias-t5-map-diagonals = 每条对角线（一个偏移量）只有一个桶；靠近对角线时每个偏移量有自己的桶，更远处{ $log ->
    [yes] 桶变宽
   *[no] 偏移量共用其方向的最后一个桶
}{ $reach ->
    [yes] ，从距离 { $start } 起（最后一个桶）不再变化。
   *[no] 。
}
bias-t5-map-sides = 对角线和查询之前的键（对角线左侧）使用桶 0 … { $last }；查询之后的键（右侧）使用其余的桶。
bias-t5-map-sides-causal = 因果：对角线以及查询之后的每个键（对角线右侧）都属于桶 0。
bias-col-offset = 偏移量 键 − 查询
bias-t5-map-table-label = 按偏移量的 T5 桶
bias-word-label = “{ $word }”（{ $position }）
bias-compare-map-title = 注意力权重，{ $scheme }
bias-axis-query-word = 查询词
bias-axis-key-word = 键词
bias-compare-cell-masked = { $query } → { $key }：被掩码遮住（键在查询之后），权重 0
bias-compare-cell = { $query } → { $key }：权重 { $weight }（分数 { $score }，位置偏置 { $bias }）
bias-masked = 已遮住
bias-compare-summary = { $scheme }：每一行是一个查询词在各键词上的 softmax 权重，和为 1。最后一个查询 { $last } 把最大的权重 { $weight } 给了 { $top }。
bias-col-query = 查询
bias-col-word = { $word }（{ $position }）
bias-compare-caption = softmax 权重，保留 { $digits } 位小数。
bias-compare-table-label = 权重，{ $scheme }
bias-compare-no-repeat = 这句话中没有出现两次的词。重复一个词（如默认句子中的“{ $word }”）就能比较它的两行：没有任何位置信息时，这两行会完全相同。
bias-compare-where = “{ $word }”位于位置 { $a } 和 { $b }，所以它的两行从同一个词向量开始。
bias-compare-bias-only = 使用 { $schemes } 时，两行的原始分数 { $raw } 相同（最大差值 { $zero }，保留 { $digits } 位小数）：只有偏置不同，而偏置只取决于“键 − 查询”，所以权重只随距离变化。
bias-compare-mixed = 使用 { $schemes } 时，两行的原始分数本身就已不同（最多相差 { $differences }）：位置在向量内部，与词混在一起。
bias-compare-other = { $scheme }：两行的原始分数最多相差 { $difference }。
bias-beyond-heading = 超出训练长度
bias-beyond-lead = 假设下面的头只在长度为 { $L } 个词元的序列上训练过，现在却输入 { $n } 个词元。每张图跟踪一种方案的位置项，从距离（或位置）0 到 { $last }：前一部分（到 { $seen } 为止）是训练中见过的；其余是新的。各方案的区别在于“新”意味着什么。
bias-beyond-title-sinusoidal = 正弦：从未见过的位置
bias-beyond-title-rope = RoPE：从未见过的方向
bias-beyond-title-alibi = ALiBi：同一条直线，继续延长
bias-beyond-title-t5 = T5：远处的偏移量共用一个桶
bias-beyond-short-sinusoidal = 正弦
bias-beyond-short-rope = RoPE
bias-beyond-short-alibi = ALiBi
bias-beyond-short-t5 = T5
bias-beyond-sinusoidal = 维度 { $dim }，即第 { $pair } 对（最慢的一对）的正弦，在位置 0 … { $seenLast } 上取值从 { $low } 到 { $high }；在位置 { $last } 上它等于 { $value }。
bias-beyond-sinusoidal-outside = 位置 { $first } 是第一个取值超出训练所见范围的位置。从 { $L } 起每个位置的整个向量 { $pe } 都是模型从未得到过的：公式里有它，训练好的权重却从未见过它。
bias-beyond-sinusoidal-inside = 它在 { $seenLast } 之后的取值仍在该范围内，但向量 { $vectors } 依然是模型从未得到过的。
bias-beyond-rope-wrapped = { $count ->
    [0] 在偏移量 0 … { $last } 内没有一对转满一整圈。
   *[other] 第 { $pairs } 对在偏移量 0 … { $last } 内转满了一整圈，所以它们在更远处遇到的每个方向都是以前见过的。
}
bias-beyond-rope-back = { $count ->
   *[other] 第 { $pairs } 对超过了训练中的最大角度，但去掉整圈后又指回训练覆盖的弧内（第 { $pair } 对：在偏移量 { $offset } 处的 { $angle } rad 去掉整圈后是 { $direction } rad，位于 0 … { $largest } rad 内），是已经见过的方向。
}
bias-beyond-rope-unseen = { $count ->
   *[other] 在偏移量 { $offset } 处，第 { $pairs } 对指向训练中从未见过的方向（第 { $pair } 对指向 { $direction } rad，在训练覆盖的弧 0 … { $largest } rad 之外）。于是远处键的 { $qk } 混入了训练好的权重从未见过的方向。
}
bias-beyond-alibi = 头 { $head }，斜率 { $slope }：训练中最远的键（往前 { $seenLast } 个）得到 { $seenBias }；往前 { $last } 个时偏置为 { $lastBias }。
bias-beyond-alibi-steps = { $even ->
    [yes] 每远一步，分数都降低同样的 { $step }，训练范围内外都一样：惩罚是同一条直线的延长。
   *[no] 各步的大小并不都相等。
}
bias-beyond-alibi-scope = 没有增加参数，也没有新类型的偏置：更长的输入只是把键放到头本来就在用的直线更远处，在那里它们的权重越来越小。保持在已知范围内的只是这一部分，而不是模型看到的一切：在第一个块中查询和键不带位置，但从第二个块起就带了，因为它们每一个都是按距离加权的词的混合。
bias-beyond-t5-buckets = 往前 0 … { $seenLast } 个的键使用了{ $seenCount ->
   *[other] 桶
} { $seen }；往前 { $from } … { $last } 个的键落在{ $beyondCount ->
   *[other] 桶
} { $beyond }。
bias-beyond-t5-fresh = { $count ->
   *[other] 桶 { $buckets }（往前 { $keys } 个的键）在训练中从未出现，所以它们学习的数从未得到过梯度。
}
bias-beyond-t5-none-fresh = 它们在训练中都已出现过：不会查到任何新的值。
bias-beyond-t5-last = 从往前 { $start } 个起，每个键都共用最后一个桶 { $bucket }：无论多远都得到同一个数，所以在那之后偏置只说“远”。
bias-beyond-t5-last-beyond = 最后一个桶 { $bucket } 从往前 { $start } 个开始，比 { $last } 还远：增大 { $L } 才能到达它。
bias-beyond-legend-training = 训练：{ $range }
bias-beyond-legend-new = 新：{ $range }
bias-beyond-axis-position = 位置
bias-beyond-axis-back = 往前的键数（查询 − 键）
bias-beyond-legend-largest = 训练中的最大值
bias-beyond-legend-angle = { $offset } 处的角度
bias-beyond-legend-direction = { $offset } 处的方向
bias-beyond-legend-turn = 整圈，{ $turn }
bias-beyond-axis-pair = 第 { $i } 对（最快的在前）
bias-beyond-axis-angle = 角度（弧度，对数刻度）
bias-yes = 是
bias-no = 否
bias-beyond-col-pair = 对
bias-beyond-col-largest = 训练中的最大角度（偏移量 { $offset }）
bias-beyond-col-angle = 偏移量 { $offset } 处的角度
bias-beyond-col-direction = 它的方向（去掉整圈）
bias-beyond-col-turn = 训练中转满整圈
bias-beyond-col-seen = 训练中见过的方向
bias-beyond-col-in-training = 训练中
bias-beyond-col-back = 往前的键数
bias-beyond-chart-sinusoidal = 折线图：{ $pe }，最慢一对的正弦，位置 0 到 { $last }；到 { $seenLast } 为止的位置在训练中见过，其余是新的。
bias-beyond-chart-rope = 折线图，对数刻度：每一对在训练中的最大角度、在偏移量 { $offset } 处的角度，以及该角度去掉整圈后的方向，另有一条位于一整圈处的水平线。
bias-beyond-chart-alibi = 折线图：头 { $head } 的 ALiBi 偏置随距离 0 到 { $last } 的变化；到 { $seenLast } 为止的距离在训练中见过，其余是新的。
bias-beyond-chart-t5 = 阶梯图：往前 0 到 { $last } 个词元的键所在的 T5 桶；到 { $seenLast } 为止的距离在训练中见过，其余是新的。
bias-beyond-lab-link = 参见“{ $title }”：运行比较，读取 ALiBi 在超出训练长度后的精确答案
bias-beyond-trained-label = L（训练长度）
bias-beyond-trained-range = 输入 { $smallest } 到 { $largest }
bias-beyond-trained-describe = { $count ->
   *[other] 在 { $trained } 个词元上训练，在 { $shown } 个词元上展示
}
bias-beyond-table-label = { $scheme }，{ $trained } 和 { $shown }



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



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

