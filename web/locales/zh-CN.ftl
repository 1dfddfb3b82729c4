# 位置编码探索器的简体中文文本。译自 en.ftl（原文）；领域术语以 glossary/zh-CN.md 为准。
# 每个 { $name } 都是页面填入的值（数字、单词、公式或代码）：全部保留。

## 术语

-site-name = 位置编码探索器

# The rounding rule, written once: every message that names it refers to this term.
-rounding = 四舍五入（恰为一半时远离零）

## 页面

document-title = { $section } · { -site-name }
site-title = { -site-name }
site-description = Transformer 如何知道词序：正弦位置编码，由 C++/WebAssembly 核心计算，并逐步讲解。
site-tagline = Transformer 如何知道词序：正弦位置编码，一步一步来。
skip-link = 跳到课程内容
contents-nav =
    .aria-label = 课程各节
contents-heading = 目录
pager-nav =
    .aria-label = 上一节和下一节
site-footer = 本页的每个数字都由编译为 WebAssembly 的 C++ 核心在你的浏览器中计算，不会向任何地方发送数据。
language-menu-label = 语言
language-menu-busy = 训练正在进行：切换到{ $language }会重新加载页面并中止训练。如仍要切换，请再次选择{ $language }。
page-loading = 正在加载 WebAssembly 核心…
page-load-failed = 无法加载 WebAssembly 核心（{ $reason }）。请检查网络连接后重试；本页需要支持 WebAssembly 的浏览器。
retry = 重试
section-announced = 第 { $index } 节，共 { $count } 节：{ $title }
printed-from = 打印自 { $link }
rounding-rule = 数字按{ -rounding }保留 6 位小数（因此 { $value } 显示为 { $example }），舍入为零的结果不带负号。
section-loading = 正在加载本节…

## 各节标题

title-why = 为什么需要位置？
title-formula = 公式
title-steps = 计算示例
title-matrix = 完整矩阵
title-proof = 相对平移的证明
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

# The store's settings and its refusals of link and control values (web/src/shell/store.js).
setting-view-name = 章节（view）
setting-d-name = d（模型宽度）
setting-n-name = n（位置数）
setting-base-name = 底数 b
setting-layout-name = 排列方式（layout）
setting-offset-name = 起始位置（offset）
setting-pos-name = pos（位置）
setting-k-name = k（偏移量）
list-separator = { "、" }
store-why-pos-k = { $sum } 保持在 0 到 { $max } 之间
store-refused-size = { $product } 最多为 { $max } 个值；收到的是 { MATH("{0} × {1} = {2}", $n, $d, $size) }。请减小 { $first } 或 { $second }。
store-refused-last-position = 最后一个位置 { $sum } 最多为 { $max }；收到的是 { $value }。
store-refused-k = { $name } 必须是 { $min } 到 { $max } 之间的整数，这样 { $sum } 才是一个位置；收到的是 { $value }。
store-refused-view = { $name } 必须是以下之一：{ $choices }；收到的是 { $value }。
store-unknown-setting = { $key } 不是本页的设置项。
store-refused-integer = { $name } 必须是 { $min } 到 { $max } 之间的整数；收到的是 { $value }。
store-refused-number = { $name } 必须是 { $min } 到 { $max } 之间的数；收到的是 { $value }。
store-refused-number-above = { $name } 必须是大于 { $min } 且不超过 { $max } 的数；收到的是 { $value }。
store-refused-choice =
    { $name } 必须是{ $count ->
        [2] { $either }
       *[other] 以下之一：{ $choices }
    }；收到的是 { $value }。
store-refused-boolean = { $name } 必须是 { $yes } 或 { $no }；收到的是 { $value }。
store-refused-words = { $name } 必须是 { $min } 到 { $max } 个以空格分隔的词，每个词最多 { $bytes } 字节；收到的是 { $value }。
store-list-ids = 标识符
store-refused-list = { $name } 必须为空（表示全部），或是以逗号分隔的{ $what }，例如 { $example }；收到的是 { $value }。
store-refused-list-where = { $name } 必须为空（表示全部），或是以逗号分隔的{ $what }，例如 { $example }（{ $where }）；收到的是 { $value }。
store-refused-below = { $name } 必须是 { $min } 到 { $max } 之间的整数（{ MATH("{0} − 1", $bound) }）；收到的是 { $value }。
store-note-fitted = { $name } 已设为 { $value }（而不是 { $old }），以使 { $why }。

# Refused link values and the notice (web/src/shell/claims.js).
link-value-not-used = { $message }未使用链接中的值。
notice-lead-link = 此链接中的部分值无法使用，页面保留了自己的值：
notice-lead-element = 此元素属性中的部分值无法使用，探索器保留了自己的值：
notice-changed-link =
    为了显示此链接设定的内容，页面修改了链接未设定的{ $count ->
       *[other] 值
    }：
notice-changed-section =
    为了按你设定的值显示本节，页面修改了{ $count ->
       *[other] 一些值
    }：
notice-dismiss = 关闭

# A language asked for (?lang=, <pe-explorer lang>) that the module does not have (web/src/shell/locale.js).
language-unavailable = 本课程没有“{ $asked }”版本，现以简体中文显示。

# The contents and the pager (web/src/shell/contents.js).
contents-position = 第 { $index } 节，共 { $count } 节：{ $title }
pager-previous = ← { $number }. { $title }
pager-next = { $number }. { $title } →
pager-previous-lead = 上一节：
pager-next-lead = 下一节：

# The settings panel (web/src/shell/controls-panel.js).
controls-title = 本节设置
controls-reset = 恢复本节的默认值
controls-reset-done = 设置已恢复为本节的初始值。
controls-summary-item = { MATH("{0} = {1}", $key, $value) }
controls-summary-separator = { " · " }
setting-base-short = 底数
setting-layout-short = 排列
setting-offset-short = 起始位置
setting-layout-value =
    { $value ->
        [interleaved] 交错
        [concatenated] 拼接
       *[other] { $value }
    }

# Presenting: fullscreen and the keyboard help (web/src/shell/presenter.js).
fullscreen = 全屏
fullscreen-exit = 退出全屏
fullscreen-unavailable = 此处无法使用全屏（{ $reason }）。
keyboard-summary = 键盘
keyboard-note = 快捷键在全屏时也可使用，但文本框获得焦点时不起作用。
keyboard-either = { $first } 或 { $second }
key-page-down = Page Down
key-page-up = Page Up
keyboard-next = 下一步（计算示例和证明）
keyboard-prev = 上一步（计算示例和证明）
keyboard-nextSection = 下一节
keyboard-prevSection = 上一节
keyboard-fullscreen = 开启或关闭全屏

# Link and Embed (web/src/shell/share.js) and copying (web/src/kit/export.js).
share-link = 链接
share-link-label = 链接：复制指向本节及其当前值的链接
share-embed = 嵌入
share-embed-label = 嵌入：复制本节的 iframe 代码片段，用于课程页面
share-open-full = 打开完整课程 ↗
copy-done =
    { $what ->
        [link] 链接已复制。
        [embed] 嵌入代码已复制。
        [latex] LaTeX 已复制。
       *[other] 文本已复制。
    }
copy-fallback-label =
    此处不允许复制。请选中这段{ $what ->
        [link] 链接
        [embed] 嵌入代码
        [latex] LaTeX
       *[other] 文本
    }并手动复制（{ $keys } 或 { $mac }）：
copy-fallback-announce =
    此处不允许复制：{ $what ->
        [link] 链接
        [embed] 嵌入代码
        [latex] LaTeX
       *[other] 文本
    }已放在文本框中并已选中，可以复制。
heatmap-row = 行
heatmap-column = 列
csv-column-header = { $label } { $index }

# The section frame (web/src/shell/section-driver.js).
section-kicker = 第 { $index } 节，共 { $count } 节
render-error-stale = { $message } 仍显示上一组有效值的结果。
section-start-failed = 本节无法启动：{ $message }

# Shared pieces of the sections (web/src/kit/section-kit.js, a11y.js, charts.js).
field-still-using = { $message } 仍使用 { $value }。
scroll-hint = { $hint } →
predict-check = 检查
predict-reveal = 直接告诉我
table-label = 数据表
table-save-csv = 保存表格（CSV）
table-toggle =
    { $label }（{ $rows } { $count ->
       *[other] 行
    }）
chart-tooltip = { $series }：{ $value }
chart-save-png = 保存图表（PNG）

# The heatmap (web/src/kit/heatmap.js). A section gives its own words for a count of rows or
# columns (rowsText, colsText); heatmap-count is the fallback.
heatmap-count =
    { $count ->
       *[other] { $number } 个{ $label }
    }
heatmap-axis-single = { $label } { $first }（仅此一个）
heatmap-axis-x = { $label } { MATH("{0} → {1}", $first, $last) }（从左到右）
heatmap-axis-y = { $label } { MATH("{0} → {1}", $first, $last) }（从上到下）
heatmap-colour =
    { $colour ->
        [orange] 橙色
        [white] 白色
        [purple] 紫色
        [dark-blue-purple] 深蓝紫色
        [teal] 青绿色
       *[yellow] 黄色
    }
heatmap-keys = 方向键移动当前单元格，Page Up 和 Page Down 一次移动十行，Home 和 End 跳到第一列和最后一列，Enter 选中该行。
heatmap-save-png = 保存热图（PNG）
heatmap-save-csv = 保存矩阵（CSV）
heatmap-how-to-read = 将指针悬停在图上，或聚焦后使用方向键，即可读取数值。{ MATH("{0} × {1}", $rows, $cols) }。
heatmap-cell = { $rowLabel } { $row }，{ $colLabel } { $col }：{ $value }
heatmap-scale-zero = 低于零为橙色，零为白色，高于零为紫色
heatmap-scale-range = { $low } 为{ $lowColour }，{ $mid } 为{ $midColour }，{ $high } 为{ $highColour }
heatmap-label = { $title }：{ MATH("{0} × {1}", $rows, $cols) } 的热图，颜色从 { $low }（{ $lowColour }）经 { $mid }（{ $midColour }）到 { $high }（{ $highColour }）。
heatmap-caption = 色标：{ $scale }。超出 { $low } … { $high } 的值取两端的颜色。

# The shared controls (web/src/kit/controls.js).
control-decrease = 减小 { $label }
control-increase = 增大 { $label }
control-slider = { $label } 滑块
control-describe = { $label } { $value }
control-still-using = 仍使用 { $value }。
control-announce = { $label }：{ $value }
control-slider-typed = { $value }（手动输入；滑块范围为 { $min } 到 { $max }）
control-range = 输入 { $min } 到 { $max }
control-range-above = 输入大于 { $min } 且不超过 { $max } 的数
control-range-from = 输入至少 { $min }、不超过 { $max } 的数
control-head-dimension =
    每个头 { $count ->
       *[other] { $number } 维
    }：{ $pairs ->
       *[other] { $pairsNumber } 个旋转对
    }
control-head-dimension-odd =
    每个头 { $count ->
       *[other] { $number } 维
    }：{ $pairs ->
       *[other] { $pairsNumber } 个旋转对
    }，另余一维（RoPE 需要偶数 d）
control-width-one = 1 维：只有一个单独的正弦，没有正弦–余弦对
control-width =
    { $count ->
       *[other] { $number } 维
    }：{ $pairs ->
       *[other] { $pairsNumber } 个正弦–余弦对
    }
control-width-odd =
    { $count ->
       *[other] { $number } 维
    }：{ $pairs ->
       *[other] { $pairsNumber } 个正弦–余弦对
    }，外加一个单独的正弦
control-label-d = d（模型宽度）
control-label-n = n（位置数）
control-label-base = 底数 b
control-label-offset = 起始位置（offset）
control-label-pos = pos（位置）
control-label-k = k（偏移量）
control-label-layout = 排列方式
control-describe-n =
    { $count ->
       *[other] { $number } 个位置
    }
control-describe-base = 底数 { $value }
control-describe-offset = 位置从 { $value } 开始
control-describe-pos = 位置 { $value }
control-describe-k =
    偏移 { $count ->
       *[other] { $number } 个位置
    }
control-hint-base = − 和 + 按钮会除以或乘以 10。
control-layout-interleaved = 交错
control-layout-interleaved-hint = sin, cos, sin, cos, …（原论文的方式）
control-layout-concatenated = 拼接
control-layout-concatenated-hint = 先全部正弦，再全部余弦

# The lab's position schemes, used by several sections (web/src/kit/schemes.js).
scheme-none-name = NoPE（无位置编码）
scheme-none-summary = NoPE（无位置编码）
scheme-none-wiring = NoPE（无位置编码）不添加任何东西：只有因果掩码能区分不同的位置。
scheme-sinusoidal-name = 正弦
scheme-sinusoidal-summary = 正弦位置编码
scheme-sinusoidal-wiring = 正弦：在输入处把固定表 { $table } 加到每个词元向量上，只加一次。
scheme-learned-name = 可学习
scheme-learned-summary = 可学习的绝对位置嵌入
scheme-learned-wiring = 可学习：在输入处把训练得到的一行 { $table } 加到每个词元向量上，只加一次；超出训练长度的行从未被训练。
scheme-rope-name = RoPE
scheme-rope-summary = RoPE（旋转位置编码）
scheme-rope-wiring = RoPE：在每个块中，按位置旋转每个注意力头的查询和键。
scheme-alibi-name = ALiBi
scheme-alibi-summary = ALiBi
scheme-alibi-wiring = ALiBi：在每个块中，给每个注意力分数加上 { $bias }，每个头有固定的斜率 { $slope }。
scheme-t5-name = T5 偏置
scheme-t5-summary = T5 相对位置偏置
scheme-t5-wiring = T5 偏置：给每个注意力分数加上一个按头和距离桶训练得到的数，所有块共用一张表。

# A (sin, cos) pair on the unit circle (web/src/kit/unit-circle.js).
circle-angle = { $angle } rad
circle-angle-turns =
    { $angle } rad = { $sign }{ $turns ->
       *[other] { $whole } 圈
    } { $op } { $rest } rad
circle-angle-turns-short =
    { $angle } rad = { $sign }{ $turns ->
       *[other] { $whole } 圈
    } { $op } { $rest } rad（弧太短，无法画出）
circle-pos-label = pos { $pos }
circle-heading = 第 { $pair } 对：维度 { $sin }（sin）和 { $cos }（cos）
circle-caption = { MATH("ω = {0}", $omega) }；该点转过 { MATH("{0} = {1}", $product, $turn) }。
circle-title = 单位圆上的第 { $pair } 对：位置 { $from } 的点（圆形）位于 cos { $fromCos }、sin { $fromSin }，转过 { $angle } 弧度，到达位置 { $to } 的点（方形），位于 cos { $toCos }、sin { $toSin }。


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
refusal-product = { $parameter } 太大：这需要一次计算 { $got } 个值，而核心最多计算 { $max } 个。
refusal-reordering = { $parameter } 必须由另一句的同一组词（每个词出现次数相同）按另一种顺序组成。
refusal-count = { $parameter } 必须包含 { $min } 到 { $max } 个词；现在有 { $got } 个。
refusal-token-length = { $parameter } 中每个词的长度必须是 1 到 { $max } 字节；有一个是 { $got } 字节。
refusal-other = 核心拒绝了 { $parameter }：{ $detail }


## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-why-tokensA = 句子 A
words-why-tokensB = 句子 B
why-intro-recurrent = 循环神经网络逐词读句子，所以顺序本来就体现在它的工作方式里。Transformer 则一次看到所有的词。这让它很快，但也意味着：一个不带掩码的注意力层（比如 BERT 这类编码器中的注意力层）单靠自己分不清“猫 追 老鼠”和“老鼠 追 猫”。
why-intro-formula = 原因就在注意力公式里。每个词的查询（query）与所有词的键（key）比较，分数经 softmax 变成权重，输出就是各个值（value）的加权混合：
why-intro-set = 公式里没有任何东西涉及一个词所在的位置。把词打乱，{ $Q }、{ $K } 和 { $V } 的每一行都随它的词一起移动，所以每个词得到的输出和之前完全一样，只是换了个地方。没有掩码时，注意力把句子当作词的**集合**（一个“词袋”），而不是序列。
why-intro-mask = 解码器（GPT，以及你可以在“亲手训练”中训练的小模型）加上了**因果掩码**：位置 { $t } 上的词只能关注它自己和它之前的词，一共 { $keys } 个键，之后的每个键权重都为 0。这打破了对称性。一个词移动后看到的是另一组词，所以即使完全没有位置向量，它的输出也会变；这样的层堆叠起来，可以自己推算出位置，例如数一数前面有多少个词：Haviv 等人（2022）就这样训练了不带位置编码的语言模型，它们仍然学到了位置。不过，掩码并不直接给出顺序：在单独一层里，一个词的输出取决于它前面有哪些词，而不取决于这些词的先后顺序；从第二层起，前面的词带着前一层根据它们各自位置推算出的信息，因此它们的顺序就可能起作用。
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
why-col-difference = 输出的差异（A 与 B 之差）
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
why-differences-note = 差值是两个输出向量之间最大的绝对差，按{ -rounding }保留 6 位小数。小于约 1e-15 的值是浮点舍入噪声，显示为 { $zero }。
why-weights-heading = 注意力权重本身
why-weights-text = 每一行是一个词（查询），显示它对每个词（键）的关注程度；每行之和为 1。不带位置编码时，B 的表与 A 的表数字相同，只是行和列重新排列了。带上位置编码后，数字本身就变了。在因果掩码下，查询之后的每个键权重都为 0，所以每个词把权重分给它自己和它之前的词：第一个词把全部权重都给了自己。
why-weights-choice = 显示权重
why-weights-note =
    权重按{ -rounding }保留 { $digits ->
       *[other] { $digits } 位小数
    }；格子颜色越深，权重越大。



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
formula-intro = 原始的 Transformer 给每个位置一个由正弦和余弦构成的、含 { $d } 个数的向量。维度成对出现：第 { $i } 对的两个成员使用同一个频率，一个通过正弦，另一个通过余弦。
formula-symbol-pos = { $pos }：词元（token）的位置，这里从 0 开始数（有些文献从 1 开始）。
formula-symbol-d = { $d }：模型宽度（{ $dModel }），即每个嵌入向量的长度。{ $d } 为奇数也可以：这时最后一个维度是一个没有配对余弦的正弦。
formula-symbol-i = { $i }：**对索引**，从 { $first } 到 { $last }。它不是维度索引：维度 { $j } 属于第 { $pairOfJ } 对，所以维度 4 和 5 都属于第 2 对。
formula-symbol-b = { $b }：**底数**，论文中取 10000。它决定最后一对转得有多慢。
formula-slips-title = 两处常见笔误及更正
formula-slip-exponent = 有些文献把指数写成 { $jOverD }，其中 { $j } 是维度索引。对第 { $i } 对的正弦（偶数维度 { $even }），它与 { $exponent } 是同一个数；但它的余弦（维度 { $odd }）就得到指数 { $wrongExponent }：频率比它自己的正弦更慢，这一对就不再共用同一个频率。取 { $d4 } 和 { $pos3 } 时，第二个值会是 { $wrong }，而不是 { $right }。
formula-slip-base = 有些文献把 { $b } 称为最大序列长度，{ $maxLength }。它并不是长度上限：公式在每个位置都有值，位置 10001 和位置 10000000 也不例外。{ $b } 控制的是最后一对转得有多慢：当 { $d } 为偶数时，最后一对的波长是 { $last }，等于 { $upper } 除以 { $factor }。
formula-pairs-heading = 每个维度属于哪一对？
formula-pairs-intro = 对当前的 { $d }（可在上方修改），下面按论文的交错顺序列出每个维度、它所属的对以及它的函数。
formula-ladder-heading = 波长的阶梯
formula-ladder-text = 第 { $i } 对每个位置转过 { $omega } 弧度，所以它的波长是 { $wavelength } 个位置。每一对都比前一对慢同一个因子 { $factor }：波长构成等比数列，在下面的对数坐标轴上是一条直线。波长从第 0 对的 { $first } 到最后一对的 { $last }：{ $d } 为偶数时是 { $lastEven }。这等于 { $upper } 除以 { $factor }，{ $d } 较小时远小于 { $upper }。（有些实现，例如 tensor2tensor，会调整各对的间隔，使最后一对恰好达到 { $upper }；见最后一节。）
formula-binary-heading = 用二进制计数，再把它变得平滑
formula-binary-bits = 把位置写成二进制，观察各个比特。最低位每一步翻转一次，下一位每 2 步翻转一次，再下一位每 4 步：每个比特都是一个方波，比前一个慢一倍，合在一起就能区分每个位置。
formula-binary-sines = 正弦对用平滑的波玩同样的游戏。每一对比前一对慢 { $factor } 倍，而不是 2 倍；正弦从不跳变，所以相邻的位置得到相邻的向量。
formula-pairs-caption = { MATH("d = {0}", $d) }
formula-pairs-caption-part = { MATH("d = {0}", $d) }：{ $total } 个维度中的前 { $shown } 个
formula-row-dimension = 维度 { $j }
formula-row-pair = 对 { $i }
formula-row-function = 函数
formula-series-wavelength = 第 { $i } 对的波长（位置数）
formula-series-two-pi = { $twoPi }（第 0 对）
formula-series-upper = { MATH("{0} = {1}", $upper, $value) }（高于最后一对）
formula-axis-pair = 对索引 { $i }
formula-axis-wavelength = 波长（位置数，对数坐标）
formula-ladder-label = 对数坐标轴上每一对的波长，{ MATH("d = {0}", $d) }，底数 { $base }：一条上升的直线，从 { $first }（第 0 对）到 { $last }（第 { $lastPair } 对），低于 { MATH("{0} = {1}", $upper, $value) }。
formula-ladder-label-one = 唯一一对的波长，{ MATH("d = {0}", $d) }：{ $first } 个位置，低于 { MATH("{0} = {1}", $upper, $value) }。
formula-ladder-summary-d1 = 当 { MATH("d = 1") }、{ MATH("b = {0}", $base) } 时，没有正弦–余弦对，只有一个单独的正弦（第 0 对），波长为 { $first } 个位置（{ $twoPi }）：没有阶梯可爬。
formula-ladder-summary-one = 当 { MATH("d = {0}", $d) }、{ MATH("b = {0}", $base) } 时，只有 1 对，即第 0 对，波长为 { $first } 个位置（{ $twoPi }）：没有阶梯可爬。
formula-ladder-summary =
    当 { MATH("d = {0}", $d) }、{ MATH("b = {0}", $base) } 时，共有 { $pairs } 对{ $lone ->
        [yes] ，最后一对（第 { $lastPair } 对）是单独的正弦
       *[no] { "" }
    }。波长从 { $first } 个位置（第 0 对）增长到 { $last }（第 { $lastPair } 对，{ $lastFormula }），低于 { MATH("{0} = {1}", $upper, $value) }。每一对的波长是前一对的 { $ratio } 倍（{ $ratioFormula }）。
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
        [1] 第 0 对的正弦，位置 0 到 { $lastPosition }，{ MATH("d = {0}", $d) }，底数 { $base }。
       *[other] 第 0 到 { $lastPair } 对的正弦，位置 0 到 { $lastPosition }，{ MATH("d = {0}", $d) }，底数 { $base }。
    }
