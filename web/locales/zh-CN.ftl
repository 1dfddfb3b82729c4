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
words-why-tokensA = 句子 A
words-why-tokensB = 句子 B
why-intro-recurrent = 循环神经网络逐词读句子，所以顺序本来就体现在它的工作方式里。Transformer 则一次看到所有的词。这让它很快，但也意味着：一个不带掩码的注意力层（比如 BERT 这类编码器中的注意力层）单靠自己分不清“猫 追 老鼠”和“老鼠 追 猫”。
why-intro-formula = 原因就在注意力公式里。每个词的查询（query）与所有词的键（key）比较，分数经 softmax 变成权重，输出就是各个值（value）的加权混合：
why-intro-set = 公式里没有任何东西涉及一个词所在的位置。把词打乱，{ $Q }、{ $K } 和 { $V } 的每一行都随它的词一起移动，所以每个词得到的输出和之前完全一样，只是换了个地方。没有掩码时，注意力把句子当作词的**集合**（一个“词袋”），而不是序列。
why-intro-mask = 解码器（GPT，以及你可以在“自己动手训练”中训练的小模型）加上了**因果掩码**：位置 { $t } 上的词只能关注它自己和它之前的词，一共 { $keys } 个键，之后的每个键权重都为 0。这打破了对称性。一个词移动后看到的是另一组词，所以即使完全没有位置向量，它的输出也会变；这样的层堆叠起来，可以自己推算出位置，例如数一数前面有多少个词：Haviv 等人（2022）就这样训练了不带位置编码的语言模型，它们仍然学到了位置。不过，掩码并不直接给出顺序：一个词的输出取决于它前面有哪些词，而不取决于这些词的先后顺序。
why-intro-fix = 解决办法是在注意力看到之前，把一个位置向量加到每个词的嵌入上：位置 { $t } 上的词的输入变成 { $sum }。这样，同一个词在不同位置就是不同的向量，它的输出也随之改变。
why-demo-heading = 动手试试：一个注意力头，两种词序
why-demo-intro = 下面，一个小的注意力头（{ $width }，固定的随机权重）读句子 A 和句子 B，B 是同一组词的重新排列。对每个词，表格给出它在 A 和 B 中的输出向量之间的最大差值：先只用词嵌入，再加上正弦位置编码，两者都不带掩码；最后只用词嵌入，但加上因果掩码。
why-outro-title = 没有要学习的参数
why-outro = 正弦表 { $P } 没有参数：每个元素都由下一节的公式算出。训练时，梯度流向词嵌入和注意力权重，但不流向 { $P }，而且同一张表适用于任意长度的句子。
why-preset-1-a = 猫 坐在 垫子 上
why-preset-1-b = 垫子 坐在 猫 上
why-preset-2-a = 猫 追 老鼠
why-preset-2-b = 老鼠 追 猫
why-preset-3-a = 狗 咬 人
why-preset-3-b = 人 咬 狗
why-sentences = { $first }{ $second }
why-verdict-same-order = 句子 B 与 A 的顺序相同，所以没有词移动：试着交换两个词。
why-verdict-moved =
    { $allZero ->
        [yes] 没有位置信息、也没有掩码时，每个词在两种顺序下得到相同的输出（每个差值都是 { $zero }）。加上位置编码后，“{ $token }”从位置 { $from } 移到位置 { $to }，它的输出最多改变 { $difference }。
       *[no] 加上位置编码后，“{ $token }”从位置 { $from } 移到位置 { $to }，它的输出最多改变 { $difference }。
    }
why-verdict-stayed-kept = 位置不变的词，例如“{ $token }”，输出也不变。
why-verdict-stayed-more = 位置不变的词也会变：“{ $token }”（两句中都在位置 { $position }）改变了 { $difference }，比移动了的“{ $moved }”（{ $movedDifference }）还多。每个输出都混合了所有的词，而其他词移动了。
why-verdict-stayed-less = 位置不变的词也会变，“{ $token }”改变了 { $difference }：每个输出都混合了所有的词，而其他词移动了。
why-mask-kept-all = 加上因果掩码、仍然没有位置编码时，这里每个移动了的词都保持原来的输出（{ $zero }）。
why-mask-changed = 加上因果掩码、仍然没有位置编码时，“{ $token }”最多改变 { $difference }：在 A 中位置 { $from } 上它看到 { $seenA ->
       *[other] { $seenA } 个词
    }，在 B 中位置 { $to } 上看到 { $seenB ->
       *[other] { $seenB } 个词
    }。
