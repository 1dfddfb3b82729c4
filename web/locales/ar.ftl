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
# سرد القسم وإعدادات المجموعة (practice.js وsetup.js وkeep.js وset-view.js)
practice-intro-seed = تدرّب على أعداد خاصة بك. تأتي الأسئلة من بذرة: البذرة نفسها تعطي الأسئلة نفسها على أي جهاز، لذا يمكن مشاركة المجموعة عبر رابطها، و"مجموعة جديدة" تعطي أعدادًا جديدة.
practice-intro-answers = اكتب عددًا (مثل { $example }) أو تعبيرًا مثل { $power } أو { $half } أو { $fraction }. الإجابة التي لا يمكن قراءتها تُعدّ "غير مفهومة" ولا تُحسب خاطئة. والإجابة الخاطئة التي تطابق خطأً معروفًا تسمّيه وتربط بجزء الدرس الذي يشرحه.
practice-your-set = مجموعتك
practice-score-counts = تحسب درجتك الأسئلة التي تجيب عنها إجابة صحيحة بنفسك. السؤال الذي رأيت إجابته (بزر "اعرض الإجابة" أو بالخطوات المحلولة أو بعد محاولتك الأخيرة) يُحسب غير صحيح، ويبقى كذلك عند فتح المجموعة مرة أخرى.
practice-attempts-rule =
    { $attempts ->
        [0] يقبل كل سؤال عددًا غير محدود من الإجابات المفحوصة.
        [one] يقبل كل سؤال إجابة مفحوصة واحدة: إن كانت خاطئة تُعرض إجابته ويُحسب السؤال غير صحيح. الإجابة التي لا يمكن قراءتها لا تستهلك محاولة.
       *[other] يقبل كل سؤال { $shown } من الإجابات المفحوصة على الأكثر: إذا كانت { $shown } منها خاطئة تُعرض إجابته ويُحسب السؤال غير صحيح. الإجابة التي لا يمكن قراءتها لا تستهلك محاولة.
    }
practice-fixed-set =
    { $count ->
        [one] أُعطيت لك هذه المجموعة كما هي: سؤال واحد ({ $shown }) من البذرة { $seed }، وتنجح فيها بإجابة صحيحة عن { $pass } % منها على الأقل.
       *[other] أُعطيت لك هذه المجموعة كما هي: { $shown } من الأسئلة من البذرة { $seed }، وتنجح فيها بإجابة صحيحة عن { $pass } % منها على الأقل.
    }
practice-fixed-kinds-all = أنواع الأسئلة: كل الأنواع في الدرس.
practice-fixed-kinds = أنواع الأسئلة: { $titles }.
practice-kinds-list = { $first }؛ { $rest }
practice-kinds-legend = أنواع الأسئلة، تحت القسم الذي يشرحها
practice-choose-every-kind = اختر كل الأنواع
practice-kinds-needed = تحتاج المجموعة إلى نوع واحد من الأسئلة على الأقل: يبقى هذا النوع مختارًا.
practice-field-questions = الأسئلة
practice-field-questions-name = عدد الأسئلة
practice-field-seed = البذرة
practice-field-seed-name = البذرة
practice-field-pass = علامة النجاح (%)
practice-field-pass-name = علامة النجاح
practice-new-set = مجموعة جديدة
practice-new-set-announce = مجموعة جديدة: البذرة { $seed }.
practice-cap-note = قيمة n هي { $n } (ضُبطت في قسم آخر، حيث تعدّ المواضع)؛ لمجموعة التمرين { $max } سؤالًا على الأكثر، لذا في هذه المجموعة { $max } سؤالًا.
practice-question-heading = السؤال { $number } من { $count }
practice-score = الدرجة: { $score }
practice-score-open =
    { $open ->
        [one] { $raw } من { $max } صحيحة؛ ما زال سؤال واحد ({ $shown }) مفتوحًا.
       *[other] { $raw } من { $max } صحيحة؛ ما زالت { $shown } من الأسئلة مفتوحة.
    }
