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
matrix-intro-rows = 把每个位置的编码写成一行，一行接一行地排下去，就得到一个矩阵：{ $n } 行（位置）乘 { $d } 列（维度）。每一列是在位置 { $positions } 上采样的一个正弦或余弦；每一行是一个位置的“指纹”。
matrix-intro-layout = 在论文的交错排列中，左边的列变化最快：第 0 维是 { $sinPos }，每 { $period } 个位置转完一圈。越往右，每一对转得越慢，所以当 { $d } 足够大时，右边的列从一行到下一行几乎不变。点击某一行（或聚焦热力图后按 Enter），把它设为所选位置。
matrix-curves-heading = 单个维度随位置的变化
matrix-curves-text = 矩阵的每一列都是一条波。画出几列相邻的列就能看出规律：在论文的交错排列中，一个偶数维和紧随其后的奇数维共用一个频率（它们组成一对），一个是正弦，另一个是余弦，相差四分之一圈。下一对更慢。
matrix-waves-heading = 几种频率下的正弦和余弦
matrix-waves-text = 同样的几对，正弦和余弦画在一起：第 { $i } 对每个位置转过 { $omega } 弧度。模型只看到整数位置，所以快的几对在这里看起来呈锯齿状：这是采样造成的，不是错误。
matrix-dims-empty = 请至少输入一个维度编号，范围是 0 到 { $max }（{ $last }），例如 { $example }。
matrix-dims-too-many = 最多选择 { $max } 个维度；你输入了 { $count } 个。
matrix-dims-bad = 每个维度都必须是 0 到 { $max }（{ $last }）之间的整数；你输入的是“{ $got }”。
matrix-row-chosen = 加框的行就是所选位置 { $posIs }：它的值是 { $row }。
matrix-row-outside = 所选位置 { $pos } 不在显示的行（{ $first } 到 { $last }）之中，所以没有加框的行。
matrix-row-outside-one = 所选位置 { $pos } 不在显示的行（只有 { $row }）之中，所以没有加框的行。
matrix-timing-computed = { $n } × { $d } = { $total } { $count ->
       *[other] 个值
    }，由 WebAssembly 核心在 { $computeMs } 毫秒内算出，绘制用了 { $drawMs } 毫秒。
matrix-timing-drawn = { $n } × { $d } = { $total } { $count ->
       *[other] 个值
    }，绘制用了 { $drawMs } 毫秒。
matrix-dims-none = 没有选择任何维度。
matrix-dim-sine = 第 { $dim } 维是第 { $pair } 对的正弦（波长 { $wavelength } 个位置）
matrix-dim-cosine = 第 { $dim } 维是第 { $pair } 对的余弦（波长 { $wavelength } 个位置）
# Between the clauses of matrix-dims-summary's list.
matrix-clause-join = ；
matrix-dims-summary = { $dims }。每条曲线都在 −1 和 1 之间；波长越长，曲线变化越慢。
matrix-waves-label = { $count ->
       *[other] 第 { $pairs } 对
    }的正弦（实线）和余弦（虚线）随位置的变化。
