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
words-train-task = المهمة
words-train-schemes = schemes (مخططات الموضع المُدرَّبة)
words-train-schemes-what = معرّفات المخططات
words-train-schemes-where = مربعات «درِّبه بنفسك» تسرد كل المخططات
words-train-trainlen = { $L } (أطول سؤال في التدريب)
words-train-width = العرض ({ $d } للنموذج المُدرَّب)
words-train-blocks = الكتل
words-train-seeds = البذور (عدد التشغيلات لكل مخطط)
words-train-firstseed = البذرة الأولى
words-train-steps = الخطوات (لكل تشغيل)
words-train-tokenscale = { $key } (متجهات الرموز مقابل متجهات الموضع)
words-train-positionScheme = المخطط
train-intro = حسبت الأقسام السابقة كل مخطط حسابًا دقيقًا. أما ما يفعله المخطط بنموذج مُدرَّب فسؤال آخر، والجواب الأمين الوحيد عنه تجربة. يمكنك هنا إجراء واحدة: محوّل (Transformer) صغير يتعلم مهمة على الأرقام تحت كل مخطط من مخططات الموضع، يُدرَّب على أسئلة قصيرة ويُختبر على أسئلة أطول، في هذه الصفحة، بالنواة نفسها المكتوبة بلغة C++.
train-intro-model = النموذج: مفكّك بانتباه سببي، عرضه { $d }، وفيه { $heads } رؤوس، ومن 1 إلى { $maxBlocks } كتل، يُدرَّب بـ AdamW (معدل تعلم { $rate } يُبلَغ بعد { $warmup } خطوة إحماء، و{ $batch } سؤالًا في كل خطوة). مخطط الموضع هو الشيء الوحيد الذي يتغير بين تشغيلاته.
train-intro-task = المهمة: سؤال من { $n } أرقام، ثم فاصل، ثم الجواب الذي يكتبه النموذج رقمًا رقمًا. العكس يحتاج إلى معرفة مكان كل رقم؛ والفرز لا يحتاج إلا إلى قليل من معلومات الترتيب.
train-intro-test = لا يرى التدريب إلا أسئلة من 1 إلى { $L } أرقام. ويطرح الاختبار { $examples } سؤال ثابت عند كل طول من 1 إلى { $twoL }، ويَعُدّ السؤال صحيحًا حين يكون كل رقم من أرقام الجواب صحيحًا.
train-intro-seeds = تحدد البذرة الأوزان الابتدائية وأسئلة التدريب. والتشغيلات مقترنة: عند بذرة واحدة يبدأ كل وزن تتشاركه المخططات (متجهات الرموز، الانتباه، MLP، الإخراج) بالأعداد نفسها في المخططات الستة كلها، ويسحب كل مخطط جدوله الخاص (المواضع المُتعلَّمة، انحيازات T5) من تيار عشوائي خاص به، فلا يختلف مخططان عند بذرة واحدة إلا في طريقة دخول الموضع. والإعدادات نفسها تعطي الأعداد نفسها مرة أخرى، هنا وعلى أي جهاز يعمل بهذه النسخة من الصفحة؛ أما البذور المختلفة فقد تعطي أعدادًا مختلفة جدًا، ولهذا يُشغَّل كل مخطط بعدة بذور.
train-intro-scale = متجهات الرموز ومتجهات الموضع: يبدأ كل متجه رمز بـ { $initial } مضروبًا في عدد طبيعي معياري لكل مُدخَل. مع «{ $timesSqrtD }» (الافتراضي، كما عند Vaswani وزملائه 2017، §3.4) يُضرب في { $sqrtD } قبل أن يُضاف إليه متجه الموضع، فيكون متجه الموضع الجيبي في البداية أطول من متجه الرمز بنحو { $ratio } / { $sqrtD } مرة ({ $ratio32 } مرة عند { $d32 })؛ ومع «{ $timesOne }» يُضاف كما سُحب، ويكون متجه الموضع أطول بنحو { $ratio } مرة أيًّا كانت { $d }. بدّله وأعد التشغيل لترى ما يفعله المقياس وحده.
train-intro-margin =
    { $count ->
       *[other] لا يختلف مخططان هنا إلا بأكثر من الهامش: { $points } نقاط مئوية (خطآن معياريان لنسبة من { $examples } سؤال) أو تشتت بذور أيٍّ من المخططين، أيهما أكبر. والفروق الأصغر تُعَدّ تعادلًا.
    }