formula-list-separator = {"、"}
formula-binary-summary = 在二进制图中，pos 的第 k 位每 { MATH("2^k") } 步翻转一次（1、2、4、8）。在正弦图中，第 i 对的正弦从一对到下一对慢 { $factor } 倍（波长依次为 { $wavelengths } 个位置），变化平滑，没有跳变。
formula-binary-summary-one = 在二进制图中，pos 的第 k 位每 { MATH("2^k") } 步翻转一次（1、2、4、8）。在正弦图中，{ MATH("d = {0}", $d) } 时只有第 0 对，一个波长为 { $wavelength } 个位置的正弦：要有阶梯，需要更大的 d。
formula-col-bits = 比特 { $bits }
formula-col-sine = 第 { $i } 对正弦
formula-binary-table = 比特与正弦对照
formula-pairs-region = 维度及其所属的对
formula-bits-heading = { $pos } 的比特
formula-sines-heading = 前几对的正弦



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-steps-step = 步骤（计算示例中的维度）
steps-intro-walk = 亲手算一遍，才最容易相信这个公式。选一个位置和一个宽度，然后逐个维度走一遍：对每个维度，依次求出它所属的对、指数、分母、角度，最后是正弦或余弦。最后一行是斜率：当 { $pos } 增大时这个值变化得有多快，{ $sinSlope }，{ $cosSlope }。
steps-intro-start = 初始值 { $d } 和 { $pos } 是文献中常见的例子：小到可以在纸上算完，下面每一步都有核对。
steps-rounding-heading = 舍入，以及一些文献的小错误
steps-rounding-text = 有些文献给出 { $cut }。数字是对的，但它们是被截断而不是四舍五入得到的：{ $exact }，第五位小数是 9，所以保留四位小数应得 { $rounded }。差别很小，但当你拿自己的数和表格对照时，最好知道表格用的是哪种规则。
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
steps-hint-denominator = 求 { $b } 的（上一行指数）次幂。
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
    { -site-name }：计算示例，{ MATH("pos = {0}", $pos) }，{ MATH("d = {0}", $d) }，底数 { $base }，{ $layout ->
        [concatenated] 拼接排列。
       *[interleaved] 交错排列。
    }
steps-latex-rounding = 数值按{ -rounding }保留 6 位小数。需要 { $package }。
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
        [concatenated]
            { $vector }，{ MATH("d = {0}", $d) }，底数 { $base }，拼接排列{ $limited ->
                [yes] （前 { $limit } 个维度）
               *[no] { "" }
            }
       *[interleaved]
            { $vector }，{ MATH("d = {0}", $d) }，底数 { $base }，交错排列{ $limited ->
                [yes] （前 { $limit } 个维度）
               *[no] { "" }
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
steps-keys = 分步演示获得焦点时，左右方向键在维度之间移动，Home 和 End 跳到第一个和最后一个维度。
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
        [yes] 维度 { MATH("{0} = {1}", $j, $step) }（唯一的维度）
       *[no] 维度 { MATH("{0} = {1}", $j, $step) }（共 0 到 { $last }）
    }
