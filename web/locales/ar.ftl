# نصوص «مستكشف الترميز الموضعي» بالعربية. مترجمة عن en.ftl (الأصل)؛ والمسرد glossary/ar.md يحدد
# مصطلحات المجال. كل { $name } قيمة تملؤها الصفحة (عدد أو كلمة أو صيغة أو شيفرة): تبقى كلها.

## المصطلحات

-site-name = مستكشف الترميز الموضعي

# The rounding rule, written once: every message that names it refers to this term.
-rounding = إلى الأقرب، والنصف بعيدًا عن الصفر

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
language-menu-busy = يجري الآن تدريب: التبديل إلى { $language } يعيد تحميل الصفحة ويوقف التدريب. اختر { $language } مرة أخرى لتبدّل على أي حال.
page-loading = جارٍ تحميل نواة WebAssembly…
page-load-failed = تعذّر تحميل نواة WebAssembly ({ $reason }). تحقّق من الاتصال وحاول مرة أخرى؛ تحتاج هذه الصفحة إلى متصفح يدعم WebAssembly.
retry = حاول مرة أخرى
section-announced = القسم { $index } من { $count }: { $title }
printed-from = طُبع من { $link }
rounding-rule = تُقرَّب الأعداد إلى 6 منازل عشرية ({ -rounding }؛ فيُطبع { $value } على أنه { $example })، والنتيجة التي تُقرَّب إلى الصفر تُطبع بلا إشارة سالب.
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
setting-offset-name = الموضع الأول (offset)
setting-pos-name = pos (الموضع)
setting-k-name = k (الإزاحة)
list-separator = { "، " }
store-why-pos-k = يبقى { $sum } بين 0 و{ $max }
store-refused-size =
    يجب ألا يزيد { $product } على { $max ->
        [zero] { $max } قيمة
        [one] قيمة واحدة
        [two] قيمتين
        [few] { $max } قيم
        [many] { $max } قيمةً
       *[other] { $max } قيمة
    }؛ لكن القيمة المُعطاة { MATH("{0} × {1} = {2}", $n, $d, $size) }. قلّل { $first } أو { $second }.
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
# Plurals: $max is worded «{ $max } من الكلمات»; $bytes is a size in bytes, and «بايت» stays as a unit after digits.
store-refused-words = يجب أن يتكوّن { $name } من { $min } إلى { $max } من الكلمات يفصل بينها مسافات، ولا يتجاوز طول كل كلمة { $bytes } بايت؛ لكن القيمة المُعطاة { $value }.
store-list-ids = المعرّفات
store-refused-list = يجب أن يكون { $name } فارغًا (الكل) أو { $what } تفصل بينها فواصل، مثل { $example }؛ لكن القيمة المُعطاة { $value }.
store-refused-list-where = يجب أن يكون { $name } فارغًا (الكل) أو { $what } تفصل بينها فواصل، مثل { $example } ({ $where })؛ لكن القيمة المُعطاة { $value }.
store-refused-below = يجب أن يكون { $name } عددًا صحيحًا من { $min } إلى { $max } ({ MATH("{0} − 1", $bound) })؛ لكن القيمة المُعطاة { $value }.
store-note-fitted = ضُبط { $name } على { $value } (بدلًا من { $old }) كي { $why }.

# Refused link values and the notice (web/src/shell/claims.js).
link-value-not-used = { $message } لم تُستخدم قيمة الرابط.
notice-lead-link = تعذّر استخدام بعض القيم في هذا الرابط، فأبقت الصفحة على قيمها:
notice-lead-element = تعذّر استخدام بعض القيم في سمات هذا العنصر، فأبقى المستكشف على قيمه:
notice-changed-link =
    لعرض ما يضبطه هذا الرابط، غيّرت الصفحة { $count ->
        [one] قيمةً لم يضبطها الرابط:
        [two] قيمتين لم يضبطهما الرابط:
        [zero] قيمًا لم يضبطها الرابط:
        [few] قيمًا لم يضبطها الرابط:
        [many] قيمًا لم يضبطها الرابط:
       *[other] قيمًا لم يضبطها الرابط:
    }
notice-changed-section =
    لعرض هذا القسم بالقيم التي اخترتها، غيّرت الصفحة { $count ->
        [one] قيمةً
        [two] قيمتين
        [zero] بعض القيم
        [few] بعض القيم
        [many] بعض القيم
       *[other] بعض القيم
    }:
notice-dismiss = إغلاق

# A language asked for (?lang=, <pe-explorer lang>) that the module does not have (web/src/shell/locale.js).
language-unavailable = هذا الدرس غير متاح باللغة «{ $asked }»، لذا يُعرض بالعربية.

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
# A setting and its value: words (الترتيب: متداخل) as often as a symbol (d: 32), so a colon, read right to left, not an equation.
controls-summary-item = { $key }: { $value }
controls-summary-separator = { " · " }
setting-base-short = الأساس
setting-layout-short = الترتيب
setting-offset-short = الموضع الأول
setting-layout-value =
    { $value ->
        [interleaved] متداخل
        [concatenated] متسلسل
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
        [zero] { $rows } صف
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
        [zero] { $label }: { $number }
        [one] { $label }: { $number }
        [two] { $label }: { $number }
        [few] { $label }: { $number }
        [many] { $label }: { $number }
       *[other] { $label }: { $number }
    }
heatmap-axis-single = { $label } { $first } (الوحيد)
heatmap-axis-x = { $label } { MATH("{0} → {1}", $first, $last) } (من اليسار إلى اليمين)
heatmap-axis-y = { $label } { MATH("{0} → {1}", $first, $last) } (من الأعلى إلى الأسفل)
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
heatmap-how-to-read = مرّر المؤشر فوق الخريطة، أو ركّز عليها واستخدم مفاتيح الأسهم، لقراءة قيمة. { MATH("{0} × {1}", $rows, $cols) }.
heatmap-cell = { $rowLabel } { $row }، { $colLabel } { $col }: { $value }
heatmap-scale-zero = برتقالي تحت الصفر، أبيض عند الصفر، بنفسجي فوقه
heatmap-scale-range = { $lowColour } عند { $low }، و{ $midColour } عند { $mid }، و{ $highColour } عند { $high }
heatmap-label = { $title }: خريطة حرارية من { $rows } في { $cols }، ألوانها من { $low } ({ $lowColour }) مرورًا بـ { $mid } ({ $midColour }) إلى { $high } ({ $highColour }).
heatmap-caption = مقياس الألوان: { $scale }. القيم خارج المدى من { $low } إلى { $high } تأخذ لونَي الطرفين.

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
        [zero] { $number } بُعد
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
        [zero] { $number } بُعد
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
        [zero] { $number } بُعد
        [one] بُعد واحد
        [two] بُعدان
        [few] { $number } أبعاد
        [many] { $number } بُعدًا
       *[other] { $number } بُعد
    }: { $pairs ->
        [zero] لا أزواج من الجيب وجيب التمام
        [one] زوج واحد من الجيب وجيب التمام
        [two] زوجان من الجيب وجيب التمام
        [few] { $pairsNumber } أزواج من الجيب وجيب التمام
        [many] { $pairsNumber } زوجًا من الجيب وجيب التمام
       *[other] { $pairsNumber } زوج من الجيب وجيب التمام
    }
control-width-odd =
    { $count ->
        [zero] { $number } بُعد
        [one] بُعد واحد
        [two] بُعدان
        [few] { $number } أبعاد
        [many] { $number } بُعدًا
       *[other] { $number } بُعد
    }: { $pairs ->
        [zero] لا أزواج من الجيب وجيب التمام
        [one] زوج واحد من الجيب وجيب التمام
        [two] زوجان من الجيب وجيب التمام
        [few] { $pairsNumber } أزواج من الجيب وجيب التمام
        [many] { $pairsNumber } زوجًا من الجيب وجيب التمام
       *[other] { $pairsNumber } زوج من الجيب وجيب التمام
    } وجيب منفرد
control-label-d = d (عرض النموذج)
control-label-n = n (المواضع)
control-label-base = الأساس b
control-label-offset = الموضع الأول (offset)
control-label-pos = pos (الموضع)
control-label-k = k (الإزاحة)
control-label-layout = الترتيب
control-describe-n =
    { $count ->
        [zero] { $number } موضع
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
control-layout-concatenated = متسلسل
control-layout-concatenated-hint = كل الجيوب أولًا، ثم كل جيوب التمام

# The lab's position schemes, used by several sections (web/src/kit/schemes.js).
# A name is a placeable in the lab's sentences (subject, object, after «بذور» or «على»), in
# lists, labels, legends and the bias comparison. The two adjective names carry the article
# themselves: an adjective standing for its noun is definite in Arabic prose («تقدّم الجيبي على
# المُتعلَّم»، «بذور الجيبي»), and it cannot be written around the placeable («ال{ $scheme }»
# would give «الRoPE»). RoPE, ALiBi and NoPE are Latin names, which take no article, and «انحياز
# T5» is already definite by its second term; a label «الجيبي» reads as well as «جيبي».
scheme-none-name = NoPE (بلا ترميز)
scheme-none-summary = بلا ترميز (NoPE)
scheme-none-wiring = أسلوب «بلا ترميز» (NoPE) لا يضيف شيئًا: القناع السببي وحده يميّز موضعًا من آخر.
scheme-sinusoidal-name = الجيبي
scheme-sinusoidal-summary = جيبي
scheme-sinusoidal-wiring = الجيبي يضيف الجدول الثابت { $table } إلى متجه كل رمز مرة واحدة، عند المدخل.
scheme-learned-name = المُتعلَّم
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
# Plurals: 1 and 2 turns keep their numeral, as a unit after digits does («1 دورة»، «2 دورة»), so that the sign $sign stands before a number: «−1 دورة», never «−دورة واحدة».
circle-angle-turns =
    { $angle } rad = { $sign }{ $turns ->
        [few] { $whole } دورات
        [many] { $whole } دورةً
       *[other] { $whole } دورة
    } { $op } { $rest } rad
# Plurals: 1 and 2 turns keep their numeral, as a unit after digits does («1 دورة»، «2 دورة»), so that the sign $sign stands before a number: «−1 دورة», never «−دورة واحدة».
circle-angle-turns-short =
    { $angle } rad = { $sign }{ $turns ->
        [few] { $whole } دورات
        [many] { $whole } دورةً
       *[other] { $whole } دورة
    } { $op } { $rest } rad (القوس أقصر من أن يُرسم)
circle-pos-label = pos { $pos }
circle-heading = الزوج { $pair }: البُعدان { $sin } (sin) و{ $cos } (cos)
circle-caption = { MATH("ω = {0}", $omega) }؛ تدور النقطة بمقدار { MATH("{0} = {1}", $product, $turn) }.
# Plurals: $angle is an angle in radians, and «راديان» stays as a unit after the number, as rad does.
circle-title = الزوج { $pair } على دائرة الوحدة: نقطة الموضع { $from } (دائرة) عند cos { $fromCos }، sin { $fromSin } تدور بمقدار { $angle } راديان إلى نقطة الموضع { $to } (مربع) عند cos { $toCos }، sin { $toSin }.


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
# Plurals: $got and $max arrive as text, so no select can choose a form: the sentence names «عدد القيم» and gives each number after it, with no noun agreeing with it.
refusal-product = { $parameter } كبيرة جدًا: عدد القيم المطلوبة دفعةً واحدة { $got }، وأقصى ما تحسبه النواة { $max }.
refusal-reordering = يجب أن تستعمل { $parameter } كلمات الجملة الأخرى نفسها، كلًّا بعدد مرّاته، بترتيب آخر.
# Plurals: $min, $max and $got arrive as text, worded «عدد كلمات … من { $min } إلى { $max }» so no noun agrees with them.
refusal-count = يجب أن يكون عدد كلمات { $parameter } من { $min } إلى { $max }؛ وعددها { $got }.
# Plurals: $max is a size in bytes, and «بايت» stays as a unit after digits.
refusal-token-length = يجب أن يكون طول كل كلمة في { $parameter } من 1 إلى { $max } بايت؛ وطول إحداها { $got }.
refusal-other = رفضت النواة { $parameter }: { $detail }


## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-why-tokensA = الجملة A
words-why-tokensB = الجملة B
why-intro-recurrent = تقرأ الشبكة التكرارية الجملة كلمةً بعد كلمة، فالترتيب جزء من طريقة عملها. أمّا المحوّل (Transformer) فينظر إلى الكلمات كلها دفعةً واحدة. هذا يجعله سريعًا، ويعني أيضًا أن طبقة انتباه بلا قناع (كما في مُرمِّز مثل BERT) لا تستطيع وحدها أن تميّز «طارد القط الفأر» من «طارد الفأر القط».
why-intro-formula = السبب في صيغة الانتباه نفسها. يُقارَن استعلام كل كلمة بمفتاح كل كلمة، وتتحول الدرجات إلى أوزان عبر softmax، ويكون الناتج مزيجًا مرجّحًا من القيم:
why-intro-set = لا شيء فيها يشير إلى موضع الكلمة. إذا خلطتَ الكلمات انتقل كل صف من { $Q } و{ $K } و{ $V } مع كلمته، فتحصل كل كلمة على الناتج نفسه تمامًا كما قبل، لكن في مكان آخر. من دون قناع يعامل الانتباه الجملة على أنها **مجموعة** من الكلمات (كيس كلمات)، لا متتالية.
# Plurals: $keys is the expression t + 1, worded «{ $keys } من المفاتيح» so no noun agrees with it.
why-intro-mask = يضيف المُفكِّك (GPT، والنموذج الصغير الذي تستطيع تدريبه في «درّبه بنفسك») **قناعًا سببيًا**: لا يجوز للكلمة في الموضع { $t } أن تنتبه إلا إلى نفسها والكلمات التي قبلها، أي ما مجموعه { $keys } من المفاتيح، ويأخذ كل مفتاح لاحق الوزن 0. هذا يكسر التناظر. الكلمة التي تنتقل ترى مجموعة أخرى من الكلمات، فيتغيّر ناتجها حتى من دون أي متجه موضع، ويمكن لمكدّس من هذه الطبقات أن يستنتج المواضع بنفسها، مثلًا بعدّ الكلمات التي جاءت قبلها: درّب Haviv وزملاؤه (2022) نماذج لغوية بهذه الطريقة، بلا ترميز موضعي، ومع ذلك تعلّمت الموضع. لكن القناع لا يُظهر الترتيب مباشرة: في طبقة واحدة يعتمد ناتج الكلمة على أيّ الكلمات تسبقها، لا على ترتيبها؛ ومن الطبقة الثانية فصاعدًا تحمل الكلمات السابقة ما استنتجته الطبقة التي تحتها من مواضعها، فقد يصبح لترتيبها أثر.
why-intro-fix = الحل هو إضافة متجه موضع إلى تضمين كل كلمة قبل أن يراه الانتباه: يصبح دخل الكلمة في الموضع { $t } هو { $sum }. الآن الكلمة نفسها في موضع آخر متجهٌ آخر، ويتغيّر ناتجها.
why-demo-heading = جرّبه: رأس انتباه واحد، وترتيبان للكلمات
why-demo-intro = في الأسفل يقرأ رأس انتباه صغير ({ $width }، بأوزان عشوائية ثابتة) الجملة A والجملة B، وهي إعادة ترتيب للكلمات نفسها. لكل كلمة يعطي الجدول أكبر فرق بين متجه ناتجها في A وفي B: أولًا بتضمينات الكلمات وحدها، ثم مع إضافة الترميز الجيبي، وكلاهما بلا قناع؛ وأخيرًا بتضمينات الكلمات وحدها تحت قناع سببي.
why-outro-title = لا شيء يُتعلَّم
why-outro = الجدول الجيبي { $P } بلا معاملات: كل عنصر فيه يُحسب من الصيغة في القسم التالي. في أثناء التدريب يتدفق التدرّج إلى تضمينات الكلمات وأوزان الانتباه، لا إلى { $P }، والجدول نفسه يصلح لجمل بأي طول.
why-preset-1-a = جلس القط على السجاد
why-preset-1-b = جلس السجاد على القط
why-preset-2-a = طارد القط الفأر
why-preset-2-b = طارد الفأر القط
why-preset-3-a = عض الكلب الرجل
why-preset-3-b = عض الرجل الكلب
why-sentences = { $first } { $second }
why-verdict-same-order = للجملة B ترتيب A نفسه، فلا شيء ينتقل: جرّب تبديل كلمتين.
why-verdict-moved =
    { $allZero ->
        [yes] من دون معلومات الموضع ومن دون قناع، تحصل كل كلمة على الناتج نفسه في الترتيبين (كل فرق يساوي { $zero }). مع إضافة الترميز تنتقل «{ $token }» من الموضع { $from } إلى الموضع { $to } ويتغيّر ناتجها بما يصل إلى { $difference }.
       *[no] مع إضافة الترميز تنتقل «{ $token }» من الموضع { $from } إلى الموضع { $to } ويتغيّر ناتجها بما يصل إلى { $difference }.
    }
why-verdict-stayed-kept = الكلمات التي تبقى في مكانها، مثل «{ $token }»، تحتفظ بناتجها.
why-verdict-stayed-more = الكلمات التي تبقى في مكانها تتغيّر هي أيضًا: «{ $token }» (في الموضع { $position } في الجملتين) تتغيّر بمقدار { $difference }، أكثر من «{ $moved }» التي انتقلت ({ $movedDifference }). كل ناتج يمزج الكلمات كلها، والكلمات الأخرى انتقلت.
why-verdict-stayed-less = الكلمات التي تبقى في مكانها تتغيّر هي أيضًا، «{ $token }» بمقدار { $difference }: كل ناتج يمزج الكلمات كلها، والكلمات الأخرى انتقلت.
why-mask-kept-all = مع قناع سببي ومن دون ترميز بعدُ، تحتفظ هنا كل كلمة انتقلت بناتجها ({ $zero }).
why-mask-changed = مع قناع سببي ومن دون ترميز بعدُ، تتغيّر «{ $token }» بما يصل إلى { $difference }: في الموضع { $from } من A ترى { $seenA ->
        [zero] { $seenA } كلمة
        [one] كلمة واحدة
        [two] كلمتين
        [few] { $seenA } كلمات
        [many] { $seenA } كلمةً
       *[other] { $seenA } كلمة
    }، وفي الموضع { $to } من B ترى { $seenB ->
        [zero] { $seenB } كلمة
        [one] كلمة واحدة
        [two] كلمتين
        [few] { $seenB } كلمات
        [many] { $seenB } كلمةً
       *[other] { $seenB } كلمة
    }.
why-mask-kept-first = «{ $token }» تأتي أولًا في الترتيبين ولا ترى إلا نفسها، فتحتفظ بناتجها ({ $zero }).
why-mask-kept-same = «{ $token }» (في الموضع { $position } في الجملتين) تحتفظ بناتجها ({ $zero }): الكلمات التي قبلها هي نفسها في الترتيبين، والقناع يخبر الكلمة بأيّ الكلمات جاءت قبلها، لا بترتيبها.
why-table-caption = الجملة A: «{ $a }». الجملة B: «{ $b }».
why-col-word = الكلمة
why-col-position-a = الموضع في A
why-col-position-b = في B
why-col-difference = فرق ناتجها بين A وB
why-col-without-pe = بلا ترميز موضعي
why-col-with-pe = مع ترميز موضعي
why-col-causal = قناع سببي، بلا ترميز
# After a word that moved, in the table (the leading space is kept in quotes).
why-moved = {" "}(انتقلت)
why-weights-off = من دون ترميز موضعي
why-weights-on = مع الترميز الموضعي
why-weights-causal = مع قناع سببي، من دون ترميز موضعي
why-weights-caption =
    { $view ->
        [on] الجملة { $name }، مع الترميز الموضعي
        [causal] الجملة { $name }، مع قناع سببي، من دون ترميز موضعي
       *[off] الجملة { $name }، من دون ترميز موضعي
    }
why-weights-corner = الاستعلام ↓ المفتاح →
why-weights-region = أوزان الانتباه، الجملة { $name }
why-run = قارن الترتيبين
why-presets-label = أزواج جمل للتجربة
why-label-a = الجملة A
why-label-b = الجملة B (الكلمات نفسها بترتيب آخر)
why-hint = تُفصل الكلمات عند المسافات، وتُحوَّل الحروف اللاتينية إلى صغيرة. حتى 64 كلمة.
why-pick = أو اختر مثالًا:
why-empty = اكتب جملة في كلا المربعين.
why-differences-region = فروق الناتج لكل كلمة
why-differences-note = الفرق هو أكبر فرق مطلق بين متجهَي الناتج، مقرّبًا إلى 6 منازل عشرية ({ -rounding }). القيم الأصغر من 1e-15 تقريبًا ضجيج تقريب في الفاصلة العائمة، وتُكتب { $zero }.
why-weights-heading = أوزان الانتباه نفسها
why-weights-text = كل صف كلمة واحدة (الاستعلام)، ويبيّن مقدار انتباهها إلى كل كلمة (المفاتيح)؛ مجموع كل صف 1. من دون الترميز يحمل جدول B أرقام جدول A نفسها، بصفوف وأعمدة معاد ترتيبها. ومعه تتغيّر الأرقام نفسها. تحت القناع السببي يأخذ كل مفتاح بعد الاستعلام الوزن 0، فتوزّع كل كلمة وزنها على نفسها والكلمات التي قبلها: الكلمة الأولى تعطي نفسها الوزن كله.
why-weights-choice = اعرض الأوزان
why-weights-note =
    الأوزان مقرّبة إلى { $digits ->
        [zero] أعداد صحيحة
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $digits } منازل عشرية
        [many] { $digits } منزلةً عشرية
       *[other] { $digits } منزلة عشرية
    } ({ -rounding })؛ الخلية الأغمق وزن أكبر.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# Plurals: $d is the symbol d, worded «{ $d } من الأعداد» so no noun agrees with it.
formula-intro = يعطي المحوّل (Transformer) الأصلي كل موضع متجهًا فيه { $d } من الأعداد مبنيًا من دوال الجيب وجيب التمام. تأتي الأبعاد أزواجًا: عضوا الزوج { $i } يستعملان التردد نفسه، أحدهما عبر جيب والآخر عبر جيب تمام.
formula-symbol-pos = { $pos }: موضع الرمز، ويُعدّ هنا من 0 (بعض الكتب تعدّ من 1).
formula-symbol-d = { $d }: عرض النموذج ({ $dModel })، أي طول كل متجه تضمين. يصلح { $d } فرديٌّ أيضًا: يكون البُعد الأخير عندئذ جيبًا بلا جيب تمامه.
formula-symbol-i = { $i }: **دليل الزوج**، من { $first } إلى { $last }. وليس دليل البُعد: البُعد { $j } ينتمي إلى الزوج { $pairOfJ }، فالبُعدان 4 و5 كلاهما في الزوج 2.
formula-symbol-b = { $b }: **الأساس**، وقيمته 10000 في الورقة الأصلية. يحدّد مدى بطء دوران الزوج الأخير.
formula-slips-title = هفوتان شائعتان، نصحّحهما بلطف
formula-slip-exponent = تكتب بعض النصوص الأُسّ على صورة { $jOverD } حيث { $j } دليل البُعد. لجيب الزوج { $i } (البُعد الزوجي { $even }) هذا هو العدد نفسه { $exponent }، لكن جيب تمامه (البُعد { $odd }) يأخذ عندئذ الأُسّ { $wrongExponent }: ترددًا أبطأ من تردد جيبه، فلا يعود الزوج يتشارك ترددًا واحدًا. مع { $d4 } و{ $pos3 } تكون القيمة الثانية { $wrong } بدلًا من { $right }.
formula-slip-base = تسمّي بعض النصوص { $b } الطولَ الأقصى للمتتالية، { $maxLength }. وهو ليس حدًّا للطول: للصيغة قيمة عند كل موضع، بما في ذلك الموضع 10001 والموضع عشرة ملايين. ما يتحكّم فيه { $b } هو مدى بطء دوران الزوج الأخير: عندما يكون { $d } زوجيًا يكون طوله الموجي { $last }، أي أقل من { $upper } بعامل { $factor }.
formula-pairs-heading = إلى أيّ زوج ينتمي كل بُعد؟
formula-pairs-intro = من أجل قيمة { $d } الحالية (غيّرها في الأعلى)، هذا كل بُعد مع زوجه ودالته، بالترتيب المتداخل الذي في الورقة.
formula-ladder-heading = سُلَّم من الأطوال الموجية
# Plurals: $omega and $wavelength are formulas (ω_i = …, λ_i = …), so «راديان» and «موضعًا» follow a symbol, not a count.
formula-ladder-text = يدور الزوج { $i } بمقدار { $omega } راديان لكل موضع، فطوله الموجي { $wavelength } موضعًا. كل زوج أبطأ من الذي قبله بالعامل نفسه { $factor }: تشكّل الأطوال الموجية متتالية هندسية، أي خطًا مستقيمًا على المحور اللوغاريتمي في الأسفل. تمتد من { $first } للزوج 0 إلى { $last } للزوج الأخير: { $lastEven } عندما يكون { $d } زوجيًا. وهذا أقل من { $upper } بالعامل { $factor }، وأقل منه بكثير عندما يكون { $d } صغيرًا. (بعض التطبيقات، ومنها tensor2tensor، تباعد الأزواج بحيث يبلغ الأخير { $upper } تمامًا؛ انظر القسم الأخير.)
formula-binary-heading = العدّ بالنظام الثنائي، لكن بسلاسة
formula-binary-bits = اكتب المواضع بالنظام الثنائي وراقب البتات. ينقلب البت الأدنى عند كل خطوة، والذي يليه كل خطوتين، والذي يليه كل 4 خطوات: كل بت موجة مربعة أبطأ مرتين من التي قبلها، ومعًا تميّز كل المواضع بعضها من بعض.
formula-binary-sines = تلعب أزواج الجيب اللعبة نفسها بموجات سلسة. كل زوج أبطأ من الذي قبله بالعامل { $factor } بدلًا من 2، والجيب لا يقفز أبدًا، فتحصل المواضع المتجاورة على متجهات متجاورة.
formula-pairs-caption = { MATH("d = {0}", $d) }
formula-pairs-caption-part = { MATH("d = {0}", $d) }: أول { $shown } من { $total ->
        [zero] { $total } بُعد
        [one] بُعد واحد
        [two] بُعدين
        [few] { $total } أبعاد
        [many] { $total } بُعدًا
       *[other] { $total } بُعد
    }
formula-row-dimension = البُعد { $j }
formula-row-pair = الزوج { $i }
formula-row-function = الدالة
formula-series-wavelength = الطول الموجي للزوج { $i } (بالمواضع)
formula-series-two-pi = { $twoPi } (الزوج 0)
formula-series-upper = { MATH("{0} = {1}", $upper, $value) } (فوق الزوج الأخير)
formula-axis-pair = دليل الزوج { $i }
formula-axis-wavelength = الطول الموجي (بالمواضع، مقياس لوغاريتمي)
formula-ladder-label = الطول الموجي لكل زوج على محور لوغاريتمي، { MATH("d = {0}", $d) }، الأساس { $base }: خط مستقيم صاعد من { $first } (الزوج 0) إلى { $last } (الزوج { $lastPair })، تحت { MATH("{0} = {1}", $upper, $value) }.
# Plurals: $first is a wavelength, at least 2π ≈ 6.28 positions, so never 0, 1 or 2.
formula-ladder-label-one = الطول الموجي للزوج الوحيد، { MATH("d = {0}", $d) }: { $first ->
        [few] { $first } مواضع
        [many] { $first } موضعًا
       *[other] { $first } موضع
    }، تحت { MATH("{0} = {1}", $upper, $value) }.
# Plurals: $first is a wavelength, at least 2π ≈ 6.28 positions, so never 0, 1 or 2.
formula-ladder-summary-d1 = مع { MATH("d = 1") } و{ MATH("b = {0}", $base) } لا يوجد زوج جيب وجيب تمام، بل جيب منفرد (الزوج 0) طوله الموجي { $first ->
        [few] { $first } مواضع
        [many] { $first } موضعًا
       *[other] { $first } موضع
    } ({ $twoPi }): لا سُلَّم هنا لنصعده.
# Plurals: $first is a wavelength, at least 2π ≈ 6.28 positions, so never 0, 1 or 2.
formula-ladder-summary-one = مع { MATH("d = {0}", $d) } و{ MATH("b = {0}", $base) } يوجد زوج واحد، الزوج 0، طوله الموجي { $first ->
        [few] { $first } مواضع
        [many] { $first } موضعًا
       *[other] { $first } موضع
    } ({ $twoPi }): لا سُلَّم هنا لنصعده.
# Plurals: $pairs is 2 or more here (formula-ladder-summary-one words one pair).
# Plurals: $first is a wavelength, at least 2π ≈ 6.28 positions, so never 0, 1 or 2.
formula-ladder-summary =
    مع { MATH("d = {0}", $d) } و{ MATH("b = {0}", $base) } { $pairs ->
        [two] يوجد زوجان
        [few] توجد { $pairs } أزواج
        [many] يوجد { $pairs } زوجًا
       *[other] يوجد { $pairs } زوج
    }{ $lone ->
        [yes] ، والأخير (الزوج { $lastPair }) جيب منفرد
       *[no] { "" }
    }. يكبر الطول الموجي من { $first ->
        [few] { $first } مواضع
        [many] { $first } موضعًا
       *[other] { $first } موضع
    } (الزوج 0) إلى { $last } (الزوج { $lastPair }، { $lastFormula })، تحت { MATH("{0} = {1}", $upper, $value) }. الطول الموجي لكل زوج يساوي { $ratio } مرة طول الزوج الذي قبله ({ $ratioFormula }).
formula-col-pair = الزوج { $i }
formula-col-exponent = الأُسّ { $exponent }
formula-col-omega = { $omega } (راديان لكل موضع)
formula-col-wavelength = الطول الموجي (بالمواضع)
formula-ladder-table = الترددات والأطوال الموجية
formula-series-bit =
    البت { $k } (ينقلب كل { $steps ->
        [one] خطوة
        [two] خطوتين
        [few] { $steps } خطوات
        [many] { $steps } خطوةً
       *[other] { $steps } خطوة
    })
formula-axis-bits = البتات من 0 (أسفل) إلى { $top } (أعلى)
formula-bits-label = البتات من 0 إلى { $lastBit } للمواضع من 0 إلى { $lastPosition }، مرسومة موجاتٍ مربعة، كل واحدة أبطأ مرتين من التي تحتها.
formula-series-sine = الزوج { $i }: الطول الموجي { $wavelength }
formula-axis-value = القيمة
formula-sines-label =
    { $pairs ->
        [one] جيب الزوج 0
        [two] جيب الزوجين 0 و{ $lastPair }
        [zero] جيب الأزواج من 0 إلى { $lastPair }
        [few] جيب الأزواج من 0 إلى { $lastPair }
        [many] جيب الأزواج من 0 إلى { $lastPair }
       *[other] جيب الأزواج من 0 إلى { $lastPair }
    } للمواضع من 0 إلى { $lastPosition }، { MATH("d = {0}", $d) }، الأساس { $base }.
formula-list-separator = {"، "}
# Plurals: $wavelengths is a list of numbers, worded «الأطوال الموجية بالمواضع: { $wavelengths }» so no noun agrees with it.
formula-binary-summary = في المخطط الثنائي ينقلب البت k من pos كل { MATH("2^k") } خطوة (1، 2، 4، 8). وفي مخطط الجيب يتباطأ جيب الزوج i بعامل { $factor } من زوج إلى الذي يليه (الأطوال الموجية بالمواضع: { $wavelengths })، بسلاسة ومن دون قفزات.
# Plurals: $wavelength is a wavelength, at least 2π ≈ 6.28 positions, so never 0, 1 or 2.
formula-binary-summary-one = في المخطط الثنائي ينقلب البت k من pos كل { MATH("2^k") } خطوة (1، 2، 4، 8). وفي مخطط الجيب، مع { MATH("d = {0}", $d) } لا يوجد إلا الزوج 0، جيب واحد طوله الموجي { $wavelength ->
        [few] { $wavelength } مواضع
        [many] { $wavelength } موضعًا
       *[other] { $wavelength } موضع
    }: السُّلَّم يحتاج إلى d أكبر.
formula-col-bits = البتات { $bits }
formula-col-sine = جيب الزوج { $i }
formula-binary-table = البتات والجيوب جنبًا إلى جنب
formula-pairs-region = الأبعاد وأزواجها
formula-bits-heading = بتات { $pos }
formula-sines-heading = جيوب الأزواج الأولى



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-steps-step = الخطوة (البُعد في المثال المحلول)
steps-intro-walk = أسهل طريقة للوثوق بالصيغة أن تحسبها بيدك. اختر موضعًا وعرضًا، ثم امشِ عبر الأبعاد واحدًا واحدًا: لكل بُعد جِد زوجه، ثم الأُسّ، ثم المقام، ثم الزاوية، وأخيرًا الجيب أو جيب التمام. السطر الأخير هو الميل: مدى سرعة تغيّر هذه القيمة حين يكبر { $pos }، { $sinSlope } و{ $cosSlope }.
steps-intro-start = القيمتان الابتدائيتان { $d } و{ $pos } مثال شائع في الكتب: صغير بما يكفي لحلّه على الورق، وكل خطوة منه مُتحقَّق منها في الأسفل.
steps-rounding-heading = التقريب، وهفوة صغيرة تقع فيها بعض النصوص
steps-rounding-text = تعطي بعض النصوص { $cut }. الأرقام صحيحة، لكنها قُطعت بدلًا من أن تُقرَّب: { $exact }، والمنزلة العشرية الخامسة 9، فالتقريب إلى أربع منازل يعطي { $rounded }. الفرق ضئيل، لكن حين تقارن أرقامك بجدول يفيدك أن تعرف القاعدة التي اتبعها الجدول.
steps-stage-pair = دليل الزوج
steps-stage-exponent = الأُسّ
steps-stage-denominator = المقام
steps-stage-angle = الزاوية
steps-stage-value = القيمة
steps-stage-derivative = الميل { $derivative }
steps-feedback-exact =
    صحيح تمامًا حتى 6 منازل عشرية: { $stage ->
        [exponent] الأُسّ
        [denominator] المقام
        [angle] الزاوية
       *[value] القيمة
    } { $truth }.
steps-feedback =
    { $verdict ->
        [very-close] قريب جدًا
        [close] قريب
       *[not-quite] ليس تمامًا
    }: قلتَ { $guess }، و{ $stage ->
        [exponent] الأُسّ
        [denominator] المقام
        [angle] الزاوية
       *[value] القيمة
    } { $truth }، بفرق { $difference }.
steps-sentences = { $first } { $second }
steps-hint-exponent = استعمل دليل الزوج { $i } لا البُعد { $j }: البُعدان { $even } و{ $odd } يتشاركان أُسًّا واحدًا.
steps-hint-denominator = ارفع { $b } إلى الأُسّ الذي في السطر السابق.
steps-hint-angle = اقسم { $pos } على المقام؛ و{ $posZero } يعطي دائمًا الزاوية 0.
steps-hint-small-sin = لزاوية صغيرة { $x } تكون { $sin } قريبة جدًا من { $x } نفسها.
steps-hint-small-cos = لزاوية صغيرة { $x } تكون { $cos } قريبة من { $approx }.
steps-hint-past-pi = الزاوية أكبر من { $pi }، فقد تكون القيمة سالبة: فكّر في الموضع الذي تقع فيه الزاوية على الدائرة.
steps-tex-odd = فردي، إذن جيب تمام
steps-tex-even = زوجي، إذن جيب
steps-tex-sine-half = نصف الجيوب
steps-tex-cosine-half = نصف جيوب التمام
steps-tex-after-value = (بعد القيمة)
steps-latex-title =
    { -site-name }: مثال محلول، { MATH("pos = {0}", $pos) }، { MATH("d = {0}", $d) }، الأساس { $base }، { $layout ->
        [concatenated] ترتيب متسلسل.
       *[interleaved] ترتيب متداخل.
    }
steps-latex-rounding = القيم مقرّبة إلى 6 منازل عشرية ({ -rounding }). يحتاج إلى { $package }.
steps-vector-title = المتجه { $vector } يمتلئ كلما تقدّمت
steps-vector-note =
    مُلئت { $shown } من { $total ->
        [zero] { $total } قيمة
        [one] قيمة واحدة
        [two] قيمتين
        [few] { $total } قيم
        [many] { $total } قيمةً
       *[other] { $total } قيمة
    }{ $window ->
        [yes] ؛ تظهر الأبعاد من { $from } إلى { $to }
       *[no] {""}
    }. للبُعد الحالي إطار سميك؛ وعلامة ? تدل على قيمة لم تُحسب بعد.
steps-table-caption =
    { $layout ->
        [concatenated]
            { $vector } مع { MATH("d = {0}", $d) }، الأساس { $base }، ترتيب متسلسل{ $limited ->
                [yes] { " " }(أول { $limit } بُعدًا)
               *[no] { "" }
            }
       *[interleaved]
            { $vector } مع { MATH("d = {0}", $d) }، الأساس { $base }، ترتيب متداخل{ $limited ->
                [yes] { " " }(أول { $limit } بُعدًا)
               *[no] { "" }
            }
    }
steps-col-pair = الزوج { $i }
steps-col-function = الدالة
steps-col-exponent = الأُسّ { $exponent }
steps-col-denominator = المقام
steps-col-angle = الزاوية
steps-col-value = القيمة
steps-col-slope = الميل { $derivative }
steps-previous = → البُعد السابق
steps-next = البُعد التالي ←
steps-predict-prompt = توقّع أولًا: احسب كل عدد (الأُسّ، المقام، الزاوية، القيمة) قبل أن يظهر
steps-keys = حين يكون التركيز على المُتنقِّل، ينقلك مفتاحا السهم الأيسر والأيمن بين الأبعاد، وينقلك Home وEnd إلى الأول والأخير.
steps-table-region = كل الأبعاد
steps-table-toggle = كل الأبعاد في جدول واحد
steps-compare-exact = القيمة الدقيقة (float64):
steps-compare-truncated = مقطوعة بعد 4 منازل عشرية (بتر):
steps-compare-rounded-4 = مقرّبة إلى 4 منازل عشرية:
steps-compare-rounded-6 = مقرّبة إلى 6 منازل عشرية، كما في هذه الصفحة:
steps-not-a-number = اكتب عددًا، مثلًا { $small } أو { $negative }.
steps-revealed =
    { $stage ->
        [exponent] الأُسّ
        [denominator] المقام
        [angle] الزاوية
       *[value] القيمة
    } { $value }.
steps-copy-latex = انسخ بصيغة LaTeX
steps-jump = انتقل إلى البُعد { $j }
steps-jump-range = من 0 إلى { $max }
steps-jump-only = البُعد { $j }، وهو الوحيد
steps-jump-describe = البُعد { $j } (من 0 إلى { $max })
steps-title =
    { $only ->
        [yes] البُعد { MATH("{0} = {1}", $j, $step) } (الوحيد)
       *[no] البُعد { MATH("{0} = {1}", $j, $step) } (من 0 إلى { $last })
    }
steps-where =
    الموضع { $pos }، { MATH("d = {0}", $d) }، الأساس { $base }، { $layout ->
        [concatenated] ترتيب متسلسل
       *[interleaved] ترتيب متداخل
    }. البُعد { $step } ينتمي إلى الزوج { MATH("i = {0}", $pair) } ويستعمل { $fn ->
        [sin] الجيب
       *[cos] جيب التمام
    }.
steps-predict-exponent = توقّعك للأُسّ { $formula }:
steps-predict-denominator = توقّعك للمقام { $formula }:
steps-predict-angle = توقّعك للزاوية { $formula }:
steps-predict-value = توقّعك لـ { $formula }:
steps-predict-done =
    { $last ->
        [yes] اكتمل البُعد { $step }: ظهرت كل الأعداد. كان هذا البُعد الأخير.
       *[no] اكتمل البُعد { $step }: ظهرت كل الأعداد. انتقل إلى البُعد التالي.
    }



## matrix
# Messages of section matrix. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# Plurals: $n and $d are the symbols n and d, worded «عدد صفوفها { $n }» and «عدد أعمدتها { $d }» so no noun agrees with them.
matrix-intro-rows = اكتب ترميز كل موضع في صف، صفًّا تحت صف، فتحصل على مصفوفة عدد صفوفها { $n } (المواضع) وعدد أعمدتها { $d } (الأبعاد). كل عمود جيبٌ أو جيبُ تمامٍ مأخوذةٌ عيّناته عند المواضع { $positions }؛ وكل صف بصمةُ موضعٍ واحد.
# Plurals: $period is the formula 2π ≈ 6.28, read «ستة فاصلة ثمانية وعشرون موضعًا»: one value, whose noun is written for it.
matrix-intro-layout = في الترتيب المتداخل الذي اعتمدته الورقة تتغيّر الأعمدة اليسرى أسرع من غيرها: البُعد 0 هو { $sinPos }، الذي يُتمّ دورة كاملة كل { $period } موضعًا. وكلما اتجهنا يمينًا دار كل زوج أبطأ، فإذا كان { $d } كبيرًا بما يكفي لم تكد الأعمدة اليمنى تتغيّر من صف إلى الذي يليه. انقر صفًّا (أو ضع التركيز على الخريطة واضغط Enter) ليصبح هو الموضع المختار.
matrix-curves-heading = أبعاد منفردة عبر المواضع
matrix-curves-text = كل عمود في المصفوفة موجة. ورسمُ بضعة أعمدة متجاورة يكشف النمط: في الترتيب المتداخل الذي اعتمدته الورقة يشترك البُعد الزوجي والبُعد الفردي الذي يليه في تردد واحد (فهما زوج)، أحدهما جيب والآخر جيب تمام، وبينهما ربع دورة. والزوج التالي أبطأ.
matrix-waves-heading = الجيب وجيب التمام عند بضعة ترددات
# Plurals: $omega is the formula ω_i = b^(−2i/d), so «راديان» follows a symbol, not a count.
matrix-waves-text = الأزواج نفسها، الجيب وجيب التمام معًا: الزوج { $i } يدور بمقدار { $omega } راديان لكل موضع. لا يرى النموذج إلا مواضع صحيحة، ولذلك تبدو الأزواج السريعة هنا متعرّجة: هذا أثر أخذ العيّنات، لا خطأ.
matrix-dims-empty = اكتب رقم بُعدٍ واحد على الأقل من 0 إلى { $max } ({ $last })، مثلًا { $example }.
# Plurals: $max is the page's 6 curves at most: «6 أبعاد».
matrix-dims-too-many = اختر { $max } أبعاد على الأكثر؛ كتبتَ { $count }.
matrix-dims-bad = يجب أن يكون كل بُعد عددًا صحيحًا من 0 إلى { $max } ({ $last })؛ كتبتَ «{ $got }».
matrix-row-chosen = الصف المؤطَّر هو الموضع المختار، { MATH("pos = {0}", $posIs) }: قيمه هي { MATH("PE({0})", $row) }.
matrix-row-outside = الموضع المختار، { $pos }، ليس بين الصفوف المعروضة (من { $first } إلى { $last })، فلا يُؤطَّر أي صف.
matrix-row-outside-one = الموضع المختار، { $pos }، ليس بين الصفوف المعروضة (وهي { $row } فقط)، فلا يُؤطَّر أي صف.
matrix-timing-computed =
    { MATH("{0} × {1} = {2}", $n, $d, $total) } { $count ->
        [zero] قيمة
        [one] قيمة
        [two] قيمتان
        [few] قيم
        [many] قيمةً
       *[other] قيمة
    }، حسبتها نواة WebAssembly في { $computeMs } ms، ورُسمت في { $drawMs } ms.
matrix-timing-drawn =
    { MATH("{0} × {1} = {2}", $n, $d, $total) } { $count ->
        [zero] قيمة
        [one] قيمة
        [two] قيمتان
        [few] قيم
        [many] قيمةً
       *[other] قيمة
    }، رُسمت في { $drawMs } ms.
matrix-dims-none = لم يُختر أي بُعد.
# Plurals: $wavelength arrives as text, worded «الطول الموجي بالمواضع { $wavelength }» so no noun agrees with it.
matrix-dim-sine = البُعد { $dim } جيبُ الزوج { $pair } (الطول الموجي بالمواضع { $wavelength })
# Plurals: $wavelength arrives as text, worded «الطول الموجي بالمواضع { $wavelength }» so no noun agrees with it.
matrix-dim-cosine = البُعد { $dim } جيبُ تمامِ الزوج { $pair } (الطول الموجي بالمواضع { $wavelength })
# Between the clauses of matrix-dims-summary's list.
matrix-clause-join = { "؛ " }
matrix-dims-summary = { $dims }. يبقى كل منحنى بين { MATH("−1") } و1؛ وكلما طال الطول الموجي كان المنحنى أبطأ.
matrix-waves-label = الجيب (خط متصل) وجيب التمام (خط متقطع) { $count ->
        [one] للزوج
        [two] للزوجين
        [zero] للأزواج
        [few] للأزواج
        [many] للأزواج
       *[other] للأزواج
    } { $pairs } بدلالة الموضع.
matrix-waves-label-none = لا يوجد زوج جيب–جيب تمام لرسمه: عندما { MATH("d = {0}", $dIs) } يكون البُعد 0 جيبًا منفردًا.
matrix-waves-summary-none = عندما يكون { MATH("d = {0}", $dIs) }، لا يوجد زوج جيب–جيب تمام لرسمه: البُعد 0 جيب منفرد.
# Plurals: $radians is ω = base^(−2i/d) as printed (6 decimals) with base > 1, so 0 ≤ ω ≤ 1: 1 at pair 0 ([one]), 0 where ω rounds to 0 ([zero]), a fraction otherwise ([other]); never 2 or more.
# Plurals: $wavelength is a wavelength, at least 2π ≈ 6.28 positions, so never 0, 1 or 2.
matrix-wave-pair = الزوج { $pair } يدور بمقدار { MATH("ω = {0}", $omegaIs) } { $radians ->
        [zero] راديان
        [one] راديان
       *[other] راديان
    } لكل موضع، أي بطول موجي قدره { $wavelength ->
        [few] { $wavelength } مواضع
        [many] { $wavelength } موضعًا
       *[other] { $wavelength } موضع
    }.
matrix-waves-styles = الجيوب خطوط متصلة، وجيوب التمام خطوط متقطعة؛ وكل جيب تمام يتقدّم على جيبه بربع طول موجي.
matrix-waves-styles-points = الجيوب خطوط متصلة بعلامات دائرية، وجيوب التمام خطوط متقطعة بمثلثات؛ وكل جيب تمام يتقدّم على جيبه بربع طول موجي.
# Between the sentences of the waves chart's summary (a space where the language puts one).
matrix-sentence-join = { " " }
matrix-heatmap-title = الترميز الموضعي، المواضع من { $first } إلى { $last } في الأبعاد من 0 إلى { $lastDim }
matrix-heatmap-row = الموضع
matrix-heatmap-col = البُعد
matrix-heatmap-cell = الموضع { $pos }، البُعد { $dim }: { $value }
matrix-dims-label = الأبعاد المراد رسمها
# Plurals: $max is the page's 6 curves at most: «6 أعداد».
matrix-dims-hint = حتى { $max } أعداد تفصل بينها فواصل (,) أو مسافات.
matrix-dims-plot = ارسم
matrix-axis-position = الموضع
matrix-axis-value = القيمة
# Plurals: $n is 401 to 131,072 here (the table lists its first 400 positions only when there are more, and n is at most 131,072), so only few, many and other occur.
matrix-table-first =
    أول { $shown } من { $n ->
        [few] { $n } مواضع
        [many] { $n } موضعًا
       *[other] { $n } موضع
    }.
matrix-curves-label = مخطط خطي للأبعاد { $dims } بدلالة الموضع من { $first } إلى { $last }.
matrix-column-position = الموضع
matrix-column-dimension = البُعد { $dim }
matrix-curves-table = قيم الأبعاد المرسومة
matrix-wave-series = الزوج { $pair } { $fn } (البُعد { $dim })
matrix-column-pair = الزوج { $pair } { $fn }
matrix-waves-table = قيم الجيوب وجيوب التمام المرسومة



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
proof-step1-title = انظر إلى زوج واحد
proof-step1-text = يشترك البُعدان { $even } و{ $odd } في تردد واحد { $omega }: فيهما جيب الزاوية نفسها وجيب تمامها. اقرأهما معًا نقطةً واحدة على دائرة الوحدة. هنا يَعُدّ { $i } الأزواجَ (0، 1، 2، …) لا الأبعاد.
proof-step2-title = متطابقتان من علم المثلثات
proof-step2-text = تبني صيغتا جمع الزوايا جيبَ مجموعٍ وجيبَ تمامه من جيبَي جزأيه وجيبَي تمامهما.
proof-step3-title = أزِح الموضع بمقدار { $k }
proof-step3-text = ضع { $alpha } و{ $beta }. كلتا القيمتين الجديدتين مجموعٌ مرجَّح للجيب القديم وجيب التمام القديم، والأوزان لا تحوي إلا { $k } و{ $omega }.
proof-step4-title = اكتبها في صورة مصفوفة
proof-step4-text = تُدير المصفوفة { $size } النقطةَ بالزاوية { $angle }. إذا كُتب الزوج بالترتيب { $sinCos } وقعت إشارة الموجب أعلى اليمين؛ والنصوص التي تكتب الزوج { $cosSin } تحصل على صورتها المرآتية. ولا يظهر الموضع { $pos } في أي مكان من المصفوفة.
proof-step5-title = كل الأزواج دفعة واحدة: { $Mk }
proof-step5-text = رُصّ الأزواج: { $Mk } قطرية الكتل، دوران واحد لكل زوج وأصفار في ما عدا ذلك. و{ $Mk } نفسها تنقل كل موضع إلى الأمام بمقدار { $k }. تلك هي خاصية الإزاحة النسبية. في الأسفل، غيّر { $pos } وراقب { $Mk } تبقى كما كانت تمامًا.
proof-step6-title = لماذا يجب أن ينتقل الزوج معًا
proof-step6-text = التطبيق خطيّ فقط على كل زوج { $sinCos } بكامله. لا توجد قاعدة، خطية كانت أم لا، تعطي { $shifted } من { $sinPos } وحده: قد يشترك موضعان في الجيب دون جيب التمام، وبعد الإزاحة يختلف جيباهما. جيب التمام يحمل النصف الآخر من المعلومة. والبحث عن قاعدة إزاحة لبُعد واحد بمفرده خلطٌ شائع.
proof-step7-title = ما الذي نكسبه من ذلك
proof-step7-text = الجداء النقطي لترميزين لا يعتمد إلا على الإزاحة { $offset }، لا على مكان الرمزين. القسم التالي يرسم ذلك.
proof-status-start = غيّر { $pos } فتبقى { $Mk } كما هي؛ غيّر { $k } فتدور كل كتلة بزاوية جديدة.
proof-status-pos = صار { $posIs } الآن { $value }: تحرّك { $pe } و{ $peShifted }، لكن { $Mk } لم تتغيّر. كتلها لا تعتمد إلا على { $k } والترددات، ولا تعتمد أبدًا على { $pos }.
proof-status-k = صار { $k } الآن { $value }: تغيّرت { $Mk }، وصارت كل كتلة تدير زوجها بمقدار { MATH("ω_i·{0}", $angle) }.
proof-status-width = { MATH("d = {0}", $dIs) }، { MATH("b = {0}", $bIs) }: ترددات جديدة، فكتل جديدة.
proof-residual-exact = أكبر قيمة لـ { $gap } على كل الأبعاد: { $f64 } في float64 و{ $f32 } في float32: المتجهان متطابقان تمامًا هنا.
proof-residual-exact-f64 = أكبر قيمة لـ { $gap } على كل الأبعاد: { $f64 } في float64 و{ $f32 } في float32. في float64 يتطابقان تمامًا هنا؛ والفرق في float32 ضجيج تقريب: المتطابقة دقيقة، والحساب ليس كذلك.
proof-residual-exact-f32 = أكبر قيمة لـ { $gap } على كل الأبعاد: { $f64 } في float64 و{ $f32 } في float32. في float32 يتطابقان تمامًا هنا؛ والفرق في float64 ضجيج تقريب: المتطابقة دقيقة، والحساب ليس كذلك.
proof-residual-noise = أكبر قيمة لـ { $gap } على كل الأبعاد: { $f64 } في float64 و{ $f32 } في float32. كلاهما ضجيج تقريب: المتطابقة دقيقة، والحساب ليس كذلك.
proof-block-label = { MATH("R(ω_{0}·k)", $block) }: كتلة دوران الزوج { $pair }
proof-step-tex-label = الخطوة بالرموز (تُمرَّر أفقيًا على الشاشة الضيقة)
proof-prev = → الخطوة السابقة
proof-next = الخطوة التالية ←
proof-copy-latex = انسخ البرهان بصيغة LaTeX
proof-step-counter = الخطوة { $index } من { $count }
proof-unchanged = بلا تغيير
proof-blocks-heading = كتل { $Mk }
proof-vector-heading = { MATH("M_k · PE({0})", $rotated) } بجانب { MATH("PE({0})", $shifted) }
# Plurals: $k is the symbol k, worded «{ $k } من المواضع» so no noun agrees with it.
proof-lead = اختارت الورقة الجيوب وجيوب التمام كي يكون التقدّم { $k } من المواضع التطبيقَ الخطي نفسه أينما بدأت. تتبّع الاشتقاق خطوةً خطوة، ثم تحقّق منه بأعداد حقيقية.
# Plurals: $pairs arrives as text, worded «عدد الأزواج … هو { $pairs }» so no noun agrees with it.
proof-blocks-note-first = عدد الأزواج عند { MATH("d = {0}", $dIs) } هو { $pairs }؛ رُسم أول { $shown } منها. وكل زوج من البقية دورانٌ أيضًا، بزاوية أصغر. على كل دائرة، النقطة المستديرة هي نقطة الزوج عند { $pos }، والمربع هو { $Mk } مطبَّقة على تلك النقطة: أي النقطة عند { $posK }.
proof-blocks-note-all = { MATH("d = {0}", $dIs) }: { $count ->
        [zero] لا أزواج، فتكون { $Mk } مصفوفة { MATH("{0} × {0}", $size) } بلا كتل دوران على قطرها.
        [one] زوج واحد، فتكون { $Mk } مصفوفة { MATH("{0} × {0}", $size) } على قطرها كتلة دوران واحدة.
        [two] زوجان، فتكون { $Mk } مصفوفة { MATH("{0} × {0}", $size) } على قطرها كتلتا دوران.
        [few] { $pairs } أزواج، فتكون { $Mk } مصفوفة { MATH("{0} × {0}", $size) } على قطرها { $pairs } كتل دوران.
        [many] { $pairs } زوجًا، فتكون { $Mk } مصفوفة { MATH("{0} × {0}", $size) } على قطرها { $pairs } كتلةَ دوران.
       *[other] { $pairs } زوج، فتكون { $Mk } مصفوفة { MATH("{0} × {0}", $size) } على قطرها { $pairs } كتلة دوران.
    } على كل دائرة، النقطة المستديرة هي نقطة الزوج عند { $pos }، والمربع هو { $Mk } مطبَّقة على تلك النقطة: أي النقطة عند { $posK }.
proof-block-angle = { $block }: الزاوية { $angle } rad
proof-dim-row = { $dim } ({ $fn }، الزوج { $pair })
proof-vectors-label = المتجهات { $pe } و{ $rotated } و{ $shifted }
proof-vectors-first = أول { $shown } من { $d ->
        [zero] { $d } بُعد
        [one] بُعد واحد
        [two] بُعدين
        [few] { $d } أبعاد
        [many] { $d } بُعدًا
       *[other] { $d } بُعد
    }.
# Plurals: $d is given as «وعددها { $d }», so no noun agrees with it.
proof-vectors-all = كل الأبعاد وعددها { $d }، مقرَّبة إلى 6 منازل عشرية ({ -rounding }).
proof-column-dimension = البُعد
proof-column-direct = { MATH("PE({0})", $shifted) } مباشرةً
proof-odd-d = { $reason }. يقرن البرهان كل جيب بجيب تمام: اختر { $d } زوجيًا
proof-tex-header = { -site-name }: برهان الإزاحة النسبية، { $values }، الأساس { $base }.
proof-tex-needs = يحتاج إلى { $package }. الأعداد مقرَّبة إلى 6 منازل عشرية ({ -rounding }).
proof-tex-step = الخطوة { $index }: { $title }
proof-tex-no-numbers = لا أعداد: { $reason }
proof-tex-with-numbers = بالأعداد: { $values }
proof-tex-largest = أكبر فرق: { $f64 } في float64، و{ $f32 } في float32.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-similarity-maxOffset = أكبر إزاحة
similarity-lead = أظهر البرهان أن التقدّم { $k } مواضع هو الدوران نفسه أينما بدأت. ونتيجة مباشرة لذلك: الجداء النقطي لترميزين لا يرى إلا المسافة بين الموضعين.
similarity-identity-text = كل زوج { $sinCos } يُسهم بـ { $term }، لأن { $rule }. فالجداء النقطي متناظر (بدّل { $p } و{ $q } فلا يتغيّر شيء) ولا يعتمد إلا على { $offset }. ومع كثرة الأزواج يميل أيضًا إلى التناقص كلما كبرت الإزاحة، لكن على نحو غير منتظم: الأزواج السريعة تلتفّ وتعود، فيتذبذب التناقص. أما الزوج الواحد فليس معه ما يلغيه، فلا يتناقص أبدًا.
similarity-heatmap-heading = { $dot } لكل زوج من المواضع
similarity-heatmap-intro = الصف { $p } والعمود { $q } يُظهران { $dot }. عندما يكون { $d } زوجيًا يكون لكل قطر (حيث { $offset } ثابت) لون واحد: المصفوفة مصفوفة توبليتز (Toeplitz)، ثابتة على طول كل قطر. والجيب المنفرد في { $d } فردي يكسر ذلك، كما يُظهر منحنى الإزاحة في الأسفل.
similarity-profile-heading = منحنى الإزاحة { $g }
similarity-profile-intro = قراءة صف واحد من الخريطة الحرارية من قطره إلى الخارج تعطي منحنى الإزاحة { $profile }. يرسمه المخطط مرتين: بدءًا من { $zero } وبدءًا من { $atPos } (إعداد { $pos } في الأعلى). عندما يكون { $d } زوجيًا يقع المنحنيان أحدهما فوق الآخر تمامًا، مهما كان { $pos }: المنحنى لا يعتمد إلا على الإزاحة { $k }.
similarity-tokens-heading = أضِف الآن تضمينات الرموز
similarity-tokens-intro = لا يرى النموذج { $pe } وحده أبدًا: بل يرى { $x }، أي تضمين الرمز مضافًا إليه الموضع. فعّل المربع لإضافة تضمينات جملة قصيرة وانظر إلى { $gram }: اختفت الأقطار النظيفة، واختلطت بمدى تشابه الكلمات (الكلمات المكرّرة تُضيء أينما وقعت).
# The example sentence whose token embeddings are added: words separated by spaces, some of them repeated.
similarity-sentence = جلست القطة على الحصيرة لأن الحصيرة كانت دافئة وكانت القطة متعبة
similarity-odd-note = عندما يكون { $d } فرديًا يكون البُعد الأخير جيبًا منفردًا بلا جيب تمام يقترن به. وحدُّه، { $term }، يعتمد فعلًا على { $p }، ولذلك عندما يكون { $d } فرديًا يعتمد المنحنى على نقطة البدء: قارن المنحنيين في الأسفل.
similarity-heatmap-position = الموضع
similarity-heatmap-cell = { MATH("p = {0}", $pIs) }، { MATH("q = {0}", $qIs) }، الإزاحة { MATH("p − q = {0}", $offsetIs) }: { MATH("{0} ≈ {1}", $dot, $value) }
similarity-curve-from = { $g } بدءًا من { $p }
similarity-axis-offset = الإزاحة { $k }
similarity-chart-label = مخطط خطي لمنحنى الإزاحة { $g } من أجل { $k } من 0 إلى { $last }، { MATH("d = {0}", $dIs) }: منحنى متصل سميك يبدأ من { $zero } و{ $markers ->
        [triangles] منحنى متقطع بمثلثات
       *[none] منحنى متقطع
    } يبدأ من { MATH("p = {0}", $atPos) }{ $curves ->
        [same] ، وهما متطابقان أحدهما فوق الآخر
       *[differ] ، وهما مختلفان
    }.
similarity-start-none = { MATH("g(0) = {0}", $g0) }، وكذلك { $gk } عند كل { $k } بدءًا من { $zero }: عندما يكون { $dIs }، لا يوجد زوج جيب–جيب تمام، والجيب المنفرد يُضيف { $term }.
similarity-start = { MATH("g(0) = {0}", $g0) }، وهي أكبر قيمة: { $count ->
        [one] يُسهم زوج الجيب–جيب التمام الوحيد بـ
        [two] يُسهم كلٌّ من زوجَي الجيب–جيب التمام بـ
        [zero] يُسهم كل زوج جيب–جيب تمام بـ
        [few] يُسهم كل زوج جيب–جيب تمام بـ
        [many] يُسهم كل زوج جيب–جيب تمام بـ
       *[other] يُسهم كل زوج جيب–جيب تمام بـ
    } { $one }{ $odd ->
        [yes] ، وبدءًا من { $zero } يُضيف الجيب المنفرد { $term }
       *[no] {""}
    }.
similarity-range-one = عندما { $nIs } لا توجد إزاحة أخرى.
similarity-range = على المدى { MATH("k = 0 … {0}", $range) } أصغر قيمة هي { $value } عند { MATH("k = {0}", $at) }.
similarity-compare-zero = هنا { $pos } يساوي 0 أيضًا، فالمنحنيان منحنى واحد: اجعل { $pos } موضعًا آخر لتقارن.
similarity-compare-same = البدء من { MATH("p = {0}", $atPos) } بدلًا من 0 يعطي القيمة نفسها { $where ->
        [one] عند { $k0 }
       *[all] عند كل إزاحة
    } (حتى 6 منازل عشرية): المنحنيان متطابقان.
similarity-compare-differ = البدء من { MATH("p = {0}", $atPos) } يعطي بدلًا من ذلك { $value } عند { $k0 }: الجيب المنفرد في { $d } فردي يجعل المنحنى معتمدًا على { $p }.
# Between the sentences of the offset profile's summary (a space where the language puts one).
similarity-sentence-join = { " " }
similarity-table-first = أول { $shown } من { $count ->
        [zero] { $count } إزاحة
        [one] إزاحة واحدة
        [two] إزاحتين
        [few] { $count } إزاحات
        [many] { $count } إزاحةً
       *[other] { $count } إزاحة
    }.
similarity-column-from = { $g } بدءًا من { MATH("p = {0}", $p) }
similarity-profile-table = بيانات منحنى الإزاحة
similarity-tokens-refused = { $reason }. يحتاج عرض التضمينات إلى { $d } أصغر.
similarity-token-at = «{ $word }» عند الموضع { $pos }
similarity-gram-title = { $gram } حيث { $x }، { MATH("d = {0}", $dIs) }
similarity-heatmap-token = الرمز
similarity-token-cell = { MATH("{0} · {1} ≈ {2}", $row, $col, $value) }
similarity-sentence-shown = الجملة ({ $count ->
        [zero] { $tokens } رمز
        [one] رمز واحد
        [two] رمزان
        [few] { $tokens } رموز
        [many] { $tokens } رمزًا
       *[other] { $tokens } رمز
    }): { $words }
similarity-gram-summary = بعد إضافة التضمينات لم تعد الإزاحات المتساوية تعطي قيمًا متساوية: أقطار { $gram } ليست ثابتة، والكلمة نفسها في مكانين ما زالت تتطابق مع نفسها بقوة.
similarity-column-row-token = رمز الصف
similarity-gram-caption = { $gram }، float32، مقرَّبة إلى 3 منازل عشرية.
similarity-gram-table = بيانات { $gram }
similarity-tokens-toggle = أضِف تضمينات الرموز: اعرض { $gram } حيث { $x }



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
input-lead = لا يُعطى الترميز للنموذج وحده: بل يُضاف، عددًا عددًا، إلى تضمين الرمز، أي المتجه الذي يمثّل الكلمة نفسها.
# The word under E in the equation (a subscript: one short word).
input-equation-word = كلمة
input-equation-text = للمتجهين العرض نفسه { $d }، فيمكن جمعهما. التضمين يقول ما الكلمة، والترميز يقول أين هي، والمجموع يحمل الاثنين معًا. التضمينات هنا بديل ثابت شبه عشوائي عن جدول مُدرَّب (الكلمة نفسها تأخذ دائمًا المتجه نفسه)؛ أما الجزء الموضعي فهو الصيغة الحقيقية.
input-no-gradient = الجدول الجيبي ليس فيه معاملات: التدريب يغيّر التضمينات، ولا يغيّر { $pe } أبدًا.
input-rounding = تُقرَّب الأعداد إلى 6 منازل عشرية ({ -rounding }).
input-one-heading = كلمة واحدة في موضع واحد
input-two-heading = الكلمة نفسها في موضعين
input-two-heading-at = الكلمة نفسها في موضعين: { $p } و{ $q }
input-two-heading-same = الكلمة نفسها مرتين في الموضع { $p } ({ $kIs })
input-two-text = صف التضمين متطابق في الموضعين؛ لا يختلف إلا حدّ الموضع، فيختلف المدخلان. ولولاه لدخلت الكلمة في موضعيها إلى الانتباه بوصفها المتجه نفسه تمامًا.
input-same-text = عندما { $kIs } يكون الموضع الثاني هو الأول مرة أخرى: التضمين نفسه مضافًا إليه حدّ الموضع نفسه، فيتطابق المدخلان. اجعل { $k } قيمة أخرى لترى اختلافهما.
# The word the section starts with (any word of the language; the reader can type another).
input-default-word = قطة
input-word-label = الكلمة
input-word-hint = اكتب كلمة واضغط Enter. الموضع الثاني هو { $second } (يُضبط في الأعلى).
input-refused = { $reason }. يعرض هذا القسم { $d } حتى { $max }
input-quoted = «{ $word }»
input-one-label = التضمين والترميز والمدخل
input-one-caption = الكلمة { $word } في الموضع { $p }، { MATH("d = {0}", $dIs) }.
input-column-vector = المتجه
input-column-dim = البُعد { $dim }
input-row-embedding = { $e } تضمين الرمز
input-row-encoding = { $pe } الترميز الموضعي
input-row-input = { $x } مدخل النموذج
input-two-caption-same = الكلمة { $word } مرتين في الموضع { $p } ({ MATH("k = {0}", $kIs) }).
input-two-caption = الكلمة { $word } في الموضعين { $p } و{ $q } ({ MATH("k = {0}", $kIs) }).
input-row-at = { $vector } عند { $p }



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-rope-pairing = الاقتران (أيّ بُعدين يديرهما RoPE معًا)
words-rope-shift = النقل c (يُضاف إلى الموضعين كليهما)
words-rope-shift-why = يبقى { MATH("pos + c") } و { MATH("pos + Δ + c") } بين 0 و { $max }
words-rope-d = d (بُعد الرأس)
words-rope-k = Δ (الإزاحة { MATH("n − m") })
words-rope-k-range = يجب أن يكون { $name } عددًا صحيحًا من { $min } إلى { $max } حتى يكون { MATH("pos + Δ") } موضعًا؛ القيمة المُدخلة { $got }.
rope-intro = انتهى البرهان بدوران: الانتقال { $delta } من المواضع يدير كل زوج { MATH("(sin, cos)") } بزاوية { $turn } أيًّا كانت البداية. يوظّف الترميز الموضعي الدوّار (RoPE؛ Su وآخرون، RoFormer، 2021) هذا الدوران مباشرة: بدلًا من إضافة متجه موضع إلى التضمين، فإنه **يدير** الاستعلام q والمفتاح k نفسيهما، زوجًا زوجًا، بالزاوية { $angle } مع { $omega } نفسها التي في الجدول الجيبي. هنا k هو دائمًا متجه المفتاح؛ والإزاحة بين الموضعين تُسمّى { $offset }.
rope-head = يدير RoPE داخل كل رأس انتباه، لذا فإن d في هذه الصفحة هو **بُعد الرأس**، أي طول q و k في رأس واحد، لا عرض النموذج. في LLaMA 7B عرض النموذج 4096، مقسّم على 32 رأسًا، فيدير كل رأس متجهات بطول { MATH("d = 128") } (64 زوجًا).
rope-identity = لأن دورانًا بـ { $first } يتبعه معكوس دوران بـ { $second } هو دوران بـ { $result }، أي { $identity } (الدوران بـ n يؤثر في k أولًا)، فإن درجة الانتباه بين استعلام مُدار ومفتاح مُدار لا ترى إلا الإزاحة { $offset }. لا يضيف RoPE أي معاملات: لا شيء فيه مُتعلَّم.
rope-block = كتب البرهان كتلته على الصورة { $block } لأنه كان يعمل على أزواج مكتوبة { MATH("(sin, cos)") }. وعلى زوج مكتوب { MATH("(a, b)") }، مع a على المحور الأفقي، يكون الدوران نفسه عكس اتجاه عقارب الساعة هو المصفوفة أعلاه: { $map }. يحتاج RoPE إلى d زوجي: لكل بُعد شريك، ولا يبقى جيب منفرد.
rope-pairs-heading = أيّ بُعدين يشكّلان زوجًا
rope-pairs = هناك اصطلاحان مستعملان، وكلاهما يحفظ الخاصية أعلاه. **المتداخل** يقرن البُعدين { MATH("(2i, 2i + 1)") }: RoFormer و GPT-J وشيفرة LLaMA الأصلية من Meta. **النصفي** يقرن البُعد i بالبُعد { MATH("i + d/2") }، وهو { $rotateHalf } في GPT-NeoX وفي شيفرة LLaMA من Hugging Face. يعطيان درجات مختلفة لـ q و k نفسيهما، لذا لا تعمل نقطة الحفظ إلا مع الاقتران الذي دُرّبت به؛ ويبدّل سكربت تحويل LLaMA من Hugging Face صفوف W_Q و W_K للانتقال من أحدهما إلى الآخر.
rope-stepper-heading = أدِر q يدويًا، زوجًا في كل مرة
rope-check-heading = تحقّق: الدرجة لا ترى إلا { MATH("n − m") }
rope-check = خذ الاستعلام في الموضع { MATH("m = pos") } والمفتاح في { MATH("n = pos + Δ") }، واحسب درجتهما. ثم انقل الاثنين بالمقدار نفسه c واحسب الدرجة مجددًا. في الحساب الدقيق تتساوى الدرجتان، وكلتاهما تساوي { $relative }، التي لا تذكر m ولا n منفردين. الحاسوب يقرّب، لذا يبيّن الجدول حجم الفروق فعلًا: في float64 (نحو 16 رقمًا معنويًا) وفي float32 (نحو 7)، محسوبة بطريقتين.
rope-decay-heading = التناقص بعيد المدى
rope-decay = إذا كان كل زوج من q و k يساوي { MATH("(1, 0)") }، فإن درجة الموضعين m و { MATH("m + Δ") } هي { $g }: المجموع نفسه الذي في الجداء الجيبي { $product }، مع { $g0 } لأن كل زوج يساهم بـ { MATH("cos 0 = 1") }. مع عدة أزواج تخرج جيوب التمام عن التوافق كلما كبرت Δ ويلغي بعضها بعضًا جزئيًا، فتميل g(Δ) إلى الصغر، على نحو غير منتظم. يحوّل RoFormer (القسم 3.4.3) هذا إلى حدّ أعلى للدرجة لأي q و k؛ والمنحنى الثاني هو العامل الذي يعتمد على Δ في ذلك الحدّ، { $factor } مع { $sum }، بالتحجيم نفسه المستعمل في الشكل 2 من الورقة. إنه عامل في حدّ، لا درجة، ويبدأ عند { MATH("(d/2 + 1)/2") }.
rope-why-add-heading = لماذا لا نضيف PE ونترك W_Q و W_K يتدبّران الأمر؟
rope-why-add = خاصية البرهان، أن { MATH("PE(p)·PE(q)") } لا يعتمد إلا على { MATH("p − q") }، تصحّ للترميزات المجرّدة. لكن النموذج لا يقارن ترميزات مجرّدة أبدًا: إنه يُسقط أولًا. مع PE المُضاف يكون الجزء الموضعي من الدرجة { $additive }، و W_Q و W_K العامّتان لا تتبادلان مع الدورانات (إذ تمزجان الجيوب وجيوب التمام وتمطّانها)، فلا تعود الدورانات تلغي بعضها. أما RoPE فيدير بعد الإسقاط، { $rotated }، فلا يصل إلى الدرجة إلا الإزاحة. في الأسفل، الرمز نفسه x في الموضعين m و { MATH("n = m + Δ") } مع Δ ثابتة، و W_Q و W_K عشوائيتان (ببذرة)، ولا يتغيّر من صف إلى صف إلا m.
rope-asked-angle = الزاوية { MATH("θ = pos·ω_i") }
rope-guess-exact = صحيح تمامًا حتى 6 منازل عشرية: { $what } تساوي { $truth }.
rope-guess =
    { $verdict ->
        [very] قريب جدًا
        [close] قريب
       *[off] ليس تمامًا
    }: قلت { $guess }، و { $what } تساوي { $truth }، بفرق { $error }.{ $hint ->
        [angle] { " " }اضرب pos في ω_i؛ الزاوية بالراديان ولا تُنقص منها الدورات الكاملة.
        [trig] { " " }استعمل الراديان لا الدرجات.
        [output] { " " }استعمل a و b من q و cos θ و sin θ أعلاه؛ وانتبه لإشارة الطرح في { MATH("a′") }.
       *[none] { "" }
    }
rope-type-number = اكتب عددًا، مثل { $half } أو { $example }.
rope-reveal = { $what } تساوي { $value }.
rope-stage-frequency = التردد
rope-stage-angle = الزاوية
rope-stage-trig = جيب التمام، الجيب
rope-stage-pair = زوج q
rope-stage-first = الناتج الأول
rope-stage-second = الناتج الثاني
rope-previous = → الزوج السابق
rope-next = الزوج التالي ←
rope-predict-prompt = توقّع أولًا: احسب الزاوية و cos و sin والناتجين قبل أن تُعرض
rope-stepper-keys = حين يكون التركيز على أداة الخطوات، تنقل مفاتيح الأسهم اليسرى واليمنى بين الأزواج، ويقفز Home و End إلى الأول والأخير؛ ويعمل N و P في أي مكان من القسم.
rope-pairs-region = كل أزواج q بعد الدوران
rope-pairs-summary = كل الأزواج في جدول واحد
# Plurals: $d is d, 2 or more, worded «{ $d } من الأعداد», which reads right for every count from 2.
rope-q-source = q هو متجه الاستعلام في التحقق أدناه: { $d } من الأعداد بين { MATH("−1") } و 1 يولّدها مولّد النواة ذو البذرة (البذرة { $seed })، وهي نفسها في كل مرة. تديره أداة الخطوات إلى الموضع { MATH("pos = {0}", $pos) }: والنتيجة { MATH("q′ = R({0}) q", $pos) }، الاستعلام المُدار الذي يحسب التحقق درجته.
rope-pair-title =
    الزوج { MATH("i = {0}", $pair) } { $pairs ->
        [one] (الزوج الوحيد)
        [two] (من الزوجين 0 و{ $last })
        [zero] (من 0 إلى { $last })
        [few] (من 0 إلى { $last })
        [many] (من 0 إلى { $last })
       *[other] (من 0 إلى { $last })
    }
rope-pair-where =
    { MATH("d = {0}", $d) }، { MATH("pos = {0}", $pos) }، الأساس { $base }، اقتران { $pairing ->
        [half] نصفي
       *[interleaved] متداخل
    }: الزوج { $pair } هو البُعدان { $first } و { $second }. يدور دورة كاملة كل { MATH("2π/ω = {0}", $wavelength) } من المواضع.
rope-predict-question = توقّعك لـ { $what }:
rope-pair-done =
    اكتمل الزوج { $pair }. { $more ->
        [yes] انتقل إلى الزوج التالي.
       *[no] كان ذلك الزوج الأخير.
    }
rope-vector-title = يكتمل { MATH("q′ = R({0}) q", $pos) } كلما تقدّمت
rope-vector-index = { MATH("j={0}", $j) } الزوج { $pair }
rope-vector-note =
    { $part ->
        [yes] تُعرض الأبعاد من { $from } إلى { $to } من أصل { $dims }.{ " " }
       *[no] { "" }
    }للزوج الحالي إطار سميك؛ وتدلّ ? على قيمة لم تُحسب بعد.{ $pairing ->
        [half] { " " }مع الاقتران النصفي يبعد بُعدا الزوج { MATH("d/2") } أحدهما عن الآخر.
       *[interleaved] { "" }
    }
rope-pairs-caption =
    { MATH("R({0}) q", $pos) }، { MATH("d = {0}", $d) }، الأساس { $base }، اقتران { $pairing ->
        [half] نصفي
       *[interleaved] متداخل
    }{ $cut ->
        [yes] { " " }(أول { $max } زوجًا)
       *[no] { "" }
    }
rope-column-pair = الزوج i
rope-column-dims = الأبعاد
rope-f64-exact = في float64 تتطابق الدرجتان هنا حتى آخر بت.
rope-f64-rounding = في float64 تختلفان بمقدار { $difference }: هذا تقريب، لا إخفاق للمتطابقة. ويميل الفرق إلى النمو مع المواضع، لأن زاوية بحجم { MATH("pos·ω") } تحمل خطأ تقريب يتناسب مع حجمها.
rope-rounded = يحتفظ العمود الأوسط بزاوية float64 { MATH("θ = pos·ω") } من عمود float64، ويحسب cos θ و sin θ في float64 ثم يقرّبهما (ومعهما q و k) إلى float32، ثم يدير ويحسب الجداء النقطي في float32. كل درجة من درجاته تبعد عن درجة float64 بأقل من { $error }: تقريب float32 لتلك الأعداد وللعمليات الحسابية، محدود بمضاعف لـ { MATH("d·2⁻²⁴·|q|·|k|") } لا ينمو مع الموضع، لأن أي زاوية لا تُقرَّب إلى float32 أبدًا.
rope-naive =
    تكوين الزاوية { MATH("pos·ω") } في float32 أولًا، كما تفعل معظم الأطر افتراضيًا، يعطي خطأً قدره { $error }{ $worse ->
        [yes] : أكبر، لأن الزاوية نفسها تنحرف بنحو خطوة تقريب واحدة في float32 لـ { MATH("pos·ω") }، وهذه الخطوة تكبر مع الموضع.
       *[no] ، وهو نحو الخطأ نفسه في هذه المواضع (حتى { $far })؛ ويكبر مع الموضع{ $suggest ->
            [yes] : جرّب نقلًا قدره { $shift }
           *[no] { "" }
        }.
    }
rope-row-difference = |الفرق| بين الدرجتين
rope-row-error = أكبر خطأ مقارنة بـ float64
rope-reference = (المرجع)
rope-relative-region = التحقق النسبي، float64 و float32
rope-relative-caption =
    { MATH("d = {0}", $d) }، الأساس { $base }، اقتران { $pairing ->
        [half] نصفي
       *[interleaved] متداخل
    }، q و k من البذرة { $seed }. الدرجات مقرّبة إلى { $digits ->
        [zero] أعداد صحيحة
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $digits } منازل عشرية
        [many] { $digits } منزلةً عشرية
       *[other] { $digits } منزلة عشرية
    }.
rope-column-quantity = الكمية
rope-column-rounded = float32، و cos θ و sin θ مقرّبان من float64
rope-column-naive = float32، والزاوية مكوّنة في float32
rope-scroll-hint = يمكن تمرير الجدول أفقيًا
rope-relative-form = { MATH("q·R(Δ) k") } مع { MATH("Δ = n − m = {0}", $delta) }: { $score }. أكبر فجوة بينه وبين درجتي float64: { $gap }.
rope-decay-g0 =
    { MATH("g(0) = {0}", $g0) }: { $pairs ->
        [one] الزوج الوحيد يساهم بـ
        [two] كلٌّ من الزوجين يساهم بـ
        [zero] كل زوج من الأزواج الـ { $count } يساهم بـ
        [few] كل زوج من الأزواج الـ { $count } يساهم بـ
        [many] كل زوج من الأزواج الـ { $count } يساهم بـ
       *[other] كل زوج من الأزواج الـ { $count } يساهم بـ
    } { MATH("cos 0 = 1") }.
rope-decay-one-pair = مع { MATH("d = 2") } لا يوجد إلا زوج واحد: لا شيء يُلغى، و { MATH("g(Δ) = cos Δ") } تتأرجح بين { MATH("−1") } و 1 دون تناقص؛ ولـ Δ من { $from } إلى { $to } ما زالت |g(Δ)| تبلغ { $far }.
rope-decay-low = لـ Δ من { $from } إلى { $to } تبقى |g(Δ)| عند { $far } أو دونها، أي أقل من نصف g(0): المواضع البعيدة تنال درجات أقل.
rope-decay-high =
    لـ Δ من { $from } إلى { $to } ما زالت |g(Δ)| تبلغ { $far }، أي أكثر من نصف g(0): مع هذا الـ d وهذا الأساس يكون التناقص ضئيلًا ضمن { MATH("Δ ≤ {0}", $to) }.{ $suggest ->
        [yes] { " " }جرّب d أكبر، مثل { $larger }.
       *[no] { "" }
    }
rope-decay-bound = عامل الحدّ يساوي { $first } عند { MATH("Δ = 0") } و { $last } عند { MATH("Δ = {0}", $K) }؛ وأصغر قيمة له في المدى { $lowest }، عند { MATH("Δ = {0}", $at) }.
rope-sentence-gap = { " " }
rope-chart-bound = عامل حدّ RoFormer
rope-chart-x = الإزاحة { MATH("Δ = n − m") }
rope-chart-y = القيمة
rope-chart-label = مخطط خطي لـ Δ من 0 إلى { $K }، { MATH("d = {0}", $d) }: g(Δ) خطًا متصلًا يبدأ عند { $g0 }، وعامل حدّ RoFormer خطًا متقطعًا يبدأ عند { $bound0 }.
rope-column-bound = عامل الحدّ
rope-decay-data = بيانات التناقص
rope-spread-raw =
    الترميزات المجرّدة، { MATH("p_m·p_n") }: التشتت { $spread }{ $kind ->
        [exact] : كل صف يعطي الدرجة نفسها تمامًا. لا ترى إلا الإزاحة، كما قال البرهان.
        [rounding] ، تقريب فقط. لا ترى إلا الإزاحة، كما قال البرهان.
       *[large] .
    }
rope-spread-additive =
    PE مُضاف عبر W_Q و W_K: التشتت { $spread }{ $kind ->
        [large] . تتغيّر الدرجة مع m رغم أن { MATH("n − m") } هو نفسه في كل صف: كسرت الإسقاطات خاصية الاعتماد على الإزاحة وحدها.
       *[rounding] ، في مستوى التقريب مع هذه الإعدادات.
    }
rope-spread-rope =
    RoPE: التشتت { $spread }{ $kind ->
        [exact] : كل صف يعطي الدرجة نفسها تمامًا. الدوران بعد الإسقاط يُبقي الدرجة دالةً في { MATH("n − m") }.
        [rounding] ، تقريب فقط. الدوران بعد الإسقاط يُبقي الدرجة دالةً في { MATH("n − m") }.
       *[large] .
    }
rope-w-region = الدرجات مع W_Q و W_K
rope-w-caption =
    { MATH("n − m = Δ = {0}", $delta) }، { MATH("d = {0}", $d) }، اقتران { $pairing ->
        [half] نصفي
       *[interleaved] متداخل
    }، W_Q و W_K و x من البذرة { $seed }.
rope-pairing-interleaved = متداخل
rope-pairing-interleaved-hint = الأبعاد { MATH("(2i, 2i + 1)") }: RoFormer و LLaMA من Meta
rope-pairing-half = نصفي
rope-pairing-half-hint = الأبعاد { MATH("(i, i + d/2)") }: GPT-NeoX و Hugging Face
rope-pairing-label = الاقتران
rope-k-describe =
    { $side ->
        [same] المفتاح في موضع الاستعلام
        [before] { $count ->
            [zero] المفتاح قبل الاستعلام بـ { $positions } موضع
            [one] المفتاح قبل الاستعلام بموضع واحد
            [two] المفتاح قبل الاستعلام بموضعين
            [few] المفتاح قبل الاستعلام بـ { $positions } مواضع
            [many] المفتاح قبل الاستعلام بـ { $positions } موضعًا
           *[other] المفتاح قبل الاستعلام بـ { $positions } موضع
        }
       *[after] { $count ->
            [zero] المفتاح بعد الاستعلام بـ { $positions } موضع
            [one] المفتاح بعد الاستعلام بموضع واحد
            [two] المفتاح بعد الاستعلام بموضعين
            [few] المفتاح بعد الاستعلام بـ { $positions } مواضع
            [many] المفتاح بعد الاستعلام بـ { $positions } موضعًا
           *[other] المفتاح بعد الاستعلام بـ { $positions } موضع
        }
    }
rope-k-hint = { MATH("n = pos + Δ") }، حيث Δ هي موضع المفتاح ناقص موضع الاستعلام.
rope-shift-describe = نُقل الموضعان كلاهما بمقدار { $shift }
rope-shift-hint = يجب أن يبقى { MATH("m + c") } و { MATH("n + c") } موضعين. قيم النقل الكبيرة تُظهر نمو خطأ الزاوية في float32.
rope-refused-odd = { $message }؛ اختر d زوجيًا
rope-decay-refused = { $message }. يحتاج مخطط التناقص إلى d أصغر.
rope-w-refused =
    { $message }. يحتاج جدول { MATH("W_Q/W_K") } إلى { $need ->
        [delta] { MATH("Δ ≥ 0") }
       *[d] d أصغر
    }.
rope-circle-heading = الزوج { $pair }: البُعدان { $first } (a) و { $second } (b)
rope-circle-caption-hidden = يُرسم الدوران بعد أن تحسب الزاوية θ.
rope-circle-title-hidden = الزوج { $pair } من q: النقطة { MATH("(a, b) = ({0}, {1})", $a, $b) } (دائرة). دورانها بـ { MATH("θ = pos·ω") } مخفيّ حتى تحسب θ.
rope-circle-caption-zero = هذا الزوج من q هو { MATH("(0, 0)") }: الدوران يتركه في مكانه.
rope-circle-caption = تدور النقطة عكس اتجاه عقارب الساعة بـ { MATH("θ = pos·ω = {0}", $turn) }؛ ويبقى بعدها عن المركز كما هو.
# Plurals: $angle is an angle in radians, and «راديان» stays as a unit after the number, as rad does.
rope-circle-title = الزوج { $pair } من q: النقطة { MATH("(a, b) = ({0}, {1})", $a, $b) } (دائرة) تدور بمقدار { $angle } راديان إلى { MATH("({0}, {1})", $a2, $b2) } (مربع، { MATH("q′") })، وهو زوج { MATH("q′ = R({0})q", $pos) }.
# Plurals: $angle is an angle in radians, and «راديان» stays as a unit after the number, as rad does.
rope-circle-title-unsolved = الزوج { $pair } من q: النقطة { MATH("(a, b) = ({0}, {1})", $a, $b) } (دائرة) تدور بمقدار { $angle } راديان إلى المربع ({ MATH("q′") })، وهو زوج { MATH("q′ = R({0})q", $pos) }؛ وإحداثياته مخفية حتى تحسب { MATH("a′") } و { MATH("b′") }.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-conventions-preset = الإعداد الجاهز (المكتبة)
conventions-variant-paper = الورقة الأصلية
conventions-variant-concatenated = ترتيب متسلسل
conventions-variant-one-based-position = المواضع تُعدّ من 1
conventions-variant-dimension-exponent = أُسّ خاطئ { MATH("b^(j/d)") }
conventions-variant-one-based-pair = دليل الزوج من 1
conventions-variant-tensor2tensor = تباعد tensor2tensor
conventions-note-paper = متداخل sin, cos, sin, cos …؛ { MATH("ω_i = b^(−2i/d)") } حيث i دليل الزوج؛ المواضع من 0. المرجع لكل صف أدناه.
conventions-note-concatenated = كل الجيوب أولًا ثم كل جيوب التمام (tensor2tensor، ودرس TensorFlow التعليمي، وكثير من نماذج الانتشار). الأعداد نفسها بترتيب آخر. هذا أكثر سؤال «هل هذا خطأ برمجي؟» تكرارًا في متتبّعات المشكلات العامة: ليس خطأً، بل الأبعاد مُبدَّلة فقط.
conventions-note-one-based-position = بعض النصوص ترقّم الرمز الأول بـ 1 لا بـ 0. فينزل كل رمز صفًا واحدًا في الجدول: الرمز عند الفهرس pos يأخذ { MATH("PE(pos + 1)") }. لا ضرر فيه إن استُعمل بالطريقة نفسها في كل مكان.
conventions-note-dimension-exponent = يستعمل دليل البُعد j في الموضع الذي تضع فيه الصيغة 2i. فيأخذ كل جيب تمام تردده الخاص الأبطأ قليلًا، فلا يعود جيب الزوج وجيب تمامه يشتركان في زاوية، ولا يعود برهان الإزاحة صحيحًا. بعض النصوص تطبع هذه الصيغة خطأً، حتى بجوار شيفرة تحسبها صحيحًا.
conventions-note-one-based-pair = عدّ الأزواج من { MATH("i = 1") } (كما في { MATH("W[2i−1, t] = sin(t / b^(2i/d))") } مع { MATH("0 < i ≤ d/2") }) يجعل كل تردد أبطأ بزوج واحد: وتضيع الموجة الأسرع، { MATH("ω = 1") }. بعض النصوص تكتبها هكذا.
conventions-note-tensor2tensor = يباعد بين المقاييس الزمنية اللوغاريتمية بمقدار { MATH("log(b)/(d/2 − 1)") }، فيكون أبطأ طول موجي 2πb تمامًا بدلًا من { MATH("2πb^((d−2)/d)") }. يُعرض هنا متداخلًا كي لا يختلف إلا التباعد.
conventions-lead = تُكتب الفكرة نفسها بعدة طرق. بعض الفروق مجرد اصطلاحات (لا ضرر فيها متى عرفتها)؛ واثنان منها أخطاء تغيّر الأعداد. ها هي جنبًا إلى جنب للرمز نفسه.
conventions-compare-heading = متغيّر ناقص الورقة الأصلية، موضعًا موضعًا
conventions-compare-intro = اختر متغيّرًا: تعرض الخريطة الحرارية مصفوفته ناقص مصفوفة الورقة الأصلية، لـ n من المواضع و d من الأبعاد. الأبيض يعني التساوي.
conventions-precision-heading = المواضع الكبيرة و float32
conventions-precision-intro = تحسب معظم الأطر الزاوية { MATH("pos·ω") } في float32 ثم تأخذ الجيب بعد ذلك. في المواضع الكبيرة لا يستطيع float32 حفظ الزاوية بدقة، فيظهر الخطأ في الترميز، مع أن القيمة الدقيقة تقع دائمًا في { MATH("[−1, 1]") }. النواة لا تكوّن الزاوية في float32 أبدًا: في الموضع الأول من كل كتلة صفوف تأخذ الجيب وجيب التمام في float64 وتقرّبهما إلى float32، وتصل إلى كل موضع لاحق في الكتلة بدوران واحد في float32 بمقدار { MATH("ω·k") } (خاصية الإزاحة النسبية، مع تقريب { MATH("cos ω·k") } و{ MATH("sin ω·k") } إلى float32 أيضًا). فكل قيمة من قيمها تبعد عن الدقيقة ببضع عمليات تقريب في float32 فقط ولا تحمل خطأ زاوية: على الأكثر { MATH("5·2⁻²⁴ ≈ 3.0·10⁻⁷") } في أي موضع، في حين أن تقريب القيمة الدقيقة مرة واحدة يترك على الأكثر { MATH("2⁻²⁵ ≈ 3.0·10⁻⁸") }. الأخطاء التي تحملها فعلًا مطبوعة ومرسومة أدناه.
conventions-past-end = يجب أن يكون pos على الأكثر { $max } هنا: الصف «{ $label }» يقرأ { MATH("PE(pos + {0})", $shift) }؛ القيمة المُدخلة { $got }
conventions-kind-reference = مرجع
conventions-kind-convention = اصطلاح
conventions-kind-mistake = خطأ
conventions-side-caption =
    الرمز عند الفهرس { $pos }، { MATH("d = {0}", $d) }{ $cut ->
        [yes] { " " }(أول { $shown } من الأبعاد)
       *[no] { "" }
    }. تحت كل قيمة: أيّ دالة وأيّ زوج يملآن ذلك البُعد. مقرّبة إلى { $digits ->
        [zero] أعداد صحيحة
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $digits } منازل عشرية
        [many] { $digits } منزلةً عشرية
       *[other] { $digits } منزلة عشرية
    } ({ -rounding }).
conventions-side-scroll =
    الجدول أعرض من الشاشة: مرّره أفقيًا لترى { $dims ->
        [one] البُعد الوحيد
        [two] البُعدين
        [zero] الأبعاد الـ { $shown } كلها
        [few] الأبعاد الـ { $shown } كلها
        [many] الأبعاد الـ { $shown } كلها
       *[other] الأبعاد الـ { $shown } كلها
    }
conventions-compare-equal =
    يعطي { $label } أعداد الورقة الأصلية تمامًا { $positions ->
        [one] في هذا الموضع الوحيد
        [two] في هذين الموضعين
        [zero] في هذه المواضع، وعددها { $count }
        [few] في هذه المواضع، وعددها { $count }
        [many] في هذه المواضع، وعددها { $count }
       *[other] في هذه المواضع، وعددها { $count }
    }.
conventions-compare-summary =
    { $label }: أكبر |فرق| هو { $difference }، عند الرمز { $row }، البُعد { $dim }.{ $layout ->
        [yes] { " " }فرق كبير، ومع ذلك لا يضيع شيء: رتّب الأعمدة فتتطابق المصفوفتان.
       *[no] { "" }
    }
conventions-column-variant = المتغيّر
conventions-column-dim = البُعد { $j }
conventions-side-region = المتغيّرات جنبًا إلى جنب
conventions-picker-label = المتغيّر المقارَن بالورقة الأصلية
conventions-picker-announce = مقارنة الورقة الأصلية بـ: { $label }
conventions-heatmap-title = { $label } ناقص الورقة الأصلية
conventions-heatmap-rows = الموضع
conventions-heatmap-columns = البُعد
conventions-heatmap-cell = الرمز { $row }، البُعد { $dim }: { $label } ناقص الورقة الأصلية ≈ { $value }
conventions-precision-naive = الزاوية في float32 (الطريقة الشائعة)
conventions-precision-fast = النواة: الزاوية في float64، والنتيجة float32
# Plurals: $d is the check's 512 dimensions, worded «{ $d } من الأبعاد», which reads right for every count from 2.
conventions-precision-y = أكبر |خطأ| عبر { $d } من الأبعاد
conventions-position-presets = مواضع جاهزة
conventions-precision-field = الموضع لتحقق float32
conventions-precision-hint = { MATH("d = {0}", $d) }، والأساس b من الإعدادات.
conventions-precision-summary = عند الموضع { $pos }: زاوية float32، أكبر خطأ { $naive }؛ مسار float32 في النواة، أكبر خطأ { $fast }. يقفز الخطأ من موضع إلى الذي يليه؛ بين { $first } و { $last } يبلغ خطأ زاوية float32 ذروته عند { $worst } (الموضع { $worstPos }).
conventions-precision-label = مخطط خطي بمقياس لوغاريتمي: أكبر خطأ float32 في الترميز عند المواضع من { $first } إلى { $last }، بطريقتين للحساب.
conventions-precision-description = زاوية float32: أخطاء تصل إلى { $naive } في هذا المدى؛ مسار float32 في النواة: على الأكثر { $fast }.
conventions-column-naive = زاوية float32
conventions-column-fast = float32 النواة
conventions-precision-data = بيانات خطأ float32
conventions-layout-interleaved = متداخل: sin, cos, sin, cos, …
conventions-layout-sin-cos = كل الجيوب، ثم كل جيوب التمام
conventions-layout-cos-sin = كل جيوب التمام، ثم كل الجيوب
conventions-spacing-as = { $formula }، محسوبة على الصورة { $code }
conventions-spacing-log = { $formula }، { $range }: أبطأ طول موجي هو { $longest } تمامًا
conventions-spacing-numpy = { $formula } في float64 من numpy
conventions-spacing-numpy-sines = { $formula } في float64 من numpy؛ والجيوب تملأ الأعمدة { $columns }
conventions-spacing-pow = { $formula } عبر { $code } في float32
conventions-first-start-index = { $code } ({ $zero } افتراضيًا)
conventions-first-padding = الصف { $row } ({ $code })
conventions-first-padding-offset = الصف { $row } ({ $code }؛ في الجدول صفوف إضافية عددها { $offset })
conventions-first-past = { $zero } ({ $code })
conventions-first-klen = من { $from } نزولًا إلى { $to } (مسافات نسبية)؛ والصفوف هنا هي المواضع كما أُعطيت
conventions-odd-shape = يفشل: يرفع PyTorch خطأ عدم تطابق الأشكال
# Plurals: $count is the expression d/2, worded «{ $count } من الترددات».
conventions-odd-zero-column = { $count } من الترددات، ثم عمود أصفار واحد
conventions-odd-sine = ينتهي بجيب
# Plurals: $sines and $cosines are expressions of d, worded «{ $sines } من الجيوب» and «{ $cosines } من جيوب التمام».
conventions-odd-ceil = { $sines } من الجيوب، و { $cosines } من جيوب التمام
conventions-odd-assert = يفشل: { $code }
# Plurals: $width is the expression d + 1, worded «{ $width } من الأعمدة».
conventions-odd-wide = عرض خاطئ: { $width } من الأعمدة
conventions-presets-heading = ما تبنيه المكتبات فعلًا
conventions-presets-intro = عشرة تطبيقات منسوخة على نطاق واسع، أُعيد إنتاج كلٍّ منها من شيفرته المصدرية. تختلف في الترتيب، وفي تباعد الترددات، وفي الصف الذي يقرؤه الرمز الأول، وفي ما تفعله مع d فردي، وفي تكوين الزاوية { MATH("pos·ω") } في float32 (نوع البيانات الافتراضي في PyTorch و TensorFlow) أو في float64 (numpy).
# Plurals: $d follows its noun («الأبعاد الـ { $d }»), which needs no agreement.
conventions-presets-caption = الإعدادات الجاهزة العشرة. العمود الأخير: أكبر |جدول float32 − صيغة float64| عبر الأبعاد الـ { $d } للصف { $pos }.
conventions-column-library = المكتبة
conventions-column-source = المصدر (الملف، الدالة)
conventions-column-layout = الترتيب
conventions-column-spacing = تباعد الترددات
conventions-column-first = يقرأ الرمز الأول
conventions-column-padding = صف الحشو
conventions-column-odd = d فردي
conventions-column-angle = تُكوَّن الزاوية في
conventions-column-error = خطأ float32 عند pos { $pos }
conventions-padding-row = الصف { $row }، كله أصفار
conventions-padding-none = لا يوجد
conventions-float64-numpy = float64 (numpy)
conventions-meaning-float32 =
    عند { MATH("pos = {0}", $pos) } مع { MATH("d = {0}", $d) }، { $libraries ->
        [one] تنحرف المكتبة الوحيدة التي تكوّن
        [two] تنحرف المكتبتان اللتان تكوّنان
        [zero] تنحرف المكتبات التي تكوّن
        [few] تنحرف المكتبات الـ { $count } التي تكوّن
        [many] تنحرف المكتبات الـ { $count } التي تكوّن
       *[other] تنحرف المكتبات الـ { $count } التي تكوّن
    } الزاوية { MATH("pos·ω") } في float32 بمقدار بين { $least } و { $most } في أسوأ أبعاد الصف: يحفظ float32 نحو سبعة أرقام معنوية، فلا يمكن حفظ زاوية قرب { $pos } راديان بدقة، ويرث جيبها وجيب تمامها الخطأ مهما أُحسن حسابهما.
conventions-meaning-float64 =
    { $libraries ->
        [two] تكوّن { $names } الزاوية في float64 باستعمال numpy ولا تقرّبان إلى float32 إلا النتيجة: خطؤهما، على الأكثر { $most }، هو ذلك التقريب الأخير لا أكثر.
        [one] تكوّن { $names } الزاوية في float64 باستعمال numpy ولا تقرّب إلى float32 إلا النتيجة: خطؤها، على الأكثر { $most }، هو ذلك التقريب الأخير لا أكثر.
        [zero] تكوّن { $names } الزاوية في float64 باستعمال numpy ولا تقرّب إلى float32 إلا النتيجة: خطؤها، على الأكثر { $most }، هو ذلك التقريب الأخير لا أكثر.
        [few] تكوّن { $names } الزاوية في float64 باستعمال numpy ولا تقرّب إلى float32 إلا النتيجة: خطؤها، على الأكثر { $most }، هو ذلك التقريب الأخير لا أكثر.
        [many] تكوّن { $names } الزاوية في float64 باستعمال numpy ولا تقرّب إلى float32 إلا النتيجة: خطؤها، على الأكثر { $most }، هو ذلك التقريب الأخير لا أكثر.
       *[other] تكوّن { $names } الزاوية في float64 باستعمال numpy ولا تقرّب إلى float32 إلا النتيجة: خطؤها، على الأكثر { $most }، هو ذلك التقريب الأخير لا أكثر.
    }
conventions-sentence-gap = { " " }
conventions-row-padding = الصف { $row }: حشو، كله أصفار
conventions-row-first = الصف { $row }: الرمز الأول
conventions-row = الصف { $row }
conventions-rows-caption =
    { $kind ->
        [float64] صيغة المكتبة في float64
       *[float32] خطوات المكتبة نفسها في float32
    }: الصفوف من { $from } إلى { $to }، { MATH("d = {0}", $d) }{ $cut ->
        [yes] { " " }(أول { $shown } من الأبعاد)
       *[no] { "" }
    }.
conventions-column-row = صف الجدول
conventions-rows-region =
    { $kind ->
        [float64] جدول الإعداد الجاهز في float64
       *[float32] جدول الإعداد الجاهز في float32
    }
conventions-preset-label = إعداد المكتبة الجاهز
conventions-preset-announce = إعداد المكتبة الجاهز: { $library }
conventions-presets-region = إعدادات المكتبات الجاهزة العشرة
conventions-presets-rounding = قيم الجداول مقرّبة إلى 6 منازل عشرية ({ -rounding })؛ والأخطاء معروضة بالترميز العلمي برقمين معنويين.
conventions-preset-refused =
    { $message }. { $shown ->
        [yes] ما زال آخر جدول نجح معروضًا.
       *[no] لا جدول لعرضه بعد: اختر d آخر أو مكتبة أخرى.
    }
conventions-preset-summary =
    { $library }: { $layout }؛ تُكوَّن الزاوية في { $angle ->
        [float32] float32
       *[float64] float64 (numpy)
    }.{ $padding ->
        [yes] { " " }الصف { $paddingRow } هو صف الحشو ({ $paddingCode }): كله أصفار. يقرأ أول رمز حقيقي الصف { $firstRow }، فالرمز عند الفهرس t يقرأ الصف { MATH("t + {0}", $firstRow) }.
       *[no] { " " }يقرأ الرمز الأول الصف { $firstRow }.
    } عند { MATH("pos = {0}", $pos) } ({ MATH("d = {0}", $d) }) ينحرف جدول float32 الخاص بها بما يصل إلى { $error }، في البُعد { $dim }.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-bias-max-distance = المسافة القصوى
words-bias-buckets = الحاويات
words-bias-offset = الإزاحة
words-bias-trained = L (طول التدريب، جزء ما بعد L)
words-bias-example = القط يرى القط في المرآة
words-bias-heads = H (عدد الرؤوس)
words-bias-head = الرأس (الرأس المعروض)
words-bias-buckets-setting = الحاويات (T5)
words-bias-maxdist = المسافة القصوى (T5)
words-bias-causal = سببي
words-bias-sentence = الجملة
# Plurals: $keys is the expression 4L, worded «عدد المفاتيح { $keys }» so no noun agrees with it.
words-bias-trained-refused = يجب أن يكون L (طول التدريب) هنا عددًا صحيحًا من { $smallest } إلى { $largest } (عدد المفاتيح { $keys }، وهو { $most } على الأكثر)؛ والمُدخَل { $got }.
words-bias-refused = { $reason }.
words-bias-causal-refused = { $reason } (حاويات T5 السببية).
# Between two sentences of the bias section: a space, or nothing where sentences end in a full-width stop.
bias-sentence-join = { " " }
bias-map-hatched = الخلايا المخطَّطة مقنَّعة: المفتاح يأتي بعد الاستعلام، ودرجته { $minusInfinity } قبل softmax ووزنه 0.
bias-list = { $items } و{ $last }
bias-list-separator = {"، "}
bias-lead = يضع الترميز الجيبي وRoPE الموضع داخل المتجهات. أما ALiBi وT5 فلا يمسّان المتجهات: يضيفان عددًا إلى كل درجة انتباه، وهذا العدد لا يتوقف إلا على بُعد المفتاح عن الاستعلام.
bias-score-text = ينظر الاستعلام { $i } إلى المفتاح { $j }؛ ولا يرى الانحياز { $b } إلا الإزاحة { $offset }، فلا يرى الكلمات أبدًا ولا موضع الزوج في الجملة.
bias-alibi-heading = ALiBi: عقوبة تكبر مع المسافة
# Plurals: $H is the symbol H, written after its noun («الرؤوس { $H }»), which needs no agreement.
bias-alibi-text = يعطي ALiBi (Press وSmith وLewis، 2022) كل رأس من الرؤوس { $H } ميلًا ثابتًا { $m } ويطرح من الدرجة { $m } مضروبًا في المسافة. لا يُتعلَّم شيء: تُحدَّد الميول قبل التدريب بالقاعدة أدناه بحسب قيمة { $H } المختارة.
bias-alibi-causal = قُدِّم ALiBi لنماذج اللغة السببية (التي تولّد النص رمزًا بعد رمز)، حيث يخفي القناع السببي أيضًا كل مفتاح بعد الاستعلام (الدرجة { $minusInfinity }، والوزن 0): فعّل «سببي» لترى ذلك. ودون القناع يكون الانحياز متناظرًا، { MATH("{0}", $bias) } على جانبي القطر.
bias-alibi-why-title = ما الذي يبقيه ALiBi ضمن المألوف بعد طول التدريب
bias-alibi-why = العقوبة خط مستقيم في المسافة، فالمفتاح الأبعد من أي مفتاح في التدريب يأخذ الخط نفسه ممدودًا: لا معامل جديد ولا نوع جديد من الانحياز، بل عقوبة أكبر من النوع الذي يستعمله النموذج أصلًا، تجعل هذه المفاتيح البعيدة أقل وزنًا. وفي الكتلة الأولى لا جديد غير ذلك أيضًا، لأن استعلاماتها ومفاتيحها تأتي من تضمينات الرموز وحدها. أما ابتداءً من الكتلة الثانية فلا يصحّ هذا: كل مخرج من مخارج الكتلة الأولى متوسط مرجَّح تزن فيه الكلمات القريبة أكثر، فيصبح الموضع داخل المتجهات، وقد يعطي المُدخل الأطول الكتلَ اللاحقة متجهات لم تلقها قط. ما قاسه Press وSmith وLewis هو الحيرة (perplexity): حافظت نماذج لغة دُرِّبت على مُدخلات قصيرة عليها ثابتة تقريبًا على مُدخلات أطول بكثير. الحيرة الثابتة تقول إن المفاتيح البعيدة لا تضر؛ ولا تقول إن النموذج يستفيد منها، ولا إن إجابات مهمة ما تبقى صحيحة بعد طول التدريب. تُظهر المخططات تحت «{ $beyond }» استمرار الخط؛ ويدرّب المختبر في «{ $lab }» ALiBi إلى جانب أساليب الترميز الأخرى ويقيس الإجابات الدقيقة بعد طول التدريب.
bias-t5-heading = T5: عدد مُتعلَّم واحد لكل حاوية من الإزاحات
bias-t5-text = يصنّف T5 (Raffel وآخرون، 2020) كل إزاحة «المفتاح − الاستعلام» في واحدة من عدد ثابت من الحاويات (buckets)، { $numBuckets } منها في الشيفرة و32 في T5؛ ويتعلّم كل رأس عددًا واحدًا لكل حاوية ويضيفه إلى الدرجة. أما التصنيف نفسه فثابت (الدالة { $bucketFunction } في Hugging Face):
bias-t5-rule-halves = ثنائي الاتجاه (المُرمِّز): نصف الحاويات للمفاتيح عند الاستعلام أو قبله، ونصفها للمفاتيح بعده.
bias-t5-rule-exact = في كل نصف، النصف الأول من الحاويات دقيق: إزاحة واحدة لكل حاوية.
bias-t5-rule-log = والبقية لوغاريتمية: تتسع مجموعات الإزاحات التي تضمها مع المسافة؛ وتحدد المسافة القصوى ({ $maxDistance } في الشيفرة، و128 في T5) سرعة اتساعها.
bias-t5-rule-last = الحاوية الأخيرة في كل اتجاه مفتوحة النهاية: تبدأ حيث تبلغها الصيغة اللوغاريتمية أول مرة، وقد يكون ذلك قبل المسافة القصوى بكثير (تقول الجملة تحت عناصر التحكم أين، للقيم المختارة)، وتضم كل إزاحة من هناك فصاعدًا.
bias-t5-rule-causal = سببي (المُفكِّك، وهذه الصفحة عند تفعيل «سببي»): تذهب الحاويات كلها إلى المفاتيح قبل الاستعلام؛ وكل مفتاح عند الاستعلام أو بعده في الحاوية 0، مثل الإزاحة 0 (وهذه المفاتيح مقنَّعة على أي حال في النموذج السببي).
bias-t5-learned-title = القيم مُتعلَّمة؛ وهنا هي قيم بديلة
bias-t5-learned = في T5 تُتعلَّم قيم الانحياز مع بقية النموذج. ليس في هذه الصفحة T5 مدرَّب، لذا تأتي القيم المعروضة (العمود الأخير من الجدول، وT5 في المقارنة أدناه) من جدول بديل شبه عشوائي ذي بذرة. الحقيقي فقط هو أي الإزاحات تتشارك حاوية.
bias-calc-heading = أي حاوية؟
bias-map-heading = حاوية كل زوج استعلام–مفتاح
bias-compare-heading = جنبًا إلى جنب على جملة واحدة
bias-compare-text = رأس انتباه واحد بتضمينات الرموز نفسها ذات البذرة وأوزان الاستعلام والمفتاح نفسها لكل أسلوب ترميز؛ لا يتغير إلا طريقة دخول الموضع. يضيف الجيبي PE إلى التضمينات، ويدير RoPE الاستعلامات والمفاتيح بحسب الموضع، ويضيف ALiBi القيمة { MATH("{0}", $bias) } للرأس المختار، ويضيف T5 قيمة الحاوية (البديلة) للرأس المختار. تعرض كل خريطة أوزان softmax: الصف = كلمة الاستعلام، والعمود = كلمة المفتاح التي ينتبه إليها.
bias-rounding = تُقرَّب الأعداد ({ -rounding }): الميول إلى 8 منازل عشرية، والانحيازات إلى 6، وأوزان الانتباه إلى 3 في جداول الخرائط.
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
        [zero] { $heads } رأس
        [one] رأس واحد
        [two] رأسان
        [few] { $heads } رؤوس
        [many] { $heads } رأسًا
       *[other] { $heads } رأس
    }
bias-head-range = اكتب من 0 إلى { $last } ({ $symbol })
bias-head-describe = الرأس { $head }، و{ MATH("h = {0}", $h) } في الصيغة
bias-causal-label = سببي (قنّع كل مفتاح بعد الاستعلام)
bias-causal-announce = { $on ->
    [yes] السببي مفعّل
   *[no] السببي معطّل
}
bias-buckets-describe = { $count ->
        [zero] { $buckets } حاوية
        [one] حاوية واحدة
        [two] حاويتان
        [few] { $buckets } حاويات
        [many] { $buckets } حاويةً
       *[other] { $buckets } حاوية
    }
bias-maxdist-describe = المسافة القصوى { $maxdist }
bias-maxdist-describe-start = المسافة القصوى { $maxdist }: تبدأ الحاوية الأخيرة { $count ->
        [zero] عند الإزاحة { $start }
        [one] على بُعد رمز واحد
        [two] على بُعد رمزين
        [few] على بُعد { $start } رموز
        [many] على بُعد { $start } رمزًا
       *[other] على بُعد { $start } رمز
    }
bias-offset-label = الإزاحة المفتاح − الاستعلام
bias-offset-hint = اكتب عددًا صحيحًا واضغط Enter: السالب = المفتاح قبل الاستعلام.
bias-words-hint = كلمات تفصل بينها مسافات؛ اضغط Enter. كرّر كلمة لتقارن صفّيها.
bias-slope-one = { MATH("H = {0}", $heads) }: للرأس الوحيد { MATH("{0} = {1}", $rule, $slope) }.
bias-slope-geometric = { MATH("H = {0}", $heads) }: يتبع كل رأس { $rule }، وهي متتالية هندسية من { $first } نزولًا إلى { $last }: ميل كل رأس هو ميل الرأس الذي قبله مضروبًا في { $ratio }.
# Plurals: $base is given as «(وعددها { $base })», so no noun agrees with it.
bias-slope-interleaved = { MATH("H = {0}", $heads) } ليس قوةً للعدد اثنين، لذا تتبع النواة قاعدة مؤلفي ALiBi: تأخذ الرؤوس الأولى (وعددها { $base }) ميولَ حالة { MATH("H = {0}", $base) }، أي { $baseRule } (أكبر قوة للعدد اثنين أقل من { $H })؛ وتأخذ الباقية (وعددها { $extra }) ميلًا من كل ميلين من ميول حالة { MATH("H = {0}", $double) }، أي { $extraRule } عند { $odd } ({ $extraSlopes }). لذلك لا تأتي الميول بترتيب الرؤوس: للرأس { $nextHead } الميل { MATH("m = {0}", $nextSlope) }، وهو أكبر من ميل الرأس { $lastHead } البالغ { $lastSlope }.
bias-slopes-label = ميول ALiBi
bias-slopes-caption = { $count ->
    [1] ميل الرأس الوحيد، الرأس 0، المعروض أدناه.
    [two] ميل كلٍّ من الرأسين؛ والرأس { $head } معروض أدناه.
    [zero] ميل كل رأس من الرؤوس وعددها { $heads }؛ والرأس { $head } معروض أدناه.
    [few] ميل كل رأس من الرؤوس وعددها { $heads }؛ والرأس { $head } معروض أدناه.
    [many] ميل كل رأس من الرؤوس وعددها { $heads }؛ والرأس { $head } معروض أدناه.
   *[other] ميل كل رأس من الرؤوس وعددها { $heads }؛ والرأس { $head } معروض أدناه.
}
bias-col-head = الرأس
bias-col-slope = الميل m
bias-col-power = بصفته قوة للعدد 2
bias-col-rule = من القاعدة
bias-head-cell = الرأس { $head }
bias-scroll-hint = مرّر الجدول أفقيًا
bias-alibi-line =
    { $far ->
        [1] للرأس { $head } الميل { MATH("m = {0}", $slope) }: المفتاح الذي يسبق برمز واحد يأخذ { $near }.
        [zero] للرأس { $head } الميل { MATH("m = {0}", $slope) }: المفتاح الذي يسبق برمز واحد يأخذ { $near }، والذي على المسافة { $farCount } يأخذ { $farBias }.
        [two] للرأس { $head } الميل { MATH("m = {0}", $slope) }: المفتاح الذي يسبق برمز واحد يأخذ { $near }، والذي يسبق برمزين يأخذ { $farBias }.
        [few] للرأس { $head } الميل { MATH("m = {0}", $slope) }: المفتاح الذي يسبق برمز واحد يأخذ { $near }، والذي يسبق بـ { $farCount } رموز يأخذ { $farBias }.
        [many] للرأس { $head } الميل { MATH("m = {0}", $slope) }: المفتاح الذي يسبق برمز واحد يأخذ { $near }، والذي يسبق بـ { $farCount } رمزًا يأخذ { $farBias }.
       *[other] للرأس { $head } الميل { MATH("m = {0}", $slope) }: المفتاح الذي يسبق برمز واحد يأخذ { $near }، والذي يسبق بـ { $farCount } رمز يأخذ { $farBias }.
    }
bias-alibi-line-single = للرأس { $head } الميل { MATH("m = {0}", $slope) }. مع موضع واحد لا توجد مسافة تُعاقَب: زِد n.
bias-alibi-compare = يكبر الانحياز خطيًا مع المسافة، فالرأس الأشد ميلًا يركّز على الجوار القريب: { $count ->
        [zero] عند المسافة { $far }
        [one] على بُعد رمز واحد
        [two] على بُعد رمزين
        [few] على بُعد { $far } رموز
        [many] على بُعد { $far } رمزًا
       *[other] على بُعد { $far } رمز
    } يضيف أشد الرؤوس ميلًا هنا (الرأس { $steepest }، { MATH("m = {0}", $steepestSlope) }) القيمة { $steepestBias } إلى الدرجة، وأقلّها ميلًا (الرأس { $shallowest }، { MATH("m = {0}", $shallowestSlope) }) { $shallowestBias } فقط.
bias-alibi-compare-one = يكبر الانحياز خطيًا مع المسافة. ومع رأس واحد لا يوجد رأس أشد أو أقل ميلًا للمقارنة: زِد H.
bias-alibi-map-title = { $causal ->
    [yes] انحياز ALiBi، الرأس { $head } من { MATH("H = {0}", $heads) }، سببي
   *[no] انحياز ALiBi، الرأس { $head } من { MATH("H = {0}", $heads) }
}
bias-axis-query-position = موضع الاستعلام
bias-axis-key-position = موضع المفتاح
bias-alibi-cell-masked = الاستعلام { $query }، المفتاح { $key }: مقنَّع، المفتاح بعد الاستعلام ({ $minusInfinity } قبل softmax، والوزن 0)
bias-alibi-cell = الاستعلام { $query }، المفتاح { $key }، المسافة { MATH("|i − j| = {0}", $distance) }: الانحياز { $bias }
bias-alibi-map-summary = { $causal ->
    [yes] الخلية في الصف { $i } والعمود { $j } تمثّل نظر الاستعلام { $i } إلى المفتاح { $j }، للرأس { $head } ({ MATH("m = {0}", $slope) }). القطر 0 ويهبط الانحياز بمقدار { $m } مع كل خطوة بعيدًا عنه؛ وكل خلية يمين القطر (المفتاح بعد الاستعلام) مقنَّعة ومخطَّطة. لا يتوقف إلا على المسافة، لذا يسرد الجدول قيمة واحدة لكل مسافة.
   *[no] الخلية في الصف { $i } والعمود { $j } تمثّل نظر الاستعلام { $i } إلى المفتاح { $j }، للرأس { $head } ({ MATH("m = {0}", $slope) }). القطر 0 ويهبط الانحياز بمقدار { $m } مع كل خطوة بعيدًا عنه، بالقدر نفسه على الجانبين. لا يتوقف إلا على المسافة، لذا يسرد الجدول قيمة واحدة لكل مسافة.
}
bias-col-distance = المسافة { $distance }
bias-col-bias-head = الانحياز، الرأس { $head }
bias-alibi-table-label = انحياز ALiBi بحسب المسافة
bias-t5-summary-bidirectional = ثنائي الاتجاه، { $count ->
    [zero] { $buckets } حاوية
    [one] حاوية واحدة
    [two] حاويتان
    [few] { $buckets } حاويات
    [many] { $buckets } حاويةً
   *[other] { $buckets } حاوية
}، المسافة القصوى { $maxdist }: { $exact ->
    [0] لا تحظى أي إزاحة بحاوية خاصة بها
    [1] تحظى الإزاحة { $exactSpans } بحاوية خاصة بها (دقيقة)
    [two] تحظى كلٌّ من الإزاحتين { $exactSpans } بحاوية (دقيقة)
    [few] تحظى كل إزاحة من الإزاحات { $exactSpans } بحاوية (دقيقة)
    [many] تحظى كل إزاحة من الإزاحات { $exactSpans } بحاوية (دقيقة)
   *[other] تحظى كل إزاحة من الإزاحات { $exactSpans } بحاوية (دقيقة)
}، { $perDirection } لكل اتجاه مع عدّ 0 في جهة ما قبل الاستعلام؛ { $log ->
    [yes] وأبعد من ذلك تكون الحاويات لوغاريتمية؛ وتتشارك الإزاحات
   *[no] وتتشارك الإزاحات
} { $before } الحاوية { $beforeBucket } وتتشارك الإزاحات { $after } الحاوية { $afterBucket }، وهما الحاويتان الأخيرتان في الاتجاهين.
bias-t5-summary-causal = سببي (اتجاه واحد)، { $count ->
    [zero] { $buckets } حاوية
    [one] حاوية واحدة
    [two] حاويتان
    [few] { $buckets } حاويات
    [many] { $buckets } حاويةً
   *[other] { $buckets } حاوية
}، المسافة القصوى { $maxdist }: { $exact ->
    [0] لا تحظى أي إزاحة بحاوية خاصة بها
    [1] تحظى الإزاحة { $exactSpans } بحاوية خاصة بها (دقيقة)
    [two] تحظى كلٌّ من الإزاحتين { $exactSpans } بحاوية (دقيقة)
    [few] تحظى كل إزاحة من الإزاحات { $exactSpans } بحاوية (دقيقة)
    [many] تحظى كل إزاحة من الإزاحات { $exactSpans } بحاوية (دقيقة)
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
    [two] الحاويتان { $buckets } لا تضمّان أي إزاحة (الإزاحة 0 في الحاوية 0، لذا تبدأ المفاتيح التي بعد الاستعلام بعد حاوية واحدة؛ وتبقى الحاويات اللوغاريتمية الأضيق من إزاحة واحدة فارغة).
    [zero] الحاويات { $buckets } لا تضم أي إزاحة (الإزاحة 0 في الحاوية 0، لذا تبدأ المفاتيح التي بعد الاستعلام بعد حاوية واحدة؛ وتبقى الحاويات اللوغاريتمية الأضيق من إزاحة واحدة فارغة).
    [few] الحاويات { $buckets } لا تضم أي إزاحة (الإزاحة 0 في الحاوية 0، لذا تبدأ المفاتيح التي بعد الاستعلام بعد حاوية واحدة؛ وتبقى الحاويات اللوغاريتمية الأضيق من إزاحة واحدة فارغة).
    [many] الحاويات { $buckets } لا تضم أي إزاحة (الإزاحة 0 في الحاوية 0، لذا تبدأ المفاتيح التي بعد الاستعلام بعد حاوية واحدة؛ وتبقى الحاويات اللوغاريتمية الأضيق من إزاحة واحدة فارغة).
   *[other] الحاويات { $buckets } لا تضم أي إزاحة (الإزاحة 0 في الحاوية 0، لذا تبدأ المفاتيح التي بعد الاستعلام بعد حاوية واحدة؛ وتبقى الحاويات اللوغاريتمية الأضيق من إزاحة واحدة فارغة).
}
bias-t5-table-label = حاويات T5
bias-t5-caption = الإزاحة (المفتاح − الاستعلام) ← الحاوية، { $bidirectional ->
        [yes] ثنائي الاتجاه
       *[no] سببي (اتجاه واحد)
    }، { $count ->
        [zero] { $buckets } حاوية
        [one] حاوية واحدة
        [two] حاويتان
        [few] { $buckets } حاويات
        [many] { $buckets } حاويةً
       *[other] { $buckets } حاوية
    }، المسافة القصوى { $maxdist }. العمود الأخير: الرأس { $head } من الجدول البديل.
bias-col-bucket = الحاوية
bias-col-offsets = الإزاحات المفتاح − الاستعلام
bias-col-kind = النوع
bias-col-stand-in = الانحياز البديل، الرأس { $head }
bias-calc-answer = { $kind ->
    [last] الإزاحة { $offset } ← الحاوية { $bucket }: الحاوية الأخيرة في اتجاهها، تتشاركها كل إزاحة { $offsets }.
    [exact] الإزاحة { $offset } ← الحاوية { $bucket }: حاوية دقيقة، لهذه الإزاحة وحدها.
    [log] الإزاحة { $offset } ← الحاوية { $bucket }: حاوية لوغاريتمية تضم الإزاحات { $offsets }.
   *[none] الإزاحة { $offset } ← الحاوية { $bucket }.
}
bias-t5-map-title = حاوية T5 للإزاحة المفتاح − الاستعلام، { $bidirectional ->
        [yes] ثنائي الاتجاه
       *[no] سببي
    }، { $count ->
        [zero] { $buckets } حاوية
        [one] حاوية واحدة
        [two] حاويتان
        [few] { $buckets } حاويات
        [many] { $buckets } حاويةً
       *[other] { $buckets } حاوية
    }، المسافة القصوى { $maxdist }
bias-t5-cell = الاستعلام { $query }، المفتاح { $key }، الإزاحة { $offset }: الحاوية { $bucket } (الانحياز البديل للرأس { $head }: { $bias })
bias-t5-map-single = مع { $n } توجد خلية واحدة: الاستعلام 0 والمفتاح 0، الإزاحة 0، في الحاوية { $bucket }. زِد { $raise } لترى الإزاحات الأخرى.
bias-t5-map-rows = الخلية في الصف { $i } والعمود { $j } تمثّل حاوية الإزاحة { $offset }.
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
bias-compare-cell-masked = { MATH("{0} → {1}", $query, $key) }: مقنَّع (المفتاح بعد الاستعلام)، الوزن 0
bias-compare-cell = { MATH("{0} → {1}", $query, $key) }: الوزن { $weight } (الدرجة { $score }، انحياز الموضع { $bias })
bias-masked = مقنَّع
bias-compare-summary = { $scheme }: كل صف هو أوزان softmax لكلمة استعلام واحدة على كلمات المفاتيح ومجموعها 1. يعطي الاستعلام الأخير، { $last }، أكبر أوزانه، { $weight }، إلى { $top }.
bias-col-query = الاستعلام
bias-col-word = { $word } ({ $position })
bias-compare-caption = أوزان softmax، مقرَّبة إلى { $digits ->
        [zero] أعداد صحيحة
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $digits } منازل عشرية
        [many] { $digits } منزلةً عشرية
       *[other] { $digits } منزلة عشرية
    }.
bias-compare-table-label = الأوزان، { $scheme }
bias-compare-no-repeat = لا تتكرر أي كلمة في هذه الجملة. كرّر كلمة (مثل «{ $word }» في الجملة الافتراضية) لتقارن صفّيها: دون أي معلومة عن الموضع سيكونان متطابقين.
bias-compare-where = «{ $word }» في الموضعين { $a } و{ $b }، لذا يبدأ صفّاها من متجه الكلمة نفسه.
bias-compare-bias-only = مع { $schemes } للصفين الدرجات الخام نفسها { $raw } (أكبر فرق { $zero } إلى { $digits ->
        [zero] أعداد صحيحة
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $digits } منازل عشرية
        [many] { $digits } منزلةً عشرية
       *[other] { $digits } منزلة عشرية
    }): لا يختلف إلا الانحياز، وهو لا يتوقف إلا على المفتاح − الاستعلام، فتتغير الأوزان بالمسافة ولا شيء غيرها.
bias-compare-mixed = مع { $schemes } تختلف الدرجات الخام للصفين أصلًا (بما يصل إلى { $differences }): الموضع داخل المتجهات، ممزوج بالكلمة.
bias-compare-other = { $scheme }: تختلف الدرجات الخام للصفين بما يصل إلى { $difference }.
bias-beyond-heading = ما بعد طول التدريب
# Plurals: $L is the symbol L, worded «متتاليات عدد رموزها { $L }» so no noun agrees with it.
bias-beyond-lead = افترض أن الرأس أدناه دُرِّب فقط على متتاليات عدد رموزها { $L }، ثم أُعطي الآن { $n }. يتتبع كل مخطط حدّ الموضع في أسلوب ترميز واحد من المسافة (أو الموضع) 0 إلى { $last }: الجزء الأول، حتى { $seen }، هو ما أظهره التدريب؛ والباقي جديد. وتختلف أساليب الترميز في معنى «جديد».
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
    [two] أكمل الزوجان { $pairs } دورة كاملة ضمن الإزاحات 0 … { $last }، لذا فكل اتجاه يلقيانه أبعد من ذلك قد لقياه من قبل.
    [few] أكملت الأزواج { $pairs } دورة كاملة ضمن الإزاحات 0 … { $last }، لذا فكل اتجاه تلقاه أبعد من ذلك قد لقيته من قبل.
    [many] أكملت الأزواج { $pairs } دورة كاملة ضمن الإزاحات 0 … { $last }، لذا فكل اتجاه تلقاه أبعد من ذلك قد لقيته من قبل.
   *[other] أكملت الأزواج { $pairs } دورة كاملة ضمن الإزاحات 0 … { $last }، لذا فكل اتجاه تلقاه أبعد من ذلك قد لقيته من قبل.
}
bias-beyond-rope-back = { $count ->
    [one] تجاوز الزوج { $pairs } أكبر زاوية له في التدريب، لكنه بعد طرح الدورات الكاملة يشير عائدًا إلى داخل القوس الذي غطّاه التدريب (الزوج { $pair }: { $angle } rad عند الإزاحة { $offset } تساوي { $direction } rad بعد طرح الدورات الكاملة، داخل 0 … { $largest } rad)، وهو اتجاه رآه من قبل.
    [two] تجاوز الزوجان { $pairs } أكبر زاوية لكلٍّ منهما في التدريب، لكنهما بعد طرح الدورات الكاملة يشيران عائدَين إلى داخل القوس الذي غطّاه التدريب (الزوج { $pair }: { $angle } rad عند الإزاحة { $offset } تساوي { $direction } rad بعد طرح الدورات الكاملة، داخل 0 … { $largest } rad)، وهو اتجاه رأياه من قبل.
    [zero] تجاوزت الأزواج { $pairs } أكبر زاوية لها في التدريب، لكنها بعد طرح الدورات الكاملة تشير عائدة إلى داخل القوس الذي غطّاه التدريب (الزوج { $pair }: { $angle } rad عند الإزاحة { $offset } تساوي { $direction } rad بعد طرح الدورات الكاملة، داخل 0 … { $largest } rad)، وهو اتجاه رأته من قبل.
    [few] تجاوزت الأزواج { $pairs } أكبر زاوية لها في التدريب، لكنها بعد طرح الدورات الكاملة تشير عائدة إلى داخل القوس الذي غطّاه التدريب (الزوج { $pair }: { $angle } rad عند الإزاحة { $offset } تساوي { $direction } rad بعد طرح الدورات الكاملة، داخل 0 … { $largest } rad)، وهو اتجاه رأته من قبل.
    [many] تجاوزت الأزواج { $pairs } أكبر زاوية لها في التدريب، لكنها بعد طرح الدورات الكاملة تشير عائدة إلى داخل القوس الذي غطّاه التدريب (الزوج { $pair }: { $angle } rad عند الإزاحة { $offset } تساوي { $direction } rad بعد طرح الدورات الكاملة، داخل 0 … { $largest } rad)، وهو اتجاه رأته من قبل.
   *[other] تجاوزت الأزواج { $pairs } أكبر زاوية لها في التدريب، لكنها بعد طرح الدورات الكاملة تشير عائدة إلى داخل القوس الذي غطّاه التدريب (الزوج { $pair }: { $angle } rad عند الإزاحة { $offset } تساوي { $direction } rad بعد طرح الدورات الكاملة، داخل 0 … { $largest } rad)، وهو اتجاه رأته من قبل.
}
bias-beyond-rope-unseen = عند الإزاحة { $offset } { $count ->
    [one] يشير الزوج { $pairs } إلى اتجاه لم يُرَ قط في التدريب
    [two] يشير الزوجان { $pairs } إلى اتجاهين لم يُرَيا قط في التدريب
    [zero] تشير الأزواج { $pairs } إلى اتجاهات لم تُرَ قط في التدريب
    [few] تشير الأزواج { $pairs } إلى اتجاهات لم تُرَ قط في التدريب
    [many] تشير الأزواج { $pairs } إلى اتجاهات لم تُرَ قط في التدريب
   *[other] تشير الأزواج { $pairs } إلى اتجاهات لم تُرَ قط في التدريب
} (يشير الزوج { $pair } إلى { $direction } rad، خارج القوس 0 … { $largest } rad الذي غطّاه التدريب). فيمزج { $qk } للمفاتيح البعيدة عندئذ اتجاهات لم تلقها الأوزان المدرَّبة قط.
bias-beyond-alibi = الرأس { $head }، الميل { MATH("m = {0}", $slope) }: أبعد مفتاح في التدريب، على بُعد { $seenLast } قبل الاستعلام، أخذ { $seenBias }؛ وعلى بُعد { $last } قبل الاستعلام يبلغ الانحياز { $lastBias }.
bias-beyond-alibi-steps = { $even ->
    [yes] كل خطوة أبعد تخفض الدرجة بالمقدار نفسه { $step }، داخل التدريب وبعده: العقوبة خط مستقيم واحد ممدود.
   *[no] الخطوات ليست كلها متساوية.
}
bias-beyond-alibi-scope = لا يُضاف أي معامل ولا يظهر انحياز من نوع جديد: المُدخل الأطول لا يفعل إلا أن يضع المفاتيح أبعد على خط يستعمله الرأس أصلًا، حيث تصغر أوزانها أكثر فأكثر. هذا ما يبقى ضمن المألوف، لا كل ما يراه النموذج: في الكتلة الأولى لا تحمل الاستعلامات والمفاتيح أي موضع، أما من الكتلة الثانية فصاعدًا فتحمله، لأن كلًّا منها مزيج من كلمات مرجَّحة بالمسافة.
bias-beyond-t5-buckets = استعملت المفاتيح التي على بُعد 0 … { $seenLast } قبل الاستعلام { $seenCount ->
    [one] الحاوية
    [two] الحاويتين
    [zero] الحاويات
    [few] الحاويات
    [many] الحاويات
   *[other] الحاويات
} { $seen }؛ وتقع المفاتيح التي على بُعد { $from } … { $last } قبل الاستعلام في { $beyondCount ->
    [one] الحاوية
    [two] الحاويتين
    [zero] الحاويات
    [few] الحاويات
    [many] الحاويات
   *[other] الحاويات
} { $beyond }.
bias-beyond-t5-fresh = { $count ->
    [one] الحاوية { $buckets } (المفاتيح على بُعد { $keys } قبل الاستعلام) لم تظهر قط في التدريب، لذا لم يتلقَّ عددها المُتعلَّم أي تدرّج.
    [two] الحاويتان { $buckets } (المفاتيح على بُعد { $keys } قبل الاستعلام) لم تظهرا قط في التدريب، لذا لم يتلقَّ عدداهما المُتعلَّمان أي تدرّج.
    [zero] الحاويات { $buckets } (المفاتيح على بُعد { $keys } قبل الاستعلام) لم تظهر قط في التدريب، لذا لم تتلقَّ أعدادها المُتعلَّمة أي تدرّج.
    [few] الحاويات { $buckets } (المفاتيح على بُعد { $keys } قبل الاستعلام) لم تظهر قط في التدريب، لذا لم تتلقَّ أعدادها المُتعلَّمة أي تدرّج.
    [many] الحاويات { $buckets } (المفاتيح على بُعد { $keys } قبل الاستعلام) لم تظهر قط في التدريب، لذا لم تتلقَّ أعدادها المُتعلَّمة أي تدرّج.
   *[other] الحاويات { $buckets } (المفاتيح على بُعد { $keys } قبل الاستعلام) لم تظهر قط في التدريب، لذا لم تتلقَّ أعدادها المُتعلَّمة أي تدرّج.
}
bias-beyond-t5-none-fresh = كلها ظهرت من قبل في التدريب: لا يُستدعى شيء جديد.
bias-beyond-t5-last = ابتداءً من بُعد { $start } قبل الاستعلام تتشارك كل المفاتيح الحاوية { $bucket }، وهي الأخيرة: مهما بعُد المفتاح يأخذ العدد نفسه، فلا يقول الانحياز بعد ذلك إلا «بعيد».
bias-beyond-t5-last-beyond = الحاوية الأخيرة، { $bucket }، تبدأ على بُعد { $start } قبل الاستعلام، أبعد من { $last }: زِد { $L } لتبلغها.
bias-beyond-legend-training = التدريب: { $range }
bias-beyond-legend-new = جديد: { $range }
bias-beyond-axis-position = الموضع
bias-beyond-axis-back = بُعد المفتاح قبل الاستعلام (الاستعلام − المفتاح)
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
bias-beyond-col-back = البُعد قبل الاستعلام
bias-beyond-chart-sinusoidal = مخطط خطي: { $pe }، جيب الزوج الأبطأ، للمواضع من 0 إلى { $last }؛ المواضع حتى { $seenLast } رُئيت في التدريب، والباقي جديد.
bias-beyond-chart-rope = مخطط خطي بمقياس لوغاريتمي: أكبر زاوية لكل زوج في التدريب، وزاويته عند الإزاحة { $offset }، واتجاه تلك الزاوية بعد طرح الدورات الكاملة، مع خط أفقي عند دورة كاملة.
bias-beyond-chart-alibi = مخطط خطي: انحياز ALiBi للرأس { $head } مقابل المسافة من 0 إلى { $last }؛ المسافات حتى { $seenLast } رُئيت في التدريب، والباقي جديد.
# Plurals: $last is worded «{ $last } من الرموز», so no noun agrees with it.
bias-beyond-chart-t5 = مخطط درجي: حاوية T5 لمفتاح على بُعد 0 إلى { $last } من الرموز قبل الاستعلام؛ المسافات حتى { $seenLast } رُئيت في التدريب، والباقي جديد.
bias-beyond-lab-link = انظر «{ $title }»: شغّل المقارنة واقرأ إجابات ALiBi التامة بعد طول التدريب
bias-beyond-trained-label = L (طول التدريب)
bias-beyond-trained-range = اكتب من { $smallest } إلى { $largest }
bias-beyond-trained-describe = دُرِّب على { $count ->
        [zero] { $trained } رمز
        [one] رمز واحد
        [two] رمزين
        [few] { $trained } رموز
        [many] { $trained } رمزًا
       *[other] { $trained } رمز
    }، ويُعرض على { $shown }
bias-beyond-table-label = { $scheme }، { MATH("L = {0}", $trained) } و{ $shown }



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-extension-train = L (طول التدريب)
words-extension-method = الطريقة (توسيع السياق)
words-extension-scale = s (عامل التحجيم)
words-extension-ramp = منحدر YaRN
words-extension-d = d (بُعد الرأس)
# Between two sentences of the extension section: a space, or nothing where sentences end in a full-width stop.
extension-sentence-join = { " " }
extension-method-none-label = بلا تغيير
extension-method-none-long = بلا تغيير (استكمال خارجي مباشر)
extension-method-none-hint = كل ω كما دُرِّب
extension-method-pi-label = استيفاء المواضع
extension-method-pi-long = استيفاء المواضع
extension-method-pi-hint = كل ω مقسومًا على s
extension-method-ntk-label = تحجيم NTK-aware
extension-method-ntk-long = تحجيم NTK-aware
extension-method-ntk-hint = أساس أكبر { MATH("b′") }
extension-method-yarn-label = YaRN
extension-method-yarn-long = YaRN
extension-method-yarn-hint = منحدر لكل زوج، ودرجة حرارة
extension-ramp-released-label = كما تحسبه الشيفرة المنشورة
extension-ramp-released-hint = Hugging Face transformers وشيفرة مؤلفي YaRN: خطي في دليل الزوج i
extension-ramp-released-short = المنشورة
extension-ramp-paper-label = كما تكتبه الورقة
extension-ramp-paper-hint = خطي في عدد الدورات r
extension-ramp-paper-short = الورقة
extension-yarn-with-ramp = { $name } (منحدر { $ramp })
extension-lead = يُدرَّب نموذج ذو ترميز موضعي دوّار على متتاليات من L موضعًا: يُدار الزوج { $i } من كل استعلام ومفتاح بالزاوية { $angle }، حيث { $omega }، لـ { $pos } من 0 إلى { $last }. هنا { $d } هو **بُعد الرأس**، أي طول استعلام رأس انتباه واحد ومفتاحه، لا عرض النموذج: في LLaMA 7B يُقسَم { $dmodel } على 32 رأسًا، فيكون { $head } و64 زوجًا (نماذج LLaMA الأكبر أعرض وفيها رؤوس أكثر، كل منها أيضًا { $head }). اسأل النموذج الآن عن موضع بعد L. ما زالت الصيغة تعطي زاوية، لكن زوجًا بطيئًا قد يشير إلى اتجاه لم يشر إليه قط في التدريب، ولم يتعلّم النموذج قط ما يعنيه ذلك الاتجاه. الوصفات أدناه تمطّ الترددات كي يبدو سياق أطول { $s } مرة، { $target }، أقرب إلى ما رآه النموذج.
extension-seen-rule = ما يراه { MATH("q·k") } من زوج هو اتجاهه على الدائرة، والدوران بمقدار { $turn } يشير حيث يشير الدوران بمقدار { $x }. لذا يكون الزوج قد **رأى** اتجاهًا إذا أداره التدريب إليه. في التدريب مسح قوس الاتجاهات من 0 إلى أكبر زاوية له { $largest }: كل الاتجاهات، إن كانت تلك الزاوية { $full } على الأقل (أتمّ الزوج دورة كاملة). وإلا فعلى الزاوية الجديدة { $angle }، بعد طرح دوراتها الكاملة، أن تقع داخل ذلك القوس، أو خارجه بخطوة تدريب واحدة { $step } على الأكثر، بعد نهايته أو قبل 0 بقليل: فالمواضع أعداد صحيحة، والاتجاه الذي يبعد عن القوس أقل من خطوة ليس أبعد عن اتجاه مدرَّب من بُعد موضعين متجاورين في التدريب أحدهما عن الآخر. ويبيّن الجدول أدناه، زوجًا زوجًا، كم خطوة من هذه الخطوات يشير خارج القوس. والزاوية الأكبر من أي زاوية في التدريب قد تعود فتشير داخل القوس بعد دورة كاملة: ولو قارنّا الزوايا الخام وحدها لعددناها اتجاهًا لم يُرَ من قبل.
extension-three-ways = ثلاث طرق لمطّ الترددات
extension-pi-title = استيفاء المواضع (Chen وآخرون، 2023)
extension-pi = { $omega } لكل زوج: وهو كقسمة كل موضع على s، فتقع المواضع حتى { $range } داخل المدى المدرَّب. والثمن: تتقارب المواضع المتجاورة بعامل s في كل زوج، ومنها الأزواج السريعة التي تميّز الرموز القريبة، لذا يُضبَط النموذج عادةً (fine-tuning) على المواضع المضغوطة.
extension-ntk-title = تحجيم NTK-aware (bloc97، 2023)
extension-ntk = ارفع الأساس بدلًا من ذلك: يحتفظ أسرع زوج بتردده (فقد دار مرات كثيرة على أي حال) ويُقسَم أبطؤها، { $slowest }، على s تمامًا؛ وتُبطَّأ الأزواج بينهما بقدر أقل. تبقى المواضع القريبة متمايزة كما في التدريب، لكن الأزواج الوسطى تُبطَّأ بأقل من s، فقرب نهاية { $target } قد يخرج بعضها من القوس الذي غطّاه في التدريب.
extension-yarn-title = YaRN (Peng وآخرون، 2023)
extension-yarn = احسب كم دورة أتمّ الزوج { $i } على طول التدريب، { $turns } بطول موجي { $wavelength }. الأزواج التي دارت أكثر من { $beta } مرة تحتفظ بترددها ({ $keep })، والتي دارت أقل من { $alpha } مرة تُستوفى كما في PI ({ $interpolated })، ومنحدر يمزج بين الحالتين فيما بينهما. وتُضرب الاستعلامات والمفاتيح أيضًا في { $factor }، فتُضرب درجات الانتباه قبل softmax (logits) في مربّعه: السياق الأطول يوزّع softmax على مفاتيح أكثر، وهذا يعيد إليه حدّته. تتفق الورقة والشيفرة المنشورة على هذا العامل (تحسبه Hugging Face بالشكل { $code } عندما { MATH("s > 1") } و1 في غير ذلك، وتضرب فيه cos وsin كليهما، أي q وk على السواء).
# Plurals: $alpha and $beta are equations (α = 1, β = 32), worded «بالدورات: { $alpha } و{ $beta }» so no noun agrees with them.
extension-yarn-bounds = تستعمل هذه الصفحة قيم الورقة لـ LLaMA، بالدورات: { $alpha } و{ $beta }.
extension-tex-paper = الورقة:
extension-tex-released = المنشورة:
extension-yarn-forms = تشكّل الورقة والشيفرة المنشورة معها المنحدر بطريقتين مختلفتين. **الورقة** تجعل { $gamma } خطية في عدد الدورات { $r }. **الشيفرة المنشورة** (مستودع مؤلفي YaRN، وHugging Face transformers الذي يشغّل نماذج YaRN المنشورة) تجعلها خطية في دليل الزوج { $i }: { $c } هو الزوج الذي يدور r مرة على طول L، ويمتد المنحدر من الزوج { $lo } إلى الزوج { $hi }، وهما الزوجان حيث { $atBeta } و{ $atAlpha } مقرَّبين إلى الخارج (تسمّي الشيفرة { $beta } باسم { $betaFast } و{ $alpha } باسم { $betaSlow }). عندما { $ordered } تتفق الصيغتان على كل زوج خارج { $range }؛ أما داخله فقد تختلفان كثيرًا، والجملة أدناه تقول أين وبكم عند هذه الإعدادات. تستعمل هذه الصفحة الصيغة المنشورة ما لم تختر صيغة الورقة:
extension-wavelength-heading = الطول الموجي لكل زوج، المدرَّب والجديد
extension-angle-heading = الزاوية عند pos، زوجًا زوجًا
extension-learned-title = وماذا عن جدول مُتعلَّم؟
# Plurals: $maxLen is the name max_len, worded «عدد صفوفه { $maxLen }»; $positions and $rows follow their noun («مواضعه الـ { $positions }»), which needs no agreement.
extension-learned = الجدول المطلق المُتعلَّم عدد صفوفه { $maxLen }، ولا صيغة لصف بعدها، فلا شيء يُمَطّ. ما تفعله النماذج بدلًا من ذلك هو تغيير حجم الجدول وإعادة التدريب: يستوفي ViT وDeiT تضمينات المواضع المُتعلَّمة إلى الشبكة الأكبر عند ضبطهما ضبطًا دقيقًا (fine-tuning) على دقة صور أعلى، وصنع Longformer مواضعه الـ { $positions } بنسخ صفوف RoBERTa المُتعلَّمة الـ { $rows } ثماني مرات قبل مواصلة التدريب. الصفوف الجديدة نقطة بداية لذلك التدريب، لا قيم تعلّمها النموذج. أما الترميزان الدوّار والجيبي فلهما قيمة عند كل موضع أصلًا؛ والطرق أعلاه غايتها أن تصير تلك القيم مألوفة.
extension-learned-link = انظر «{ $title }»: الموضع بعد { $maxLen } لا صف له
extension-settings-label = إعدادات توسيع السياق
extension-method-label = الطريقة
extension-scale-hint = يقسم الزرّان − و+ قيمة s على اثنين أو يضاعفانها.
extension-scale-one = { MATH("s = 1") }: طول التدريب نفسه، بلا توسيع
extension-scale-describe = { MATH("s = {0}", $s) }: سياق طوله طولُ التدريب مضروبًا في { $s }
extension-train-hint = يقسم الزرّان − و+ قيمة L على اثنين أو يضاعفانها.
extension-train-describe =
    { MATH("L = {0}", $positions) } { $count ->
        [zero] موضع رآه التدريب
        [one] موضع رآه التدريب
        [two] موضعان رآهما التدريب
        [few] مواضع رآها التدريب
        [many] موضعًا رآها التدريب
       *[other] موضع رآها التدريب
    }
# Plurals: $digits is the section's 3 decimals: «3 منازل عشرية».
extension-rounding = تُقرَّب الأطوال الموجية والدورات وγ والزوايا إلى { $digits } منازل عشرية ({ -rounding })، والخطوات خارج القوس إلى { $digits } منازل عشرية على الأكثر، والترددات ω إلى 6 أرقام معنوية، والأساس وعامل الانتباه إلى 6 منازل عشرية.
extension-summary-unseen =
    عند { MATH("pos = {0}", $pos) }، { $where ->
        [beyond]
            { $train ->
                [1] بعد الموضع 0، الوحيد الذي رآه التدريب
               *[other] بعد المواضع الـ { $trainCount } من 0 إلى { $last } التي رآها التدريب
            }
       *[inside]
            { $train ->
                [1] وهو الموضع الوحيد الذي رآه التدريب
               *[other] داخل مدى التدريب 0 … { $last }
            }
    }، مع { $method } { $unseen ->
        [0]
            { $pairs ->
                [1] لن يشير الزوج الوحيد إلا إلى اتجاهات أشار إليها في التدريب.
               *[other] لن تشير الأزواج الـ { $pairCount } كلها إلا إلى اتجاهات أشارت إليها في التدريب.
            }
       *[other]
            { $pairs ->
                [1] سيشير الزوج الوحيد إلى اتجاه لم يشر إليه قط في التدريب.
               *[other]
                    { $unseen ->
                        [1] سيشير { $unseenCount } من أصل { $pairCount } من الأزواج إلى اتجاه لم يشر إليه قط في التدريب.
                       *[other] سيشير { $unseenCount } من أصل { $pairCount } من الأزواج إلى اتجاهات لم تشر إليها قط في التدريب.
                    }
            }
    }
extension-summary-wrapped = { $wrapped ->
    [0] لم يُتمّ أي زوج دورة كاملة في التدريب{ $inside ->
            [0] .
            [one] ؛ ولزوج واحد تبقى الزاوية الجديدة داخل القوس الذي غطّاه.
            [two] ؛ ولزوجين تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منهما.
            [few] ؛ ولـ { $insideCount } أزواج تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
            [many] ؛ ولـ { $insideCount } زوجًا تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
           *[other] ؛ ولـ { $insideCount } زوج تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
        }
    [one] أتمّ زوج واحد دورة كاملة في التدريب، فكل اتجاه مألوف له{ $inside ->
            [0] .
            [one] ؛ ولزوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه.
            [two] ؛ ولزوجين آخرين تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منهما.
            [few] ؛ ولـ { $insideCount } أزواج أخرى تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
            [many] ؛ ولـ { $insideCount } زوجًا آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
           *[other] ؛ ولـ { $insideCount } زوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
        }
    [two] أتمّ زوجان دورة كاملة في التدريب، فكل اتجاه مألوف لهما{ $inside ->
            [0] .
            [one] ؛ ولزوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه.
            [two] ؛ ولزوجين آخرين تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منهما.
            [few] ؛ ولـ { $insideCount } أزواج أخرى تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
            [many] ؛ ولـ { $insideCount } زوجًا آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
           *[other] ؛ ولـ { $insideCount } زوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
        }
    [few] أتمّ { $wrappedCount } أزواج دورة كاملة في التدريب، فكل اتجاه مألوف لها{ $inside ->
            [0] .
            [one] ؛ ولزوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه.
            [two] ؛ ولزوجين آخرين تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منهما.
            [few] ؛ ولـ { $insideCount } أزواج أخرى تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
            [many] ؛ ولـ { $insideCount } زوجًا آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
           *[other] ؛ ولـ { $insideCount } زوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
        }
    [many] أتمّ { $wrappedCount } زوجًا دورة كاملة في التدريب، فكل اتجاه مألوف لها{ $inside ->
            [0] .
            [one] ؛ ولزوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه.
            [two] ؛ ولزوجين آخرين تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منهما.
            [few] ؛ ولـ { $insideCount } أزواج أخرى تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
            [many] ؛ ولـ { $insideCount } زوجًا آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
           *[other] ؛ ولـ { $insideCount } زوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
        }
   *[other] أتمّ { $wrappedCount } زوج دورة كاملة في التدريب، فكل اتجاه مألوف لها{ $inside ->
            [0] .
            [one] ؛ ولزوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه.
            [two] ؛ ولزوجين آخرين تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منهما.
            [few] ؛ ولـ { $insideCount } أزواج أخرى تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
            [many] ؛ ولـ { $insideCount } زوجًا آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
           *[other] ؛ ولـ { $insideCount } زوج آخر تبقى الزاوية الجديدة داخل القوس الذي غطّاه كلٌّ منها.
        }
}
extension-summary-near = { $count ->
    [zero] لا يشير أي زوج خارج القوس الذي غطّاه في التدريب بخطوة تدريب واحدة أو أقل.
    [one] زوج واحد يشير خارج القوس الذي غطّاه في التدريب بقليل، بمقدار { MATH("{0}·ω", $most) }: ضمن خطوة تدريب واحدة، فيُعدّ اتجاهًا رآه.
    [two] زوجان يشيران خارج القوسين اللذين غطّياهما في التدريب بقليل، بمقدار { MATH("{0}·ω", $most) } على الأكثر: ضمن خطوة تدريب واحدة، فيُعدّان اتجاهين رأياهما.
    [few] { $near } أزواج تشير خارج الأقواس التي غطّتها في التدريب بقليل، بمقدار { MATH("{0}·ω", $most) } على الأكثر: ضمن خطوة تدريب واحدة، فتُعدّ اتجاهات رأتها.
    [many] { $near } زوجًا تشير خارج الأقواس التي غطّتها في التدريب بقليل، بمقدار { MATH("{0}·ω", $most) } على الأكثر: ضمن خطوة تدريب واحدة، فتُعدّ اتجاهات رأتها.
   *[other] { $near } زوج تشير خارج الأقواس التي غطّتها في التدريب بقليل، بمقدار { MATH("{0}·ω", $most) } على الأكثر: ضمن خطوة تدريب واحدة، فتُعدّ اتجاهات رأتها.
}
extension-summary-per-pair = يُحكَم على كل زوج وحده، لكن { MATH("q·k") } يجمع الأزواج كلها: فالموضع الذي يشير فيه كل زوج إلى اتجاه رآه في التدريب قد يكون مع ذلك تركيبة من اتجاهات لم يجمعها التدريب قط.
extension-summary-back = { $count ->
    [zero] لا يدور أي زوج أبعد من أكبر زاوية مدرَّبة له ثم يعود بعد طرح دوراته الكاملة إلى داخل القوس الذي غطّاه.
    [one] زوج واحد يدور أبعد من أكبر زاوية مدرَّبة له، لكنه بعد طرح دوراته الكاملة يعود فيشير داخل القوس الذي غطّاه.
    [two] زوجان يدوران أبعد من أكبر زاوية مدرَّبة لكلٍّ منهما، لكنهما بعد طرح دوراتهما الكاملة يعودان فيشيران داخل القوس الذي غطّاه كلٌّ منهما.
    [few] { $back } أزواج تدور أبعد من أكبر زواياها المدرَّبة، لكنها بعد طرح دوراتها الكاملة تعود فتشير داخل الأقواس التي غطّتها.
    [many] { $back } زوجًا تدور أبعد من أكبر زواياها المدرَّبة، لكنها بعد طرح دوراتها الكاملة تعود فتشير داخل الأقواس التي غطّتها.
   *[other] { $back } زوج تدور أبعد من أكبر زواياها المدرَّبة، لكنها بعد طرح دوراتها الكاملة تعود فتشير داخل الأقواس التي غطّتها.
}
extension-summary-none = { $pairs ->
    [1] { $unseen ->
        [0] من دون أي تغيير، لن يشير الزوج إلا إلى اتجاهات رآها التدريب.
       *[other] من دون أي تغيير، سيشير الزوج إلى اتجاه لم يره التدريب.
    }
   *[other] من دون أي تغيير، سيفعل ذلك { $unseenCount } من { $pairCount }.
}
extension-summary-outside =
    وهذا الموضع pos ليس داخل السياق الموسَّع أيضًا: طوله { MATH("s·L = {0}", $target) } { $count ->
        [zero] موضع
        [one] موضع
        [two] موضعان
        [few] مواضع
        [many] موضعًا
       *[other] موضع
    }، بالعدّ من 0.
extension-percent = { $side ->
    [below] أقل بنسبة { $percent }% من
   *[above] أكبر بنسبة { $percent }% من
}
extension-percent-tiny = { $side ->
    [below] أقل بنسبة تقل عن { $least }% من
   *[above] أكبر بنسبة تقل عن { $least }% من
}
extension-ramp-counts =
    { $keep ->
        [zero] لا يحتفظ أي زوج بـ
        [one] زوج واحد يحتفظ بـ
        [two] زوجان يحتفظان بـ
        [few] { $keepCount } أزواج تحتفظ بـ
        [many] { $keepCount } زوجًا تحتفظ بـ
       *[other] { $keepCount } زوج تحتفظ بـ
    } { MATH("ω (γ = 1)") }، { $interpolated ->
        [zero] ولا يُستوفى أي زوج
        [one] وزوج واحد يُستوفى
        [two] وزوجان يُستوفيان
        [few] و{ $interpolatedCount } أزواج تُستوفى
        [many] و{ $interpolatedCount } زوجًا تُستوفى
       *[other] و{ $interpolatedCount } زوج تُستوفى
    } { MATH("(γ = 0)") } { $blended ->
        [zero] ولا يمزج أي زوج
        [one] وزوج واحد يمزج
        [two] وزوجان يمزجان
        [few] و{ $blendedCount } أزواج تمزج
        [many] و{ $blendedCount } زوجًا تمزج
       *[other] و{ $blendedCount } زوج تمزج
    }
extension-ramp-ends =
    هنا { MATH("c(β) = {0}", $cBeta) } و{ MATH("c(α) = {0}", $cAlpha) } (الزوجان اللذان يدوران β وα مرة على طول L، حيث { MATH("β = {0}", $beta) } و{ MATH("α = {0}", $alpha) })، فيمتد المنحدر المنشور من { MATH("ℓ = max(⌊{0}⌋, 0) = {1}", $cBeta, $lo) } إلى { MATH("h = min(⌈{0}⌉, {1}) = {2}", $cAlpha, $top, $hi) }{ $order ->
        [equal] ؛ { MATH("ℓ = h") }، لذا تضيف الشيفرة { $tiny } إلى h تجنبًا للقسمة على صفر.
        [backwards] ؛ { MATH("ℓ > h") }، لذا يسير المنحدر المنشور بالعكس.
       *[ordered] .
    }
extension-ramp-both = في المنشورة: { $released }؛ وفي صيغة الورقة: { $paper }.
extension-ramp-same = تعطي الصيغتان كل زوج القيمة γ نفسها، ومن ثَمّ { MATH("ω′") } نفسها.
extension-ramp-differ =
    { $count ->
        [one] تختلفان في زوج واحد، الزوج { $first }
        [two]
            تختلفان في زوجين من أصل { $total }، { $run ->
                [run] الزوجين { $first } و{ $last }
               *[between] بين الزوج { $first } والزوج { $last }
            }
        [zero]
            تختلفان في { $differing } من أصل { $total } من الأزواج، { $run ->
                [run] الأزواج { $first } … { $last }
               *[between] بين الزوج { $first } والزوج { $last }
            }
        [few]
            تختلفان في { $differing } من أصل { $total } من الأزواج، { $run ->
                [run] الأزواج { $first } … { $last }
               *[between] بين الزوج { $first } والزوج { $last }
            }
        [many]
            تختلفان في { $differing } من أصل { $total } من الأزواج، { $run ->
                [run] الأزواج { $first } … { $last }
               *[between] بين الزوج { $first } والزوج { $last }
            }
       *[other]
            تختلفان في { $differing } من أصل { $total } من الأزواج، { $run ->
                [run] الأزواج { $first } … { $last }
               *[between] بين الزوج { $first } والزوج { $last }
            }
    }{ $where ->
        [unchanged] ، لكن عند { MATH("s = 1") } لا يغيّر الاستيفاء شيئًا، فتبقى { MATH("ω′") } في YaRN واحدة في الحالتين.
        [there] ؛ وهناك تكون { MATH("ω′") } في YaRN بمنحدر الورقة { $percent } المنشورة ({ MATH("γ = {0}", $paper) } في صيغة الورقة، و{ $released } في المنشورة).
        [each] ؛ وفي كل منها تكون { MATH("ω′") } في YaRN بمنحدر الورقة { $percent } المنشورة ({ MATH("γ = {0}", $paper) } في صيغة الورقة، و{ $released } في المنشورة).
        [most-tied]
            ؛ وأكثرها عند الزوج { $pair } (وبالقدر نفسه عند { $others ->
                [one] زوج آخر
                [two] زوجين آخرين
                [few] { $othersCount } أزواج أخرى
                [many] { $othersCount } زوجًا آخر
                [zero] { $othersCount } زوج آخر
               *[other] { $othersCount } زوج آخر
            })، حيث تكون { MATH("ω′") } في YaRN بمنحدر الورقة { $percent } المنشورة ({ MATH("γ = {0}", $paper) } في صيغة الورقة، و{ $released } في المنشورة).
       *[most] ؛ وأكثرها عند الزوج { $pair }، حيث تكون { MATH("ω′") } في YaRN بمنحدر الورقة { $percent } المنشورة ({ MATH("γ = {0}", $paper) } في صيغة الورقة، و{ $released } في المنشورة).
    }
extension-ramp-caption = { $part ->
    [part] أول { $half } وآخر { $half } من الأزواج الـ { $pairs } التي يختلف فيها
   *[all] { $count ->
        [one] الزوج الوحيد الذي يختلف فيه
        [two] الزوجان اللذان يختلف فيهما
        [zero] الأزواج الـ { $pairs } التي يختلف فيها
        [few] الأزواج الـ { $pairs } التي يختلف فيها
        [many] الأزواج الـ { $pairs } التي يختلف فيها
       *[other] الأزواج الـ { $pairs } التي يختلف فيها
    }
} منحدرا YaRN ({ $settings }): γ المنشورة خطية في دليل الزوج i، وγ الورقة خطية في الدورات r. كل زوج آخر يأخذ γ نفسها من الاثنين.
extension-col-pair = الزوج
extension-col-turns = الدورات { MATH("{0}", $turns) }
extension-col-gamma-released = { $gamma } المنشورة
extension-col-gamma-paper = { $gamma } الورقة
extension-col-paper-against = { $omega } الورقة مقابل المنشورة
extension-signed-percent = { MATH("{0}{1}%", $sign, $percent) }
extension-ramp-table-label = أين يختلف منحدرا YaRN
extension-scroll-hint = الجدول أعرض من الشاشة: مرّره جانبيًا
extension-method-chosen = { $name } (المختارة)
extension-unseen-of = { $unseen } من { $pairs }
extension-methods-caption = كل طريقة عند { MATH("pos = {0}", $pos) }، { $settings }.
extension-col-method = الطريقة
extension-col-base = الأساس المستعمل
extension-col-factor = عامل ضرب { $q } و{ $k }
extension-col-unseen = الأزواج التي تشير إلى اتجاه لم يره التدريب
extension-col-target = الطول المستهدف { $target }
extension-methods-label = مقارنة الطرق الأربع
extension-chart-trained = المدرَّب (بلا تغيير)
extension-chart-train = طول التدريب { MATH("L = {0}", $train) }
extension-chart-target = الطول المستهدف { MATH("s·L = {0}", $target) }
extension-chart-x = الزوج { $i } (الأسرع أولًا)
extension-chart-y = الطول الموجي { $wavelength } (مواضع)
extension-chart-label = مخطط خطي بمقياس لوغاريتمي: الطول الموجي { $count ->
    [one] للزوج الوحيد
    [two] لكلٍّ من الزوجين
    [zero] لكل من الأزواج الـ { $pairs }
    [few] لكل من الأزواج الـ { $pairs }
    [many] لكل من الأزواج الـ { $pairs }
   *[other] لكل من الأزواج الـ { $pairs }
} كما دُرِّب{ $method ->
    [none] {""}
   *[other] { " " }ومع { $method }
}، مع خطين أفقيين عند { MATH("L = {0}", $train) } و{ MATH("s·L = {0}", $target) }.
# Plurals: $wavelength is a wavelength, at least 2π ≈ 6.28 positions, so never 0, 1 or 2.
extension-chart-one = الطول الموجي المدرَّب للزوج الوحيد { $wavelength ->
        [few] { $wavelength } مواضع
        [many] { $wavelength } موضعًا
       *[other] { $wavelength } موضع
    }.
# Plurals: $last is a wavelength, at least 2π ≈ 6.28 positions, so never 0, 1 or 2.
extension-chart-range = تمتد الأطوال الموجية المدرَّبة من { $first } (الزوج 0) إلى { $last ->
        [few] { $last } مواضع
        [many] { $last } موضعًا
       *[other] { $last } موضع
    } (الزوج { $pair }).
extension-chart-same = بلا تغيير { $count ->
    [one] يبقى الطول الموجي الجديد كما هو.
    [two] يبقى الطولان الموجيان الجديدان كما هما.
    [zero] تبقى الأطوال الموجية الجديدة كما هي.
    [few] تبقى الأطوال الموجية الجديدة كما هي.
    [many] تبقى الأطوال الموجية الجديدة كما هي.
   *[other] تبقى الأطوال الموجية الجديدة كما هي.
}
extension-chart-new = مع { $method } { $count ->
    [one] يصبح { $first }.
    [two] يصبحان { $first } و{ $last }.
    [zero] تمتد من { $first } إلى { $last }.
    [few] تمتد من { $first } إلى { $last }.
    [many] تمتد من { $first } إلى { $last }.
   *[other] تمتد من { $first } إلى { $last }.
}
extension-chart-wrapped = الزوج الذي لا يزيد طوله الموجي على { MATH("L − 1 = {0}", $last) } أتمّ دورة كاملة في التدريب.
extension-col-trained-wavelength = الطول الموجي المدرَّب
extension-col-new-wavelength = الطول الموجي الجديد
extension-col-turns-training = الدورات في التدريب { MATH("{0}", $turns) }
extension-col-yarn-gamma = { $gamma } (منحدر { $ramp })
# Plurals: $pairs is more than 256 here (the table shows 256 pairs only when there are more), worded «{ $pairs } من الأزواج».
extension-fastest-slowest = أسرع { $half } وأبطأ { $half } من أصل { $pairs } من الأزواج.
extension-chart-table-label = بيانات الطول الموجي
extension-col-omega = { $omega } كما دُرِّب
extension-col-omega-new = { $omega } الجديد
extension-col-angle = الزاوية { $angle } (راديان)
extension-col-direction = اتجاهها بعد طرح الدورات الكاملة (راديان)
extension-col-largest = أكبر زاوية مدرَّبة { MATH("{0}", $angle) } (راديان)
extension-col-wrapped = أتمّ دورة في التدريب؟
extension-col-steps = الخطوات { $omega } خارج القوس
extension-col-seen = رأى التدريب الاتجاه؟
extension-yes = نعم
extension-no = لا
extension-seen = رآه التدريب
extension-unseen = لم يره التدريب
extension-angles-caption = { $method }: زاوية كل زوج عند { MATH("pos = {0}", $pos) }، والاتجاه الذي يشير إليه، وأكبر زاوية بلغها في التدريب ({ MATH("L = {0}", $train) }).
extension-angles-skipped =
    { $count ->
        [one] الزوج 0 غير مدرج: يحتفظ بـ ω المدرَّبة { MATH("(ω′ = ω)") } وأتمّ دورة كاملة في التدريب، فقد رأى التدريب اتجاهه.
        [two] الزوجان 0 و{ $last } غير مدرجَين: يحتفظ كلٌّ منهما بـ ω المدرَّبة { MATH("(ω′ = ω)") } وأتمّ دورة كاملة في التدريب، فقد رأى التدريب اتجاهَيهما.
        [zero] الأزواج 0 … { $last } غير مدرجة: يحتفظ كل منها بـ ω المدرَّبة { MATH("(ω′ = ω)") } وأتمّ دورة كاملة في التدريب، فقد رأى التدريب اتجاهاتها.
        [few] الأزواج 0 … { $last } غير مدرجة: يحتفظ كل منها بـ ω المدرَّبة { MATH("(ω′ = ω)") } وأتمّ دورة كاملة في التدريب، فقد رأى التدريب اتجاهاتها.
        [many] الأزواج 0 … { $last } غير مدرجة: يحتفظ كل منها بـ ω المدرَّبة { MATH("(ω′ = ω)") } وأتمّ دورة كاملة في التدريب، فقد رأى التدريب اتجاهاتها.
       *[other] الأزواج 0 … { $last } غير مدرجة: يحتفظ كل منها بـ ω المدرَّبة { MATH("(ω′ = ω)") } وأتمّ دورة كاملة في التدريب، فقد رأى التدريب اتجاهاتها.
    } المدرج: { $part ->
        [part] أسرع { $half } وأبطأ { $half } من الأزواج { $first } … { $end }.
       *[all] الأزواج { $first } … { $end }.
    }
extension-angles-label = الزوايا زوجًا زوجًا



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
learned-lead = الترميز الجيبي صيغة رياضية؛ والخيار الشائع الآخر جدول من المتجهات، صف لكل موضع، يُتعلَّم كأي وزن آخر.
learned-table-heading = ما حجم الجدول المُتعلَّم؟
# Plurals: $maxLen and $d are the names max_len and d, worded «عدد صفوفه { $maxLen }» and «{ $d } من الأعداد» so no noun agrees with them.
learned-table-intro = الجدول المُتعلَّم عدد صفوفه { $maxLen }، وفي كل صف { $d } من الأعداد. اختر نموذجًا أو اكتب حجمًا:
learned-past-heading = موضع بعد { $maxLen }
learned-past-intro = اسأل الآن عن موضع. لا يجيب الجدول إلا عن الصفوف التي لديه؛ أما الصيغة فتجيب عن أي عدد صحيح.
learned-extrapolation-title = وجود قيمة ليس استكمالًا خارجيًا جيدًا
learned-extrapolation = أن تكون هناك قيمة لا يعني أن النموذج يعمل جيدًا عندها. تعطي الصيغة { $pe } لأي { $pos }، لكن نموذجًا دُرِّب على متتاليات حتى طول معيّن فقط لم يرَ قط متجهات المواضع الأبعد، ولا ضمان أن يستعملها استعمالًا معقولًا: في الواقع كثيرًا ما يسوء أداء النماذج ذات الترميز الجيبي على متتاليات أطول من التي دُرِّبت عليها. «معرَّفة في كل مكان» حقيقة عن الصيغة؛ أما «تُحسن الاستكمال الخارجي» فادعاء عن نموذج مدرَّب.
learned-compare-heading = كل أساليب الترميز في هذه الصفحة جنبًا إلى جنب
learned-correction = تصحيح لطيف لادعاء تورده بعض النصوص: يُذكر T5 أحيانًا بين الجداول المطلقة المُتعلَّمة، ويقال أحيانًا إن لـ RoPE معاملات قابلة للتعلّم. والصحيح أن T5 يتعلّم انحيازات الموضع النسبي، وأن RoPE بلا معاملات مُتعلَّمة.
learned-sum-sinusoidal-where = المدخلات: يُضاف إلى تضمينات الرموز
learned-sum-sinusoidal-parameters = لا شيء: صيغة رياضية
learned-sum-sinusoidal-kind = مطلق (متجه لكل موضع)
learned-sum-sinusoidal-beyond = قيمة عند كل موضع، لكنها متجهات لم يرها النموذج في التدريب؛ وكثيرًا ما تنخفض الجودة
learned-sum-sinusoidal-used = المحوّل (Transformer) الأصلي (Vaswani وآخرون، 2017)؛ مرمِّز الصوت في Whisper
learned-sum-learned-where = المدخلات: يُضاف إلى تضمينات الرموز
learned-sum-learned-parameters = { MATH("{0} × d", $maxLen) }، مدرَّبة؛ BERT-base: { MATH("512 × 768 = {0}", $count) }
learned-sum-learned-kind = مطلق (صف لكل موضع)
learned-sum-learned-beyond = لا شيء: لا صف بعد { $maxLen }
learned-sum-learned-used = BERT، GPT-2
learned-sum-rope-where = الاستعلامات والمفاتيح: تُدار بحسب الموضع داخل كل طبقة انتباه
learned-sum-rope-parameters = لا شيء: دورانات ثابتة
learned-sum-rope-kind = نسبي في الدرجة ({ MATH("q·k") } لا يتوقف إلا على المفتاح − الاستعلام)
learned-sum-rope-beyond = تبلغ الأزواج البطيئة زوايا لم تُرَ في التدريب؛ وعادةً تُمَطّ أولًا (انظر «سياقات أطول»)
learned-sum-rope-used = RoFormer، GPT-J، GPT-NeoX، LLaMA
learned-sum-alibi-where = درجة الانتباه: انحياز يُضاف قبل softmax
learned-sum-alibi-parameters = لا شيء: ميول تحددها قاعدة
learned-sum-alibi-kind = نسبي (المسافة فقط)
learned-sum-alibi-beyond = خط العقوبة يستمر ببساطة: لا جديد يُبحث عنه
learned-sum-alibi-used = BLOOM، MPT
learned-sum-t5-where = درجة الانتباه: انحياز يُضاف قبل softmax
learned-sum-t5-parameters = الحاويات × الرؤوس، مدرَّبة، تتشاركها كل طبقات المكدّس؛ T5-base: { MATH("32 × 12 = {0}", $count) } لكل مكدّس
learned-sum-t5-kind = نسبي (إزاحة مجمّعة في حاويات)
learned-sum-t5-beyond = تتشارك الإزاحات البعيدة الحاوية الأخيرة: عدد مُتعلَّم واحد لكل مسافة طويلة
learned-sum-t5-used = T5، mT5، Flan-T5
learned-sum-none-where = لا مكان
learned-sum-none-parameters = لا شيء
learned-sum-none-kind = لا هذا ولا ذاك: يرى الانتباه مجموعة؛ ومع ذلك يتيح القناع السببي للمُفكِّك استنتاج الترتيب
learned-sum-none-beyond = لا حدّ موضعي يُتجاوَز
learned-sum-none-used = نماذج بحثية (Haviv وآخرون، 2022)
learned-col-scheme = أسلوب الترميز
learned-col-where = أين يدخل الموضع
learned-col-parameters = معاملات الموضع
learned-col-kind = مطلق أم نسبي
learned-col-beyond = بعد طول التدريب
learned-col-used-in = يُستخدم في
learned-summary-caption = أين يضع كل أسلوب ترميز الموضعَ، وماذا يتعلّم، وماذا يحدث بعد طول التدريب.
learned-summary-label = ملخّص أساليب الترميز الموضعي
learned-presets-label = أحجام جاهزة للجدول
learned-field-max-len = { $maxLen } (الصفوف)
learned-field-width = { $d } (عرض كل صف)
learned-preset = { $model }: { MATH("{0} × {1}", $rows, $width) }
learned-count-product = { MATH("{0} × {1} ={2}", $rows, $width, " ") }
learned-count-parameters = { $count ->
    [zero] { $parameters } معامل
    [one] معامل واحد ({ $parameters })
    [two] معاملان ({ $parameters })
    [few] { $parameters } معاملات
    [many] { $parameters } معاملًا
   *[other] { $parameters } معامل
}
# Plurals: $bytes is a size in bytes, and «بايت» stays as a unit after digits.
learned-count-rest = { " " }({ $bytes } بايت في float32)، كلها مدرَّبة. الترميز الجيبي يحتاج 0.
learned-answer-table = الجدول المُتعلَّم:{ " " }
learned-answer-formula = الصيغة:{ " " }
learned-answer-missing = { $rows ->
    [1] الصف 0 فقط
    [two] الصفّان 0 و{ $last } فقط
    [few] الصفوف 0 … { $last } فقط
    [many] الصفوف 0 … { $last } فقط
   *[other] الصفوف 0 … { $last } فقط
}. الموضع { $pos } بلا صف: لا شيء يُبحث عنه.
learned-answer-present = الموضع { $pos } هو الصف { $pos } من { $rows }؛ أعداده هي ما انتهى إليه التدريب (ليس في هذه الصفحة جدول مدرَّب لعرضه).
learned-answer-value = { MATH("PE({0})", $pe) } عند { MATH("d = {0}", $d) } معروض أدناه، كما في أي موضع آخر.{ $past ->
    [yes] { " " }لكنها قيمة، لا وعد: انظر الملاحظة تحت الجدول.
   *[no] {""}
}
learned-pe-caption-first = أول { $shown } من { $count ->
        [zero] { $count } بُعد
        [one] بُعد واحد
        [two] بُعدين
        [few] { $count } أبعاد
        [many] { $count } بُعدًا
       *[other] { $count } بُعد
    }. مقرَّبة إلى 6 منازل عشرية ({ -rounding }).
learned-pe-caption = مقرَّبة إلى 6 منازل عشرية ({ -rounding }).
learned-pe-col-dim = البُعد
learned-pe-col-fn = الدالة
learned-pe-col-angle = الزاوية = { $angle }
learned-pe-fn = { $fn } (الزوج { $pair })



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-train-task = المهمة
words-train-schemes = schemes (أساليب الترميز الموضعي المُدرَّبة)
words-train-schemes-what = معرّفات أساليب الترميز
words-train-schemes-where = مربعات «درِّبه بنفسك» تسرد كل أساليب الترميز
words-train-trainlen = { $L } (أطول سؤال في التدريب)
words-train-width = العرض ({ $d } للنموذج المُدرَّب)
words-train-blocks = الكتل
words-train-seeds = البذور (عدد التشغيلات لكل أسلوب ترميز)
words-train-firstseed = البذرة الأولى
words-train-steps = الخطوات (لكل تشغيل)
words-train-tokenscale = { $key } (متجهات الرموز مقابل متجهات الموضع)
words-train-positions = المواضع (في أسئلة التدريب)
words-train-positionScheme = أسلوب الترميز
train-intro = حسبت الأقسام السابقة كل أسلوب ترميز حسابًا دقيقًا. أما ما يفعله أسلوب الترميز بنموذج مُدرَّب فسؤال آخر، ولا جواب نزيهًا عنه إلا التجربة. يمكنك هنا إجراء واحدة: محوّل (Transformer) صغير يتعلم مهمة على الأرقام تحت كل أسلوب ترميز من أساليب الترميز الموضعي، يُدرَّب على أسئلة قصيرة ويُختبر على أسئلة أطول، في هذه الصفحة، بالنواة نفسها المكتوبة بلغة C++.
train-intro-model = النموذج: مفكّك بانتباه سببي، عرضه { $d }، وفيه { $heads ->
        [zero] { $heads } رأس
        [one] رأس واحد
        [two] رأسان
        [few] { $heads } رؤوس
        [many] { $heads } رأسًا
       *[other] { $heads } رأس
    }، ومن 1 إلى { $maxBlocks ->
        [zero] { $maxBlocks } كتلة
        [one] كتلة واحدة
        [two] كتلتين
        [few] { $maxBlocks } كتل
        [many] { $maxBlocks } كتلةً
       *[other] { $maxBlocks } كتلة
    }، يُدرَّب بـ AdamW (معدل تعلم { $rate } يُبلَغ تدريجيًا خلال { $warmup } خطوة إحماء، و{ $batch ->
        [zero] { $batch } سؤال
        [one] سؤال واحد
        [two] سؤالان
        [few] { $batch } أسئلة
        [many] { $batch } سؤالًا
       *[other] { $batch } سؤال
    } في كل خطوة). أسلوب الترميز الموضعي هو الشيء الوحيد الذي يتغير بين تشغيلاته.
# Plurals: $n is the symbol n, worded «سؤال عدد أرقامه { $n }» so no noun agrees with it.
train-intro-task = المهمة: سؤال عدد أرقامه { $n }، ثم فاصل، ثم الجواب الذي يكتبه النموذج رقمًا رقمًا. العكس يحتاج إلى معرفة مكان كل رقم؛ والفرز لا يحتاج إلا إلى قليل من معلومات الترتيب.
# Plurals: $L and $twoL are the symbols L and 2L, worded «عدد أرقامها من 1 إلى { $L }» and «{ $twoL } من الرموز» so no noun agrees with them; $examples is the test's 100 questions, «100 سؤال».
train-intro-test = لا يرى التدريب إلا أسئلة عدد أرقامها من 1 إلى { $L }: في هذا القسم يدلّ { $L } على عدد الأرقام (مع الفاصل والجواب يقرأ النموذج { $twoL } من الرموز لسؤال عدد أرقامه { $L }). ويطرح الاختبار { $examples } سؤال ثابت عند كل طول من 1 إلى { $twoL }، ويَعُدّ السؤال صحيحًا حين يكون كل رقم من أرقام الجواب صحيحًا (وعند طول عدد أسئلته الممكنة أقل من { $examples }، كأسئلة الرقم الواحد وعددها 10، تتكرر الأسئلة).
train-intro-seeds = تحدد البذرة الأوزان الابتدائية وأسئلة التدريب. والتشغيلات مقترنة: عند بذرة واحدة يبدأ كل وزن تتشاركه أساليب الترميز (متجهات الرموز، الانتباه، MLP، الإخراج) بالأعداد نفسها في أساليب الترميز الستة كلها، ويسحب كل أسلوب ترميز جدوله الخاص (المواضع المُتعلَّمة، انحيازات T5) من تيار عشوائي خاص به، فلا يختلف أسلوبا ترميز عند بذرة واحدة إلا في طريقة دخول الموضع. والإعدادات نفسها تعطي الأعداد نفسها مرة أخرى، هنا وعلى أي جهاز يعمل بهذه النسخة من الصفحة؛ أما البذور المختلفة فقد تعطي أعدادًا مختلفة جدًا، ولهذا يُشغَّل كل أسلوب ترميز بعدة بذور.
train-intro-scale = متجهات الرموز ومتجهات الموضع: يبدأ كل متجه رمز بـ { $initial } مضروبًا في عدد عشوائي من التوزيع الطبيعي المعياري لكل مكوِّن (وهذا اختيار هذا المختبر؛ فـ tensor2tensor مثلًا يبدأ تضميناته قرب { $t2t }). مع «{ $timesSqrtD }» (الافتراضي) يُضرب في { $sqrtD } قبل أن يُضاف إليه متجه الموضع: هذا العامل من الورقة (Vaswani وزملاؤه 2017، §3.4)، أما الحجم الابتدائي فليس منها، ومعًا يحددان النسبة: يكون متجه الموضع الجيبي في البداية أطول من متجه الرمز بنحو { MATH("{0} / {1}", $ratio, $sqrtD) } مرة ({ $ratio32 } مرة عند { $d32 }). ومع «{ $timesOne }» يُضاف كما سُحب، ويكون متجه الموضع أطول بنحو { $ratio } مرة أيًّا كان { $d }. كل أساليب الترميز تقرأ متجهات الرموز نفسها، فتغيير هذا الخيار يحرّك نتائج كل أساليب الترميز لا الجيبي وحده: شغّل الاثنين لترى بكم.
# Plurals: $ruossRange and $ruossLength are worded «مجال عدد مواضعه { $ruossRange }» and «{ $ruossLength } من الرموز», so no noun agrees with them. $N is the symbol N (maths), not a number: «أول { $N } موضعًا» as Arabic writes a count that is a symbol.
train-intro-drawn =
    علاجٌ يستحق التجربة: المواضع العشوائية (Ruoss وزملاؤه 2023). باختيار «{ $drawnLabel }» في «{ $label }» يُدرَّب الجيبي والمُتعلَّم وRoPE مرة ثانية، وتُسحب مواضع كل سؤال تدريب عشوائيًا، مرتّبةً تصاعديًا، من أول { $N } موضعًا ({ $range }) بدلًا من { $consecutive }، فيرى التدريب مواضع الأسئلة الأطول؛ أما الاختبار فيبقى على المواضع { $consecutive } كما هي. { $rule }: ضعف عدد رموز أطول سؤال في الاختبار ({ $example ->
        [zero] { $example } موضع
        [one] موضع واحد
        [two] موضعان
        [few] { $example } مواضع
        [many] { $example } موضعًا
       *[other] { $example } موضع
    } عند { $atL }). وقد سحب Ruoss وزملاؤه المواضع من مجال يتجاوز بكثير أطول اختبار لديهم (تسحب شيفرتهم من مجال عدد مواضعه { $ruossRange } لأسئلة تدريب يصل طولها إلى { $ruossLength } من الرموز)؛ أما مع بضعة آلاف من الخطوات كما في هذا المختبر، فالمجال الأوسع يوزّع الخطوات نفسها على أنماط من المواضع أكثر عددًا. وتأخذ التشغيلاتُ ذات المواضع المسحوبة بذورَ التشغيلات العادية، فيقترن كلٌّ منها بتشغيل عادي يبدأ من الأوزان نفسها ويتدرّب على الأسئلة نفسها. ليس لـ NoPE مواضع تُسحب، ويبقى ALiBi وT5 على حالهما (فالمختبر يسحب المواضع التي يقرؤها جدول أو دوران، لا المسافات التي تقرؤها الانحيازات)، فلا تشغيلات بمواضع مسحوبة لهذه الثلاثة: تشغيلاتها هي العادية وحدها.
train-intro-drawn-differs = يختلف هذا المختبر عن Ruoss وزملائه في أمرين: تسحب شيفرتهم المواضع عند الاختبار أيضًا، أما هذا المختبر فيختبر كل تشغيل على المواضع { $consecutive } لكي تجيب التشغيلات ذات المواضع المسحوبة والتشغيلات العادية عن الأسئلة نفسها؛ وقد سحبوا المواضع أيضًا لـ ALiBi وللترميزات النسبية، وهذا ما لا يفعله هذا المختبر.
train-wiring-heading = كيف يُوصَل كل أسلوب ترميز بالنموذج
# Plurals: $most arrives as text, worded «{ $most } من الرموز» so no noun agrees with it.
train-t5-buckets = حاويات T5: { $buckets } لكل رأس وأقصى مسافة { $maxDistance }، كما في T5؛ ولا يقرأ هذا النموذج أبدًا أكثر من { $most } من الرموز ({ $longest } عند { $atL })، فلا تُستعمل إلا حاويات المسافات الأقل من ذلك.
train-loss-heading = خسارة التدريب
train-accuracy-heading = الدقة التامة بحسب الطول
train-examples-heading = سؤال واحد، وكل أساليب الترميز
train-table-heading = الجدول المُتعلَّم بعد التدريب
train-setup-heading = تجربتك
train-task-label = المهمة
train-task-reverse = العكس
train-task-copy = النسخ
train-task-copy-hint = { MATH("3 1 4 → 3 1 4") }
train-task-sort = الفرز
train-task-reverse-hint = { $example }: يحتاج إلى معرفة مكان كل رقم
train-task-sort-hint = { $example }: لا يحتاج إلا إلى قليل من معلومات الترتيب
train-schemes-legend = أساليب الترميز الموضعي
train-schemes-needed = تحتاج التجربة إلى أسلوب ترميز واحد على الأقل: يبقى أسلوب الترميز هذا محددًا.
# Plurals: [other] counts no noun (lengths from 1 to L), so it serves every L but 1 and 2, whose
# lengths are named, not a range of two neighbours: $tested is 2L, so at L = 1 it tests «الطولين 1 و2».
train-trainlen-describe =
    { $L ->
        [1] يُدرَّب على أسئلة من رقم واحد، ويُختبر على الطولين 1 و{ $tested }
        [2] يُدرَّب على أسئلة طولها 1 أو { $trained }، ويُختبر على أطوال من 1 إلى { $tested }
       *[other] يُدرَّب على أسئلة طولها من 1 إلى { $trained }، ويُختبر على أطوال من 1 إلى { $tested }
    }
train-width-label = { $d } (عرض النموذج)
train-width-hint = { $heads ->
        [zero] { $heads } رأس
        [one] رأس واحد
        [two] رأسان
        [few] { $heads } رؤوس
        [many] { $heads } رأسًا
       *[other] { $heads } رأس
    }، عرض كل منها { $each }
train-blocks-label = الكتل
train-blocks-describe =
    { $count ->
        [zero] { $blocks } كتلة
        [one] كتلة واحدة
        [two] كتلتان
        [few] { $blocks } كتل
        [many] { $blocks } كتلةً
       *[other] { $blocks } كتلة
    }
train-seeds-label = البذور لكل أسلوب ترميز
train-seeds-describe =
    { $count ->
        [zero] { $seeds } بذرة
        [one] بذرة واحدة
        [two] بذرتان
        [few] { $seeds } بذور
        [many] { $seeds } بذرةً
       *[other] { $seeds } بذرة
    }
train-firstseed-label = البذرة الأولى
train-steps-label = الخطوات لكل تشغيل
train-tokenscale-label = متجهات الرموز
train-scale-sqrt-d = { $factor } (عامل الورقة)
train-scale-1 = { $factor } (كما سُحبت)
train-positions-label = المواضع في التدريب
train-positions-consecutive = { $consecutive } فقط
train-positions-drawn = مسحوبة عشوائيًا أيضًا
train-positions-drawn-hint = { $list }، إلى جانب تشغيلاتها العادية
train-scheme-drawn = { $scheme } (بمواضع مسحوبة)
# Plurals: $runs is 1 or more: the line is added only when some scheme has drawn runs.
train-plan-drawn =
    { $plan }؛ { $runs ->
        [one] وتشغيل آخر على البذرة نفسها
        [two] وتشغيلان آخران على البذور نفسها
        [few] و{ $runs } تشغيلات أخرى على البذور نفسها
        [many] و{ $runs } تشغيلًا آخر على البذور نفسها
       *[other] و{ $runs } تشغيل آخر على البذور نفسها
    } بمواضع مسحوبة من 0 إلى { $last } ({ $list })
train-ext-heading = سياقات أطول لنموذج RoPE المدرَّب
# Plurals: $L and $twoL are the symbols L and 2L, worded «عدد أرقامها من 1 إلى { $twoL }», «الأطوال حتى { $twoL }» and «بعد الطول { $L }» so no noun agrees with them.
train-ext-intro =
    بعد أن يكتمل تشغيلٌ يضم RoPE، يطبّق الزر أدناه وصفات قسم «سياقات أطول» ({ $methods }؛ وYaRN كما تحسبه شيفرته المنشورة، بما في ذلك عامل الانتباه الذي يضيفه) على نماذج RoPE التي دُرِّبت فيه، بذرةً بذرة، بعامل التحجيم { $s }: أولًا كما دُرِّب النموذج (الأوزان نفسها، بترددات الطريقة)، ثم بعد { $steps ->
        [zero] { $steps } خطوة
        [one] خطوة واحدة
        [two] خطوتين
        [few] { $steps } خطوات
        [many] { $steps } خطوةً
       *[other] { $steps } خطوة
    } من الضبط الدقيق على أسئلة عدد أرقامها من 1 إلى { $twoL } والطريقة مفعّلة (بإعدادات المُحسِّن التي استُعملت في التدريب، ومنها معدّل التعلّم؛ وبدفعات البذرة التي رقمها { $offset } مضافًا إليه رقم بذرة التشغيل، وهي الدفعات نفسها لكل طريقة). والتشغيل الضابط هو التشغيل { $control }: النموذج نفسه والضبط الدقيق نفسه، دون تحجيم. ويُختبر كل تشغيل على الأسئلة نفسها التي اختُبرت عليها التشغيلات أعلاه. وبعد الضبط الدقيق تصبح الأطوال حتى { $twoL } أطوالًا مدرَّبة، وقد تضم دفعاته بعض أسئلة الاختبار: فبعد الطول { $L } يُقاس التشغيل المضبوط ضبطًا دقيقًا على أطوال تدرّب عليها، وليس ذلك استكمالًا.
train-ext-run = مدِّد سياق تشغيلات RoPE
train-ext-run-again = مدِّد السياق مرة أخرى
train-ext-progress-label = تقدّم تمديد السياق
train-ext-empty = لم يُمدَّد السياق بعد: اضغط «مدِّد سياق تشغيلات RoPE» بعد أن يكتمل تشغيل يضم RoPE.
train-ext-wait = تبدأ هذه التشغيلات من نماذج RoPE المدرَّبة: شغّل أولًا مقارنةً تضم RoPE.
train-ext-wait-recorded = لا تحتفظ النتائج المسجَّلة بنماذج مدرَّبة، فليس لدى الزر ما يمدّده بعد: اضغط «شغّل» في الأعلى، ثم مدّد تشغيلات RoPE التي يدرّبها (فتعطي التمديد المسجَّل نفسه مجددًا).
train-ext-unfit = لم يُجب أيٌّ من تشغيلات RoPE إجابةً تامة عن { $fit } من أسئلة الطول { $L }: فلا يوجد نموذج مدرَّب يُمدَّد سياقه. درِّب أولًا مدةً أطول، أو بإعدادات أخرى.
train-ext-estimate =
    على هذا الجهاز يُتوقع أن يستغرق تمديد السياق ({ $runs ->
        [zero] { $runs } تشغيل
        [one] تشغيل واحد
        [two] تشغيلان
        [few] { $runs } تشغيلات
        [many] { $runs } تشغيلًا
       *[other] { $runs } تشغيل
    }) { $duration } على { $threads ->
        [zero] { $threads } خيط عامل
        [one] خيط عامل واحد
        [two] خيطين عاملين
        [few] { $threads } خيوط عاملة
        [many] { $threads } خيطًا عاملًا
       *[other] { $threads } خيط عامل
    }، عدا وقت المقارنة (تقديرٌ حُسب للتو).
train-ext-estimate-page =
    على هذا الجهاز يُتوقع أن يستغرق تمديد السياق ({ $runs ->
        [zero] { $runs } تشغيل
        [one] تشغيل واحد
        [two] تشغيلان
        [few] { $runs } تشغيلات
        [many] { $runs } تشغيلًا
       *[other] { $runs } تشغيل
    }) { $duration } على الخيط الرئيسي للصفحة، عدا وقت المقارنة (تقديرٌ حُسب للتو).
train-ext-status-running =
    جارٍ تمديد السياق: اكتمل { $done } من { $runs ->
        [zero] { $runs } تشغيل
        [one] تشغيل واحد
        [two] تشغيلين
        [few] { $runs } تشغيلات
        [many] { $runs } تشغيلًا
       *[other] { $runs } تشغيل
    }.
train-ext-status-done =
    اكتمل: { $runs ->
        [one] اختُبر تشغيل واحد من تشغيلات تمديد السياق
        [two] اختُبر تشغيلا تمديد السياق كلاهما، أحدهما بعد الضبط الدقيق
        [zero] اختُبرت تشغيلات تمديد السياق الـ{ $runs } كلها، نصفها بعد الضبط الدقيق
        [few] اختُبرت تشغيلات تمديد السياق الـ{ $runs } كلها، نصفها بعد الضبط الدقيق
        [many] اختُبرت تشغيلات تمديد السياق الـ{ $runs } كلها، نصفها بعد الضبط الدقيق
       *[other] اختُبرت تشغيلات تمديد السياق الـ{ $runs } كلها، نصفها بعد الضبط الدقيق
    }.
train-ext-method-none = بلا تحجيم
train-ext-method-pi = استيفاء المواضع
train-ext-method-ntk = تحجيم NTK-aware
train-ext-method-yarn = YaRN
train-scheme-extended = { $scheme } ({ $method }، كما دُرِّب)
train-scheme-extended-tuned = { $scheme } ({ $method }، بعد الضبط الدقيق)
train-run = شغّل
train-run-again = شغّل مرة أخرى
train-pause = إيقاف مؤقت
train-resume = استئناف
train-reset = إعادة ضبط
train-progress-label = تقدّم التدريب
train-percent = { $value }%
train-reset-announced = أُعيد ضبط التجربة.
train-home-summary = خذ تشغيلًا معك: سكربت PyTorch
train-home-text = يعيد السكربت بناء تشغيل واحد من هذه الخطة في PyTorch: يُنشئ الأوزان الابتدائية ودفعات التدريب لهذا التشغيل من بذرته تمامًا كما تفعل هذه الصفحة، ويدرّب النموذج نفسه باستعمال { $optimiser } بدقة float32، ويطبع خسارة كل خطوة، لتقارن منحناه بمنحنى هذه الصفحة. يحتاج إلى { $python } وPyTorch. وكل خطوة يخطوها مشروحة في { $guide }.
train-home-run-label = التشغيل المراد تصديره
train-home-option = { $scheme }، البذرة { $seed }
train-home-download = نزّل السكربت (ملف Python)
train-home-drawn = لا تُعرض هنا التشغيلات ذات المواضع المسحوبة: فالسكربت لا يعيد بناء إلا التشغيلات العادية.
train-plan =
    { $runs ->
        [zero] { $runs } تشغيل
        [one] تشغيل واحد
        [two] تشغيلان
        [few] { $runs } تشغيلات
        [many] { $runs } تشغيلًا
       *[other] { $runs } تشغيل
    }: { $schemes ->
        [zero] { $schemes } أسلوب ترميز
        [one] أسلوب ترميز واحد
        [two] أسلوبا ترميز
        [few] { $schemes } أساليب ترميز
        [many] { $schemes } أسلوبَ ترميز
       *[other] { $schemes } أسلوب ترميز
    } × { $seeds ->
        [zero] { $seeds } بذرة
        [one] بذرة واحدة (البذرة { $firstSeed })
        [two] بذرتان (البذرتان { $firstSeed } و{ $lastSeed })
        [few] { $seeds } بذور (البذور من { $firstSeed } إلى { $lastSeed })
        [many] { $seeds } بذرةً (البذور من { $firstSeed } إلى { $lastSeed })
       *[other] { $seeds } بذرة (البذور من { $firstSeed } إلى { $lastSeed })
    }، { $steps ->
        [one] خطوة واحدة
        [two] خطوتان
        [few] { $steps } خطوات
        [many] { $steps } خطوةً
       *[other] { $steps } خطوة
    } لكل تشغيل، مهمة { $task }، { $L ->
        [1] يُدرَّب على أسئلة من رقم واحد
        [two] يُدرَّب على أسئلة طولها 1 أو { $trained }
        [few] يُدرَّب على أسئلة طولها من 1 إلى { $trained }
        [many] يُدرَّب على أسئلة طولها من 1 إلى { $trained }
       *[other] يُدرَّب على أسئلة طولها من 1 إلى { $trained }
    }، { MATH("d = {0}", $d) }، { $blocks ->
        [one] كتلة واحدة
        [two] كتلتان
        [few] { $blocks } كتل
       *[other] { $blocks } كتلة
    }، متجهات الرموز { $scale }
train-plan-line = بالضغط على «شغّل» يُدرَّب: { $plan }.
train-stale = النتائج أدناه لهذه الخطة: { $plan }. وقد تغيرت الإعدادات منذ ذلك الحين: اضغط «شغّل مرة أخرى» للحصول على نتائجها.
train-status-idle = لم يُدرَّب شيء بعد: اضغط «شغّل».
train-status-idle-recorded = لم يُدرَّب شيء في هذا المتصفح بعد: النتائج أدناه مسجَّلة. اضغط «شغّل» لتدريبها هنا.
train-status-starting = جارٍ البدء…
train-status-failed = توقف التشغيل.
train-status-paused = متوقف مؤقتًا.
train-status-lost =
    { $count ->
        [zero] توقف { $workers } خيط عامل عن الاستجابة؛ وتُعاد تشغيلاتها من البداية على الخيط الرئيسي للصفحة.
        [one] توقف خيط عامل واحد عن الاستجابة؛ وتُعاد تشغيلاته من البداية على الخيط الرئيسي للصفحة.
        [two] توقف خيطان عاملان عن الاستجابة؛ وتُعاد تشغيلاتهما من البداية على الخيط الرئيسي للصفحة.
        [few] توقفت { $workers } خيوط عاملة عن الاستجابة؛ وتُعاد تشغيلاتها من البداية على الخيط الرئيسي للصفحة.
        [many] توقف { $workers } خيطًا عاملًا عن الاستجابة؛ وتُعاد تشغيلاتها من البداية على الخيط الرئيسي للصفحة.
       *[other] توقف { $workers } خيط عامل عن الاستجابة؛ وتُعاد تشغيلاتها من البداية على الخيط الرئيسي للصفحة.
    }
train-status-lost-done =
    { $count ->
        [zero] توقفت { $workers } خيوط عاملة أخرى عن الاستجابة، فأُعيد تدريب تشغيلاتها من البداية على الخيط الرئيسي للصفحة، بالأرقام نفسها.
        [one] توقف خيط عامل آخر عن الاستجابة، فأُعيد تدريب تشغيلاته من البداية على الخيط الرئيسي للصفحة، بالأرقام نفسها.
        [two] توقف خيطان عاملان آخران عن الاستجابة، فأُعيد تدريب تشغيلاتهما من البداية على الخيط الرئيسي للصفحة، بالأرقام نفسها.
        [few] توقفت { $workers } خيوط عاملة أخرى عن الاستجابة، فأُعيد تدريب تشغيلاتها من البداية على الخيط الرئيسي للصفحة، بالأرقام نفسها.
        [many] توقف { $workers } خيطًا عاملًا آخر عن الاستجابة، فأُعيد تدريب تشغيلاتها من البداية على الخيط الرئيسي للصفحة، بالأرقام نفسها.
       *[other] توقف { $workers } خيط عامل آخر عن الاستجابة، فأُعيد تدريب تشغيلاتها من البداية على الخيط الرئيسي للصفحة، بالأرقام نفسها.
    }
train-status-done-workers =
    اكتمل: { $runs ->
        [one] دُرِّب تشغيل واحد
        [two] دُرِّب تشغيلان
        [zero] دُرِّبت التشغيلات الـ { $runs }
        [few] دُرِّبت التشغيلات الـ { $runs }
        [many] دُرِّبت التشغيلات الـ { $runs }
       *[other] دُرِّبت التشغيلات الـ { $runs }
    } على { $threads ->
        [zero] { $threads } خيط عامل
        [one] خيط عامل واحد
        [two] خيطين عاملين
        [few] { $threads } خيوط عاملة
        [many] { $threads } خيطًا عاملًا
       *[other] { $threads } خيط عامل
    } { $runs ->
        [one] واختُبر
        [two] واختُبرا
        [zero] واختُبرت
        [few] واختُبرت
        [many] واختُبرت
       *[other] واختُبرت
    } عند { $longest ->
        [zero] الأطوال من 1 إلى { $longest }
        [one] الطول { $longest }
        [two] الطولين 1 و{ $longest }
        [few] الأطوال من 1 إلى { $longest }
        [many] الأطوال من 1 إلى { $longest }
       *[other] الأطوال من 1 إلى { $longest }
    }.
train-status-done-page =
    اكتمل: { $runs ->
        [one] دُرِّب تشغيل واحد على الخيط الرئيسي للصفحة، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا)، واختُبر
        [two] دُرِّب تشغيلان على الخيط الرئيسي للصفحة، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا)، واختُبرا
        [zero] دُرِّبت التشغيلات الـ { $runs } على الخيط الرئيسي للصفحة، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا)، واختُبرت
        [few] دُرِّبت التشغيلات الـ { $runs } على الخيط الرئيسي للصفحة، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا)، واختُبرت
        [many] دُرِّبت التشغيلات الـ { $runs } على الخيط الرئيسي للصفحة، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا)، واختُبرت
       *[other] دُرِّبت التشغيلات الـ { $runs } على الخيط الرئيسي للصفحة، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا)، واختُبرت
    } عند { $longest ->
        [zero] الأطوال من 1 إلى { $longest }
        [one] الطول { $longest }
        [two] الطولين 1 و{ $longest }
        [few] الأطوال من 1 إلى { $longest }
        [many] الأطوال من 1 إلى { $longest }
       *[other] الأطوال من 1 إلى { $longest }
    }.
train-status-training-workers =
    جارٍ التدريب على { $threads ->
        [zero] { $threads } خيط عامل
        [one] خيط عامل واحد
        [two] خيطين عاملين
        [few] { $threads } خيوط عاملة
        [many] { $threads } خيطًا عاملًا
       *[other] { $threads } خيط عامل
    }: { $trained } من { $total ->
        [zero] { $total } خطوة
        [one] خطوة واحدة
        [two] خطوتين
        [few] { $total } خطوات
        [many] { $total } خطوةً
       *[other] { $total } خطوة
    }.
train-status-training-page = جارٍ التدريب على الخيط الرئيسي للصفحة، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا): { $trained } من { $total ->
        [zero] { $total } خطوة
        [one] خطوة واحدة
        [two] خطوتين
        [few] { $total } خطوات
        [many] { $total } خطوةً
       *[other] { $total } خطوة
    }.
train-status-testing-workers =
    جارٍ الاختبار على { $threads ->
        [zero] { $threads } خيط عامل
        [one] خيط عامل واحد
        [two] خيطين عاملين
        [few] { $threads } خيوط عاملة
        [many] { $threads } خيطًا عاملًا
       *[other] { $threads } خيط عامل
    }: اختُبر { $tested } من { $runs ->
        [zero] { $runs } تشغيل
        [one] تشغيل واحد
        [two] تشغيلين
        [few] { $runs } تشغيلات
        [many] { $runs } تشغيلًا
       *[other] { $runs } تشغيل
    }، على { $examples ->
        [one] سؤال واحد
        [two] سؤالين
        [few] { $examples } أسئلة
        [many] { $examples } سؤالًا
       *[other] { $examples } سؤال
    } عند كل طول.
train-status-testing-page =
    جارٍ الاختبار على الخيط الرئيسي للصفحة، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا): اختُبر { $tested } من { $runs ->
        [zero] { $runs } تشغيل
        [one] تشغيل واحد
        [two] تشغيلين
        [few] { $runs } تشغيلات
        [many] { $runs } تشغيلًا
       *[other] { $runs } تشغيل
    }، على { $examples ->
        [one] سؤال واحد
        [two] سؤالين
        [few] { $examples } أسئلة
        [many] { $examples } سؤالًا
       *[other] { $examples } سؤال
    } عند كل طول.
train-failed = تعذّر على المختبر الإكمال: { $reason }
train-failed-unknown = تعذّر على المختبر الإكمال: خطأ غير معروف
train-sentence-join = { " " }
train-list-last = { $first } و{ $last }
# Lists join every item with «و», as Arabic does («الجيبي وRoPE وALiBi»); the letter also makes a
# list of numbers read right to left inside its isolate, so a table cell's per-seed values
# («البذور 4% و41%») come in the same order as the sentences under the results.
train-list-next = { $first } و{ $rest }
train-seeds-one = شُغِّل كل أسلوب ترميز ببذرة واحدة. وقد تختلف بذور أسلوب الترميز نفسه بعشرات النقاط عند طول واحد، فشغّل عدة بذور قبل أن تستنتج الكثير من فرق ما.
train-conclusion-scope =
    هذه تجربة صغيرة واحدة: مفكّك من { $blocks ->
        [one] كتلة واحدة
        [two] كتلتين
        [few] { $blocks } كتل
       *[other] { $blocks } كتلة
    } بعرض { MATH("d = {0}", $d) }، دُرِّب { $steps ->
        [one] خطوة واحدة
        [two] خطوتين
        [few] { $steps } خطوات
        [many] { $steps } خطوةً
       *[other] { $steps } خطوة
    } على مهمة { $task }، وقُيِّم بالدقة التامة مع الإجبار المعلِّمي، أي أن يكون كل رقم من أرقام الجواب صحيحًا علمًا بالأرقام الصحيحة التي قبله، على { $examples ->
        [one] سؤال واحد
        [two] سؤالين
        [few] { $examples } أسئلة
        [many] { $examples } سؤالًا
       *[other] { $examples } سؤال
    } لكل طول، { $seeds ->
        [zero] وبـ { $seeds } بذرة
        [one] وببذرة واحدة
        [two] وببذرتين
        [few] وبـ { $seeds } بذور
        [many] وبـ { $seeds } بذرةً
       *[other] وبـ { $seeds } بذرة
    } لكل أسلوب ترميز. يمكنها أن تُظهر ما فعلته أساليب الترميز هذه هنا؛ ولا يمكنها أن ترتبها للنماذج الكبيرة، ولا للغة الطبيعية، ولا لمهام أو خطوات أو بذور أخرى.
train-intro-rule =
    { $points ->
        [zero] كيف تُصاغ الجمل تحت النتائج: تُعدّ البذرة متقنةً للأطوال المدرَّبة إذا أجابت إجابة تامة عن { $fit } على الأقل من أسئلة الطول { $L } (أطول طول مدرَّب)؛ وبعد { $L } لا يُحكم على أسلوب الترميز إلا ببذوره المتقنة، وأسلوب الترميز الذي لا بذرة متقنة له لا يُحكم عليه في تلك الأطوال. ويُقارَن أسلوبا ترميز طولًا طولًا على البذور التي أتقن فيها كلاهما: لا يُذكر فرق إلا إذا اتفقت كل تلك البذور على أيّ الأسلوبين في المقدمة وزاد متوسط الفرق على خطأين معياريين لفرق نسبتين من { $examples } سؤال، محسوبَين من متوسط نسبة كلٍّ من الأسلوبين عند ذلك الطول: تبلغ قيمتهما { $points } نقطة حين تقترب النسبتان كلتاهما من 50%، وتقلّ قرب 0% أو 100%. ولا يُقال تعادل إلا إذا لم يُظهر أي طول بعد { $L } فرقًا كهذا.
        [one] كيف تُصاغ الجمل تحت النتائج: تُعدّ البذرة متقنةً للأطوال المدرَّبة إذا أجابت إجابة تامة عن { $fit } على الأقل من أسئلة الطول { $L } (أطول طول مدرَّب)؛ وبعد { $L } لا يُحكم على أسلوب الترميز إلا ببذوره المتقنة، وأسلوب الترميز الذي لا بذرة متقنة له لا يُحكم عليه في تلك الأطوال. ويُقارَن أسلوبا ترميز طولًا طولًا على البذور التي أتقن فيها كلاهما: لا يُذكر فرق إلا إذا اتفقت كل تلك البذور على أيّ الأسلوبين في المقدمة وزاد متوسط الفرق على خطأين معياريين لفرق نسبتين من { $examples } سؤال، محسوبَين من متوسط نسبة كلٍّ من الأسلوبين عند ذلك الطول: تبلغ قيمتهما نقطة واحدة ({ $points }) حين تقترب النسبتان كلتاهما من 50%، وتقلّ قرب 0% أو 100%. ولا يُقال تعادل إلا إذا لم يُظهر أي طول بعد { $L } فرقًا كهذا.
        [two] كيف تُصاغ الجمل تحت النتائج: تُعدّ البذرة متقنةً للأطوال المدرَّبة إذا أجابت إجابة تامة عن { $fit } على الأقل من أسئلة الطول { $L } (أطول طول مدرَّب)؛ وبعد { $L } لا يُحكم على أسلوب الترميز إلا ببذوره المتقنة، وأسلوب الترميز الذي لا بذرة متقنة له لا يُحكم عليه في تلك الأطوال. ويُقارَن أسلوبا ترميز طولًا طولًا على البذور التي أتقن فيها كلاهما: لا يُذكر فرق إلا إذا اتفقت كل تلك البذور على أيّ الأسلوبين في المقدمة وزاد متوسط الفرق على خطأين معياريين لفرق نسبتين من { $examples } سؤال، محسوبَين من متوسط نسبة كلٍّ من الأسلوبين عند ذلك الطول: تبلغ قيمتهما نقطتين ({ $points }) حين تقترب النسبتان كلتاهما من 50%، وتقلّ قرب 0% أو 100%. ولا يُقال تعادل إلا إذا لم يُظهر أي طول بعد { $L } فرقًا كهذا.
        [few] كيف تُصاغ الجمل تحت النتائج: تُعدّ البذرة متقنةً للأطوال المدرَّبة إذا أجابت إجابة تامة عن { $fit } على الأقل من أسئلة الطول { $L } (أطول طول مدرَّب)؛ وبعد { $L } لا يُحكم على أسلوب الترميز إلا ببذوره المتقنة، وأسلوب الترميز الذي لا بذرة متقنة له لا يُحكم عليه في تلك الأطوال. ويُقارَن أسلوبا ترميز طولًا طولًا على البذور التي أتقن فيها كلاهما: لا يُذكر فرق إلا إذا اتفقت كل تلك البذور على أيّ الأسلوبين في المقدمة وزاد متوسط الفرق على خطأين معياريين لفرق نسبتين من { $examples } سؤال، محسوبَين من متوسط نسبة كلٍّ من الأسلوبين عند ذلك الطول: تبلغ قيمتهما { $points } نقاط حين تقترب النسبتان كلتاهما من 50%، وتقلّ قرب 0% أو 100%. ولا يُقال تعادل إلا إذا لم يُظهر أي طول بعد { $L } فرقًا كهذا.
        [many] كيف تُصاغ الجمل تحت النتائج: تُعدّ البذرة متقنةً للأطوال المدرَّبة إذا أجابت إجابة تامة عن { $fit } على الأقل من أسئلة الطول { $L } (أطول طول مدرَّب)؛ وبعد { $L } لا يُحكم على أسلوب الترميز إلا ببذوره المتقنة، وأسلوب الترميز الذي لا بذرة متقنة له لا يُحكم عليه في تلك الأطوال. ويُقارَن أسلوبا ترميز طولًا طولًا على البذور التي أتقن فيها كلاهما: لا يُذكر فرق إلا إذا اتفقت كل تلك البذور على أيّ الأسلوبين في المقدمة وزاد متوسط الفرق على خطأين معياريين لفرق نسبتين من { $examples } سؤال، محسوبَين من متوسط نسبة كلٍّ من الأسلوبين عند ذلك الطول: تبلغ قيمتهما { $points } نقطةً حين تقترب النسبتان كلتاهما من 50%، وتقلّ قرب 0% أو 100%. ولا يُقال تعادل إلا إذا لم يُظهر أي طول بعد { $L } فرقًا كهذا.
       *[other] كيف تُصاغ الجمل تحت النتائج: تُعدّ البذرة متقنةً للأطوال المدرَّبة إذا أجابت إجابة تامة عن { $fit } على الأقل من أسئلة الطول { $L } (أطول طول مدرَّب)؛ وبعد { $L } لا يُحكم على أسلوب الترميز إلا ببذوره المتقنة، وأسلوب الترميز الذي لا بذرة متقنة له لا يُحكم عليه في تلك الأطوال. ويُقارَن أسلوبا ترميز طولًا طولًا على البذور التي أتقن فيها كلاهما: لا يُذكر فرق إلا إذا اتفقت كل تلك البذور على أيّ الأسلوبين في المقدمة وزاد متوسط الفرق على خطأين معياريين لفرق نسبتين من { $examples } سؤال، محسوبَين من متوسط نسبة كلٍّ من الأسلوبين عند ذلك الطول: تبلغ قيمتهما { $points } نقطة حين تقترب النسبتان كلتاهما من 50%، وتقلّ قرب 0% أو 100%. ولا يُقال تعادل إلا إذا لم يُظهر أي طول بعد { $L } فرقًا كهذا.
    }
train-range = من { $first } إلى { $last }
train-claim-fit-all =
    { $seeds ->
        [zero] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذور { $seedList })، فقد أتقن الأطوال المدرَّبة في كل بذرة.
        [one] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذرة { $seedList })، فقد أتقن الأطوال المدرَّبة في بذرته.
        [two] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذرتان { $seedList })، فقد أتقن الأطوال المدرَّبة في كلتا البذرتين.
        [few] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذور { $seedList })، فقد أتقن الأطوال المدرَّبة في كل البذور.
        [many] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذور { $seedList })، فقد أتقن الأطوال المدرَّبة في كل البذور.
       *[other] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذور { $seedList })، فقد أتقن الأطوال المدرَّبة في كل البذور.
    }
# Said when some seeds fit and some did not: $seeds is 2 or more, $fitting 1 to $seeds − 1; every form reads right all the same. Two seeds take the dual, «(البذرتان 0 و1)», and one fitting seed of two is «إحدى البذرتين».
train-claim-fit-some =
    { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } ({ $seeds ->
        [zero] البذور
        [one] البذرة
        [two] البذرتان
        [few] البذور
        [many] البذور
       *[other] البذور
    } { $seedList }). { $fitting ->
        [zero] ولم يُتقن الأطوال المدرَّبة في أيٍّ منها.
        [one] وأتقن الأطوال المدرَّبة في { $seeds ->
            [zero] بذرة واحدة
            [one] بذرته الوحيدة
            [two] إحدى البذرتين
            [few] بذرة واحدة من { $seeds }
            [many] بذرة واحدة من { $seeds }
           *[other] بذرة واحدة من { $seeds }
        } (البذرة { $fitList })، ولا يُحكم عليه بعد { $L } إلا بها.
        [two] وأتقن الأطوال المدرَّبة في بذرتين من { $seeds } (البذرتان { $fitList })، ولا يُحكم عليه بعد { $L } إلا بهما.
        [few] وأتقن الأطوال المدرَّبة في { $fitting } بذور من { $seeds } (البذور { $fitList })، ولا يُحكم عليه بعد { $L } إلا بها.
        [many] وأتقن الأطوال المدرَّبة في { $fitting } بذرةً من { $seeds } (البذور { $fitList })، ولا يُحكم عليه بعد { $L } إلا بها.
       *[other] وأتقن الأطوال المدرَّبة في { $fitting } بذرة من { $seeds } (البذور { $fitList })، ولا يُحكم عليه بعد { $L } إلا بها.
    }
train-claim-fit-none =
    { $seeds ->
        [zero] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذور { $seedList })، ولم تبلغ أي بذرة { $fit }: لم يُتقن الأطوال المدرَّبة وفق هذه القاعدة، فلا يُحكم على استكماله لما بعدها.
        [one] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذرة { $seedList })، دون { $fit }: لم يُتقن الأطوال المدرَّبة وفق هذه القاعدة، فلا يُحكم على استكماله لما بعدها.
        [two] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذرتان { $seedList })، ولم تبلغ أيٌّ من البذرتين { $fit }: لم يُتقن الأطوال المدرَّبة وفق هذه القاعدة، فلا يُحكم على استكماله لما بعدها.
        [few] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذور { $seedList })، ولم تبلغ أي بذرة { $fit }: لم يُتقن الأطوال المدرَّبة وفق هذه القاعدة، فلا يُحكم على استكماله لما بعدها.
        [many] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذور { $seedList })، ولم تبلغ أي بذرة { $fit }: لم يُتقن الأطوال المدرَّبة وفق هذه القاعدة، فلا يُحكم على استكماله لما بعدها.
       *[other] { $scheme } عند الطول { $L }: نسبة الأسئلة المُجاب عنها إجابةً تامة { $shares } (البذور { $seedList })، ولم تبلغ أي بذرة { $fit }: لم يُتقن الأطوال المدرَّبة وفق هذه القاعدة، فلا يُحكم على استكماله لما بعدها.
    }
train-claim-past =
    { $seeds ->
        [zero] بعد الطول { $L }، في بذوره المتقنة، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة الطول { $firstLength } وعن { $last } من أسئلة الطول { $lastLength } (في المتوسط).
        [one] بعد الطول { $L }، في بذرته المتقنة، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة الطول { $firstLength } وعن { $last } من أسئلة الطول { $lastLength }.
        [two] بعد الطول { $L }، في بذرتيه المتقنتين، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة الطول { $firstLength } وعن { $last } من أسئلة الطول { $lastLength } (في المتوسط).
        [few] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة الطول { $firstLength } وعن { $last } من أسئلة الطول { $lastLength } (في المتوسط).
        [many] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة الطول { $firstLength } وعن { $last } من أسئلة الطول { $lastLength } (في المتوسط).
       *[other] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة الطول { $firstLength } وعن { $last } من أسئلة الطول { $lastLength } (في المتوسط).
    }
train-claim-past-others =
    { $seeds ->
        [one] وتدخل في متوسطات الجدول أيضًا البذرة { $seedList }، وهي بذرة لم يُتقن فيها الأطوال المدرَّبة.
        [two] وتدخل في متوسطات الجدول أيضًا البذرتان { $seedList }، ولم يُتقن فيهما الأطوال المدرَّبة.
       *[other] وتدخل في متوسطات الجدول أيضًا البذور { $seedList }، ولم يُتقن فيها الأطوال المدرَّبة.
    }
train-claim-past-one =
    { $seeds ->
        [zero] عند الطول { $firstLength }، بعد الأطوال المدرَّبة، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة هذا الطول، في بذوره المتقنة (في المتوسط).
        [one] عند الطول { $firstLength }، بعد الأطوال المدرَّبة، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة هذا الطول، في بذرته المتقنة.
        [two] عند الطول { $firstLength }، بعد الأطوال المدرَّبة، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة هذا الطول، في بذرتيه المتقنتين (في المتوسط).
        [few] عند الطول { $firstLength }، بعد الأطوال المدرَّبة، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة هذا الطول، في بذوره المتقنة (وعددها { $seeds }) (في المتوسط).
        [many] عند الطول { $firstLength }، بعد الأطوال المدرَّبة، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة هذا الطول، في بذوره المتقنة (وعددها { $seeds }) (في المتوسط).
       *[other] عند الطول { $firstLength }، بعد الأطوال المدرَّبة، أجاب { $scheme } إجابةً تامة عن { $first } من أسئلة هذا الطول، في بذوره المتقنة (وعددها { $seeds }) (في المتوسط).
    }
train-claim-past-zero =
    { $seeds ->
        [zero] بعد الطول { $L }، لم يُجب { $scheme } إجابة تامة عن أي سؤال عند أي طول، في بذوره المتقنة.
        [one] بعد الطول { $L }، لم يُجب { $scheme } إجابة تامة عن أي سؤال عند أي طول، في بذرته المتقنة.
        [two] بعد الطول { $L }، لم يُجب { $scheme } إجابة تامة عن أي سؤال عند أي طول، في بذرتيه المتقنتين.
        [few] بعد الطول { $L }، لم يُجب { $scheme } إجابة تامة عن أي سؤال عند أي طول، في بذوره المتقنة (وعددها { $seeds }).
        [many] بعد الطول { $L }، لم يُجب { $scheme } إجابة تامة عن أي سؤال عند أي طول، في بذوره المتقنة (وعددها { $seeds }).
       *[other] بعد الطول { $L }، لم يُجب { $scheme } إجابة تامة عن أي سؤال عند أي طول، في بذوره المتقنة (وعددها { $seeds }).
    }
train-claim-past-zero-from =
    { $seeds ->
        [zero] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط)؛ وابتداءً من الطول { $zeroFrom } كانت النسبة 0% عند كل طول.
        [one] بعد الطول { $L }، في بذرته المتقنة، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares }؛ وابتداءً من الطول { $zeroFrom } كانت النسبة 0% عند كل طول.
        [two] بعد الطول { $L }، في بذرتيه المتقنتين، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط)؛ وابتداءً من الطول { $zeroFrom } كانت النسبة 0% عند كل طول.
        [few] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط)؛ وابتداءً من الطول { $zeroFrom } كانت النسبة 0% عند كل طول.
        [many] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط)؛ وابتداءً من الطول { $zeroFrom } كانت النسبة 0% عند كل طول.
       *[other] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط)؛ وابتداءً من الطول { $zeroFrom } كانت النسبة 0% عند كل طول.
    }
train-share-at = { $share } عند الطول { $length }
train-claim-past-each =
    { $seeds ->
        [zero] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط).
        [one] بعد الطول { $L }، في بذرته المتقنة، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares }.
        [two] بعد الطول { $L }، في بذرتيه المتقنتين، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط).
        [few] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط).
        [many] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط).
       *[other] بعد الطول { $L }، في بذوره المتقنة (وعددها { $seeds })، أجاب { $scheme } إجابةً تامة عن هذه النسب من الأسئلة: { $shares } (في المتوسط).
    }
train-claim-ahead =
    { $a } تقدّم على { $b } عند { $lengths ->
        [zero] الأطوال
        [one] الطول
        [two] الطولين
        [few] الأطوال
        [many] الأطوال
       *[other] الأطوال
    } { $lengthList } { $seeds ->
        [zero] في بذورهما المقترنة ({ $seedList })
        [one] في بذرتهما المقترنة ({ $seedList })
        [two] في كلتا بذرتيهما المقترنتين ({ $seedList })
        [few] في كل بذورهما المقترنة الـ{ $seeds } ({ $seedList })
        [many] في كل بذورهما المقترنة الـ{ $seeds } ({ $seedList })
       *[other] في كل بذورهما المقترنة الـ{ $seeds } ({ $seedList })
    }، بفارق { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة ({ $points })
        [two] نقطتين ({ $points })
        [few] { $points } نقاط
        [many] { $points } نقطةً
       *[other] { $points } نقطة
    } { $seeds ->
        [zero] في المتوسط عند الطول { $length }، حيث بلغ الفارق أقصاه (بذرةً بذرة: { $seedPoints }).
        [one] عند الطول { $length }، حيث بلغ الفارق أقصاه.
        [two] في المتوسط عند الطول { $length }، حيث بلغ الفارق أقصاه (بذرةً بذرة: { $seedPoints }).
        [few] في المتوسط عند الطول { $length }، حيث بلغ الفارق أقصاه (بذرةً بذرة: { $seedPoints }).
        [many] في المتوسط عند الطول { $length }، حيث بلغ الفارق أقصاه (بذرةً بذرة: { $seedPoints }).
       *[other] في المتوسط عند الطول { $length }، حيث بلغ الفارق أقصاه (بذرةً بذرة: { $seedPoints }).
    }
train-claim-tie =
    { $count ->
        [2] بعد الطول { $L }، لم يختلف { $list } عند أي طول بهذه القاعدة (كل البذور المقترنة في جهة واحدة ومتوسط فرق يزيد على خطأين معياريين): فلنعدّهما هنا متعادلين.
       *[other] بعد الطول { $L }، لم يختلف أي اثنين من { $list } عند أي طول بهذه القاعدة (كل البذور المقترنة في جهة واحدة ومتوسط فرق يزيد على خطأين معياريين): فلنعدّها هنا متعادلة.
    }
train-claim-tie-asked = بعد الطول { $L }، لم يختلف طرفا أي زوج من الأزواج المقارَنة (كل طريقة كما دُرِّبت مقابل التشغيل بلا تحجيم كما دُرِّب) عند أي طول بهذه القاعدة: فلنعدّ طرفي كل زوج منها هنا متعادلين.
train-claim-unjudged =
    { $seeds ->
        [zero] لم يُتقن { $scheme } الطول { $L }، فلا يُحكم عليه بعده. وبعد الطول { $L } أجاب إجابةً تامة عن هذه النسب من الأسئلة: { $curve } (في المتوسط)، وهذا عند الطول { $length } أكثر مما بلغه أي أسلوب ترميز أتقن الأطوال المدرَّبة (وأعلى تلك الأساليب { $best } بنسبة { $bestShare }؛ وبذور { $scheme } نفسه عند ذلك الطول: { $seedShares }). فحين يخطئ النموذج أصلًا في أسئلة من الأطوال المدرَّبة ثم تنخفض نسبته ببطء، لا يُثبت ذلك أن استكماله أفضل.
        [one] لم يُتقن { $scheme } الطول { $L }، فلا يُحكم عليه بعده. وبعد الطول { $L } أجاب إجابةً تامة عن هذه النسب من الأسئلة: { $curve }، وهذا عند الطول { $length } أكثر مما بلغه أي أسلوب ترميز أتقن الأطوال المدرَّبة (وأعلى تلك الأساليب { $best } بنسبة { $bestShare }). فحين يخطئ النموذج أصلًا في أسئلة من الأطوال المدرَّبة ثم تنخفض نسبته ببطء، لا يُثبت ذلك أن استكماله أفضل.
        [two] لم يُتقن { $scheme } الطول { $L }، فلا يُحكم عليه بعده. وبعد الطول { $L } أجاب إجابةً تامة عن هذه النسب من الأسئلة: { $curve } (في المتوسط)، وهذا عند الطول { $length } أكثر مما بلغه أي أسلوب ترميز أتقن الأطوال المدرَّبة (وأعلى تلك الأساليب { $best } بنسبة { $bestShare }؛ وبذور { $scheme } نفسه عند ذلك الطول: { $seedShares }). فحين يخطئ النموذج أصلًا في أسئلة من الأطوال المدرَّبة ثم تنخفض نسبته ببطء، لا يُثبت ذلك أن استكماله أفضل.
        [few] لم يُتقن { $scheme } الطول { $L }، فلا يُحكم عليه بعده. وبعد الطول { $L } أجاب إجابةً تامة عن هذه النسب من الأسئلة: { $curve } (في المتوسط)، وهذا عند الطول { $length } أكثر مما بلغه أي أسلوب ترميز أتقن الأطوال المدرَّبة (وأعلى تلك الأساليب { $best } بنسبة { $bestShare }؛ وبذور { $scheme } نفسه عند ذلك الطول: { $seedShares }). فحين يخطئ النموذج أصلًا في أسئلة من الأطوال المدرَّبة ثم تنخفض نسبته ببطء، لا يُثبت ذلك أن استكماله أفضل.
        [many] لم يُتقن { $scheme } الطول { $L }، فلا يُحكم عليه بعده. وبعد الطول { $L } أجاب إجابةً تامة عن هذه النسب من الأسئلة: { $curve } (في المتوسط)، وهذا عند الطول { $length } أكثر مما بلغه أي أسلوب ترميز أتقن الأطوال المدرَّبة (وأعلى تلك الأساليب { $best } بنسبة { $bestShare }؛ وبذور { $scheme } نفسه عند ذلك الطول: { $seedShares }). فحين يخطئ النموذج أصلًا في أسئلة من الأطوال المدرَّبة ثم تنخفض نسبته ببطء، لا يُثبت ذلك أن استكماله أفضل.
       *[other] لم يُتقن { $scheme } الطول { $L }، فلا يُحكم عليه بعده. وبعد الطول { $L } أجاب إجابةً تامة عن هذه النسب من الأسئلة: { $curve } (في المتوسط)، وهذا عند الطول { $length } أكثر مما بلغه أي أسلوب ترميز أتقن الأطوال المدرَّبة (وأعلى تلك الأساليب { $best } بنسبة { $bestShare }؛ وبذور { $scheme } نفسه عند ذلك الطول: { $seedShares }). فحين يخطئ النموذج أصلًا في أسئلة من الأطوال المدرَّبة ثم تنخفض نسبته ببطء، لا يُثبت ذلك أن استكماله أفضل.
    }
train-claim-unpaired = لا توجد بذرة أتقن فيها { $a } و{ $b } كلاهما الأطوال المدرَّبة، فلا يُقارَن بينهما بعد الطول { $L }.
train-claim-unseparated =
    { $pairs ->
        [one] بعد الطول { $L }، لم تفصل هذه القاعدة بين الزوج الوحيد من أساليب الترميز المحكوم عليها الذي لم يُذكر أعلاه.
        [two] بعد الطول { $L }، لم تفصل هذه القاعدة بين أيٍّ من الزوجين من أساليب الترميز المحكوم عليها اللذين لم يُذكرا أعلاه.
       *[other] بعد الطول { $L }، لم تفصل هذه القاعدة بين أيٍّ من أزواج أساليب الترميز المحكوم عليها (وعددها { $pairs })، وهي أزواج لم تُذكر أعلاه.
    }
# Plurals: $pairs is 1 or more (the sentence is said only when some pair was not separated); [other] is worded «(وعددها { $pairs }: …)» so no noun agrees with it.
train-claim-unseparated-asked =
    { $pairs ->
        [one] بعد الطول { $L }، لم تفصل هذه القاعدة بين طرفي الزوج المقارَن الوحيد الآخر.
        [two] بعد الطول { $L }، لم تفصل هذه القاعدة بين طرفي أيٍّ من الزوجين المقارَنين الآخرين (كل طريقة كما دُرِّبت مقابل التشغيل بلا تحجيم كما دُرِّب).
       *[other] بعد الطول { $L }، لم تفصل هذه القاعدة بين طرفي أيٍّ من الأزواج المقارَنة الأخرى (وعددها { $pairs }: كل طريقة كما دُرِّبت مقابل التشغيل بلا تحجيم كما دُرِّب).
    }
train-claim-broken =
    لم يعد { $scheme } يُتقن الأطوال المدرَّبة: أجاب إجابةً تامة عن { $shares } من أسئلة الطول { $L } ({ $seeds ->
        [zero] البذور
        [one] البذرة
        [two] البذرتان
        [few] البذور
        [many] البذور
       *[other] البذور
    } { $seedList })، في حين أجاب { $control } عن { $controlShares } منها { $seeds ->
        [zero] على البذور نفسها
        [one] على البذرة نفسها
        [two] على البذرتين نفسيهما
        [few] على البذور نفسها
        [many] على البذور نفسها
       *[other] على البذور نفسها
    }.
train-claim-spread = تختلف بذور { $scheme } { $points ->
        [zero] بـ{ $points } نقطة
        [one] بنقطة واحدة ({ $points })
        [two] بنقطتين ({ $points })
        [few] بـ{ $points } نقاط
        [many] بـ{ $points } نقطةً
       *[other] بـ{ $points } نقطة
    } عند الطول { $length }: تراوحت نسبة الأسئلة المُجاب عنها إجابةً تامة بين { $low } و{ $high }. قارن الأشرطة في الرسم، لا المتوسطات وحدها.
train-claim-haviv-reverse =
    { $seeds ->
        [zero] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في كل بذوره: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه العكس، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
        [one] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذرته: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه العكس، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
        [two] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذرتيه كلتيهما: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه العكس، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
        [few] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذوره الـ{ $seeds } كلها: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه العكس، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
        [many] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذوره الـ{ $seeds } كلها: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه العكس، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
       *[other] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذوره الـ{ $seeds } كلها: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه العكس، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
    }
train-claim-haviv-copy =
    { $seeds ->
        [zero] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في كل بذوره: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه النسخ، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
        [one] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذرته: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه النسخ، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
        [two] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذرتيه كلتيهما: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه النسخ، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
        [few] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذوره الـ{ $seeds } كلها: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه النسخ، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
        [many] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذوره الـ{ $seeds } كلها: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه النسخ، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
       *[other] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في بذوره الـ{ $seeds } كلها: فقد أعطاه القناع السببي وحده الترتيب الذي يحتاجه النسخ، كما وجد Haviv وزملاؤه (2022) في نماذج اللغة السببية بلا ترميز.
    }
train-claim-nope-sort = أتقن NoPE الأطوال المدرَّبة في كل بذرة، لكن الفرز لا يحتاج إلا إلى قليل من معلومات الترتيب، فلا يقول هذا الكثير عمّا إذا كان القناع السببي وحده يعطي النموذج الموضع.
# Plurals: $seeds is the lab's 1 to 5 seeds ([one], [two], then [other]'s plural for 3 to 5) and $fitting 0 to $seeds − 1, worded as a count after a colon, so no zero/few/many form is read.
train-claim-nope-inside =
    { $fitting ->
        [0]
            { $seeds ->
                [one] بلا ترميز (NoPE) لم يُتقن النموذج الأطوال المدرَّبة في بذرته، بينما أتقنها { $list }:
                [two] بلا ترميز (NoPE) لم يُتقن النموذج الأطوال المدرَّبة في أيٍّ من بذرتيه، بينما أتقنها { $list } في كل بذرة:
               *[other] بلا ترميز (NoPE) لم يُتقن النموذج الأطوال المدرَّبة في أيٍّ من بذوره (وعددها { $seeds })، بينما أتقنها { $list } في كل بذرة:
            } بهذا الحجم وبهذا العدد من الخطوات لم يكفِ القناع السببي وحده لإتقانها.
       *[other] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في { $fitting } من بذوره (وعددها { $seeds })، بينما أتقنها { $list } في كل بذرة: بهذا الحجم وبهذا العدد من الخطوات لم يكفِ القناع السببي وحده في كل بذرة.
    }
# Plurals: $seeds is the lab's 1 to 5 seeds ([one], [two], then [other]'s plural for 3 to 5) and $fitting 0 to $seeds − 1, worded as a count after a colon, so no zero/few/many form is read.
train-claim-nope-inside-sort =
    { $fitting ->
        [0]
            { $seeds ->
                [one] بلا ترميز (NoPE) لم يُتقن النموذج الأطوال المدرَّبة في بذرته،
                [two] بلا ترميز (NoPE) لم يُتقن النموذج الأطوال المدرَّبة في أيٍّ من بذرتيه،
               *[other] بلا ترميز (NoPE) لم يُتقن النموذج الأطوال المدرَّبة في أيٍّ من بذوره (وعددها { $seeds })،
            } بينما أتقنها { $list }. والفرز لا يحتاج إلا إلى قليل من معلومات الترتيب، فلا يمكن لهذا التشغيل أن يبيّن هل كان الموضع هو ما ينقصه.
       *[other] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في { $fitting } من بذوره (وعددها { $seeds })، بينما أتقنها { $list } في كل بذرة. والفرز لا يحتاج إلا إلى قليل من معلومات الترتيب، فلا يمكن لهذا التشغيل أن يبيّن هل كان الموضع هو ما ينقصه.
    }
# Plurals: $seeds is the lab's 1 to 5 seeds ([one], [two], then [other]'s plural for 3 to 5) and $fitting 0 to $seeds − 1, worded as a count after a colon, so no zero/few/many form is read.
train-claim-nope-inside-alone =
    { $fitting ->
        [0]
            { $seeds ->
                [one] بلا ترميز (NoPE) لم يُتقن النموذج الأطوال المدرَّبة في بذرته،
                [two] بلا ترميز (NoPE) لم يُتقن النموذج الأطوال المدرَّبة في أيٍّ من بذرتيه،
               *[other] بلا ترميز (NoPE) لم يُتقن النموذج الأطوال المدرَّبة في أيٍّ من بذوره (وعددها { $seeds })،
            } ولم يُتقنها أي أسلوب ترميز آخر في كل بذوره أيضًا، فلا يمكن لهذا التشغيل أن يبيّن هل كان الموضع هو ما ينقصه.
       *[other] بلا ترميز (NoPE) أتقن النموذج الأطوال المدرَّبة في { $fitting } من بذوره (وعددها { $seeds })، ولم يُتقنها أي أسلوب ترميز آخر في كل بذرة أيضًا، فلا يمكن لهذا التشغيل أن يبيّن هل كان الموضع هو ما ينقصه.
    }
train-claim-nope-untested = لم يُتقن NoPE الأطوال المدرَّبة، فلا يستطيع هذا التشغيل أن يختبر ما وجده Kazemnejad وزملاؤه (2023): أن النموذج الخالي من ترميز الموضع كان أفضل نماذج المفكّك وحده تعميمًا على الأطوال الأطول.
train-claim-kazemnejad = بعد الطول { $L } لم يتقدّم أي أسلوب ترميز على NoPE عند أي طول، وتقدّم NoPE على { $list } عند بعض الأطوال. وهذا يتفق مع ما وجده Kazemnejad وزملاؤه (2023): بين نماذج المفكّك وحده كان النموذج الخالي من ترميز الموضع أفضلها تعميمًا على الأطوال الأطول في مهامهم (وكانت نماذجهم أكبر ودُرّبت مدة أطول بكثير).
train-claim-kazemnejad-sort = بعد الطول { $L } لم يتقدّم أي أسلوب ترميز على NoPE عند أي طول، وتقدّم NoPE على { $list } عند بعض الأطوال. وهذا يتفق مع ما وجده Kazemnejad وزملاؤه (2023)، إذ كان النموذج الخالي من ترميز الموضع أفضل نماذج المفكّك وحده تعميمًا على الأطوال الأطول في مهامهم، والاتفاق هنا في مهمة لا تكاد تحتاج إلى الترتيب. وثمة سبب ممكن لا يختبره هذا التشغيل: بعد الطول { $L } تعطي أساليب الترميز الأخرى النموذجَ مواضع أو مسافات لم يرها قط في التدريب، بينما لا يعطيه NoPE أي موضع أو مسافة.
train-claim-ruoss =
    { $schemes ->
        [zero] حصل كل أساليب ترميز الموضع التي حُكم عليها بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول أطول، في كل بذرة متقنة. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
        [one] حصل { $list }، أسلوب ترميز الموضع الوحيد الذي حُكم عليه بعد الطول { $L }، على نسبة إجابات تامة قدرها 0% عند كل طول أطول، في كل بذرة متقنة. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
        [two] حصل أسلوبا ترميز الموضع اللذان حُكم عليهما بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول أطول، في كل بذرة متقنة. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
        [few] حصل كل أساليب ترميز الموضع التي حُكم عليها بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول أطول، في كل بذرة متقنة. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
        [many] حصل كل أساليب ترميز الموضع التي حُكم عليها بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول أطول، في كل بذرة متقنة. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
       *[other] حصل كل أساليب ترميز الموضع التي حُكم عليها بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول أطول، في كل بذرة متقنة. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
    }
train-claim-ruoss-from =
    { $schemes ->
        [zero] حصل كل أساليب ترميز الموضع التي حُكم عليها بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول ابتداءً من { $zeroFrom }، في كل بذرة متقنة، وعلى { $most } على الأكثر في أي بذرة عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
        [one] حصل { $list }، أسلوب ترميز الموضع الوحيد الذي حُكم عليه بعد الطول { $L }، على نسبة إجابات تامة قدرها 0% عند كل طول ابتداءً من { $zeroFrom }، في كل بذرة متقنة، وعلى { $most } على الأكثر في أي بذرة عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
        [two] حصل أسلوبا ترميز الموضع اللذان حُكم عليهما بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول ابتداءً من { $zeroFrom }، في كل بذرة متقنة، وعلى { $most } على الأكثر في أي بذرة عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
        [few] حصل كل أساليب ترميز الموضع التي حُكم عليها بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول ابتداءً من { $zeroFrom }، في كل بذرة متقنة، وعلى { $most } على الأكثر في أي بذرة عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
        [many] حصل كل أساليب ترميز الموضع التي حُكم عليها بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول ابتداءً من { $zeroFrom }، في كل بذرة متقنة، وعلى { $most } على الأكثر في أي بذرة عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
       *[other] حصل كل أساليب ترميز الموضع التي حُكم عليها بعد الطول { $L } ({ $list }) على نسبة إجابات تامة قدرها 0% عند كل طول ابتداءً من { $zeroFrom }، في كل بذرة متقنة، وعلى { $most } على الأكثر في أي بذرة عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }. وهذا يوافق ما وجده Ruoss وزملاؤه (2023): أن الترميزات المعتادة تفشل في الغالب في التعميم على أطوال أطول في المهام الخوارزمية (وقد أفادت المواضع العشوائية هناك؛ وحيث جرّبها هذا المختبر أيضًا، تقرأ جملةٌ أدناه نتائجها).
    }
train-claim-alibi =
    { $seeds ->
        [zero] بعد الطول { $L }، انتقلت نسبة إجابات ALiBi التامة من { $first } عند الطول { $firstLength } إلى { $last } عند الطول { $lastLength } (في المتوسط على بذوره المتقنة). قاس Press وزملاؤه (2022) الحيرة (perplexity)، وقد تبقى مستوية بعد طول التدريب حتى حين يتجاهل النموذج الرموز البعيدة؛ أما الإجابة التامة فتحتاج كل الأرقام.
        [one] بعد الطول { $L }، انتقلت نسبة إجابات ALiBi التامة من { $first } عند الطول { $firstLength } إلى { $last } عند الطول { $lastLength } في بذرته المتقنة. قاس Press وزملاؤه (2022) الحيرة (perplexity)، وقد تبقى مستوية بعد طول التدريب حتى حين يتجاهل النموذج الرموز البعيدة؛ أما الإجابة التامة فتحتاج كل الأرقام.
        [two] بعد الطول { $L }، انتقلت نسبة إجابات ALiBi التامة من { $first } عند الطول { $firstLength } إلى { $last } عند الطول { $lastLength } (في المتوسط على بذرتيه المتقنتين). قاس Press وزملاؤه (2022) الحيرة (perplexity)، وقد تبقى مستوية بعد طول التدريب حتى حين يتجاهل النموذج الرموز البعيدة؛ أما الإجابة التامة فتحتاج كل الأرقام.
        [few] بعد الطول { $L }، انتقلت نسبة إجابات ALiBi التامة من { $first } عند الطول { $firstLength } إلى { $last } عند الطول { $lastLength } (في المتوسط على بذوره المتقنة الـ{ $seeds }). قاس Press وزملاؤه (2022) الحيرة (perplexity)، وقد تبقى مستوية بعد طول التدريب حتى حين يتجاهل النموذج الرموز البعيدة؛ أما الإجابة التامة فتحتاج كل الأرقام.
        [many] بعد الطول { $L }، انتقلت نسبة إجابات ALiBi التامة من { $first } عند الطول { $firstLength } إلى { $last } عند الطول { $lastLength } (في المتوسط على بذوره المتقنة الـ{ $seeds }). قاس Press وزملاؤه (2022) الحيرة (perplexity)، وقد تبقى مستوية بعد طول التدريب حتى حين يتجاهل النموذج الرموز البعيدة؛ أما الإجابة التامة فتحتاج كل الأرقام.
       *[other] بعد الطول { $L }، انتقلت نسبة إجابات ALiBi التامة من { $first } عند الطول { $firstLength } إلى { $last } عند الطول { $lastLength } (في المتوسط على بذوره المتقنة الـ{ $seeds }). قاس Press وزملاؤه (2022) الحيرة (perplexity)، وقد تبقى مستوية بعد طول التدريب حتى حين يتجاهل النموذج الرموز البعيدة؛ أما الإجابة التامة فتحتاج كل الأرقام.
    }
train-claim-alibi-unfit =
    { $seeds ->
        [zero] ينخفض انحياز ALiBi باطّراد مع المسافة، فلا يستطيع وحده أن يميّز الرقم الذي يسبق الرمزَ الحالي بـ{ MATH("{0}", $reach) } من الرموز، وهو ما تحتاجه هذه المهمة: على النموذج أن يستنتج موضع كل رقم مما تحسبه كتله (فميول رؤوسه المختلفة تعطيه بعض دلائل المسافة، وهي دلائل لا يملكها NoPE). وهنا أجاب ALiBi إجابةً تامة عن { $shares } من أسئلة الطول { $L } (البذور { $seedList })، دون { $fit } في كل بذرة؛ ولا يبيّن هذا التشغيل السبب.
        [one] ينخفض انحياز ALiBi باطّراد مع المسافة، فلا يستطيع وحده أن يميّز الرقم الذي يسبق الرمزَ الحالي بـ{ MATH("{0}", $reach) } من الرموز، وهو ما تحتاجه هذه المهمة: على النموذج أن يستنتج موضع كل رقم مما تحسبه كتله (فميول رؤوسه المختلفة تعطيه بعض دلائل المسافة، وهي دلائل لا يملكها NoPE). وهنا أجاب ALiBi إجابةً تامة عن { $shares } من أسئلة الطول { $L } (البذرة { $seedList })، دون { $fit }؛ ولا يبيّن هذا التشغيل السبب.
        [two] ينخفض انحياز ALiBi باطّراد مع المسافة، فلا يستطيع وحده أن يميّز الرقم الذي يسبق الرمزَ الحالي بـ{ MATH("{0}", $reach) } من الرموز، وهو ما تحتاجه هذه المهمة: على النموذج أن يستنتج موضع كل رقم مما تحسبه كتله (فميول رؤوسه المختلفة تعطيه بعض دلائل المسافة، وهي دلائل لا يملكها NoPE). وهنا أجاب ALiBi إجابةً تامة عن { $shares } من أسئلة الطول { $L } (البذرتان { $seedList })، دون { $fit } في كلتيهما؛ ولا يبيّن هذا التشغيل السبب.
        [few] ينخفض انحياز ALiBi باطّراد مع المسافة، فلا يستطيع وحده أن يميّز الرقم الذي يسبق الرمزَ الحالي بـ{ MATH("{0}", $reach) } من الرموز، وهو ما تحتاجه هذه المهمة: على النموذج أن يستنتج موضع كل رقم مما تحسبه كتله (فميول رؤوسه المختلفة تعطيه بعض دلائل المسافة، وهي دلائل لا يملكها NoPE). وهنا أجاب ALiBi إجابةً تامة عن { $shares } من أسئلة الطول { $L } (البذور { $seedList })، دون { $fit } في كل بذرة؛ ولا يبيّن هذا التشغيل السبب.
        [many] ينخفض انحياز ALiBi باطّراد مع المسافة، فلا يستطيع وحده أن يميّز الرقم الذي يسبق الرمزَ الحالي بـ{ MATH("{0}", $reach) } من الرموز، وهو ما تحتاجه هذه المهمة: على النموذج أن يستنتج موضع كل رقم مما تحسبه كتله (فميول رؤوسه المختلفة تعطيه بعض دلائل المسافة، وهي دلائل لا يملكها NoPE). وهنا أجاب ALiBi إجابةً تامة عن { $shares } من أسئلة الطول { $L } (البذور { $seedList })، دون { $fit } في كل بذرة؛ ولا يبيّن هذا التشغيل السبب.
       *[other] ينخفض انحياز ALiBi باطّراد مع المسافة، فلا يستطيع وحده أن يميّز الرقم الذي يسبق الرمزَ الحالي بـ{ MATH("{0}", $reach) } من الرموز، وهو ما تحتاجه هذه المهمة: على النموذج أن يستنتج موضع كل رقم مما تحسبه كتله (فميول رؤوسه المختلفة تعطيه بعض دلائل المسافة، وهي دلائل لا يملكها NoPE). وهنا أجاب ALiBi إجابةً تامة عن { $shares } من أسئلة الطول { $L } (البذور { $seedList })، دون { $fit } في كل بذرة؛ ولا يبيّن هذا التشغيل السبب.
    }
train-claim-overlap-lead = بعض أسئلة الاختبار كانت أسئلة تدريب أيضًا.
train-claim-overlap-whole =
    { $seeds ->
        [zero] عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }، سحب التدريب كل أسئلة الاختبار الـ{ $examples }، في كل بذرة.
        [one] عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }، سحب التدريب كل أسئلة الاختبار الـ{ $examples }.
        [two] عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }، سحب التدريب كل أسئلة الاختبار الـ{ $examples }، في كلتا البذرتين.
        [few] عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }، سحب التدريب كل أسئلة الاختبار الـ{ $examples }، في كل بذرة.
        [many] عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }، سحب التدريب كل أسئلة الاختبار الـ{ $examples }، في كل بذرة.
       *[other] عند { $lengths ->
            [zero] الأطوال
            [one] الطول
            [two] الطولين
            [few] الأطوال
            [many] الأطوال
           *[other] الأطوال
        } { $lengthList }، سحب التدريب كل أسئلة الاختبار الـ{ $examples }، في كل بذرة.
    }
train-claim-overlap-part =
    { $seeds ->
        [zero] عند الطول { $length }، سحب التدريب { $counts } من أسئلة الاختبار الـ{ $examples } (البذور { $seedList }، بهذا الترتيب).
        [one] عند الطول { $length }، سحب التدريب { $counts } من أسئلة الاختبار الـ{ $examples } (البذرة { $seedList }).
        [two] عند الطول { $length }، سحب التدريب { $counts } من أسئلة الاختبار الـ{ $examples } (البذرتان { $seedList }، بهذا الترتيب).
        [few] عند الطول { $length }، سحب التدريب { $counts } من أسئلة الاختبار الـ{ $examples } (البذور { $seedList }، بهذا الترتيب).
        [many] عند الطول { $length }، سحب التدريب { $counts } من أسئلة الاختبار الـ{ $examples } (البذور { $seedList }، بهذا الترتيب).
       *[other] عند الطول { $length }، سحب التدريب { $counts } من أسئلة الاختبار الـ{ $examples } (البذور { $seedList }، بهذا الترتيب).
    }
train-claim-overlap-past = فحتى الطول { $L }، تُقاس نسبة الإجابات التامة جزئيًا أو كليًا على أسئلة تدرّب عليها النموذج، فلا تميّز بين جواب محفوظ وقاعدة تعلّمها؛ أما بعد الطول { $L } فكل سؤال اختبار جديد، لأن التدريب لم يسحب قط سؤالًا أطول.
train-claim-nothing-learned = لم يُجب أي أسلوب ترميز إجابةً تامة عن { $fit } من أسئلة الطول { $L } في أي بذرة: لم يتعلم أي منها الأطوال المدرَّبة، فلا يقول هذا التشغيل شيئًا عن الاستكمال. قد تتيح خطوات أكثر لأساليب الترميز أن تتقن الأطوال المدرَّبة أولًا.
# Plurals: $schemes is 1 to 3 (only sinusoidal, learned and RoPE have drawn runs); $tasks is Ruoss et al.'s task count, 15.
train-claim-remedy-unlearned =
    مع سحب مواضع كل سؤال تدريب من 0 إلى { $last }، لم يُتقن { $list } الأطوال المدرَّبة خلال { $steps ->
        [one] خطوة واحدة
        [two] خطوتين
        [few] { $steps } خطوات
        [many] { $steps } خطوةً
       *[other] { $steps } خطوة
    } في أي بذرة، فلا يُحكم هنا على ما إذا كان سحب المواضع يفيد بعد الطول { $L }. ويذكر Ruoss وزملاؤه (2023)، وقد سحبوا المواضع من مجال يتجاوز بكثير طول أي سؤال اختبار، أن ذلك رفع دقة الاختبار بعد الأطوال المدرَّبة بمقدار { $gain }% في المتوسط على { $tasks ->
        [one] مهمة خوارزمية واحدة
        [two] مهمتين خوارزميتين
        [few] { $tasks } مهام خوارزمية
        [many] { $tasks } مهمةً خوارزمية
       *[other] { $tasks } مهمة خوارزمية
    }؛ وهذا التشغيل لا يوافقهم ولا يخالفهم.
# Plurals: $schemes is 1 to 3 (only sinusoidal, learned and RoPE have drawn runs); $tasks is Ruoss et al.'s task count, 15.
train-claim-remedy-unpaired =
    مع سحب المواضع من 0 إلى { $last }، أتقن { $list } الأطوال المدرَّبة، لكن { $schemes ->
        [one] لم يُتقنها قط في بذرة أتقنها فيها تشغيله العادي أيضًا
        [two] لم يُتقنها أيٌّ منهما قط في بذرة أتقنها فيها أيضًا التشغيل العادي لأسلوب الترميز نفسه
       *[other] لم يُتقنها أيٌّ منها قط في بذرة أتقنها فيها أيضًا التشغيل العادي لأسلوب الترميز نفسه
    }، فلا يُقارَن بعد الطول { $L } بين التشغيلات ذات المواضع المسحوبة والتشغيلات العادية: والتحسّن الذي يذكره Ruoss وزملاؤه (2023)، وهو { $gain }% في المتوسط على { $tasks ->
        [one] مهمة خوارزمية واحدة
        [two] مهمتين خوارزميتين
        [few] { $tasks } مهام خوارزمية
        [many] { $tasks } مهمةً خوارزمية
       *[other] { $tasks } مهمة خوارزمية
    }، لا يؤكده هذا التشغيل ولا ينقضه.
# Plurals: $schemes is 1 to 3 (only sinusoidal, learned and RoPE have drawn runs); $tasks is Ruoss et al.'s task count, 15.
train-claim-remedy-ahead =
    مع سحب المواضع من 0 إلى { $last }، أجاب { $list } بعد الطول { $L } إجابةً تامة عن أسئلة أكثر مما أجابت عنه { $schemes ->
        [one] تشغيلاته العادية
        [two] تشغيلاتهما العادية
       *[other] تشغيلاتها العادية
    } على البذور نفسها، وفق القاعدة أعلاه. وهذا يوافق ما ذكره Ruoss وزملاؤه (2023): أن سحب المواضع رفع دقة الاختبار بعد الأطوال المدرَّبة بمقدار { $gain }% في المتوسط على { $tasks ->
        [one] مهمة خوارزمية واحدة
        [two] مهمتين خوارزميتين
        [few] { $tasks } مهام خوارزمية
        [many] { $tasks } مهمةً خوارزمية
       *[other] { $tasks } مهمة خوارزمية
    }.
# Plurals: $schemes is 1 to 3 (only sinusoidal, learned and RoPE have drawn runs); $tasks is Ruoss et al.'s task count, 15.
train-claim-remedy-none =
    مع سحب المواضع من 0 إلى { $last }، لم يُجب { $list } بعد الطول { $L } إجابةً تامة عن أسئلة أكثر مما أجابت عنه { $schemes ->
        [one] تشغيلاته العادية
        [two] تشغيلاتهما العادية
       *[other] تشغيلاتها العادية
    } على البذور نفسها، وفق القاعدة أعلاه: فلا يُظهر هذا التشغيل، { $steps ->
        [one] بخطوة واحدة
        [two] بخطوتين
        [few] بـ{ $steps } خطوات
        [many] بـ{ $steps } خطوةً
       *[other] بـ{ $steps } خطوة
    }، التحسّن الذي يذكره Ruoss وزملاؤه (2023)، وهو { $gain }% في المتوسط على { $tasks ->
        [one] مهمة خوارزمية واحدة
        [two] مهمتين خوارزميتين
        [few] { $tasks } مهام خوارزمية
        [many] { $tasks } مهمةً خوارزمية
       *[other] { $tasks } مهمة خوارزمية
    }، وقد سحبوا المواضع من مجال يتجاوز بكثير طول أي سؤال اختبار.
# Plurals: $schemes is 1 to 3 (only sinusoidal, learned and RoPE have drawn runs); $tasks is Ruoss et al.'s task count, 15.
train-claim-remedy-behind =
    مع سحب المواضع من 0 إلى { $last }، أجاب { $list } بعد الطول { $L } إجابةً تامة عن أسئلة أقل مما أجابت عنه { $schemes ->
        [one] تشغيلاته العادية
        [two] تشغيلاتهما العادية
       *[other] تشغيلاتها العادية
    } على البذور نفسها، وفق القاعدة أعلاه: فهذا التشغيل، { $steps ->
        [one] بخطوة واحدة
        [two] بخطوتين
        [few] بـ{ $steps } خطوات
        [many] بـ{ $steps } خطوةً
       *[other] بـ{ $steps } خطوة
    }، يأتي بعكس التحسّن الذي يذكره Ruoss وزملاؤه (2023)، وهو { $gain }% في المتوسط على { $tasks ->
        [one] مهمة خوارزمية واحدة
        [two] مهمتين خوارزميتين
        [few] { $tasks } مهام خوارزمية
        [many] { $tasks } مهمةً خوارزمية
       *[other] { $tasks } مهمة خوارزمية
    }.
# Plurals: $schemes is 1 to 3 (only sinusoidal, learned and RoPE have drawn runs).
train-claim-remedy-mixed =
    مع سحب المواضع من 0 إلى { $last }، أجاب { $list } إجابةً تامة عن أسئلة أكثر مما أجابت عنه { $schemes ->
        [one] تشغيلاته العادية
        [two] تشغيلاتهما العادية
       *[other] تشغيلاتها العادية
    } عند بعض الأطوال بعد الطول { $L }، وعن أسئلة أقل عند أطوال أخرى (تذكر الجمل أعلاه هذه الأطوال): فلا يُحكم هنا للتحسّن الذي يذكره Ruoss وزملاؤه (2023) ولا عليه.
train-claim-tuned-lengths = بعد الضبط الدقيق لمدة { $steps ->
        [zero] { $steps } خطوة
        [one] خطوة واحدة
        [two] خطوتين
        [few] { $steps } خطوات
        [many] { $steps } خطوةً
       *[other] { $steps } خطوة
    } على أسئلة من 1 إلى { $E ->
        [zero] { $E } رقم
        [one] رقم واحد
        [two] رقمين
        [few] { $E } أرقام
        [many] { $E } رقمًا
       *[other] { $E } رقم
    }، تصبح الأطوال من 1 إلى { $E } أطوالًا مدرَّبة للتشغيلات المضبوطة: يُقرأ كلٌّ منها أدناه عند الطول { $E }، ولا يُحكم على أيٍّ منها بعده، إذ لم يُختبر أي سؤال أطول.
train-claim-extension-papers =
    ما تذكره الأوراق: وسّع استيفاءُ المواضع سياقَ نماذج LLaMA إلى { $chenLength ->
        [zero] { $chenLength } رمز
        [one] رمز واحد
        [two] رمزين
        [few] { $chenLength } رموز
        [many] { $chenLength } رمزًا
       *[other] { $chenLength } رمز
    } بما لا يزيد على { $chenSteps ->
        [zero] { $chenSteps } خطوة
        [one] خطوة واحدة
        [two] خطوتين
        [few] { $chenSteps } خطوات
        [many] { $chenSteps } خطوةً
       *[other] { $chenSteps } خطوة
    } من الضبط الدقيق (Chen وزملاؤه 2023)؛ واقتُرح تحجيم NTK-aware (bloc97، 2023) لتمديد السياق دون أي ضبط دقيق؛ وتذكر ورقة YaRN (Peng وزملاؤه 2023) أنه يحتاج إلى رموز أقل { $yarnTokens ->
        [zero] بـ{ $yarnTokens } مرة
        [one] بمرة واحدة
        [two] بمرتين
        [few] بـ{ $yarnTokens } مرات
        [many] بـ{ $yarnTokens } مرةً
       *[other] بـ{ $yarnTokens } مرة
    } وخطوات أقل { $yarnSteps ->
        [zero] بـ{ $yarnSteps } مرة
        [one] بمرة واحدة
        [two] بمرتين
        [few] بـ{ $yarnSteps } مرات
        [many] بـ{ $yarnSteps } مرةً
       *[other] بـ{ $yarnSteps } مرة
    } مما احتاجته الطرق السابقة. تلك نماذج لغوية فيها مليارات الأوزان، ويُقاس أداؤها بالحيرة (perplexity) على آلاف الرموز وبقدرتها على إيجاد مفتاح مخبّأ (passkey) في نص طويل؛ أما هنا فنموذج صغير يجيب عن أسئلة مؤلفة من أرقام. كما دُرِّب النموذج، تُقارَن كل طريقة بالتشغيل بلا تحجيم على البذور نفسها بعد الأطوال المدرَّبة، ولا يُحكم عليها إلا حيث يُتقن التشغيلُ بها تلك الأطوال؛ وبعد الضبط الدقيق نفسه للاثنين ({ $steps ->
        [zero] { $steps } خطوة
        [one] خطوة واحدة
        [two] خطوتان
        [few] { $steps } خطوات
        [many] { $steps } خطوةً
       *[other] { $steps } خطوة
    } بمعدّل التعلّم الذي استُعمل في التدريب المسبق، في حين أجرت تلك الأوراق الضبط الدقيق بجزء صغير منه) تصبح الأطوال من 1 إلى { $E } أطوالًا مدرَّبة، فلا يُقرأ من التشغيل المضبوط إلا ما إذا كان يُتقنها.
# Plurals: $longest is a distance at the longest tested length, 2 or more: never 0 or 1.
# Plurals: $n and $reach arrive as text, worded «سؤال عدد أرقامه { $n }» and «بـ{ $reach } من الرموز» so no noun agrees with them.
train-claim-distances-reverse =
    عند عكس سؤال عدد أرقامه { $n }، على رقم الإجابة { $k } أن يقرأ الرقم الذي يسبقه بـ{ $reach } من الرموز. رأى التدريب مسافات تصل إلى { $trained ->
        [zero] { $trained } رمز
        [one] رمز واحد
        [two] رمزين
        [few] { $trained } رموز
        [many] { $trained } رمزًا
       *[other] { $trained } رمز
    } ({ $bound })، وكل طول بعد { $L } يحتاج إلى مسافات أطول، تصل إلى { $longest ->
        [two] رمزين
        [few] { $longest } رموز
        [many] { $longest } رمزًا
       *[other] { $longest } رمز
    } عند الطول { $E }: وللاستكمال على أسلوب الترميز أن يتعامل مع مسافات لم يرها قط في التدريب.
# Plurals: $longest is a distance at the longest tested length, 2 or more: never 0 or 1.
# Plurals: $n arrives as text, worded «سؤال عدد أرقامه { $n }» and «بـ{ $n } من الرموز» so no noun agrees with it.
train-claim-distances-copy =
    عند نسخ سؤال عدد أرقامه { $n }، على كل رقم من الإجابة أن يقرأ الرقم الذي يسبقه بـ{ $n } من الرموز. رأى التدريب مسافات تصل إلى { $trained ->
        [zero] { $trained } رمز
        [one] رمز واحد
        [two] رمزين
        [few] { $trained } رموز
        [many] { $trained } رمزًا
       *[other] { $trained } رمز
    } ({ $bound })، وكل طول بعد { $L } يحتاج إلى مسافات أطول، تصل إلى { $longest ->
        [two] رمزين
        [few] { $longest } رموز
        [many] { $longest } رمزًا
       *[other] { $longest } رمز
    } عند الطول { $E }: وللاستكمال على أسلوب الترميز أن يتعامل مع مسافات لم يرها قط في التدريب.
train-about-seconds =
    نحو { $count ->
        [zero] { $seconds } ثانية
        [one] ثانية واحدة
        [two] ثانيتين
        [few] { $seconds } ثوانٍ
        [many] { $seconds } ثانيةً
       *[other] { $seconds } ثانية
    }
train-about-minutes =
    نحو { $count ->
        [zero] { $minutes } دقيقة
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes } دقائق
        [many] { $minutes } دقيقةً
       *[other] { $minutes } دقيقة
    }
train-about-hours =
    نحو { $hours ->
        [zero] { $hours } ساعة
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $hours } ساعات
        [many] { $hours } ساعةً
       *[other] { $hours } ساعة
    } و{ $minutes ->
        [zero] { $minutes } دقيقة
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes } دقائق
        [many] { $minutes } دقيقةً
       *[other] { $minutes } دقيقة
    }
train-estimate-workers =
    على هذا الجهاز يُتوقع أن يستغرق «شغّل» { $duration } على { $threads ->
        [zero] { $threads } خيط عامل
        [one] خيط عامل واحد
        [two] خيطين عاملين
        [few] { $threads } خيوط عاملة
        [many] { $threads } خيطًا عاملًا
       *[other] { $threads } خيط عامل
    } (حُسب الوقت للتو من { $steps ->
        [one] خطوة تدريب واحدة
        [two] خطوتي تدريب
        [few] { $steps } خطوات تدريب
        [many] { $steps } خطوةَ تدريب
       *[other] { $steps } خطوة تدريب
    } و{ $questions ->
        [zero] { $questions } سؤال اختبار
        [one] سؤال اختبار واحد
        [two] سؤالَي اختبار
        [few] { $questions } أسئلة اختبار
        [many] { $questions } سؤالَ اختبار
       *[other] { $questions } سؤال اختبار
    }؛ وأي عمل آخر على الجهاز يغيّره).
train-estimate-page =
    على هذا الجهاز يُتوقع أن يستغرق «شغّل» { $duration } على الخيط الرئيسي للصفحة (حُسب الوقت للتو من { $steps ->
        [one] خطوة تدريب واحدة
        [two] خطوتي تدريب
        [few] { $steps } خطوات تدريب
        [many] { $steps } خطوةَ تدريب
       *[other] { $steps } خطوة تدريب
    } و{ $questions ->
        [zero] { $questions } سؤال اختبار
        [one] سؤال اختبار واحد
        [two] سؤالَي اختبار
        [few] { $questions } أسئلة اختبار
        [many] { $questions } سؤالَ اختبار
       *[other] { $questions } سؤال اختبار
    }؛ وأي عمل آخر على الجهاز يغيّره).
train-estimate-timing = جارٍ قياس زمن بضع خطوات تدريب لمعرفة كم سيستغرق «شغّل» على هذا الجهاز…
train-estimate-failed = تعذّر قياس المدة التي سيستغرقها «شغّل»: { $reason }
train-band-lowest = { $series }، البذرة ذات أسوأ نتيجة
train-band-highest = { $series }، البذرة ذات أفضل نتيجة
train-accuracy-x = طول السؤال (بالأرقام)
train-accuracy-y = الأسئلة المُجاب عنها إجابة تامة (%)
train-loss-x = خطوة التدريب
train-loss-y = الخسارة (nats، مقياس لوغاريتمي)
train-series-mean =
    { $scheme } (متوسط { $count ->
        [zero] { $seeds } بذرة
        [one] بذرة واحدة
        [two] بذرتين
        [few] { $seeds } بذور
        [many] { $seeds } بذرةً
       *[other] { $seeds } بذرة
    })
train-loss-latest = { $scheme } { $loss } عند الخطوة { $step }
train-loss-latest-next = { $first }؛ { $rest }
train-loss-summary =
    كل نقطة هي { $count ->
        [zero] متوسط خسارة { $steps } خطوة
        [one] خسارة خطوة واحدة
        [two] متوسط خسارة خطوتين
        [few] متوسط خسارة { $steps } خطوات
        [many] متوسط خسارة { $steps } خطوةً
       *[other] متوسط خسارة { $steps } خطوة
    }{ $seeds ->
        [one] {""}
        [two] ، بالمتوسط على البذرتين (يمتد النطاق من أسوأ قيمتيهما إلى أفضلهما)
        [zero] ، بالمتوسط على البذور (يمتد النطاق من أسوأ قيمة بين البذور إلى أفضلها)
        [few] ، بالمتوسط على البذور (يمتد النطاق من أسوأ قيمة بين البذور إلى أفضلها)
        [many] ، بالمتوسط على البذور (يمتد النطاق من أسوأ قيمة بين البذور إلى أفضلها)
       *[other] ، بالمتوسط على البذور (يمتد النطاق من أسوأ قيمة بين البذور إلى أفضلها)
    }. الأحدث: { $latest }.
train-loss-none = لا خطوات بعد.
train-column-step = الخطوة
train-column-length = الطول
train-loss-table-label = بيانات خسارة التدريب
train-trained-line = أطول طول مُدرَّب ({ $L })
train-accuracy-summary =
    الأسئلة المُجاب عنها إجابة تامة عند { $longest ->
        [zero] كل طول من 1 إلى { $longest }
        [one] الطول { $longest }
        [two] كلٍّ من الطولين 1 و{ $longest }
        [few] كل طول من 1 إلى { $longest }
        [many] كل طول من 1 إلى { $longest }
       *[other] كل طول من 1 إلى { $longest }
    } { $count ->
        [zero] لـ { $schemes } أسلوب ترميز، دُرِّبت
        [one] لأسلوب ترميز واحد، دُرِّب
        [two] لأسلوبي ترميز، دُرِّبا
        [few] لـ { $schemes } أساليب ترميز، دُرِّبت
        [many] لـ { $schemes } أسلوبَ ترميز، دُرِّبت
       *[other] لـ { $schemes } أسلوب ترميز، دُرِّبت
    } على { $L ->
        [one] الطول { $L }
        [two] الطولين 1 و{ $L }
        [few] الأطوال من 1 إلى { $L }
        [many] الأطوال من 1 إلى { $L }
       *[other] الأطوال من 1 إلى { $L }
    } (الخط المتقطع). يعطي الجدول كل قيمة؛ وما تُظهره موجود تحت «{ $heading }».
# Plurals: $schemes is the extension's 8 series; $longest and $L are 2 or more.
train-accuracy-summary-ext = الأسئلة المُجاب عنها إجابة تامة عند كل طول من 1 إلى { $longest } لكل سلسلة من السلاسل ({ $schemes }). دُرِّبت التشغيلات كما هي على الأطوال من 1 إلى { $L } (الخط المتقطع)، والتشغيلات المضبوطة على الأطوال من 1 إلى { $longest }. يعطي الجدول كل قيمة؛ وما تُظهره موجود تحت «{ $heading }».
train-length-never-trained = { $length } (لم يُدرَّب عليه)
train-length-ext-tuned = { $length } (دُرِّب عليه في الضبط الدقيق فقط)
train-accuracy-cell = { $mean } (البذور { $seeds })
train-accuracy-caption =
    { $seeds ->
        [one] الأسئلة المُجاب عنها إجابة تامة من أصل { $examples } عند كل طول.
        [two] الأسئلة المُجاب عنها إجابة تامة من أصل { $examples } عند كل طول، المتوسط على البذرتين وقيمة كلٍّ منهما.
        [zero] الأسئلة المُجاب عنها إجابة تامة من أصل { $examples } عند كل طول، المتوسط على البذور وقيمة كل بذرة.
        [few] الأسئلة المُجاب عنها إجابة تامة من أصل { $examples } عند كل طول، المتوسط على البذور وقيمة كل بذرة.
        [many] الأسئلة المُجاب عنها إجابة تامة من أصل { $examples } عند كل طول، المتوسط على البذور وقيمة كل بذرة.
       *[other] الأسئلة المُجاب عنها إجابة تامة من أصل { $examples } عند كل طول، المتوسط على البذور وقيمة كل بذرة.
    }
train-accuracy-table-label = بيانات الدقة التامة
train-accuracy-x-trained =
    طول السؤال (بالأرقام)؛ دُرِّب على { $L ->
        [one] الطول { $L }
        [two] الطولين 1 و{ $L }
        [few] الأطوال من 1 إلى { $L }
        [many] الأطوال من 1 إلى { $L }
       *[other] الأطوال من 1 إلى { $L }
    }
train-accuracy-x-ext = التشغيلات كما دُرِّبت: من 1 إلى { $L }، والمضبوطة: من 1 إلى { $E }
# Plurals: $longest is given as «عدد أرقام السؤال من 1 إلى { $longest }», so no noun agrees with it.
train-question-error = يجب أن يكون عدد أرقام السؤال من 1 إلى { $longest } (0-9، والمسافات مسموحة)؛ وصل «{ $text }»
train-predictions-caption = البذرة { $seed } لكل أسلوب ترميز، فك ترميز جشع: كل رقم في الجواب هو الخيار الأول للنموذج بعد الأرقام التي قبله.
train-predictions-scheme = أسلوب الترميز
train-predictions-question = السؤال
train-predictions-expected = الجواب الصحيح
train-predictions-wrote = ما كتبه النموذج
train-predictions-verdict = الحكم
train-verdict-right = ✓ صحيح
train-verdict-wrong =
    ✗ خطأ في { $wrong } من أصل { $count ->
        [zero] { $digits } رقم
        [one] رقم واحد
        [two] رقمين
        [few] { $digits } أرقام
        [many] { $digits } رقمًا
       *[other] { $digits } رقم
    }
train-attention-note = إلى أين ينظر كل موضع، في الرأس { $head } من الكتلة { $block } (الأخيرة)، للبذرة { $seed }. كل صف موضعُ استعلام (الموضع الذي يقرأ)، وكل عمود موضعُ مفتاح (موضع يقرؤه: نفسه والمواضع السابقة فقط، لأن القناع سببي)؛ ومجموع كل صف 1. المُدخَل هو السؤال، ثم { $sep }، ثم الجواب الصحيح ما عدا رقمه الأخير: يُقيَّم النموذج على المواضع من { $sep } فصاعدًا.
train-attention-title = { $scheme }: الانتباه، الرأس { $head }، الكتلة { $block }
train-attention-rows = موضع الاستعلام (القارئ)
train-attention-cols = موضع المفتاح (المقروء)
# Plurals: $count is a question's tokens, 2 to 65: never 0, 1 or 100 and more.
train-attention-rows-count =
    { $count ->
        [two] موضعا استعلام (القارئان)
        [few] { $number } مواضع استعلام (القارئة)
       *[many] { $number } موضعَ استعلام (القارئة)
    }
# Plurals: $count is a question's tokens, 2 to 65: never 0, 1 or 100 and more.
train-attention-cols-count =
    { $count ->
        [two] موضعا مفتاح (المقروءان)
        [few] { $number } مواضع مفتاح (المقروءة)
       *[many] { $number } موضعَ مفتاح (المقروءة)
    }
train-attention-cell = الموضع { $row } ({ $rowToken }) يقرأ الموضع { $col } ({ $colToken }) بوزن { $weight }
train-table-tick = حدّد «{ $learned }» وأعد التشغيل لترى الجدول الذي يتعلمه.
train-table-note =
    جدول المواضع في تشغيل أسلوب الترميز المُتعلَّم (البذرة { $seed }) فيه { $rows ->
        [one] صف واحد
        [two] صفّان
        [few] { $rows } صفوف
        [many] { $rows } صفًّا
       *[other] { $rows } صف
    } بعرض { $d }: صف لكل موضع يستطيع النموذج قراءته. أسئلة التدريب التي لا تتجاوز { $digits ->
        [zero] { $digits } رقم
        [one] رقمًا واحدًا
        [two] رقمين
        [few] { $digits } أرقام
        [many] { $digits } رقمًا
       *[other] { $digits } رقم
    } لا تملأ إلا المواضع من 0 إلى { $lastTrained }، فالصفوف من { $firstUntrained } إلى { $lastRow } لم تتلقَّ أي تدرّج: إنها قيمها الابتدائية العشوائية، وقد قلّصها اضمحلال الأوزان قليلًا. وأسئلة الاختبار الأطول تقرؤها على أي حال. أما الجدول الجيبي بجانبه فتحسبه الصيغة بالطريقة نفسها في كل صف، مُدرَّبًا كان الصف أم لا.
train-map-learned-trained = الجدول المُتعلَّم، الصفوف من 0 إلى { $last } (مُدرَّبة)
train-map-learned-untrained = الجدول المُتعلَّم، الصفوف من { $first } إلى { $last } (لم تُدرَّب قط)
train-map-sinusoidal = الجدول الجيبي، الصفوف من 0 إلى { $last }
train-axis-position = الموضع
train-axis-dimension = البُعد
train-t5-note =
    { $lastDistance ->
        [zero] جدول انحيازات تشغيل T5 (البذرة { $seed }): عدد لكل رأس في كل واحدة من { $buckets } حاوية للمسافة، معروض كما تُعرض صفوف الجدول المُتعلَّم. يقرأ التدريب مسافات لا تزيد على { $lastDistance } رمز ({ $bound }، بالرموز: الأرقام والفاصل والجواب)، وتقع في الحاويات من 0 إلى { $lastTrained }؛ أما الحاويات من { $firstUntrained } إلى { $lastBucket } فلم تتلقَّ تدرجًا قط، فبقيت على قيمها الابتدائية العشوائية، وقد صغّرها اضمحلال الأوزان قليلًا. وتصل أطول أسئلة الاختبار إلى الحاوية { $reached } (المسافة { $longest }).
        [one] جدول انحيازات تشغيل T5 (البذرة { $seed }): عدد لكل رأس في كل واحدة من { $buckets } حاوية للمسافة، معروض كما تُعرض صفوف الجدول المُتعلَّم. يقرأ التدريب مسافات لا تزيد على رمز واحد ({ $bound }، بالرموز: الأرقام والفاصل والجواب)، وتقع في الحاويات من 0 إلى { $lastTrained }؛ أما الحاويات من { $firstUntrained } إلى { $lastBucket } فلم تتلقَّ تدرجًا قط، فبقيت على قيمها الابتدائية العشوائية، وقد صغّرها اضمحلال الأوزان قليلًا. وتصل أطول أسئلة الاختبار إلى الحاوية { $reached } (المسافة { $longest }).
        [two] جدول انحيازات تشغيل T5 (البذرة { $seed }): عدد لكل رأس في كل واحدة من { $buckets } حاوية للمسافة، معروض كما تُعرض صفوف الجدول المُتعلَّم. يقرأ التدريب مسافات لا تزيد على رمزين ({ $bound }، بالرموز: الأرقام والفاصل والجواب)، وتقع في الحاويات من 0 إلى { $lastTrained }؛ أما الحاويات من { $firstUntrained } إلى { $lastBucket } فلم تتلقَّ تدرجًا قط، فبقيت على قيمها الابتدائية العشوائية، وقد صغّرها اضمحلال الأوزان قليلًا. وتصل أطول أسئلة الاختبار إلى الحاوية { $reached } (المسافة { $longest }).
        [few] جدول انحيازات تشغيل T5 (البذرة { $seed }): عدد لكل رأس في كل واحدة من { $buckets } حاوية للمسافة، معروض كما تُعرض صفوف الجدول المُتعلَّم. يقرأ التدريب مسافات لا تزيد على { $lastDistance } رموز ({ $bound }، بالرموز: الأرقام والفاصل والجواب)، وتقع في الحاويات من 0 إلى { $lastTrained }؛ أما الحاويات من { $firstUntrained } إلى { $lastBucket } فلم تتلقَّ تدرجًا قط، فبقيت على قيمها الابتدائية العشوائية، وقد صغّرها اضمحلال الأوزان قليلًا. وتصل أطول أسئلة الاختبار إلى الحاوية { $reached } (المسافة { $longest }).
        [many] جدول انحيازات تشغيل T5 (البذرة { $seed }): عدد لكل رأس في كل واحدة من { $buckets } حاوية للمسافة، معروض كما تُعرض صفوف الجدول المُتعلَّم. يقرأ التدريب مسافات لا تزيد على { $lastDistance } رمزًا ({ $bound }، بالرموز: الأرقام والفاصل والجواب)، وتقع في الحاويات من 0 إلى { $lastTrained }؛ أما الحاويات من { $firstUntrained } إلى { $lastBucket } فلم تتلقَّ تدرجًا قط، فبقيت على قيمها الابتدائية العشوائية، وقد صغّرها اضمحلال الأوزان قليلًا. وتصل أطول أسئلة الاختبار إلى الحاوية { $reached } (المسافة { $longest }).
       *[other] جدول انحيازات تشغيل T5 (البذرة { $seed }): عدد لكل رأس في كل واحدة من { $buckets } حاوية للمسافة، معروض كما تُعرض صفوف الجدول المُتعلَّم. يقرأ التدريب مسافات لا تزيد على { $lastDistance } رمز ({ $bound }، بالرموز: الأرقام والفاصل والجواب)، وتقع في الحاويات من 0 إلى { $lastTrained }؛ أما الحاويات من { $firstUntrained } إلى { $lastBucket } فلم تتلقَّ تدرجًا قط، فبقيت على قيمها الابتدائية العشوائية، وقد صغّرها اضمحلال الأوزان قليلًا. وتصل أطول أسئلة الاختبار إلى الحاوية { $reached } (المسافة { $longest }).
    }
train-map-t5-trained = انحيازات T5، الحاويات من 0 إلى { $last } (مُدرَّبة)
train-map-t5-untrained = انحيازات T5، الحاويات من { $first } إلى { $last } (لم تُدرَّب قط)
train-axis-bucket = الحاوية
train-axis-head = الرأس
train-map-learned-cosine = تشابه جيب التمام بين الصفوف المُتعلَّمة
train-map-sinusoidal-cosine = تشابه جيب التمام بين الصفوف الجيبية
train-cosine-note = تشابه جيب التمام بين كل زوج من الصفوف. في الجدول الجيبي لا يعتمد إلا على المسافة بين الموضعين (متساوٍ على امتداد كل قطر). وفي المُتعلَّم، الصفوف من 0 إلى { $lastTrained } هي ما صنعه منها التدريب؛ ومن الصف { $firstUntrained } فصاعدًا، قيم ابتدائية شبه عشوائية.
train-loss-empty = تظهر هنا خسارة كل تشغيل أثناء تدريبه.
train-loss-chart-label = خسارة التدريب لكل أسلوب ترميز، بحسب الخطوة
train-loss-no-run = لا تشغيل بعد: تظهر هنا خسارة تدريب كل تشغيل، خطوة بخطوة، أثناء تدريبه.
train-accuracy-empty = بعد أن يُدرَّب كل تشغيل، يُختبر كل منها عند كل طول.
train-shows-heading = ما يُظهره هذا التشغيل
train-supports-heading = ما يدعمه هذا التشغيل، وما لا يستطيعه
train-accuracy-chart-label = الدقة التامة لكل أسلوب ترميز بحسب طول السؤال
train-accuracy-no-run = لا تشغيل بعد: بعد أن يُدرَّب كل تشغيل، تظهر هنا دقته التامة عند كل طول.
train-examples-empty = بعد التشغيل، اكتب سؤالًا وشاهد كل أسلوب ترميز يجيب عنه.
train-question-label = السؤال (أرقام)
# Plurals: $twoL is the symbol 2L, worded «{ $twoL } من الأرقام» so no noun agrees with it.
train-question-hint = حتى { $twoL } من الأرقام؛ وما يزيد على { $L } طولٌ لم يُدرَّب عليه قط.
train-head-label = الرأس
train-table-empty = بعد تشغيل يتضمن «{ $learned }»، يظهر جدوله هنا.
train-error-no-run = ليس في المختبر تشغيل { $key }
train-error-no-operation = ليس في المختبر عملية { $op }
train-error-closed = أُغلق المختبر
train-error-worker-late = لم يبدأ خيط التدريب العامل في الوقت المحدد
train-error-worker-load = تعذّر تحميل خيط التدريب العامل
train-error-worker-unreadable = تعذّرت قراءة رسالة من خيط التدريب العامل
train-error-worker-stopped = توقف خيط التدريب العامل
train-error-worker-lost = توقف خيط التدريب العامل عن الاستجابة (لا رد على «{ $op }» خلال { $seconds } ث)
train-error-budget = تشغيل واحد لهذا النموذج لا يتسع في الذاكرة التي تحتفظ بها النواة للمدرِّبات ({ $reason })؛ والتشغيلات تُدرَّب بالتناوب، فلن يفيد تقليل البذور أو أساليب الترميز: اختر { $d } أصغر، أو كتلًا أقل، أو { $L } أقصر
train-error-no-finished-run = ليس في المختبر تشغيل مكتمل { $key } يُسأل
train-error-no-tensor = ليس في المختبر الموتر { $name } لتشغيل مكتمل { $key }

# Recorded runs (web/src/sections/train/recorded.js): results shipped with the page, written by scripts/record-runs.mjs from the core.

train-recorded-notice = هذه نتائج مسجَّلة: درّبت نواة هذه الصفحة هذه التشغيلات مسبقًا بهذه الإعدادات نفسها تمامًا. يعيد «شغّل» تدريبها في هذا المتصفح ويحصل على الأرقام نفسها، بتًّا ببت.
train-recorded-ask = النتائج المسجَّلة لا تحفظ النماذج المدرَّبة: اضغط «شغّل» لتسأل النماذج المدرَّبة.
train-recorded-same = أعطى هذا التشغيل النتائج المسجَّلة بتًّا ببت: كل قيمة خسارة وكل عدد في كل تشغيل هو نفسه.
train-recorded-differs = يختلف هذا التشغيل عن النتائج المسجَّلة في { $list }: لم يدرّب هذا المتصفح تلك التشغيلات كما درّبتها النواة التي سجّلتها.
train-recorded-run = { $scheme } بالبذرة { $seed }
train-ext-recorded-notice = تشغيلات تمديد السياق هذه مسجَّلة أيضًا: شغّلتها نواة هذه الصفحة مسبقًا انطلاقًا من تشغيلات RoPE المسجَّلة أعلاه. شغّل المقارنة، ثم اضغط «مدِّد سياق تشغيلات RoPE»: يعيد هذا المتصفح تشغيلها ويحصل على الأرقام نفسها، بتًّا ببت.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# سرد القسم وإعدادات المجموعة (practice.js وsetup.js وkeep.js وset-view.js)
practice-intro-seed = تدرّب على أعداد خاصة بك. تأتي الأسئلة من بذرة: البذرة نفسها تعطي الأسئلة نفسها على أي جهاز، لذا يمكن مشاركة المجموعة عبر رابطها، و«مجموعة جديدة» تعطي أعدادًا جديدة.
practice-intro-answers = اكتب عددًا (مثل { $example }، أو 0,25 بفاصلة عشرية) أو تعبيرًا مثل { $power } أو { $half } أو { $fraction }. الإجابة التي لا يمكن قراءتها تُعدّ «غير مفهومة» ولا تُحسب خاطئة. والإجابة الخاطئة التي تطابق خطأً معروفًا تسمّيه وتربط بجزء الدرس الذي يشرحه.
practice-your-set = مجموعتك
practice-score-counts = تحسب درجتك الأسئلة التي تجيب عنها إجابة صحيحة بنفسك. السؤال الذي رأيت إجابته (بزر «اعرض الإجابة» أو بالخطوات المحلولة أو بعد محاولتك الأخيرة) يُحسب غير صحيح، ويبقى كذلك عند فتح المجموعة مرة أخرى.
practice-attempts-rule =
    { $attempts ->
        [0] يقبل كل سؤال عددًا غير محدود من الإجابات المفحوصة.
        [one] يقبل كل سؤال إجابة مفحوصة واحدة: إن كانت خاطئة تُعرض إجابته ويُحسب السؤال غير صحيح. الإجابة التي لا يمكن قراءتها لا تستهلك محاولة.
        [two] يقبل كل سؤال إجابتين مفحوصتين على الأكثر: إذا كانت كلتاهما خاطئة تُعرض إجابته ويُحسب السؤال غير صحيح. الإجابة التي لا يمكن قراءتها لا تستهلك محاولة.
        [few] يقبل كل سؤال { $shown } إجابات مفحوصة على الأكثر: إذا كانت { $shown } منها خاطئة تُعرض إجابته ويُحسب السؤال غير صحيح. الإجابة التي لا يمكن قراءتها لا تستهلك محاولة.
        [many] يقبل كل سؤال { $shown } إجابةً مفحوصة على الأكثر: إذا كانت { $shown } منها خاطئة تُعرض إجابته ويُحسب السؤال غير صحيح. الإجابة التي لا يمكن قراءتها لا تستهلك محاولة.
       *[other] يقبل كل سؤال { $shown } إجابة مفحوصة على الأكثر: إذا كانت { $shown } منها خاطئة تُعرض إجابته ويُحسب السؤال غير صحيح. الإجابة التي لا يمكن قراءتها لا تستهلك محاولة.
    }
practice-fixed-set =
    أُعطيت لك هذه المجموعة كما هي: { $count ->
        [zero] { $shown } سؤال
        [one] سؤال واحد
        [two] سؤالان
        [few] { $shown } أسئلة
        [many] { $shown } سؤالًا
       *[other] { $shown } سؤال
    } من البذرة { $seed }، وتنجح فيها بإجابة صحيحة عن { $pass }% منها على الأقل.
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
practice-cap-note = قيمة n هي { $n } (ضُبطت في قسم آخر، حيث تعدّ المواضع)؛ لمجموعة التمرين { $max ->
        [zero] { $max } سؤال
        [one] سؤال واحد
        [two] سؤالان
        [few] { $max } أسئلة
        [many] { $max } سؤالًا
       *[other] { $max } سؤال
    } على الأكثر، لذا في هذه المجموعة { $max ->
        [zero] { $max } سؤال
        [one] سؤال واحد
        [two] سؤالان
        [few] { $max } أسئلة
        [many] { $max } سؤالًا
       *[other] { $max } سؤال
    }.
practice-question-heading = السؤال { $number } من { $count }
practice-score = الدرجة: { $score }
practice-score-open =
    { $raw } من { $max } صحيحة؛ { $open ->
        [zero] ولم يبقَ أي سؤال مفتوحًا.
        [one] ما زال سؤال واحد مفتوحًا.
        [two] ما زال سؤالان مفتوحَين.
        [few] ما زالت { $shown } أسئلة مفتوحة.
        [many] ما زال { $shown } سؤالًا مفتوحًا.
       *[other] ما زال { $shown } سؤال مفتوحًا.
    }
practice-score-passed = { $raw } من { $max } صحيحة: ناجح (علامة النجاح { $pass }%).
practice-score-failed = { $raw } من { $max } صحيحة: غير ناجح (علامة النجاح { $pass }%).
practice-keep = احفظ إجاباتي على هذا الجهاز
practice-keep-hint = معطّل ما لم تضع علامة عليه. عندها تُحفظ إجاباتك في هذا المتصفح فقط (في تخزينه المحلي)، ولا تُرسل إلى أي مكان، وتعود عندما تفتح المجموعة نفسها مرة أخرى. وإلى أن تغلق هذا التبويب تُحفظ فيه على أي حال، فلا تضيع عند إعادة التحميل.
practice-keep-unavailable = لا يسمح هذا المتصفح للصفحة بحفظ أي شيء هنا، لذا تبقى إجاباتك إلى أن تغادر الصفحة.
practice-forget = امسح تقدّمي
practice-kept = إجاباتك محفوظة على هذا الجهاز.
practice-keep-refused = رفض هذا المتصفح حفظ أي شيء.
practice-kept-nothing = لا شيء محفوظ على هذا الجهاز الآن.
practice-forgotten = مُسح تقدّمك: لا شيء محفوظ على هذا الجهاز.

# سؤال واحد (question.js): خانته وأزراره وأحكامه
practice-values-note = الخطوات المحلولة { practice-worked-rounding }؛ تُعرض الإجابة بعشرة أرقام معنوية وتُصحَّح بالتفاوت الذي يذكره سؤالها.
practice-worked-rounding = مقرّبة إلى 6 منازل عشرية ({ -rounding }؛ وما دون 0.01 إلى 6 أرقام معنوية)
practice-answer-label = إجابتك
practice-answer-form = اكتب عددًا مثل { $example } (الفاصلة العشرية «{ $sign }»، وتُقبل الأرقام العربية الهندية ٠١٢٣ والفاصلة ٫) أو تعبيرًا مثل { $expression }.
practice-check = تحقّق
practice-give-up = اعرض الإجابة
practice-show-steps = اعرض الخطوات المحلولة
practice-steps-title = الخطوات المحلولة
practice-answer-line = الإجابة: { $answer }، وتُصحَّح { $tolerance }.
practice-shown-give-up-head = عُرضت الإجابة.
practice-shown-give-up = الإجابة هي { $answer }؛ والخطوات أدناه. يُحسب هذا السؤال غير صحيح.
practice-shown-steps-head = عُرضت الإجابة.
practice-shown-steps = تعطي الخطوات المحلولة الإجابة، { $answer }، لذا يُحسب هذا السؤال الآن غير صحيح.
practice-shown-attempts-head = لم تبقَ محاولات.
practice-shown-attempts =
    { $attempts ->
        [one] كانت تلك محاولتك الوحيدة
        [two] كانت تلك الأخيرة من محاولتين
        [few] كانت تلك الأخيرة من { $shown } محاولات
        [many] كانت تلك الأخيرة من { $shown } محاولةً
        [zero] كانت تلك الأخيرة من { $shown } محاولة
       *[other] كانت تلك الأخيرة من { $shown } محاولة
    }: الإجابة هي { $answer }، والخطوات أدناه. يُحسب هذا السؤال غير صحيح.
practice-attempts-left =
    { $left ->
        [zero] لم تبقَ لك أي محاولة في هذا السؤال.
        [one] بقيت لك محاولة واحدة في هذا السؤال.
        [two] بقيت لك محاولتان في هذا السؤال.
        [few] بقيت لك { $shown } محاولات في هذا السؤال.
        [many] بقيت لك { $shown } محاولةً في هذا السؤال.
       *[other] بقيت لك { $shown } محاولة في هذا السؤال.
    }
# Plurals: $bytes is a size in bytes, and «بايت» stays as a unit after digits.
practice-too-long = الإجابة أطول من { $bytes } بايت، وهو أقصى ما تقبله هذه الخانة. اكتب عددًا واحدًا أو تعبيرًا قصيرًا.
practice-right = صحيح.
practice-right-read = قُرئت على أنها { $readAs }؛ والإجابة هي { $answer }.
practice-question-title = { $heading }: { $kind }
practice-not-understood = غير مفهومة.
practice-not-understood-colon = غير مفهومة:
practice-nothing-marked = { $message } لم يُصحَّح شيء.
practice-nothing-marked-read = { $message } قُرئت على أنها «{ $readAs }». لم يُصحَّح شيء.
# Why an answer was not understood (words.js reasonText: the core's reason code and its data;
# at is a character number, text the part of the answer quoted; the English reads as the core's)
practice-parse-explained = { $reason } { $whatToType }
practice-parse-what-to-type = اكتب عددًا واحدًا ({ $point } أو { $comma }، { $exponent }) أو تعبيرًا مثل { $quarterPi } أو { $fraction } أو { $power } أو { $root }.
practice-parse-no-answer = لا توجد إجابة بعد.
practice-parse-too-long =
    الإجابة أطول من { $count ->
        [zero] { $limit } حرف
        [one] حرف واحد
        [two] حرفين
        [few] { $limit } أحرف
        [many] { $limit } حرفًا
       *[other] { $limit } حرف
    }، وهو أقصى ما تقرؤه هذه الخانة.
practice-parse-ends-too-soon = تنتهي الإجابة قبل أوانها (ينقصها شيء في آخرها).
practice-parse-missing-bracket = ينقص القوس «{ $bracket }» في النهاية.
practice-parse-stray-comma = الفاصلة عند الحرف { $at } ليست جزءًا من أي عدد.
practice-parse-unexpected-character = «{ $text }» عند الحرف { $at }.
practice-parse-control-character = حرف تحكّم عند الحرف { $at }.
practice-parse-invalid-byte = بايت ليس نصًّا بترميز UTF-8 عند الحرف { $at }.
practice-parse-unreadable-character = حرف تعذّرت قراءته نصًّا عند الحرف { $at }.
practice-parse-too-deep =
    تتداخل في الإجابة أقواس أو دوال بعضها داخل بعض أكثر من { $count ->
        [zero] { $limit } مستوى
        [one] مستوى واحد
        [two] مستويين
        [few] { $limit } مستويات
        [many] { $limit } مستوى
       *[other] { $limit } مستوى
    }.
practice-parse-power-operand = يجب أن يلي «{ $power }» الذي عند الحرف { $at } عددٌ أو قوس، لا «{ $text }».
practice-parse-function-brackets = الدالة { $text } تحتاج إلى وسيطها بين قوسين، كما في { $example }.
practice-parse-unknown-name = الاسم «{ $text }» (الأسماء المعروفة: { $names }، و{ $log } للأساس 10).
practice-parse-mixed-marks = العدد «{ $text }» يخلط النقاط والفواصل العشرية بطريقة لا تعطي عددًا واحدًا.
practice-parse-thousands-groups = العدد «{ $text }» يستعمل «{ $separator }» فاصلًا للآلاف، لكن ليس بين مجموعات من ثلاثة أرقام.
practice-parse-several-decimal-marks = العدد «{ $text }» فيه أكثر من فاصلة عشرية؛ اكتب عددًا واحدًا، مثل { $point } أو { $comma } (قائمة الأعداد ليست إجابة).
practice-parse-numbers-side-by-side = يوجد عددان متجاوران عند الحرف { $at } (المسافة داخل العدد غير مفهومة)؛ اكتب { $whole }، لا { $spaced }.
practice-parse-number-too-large = العدد «{ $text }» أكبر من أن يكون إجابة هنا.
practice-parse-undefined-result = الإجابة «{ $text }» لا تعطي عددًا منتهيًا (فهي غير معرّفة، شأنها شأن { $zeroByZero } و{ $rootOfMinusOne }).
practice-parse-infinite-result = الإجابة «{ $text }» لا تعطي عددًا منتهيًا (فهي كبيرة بلا حدود).
practice-not-right = غير صحيح.
practice-read-as = قُرئت إجابتك على أنها { $readAs }.
practice-mistake-lead = تطابق خطأً معروفًا: { $name }. { $explanation }
practice-mistake-close = قريبة، لكنها لا تُحسب: { $name }. { $explanation }
practice-read-about = اقرأ عنه في { $section }.
practice-new-tab = { $title } (يُفتح في تبويب جديد)
practice-try-title = جرّب سؤالًا
practice-try-intro = سؤال عن هذا القسم بأعداد خاصة به. اكتب عددًا ({ $example } أو 0,25) أو تعبيرًا مثل { $power } أو { $half }.
practice-try-another = سؤال آخر
practice-try-full-set = مجموعة تمرين كاملة عن { $section } ←
practice-try-heading = سؤال

# كلمات التمارين (words.js)
practice-ordinal =
    { $count ->
       *[other] رقم { $n }
    }
practice-base = الأساس { MATH("base = {0}", $base) }
practice-question = { $question } أعطِ الإجابة { $tolerance }.
practice-question-unknown = تمرين من النوع { $kind }. أعطِ الإجابة { $tolerance }.
practice-tolerance-significant = بـ { $figures } أرقام معنوية
practice-tolerance-exact = بالضبط (عددًا صحيحًا)
practice-tolerance-within = بتفاوت لا يتجاوز { $tolerance }
practice-kind-pe-exponent-name = أُسّ أحد الأبعاد
practice-kind-pe-exponent-question = في الترميز الموضعي الجيبي مع { MATH("d = {0}", $dModel) } (متداخل: البُعد 2i يحمل sin والبُعد { MATH("2i + 1") } يحمل cos للزوج i؛ وتُعدّ الأبعاد من 0)، يقسم البُعد { MATH("j = {0}", $dim) } الموضع على { MATH("base^e") }. ما الأُسّ e؟
practice-kind-pe-denominator-name = مقام أحد الأبعاد
# Plurals: $maxLen arrives as text, worded «وطول سياق { $maxLen }» so no noun agrees with it.
practice-kind-pe-denominator-question = نموذج مع { MATH("d = {0}", $dModel) } وطول سياق { $maxLen } يستخدم الترميز الموضعي الجيبي مع { $baseWords } (متداخل، والأبعاد من 0). ما المقام { MATH("base^e") } للبعد { MATH("j = {0}", $dim) }؟
practice-kind-pe-angle-name = زاوية { MATH("PE(pos, j)") }
# Plurals: $maxLen arrives as text, worded «وطول سياق { $maxLen }» so no noun agrees with it.
practice-kind-pe-angle-question = نموذج مع { MATH("d = {0}", $dModel) } وطول سياق { $maxLen } يستخدم الترميز الموضعي الجيبي مع { $baseWords } (متداخل، والأبعاد من 0). يقع الرمز { $token } في الجملة في الموضع { MATH("pos = {0}", $pos) }، لأن المواضع تُعدّ من 0. ما زاوية البُعد { MATH("j = {0}", $dim) } عند ذلك الرمز، بالراديان؟
practice-kind-pe-value-name = قيمة { MATH("PE(pos, j)") }
# Plurals: $maxLen arrives as text, worded «وطول سياق { $maxLen }» so no noun agrees with it.
practice-kind-pe-value-question = نموذج مع { MATH("d = {0}", $dModel) } وطول سياق { $maxLen } يستخدم الترميز الموضعي الجيبي مع { $baseWords } (متداخل، والأبعاد من 0). يقع الرمز { $token } في الجملة في الموضع { MATH("pos = {0}", $pos) }، لأن المواضع تُعدّ من 0. ما { MATH("PE(pos, {0})", $dim) }، أي قيمة البُعد { MATH("j = {0}", $dim) } عند ذلك الرمز؟ احتفظ بـ { $angleDecimals } منازل عشرية على الأقل من الزاوية قبل أن تأخذ جيبها أو جيب تمامها.
practice-kind-wavelength-name = الطول الموجي لزوج
practice-kind-wavelength-question = في الترميز الموضعي الجيبي مع { MATH("d = {0}", $dModel) } و{ $baseWords }، تُعدّ الأزواج من 0. ما الطول الموجي للزوج { MATH("i = {0}", $pair) }: كم موضعًا تحتاج زاويته لتدور دورة كاملة؟
practice-kind-pair-interleaved-name = أي زوج يحمل البُعد (متداخل)
practice-kind-pair-interleaved-question = في الترتيب المتداخل (البُعد 2i يحمل sin والبُعد { MATH("2i + 1") } يحمل cos للزوج i) مع { MATH("d = {0}", $dModel) }، تُعدّ الأبعاد والأزواج من 0. إلى أي زوج i ينتمي البُعد { MATH("j = {0}", $dim) }؟
practice-kind-pair-concatenated-name = أي زوج يحمل البُعد (متسلسل)
practice-kind-pair-concatenated-question = في الترتيب المتسلسل (tensor2tensor: جيوب كل الأزواج أولًا، ثم جيوب التمام) مع { MATH("d = {0}", $dModel) }، تُعدّ الأبعاد والأزواج من 0. إلى أي زوج i ينتمي البُعد { MATH("j = {0}", $dim) }؟
practice-kind-shift-entry-name = عنصر من مصفوفة الإزاحة M_k
practice-kind-shift-entry-question = { MATH("PE(pos + k) = M_k PE(pos)") } للترميز الموضعي الجيبي مع { MATH("d = {0}", $dModel) } و{ $baseWords } (متداخل؛ كتلة الزوج i تعمل على { MATH("(sin, cos)") } لذلك الزوج). عند { MATH("k = {0}", $k) }، ما عنصر M_k في الصف { $row } والعمود { $col } (تُعدّ الصفوف والأعمدة من 0)؟
practice-kind-dot-product-name = { MATH("PE(p) · PE(p + k)") }
practice-kind-dot-product-question = للترميز الموضعي الجيبي مع { MATH("d = {0}", $dModel) } و{ $baseWords } (الزوايا بالراديان)، ما الجداء النقطي { MATH("PE({0}) · PE({1})", $pos, $posK) }، أي جداء ترميزَي الموضعين { $pos } و{ $posK }؟
practice-kind-rope-rotation-name = دوران RoPE لزوج واحد
practice-kind-rope-rotation-question =
    يدير RoPE ببعد رأس { MATH("d = {0}", $dModel) } و{ $baseWords } الزوج i من المتجه بالزاوية { MATH("pos · w_i") }، حيث { MATH("w_i = base^(−2i/d)") }، عكس اتجاه عقارب الساعة. يحمل الزوج { MATH("i = {0}", $pair) } من متجه الاستعلام القيمتين { MATH("(x0, x1) = ({0}, {1})", $x0, $x1) }. عند الموضع { MATH("pos = {0}", $pos) }، ما { $coordinate ->
        [first] الإحداثي الأول x0′
       *[second] الإحداثي الثاني x1′
    } للزوج بعد الدوران؟
practice-kind-alibi-slope-name = ميل ALiBi لرأس
practice-kind-alibi-slope-question = لنموذج يستخدم ALiBi عدد { MATH("H = {0}", $heads) } من الرؤوس، مرقّمة من { MATH("h = 1") } إلى { $heads } بالترتيب الذي تسرد به الشيفرة المرجعية ميولها. ما الميل m للرأس { MATH("h = {0}", $head) }؟
practice-kind-t5-bucket-name = حاوية T5 لإزاحة
# Plurals: $numBuckets arrives as text, worded «عدد الحاويات { $numBuckets }» so no noun agrees with it.
practice-kind-t5-bucket-question = يضع انحياز الانتباه النسبي في T5 (ثنائي الاتجاه، عدد الحاويات { $numBuckets }، أقصى مسافة { $maxDistance }) الإزاحة «المفتاح − الاستعلام» في حاوية. الاستعلام في الموضع { $query } ينتبه إلى المفتاح في الموضع { $key }. في أي حاوية تقع الإزاحة؟
practice-kind-pi-frequency-name = تردد تحت استيفاء المواضع
practice-kind-pi-frequency-question = نموذج RoPE ببعد رأس { MATH("d = {0}", $dModel) } و{ $baseWords } يُمدَّد سياقه باستيفاء المواضع (PI) إلى طول تدريبه مضروبًا في { $scale }. ما التردد الزاوي الجديد { MATH("w_i′") } للزوج { MATH("i = {0}", $pair) }، بالراديان لكل موضع؟
practice-kind-ntk-frequency-name = تردد تحت التحجيم NTK-aware
practice-kind-ntk-frequency-question = نموذج RoPE ببعد رأس { MATH("d = {0}", $dModel) } و{ $baseWords } يُمدَّد سياقه بالتحجيم NTK-aware إلى طول تدريبه مضروبًا في { $scale }. ما التردد الزاوي الجديد { MATH("w_i′") } للزوج { MATH("i = {0}", $pair) }، بالراديان لكل موضع؟
practice-kind-fairseq-row-name = صف جدول fairseq لرمز
practice-kind-fairseq-row-question = يحجز التضمين الموضعي الجيبي في fairseq الصف 1 للحشو { MATH("(padding_idx = 1)") }. للرمز { $token } في جملة (بلا حشو قبله)، أي صف من جدول fairseq يُقرأ؟
practice-step = { $name }: { $value }
practice-step-pair = الزوج i
practice-step-isSine = جيب (1) أو جيب تمام (0)
practice-step-exponent = الأُسّ { MATH("e = 2i/d") }
practice-step-denominator = المقام { MATH("base^e") }
practice-step-omega = التردد الزاوي w_i (راديان لكل موضع)
practice-step-angle = الزاوية (راديان)
practice-step-angle-of-pair = زاوية الزوج { $pair }، w_i k (راديان)
practice-step-value = القيمة
practice-step-wavelength = الطول الموجي { MATH("2π/w_i") } (مواضع)
practice-step-cos = جيب تمام الزاوية
practice-step-sin = جيب الزاوية
practice-step-powerOfTwo = أكبر قوة للعدد اثنين { MATH("n ≤ H") }
practice-step-slope = الميل m
practice-step-offset = الإزاحة «المفتاح − الاستعلام»
practice-step-distance = المسافة { MATH("n = |key − query|") }
practice-step-bucket = الحاوية
practice-step-omegaNew = التردد الزاوي الجديد { MATH("w_i′") }
practice-step-newBase = الأساس الجديد { MATH("(base · s^(d/(d − 2)))") }
practice-step-pos = الموضع بالعدّ من 0
practice-step-paddingRow = صف الحشو (padding_idx)
practice-step-firstRow = صف الرمز الأول { MATH("(padding_idx + 1)") }
practice-step-row = الصف
practice-step-t5-exactBuckets = الحاويات الدقيقة لاتجاه واحد، واحدة لكل مسافة أقل من { $exactBuckets }: { $exactBuckets }
practice-step-t5-logPart = المسافة { $distance } لا تقل عن { $exactBuckets }، لذا تكبر حاويتها مع لوغاريتمها: { MATH("log(n/{0}) / log({1}/{2}) · {3} = log({4}/{5}) / log({6}/{7}) · {8} = {9}", $exactBuckets, $maxDistance, $exactBuckets, $exactBuckets, $distance, $exactBuckets, $maxDistance, $exactBuckets, $exactBuckets, $logPart) }
practice-step-t5-logBucket = { MATH("{0} + ⌊{1}⌋ = {2}", $exactBuckets, $logPart, $logBucket) }
practice-step-t5-lastBucket = آخر حاوية لاتجاه واحد: { $lastBucket }
practice-step-t5-sideBucket-capped = { $logBucket } تتجاوز آخر حاوية، لذا تُحدّ الحاوية داخل هذا الاتجاه عند { $lastBucket }: { $sideBucket }
practice-step-t5-sideBucket = { $logBucket } لا تتجاوز آخر حاوية { $lastBucket }، لذا الحاوية داخل هذا الاتجاه هي { $sideBucket }
practice-step-t5-sideStart-after = المفتاح يأتي بعد الاستعلام (النصف الأعلى من الحاويات)، لذا أول حاوية في هذا الاتجاه هي { $sideStart }
practice-step-t5-sideStart-before = المفتاح يأتي قبل الاستعلام (النصف الأدنى من الحاويات)، لذا أول حاوية في هذا الاتجاه هي { $sideStart }
practice-step-t5-bucket = الحاوية: { MATH("{0} + {1} = {2}", $sideBucket, $sideStart, $bucket) }
practice-step-alibi-slopeCount-first = الرأس { MATH("h = {0}", $head) } من أول { MATH("n = {0}", $powerOfTwo) } رؤوس، لذا ميله في القائمة { MATH("2^(−8k/n)") } لقيم k من 1 إلى n: { MATH("n = {0}", $slopeCount) }
practice-step-alibi-slopeCount-after = الرأس { MATH("h = {0}", $head) } يأتي بعد أول { MATH("n = {0}", $powerOfTwo) } رؤوس، لذا ميله في قائمة 2n من الرؤوس، { MATH("2^(−8k/(2n))") } لقيم k من 1 إلى 2n: { MATH("2n = {0}", $slopeCount) }
practice-step-alibi-slopeNumber-first = مكانه k في تلك القائمة هو { MATH("h = {0}", $slopeNumber) }
practice-step-alibi-slopeNumber-after = مكانه k في تلك القائمة هو العدد الفردي { MATH("2(h − n) − 1 = 2({0} − {1}) − 1 = {2}", $head, $powerOfTwo, $slopeNumber) }
practice-step-alibi-slope = الميل { MATH("m = 2^(−8·{0}/{1}) = {2}", $slopeNumber, $slopeCount, $slope) }

# الأخطاء التي قد تطابقها إجابة خاطئة (words.js)
practice-mistake-dimension-as-pair-name = استُخدم دليل البُعد على أنه دليل الزوج
practice-mistake-dimension-as-pair-explanation = الأُسّ هو { MATH("2i/d") } حيث i هو الزوج ({ MATH("i = floor(j/2)") } في الترتيب المتداخل)، لا البُعد j: البُعدان 2i و{ MATH("2i + 1") } يتشاركان ترددًا واحدًا.
practice-mistake-missing-two-name = { MATH("base^(i/d)") } بدلًا من { MATH("base^(2i/d)") }
practice-mistake-missing-two-explanation = الأُسّ هو { MATH("2i/d") }: فـ i يعدّ الأزواج، وكل زوج يشغل بعدين.
practice-mistake-one-based-pair-name = عُدّت الأزواج من 1
practice-mistake-one-based-pair-explanation = تُعدّ الأزواج من 0: للزوج 0 أُسّ 0 ويدور راديانًا واحدًا لكل موضع.
practice-mistake-concatenated-layout-name = الترتيب المتسلسل حيث يُقصد المتداخل
practice-mistake-concatenated-layout-explanation = المتداخل (الورقة الأصلية): البُعد 2i هو الجيب و{ MATH("2i + 1") } جيب التمام للزوج i. أما المتسلسل (tensor2tensor) فيضع كل الجيوب أولًا ثم كل جيوب التمام.
practice-mistake-interleaved-layout-name = الترتيب المتداخل حيث يُقصد المتسلسل
practice-mistake-interleaved-layout-explanation = المتسلسل (tensor2tensor): النصف الأول من الأبعاد جيوب الأزواج 0، 1، ...، والنصف الثاني جيوب تمامها، لذا الزوج هو j أو { MATH("j − d/2") }.
practice-mistake-base-as-max-length-name = قُرئ الأساس على أنه الطول الأقصى
practice-mistake-base-as-max-length-explanation = الأساس (10,000 في الورقة الأصلية) ثابت في الصيغة، وليس طول سياق النموذج.
practice-mistake-degrees-for-radians-name = درجات بدلًا من الراديان
practice-mistake-degrees-for-radians-explanation = إجابتك هي ما تعطيه الزاوية عندما تُقرأ بالدرجات. الزوايا هنا بالراديان: اضبط الآلة الحاسبة على الراديان، ولا تحوّل الزاوية.
practice-mistake-dimension-exponent-name = { MATH("base^(j/d)") } بدلًا من { MATH("base^(2i/d)") }
practice-mistake-dimension-exponent-explanation = تضع إجابتك البُعد j على d في الأُسّ. الأُسّ هو { MATH("2i/d") } حيث { MATH("i = floor(j/2)") } هو الزوج: عند j فردي يعطي { MATH("j/d") } جيب التمام ترددًا أبطأ من جيبه، فلا يعود الزوج يدور معًا.
practice-mistake-angle-rounded-early-name = قُرّبت الزاوية قبل أخذ جيبها أو جيب تمامها
practice-mistake-angle-rounded-early-explanation = إجابتك هي جيب أو جيب تمام زاوية مقرّبة. الزاوية الكبيرة المكتوبة بأرقام معنوية قليلة تفقد منازلها العشرية (12.35 بدلًا من 12.3456)، ويتغيّر جيبها أو جيب تمامها معها: احتفظ بمنازل الزاوية العشرية التي يطلبها السؤال، وقرّب النتيجة الأخيرة فقط.
practice-mistake-too-few-figures-name = صحيحة، لكن بأرقام أقل مما طُلب
practice-mistake-too-few-figures-explanation = تتفق إجابتك مع الإجابة الصحيحة إلى الحد الذي تصل إليه، لكن أرقامها أقل مما يطلبه السؤال. احتفظ بكل الأرقام التي يطلبها، وقرّب في النهاية فقط.
practice-mistake-one-based-position-name = عُدّت المواضع من 1
practice-mistake-one-based-position-explanation = الرمز الأول هنا في الموضع 0، لذا الرمز رقم n في الموضع { MATH("n − 1") }.
practice-mistake-sin-cos-swapped-name = تبادل الجيب وجيب التمام
practice-mistake-sin-cos-swapped-explanation = الأبعاد الزوجية (والأول من كل زوج) تأخذ الجيب، والفردية جيب التمام.
practice-mistake-no-two-pi-name = الطول الموجي من دون 2π
practice-mistake-no-two-pi-explanation = الدورة الكاملة 2π راديان: الطول الموجي هو { MATH("2π/w_i = 2π · base^(2i/d)") }، لا { MATH("base^(2i/d)") }.
practice-mistake-transposed-block-name = الكتلة منقولة
practice-mistake-transposed-block-explanation = عند العمل على { MATH("(sin, cos)") }، كتلة الزوج i في M_k هي { MATH("[[cos, sin], [−sin, cos]]") } للزاوية w_i k: +sin فوق القطر و−sin تحته.
practice-mistake-no-shift-name = { MATH("PE(p) · PE(p)") } بدلًا من { MATH("PE(p) · PE(p + k)") }
practice-mistake-no-shift-explanation = { MATH("d/2") } هو الجداء النقطي لترميز مع نفسه { MATH("(k = 0)") }؛ والإزاحة k تدير كل زوج بمقدار w_i k.
practice-mistake-rotated-wrong-way-name = الدوران في الاتجاه الخاطئ
practice-mistake-rotated-wrong-way-explanation = يدور RoPE عكس اتجاه عقارب الساعة: { MATH("x0' = x0 cos θ − x1 sin θ") }، و{ MATH("x1' = x0 sin θ + x1 cos θ") }.
practice-mistake-power-of-two-rule-name = طُبّقت قاعدة قوة الاثنين على H مع أنه ليس قوة للاثنين
practice-mistake-power-of-two-rule-explanation = لا تصح { MATH("m_h = 2^(−8h/H)") } إلا عندما يكون H قوة للعدد اثنين. وإلا فخذ الميول n لأكبر قوة للاثنين n أقل من H، ثم الميول ذات الترتيب الفردي من 2n.
practice-mistake-zero-based-head-name = عُدّت الرؤوس من 0
practice-mistake-zero-based-head-explanation = تُرقَّم الرؤوس هنا من { MATH("h = 1") }: للرأس 1 الميل الأول في القائمة.
practice-mistake-sorted-slopes-name = رُتّبت الميول من الأكبر إلى الأصغر
practice-mistake-sorted-slopes-explanation = عندما لا يكون H قوة للاثنين، تأتي الرؤوس الإضافية بعد أول n، وتقع ميولها بين الميول الأولى: القائمة ليست تنازلية.
practice-mistake-offset-sign-name = الإزاحة بإشارة خاطئة
practice-mistake-offset-sign-explanation = الإزاحة هي «المفتاح − الاستعلام»: المفتاح الذي يأتي بعد الاستعلام إزاحته موجبة، في النصف الأعلى من الحاويات.
practice-mistake-no-half-split-name = كل الحاويات لاتجاه واحد
practice-mistake-no-half-split-explanation = يقسم T5 ثنائي الاتجاه الحاويات إلى نصفين، نصف لكل اتجاه: 16 لكل منهما من 32، منها 8 دقيقة.
practice-mistake-all-exact-name = عُدّت كل الحاويات دقيقة
practice-mistake-all-exact-explanation = الإزاحات الصغيرة وحدها تأخذ كل منها حاوية؛ وبعدها تكبر الحاويات لوغاريتميًا حتى أقصى مسافة.
practice-mistake-multiplied-by-scale-name = الضرب في عامل التحجيم بدلًا من القسمة عليه
practice-mistake-multiplied-by-scale-explanation = استيفاء المواضع يبطئ كل زوج: { MATH("w_i′ = w_i / s") }، وهو مثل قسمة المواضع على s.
practice-mistake-base-times-scale-name = { MATH("base · s") } بدلًا من { MATH("base · s^(d/(d − 2))") }
practice-mistake-base-times-scale-explanation = يرفع التحجيم NTK-aware الأساس إلى { MATH("base · s^(d/(d − 2))") }، بحيث يُقسم أبطأ زوج على s تمامًا.
practice-mistake-pi-instead-of-ntk-name = استيفاء المواضع بدلًا من التحجيم NTK-aware
practice-mistake-pi-instead-of-ntk-explanation = { MATH("w_i / s") } هو استيفاء المواضع؛ أما التحجيم NTK-aware فيغيّر الأساس ويُبقي أسرع زوج كما كان.
practice-mistake-no-padding-offset-name = استُخدم الموضع على أنه الصف
practice-mistake-no-padding-offset-explanation = تبدأ مواضع fairseq عند { MATH("padding_idx + 1 = 2") }: الرمز الأول يقرأ الصف 2، لا الصف 0.
practice-mistake-padding-index-only-name = أُضيف padding_idx وحده
practice-mistake-padding-index-only-explanation = تبدأ المواضع عند { MATH("padding_idx + 1") }: أضف 2 إلى الموضع المعدود من 0، لا 1.
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
# Plurals: there are more names than students, so $names is 2 or more; $students is 1 or more.
practice-class-too-many-names =
    { $names ->
        [two] اسمان
        [few] { $names } أسماء
        [many] { $names } اسمًا
       *[other] { $names } اسم
    } { $students ->
        [one] لطالب واحد
        [two] لطالبَين
        [few] لـ { $students } طلاب
        [many] لـ { $students } طالبًا
       *[other] لـ { $students } طالب
    }: ارفع عدد الطلاب إلى { $names } (على الأكثر { $max }) أو احذف أسماء.
practice-class-refused = تعذّر إنشاء مجموعة الصف: { $message }.
practice-class-embedded = تُطبع مجموعة الصف من صفحة الدرس نفسها (index.html?view=practice)، لا من مستكشف مضمَّن.
# Plurals: a class set has one sheet or more, and one part or more.
practice-class-printed =
    أُرسلت إلى الطابعة { $sheets ->
        [one] ورقة واحدة ومفتاح إجاباتها
        [two] ورقتان ومفتاح إجاباتهما
        [few] { $sheets } أوراق ومفتاح إجاباتها
        [many] { $sheets } ورقةً ومفتاح إجاباتها
       *[other] { $sheets } ورقة ومفتاح إجاباتها
    } ({ $parts ->
        [one] جزء واحد يبدأ
        [two] جزآن، يبدأ كل منهما
        [few] { $parts } أجزاء، يبدأ كل منها
        [many] { $parts } جزءًا، يبدأ كل منها
       *[other] { $parts } جزء، يبدأ كل منها
    } في صفحة جديدة).
# Plurals: an answer key has one row or more.
practice-class-saved =
    حُفظ مفتاح الإجابات: { $rows ->
        [one] صف واحد
        [two] صفّان
        [few] { $rows } صفوف
        [many] { $rows } صفًّا
       *[other] { $rows } صف
    }، صف لكل ورقة وسؤال.
practice-class-print = اطبع مجموعة الصف
practice-class-csv = مفتاح الإجابات بصيغة CSV
practice-class-csv-label = مفتاح الإجابات بصيغة CSV: احفظه في ملف
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
# Issue 37: a set a launch page opened (its seed not shown), and the launch page's refusals
# Plurals: $count is a set's 1 to 50 questions, worded «N من الأسئلة», which reads right for every count from 2.
practice-fixed-set-given =
    { $count ->
        [one] أُعطيت لك هذه المجموعة كما هي: سؤال واحد ({ $count })، وتنجح فيها بإجابة صحيحة عن { $pass } % منها على الأقل.
       *[other] أُعطيت لك هذه المجموعة كما هي: { $count } من الأسئلة، وتنجح فيها بإجابة صحيحة عن { $pass } % منها على الأقل.
    }
practice-launch-mismatch = فتحت منصة المقرر هذه المجموعة بالإعداد { $given }، لكن الحزمة صُنعت بالإعداد { $made }. لن يُعرض شيء ولن يُسجَّل شيء: اطلب من معلمك رفع الحزمة من جديد دون تغيير معاملاتها.
practice-launch-made-without = بلا { $setting }
practice-launch-record-lost = لم تحفظ منصة المقرر سجل هذه المجموعة (أي الإجابات عُرضت أو جُرّبت): إن فتحت المجموعة مرة أخرى فقد يكون هذا الجزء ناقصًا. أخبر معلمك.
practice-tolerance-significant-zone = بـ { $figures } أرقام معنوية (تُعدّ صحيحة كل إجابة لا تبعد عنها أكثر من { $unit })