train-wiring-heading = كيف يُوصَل كل مخطط بالنموذج
train-t5-buckets = حاويات T5: { $buckets } لكل رأس وأقصى مسافة { $maxDistance }، كما في T5؛ ولا يقرأ هذا النموذج أبدًا أكثر من { $most } رمزًا ({ $longest } عند { $atL })، فلا تُستعمل إلا حاويات المسافات الأقل من ذلك.
train-loss-heading = خسارة التدريب
train-accuracy-heading = الدقة التامة بحسب الطول
train-examples-heading = سؤال واحد، وكل المخططات
train-table-heading = الجدول المُتعلَّم بعد التدريب
train-setup-heading = تجربتك
train-task-label = المهمة
train-task-reverse = العكس
train-task-copy = النسخ
train-task-sort = الفرز
train-task-reverse-hint = { $example }: يحتاج إلى معرفة مكان كل رقم
train-task-sort-hint = { $example }: لا يحتاج إلا إلى قليل من معلومات الترتيب
train-schemes-legend = مخططات الموضع
train-schemes-needed = تحتاج التجربة إلى مخطط واحد على الأقل: يبقى هذا المخطط محددًا.
train-trainlen-describe =
    { $L ->
        [1] يُدرَّب على أسئلة من رقم واحد، ويُختبر من 1 إلى { $tested } أرقام
       *[other] يُدرَّب من 1 إلى { $trained } أرقام، ويُختبر من 1 إلى { $tested } أرقام
    }
train-width-label = { $d } (عرض النموذج)
train-width-hint = { $heads } رؤوس، عرض كل منها { $each }
train-blocks-label = الكتل
train-blocks-describe =
    { $count ->
        [one] كتلة واحدة ({ $blocks })
        [two] كتلتان ({ $blocks })
        [few] { $blocks } كتل
       *[other] { $blocks } كتلة
    }
train-seeds-label = البذور لكل مخطط
train-seeds-describe =
    { $count ->
        [one] بذرة واحدة ({ $seeds })
        [two] بذرتان ({ $seeds })
        [few] { $seeds } بذور
       *[other] { $seeds } بذرة
    }
train-firstseed-label = البذرة الأولى
train-steps-label = الخطوات لكل تشغيل
train-tokenscale-label = متجهات الرموز
train-scale-sqrt-d = { $factor } (كما في الورقة)
train-scale-1 = { $factor } (كما سُحبت)
train-run = شغّل
train-run-again = شغّل مرة أخرى
train-pause = إيقاف مؤقت
train-resume = استئناف
train-reset = إعادة ضبط
train-progress-label = تقدّم التدريب
train-percent = { $value }٪
train-reset-announced = أُعيد ضبط التجربة.
train-plan =
    { $runs ->
        [one] تشغيل واحد
        [two] تشغيلان
        [few] { $runsShown } تشغيلات
       *[other] { $runsShown } تشغيلًا
    }: { $schemes ->
        [one] مخطط واحد
        [two] مخططان
        [few] { $schemesShown } مخططات
       *[other] { $schemesShown } مخططًا
    } × { $seeds ->
        [one] بذرة واحدة (البذرة { $firstSeed })
        [two] بذرتان (البذور { $firstSeed }–{ $lastSeed })
        [few] { $seedsShown } بذور (البذور { $firstSeed }–{ $lastSeed })
       *[other] { $seedsShown } بذرة (البذور { $firstSeed }–{ $lastSeed })
    }، { $steps } خطوة لكل تشغيل، مهمة { $task }، { $L ->
        [1] يُدرَّب على أسئلة من رقم واحد
       *[other] يُدرَّب من 1 إلى { $trained } أرقام
    }، { $d }، { $blocks ->
        [one] كتلة واحدة
        [two] كتلتان
        [few] { $blocksShown } كتل
       *[other] { $blocksShown } كتلة
    }، متجهات الرموز { $scale }
train-plan-line = يدرّب «شغّل» { $plan }.
train-stale = النتائج أدناه تخص { $plan }. وقد تغيرت الإعدادات منذ ذلك الحين: اضغط «شغّل مرة أخرى» للحصول على نتائجها.
train-status-idle = لم يُدرَّب شيء بعد: اضغط «شغّل».
train-status-starting = جارٍ البدء…
train-status-failed = توقف التشغيل.
train-status-paused = متوقف مؤقتًا.
train-status-lost =
    { $count ->
        [one] توقف خيط عامل واحد عن الاستجابة؛ وتُعاد تشغيلاته من البداية على خيط الصفحة نفسها.
        [two] توقف خيطان عاملان عن الاستجابة؛ وتُعاد تشغيلاتهما من البداية على خيط الصفحة نفسها.
       *[other] توقفت { $workers } خيوط عاملة عن الاستجابة؛ وتُعاد تشغيلاتها من البداية على خيط الصفحة نفسها.
    }
train-status-done-workers =
    { $runs ->
        [one] اكتمل: دُرِّب تشغيل واحد على { $threads ->
            [one] خيط عامل واحد
            [two] خيطين عاملين
           *[other] { $threadsShown } خيوط عاملة
        } واختُبر عند الأطوال من 1 إلى { $longest }.
       *[other] اكتمل: دُرِّبت التشغيلات الـ { $runsShown } على { $threads ->
            [one] خيط عامل واحد
            [two] خيطين عاملين
           *[other] { $threadsShown } خيوط عاملة
        } واختُبرت عند الأطوال من 1 إلى { $longest }.
    }
