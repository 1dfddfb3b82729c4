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

# The store's settings and its refusals of link and control values (web/src/shell/store.js).
setting-view-name = view (القسم)
setting-d-name = d (عرض النموذج)
setting-n-name = n (عدد المواضع)
setting-base-name = الأساس b
setting-layout-name = الترتيب (layout)
setting-offset-name = offset (الموضع الأول)
setting-pos-name = pos (الموضع)
setting-k-name = k (الإزاحة)
list-separator = { "، " }
store-why-pos-k = يبقى { $sum } بين 0 و{ $max }
store-refused-size = يجب ألا يزيد { $product } على { $max } قيمة؛ لكن القيمة المُعطاة { $n } × { $d } = { $size }. قلّل { $first } أو { $second }.
store-refused-last-position = يجب ألا يتجاوز الموضع الأخير، { $sum }، القيمة { $max }؛ لكن القيمة المُعطاة { $value }.
store-refused-k = يجب أن يكون { $name } عددًا صحيحًا من { $min } إلى { $max } كي يكون { $sum } موضعًا؛ لكن القيمة المُعطاة { $value }.
store-refused-view = يجب أن يكون { $name } إحدى القيم: { $choices }؛ لكن القيمة المُعطاة { $value }.
store-unknown-setting = { $key } ليس إعدادًا في هذه الصفحة.
store-refused-integer = يجب أن يكون { $name } عددًا صحيحًا من { $min } إلى { $max }؛ لكن القيمة المُعطاة { $value }.
store-refused-number = يجب أن يكون { $name } عددًا من { $min } إلى { $max }؛ لكن القيمة المُعطاة { $value }.
store-refused-number-above = يجب أن يكون { $name } عددًا أكبر من { $min } ولا يتجاوز { $max }؛ لكن القيمة المُعطاة { $value }.
store-refused-choice =
    يجب أن يكون { $name } { $count ->
        [2] { $either }
       *[other] إحدى القيم: { $choices }
    }؛ لكن القيمة المُعطاة { $value }.
store-refused-boolean = يجب أن يكون { $name } { $yes } أو { $no }؛ لكن القيمة المُعطاة { $value }.
store-refused-words = يجب أن يتكوّن { $name } من { $min } إلى { $max } من الكلمات يفصل بينها مسافات، ولا يتجاوز طول كل كلمة { $bytes } بايت؛ لكن القيمة المُعطاة { $value }.
store-list-ids = المعرّفات
store-refused-list = يجب أن يكون { $name } فارغًا (الكل) أو { $what } تفصل بينها فواصل، مثل { $example }؛ لكن القيمة المُعطاة { $value }.
store-refused-list-where = يجب أن يكون { $name } فارغًا (الكل) أو { $what } تفصل بينها فواصل، مثل { $example } ({ $where })؛ لكن القيمة المُعطاة { $value }.
store-refused-below = يجب أن يكون { $name } عددًا صحيحًا من { $min } إلى { $max } ({ $bound })؛ لكن القيمة المُعطاة { $value }.
store-note-fitted = ضُبط { $name } على { $value } (بدلًا من { $old }) كي { $why }.

# Refused link values and the notice (web/src/shell/claims.js).
link-value-not-used = { $message } لم تُستخدم قيمة الرابط.
notice-lead-link = تعذّر استخدام بعض القيم في هذا الرابط، فأبقت الصفحة على قيمها:
notice-lead-element = تعذّر استخدام بعض القيم في سمات هذا العنصر، فأبقى المستكشف على قيمه:
notice-changed-link =
    لعرض ما يضبطه هذا الرابط، غيّرت الصفحة { $count ->
        [one] قيمةً
       *[other] قيمًا
    } لم يضبطها الرابط:
notice-changed-section =
    لعرض هذا القسم بالقيم التي اخترتها، غيّرت الصفحة { $count ->
        [one] قيمةً
       *[other] بعض القيم
    }:
notice-dismiss = إغلاق

# The contents and the pager (web/src/shell/contents.js).
contents-position = { $index } من { $count }: { $title }
pager-previous = → { $number }. { $title }
pager-next = { $number }. { $title } ←
pager-previous-lead = القسم السابق:
pager-next-lead = القسم التالي:

