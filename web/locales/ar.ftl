# نصوص «مستكشف الترميز الموضعي» بالعربية. مترجمة عن en.ftl (الأصل)؛ والمسرد glossary/ar.md يحدد
# مصطلحات المجال. كل { $name } قيمة تملؤها الصفحة (عدد أو كلمة أو صيغة أو شيفرة): تبقى كلها.

## المصطلحات

-site-name = مستكشف الترميز الموضعي

## الصفحة

document-title = { $section } · { -site-name }
site-title = { -site-name }
site-description = كيف تعرف نماذج المحوّل ترتيب الكلمات: الترميز الموضعي الجيبي، تحسبه نواة مكتوبة بلغة C++ ومترجمة إلى WebAssembly، ويُشرح خطوةً خطوة.
site-tagline = كيف يعرف المحوّل ترتيب الكلمات: الترميز الموضعي الجيبي، خطوةً خطوة.
skip-link = انتقل إلى الدرس
contents-nav =
    .aria-label = أقسام الدرس
contents-heading = المحتويات
pager-nav =
    .aria-label = القسم السابق والتالي
site-footer = كل عدد في هذه الصفحة تحسبه في متصفحك نواةٌ مكتوبة بلغة C++ ومترجمة إلى WebAssembly. لا يُرسل شيء إلى أي مكان.
language-menu-label = اللغة
page-loading = جارٍ تحميل نواة WebAssembly…
page-load-failed = تعذّر تحميل نواة WebAssembly ({ $reason }). تحقّق من الاتصال وحاول مرة أخرى؛ تحتاج هذه الصفحة إلى متصفح يدعم WebAssembly.
retry = حاول مرة أخرى
section-announced = القسم { $index } من { $count }: { $title }
printed-from = طُبع من { $link }
rounding-rule = تُقرَّب الأعداد إلى 6 منازل عشرية، وتُقرَّب حالة التعادل بعيدًا عن الصفر (فيُطبع { $value } على أنه { $example })، والنتيجة التي تُقرَّب إلى الصفر تُطبع بلا إشارة سالب.
section-loading = جارٍ تحميل هذا القسم…

## عناوين الأقسام

title-why = لماذا الموضع؟
title-formula = الصيغة
title-steps = مثال محلول
title-matrix = المصفوفة كاملة
title-proof = برهان الإزاحة النسبية
title-rope = الترميز الموضعي الدوّار (RoPE)
title-similarity = التشابه يعتمد على الإزاحة فقط
title-input = جمعه مع تضمينات الرموز
title-learned = ثابت أم مُتعلَّم
title-train = درّبه بنفسك
title-bias = انحيازات الموضع النسبي: ALiBi وT5
title-extension = سياقات أطول: الاستيفاء وNTK وYaRN
title-conventions = الاصطلاحات والمزالق
title-practice = تمارين


## shell
# Messages of the page's shell and shared widgets (web/src/shell, web/src/kit): ids not beginning with a section's id. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## refusals
# Messages of the core's refusals and the store's checks, worded by the page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

refusal-integer = يجب أن تكون { $parameter } عددًا صحيحًا من { $min } إلى { $max }؛ أدخلتَ { $got }.
refusal-number =
    { $shape ->
        [open-min] يجب أن تكون { $parameter } أكبر من { $min } وألّا تتجاوز { $max }؛ أدخلتَ { $got }.
        [open-max] يجب أن تكون { $parameter } { $min } على الأقل وأصغر من { $max }؛ أدخلتَ { $got }.
        [open] يجب أن تكون { $parameter } أكبر من { $min } وأصغر من { $max }؛ أدخلتَ { $got }.
       *[closed] يجب أن تكون { $parameter } عددًا من { $min } إلى { $max }؛ أدخلتَ { $got }.
    }