steps-where =
    位置 { $pos }，{ MATH("d = {0}", $d) }，底数 { $base }，{ $layout ->
        [concatenated] 拼接排列
       *[interleaved] 交错排列
    }。维度 { $step } 属于第 { MATH("i = {0}", $pair) } 对，使用{ $fn ->
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
matrix-intro-rows = 把每个位置的编码写成一行，一行接一行地排下去，就得到一个矩阵：{ $n } 行（位置）乘 { $d } 列（维度）。每一列是在位置 { $positions } 上采样的一个正弦或余弦；每一行是一个位置的“指纹”。
matrix-intro-layout = 在论文的交错排列中，左边的列变化最快：第 0 维是 { $sinPos }，每 { $period } 个位置转完一圈。越往右，每一对转得越慢，所以当 { $d } 足够大时，右边的列从一行到下一行几乎不变。点击某一行（或聚焦热图后按 Enter），把它设为所选位置。
matrix-curves-heading = 单个维度随位置的变化
matrix-curves-text = 矩阵的每一列都是一个波形。画出相邻的几列就能看出规律：在论文的交错排列中，一个偶数维和紧随其后的奇数维共用一个频率（它们组成一对），一个是正弦，另一个是余弦，相差四分之一圈。下一对更慢。
matrix-waves-heading = 几种频率下的正弦和余弦
matrix-waves-text = 同样的几对，正弦和余弦画在一起：第 { $i } 对每个位置转过 { $omega } 弧度。模型只看到整数位置，所以快的几对在这里看起来呈锯齿状：这是采样造成的，不是错误。
matrix-dims-empty = 请至少输入一个维度编号，范围是 0 到 { $max }（{ $last }），例如 { $example }。
matrix-dims-too-many = 最多选择 { $max } 个维度；你输入了 { $count } 个。
matrix-dims-bad = 每个维度都必须是 0 到 { $max }（{ $last }）之间的整数；你输入的是“{ $got }”。
matrix-row-chosen = 加框的行就是所选位置 { MATH("pos = {0}", $posIs) }：它的值是 { MATH("PE({0})", $row) }。
matrix-row-outside = 所选位置 { $pos } 不在显示的行（{ $first } 到 { $last }）之中，所以没有加框的行。
matrix-row-outside-one = 所选位置 { $pos } 不在显示的行（只有 { $row }）之中，所以没有加框的行。
matrix-timing-computed =
    { MATH("{0} × {1} = {2}", $n, $d, $total) } { $count ->
       *[other] 个值
    }，由 WebAssembly 核心在 { $computeMs } 毫秒内算出，绘制用了 { $drawMs } 毫秒。
matrix-timing-drawn =
    { MATH("{0} × {1} = {2}", $n, $d, $total) } { $count ->
       *[other] 个值
    }，绘制用了 { $drawMs } 毫秒。
matrix-dims-none = 没有选择任何维度。
matrix-dim-sine = 第 { $dim } 维是第 { $pair } 对的正弦（波长 { $wavelength } 个位置）
matrix-dim-cosine = 第 { $dim } 维是第 { $pair } 对的余弦（波长 { $wavelength } 个位置）
# Between the clauses of matrix-dims-summary's list.
matrix-clause-join = ；
matrix-dims-summary = { $dims }。每条曲线都在 { MATH("−1") } 和 1 之间；波长越长，曲线变化越慢。
matrix-waves-label = { $count ->
       *[other] 第 { $pairs } 对
    }的正弦（实线）和余弦（虚线）随位置的变化。
matrix-waves-label-none = 没有可画的正弦–余弦对：当 { MATH("d = {0}", $dIs) } 时，第 0 维是一个单独的正弦。
matrix-waves-summary-none = 当 { MATH("d = {0}", $dIs) } 时没有可画的正弦–余弦对：第 0 维是一个单独的正弦。
matrix-wave-pair = 第 { $pair } 对每个位置转过 { MATH("ω = {0}", $omegaIs) } { $radians ->
       *[other] 弧度
    }，波长为 { $wavelength } 个位置。
matrix-waves-styles = 正弦是实线，余弦是虚线；每个余弦比它的正弦超前四分之一个波长。
matrix-waves-styles-points = 正弦是带圆点的实线，余弦是带三角形的虚线；每个余弦比它的正弦超前四分之一个波长。
# Between the sentences of the waves chart's summary (a space where the language puts one).
matrix-sentence-join = {""}
matrix-heatmap-title = 位置编码，位置 { $first } 到 { $last } × 维度 0 到 { $lastDim }
matrix-heatmap-row = 位置
matrix-heatmap-col = 维度
matrix-heatmap-cell = 位置 { $pos }，维度 { $dim }：{ $value }
matrix-dims-label = 要绘制的维度
matrix-dims-hint = 最多 { $max } 个数，用逗号或空格分隔。
matrix-dims-plot = 绘制
matrix-axis-position = 位置
matrix-axis-value = 值
matrix-table-first = 共 { $n } 个位置中的前 { $shown } 个。
matrix-curves-label = 维度 { $dims } 随位置（{ $first } 到 { $last }）变化的折线图。
matrix-column-position = 位置
matrix-column-dimension = 维度 { $dim }
matrix-curves-table = 所绘维度的值
matrix-wave-series = 第 { $pair } 对 { $fn }（维度 { $dim }）
matrix-column-pair = 第 { $pair } 对 { $fn }
matrix-waves-table = 所绘正弦和余弦的值



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
proof-step1-title = 先看一对
proof-step1-text = 第 { $even } 维和第 { $odd } 维共用同一个频率 { $omega }：它们存放同一个角的正弦和余弦。把它们合起来看成单位圆上的一个点。这里的 { $i } 数的是对（0、1、2、…），不是维度。
proof-step2-title = 两个三角恒等式
proof-step2-text = 和角公式用两个部分各自的正弦和余弦，构造出它们之和的正弦和余弦。
proof-step3-title = 把位置移动 { $k }
proof-step3-text = 令 { $alpha }，{ $beta }。两个新值都是原来的正弦和余弦的加权和，而权重只含 { $k } 和 { $omega }。
proof-step4-title = 写成矩阵
proof-step4-text = 这个 { $size } 矩阵把点旋转 { $angle } 角。按 { $sinCos } 的顺序写这一对时，加号在右上角；把这一对写成 { $cosSin } 的文献得到的是它的镜像。位置 { $pos } 在矩阵里根本不出现。
proof-step5-title = 所有对一起：{ $Mk }
proof-step5-text = 把各对堆叠起来：{ $Mk } 是分块对角矩阵，每对一个旋转，其余全是零。同一个 { $Mk } 把每个位置都向前移动 { $k }。这就是相对平移性质。在下面改变 { $pos }，看 { $Mk } 保持原样，一点不变。
proof-step6-title = 为什么这一对必须一起移动
proof-step6-text = 这个映射只在每个完整的 { $sinCos } 对上是线性的。没有任何规则（线性的或非线性的）能仅凭 { $sinPos } 得到 { $shifted }：两个位置可以有相同的正弦，却有不同的余弦，平移之后它们的正弦就不同了。余弦保存着另一半信息。为单独一个维度寻找平移规则，是一个常见的误解。
proof-step7-title = 这带来了什么
proof-step7-text = 两个编码的点积只取决于偏移量 { $offset }，而与两个词元所在的位置无关。下一节会把它画出来。
proof-status-start = 改变 { $pos }，{ $Mk } 保持不变；改变 { $k }，每个块都转过一个新的角度。
proof-status-pos = { $posIs } 现在是 { $value }：{ $pe } 和 { $peShifted } 变了，但 { $Mk } 没有变。它的块只取决于 { $k } 和各频率，从不取决于 { $pos }。
proof-status-k = { $k } 现在是 { $value }：{ $Mk } 变了，每个块现在把它的那一对旋转 { MATH("ω_i·{0}", $angle) }。
proof-status-width = { MATH("d = {0}", $dIs) }，{ MATH("b = {0}", $bIs) }：新的频率，所以是新的块。
proof-residual-exact = 所有维度上最大的 { $gap }：float64 中为 { $f64 }，float32 中为 { $f32 }：这里两个向量完全一致。
proof-residual-exact-f64 = 所有维度上最大的 { $gap }：float64 中为 { $f64 }，float32 中为 { $f32 }。在 float64 中它们在这里完全一致；float32 中的差是舍入噪声：恒等式是精确的，算术不是。
proof-residual-exact-f32 = 所有维度上最大的 { $gap }：float64 中为 { $f64 }，float32 中为 { $f32 }。在 float32 中它们在这里完全一致；float64 中的差是舍入噪声：恒等式是精确的，算术不是。
proof-residual-noise = 所有维度上最大的 { $gap }：float64 中为 { $f64 }，float32 中为 { $f32 }。两者都是舍入噪声：恒等式是精确的，算术不是。
proof-block-label = { MATH("R(ω_{0}·k)", $block) }：第 { $pair } 对的旋转块
proof-step-tex-label = 这一步的符号形式（在窄屏上可横向滚动）
proof-prev = ← 上一步
proof-next = 下一步 →
proof-copy-latex = 以 LaTeX 格式复制证明
proof-step-counter = 第 { $index } 步，共 { $count } 步
proof-unchanged = 未变
proof-blocks-heading = { $Mk } 的块
proof-vector-heading = { MATH("M_k · PE({0})", $rotated) } 与 { MATH("PE({0})", $shifted) } 对照
proof-lead = 论文选用正弦和余弦，是为了让向前移动 { $k } 个位置无论从哪里开始都是同一个线性映射。先一步步看推导，再用真实的数字验证它。
proof-blocks-note-first = { MATH("d = {0}", $dIs) } 有 { $pairs } 对；这里画出前 { $shown } 对。其余每一对也都是旋转，只是角度更小。每个圆上，圆点是这一对在 { $pos } 处的点，方块是 { $Mk } 作用于这个点的结果：即 { $posK } 处的点。
proof-blocks-note-all = { MATH("d = {0}", $dIs) }：{ $count ->
       *[other] { $pairs } 对，所以 { $Mk } 是 { MATH("{0} × {0}", $size) } 矩阵，对角线上有 { $pairs } 个旋转块。
    }每个圆上，圆点是这一对在 { $pos } 处的点，方块是 { $Mk } 作用于这个点的结果：即 { $posK } 处的点。
proof-block-angle = { $block }：角度 { $angle } rad
proof-dim-row = { $dim }（{ $fn }，第 { $pair } 对）
proof-vectors-label = 向量 { $pe }、{ $rotated } 和 { $shifted }
proof-vectors-first = { $d } 个维度中的前 { $shown } 个。
proof-vectors-all = 全部 { $d } 个维度，按{ -rounding }保留 6 位小数。
proof-column-dimension = 维度
proof-column-direct = 直接计算的 { MATH("PE({0})", $shifted) }
proof-odd-d = { $reason }。这个证明把每个正弦和一个余弦配成对：请选择偶数 { $d }
proof-tex-header = { -site-name }：相对平移的证明，{ $values }，底数 { $base }。
proof-tex-needs = 需要 { $package }。数字按{ -rounding }保留 6 位小数。
proof-tex-step = 第 { $index } 步：{ $title }
proof-tex-no-numbers = 没有数字：{ $reason }
proof-tex-with-numbers = 代入数字：{ $values }
proof-tex-largest = 最大差值：float64 中为 { $f64 }，float32 中为 { $f32 }。



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-similarity-maxOffset = 最大偏移量
similarity-lead = 上一节的证明表明：无论从哪里开始，移动 { $k } 个位置都是同一个旋转。一个直接的推论是：两个编码的点积只看两个位置相距多远。
similarity-identity-text = 每个 { $sinCos } 对贡献 { $term }，因为 { $rule }。所以点积是对称的（交换 { $p } 和 { $q }，结果不变），并且只取决于 { $offset }。当正弦–余弦对很多时，它还往往随偏移量增大而减小，但并不均匀：快的那些对会绕一圈又回来，所以衰减会起伏。单独一对没有可以相互抵消的项，根本不会衰减。
similarity-heatmap-heading = 每一对位置的 { $dot }
similarity-heatmap-intro = 第 { $p } 行、第 { $q } 列显示 { $dot }。当 { $d } 为偶数时，每条对角线（{ $offset } 为常数）都是同一种颜色：这个矩阵是托普利茨（Toeplitz）矩阵，沿每条对角线都是常数。奇数 { $d } 的那个单独的正弦会打破这一点，下面的偏移量曲线会显示出来。
similarity-profile-heading = 偏移量曲线 { $g }
similarity-profile-intro = 把热图的一行从对角线向外读，就得到偏移量曲线 { $profile }。图中画了两次：从 { $zero } 开始，和从 { $atPos } 开始（即上面的 { $pos } 设置）。当 { $d } 为偶数时，无论 { $pos } 是多少，两条曲线都完全重合：曲线只取决于偏移量 { $k }。
similarity-tokens-heading = 现在加上词元嵌入
similarity-tokens-intro = 模型从来不会单独看到 { $pe }：它看到的是 { $x }，即词元嵌入加上位置。勾选下面的方框，为一个短句加上嵌入，再看 { $gram }：干净的对角线不见了，混入了词与词之间的相似程度（重复出现的词无论在哪里都会亮起来）。
# The example sentence whose token embeddings are added: words separated by spaces, some of them repeated.
similarity-sentence = 猫 坐 在 垫子 上 因为 垫子 很 暖和 而且 猫 很 累
similarity-odd-note = 当 { $d } 为奇数时，最后一维是一个单独的正弦，没有与之配对的余弦。它的项 { $term } 确实取决于 { $p }，所以当 { $d } 为奇数时，曲线取决于从哪里开始：比较下面的两条曲线。
similarity-heatmap-position = 位置
similarity-heatmap-cell = { MATH("p = {0}", $pIs) }，{ MATH("q = {0}", $qIs) }，偏移量 { MATH("p − q = {0}", $offsetIs) }：{ MATH("{0} ≈ {1}", $dot, $value) }
similarity-curve-from = 从 { $p } 开始的 { $g }
similarity-axis-offset = 偏移量 { $k }
similarity-chart-label = 偏移量曲线 { $g } 的折线图，{ $k } 从 0 到 { $last }，{ MATH("d = {0}", $dIs) }：一条从 { $zero } 开始的粗实线，和一条从 { MATH("p = {0}", $atPos) } 开始的{ $markers ->
        [triangles] 带三角形的虚线
       *[none] 虚线
    }{ $curves ->
        [same] ，两者彼此重合
       *[differ] ，两者不同
    }。
similarity-start-none = { MATH("g(0) = {0}", $g0) }，并且从 { $zero } 开始，每个 { $k } 处的 { $gk } 也都是这个值：当 { $dIs } 时没有正弦–余弦对，那个单独的正弦贡献 { $term }。
similarity-start = { MATH("g(0) = {0}", $g0) }，是最大值：{ $count ->
       *[other] 每个正弦–余弦对都贡献
    } { $one }{ $odd ->
        [yes] ，而从 { $zero } 开始时，那个单独的正弦贡献 { $term }
       *[no] {""}
    }。
similarity-range-one = 当 { $nIs } 时没有其他偏移量。
similarity-range = 在 { MATH("k = 0 … {0}", $range) } 范围内，最小值是 { $value }，出现在 { MATH("k = {0}", $at) } 处。
similarity-compare-zero = 这里 { $pos } 也是 0，所以两条曲线是同一条：把 { $pos } 设为另一个位置再比较。
similarity-compare-same = 从 { MATH("p = {0}", $atPos) } 而不是 0 开始，{ $where ->
        [one] 在 { $k0 } 处
       *[all] 在每个偏移量处
    }得到相同的值（精确到 6 位小数）：两条曲线重合。
similarity-compare-differ = 从 { MATH("p = {0}", $atPos) } 开始，在 { $k0 } 处得到的却是 { $value }：奇数 { $d } 的那个单独的正弦使曲线取决于 { $p }。
# Between the sentences of the offset profile's summary (a space where the language puts one).
similarity-sentence-join = {""}
similarity-table-first = 共 { $count } 个偏移量中的前 { $shown } 个。
similarity-column-from = 从 { MATH("p = {0}", $p) } 开始的 { $g }
similarity-profile-table = 偏移量曲线数据
similarity-tokens-refused = { $reason }。嵌入演示需要更小的 { $d }。
similarity-token-at = 位置 { $pos } 上的“{ $word }”
similarity-gram-title = { $gram }，其中 { $x }，{ MATH("d = {0}", $dIs) }
similarity-heatmap-token = 词元
similarity-token-cell = { MATH("{0} · {1} ≈ {2}", $row, $col, $value) }
similarity-sentence-shown = 句子（{ $count ->
       *[other] { $tokens } 个词元
    }）：{ $words }
similarity-gram-summary = 加上嵌入之后，相同的偏移量不再给出相同的值：{ $gram } 的对角线不再是常数，而同一个词在两个位置上仍然与自身高度匹配。
similarity-column-row-token = 行词元
similarity-gram-caption = { $gram }，float32，舍入到 3 位小数。
similarity-gram-table = { $gram } 数据
similarity-tokens-toggle = 加上词元嵌入：显示 { $gram }，其中 { $x }



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
input-lead = 编码并不是单独输入模型的：它被逐元素地加到词元嵌入上，而词元嵌入是代表这个词本身的向量。
# The word under E in the equation (a subscript: one short word).
input-equation-word = 词
input-equation-text = 两个向量的宽度都是 { $d }，所以可以相加。嵌入说明这是什么词，编码说明它在哪里，而它们的和同时携带两者。这里的嵌入是一个固定的伪随机替代值，代替训练得到的表（同一个词总是得到同一个向量）；位置部分则是真实的公式。
input-no-gradient = 正弦表没有参数：训练改变的是嵌入，从不改变 { $pe }。
input-rounding = 数字按{ -rounding }保留 6 位小数。
input-one-heading = 一个词在一个位置
input-two-heading = 同一个词在两个位置
input-two-heading-at = 同一个词在两个位置：{ $p } 和 { $q }
input-two-heading-same = 同一个词两次都在位置 { $p }（{ $kIs }）
input-two-text = 两处的嵌入行完全相同；只有位置项不同，所以两个输入不同。没有位置项，这两次出现会以完全相同的向量进入注意力。
input-same-text = 当 { $kIs } 时，第二个位置又是第一个位置：相同的嵌入加上相同的位置项，所以两个输入完全相同。把 { $k } 设为别的值，就能看到它们的差别。
# The word the section starts with (any word of the language; the reader can type another).
input-default-word = 猫
input-word-label = 词
input-word-hint = 输入一个词并按 Enter。第二个位置是 { $second }（在上面设置）。
input-refused = { $reason }。本节显示的 { $d } 最大为 { $max }
input-quoted = “{ $word }”
input-one-label = 嵌入、编码和输入
input-one-caption = 词 { $word } 在位置 { $p }，{ MATH("d = {0}", $dIs) }。
input-column-vector = 向量
input-column-dim = 第 { $dim } 维
input-row-embedding = { $e } 词元嵌入
input-row-encoding = { $pe } 位置编码
input-row-input = { $x } 模型的输入
input-two-caption-same = 词 { $word } 两次都在位置 { $p }（{ MATH("k = {0}", $kIs) }）。
input-two-caption = 词 { $word } 在位置 { $p } 和 { $q }（{ MATH("k = {0}", $kIs) }）。
input-row-at = { $vector } 在 { $p }



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-rope-pairing = 配对方式（RoPE 把哪两个维度一起旋转）
words-rope-shift = 平移量 c（加到两个位置上）
words-rope-shift-why = { MATH("pos + c") } 和 { MATH("pos + Δ + c") } 都在 0 到 { $max } 之间
words-rope-d = d（头维度）
words-rope-k = Δ（偏移量 { MATH("n − m") }）
words-rope-k-range = { $name } 必须是 { $min } 到 { $max } 之间的整数，使 { MATH("pos + Δ") } 是一个位置；收到的是 { $got }。
rope-intro = 证明最后得到的是一个旋转：移动 { $delta } 个位置，会把每个 { MATH("(sin, cos)") } 对旋转 { $turn }，与起点无关。旋转位置编码（RoPE；Su 等人，RoFormer，2021）直接利用这个旋转：它不是把位置向量加到嵌入上，而是把查询 q 和键 k 本身逐对**旋转**角度 { $angle }，所用的 { $omega } 与正弦表相同。这里 k 始终指键向量；两个位置之间的偏移量记作 { $offset }。
rope-head = RoPE 在每个注意力头内部旋转，所以本页的 d 是**头维度**，即一个头的 q 和 k 的长度，而不是模型宽度。在 LLaMA 7B 中，模型宽度为 4096，分给 32 个头，所以每个头旋转的是 { MATH("d = 128") }（64 对）的向量。
rope-identity = 先旋转 { $first }，再做旋转 { $second } 的逆，等于旋转 { $result }，即 { $identity }（旋转 n 先作用于 k），因此旋转后的查询与旋转后的键之间的注意力分数只能看到偏移量 { $offset }。RoPE 不增加任何参数：它没有任何可学习的部分。
rope-block = 证明把它的块写成 { $block }，因为它作用于写成 { MATH("(sin, cos)") } 的对。对于写成 { MATH("(a, b)") } 的对，a 在横轴上，同样的逆时针旋转就是上面的矩阵：{ $map }。RoPE 需要偶数 d：每个维度都有搭档，不会剩下落单的正弦。
rope-pairs-heading = 哪两个维度组成一对
rope-pairs = 实际使用的约定有两种，二者都保留上述性质。**交错**配对把维度 { MATH("(2i, 2i + 1)") } 配成一对：RoFormer、GPT-J 和 Meta 最初的 LLaMA 代码。**对半**配对把维度 i 与 { MATH("i + d/2") } 配成一对，即 GPT-NeoX 和 Hugging Face LLaMA 代码中的 { $rotateHalf }。对同样的 q 和 k，两者给出的分数不同，所以一个检查点只能配合训练时所用的配对方式；Hugging Face 的 LLaMA 转换脚本会置换 W_Q 和 W_K 的行，从一种转换为另一种。
rope-stepper-heading = 手动旋转 q，每次一对
rope-check-heading = 验证：分数只看得到 { MATH("n − m") }
rope-check = 取位置 { MATH("m = pos") } 处的查询和位置 { MATH("n = pos + Δ") } 处的键，计算它们的分数。然后把两者平移同样的 c，再算一次分数。在精确算术中两个分数相等，都等于 { $relative }，其中不单独出现 m 或 n。计算机会舍入，所以下表给出差异的实际大小：分别在 float64（约 16 位有效数字）和 float32（约 7 位）中，用两种方法计算。
rope-decay-heading = 远程衰减
rope-decay = 如果 q 和 k 的每一对都是 { MATH("(1, 0)") }，那么位置 m 与 { MATH("m + Δ") } 的分数为 { $g }：与正弦编码的 { $product } 是同一个和，且 { $g0 }，因为每一对贡献 { MATH("cos 0 = 1") }。有多对时，随着 Δ 增大，各个余弦逐渐错开步调并部分抵消，所以 g(Δ) 趋于减小，但并不均匀。RoFormer（第 3.4.3 节）把这一点变成对任意 q 和 k 的分数的一个上界；第二条曲线是该上界中依赖于 Δ 的因子 { $factor }，其中 { $sum }，按论文图 2 的方式缩放。它是上界的一个因子，而不是分数，起点为 { MATH("(d/2 + 1)/2") }。
rope-why-add-heading = 为什么不加上 PE，让 W_Q 和 W_K 自己处理？
rope-why-add = 证明中的性质“{ MATH("PE(p)·PE(q)") } 只依赖于 { MATH("p − q") }”对裸编码成立。但模型从不比较裸编码：它先做投影。使用加性 PE 时，分数中的位置部分是 { $additive }，而一般的 W_Q 和 W_K 与旋转不可交换（它们会混合并拉伸正弦和余弦），于是旋转不再相互抵消。RoPE 在投影之后旋转，{ $rotated }，所以到达分数的只有偏移量。下面，同一个词元 x 位于位置 m 和 { MATH("n = m + Δ") }，Δ 固定，W_Q 和 W_K 是随机的（固定随机种子），每一行只有 m 在变。
rope-asked-angle = 角度 { MATH("θ = pos·ω_i") }
rope-guess-exact = 精确到 6 位小数完全正确：{ $what } 是 { $truth }。
rope-guess =
    { $verdict ->
        [very] 非常接近
        [close] 接近
       *[off] 不太对
    }：你给出的是 { $guess }，{ $what } 是 { $truth }，相差 { $error }。{ $hint ->
        [angle] 用 pos 乘以 ω_i；角度以弧度为单位，不要减去整圈。
        [trig] 请用弧度制，不要用角度制。
        [output] 使用 q 中的 a 和 b 以及上面的 cos θ 和 sin θ；注意 a′ 中的减号。
       *[none] { "" }
    }
rope-type-number = 请输入一个数，例如 { $half } 或 { $example }。
rope-reveal = { $what } 是 { $value }。
rope-stage-frequency = 频率
rope-stage-angle = 角度
rope-stage-trig = 余弦、正弦
rope-stage-pair = q 的这一对
rope-stage-first = 第一个输出
rope-stage-second = 第二个输出
rope-previous = ← 上一对
rope-next = 下一对 →
rope-predict-prompt = 先预测：在显示之前，自己算出角度、cos、sin 和两个输出
rope-stepper-keys = 当分步演示获得焦点时，左右方向键在各对之间移动，Home 和 End 跳到第一对和最后一对；N 和 P 在本节任何位置都可用。
rope-pairs-region = 旋转后的 q 的每一对
rope-pairs-summary = 所有的对汇总在一张表中
rope-q-source = q 是下文验证中的查询向量：由核心的带种子生成器（种子 { $seed }）生成的 { $d } 个介于 { MATH("−1") } 和 1 之间的数，每次都相同。分步演示把它旋转到位置 { MATH("pos = {0}", $pos) }：结果是 { MATH("q′ = R({0}) q", $pos) }，即验证中用来计算分数的旋转后的查询。
rope-pair-title =
    { $pairs ->
        [1] 第 { MATH("i = {0}", $pair) } 对（唯一的一对）
       *[other] 第 { MATH("i = {0}", $pair) } 对（共 0 到 { $last }）
    }
rope-pair-where =
    { MATH("d = {0}", $d) }，{ MATH("pos = {0}", $pos) }，底数 { $base }，{ $pairing ->
        [half] 对半
       *[interleaved] 交错
    }配对：第 { $pair } 对是维度 { $first } 和 { $second }。它每 { MATH("2π/ω = {0}", $wavelength) } 个位置转一整圈。
rope-predict-question = 你对 { $what } 的预测：
rope-pair-done =
    第 { $pair } 对已完成。{ $more ->
        [yes] 继续下一对。
       *[no] 这是最后一对。
    }
rope-vector-title = { MATH("q′ = R({0}) q", $pos) } 随着你的计算逐步填入
rope-vector-index = { MATH("j={0}", $j) } 第 { $pair } 对
rope-vector-note =
    { $part ->
        [yes] 显示的是第 { $from } 到 { $to } 维，共 { $dims } 维。
       *[no] { "" }
    }当前这一对带粗边框；? 表示尚未算出的值。{ $pairing ->
        [half] 使用对半配对时，一对中的两个维度相距 { MATH("d/2") }。
       *[interleaved] { "" }
    }
rope-pairs-caption =
    { MATH("R({0})", $pos) } q，{ MATH("d = {0}", $d) }，底数 { $base }，{ $pairing ->
        [half] 对半
       *[interleaved] 交错
    }配对{ $cut ->
        [yes] （前 { $max } 对）
       *[no] { "" }
    }
rope-column-pair = 第 i 对
rope-column-dims = 维度
rope-f64-exact = 在 float64 中，这两个分数在这里一直到最后一位都相同。
rope-f64-rounding = 在 float64 中它们相差 { $difference }：这是舍入，而不是恒等式不成立。差异往往随位置增大，因为像 { MATH("pos·ω") } 这样大的角度带有与其大小成比例的舍入误差。
rope-rounded = 中间一列沿用 float64 列中 float64 的角度 { MATH("θ = pos·ω") }，在 float64 中计算 cos θ 和 sin θ 并将它们（以及 q 和 k）舍入为 float32，然后在 float32 中旋转并计算点积。它的每个分数与 float64 的分数相差不超过 { $error }：这是这些数和运算的 float32 舍入，其上界是 { MATH("d·2⁻²⁴·|q|·|k|") } 的某个倍数，不随位置增大，因为没有任何角度被舍入为 float32。
rope-naive =
    像大多数框架默认的那样先在 float32 中计算角度 { MATH("pos·ω") }，误差为 { $error }{ $worse ->
        [yes] ：更大，因为角度本身就偏离了大约一个 { MATH("pos·ω") } 的 float32 舍入步长，而这个步长随位置增大。
       *[no] ，在这些位置（最大到 { $far }）大致相同；它随位置增大{ $suggest ->
            [yes] ：试试平移量 { $shift }
           *[no] { "" }
        }。
    }
rope-row-difference = 两个分数之差的绝对值
rope-row-error = 相对 float64 的最大误差
rope-reference = （参照）
rope-relative-region = 相对性验证：float64 与 float32
rope-relative-caption =
    { MATH("d = {0}", $d) }，底数 { $base }，{ $pairing ->
        [half] 对半
       *[interleaved] 交错
    }配对，q 和 k 来自种子 { $seed }。分数保留 { $digits } 位小数。
rope-column-quantity = 量
rope-column-rounded = float32，cos θ 和 sin θ 由 float64 舍入
rope-column-naive = float32，角度在 float32 中计算
rope-scroll-hint = 表格可以横向滚动
rope-relative-form = { MATH("q·R(Δ)") } k，其中 { MATH("Δ = n − m = {0}", $delta) }：{ $score }。它与两个 float64 分数的最大差距：{ $gap }。
rope-decay-g0 =
    { MATH("g(0) = {0}", $g0) }：{ $pairs ->
        [1] 唯一的一对贡献
       *[other] { $count } 对中的每一对都贡献
    } { MATH("cos 0 = 1") }。
rope-decay-one-pair = 当 { MATH("d = 2") } 时只有一对：没有任何抵消，{ MATH("g(Δ) = cos Δ") } 在 { MATH("−1") } 和 1 之间摆动而不衰减；在 Δ 从 { $from } 到 { $to } 时，|g(Δ)| 仍能达到 { $far }。
rope-decay-low = 在 Δ 从 { $from } 到 { $to } 时，|g(Δ)| 不超过 { $far }，不到 g(0) 的一半：远处的位置分数更低。
rope-decay-high =
    在 Δ 从 { $from } 到 { $to } 时，|g(Δ)| 仍能达到 { $far }，超过 g(0) 的一半：在这个 d 和底数下，{ MATH("Δ ≤ {0}", $to) } 范围内几乎没有衰减。{ $suggest ->
        [yes] 试试更大的 d，比如 { $larger }。
       *[no] { "" }
    }
rope-decay-bound = 上界因子在 { MATH("Δ = 0") } 时为 { $first }，在 { MATH("Δ = {0}", $K) } 时为 { $last }；它在此范围内的最小值为 { $lowest }，位于 { MATH("Δ = {0}", $at) }。
rope-sentence-gap = { "" }
rope-chart-bound = RoFormer 上界因子
rope-chart-x = 偏移量 { MATH("Δ = n − m") }
rope-chart-y = 值
rope-chart-label = 折线图，Δ 从 0 到 { $K }，{ MATH("d = {0}", $d) }：g(Δ) 为实线，起点为 { $g0 }；RoFormer 上界因子为虚线，起点为 { $bound0 }。
rope-column-bound = 上界因子
rope-decay-data = 衰减数据
rope-spread-raw =
    裸编码 { MATH("p_m·p_n") }：离散范围 { $spread }{ $kind ->
        [exact] ：每一行给出的分数完全相同。正如证明所说，它们只看得到偏移量。
        [rounding] ，只是舍入。正如证明所说，它们只看得到偏移量。
       *[large] 。
    }
rope-spread-additive =
    经过 W_Q 和 W_K 的加性 PE：离散范围 { $spread }{ $kind ->
        [large] 。尽管每一行的 { MATH("n − m") } 都相同，分数却随 m 变化：投影破坏了只依赖偏移量的性质。
       *[rounding] ，在这些设置下只是舍入级别。
    }
rope-spread-rope =
    RoPE：离散范围 { $spread }{ $kind ->
        [exact] ：每一行给出的分数完全相同。在投影之后旋转，使分数仍然只是 { MATH("n − m") } 的函数。
        [rounding] ，只是舍入。在投影之后旋转，使分数仍然只是 { MATH("n − m") } 的函数。
       *[large] 。
    }
rope-w-region = 带 W_Q 和 W_K 的分数
rope-w-caption =
    { MATH("n − m = Δ = {0}", $delta) }，{ MATH("d = {0}", $d) }，{ $pairing ->
        [half] 对半
       *[interleaved] 交错
    }配对，W_Q、W_K 和 x 来自种子 { $seed }。
rope-pairing-interleaved = 交错
rope-pairing-interleaved-hint = 维度 { MATH("(2i, 2i + 1)") }：RoFormer、Meta 的 LLaMA
rope-pairing-half = 对半
rope-pairing-half-hint = 维度 { MATH("(i, i + d/2)") }：GPT-NeoX、Hugging Face
rope-pairing-label = 配对方式
rope-k-describe =
    { $side ->
        [same] 键位于查询的位置
        [before] { $count ->
           *[other] 键在查询之前 { $positions } 个位置
        }
       *[after] { $count ->
           *[other] 键在查询之后 { $positions } 个位置
        }
    }
rope-k-hint = { MATH("n = pos + Δ") }：Δ 是键的位置减去查询的位置。
rope-shift-describe = 两个位置都平移了 { $shift }
rope-shift-hint = { MATH("m + c") } 和 { MATH("n + c") } 必须仍是位置。平移量很大时可以看到 float32 角度误差在增长。
rope-refused-odd = { $message }；请选择偶数 d
rope-decay-refused = { $message }。衰减图需要更小的 d。
rope-w-refused =
    { $message }。{ MATH("W_Q/W_K") } 表需要{ $need ->
        [delta] { MATH("Δ ≥ 0") }
       *[d] 更小的 d
    }。
rope-circle-heading = 第 { $pair } 对：维度 { $first }（a）和 { $second }（b）
rope-circle-caption-hidden = 你算出角度 θ 之后才会画出旋转。
rope-circle-title-hidden = q 的第 { $pair } 对：点 { MATH("(a, b) = ({0}, {1})", $a, $b) }（圆点）。在你算出 θ 之前，它按 { MATH("θ = pos·ω") } 的旋转是隐藏的。
rope-circle-caption-zero = q 的这一对是 { MATH("(0, 0)") }：旋转不会移动它。
rope-circle-caption = 该点逆时针旋转 { MATH("θ = pos·ω = {0}", $turn) }；它到圆心的距离保持不变。
rope-circle-title = q 的第 { $pair } 对：点 { MATH("(a, b) = ({0}, {1})", $a, $b) }（圆点）旋转 { $angle } 弧度到 { MATH("({0}, {1})", $a2, $b2) }（方块，q′），即 { MATH("q′ = R({0})q", $pos) } 的这一对。
rope-circle-title-unsolved = q 的第 { $pair } 对：点 { MATH("(a, b) = ({0}, {1})", $a, $b) }（圆点）旋转 { $angle } 弧度到方块（q′），即 { MATH("q′ = R({0})q", $pos) } 的这一对；在你算出 a′ 和 b′ 之前，其坐标是隐藏的。



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-conventions-preset = 预设（库）
conventions-variant-paper = 原论文
conventions-variant-concatenated = 拼接式排列
conventions-variant-one-based-position = 位置从 1 开始计数
conventions-variant-dimension-exponent = 错误的指数 { MATH("b^(j/d)") }
conventions-variant-one-based-pair = 对索引从 1 开始
conventions-variant-tensor2tensor = tensor2tensor 的间隔
conventions-note-paper = 交错排列 sin, cos, sin, cos …；{ MATH("ω_i = b^(−2i/d)") }，其中 i 是对索引；位置从 0 开始。下面每一行都以它为参照。
conventions-note-concatenated = 先放所有正弦，再放所有余弦（tensor2tensor、TensorFlow 教程、许多扩散模型）。同样的数，只是顺序不同。这是公开问题跟踪系统中被问得最多的“这是 bug 吗？”问题：它不是 bug，只是维度被置换了。
conventions-note-one-based-position = 有些文献把第一个词元编号为 1 而不是 0。每个词元都在表中下移一行：下标为 pos 的词元得到 { MATH("PE(pos + 1)") }。只要处处一致地使用，就无害。
conventions-note-dimension-exponent = 在公式用 2i 的地方用了维度下标 j。于是每个余弦都有自己稍慢一些的频率，一对中的正弦和余弦不再共享同一个角度，平移证明也就不再成立。有些文献误印了这个公式，即便旁边配的代码是对的。
conventions-note-one-based-pair = 从 { MATH("i = 1") } 开始数对（如 { MATH("W[2i−1, t] = sin(t / b^(2i/d))") }，其中 { MATH("0 < i ≤ d/2") }），会让每个频率都慢一对：最快的波 { MATH("ω = 1") } 丢失了。有些文献就是这样写的。
conventions-note-tensor2tensor = 把对数时间尺度按 { MATH("log(b)/(d/2 − 1)") } 间隔排列，使最慢的波长恰好是 2πb，而不是 { MATH("2πb^((d−2)/d)") }。这里按交错方式显示，使得只有间隔不同。
conventions-lead = 同一个思想有好几种写法。有些差异只是约定（了解之后无害）；有两种是会改变数值的错误。这里把它们针对同一个词元并排列出。
conventions-compare-heading = 某个变体减去原论文，逐个位置比较
conventions-compare-intro = 选择一个变体：热图显示它的矩阵减去原论文的矩阵，共 n 个位置、d 个维度。白色表示相等。
conventions-precision-heading = 大位置与 float32
conventions-precision-intro = 大多数框架在 float32 中计算角度 { MATH("pos·ω") }，然后才取正弦。在很大的位置上，float32 无法精确保存这个角度，误差就会出现在编码中，尽管精确值总是在 { MATH("[−1, 1]") } 之内。核心从不在 float32 中计算角度：在每块行的第一个位置，它在 float64 中取正弦和余弦并舍入为 float32，然后对块中后面的每个位置做一次按 { MATH("ω·k") } 的 float32 旋转（相对平移性质，其中 cos { MATH("ω·k") } 和 sin { MATH("ω·k") } 也舍入为 float32）。因此它的每个值距精确值只有几次 float32 舍入，没有角度误差：在任何位置最多为 { MATH("5·2⁻²⁴ ≈ 3.0·10⁻⁷") }，而对精确值舍入一次最多留下 { MATH("2⁻²⁵ ≈ 3.0·10⁻⁸") }。它实际存在的误差在下方打印并绘出。
conventions-past-end = 这里 pos 最大为 { $max }：“{ $label }”这一行读取 { MATH("PE(pos + {0})", $shift) }；收到的是 { $got }
conventions-kind-reference = 参照
conventions-kind-convention = 约定
conventions-kind-mistake = 错误
conventions-side-caption =
    下标为 { $pos } 的词元，{ MATH("d = {0}", $d) }{ $cut ->
        [yes] （前 { $shown } 个维度）
       *[no] { "" }
    }。每个值下方：填充该维度的是哪个函数、哪一对。按{ -rounding }保留 { $digits } 位小数。
conventions-side-scroll =
    表格比屏幕宽：横向滚动可查看{ $dims ->
        [1] 唯一的维度
       *[other] 全部 { $shown } 个维度
    }
conventions-compare-equal =
    { $positions ->
       *[other] 在这 { $count } 个位置上，{ $label } 给出的数与原论文完全相同。
    }
conventions-compare-summary =
    { $label }：最大的 |差值| 为 { $difference }，位于词元 { $row }、维度 { $dim }。{ $layout ->
        [yes] 差值很大，但没有丢失任何信息：把列重新排序，两个矩阵就一致了。
       *[no] { "" }
    }
conventions-column-variant = 变体
conventions-column-dim = 维 { $j }
conventions-side-region = 各变体并排比较
conventions-picker-label = 与原论文比较的变体
conventions-picker-announce = 正在将原论文与以下变体比较：{ $label }
conventions-heatmap-title = { $label } 减去原论文
conventions-heatmap-rows = 位置
conventions-heatmap-columns = 维度
conventions-heatmap-cell = 词元 { $row }，维度 { $dim }：{ $label } 减去原论文 ≈ { $value }
conventions-precision-naive = 在 float32 中计算角度（常见做法）
conventions-precision-fast = 核心：角度用 float64，结果用 float32
conventions-precision-y = { $d } 个维度上的最大 |误差|
conventions-position-presets = 预设位置
conventions-precision-field = float32 检查所用的位置
conventions-precision-hint = { MATH("d = {0}", $d) }，底数 b 取自设置。
conventions-precision-summary = 在位置 { $pos }：float32 角度的最大误差为 { $naive }；核心的 float32 路径的最大误差为 { $fast }。误差在相邻位置之间跳动；在 { $first } 到 { $last } 之间，float32 角度误差的峰值为 { $worst }（位置 { $worstPos }）。
conventions-precision-label = 折线图，对数刻度：位置 { $first } 到 { $last } 上编码的最大 float32 误差，两种计算方式。
conventions-precision-description = float32 角度：此范围内误差最大为 { $naive }；核心的 float32 路径：最大为 { $fast }。
conventions-column-naive = float32 角度
conventions-column-fast = 核心 float32
conventions-precision-data = float32 误差数据
conventions-layout-interleaved = 交错：sin, cos, sin, cos, …
conventions-layout-sin-cos = 先全部正弦，再全部余弦
conventions-layout-cos-sin = 先全部余弦，再全部正弦
conventions-spacing-as = { $formula }，以 { $code } 计算
conventions-spacing-log = { $formula }，{ $range }：最慢的波长恰好是 { $longest }
conventions-spacing-numpy = { $formula }，用 numpy float64 计算
conventions-spacing-numpy-sines = { $formula }，用 numpy float64 计算；正弦填充第 { $columns } 列
conventions-spacing-pow = { $formula }，用 { $code } 以 float32 计算
conventions-first-start-index = { $code }（默认为 { $zero }）
conventions-first-padding = 第 { $row } 行（{ $code }）
conventions-first-padding-offset = 第 { $row } 行（{ $code }；表中多出 { $offset } 行）
conventions-first-past = { $zero }（{ $code }）
conventions-first-klen = 从 { $from } 递减到 { $to }（相对距离）；这里的行就是给定的位置
conventions-odd-shape = 失败：PyTorch 报形状不匹配错误
conventions-odd-zero-column = { $count } 个频率，然后是一列零
conventions-odd-sine = 以正弦结尾
conventions-odd-ceil = { $sines } 个正弦，{ $cosines } 个余弦
conventions-odd-assert = 失败：{ $code }
conventions-odd-wide = 宽度错误：{ $width } 列
conventions-presets-heading = 各个库实际构建的是什么
conventions-presets-intro = 十个被广泛复制的实现，每个都按其源代码复现。它们在以下方面不同：排列方式、频率间隔、第一个词元读取哪一行、d 为奇数时怎么做，以及角度 { MATH("pos·ω") } 是在 float32（PyTorch 和 TensorFlow 的默认 dtype）还是在 float64（numpy）中形成。
conventions-presets-caption = 十个预设。最后一列：第 { $pos } 行的 { $d } 个维度上最大的 |float32 表 − float64 公式|。
conventions-column-library = 库
conventions-column-source = 源代码（文件、函数）
conventions-column-layout = 排列方式
conventions-column-spacing = 频率间隔
conventions-column-first = 第一个词元读取
conventions-column-padding = 填充行
conventions-column-odd = 奇数 d
conventions-column-angle = 角度的计算精度
conventions-column-error = pos { $pos } 处的 float32 误差
conventions-padding-row = 第 { $row } 行，全为零
conventions-padding-none = 无
conventions-float64-numpy = float64（numpy）
conventions-meaning-float32 =
    { $libraries ->
       *[other] 在 { MATH("pos = {0}", $pos) }、{ MATH("d = {0}", $d) } 时，在 float32 中计算角度 { MATH("pos·ω") } 的 { $count } 个库，在该行最差的维度上偏差介于 { $least } 和 { $most } 之间：float32 只保留约七位有效数字，所以接近 { $pos } 弧度的角度无法精确保存，无论正弦和余弦算得多好，都会继承这个误差。
    }
conventions-meaning-float64 =
    { $libraries ->
        [1] { $names } 用 numpy 在 float64 中计算角度，只把结果舍入为 float32：它的误差最多为 { $most }，仅仅是最后这一次舍入。
       *[other] { $names } 用 numpy 在 float64 中计算角度，只把结果舍入为 float32：它们的误差最多为 { $most }，仅仅是最后这一次舍入。
    }
conventions-sentence-gap = { "" }
conventions-row-padding = 第 { $row } 行：填充，全为零
conventions-row-first = 第 { $row } 行：第一个词元
conventions-row = 第 { $row } 行
conventions-rows-caption =
    { $kind ->
        [float64] 该库的公式（float64）
       *[float32] 该库自己的 float32 计算步骤
    }：第 { $from } 到 { $to } 行，{ MATH("d = {0}", $d) }{ $cut ->
        [yes] （前 { $shown } 个维度）
       *[no] { "" }
    }。
conventions-column-row = 表中的行
conventions-rows-region =
    { $kind ->
        [float64] 预设表（float64）
       *[float32] 预设表（float32）
    }
conventions-preset-label = 库预设
conventions-preset-announce = 库预设：{ $library }
conventions-presets-region = 十个库预设
conventions-presets-rounding = 表中数值按{ -rounding }保留 6 位小数；误差以科学记数法显示，保留 2 位有效数字。
conventions-preset-refused =
    { $message }。{ $shown ->
        [yes] 仍显示上一个有效的表。
       *[no] 暂无可显示的表：请换一个 d 或另一个库。
    }
conventions-preset-summary =
    { $library }：{ $layout }；角度在 { $angle ->
        [float32] float32
       *[float64] float64（numpy）
    } 中计算。{ $padding ->
        [yes] 第 { $paddingRow } 行是填充行（{ $paddingCode }）：全为零。第一个真实词元读取第 { $firstRow } 行，所以下标为 t 的词元读取第 { MATH("t + {0}", $firstRow) } 行。
       *[no] 第一个词元读取第 { $firstRow } 行。
    }在 { MATH("pos = {0}", $pos) }（{ MATH("d = {0}", $d) }）时，它的 float32 表偏差最大为 { $error }，位于维度 { $dim }。



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-bias-max-distance = 最大距离
words-bias-buckets = 桶数
words-bias-offset = 偏移量
words-bias-trained = L（训练长度，“超出 L”部分）
words-bias-example = 我 看 你 你 看 我
words-bias-heads = H（头数）
words-bias-head = 头（显示的头）
words-bias-buckets-setting = 桶数（T5）
words-bias-maxdist = 最大距离（T5）
words-bias-causal = 因果
words-bias-sentence = 句子
words-bias-trained-refused = L（训练长度）在这里必须是 { $smallest } 到 { $largest } 之间的整数（{ $keys } 个键最多 { $most } 个）；收到的是 { $got }。
words-bias-refused = { $reason }。
words-bias-causal-refused = { $reason }（因果 T5 桶）。
# Between two sentences of the bias section: a space, or nothing where sentences end in a full-width stop.
bias-sentence-join = {""}
bias-map-hatched = 带斜线的格子被掩码遮住：键在查询之后，它在 softmax 之前的分数是 { $minusInfinity }，权重为 0。
bias-list = { $items } 和 { $last }
bias-list-separator = {"、"}
bias-lead = 正弦编码和 RoPE 把位置放进向量里。ALiBi 和 T5 不动向量：它们给每个注意力分数加上一个数，这个数只取决于键离查询有多远。
bias-score-text = 查询 { $i } 看向键 { $j }；偏置 { $b } 只看偏移量 { $offset }，从不看词本身，也不看这对词在句子中的位置。
bias-alibi-heading = ALiBi：随距离增长的惩罚
bias-alibi-text = ALiBi（Press、Smith 和 Lewis，2022）为 { $H } 个头各分配一个固定斜率 { $m }，并从分数中减去 { $m } 与距离的乘积。没有任何东西需要学习：斜率在训练前就按下面的规则、根据所选的 { $H } 确定。
bias-alibi-causal = ALiBi 是为从左到右的语言模型提出的，这类模型还用因果掩码遮住查询之后的每个键（分数 { $minusInfinity }，权重 0）：勾选“因果”即可看到。没有掩码时偏置是对称的，对角线两侧都是 { MATH("{0}", $bias) }。
bias-alibi-why-title = 超出训练长度后，ALiBi 让什么保持在已知范围内
bias-alibi-why = 惩罚是距离的线性函数，所以比训练中任何键都更远的键得到的惩罚落在同一条直线的延长线上：没有新参数，也没有新类型的偏置，只有模型本来就在用的那种惩罚变得更大，让这些远处的键权重更小。在第一个块中也没有别的新东西，因为它的查询和键只来自词元嵌入。从第二个块起就不再如此：第一个块的每个输出都是加权平均，近处的词所占权重更大，所以位置此时已经进入向量，更长的输入可能给后面的块带来它们从未见过的向量。Press、Smith 和 Lewis 测量的是困惑度：在短输入上训练的语言模型在长得多的输入上困惑度几乎不变。困惑度不变说明远处的键没有害处；它并不说明模型利用了它们，也不说明任务的答案在超出训练长度后仍然正确。“{ $beyond }”下的图显示这条直线如何延续；“{ $lab }”中的实验把 ALiBi 与其他方案一起训练，并测量超出训练长度后完全答对的比例。
bias-t5-heading = T5：每个偏移量桶一个可学习的数
bias-t5-text = T5（Raffel 等人，2020）把每个偏移量“键 − 查询”归入固定数量的桶之一（代码中为 { $numBuckets }，T5 中为 32）；每个头为每个桶学习一个数，并把它加到分数上。分桶方式本身是固定的（Hugging Face 的 { $bucketFunction }）：
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
bias-compare-text = 一个注意力头，每种方案都使用相同的带随机种子的词元嵌入和查询/键权重；只有位置进入的方式不同。正弦方案把 PE 加到嵌入上，RoPE 按位置旋转查询和键，ALiBi 加上所选头的 { MATH("{0}", $bias) }，T5 加上所选头的（替代）桶值。每张图显示 softmax 权重：行 = 查询词，列 = 它所关注的键词。
bias-rounding = 数字按{ -rounding }舍入：斜率保留 8 位小数，偏置保留 6 位，图中表格里的注意力权重保留 3 位。
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
bias-head-describe = 头 { $head }，公式中 { MATH("h = {0}", $h) }
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
bias-offset-label = 偏移量（键 − 查询）
bias-offset-hint = 输入一个整数并按 Enter：负数 = 键在查询之前。
bias-words-hint = 用空格分隔的词；按 Enter。重复一个词可以比较它的两行。
bias-slope-one = { MATH("H = {0}", $heads) }：唯一的头的斜率为 { MATH("{0} = {1}", $rule, $slope) }。
bias-slope-geometric = { MATH("H = {0}", $heads) }：每个头都遵循 { $rule }，这是从 { $first } 递减到 { $last } 的等比数列：每个头的斜率等于前一个头的斜率乘以 { $ratio }。
bias-slope-interleaved = { MATH("H = {0}", $heads) } 不是 2 的幂，所以核心按 ALiBi 作者的规则计算：前 { $base } 个头取 { $base } 个头时的斜率 { $baseRule }（{ $base } 是小于 { $H } 的最大的 2 的幂）；其余 { $extra } 个头取 { $double } 个头时斜率中隔一个取一个，即 { $odd } 时的 { $extraRule }（{ $extraSlopes }）。所以斜率不按头的顺序排列：头 { $nextHead } 的斜率 { MATH("m = {0}", $nextSlope) }，大于头 { $lastHead } 的斜率 { $lastSlope }。
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
bias-alibi-line =
    { $far ->
        [1] 头 { $head } 的斜率 { MATH("m = {0}", $slope) }：往前 1 个词元的键得到 { $near }。
       *[other] 头 { $head } 的斜率 { MATH("m = {0}", $slope) }：往前 1 个词元的键得到 { $near }，往前 { $farCount } 个词元得到 { $farBias }。
    }
bias-alibi-line-single = 头 { $head } 的斜率 { MATH("m = {0}", $slope) }。只有一个位置时没有距离可惩罚：请增大 n。
bias-alibi-compare =
    { $count ->
       *[other] 偏置随距离线性增长，所以斜率越大的头看得越局部：往前 { $far } 个词元时，这里最陡的头（头 { $steepest }，{ MATH("m = {0}", $steepestSlope) }）给分数加上 { $steepestBias }，最平的头（头 { $shallowest }，{ MATH("m = {0}", $shallowestSlope) }）只加 { $shallowestBias }。
    }
bias-alibi-compare-one = 偏置随距离线性增长。只有一个头时，没有更陡或更平的头可比较：请增大 H。
bias-alibi-map-title = { $causal ->
    [yes] ALiBi 偏置，头 { $head }（头数 { MATH("H = {0}", $heads) }），因果
   *[no] ALiBi 偏置，头 { $head }（头数 { MATH("H = {0}", $heads) }）
}
bias-axis-query-position = 查询位置
bias-axis-key-position = 键位置
bias-alibi-cell-masked = 查询 { $query }，键 { $key }：被掩码遮住，键在查询之后（softmax 之前为 { $minusInfinity }，权重 0）
bias-alibi-cell = 查询 { $query }，键 { $key }，距离 { MATH("|i − j| = {0}", $distance) }：偏置 { $bias }
bias-alibi-map-summary = { $causal ->
    [yes] 第 { $i } 行第 { $j } 列是查询 { $i } 看向键 { $j }，头 { $head }（{ MATH("m = {0}", $slope) }）。对角线为 0，每离开对角线一步，偏置就减少 { $m }；对角线右侧的每个格子（键在查询之后）都被掩码遮住并画上斜线。它只取决于距离，所以表格每个距离列出一个值。
   *[no] 第 { $i } 行第 { $j } 列是查询 { $i } 看向键 { $j }，头 { $head }（{ MATH("m = {0}", $slope) }）。对角线为 0，每离开对角线一步，偏置就减少 { $m }，两侧相同。它只取决于距离，所以表格每个距离列出一个值。
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
    [1] 桶 { $buckets } 不含任何偏移量（偏移量 0 属于桶 0，所以查询之后的键顺延到下一个桶开始）。
   *[other] 桶 { $buckets } 不含任何偏移量（偏移量 0 属于桶 0，所以查询之后的键顺延到下一个桶开始；而窄于一个偏移量的对数桶保持为空）。
}
bias-t5-table-label = T5 的桶
bias-t5-caption = { $bidirectional ->
    [yes] { $count ->
       *[other] 偏移量（键 − 查询）→ 桶，双向，{ $buckets } 个桶，最大距离 { $maxdist }。最后一列：替代表的头 { $head }。
    }
   *[no] { $count ->
       *[other] 偏移量（键 − 查询）→ 桶，因果（单向），{ $buckets } 个桶，最大距离 { $maxdist }。最后一列：替代表的头 { $head }。
    }
}
bias-col-bucket = 桶
bias-col-offsets = 偏移量（键 − 查询）
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
       *[other] “键 − 查询”的 T5 桶，双向，{ $buckets } 个桶，最大距离 { $maxdist }
    }
   *[no] { $count ->
       *[other] “键 − 查询”的 T5 桶，因果，{ $buckets } 个桶，最大距离 { $maxdist }
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
bias-col-offset = 偏移量（键 − 查询）
bias-t5-map-table-label = 按偏移量的 T5 桶
bias-word-label = “{ $word }”（{ $position }）
bias-compare-map-title = 注意力权重，{ $scheme }
bias-axis-query-word = 查询词
bias-axis-key-word = 键所在的词
bias-compare-cell-masked = { MATH("{0} → {1}", $query, $key) }：被掩码遮住（键在查询之后），权重 0
bias-compare-cell = { MATH("{0} → {1}", $query, $key) }：权重 { $weight }（分数 { $score }，位置偏置 { $bias }）
bias-masked = 已遮住
bias-compare-summary = { $scheme }：每一行是一个查询词在各键所在的词上的 softmax 权重，和为 1。最后一个查询 { $last } 把最大的权重 { $weight } 给了 { $top }。
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
    [1] 第 { $pairs } 对在偏移量 0 … { $last } 内转满了一整圈，所以它在更远处遇到的每个方向都是以前见过的。
   *[other] 第 { $pairs } 对在偏移量 0 … { $last } 内转满了一整圈，所以它们在更远处遇到的每个方向都是以前见过的。
}
bias-beyond-rope-back = { $count ->
    [1] 第 { $pairs } 对超过了它在训练中的最大角度，但去掉整圈后又指回训练覆盖的弧内（第 { $pair } 对：在偏移量 { $offset } 处的 { $angle } rad 去掉整圈后是 { $direction } rad，位于 0 … { $largest } rad 内），是它见过的方向。
   *[other] 第 { $pairs } 对都超过了各自在训练中的最大角度，但去掉整圈后又指回训练覆盖的弧内（第 { $pair } 对：在偏移量 { $offset } 处的 { $angle } rad 去掉整圈后是 { $direction } rad，位于 0 … { $largest } rad 内），是它们见过的方向。
}
bias-beyond-rope-unseen = { $count ->
   *[other] 在偏移量 { $offset } 处，第 { $pairs } 对指向训练中从未见过的方向（第 { $pair } 对指向 { $direction } rad，在训练覆盖的弧 0 … { $largest } rad 之外）。于是远处键的 { $qk } 混入了训练好的权重从未见过的方向。
}
bias-beyond-alibi = 头 { $head }，斜率 { MATH("m = {0}", $slope) }：训练中最远的键（往前 { $seenLast } 个）得到 { $seenBias }；往前 { $last } 个时偏置为 { $lastBias }。
bias-beyond-alibi-steps = { $even ->
    [yes] 每远一步，分数都降低同样的 { $step }，训练范围内外都一样：惩罚是同一条直线的延长。
   *[no] 各步的大小并不都相等。
}
bias-beyond-alibi-scope = 没有增加参数，也没有新类型的偏置：更长的输入只是把键放到头本来就在用的直线更远处，在那里它们的权重越来越小。保持在已知范围内的只是这一部分，而不是模型看到的一切：在第一个块中查询和键不带位置，但从第二个块起就带了，因为它们每一个都是按距离加权的词的混合。
bias-beyond-t5-buckets = 往前 0 … { $seenLast } 个位置的键使用了{ $seenCount ->
   *[other] 桶
} { $seen }；往前 { $from } … { $last } 个位置的键落在{ $beyondCount ->
   *[other] 桶
} { $beyond }。
bias-beyond-t5-fresh = { $count ->
    [1] 桶 { $buckets }（往前 { $keys } 个位置的键）在训练中从未出现，所以它学到的数值从未得到过梯度。
   *[other] 桶 { $buckets }（往前 { $keys } 个位置的键）在训练中从未出现，所以它们学到的数值从未得到过梯度。
}
bias-beyond-t5-none-fresh = 它们在训练中都已出现过：不会查到任何新的值。
bias-beyond-t5-last = 从往前 { $start } 个位置起，每个键都共用最后一个桶 { $bucket }：无论多远都得到同一个数，所以在那之后偏置只说“远”。
bias-beyond-t5-last-beyond = 最后一个桶 { $bucket } 从往前 { $start } 个位置开始，比 { $last } 还远：增大 { $L } 才能到达它。
bias-beyond-legend-training = 训练：{ $range }
bias-beyond-legend-new = 新：{ $range }
bias-beyond-axis-position = 位置
bias-beyond-axis-back = 键往前的距离（查询 − 键）
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
bias-beyond-col-back = 往前的距离
bias-beyond-chart-sinusoidal = 折线图：{ $pe }，最慢一对的正弦，位置 0 到 { $last }；到 { $seenLast } 为止的位置在训练中见过，其余是新的。
bias-beyond-chart-rope = 折线图，对数刻度：每一对在训练中的最大角度、在偏移量 { $offset } 处的角度，以及该角度去掉整圈后的方向，另有一条位于一整圈处的水平线。
bias-beyond-chart-alibi = 折线图：头 { $head } 的 ALiBi 偏置随距离 0 到 { $last } 的变化；到 { $seenLast } 为止的距离在训练中见过，其余是新的。
bias-beyond-chart-t5 = 阶梯图：往前 0 到 { $last } 个词元的键所在的 T5 桶；到 { $seenLast } 为止的距离在训练中见过，其余是新的。
bias-beyond-lab-link = 参见“{ $title }”：运行比较，读取 ALiBi 在超出训练长度后完全答对的比例
bias-beyond-trained-label = L（训练长度）
bias-beyond-trained-range = 输入 { $smallest } 到 { $largest }
bias-beyond-trained-describe = { $count ->
   *[other] 在 { $trained } 个词元上训练，在 { $shown } 个词元上展示
}
bias-beyond-table-label = { $scheme }，训练 { MATH("L = {0}", $trained) }，展示 { $shown }



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-extension-train = L（训练长度）
words-extension-method = 方法（上下文扩展）
words-extension-scale = s（缩放因子）
words-extension-ramp = YaRN 斜坡
words-extension-d = d（头维度）
# Between two sentences of the extension section: a space, or nothing where sentences end in a full-width stop.
extension-sentence-join = {""}
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
extension-ramp-released-hint = Hugging Face transformers 和 YaRN 作者的代码：关于对索引 i 线性
extension-ramp-released-short = 已发布代码
extension-ramp-paper-label = 按论文的写法
extension-ramp-paper-hint = 对圈数 r 线性
extension-ramp-paper-short = 论文
extension-yarn-with-ramp = { $name }（{ $ramp }斜坡）
extension-lead = 使用旋转位置编码的模型在长度为 L 的序列上训练：每个查询和键的第 { $i } 对旋转角度 { $angle }，其中 { $omega }，{ $pos } 从 0 到 { $last }。这里 { $d } 是**头维度**，即一个注意力头的查询和键的长度，而不是模型宽度：LLaMA 7B 的 { $dmodel } 被分成 32 个头，所以 { $head }，共 64 对（更大的 LLaMA 模型更宽、头更多，但每个头仍是 { $head }）。现在问模型一个超出 L 的位置。公式仍然给出一个角度，但慢速的维度对可能指向训练中从未指向过的方向，而模型从未学过这个方向的含义。下面的方法拉伸频率，使长 { $s } 倍的上下文 { $target } 看起来更像模型见过的样子。
extension-seen-rule = { MATH("q·k") } 从一对维度中看到的是它在圆上的方向，而旋转 { $turn } 与旋转 { $x } 指向同一处。所以，如果训练曾把一对转到某个方向，它就**见过**这个方向。训练中它扫过从 0 到其最大角度 { $largest } 的方向弧：如果这个角度至少为 { $full }（这对转了整整一圈），那么所有方向都见过。否则，新角度 { $angle } 去掉整圈之后，必须落在这段弧内，或者至多在弧外一个训练步长 { $step }（越过弧的终点，或恰在 0 之前）：位置都是整数，所以离弧不到一步的方向，与某个训练方向的距离不超过两个相邻训练位置之间的距离。下表逐对给出它指向弧外多少个这样的步长。比训练中任何角度都大的角度，转过整圈后仍可能指回弧内：只比较原始角度会把它误判为未见过。
extension-three-ways = 拉伸频率的三种方法
extension-pi-title = 位置插值（Chen 等人，2023）
extension-pi = 对每一对都取 { $omega }：相当于把每个位置除以 s，于是直到 { $range } 的位置都落在训练范围内。代价是：相邻位置在每一对上的间距都缩小为原来的 { MATH("1/s") }，包括用来区分邻近词元的快速对，所以模型通常要在压缩后的位置上微调。
extension-ntk-title = NTK-aware 缩放（bloc97，2023）
extension-ntk = 改为增大底数：最快的一对保持原频率（反正它已转过许多圈），最慢的一对 { $slowest } 恰好除以 s；中间的对减慢得更少。邻近位置仍像训练时一样容易区分，但中间的对减慢不到 s 倍，所以在 { $target } 的末尾附近，其中一些仍可能转出训练时覆盖的弧。
extension-yarn-title = YaRN（Peng 等人，2023）
extension-yarn = 数一数第 { $i } 对在训练长度内转了多少圈：{ $turns }，其中波长 { $wavelength }。转了超过 { $beta } 圈的对保持原频率（{ $keep }），转了不到 { $alpha } 圈的对像 PI 一样插值（{ $interpolated }），介于两者之间的由一个斜坡混合。查询和键还要乘以 { $factor }，因此注意力 logits 按它的平方放大：更长的上下文把 softmax 分散到更多的键上，这一步又把它变得尖锐。论文和已发布代码在这个因子上一致（Hugging Face 在 { MATH("s > 1") } 时按 { $code } 计算，否则取 1，并把 cos 和 sin 都乘以它，所以 q 和 k 一样）。
extension-yarn-bounds = 本页使用论文中 LLaMA 的取值：{ $alpha } 圈和 { $beta } 圈。
extension-tex-paper = 论文：
extension-tex-released = 已发布代码：
extension-yarn-forms = 论文和随论文发布的代码对斜坡的形状定义不同。**论文**让 { $gamma } 对圈数 { $r } 线性。**已发布代码**（YaRN 作者的代码库，以及运行已发布 YaRN 模型的 Hugging Face transformers）让它关于对索引 { $i } 线性：{ $c } 是在 L 内转 r 圈的那一对，斜坡从第 { $lo } 对延伸到第 { $hi } 对，即 { $atBeta } 和 { $atAlpha } 处的对，向外取整（代码把 { $beta } 叫作 { $betaFast }，把 { $alpha } 叫作 { $betaSlow }）。当 { $ordered } 时，两者在 { $range } 之外的每一对上都一致；在其内部可能差别很大，下面的句子说明在当前设置下差在哪里、差多少。本页使用已发布代码的形式，除非你选择论文的形式：
extension-wavelength-heading = 每一对的波长：训练时与新的
extension-angle-heading = pos 处的角度，逐对列出
extension-learned-title = 那可学习的表呢？
extension-learned = 可学习的绝对位置表有 { $maxLen } 行，超出部分没有公式可算，所以没有什么可拉伸的。模型的做法是调整表的大小再训练：ViT 和 DeiT 在更高图像分辨率下微调时，会把学到的位置嵌入插值到更大的网格上；Longformer 则把 RoBERTa 学到的 { $rows } 行复制八次，得到 { $positions } 个位置，然后继续训练。新行只是这次训练的起点，而不是模型学到的值。旋转编码和正弦编码在每个位置本来就有值；上面的方法是为了让这些值变得“熟悉”。
extension-learned-link = 见“{ $title }”：超出 { $maxLen } 的位置没有对应的行
extension-settings-label = 上下文扩展设置
extension-method-label = 方法
extension-scale-hint = − 和 + 按钮将 s 减半或加倍。
extension-scale-one = { MATH("s = 1") }：就是训练长度本身，不扩展
extension-scale-describe = { MATH("s = {0}", $s) }：上下文是训练长度的 { $s } 倍
extension-train-hint = − 和 + 按钮将 L 减半或加倍。
extension-train-describe = { $count ->
   *[other] L = 训练中见过的 { $positions } 个位置
}
extension-rounding = 波长、圈数、γ 和角度按{ -rounding }保留 { $digits } 位小数，弧外步数最多保留 { $digits } 位小数，频率 ω 保留 6 位有效数字，底数和注意力因子保留 6 位小数。
extension-summary-unseen =
    在 { MATH("pos = {0}", $pos) } 处，{ $where ->
        [beyond]
            { $train ->
                [1] 超出位置 0（训练中唯一见过的位置）
               *[other] 超出训练中见过的 { $trainCount } 个位置 0 … { $last }
            }
       *[inside]
            { $train ->
                [1] 即训练中唯一见过的位置
               *[other] 在训练范围 0 … { $last } 之内
            }
    }，使用 { $method } 时，{ $unseen ->
        [0]
            { $pairs ->
                [1] 唯一的一对只会指向训练中指向过的方向。
               *[other] 全部 { $pairCount } 对都只会指向训练中指向过的方向。
            }
       *[other]
            { $pairs ->
                [1] 唯一的一对会指向训练中从未指向过的方向。
               *[other] { $pairCount } 对中有 { $unseenCount } 对会指向训练中从未指向过的方向。
            }
    }
