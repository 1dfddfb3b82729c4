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
matrix-intro-rows = اكتب ترميز كل موضع في صف، صفًّا تحت صف، فتحصل على مصفوفة: { $n } صفًّا (المواضع) في { $d } عمودًا (الأبعاد). كل عمود جيبٌ أو جيبُ تمامٍ مأخوذةٌ عيّناته عند المواضع { $positions }؛ وكل صف بصمةُ موضعٍ واحد.
matrix-intro-layout = في الترتيب المتداخل الذي اعتمدته الورقة تتغيّر الأعمدة اليسرى أسرع من غيرها: البُعد 0 هو { $sinPos }، الذي يُتمّ دورة كاملة كل { $period } موضعًا. وكلما اتجهنا يمينًا دار كل زوج أبطأ، فإذا كان { $d } كبيرًا بما يكفي لم تكد الأعمدة اليمنى تتغيّر من صف إلى الذي يليه. انقر صفًّا (أو ضع التركيز على الخريطة واضغط Enter) ليصبح هو الموضع المختار.
matrix-curves-heading = أبعاد منفردة عبر المواضع
matrix-curves-text = كل عمود في المصفوفة موجة. ورسمُ بضعة أعمدة متجاورة يكشف النمط: في الترتيب المتداخل الذي اعتمدته الورقة يشترك البُعد الزوجي والبُعد الفردي الذي يليه في تردد واحد (فهما زوج)، أحدهما جيب والآخر جيب تمام، وبينهما ربع دورة. والزوج التالي أبطأ.
matrix-waves-heading = الجيب وجيب التمام عند بضعة ترددات
matrix-waves-text = الأزواج نفسها، الجيب وجيب التمام معًا: الزوج { $i } يدور بمقدار { $omega } راديان لكل موضع. لا يرى النموذج إلا مواضع صحيحة، ولذلك تبدو الأزواج السريعة هنا متعرّجة: هذا أثر أخذ العيّنات، لا خطأ.
matrix-dims-empty = اكتب رقم بُعدٍ واحد على الأقل من 0 إلى { $max } ({ $last })، مثلًا { $example }.
matrix-dims-too-many = اختر { $max } أبعاد على الأكثر؛ كتبتَ { $count }.
matrix-dims-bad = يجب أن يكون كل بُعد عددًا صحيحًا من 0 إلى { $max } ({ $last })؛ كتبتَ «{ $got }».
matrix-row-chosen = الصف المؤطَّر هو الموضع المختار، { $posIs }: قيمه هي { $row }.
matrix-row-outside = الموضع المختار، { $pos }، ليس بين الصفوف المعروضة (من { $first } إلى { $last })، فلا يُؤطَّر أي صف.
matrix-row-outside-one = الموضع المختار، { $pos }، ليس بين الصفوف المعروضة (وهي { $row } فقط)، فلا يُؤطَّر أي صف.
matrix-timing-computed = { $n } × { $d } = { $total } { $count ->
        [one] قيمة
        [two] قيمتان
        [few] قيم
       *[other] قيمة
    }، حسبتها نواة WebAssembly في { $computeMs } ms، ورُسمت في { $drawMs } ms.
matrix-timing-drawn = { $n } × { $d } = { $total } { $count ->
        [one] قيمة
        [two] قيمتان
        [few] قيم
       *[other] قيمة
    }، رُسمت في { $drawMs } ms.
matrix-dims-none = لم يُختر أي بُعد.
matrix-dim-sine = البُعد { $dim } جيبُ الزوج { $pair } (الطول الموجي { $wavelength } موضعًا)
matrix-dim-cosine = البُعد { $dim } جيبُ تمامِ الزوج { $pair } (الطول الموجي { $wavelength } موضعًا)
# Between the clauses of matrix-dims-summary's list.
matrix-clause-join = { "؛ " }
matrix-dims-summary = { $dims }. يبقى كل منحنى بين −1 و1؛ وكلما طال الطول الموجي كان المنحنى أبطأ.
matrix-waves-label = الجيب (خط متصل) وجيب التمام (خط متقطع) { $count ->
        [one] للزوج
       *[other] للأزواج
    } { $pairs } بدلالة الموضع.
