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



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# 本节的讲解与题集设置（practice.js、setup.js、keep.js、set-view.js）
practice-intro-seed = 用你自己的数字来练习。题目由随机种子生成：同一个种子在任何电脑上都给出同样的题目，所以题集可以通过链接分享；“新题集”会给出新的数字。
practice-intro-answers = 输入一个数（例如 { $example }）或一个表达式，例如 { $power }、{ $half } 或 { $fraction }。无法读懂的答案记为“未能理解”，不算错。与已知错误相符的错误答案会指出该错误，并链接到课程中讲解它的部分。
practice-your-set = 你的题集
practice-score-counts = 你的得分只计你自己答对的题。看过答案的题（通过“显示答案”、解题步骤，或在最后一次尝试之后）算作未答对，再次打开题集时仍然如此。
practice-attempts-rule =
    { $attempts ->
        [0] 每道题可以提交任意多次答案。
        [1] 每道题只能提交 { $shown } 次答案：答错后会显示答案，这道题算作未答对。无法读懂的答案不消耗次数。
       *[other] 每道题最多可以提交 { $shown } 次答案：{ $shown } 次都答错后，会显示答案，这道题算作未答对。无法读懂的答案不消耗次数。
    }
practice-fixed-set =
    { $count ->
       *[other] 这个题集是原样布置给你的：来自种子 { $seed } 的 { $shown } 道题，答对至少 { $pass }% 即为通过。
    }
practice-fixed-kinds-all = 题型：课程中的全部题型。
practice-fixed-kinds = 题型：{ $titles }。
practice-kinds-list = { $first }；{ $rest }
practice-kinds-legend = 题型（按讲授它们的章节分组）
practice-choose-every-kind = 选择全部题型
practice-kinds-needed = 题集至少需要一种题型：这一种保持选中。
practice-field-questions = 题数
practice-field-questions-name = 题数
practice-field-seed = 种子
practice-field-seed-name = 种子
practice-field-pass = 及格线（%）
practice-field-pass-name = 及格线
practice-new-set = 新题集
practice-new-set-announce = 新题集：种子 { $seed }。
practice-cap-note = n 为 { $n }（在另一节中设置，在那里它表示位置数）；一个练习题集最多 { $max } 道题，所以本题集有 { $max } 道。
practice-question-heading = 第 { $number } 题，共 { $count } 题
practice-score = 得分：{ $score }
practice-score-open =
    { $open ->
       *[other] 答对 { $raw } / { $max }；还有 { $shown } 道题未完成。
    }
practice-score-passed = 答对 { $raw } / { $max }：通过（及格线为 { $pass }%）。
practice-score-failed = 答对 { $raw } / { $max }：未通过（及格线为 { $pass }%）。
practice-keep = 在此设备上保存我的答案
practice-keep-hint = 除非你勾选，否则不保存。勾选后，你的答案只保存在这个浏览器中（它的本地存储），绝不会发送到任何地方，再次打开同一题集时会恢复。在你关闭此标签页之前，答案无论如何都保存在其中，所以刷新页面不会丢失。
practice-keep-unavailable = 这个浏览器不允许页面在此保存任何内容，所以你的答案只保留到你离开页面为止。
practice-forget = 清除我的进度
practice-kept = 你的答案已保存在此设备上。
practice-keep-refused = 这个浏览器拒绝保存任何内容。
practice-kept-nothing = 此设备上现在不保存任何内容。
practice-forgotten = 你的进度已清除：此设备上不保存任何内容。

# 一道题（question.js）：答案框、按钮和判定
practice-values-note = 解题步骤已{ practice-worked-rounding }；答案显示 10 位有效数字，并按题目所述的容差判定。
practice-worked-rounding = 按“四舍五入、远离零”保留 6 位小数（小于 0.01 的保留 6 位有效数字）
practice-answer-label = 你的答案
practice-answer-form = 输入一个数，例如 { $example }（小数点为“{ $sign }”），或一个表达式，例如 { $expression }。
practice-check = 检查
practice-give-up = 显示答案
practice-show-steps = 显示解题步骤
practice-steps-title = 解题步骤
practice-answer-line = 答案：{ $answer }，判定标准：{ $tolerance }。
practice-shown-give-up-head = 已放弃。
practice-shown-give-up = 答案是 { $answer }；步骤见下方。这道题算作未答对。
practice-shown-steps-head = 已显示答案。
practice-shown-steps = 解题步骤给出了答案 { $answer }，所以这道题现在算作未答对。
practice-shown-attempts-head = 没有剩余次数。
practice-shown-attempts =
    { $attempts ->
       *[other] 这是 { $shown } 次尝试中的最后一次：答案是 { $answer }，步骤见下方。这道题算作未答对。
    }