extension-summary-wrapped = { $wrapped ->
    [0] 训练中没有一对转满一圈{ $inside ->
        [0] 。
       *[other] ；有 { $insideCount } 对的新角度仍在其覆盖的弧内。
    }
    [1] 训练中有 { $wrappedCount } 对转满了一圈，所以每个方向对它都是熟悉的{ $inside ->
        [0] 。
       *[other] ；另有 { $insideCount } 对的新角度仍在其覆盖的弧内。
    }
   *[other] 训练中有 { $wrappedCount } 对转满了一圈，所以每个方向对它们都是熟悉的{ $inside ->
        [0] 。
       *[other] ；另有 { $insideCount } 对的新角度仍在其覆盖的弧内。
    }
}
extension-summary-near = { $count ->
    [1] 有 { $near } 对指向训练时覆盖的弧之外，但只超出 { MATH("{0}·ω", $most) }：在一个训练步长之内，因此算作见过。
   *[other] 有 { $near } 对指向训练时覆盖的弧之外，但最多只超出 { MATH("{0}·ω", $most) }：在一个训练步长之内，因此算作见过。
}
extension-summary-per-pair = 每一对都是单独判断的，但 { MATH("q·k") } 把所有对加在一起：即使在某个位置上每一对都指向训练中见过的方向，这些方向的组合仍可能是训练从未同时出现过的。
extension-summary-back = { $count ->
    [1] 有 { $back } 对转过了它在训练中的最大角度，但去掉整圈之后又指回了它覆盖的弧内。
   *[other] 有 { $back } 对转过了各自在训练中的最大角度，但去掉整圈之后又指回了它们覆盖的弧内。
}
extension-summary-none = { $pairs ->
    [1] { $unseen ->
        [0] 完全不做改变时，这一对不会指向未见过的方向。
       *[other] 完全不做改变时，这一对会指向未见过的方向。
    }
   *[other] 完全不做改变时，{ $pairCount } 对中会有 { $unseenCount } 对这样。
}
extension-summary-outside =
    { $count ->
       *[other] 这个 pos 也不在扩展后的上下文之内：{ MATH("s·L = {0}", $target) } 个位置，从 0 开始计数。
    }