matrix-waves-label-none = لا يوجد زوج جيب–جيب تمام لرسمه: عندما { $dIs } يكون البُعد 0 جيبًا منفردًا.
matrix-waves-summary-none = عندما { $dIs } لا يوجد زوج جيب–جيب تمام لرسمه: البُعد 0 جيب منفرد.
matrix-wave-pair = الزوج { $pair } يدور بمقدار { $omegaIs } { $radians ->
       *[other] راديان
    } لكل موضع، أي بطول موجي قدره { $wavelength } موضعًا.
matrix-waves-styles = الجيوب خطوط متصلة، وجيوب التمام خطوط متقطعة؛ وكل جيب تمام يتقدّم على جيبه بربع طول موجي.
matrix-waves-styles-points = الجيوب خطوط متصلة بعلامات دائرية، وجيوب التمام خطوط متقطعة بمثلثات؛ وكل جيب تمام يتقدّم على جيبه بربع طول موجي.
# Between the sentences of the waves chart's summary (a space where the language puts one).
matrix-sentence-join = { " " }
matrix-heatmap-title = الترميز الموضعي، المواضع من { $first } إلى { $last } في الأبعاد من 0 إلى { $lastDim }
matrix-heatmap-row = الموضع
matrix-heatmap-col = البُعد
matrix-heatmap-cell = الموضع { $pos }، البُعد { $dim }: { $value }
matrix-dims-label = الأبعاد المراد رسمها
matrix-dims-hint = حتى { $max } أعداد تفصل بينها فواصل (,) أو مسافات.
matrix-dims-plot = ارسم
matrix-axis-position = الموضع
matrix-axis-value = القيمة
matrix-table-first = أول { $shown } من { $n } موضعًا.
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
proof-status-k = صار { $k } الآن { $value }: تغيّرت { $Mk }، وصارت كل كتلة تدير زوجها بمقدار { $angle }.
proof-status-width = { $dIs }، { $bIs }: ترددات جديدة، فكتل جديدة.
proof-residual-exact = أكبر قيمة لـ { $gap } على كل الأبعاد: { $f64 } في float64 و{ $f32 } في float32: المتجهان متطابقان تمامًا هنا.
proof-residual-exact-f64 = أكبر قيمة لـ { $gap } على كل الأبعاد: { $f64 } في float64 و{ $f32 } في float32. في float64 يتطابقان تمامًا هنا؛ والفرق في float32 ضجيج تقريب: المتطابقة دقيقة، والحساب ليس كذلك.
proof-residual-exact-f32 = أكبر قيمة لـ { $gap } على كل الأبعاد: { $f64 } في float64 و{ $f32 } في float32. في float32 يتطابقان تمامًا هنا؛ والفرق في float64 ضجيج تقريب: المتطابقة دقيقة، والحساب ليس كذلك.
proof-residual-noise = أكبر قيمة لـ { $gap } على كل الأبعاد: { $f64 } في float64 و{ $f32 } في float32. كلاهما ضجيج تقريب: المتطابقة دقيقة، والحساب ليس كذلك.
proof-block-label = { $block }: كتلة دوران الزوج { $pair }
proof-step-tex-label = الخطوة بالرموز (تُمرَّر أفقيًا على الشاشة الضيقة)
proof-prev = → الخطوة السابقة
proof-next = الخطوة التالية ←
proof-copy-latex = انسخ البرهان بصيغة LaTeX
proof-step-counter = الخطوة { $index } من { $count }
proof-unchanged = بلا تغيير
proof-blocks-heading = كتل { $Mk }
proof-vector-heading = { $rotated } بجانب { $shifted }
proof-lead = اختارت الورقة الجيوب وجيوب التمام كي يكون التقدّم { $k } مواضع التطبيقَ الخطي نفسه أينما بدأت. تتبّع الاشتقاق خطوةً خطوة، ثم تحقّق منه بأعداد حقيقية.
proof-blocks-note-first = { $dIs } فيه { $pairs } زوجًا؛ رُسم أول { $shown } منها. وكل زوج من البقية دورانٌ أيضًا، بزاوية أصغر. على كل دائرة، النقطة المستديرة هي نقطة الزوج عند { $pos }، والمربع هو { $Mk } مطبَّقة على تلك النقطة: أي النقطة عند { $posK }.
proof-blocks-note-all = { $dIs }: { $count ->
        [one] زوج واحد ({ $pairs })، فتكون { $Mk } مصفوفة { $size } على قطرها كتلة دوران واحدة ({ $pairs }).
        [two] زوجان ({ $pairs })، فتكون { $Mk } مصفوفة { $size } على قطرها كتلتا دوران ({ $pairs }).
        [few] { $pairs } أزواج، فتكون { $Mk } مصفوفة { $size } على قطرها { $pairs } كتل دوران.
       *[other] { $pairs } زوجًا، فتكون { $Mk } مصفوفة { $size } على قطرها { $pairs } كتلة دوران.
    } على كل دائرة، النقطة المستديرة هي نقطة الزوج عند { $pos }، والمربع هو { $Mk } مطبَّقة على تلك النقطة: أي النقطة عند { $posK }.