practice-score-passed = { $raw } من { $max } صحيحة: ناجح (علامة النجاح { $pass } %).
practice-score-failed = { $raw } من { $max } صحيحة: غير ناجح (علامة النجاح { $pass } %).
practice-keep = احفظ إجاباتي على هذا الجهاز
practice-keep-hint = معطّل ما لم تضع علامة عليه. عندها تُحفظ إجاباتك في هذا المتصفح فقط (في تخزينه المحلي)، ولا تُرسل إلى أي مكان، وتعود عندما تفتح المجموعة نفسها مرة أخرى. وإلى أن تغلق هذا التبويب تُحفظ فيه على أي حال، فلا تضيع عند إعادة التحميل.
practice-keep-unavailable = لا يسمح هذا المتصفح للصفحة بحفظ أي شيء هنا، لذا تبقى إجاباتك إلى أن تغادر الصفحة.
practice-forget = انسَ تقدّمي
practice-kept = إجاباتك محفوظة على هذا الجهاز.
practice-keep-refused = رفض هذا المتصفح حفظ أي شيء.
practice-kept-nothing = لا شيء محفوظ على هذا الجهاز الآن.
practice-forgotten = نُسي تقدّمك: لا شيء محفوظ على هذا الجهاز.

# سؤال واحد (question.js): خانته وأزراره وأحكامه
practice-values-note = الخطوات المحلولة { practice-worked-rounding }؛ تُعرض الإجابة بعشرة أرقام معنوية وتُصحَّح بالتفاوت الذي يذكره سؤالها.
practice-worked-rounding = مقرّبة بعيدًا عن الصفر إلى 6 منازل عشرية (وما دون 0.01 إلى 6 أرقام معنوية)
practice-answer-label = إجابتك
practice-answer-form = اكتب عددًا مثل { $example } (الفاصلة العشرية “{ $sign }”، وتُقبل الأرقام العربية الهندية ٠١٢٣ والفاصلة ٫) أو تعبيرًا مثل { $expression }.
practice-check = تحقّق
practice-give-up = اعرض الإجابة
practice-show-steps = اعرض الخطوات المحلولة
practice-steps-title = الخطوات المحلولة
practice-answer-line = الإجابة: { $answer }، وتُصحَّح { $tolerance }.
practice-shown-give-up-head = استسلمت.
practice-shown-give-up = الإجابة هي { $answer }؛ والخطوات أدناه. يُحسب هذا السؤال غير صحيح.
practice-shown-steps-head = عُرضت الإجابة.
practice-shown-steps = تعطي الخطوات المحلولة الإجابة، { $answer }، لذا يُحسب هذا السؤال الآن غير صحيح.
practice-shown-attempts-head = لم تبقَ محاولات.
practice-shown-attempts =
    { $attempts ->
        [one] كانت تلك محاولتك الوحيدة ({ $shown }): الإجابة هي { $answer }، والخطوات أدناه. يُحسب هذا السؤال غير صحيح.
       *[other] كانت تلك الأخيرة من { $shown } محاولات: الإجابة هي { $answer }، والخطوات أدناه. يُحسب هذا السؤال غير صحيح.
    }
practice-attempts-left =
    { $left ->
        [one] بقيت لك محاولة واحدة ({ $shown }) في هذا السؤال.
       *[other] بقيت لك { $shown } من المحاولات في هذا السؤال.
    }
practice-too-long = الإجابة أطول من { $bytes } بايت، وهو أقصى ما تقبله هذه الخانة. اكتب عددًا واحدًا أو تعبيرًا قصيرًا.
practice-right = صحيح.
practice-right-read = قُرئت على أنها { $readAs }؛ والإجابة هي { $answer }.
practice-not-understood = غير مفهومة.
practice-not-understood-colon = غير مفهومة:
practice-nothing-marked = { $message } لم يُصحَّح شيء.
practice-nothing-marked-read = { $message } قُرئت على أنها “{ $readAs }”. لم يُصحَّح شيء.
practice-not-right = غير صحيح.
practice-read-as = قُرئت إجابتك على أنها { $readAs }.
practice-mistake-lead = تطابق خطأً معروفًا: { $name }. { $explanation }
practice-mistake-close = قريبة، لكنها لا تُحسب: { $name }. { $explanation }
practice-read-about = اقرأ عنه في { $section }.
practice-new-tab = { $title } (يُفتح في تبويب جديد)
practice-try-title = جرّب سؤالًا
practice-try-intro = سؤال عن هذا القسم بأعداد خاصة به. اكتب عددًا ({ $example }) أو تعبيرًا مثل { $power } أو { $half }.
practice-try-another = سؤال آخر
practice-try-full-set = مجموعة تمرين كاملة عن { $section } ←
practice-try-heading = سؤال

