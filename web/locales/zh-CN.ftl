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
words-rope-pairing = 配对方式（RoPE 把哪两个维度一起旋转）
words-rope-shift = 平移量 c（加到两个位置上）
words-rope-shift-why = pos + c 和 pos + k + c 都在 0 到 { $max } 之间
words-rope-d = d（头维度）
words-rope-k = Δ（偏移量 n − m）
words-rope-k-range = { $name } 必须是 { $min } 到 { $max } 之间的整数，使 pos + Δ 是一个位置；收到的是 { $got }。
rope-intro = 证明最后得到的是一个旋转：移动 { $delta } 个位置，会把每个 (sin, cos) 对旋转 { $turn }，与起点无关。旋转位置编码（RoPE；Su 等人，RoFormer，2021）直接利用这个旋转：它不是把位置向量加到嵌入上，而是把查询 q 和键 k 本身逐对**旋转**角度 { $angle }，所用的 { $omega } 与正弦表相同。这里 k 始终指键向量；两个位置之间的偏移量记作 { $offset }。
rope-head = RoPE 在每个注意力头内部旋转，所以本页的 d 是**头维度**，即一个头的 q 和 k 的长度，而不是模型宽度。在 LLaMA 7B 中，模型宽度为 4096，分给 32 个头，所以每个头旋转的是 d = 128（64 对）的向量。
rope-identity = 先旋转 { $first }，再做旋转 { $second } 的逆，等于旋转 { $result }，即 { $identity }（旋转 n 先作用于 k），因此旋转后的查询与旋转后的键之间的注意力分数只能看到偏移量 { $offset }。RoPE 不增加任何参数：它没有任何可学习的部分。
rope-block = 证明把它的块写成 { $block }，因为它作用于写成 (sin, cos) 的对。对于写成 (a, b) 的对，a 在横轴上，同样的逆时针旋转就是上面的矩阵：{ $map }。RoPE 需要偶数 d：每个维度都有搭档，不会剩下落单的正弦。
rope-pairs-heading = 哪两个维度组成一对
rope-pairs = 实际使用的约定有两种，二者都保留上述性质。**交错**配对把维度 (2i, 2i + 1) 配成一对：RoFormer、GPT-J 和 Meta 最初的 LLaMA 代码。**对半**配对把维度 i 与 i + d/2 配成一对，即 GPT-NeoX 和 Hugging Face LLaMA 代码中的 { $rotateHalf }。对同样的 q 和 k，两者给出的分数不同，所以一个检查点只能配合训练时所用的配对方式；Hugging Face 的 LLaMA 转换脚本会置换 W_Q 和 W_K 的行，从一种转换为另一种。
rope-stepper-heading = 手动旋转 q，每次一对
rope-check-heading = 验证：分数只看得到 n − m
rope-check = 取位置 m = pos 处的查询和位置 n = pos + Δ 处的键，计算它们的分数。然后把两者平移同样的 c，再算一次分数。在精确算术中两个分数相等，都等于 { $relative }，其中不单独出现 m 或 n。计算机会舍入，所以下表给出差异的实际大小：分别在 float64（约 16 位有效数字）和 float32（约 7 位）中，用两种方法计算。
rope-decay-heading = 远程衰减
rope-decay = 如果 q 和 k 的每一对都是 (1, 0)，那么位置 m 与 m + Δ 的分数为 { $g }：与正弦编码的 { $product } 是同一个和，且 { $g0 }，因为每一对贡献 cos 0 = 1。有多对时，随着 Δ 增大，各个余弦逐渐错开步调并部分抵消，所以 g(Δ) 趋于减小，但并不均匀。RoFormer（第 3.4.3 节）把这一点变成对任意 q 和 k 的分数的一个上界；第二条曲线是该上界中依赖于 Δ 的因子 { $factor }，其中 { $sum }，按论文图 2 的方式缩放。它是上界的一个因子，而不是分数，起点为 (d/2 + 1)/2。
rope-why-add-heading = 为什么不加上 PE，让 W_Q 和 W_K 自己处理？
rope-why-add = 证明中的性质“PE(p)·PE(q) 只依赖于 p − q”对裸编码成立。但模型从不比较裸编码：它先做投影。使用加性 PE 时，分数中的位置部分是 { $additive }，而一般的 W_Q 和 W_K 与旋转不可交换（它们会混合并拉伸正弦和余弦），于是旋转不再相互抵消。RoPE 在投影之后旋转，{ $rotated }，所以到达分数的只有偏移量。下面，同一个词元 x 位于位置 m 和 n = m + Δ，Δ 固定，W_Q 和 W_K 是随机的（固定随机种子），每一行只有 m 在变。
rope-asked-angle = 角度 θ = pos·ω_i
rope-guess-exact = 精确到 6 位小数完全正确：{ $what } 是 { $truth }。
rope-guess =
    { $verdict ->
        [very] 非常接近
        [close] 接近
       *[off] 不太对
    }：你给出的是 { $guess }，{ $what } 是 { $truth }，相差 { $error }。{ $hint ->
        [angle] 用 pos 乘以 ω_i；角度以弧度为单位，不要减去整圈。
        [trig] 请用弧度，不要用角度。
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
rope-q-source = q 是下文验证中的查询向量：由核心的带种子生成器（种子 { $seed }）生成的 { $d } 个介于 −1 和 1 之间的数，每次都相同。分步演示把它旋转到位置 pos = { $pos }：结果是 q′ = R({ $pos }) q，即验证中用来计算分数的旋转后的查询。
rope-pair-title =
    { $pairs ->
        [1] 第 i = { $pair } 对（唯一的一对）
       *[other] 第 i = { $pair } 对（共 0 到 { $last }）
    }
rope-pair-where =
    d = { $d }，pos = { $pos }，底数 { $base }，{ $pairing ->
        [half] 对半
       *[interleaved] 交错
    }配对：第 { $pair } 对是维度 { $first } 和 { $second }。它每 2π/ω = { $wavelength } 个位置转一整圈。
rope-predict-question = 你对 { $what } 的预测：
rope-pair-done =
    第 { $pair } 对已完成。{ $more ->
        [yes] 继续下一对。
       *[no] 这是最后一对。
    }
rope-vector-title = q′ = R({ $pos }) q 随着你的计算逐步填入
rope-vector-index = j={ $j } 第 { $pair } 对
rope-vector-note =
    { $part ->
        [yes] 显示的是第 { $from } 到 { $to } 维，共 { $dims } 维。
       *[no] { "" }
    }当前这一对带粗边框；? 表示尚未算出的值。{ $pairing ->
        [half] 使用对半配对时，一对中的两个维度相距 d/2。
       *[interleaved] { "" }
    }
rope-pairs-caption =
    R({ $pos }) q，d = { $d }，底数 { $base }，{ $pairing ->
        [half] 对半
       *[interleaved] 交错
    }配对{ $cut ->
        [yes] （前 { $max } 对）
       *[no] { "" }
    }
rope-column-pair = 第 i 对
rope-column-dims = 维度
rope-f64-exact = 在 float64 中，这两个分数在这里一直到最后一位都相同。
rope-f64-rounding = 在 float64 中它们相差 { $difference }：这是舍入，而不是恒等式不成立。差异往往随位置增大，因为像 pos·ω 这样大的角度带有与其大小成比例的舍入误差。
rope-rounded = 中间一列沿用 float64 列中 float64 的角度 θ = pos·ω，在 float64 中计算 cos θ 和 sin θ 并将它们（以及 q 和 k）舍入为 float32，然后在 float32 中旋转并计算点积。它的每个分数与 float64 的分数相差不超过 { $error }：这是这些数和运算的 float32 舍入，其上界是 d·2⁻²⁴·|q|·|k| 的某个倍数，不随位置增大，因为没有任何角度被舍入为 float32。
rope-naive =
    像大多数框架默认的那样先在 float32 中形成角度 pos·ω，误差为 { $error }{ $worse ->
        [yes] ：更大，因为角度本身就偏离了大约一个 pos·ω 的 float32 舍入步长，而这个步长随位置增大。
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
    d = { $d }，底数 { $base }，{ $pairing ->
        [half] 对半
       *[interleaved] 交错
    }配对，q 和 k 来自种子 { $seed }。分数保留 { $digits } 位小数。
rope-column-quantity = 量
rope-column-rounded = float32，cos θ 和 sin θ 由 float64 舍入
rope-column-naive = float32，角度在 float32 中形成
rope-scroll-hint = 表格可以横向滚动
rope-relative-form = q·R(Δ) k，其中 Δ = n − m = { $delta }：{ $score }。它与两个 float64 分数的最大差距：{ $gap }。
rope-decay-g0 =
    g(0) = { $g0 }：{ $pairs ->
        [1] 唯一的一对贡献
       *[other] { $count } 对中的每一对都贡献
    } cos 0 = 1。
rope-decay-one-pair = 当 d = 2 时只有一对：没有任何抵消，g(Δ) = cos Δ 在 −1 和 1 之间摆动而不衰减；在 Δ 从 { $from } 到 { $to } 时，|g(Δ)| 仍能达到 { $far }。
rope-decay-low = 在 Δ 从 { $from } 到 { $to } 时，|g(Δ)| 不超过 { $far }，不到 g(0) 的一半：远处的位置分数更低。
rope-decay-high =
    在 Δ 从 { $from } 到 { $to } 时，|g(Δ)| 仍能达到 { $far }，超过 g(0) 的一半：在这个 d 和底数下，Δ ≤ { $to } 范围内几乎没有衰减。{ $suggest ->
        [yes] 试试更大的 d，比如 { $larger }。
       *[no] { "" }
    }
rope-decay-bound = 上界因子在 Δ = 0 时为 { $first }，在 Δ = { $K } 时为 { $last }；它在此范围内的最小值为 { $lowest }，位于 Δ = { $at }。
rope-sentence-gap = { "" }
rope-chart-bound = RoFormer 上界因子
rope-chart-x = 偏移量 Δ = n − m
rope-chart-y = 值
rope-chart-label = 折线图，Δ 从 0 到 { $K }，d = { $d }：g(Δ) 为实线，起点为 { $g0 }；RoFormer 上界因子为虚线，起点为 { $bound0 }。
rope-column-bound = 上界因子
rope-decay-data = 衰减数据
rope-spread-raw =
    裸编码 p_m·p_n：离散范围 { $spread }{ $kind ->
        [exact] ：每一行给出的分数完全相同。正如证明所说，它们只看得到偏移量。
        [rounding] ，只是舍入。正如证明所说，它们只看得到偏移量。
       *[large] 。
    }
rope-spread-additive =
    经过 W_Q 和 W_K 的加性 PE：离散范围 { $spread }{ $kind ->
        [large] 。尽管每一行的 n − m 都相同，分数却随 m 变化：投影破坏了只依赖偏移量的性质。
       *[rounding] ，在这些设置下只是舍入级别。
    }
rope-spread-rope =
    RoPE：离散范围 { $spread }{ $kind ->
        [exact] ：每一行给出的分数完全相同。在投影之后旋转，使分数仍然只是 n − m 的函数。
        [rounding] ，只是舍入。在投影之后旋转，使分数仍然只是 n − m 的函数。
       *[large] 。
    }
rope-w-region = 带 W_Q 和 W_K 的分数
rope-w-caption =
    n − m = Δ = { $delta }，d = { $d }，{ $pairing ->
        [half] 对半
       *[interleaved] 交错
    }配对，W_Q、W_K 和 x 来自种子 { $seed }。
rope-pairing-interleaved = 交错
rope-pairing-interleaved-hint = 维度 (2i, 2i + 1)：RoFormer、Meta 的 LLaMA
rope-pairing-half = 对半
rope-pairing-half-hint = 维度 (i, i + d/2)：GPT-NeoX、Hugging Face
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
rope-k-hint = n = pos + Δ：键的位置减去查询的位置。
rope-shift-describe = 两个位置都平移了 { $shift }
rope-shift-hint = m + c 和 n + c 必须仍是位置。平移量很大时可以看到 float32 角度误差在增长。
rope-refused-odd = { $message }；请选择偶数 d
rope-decay-refused = { $message }。衰减图需要更小的 d。
rope-w-refused =
    { $message }。W_Q/W_K 表需要{ $need ->
        [delta] Δ ≥ 0
       *[d] 更小的 d
    }。
rope-circle-heading = 第 { $pair } 对：维度 { $first }（a）和 { $second }（b）
rope-circle-caption-hidden = 你算出角度 θ 之后才会画出旋转。
rope-circle-title-hidden = q 的第 { $pair } 对：点 (a, b) = ({ $a }, { $b })（圆点）。在你算出 θ 之前，它按 θ = pos·ω 的旋转是隐藏的。
rope-circle-caption-zero = q 的这一对是 (0, 0)：旋转不会移动它。
rope-circle-caption = 该点逆时针旋转 θ = pos·ω = { $turn }；它到圆心的距离保持不变。
rope-circle-title = q 的第 { $pair } 对：点 (a, b) = ({ $a }, { $b })（圆点）旋转 { $angle } 弧度到 ({ $a2 }, { $b2 })（方块，q′），即 q′ = R({ $pos })q 的这一对。
rope-circle-title-unsolved = q 的第 { $pair } 对：点 (a, b) = ({ $a }, { $b })（圆点）旋转 { $angle } 弧度到方块（q′），即 q′ = R({ $pos })q 的这一对；在你算出 a′ 和 b′ 之前，其坐标是隐藏的。



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-conventions-preset = 预设（库）
conventions-variant-paper = 原论文
conventions-variant-concatenated = 拼接式排列
conventions-variant-one-based-position = 位置从 1 开始计数
conventions-variant-dimension-exponent = 错误的指数 b^(j/d)
conventions-variant-one-based-pair = 对的下标从 1 开始
conventions-variant-tensor2tensor = tensor2tensor 的间隔
conventions-note-paper = 交错排列 sin, cos, sin, cos …；ω_i = b^(−2i/d)，其中 i 是对的下标；位置从 0 开始。下面每一行都以它为参照。
conventions-note-concatenated = 先放所有正弦，再放所有余弦（tensor2tensor、TensorFlow 教程、许多扩散模型）。同样的数，只是顺序不同。这是公开问题跟踪系统中被问得最多的“这是 bug 吗？”问题：它不是 bug，只是维度被置换了。
conventions-note-one-based-position = 有些文献把第一个词元编号为 1 而不是 0。每个词元都在表中下移一行：下标为 pos 的词元得到 PE(pos + 1)。只要处处一致地使用，就无害。
conventions-note-dimension-exponent = 在公式用 2i 的地方用了维度下标 j。于是每个余弦都有自己稍慢一些的频率，一对中的正弦和余弦不再共享同一个角度，平移证明也就不再成立。有些文献误印了这个公式，甚至旁边的代码是正确的。
conventions-note-one-based-pair = 从 i = 1 开始数对（如 W[2i−1, t] = sin(t / b^(2i/d))，其中 0 < i ≤ d/2），会让每个频率都慢一对：最快的波 ω = 1 丢失了。有些文献就是这样写的。
conventions-note-tensor2tensor = 把对数时间尺度按 log(b)/(d/2 − 1) 间隔排列，使最慢的波长恰好是 2πb，而不是 2πb^((d−2)/d)。这里按交错方式显示，使得只有间隔不同。
conventions-lead = 同一个思想有好几种写法。有些差异只是约定（了解之后无害）；有两种是会改变数值的错误。这里把它们针对同一个词元并排列出。
conventions-compare-heading = 某个变体减去原论文，逐个位置比较
conventions-compare-intro = 选择一个变体：热力图显示它的矩阵减去原论文的矩阵，共 n 个位置、d 个维度。白色表示相等。
conventions-precision-heading = 大位置与 float32
conventions-precision-intro = 大多数框架在 float32 中计算角度 pos·ω，然后才取正弦。在很大的位置上，float32 无法精确保存这个角度，误差就会出现在编码中，尽管精确值总是在 [−1, 1] 之内。核心从不在 float32 中形成角度：在每块行的第一个位置，它在 float64 中取正弦和余弦并舍入为 float32，然后对块中后面的每个位置做一次按 ω·k 的 float32 旋转（相对平移性质，其中 cos ω·k 和 sin ω·k 也舍入为 float32）。因此它的每个值距精确值只有几次 float32 舍入，没有角度误差：在任何位置最多为 5·2⁻²⁴ ≈ 3.0·10⁻⁷，而对精确值舍入一次最多留下 2⁻²⁵ ≈ 3.0·10⁻⁸。它实际存在的误差在下方打印并绘出。
conventions-past-end = 这里 pos 最大为 { $max }：“{ $label }”这一行读取 PE(pos + { $shift })；收到的是 { $got }
conventions-kind-reference = 参照
conventions-kind-convention = 约定
conventions-kind-mistake = 错误
conventions-side-caption =
    下标为 { $pos } 的词元，d = { $d }{ $cut ->
        [yes] （前 { $shown } 个维度）
       *[no] { "" }
    }。每个值下方：填充该维度的是哪个函数、哪一对。按四舍五入（远离零）保留 { $digits } 位小数。
conventions-side-scroll =
    表格比屏幕宽：横向滚动可查看{ $dims ->
        [1] 唯一的维度
       *[other] 全部 { $shown } 个维度
    }
conventions-compare-equal =
    { $positions ->
       *[other] 在这 { $count } 个位置上，{ $label }给出的数与原论文完全相同。
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
conventions-heatmap-title = { $label }减去原论文
conventions-heatmap-rows = 位置
conventions-heatmap-columns = 维度
conventions-heatmap-cell = 词元 { $row }，维度 { $dim }：{ $label }减去原论文 ≈ { $value }
conventions-precision-naive = 在 float32 中形成角度（常见做法）
conventions-precision-fast = 核心：角度用 float64，结果用 float32
conventions-precision-y = { $d } 个维度上的最大 |误差|
conventions-position-presets = 预设位置
conventions-precision-field = float32 检查所用的位置
conventions-precision-hint = d = { $d }，底数 b 取自设置。
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
conventions-presets-intro = 十个被广泛复制的实现，每个都按其源代码复现。它们在以下方面不同：排列方式、频率间隔、第一个词元读取哪一行、d 为奇数时怎么做，以及角度 pos·ω 是在 float32（PyTorch 和 TensorFlow 的默认 dtype）还是在 float64（numpy）中形成。
conventions-presets-caption = 十个预设。最后一列：第 { $pos } 行的 { $d } 个维度上最大的 |float32 表 − float64 公式|。
conventions-column-library = 库
conventions-column-source = 源代码（文件、函数）
conventions-column-layout = 排列方式
conventions-column-spacing = 频率间隔
conventions-column-first = 第一个词元读取
conventions-column-padding = 填充行
conventions-column-odd = 奇数 d
conventions-column-angle = 角度形成于
conventions-column-error = pos { $pos } 处的 float32 误差
conventions-padding-row = 第 { $row } 行，全为零
conventions-padding-none = 无
conventions-float64-numpy = float64（numpy）
conventions-meaning-float32 =
    { $libraries ->
       *[other] 在 pos = { $pos }、d = { $d } 时，在 float32 中形成角度 pos·ω 的 { $count } 个库，在该行最差的维度上偏差介于 { $least } 和 { $most } 之间：float32 只保留约七位有效数字，所以接近 { $pos } 弧度的角度无法精确保存，无论正弦和余弦算得多好，都会继承这个误差。
    }
conventions-meaning-float64 =
    { $libraries ->
       *[other] { $names }用 numpy 在 float64 中形成角度，只把结果舍入为 float32：它们的误差最多为 { $most }，仅仅是最后这一次舍入。
    }
conventions-sentence-gap = { "" }
conventions-row-padding = 第 { $row } 行：填充，全为零
conventions-row-first = 第 { $row } 行：第一个词元
conventions-row = 第 { $row } 行
conventions-rows-caption =
    { $kind ->
        [float64] 该库的公式（float64）
       *[float32] 该库自己的 float32 计算步骤
    }：第 { $from } 到 { $to } 行，d = { $d }{ $cut ->
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
conventions-presets-rounding = 表中数值按四舍五入（远离零）保留 6 位小数；误差以科学记数法显示，保留 2 位有效数字。
conventions-preset-refused =
    { $message }。{ $shown ->
        [yes] 仍显示上一个有效的表。
       *[no] 暂无可显示的表：请换一个 d 或另一个库。
    }
conventions-preset-summary =
    { $library }：{ $layout }；角度在 { $angle ->
        [float32] float32
       *[float64] float64（numpy）
    } 中形成。{ $padding ->
        [yes] 第 { $paddingRow } 行是填充行（{ $paddingCode }）：全为零。第一个真实词元读取第 { $firstRow } 行，所以下标为 t 的词元读取第 t + { $firstRow } 行。
       *[no] 第一个词元读取第 { $firstRow } 行。
    }在 pos = { $pos }（d = { $d }）时，它的 float32 表偏差最大为 { $error }，位于维度 { $dim }。



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