matrix-waves-label-none = 没有可画的正弦–余弦对：当 { $dIs } 时，第 0 维是一个单独的正弦。
matrix-waves-summary-none = 当 { $dIs } 时没有可画的正弦–余弦对：第 0 维是一个单独的正弦。
matrix-wave-pair = 第 { $pair } 对每个位置转过 { $omegaIs } { $radians ->
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
proof-step4-text = 这个 { $size } 矩阵把点旋转 { $angle } 角。按 { $sinCos } 的顺序写这一对时，加号在右上角；把这一对写成 { $cosSin } 的教材得到的是它的镜像。位置 { $pos } 在矩阵里根本不出现。
proof-step5-title = 所有对一起：{ $Mk }
proof-step5-text = 把各对堆叠起来：{ $Mk } 是分块对角矩阵，每对一个旋转，其余全是零。同一个 { $Mk } 把每个位置都向前移动 { $k }。这就是相对平移性质。在下面改变 { $pos }，看 { $Mk } 保持原样，一点不变。
proof-step6-title = 为什么这一对必须一起移动
proof-step6-text = 这个映射只在每个完整的 { $sinCos } 对上是线性的。没有任何规则（线性的或非线性的）能仅凭 { $sinPos } 得到 { $shifted }：两个位置可以有相同的正弦，却有不同的余弦，平移之后它们的正弦就不同了。余弦保存着另一半信息。为单独一个维度寻找平移规则，是一个常见的误解。
proof-step7-title = 这带来了什么
proof-step7-text = 两个编码的点积只取决于偏移量 { $offset }，而与两个词元所在的位置无关。下一节会把它画出来。
proof-status-start = 改变 { $pos }，{ $Mk } 保持不变；改变 { $k }，每个块都转过一个新的角度。
proof-status-pos = { $posIs } 现在是 { $value }：{ $pe } 和 { $peShifted } 变了，但 { $Mk } 没有变。它的块只取决于 { $k } 和各频率，从不取决于 { $pos }。
proof-status-k = { $k } 现在是 { $value }：{ $Mk } 变了，每个块现在把它的那一对旋转 { $angle }。
proof-status-width = { $dIs }，{ $bIs }：新的频率，所以是新的块。
proof-residual-exact = 所有维度上最大的 { $gap }：float64 中为 { $f64 }，float32 中为 { $f32 }：这里两个向量完全一致。
proof-residual-exact-f64 = 所有维度上最大的 { $gap }：float64 中为 { $f64 }，float32 中为 { $f32 }。在 float64 中它们在这里完全一致；float32 中的差是舍入噪声：恒等式是精确的，算术不是。
proof-residual-exact-f32 = 所有维度上最大的 { $gap }：float64 中为 { $f64 }，float32 中为 { $f32 }。在 float32 中它们在这里完全一致；float64 中的差是舍入噪声：恒等式是精确的，算术不是。
proof-residual-noise = 所有维度上最大的 { $gap }：float64 中为 { $f64 }，float32 中为 { $f32 }。两者都是舍入噪声：恒等式是精确的，算术不是。
proof-block-label = { $block }：第 { $pair } 对的旋转块
proof-step-tex-label = 这一步的符号形式（在窄屏上可横向滚动）
proof-prev = ← 上一步
proof-next = 下一步 →
proof-copy-latex = 以 LaTeX 格式复制证明
proof-step-counter = 第 { $index } 步，共 { $count } 步
proof-unchanged = 未变
proof-blocks-heading = { $Mk } 的块
proof-vector-heading = { $rotated } 与 { $shifted } 对照
proof-lead = 论文选用正弦和余弦，是为了让向前移动 { $k } 个位置无论从哪里开始都是同一个线性映射。先一步步看推导，再用真实的数字验证它。
proof-blocks-note-first = { $dIs } 有 { $pairs } 对；这里画出前 { $shown } 对。其余每一对也都是旋转，只是角度更小。每个圆上，圆点是这一对在 { $pos } 处的点，方块是 { $Mk } 作用于这个点的结果：即 { $posK } 处的点。
proof-blocks-note-all = { $dIs }：{ $count ->
       *[other] { $pairs } 对，所以 { $Mk } 是 { $size } 矩阵，对角线上有 { $pairs } 个旋转块。
    }每个圆上，圆点是这一对在 { $pos } 处的点，方块是 { $Mk } 作用于这个点的结果：即 { $posK } 处的点。
proof-block-angle = { $block }：角度 { $angle } rad
proof-dim-row = { $dim }（{ $fn }，第 { $pair } 对）
proof-vectors-label = 向量 { $pe }、{ $rotated } 和 { $shifted }
proof-vectors-first = { $d } 个维度中的前 { $shown } 个。
proof-vectors-all = 全部 { $d } 个维度，舍入到 6 位小数（四舍五入，恰在一半时远离零）。
proof-column-dimension = 维度
proof-column-direct = 直接计算的 { $shifted }
proof-odd-d = { $reason }。这个证明把每个正弦和一个余弦配成对：请选择偶数 { $d }
proof-tex-header = Positional Encoding Explorer：相对平移的证明，{ $values }，底数 { $base }。
proof-tex-needs = 需要 { $package }。数字舍入到 6 位小数，恰在一半时远离零。
proof-tex-step = 第 { $index } 步：{ $title }
proof-tex-no-numbers = 没有数字：{ $reason }
proof-tex-with-numbers = 代入数字：{ $values }
proof-tex-largest = 最大差值：float64 中为 { $f64 }，float32 中为 { $f32 }。



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-similarity-maxOffset = 最大偏移量
similarity-lead = 上一节的证明表明：无论从哪里开始，移动 { $k } 个位置都是同一个旋转。一个直接的推论是：两个编码的点积只看两个位置相距多远。
similarity-identity-text = 每个 { $sinCos } 对贡献 { $term }，因为 { $rule }。所以点积是对称的（交换 { $p } 和 { $q }，结果不变），并且只取决于 { $offset }。当对数很多时，它还往往随偏移量增大而减小，但并不均匀：快的那些对会绕一圈又回来，所以衰减会起伏。单独一对没有可以相互抵消的项，根本不会衰减。
similarity-heatmap-heading = 每一对位置的 { $dot }
similarity-heatmap-intro = 第 { $p } 行、第 { $q } 列显示 { $dot }。当 { $d } 为偶数时，每条对角线（{ $offset } 为常数）都是同一种颜色：这个矩阵是托普利茨（Toeplitz）矩阵，沿每条对角线都是常数。奇数 { $d } 的那个单独的正弦会打破这一点，下面的偏移量曲线会显示出来。
similarity-profile-heading = 偏移量曲线 { $g }
similarity-profile-intro = 把热力图的一行从对角线向外读，就得到偏移量曲线 { $profile }。图中画了两次：从 { $zero } 开始，和从 { $atPos } 开始（即上面的 { $pos } 设置）。当 { $d } 为偶数时，无论 { $pos } 是多少，两条曲线都完全重合：曲线只取决于偏移量 { $k }。
similarity-tokens-heading = 现在加上词元嵌入
similarity-tokens-intro = 模型从来不会单独看到 { $pe }：它看到的是 { $x }，即词元嵌入加上位置。勾选下面的方框，为一个短句加上嵌入，再看 { $gram }：干净的对角线不见了，混入了词与词之间的相似程度（重复出现的词无论在哪里都会亮起来）。
# The example sentence whose token embeddings are added: words separated by spaces, some of them repeated.
similarity-sentence = 猫 坐 在 垫子 上 因为 垫子 很 暖和 而且 猫 很 累
similarity-odd-note = 当 { $d } 为奇数时，最后一维是一个单独的正弦，没有与之配对的余弦。它的项 { $term } 确实取决于 { $p }，所以当 { $d } 为奇数时，曲线取决于从哪里开始：比较下面的两条曲线。
similarity-heatmap-position = 位置
similarity-heatmap-cell = { $pIs }，{ $qIs }，偏移量 { $offsetIs }：{ $dot } ≈ { $value }
similarity-curve-from = 从 { $p } 开始的 { $g }
similarity-axis-offset = 偏移量 { $k }
similarity-chart-label = 偏移量曲线 { $g } 的折线图，{ $k } 从 0 到 { $last }，{ $dIs }：一条从 { $zero } 开始的粗实线，和一条从 { $atPos } 开始的{ $markers ->
        [triangles] 带三角形的虚线
       *[none] 虚线
    }{ $curves ->
        [same] ，两者彼此重合
       *[differ] ，两者不同
    }。
similarity-start-none = { $g0 }，并且从 { $zero } 开始，每个 { $k } 处的 { $gk } 也都是这个值：当 { $dIs } 时没有正弦–余弦对，那个单独的正弦贡献 { $term }。
similarity-start = { $g0 }，是最大值：{ $count ->
       *[other] 每个正弦–余弦对都贡献
    } { $one }{ $odd ->
        [yes] ，而从 { $zero } 开始时，那个单独的正弦贡献 { $term }
       *[no] {""}
    }。
similarity-range-one = 当 { $nIs } 时没有其他偏移量。
similarity-range = 在 { $range } 范围内，最小值是 { $value }，出现在 { $at } 处。
similarity-compare-zero = 这里 { $pos } 也是 0，所以两条曲线是同一条：把 { $pos } 设为另一个位置再比较。
similarity-compare-same = 从 { $atPos } 而不是 0 开始，{ $where ->
        [one] 在 { $k0 } 处
       *[all] 在每个偏移量处
    }得到相同的值（精确到 6 位小数）：两条曲线重合。
similarity-compare-differ = 从 { $atPos } 开始，在 { $k0 } 处得到的却是 { $value }：奇数 { $d } 的那个单独的正弦使曲线取决于 { $p }。
# Between the sentences of the offset profile's summary (a space where the language puts one).
similarity-sentence-join = {""}
similarity-table-first = 共 { $count } 个偏移量中的前 { $shown } 个。
similarity-column-from = 从 { $p } 开始的 { $g }
similarity-profile-table = 偏移量曲线数据
similarity-tokens-refused = { $reason }。嵌入演示需要更小的 { $d }。
similarity-token-at = 位置 { $pos } 上的“{ $word }”
similarity-gram-title = { $gram }，其中 { $x }，{ $dIs }
similarity-heatmap-token = 词元
similarity-token-cell = { $row } · { $col } ≈ { $value }
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
input-lead = 编码并不是单独输入模型的：它被逐个数地加到词元嵌入上，而词元嵌入是代表这个词本身的向量。
# The word under E in the equation (a subscript: one short word).
input-equation-word = 词
input-equation-text = 两个向量的宽度都是 { $d }，所以可以相加。嵌入说明这是什么词，编码说明它在哪里，而它们的和同时携带两者。这里的嵌入是一个固定的伪随机替身，代替训练得到的表（同一个词总是得到同一个向量）；位置部分则是真实的公式。
input-no-gradient = 正弦表没有参数：训练改变的是嵌入，从不改变 { $pe }。
input-rounding = 数字舍入到 6 位小数，恰在一半时远离零。
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
input-one-caption = 词 { $word } 在位置 { $p }，{ $dIs }。
input-column-vector = 向量
input-column-dim = 第 { $dim } 维
input-row-embedding = { $e } 词元嵌入
input-row-encoding = { $pe } 位置编码
input-row-input = { $x } 模型的输入
input-two-caption-same = 词 { $word } 两次都在位置 { $p }（{ $kIs }）。
input-two-caption = 词 { $word } 在位置 { $p } 和 { $q }（{ $kIs }）。
input-row-at = { $vector } 在 { $p }



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

