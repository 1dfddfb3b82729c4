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