train-status-done-page =
    { $runs ->
        [one] اكتمل: دُرِّب تشغيل واحد على خيط الصفحة نفسها، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا)، واختُبر عند الأطوال من 1 إلى { $longest }.
       *[other] اكتمل: دُرِّبت التشغيلات الـ { $runsShown } على خيط الصفحة نفسها، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا)، واختُبرت عند الأطوال من 1 إلى { $longest }.
    }
train-status-training-workers =
    { $threads ->
        [one] جارٍ التدريب على خيط عامل واحد: { $trained } من { $total } خطوة.
        [two] جارٍ التدريب على خيطين عاملين: { $trained } من { $total } خطوة.
       *[other] جارٍ التدريب على { $threadsShown } خيوط عاملة: { $trained } من { $total } خطوة.
    }
train-status-training-page = جارٍ التدريب على خيط الصفحة نفسها، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا): { $trained } من { $total } خطوة.
train-status-testing-workers =
    { $threads ->
        [one] جارٍ الاختبار على خيط عامل واحد: التشغيلات المُختبَرة { $tested } من { $runs ->
           *[other] { $runsShown }
        }، على { $examples } سؤال عند كل طول.
        [two] جارٍ الاختبار على خيطين عاملين: التشغيلات المُختبَرة { $tested } من { $runs ->
           *[other] { $runsShown }
        }، على { $examples } سؤال عند كل طول.
       *[other] جارٍ الاختبار على { $threadsShown } خيوط عاملة: التشغيلات المُختبَرة { $tested } من { $runs ->
           *[other] { $runsShown }
        }، على { $examples } سؤال عند كل طول.
    }
train-status-testing-page =
    { $runs ->
       *[other] جارٍ الاختبار على خيط الصفحة نفسها، على دفعات قصيرة (لم يمكن بدء أي خيط عامل هنا): التشغيلات المُختبَرة { $tested } من { $runsShown }، على { $examples } سؤال عند كل طول.
    }
train-failed = تعذّر على المختبر الإكمال: { $reason }
train-failed-unknown = تعذّر على المختبر الإكمال: خطأ غير معروف
train-sentences = { $first } { $second }
train-list-last = { $first } و{ $last }
train-list-next = { $first }، { $rest }
train-named = { $scheme } { $share }
train-compared-within-tie =
    { $count ->
       *[other] ضمنها، لا يختلف أي مخططين بأكثر من الهامش ({ $points } نقاط أو تشتت البذور): فلنعدّه تعادلًا.
    }
train-compared-within-lead =
    { $count ->
       *[other] ضمنها، يتقدم { $best } على كل مخطط آخر بأكثر من الهامش ({ $points } نقاط أو تشتت البذور).
    }
train-compared-within-split =
    { $behindCount ->
        [one] ضمنها، { $level } ضمن هامش الأفضل ({ $best })، ويتأخر { $behind } عنه بأكثر من الهامش ({ $count ->
           *[other] { $points } نقاط
        } أو تشتت البذور).
       *[other] ضمنها، { $level } ضمن هامش الأفضل ({ $best })، وتتأخر { $behind } عنه بأكثر من الهامش ({ $count ->
           *[other] { $points } نقاط
        } أو تشتت البذور).
    }
train-compared-one-tie =
    { $count ->
       *[other] عند الطول 1، لا يختلف أي مخططين بأكثر من الهامش ({ $points } نقاط أو تشتت البذور): فلنعدّه تعادلًا.
    }
train-compared-one-lead =
    { $count ->
       *[other] عند الطول 1، يتقدم { $best } على كل مخطط آخر بأكثر من الهامش ({ $points } نقاط أو تشتت البذور).
    }
train-compared-one-split =
    { $behindCount ->
        [one] عند الطول 1، { $level } ضمن هامش الأفضل ({ $best })، ويتأخر { $behind } عنه بأكثر من الهامش ({ $count ->
           *[other] { $points } نقاط
        } أو تشتت البذور).
       *[other] عند الطول 1، { $level } ضمن هامش الأفضل ({ $best })، وتتأخر { $behind } عنه بأكثر من الهامش ({ $count ->
           *[other] { $points } نقاط
        } أو تشتت البذور).
    }
train-compared-past-tie =
    { $count ->
       *[other] بعدها، لا يختلف أي مخططين بأكثر من الهامش ({ $points } نقاط أو تشتت البذور): فلنعدّه تعادلًا.
    }
train-compared-past-lead =
    { $count ->
       *[other] بعدها، يتقدم { $best } على كل مخطط آخر بأكثر من الهامش ({ $points } نقاط أو تشتت البذور).
    }