extension-percent = { $side ->
    [below] 低 { $percent }%
   *[above] 高 { $percent }%
}
extension-percent-tiny = { $side ->
    [below] 低不到 { $least }%
   *[above] 高不到 { $least }%
}
extension-ramp-counts =
    { $keep ->
       *[other] { $keepCount } 对保持 ω
    } { MATH("(γ = 1)") }，{ $interpolated ->
       *[other] { $interpolatedCount } 对被插值
    } { MATH("(γ = 0)") }，{ $blended ->
       *[other] { $blendedCount } 对被混合
    }
extension-ramp-ends =
    这里 { MATH("c(β) = {0}", $cBeta) }，{ MATH("c(α) = {0}", $cAlpha) }（即在 L 内会转 β 圈和 α 圈的对，{ MATH("β = {0}", $beta) }，{ MATH("α = {0}", $alpha) }），所以已发布代码的斜坡从 { MATH("ℓ = max(⌊{0}⌋, 0) = {1}", $cBeta, $lo) } 到 { MATH("h = min(⌈{0}⌉, {1}) = {2}", $cAlpha, $top, $hi) }{ $order ->
        [equal] ；{ MATH("ℓ = h") }，所以代码给 h 加上 { $tiny }，以免除以零。
        [backwards] ；{ MATH("ℓ > h") }，所以已发布代码的斜坡是反向的。
       *[ordered] 。
    }
extension-ramp-both = 已发布代码：{ $released }；论文形式：{ $paper }。
extension-ramp-same = 两种形式给每一对的 γ 都相同，所以 ω′ 也相同。
extension-ramp-differ =
    { $count ->
        [1] 两者只在一对上不同，即第 { $first } 对
       *[other]
            两者在 { $total } 对中的 { $differing } 对上不同，{ $run ->
                [run] 即第 { $first } … { $last } 对
               *[between] 位于第 { $first } 对和第 { $last } 对之间
            }
    }{ $where ->
        [unchanged] ，但在 { MATH("s = 1") } 时插值不改变任何东西，所以 YaRN 的 ω′ 在两者下相同。
        [there] ；在那里，论文斜坡下 YaRN 的 ω′ 比已发布代码的{ $percent }（论文形式 { MATH("γ = {0}", $paper) }，已发布代码 { $released }）。
        [each] ；在每一对上，论文斜坡下 YaRN 的 ω′ 都比已发布代码的{ $percent }（论文形式 { MATH("γ = {0}", $paper) }，已发布代码 { $released }）。
        [most-tied]
            ；差别最大的是第 { $pair } 对（另有 { $others ->
               *[other] { $othersCount } 对
            }差得一样多），在那里论文斜坡下 YaRN 的 ω′ 比已发布代码的{ $percent }（论文形式 { MATH("γ = {0}", $paper) }，已发布代码 { $released }）。
       *[most] ；差别最大的是第 { $pair } 对，在那里论文斜坡下 YaRN 的 ω′ 比已发布代码的{ $percent }（论文形式 { MATH("γ = {0}", $paper) }，已发布代码 { $released }）。
    }
extension-ramp-caption = { $part ->
    [part] YaRN 两种斜坡不同的 { $pairs } 对中的前 { $half } 对和后 { $half } 对
   *[all] { $count ->
        [1] YaRN 两种斜坡唯一不同的那一对
       *[other] YaRN 两种斜坡不同的 { $pairs } 对
    }
}（{ $settings }）：已发布代码的 γ 是对索引 i 的线性函数，论文的 γ 是圈数 r 的线性函数。其余每一对从两者得到的 γ 相同。
extension-col-pair = 对
extension-col-turns = 圈数 { MATH("{0}", $turns) }
extension-col-gamma-released = { $gamma }（已发布代码）
extension-col-gamma-paper = { $gamma }（论文）
extension-col-paper-against = 论文的 { $omega } 相对已发布代码
extension-signed-percent = { $sign }{ $percent }%
extension-ramp-table-label = YaRN 两种斜坡的不同之处
extension-scroll-hint = 表格比屏幕宽：请横向滚动
extension-method-chosen = { $name }（已选）
extension-unseen-of = { MATH("{0} / {1}", $unseen, $pairs) }
extension-methods-caption = 每种方法在 { MATH("pos = {0}", $pos) }、{ $settings } 时的情况。
extension-col-method = 方法
extension-col-base = 使用的底数
extension-col-factor = { $q } 和 { $k } 所乘的因子
extension-col-unseen = 指向未见过方向的对数
extension-col-target = 目标长度 { $target }
extension-methods-label = 四种方法的比较
extension-chart-trained = 训练时（不做改变）
extension-chart-train = 训练长度 { MATH("L = {0}", $train) }
extension-chart-target = 目标长度 { MATH("s·L = {0}", $target) }
extension-chart-x = 第 { $i } 对（最快的在前）
extension-chart-y = 波长 { $wavelength }（位置数）
extension-chart-label = 折线图，对数刻度：{ $count ->
    [1] 唯一一对
   *[other] { $pairs } 对中每一对
}训练时{ $method ->
    [none] {""}
   *[other] 以及使用 { $method } 时
}的波长，并在 { MATH("L = {0}", $train) } 和 { MATH("s·L = {0}", $target) } 处画有水平线。
extension-chart-one = 唯一一对的训练波长为 { $wavelength } 个位置。
extension-chart-range = 训练波长从 { $first }（第 0 对）到 { $last } 个位置（第 { $pair } 对）。
extension-chart-same = { $count ->
   *[other] 不做改变时，新波长与原来相同。
}
extension-chart-new = { $count ->
    [1] 使用 { $method } 时，它是 { $first }。
   *[other] 使用 { $method } 时，它们从 { $first } 到 { $last }。
}
extension-chart-wrapped = 波长不超过 { MATH("L − 1 = {0}", $last) } 的对在训练中转满了一圈。
extension-col-trained-wavelength = 训练波长
extension-col-new-wavelength = 新波长
extension-col-turns-training = 训练中的圈数 { MATH("{0}", $turns) }
extension-col-yarn-gamma = { $gamma }（{ $ramp }斜坡）
extension-fastest-slowest = { $pairs } 对中最快的 { $half } 对和最慢的 { $half } 对。
extension-chart-table-label = 波长数据
extension-col-omega = 训练时的 { $omega }
extension-col-omega-new = 新的 { $omega }
extension-col-angle = 角度 { $angle }（弧度）
extension-col-direction = 去掉整圈后的方向（弧度）
extension-col-largest = 训练中的最大角度 { MATH("{0}", $angle) }（弧度）
extension-col-wrapped = 训练中转满一圈？
extension-col-steps = 弧外的步数 { $omega }
extension-col-seen = 训练中见过这个方向？
extension-yes = 是
extension-no = 否
extension-seen = 见过
extension-unseen = 未见过
extension-angles-caption = { $method }：每一对在 { MATH("pos = {0}", $pos) } 处的角度、它指向的方向，以及训练中达到的最大角度（{ MATH("L = {0}", $train) }）。
extension-angles-skipped =
    { $count ->
        [1] 第 0 对未列出：它保持训练时的 ω（{ MATH("ω′ = ω") }），且训练中转满了一圈，所以它的方向是见过的。
       *[other] 第 0 … { $last } 对未列出：每一对都保持训练时的 ω（{ MATH("ω′ = ω") }），且训练中转满了一圈，所以它们的方向是见过的。
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
learned-correction = 需要更正的一种说法：T5 有时被列为可学习的绝对位置表，RoPE 有时被说成有可学习的参数。实际上 T5 学习的是相对位置偏置，而 RoPE 没有可学习的参数。
learned-sum-sinusoidal-where = 输入：加到词元嵌入上
learned-sum-sinusoidal-parameters = 无：一个公式
learned-sum-sinusoidal-kind = 绝对（每个位置一个向量）
learned-sum-sinusoidal-beyond = 每个位置都有值，但都是模型训练时没见过的向量；质量常常下降
learned-sum-sinusoidal-used = 最初的 Transformer（Vaswani 等人，2017）；Whisper 的音频编码器
learned-sum-learned-where = 输入：加到词元嵌入上
learned-sum-learned-parameters = { MATH("{0} × d", $maxLen) }，经训练；BERT-base：{ MATH("512 × 768 = {0}", $count) }
learned-sum-learned-kind = 绝对（每个位置一行）
learned-sum-learned-beyond = 没有：{ $maxLen } 之后没有行
learned-sum-learned-used = BERT、GPT-2
learned-sum-rope-where = 查询和键：在每个注意力层内按位置旋转
learned-sum-rope-parameters = 无：固定的旋转
learned-sum-rope-kind = 在分数中是相对的（{ MATH("q·k") } 只取决于“键 − 查询”）
learned-sum-rope-beyond = 慢速的维度对会转到训练中从未见过的角度；通常先做拉伸（见“更长的上下文”）
learned-sum-rope-used = RoFormer、GPT-J、GPT-NeoX、LLaMA
learned-sum-alibi-where = 注意力分数：在 softmax 之前加上一个偏置
learned-sum-alibi-parameters = 无：斜率由规则确定
learned-sum-alibi-kind = 相对（只看距离）
learned-sum-alibi-beyond = 惩罚直线简单地延续下去：没有新东西需要查
learned-sum-alibi-used = BLOOM、MPT
learned-sum-t5-where = 注意力分数：在 softmax 之前加上一个偏置
learned-sum-t5-parameters = 桶数 × 头数，经训练，由编码器或解码器的所有层共享；T5-base：32 { MATH("× 12 = {0}", $count) }（编码器、解码器各一份）
learned-sum-t5-kind = 相对（分桶的偏移量）
learned-sum-t5-beyond = 远处的偏移量共用最后一个桶：所有长距离只有一个学到的数
learned-sum-t5-used = T5、mT5、Flan-T5
learned-sum-none-where = 无处
learned-sum-none-parameters = 无
learned-sum-none-kind = 两者都不是：注意力看到的是一个集合；因果掩码仍能让解码器推断出顺序
learned-sum-none-beyond = 没有位置项可以超出
learned-sum-none-used = 研究模型（Haviv 等人，2022）
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
learned-preset = { $model }：{ MATH("{0} × {1}", $rows, $width) }
learned-count-product = { MATH("{0} × {1} ={2}", $rows, $width, " ") }
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
learned-answer-value = 下面是 { MATH("d = {0}", $d) } 时的 { MATH("PE({0})", $pe) }，和任何其他位置一样。{ $past ->
    [yes] 不过这只是一个值，不是一种保证：见表下的说明。
   *[no] {""}
}
learned-pe-caption-first = { $count } 个维度中的前 { $shown } 个。按{ -rounding }保留 6 位小数。
learned-pe-caption = 按{ -rounding }保留 6 位小数。
learned-pe-col-dim = 维度
learned-pe-col-fn = 函数
learned-pe-col-angle = 角度 = { $angle }
learned-pe-fn = { $fn }（第 { $pair } 对）



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-train-task = 任务
words-train-schemes = 参与训练的位置方案（schemes）
words-train-schemes-what = 方案 id
words-train-schemes-where = “亲手训练”中的复选框列出了所有方案
words-train-trainlen = { $L }（训练中最长的问题）
words-train-width = 宽度（所训练模型的 { $d }）
words-train-blocks = 块数
words-train-seeds = 随机种子（每个方案的运行次数）
words-train-firstseed = 第一个随机种子
words-train-steps = 步数（每次运行）
words-train-tokenscale = { $key }（词元向量相对于位置向量的缩放）
words-train-positions = 训练问题的位置
words-train-positionScheme = 方案
train-intro = 前面的各节精确地计算了每种方案。一种方案会对训练出的模型产生什么影响，是另一个问题，唯一诚实的答案是做实验。你可以在这里做一次：一个小型 Transformer 在每种位置方案下学习一个数字任务，用短问题训练、用更长的问题测试，就在本页中，由同一个 C++ 核心完成。
train-intro-model = 模型：一个带因果注意力的解码器，宽度为 { $d }，{ $heads } 个头，1 到 { $maxBlocks } 个块，用 AdamW 训练（学习率 { $rate }，经过 { $warmup } 个预热步达到，每步 { $batch } 个问题）。各次运行之间只有位置方案不同。
train-intro-task = 任务：一个 { $n } 位数字的问题、一个分隔符，以及模型逐位写出的答案。倒序需要知道每个数字在哪里；排序几乎不需要顺序信息。
train-intro-test = 训练只见到 1 到 { $L } 位的问题：本节的 { $L } 按数字位数计（加上分隔符和答案，模型读一个 { $L } 位的问题时要读入 { $twoL } 个词元）。测试在从 1 到 { $twoL } 的每个长度上提出 { $examples } 个固定问题，只有答案的每一位都对，才算答对这个问题（若某个长度可能的问题少于这个数，就会重复出题，比如 1 位的问题只有 10 个）。
train-intro-seeds = 随机种子决定初始权重和训练问题。各次运行是成对的：在同一个种子下，各方案共享的每个权重（词元向量、注意力、MLP、输出）在全部六种方案中都以相同的数值开始，而每种方案从自己独立的随机流中抽取自己的表（可学习的位置、T5 的偏置），因此同一种子下的两种方案只在位置的引入方式上不同。相同的设置会再次给出相同的数字，在这里如此，在任何运行此版本页面的机器上也如此；不同的种子可能给出差别很大的数字，所以每种方案都用几个种子运行。
train-intro-scale = 词元向量与位置向量：每个词元向量的每个分量起始为 { $initial } 乘以一个标准正态随机数（这是本实验室的选择；例如 tensor2tensor 的嵌入起始大小约为 { $t2t }）。选“{ $timesSqrtD }”（默认）时，它在加上位置向量之前先乘以 { $sqrtD }：这个因子来自论文（Vaswani 等人 2017，§3.4），起始大小则不是，二者一起决定了比例：开始时一个正弦位置向量的长度约为词元向量的 { MATH("{0} / {1}", $ratio, $sqrtD) } 倍（{ $d32 } 时为 { $ratio32 } 倍）。选“{ $timesOne }”时直接使用抽取值相加，无论 { $d } 是多少，位置向量的长度都约为词元向量的 { $ratio } 倍。所有方案读的是同样的词元向量，所以切换它会改变每种方案的结果，而不只是正弦方案的：两种都运行一次，看看差多少。
train-intro-drawn = 可以尝试的一种补救办法：随机化位置（Ruoss 等人 2023）。在“{ $label }”下选“{ $drawnLabel }”后，正弦、可学习和 RoPE 会再训练一次：每个训练问题的位置不再是 { $consecutive }，而是从前 { $N } 个位置（{ $range }）中随机抽取、再按从小到大排好，这样训练时就能见到更长问题才有的位置；测试仍然使用 { $consecutive }。{ $rule }：最长测试问题词元数的两倍（{ $atL } 时为 { $example } 个位置）。Ruoss 等人抽取的范围远远超出他们最长的测试（他们的代码为最多 { $ruossLength } 个词元的训练问题从 { $ruossRange } 个位置中抽取）；本实验室只训练几千步，范围越宽，同样的步数就要分摊到越多种位置组合上。随机位置的运行沿用普通运行（位置为 { $consecutive }）的种子，所以每一次都与一次普通运行配对：二者从相同的权重开始，在相同的问题上训练。NoPE 没有位置可抽；ALiBi 和 T5 保持原样（本实验室抽取的是表或旋转所读取的位置，而不是偏置所读取的距离），所以它们没有随机位置的运行：它们的运行就是普通运行。
train-intro-drawn-differs = 与 Ruoss 等人的做法有两点不同：他们的代码在测试时也随机抽取位置，而本实验室测试每次运行时都使用 { $consecutive }，好让随机位置的运行和普通运行回答相同的问题；他们还对 ALiBi 和相对位置编码也抽取了位置，本实验室则没有。
train-wiring-heading = 每种方案如何接入模型
train-t5-buckets = T5 的桶：每个头 { $buckets } 个，最大距离 { $maxDistance }，与 T5 相同；这个模型读取的词元从不超过 { $most } 个（{ $atL } 时为 { $longest } 个），所以只会用到对应距离小于该值的桶。
train-loss-heading = 训练损失
train-accuracy-heading = 各长度的完全匹配准确率
train-examples-heading = 一个问题，所有方案
train-table-heading = 训练后的可学习位置表
train-setup-heading = 你的实验
train-task-label = 任务
train-task-reverse = 倒序
train-task-copy = 复制
train-task-copy-hint = { MATH("3 1 4 → 3 1 4") }
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
train-scale-sqrt-d = { $factor }（论文的因子）
train-scale-1 = { $factor }（直接使用抽取值）
train-positions-label = 训练中的位置
train-positions-consecutive = 仅 { $consecutive }
train-positions-drawn = 另加随机抽取的位置
train-positions-drawn-hint = { $list }，与各自的普通运行并列
train-scheme-drawn = { $scheme }（位置随机抽取）
train-plan-drawn =
    { $plan }；另有 { $runs ->
       *[other] { $runs } 次运行
    }（{ $list }）使用相同的种子，位置从 0 到 { $last } 中随机抽取
train-ext-heading = 让训练好的 RoPE 模型处理更长的上下文
train-ext-intro = 包含 RoPE 的实验运行完成后，下面的按钮会把“更长的上下文”一节中的方法（{ $methods }；其中 YaRN 按已发布代码的算法计算，包括它的注意力因子）逐个种子地用在训练好的 RoPE 模型上，取 { $s }：先直接测试训练好的模型（权重不变，只换用该方法的频率），再在 1 到 { $twoL } 位的问题上启用该方法微调 { $steps } 步后测试（优化器设置与训练时相同，学习率也一样；训练批次所用的种子是 { $offset } 加上该运行的种子，每种方法都一样）。对照组是{ $control }的运行：同一个模型，同样的微调，只是频率不做缩放。每次运行都在与上面各次运行相同的问题上测试。微调之后，长度不超过 { $twoL } 的都成了训练过的长度，而且微调的批次里可能含有测试中的一些问题：超过 { $L } 后，微调后的运行测的是它训练过的长度，而不是外推。
train-ext-run = 为 RoPE 运行扩展上下文
train-ext-run-again = 再次扩展上下文
train-ext-progress-label = 上下文扩展进度
train-ext-empty = 还没有扩展上下文：包含 RoPE 的实验运行完成后，请按“为 RoPE 运行扩展上下文”。
train-ext-wait = 这些运行从训练好的 RoPE 模型开始：请先在上面运行一次包含 RoPE 的实验。
train-ext-wait-recorded = 预先记录的结果不保存训练好的模型，所以这个按钮暂时没有可扩展的模型：请先按上面的“运行”，再扩展它训练出的 RoPE 运行（会重新得到记录下的扩展结果）。
train-ext-unfit = 没有哪次 RoPE 运行在长度 { $L } 上达到 { $fit } 的完全匹配准确率：没有训练好的模型可供扩展。请先增加训练步数，或换用其他设置重新训练。
train-ext-estimate =
    在这台机器上，{ $runs ->
       *[other] { $runs } 次运行
    }在 { $threads ->
       *[other] { $threads } 个工作线程
    }上预计需要{ $duration }，不含上面那次实验本身的时间（刚刚计时得出的估计）。
train-ext-estimate-page =
    在这台机器上，{ $runs ->
       *[other] { $runs } 次运行
    }在页面主线程上预计需要{ $duration }，不含上面那次实验本身的时间（刚刚计时得出的估计）。
train-ext-status-running =
    正在扩展上下文：{ $runs ->
       *[other] { $runs } 次运行
    }中已完成 { $done } 次。
train-ext-status-done =
    完成：{ $runs ->
       *[other] { $runs } 次扩展运行
    }已测试完毕，其中一半是在微调之后测试的。
train-ext-method-none = 不缩放
train-ext-method-pi = 位置插值
train-ext-method-ntk = NTK-aware 缩放
train-ext-method-yarn = YaRN
train-scheme-extended = { $scheme }（{ $method }，未微调）
train-scheme-extended-tuned = { $scheme }（{ $method }，微调后）
train-run = 运行
train-run-again = 再次运行
train-pause = 暂停
train-resume = 继续
train-reset = 重置
train-progress-label = 训练进度
train-percent = { $value }%
train-reset-announced = 实验已重置。
train-home-summary = 把一次运行带回家：PyTorch 脚本
train-home-text = 该脚本用 PyTorch 重建本计划中的一次运行：它按与本页完全相同的方式，由种子生成这次运行的初始权重和训练批次，用 { $optimiser } 以 float32 训练同一个模型，并打印每一步的损失，方便你把它的曲线与本页的曲线对照。运行它需要 { $python } 和 PyTorch。它执行的每一步都在 { $guide } 中有定义。
train-home-run-label = 要导出的运行
train-home-option = { $scheme }，种子 { $seed }
train-home-download = 下载脚本（.py）
train-home-drawn = 这里不提供随机位置的运行：脚本只重建普通运行。
train-plan =
    { $runs ->
       *[other] { $runs } 次运行
    }：{ $schemes ->
       *[other] { $schemes } 种方案
    } × { $seeds ->
        [1] { $seeds } 个种子（种子 { $firstSeed }）
       *[other] { $seeds } 个种子（种子 { $firstSeed }–{ $lastSeed }）
    }，每次 { $steps } 步，任务为{ $task }，{ $L ->
        [1] 用 1 位数的问题训练
       *[other] 用 1 到 { $trained } 位训练
    }，{ MATH("d = {0}", $d) }，{ $blocks ->
       *[other] { $blocks } 个块
    }，词元向量 { $scale }
train-plan-line = 点击“运行”将训练：{ $plan }。
train-stale = 下面的结果对应的是 { $plan }。此后设置已更改：请按“再次运行”得到新设置的结果。
train-status-idle = 还没有训练任何东西：请按“运行”。
train-status-idle-recorded = 这个浏览器里还没有训练任何东西：下面是预先记录的结果。按“运行”可在这里训练它们。
train-status-starting = 正在启动…
train-status-failed = 运行已停止。
train-status-paused = 已暂停。
train-status-lost =
    { $count ->
       *[other] { $workers } 个工作线程停止响应；其中的运行改在页面主线程上从头重新训练。
    }
train-status-lost-done =
    { $count ->
        [1] 另有 { $workers } 个工作线程停止响应，它的运行已在页面主线程上从头重新训练，得到的数字相同。
       *[other] 另有 { $workers } 个工作线程停止响应，它们的运行已在页面主线程上从头重新训练，得到的数字相同。
    }
train-status-done-workers =
    { $runs ->
       *[other] 完成：{ $runs } 次运行已在 { $threads ->
           *[other] { $threads } 个工作线程
        }上训练完毕，并在长度 1 到 { $longest } 上测试。
    }
train-status-done-page =
    { $runs ->
       *[other] 完成：{ $runs } 次运行已在页面主线程上分成小段训练完毕（这里无法启动工作线程），并在长度 1 到 { $longest } 上测试。
    }
train-status-training-workers =
    { $threads ->
       *[other] 正在 { $threads } 个工作线程上训练：{ $total } 步中已完成 { $trained } 步。
    }
train-status-training-page = 正在页面主线程上分成小段训练（这里无法启动工作线程）：{ $total } 步中已完成 { $trained } 步。
train-status-testing-workers =
    { $threads ->
       *[other] 正在 { $threads } 个工作线程上测试：{ $runs ->
           *[other] { $runs } 次运行
        }中已有 { $tested } 次在每个长度上用 { $examples } 个问题测试完毕。
    }
train-status-testing-page =
    { $runs ->
       *[other] 正在页面主线程上分成小段测试（这里无法启动工作线程）：{ $runs } 次运行中已有 { $tested } 次在每个长度上用 { $examples } 个问题测试完毕。
    }
train-failed = 实验室未能完成：{ $reason }
train-failed-unknown = 实验室未能完成：未知错误
train-sentence-join = {""}
train-list-last = { $first } 和 { $last }
train-list-next = { $first }、{ $rest }
train-seeds-one = 每种方案只用一个种子运行。同一方案的不同种子在同一长度上可能相差几十个百分点，所以在解读某个差距之前，请先用几个种子运行。
train-conclusion-scope =
    { $seeds ->
        [1] 这只是一个小实验：一个由 { $blocks ->
           *[other] { $blocks }
        } 个块组成、宽度为 { MATH("d = {0}", $d) } 的解码器，在“{ $task }”任务上训练 { $steps } 步，以教师强制下的完全匹配准确率评分（在给定前面正确数字的情况下，答案的每一位都正确），每个长度 { $examples } 个问题，每种方案一个种子。它能显示这些方案在这里的表现；它不能为大模型、自然语言任务，或其他任务、步数和种子给这些方案排名。
       *[other] 这只是一个小实验：一个由 { $blocks ->
           *[other] { $blocks }
        } 个块组成、宽度为 { MATH("d = {0}", $d) } 的解码器，在“{ $task }”任务上训练 { $steps } 步，以教师强制下的完全匹配准确率评分（在给定前面正确数字的情况下，答案的每一位都正确），每个长度 { $examples } 个问题，每种方案 { $seeds } 个种子。它能显示这些方案在这里的表现；它不能为大模型、自然语言任务，或其他任务、步数和种子给这些方案排名。
    }
train-intro-rule =
    { $points ->
       *[other] 结果下方的句子按以下规则生成。一个种子在长度 { $L }（训练过的最大长度）的问题中至少有 { $fit } 完全答对，就算掌握了训练长度；超过 { $L } 时，每种方案只按它掌握了训练长度的种子来评判，一个这样的种子都没有的方案，在这些长度上不作评判。两种方案在双方都掌握了训练长度的种子上逐个长度比较：只有当这些种子上领先的都是同一种方案，且平均差距超过 { $examples } 道题上两个比例之差的 2 倍标准误（按两种方案在该长度上各自的平均比例计算：两者都接近 50% 时为 { $points } 个百分点，接近 0% 或 100% 时更小）时，才说二者有差距。只有当超过 { $L } 的每个长度都没有这样的差距时，才说二者持平。
    }
train-range = { $first }–{ $last }
# A scheme's name is a placeable, and Han text after it takes a space only after a Latin name:
# «RoPE 在长度…», but «NoPE（无位置编码）在…», «RoPE（位置随机抽取）在…» and «正弦在…» (no space
# after a full-width bracket, nor between Han characters). Where one name stands before Han text,
# a select on it gives the space to RoPE and ALiBi alone (the names scheme-rope-name and
# scheme-alibi-name print); any other name, a bracketed one included, takes none. A list of names
# ({ $list }) keeps its space: the message cannot see which name ends it.
train-claim-fit-all =
    { $seeds ->
        [1] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在长度 { $L } 上的完全匹配准确率为 { $shares }（种子 { $seedList }），所以它掌握了训练长度。
       *[other] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在长度 { $L } 上的完全匹配准确率为 { $shares }（种子 { $seedList }），所以它在每个种子上都掌握了训练长度。
    }
train-claim-fit-some =
    { $fitting ->
        [1] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在长度 { $L } 上的完全匹配准确率为 { $shares }（种子 { $seedList }）。它在 { $seeds } 个种子中的 { $fitting } 个上掌握了训练长度（种子 { $fitList }），超过 { $L } 的长度只按这个种子评判。
       *[other] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在长度 { $L } 上的完全匹配准确率为 { $shares }（种子 { $seedList }）。它在 { $seeds } 个种子中的 { $fitting } 个上掌握了训练长度（种子 { $fitList }），超过 { $L } 的长度只按这些种子评判。
    }
train-claim-fit-none =
    { $seeds ->
        [1] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在长度 { $L } 上的完全匹配准确率为 { $shares }（种子 { $seedList }），未达到 { $fit }：按这条规则，它没有掌握训练长度，所以不评判它在更长问题上的外推能力。
       *[other] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在长度 { $L } 上的完全匹配准确率为 { $shares }（种子 { $seedList }），没有一个种子达到 { $fit }：按这条规则，它没有掌握训练长度，所以不评判它在更长问题上的外推能力。
    }
train-claim-past =
    { $seeds ->
        [1] 超过长度 { $L } 后，在它掌握了训练长度的唯一一个种子上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在长度 { $firstLength } 上的完全匹配准确率为 { $first }，在长度 { $lastLength } 上为 { $last }。
       *[other] 超过长度 { $L } 后，在它掌握了训练长度的 { $seeds } 个种子上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在长度 { $firstLength } 上的完全匹配准确率为 { $first }，在长度 { $lastLength } 上为 { $last }（均为平均值）。
    }
train-claim-past-others =
    { $seeds ->
        [1] 表中的平均值则还计入了没有掌握训练长度的种子 { $seedList }。
       *[other] 表中的平均值则还计入了没有掌握训练长度的种子 { $seedList }。
    }
train-claim-past-one =
    { $seeds ->
        [1] 在训练长度之外的长度 { $firstLength } 上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在它掌握了训练长度的那个种子上的完全匹配准确率为 { $first }。
       *[other] 在训练长度之外的长度 { $firstLength } 上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }的完全匹配准确率为 { $first }（它掌握了训练长度的 { $seeds } 个种子的平均值）。
    }