practice-attempts-left =
    { $left ->
       *[other] 这道题你还剩 { $shown } 次尝试。
    }
practice-too-long = 答案超过 { $bytes } 字节，这是此输入框的上限。请只输入一个数或一个简短的表达式。
practice-right = 正确。
practice-right-read = 读作 { $readAs }；答案是 { $answer }。
practice-not-understood = 未能理解。
practice-not-understood-colon = 未能理解：
practice-nothing-marked = { $message } 未作判定。
practice-nothing-marked-read = { $message } 读作“{ $readAs }”。未作判定。
practice-not-right = 不正确。
practice-read-as = 你的答案读作 { $readAs }。
practice-mistake-lead = 它与一个已知错误相符：{ $name }。{ $explanation }
practice-mistake-close = 接近，但不计分：{ $name }。{ $explanation }
practice-read-about = 相关内容见 { $section }。
practice-new-tab = { $title }（在新标签页中打开）
practice-try-title = 试一题
practice-try-intro = 一道关于本节、使用新数字的题目。输入一个数（{ $example }）或一个表达式，例如 { $power } 或 { $half }。
practice-try-another = 换一题
practice-try-full-set = 关于“{ $section }”的完整练习题集 →
practice-try-heading = 题目

# 练习的文字（words.js）
practice-ordinal =
    { $count ->
       *[other] 第 { $n } 个
    }
practice-base = 底数 base = { $base }
practice-question = { $question } 请给出答案，{ $tolerance }。
practice-question-unknown = 一道 { $kind } 类型的练习。请给出答案，{ $tolerance }。
practice-tolerance-significant = 保留 { $figures } 位有效数字
practice-tolerance-exact = 要求精确（一个整数）
practice-tolerance-within = 误差不超过 { $tolerance }
practice-kind-pe-exponent-name = 某一维的指数
practice-kind-pe-exponent-question = 在 d = { $dModel } 的正弦位置编码中（交错排列：维度 2i 为第 i 对的 sin，2i + 1 为其 cos；维度从 0 开始计数），维度 j = { $dim } 把位置除以 base^e。指数 e 是多少？
practice-kind-pe-denominator-name = 某一维的分母
practice-kind-pe-denominator-question = 一个 d = { $dModel }、上下文为 { $maxLen } 个位置的模型使用{ $baseWords }的正弦位置编码（交错排列，维度从 0 开始）。维度 j = { $dim } 的分母 base^e 是多少？
practice-kind-pe-angle-name = PE(pos, j) 的角度
practice-kind-pe-angle-question = 一个 d = { $dModel }、上下文为 { $maxLen } 个位置的模型使用{ $baseWords }的正弦位置编码（交错排列，维度从 0 开始）。句子中{ $token }词元位于位置 pos = { $pos }，因为位置从 0 开始计数。在该词元处，维度 j = { $dim } 的角度（以弧度计）是多少？
practice-kind-pe-value-name = PE(pos, j) 的值
practice-kind-pe-value-question = 一个 d = { $dModel }、上下文为 { $maxLen } 个位置的模型使用{ $baseWords }的正弦位置编码（交错排列，维度从 0 开始）。句子中{ $token }词元位于位置 pos = { $pos }，因为位置从 0 开始计数。PE(pos, { $dim })，即该词元处维度 j = { $dim } 的值，是多少？在取正弦或余弦之前，角度至少保留 { $angleDecimals } 位小数。
practice-kind-wavelength-name = 一对维度的波长
practice-kind-wavelength-question = 在 d = { $dModel }、{ $baseWords }的正弦位置编码中，维度对从 0 开始计数。第 i = { $pair } 对的波长是多少：它的角度转一整圈需要多少个位置？
practice-kind-pair-interleaved-name = 某一维属于哪一对（交错排列）
practice-kind-pair-interleaved-question = 在交错排列中（维度 2i 为第 i 对的 sin，2i + 1 为其 cos），d = { $dModel }，维度和维度对都从 0 开始计数。维度 j = { $dim } 属于第几对 i？
practice-kind-pair-concatenated-name = 某一维属于哪一对（拼接排列）
practice-kind-pair-concatenated-question = 在拼接排列中（tensor2tensor：先放所有对的正弦，再放余弦），d = { $dModel }，维度和维度对都从 0 开始计数。维度 j = { $dim } 属于第几对 i？
practice-kind-shift-entry-name = 平移矩阵 M_k 的一个元素
practice-kind-shift-entry-question = 对于 d = { $dModel }、{ $baseWords }的正弦位置编码，PE(pos + k) = M_k PE(pos)（交错排列；第 i 对的块作用于该对的 (sin, cos)）。当 k = { $k } 时，M_k 第 { $row } 行、第 { $col } 列的元素是多少（行和列从 0 开始计数）？
practice-kind-dot-product-name = PE(p) · PE(p + k)
practice-kind-dot-product-question = 对于 d = { $dModel }、{ $baseWords }的正弦位置编码（角度以弧度计），位置 { $pos } 与 { $posK } 的编码的点积 PE({ $pos }) · PE({ $posK }) 是多少？
practice-kind-rope-rotation-name = RoPE 对一对维度的旋转
practice-kind-rope-rotation-question = 头维度 d = { $dModel }、{ $baseWords }的 RoPE 把向量的第 i 对按角度 pos · w_i（w_i = base^(-2i/d)）逆时针旋转。一个查询（query）的第 i = { $pair } 对为 (x0, x1) = ({ $x0 }, { $x1 })。在位置 pos = { $pos }，旋转后这一对的{ $coordinate ->
        [first] 第一个坐标 x0′
       *[second] 第二个坐标 x1′
    }是多少？
