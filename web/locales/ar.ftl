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
words-why-tokensA = الجملة A
words-why-tokensB = الجملة B
why-intro-recurrent = تقرأ الشبكة التكرارية الجملة كلمةً بعد كلمة، فالترتيب جزء من طريقة عملها. أمّا المحوّل (Transformer) فينظر إلى الكلمات كلها دفعةً واحدة. هذا يجعله سريعًا، ويعني أيضًا أن طبقة انتباه بلا قناع (كما في مُرمِّز مثل BERT) لا تستطيع وحدها أن تميّز «طارد القط الفأر» من «طارد الفأر القط».
why-intro-formula = السبب في صيغة الانتباه نفسها. يُقارَن استعلام كل كلمة بمفتاح كل كلمة، وتتحول الدرجات إلى أوزان عبر softmax، ويكون الناتج مزيجًا مرجّحًا من القيم:
why-intro-set = لا شيء فيها يشير إلى موضع الكلمة. إذا خلطتَ الكلمات انتقل كل صف من { $Q } و{ $K } و{ $V } مع كلمته، فتحصل كل كلمة على الناتج نفسه تمامًا كما قبل، لكن في مكان آخر. من دون قناع يعامل الانتباه الجملة على أنها **مجموعة** من الكلمات (كيس كلمات)، لا متتالية.
why-intro-mask = يضيف المُفكِّك (GPT، والنموذج الصغير الذي تستطيع تدريبه في «درّبه بنفسك») **قناعًا سببيًا**: لا يجوز للكلمة في الموضع { $t } أن تنتبه إلا إلى نفسها والكلمات التي قبلها، أي { $keys } مفتاحًا في المجموع، ويأخذ كل مفتاح لاحق الوزن 0. هذا يكسر التناظر. الكلمة التي تنتقل ترى مجموعة أخرى من الكلمات، فيتغيّر ناتجها حتى من دون أي متجه موضع، ويمكن لرُزمة من هذه الطبقات أن تستنتج المواضع بنفسها، مثلًا بعدّ الكلمات التي جاءت قبلها: درّب Haviv وزملاؤه (2022) نماذج لغوية بهذه الطريقة، بلا ترميز موضعي، وظلت تتعلّم الموضع. لكن القناع لا يُظهر الترتيب مباشرة: ناتج الكلمة يعتمد على أيّ الكلمات تسبقها، لا على ترتيبها.
why-intro-fix = الحل هو إضافة متجه موضع إلى تضمين كل كلمة قبل أن يراه الانتباه: يصبح دخل الكلمة في الموضع { $t } هو { $sum }. الآن الكلمة نفسها في موضع آخر متجهٌ آخر، ويتغيّر ناتجها.
why-demo-heading = جرّبه: رأس انتباه واحد، وترتيبان للكلمات
why-demo-intro = في الأسفل يقرأ رأس انتباه صغير ({ $width }، بأوزان عشوائية ثابتة) الجملة A والجملة B، وهي إعادة ترتيب للكلمات نفسها. لكل كلمة يعطي الجدول أكبر فرق بين متجه ناتجها في A وفي B: أولًا بتضمينات الكلمات وحدها، ثم مع إضافة الترميز الجيبي، وكلاهما بلا قناع؛ وأخيرًا بتضمينات الكلمات وحدها تحت قناع سببي.
why-outro-title = لا شيء ليُتعلَّم
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
        [one] كلمة واحدة
        [two] كلمتين
        [few] { $seenA } كلمات
       *[other] { $seenA } كلمة
    }، وفي الموضع { $to } من B ترى { $seenB ->
        [one] كلمة واحدة
        [two] كلمتين
        [few] { $seenB } كلمات
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
why-differences-note = الفرق هو أكبر فرق مطلق بين متجهَي الناتج، مقرّبًا إلى 6 منازل عشرية (النصف بعيدًا عن الصفر). القيم الأصغر من 1e-15 تقريبًا ضجيج تقريب في الفاصلة العائمة، وتُكتب { $zero }.
why-weights-heading = أوزان الانتباه نفسها
why-weights-text = كل صف كلمة واحدة (الاستعلام)، ويبيّن مقدار انتباهها إلى كل كلمة (المفاتيح)؛ مجموع كل صف 1. من دون الترميز يحمل جدول B أرقام جدول A نفسها، بصفوف وأعمدة معاد ترتيبها. ومعه تتغيّر الأرقام نفسها. تحت القناع السببي يأخذ كل مفتاح بعد الاستعلام الوزن 0، فتوزّع كل كلمة وزنها على نفسها والكلمات التي قبلها: الكلمة الأولى تعطي نفسها الوزن كله.
why-weights-choice = اعرض الأوزان
why-weights-note =
    الأوزان مقرّبة إلى { $digits ->
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $digits } منازل عشرية
       *[other] { $digits } منزلة عشرية
    } (النصف بعيدًا عن الصفر)؛ الخلية الأغمق وزن أكبر.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