train-claim-past-zero =
    { $seeds ->
        [1] 超过长度 { $L } 后，在它掌握了训练长度的那个种子上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在任何长度上都没有完全答对一道题。
       *[other] 超过长度 { $L } 后，在它掌握了训练长度的 { $seeds } 个种子上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在任何长度上都没有完全答对一道题。
    }
train-claim-past-zero-from =
    { $seeds ->
        [1] 超过长度 { $L } 后，在它掌握了训练长度的唯一一个种子上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }的完全匹配准确率为{ $shares }；从长度 { $zeroFrom } 起每个长度都是 0%。
       *[other] 超过长度 { $L } 后，在它掌握了训练长度的 { $seeds } 个种子上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }的平均完全匹配准确率为{ $shares }；从长度 { $zeroFrom } 起每个长度都是 0%。
    }
train-share-at = 长度 { $length } 上的 { $share }
train-claim-past-each =
    { $seeds ->
        [1] 超过长度 { $L } 后，在它掌握了训练长度的唯一一个种子上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }的完全匹配准确率为{ $shares }。
       *[other] 超过长度 { $L } 后，在它掌握了训练长度的 { $seeds } 个种子上，{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }的平均完全匹配准确率为{ $shares }。
    }
train-claim-ahead =
    { $lengths ->
       *[other] { $points ->
           *[other] { $seeds ->
                [1] 在长度 { $lengthList } 上，{ $a }{ $a ->
                    [RoPE] { " " }
                    [ALiBi] { " " }
                   *[other] { "" }
                }领先于 { $b }：在两者唯一配对的种子 { $seedList } 上，领先最多的是长度 { $length }，领先 { $points } 个百分点。
               *[other] 在长度 { $lengthList } 上，{ $a }{ $a ->
                    [RoPE] { " " }
                    [ALiBi] { " " }
                   *[other] { "" }
                }领先于 { $b }，在两者配对的全部 { $seeds } 个种子（{ $seedList }）上都是如此；领先最多的是长度 { $length }，平均领先 { $points } 个百分点（逐个种子依次为：{ $seedPoints }）。
            }
        }
    }
train-claim-tie =
    { $count ->
        [2] 超过长度 { $L } 后，按这条规则（所有配对种子同向，且平均差距超过 2 倍标准误），{ $list } 在任何长度上都没有差距：这里可以算作持平。
       *[other] 超过长度 { $L } 后，按这条规则（所有配对种子同向，且平均差距超过 2 倍标准误），{ $list } 中任何两种方案在任何长度上都没有差距：这里可以算作持平。
    }
train-claim-tie-asked = 超过长度 { $L } 后，按这条规则，比较过的每一对（未微调的每种方法与未微调的不缩放运行相比）在任何长度上都没有差距：这里可以算作持平。
train-claim-unjudged =
    { $seeds ->
        [1] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }没有掌握长度 { $L }，所以超过这个长度后不对它作评判。超过长度 { $L } 后，它的完全匹配准确率为{ $curve }：在长度 { $length } 上高于任何掌握了训练长度的方案（其中最高的是 { $best }，为 { $bestShare }）。一个模型在训练长度上就已经有题答错、随后下降得较慢，并不能据此认为它外推得更好。
       *[other] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }没有掌握长度 { $L }，所以超过这个长度后不对它作评判。超过长度 { $L } 后，它的平均完全匹配准确率为{ $curve }：在长度 { $length } 上高于任何掌握了训练长度的方案（其中最高的是 { $best }，为 { $bestShare }；{ $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }自己各个种子在该长度上依次为 { $seedShares }）。一个模型在训练长度上就已经有题答错、随后下降得较慢，并不能据此认为它外推得更好。
    }
train-claim-unpaired = 没有哪个种子上 { $a }{ $a ->
        [RoPE] { " " }
        [ALiBi] { " " }
       *[other] { "" }
    }和 { $b }{ $b ->
        [RoPE] { " " }
        [ALiBi] { " " }
       *[other] { "" }
    }都掌握了训练长度，所以超过长度 { $L } 后不比较它们。
train-claim-unseparated =
    { $pairs ->
        [1] 超过长度 { $L } 后，上面没有提到的那一对参与评判的方案，按这条规则没有分出高下。
       *[other] 超过长度 { $L } 后，上面没有提到的 { $pairs } 对参与评判的方案，按这条规则都没有分出高下。
    }
train-claim-unseparated-asked =
    { $pairs ->
        [1] 超过长度 { $L } 后，其余那一对比较过的运行，按这条规则没有分出高下。
       *[other] 超过长度 { $L } 后，其余 { $pairs } 对比较过的运行（未微调的每种方法与未微调的不缩放运行相比），按这条规则都没有分出高下。
    }
train-claim-broken =
    { $seeds ->
        [1] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }不再掌握训练长度：在长度 { $L } 上的完全匹配准确率为 { $shares }（种子 { $seedList }），而 { $control }{ $control ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在同一个种子上为 { $controlShares }。
       *[other] { $scheme }{ $scheme ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }不再掌握训练长度：在长度 { $L } 上的完全匹配准确率依次为 { $shares }（种子 { $seedList }），而 { $control }{ $control ->
            [RoPE] { " " }
            [ALiBi] { " " }
           *[other] { "" }
        }在相同的这些种子上依次为 { $controlShares }。
    }
train-claim-spread = { $scheme }{ $scheme ->
        [RoPE] { " " }
        [ALiBi] { " " }
       *[other] { "" }
    }的各个种子在长度 { $length } 上相差 { $points } 个百分点：完全匹配准确率从 { $low } 到 { $high }。请比较图中的色带，而不只是平均值。
train-claim-haviv-reverse =
    { $seeds ->
        [1] 没有位置编码（NoPE）时，模型在它的种子上掌握了训练长度：仅靠因果掩码就给了它倒序所需的顺序信息，这与 Haviv 等人 2022 年对没有位置编码的因果语言模型的发现一致。
       *[other] 没有位置编码（NoPE）时，模型在全部 { $seeds } 个种子上都掌握了训练长度：仅靠因果掩码就给了它倒序所需的顺序信息，这与 Haviv 等人 2022 年对没有位置编码的因果语言模型的发现一致。
    }
train-claim-haviv-copy =
    { $seeds ->
        [1] 没有位置编码（NoPE）时，模型在它的种子上掌握了训练长度：仅靠因果掩码就给了它复制所需的顺序信息，这与 Haviv 等人 2022 年对没有位置编码的因果语言模型的发现一致。
       *[other] 没有位置编码（NoPE）时，模型在全部 { $seeds } 个种子上都掌握了训练长度：仅靠因果掩码就给了它复制所需的顺序信息，这与 Haviv 等人 2022 年对没有位置编码的因果语言模型的发现一致。
    }
train-claim-nope-sort = NoPE 在每个种子上都掌握了训练长度，但排序几乎不需要顺序信息，所以这几乎说明不了仅靠因果掩码能否让模型获得位置信息。
train-claim-nope-inside =
    { $fitting ->
        [0]
            { $seeds ->
                [1] 没有位置编码（NoPE）时，模型在它的种子上没有掌握训练长度，而 { $list } 掌握了：在这个规模和步数下，仅靠因果掩码不足以让模型掌握训练长度。
               *[other] 没有位置编码（NoPE）时，模型在全部 { $seeds } 个种子上都没有掌握训练长度，而 { $list } 在每个种子上都掌握了：在这个规模和步数下，仅靠因果掩码不足以让模型掌握训练长度。
            }
       *[other] 没有位置编码（NoPE）时，模型只在 { $seeds } 个种子中的 { $fitting } 个上掌握了训练长度，而 { $list } 在每个种子上都掌握了：在这个规模和步数下，仅靠因果掩码并不足以让模型在每个种子上都掌握训练长度。
    }
train-claim-nope-inside-sort =
    { $fitting ->
        [0]
            { $seeds ->
                [1] 没有位置编码（NoPE）时，模型在它的种子上没有掌握训练长度，而 { $list } 掌握了。排序几乎不需要顺序信息，所以这次运行无法判断它缺的是不是位置。
               *[other] 没有位置编码（NoPE）时，模型在全部 { $seeds } 个种子上都没有掌握训练长度，而 { $list } 在每个种子上都掌握了。排序几乎不需要顺序信息，所以这次运行无法判断它缺的是不是位置。
            }
       *[other] 没有位置编码（NoPE）时，模型只在 { $seeds } 个种子中的 { $fitting } 个上掌握了训练长度，而 { $list } 在每个种子上都掌握了。排序几乎不需要顺序信息，所以这次运行无法判断它缺的是不是位置。
    }
train-claim-nope-inside-alone =
    { $fitting ->
        [0]
            { $seeds ->
                [1] 没有位置编码（NoPE）时，模型在它的种子上没有掌握训练长度，其他方案也都没有掌握，所以这次运行无法判断它缺的是不是位置。
               *[other] 没有位置编码（NoPE）时，模型在全部 { $seeds } 个种子上都没有掌握训练长度，而其他方案也没有一个在每个种子上都掌握，所以这次运行无法判断它缺的是不是位置。
            }
       *[other] 没有位置编码（NoPE）时，模型只在 { $seeds } 个种子中的 { $fitting } 个上掌握了训练长度，而其他方案也没有一个在每个种子上都掌握，所以这次运行无法判断它缺的是不是位置。
    }
train-claim-nope-untested = NoPE 没有掌握训练长度，所以这次运行无法检验 Kazemnejad 等人 2023 年的发现：在仅解码器模型中，没有位置编码的模型在更长的长度上泛化得最好。
train-claim-kazemnejad = 超过长度 { $L } 后，没有任何方案在任何长度上领先 NoPE，而 NoPE 在某些长度上领先于 { $list }。这与 Kazemnejad 等人 2023 年的发现一致：在仅解码器模型中，没有位置编码的模型在他们的任务上对更长长度泛化得最好（他们的模型更大，训练时间也长得多）。
train-claim-kazemnejad-sort = 超过长度 { $L } 后，没有任何方案在任何长度上领先 NoPE，而 NoPE 在某些长度上领先于 { $list }。这与 Kazemnejad 等人 2023 年的发现一致（在仅解码器模型中，没有位置编码的模型在他们的任务上对更长长度泛化得最好），只是这里的任务几乎不需要顺序信息。一个可能的原因（这次运行并没有检验）：超过长度 { $L } 后，其他方案给模型的是它在训练中从未见过的位置或距离，而 NoPE 不提供任何位置或距离。
train-claim-ruoss =
    { $schemes ->
       *[other] 超过长度 { $L } 后参与评判的位置方案（{ $list }）在每个掌握了训练长度的种子上、在每个更长的长度上，完全匹配准确率都是 0%。这与 Ruoss 等人 2023 年的发现一致：在算法任务上，标准的位置编码大多不能泛化到更长的长度（在他们的实验中，随机化位置有帮助；本实验室若也用了随机化位置，下文另有一句解读这些运行）。
    }
