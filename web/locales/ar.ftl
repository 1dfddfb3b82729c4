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