proof-block-angle = { $block }: الزاوية { $angle } rad
proof-dim-row = { $dim } ({ $fn }، الزوج { $pair })
proof-vectors-label = المتجهات { $pe } و{ $rotated } و{ $shifted }
proof-vectors-first = أول { $shown } من { $d } بُعدًا.
proof-vectors-all = كل الأبعاد وعددها { $d }، مقرَّبة إلى 6 منازل عشرية (التعادل بعيدًا عن الصفر).
proof-column-dimension = البُعد
proof-column-direct = { $shifted } مباشرةً
proof-odd-d = { $reason }. يقرن البرهان كل جيب بجيب تمام: اختر { $d } زوجيًا
proof-tex-header = Positional Encoding Explorer: برهان الإزاحة النسبية، { $values }، الأساس { $base }.
proof-tex-needs = يحتاج إلى { $package }. الأعداد مقرَّبة إلى 6 منازل عشرية، والتعادل بعيدًا عن الصفر.
proof-tex-step = الخطوة { $index }: { $title }
proof-tex-no-numbers = لا أعداد: { $reason }
proof-tex-with-numbers = بالأعداد: { $values }
proof-tex-largest = أكبر فرق: { $f64 } في float64، و{ $f32 } في float32.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-similarity-maxOffset = أكبر إزاحة
similarity-lead = أظهر البرهان أن التقدّم { $k } مواضع هو الدوران نفسه أينما بدأت. ونتيجة مباشرة لذلك: الجداء النقطي لترميزين لا يرى إلا المسافة بين الموضعين.
similarity-identity-text = كل زوج { $sinCos } يُسهم بـ { $term }، لأن { $rule }. فالجداء النقطي متناظر (بدّل { $p } و{ $q } فلا يتغيّر شيء) ولا يعتمد إلا على { $offset }. ومع كثرة الأزواج يميل أيضًا إلى التناقص كلما كبرت الإزاحة، لكن على نحو غير منتظم: الأزواج السريعة تلتفّ وتعود، فيتذبذب التناقص. أما الزوج الواحد فليس له ما يُلغي بعضه بعضًا معه، فلا يتناقص أبدًا.
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
similarity-heatmap-cell = { $pIs }، { $qIs }، الإزاحة { $offsetIs }: { $dot } ≈ { $value }
similarity-curve-from = { $g } بدءًا من { $p }
similarity-axis-offset = الإزاحة { $k }
similarity-chart-label = مخطط خطي لمنحنى الإزاحة { $g } من أجل { $k } من 0 إلى { $last }، { $dIs }: منحنى متصل سميك يبدأ من { $zero } و{ $markers ->
        [triangles] منحنى متقطع بمثلثات
       *[none] منحنى متقطع
    } يبدأ من { $atPos }{ $curves ->
        [same] ، وهما متطابقان أحدهما فوق الآخر
       *[differ] ، وهما مختلفان
    }.