why-mask-kept-first = “{ $token }”在两种顺序中都排在第一，只看到它自己，所以输出不变（{ $zero }）。
why-mask-kept-same = “{ $token }”（两句中都在位置 { $position }）输出不变（{ $zero }）：它前面的词在两种顺序中相同，而掩码告诉一个词的是它前面有哪些词，而不是这些词的顺序。
why-table-caption = 句子 A：“{ $a }”。句子 B：“{ $b }”。
why-col-word = 词
why-col-position-a = 在 A 中的位置
why-col-position-b = 在 B 中
why-col-difference = 它的输出之差（A 对 B）
why-col-without-pe = 无位置编码
why-col-with-pe = 有位置编码
why-col-causal = 因果掩码，无位置编码
# After a word that moved, in the table (the leading space is kept in quotes).
why-moved = （已移动）
why-weights-off = 不带位置编码
why-weights-on = 带位置编码
why-weights-causal = 带因果掩码，不带位置编码
why-weights-caption =
    { $view ->
        [on] 句子 { $name }，带位置编码
        [causal] 句子 { $name }，带因果掩码，不带位置编码
       *[off] 句子 { $name }，不带位置编码
    }
why-weights-corner = 查询 ↓ 键 →
why-weights-region = 注意力权重，句子 { $name }
why-run = 比较两种顺序
why-presets-label = 例句对
why-label-a = 句子 A
why-label-b = 句子 B（同样的词，重新排列）
why-hint = 按空格切分词语（中文请在词与词之间加空格），字母转为小写。最多 64 个词。
why-pick = 或者选一个例子：
why-empty = 请在两个输入框中都填写句子。
why-differences-region = 每个词的输出差值
why-differences-note = 差值是两个输出向量之间最大的绝对差，按“四舍五入（远离零）”保留 6 位小数。小于约 1e-15 的值是浮点舍入噪声，显示为 { $zero }。
why-weights-heading = 注意力权重本身
why-weights-text = 每一行是一个词（查询），显示它对每个词（键）的关注程度；每行之和为 1。不带位置编码时，B 的表与 A 的表数字相同，只是行和列重新排列了。带上位置编码后，数字本身就变了。在因果掩码下，查询之后的每个键权重都为 0，所以每个词把权重分给它自己和它之前的词：第一个词把全部权重都给了自己。
why-weights-choice = 显示权重
why-weights-note =
    权重按“四舍五入（远离零）”保留 { $digits ->
       *[other] { $digits } 位小数
    }；格子颜色越深，权重越大。



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
formula-intro = 原始的 Transformer 给每个位置一个由正弦和余弦构成的、含 { $d } 个数的向量。维度成对出现：第 { $i } 对的两个成员使用同一个频率，一个通过正弦，另一个通过余弦。
formula-symbol-pos = { $pos }：词元的位置，这里从 0 开始数（有些教材从 1 开始）。
formula-symbol-d = { $d }：模型宽度（{ $dModel }），即每个嵌入向量的长度。{ $d } 为奇数也可以：这时最后一个维度是一个没有配对余弦的正弦。
formula-symbol-i = { $i }：**对索引**，从 { $first } 到 { $last }。它不是维度索引：维度 { $j } 属于第 { $pairOfJ } 对，所以维度 4 和 5 都属于第 2 对。
formula-symbol-b = { $b }：**底数**，论文中取 10000。它决定最后一对转得有多慢。
formula-slips-title = 两个常见的小错误，温和地纠正
formula-slip-exponent = 有些教材把指数写成 { $jOverD }，其中 { $j } 是维度索引。对第 { $i } 对的正弦（偶数维度 { $even }），它与 { $exponent } 是同一个数；但它的余弦（维度 { $odd }）就得到指数 { $wrongExponent }：频率比它自己的正弦更慢，这一对就不再共用同一个频率。取 { $d4 } 和 { $pos3 } 时，第二个值会是 { $wrong }，而不是 { $right }。
formula-slip-base = 有些教材把 { $b } 称为最大序列长度，{ $maxLength }。它并不是长度上限：公式在每个位置都有值，包括第 10001 个和第一千万个位置。{ $b } 控制的是最后一对转得有多慢：当 { $d } 为偶数时，最后一对的波长是 { $last }，比 { $upper } 小一个因子 { $factor }。
formula-pairs-heading = 每个维度属于哪一对？
formula-pairs-intro = 对当前的 { $d }（可在上方修改），下面按论文的交错顺序列出每个维度、它所属的对以及它的函数。
formula-ladder-heading = 波长的阶梯
formula-ladder-text = 第 { $i } 对每个位置转过 { $omega } 弧度，所以它的波长是 { $wavelength } 个位置。每一对都比前一对慢同一个因子 { $factor }：波长构成等比数列，在下面的对数坐标轴上是一条直线。波长从第 0 对的 { $first } 到最后一对的 { $last }：{ $d } 为偶数时是 { $lastEven }。这比 { $upper } 小一个因子 { $factor }，{ $d } 较小时小得多。（有些实现，例如 tensor2tensor，会调整各对的间隔，使最后一对恰好达到 { $upper }；见最后一节。）
formula-binary-heading = 用二进制计数，再把它变得平滑
formula-binary-bits = 把位置写成二进制，观察各个比特。最低位每一步翻转一次，下一位每 2 步翻转一次，再下一位每 4 步：每个比特都是一个方波，比前一个慢一倍，合在一起就能区分每个位置。
formula-binary-sines = 正弦对用平滑的波玩同样的游戏。每一对比前一对慢 { $factor } 倍，而不是 2 倍；正弦从不跳变，所以相邻的位置得到相邻的向量。
formula-pairs-caption = d = { $d }
formula-pairs-caption-part = d = { $d }：{ $total } 个维度中的前 { $shown } 个
formula-row-dimension = 维度 { $j }
formula-row-pair = 对 { $i }
formula-row-function = 函数
formula-series-wavelength = 第 { $i } 对的波长（位置数）
formula-series-two-pi = { $twoPi }（第 0 对）
formula-series-upper = { $upper } = { $value }（高于最后一对）
formula-axis-pair = 对索引 { $i }
formula-axis-wavelength = 波长（位置数，对数坐标）
formula-ladder-label = 对数坐标轴上每一对的波长，d = { $d }，底数 { $base }：一条上升的直线，从 { $first }（第 0 对）到 { $last }（第 { $lastPair } 对），低于 { $upper } = { $value }。
formula-ladder-label-one = 唯一一对的波长，d = { $d }：{ $first } 个位置，低于 { $upper } = { $value }。
formula-ladder-summary-d1 = 当 d = 1、b = { $base } 时，没有正弦–余弦对，只有一个单独的正弦（第 0 对），波长为 { $first } 个位置（{ $twoPi }）：没有阶梯可爬。
formula-ladder-summary-one = 当 d = { $d }、b = { $base } 时，只有 1 对，即第 0 对，波长为 { $first } 个位置（{ $twoPi }）：没有阶梯可爬。
formula-ladder-summary =
    当 d = { $d }、b = { $base } 时，共有 { $pairs } 对{ $lone ->
        [yes] ，最后一对（第 { $lastPair } 对）是单独的正弦
       *[no] {""}
    }。波长从 { $first } 个位置（第 0 对）增长到 { $last }（第 { $lastPair } 对，{ $lastFormula }），低于 { $upper } = { $value }。每一对的波长是前一对的 { $ratio } 倍（{ $ratioFormula }）。
