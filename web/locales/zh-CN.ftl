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

# The store's settings and its refusals of link and control values (web/src/shell/store.js).
setting-view-name = view（章节）
setting-d-name = d（模型宽度）
setting-n-name = n（位置数）
setting-base-name = 底数 b
setting-layout-name = 排列方式（layout）
setting-offset-name = offset（起始位置）
setting-pos-name = pos（位置）
setting-k-name = k（偏移量）
list-separator = { "、" }
store-why-pos-k = { $sum } 保持在 0 到 { $max } 之间
store-refused-size = { $product } 最多为 { $max } 个值；收到的是 { $n } × { $d } = { $size }。请减小 { $first } 或 { $second }。
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
store-refused-below = { $name } 必须是 { $min } 到 { $max } 之间的整数（{ $bound }）；收到的是 { $value }。
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
controls-summary-item = { $key } = { $value }
controls-summary-separator = { " · " }
setting-base-short = 底数
setting-layout-short = 排列
setting-offset-short = offset
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
heatmap-axis-x = { $label } { $first } → { $last }（从左到右）
heatmap-axis-y = { $label } { $first } → { $last }（从上到下）
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
heatmap-how-to-read = 将指针悬停在图上，或聚焦后使用方向键，即可读取数值。{ $rows } × { $cols }。
heatmap-cell = { $rowLabel } { $row }，{ $colLabel } { $col }：{ $value }
heatmap-scale-zero = 低于零为橙色，零为白色，高于零为紫色
heatmap-scale-range = { $low } 为{ $lowColour }，{ $mid } 为{ $midColour }，{ $high } 为{ $highColour }
heatmap-label = { $title }：{ $rows } × { $cols } 的热图，颜色从 { $low }（{ $lowColour }）经 { $mid }（{ $midColour }）到 { $high }（{ $highColour }）。
heatmap-caption = 色标：{ $scale }。超出 { $low } … { $high } 的值取两端的颜色。

# The shared controls (web/src/kit/controls.js).
control-decrease = 减小 { $label }
control-increase = 增大 { $label }
control-slider = { $label } 滑块
control-describe = { $label } { $value }
control-still-using = 仍使用{ $value }。
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
control-label-offset = offset（起始位置）
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
scheme-none-name = 无（NoPE）
scheme-none-summary = NoPE（无位置编码）
scheme-none-wiring = 无（NoPE）不添加任何东西：只有因果掩码能区分不同的位置。
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
circle-caption = { $omega }；该点转过 { $product } = { $turn }。
circle-title = 单位圆上的第 { $pair } 对：位置 { $from } 的点（圆形）位于 cos { $fromCos }、sin { $fromSin }，转过 { $angle } 弧度，到达位置 { $to } 的点（方形），位于 cos { $toCos }、sin { $toSin }。


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