# The settings panel (web/src/shell/controls-panel.js).
controls-title = إعدادات هذا القسم
controls-reset = إعادة قيم هذا القسم
controls-reset-done = أُعيدت الإعدادات إلى القيم الأولى لهذا القسم.
controls-summary-item = { $key } = { $value }
controls-summary-separator = { " · " }
setting-base-short = الأساس
setting-layout-short = الترتيب
setting-offset-short = offset
setting-layout-value =
    { $value ->
        [interleaved] متداخل
        [concatenated] متتابع
       *[other] { $value }
    }

# Presenting: fullscreen and the keyboard help (web/src/shell/presenter.js).
fullscreen = ملء الشاشة
fullscreen-exit = الخروج من ملء الشاشة
fullscreen-unavailable = ملء الشاشة غير متاح هنا ({ $reason }).
keyboard-summary = لوحة المفاتيح
keyboard-note = تعمل الاختصارات في وضع ملء الشاشة أيضًا، لكن لا تعمل ما دام التركيز في مربع نص.
keyboard-either = { $first } أو { $second }
key-page-down = Page Down
key-page-up = Page Up
keyboard-next = الخطوة التالية (المثال المحلول والبرهان)
keyboard-prev = الخطوة السابقة (المثال المحلول والبرهان)
keyboard-nextSection = القسم التالي
keyboard-prevSection = القسم السابق
keyboard-fullscreen = تشغيل ملء الشاشة أو إيقافه

# Link and Embed (web/src/shell/share.js) and copying (web/src/kit/export.js).
share-link = رابط
share-link-label = رابط: انسخ رابطًا إلى هذا القسم بقيمه الحالية
share-embed = تضمين
share-embed-label = تضمين: انسخ مقتطف iframe لهذا القسم لصفحة مقرر دراسي
share-open-full = افتح الدرس كاملًا ↗
copy-done =
    { $what ->
        [link] نُسخ الرابط.
        [embed] نُسخت شيفرة التضمين.
        [latex] نُسخت شيفرة LaTeX.
       *[other] نُسخ النص.
    }
copy-fallback-label =
    النسخ غير مسموح هنا. حدّد { $what ->
        [link] هذا الرابط
        [embed] شيفرة التضمين هذه
        [latex] شيفرة LaTeX هذه
       *[other] هذا النص
    } وانسخه ({ $keys } أو { $mac }):
copy-fallback-announce =
    النسخ غير مسموح هنا: { $what ->
        [link] الرابط
        [embed] شيفرة التضمين
        [latex] شيفرة LaTeX
       *[other] النص
    } في حقل نصي، محدَّد وجاهز للنسخ.
heatmap-row = الصف
heatmap-column = العمود
csv-column-header = { $label } { $index }

# The section frame (web/src/shell/section-driver.js).
section-kicker = القسم { $index } من { $count }
render-error-stale = { $message } لا تزال النتيجة المعروضة هي نتيجة آخر قيم صالحة.
section-start-failed = تعذّر بدء هذا القسم: { $message }

# Shared pieces of the sections (web/src/kit/section-kit.js, a11y.js, charts.js).
field-still-using = { $message } لا تزال القيمة المستخدمة { $value }.
scroll-hint = { $hint } ←
predict-check = تحقّق
predict-reveal = أرني الإجابة
table-label = جدول البيانات
table-save-csv = حفظ الجدول (CSV)
table-toggle =
    { $label } ({ $count ->
        [one] صف واحد
        [two] صفّان
        [few] { $rows } صفوف
        [many] { $rows } صفًا
       *[other] { $rows } صف
    })
chart-tooltip = { $series }: { $value }
chart-save-png = حفظ الرسم البياني (PNG)

# The heatmap (web/src/kit/heatmap.js). A section gives its own words for a count of rows or
# columns (rowsText, colsText); heatmap-count is the fallback.
heatmap-count =
    { $count ->
       *[other] { $label }: { $number }
    }
heatmap-axis-single = { $label } { $first } (الوحيد)
heatmap-axis-x = { $label } { $first } → { $last } (من اليسار إلى اليمين)
heatmap-axis-y = { $label } { $first } → { $last } (من الأعلى إلى الأسفل)
heatmap-colour =
    { $colour ->
        [orange] برتقالي
        [white] أبيض
        [purple] بنفسجي
        [dark-blue-purple] أزرق بنفسجي داكن
        [teal] أخضر مزرق
       *[yellow] أصفر
    }