formula-intro = يعطي المحوّل (Transformer) الأصلي كل موضع متجهًا من { $d } عددًا مبنيًا من دوال الجيب وجيب التمام. تأتي الأبعاد أزواجًا: عضوا الزوج { $i } يستعملان التردد نفسه، أحدهما عبر جيب والآخر عبر جيب تمام.
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
formula-ladder-text = يدور الزوج { $i } بمقدار { $omega } راديان لكل موضع، فطوله الموجي { $wavelength } موضعًا. كل زوج أبطأ من الذي قبله بالعامل نفسه { $factor }: تشكّل الأطوال الموجية متتالية هندسية، أي خطًا مستقيمًا على المحور اللوغاريتمي في الأسفل. تمتد من { $first } للزوج 0 إلى { $last } للزوج الأخير: { $lastEven } عندما يكون { $d } زوجيًا. وهذا أقل من { $upper } بالعامل { $factor }، وأقل منه بكثير عندما يكون { $d } صغيرًا. (بعض التطبيقات، ومنها tensor2tensor، تباعد الأزواج بحيث يبلغ الأخير { $upper } تمامًا؛ انظر القسم الأخير.)
formula-binary-heading = العدّ بالنظام الثنائي، لكن بسلاسة
formula-binary-bits = اكتب المواضع بالنظام الثنائي وراقب البتات. ينقلب البت الأدنى عند كل خطوة، والذي يليه كل خطوتين، والذي يليه كل 4 خطوات: كل بت موجة مربعة أبطأ مرتين من التي قبلها، ومعًا تميّز كل المواضع بعضها من بعض.
formula-binary-sines = تلعب أزواج الجيب اللعبة نفسها بموجات سلسة. كل زوج أبطأ من الذي قبله بالعامل { $factor } بدلًا من 2، والجيب لا يقفز أبدًا، فتحصل المواضع المتجاورة على متجهات متجاورة.
formula-pairs-caption = d = { $d }
formula-pairs-caption-part = d = { $d }: أول { $shown } من { $total } بُعدًا
formula-row-dimension = البُعد { $j }
formula-row-pair = الزوج { $i }
formula-row-function = الدالة
formula-series-wavelength = الطول الموجي للزوج { $i } (بالمواضع)
formula-series-two-pi = { $twoPi } (الزوج 0)
formula-series-upper = { $upper } = { $value } (فوق الزوج الأخير)
formula-axis-pair = دليل الزوج { $i }
formula-axis-wavelength = الطول الموجي (بالمواضع، مقياس لوغاريتمي)
formula-ladder-label = الطول الموجي لكل زوج على محور لوغاريتمي، d = { $d }، الأساس { $base }: خط مستقيم صاعد من { $first } (الزوج 0) إلى { $last } (الزوج { $lastPair })، تحت { $upper } = { $value }.
formula-ladder-label-one = الطول الموجي للزوج الوحيد، d = { $d }: { $first } موضعًا، تحت { $upper } = { $value }.
formula-ladder-summary-d1 = مع d = 1 وb = { $base } لا يوجد زوج جيب وجيب تمام، بل جيب منفرد (الزوج 0) طوله الموجي { $first } موضعًا ({ $twoPi }): لا سُلَّم هنا لنصعده.
formula-ladder-summary-one = مع d = { $d } وb = { $base } يوجد زوج واحد، الزوج 0، طوله الموجي { $first } موضعًا ({ $twoPi }): لا سُلَّم هنا لنصعده.
formula-ladder-summary =
    مع d = { $d } وb = { $base } { $pairs ->
        [two] يوجد زوجان
        [few] توجد { $pairs } أزواج
       *[other] يوجد { $pairs } زوجًا
    }{ $lone ->
        [yes] ، والأخير (الزوج { $lastPair }) جيب منفرد
       *[no] {""}
    }. يكبر الطول الموجي من { $first } موضعًا (الزوج 0) إلى { $last } (الزوج { $lastPair }، { $lastFormula })، تحت { $upper } = { $value }. الطول الموجي لكل زوج يساوي { $ratio } مرة طول الزوج الذي قبله ({ $ratioFormula }).
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
       *[other] { $steps } خطوة
    })