practice-kind-alibi-slope-name = 一个头的 ALiBi 斜率
practice-kind-alibi-slope-question = 一个使用 ALiBi 的模型有 H = { $heads } 个头，按参考代码列出斜率的顺序编号为 h = 1 到 { $heads }。头 h = { $head } 的斜率 m 是多少？
practice-kind-t5-bucket-name = 一个偏移量的 T5 桶
practice-kind-t5-bucket-question = T5 的相对注意力偏置（双向，{ $numBuckets } 个桶，最大距离 { $maxDistance }）把偏移量 key − query 放入一个桶。位置 { $query } 的查询关注位置 { $key } 的键。这个偏移量落在哪个桶？
practice-kind-pi-frequency-name = 位置插值下的频率
practice-kind-pi-frequency-question = 一个头维度 d = { $dModel }、{ $baseWords }的 RoPE 模型通过位置插值（PI）扩展到训练长度的 { $scale } 倍。第 i = { $pair } 对新的角频率 w_i′ 是多少（单位：弧度每位置）？
practice-kind-ntk-frequency-name = NTK-aware 缩放下的频率
practice-kind-ntk-frequency-question = 一个头维度 d = { $dModel }、{ $baseWords }的 RoPE 模型通过 NTK-aware 缩放扩展到训练长度的 { $scale } 倍。第 i = { $pair } 对新的角频率 w_i′ 是多少（单位：弧度每位置）？
practice-kind-fairseq-row-name = fairseq 表中某个词元对应的行
practice-kind-fairseq-row-question = fairseq 的正弦位置嵌入把第 1 行留给填充（padding_idx = 1）。对于句子中{ $token }词元（前面没有填充），读取的是 fairseq 表中的哪一行？
practice-step = { $name }：{ $value }
practice-step-pair = 对 i
practice-step-isSine = 正弦（1）还是余弦（0）
practice-step-exponent = 指数 e = 2i/d
practice-step-denominator = 分母 base^e
practice-step-omega = 角频率 w_i（弧度每位置）
practice-step-angle = 角度（弧度）
practice-step-angle-of-pair = 第 { $pair } 对的角度 w_i k（弧度）
practice-step-value = 值
practice-step-wavelength = 波长 2π/w_i（位置）
practice-step-cos = 角度的余弦
practice-step-sin = 角度的正弦
practice-step-powerOfTwo = 不超过 H 的最大 2 的幂 n
practice-step-slope = 斜率 m
practice-step-offset = 偏移量 key − query
practice-step-distance = 距离 n = |key − query|
practice-step-bucket = 桶
practice-step-omegaNew = 新的角频率 w_i′
practice-step-newBase = 新的底数（base · s^(d/(d − 2))）
practice-step-pos = 从 0 开始的位置
practice-step-paddingRow = 填充行（padding_idx）
practice-step-firstRow = 第一个词元的行（padding_idx + 1）
practice-step-row = 行
practice-step-t5-exactBuckets = 一个方向的精确桶，距离小于 { $exactBuckets } 时每个距离一个：{ $exactBuckets }
practice-step-t5-logPart = 距离 { $distance } 不小于 { $exactBuckets }，所以它的桶随其对数增长：log(n/{ $exactBuckets }) / log({ $maxDistance }/{ $exactBuckets }) · { $exactBuckets } = log({ $distance }/{ $exactBuckets }) / log({ $maxDistance }/{ $exactBuckets }) · { $exactBuckets } = { $logPart }
practice-step-t5-logBucket = { $exactBuckets } + ⌊{ $logPart }⌋ = { $logBucket }
practice-step-t5-lastBucket = 一个方向的最后一个桶：{ $lastBucket }
practice-step-t5-sideBucket-capped = { $logBucket } 超过了最后一个桶，所以这个方向内的桶被截断为 { $lastBucket }：{ $sideBucket }
practice-step-t5-sideBucket = { $logBucket } 没有超过最后一个桶 { $lastBucket }，所以这个方向内的桶是 { $sideBucket }
practice-step-t5-sideStart-after = 键在查询之后（桶的上半部分），所以这个方向的第一个桶是 { $sideStart }
practice-step-t5-sideStart-before = 键在查询之前（桶的下半部分），所以这个方向的第一个桶是 { $sideStart }
practice-step-t5-bucket = 桶：{ $sideBucket } + { $sideStart } = { $bucket }
practice-step-alibi-slopeCount-first = 头 h = { $head } 属于前 n = { $powerOfTwo } 个头，所以它的斜率在列表 2^(−8k/n)（k = 1 到 n）中：n = { $slopeCount }
practice-step-alibi-slopeCount-after = 头 h = { $head } 在前 n = { $powerOfTwo } 个头之后，所以它的斜率在 2n 个头的列表 2^(−8k/(2n))（k = 1 到 2n）中：2n = { $slopeCount }
practice-step-alibi-slopeNumber-first = 它在该列表中的位置 k 为 h = { $slopeNumber }
practice-step-alibi-slopeNumber-after = 它在该列表中的位置 k 是奇数 2(h − n) − 1 = 2({ $head } − { $powerOfTwo }) − 1 = { $slopeNumber }
practice-step-alibi-slope = 斜率 m = 2^(−8·{ $slopeNumber }/{ $slopeCount }) = { $slope }