similarity-start-none = { $g0 }، وكذلك { $gk } عند كل { $k } بدءًا من { $zero }: عندما { $dIs } لا يوجد زوج جيب–جيب تمام، والجيب المنفرد يُضيف { $term }.
similarity-start = { $g0 }، وهي أكبر قيمة: { $count ->
        [one] يُسهم زوج الجيب–جيب التمام الوحيد بـ
       *[other] يُسهم كل زوج جيب–جيب تمام بـ
    } { $one }{ $odd ->
        [yes] ، وبدءًا من { $zero } يُضيف الجيب المنفرد { $term }
       *[no] {""}
    }.
similarity-range-one = عندما { $nIs } لا توجد إزاحة أخرى.
similarity-range = على المدى { $range } أصغر قيمة هي { $value } عند { $at }.
similarity-compare-zero = هنا { $pos } يساوي 0 أيضًا، فالمنحنيان منحنى واحد: اجعل { $pos } موضعًا آخر لتقارن.
similarity-compare-same = البدء من { $atPos } بدلًا من 0 يعطي القيمة نفسها { $where ->
        [one] عند { $k0 }
       *[all] عند كل إزاحة
    } (حتى 6 منازل عشرية): المنحنيان متطابقان.
similarity-compare-differ = البدء من { $atPos } يعطي بدلًا من ذلك { $value } عند { $k0 }: الجيب المنفرد في { $d } فردي يجعل المنحنى معتمدًا على { $p }.
# Between the sentences of the offset profile's summary (a space where the language puts one).
similarity-sentence-join = { " " }
similarity-table-first = أول { $shown } من { $count } إزاحة.
similarity-column-from = { $g } بدءًا من { $p }
similarity-profile-table = بيانات منحنى الإزاحة
similarity-tokens-refused = { $reason }. يحتاج عرض التضمينات إلى { $d } أصغر.
similarity-token-at = «{ $word }» عند الموضع { $pos }
similarity-gram-title = { $gram } حيث { $x }، { $dIs }
similarity-heatmap-token = الرمز
similarity-token-cell = { $row } · { $col } ≈ { $value }
similarity-sentence-shown = الجملة ({ $count ->
        [one] رمز واحد
        [two] رمزان
        [few] { $tokens } رموز
       *[other] { $tokens } رمزًا
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
input-rounding = تُقرَّب الأعداد إلى 6 منازل عشرية، وتُقرَّب حالة التعادل بعيدًا عن الصفر.
input-one-heading = كلمة واحدة في موضع واحد
input-two-heading = الكلمة نفسها في موضعين
input-two-heading-at = الكلمة نفسها في موضعين: { $p } و{ $q }
input-two-heading-same = الكلمة نفسها مرتين في الموضع { $p } ({ $kIs })
input-two-text = صف التضمين متطابق في الموضعين؛ لا يختلف إلا حدّ الموضع، فيختلف المدخلان. ولولاه لدخل الظهوران إلى الانتباه بوصفهما المتجه نفسه تمامًا.
input-same-text = عندما { $kIs } يكون الموضع الثاني هو الأول مرة أخرى: التضمين نفسه مضافًا إليه حدّ الموضع نفسه، فيتطابق المدخلان. اجعل { $k } قيمة أخرى لترى اختلافهما.
# The word the section starts with (any word of the language; the reader can type another).
input-default-word = قطة
input-word-label = الكلمة
input-word-hint = اكتب كلمة واضغط Enter. الموضع الثاني هو { $second } (يُضبط في الأعلى).
input-refused = { $reason }. يعرض هذا القسم { $d } حتى { $max }
input-quoted = «{ $word }»
input-one-label = التضمين والترميز والمدخل
input-one-caption = الكلمة { $word } في الموضع { $p }، { $dIs }.
input-column-vector = المتجه
input-column-dim = البُعد { $dim }
input-row-embedding = { $e } تضمين الرمز
input-row-encoding = { $pe } الترميز الموضعي
input-row-input = { $x } مدخل النموذج
input-two-caption-same = الكلمة { $word } مرتين في الموضع { $p } ({ $kIs }).
input-two-caption = الكلمة { $word } في الموضعين { $p } و{ $q } ({ $kIs }).
input-row-at = { $vector } عند { $p }



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