# كلمات التمارين (words.js)
practice-ordinal =
    { $count ->
       *[other] رقم { $n }
    }
practice-base = الأساس base = { $base }
practice-question = { $question } أعطِ الإجابة { $tolerance }.
practice-question-unknown = تمرين من النوع { $kind }. أعطِ الإجابة { $tolerance }.
practice-tolerance-significant = بـ { $figures } أرقام معنوية
practice-tolerance-exact = بالضبط (عددًا صحيحًا)
practice-tolerance-within = بتفاوت لا يتجاوز { $tolerance }
practice-kind-pe-exponent-name = أُسّ أحد الأبعاد
practice-kind-pe-exponent-question = في الترميز الموضعي الجيبي مع d = { $dModel } (متداخل: البعد 2i يحمل sin والبعد 2i + 1 يحمل cos للزوج i؛ وتُعدّ الأبعاد من 0)، يقسم البعد j = { $dim } الموضع على base^e. ما الأُسّ e؟
practice-kind-pe-denominator-name = مقام أحد الأبعاد
practice-kind-pe-denominator-question = نموذج مع d = { $dModel } وسياق من { $maxLen } موضعًا يستخدم الترميز الموضعي الجيبي مع { $baseWords } (متداخل، والأبعاد من 0). ما المقام base^e للبعد j = { $dim }؟
practice-kind-pe-angle-name = زاوية PE(pos, j)‎
practice-kind-pe-angle-question = نموذج مع d = { $dModel } وسياق من { $maxLen } موضعًا يستخدم الترميز الموضعي الجيبي مع { $baseWords } (متداخل، والأبعاد من 0). يقع الرمز { $token } في الجملة في الموضع pos = { $pos }، لأن المواضع تُعدّ من 0. ما زاوية البعد j = { $dim } عند ذلك الرمز، بالراديان؟
practice-kind-pe-value-name = قيمة PE(pos, j)‎
practice-kind-pe-value-question = نموذج مع d = { $dModel } وسياق من { $maxLen } موضعًا يستخدم الترميز الموضعي الجيبي مع { $baseWords } (متداخل، والأبعاد من 0). يقع الرمز { $token } في الجملة في الموضع pos = { $pos }، لأن المواضع تُعدّ من 0. ما PE(pos, { $dim })، أي قيمة البعد j = { $dim } عند ذلك الرمز؟ احتفظ بـ { $angleDecimals } منازل عشرية على الأقل من الزاوية قبل أن تأخذ جيبها أو جيب تمامها.
practice-kind-wavelength-name = الطول الموجي لزوج
practice-kind-wavelength-question = في الترميز الموضعي الجيبي مع d = { $dModel } و{ $baseWords }، تُعدّ الأزواج من 0. ما الطول الموجي للزوج i = { $pair }: كم موضعًا تحتاج زاويته لتدور دورة كاملة؟
practice-kind-pair-interleaved-name = أي زوج يحمل البعد (متداخل)
practice-kind-pair-interleaved-question = في الترتيب المتداخل (البعد 2i يحمل sin والبعد 2i + 1 يحمل cos للزوج i) مع d = { $dModel }، تُعدّ الأبعاد والأزواج من 0. إلى أي زوج i ينتمي البعد j = { $dim }؟
practice-kind-pair-concatenated-name = أي زوج يحمل البعد (متسلسل)
practice-kind-pair-concatenated-question = في الترتيب المتسلسل (tensor2tensor: جيوب كل الأزواج أولًا، ثم جيوب التمام) مع d = { $dModel }، تُعدّ الأبعاد والأزواج من 0. إلى أي زوج i ينتمي البعد j = { $dim }؟
practice-kind-shift-entry-name = عنصر من مصفوفة الإزاحة M_k
practice-kind-shift-entry-question = PE(pos + k) = M_k PE(pos) للترميز الموضعي الجيبي مع d = { $dModel } و{ $baseWords } (متداخل؛ كتلة الزوج i تعمل على (sin, cos) لذلك الزوج). عند k = { $k }، ما عنصر M_k في الصف { $row } والعمود { $col } (تُعدّ الصفوف والأعمدة من 0)؟
practice-kind-dot-product-name = PE(p) · PE(p + k)‎
practice-kind-dot-product-question = للترميز الموضعي الجيبي مع d = { $dModel } و{ $baseWords } (الزوايا بالراديان)، ما الجداء النقطي PE({ $pos }) · PE({ $posK })، أي جداء ترميزَي الموضعين { $pos } و{ $posK }؟
practice-kind-rope-rotation-name = دوران RoPE لزوج واحد
practice-kind-rope-rotation-question = يدير RoPE ببعد رأس d = { $dModel } و{ $baseWords } الزوج i من المتجه بالزاوية pos · w_i، حيث w_i = base^(-2i/d)، عكس اتجاه عقارب الساعة. يحمل الزوج i = { $pair } من استعلام القيم (x0, x1) = ({ $x0 }, { $x1 }). عند الموضع pos = { $pos }، ما { $coordinate ->
        [first] الإحداثي الأول x0′
       *[second] الإحداثي الثاني x1′
    } للزوج بعد الدوران؟