# 错误答案可能对应的错误（words.js）
practice-mistake-dimension-as-pair-name = 把维度索引当成了对的索引
practice-mistake-dimension-as-pair-explanation = 指数是 2i/d，其中 i 是“对”（交错排列中 i = floor(j/2)），不是维度 j：维度 2i 和 2i + 1 共用一个频率。
practice-mistake-missing-two-name = 用了 base^(i/d) 而不是 base^(2i/d)
practice-mistake-missing-two-explanation = 指数是 2i/d：i 数的是对，每一对占两个维度。
practice-mistake-one-based-pair-name = 对从 1 开始计数
practice-mistake-one-based-pair-explanation = 对从 0 开始计数：第 0 对的指数为 0，每个位置转一弧度。
practice-mistake-concatenated-layout-name = 该用交错排列时用了拼接排列
practice-mistake-concatenated-layout-explanation = 交错排列（原论文）：维度 2i 是第 i 对的正弦，2i + 1 是其余弦。拼接排列（tensor2tensor）先放所有正弦，再放所有余弦。
practice-mistake-interleaved-layout-name = 该用拼接排列时用了交错排列
practice-mistake-interleaved-layout-explanation = 拼接排列（tensor2tensor）：前一半维度是第 0、1、... 对的正弦，后一半是它们的余弦，所以对为 j 或 j − d/2。
practice-mistake-base-as-max-length-name = 把底数当成了最大长度
practice-mistake-base-as-max-length-explanation = 底数（原论文中为 10,000）是公式中的固定常数，不是模型的上下文长度。
practice-mistake-degrees-for-radians-name = 用了角度制而不是弧度制
practice-mistake-degrees-for-radians-explanation = 你的答案是把角度当作“度”来计算的结果。这里的角度以弧度计：把计算器设为弧度，不要换算角度。
practice-mistake-dimension-exponent-name = 用了 base^(j/d) 而不是 base^(2i/d)
practice-mistake-dimension-exponent-explanation = 你的答案在指数中用了维度 j 除以 d。指数是 2i/d，其中 i = floor(j/2) 是对：当 j 为奇数时，j/d 会让余弦的频率比它自己的正弦慢，这一对就不再一起转动。
practice-mistake-angle-rounded-early-name = 在取正弦或余弦之前就把角度四舍五入了
practice-mistake-angle-rounded-early-explanation = 你的答案是一个舍入后角度的正弦或余弦。大角度只写几位有效数字就会丢掉小数（把 12.3456 写成 12.35），它的正弦或余弦也随之改变：按题目要求保留角度的小数位数，只对最终结果取舍。
practice-mistake-too-few-figures-name = 正确，但位数少于要求
practice-mistake-too-few-figures-explanation = 你的答案在它给出的位数内与正确答案一致，但位数少于题目的要求。保留题目要求的全部位数，只在最后取舍。
practice-mistake-one-based-position-name = 位置从 1 开始计数
practice-mistake-one-based-position-explanation = 这里第一个词元在位置 0，所以第 n 个词元在位置 n − 1。
practice-mistake-sin-cos-swapped-name = 正弦和余弦弄反了
practice-mistake-sin-cos-swapped-explanation = 偶数维度（即每对中的第一个）取正弦，奇数维度取余弦。
practice-mistake-no-two-pi-name = 波长漏了 2π
practice-mistake-no-two-pi-explanation = 转一整圈是 2π 弧度：波长是 2π/w_i = 2π · base^(2i/d)，而不是 base^(2i/d)。
practice-mistake-transposed-block-name = 块被转置了
practice-mistake-transposed-block-explanation = 作用于 (sin, cos) 时，M_k 中第 i 对的块是 w_i k 的 [[cos, sin], [−sin, cos]]：对角线上方为 +sin，下方为 −sin。
practice-mistake-no-shift-name = 算成了 PE(p) · PE(p) 而不是 PE(p) · PE(p + k)
practice-mistake-no-shift-explanation = d/2 是一个编码与自身的点积（k = 0）；偏移量 k 会让每一对转过 w_i k。
practice-mistake-rotated-wrong-way-name = 旋转方向反了
practice-mistake-rotated-wrong-way-explanation = RoPE 逆时针旋转：x0' = x0 cos θ − x1 sin θ，x1' = x0 sin θ + x1 cos θ。
practice-mistake-power-of-two-rule-name = 对不是 2 的幂的 H 套用了 2 的幂规则
practice-mistake-power-of-two-rule-explanation = m_h = 2^(−8h/H) 只在 H 是 2 的幂时成立。否则，先取小于 H 的最大 2 的幂 n 的 n 个斜率，再取 2n 的奇数位斜率。
practice-mistake-zero-based-head-name = 头从 0 开始计数
practice-mistake-zero-based-head-explanation = 这里头从 h = 1 开始编号：头 1 的斜率是列表中的第一个。
practice-mistake-sorted-slopes-name = 把斜率从大到小排序了
practice-mistake-sorted-slopes-explanation = 当 H 不是 2 的幂时，多出来的头排在前 n 个之后，它们的斜率落在前面那些斜率之间：列表不是递减的。
practice-mistake-offset-sign-name = 偏移量的符号错了
practice-mistake-offset-sign-explanation = 偏移量是 key − query：键在查询之后时偏移量为正，落在桶的上半部分。
practice-mistake-no-half-split-name = 所有桶都给了一个方向
practice-mistake-no-half-split-explanation = 双向 T5 把桶分成两半，每个方向一半：32 个中各 16 个，其中 8 个是精确桶。
practice-mistake-all-exact-name = 把所有桶都当作精确桶
practice-mistake-all-exact-explanation = 只有较小的偏移量各占一个桶；之后，桶按对数增长，直到最大距离。
practice-mistake-multiplied-by-scale-name = 乘了缩放因子而不是除以它
practice-mistake-multiplied-by-scale-explanation = 位置插值让每一对都变慢：w_i′ = w_i / s，等同于把位置除以 s。
practice-mistake-base-times-scale-name = 用了 base · s 而不是 base · s^(d/(d − 2))
practice-mistake-base-times-scale-explanation = NTK-aware 缩放把底数提高到 base · s^(d/(d − 2))，使最慢的一对恰好除以 s。
practice-mistake-pi-instead-of-ntk-name = 用了位置插值而不是 NTK-aware 缩放
practice-mistake-pi-instead-of-ntk-explanation = w_i / s 是位置插值；NTK-aware 缩放改变底数，最快的一对保持不变。
practice-mistake-no-padding-offset-name = 把位置当成了行号
practice-mistake-no-padding-offset-explanation = fairseq 的位置从 padding_idx + 1 = 2 开始：第一个词元读第 2 行，而不是第 0 行。
practice-mistake-padding-index-only-name = 只加了 padding_idx
practice-mistake-padding-index-only-explanation = 位置从 padding_idx + 1 开始：给从 0 开始的位置加 2，而不是加 1。
practice-mistake-unknown-name = 一个无法识别的失误
practice-mistake-unknown-explanation = 这个答案与错误 { $mistake } 相符。