train-compared-past-split =
    { $behindCount ->
        [one] بعدها، { $level } ضمن هامش الأفضل ({ $best })، ويتأخر { $behind } عنه بأكثر من الهامش ({ $count ->
           *[other] { $points } نقاط
        } أو تشتت البذور).
       *[other] بعدها، { $level } ضمن هامش الأفضل ({ $best })، وتتأخر { $behind } عنه بأكثر من الهامش ({ $count ->
           *[other] { $points } نقاط
        } أو تشتت البذور).
    }
train-within-one =
    { $seeds ->
        [one] عند الطول المُدرَّب (الطول 1)، الدقة التامة: { $list }.
       *[other] عند الطول المُدرَّب (الطول 1)، الدقة التامة بالمتوسط على البذور: { $list }.
    }
train-within =
    { $seeds ->
        [one] ضمن الأطوال المُدرَّبة (الأطوال { $first }–{ $last })، الدقة التامة بالمتوسط على هذه الأطوال: { $list }.
       *[other] ضمن الأطوال المُدرَّبة (الأطوال { $first }–{ $last })، الدقة التامة بالمتوسط على هذه الأطوال والبذور: { $list }.
    }
train-beyond-zero =
    { $seeds ->
        [one] بعد الأطوال المُدرَّبة ({ $lengths ->
            [one] الطول { $first }
           *[other] الأطوال { $first }–{ $last }
        }) تُقرَّب الدقة التامة لكل مخطط إلى 0٪ عند كل طول.
       *[other] بعد الأطوال المُدرَّبة ({ $lengths ->
            [one] الطول { $first }
           *[other] الأطوال { $first }–{ $last }
        }) تُقرَّب الدقة التامة لكل مخطط، بالمتوسط على البذور، إلى 0٪ عند كل طول.
    }
train-beyond =
    { $lengths ->
        [one] بعدها (الطول { $first }، الذي لم يُرَ في التدريب قط)، بالمتوسط نفسه: { $list }.
       *[other] بعدها (الأطوال { $first }–{ $last }، التي لم تُرَ في التدريب قط)، بالمتوسط نفسه: { $list }.
    }
train-beyond-widest = عند الطول { $length }، حيث كان التقدم أوسع ما يكون، أجاب { $best } إجابة تامة الصحة عن { $share }، أي أعلى بأكثر من الهامش من { $list }.
train-beyond-no-widest = لا يوجد طول واحد بعدها يختلف عنده مخططان بأكثر من الهامش.
train-beyond-collapse =
    { $schemes ->
        [one]
            { $seeds ->
                [one] من الطول { $length } فصاعدًا، لم يُجب عن أي سؤال إجابة صحيحة (0٪).
               *[other] من الطول { $length } فصاعدًا، لم يُجب عن أي سؤال إجابة صحيحة (0٪ بالمتوسط على البذور).
            }
       *[other]
            { $seeds ->
                [one] من الطول { $length } فصاعدًا، لم يُجب أي مخطط عن أي سؤال إجابة صحيحة (0٪).
               *[other] من الطول { $length } فصاعدًا، لم يُجب أي مخطط عن أي سؤال إجابة صحيحة (0٪ بالمتوسط على البذور).
            }
    }
train-seeds-one = شُغِّل كل مخطط ببذرة واحدة. وقد تختلف بذور المخطط نفسه بعشرات النقاط عند طول واحد، فشغّل عدة بذور قبل أن تستنتج الكثير من فرق ما.
train-seeds-part = { $scheme } من { $low } إلى { $high } إجابات تامة عند الطول { $length }
train-seeds-disagree = البذور غير متفقة: { $list }. ومع بذور متباعدة إلى هذا الحد، لا يقول تشغيل واحد لمثل هذا المخطط إلا القليل: قارن النطاقات في الرسم، لا المتوسطات وحدها.
train-seeds-disagree-more =
    { $more ->
        [one] البذور غير متفقة: { $list }، ومخطط واحد آخر بفارق { $points } نقطة أو أكثر. ومع بذور متباعدة إلى هذا الحد، لا يقول تشغيل واحد لمثل هذا المخطط إلا القليل: قارن النطاقات في الرسم، لا المتوسطات وحدها.
        [two] البذور غير متفقة: { $list }، ومخططان آخران بفارق { $points } نقطة أو أكثر. ومع بذور متباعدة إلى هذا الحد، لا يقول تشغيل واحد لمثل هذا المخطط إلا القليل: قارن النطاقات في الرسم، لا المتوسطات وحدها.
       *[other] البذور غير متفقة: { $list }، و{ $moreShown } مخططات أخرى بفارق { $points } نقطة أو أكثر. ومع بذور متباعدة إلى هذا الحد، لا يقول تشغيل واحد لمثل هذا المخطط إلا القليل: قارن النطاقات في الرسم، لا المتوسطات وحدها.
    }