practice-kind-alibi-slope-name = ميل ALiBi لرأس
practice-kind-alibi-slope-question = لنموذج يستخدم ALiBi عدد H = { $heads } من الرؤوس، مرقّمة من h = 1 إلى { $heads } بالترتيب الذي يسرد به الكود المرجعي ميولها. ما الميل m للرأس h = { $head }؟
practice-kind-t5-bucket-name = حاوية T5 لإزاحة
practice-kind-t5-bucket-question = يضع انحياز الانتباه النسبي في T5 (ثنائي الاتجاه، { $numBuckets } حاوية، أقصى مسافة { $maxDistance }) الإزاحة key − query في حاوية. الاستعلام في الموضع { $query } ينتبه إلى المفتاح في الموضع { $key }. في أي حاوية تقع الإزاحة؟
practice-kind-pi-frequency-name = تردد تحت استيفاء المواضع
practice-kind-pi-frequency-question = نموذج RoPE ببعد رأس d = { $dModel } و{ $baseWords } يُمدَّد إلى { $scale } أضعاف طول تدريبه باستيفاء المواضع (PI). ما التردد الزاوي الجديد w_i′ للزوج i = { $pair }، بالراديان لكل موضع؟
practice-kind-ntk-frequency-name = تردد تحت التحجيم NTK-aware
practice-kind-ntk-frequency-question = نموذج RoPE ببعد رأس d = { $dModel } و{ $baseWords } يُمدَّد إلى { $scale } أضعاف طول تدريبه بالتحجيم NTK-aware. ما التردد الزاوي الجديد w_i′ للزوج i = { $pair }، بالراديان لكل موضع؟
practice-kind-fairseq-row-name = صف جدول fairseq لرمز
practice-kind-fairseq-row-question = يحجز التضمين الموضعي الجيبي في fairseq الصف 1 للحشو (padding_idx = 1). للرمز { $token } في جملة (بلا حشو قبله)، أي صف من جدول fairseq يُقرأ؟
practice-step = { $name }: { $value }
practice-step-pair = الزوج i
practice-step-isSine = جيب (1) أو جيب تمام (0)
practice-step-exponent = الأُسّ e = 2i/d
practice-step-denominator = المقام base^e
practice-step-omega = التردد الزاوي w_i (راديان لكل موضع)
practice-step-angle = الزاوية (راديان)
practice-step-angle-of-pair = زاوية الزوج { $pair }، w_i k (راديان)
practice-step-value = القيمة
practice-step-wavelength = الطول الموجي 2π/w_i (مواضع)
practice-step-cos = جيب تمام الزاوية
practice-step-sin = جيب الزاوية
practice-step-powerOfTwo = أكبر قوة للعدد اثنين n ≤ H
practice-step-slope = الميل m
practice-step-offset = الإزاحة key − query
practice-step-distance = المسافة n = |key − query|
practice-step-bucket = الحاوية
practice-step-omegaNew = التردد الزاوي الجديد w_i′
practice-step-newBase = الأساس الجديد (base · s^(d/(d − 2)))
practice-step-pos = الموضع بالعدّ من 0
practice-step-paddingRow = صف الحشو (padding_idx)
practice-step-firstRow = صف الرمز الأول (padding_idx + 1)
practice-step-row = الصف
practice-step-t5-exactBuckets = الحاويات الدقيقة لاتجاه واحد، واحدة لكل مسافة أقل من { $exactBuckets }: { $exactBuckets }
practice-step-t5-logPart = المسافة { $distance } لا تقل عن { $exactBuckets }، لذا تكبر حاويتها مع لوغاريتمها: log(n/{ $exactBuckets }) / log({ $maxDistance }/{ $exactBuckets }) · { $exactBuckets } = log({ $distance }/{ $exactBuckets }) / log({ $maxDistance }/{ $exactBuckets }) · { $exactBuckets } = { $logPart }
practice-step-t5-logBucket = { $exactBuckets } + ⌊{ $logPart }⌋ = { $logBucket }
practice-step-t5-lastBucket = آخر حاوية لاتجاه واحد: { $lastBucket }
practice-step-t5-sideBucket-capped = { $logBucket } تتجاوز آخر حاوية، لذا تُحدّ الحاوية داخل هذا الاتجاه عند { $lastBucket }: { $sideBucket }
practice-step-t5-sideBucket = { $logBucket } لا تتجاوز آخر حاوية { $lastBucket }، لذا الحاوية داخل هذا الاتجاه هي { $sideBucket }
practice-step-t5-sideStart-after = المفتاح يأتي بعد الاستعلام (النصف الأعلى من الحاويات)، لذا أول حاوية في هذا الاتجاه هي { $sideStart }
practice-step-t5-sideStart-before = المفتاح يأتي قبل الاستعلام (النصف الأدنى من الحاويات)، لذا أول حاوية في هذا الاتجاه هي { $sideStart }
practice-step-t5-bucket = الحاوية: { $sideBucket } + { $sideStart } = { $bucket }
practice-step-alibi-slopeCount-first = الرأس h = { $head } من أول n = { $powerOfTwo } رؤوس، لذا ميله في القائمة 2^(−8k/n) لقيم k من 1 إلى n: n = { $slopeCount }
practice-step-alibi-slopeCount-after = الرأس h = { $head } يأتي بعد أول n = { $powerOfTwo } رؤوس، لذا ميله في قائمة 2n من الرؤوس، 2^(−8k/(2n)) لقيم k من 1 إلى 2n: 2n = { $slopeCount }
practice-step-alibi-slopeNumber-first = مكانه k في تلك القائمة هو h = { $slopeNumber }
practice-step-alibi-slopeNumber-after = مكانه k في تلك القائمة هو العدد الفردي 2(h − n) − 1 = 2({ $head } − { $powerOfTwo }) − 1 = { $slopeNumber }
practice-step-alibi-slope = الميل m = 2^(−8·{ $slopeNumber }/{ $slopeCount }) = { $slope }