train-claim-ruoss-from =
    { $schemes ->
       *[other] 超过长度 { $L } 后参与评判的位置方案（{ $list }）在每个掌握了训练长度的种子上，从长度 { $zeroFrom } 起完全匹配准确率都是 0%；在{ $lengths ->
           *[other] 长度 { $lengthList }
        } 上，它们的任何一个种子的完全匹配准确率最多为 { $most }。这与 Ruoss 等人 2023 年的发现一致：在算法任务上，标准的位置编码大多不能泛化到更长的长度（在他们的实验中，随机化位置有帮助；本实验室若也用了随机化位置，下文另有一句解读这些运行）。
    }
train-claim-alibi =
    { $seeds ->
        [1] 超过长度 { $L } 后，在它掌握了训练长度的唯一一个种子上，ALiBi 的完全匹配准确率从长度 { $firstLength } 上的 { $first } 变为长度 { $lastLength } 上的 { $last }。Press 等人 2022 年测的是困惑度：即使模型不理会远处的词元，困惑度在超过训练长度后也可以保持平稳；而完全答对一道题需要每一位数字都对。
       *[other] 超过长度 { $L } 后，ALiBi 的完全匹配准确率从长度 { $firstLength } 上的 { $first } 变为长度 { $lastLength } 上的 { $last }（它掌握了训练长度的 { $seeds } 个种子上的平均值）。Press 等人 2022 年测的是困惑度：即使模型不理会远处的词元，困惑度在超过训练长度后也可以保持平稳；而完全答对一道题需要每一位数字都对。
    }
train-claim-alibi-unfit =
    { $seeds ->
        [1] ALiBi 的偏置随距离单调递减，所以仅凭它本身挑不出这个任务需要的、往回数 { MATH("{0}", $reach) } 个词元处的数字：模型得从各个块的计算结果中推断出每个数字的位置（各个注意力头的斜率不同，能提供一些距离线索，这是 NoPE 所没有的）。这里 ALiBi 在长度 { $L } 上的完全匹配准确率为 { $shares }（种子 { $seedList }），未达到 { $fit }；这次运行说明不了原因。
       *[other] ALiBi 的偏置随距离单调递减，所以仅凭它本身挑不出这个任务需要的、往回数 { MATH("{0}", $reach) } 个词元处的数字：模型得从各个块的计算结果中推断出每个数字的位置（各个注意力头的斜率不同，能提供一些距离线索，这是 NoPE 所没有的）。这里 ALiBi 在长度 { $L } 上的完全匹配准确率为 { $shares }（种子 { $seedList }），每个种子都未达到 { $fit }；这次运行说明不了原因。
    }
train-claim-overlap-lead = 有些测试问题也是训练问题。
train-claim-overlap-whole =
    { $seeds ->
        [1] 在长度 { $lengths ->
           *[other] { $lengthList }
        } 上，{ $examples } 个测试问题全都在训练中被抽到过。
       *[other] 在长度 { $lengths ->
           *[other] { $lengthList }
        } 上，{ $examples } 个测试问题在每个种子上都全部在训练中被抽到过。
    }
train-claim-overlap-part =
    { $seeds ->
        [1] 在长度 { $length } 上，{ $examples } 个测试问题中有 { $counts } 个在训练中被抽到过（种子 { $seedList }）。
       *[other] 在长度 { $length } 上，{ $examples } 个测试问题中在训练中被抽到过的分别有 { $counts } 个（依次对应种子 { $seedList }）。
    }
train-claim-overlap-past = 因此，在长度 { $L } 及以下，准确率部分或全部是在模型训练过的问题上测得的，因此无法据此区分是记住了答案还是学会了规则；超过长度 { $L } 后，每个测试问题都是新的，因为训练从没抽过更长的问题。
train-claim-nothing-learned = 没有任何方案在任何种子上、在长度 { $L } 上达到 { $fit } 的完全匹配准确率：没有一个学会了训练长度，所以这次运行对外推什么也说明不了。更多的训练步数也许能让各方案先掌握训练长度。
train-claim-remedy-unlearned = 每个训练问题的位置从 0 到 { $last } 中随机抽取时，{ $list } 在 { $steps } 步内，在任何种子上都没有掌握训练长度，所以这里不评判随机抽取位置在超过长度 { $L } 后是否有帮助。Ruoss 等人 2023 年从远长于任何测试的范围中抽取位置，他们报告说，在 { $tasks } 个算法任务上，这使超过训练长度的测试准确率平均提高了 { $gain }%；这次运行既不印证也不否定他们的结果。
train-claim-remedy-unpaired =
    { $schemes ->
        [1] 位置从 0 到 { $last } 中随机抽取时，{ $list } 掌握了训练长度，但在它掌握的那些种子上，它的普通运行都没有掌握，所以超过长度 { $L } 后不比较随机位置的运行和普通运行：Ruoss 等人 2023 年报告的提升（在 { $tasks } 个算法任务上平均 { $gain }%）在这里既未得到印证，也未被否定。
       *[other] 位置从 0 到 { $last } 中随机抽取时，{ $list } 掌握了训练长度，但在各自掌握的那些种子上，同一方案的普通运行都没有掌握，所以超过长度 { $L } 后不比较随机位置的运行和普通运行：Ruoss 等人 2023 年报告的提升（在 { $tasks } 个算法任务上平均 { $gain }%）在这里既未得到印证，也未被否定。
    }
train-claim-remedy-ahead =
    { $schemes ->
        [1] 位置从 0 到 { $last } 中随机抽取时，按这条规则，{ $list } 在超过长度 { $L } 后完全答对的问题比它在相同种子上的普通运行更多。这与 Ruoss 等人 2023 年的结果一致：他们报告说，在 { $tasks } 个算法任务上，随机抽取位置使超过训练长度的测试准确率平均提高了 { $gain }%。
       *[other] 位置从 0 到 { $last } 中随机抽取时，按这条规则，{ $list } 在超过长度 { $L } 后完全答对的问题都比各自在相同种子上的普通运行更多。这与 Ruoss 等人 2023 年的结果一致：他们报告说，在 { $tasks } 个算法任务上，随机抽取位置使超过训练长度的测试准确率平均提高了 { $gain }%。
    }
train-claim-remedy-none =
    { $schemes ->
        [1] 位置从 0 到 { $last } 中随机抽取时，按这条规则，{ $list } 在超过长度 { $L } 后完全答对的问题并不比它在相同种子上的普通运行多：训练 { $steps } 步，这次运行没有显示出 Ruoss 等人 2023 年报告的提升（在 { $tasks } 个算法任务上平均 { $gain }%，而且他们是从远长于任何测试的范围中抽取位置）。
       *[other] 位置从 0 到 { $last } 中随机抽取时，按这条规则，{ $list } 在超过长度 { $L } 后完全答对的问题都不比各自在相同种子上的普通运行多：训练 { $steps } 步，这次运行没有显示出 Ruoss 等人 2023 年报告的提升（在 { $tasks } 个算法任务上平均 { $gain }%，而且他们是从远长于任何测试的范围中抽取位置）。
    }
train-claim-remedy-behind =
    { $schemes ->
        [1] 位置从 0 到 { $last } 中随机抽取时，按这条规则，{ $list } 在超过长度 { $L } 后完全答对的问题比它在相同种子上的普通运行更少：训练 { $steps } 步，这次运行的结果与 Ruoss 等人 2023 年报告的提升（在 { $tasks } 个算法任务上平均 { $gain }%）相悖。
       *[other] 位置从 0 到 { $last } 中随机抽取时，按这条规则，{ $list } 在超过长度 { $L } 后完全答对的问题都比各自在相同种子上的普通运行更少：训练 { $steps } 步，这次运行的结果与 Ruoss 等人 2023 年报告的提升（在 { $tasks } 个算法任务上平均 { $gain }%）相悖。
    }
train-claim-remedy-mixed =
    { $schemes ->
        [1] 位置从 0 到 { $last } 中随机抽取时，超过长度 { $L } 后，{ $list } 在一些长度上完全答对的问题比它的普通运行多，在另一些长度上则更少（具体是哪些长度，见上面的句子）：对 Ruoss 等人 2023 年报告的提升，这里既不能印证，也不能否定。
       *[other] 位置从 0 到 { $last } 中随机抽取时，超过长度 { $L } 后，{ $list } 都是在一些长度上完全答对的问题比各自的普通运行多，在另一些长度上则更少（具体是哪些长度，见上面的句子）：对 Ruoss 等人 2023 年报告的提升，这里既不能印证，也不能否定。
    }
train-claim-tuned-lengths = 用 1 到 { $E } 位数字的问题微调 { $steps } 步之后，长度 1 到 { $E } 对微调过的运行来说都是训练长度：下面在长度 { $E } 上读取每次运行的结果，而且不评判任何运行超出该长度的表现，因为没有测试更长的问题。
train-claim-extension-papers = 论文的结果：位置插值最多只用 { $chenSteps } 步微调，就把 LLaMA 模型扩展到了 { $chenLength } 个词元（Chen 等人 2023）；NTK-aware 缩放（bloc97，2023）提出时的目标是不做任何微调就扩展上下文；YaRN（Peng 等人 2023）报告说，以前的方法所需的词元是它的 { $yarnTokens } 倍，所需的步数是它的 { $yarnSteps } 倍。那些都是参数量达数十亿的语言模型，用数千个词元上的困惑度以及能否在长文本中找出藏在其中的密钥（passkey）来衡量；这里是一个小模型回答数字问题。未微调时，每种方法都在相同的种子上与不缩放的运行比较超出训练长度的表现，而且只在它掌握训练长度的种子上比较；同样微调 { $steps } 步之后（学习率与预训练时相同，而那些论文微调时的学习率只是预训练时的一小部分），长度 1 到 { $E } 都是训练长度，所以对微调过的运行只看它是否掌握了这些长度。
train-claim-distances-reverse = 把一个 { $n } 位的问题倒序时，答案的第 { $k } 位要读取往回数 { $reach } 个词元处的数字。训练中见过的距离最多是 { $trained ->
       *[other] { $trained } 个词元
    }（{ $bound }），而超过 { $L } 的每个长度都需要更远的距离，在长度 { $E } 上最远达 { $longest ->
       *[other] { $longest } 个词元
    }：要外推，方案必须处理训练中从未见过的距离。
train-claim-distances-copy = 复制一个 { $n } 位的问题时，答案的每一位都要读取往回数 { $n } 个词元处的数字。训练中见过的距离最多是 { $trained ->
       *[other] { $trained } 个词元
    }（{ $bound }），而超过 { $L } 的每个长度都需要更远的距离，在长度 { $E } 上最远达 { $longest ->
       *[other] { $longest } 个词元
    }：要外推，方案必须处理训练中从未见过的距离。
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
       *[other] 约 { $hours } 小时 { $minutes ->
           *[other] { $minutes } 分钟
        }
    }
train-estimate-workers =
    { $threads ->
       *[other] 在这台机器上，“运行”在 { $threads } 个工作线程上预计需要{ $duration }（刚刚根据 { $steps ->
           *[other] { $steps } 个训练步
        }和 { $questions ->
           *[other] { $questions } 个测试问题
        }计时得出；机器上同时运行的其他任务会影响这一估计）。
    }
train-estimate-page =
    在这台机器上，“运行”在页面主线程上预计需要{ $duration }（刚刚根据 { $steps ->
       *[other] { $steps } 个训练步
    }和 { $questions ->
       *[other] { $questions } 个测试问题
    }计时得出；机器上同时运行的其他任务会影响这一估计）。
train-estimate-timing = 正在为几个训练步计时，以估计“运行”在这台机器上需要多久…
train-estimate-failed = 无法计时估计“运行”需要多久：{ $reason }
train-band-lowest = { $series }：结果最差的种子
train-band-highest = { $series }：结果最好的种子
train-accuracy-x = 问题长度（位数）
train-accuracy-y = 完全答对的问题（%）
train-loss-x = 训练步
train-loss-y = 损失（单位：nat，对数刻度）
train-series-mean =
    { $count ->
       *[other] { $scheme }（{ $seeds } 个种子的平均）
    }
train-loss-latest = { $scheme }{ $scheme ->
        [RoPE] { " " }
        [ALiBi] { " " }
       *[other] { "" }
    }在第 { $step } 步为 { $loss }
