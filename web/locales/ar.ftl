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
words-rope-pairing = الاقتران (أيّ بُعدين يديرهما RoPE معًا)
words-rope-shift = الإزاحة c (تُضاف إلى الموضعين كليهما)
words-rope-shift-why = يبقى pos + c و pos + k + c بين 0 و { $max }
words-rope-d = d (بُعد الرأس)
words-rope-k = Δ (الإزاحة n − m)
words-rope-k-range = يجب أن يكون { $name } عددًا صحيحًا من { $min } إلى { $max } حتى يكون pos + Δ موضعًا؛ القيمة المُدخلة { $got }.
rope-intro = انتهى البرهان بدوران: الانتقال { $delta } من المواضع يدير كل زوج (sin, cos) بزاوية { $turn } أيًّا كانت البداية. يضع الترميز الموضعي الدوّار (RoPE؛ Su وآخرون، RoFormer، 2021) هذا الدوران في العمل مباشرة: بدلًا من إضافة متجه موضع إلى التضمين، فإنه **يدير** الاستعلام q والمفتاح k نفسيهما، زوجًا زوجًا، بالزاوية { $angle } مع { $omega } نفسها التي في الجدول الجيبي. هنا k هو دائمًا متجه المفتاح؛ والإزاحة بين الموضعين تُسمّى { $offset }.
rope-head = يدير RoPE داخل كل رأس انتباه، لذا فإن d في هذه الصفحة هو **بُعد الرأس**، أي طول q و k في رأس واحد، لا عرض النموذج. في LLaMA 7B عرض النموذج 4096، مقسّم على 32 رأسًا، فيدير كل رأس متجهات بطول d = 128 (64 زوجًا).
rope-identity = لأن دورانًا بـ { $first } يتبعه معكوس دوران بـ { $second } هو دوران بـ { $result }، أي { $identity } (الدوران بـ n يؤثر في k أولًا)، فإن درجة الانتباه بين استعلام مُدار ومفتاح مُدار لا ترى إلا الإزاحة { $offset }. لا يضيف RoPE أي معاملات: لا شيء فيه مُتعلَّم.
rope-block = كتب البرهان كتلته على الصورة { $block } لأنه كان يعمل على أزواج مكتوبة (sin, cos). وعلى زوج مكتوب (a, b)، مع a على المحور الأفقي، يكون الدوران نفسه عكس اتجاه عقارب الساعة هو المصفوفة أعلاه: { $map }. يحتاج RoPE إلى d زوجي: لكل بُعد شريك، ولا يبقى جيب منفرد.
rope-pairs-heading = أيّ بُعدين يشكّلان زوجًا
rope-pairs = هناك اصطلاحان مستعملان، وكلاهما يحفظ الخاصية أعلاه. **المتداخل** يقرن البُعدين (2i, 2i + 1): RoFormer و GPT-J وشيفرة LLaMA الأصلية من Meta. **النصفي** يقرن البُعد i بالبُعد i + d/2، وهو { $rotateHalf } في GPT-NeoX وفي شيفرة LLaMA من Hugging Face. يعطيان درجات مختلفة للـ q و k نفسيهما، لذا لا تعمل نقطة الحفظ إلا مع الاقتران الذي دُرّبت به؛ ويبدّل سكربت تحويل LLaMA من Hugging Face صفوف W_Q و W_K للانتقال من أحدهما إلى الآخر.
rope-stepper-heading = أدِر q يدويًا، زوجًا في كل مرة
rope-check-heading = تحقّق: الدرجة لا ترى إلا n − m
rope-check = خذ الاستعلام في الموضع m = pos والمفتاح في n = pos + Δ، واحسب درجتهما. ثم أزِح الاثنين بالإزاحة نفسها c واحسب الدرجة مجددًا. في الحساب الدقيق تتساوى الدرجتان، وكلتاهما تساوي { $relative }، التي لا تذكر m ولا n منفردين. الحاسوب يقرّب، لذا يبيّن الجدول حجم الفروق فعلًا: في float64 (نحو 16 رقمًا معنويًا) وفي float32 (نحو 7)، محسوبة بطريقتين.
rope-decay-heading = التناقص بعيد المدى
rope-decay = إذا كان كل زوج من q و k يساوي (1, 0)، فإن درجة الموضعين m و m + Δ هي { $g }: المجموع نفسه الذي في الجداء الجيبي { $product }، مع { $g0 } لأن كل زوج يساهم بـ cos 0 = 1. مع عدة أزواج تخرج جيوب التمام عن التوافق كلما كبرت Δ ويلغي بعضها بعضًا جزئيًا، فتميل g(Δ) إلى الصغر، على نحو غير منتظم. يحوّل RoFormer (القسم 3.4.3) هذا إلى حدّ أعلى للدرجة لأي q و k؛ والمنحنى الثاني هو العامل الذي يعتمد على Δ في ذلك الحدّ، { $factor } مع { $sum }، مُقاسًا كما في الشكل 2 من الورقة. إنه عامل في حدّ، لا درجة، ويبدأ عند (d/2 + 1)/2.
rope-why-add-heading = لماذا لا نضيف PE ونترك W_Q و W_K يتدبّران الأمر؟
rope-why-add = خاصية البرهان، أن PE(p)·PE(q) لا يعتمد إلا على p − q، تصحّ للترميزات المجرّدة. لكن النموذج لا يقارن ترميزات مجرّدة أبدًا: إنه يُسقط أولًا. مع PE المُضاف يكون الجزء الموضعي من الدرجة { $additive }، و W_Q و W_K العامّتان لا تتبادلان مع الدورانات (إذ تمزجان الجيوب وجيوب التمام وتمطّانها)، فلا تعود الدورانات تلغي بعضها. أما RoPE فيدير بعد الإسقاط، { $rotated }، فلا يصل إلى الدرجة إلا الإزاحة. في الأسفل، الرمز نفسه x في الموضعين m و n = m + Δ مع Δ ثابتة، و W_Q و W_K عشوائيتان (ببذرة)، ولا يتغيّر من صف إلى صف إلا m.
rope-asked-angle = الزاوية θ = pos·ω_i
rope-guess-exact = صحيح تمامًا حتى 6 منازل عشرية: { $what } تساوي { $truth }.
rope-guess =
    { $verdict ->
        [very] قريب جدًا
        [close] قريب
       *[off] ليس تمامًا
    }: قلت { $guess }، و { $what } تساوي { $truth }، بفرق { $error }.{ $hint ->
        [angle] { " " }اضرب pos في ω_i؛ الزاوية بالراديان ولا تُنقص منها الدورات الكاملة.
        [trig] { " " }استعمل الراديان لا الدرجات.
        [output] { " " }استعمل a و b من q و cos θ و sin θ أعلاه؛ وانتبه لإشارة الطرح في a′.
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
rope-q-source = q هو متجه الاستعلام في التحقق أدناه: { $d } من الأعداد بين −1 و 1 يولّدها مولّد النواة ذو البذرة (البذرة { $seed })، وهي نفسها في كل مرة. تديره أداة الخطوات إلى الموضع ⁦pos = { $pos }⁩: والنتيجة ⁦q′ = R({ $pos }) q⁩، الاستعلام المُدار الذي يحسب التحقق درجته.
rope-pair-title =
    { $pairs ->
        [one] الزوج ⁦i = { $pair }⁩ (الزوج الوحيد)
       *[other] الزوج ⁦i = { $pair }⁩ (من 0 إلى { $last })
    }
rope-pair-where =
    ⁦d = { $d }⁩، ⁦pos = { $pos }⁩، الأساس { $base }، اقتران { $pairing ->
        [half] نصفي
       *[interleaved] متداخل
    }: الزوج { $pair } هو البُعدان { $first } و { $second }. يدور دورة كاملة كل ⁦2π/ω = { $wavelength }⁩ من المواضع.
rope-predict-question = توقّعك لـ { $what }:
rope-pair-done =
    اكتمل الزوج { $pair }. { $more ->
        [yes] انتقل إلى الزوج التالي.
       *[no] كان ذلك الزوج الأخير.
    }
rope-vector-title = يكتمل ⁦q′ = R({ $pos }) q⁩ كلما تقدّمت
rope-vector-index = j={ $j } الزوج { $pair }
rope-vector-note =
    { $part ->
        [yes] تُعرض الأبعاد من { $from } إلى { $to } من أصل { $dims }.{ " " }
       *[no] { "" }
    }للزوج الحالي إطار سميك؛ وتدلّ ? على قيمة لم تُحسب بعد.{ $pairing ->
        [half] { " " }مع الاقتران النصفي يبعد بُعدا الزوج d/2 أحدهما عن الآخر.
       *[interleaved] { "" }
    }
rope-pairs-caption =
    R({ $pos }) q، ⁦d = { $d }⁩، الأساس { $base }، اقتران { $pairing ->
        [half] نصفي
       *[interleaved] متداخل
    }{ $cut ->
        [yes] { " " }(أول { $max } زوجًا)
       *[no] { "" }
    }
rope-column-pair = الزوج i
rope-column-dims = الأبعاد
rope-f64-exact = في float64 تتطابق الدرجتان هنا حتى آخر بت.
rope-f64-rounding = في float64 تختلفان بمقدار { $difference }: هذا تقريب، لا إخفاق للمتطابقة. ويميل الفرق إلى النمو مع المواضع، لأن زاوية بحجم pos·ω تحمل خطأ تقريب يتناسب مع حجمها.
rope-rounded = يحتفظ العمود الأوسط بزاوية float64 θ = pos·ω من عمود float64، ويحسب cos θ و sin θ في float64 ثم يقرّبهما (ومعهما q و k) إلى float32، ثم يدير ويحسب الجداء النقطي في float32. كل درجة من درجاته تبعد عن درجة float64 بأقل من { $error }: تقريب float32 لتلك الأعداد وللعمليات الحسابية، محدود بمضاعف لـ d·2⁻²⁴·|q|·|k| لا ينمو مع الموضع، لأن أي زاوية لا تُقرَّب إلى float32 أبدًا.
rope-naive =
    تكوين الزاوية pos·ω في float32 أولًا، كما تفعل معظم الأطر افتراضيًا، يعطي خطأً قدره { $error }{ $worse ->
        [yes] : أكبر، لأن الزاوية نفسها تنحرف بنحو خطوة تقريب واحدة في float32 لـ pos·ω، وهذه الخطوة تكبر مع الموضع.
       *[no] ، وهو نحو الخطأ نفسه في هذه المواضع (حتى { $far })؛ ويكبر مع الموضع{ $suggest ->
            [yes] : جرّب إزاحة قدرها { $shift }
           *[no] { "" }
        }.
    }
rope-row-difference = |الفرق| بين الدرجتين
rope-row-error = أكبر خطأ مقارنة بـ float64
rope-reference = (المرجع)
rope-relative-region = التحقق النسبي، float64 و float32
rope-relative-caption =
    ⁦d = { $d }⁩، الأساس { $base }، اقتران { $pairing ->
        [half] نصفي
       *[interleaved] متداخل
    }، q و k من البذرة { $seed }. الدرجات مقرّبة إلى { $digits } منازل عشرية.
rope-column-quantity = الكمية
rope-column-rounded = float32، و cos θ و sin θ مقرّبان من float64
rope-column-naive = float32، والزاوية مكوّنة في float32
rope-scroll-hint = يمكن تمرير الجدول أفقيًا
rope-relative-form = q·R(Δ) k مع ⁦Δ = ⁦n − m = { $delta }⁩⁩: { $score }. أكبر فجوة بينه وبين درجتي float64: { $gap }.
rope-decay-g0 =
    ⁦g(0) = { $g0 }⁩: { $pairs ->
        [one] الزوج الوحيد يساهم بـ
       *[other] كل زوج من الأزواج الـ { $count } يساهم بـ
    } cos 0 = 1.
rope-decay-one-pair = مع d = 2 لا يوجد إلا زوج واحد: لا شيء يُلغى، و g(Δ) = cos Δ تتأرجح بين −1 و 1 دون تناقص؛ ولـ Δ من { $from } إلى { $to } ما زالت |g(Δ)| تبلغ { $far }.
rope-decay-low = لـ Δ من { $from } إلى { $to } تبقى |g(Δ)| عند { $far } أو دونها، أي أقل من نصف g(0): المواضع البعيدة تنال درجات أقل.
rope-decay-high =
    لـ Δ من { $from } إلى { $to } ما زالت |g(Δ)| تبلغ { $far }، أي أكثر من نصف g(0): مع هذا الـ d وهذا الأساس يكون التناقص ضئيلًا ضمن Δ ≤ { $to }.{ $suggest ->
        [yes] { " " }جرّب d أكبر، مثل { $larger }.
       *[no] { "" }
    }
rope-decay-bound = عامل الحدّ يساوي { $first } عند ⁦Δ = 0⁩ و { $last } عند ⁦Δ = { $K }⁩؛ وأصغر قيمة له في المدى { $lowest }، عند ⁦Δ = { $at }⁩.
rope-sentence-gap = { " " }
rope-chart-bound = عامل حدّ RoFormer
rope-chart-x = الإزاحة Δ = n − m
rope-chart-y = القيمة
rope-chart-label = مخطط خطي لـ Δ من 0 إلى { $K }، ⁦d = { $d }⁩: g(Δ) خطًا متصلًا يبدأ عند { $g0 }، وعامل حدّ RoFormer خطًا متقطعًا يبدأ عند { $bound0 }.
rope-column-bound = عامل الحدّ
rope-decay-data = بيانات التناقص
rope-spread-raw =
    الترميزات المجرّدة، p_m·p_n: التشتت { $spread }{ $kind ->
        [exact] : كل صف يعطي الدرجة نفسها تمامًا. لا ترى إلا الإزاحة، كما قال البرهان.
        [rounding] ، تقريب فقط. لا ترى إلا الإزاحة، كما قال البرهان.
       *[large] .
    }
rope-spread-additive =
    PE مُضاف عبر W_Q و W_K: التشتت { $spread }{ $kind ->
        [large] . تتغيّر الدرجة مع m رغم أن n − m هو نفسه في كل صف: كسرت الإسقاطات خاصية الاعتماد على الإزاحة وحدها.
       *[rounding] ، في مستوى التقريب مع هذه الإعدادات.
    }
rope-spread-rope =
    RoPE: التشتت { $spread }{ $kind ->
        [exact] : كل صف يعطي الدرجة نفسها تمامًا. الدوران بعد الإسقاط يُبقي الدرجة دالةً في n − m.
        [rounding] ، تقريب فقط. الدوران بعد الإسقاط يُبقي الدرجة دالةً في n − m.
       *[large] .
    }
rope-w-region = الدرجات مع W_Q و W_K
rope-w-caption =
    ⁦n − ⁦m = Δ = { $delta }⁩⁩، ⁦d = { $d }⁩، اقتران { $pairing ->
        [half] نصفي
       *[interleaved] متداخل
    }، W_Q و W_K و x من البذرة { $seed }.
rope-pairing-interleaved = متداخل
rope-pairing-interleaved-hint = الأبعاد (2i, 2i + 1): RoFormer و LLaMA من Meta
rope-pairing-half = نصفي
rope-pairing-half-hint = الأبعاد (i, i + d/2): GPT-NeoX و Hugging Face
rope-pairing-label = الاقتران
rope-k-describe =
    { $side ->
        [same] المفتاح في موضع الاستعلام
        [before] { $count ->
            [one] المفتاح قبل الاستعلام بموضع واحد
            [two] المفتاح قبل الاستعلام بموضعين
            [few] المفتاح قبل الاستعلام بـ { $positions } مواضع
            [many] المفتاح قبل الاستعلام بـ { $positions } موضعًا
           *[other] المفتاح قبل الاستعلام بـ { $positions } موضع
        }
       *[after] { $count ->
            [one] المفتاح بعد الاستعلام بموضع واحد
            [two] المفتاح بعد الاستعلام بموضعين
            [few] المفتاح بعد الاستعلام بـ { $positions } مواضع
            [many] المفتاح بعد الاستعلام بـ { $positions } موضعًا
           *[other] المفتاح بعد الاستعلام بـ { $positions } موضع
        }
    }
rope-k-hint = n = pos + Δ: موضع المفتاح ناقص موضع الاستعلام.
rope-shift-describe = أُزيح الموضعان كلاهما بمقدار { $shift }
rope-shift-hint = يجب أن يبقى m + c و n + c موضعين. الإزاحات الكبيرة تُظهر نمو خطأ الزاوية في float32.
rope-refused-odd = { $message }؛ اختر d زوجيًا
rope-decay-refused = { $message }. يحتاج مخطط التناقص إلى d أصغر.
rope-w-refused =
    { $message }. يحتاج جدول W_Q/W_K إلى { $need ->
        [delta] Δ ≥ 0
       *[d] d أصغر
    }.
rope-circle-heading = الزوج { $pair }: البُعدان { $first } (a) و { $second } (b)
rope-circle-caption-hidden = يُرسم الدوران بعد أن تحسب الزاوية θ.
rope-circle-title-hidden = الزوج { $pair } من q: النقطة (a, b) = ({ $a }, { $b }) (دائرة). دورانها بـ θ = pos·ω مخفيّ حتى تحسب θ.
rope-circle-caption-zero = هذا الزوج من q هو (0, 0): الدوران يتركه في مكانه.
rope-circle-caption = تدور النقطة عكس اتجاه عقارب الساعة بـ ⁦θ = ⁦pos·ω = { $turn }⁩⁩؛ ويبقى بعدها عن المركز كما هو.
rope-circle-title = الزوج { $pair } من q: النقطة (a, b) = ({ $a }, { $b }) (دائرة) تدور { $angle } راديان إلى ({ $a2 }, { $b2 }) (مربع، q′)، وهو زوج ⁦q′ = R({ $pos })q⁩.
rope-circle-title-unsolved = الزوج { $pair } من q: النقطة (a, b) = ({ $a }, { $b }) (دائرة) تدور { $angle } راديان إلى المربع (q′)، وهو زوج ⁦q′ = R({ $pos })q⁩؛ وإحداثياته مخفية حتى تحسب a′ و b′.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-conventions-preset = الإعداد الجاهز (المكتبة)
conventions-variant-paper = الورقة الأصلية
conventions-variant-concatenated = ترتيب متسلسل
conventions-variant-one-based-position = المواضع تُعدّ من 1
conventions-variant-dimension-exponent = أُسّ خاطئ b^(j/d)
conventions-variant-one-based-pair = فهرس الأزواج من 1
conventions-variant-tensor2tensor = تباعد tensor2tensor
conventions-note-paper = متداخل sin, cos, sin, cos …؛ ω_i = b^(−2i/d) حيث i فهرس الزوج؛ المواضع من 0. المرجع لكل صف أدناه.
conventions-note-concatenated = كل الجيوب أولًا ثم كل جيوب التمام (tensor2tensor، ودرس TensorFlow التعليمي، وكثير من نماذج الانتشار). الأعداد نفسها بترتيب آخر. هذا أكثر سؤال «هل هذا خطأ برمجي؟» تكرارًا في متتبّعات المشكلات العامة: ليس خطأً، بل الأبعاد مُبدَّلة فقط.
conventions-note-one-based-position = بعض النصوص ترقّم الرمز الأول بـ 1 لا بـ 0. فينزل كل رمز صفًا واحدًا في الجدول: الرمز عند الفهرس pos يأخذ PE(pos + 1). لا ضرر فيه إن استُعمل بالطريقة نفسها في كل مكان.
conventions-note-dimension-exponent = يستعمل فهرس البُعد j حيث في الصيغة 2i. فيأخذ كل جيب تمام تردده الخاص الأبطأ قليلًا، فلا يعود جيب الزوج وجيب تمامه يشتركان في زاوية، ولا يعود برهان الإزاحة صحيحًا. بعض النصوص تطبع هذه الصيغة خطأً، حتى بجوار شيفرة تحسبها صحيحًا.
conventions-note-one-based-pair = عدّ الأزواج من i = 1 (كما في W[2i−1, t] = sin(t / b^(2i/d)) مع 0 < i ≤ d/2) يجعل كل تردد أبطأ بزوج واحد: وتضيع الموجة الأسرع، ω = 1. بعض النصوص تكتبها هكذا.
conventions-note-tensor2tensor = يباعد بين المقاييس الزمنية اللوغاريتمية بمقدار log(b)/(d/2 − 1)، فيكون أبطأ طول موجي 2πb تمامًا بدلًا من 2πb^((d−2)/d). يُعرض هنا متداخلًا كي لا يختلف إلا التباعد.
conventions-lead = تُكتب الفكرة نفسها بعدة طرق. بعض الفروق مجرد اصطلاحات (لا ضرر فيها متى عرفتها)؛ واثنان منها أخطاء تغيّر الأعداد. ها هي جنبًا إلى جنب للرمز نفسه.
conventions-compare-heading = متغيّر ناقص الورقة الأصلية، موضعًا موضعًا
conventions-compare-intro = اختر متغيّرًا: تعرض الخريطة الحرارية مصفوفته ناقص مصفوفة الورقة الأصلية، لـ n من المواضع و d من الأبعاد. الأبيض يعني التساوي.
conventions-precision-heading = المواضع الكبيرة و float32
conventions-precision-intro = تحسب معظم الأطر الزاوية pos·ω في float32 ثم تأخذ الجيب بعد ذلك. في المواضع الكبيرة لا يستطيع float32 حفظ الزاوية بدقة، فيظهر الخطأ في الترميز، مع أن القيمة الدقيقة تقع دائمًا في [−1, 1]. النواة لا تكوّن الزاوية في float32 أبدًا: في الموضع الأول من كل كتلة صفوف تأخذ الجيب وجيب التمام في float64 وتقرّبهما إلى float32، وتصل إلى كل موضع لاحق في الكتلة بدوران واحد في float32 بمقدار ω·k (خاصية الإزاحة النسبية، مع تقريب cos ω·k و sin ω·k إلى float32 أيضًا). فكل قيمة من قيمها تبعد عن الدقيقة ببضع عمليات تقريب في float32 فقط ولا تحمل خطأ زاوية: على الأكثر 5·2⁻²⁴ ≈ 3.0·10⁻⁷ في أي موضع، في حين أن تقريب القيمة الدقيقة مرة واحدة يترك على الأكثر 2⁻²⁵ ≈ 3.0·10⁻⁸. الأخطاء التي تحملها فعلًا مطبوعة ومرسومة أدناه.
conventions-past-end = يجب أن يكون pos على الأكثر { $max } هنا: الصف «{ $label }» يقرأ PE(pos + { $shift })؛ القيمة المُدخلة { $got }
conventions-kind-reference = مرجع
conventions-kind-convention = اصطلاح
conventions-kind-mistake = خطأ
conventions-side-caption =
    الرمز عند الفهرس { $pos }، ⁦d = { $d }⁩{ $cut ->
        [yes] { " " }(أول { $shown } من الأبعاد)
       *[no] { "" }
    }. تحت كل قيمة: أيّ دالة وأيّ زوج يملآن ذلك البُعد. مقرّبة إلى { $digits } منازل عشرية، والنصف يُقرَّب بعيدًا عن الصفر.
conventions-side-scroll =
    الجدول أعرض من الشاشة: مرّره أفقيًا لترى { $dims ->
        [one] البُعد الوحيد
        [two] البُعدين
        [few] الأبعاد الـ { $shown } كلها
       *[other] الأبعاد الـ { $shown } كلها
    }
conventions-compare-equal =
    { $positions ->
        [one] يعطي { $label } أعداد الورقة الأصلية تمامًا في هذا الموضع الواحد ({ $count }).
        [two] يعطي { $label } أعداد الورقة الأصلية تمامًا في هذين الموضعين ({ $count }).
        [few] يعطي { $label } أعداد الورقة الأصلية تمامًا في هذه المواضع الـ { $count }.
       *[other] يعطي { $label } أعداد الورقة الأصلية تمامًا في هذه المواضع الـ { $count }.
    }
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
conventions-precision-y = أكبر |خطأ| عبر { $d } من الأبعاد
conventions-position-presets = مواضع جاهزة
conventions-precision-field = الموضع لتحقق float32
conventions-precision-hint = d = { $d }، والأساس b من الإعدادات.
conventions-precision-summary = عند الموضع { $pos }: زاوية float32، أكبر خطأ { $naive }؛ مسار float32 في النواة، أكبر خطأ { $fast }. يقفز الخطأ من موضع إلى الذي يليه؛ بين { $first } و { $last } يبلغ خطأ زاوية float32 ذروته عند { $worst } (الموضع { $worstPos }).
conventions-precision-label = مخطط خطي بمقياس لوغاريتمي: أكبر خطأ float32 في الترميز عند المواضع من { $first } إلى { $last }، بطريقتين للحساب.
conventions-precision-description = زاوية float32: أخطاء تصل إلى { $naive } في هذا المدى؛ مسار float32 في النواة: على الأكثر { $fast }.
conventions-column-naive = زاوية float32
conventions-column-fast = float32 النواة
conventions-precision-data = بيانات خطأ float32
conventions-layout-interleaved = متداخل: ⁦sin, cos, sin, cos, …⁩
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
conventions-odd-zero-column = { $count } من الترددات، ثم عمود أصفار واحد
conventions-odd-sine = ينتهي بجيب
conventions-odd-ceil = { $sines } من الجيوب، و { $cosines } من جيوب التمام
conventions-odd-assert = يفشل: { $code }
conventions-odd-wide = عرض خاطئ: { $width } من الأعمدة
conventions-presets-heading = ما تبنيه المكتبات فعلًا
conventions-presets-intro = عشرة تطبيقات منسوخة على نطاق واسع، أُعيد إنتاج كلٍّ منها من شيفرته المصدرية. تختلف في الترتيب، وفي تباعد الترددات، وفي الصف الذي يقرؤه الرمز الأول، وفي ما تفعله مع d فردي، وفي تكوين الزاوية pos·ω في float32 (نوع البيانات الافتراضي في PyTorch و TensorFlow) أو في float64 (numpy).
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
    { $libraries ->
        [one] عند ⁦pos = { $pos }⁩ مع ⁦d = { $d }⁩، تنحرف المكتبة الوحيدة ({ $count }) التي تكوّن الزاوية pos·ω في float32 بمقدار بين { $least } و { $most } في أسوأ أبعاد الصف: يحفظ float32 نحو سبعة أرقام معنوية، فلا يمكن حفظ زاوية قرب { $pos } راديان بدقة، ويرث جيبها وجيب تمامها الخطأ مهما أُحسن حسابهما.
       *[other] عند ⁦pos = { $pos }⁩ مع ⁦d = { $d }⁩، تنحرف المكتبات الـ { $count } التي تكوّن الزاوية pos·ω في float32 بمقدار بين { $least } و { $most } في أسوأ أبعاد الصف: يحفظ float32 نحو سبعة أرقام معنوية، فلا يمكن حفظ زاوية قرب { $pos } راديان بدقة، ويرث جيبها وجيب تمامها الخطأ مهما أُحسن حسابهما.
    }
conventions-meaning-float64 =
    { $libraries ->
        [one] تكوّن { $names } الزاوية في float64 باستعمال numpy ولا تقرّب إلى float32 إلا النتيجة: خطؤها، على الأكثر { $most }، هو ذلك التقريب الأخير لا أكثر.
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
    }: الصفوف من { $from } إلى { $to }، ⁦d = { $d }⁩{ $cut ->
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
conventions-presets-rounding = قيم الجداول مقرّبة إلى 6 منازل عشرية، والنصف يُقرَّب بعيدًا عن الصفر؛ والأخطاء معروضة بالترميز العلمي برقمين معنويين.
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
        [yes] { " " }الصف { $paddingRow } هو صف الحشو ({ $paddingCode }): كله أصفار. يقرأ أول رمز حقيقي الصف { $firstRow }، فالرمز عند الفهرس t يقرأ الصف t + { $firstRow }.
       *[no] { " " }يقرأ الرمز الأول الصف { $firstRow }.
    } عند ⁦pos = { $pos }⁩ (⁦d = { $d }⁩) ينحرف جدول float32 الخاص بها بما يصل إلى { $error }، في البُعد { $dim }.



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