formula-col-pair = 对 { $i }
formula-col-exponent = 指数 { $exponent }
formula-col-omega = { $omega }（每个位置的弧度）
formula-col-wavelength = 波长（位置数）
formula-ladder-table = 频率与波长
formula-series-bit =
    比特 { $k }（每 { $steps ->
       *[other] { $steps } 步
    }翻转一次）
formula-axis-bits = 比特 0（底部）到 { $top }（顶部）
formula-bits-label = 位置 0 到 { $lastPosition } 的比特 0 到 { $lastBit }，画成方波，每个都比下面那个慢一倍。
formula-series-sine = 第 { $i } 对：波长 { $wavelength }
formula-axis-value = 值
formula-sines-label =
    { $pairs ->
        [1] 第 0 对的正弦，位置 0 到 { $lastPosition }，d = { $d }，底数 { $base }。
       *[other] 第 0 到 { $lastPair } 对的正弦，位置 0 到 { $lastPosition }，d = { $d }，底数 { $base }。
    }
formula-list-separator = {"、"}
formula-binary-summary = 在二进制图中，pos 的第 k 位每 2^k 步翻转一次（1、2、4、8）。在正弦图中，第 i 对的正弦从一对到下一对慢 { $factor } 倍（波长依次为 { $wavelengths } 个位置），变化平滑，没有跳变。
formula-binary-summary-one = 在二进制图中，pos 的第 k 位每 2^k 步翻转一次（1、2、4、8）。在正弦图中，d = { $d } 时只有第 0 对，一个波长为 { $wavelength } 个位置的正弦：要有阶梯，需要更大的 d。
formula-col-bits = 比特 { $bits }
formula-col-sine = 第 { $i } 对正弦
formula-binary-table = 比特与正弦对照
formula-pairs-region = 维度及其所属的对
formula-bits-heading = { $pos } 的比特
formula-sines-heading = 前几对的正弦



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-steps-step = 步骤（算例中的维度）
steps-intro-walk = 亲手算一遍，才最容易相信这个公式。选一个位置和一个宽度，然后逐个维度走一遍：对每个维度，依次求出它所属的对、指数、分母、角度，最后是正弦或余弦。最后一行是斜率：当 { $pos } 增大时这个值变化得有多快，{ $sinSlope }，{ $cosSlope }。
steps-intro-start = 初始值 { $d } 和 { $pos } 是教材中常见的例子：小到可以在纸上算完，下面每一步都有核对。
steps-rounding-heading = 舍入，以及一些教材的小错误
steps-rounding-text = 有些教材给出 { $cut }。数字是对的，但它们是被截断而不是四舍五入得到的：{ $exact }，第五位小数是 9，所以保留四位小数应得 { $rounded }。差别很小，但当你拿自己的数和表格对照时，最好知道表格用的是哪种规则。
steps-stage-pair = 对索引
steps-stage-exponent = 指数
steps-stage-denominator = 分母
steps-stage-angle = 角度
steps-stage-value = 值
steps-stage-derivative = 斜率 { $derivative }
steps-feedback-exact =
    精确到 6 位小数，完全正确：{ $stage ->
        [exponent] 指数
        [denominator] 分母
        [angle] 角度
       *[value] 值
    }是 { $truth }。