# الأخطاء التي قد تطابقها إجابة خاطئة (words.js)
practice-mistake-dimension-as-pair-name = استُخدم دليل البعد على أنه دليل الزوج
practice-mistake-dimension-as-pair-explanation = الأُسّ هو 2i/d حيث i هو الزوج (i = floor(j/2) في الترتيب المتداخل)، لا البعد j: البعدان 2i و2i + 1 يتشاركان ترددًا واحدًا.
practice-mistake-missing-two-name = base^(i/d) بدلًا من base^(2i/d)
practice-mistake-missing-two-explanation = الأُسّ هو 2i/d: فـ i يعدّ الأزواج، وكل زوج يشغل بعدين.
practice-mistake-one-based-pair-name = عُدّت الأزواج من 1
practice-mistake-one-based-pair-explanation = تُعدّ الأزواج من 0: للزوج 0 أُسّ 0 ويدور راديانًا واحدًا لكل موضع.
practice-mistake-concatenated-layout-name = الترتيب المتسلسل حيث يُقصد المتداخل
practice-mistake-concatenated-layout-explanation = المتداخل (الورقة الأصلية): البعد 2i هو الجيب و2i + 1 جيب التمام للزوج i. أما المتسلسل (tensor2tensor) فيضع كل الجيوب أولًا ثم كل جيوب التمام.
practice-mistake-interleaved-layout-name = الترتيب المتداخل حيث يُقصد المتسلسل
practice-mistake-interleaved-layout-explanation = المتسلسل (tensor2tensor): النصف الأول من الأبعاد جيوب الأزواج 0، 1، ...، والنصف الثاني جيوب تمامها، لذا الزوج هو j أو j − d/2.
practice-mistake-base-as-max-length-name = قُرئ الأساس على أنه الطول الأقصى
practice-mistake-base-as-max-length-explanation = الأساس (10,000 في الورقة الأصلية) ثابت في الصيغة، وليس طول سياق النموذج.
practice-mistake-degrees-for-radians-name = درجات بدلًا من الراديان
practice-mistake-degrees-for-radians-explanation = إجابتك هي ما تعطيه الزاوية عندما تُقرأ بالدرجات. الزوايا هنا بالراديان: اضبط الآلة الحاسبة على الراديان، ولا تحوّل الزاوية.
practice-mistake-dimension-exponent-name = base^(j/d) بدلًا من base^(2i/d)
practice-mistake-dimension-exponent-explanation = تضع إجابتك البعد j على d في الأُسّ. الأُسّ هو 2i/d حيث i = floor(j/2) هو الزوج: عند j فردي يعطي j/d جيب التمام ترددًا أبطأ من جيبه، فلا يعود الزوج يدور معًا.
practice-mistake-angle-rounded-early-name = قُرّبت الزاوية قبل أخذ جيبها أو جيب تمامها
practice-mistake-angle-rounded-early-explanation = إجابتك هي جيب أو جيب تمام زاوية مقرّبة. الزاوية الكبيرة المكتوبة بأرقام معنوية قليلة تفقد منازلها العشرية (12.35 بدلًا من 12.3456)، ويتغيّر جيبها أو جيب تمامها معها: احتفظ بمنازل الزاوية العشرية التي يطلبها السؤال، وقرّب النتيجة الأخيرة فقط.
practice-mistake-too-few-figures-name = صحيحة، لكن بأرقام أقل مما طُلب
practice-mistake-too-few-figures-explanation = تتفق إجابتك مع الإجابة الصحيحة إلى الحد الذي تصل إليه، لكن أرقامها أقل مما يطلبه السؤال. احتفظ بكل الأرقام التي يطلبها، وقرّب في النهاية فقط.
practice-mistake-one-based-position-name = عُدّت المواضع من 1
practice-mistake-one-based-position-explanation = الرمز الأول هنا في الموضع 0، لذا الرمز رقم n في الموضع n − 1.
practice-mistake-sin-cos-swapped-name = تبادل الجيب وجيب التمام
practice-mistake-sin-cos-swapped-explanation = الأبعاد الزوجية (والأول من كل زوج) تأخذ الجيب، والفردية جيب التمام.
practice-mistake-no-two-pi-name = الطول الموجي من دون 2π
practice-mistake-no-two-pi-explanation = الدورة الكاملة 2π راديان: الطول الموجي هو 2π/w_i = 2π · base^(2i/d)، لا base^(2i/d).
practice-mistake-transposed-block-name = الكتلة منقولة
practice-mistake-transposed-block-explanation = عند العمل على (sin, cos)، كتلة الزوج i في M_k هي [[cos, sin], [−sin, cos]] للزاوية w_i k: ‎+sin فوق القطر و‎−sin تحته.
practice-mistake-no-shift-name = PE(p) · PE(p) بدلًا من PE(p) · PE(p + k)
practice-mistake-no-shift-explanation = d/2 هو الجداء النقطي لترميز مع نفسه (k = 0)؛ والإزاحة k تدير كل زوج بمقدار w_i k.
practice-mistake-rotated-wrong-way-name = الدوران في الاتجاه الخاطئ
practice-mistake-rotated-wrong-way-explanation = يدور RoPE عكس اتجاه عقارب الساعة: x0' = x0 cos θ − x1 sin θ، وx1' = x0 sin θ + x1 cos θ.
practice-mistake-power-of-two-rule-name = طُبّقت قاعدة قوة الاثنين على H ليس قوة للاثنين
practice-mistake-power-of-two-rule-explanation = لا تصح m_h = 2^(−8h/H) إلا عندما يكون H قوة للعدد اثنين. وإلا فخذ الميول n لأكبر قوة للاثنين n أقل من H، ثم الميول ذات الترتيب الفردي من 2n.
practice-mistake-zero-based-head-name = عُدّت الرؤوس من 0
practice-mistake-zero-based-head-explanation = تُرقَّم الرؤوس هنا من h = 1: للرأس 1 الميل الأول في القائمة.
practice-mistake-sorted-slopes-name = رُتّبت الميول من الأكبر إلى الأصغر
practice-mistake-sorted-slopes-explanation = عندما لا يكون H قوة للاثنين، تأتي الرؤوس الإضافية بعد أول n، وتقع ميولها بين الميول الأولى: القائمة ليست تنازلية.
practice-mistake-offset-sign-name = الإزاحة بإشارة خاطئة
practice-mistake-offset-sign-explanation = الإزاحة هي key − query: المفتاح الذي يأتي بعد الاستعلام إزاحته موجبة، في النصف الأعلى من الحاويات.
practice-mistake-no-half-split-name = كل الحاويات لاتجاه واحد
practice-mistake-no-half-split-explanation = يقسم T5 ثنائي الاتجاه الحاويات إلى نصفين، نصف لكل اتجاه: 16 لكل منهما من 32، منها 8 دقيقة.
practice-mistake-all-exact-name = عُدّت كل الحاويات دقيقة
practice-mistake-all-exact-explanation = الإزاحات الصغيرة وحدها تأخذ كل منها حاوية؛ وبعدها تكبر الحاويات لوغاريتميًا حتى أقصى مسافة.
practice-mistake-multiplied-by-scale-name = الضرب في معامل التمديد بدلًا من القسمة عليه
practice-mistake-multiplied-by-scale-explanation = استيفاء المواضع يبطئ كل زوج: w_i′ = w_i / s، وهو مثل قسمة المواضع على s.
practice-mistake-base-times-scale-name = base · s بدلًا من base · s^(d/(d − 2))
practice-mistake-base-times-scale-explanation = يرفع التحجيم NTK-aware الأساس إلى base · s^(d/(d − 2))، بحيث يُقسم أبطأ زوج على s تمامًا.
practice-mistake-pi-instead-of-ntk-name = استيفاء المواضع بدلًا من التحجيم NTK-aware
practice-mistake-pi-instead-of-ntk-explanation = w_i / s هو استيفاء المواضع؛ أما التحجيم NTK-aware فيغيّر الأساس ويُبقي أسرع زوج كما كان.
practice-mistake-no-padding-offset-name = استُخدم الموضع على أنه الصف
practice-mistake-no-padding-offset-explanation = تبدأ مواضع fairseq عند padding_idx + 1 = 2: الرمز الأول يقرأ الصف 2، لا الصف 0.
practice-mistake-padding-index-only-name = أُضيف padding_idx وحده
practice-mistake-padding-index-only-explanation = تبدأ المواضع عند padding_idx + 1: أضف 2 إلى الموضع المعدود من 0، لا 1.
practice-mistake-unknown-name = زلّة غير معروفة
practice-mistake-unknown-explanation = تطابق الإجابة الخطأ { $mistake }.