train-seeds-agreed =
    { $count ->
        [zero] اتفقت البذور الـ { $seedsShown } لكل مخطط تمامًا ({ $points } نقطة فرق) عند كل طول.
        [one] اتفقت البذور الـ { $seedsShown } لكل مخطط في حدود نقطة واحدة ({ $points }) عند كل طول.
        [two] اتفقت البذور الـ { $seedsShown } لكل مخطط في حدود نقطتين ({ $points }) عند كل طول.
        [few] اتفقت البذور الـ { $seedsShown } لكل مخطط في حدود { $points } نقاط عند كل طول.
       *[other] اتفقت البذور الـ { $seedsShown } لكل مخطط في حدود { $points } نقطة عند كل طول.
    }
train-conclusion-scope =
    { $seeds ->
        [one] هذه تجربة صغيرة واحدة: مفكّك من { $blocks } كتل بعرض { $d }، دُرِّب { $steps } خطوة على مهمة { $task }، وقُيِّم بالدقة التامة مع الإجبار المعلِّمي، أي أن يكون كل رقم من أرقام الجواب صحيحًا بمعلومية الأرقام الصحيحة التي قبله، على { $examples } سؤال لكل طول، وببذرة واحدة لكل مخطط. يمكنها أن تُظهر ما فعلته هذه المخططات هنا؛ ولا يمكنها أن ترتبها للنماذج الكبيرة، ولا للغة، ولا لمهام أو خطوات أو بذور أخرى.
       *[other] هذه تجربة صغيرة واحدة: مفكّك من { $blocks } كتل بعرض { $d }، دُرِّب { $steps } خطوة على مهمة { $task }، وقُيِّم بالدقة التامة مع الإجبار المعلِّمي، أي أن يكون كل رقم من أرقام الجواب صحيحًا بمعلومية الأرقام الصحيحة التي قبله، على { $examples } سؤال لكل طول، و{ $seedsShown } بذور لكل مخطط. يمكنها أن تُظهر ما فعلته هذه المخططات هنا؛ ولا يمكنها أن ترتبها للنماذج الكبيرة، ولا للغة، ولا لمهام أو خطوات أو بذور أخرى.
    }
train-conclusion-nope-below = ضمن الأطوال المُدرَّبة حصل NoPE على { $share }، أي أقل بأكثر من الهامش من { $best } ({ $bestShare }): هنا أعطى القناع السببي وحده النموذجَ من الترتيب أقل مما أعطاه ترميز. وجد Haviv وزملاؤه 2022 أن النماذج اللغوية السببية بلا ترميز ما زالت تتعلم الموضع؛ ونموذج من { $blocks } كتل في { $steps } خطوة لم يتعلم منه إلا جزءًا.
train-conclusion-nope-level = ضمن الأطوال المُدرَّبة حصل NoPE على { $share }، ضمن هامش { $best } ({ $bestShare }): كفى القناع السببي وحده هنا، كما وجد Haviv وزملاؤه 2022 في النماذج اللغوية السببية بلا ترميز.
train-conclusion-past-failed = بعد الأطوال المُدرَّبة أخفق كل مخطط (0٪ إجابات تامة). وهذا يتفق مع Ruoss وزملائه 2023، الذين وجدوا أن الترميزات المعتادة تخفق في الغالب في التعميم إلى أطوال أكبر في المهام الخوارزمية (ساعدت المواضع العشوائية هناك؛ وهذا المختبر لا يستعملها).
train-conclusion-past-failed-from = بعد الأطوال المُدرَّبة أخفق كل مخطط (0٪ إجابات تامة من الطول { $length }). وهذا يتفق مع Ruoss وزملائه 2023، الذين وجدوا أن الترميزات المعتادة تخفق في الغالب في التعميم إلى أطوال أكبر في المهام الخوارزمية (ساعدت المواضع العشوائية هناك؛ وهذا المختبر لا يستعملها).
train-conclusion-past-best = بعد الأطوال المُدرَّبة كان الأفضل { $best } بنسبة { $share }. وجد Ruoss وزملاؤه 2023 أن الترميزات المعتادة تخفق في الغالب في التعميم إلى أطوال أكبر في المهام الخوارزمية؛ وبضع نقاط بعد طول التدريب ليست تعميمًا.
train-conclusion-past-best-from = بعد الأطوال المُدرَّبة كان الأفضل { $best } بنسبة { $share }، ووصل كل مخطط إلى 0٪ من الطول { $length }. وجد Ruoss وزملاؤه 2023 أن الترميزات المعتادة تخفق في الغالب في التعميم إلى أطوال أكبر في المهام الخوارزمية؛ وبضع نقاط بعد طول التدريب ليست تعميمًا.
train-conclusion-nope-past-level = حصل NoPE على { $share } بعد الأطوال المُدرَّبة، ضمن هامش الأفضل ({ $best }، { $bestShare }). وجد Kazemnejad وزملاؤه 2023 أن غياب الترميز كان الأفضل تعميمًا إلى أطوال أكبر بين النماذج ذات المفكّك فقط في مهامهم؛ لكن نماذجهم كانت أكبر ودُرِّبت مدة أطول بكثير، فالتشغيل الصغير الذي يخالفهم لا يناقضهم، والذي يوافقهم لا يؤكدهم.
train-conclusion-nope-past-below = حصل NoPE على { $share } بعد الأطوال المُدرَّبة، أي أقل بأكثر من الهامش من الأفضل ({ $best }، { $bestShare }). وجد Kazemnejad وزملاؤه 2023 أن غياب الترميز كان الأفضل تعميمًا إلى أطوال أكبر بين النماذج ذات المفكّك فقط في مهامهم؛ لكن نماذجهم كانت أكبر ودُرِّبت مدة أطول بكثير، فالتشغيل الصغير الذي يخالفهم لا يناقضهم، والذي يوافقهم لا يؤكدهم.
train-conclusion-alibi = حصل ALiBi على { $share } بعد الأطوال المُدرَّبة. أظهر Press وزملاؤه 2022 أن ALiBi يُبقي الحيرة (perplexity) مستوية بعد طول التدريب؛ وهذا ليس كاستعمال السياق البعيد، والإجابات التامة عن الأسئلة الأطول تحتاج إليه كله.
train-about-seconds =
    { $count ->
        [one] نحو ثانية واحدة
        [two] نحو ثانيتين
        [few] نحو { $seconds } ثوانٍ
       *[other] نحو { $seconds } ثانية
    }