steps-feedback =
    { $verdict ->
        [very-close] 非常接近
        [close] 接近
       *[not-quite] 还不太对
    }：你的答案是 { $guess }，{ $stage ->
        [exponent] 指数
        [denominator] 分母
        [angle] 角度
       *[value] 值
    }是 { $truth }，相差 { $difference }。
steps-sentences = { $first }{ $second }
steps-hint-exponent = 用对索引 { $i }，而不是维度 { $j }：维度 { $even } 和 { $odd } 共用一个指数。
steps-hint-denominator = 把 { $b } 升到上一行得到的指数次幂。
steps-hint-angle = 用 { $pos } 除以分母；{ $posZero } 的角度总是 0。
steps-hint-small-sin = 角度 { $x } 很小时，{ $sin } 几乎就等于 { $x } 本身。
steps-hint-small-cos = 角度 { $x } 很小时，{ $cos } 接近 { $approx }。
steps-hint-past-pi = 角度大于 { $pi }，所以值可能是负的：想一想这个角度落在圆上的哪个位置。
steps-tex-odd = 奇数，所以用余弦
steps-tex-even = 偶数，所以用正弦
steps-tex-sine-half = 正弦半部
steps-tex-cosine-half = 余弦半部
steps-tex-after-value = （在值之后）
steps-latex-title =
    Positional Encoding Explorer：算例，pos = { $pos }，d = { $d }，底数 { $base }，{ $layout ->
        [concatenated] 拼接布局。
       *[interleaved] 交错布局。
    }