refusal-even = يجب أن تكون { $parameter } زوجية هنا؛ أدخلتَ { $got }.
refusal-at-least = يجب أن تكون { $parameter } { $min } على الأقل هنا؛ أدخلتَ { $got }.
refusal-divides = يجب أن تقسم { $parameter } العدد { $max } قسمةً تامة؛ أدخلتَ { $got }.
refusal-product = { $parameter } كبيرة جدًا: هذا يطلب { $got } قيمة دفعةً واحدة، والنواة تحسب { $max } على الأكثر.
refusal-reordering = يجب أن تستعمل { $parameter } كلمات الجملة الأخرى نفسها، كلًّا بعدد مرّاته، بترتيب آخر.
refusal-count = يجب أن تضم { $parameter } من { $min } إلى { $max } كلمة؛ وهي تضم { $got }.
refusal-token-length = يجب أن يكون طول كل كلمة في { $parameter } من 1 إلى { $max } بايت؛ وطول إحداها { $got }.
refusal-other = رفضت النواة { $parameter }: { $detail }


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
words-bias-max-distance = المسافة القصوى
words-bias-buckets = الحاويات
words-bias-offset = الإزاحة
words-bias-trained = L (طول التدريب، جزء ما بعد L)
words-bias-heads = H (عدد الرؤوس)
words-bias-head = الرأس (الرأس المعروض)
words-bias-buckets-setting = الحاويات (T5)
words-bias-maxdist = المسافة القصوى (T5)
words-bias-causal = سببي
words-bias-sentence = الجملة
words-bias-trained-refused = يجب أن يكون L (طول التدريب) هنا عددًا صحيحًا من { $smallest } إلى { $largest } ({ $keys } مفتاحًا على الأكثر { $most })؛ والمُدخَل { $got }.
words-bias-refused = { $reason }.
words-bias-causal-refused = { $reason } (حاويات T5 السببية).
bias-map-hatched = الخلايا المخطَّطة مقنَّعة: المفتاح يأتي بعد الاستعلام، ودرجته { $minusInfinity } قبل softmax ووزنه 0.
bias-list = { $items } و{ $last }
bias-list-separator = {"، "}
bias-lead = يضع الترميز الجيبي وRoPE الموضع داخل المتجهات. أما ALiBi وT5 فلا يمسّان المتجهات: يضيفان عددًا إلى كل درجة انتباه، وهذا العدد لا يتوقف إلا على بُعد المفتاح عن الاستعلام.
bias-score-text = ينظر الاستعلام { $i } إلى المفتاح { $j }؛ ولا يرى الانحياز { $b } إلا الإزاحة { $offset }، فلا يرى الكلمات أبدًا ولا موضع الزوج في الجملة.
bias-alibi-heading = ALiBi: عقوبة تكبر مع المسافة
bias-alibi-text = يعطي ALiBi (Press وSmith وLewis، 2022) كل رأس من الرؤوس { $H } ميلًا ثابتًا { $m } ويطرح من الدرجة { $m } مضروبًا في المسافة. لا يُتعلَّم شيء: تُحدَّد الميول قبل التدريب بالقاعدة أدناه بحسب قيمة { $H } المختارة.
bias-alibi-causal = قُدِّم ALiBi لنماذج اللغة التي تقرأ من اليسار إلى اليمين، حيث يخفي القناع السببي أيضًا كل مفتاح بعد الاستعلام (الدرجة { $minusInfinity }، والوزن 0): فعّل «سببي» لترى ذلك. ودون القناع يكون الانحياز متناظرًا، { $bias } على جانبي القطر.
bias-alibi-why-title = ما الذي يبقيه ALiBi ضمن المألوف بعد طول التدريب
bias-alibi-why = العقوبة خط مستقيم في المسافة، فالمفتاح الأبعد من أي مفتاح في التدريب يأخذ الخط نفسه ممدودًا: لا معامل جديد ولا نوع جديد من الانحياز، بل عقوبة أكبر من النوع الذي يستعمله النموذج أصلًا، تجعل هذه المفاتيح البعيدة أقل وزنًا. وفي الكتلة الأولى لا جديد غير ذلك أيضًا، لأن استعلاماتها ومفاتيحها تأتي من تضمينات الرموز وحدها. أما ابتداءً من الكتلة الثانية فلا يصحّ هذا: كل مخرج من مخارج الكتلة الأولى متوسط مرجَّح تزن فيه الكلمات القريبة أكثر، فيصبح الموضع داخل المتجهات، وقد يعطي المُدخل الأطول الكتلَ اللاحقة متجهات لم تلقها قط. ما قاسه Press وSmith وLewis هو الحيرة (perplexity): حافظت نماذج لغة دُرِّبت على مُدخلات قصيرة عليها ثابتة تقريبًا على مُدخلات أطول بكثير. الحيرة الثابتة تقول إن المفاتيح البعيدة لا تضر؛ ولا تقول إن النموذج يستفيد منها، ولا إن إجابات مهمة ما تبقى صحيحة بعد طول التدريب. تُظهر المخططات تحت «{ $beyond }» استمرار الخط؛ ويدرّب المختبر في «{ $lab }» ALiBi إلى جانب المخططات الأخرى ويقيس الإجابات الدقيقة بعد طول التدريب.
bias-t5-heading = T5: عدد مُتعلَّم واحد لكل حاوية من الإزاحات
bias-t5-text = يصنّف T5 (Raffel وآخرون، 2020) كل إزاحة «المفتاح − الاستعلام» في واحدة من عدد ثابت من الحاويات ({ $numBuckets } في الشيفرة، و32 في T5)؛ ويتعلّم كل رأس عددًا واحدًا لكل حاوية ويضيفه إلى الدرجة. أما التصنيف نفسه فثابت (الدالة { $bucketFunction } في Hugging Face):
bias-t5-rule-halves = ثنائي الاتجاه (المُرمِّز): نصف الحاويات للمفاتيح عند الاستعلام أو قبله، ونصفها للمفاتيح بعده.
bias-t5-rule-exact = في كل نصف، النصف الأول من الحاويات دقيق: إزاحة واحدة لكل حاوية.
bias-t5-rule-log = والبقية لوغاريتمية: تتسع مجموعات الإزاحات التي تضمها مع المسافة؛ وتحدد المسافة القصوى ({ $maxDistance } في الشيفرة، و128 في T5) سرعة اتساعها.
bias-t5-rule-last = الحاوية الأخيرة في كل اتجاه مفتوحة النهاية: تبدأ حيث تبلغها الصيغة اللوغاريتمية أول مرة، وقد يكون ذلك قبل المسافة القصوى بكثير (تقول الجملة تحت عناصر التحكم أين، للقيم المختارة)، وتضم كل إزاحة من هناك فصاعدًا.
bias-t5-rule-causal = سببي (فكّ الترميز، وهذه الصفحة عند تفعيل «سببي»): تذهب الحاويات كلها إلى المفاتيح قبل الاستعلام؛ وكل مفتاح عند الاستعلام أو بعده في الحاوية 0، مثل الإزاحة 0 (وهذه المفاتيح مقنَّعة على أي حال في النموذج السببي).
bias-t5-learned-title = القيم مُتعلَّمة؛ وهنا هي قيم بديلة
bias-t5-learned = في T5 تُتعلَّم قيم الانحياز مع بقية النموذج. ليس في هذه الصفحة T5 مدرَّب، لذا تأتي القيم المعروضة (العمود الأخير من الجدول، وT5 في المقارنة أدناه) من جدول بديل شبه عشوائي ذي بذرة. الحقيقي فقط هو أي الإزاحات تتشارك حاوية.
bias-calc-heading = أي حاوية؟
bias-map-heading = حاوية كل زوج استعلام–مفتاح
bias-compare-heading = جنبًا إلى جنب على جملة واحدة
bias-compare-text = رأس انتباه واحد بتضمينات الرموز نفسها ذات البذرة وأوزان الاستعلام والمفتاح نفسها لكل مخطط؛ لا يتغير إلا طريقة دخول الموضع. يضيف الجيبي PE إلى التضمينات، ويدير RoPE الاستعلامات والمفاتيح بحسب الموضع، ويضيف ALiBi القيمة { $bias } للرأس المختار، ويضيف T5 قيمة الحاوية (البديلة) للرأس المختار. تعرض كل خريطة أوزان softmax: الصف = كلمة الاستعلام، والعمود = كلمة المفتاح التي ينتبه إليها.
bias-rounding = تُقرَّب الأعداد بعيدًا عن الصفر عند التساوي: الميول إلى 8 منازل عشرية، والانحيازات إلى 6، وأوزان الانتباه إلى 3 في جداول الخرائط.
bias-scheme-sinusoidal = { $name } (مضاف إلى التضمينات)
bias-scheme-rope = { $name } (استعلامات ومفاتيح مُدارة)
bias-scheme-alibi = { $name } (عقوبة خطية بالمسافة)
bias-scheme-t5 = { $name } (انحياز بالحاويات، قيم بديلة)
bias-scheme-name-sinusoidal = الترميز الجيبي
bias-range-below = { $offset } فما دون
bias-range-above = { $offset } فما فوق
bias-kind-after = عند الاستعلام أو بعده
bias-kind-last = الأخيرة (مفتوحة النهاية)
bias-kind-exact = دقيقة
bias-kind-log = لوغاريتمية
bias-heads-describe = { $count ->
    [one] رأس واحد
    [two] رأسان
    [few] { $heads } رؤوس
    [many] { $heads } رأسًا
   *[other] { $heads } رأس
}
bias-head-range = اكتب من 0 إلى { $last } ({ $symbol })
bias-head-describe = الرأس { $head }، و{ $h } في الصيغة
bias-causal-label = سببي (قنّع كل مفتاح بعد الاستعلام)
bias-causal-announce = { $on ->
    [yes] السببي مفعّل
   *[no] السببي معطّل
}
bias-buckets-describe = { $count ->
    [one] حاوية واحدة
    [two] حاويتان
    [few] { $buckets } حاويات
    [many] { $buckets } حاويةً
   *[other] { $buckets } حاوية
}
bias-maxdist-describe = المسافة القصوى { $maxdist }
bias-maxdist-describe-start = { $count ->
    [one] المسافة القصوى { $maxdist }: تبدأ الحاوية الأخيرة على بُعد رمز واحد
    [two] المسافة القصوى { $maxdist }: تبدأ الحاوية الأخيرة على بُعد رمزين
    [few] المسافة القصوى { $maxdist }: تبدأ الحاوية الأخيرة على بُعد { $start } رموز
    [many] المسافة القصوى { $maxdist }: تبدأ الحاوية الأخيرة على بُعد { $start } رمزًا
   *[other] المسافة القصوى { $maxdist }: تبدأ الحاوية الأخيرة على بُعد { $start } رمز
}
bias-offset-label = الإزاحة المفتاح − الاستعلام
bias-offset-hint = اكتب عددًا صحيحًا واضغط Enter: السالب = المفتاح قبل الاستعلام.
bias-words-hint = كلمات تفصل بينها مسافات؛ اضغط Enter. كرّر كلمة لتقارن صفّيها.
bias-slope-one = { $heads }: للرأس الوحيد { $rule } = { $slope }.
bias-slope-geometric = { $heads }: يتبع كل رأس { $rule }، وهي متتالية هندسية من { $first } نزولًا إلى { $last }: ميل كل رأس هو ميل الرأس الذي قبله مضروبًا في { $ratio }.
bias-slope-interleaved = { $heads } ليست قوة للعدد اثنين، لذا تتبع النواة قاعدة مؤلفي ALiBi: تأخذ الرؤوس الأولى وعددها { $base } ميول { $base } رؤوس، أي { $baseRule } (أكبر قوة للعدد اثنين أقل من { $H })؛ وتأخذ الرؤوس الباقية وعددها { $extra } ميلًا من كل ميلين من ميول { $double } رأسًا، أي { $extraRule } عند { $odd } ({ $extraSlopes }). لذلك لا تأتي الميول بترتيب الرؤوس: للرأس { $nextHead } الميل { $nextSlope }، وهو أكبر من ميل الرأس { $lastHead } البالغ { $lastSlope }.
bias-slopes-label = ميول ALiBi
bias-slopes-caption = { $count ->
    [1] ميل الرأس الوحيد، الرأس 0، المعروض أدناه.
   *[other] ميل كل رأس من الرؤوس وعددها { $heads }؛ والرأس { $head } معروض أدناه.
}
bias-col-head = الرأس
bias-col-slope = الميل m
bias-col-power = بصفته قوة للعدد 2
bias-col-rule = من القاعدة
bias-head-cell = الرأس { $head }
bias-scroll-hint = مرّر الجدول أفقيًا
bias-alibi-line = { $far ->
    [1] للرأس { $head } الميل m = { $slope }: المفتاح الذي يسبق برمز واحد يأخذ { $near }.
   *[other] للرأس { $head } الميل m = { $slope }: المفتاح الذي يسبق برمز واحد يأخذ { $near }، والذي يسبق بعدد { $farCount } من الرموز يأخذ { $farBias }.
}
bias-alibi-line-single = للرأس { $head } الميل m = { $slope }. مع موضع واحد لا توجد مسافة تُعاقَب: زِد n.
bias-alibi-compare = { $count ->
    [one] يكبر الانحياز خطيًا مع المسافة، فالرأس الأشد ميلًا ينظر أقرب: على بُعد رمز واحد يضيف أشد الرؤوس ميلًا هنا (الرأس { $steepest }، m = { $steepestSlope }) القيمة { $steepestBias } إلى الدرجة، وأقلّها ميلًا (الرأس { $shallowest }، m = { $shallowestSlope }) { $shallowestBias } فقط.
   *[other] يكبر الانحياز خطيًا مع المسافة، فالرأس الأشد ميلًا ينظر أقرب: على بُعد { $far } من الرموز يضيف أشد الرؤوس ميلًا هنا (الرأس { $steepest }، m = { $steepestSlope }) القيمة { $steepestBias } إلى الدرجة، وأقلّها ميلًا (الرأس { $shallowest }، m = { $shallowestSlope }) { $shallowestBias } فقط.
}
bias-alibi-compare-one = يكبر الانحياز خطيًا مع المسافة. ومع رأس واحد لا يوجد رأس أشد أو أقل ميلًا للمقارنة: زِد H.
bias-alibi-map-title = { $causal ->
    [yes] انحياز ALiBi، الرأس { $head } من { $heads }، سببي
   *[no] انحياز ALiBi، الرأس { $head } من { $heads }
}
bias-axis-query-position = موضع الاستعلام
bias-axis-key-position = موضع المفتاح
bias-alibi-cell-masked = الاستعلام { $query }، المفتاح { $key }: مقنَّع، المفتاح بعد الاستعلام ({ $minusInfinity } قبل softmax، والوزن 0)
bias-alibi-cell = الاستعلام { $query }، المفتاح { $key }، المسافة { $distance }: الانحياز { $bias }
bias-alibi-map-summary = { $causal ->
    [yes] الصف { $i } والعمود { $j } هما نظر الاستعلام { $i } إلى المفتاح { $j }، للرأس { $head } ({ $slope }). القطر 0 ويهبط الانحياز بمقدار { $m } مع كل خطوة بعيدًا عنه؛ وكل خلية يمين القطر (المفتاح بعد الاستعلام) مقنَّعة ومخطَّطة. لا يتوقف إلا على المسافة، لذا يسرد الجدول قيمة واحدة لكل مسافة.
   *[no] الصف { $i } والعمود { $j } هما نظر الاستعلام { $i } إلى المفتاح { $j }، للرأس { $head } ({ $slope }). القطر 0 ويهبط الانحياز بمقدار { $m } مع كل خطوة بعيدًا عنه، بالقدر نفسه على الجانبين. لا يتوقف إلا على المسافة، لذا يسرد الجدول قيمة واحدة لكل مسافة.
}
bias-col-distance = المسافة { $distance }
bias-col-bias-head = الانحياز، الرأس { $head }
bias-alibi-table-label = انحياز ALiBi بحسب المسافة
bias-t5-summary-bidirectional = ثنائي الاتجاه، عدد الحاويات { $count ->
   *[other] { $buckets }
}، المسافة القصوى { $maxdist }: { $exact ->
    [0] لا تحظى أي إزاحة بحاوية خاصة بها
    [1] تحظى الإزاحة { $exactSpans } بحاوية خاصة بها (دقيقة)
   *[other] تحظى كل إزاحة من الإزاحات { $exactSpans } بحاوية (دقيقة)
}، { $perDirection } لكل اتجاه مع عدّ 0 في جهة ما قبل الاستعلام؛ { $log ->
    [yes] وأبعد من ذلك تكون الحاويات لوغاريتمية؛ وتتشارك الإزاحات
   *[no] وتتشارك الإزاحات
} { $before } الحاوية { $beforeBucket } وتتشارك الإزاحات { $after } الحاوية { $afterBucket }، وهما الحاويتان الأخيرتان في الاتجاهين.
bias-t5-summary-causal = سببي (اتجاه واحد)، عدد الحاويات { $count ->
   *[other] { $buckets }
}، المسافة القصوى { $maxdist }: { $exact ->
    [0] لا تحظى أي إزاحة بحاوية خاصة بها
    [1] تحظى الإزاحة { $exactSpans } بحاوية خاصة بها (دقيقة)
   *[other] تحظى كل إزاحة من الإزاحات { $exactSpans } بحاوية (دقيقة)
}؛ { $log ->
    [yes] وأبعد من ذلك تكون الحاويات لوغاريتمية؛ وتتشارك الإزاحات
   *[no] وتتشارك الإزاحات
} { $before } الحاوية { $beforeBucket }، وهي الأخيرة؛ وكل إزاحة { $after } في الحاوية { $afterBucket }.
bias-t5-where = { $where ->
    [before-log] إذن تبدأ الحاوية الأخيرة عند المسافة { $start }، قبل المسافة القصوى { $maxdist }: فالمسافة القصوى لا تحدد إلا سرعة اتساع الحاويات اللوغاريتمية، وهي تبلغ الأخيرة هناك.
    [before-few] إذن تبدأ الحاوية الأخيرة عند المسافة { $start }، قبل المسافة القصوى { $maxdist }: فمع هذا العدد القليل من الحاويات لا تقع أي حاوية بين الدقيقة والأخيرة، فتبدأ الأخيرة بعدها مباشرة.
    [at] إذن تبدأ الحاوية الأخيرة عند المسافة { $start }، وهي المسافة القصوى.
   *[beyond] إذن تبدأ الحاوية الأخيرة عند المسافة { $start }، بعد المسافة القصوى { $maxdist }.
}
bias-t5-unused = { $count ->
    [1] الحاوية { $buckets } لا تضم أي إزاحة (الإزاحة 0 في الحاوية 0، لذا تبدأ المفاتيح التي بعد الاستعلام بعد حاوية واحدة).
   *[other] الحاويات { $buckets } لا تضم أي إزاحة (الإزاحة 0 في الحاوية 0، لذا تبدأ المفاتيح التي بعد الاستعلام بعد حاوية واحدة؛ وتبقى الحاويات اللوغاريتمية الأضيق من إزاحة واحدة فارغة).
}
bias-t5-table-label = حاويات T5
bias-t5-caption = { $bidirectional ->
    [yes] { $count ->
       *[other] الإزاحة المفتاح − الاستعلام → الحاوية، ثنائي الاتجاه، عدد الحاويات { $buckets }، المسافة القصوى { $maxdist }. العمود الأخير: الرأس { $head } من الجدول البديل.
    }
   *[no] { $count ->
       *[other] الإزاحة المفتاح − الاستعلام → الحاوية، سببي (اتجاه واحد)، عدد الحاويات { $buckets }، المسافة القصوى { $maxdist }. العمود الأخير: الرأس { $head } من الجدول البديل.
    }
}
bias-col-bucket = الحاوية
bias-col-offsets = الإزاحات المفتاح − الاستعلام
bias-col-kind = النوع
bias-col-stand-in = الانحياز البديل، الرأس { $head }
bias-calc-answer = { $kind ->
    [last] الإزاحة { $offset } → الحاوية { $bucket }: الحاوية الأخيرة في اتجاهها، تتشاركها كل إزاحة { $offsets }.
    [exact] الإزاحة { $offset } → الحاوية { $bucket }: حاوية دقيقة، لهذه الإزاحة وحدها.
    [log] الإزاحة { $offset } → الحاوية { $bucket }: حاوية لوغاريتمية تضم الإزاحات { $offsets }.
   *[none] الإزاحة { $offset } → الحاوية { $bucket }.
}
bias-t5-map-title = { $bidirectional ->
    [yes] { $count ->
       *[other] حاوية T5 للإزاحة المفتاح − الاستعلام، ثنائي الاتجاه، عدد الحاويات { $buckets }، المسافة القصوى { $maxdist }
    }
   *[no] { $count ->
       *[other] حاوية T5 للإزاحة المفتاح − الاستعلام، سببي، عدد الحاويات { $buckets }، المسافة القصوى { $maxdist }
    }
}
bias-t5-cell = الاستعلام { $query }، المفتاح { $key }، الإزاحة { $offset }: الحاوية { $bucket } (الانحياز البديل للرأس { $head }: { $bias })
bias-t5-map-single = مع { $n } توجد خلية واحدة: الاستعلام 0 والمفتاح 0، الإزاحة 0، في الحاوية { $bucket }. زِد { $raise } لترى الإزاحات الأخرى.
bias-t5-map-rows = الصف { $i } والعمود { $j } هما حاوية الإزاحة { $offset }.
bias-t5-map-diagonals = لكل قطر (إزاحة واحدة) حاوية واحدة؛ وقرب القطر لكل إزاحة حاويتها، وأبعد من ذلك { $log ->
    [yes] تتسع الحاويات
   *[no] تتشارك الإزاحات الحاوية الأخيرة في اتجاهها
}{ $reach ->
    [yes] ، وابتداءً من المسافة { $start } (الحاوية الأخيرة) تكفّ عن التغير.
   *[no] .
}
bias-t5-map-sides = يستعمل القطر والمفاتيح التي قبل الاستعلام (على يساره) الحاويات 0 … { $last }؛ وتستعمل المفاتيح التي بعده (على اليمين) البقية.
bias-t5-map-sides-causal = سببي: القطر وكل مفتاح بعد الاستعلام (على يمينه) في الحاوية 0.
bias-col-offset = الإزاحة المفتاح − الاستعلام
bias-t5-map-table-label = حاوية T5 بحسب الإزاحة
bias-word-label = «{ $word }» ({ $position })
bias-compare-map-title = أوزان الانتباه، { $scheme }
bias-axis-query-word = كلمة الاستعلام
bias-axis-key-word = كلمة المفتاح
bias-compare-cell-masked = { $query } → { $key }: مقنَّع (المفتاح بعد الاستعلام)، الوزن 0
bias-compare-cell = { $query } → { $key }: الوزن { $weight } (الدرجة { $score }، انحياز الموضع { $bias })
bias-masked = مقنَّع
bias-compare-summary = { $scheme }: كل صف هو أوزان softmax لكلمة استعلام واحدة على كلمات المفاتيح ومجموعها 1. يعطي الاستعلام الأخير، { $last }، أكبر أوزانه، { $weight }، إلى { $top }.
bias-col-query = الاستعلام
bias-col-word = { $word } ({ $position })
bias-compare-caption = أوزان softmax، مقرَّبة إلى { $digits } منازل عشرية.
bias-compare-table-label = الأوزان، { $scheme }
bias-compare-no-repeat = لا تتكرر أي كلمة في هذه الجملة. كرّر كلمة (مثل «{ $word }» في الجملة الافتراضية) لتقارن صفّيها: دون أي معلومة عن الموضع سيكونان متطابقين.
bias-compare-where = «{ $word }» في الموضعين { $a } و{ $b }، لذا يبدأ صفّاها من متجه الكلمة نفسه.
bias-compare-bias-only = مع { $schemes } للصفين الدرجات الخام نفسها { $raw } (أكبر فرق { $zero } إلى { $digits } منازل عشرية): لا يختلف إلا الانحياز، وهو لا يتوقف إلا على المفتاح − الاستعلام، فتتغير الأوزان بالمسافة ولا شيء غيرها.
bias-compare-mixed = مع { $schemes } تختلف الدرجات الخام للصفين أصلًا (بما يصل إلى { $differences }): الموضع داخل المتجهات، ممزوج بالكلمة.
bias-compare-other = { $scheme }: تختلف الدرجات الخام للصفين بما يصل إلى { $difference }.
bias-beyond-heading = ما بعد طول التدريب
bias-beyond-lead = افترض أن الرأس أدناه دُرِّب فقط على متتاليات من { $L } رمزًا ثم أُعطي الآن { $n }. يتتبع كل مخطط حدّ الموضع في مخطط ترميز واحد من المسافة (أو الموضع) 0 إلى { $last }: الجزء الأول، حتى { $seen }، هو ما أظهره التدريب؛ والباقي جديد. وتختلف المخططات في معنى «جديد».
bias-beyond-title-sinusoidal = الجيبي: مواضع لم تُرَ قط
bias-beyond-title-rope = RoPE: اتجاهات لم تُرَ قط
bias-beyond-title-alibi = ALiBi: الخط نفسه ممدودًا
bias-beyond-title-t5 = T5: الإزاحات البعيدة تتشارك حاوية واحدة
bias-beyond-short-sinusoidal = الجيبي
bias-beyond-short-rope = RoPE
bias-beyond-short-alibi = ALiBi
bias-beyond-short-t5 = T5
bias-beyond-sinusoidal = البُعد { $dim }، جيب الزوج { $pair } (الأبطأ)، أخذ قيمًا من { $low } إلى { $high } في المواضع 0 … { $seenLast }؛ وعند الموضع { $last } قيمته { $value }.
bias-beyond-sinusoidal-outside = الموضع { $first } هو أول موضع تقع قيمته خارج ما أظهره التدريب. والمتجه الكامل { $pe } لكل موضع من { $L } فصاعدًا متجه لم يُعطَ للنموذج قط: الصيغة تعرفه، والأوزان المدرَّبة لم تلقه قط.
bias-beyond-sinusoidal-inside = تبقى قيمه بعد { $seenLast } داخل ذلك المدى، لكن المتجهات { $vectors } تبقى متجهات لم تُعطَ للنموذج قط.
bias-beyond-rope-wrapped = { $count ->
    [0] لم يُكمل أي زوج دورة كاملة ضمن الإزاحات 0 … { $last }.
    [one] أكمل الزوج { $pairs } دورة كاملة ضمن الإزاحات 0 … { $last }، لذا فكل اتجاه يلقاه أبعد من ذلك قد لقيه من قبل.
   *[other] أكملت الأزواج { $pairs } دورة كاملة ضمن الإزاحات 0 … { $last }، لذا فكل اتجاه تلقاه أبعد من ذلك قد لقيته من قبل.
}
bias-beyond-rope-back = { $count ->
    [one] تجاوز الزوج { $pairs } أكبر زاوية له في التدريب، لكنه بعد طرح الدورات الكاملة يشير عائدًا إلى داخل القوس الذي غطّاه التدريب (الزوج { $pair }: { $angle } rad عند الإزاحة { $offset } تساوي { $direction } rad بعد طرح الدورات الكاملة، داخل 0 … { $largest } rad)، وهو اتجاه رآه من قبل.
   *[other] تجاوزت الأزواج { $pairs } أكبر زاوية لها في التدريب، لكنها بعد طرح الدورات الكاملة تشير عائدة إلى داخل القوس الذي غطّاه التدريب (الزوج { $pair }: { $angle } rad عند الإزاحة { $offset } تساوي { $direction } rad بعد طرح الدورات الكاملة، داخل 0 … { $largest } rad)، وهو اتجاه رأته من قبل.
}
bias-beyond-rope-unseen = { $count ->
    [one] عند الإزاحة { $offset } يشير الزوج { $pairs } إلى اتجاه لم يُرَ قط في التدريب (يشير الزوج { $pair } إلى { $direction } rad، خارج القوس 0 … { $largest } rad الذي غطّاه التدريب). فيمزج { $qk } للمفاتيح البعيدة عندئذ اتجاهات لم تلقها الأوزان المدرَّبة قط.
   *[other] عند الإزاحة { $offset } تشير الأزواج { $pairs } إلى اتجاهات لم تُرَ قط في التدريب (يشير الزوج { $pair } إلى { $direction } rad، خارج القوس 0 … { $largest } rad الذي غطّاه التدريب). فيمزج { $qk } للمفاتيح البعيدة عندئذ اتجاهات لم تلقها الأوزان المدرَّبة قط.
}
bias-beyond-alibi = الرأس { $head }، الميل { $slope }: أبعد مفتاح في التدريب، على بُعد { $seenLast } إلى الوراء، أخذ { $seenBias }؛ وعلى بُعد { $last } إلى الوراء يبلغ الانحياز { $lastBias }.
bias-beyond-alibi-steps = { $even ->
    [yes] كل خطوة أبعد تخفض الدرجة بالمقدار نفسه { $step }، داخل التدريب وبعده: العقوبة خط مستقيم واحد ممدود.
   *[no] الخطوات ليست كلها متساوية.
}
bias-beyond-alibi-scope = لا يُضاف أي معامل ولا يظهر انحياز من نوع جديد: المُدخل الأطول لا يفعل إلا أن يضع المفاتيح أبعد على خط يستعمله الرأس أصلًا، حيث تصغر أوزانها أكثر فأكثر. هذا ما يبقى ضمن المألوف، لا كل ما يراه النموذج: في الكتلة الأولى لا تحمل الاستعلامات والمفاتيح أي موضع، أما من الكتلة الثانية فصاعدًا فتحمله، لأن كلًّا منها مزيج من كلمات مرجَّحة بالمسافة.
bias-beyond-t5-buckets = استعملت المفاتيح التي على بُعد 0 … { $seenLast } إلى الوراء { $seenCount ->
    [one] الحاوية
   *[other] الحاويات
} { $seen }؛ وتقع المفاتيح التي على بُعد { $from } … { $last } إلى الوراء في { $beyondCount ->
    [one] الحاوية
   *[other] الحاويات
} { $beyond }.
bias-beyond-t5-fresh = { $count ->
    [one] الحاوية { $buckets } (المفاتيح على بُعد { $keys } إلى الوراء) لم تظهر قط في التدريب، لذا لم يتلقَّ عددها المُتعلَّم أي تدرّج.
   *[other] الحاويات { $buckets } (المفاتيح على بُعد { $keys } إلى الوراء) لم تظهر قط في التدريب، لذا لم تتلقَّ أعدادها المُتعلَّمة أي تدرّج.
}
bias-beyond-t5-none-fresh = كلها ظهرت من قبل في التدريب: لا يُستدعى شيء جديد.
bias-beyond-t5-last = ابتداءً من { $start } إلى الوراء تتشارك كل المفاتيح الحاوية { $bucket }، وهي الأخيرة: مهما بعُد المفتاح يأخذ العدد نفسه، فلا يقول الانحياز بعد ذلك إلا «بعيد».
bias-beyond-t5-last-beyond = الحاوية الأخيرة، { $bucket }، تبدأ على بُعد { $start } إلى الوراء، أبعد من { $last }: زِد { $L } لتبلغها.
bias-beyond-legend-training = التدريب: { $range }
bias-beyond-legend-new = جديد: { $range }
bias-beyond-axis-position = الموضع
bias-beyond-axis-back = المفاتيح إلى الوراء (الاستعلام − المفتاح)
bias-beyond-legend-largest = الأكبر في التدريب
bias-beyond-legend-angle = الزاوية عند { $offset }
bias-beyond-legend-direction = الاتجاه عند { $offset }
bias-beyond-legend-turn = دورة كاملة، { $turn }
bias-beyond-axis-pair = الزوج { $i } (الأسرع أولًا)
bias-beyond-axis-angle = الزاوية (بالراديان، مقياس لوغاريتمي)
bias-yes = نعم
bias-no = لا
bias-beyond-col-pair = الزوج
bias-beyond-col-largest = أكبر زاوية في التدريب (الإزاحة { $offset })
bias-beyond-col-angle = الزاوية عند الإزاحة { $offset }
bias-beyond-col-direction = اتجاهها (بعد طرح الدورات الكاملة)
bias-beyond-col-turn = دورة كاملة في التدريب
bias-beyond-col-seen = اتجاه رُئي في التدريب
bias-beyond-col-in-training = في التدريب
bias-beyond-col-back = المفاتيح إلى الوراء
bias-beyond-chart-sinusoidal = مخطط خطي: { $pe }، جيب الزوج الأبطأ، للمواضع من 0 إلى { $last }؛ المواضع حتى { $seenLast } رُئيت في التدريب، والباقي جديد.
bias-beyond-chart-rope = مخطط خطي بمقياس لوغاريتمي: أكبر زاوية لكل زوج في التدريب، وزاويته عند الإزاحة { $offset }، واتجاه تلك الزاوية بعد طرح الدورات الكاملة، مع خط أفقي عند دورة كاملة.
bias-beyond-chart-alibi = مخطط خطي: انحياز ALiBi للرأس { $head } مقابل المسافة من 0 إلى { $last }؛ المسافات حتى { $seenLast } رُئيت في التدريب، والباقي جديد.
bias-beyond-chart-t5 = مخطط درجي: حاوية T5 لمفتاح على بُعد 0 إلى { $last } من الرموز إلى الوراء؛ المسافات حتى { $seenLast } رُئيت في التدريب، والباقي جديد.
bias-beyond-lab-link = انظر «{ $title }»: شغّل المقارنة واقرأ إجابات ALiBi الدقيقة بعد طول التدريب
bias-beyond-trained-label = L (طول التدريب)
bias-beyond-trained-range = اكتب من { $smallest } إلى { $largest }
bias-beyond-trained-describe = { $count ->
    [one] دُرِّب على رمز واحد، ويُعرض على { $shown }
    [two] دُرِّب على رمزين، ويُعرض على { $shown }
    [few] دُرِّب على { $trained } رموز، ويُعرض على { $shown }
    [many] دُرِّب على { $trained } رمزًا، ويُعرض على { $shown }
   *[other] دُرِّب على { $trained } رمز، ويُعرض على { $shown }
}
bias-beyond-table-label = { $scheme }، { $trained } و{ $shown }



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-extension-train = L (طول التدريب)
words-extension-method = الطريقة (توسيع السياق)
words-extension-scale = s (عامل التحجيم)
words-extension-ramp = منحدر YaRN
words-extension-d = d (بُعد الرأس)
extension-method-none-label = بلا تغيير
extension-method-none-long = بلا تغيير (استقراء مباشر)
extension-method-none-hint = كل ω كما دُرِّب
extension-method-pi-label = استيفاء المواضع
extension-method-pi-long = استيفاء المواضع
extension-method-pi-hint = كل ω مقسومًا على s
extension-method-ntk-label = تحجيم NTK-aware
extension-method-ntk-long = تحجيم NTK-aware
extension-method-ntk-hint = أساس أكبر b′
extension-method-yarn-label = YaRN
extension-method-yarn-long = YaRN
extension-method-yarn-hint = منحدر لكل زوج، ودرجة حرارة
extension-ramp-released-label = كما تحسبه الشيفرة المنشورة
extension-ramp-released-hint = Hugging Face transformers وشيفرة مؤلفي YaRN: خطي في رقم الزوج i
extension-ramp-released-short = المنشورة
extension-ramp-paper-label = كما تكتبه الورقة
extension-ramp-paper-hint = خطي في عدد الدورات r
extension-ramp-paper-short = الورقة
extension-yarn-with-ramp = { $name } (منحدر { $ramp })
extension-lead = يُدرَّب نموذج ذو ترميز موضعي دوّار على متتاليات من L موضعًا: يُدار الزوج { $i } من كل استعلام ومفتاح بالزاوية { $angle }، حيث { $omega }، لـ { $pos } من 0 إلى { $last }. هنا { $d } هو **بُعد الرأس**، أي طول استعلام رأس انتباه واحد ومفتاحه، لا عرض النموذج: في LLaMA 7B يُقسَم { $dmodel } على 32 رأسًا، فيكون { $head } و64 زوجًا (نماذج LLaMA الأكبر أعرض وفيها رؤوس أكثر، كل منها أيضًا { $head }). اسأل النموذج الآن عن موضع بعد L. ما زالت الصيغة تعطي زاوية، لكن زوجًا بطيئًا قد يشير إلى اتجاه لم يشر إليه قط في التدريب، ولم يتعلّم النموذج قط ما يعنيه ذلك الاتجاه. الوصفات أدناه تمطّ الترددات كي يبدو سياق أطول { $s } مرة، { $target }، أقرب إلى ما رآه النموذج.
extension-seen-rule = ما يراه q·k من زوج هو اتجاهه على الدائرة، والدوران بمقدار { $turn } يشير حيث يشير الدوران بمقدار { $x }. لذا يكون الزوج قد **رأى** اتجاهًا إذا أداره التدريب إليه. في التدريب مسح قوس الاتجاهات من 0 إلى أكبر زاوية له { $largest }: كل الاتجاهات، إن كانت تلك الزاوية { $full } على الأقل (أتمّ الزوج دورة كاملة). وإلا فعلى الزاوية الجديدة { $angle }، بعد طرح دوراتها الكاملة، أن تقع داخل ذلك القوس. والزاوية الأكبر من أي زاوية في التدريب قد تعود فتشير داخل القوس بعد دورة كاملة: ولو قارنّا الزوايا الخام وحدها لعددناها غير مرئية.
extension-three-ways = ثلاث طرق لمطّ الترددات
extension-pi-title = استيفاء المواضع (Chen وآخرون، 2023)
extension-pi = { $omega } لكل زوج: وهو كقسمة كل موضع على s، فتقع المواضع حتى { $range } داخل المدى المدرَّب. والثمن: تقترب المواضع المتجاورة s مرة في كل زوج، ومنها الأزواج السريعة التي تميّز الرموز القريبة، لذا يُضبَط النموذج عادةً (fine-tuning) على المواضع المضغوطة.
extension-ntk-title = تحجيم NTK-aware (bloc97، 2023)
extension-ntk = ارفع الأساس بدلًا من ذلك: يحتفظ أسرع زوج بتردده (فقد دار مرات كثيرة على أي حال) ويُقسَم أبطؤها، { $slowest }، على s تمامًا؛ وتُبطَّأ الأزواج بينهما بقدر أقل. تبقى المواضع القريبة متمايزة كما في التدريب، لكن الأزواج الوسطى تُبطَّأ بأقل من s، فقرب نهاية { $target } قد يخرج بعضها من القوس الذي غطّاه في التدريب.
extension-yarn-title = YaRN (Peng وآخرون، 2023)
extension-yarn = احسب كم دورة أتمّ الزوج { $i } على طول التدريب، { $turns } بطول موجي { $wavelength }. الأزواج التي دارت أكثر من { $beta } مرة تحتفظ بترددها ({ $keep })، والتي دارت أقل من { $alpha } مرة تُستوفى كما في PI ({ $interpolated })، ومنحدر يمزج بين الحالتين فيما بينهما. وتُضرب الاستعلامات والمفاتيح أيضًا في { $factor }، فتكبر لوغاريتمات الانتباه بمربّعه: السياق الأطول يوزّع softmax على مفاتيح أكثر، وهذا يعيد إليه حدّته. تتفق الورقة والشيفرة المنشورة على هذا العامل (تحسبه Hugging Face بالشكل { $code } عندما s > 1 و1 في غير ذلك، وتضرب فيه cos وsin كليهما، أي q وk على السواء).
extension-yarn-bounds = تستعمل هذه الصفحة قيم الورقة لـ LLaMA: { $alpha } و{ $beta } دورة.
extension-tex-paper = الورقة:
extension-tex-released = المنشورة:
extension-yarn-forms = تشكّل الورقة والشيفرة المنشورة معها المنحدر بطريقتين مختلفتين. **الورقة** تجعل { $gamma } خطية في عدد الدورات { $r }. **الشيفرة المنشورة** (مستودع مؤلفي YaRN، وHugging Face transformers الذي يشغّل نماذج YaRN المنشورة) تجعلها خطية في رقم الزوج { $i }: { $c } هو الزوج الذي يدور r مرة على طول L، ويمتد المنحدر من الزوج { $lo } إلى الزوج { $hi }، وهما الزوجان حيث { $atBeta } و{ $atAlpha } مقرَّبين إلى الخارج (تسمّي الشيفرة { $beta } باسم { $betaFast } و{ $alpha } باسم { $betaSlow }). عندما { $ordered } تتفق الصيغتان على كل زوج خارج { $range }؛ أما داخله فقد تختلفان كثيرًا، والجملة أدناه تقول أين وبكم عند هذه الإعدادات. تستعمل هذه الصفحة الصيغة المنشورة ما لم تختر صيغة الورقة:
extension-wavelength-heading = الطول الموجي لكل زوج، المدرَّب والجديد
extension-angle-heading = الزاوية عند pos، زوجًا زوجًا
extension-learned-title = وماذا عن جدول مُتعلَّم؟
extension-learned = للجدول المطلق المُتعلَّم { $maxLen } صفًا ولا صيغة لصف بعدها، فلا شيء يُمَطّ. ما تفعله النماذج بدلًا من ذلك هو تغيير حجم الجدول وإعادة التدريب: يستوفي ViT وDeiT تضمينات المواضع المُتعلَّمة إلى الشبكة الأكبر عند ضبطهما على دقة صور أعلى، وصنع Longformer مواضعه الـ { $positions } بنسخ صفوف RoBERTa المُتعلَّمة الـ { $rows } ثماني مرات قبل مواصلة التدريب. الصفوف الجديدة نقطة بداية لذلك التدريب، لا قيم تعلّمها النموذج. أما الترميزان الدوّار والجيبي فلهما قيمة عند كل موضع أصلًا؛ والطرق أعلاه غايتها أن تصير تلك القيم مألوفة.
extension-learned-link = انظر «{ $title }»: الموضع بعد { $maxLen } لا صف له
extension-settings-label = إعدادات توسيع السياق
extension-method-label = الطريقة
extension-scale-hint = يقسم الزرّان − و+ قيمة s على اثنين أو يضاعفانها.
extension-scale-one = s = 1: طول التدريب نفسه، بلا توسيع
extension-scale-describe = s = { $s }: سياق طوله { $s } مرة طول التدريب
extension-train-hint = يقسم الزرّان − و+ قيمة L على اثنين أو يضاعفانها.
extension-train-describe = { $count ->
    [one] L = موضع واحد ({ $positions }) رآه التدريب
    [two] L = موضعان ({ $positions }) رآهما التدريب
    [few] L = { $positions } مواضع رآها التدريب
   *[other] L = { $positions } موضعًا رآها التدريب
}
extension-rounding = تُقرَّب الأطوال الموجية والدورات وγ والزوايا إلى { $digits } منازل عشرية والنصف بعيدًا عن الصفر، والترددات ω إلى 6 أرقام معنوية، والأساس وعامل الانتباه إلى 6 منازل عشرية.
extension-summary-unseen = عند pos = { $pos }، { $where ->
    [beyond] { $train ->
        [1] بعد الموضع 0، الوحيد الذي رآه التدريب
       *[other] بعد المواضع الـ { $trainCount } من 0 إلى { $last } التي رآها التدريب
    }
   *[inside] { $train ->
        [1] وهو الموضع الوحيد الذي رآه التدريب
       *[other] داخل مدى التدريب 0 … { $last }
    }
}، مع { $method } { $unseen ->
    [0] { $pairs ->
        [1] لن يشير الزوج الوحيد إلى أي اتجاه لم يشر إليه قط في التدريب.
       *[other] لن يشير أي من الأزواج الـ { $pairCount } إلى اتجاه لم يشر إليه قط في التدريب.
    }
   *[other] { $pairs ->
        [1] سيشير الزوج الوحيد إلى اتجاه لم يشر إليه قط في التدريب.
       *[other] { $unseen ->
            [1] سيشير { $unseenCount } من { $pairCount } زوجًا إلى اتجاه لم يشر إليه قط في التدريب.
           *[other] سيشير { $unseenCount } من { $pairCount } زوجًا إلى اتجاهات لم تشر إليها قط في التدريب.
        }
    }
}
extension-summary-wrapped = { $wrapped ->
    [0] لم يُتمّ أي زوج دورة كاملة في التدريب{ $inside ->
        [0] .
       *[other] ؛ ولـ { $insideCount } من الأزواج تبقى الزاوية الجديدة داخل القوس الذي غطّته.
    }
   *[other] أتمّ { $wrappedCount } من الأزواج دورة كاملة في التدريب، فكل اتجاه مألوف لها{ $inside ->
        [0] .
       *[other] ؛ ولـ { $insideCount } أخرى تبقى الزاوية الجديدة داخل القوس الذي غطّته.
    }
}
extension-summary-back = { $count ->
    [one] زوج واحد ({ $back }) يدور أبعد من أكبر زاوية مدرَّبة له، لكنه بعد طرح دوراته الكاملة يعود فيشير داخل القوس الذي غطّاه.
   *[other] { $back } من الأزواج تدور أبعد من أكبر زواياها المدرَّبة، لكنها بعد طرح دوراتها الكاملة تعود فتشير داخل الأقواس التي غطّتها.
}
extension-summary-none = { $pairs ->
    [1] { $unseen ->
        [0] من دون أي تغيير، لن يشير الزوج إلى أي اتجاه غير مرئي.
       *[other] من دون أي تغيير، سيشير الزوج إلى اتجاه غير مرئي.
    }
   *[other] من دون أي تغيير، سيفعل ذلك { $unseenCount } من { $pairCount }.
}
extension-summary-outside = { $count ->
    [one] وهذا الموضع pos ليس داخل السياق الموسَّع أيضًا: s·L = { $target } موضع، بالعدّ من 0.
   *[other] وهذا الموضع pos ليس داخل السياق الموسَّع أيضًا: s·L = { $target } من المواضع، بالعدّ من 0.
}
extension-percent = { $side ->
    [below] أقل بنسبة { $percent }% من
   *[above] أكبر بنسبة { $percent }% من
}
extension-percent-tiny = { $side ->
    [below] أقل بنسبة تقل عن { $least }% من
   *[above] أكبر بنسبة تقل عن { $least }% من
}
extension-ramp-counts = { $keep ->
    [one] زوج واحد ({ $keepCount }) يحتفظ بـ
   *[other] { $keepCount } من الأزواج تحتفظ بـ
} ω (γ = 1)، و{ $interpolated ->
    [one] زوج واحد ({ $interpolatedCount }) يُستوفى
   *[other] { $interpolatedCount } تُستوفى
} (γ = 0) و{ $blended ->
    [one] زوج واحد ({ $blendedCount }) يمزج
   *[other] { $blendedCount } تمزج
}
extension-ramp-ends = هنا c(β) = { $cBeta } وc(α) = { $cAlpha } (الزوجان اللذان يدوران β وα مرة على طول L، حيث β = { $beta } وα = { $alpha })، فيمتد المنحدر المنشور من ℓ = max(⌊{ $cBeta }⌋, 0) = { $lo } إلى h = min(⌈{ $cAlpha }⌉, { $top }) = { $hi }{ $order ->
    [equal] ؛ ℓ = h، لذا تضيف الشيفرة { $tiny } إلى h تجنبًا للقسمة على صفر.
    [backwards] ؛ ℓ > h، لذا يسير المنحدر المنشور بالعكس.
   *[ordered] .
}
extension-ramp-both = في المنشورة: { $released }؛ وفي صيغة الورقة: { $paper }.
extension-ramp-same = تعطي الصيغتان كل زوج القيمة γ نفسها، ومن ثَمّ ω′ نفسها.
extension-ramp-differ = { $count ->
    [one] تختلفان في زوج واحد، الزوج { $first }
   *[other] تختلفان في { $differing } من { $total } زوجًا، { $run ->
        [run] الأزواج { $first } … { $last }
       *[between] بين الزوج { $first } والزوج { $last }
    }
}{ $where ->
    [unchanged] ، لكن عند s = 1 لا يغيّر الاستيفاء شيئًا، فتبقى ω′ في YaRN واحدة في الحالتين.
    [there] ؛ وهناك تكون ω′ في YaRN بمنحدر الورقة { $percent } المنشورة (γ = { $paper } في صيغة الورقة، و{ $released } في المنشورة).
    [each] ؛ وفي كل منها تكون ω′ في YaRN بمنحدر الورقة { $percent } المنشورة (γ = { $paper } في صيغة الورقة، و{ $released } في المنشورة).
    [most-tied] ؛ وأكثرها عند الزوج { $pair } (وبالقدر نفسه عند { $others ->
        [one] زوج آخر ({ $othersCount })
       *[other] { $othersCount } أخرى
    })، حيث تكون ω′ في YaRN بمنحدر الورقة { $percent } المنشورة (γ = { $paper } في صيغة الورقة، و{ $released } في المنشورة).
   *[most] ؛ وأكثرها عند الزوج { $pair }، حيث تكون ω′ في YaRN بمنحدر الورقة { $percent } المنشورة (γ = { $paper } في صيغة الورقة، و{ $released } في المنشورة).
}
extension-ramp-caption = { $part ->
    [part] أول { $half } وآخر { $half } من الأزواج الـ { $pairs }
   *[all] { $count ->
        [one] الزوج الواحد ({ $pairs })
       *[other] الأزواج الـ { $pairs }
    }
} التي يختلف فيها منحدرا YaRN ({ $settings }): γ المنشورة خطية في رقم الزوج i، وγ الورقة خطية في الدورات r. كل زوج آخر يأخذ γ نفسها من الاثنين.
extension-col-pair = الزوج
extension-col-turns = الدورات { $turns }
extension-col-gamma-released = { $gamma } المنشورة
extension-col-gamma-paper = { $gamma } الورقة
extension-col-paper-against = { $omega } الورقة مقابل المنشورة
extension-signed-percent = { $sign }{ $percent }%
extension-ramp-table-label = أين يختلف منحدرا YaRN
extension-scroll-hint = الجدول أعرض من الشاشة: مرّره جانبيًا
extension-method-chosen = { $name } (المختارة)
extension-unseen-of = { $unseen } من { $pairs }
extension-methods-caption = كل طريقة عند { $pos }، { $settings }.
extension-col-method = الطريقة
extension-col-base = الأساس المستعمل
extension-col-factor = مضروب { $q } و{ $k } في
extension-col-unseen = الأزواج التي تشير إلى اتجاه غير مرئي
extension-col-target = الطول المستهدف { $target }
extension-methods-label = مقارنة الطرق الأربع
extension-chart-trained = المدرَّب (بلا تغيير)
extension-chart-train = طول التدريب { $train }
extension-chart-target = الطول المستهدف { $target }
extension-chart-x = الزوج { $i } (الأسرع أولًا)
extension-chart-y = الطول الموجي { $wavelength } (مواضع)
extension-chart-label = مخطط خطي بمقياس لوغاريتمي: الطول الموجي { $count ->
    [one] للزوج الوحيد
   *[other] لكل من الأزواج الـ { $pairs }
} كما دُرِّب{ $method ->
    [none] {""}
   *[other] { " " }ومع { $method }
}، مع خطين أفقيين عند { $train } و{ $target }.
extension-chart-one = الطول الموجي المدرَّب للزوج الوحيد { $wavelength } موضعًا.
extension-chart-range = تمتد الأطوال الموجية المدرَّبة من { $first } (الزوج 0) إلى { $last } موضعًا (الزوج { $pair }).
extension-chart-same = { $count ->
    [one] بلا تغيير يبقى الطول الموجي الجديد كما هو.
   *[other] بلا تغيير تبقى الأطوال الموجية الجديدة كما هي.
}
extension-chart-new = { $count ->
    [one] مع { $method } يصبح { $first }.
   *[other] مع { $method } تمتد من { $first } إلى { $last }.
}
extension-chart-wrapped = الزوج الذي لا يزيد طوله الموجي على { $last } أتمّ دورة كاملة في التدريب.
extension-col-trained-wavelength = الطول الموجي المدرَّب
extension-col-new-wavelength = الطول الموجي الجديد
extension-col-turns-training = الدورات في التدريب { $turns }
extension-col-yarn-gamma = { $gamma } (منحدر { $ramp })
extension-fastest-slowest = أسرع { $half } وأبطأ { $half } من { $pairs } زوجًا.
extension-chart-table-label = بيانات الطول الموجي
extension-col-omega = { $omega } كما دُرِّب
extension-col-omega-new = { $omega } الجديد
extension-col-angle = الزاوية { $angle } (راديان)
extension-col-direction = اتجاهها بعد طرح الدورات الكاملة (راديان)
extension-col-largest = أكبر زاوية مدرَّبة { $angle } (راديان)
extension-col-wrapped = أتمّ دورة في التدريب؟
extension-col-seen = رأى التدريب الاتجاه؟
extension-yes = نعم
extension-no = لا
extension-seen = مرئي
extension-unseen = غير مرئي
extension-angles-caption = { $method }: زاوية كل زوج عند { $pos }، والاتجاه الذي يشير إليه، وأكبر زاوية بلغها في التدريب ({ $train }).
extension-angles-skipped = { $count ->
    [one] الزوج 0 غير مدرج: يحتفظ بـ ω المدرَّبة (ω′ = ω) وأتمّ دورة كاملة في التدريب، فاتجاهه مرئي.
   *[other] الأزواج 0 … { $last } غير مدرجة: يحتفظ كل منها بـ ω المدرَّبة (ω′ = ω) وأتمّ دورة كاملة في التدريب، فاتجاهاتها مرئية.
} المدرج: { $part ->
    [part] أسرع { $half } وأبطأ { $half } من الأزواج { $first } … { $end }.
   *[all] الأزواج { $first } … { $end }.
}
extension-angles-label = الزوايا زوجًا زوجًا



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
learned-lead = الترميز الجيبي صيغة رياضية؛ والخيار الشائع الآخر جدول من المتجهات، صف لكل موضع، يُتعلَّم كأي وزن آخر.
learned-table-heading = ما حجم الجدول المُتعلَّم؟
learned-table-intro = للجدول المُتعلَّم { $maxLen } صفًا، في كل صف { $d } عددًا. اختر نموذجًا أو اكتب حجمًا:
learned-past-heading = موضع بعد { $maxLen }
learned-past-intro = اسأل الآن عن موضع. لا يجيب الجدول إلا عن الصفوف التي لديه؛ أما الصيغة فتجيب عن أي عدد صحيح.
learned-extrapolation-title = وجود قيمة ليس استقراءً جيدًا
learned-extrapolation = أن تكون هناك قيمة لا يعني أن النموذج يعمل جيدًا عندها. تعطي الصيغة { $pe } لأي { $pos }، لكن نموذجًا دُرِّب على متتاليات حتى طول معيّن فقط لم يرَ قط متجهات المواضع الأبعد، ولا ضمان أن يستعملها استعمالًا معقولًا: في الواقع كثيرًا ما يسوء أداء النماذج ذات الترميز الجيبي على متتاليات أطول من التي دُرِّبت عليها. «معرَّفة في كل مكان» حقيقة عن الصيغة؛ أما «تستقرئ جيدًا» فادعاء عن نموذج مدرَّب.
learned-compare-heading = كل مخططات هذه الصفحة جنبًا إلى جنب
learned-correction = تصحيح لطيف لادعاء تورده بعض النصوص: تُذكر T5 أحيانًا بين الجداول المطلقة المُتعلَّمة، ويقال أحيانًا إن لـ RoPE معاملات قابلة للتعلّم. والصحيح أن T5 تتعلّم انحيازات الموضع النسبي، وأن RoPE بلا معاملات مُتعلَّمة.
learned-sum-sinusoidal-where = المدخلات: يُضاف إلى تضمينات الرموز
learned-sum-sinusoidal-parameters = لا شيء: صيغة رياضية
learned-sum-sinusoidal-kind = مطلق (متجه لكل موضع)
learned-sum-sinusoidal-beyond = قيمة عند كل موضع، لكنها متجهات لم يرها النموذج في التدريب؛ وكثيرًا ما تنخفض الجودة
learned-sum-sinusoidal-used = المحوّل (Transformer) الأصلي (Vaswani وآخرون، 2017)؛ مرمِّز الصوت في Whisper
learned-sum-learned-where = المدخلات: يُضاف إلى تضمينات الرموز
learned-sum-learned-parameters = { $maxLen } × d، مدرَّبة؛ BERT-base: 512 × 768 = { $count }
learned-sum-learned-kind = مطلق (صف لكل موضع)
learned-sum-learned-beyond = لا شيء: لا صف بعد { $maxLen }
learned-sum-learned-used = BERT، GPT-2
learned-sum-rope-where = الاستعلامات والمفاتيح: تُدار بحسب الموضع داخل كل طبقة انتباه
learned-sum-rope-parameters = لا شيء: دورانات ثابتة
learned-sum-rope-kind = نسبي في الدرجة (q·k لا يتوقف إلا على المفتاح − الاستعلام)
learned-sum-rope-beyond = تبلغ الأزواج البطيئة زوايا لم تُرَ في التدريب؛ وعادةً تُمَطّ أولًا (انظر «سياقات أطول»)
learned-sum-rope-used = RoFormer، GPT-J، GPT-NeoX، LLaMA
learned-sum-alibi-where = درجة الانتباه: انحياز يُضاف قبل softmax
learned-sum-alibi-parameters = لا شيء: ميول تحددها قاعدة
learned-sum-alibi-kind = نسبي (المسافة فقط)
learned-sum-alibi-beyond = خط العقوبة يستمر ببساطة: لا جديد يُبحث عنه
learned-sum-alibi-used = BLOOM، MPT
learned-sum-t5-where = درجة الانتباه: انحياز يُضاف قبل softmax
learned-sum-t5-parameters = الحاويات × الرؤوس، مدرَّبة، تتشاركها كل طبقات المكدّس؛ T5-base: 32 × 12 = { $count } لكل مكدّس
learned-sum-t5-kind = نسبي (إزاحة مجمّعة في حاويات)
learned-sum-t5-beyond = تتشارك الإزاحات البعيدة الحاوية الأخيرة: عدد مُتعلَّم واحد لكل مسافة طويلة
learned-sum-t5-used = T5، mT5، Flan-T5
learned-sum-none-where = لا مكان
learned-sum-none-parameters = لا شيء
learned-sum-none-kind = لا هذا ولا ذاك: يرى الانتباه مجموعة؛ ومع ذلك يتيح القناع السببي لفكّ الترميز استنتاج الترتيب
learned-sum-none-beyond = لا حدّ موضعي يُتجاوَز
learned-sum-none-used = نماذج بحثية (Haviv وآخرون، 2022)
learned-col-scheme = المخطط
learned-col-where = أين يدخل الموضع
learned-col-parameters = معاملات الموضع
learned-col-kind = مطلق أم نسبي
learned-col-beyond = بعد طول التدريب
learned-col-used-in = يُستخدم في
learned-summary-caption = أين يضع كل مخطط الموضع، وماذا يتعلّم، وماذا يحدث بعد طول التدريب.
learned-summary-label = ملخّص مخططات الموضع
learned-presets-label = أحجام جاهزة للجدول
learned-field-max-len = { $maxLen } (الصفوف)
learned-field-width = { $d } (عرض كل صف)
learned-preset = { $model }: { $rows } × { $width }
learned-count-product = { $rows } × { $width } ={ " " }
learned-count-parameters = { $count ->
    [zero] { $parameters } معامل
    [one] معامل واحد ({ $parameters })
    [two] معاملان ({ $parameters })
    [few] { $parameters } معاملات
   *[other] { $parameters } معاملًا
}
learned-count-rest = { " " }({ $bytes } بايت في float32)، كلها مدرَّبة. الترميز الجيبي يحتاج 0.
learned-answer-table = الجدول المُتعلَّم:{ " " }
learned-answer-formula = الصيغة:{ " " }
learned-answer-missing = { $rows ->
    [1] الصف 0 فقط
   *[other] الصفوف 0 … { $last } فقط
}. الموضع { $pos } بلا صف: لا شيء يُبحث عنه.
learned-answer-present = الموضع { $pos } هو الصف { $pos } من { $rows }؛ أعداده هي ما صنعه التدريب بها (ليس في هذه الصفحة جدول مدرَّب لعرضه).
learned-answer-value = { $pe } عند { $d } معروض أدناه، كما في أي موضع آخر.{ $past ->
    [yes] { " " }لكنها قيمة، لا وعد: انظر الملاحظة تحت الجدول.
   *[no] {""}
}
learned-pe-caption-first = أول { $shown } من { $count } بُعدًا. مقرَّبة إلى 6 منازل عشرية، والنصف بعيدًا عن الصفر.
learned-pe-caption = مقرَّبة إلى 6 منازل عشرية، والنصف بعيدًا عن الصفر.
learned-pe-col-dim = البُعد
learned-pe-col-fn = الدالة
learned-pe-col-angle = الزاوية = { $angle }
learned-pe-fn = { $fn } (الزوج { $pair })



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