train-about-minutes =
    { $count ->
        [one] نحو دقيقة واحدة
        [two] نحو دقيقتين
        [few] نحو { $minutes } دقائق
       *[other] نحو { $minutes } دقيقة
    }
train-about-hours =
    { $hours ->
        [one] نحو ساعة واحدة و{ $minutes ->
            [zero] { $minutesShown } دقيقة
            [one] دقيقة واحدة
            [two] دقيقتين
            [few] { $minutesShown } دقائق
           *[other] { $minutesShown } دقيقة
        }
        [two] نحو ساعتين و{ $minutes ->
            [zero] { $minutesShown } دقيقة
            [one] دقيقة واحدة
            [two] دقيقتين
            [few] { $minutesShown } دقائق
           *[other] { $minutesShown } دقيقة
        }
        [few] نحو { $hoursShown } ساعات و{ $minutes ->
            [zero] { $minutesShown } دقيقة
            [one] دقيقة واحدة
            [two] دقيقتين
            [few] { $minutesShown } دقائق
           *[other] { $minutesShown } دقيقة
        }
       *[other] نحو { $hoursShown } ساعة و{ $minutes ->
            [zero] { $minutesShown } دقيقة
            [one] دقيقة واحدة
            [two] دقيقتين
            [few] { $minutesShown } دقائق
           *[other] { $minutesShown } دقيقة
        }
    }
train-estimate-workers =
    { $threads ->
        [one] على هذا الجهاز يُتوقع أن يستغرق «شغّل» { $duration } على خيط عامل واحد (حُسب الوقت للتو من { $steps ->
           *[other] { $stepsShown } خطوات تدريب
        } و{ $questions ->
           *[other] { $questionsShown } أسئلة اختبار
        }؛ وأي عمل آخر على الجهاز يغيّره).
        [two] على هذا الجهاز يُتوقع أن يستغرق «شغّل» { $duration } على خيطين عاملين (حُسب الوقت للتو من { $steps ->
           *[other] { $stepsShown } خطوات تدريب
        } و{ $questions ->
           *[other] { $questionsShown } أسئلة اختبار
        }؛ وأي عمل آخر على الجهاز يغيّره).
       *[other] على هذا الجهاز يُتوقع أن يستغرق «شغّل» { $duration } على { $threadsShown } خيوط عاملة (حُسب الوقت للتو من { $steps ->
           *[other] { $stepsShown } خطوات تدريب
        } و{ $questions ->
           *[other] { $questionsShown } أسئلة اختبار
        }؛ وأي عمل آخر على الجهاز يغيّره).
    }
train-estimate-page =
    على هذا الجهاز يُتوقع أن يستغرق «شغّل» { $duration } على خيط الصفحة نفسها (حُسب الوقت للتو من { $steps ->
       *[other] { $stepsShown } خطوات تدريب
    } و{ $questions ->
       *[other] { $questionsShown } أسئلة اختبار
    }؛ وأي عمل آخر على الجهاز يغيّره).