steps-latex-rounding = 数值按“四舍五入（远离零）”保留 6 位小数。需要 { $package }。
steps-vector-title = 向量 { $vector } 随着你的步骤逐步填满
steps-vector-note =
    已填入 { $shown } / { $total ->
       *[other] { $total } 个值
    }{ $window ->
        [yes] ；显示维度 { $from } 到 { $to }
       *[no] {""}
    }。当前维度带粗边框；? 表示尚未计算的值。
steps-table-caption =
    { $layout ->
        [concatenated] { $vector }，d = { $d }，底数 { $base }，拼接布局{ $limited ->
            [yes] （前 { $limit } 个维度）
           *[no] {""}
        }
       *[interleaved] { $vector }，d = { $d }，底数 { $base }，交错布局{ $limited ->
            [yes] （前 { $limit } 个维度）
           *[no] {""}
        }
    }
steps-col-pair = 对 { $i }
steps-col-function = 函数
steps-col-exponent = 指数 { $exponent }
steps-col-denominator = 分母
steps-col-angle = 角度
steps-col-value = 值
steps-col-slope = 斜率 { $derivative }
steps-previous = ← 上一个维度
steps-next = 下一个维度 →
steps-predict-prompt = 先预测：在每个数（指数、分母、角度、值）显示之前自己算出来
steps-keys = 步进器获得焦点时，左右方向键在维度之间移动，Home 和 End 跳到第一个和最后一个维度。
steps-table-region = 所有维度
steps-table-toggle = 所有维度汇总成一张表
steps-compare-exact = 精确值（float64）：
steps-compare-truncated = 保留 4 位小数后截断：
steps-compare-rounded-4 = 四舍五入到 4 位小数：
steps-compare-rounded-6 = 四舍五入到 6 位小数（本页的做法）：
steps-not-a-number = 请输入一个数，例如 { $small } 或 { $negative }。
steps-revealed =
    { $stage ->
        [exponent] 指数
        [denominator] 分母
        [angle] 角度
       *[value] 值
    }是 { $value }。
steps-copy-latex = 复制为 LaTeX
steps-jump = 跳到维度 { $j }
steps-jump-range = 0 到 { $max }
steps-jump-only = 维度 { $j }，唯一的维度
steps-jump-describe = 维度 { $j }（共 0 到 { $max }）
steps-title =
    { $only ->
        [yes] 维度 { $j } = { $step }（唯一的维度）
       *[no] 维度 { $j } = { $step }（共 0 到 { $last }）
    }
steps-where =
    位置 { $pos }，d = { $d }，底数 { $base }，{ $layout ->
        [concatenated] 拼接布局
       *[interleaved] 交错布局
    }。维度 { $step } 属于第 i = { $pair } 对，使用{ $fn ->
        [sin] 正弦
       *[cos] 余弦
    }。
steps-predict-exponent = 你对指数 { $formula } 的预测：
steps-predict-denominator = 你对分母 { $formula } 的预测：
steps-predict-angle = 你对角度 { $formula } 的预测：
steps-predict-value = 你对 { $formula } 的预测：
steps-predict-done =
    { $last ->
        [yes] 维度 { $step } 已完成：所有数都已显示。这是最后一个维度。
       *[no] 维度 { $step } 已完成：所有数都已显示。继续下一个维度吧。
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