# مجموعة الصف للمعلّمين (class-set.js)
practice-class-summary = للمعلّمين: مجموعة صف مع مفتاح الإجابات
practice-class-intro = ورقة تمرين لكل طالب، لكل منها بذرتها، ومفتاح إجابات بالخطوات المحلولة، في مهمة طباعة واحدة (A4 أو Letter)؛ أو المفتاح ملفًا بصيغة CSV. رابط الورقة يفتح الأسئلة نفسها في هذا القسم.
practice-class-seed = بذرة الصف
practice-class-seed-name = بذرة الصف
practice-class-students = الطلاب (الأوراق)
practice-class-students-name = عدد الطلاب
practice-class-count = الأسئلة في كل ورقة
practice-class-count-name = عدد الأسئلة
practice-class-kinds = أنواع الأسئلة (بلا علامة: كل الأنواع)
practice-class-names = الأسماء (اختيارية، اسم في كل سطر)
practice-class-names-hint = الأوراق التي بلا اسم فيها سطر لكتابته.
practice-class-too-many-names = { $names } أسماء لـ { $students } طلاب: ارفع الطلاب إلى { $names } (على الأكثر { $max }) أو احذف أسماء.
practice-class-refused = تعذّر إنشاء مجموعة الصف: { $message }.
practice-class-embedded = تُطبع مجموعة الصف من صفحة الدرس نفسها (index.html?view=practice)، لا من مستكشف مضمَّن.
practice-class-printed = أُرسلت { $sheets } أوراق ومفتاح إجاباتها إلى الطابعة ({ $parts } أجزاء، كل منها يبدأ في صفحة جديدة).
practice-class-saved = حُفظ مفتاح الإجابات: { $rows } صفوف، صف لكل ورقة وسؤال.
practice-class-print = اطبع مجموعة الصف
practice-class-csv = مفتاح الإجابات بصيغة CSV
practice-class-csv-label = احفظ مفتاح الإجابات بصيغة CSV
practice-class-csv-file = مفتاح الإجابات بذرة الصف { $seed }
practice-class-key-rounding = الأعداد في المفتاح { practice-worked-rounding }؛ ومفتاح CSV يحمل كل إجابة كاملة.
practice-sheet-title = تمرين الترميز الموضعي: الورقة { $number } من { $count }
practice-sheet-name = الاسم: { $name }
practice-sheet-name-blank = الاسم: { $blank }
practice-sheet-blank = سطر فارغ
practice-sheet-seed = بذرة الورقة { $seed }
practice-sheet-check = تحقّق من إجاباتك على { $link }
practice-sheet-work = مساحة للحل
practice-sheet-answer = الإجابة:
practice-key-title = مفتاح الإجابات: الورقة { $number }
practice-key-title-named = مفتاح الإجابات: الورقة { $number }، { $name }
practice-key-question = { $kind }. { $question }
practice-key-answer = الإجابة: { $answer }
practice-key-answer-line = { $answer }، { $tolerance }
practice-csv-sheet = الورقة
practice-csv-name = الاسم
practice-csv-seed = البذرة
practice-csv-question = السؤال
practice-csv-kind = النوع
practice-csv-question-text = نص السؤال
practice-csv-answer = الإجابة
practice-csv-tolerance = التفاوت