train-estimate-timing = جارٍ قياس زمن بضع خطوات تدريب لمعرفة كم سيستغرق «شغّل» على هذا الجهاز…
train-estimate-failed = تعذّر قياس المدة التي سيستغرقها «شغّل»: { $reason }
train-band-lowest = { $series }، أدنى بذرة
train-band-highest = { $series }، أعلى بذرة
train-accuracy-x = طول السؤال (بالأرقام)
train-accuracy-y = الأسئلة المُجاب عنها إجابة تامة (٪)
train-loss-x = خطوة التدريب
train-loss-y = الخسارة (nats، مقياس لوغاريتمي)
train-series-mean =
    { $count ->
        [two] { $scheme } (متوسط بذرتين)
        [few] { $scheme } (متوسط { $seeds } بذور)
       *[other] { $scheme } (متوسط { $seeds } بذرة)
    }
train-loss-latest = { $scheme } { $loss } عند الخطوة { $step }
train-loss-latest-next = { $first }؛ { $rest }
train-loss-summary =
    { $count ->
        [one]
            { $seeds ->
                [one] كل نقطة هي خسارة خطوة واحدة ({ $steps }). الأحدث: { $latest }.
               *[other] كل نقطة هي خسارة خطوة واحدة ({ $steps })، بالمتوسط على البذور (يمتد النطاق من أدنى بذرة إلى أعلاها). الأحدث: { $latest }.
            }
       *[other]
            { $seeds ->
                [one] كل نقطة هي متوسط خسارة { $steps } خطوة. الأحدث: { $latest }.
               *[other] كل نقطة هي متوسط خسارة { $steps } خطوة، بالمتوسط على البذور (يمتد النطاق من أدنى بذرة إلى أعلاها). الأحدث: { $latest }.
            }
    }
train-loss-none = لا خطوات بعد.
train-column-step = الخطوة
train-column-length = الطول
train-loss-table-label = بيانات خسارة التدريب
train-trained-line = أطول طول مُدرَّب ({ $L })
train-accuracy-summary =
    { $count ->
        [one] الأسئلة المُجاب عنها إجابة تامة عند كل طول 1–{ $longest } لمخطط واحد ({ $schemes })، دُرِّب على الأطوال 1–{ $L } (الخط المتقطع). يعطي الجدول كل قيمة؛ وما تُظهره موجود تحت «{ $heading }».
       *[other] الأسئلة المُجاب عنها إجابة تامة عند كل طول 1–{ $longest } لـ { $schemes } مخططات، دُرِّبت على الأطوال 1–{ $L } (الخط المتقطع). يعطي الجدول كل قيمة؛ وما تُظهره موجود تحت «{ $heading }».
    }
train-length-never-trained = { $length } (لم يُدرَّب عليه)
train-accuracy-cell = { $mean } (البذور { $seeds })
train-accuracy-caption =
    { $seeds ->
        [one] الأسئلة المُجاب عنها إجابة تامة من أصل { $examples } عند كل طول.
       *[other] الأسئلة المُجاب عنها إجابة تامة من أصل { $examples } عند كل طول، المتوسط على البذور وقيمة كل بذرة.
    }
train-accuracy-table-label = بيانات الدقة التامة
train-accuracy-x-trained = طول السؤال (بالأرقام)؛ دُرِّب على 1–{ $L }
train-question-error = يجب أن يكون السؤال من 1 إلى { $longest } أرقام (0-9، والمسافات مسموحة)؛ وصل "{ $text }"
train-predictions-caption = البذرة { $seed } لكل مخطط، فك ترميز جشع: كل رقم في الجواب هو الخيار الأول للنموذج بعد الأرقام التي قبله.
train-predictions-scheme = المخطط
train-predictions-question = السؤال
train-predictions-expected = الجواب الصحيح
train-predictions-wrote = ما كتبه النموذج
train-predictions-verdict = الحكم
train-verdict-right = ✓ صحيح
train-verdict-wrong =
    { $count ->
       *[other] ✗ خطأ: الأرقام الخاطئة { $wrong } من { $digits }
    }
