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