train-loss-latest-next = { $first }；{ $rest }
train-loss-summary =
    { $count ->
       *[other]
            { $seeds ->
                [1] 每个点是 { $steps } 步的平均损失。最新：{ $latest }。
               *[other] 每个点是 { $steps } 步的平均损失，并对各种子取平均（色带覆盖各种子中最差到最好的值）。最新：{ $latest }。
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
train-accuracy-summary-ext = { $schemes } 组运行在每个长度 1–{ $longest } 上完全答对的问题比例。未微调的运行训练长度为 1–{ $L }（虚线）；微调后的运行训练长度为 1–{ $longest }。表格给出每个数值；它们说明了什么，见“{ $heading }”。
train-length-never-trained = { $length }（从未训练）
train-length-ext-tuned = { $length }（仅在微调中训练过）
train-accuracy-cell = { $mean }（各种子 { $seeds }）
train-accuracy-caption =
    { $seeds ->
        [1] 每个长度 { $examples } 个问题中完全答对的比例。
       *[other] 每个长度 { $examples } 个问题中完全答对的比例：各种子的平均值以及每个种子的值。
    }
train-accuracy-table-label = 完全匹配准确率数据
train-accuracy-x-trained = 问题长度（位数）；训练长度 1–{ $L }
train-accuracy-x-ext = 未微调训练 1–{ $L }，微调后 1–{ $E }
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
train-attention-note = 在块 { $block }（最后一块）的头 { $head } 中，种子 { $seed } 下每个位置看向哪里。每一行是进行读取的位置（查询），每一列是被读取的位置（键；只能是它自己或更早的位置，因为掩码是因果的）；每行之和为 1。输入是问题、{ $sep } 和去掉最后一位的正确答案：模型的得分按从 { $sep } 起的各位置计算。
train-attention-title = { $scheme }：注意力，头 { $head }，块 { $block }
train-attention-rows = 进行读取的位置（查询）
train-attention-cols = 被读取的位置（键）
train-attention-rows-count =
    { $count ->
       *[other] { $number } 个进行读取的位置（查询）
    }
train-attention-cols-count =
    { $count ->
       *[other] { $number } 个被读取的位置（键）
    }
train-attention-cell = 位置 { $row }（{ $rowToken }）以权重 { $weight } 读取位置 { $col }（{ $colToken }）
train-table-tick = 勾选“{ $learned }”并重新运行，即可看到它学到的表。
train-table-note =
    { $digits ->
       *[other] 可学习方案这次运行的位置表（种子 { $seed }）有 { $rows } 行、每行 { $d } 维：模型能读取的每个位置一行。最长 { $digits } 位的训练问题只会填到位置 0–{ $lastTrained }，所以第 { $firstUntrained }–{ $lastRow } 行从未得到梯度：它们是随机的初始值，只被权重衰减缩小了一点。测试中更长的问题仍会读取它们。旁边的正弦表直接由公式算出：无论训练中是否用到，每一行都按同一公式计算。
    }
train-map-learned-trained = 可学习的表，第 0–{ $last } 行（训练过）
train-map-learned-untrained = 可学习的表，第 { $first }–{ $last } 行（从未训练）
train-map-sinusoidal = 正弦表，第 0–{ $last } 行
train-axis-position = 位置
train-axis-dimension = 维度
train-t5-note =
    { $lastDistance ->
       *[other] T5 运行的偏置表（种子 { $seed }）：{ $buckets } 个距离桶，每个头在每个桶上有一个数，像可学习表的各行那样显示。训练读到的距离最多是 { $lastDistance } 个词元（{ $bound }，按词元计：数字、分隔符和答案），落在桶 0–{ $lastTrained } 中；桶 { $firstUntrained }–{ $lastBucket } 从未得到梯度，因此保持随机的初始值，只被权重衰减稍稍缩小。测试中最长的问题会用到桶 { $reached }（距离 { $longest }）。
    }
train-map-t5-trained = T5 偏置，桶 0–{ $last }（训练过）
train-map-t5-untrained = T5 偏置，桶 { $first }–{ $last }（从未训练）
train-axis-bucket = 桶
train-axis-head = 头
train-map-learned-cosine = 可学习各行的余弦相似度
train-map-sinusoidal-cosine = 正弦各行的余弦相似度
train-cosine-note = 每一对行之间的余弦相似度。在正弦表中它只取决于位置之间的距离（沿每条对角线相等）。在可学习的表中，第 0–{ $lastTrained } 行是训练塑造出来的；从第 { $firstUntrained } 行起，是近乎随机的初始值。
train-loss-empty = 每次运行的损失会在训练时显示在这里。
train-loss-chart-label = 每种方案的训练损失，按步
train-loss-no-run = 还没有运行：每次运行的训练损失会在训练时逐步显示在这里。
train-accuracy-empty = 每次运行训练完毕后，都会在每个长度上测试。
train-shows-heading = 这次运行说明了什么
train-supports-heading = 这次运行能支持什么，又不能说明什么
train-accuracy-chart-label = 每种方案按问题长度的完全匹配准确率
train-accuracy-no-run = 还没有运行：每次运行训练完毕后，它在每个长度上的完全匹配准确率会显示在这里。
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
train-error-budget = 这个模型的一次运行放不进核心为训练器保留的内存（{ $reason }）；各次运行是轮流训练的，所以减少种子或方案也无济于事：请选更小的 { $d }、更少的块或更短的 { $L }
train-error-no-finished-run = 实验室中没有已完成的运行 { $key } 可供查询
train-error-no-tensor = 实验室中没有已完成的运行 { $key } 的张量 { $name }

# Recorded runs (web/src/sections/train/recorded.js): results shipped with the page, written by scripts/record-runs.mjs from the core.

train-recorded-notice = 这些是预先记录的结果：本页的核心事先用完全相同的设置训练了这些运行。按“运行”会在此浏览器中重新训练它们，并得到逐位相同的数字。
train-recorded-ask = 记录的结果不保存训练好的模型：请按“运行”，再向训练好的模型提问。
train-recorded-same = 这次运行逐位重现了记录的结果：每次运行的每个损失值和每个计数都相同。
train-recorded-differs = 这次运行在 { $list }上与记录的结果不同：此浏览器训练这些运行的方式与记录它们的核心不同。
train-recorded-run = { $scheme }（种子 { $seed }）
train-ext-recorded-notice = 这些扩展上下文的运行同样是预先记录的：本页的核心事先从上面记录的 RoPE 运行出发运行了它们。先运行比较，再按“为 RoPE 运行扩展上下文”：此浏览器会重新运行它们，并得到逐位相同的数字。



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# 本节的讲解与题集设置（practice.js、setup.js、keep.js、set-view.js）
practice-intro-seed = 用你自己的数字来练习。题目由随机种子生成：同一个种子在任何电脑上都给出同样的题目，所以题集可以通过链接分享；“新题集”会给出新的数字。
practice-intro-answers = 输入一个数（例如 { $example }，或用小数逗号写成 0,25）或一个表达式，例如 { $power }、{ $half } 或 { $fraction }。无法读懂的答案记为“未能理解”，不算错。与已知错误相符的错误答案会指出该错误，并链接到课程中讲解它的部分。
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
       *[other] 答对 { MATH("{0} / {1}", $raw, $max) }；还有 { $shown } 道题未完成。
    }
practice-score-passed = 答对 { MATH("{0} / {1}", $raw, $max) }：通过（及格线为 { $pass }%）。
practice-score-failed = 答对 { MATH("{0} / {1}", $raw, $max) }：未通过（及格线为 { $pass }%）。
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
practice-worked-rounding = 按{ -rounding }保留 6 位小数（小于 0.01 的保留 6 位有效数字）
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
practice-question-title = { $heading }：{ $kind }
practice-not-understood = 未能理解。
practice-not-understood-colon = 未能理解：
practice-nothing-marked = { $message }未作判定。
practice-nothing-marked-read = { $message }读作“{ $readAs }”。未作判定。
# Why an answer was not understood (words.js reasonText: the core's reason code and its data;
# at is a character number, text the part of the answer quoted; the English reads as the core's)
practice-parse-explained = { $reason }{ $whatToType }
practice-parse-what-to-type = 请输入一个数（{ $point } 或 { $comma }、{ $exponent }），或一个表达式，例如 { $quarterPi }、{ $fraction }、{ $power } 或 { $root }。
practice-parse-no-answer = 还没有答案。
practice-parse-too-long =
    { $count ->
       *[other] 答案超过 { $limit } 个字符，这是此输入框能读取的上限。
    }
practice-parse-ends-too-soon = 答案结束得太早（末尾缺了些什么）。
practice-parse-missing-bracket = 末尾缺少一个“{ $bracket }”。
practice-parse-stray-comma = 第 { $at } 个字符处的逗号不属于任何数。
practice-parse-unexpected-character = 第 { $at } 个字符“{ $text }”。
practice-parse-control-character = 第 { $at } 个字符是一个控制字符。
practice-parse-invalid-byte = 第 { $at } 个字符处有一个不是 UTF-8 文本的字节。
practice-parse-unreadable-character = 第 { $at } 个字符无法读作文本。
practice-parse-too-deep =
    { $count ->
       *[other] 答案中相互嵌套的括号或函数超过 { $limit } 层。
    }
practice-parse-power-operand = 第 { $at } 个字符处的“{ $power }”后面必须跟一个数或一个括号，而不是“{ $text }”。
practice-parse-function-brackets = 函数 { $text } 的参数必须写在括号里，例如 { $example }。
practice-parse-unknown-name = 名称“{ $text }”（已知的名称：{ $names }，以及以 10 为底的 { $log }）。
practice-parse-mixed-marks = 数“{ $text }”混用了小数点和逗号，读不成一个数。
practice-parse-thousands-groups = 数“{ $text }”把“{ $separator }”用作千位分隔符，但它并不是在每三位数字之间。
practice-parse-several-decimal-marks = 数“{ $text }”有不止一个小数点；请只输入一个数，例如 { $point } 或 { $comma }（一串数不是答案）。
practice-parse-numbers-side-by-side = 第 { $at } 个字符处有两个数并排（数中间的空格无法理解）；请输入 { $whole }，而不是 { $spaced }。
practice-parse-number-too-large = 数“{ $text }”太大，不能作为这里的答案。
practice-parse-undefined-result = 答案“{ $text }”得不出一个有限的数（它没有定义，就像 { $zeroByZero } 或 { $rootOfMinusOne } 一样）。
practice-parse-infinite-result = 答案“{ $text }”得不出一个有限的数（它是无穷大）。
practice-not-right = 不正确。
practice-read-as = 你的答案读作 { $readAs }。
practice-mistake-lead = 它与一个已知错误相符：{ $name }。{ $explanation }
practice-mistake-close = 接近，但不计分：{ $name }。{ $explanation }
practice-read-about = 相关内容见 { $section }。
practice-new-tab = { $title }（在新标签页中打开）
practice-try-title = 试一题
practice-try-intro = 一道关于本节、使用新数字的题目。输入一个数（{ $example } 或 0,25）或一个表达式，例如 { $power } 或 { $half }。
practice-try-another = 换一题
practice-try-full-set = 关于“{ $section }”的完整练习题集 →
practice-try-heading = 题目

# 练习的文字（words.js）
practice-ordinal =
    { $count ->
       *[other] 第 { $n } 个
    }
practice-base = 底数 { $base }
practice-question = { $question }请给出答案，{ $tolerance }。
practice-question-unknown = 一道 { $kind } 类型的练习。请给出答案，{ $tolerance }。
practice-tolerance-significant = 保留 { $figures } 位有效数字
practice-tolerance-exact = 要求精确（一个整数）
practice-tolerance-within = 误差不超过 { $tolerance }
practice-kind-pe-exponent-name = 某一维的指数
practice-kind-pe-exponent-question = 在 { MATH("d = {0}", $dModel) } 的正弦位置编码中（交错排列：维度 2i 为第 i 对的 sin，{ MATH("2i + 1") } 为其 cos；维度从 0 开始计数），维度 { MATH("j = {0}", $dim) } 把位置除以 { MATH("base^e") }。指数 e 是多少？
practice-kind-pe-denominator-name = 某一维的分母
practice-kind-pe-denominator-question = 一个 { MATH("d = {0}", $dModel) }、上下文为 { $maxLen } 个位置的模型使用{ $baseWords } 的正弦位置编码（交错排列，维度从 0 开始）。维度 { MATH("j = {0}", $dim) } 的分母 { MATH("base^e") } 是多少？
practice-kind-pe-angle-name = { MATH("PE(pos, j)") } 的角度
practice-kind-pe-angle-question = 一个 { MATH("d = {0}", $dModel) }、上下文为 { $maxLen } 个位置的模型使用{ $baseWords } 的正弦位置编码（交错排列，维度从 0 开始）。句子中{ $token }词元位于位置 { MATH("pos = {0}", $pos) }，因为位置从 0 开始计数。在该词元处，维度 { MATH("j = {0}", $dim) } 的角度（以弧度计）是多少？
practice-kind-pe-value-name = { MATH("PE(pos, j)") } 的值
practice-kind-pe-value-question = 一个 { MATH("d = {0}", $dModel) }、上下文为 { $maxLen } 个位置的模型使用{ $baseWords } 的正弦位置编码（交错排列，维度从 0 开始）。句子中{ $token }词元位于位置 { MATH("pos = {0}", $pos) }，因为位置从 0 开始计数。{ MATH("PE(pos, {0})", $dim) }，即该词元处维度 { MATH("j = {0}", $dim) } 的值，是多少？在取正弦或余弦之前，角度至少保留 { $angleDecimals } 位小数。
practice-kind-wavelength-name = 一对维度的波长
practice-kind-wavelength-question = 在 { MATH("d = {0}", $dModel) }、{ $baseWords } 的正弦位置编码中，维度对从 0 开始计数。第 { MATH("i = {0}", $pair) } 对的波长是多少：它的角度转一整圈需要多少个位置？
practice-kind-pair-interleaved-name = 某一维属于哪一对（交错排列）
practice-kind-pair-interleaved-question = 在交错排列中（维度 2i 为第 i 对的 sin，{ MATH("2i + 1") } 为其 cos），{ MATH("d = {0}", $dModel) }，维度和维度对都从 0 开始计数。维度 { MATH("j = {0}", $dim) } 属于第几对 i？
practice-kind-pair-concatenated-name = 某一维属于哪一对（拼接排列）
practice-kind-pair-concatenated-question = 在拼接排列中（tensor2tensor：先放所有对的正弦，再放余弦），{ MATH("d = {0}", $dModel) }，维度和维度对都从 0 开始计数。维度 { MATH("j = {0}", $dim) } 属于第几对 i？
practice-kind-shift-entry-name = 平移矩阵 M_k 的一个元素
practice-kind-shift-entry-question = 对于 { MATH("d = {0}", $dModel) }、{ $baseWords } 的正弦位置编码，{ MATH("PE(pos + k) = M_k PE(pos)") }（交错排列；第 i 对的块作用于该对的 { MATH("(sin, cos)") }）。当 { MATH("k = {0}", $k) } 时，M_k 第 { $row } 行、第 { $col } 列的元素是多少（行和列从 0 开始计数）？
practice-kind-dot-product-name = { MATH("PE(p) · PE(p + k)") }
practice-kind-dot-product-question = 对于 { MATH("d = {0}", $dModel) }、{ $baseWords } 的正弦位置编码（角度以弧度计），位置 { $pos } 与 { $posK } 的编码的点积 { MATH("PE({0}) · PE({1})", $pos, $posK) } 是多少？
practice-kind-rope-rotation-name = RoPE 对一对维度的旋转
practice-kind-rope-rotation-question =
    头维度 { MATH("d = {0}", $dModel) }、{ $baseWords } 的 RoPE 把向量的第 i 对按角度 { MATH("pos · w_i") }（{ MATH("w_i = base^(−2i/d)") }）逆时针旋转。一个查询（query）的第 { MATH("i = {0}", $pair) } 对为 { MATH("(x0, x1) = ({0}, {1})", $x0, $x1) }。在位置 { MATH("pos = {0}", $pos) }，旋转后这一对的{ $coordinate ->
        [first] 第一个坐标 x0′
       *[second] 第二个坐标 x1′
    }是多少？
practice-kind-alibi-slope-name = 一个头的 ALiBi 斜率
practice-kind-alibi-slope-question = 一个使用 ALiBi 的模型有 { MATH("H = {0}", $heads) } 个头，按参考代码列出斜率的顺序编号为 { MATH("h = 1") } 到 { $heads }。头 { MATH("h = {0}", $head) } 的斜率 m 是多少？
practice-kind-t5-bucket-name = 一个偏移量的 T5 桶
practice-kind-t5-bucket-question = T5 的相对注意力偏置（双向，{ $numBuckets } 个桶，最大距离 { $maxDistance }）把偏移量“键 − 查询”放入一个桶。位置 { $query } 的查询关注位置 { $key } 的键。这个偏移量落在哪个桶？
practice-kind-pi-frequency-name = 位置插值下的频率
practice-kind-pi-frequency-question = 一个头维度 { MATH("d = {0}", $dModel) }、{ $baseWords } 的 RoPE 模型通过位置插值（PI）扩展到训练长度的 { $scale } 倍。第 { MATH("i = {0}", $pair) } 对新的角频率 w_i′ 是多少（单位：弧度每位置）？
practice-kind-ntk-frequency-name = NTK-aware 缩放下的频率
practice-kind-ntk-frequency-question = 一个头维度 { MATH("d = {0}", $dModel) }、{ $baseWords } 的 RoPE 模型通过 NTK-aware 缩放扩展到训练长度的 { $scale } 倍。第 { MATH("i = {0}", $pair) } 对新的角频率 w_i′ 是多少（单位：弧度每位置）？
practice-kind-fairseq-row-name = fairseq 表中某个词元对应的行
practice-kind-fairseq-row-question = fairseq 的正弦位置嵌入把第 1 行留给填充（{ MATH("padding_idx = 1") }）。对于句子中{ $token }词元（前面没有填充），读取的是 fairseq 表中的哪一行？
practice-step = { $name }：{ $value }
practice-step-pair = 对索引 i
practice-step-isSine = 正弦（1）还是余弦（0）
practice-step-exponent = 指数 { MATH("e = 2i/d") }
practice-step-denominator = 分母 { MATH("base^e") }
practice-step-omega = 角频率 w_i（弧度每位置）
practice-step-angle = 角度（弧度）
practice-step-angle-of-pair = 第 { $pair } 对的角度 w_i k（弧度）
practice-step-value = 值
practice-step-wavelength = 波长 { MATH("2π/w_i") }（位置）
practice-step-cos = 角度的余弦
practice-step-sin = 角度的正弦
practice-step-powerOfTwo = 满足 { MATH("n ≤ H") } 的最大 2 的幂 n
practice-step-slope = 斜率 m
practice-step-offset = 偏移量（键 − 查询）
practice-step-distance = 距离 { MATH("n = |键 − 查询|") }
practice-step-bucket = 桶
practice-step-omegaNew = 新的角频率 w_i′
practice-step-newBase = 新的底数（{ MATH("base · s^(d/(d − 2))") }）
practice-step-pos = 从 0 开始的位置
practice-step-paddingRow = 填充行（padding_idx）
practice-step-firstRow = 第一个词元的行（{ MATH("padding_idx + 1") }）
practice-step-row = 行
practice-step-t5-exactBuckets = 一个方向的精确桶，距离小于 { $exactBuckets } 时每个距离一个：{ $exactBuckets }
practice-step-t5-logPart = 距离 { $distance } 不小于 { $exactBuckets }，所以它的桶随其对数增长：{ MATH("log(n/{0}) / log({1}/{2}) · {3} = log({4}/{5}) / log({6}/{7}) · {8} = {9}", $exactBuckets, $maxDistance, $exactBuckets, $exactBuckets, $distance, $exactBuckets, $maxDistance, $exactBuckets, $exactBuckets, $logPart) }
practice-step-t5-logBucket = { MATH("{0} + ⌊{1}⌋ = {2}", $exactBuckets, $logPart, $logBucket) }
practice-step-t5-lastBucket = 一个方向的最后一个桶：{ $lastBucket }
practice-step-t5-sideBucket-capped = { $logBucket } 超过了最后一个桶，所以这个方向内的桶被截断为 { $lastBucket }：{ $sideBucket }
practice-step-t5-sideBucket = { $logBucket } 没有超过最后一个桶 { $lastBucket }，所以这个方向内的桶是 { $sideBucket }
practice-step-t5-sideStart-after = 键在查询之后（桶的上半部分），所以这个方向的第一个桶是 { $sideStart }
practice-step-t5-sideStart-before = 键在查询之前（桶的下半部分），所以这个方向的第一个桶是 { $sideStart }
practice-step-t5-bucket = 桶：{ MATH("{0} + {1} = {2}", $sideBucket, $sideStart, $bucket) }
practice-step-alibi-slopeCount-first = 头 { MATH("h = {0}", $head) } 属于前 { MATH("n = {0}", $powerOfTwo) } 个头，所以它的斜率在列表 { MATH("2^(−8k/n)") }（{ MATH("k = 1") } 到 n）中：{ MATH("n = {0}", $slopeCount) }
practice-step-alibi-slopeCount-after = 头 { MATH("h = {0}", $head) } 在前 { MATH("n = {0}", $powerOfTwo) } 个头之后，所以它的斜率在 2n 个头的列表 { MATH("2^(−8k/(2n))") }（{ MATH("k = 1") } 到 2n）中：{ MATH("2n = {0}", $slopeCount) }
practice-step-alibi-slopeNumber-first = 它在该列表中的位置 k 为 { MATH("h = {0}", $slopeNumber) }
practice-step-alibi-slopeNumber-after = 它在该列表中的位置 k 是奇数 { MATH("2(h − n) − 1 = 2({0} − {1}) − 1 = {2}", $head, $powerOfTwo, $slopeNumber) }
practice-step-alibi-slope = 斜率 { MATH("m = 2^(−8·{0}/{1}) = {2}", $slopeNumber, $slopeCount, $slope) }

# 错误答案可能对应的错误（words.js）
practice-mistake-dimension-as-pair-name = 把维度索引当成了对索引
practice-mistake-dimension-as-pair-explanation = 指数是 { MATH("2i/d") }，其中 i 是“对”（交错排列中 { MATH("i = floor(j/2)") }），不是维度 j：维度 2i 和 { MATH("2i + 1") } 共用一个频率。
practice-mistake-missing-two-name = 用了 { MATH("base^(i/d)") } 而不是 { MATH("base^(2i/d)") }
practice-mistake-missing-two-explanation = 指数是 { MATH("2i/d") }：i 数的是对，每一对占两个维度。
practice-mistake-one-based-pair-name = 对从 1 开始计数
practice-mistake-one-based-pair-explanation = 对从 0 开始计数：第 0 对的指数为 0，每个位置转 1 弧度。
practice-mistake-concatenated-layout-name = 该用交错排列时用了拼接排列
practice-mistake-concatenated-layout-explanation = 交错排列（原论文）：维度 2i 是第 i 对的正弦，{ MATH("2i + 1") } 是其余弦。拼接排列（tensor2tensor）先放所有正弦，再放所有余弦。
practice-mistake-interleaved-layout-name = 该用拼接排列时用了交错排列
practice-mistake-interleaved-layout-explanation = 拼接排列（tensor2tensor）：前一半维度是第 0、1、... 对的正弦，后一半是它们的余弦，所以对为 j 或 { MATH("j − d/2") }。
practice-mistake-base-as-max-length-name = 把底数当成了最大长度
practice-mistake-base-as-max-length-explanation = 底数（原论文中为 10,000）是公式中的固定常数，不是模型的上下文长度。
practice-mistake-degrees-for-radians-name = 用了角度制而不是弧度制
practice-mistake-degrees-for-radians-explanation = 你的答案是把角度当作“度”来计算的结果。这里的角度以弧度计：把计算器设为弧度制，不要把角度换算成度。
practice-mistake-dimension-exponent-name = 用了 { MATH("base^(j/d)") } 而不是 { MATH("base^(2i/d)") }
practice-mistake-dimension-exponent-explanation = 你的答案在指数中用了维度 j 除以 d。指数是 { MATH("2i/d") }，其中 { MATH("i = floor(j/2)") } 是对：当 j 为奇数时，{ MATH("j/d") } 会让余弦的频率比它自己的正弦慢，这一对就不再一起转动。
practice-mistake-angle-rounded-early-name = 在取正弦或余弦之前就把角度四舍五入了
practice-mistake-angle-rounded-early-explanation = 你的答案是一个舍入后角度的正弦或余弦。大角度只写几位有效数字就会丢掉小数（把 12.3456 写成 12.35），它的正弦或余弦也随之改变：按题目要求保留角度的小数位数，只对最终结果取舍。
practice-mistake-too-few-figures-name = 正确，但位数少于要求
practice-mistake-too-few-figures-explanation = 你的答案在它给出的位数内与正确答案一致，但位数少于题目的要求。保留题目要求的全部位数，只在最后取舍。
practice-mistake-one-based-position-name = 位置从 1 开始计数
practice-mistake-one-based-position-explanation = 这里第一个词元在位置 0，所以第 n 个词元在位置 { MATH("n − 1") }。
practice-mistake-sin-cos-swapped-name = 正弦和余弦弄反了
practice-mistake-sin-cos-swapped-explanation = 偶数维度（即每对中的第一个）取正弦，奇数维度取余弦。
practice-mistake-no-two-pi-name = 波长漏了 2π
practice-mistake-no-two-pi-explanation = 转一整圈是 2π 弧度：波长是 { MATH("2π/w_i = 2π · base^(2i/d)") }，而不是 { MATH("base^(2i/d)") }。
practice-mistake-transposed-block-name = 块被转置了
practice-mistake-transposed-block-explanation = 作用于 { MATH("(sin, cos)") } 时，M_k 中第 i 对的块是 w_i k 的 { MATH("[[cos, sin], [−sin, cos]]") }：对角线上方为 +sin，下方为 −sin。
practice-mistake-no-shift-name = 算成了 { MATH("PE(p) · PE(p)") } 而不是 { MATH("PE(p) · PE(p + k)") }
practice-mistake-no-shift-explanation = { MATH("d/2") } 是一个编码与自身的点积（{ MATH("k = 0") }）；偏移量 k 会让每一对转过 w_i k。
practice-mistake-rotated-wrong-way-name = 旋转方向反了
practice-mistake-rotated-wrong-way-explanation = RoPE 逆时针旋转：{ MATH("x0' = x0 cos θ − x1 sin θ") }，{ MATH("x1' = x0 sin θ + x1 cos θ") }。
practice-mistake-power-of-two-rule-name = 对不是 2 的幂的 H 套用了 2 的幂规则
practice-mistake-power-of-two-rule-explanation = { MATH("m_h = 2^(−8h/H)") } 只在 H 是 2 的幂时成立。否则，先取小于 H 的最大 2 的幂 n 对应的 n 个斜率，再从 2n 个头的斜率列表中取奇数位上的斜率补足。
practice-mistake-zero-based-head-name = 头从 0 开始计数
practice-mistake-zero-based-head-explanation = 这里头从 { MATH("h = 1") } 开始编号：头 1 的斜率是列表中的第一个。
practice-mistake-sorted-slopes-name = 把斜率从大到小排序了
practice-mistake-sorted-slopes-explanation = 当 H 不是 2 的幂时，多出来的头排在前 n 个之后，它们的斜率落在前面那些斜率之间：列表不是递减的。
practice-mistake-offset-sign-name = 偏移量的符号错了
practice-mistake-offset-sign-explanation = 偏移量是“键 − 查询”：键在查询之后时偏移量为正，落在桶的上半部分。
practice-mistake-no-half-split-name = 所有桶都给了一个方向
practice-mistake-no-half-split-explanation = 双向 T5 把桶分成两半，每个方向一半：32 个中各 16 个，其中 8 个是精确桶。
practice-mistake-all-exact-name = 把所有桶都当作精确桶
practice-mistake-all-exact-explanation = 只有较小的偏移量各占一个桶；之后，桶按对数增长，直到最大距离。
practice-mistake-multiplied-by-scale-name = 乘了缩放因子而不是除以它
practice-mistake-multiplied-by-scale-explanation = 位置插值让每一对都变慢：{ MATH("w_i′ = w_i / s") }，等同于把位置除以 s。
practice-mistake-base-times-scale-name = 用了 { MATH("base · s") } 而不是 { MATH("base · s^(d/(d − 2))") }
practice-mistake-base-times-scale-explanation = NTK-aware 缩放把底数提高到 { MATH("base · s^(d/(d − 2))") }，使最慢那一对的频率恰好变为原来的 { MATH("1/s") }。
practice-mistake-pi-instead-of-ntk-name = 用了位置插值而不是 NTK-aware 缩放
practice-mistake-pi-instead-of-ntk-explanation = { MATH("w_i / s") } 是位置插值；NTK-aware 缩放改变底数，最快的一对保持不变。
practice-mistake-no-padding-offset-name = 把位置当成了行号
practice-mistake-no-padding-offset-explanation = fairseq 的位置从 { MATH("padding_idx + 1 = 2") } 开始：第一个词元读第 2 行，而不是第 0 行。
practice-mistake-padding-index-only-name = 只加了 padding_idx
practice-mistake-padding-index-only-explanation = 位置从 { MATH("padding_idx + 1") } 开始：给从 0 开始的位置加 2，而不是加 1。
practice-mistake-unknown-name = 一个无法识别的失误
practice-mistake-unknown-explanation = 这个答案与错误 { $mistake } 相符。

# 教师用的班级题集（class-set.js）
practice-class-summary = 教师用：带参考答案的班级题集
practice-class-intro = 每名学生一张练习单，各有自己的种子，另附带解题步骤的参考答案，一次打印完成（A4 或 Letter）；也可以把参考答案保存为 CSV 文件。练习单上的链接会在本节打开同样的题目。
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
practice-class-embedded = 班级题集要从课程本身的页面（index.html?view=practice）打印，不能从嵌入在其他页面中的探索器打印。
practice-class-printed = 已把 { $sheets } 张练习单及其参考答案发送到打印机（共 { $parts } 部分，每部分从新的一页开始）。
practice-class-saved = 参考答案已保存：{ $rows } 行，每张练习单的每道题一行。
practice-class-print = 打印班级题集
practice-class-csv = 参考答案（CSV）
practice-class-csv-label = 参考答案（CSV）：保存为文件
practice-class-csv-file = 参考答案 班级种子 { $seed }
practice-class-key-rounding = 参考答案中的数字已{ practice-worked-rounding }；CSV 参考答案保存每个答案的完整值。
practice-sheet-title = 位置编码练习：第 { $number } 张，共 { $count } 张
practice-sheet-name = 姓名：{ $name }
practice-sheet-name-blank = 姓名：{ $blank }
practice-sheet-blank = 空白横线
practice-sheet-seed = 练习单种子 { $seed }
practice-sheet-check = 核对答案请访问：{ $link }
practice-sheet-work = 演算区
practice-sheet-answer = 答案：
practice-key-title = 参考答案：第 { $number } 张
practice-key-title-named = 参考答案：第 { $number } 张，{ $name }
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
words-practice-kinds = 练习题型（kinds）
words-practice-kinds-what = 题型标识
words-practice-kinds-where = 练习一节的复选框列出了全部题型
words-practice-pass = 及格线（%）
words-practice-attempts = 作答次数（attempts，每道题可提交答案的次数，0 表示不限）
words-practice-n-refused = n（题集中的题数）必须是 1 到 { $max } 之间的整数；实际为 { $got }。

# SCORM 课件包的启动页（web/scorm/launch.js、launch.html；由 scripts/scorm.mjs 写入课件包）
practice-launch-title = 位置编码探索器：练习题集
practice-launch-frame = 练习题集：位置编码
practice-launch-not-recorded = 课程平台没有启动这个活动：你的得分不会被记录。
practice-launch-failed = 课程平台停止了响应：从现在起你的得分可能不会被记录。
practice-launch-no-api = 没有找到课程平台（没有 SCORM API）：你可以练习，但不会记录得分。
practice-launch-recorded = 你的课程平台已经为这个活动记录了 { $percent }%（{ $status }）。再次练习不会降低它，只可能提高它。
practice-launch-status-passed = 通过
practice-launch-status-failed = 未通过
practice-launch-status-completed = 已完成
# Issue 37: a set a launch page opened (its seed not shown), and the launch page's refusals
practice-fixed-set-given =
    { $count ->
       *[other] 这个题集是原样布置给你的：共 { $count } 道题，答对至少 { $pass }% 即为通过。
    }
practice-launch-mismatch = 课程平台打开这个题集时用的是 { $given }，但课件包制作时用的是 { $made }。因此不显示题目，也不记录任何内容：请老师重新上传课件包，不要修改其参数。
practice-launch-made-without = 未设 { $setting }
practice-launch-record-lost = 课程平台没有保存这个题集的记录（哪些答案已显示或已尝试）：再次打开题集时，这部分可能缺失。请告诉老师。
practice-tolerance-significant-zone = 保留 { $figures } 位有效数字（与之相差不超过 { $unit } 的答案都算对）