train-attention-note = إلى أين ينظر كل موضع، في الرأس { $head } من الكتلة { $block } (الأخيرة)، للبذرة { $seed }. الصفوف هي الموضع الذي يقرأ، والأعمدة المواضع التي يقرؤها (السابقة فقط: القناع سببي)؛ ومجموع كل صف 1. المُدخَل هو السؤال، ثم { $sep }، ثم الجواب الصحيح ما عدا رقمه الأخير: يُقيَّم النموذج على المواضع من { $sep } فصاعدًا.
train-attention-title = { $scheme }: الانتباه، الرأس { $head }، الكتلة { $block }
train-attention-rows = الموضع القارئ
train-attention-cols = الموضع المقروء
train-attention-cell = الموضع { $row } ({ $rowToken }) يقرأ الموضع { $col } ({ $colToken }) بوزن { $weight }
train-table-tick = حدّد «{ $learned }» وأعد التشغيل لترى الجدول الذي يتعلمه.
train-table-note =
    { $count ->
        [one] جدول المواضع في تشغيل المخطط المُتعلَّم (البذرة { $seed }) فيه { $rows } صفًا بعرض { $d }: صف لكل موضع يستطيع النموذج قراءته. أسئلة التدريب التي لا تتجاوز رقمًا واحدًا ({ $digits }) لا تملأ إلا المواضع 0–{ $lastTrained }، فالصفوف { $firstUntrained }–{ $lastRow } لم تتلقَّ أي تدرّج: إنها قيمها الابتدائية العشوائية، وقد قلّصها اضمحلال الأوزان قليلًا. وأسئلة الاختبار الأطول تقرؤها على أي حال. والجدول الجيبي بجانبه هو الصيغة نفسها، متماثل عند كل صف.
       *[other] جدول المواضع في تشغيل المخطط المُتعلَّم (البذرة { $seed }) فيه { $rows } صفًا بعرض { $d }: صف لكل موضع يستطيع النموذج قراءته. أسئلة التدريب التي لا تتجاوز { $digits } أرقام لا تملأ إلا المواضع 0–{ $lastTrained }، فالصفوف { $firstUntrained }–{ $lastRow } لم تتلقَّ أي تدرّج: إنها قيمها الابتدائية العشوائية، وقد قلّصها اضمحلال الأوزان قليلًا. وأسئلة الاختبار الأطول تقرؤها على أي حال. والجدول الجيبي بجانبه هو الصيغة نفسها، متماثل عند كل صف.
    }
train-map-learned-trained = الجدول المُتعلَّم، الصفوف 0–{ $last } (مُدرَّبة)
train-map-learned-untrained = الجدول المُتعلَّم، الصفوف { $first }–{ $last } (لم تُدرَّب قط)
train-map-sinusoidal = الجدول الجيبي، الصفوف 0–{ $last }
train-axis-position = الموضع
train-axis-dimension = البُعد
train-map-learned-cosine = تشابه جيب التمام بين الصفوف المُتعلَّمة
train-map-sinusoidal-cosine = تشابه جيب التمام بين الصفوف الجيبية
train-cosine-note = تشابه جيب التمام بين كل زوج من الصفوف. في الجدول الجيبي لا يعتمد إلا على المسافة بين الموضعين (متساوٍ على امتداد كل قطر). وفي المُتعلَّم، الصفوف 0–{ $lastTrained } هي ما صنعه منها التدريب؛ ومن الصف { $firstUntrained } فصاعدًا، قيم ابتدائية شبه عشوائية.
train-loss-empty = تظهر هنا خسارة كل تشغيل أثناء تدريبه.
train-loss-chart-label = خسارة التدريب لكل مخطط، بحسب الخطوة
train-loss-no-run = لا تشغيل بعد: تظهر هنا خسارة تدريب كل تشغيل، خطوة بخطوة، أثناء تدريبه.
train-accuracy-empty = بعد أن يُدرَّب كل تشغيل، يُختبر كل منها عند كل طول.
train-shows-heading = ما يُظهره هذا التشغيل
train-supports-heading = ما يدعمه هذا التشغيل، وما لا يستطيعه
train-accuracy-chart-label = الدقة التامة لكل مخطط بحسب طول السؤال
train-accuracy-no-run = لا تشغيل بعد: بعد أن يُدرَّب كل تشغيل، تظهر هنا دقته التامة عند كل طول.
train-examples-empty = بعد التشغيل، اكتب سؤالًا وشاهد كل مخطط يجيب عنه.
train-question-label = السؤال (أرقام)
train-question-hint = حتى { $twoL } رقمًا؛ وما يزيد على { $L } طولٌ لم يُدرَّب عليه قط.
train-head-label = الرأس
train-table-empty = بعد تشغيل يتضمن «{ $learned }»، يظهر جدوله هنا.
train-error-no-run = ليس في المختبر تشغيل { $key }
train-error-no-operation = ليس في المختبر عملية { $op }
train-error-closed = أُغلق المختبر
train-error-worker-late = لم يبدأ خيط التدريب العامل في الوقت المحدد
train-error-worker-load = تعذّر تحميل خيط التدريب العامل
train-error-worker-unreadable = تعذّرت قراءة رسالة من خيط التدريب العامل
train-error-worker-stopped = توقف خيط التدريب العامل
train-error-worker-lost = توقف خيط التدريب العامل عن الاستجابة (لا رد على "{ $op }" خلال { $seconds } ث)
train-error-budget = تشغيل واحد لهذا النموذج لا يتسع في الذاكرة التي تحتفظ بها النواة للمدرِّبات ({ $reason })؛ اختر بذورًا أو مخططات أقل، أو { $d } أصغر، أو كتلًا أقل، أو { $L } أقصر
train-error-no-finished-run = ليس في المختبر تشغيل مكتمل { $key } يُسأل
train-error-no-tensor = ليس في المختبر الموتر { $name } لتشغيل مكتمل { $key }



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