heatmap-keys = تنقل مفاتيح الأسهم الخلية المحددة، وينقل Page Up وPage Down عشرة صفوف، وينتقل Home وEnd إلى العمود الأول والأخير، ويحدد Enter الصف.
heatmap-save-png = حفظ الخريطة (PNG)
heatmap-save-csv = حفظ المصفوفة (CSV)
heatmap-how-to-read = مرّر المؤشر فوق الخريطة، أو ركّز عليها واستخدم مفاتيح الأسهم، لقراءة قيمة. { $rows } × { $cols }.
heatmap-cell = { $rowLabel } { $row }، { $colLabel } { $col }: { $value }
heatmap-scale-zero = برتقالي تحت الصفر، أبيض عند الصفر، بنفسجي فوقه
heatmap-scale-range = { $lowColour } عند { $low }، و{ $midColour } عند { $mid }، و{ $highColour } عند { $high }
heatmap-label = { $title }: خريطة حرارية من { $rows } في { $cols }، ألوانها من { $low } ({ $lowColour }) مرورًا بـ { $mid } ({ $midColour }) إلى { $high } ({ $highColour }).
heatmap-caption = مقياس الألوان: { $scale }. القيم خارج { $low } … { $high } تأخذ لونَي الطرفين.

# The shared controls (web/src/kit/controls.js).
control-decrease = إنقاص { $label }
control-increase = زيادة { $label }
control-slider = منزلق { $label }
control-describe = { $label } { $value }
control-still-using = لا تزال القيمة المستخدمة: { $value }.
control-announce = { $label }: { $value }
control-slider-typed = { $value } (مكتوبة؛ يغطي المنزلق من { $min } إلى { $max })
control-range = اكتب من { $min } إلى { $max }
control-range-above = اكتب أكثر من { $min }، حتى { $max }
control-range-from = اكتب { $min } على الأقل، حتى { $max }
control-head-dimension =
    { $count ->
        [one] بُعد واحد
        [two] بُعدان
        [few] { $number } أبعاد
        [many] { $number } بُعدًا
       *[other] { $number } بُعد
    } لكل رأس: { $pairs ->
        [zero] لا أزواج مُدارة
        [one] زوج مُدار واحد
        [two] زوجان مُداران
        [few] { $pairsNumber } أزواج مُدارة
        [many] { $pairsNumber } زوجًا مُدارًا
       *[other] { $pairsNumber } زوج مُدار
    }
control-head-dimension-odd =
    { $count ->
        [one] بُعد واحد
        [two] بُعدان
        [few] { $number } أبعاد
        [many] { $number } بُعدًا
       *[other] { $number } بُعد
    } لكل رأس: { $pairs ->
        [zero] لا أزواج مُدارة
        [one] زوج مُدار واحد
        [two] زوجان مُداران
        [few] { $pairsNumber } أزواج مُدارة
        [many] { $pairsNumber } زوجًا مُدارًا
       *[other] { $pairsNumber } زوج مُدار
    } وبُعد واحد متبقٍّ (يحتاج RoPE إلى d زوجي)
control-width-one = بُعد واحد: جيب منفرد، بلا زوج من الجيب وجيب التمام
control-width =
    { $count ->
        [one] بُعد واحد
        [two] بُعدان
        [few] { $number } أبعاد
        [many] { $number } بُعدًا
       *[other] { $number } بُعد
    }: { $pairs ->
        [one] زوج واحد من الجيب وجيب التمام
        [two] زوجان من الجيب وجيب التمام
        [few] { $pairsNumber } أزواج من الجيب وجيب التمام
        [many] { $pairsNumber } زوجًا من الجيب وجيب التمام
       *[other] { $pairsNumber } زوج من الجيب وجيب التمام
    }
control-width-odd =
    { $count ->
        [one] بُعد واحد
        [two] بُعدان
        [few] { $number } أبعاد
        [many] { $number } بُعدًا
       *[other] { $number } بُعد
    }: { $pairs ->
        [one] زوج واحد من الجيب وجيب التمام
        [two] زوجان من الجيب وجيب التمام
        [few] { $pairsNumber } أزواج من الجيب وجيب التمام
        [many] { $pairsNumber } زوجًا من الجيب وجيب التمام
       *[other] { $pairsNumber } زوج من الجيب وجيب التمام
    } وجيب منفرد
