// The languages the page speaks: one line each. To add one, copy en.ftl to <code>.ftl beside this
// file, translate it, and add its line here (README.md, "Adding a language").
//
//   code     the BCP 47 tag, also the name of its .ftl file and the value of ?lang=
//   name     the language's name in itself, for the language menu
//   script   the ISO 15924 code of the script it is written in ('Latn', 'Hans', 'Arab', ...): the
//            tests read it to tell text in the language from text left in English
//   dir      'ltr' or 'rtl'
//   numbers  the Intl locale that writes the page's numbers (digits, decimal sign, minus sign)
//   pseudo   a test locale made from en.ftl (not in the menu): 'accented' or 'rtl'
//
// Arabic writes its numbers in Latin digits (ar-u-nu-latn): the maths (KaTeX), the code, the
// matrices, heatmap labels and chart axes keep the digits the field writes them in, and prose
// beside a formula reads the same digits as the formula. Most Arabic-language teaching of
// machine learning, and the Maghreb's schools, use these digits; an answer typed in
// Arabic-Indic digits (٠١٢…, decimal sign ٫) is still read.

export const LANGUAGES = [
  { code: 'en', name: 'English', script: 'Latn', dir: 'ltr', numbers: 'en' },
  { code: 'es', name: 'Español', script: 'Latn', dir: 'ltr', numbers: 'es' },
  { code: 'zh-CN', name: '简体中文', script: 'Hans', dir: 'ltr', numbers: 'zh-CN' },
  { code: 'ar', name: 'العربية', script: 'Arab', dir: 'rtl', numbers: 'ar-u-nu-latn' },
  { code: 'en-XA', name: 'Ȧƈƈḗƞŧḗḓ (pseudo)', script: 'Latn', dir: 'ltr', numbers: 'en', pseudo: 'accented' },
  { code: 'ar-XB', name: 'ɥsıʅƃuƎ (pseudo RTL)', script: 'Latn', dir: 'rtl', numbers: 'en', pseudo: 'rtl' },
];

/** The source language: every other locale's messages are checked against its file. */
export const SOURCE = 'en';