# 教师用的班级题集（class-set.js）
practice-class-summary = 教师用：带答案的班级题集
practice-class-intro = 每名学生一张练习单，各有自己的种子，另附带解题步骤的答案，一次打印完成（A4 或 Letter）；也可以把答案保存为 CSV 文件。练习单上的链接会在本节打开同样的题目。
practice-class-seed = 班级种子
practice-class-seed-name = 班级种子
practice-class-students = 学生数（练习单数）
practice-class-students-name = 学生数
practice-class-count = 每张练习单的题数
practice-class-count-name = 题数
practice-class-kinds = 题型（都不勾选：全部题型）
practice-class-names = 姓名（可选，每行一个）
practice-class-names-hint = 没有姓名的练习单会留一条横线供填写。
practice-class-too-many-names = { $students } 名学生却有 { $names } 个姓名：把学生数提高到 { $names }（最多 { $max }），或删除一些姓名。
practice-class-refused = 无法生成班级题集：{ $message }。
practice-class-embedded = 班级题集要从课程本身的页面（index.html?view=practice）打印，不能从嵌入的浏览器打印。
practice-class-printed = 已把 { $sheets } 张练习单及其答案发送到打印机（共 { $parts } 部分，每部分从新的一页开始）。
practice-class-saved = 答案已保存：{ $rows } 行，每张练习单的每道题一行。
practice-class-print = 打印班级题集
practice-class-csv = 答案（CSV）
practice-class-csv-label = 把答案保存为 CSV
practice-class-csv-file = 答案 班级种子 { $seed }
practice-class-key-rounding = 答案中的数字已{ practice-worked-rounding }；CSV 答案保存每个答案的完整值。
practice-sheet-title = 位置编码练习：第 { $number } 张，共 { $count } 张
practice-sheet-name = 姓名：{ $name }
practice-sheet-name-blank = 姓名：{ $blank }
practice-sheet-blank = 空白横线
practice-sheet-seed = 练习单种子 { $seed }
practice-sheet-check = 在此核对你的答案：{ $link }
practice-sheet-work = 演算区
practice-sheet-answer = 答案：
practice-key-title = 答案：第 { $number } 张
practice-key-title-named = 答案：第 { $number } 张，{ $name }
practice-key-question = { $kind }。{ $question }
practice-key-answer = 答案：{ $answer }
practice-key-answer-line = { $answer }，{ $tolerance }
practice-csv-sheet = 练习单
practice-csv-name = 姓名
practice-csv-seed = 种子
practice-csv-question = 题号
practice-csv-kind = 题型
practice-csv-question-text = 题目
practice-csv-answer = 答案
practice-csv-tolerance = 容差