# كلمات تحتاجها الصفحة قبل تحميل كود التمرين (section.js)
words-practice-seed = البذرة (مجموعة التمرين)
words-practice-kinds = kinds (أنواع التمارين)
words-practice-kinds-what = معرّفات الأنواع
words-practice-kinds-where = مربعات قسم التمرين تسرد كل الأنواع
words-practice-pass = علامة النجاح (%)
words-practice-attempts = attempts (الإجابات المفحوصة لكل سؤال، 0 بلا حد)
words-practice-n-refused = يجب أن يكون n (عدد أسئلة المجموعة) عددًا صحيحًا من 1 إلى { $max }؛ والقيمة المعطاة { $got }.

# صفحة تشغيل حزمة SCORM (web/scorm/launch.js وlaunch.html؛ يكتبها scripts/scorm.mjs في الحزمة)
practice-launch-title = مستكشف الترميز الموضعي: مجموعة تمرين
practice-launch-frame = مجموعة تمرين: الترميز الموضعي
practice-launch-not-recorded = لم تبدأ منصة المقرر هذا النشاط: لن تُسجَّل درجتك.
practice-launch-failed = توقفت منصة المقرر عن الاستجابة: قد لا تُسجَّل درجتك من الآن فصاعدًا.
practice-launch-no-api = لم يُعثر على منصة مقرر (لا توجد واجهة SCORM): يمكنك التمرّن، لكن لا تُسجَّل أي درجة.
practice-launch-recorded = سجّلت منصة المقرر لهذا النشاط { $percent } % ({ $status }) من قبل. العمل مرة أخرى لا يمكن إلا أن يرفعها.
practice-launch-status-passed = ناجح
practice-launch-status-failed = غير ناجح
practice-launch-status-completed = مكتمل