control-label-d = d (عرض النموذج)
control-label-n = n (المواضع)
control-label-base = الأساس b
control-label-offset = offset (الموضع الأول)
control-label-pos = pos (الموضع)
control-label-k = k (الإزاحة)
control-label-layout = الترتيب
control-describe-n =
    { $count ->
        [one] موضع واحد
        [two] موضعان
        [few] { $number } مواضع
        [many] { $number } موضعًا
       *[other] { $number } موضع
    }
control-describe-base = الأساس { $value }
control-describe-offset = تبدأ المواضع عند { $value }
control-describe-pos = الموضع { $value }
control-describe-k =
    إزاحة بمقدار { $count ->
        [zero] { $number } مواضع
        [one] موضع واحد
        [two] موضعين
        [few] { $number } مواضع
        [many] { $number } موضعًا
       *[other] { $number } موضع
    }
control-hint-base = يقسم الزرّان − و+ على 10 أو يضربان فيها.
control-layout-interleaved = متداخل
control-layout-interleaved-hint = sin, cos, sin, cos, … (الورقة الأصلية)
control-layout-concatenated = متتابع
control-layout-concatenated-hint = كل الجيوب أولًا، ثم كل جيوب التمام

# The lab's position schemes, used by several sections (web/src/kit/schemes.js).
scheme-none-name = بلا ترميز (NoPE)
scheme-none-summary = NoPE (بلا ترميز)
scheme-none-wiring = بلا ترميز (NoPE) لا يضيف شيئًا: القناع السببي وحده يميّز موضعًا من آخر.
scheme-sinusoidal-name = جيبي
scheme-sinusoidal-summary = جيبي
scheme-sinusoidal-wiring = الجيبي يضيف الجدول الثابت { $table } إلى متجه كل رمز مرة واحدة، عند المدخل.
scheme-learned-name = مُتعلَّم
scheme-learned-summary = مطلق مُتعلَّم
scheme-learned-wiring = المُتعلَّم يضيف صفًا مدرَّبًا { $table } إلى متجه كل رمز مرة واحدة، عند المدخل؛ والصفوف التي تتجاوز طول التدريب لا تُدرَّب أبدًا.
scheme-rope-name = RoPE
scheme-rope-summary = RoPE (دوّار)
scheme-rope-wiring = RoPE يدير الاستعلامات والمفاتيح في كل رأس بحسب موضعها، في كل كتلة.
scheme-alibi-name = ALiBi
scheme-alibi-summary = ALiBi
scheme-alibi-wiring = ALiBi يضيف { $bias } إلى كل درجة انتباه، بميل ثابت { $slope } لكل رأس، في كل كتلة.
scheme-t5-name = انحياز T5
scheme-t5-summary = انحياز T5 النسبي
scheme-t5-wiring = انحياز T5 يضيف عددًا مدرَّبًا لكل رأس ولكل حاوية مسافة إلى كل درجة انتباه، بجدول واحد تتشاركه كل الكتل.

# A (sin, cos) pair on the unit circle (web/src/kit/unit-circle.js).
circle-angle = { $angle } rad
circle-angle-turns =
    { $angle } rad = { $sign }{ $turns ->
        [one] دورة واحدة
        [two] دورتان
        [few] { $whole } دورات
        [many] { $whole } دورةً
       *[other] { $whole } دورة
    } { $op } { $rest } rad
circle-angle-turns-short =
    { $angle } rad = { $sign }{ $turns ->
        [one] دورة واحدة
        [two] دورتان
        [few] { $whole } دورات
        [many] { $whole } دورةً
       *[other] { $whole } دورة
    } { $op } { $rest } rad (القوس أقصر من أن يُرسم)
circle-pos-label = pos { $pos }
circle-heading = الزوج { $pair }: البُعدان { $sin } (sin) و{ $cos } (cos)
circle-caption = { $omega }؛ تدور النقطة بمقدار { $product } = { $turn }.
circle-title = الزوج { $pair } على دائرة الوحدة: نقطة الموضع { $from } (دائرة) عند cos { $fromCos }، sin { $fromSin } تدور بمقدار { $angle } راديان إلى نقطة الموضع { $to } (مربع) عند cos { $toCos }، sin { $toSin }.


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