formula-axis-bits = البتات من 0 (أسفل) إلى { $top } (أعلى)
formula-bits-label = البتات من 0 إلى { $lastBit } للمواضع من 0 إلى { $lastPosition }، مرسومة موجاتٍ مربعة، كل واحدة أبطأ مرتين من التي تحتها.
formula-series-sine = الزوج { $i }: الطول الموجي { $wavelength }
formula-axis-value = القيمة
formula-sines-label =
    { $pairs ->
        [one] جيب الزوج 0 للمواضع من 0 إلى { $lastPosition }، d = { $d }، الأساس { $base }.
       *[other] جيب الأزواج من 0 إلى { $lastPair } للمواضع من 0 إلى { $lastPosition }، d = { $d }، الأساس { $base }.
    }
formula-list-separator = {"، "}
formula-binary-summary = في المخطط الثنائي ينقلب البت k من pos كل 2^k خطوة (1، 2، 4، 8). وفي مخطط الجيب يتباطأ جيب الزوج i بعامل { $factor } من زوج إلى الذي يليه (الأطوال الموجية { $wavelengths } موضعًا)، بسلاسة ومن دون قفزات.
formula-binary-summary-one = في المخطط الثنائي ينقلب البت k من pos كل 2^k خطوة (1، 2، 4، 8). وفي مخطط الجيب، مع d = { $d } لا يوجد إلا الزوج 0، جيب واحد طوله الموجي { $wavelength } موضعًا: السُّلَّم يحتاج إلى d أكبر.
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
    Positional Encoding Explorer: مثال محلول، pos = { $pos }، d = { $d }، الأساس { $base }، { $layout ->
        [concatenated] ترتيب متسلسل.
       *[interleaved] ترتيب متداخل.
    }
steps-latex-rounding = القيم مقرّبة إلى 6 منازل عشرية (النصف بعيدًا عن الصفر). يحتاج إلى { $package }.
steps-vector-title = المتجه { $vector } يمتلئ كلما تقدّمت
steps-vector-note =
    مُلئت { $shown } من { $total ->
        [one] قيمة واحدة
        [two] قيمتين
        [few] { $total } قيم
       *[other] { $total } قيمة
    }{ $window ->
        [yes] ؛ تظهر الأبعاد من { $from } إلى { $to }
       *[no] {""}
    }. للبُعد الحالي إطار سميك؛ وعلامة ? تدل على قيمة لم تُحسب بعد.
steps-table-caption =
    { $layout ->
        [concatenated] { $vector } مع d = { $d }، الأساس { $base }، ترتيب متسلسل{ $limited ->
            [yes] {" "}(أول { $limit } بُعدًا)
           *[no] {""}
        }
       *[interleaved] { $vector } مع d = { $d }، الأساس { $base }، ترتيب متداخل{ $limited ->
            [yes] {" "}(أول { $limit } بُعدًا)
           *[no] {""}
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
        [yes] البُعد { $j } = { $step } (الوحيد)
       *[no] البُعد { $j } = { $step } (من 0 إلى { $last })
    }
steps-where =
    الموضع { $pos }، d = { $d }، الأساس { $base }، { $layout ->
        [concatenated] ترتيب متسلسل
       *[interleaved] ترتيب متداخل
    }. البُعد { $step } ينتمي إلى الزوج i = { $pair } ويستعمل { $fn ->
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