# 练习代码加载之前页面需要的文字（section.js）
words-practice-seed = 种子（练习题集）
words-practice-kinds = kinds（练习题型）
words-practice-kinds-what = 题型标识
words-practice-kinds-where = 练习一节的复选框列出了全部题型
words-practice-pass = 及格线（%）
words-practice-attempts = attempts（每道题可提交的答案次数，0 表示不限）
words-practice-n-refused = n（题集中的题数）必须是 1 到 { $max } 之间的整数；实际为 { $got }。

# SCORM 课件包的启动页（web/scorm/launch.js、launch.html；由 scripts/scorm.mjs 写入课件包）
practice-launch-title = 位置编码探索器：练习题集
practice-launch-frame = 练习题集：位置编码
practice-launch-not-recorded = 课程平台没有启动这个活动：你的得分不会被记录。
practice-launch-failed = 课程平台停止了响应：从现在起你的得分可能不会被记录。
practice-launch-no-api = 没有找到课程平台（没有 SCORM API）：你可以练习，但不会记录得分。
practice-launch-recorded = 你的课程平台已经为这个活动记录了 { $percent }%（{ $status }）。再次练习只会提高它。
practice-launch-status-passed = 通过
practice-launch-status-failed = 未通过
practice-launch-status-completed = 已完成
